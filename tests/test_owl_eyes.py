"""The owl's count of sure and possible eyes per eye space (engine/owl.py,
in the spirit of GNU Go's ``compute_eyes_pessimistic``): the rules that
decide when the static evaluation ends a search, checked on spaces built
to size so that each bound shows; and the move both sides play in a space
whose eyes are unsettled."""
import re
from types import SimpleNamespace

from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo

from kosumi.engine.board import Board, to_board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary
from kosumi.engine.optics import EyeValue
from kosumi.engine.owl import (MARGIN, SECOND_ORDER, Assessment, Owl, _optimistic_max,
                               _pessimistic_min)
from kosumi.engine.reading import Reader

TWO = EyeValue(2, 2, 2, 2)
ONE = EyeValue(1, 1, 1, 1)


def space(esize: int, msize: int, value: EyeValue = TWO, by_size: bool = False,
          marginal=None):
    """An empty eye space of ``esize`` points in a row, ``msize`` of them
    marginal (the first ones, or those at the indices ``marginal``), on an
    empty 19x19 board (no stones, no half eyes); ``by_size``: no eye shape
    describes it."""
    board = Board(19)
    points = list(board.points())[:esize]
    margins = [points[k] for k in (marginal if marginal is not None else range(msize))]
    return board, SimpleNamespace(esize=esize, msize=len(margins), points=points, value=value,
                                  marginal=margins, by_size=by_size, color=WHITE)


NO_HALF_EYES = SimpleNamespace(half_eyes={})


def our_answers(diagram: str, *commands: str) -> list:
    """Our GTP answers to ``commands`` on the position of ``diagram``."""
    return bodies(setup_commands(diagram) + "".join(c + "\n" for c in commands))[-len(commands):]


def gnugo_diagram_answers(diagram: str, *commands: str) -> list:
    """GNU Go's answers to ``commands`` on the position of ``diagram``."""
    return gnugo_answers(setup_commands(diagram).splitlines() + list(commands))[-len(commands):]


def assess(diagram: str, color: int, *vertices: str) -> Assessment:
    """The owl's assessment of the strings at ``vertices`` of ``diagram``,
    read as one dragon of ``color``."""
    board, _ = to_board(diagram)
    config = EngineConfig(boardsize=board.size)
    library = PatternLibrary()
    owl = Owl(board, config, Reader(board, config), library.eye_shapes, library.owl_patterns)
    goal = set()
    for vertex in vertices:
        goal.update(board.string_stones(vertex_to_pos(vertex, board.size)))
    return owl.assess(frozenset(goal), color)


def test_a_closed_big_space_is_two_sure_eyes():
    board, s = space(11, 0)
    assert _pessimistic_min(board, s, NO_HALF_EYES) == 2


def test_an_open_big_space_keeps_its_eyes_while_room_is_left():
    # Margins count two points each: eleven points with two margins leave
    # seven (two sure eyes), nine with three leave three (one), eight
    # points' worth of margins in an eight-point space leave none.
    for esize, msize, sure in ((11, 2, 2), (9, 3, 1), (9, 4, 1), (10, 5, 0)):
        board, s = space(esize, msize)
        assert _pessimistic_min(board, s, NO_HALF_EYES) == sure, (esize, msize)


def test_a_small_space_loses_an_eye_per_margin():
    board, s = space(5, 1)
    assert _pessimistic_min(board, s, NO_HALF_EYES) == 1


def test_a_big_space_judged_by_size_may_still_make_two_eyes():
    # A nine-point space with three margins is valued one eye by its size,
    # but its owner moving first can close it: not dead yet.
    _, s = space(9, 3, ONE)
    assert _optimistic_max(s) == 2
    _, small = space(5, 1, ONE)
    assert _optimistic_max(small) == 1


def test_a_space_no_shape_describes_is_guessed_as_gnugo_does():
    # GNU Go's guess_eye_space: margins cost two points each, one more when
    # they touch; two sure eyes need more than seven points left, more
    # than nine with margins; more than three leave one. Ten points with
    # two margins apart leave six: one sure eye (a corner space the
    # attacker can still reduce), where the room rule of a known shape
    # would give two.
    cases = (
        (10, (0, 5), 1),     # 10 - 4 = 6 points left
        (11, (), 2),         # 11 > 7 (at most the value's two)
        (12, (0,), 2),       # 12 - 2 = 10 > 9
        (11, (0,), 1),       # 11 - 2 = 9, not above 9
        (9, (0, 1), 0),      # 9 - 4 - 2 (the margins touch) = 3
    )
    for esize, marginal, sure in cases:
        board, s = space(esize, 0, by_size=True, marginal=marginal)
        assert _pessimistic_min(board, s, NO_HALF_EYES) == sure, (esize, marginal)
    board, s = space(10, 0, marginal=(0, 5))
    assert _pessimistic_min(board, s, NO_HALF_EYES) == 2     # a known shape: the room rule


def test_a_small_space_with_stones_in_it_gives_one_sure_eye_at_most():
    # Seven points around three dead enemy stones: the shape's value says
    # two eyes, but it is solved for a wall with liberties to spare, and
    # the wall must spend its own to capture them (GNU Go values such a
    # corner space 1122). One sure eye; the owl reads on for the second.
    board, s = space(7, 0)
    for p in s.points[1:4]:
        board.add_stone(p, 1)
    assert _pessimistic_min(board, s, NO_HALF_EYES) == 1
    empty_board, empty = space(7, 0)
    assert _pessimistic_min(empty_board, empty, NO_HALF_EYES) == 2


# White's group on the edge has one space, C1-H1, whose ends touch Black's
# wall: the straight six with two margins (1112: one eye whoever moves
# first, two if White gets two moves). Its sure eyes, one less per margin,
# are none, its most one, and the shape has no vital point (who moves
# first does not matter): the key margin is where both sides play (GNU
# Go's compute_eyes_pessimistic: the margin with the most neighbours in
# the space, less on the edge, the first of equals), C1 here.
EDGE_SIX = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X X X X
    X O O O O O O O X
    X O O O O O O O X
    X X . . . . . . X
"""


def test_an_unsettled_space_without_vital_point_offers_its_key_margin():
    state = assess(EDGE_SIX, WHITE, "B2")
    c1, h1 = vertex_to_pos("C1", 9), vertex_to_pos("H1", 9)
    assert (str(state.eyes), state.pessimistic) == ("1112", 0)
    assert state.attacks[c1] == MARGIN and state.defenses[c1] == MARGIN
    assert state.attacks[h1] < MARGIN and state.defenses[h1] < MARGIN


# White's corner space G1-J1, G2-J2, H3-J3 (eight points, two eyes as a
# shape) is walled by two strings short of liberties: G3-G4-H4-J4 has the
# three liberties H3, J3, G2, and F1-F2 only G1 and G2. Black's G2 ataris
# F1-F2 and takes a liberty of the other string from inside the space:
# White cannot keep both, and the space is no longer two eyes. So the two
# eyes are not sure, the owl must read, and it finds the kill at G2 (GNU
# Go 3.8: owl_attack G3 answers "1 G2", dragon_status "critical G2 H2";
# without the rule we called the dragon alive at once).
SHORT_WALL = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . X X X X
    . . . . X X O O O
    . . . . X X O . .
    . . . . X O . . .
    . . . . X O . . .
"""


def test_a_wall_short_of_liberties_makes_no_sure_eyes():
    state = assess(SHORT_WALL, WHITE, "G3", "F2")
    assert state.eyes.min_eyes == 2 and state.pessimistic < 2 and not state.alive


def test_the_owl_kills_through_the_short_wall():
    answers = our_answers(SHORT_WALL, "owl_attack G3", "dragon_status G3")
    assert answers[-2] == "1 G2"
    assert re.fullmatch(r"critical G2 (G2|H2)", answers[-1]), answers[-1]


@needs_gnugo
def test_gnugo_kills_through_the_short_wall():
    assert gnugo_diagram_answers(SHORT_WALL, "owl_attack G3") == ["1 G2"]


# White's corner has two eyes by shape: G3, and the square H2-J2-H1-J1 with
# Black's dead stone J2. But the string H3-J3-J4 between them is down to
# the two liberties G3 and H2, and Black's H2 joins J2 with two liberties
# of its own: an atari from inside the space. White must fill its own eye
# at G3 to save the string, and one eye is left; White's H2 first keeps
# both (GNU Go 3.8: owl_attack F4 and owl_defend F4 both answer "1 H2").
# Each such atari costs the dragon a sure eye (GNU Go's vital attack
# patterns, owl_estimate_life); without the rule we called it alive.
WALL_ATARI = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X X X X X X
    . . . X . O O X O
    . . . X . O . O O
    . . . X . O O . X
    . . . X . O O . .
"""


def test_an_atari_from_inside_costs_a_sure_eye():
    state = assess(WALL_ATARI, WHITE, "F4", "J4")
    h2 = vertex_to_pos("H2", 9)
    assert state.eyes.min_eyes == 2 and state.pessimistic == 1 and not state.alive
    assert h2 in state.attacks


def test_the_owl_kills_by_the_atari_from_inside():
    assert our_answers(WALL_ATARI, "owl_attack F4", "owl_defend F4") == ["1 H2", "1 H2"]


@needs_gnugo
def test_gnugo_kills_by_the_atari_from_inside():
    assert gnugo_diagram_answers(WALL_ATARI, "owl_attack F4", "owl_defend F4") == ["1 H2", "1 H2"]


# White's rectangular six in the corner, A1-C1 and A2-C2, under one string
# A3-D3-D1 whose liberties all lie inside the space: Black's wall A4-E4,
# E3-E1 leaves it none outside. As a shape the six points are two eyes, but
# without outside liberties White cannot answer every placement: Black's
# B2 kills unless White plays there (or at B1) first (GNU Go 3.8: owl_attack
# C3 answers "1 B2", dragon_status "critical B2 B1", and owl_does_defend
# accepts B2 as well). Move Black's wall one line out (F4-F1), leaving the
# liberties E1-E3, and the same six points live as they stand (both
# engines: owl_attack 0, alive). Without the rule we called the sealed six
# alive at once (so did our owl suite's rect6tight, the same shape with the
# colours reversed; GNU Go's ld_owl.tst 49 and 305 are such spaces).
#    A B C D E F
#  4 X X X X X .      the open version: X on F4-F1, E4 too, E3-E1 empty
#  3 O O O O X .
#  2 . * . O X .
#  1 . . . O X .
SEALED_SIX = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O O O X . . . .
    . . . O X . . . .
    . . . O X . . . .
"""
OPEN_SIX = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O . X . . .
    . . . O . X . . .
    . . . O . X . . .
"""


def test_a_five_or_six_point_space_without_outside_liberties_makes_no_sure_eyes():
    sealed = assess(SEALED_SIX, WHITE, "C3")
    assert sealed.eyes.min_eyes == 2 and sealed.pessimistic < 2 and not sealed.alive
    assert vertex_to_pos("B2", 9) in sealed.attacks
    assert assess(OPEN_SIX, WHITE, "C3").alive


def test_the_owl_kills_the_sealed_six_and_leaves_the_open_one_alive():
    answers = our_answers(SEALED_SIX, "owl_attack C3", "dragon_status C3", "owl_does_defend B2 C3")
    assert answers[0] == "1 B2"
    assert re.fullmatch(r"critical B2 (B1|B2)", answers[1]), answers[1]
    assert answers[2] == "1"
    assert our_answers(OPEN_SIX, "owl_attack C3", "dragon_status C3") == ["0", "alive"]


@needs_gnugo
def test_gnugo_kills_the_sealed_six_and_leaves_the_open_one_alive():
    assert gnugo_diagram_answers(SEALED_SIX, "owl_attack C3", "owl_does_defend B2 C3") == \
        ["1 B2", "1"]
    assert gnugo_diagram_answers(OPEN_SIX, "owl_attack C3", "dragon_status C3") == \
        ["0", "alive"]


# Black's wall G3-L3 owns the big space along the bottom edge and up the
# right side; Black's weak group K6-L6-M5, sealed in by White's J6, K7 and
# L8 and cut from the wall by White's J4-L4, touches only the top of that
# space (N4-N6, M6). The space would give two eyes to whoever owns it, but
# the group can be cut from most of it: White's M4 does it, and the group
# dies (GNU Go 3.8: owl_attack K6 and owl_defend K6 both answer "1 M4").
# A space that touches the owner's other stones more than the goal's gives
# the goal no sure eye (GNU Go's rule in owl_determine_life); without the
# rule we called the group alive at once and answered 0 to owl_attack.
#   A B C D E F G H J K L M N
#  8 . . . . . . . . . . O . .
#  7 . . . . . . . . . O . . .
#  6 . . . . . . . . O X X . .
#  5 . . . . . . . . . . . X .
#  4 . . . . . . . . O O O * .
#  3 . . . . . O X X X X X . .
#  2 . . . . . O . . . . . . .
#  1 . . . . . O . . . . . . .
SHARED_SPACE = """
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . O . .
    . . . . . . . . . O . . .
    . . . . . . . . O X X . .
    . . . . . . . . . . . X .
    . . . . . . . . O O O . .
    . . . . . O X X X X X . .
    . . . . . O . . . . . . .
    . . . . . O . . . . . . .
"""


def test_a_space_shared_with_a_stronger_wall_makes_no_sure_eyes():
    state = assess(SHARED_SPACE, BLACK, "K6", "M5")
    assert state.eyes.min_eyes == 2 and state.pessimistic == 0 and not state.alive
    assert vertex_to_pos("M4", 13) in state.attacks


def test_the_owl_cuts_the_group_from_the_shared_space():
    assert our_answers(SHARED_SPACE, "owl_attack K6", "owl_defend K6") == ["1 M4", "1 M4"]


@needs_gnugo
def test_gnugo_cuts_the_group_from_the_shared_space():
    assert gnugo_diagram_answers(SHARED_SPACE, "owl_attack K6", "owl_defend K6") == \
        ["1 M4", "1 M4"]


# Black's three stones in the corner of a 9x9 board, shut in by White's
# wall. A2 and B1 touch no black stone, but each is next to a liberty:
# the points one step inside the corner where an eye is made or stolen.
# No eye shape names them for Black, so only the second-order liberties
# make them candidates of the defence (and of the attack, which has
# them already as points of a small space).
CORNER_THREE = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O . . . . .
    . X X O . . . . .
    . . X O . . . . .
    . . . O . . . . .
"""


def test_second_order_liberties_are_candidates_for_both_sides():
    state = assess(CORNER_THREE, BLACK, "B3")
    for vertex in ("A2", "B1"):
        point = vertex_to_pos(vertex, 9)
        assert state.defenses.get(point) == SECOND_ORDER
        assert point in state.attacks
    assert vertex_to_pos("A1", 9) not in state.defenses     # third order

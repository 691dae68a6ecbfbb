"""The owl's search: how many moves it tries at a node (engine/owl.py).

A hopeless node is one past the first two moves where the dragon cannot
reach two eyes even with its owner moving first and has no room to run
(GNU Go's ``probable_max`` below two, ``do_owl_defend``). There the owner
tries its best move only: reading every candidate at such nodes is where
our defences spent the owl's node limit, and a defence read past the
limit counts as a save. At the root the owner still tries them all.

The position, 9x9: White's five stones on the lower edge enclose E1-E2, a
straight two (one eye at most), and Black's wall closes them in; White's
two candidates are the two points of the space, and neither saves it.
"""
import os

import pytest

from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo

from kosumi.engine import owl as owl_module
from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary
from kosumi.engine.owl import HOPELESS_DEPTH, Owl
from kosumi.engine.reading import WIN, Reader

STRAIGHT_TWO = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X X X X X . .
    . . X O O O X . .
    . . X O . O X . .
    . . X O . O X . .
"""


def owl_of(board) -> Owl:
    """An owl reader of ``board`` with the default config for its size."""
    config = EngineConfig(boardsize=board.size)
    library = PatternLibrary()
    return Owl(board, config, Reader(board, config), library.eye_shapes, library.owl_patterns)


def board_with(size: int, stones):
    """A board of ``size`` with ``stones`` ((vertex, colour) pairs) played in order."""
    from kosumi.engine.board import Board
    board = Board(size)
    for vertex, color in stones:
        board.play_move(vertex_to_pos(vertex, size), color)
    return board


@pytest.fixture
def straight_two():
    board, _ = to_board(STRAIGHT_TWO)
    owl = owl_of(board)
    goal = frozenset(board.string_stones(vertex_to_pos("E3", 9)))
    return board, owl, goal


def white_moves_tried(monkeypatch, board, owl, goal, depth):
    """The moves White tries at the node itself when the owl defends the
    goal at ``depth`` (the board's own stack is empty there)."""
    tried = []
    real = owl_module.komaster_trymove

    def spy(b, move, mover, ks, ko_ok):
        if b.stackp == 0 and mover == WHITE:
            tried.append(b.vertex(move))
        return real(b, move, mover, ks, ko_ok)

    monkeypatch.setattr(owl_module, "komaster_trymove", spy)
    origins = frozenset(board.find_origin(s) for s in goal)
    code, _ = owl._defend(goal, origins, WHITE, depth)
    return code, tried


def test_the_straight_two_is_short_of_two_eyes_with_nowhere_to_run(straight_two):
    board, owl, goal = straight_two
    state = owl.assess(goal, WHITE)
    assert state.optimistic == 1 and state.escape == 0
    assert sorted(board.vertex(m) for m in state.defenses) == ["E1", "E2"]


def test_the_root_tries_every_candidate(monkeypatch, straight_two):
    board, owl, goal = straight_two
    code, tried = white_moves_tried(monkeypatch, board, owl, goal, 0)
    assert code == 0 and sorted(tried) == ["E1", "E2"]


def test_a_hopeless_node_deeper_tries_the_best_move_only(monkeypatch, straight_two):
    board, owl, goal = straight_two
    code, tried = white_moves_tried(monkeypatch, board, owl, goal, HOPELESS_DEPTH + 1)
    assert code == 0 and len(tried) == 1


def test_the_dead_dragon_through_gtp():
    answers = bodies(setup_commands(STRAIGHT_TWO) + "owl_attack E3\nowl_defend E3\n"
                     "dragon_status E3\n")
    assert answers[-3:] == ["1 E2", "0", "dead"]


@needs_gnugo
def test_gnugo_calls_the_straight_two_dead():
    setup = setup_commands(STRAIGHT_TWO).splitlines()
    assert gnugo_answers(setup + ["owl_defend E3", "dragon_status E3"])[-2:] == ["0", "dead"]


# Our owl suite's lgroup.sgf (case 111), Black's L group in the corner:
#
#    5 . . O O O . .
#    4 O O O . O . .
#    3 . X X X O O .
#    2 . . . X . O .
#    1 . . . . O O .
#      A B C D E F G
#
# No black move lives (GNU Go 3.8 answers "0" and "1 A3" too). Without the rule the defence
# reads 949 owl nodes to say so, most of them at hopeless nodes; with it,
# 285. The answer is the same, and so is the attack's ("1 A3"). (Before
# the goal's second-order liberties were candidates, 369 and 92; since the
# owl's tactical questions are read to the end, not cut at 150 nodes, 402.)
LGROUP = os.path.join(os.path.dirname(__file__), "..", "regressions", "owl", "sgf",
                      "lgroup.sgf")


def test_the_hopeless_defence_reads_few_nodes_through_gtp():
    answers = bodies(f"loadsgf {LGROUP}\nreset_owl_node_counter\nowl_defend C3\n"
                     "get_owl_node_counter\nowl_attack C3\n")
    assert answers[2] == "0"
    assert int(answers[3]) < 500
    assert answers[4] == "1 A3"


def _invader_owl():
    """The 3-3 invader of test_owl_gtp's INVADER with White's jump to C15
    played: C17 and C15 are two dragons."""
    board = board_with(19, [("D16", BLACK), ("F17", BLACK), ("C13", BLACK), ("C17", WHITE),
                            ("C15", WHITE)])
    return board, owl_of(board)


def test_the_owl_cache_tells_goals_apart():
    # Read alone, C17 dies to the wedge at C16; read with C15 as one goal
    # it lives. Both goals hold C17, which once made the second question
    # take the first one's cached answer (the key named the goal by its
    # least stone).
    board, owl = _invader_owl()
    alone = [vertex_to_pos("C17", 19)]
    joined = sorted(alone + [vertex_to_pos("C15", 19)])
    first = owl.attack(alone[0], alone).code
    second = owl.attack(joined[0], joined).code
    _, fresh = _invader_owl()
    assert (first, second) == (WIN, fresh.attack(joined[0], joined).code) == (WIN, 0)


def _grown_after(white: list, black: list, move: str) -> list:
    """The goal (White's D4) after White's stone at ``move``, as the
    search reads it: the vertices of the grown goal."""
    board = board_with(9, [(v, WHITE) for v in white] + [(v, BLACK) for v in black])
    owl = owl_of(board)
    goal = frozenset([vertex_to_pos("D4", 9)])
    pos = vertex_to_pos(move, 9)
    board.play_move(pos, WHITE)
    return sorted(board.vertex(s) for s in owl._grown(goal, pos, WHITE))


def test_a_diagonal_step_joins_the_goal_in_the_search():
    # owl_does_defend reads a defence by a diagonal step with the stones
    # it joins (GNU Go's init_owl adds the move to the goal); the search
    # must read the same move the same way one ply deeper, or an attack
    # refuted by a diagonal defence at the root is called a kill inside
    # the search (owl.tst's owl33 at move 134: R4 "kills" because Black's
    # diagonal R3 was read without R3; owl_does_attack R4 said 0).
    assert _grown_after(["D4"], [], "E5") == ["D4", "E5"]
    # Still one point away orthogonally, a jump does not join.
    assert _grown_after(["D4"], [], "F4") == ["D4"]


def test_a_diagonal_step_with_an_enemy_stone_between_stays_apart():
    # With Black on a point between, Black can cut White's E5 from D4 at
    # the other: the step is read as a stone of its own (as before).
    assert _grown_after(["D4"], ["E4"], "E5") == ["D4"]
    assert _grown_after(["D4"], ["E4", "D5"], "E5") == ["D4"]


def _lgroup_defence(monkeypatch, verify: bool) -> list:
    """owl_defend and owl_does_defend B2 of lgroup.sgf through GTP, with
    every reply below the root narrowed to two candidates."""
    monkeypatch.setattr(owl_module, "WIDTH_NEAR", 2)
    monkeypatch.setattr(owl_module, "WIDTH_MIDDLE", 2)
    if not verify:
        monkeypatch.setattr(owl_module, "VERIFIED_DEPTH", 0)
    return bodies(f"loadsgf {LGROUP}\nowl_defend C3\nowl_does_defend B2 C3\n")[1:]


def test_a_defence_is_read_again_at_the_roots_width(monkeypatch):
    # The L group above is dead. With its replies narrowed to two
    # candidates, the search takes Black's B2 for a rescue: White's
    # killing answer is not among the first two it ranks there. Read
    # again at the root's width, the answer to B2 is found and no
    # defence is left; owl_does_defend reads B2 the same way.
    assert _lgroup_defence(monkeypatch, verify=False) == ["1 B2", "0"]
    monkeypatch.undo()
    assert _lgroup_defence(monkeypatch, verify=True) == ["0", "0"]

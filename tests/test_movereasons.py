"""Move reasons and their valuation on positions where the reason is plain.

Each expectation is reasoned in the comment; the moves are the ones GNU Go
plays there (``reg_genmove``/``top_moves``, checked by hand).
"""
import pytest

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.combinations.goal import manhattan
from kosumi.engine.geometry import POS, vertex_to_pos
from kosumi.engine.movereasons import (ATTACK_MOVE, CONNECT_MOVE, CUT_MOVE, DEFEND_MOVE,
                                       FUSEKI_MOVE, MY_ATARI_ATARI_MOVE, YOUR_ATARI_ATARI_MOVE,
                                       MoveReason, MoveReasons, PatternLibrary,
                                       collect_move_reasons, connects, cuts, examine_position)
from kosumi.engine.reading import WIN
from kosumi.engine.valuation import (LONE_REACH, MoveValue, Verdict, _alone, blunder_size,
                                     review_blunders, value_move, value_moves)

from gtp_helpers import bodies, setup_commands as setup
from positions import random_board


@pytest.fixture(scope="module")
def library():
    return PatternLibrary()


def _collect(text, color, library, size=9):
    board, labels = to_board(text, color)
    position = examine_position(board, EngineConfig.create(boardsize=size), library)
    return board, labels, position, collect_move_reasons(position, color)


def test_reasons_are_recorded_once_per_move():
    reasons = MoveReasons(BLACK)
    r = MoveReason(ATTACK_MOVE, 40, code=WIN, source="worms")
    reasons.add(50, r)
    reasons.add(50, r)
    reasons.add(0, r)                      # NO_MOVE is never a move
    assert reasons.of(50) == [r] and reasons.moves() == [50]
    assert r.describe(lambda p: "C3") == "attacks C3 (worms)"


def test_capture_and_rescue_reasons(library):
    # White's two stones C7-D7 are in atari (liberty a): black captures.
    # Black's stone F3 is in atari (liberty b): black extends at b to save it
    # (G3 then has three liberties).
    board, labels, position, reasons = _collect("""
        . . . . . . . . .
        . . X X . . . . .
        . X O O a . . . .
        . . X X . . . . .
        . . . . . . . . .
        . . . . . O . . .
        . . . . O X b . .
        . . . . . O . . .
        . . . . . . . . .
    """, BLACK, library)
    attack = [r for r in reasons.of(labels["a"]) if r.kind == ATTACK_MOVE]
    assert attack and attack[0].code == WIN and board.board[attack[0].target] == WHITE
    assert any(r.kind == DEFEND_MOVE for r in reasons.of(labels["b"]))
    values = value_moves(position, reasons, BLACK)
    assert values[0].move == labels["a"]       # two stones beat one
    assert any("captures" in line for line in values[0].lines)


def test_cutting_point_gives_connect_and_cut(library):
    # Black's diagonal D5/E4 with a white stone at E5: d is the cutting
    # point. For black it connects, for white it cuts.
    text = """
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X O . . . .
        . . . d X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """
    _, labels, _, black = _collect(text, BLACK, library)
    _, _, _, white = _collect(text, WHITE, library)
    assert black.has(labels["d"], CONNECT_MOVE)
    assert white.has(labels["d"], CUT_MOVE)


def test_fuseki_on_an_empty_big_board(library):
    board = Board(19)
    position = examine_position(board, EngineConfig.create(boardsize=19), library)
    reasons = collect_move_reasons(position, BLACK)
    corners = {vertex_to_pos(v, 19) for v in ("D4", "Q16", "C3", "R17", "D16", "Q4")}
    fuseki = {m for m in reasons.moves() if reasons.has(m, FUSEKI_MOVE)}
    assert corners <= fuseki
    assert POS(9, 9) not in fuseki            # tengen is no fuseki move of ours
    best = value_moves(position, reasons, BLACK)[0]
    assert best.move in fuseki and best.total >= 18.0


def test_unsafe_moves_are_never_valued(library):
    # White's stone at a would be captured at once (self-atari inside
    # black's shape) and does nothing: the safety check refuses it, whatever
    # reasons the move has.
    board, labels, position, reasons = _collect("""
        . . . . . . . . .
        . . . . . . . . .
        . . . X X . . . .
        . . X a . X . . .
        . . . X X . . . .
        . . . . . . . . .
        . . . . . O . . .
        . . . . . . . . .
        . . . . . . . . .
    """, WHITE, library)
    value = value_move(position, reasons.of(labels["a"]), labels["a"], WHITE, board.vertex)
    assert value.verdict is Verdict.UNSAFE and value.total == 0.0
    ranked = value_moves(position, reasons, WHITE)
    accepted = [v.move for v in ranked if not v.verdict.rejected]
    assert labels["a"] not in accepted and accepted, "some other move is worth playing"
    assert all(v.verdict.rejected for v in ranked[len(accepted):]), "refused moves sort last"


# --- combinations: reasons and blunders --------------------------------------------

# Black's H2 (a) takes a liberty from White H3 and from G1-H1 at once:
# White cannot save both (the corner combination of test_combinations.py;
# GNU Go 3.8: combination_attack black = H2). White's answers include
# extending at H4 (h), F1 (f) and taking H2 first.
CORNER = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . h .
    . . . . . . X O .
    . . . . . O X a .
    . . . . X f O O .
"""

# The same corner with Black's E1 at F3 instead: Black has no combination
# (F1 and E2 give F2 room), but White's F1 fills that room and hands Black
# one (GNU Go 3.8: combination_attack black = PASS; aa_confirm_safety
# white F1 1 = 1, a blunder).
ROOM = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . X X O .
    . . . . . O X . .
    . . . . . f O O .
"""


def test_the_first_move_of_a_combination_and_its_defences_are_reasons(library):
    board, labels, position, reasons = _collect(CORNER, BLACK, library)
    assert reasons.has(labels["a"], MY_ATARI_ATARI_MOVE)
    value = value_move(position, reasons.of(labels["a"]), labels["a"], BLACK, board.vertex)
    assert any(line.startswith("combination attack") for line in value.lines)
    _, _, _, white = _collect(CORNER, WHITE, library)
    defended = {m for m in white.moves() if white.has(m, YOUR_ATARI_ATARI_MOVE)}
    assert labels["a"] in defended and labels["h"] in defended


def test_a_quick_examination_looks_for_no_combination(library):
    board, labels = to_board(CORNER, BLACK)
    position = examine_position(board, EngineConfig.create(boardsize=9), library,
                                threats=False)
    reasons = collect_move_reasons(position, BLACK)
    assert not reasons.has(labels["a"], MY_ATARI_ATARI_MOVE)


@pytest.mark.xfail(strict=True, reason="known failure since b656a0d (a string of two or more "
                   "stones in atari counts as captured): our combination search finds Black's "
                   "H2 (threatening H3 and G1-H1 at once) already before White's F1, so F1 "
                   "gives nothing away; GNU Go's combination_attack black says PASS before F1 "
                   "and H2 after. Before, a reading artifact (the answer depending on the stone "
                   "named) hid H2 from our search; the tactical answers after H2 agree with GNU "
                   "Go's (attack G1 = J2, attack H3 = H4)")
def test_a_move_that_hands_the_opponent_a_combination_is_a_blunder(library):
    board, labels, position, _ = _collect(ROOM, WHITE, library)
    size, why = blunder_size(position, labels["f"], WHITE)
    assert size > 0 and "combination" in why
    far = vertex_to_pos("C7", 9)
    assert blunder_size(position, far, WHITE)[0] == 0
    # Valued above C7, F1 is checked first, found out and put below it.
    values = [MoveValue(labels["f"], total=4.0), MoveValue(far, total=3.0)]
    review_blunders(position, values, WHITE)
    assert [v.move for v in values] == [far, labels["f"]]
    assert values[1].total == 4.0 - size
    assert any(line.startswith("blunder") for line in values[1].lines)


def test_move_reasons_shows_the_combination_through_gtp():
    answers = bodies(setup(CORNER) + "move_reasons H2 black\n")
    assert "Move at H2 starts a combination attack" in answers[-1]


# --- connect and cut reasons checked by connection reading ------------------------

DIAGONAL = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . . d X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""

# The same diagonal with Black stones at C4 and D3: a white stone at d
# would have no liberty, so the diagonal cannot be cut and a black stone
# at d prevents nothing.
GUARDED = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . X d X . . . .
    . . . X . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""

# The diagonal with White's E5 in atari (Black F5 beside it, D5 and E4
# left and below, its last liberty E6): a white stone at d cannot keep
# Black apart, since Black takes E5 at E6 and then joins at E5.
SHORT = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O X . . .
    . . . d X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""


def test_a_connection_is_a_reason_only_where_the_strings_can_be_cut(library):
    board, labels, position, _ = _collect(DIAGONAL, BLACK, library)
    d5, e4 = vertex_to_pos("D5", 9), vertex_to_pos("E4", 9)
    assert connects(position, labels["d"], BLACK, d5, e4)
    assert not connects(position, vertex_to_pos("B8", 9), BLACK, d5, e4)   # far away
    board, labels, position, _ = _collect(GUARDED, BLACK, library)
    assert not connects(position, labels["d"], BLACK, d5, e4)              # no cut to stop


def test_a_cut_is_a_reason_only_where_the_strings_stay_apart(library):
    board, labels, position, _ = _collect(DIAGONAL, WHITE, library)
    d5, e4 = vertex_to_pos("D5", 9), vertex_to_pos("E4", 9)
    assert cuts(position, labels["d"], WHITE, d5, e4)
    board, labels, position, _ = _collect(SHORT, WHITE, library)
    assert not cuts(position, labels["d"], WHITE, d5, e4)     # Black captures E5 and joins


def test_a_quick_examination_takes_the_patterns_word(library):
    board, labels = to_board(GUARDED, BLACK)
    position = examine_position(board, EngineConfig.create(boardsize=9), library,
                                threats=False)
    d5, e4 = vertex_to_pos("D5", 9), vertex_to_pos("E4", 9)
    assert connects(position, labels["d"], BLACK, d5, e4)


# --- stones that stand alone in the opponent's area -------------------------------

# Move 23 of a 19x19 game Kosumi lost by 251.5 points to GNU Go level 10,
# Black to play. Black played H1 (a), under White's H3 and the D4 wall, and
# went on with G1 and F1: the influence function takes a new stone for a
# living one, so H1 seemed to take 14.7 points from White's corner. White's
# influence at a is over four times Black's and no black stone is within
# two points: the stone stands alone in White's area and the valuation
# refuses it, as it refuses R5 (b) under White's Q4. R12 (c), between
# Black's R9 and White's Q15, stays valued. GNU Go 3.8's top_moves_black
# here: O4 O3 N4 R6 N3 R13 K5 L17 R12 K16; neither a nor b is among them.
LONE_STONES = """
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . X . X . . X . . . . O . X . O . .
    . . . . . . . . . . . . . O . . . . .
    . . . . . . . . . . . . . . . O . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . X . . . . . . . . . . . . . . c .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . X . . . . . . . . . . . . . X . .
    . . . . . . . . . . . . . . . . . . .
    . . . . O . . . . . . . . . . . . . .
    . . X . . . . . . . . . . . . . . . .
    . X X O . . . . . . . . . . . . . b .
    . O O O . . . . . . . . . . . O . . .
    . . . . . . . O . X . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . a . . . . . . . . . . .
"""


def test_a_stone_alone_in_the_opponents_area_is_refused(library):
    board, labels, position, reasons = _collect(LONE_STONES, BLACK, library, size=19)
    for label in "ab":
        move = labels[label]
        value = value_move(position, reasons.of(move), move, BLACK, board.vertex)
        assert value.verdict is Verdict.DEAD_ON_ARRIVAL, (label, value.lines)
    c = labels["c"]
    assert not value_move(position, reasons.of(c), c, BLACK, board.vertex).verdict.rejected


def test_genmove_does_not_drop_a_stone_under_the_opponents_wall():
    replies = bodies(setup(LONE_STONES) + "top_moves_black\ngenmove black\n")
    top, move = replies[-2], replies[-1]
    assert move not in ("H1", "R5"), (move, top)
    assert "H1" not in top.split()[::2] and "R5" not in top.split()[::2], top


@pytest.mark.parametrize("seed,size", [(s, size) for s in range(6) for size in (5, 9, 19)])
def test_alone_looks_at_the_points_within_reach(seed, size):
    # The walk over the diamond around the move against the plain
    # definition: no stone of the colour within LONE_REACH (Manhattan).
    board = random_board(seed, size)
    for move in board.points():
        for color in (BLACK, WHITE):
            plain = not any(board.board[q] == color for q in board.points()
                            if manhattan(q, move) <= LONE_REACH)
            assert _alone(board, move, color) == plain, (board.vertex(move), color)

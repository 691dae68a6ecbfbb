"""Connection reading (engine/readconnect): can two strings be connected or
cut apart?

Each diagram is a small shape whose answer a Go player knows; GNU Go 3.8
gives the same answers (checked with its ``connect`` and ``disconnect``
commands on the same stones). ``a`` and ``b`` name the two strings by a
stone each. The distances behind the move choice are checked for the
invariants of a cheapest-first spread on random positions, and through
GTP the commands answer in GNU Go's formats and fail as it does.
"""
import random
from dataclasses import replace

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gtp_helpers import bodies, setup_commands as setup
from test_reading_props import random_position

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import pos_to_vertex, vertex_to_pos
from kosumi.engine.reading import WIN, Reader
from kosumi.engine.reading.budget import BoundedTactics
from kosumi.engine.readconnect import ConnectionReader
from kosumi.engine.readconnect.distances import (D110, HUGE, heap_pop, heap_push,
                                                 string_distances)
from kosumi.engine.readconnect.ladders import Ladders
from kosumi.engine.readconnect.moves import SEARCH_CUTOFF


def read(diagram: str, a: str, b: str):
    """(connect, disconnect) answers as (code, move vertex) for the strings
    at the vertices ``a`` and ``b`` of a 9x9 diagram; the board is left
    as it was. (A result may be uncertain: a tactical question inside
    needed more nodes than the reader allows.)"""
    board, _ = to_board(diagram)
    config = EngineConfig(boardsize=board.size)
    reader = ConnectionReader(board, config, Reader(board, config))
    pa, pb = vertex_to_pos(a, board.size), vertex_to_pos(b, board.size)
    before = board.snapshot()
    answers = []
    for routine in (reader.connect, reader.disconnect):
        result = routine(pa, pb)
        answers.append((result.code, board.vertex(result.move)))
    assert board.snapshot() == before
    return answers


BAMBOO = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X X . . . . .
    . . . . . . . . .
    . . X X . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_a_bamboo_joint_cannot_be_cut():
    # White at C5 is answered at D5 and the reverse: connected (GNU Go:
    # connect 1 C5, disconnect 0).
    assert read(BAMBOO, "C6", "C4") == [(WIN, "C5"), (0, "PASS")]


def test_a_read_within_its_limits_is_certain_and_one_past_them_is_not():
    config = EngineConfig(boardsize=9)
    board, _ = to_board(BAMBOO)
    full = ConnectionReader(board, config, Reader(board, config)).disconnect(
        vertex_to_pos("C6", 9), vertex_to_pos("C4", 9))
    assert full.certain
    # The cut of the lone jump needs dozens of nodes; with five the reader
    # stops (each move tried past the limit still costs the node that
    # sees it) and says so.
    board, _ = to_board(JUMP)
    tight = EngineConfig(boardsize=9, depths=replace(config.depths, connect_node_limit=5))
    cut_short = ConnectionReader(board, tight, Reader(board, tight)).disconnect(
        vertex_to_pos("C5", 9), vertex_to_pos("E5", 9))
    assert not cut_short.certain and cut_short.nodes <= 20


JUMP = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X . X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_a_lone_one_point_jump_can_be_cut_in_its_middle():
    # On an empty board White's D5 has room on both sides: Black's C5 and
    # E5 stay apart (GNU Go: connect 1 D5, disconnect 1 D5).
    assert read(JUMP, "C5", "E5") == [(WIN, "D5"), (WIN, "D5")]


HANE = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X . . . . . .
    . . O X . . . . .
    . . . O . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_a_diagonal_with_one_side_taken_hangs_on_the_other():
    # White already stands at C5: whoever plays D6 decides.
    assert read(HANE, "C6", "D5") == [(WIN, "D6"), (WIN, "D6")]


CAPTURED_CUTTER = """
    . . . . . . . . .
    . . . . . . . . .
    . . . X . . . . .
    . . X . . . . . .
    . . O X . . . . .
    . . X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_a_cutting_stone_in_atari_does_not_cut():
    # White's C5 has the one liberty B5: a White stone at D6 would leave
    # C5 to be taken, so the diagonal C6-D5 holds (GNU Go: disconnect 0).
    assert read(CAPTURED_CUTTER, "C6", "D5") == [(WIN, "D6"), (0, "PASS")]


TIGER = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X . X . . . .
    . . . X . . . . .
    . . . . . . . . ."""


def test_a_tigers_mouth_cannot_be_cut():
    # A White stone at D3 would have the one liberty D4 (C3, E3 and D2
    # are Black's): it is taken at once (GNU Go: disconnect 0).
    assert read(TIGER, "C3", "E3") == [(WIN, "D3"), (0, "PASS")]


SURROUNDED = """
    . . . . . . . . .
    . . . . . . . . .
    . . . O O O . . .
    . . O X . O . . .
    . . O . X O . . .
    . . O O O O . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_strings_that_can_be_captured_are_cut():
    # Both Black stones are surrounded with two liberties: White cuts by
    # capturing one (GNU Go answers D5, we E6; both take a stone).
    (ccode, cmove), (dcode, dmove) = read(SURROUNDED, "D6", "E5")
    assert (ccode, cmove) == (WIN, "D5")
    assert dcode == WIN and dmove in ("D5", "E6")


# --- the distances: invariants of a cheapest-first spread ----------------------

SETTINGS = settings(max_examples=15, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.integers(0, 10 ** 6))
# Seed 607624: Black's A9-B9-A8 in the corner; its origin A9 touches only
# its own stones and the edge, so it queued nothing, and the run ended
# before B9 and A8 were given the string's distance 0.
@example(607624)
def test_distances_spread_cheapest_first_from_the_string(seed):
    """On random 9x9 positions: the string's stones are at distance 0, its
    liberties at most 1.1 (the dearest step to an empty neighbour), every
    other point reached came from a point no farther than itself, and the
    board is left as it was."""
    board = random_position(seed, 9, 24)
    config = EngineConfig(boardsize=9)
    ladders = Ladders(board, BoundedTactics(board, config, Reader(board, config), 500))
    stones = [p for p in board.points() if board.board[p] in (BLACK, WHITE)]
    if not stones:
        return
    start = random.Random(seed).choice(stones)
    before = board.snapshot()
    conn = string_distances(board, start, 0, SEARCH_CUTOFF, ladders)
    assert board.snapshot() == before
    string = set(board.string_stones(start))
    for p in string:
        assert conn.distances[p] == 0
    for lib in board.findlib(start):
        assert conn.distances[lib] <= D110
    for p in board.points():
        if conn.distances[p] == HUGE or p in string:
            continue
        came = conn.coming_from[p]
        assert came and conn.distances[came] <= conn.distances[p], board.vertex(p)


# --- through GTP ----------------------------------------------------------------

def test_connect_and_disconnect_answer_in_gnugo_format():
    answers = bodies(setup(HANE) + "connect C6 D5\ndisconnect C6 D5\n"
                     "connect C6 C6\ndisconnect D5 D5\n")
    assert answers[-4:] == ["1 D6", "1 D6", "1 PASS", "0"]


def test_connection_commands_fail_as_gnugo_does_and_keep_the_position():
    answers = bodies(setup(HANE) + "connect C6\nconnect C6 Z9\nconnect C6 E5\n"
                     "disconnect C6 C5\nlist_stones black\n")
    assert answers[-5:-1] == ["?invalid coordinate", "?invalid coordinate",
                              "?vertex must not be empty", "?vertices must have same color"]
    assert sorted(answers[-1].split()) == ["C6", "D5"]


def test_the_connection_node_counter_counts_and_resets():
    answers = bodies(setup(JUMP) + "reset_connection_node_counter\ndisconnect C5 E5\n"
                     "get_connection_node_counter\nreset_connection_node_counter\n"
                     "get_connection_node_counter\n")
    assert int(answers[-3]) > 10          # the cut is read, not seen at once
    assert answers[-1] == "0"


def test_the_search_restores_the_board_under_reading_moves():
    # Asked with a reading move on the stack (as patterns do), the reader
    # answers for that position and leaves the stack as it was.
    board, _ = to_board(HANE)
    config = EngineConfig(boardsize=9)
    reader = ConnectionReader(board, config, Reader(board, config))
    assert board.trymove(vertex_to_pos("D6", 9), BLACK)
    before = board.snapshot()
    result = reader.disconnect(vertex_to_pos("C6", 9), vertex_to_pos("D5", 9))
    assert board.snapshot() == before and board.stackp == 1
    assert result.code == 0                 # D6 joined them into one string


# --- break-ins ----------------------------------------------------------------------

WALL = """
    . . . . . . . . .
    . . . . . . . . .
    O O O O . O O O O
    O O O O O O O O O
    . . . . . . . . .
    . . . X X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""

ROW_8_AND_9 = "A9 B9 C9 D9 E9 F9 G9 H9 J9 A8 B8 C8 D8 E8 F8 G8 H8 J8"
ROW_3 = "A3 B3 C3 D3 E3 F3 G3 H3 J3"


def breaks(diagram: str, string: str, goal: str):
    """(break_in, block_off) results for the string at ``string`` and the
    area of the vertices in ``goal``; the board is left as it was."""
    board, _ = to_board(diagram)
    config = EngineConfig(boardsize=board.size)
    reader = ConnectionReader(board, config, Reader(board, config))
    pos = vertex_to_pos(string, board.size)
    area = [vertex_to_pos(v, board.size) for v in goal.split()]
    before = board.snapshot()
    results = reader.break_in(pos, area), reader.block_off(pos, area)
    assert board.snapshot() == before
    return results


def test_a_solid_wall_keeps_a_string_out_of_the_area_behind_it():
    # The white wall of two rows (one hole at E7, behind E6) stands between
    # the black pair and rows 8-9: no break-in, and blocking needs no move.
    into, blocked = breaks(WALL, "E4", ROW_8_AND_9)
    assert into.code == 0 and into.certain
    assert (blocked.code, blocked.move) == (WIN, 0) and blocked.certain


def test_a_string_next_to_an_open_area_breaks_in_and_cannot_be_blocked():
    # Row 3 touches the black pair: any black stone there is in, and no
    # white stone can shut two stones' worth of liberties off.
    into, blocked = breaks(WALL, "E4", ROW_3)
    assert into.code == WIN
    assert pos_to_vertex(into.move, 9) in ROW_3.split()
    assert blocked.code == 0


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=50), max_size=40))
def test_the_distance_heap_pops_the_smallest_distance_first(distances):
    """GNU Go's heap order (the ties decide the moves tried first) is still
    a heap: every pop gives the smallest distance left, and every entry
    comes off once."""
    heap: list = []
    for k, d in enumerate(distances):
        heap_push(heap, (d, 0, k))
    popped = [heap_pop(heap) for _ in distances]
    assert [p[0] for p in popped] == sorted(distances)
    assert sorted(p[2] for p in popped) == list(range(len(distances)))


def test_break_in_and_block_off_answer_as_gnugo_does_through_gtp():
    answers = bodies(setup(WALL) + f"break_in E4 {ROW_8_AND_9}\nblock_off E4 {ROW_8_AND_9}\n"
                     f"block_off E4 {ROW_3}\nbreak_in E4 E5\nblock_off E4\n"
                     "break_in E5 E4\nbreak_in E4 E9 pass\nbreak_in E4 Z1\nlist_stones black\n")
    # GNU Go 3.8 answers the same: a liberty as the area is reached by
    # playing on it, an area without points is never reached, a pass or an
    # off-board point is an invalid coordinate.
    assert answers[-9:-1] == ["0", "1 PASS", "0", "1 E5", "1 PASS",
                              "?vertex must not be empty", "?invalid coordinate",
                              "?invalid coordinate"]
    assert sorted(answers[-1].split()) == ["D4", "E4"]

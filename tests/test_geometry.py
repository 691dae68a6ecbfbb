"""The fixed-stride board array of manual 15.2, for every size."""
import pytest

from kosumi.engine.colors import EMPTY, GRAY
from kosumi.engine.geometry import (
    BOARDMAX, BOARDMIN, BOARDSIZE, MAX_BOARD, NS, PASS_MOVE, POS, I, J, delta,
    empty_board_array, on_board_size, pos_to_vertex, vertex_to_pos)


def test_constants_follow_gnu_go():
    assert MAX_BOARD == 25 and NS == 26
    assert BOARDSIZE == 27 * 26 + 1
    assert BOARDMIN == POS(0, 0) == 27
    assert BOARDMAX == 26 * 26
    assert POS(24, 24) < BOARDMAX
    assert PASS_MOVE == 0 == POS(-1, -1)


def test_pos_i_j_roundtrip():
    for i in range(MAX_BOARD):
        for j in range(MAX_BOARD):
            pos = POS(i, j)
            assert (I(pos), J(pos)) == (i, j)


@pytest.mark.parametrize("size", [1, 2, 5, 9, 13, 19, 25])
def test_every_neighbour_of_a_point_is_a_valid_index(size):
    arr = empty_board_array(size)
    for i in range(size):
        for j in range(size):
            pos = POS(i, j)
            assert arr[pos] == EMPTY
            for d in delta:
                q = pos + d
                assert 0 <= q < BOARDSIZE
                assert (arr[q] != GRAY) == on_board_size(q, size)


def test_shared_border_column():
    # East of the last column is the border column of the next row.
    assert J(POS(3, MAX_BOARD - 1) + 1) == -1
    assert POS(3, MAX_BOARD - 1) + 1 == POS(4, -1)


def test_small_board_is_gray_outside():
    arr = empty_board_array(5)
    assert arr[POS(0, 5)] == GRAY and arr[POS(5, 0)] == GRAY
    assert sum(1 for v in arr if v == EMPTY) == 25


@pytest.mark.parametrize("text,size,expected", [
    ("A1", 19, POS(18, 0)), ("a1", 19, POS(18, 0)), ("T19", 19, POS(0, 18)),
    ("J9", 9, POS(0, 8)), ("Z25", 25, POS(0, 24)), ("pass", 9, PASS_MOVE),
    ("PASS", 9, PASS_MOVE), ("I5", 9, None), ("K1", 9, None), ("A0", 9, None),
    ("A10", 9, None), ("", 9, None), ("5", 9, None), ("AA", 9, None), ("A-1", 9, None),
])
def test_vertex_parsing(text, size, expected):
    assert vertex_to_pos(text, size) == expected


def test_vertex_roundtrip_skips_i():
    letters = [pos_to_vertex(POS(0, j), 25)[0] for j in range(25)]
    assert "I" not in letters and len(set(letters)) == 25
    for i in range(25):
        for j in range(25):
            assert vertex_to_pos(pos_to_vertex(POS(i, j), 25), 25) == POS(i, j)


def test_each_diagonal_step_is_made_of_its_two_sides():
    # The points between p and p + d are p + h and p + v: one step across
    # and one along the board's rows, in the order of DIAGONALS.
    from kosumi.engine.geometry import DIAGONAL_SIDES, DIAGONALS, NS
    assert tuple(DIAGONAL_SIDES) == DIAGONALS
    for d, (h, v) in DIAGONAL_SIDES.items():
        assert h in (1, -1) and v in (NS, -NS) and h + v == d

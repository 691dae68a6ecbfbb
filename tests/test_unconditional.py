"""Unconditional life, on positions built for it (X Black, O White).

Each expectation is reasoned in the test and was checked against GNU Go's
``unconditional_status`` on the same position (the GNU Go test below
repeats that check when GNU Go is installed).
"""

import pytest

from diagrams import DEAD_INSIDE
from shared import gnugo_answers, needs_gnugo
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine.board import to_board
from kosumi.engine.geometry import I, J, vertex_to_pos
from kosumi.engine.unconditional import unconditional_status

# Black lives in the corner with two one-point eyes (a and b); the white
# stones to the right are loose (undecided). c is open space.
TWO_EYES = """
    . . . . . . . .
    . . . . . . . .
    . . . . . O . .
    X X X X . . . .
    X a X X . . . .
    X X b X . O . c
    . X X X . . . .
    X X . X . . . ."""


# Seki: the black and white corner strings share the liberties s and t and
# neither can fill them; nothing here is unconditionally settled.
SEKI = """
    . O X s . . .
    O O X X X X .
    X X O O O X .
    t X O . O X .
    X X O O O X .
    . X X X X X .
    . . . . . . ."""


def status_at(board, labels):
    status = unconditional_status(board)
    return {name: status[pos] for name, pos in labels.items()}, status


def test_two_one_point_eyes_make_black_invincible():
    board, labels = to_board(TWO_EYES)
    named, status = status_at(board, labels)
    assert named == {"a": "black_territory", "b": "black_territory", "c": "undecided"}
    for pos in board.points():
        if board.board[pos] == BLACK and J(pos) <= 3 and I(pos) >= 3:
            assert status[pos] == "alive"
        if board.board[pos] == WHITE:
            assert status[pos] == "undecided"


def test_a_stone_in_a_walled_corner_is_dead():
    board, _ = to_board(DEAD_INSIDE)
    status = unconditional_status(board)
    assert status[vertex_to_pos("C6", 8)] == "dead"
    inside = [p for p in board.points() if 1 <= I(p) <= 3 and J(p) in (1, 2, 4)]
    assert {status[p] for p in inside if board.board[p] == EMPTY} == {"black_territory"}
    assert {status[p] for p in board.points() if J(p) >= 6} == {"undecided"}
    assert {status[p] for p in board.points() if board.board[p] == BLACK} == {"alive"}


def test_seki_is_undecided():
    board, labels = to_board(SEKI)
    named, _ = status_at(board, labels)
    assert named == {"s": "undecided", "t": "undecided"}


def test_the_board_is_left_as_it_was():
    for diagram in (TWO_EYES, DEAD_INSIDE, SEKI):
        board, _ = to_board(diagram)
        before = board.snapshot()
        unconditional_status(board)
        assert board.snapshot() == before




@needs_gnugo
@pytest.mark.parametrize("diagram", [TWO_EYES, DEAD_INSIDE, SEKI])
def test_gnu_go_agrees_on_every_point(diagram, tmp_path):
    board, _ = to_board(diagram)
    size = board.size
    setup = [f"play {'b' if board.board[p] == BLACK else 'w'} {board.vertex(p)}"
             for p in board.points() if board.board[p] != EMPTY]
    queries = [f"unconditional_status {board.vertex(p)}" for p in board.points()]
    answers = gnugo_answers([f"boardsize {size}"] + setup + queries)[-len(queries):]
    mine = unconditional_status(board)
    assert answers == [mine[p] for p in board.points()]

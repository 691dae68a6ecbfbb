"""Influence and territory: the fields, the territory values, the delta.

The delta of a move is computed locally (only sources near the move and
points near it can change); it must equal the difference of two full
computations on random positions.
"""
import random

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine.board import to_board
from kosumi.engine.geometry import POS
from kosumi.engine.influence import Influence, compute_influence, territory_delta


def test_empty_board_has_no_territory():
    inf = compute_influence(Board(9))
    assert all(inf.territory[p] == 0.0 for p in inf.points)
    assert inf.score(Board(9).board) == 0.0


def test_one_stone_radiates_symmetrically_and_fades():
    board, _ = to_board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    inf = compute_influence(board)
    near, far = POS(4, 5), POS(4, 8)
    assert inf.territory[near] > inf.territory[far] > 0
    assert inf.territory[POS(3, 4)] == inf.territory[POS(5, 4)] == inf.territory[POS(4, 3)]
    assert all(inf.white[p] == 0.0 for p in inf.points)


def test_a_wall_blocks_influence():
    # White's wall on column C keeps black's influence out of the left side.
    board, labels = to_board("""
        . . O . . . .
        . . O . . . .
        a . O . X . .
        . . O . . . .
        . . O . . . .
        . . O . . . .
        . . O . . . .
    """)
    inf = compute_influence(board)
    assert inf.black[labels["a"]] == 0.0
    assert inf.owner(labels["a"]) == WHITE


def test_dead_stones_count_for_the_other_side():
    board, labels = to_board("""
        . . . . .
        . O O O .
        . O X O .
        . O . O .
        . . O . .
    """)
    x = POS(2, 2)
    alive = compute_influence(board)
    dead = compute_influence(board, {x})
    assert alive.territory[x] == 1.0 and dead.territory[x] == -1.0
    assert dead.score(board.board, {x}) < alive.score(board.board)


def test_territory_delta_equals_two_full_computations():
    rng = random.Random(7)
    for trial in range(6):
        board = Board(13)
        for _ in range(40):
            p = rng.choice(board.points())
            color = rng.choice((BLACK, WHITE))
            if board.is_legal(p, color):
                board.play_move(p, color)
        stones = [p for p in board.points() if board.board[p] != EMPTY]
        dead = set(rng.sample(stones, 3))
        before = compute_influence(board, dead)
        for move in rng.sample([p for p in board.points() if board.board[p] == EMPTY], 8):
            for color in (BLACK, WHITE):
                after_board = list(board.board)
                after_board[move] = color
                after = Influence(after_board, board.points(), dead)
                full = 0.0
                for p in board.points():
                    if p == move:
                        continue
                    if after_board[p] == EMPTY:
                        full += after.territory[p] - before.territory[p]
                    elif p in dead:
                        full += 2 * (after.territory[p] - before.territory[p])
                if color == WHITE:
                    full = -full
                assert abs(territory_delta(board, move, color, before, dead) - full) < 1e-9


def test_enclosing_moves_gain_territory():
    board, labels = to_board("""
        . . . . . . .
        . . X . . . .
        . . . . . . .
        . . X . a . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """)
    before = compute_influence(board)
    assert territory_delta(board, labels["a"], BLACK, before) > 0
    assert territory_delta(board, labels["a"], WHITE, before) > 0   # reduces black's

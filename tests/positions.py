"""Positions for the property and differential tests: random legal games
and the strings worth reading in them."""
import random

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE


def random_board(seed: int, size: int) -> Board:
    """A position of random legal moves (captures and kos included; the
    last move may leave a ko point)."""
    rng = random.Random(seed)
    board = Board(size)
    points = list(board.points())
    for _ in range(rng.randrange(size * size)):
        p, c = rng.choice(points), rng.choice((BLACK, WHITE))
        if board.is_legal(p, c):
            board.play_move(p, c)
    return board


def weak_strings(board: Board, limit: int = 4):
    """One stone of each string with at most ``limit`` liberties, in board
    order."""
    seen, out = set(), []
    for pos in board.points():
        if board.board[pos] in (BLACK, WHITE):
            s = board.string_number[pos]
            if s not in seen and len(board.str_libs[s]) <= limit:
                seen.add(s)
                out.append(pos)
    return out

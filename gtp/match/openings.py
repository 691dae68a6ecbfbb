"""Openings of a match, read from SGF files.

An opening is the setup stones (Black's, then White's) and main-line
moves of an SGF file, checked for legality on a local board; the games
play it to both engines before generation starts.

Depends on sgfmill, the board and :mod:`.matchconfig`; knows nothing of
engines or of how games are played and recorded.
"""
import os
from typing import Optional, Tuple

from sgfmill import sgf, sgf_moves

from ...engine.board import Board
from ...engine.colors import BLACK, WHITE
from ...engine.geometry import PASS_MOVE, POS, pos_to_vertex
from .config import MatchError, Opening


def _sgf_point_to_pos(point: Optional[Tuple[int, int]], size: int) -> int:
    if point is None:
        return PASS_MOVE
    row, col = point
    return POS(size - 1 - row, col)


def load_opening(path: str, size: int) -> Opening:
    """Read an opening SGF: setup stones (Black's, then White's) and main-line moves.

    Raises MatchError when the file cannot be read, has another board size
    or holds an illegal sequence.
    """
    name = os.path.basename(path)
    try:
        with open(path, "rb") as f:
            game = sgf.Sgf_game.from_bytes(f.read())
        setup, plays = sgf_moves.get_setup_and_moves(game)
    except (OSError, ValueError) as err:
        raise MatchError(f"opening {name}: {err}") from err
    if game.get_size() != size:
        other = game.get_size()
        raise MatchError(f"opening {name} is {other}x{other}, not {size}x{size}")
    moves = [(BLACK if colour == "b" else WHITE, _sgf_point_to_pos(pt, size))
             for wanted in ("b", "w") for colour, pt in setup.list_occupied_points()
             if colour == wanted]
    moves += [(BLACK if colour == "b" else WHITE, _sgf_point_to_pos(pt, size))
              for colour, pt in plays]
    board = Board(size)
    for color, pos in moves:
        if board.check_move(pos, color):
            raise MatchError(f"opening {name}: illegal move {pos_to_vertex(pos, size)}")
        board.play_move(pos, color)
    return Opening(name, tuple(moves))


def load_openings(folder: str, size: int) -> Tuple[Opening, ...]:
    """All ``*.sgf`` files of ``folder`` in sorted order (MatchError if none)."""
    names = sorted(n for n in os.listdir(folder) if n.lower().endswith(".sgf"))
    if not names:
        raise MatchError(f"no .sgf files in {folder}")
    return tuple(load_opening(os.path.join(folder, n), size) for n in names)

"""Board geometry: GNU Go's fixed-stride one-dimensional board array.

Every board size from 1x1 to 25x25 uses the same stride, so a point's
neighbour is always ``pos + delta[k]`` and a compiled pattern offset is a
constant for every size. The layout (manual section 15.2)::

    POS(i, j) = (MAX_BOARD + 2) + i * (MAX_BOARD + 1) + j

Row ``i = 0`` is the top of the board (GTP row ``size``), column ``j = 0`` is
the left edge (GTP column ``A``). Index 0 is ``PASS_MOVE``/``NO_MOVE``. The
column ``j = -1`` is shared: it is the left border of a row and the right
border of the row above, so one column of GRAY serves both sides.

This module knows nothing about stones or strings; it depends on nothing.
"""
from typing import Dict, List, Optional, Tuple

from .colors import EMPTY, GRAY

MAX_BOARD = 25
MIN_BOARD = 1
NS = MAX_BOARD + 1
WE = 1
BOARDSIZE = (MAX_BOARD + 2) * (MAX_BOARD + 1) + 1
BOARDMIN = MAX_BOARD + 2
BOARDMAX = (MAX_BOARD + 1) * (MAX_BOARD + 1)

PASS_MOVE = 0
NO_MOVE = 0

SOUTH = NS
WEST = -1
NORTH = -NS
EAST = 1

# GNU Go's order: the four orthogonal directions, then the four diagonals.
delta: Tuple[int, ...] = (NS, -1, -NS, 1, NS - 1, -NS - 1, -NS + 1, NS + 1)
delta4: Tuple[int, ...] = delta[:4]
# The same, by the names the engine uses: the four neighbours, the four
# diagonal neighbours, and all eight. Every module takes its directions
# from here.
DIRS: Tuple[int, ...] = delta4
DIAGONALS: Tuple[int, ...] = delta[4:]
AROUND: Tuple[int, ...] = delta
# For each diagonal step, the two orthogonal steps that make it (the
# horizontal one first): the points between a stone at p and its diagonal
# neighbour p + d are p + h and p + v. In the order of DIAGONALS.
DIAGONAL_SIDES: Dict[int, Tuple[int, int]] = {
    SOUTH + WEST: (WEST, SOUTH), NORTH + WEST: (WEST, NORTH),
    NORTH + EAST: (EAST, NORTH), SOUTH + EAST: (EAST, SOUTH)}

# GTP column letters: A..Z without I (25 letters, enough for 25x25).
COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def POS(i: int, j: int) -> int:
    """Return the 1D index of row ``i``, column ``j`` (0-based, row 0 on top)."""
    return (MAX_BOARD + 2) + i * (MAX_BOARD + 1) + j


def I(pos: int) -> int:  # noqa: E743 - GNU Go's name
    """Row of a 1D index (0 = top row)."""
    return pos // (MAX_BOARD + 1) - 1


def J(pos: int) -> int:
    """Column of a 1D index (0 = left edge)."""
    return pos % (MAX_BOARD + 1) - 1


def on_board_size(pos: int, size: int) -> bool:
    """True if ``pos`` is a point of a ``size`` x ``size`` board.

    Counterpart of GNU Go's ``ON_BOARD1``: usable without a board array.
    """
    if pos < BOARDMIN or pos >= BOARDMAX:
        return False
    i, j = I(pos), J(pos)
    return 0 <= i < size and 0 <= j < size


def board_points(size: int) -> List[int]:
    """All points of a ``size`` x ``size`` board in increasing 1D order."""
    return [POS(i, j) for i in range(size) for j in range(size)]


def empty_board_array(size: int) -> List[int]:
    """A colour array for an empty board: EMPTY on the board, GRAY elsewhere."""
    if not MIN_BOARD <= size <= MAX_BOARD:
        raise ValueError(f"board size {size} outside {MIN_BOARD}..{MAX_BOARD}")
    arr = [GRAY] * BOARDSIZE
    for pos in board_points(size):
        arr[pos] = EMPTY
    return arr


def pos_to_vertex(pos: int, size: int) -> str:
    """GTP vertex of a point, uppercase (``D4``); ``PASS`` for the pass move.

    Raises ValueError for a point that is not on the board.
    """
    if pos == PASS_MOVE:
        return "PASS"
    if not on_board_size(pos, size):
        raise ValueError(f"point {pos} is not on a {size}x{size} board")
    return f"{COLUMN_LETTERS[J(pos)]}{size - I(pos)}"


def vertex_to_pos(text: str, size: int) -> Optional[int]:
    """Parse a GTP vertex (any case, ``pass`` allowed) for a ``size`` board.

    Returns the 1D point, ``PASS_MOVE`` for pass, or None when the text is not
    a vertex of this board (bad syntax, column ``I``, out of range).
    """
    t = text.strip().upper()
    if t == "PASS":
        return PASS_MOVE
    if len(t) < 2 or not t[1:].isdigit() or not t[1:].isascii():
        return None
    col = COLUMN_LETTERS.find(t[0])
    if col < 0 or t[0] == "I":
        return None
    row = int(t[1:])
    if not (0 <= col < size and 1 <= row <= size):
        return None
    return POS(size - row, col)


def is_vertex_syntax(text: str) -> bool:
    """True if ``text`` is a GTP vertex on some board up to 25x25 (``pass``
    included), whether or not it fits the current board."""
    t = text.strip().upper()
    if t == "PASS":
        return True
    return (len(t) >= 2 and t[0] in COLUMN_LETTERS and t[1:].isascii()
            and t[1:].isdigit() and 1 <= int(t[1:]) <= MAX_BOARD)


def edge_distance(pos: int, size: int) -> int:
    """Distance from ``pos`` to the nearest edge (0 on the first line)."""
    i, j = I(pos), J(pos)
    return min(i, j, size - 1 - i, size - 1 - j)

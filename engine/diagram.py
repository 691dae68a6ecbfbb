"""ASCII board diagrams: parse them into boards, render boards as text.

One format serves ``showboard``, test fixtures and bug dumps. ``X`` is Black
and ``O`` is White (GNU Go's convention); ``.``, ``+`` and ``,`` are empty
points; a lowercase letter other than ``x``/``o`` (or ``*``) is an empty
point with a label, so a test can name the points it talks about::

    . . . . .
    . X O a .
    . X O . .        parse(text).labels == {"a": POS(1, 3)}
    . . . . .
    . . . . .

Row numbers on either side, a header of column letters, ``|`` edges and
trailing text after the right-hand row number (GNU Go's capture counts) are
all accepted, so ``render``'s output parses back to the same position.
Depends on geometry and colours only (:func:`kosumi.engine.board.to_board`
builds a Board from a diagram).
"""
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Protocol, Sequence

from .colors import BLACK, EMPTY, WHITE
from .geometry import COLUMN_LETTERS, MAX_BOARD, POS, pos_to_vertex


class Board(Protocol):
    """What rendering needs of a board: its size, the colour array and the
    captures (:class:`kosumi.engine.board.Board` has them)."""

    size: int
    board: Sequence[int]

    def captures_by(self, color: int) -> int: ...


_STONES = {"X": BLACK, "O": WHITE}
_EMPTIES = ".+,"


@dataclass
class Diagram:
    """A parsed diagram: size, stones as {pos: colour}, labels as {name: pos}."""

    size: int
    stones: Dict[int, int] = field(default_factory=dict)
    labels: Dict[str, int] = field(default_factory=dict)


class DiagramError(ValueError):
    """A diagram that cannot be read (ragged rows, unknown symbols...)."""


def _is_header(tokens: List[str]) -> bool:
    return (bool(tokens) and all(len(t) == 1 for t in tokens)
            and "".join(tokens) == COLUMN_LETTERS[:len(tokens)])


def _row_cells(line: str) -> Optional[str]:
    """The point symbols of one diagram row, or None for a non-row line."""
    text = line.replace("|", " ").strip()
    if not text or set(text) <= set("-+ "):
        return None
    tokens = text.split()
    if _is_header(tokens):
        return None
    if tokens[0].isdigit():
        tokens = tokens[1:]
    cells = []
    for tok in tokens:
        if tok.isdigit():
            break  # right-hand row number; anything after it is commentary
        cells.append(tok)
    return "".join(cells)


def parse(text: str) -> Diagram:
    """Parse a square diagram. Raises DiagramError if it is not one."""
    rows = [cells for cells in map(_row_cells, text.splitlines()) if cells is not None]
    size = len(rows)
    if not 1 <= size <= MAX_BOARD:
        raise DiagramError(f"diagram has {size} rows")
    diagram = Diagram(size)
    for i, cells in enumerate(rows):
        if len(cells) != size:
            raise DiagramError(f"row {i + 1} has {len(cells)} points, expected {size}")
        for j, ch in enumerate(cells):
            pos = POS(i, j)
            if ch in _STONES:
                diagram.stones[pos] = _STONES[ch]
            elif ch in _EMPTIES:
                continue
            elif (ch.isalpha() and ch.islower() and ch not in "xo") or ch == "*":
                if ch in diagram.labels:
                    raise DiagramError(f"label {ch!r} used twice")
                diagram.labels[ch] = pos
            else:
                raise DiagramError(f"unknown symbol {ch!r} in row {i + 1}")
    return diagram


def hoshi_points(size: int) -> List[int]:
    """Star points drawn as ``+``, following GNU Go's layout."""
    if size < 5:
        return [POS(size // 2, size // 2)] if size % 2 == 1 and size > 1 else []
    line = 1 if size < 7 else 2 if size < 12 else 3
    far = size - 1 - line
    points = [POS(line, line), POS(line, far), POS(far, line), POS(far, far)]
    if size % 2 == 1:
        mid = size // 2
        points.append(POS(mid, mid))
        if size >= 13:
            points += [POS(line, mid), POS(mid, line), POS(mid, far), POS(far, mid)]
    return points


def render(board: "Board", marks: Optional[Dict[int, str]] = None,
           captures: bool = True) -> str:
    """GNU Go-style text diagram of ``board`` (no trailing newline).

    ``marks`` maps points to one-character symbols drawn instead of the
    point. With ``captures``, the capture counts are written beside the
    board as GNU Go's ``showboard`` does.
    """
    size = board.size
    marks = marks or {}
    hoshi = set(hoshi_points(size))
    header = "   " + " ".join(COLUMN_LETTERS[:size])
    lines = [header]
    white_row = min(8, size - 2)
    for i in range(size):
        row = size - i
        cells = []
        for j in range(size):
            pos = POS(i, j)
            color = board.board[pos]
            if pos in marks:
                cells.append(marks[pos])
            elif color == BLACK:
                cells.append("X")
            elif color == WHITE:
                cells.append("O")
            else:
                cells.append("+" if pos in hoshi else ".")
        line = f"{row:2d} {' '.join(cells)} {row}"
        if captures and i == max(white_row, 0):
            line += f"     WHITE (O) has captured {board.captures_by(WHITE)} stones"
        elif captures and i == white_row + 1:
            line += f"     BLACK (X) has captured {board.captures_by(BLACK)} stones"
        lines.append(line)
    footer = header
    if captures and white_row < 0:
        footer += f"     BLACK (X) has captured {board.captures_by(BLACK)} stones"
    lines.append(footer)
    return "\n".join(lines)


def render_compact(board: "Board") -> List[str]:
    """One string per row, ``X``/``O``/``.`` only: for assertions in tests."""
    size = board.size
    return ["".join({BLACK: "X", WHITE: "O", EMPTY: "."}[board.board[POS(i, j)]]
                    for j in range(size)) for i in range(size)]


def vertices(board: "Board", points: List[int]) -> str:
    """Space-separated GTP vertices of ``points``, sorted as GNU Go prints them."""
    return " ".join(pos_to_vertex(p, board.size) for p in sorted(points))

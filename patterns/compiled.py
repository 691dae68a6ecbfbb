"""The compiled form of a pattern database (what the matcher reads).

Counterpart of the tables GNU Go's ``mkpat`` writes into ``patterns.c``,
laid out after manual section 9.14 ("Implementation Details"):

1. the header names the anchor element's kind (``O``/``X`` for a stone;
   ``.``, ``o``, ``x`` or ``?`` for the rare pattern without stones), so
   the matcher only tries a pattern at points of that kind;
2. the bounding box of the pattern relative to the anchor (``?`` points
   included) is stored per transformation, corners already re-sorted, for
   rejection before any element is read;
3. board edges are kept as the sides the (transformed) pattern must touch;
   :func:`padded_extent` pads the box with ``?`` rows or columns to the
   board size, GNU Go's trick, so the box test alone enforces them;
4. the elements (every point but ``?`` and the anchor) are sorted stones
   first, then ``o``/``x``, then empty points;
5. each element is an and-compare: board value AND ``mask`` must equal
   ``value``, with 2-bit codes empty ``%00``, ``O`` ``%01``, ``X``
   ``%10`` (off board ``%11`` fails every test). Two variants are stored:
   variant 0 codes ``O`` as 1, variant 1 as 2, so the matcher can use the
   board array's values directly for either colour.

Everything here is plain data (tuples, ints, strings, syntax trees), so a
compiled database pickles deterministically. Depends on nothing but the
syntax tree and the transformations.
"""
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .syntax import Expr, Stmt

Offset2 = Tuple[int, int]
Extent = Tuple[int, int, int, int]  # (mini, minj, maxi, maxj) relative to the anchor

# The and-compare of each element kind: (mask, value) as functions of the
# codes of O and X (manual 9.14, point 5).
def and_compare(kind: str, o_code: int, x_code: int) -> Tuple[int, int]:
    """The ``(mask, value)`` pair testing one element kind."""
    if kind == ".":
        return 3, 0
    if kind == "O":
        return 3, o_code
    if kind == "X":
        return 3, x_code
    if kind == "o":
        return x_code, 0
    if kind == "x":
        return o_code, 0
    raise ValueError(f"no and-compare for element kind {kind!r}")


# Variant v codes O as O_CODES[v] and X as the other one.
O_CODES = (1, 2)


@dataclass(frozen=True)
class Placement:
    """One transformation of a pattern, ready for the matcher.

    ``offsets``, ``masks`` and ``values`` list the elements in test order
    (1D offsets from the anchor in stride ``NS``); ``masks[v]``/``values[v]``
    hold variant ``v``. ``extent`` and ``edges`` are transformed.
    """

    transformation: int
    extent: Extent
    edges: str
    offsets: Tuple[int, ...]
    masks: Tuple[Tuple[int, ...], Tuple[int, ...]]
    values: Tuple[Tuple[int, ...], Tuple[int, ...]]
    move: Optional[int]          # 1D offset of '*' from the anchor, None if no '*'


@dataclass(frozen=True)
class CompiledPattern:
    """A pattern compiled for matching; keeps where it was written."""

    index: int
    name: str
    file: str
    line: int
    symmetry: str
    classes: str
    attributes: Tuple[Tuple[str, object], ...]
    helper: Optional[str]
    comment: str
    rows: Tuple[str, ...]                 # the main diagram, edges removed
    edges: str                            # sides on the board edge, e.g. "SW"
    anchor: Offset2                       # (row, column) of the anchor in rows
    anchor_kind: str                      # O, X, ., o, x or ?
    move: Optional[Offset2]               # '*' relative to the anchor
    elements: Tuple[Tuple[int, int, str], ...]  # (di, dj, kind), test order
    extent: Extent                        # untransformed, relative to the anchor
    placements: Tuple[Placement, ...]
    labels: Tuple[Tuple[str, Tuple[Offset2, ...]], ...]  # label -> cells, anchor-relative
    callback_elements: Tuple[Tuple[int, int, str], ...]  # (di, dj, symbol)
    goal_elements: Tuple[Offset2, ...]
    constraint: Optional[Expr]
    constraint_text: str
    constraint_line: int
    action: Tuple[Stmt, ...]
    action_text: str
    action_line: int
    autohelpers: Tuple[str, ...]          # names called in constraint and action
    needs: Tuple[str, ...]                # layers those names need

    @property
    def location(self) -> str:
        """``file:line`` of the ``Pattern`` line."""
        return f"{self.file}:{self.line}"

    def label_offsets(self) -> Dict[str, Offset2]:
        """Each label's representative cell (the first in reading order)."""
        return {name: cells[0] for name, cells in self.labels}

    def has_class(self, letter: str) -> bool:
        return letter in self.classes

    def attribute(self, name: str, default: object = None) -> object:
        for key, value in self.attributes:
            if key == name:
                return value
        return default


@dataclass
class CompiledDatabase:
    """A compiled `.db` file: its patterns in file order, and provenance."""

    name: str
    file: str
    dialect: str
    source_hash: str
    compiler_version: str
    patterns: List[CompiledPattern] = field(default_factory=list)
    attribute_map: str = "general"
    goal_elements: str = ""
    callback_data: str = ""
    eye_shapes: List[object] = field(default_factory=list)  # the eyes dialect's shapes

    def __len__(self) -> int:
        return len(self.patterns)

    def by_name(self, name: str) -> CompiledPattern:
        """The pattern called ``name`` (KeyError if none)."""
        for p in self.patterns:
            if p.name == name:
                return p
        raise KeyError(name)


def padded_extent(extent: Extent, edges: str, size: int) -> Optional[Extent]:
    """The bounding box padded with ``?`` up to the board size along each
    edge the pattern must touch (manual 9.14, point 3).

    After padding, the box fits on a ``size`` board only where the pattern
    touches those edges. Returns None when the pattern cannot fit at all.
    """
    mini, minj, maxi, maxj = extent
    rows = _padded(mini, maxi, "N" in edges, "S" in edges, size)
    cols = _padded(minj, maxj, "W" in edges, "E" in edges, size)
    if rows is None or cols is None:
        return None
    (mini, maxi), (minj, maxj) = rows, cols
    return mini, minj, maxi, maxj


def _padded(low: int, high: int, near: bool, far: bool, size: int) -> Optional[Tuple[int, int]]:
    """One axis of a bounding box padded to the board edges the pattern
    touches (``near``: the low edge, ``far``: the high one); None when it
    cannot fit on a ``size`` board."""
    if near and far:
        return (low, high) if high - low + 1 == size else None
    if near:
        high = low + size - 1
    elif far:
        low = high - (size - 1)
    return (low, high) if high - low + 1 <= size else None


def anchor_ranges(extent: Extent, edges: str, size: int) -> Optional[Tuple[int, int, int, int]]:
    """Rows and columns where the anchor may stand: ``(imin, imax, jmin, jmax)``,
    from the padded bounding box; None if the pattern never fits."""
    box = padded_extent(extent, edges, size)
    if box is None:
        return None
    mini, minj, maxi, maxj = box
    return -mini, size - 1 - maxi, -minj, size - 1 - maxj

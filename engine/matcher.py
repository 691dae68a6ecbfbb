"""The pattern matcher: find where compiled patterns fit the board.

Counterpart of GNU Go's ``matchpat.c``. :func:`matchpat` tries every
pattern of a database, in every transformation its symmetry calls for, at
every anchor point of the board (or of a region), and calls back for each
match. The tricks are manual 9.14's, as compiled by ``kosumi.patterns``:

* a pattern is tried only at points holding its anchor's kind (a stone of
  the right colour for nearly all patterns);
* the padded bounding box of each transformation, turned into ranges of
  rows and columns for the anchor, rejects positions too near an edge (and
  enforces edge patterns) before any element is read;
* the elements, stones first, are tested with a 2-bit and-compare straight
  on the board array (empty 0, white 1, black 2, off board 3). Those next
  to the anchor are tested all at once: the anchor's eight neighbours form
  a 16-bit code, and-compared with each placement's mask (the "grid"
  optimisation of manual 9.15); the placements a code lets through are
  remembered per code, so most placements are never looked at.

When given an :class:`~kosumi.engine.autohelpers.Autohelpers` object the
matcher also checks each pattern's constraint, walking its syntax tree
(:func:`evaluate`); helpers named in the colon line and actions are left
to the callback (``kosumi.engine.helpers.call_helper``, :func:`run_action`),
as in GNU Go.

:func:`kosumi.engine.tools.reference_matcher.reference_matches` is the slow
reference the property tests hold this matcher to.

Depends on the board, geometry and colours and on ``kosumi.patterns`` (data
and vocabulary); knows nothing of reading except through the vocabulary
object it is handed.
"""
from typing import (Any, Callable, Container, Dict, Iterable, List, Optional, Sequence, Tuple,
                    Union)

from kosumi.patterns.compiled import CompiledDatabase, CompiledPattern, Placement, anchor_ranges
from kosumi.patterns.syntax import (Binary, Call, Conditional, Const, ExprStmt, If, Label, Num,
                                    Return, Unary)
from kosumi.patterns.transform import offset, transform

from .autohelpers import MissingVocabulary
from .board import Board
from .colors import BLACK, EMPTY, WHITE
from .geometry import NO_MOVE, NS, PASS_MOVE, POS

# Variant of the and-compare tables for the colour matched for (O): the
# compiled variant 0 codes O as 1 (WHITE), variant 1 as 2 (BLACK).
_VARIANT = {WHITE: 0, BLACK: 1}


class Match:
    """One place where a pattern fits: the pattern, its transformation and
    anchor point, and the colour it was matched for (``O``).

    ``move`` is the board point of ``*`` (NO_MOVE if the pattern has none).
    """

    __slots__ = ("pattern", "placement", "anchor", "color", "move")

    def __init__(self, pattern: CompiledPattern, placement: Placement, anchor: int,
                 color: int) -> None:
        self.pattern = pattern
        self.placement = placement
        self.anchor = anchor
        self.color = color
        self.move = NO_MOVE if placement.move is None else anchor + placement.move

    @property
    def transformation(self) -> int:
        return self.placement.transformation

    def at(self, di: int, dj: int) -> int:
        """Board point of the pattern cell ``(di, dj)`` relative to the anchor."""
        return self.anchor + offset(*transform(self.placement.transformation, di, dj))

    def offset_from_move(self, di: int, dj: int) -> int:
        """Board point ``(di, dj)`` away from ``*`` in the pattern's own
        orientation. Counterpart of GNU Go's ``OFFSET`` macro for helpers."""
        mi, mj = self.pattern.move or (0, 0)
        return self.at(mi + di, mj + dj)

    def point(self, name: str) -> int:
        """Board point of a label; ``*`` is the move, ``?`` a tenuki (pass)."""
        if name == "*":
            return self.move
        if name == "?":
            return PASS_MOVE
        for label, cells in self.pattern.labels:
            if label == name:
                return self.at(*cells[0])
        raise KeyError(f"pattern {self.pattern.name} has no label {name!r}")

    def labels(self) -> Dict[str, int]:
        """Every label's board point."""
        return {name: self.at(*cells[0]) for name, cells in self.pattern.labels}

    def callback_points(self) -> List[Tuple[int, str]]:
        """``(point, symbol)`` of the elements named by ``callback_data``."""
        return [(self.at(di, dj), ch) for di, dj, ch in self.pattern.callback_elements]

    def stones(self) -> List[Tuple[int, str]]:
        """``(point, 'O' or 'X')`` for every stone element of the pattern."""
        pa = self.pattern
        out = [(self.at(di, dj), kind) for di, dj, kind in pa.elements if kind in "OX"]
        if pa.anchor_kind in ("O", "X"):
            out.insert(0, (self.anchor, pa.anchor_kind))
        return out

    def key(self) -> Tuple[int, int, int]:
        """``(pattern index, transformation, anchor)``: identifies the match."""
        return self.pattern.index, self.placement.transformation, self.anchor

    def __repr__(self) -> str:
        return (f"Match({self.pattern.name}, t={self.placement.transformation}, "
                f"anchor={self.anchor}, move={self.move})")


# One entry of the matcher's tables: everything the inner loop reads.
_Entry = Tuple[int, int, int, int, int, int, Tuple[Tuple[int, int, int], ...],
               CompiledPattern, Placement]

# The eight neighbours of the anchor, in the order of their 2-bit fields in
# a neighbourhood code (GNU Go's ``delta`` order).
_NEIGHBOURS = ((1, 0), (0, -1), (-1, 0), (0, 1), (1, -1), (-1, -1), (-1, 1), (1, 1))
_FIELD = {d: 2 * k for k, d in enumerate(_NEIGHBOURS)}


def _entry(pattern: CompiledPattern, pl: Placement, variant: int,
           ranges: Tuple[int, int, int, int]) -> _Entry:
    """Split a placement's elements into a 16-bit and-compare over the
    anchor's neighbours (the grid optimisation of manual 9.15) and the
    remaining per-element tests, still in sorted order."""
    window_mask = window_value = 0
    rest = []
    t = pl.transformation
    for (di, dj, _), o, m, v in zip(pattern.elements, pl.offsets, pl.masks[variant],
                                    pl.values[variant]):
        shift = _FIELD.get(transform(t, di, dj))
        if shift is None:
            rest.append((o, m, v))
        else:
            window_mask |= m << shift
            window_value |= v << shift
    return ranges + (window_mask, window_value, tuple(rest), pattern, pl)


class PreparedDatabase:
    """A compiled database with the matcher's tables, built lazily.

    For each board size and colour variant: the placements grouped by
    anchor kind, with their anchor ranges (from the padded bounding box),
    the and-compare of the anchor's eight neighbours and the remaining
    element tests. For each neighbourhood code met, the list of placements
    whose neighbour test it passes is remembered, so the matcher only looks
    at placements that can fit. The object is the cache: keep it and reuse
    it (one per database per engine).
    """

    def __init__(self, database: CompiledDatabase) -> None:
        self.database = database
        self._tables: Dict[Tuple[int, int], Dict[str, List[_Entry]]] = {}
        self._compatible: Dict[Tuple[int, int, str], Dict[int, List[_Entry]]] = {}

    def tables(self, size: int, variant: int) -> Dict[str, List[_Entry]]:
        """Placements by anchor kind for a board size and colour variant."""
        key = (size, variant)
        got = self._tables.get(key)
        if got is None:
            got = self._tables[key] = self._build(size, variant)
        return got

    def compatible(self, size: int, variant: int, kind: str) -> Dict[int, List[_Entry]]:
        """Neighbourhood code -> placements passing its test (filled lazily)."""
        key = (size, variant, kind)
        got = self._compatible.get(key)
        if got is None:
            got = self._compatible[key] = {}
        return got

    def _build(self, size: int, variant: int) -> Dict[str, List[_Entry]]:
        groups: Dict[str, List[_Entry]] = {}
        for pattern in self.database.patterns:
            for pl in pattern.placements:
                ranges = anchor_ranges(pl.extent, pl.edges, size)
                if ranges is None or ranges[0] > ranges[1] or ranges[2] > ranges[3]:
                    continue
                groups.setdefault(pattern.anchor_kind, []).append(
                    _entry(pattern, pl, variant, ranges))
        return groups


def prepare(database: CompiledDatabase) -> PreparedDatabase:
    """Wrap a compiled database for matching (keep the result and reuse it)."""
    return PreparedDatabase(database)


def _candidates(board: Board, color: int, anchor_region: Optional[Iterable[int]],
                kinds: Iterable[str]) -> Dict[str, List[Tuple[int, int, int]]]:
    """Anchor candidates ``(pos, i, j)`` for each anchor kind asked for."""
    b = board.board
    other = WHITE + BLACK - color
    points: Iterable[int] = board.points() if anchor_region is None else sorted(
        p for p in set(anchor_region) if board.on_board(p))
    base = POS(0, 0)
    by_color: Dict[int, List[Tuple[int, int, int]]] = {EMPTY: [], WHITE: [], BLACK: []}
    for pos in points:
        i, j = divmod(pos - base, NS)
        by_color[b[pos]].append((pos, i, j))
    sets = {"O": (color,), "X": (other,), ".": (EMPTY,), "o": (EMPTY, color),
            "x": (EMPTY, other), "?": (EMPTY, color, other)}
    return {kind: sorted(c for value in sets[kind] for c in by_color[value]) for kind in kinds}


def matchpat(callback: Callable[[Match], Any], color: int,
             database: Union[PreparedDatabase, CompiledDatabase], board: Board,
             anchor_region: Optional[Iterable[int]] = None,
             goal: Optional[Container[int]] = None,
             helpers: Optional[Any] = None) -> int:
    """Call ``callback(match)`` for every match of the database on the board.

    ``color`` is the colour the patterns are matched for (their ``O``).
    ``anchor_region`` limits the points the anchor may stand on (GNU Go's
    ``anchor_in``); ``goal``, if given, keeps only matches with at least one
    goal element (``goal_elements``) on a goal point, so a pattern without
    goal elements never matches then, as in GNU Go; ``helpers`` (an
    :class:`~kosumi.engine.autohelpers.Autohelpers`) makes the matcher skip
    matches whose constraint is false. Returns the number of callbacks.
    Counterpart of GNU Go's ``matchpat``/``matchpat_goal_anchor``.
    """
    if not isinstance(database, PreparedDatabase):
        database = PreparedDatabase(database)
    b = board.board
    tables = database.tables(board.size, _VARIANT[color])
    cands = _candidates(board, color, anchor_region, tables)
    count = 0
    size, variant = board.size, _VARIANT[color]
    for kind, entries in tables.items():
        anchors = cands[kind]
        if not anchors:
            continue
        compatible = database.compatible(size, variant, kind)
        for pos, i, j in anchors:
            code = (b[pos + NS] | b[pos - 1] << 2 | b[pos - NS] << 4 | b[pos + 1] << 6
                    | b[pos + NS - 1] << 8 | b[pos - NS - 1] << 10 | b[pos - NS + 1] << 12
                    | b[pos + NS + 1] << 14)
            fitting = compatible.get(code)
            if fitting is None:
                fitting = compatible[code] = [e for e in entries if code & e[4] == e[5]]
            for imin, imax, jmin, jmax, _, _, rest, pattern, pl in fitting:
                if i < imin or i > imax or j < jmin or j > jmax:
                    continue
                for o, m, v in rest:
                    if b[pos + o] & m != v:
                        break
                else:
                    match = Match(pattern, pl, pos, color)
                    if goal is not None and not any(  # as GNU Go: none -> no match
                            match.at(di, dj) in goal for di, dj in pattern.goal_elements):
                        continue
                    if (helpers is not None and pattern.constraint is not None
                            and not evaluate(pattern.constraint, match, helpers)):
                        continue
                    callback(match)
                    count += 1
    return count


def find_matches(color: int, database: Union[PreparedDatabase, CompiledDatabase], board: Board,
                 **options: Any) -> List[Match]:
    """All matches as a list, in a stable order (pattern, transformation, anchor)."""
    out: List[Match] = []
    matchpat(out.append, color, database, board, **options)
    out.sort(key=Match.key)
    return out


# ----------------------------------------------------------------------
# Constraints and actions: walking the syntax tree

def _call(node: Call, match: Match, helpers: Any) -> Any:
    fn = helpers.functions.get(node.name)
    if fn is None:
        raise MissingVocabulary(f"{node.name} (pattern {match.pattern.name}, "
                                f"{match.pattern.location}) is not available")
    return fn(match, *[match.point(a.name) for a in node.args])


def _c_div(a: Any, b: Any) -> Any:
    if isinstance(a, int) and isinstance(b, int):
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b >= 0) else -q
    return a / b


def _c_mod(a: Any, b: Any) -> Any:
    if isinstance(a, int) and isinstance(b, int):
        return a - b * _c_div(a, b)
    return a % b


_BINARY: Dict[str, Callable[[Any, Any], Any]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": _c_div, "%": _c_mod,
    "<": lambda a, b: int(a < b), ">": lambda a, b: int(a > b),
    "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
}


def evaluate(node: Any, match: Match, helpers: Any) -> Any:
    """Value of a constraint expression for a match, with C's semantics
    (``&&``/``||`` short-circuit and give 0 or 1). Autohelper calls go to
    ``helpers.functions[name](match, *points)``; constants to
    ``helpers.constant(name)``. Raises MissingVocabulary for a name the
    helpers object does not provide.

    Counterpart of the autohelper functions GNU Go's ``mkpat`` generates.
    """
    t = type(node)
    if t is Call:
        return _call(node, match, helpers)
    if t is Binary:
        op = node.op
        if op == "&&":
            return int(bool(evaluate(node.left, match, helpers))
                       and bool(evaluate(node.right, match, helpers)))
        if op == "||":
            return int(bool(evaluate(node.left, match, helpers))
                       or bool(evaluate(node.right, match, helpers)))
        return _BINARY[op](evaluate(node.left, match, helpers),
                           evaluate(node.right, match, helpers))
    if t is Unary:
        value = evaluate(node.operand, match, helpers)
        if node.op == "!":
            return int(not value)
        return -value if node.op == "-" else value
    if t is Num:
        return node.value
    if t is Const:
        return helpers.constant(node.name)
    if t is Conditional:
        branch = node.then if evaluate(node.test, match, helpers) else node.otherwise
        return evaluate(branch, match, helpers)
    if t is Label:
        return match.point(node.name)
    raise TypeError(f"not an expression node: {node!r}")


class _Returned(Exception):
    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value


def _execute(stmts: Sequence[Any], match: Match, helpers: Any) -> None:
    for stmt in stmts:
        t = type(stmt)
        if t is ExprStmt:
            evaluate(stmt.expr, match, helpers)
        elif t is Return:
            raise _Returned(evaluate(stmt.expr, match, helpers))
        elif t is If:
            branch = stmt.then if evaluate(stmt.test, match, helpers) else stmt.otherwise
            _execute(branch, match, helpers)
        else:
            raise TypeError(f"not a statement: {stmt!r}")


def run_action(match: Match, helpers: Any) -> Any:
    """Run the pattern's action (``>`` lines) for a match.

    Returns the value of the ``return`` statement reached, or None. Action
    autohelpers (``antisuji``, ``replace``...) act through ``helpers``.
    """
    try:
        _execute(match.pattern.action, match, helpers)
    except _Returned as ret:
        return ret.value
    return None


def constraint_holds(match: Match, helpers: Any) -> bool:
    """True if the pattern has no constraint or its constraint is true."""
    constraint = match.pattern.constraint
    return constraint is None or bool(evaluate(constraint, match, helpers))

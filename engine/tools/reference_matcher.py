"""The reference pattern matcher: the test oracle of :mod:`kosumi.engine.matcher`.

Every pattern, every vertex, every transformation, every diagram cell read
from the source rows, no tricks (none of manual 9.14's anchor ranges, grid
codes or and-compare masks). Slow, and obviously right; the property tests
and :func:`agreement_run` hold the fast matcher to exact agreement with it.
Never used while playing.
"""
from typing import Dict, Iterable, List, Optional, Set, Tuple

from kosumi.patterns.compiled import CompiledDatabase, CompiledPattern
from kosumi.patterns.transform import SYMMETRY_TRANSFORMATIONS, offset, transform

from ..board import Board
from ..colors import BLACK, EMPTY, GRAY, WHITE
from ..geometry import POS
from ..matcher import matchpat, prepare


def _allowed_values(symbol: str, color: int) -> frozenset:
    """Board values a diagram symbol accepts (GRAY stands for off the board)."""
    other = WHITE + BLACK - color
    table = {"%": (EMPTY, WHITE, BLACK, GRAY), "?": (EMPTY, WHITE, BLACK),
             ".": (EMPTY,), ",": (EMPTY,), "!": (EMPTY,), "*": (EMPTY,),
             "O": (color,), "Q": (color,), "X": (other,), "Y": (other,),
             "o": (EMPTY, color), "x": (EMPTY, other)}
    if symbol not in table:
        raise ValueError(f"unknown pattern symbol {symbol!r}")
    return frozenset(table[symbol])


_EDGE_STEP = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}
_OFF_BOARD = frozenset((GRAY,))


def _reference_cells(pattern: CompiledPattern, t: int, color: int
                     ) -> List[Tuple[int, int, frozenset]]:
    """Every cell of the source diagram, and every cell just beyond each of
    its edges (which must be off the board), as ``(di, dj, allowed values)``
    relative to the anchor after transformation ``t``."""
    rows = pattern.rows
    height, width = len(rows), len(rows[0])
    pi, pj = pattern.anchor
    cells = [(r, c, _allowed_values(ch, color))
             for r, row in enumerate(rows) for c, ch in enumerate(row)]
    for side in pattern.edges:
        si, sj = _EDGE_STEP[side]
        if sj:
            cells += [(r, -1 if sj < 0 else width, _OFF_BOARD) for r in range(height)]
        else:
            cells += [(-1 if si < 0 else height, c, _OFF_BOARD) for c in range(width)]
    return [transform(t, r - pi, c - pj) + (ok,) for r, c, ok in cells]


def reference_matches(database: CompiledDatabase, board: Board, color: int,
                      all_transformations: bool = False,
                      patterns: Optional[Iterable[CompiledPattern]] = None
                      ) -> Set[Tuple[int, int, int]]:
    """Every ``(pattern index, transformation, anchor point)`` where a pattern
    fits, found the slow way: each pattern, each transformation its symmetry
    calls for (all eight with ``all_transformations``), each vertex, each
    cell of the source diagram and of the rows beyond its edges. The anchor
    point only names the location. For property tests of :func:`matchpat`.
    """
    size = board.size
    b = board.board
    out = set()
    for pattern in (database.patterns if patterns is None else patterns):
        ts = range(8) if all_transformations else SYMMETRY_TRANSFORMATIONS[pattern.symmetry]
        for t in ts:
            cells = _reference_cells(pattern, t, color)
            for ai in range(size):
                for aj in range(size):
                    for di, dj, ok in cells:
                        i, j = ai + di, aj + dj
                        value = b[POS(i, j)] if 0 <= i < size and 0 <= j < size else GRAY
                        if value not in ok:
                            break
                    else:
                        out.add((pattern.index, t, POS(ai, aj)))
    return out


def placement_cells(pattern: CompiledPattern, t: int, anchor: int) -> frozenset:
    """The board points a placed pattern covers, with their symbols: the key
    by which two transformations giving the same placement are recognised."""
    pi, pj = pattern.anchor
    out = []
    for r, row in enumerate(pattern.rows):
        for c, ch in enumerate(row):
            di, dj = transform(t, r - pi, c - pj)
            out.append((anchor + offset(di, dj), ch))
    return frozenset(out)


def agreement_run(dbs: Iterable[CompiledDatabase], boards: Iterable[Board]) -> Dict[str, int]:
    """Compare ``matchpat`` with ``reference_matches`` on every board, both
    colours, every database. Returns counts; ``disagreements`` must be 0."""
    counts = {"positions": 0, "comparisons": 0, "matches": 0, "disagreements": 0}
    dbs = list(dbs)
    prepared = [prepare(db) for db in dbs]
    for board in boards:
        counts["positions"] += 1
        for db, prep in zip(dbs, prepared):
            for color in (BLACK, WHITE):
                got = []
                matchpat(lambda m: got.append(m.key()), color, prep, board)
                want = reference_matches(db, board, color)
                counts["comparisons"] += 1
                counts["matches"] += len(want)
                if len(got) != len(set(got)) or set(got) != want:
                    counts["disagreements"] += 1
    return counts

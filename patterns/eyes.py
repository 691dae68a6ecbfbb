"""The eye-shape dialect (GNU Go's ``eyes.db``, compiled there by ``mkeyes``).

An eye pattern is a small diagram of eye space with a four-digit eye value::

    Pattern 4000

    |.
    |.*.
    +---

    :1122

Spaces are points outside the eye space; edges are drawn as in the main
dialect. The symbols (manual chapter 8): ``.`` eye space, ``*`` vital point
for both sides, ``<`` attack point, ``>`` defence point, ``!`` marginal eye
space, ``@`` marginal vital point, ``(`` marginal attack point, ``)``
marginal defence point, ``$`` marginal point holding an enemy stone, ``X``
a dead enemy stone, ``x`` empty or a dead enemy stone. The four digits are
the eyes obtained when (1) the attacker moves first and gets one more
move, (2) the attacker moves first, (3) the defender moves first, (4) the
defender moves first and gets one more move.

The compiled form is the graph the eye matcher (optics) needs: vertices
with flags, their neighbours in the eye, and how many of their neighbours
lie off the board. Depends on nothing in the engine.
"""
from dataclasses import dataclass
from typing import Dict, List, NamedTuple, Tuple

from .errors import Diagnostic, PatternError

EYE_SYMBOLS = {
    ".": "eye space",
    "*": "eye space, vital point for attack and defence",
    "<": "eye space, attack point",
    ">": "eye space, defence point",
    "!": "marginal eye space",
    "@": "marginal eye space, vital point for attack and defence",
    "(": "marginal eye space, attack point",
    ")": "marginal eye space, defence point",
    "$": "marginal eye space holding an enemy stone",
    "X": "dead enemy stone",
    "x": "empty or a dead enemy stone",
}
MARGINAL = frozenset("!@()$")
ATTACK_POINTS = frozenset("*<@(")
DEFENSE_POINTS = frozenset("*>@)")


class EyeVertex(NamedTuple):
    """One point of an eye shape (a named tuple: databases hold tens of
    thousands of them)."""

    row: int
    col: int
    symbol: str
    marginal: bool
    attack_point: bool
    defense_point: bool
    edge: int                      # neighbours off the board (0, 1 or 2)
    neighbors: Tuple[int, ...]     # indices of adjacent vertices


class EyeShape(NamedTuple):
    """A compiled eye pattern (a named tuple, like its vertices: cheap to
    build and to unpickle by the ten thousand)."""

    index: int
    name: str
    file: str
    line: int
    value: Tuple[int, int, int, int]
    vertices: Tuple[EyeVertex, ...]
    rows: Tuple[str, ...]

    @property
    def location(self) -> str:
        return f"{self.file}:{self.line}"


def looks_like_eyes(text: str) -> bool:
    """True if the first pattern's colon line is a bare four-digit eye value."""
    lines = text.splitlines()
    for k, line in enumerate(lines):
        if line.startswith("Pattern"):
            for later in lines[k + 1:]:
                if later.startswith(":"):
                    value = later[1:].strip()
                    return len(value) == 4 and value.isdigit()
            return False
    return False


def _edge_row(row: str) -> bool:
    return bool(row.strip()) and set(row.strip()) <= set("-+")


def _compile_one(index: int, name: str, file: str, line: int, rows: List[Tuple[int, str]],
                 value_line: int, value_text: str, out: List[Diagnostic]) -> EyeShape:
    if len(value_text) != 4 or not value_text.isdigit():
        raise PatternError(f"eye value must be four digits, not {value_text!r}", file, value_line)
    value = tuple(int(c) for c in value_text)
    if list(value) != sorted(value):
        out.append(Diagnostic(file, value_line, "warning",
                              f"{name}: eye value {value_text} is not non-decreasing"))
    north = bool(rows) and _edge_row(rows[0][1])
    south = bool(rows) and _edge_row(rows[-1][1])
    inner = rows[1 if north else 0:len(rows) - (1 if south else 0)]
    if not inner:
        raise PatternError(f"{name}: empty eye diagram", file, line)
    # An edge column may hold a space where the row has no point next to it.
    west = (any(r.startswith("|") for _, r in inner)
            and all(r.startswith(("|", " ")) for _, r in inner))
    east = all(r.rstrip().endswith("|") for _, r in inner)
    grid: Dict[Tuple[int, int], str] = {}
    for i, (n, r) in enumerate(inner):
        r = r.rstrip()
        r = r[1 if west else 0:len(r) - (1 if east else 0)]
        for j, ch in enumerate(r):
            if ch == " ":
                continue
            if ch not in EYE_SYMBOLS:
                raise PatternError(f"{name}: unexpected symbol {ch!r} in eye diagram", file, n)
            grid[(i, j)] = ch
    if not grid:
        raise PatternError(f"{name}: eye diagram without points", file, line)
    height = len(inner)
    width = max(j for _, j in grid) + 1
    cells = sorted(grid)
    index_of = {c: k for k, c in enumerate(cells)}
    vertices = []
    for (i, j) in cells:
        ch = grid[(i, j)]
        nbrs, edge = [], 0
        for di, dj in ((1, 0), (0, -1), (-1, 0), (0, 1)):
            q = (i + di, j + dj)
            if q in index_of:
                nbrs.append(index_of[q])
            elif ((north and q[0] < 0) or (south and q[0] >= height)
                  or (west and q[1] < 0) or (east and q[1] >= width)):
                edge += 1
        vertices.append(EyeVertex(i, j, ch, ch in MARGINAL, ch in ATTACK_POINTS,
                                  ch in DEFENSE_POINTS, edge, tuple(nbrs)))
    seen, todo = {0}, [0]
    while todo:
        for k in vertices[todo.pop()].neighbors:
            if k not in seen:
                seen.add(k)
                todo.append(k)
    if len(seen) != len(vertices):
        raise PatternError(f"{name}: the eye space is not connected", file, line)
    return EyeShape(index, name, file, line, value, tuple(vertices),
                    tuple(r for _, r in rows))


def parse_and_compile_eyes(text: str, file: str, out: List[Diagnostic]) -> List[EyeShape]:
    """Parse and compile an eye-shape file; raises PatternError (file, line)."""
    lines = text.splitlines()
    shapes: List[EyeShape] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        k += 1
        if not line.strip() or line.startswith("#"):
            continue
        if not line.startswith("Pattern"):
            raise PatternError(f"expected 'Pattern NAME', found {line.strip()!r}", file, k)
        parts = line.split()
        if len(parts) < 2:
            raise PatternError("'Pattern' needs a name", file, k)
        header = k
        rows: List[Tuple[int, str]] = []
        while k < len(lines) and (not lines[k].strip() or lines[k].startswith("#")) and not rows:
            k += 1
        while k < len(lines) and lines[k].strip() and not lines[k].startswith((":", "#")):
            rows.append((k + 1, lines[k]))
            k += 1
        while k < len(lines) and (not lines[k].strip() or lines[k].startswith("#")):
            k += 1
        if k >= len(lines) or not lines[k].startswith(":"):
            raise PatternError(f"pattern {parts[1]} has no ':' line", file, min(k + 1, len(lines)))
        if not rows:
            raise PatternError(f"pattern {parts[1]} has no diagram", file, header)
        shapes.append(_compile_one(len(shapes), parts[1], file, header, rows, k + 1,
                                   lines[k][1:].strip(), out))
        k += 1
    return shapes

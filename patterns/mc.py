"""The Monte Carlo playout dialect (GNU Go's ``mc_*.db``, compiled there by
``mkmcpat``).

A file is a list of 3x3 diagrams centred on the move ``*``, without names,
each followed by one or more weight lines::

    ?X%
    ?*%
    %%%

    :10000,ocap1,near,osafe
    :13000,ocap2,near

``%`` matches anything, even a point off the board; the other symbols and
the edges are those of the main dialect. A weight line gives the move's
weight and the conditions it applies under: ``near``/``far`` (next to the
previous move or not), ``osafe``/``xsafe`` (the move is not a self-atari
for O/X), ``ocapN``/``xcapN`` (a move here by O/X captures N stones; with
``+``, N or more).

Each diagram compiles into an ordinary :class:`CompiledPattern` (anchor on
``*``, all eight transformations), named ``mcN`` after its position in the
file, with the weight lines as its ``weights`` attribute. Depends on the
parser and compiler of the main dialect.
"""
import re
from typing import List, Tuple

from .errors import PatternError
from .source import Diagram, PatternSource, SourceFile

MC_SYMBOLS = frozenset(".XOxo*?%")
_CONDITION_RE = re.compile(r"^(near|far|osafe|xsafe|[ox]cap[1-9]\+?)$")


def looks_like_mc(text: str) -> bool:
    """True for a file of unnamed diagrams with ``:weight`` lines."""
    has_pattern = any(line.startswith("Pattern") for line in text.splitlines())
    has_weight = any(re.match(r"^:\d+(,|\s*$)", line) for line in text.splitlines())
    return has_weight and not has_pattern


def _weights(lines: List[Tuple[int, str]], file: str) -> Tuple[Tuple[int, Tuple[str, ...]], ...]:
    out = []
    for n, text in lines:
        fields = [f.strip() for f in text[1:].split(",")]
        if not fields[0].isdigit():
            raise PatternError(f"weight must be a whole number, not {fields[0]!r}", file, n)
        for cond in fields[1:]:
            if not _CONDITION_RE.match(cond):
                raise PatternError(f"unknown playout condition {cond!r}", file, n)
        out.append((int(fields[0]), tuple(fields[1:])))
    return tuple(out)


def _mc_diagram(rows: List[Tuple[int, str]], file: str) -> Diagram:
    """A playout diagram: a full grid in which an outer row or column holding
    edge marks is off the board (``%`` cells may share it, as ``%`` matches
    off-board points too)."""
    width = len(rows[0][1])
    for n, r in rows:
        if len(r) != width:
            raise PatternError(f"diagram row has {len(r)} points, the first row has {width}",
                               file, n)
    grid = [r for _, r in rows]
    edges, top, bottom, left, right = set(), 0, len(grid), 0, width
    if set(grid[0]) <= set("-+%") and "-" in grid[0]:
        edges.add("N")
        top = 1
    if set(grid[-1]) <= set("-+%") and "-" in grid[-1]:
        edges.add("S")
        bottom -= 1
    column = [r[0] for r in grid[top:bottom]]
    if "|" in column and set(column) <= set("|%"):
        edges.add("W")
        left = 1
    column = [r[-1] for r in grid[top:bottom]]
    if "|" in column and set(column) <= set("|%"):
        edges.add("E")
        right -= 1
    inner = rows[top:bottom]
    for n, r in inner:
        for ch in r[left:right]:
            if ch not in MC_SYMBOLS:
                raise PatternError(f"unexpected symbol {ch!r} in diagram", file, n)
    return Diagram(tuple(r[left:right] for _, r in inner), frozenset(edges), rows[0][0],
                   tuple(n for n, _ in inner))


def parse_mc(text: str, file: str) -> SourceFile:
    """Parse a playout pattern file into pattern sources (PatternError on errors)."""
    out = SourceFile(file, "mc")
    lines = text.splitlines()
    k = 0
    while k < len(lines):
        if not lines[k].strip() or lines[k].startswith("#"):
            k += 1
            continue
        if lines[k].startswith(":"):
            raise PatternError("weight line without a diagram", file, k + 1)
        rows = []
        while k < len(lines) and lines[k].strip() and not lines[k].startswith((":", "#")):
            rows.append((k + 1, lines[k].strip()))
            k += 1
        diagram = _mc_diagram(rows, file)
        if len(diagram.find("*")) != 1:
            raise PatternError("a playout pattern needs exactly one '*'", file, rows[0][0])
        weight_lines = []
        while k < len(lines) and not lines[k].strip():
            k += 1
        while k < len(lines) and lines[k].startswith(":"):
            weight_lines.append((k + 1, lines[k]))
            k += 1
        if not weight_lines:
            raise PatternError("diagram without a ':weight' line", file, rows[-1][0])
        index = len(out.patterns)
        pattern = PatternSource(f"mc{index}", file, rows[0][0], diagram,
                                colon_line=weight_lines[0][0], symmetry="8", classes="",
                                attribute_map="mc")
        pattern.attributes = (("weights", _weights(weight_lines, file)),)
        out.patterns.append(pattern)
    return out

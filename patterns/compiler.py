"""Compile parsed patterns into the matcher's form, checking them on the way.

Counterpart of the code-generating half of GNU Go's ``mkpat``: chooses the
anchor, computes the bounding box, expands the transformations the
pattern's symmetry calls for, sorts the elements and builds their
and-compare tests (see :mod:`.compiled` for the layout, after manual 9.14).
Constraints and actions are checked against the vocabulary table: unknown
functions, wrong arity, misplaced ``?``, unknown labels and unknown
constants are errors naming the file and line; doubtful but legal things
(a declared symmetry the diagram does not have, a label on the wrong kind
of point, an unknown class letter) are lint diagnostics.

This module never imports the engine; it is the "tool" of the style guide.
"""
import hashlib
from typing import Dict, List, Optional, Sequence, Tuple

from . import transform as tf
from .compiled import (O_CODES, CompiledDatabase, CompiledPattern, Placement, and_compare)
from .errors import Diagnostic, PatternError
from .source import Diagram, PatternSource, SourceFile
from .syntax import Call, Const, calls, walk
from .vocabulary import (ACTION, AUTOHELPERS, CLASSES, CONSTANTS, CONSTRAINT, HELPERS,
                         ATTRIBUTE_MAPS)

COMPILER_VERSION = "1"

# Diagram symbol -> element kind tested by the matcher ('?' is untested).
ELEMENT_KIND = {".": ".", ",": ".", "!": ".", "*": ".", "O": "O", "Q": "O",
                "X": "X", "Y": "X", "o": "o", "x": "x", "?": "?", "%": "%"}
# Test order of element kinds: stones first, then o/x, then empty (manual 9.14, point 4).
_KIND_ORDER = {"O": 0, "X": 0, "o": 1, "x": 1, ".": 2}


class _Checker:
    """Collects diagnostics for one pattern."""

    def __init__(self, pattern: PatternSource, out: List[Diagnostic]) -> None:
        self.p = pattern
        self.out = out

    def warn(self, message: str, line: int = 0) -> None:
        self.out.append(Diagnostic(self.p.file, line or self.p.line, "warning",
                                   f"{self.p.name}: {message}"))

    def error(self, message: str, line: int = 0) -> PatternError:
        return PatternError(f"{self.p.name}: {message}", self.p.file, line or self.p.line)


def choose_anchor(diagram: Diagram) -> Tuple[Tuple[int, int], str]:
    """The anchor cell and its kind.

    ``Q``/``Y`` set it explicitly; otherwise the stone nearest the middle of
    the diagram (O before X, then reading order), so that most elements
    lie close to it; a pattern without stones anchors on ``*``, then an
    empty point, then ``o``/``x``, then ``?``.
    """
    for mark in ("Q", "Y"):
        cells = diagram.find(mark)
        if cells:
            return cells[0], ELEMENT_KIND[mark]
    mid_i, mid_j = (diagram.height - 1) / 2, (diagram.width - 1) / 2

    def centrality(cell: Tuple[int, int]) -> Tuple[float, int, int]:
        return (max(abs(cell[0] - mid_i), abs(cell[1] - mid_j)), cell[0], cell[1])

    for symbols in ("O", "X", "*", ".,!", "o", "x", "?"):
        cells = [c for s in symbols for c in diagram.find(s)]
        if cells:
            cell = min(cells, key=centrality)
            return cell, ELEMENT_KIND[diagram.rows[cell[0]][cell[1]]]
    raise AssertionError("a diagram always has a cell")  # pragma: no cover


def _elements(diagram: Diagram, anchor: Tuple[int, int]) -> List[Tuple[int, int, str]]:
    ai, aj = anchor
    out = []
    for (i, j), ch in diagram.cells().items():
        kind = ELEMENT_KIND[ch]
        if kind in ("?", "%") or (i, j) == anchor:
            continue
        out.append((i - ai, j - aj, kind))
    out.sort(key=lambda e: (_KIND_ORDER[e[2]], max(abs(e[0]), abs(e[1])), e[0], e[1]))
    return out


def _placement(t: int, elements: Sequence[Tuple[int, int, str]], extent, edges: str,
               move: Optional[Tuple[int, int]]) -> Placement:
    offsets, masks, values = [], ([], []), ([], [])
    for di, dj, kind in elements:
        ti, tj = tf.transform(t, di, dj)
        offsets.append(tf.offset(ti, tj))
        for v, o_code in enumerate(O_CODES):
            m, val = and_compare(kind, o_code, 3 - o_code)
            masks[v].append(m)
            values[v].append(val)
    move_offset = None if move is None else tf.offset(*tf.transform(t, *move))
    new_edges = "".join(sorted(tf.transform_edges(t, edges)))
    return Placement(t, tf.transform_extent(t, extent), new_edges, tuple(offsets),
                     (tuple(masks[0]), tuple(masks[1])), (tuple(values[0]), tuple(values[1])),
                     move_offset)


def _labels(p: PatternSource, check: _Checker) -> Dict[str, List[Tuple[int, int]]]:
    """Label -> cells of the constraint diagram (``*`` included)."""
    labels: Dict[str, List[Tuple[int, int]]] = {}
    cd = p.constraint_diagram
    main = p.diagram
    star = main.find("*")
    if star:
        labels["*"] = star
    if cd is None:
        return labels
    if cd.rows and (cd.height != main.height or cd.width != main.width or cd.edges != main.edges):
        raise check.error("the constraint diagram does not have the shape of the pattern",
                          cd.line)
    for i, (row, mrow) in enumerate(zip(cd.rows, main.rows)):
        for j, (ch, mch) in enumerate(zip(row, mrow)):
            if ch == mch:
                continue
            if ch.isalpha() and ch not in "OoXx":
                labels.setdefault(ch, []).append((i, j))
            else:
                check.warn(f"constraint diagram has {ch!r} where the pattern has {mch!r}",
                           cd.row_lines[i])
    return labels


def _check_calls(p: PatternSource, tree: object, where: str, line: int,
                 labels: Dict[str, List[Tuple[int, int]]], check: _Checker) -> List[str]:
    """Check every call and constant of a constraint or action tree."""
    names = []
    main = p.diagram
    for node in walk(tree):
        if isinstance(node, Const):
            if node.name not in CONSTANTS:
                raise check.error(f"unknown name {node.name!r} in {where}", line)
            names.append(node.name)
        if not isinstance(node, Call):
            continue
        fn = AUTOHELPERS.get(node.name)
        at = node.line or line
        if fn is None:
            raise check.error(f"unknown autohelper {node.name!r}", at)
        if where == CONSTRAINT and fn.where == ACTION:
            raise check.error(f"{node.name} is an action and cannot be used in a constraint", at)
        n = len(node.args)
        if n < fn.min_args or (fn.max_args is not None and n > fn.max_args):
            raise check.error(f"{node.name} takes {fn.arity_text()} arguments, not {n}", at)
        kinds = fn.arg_kinds(n)
        first_move = kinds.find("M")
        for k, (arg, kind) in enumerate(zip(node.args, kinds)):
            if arg.name == "?":
                if kind != "M" or k == first_move:
                    raise check.error(f"'?' (tenuki) is not allowed as argument {k + 1} of "
                                      f"{node.name}", at)
                continue
            if arg.name not in labels:
                raise check.error(f"label {arg.name!r} is not in the constraint diagram", at)
            i, j = labels[arg.name][0]
            symbol = main.rows[i][j]
            if kind == "S" and symbol in ".,!*":
                check.warn(f"{node.name}: argument {arg.name!r} should be a stone, the "
                           f"pattern has {symbol!r}", at)
            if kind == "E" and symbol in "XOQY":
                check.warn(f"{node.name}: argument {arg.name!r} should be an empty point, "
                           f"the pattern has {symbol!r}", at)
        names.append(node.name)
    return names


def _check_attributes(p: PatternSource, labels, check: _Checker) -> None:
    allowed = ATTRIBUTE_MAPS.get(p.attribute_map)
    if allowed is None:
        raise check.error(f"unknown attribute_map {p.attribute_map!r}", p.colon_line)
    for name, value in p.attributes:
        kind = allowed.get(name)
        if kind is None:
            raise check.error(f"attribute {name!r} is not allowed by attribute_map "
                              f"{p.attribute_map}", p.colon_line)
        if kind == "W":
            continue
        if kind == "N" and isinstance(value, str):
            raise check.error(f"attribute {name} needs a number", p.colon_line)
        if kind == "L" and (not isinstance(value, str) or value not in labels):
            raise check.error(f"attribute {name} needs a label of the constraint diagram",
                              p.colon_line)


def _check_pattern(p: PatternSource, check: _Checker) -> None:
    d = p.diagram
    if len(d.find("*")) > 1:
        raise check.error("more than one '*' in the diagram", d.line)
    if len(d.find("Q")) + len(d.find("Y")) > 1:
        check.warn("more than one anchor mark (Q/Y); the first is used", d.line)
    if p.helper is not None and p.helper not in HELPERS:
        raise check.error(f"unknown helper {p.helper!r}", p.colon_line)
    for letter in p.classes:
        if letter not in CLASSES and not letter.isspace():
            check.warn(f"unknown classification letter {letter!r} (ignored)", p.colon_line)
    group = tf.SYMMETRY_GROUPS[p.symmetry]
    # Raw symbols: '*' (the move) and ',' or '!' (marks for callbacks) must map
    # onto themselves too, not just onto some empty point.
    cells = {c: {"Q": "O", "Y": "X"}.get(ch, ch) for c, ch in d.cells().items()}
    edges = frozenset(d.edges)
    if not all(tf.invariant_under(cells, edges, t) for t in group):
        check.warn(f"declared symmetry {p.symmetry!r} does not hold for the diagram",
                   p.colon_line)


def compile_pattern(p: PatternSource, index: int, diagnostics: List[Diagnostic]) -> CompiledPattern:
    """Compile one parsed pattern; raises PatternError, appends lint findings."""
    check = _Checker(p, diagnostics)
    _check_pattern(p, check)
    d = p.diagram
    labels = _labels(p, check)
    _check_attributes(p, labels, check)
    used: List[str] = []
    if p.constraint is not None:
        used += _check_calls(p, p.constraint, CONSTRAINT, p.constraint_line, labels, check)
    if p.action:
        used += _check_calls(p, p.action, ACTION, p.action_line, labels, check)
    referenced = {a.name for tree in (p.constraint, p.action) if tree
                  for c in calls(tree) for a in c.args}
    referenced |= {v for _, v in p.attributes if isinstance(v, str)}
    for name in labels:
        if name != "*" and name not in referenced:
            check.warn(f"label {name!r} is not used",
                       p.constraint_diagram.line if p.constraint_diagram else p.line)

    anchor, anchor_kind = choose_anchor(d)
    ai, aj = anchor
    elements = _elements(d, anchor)
    inside = [c for c, ch in d.cells().items() if ch != "%"]  # '%' may lie off the board
    extent = (min(i for i, _ in inside) - ai, min(j for _, j in inside) - aj,
              max(i for i, _ in inside) - ai, max(j for _, j in inside) - aj)
    star = d.find("*")
    move = (star[0][0] - ai, star[0][1] - aj) if star else None
    edges = "".join(sorted(d.edges))
    placements = tuple(_placement(t, elements, extent, edges, move)
                       for t in tf.SYMMETRY_TRANSFORMATIONS[p.symmetry])
    callback_kinds = set(p.callback_data)
    goal_kinds = set(p.goal_elements)
    callback, goal = [], []
    for (i, j), ch in sorted(d.cells().items()):
        plain = {"Q": "O", "Y": "X"}.get(ch, ch)
        if plain in callback_kinds or ch in callback_kinds:
            callback.append((i - ai, j - aj, ch))
        if plain in goal_kinds or ch in goal_kinds:
            goal.append((i - ai, j - aj))
    label_table = tuple((name, tuple((i - ai, j - aj) for i, j in cells))
                        for name, cells in sorted(labels.items()))
    names = tuple(sorted(set(used)))
    needs = tuple(sorted({AUTOHELPERS[n].needs if n in AUTOHELPERS else CONSTANTS[n].needs
                          for n in names} | ({HELPERS[p.helper].needs} if p.helper else set())))
    return CompiledPattern(
        index=index, name=p.name, file=p.file, line=p.line, symmetry=p.symmetry,
        classes=p.classes, attributes=p.attributes, helper=p.helper, comment=p.comment,
        rows=d.rows, edges=edges, anchor=anchor, anchor_kind=anchor_kind, move=move,
        elements=tuple(elements), extent=extent, placements=placements, labels=label_table,
        callback_elements=tuple(callback), goal_elements=tuple(goal),
        constraint=p.constraint, constraint_text=p.constraint_text,
        constraint_line=p.constraint_line, action=p.action, action_text=p.action_text,
        action_line=p.action_line, autohelpers=names, needs=needs)


def source_hash(text: str) -> str:
    """Hash of a source text and the compiler version (the cache key)."""
    return hashlib.sha256(f"{COMPILER_VERSION}\0{text}".encode("utf-8")).hexdigest()


def compile_source(source: SourceFile, text: str, name: str,
                   diagnostics: Optional[List[Diagnostic]] = None) -> CompiledDatabase:
    """Compile a parsed mkpat-dialect file into a :class:`CompiledDatabase`."""
    diagnostics = [] if diagnostics is None else diagnostics
    db = CompiledDatabase(name=name, file=source.file, dialect=source.dialect,
                          source_hash=source_hash(text), compiler_version=COMPILER_VERSION)
    seen: Dict[str, int] = {}
    for k, p in enumerate(source.patterns):
        if p.name in seen:
            diagnostics.append(Diagnostic(p.file, p.line, "warning",
                                          f"pattern name {p.name} also used at line "
                                          f"{seen[p.name]}"))
        seen.setdefault(p.name, p.line)
        db.patterns.append(compile_pattern(p, k, diagnostics))
    for _, key, value in source.directives:  # the settings in force at the end
        setattr(db, key, value)
    return db

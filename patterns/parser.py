"""Parser for GNU Go's `.db` pattern language (the ``mkpat`` dialect).

Counterpart of the reading half of GNU Go's ``mkpat``. A file holds
directives and patterns (manual chapter 9)::

    attribute_map general          # which name(value) fields are allowed
    goal_elements none             # element kinds that must touch the goal
    callback_data XOxo             # element kinds handed to the callback

    Pattern CC2                    # a name
    # comment lines

    ?.X        trailing text after whitespace is a comment
    O*O
    ?X?

    :8,nBC,shape(1),helper_name    # symmetry, classes, attributes, helper

    ?aX                            # optional constraint diagram with labels
    b*c
    ?X?

    ;xplay_attack_either(*,a,a,b)  # constraint (may span several ; lines)
    >antisuji(a);                  # action (may span several > lines)

Diagram symbols: ``. X O x o , * ? ! Q Y`` inside, ``| - +`` for board
edges and corners. Directives apply to the patterns after them.
Every error is a :class:`PatternError` naming the file and line.
Depends on the syntax tree and expression parser only.
"""
import re
from typing import List, Optional, Tuple

from .errors import PatternError
from .expr import parse_expression, parse_statements
from .source import AttributeValue, Diagram, PatternSource, SourceFile

MAIN_SYMBOLS = frozenset(".XOxo,*?!QY")
DIRECTIVES = ("attribute_map", "goal_elements", "callback_data")
SYMMETRIES = frozenset("8|\\/-+XO")
# Letters that cannot be labels in a constraint diagram (manual 9.5).
NOT_LABELS = frozenset("OoXxt")

_ATTRIBUTE_RE = re.compile(r"^([A-Za-z_]\w*)\s*\(\s*([^()]*?)\s*\)$")
_IDENT_RE = re.compile(r"^[A-Za-z_]\w*$")
_NUMBER_RE = re.compile(r"^[-+]?(?:\d+\.?\d*|\.\d+)$")

Line = Tuple[int, str]


def _row_content(text: str) -> str:
    """A diagram row without its trailing comment (text after whitespace)."""
    return text.split(None, 1)[0] if text.strip() else ""


def _is_edge_row(row: str) -> bool:
    return bool(row) and set(row) <= set("-+")


def parse_diagram(lines: List[Line], file: str, symbols: Optional[frozenset] = None) -> Diagram:
    """Turn diagram rows into a :class:`Diagram` (edges recognised and removed).

    ``symbols`` limits the interior symbols (None: anything but edge marks).
    Raises PatternError for ragged rows, misplaced edges or bad symbols.
    """
    rows = [(n, _row_content(t)) for n, t in lines]
    edges = set()
    first_line = rows[0][0]
    if _is_edge_row(rows[0][1]):
        edges.add("N")
        rows = rows[1:]
    if rows and _is_edge_row(rows[-1][1]):
        edges.add("S")
        rows = rows[:-1]
    if not rows:
        raise PatternError("a diagram needs at least one row inside its edges", file, first_line)
    for side, test in (("W", lambda r: r.startswith("|")), ("E", lambda r: r.endswith("|"))):
        marked = [test(r) for _, r in rows]
        if any(marked) and not all(marked):
            bad = rows[marked.index(False)][0]
            raise PatternError(f"edge '|' on the {'left' if side == 'W' else 'right'} "
                               "must be drawn on every row", file, bad)
        if all(marked):
            edges.add(side)
    interior = []
    for n, r in rows:
        inner = r[1 if "W" in edges else 0:len(r) - (1 if "E" in edges else 0)]
        for ch in inner:
            if ch in "|-+" or (symbols is not None and ch not in symbols):
                raise PatternError(f"unexpected symbol {ch!r} in diagram", file, n)
        interior.append((n, inner))
    width = len(interior[0][1])
    for n, inner in interior:
        if len(inner) != width:
            raise PatternError(f"diagram row has {len(inner)} points, the first row has "
                               f"{width}", file, n)
    if width == 0:
        raise PatternError("empty diagram row", file, interior[0][0])
    return Diagram(tuple(r for _, r in interior), frozenset(edges), first_line,
                   tuple(n for n, _ in interior))


def _parse_number(text: str) -> AttributeValue:
    return float(text) if any(c in text for c in ".eE") else int(text)


def parse_colon_line(pattern: PatternSource, line: int, text: str) -> None:
    """Fill symmetry, classes, attributes and helper from ``:sym,classes,...``."""
    file = pattern.file
    fields = [f.strip() for f in text[1:].split(",")]
    if not fields[0] or fields[0] not in SYMMETRIES:
        raise PatternError(f"bad symmetry {fields[0]!r} (expected one of 8 | \\ / - + X O)",
                           file, line)
    pattern.colon_line = line
    pattern.symmetry = fields[0]
    pattern.classes = fields[1] if len(fields) > 1 else ""
    attributes = []
    helper_seen = False
    for f in fields[2:]:
        if not f:
            continue
        m = _ATTRIBUTE_RE.match(f)
        if m:
            name, arg = m.groups()
            if _NUMBER_RE.match(arg):
                attributes.append((name, _parse_number(arg)))
            elif _IDENT_RE.match(arg) or arg == "*":
                attributes.append((name, arg))
            else:
                raise PatternError(f"bad argument {arg!r} of {name}", file, line)
        elif _IDENT_RE.match(f):
            if helper_seen:
                raise PatternError(f"second helper {f!r} in the colon line", file, line)
            helper_seen = True
            pattern.helper = None if f == "NULL" else f
        else:
            raise PatternError(f"cannot read colon line field {f!r}", file, line)
    pattern.attributes = tuple(attributes)


class _Lines:
    """A cursor over the numbered lines of a file."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.i = 0

    def done(self) -> bool:
        return self.i >= len(self.lines)

    def peek(self) -> str:
        return self.lines[self.i]

    def take(self) -> Line:
        self.i += 1
        return self.i, self.lines[self.i - 1]

    def skip_blank_and_comments(self) -> None:
        while not self.done() and (not self.peek().strip() or self.peek().startswith("#")):
            self.i += 1


def _is_pattern_line(text: str) -> bool:
    return text.startswith("Pattern") and (len(text) == 7 or text[7] in " \t")


def _is_directive(text: str) -> bool:
    word = text.split(None, 1)[0] if text.strip() else ""
    return word in DIRECTIVES


def _starts_block(text: str) -> bool:
    return _is_pattern_line(text) or _is_directive(text)


def _is_row(text: str) -> bool:
    """Could this line be a diagram row (main or constraint diagram)?"""
    if not text or text[0] in " \t#:;>" or _starts_block(text):
        return False
    return True


def _collect_rows(cur: _Lines) -> List[Line]:
    rows = []
    while not cur.done() and _is_row(cur.peek()):
        rows.append(cur.take())
    return rows


def _parse_pattern(cur: _Lines, file: str, header: Line, state: dict) -> PatternSource:
    line, text = header
    parts = text.split()
    if len(parts) < 2:
        raise PatternError("'Pattern' needs a name", file, line)
    comments = []
    while not cur.done() and (not cur.peek().strip() or cur.peek().startswith("#")):
        n, t = cur.take()
        if t.startswith("#"):
            comments.append(t[1:].strip())
    rows = _collect_rows(cur)
    if not rows:
        raise PatternError(f"pattern {parts[1]} has no diagram", file, line)
    diagram = parse_diagram(rows, file, MAIN_SYMBOLS)
    for n, t in rows:
        rest = t.split(None, 1)
        if len(rest) > 1:
            comments.append(rest[1].strip())
    pattern = PatternSource(parts[1], file, line, diagram, comment="\n".join(comments),
                            attribute_map=state["attribute_map"],
                            goal_elements=state["goal_elements"],
                            callback_data=state["callback_data"])
    cur.skip_blank_and_comments()
    if cur.done() or not cur.peek().startswith(":"):
        raise PatternError(f"pattern {pattern.name} has no ':' line after its diagram",
                           file, cur.i + 1 if not cur.done() else len(cur.lines))
    parse_colon_line(pattern, *cur.take())
    _parse_tail(cur, pattern)
    return pattern


def _parse_tail(cur: _Lines, pattern: PatternSource) -> None:
    """Constraint diagram, ``;`` constraint lines and ``>`` action lines."""
    file = pattern.file
    constraint: List[Line] = []
    action: List[Line] = []
    while True:
        cur.skip_blank_and_comments()
        if cur.done() or _starts_block(cur.peek()):
            break
        text = cur.peek()
        if text.startswith(";"):
            n, t = cur.take()
            constraint.append((n, t[1:]))
        elif text.startswith(">"):
            n, t = cur.take()
            action.append((n, t[1:]))
        elif text.startswith(":"):
            raise PatternError("a second ':' line in one pattern", file, cur.i + 1)
        elif pattern.constraint_diagram is None and not constraint and not action:
            pattern.constraint_diagram = parse_diagram(_collect_rows(cur), file)
        else:
            raise PatternError(f"unexpected line in pattern {pattern.name}: {text.strip()!r}",
                               file, cur.i + 1)
    if constraint:
        pattern.constraint_line = constraint[0][0]
        pattern.constraint_text = " ".join(t.strip() for _, t in constraint)
        pattern.constraint = parse_expression(constraint, file)
    if action:
        pattern.action_line = action[0][0]
        pattern.action_text = "\n".join(t.strip() for _, t in action)
        pattern.action = parse_statements(action, file)


def _parse_directive(text: str, line: int, file: str, state: dict, out: SourceFile) -> None:
    parts = text.split()
    if len(parts) != 2:
        raise PatternError(f"'{parts[0]}' takes exactly one value", file, line)
    name, value = parts
    if name != "attribute_map":
        value = "" if value == "none" else value
        bad = set(value) - MAIN_SYMBOLS
        if bad:
            raise PatternError(f"{name}: {sorted(bad)[0]!r} is not an element symbol",
                               file, line)
    state[name] = value
    out.directives.append((line, name, value))


def parse_db(text: str, file: str = "<string>") -> SourceFile:
    """Parse a `.db` file in the ``mkpat`` dialect.

    Returns a :class:`SourceFile`; raises PatternError (file and line) for
    anything it cannot read.
    """
    out = SourceFile(file, "mkpat")
    state = {"attribute_map": "general", "goal_elements": "", "callback_data": ""}
    cur = _Lines(text)
    while True:
        cur.skip_blank_and_comments()
        if cur.done():
            return out
        line, t = cur.take()
        if _is_pattern_line(t):
            out.patterns.append(_parse_pattern(cur, file, (line, t), state))
        elif _is_directive(t):
            _parse_directive(t, line, file, state, out)
        else:
            raise PatternError(f"expected 'Pattern NAME' or a directive, found {t.strip()!r}",
                               file, line)

"""Eye spaces, half eyes and eye values: how many eyes a group can make.

Counterpart of GNU Go's ``optics.c`` (manual chapter 8). For each colour,
on one examined position:

1. *Domains* (manual 8.11, ``make_domains``): a colour's domain holds its
   lively stones, the empty points (and dead stones) next to them, and,
   repeatedly, the empty points that two adjoining friendly points of their
   eight neighbours reach (a diagonal and an orthogonal one, neither on the
   first line) of stones and their neighbours reach, once (no further:
   influence must not flow through open space), unless an enemy stone
   stands beside the pair (knight's move) or enemy stones flank it
   (two-space jump); corners follow their own rule. Strings that reading finds dead, and inessential ones, are
   *not lively*: they are invisible here and count as eye space.
2. *Eye spaces* (8.2): the points of one colour's domain that are empty or
   hold dead stones. A point in the enemy domain too is eye space only when
   it touches a point that is only ours; then it, and any point next to
   enemy-only domain, is *marginal*. Connected points make one eye space,
   with an origin (its first point), a size and a marginal count. A *false
   margin* (8.10) is no eye space: an enemy string that reading cannot
   capture touches it, and an enemy stone there would have one liberty.
3. *Topology* (8.8, 8.9): every eye point with at most one neighbour in
   its space is judged by its diagonals (2 for a safe enemy stone, 1 for a
   point the enemy can take or a stone both sides can fight for, 0
   otherwise; ko gives the values ``KO_GOOD`` and ``KO_BAD`` in between;
   off the board 1, beyond a corner 0): 4 or more is a *false eye*, which
   becomes marginal; more than 2 a *half eye*, whose key point joins the
   eye graph as a marginal vertex.
4. *Values* (8.5-8.7): the graph of an eye space (vertices, adjacency,
   marginal vertices, dead enemy stones, sides off the board) is matched
   against our eye-shape database (``patterns/eyes.db``, computed by
   :mod:`kosumi.engine.tools.eyegen`), which gives the four-digit value
   and the vital points; a space that matches nothing is judged by size,
   as GNU Go does (two eyes when it has more than three points besides
   twice its margin).

Depends on the board, the reading results of the worm analysis and the
eye-shape database; knows nothing of dragons (the caller groups spaces).
"""
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, NamedTuple, Optional, Protocol, Sequence, Tuple

from ..patterns.database import EYE_SHAPES, DatabaseCache
from ..patterns.eyes import EyeShape
from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .geometry import BOARDSIZE, DIAGONALS, DIRS, NO_MOVE, NS, POS, I, J
from .reading import WIN, Reader
from .worms import Worms

# Diagonal values for ko (manual 8.9): KO_GOOD where the eye's owner takes
# the point unconditionally and the opponent only by ko, KO_BAD the other
# way round; GNU Go 3.8 uses 3/4 and 5/4 (exact in binary).
KO_GOOD = 3 / 4
KO_BAD = 5 / 4
FALSE_EYE_SUM = 4.0
HALF_EYE_SUM = 2.0

# A point's place in one colour's eye spaces.
NOT_EYE = 0
PROPER = 1
MARGINAL = 2

# Half-eye types (GNU Go's half_eye_data.type).
HALF_EYE = "HALF_EYE"
FALSE_EYE = "FALSE_EYE"

# Eye spaces bigger than this are not looked up (GNU Go's MAXEYE).
MAX_EYE_LOOKUP = 20
# Eye graphs whose match is remembered (EyeShapes.match) before the memo starts afresh.
KNOWN_GRAPHS = 50000
# What the shipped eye-shape database covers: every labelled graph of up to
# COMPLETE_SIZE vertices, and for the sizes listed those with at most
# (marginal vertices, dead stones); the generator omits only 2222 entries,
# so a covered graph that matches nothing is worth two eyes. (A test holds
# this equal to the generator's limits.)
COMPLETE_SIZE = 6
PARTIAL_COVERAGE = {7: (2, 1), 8: (1, 1)}


class EyeValue(NamedTuple):
    """GNU Go's ``struct eyevalue`` (manual 8.7): the eyes when (a) the
    attacker moves first and twice, (b) the attacker moves first, (c) the
    defender moves first, (d) the defender moves first and twice."""

    a: int
    b: int
    c: int
    d: int

    @property
    def min_eyes(self) -> int:
        return self.b

    @property
    def max_eyes(self) -> int:
        return self.c

    def __str__(self) -> str:
        """``1122``, or ``[21,21,22,23]`` once a digit would not do (GNU
        Go's print of an eye value)."""
        if max(self.a, self.b, self.c, self.d) > 9:
            return f"[{self.a},{self.b},{self.c},{self.d}]"
        return f"{self.a}{self.b}{self.c}{self.d}"

    def __add__(self, other: "EyeValue") -> "EyeValue":  # type: ignore[override]
        return add_eyevalues(self, other)

    @property
    def urgent(self) -> bool:
        """True when who moves first matters (GNU Go's eye_move_urgency > 0)."""
        return self.b != self.c


NO_EYES = EyeValue(0, 0, 0, 0)
TWO_EYES = EyeValue(2, 2, 2, 2)


def add_eyevalues(e: EyeValue, f: EyeValue) -> EyeValue:
    """The value of two independent eye spaces together (GNU Go's
    ``add_eyevalues``), by a minimax over who plays in which space:

    * b: the attacker chooses the space to start in; the defender either
      answers there (then the attacker starts in the other: b+b) or plays
      first in the other (then the attacker has moved twice here: a+c);
    * c: the mirror image (c+c, or d here and b there);
    * a: the attacker's extra move goes to the space where it hurts most;
    * d: the defender's likewise.
    """
    b = min(max(e.b + f.b, e.a + f.c), max(e.b + f.b, e.c + f.a))
    c = max(min(e.c + f.c, e.d + f.b), min(e.c + f.c, e.b + f.d))
    a = min(b, e.a + f.c, e.c + f.a, e.b + f.b - (1 if (e.b > e.a or f.b > f.a) else 0))
    d = max(c, e.d + f.b, e.b + f.d, e.c + f.c + (1 if (e.d > e.c or f.d > f.c) else 0))
    return EyeValue(max(a, 0), b, c, d)


@dataclass
class HalfEye:
    """GNU Go's ``half_eye_data`` for one point: the topological value, the
    type, and the moves that attack and defend the eye."""

    value: float = 0.0
    kind: Optional[str] = None
    attack_points: List[int] = field(default_factory=list)
    defense_points: List[int] = field(default_factory=list)


@dataclass
class EyeSpace:
    """One eye space of one colour."""

    origin: int
    color: int
    points: List[int]
    marginal: List[int]
    value: EyeValue = NO_EYES
    attack_point: int = NO_MOVE
    defense_point: int = NO_MOVE
    shape: str = ""                    # the matched eye-shape entry, or why none
    by_size: bool = False              # no shape known: the value is a guess by size

    @property
    def esize(self) -> int:
        return len(self.points)

    @property
    def msize(self) -> int:
        return len(self.marginal)


class EyeData:
    """One colour's eye spaces on one position (GNU Go's ``black_eye[]`` or
    ``white_eye[]`` with ``half_eye[]``): per point the space it belongs
    to, whether it is marginal, and its neighbours in the space."""

    def __init__(self, color: int) -> None:
        self.color = color
        self.kind = [NOT_EYE] * BOARDSIZE          # NOT_EYE, PROPER or MARGINAL
        # The kinds as the domains gave them, before false eyes became
        # margins: what amalgamation reads (GNU Go amalgamates first).
        self.domain_kind: List[int] = self.kind
        self.origin = [NO_MOVE] * BOARDSIZE
        self.spaces: Dict[int, EyeSpace] = {}
        self.half_eyes: Dict[int, HalfEye] = {}   # every point judged by topology
        self.false_margins: List[int] = []

    def space(self, pos: int) -> Optional[EyeSpace]:
        """The eye space at ``pos``, or None."""
        return self.spaces.get(self.origin[pos])

    def is_eye_space(self, pos: int) -> bool:
        return self.kind[pos] != NOT_EYE

    def is_marginal(self, pos: int) -> bool:
        return self.kind[pos] == MARGINAL

    def neighbors(self, pos: int) -> Tuple[int, int]:
        """(neighbours in the same space, of which marginal)."""
        n = m = 0
        for d in DIRS:
            q = pos + d
            if self.kind[q] != NOT_EYE and self.origin[q] == self.origin[pos]:
                n += 1
                m += self.kind[q] == MARGINAL
        return n, m


# ----------------------------------------------------------------------
# What the eye analysis asks of tactical reading


class Tactics(Protocol):
    """Whether a string can be captured or saved: ``(code, point)`` pairs,
    code 0 when it cannot."""

    def attack(self, pos: int) -> Tuple[int, int]: ...

    def defense(self, pos: int) -> Tuple[int, int]: ...


class WormTactics:
    """The answers of the worm analysis of the position (no reading)."""

    def __init__(self, worms: Worms) -> None:
        self.worms = worms

    def attack(self, pos: int) -> Tuple[int, int]:
        return self.worms.attack_codes[pos][0], self.worms.attack_points[pos][0]

    def defense(self, pos: int) -> Tuple[int, int]:
        return self.worms.defense_codes[pos][0], self.worms.defense_points[pos][0]


# ----------------------------------------------------------------------
# Domains and eye spaces


def lively_points(board: Board, worms: Worms) -> List[bool]:
    """Stones that count in the domains: not dead by reading (an attack
    without a defence) and not inessential. GNU Go's ``is_lively``."""
    lively = [False] * BOARDSIZE
    b = board.board
    for p in board.points():
        if b[p] in (BLACK, WHITE):
            dead = worms.attack_codes[p][0] != 0 and worms.defense_codes[p][0] == 0
            lively[p] = not dead and not worms.inessential[p]
    return lively


def false_margin(board: Board, pos: int, owner: int, lively: Sequence[bool],
                 tactics: Tactics, reader: Reader) -> bool:
    """True if the empty ``pos`` must not join ``owner``'s eye space as a
    margin (manual 8.10, the ``(X)`` not ``(X!)`` case): it touches stones
    of both colours, among the enemy's a dead one (in the space) and a
    lively one reading cannot capture, and the enemy cannot play there
    safely (it would only connect the dead stone to the living)."""
    b = board.board
    other = BLACK + WHITE - owner
    colors = {b[pos + d] for d in DIRS}
    if not {BLACK, WHITE} <= colors:
        return False
    if all(lively[pos + d] for d in DIRS if b[pos + d] == other):
        return False
    if not any(b[pos + d] == other and lively[pos + d] and tactics.attack(pos + d)[0] == 0
               for d in DIRS):
        return False
    return reader.safe_move(pos, other) == 0


def primary_domain(board: Board, color: int, lively: Sequence[bool],
                   excluded: Sequence[bool], region: Optional[Sequence[int]] = None) -> List[bool]:
    """``color``'s domain (module docstring, step 1).

    Each point carries an influence: +1 in the domain, -1 for a lively
    enemy stone, one less for a point next to a lively enemy stone (whose
    threshold is then 1 instead of 0) or, failing that, on the first line.
    A point joins the domain when an orthogonal neighbour and a diagonal
    neighbour next to it have more influence together than its threshold,
    which is the manual's rule with its two caveats; joining raises its
    influence by one, and the growth goes on until nothing changes. Only
    the points of ``region`` (default: the whole board) are looked at."""
    b = board.board
    size = board.size
    domain = [False] * BOARDSIZE
    influence = [0] * BOARDSIZE
    threshold = [0] * BOARDSIZE
    candidates = []
    for p in region if region is not None else board.points():
        if lively[p]:
            if b[p] == color:
                domain[p] = True
                influence[p] = 1
            else:
                influence[p] = -1
            continue
        own = enemy = False
        for d in DIRS:
            q = p + d
            if lively[q]:
                own |= b[q] == color
                enemy |= b[q] != color
        if own and not (b[p] == EMPTY and excluded[p]):
            domain[p] = True
            influence[p] = 1
        elif not own:
            candidates.append(p)
        if enemy:
            threshold[p] = 1
            influence[p] -= 1
        elif I(p) in (0, size - 1) or J(p) in (0, size - 1):
            influence[p] -= 1
    changed = True
    while changed and candidates:
        changed = False
        waiting = []
        for p in candidates:
            if _enough(p, influence, threshold[p], b):
                domain[p] = True
                influence[p] += 1
                changed = True
            else:
                waiting.append(p)
        candidates = waiting
    return domain


# Each orthogonal direction with the two diagonals next to it.
_PAIRS = tuple((d, d + side) for d in DIRS for side in ((1, -1) if d in (NS, -NS) else (NS, -NS)))


def _enough(p: int, influence: List[int], threshold: int, b: Sequence[int]) -> bool:
    for ortho, diag in _PAIRS:
        q = p + diag
        if b[q] != GRAY and influence[p + ortho] + influence[q] > threshold:
            return True
    return False


def make_eye_spaces(board: Board, tactics: Tactics, reader: Reader, lively: Sequence[bool],
                    region: Optional[Sequence[int]] = None) -> Dict[int, EyeData]:
    """Both colours' eye spaces (without values): GNU Go's ``make_domains``
    and ``partition_eyespaces``, over ``region`` (default: the board)."""
    points = region if region is not None else board.points()
    b = board.board
    excluded = [False] * BOARDSIZE
    false_margins: List[int] = []
    for p in points:
        if b[p] == EMPTY and any(lively[p + d] for d in DIRS) and \
                any(false_margin(board, p, c, lively, tactics, reader) for c in (BLACK, WHITE)):
            excluded[p] = True
            false_margins.append(p)
    domains = {c: primary_domain(board, c, lively, excluded, points) for c in (BLACK, WHITE)}
    result = {}
    for color in (BLACK, WHITE):
        mine, theirs = domains[color], domains[BLACK + WHITE - color]
        eyes = EyeData(color)
        eyes.false_margins = false_margins
        for p in points:
            if (b[p] != EMPTY and lively[p]) or not mine[p]:
                continue
            only_theirs = any(theirs[p + d] and not mine[p + d] for d in DIRS)
            if not theirs[p]:
                eyes.kind[p] = MARGINAL if only_theirs else PROPER
            elif any(mine[p + d] and not theirs[p + d] for d in DIRS):
                eyes.kind[p] = MARGINAL
        _partition(points, eyes)
        eyes.domain_kind = list(eyes.kind)
        result[color] = eyes
    return result


def _partition(points: Sequence[int], eyes: EyeData) -> None:
    """Connected eye points make one eye space, but two marginal points do
    not join each other; the origin is the first point in board order
    (GNU Go's ``partition_eyespaces``)."""
    kind = eyes.kind
    for p in sorted(points):
        if kind[p] == NOT_EYE or eyes.origin[p] != NO_MOVE:
            continue
        points, todo = [p], [p]
        eyes.origin[p] = p
        while todo:
            q = todo.pop()
            for d in DIRS:
                r = q + d
                if kind[r] != NOT_EYE and eyes.origin[r] == NO_MOVE \
                        and not (kind[r] == MARGINAL and kind[q] == MARGINAL):
                    eyes.origin[r] = p
                    points.append(r)
                    todo.append(r)
        points.sort()
        eyes.spaces[p] = EyeSpace(p, eyes.color, points,
                                  [q for q in points if kind[q] == MARGINAL])


# ----------------------------------------------------------------------
# Topology: half eyes and false eyes


def topological_eye(board: Board, pos: int, eyes: EyeData, tactics: Tactics,
                    reader: Reader) -> HalfEye:
    """The topological value of eye point ``pos`` (manual 8.8, 8.9): the
    sum over its diagonals, with the moves that fight for the diagonals
    (those without ko first)."""
    size = board.size
    half = HalfEye()
    total = 0.0
    fights = []
    for d in DIAGONALS:
        q = pos + d
        off = (not 0 <= I(q) < size) + (not 0 <= J(q) < size)
        if off:
            total += off % 2           # one side off: 1; off the corner: 0
            continue
        value, point = _diagonal(board, q, eyes, tactics, reader)
        total += value
        if 0.0 < value < 2.0 and point != NO_MOVE:
            fights.append((value, point))
    # Diagonals both sides can take without ko come first; then for the
    # attack those we hold by ko, for the defence those the opponent does.
    attack_rank = {1.0: 3, KO_GOOD: 2, KO_BAD: 1}
    defense_rank = {1.0: 3, KO_GOOD: 1, KO_BAD: 2}
    for ranks, out in ((attack_rank, half.attack_points), (defense_rank, half.defense_points)):
        best = max((ranks.get(v, 0) for v, _ in fights), default=0)
        out.extend(p for v, p in fights if ranks.get(v, 0) == best and p not in out)
    half.value = total
    if total >= FALSE_EYE_SUM:
        half.kind = FALSE_EYE
    elif total > HALF_EYE_SUM:
        half.kind = HALF_EYE
    return half


def _diagonal(board: Board, q: int, eyes: EyeData, tactics: Tactics,
              reader: Reader) -> Tuple[float, int]:
    """(value, the point to fight at) of one diagonal point on the board:
    0 if the eye's owner controls it, 1 if either side can take it, 2 if
    the opponent holds it, and KO_GOOD or KO_BAD where a ko decides."""
    b = board.board
    color = eyes.color
    other = BLACK + WHITE - color
    c = b[q]
    if eyes.kind[q] == PROPER and eyes.neighbors(q)[1] < 2 \
            and not (c == EMPTY and board.does_capture_something(q, other)):
        return 0.0, NO_MOVE            # our own eye space
    if c == color:
        return 0.0, NO_MOVE
    if c == other:
        acode, apoint = tactics.attack(q)
        if acode == 0:
            return 2.0, NO_MOVE
        dcode = tactics.defense(q)[0]
        if dcode == 0:
            return 0.0, NO_MOVE
        if (acode == WIN) == (dcode == WIN):
            return 1.0, apoint
        return (KO_GOOD if acode == WIN else KO_BAD), apoint
    theirs = reader.safe_move(q, other)
    if theirs == 0:
        return 0.0, NO_MOVE
    if theirs != WIN:
        return KO_GOOD, q
    ours = reader.safe_move(q, color)
    if ours == 0:
        return 2.0, NO_MOVE
    return (1.0 if ours == WIN else KO_BAD), q


def find_half_and_false_eyes(board: Board, eyes: EyeData, tactics: Tactics,
                             reader: Reader, spaces: Optional[Iterable[EyeSpace]] = None
                             ) -> None:
    """Judge every proper eye point with at most one neighbour in its
    space; a false eye becomes marginal when the opponent can play there
    or stands there, or the space is that one point (GNU Go's
    ``find_half_and_false_eyes`` and ``add_false_eye``). ``spaces``
    limits the work to those spaces (owl reads only the goal's)."""
    other = BLACK + WHITE - eyes.color
    for space in list(eyes.spaces.values()) if spaces is None else list(spaces):
        for p in space.points:
            if eyes.kind[p] != PROPER or eyes.neighbors(p)[0] > 1:
                continue
            half = topological_eye(board, p, eyes, tactics, reader)
            eyes.half_eyes[p] = half
            if half.kind == FALSE_EYE and (space.esize == 1 or board.board[p] == other
                                           or board.is_legal(p, other)):
                eyes.kind[p] = MARGINAL
                space.marginal = sorted(space.marginal + [p])


# ----------------------------------------------------------------------
# Eye graphs and their values


@dataclass
class EyeGraph:
    """The graph of one eye space as the matcher sees it (manual 8.5-8.6):
    per vertex its board point, whether it is marginal, whether a dead
    enemy stone stands there, how many of its sides are off the board, and
    its neighbours (indices). A half eye's key point is an extra marginal
    vertex joined to the half eye."""

    points: List[int]
    marginal: List[bool]
    stone: List[bool]
    edge: List[int]
    neighbors: List[List[int]]

    def signature(self) -> Tuple[Tuple[int, bool], ...]:
        """The degree and marginality of every vertex, sorted: a shape can
        match only a graph with the same (each vertex maps to one alike)."""
        return tuple(sorted((len(n), bool(m)) for n, m in zip(self.neighbors, self.marginal)))


def eye_graph(board: Board, space: EyeSpace, eyes: EyeData) -> EyeGraph:
    """The graph of ``space`` with its half eyes' key points."""
    b = board.board
    other = BLACK + WHITE - eyes.color
    index = {p: k for k, p in enumerate(space.points)}
    points = list(space.points)
    marginal = [eyes.kind[p] == MARGINAL for p in points]
    stone = [b[p] == other for p in points]
    edge = [sum(1 for d in DIRS if b[p + d] == GRAY) for p in points]
    neighbors = [[index[p + d] for d in DIRS if p + d in index] for p in points]
    for p in space.points:
        half = eyes.half_eyes.get(p)
        if half is None or half.kind != HALF_EYE or not half.defense_points:
            continue
        key = half.defense_points[0]
        if key in index:
            continue
        k = len(points)
        index[key] = k
        points.append(key)
        marginal.append(True)
        stone.append(False)
        edge.append(sum(1 for d in DIRS if b[key + d] == GRAY))
        neighbors.append([index[p]])
        neighbors[index[p]].append(k)
    return EyeGraph(points, marginal, stone, edge, neighbors)


class EyeShapes:
    """Our eye-shape database, indexed for matching: shapes grouped by
    the degree and marginality of their vertices (:meth:`EyeGraph.signature`);
    in each group the database's order (edge-specific entries first), so the
    first match is the database's first. Matches are remembered by graph
    structure."""

    def __init__(self, shapes: Sequence[EyeShape]) -> None:
        self.groups: Dict[Tuple[Tuple[int, bool], ...], List[EyeShape]] = {}
        for shape in shapes:
            key = tuple(sorted((len(v.neighbors), bool(v.marginal)) for v in shape.vertices))
            self.groups.setdefault(key, []).append(shape)
        # Answers by graph structure: the owl meets the same few graphs at
        # thousands of nodes (a pure function's memo, so no state leaks).
        self._known: Dict[tuple, Optional[Tuple[EyeShape, List[int]]]] = {}

    @classmethod
    def builtin(cls, cache: Optional[DatabaseCache] = None) -> "EyeShapes":
        return cls((cache or DatabaseCache()).load(EYE_SHAPES).eye_shapes)

    def match(self, graph: EyeGraph) -> Optional[Tuple[EyeShape, List[int]]]:
        """The first shape the graph matches, with the graph vertex (an
        index into ``graph.points``) of each shape vertex; None if none
        does."""
        key = (tuple(graph.marginal), tuple(graph.stone), tuple(graph.edge),
               tuple(map(tuple, graph.neighbors)))
        if key in self._known:
            return self._known[key]
        found = None
        for shape in self.groups.get(graph.signature(), ()):
            mapping = _isomorphism(shape, graph)
            if mapping is not None:
                found = shape, mapping
                break
        if len(self._known) >= KNOWN_GRAPHS:
            self._known.clear()
        self._known[key] = found
        return found


def _fits(symbol_vertex, graph: EyeGraph, k: int) -> bool:
    v = symbol_vertex
    if v.marginal != graph.marginal[k] or len(v.neighbors) != len(graph.neighbors[k]):
        return False
    if graph.edge[k] < v.edge:
        return False
    if v.symbol in "X$":
        return graph.stone[k]
    if v.symbol == "x":
        return True
    return not graph.stone[k]


def _isomorphism(shape: EyeShape, graph: EyeGraph) -> Optional[List[int]]:
    """A label- and adjacency-preserving map of shape vertices to graph
    vertices (backtracking in breadth-first order of the shape)."""
    order, seen = [0], {0}
    for k in order:
        for n in shape.vertices[k].neighbors:
            if n not in seen:
                seen.add(n)
                order.append(n)
    if len(order) != len(shape.vertices):
        return None
    image = [-1] * len(shape.vertices)
    used = [False] * len(graph.points)

    def extend(depth: int) -> bool:
        if depth == len(order):
            return True
        k = order[depth]
        vertex = shape.vertices[k]
        placed = [n for n in vertex.neighbors if image[n] >= 0]
        candidates = graph.neighbors[image[placed[0]]] if placed else range(len(graph.points))
        for g in candidates:
            if used[g] or not _fits(vertex, graph, g):
                continue
            if any(image[n] not in graph.neighbors[g] for n in placed):
                continue
            image[k] = g
            used[g] = True
            if extend(depth + 1):
                return True
            image[k] = -1
            used[g] = False
        return False

    return image if extend(0) else None


def _breathless(graph: EyeGraph, start: int) -> bool:
    """True if the dead stones connected to vertex ``start`` touch no empty
    vertex of the graph."""
    seen, todo = {start}, [start]
    while todo:
        for n in graph.neighbors[todo.pop()]:
            if not graph.stone[n]:
                return False
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return True


def encloses(points: Sequence[int], size: int) -> bool:
    """True if the points, with the board's edge, shut in some other point
    (a ring, or a pocket in a corner): the generator's model has no such
    spaces."""
    inside = set(points)
    rows = [I(p) for p in points]
    cols = [J(p) for p in points]
    top, bottom, left, right = min(rows), max(rows), min(cols), max(cols)
    box = {POS(i, j) for i in range(top, bottom + 1) for j in range(left, right + 1)} - inside
    outside = {p for p in box if (I(p) == top > 0) or (I(p) == bottom < size - 1)
               or (J(p) == left > 0) or (J(p) == right < size - 1)}
    todo = list(outside)
    while todo:
        p = todo.pop()
        for d in DIRS:
            q = p + d
            if q in box and q not in outside:
                outside.add(q)
                todo.append(q)
    return len(outside) < len(box)


def covered(graph: EyeGraph, size: int) -> bool:
    """True if the database holds every non-2222 graph of this kind: it has
    no marginal vertex holding a dead stone, every group of dead stones has
    a liberty inside the space (a false margin can give it one outside,
    which the generator's model has not), and the space encloses no point."""
    if any(m and st for m, st in zip(graph.marginal, graph.stone)):
        return False
    if encloses(graph.points, size):
        return False
    if any(_breathless(graph, k) for k in range(len(graph.points)) if graph.stone[k]):
        return False
    n = len(graph.points)
    if n <= COMPLETE_SIZE:
        return True
    limits = PARTIAL_COVERAGE.get(n)
    return limits is not None and sum(graph.marginal) <= limits[0] \
        and sum(graph.stone) <= limits[1]


def _captured_first(graph: EyeGraph, space: EyeSpace, shapes: EyeShapes) -> bool:
    """A space filled with dead stones that have no liberty inside it (a
    false margin gives them one outside) is worth what the emptied space
    is worth with the opponent to move: the owner's capture comes first.
    Sets the value and returns True when that emptied shape is known."""
    inner = [k for k in range(len(graph.points)) if graph.stone[k] and not graph.marginal[k]]
    if not inner or any(not graph.stone[k] for k in range(len(graph.points))
                        if not graph.marginal[k]):
        return False
    if not all(_breathless(graph, k) for k in inner):
        return False
    emptied = EyeGraph(graph.points, graph.marginal, [False] * len(graph.points), graph.edge,
                       graph.neighbors)
    found = shapes.match(emptied)
    if found is None:
        return False
    a, b = found[0].value[:2]
    space.value = EyeValue(a, b, b, b)
    space.shape = f"{found[0].name} after the capture"
    return True


def evaluate_space(board: Board, space: EyeSpace, eyes: EyeData, shapes: EyeShapes) -> None:
    """The value and vital points of one eye space (GNU Go's
    ``compute_eyes``): from the first matching shape; else by size."""
    if space.esize > MAX_EYE_LOOKUP:
        space.value, space.shape = TWO_EYES, "too big to look up"
        space.by_size = True
        return
    graph = eye_graph(board, space, eyes)
    found = shapes.match(graph)
    if found is None and _captured_first(graph, space, shapes):
        return
    if found is None:
        if covered(graph, board.size):
            space.value, space.shape = TWO_EYES, "no shape matches: two eyes (solved)"
            return
        inner = space.esize - 2 * space.msize
        space.value = TWO_EYES if inner > 3 else EyeValue(1, 1, 1, 1) if inner > 0 else NO_EYES
        space.shape = "not in the database: judged by size"
        space.by_size = True
        return
    shape, image = found
    space.value = EyeValue(*shape.value)
    space.shape = shape.name
    if space.value.urgent:
        attack = [graph.points[image[k]] for k, v in enumerate(shape.vertices) if v.attack_point]
        defense = [graph.points[image[k]] for k, v in enumerate(shape.vertices)
                   if v.defense_point]
        space.attack_point = min(attack) if attack else NO_MOVE
        space.defense_point = min(defense) if defense else NO_MOVE


def make_eye_data(board: Board, worms: Worms, reader: Reader,
                  shapes: EyeShapes) -> Dict[int, EyeData]:
    """Eye spaces of both colours with their half eyes, false eyes, values
    and vital points: all of optics for one position."""
    tactics = WormTactics(worms)
    result = make_eye_spaces(board, tactics, reader, lively_points(board, worms))
    for eyes in result.values():
        find_half_and_false_eyes(board, eyes, tactics, reader)
        for space in eyes.spaces.values():
            evaluate_space(board, space, eyes, shapes)
    return result

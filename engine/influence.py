"""Influence and territory as GNU Go computes them (manual chapter 13).

Every living stone is an influence source of strength 100. Its influence
spreads breadth first, outwards only, to the eight neighbours of each
point it reaches (13.6-13.7). A step loses a factor of the attenuation
(2.4 for territorial influence) and, unless it leaves the source itself,
the squared cosine of the angle between the step and the line from the
source, so that influence does not bend around stones; a diagonal step
loses a further factor 1.7 and half of that cosine. Influence below 0.02
goes no further. The contributions of all sources add up.

The board stops influence through its *permeability* (13.8), one value
per point and colour: a living stone lets no influence in; an empty point
next to a living stone lets the other colour's influence through at a
quarter per orthogonal stone and 0.65 per diagonal one, and a diagonal
step needs one of the two points it passes between to be open, so that a
diagonal pair of stones is a wall. A dead stone keeps its own colour's
influence out and lets the other colour's through.

From the two fields each point gets a territory value in [-1, 1],
positive for Black (13.5, GNU Go's ``value_territory``): the cube of the
difference over the sum; scaled down where both fields are weak, weak
meaning more in the centre than on the edge or in a corner; then lowered
to the weakest of its neighbours, unless the neighbour is closed to the
opponent (no territory in an open centre). Summed over the board it is
the score; its change when a stone is added (:func:`territory_delta`) is
the territorial value of a move (GNU Go's ``influence_delta_territory``).

Two kinds are computed: the territorial one (above), for territory and
the value of moves, and GNU Go's shorter-ranged *escape* influence
(attenuation 6, diagonal damping 2), from which the dragons read where
they can run, their moyo and their neighbours. The caller may weaken the
stones of weak dragons (GNU Go's ``set_dragon_strengths``).

Left out for now: the pattern databases of barriers, intrusions and
invasion points (``barriers.db``, ``influence.db``), non-territory
patterns and the follow-up influence. So influence does not yet know
that a one-space jump is a wall for the opponent only when the opponent
cannot cut it, nor where an invasion can start.

Depends on the geometry and colours only: the caller says which stones
are dead.
"""
from typing import Dict, Iterable, List, Optional, Sequence, Set, Tuple

from .colors import BLACK, EMPTY, GRAY, WHITE
from .geometry import BOARDSIZE, NS, I, J

STRENGTH = 100.0            # a living stone's influence at its own point
ATTENUATION = 2.4           # lost per step (territorial influence)
DIAGONAL_DAMPING = 1.7      # lost further per diagonal step
# (attenuation, diagonal damping) of the two kinds of influence: the
# territorial one, and the shorter-ranged one that tells a dragon where
# it can run (GNU Go's escape influence, twice the default attenuation).
TERRITORIAL = (ATTENUATION, DIAGONAL_DAMPING)
ESCAPE = (6.0, 2.0)
CUTOFF = 0.02               # influence below this spreads no further
# Permeability for the other colour next to a living stone, per
# orthogonal and per diagonal neighbour.
ORTHOGONAL_SHADOW = 0.25
DIAGONAL_SHADOW = 0.65
# How much influence a point needs before it can be territory, by its
# centrality (0 in a corner, 24 in the centre; steps of 4): it is easier
# to hold the edge than the centre.
MIN_FOR_TERRITORY = (6.0, 15.0, 26.0, 36.0, 45.0, 50.0, 55.0)
CENTRALITY_STEP = 4.0
# The share of the territory guess kept at a ratio of the stronger field to
# that minimum of 0, 0.2, ... 1.0.
WEAK_SHARE = (0.0, 0.25, 0.45, 0.65, 0.85, 1.0)
# whose_territory / whose_moyo / whose_area (GNU Go's thresholds).
TERRITORY_LEVEL = 0.95
MOYO_BALANCE, MOYO_MINIMUM, MOYO_OPPONENT_MAXIMUM = 7.0, 5.0, 10.0
AREA_BALANCE, AREA_MINIMUM, AREA_OPPONENT_MAXIMUM = 3.0, 1.0, 40.0

# Row and column of every array index.
_ROW = tuple(I(p) for p in range(BOARDSIZE))
_COL = tuple(J(p) for p in range(BOARDSIZE))
# The eight steps as (delta, di, dj, diagonal, first side, second side);
# a diagonal step passes between p + first side and p + second side.
_STEPS = tuple((di * NS + dj, di, dj, bool(di and dj), di * NS, dj)
               for di, dj in ((1, 0), (0, -1), (-1, 0), (0, 1),
                              (1, -1), (-1, -1), (-1, 1), (1, 1)))


class Source:
    """One source's contribution: the points it reached and how much."""

    __slots__ = ("pos", "color", "strength", "points", "values")

    def __init__(self, pos: int, color: int, strength: float, points: List[int],
                 values: List[float]) -> None:
        self.pos = pos
        self.color = color
        self.strength = strength
        self.points = points
        self.values = values


class Influence:
    """Black and white influence and the territory value of every point.

    ``board``: the colour array; ``points``: the board's points; ``dead``:
    stones that count as captured; ``strength``: a living stone's strength
    where it is not STRENGTH (GNU Go weakens the stones of weak dragons).
    ``territory[p]`` is in [-1, 1], +1 sure Black; a living stone's point
    holds its owner's value, a dead stone's the other side's.
    """

    __slots__ = ("points", "size", "dead", "spread", "black", "white", "black_open",
                 "white_open", "closed", "guess", "territory", "sources", "reach")

    def __init__(self, board: Sequence[int], points: Sequence[int],
                 dead: Optional[Set[int]] = None,
                 strength: Optional[Dict[int, float]] = None,
                 spread: Tuple[float, float] = TERRITORIAL) -> None:
        self.points = list(points)
        self.spread = spread
        self.size = _size_of(self.points)
        self.dead = set(dead or ())
        self.closed = [True] * BOARDSIZE
        self.black_open = [0.0] * BOARDSIZE
        self.white_open = [0.0] * BOARDSIZE
        _permeability(board, self.points, self.dead, self.closed, self.black_open,
                      self.white_open)
        self.black = [0.0] * BOARDSIZE
        self.white = [0.0] * BOARDSIZE
        self.sources: List[Source] = []
        work = [0.0] * BOARDSIZE
        for p in self.points:
            c = board[p]
            if c in (BLACK, WHITE) and p not in self.dead:
                source = _accumulate(p, c, self.black_open if c == BLACK else self.white_open,
                                     self.closed, work,
                                     strength.get(p, STRENGTH) if strength else STRENGTH,
                                     *spread)
                self.sources.append(source)
                _add(self.black if c == BLACK else self.white, source, 1.0)
        # For each point, the sources whose influence reached it.
        self.reach: List[List[int]] = [[] for _ in range(BOARDSIZE)]
        for k, source in enumerate(self.sources):
            for p in source.points:
                self.reach[p].append(k)
        self.guess = [0.0] * BOARDSIZE
        self.territory = [0.0] * BOARDSIZE
        for p in self.points:
            self.guess[p] = _guess(board[p], p in self.dead, self.black[p], self.white[p],
                                   self.size, p)
        for p in self.points:
            self.territory[p] = _settle(board, p, self.dead, self.guess, self.black_open,
                                        self.white_open, self.closed)

    def score(self, board: Sequence[int], dead: Optional[Set[int]] = None,
              area: bool = False) -> float:
        """Black's expected points minus White's, without komi or
        captures: territory values of empty points, dead stones counted
        twice (point and prisoner) under territory rules; under area rules
        every point's value once."""
        dead = self.dead if dead is None else dead
        total = 0.0
        for p in self.points:
            c = board[p]
            if c == EMPTY or area:
                total += self.territory[p]
            elif p in dead:
                total += 2.0 * self.territory[p]
        return total

    def owner(self, p: int, threshold: float = 0.5) -> int:
        """BLACK or WHITE if the territory value at ``p`` is beyond
        ``threshold`` for that side, else EMPTY."""
        t = self.territory[p]
        if t >= threshold:
            return BLACK
        if t <= -threshold:
            return WHITE
        return EMPTY

    def whose_territory(self, p: int) -> int:
        """The colour whose territory ``p`` is: only its influence reaches
        it and the value is nearly sure (GNU Go's ``whose_territory``)."""
        b, w, t = self.black[p], self.white[p], self.territory[p]
        if b > 0.0 and w == 0.0 and t > TERRITORY_LEVEL:
            return BLACK
        if w > 0.0 and b == 0.0 and t < -TERRITORY_LEVEL:
            return WHITE
        return EMPTY

    def whose_moyo(self, p: int) -> int:
        """Territory, or where one side's influence is several times the
        other's (GNU Go's ``whose_moyo``)."""
        owner = self.whose_territory(p)
        if owner != EMPTY:
            return owner
        return _dominant(self.black[p], self.white[p], MOYO_BALANCE, MOYO_MINIMUM,
                         MOYO_OPPONENT_MAXIMUM)

    def whose_area(self, p: int) -> int:
        """Moyo, or where one side's influence clearly leads (GNU Go's
        ``whose_area``)."""
        owner = self.whose_moyo(p)
        if owner != EMPTY:
            return owner
        return _dominant(self.black[p], self.white[p], AREA_BALANCE, AREA_MINIMUM,
                         AREA_OPPONENT_MAXIMUM)


def _dominant(b: float, w: float, balance: float, minimum: float, opponent: float) -> int:
    if b > balance * w and b > minimum and w < opponent:
        return BLACK
    if w > balance * b and w > minimum and b < opponent:
        return WHITE
    return EMPTY


def _size_of(points: Sequence[int]) -> int:
    size = 0
    while size * size < len(points):
        size += 1
    return size


def _permeability(board: Sequence[int], points: Sequence[int], dead: Set[int],
                  closed: List[bool], black_open: List[float],
                  white_open: List[float]) -> None:
    """Fill the permeability arrays (off-board points stay closed, 0)."""
    for p in points:
        c = board[p]
        closed[p] = c in (BLACK, WHITE) and p not in dead
        black_open[p], white_open[p] = _open_before_shadow(c, p in dead)
    for p in points:
        if not closed[p]:
            _shadow(board, p, dead, black_open, white_open)


def _open_before_shadow(color: int, dead: bool) -> Tuple[float, float]:
    """Black's and White's permeability of a point before the shadows of
    the stones around it: a dead stone shuts out its own colour, a living
    one the other (it is closed to both anyway)."""
    if color == BLACK:
        return (0.0, 1.0) if dead else (1.0, 0.0)
    if color == WHITE:
        return (1.0, 0.0) if dead else (0.0, 1.0)
    return 1.0, 1.0


def _shadow(board: Sequence[int], p: int, dead: Set[int], black_open: List[float],
            white_open: List[float]) -> None:
    """Living stones around ``p`` make it harder for the other colour's
    influence to pass; a dead stone next to it lifts that for the
    colour that captures it."""
    black = white = 1.0
    for d, _, _, diagonal, _, _ in _STEPS:
        q = p + d
        c = board[q]
        if c != BLACK and c != WHITE:
            continue
        if q in dead:
            if c == BLACK:
                white = -1.0
            else:
                black = -1.0
            continue
        factor = DIAGONAL_SHADOW if diagonal else ORTHOGONAL_SHADOW
        if c == BLACK:
            white *= factor
        else:
            black *= factor
    if black > 0.0:
        black_open[p] *= black
    if white > 0.0:
        white_open[p] *= white


def _accumulate(source: int, color: int, permeability: Sequence[float],
                closed: Sequence[bool], work: List[float], strength: float = STRENGTH,
                attenuation: float = ATTENUATION,
                diagonal_damping: float = DIAGONAL_DAMPING) -> Source:
    """One source's influence, spread outwards breadth first (GNU Go's
    ``accumulate_influence``). ``work`` is all zeros and is left so."""
    inv_attenuation = 1.0 / attenuation
    inv_diagonal = 1.0 / diagonal_damping
    si, sj = _ROW[source], _COL[source]
    queue = [source]
    work[source] = strength
    k = 0
    while k < len(queue):
        p = queue[k]
        k += 1
        through = permeability[p]
        if through == 0.0:
            continue
        flow = work[p] * inv_attenuation * through
        di0 = _ROW[p] - si
        dj0 = _COL[p] - sj
        at_source = k == 1
        inv_r2 = 1.0 if at_source else 1.0 / (di0 * di0 + dj0 * dj0)
        for d, di, dj, diagonal, side1, side2 in _STEPS:
            q = p + d
            if closed[q]:
                continue
            if at_source:
                c = flow
            else:
                a = di * di0 + dj * dj0
                if a <= 0:
                    continue
                c = flow * a * a * inv_r2
            if diagonal:
                gap = permeability[p + side1]
                other = permeability[p + side2]
                if other > gap:
                    gap = other
                c *= gap * inv_diagonal
                if not at_source:
                    c *= 0.5
            if c <= CUTOFF:
                continue
            if work[q] == 0.0:
                queue.append(q)
            work[q] += c
    values = [work[p] for p in queue]
    for p in queue:
        work[p] = 0.0
    return Source(source, color, strength, queue, values)


def _add(field: List[float], source: Source, sign: float) -> None:
    for p, v in zip(source.points, source.values):
        field[p] += sign * v


def interpolate(table: Tuple[float, ...], x: float, step: float) -> float:
    """Piecewise linear through ``table`` at 0, step, 2 step, ...; clamped."""
    if x <= 0.0:
        return table[0]
    k = x / step
    n = int(k)
    if n >= len(table) - 1:
        return table[-1]
    f = k - n
    return table[n] * (1.0 - f) + table[n + 1] * f


def _centrality(p: int, size: int) -> float:
    """0 in a corner up to 24 in the centre: twice the distance to the
    nearest edge plus both distances, the larger one counted at most 4."""
    di = min(_ROW[p], size - 1 - _ROW[p])
    dj = min(_COL[p], size - 1 - _COL[p])
    if di > dj:
        di = min(4, di)
    else:
        dj = min(4, dj)
    return 2.0 * min(di, dj) + di + dj


def _guess(color: int, dead: bool, b: float, w: float, size: int, p: int) -> float:
    """First guess at a point's territory value, before its neighbours."""
    if color == BLACK:
        return -1.0 if dead else 1.0
    if color == WHITE:
        return 1.0 if dead else -1.0
    if b + w <= 0.0:
        return 0.0
    diff = (b - w) / (b + w)
    ratio = max(b, w) / interpolate(MIN_FOR_TERRITORY, _centrality(p, size),
                                     CENTRALITY_STEP)
    return diff * diff * diff * interpolate(WEAK_SHARE, ratio, 0.2)


def _settle(board: Sequence[int], p: int, dead: Set[int], guess: Sequence[float],
            black_open: Sequence[float], white_open: Sequence[float],
            closed: Sequence[bool]) -> float:
    """A point's territory value: its guess lowered to the weakest of its
    open neighbours (a neighbour the opponent cannot enter does not
    lower it)."""
    value = guess[p]
    if closed[p] or board[p] != EMPTY:
        return value
    for d, _, _, diagonal, _, _ in _STEPS[:4]:
        q = p + d
        if board[q] == GRAY or closed[q]:
            continue
        if value > 0.0:
            through = white_open[q]
            value = max(0.0, min(value, through * guess[q] + (1.0 - through) * guess[p]))
        else:
            through = black_open[q]
            value = min(0.0, max(value, through * guess[q] + (1.0 - through) * guess[p]))
    return value


def territory_delta(board, move: int, color: int, before: Influence,
                    dead: Optional[Iterable[int]] = None) -> float:
    """How much ``color``'s territory grows when it plays ``move``: the sum
    of territory changes over the board, from ``color``'s side (a dead
    stone's point counts twice: point and prisoner). The move's own point
    and the points of the stones it captures are left out (the tactical
    reasons value the capture), but captured stones radiate no more.

    Only the sources whose influence came within two points of the move
    can change (the new stone closes its point and shadows its
    neighbours), so only they are spread again, and only the points they
    reach, with their neighbours, are valued again; a capture, which is
    rarer, is valued by a full computation. The board is left as it was.
    Counterpart of GNU Go's ``influence_delta_territory``.
    """
    b = board.board
    dead_set = before.dead if dead is None else set(dead)
    captured = _captures(board, move, color)
    if captured:
        return _delta_with_captures(board, move, color, before, dead_set, captured)
    after = list(b)
    after[move] = color
    closed = list(before.closed)
    closed[move] = True
    black_open = list(before.black_open)
    white_open = list(before.white_open)
    own, their = (black_open, white_open) if color == BLACK else (white_open, black_open)
    own[move], their[move] = 1.0, 0.0
    near = [move + d for d, *_ in _STEPS]
    for q in near:
        if not closed[q] and after[q] != GRAY:
            black_open[q], white_open[q] = _open_before_shadow(after[q], q in dead_set)
            _shadow(after, q, dead_set, black_open, white_open)
    affected = set()
    for q in _box(move):
        affected.update(before.reach[q])
    black = list(before.black)
    white = list(before.white)
    changed = set(near)
    changed.add(move)
    work = [0.0] * BOARDSIZE
    for k in affected:
        old = before.sources[k]
        field, opening = (black, black_open) if old.color == BLACK else (white, white_open)
        _add(field, old, -1.0)
        new = _accumulate(old.pos, old.color, opening, closed, work, old.strength,
                          *before.spread)
        _add(field, new, 1.0)
        changed.update(old.points)
        changed.update(new.points)
    mine = _accumulate(move, color, own, closed, work, STRENGTH, *before.spread)
    _add(black if color == BLACK else white, mine, 1.0)
    changed.update(mine.points)
    guess = list(before.guess)
    size = before.size
    for p in changed:
        if after[p] != GRAY:
            guess[p] = _guess(after[p], p in dead_set, black[p], white[p], size, p)
    region = set(changed)
    for p in changed:
        for d in _STEPS[:4]:
            region.add(p + d[0])
    total = 0.0
    for p in region:
        c = after[p]
        if c == GRAY or p == move or (c != EMPTY and p not in dead_set):
            continue
        new_value = _settle(after, p, dead_set, guess, black_open, white_open, closed)
        weight = 2.0 if p in dead_set else 1.0
        total += weight * (new_value - before.territory[p])
    return total if color == BLACK else -total


def _captures(board, move: int, color: int) -> Set[int]:
    """The stones ``color`` captures by playing ``move``."""
    b = board.board
    other = BLACK + WHITE - color
    stones: Set[int] = set()
    for d in _STEPS[:4]:
        q = move + d[0]
        if b[q] == other and q not in stones and board.countlib(q) == 1:
            stones.update(board.string_stones(q))
    return stones


def _delta_with_captures(board, move: int, color: int, before: Influence, dead: Set[int],
                         captured: Set[int]) -> float:
    """:func:`territory_delta` by a full computation, the captured stones
    standing on as dead ones (they radiate nothing and let the capturer's
    influence through) and left out of the sum."""
    after = list(board.board)
    after[move] = color
    strength = {s.pos: s.strength for s in before.sources if s.strength != STRENGTH}
    inf = Influence(after, before.points, dead | captured, strength, before.spread)
    total = 0.0
    for p in before.points:
        c = after[p]
        if p == move or p in captured or (c != EMPTY and p not in dead):
            continue
        weight = 2.0 if p in dead else 1.0
        total += weight * (inf.territory[p] - before.territory[p])
    return total if color == BLACK else -total


def _box(move: int) -> List[int]:
    """The 5x5 square around ``move`` (array indices; off-board ones have
    no sources)."""
    return [move + di * NS + dj for di in range(-2, 3) for dj in range(-2, 3)
            if 0 <= move + di * NS + dj < BOARDSIZE]


def compute_influence(board, dead: Optional[Iterable[int]] = None,
                      strength: Optional[Dict[int, float]] = None,
                      spread: Tuple[float, float] = TERRITORIAL) -> Influence:
    """The influence of the position on a :class:`~.board.Board`."""
    return Influence(board.board, board.points(), set(dead or ()), strength, spread)

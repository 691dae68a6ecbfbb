"""Influence and territory: who is likely to get each point.

A deliberately simple counterpart of GNU Go's influence module (manual
chapter 13). Every living stone is an influence source of strength 1; its
influence spreads over empty points breadth first, four directions at a
time, losing a fixed factor per step (``DECAY``) up to ``RADIUS`` steps;
stones stop it (no influence passes through a stone), which is what makes
walls and enclosures count. A dead stone radiates nothing and its point
counts for the other side.

From the two fields, each point gets a territory value in [-1, 1]
(positive for Black): the difference of the influences over their sum
plus a damping constant, so that a point near stones of one colour only
is nearly +1 or -1, a contested point near 0, and a far empty point small
(moyo rather than territory). Summed over the board it estimates the
score; its change when a move is added (:func:`territory_delta`) is the
territorial value of the move (GNU Go's ``influence_delta_territory``).

Depends on the geometry and colours only: the caller says which stones are
dead.
"""
from typing import Dict, Iterable, List, Optional, Sequence, Set

from .colors import BLACK, EMPTY, GRAY, WHITE
from .geometry import BOARDSIZE, DIRS, NS


DECAY = 0.5          # influence kept per step away from the source
RADIUS = 4           # steps influence travels
DAMPING = 0.6        # added to the sum of influences when forming territory


class Influence:
    """Black and white influence and the territory value of every point.

    ``board``: the colour array; ``points``: the board's points; ``dead``:
    stones that count as captured. ``territory[p]`` is in [-1, 1], +1 sure
    Black; a stone point holds its owner's value (dead stones the other
    side's).
    """

    __slots__ = ("points", "black", "white", "territory")

    def __init__(self, board: Sequence[int], points: Sequence[int],
                 dead: Optional[Set[int]] = None) -> None:
        self.points = list(points)
        dead = dead or set()
        self.black = [0.0] * BOARDSIZE
        self.white = [0.0] * BOARDSIZE
        for p in self.points:
            c = board[p]
            if c == BLACK and p not in dead:
                _radiate(board, p, self.black)
            elif c == WHITE and p not in dead:
                _radiate(board, p, self.white)
        self.territory = [0.0] * BOARDSIZE
        for p in self.points:
            self.territory[p] = _point_value(board[p], p in dead,
                                             self.black[p], self.white[p])

    def score(self, board: Sequence[int], dead: Optional[Set[int]] = None,
              area: bool = False) -> float:
        """Black's expected points minus White's, without komi or
        captures: territory values of empty points, dead stones counted
        twice (point and prisoner) under territory rules; under area rules
        every point's value once."""
        dead = dead or set()
        total = 0.0
        for p in self.points:
            c = board[p]
            if c == EMPTY:
                total += self.territory[p]
            elif area:
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


def _spread(board: Sequence[int], source: int, sign: float = 1.0):
    """The (point, influence) pairs of one source: ``sign`` at the source,
    then breadth first, blocked by stones, ``DECAY`` per step, ``RADIUS``
    steps (a generator, so both field kinds below share one walk)."""
    yield source, sign
    seen = {source}
    frontier = [source]
    strength = sign
    for _ in range(RADIUS):
        strength *= DECAY
        nxt = []
        for q in frontier:
            for d in DIRS:
                r = q + d
                if r in seen or board[r] != EMPTY:
                    continue
                seen.add(r)
                yield r, strength
                nxt.append(r)
        frontier = nxt


def _radiate(board: Sequence[int], source: int, field: List[float],
             sign: float = 1.0) -> None:
    """Add one source's influence to ``field`` (``sign`` -1 takes it away
    again)."""
    for r, strength in _spread(board, source, sign):
        field[r] += strength


def _point_value(color: int, dead: bool, black: float, white: float) -> float:
    if color == BLACK:
        return -1.0 if dead else 1.0
    if color == WHITE:
        return 1.0 if dead else -1.0
    value = (black - white) / (black + white + DAMPING)
    return max(-1.0, min(1.0, value))


def compute_influence(board, dead: Optional[Iterable[int]] = None) -> Influence:
    """The influence of the position on a :class:`~.board.Board`."""
    return Influence(board.board, board.points(), set(dead or ()))


def territory_delta(board, move: int, color: int, before: Influence,
                    dead: Optional[Iterable[int]] = None) -> float:
    """How much ``color``'s territory grows when it plays ``move``: the sum
    of territory changes over the board, from ``color``'s side (a dead
    stone's point counts twice: point and prisoner).

    Only sources within ``RADIUS`` steps of the move can see their
    influence change (the new stone blocks them), and only points within
    twice that distance can change, so the difference is computed there
    alone. The board is left as it was. Counterpart of GNU Go's
    ``influence_delta_territory``.
    """
    b = board.board
    dead = set(dead or ())
    near = [p for p in _diamond(move, RADIUS) if b[p] in (BLACK, WHITE) and p not in dead]
    black = {}
    white = {}
    region = _diamond(move, 2 * RADIUS)
    for p in region:
        if b[p] != GRAY:
            black[p] = 0.0
            white[p] = 0.0
    after = list(b)
    after[move] = color
    changes = (black, white)
    for p in near:
        target = black if b[p] == BLACK else white
        _radiate_into(b, p, target, -1.0)
        _radiate_into(after, p, target, 1.0)
    _radiate_into(after, move, black if color == BLACK else white, 1.0)
    total = 0.0
    for p in region:
        c = after[p]
        if c == GRAY or p == move or (c != EMPTY and p not in dead):
            continue
        nb = before.black[p] + changes[0].get(p, 0.0)
        nw = before.white[p] + changes[1].get(p, 0.0)
        new = _point_value(c, p in dead, nb, nw)
        weight = 2.0 if p in dead else 1.0
        total += weight * (new - before.territory[p])
    return total if color == BLACK else -total


def _diamond(center: int, radius: int) -> List[int]:
    """Array indices within ``radius`` steps (Manhattan) of ``center``,
    clipped to the array (off-board points are filtered by colour)."""
    out = []
    for di in range(-radius, radius + 1):
        span = radius - abs(di)
        base = center + di * NS
        for dj in range(-span, span + 1):
            q = base + dj
            if 0 <= q < BOARDSIZE:
                out.append(q)
    return out


def _radiate_into(board: Sequence[int], source: int, field: Dict[int, float],
                  sign: float) -> None:
    """As :func:`_radiate`, into a dict of changes."""
    for r, strength in _spread(board, source, sign):
        field[r] = field.get(r, 0.0) + strength

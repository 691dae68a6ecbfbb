"""Dragons, first approximation: strings that belong together, and how safe.

Counterpart of the first half of GNU Go's ``make_dragons`` (manual 7.5):
worms are amalgamated into dragons

* when a connection pattern (class ``C`` of our ``connections``
  database) says they cannot be cut; the matcher lives above this layer,
  so the caller passes the connected stone pairs in;
* when they border the same small cavity of their colour (they share an
  eye, GNU Go's eye-space amalgamation).

Each dragon then gets a cheap status estimate from what the worm analysis
and the influence know, instead of GNU Go's owl reading:

* *alive* if a worm is unconditionally alive, or the dragon has room for
  two eyes: eye cavities (small empty regions bordered only by its
  colour) plus a share of the territory next to it;
* *dead* if every worm of it can be captured tactically without defence,
  or it has no eye, little territory and nowhere to run;
* *critical* if it has about one eye's worth and nowhere to run;
* *unknown* otherwise (weak, but it can run or fight).

``weakness`` (0 safe .. 1 lost) turns the status into the strategic weight
the valuation uses (GNU Go's ``dragon_weakness``).

Depends on the board, the worm data and the influence; knows nothing of
patterns (connections come in as pairs) or move generation.
"""
from typing import Dict, Iterable, List, Set, Tuple

from .board import Board
from .colors import BLACK, BLACK_BORDER, EMPTY, WHITE, WHITE_BORDER
from .geometry import DIRS
from .influence import Influence
from .reading import WIN
from .unconditional import ALIVE as UNCONDITIONALLY_ALIVE
from .worms import Worms

ALIVE = "alive"
DEAD = "dead"
CRITICAL = "critical"
UNKNOWN = "unknown"


# A cavity of at most this many points, bordered by one colour only, is an
# eye space that joins the strings around it into one dragon.
EYE_CAVITY_MAX = 8
# Territory points (influence value beyond TERRITORY_LEVEL) next to a dragon
# worth one eye.
TERRITORY_PER_EYE = 6.0
TERRITORY_LEVEL = 0.6
# Empty points within reach that are not enemy territory: below this the
# dragon cannot run.
ESCAPE_MIN = 5

WEAKNESS = {ALIVE: 0.0, UNKNOWN: 0.5, CRITICAL: 0.8, DEAD: 1.0}


class Dragon:
    """One dragon: its worms, stones and the status estimate."""

    __slots__ = ("origin", "color", "worms", "stones", "liberties", "eyes", "territory",
                 "escape", "status", "tactically_dead", "unconditional", "neighbors")

    def __init__(self, origin: int, color: int) -> None:
        self.origin = origin
        self.color = color
        self.worms: List[int] = []
        self.stones: List[int] = []
        self.liberties: Set[int] = set()
        self.eyes = 0.0            # eye cavities, counted as eyes
        self.territory = 0.0       # own territory points next to the dragon
        self.escape = 0            # empty points within reach, not enemy territory
        self.status = UNKNOWN
        self.tactically_dead = False
        self.unconditional = False
        self.neighbors: List[int] = []   # origins of adjacent enemy dragons

    @property
    def size(self) -> int:
        return len(self.stones)

    @property
    def weakness(self) -> float:
        """0 for a safe dragon, 1 for a lost one."""
        return WEAKNESS[self.status]

    @property
    def eye_potential(self) -> float:
        """Eyes plus the eyes its territory is worth."""
        return self.eyes + self.territory / TERRITORY_PER_EYE


class Dragons:
    """The dragons of one position. ``origin[p]`` is the origin of the
    dragon at stone ``p`` (its smallest stone), 0 on empty points."""

    def __init__(self, board: Board) -> None:
        self.size = board.size
        self.hash = board.hash
        self.origin: Dict[int, int] = {}
        self.dragons: Dict[int, Dragon] = {}

    def dragon(self, pos: int) -> Dragon:
        """The dragon of the stone at ``pos``. Raises KeyError on an empty point."""
        return self.dragons[self.origin[pos]]

    def status(self, pos: int) -> str:
        return self.dragon(pos).status

    def same_dragon(self, a: int, b: int) -> bool:
        return self.origin.get(a) is not None and self.origin.get(a) == self.origin.get(b)

    def dead_stones(self) -> Set[int]:
        """Stones of dragons judged dead."""
        return {p for d in self.dragons.values() if d.status == DEAD for p in d.stones}

    def of_color(self, color: int) -> List[Dragon]:
        return [d for o, d in sorted(self.dragons.items()) if d.color == color]


class _Union:
    def __init__(self) -> None:
        self.parent: Dict[int, int] = {}

    def find(self, a: int) -> int:
        parent = self.parent
        root = a
        while parent.get(root, root) != root:
            root = parent[root]
        while a != root:
            parent[a], a = root, parent.get(a, a)
        return root

    def join(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            if ra < rb:
                self.parent[rb] = ra
            else:
                self.parent[ra] = rb


def make_dragons(board: Board, worms: Worms, influence: Influence,
                 connections: Iterable[Tuple[int, int]] = ()) -> Dragons:
    """Amalgamate worms into dragons and estimate their status.

    ``connections`` are pairs of stones of one colour that a connection
    pattern found connected. Counterpart of GNU Go's ``make_dragons`` up to
    the crude status (no owl reading).
    """
    b = board.board
    union = _Union()
    for origin in worms.worm_origins:
        union.find(origin)
    for a, c in connections:
        if b[a] == b[c] and b[a] in (BLACK, WHITE):
            union.join(worms.origin[a], worms.origin[c])
    _join_through_eyes(board, worms, union)
    result = Dragons(board)
    for origin in worms.worm_origins:
        root = union.find(origin)
        stones = worms.stones(origin)
        dragon = result.dragons.get(root)
        if dragon is None:
            dragon = result.dragons[root] = Dragon(root, b[origin])
        dragon.worms.append(origin)
        dragon.stones.extend(stones)
        for s in stones:
            result.origin[s] = root
    for dragon in result.dragons.values():
        dragon.stones.sort()
        dragon.origin = dragon.stones[0]
    # Re-key by the smallest stone (stable origins).
    result.dragons = {d.origin: d for d in result.dragons.values()}
    for d in result.dragons.values():
        for s in d.stones:
            result.origin[s] = d.origin
    for d in result.dragons.values():
        _estimate_status(board, worms, influence, result, d)
    return result


def _join_through_eyes(board: Board, worms: Worms, union: _Union) -> None:
    """Join strings that border the same small cavity of their colour."""
    seen: Set[int] = set()
    b = board.board
    for p in board.points():
        if b[p] != EMPTY:
            continue
        origin = worms.origin[p]
        if origin in seen:
            continue
        seen.add(origin)
        border = worms.color[p]
        if border not in (BLACK_BORDER, WHITE_BORDER) or worms.size[p] > EYE_CAVITY_MAX:
            continue
        color = BLACK if border == BLACK_BORDER else WHITE
        around = _cavity_neighbours(board, worms, origin, color)
        for other in around[1:]:
            union.join(around[0], other)


def _cavity_neighbours(board: Board, worms: Worms, cavity: int, color: int) -> List[int]:
    """Origins of the ``color`` strings around a cavity, sorted."""
    b = board.board
    out: Set[int] = set()
    for p in _cavity_points(board, worms, cavity):
        for d in DIRS:
            q = p + d
            if b[q] == color:
                out.add(worms.origin[q])
    return sorted(out)


def _cavity_points(board: Board, worms: Worms, cavity: int) -> List[int]:
    return [p for p in board.points() if board.board[p] == EMPTY and worms.origin[p] == cavity]


def _estimate_status(board: Board, worms: Worms, influence: Influence,
                     dragons: Dragons, d: Dragon) -> None:
    """Eyes, territory, escape and the status of one dragon."""
    b = board.board
    color = d.color
    other = BLACK + WHITE - color
    sign = 1.0 if color == BLACK else -1.0
    border = BLACK_BORDER if color == BLACK else WHITE_BORDER
    cavities: Set[int] = set()
    neighbors: Set[int] = set()
    for s in d.stones:
        if worms.unconditional_status[s] == UNCONDITIONALLY_ALIVE or worms.invincible[s]:
            d.unconditional = True
        for dd in DIRS:
            q = s + dd
            c = b[q]
            if c == EMPTY:
                d.liberties.add(q)
                if worms.color[q] == border and worms.size[q] <= EYE_CAVITY_MAX:
                    cavities.add(worms.origin[q])
            elif c == other:
                neighbors.add(dragons.origin[q])
    d.neighbors = sorted(neighbors)
    d.eyes = sum(1.0 if worms.size[c] <= 2 else 1.5 if worms.size[c] <= 5 else 2.0
                 for c in cavities)
    # Territory and escape: empty points within two steps of the dragon.
    near = _reach(b, d.stones, 3)
    d.territory = sum(1 for p in near if sign * influence.territory[p] >= TERRITORY_LEVEL
                      and worms.origin[p] not in cavities)
    d.escape = sum(1 for p in near if sign * influence.territory[p] > -0.3)
    d.tactically_dead = all(worms.attack_codes[w][0] == WIN and worms.defense_codes[w][0] == 0
                            for w in d.worms)
    potential = d.eye_potential
    if d.unconditional or potential >= 2.0:
        d.status = ALIVE
    elif d.tactically_dead:
        d.status = DEAD
    elif potential < 1.0 and d.escape < ESCAPE_MIN:
        d.status = DEAD
    elif d.escape < ESCAPE_MIN:
        d.status = CRITICAL
    elif potential >= 1.0 and d.escape >= 2 * ESCAPE_MIN:
        d.status = ALIVE
    else:
        d.status = UNKNOWN


def _reach(b: List[int], stones: List[int], steps: int) -> Set[int]:
    """Empty points reachable from the stones in at most ``steps`` steps
    over empty points."""
    seen: Set[int] = set()
    frontier = list(stones)
    for _ in range(steps):
        nxt = []
        for q in frontier:
            for dd in DIRS:
                r = q + dd
                if b[r] == EMPTY and r not in seen:
                    seen.add(r)
                    nxt.append(r)
        frontier = nxt
    return seen

"""Connection distances: roughly how many moves a string needs to reach a point.

Counterpart of GNU Go's ``compute_connection_distances`` and
``spread_connection_distances`` (readconnect.c, the "alternate" connection
reading that GNU Go 3.8 uses). From a string the distance spreads outwards
like a shortest-path search; what a step costs depends on the shape that
step passes through: a solid or bamboo link is nearly free (0.1), a
diagonal link through two empty points costs 0.1 unless one of its points
is already *vulnerable*, an empty point costs 0.85-1.1 depending on how
free the opponent would be there, a jump that makes the cut a self-atari
1.1, and so on. Beside each distance the search keeps

* ``deltas``: how much a stone played there would shorten the way
  (the move finder's measure of a point's value);
* ``coming_from``: the point the step came from (two strings whose paths
  reach a point from the same side have it "behind" them, not between);
* ``vulnerable``: up to two points where the opponent could break the
  link just made (two links sharing one cannot both hold).

Distances are fixed-point integers (``UNIT`` is 1.0) so that sums are exact
and the order of the search never depends on rounding. Steps whose cost
needs reading (a ladder) are put on a heap and decided only when their
turn comes, as GNU Go does.

Depends on the board and on a :class:`~.ladders.Ladders` (tactical
questions within a budget).
"""
from typing import Callable, List

from ..board import Board
from ..colors import BLACK, EMPTY, GRAY, WHITE
from ..geometry import BOARDSIZE, NO_MOVE, delta4
from .ladders import Ladders

UNIT = 10000                      # fixed point: 1.0


def fp(x: float) -> int:
    """A distance in fixed point."""
    return int(round(x * UNIT))


HUGE = 10 ** 9                    # not reached

# The distances the rules use, in hundredths (D85 is 0.85).
D05 = fp(0.05)
D10 = fp(0.1)
D15 = fp(0.15)
D20 = fp(0.2)
D30 = fp(0.3)
D50 = fp(0.5)
D60 = fp(0.6)
D70 = fp(0.7)
D80 = fp(0.8)
D85 = fp(0.85)
D90 = fp(0.9)
D100 = fp(1.0)
D110 = fp(1.1)
D120 = fp(1.2)
D130 = fp(1.3)
D150 = fp(1.5)
D200 = fp(2.0)
D250 = fp(2.5)


class ConnectionData:
    """The distances from one string (or goal), GNU Go's
    ``struct connection_data``. Arrays are indexed by board point."""

    __slots__ = ("distances", "deltas", "coming_from", "vulnerable1", "vulnerable2",
                 "queue", "queue_start", "heap", "target", "cutoff", "speculative")

    def __init__(self, target: int, cutoff: int, speculative: bool) -> None:
        self.distances = [HUGE] * BOARDSIZE
        self.deltas = [0] * BOARDSIZE
        self.coming_from = [NO_MOVE] * BOARDSIZE
        self.vulnerable1 = [NO_MOVE] * BOARDSIZE
        self.vulnerable2 = [NO_MOVE] * BOARDSIZE
        self.queue: List[int] = []
        self.queue_start = 0
        # Deferred steps: (distance, 0, from, to, decider), a binary heap
        # kept by heap_push and heap_pop.
        self.heap: list = []
        self.target = target
        self.cutoff = cutoff
        self.speculative = speculative

    def start(self, pos: int, dist: int) -> None:
        """Put a starting point (a string origin or an empty goal point)
        on the queue."""
        self.queue.append(pos)
        self.distances[pos] = dist
        self.deltas[pos] = dist
        self.coming_from[pos] = NO_MOVE
        self.vulnerable1[pos] = NO_MOVE
        self.vulnerable2[pos] = NO_MOVE

    def reached(self) -> List[int]:
        """The points the search reached, in the order it reached them
        (strings by their origin only)."""
        return self.queue


def string_distances(board: Board, str_pos: int, target: int, cutoff: int,
                     ladders: Ladders, speculative: bool = True) -> ConnectionData:
    """The distances from the string at ``str_pos``, spread until they pass
    ``cutoff`` or the shortest way to the string ``target`` (NO_MOVE for
    none). GNU Go's ``compute_connection_distances``."""
    conn = ConnectionData(target, cutoff, speculative)
    conn.start(board.find_origin(str_pos), 0)
    spread(board, board.board[str_pos], conn, ladders)
    return conn


def goal_starts(board: Board, color: int, goal) -> List[int]:
    """Where the distances from an area start (GNU Go's
    ``init_connection_data``): ``color``'s strings with a stone in ``goal``
    (by origin) and its empty points, in board order; stones of the other
    colour in the goal are not starting points."""
    bd = board.board
    starts: List[int] = []
    for pos in sorted(goal):
        if bd[pos] == color:
            origin = board.find_origin(pos)
            if origin not in starts:
                starts.append(origin)
        elif bd[pos] == EMPTY:
            starts.append(pos)
    return starts


def goal_distances(board: Board, color: int, starts: List[int], target: int, cutoff: int,
                   ladders: Ladders, speculative: bool = True) -> ConnectionData:
    """The distances from an area's starting points (:func:`goal_starts`):
    a string at 0, an empty point at 1.0 (a stone must still be played
    there)."""
    conn = ConnectionData(target, cutoff, speculative)
    bd = board.board
    for pos in starts:
        conn.start(pos, 0 if bd[pos] != EMPTY else UNIT)
    spread(board, color, conn, ladders)
    return conn


class _Spread:
    """One spreading run: the board arrays, the colours and the queue
    operations (GNU Go's ENQUEUE and ENQUEUE_STONE)."""

    def __init__(self, board: Board, color: int, conn: ConnectionData, ladders: Ladders) -> None:
        self.b = board
        self.board = board.board
        self.color = color
        self.other = BLACK + WHITE - color
        self.conn = conn
        self.ladders = ladders

    def enqueue(self, came: int, pos: int, dist: int, delta: int, v1: int, v2: int) -> None:
        conn = self.conn
        distances = conn.distances
        if dist < distances[pos]:
            if distances[pos] == HUGE:
                conn.queue.append(pos)
            distances[pos] = dist
            conn.deltas[pos] = delta
            conn.coming_from[pos] = came
            conn.vulnerable1[pos] = v1
            conn.vulnerable2[pos] = v2

    def enqueue_stone(self, came: int, pos: int, dist: int, delta: int, v1: int, v2: int) -> None:
        """As :meth:`enqueue` for a stone, entered by its string's origin;
        reaching the target lowers the cutoff to just below that way."""
        origin = self.b.find_origin(pos)
        conn = self.conn
        if dist < conn.distances[origin]:
            self.enqueue(came, origin, dist, delta, v1, v2)
            if origin == conn.target and dist < conn.cutoff:
                conn.cutoff = dist - 1

    def defer(self, dist: int, came: int, pos: int, decider: Callable) -> None:
        heap_push(self.conn.heap, (dist, 0, came, pos, decider))

    def libs(self, pos: int) -> int:
        return self.b.countlib(pos)

    def approx(self, pos: int, color: int, most: int) -> int:
        return len(self.b.approxlib(pos, color, most))

    def shares_weakness(self, a1: int, a2: int, b1: int, b2: int) -> bool:
        """GNU Go's ``common_vulnerabilities``."""
        return shares_weakness(self.b, a1, a2, b1, b2, self.color)


def shares_weakness(board: Board, a1: int, a2: int, b1: int, b2: int, color: int) -> bool:
    """Do the weak points (a1, a2) of one link and (b1, b2) of another
    overlap? GNU Go's ``common_vulnerabilities``."""
    return (weak_together(board, a1, b1, color) or weak_together(board, a1, b2, color)
            or weak_together(board, a2, b1, color) or weak_together(board, a2, b2, color))


def weak_together(board: Board, a: int, b: int, color: int) -> bool:
    """Would one opponent move threaten both weak points ``a`` and ``b``:
    the same point, or two liberties of one short (at most three
    liberties) string of ``color``? GNU Go's ``common_vulnerability``."""
    if a == NO_MOVE or b == NO_MOVE:
        return False
    if a == b:
        return True
    bd = board.board
    for d in delta4:
        q = a + d
        if bd[q] == color and board.countlib(q) <= 3 and board.liberty_of_string(b, q):
            return True
    return False


def spread(board: Board, color: int, conn: ConnectionData, ladders: Ladders) -> None:
    """Spread the distances of ``conn``'s queue over the board, cheapest
    first (GNU Go's ``spread_connection_distances``)."""
    run = _Spread(board, color, conn, ladders)
    bd = board.board
    distances = conn.distances
    heap = conn.heap
    queue = conn.queue
    stones: List[int] = []
    next_stone = 0
    # A string's stones are taken one after the other, its origin first:
    # the run goes on while some are left, even when the origin queued
    # nothing (a string in the corner whose origin touches only its own
    # stones and the edge; the others were left unreached).
    while conn.queue_start < len(queue) or heap or next_stone < len(stones):
        while heap and heap[0][0] >= distances[heap[0][3]]:
            heap_pop(heap)           # reached more cheaply meanwhile
        if next_stone == len(stones):
            if conn.queue_start == len(queue):
                if heap:
                    _decide(run, heap_pop(heap))
                continue
            best = conn.queue_start
            for k in range(conn.queue_start + 1, len(queue)):
                if distances[queue[k]] < distances[queue[best]]:
                    best = k
            first = conn.queue_start
            queue[first], queue[best] = queue[best], queue[first]
            if heap and heap[0][0] < distances[queue[first]]:
                _decide(run, heap_pop(heap))
                continue
            pos = queue[first]
            conn.queue_start += 1
            if bd[pos] != EMPTY:
                stones = board.string_stones(pos)
                next_stone = 1
            else:
                stones, next_stone = [], 0
        else:
            pos = stones[next_stone]
            next_stone += 1
            _copy(conn, stones[0], pos)
        dist = distances[pos]
        if dist > conn.cutoff:
            break
        if bd[pos] == color:
            for k in range(4):
                _from_own_stone(run, pos, dist, delta4[k], delta4[(k + 1) % 4])
        elif bd[pos] == EMPTY or (bd[pos] == run.other and board.countlib(pos) <= 2
                                  and ladders.no_escape_from_ladder(pos)):
            for k in range(4):
                _from_open_point(run, pos, dist, delta4[k], delta4[(k + 1) % 4])


def _copy(conn: ConnectionData, src: int, dst: int) -> None:
    conn.distances[dst] = conn.distances[src]
    conn.deltas[dst] = conn.deltas[src]
    conn.coming_from[dst] = conn.coming_from[src]
    conn.vulnerable1[dst] = conn.vulnerable1[src]
    conn.vulnerable2[dst] = conn.vulnerable2[src]


def heap_push(heap: list, entry: tuple) -> None:
    """Push onto a binary heap by distance (the entry's first field),
    exactly as GNU Go's ``push_connection_heap_entry`` does: equal
    distances come off in the order its sift-up and sift-down leave them,
    which is not the order pushed; that order decides which point a
    distance reaches first, and so the moves tried first."""
    dist = entry[0]
    heap.append(entry)
    k = len(heap) - 1
    while k > 0:
        parent = (k - 1) // 2
        if heap[parent][0] <= dist:
            break
        heap[k] = heap[parent]
        k = parent
    heap[k] = entry


def heap_pop(heap: list) -> tuple:
    """Take the first entry off the heap (GNU Go's
    ``pop_connection_heap_entry``)."""
    first = heap[0]
    size = len(heap) - 1
    last = heap[size]
    k = 0
    while 2 * k + 1 < size:
        child = 2 * k + 1
        if heap[child][0] > heap[child + 1][0]:
            child += 1
        if heap[child][0] >= last[0]:
            break
        heap[k] = heap[child]
        k = child
    heap[k] = last
    heap.pop()
    return first


def _decide(run: _Spread, entry: tuple) -> None:
    dist, _, came, pos, decider = entry
    decider(run, dist, came, pos)


# --- deferred steps (they need a ladder read) ----------------------------------

def _empty_step(run: _Spread, dist: int, came: int, pos: int) -> None:
    """To an empty neighbour: cheap if the opponent could not stand there
    (a ladder takes him), else 0.85-1.1 by his liberties there (GNU Go's
    cases 6 and 7)."""
    if run.ladders.ladder_capturable(pos, run.other):
        run.enqueue(came, pos, dist, D60, pos, NO_MOVE)
    else:
        step = D85 + D05 * min(run.approx(pos, run.other, 5), 5)
        run.enqueue(came, pos, dist + step - D60, step, NO_MOVE, NO_MOVE)


def _enemy_step(run: _Spread, dist: int, came: int, pos: int) -> None:
    """Through a neighbouring enemy string: cheap if a ladder takes it
    (cases 9 and 10)."""
    if run.ladders.no_escape_from_ladder(pos):
        run.enqueue_stone(came, pos, dist, D30, NO_MOVE, NO_MOVE)
    elif run.conn.speculative:
        run.enqueue_stone(came, pos, dist + D70, D100, NO_MOVE, NO_MOVE)
    else:
        run.enqueue_stone(came, pos, dist + D80, D110, NO_MOVE, NO_MOVE)


def _diagonal_step(run: _Spread, dist: int, came: int, pos: int) -> None:
    """To an empty diagonal point (cases 16 to 18): as good as a link when
    our stone there would ladder an opponent cutting stone, a little worse
    when a cutting point touches a short enemy string, else 0.9."""
    board = run.board
    low, high = min(came, pos), max(came, pos)
    below = low + delta4[0]               # the two points that separate them
    above = high + delta4[2]
    ladders = run.ladders
    if board[below] == EMPTY and ladders.secures_through_ladder(run.color, pos, below):
        run.enqueue(came, pos, dist, D100, below, NO_MOVE)
    elif board[above] == EMPTY and ladders.secures_through_ladder(run.color, pos, above):
        run.enqueue(came, pos, dist, D100, above, NO_MOVE)
    elif run.conn.distances[pos] > dist + D30:
        other = run.other
        if board[below] == EMPTY and board[above] == other and run.libs(above) <= 3:
            run.enqueue(came, pos, dist + D30, D100, below, NO_MOVE)
        elif board[above] == EMPTY and board[below] == other and run.libs(below) <= 3:
            run.enqueue(came, pos, dist + D30, D100, above, NO_MOVE)
        else:
            run.enqueue(came, pos, dist + D60, D90, NO_MOVE, NO_MOVE)


# --- steps from a stone of the string's colour ---------------------------------

def _from_own_stone(run: _Spread, pos: int, dist: int, right: int, up: int) -> None:
    """The links from our stone at ``pos`` on one side. Names of the
    points around it (``*`` is ``pos``, ``right`` points to ``a``, ``up``
    to ``g``)::

         j e f .
         i g b .
       k h * a c
    """
    board = run.board
    color, other = run.color, run.other
    conn = run.conn
    distances = conn.distances
    a = pos + right
    b = a + up
    g = pos + up
    h = pos - right
    i = h + up
    ca, cb, cg = board[a], board[b], board[g]

    if ca == EMPTY:
        _next_to_empty(run, pos, dist, a)
    if ca == color and cb == EMPTY and cg == EMPTY:
        e, f = g + up, b + up
        if board[f] == color and board[e] == color:           # bamboo joint
            run.enqueue(pos, b, dist + D10, D10, NO_MOVE, NO_MOVE)
            run.enqueue(pos, g, dist + D10, D10, NO_MOVE, NO_MOVE)
    if cb == color and ca == EMPTY and cg == EMPTY \
            and not run.shares_weakness(conn.vulnerable1[pos], conn.vulnerable2[pos], a, g) \
            and distances[b] > dist + D10:
        run.enqueue_stone(pos, b, dist + D10, D10, a, g)         # diagonal link
    if cg == EMPTY:
        e = g + up
        if board[e] == color and distances[e] > dist + D20 and run.approx(g, other, 3) <= 2:
            _almost_bamboo(run, pos, dist, e, g, a, b, b + up)
            _almost_bamboo(run, pos, dist, e, g, h, i, i + up)
    if ca == EMPTY and distances[a] > dist + D60:
        run.defer(dist + D60, pos, a, _empty_step)
    if ca == other:
        if distances[a] > dist + D10 and run.ladders.no_escape_from_atari(a):
            run.enqueue_stone(pos, a, dist + D10, D10, NO_MOVE, NO_MOVE)
        if distances[a] > dist + D30:
            run.defer(dist + D30, pos, a, _enemy_step)
    _jumps(run, pos, dist, right, up)


def _next_to_empty(run: _Spread, pos: int, dist: int, a: int) -> None:
    """An empty neighbour the opponent cannot play (suicide: free), or
    only as a self-atari (0.1, with the points where he could break it)
    (GNU Go's cases 1 and 2)."""
    other = run.other
    b = run.b
    conn = run.conn
    if b.is_suicide(a, other):
        run.enqueue(pos, a, dist, 0, a, NO_MOVE)
    if conn.distances[a] > dist + D10 and b.is_self_atari(a, other):
        weak1 = weak2 = NO_MOVE
        libs = b.approxlib(a, other, 1)
        if libs:
            lib = libs[0]
            if run.approx(lib, other, 3) > 2:
                weak1 = lib
            if run.libs(pos) == 2:
                weak2 = _ladder_breaker(run, pos, lib, a)
        if not run.shares_weakness(conn.vulnerable1[pos], conn.vulnerable2[pos], weak1, weak2):
            run.enqueue(pos, a, dist + D10, D10, weak1, weak2)


def _ladder_breaker(run: _Spread, pos: int, lib: int, a: int) -> int:
    """A point next to ``lib`` where an opponent stone lets a ladder take
    our two-liberty string at ``pos`` (or NO_MOVE)."""
    b = run.b
    for d in delta4:
        q = lib + d
        if run.board[q] == EMPTY and q != a and b.trymove(q, run.other):
            try:
                if run.ladders.ladder_capture(pos)[0]:
                    return q
            finally:
                b.popgo()
    return NO_MOVE


def _almost_bamboo(run: _Spread, pos: int, dist: int, e: int, g: int,
                   side: int, corner: int, far: int) -> None:
    """A one-point jump to our stone ``e`` over ``g`` that the opponent
    cannot cut: ``corner`` gives us room, and each of ``side`` (beside
    ``pos``) and ``far`` (beside ``e``) is ours or an empty point the
    opponent cannot hold (GNU Go's case 5, one side at a time)."""
    board = run.board
    color, other = run.color, run.other
    conn = run.conn
    if board[corner] != EMPTY or run.approx(corner, color, 3) < 3:
        return
    v1, v2 = conn.vulnerable1[pos], conn.vulnerable2[pos]

    def holds(point: int, string: int) -> bool:
        if board[point] == color:
            return True
        return (board[point] == EMPTY and run.libs(string) > 2
                and not run.shares_weakness(v1, v2, point, g)
                and run.approx(point, other, 3) <= 2)

    if holds(side, pos) and holds(far, e):
        weak = [p for p in (side, far) if board[p] == EMPTY] + [NO_MOVE, NO_MOVE]
        run.enqueue_stone(pos, e, dist + D20, D20, weak[0], weak[1])


def _jumps(run: _Spread, pos: int, dist: int, right: int, up: int) -> None:
    """The longer links from our stone (GNU Go's cases 11 to 21)."""
    board = run.board
    color, other = run.color, run.other
    conn = run.conn
    distances = conn.distances
    ladders = run.ladders
    a = pos + right
    b = a + up
    g = pos + up
    h = pos - right
    i = h + up
    ca, cb, cg, ch = board[a], board[b], board[g], board[h]
    if cb == EMPTY and distances[b] > dist + D110:
        # A diagonal step that makes a cut there a self-atari.
        if ca == EMPTY and ladders.secures(color, b, a):
            run.enqueue(pos, b, dist + D110, D100, a, NO_MOVE)
        if cg == EMPTY and ladders.secures(color, b, g):
            run.enqueue(pos, b, dist + D110, D100, g, NO_MOVE)
    if cg == EMPTY:
        e = g + up
        if board[e] == EMPTY and distances[e] > dist + D110:
            f, j = b + up, i + up
            if ladders.secures(color, e, g):                          # jump, cut is self-atari
                run.enqueue(pos, e, dist + D110, D100, g, NO_MOVE)
            if (ca == color and board[f] == color and cb == EMPTY) or \
                    (ch == color and board[j] == color and board[i] == EMPTY):
                run.enqueue(pos, e, dist + D110, D100, g, NO_MOVE)  # jump to a bamboo
    if cb == EMPTY and ca == EMPTY and cg == EMPTY and distances[b] > dist + D130:
        run.enqueue(pos, b, dist + D130, D100, a, g)              # open diagonal
    _edge_jumps(run, pos, dist, right, up)
    if cb == EMPTY and (ca == EMPTY or cg == EMPTY) and distances[b] > dist + D120:
        run.defer(dist + D120, pos, b, _diagonal_step)
    if cg == other:
        e = g + up
        if board[e] == EMPTY and distances[e] > dist + D200 and run.b.countstones(g) == 1:
            run.enqueue(pos, e, dist + D200, D100, NO_MOVE, NO_MOVE)   # clamp
    if ca == other and cg == other and distances[b] > dist + D200:
        short = run.libs(a) + run.libs(g)
        if cb == EMPTY and short <= 6:
            run.enqueue(pos, b, dist + D200, D100, NO_MOVE, NO_MOVE)
        elif cb == color and short <= 5:
            run.enqueue_stone(pos, b, dist + D200, D100, NO_MOVE, NO_MOVE)


def _edge_jumps(run: _Spread, pos: int, dist: int, right: int, up: int) -> None:
    """Knight's moves and one-point jumps along the edge (case 15): from a
    stone on the first or second line with at least three liberties,
    through an empty area."""
    board = run.board
    distances = run.conn.distances
    g = pos + up
    if board[g] != EMPTY:
        return
    e = g + up
    for side in (right, -right):
        a = pos + side
        b = a + up
        f = b + up
        if board[a] == EMPTY and board[b] == EMPTY and board[e] == EMPTY \
                and board[f] == EMPTY \
                and (distances[f] > dist + D130 or distances[e] > dist + D130) \
                and run.libs(pos) >= 3 \
                and (board[a + side] == GRAY or board[pos - side] == GRAY):
            run.enqueue(pos, f, dist + D130, D100, NO_MOVE, NO_MOVE)
            run.enqueue(pos, e, dist + D130, D100, NO_MOVE, NO_MOVE)


# --- steps from an empty point (or a captured-looking enemy stone) ---------------

def _from_open_point(run: _Spread, pos: int, dist: int, right: int, up: int) -> None:
    """From an empty point: our neighbour joins at no cost, an empty one
    costs 0.8-1.1 by the opponent's liberties there, an enemy one 1.0;
    diagonals through two empty points 1.5 (1.3 to our stone)."""
    board = run.board
    color, other = run.color, run.other
    distances = run.conn.distances
    conn = run.conn
    a = pos + right
    b = a + up
    g = pos + up
    ca = board[a]
    if ca == color:
        run.enqueue_stone(pos, a, dist, 0, conn.vulnerable1[pos], conn.vulnerable2[pos])
    elif ca == EMPTY:
        step = D80 + D05 * min(run.approx(a, other, 6), 6)
        run.enqueue(pos, a, dist + step, step, NO_MOVE, NO_MOVE)
    elif ca == other:
        run.enqueue_stone(pos, a, dist + D100, D100, NO_MOVE, NO_MOVE)
    if ca == EMPTY and board[g] == EMPTY:
        if board[b] == EMPTY and distances[b] > dist + D150:
            run.enqueue(pos, b, dist + D150, D100, NO_MOVE, NO_MOVE)
        elif board[b] == color and distances[b] > dist + D130:
            run.enqueue_stone(pos, b, dist + D130, D100, NO_MOVE, NO_MOVE)

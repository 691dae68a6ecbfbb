"""Monte Carlo tree search for small boards (UCT with RAVE and priors).

GNU Go 3.8 plays small boards by Monte Carlo (manual chapter 14, option
``--monte-carlo``); this is our counterpart. The search grows a tree of
moves from the position; each simulation walks down the tree choosing the
child with the highest urgency, adds children to a leaf that has been
visited often enough, plays the game out with the policy of
:mod:`.playouts`, counts it by area and backs the result up. Urgency mixes
three estimates, as in MoGo and Michi:

* the child's own win rate, seeded with *prior* wins and visits: every
  move starts even; self-ataris start bad; captures, saves, good 3x3
  shapes and moves near the last move start good; and at the root the
  caller's own knowledge (move reasons: tactical captures and saves,
  connections, shape) is added as further prior wins;
* RAVE (all moves as first): how the games went in which the move was
  played by the same side at any later point of the simulation; it
  dominates while the child has few visits of its own.

The move played is the most visited child. Alongside, every simulation
counts who owns each point at the end, which gives the ownership map that
pass decisions, score estimates and dead-stone guesses use.

Deterministic: the random generator is seeded by the caller; a search
bounded by a simulation count gives the same answer every time, one
bounded by time does not (the count reached varies).

The two loops over a node's children, choosing one (:func:`_select_children`)
and the RAVE updates (:func:`_rave`), have a compiled twin, ``_tree.c``,
which runs them where it is built: the same urgencies (:meth:`Node.urgency`)
to the last bit and the same counts, so the tree is the same with it and
without it.

Depends on the board, the playout board and the geometry; knows nothing of
GTP, move reasons or patterns (their priors come in as a plain mapping).
"""
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Tuple

from .colors import BLACK, EMPTY, GRAY, WHITE
from .cores import compiled_core
from .geometry import BOARDSIZE, DIRS, I, J, NS, PASS_MOVE, POS
from .playouts import (CLASS_CANDIDATE, CLASS_CAPTURE_MANY, CLASS_CAPTURE_ONE,
                       CLASS_SELF_ATARI, CLASS_SHAPE, PlayoutBoard)

_compiled = compiled_core("_tree")           # the optional compiled child loops
#: True when the search runs the compiled child loops.
COMPILED = _compiled is not None


# Prior (visits, wins) given to a new child, by what the move does.
PRIOR_EVEN = (10, 5)
PRIOR_SELF_ATARI = (10, 0)
PRIOR_CAPTURE_ONE = (15, 15)
PRIOR_CAPTURE_MANY = (30, 30)
PRIOR_SAVE = (20, 20)
PRIOR_SHAPE = (10, 10)
PRIOR_NEAR = ((24, 24), (22, 22), (8, 8))   # distance 1, 2, 3 from the last move
PRIOR_EMPTY_EDGE = (10, 0)    # first or second line with nothing around
PRIOR_EMPTY_THIRD = (10, 10)  # third or fourth line with nothing around
RAVE_EQUIV = 3500
EXPAND_VISITS = 2
# A stone's colour by the colour of a point: 0 for empty and off board
# (its neighbours' colours OR-ed tell an empty point's one owner, if any).
_STONE = tuple(c if c in (BLACK, WHITE) else 0 for c in range(GRAY + 1))
# How often (seconds) a running search reports its state to a progress callback.
PROGRESS_SECONDS = 0.5


class Node:
    """A position in the tree, reached by ``move`` of ``color``.

    ``n``/``w``: simulations through this node and wins for ``color``;
    ``score``: the sum of their final scores (Black's area margin, komi in);
    ``pn``/``pw``: the prior; ``an``/``aw``: RAVE statistics.
    """

    __slots__ = ("move", "color", "children", "n", "w", "pn", "pw", "an", "aw", "score")

    def __init__(self, move: int, color: int, prior: Tuple[float, float] = (0, 0)) -> None:
        self.move = move
        self.color = color
        self.children: Optional[List["Node"]] = None
        self.n = 0
        self.w = 0.0
        self.pn, self.pw = prior
        self.an = 0
        self.aw = 0.0
        self.score = 0.0      # sum of the simulations' final scores (Black's margin)

    def winrate(self) -> float:
        """Observed win rate for ``color`` (0.5 before any visit)."""
        return self.w / self.n if self.n else 0.5

    def lead(self) -> float:
        """Mean final margin for ``color`` over the simulations through here."""
        if not self.n:
            return 0.0
        return (self.score if self.color == BLACK else -self.score) / self.n

    def urgency(self) -> float:
        """The selection value: prior-seeded win rate blended with RAVE."""
        n = self.n + self.pn
        value = (self.w + self.pw) / n if n else 0.5
        an = self.an
        if an:
            beta = an / (an + n + n * an / RAVE_EQUIV)
            value = beta * self.aw / an + (1.0 - beta) * value
        return value


@dataclass
class SearchResult:
    """What a search found: the root's children, the ownership map, counts."""

    color: int
    children: List[Node]
    simulations: int
    ownership: Dict[int, float]           # +1: Black owned it in every game
    mean_score: float                     # Black's area minus White's, komi included
    seconds: float
    notes: List[str] = field(default_factory=list)

    def best(self) -> Optional[Node]:
        """The most visited child (ties: higher win rate), or None."""
        if not self.children:
            return None
        return max(self.children, key=lambda ch: (ch.n, ch.winrate(), -ch.move))

    def ranked(self) -> List[Node]:
        """Children by falling visit count."""
        return sorted(self.children, key=lambda ch: (-ch.n, -ch.winrate(), ch.move))

    def principal_variation(self, length: int = 10) -> List[int]:
        """The most visited line from the best child on (moves alternate)."""
        line: List[int] = []
        node = self.best()
        while node is not None and len(line) < length:
            line.append(node.move)
            kids = [ch for ch in (node.children or []) if ch.n > 0]
            node = max(kids, key=lambda ch: (ch.n, ch.winrate(), -ch.move)) if kids else None
        return line


@dataclass
class Progress:
    """Reports of a running search: ``report`` is called with the state so
    far about every ``every`` seconds (GoGui's live graphics, analysis
    streams)."""

    report: Callable[["SearchResult"], None]
    every: float = PROGRESS_SECONDS


def _near(a: int, b: int) -> int:
    """Nearness of two points: the larger of the row and column distances
    plus the smaller (a diagonal step is 2, a knight's move 3)."""
    di = abs(I(a) - I(b))
    dj = abs(J(a) - J(b))
    return max(di, dj) + min(di, dj)


def _line(p: int, size: int) -> int:
    """Distance to the nearest edge, 1 for the first line."""
    i, j = I(p), J(p)
    return 1 + min(i, j, size - 1 - i, size - 1 - j)


EMPTY_RADIUS = 3       # "nothing around": no stone within this many rows and columns
_PAD = EMPTY_RADIUS * NS + EMPTY_RADIUS
_SPAN = b"\x01" * (2 * EMPTY_RADIUS + 1)


def _crowded(pb: PlayoutBoard) -> bytearray:
    """1 at ``p + _PAD`` for every point ``p`` with a stone within
    ``EMPTY_RADIUS`` rows and columns: each stone marks its square, a row
    at a time, once per expansion (asked point by point, the squares
    cost a fifth of the search)."""
    col = pb.color
    radius = EMPTY_RADIUS
    marks = bytearray(BOARDSIZE + 2 * _PAD)
    for q in pb.points:
        if col[q] == BLACK or col[q] == WHITE:
            for di in range(-radius, radius + 1):
                start = q + di * NS + _PAD - radius
                marks[start:start + 2 * radius + 1] = _SPAN
    return marks


def _empty_around(pb: PlayoutBoard, p: int, radius: int) -> bool:
    """True if no stone is within ``radius`` rows and columns of ``p``:
    the plain definition :func:`_crowded` is tested against. Rows above
    the array slice nothing: both ends are clipped at 0 (a negative end
    once sliced nearly the whole board)."""
    col = pb.color
    for di in range(-radius, radius + 1):
        base = p + di * NS
        row = col[max(0, base - radius):max(0, min(BOARDSIZE, base + radius + 1))]
        if WHITE in row or BLACK in row:
            return False
    return True


def _flag_priors() -> List[Tuple[int, int]]:
    """The prior a candidate's :meth:`PlayoutBoard.classify` flags give, by
    flags: even, plus a capture's or a self-atari's term, plus a good
    shape's (integer terms: their order does not matter)."""
    table = []
    for flags in range(32):
        terms = [PRIOR_EVEN]
        if flags & CLASS_CAPTURE_ONE:
            terms.append(PRIOR_CAPTURE_ONE)
        elif flags & CLASS_CAPTURE_MANY:
            terms.append(PRIOR_CAPTURE_MANY)
        elif flags & CLASS_SELF_ATARI:
            terms.append(PRIOR_SELF_ATARI)
        if flags & CLASS_SHAPE:
            terms.append(PRIOR_SHAPE)
        table.append((sum(n for n, _ in terms), sum(w for _, w in terms)))
    return table


_FLAG_PRIORS = _flag_priors()


def _near_offsets() -> List[Tuple[int, int]]:
    """(offset, distance) of the points at :func:`_near` distance 1 to 3."""
    found = []
    for di in range(-3, 4):
        for dj in range(-3, 4):
            dist = max(abs(di), abs(dj)) + min(abs(di), abs(dj))
            if 1 <= dist <= 3:
                found.append((di * NS + dj, dist))
    return found


_NEAR_OFFSETS = _near_offsets()


def _near_priors(last: int) -> Dict[int, Tuple[int, int]]:
    """The PRIOR_NEAR term of each point near ``last``, by :func:`_near`
    distance (off-board points included: they are never candidates)."""
    return {last + off: PRIOR_NEAR[dist - 1] for off, dist in _NEAR_OFFSETS}


def _line_table(size: int) -> List[int]:
    """:func:`_line` of every point of a ``size`` board, by point (made once
    per search)."""
    lines = [0] * BOARDSIZE
    for i in range(size):
        for j in range(size):
            lines[POS(i, j)] = _line(POS(i, j), size)
    return lines


def _select_children(children: List[Node]) -> Optional[Node]:
    """The first child of highest :meth:`Node.urgency` (CPython runs the
    compiled twin of this loop, which writes the urgency out)."""
    best = None
    best_value = -1.0
    for ch in children:
        value = ch.urgency()
        if value > best_value:
            best_value = value
            best = ch
    return best


def _rave(path: List[Node], seq: List[int], wins: Tuple[float, float]) -> None:
    """RAVE updates of one simulation: walking the moves backwards, a child
    of ``path[k]`` is updated when its move was first played, from move
    ``k`` on, by the side to move at ``k``, whose result is
    ``wins[k & 1]``."""
    first: Dict[int, int] = {}
    depth = len(path)
    for k in range(len(seq) - 1, -1, -1):
        mv = seq[k]
        parity = k & 1
        if mv != PASS_MOVE:
            first[mv] = parity
        if k < depth and path[k].children:
            win = wins[parity]
            get = first.get
            for ch in path[k].children:
                if get(ch.move, -1) == parity:
                    ch.an += 1
                    ch.aw += win


class Search:
    """One search from one position: the tree, the random generator, limits.

    ``priors`` maps root moves to extra ``(visits, wins)``; ``candidates``,
    if given, limits the root's children (every legal move that fills no
    own eye otherwise).
    """

    def __init__(self, board, color: int, komi: float, seed: int,
                 priors: Optional[Dict[int, Tuple[float, float]]] = None,
                 candidates: Optional[List[int]] = None) -> None:
        self.root_board = PlayoutBoard.from_board(board, color)
        self.work = self.root_board.copy()
        self.size = board.size
        self.lines = _line_table(board.size)
        self.color = color
        self.komi = komi
        self.rng = random.Random(seed)
        self.root = Node(PASS_MOVE, BLACK + WHITE - color)
        self.root.children = self._expand(self.root_board, color, priors or {}, candidates)
        self.simulations = 0
        self.owned = [0] * BOARDSIZE
        self.score_sum = 0.0
        self.limit = 3 * self.size * self.size

    # --- tree -----------------------------------------------------------

    def _expand(self, pb: PlayoutBoard, color: int, extra: Dict[int, Tuple[float, float]],
                only: Optional[List[int]] = None) -> List[Node]:
        """Children of a node where ``color`` is to move, with priors."""
        last = pb.last
        # Captures and saves near the last move, as the playouts see them.
        good: Dict[int, Tuple[float, float]] = {}
        if last != PASS_MOVE:
            around = (last, last + NS, last - 1, last - NS, last + 1)
            for mv in pb._saving_moves(color, around[1:]):
                good[mv] = PRIOR_SAVE
        near = _near_priors(last) if last != PASS_MOVE else {}
        crowded = _crowded(pb)
        lines = self.lines
        children = []
        points = sorted(pb.empties if only is None else only)
        for p, flags in zip(points, pb.classify(color, points)):
            if not flags & CLASS_CANDIDATE:
                continue
            n, w = _FLAG_PRIORS[flags]
            if p in good:
                a, b = good[p]
                n += a
                w += b
            if p in near:
                a, b = near[p]
                n += a
                w += b
            if not crowded[p + _PAD]:
                line = lines[p]
                if line <= 2:
                    n += PRIOR_EMPTY_EDGE[0]
                    w += PRIOR_EMPTY_EDGE[1]
                elif line <= 4:
                    n += PRIOR_EMPTY_THIRD[0]
                    w += PRIOR_EMPTY_THIRD[1]
            if p in extra:          # the caller's prior last: a float, added after the ints
                a, b = extra[p]
                n += a
                w += b
            children.append(Node(p, color, (n, max(0.0, min(w, n)))))
        return children

    @staticmethod
    def _select(node: Node) -> Node:
        """The child of highest :meth:`Node.urgency` (the first of equals):
        :func:`_select_children`, or its compiled twin."""
        if _compiled is not None:
            return _compiled.select(node.children, RAVE_EQUIV)
        return _select_children(node.children)

    # --- one simulation ---------------------------------------------------

    def simulate(self) -> None:
        """Walk down, expand, play out, back up."""
        pb = self.work
        pb.copy_from(self.root_board)
        node = self.root
        path = [node]
        seq: List[int] = []          # moves from the root, colours alternate
        color = self.color
        while node.children:
            child = self._select(node)
            if child is None:
                break
            pb.play(child.move, color)
            seq.append(child.move)
            path.append(child)
            node = child
            color = BLACK + WHITE - color
            if node.children is None and node.n >= EXPAND_VISITS:
                node.children = self._expand(pb, color, {})
        tree_moves = len(seq)
        pb.playout(color, self.rng, self.limit, seq)
        score = self._count(pb)
        black_wins = 1.0 if score > 0 else 0.0
        self._back_up(path, seq, tree_moves, black_wins, score)
        self.simulations += 1

    def _count(self, pb: PlayoutBoard) -> float:
        """The finished playout's score by area, as
        :meth:`PlayoutBoard.area_score` counts it (:meth:`PlayoutBoard.area_owner`
        written out), with who owns each point added to the ownership map
        in the same pass."""
        owned = self.owned
        col = pb.color
        black = white = 0
        for p in pb.points:
            c = col[p]
            if c == EMPTY:
                c = _STONE[col[p + NS]] | _STONE[col[p - NS]] | _STONE[col[p + 1]] \
                    | _STONE[col[p - 1]]
            if c == BLACK:
                owned[p] += 1
                black += 1
            elif c == WHITE:
                owned[p] -= 1
                white += 1
        score = black - white - self.komi
        self.score_sum += score
        return score

    def _back_up(self, path: List[Node], seq: List[int], tree_moves: int,
                 black_wins: float, score: float) -> None:
        """Update visits, wins and RAVE along the path.

        Node ``k`` of the path has children for the side to move after
        ``k`` moves; a child gets a RAVE update when its move was played
        first (from move ``k`` on) by that side.
        """
        for node in path:
            node.n += 1
            node.w += black_wins if node.color == BLACK else 1.0 - black_wins
            node.score += score
        other = BLACK + WHITE - self.color
        wins = (black_wins if self.color == BLACK else 1.0 - black_wins,
                black_wins if other == BLACK else 1.0 - black_wins)
        if _compiled is not None:
            _compiled.rave(path, seq, wins[0], wins[1])
        else:
            _rave(path, seq, wins)

    # --- running --------------------------------------------------------------

    def run(self, simulations: int, deadline: Optional[float] = None,
            interrupted: Optional[Callable[[], bool]] = None,
            progress: Optional[Progress] = None) -> SearchResult:
        """Run up to ``simulations`` simulations; stop at ``deadline`` (a
        ``time.monotonic()`` value) or as soon as ``interrupted()`` is true
        (checked every 16 simulations); report to ``progress`` now and then.
        Returns the result so far."""
        start = time.monotonic()
        next_report = start + (progress.every if progress is not None else 0.0)
        if self.root.children:
            for k in range(simulations):
                self.simulate()
                if k & 15 == 15:
                    now = time.monotonic()
                    if deadline is not None and now > deadline:
                        break
                    if interrupted is not None and interrupted():
                        break
                    if self._decided(simulations - k - 1):
                        break
                    if progress is not None and now >= next_report:
                        progress.report(self.result(start))
                        next_report = now + progress.every
        return self.result(start)

    def result(self, start: float) -> SearchResult:
        """The search's state: the root's children, ownership, mean score."""
        n = max(self.simulations, 1)
        ownership = {p: self.owned[p] / n for p in self.root_board.points}
        return SearchResult(self.color, self.root.children or [], self.simulations, ownership,
                            self.score_sum / n, time.monotonic() - start)

    def _decided(self, remaining: int) -> bool:
        """True when the most visited child cannot be caught up any more."""
        children = self.root.children
        if len(children) < 2 or self.simulations < 64:
            return False
        first = second = 0
        for ch in children:
            if ch.n > first:
                first, second = ch.n, first
            elif ch.n > second:
                second = ch.n
        return first - second > remaining


def search(board, color: int, komi: float, seed: int, simulations: int,
           deadline: Optional[float] = None,
           priors: Optional[Dict[int, Tuple[float, float]]] = None,
           candidates: Optional[List[int]] = None,
           interrupted: Optional[Callable[[], bool]] = None,
           progress: Optional[Progress] = None) -> SearchResult:
    """Search the position on ``board`` for ``color`` (see :class:`Search`)."""
    return Search(board, color, komi, seed, priors, candidates).run(
        simulations, deadline, interrupted, progress)

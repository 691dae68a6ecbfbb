"""Live analysis: what the search thinks of each candidate move, as it goes.

What GUIs such as Sabaki and Lizzie show while an engine "analyses" a
position (the ``lz-analyze``/``kata-analyze`` family that Leela Zero and
KataGo defined): for every candidate move its visits, win rate, prior,
lower confidence bound, rank and principal variation, and for KataGo's
variant the expected score lead and the ownership of every point.

Kosumi's figures come from its Monte Carlo tree search (:mod:`.montecarlo`)
on every board size, so they mean what the names say: *visits* are
simulations through the move, the *win rate* is the share of them the side
to move won, the *principal variation* follows the most visited replies,
the *score lead* is the mean final margin of those simulations, and the
*prior* is the move's share of the prior wins the search started it with
(from the playout knowledge and, on small boards, the valued move
reasons). Nothing is invented for lack of a network.

:class:`Analyzer` keeps one search over one position and grows it step by
step; the GTP front end prints a snapshot after each step. Depends on the
board, the config, the search and the move valuation; knows nothing of GTP.
"""
import math
import time
from dataclasses import dataclass, field
from typing import Callable, List, Optional, Set

from .board import Board
from .colors import BLACK
from .config import EngineConfig
from .genmove import Analysis, search_priors, search_seed
from .geometry import PASS_MOVE, POS
from .montecarlo import Node, Search

# A 95% lower confidence bound: this many standard errors below the mean.
LCB_Z = 1.96
# The principal variations printed are at most this long.
PV_LENGTH = 12


@dataclass
class Restriction:
    """GTP's ``avoid``/``allow``: moves one colour may not play (or may only
    play) during the first ``depth`` moves of the search."""

    color: int
    points: Set[int]
    depth: int
    allow: bool

    def admits(self, move: int, color: int, depth: int) -> bool:
        if color != self.color or depth > self.depth:
            return True
        return (move in self.points) == self.allow


@dataclass
class Candidate:
    """One move of the analysis, from the point of view of the side to move."""

    move: int
    visits: int
    winrate: float
    prior: float
    lcb: float
    order: int
    lead: float
    pv: List[int] = field(default_factory=list)


class Analyzer:
    """One analysis of one position for ``color``, grown by :meth:`step`.

    ``restrictions`` limit the root's candidates (the search below the root
    is not restricted; a limitation of this implementation, said in the
    GTP help). ``analysis`` (valued move reasons), if given, seeds the
    search's priors, as for genmove.
    """

    def __init__(self, board: Board, color: int, config: EngineConfig,
                 restrictions: Optional[List[Restriction]] = None,
                 analysis: Optional[Analysis] = None) -> None:
        self.board = board
        self.color = color
        self.size = board.size
        candidates = [p for p in board.points()
                      if board.is_legal(p, color)
                      and all(r.admits(p, color, 1) for r in restrictions or [])]
        priors = search_priors(analysis) if analysis is not None else None
        self.search = Search(board, color, config.komi, search_seed(config, board, color), priors,
                             candidates)

    def step(self, seconds: float, interrupted: Optional[Callable[[], bool]] = None) -> None:
        """Search for ``seconds`` more (less if ``interrupted`` says so)."""
        self.search.run(10 ** 9, time.monotonic() + seconds, interrupted)

    @property
    def simulations(self) -> int:
        return self.search.simulations

    def candidates(self, minmoves: int = 0, maxmoves: int = 0) -> List[Candidate]:
        """The root's candidates so far (see :func:`candidates`)."""
        return candidates(self.search.root.children or [], minmoves, maxmoves)

    def ownership(self) -> List[float]:
        """Ownership of every point, row by row from the top left (A19 on
        19x19), from the point of view of the side to move: +1 owned by it
        in every simulation, -1 by the opponent."""
        owned = self.search.owned
        n = max(self.search.simulations, 1)
        sign = 1.0 if self.color == BLACK else -1.0
        size = self.size
        # POS(0, 0) is the top left point (A19 on 19x19), as in GNU Go.
        return [sign * owned[POS(i, j)] / n for i in range(size) for j in range(size)]


def candidates(children: List[Node], minmoves: int = 0, maxmoves: int = 0) -> List[Candidate]:
    """A search root's children as candidates, most visited first: every
    visited move, at least ``minmoves`` (moves without visits added in
    order of their priors) and at most ``maxmoves`` (0: no limit)."""
    total_prior = sum(ch.pw for ch in children) or 1.0
    ranked = sorted(children, key=lambda ch: (-ch.n, -ch.pw, ch.move))
    wanted = max(sum(1 for ch in ranked if ch.n > 0), minmoves)
    if maxmoves:
        wanted = min(wanted, maxmoves)
    return [_candidate(ch, k, total_prior) for k, ch in enumerate(ranked[:wanted])]


def _candidate(child: Node, order: int, total_prior: float) -> Candidate:
    n = child.n
    rate = child.winrate()
    lcb = max(0.0, rate - LCB_Z * math.sqrt(rate * (1.0 - rate) / n)) if n else 0.0
    return Candidate(child.move, n, rate, child.pw / total_prior, lcb, order, child.lead(),
                     _variation(child))


def _variation(child: Node) -> List[int]:
    """The line from ``child`` following the most visited replies, up to a
    pass or PV_LENGTH moves."""
    line: List[int] = []
    node: Optional[Node] = child
    while node is not None and node.move != PASS_MOVE and len(line) < PV_LENGTH:
        line.append(node.move)
        kids = [ch for ch in (node.children or []) if ch.n > 0]
        node = max(kids, key=lambda ch: (ch.n, ch.winrate(), -ch.move)) if kids else None
    return line

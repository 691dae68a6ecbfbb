"""The life and death of the dragons, as GNU Go's examination judges it.

GNU Go's ``make_dragons`` ends with an owl pass: every dragon that may die
is read by the owl (``owl_attack``, then ``owl_defend``), and its status
becomes alive, critical or dead; ``semeai()`` then revises the dead and
critical dragons by their capturing races (manual 7.2, 12.1).
:func:`judge` does both for examined dragons: the owl's statuses
(:func:`~.owl.judge_dragons`), then the races of each dead or critical
dragon against its dead or critical neighbours of the other colour
(:func:`~.semeai.judge_races`), the neighbours' owl statuses read as the
races reach them; last, the dead strings that may live in seki inside
their one living neighbour (:func:`~.semeai.judge_seki`, GNU Go's
``find_moves_to_make_seki`` at the end of ``semeai()``).

The GTP dragon commands judge without a bound, as GNU Go does. The move
generator judges within a budget of owl nodes (our owl costs far more per
node than GNU Go's): then the dragons with most at stake are read first,
each read is limited to what is left, and the dragons not reached are
listed in the :class:`Judgement` (their statuses stay the static
judgement's), so that a budget never silently passes for a reading.

Depends on the dragons, the owl and the semeai reader.
"""
from dataclasses import dataclass, field
from typing import Iterable, Iterator, List, Optional, Tuple

from .board import Board
from .colors import BLACK, WHITE
from .dragons import ALIVE, CRITICAL, DEAD, UNCHECKED, Dragon, Dragons, Safety, needs_owl
from .geometry import DIRS
from .owl import Owl, judge_dragons
from .semeai import Semeai, judge_races, judge_seki, race_partners, seki_rival
from .worms import Worms

# Under a budget, the races are not read with fewer owl nodes than this
# left: a race assesses both dragons' eyes at every node.
RACE_NODES = 60


@dataclass
class Judgement:
    """What :func:`judge` read: the dragons whose status it settled, the
    dragons left as the static judgement had them when the budget ran
    out, whether the races were read, and the owl nodes spent."""

    read: List[Dragon] = field(default_factory=list)
    unread: List[Dragon] = field(default_factory=list)
    races_read: bool = True
    owl_nodes: int = 0

    @property
    def complete(self) -> bool:
        return not self.unread and self.races_read


def judge(owl: Owl, races: Semeai, dragons: Dragons, worms: Worms,
          only: Optional[Iterable[Dragon]] = None,
          budget: Optional[int] = None) -> Judgement:
    """Statuses for the dragons (all, or ``only``): the owl's, then the
    races of the dead and critical ones, then the seki pass. ``budget``:
    owl nodes for all of it (None: no bound)."""
    judgement = Judgement()
    spend = _Spending(owl, budget)
    wanted = list(dragons.dragons.values()) if only is None else list(only)
    if budget is not None:
        wanted.sort(key=lambda d: (-d.size * d.weakness, d.origin))   # most at stake first
    for d in wanted:
        (judgement.read if spend.read(dragons, d) else judgement.unread).append(d)
    # The rivals a dead string may live in seki against are read, and
    # their races judged, before the seki pass needs their statuses.
    candidates = list(_seki_candidates(dragons, worms, judgement.read))
    rivals = list({rival.origin: rival for _, _, rival in candidates}.values())
    if not all([spend.read(dragons, rival) for rival in rivals]):
        judgement.races_read = False
    # A dragon a seki pass has judged had its races read in that call; read
    # again, its revived status would be marked inessential (_racing).
    chosen = [d for d in judgement.read + rivals
              if not d.races_judged and not d.sekis_judged
              and d.owl_status in (CRITICAL, DEAD)]
    racing = race_partners(races, dragons, worms, chosen)
    known = 0
    while len(racing) > known:        # judge the neighbours as they are reached
        known = len(racing)
        rivals = [rival for d in racing for rival in (dragons.dragon(n) for n in d.neighbors)
                  if rival.color != d.color]
        if not all([spend.read(dragons, rival) for rival in rivals]):
            judgement.races_read = False
            break
        racing = race_partners(races, dragons, worms, chosen)
    racing = _essential(owl.board, dragons, worms, racing)
    if racing and judgement.races_read and spend.left(RACE_NODES):
        limit = races.node_limit
        races.node_limit = spend.limit(limit)
        try:
            judge_races(races, dragons, worms, racing)
        finally:
            races.node_limit = limit
    elif racing:
        judgement.races_read = False
    if judgement.races_read:
        _sekis(races, dragons, worms, judgement, spend, candidates)
    judgement.owl_nodes = owl.nodes - spend.start
    return judgement


def _seki_candidates(dragons: Dragons, worms: Worms,
                     read: List[Dragon]) -> Iterator[Tuple[Dragon, int, Dragon]]:
    """(dragon, string, rival) for each string of a dead dragon read that
    may live in seki inside its one enemy neighbour
    (:func:`~.semeai.seki_rival`), skipping the dragons a seki pass has
    already judged."""
    for d in read:
        if d.sekis_judged or d.status != DEAD:
            continue
        for w in d.worms:
            rival = seki_rival(dragons, worms, w)
            if rival is not None:
                yield d, w, rival


def _sekis(races: Semeai, dragons: Dragons, worms: Worms, judgement: Judgement,
           spend: "_Spending", candidates: List[Tuple[Dragon, int, Dragon]]) -> None:
    """The candidates' dead strings that may yet live in seki inside their
    one living neighbour (GNU Go's ``find_moves_to_make_seki``, the end of
    ``semeai()``), read once the rivals' statuses are final (read before
    the races, then raced). What the budget does not reach stays dead, and
    the judgement says the races were not all read."""
    for d, w, rival in candidates:
        if d.status != DEAD:
            continue                    # a race, or an earlier string of it, revived it
        if not spend.left(RACE_NODES):
            judgement.races_read = False
            return
        if rival.status == ALIVE:
            limit = races.node_limit
            races.node_limit = spend.limit(limit)
            try:
                judge_seki(races, dragons, worms, w, rival)
            finally:
                races.node_limit = limit
    for d in judgement.read:
        d.sekis_judged = True


def _essential(board: Board, dragons: Dragons, worms: Worms,
               racing: List[Dragon]) -> List[Dragon]:
    """The racing dragons less those the owl pass made inessential (GNU
    Go's ``revise_inessentiality``, run between the owl and ``semeai()``).
    First every critical worm whose enemies all belong to dead dragons is
    marked inessential, whatever its own dragon's status: its capture
    decides nothing, and a race against it would wrongly revive the dead
    dragon around it (a lone stone inside a dead group, owl-dead for us
    where GNU Go's owl finds a ko, is the case: ld_owl.tst 207). Then a
    critical dragon of inessential worms is inessential too, and races
    nobody; :func:`~.semeai.judge_races` skips a dragon whose origin worm
    is inessential."""
    for w in worms.worm_origins:
        if _revised_inessential(board, dragons, worms, w):
            worms.make_inessential(w)
    kept: List[Dragon] = []
    for d in racing:
        if d.safety == Safety.CRITICAL and all(worms.inessential[w] for w in d.worms):
            d.safety = Safety.INESSENTIAL
        if d.safety != Safety.INESSENTIAL:
            kept.append(d)
    return kept


def _revised_inessential(board: Board, dragons: Dragons, worms: Worms, w: int) -> bool:
    """Whether the worm at ``w`` becomes inessential after the owl pass: it
    can be captured and defended, and every enemy string next to it or
    sharing a liberty with it belongs to a dragon the owl read dead (a
    dragon the owl has not read keeps the benefit of the doubt)."""
    if worms.inessential[w] or not (worms.attack_codes[w][0] and worms.defense_codes[w][0]):
        return False
    enemies = _extended_chainlinks(board, w)
    return bool(enemies) and all(_read_dead(dragons.dragon(e)) for e in enemies)


def _read_dead(d: Dragon) -> bool:
    """Dead, and read so by the owl (not by the static judgement alone)."""
    return d.status == DEAD and d.owl_status != UNCHECKED


def _extended_chainlinks(board: Board, pos: int) -> List[int]:
    """Origins of the enemy strings next to the string at ``pos`` or
    sharing a liberty with it (GNU Go's ``extended_chainlinks``)."""
    b = board.board
    other = BLACK + WHITE - b[pos]
    found = list(board.chainlinks(pos))
    for lib in board.findlib(pos):
        for step in DIRS:
            q = lib + step
            if b[q] == other:
                origin = board.find_origin(q)
                if origin not in found:
                    found.append(origin)
    return found


class _Spending:
    """The owl nodes a judgement may still spend; each read is limited to
    what is left (a read cut short is an uncertain result, as any read
    past the owl's own node limit)."""

    def __init__(self, owl: Owl, budget: Optional[int]) -> None:
        self.owl = owl
        self.budget = budget
        self.start = owl.nodes

    def _remaining(self) -> int:
        return self.budget - (self.owl.nodes - self.start)

    def left(self, at_least: int = 1) -> bool:
        return self.budget is None or self._remaining() >= at_least

    def limit(self, own: int) -> int:
        """A reader's node limit cut to what is left."""
        return own if self.budget is None else max(1, min(own, self._remaining()))

    def read(self, dragons: Dragons, d: Dragon) -> bool:
        """Read ``d`` (if it is not read yet); False when nothing is left."""
        if self.budget is None or not needs_owl(d):      # the latter costs nothing
            judge_dragons(self.owl, dragons, [d])
            return True
        if not self.left():
            return d.owl_status != UNCHECKED
        owl = self.owl
        with owl.limited(self.limit(owl.node_limit)):
            judge_dragons(owl, dragons, [d])
        return True

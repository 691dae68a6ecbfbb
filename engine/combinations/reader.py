"""The entry points: :class:`AtariAtari` (GNU Go's ``atari_atari``,
``atari_atari_blunder_size``, ``atari_atari_confirm_safety``) with its cache."""
from typing import Callable, Dict, List, Optional, Set, Tuple

from ..board import Board
from ..config import EngineConfig
from ..geometry import NO_MOVE, PASS_MOVE
from ..reading import ReadingCache
from .budgets import CACHE_ENTRIES, QUESTION_BUDGET, SEARCH_BUDGET
from .goal import manhattan
from .search import Search, SearchExhausted, SearchTactics
from .targets import Blunder, Combination, Targets


# --- the entry points ----------------------------------------------------------

class _Best:
    """The combination found so far by one ``atari_atari`` call."""

    def __init__(self) -> None:
        self.size = 0
        self.move = NO_MOVE
        self.defenses: Set[int] = set()


class AtariAtari:
    """Combination reading on one board (GNU Go's ``atari_atari``,
    ``atari_atari_blunder_size`` and ``atari_atari_confirm_safety``). One
    object per board and config; its cache follows the position by hash.
    ``cache`` is the tactical reader's cache to share; ``interrupted`` a
    user's interrupt (it goes through as ReadingInterrupted)."""

    def __init__(self, board: Board, config: EngineConfig, cache: Optional[ReadingCache] = None,
                 interrupted: Optional[Callable[[], bool]] = None,
                 question_budget: int = QUESTION_BUDGET,
                 search_budget: int = SEARCH_BUDGET) -> None:
        self.board = board
        self.config = config
        self.reading_cache = cache if cache is not None else ReadingCache()
        self.interrupted = interrupted
        self.question_budget = question_budget
        self.search_budget = search_budget
        self.cache: Dict[tuple, object] = {}
        self.nodes = 0          # tactical nodes read by all searches

    def _search(self, targets: Targets) -> Search:
        tactics = SearchTactics(self.board, self.config, self.reading_cache, self.interrupted,
                           self.question_budget, self.search_budget)
        return Search(self.board, tactics, targets, self.config.depths.aa_depth)

    def attack(self, targets: Targets, defenses: bool = False) -> Combination:
        """The attacker's combination, its first move and (with
        ``defenses``) the defender's moves that stop it. GNU Go's
        ``atari_atari``."""
        key = ("attack", self.board.hash, targets, defenses)
        if key not in self.cache:
            self._store(key, self._attack(targets, defenses))
        return self.cache[key]

    def _store(self, key: tuple, result: object) -> None:
        if len(self.cache) >= CACHE_ENTRIES:
            self.cache.clear()
        self.cache[key] = result

    def _attack(self, targets: Targets, defenses: bool) -> Combination:
        if self.config.depths.aa_depth < 2:
            return Combination(0)
        search = self._search(targets)
        tactics = search.tactics
        best = _Best()
        kept: Set[int] = set()
        try:
            self._essential(search, best, defenses)
            if best.size and defenses:
                tactics.search_budget = tactics.nodes + self.search_budget
                self._working_defenses(search, best, kept)
        except SearchExhausted:
            tactics.gave_up = True
        finally:
            self.nodes += tactics.nodes
        certain = not tactics.gave_up
        if not best.size:
            return Combination(0, certain=certain)
        return Combination(best.size, best.move, tuple(sorted(kept)), certain)

    @staticmethod
    def _essential(search: "Search", best: "_Best", defenses: bool) -> None:
        """Find a combination; then forbid its first move and search again
        for one at least as big, until none is left: the last first move
        found is the one the combination needs (GNU Go's loop in
        ``atari_atari``). ``best`` holds the last combination found and
        the potential defences its search met."""
        while True:
            potential: Optional[Set[int]] = set() if defenses else None
            size, move, _ = search.run(best.size, potential)
            if not size:
                return
            best.size, best.move, best.defenses = size, move, potential or set()
            search.forbidden.add(move)

    def _working_defenses(self, search: "Search", best: "_Best", kept: Set[int]) -> None:
        """Add to ``kept`` the potential defences that hold: legal for the
        defender, not capturable there, and leaving no combination of the
        same size (the other forbidden first moves stay forbidden, as in
        GNU Go). Each check is a whole search, with a budget of its own
        for all of them: the nearest to the combination's first move are
        checked first, so that a budget that runs out leaves the likeliest
        defences checked."""
        board = self.board
        search.forbidden.discard(best.move)
        for pos in sorted(best.defenses, key=lambda p: (manhattan(p, best.move), p)):
            if pos == PASS_MOVE or not board.trymove(pos, search.defender):
                continue
            try:
                if not search.tactics.attack(pos)[0] and not search.run(best.size, None)[0]:
                    kept.add(pos)
            finally:
                board.popgo()

    # --- blunders -----------------------------------------------------------------

    def blunder_size(self, move: int, color: int, safe: Targets, plain: Targets,
                     defenses: bool = True) -> Blunder:
        """The size of the combination ``color``'s ``move`` lets the
        opponent make, which the opponent did not have before, and (with
        ``defenses``) the moves that would prevent it. ``safe``: the
        opponent's targets with the stones the move leaves safe
        (:func:`targets_from_safe_stones`); ``plain``: those of the
        position's analysis (:func:`combination_targets`). GNU Go's
        ``atari_atari_blunder_size``."""
        key = ("blunder", self.board.hash, move, color, safe, plain, defenses)
        if key not in self.cache:
            self._store(key, self._blunder(move, color, safe, plain, defenses))
        return self.cache[key]

    def _blunder(self, move: int, color: int, safe: Targets, plain: Targets,
                 defenses: bool) -> Blunder:
        if self.config.depths.aa_depth < 2:
            return Blunder(0)
        search = self._search(safe)
        tactics = search.tactics
        board = self.board
        stackp = board.stackp
        size = 0
        potential: Set[int] = set()
        kept: List[int] = []
        try:
            size = self._blunder_search(search, move, color, plain, potential)
            if size and defenses:
                tactics.search_budget = tactics.nodes + self.search_budget
                self._preventing(search, move, color, potential, kept)
        except SearchExhausted:
            tactics.gave_up = True
        finally:
            board.pop_to(stackp)
            self.nodes += tactics.nodes
        return Blunder(size, tuple(sorted(kept)), not tactics.gave_up)

    def _blunder_search(self, search: "Search", move: int, color: int, plain: Targets,
                        potential: Set[int]) -> int:
        """The size the move gives away: the combination after the move
        (it must have a defence, else it is taken for an illusion),
        reduced to its essential first move, less what the same search
        finds without the move. ``potential`` collects the moves that
        might prevent it; ``search.after`` keeps the size after the move."""
        board = self.board
        tactics = search.tactics
        if not board.tryko(move, color):
            raise ValueError("the move to check is illegal")
        tactics.shift = 1
        try:
            after, first, defense = search.run(0, potential)
            if not after or defense == NO_MOVE:
                return 0
            last = self._drop_inessential(search, after, first, defense)
        finally:
            tactics.shift = 0
            board.popgo()
        safe = search.targets
        search.targets = plain
        search.forbidden.discard(last)
        before = search.run(0, None)[0]
        search.targets = safe
        search.after = after
        return max(0, after - before)

    @staticmethod
    def _drop_inessential(search: "Search", after: int, first: int, defense: int) -> int:
        """Forbid first moves of the combination while one as big remains;
        returns the last move forbidden."""
        size, last = after, first
        while size >= after and defense != NO_MOVE:
            search.forbidden.add(first)
            last = first
            size, again, again_defense = search.run(size, None)
            if size:
                first, defense = again, again_defense
        return last

    def _preventing(self, search: "Search", move: int, color: int, potential: Set[int],
                    kept: List[int]) -> None:
        """Add to ``kept`` the potential defences that work: played first
        by ``color``, not capturable there, and after them ``move`` no
        longer allows a combination as big. Nearest to the move first, as
        :meth:`_working_defenses` checks them."""
        board = self.board
        tactics = search.tactics
        after = search.after
        for pos in sorted(potential, key=lambda p: (manhattan(p, move), p)):
            if pos in (move, PASS_MOVE):
                continue
            stackp = board.stackp
            try:
                if not board.trymove(pos, color):
                    continue
                tactics.shift = 1
                if tactics.attack(pos)[0] or not board.tryko(move, color):
                    continue
                tactics.shift = 2
                if search.run(after, None)[0] < after:
                    kept.append(pos)
            finally:
                tactics.shift = 0
                board.pop_to(stackp)

    def confirm_safety(self, move: int, color: int, minsize: int, safe: Targets,
                       plain: Targets) -> Tuple[bool, int, Blunder]:
        """GNU Go 3.8's ``atari_atari_confirm_safety``: ``(flag, a move
        that prevents the combination or NO_MOVE, the blunder)``, where the
        flag is GNU Go's test ``blunder size >= minsize`` (so true at size
        0 whenever ``minsize`` is 0: the reverse of what the name suggests,
        kept because ``aa_confirm_safety`` answers it; to ask whether a
        move is safe, compare :meth:`blunder_size` with the size that
        matters)."""
        blunder = self.blunder_size(move, color, safe, plain)
        defense = blunder.defenses[0] if blunder.defenses else NO_MOVE
        return blunder.size >= minsize, defense, blunder

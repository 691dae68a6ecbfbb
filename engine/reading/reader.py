"""The public face of tactical reading: one Reader per Board.

:class:`Reader` wraps the search of :mod:`.core` with the entry points the
rest of the engine calls (GNU Go's ``attack``, ``find_defense``,
``safe_move``, ``does_attack``, ``does_defend``, ``attack_either``,
``defend_both``, ``simple_ladder``). Every entry point

* may be called at any ``stackp`` (patterns call it inside their own
  trymoves) and starts with an empty komaster;
* leaves the board exactly as it found it, even when an exception goes
  through it (``try``/``finally`` with ``Board.pop_to``);
* counts nodes in ``nodes`` (one per attack/defend routine entered, as
  GNU Go's ``reading_node_counter``) until ``reset_nodes``.

The reader follows its board through any number of positions: its cache is
keyed by position hash, so it never needs to be told that the board moved.
Depends on the board and the config only.
"""
from typing import Callable, Optional, Tuple

from ..colors import BLACK, EMPTY, WHITE
from ..cores import compiled_core
from ..config import EngineConfig
from .cache import ATTACK, DEFEND, NOT_RECORDING, ReadingCache
from .codes import KO_A, KO_B, WIN
from .core import ReadingCore
from .komaster import CONDITIONAL, EMPTY_STATE, STATE_MASK, komaster_trymove

_compiled = compiled_core("_reading")        # the optional compiled search (engine/_reading.c)
#: True when readers run the compiled search (unless made with ``compiled=False``).
COMPILED = _compiled is not None

# Why a compiled read stopped (``_reading.Context.read``'s ``stop``).
_STOPPED_BUDGET = 1
_STOPPED_INTERRUPT = 2

Result = Tuple[int, int]


class Reader(ReadingCore):
    """Tactical reading on one board with the depths of one config.

    ``Reader(board, config)``; results are ``(code, move)`` pairs or codes
    (:mod:`kosumi.engine.reading.codes`).
    """

    def __init__(self, board, config: EngineConfig, cache: ReadingCache = None,
                 stack_offset: int = 0, compiled: bool = True) -> None:
        super().__init__(board, config.depths, cache, stack_offset)
        self.config = config
        # The compiled search runs every read from the entry points below
        # when it is built (COMPILED) and not refused here; the Python
        # search of core.py is its reference and gives the same answers,
        # node counts, budget stops and cache reuse.
        self.compiled = compiled and COMPILED
        self._params = (self.depth, self.branch_depth, self.backfill_depth,
                        self.backfill2_depth, self.break_chain_depth, self.superstring_depth,
                        self.fourlib_depth, self.ko_depth, self.max_stack, stack_offset)

    def one_deeper(self) -> "Reader":
        """A reader whose tactical depths are one deeper (GNU Go's
        ``increase_depth_values``), for questions asked with one move of
        the caller already on the stack: it counts depth from that move
        (its depth rules, cache keys and ``max_stack``; unlike a reader
        made with ``config.with_depths(1)``, which also counts the depth
        constants of the move generators from the root), so it reads that
        position as this reader reads its parent, and shares this reader's
        cache: neither reads twice what the other has read."""
        return Reader(self.b, self.config.with_depths(1), self.cache, self.stack_offset + 1,
                      self.compiled)

    def reset_nodes(self) -> None:
        """Set the node counter to zero (GNU Go's
        ``reset_reading_node_counter``)."""
        self.nodes = 0

    def _string(self, str_pos: int) -> int:
        """Check that ``str_pos`` holds a stone; refresh board references."""
        self._bind()
        if not 0 < str_pos < len(self.bd) or self.bd[str_pos] not in (WHITE, BLACK):
            raise ValueError(f"no stone at {str_pos}")
        return self.sn[str_pos]

    def _too_strong(self, s: int) -> bool:
        """True if the depth rules count the string as alive right away."""
        n = len(self.libs[s])
        stackp = self.b.stackp
        return n > 4 or (n == 4 and stackp > self.fourlib_depth) or \
            (n == 3 and stackp > self.depth)

    # ------------------------------------------------------------------
    # One search from the current position

    def _search(self, routine: int, str_pos: int, ks: int) -> Result:
        """``do_attack`` (ATTACK) or ``do_find_defense`` (DEFEND) of the
        string at ``str_pos`` in komaster state ``ks``: in C when compiled,
        which reads a copy of the board and leaves the board untouched."""
        if not self.compiled:
            if routine == ATTACK:
                return self.do_attack(str_pos, ks)
            return self.do_find_defense(str_pos, ks)
        cache = self.cache
        has_budget, budget, interrupted = self._budget()
        b = self.b
        (code, move, self.nodes, stop, unowned, borrowed,
         hits, stores, clears) = cache.context(_compiled).read(
            b, self._params, routine, str_pos, ks, self.nodes, has_budget, budget,
            interrupted, b.shadow, cache.recording)
        cache.hits += hits
        cache.stores += stores
        cache.clears += clears
        if cache.recording != NOT_RECORDING:
            cache.borrowed.update(borrowed)
            cache.unowned_hit = cache.unowned_hit or bool(unowned)
        if stop == _STOPPED_INTERRUPT:
            self._stopped(interrupted=True)
        elif stop == _STOPPED_BUDGET:
            self._stopped(interrupted=False)
        return code, move

    def _budget(self) -> Tuple[bool, int, Optional[Callable[[], bool]]]:
        """(whether reading is bounded, the node count it may not pass, the
        interrupt to ask every 64 nodes): a plain reader has none."""
        return False, 0, None

    def _stopped(self, interrupted: bool) -> None:
        """A compiled read stopped at the budget or an interrupt: a plain
        reader has neither, so this cannot happen."""
        raise RuntimeError("a reader without a budget was stopped")

    # ------------------------------------------------------------------

    def attack(self, str_pos: int) -> Result:
        """Can the string at ``str_pos`` be captured, its opponent moving first?

        Returns ``(code, move)``: WIN, KO_A or KO_B with the attacking move,
        or ``(0, 0)``. Raises ValueError if there is no stone there.
        Counterpart of GNU Go's ``attack``.
        """
        return self._read_root(str_pos, ATTACK, (0, 0))

    def find_defense(self, str_pos: int) -> Result:
        """Can the string at ``str_pos`` be saved, its owner moving first?

        Returns ``(code, move)``: WIN, KO_A or KO_B with the saving move, or
        ``(0, 0)``. A string with enough liberties gets ``(WIN, 0)``. As in
        GNU Go it is not checked that the string needs saving: call
        ``attack`` first. Counterpart of GNU Go's ``find_defense``.
        """
        return self._read_root(str_pos, DEFEND, (WIN, 0))

    def _read_root(self, str_pos: int, routine: int, strong: Result) -> Result:
        """Run ``routine`` (ATTACK or DEFEND) from the root (no komaster),
        or answer ``strong`` for a string the depth rules count as alive;
        the board is left as it was, whatever happens below."""
        if self._too_strong(self._string(str_pos)):
            return strong
        b = self.b
        stackp = b.stackp
        try:
            return self._search(routine, str_pos, EMPTY_STATE)
        finally:
            b.pop_to(stackp)

    def attack_and_defend(self, str_pos: int) -> Tuple[int, int, int, int]:
        """``(attack code, attack move, defence code, defence move)``; the
        defence is only read when the attack succeeds (else ``(WIN, 0)``).
        Counterpart of GNU Go's ``attack_and_defend``."""
        acode, amove = self.attack(str_pos)
        if not acode:
            return 0, 0, WIN, 0
        dcode, dmove = self.find_defense(str_pos)
        return acode, amove, dcode, dmove

    def safe_move(self, move: int, color: int) -> int:
        """Is ``color`` at ``move`` legal and safe from immediate capture?

        Returns WIN if the new stone cannot be captured, KO_A / KO_B if it
        can only be captured through a ko (a conditional ko capture as the
        move itself gives at most KO_B), 0 if the move is illegal or the
        stone can be captured. Counterpart of GNU Go's ``safe_move``.
        """
        self._bind()
        b = self.b
        if self.bd[move] != EMPTY:
            return 0
        stackp = b.stackp
        try:
            r = komaster_trymove(b, move, color, EMPTY_STATE, True)
            if r < 0:
                return 0
            if self.bd[move] == EMPTY:
                acode = WIN         # a suicide (where the rules allow it)
            elif self._too_strong(self.sn[move]):
                acode = 0
            else:
                acode = self._search(ATTACK, move, r & STATE_MASK)[0]
        finally:
            b.pop_to(stackp)
        if acode == 0:
            safe = WIN
        elif acode == KO_B:
            safe = KO_A
        elif acode == KO_A:
            safe = KO_B
        else:
            safe = 0
        if r & CONDITIONAL and safe:
            safe = KO_B
        return safe

    def does_attack(self, move: int, str_pos: int) -> int:
        """Does the opponent's ``move`` capture the string at ``str_pos``?

        Returns the attack's code seen after the move (WIN if the string
        has no defence then, KO codes through ko), or 0 if the move does not
        work, is illegal, or the string was dead anyway. Counterpart of GNU
        Go's ``does_attack``.
        """
        color = self._move_and_string(move, str_pos)
        acode, _ = self.attack(str_pos)
        if acode and self.find_defense(str_pos)[0] == 0:
            return 0
        with self.b.trying(move, WHITE + BLACK - color) as played:
            if not played:
                return 0
            if self.bd[str_pos] == EMPTY:
                return WIN
            if self._too_strong(self.sn[str_pos]):
                return 0
            return WIN - self._search(DEFEND, str_pos, EMPTY_STATE)[0]

    def does_defend(self, move: int, str_pos: int) -> int:
        """Does the owner's ``move`` save the string at ``str_pos``?

        Returns WIN if the string can be captured now and not after the
        move, a KO code if it then survives only through ko, 0 otherwise
        (also when the string was not in danger). Counterpart of GNU Go's
        ``does_defend``.
        """
        color = self._move_and_string(move, str_pos)
        if not self.attack(str_pos)[0]:
            return 0
        with self.b.trying(move, color) as played:
            if not played or self.bd[str_pos] == EMPTY:
                return 0            # illegal, or a suicide of the string
            if self._too_strong(self.sn[str_pos]):
                return WIN
            return WIN - self._search(ATTACK, str_pos, EMPTY_STATE)[0]

    def _move_and_string(self, move: int, str_pos: int) -> int:
        """The colour of the string at ``str_pos``; ValueError unless there
        is a string there and ``move`` is empty."""
        self._string(str_pos)
        if self.bd[move] != EMPTY:
            raise ValueError("move point is not empty")
        return self.bd[str_pos]

    def attack_either(self, astr: int, bstr: int) -> int:
        """Can the opponent capture at least one of two strings of one colour?

        Returns the best code found. Reads each string alone, then (if the
        weaker has two liberties) each of its ataris and the points that are
        liberties of both, checking ``defend_both`` after each. Counterpart
        of GNU Go's ``attack_either``; raises ValueError if the strings are
        not of one colour.
        """
        self._same_color(astr, bstr)
        if len(self.libs[self.sn[astr]]) > len(self.libs[self.sn[bstr]]):
            astr, bstr = bstr, astr
        acode = self.attack(astr)[0]
        if acode == WIN:
            return WIN
        bcode = self.attack(bstr)[0]
        if acode or bcode:
            return max(acode, bcode)
        color = self.bd[astr]
        other = WHITE + BLACK - color
        candidates = []
        alibs = self.libs[self.sn[astr]]
        if len(alibs) == 2:
            candidates.extend(alibs)
        blibs = self.libs[self.sn[bstr]]
        for lib in alibs:
            if lib in blibs and lib not in candidates:
                candidates.append(lib)
        best = 0
        b = self.b
        stackp = b.stackp
        try:
            for move in candidates:
                if b.trymove(move, other):
                    if self.bd[astr] == EMPTY or self.bd[bstr] == EMPTY:
                        code = WIN
                    else:
                        code = WIN - self.defend_both(astr, bstr)
                    b.popgo()
                    if code == WIN:
                        return WIN
                    best = max(best, code)
        finally:
            b.pop_to(stackp)
        return best

    def defend_both(self, astr: int, bstr: int) -> int:
        """Can the owner keep both strings of one colour alive?

        Returns WIN if neither is threatened, or only one (there is time to
        save it), or one move saves both; 0 if either is already lost or no
        common defence is found. Counterpart of GNU Go's ``defend_both``;
        raises ValueError if the strings are not of one colour.
        """
        self._same_color(astr, bstr)
        if len(self.libs[self.sn[astr]]) > len(self.libs[self.sn[bstr]]):
            astr, bstr = bstr, astr
        acode, _, adcode, amove = self.attack_and_defend(astr)
        if acode and not adcode:
            return 0
        bcode, _, bdcode, bmove = self.attack_and_defend(bstr)
        if bcode and not bdcode:
            return 0
        if not acode or not bcode:
            return WIN
        if self.sn[astr] == self.sn[bstr]:
            return adcode
        color = self.bd[astr]
        # A move saving both defends one of them, is a liberty of both, or
        # captures an attacker next to either.
        candidates = [m for m in (amove, bmove) if m]
        alibs = self.libs[self.sn[astr]]
        for lib in self.libs[self.sn[bstr]]:
            if lib in alibs and lib not in candidates:
                candidates.append(lib)
        for s in (self.sn[astr], self.sn[bstr]):
            for t in self.nbrs[s]:
                if len(self.libs[t]) == 1 and self.libs[t][0] not in candidates:
                    candidates.append(self.libs[t][0])
        b = self.b
        stackp = b.stackp
        try:
            for move in candidates:
                if b.trymove(move, color):
                    safe = (not self.attack(astr)[0]) and (not self.attack(bstr)[0])
                    b.popgo()
                    if safe:
                        return WIN
        finally:
            b.pop_to(stackp)
        return 0

    def _same_color(self, astr: int, bstr: int) -> None:
        self._string(astr)
        self._string(bstr)
        if self.bd[astr] != self.bd[bstr]:
            raise ValueError("strings of different colours")

    # ------------------------------------------------------------------
    # Ladders

    def ladder_attack(self, str_pos: int) -> Result:
        """Can the string (with exactly two liberties) be captured in a
        ladder: ataris only, the defender only extending or capturing a
        stone in atari? Returns ``(WIN, move)`` or ``(0, 0)``; a string
        without exactly two liberties gives ``(0, 0)``. Counterpart of GNU
        Go's ``simple_ladder``."""
        s = self._string(str_pos)
        if len(self.libs[s]) != 2:
            return 0, 0
        b = self.b
        stackp = b.stackp
        try:
            move = self._ladder_attack(str_pos)
        finally:
            b.pop_to(stackp)
        return (WIN, move) if move else (0, 0)

    def _ladder_attack(self, str_pos: int) -> int:
        """The ladder's atari that captures (string has two liberties), or 0."""
        self.nodes += 1
        b = self.b
        color = self.bd[str_pos]
        other = WHITE + BLACK - color
        libs = self.libs
        for lib in list(libs[self.sn[str_pos]]):
            if b.trymove(lib, other):
                escapes = self._ladder_escapes(str_pos)
                b.popgo()
                if not escapes:
                    return lib
        return 0

    def _ladder_escapes(self, str_pos: int) -> bool:
        """True if the string in atari escapes the ladder, owner to move."""
        self.nodes += 1
        b = self.b
        bd = self.bd
        libs = self.libs
        s = self.sn[str_pos]
        moves = [libs[s][0]]
        for t in self.nbrs[s]:
            if len(libs[t]) == 1 and libs[t][0] not in moves:
                moves.append(libs[t][0])
        color = bd[str_pos]
        for move in moves:
            if b.trymove(move, color):
                n = len(libs[self.sn[str_pos]])
                escaped = n >= 3 or (n == 2 and not self._ladder_attack(str_pos))
                b.popgo()
                if escaped:
                    return True
        return False


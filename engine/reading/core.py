"""The tactical search: can a string be captured, and how can it be saved?

Counterpart of GNU Go's ``reading.c`` (manual chapter 11), written afresh.

Structure. ``do_attack`` / ``do_find_defense`` cut off strings with too
many liberties for the current depth, look the position up in the cache
and dispatch on the liberty count to ``attack1..4`` / ``defend1..4``. Each
of those collects candidate moves in batches, cheap and likely moves
first, and tries a batch with ``_try_attacks`` / ``_try_defenses``
(GNU Go's ``ATTACK_TRY_MOVES`` / ``DEFEND_TRY_MOVES``): order the batch
(:func:`.moves.order_moves`), play each move under the komaster rules
(:mod:`.komaster`), read the opponent's routine, keep the best result.

* attack1: take the last liberty; a ko capture is KO_A, a conditional one
  KO_B, a capture answered by a snapback is read on; then moves that make
  the capture better (back-capturing, taking liberties around it).
* attack2: save own strings in atari next to the string; the two ataris
  (self-ataris only near the root) and backfilling; approach moves and
  edge blocks when no atari is possible; throw-ins; nets and loose blocks;
  superstring liberties and squeezes.
* attack3 / attack4: liberties and boundary rescues, then nets and blocks,
  then rescuing own two-liberty strings, then the superstring.
* defend1: extend, capture an attacker in atari, atari an attacker that
  shares the liberty; then the attacker's own preparatory points and, last,
  the attacker's best move.
* defend2 / defend3 / defend4: liberties, captures and efficient ataris,
  edge moves and clamps, making the attacker's ataris self-ataris; then
  backfilling and second-order liberties; then chain breaking (superstring,
  two- and three-liberty neighbours, outside liberties in races).

Results and ko. A result is ``(code, move)`` (:mod:`.codes`). After an
attacking move the defender's best result is reversed (``WIN - code``)
and kept only if the attacker, moving again, can indeed capture (the
defence search does not check that a pass defends). A move that is a
conditional ko capture is worth at most KO_B, and is only tried when
nothing better has been found and ``stackp <= ko_depth``.

Depth cutoffs (``stackp`` = reading moves on the board): 5+ liberties are
alive; 4 liberties beyond ``fourlib_depth`` and 3 beyond ``depth`` are
alive too (so ladders are read to the end but fights are not); beyond
``branch_depth`` three- and four-liberty nodes try only their best move;
backfilling, nets, superstrings and chain breaking are only generated down
to ``backfill_depth``, ``backfill2_depth``, ``superstring_depth`` and
``break_chain_depth``. ``max_stack`` is a hard stop far beyond any ladder.

Determinism: the komaster state is an argument, the cache key holds the
exact stack depth and move ordering breaks ties by board index, so an
answer depends on the position (and depths) alone, not on what was read
before or on the order of the board's internal lists. A reader one deeper
(``stack_offset``) counts the depth of its keys from its caller's move,
so it shares results with the reader it came from.

This module depends only on the board: no worms, dragons or patterns.
"""
from ..colors import BLACK, EMPTY, WHITE
from ..board import ZOBRIST_WHITE_TO_MOVE
from ..geometry import BOARDSIZE, DIRS, NO_MOVE
from . import attack_moves as atk
from . import defense_moves as dfn
from . import generators as gen
from . import superstring as sup
from .cache import ATTACK, DEFEND, ReadingCache
from .codes import KO_A, KO_B, WIN
from .komaster import CONDITIONAL, STATE_MASK, komaster_trymove, retake_allowed
from .moves import MoveList, order_moves

_ADJACENT = frozenset(DIRS)


class ReadingCore:
    """The recursive attack/defence search over one board.

    Holds the depth limits, the node counter, the cache and a mark array
    for liberty counting. The public wrappers live in
    :class:`kosumi.engine.reading.Reader`.
    """

    def __init__(self, board, depths, cache: ReadingCache = None, stack_offset: int = 0) -> None:
        self.b = board
        # Moves below the reading root that this reader's depths count as
        # already read (``Reader.one_deeper``): cache keys use the stack
        # depth less this offset, so a reader one deeper shares results
        # with its parent wherever their remaining depths agree.
        self.stack_offset = stack_offset
        self.depth = depths.depth
        self.branch_depth = depths.branch_depth
        self.backfill_depth = depths.backfill_depth
        self.backfill2_depth = depths.backfill2_depth
        self.break_chain_depth = depths.break_chain_depth
        self.superstring_depth = depths.superstring_depth
        self.fourlib_depth = depths.fourlib_depth
        self.ko_depth = depths.ko_depth
        # A hard bound on the reading stack, far beyond any ladder (GNU Go's
        # MAXSTACK plays this part): reading stops and the string lives.
        self.max_stack = 4 * max(depths.depth - stack_offset, 16) + stack_offset
        self.cache = cache if cache is not None else ReadingCache()
        self.nodes = 0
        self.mark = [0] * BOARDSIZE
        self.mark_gen = 0
        self._bind()

    def _bind(self) -> None:
        """Take fresh references to the board's lists (``clear`` replaces
        the colour array)."""
        b = self.b
        self.bd = b.board
        self.sn = b.string_number
        self.libs = b.str_libs
        self.sizes = b.str_size
        self.origins = b.str_origin
        self.nbrs = b.str_neighborlist

    # ------------------------------------------------------------------
    # Small primitives over the board lists

    def approx_libs(self, pos: int, color: int, limit: int) -> int:
        """Liberties a ``color`` stone at ``pos`` would have, ignoring
        captures, counted up to ``limit``. Counterpart of ``approxlib``."""
        bd = self.bd
        self.mark_gen += 1
        g = self.mark_gen
        m = self.mark
        m[pos] = g
        n = 0
        for d in DIRS:
            q = pos + d
            c = bd[q]
            if c == EMPTY:
                if m[q] != g:
                    m[q] = g
                    n += 1
            elif c == color:
                for lib in self.libs[self.sn[q]]:
                    if m[lib] != g:
                        m[lib] = g
                        n += 1
            if n >= limit:
                return n
        return n

    def approx_lib_list(self, pos: int, color: int, limit: int) -> list:
        """The liberties counted by :meth:`approx_libs` (at most ``limit``)."""
        bd = self.bd
        self.mark_gen += 1
        g = self.mark_gen
        m = self.mark
        m[pos] = g
        out = []
        for d in DIRS:
            q = pos + d
            c = bd[q]
            if c == EMPTY:
                if m[q] != g:
                    m[q] = g
                    out.append(q)
            elif c == color:
                for lib in self.libs[self.sn[q]]:
                    if m[lib] != g:
                        m[lib] = g
                        out.append(lib)
            if len(out) >= limit:
                return out[:limit]
        return out

    def captures_any(self, pos: int, color: int) -> bool:
        """True if ``color`` at ``pos`` captures something."""
        bd = self.bd
        other = WHITE + BLACK - color
        libs = self.libs
        sn = self.sn
        for d in DIRS:
            q = pos + d
            if bd[q] == other and len(libs[sn[q]]) == 1:
                return True
        return False

    def libs_after(self, pos: int, color: int, limit: int) -> int:
        """Liberties of the string ``color`` would have after playing the
        empty ``pos`` (captures counted), up to ``limit``; 0 for suicide.

        Counts without playing: empty neighbours, the friendly strings'
        liberties and the captured neighbour stones; only when a capture
        leaves the count below ``limit`` is the move played to be exact
        (captured stones elsewhere may add liberties).
        """
        bd = self.bd
        sn = self.sn
        libs = self.libs
        other = WHITE + BLACK - color
        self.mark_gen += 1
        g = self.mark_gen
        m = self.mark
        m[pos] = g
        n = 0
        captures = False
        for d in DIRS:
            q = pos + d
            c = bd[q]
            if c == EMPTY:
                if m[q] != g:
                    m[q] = g
                    n += 1
            elif c == color:
                for lib in libs[sn[q]]:
                    if m[lib] != g:
                        m[lib] = g
                        n += 1
            elif c == other and len(libs[sn[q]]) == 1:
                captures = True
                if m[q] != g:
                    m[q] = g
                    n += 1
            if n >= limit:
                return limit
        if captures:
            return len(self.b.accuratelib(pos, color, limit))
        return n

    def fast_defense(self, str_pos: int, lib_list: list) -> int:
        """A move that plainly saves the string, or 0: a liberty after which
        it has enough liberties to count as alive (5 above
        ``fourlib_depth``, else 4), or the capture of an attacker in atari
        that would give it about as many. The defence functions answer WIN
        with it without reading. Counterpart of GNU Go's ``fast_defense``.
        """
        s = self.sn[str_pos]
        color = self.bd[str_pos]
        goal = 5 if self.b.stackp < self.fourlib_depth else 4
        for lib in lib_list:
            if self.libs_after(lib, color, goal) >= goal:
                return lib
        libs = self.libs
        for t in self.nbrs[s]:
            if len(libs[t]) != 1:
                continue
            lunch_lib = libs[t][0]
            single = len(lib_list) == 1 and lunch_lib == lib_list[0]
            if (single and self.sizes[t] <= 2) or self.b.is_ko(lunch_lib, color):
                continue   # snapbacks and kos need real reading
            missing = goal - len(lib_list)
            touching = self._stones_touching(t, s, missing)
            if touching >= missing and lunch_lib not in lib_list:
                return lunch_lib
            if self._liberties_around_lunch(t, lunch_lib, touching) >= goal:
                if single and self._under_the_stones(lunch_lib, color):
                    continue
                return lunch_lib
        return 0

    def _stones_touching(self, t: int, s: int, limit: int) -> int:
        """Stones of string ``t`` next to string ``s``, counted up to ``limit``."""
        b, sn = self.b, self.sn
        nxt = b.next_stone
        start = pos = self.origins[t]
        n = 0
        while True:
            for d in DIRS:
                if sn[pos + d] == s and self.bd[pos + d] != EMPTY:
                    n += 1
                    break
            if n >= limit:
                return n
            pos = nxt[pos]
            if pos == start:
                return n

    def _liberties_around_lunch(self, t: int, lunch_lib: int, touching: int) -> int:
        """An estimate of the liberties the strings around the capturable
        string ``t`` share after capturing it: their distinct liberties,
        plus its stones less two (the capturing stone, a liberty the
        opponent may take back), less one if its liberty is among them
        and one more if only one of its stones touched the string (a
        throw-in may follow)."""
        libs = self.libs
        self.mark_gen += 1
        g = self.mark_gen
        m = self.mark
        total = 0
        for u in self.nbrs[t]:
            for lib in libs[u]:
                if m[lib] != g:
                    m[lib] = g
                    total += 1
        total += self.sizes[t] - 2
        if m[lunch_lib] == g:
            total -= 1
        if touching == 1:
            total -= 1
        return total

    def _under_the_stones(self, move: int, color: int) -> bool:
        """True if capturing at ``move`` (our last liberty) leaves two
        liberties that the opponent can turn into an under-the-stones
        recapture. Counterpart of GNU Go's ``allows_under_the_stones_tesuji``."""
        if self.libs_after(move, color, 3) != 2:
            return False
        b = self.b
        if not b.trymove(move, color):
            return False
        try:
            other = WHITE + BLACK - color
            a, c = self.libs[self.sn[move]]
            return ((not self.is_self_atari(a, color) and self.libs_after(c, other, 3) <= 2)
                    or (not self.is_self_atari(c, color) and self.libs_after(a, other, 3) <= 2))
        finally:
            b.popgo()

    def is_self_atari(self, pos: int, color: int) -> bool:
        """True if ``color`` at ``pos`` would leave its string with at most
        one liberty (captures counted); occupied points count as self-atari.
        Counterpart of ``is_self_atari``."""
        if self.bd[pos] != EMPTY:
            return True
        return self.libs_after(pos, color, 2) <= 1

    def position_key(self) -> int:
        """Hash of the stones and the ko point, without the side to move."""
        b = self.b
        return b.hash ^ ZOBRIST_WHITE_TO_MOVE if b.to_move == WHITE else b.hash

    # ------------------------------------------------------------------
    # Dispatch

    def do_attack(self, str_pos: int, ks: int):
        """(code, move) for capturing the string at ``str_pos`` with the
        opponent to move, in komaster state ``ks``. Counterpart of
        ``do_attack``."""
        s = self.sn[str_pos]
        n = len(self.libs[s])
        stackp = self.b.stackp
        if n > 4 or (n == 4 and stackp > self.fourlib_depth) or (n == 3 and stackp > self.depth) \
                or stackp > self.max_stack:
            return 0, 0
        key = (self.position_key(),
               ((((stackp - self.stack_offset) << 13 | ks) << 10 | self.origins[s]) << 1) | ATTACK)
        cache = self.cache
        entry = cache.table.get(key)
        if entry is not None:
            cache.hits += 1
            if cache.recording >= 0:
                cache.note_hit(key)
            return entry
        if n == 1:
            code, move = self.attack1(str_pos, ks)
        elif n == 2:
            code, move = self.attack2(str_pos, ks)
        elif n == 3:
            code, move = self.attack3(str_pos, ks)
        else:
            code, move = self.attack4(str_pos, ks)
        if not code:
            move = 0
        cache.store(key, code, move)
        return code, move

    def do_find_defense(self, str_pos: int, ks: int):
        """(code, move) for saving the string at ``str_pos`` with its owner
        to move. Strings the depth rules count as alive get (WIN, 0).
        Counterpart of ``do_find_defense``."""
        s = self.sn[str_pos]
        n = len(self.libs[s])
        stackp = self.b.stackp
        if n > 4 or (n == 4 and stackp > self.fourlib_depth) or (n == 3 and stackp > self.depth) \
                or stackp > self.max_stack:
            return WIN, 0
        key = (self.position_key(),
               ((((stackp - self.stack_offset) << 13 | ks) << 10 | self.origins[s]) << 1) | DEFEND)
        cache = self.cache
        entry = cache.table.get(key)
        if entry is not None:
            cache.hits += 1
            if cache.recording >= 0:
                cache.note_hit(key)
            return entry
        if n == 1:
            code, move = self.defend1(str_pos, ks)
        elif n == 2:
            code, move = self.defend2(str_pos, ks)
        elif n == 3:
            code, move = self.defend3(str_pos, ks)
        else:
            code, move = self.defend4(str_pos, ks)
        if not code:
            move = 0
        cache.store(key, code, move)
        return code, move

    # ------------------------------------------------------------------
    # Trying batches of moves

    def _try_attacks(self, str_pos: int, ml: MoveList, ks: int, savecode: int,
                     savemove: int, no_deep: bool):
        """Try the untried attacking moves of ``ml`` (after ordering them).

        Returns (savecode, savemove, done): ``done`` when a move wins or
        the branching limit stops the node. Counterpart of GNU Go's
        ``ATTACK_TRY_MOVES``.
        """
        b = self.b
        bd = self.bd
        other = WHITE + BLACK - bd[str_pos]
        order_moves(self, ml, str_pos, other)
        stackp = b.stackp
        ko_ok = stackp <= self.ko_depth
        stop = no_deep and stackp >= self.branch_depth
        no_ko = b.ko_pos == NO_MOVE
        pos = ml.pos
        for k in range(ml.tried, len(pos)):
            apos = pos[k]
            if no_ko and gen.send_two_return_one(b, apos, other):
                r = -1
            else:
                r = komaster_trymove(b, apos, other, ks, ko_ok and savecode == 0)
            if r >= 0:
                nks = r & STATE_MASK
                if bd[str_pos] == EMPTY:
                    dcode = 0
                else:
                    dcode = self.do_find_defense(str_pos, nks)[0]
                if WIN - dcode > savecode and (dcode == 0 and bd[str_pos] == EMPTY
                                               or self.do_attack(str_pos, nks)[0]):
                    if r & CONDITIONAL:
                        if savecode == 0:
                            savecode, savemove = KO_B, apos
                    elif dcode == 0:
                        b.popgo()
                        ml.tried = k + 1
                        return WIN, apos, True
                    elif WIN - dcode > savecode:
                        savecode, savemove = WIN - dcode, apos
                b.popgo()
            if stop:
                ml.tried = len(pos)
                return savecode, savemove, True
        ml.tried = len(pos)
        return savecode, savemove, False

    def _try_defenses(self, str_pos: int, ml: MoveList, ks: int, savecode: int,
                      savemove: int, no_deep: bool):
        """Try the untried defending moves of ``ml`` (after ordering them).

        Returns (savecode, savemove, done) as :meth:`_try_attacks`.
        Counterpart of GNU Go's ``DEFEND_TRY_MOVES``.
        """
        b = self.b
        bd = self.bd
        color = bd[str_pos]
        order_moves(self, ml, str_pos, color)
        stackp = b.stackp
        ko_ok = stackp <= self.ko_depth
        stop = no_deep and stackp >= self.branch_depth
        pos = ml.pos
        for k in range(ml.tried, len(pos)):
            dpos = pos[k]
            r = komaster_trymove(b, dpos, color, ks, ko_ok and savecode == 0)
            if r >= 0:
                # (With suicide allowed the move may remove the string.)
                acode = WIN if bd[str_pos] == EMPTY else self.do_attack(str_pos, r & STATE_MASK)[0]
                b.popgo()
                if acode == 0:
                    if not r & CONDITIONAL:
                        ml.tried = k + 1
                        return WIN, dpos, True
                    if savecode < KO_B:
                        savecode, savemove = KO_B, dpos
                elif not r & CONDITIONAL and WIN - acode > savecode:
                    savecode, savemove = WIN - acode, dpos
            if stop:
                ml.tried = len(pos)
                return savecode, savemove, True
        ml.tried = len(pos)
        return savecode, savemove, False

    # ------------------------------------------------------------------
    # Attacks by liberty count

    def attack1(self, str_pos: int, ks: int):
        """Capture a string in atari: take its last liberty. A string of
        more than one stone is captured whatever follows: its stones are
        off the board, even if the capturing stones can be retaken (GNU
        Go's ``attack1`` says the same). For a single stone, a capture
        retaken as a ko gives KO_A, a conditional ko capture KO_B, a
        capture answered by a snapback fails; then moves that make the
        capture better are tried. Counterpart of ``attack1``."""
        self.nodes += 1
        b = self.b
        s = self.sn[str_pos]
        lib = self.libs[s][0]
        if self.sizes[s] > 1:
            return WIN, lib
        code = self._capture(str_pos, lib, ks)
        if code == WIN:
            return WIN, lib
        if b.stackp > self.backfill_depth:
            return code, lib if code else 0
        # The capture is a ko, a snapback or illegal: first take liberties
        # from the defender's strings around the capturing point, or rescue
        # the attacker's strings there (back-capturing).
        ml = MoveList()
        atk.capture_improving_moves(self, str_pos, lib, ml)
        code, move, _ = self._try_attacks(str_pos, ml, ks, code, lib if code else 0, False)
        return code, move

    def _capture(self, str_pos: int, lib: int, ks: int) -> int:
        """The code of capturing the single stone in atari at ``lib``: WIN, KO_A
        if the capturing stone can be retaken as a ko, KO_B for a
        conditional ko capture, and after a snapback the attacker's result
        against the recapturing stone; 0 if the capture is not allowed."""
        b = self.b
        color = self.bd[str_pos]
        other = WHITE + BLACK - color
        r = komaster_trymove(b, lib, other, ks, b.stackp <= self.ko_depth)
        if r < 0:
            return 0
        try:
            if r & CONDITIONAL:
                return KO_B
            t = self.sn[lib]
            if len(self.libs[t]) != 1:
                return WIN
            if self.sizes[t] == 1 and b.ko_pos:
                if retake_allowed(r & STATE_MASK, color, str_pos, lib):
                    return KO_A
                return WIN
            # Snapback: the capturing string's last liberty is the point
            # just emptied, where the defender retakes.
            r2 = komaster_trymove(b, str_pos, color, r & STATE_MASK, False)
            if r2 < 0:
                return WIN
            try:
                return self.do_attack(str_pos, r2 & STATE_MASK)[0]
            finally:
                b.popgo()
        finally:
            b.popgo()

    def attack2(self, str_pos: int, ks: int):
        """Capture a string with two liberties: ataris, backfilling, edge
        blocks, nets, superstring liberties. Counterpart of ``attack2``."""
        self.nodes += 1
        bd = self.bd
        libs = self.libs
        sn = self.sn
        s = sn[str_pos]
        other = WHITE + BLACK - bd[str_pos]
        stackp = self.b.stackp
        lib1, lib2 = libs[s]
        ml = MoveList()
        # Attacking strings in atari next to the string: save them first.
        for t in self.nbrs[s]:
            if len(libs[t]) == 1:
                if stackp > self.depth and self.sizes[t] > 1 and libs[t][0] not in libs[s]:
                    return 0, 0
                if stackp <= self.depth:
                    gen.break_chain_moves(self, self.origins[t], ml)
                ml.add(libs[t][0])
        adjacent = (lib2 - lib1) in _ADJACENT
        atari_possible = False
        for lib in (lib1, lib2):
            self_atari = self.is_self_atari(lib, other)
            if not self_atari:
                atari_possible = True
            isolated = not gen.has_neighbor(bd, lib, other)
            if stackp <= self.backfill_depth or not self_atari \
                    or ((stackp <= self.depth or adjacent) and isolated):
                ml.add(lib)
            if stackp <= self.backfill_depth:
                atk.backfill_moves(self, lib, other, ml)
        if stackp <= self.depth:
            if not atari_possible:
                atk.approach_moves(self, str_pos, ml)
            atk.shared_liberty_rescue(self, str_pos, ml)
            atk.edge_moves(self, str_pos, other, ml)
        code, move, done = self._try_attacks(str_pos, ml, ks, 0, 0, False)
        if done:
            return code, move
        if stackp <= self.backfill_depth:
            if atari_possible:
                atk.approach_moves(self, str_pos, ml)
            atk.throw_in_moves(self, str_pos, ml)
            code, move, done = self._try_attacks(str_pos, ml, ks, code, move, False)
            if done:
                return code, move
        if stackp > self.depth:
            return code, move
        atk.cap_moves(self, str_pos, ml)
        if stackp <= self.backfill2_depth:
            atk.block_escape_moves(self, str_pos, ml)
        code, move, done = self._try_attacks(str_pos, ml, ks, code, move, False)
        if done:
            return code, move
        if stackp <= self.backfill_depth and \
                (stackp <= self.superstring_depth or not atari_possible):
            cap = 3 if stackp <= self.backfill2_depth else 2
            sup.superstring_liberty_moves(self, str_pos, cap, ml)
            atk.squeeze_moves(self, str_pos, ml)
            code, move, done = self._try_attacks(str_pos, ml, ks, code, move, False)
        return code, move

    def attack3(self, str_pos: int, ks: int):
        """Capture a string with three liberties. Counterpart of ``attack3``."""
        self.nodes += 1
        bd = self.bd
        libs = self.libs
        s = self.sn[str_pos]
        other = WHITE + BLACK - bd[str_pos]
        stackp = self.b.stackp
        ml = MoveList()
        for t in self.nbrs[s]:
            if len(libs[t]) == 1:
                gen.break_chain_moves(self, self.origins[t], ml)
                ml.add(libs[t][0])
        for lib in list(libs[s]):
            ml.add(lib)
        atk.edge_moves(self, str_pos, other, ml)
        code, move, done = self._try_attacks(str_pos, ml, ks, 0, 0, True)
        if done:
            return code, move
        if stackp <= self.backfill_depth:
            atk.cap_moves(self, str_pos, ml)
            atk.block_escape_moves(self, str_pos, ml, edge_only=True)
        if stackp <= self.fourlib_depth:
            atk.draw_back_moves(self, str_pos, ml)
        code, move, done = self._try_attacks(str_pos, ml, ks, code, move, True)
        if done:
            return code, move
        if stackp <= self.backfill2_depth:
            atk.defend_boundary2_moves(self, str_pos, ml)
            code, move, done = self._try_attacks(str_pos, ml, ks, code, move, True)
            if done:
                return code, move
            sup.superstring_liberty_moves(self, str_pos, 3, ml)
            atk.squeeze_moves(self, str_pos, ml)
            code, move, done = self._try_attacks(str_pos, ml, ks, code, move, True)
        return code, move

    def attack4(self, str_pos: int, ks: int):
        """Capture a string with four liberties (shallow only).
        Counterpart of ``attack4``."""
        self.nodes += 1
        libs = self.libs
        s = self.sn[str_pos]
        if self.b.stackp > self.depth:
            return 0, 0
        ml = MoveList()
        for t in self.nbrs[s]:
            if len(libs[t]) == 1:
                gen.break_chain_moves(self, self.origins[t], ml)
                ml.add(libs[t][0])
        for lib in list(libs[s]):
            ml.add(lib)
        code, move, done = self._try_attacks(str_pos, ml, ks, 0, 0, True)
        return code, move

    # ------------------------------------------------------------------
    # Defences by liberty count

    def defend1(self, str_pos: int, ks: int):
        """Save a string in atari: extend, or capture an attacker in atari.
        Counterpart of ``defend1``."""
        self.nodes += 1
        s = self.sn[str_pos]
        lib = self.libs[s][0]
        fast = self.fast_defense(str_pos, [lib])
        if fast:
            return WIN, fast
        ml = MoveList()
        ml.add(lib)
        gen.break_chain_moves(self, str_pos, ml)
        gen.break_chain2_efficient_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, 0, 0, False)
        if done or self.b.stackp > self.backfill_depth:
            return code, move
        # The points that would make the capture better for the attacker
        # (after which it is no longer a ko or a snapback) are ours too.
        atk.capture_improving_moves(self, str_pos, lib, ml, self.bd[str_pos])
        code, move, done = self._try_defenses(str_pos, ml, ks, code, move, False)
        if done:
            return code, move
        return self._try_attackers_point(str_pos, ml, ks, code, move)

    def _try_attackers_point(self, str_pos: int, ml: MoveList, ks: int, code: int, move: int):
        """When no defence has worked, try the attacker's own best move as
        a defence (the opponent's vital point is ours): it can turn a
        clean capture into a ko or prevent a preparatory move."""
        if code == WIN or self.b.stackp > self.backfill_depth:
            return code, move
        acode, amove = self.do_attack(str_pos, ks)
        if not acode or not amove or amove in ml.pos:
            return code, move
        ml.add(amove)
        code, move, _ = self._try_defenses(str_pos, ml, ks, code, move, False)
        return code, move

    def defend2(self, str_pos: int, ks: int):
        """Save a string with two liberties. Counterpart of ``defend2``."""
        self.nodes += 1
        libs = self.libs
        s = self.sn[str_pos]
        stackp = self.b.stackp
        color = self.bd[str_pos]
        lib_list = list(libs[s])
        fast = self.fast_defense(str_pos, lib_list)
        if fast:
            return WIN, fast
        ml = MoveList()
        for lib in lib_list:
            ml.add(lib)
        gen.break_chain_moves(self, str_pos, ml)
        dfn.liberty_neighbor_rescue(self, str_pos, ml)
        gen.break_chain2_efficient_moves(self, str_pos, ml)
        if stackp <= self.depth:
            atk.edge_moves(self, str_pos, color, ml)
            dfn.edge_clamp_moves(self, str_pos, ml)
            for lib in lib_list:
                dfn.rescue_moves(self, str_pos, lib, ml)
            dfn.bamboo_rescue_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, 0, 0, False)
        if done:
            return code, move
        dfn.defender_backfill_moves(self, str_pos, lib_list, ml)
        if stackp <= self.backfill_depth:
            dfn.second_order_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, code, move, False)
        if done:
            return code, move
        if stackp <= self.superstring_depth:
            sup.superstring_break_chain_moves(self, str_pos, 4, ml)
            sup.superstring_liberty_moves(self, str_pos, 3, ml)
            atk.squeeze_moves(self, str_pos, ml)
        gen.break_chain2_moves(self, str_pos, ml, False)
        if stackp <= self.break_chain_depth:
            gen.break_chain3_moves(self, str_pos, ml)
            gen.outside_liberty_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, code, move, False)
        return code, move

    def defend3(self, str_pos: int, ks: int):
        """Save a string with three liberties. Counterpart of ``defend3``."""
        self.nodes += 1
        s = self.sn[str_pos]
        stackp = self.b.stackp
        color = self.bd[str_pos]
        lib_list = list(self.libs[s])
        fast = self.fast_defense(str_pos, lib_list)
        if fast:
            return WIN, fast
        ml = MoveList()
        for lib in lib_list:
            ml.add(lib)
        gen.break_chain_moves(self, str_pos, ml)
        dfn.liberty_neighbor_rescue(self, str_pos, ml)
        gen.break_chain2_efficient_moves(self, str_pos, ml)
        atk.edge_moves(self, str_pos, color, ml)
        dfn.edge_clamp_moves(self, str_pos, ml)
        if stackp <= self.backfill2_depth:
            dfn.hane_rescue_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, 0, 0, True)
        if done:
            return code, move
        if stackp <= self.depth:
            for lib in lib_list:
                dfn.rescue_moves(self, str_pos, lib, ml)
        if stackp <= self.backfill_depth:
            dfn.second_order_moves(self, str_pos, ml)
        if stackp <= self.superstring_depth:
            sup.superstring_break_chain_moves(self, str_pos, 4, ml)
        if stackp <= self.break_chain_depth:
            gen.break_chain2_moves(self, str_pos, ml, False)
        code, move, done = self._try_defenses(str_pos, ml, ks, code, move, True)
        if done:
            return code, move
        if stackp <= self.backfill2_depth:
            sup.superstring_liberty_moves(self, str_pos, 3, ml)
            atk.squeeze_moves(self, str_pos, ml)
        if stackp <= self.break_chain_depth:
            gen.break_chain3_moves(self, str_pos, ml)
            gen.outside_liberty_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, code, move, True)
        return code, move

    def defend4(self, str_pos: int, ks: int):
        """Save a string with four liberties (shallow only).
        Counterpart of ``defend4``."""
        self.nodes += 1
        s = self.sn[str_pos]
        if self.b.stackp > self.depth:
            return WIN, 0
        fast = self.fast_defense(str_pos, list(self.libs[s]))
        if fast:
            return WIN, fast
        ml = MoveList()
        for lib in list(self.libs[s]):
            ml.add(lib)
        gen.break_chain_moves(self, str_pos, ml)
        if self.b.stackp <= self.backfill_depth:
            gen.break_chain2_moves(self, str_pos, ml, False)
        code, move, done = self._try_defenses(str_pos, ml, ks, 0, 0, True)
        if done or self.b.stackp > self.backfill2_depth:
            return code, move
        dfn.second_order_moves(self, str_pos, ml)
        code, move, done = self._try_defenses(str_pos, ml, ks, code, move, True)
        return code, move

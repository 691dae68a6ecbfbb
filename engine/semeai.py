"""Semeai: the capturing race between two adjacent dragons of opposite colours.

Counterpart of GNU Go's ``owl_analyze_semeai`` (owl.c; manual 12 and the
``dragon2.semeai_*`` fields of 7.6). Dragon A's owner moves first; the
answer is two result codes and a move:

* ``resulta``: does A live (WIN, KO_A, KO_B or 0)?
* ``resultb``: is B killed?

so ``WIN WIN`` is a race A wins, ``WIN 0`` a seki (or both live), ``0 0``
a race A loses even moving first.

The search alternates the two sides. At each node:

1. a *semeai worm* (a string of one dragon touching, or sharing a
   liberty with, the other) that reading captures ends the race when it
   matters (it touches a living dragon outside, or has more than six
   stones) and its liberties are really two; a capture that can be
   answered, or the rescue of our own worm, is a high-value move;
2. the owl's assessment of both dragons (:meth:`.owl.Owl.assess`) says
   whether each lives as it stands (both: ``WIN 0``) and proposes the
   moves that make or destroy eyes, ours first, then theirs; each is
   valued by the owl's priority plus the liberties it gains in the race,
   and the eye-shape and lunch moves 30 more than the pattern moves (GNU
   Go's vital and shape moves); equal values keep that order;
3. then one liberty-filling move: an outside liberty of B, else the move
   that lets us fill one (backfilling), else a liberty in B's eye, else a
   shared liberty (not after our own pass);
4. the best moves are tried (three, fewer deep down); if none works, the
   side passes, and two passes end the race by the eyes each has (more
   eyes win, else seki).

Ko goes through the komaster scheme of tactical reading; results are
cached by position and dragons; ``semeai_node_limit`` nodes per question,
past which the side to move is given the race and the result marked
uncertain, as GNU Go does. A line deeper than ``MAX_DEPTH`` moves ends
as the node limit does (GNU Go's ``trymove`` refuses moves past its
stack size): a race can come back to a position already on its line
(two stones captured, one retaken, a pass, the two stones played again;
the komaster scheme sees single-stone ko only), and such a line would
otherwise run on until Python's recursion limit.

:func:`judge_races` uses the races to revise the owl's statuses of dead
and critical dragons (GNU Go's ``semeai()``), and fills the dragons'
race fields.

Depends on the board, the tactical reader, the worms, the dragons and the
owl.
"""
from dataclasses import dataclass, field
from typing import Callable, Dict, FrozenSet, Iterable, List, Optional, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .dragons import ALIVE, CRITICAL, DEAD, Dragon, Dragons, Safety, Status, weakness
from .geometry import DIRS, NO_MOVE, PASS_MOVE
from .optics import EyeValue
from .owl import HALF, LUNCH, MARGIN, Owl
from .reading import KO_B, WIN, reverse
from .reading.komaster import CONDITIONAL, EMPTY_STATE, STATE_MASK, komaster_trymove
from .worms import Worms

# Strings of more stones than this always matter in a race.
BIG_WORM = 6
# Move values (GNU Go's scale for semeai moves).
ATTACK_CRITICAL = 105
ATTACK_IMPORTANT = 100
RESCUE = 85
OUTSIDE_LIBERTY = 50
EYE_LIBERTY = 30
COMMON_LIBERTY = 10
VITAL_BONUS = 30          # eye-shape moves weigh more than pattern moves
OWL_VITAL = HALF          # the owl's priorities from here up are eye and lunch moves
CRITICAL_BONUS = 50
# A racing dragon this small also plays where the other's owl would eat a
# lunch next to it (:func:`_lunch_saves`). For dragons of any size the rule
# cost a ko race of GNU Go's semeai.tst (line 423) and gained nothing more.
LUNCH_STONES = 2
# The deepest line read; past it the side that moved claims the race and
# the result is uncertain. Races needing more moves are read wrongly anyway.
MAX_DEPTH = 60
# Moves tried per node: at most three; two beyond semeai_branch_depth2,
# one beyond semeai_branch_depth.
WIDTH = 3
# The owl's own kill of B and rescue of A (from the dragons' judgement,
# where it found them critical), valued at the root of a race as a capture
# that can be answered: the owl read them with both dragons as they stand,
# and the race's eye-shape and pattern moves may rank them too low to try
# (GNU Go's ld3.sgf: the owl kills B18 at A14, the race for White's lone
# A18 tried three other moves and let B18 live).
KNOWN = ATTACK_CRITICAL
# Owl nodes for the question whether A lives once B is captured.
OWL_NODES = 150
# Results kept before the store starts afresh.
RESULTS_KEPT = 20000
# A living dragon with more moyo than this next to it is not read for a
# seki of enemy stones inside it (GNU Go's find_moves_to_make_seki: a moyo
# of more than 10 points; for a string that can be saved tactically, also
# a moyo worth 3 points or more, or any escape route of either dragon).
SEKI_MOYO = 10
SEKI_TERRITORY = 3.0


@dataclass
class SemeaiResult:
    """The answer of :meth:`Semeai.analyze`, A's owner moving first."""

    resulta: int
    resultb: int
    move: int = PASS_MOVE
    certain: bool = True
    nodes: int = 0


@dataclass
class _Worm:
    """A semeai worm: its origin, whether it decides the race, and
    whether it is in danger at the current node."""

    origin: int
    important: bool
    critical: bool = False


@dataclass
class _Node:
    """What one node of the search collects."""

    moves: Dict[int, int] = field(default_factory=dict)
    riskless: bool = False
    safe_outside: bool = False
    common_liberty: int = NO_MOVE
    eye_liberty: int = NO_MOVE


class _Illegal(Exception):
    """The move of ``analyze_after_move`` cannot be played."""


class Semeai:
    """Capturing races on one board, read with the board's owl (one per
    examined position and configuration, like the owl)."""

    def __init__(self, owl: Owl) -> None:
        self.owl = owl
        self.board: Board = owl.board
        self.tactics = owl.tactics
        depths = owl.config.depths
        self.branch_depth = depths.semeai_branch_depth
        self.branch_depth2 = depths.semeai_branch_depth2
        self.node_limit = depths.semeai_node_limit
        self.max_depth = MAX_DEPTH
        self.nodes = 0
        self._results: Dict[tuple, SemeaiResult] = {}
        self._table: Dict[tuple, Tuple[int, int, int]] = {}
        self._worms: List[_Worm] = []
        self._prefer_ko = EMPTY
        self._search_nodes = 0
        self._uncertain = False
        self._substantial: Dict[Tuple[int, int], bool] = {}
        self._known_moves: Tuple[int, ...] = ()
        self._root_stackp = 0

    def substantial(self, origin: int) -> bool:
        """The owl's ``substantial`` for the string, remembered per position."""
        key = (self.board.hash, origin)
        known = self._substantial.get(key)
        if known is None:
            known = self._substantial[key] = self.owl.substantial(origin)
        return known

    # --- entry point -------------------------------------------------------------

    def analyze(self, a_stones: List[int], b_stones: List[int],
                lives_outside: Callable[[int], bool] = lambda origin: False,
                known_moves: Tuple[int, ...] = ()) -> SemeaiResult:
        """The race between the dragon of ``a_stones`` and the one of
        ``b_stones`` (opposite colours), A's owner to move.
        ``lives_outside(origin)``: whether the string at ``origin``, of
        neither dragon, belongs to a living dragon (a worm next to one
        decides the race). ``known_moves``: moves the owl has read to kill
        B or save A, tried first at the root (:data:`KNOWN`). GNU Go's
        ``owl_analyze_semeai``."""
        board = self.board
        bd = board.board
        a, b = frozenset(a_stones), frozenset(b_stones)
        color = bd[a_stones[0]]
        if color not in (BLACK, WHITE) or bd[b_stones[0]] != BLACK + WHITE - color:
            raise ValueError("a semeai needs two dragons of opposite colours")
        known_moves = tuple(m for m in known_moves if bd[m] == EMPTY)
        key = (board.hash, a, b, known_moves)
        known = self._results.get(key)
        if known is not None:
            return known
        self._known_moves = known_moves
        try:
            result = self._root(a, b, color, lives_outside,
                                lambda: self._node(a, b, color, 0, EMPTY_STATE))
        finally:
            self._known_moves = ()
        if len(self._results) >= RESULTS_KEPT:
            self._results.clear()
        self._results[key] = result
        return result

    def analyze_after_move(self, move: int, mover: int, a_stones: List[int],
                           b_stones: List[int],
                           lives_outside: Callable[[int], bool] = lambda origin: False
                           ) -> Optional[SemeaiResult]:
        """The race once ``mover`` has played ``move``, A's owner then to
        move (GNU Go's ``owl_analyze_semeai_after_move``); None when the
        move is illegal."""
        board = self.board
        a, b = frozenset(a_stones), frozenset(b_stones)
        color = board.board[a_stones[0]]
        other = BLACK + WHITE - color

        def after() -> Tuple[int, int, int]:
            if not board.trymove(move, mover):
                raise _Illegal
            grown_a, grown_b = a, b
            if board.board[move] == color and _liberty_of(board, move, a):
                grown_a = a | frozenset(board.string_stones(move))
            elif board.board[move] == other and _liberty_of(board, move, b):
                grown_b = b | frozenset(board.string_stones(move))
            left_a, left_b = _on_board(board, grown_a, color), _on_board(board, grown_b, other)
            if not left_a:
                return 0, 0, PASS_MOVE
            if not left_b:
                code = reverse(self._owl_attack(left_a))
                return code, code, PASS_MOVE
            return self._node(left_a, left_b, color, 0, EMPTY_STATE)

        try:
            return self._root(a, b, color, lives_outside, after)
        except _Illegal:
            return None

    def _root(self, a: FrozenSet[int], b: FrozenSet[int], color: int,
              lives_outside: Callable[[int], bool],
              search: Callable[[], Tuple[int, int, int]]) -> SemeaiResult:
        board = self.board
        self._worms = self._semeai_worms(a, b, lives_outside)
        self._prefer_ko = _prefer_ko(a, b, color)
        self._table = {}
        self._search_nodes = 0
        self._uncertain = False
        gave_up = self.tactics.gave_up
        self.tactics.gave_up = False
        stackp = self._root_stackp = board.stackp
        try:
            ra, rb, move = search()
        finally:
            board.pop_to(stackp)
        certain = not (self._uncertain or self.tactics.gave_up)
        self.tactics.gave_up |= gave_up
        return SemeaiResult(ra, rb, move, certain, self._search_nodes)

    def _semeai_worms(self, a: FrozenSet[int], b: FrozenSet[int],
                      lives_outside: Callable[[int], bool]) -> List[_Worm]:
        """The strings of either dragon next to (or sharing a liberty
        with) a string of the other; important when one touches a living
        dragon outside the race or is big."""
        board = self.board
        origins_a = {board.find_origin(s) for s in a}
        origins_b = {board.find_origin(s) for s in b}
        touching = set()
        for wa in origins_a:
            libs_a = set(board.findlib(wa))
            for wb in origins_b:
                if board.adjacent_strings(wa, wb) or libs_a & set(board.findlib(wb)):
                    touching.update((wa, wb))
        worms = []
        for origin in sorted(touching):
            outside = any(t not in origins_a and t not in origins_b and lives_outside(t)
                          for t in board.chainlinks(origin))
            worms.append(_Worm(origin, outside or board.countstones(origin) > BIG_WORM))
        return worms

    # --- the search ---------------------------------------------------------------

    def _count(self) -> bool:
        """Count a node; False past the node limit."""
        self.nodes += 1
        self.owl.nodes += 1
        self._search_nodes += 1
        if self._search_nodes > self.node_limit:
            self._uncertain = True
            return False
        return True

    def _node(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int,
              ks: int) -> Tuple[int, int, int]:
        """(resulta, resultb, move) with A's owner (``color``) to move;
        ``passed`` holds the colours that passed last (GNU Go's ``pass``
        bit mask)."""
        board = self.board
        if not self._count() or board.stackp > self.max_depth:
            self._uncertain = True
            return 0, 0, PASS_MOVE        # the side that moved here claims the race
        a = _on_board(board, a, color)
        b = _on_board(board, b, BLACK + WHITE - color)
        key = (board.hash, a, b, passed, ks)
        if board.stackp <= self.branch_depth:
            known = self._table.get(key)
            if known is not None:
                return known
        answer = self._search(a, b, color, passed, ks)
        self._table[key] = answer
        return answer

    def _search(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int,
                ks: int) -> Tuple[int, int, int]:
        board = self.board
        other = BLACK + WHITE - color
        node = _Node()
        win = self._tactical_moves(color, node)
        if win is not None:
            return WIN, WIN, win
        owl = self.owl
        mine = owl.assess(a, color, b)
        theirs = owl.assess(b, other, a)
        if mine.alive and theirs.alive:
            return WIN, 0, PASS_MOVE
        if not mine.alive:
            self._review(_vital(mine.defenses), a, b, color, node, VITAL_BONUS)
            self._review(owl.verified({}, mine.defense_patterns), a, b, color, node, 0)
        if not theirs.alive:
            self._review(_vital(theirs.attacks), a, b, color, node, VITAL_BONUS)
            self._review(owl.verified({}, theirs.attack_patterns), a, b, color, node, 0)
            if len(a) <= LUNCH_STONES:
                self._review(_lunch_saves(theirs.defenses, a), a, b, color, node, 0)
        if board.stackp == self._root_stackp:
            for move in self._known_moves:
                _offer(node.moves, move, KNOWN)
        inessential = not any(w.important for w in self._worms if board.board[w.origin] == color)
        if (not theirs.alive or inessential) and \
                (max(node.moves.values(), default=0) < 110 or _more_eyes(mine.eyes, theirs.eyes)):
            self._liberty_move(a, b, color, passed, node)
        ranked = sorted(node.moves.items(), key=lambda mv: -mv[1])     # ties: first offered
        best = self._try(a, b, color, passed, ks, [m for m, v in ranked if v > 0])
        ra, rb, move = best
        if ra == 0 and rb == 0:
            return self._no_move(a, b, color, passed, ks, node, mine, theirs)
        if not passed and move != PASS_MOVE and \
                (len(ranked) == 1 and (ra, rb) == (WIN, 0)
                 and move in (node.common_liberty, node.eye_liberty) and board.stackp == 0
                 or (ra, rb) == (KO_B, KO_B) and board.is_ko(move, color)):
            pra, prb = self._passing(a, b, color, passed, ks)
            if pra >= ra and prb >= rb:
                return pra, prb, PASS_MOVE
        return ra, rb, move if ra else PASS_MOVE

    def _tactical_moves(self, color: int, node: _Node) -> Optional[int]:
        """Captures of the opponent's semeai worms and rescues of ours
        (GNU Go's first step); returns the move that wins the race at
        once, if any."""
        board = self.board
        tactics = self.tactics
        other = BLACK + WHITE - color
        for worm in self._worms:
            worm.critical = False
            if board.board[worm.origin] != other:
                continue
            code, move = tactics.attack(worm.origin)
            if code == WIN and worm.important and self._trusted(worm.origin):
                return move
            if code and tactics.defense(worm.origin)[0]:
                worm.critical = True
                _offer(node.moves, move, ATTACK_CRITICAL)
            elif code == WIN and worm.important:
                _offer(node.moves, move, ATTACK_IMPORTANT)
        for worm in self._worms:
            if board.board[worm.origin] != color:
                continue
            if tactics.attack(worm.origin)[0]:
                code, move = tactics.defense(worm.origin)
                if code and move != NO_MOVE:
                    worm.critical = True
                    _offer(node.moves, move, RESCUE)
            elif board.countlib(worm.origin) == 1:
                lib = board.findlib(worm.origin)[0]
                for d in DIRS:          # out of atari by taking a big nakade
                    q = lib + d
                    if board.board[q] == other and board.countlib(q) == 1 \
                            and board.countstones(q) >= 4:
                        worm.critical = True
                        _offer(node.moves, lib, RESCUE)
        return None

    def _trusted(self, origin: int) -> bool:
        """Is a tactical capture of this worm to be believed in a race?
        Not with three liberties or more, nor with two that the captor
        cannot fill directly (GNU Go's ``semeai_trust_tactical_attack``)."""
        board = self.board
        libs = board.findlib(origin, 3)
        if len(libs) > 2:
            return False
        if len(libs) < 2:
            return True
        captor = BLACK + WHITE - board.board[origin]
        return not board.is_self_atari(libs[0], captor) or \
            not board.is_self_atari(libs[1], captor)

    def _review(self, moves: Dict[int, int], a: FrozenSet[int], b: FrozenSet[int],
                color: int, node: _Node, bonus: int) -> None:
        """Add the owl's moves, valued for the race (GNU Go's
        ``semeai_review_owl_moves``), noting liberty fills and riskless
        moves."""
        board = self.board
        for move, value in moves.items():
            if value <= 0 or board.board[move] != EMPTY:
                continue
            if _liberty_of(board, move, b) and self.tactics.safe_move(move, color):
                if not _liberty_of(board, move, a):
                    node.safe_outside = True
            if board.is_legal(move, color) and not board.is_ko(move, color) \
                    and self._riskless(move, a, color):
                node.riskless = True
            _offer(node.moves, move, self._value(move, a, b, color, value) + bonus)

    def _liberty_move(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int,
                      node: _Node) -> None:
        """The one liberty-filling move worth trying: an outside liberty of
        B (or the backfill it needs), else a liberty inside B's eye, else
        a shared liberty (or its backfill), not right after our pass."""
        if node.safe_outside:
            return
        board = self.board
        outside = backfill_outside = common = backfill_common = eye = NO_MOVE
        for pos in sorted(_liberties(board, b)):
            if node.moves.get(pos):
                continue
            if not _liberty_of(board, pos, a):
                if self._in_own_eye(pos, b):
                    eye = pos if eye == NO_MOVE else eye
                elif self.tactics.safe_move(pos, color) == WIN:
                    outside = pos
                    break
                elif backfill_outside == NO_MOVE:
                    backfill_outside = self._backfill(b, pos)
            elif common == NO_MOVE:
                if self.tactics.safe_move(pos, color) == WIN or \
                        len(board.accuratelib(pos, color, 3)) >= 3:
                    common = pos
                elif backfill_common == NO_MOVE:
                    backfill_common = self._backfill(b, pos)
        if outside != NO_MOVE:
            choice, value, riskless = outside, OUTSIDE_LIBERTY, True
        elif backfill_outside != NO_MOVE:
            choice, value, riskless = backfill_outside, OUTSIDE_LIBERTY, True
        elif eye != NO_MOVE and self.tactics.safe_move(eye, color):
            choice, value, riskless = eye, EYE_LIBERTY, True
            node.eye_liberty = eye
        elif not passed & color and common != NO_MOVE:
            choice, value = common, COMMON_LIBERTY
            riskless = self._riskless(common, a, color)
            node.common_liberty = common
        elif not passed & color and backfill_common != NO_MOVE:
            choice, value = backfill_common, COMMON_LIBERTY
            riskless = self._riskless(backfill_common, a, color)
        else:
            return
        node.riskless = node.riskless or riskless
        _offer(node.moves, choice, self._value(choice, a, b, color, value))

    def _in_own_eye(self, pos: int, b: FrozenSet[int]) -> bool:
        """Is the liberty enclosed by B alone (a point of B's eye)?"""
        board = self.board
        owner = board.board[next(iter(b))]
        return all(board.board[pos + d] in (owner, GRAY) for d in DIRS)

    def _backfill(self, b: FrozenSet[int], liberty: int) -> int:
        """The move that lets us fill ``liberty`` of B later when filling
        it now would be a self-atari (GNU Go's
        ``find_semeai_backfilling_move``), or NO_MOVE."""
        board = self.board
        worm = next(iter(b))
        filler = BLACK + WHITE - board.board[worm]
        tactics = self.tactics
        if tactics.safe_move(liberty, filler) == WIN:
            return liberty
        result = NO_MOVE
        if board.is_self_atari(liberty, filler):
            libs = board.approxlib(liberty, filler, 1)
            if libs and board.trymove(libs[0], filler):
                try:
                    if tactics.safe_move(liberty, filler):
                        result = libs[0]
                    elif board.board[worm] != EMPTY:
                        result = self._backfill(b, liberty)
                finally:
                    board.popgo()
        if result != NO_MOVE and board.board[result] == EMPTY and tactics.safe_move(result, filler):
            return result
        return NO_MOVE

    def _riskless(self, move: int, a: FrozenSet[int], color: int) -> bool:
        """A move that takes no liberty from our own goal strings (GNU Go's
        ``semeai_is_riskless_move``): it cannot kill us in a seki."""
        board = self.board
        if not _liberty_of(board, move, a):
            return True
        libs = len(board.accuratelib(move, color))
        return not any(board.board[move + d] == color and move + d in a
                       and board.countlib(move + d) > libs for d in DIRS)

    def _value(self, move: int, a: FrozenSet[int], b: FrozenSet[int], color: int,
               raw: int) -> int:
        """A move's value in the race: ``raw`` plus what it changes in the
        liberty count (ours at 3/4 the weight of theirs) and 50 for each
        critical worm it settles (GNU Go's ``semeai_move_value``)."""
        board = self.board
        if not self.tactics.safe_move(move, color):
            return raw
        net = -_weighted_liberties(board, a, b)
        if not board.trymove(move, color):
            return 0
        try:
            grown = a | frozenset(board.string_stones(move)) if _liberty_of(board, move, a) \
                else a
            net += _weighted_liberties(board, _on_board(board, grown, color),
                                       _on_board(board, b, BLACK + WHITE - color))
            bonus = 0
            for worm in self._worms:
                if not worm.critical or board.board[worm.origin] == EMPTY:
                    continue
                if board.board[worm.origin] == color:
                    bonus += CRITICAL_BONUS if not self.tactics.attack(worm.origin)[0] else 0
                elif not self.tactics.defense(worm.origin)[0]:
                    bonus += CRITICAL_BONUS
        finally:
            board.popgo()
        return raw + max(net, 0) // 25 * 3 + bonus

    def _try(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int, ks: int,
             moves: List[int]) -> Tuple[int, int, int]:
        """Try the moves best first; the first that wins both ends it,
        else the best pair of results (GNU Go's move loop, with its
        ``prefer_ko`` choice between ko and seki)."""
        board = self.board
        best_a, best_b, best_move = 0, 0, PASS_MOVE
        tried = 0
        for move in moves:
            width = 1 if board.stackp > self.branch_depth else \
                2 if board.stackp > self.branch_depth2 else WIDTH
            if tried >= width:
                break
            outcome = self._play(a, b, color, passed, ks, move,
                                 best_a == 0 or best_b == 0)
            if outcome is None:
                continue
            tried += 1
            ra, rb = outcome
            if ra == WIN and rb == WIN:
                return WIN, WIN, move
            if self._prefer_ko != color and (ra, rb) > (best_a, best_b) or \
                    self._prefer_ko == color and (rb, ra) > (best_b, best_a):
                best_a, best_b, best_move = ra, rb, move
        return best_a, best_b, best_move

    def _play(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int, ks: int,
              move: int, ko_allowed: bool) -> Optional[Tuple[int, int]]:
        """(resulta, resultb) after ``color`` plays ``move``, or None when
        the move cannot be played (GNU Go's
        ``semeai_trymove_and_recurse``). When B is captured, A's life is
        what the owl says of A with B's owner to move."""
        board = self.board
        r = komaster_trymove(board, move, color, ks, ko_allowed)
        if r < 0:
            return None
        other = BLACK + WHITE - color
        try:
            if board.board[move] == color and _liberty_of(board, move, a):
                a = a | frozenset(board.string_stones(move))
            b_left = _on_board(board, b, other)
            if not b_left:
                ra = rb = reverse(self._owl_attack(_on_board(board, a, color)))
            else:
                rb_, ra_, _ = self._node(b_left, _on_board(board, a, color), other,
                                         passed, r & STATE_MASK)
                ra, rb = reverse(ra_), reverse(rb_)
        finally:
            board.popgo()
        if r & CONDITIONAL:
            ra = KO_B if ra else 0
            rb = KO_B if rb else 0
        return ra, rb

    def _owl_attack(self, a: FrozenSet[int]) -> int:
        """The owl's attack on A (its opponent to move) once B is captured,
        within ``OWL_NODES`` owl nodes: past them A lives, and the race's
        result is uncertain."""
        if not a:
            return WIN
        stones = sorted(a)
        owl = self.owl
        gave_up = self.tactics.gave_up
        with owl.limited(OWL_NODES):
            result = owl.attack(stones[0], stones)
        self.tactics.gave_up = gave_up or self.tactics.gave_up or not result.certain
        return result.code

    def _passing(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int,
                 ks: int) -> Tuple[int, int]:
        """(resulta, resultb) if A's owner passes now."""
        rb_, ra_, _ = self._node(b, a, BLACK + WHITE - color, passed | color, ks)
        return reverse(ra_), reverse(rb_)

    def _no_move(self, a: FrozenSet[int], b: FrozenSet[int], color: int, passed: int, ks: int,
                 node: _Node, mine, theirs) -> Tuple[int, int, int]:
        """No move won anything: B lives if it looks alive; with no
        riskless move left, two passes end the race by the eyes each has
        (more eyes win, else seki), and a first pass hands the move over."""
        if theirs.alive:
            return 0, 0, PASS_MOVE
        if node.riskless:
            return 0, 0, PASS_MOVE
        board = self.board
        other = BLACK + WHITE - color
        if not any(w.important for w in self._worms if board.board[w.origin] == other):
            with_rival = self.owl.assess(a, color, b, rival_as_space=True)
            if not with_rival.alive and with_rival.eyes.max_eyes < 2:
                return 0, 0, PASS_MOVE        # no two eyes even by capturing B
        if passed & other:
            if mine.eyes.max_eyes < theirs.eyes.min_eyes:
                return 0, 0, PASS_MOVE
            if theirs.eyes.max_eyes < mine.eyes.min_eyes:
                return WIN, WIN, PASS_MOVE
            return WIN, 0, PASS_MOVE          # seki
        ra, rb = self._passing(a, b, color, passed, ks)
        return ra, rb, PASS_MOVE


def judge_races(semeai: Semeai, dragons: Dragons, worms: Worms, racing: Iterable[Dragon]) -> None:
    """Revise the statuses of dead and critical dragons by their capturing
    races (GNU Go's ``semeai()``, run after the owl). ``racing`` must hold
    every owl-dead or critical dragon that races one of them (the closure:
    :func:`race_partners` finds it). Each adjacent pair of opposite
    colours (touching or sharing a liberty) is read with each side moving
    first. A dragon that loses all its races moving first makes its
    winners safe: their other races do not count (several races at once
    are not read together; GNU Go's rough guess). Then a dragon no rival
    kills moving first (certainly) is alive, and one that lives moving
    first against a rival and dies to a rival moving first is critical,
    with the races' moves; otherwise the owl's status stands."""
    lives_outside = living(dragons)
    board = semeai.board
    field_ = {d.origin: d for d in racing if _racing(semeai, d, worms)}
    first: Dict[Tuple[int, int], SemeaiResult] = {}
    for o1, d1 in sorted(field_.items()):
        for o2 in d1.neighbors:
            d2 = field_.get(o2)
            if d2 is not None and d2.color != d1.color and _close(board, d1, d2):
                first[(o1, o2)] = semeai.analyze(d1.stones, d2.stones, lives_outside,
                                                 _owl_moves(d1, d2))
    for o1 in sorted(field_):
        lost = [o2 for (a, o2), r in first.items() if a == o1]
        if lost and all(first[(o1, o2)].resulta == 0 for o2 in lost):
            for o2 in lost:
                for o3 in [a for (a, b), r in first.items() if b == o2 and r.resultb > 0]:
                    first.pop((o3, o2), None)
                    first.pop((o2, o3), None)
    for o1, d1 in field_.items():
        d1.races_judged = True
        _settle(d1, [(o2, r, first[(o2, o1)]) for (a, o2), r in sorted(first.items())
                     if a == o1 and (o2, o1) in first])


def seki_rival(dragons: Dragons, worms: Worms, origin: int) -> Optional[Dragon]:
    """The one enemy dragon the string at ``origin`` might live in seki
    against, if it is worth reading (GNU Go's ``find_moves_to_make_seki``,
    the strings it looks at): a dead dragon's string that is tactically
    dead, or tactically critical with nowhere to run, next to a single
    enemy dragon (its status still to be read by the caller) that has at
    most one eye apart from the space the string is in, and no moyo worth
    the name, where a seki is all the string can hope for."""
    d = dragons.dragon(origin)
    attacked, defended = worms.attack_codes[origin][0], worms.defense_codes[origin][0]
    if d.status != DEAD or d.hostile_neighbors != 1 or not attacked:
        return None
    rival = next((dragons.dragons[n] for n in d.neighbors
                  if dragons.dragons[n].color != d.color), None)
    if rival is None or rival.moyo_size > SEKI_MOYO or \
            dragons.genus_without(rival, origin).min_eyes > 1:
        return None
    if defended and (rival.moyo_territorial_value >= SEKI_TERRITORY
                     or rival.escape_route > 0 or d.escape_route > 0):
        return None
    return rival


def judge_seki(semeai: Semeai, dragons: Dragons, worms: Worms, origin: int,
               rival: Dragon) -> None:
    """Whether the string at ``origin`` (see :func:`seki_rival`; ``rival``
    read alive) can live in seki inside its living rival, and the moves
    that make and prevent it (GNU Go's ``find_moves_to_make_seki``): its
    dragon moving first (from its tactical defence, when it has one)
    must not die to the rival; then it is critical, and alive in seki
    when no move of the rival (the same point, or one of its liberties)
    takes the seki away. Only certain readings count."""
    d = dragons.dragon(origin)
    lives_outside = living(dragons)
    mine, theirs = list(d.stones), list(rival.stones)
    defense = worms.defense_points[origin][0] if worms.defense_codes[origin][0] else NO_MOVE
    life: Optional[SemeaiResult] = None
    if defense != NO_MOVE:
        after = semeai.analyze_after_move(defense, d.color, theirs, mine, lives_outside)
        if after is not None and after.resultb != WIN:
            life = SemeaiResult(reverse(after.resultb), reverse(after.resulta), defense,
                                after.certain)
    if life is None:
        life = semeai.analyze(mine, theirs, lives_outside)
    if not life.resulta or not life.certain:
        return
    d.semeais += 1
    d.semeai_defense_code, d.semeai_defense_point = life.resulta, life.move
    d.semeai_defense_certain, d.semeai_defense_target = True, rival.origin
    d.semeai_attack_code, d.semeai_attack_point = 0, NO_MOVE
    d.semeai_attack_certain, d.semeai_attack_target = True, rival.origin
    tried = [life.move] + [lib for lib in semeai.board.findlib(origin)
                           if lib != life.move]
    for move in tried:
        if move == PASS_MOVE:
            continue
        after = semeai.analyze_after_move(move, rival.color, mine, theirs, lives_outside)
        if after is not None and after.resulta != WIN:
            d.semeai_attack_code, d.semeai_attack_point = reverse(after.resulta), move
            _revive(d, worms, CRITICAL, Safety.CRITICAL)
            return
    _revive(d, worms, ALIVE, Safety.ALIVE_IN_SEKI)


def _revive(d: Dragon, worms: Worms, status: Status, safety: Safety) -> None:
    """A dead dragon's new status, its worms made essential again so that
    what the race found counts (GNU Go's ``update_status``)."""
    d.status, d.safety = status, safety
    for w in d.worms:
        worms.make_essential(w)
    d.weakness = weakness(d)


def _owl_moves(a: Dragon, b: Dragon) -> Tuple[int, ...]:
    """The owl's kill of B and rescue of A, where the owl found the
    dragon critical: the move that decides it (a dead dragon's "kill" is
    only the first of many that work)."""
    moves = []
    if b.owl_status == CRITICAL and b.owl_attack_point not in (NO_MOVE, PASS_MOVE):
        moves.append(b.owl_attack_point)
    if a.owl_status == CRITICAL and a.owl_defense_point not in (NO_MOVE, PASS_MOVE, *moves):
        moves.append(a.owl_defense_point)
    return tuple(moves)


def living(dragons: Dragons) -> Callable[[int], bool]:
    """The ``lives_outside`` test of :meth:`Semeai.analyze` for examined
    dragons: the string's dragon is statically alive (GNU Go checks
    ``crude_status``: the owl's status is not known for every dragon)."""
    return lambda origin: dragons.dragon(origin).crude_status == ALIVE


def race_loser(semeai: Semeai, a: List[int], b: List[int],
               lives_outside: Callable[[int], bool]) -> List[int]:
    """The stones of the dragon (``a`` or ``b``) that dies whoever moves
    first: it loses the race moving first, and its rival moving first
    kills it; at least one of the two readings must have finished within
    its limits. Empty when neither does (a seki, or a race the mover
    wins). The scorer's check of a seki."""
    first = {tuple(a): semeai.analyze(a, b, lives_outside),
             tuple(b): semeai.analyze(b, a, lives_outside)}
    for loser, winner in ((tuple(a), tuple(b)), (tuple(b), tuple(a))):
        lost, won = first[loser], first[winner]
        if (lost.resulta, lost.resultb, won.resulta, won.resultb) == (0, 0, WIN, WIN) \
                and (lost.certain or won.certain):
            return list(loser)
    return []


def race_partners(semeai: Semeai, dragons: Dragons, worms: Worms,
                  chosen: Iterable[Dragon]) -> List[Dragon]:
    """The owl-dead and critical dragons the chosen ones race, directly or
    through others (their owl statuses must be known: the caller judges
    each one's neighbours as they are reached)."""
    found: Dict[int, Dragon] = {}
    todo = [d for d in chosen if _racing(semeai, d, worms)]
    while todo:
        d = todo.pop()
        if d.origin in found:
            continue
        found[d.origin] = d
        todo.extend(n for n in (dragons.dragon(o) for o in d.neighbors)
                    if n.color != d.color and _racing(semeai, n, worms))
    return list(found.values())


def _settle(d: Dragon, races: List[Tuple[int, SemeaiResult, SemeaiResult]]) -> None:
    """Set a dragon's race fields and status from its races: (rival, the
    race with d moving first, the race with the rival moving first)."""
    if not races:
        return
    defense = attack = 0
    defense_certain = attack_certain = -1
    for rival, mine, theirs in races:
        if (mine.resulta, int(mine.certain)) > (defense, defense_certain):
            defense, defense_certain = mine.resulta, int(mine.certain)
            d.semeai_defense_point, d.semeai_defense_target = mine.move, rival
        if (theirs.resultb, int(theirs.certain)) > (attack, attack_certain):
            attack, attack_certain = theirs.resultb, int(theirs.certain)
            d.semeai_attack_point, d.semeai_attack_target = theirs.move, rival
    d.semeais = len(races)
    d.semeai_defense_code, d.semeai_defense_certain = defense, defense_certain > 0
    d.semeai_attack_code, d.semeai_attack_certain = attack, attack_certain > 0
    if defense and attack:
        d.status, d.safety = CRITICAL, Safety.CRITICAL
    elif not attack and attack_certain > 0:
        d.status, d.safety = ALIVE, Safety.ALIVE
    d.weakness = weakness(d)


def _racing(semeai: Semeai, d: Dragon, worms: Worms) -> bool:
    """Owl-dead or critical, and not inessential: an inessential worm, or a
    single string, not of three stones or more with four liberties or
    more, whose capture would not let the captor live (GNU Go's
    ``dragon_looks_inessential``; its safety becomes ``inessential``)."""
    if d.owl_status not in (DEAD, CRITICAL) or d.safety == Safety.INESSENTIAL:
        return False
    origin = worms.origin[d.origin]
    if worms.inessential[origin]:
        return False
    if len(d.worms) == 1 and not (worms.size[origin] >= 3 and worms.liberties[origin] >= 4) \
            and not semeai.substantial(origin):
        d.safety = Safety.INESSENTIAL
        return False
    return True


def _close(board: Board, a: Dragon, b: Dragon) -> bool:
    """Do the dragons touch or share a liberty? Neighbours farther apart
    make no proper race (GNU Go's ``close_enough_for_proper_semeai``)."""
    theirs = set(b.stones)
    return bool(a.liberties & b.liberties) or \
        any(s + d in theirs for s in a.stones for d in DIRS)


def _lunch_saves(moves: Dict[int, int], a: FrozenSet[int]) -> Dict[int, int]:
    """B's owl moves that capture a lunch (``LUNCH``) on points next to
    A: a small A moving first takes them itself, joining and saving the
    stones B would eat (GNU Go's ld_owl.tst, case 104: White's lone S6
    plays T6, where Black's owl would eat White's T7, and wins the race)."""
    return {move: value for move, value in moves.items()
            if value == LUNCH and any(move + d in a for d in DIRS)}


def _vital(moves: Dict[int, int]) -> Dict[int, int]:
    """The owl's eye-shape and lunch moves, and the key margin of an
    unsettled eye space (not its liberty, expansion and approach moves: in
    a race the liberties are filled one at a time, by the rules of
    :meth:`Semeai._liberty_move`)."""
    return {move: value for move, value in moves.items() if value >= OWL_VITAL or value == MARGIN}


def _more_eyes(mine: EyeValue, theirs: EyeValue) -> bool:
    """Do we have (or can we make) more eyes than they? With a settled
    count ours against their least; when we can add eyes, our most
    against theirs (GNU Go's ``I_have_more_eyes``)."""
    if mine.min_eyes == mine.max_eyes:
        return mine.min_eyes > theirs.min_eyes
    return mine.max_eyes > theirs.max_eyes


def _prefer_ko(a: FrozenSet[int], b: FrozenSet[int], color: int) -> int:
    """The colour that would rather have a ko than a seki: the owner of a
    dragon much smaller than the other (GNU Go's ``prefer_ko``)."""
    if len(a) <= 5 and len(b) > 3 * len(a):
        return color
    if len(b) <= 5 and len(a) > 3 * len(b):
        return BLACK + WHITE - color
    return EMPTY


def _on_board(board: Board, goal: FrozenSet[int], color: int) -> FrozenSet[int]:
    """The goal stones still on the board (of the goal's ``color``)."""
    bd = board.board
    return frozenset(s for s in goal if bd[s] == color)


def _liberty_of(board: Board, pos: int, goal: FrozenSet[int]) -> bool:
    """Is the point next to a stone of the goal?"""
    return any(pos + d in goal and board.board[pos + d] != EMPTY for d in DIRS)


def _liberties(board: Board, goal: FrozenSet[int]) -> set:
    return {q for s in goal for q in (s + d for d in DIRS) if board.board[q] == EMPTY}


def _weighted_liberties(board: Board, a: FrozenSet[int], b: FrozenSet[int]) -> int:
    """Our strings' liberties at weight 75 less theirs at weight 100."""
    total = 0
    seen = set()
    for goal, weight in ((a, 75), (b, -100)):
        for s in goal:
            origin = board.find_origin(s)
            if (origin, weight) not in seen:
                seen.add((origin, weight))
                total += weight * board.countlib(origin)
    return total


def _offer(moves: Dict[int, int], move: int, value: int) -> None:
    if move != NO_MOVE and value > moves.get(move, -1):
        moves[move] = value

"""Combination attacks: a run of threats that wins a string in the end.

Counterpart of GNU Go's ``combination.c`` (manual 12.2). No single string
of the defender may be capturable, yet one move can start a sequence of
threats (mostly ataris) that the defender cannot answer all at once: the
simplest case is a double atari. GNU Go calls the search ``atari_atari``;
so do we.

The search (:class:`AtariAtari`). The attacker plays a threat against one
or more *targets* (defender strings the analysis calls alive and that the
move makes capturable); the defender tries each move that saves one of the
targets; after each defence the attacker has won if a target string next
to the threatening stone can now be captured, and otherwise plays the next
threat, until ``ReadingDepths.aa_depth`` moves are on the stack. The first
threat that no defence refutes is the combination; its *size* is the value
of the smallest string it wins. Threats after the first must lie near the
previous threat (the *goal*, GNU Go's ``update_aa_goal``).

Threat moves. GNU Go proposes them from a pattern database
(``aa_attackpats.db``); we generate them by rule instead, and check each
by reading as GNU Go checks its patterns' moves (after the move the target
is captured or capturable; a self-atari only as a safe capture or as a
throw-in closed in by the target's stones). Against a target of two
liberties: its liberties (ataris) and the roomy points next to them
(nets). Against one of three: its liberties on the first two lines or at
a cutting point; its other liberties and the points next to them are
*loose* candidates, kept only when they threaten two targets at once or
are threats already (GNU Go's conditional patterns). Against any target:
the liberty of the attacker's string in atari next to it, and those of a
short attacker's string cutting it from another of the defender's.

Once a combination is found its first move is forbidden and the search is
run again asking for at least the same size: a threat that merely came
first in the list, while another move was the real start, is so replaced
by the essential one (GNU Go's loop in ``atari_atari``).

Targets (:class:`Targets`, GNU Go's ``aa_status`` and ``aa_values``): the
defender's strings that are alive by the position's analysis, dead and
critical dragons and tactically weak worms excluded, and two-liberty
strings whose capture would not make the stones around them live
(``owl_substantial``). A string's value is twice its stones plus its
liberties and their neighbours in the defender's moyo.

Reading depths. GNU Go raises its tactical depths by two for each threat
and answer on the board (``modify_depth_values``). We do not
(``DEPTH_RAISE``): our reader is slower than GNU Go's, and on GNU Go's
regression positions the deeper reads spent the search's node limit
before the combination was found (trevor c24: 9 s and a wrong answer
against 2 s and the right one). A checked move itself does raise them by
one, as in GNU Go's ``atari_atari_blunder_size``.

Budgets. Every tactical question is read with a node budget; a question
that runs out is answered the way that finds no combination (no threat, no
capture, the threat abandoned) and the result is marked uncertain. The
whole search has a node limit too: past it the search stops, and the
answer found so far comes back marked uncertain. The defences of a
combination are checked by a search each, under a limit of their own,
nearest first; past it only those checked are reported (uncertain).
Results are cached by position.

Depends on the board, the reading, and the worm, dragon and influence data
the caller passes in; knows nothing of move generation or GTP.
"""
import enum
from dataclasses import dataclass
from typing import Callable, Dict, FrozenSet, List, Optional, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, WHITE
from .config import EngineConfig
from .dragons import CRITICAL, DEAD, MOYO_LEVEL, Dragons
from .geometry import BOARDSIZE, DIRS, NO_MOVE, PASS_MOVE, I, J, edge_distance
from .influence import Influence
from .reading import WIN, ReadingCache
from .reading.budget import BudgetReader, ReadingBudgetExceeded, ReadingInterrupted
from .worms import Worms

# Tactical nodes one question inside the search may read.
QUESTION_BUDGET = 2000
# Tactical nodes one whole search (with its re-runs) may read.
SEARCH_BUDGET = 150_000
# Answers kept by position before the cache starts afresh.
CACHE_ENTRIES = 1000
# Reading depths are raised by this much for each threat and answer on the
# board, so that the reading below sees about as far as at the root.
DEPTH_RAISE = 0
# The defender tries the liberties of the attacker's strings this short of
# liberties next to a threatened string.
SHORT_NEIGHBOR_LIBERTIES = 3
# Goal distance: threats after the first are made against strings this
# close to the previous threat (GNU Go's MAX_AA_DIST).
MAX_GOAL_DISTANCE = 5
# A defender string this short of liberties is passed by the goal's walk
# for free; each liberty beyond costs one step.
GOAL_FREE_LIBERTIES = 3
# Targets with at most this many liberties are threatened on their liberties.
THREAT_LIBERTIES = 3
# Targets with at most this many liberties are also threatened from the
# points next to their liberties.
NET_LIBERTIES = 2
# Our string this short of liberties next to a target: its liberty can be a
# threat (saving it); one between two of the defender's strings and this
# short of liberties: its liberties (extending the cutting stone). Those
# threats may aim at strings of this many liberties.
RESCUE_LIBERTIES = 1
CUTTING_LIBERTIES = 2
SUPPORT_TARGET_LIBERTIES = 4
# Liberties of three-liberty strings on these first lines are sure candidates.
EDGE_LINES = 2
# A net needs this many liberties for the netting stone.
NET_ROOM = 3
# A throw-in inside a string's eye shape is tried against strings this short
# of liberties.
SACRIFICE_LIBERTIES = 2
# A loose threat needs this many liberties of its own, on a liberty of the
# strings it threatens or off them.
LOOSE_LIBERTY_ROOM = 3
LOOSE_ROOM = 4


class AaStatus(enum.Enum):
    """What the combination search makes of a defender's stone (GNU Go's
    aa_status): only ALIVE strings are worth a combination."""

    ALIVE = "alive"
    DEAD = "dead"
    CRITICAL = "critical"
    INSUBSTANTIAL = "insubstantial"
    UNKNOWN = "unknown"


ALIVE, UNKNOWN = AaStatus.ALIVE, AaStatus.UNKNOWN


@dataclass(frozen=True)
class Targets:
    """The attacker's colour and, per board point of the root position,
    the status of the defender's stone there and the value of the string
    whose origin it is (0 elsewhere). Counterpart of GNU Go's ``aa_status``
    and ``aa_values`` arrays."""

    attacker: int
    status: Tuple[AaStatus, ...]
    values: Tuple[int, ...]


@dataclass(frozen=True)
class Combination:
    """An ``atari_atari`` answer: the size of what the combination wins
    (0: none), its first move, the defender's moves found to stop it (when
    asked for) and whether every reading finished within its budget (when
    not, a budgeted question was answered the way that finds no
    combination, or the search stopped early: a combination may have been
    missed, a defence left unchecked)."""

    size: int
    move: int = NO_MOVE
    defenses: Tuple[int, ...] = ()
    certain: bool = True


@dataclass(frozen=True)
class Blunder:
    """What a move gives away (``atari_atari_blunder_size``): the size of
    the combination it lets the opponent make, and the mover's moves that
    would prevent it."""

    size: int
    defenses: Tuple[int, ...] = ()
    certain: bool = True


# --- targets ------------------------------------------------------------------

def combination_targets(board: Board, attacker: int, worms: Worms, dragons: Dragons,
                        influence: Optional[Influence] = None,
                        substantial: Optional[Callable[[int], bool]] = None) -> Targets:
    """Targets of ``attacker`` from the position's analysis: dead and
    critical dragons (owl statuses where the caller has judged them) and
    worms that tactical reading can capture are excluded. GNU Go's
    ``compute_aa_status(color, NULL)`` and ``compute_aa_values``.
    ``substantial`` is the owl's ``owl_substantial`` (see
    :func:`_mark_insubstantial`); without it no string is reclassified."""
    defender = BLACK + WHITE - attacker
    status = [UNKNOWN] * BOARDSIZE
    bd = board.board
    for pos in board.points():
        if bd[pos] == defender:
            status[pos] = _analysed_status(pos, worms, dragons)
    _mark_insubstantial(board, attacker, status, substantial)
    return Targets(attacker, tuple(status), _values(board, attacker, status, influence))


def _analysed_status(pos: int, worms: Worms, dragons: Dragons) -> AaStatus:
    dragon_status = dragons.dragon(pos).status
    if dragon_status == DEAD:
        return AaStatus.DEAD
    if dragon_status == CRITICAL:
        return AaStatus.CRITICAL
    if worms.attack_codes[pos][0]:
        return AaStatus.CRITICAL if worms.defense_codes[pos][0] else AaStatus.DEAD
    return ALIVE


def targets_from_safe_stones(board: Board, attacker: int, safe: Set[int],
                             influence: Optional[Influence] = None,
                             substantial: Optional[Callable[[int], bool]] = None) -> Targets:
    """Targets when the defender's safe stones are given (a move is being
    checked for blunders): the stones in ``safe`` are alive, the others
    dead. GNU Go's ``compute_aa_status(color, safe_stones)``."""
    defender = BLACK + WHITE - attacker
    status = [UNKNOWN] * BOARDSIZE
    bd = board.board
    for pos in board.points():
        if bd[pos] == defender:
            status[pos] = ALIVE if pos in safe else AaStatus.DEAD
    _mark_insubstantial(board, attacker, status, substantial)
    return Targets(attacker, tuple(status), _values(board, attacker, status, influence))


def _mark_insubstantial(board: Board, attacker: int, status: List[AaStatus],
                        substantial: Optional[Callable[[int], bool]]) -> None:
    """A live two-liberty string whose capture would not let the stones
    around it live is no target (GNU Go asks ``owl_substantial``, but not
    when both liberties are self-ataris for the attacker)."""
    if substantial is None:
        return
    defender = BLACK + WHITE - attacker
    for origin in _origins(board, defender):
        if status[origin] != ALIVE or board.countlib(origin) != 2:
            continue
        if all(board.is_self_atari(lib, attacker) for lib in board.findlib(origin)):
            continue
        if not substantial(origin):
            for stone in board.string_stones(origin):
                status[stone] = AaStatus.INSUBSTANTIAL


def _values(board: Board, attacker: int, status: List[AaStatus],
            influence: Optional[Influence]) -> Tuple[int, ...]:
    """Twice the stones, plus the liberties and the points next to them
    that lie in the defender's moyo, for each live target at its origin
    (GNU Go's ``compute_aa_values``: a crude size, blind to strategy)."""
    defender = BLACK + WHITE - attacker
    values = [0] * BOARDSIZE
    bd = board.board
    for origin in _origins(board, defender):
        if status[origin] != ALIVE:
            continue
        libs = board.findlib(origin)
        near = set(libs)
        near.update(q for lib in libs for q in _around(lib) if bd[q] == EMPTY)
        moyo = sum(1 for p in near if _in_moyo(influence, p, defender))
        values[origin] = 2 * board.countstones(origin) + moyo
    return tuple(values)


def _around(pos: int) -> Tuple[int, ...]:
    return tuple(pos + d for d in DIRS)


def _in_moyo(influence: Optional[Influence], pos: int, color: int) -> bool:
    if influence is None:
        return False
    value = influence.territory[pos]
    return value >= MOYO_LEVEL if color == BLACK else value <= -MOYO_LEVEL


def _origins(board: Board, color: int) -> List[int]:
    bd = board.board
    return [p for p in board.points() if bd[p] == color and board.find_origin(p) == p]


def safe_stones(board: Board, color: int, move: int, worms: Worms, dragons: Dragons,
                saved_worms: Set[int], saved_dragons: Set[int], move_safe: bool) -> Set[int]:
    """The stones of both colours that count as safe once ``color`` has
    played ``move``: not on a dead dragon, not on a worm that can be
    captured (unless ``move`` saves it: ``saved_worms``); ``color``'s
    critical dragons only when ``move`` saves them (``saved_dragons``); the
    new stone if ``move_safe``. GNU Go's ``mark_safe_stones``."""
    other = BLACK + WHITE - color
    out: Set[int] = set()
    bd = board.board
    for pos in board.points():
        stone = bd[pos]
        if stone not in (BLACK, WHITE):
            continue
        dead = dragons.dragon(pos).status == DEAD
        attacked = bool(worms.attack_codes[pos][0])
        if stone == other:
            safe = not dead and not (attacked and not worms.defense_codes[pos][0])
        elif dead or (attacked and (not worms.defense_codes[pos][0] or pos not in saved_worms)):
            safe = False
        else:
            safe = pos in saved_dragons or dragons.dragon(pos).status != CRITICAL
        if safe:
            out.add(pos)
    out.discard(move)
    if move_safe:
        out.add(move)
    return out


# --- tactical questions in budget ---------------------------------------------------

class _SearchExhausted(Exception):
    """The whole search has read its node limit."""


class _GaveUp(Exception):
    """A question whose budgeted answer would favour the attacker ran out:
    the threat being read is abandoned."""


_GAVE_UP = object()     # a question's answer when its budget ran out


class _Tactics:
    """The tactical questions of one search, each read within
    ``question_budget`` nodes, all of them within ``search_budget``.

    ``shift`` is how far the reading depths are raised (see the module's
    notes on depths); the reader of a shift counts its depths from there
    (``stack_offset``) and shares the caller's cache."""

    def __init__(self, board: Board, config: EngineConfig, cache: ReadingCache,
                 interrupted: Optional[Callable[[], bool]], question_budget: int,
                 search_budget: int) -> None:
        self.board = board
        self.config = config
        self.cache = cache
        self.interrupted = interrupted
        self.question_budget = question_budget
        self.search_budget = search_budget
        self.readers: Dict[int, BudgetReader] = {}
        self.shift = 0
        self.nodes = 0
        self.gave_up = False
        self.answers: Dict[tuple, object] = {}

    def _reader(self) -> BudgetReader:
        reader = self.readers.get(self.shift)
        if reader is None:
            reader = BudgetReader(self.board, self.config.with_depths(self.shift), 0,
                                  self.interrupted, self.cache, self.shift)
            self.readers[self.shift] = reader
        return reader

    def _ask(self, question: str, fallback, *args):
        """``reader.question(*args)`` within the question budget; past it
        ``fallback`` (None: raise :class:`_GaveUp`). Answers are kept by
        position for the rest of the search, given-up ones too: the same
        question recurs in many branches, and a read that ran out once
        would only run out again."""
        board = self.board
        key = (board.hash, board.stackp, self.shift, question, args)
        answer = self.answers.get(key)
        if answer is None:
            answer = self.answers[key] = self._read(question, args)
        if answer is _GAVE_UP:
            if fallback is None:
                raise _GaveUp()
            return fallback
        return answer

    def _read(self, question: str, args: tuple):
        reader = self._reader()
        start = reader.nodes
        reader.node_budget = start + self.question_budget
        try:
            answer = getattr(reader, question)(*args)
        except ReadingInterrupted:
            raise
        except ReadingBudgetExceeded:
            self.gave_up = True
            answer = _GAVE_UP
        finally:
            self.nodes += reader.nodes - start
        if self.nodes > self.search_budget:
            raise _SearchExhausted()
        return answer

    def attack(self, pos: int, strict: bool = False) -> Tuple[int, int]:
        """``(code, move)``; no capture when the budget runs out, or (with
        ``strict``) the threat being read is abandoned."""
        return self._ask("attack", None if strict else (0, NO_MOVE), pos)

    def defense(self, pos: int) -> Tuple[int, int]:
        """``(code, move)``; the threat being read is abandoned when the
        budget runs out."""
        return self._ask("find_defense", None, pos)

    def top_defense(self, pos: int) -> Tuple[int, int]:
        """``(code, move)``; no known defence when the budget runs out."""
        return self._ask("find_defense", (0, NO_MOVE), pos)

    def safe_move(self, move: int, color: int) -> int:
        """The reader's ``safe_move``; unsafe when the budget runs out."""
        return self._ask("safe_move", 0, move, color)


# --- the search ----------------------------------------------------------------

# A search's answer: (size, first move, defence of the combination).
_Found = Tuple[int, int, int]
_NOTHING: _Found = (0, NO_MOVE, NO_MOVE)


class _Search:
    """One combination search (``do_atari_atari`` and its helpers) over
    the given targets, with the moves the attacker may not start with."""

    def __init__(self, board: Board, tactics: _Tactics, targets: Targets, aa_depth: int) -> None:
        self.board = board
        self.tactics = tactics
        self.targets = targets
        self.aa_depth = aa_depth
        self.attacker = targets.attacker
        self.defender = BLACK + WHITE - targets.attacker
        self.forbidden: Set[int] = set()
        self.after = 0          # the size of a checked move's combination

    # --- targets at reading depth -------------------------------------------

    def status(self, pos: int) -> AaStatus:
        """The root status of the string at ``pos`` (GNU Go's
        ``get_aa_status``): a string grown during the reading has the
        status of its stones that were there at the root; alive if any of
        them is (capturing the string would capture those too; GNU Go
        takes the first stone it meets, which depends on the order of its
        stone lists)."""
        status = self.targets.status
        found = status[pos]
        if found == ALIVE:
            return ALIVE
        for stone in self.board.string_stones(pos):
            known = status[stone]
            if known == ALIVE:
                return ALIVE
            if found == UNKNOWN:
                found = known
        return found

    def value(self, pos: int) -> int:
        """The summed root values of the strings the string at ``pos`` is
        made of (GNU Go's ``get_aa_value``)."""
        values = self.targets.values
        return sum(values[s] for s in self.board.string_stones(pos))

    # --- the recursion ----------------------------------------------------------

    def run(self, minsize: int, potential: Optional[Set[int]], top: bool = True,
            goal: Optional[FrozenSet[int]] = None, last: int = NO_MOVE) -> _Found:
        """The first threat that wins a target of at least ``minsize``
        whatever the defender does (GNU Go's ``do_atari_atari``).
        ``potential`` collects every move that might defend; ``last`` is
        the attacker's previous threat. At the top the defence of the
        combination is found too."""
        if last != NO_MOVE:
            won = self._succeeded(minsize, last)
            if won:
                return won, NO_MOVE, NO_MOVE
        if self.board.stackp > self.aa_depth:
            return _NOTHING
        for move, targets in self._threats(minsize, goal):
            size = self._try_threat(move, targets, minsize, potential, goal)
            if size:
                defense = self._defense_of(targets[0], move) if top else NO_MOVE
                return size, move, defense
        return _NOTHING

    def _succeeded(self, minsize: int, last: int) -> int:
        """The value of a live target next to the attacker's last threat
        (or, if that stone was captured, on its point's liberty) that can
        now be captured, unless only by a forbidden move; 0 if none (GNU
        Go's ``atari_atari_succeeded``)."""
        board = self.board
        if board.board[last] == EMPTY:
            near = {board.find_origin(q) for q in _around(last) if board.board[q] == self.defender}
        else:
            near = set(board.chainlinks(last))
        for origin in sorted(near):
            if minsize > 0 and self.value(origin) < minsize:
                continue
            if self.status(origin) != ALIVE:
                continue
            code, move = self.tactics.attack(origin)
            if code and move not in self.forbidden:
                return self.value(origin)
        return 0

    def _try_threat(self, move: int, targets: List[int], minsize: int,
                    potential: Optional[Set[int]], goal: Optional[FrozenSet[int]]) -> int:
        """Play the threat; the size it wins against every defence (the
        value of its first target at most), 0 if some defence holds."""
        board = self.board
        if not board.trymove(move, self.attacker):
            return 0
        stackp = board.stackp
        try:
            if potential is not None:
                _note_potential(board, move, potential)
            if board.board[targets[0]] == EMPTY:
                return 0          # the move took the string: no threat to answer
            size = self.value(targets[0])
            try:
                defenses = self._defenses(targets)
            except _GaveUp:
                return 0
            for defense in defenses:
                if potential is not None:
                    potential.add(defense)
                left = self._after_defense(defense, move, minsize, potential, goal)
                if left is not None:
                    size = min(size, left)
                if size == 0:
                    break
            return size
        finally:
            board.pop_to(stackp - 1)

    def _after_defense(self, defense: int, threat: int, minsize: int,
                       potential: Optional[Set[int]],
                       goal: Optional[FrozenSet[int]]) -> Optional[int]:
        """The size the attacker still wins after the defender's answer
        (None when the answer is illegal)."""
        board = self.board
        if not board.trymove(defense, self.defender):
            return None
        tactics = self.tactics
        tactics.shift += DEPTH_RAISE
        try:
            grown = grow_goal(board, goal, threat, self.attacker)
            return self.run(minsize, potential, False, grown, threat)[0]
        finally:
            tactics.shift -= DEPTH_RAISE
            board.popgo()

    def _defense_of(self, target: int, threat: int) -> int:
        """A move that stops the combination: the target's defence, or the
        threat's point itself when that is a safe move for the defender."""
        tactics = self.tactics
        code, move = tactics.top_defense(target)
        if not code:
            move = NO_MOVE
        if (move == NO_MOVE or not tactics.safe_move(move, self.defender)) \
                and tactics.safe_move(threat, self.defender):
            move = threat
        return move

    # --- the defender's answers ---------------------------------------------------

    def _defenses(self, targets: List[int]) -> List[int]:
        """The defender's candidate answers to a threat (GNU Go's
        ``atari_atari_find_defense_moves``): for each target, its defence,
        its liberties that save it, the captures of its neighbours, and
        the liberties of short neighbours that save it."""
        board = self.board
        bd = board.board
        moves: List[int] = []
        for target in targets:
            if bd[target] == EMPTY:
                continue
            code, move = self.tactics.defense(target)
            if not code:
                continue
            _add(moves, move)
            for lib in board.findlib(target):
                if lib not in moves and self._saves(lib, target):
                    moves.append(lib)
            for neighbor in board.chainlinks(target):
                self._neighbor_defenses(neighbor, target, moves)
        return moves

    def _neighbor_defenses(self, neighbor: int, target: int, moves: List[int]) -> None:
        board = self.board
        code, move = self.tactics.attack(neighbor, strict=True)
        if code == WIN and move not in moves:
            moves.append(move)
        libs = board.findlib(neighbor)
        if len(libs) > SHORT_NEIGHBOR_LIBERTIES:
            return
        for lib in libs:
            if lib not in moves and not board.is_self_atari(lib, self.defender) \
                    and self._saves(lib, target):
                moves.append(lib)

    def _saves(self, move: int, target: int) -> bool:
        """Does the defender's ``move`` leave the target uncapturable?"""
        board = self.board
        if not board.trymove(move, self.defender):
            return False
        try:
            return not self.tactics.attack(target)[0]
        finally:
            board.popgo()

    # --- the attacker's threats ---------------------------------------------------

    def _threats(self, minsize: int, goal: Optional[FrozenSet[int]]) -> List[Tuple[int, List[int]]]:
        """The threats, each with the targets it makes capturable, the
        smallest target first, the moves in order of their first target's
        value (GNU Go's ``atari_atari_find_attack_moves``)."""
        direct: Dict[int, List[int]] = {}
        loose: Dict[int, List[int]] = {}
        for origin in self._targets(minsize, goal, THREAT_LIBERTIES):
            near, far = self._threat_points(origin)
            for move in near:
                direct.setdefault(move, []).append(origin)
            for move in far:
                loose.setdefault(move, []).append(origin)
        self._support_points(minsize, goal, direct)
        found: Dict[int, List[int]] = {}
        for move, origins in direct.items():
            hits = self._threatened(move, origins)
            if hits:
                found[move] = hits
        for move, origins in loose.items():
            self._loose_threat(move, origins, found)
        for targets in found.values():
            targets.sort(key=lambda t: (self.value(t), t))
        return sorted(found.items(), key=lambda item: (self.value(item[1][0]), item[0]))

    def _support_points(self, minsize: int, goal: Optional[FrozenSet[int]],
                        direct: Dict[int, List[int]]) -> None:
        """Saving an attacker's string in atari, or extending a short one
        that cuts two of the defender's strings, threatens the defender's
        strings around it, even strings with a liberty or two more than
        the other threats aim at."""
        board = self.board
        eligible = set(self._targets(minsize, goal, SUPPORT_TARGET_LIBERTIES))
        for string in _origins(board, self.attacker):
            libs = board.findlib(string)
            if len(libs) > CUTTING_LIBERTIES:
                continue
            around = board.chainlinks(string)
            if len(libs) > RESCUE_LIBERTIES and len(around) < 2:
                continue
            for origin in around:
                if origin not in eligible:
                    continue
                for lib in libs:
                    targets = direct.setdefault(lib, [])
                    if origin not in targets:
                        targets.append(origin)

    def _threatened(self, move: int, origins: List[int]) -> List[int]:
        if move in self.forbidden:
            return []
        return [o for o in origins if self._threatens(move, o)]

    def _loose_threat(self, move: int, origins: List[int], found: Dict[int, List[int]]) -> None:
        """A loose candidate is a threat against its strings when it is a
        threat already, or when it threatens two strings at once and is
        not cramped itself (GNU Go's conditional patterns)."""
        known = found.get(move)
        if known is not None:
            known.extend(self._threatened(move, [o for o in origins if o not in known]))
            return
        if len(origins) < 2:
            return
        on_liberty = any(self.board.liberty_of_string(move, o) for o in origins)
        if not self._roomy(move, LOOSE_LIBERTY_ROOM if on_liberty else LOOSE_ROOM):
            return
        hits = self._threatened(move, origins)
        if len(hits) >= 2:
            found[move] = hits

    def _roomy(self, move: int, liberties: int) -> bool:
        """Would the attacker's stone at ``move`` have ``liberties``?"""
        return len(self.board.approxlib(move, self.attacker, liberties)) >= liberties

    def _targets(self, minsize: int, goal: Optional[FrozenSet[int]], liberties: int) -> List[int]:
        """Origins of the live targets within the goal with at most
        ``liberties`` liberties and a value of at least ``minsize``."""
        board = self.board
        out = []
        for origin in _origins(board, self.defender):
            if board.countlib(origin) > liberties:
                continue
            if goal is not None and not any(s in goal for s in board.string_stones(origin)):
                continue
            if self.status(origin) != ALIVE:
                continue
            if minsize > 0 and self.value(origin) < minsize:
                continue
            out.append(origin)
        return out

    def _threat_points(self, origin: int) -> Tuple[List[int], List[int]]:
        """Where the attacker might threaten the string, as sure candidates
        and loose ones (see :meth:`_loose_threat`). A string of two
        liberties: its liberties (ataris) and the roomy points next to them
        (nets). A string of three: its liberties on the first two lines or
        at a cutting point, and loosely its other liberties and the points
        next to them. (The attacker's own short strings give more
        candidates: :meth:`_support_points`.)"""
        board = self.board
        bd = board.board
        libs = board.findlib(origin)
        near: List[int] = []
        far: List[int] = []
        short = len(libs) <= NET_LIBERTIES
        for lib in libs:
            _add(near if short or self._sharp(lib, origin) else far, lib)
        for lib in libs:
            for q in _around(lib):
                if bd[q] != EMPTY or q in near or q in far:
                    continue
                if not short:
                    far.append(q)
                elif self._roomy(q, NET_ROOM):
                    near.append(q)
        return near, far

    def _sharp(self, lib: int, origin: int) -> bool:
        """Is this liberty of a string of three liberties worth a threat of
        its own: on the first two lines, or cutting (it touches another of
        the defender's strings, and one of the attacker's stones touches
        it or closes the cross cut diagonally)?"""
        board = self.board
        if edge_distance(lib, board.size) < EDGE_LINES:
            return True
        bd = board.board
        defender, attacker = self.defender, self.attacker
        others = [q for q in _around(lib) if bd[q] == defender and not board.same_string(q, origin)]
        if not others:
            return False
        if any(bd[q] == attacker for q in _around(lib)):
            return True
        mine = [q for q in _around(lib) if bd[q] == defender and board.same_string(q, origin)]
        return any(bd[a + b - lib] == attacker for a in mine for b in others
                   if a + b - lib != lib)

    def _threatens(self, move: int, origin: int) -> bool:
        """Is the attacker's ``move`` a threat against the string: it takes
        the string or leaves it capturable? A self-atari counts only as a
        sacrifice inside the string's eye shape (:meth:`_sacrifice`) or,
        against a string of two liberties, when the stone is safe (a
        capture, a snapback)."""
        board = self.board
        if board.is_self_atari(move, self.attacker) and not self._sacrifice(move, origin):
            if board.countlib(origin) > 2 or not self.tactics.safe_move(move, self.attacker):
                return False
        if not board.trymove(move, self.attacker):
            return False
        try:
            return board.board[origin] == EMPTY or bool(self.tactics.attack(origin)[0])
        finally:
            board.popgo()

    def _sacrifice(self, move: int, origin: int) -> bool:
        """A throw-in that reduces the string's eye space: on its liberty,
        the string short of liberties, the point closed in by the
        defender's stones on three sides (GNU Go's sacrifice patterns)."""
        board = self.board
        if board.countlib(origin) > SACRIFICE_LIBERTIES \
                or not board.liberty_of_string(move, origin):
            return False
        bd = board.board
        return sum(1 for q in _around(move) if bd[q] == self.defender) >= 3


def _distance(a: int, b: int) -> int:
    """Manhattan distance between two points."""
    return abs(I(a) - I(b)) + abs(J(a) - J(b))


def _note_potential(board: Board, move: int, potential: Set[int]) -> None:
    """The threat's point and, if the threatening string is short of
    liberties, its liberties: places where the defender might stop the
    whole combination."""
    potential.add(move)
    if board.board[move] != EMPTY and board.countlib(move) <= 2:
        potential.update(board.findlib(move))


def _add(moves: List[int], move: int) -> None:
    if move not in moves:
        moves.append(move)


def grow_goal(board: Board, goal: Optional[FrozenSet[int]], threat: int,
              attacker: int) -> FrozenSet[int]:
    """The goal after a threat at ``threat``: the old goal and the
    defender's stones within ``MAX_GOAL_DISTANCE`` of the threat. A step
    over an empty point costs one; entering a defender's string costs its
    liberties beyond ``GOAL_FREE_LIBERTIES``; the attacker's stones (other
    than the threat) stop the walk. Points are taken nearest first, and a
    point offered a distance again before it is taken keeps the longer
    one: a string is in the goal only if it is close along every way the
    walk finds to it (GNU Go's ``update_aa_goal`` measures so)."""
    bd = board.board
    defender = BLACK + WHITE - attacker
    reached: Set[int] = set(goal or ())
    dist = {threat: 1}
    queue = [threat]
    taken = 0
    while taken < len(queue):
        nearest = min(range(taken, len(queue)), key=lambda k: dist[queue[k]])
        queue[taken], queue[nearest] = queue[nearest], queue[taken]
        pos = queue[taken]
        taken += 1
        here = bd[pos]
        d = dist[pos]
        if here == defender:
            reached.add(pos)
        for q in _around(pos):
            there = bd[q]
            if there == EMPTY and (here != attacker or pos == threat):
                _offer(dist, queue, q, d + 1)
            elif there == defender and here != defender:
                cost = max(0, board.countlib(q) - GOAL_FREE_LIBERTIES)
                for stone in board.string_stones(q):
                    _offer(dist, queue, stone, d + cost)
    return frozenset(reached)


def _offer(dist: Dict[int, int], queue: List[int], pos: int, d: int) -> None:
    if d > MAX_GOAL_DISTANCE:
        return
    known = dist.get(pos)
    if known is None:
        dist[pos] = d
        queue.append(pos)
    elif known < d:
        dist[pos] = d


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

    def _search(self, targets: Targets) -> _Search:
        tactics = _Tactics(self.board, self.config, self.reading_cache, self.interrupted,
                           self.question_budget, self.search_budget)
        return _Search(self.board, tactics, targets, self.config.depths.aa_depth)

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
        except _SearchExhausted:
            tactics.gave_up = True
        finally:
            self.nodes += tactics.nodes
        certain = not tactics.gave_up
        if not best.size:
            return Combination(0, certain=certain)
        return Combination(best.size, best.move, tuple(sorted(kept)), certain)

    @staticmethod
    def _essential(search: "_Search", best: "_Best", defenses: bool) -> None:
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

    def _working_defenses(self, search: "_Search", best: "_Best", kept: Set[int]) -> None:
        """Add to ``kept`` the potential defences that hold: legal for the
        defender, not capturable there, and leaving no combination of the
        same size (the other forbidden first moves stay forbidden, as in
        GNU Go). Each check is a whole search, with a budget of its own
        for all of them: the nearest to the combination's first move are
        checked first, so that a budget that runs out leaves the likeliest
        defences checked."""
        board = self.board
        search.forbidden.discard(best.move)
        for pos in sorted(best.defenses, key=lambda p: (_distance(p, best.move), p)):
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
        except _SearchExhausted:
            tactics.gave_up = True
        finally:
            board.pop_to(stackp)
            self.nodes += tactics.nodes
        return Blunder(size, tuple(sorted(kept)), not tactics.gave_up)

    def _blunder_search(self, search: "_Search", move: int, color: int, plain: Targets,
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
    def _drop_inessential(search: "_Search", after: int, first: int, defense: int) -> int:
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

    def _preventing(self, search: "_Search", move: int, color: int, potential: Set[int],
                    kept: List[int]) -> None:
        """Add to ``kept`` the potential defences that work: played first
        by ``color``, not capturable there, and after them ``move`` no
        longer allows a combination as big. Nearest to the move first, as
        :meth:`_working_defenses` checks them."""
        board = self.board
        tactics = search.tactics
        after = search.after
        for pos in sorted(potential, key=lambda p: (_distance(p, move), p)):
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

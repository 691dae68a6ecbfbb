"""The atari_atari search itself: threats, defences, captures, each
tactical question within its budget (GNU Go's ``do_atari_atari``)."""
from typing import Callable, Dict, FrozenSet, List, Optional, Set, Tuple

from ..board import Board
from ..colors import BLACK, EMPTY, WHITE
from ..config import EngineConfig
from ..geometry import NO_MOVE, edge_distance
from ..reading import WIN, ReadingCache
from ..reading.budget import BudgetReader, ReadingBudgetExceeded, ReadingInterrupted
from .budgets import (CUTTING_LIBERTIES, DEPTH_RAISE, EDGE_LINES, LOOSE_LIBERTY_ROOM, LOOSE_ROOM,
                      NET_LIBERTIES, NET_ROOM, RESCUE_LIBERTIES, SACRIFICE_LIBERTIES,
                      SHORT_NEIGHBOR_LIBERTIES, SUPPORT_TARGET_LIBERTIES, THREAT_LIBERTIES)
from .goal import grow_goal
from .targets import ALIVE, AaStatus, Targets, UNKNOWN, points_around, string_origins


# --- tactical questions in budget ---------------------------------------------------

class SearchExhausted(Exception):
    """The whole search has read its node limit."""


class _GaveUp(Exception):
    """A question whose budgeted answer would favour the attacker ran out:
    the threat being read is abandoned."""


_GAVE_UP = object()     # a question's answer when its budget ran out


class SearchTactics:
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
            raise SearchExhausted()
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


class Search:
    """One combination search (``do_atari_atari`` and its helpers) over
    the given targets, with the moves the attacker may not start with."""

    def __init__(self, board: Board, tactics: SearchTactics, targets: Targets, aa_depth: int) -> None:
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
            near = {board.find_origin(q) for q in points_around(last) if board.board[q] == self.defender}
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
        for string in string_origins(board, self.attacker):
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
        for origin in string_origins(board, self.defender):
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
            for q in points_around(lib):
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
        others = [q for q in points_around(lib) if bd[q] == defender and not board.same_string(q, origin)]
        if not others:
            return False
        if any(bd[q] == attacker for q in points_around(lib)):
            return True
        mine = [q for q in points_around(lib) if bd[q] == defender and board.same_string(q, origin)]
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
        return sum(1 for q in points_around(move) if bd[q] == self.defender) >= 3


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

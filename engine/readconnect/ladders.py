"""The tactical questions connection reading asks: mostly ladders.

Counterparts of GNU Go's small readconnect.c helpers ``ladder_capture``,
``ladder_capturable``, ``no_escape_from_atari``, ``no_escape_from_ladder``,
``does_secure_through_ladder`` and utils.c's ``does_secure``. Each full
tactical read goes through a :class:`~..reading.budget.BoundedTactics`, so
a question that needs too many nodes is answered "not capturable" and the
caller's result is marked uncertain. Answers are kept by position (the
board's hash): the distances of both strings, at every node of a search,
ask the same questions again.
"""
from typing import Callable, Dict, Tuple

from ..board import Board
from ..colors import BLACK, EMPTY, WHITE
from ..geometry import delta4
from ..reading import WIN
from ..reading.budget import BoundedTactics


# Answers kept before the store starts afresh.
ANSWERS_KEPT = 200000


class Ladders:
    """Quick capture questions on the current board."""

    def __init__(self, board: Board, tactics: BoundedTactics) -> None:
        self.b = board
        self.tactics = tactics
        # (position, question, points) -> (answer, whether a read gave up)
        self._answers: Dict[tuple, tuple] = {}

    def _kept(self, key: tuple, question: Callable[[], object]):
        """The answer to ``question`` in this position, read once; a kept
        answer that a read gave up on marks the caller uncertain again."""
        tactics = self.tactics
        kept = self._answers.get(key)
        if kept is None:
            before = tactics.gave_up
            tactics.gave_up = False
            try:
                kept = (question(), tactics.gave_up)
            finally:
                tactics.gave_up = before or tactics.gave_up
            if len(self._answers) >= ANSWERS_KEPT:
                self._answers.clear()
            self._answers[key] = kept
        elif kept[1]:
            tactics.gave_up = True
        return kept[0]

    def ladder_capture(self, str_pos: int) -> Tuple[int, int]:
        """``(WIN, move)`` if the string is in atari and can be taken, or
        has two liberties and a ladder takes it; else ``(0, 0)``."""
        b = self.b
        return self._kept((b.hash, 0, b.find_origin(str_pos)),
                          lambda: self._ladder_capture(str_pos))

    def _ladder_capture(self, str_pos: int) -> Tuple[int, int]:
        libs = self.b.countlib(str_pos)
        if libs == 1:
            code, move = self.tactics.attack(str_pos)
            return (WIN, move) if code == WIN else (0, 0)
        if libs == 2:
            return self.tactics.ladder_attack(str_pos)
        return 0, 0

    def ladder_capturable(self, pos: int, color: int) -> bool:
        """Would a stone of ``color`` at ``pos`` be captured at once or in
        a ladder? An illegal move counts as captured."""
        if len(self.b.approxlib(pos, color, 3)) >= 3:
            return False          # three liberties before any capture: no ladder
        return self._kept((self.b.hash, 1, pos, color),
                          lambda: self._ladder_capturable(pos, color))

    def _ladder_capturable(self, pos: int, color: int) -> bool:
        b = self.b
        if not b.trymove(pos, color):
            return True
        try:
            libs = b.countlib(pos)
            if libs == 1:
                return self.tactics.attack(pos)[0] == WIN
            return libs == 2 and self.tactics.ladder_attack(pos)[0] == WIN
        finally:
            b.popgo()

    def no_escape_from_atari(self, str_pos: int) -> bool:
        """A string in atari that cannot get a second liberty by extending
        and has no enemy string in atari to capture."""
        b = self.b
        libs = b.findlib(str_pos, 2)
        if len(libs) > 1:
            return False
        if len(b.accuratelib(libs[0], b.board[str_pos], 2)) > 1:
            return False
        return not b.chainlinks2(str_pos, 1)

    def no_escape_from_ladder(self, str_pos: int) -> bool:
        """A string in atari that cannot be saved, or a two-liberty string,
        without a neighbour in atari, that gets one liberty wherever it
        extends and is taken in a ladder that no defence escapes."""
        b = self.b
        return self._kept((b.hash, 2, b.find_origin(str_pos)),
                          lambda: self._no_escape_from_ladder(str_pos))

    def _no_escape_from_ladder(self, str_pos: int) -> bool:
        b = self.b
        libs = b.findlib(str_pos, 3)
        tactics = self.tactics
        if len(libs) == 1:
            return tactics.defense(str_pos)[0] == 0
        if len(libs) != 2 or b.chainlinks2(str_pos, 1):
            return False
        color = b.board[str_pos]
        if any(len(b.approxlib(lib, color, 2)) != 1 for lib in libs):
            return False
        return bool(self.ladder_capture(str_pos)[0]) and tactics.defense(str_pos)[0] == 0

    def secures_through_ladder(self, color: int, move: int, pos: int) -> bool:
        """After ``color`` plays ``move``, is an opponent stone at ``pos``
        captured at once or in a ladder?"""
        return self._kept((self.b.hash, 3, color, move, pos),
                          lambda: self._secures_through_ladder(color, move, pos))

    def _secures_through_ladder(self, color: int, move: int, pos: int) -> bool:
        b = self.b
        if not b.trymove(move, color):
            return False
        try:
            return self.ladder_capturable(pos, BLACK + WHITE - color)
        finally:
            b.popgo()

    def secures(self, color: int, move: int, pos: int) -> bool:
        """After ``color`` plays ``move``, is an opponent move at ``pos`` a
        self-atari? (GNU Go's ``does_secure``.)"""
        bd = self.b.board
        if sum(1 for d in delta4 if pos + d != move and bd[pos + d] == EMPTY) >= 2:
            return False          # two liberties left whatever the move
        return self._kept((self.b.hash, 4, color, move, pos),
                          lambda: self._secures(color, move, pos))

    def _secures(self, color: int, move: int, pos: int) -> bool:
        b = self.b
        if not b.trymove(move, color):
            return False
        try:
            return b.is_self_atari(pos, BLACK + WHITE - color)
        finally:
            b.popgo()

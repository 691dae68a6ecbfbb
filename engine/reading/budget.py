"""Readers with a budget: a node limit, and an interrupt, that fail cleanly.

A :class:`BudgetReader` raises :class:`ReadingBudgetExceeded` when it has
read more than ``node_budget`` nodes, or when its ``interrupted`` callable
turns true (checked every 64 nodes), so that one pathological position (a
ko fight the depth limits do not tame) cannot stall the engine and a GUI's
interrupt is heard. Every reading entry point restores the board on the
way out, so the caller may go on with the same board; results already in
the cache stay valid. Never a silent truncation: the caller sees the
exception and decides (a shallower retry, a fallback, a GTP error).
"""
from typing import Callable, Optional, Tuple

from ..board import Board
from ..config import EngineConfig
from .cache import ReadingCache
from .codes import WIN
from .reader import Reader


class ReadingBudgetExceeded(RuntimeError):
    """Reading stopped: more nodes than allowed, or an interrupt."""


class ReadingInterrupted(ReadingBudgetExceeded):
    """Reading stopped because the user asked (a GTP interrupt): unlike a
    node budget, no caller should read on."""


class BudgetReader(Reader):
    """A reader that gives up (raises :class:`ReadingBudgetExceeded`) after
    ``node_budget`` nodes, or when ``interrupted()`` turns true."""

    def __init__(self, board: Board, config: EngineConfig, node_budget: int,
                 interrupted: Optional[Callable[[], bool]] = None,
                 cache: Optional[ReadingCache] = None, stack_offset: int = 0,
                 compiled: bool = True) -> None:
        super().__init__(board, config, cache, stack_offset, compiled)
        self.node_budget = node_budget
        self.interrupted = interrupted

    def one_deeper(self) -> "BudgetReader":
        """As :meth:`Reader.one_deeper`, with the same interrupt and the
        same budget over its own node count."""
        return BudgetReader(self.b, self.config.with_depths(1), self.node_budget,
                            self.interrupted, self.cache, self.stack_offset + 1, self.compiled)

    def _budget(self) -> Tuple[bool, int, Optional[Callable[[], bool]]]:
        return True, self.node_budget, self.interrupted

    def _stopped(self, interrupted: bool) -> None:
        """The compiled search stopped where :meth:`_check` would have raised."""
        if interrupted:
            raise ReadingInterrupted("interrupted")
        raise ReadingBudgetExceeded(f"more than {self.node_budget} reading nodes")

    def _check(self) -> None:
        if self.nodes > self.node_budget:
            raise ReadingBudgetExceeded(f"more than {self.node_budget} reading nodes")
        if self.interrupted is not None and self.nodes & 63 == 0 and self.interrupted():
            raise ReadingInterrupted("interrupted")

    def do_attack(self, str_pos: int, ks: int):
        self._check()
        return super().do_attack(str_pos, ks)

    def do_find_defense(self, str_pos: int, ks: int):
        self._check()
        return super().do_find_defense(str_pos, ks)


class BoundedTactics:
    """Tactical answers for a reader of whole groups (owl, connections),
    each question read within ``budget`` nodes. A read that needs more is
    given up cleanly: the string counts as safe (no attack, or a defence),
    and ``gave_up`` tells the caller that its own answer is not certain. A
    user's interrupt goes through (:class:`ReadingInterrupted`)."""

    def __init__(self, board: Board, config: EngineConfig, reader: Reader, budget: int) -> None:
        self.reader = BudgetReader(board, config, 0, getattr(reader, "interrupted", None),
                                   reader.cache, compiled=reader.compiled)
        self.budget = budget
        self.gave_up = False

    def attack(self, pos: int) -> Tuple[int, int]:
        return self._read(self.reader.attack, pos, (0, 0))

    def defense(self, pos: int) -> Tuple[int, int]:
        return self._read(self.reader.find_defense, pos, (WIN, 0))

    def ladder_attack(self, pos: int) -> Tuple[int, int]:
        """GNU Go's ``simple_ladder`` in budget (no capture when given up)."""
        return self._read(self.reader.ladder_attack, pos, (0, 0))

    def interrupted(self) -> bool:
        """True once the user has asked to stop (a GTP interrupt)."""
        check = self.reader.interrupted
        return check is not None and check()

    def safe_move(self, move: int, color: int) -> int:
        """The reader's ``safe_move`` in budget (unsafe when given up)."""
        return self._read(self.reader.safe_move, move, 0, color)

    def _read(self, routine, pos: int, safe, *more):
        return self.within_budget(lambda: routine(pos, *more), safe)

    def within_budget(self, question: Callable[[], object], fallback):
        """``question()`` with ``budget`` reading nodes; past them
        ``fallback``, and ``gave_up`` is set."""
        reader = self.reader
        reader.node_budget = reader.nodes + self.budget
        try:
            return question()
        except ReadingInterrupted:
            raise
        except ReadingBudgetExceeded:
            self.gave_up = True
            return fallback

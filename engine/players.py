"""Choosing a move: the one entry point GTP's genmove family calls.

Dispatches to the move generator named by ``config.player`` and keeps the
time budget:

* ``genmove`` (the default): GNU Go's pipeline (:mod:`.genmove`): examine
  the position, collect move reasons, value them, choose; on small boards
  the reasons seed a Monte Carlo search that makes the choice;
* ``montecarlo``: the Monte Carlo search on any board size;
* ``valuation``: the move-reason valuation alone on any board size;
* ``baseline`` and ``random``: the simple players kept for measurements.

Every player answers with a typed :class:`~.genmove.MoveChoice` (a move, a
pass or a resignation). Depends on the board, the config and the generators.
"""
from typing import Callable, Optional

from .baseline import baseline_move, random_legal_move
from .board import Board
from .config import EngineConfig
from .genmove import ChoiceKind, MoveChoice, genmove, play
from .montecarlo import Progress
from .movereasons import PatternLibrary

__all__ = ["ChoiceKind", "MoveChoice", "generate_move"]


def generate_move(board: Board, color: int, config: EngineConfig,
                  budget: Optional[float] = None,
                  interrupted: Optional[Callable[[], bool]] = None,
                  progress: Optional[Progress] = None,
                  library: Optional[PatternLibrary] = None) -> MoveChoice:
    """The choice of ``config.player`` for ``color``, leaving the board as
    it was. Resignation only when ``config.resign`` allows it.

    ``budget`` is in seconds (None: no time limit; the work then depends
    on ``config.level`` only, so the answer is deterministic for a given
    position, config and seed); ``interrupted`` stops the search early with
    the best move so far; ``progress`` sees the search as it goes;
    ``library`` holds the compiled databases (built when not given).
    """
    if config.player == "random":
        return play(random_legal_move(board, color, config.seed), color, "random")
    if config.player == "baseline":
        return play(baseline_move(board, color, config.seed, budget), color, "baseline")
    return genmove(board, color, config, budget, interrupted, progress, library)

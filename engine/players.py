"""Choosing a move: the one entry point GTP's genmove family calls.

Dispatches to the move generator named by ``config.player`` and keeps the
time budget:

* ``genmove`` (the default): GNU Go's pipeline (:mod:`.genmove`): examine
  the position, collect move reasons, value them, choose; on small boards
  the reasons seed a Monte Carlo search that makes the choice;
* ``montecarlo``: the Monte Carlo search on any board size;
* ``valuation``: the move-reason valuation alone on any board size;
* ``baseline`` and ``random``: the simple players kept for measurements.

Depends on the board, the config and the generators.
"""
from typing import Optional

from .baseline import baseline_move, random_legal_move
from .board import Board
from .config import EngineConfig
from .genmove import RESIGN, genmove

__all__ = ["RESIGN", "generate_move"]


def generate_move(board: Board, color: int, config: EngineConfig,
                  budget: Optional[float] = None) -> int:
    """A move for ``color`` (a point, PASS_MOVE, or RESIGN when
    ``config.resign`` allows it and the game is hopeless), leaving the board
    as it was.

    ``budget`` is in seconds (None: no time limit; the work then depends
    on ``config.level`` only, so the answer is deterministic for a given
    position, config and seed).
    """
    if config.player == "random":
        return random_legal_move(board, color, config.seed)
    if config.player == "baseline":
        return baseline_move(board, color, config.seed, budget)
    return genmove(board, color, config, budget).move

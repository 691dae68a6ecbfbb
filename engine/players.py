"""Choosing a move: the one entry point GTP's genmove family calls.

Dispatches to the move generator named by ``config.player`` and keeps the
time budget. Depends on the board, the config and the generators.
"""
from typing import Optional

from .baseline import baseline_move, random_legal_move
from .board import Board
from .config import EngineConfig


def generate_move(board: Board, color: int, config: EngineConfig,
                  budget: Optional[float] = None) -> int:
    """A move for ``color`` (a point or PASS_MOVE), leaving the board as it was.

    ``budget`` is in seconds (None: no time limit). Deterministic for a
    given position, config and seed.
    """
    if config.player == "random":
        return random_legal_move(board, color, config.seed)
    return baseline_move(board, color, config.seed, budget)

"""The board benchmark: trymove+popgo pairs per second (manual chapter 15).

Two workloads on the 19x19 benchmark positions: every empty point tried
once per round, and random nested sequences of depth 1..12.
"""
import random
import time
from typing import Dict, List

from ..board import Board
from ..colors import BLACK, EMPTY, WHITE
from .common import bench_positions, calibration


def _all_moves_round(board: Board, color: int, moves: List[int]) -> int:
    tm, pg = board.trymove, board.popgo
    n = 0
    for p in moves:
        if tm(p, color):
            pg()
            n += 1
    return n


def _sequences_round(board: Board, rng: random.Random, moves: List[int], depth: int) -> int:
    """Random nested sequences: try a move, go deeper, pop everything."""
    n = 0
    color = board.to_move
    played = 0
    for _ in range(depth):
        for _ in range(8):
            p = moves[rng.randrange(len(moves))]
            if board.trymove(p, color):
                played += 1
                n += 1
                break
        color = BLACK + WHITE - color
    for _ in range(played):
        board.popgo()
    return n


def bench_board(seconds: float = 2.0, warmup: float = 0.5) -> Dict[str, float]:
    """trymove+popgo pairs per second on the 19x19 benchmark positions.

    Two workloads: every empty point tried once per round (``all_moves``),
    and random nested sequences of depth 1..12 (``sequences``).
    """
    boards = bench_positions()
    results: Dict[str, float] = {}
    for label, runner in (("all_moves", _run_all_moves), ("sequences", _run_sequences)):
        runner(boards, warmup)
        pairs, elapsed = runner(boards, seconds)
        results[f"{label}_pairs_per_s"] = pairs / elapsed
    unit = calibration()
    results["calibration_units_per_s"] = unit
    for key in ("all_moves", "sequences"):
        results[f"{key}_pairs_per_unit"] = results[f"{key}_pairs_per_s"] / unit
    return results


def _run_all_moves(boards: List[Board], seconds: float):
    pairs = 0
    start = time.perf_counter()
    while True:
        for board in boards:
            moves = [p for p in board.points() if board.board[p] == EMPTY]
            pairs += _all_moves_round(board, board.to_move, moves)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return pairs, elapsed


def _run_sequences(boards: List[Board], seconds: float):
    rng = random.Random(7)
    pairs = 0
    start = time.perf_counter()
    moves = {id(b): [p for p in b.points() if b.board[p] == EMPTY] for b in boards}
    while True:
        for board in boards:
            for _ in range(20):
                pairs += _sequences_round(board, rng, moves[id(board)], rng.randrange(1, 13))
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return pairs, elapsed

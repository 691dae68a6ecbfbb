"""Benchmarks of the board (and hooks for the other hot paths).

Numbers are reported both absolutely and as a ratio to a fixed pure-Python
calibration workload run in the same process, because the machines we
measure on are shared and noisy: the ratio moves less than the raw rate.
Benchmarks are not tests; ``kosumi bench`` runs them. Positions come from
``benchdata/`` (19x19 middle games of our own).
"""
import cProfile
import io
import os
import platform
import pstats
import random
import time
from typing import Callable, Dict, List, Optional

from .board import Board
from .colors import BLACK, EMPTY, WHITE
from .sgf import load_game, parse_sgf

BENCHDATA = os.path.join(os.path.dirname(__file__), "benchdata")


def bench_positions() -> List[Board]:
    """The benchmark positions (fresh boards each call)."""
    boards = []
    for name in sorted(os.listdir(BENCHDATA)):
        if name.endswith(".sgf"):
            with open(os.path.join(BENCHDATA, name), "rb") as handle:
                game, _ = load_game(parse_sgf(handle.read()))
            boards.append(game.board)
    return boards


def calibration(seconds: float = 0.3) -> float:
    """Units of a fixed pure-Python workload per second (list indexing,
    integer arithmetic and calls, like the board's inner loops)."""
    data = list(range(703))

    def unit() -> int:
        total = 0
        for k in range(27, 676, 3):
            total += data[k] ^ data[k - 1] + data[k + 26]
        return total

    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(50):
            unit()
        count += 50
    return count / (time.perf_counter() - start)


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


def profile(fn: Callable[[], object], top: int = 15) -> str:
    """cProfile of ``fn``, the ``top`` entries by own time, as text."""
    prof = cProfile.Profile()
    prof.enable()
    fn()
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def implementation() -> str:
    """E.g. ``CPython 3.11.7`` or ``PyPy 3.9.16``."""
    return f"{platform.python_implementation()} {platform.python_version()}"


def bench_all(seconds: float, which: Optional[List[str]] = None) -> Dict[str, Dict[str, object]]:
    """Every available benchmark (board, and reading/matcher when present)."""
    out: Dict[str, Dict[str, object]] = {}
    if not which or "board" in which:
        out["board"] = bench_board(seconds)
    for name, module, function in (("reading", "kosumi.engine.reading.bench", "bench_reading"),
                                   ("matcher", "kosumi.engine.matcher_bench", "bench_matcher"),
                                   ("worms", "kosumi.engine.worms_bench", "bench_worms"),
                                   ("genmove", "kosumi.engine.genmove_bench", "bench_genmove")):
        if which and name not in which:
            continue
        try:
            mod = __import__(module, fromlist=[function])
        except ImportError:
            continue
        try:
            out[name] = getattr(mod, function)()
        except (OSError, ValueError) as err:  # e.g. no source tree with our suites
            out[name] = {"skipped": str(err)}
    return out

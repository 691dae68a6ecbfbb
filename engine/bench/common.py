"""What every benchmark shares: the positions, the calibration workload,
the profiler and the name of the Python implementation.

Numbers are reported both absolutely and as a ratio to a fixed pure-Python
calibration workload run in the same process, because the machines we
measure on are shared and noisy: the ratio moves less than the raw rate.
Positions come from ``data/`` (19x19 middle games of our own).
"""
import cProfile
import io
import os
import platform
import pstats
import time
import statistics
from typing import Callable, Dict, List

from .. import montecarlo, playouts
from ..board import Board
from ..reading import reader
from ..sgf import load_game, parse_sgf

BENCHDATA = os.path.join(os.path.dirname(__file__), "data")


def bench_position_paths() -> List[str]:
    """The files of the benchmark positions, in the order they are read
    (another engine is given the same files over GTP)."""
    return [os.path.join(BENCHDATA, name) for name in sorted(os.listdir(BENCHDATA))
            if name.endswith(".sgf")]


def bench_positions() -> List[Board]:
    """The benchmark positions (fresh boards each call)."""
    boards = []
    for path in bench_position_paths():
        with open(path, "rb") as handle:
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
    """E.g. ``CPython 3.11.7 (compiled: reading, playouts, tree)`` or ``PyPy
    3.9.16 (pure Python)``: the figures depend on which compiled twins ran."""
    twins = [name for name, built in (("reading", reader.COMPILED),
                                      ("playouts", playouts.COMPILED),
                                      ("tree", montecarlo.COMPILED)) if built]
    core = "compiled: " + ", ".join(twins) if twins else "pure Python"
    return f"{platform.python_implementation()} {platform.python_version()} ({core})"


def case_summary(times: List[float], nodes: List[int], reader: str) -> Dict[str, float]:
    """Seconds per case and nodes per second of a suite's cases (the owl
    and connection benches), absolutely and against the calibration
    workload; ``reader`` names the node rate (``owl`` gives
    ``owl_nodes_per_second`` and ``owl_nodes_per_unit``)."""
    total = sum(times)
    ranked = sorted(times)
    unit = calibration()
    median = statistics.median(times) if times else 0.0
    return {
        "cases": float(len(times)),
        "nodes": float(sum(nodes)),
        "seconds": total,
        f"{reader}_nodes_per_second": sum(nodes) / total if total > 0 else 0.0,
        "seconds_per_case_median": median,
        "seconds_per_case_p90": ranked[int(0.9 * (len(ranked) - 1))] if ranked else 0.0,
        "seconds_per_case_max": ranked[-1] if ranked else 0.0,
        # The same against the calibration workload (machine-independent):
        "calibration_units_per_s": unit,
        f"{reader}_nodes_per_unit": sum(nodes) / total / unit if total > 0 else 0.0,
        "units_per_case_median": median * unit,
    }

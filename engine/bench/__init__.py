"""Benchmarks of the hot paths: ``kosumi bench`` runs them.

Each workload is a module of this package (board, reading, matcher, worms,
owl, connection and breakin, genmove); every figure comes with a ratio to the
calibration workload of :mod:`.common`, measured in the same run.
Benchmarks are not tests, and nothing in the engine imports them.
"""
from typing import Callable, Dict, List, Optional

from .board import bench_board
from .common import implementation, profile
from .connection import bench_breakin, bench_connection
from .genmove import bench_genmove
from .matcher import bench_matcher
from .owl import bench_owl
from .reading import bench_reading
from .worms import bench_worms

BENCHMARKS: Dict[str, Callable[..., Dict[str, object]]] = {
    "board": bench_board,
    "reading": bench_reading,
    "matcher": bench_matcher,
    "worms": bench_worms,
    "owl": bench_owl,
    "connection": bench_connection,
    "breakin": bench_breakin,
    "genmove": bench_genmove,
}


def bench_all(seconds: float, which: Optional[List[str]] = None) -> Dict[str, Dict[str, object]]:
    """The benchmarks named in ``which`` (all when empty), by name.

    A benchmark whose data are not there (our suites outside a source tree)
    reports ``skipped`` with the reason; any other failure propagates.
    """
    out: Dict[str, Dict[str, object]] = {}
    for name, function in BENCHMARKS.items():
        if which and name not in which:
            continue
        try:
            out[name] = function(seconds) if name == "board" else function()
        except FileNotFoundError as err:
            out[name] = {"skipped": str(err)}
    return out


__all__ = ["BENCHMARKS", "bench_all", "bench_board", "implementation", "profile"]

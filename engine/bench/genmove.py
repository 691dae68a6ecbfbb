"""Seconds per genmove on our 9x9, 13x13 and 19x19 middle-game positions.

The positions are in ``benchdata/genmove/`` (``mid9_*``: move 25 of our
Kosumi v GNU Go games; ``mid13_*``: move 40 or 41 of our 13x13 match
against GNU Go level 10, both searched by Monte Carlo; ``mid19_*``: moves
50, 100 and 150 of GNU Go self-play games we ran, played by the
valuation), setup stones only, ``PL`` the side to move.
:func:`bench_genmove` times :func:`~kosumi.engine.genmove.genmove` at the
config's level with no clock (the work then depends on the level only),
one fresh config per position and one pattern library for the run, as a
GTP session has them (the session compiles or unpickles its databases once,
on its first genmove; that second is reported apart as
``library_load_s``, not charged to every move), and reports the median,
90th percentile and maximum per size. Under a JIT (PyPy) each size's
positions are first played once untimed: the JIT compiles the hot loops
over the first moves of a game, and the bench measures the moves after
them, as a game mostly plays (PyPy's median 19x19 move took 3.4 s cold,
2.6 s after one untimed pass); ``jit_warmup_passes`` says whether that was
done. CPython, which compiles nothing, is timed at once.
The same positions can be given to another engine (``kosumi bench genmove
--engine CMD`` does so over GTP) to put its times beside ours. Benchmarks
are not tests; ``kosumi bench`` runs this.
"""
import os
import platform
import time
from typing import Dict, List, Optional, Sequence, Tuple

from .common import BENCHDATA, implementation
from ..board import Board
from ..config import EngineConfig
from ..genmove import genmove
from ..movereasons import PatternLibrary
from ..sgf import load_game, parse_sgf

GENMOVE_DATA = os.path.join(BENCHDATA, "genmove")
SIZES = (9, 13, 19)


def genmove_positions(size: int) -> List[Tuple[str, Board, int, float]]:
    """(file path, board, colour to move, komi) of each position of ``size``."""
    out = []
    for name in sorted(os.listdir(GENMOVE_DATA)):
        if name.startswith(f"mid{size}_") and name.endswith(".sgf"):
            path = os.path.join(GENMOVE_DATA, name)
            with open(path, "rb") as handle:
                game, color = load_game(parse_sgf(handle.read()))
            out.append((path, game.board, color, game.komi))
    return out


def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile by linear interpolation (``q`` = 0.5: median)."""
    data = sorted(values)
    if not data:
        return 0.0
    k = (len(data) - 1) * q
    low = int(k)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (k - low)


def summarise(times: Sequence[float], prefix: str) -> Dict[str, float]:
    """Median, 90th percentile, maximum and count of ``times``."""
    return {f"{prefix}_median_s": quantile(times, 0.5),
            f"{prefix}_p90_s": quantile(times, 0.9),
            f"{prefix}_max_s": max(times) if times else 0.0,
            f"{prefix}_positions": float(len(times))}


def bench_genmove(level: Optional[int] = None, sizes: Sequence[int] = SIZES,
                  warmup: Optional[bool] = None) -> Dict[str, float]:
    """Seconds per genmove on each size's positions (see the module);
    ``warmup`` (default: on PyPy only) plays them once untimed first."""
    if warmup is None:
        warmup = platform.python_implementation() == "PyPy"
    out: Dict[str, float] = {"jit_warmup_passes": 1.0 if warmup else 0.0}
    start = time.perf_counter()
    library = PatternLibrary()
    out["library_load_s"] = time.perf_counter() - start
    options = {} if level is None else {"level": level}
    for size in sizes:
        positions = genmove_positions(size)
        for _ in range(2 if warmup else 1):     # the last pass is the one timed
            times = []
            for _, board, color, komi in positions:
                config = EngineConfig.create(boardsize=size, komi=komi, **options)
                start = time.perf_counter()
                genmove(board, color, config, library=library)
                times.append(time.perf_counter() - start)
        out.update(summarise(times, f"{size}x{size}"))
    return out


if __name__ == "__main__":  # pragma: no cover
    print(implementation())
    for key, value in bench_genmove().items():
        print(f"{key:28} {value:.3f}")

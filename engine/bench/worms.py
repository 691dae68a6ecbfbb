"""Speed of the worm analysis on our 19x19 middle games.

:func:`bench_worms` times :func:`~kosumi.engine.worms.make_worms` on the
positions of ``benchdata/`` in three stages: the board-only fields
(:func:`~kosumi.engine.worms.make_board_worms`), the whole analysis without
threats, and the whole analysis (GNU Go's default). Each position gets
fresh readers, so no reading cache carries over. Benchmarks are not tests;
``kosumi bench`` runs this.
"""
import time
from typing import Dict, List

from .common import bench_positions, implementation
from ..config import EngineConfig
from ..reading import Reader
from ..worms import make_board_worms, make_worms


def bench_worms(config: EngineConfig = EngineConfig(), repeat: int = 1) -> Dict[str, float]:
    """Seconds per position of each stage (the best of ``repeat`` runs),
    nodes of the main reader per position in the full analysis (the
    one-deeper reader that replays known moves is not counted), and worms
    per position. The pattern candidates are not used (they need the
    matcher, a higher layer)."""
    boards = bench_positions()
    stages: Dict[str, List[float]] = {"board_fields": [], "without_threats": [], "full": []}
    nodes: List[int] = []
    worms = 0
    for board in boards:
        best = {name: float("inf") for name in stages}
        for run in range(repeat):
            start = time.perf_counter()
            w = make_board_worms(board)
            best["board_fields"] = min(best["board_fields"], time.perf_counter() - start)
            for name, threats in (("without_threats", False), ("full", True)):
                reader = Reader(board, config)
                start = time.perf_counter()
                make_worms(board, config, reader, threats=threats)
                best[name] = min(best[name], time.perf_counter() - start)
                if name == "full" and run == 0:
                    nodes.append(reader.nodes)
        for name in stages:
            stages[name].append(best[name])
        worms += len(w.worm_origins)
    n = len(boards)
    out: Dict[str, float] = {f"{name}_s_per_position": sum(times) / n
                             for name, times in stages.items()}
    out["max_full_s"] = max(stages["full"])
    out["reading_nodes_per_position"] = sum(nodes) / n
    out["worms_per_position"] = worms / n
    out["positions"] = float(n)
    return out


if __name__ == "__main__":  # pragma: no cover
    print(implementation())
    for key, value in bench_worms().items():
        print(f"{key:32} {value:.3f}")

"""Speed of owl reading on our own life-and-death positions.

:func:`bench_owl` replays the ``owl_attack``/``owl_defend`` cases of an owl
suite in GNU Go's ``.tst`` format (by default ``regressions/owl`` of this
repository) with a fresh :class:`~kosumi.engine.owl.Owl` and tactical
reader per case, so no cache carries over, and reports seconds per case
and owl nodes per second. The dragon of each case comes from the position's
examination (worms, eyes, dragons), which is made before the clock starts:
the numbers are owl reading alone, as GNU Go's ``owl_attack`` timings are
once its dragons exist. ``kosumi bench owl`` runs it.
"""
import os
import time
from typing import Dict, List, Optional

from ..board import Board
from ..config import EngineConfig
from ..movereasons import PatternLibrary, examine_position
from ..owl import Owl
from ..reading import Reader
from .common import case_summary
from .reading import replay_cases


def default_suite() -> str:
    """``regressions/owl/owl.tst`` next to the package folders (a source tree)."""
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "regressions", "owl", "owl.tst"))


def bench_owl(suite: Optional[str] = None, config: Optional[EngineConfig] = None,
              max_cases: Optional[int] = None, warmup: bool = True) -> Dict[str, float]:
    """Time the owl cases of ``suite``. With ``warmup`` every case is read
    once unmeasured first (PyPy's JIT). Returns ``cases``, ``nodes``
    (owl nodes), ``seconds``, ``owl_nodes_per_second``,
    ``seconds_per_case_median``/``_p90``/``_max``, and the node rate and
    median as multiples of the calibration workload. Raises
    FileNotFoundError if the suite is missing."""
    config = config or EngineConfig()
    path = suite or default_suite()
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no owl suite at {path}")
    library = PatternLibrary()
    times: List[float] = []
    nodes: List[int] = []

    def visit(board: Board, name: str, pos: int, rest: List[str]) -> None:
        stones = examine_position(board, config, library, threats=False) \
            .dragons.dragon(pos).stones
        owl = Owl(board, config, Reader(board, config), library.eye_shapes, library.owl_patterns)
        start = time.perf_counter()
        (owl.attack if name == "owl_attack" else owl.defend)(pos, stones)
        times.append(time.perf_counter() - start)
        nodes.append(owl.nodes)

    if warmup:
        replay_cases(path, ("owl_attack", "owl_defend"), visit, max_cases)
        times.clear()
        nodes.clear()
    replay_cases(path, ("owl_attack", "owl_defend"), visit, max_cases)
    return case_summary(times, nodes, "owl")

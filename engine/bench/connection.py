"""Speed of connection reading on our own connection positions.

:func:`bench_connection` replays the ``connect``/``disconnect`` cases of a
connection suite in GNU Go's ``.tst`` format (by default
``regressions/connections`` of this repository) with a fresh
:class:`~kosumi.engine.readconnect.ConnectionReader` and tactical reader per
case, so no cache carries over, and reports seconds per case and connection
nodes per second: the work of GNU Go's ``string_connect`` and ``disconnect``
(readconnect.c), which its GTP commands ``connect``/``disconnect`` time.
``kosumi bench connection`` runs it. :func:`bench_breakin` does the same
for the ``break_in``/``block_off`` cases of our break-in suite
(``regressions/breakin``), GNU Go's ``break_in`` and ``block_off``:
``kosumi bench breakin``.
"""
import os
import time
from typing import Dict, List, Optional

from ..board import Board
from ..config import EngineConfig
from ..geometry import vertex_to_pos
from ..readconnect import ConnectionReader
from ..reading import Reader
from .common import case_summary
from .reading import replay_cases

COMMANDS = ("connect", "disconnect")
BREAKIN_COMMANDS = ("break_in", "block_off")


def _suite(folder: str, name: str) -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "regressions", folder, name))


def default_suite() -> str:
    """``regressions/connections/connections.tst`` next to the package
    folders (a source tree)."""
    return _suite("connections", "connections.tst")


def default_breakin_suite() -> str:
    """``regressions/breakin/breakin.tst`` next to the package folders."""
    return _suite("breakin", "breakin.tst")


def _replay(path: str, config: EngineConfig, times: List[float], nodes: List[int],
            max_cases: Optional[int], commands=COMMANDS) -> None:
    """Read the cases of ``commands`` in one .tst file, appending the
    seconds and connection nodes of each."""
    def visit(board: Board, name: str, pos: int, rest: List[str]) -> None:
        others = [vertex_to_pos(v, board.size) for v in rest]
        reader = ConnectionReader(board, config, Reader(board, config))
        routine = {"connect": reader.connect, "disconnect": reader.disconnect,
                   "break_in": reader.break_in, "block_off": reader.block_off}[name]
        start = time.perf_counter()
        routine(pos, others if name in BREAKIN_COMMANDS else others[0])
        times.append(time.perf_counter() - start)
        nodes.append(reader.nodes)

    replay_cases(path, commands, visit, max_cases)


def bench_connection(suite: Optional[str] = None, config: Optional[EngineConfig] = None,
                     max_cases: Optional[int] = None, warmup: bool = True) -> Dict[str, float]:
    """Time the connect/disconnect cases of ``suite``. With ``warmup``
    every case is read once unmeasured first (PyPy's JIT). Returns
    ``cases``, ``nodes`` (connection nodes), ``seconds``,
    ``connection_nodes_per_second``, ``seconds_per_case_median``/``_p90``/
    ``_max``, and the node rate and median as multiples of the calibration
    workload. Raises FileNotFoundError if the suite is missing."""
    config = config or EngineConfig()
    path = suite or default_suite()
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no connection suite at {path}")
    times: List[float] = []
    nodes: List[int] = []
    if warmup:
        _replay(path, config, [], [], max_cases)
    _replay(path, config, times, nodes, max_cases)
    return case_summary(times, nodes, "connection")


def bench_breakin(suite: Optional[str] = None, config: Optional[EngineConfig] = None,
                  max_cases: Optional[int] = None, warmup: bool = True) -> Dict[str, float]:
    """As :func:`bench_connection`, for the break_in/block_off cases of
    ``suite`` (our break-in suite by default)."""
    config = config or EngineConfig()
    path = suite or default_breakin_suite()
    if not os.path.isfile(path):
        raise FileNotFoundError(f"no break-in suite at {path}")
    times: List[float] = []
    nodes: List[int] = []
    if warmup:
        _replay(path, config, [], [], max_cases, BREAKIN_COMMANDS)
    _replay(path, config, times, nodes, max_cases, BREAKIN_COMMANDS)
    return case_summary(times, nodes, "connection")

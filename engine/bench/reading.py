"""Speed of tactical reading on our own positions.

:func:`bench_reading` replays the ``attack``/``defend`` cases of a reading
suite in GNU Go's ``.tst`` format (by default ``regressions/reading`` of
this repository: positions of our own, so nothing outside the project is
needed) with a fresh :class:`~kosumi.engine.reading.Reader` per case, and
reports nodes per second and seconds per case. It reads the ``.tst`` lines
itself (``loadsgf FILE [N]``, ``trymove``/``tryko``/``popgo``, numbered
``attack``/``defend``), so it does not depend on the GTP layer.
"""
import os
import platform
import re
import statistics
import time
from typing import Callable, Dict, List, Optional, Sequence

from ..board import Board
from ..colors import parse_color
from ..config import EngineConfig
from ..geometry import vertex_to_pos
from ..sgf import load_game, read_sgf_file
from ..reading.reader import COMPILED, Reader
from .common import calibration


def default_suite() -> str:
    """``regressions/reading`` next to the package folders (a source tree)."""
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "regressions", "reading"))


def _suite_files(suite: str) -> List[str]:
    if os.path.isfile(suite):
        return [suite]
    if not os.path.isdir(suite):
        raise FileNotFoundError(f"no reading suite at {suite}")
    return sorted(os.path.join(suite, f) for f in os.listdir(suite) if f.endswith(".tst"))


def replay_cases(path: str, names: Sequence[str],
                 visit: Callable[[Board, str, int, List[str]], None],
                 max_cases: Optional[int] = None) -> int:
    """Walk one .tst file: follow its ``loadsgf``/``trymove``/``tryko``/
    ``popgo`` lines and call ``visit(board, command, point, rest)`` for
    each numbered case whose command is in ``names`` and whose first
    argument is a stone (``rest``: the case's further arguments). Returns
    the number of cases visited (at most ``max_cases``)."""
    folder = os.path.dirname(os.path.abspath(path))
    case = re.compile(r"^\s*(\d+)\s+(" + "|".join(map(re.escape, names)) + r")\s+(\S+)")
    board = None
    visited = 0
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    for line in lines:
        if max_cases is not None and visited >= max_cases:
            break
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        found = case.match(line)
        if found:
            if board is None:
                continue
            pos = vertex_to_pos(found.group(3), board.size)
            if not pos or board.board[pos] not in (1, 2):
                continue
            visit(board, found.group(2), pos, words[3:])
            visited += 1
        elif words[0] == "loadsgf" and len(words) > 1:
            until = int(words[2]) if len(words) > 2 and words[2].isdigit() else None
            game, _ = load_game(read_sgf_file(os.path.join(folder, words[1])), until)
            board = game.board
        elif words[0] in ("trymove", "tryko") and board is not None and len(words) > 2:
            color = parse_color(words[1])
            pos = vertex_to_pos(words[2], board.size)
            if color is not None and pos is not None:
                (board.tryko if words[0] == "tryko" else board.trymove)(pos, color)
        elif words[0] == "popgo" and board is not None and board.stackp:
            board.popgo()
    return visited


def _replay(path: str, config: EngineConfig, times: List[float], nodes: List[int],
            max_cases: Optional[int], compiled: bool = True) -> None:
    """Run the attack/defend cases of one .tst file, appending timings
    (with ``compiled=False``, by the Python search)."""
    def visit(board: Board, name: str, pos: int, rest: List[str]) -> None:
        reader = Reader(board, config, compiled=compiled)
        start = time.perf_counter()
        if name == "attack":
            reader.attack(pos)
        else:
            reader.find_defense(pos)
        times.append(time.perf_counter() - start)
        nodes.append(reader.nodes)
    replay_cases(path, ("attack", "defend"), visit,
                 None if max_cases is None else max_cases - len(times))


def bench_reading(suite: Optional[str] = None, config: Optional[EngineConfig] = None,
                  repeat: int = 1, max_cases: Optional[int] = None,
                  warmup: bool = True) -> Dict[str, float]:
    """Time the reading cases of ``suite`` (a .tst file or a folder of them).

    With ``warmup`` the cases are read once, unmeasured, first (PyPy's JIT
    needs it: cold, it reads slower than CPython; warm, faster). Each
    measured case is read ``repeat`` times with a fresh reader (empty cache).
    Returns a dict of numbers: ``cases``, ``nodes``, ``seconds``,
    ``nodes_per_second``, ``seconds_per_case_median``,
    ``seconds_per_case_mean``, ``seconds_per_case_max``, the node rate
    and the median against the calibration workload, ``pypy`` (1.0 under
    PyPy) and ``compiled`` (1.0 when the compiled search ran); with the
    compiled search, also the Python search's seconds on the same cases,
    the speed-up and ``same_nodes``.
    Raises FileNotFoundError if the suite is missing.
    """
    config = config or EngineConfig()
    files = _suite_files(suite or default_suite())
    times: List[float] = []
    nodes: List[int] = []
    if warmup:
        for path in files:
            _replay(path, config, [], [], max_cases)
    for _ in range(max(1, repeat)):
        for path in files:
            _replay(path, config, times, nodes, max_cases)
    total = sum(times)
    median = statistics.median(times) if times else 0.0
    unit = calibration()
    numbers = {
        "cases": float(len(times)),
        "nodes": float(sum(nodes)),
        "seconds": total,
        "nodes_per_second": sum(nodes) / total if total > 0 else 0.0,
        "seconds_per_case_median": median,
        "seconds_per_case_mean": total / len(times) if times else 0.0,
        "seconds_per_case_max": max(times) if times else 0.0,
        # The same against the calibration workload (machine-independent):
        "calibration_units_per_s": unit,
        "nodes_per_unit": sum(nodes) / total / unit if total > 0 else 0.0,
        "units_per_case_median": median * unit,
        "pypy": 1.0 if platform.python_implementation() == "PyPy" else 0.0,
        "compiled": 1.0 if COMPILED else 0.0,
    }
    if COMPILED:
        numbers.update(_python_twin(files, config, max_cases, total, nodes))
    return numbers


def _python_twin(files: List[str], config: EngineConfig, max_cases: Optional[int],
                 compiled_seconds: float, compiled_nodes: List[int]) -> Dict[str, float]:
    """The same cases read once more by the Python search, in the same run:
    its seconds, the compiled search's speed-up over it, and whether both
    read the same nodes (1.0), as they must (README: an optional compiled
    core must at least double its hot path and behave the same)."""
    times: List[float] = []
    nodes: List[int] = []
    for path in files:
        _replay(path, config, times, nodes, max_cases, compiled=False)
    total = sum(times)
    return {
        "python_seconds": total,
        "compiled_speedup": total / compiled_seconds if compiled_seconds > 0 else 0.0,
        "same_nodes": 1.0 if nodes == compiled_nodes[-len(nodes):] else 0.0,
    }

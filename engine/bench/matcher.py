"""Benchmarks of the pattern matcher, and its agreement run.

:func:`bench_matcher` measures one full-board match of our shape database
on the 19x19 middle games in ``benchdata/`` (cold: the first match, which
builds the matcher's tables; warm: the steady state), and how the time
grows with the number of patterns (subsets of all our databases merged).
Benchmarks are not tests; ``kosumi
bench`` calls :func:`bench_matcher`. Needs nothing outside the package.
"""
import dataclasses
import random
import time
from typing import Dict, List, Optional, Sequence

from kosumi.patterns.compiled import CompiledDatabase
from kosumi.patterns.database import DatabaseCache, builtin_names

from .common import bench_positions
from ..board import Board
from ..colors import BLACK, WHITE
from ..matcher import matchpat, prepare


def merged_database(dbs: Sequence[CompiledDatabase], name: str = "merged") -> CompiledDatabase:
    """One database holding the patterns of several (re-indexed)."""
    out = CompiledDatabase(name=name, file=name, dialect="mkpat", source_hash="",
                           compiler_version=dbs[0].compiler_version if dbs else "")
    for db in dbs:
        for p in db.patterns:
            out.patterns.append(dataclasses.replace(p, index=len(out.patterns)))
    return out


def _ms_per_match(db: CompiledDatabase, boards: List[Board], seconds: float,
                  prepared: Optional[object] = None) -> float:
    """Average milliseconds of one ``matchpat`` call (one colour), cycling
    through the boards and both colours for about ``seconds``."""
    prepared = prepared or prepare(db)
    for board in boards:  # warm-up: build the tables and neighbourhood lists
        for color in (BLACK, WHITE):
            matchpat(_ignore, color, prepared, board)
    calls = 0
    start = time.perf_counter()
    while True:
        for board in boards:
            for color in (BLACK, WHITE):
                matchpat(_ignore, color, prepared, board)
                calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return 1000.0 * elapsed / calls


def _ignore(match: object) -> None:
    return None


def bench_matcher(seconds: float = 2.0) -> Dict[str, float]:
    """Milliseconds per full-board match: our shape database on 19x19
    middle games (cold and warm), and the scaling with pattern count."""
    cache = DatabaseCache()
    boards = bench_positions()
    shapes = cache.load("shapes")
    out: Dict[str, float] = {"shapes_patterns": float(len(shapes)),
                             "shapes_placements": float(sum(len(p.placements)
                                                            for p in shapes.patterns))}
    start = time.perf_counter()
    matchpat(_ignore, BLACK, prepare(shapes), boards[0])
    out["shapes_cold_ms"] = 1000.0 * (time.perf_counter() - start)
    out["shapes_ms"] = _ms_per_match(shapes, boards, seconds / 2)
    everything = merged_database([cache.load(n) for n in builtin_names()], "all")
    order = list(everything.patterns)
    random.Random(1).shuffle(order)
    sizes = [n for n in (25, 50, 100) if n < len(order)] + [len(order)]
    for n in sizes:
        subset = merged_database([dataclasses.replace(everything, patterns=order[:n])])
        out[f"patterns_{n}_ms"] = _ms_per_match(subset, boards, seconds / (2 * len(sizes)))
    return out


def random_position(size: int, rng: random.Random, density: float) -> Board:
    """A legal position with about ``density * size * size`` stones, built by
    playing random legal moves (captures included)."""
    board = Board(size)
    points = board.points()
    for _ in range(int(density * size * size * 1.3)):
        pos = rng.choice(points)
        color = rng.choice((BLACK, WHITE))
        if board.is_legal(pos, color):
            board.play_move(pos, color)
    return Board.from_position(size, {p: board.board[p] for p in points
                                      if board.board[p] in (BLACK, WHITE)})


__all__ = ["bench_matcher", "merged_database", "random_position"]

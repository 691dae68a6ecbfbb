"""The matcher benchmark returns its numbers; its helpers do what they say."""
import random

from kosumi.engine.bench.matcher import bench_matcher, merged_database, random_position
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.tools.reference_matcher import agreement_run, reference_matches
from kosumi.patterns.database import DatabaseCache, builtin_names


def test_bench_matcher_reports_times_and_scaling():
    numbers = bench_matcher(seconds=0.2)
    assert numbers["shapes_patterns"] >= 40 and numbers["shapes_placements"] > 100
    assert numbers["shapes_ms"] > 0 and numbers["shapes_cold_ms"] > 0
    scaling = sorted((int(k.split("_")[1]), v) for k, v in numbers.items()
                     if k.startswith("patterns_"))
    assert [n for n, _ in scaling][:3] == [25, 50, 100] and scaling[-1][0] >= 150
    assert all(v > 0 for _, v in scaling)


def test_merged_database_reindexes():
    cache = DatabaseCache()
    merged = merged_database([cache.load(n) for n in builtin_names()])
    assert [p.index for p in merged.patterns] == list(range(len(merged.patterns)))


def test_random_positions_are_legal_and_agreement_counts():
    rng = random.Random(5)
    board = random_position(9, rng, 0.5)
    board.check_consistency()
    assert 20 <= sum(1 for p in board.points() if board.board[p]) <= 60
    edges = DatabaseCache().load("edges")
    counts = agreement_run([edges], [board])
    expected = sum(len(reference_matches(edges, board, color)) for color in (BLACK, WHITE))
    assert expected > 0, "the position should give the edge patterns something to match"
    assert counts == {"positions": 1, "comparisons": 2, "matches": expected,
                      "disagreements": 0}

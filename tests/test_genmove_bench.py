"""The genmove benchmark: its positions load, its statistics are right.

Benchmarks are not tests; this only checks that ``kosumi bench genmove``
measures what it says (real positions, the side to move from PL, medians
and percentiles computed correctly), on the 9x9 positions at level 1.
"""
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine import genmove as genmove_module, movereasons
from kosumi.engine.bench import genmove as bench_module
from kosumi.engine.bench.genmove import bench_genmove, genmove_positions, quantile


def test_quantiles_interpolate():
    assert quantile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert quantile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.5
    assert abs(quantile([float(k) for k in range(1, 11)], 0.9) - 9.1) < 1e-9
    assert quantile([], 0.9) == 0.0


def test_positions_are_middle_games_with_the_side_to_move():
    for size, count in ((9, 10), (13, 10), (19, 9)):
        positions = genmove_positions(size)
        assert len(positions) == count
        if size == 13:       # each side's moves of a match, White's too
            assert {color for _, _, color, _ in positions} == {BLACK, WHITE}
        for path, board, color, komi in positions:
            stones = sum(1 for p in board.points() if board.board[p] != EMPTY)
            assert board.size == size and stones >= 20, path
            assert color in (BLACK, WHITE) and komi in (6.5, 7.0)


def test_bench_reports_median_and_p90_per_size(monkeypatch):
    # A GTP session compiles its pattern library once; the bench must not
    # charge that load to every move (it did: about 0.8 s of each 9x9 move).
    made = []

    class CountedLibrary(movereasons.PatternLibrary):
        def __init__(self) -> None:
            made.append(1)
            super().__init__()

    monkeypatch.setattr(genmove_module, "PatternLibrary", CountedLibrary)
    monkeypatch.setattr(bench_module, "PatternLibrary", CountedLibrary)
    out = bench_genmove(level=1, sizes=(9,))
    assert len(made) == 1 and out["library_load_s"] > 0.0
    assert out["9x9_positions"] == 10.0
    assert 0.0 < out["9x9_median_s"] <= out["9x9_p90_s"] <= out["9x9_max_s"]


def test_positions_are_played_once_untimed_first_under_a_jit_only(monkeypatch):
    # PyPy's JIT compiles the hot loops over the first moves of a game: its
    # median 19x19 move took 3.4 s cold, 2.6 s after one pass. The bench times
    # warm moves there; CPython is timed at once (a pass would change nothing).
    played = []
    monkeypatch.setattr(bench_module, "genmove",
                        lambda board, color, config, library=None: played.append(board.hash))
    boards = [board.hash for _, board, _, _ in genmove_positions(9)]
    for runtime, passes in (("CPython", 1), ("PyPy", 2)):
        monkeypatch.setattr(bench_module.platform, "python_implementation", lambda: runtime)
        played.clear()
        out = bench_genmove(level=1, sizes=(9,))
        assert played == boards * passes, runtime
        assert out["jit_warmup_passes"] == passes - 1 and out["9x9_positions"] == len(boards)
    played.clear()
    bench_genmove(level=1, sizes=(9,), warmup=False)
    assert played == boards

"""The compiled playout loop (engine/_playouts.c) against its reference.

The compiled loop is optional: it is built when a C compiler is there and
must then play exactly what :meth:`PlayoutBoard.playout` in Python plays,
drawing the same random numbers, so that a search, and every move and
ownership map the engine gives, is the same with it and without it. Here
both loops play from random positions, a Monte Carlo search runs both ways,
and through GTP a ``kosumi gtp`` with the core answers as one started with
``KOSUMI_PURE_PYTHON=1``. Skips, saying why, where the core was not built.
"""
import os
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kosumi.engine import playouts
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.montecarlo import search
from kosumi.engine.playouts import PlayoutBoard
from positions import random_board

pytestmark = pytest.mark.skipif(
    not playouts.COMPILED, reason="the compiled playout loop is not built here (no C "
    "compiler at install, not CPython, or KOSUMI_PURE_PYTHON set)")

FIELDS = ("color", "head", "nxt", "plib", "lsum", "lsq", "ssize", "where", "empties",
          "captures", "ko", "last", "last2")


def state(pb: PlayoutBoard):
    return tuple(getattr(pb, name) for name in FIELDS)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from((3, 5, 7, 9, 13, 19)),
       color=st.sampled_from((BLACK, WHITE)), limit=st.sampled_from((1, 10, 60, 1200)),
       reject=st.sampled_from((0.9, 1.0)))
def test_compiled_loop_plays_as_the_python_loop(seed, size, color, limit, reject):
    start = PlayoutBoard.from_board(random_board(seed, size))
    start.reject_self_atari = reject
    boards, rngs, moves = [], [], []
    for compiled in (False, True):
        pb, rng, played = start.copy(), random.Random(seed), []
        pb.playout(color, rng, limit, played, compiled=compiled)
        boards.append(state(pb))
        rngs.append(rng.getstate())
        moves.append(played)
    assert moves[0] == moves[1]
    assert boards[0] == boards[1]
    assert rngs[0] == rngs[1]        # the same random numbers were drawn


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from((3, 5, 7, 9, 13, 19)),
       color=st.sampled_from((BLACK, WHITE)))
def test_compiled_classify_flags_every_point_as_the_python_loop(seed, size, color):
    # The priors of every new search node rest on these flags: a capture
    # taken for a self-atari, or a legal move dropped, changes the search.
    pb = PlayoutBoard.from_board(random_board(seed, size))
    points = sorted(pb.points) + [0]          # the pass point is no candidate
    python = pb.classify(color, points, compiled=False)
    assert pb.classify(color, points, compiled=True) == python
    assert python[-1] == 0
    assert any(flag & playouts.CLASS_CANDIDATE for flag in python) == \
        any(pb.is_legal(p, color) and not pb.is_eye(p, color) for p in pb.empties)


def test_compiled_loop_is_used_and_leaves_a_playable_board():
    # A playout ends in a position both loops can go on from: the board
    # the compiled loop leaves is a PlayoutBoard in every respect.
    pb = PlayoutBoard.from_board(random_board(7, 9))
    rng = random.Random(3)
    pb.playout(BLACK, rng, 30)
    after = pb.copy()
    a, b = random.Random(11), random.Random(11)
    pb.playout(WHITE, a, 500, compiled=False)
    after.playout(WHITE, b, 500, compiled=True)
    assert state(pb) == state(after)


def test_search_is_the_same_with_and_without_the_core(monkeypatch):
    board = random_board(2024, 9)
    with_core = search(board, BLACK, 7.0, seed=5, simulations=300)
    monkeypatch.setattr(playouts, "_compiled", None)
    without = search(board, BLACK, 7.0, seed=5, simulations=300)
    summary = [[(ch.move, ch.n, ch.w, ch.an, ch.aw) for ch in result.children]
               for result in (with_core, without)]
    assert summary[0] == summary[1]
    assert with_core.ownership == without.ownership
    assert with_core.simulations == without.simulations > 200


def test_gtp_answers_are_the_same_in_pure_python():
    # A user meets genmove and the ownership view, not the loop: both
    # come from playouts, and must not change with the core.
    transcript = ("boardsize 9\nclear_board\nkomi 6.5\nplay b E5\nplay w C4\nplay b D3\n"
                  "genmove w\nkosumi-ownership\nfinal_score\nquit\n")
    answers = []
    for pure in (False, True):
        env = {k: v for k, v in os.environ.items() if k != "KOSUMI_PURE_PYTHON"}
        if pure:
            env["KOSUMI_PURE_PYTHON"] = "1"
        core = subprocess.run([sys.executable, "-c", "from kosumi.engine import playouts; "
                               "print(playouts.COMPILED)"], text=True, capture_output=True,
                              env=env, check=True).stdout.strip()
        assert core == str(not pure)     # each engine below runs the loop it should
        out = subprocess.run([sys.executable, "-m", "kosumi.gtp", "gtp", "--level", "3"],
                             input=transcript, text=True, capture_output=True, timeout=300,
                             env=env)
        assert out.returncode == 0, out.stderr[-2000:]
        answers.append(out.stdout)
    assert answers[0] == answers[1]
    assert answers[0].count("=") == 10 and "?" not in answers[0]

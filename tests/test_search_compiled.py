"""The compiled child loops of the search (engine/_tree.c) against their
reference in engine/montecarlo.py.

The core is optional and must give the very tree the Python loops give:
the same child chosen at every step (urgencies equal to the last bit) and
the same RAVE counts, so that a search, and every move the engine plays
from it, does not depend on whether a C compiler was there at install.
The Python loops are checked against the plain definitions they replace
(:meth:`Node.urgency`, the nearness and emptiness of a point) in
tests/test_search.py and here. Skips, saying why, where the core was not
built.
"""
import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kosumi.engine import montecarlo
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.geometry import NS, PASS_MOVE, POS
from kosumi.engine.montecarlo import (EMPTY_RADIUS, Node, _PAD, _crowded, _empty_around,
                                      _near, _near_priors, PRIOR_NEAR, search)
from kosumi.engine.playouts import PlayoutBoard
from positions import random_board

needs_core = pytest.mark.skipif(
    not montecarlo.COMPILED, reason="the compiled search loops are not built here (no C "
    "compiler at install, not CPython, or KOSUMI_PURE_PYTHON set)")


def _random_children(rng: random.Random, count: int, color: int):
    children = []
    for move in rng.sample(range(POS(0, 0), POS(12, 12)), count):
        prior = rng.choice([(0, 0), (10, 5), (30, 30), (10, 0), (22.5, 11.75), (0.5, 0.0)])
        child = Node(move, color, prior)
        child.n = rng.choice([0, 1, 3, 50, 400, 12345])
        child.w = rng.randrange(child.n + 1) * rng.choice([1.0, 0.5])
        child.an = rng.choice([0, 2, 100, 5000, 77777])
        child.aw = rng.randrange(child.an + 1) * 1.0
        children.append(child)
    return children


@needs_core
@pytest.mark.parametrize("seed", range(40))
def test_compiled_select_takes_the_child_the_python_loop_takes(seed):
    rng = random.Random(seed)
    children = _random_children(rng, rng.randrange(1, 160), BLACK)
    if seed % 4 == 0:        # exact ties: the first must win in both
        children.insert(0, Node(1, BLACK, (10, 5)))
        children.append(Node(2, BLACK, (10, 5)))
    python = montecarlo._select_children(children)
    best = max(ch.urgency() for ch in children)
    assert python is next(ch for ch in children if ch.urgency() == best)
    assert montecarlo._compiled.select(children, montecarlo.RAVE_EQUIV) is python


@needs_core
@pytest.mark.parametrize("seed", range(30))
def test_compiled_rave_updates_as_the_python_loop(seed):
    # A path of nodes, some without children, and a sequence with passes
    # and repeated points (captures let a point be played again).
    rng = random.Random(seed)
    path = []
    for k in range(rng.randrange(1, 8)):
        node = Node(PASS_MOVE, WHITE if k % 2 else BLACK)
        node.children = _random_children(rng, rng.randrange(0, 60), BLACK if k % 2 else WHITE) \
            if rng.random() < 0.8 else None
        path.append(node)
    moves = [c.move for node in path for c in node.children or []] or [POS(3, 3)]
    seq = [rng.choice(moves + [PASS_MOVE]) for _ in range(rng.randrange(len(path), 200))]
    wins = (1.0, 0.0) if seed % 2 else (0.0, 1.0)
    twin = copy.deepcopy(path)
    montecarlo._rave(path, seq, wins)
    montecarlo._compiled.rave(twin, seq, wins[0], wins[1])
    for a, b in zip(path, twin):
        assert [(c.move, c.an, c.aw) for c in a.children or []] == \
            [(c.move, c.an, c.aw) for c in b.children or []]
    assert any(c.an for node in path for c in node.children or []) or len(seq) < 3


@needs_core
@pytest.mark.parametrize("size, seed", [(9, 3), (13, 8), (19, 21)])
def test_search_is_the_same_with_and_without_the_tree_core(size, seed, monkeypatch):
    board = random_board(seed, size)
    priors = {p: (12.5, 9.25) for p in list(board.points())[::7]}   # float priors too
    runs = []
    for core in (montecarlo._compiled, None):
        monkeypatch.setattr(montecarlo, "_compiled", core)
        result = search(board, BLACK, 7.5, seed=seed, simulations=400, priors=priors)
        runs.append(([(c.move, c.n, c.w, c.an, c.aw, c.pn, c.pw, c.score)
                      for c in result.children], result.ownership, result.simulations))
    assert runs[0] == runs[1]
    assert runs[0][2] > 100


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from((5, 9, 13, 19)))
def test_crowded_marks_the_points_with_a_stone_near(seed, size):
    pb = PlayoutBoard.from_board(random_board(seed, size))
    marks = _crowded(pb)
    for p in pb.points:
        assert (not marks[p + _PAD]) == _empty_around(pb, p, EMPTY_RADIUS)


@pytest.mark.parametrize("last", [POS(0, 0), POS(3, 4), POS(18, 9), POS(8, 18)])
def test_near_priors_follow_the_nearness_of_each_point(last):
    near = _near_priors(last)
    for i in range(19):
        for j in range(19):
            p = POS(i, j)
            dist = _near(p, last)
            assert near.get(p) == (PRIOR_NEAR[dist - 1] if 1 <= dist <= 3 else None)

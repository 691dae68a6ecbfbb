"""The owl's count of sure and possible eyes per eye space (engine/owl.py,
in the spirit of GNU Go's ``compute_eyes_pessimistic``): the rules that
decide when the static evaluation ends a search, checked on spaces built
to size so that each bound shows."""
from types import SimpleNamespace

from kosumi.engine.board import Board
from kosumi.engine.optics import EyeValue
from kosumi.engine.owl import _optimistic_max, _pessimistic_min

TWO = EyeValue(2, 2, 2, 2)
ONE = EyeValue(1, 1, 1, 1)


def space(esize: int, msize: int, value: EyeValue = TWO):
    """An empty eye space of ``esize`` points, ``msize`` of them marginal,
    on an empty 19x19 board (no stones, no half eyes)."""
    board = Board(19)
    points = list(board.points())[:esize]
    return board, SimpleNamespace(esize=esize, msize=msize, points=points, value=value)


NO_HALF_EYES = SimpleNamespace(half_eyes={})


def test_a_closed_big_space_is_two_sure_eyes():
    board, s = space(11, 0)
    assert _pessimistic_min(board, s, NO_HALF_EYES) == 2


def test_an_open_big_space_keeps_its_eyes_while_room_is_left():
    # Margins count two points each: eleven points with two margins leave
    # seven (two sure eyes), nine with three leave three (one), eight
    # points' worth of margins in an eight-point space leave none.
    for esize, msize, sure in ((11, 2, 2), (9, 3, 1), (9, 4, 1), (10, 5, 0)):
        board, s = space(esize, msize)
        assert _pessimistic_min(board, s, NO_HALF_EYES) == sure, (esize, msize)


def test_a_small_space_loses_an_eye_per_margin():
    board, s = space(5, 1)
    assert _pessimistic_min(board, s, NO_HALF_EYES) == 1


def test_a_big_space_judged_by_size_may_still_make_two_eyes():
    # A nine-point space with three margins is valued one eye by its size,
    # but its owner moving first can close it: not dead yet.
    _, s = space(9, 3, ONE)
    assert _optimistic_max(s) == 2
    _, small = space(5, 1, ONE)
    assert _optimistic_max(small) == 1

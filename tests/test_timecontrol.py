"""The per-move time budget (engine/timecontrol.py).

The dangerous case is sudden death with a long tail: against a player that
never passes, the last moves are forced captures in our own area, each
costing a little even when the budget is 0. The clock must keep enough
back for them.
"""
import pytest

from kosumi.engine.config import TimeSettings
from kosumi.engine.genmove import INSTANT_BUDGET
from kosumi.engine.timecontrol import MIN_MOVE_SECONDS, SAFETY_MARGIN, Clock


def sudden_death(seconds: float) -> Clock:
    return Clock(TimeSettings(main_time=seconds, byo_yomi_time=0, byo_yomi_stones=0))


def test_unlimited_time_has_no_budget():
    assert Clock(TimeSettings()).budget(10, 81) is None


def test_main_time_is_spread_with_a_reserve_for_the_tail():
    clock = sudden_death(30)
    budget = clock.budget(27, 81)
    assert budget == pytest.approx((30 - SAFETY_MARGIN - MIN_MOVE_SECONDS * 81) / 27)
    assert 0.5 < budget < 30 / 27


def test_nearly_out_of_time_asks_for_the_fastest_move():
    clock = sudden_death(30)
    clock.set_left(3.0, 0)
    assert clock.budget(10, 40) == 0.0


@pytest.mark.parametrize("tail", [40, 81, 120])
def test_a_long_tail_of_cheap_moves_never_runs_the_clock_out(tail):
    # 9x9, 30 s sudden death: a searched move costs its budget plus 0.06 s
    # of overhead (what a PyPy engine measured through a match controller),
    # an instant one (budget below INSTANT_BUDGET: the baseline answers)
    # 0.02 s (measured: 5 ms); the game lasts ``tail`` moves of ours
    # however few points are empty.
    clock = sudden_death(30)
    empties = 81
    for move in range(tail):
        budget = clock.budget(max(10, empties // 3), empties)
        clock.spend(budget + (0.06 if budget >= INSTANT_BUDGET else 0.02))
        assert clock.main_left > 0, (move, clock.main_left)
        empties = max(20, empties - 1)


def test_byo_yomi_periods_are_paced():
    clock = Clock(TimeSettings(main_time=0, byo_yomi_time=10, byo_yomi_stones=5))
    clock.set_left(10.0, 5)
    assert clock.budget(10, 81) == pytest.approx(10 / 5 * 0.8)

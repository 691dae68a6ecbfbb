"""The per-move time budget (engine/timecontrol.py).

Two things are checked. The clock is spent: over a normal game most of the
main time goes into moves, more of it in the middle game than in the
opening or at the end. And it never runs out: against a player that never
passes, the last moves are forced captures in our own area, each costing a
little even when the budget is 0, and the clock keeps enough back for them.
"""
import pytest

from kosumi.engine.config import TimeSettings
from kosumi.engine.genmove import INSTANT_BUDGET
from kosumi.engine.timecontrol import (MIN_MOVE_SECONDS, MIN_SEARCH_SECONDS, SAFETY_MARGIN,
                                       Clock, moves_to_go, stage_weight)

AREA9 = 81


def sudden_death(seconds: float) -> Clock:
    return Clock(TimeSettings(main_time=seconds, byo_yomi_time=0, byo_yomi_stones=0))


def cost(budget: float) -> float:
    """What a move of this budget costs on the clock: a searched move its
    budget plus 0.06 s of overhead (what a PyPy engine measured through a
    match controller), an instant one (budget below INSTANT_BUDGET: the
    baseline answers) 0.02 s (measured: 5 ms)."""
    return budget + (0.06 if budget >= INSTANT_BUDGET else 0.02)


def play_game(clock: Clock, our_moves: int, first_empties: int = AREA9):
    """Budgets of ``our_moves`` moves, two stones a move pair."""
    budgets, empties = [], first_empties
    for _ in range(our_moves):
        budget = clock.budget(empties, AREA9)
        clock.spend(cost(budget))
        budgets.append(budget)
        empties = max(10, empties - 2)
    return budgets


def test_unlimited_time_has_no_budget():
    assert Clock(TimeSettings()).budget(81, AREA9) is None


def test_main_time_is_spread_over_the_moves_to_come_with_a_reserve():
    clock = sudden_death(30)
    # Move 10 of a 9x9 game: middle game, 62 points empty.
    budget = clock.budget(62, AREA9)
    usable = 30 - SAFETY_MARGIN - MIN_MOVE_SECONDS * 62
    assert budget == pytest.approx(usable / moves_to_go(62) * stage_weight(62, AREA9))
    assert 1.0 < budget < 30 / 15


def test_the_middle_game_gets_more_than_the_opening_and_the_end():
    assert stage_weight(80, AREA9) < stage_weight(81 - 20, AREA9)
    assert stage_weight(25, AREA9) < stage_weight(81 - 20, AREA9)
    assert stage_weight(361 - 100, 361) > stage_weight(361 - 4, 361)
    budgets = play_game(sudden_death(30), 30)
    opening, middle, end = budgets[0], max(budgets[5:15]), budgets[-1]
    assert middle > 1.5 * opening and middle > 1.5 * end


@pytest.mark.parametrize("our_moves", [25, 30, 35])
def test_most_of_the_clock_is_spent_over_a_normal_game(our_moves):
    # A 9x9 game against GNU Go lasts 50-70 moves: 25-35 of ours. The old
    # budget (a flat share, 0.1 s kept per empty point) spent 20-25 s of 30.
    clock = sudden_death(30)
    play_game(clock, our_moves)
    assert 0 < clock.main_left < 30 * 0.25


def test_nearly_out_of_time_asks_for_the_fastest_move():
    clock = sudden_death(30)
    clock.set_left(3.0, 0)
    assert clock.budget(40, AREA9) == 0.0


def test_a_share_too_small_to_search_is_answered_at_once():
    clock = sudden_death(30)
    clock.set_left(3.0, 0)      # 3 - 0.5 - 0.05 * 20 = 1.5 s over 8 moves
    assert clock.budget(20, AREA9) == pytest.approx(1.5 / 8)
    clock.set_left(2.5, 0)      # 1.0 s over 8 moves: below MIN_SEARCH_SECONDS
    assert 1.0 / 8 < MIN_SEARCH_SECONDS and clock.budget(20, AREA9) == 0.0


@pytest.mark.parametrize("tail", [40, 81, 120])
def test_a_long_tail_of_cheap_moves_never_runs_the_clock_out(tail):
    # 9x9, 30 s sudden death; the game lasts ``tail`` moves of ours however
    # few points are empty.
    clock = sudden_death(30)
    empties = 81
    for move in range(tail):
        budget = clock.budget(empties, AREA9)
        clock.spend(cost(budget))
        assert clock.main_left > 0, (move, clock.main_left)
        empties = max(20, empties - 1)


def test_byo_yomi_periods_are_paced():
    clock = Clock(TimeSettings(main_time=0, byo_yomi_time=10, byo_yomi_stones=5))
    clock.set_left(10.0, 5)
    assert clock.budget(81, AREA9) == pytest.approx(10 / 5 * 0.8)

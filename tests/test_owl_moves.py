"""The dragons' life and death in the move generator (engine/judgement.py,
engine/movereasons.py's owl and semeai reasons): on boards the Monte Carlo
search does not play, the examination reads the dragons with most at
stake by the owl, within a budget of owl nodes, and a critical dragon's
attack and defence points become reasons worth the dragon.

The position, 13x13: White's nine stones on the lower edge have the eye
space C1-D1-E1 (a straight three) and the empty third line, which Black's
wall on the fourth line and the A and H columns closes. Tactically nothing
can be attacked (nine liberties); the owl finds the dragon critical with
the vital point D1 for both sides (GNU Go 3.8 agrees: owl_attack and
owl_defend answer "1 D1"). Black's D1 kills nine stones and the corner
behind them, far more than any opening move on the open board; without the
owl Kosumi played K9 (GNU Go 3.8 plays C9 here, its owl value of the kill
being below its opening values).

13x13 is played by the Monte Carlo search by default; the GTP sessions
here set the search's size limit to 11, so that 13x13 takes the
valuation's path, as 19x19 does.
"""
import re

from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo

from kosumi.engine.board import to_board
from kosumi.engine.colors import WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.dragons import CRITICAL, UNCHECKED
from kosumi.engine.movereasons import PatternLibrary, examine_position
from kosumi.engine.reading import Reader

# The valuation plays 13x13 (see the module docstring).
VALUED = EngineConfig.create(montecarlo_max_size=11)

STRAIGHT_THREE = """
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . O . . . . . X . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . O . . .
    X X X X X X X X . . . . .
    X . . . . . . X . . . . .
    X O O O O O O X . . . . .
    X O . . . O O X . . . . ."""


def _ask(*commands):
    return bodies(setup_commands(STRAIGHT_THREE) + "\n".join(commands) + "\n",
                  VALUED)[-len(commands):]


def test_genmove_kills_the_critical_dragon():
    assert _ask("genmove black") == ["D1"]


def test_move_reasons_name_the_owl_defence():
    record = _ask("move_reasons D1 white")[0]
    assert "Move at D1 saves B2 (owl)" in record.splitlines()
    assert re.search(r"saves dragon B2 \(owl\): [1-9][0-9]\.", record), record


def _position(judge_nodes):
    board, _ = to_board(STRAIGHT_THREE)
    config = EngineConfig()
    return examine_position(board, config, PatternLibrary(), Reader(board, config),
                            judge_nodes=judge_nodes)


def test_the_budget_reads_the_dragon_with_most_at_stake():
    dragon = _position(250).judgement.read[0]
    assert (dragon.color, dragon.size, dragon.owl_status) == (WHITE, 9, CRITICAL)


def test_a_spent_budget_leaves_dragons_unread_and_says_so():
    judgement = _position(1).judgement
    assert judgement.unread and not judgement.complete
    assert all(d.owl_status == UNCHECKED for d in judgement.unread)


@needs_gnugo
def test_gnugo_reads_the_same_vital_point():
    setup = setup_commands(STRAIGHT_THREE).splitlines()
    assert gnugo_answers(setup + ["owl_attack B2", "owl_defend B2"])[-2:] == ["1 D1", "1 D1"]


# A race in the upper left corner, 13x13: White's string D13-D12-D11 has
# the liberties C13 and C12 (C11 is Black's), Black's E13-E12-E11 has F13
# and F12 (F11 is White's); Black's wall runs down the D column, White's
# down the E column. Two liberties each: whoever moves first wins (GNU Go
# 3.8: analyze_semeai E13 D13 answers "1 1 C12", and both dragons are
# "critical"). Black's C12 wins the race for E13 and against D13.
RACE = """
    . X . O X . O . . . . . .
    . X . O X . O . . . . . .
    . X X O X O O . . . . . .
    . . X X O O . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . .
    . . . X O . . . . . . . ."""


def test_move_reasons_name_the_race():
    record = bodies(setup_commands(RACE) + "move_reasons C12 black\n", VALUED)[-1].splitlines()
    assert "Move at C12 wins the race against D13 (semeai)" in record
    assert "Move at C12 wins the race for E13 (semeai)" in record


def test_a_dragon_at_stake_counts_once():
    """The capture of the white string, the owl's kill and the race's win
    are one stake, and so are the rescues of the black string: the move
    is worth the bigger of the two stakes and 0.3 of the other, as the
    worm reasons alone give it."""
    record = bodies(setup_commands(RACE) + "move_reasons C12 black\n", VALUED)[-1]
    value = record.splitlines()[-1]
    captured = float(re.search(r"captures D13: ([0-9.]+)", value).group(1))
    saved = float(re.search(r"saves E13: ([0-9.]+)", value).group(1))
    territory = float(re.search(r"territory change (-?[0-9.]+)", value).group(1))
    total = float(re.search(r"total ([0-9.]+)", value).group(1))
    big, small = max(captured, saved), min(captured, saved)
    assert abs(total - (big + 0.3 * small + territory)) < 0.02, value

"""Dead stones at the end of a game, through GTP's final_status_list and
final_score: positions where a scorer's judgement decides the result."""
import pytest

from gtp_helpers import bodies, setup_commands

# The end of a level-1 game of tests/test_vs_gnugo.py (GNU Go level 1,
# --seed 4, as Black; Kosumi as White), after two passes. The white group
# A4-C5-D1 has two liberties, A2 and B1, both shared with the black stone
# A1, and no eye: not a seki, since Black sacrifices at A2 (White must
# take two stones with B1) and then plays inside the two-point eye left.
# In the game GNU Go 3.8 listed the group dead and counted B+49, Kosumi's
# playout judgement kept it alive and counted B+25; set up on an empty board
# (no prisoners), GNU Go counts B+50, Kosumi B+26.
CORNER = """
    . X X X X O O O O
    O X O O O O X X O
    X X X O . O O X X
    . X X O O X X . X
    X X O X X X . X X
    O X O X . X X O O
    O O O X X O O . O
    . O O O X O . O O
    X . O O X O O . O
"""


@pytest.mark.xfail(strict=True, reason="the playout judgement of final_status_list sees a "
                   "seki where GNU Go (rightly) sees a dead group: issue 14's seki by reading")
def test_a_group_whose_liberties_a_sacrifice_takes_is_dead():
    dead, score = bodies(setup_commands(CORNER) + "komi 7\nfinal_status_list dead\n"
                         "final_score\n")[-2:]
    assert "C3" in dead.split() and "A1" not in dead.split()
    assert score == "B+50"

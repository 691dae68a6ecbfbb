"""Dead stones at the end of a game, through GTP's final_status_list and
final_score: positions where a scorer's judgement decides the result. The
playouts' seki are checked by the semeai reader (engine/scoring.py, step 4):
one test for a false seki it must break, one for a true seki it must keep.
Each answer is also GNU Go's, asked when it is installed."""
import pytest

from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo
from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.scoring import ALIVE, DEAD, SEKI, judge
from kosumi.gtp.frontend.session import SCORING_SEED

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


# A true seki beside the corner: black C1-C3-D3 and white E1-E3 share
# their only liberties D1 and D2, neither has an eye, and whoever fills one
# puts his own string in atari. Both walls live (two eyes each). GNU Go 3.8
# lists the seven stones in seki and counts B+1 at komi 0.
TRUE_SEKI = """
    O O O O X X X X X
    O . O O X . X . X
    O O O O X X X X X
    O . O O X . X X X
    O O O O X X X X X
    O O O O X X X X X
    O O X X O X X X X
    O O X . O X X X X
    . O X . O X . X X
"""
SEKI_STONES = "C1 C2 C3 D3 E1 E2 E3".split()

CORNER_COMMANDS = "komi 7\nfinal_status_list dead\nfinal_status_list seki\nfinal_score\n"
SEKI_COMMANDS = "komi 0\nfinal_status_list seki\nfinal_status_list dead\nfinal_score\n"


def test_a_group_whose_liberties_a_sacrifice_takes_is_dead():
    dead, seki, score = bodies(setup_commands(CORNER) + CORNER_COMMANDS)[-3:]
    assert "C3" in dead.split() and "A1" not in dead.split()
    assert seki == ""
    assert score == "B+50.0"


def test_a_true_seki_stays_seki():
    seki, dead, score = bodies(setup_commands(TRUE_SEKI) + SEKI_COMMANDS)[-3:]
    assert sorted(seki.split()) == SEKI_STONES
    assert dead == ""
    assert score == "B+1.0"


@needs_gnugo
@pytest.mark.parametrize("diagram, commands, expected", [
    (CORNER, CORNER_COMMANDS, ("C3", "", "B+50.0")),
    (TRUE_SEKI, SEKI_COMMANDS, (" ".join(SEKI_STONES), "", "B+1.0")),
], ids=["false seki", "true seki"])
def test_gnugo_agrees(diagram, commands, expected):
    answers = gnugo_answers((setup_commands(diagram) + commands).strip().splitlines())[-3:]
    first, second, score = answers
    wanted_first, wanted_second, wanted_score = expected
    assert wanted_first in first.split() or sorted(first.split()) == wanted_first.split()
    assert second == wanted_second
    assert score == wanted_score


def test_the_scorer_asks_the_race_reader_about_each_seki_pair():
    """Engine level (engine/scoring.judge): the playouts leave the corner in
    seki; the settle hook is asked about the pair sharing A2 and B1 (black
    A1, the white group), and the stones it returns are dead and their
    points Black's."""
    board, _ = to_board(CORNER)

    def pos(vertex):
        return vertex_to_pos(vertex, board.size)

    alone = judge(board, 128, SCORING_SEED)
    assert alone.status[pos("C3")] == SEKI and alone.status[pos("A1")] == SEKI
    asked = []

    def settle(s, t):
        asked.append((board.vertex(s), board.vertex(t)))
        return set(board.string_stones(t))

    settled = judge(board, 128, SCORING_SEED, settle)
    assert len(asked) == 1 and board.board[pos(asked[0][0])] == BLACK
    assert pos("C3") in board.string_stones(pos(asked[0][1]))
    assert settled.status[pos("C3")] == DEAD and settled.status[pos("A1")] == ALIVE
    assert settled.owner[pos("A2")] == BLACK and settled.owner[pos("C3")] == BLACK

"""A whole 9x9 game against GNU Go, driven the way gogui-twogtp drives it:
boardsize, clear_board, komi, genmove/play alternation, final_score. The
controller checks every move on its own board."""
import sys

import pytest

from gtp_helpers import referee_game, score_margin
from shared import GNUGO, needs_gnugo

from kosumi.engine.colors import BLACK, WHITE
from kosumi.gtp.client import GtpEngine

pytestmark = needs_gnugo


def start_engine(argv):
    started = GtpEngine(argv)
    started.start()
    return started


@pytest.mark.parametrize("kosumi_color", [BLACK, WHITE])
def test_full_game_against_gnu_go(kosumi_color):
    kosumi = start_engine([sys.executable, "-m", "kosumi.gtp", "gtp", "--level", "1"])  # fast; not a strength test
    # GNU Go seeds its randomness from the clock unless told: a fixed seed
    # makes the game, and so the test, the same on every run.
    gnugo = start_engine([GNUGO, "--mode", "gtp", "--level", "1", "--seed", "1"])
    engines = {kosumi_color: kosumi, BLACK + WHITE - kosumi_color: gnugo}
    try:
        _, ending = referee_game(engines, 9, 7, 200, timeout=300)
        assert ending != "move limit"
        scores = {color: player.send("final_score") for color, player in engines.items()}
        ours, theirs = scores[kosumi_color], scores[BLACK + WHITE - kosumi_color]
        # GNU Go is the referee: the two may count a contested dame or an
        # unfinished border differently, but must name the same winner.
        assert ours[0] == theirs[0] and abs(score_margin(ours) - score_margin(theirs)) <= 3, scores
    finally:
        for player in engines.values():
            player.close()


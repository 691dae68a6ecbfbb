"""A whole 9x9 game against GNU Go, driven the way gogui-twogtp drives it:
boardsize, clear_board, komi, genmove/play alternation, final_score. The
controller checks every move on its own board."""
import sys

import pytest

from shared import GNUGO, needs_gnugo

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.geometry import PASS_MOVE, vertex_to_pos
from kosumi.gtp.client import GtpEngine

pytestmark = needs_gnugo


def start_engine(argv):
    started = GtpEngine(argv)
    started.start()
    return started


@pytest.mark.parametrize("kosumi_color", [BLACK, WHITE])
def test_full_game_against_gnu_go(kosumi_color):
    kosumi = start_engine([sys.executable, "-m", "kosumi.gtp", "gtp", "--level", "1"])  # fast; not a strength test
    gnugo = start_engine([GNUGO, "--mode", "gtp", "--level", "1"])
    engines = {kosumi_color: kosumi, BLACK + WHITE - kosumi_color: gnugo}
    try:
        for engine in engines.values():
            for command in ("boardsize 9", "clear_board", "komi 7"):
                engine.send(command)
        board = Board(9)
        color, passes, moves = BLACK, 0, 0
        while passes < 2 and moves < 200:
            name = "b" if color == BLACK else "w"
            answer = engines[color].send(f"genmove {name}")
            if answer.lower() == "resign":
                break
            pos = vertex_to_pos(answer, 9)
            assert pos is not None and board.is_legal(pos, color), f"illegal move {answer}"
            board.play_move(pos, color)
            engines[BLACK + WHITE - color].send(f"play {name} {answer}")
            passes = passes + 1 if pos == PASS_MOVE else 0
            color = BLACK + WHITE - color
            moves += 1
        assert moves < 200, "move limit reached"
        scores = {color: player.send("final_score") for color, player in engines.items()}
        ours, theirs = scores[kosumi_color], scores[BLACK + WHITE - kosumi_color]
        # GNU Go is the referee: the two may count a contested dame or an
        # unfinished border differently, but must name the same winner.
        assert ours[0] == theirs[0] and abs(_margin(ours) - _margin(theirs)) <= 3, scores
    finally:
        for player in engines.values():
            player.close()


def _margin(score: str) -> float:
    """Black's margin from a GTP score (``B+3.5``, ``W+0.5``, ``0``)."""
    if score == "0":
        return 0.0
    return float(score[2:]) * (1 if score[0] == "B" else -1)

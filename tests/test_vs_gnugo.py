"""A whole 9x9 game against GNU Go, driven the way gogui-twogtp drives it:
boardsize, clear_board, komi, genmove/play alternation, final_score. The
controller checks every move on its own board."""
import os
import shutil
import subprocess
import sys

import pytest

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.geometry import PASS_MOVE, vertex_to_pos

GNUGO = "/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else shutil.which("gnugo")
pytestmark = pytest.mark.skipif(GNUGO is None, reason="GNU Go is not installed (apt-get install gnugo)")


class Engine:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.next_id = 1

    def ask(self, command):
        cid = self.next_id
        self.next_id += 1
        self.proc.stdin.write(f"{cid} {command}\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            assert line, f"engine exited on {command!r}"
            if line == "\n" and lines:
                break
            if line != "\n":
                lines.append(line.rstrip("\n"))
        reply = "\n".join(lines)
        assert reply.startswith(f"={cid} "), f"protocol error on {command!r}: {reply!r}"
        return reply[len(f"={cid} "):]

    def close(self):
        self.ask("quit")
        assert self.proc.wait(timeout=30) == 0


@pytest.mark.parametrize("kosumi_color", [BLACK, WHITE])
def test_full_game_against_gnu_go(kosumi_color):
    kosumi = Engine([sys.executable, "-m", "kosumi.gtp", "gtp", "--level", "1"])  # fast; not a strength test
    gnugo = Engine([GNUGO, "--mode", "gtp", "--level", "1"])
    engines = {kosumi_color: kosumi, BLACK + WHITE - kosumi_color: gnugo}
    try:
        for engine in engines.values():
            for command in ("boardsize 9", "clear_board", "komi 7"):
                engine.ask(command)
        board = Board(9)
        color, passes, moves = BLACK, 0, 0
        while passes < 2 and moves < 200:
            name = "b" if color == BLACK else "w"
            answer = engines[color].ask(f"genmove {name}")
            if answer.lower() == "resign":
                break
            pos = vertex_to_pos(answer, 9)
            assert pos is not None and board.is_legal(pos, color), f"illegal move {answer}"
            board.play_move(pos, color)
            engines[BLACK + WHITE - color].ask(f"play {name} {answer}")
            passes = passes + 1 if pos == PASS_MOVE else 0
            color = BLACK + WHITE - color
            moves += 1
        assert moves < 200, "move limit reached"
        for engine in engines.values():
            score = engine.ask("final_score")
            assert score == "0" or score[:2] in ("B+", "W+"), score
    finally:
        for engine in engines.values():
            try:
                engine.close()
            except Exception:
                engine.proc.kill()

"""Helpers for GTP tests: run a transcript in process, parse replies."""
import io
import re
from typing import List, Optional, Tuple

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK, EMPTY
from kosumi.engine.config import EngineConfig
from kosumi.gtp.frontend.assemble import make_session
from kosumi.gtp.frontend.server import serve

REPLY = re.compile(r"^([=?])(\d*) (.*)$", re.S)


def run_transcript(text: str, config: Optional[EngineConfig] = None) -> str:
    """Everything `kosumi gtp` would write for this input."""
    session = make_session(config)
    out = io.StringIO()
    serve(session.registry, session, io.StringIO(text), out)
    return out.getvalue()


def replies(output: str) -> List[Tuple[bool, Optional[int], str]]:
    """Split GTP output into (ok, id, body) triples; asserts the framing."""
    assert output == "" or output.endswith("\n\n"), repr(output[-40:])
    chunks = output[:-2].split("\n\n") if output else []
    out = []
    for chunk in chunks:
        m = REPLY.match(chunk)
        assert m, f"malformed reply {chunk!r}"
        out.append((m.group(1) == "=", int(m.group(2)) if m.group(2) else None, m.group(3)))
    return out


def bodies(text: str, config: Optional[EngineConfig] = None) -> List[str]:
    """Reply bodies for a transcript; failures are prefixed with '?'."""
    return [body if ok else "?" + body for ok, _, body in replies(run_transcript(text, config))]


def score_margin(score: str) -> float:
    """Black's margin from a GTP score (``B+3.5``, ``W+0.5``, ``0``)."""
    if score == "0":
        return 0.0
    return float(score[2:]) * (1 if score[0] == "B" else -1)


def referee_game(players, size: int, komi: float, max_moves: int, timeout: float = 120):
    """Play a game between two GtpEngine players (``{BLACK: .., WHITE: ..}``)
    as gogui-twogtp does: set both up, alternate genmove and play, and check
    every move on the referee's own board. Returns ``(board, ending)``:
    ending is ``"passes"``, ``"resign"`` or ``"move limit"``."""
    from kosumi.engine.board import Board
    from kosumi.engine.colors import BLACK, WHITE
    from kosumi.engine.geometry import PASS_MOVE, vertex_to_pos
    for player in players.values():
        for command in (f"boardsize {size}", "clear_board", f"komi {komi}"):
            player.send(command)
    board = Board(size)
    color, passes = BLACK, 0
    for _ in range(max_moves):
        name = "b" if color == BLACK else "w"
        answer = players[color].send(f"genmove {name}", timeout=timeout)
        if answer.lower() == "resign":
            return board, "resign"
        pos = vertex_to_pos(answer, size)
        assert pos is not None and board.is_legal(pos, color), f"illegal move {answer}"
        board.play_move(pos, color)
        players[BLACK + WHITE - color].send(f"play {name} {answer}")
        passes = passes + 1 if pos == PASS_MOVE else 0
        if passes == 2:
            return board, "passes"
        color = BLACK + WHITE - color
    return board, "move limit"


def setup_commands(diagram: str) -> str:
    """GTP commands that put a diagram's stones on an empty board of its
    size (``play`` for each stone, Black's and White's in board order)."""
    board, _ = to_board(diagram)
    moves = [f"play {'black' if board.board[p] == BLACK else 'white'} {board.vertex(p)}"
             for p in board.points() if board.board[p] != EMPTY]
    return f"boardsize {board.size}\nclear_board\n" + "\n".join(moves) + "\n"

"""KGS extensions: cleanup-phase move generation and end of game."""
import logging
from typing import List

from ....engine.geometry import PASS_MOVE
from ....engine.scoring import DEAD
from ..registry import command

log = logging.getLogger("kosumi.gtp")


@command("kgs-genmove_cleanup", args="color", returns="a vertex, PASS or resign",
         fails="syntax error")
def kgs_genmove_cleanup(session, args: List[str]) -> str:
    """Like genmove, but does not pass while dead enemy stones remain on the
    board: it then plays a liberty of one of them."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    choice = session.generate(color)
    if choice.resigns:
        return "resign"
    move = _cleanup_move(session, color) if choice.passes else choice.move
    session.game.play(color, move)
    return session.vertex(move)


def _cleanup_move(session, color: int) -> int:
    board = session.board
    judgement = session.judgement()
    other = 3 - color
    for stone in judgement.stones(DEAD):
        if board.board[stone] != other:
            continue
        for lib in board.findlib(stone):
            if board.is_legal(lib, color) and len(board.accuratelib(lib, color, 2)) >= 2:
                return lib
    return PASS_MOVE


@command("kgs-game_over")
def kgs_game_over(session, args: List[str]) -> str:
    """KGS says the game is over; nothing to do but note it."""
    log.info("game over (KGS)")
    return ""

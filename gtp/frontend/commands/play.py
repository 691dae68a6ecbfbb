"""Playing: play, genmove and its variants, undo, history."""
from typing import List

from ....engine.board import IllegalMove
from ....engine.colors import color_name
from ..protocol import GtpError
from ..registry import command


@command("play", args="color vertex", fails="syntax error, illegal move")
def play(session, args: List[str]) -> str:
    """Play a stone (or pass); the same colour may play twice in a row."""
    color, pos = session.parse_move(args)
    if session.board.stackp:
        raise GtpError("illegal move")
    try:
        session.game.play(color, pos)
    except IllegalMove:
        raise GtpError("illegal move") from None
    return ""


@command("genmove", args="color", returns="a vertex, PASS or resign", fails="syntax error")
def genmove(session, args: List[str]) -> str:
    """Generate a move for the colour and play it (a resignation is not played)."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    choice = session.generate(color)
    if choice.resigns:
        return "resign"
    session.play_generated(color, choice)
    return session.vertex(choice.move)


def choice_text(session, choice) -> str:
    """A generated choice as GTP answers it: a vertex, PASS or resign."""
    return "resign" if choice.resigns else session.vertex(choice.move)


@command("reg_genmove", args="color", returns="a vertex, PASS or resign", fails="syntax error")
def reg_genmove(session, args: List[str]) -> str:
    """Generate a move without playing it (deterministic, for regression tests)."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    return choice_text(session, session.generate(color, regression=True))


@command("gg_genmove", args="color [seed]", returns="a vertex, PASS or resign",
         fails="syntax error")
def gg_genmove(session, args: List[str]) -> str:
    """Like reg_genmove, with an optional random seed (GNU Go extension)."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    if len(args) > 1:
        seed = session.parse_int(args[1])
        saved = session.config
        session.update_config(seed=seed)
        try:
            return choice_text(session, session.generate(color, regression=True))
        finally:
            session.config = saved
    return choice_text(session, session.generate(color, regression=True))


@command("undo", fails="cannot undo")
def undo(session, args: List[str]) -> str:
    """Take back the last move."""
    if session.board.stackp or not session.game.undo(1):
        raise GtpError("cannot undo")
    return ""


@command("gg-undo", args="[number of moves]", fails="cannot undo")
def gg_undo(session, args: List[str]) -> str:
    """Take back several moves (GNU Go extension); all or nothing."""
    count = session.parse_int(args[0]) if args else 1
    if session.board.stackp or not session.game.undo(count):
        raise GtpError("cannot undo")
    return ""


@command("last_move", returns="color and vertex", fails="no previous move known")
def last_move(session, args: List[str]) -> str:
    """Report the last move played."""
    last = session.board.last_move()
    if last is None:
        raise GtpError("no previous move known")
    return f"{color_name(last[0])} {session.vertex(last[1])}"


@command("move_history", returns="color and vertex per line, newest first")
def move_history(session, args: List[str]) -> str:
    """List the moves played, newest first."""
    return "\n".join(f"{color_name(c)} {session.vertex(p)}"
                     for c, p in reversed(session.game.moves))



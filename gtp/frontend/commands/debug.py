"""Board queries: showboard, legality, liberties, stones, captures."""
from typing import List

from ....engine.colors import EMPTY, color_name
from ....engine.diagram import render
from ..protocol import GtpError
from ..registry import command


@command("showboard", returns="a diagram of the board, starting on the next line")
def showboard(session, args: List[str]) -> str:
    """Draw the board (for people; programs must not parse it)."""
    return "\n" + render(session.board)


@command("is_legal", args="color vertex", returns="1 or 0", fails="syntax error")
def is_legal(session, args: List[str]) -> str:
    """Tell whether a move is legal now."""
    session.require(args, 2)
    color = session.parse_color(args[0])
    pos = session.parse_vertex(args[1])
    return "1" if session.board.is_legal(pos, color) else "0"


@command("all_legal", args="color", returns="the legal moves, sorted", fails="syntax error")
def all_legal(session, args: List[str]) -> str:
    """List every legal move of the colour (pass not included)."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    board = session.board
    return session.vertices([p for p in board.points()
                             if board.board[p] == EMPTY and board.is_legal(p, color)])


@command("countlib", args="vertex", returns="number of liberties",
         fails="invalid coordinate, vertex must not be empty")
def countlib(session, args: List[str]) -> str:
    """Count the liberties of the string at the vertex."""
    session.require(args, 1, "invalid coordinate")
    return str(session.board.countlib(session.parse_stone(args[0])))


@command("findlib", args="vertex", returns="the liberties, sorted",
         fails="invalid coordinate, vertex must not be empty")
def findlib(session, args: List[str]) -> str:
    """List the liberties of the string at the vertex."""
    session.require(args, 1, "invalid coordinate")
    return session.vertices(session.board.findlib(session.parse_stone(args[0])))


@command("accuratelib", args="color vertex", returns="the liberties a stone there would have",
         fails="syntax error, vertex must be empty")
def accuratelib(session, args: List[str]) -> str:
    """List the liberties a stone would have, captures included."""
    session.require(args, 2)
    color = session.parse_color(args[0])
    pos = session.parse_vertex(args[1], allow_pass=False)
    if session.board.board[pos] != EMPTY:
        raise GtpError("vertex must be empty")
    return session.vertices(session.board.accuratelib(pos, color))


@command("captures", args="color", returns="stones captured by the colour", fails="syntax error")
def captures(session, args: List[str]) -> str:
    """Number of stones the colour has captured."""
    session.require(args, 1)
    return str(session.board.captures_by(session.parse_color(args[0])))


@command("color", args="vertex", returns="black, white or empty", fails="syntax error")
def color(session, args: List[str]) -> str:
    """Colour of the point."""
    session.require(args, 1)
    pos = session.parse_vertex(args[0], allow_pass=False)
    return color_name(session.board.board[pos])


@command("list_stones", args="color", returns="the stones of the colour", fails="syntax error")
def list_stones(session, args: List[str]) -> str:
    """List the stones of a colour."""
    session.require(args, 1)
    c = session.parse_color(args[0])
    board = session.board
    return session.vertices([p for p in board.points() if board.board[p] == c])


@command("echo", args="text", returns="the text")
def echo(session, args: List[str]) -> str:
    """Answer the arguments (for testing controllers)."""
    return " ".join(args)



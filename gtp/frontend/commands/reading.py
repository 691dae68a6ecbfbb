"""Tactical reading commands: attack, defend, ladders, reading moves, depths.

GNU Go's GTP extensions for the reading code, with its answer formats: a
result code digit (0 failure, 1 win, 2 ko won by the side to move first,
3 ko needing the first threat) followed, for ``attack``/``defend``/
``ladder_attack``, by the move when the code is not 0. ``trymove``,
``tryko`` and ``popgo`` put reading moves on the board's stack (later
reading commands read the position they leave). The reader belongs to the
session (one per board and config); its node counter survives a new board
or new depths, as GNU Go's global counter does.
"""
from typing import List, Tuple

from ....engine.board import Board
from ....engine.colors import EMPTY, parse_color
from ....engine.geometry import vertex_to_pos
from ....engine.reading import Reader, gtp_code
from ..protocol import GtpError
from ..registry import command

INVALID = "invalid coordinate"
STRING_EMPTY = "string vertex must not be empty"
MOVE_OCCUPIED = "move vertex must be empty"


class _NodeTally:
    """Nodes read by readers the session has already dropped."""

    def __init__(self) -> None:
        self.base = 0
        self.reader = None


def reader(session) -> Reader:
    """The session's reader for its current board and config."""
    tally = _tally(session)
    current = session.reader()
    if current is not tally.reader:
        if tally.reader is not None:
            tally.base += tally.reader.nodes
        tally.reader = current
    return current


def _tally(session) -> _NodeTally:
    return session.counters.setdefault("reading", _NodeTally())


def _stone(session, text: str, empty_message: str) -> int:
    pos = vertex_to_pos(text, session.board.size)
    if pos is None or pos == 0:
        raise GtpError(INVALID)
    if session.board.board[pos] == EMPTY:
        raise GtpError(empty_message)
    return pos


def _same_colored_stones(session, args: List[str]) -> Tuple[int, int]:
    """Two stones of one colour (attack_either, defend_both)."""
    if len(args) < 2:
        raise GtpError(INVALID)
    a, b = _stone(session, args[0], STRING_EMPTY), _stone(session, args[1], STRING_EMPTY)
    if session.board.board[a] != session.board.board[b]:
        raise GtpError("strings of different colors")
    return a, b


def _move_and_string(session, args: List[str]) -> Tuple[int, int]:
    if len(args) < 2:
        raise GtpError(INVALID)
    size = session.board.size
    move = vertex_to_pos(args[0], size)
    target = vertex_to_pos(args[1], size)
    if not move or not target:
        raise GtpError(INVALID)
    if session.board.board[move] != EMPTY:
        raise GtpError(MOVE_OCCUPIED)
    if session.board.board[target] == EMPTY:
        raise GtpError(STRING_EMPTY)
    return move, target


def code_answer(session, code: int, *moves: int) -> str:
    """``0``, or the result code's digit and the move(s) (GNU Go's
    reading and owl answers)."""
    if not code:
        return "0"
    return " ".join([str(gtp_code(code))] + [session.vertex(m) for m in moves])


@command("attack", args="vertex", fails="invalid coordinate, vertex must not be empty",
         returns="attack code followed by the attacking move when the code is not 0")
def attack(session, args: List[str]) -> str:
    """Try to capture the string at the vertex (its opponent moving first)."""
    session.require(args, 1, INVALID)
    pos = session.parse_stone(args[0])
    return code_answer(session, *reader(session).attack(pos))


@command("defend", args="vertex", fails="invalid coordinate, vertex must not be empty",
         returns="defence code followed by the defending move when the code is not 0")
def defend(session, args: List[str]) -> str:
    """Try to save the string at the vertex (its owner moving first)."""
    session.require(args, 1, INVALID)
    pos = session.parse_stone(args[0])
    return code_answer(session, *reader(session).find_defense(pos))


@command("attack_either", args="vertex vertex",
         fails="invalid coordinate, string vertex must not be empty, strings of different colors",
         returns="attack code (0 if neither string can be captured)")
def attack_either(session, args: List[str]) -> str:
    """Try to capture at least one of two strings of the same colour."""
    a, b = _same_colored_stones(session, args)
    return str(gtp_code(reader(session).attack_either(a, b)))


@command("defend_both", args="vertex vertex",
         fails="invalid coordinate, string vertex must not be empty, strings of different colors",
         returns="defence code (0 if they cannot both be saved)")
def defend_both(session, args: List[str]) -> str:
    """Try to save both of two strings of the same colour."""
    a, b = _same_colored_stones(session, args)
    return str(gtp_code(reader(session).defend_both(a, b)))


@command("does_attack", args="move_vertex string_vertex",
         fails="invalid coordinate, move vertex must be empty, string vertex must not be empty",
         returns="attack code of the move (0 if it does not capture)")
def does_attack(session, args: List[str]) -> str:
    """Tell whether the string's opponent playing the move captures it."""
    move, target = _move_and_string(session, args)
    return str(gtp_code(reader(session).does_attack(move, target)))


@command("does_defend", args="move_vertex string_vertex",
         fails="invalid coordinate, move vertex must be empty, string vertex must not be empty",
         returns="defence code of the move (0 if it does not save the string)")
def does_defend(session, args: List[str]) -> str:
    """Tell whether the string's owner playing the move saves it."""
    move, target = _move_and_string(session, args)
    return str(gtp_code(reader(session).does_defend(move, target)))


@command("ladder_attack", args="vertex",
         fails="invalid coordinate, vertex must not be empty, "
               "string must have exactly 2 liberties",
         returns="1 and the first atari if a ladder captures, else 0")
def ladder_attack(session, args: List[str]) -> str:
    """Try to capture a string with two liberties in a ladder."""
    session.require(args, 1, INVALID)
    pos = session.parse_stone(args[0])
    if session.board.countlib(pos) != 2:
        raise GtpError("string must have exactly 2 liberties")
    return code_answer(session, *reader(session).ladder_attack(pos))


@command("increase_depths")
def increase_depths(session, args: List[str]) -> str:
    """Increase the tactical reading depths by one (GNU Go's
    ``increase_depth_values``)."""
    session.update_config(depths=session.config.depths.shifted(1))
    return ""


@command("decrease_depths")
def decrease_depths(session, args: List[str]) -> str:
    """Decrease the tactical reading depths by one (GNU Go's
    ``decrease_depth_values``)."""
    session.update_config(depths=session.config.depths.shifted(-1))
    return ""


def _color_and_vertex(session, args: List[str]) -> Tuple[int, int]:
    if len(args) < 2:
        raise GtpError("invalid color or coordinate")
    color = parse_color(args[0])
    pos = vertex_to_pos(args[1], session.board.size)
    if color is None or pos is None:
        raise GtpError("invalid color or coordinate")
    return color, pos


@command("trymove", args="color vertex", fails="invalid color or coordinate, illegal move")
def trymove(session, args: List[str]) -> str:
    """Play a reading move (undone by popgo); simple ko is enforced."""
    color, pos = _color_and_vertex(session, args)
    board: Board = session.board
    if not board.trymove(pos, color, "gtp_trymove"):
        raise GtpError("illegal move")
    return ""


@command("tryko", args="color vertex", fails="invalid color or coordinate, illegal move")
def tryko(session, args: List[str]) -> str:
    """Play a reading move that may retake a ko (as if a threat was answered)."""
    color, pos = _color_and_vertex(session, args)
    board: Board = session.board
    if not board.tryko(pos, color, "gtp_tryko"):
        raise GtpError("illegal move")
    return ""


@command("popgo", fails="Stack empty.")
def popgo(session, args: List[str]) -> str:
    """Undo the last trymove or tryko."""
    board: Board = session.board
    if board.stackp <= 0:
        raise GtpError("Stack empty.")
    board.popgo()
    return ""


@command("reset_reading_node_counter")
def reset_reading_node_counter(session, args: List[str]) -> str:
    """Set the count of reading nodes to zero."""
    tally = _tally(session)
    reader(session).reset_nodes()
    tally.base = 0
    return ""


@command("get_reading_node_counter", returns="number of reading nodes since the last reset")
def get_reading_node_counter(session, args: List[str]) -> str:
    """The number of tactical reading nodes visited since the last reset."""
    current = reader(session)
    return str(_tally(session).base + current.nodes)

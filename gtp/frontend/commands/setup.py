"""Setup commands: board size, clearing, komi, handicap, rules."""
from typing import List

from ....engine.board import IllegalMove
from ....engine.colors import BLACK, WHITE
from ....engine.config import AREA, RULE_ALIASES
from ....engine.geometry import MAX_BOARD, PASS_MOVE
from ....engine.handicap import fixed_handicap_points, free_handicap_points, max_fixed_handicap
from ..protocol import GtpError
from ..registry import command

MAX_BOARD_SIZE = MAX_BOARD


@command("boardsize", args="size (integer)", fails="syntax error, unacceptable size")
def boardsize(session, args: List[str]) -> str:
    """Set the board size and clear the board; komi and time settings stay."""
    session.require(args, 1)
    size = session.parse_int(args[0])
    if not 1 <= size <= MAX_BOARD_SIZE:
        raise GtpError("unacceptable size")
    session.new_game(size)
    return ""


@command("clear_board")
def clear_board(session, args: List[str]) -> str:
    """Clear the board: no stones, no captures, no history; komi and time stay."""
    session.new_game()
    return ""


@command("query_boardsize", returns="the board size")
def query_boardsize(session, args: List[str]) -> str:
    """Report the board size."""
    return str(session.board.size)


@command("komi", args="komi (float)", fails="syntax error")
def komi(session, args: List[str]) -> str:
    """Set the komi (any value is accepted, as the spec requires)."""
    session.require(args, 1)
    value = session.parse_float(args[0])
    session.update_config(komi=value)
    session.game.komi = value
    return ""


@command("get_komi", returns="the komi")
def get_komi(session, args: List[str]) -> str:
    """Report the komi."""
    return f"{session.game.komi:g}"


@command("get_handicap", returns="the number of handicap stones")
def get_handicap(session, args: List[str]) -> str:
    """Report the handicap."""
    return str(session.game.handicap)


def _place_handicap(session, points: List[int], stones: int) -> None:
    try:
        session.game.place_setup([(p, BLACK) for p in points], handicap=stones, to_move=WHITE)
    except IllegalMove:
        raise GtpError("bad vertex list") from None


def _handicap_count(session, args: List[str]) -> int:
    session.require(args, 1)
    stones = session.parse_int(args[0])
    if not session.game.is_empty():
        raise GtpError("board not empty")
    return stones


@command("fixed_handicap", args="number of stones", returns="the handicap vertices",
         fails="syntax error, invalid number of stones, board not empty")
def fixed_handicap(session, args: List[str]) -> str:
    """Place handicap stones at the standard points (GTP's fixed layout)."""
    stones = _handicap_count(session, args)
    if not 2 <= stones <= max_fixed_handicap(session.board.size):
        raise GtpError("invalid number of stones")
    points = fixed_handicap_points(session.board.size, stones)
    _place_handicap(session, points, stones)
    return session.vertices(points)


@command("place_free_handicap", args="number of stones", returns="the handicap vertices",
         fails="syntax error, invalid number of stones, board not empty")
def place_free_handicap(session, args: List[str]) -> str:
    """Choose and place free handicap stones (on one line, single spaces)."""
    stones = _handicap_count(session, args)
    size = session.board.size
    if not 2 <= stones < size * size:
        raise GtpError("invalid number of stones")
    points = free_handicap_points(size, stones)
    _place_handicap(session, points, len(points))
    return session.vertices(points)


@command("set_free_handicap", args="vertices", fails="syntax error, bad vertex list, board not empty")
def set_free_handicap(session, args: List[str]) -> str:
    """Place handicap stones where the controller says."""
    size = session.board.size
    if not session.game.is_empty():
        raise GtpError("board not empty")
    points = [session.parse_vertex(a, "bad vertex list") for a in args]
    if len(points) < 2 or len(points) >= size * size or PASS_MOVE in points \
            or len(set(points)) != len(points):
        raise GtpError("bad vertex list")
    _place_handicap(session, points, len(points))
    return ""


@command("kgs-rules", args="japanese, chinese, aga or new_zealand", fails="syntax error")
def kgs_rules(session, args: List[str]) -> str:
    """Set the counting rules (KGS): territory for japanese, area otherwise."""
    session.require(args, 1)
    name = args[0].lower()
    rules = RULE_ALIASES.get(name, AREA if name in ("aga", "new_zealand") else None)
    if rules is None:
        raise GtpError("syntax error")
    session.update_config(rules=rules)
    return ""

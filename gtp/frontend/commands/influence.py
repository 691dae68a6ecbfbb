"""Influence commands: GNU Go's ``initial_influence`` and ``move_influence``,
and GoGui views of the territory estimate.

``initial_influence color what`` prints one of the influence arrays of the
examined position (dead dragons known) as GNU Go does: a row of numbers per
board row, top row first, floats as ``%6.2f`` and integers as ``%2d``.
``move_influence color vertex what`` prints the same after ``color`` plays
at ``vertex``. The colour to move changes nothing in Kosumi's influence
(GNU Go's barrier and intrusion patterns depend on it; we have none yet),
but it is required and checked, as GNU Go does.

``territory_value`` keeps GNU Go's sign: positive for White. The GoGui
views use GoGui's: positive for Black.
"""
from typing import Callable, Dict, List

from ....engine.colors import BLACK, EMPTY, WHITE
from ....engine.geometry import POS
from ....engine.influence import Influence
from ..protocol import GtpError
from ..registry import command
from .dragons import examined
from .gogui import board_rows

UNKNOWN_DATA = "unknown influence data"
# GNU Go's names of the influence data: numbers, and codes.
FLOAT_DATA = ("white_influence", "black_influence", "white_strength", "black_strength",
              "white_attenuation", "black_attenuation", "white_permeability",
              "black_permeability", "territory_value")
CODE_DATA = ("influence_regions", "non_territory")


def _stone_strength(influence: Influence, color: int) -> Callable[[int], float]:
    strengths = {s.pos: s.strength for s in influence.sources if s.color == color}
    return lambda p: strengths.get(p, 0.0)


def _regions(influence: Influence, board: List[int]) -> Callable[[int], int]:
    """GNU Go's influence_regions code: 4 a living white stone, 3 white
    territory, 2 white moyo, 1 white area, 0 neutral; negative for Black."""
    def code(p: int) -> int:
        if influence.closed[p]:
            return 4 if board[p] == WHITE else -4
        for level, owner in ((3, influence.whose_territory(p)), (2, influence.whose_moyo(p)),
                             (1, influence.whose_area(p))):
            if owner != EMPTY:
                return level if owner == WHITE else -level
        return 0
    return code


def _fields(influence: Influence, board: List[int]) -> Dict[str, Callable[[int], float]]:
    """GNU Go's influence data names and how to read each from ours."""
    return {
        "white_influence": lambda p: influence.white[p],
        "black_influence": lambda p: influence.black[p],
        "white_strength": _stone_strength(influence, WHITE),
        "black_strength": _stone_strength(influence, BLACK),
        "white_attenuation": lambda p: influence.spread[0],
        "black_attenuation": lambda p: influence.spread[0],
        "white_permeability": lambda p: influence.white_open[p],
        "black_permeability": lambda p: influence.black_open[p],
        "territory_value": lambda p: -influence.territory[p],
    }


def _check(what: str) -> None:
    if what not in FLOAT_DATA and what not in CODE_DATA:
        raise GtpError(UNKNOWN_DATA)


def _print(session, influence: Influence, what: str) -> str:
    board = session.board.board
    size = session.board.size
    if what == "influence_regions":
        cell, fmt = _regions(influence, board), "%2d "
    elif what == "non_territory":
        cell, fmt = (lambda p: 0), "%2d "       # no non-territory patterns yet
    else:
        cell, fmt = _fields(influence, board)[what], "%6.2f "
    return "\n".join("".join(fmt % cell(POS(i, j)) for j in range(size)) for i in range(size))


@command("initial_influence", args="color what",
         returns="a row of numbers per board row (white_influence, black_influence, "
                 "territory_value, influence_regions, ...)",
         fails="invalid color, unknown influence data")
def initial_influence(session, args: List[str]) -> str:
    """The influence of the position with the dragons' statuses known
    (GNU Go's ``initial_influence``)."""
    session.require(args, 2, "invalid color")
    session.parse_color(args[0], "invalid color")
    what = args[1]
    _check(what)
    return _print(session, examined(session).influence, what)


@command("move_influence", args="color vertex what",
         returns="initial_influence's layout, after the move",
         fails="invalid move, illegal move, unknown influence data")
def move_influence(session, args: List[str]) -> str:
    """The influence after ``color`` plays ``vertex`` (captures taken),
    the dragons' statuses as before the move (GNU Go's ``move_influence``)."""
    session.require(args, 3, "invalid move")
    color = session.parse_color(args[0], "invalid move")
    pos = session.parse_vertex(args[1], "invalid move", allow_pass=False)
    what = args[2]
    position = examined(session)
    board = session.board
    if not board.is_legal(pos, color):
        raise GtpError("illegal move")
    _check(what)
    board.trymove(pos, color)
    try:
        dead = {p for p in position.dead if board.board[p] != EMPTY}
        after = Influence(board.board, board.points(), dead)
        return _print(session, after, what)
    finally:
        board.popgo()


@command("kosumi-territory", returns="a dboard of territory values: +1 Black, -1 White")
def territory(session, args: List[str]) -> str:
    """The influence function's territory estimate (GoGui dboard)."""
    influence = examined(session).influence
    return board_rows(session, lambda p: f"{influence.territory[p]:.2f}")


@command("kosumi-influence_regions",
         returns="gfx INFLUENCE: territory 1, moyo 0.6, area 0.3 (positive Black)")
def influence_regions(session, args: List[str]) -> str:
    """Territory, moyo and area of each side (GoGui gfx ``INFLUENCE``)."""
    influence = examined(session).influence
    code = _regions(influence, session.board.board)
    shade = {3: 1.0, 2: 0.6, 1: 0.3}
    cells = []
    for p in session.board.points():
        c = code(p)
        if c and abs(c) < 4:
            cells.append(f"{session.vertex(p)} {-shade[abs(c)] if c > 0 else shade[-c]:.1f}")
    return "INFLUENCE " + " ".join(cells) if cells else "CLEAR"

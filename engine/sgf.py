"""Reading and writing games as SGF (through sgfmill).

``load_game`` gives ``loadsgf`` its GNU Go meaning: the main line is
replayed, setup stones (AB/AW/AE) are placed where they occur, and with a
move number N play stops *before* move N (with a vertex, before the first
move at that point). The colour to move is the colour of the move where
play stopped, else PL, else the opponent of the last move (White after a
handicap setup with no moves, Black on an empty record). Size comes from SZ
(19 if absent), komi from KM (GNU Go's 5.5, or 0.5 with a handicap, if
absent). Unlike GNU Go, a record that cannot be replayed (moves off the
board, on occupied points, or otherwise illegal) is refused as a whole
with :class:`SgfError`, so a caller never ends up with half a game.
Depends on the board and game modules and sgfmill.
"""
import datetime
from typing import List, Optional, Set, Tuple

from sgfmill import sgf

from .board import Board, IllegalMove
from .colors import BLACK, EMPTY, WHITE
from .game import Game
from .version import __version__
from .geometry import MAX_BOARD, PASS_MOVE, POS, I, J

_COLORS = {"b": BLACK, "w": WHITE}


def _player(raw: bytes) -> Optional[int]:
    """The colour of a PL value: ``B``/``W`` (any case), or the digits
    ``1``/``2`` some old (FF[3]) files write, as GNU Go reads them."""
    first = raw[:1].decode("latin-1").lower()
    return {"1": BLACK, "2": WHITE}.get(first, _COLORS.get(first))


class SgfError(ValueError):
    """An SGF file that cannot be read or replayed; the message says why."""


def _to_pos(point: Optional[Tuple[int, int]], size: int) -> int:
    if point is None:
        return PASS_MOVE
    row, col = point
    return POS(size - 1 - row, col)


def _to_point(pos: int, size: int) -> Optional[Tuple[int, int]]:
    if pos == PASS_MOVE:
        return None
    return size - 1 - I(pos), J(pos)


def parse_sgf(data: bytes) -> sgf.Sgf_game:
    """Parse SGF bytes; raises SgfError on bad syntax or an unusable size."""
    try:
        game = sgf.Sgf_game.from_bytes(data)
    except ValueError as err:
        raise SgfError(f"bad SGF: {err}") from None
    size = game.get_size()
    if not 1 <= size <= MAX_BOARD:
        raise SgfError(f"board size {size} not supported")
    return game


def read_sgf_file(path: str) -> sgf.Sgf_game:
    """Read and parse an SGF file; raises SgfError if missing or broken."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as err:
        raise SgfError(f"cannot open {path!r}: {err.strerror or err}") from None
    return parse_sgf(data)


def load_game(sgf_game: sgf.Sgf_game, until_move: Optional[int] = None,
              until_pos: Optional[int] = None, *, allow_suicide: bool = False,
              superko: bool = False) -> Tuple[Game, int]:
    """Replay an SGF game; returns the game and the colour to move.

    ``until_move`` N (N >= 1) stops before the Nth move; ``until_pos`` stops
    before the first move at that point. Raises SgfError if the record
    cannot be replayed.
    """
    size = sgf_game.get_size()
    root = sgf_game.get_root()
    try:
        handicap = sgf_game.get_handicap() or 0
    except ValueError:
        handicap = 0
    try:
        komi = float(root.get("KM")) if root.has_property("KM") else (0.5 if handicap > 1 else 5.5)
    except ValueError:
        raise SgfError("bad komi") from None
    game = Game(size, komi, allow_suicide=allow_suicide, superko=superko)
    game.handicap = handicap
    move_number = 0
    to_move: Optional[int] = None
    last_color: Optional[int] = None
    for node in sgf_game.get_main_sequence():
        _apply_setup(game, node, size)
        try:
            colour, point = node.get_move()
        except ValueError as err:
            raise SgfError(f"bad move: {err}") from None
        if colour is None:
            if node.has_property("PL"):
                to_move = _player(node.get_raw("PL"))
            continue
        color = _COLORS[colour]
        pos = _to_pos(point, size)
        move_number += 1
        if (until_move is not None and until_move >= 1 and move_number == until_move) or \
                (until_pos is not None and pos == until_pos):
            _set_to_move(game, color)
            return game, color
        try:
            game.play(color, pos)
        except IllegalMove as err:
            raise SgfError(f"move {move_number} ({colour.upper()} at {point}) is illegal: "
                           f"{err.reason.value}") from None
        last_color = color
        to_move = None
    if to_move is None:
        if last_color is not None:
            to_move = WHITE if last_color == BLACK else BLACK
        else:
            to_move = WHITE if (handicap > 1 or _only_black_setup(game)) else BLACK
    _set_to_move(game, to_move)
    return game, to_move


def _only_black_setup(game: Game) -> bool:
    colors = {color for _, color in game.setup}
    return colors == {BLACK}


def _set_to_move(game: Game, color: int) -> None:
    game.board.set_to_move(color)


def _apply_setup(game: Game, node: sgf.Tree_node, size: int) -> None:
    try:
        blacks, whites, empties = node.get_setup_stones()
    except ValueError as err:
        raise SgfError(f"bad setup stones: {err}") from None
    if not (blacks or whites or empties):
        return
    for point in blacks | whites | empties:
        if not (0 <= point[0] < size and 0 <= point[1] < size):
            raise SgfError(f"setup point {point} is off the board")
    if empties:
        _remove_stones(game, {_to_pos(p, size) for p in empties})
    stones = [(_to_pos(p, size), BLACK) for p in sorted(blacks)]
    stones += [(_to_pos(p, size), WHITE) for p in sorted(whites)]
    try:
        game.place_setup(stones)
    except IllegalMove as err:
        raise SgfError(f"bad setup stones: {err.reason.value}") from None


def _remove_stones(game: Game, points: Set[int]) -> None:
    board = game.board
    position = {p: board.board[p] for p in board.points()
                if board.board[p] != EMPTY and p not in points}
    game.board = Board.from_position(game.size, position, board.to_move,
                                     allow_suicide=game.allow_suicide, superko=game.superko)
    game.setup = [(p, c) for p, c in game.setup if p not in points]


def _new_record(game: Game, rules_name: str, app: str) -> sgf.Sgf_game:
    record = sgf.Sgf_game(size=game.size)
    root = record.get_root()
    root.set("KM", game.komi)
    root.set("RU", rules_name)
    root.set("AP", (app, __version__))
    root.set("DT", datetime.date.today().isoformat())
    if game.handicap:
        root.set("HA", game.handicap)
    return record


def position_sgf(game: Game, rules_name: str = "Japanese", app: str = "Kosumi") -> bytes:
    """The current position as a static SGF (setup stones and PL), as
    GNU Go's ``printsgf`` writes it."""
    record = _new_record(game, rules_name, app)
    root = record.get_root()
    board = game.board
    blacks = {_to_point(p, game.size) for p in board.points() if board.board[p] == BLACK}
    whites = {_to_point(p, game.size) for p in board.points() if board.board[p] == WHITE}
    root.set_setup_stones(blacks, whites)
    root.set("PL", "b" if board.to_move == BLACK else "w")
    return record.serialise()


def game_sgf(game: Game, rules_name: str = "Japanese", app: str = "Kosumi",
             players: Tuple[str, str] = ("", ""), result: str = "",
             comments: Optional[List[str]] = None) -> sgf.Sgf_game:
    """The whole game (setup stones, then every move) as an sgfmill game."""
    record = _new_record(game, rules_name, app)
    root = record.get_root()
    if players[0]:
        root.set("PB", players[0])
    if players[1]:
        root.set("PW", players[1])
    if result:
        root.set("RE", result)
    blacks = {_to_point(p, game.size) for p, c in game.setup if c == BLACK}
    whites = {_to_point(p, game.size) for p, c in game.setup if c == WHITE}
    if blacks or whites:
        root.set_setup_stones(blacks, whites)
    node = root
    for k, (color, pos) in enumerate(game.moves):
        node = node.new_child()
        node.set_move("b" if color == BLACK else "w", _to_point(pos, game.size))
        if comments and k < len(comments) and comments[k]:
            node.set("C", comments[k])
    return record

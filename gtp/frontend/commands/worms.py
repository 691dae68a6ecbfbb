"""Worm analysis commands (GNU Go's names and formats).

``worm_data`` prints GNU Go 3.8's layout field by field, codes as that
command prints them (the internal values: 5 WIN, 4 KO_A, 1 KO_B; not the
GTP digits of ``attack``). One difference is by design: an empty point
reports its cavity (manual 7.1: origin and size of the empty region, colour
``black border``/``white border``/``gray``, GNU Go's ``color_to_string``
names), where GNU Go 3.8 reports every empty point as a one-point
``empty`` worm of size 0. ``kosumi-worm_field`` prints one field, so that
``.tst`` files can test each field on one line.

The analysis is made once per position (keyed by hash and move number) and
shared by the commands; its reader is the session's, and its attack and
defence pattern candidates come from Kosumi's ``attacks`` and ``defenses``
databases (:mod:`kosumi.engine.worm_patterns`).
Board-only fields (``worm_cutstone``, most ``kosumi-worm_field`` fields)
are answered without reading.
"""
from typing import List

from ....engine.colors import BLACK, BLACK_BORDER, EMPTY, GRAY_BORDER, WHITE, WHITE_BORDER
from ....engine.geometry import pos_to_vertex
from ....engine.unconditional import UNKNOWN
from ....engine.unconditional import unconditional_status as compute_status
from ....engine.worm_patterns import tactical_patterns
from ....engine.worms import Worms, add_tactical_fields, add_worm_threats, make_board_worms
from ..protocol import GtpError
from ..registry import command

_COLOR_WORDS = {WHITE: "white", BLACK: "black", GRAY_BORDER: "gray",
                WHITE_BORDER: "white border", BLACK_BORDER: "black border", EMPTY: "empty"}


# How far a cached worm analysis has got.
BOARD_ONLY, TACTICAL, WITH_THREATS = 0, 1, 2

# The worm_data fields that need no reading (make_board_worms fills them).
BOARD_FIELDS = frozenset(("origin", "color", "size", "effective_size", "liberties",
                          "liberties2", "liberties3", "liberties4", "cutstone", "cutstone2",
                          "genus", "invincible", "unconditional_status"))


def worms(session, tactical: bool = True, threats: bool = True) -> Worms:
    """The worm analysis of the session's current position (made on demand,
    in stages: the board fields, the tactical fields, the threats).

    With ``tactical=False`` only the board fields are guaranteed, with
    ``threats=False`` the threats may be missing (they cost the most
    reading, and only worm_data shows them). Raises GtpError while reading
    moves are on the board, where GNU Go cannot examine the position either.
    """
    board = session.board
    entry = session.per_position("worms", lambda: [make_board_worms(board), BOARD_ONLY],
                                 "worm data unavailable when stackp > 0")
    wanted = WITH_THREATS if threats and tactical else TACTICAL if tactical else BOARD_ONLY
    if entry[1] < TACTICAL <= wanted:
        reader = session.reader()
        patterns = session.cached("worm_patterns", lambda: tactical_patterns(reader))
        add_tactical_fields(board, entry[0], session.config, reader, patterns, threats=False)
        entry[1] = TACTICAL
    if entry[1] < WITH_THREATS <= wanted:
        add_worm_threats(board, entry[0], session.config, session.reader())
        entry[1] = WITH_THREATS
    return entry[0]


def worm_record(w: Worms, pos: int) -> List[str]:
    """The lines GNU Go's ``worm_data`` prints for one point, after its
    ``VERTEX:`` line."""
    def vertex(point: int) -> str:
        return pos_to_vertex(point, w.board_size)

    status = w.unconditional_status[pos]
    rows = [
        ("origin", vertex(w.origin[pos])),
        ("color", _COLOR_WORDS[w.color[pos]]),
        ("size", w.size[pos]),
        ("effective_size", "%.2f" % w.effective_size[pos]),
        ("liberties", w.liberties[pos]),
        ("liberties2", w.liberties2[pos]),
        ("liberties3", w.liberties3[pos]),
        ("liberties4", w.liberties4[pos]),
        ("attack_code", w.attack_codes[pos][0]),
        ("attack_point", vertex(w.attack_points[pos][0])),
        ("defense_code", w.defense_codes[pos][0]),
        ("defense_point", vertex(w.defense_points[pos][0])),
        ("lunch", vertex(w.lunch[pos])),
        ("cutstone", w.cutstone[pos]),
        ("cutstone2", w.cutstone2[pos]),
        ("genus", w.genus[pos]),
        ("inessential", w.inessential[pos]),
        ("invincible", w.invincible[pos]),
        ("unconditional_status", "unknown" if status == UNKNOWN else status),
    ]
    return [f"{name:<20} {value}" for name, value in rows]


def format_worm_data(w: Worms, points: List[int]) -> str:
    """``worm_data``'s answer for the given points, in GNU Go's layout."""
    lines = []
    for pos in points:
        lines.append(pos_to_vertex(pos, w.board_size) + ":")
        lines.extend(worm_record(w, pos))
    return "\n".join(lines)


@command("worm_data", args="optional vertex",
         returns="the worm data of the vertex, or of every vertex, GNU Go's layout",
         fails="invalid color or coordinate")
def worm_data(session, args: List[str]) -> str:
    """Print the worm data of a point, or of every point (GNU Go's make_worms)."""
    board = session.board
    if args:
        points = [session.parse_vertex(args[0], "invalid color or coordinate", allow_pass=False)]
    else:
        points = board.points()
    return format_worm_data(worms(session), points)


@command("kosumi-worm_field", args="vertex field",
         returns="one field of worm_data for the vertex, as worm_data prints it",
         fails="invalid coordinate, unknown field")
def worm_field(session, args: List[str]) -> str:
    """Print one worm_data field of a point (one line, for .tst regressions)."""
    pos = session.parse_point(args, 2)
    w = worms(session, tactical=args[1] not in BOARD_FIELDS)
    for line in worm_record(w, pos):
        name, value = line.split(None, 1)
        if name == args[1]:
            return value
    raise GtpError("unknown field")


@command("worm_stones", args="optional vertex or color",
         returns="the stones of each worm, one worm per line",
         fails="invalid coordinate, worm_stones called on an empty vertex")
def worm_stones(session, args: List[str]) -> str:
    """List the stones of the worm at a vertex, or of every worm (of a colour)."""
    board = session.board
    target = None
    color = None
    if args:
        color = _color_or_none(args[0])
        if color is None:
            target = session.parse_vertex(args[0], "invalid coordinate", allow_pass=False)
            if board.board[target] == EMPTY:
                raise GtpError("worm_stones called on an empty vertex")
    lines = []
    for pos in board.points():
        c = board.board[pos]
        if c == EMPTY or (color is not None and c != color) or board.find_origin(pos) != pos:
            continue
        if target is not None and not board.same_string(pos, target):
            continue
        lines.append("".join(session.vertex(p) + " " for p in sorted(board.string_stones(pos))))
    return "\n".join(lines)


def _color_or_none(text: str):
    word = text.lower()
    return {"black": BLACK, "b": BLACK, "white": WHITE, "w": WHITE}.get(word)


@command("worm_cutstone", args="vertex", returns="the cutstone field (0, 1 or 2)",
         fails="invalid coordinate, vertex must not be empty")
def worm_cutstone(session, args: List[str]) -> str:
    """Tell whether the string at the vertex cuts two enemy strings (GNU Go's cutstone)."""
    pos = session.parse_point(args)
    if session.board.board[pos] == EMPTY:
        raise GtpError("vertex must not be empty")
    return str(worms(session, tactical=False).cutstone[pos])


@command("examine_position", returns="nothing",
         fails="worm data unavailable when stackp > 0")
def examine_position(session, args: List[str]) -> str:
    """Analyse the current position now (the worm data; GNU Go's examine_position)."""
    worms(session)
    return ""


@command("unconditional_status", args="vertex",
         returns="undecided, alive, dead, white_territory or black_territory",
         fails="invalid coordinate")
def unconditional_status(session, args: List[str]) -> str:
    """Status a point has whatever the opponent does (GNU Go's unconditional_life)."""
    pos = session.parse_point(args)
    board = session.board
    key = ("unconditional", board.hash, board.move_number)
    cache = session.cached("unconditional", dict)
    if key not in cache:
        cache.clear()
        cache[key] = compute_status(board)
    return cache[key][pos]

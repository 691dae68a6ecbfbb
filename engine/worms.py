"""Worm analysis: what GNU Go records about every string and cavity.

Counterpart of GNU Go's ``worm.c`` (``make_worms``; manual
section 7.1). :func:`make_worms` examines one position and returns a
:class:`Worms` object: per board point, the fields of GNU Go's
``struct worm_data``. A *worm* is a string of stones or a *cavity* (a
maximal connected set of empty points). Every field is constant over a
worm, except ``unconditional_status``, which is per point.

The fields are computed in the order GNU Go computes them, because later
ones read earlier ones:

1. strings and cavities: colour (a cavity's colour is its border colour),
   origin, size, liberties (:func:`_build_worms`);
2. effective sizes: stones plus a share of the empty points within
   distance 4 (:func:`_effective_sizes`);
3. unconditional status and invincibility (:mod:`.unconditional`);
4. liberties of order 2 to 4 (:func:`_higher_order_liberties`), cutting
   stones (:func:`_cutstones`) and genus (:func:`_genus`);
5. tactical attack and defence points (:class:`_Tactics`): the reader's
   answers, candidates from attack/defence patterns when a caller has
   them, every liberty of an attackable string, then every known attack
   and defence move replayed against all strings, and undefendable
   neighbours saved by capturing their attacker;
6. lunches, attack and defence threats;
7. inessential strings.

Tactical point lists keep GNU Go's ``movelist`` rules
(``MAX_TACTICAL_POINTS`` entries sorted by falling code; a point already
listed only ever gets a lower code; code 0 removes it).

A :class:`Worms` describes the position it was made for (``hash`` and
``board_size`` record which); it keeps no reference to the board, whose
moves would otherwise silently invalidate it. It depends on the board, the
config, unconditional life and tactical reading. It knows nothing of
dragons, patterns or GTP: attack and defence patterns live above this layer
and are passed in (:class:`PatternCandidates`), and ``cutstone2`` is set
later by the connection patterns through :meth:`Worms.add_cutstone2`.
"""
from array import array
from typing import Callable, Dict, FrozenSet, Iterable, List, Optional, Sequence, Set, Tuple

from .board import Board
from .colors import BLACK, BLACK_BORDER, EMPTY, GRAY, GRAY_BORDER, WHITE, WHITE_BORDER
from .config import EngineConfig
from .geometry import BOARDSIZE, DIRS, I, J, NO_MOVE, NS, PASS_MOVE, delta
from .reading import (KO_A, WIN, BudgetReader, Reader, ReadingBudgetExceeded,
                      ReadingInterrupted)
from .reading.generators import send_two_return_one
from .unconditional import UNKNOWN, unconditional_analysis

MAX_TACTICAL_POINTS = 10

# Effective size counts empty points at most this far from the nearest stone.
EFFECTIVE_SIZE_DISTANCE = 4
# The threats may use at most this share of a budget reader's nodes: the
# examination after the worms (connections, safety of moves) must still
# fit in what is left. Measured on the 19x19 bench positions: without the
# cap three of nine ran out after the threats and were examined twice.
THREAT_BUDGET_SHARE = 0.5
# Reading nodes for each string a known move is replayed against
# (replay_known_moves): past them the string keeps its codes. GNU Go reads
# these without a limit, but its reader's depths keep them small; ours can
# blow up in a ko-ridden fight (a 19x19 position of GNU Go's semeai.tst
# spent half a minute here). 5000 -> 1500: on tripod4.sgf (19x19) eight
# replays ran out of 5,000 nodes and took 1.3 of the position's 7.1 s for
# nothing. Measured with the GTP commands' budget reader on the 210
# positions of test_worms_vs_gnugo: worm_data agrees with GNU Go's as
# often (one attack more), in 137 s against 168; GNU Go's owl and
# dragon_status cases keep every answer, in 11% less time.
REPLAY_BUDGET = 1500

_NO_POINTS = (NO_MOVE,) * MAX_TACTICAL_POINTS  # tactical lists of cavities

# (move, colour that plays it, points of the strings it may attack or defend)
Candidate = Tuple[int, int, Sequence[int]]


class PatternCandidates:
    """What attack and defence patterns propose, for :func:`make_worms`.

    The pattern matcher sits above this layer; a caller that has GNU Go's
    attack and defence databases (``attpat``/``defpat``) subclasses this and
    passes it in. Every candidate is verified by reading before it is
    recorded, as in GNU Go's ``attack_callback``/``defense_callback``.
    """

    def attack_candidates(self, board: Board, worms: "Worms") -> Iterable[Candidate]:
        """Moves that may capture the listed strings (of the other colour)."""
        return ()

    def defense_candidates(self, board: Board, worms: "Worms") -> Iterable[Candidate]:
        """Moves that may save the listed strings (of the mover's colour)."""
        return ()


class Worms:
    """The worm data of one position: GNU Go's ``worm[]`` array as an object.

    Every field is a list indexed by board point (the names of manual 7.1). For a
    stone: its string's colour, origin, size, effective size, liberties of
    orders 1-4, lunch, cutstone, cutstone2, genus, inessential, invincible,
    unconditional status, and the tactical point and code lists
    (``attack_points[pos][k]`` with ``attack_codes[pos][k]``, the same list
    object for every stone of a worm). For an empty point: its cavity's
    border colour (BLACK_BORDER, WHITE_BORDER or GRAY_BORDER), origin and
    size, and the point's unconditional status; the other fields are 0.
    """

    _SCALARS = ("color", "origin", "size", "effective_size", "liberties", "liberties2",
                "liberties3", "liberties4", "lunch", "cutstone", "cutstone2", "genus",
                "inessential", "invincible")
    _LISTS = ("attack_points", "attack_codes", "defense_points", "defense_codes",
              "attack_threat_points", "attack_threat_codes", "defense_threat_points",
              "defense_threat_codes")

    __slots__ = _SCALARS + _LISTS + ("unconditional_status", "board_size", "hash",
                                     "worm_origins", "_stones")

    def __init__(self, board_size: int, position_hash: int) -> None:
        self.board_size = board_size
        self.hash = position_hash
        for name in self._SCALARS:
            setattr(self, name, [0] * BOARDSIZE)
        self.effective_size = [0.0] * BOARDSIZE
        for name in self._LISTS:
            setattr(self, name, [_NO_POINTS] * BOARDSIZE)
        self.unconditional_status: List[str] = [UNKNOWN] * BOARDSIZE
        self.worm_origins: List[int] = []
        self._stones: Dict[int, Tuple[int, ...]] = {}

    # --- queries ----------------------------------------------------------

    def is_same_worm(self, pos1: int, pos2: int) -> bool:
        """True if both points belong to one worm. Counterpart of GNU Go's
        ``is_same_worm``."""
        return self.origin[pos1] == self.origin[pos2]

    def is_worm_origin(self, pos: int, origin: int) -> bool:
        """True if the worm at ``pos`` has origin ``origin``. Counterpart of
        GNU Go's ``is_worm_origin``."""
        return self.origin[pos] == origin

    def stones(self, pos: int) -> Tuple[int, ...]:
        """The stones of the string at ``pos``, in increasing order."""
        return self._stones[self.origin[pos]]

    def attacks(self, pos: int) -> List[Tuple[int, int]]:
        """Known ``(point, code)`` attacks on the string at ``pos``, best first."""
        return _listed(self.attack_points[pos], self.attack_codes[pos])

    def defenses(self, pos: int) -> List[Tuple[int, int]]:
        """Known ``(point, code)`` defences of the string at ``pos``, best first."""
        return _listed(self.defense_points[pos], self.defense_codes[pos])

    def attack_threats(self, pos: int) -> List[Tuple[int, int]]:
        """Known ``(point, code)`` moves threatening to capture the string."""
        return _listed(self.attack_threat_points[pos], self.attack_threat_codes[pos])

    def defense_threats(self, pos: int) -> List[Tuple[int, int]]:
        """Known ``(point, code)`` moves threatening to save the string."""
        return _listed(self.defense_threat_points[pos], self.defense_threat_codes[pos])

    def attack_move_known(self, move: int, pos: int) -> int:
        """The code of ``move`` as an attack on the string at ``pos``, or 0.
        Counterpart of GNU Go's ``attack_move_known``."""
        return _move_known(move, self.attack_points[pos], self.attack_codes[pos])

    def defense_move_known(self, move: int, pos: int) -> int:
        """The code of ``move`` as a defence of the string at ``pos``, or 0.
        Counterpart of GNU Go's ``defense_move_known``."""
        return _move_known(move, self.defense_points[pos], self.defense_codes[pos])

    # --- changes (while the analysis is built, and by later stages) -------

    def change_attack(self, pos: int, move: int, code: int) -> None:
        """Record that ``move`` captures the string at ``pos`` with ``code``
        (0 removes it). Counterpart of GNU Go's ``change_attack``."""
        _change_point(self.attack_points[pos], self.attack_codes[pos], move, code)

    def change_defense(self, pos: int, move: int, code: int) -> None:
        """Record that ``move`` saves the string at ``pos`` with ``code``.
        Counterpart of GNU Go's ``change_defense``."""
        _change_point(self.defense_points[pos], self.defense_codes[pos], move, code)

    def clear_threats(self) -> None:
        """Forget every attack and defence threat."""
        for name in ("attack_threat_points", "attack_threat_codes",
                     "defense_threat_points", "defense_threat_codes"):
            lists = getattr(self, name)
            for origin in self.worm_origins:
                lists[origin][:] = [NO_MOVE] * MAX_TACTICAL_POINTS  # shared by its stones

    def change_attack_threat(self, pos: int, move: int, code: int) -> None:
        """Counterpart of GNU Go's ``change_attack_threat``."""
        _change_point(self.attack_threat_points[pos], self.attack_threat_codes[pos], move, code)

    def change_defense_threat(self, pos: int, move: int, code: int) -> None:
        """Counterpart of GNU Go's ``change_defense_threat``."""
        _change_point(self.defense_threat_points[pos], self.defense_threat_codes[pos],
                      move, code)

    def add_cutstone2(self, pos: int) -> None:
        """Count one more cutting point of the string at ``pos``; the
        connection patterns call this (GNU Go's ``find_cuts``)."""
        value = self.cutstone2[pos] + 1
        for stone in self.stones(pos):
            self.cutstone2[stone] = value

    def make_inessential(self, pos: int) -> None:
        """Mark the string at ``pos`` inessential after the owl pass: it can
        be captured and defended, and every enemy next to it is dead (GNU
        Go's ``revise_inessentiality``, which the dragons' judgement runs)."""
        self._set("inessential", self.origin[pos], 1)

    def make_essential(self, pos: int) -> None:
        """Mark the string at ``pos`` essential again: a race found that
        its dragon lives or is critical, and that must count (GNU Go's
        ``update_status``)."""
        self._set("inessential", self.origin[pos], 0)

    # --- construction -----------------------------------------------------

    def _set(self, field: str, origin: int, value) -> None:
        """Give every stone of the worm at ``origin`` the value (GNU Go's
        ``propagate_worm`` for one field)."""
        values = getattr(self, field)
        for stone in self._stones[origin]:
            values[stone] = value


def _listed(points: Sequence[int], codes: Sequence[int]) -> List[Tuple[int, int]]:
    out = []
    for point, code in zip(points, codes):
        if code == 0:
            break
        out.append((point, code))
    return out


def _move_known(move: int, points: Sequence[int], codes: Sequence[int]) -> int:
    """Counterpart of GNU Go's ``movelist_move_known``."""
    for point, code in zip(points, codes):
        if code == 0:
            return 0
        if point == move:
            return code
    return 0


def _change_point(points: List[int], codes: List[int], move: int, code: int) -> None:
    """Add or lower the code of ``move`` in a tactical list.

    As GNU Go's ``movelist_change_point``: a listed move's code only ever
    goes down (a higher code is old news); a new move replaces the last
    entry if its code beats it; the list stays sorted by falling code, ties
    in the order they came.
    """
    if move in points:
        k = points.index(move)
        if codes[k] <= code:
            return
        codes[k] = code
    elif code > codes[-1]:
        points[-1] = move
        codes[-1] = code
    else:
        return
    order = sorted(range(len(codes)), key=lambda n: -codes[n])
    points[:] = [points[n] for n in order]
    codes[:] = [codes[n] for n in order]


# ----------------------------------------------------------------------
# Board-only fields


def _build_worms(board: Board, w: Worms) -> None:
    """Colour, origin, size and liberties of every string and cavity.

    Counterpart of GNU Go's ``build_worms``, plus the cavities of manual 7.1
    (GNU Go 3.8 leaves every empty point a worm of its own).
    """
    bd = board.board
    sn = board.string_number
    for pos in board.points():
        color = bd[pos]
        if color == EMPTY:
            if not w.origin[pos]:
                _build_cavity(board, w, pos)
            continue
        s = sn[pos]
        origin = board.str_origin[s]
        if origin == pos:
            w.worm_origins.append(pos)
            w._stones[pos] = tuple(sorted(board.string_stones(pos)))
            for name in Worms._LISTS:
                getattr(w, name)[pos] = [NO_MOVE] * MAX_TACTICAL_POINTS
        w.color[pos] = color
        w.origin[pos] = origin
        w.size[pos] = board.str_size[s]
        w.liberties[pos] = len(board.str_libs[s])
        for name in Worms._LISTS:
            values = getattr(w, name)
            values[pos] = values[origin]


def _build_cavity(board: Board, w: Worms, start: int) -> None:
    """Flood the empty region at ``start`` (its smallest point)."""
    bd = board.board
    region = [start]
    seen = {start}
    border = 0
    k = 0
    while k < len(region):
        pos = region[k]
        k += 1
        for d in DIRS:
            q = pos + d
            c = bd[q]
            if c == EMPTY:
                if q not in seen:
                    seen.add(q)
                    region.append(q)
            elif c != GRAY:
                border |= c
    color = {BLACK: BLACK_BORDER, WHITE: WHITE_BORDER}.get(border, GRAY_BORDER)
    for pos in region:
        w.color[pos] = color
        w.origin[pos] = start
        w.size[pos] = len(region)


def _effective_sizes(board: Board, w: Worms) -> None:
    """Stones plus shares of the empty points nearest to each string.

    Every empty point within EFFECTIVE_SIZE_DISTANCE steps of a stone is
    shared among the strings at the smallest distance: each gets
    ``0.5 / n`` of it. Sums are kept in single precision, added in board
    order, so the two printed decimals match GNU Go's ``float`` field.
    Counterpart of GNU Go's ``compute_effective_worm_sizes``.
    """
    bd = board.board
    origin = w.origin
    nearest: Dict[int, Tuple[int, ...]] = {}
    frontier = []
    for pos in board.points():
        if bd[pos] in (WHITE, BLACK):
            nearest[pos] = (origin[pos],)
            frontier.append(pos)
    for _ in range(EFFECTIVE_SIZE_DISTANCE):
        reached: Dict[int, List[int]] = {}
        for pos in frontier:
            for d in DIRS:
                q = pos + d
                if bd[q] == EMPTY and q not in nearest:
                    owners = reached.setdefault(q, [])
                    for o in nearest[pos]:
                        if o not in owners:
                            owners.append(o)
        if not reached:
            break
        for q, owners in reached.items():
            nearest[q] = tuple(owners)
        frontier = list(reached)
    sums = array("f", bytes(4 * BOARDSIZE))
    for pos in board.points():
        owners = nearest.get(pos)
        if owners is None:
            continue
        share = 1.0 if bd[pos] != EMPTY else 0.5 / len(owners)
        for o in owners:
            sums[o] = sums[o] + share
    for o in w.worm_origins:
        w._set("effective_size", o, sums[o])


def _unconditional(board: Board, w: Worms) -> None:
    """Unconditional status of every point and the invincible strings.

    Counterpart of GNU Go's ``compute_unconditional_status``.
    """
    status, invincible = unconditional_analysis(board)
    for pos, value in status.items():
        w.unconditional_status[pos] = value
    for pos in invincible:
        w.invincible[pos] = 1


def _is_ko_point(board: Board, pos: int) -> bool:
    """True for a stone whose capture would be a ko capture, or an empty
    point where a ko capture can be made. Counterpart of GNU Go's
    ``is_ko_point``."""
    bd = board.board
    if bd[pos] == EMPTY:
        color = bd[pos + NS] if bd[pos + NS] != GRAY else bd[pos - NS]
        return color in (WHITE, BLACK) and board.is_ko(pos, WHITE + BLACK - color) != NO_MOVE
    s = board.string_number[pos]
    libs = board.str_libs[s]
    return (len(libs) == 1 and board.str_size[s] == 1
            and board.is_ko(libs[0], WHITE + BLACK - bd[pos]) != NO_MOVE)


def _flanked(bd: List[int], pos: int, other: int) -> bool:
    """True if enemy stones (or the edge) close ``pos`` on two opposite sides."""
    south, north, west, east = bd[pos + NS], bd[pos - NS], bd[pos - 1], bd[pos + 1]
    return ((south in (other, GRAY) and north in (other, GRAY))
            or (west in (other, GRAY) and east in (other, GRAY)))


def _higher_order_liberties(board: Board, origin: int,
                            ko_points: Dict[int, bool]) -> Tuple[int, int, int]:
    """Numbers of liberties of order 2, 3 and 4 of the string at ``origin``.

    A liberty of order n is an empty point that n stones of the string's
    colour, and no fewer, would connect to it. The path may run through
    friendly strings and through (not past) ko points; a new stone may not
    touch an enemy stone; a first-order liberty closed on two opposite
    sides by enemy stones or the edge blocks the path. Each pass extends
    the reached area by one stone. Counterpart of GNU Go's ``ping_cave``.
    """
    bd = board.board
    color = bd[origin]
    other = WHITE + BLACK - color
    reached = {lib for lib in board.str_libs[board.string_number[origin]]
               if not _flanked(bd, lib, other)}
    counts = []
    for _ in range(3):
        count = 0
        visited = {origin}
        todo = [origin]
        while todo:
            pos = todo.pop()
            for d in DIRS:
                q = pos + d
                if (bd[q] == EMPTY and q not in reached and q not in visited
                        and bd[q + NS] != other and bd[q - 1] != other
                        and bd[q - NS] != other and bd[q + 1] != other):
                    count += 1
                    visited.add(q)
                    reached.add(q)
            if pos not in ko_points:
                ko_points[pos] = _is_ko_point(board, pos)
            if ko_points[pos]:
                continue
            for d in DIRS:
                q = pos + d
                if q not in visited and (q in reached or bd[q] == color):
                    visited.add(q)
                    todo.append(q)
        counts.append(count)
    return counts[0], counts[1], counts[2]


def _cutstones(board: Board, w: Worms) -> None:
    """2 for a string touching two enemy strings without a common liberty,
    1 if they share one.

    The two enemy strings are those of the first and the last adjacent
    enemy stone in board order (as GNU Go picks them). Counterpart of the
    cutstone loop of GNU Go's ``make_worms``.
    """
    bd = board.board
    for origin in w.worm_origins:
        other = WHITE + BLACK - bd[origin]
        enemies = sorted({s + d for s in w._stones[origin] for d in DIRS
                          if bd[s + d] == other})
        if not enemies:
            continue
        first = w.origin[enemies[0]]
        second = next((e for e in reversed(enemies) if w.origin[e] != first), NO_MOVE)
        if second == NO_MOVE:
            continue
        common = set(board.findlib(first)) & set(board.findlib(second))
        w._set("cutstone", origin, 1 if common else 2)


def _genus(board: Board, w: Worms, origin: int) -> int:
    """Connected components of the rest of the board, minus one.

    Every component touches the string, so it is enough to flood from its
    neighbours. Counterpart of GNU Go's ``genus``.
    """
    bd = board.board
    seen: Set[int] = set(w._stones[origin])
    components = 0
    for stone in w._stones[origin]:
        for d in DIRS:
            start = stone + d
            if bd[start] == GRAY or start in seen:
                continue
            components += 1
            seen.add(start)
            todo = [start]
            while todo:
                pos = todo.pop()
                for e in DIRS:
                    q = pos + e
                    if bd[q] != GRAY and q not in seen:
                        seen.add(q)
                        todo.append(q)
    return components - 1


def _board_fields(board: Board, w: Worms) -> None:
    """Liberties of order 2-4, cutstone and genus of every string."""
    ko_points: Dict[int, bool] = {}
    for origin in w.worm_origins:
        lib2, lib3, lib4 = _higher_order_liberties(board, origin, ko_points)
        w._set("liberties2", origin, lib2)
        w._set("liberties3", origin, lib3)
        w._set("liberties4", origin, lib4)
    _cutstones(board, w)
    for origin in w.worm_origins:
        w._set("genus", origin, _genus(board, w, origin))


def examine_cavity(board: Board, pos: int) -> Tuple[int, int]:
    """Border colour and edge count of the cavity at ``pos``.

    For a stone, the string is imagined removed. Returns ``(colour, edge)``:
    BLACK or WHITE if only that colour borders the cavity, GRAY otherwise
    (both colours, or none); ``edge`` counts the empty points of the cavity
    on the first line. Counterpart of GNU Go's ``examine_cavity``.
    """
    bd = board.board
    size = board.size
    own = set(board.string_stones(pos)) if bd[pos] in (WHITE, BLACK) else set()
    seen = {pos}
    todo = [pos]
    border = 0
    edge = 0
    while todo:
        p = todo.pop()
        if bd[p] == EMPTY and (I(p) in (0, size - 1) or J(p) in (0, size - 1)):
            edge += 1
        for d in DIRS:
            q = p + d
            c = bd[q]
            if c == GRAY or q in seen:
                continue
            if c == EMPTY or q in own:
                seen.add(q)
                todo.append(q)
            else:
                border |= c
    return (border if border in (WHITE, BLACK) else GRAY), edge


# ----------------------------------------------------------------------
# Tactical fields


class _Tactics:
    """The reading-based fields of one analysis: attack and defence points,
    lunches and threats (GNU Go's ``find_worm_attacks_and_defenses``, the
    attack/defence refinement of ``make_worms``, ``find_lunch`` and
    ``find_worm_threats``)."""

    def __init__(self, board: Board, w: Worms, reader: Reader, deeper: Reader) -> None:
        self.board = board
        self.bd = board.board
        self.w = w
        self.reader = reader
        self.deeper = deeper
        # What the first readings of each string looked at (see _recorded):
        # the moves they tried, the strings whose results they reused, the
        # strings that reused a result of unknown origin; and their codes.
        self.shadow: Dict[int, Set[int]] = {}
        self.borrowed: Dict[int, Set[int]] = {}
        self.unknown: Set[int] = set()
        self.root_attack: Dict[int, int] = {}
        self.root_defense: Dict[int, int] = {}
        self.recording: Dict[int, int] = {}     # string -> the cache's recording id
        self.recorded: Dict[int, int] = {}      # recording id -> string

    def _recorded(self, origin: int, read: Callable[[], Tuple[int, int]]) -> Tuple[int, int]:
        """``read()`` (a root reading of the string at ``origin``), with its
        reading shadow and the cache's record of reused results kept for
        :meth:`_read_areas`."""
        board, cache = self.board, self.reader.cache
        if origin not in self.recording:
            self.recording[origin] = cache.new_recording()
            self.recorded[self.recording[origin]] = origin
        shadow: List[int] = []
        board.shadow = shadow
        cache.start_recording(self.recording[origin])
        try:
            return read()
        finally:
            board.shadow = None
            borrowed, unowned = cache.stop_recording()
            self.shadow.setdefault(origin, set()).update(shadow)
            strings = self.borrowed.setdefault(origin, set())
            for recording in borrowed:
                if recording in self.recorded:
                    strings.add(self.recorded[recording])
                else:
                    unowned = True   # a result of an earlier analysis
            if unowned:
                self.unknown.add(origin)

    def _read_areas(self) -> Dict[int, FrozenSet[int]]:
        """For each string read at the root, the points whose content its
        first readings can have depended on: the moves they tried (with
        those of the readings whose cached results they reused), the
        string, the neighbours of all these, the whole strings there and two
        more steps of neighbours (liberties, and the points next to them
        that move generation inspects). A move outside the area that
        captures nothing leaves those readings as they were: GNU Go's
        persistent reading cache rests on the same observation (manual
        11.3). Strings that reused a result of unknown origin get none."""
        board = self.board
        areas: Dict[int, FrozenSet[int]] = {}
        for origin in self.shadow:
            closure, todo = {origin}, [origin]
            while todo:
                for other in self.borrowed.get(todo.pop(), ()):
                    if other not in closure:
                        closure.add(other)
                        todo.append(other)
            if closure & self.unknown:
                continue
            points = set(board.string_stones(origin))
            for member in closure:
                points.update(self.shadow.get(member, ()))
            points.discard(PASS_MOVE)
            areas[origin] = frozenset(_widen(board, points))
        return areas

    # --- attacks and defences ---------------------------------------------

    def read_attacks(self) -> None:
        """Step 1: every string the reader can capture gets its attack."""
        for origin in self.w.worm_origins:
            code, move = self._recorded(origin, lambda: self.reader.attack(origin))
            self.root_attack[origin] = code
            if code:
                self.w.change_attack(origin, move, code)

    def pattern_attacks(self, candidates: Iterable[Candidate]) -> None:
        """Pattern moves that capture a string of at most four liberties,
        kept when no weaker than the best attack known. Counterpart of GNU
        Go's ``attack_callback``."""
        board, w, reader = self.board, self.w, self.reader
        for move, color, targets in candidates:
            for target in targets:
                origin = w.origin[target]
                if (self.bd[origin] != WHITE + BLACK - color or board.countlib(origin) > 4
                        or w.attack_move_known(move, origin)):
                    continue
                if not board.trymove(move, color, "attack pattern", origin):
                    continue
                try:
                    if self.bd[origin] == EMPTY:
                        dcode = 0
                    elif not reader.attack(origin)[0]:
                        dcode = WIN
                    else:
                        dcode = reader.find_defense(origin)[0]
                finally:
                    board.popgo()
                if dcode != WIN and WIN - dcode >= w.attack_codes[origin][0]:
                    w.change_attack(origin, move, WIN - dcode)

    def read_defenses(self) -> None:
        """Step 3: attackable strings get the reader's defence; if there is
        none, an attacking move away from the string is tried as a
        defence."""
        board, w, reader = self.board, self.w, self.reader
        for origin in w.worm_origins:
            if not w.attack_codes[origin][0]:
                continue
            code, move = self._recorded(origin, lambda: reader.find_defense(origin))
            self.root_defense[origin] = code
            if code:
                if move != NO_MOVE:
                    w.change_defense(origin, move, code)
                continue
            move = w.attack_points[origin][0]
            if board.liberty_of_string(move, origin):
                continue
            if board.trymove(move, self.bd[origin], "make_worms", NO_MOVE):
                try:
                    acode = reader.attack(origin)[0]
                finally:
                    board.popgo()
                if acode != WIN:
                    w.change_defense(origin, move, WIN - acode)

    def pattern_defenses(self, candidates: Iterable[Candidate]) -> None:
        """Pattern moves that save an attackable string. Counterpart of GNU
        Go's ``defense_callback``."""
        board, w, reader = self.board, self.w, self.reader
        for move, color, targets in candidates:
            for target in targets:
                origin = w.origin[target]
                if (self.bd[origin] != color or not w.attack_codes[origin][0]
                        or w.defense_move_known(move, origin)):
                    continue
                if not board.trymove(move, color, "defense pattern", origin):
                    continue
                try:
                    acode = reader.attack(origin)[0]
                finally:
                    board.popgo()
                if acode < w.attack_codes[origin][0]:
                    w.change_defense(origin, move, WIN - acode)

    def liberty_moves(self) -> None:
        """Step 5: every liberty of an attackable string is tried as an
        attack (not a send-two-return-one) and, if the string has a
        defence, as a defence."""
        board, w, reader, bd = self.board, self.w, self.reader, self.bd
        for origin in w.worm_origins:
            if not w.attack_codes[origin][0]:
                continue
            color = bd[origin]
            other = WHITE + BLACK - color
            for lib in board.findlib(origin):
                if (not w.attack_move_known(lib, origin)
                        and not send_two_return_one(board, lib, other)
                        and board.trymove(lib, other, "make_worms", origin)):
                    try:
                        if bd[origin] == EMPTY:
                            dcode = 0
                        elif reader.attack(origin)[0]:
                            dcode = reader.find_defense(origin)[0]
                        else:
                            dcode = WIN
                    finally:
                        board.popgo()
                    if dcode != WIN:
                        w.change_attack(origin, lib, WIN - dcode)
                if (not w.defense_move_known(lib, origin) and w.defense_codes[origin][0]
                        and board.trymove(lib, color, "make_worms", NO_MOVE)):
                    try:
                        acode = reader.attack(origin)[0]
                    finally:
                        board.popgo()
                    if acode != WIN:
                        w.change_defense(origin, lib, WIN - acode)

    def replay_known_moves(self) -> None:
        """Each string's first attack and defence move is played to see
        which other strings it also attacks or saves.

        Read one step deeper (the move is on the stack) to see as far as the
        first reading did. Counterpart of the refinement loop of GNU Go's
        ``make_worms``.
        """
        w = self.w
        tries: Dict[int, int] = {}
        for origin in w.worm_origins:
            color = self.bd[origin]
            defense, attack = w.defense_points[origin][0], w.attack_points[origin][0]
            tries[defense] = tries.get(defense, 0) | color
            tries[attack] = tries.get(attack, 0) | (WHITE + BLACK - color)
        tries.pop(NO_MOVE, None)
        board = self.board
        areas = self._read_areas()
        ko = board.ko_pos
        for pos in sorted(tries):
            captured = board.white_captured + board.black_captured
            for color in (WHITE, BLACK):
                if tries[pos] & color and board.trymove(pos, color, "make_worms", NO_MOVE):
                    try:
                        quiet = board.white_captured + board.black_captured == captured
                        self._replay(pos, color, areas if quiet else {}, ko)
                    finally:
                        board.popgo()

    def _replay(self, move: int, color: int, areas: Dict[int, FrozenSet[int]],
                ko: int) -> None:
        """Replay ``move`` (on the board) against every string. A string
        whose first readings did not look where the move was played (nor
        at the ko point the move lifts), when the move captured nothing
        (``areas`` is then given), is not read again: its root codes
        stand for the new reading."""
        bd, w = self.bd, self.w
        for origin in w.worm_origins:
            if bd[origin] == EMPTY:
                continue
            area = areas.get(origin)
            far = area is not None and move not in area and ko not in area
            if w.color[origin] == color:
                if w.attack_codes[origin][0]:
                    self._within_replay_budget(
                        lambda: self._replay_as_defense(origin, move, color, far))
            elif w.attack_codes[origin][0] and w.defense_codes[origin][0]:
                self._within_replay_budget(
                    lambda: self._replay_as_attack(origin, move, color, far))

    def _within_replay_budget(self, replay: Callable[[], None]) -> None:
        """Run one string's replay within ``REPLAY_BUDGET`` more nodes of a
        budget reader (a caller's tighter budget still applies and raises
        as before); past them the string's codes stand."""
        reader = self.deeper
        if not isinstance(reader, BudgetReader):
            replay()
            return
        saved = reader.node_budget
        cap = reader.nodes + REPLAY_BUDGET
        if cap >= saved:
            replay()
            return
        reader.node_budget = cap
        stackp = self.board.stackp
        try:
            replay()
        except ReadingInterrupted:
            raise
        except ReadingBudgetExceeded:
            self.board.pop_to(stackp)
        finally:
            reader.node_budget = saved

    def _replay_as_attack(self, origin: int, move: int, color: int, far: bool) -> None:
        """Does ``move`` (already played) take away the string's defence?"""
        board, w, reader = self.board, self.w, self.deeper
        known = w.defense_codes[origin][0]
        dcode = self.root_defense[origin] if far else reader.find_defense(origin)[0]
        if dcode >= known:
            return
        acode = self.root_attack[origin] if far else reader.attack(origin)[0]
        if acode < w.attack_codes[origin][0]:
            return  # the move may have driven the string into seki
        if board.trymove(w.defense_points[origin][0], WHITE + BLACK - color, "make_worms"):
            try:
                old_defense = WIN - reader.attack(origin)[0]
            finally:
                board.popgo()
            if old_defense > dcode:
                dcode = old_defense
                if dcode >= known:
                    return
        w.change_attack(origin, move, WIN - dcode)

    def _replay_as_defense(self, origin: int, move: int, color: int, far: bool) -> None:
        """Does ``move`` (already played) take away the string's attack?"""
        board, w, reader = self.board, self.w, self.deeper
        known = w.attack_codes[origin][0]
        acode = self.root_attack[origin] if far else reader.attack(origin)[0]
        if acode >= known:
            return
        if board.trymove(w.attack_points[origin][0], WHITE + BLACK - color, "make_worms"):
            try:
                old_attack = WIN if self.bd[origin] == EMPTY \
                    else WIN - reader.find_defense(origin)[0]
            finally:
                board.popgo()
            if old_attack > acode:
                acode = old_attack
                if acode >= known:
                    return
        w.change_defense(origin, move, WIN - acode)

    def save_by_capturing_neighbours(self) -> None:
        """Adjacent enemy strings that can both be captured: one with no
        defence is saved by capturing the other, when that works.

        Counterpart of the vertical-then-horizontal neighbour loops of GNU
        Go's ``make_worms``.
        """
        bd, w = self.bd, self.w
        for step in (NS, 1):
            for pos in self.board.points():
                other = pos + step
                if (bd[pos] not in (WHITE, BLACK) or bd[other] not in (WHITE, BLACK)
                        or w.is_same_worm(pos, other)):
                    continue
                if not (w.attack_codes[pos][0] and w.attack_codes[other][0]):
                    continue
                self._save_by_capture(pos, other)
                self._save_by_capture(other, pos)

    def _save_by_capture(self, target: int, neighbour: int) -> None:
        w = self.w
        move = w.attack_points[neighbour][0]
        if not w.defense_codes[target][0] and self.reader.does_defend(move, target):
            w.change_defense(target, move, WIN)

    # --- lunches and threats ----------------------------------------------

    def lunches(self) -> None:
        """Each string's juiciest capturable neighbour, diagonals included:
        most cutting, then fewest liberties; kept only if it can be taken
        outright or by a ko taken first. Counterpart of GNU Go's
        ``find_lunch``."""
        board, bd, w = self.board, self.bd, self.w
        for origin in w.worm_origins:
            other = WHITE + BLACK - bd[origin]
            members = w._stones[origin]
            around = sorted({s + d for s in members for d in delta if bd[s + d] == other})
            lunch = NO_MOVE
            for pos in around:
                o = w.origin[pos]
                if not w.attack_codes[o][0] or _is_ko_point(board, pos):
                    continue
                if (lunch == NO_MOVE or w.cutstone[o] > w.cutstone[lunch]
                        or (w.cutstone[o] == w.cutstone[lunch]
                            and w.liberties[o] < w.liberties[lunch])):
                    lunch = o
            if lunch != NO_MOVE and w.attack_codes[lunch][0] in (WIN, KO_A):
                w._set("lunch", origin, lunch)

    def threats(self) -> None:
        """Attack threats on strings that cannot be captured now, defence
        threats for strings that cannot be saved now. Counterpart of GNU
        Go's ``find_worm_threats``."""
        w = self.w
        for origin in w.worm_origins:
            if not w.attack_codes[origin][0]:
                self._attack_threats(origin)
            elif not w.defense_codes[origin][0]:
                self._defense_threats(origin)

    def _second_order(self, origin: int, lib: int) -> List[int]:
        board, bd = self.board, self.bd
        return [lib + d for d in DIRS
                if bd[lib + d] == EMPTY and not board.liberty_of_string(lib + d, origin)]

    def _attack_threats(self, origin: int) -> None:
        """Moves after which the string can be captured: its liberties and
        second-order liberties (for 2 to 5 liberties), and the moves that
        save an attackable but defendable enemy neighbour. Counterpart of
        GNU Go's ``attack_threats``."""
        board, w, reader = self.board, self.w, self.reader
        if reader.attack(origin)[0]:
            return
        other = WHITE + BLACK - self.bd[origin]
        libs = board.findlib(origin)
        if 1 < len(libs) < 6:
            for lib in libs:
                for move in [lib] + self._second_order(origin, lib):
                    if board.trymove(move, other, "attack threat", origin):
                        try:
                            code = reader.attack(origin)[0]
                        finally:
                            board.popgo()
                        if code:
                            w.change_attack_threat(origin, move, code)
        for neighbour in board.chainlinks(origin):
            acode, _, dcode, _ = reader.attack_and_defend(neighbour)
            if not acode or not dcode:
                continue
            for move, _ in w.defenses(neighbour):
                if board.trymove(move, other, "attack threat", origin):
                    try:
                        code = WIN if self.bd[origin] == EMPTY else reader.attack(origin)[0]
                    finally:
                        board.popgo()
                    if code:
                        w.change_attack_threat(origin, move, code)

    def _defense_threats(self, origin: int) -> None:
        """Liberties and second-order liberties after which the lost string
        could be saved."""
        board, w, reader = self.board, self.w, self.reader
        color = self.bd[origin]
        for lib in board.findlib(origin):
            for move in [lib] + self._second_order(origin, lib):
                if board.trymove(move, color, "defense threat", NO_MOVE):
                    try:
                        code = 0
                        if reader.attack(origin)[0] == WIN:
                            code = reader.find_defense(origin)[0]
                    finally:
                        board.popgo()
                    if code:
                        w.change_defense_threat(origin, move, code)


def _widen(board: Board, points: Set[int]) -> Set[int]:
    """``points``, their neighbours, the whole strings there, and two
    more steps of neighbours (see ``_Tactics._read_areas``)."""
    bd = board.board
    area = _neighbours(bd, points)
    for pos in list(area):
        if bd[pos] in (WHITE, BLACK):
            area.update(board.string_stones(pos))
    return _neighbours(bd, _neighbours(bd, area))


def _neighbours(bd: List[int], points: Set[int]) -> Set[int]:
    """``points`` and their neighbours on the board."""
    out = set(points)
    for pos in points:
        for d in DIRS:
            if bd[pos + d] != GRAY:
                out.add(pos + d)
    return out


def _inessential(board: Board, w: Worms) -> None:
    """Strings with no life potential of their own: genus 0, no
    second-order liberty, not cutting, no lunch, and removed they would
    leave a cavity of one border colour with fewer than three edge points.
    Counterpart of the last loop of GNU Go's ``make_worms``."""
    for origin in w.worm_origins:
        if (w.genus[origin] or w.liberties2[origin] or w.cutstone[origin]
                or w.lunch[origin] != NO_MOVE):
            continue
        border, edge = examine_cavity(board, origin)
        if border != GRAY and edge < 3:
            w._set("inessential", origin, 1)


# ----------------------------------------------------------------------


def make_board_worms(board: Board) -> Worms:
    """The worm fields that need no reading: colour, origin, size,
    liberties of orders 1-4, effective size, unconditional status,
    invincibility, cutstone and genus (the tactical lists stay empty,
    lunch NO_MOVE, inessential 0). An empty board gets cavities only.
    """
    w = Worms(board.size, board.hash)
    _build_worms(board, w)
    if w.worm_origins:
        _effective_sizes(board, w)
        _unconditional(board, w)
        _board_fields(board, w)
    return w


def add_tactical_fields(board: Board, w: Worms, config: EngineConfig,
                        reader: Optional[Reader] = None,
                        patterns: Optional[PatternCandidates] = None,
                        threats: bool = True) -> None:
    """Fill in attack and defence points, lunches, threats and
    inessential strings of ``w`` (made by :func:`make_board_worms` for the
    position on ``board``). See :func:`make_worms` for the arguments."""
    if not w.worm_origins:
        return
    if reader is None:
        reader = Reader(board, config)
    tactics = _Tactics(board, w, reader, reader.one_deeper())
    tactics.read_attacks()
    if patterns is not None:
        tactics.pattern_attacks(patterns.attack_candidates(board, w))
    tactics.read_defenses()
    if patterns is not None:
        tactics.pattern_defenses(patterns.defense_candidates(board, w))
    tactics.liberty_moves()
    tactics.replay_known_moves()
    tactics.save_by_capturing_neighbours()
    tactics.lunches()
    if threats:
        _threats_within_budget(tactics, reader, w)
    _inessential(board, w)


def _threats_within_budget(tactics: "_Tactics", reader: Reader, w: Worms) -> None:
    """The threats, if the reader's budget allows them. Threats are the
    costliest and least needed part (GNU Go can switch them off): a budget
    reader gives them at most ``THREAT_BUDGET_SHARE`` of its budget, so
    that the examination after the worms keeps room. When they run out,
    the analysis goes on without any (a partial list would depend on the
    order of the worms), and the budget is given back what the abandoned
    search used, so that the rest of the examination has what it would
    have had without it. An interrupt goes through."""
    spent = reader.nodes
    budget = getattr(reader, "node_budget", None)
    if budget is not None:
        reader.node_budget = min(budget, spent + int(THREAT_BUDGET_SHARE * budget))
    try:
        tactics.threats()
    except ReadingInterrupted:
        raise
    except ReadingBudgetExceeded:
        w.clear_threats()
        budget += reader.nodes - spent
    finally:
        if budget is not None:
            reader.node_budget = budget


def add_worm_threats(board: Board, w: Worms, config: EngineConfig,
                     reader: Optional[Reader] = None) -> None:
    """Add the attack and defence threats to a worm analysis made without
    them (``add_tactical_fields(..., threats=False)``)."""
    if not w.worm_origins:
        return
    reader = reader or Reader(board, config)
    _Tactics(board, w, reader, reader.one_deeper()).threats()


def make_worms(board: Board, config: EngineConfig, reader: Optional[Reader] = None,
               patterns: Optional[PatternCandidates] = None, threats: bool = True) -> Worms:
    """Analyse every worm of the position on ``board``.

    ``reader`` (built from ``config`` if not given) answers the tactical
    questions; ``reader.one_deeper()`` (every tactical depth one deeper,
    sharing the cache and, for a budget reader, the budget and interrupt)
    replays known moves (they are already on the stack). ``patterns`` adds
    GNU Go's pattern-based attack and defence candidates; ``threats=False``
    skips the threat search (GNU Go's ``disable_threat_computation``). The
    board is left as it was. Raises ValueError if reading moves are on the
    board (``stackp > 0``). Counterpart of GNU Go's ``make_worms``.
    """
    if board.stackp:
        raise ValueError("make_worms needs a position without reading moves (stackp == 0)")
    w = make_board_worms(board)
    add_tactical_fields(board, w, config, reader, patterns, threats)
    return w

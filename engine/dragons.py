"""Dragons: worms that live or die together, and how safe each one is.

Counterpart of GNU Go's ``make_dragons`` up to the owl reading (manual 7.2,
7.5; chapter 8 for the eyes). On one examined position:

1. *Amalgamation.* Every worm starts as its own dragon; class ``C``
   connection patterns join the strings they call uncuttable (the matcher
   lives above this layer, so the caller passes the joined pairs in); then
   every eye space joins the strings next to its non-marginal points
   (``dragon_eye``: they surround the same eye), except a three-point space
   with two marginal points (a one-space jump is not a connection) and a
   single-point ko. A dragon's origin is the origin of its biggest worm
   (the first in board order among equals), as in GNU Go.
2. *Eyes.* The eye spaces of :mod:`.optics` are given to the one dragon
   around their non-marginal points; the dragon's *genus* is the sum of
   their values, ``heye`` the vital point of the most urgent one.
3. *Surroundings.* The *lunch* (a neighbouring worm we can capture and
   that can defend itself: a real fight), the *escape route* (GNU Go's
   ``dragon_escape``: how much open or friendly space lies four steps
   away), the *moyo* next to it (from the influence estimate), the
   neighbouring dragons (grown into their areas until they meet) and
   whether it is surrounded.
4. *Status.* GNU Go's static judgement (``compute_crude_status``): alive
   with two sure eyes, dead when one worm is tactically dead or when it
   has neither eyes nor room, critical when an eye or a lunch decides,
   unknown otherwise; the *safety* classes and a *weakness* in 0..1 for
   the valuation. Until owl reading exists (its own module, above this
   one) the status is this static one.

One :class:`Dragons` object per examined position, nothing global.
Depends on the board, the worms, the eye analysis and the influence;
knows nothing of patterns (connections come in as pairs), owl or move
generation.
"""
import enum
from typing import Dict, Iterable, List, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .geometry import BOARDSIZE, DIAGONAL_SIDES, DIRS, NO_MOVE
from .influence import Influence, interpolate
from .optics import MARGINAL, NO_EYES, PROPER, EyeData, EyeValue, add_eyevalues
from .worms import Worms


class Status(enum.Enum):
    """A dragon's life status; the value is GNU Go's word for it."""

    ALIVE = "alive"
    DEAD = "dead"
    CRITICAL = "critical"
    UNKNOWN = "unknown"
    UNCHECKED = "unchecked"


class Safety(enum.Enum):
    """GNU Go's dragon safety classes (manual 7.5)."""

    DEAD = "dead"
    ALIVE = "alive"
    CRITICAL = "critical"
    INESSENTIAL = "inessential"
    TACTICALLY_DEAD = "tactically dead"
    STRONGLY_ALIVE = "strongly alive"
    INVINCIBLE = "invincible"
    ALIVE_IN_SEKI = "alive in seki"


ALIVE, DEAD, CRITICAL, UNKNOWN, UNCHECKED = (Status.ALIVE, Status.DEAD, Status.CRITICAL,
                                             Status.UNKNOWN, Status.UNCHECKED)

# Escape values of a point four steps from the dragon (GNU Go's escape
# influence): our moyo, our area, open space; a safe friendly stone or
# a living friendly dragon more.
ESCAPE_MOYO = 4
ESCAPE_AREA = 2
ESCAPE_OPEN = 1
ESCAPE_FRIEND = 2
ESCAPE_DISTANCE = 4
# An eye space bigger than this is open ground (territory, moyo) rather
# than an eye the strings around share: it joins nothing. (GNU Go 3.8,
# with its default experimental connections, amalgamates by connection
# patterns and connection reading alone; a small enclosed space is a
# connection any reading confirms.)
EYE_SPACE_LIMIT = 6
# Neighbouring dragons are found by growing every dragon this many steps
# into its own area.
NEIGHBOR_STEPS = 5
# Dragons with more escape route than this are not read by owl (GNU Go
# reads dragons whose escape route reaches 24 and leaves unread most of
# those beyond 20, whatever their moyo).
OWL_ESCAPE = 20
# A dragon surrounded this tightly (escape route, moyo) counts as
# surrounded (GNU Go's surround_status 1).
SURROUND_ESCAPE = 0
SURROUND_MOYO = 5


class Dragon:
    """One dragon and every field GNU Go's ``dragon_data`` reports."""

    __slots__ = ("origin", "color", "worms", "stones", "effective_size", "genus", "heye",
                 "eye_attack",
                 "eye_spaces", "escape_route", "lunch", "moyo_size", "moyo_territorial_value",
                 "neighbors", "hostile_neighbors", "surround_status", "surround_size",
                 "crude_status", "owl_status", "status", "safety", "weakness",
                 "weakness_pre_owl", "liberties", "owl_attack_point", "owl_attack_code",
                 "owl_attack_certain", "owl_defense_point", "owl_defense_code",
                 "owl_defense_certain", "semeais", "semeai_defense_code",
                 "semeai_defense_point", "semeai_defense_certain", "semeai_defense_target",
                 "semeai_attack_code", "semeai_attack_point", "semeai_attack_certain",
                 "semeai_attack_target", "races_judged", "sekis_judged")

    def __init__(self, origin: int, color: int) -> None:
        self.origin = origin
        self.color = color
        self.worms: List[int] = []
        self.stones: List[int] = []
        self.effective_size = 0.0
        self.genus: EyeValue = NO_EYES
        self.heye = NO_MOVE                      # where to defend the most urgent eye
        self.eye_attack = NO_MOVE                # and where to attack it
        self.eye_spaces: List[int] = []          # origins, in the colour's EyeData
        self.escape_route = 0
        self.lunch = NO_MOVE
        self.moyo_size = 0
        self.moyo_territorial_value = 0.0
        self.neighbors: List[int] = []           # origins of adjacent dragons, both colours
        self.hostile_neighbors = 0
        self.surround_status = 0
        self.surround_size = 0
        self.crude_status = UNKNOWN
        self.owl_status = UNCHECKED
        self.status = UNKNOWN
        self.safety = Safety.ALIVE
        self.weakness = 0.0
        self.weakness_pre_owl = 0.0
        self.liberties: Set[int] = set()
        # Filled in by owl reading (kosumi.engine.owl.judge_dragons).
        self.owl_attack_point = NO_MOVE
        self.owl_attack_code = 0
        self.owl_attack_certain = True
        self.owl_defense_point = NO_MOVE
        self.owl_defense_code = 0
        self.owl_defense_certain = True
        # Filled in by the semeai reader (kosumi.engine.semeai.judge_races):
        # the races read against dead or critical neighbours, the best
        # result moving first (defence) and the opponent's best moving
        # first (attack), each with its move, certainty and rival.
        self.semeais = 0
        self.semeai_defense_code = 0
        self.semeai_defense_point = NO_MOVE
        self.semeai_defense_certain = False
        self.semeai_defense_target = NO_MOVE
        self.semeai_attack_code = 0
        self.semeai_attack_point = NO_MOVE
        self.semeai_attack_certain = False
        self.semeai_attack_target = NO_MOVE
        self.races_judged = False
        self.sekis_judged = False        # kosumi.engine.judgement's seki pass

    @property
    def size(self) -> int:
        return len(self.stones)

    @property
    def true_genus(self) -> int:
        """GNU Go's rough eye count: the eyes if the opponent moves first
        plus those if we do (4 or more means two sure eyes)."""
        return self.genus.min_eyes + self.genus.max_eyes

    @property
    def territory(self) -> float:
        """The territorial value of the moyo next to the dragon."""
        return self.moyo_territorial_value


class Dragons:
    """The dragons of one position. ``origin[p]`` is the origin of the
    dragon at stone ``p``; empty points are not in it."""

    def __init__(self, board: Board) -> None:
        self.size = board.size
        self.hash = board.hash
        self.origin: Dict[int, int] = {}
        self.dragons: Dict[int, Dragon] = {}
        self.eyes: Dict[int, EyeData] = {}      # by colour, as make_dragons had them

    def dragon(self, pos: int) -> Dragon:
        """The dragon of the stone at ``pos``. Raises KeyError on an empty point."""
        return self.dragons[self.origin[pos]]

    def status(self, pos: int) -> Status:
        return self.dragon(pos).status

    def same_dragon(self, a: int, b: int) -> bool:
        return self.origin.get(a) is not None and self.origin.get(a) == self.origin.get(b)

    def genus_without(self, d: Dragon, pos: int) -> EyeValue:
        """The dragon's genus less the eye space at ``pos`` (GNU Go's
        ``compute_dragon_genus`` with an eye to exclude): the eyes it has
        elsewhere, when the space holding enemy stones at ``pos`` is in
        question."""
        eyes = self.eyes.get(d.color)
        excluded = eyes.space(pos) if eyes is not None else None
        if excluded is None or excluded.origin not in d.eye_spaces:
            return d.genus
        genus = NO_EYES
        for origin in d.eye_spaces:
            if origin != excluded.origin:
                genus = add_eyevalues(genus, eyes.spaces[origin].value)
        return genus

    def dead_stones(self) -> Set[int]:
        """Stones of dragons judged dead."""
        return {p for d in self.dragons.values() if d.status == DEAD for p in d.stones}

    def of_color(self, color: int) -> List[Dragon]:
        return [d for o, d in sorted(self.dragons.items()) if d.color == color]


class _Union:
    """Worm origins joined into dragons."""

    def __init__(self, sizes: Dict[int, int]) -> None:
        self.parent: Dict[int, int] = {w: w for w in sizes}
        self.sizes = sizes

    def find(self, a: int) -> int:
        root = a
        while self.parent[root] != root:
            root = self.parent[root]
        while a != root:
            self.parent[a], a = root, self.parent[a]
        return root

    def join(self, a: int, b: int) -> None:
        """Join two dragons; the root is the biggest worm, then the first."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        if (self.sizes[ra], -ra) >= (self.sizes[rb], -rb):
            self.parent[rb] = ra
        else:
            self.parent[ra] = rb


def make_dragons(board: Board, worms: Worms, eyes: Dict[int, EyeData], influence: Influence,
                 connections: Iterable[Tuple[int, int]] = ()) -> Dragons:
    """Amalgamate worms into dragons and fill in every field (module
    docstring). ``connections`` are pairs of stones of one colour that a
    connection pattern found uncuttable."""
    b = board.board
    union = _Union({w: worms.size[w] for w in worms.worm_origins if b[w] in (BLACK, WHITE)})
    for p, q in connections:
        if b[p] == b[q] and b[p] in (BLACK, WHITE):
            union.join(worms.origin[p], worms.origin[q])
    for color in (BLACK, WHITE):
        for space in eyes[color].spaces.values():
            _dragon_eye(board, worms, eyes[color], space.origin, union)
    result = _collect(board, worms, union)
    result.eyes = dict(eyes)
    for color in (BLACK, WHITE):
        _assign_eyes(board, eyes[color], result)
    for d in result.dragons.values():
        _lunch(board, worms, result, d)
        d.escape_route = dragon_escape(board, d, _escape_values(board, worms, influence, d))
        _moyo(board, influence, d)
    _neighbors(board, influence, result)
    for d in result.dragons.values():
        _judge(board, worms, eyes[d.color], d)
    return result


def _dragon_eye(board: Board, worms: Worms, eyes: EyeData, origin: int, union: _Union) -> None:
    """Join the strings next to the non-marginal points of one eye space
    (GNU Go's ``dragon_eye``)."""
    space = eyes.spaces[origin]
    margins = sum(1 for p in space.points if eyes.domain_kind[p] == MARGINAL)
    if space.esize == 3 and margins > 1:
        return                              # a one-space jump is not a connection
    if space.esize > EYE_SPACE_LIMIT:
        return                              # open ground, not an eye the strings share
    if space.esize == 1 and _is_ko_point(board, origin):
        return
    b = board.board
    first = NO_MOVE
    for p in space.points:
        if eyes.domain_kind[p] != PROPER:
            continue
        for d in DIRS:
            q = p + d
            if b[q] == eyes.color:
                if first == NO_MOVE:
                    first = worms.origin[q]
                else:
                    union.join(first, worms.origin[q])


def _is_ko_point(board: Board, pos: int) -> bool:
    """A single empty point a stone of the enemy would fill as a ko capture."""
    if board.board[pos] != EMPTY:
        return False
    return any(board.is_ko(pos, c) != NO_MOVE for c in (BLACK, WHITE))


def _collect(board: Board, worms: Worms, union: _Union) -> Dragons:
    result = Dragons(board)
    b = board.board
    for w in worms.worm_origins:
        if b[w] not in (BLACK, WHITE):
            continue
        root = union.find(w)
        d = result.dragons.get(root)
        if d is None:
            d = result.dragons[root] = Dragon(root, b[w])
        d.worms.append(w)
        d.stones.extend(worms.stones(w))
        d.effective_size += worms.effective_size[w]
    for d in result.dragons.values():
        d.stones.sort()
        d.worms.sort()
        for s in d.stones:
            result.origin[s] = d.origin
            for dd in DIRS:
                if b[s + dd] == EMPTY:
                    d.liberties.add(s + dd)
    return result


def _assign_eyes(board: Board, eyes: EyeData, dragons: Dragons) -> None:
    """Give each eye space to the one dragon around its non-marginal
    points (GNU Go's ``find_eye_dragons``); add up the genus."""
    b = board.board
    for origin, space in sorted(eyes.spaces.items()):
        owners = {dragons.origin[p + d] for p in space.points if eyes.kind[p] == PROPER
                  for d in DIRS if b[p + d] == eyes.color}
        if len(owners) != 1:
            continue
        d = dragons.dragons[owners.pop()]
        d.eye_spaces.append(origin)
        if _urgency(space.value) > _urgency(d.genus):
            d.heye = space.defense_point
            d.eye_attack = space.attack_point
        d.genus = add_eyevalues(d.genus, space.value)


def _urgency(value: EyeValue) -> int:
    """GNU Go's ``eye_move_urgency``: 0 when who moves first does not
    matter, else how much is at stake."""
    a, b, c, d = (min(x, 2) for x in value)
    return 0 if b == c else d + c - b - a


def _lunch(board: Board, worms: Worms, dragons: Dragons, d: Dragon) -> None:
    """The dragon's lunch: a neighbouring worm that one of its worms can
    capture and that can defend itself (a real fight); the juiciest (most
    cutting, fewest liberties)."""
    best = NO_MOVE
    for w in d.worms:
        food = worms.lunch[w]
        if food == NO_MOVE or not worms.defense_codes[food][0]:
            continue
        food = worms.origin[food]
        if best == NO_MOVE or (worms.cutstone[food], -worms.liberties[food]) > \
                (worms.cutstone[best], -worms.liberties[best]):
            best = food
    d.lunch = best


# ----------------------------------------------------------------------
# Escape, moyo, neighbours


def _escape_values(board: Board, worms: Worms, influence: Influence, d: Dragon) -> List[int]:
    """What each point is worth as a place to run to: our moyo, our area,
    open space, or a safe string of ours outside the dragon."""
    b = board.board
    values = [0] * BOARDSIZE
    members = set(d.stones)
    for p in board.points():
        if b[p] == d.color:
            if p not in members and worms.attack_codes[p][0] == 0:
                values[p] = ESCAPE_FRIEND
            continue
        if b[p] != EMPTY:
            continue
        area = influence.whose_area(p)
        values[p] = ESCAPE_MOYO if influence.whose_moyo(p) == d.color \
            else ESCAPE_AREA if area == d.color else ESCAPE_OPEN if area == EMPTY else 0
    return values


def dragon_escape(board: Board, d: Dragon, values: List[int]) -> int:
    """GNU Go's escape potential: the sum of ``values`` over the points
    exactly four steps from the dragon along paths that never touch an
    enemy stone (a path may step diagonally out of the dragon between two
    empty points)."""
    b = board.board
    other = BLACK + WHITE - d.color
    seen = set(d.stones)
    frontier = list(d.stones)
    for distance in range(ESCAPE_DISTANCE):
        nxt = []
        for p in frontier:
            for step in DIRS:
                q = p + step
                if q not in seen and _open_step(b, q, step, d.color, other):
                    seen.add(q)
                    nxt.append(q)
            if distance == 0:
                for diag, (h, v) in DIAGONAL_SIDES.items():
                    q = p + diag
                    if q in seen or b[q] not in (EMPTY, d.color):
                        continue
                    if b[p + h] == EMPTY and b[p + v] == EMPTY and \
                            (b[q] == d.color or (b[q + h] not in (GRAY, other)
                                                 and b[q + v] not in (GRAY, other))):
                        seen.add(q)
                        nxt.append(q)
        frontier = nxt
    return sum(values[p] for p in frontier)


def _open_step(b: List[int], q: int, step: int, color: int, other: int) -> bool:
    """A step to ``q`` is open if it reaches our stone, or an empty point
    whose three other neighbours are on the board and free of enemy stones."""
    if b[q] == color:
        return True
    if b[q] != EMPTY:
        return False
    for d in DIRS:
        if d == -step:
            continue
        r = q + d
        if b[r] == GRAY or b[r] == other:
            return False
    return True


def _moyo(board: Board, influence: Influence, d: Dragon) -> None:
    """The moyo next to the dragon: the empty points connected to it
    through points that are its colour's moyo (``whose_moyo``; its area
    would take in some three times GNU Go's moyo size)."""
    b = board.board
    sign = 1.0 if d.color == BLACK else -1.0
    seen: Set[int] = set()
    todo = sorted({q for s in d.stones for q in (s + dd for dd in DIRS)
                   if b[q] == EMPTY and influence.whose_moyo(q) == d.color})
    seen.update(todo)
    value = 0.0
    while todo:
        p = todo.pop()
        value += min(1.0, sign * influence.territory[p])
        for dd in DIRS:
            q = p + dd
            if q not in seen and b[q] == EMPTY and influence.whose_moyo(q) == d.color:
                seen.add(q)
                todo.append(q)
    d.moyo_size = len(seen)
    d.moyo_territorial_value = value


def _neighbors(board: Board, influence: Influence, dragons: Dragons) -> None:
    """Dragons grown step by step into their own areas (one free step
    first) until they meet are neighbours (GNU Go's
    ``find_neighbor_dragons``)."""
    b = board.board
    owner: Dict[int, int] = {p: dragons.origin[p] for p in dragons.origin}
    frontier = list(owner)
    for step in range(1, NEIGHBOR_STEPS + 1):
        claims: Dict[int, Set[int]] = {}
        for p in frontier:
            dr = owner[p]
            color = dragons.dragons[dr].color
            for dd in DIRS:
                q = p + dd
                if b[q] == GRAY or q in owner:
                    continue
                if step == 1 or (influence.whose_area(p) == color
                                 and influence.whose_area(q) in (color, EMPTY)):
                    claims.setdefault(q, set()).add(dr)
        if not claims:
            break
        frontier = []
        for q, who in claims.items():
            if len(who) > 1:
                _adjacent(dragons, who)
                owner[q] = -1
            else:
                owner[q] = who.pop()
                frontier.append(q)
    for p, dr in owner.items():
        if dr < 0:
            continue
        for dd in DIRS:
            q = p + dd
            other = owner.get(q, 0)
            if other > 0 and other != dr:
                _adjacent(dragons, {dr, other})


def _adjacent(dragons: Dragons, origins: Set[int]) -> None:
    for a in origins:
        for c in origins:
            if a != c and c not in dragons.dragons[a].neighbors:
                dragons.dragons[a].neighbors.append(c)
                if dragons.dragons[a].color != dragons.dragons[c].color:
                    dragons.dragons[a].hostile_neighbors += 1


# ----------------------------------------------------------------------
# Status, safety, weakness


def _judge(board: Board, worms: Worms, eyes: EyeData, d: Dragon) -> None:
    d.neighbors.sort()
    single_worm_dead = len(d.worms) == 1 and worms.attack_codes[d.origin][0] != 0 \
        and worms.defense_codes[d.origin][0] == 0
    d.crude_status = crude_status(d, worms, single_worm_dead)
    d.status = d.crude_status
    d.surround_status = 1 if d.escape_route <= SURROUND_ESCAPE and \
        d.moyo_size < SURROUND_MOYO and d.hostile_neighbors else 0
    d.surround_size = d.size + d.moyo_size if d.surround_status else 0
    if single_worm_dead:
        d.safety = Safety.TACTICALLY_DEAD
    elif d.status == DEAD:
        d.safety = Safety.DEAD
    elif d.status == CRITICAL:
        d.safety = Safety.CRITICAL
    elif _invincible(worms, eyes, d):
        d.safety = Safety.INVINCIBLE
    elif d.true_genus >= 6:
        d.safety = Safety.STRONGLY_ALIVE
    else:
        d.safety = Safety.ALIVE
    d.weakness = weakness(d)
    d.weakness_pre_owl = d.weakness


def crude_status(d: Dragon, worms: Worms, single_worm_dead: bool) -> Status:
    """GNU Go's static life judgement (``compute_crude_status``, manual
    7.5): two sure eyes live; a lone worm reading kills is dead; a lunch
    or one eye with nowhere to run is critical; no eyes, no room, no moyo
    is dead; the rest is unknown."""
    genus = d.true_genus
    lunch = d.lunch
    if genus > 3:
        return ALIVE
    if single_worm_dead and genus < 3:
        return DEAD
    if lunch != NO_MOVE and genus < 3 and worms.defense_codes[lunch][0] \
            and d.escape_route < 5 and (genus == 2 or worms.size[lunch] > 2):
        return CRITICAL
    if lunch != NO_MOVE and genus >= 3:
        return ALIVE
    if lunch == NO_MOVE or worms.cutstone[lunch] < 2:
        if genus < 3 and d.escape_route == 0 and d.moyo_size < 5:
            return DEAD
        if genus == 3 and d.escape_route < 5:
            return CRITICAL
    return UNKNOWN


def _invincible(worms: Worms, eyes: EyeData, d: Dragon) -> bool:
    """An unconditionally alive string, or two eye spaces without margins
    that are worth an eye each whatever the opponent does."""
    if any(worms.invincible[w] for w in d.worms):
        return True
    strong = sum(1 for o in d.eye_spaces
                 if eyes.spaces[o].msize == 0 and eyes.spaces[o].value.min_eyes > 0)
    return strong >= 2


def needs_owl(d: Dragon) -> bool:
    """Whether life-and-death reading can tell anything about the dragon:
    not when it is certainly alive (invincible, or eyes enough for strong
    life) or has so much room to run that it cannot be killed. A large
    moyo does not spare the reading: GNU Go reads such dragons and finds
    some of them critical."""
    if d.safety in (Safety.INVINCIBLE, Safety.STRONGLY_ALIVE):
        return False
    return d.escape_route <= OWL_ESCAPE


# How weak a dragon is by each of its three qualities alone, at 0, one
# step, two steps, ... (GNU Go's ``crude_dragon_weakness`` tables): the
# territorial value of its moyo, its escape route, its eyes (half the eyes
# with and without the first move, a lunch counting half).
MOYO_WEAKNESS, MOYO_STEP = (1.0, 0.65, 0.3, 0.15, 0.0), 15.0 / 4
ESCAPE_WEAKNESS, ESCAPE_STEP = (1.0, 0.6, 0.3, 0.1, 0.0), 25.0 / 4
EYES_WEAKNESS, EYES_STEP = (1.0, 0.95, 0.8, 0.5, 0.2, 0.1), 3.0 / 5


def weakness(d: Dragon) -> float:
    """How badly the dragon needs care, 0 (safe) to 1 (lost), as GNU Go's
    ``compute_dragon_weakness_value`` (manual 6.3.9) measures it: its best
    quality of three (moyo, escape route, eyes) decides most, its second
    best a little (a lone stone with room to run is not weak, even
    without eyes or moyo); an owl result that is not certain makes it
    weaker."""
    if d.safety in (Safety.INVINCIBLE, Safety.INESSENTIAL):
        return 0.0
    if d.safety in (Safety.TACTICALLY_DEAD, Safety.DEAD, Safety.CRITICAL) or d.status == DEAD:
        return 1.0
    eyes = 0.5 * (d.true_genus + (d.lunch != NO_MOVE))
    best, second, _ = sorted((interpolate(MOYO_WEAKNESS, d.moyo_territorial_value, MOYO_STEP),
                              interpolate(ESCAPE_WEAKNESS, d.escape_route, ESCAPE_STEP),
                              interpolate(EYES_WEAKNESS, eyes, EYES_STEP)))
    value = min(0.7 * best + 0.3 * second, 1.3 * best)
    if not d.owl_attack_certain:
        value += min(0.25 * (1.0 - value), 0.25 * value)
    if not d.owl_defense_certain:
        value += min(0.25 * (1.0 - value), 0.25 * value)
    return min(1.0, max(0.0, value))

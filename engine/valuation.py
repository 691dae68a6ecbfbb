"""Valuation: move reasons turned into points, only at the end.

Counterpart of GNU Go's ``value_move_reasons`` (manual 6.4). Each move with
reasons gets

* a *territorial* value: the change of the territory estimate when the
  stone is added (:func:`~.influence.territory_delta`), plus, for attacks
  and defences, the worm at stake (twice its effective size: its stones
  and the points around it change hands; reduced for ko results and for
  worms of dragons that are lost anyway);
* a *strategic* value: connections, cuts and the ``a``/``d`` patterns,
  worth a share of the dragons concerned in proportion to their weakness;
  threats as a small follow-up;
* a *shape factor*: GNU Go's rule, the largest positive shape value plus
  one per further positive one, less the same for negative ones, as a
  power of 1.05 multiplying the territorial and strategic value;
* a *minimum*: fuseki and joseki moves and ``terri(n)`` patterns set a
  floor.

A move whose stone could simply be captured (``safe_move`` fails) and that
neither captures nor saves anything is never played (GNU Go's safety
check). On the boards the valuation plays, the territory change counts
only for a stone that will live (:func:`move_safety`), and a lone move
into the opponent's area pays for the attack it invites
(:func:`invasion_penalty`). Every value is explained line by line (``MoveValue.lines``), which
is what the ``move_reasons`` GTP command prints.

Depends on the board, reading, dragons, influence and the move reasons.
"""
import enum
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Set, Tuple

from .colors import BLACK, EMPTY, WHITE
from .combinations import safe_stones, targets_from_safe_stones
from .combinations.goal import manhattan
from .dragons import ALIVE, CRITICAL, DEAD, Dragon, Dragons, Safety
from .geometry import DIRS, POS, I, J, edge_distance
from .influence import territory_delta
from .movereasons import (ATTACK_MOVE, ATTACK_THREAT, CONNECT_MOVE, CUT_MOVE, DEFEND_MOVE,
                          DEFEND_THREAT, EXPAND_MOYO_MOVE, EXPAND_TERRITORY_MOVE, FUSEKI_MOVE,
                          JOSEKI_MOVE, MY_ATARI_ATARI_MOVE, OWL_ATTACK_MOVE, OWL_DEFEND_MOVE,
                          SEMEAI_ATTACK_MOVE, SEMEAI_DEFEND_MOVE, SHAPE, STRATEGIC_ATTACK_MOVE,
                          STRATEGIC_DEFEND_MOVE, TERRITORY_MOVE, YOUR_ATARI_ATARI_MOVE,
                          MoveReason, MoveReasons, Position, is_safe)
from .reading import KO_A, KO_B, WIN
from .reading.budget import BoundedTactics

# Share of a result kept when it depends on a ko (GNU Go discounts ko results).
KO_SHARE = {WIN: 1.0, KO_A: 0.6, KO_B: 0.4}
# Share of a dragon's value a connection or cut is worth, multiplied by the
# dragon's weakness.
STRATEGIC_SHARE = 0.75
# Strategic attack and defence: weakness x STRATEGIC_FACTOR x effective size,
# the size softly capped at STRATEGIC_SIZE_CAP (GNU Go 3.8's numbers).
STRATEGIC_FACTOR = 1.8
STRATEGIC_SIZE_CAP = 15.0
# A threat is worth this share of what it threatens (follow-up value).
THREAT_SHARE = 0.2
# Nothing below this many points is worth a move: pass instead.
PASS_VALUE = 1.0
# At most this many best moves are checked for blunders, one after the
# other (GNU Go checks its best move until one is not a blunder).
BLUNDER_CHECKS = 3
# A stone with none of its own this near, in the opponent's area, stands alone.
LONE_REACH = 2
# Our worms whose liberties lie this close to the move are read again for
# a tactical blunder (the move can only change those at once), each within
# this many reading nodes (past them the worm counts as safe: the
# examination's budget is not touched).
BLUNDER_REACH = 2
BLUNDER_NODES = 1000
# Life and death of whole dragons: the owl's and the races' moves.
DRAGON_KILLS = frozenset({OWL_ATTACK_MOVE, SEMEAI_ATTACK_MOVE})
DRAGON_SAVES = frozenset({OWL_DEFEND_MOVE, SEMEAI_DEFEND_MOVE})
# Reasons that make a move worth playing even if its stone can be captured
# (an owl move was read with the stone in place: a sacrifice it chose).
TACTICAL = frozenset({ATTACK_MOVE, DEFEND_MOVE, MY_ATARI_ATARI_MOVE,
                      YOUR_ATARI_ATARI_MOVE}) | DRAGON_KILLS | DRAGON_SAVES


class Verdict(enum.Enum):
    """Whether a move with reasons is worth playing at all, and if not, why."""

    VALUED = "valued"                       # has a value in points
    ILLEGAL = "illegal"
    UNSAFE = "the stone would be captured"  # GNU Go's safety check
    DEAD_ON_ARRIVAL = "the stone would stand alone in the opponent's sphere"

    @property
    def rejected(self) -> bool:
        """True for a move the valuation refuses (its total is 0)."""
        return self is not Verdict.VALUED


@dataclass
class MoveValue:
    """The value of one move, in points, and how it was reached.

    A move the valuation refuses has a ``verdict`` other than VALUED and a
    total of 0; it sorts after every valued move.
    """

    move: int
    verdict: "Verdict" = Verdict.VALUED
    territory: float = 0.0
    strategy: float = 0.0
    shape: float = 0.0
    secondary: float = 0.0
    minimum: float = 0.0
    total: float = 0.0
    safe: bool = True
    lines: List[str] = field(default_factory=list)


def worm_value(position: Position, origin: int) -> float:
    """What a worm is worth when it lives or dies: twice its effective
    size (GNU Go's rule of thumb for ``ATTACK_MOVE`` territorial value)."""
    return 2.0 * position.worms.effective_size[origin]


def dragon_value(position: Position, dragon: Dragon) -> float:
    """What a dragon is worth: its stones twice, plus its territory."""
    return 2.0 * dragon.size + dragon.territory


def strategic_worth(dragon: Dragon) -> float:
    """What strengthening (or weakening) a dragon is worth: its weakness
    times 1.8 times its effective size (the stones and the empty points
    nearer to them than to other strings), softly capped at 15 points, as
    GNU Go 3.8 values its strategic attack and defence. A lone stone in
    the opening has an effective size of some 8-20 points, where its one
    stone alone made its defence worth under a point."""
    return STRATEGIC_FACTOR * soft_cap(dragon.effective_size, STRATEGIC_SIZE_CAP) \
        * dragon.weakness


def soft_cap(x: float, cap: float) -> float:
    """``x`` up to ``cap``; beyond it the excess counts less and less (the
    result stays below twice the cap)."""
    if x <= cap:
        return x
    return cap + (x - cap) * cap / x


def value_moves(position: Position, reasons: MoveReasons, color: int,
                deadline: Optional[float] = None, vertex=None) -> List[MoveValue]:
    """Value every move that has reasons; best first (ties: lower point).

    ``deadline`` (a ``time.monotonic()`` value) stops the expensive
    territorial part: moves not reached yet keep their other values.
    Counterpart of GNU Go's ``value_move_reasons``.
    """
    vertex = vertex or (lambda p: position.board.vertex(p))
    order = _order(position, reasons)
    out = []
    for k, move in enumerate(order):
        late = deadline is not None and time.monotonic() > deadline
        out.append(value_move(position, reasons.of(move), move, color, vertex, not late))
    _sort(out)
    if position.checks and (deadline is None or time.monotonic() < deadline):
        review_blunders(position, out, color)
    return out


def _sort(values: List[MoveValue]) -> None:
    values.sort(key=lambda v: (v.verdict.rejected, -v.total, v.move))


def review_blunders(position: Position, values: List[MoveValue], color: int) -> None:
    """Check the best move for a blunder; if it is one, lower its value by
    what it gives away and check the new best, up to ``BLUNDER_CHECKS``
    moves. Counterpart of the blunder loop of GNU Go's ``find_best_move``
    (value_moves.c) with its ``blunder_size`` (the tactical and the
    combination parts; GNU Go also asks the owl). ``values`` stays sorted."""
    tested = set()
    for _ in range(BLUNDER_CHECKS):
        best = next((v for v in values if not v.verdict.rejected), None)
        if best is None or best.total < PASS_VALUE or best.move in tested:
            return
        tested.add(best.move)
        size, why = blunder_size(position, best.move, color)
        if size <= 0:
            return
        best.total -= size
        best.lines.append(f"blunder: {why}, less {size:.2f}")
        best.lines.append(f"total {best.total:.2f}")
        _sort(values)


def blunder_size(position: Position, move: int, color: int) -> Tuple[float, str]:
    """What ``color``'s move gives away, in points, and how: our worms it
    leaves open to capture that were safe (twice their effective size,
    GNU Go's ``detect_tactical_blunder``), and the size of the combination
    it lets the opponent make (``atari_atari_blunder_size``)."""
    lost = _tactical_blunder(position, move, color)
    other = WHITE if color == BLACK else BLACK
    plain = position.combination_targets(other)
    worms, dragons = position.worms, position.dragons
    board = position.board
    saved = {p for p in board.points() if board.board[p] == color
             and worms.defense_move_known(move, p) == WIN}
    safe = safe_stones(board, color, move, worms, dragons, saved, set(),
                       is_safe(position, move, color))
    targets = targets_from_safe_stones(board, other, safe, position.influence)
    combination = position.combinations.blunder_size(move, color, targets, plain,
                                                     defenses=False).size
    parts = []
    if lost:
        parts.append(f"leaves worms worth {lost:.2f} open to capture")
    if combination:
        parts.append(f"allows a combination worth {combination}")
    return lost + combination, " and ".join(parts)


def _tactical_blunder(position: Position, move: int, color: int) -> float:
    """Twice the effective size of our worms near the move that cannot be
    captured now and can be once the move is played."""
    board = position.board
    worms = position.worms
    near = []
    for origin in worms.worm_origins:
        if board.board[origin] != color or worms.attack_codes[origin][0]:
            continue
        if any(manhattan(lib, move) <= BLUNDER_REACH for lib in board.findlib(origin)):
            near.append(origin)
    if not near or not board.trymove(move, color):
        return 0.0
    try:
        tactics = BoundedTactics(board, position.config, position.reader, BLUNDER_NODES)
        return sum(worm_value(position, o) for o in near
                   if board.board[o] == color and tactics.attack(o)[0] == WIN)
    finally:
        board.popgo()


def _order(position: Position, reasons: MoveReasons) -> List[int]:
    """Moves in the order they are valued: those with tactical or pattern
    reasons first (they matter most when time runs out)."""
    def rank(move: int) -> int:
        kinds = {r.kind for r in reasons.of(move)}
        if kinds & ({ATTACK_MOVE, DEFEND_MOVE} | DRAGON_KILLS | DRAGON_SAVES):
            return 0
        if kinds & {CONNECT_MOVE, CUT_MOVE, FUSEKI_MOVE, JOSEKI_MOVE, SHAPE,
                    EXPAND_TERRITORY_MOVE}:
            return 1
        return 2
    return sorted(reasons.moves(), key=lambda m: (rank(m), m))


def value_move(position: Position, reasons: List[MoveReason], move: int, color: int,
               vertex, with_territory: bool = True) -> MoveValue:
    """The value of one move from its reasons (see the module docstring)."""
    value = MoveValue(move)
    board = position.board
    if board.board[move] != EMPTY or not board.is_legal(move, color):
        return _rejected(value, Verdict.ILLEGAL)
    kinds = {r.kind for r in reasons}
    tactical = kinds & TACTICAL
    safety = WIN if is_safe(position, move, color) else 0
    value.safe = bool(safety)
    if not safety and not tactical:
        return _rejected(value, Verdict.UNSAFE)
    if not kinds & (TACTICAL | {CONNECT_MOVE, CUT_MOVE}) \
            and _dead_on_arrival(position, move, color):
        return _rejected(value, Verdict.DEAD_ON_ARRIVAL)
    _tactical_value(position, reasons, color, value, vertex)
    _combination_value(reasons, value)
    montecarlo = position.config.montecarlo_plays(board.size)
    if with_territory and safety:
        if montecarlo or move_safety(position, reasons, move, color):
            delta = territory_delta(board, move, color, position.influence, position.dead)
            value.territory += delta
            value.lines.append(f"territory change {delta:.2f}")
        else:
            value.lines.append("no territory change: the stone would not be safe")
    if not montecarlo:
        _strategic_value(position, reasons, value, vertex)
        penalty = invasion_penalty(position, reasons, move, color)
        if penalty > 0.0:
            value.strategy -= penalty
            value.lines.append(f"invasion penalty {-penalty:.2f}")
    else:
        _prior_strategic_value(position, reasons, value, vertex)
    _shape_and_minimum(reasons, value)
    factor = 1.05 ** value.shape
    base = (value.territory + value.strategy) * factor
    value.total = max(base, value.minimum) + value.secondary
    if value.minimum > base and value.minimum > 0.0:
        value.lines.append(f"minimum value {value.minimum:.2f}")
    if value.shape:
        value.lines.append(f"shape {value.shape:+.0f} (factor {factor:.2f})")
    value.lines.append(f"total {value.total:.2f}")
    return value


# Reasons that make a (tactically safe) stone safe enough to count as an
# influence source; those that do so even where it could be captured; and
# a target this large that capturing it makes the capturer safe.
SAFE_BY_TERRITORY = frozenset({TERRITORY_MOVE, EXPAND_TERRITORY_MOVE, EXPAND_MOYO_MOVE,
                               FUSEKI_MOVE, JOSEKI_MOVE})
SAFE_OUTRIGHT = DRAGON_SAVES | frozenset({MY_ATARI_ATARI_MOVE, YOUR_ATARI_ATARI_MOVE})
SAFE_CATCH = 8.0


def move_safety(position: Position, reasons: List[MoveReason], move: int, color: int) -> bool:
    """Whether a move's stone is strategically safe, so that the territory
    it seems to gain is counted (GNU Go's ``examine_move_safety``, which
    gates ``estimate_territorial_value``). Tactical safety is checked by
    the caller. A territorial or opening reason is enough; so is a rescue
    of a dragon by the owl or a race, and a combination. A defence of a
    worm makes the stone safe only when its dragon is alive; a capture
    only when it catches something big, or the capturing stones touch a
    living dragon of ours, or there are none; a connection only when one
    of the dragons it joins is alive. A cut, a strategic reason or shape
    alone do not: the rescue of a worm of a dead dragon, say, adds a stone
    the opponent will take with the rest, not a wall that gains ground
    (nngs.tst 1110: a lone rescued stone in Black's area was worth 18
    points of territory). GNU Go leaves a capture of a string touching
    several of our dragons to the connection reasons; here the stones next
    to the move decide. The caller does not ask on the boards the Monte
    Carlo search plays: their dragons are not read by the owl, so few
    would count as alive, and the playouts judge safety there (GNU Go's
    genmove files: 9x9 38 -> 35 of 73 with the rule, 19x19 files better)."""
    dragons = position.dragons
    for r in reasons:
        kind = r.kind
        if kind in SAFE_BY_TERRITORY or kind in SAFE_OUTRIGHT:
            return True
        if kind == DEFEND_MOVE:
            if dragons.status(r.target) == ALIVE:
                return True
        elif kind == ATTACK_MOVE or kind in DRAGON_KILLS:
            if _capture_is_safe(position, r, move, color):
                return True
        elif kind == CONNECT_MOVE:
            if any(dragons.status(t) == ALIVE for t in (r.target, r.target2)):
                return True
    return False


def invasion_penalty(position: Position, reasons: List[MoveReason], move: int,
                     color: int) -> float:
    """What a lone move into the opponent's sphere loses (GNU Go's
    ``strategic_penalty``): the territory change counts the new stone as
    a living source, while the opponent will gain by attacking it. Only
    where the point and each empty point next to it are in the
    opponent's area, and only for moves whose reasons are those of an
    invasion (territory, moyo, a strategic attack) or of running out with
    a single stone that a strong opponent dragon touches, above the third
    line: twelve times the opponent's territory value of the point."""
    other = BLACK + WHITE - color
    influence = position.influence
    b = position.board.board
    if influence.whose_area(move) != other:
        return 0.0
    if any(b[move + d] == EMPTY and influence.whose_area(move + d) != other
           for d in DIRS):
        return 0.0
    if not all(_invades(position, r, move, color) for r in reasons):
        return 0.0
    theirs = influence.territory[move] if other == BLACK else -influence.territory[move]
    return max(0.0, INVASION_PENALTY * theirs)


# An invasion's penalty per unit of the opponent's territory value at its
# point (GNU Go's strategic_penalty).
INVASION_PENALTY = 12.0
INVASION_KINDS = frozenset({TERRITORY_MOVE, EXPAND_MOYO_MOVE, STRATEGIC_ATTACK_MOVE, SHAPE})
# A single stone runs out in vain only next to an opponent dragon this safe
# (an alive one only up to this weakness).
STRONG_ENOUGH = frozenset({Safety.INVINCIBLE, Safety.STRONGLY_ALIVE, Safety.ALIVE})
WEAK_NEIGHBOR = 0.4


def _invades(position: Position, r: MoveReason, move: int, color: int) -> bool:
    """Whether a reason is one an invasion has (GNU Go's
    ``strategic_penalty`` cases): shape counts as none (GNU Go keeps shape
    apart from the reasons); a rescue only of a single stone, and by the
    owl only if that stone cuts nothing, stands above the third line and
    touches a strong opponent dragon and no weak one."""
    if r.kind in INVASION_KINDS:
        return True
    dragons = position.dragons
    if r.kind not in (DEFEND_MOVE, OWL_DEFEND_MOVE):
        return False
    d = dragons.dragon(r.target)
    if len(d.stones) > 1:
        return False
    if r.kind == DEFEND_MOVE:
        return True
    worms = position.worms
    if worms.cutstone[r.target] or worms.cutstone2[r.target]:
        return False
    if edge_distance(move, position.board.size) < 3:
        return False
    b = position.board.board
    strong = False
    for step in DIRS:
        q = r.target + step
        if b[q] != BLACK + WHITE - color:
            continue
        n = dragons.dragon(q)
        if len(n.stones) == 1 or n.safety not in STRONG_ENOUGH or \
                (n.safety == Safety.ALIVE and n.weakness > WEAK_NEIGHBOR):
            return False        # a weak neighbour: running out may pay
        strong = strong or n.safety != Safety.ALIVE
    return strong


def _capture_is_safe(position: Position, r: MoveReason, move: int, color: int) -> bool:
    """GNU Go's rule for an attack's safety: a big catch is safe; otherwise
    the stones of ours next to the move decide, and with none the move
    stands on its own."""
    dragons = position.dragons
    if r.kind == ATTACK_MOVE:
        size = position.worms.effective_size[r.target]
    else:
        size = dragons.dragon(r.target).effective_size
    if size >= SAFE_CATCH:
        return True
    b = position.board.board
    friends = [move + d for d in DIRS if b[move + d] == color]
    if not friends:
        return True
    return any(dragons.status(f) == ALIVE for f in friends)


def _rejected(value: MoveValue, verdict: Verdict) -> MoveValue:
    value.verdict = verdict
    value.total = 0.0
    value.lines.append(verdict.value)
    return value


def _dead_on_arrival(position: Position, move: int, color: int) -> bool:
    """True if a stone at ``move`` would stand in the opponent's moyo
    (:meth:`~.influence.Influence.whose_moyo`: the opponent's influence
    several times ours, ours weak), or in his area (``whose_area``: his
    influence clearly ahead) with no stone of ours within ``LONE_REACH``:
    it cannot live there, so its apparent territorial gain is an illusion
    (the influence function takes the new stone for a living one; GNU Go
    adds the influence change only for a move it takes to be safe, and
    its owl would find such a stone dead). Our owl cannot tell here: it
    counts the open board around a lone stone as eye space. The area
    rule holds where the valuation chooses the move: on the boards the
    Monte Carlo search plays, its playouts read whether an invasion
    lives, and a refused move starts the search with losses."""
    other = BLACK + WHITE - color
    influence = position.influence
    if influence.whose_moyo(move) == other:
        return True
    if position.config.montecarlo_plays(position.board.size):
        return False        # the playouts read whether an invasion lives
    # _alone first: it reads a few points, whose_area asks whose_moyo again.
    return _alone(position.board, move, color) and influence.whose_area(move) == other


def _alone(board, move: int, color: int) -> bool:
    """No stone of ``color`` within ``LONE_REACH`` of ``move``."""
    b = board.board
    i, j, size = I(move), J(move), board.size
    for di in range(-LONE_REACH, LONE_REACH + 1):
        reach = LONE_REACH - abs(di)
        if not 0 <= i + di < size:
            continue
        for dj in range(max(-reach, -j), min(reach, size - 1 - j) + 1):
            if b[POS(i + di, j + dj)] == color:
                return False
    return True


def _tactical_value(position: Position, reasons: List[MoveReason], color: int,
                    value: MoveValue, vertex) -> None:
    """Attacks and defences of worms: the worm at stake; the owl's and the
    races' kills and rescues of dragons: the dragon at stake (GNU Go's
    ``OWL_ATTACK_MOVE`` and ``SEMEAI_MOVE`` values); ko-discounted. What is
    at stake counts once: a dragon's kill (or rescue) takes in the
    captures (or rescues) of its worms by the same move, and its several
    reasons (owl, race) give their best. The best stake counts whole, the
    others at 0.3. On the boards the valuation plays, where the owl reads
    the dragons, a tactical rescue of a worm of a dragon the owl itself
    reads dead (not one a race or the seki pass made dead while the owl
    found it critical: nngs.tst 330, 1270, 1955 expect such rescues) only
    puts off its capture: it is worth nothing (GNU Go counts a fifth of the
    worm as a secondary value, of which a twentieth reaches the total).
    The capture of such a worm keeps a quarter: GNU Go gives it a
    secondary value too, but takes dead stones off at the end, where
    nothing else is worth a point (its filllib.tst 2 expects such a
    capture); the quarter keeps it among the moves genmove plays then."""
    dragons = position.dragons
    owl_read = not position.config.montecarlo_plays(position.board.size)
    stakes: Dict[Tuple[int, bool], float] = {}     # (worm or dragon origin, kill) -> worth
    for r in reasons:
        if r.kind not in (ATTACK_MOVE, DEFEND_MOVE, ATTACK_THREAT, DEFEND_THREAT):
            continue
        worth = worm_value(position, r.target) * KO_SHARE.get(r.code, 0.4)
        status = dragons.status(r.target)
        if r.kind == ATTACK_MOVE and status == DEAD:
            worth *= 0.25     # counted as dead already
        if r.kind == DEFEND_MOVE and owl_read and status == DEAD \
                and dragons.dragon(r.target).owl_status == DEAD:
            value.lines.append(f"saves {vertex(r.target)} of a dead dragon: nothing")
            continue
        if r.kind in (ATTACK_MOVE, DEFEND_MOVE):
            _stake(stakes, (r.target, r.kind == ATTACK_MOVE), worth)
            verb = "captures" if r.kind == ATTACK_MOVE else "saves"
            value.lines.append(f"{verb} {vertex(r.target)}: {worth:.2f}")
        else:
            value.secondary += THREAT_SHARE * worth
            value.lines.append(f"threat on {vertex(r.target)}: {THREAT_SHARE * worth:.2f}")
    for r in reasons:
        if r.kind not in DRAGON_KILLS and r.kind not in DRAGON_SAVES:
            continue
        d = dragons.dragon(r.target)
        kill = r.kind in DRAGON_KILLS
        worth = dragon_value(position, d) * KO_SHARE.get(r.code, 0.4)
        for key in [k for k in stakes if k[1] == kill and k[0] in d.stones]:
            worth = max(worth, stakes.pop(key))    # its worms' stakes are part of it
        _stake(stakes, (d.origin, kill), worth)
        verb = "kills" if kill else "saves"
        value.lines.append(f"{verb} dragon {vertex(d.origin)} ({r.source}): {worth:.2f}")
    gains = sorted(stakes.values(), reverse=True)
    if gains:
        value.territory += gains[0] + 0.3 * sum(gains[1:])


def _stake(stakes: Dict[Tuple[int, bool], float], key: Tuple[int, bool], worth: float) -> None:
    stakes[key] = max(worth, stakes.get(key, 0.0))


def _combination_value(reasons: List[MoveReason], value: MoveValue) -> None:
    """A combination attack, or a defence against one: the combination's
    size (GNU Go values ``MY_ATARI_ATARI_MOVE`` and
    ``YOUR_ATARI_ATARI_MOVE`` so)."""
    for kind, words in ((MY_ATARI_ATARI_MOVE, "combination attack"),
                        (YOUR_ATARI_ATARI_MOVE, "stops a combination")):
        sizes = [r.amount for r in reasons if r.kind == kind]
        if sizes:
            value.territory += max(sizes)
            value.lines.append(f"{words}: {max(sizes):.2f}")


def _strategic_value(position: Position, reasons: List[MoveReason], value: MoveValue,
                     vertex) -> None:
    """Connections, cuts and the strategic attack and defence of dragons
    (GNU Go's ``estimate_strategical_value``, manual 6.4.2). A dragon's
    strategic worth counts once a move, at its best; not for a critical
    dragon this move neither kills nor saves (its fate is the owl's
    question); for a dragon whose kill or rescue this move already counts
    in the territory, only what the strategic worth exceeds that by; and a
    strategic attack is worth nothing while one of our dragons next to
    the target is critical and this move does not save it (the target
    would save itself by capturing it)."""
    dragons = position.dragons
    owl_targets = {dragons.dragon(r.target).origin for r in reasons
                   if r.kind in DRAGON_KILLS or r.kind in DRAGON_SAVES}
    best_pair = 0.0
    worth_of: Dict[int, Tuple[float, str]] = {}
    for r in reasons:
        if r.kind in (CONNECT_MOVE, CUT_MOVE):
            best_pair = max(best_pair, _pair_worth(position, r))
        elif r.kind in (STRATEGIC_ATTACK_MOVE, STRATEGIC_DEFEND_MOVE):
            d = dragons.dragon(r.target)
            if d.status == DEAD or d.owl_status == ALIVE:
                continue
            worth = strategic_worth(d)
            if r.kind == STRATEGIC_ATTACK_MOVE and _critical_friend(dragons, d, owl_targets):
                worth = 0.0
            verb = "attacks" if r.kind == STRATEGIC_ATTACK_MOVE else "defends"
            if worth > worth_of.get(d.origin, (0.0, ""))[0]:
                worth_of[d.origin] = (worth, verb)
    for origin, (worth, verb) in sorted(worth_of.items()):
        d = dragons.dragons[origin]
        if origin in owl_targets:
            worth -= 2.0 * d.effective_size     # the kill or rescue counted it
        elif d.status == CRITICAL:
            worth = 0.0
        if worth > 0.0:
            value.strategy += worth
            value.lines.append(f"{verb} dragon {vertex(origin)}: {worth:.2f}")
    if best_pair:
        value.strategy += best_pair
        value.lines.append(f"connection or cut: {best_pair:.2f}")


def _pair_worth(position: Position, r: MoveReason) -> float:
    """A connection or cut: a point, and a share of the weaker dragon's
    stones and moyo by its weakness; cutting off a dead piece gains little."""
    dragons = position.dragons
    a, b = dragons.dragon(r.target), dragons.dragon(r.target2)
    if r.kind == CUT_MOVE and (a.status == DEAD or b.status == DEAD):
        return 0.5
    return 1.0 + STRATEGIC_SHARE * max(d.weakness * dragon_value(position, d) for d in (a, b))


def _prior_strategic_value(position: Position, reasons: List[MoveReason], value: MoveValue,
                           vertex) -> None:
    """The strategic value on boards the Monte Carlo search plays, where
    values only seed the search's priors (a visit a point): connections
    and cuts as above, a strategic attack or defence at a small share of
    the dragon's stones and moyo, for each reason. Kept apart because the
    priors were measured with it: the larger worth above, tried as priors,
    won 9.5 of 30 9x9 games against GNU Go level 10 where this won 13 of
    the same 30 (four games turned against us, none for us)."""
    dragons = position.dragons
    best_pair = 0.0
    for r in reasons:
        if r.kind in (CONNECT_MOVE, CUT_MOVE):
            best_pair = max(best_pair, _pair_worth(position, r))
        elif r.kind in (STRATEGIC_ATTACK_MOVE, STRATEGIC_DEFEND_MOVE):
            d = dragons.dragon(r.target)
            if d.status in (ALIVE, DEAD):
                continue
            worth = 0.5 * STRATEGIC_SHARE * d.weakness * dragon_value(position, d)
            value.strategy += worth
            verb = "attacks" if r.kind == STRATEGIC_ATTACK_MOVE else "defends"
            value.lines.append(f"{verb} dragon {vertex(d.origin)}: {worth:.2f}")
    if best_pair:
        value.strategy += best_pair
        value.lines.append(f"connection or cut: {best_pair:.2f}")


def _critical_friend(dragons: Dragons, target: Dragon, defended: Set[int]) -> bool:
    """Whether a dragon next to ``target``, of the other colour, is
    critical and not saved by the move (``defended``: the dragons the
    move kills or saves)."""
    return any(dragons.dragons[n].color != target.color
               and dragons.dragons[n].status == CRITICAL and n not in defended
               for n in target.neighbors)


def _shape_and_minimum(reasons: List[MoveReason], value: MoveValue) -> None:
    positive = sorted((r.amount for r in reasons if r.kind == SHAPE and r.amount > 0),
                      reverse=True)
    negative = sorted((-r.amount for r in reasons if r.kind == SHAPE and r.amount < 0),
                      reverse=True)
    shape = 0.0
    if positive:
        shape += positive[0] + (len(positive) - 1)
    if negative:
        shape -= negative[0] + (len(negative) - 1)
    value.shape = shape
    for r in reasons:
        if r.kind in (FUSEKI_MOVE, JOSEKI_MOVE, EXPAND_TERRITORY_MOVE) and r.amount:
            value.minimum = max(value.minimum, r.amount)
        if r.kind == EXPAND_MOYO_MOVE:
            value.strategy += 1.0

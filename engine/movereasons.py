"""Examining the position and collecting move reasons.

Counterpart of GNU Go's ``examine_position`` and ``collect_move_reasons``
(manual 4.1, 4.2 and chapter 6). :func:`examine_position` gathers what is
known about one position into one :class:`Position` object (worms with
their tactical status, dragons, influence, the reader); then
:func:`collect_move_reasons` asks the move generators for *reasons*, typed
records of what a move would do, collected per move in a
:class:`MoveReasons`. Reasons carry no value: the valuation
(:mod:`.valuation`) prices them only when all are in.

Move generators, as in GNU Go:

* worm reasons: every attack and defence point of a worm (with its ko
  code), attack and defence threats;
* pattern reasons from our databases, matched for the side to move:
  ``shapes``, ``edges`` and ``corners`` give shape values (``shape(n)``),
  territorial moves (``e``/``E``, ``terri(n)``), strategic attack and
  defence (``a``/``d``), connections and cuts (``C``/``B``) and fuseki /
  joseki moves (``F``/``j``/``J``); the ``connections`` database gives
  cutting points: where the opponent could cut us, our move connects;
  where we could cut the opponent, our move cuts;
* fuseki: empty corners and empty areas on boards of 13 and more;
* territory: every empty point near the stones where the territory is
  still open (its value is the influence change the valuation computes);
* combinations (in a full examination only): the first move of our
  combination attack, and the moves that stop the opponent's;
* life and death (when the examination judged the dragons,
  ``judge_nodes``): the owl's attack and defence points of critical
  dragons, and the moves that win the capturing races that made dragons
  critical.

In a full examination (``checks``) a connect or cut reason stands only if
connection reading confirms it, as in GNU Go 3.8: the move must keep
together strings the opponent could cut, or keep apart strings their owner
could join.

Depends on the board, reading, connection reading, worms, dragons,
influence, combinations, the owl, the semeai reader (through
:mod:`.judgement`) and the matcher; knows nothing of valuation or GTP.
"""
import enum
from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Set, Tuple

from ..patterns.compiled import CompiledDatabase
from ..patterns.database import DatabaseCache, user_cache_directory
from .autohelpers import Autohelpers, MissingVocabulary
from .board import Board
from .colors import BLACK, EMPTY, WHITE
from .combinations import AtariAtari, Targets, combination_targets
from .combinations.budgets import MOVE_QUESTION_BUDGET, MOVE_SEARCH_BUDGET
from .config import EngineConfig
from .dragons import ALIVE, CRITICAL, DEAD, Dragons, make_dragons
from .geometry import DIRS, NO_MOVE, NS, PASS_MOVE, POS
from .helpers import call_helper
from .influence import ESCAPE, STRENGTH, TERRITORY_LEVEL, Influence, compute_influence
from .optics import EyeData, EyeShapes, make_eye_data
from .matcher import PreparedDatabase, find_matches, prepare
from .judgement import Judgement, judge
from .owl import Owl, OwlPatterns
from .readconnect import ConnectionReader
from .reading import Reader, ReadingBudgetExceeded
from .semeai import Semeai
from .worm_patterns import MatchedPatterns
from .worms import Worms, make_worms

# Connection reading that checks a connect or cut reason: nodes per
# question and tactical nodes per question inside it (GNU Go reads 2,000 and
# the tactics unbounded; at those our examination of one 9x9 bench
# position took 9 s instead of 3).
MOVE_CONNECT_NODES = 250
MOVE_CONNECT_TACTICS = 300
# The influence strength a dragon of the greatest weakness (1.0) loses
# (GNU Go's set_dragon_strengths).
WEAK_STRENGTH_LOSS = 0.3


class ReasonKind(enum.Enum):
    """What a move reason says the move does (GNU Go's kinds, move_reasons.h).

    The value is the verb ``move_reasons`` prints; decisions compare kinds,
    never these words.
    """

    ATTACK = "attacks"
    DEFEND = "defends"
    ATTACK_THREAT = "threatens to attack"
    DEFEND_THREAT = "threatens to defend"
    CONNECT = "connects"
    CUT = "cuts"
    STRATEGIC_ATTACK = "strategically attacks"
    STRATEGIC_DEFEND = "strategically defends"
    EXPAND_TERRITORY = "expands territory"
    EXPAND_MOYO = "expands moyo"
    SHAPE = "has shape value"
    FUSEKI = "is a fuseki move"
    JOSEKI = "is a joseki move"
    TERRITORY = "changes territory"      # open territory next to the stones
    ANTISUJI = "is antisuji"
    COMBINATION_ATTACK = "starts a combination attack"
    COMBINATION_DEFEND = "defends against a combination attack"
    OWL_ATTACK = "kills"                 # the owl's attack on a critical dragon
    OWL_DEFEND = "saves"                 # the owl's defence of a critical dragon
    SEMEAI_ATTACK = "wins the race against"
    SEMEAI_DEFEND = "wins the race for"


# GNU Go's names for the kinds.
ATTACK_MOVE = ReasonKind.ATTACK
DEFEND_MOVE = ReasonKind.DEFEND
ATTACK_THREAT = ReasonKind.ATTACK_THREAT
DEFEND_THREAT = ReasonKind.DEFEND_THREAT
CONNECT_MOVE = ReasonKind.CONNECT
CUT_MOVE = ReasonKind.CUT
STRATEGIC_ATTACK_MOVE = ReasonKind.STRATEGIC_ATTACK
STRATEGIC_DEFEND_MOVE = ReasonKind.STRATEGIC_DEFEND
EXPAND_TERRITORY_MOVE = ReasonKind.EXPAND_TERRITORY
EXPAND_MOYO_MOVE = ReasonKind.EXPAND_MOYO
SHAPE = ReasonKind.SHAPE
FUSEKI_MOVE = ReasonKind.FUSEKI
JOSEKI_MOVE = ReasonKind.JOSEKI
TERRITORY_MOVE = ReasonKind.TERRITORY
ANTISUJI_MOVE = ReasonKind.ANTISUJI
MY_ATARI_ATARI_MOVE = ReasonKind.COMBINATION_ATTACK
YOUR_ATARI_ATARI_MOVE = ReasonKind.COMBINATION_DEFEND
OWL_ATTACK_MOVE = ReasonKind.OWL_ATTACK
OWL_DEFEND_MOVE = ReasonKind.OWL_DEFEND
SEMEAI_ATTACK_MOVE = ReasonKind.SEMEAI_ATTACK
SEMEAI_DEFEND_MOVE = ReasonKind.SEMEAI_DEFEND

KINDS = tuple(ReasonKind)

PATTERN_DATABASES = ("shapes", "edges", "corners")


@dataclass(frozen=True)
class MoveReason:
    """One reason for one move: its kind, what it concerns, and where it
    came from.

    ``target``/``target2``: a worm or dragon (a stone of it), 0 if none;
    ``code``: the reading result code for attacks and defences (WIN, KO_A,
    KO_B); ``amount``: a pattern's number (shape value, minimum territory);
    ``source``: ``worms``, a pattern name, ``fuseki``...
    """

    kind: ReasonKind
    target: int = 0
    target2: int = 0
    code: int = 0
    amount: float = 0.0
    source: str = ""

    def describe(self, vertex) -> str:
        """A line for ``move_reasons``: e.g. ``attacks C3 (worms)``."""
        what = self.kind.value
        parts = [what]
        if self.target:
            parts.append(vertex(self.target))
        if self.target2:
            parts.append("and " + vertex(self.target2))
        if self.amount:
            parts.append(f"{self.amount:g}")
        if self.source:
            parts.append(f"({self.source})")
        return " ".join(parts)


class MoveReasons:
    """Reasons collected per move (each reason once per move)."""

    def __init__(self, color: int) -> None:
        self.color = color
        self.by_move: Dict[int, List[MoveReason]] = {}

    def add(self, move: int, reason: MoveReason) -> None:
        """Record a reason for ``move`` (a duplicate is ignored).
        Counterpart of GNU Go's ``add_move_reason``."""
        if move == NO_MOVE:
            return
        reasons = self.by_move.setdefault(move, [])
        if reason not in reasons:
            reasons.append(reason)

    def moves(self) -> List[int]:
        return sorted(self.by_move)

    def of(self, move: int) -> List[MoveReason]:
        return self.by_move.get(move, [])

    def has(self, move: int, kind: ReasonKind) -> bool:
        return any(r.kind == kind for r in self.of(move))


class Position:
    """Everything examined about one position (GNU Go's worm[], dragon[],
    influence... as one object). ``board`` is the live board: the analysis
    describes it as it was when examined (``hash``)."""

    def __init__(self, board: Board, config: EngineConfig, reader: Reader, worms: Worms,
                 eyes: Dict[int, EyeData], dragons: Dragons, influence: Influence,
                 databases: Dict[str, PreparedDatabase], checks: bool = True,
                 judgement: Optional[Judgement] = None) -> None:
        self.board = board
        self.config = config
        self.reader = reader
        self.worms = worms
        self.eyes = eyes
        self.dragons = dragons
        self.influence = influence
        self.databases = databases
        self.hash = board.hash
        self.dead = dragons.dead_stones()
        # Whether the move reasons are read in full: combinations, connect
        # and cut reasons confirmed by connection reading, the blunder check.
        self.checks = checks
        # The owl's and the races' statuses of the dragons, when the
        # examination read them (``judge_nodes``); None when it did not.
        self.judgement = judgement
        self._combinations: Optional[AtariAtari] = None
        self._connections: Optional[ConnectionReader] = None
        self._targets: Dict[int, Targets] = {}

    @property
    def combinations(self) -> AtariAtari:
        """The combination reader of this position, within the move
        generator's budgets, sharing the tactical reader's cache."""
        if self._combinations is None:
            reader = self.reader
            self._combinations = AtariAtari(
                self.board, self.config, reader.cache, getattr(reader, "interrupted", None),
                MOVE_QUESTION_BUDGET, MOVE_SEARCH_BUDGET)
        return self._combinations

    @property
    def connections(self) -> ConnectionReader:
        """The connection reader of this position: it shares the tactical
        reader's cache, and reads within its own limits
        (``MOVE_CONNECT_NODES``, ``MOVE_CONNECT_TACTICS``)."""
        if self._connections is None:
            self._connections = ConnectionReader(self.board, self.config, self.reader,
                                                 MOVE_CONNECT_NODES, MOVE_CONNECT_TACTICS)
        return self._connections

    def combination_targets(self, attacker: int) -> Targets:
        """``attacker``'s combination targets from this analysis (GNU Go's
        ``compute_aa_status`` with the dragons' statuses as they are)."""
        if attacker not in self._targets:
            self._targets[attacker] = combination_targets(self.board, attacker, self.worms,
                                                          self.dragons, self.influence)
        return self._targets[attacker]


class PatternLibrary:
    """Our pattern databases, compiled and prepared once (keep one per
    session; it holds no position)."""

    def __init__(self, pattern_dir: Optional[str] = None) -> None:
        cache = DatabaseCache(user_cache_directory())
        self.compiled: Dict[str, CompiledDatabase] = {
            name: cache.load(name) for name in PATTERN_DATABASES + ("connections", "attacks",
                                                                    "defenses")}
        self.prepared = {name: prepare(db) for name, db in self.compiled.items()}
        self.eye_shapes = EyeShapes.builtin(cache)
        self.owl_patterns = OwlPatterns(prepare(cache.load("owl_attack")),
                                        prepare(cache.load("owl_defense")))


def examine_position(board: Board, config: EngineConfig, library: PatternLibrary,
                     reader: Optional[Reader] = None, threats: bool = True,
                     worms: Optional[Worms] = None, checks: bool = True,
                     judge_nodes: Optional[int] = None) -> Position:
    """Worms (with tactical reading and attack/defence patterns), initial
    influence, eye spaces, dragons (connection patterns, shared eyes),
    with ``judge_nodes`` the dragons' life and death (owl and races,
    :func:`~.judgement.judge`, within that many owl nodes), final
    influence.

    ``threats=False`` skips the threat search (faster, for tight time),
    and the checks; ``checks=False`` the checks alone (``Position.checks``:
    combinations, connection reading of connect and cut reasons, the
    blunder check); ``worms`` gives a worm analysis of this position
    already made.
    Raises ReadingBudgetExceeded if ``reader`` is a :class:`BudgetReader`
    that runs out (the board is restored first). Counterpart of GNU Go's
    ``examine_position``. The board is left as it was.
    """
    if board.stackp:
        raise ValueError("examine_position needs stackp == 0")
    reader = reader or Reader(board, config)
    try:
        return _examine(board, config, library, reader, threats, worms, checks, judge_nodes)
    except ReadingBudgetExceeded:
        board.pop_to(0)
        raise


def _examine(board: Board, config: EngineConfig, library: "PatternLibrary", reader: Reader,
             threats: bool, worms: Optional[Worms], checks: bool,
             judge_nodes: Optional[int]) -> "Position":
    if worms is None:
        patterns = MatchedPatterns(library.compiled["attacks"], library.compiled["defenses"],
                                   reader)
        worms = make_worms(board, config, reader, patterns, threats)
    tactically_dead = _tactically_dead(board, worms)
    first = compute_influence(board, tactically_dead, spread=ESCAPE)
    connections = list(_connected_pairs(board, library.prepared["connections"], reader))
    eyes = make_eye_data(board, worms, reader, library.eye_shapes)
    dragons = make_dragons(board, worms, eyes, first, connections)
    judgement = None
    if judge_nodes is not None:
        # The owl reads with a reader of its own (sharing the cache): its
        # bound is the owl budget, not the examination's reading budget.
        owl = Owl(board, config, Reader(board, config, reader.cache), library.eye_shapes,
                  library.owl_patterns)
        judgement = judge(owl, Semeai(owl), dragons, worms, budget=judge_nodes)
    influence = compute_influence(board, dragons.dead_stones(), _strengths(dragons))
    return Position(board, config, reader, worms, eyes, dragons, influence, library.prepared,
                    threats and checks, judgement)


def _strengths(dragons: Dragons) -> Dict[int, float]:
    """Influence strengths of the stones of weak dragons: a weak dragon
    radiates less (GNU Go's ``set_dragon_strengths``: 30% less at the
    greatest weakness)."""
    return {p: STRENGTH * (1.0 - WEAK_STRENGTH_LOSS * d.weakness_pre_owl)
            for d in dragons.dragons.values() if d.weakness_pre_owl > 0.0 for p in d.stones}


def _tactically_dead(board: Board, worms: Worms) -> Set[int]:
    """Stones of worms that can be captured and not defended."""
    out: Set[int] = set()
    for origin in worms.worm_origins:
        if board.board[origin] in (BLACK, WHITE) and worms.attack_codes[origin][0] \
                and not worms.defense_codes[origin][0]:
            out.update(worms.stones(origin))
    return out


def _connected_pairs(board: Board, database: PreparedDatabase,
                     reader: Reader) -> Iterable[Tuple[int, int]]:
    """Pairs of stones that a ``C`` connection pattern joins, both colours."""
    helpers = Autohelpers(board, reader)
    for color in (BLACK, WHITE):
        for match in find_matches(color, database, board, helpers=helpers):
            if not match.pattern.has_class("C"):
                continue
            ours = [p for p, kind in match.stones() if kind == "O"]
            for p in ours[1:]:
                yield ours[0], p


# ----------------------------------------------------------------------
# Move generators


def collect_move_reasons(position: Position, color: int) -> MoveReasons:
    """All move reasons for ``color``. Counterpart of GNU Go's
    ``collect_move_reasons`` plus ``shapes``, ``fuseki`` and the endgame
    generators."""
    reasons = MoveReasons(color)
    worm_reasons(position, color, reasons)
    pattern_reasons(position, color, reasons)
    cut_reasons(position, color, reasons)
    fuseki_reasons(position, color, reasons)
    territory_reasons(position, color, reasons)
    if not position.config.montecarlo_plays(position.board.size):
        weak_dragon_reasons(position, color, reasons)
    if position.checks:
        combination_reasons(position, color, reasons)
    if position.judgement is not None:
        owl_reasons(position, color, reasons)
        semeai_reasons(position, color, reasons)
    return reasons


def owl_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """The owl's move for each critical dragon the examination read: its
    defence point for ours, its attack point for theirs (GNU Go's
    ``owl_reasons``); not for a dragon its races made alive."""
    for d in position.judgement.read:
        if d.owl_status != CRITICAL or d.status != CRITICAL:
            continue
        if d.color == color:
            point, code, kind = d.owl_defense_point, d.owl_defense_code, OWL_DEFEND_MOVE
        else:
            point, code, kind = d.owl_attack_point, d.owl_attack_code, OWL_ATTACK_MOVE
        if point not in (NO_MOVE, PASS_MOVE):
            reasons.add(point, MoveReason(kind, d.origin, code=code, source="owl"))


def semeai_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """The race's move for each dragon a capturing race made critical: the
    point that wins it for ours, the one that wins it against theirs,
    unless the owl has a move for the dragon whose result is more certain
    (GNU Go's ``semeai_move_reasons``)."""
    for d in position.dragons.dragons.values():
        if not d.semeais or d.status != CRITICAL:
            continue
        if d.color == color:
            point, code, certain = d.semeai_defense_point, d.semeai_defense_code, \
                d.semeai_defense_certain
            owl_point, owl_certain = d.owl_defense_point, d.owl_defense_certain
            kind = SEMEAI_DEFEND_MOVE
        else:
            point, code, certain = d.semeai_attack_point, d.semeai_attack_code, \
                d.semeai_attack_certain
            owl_point, owl_certain = d.owl_attack_point, d.owl_attack_certain
            kind = SEMEAI_ATTACK_MOVE
        if point in (NO_MOVE, PASS_MOVE) or (owl_point != NO_MOVE and certain < owl_certain):
            continue
        reasons.add(point, MoveReason(kind, d.origin, code=code, source="semeai"))


def combination_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Our combination attack, and the moves that stop the opponent's.
    Counterpart of GNU Go's ``combinations`` (combination.c): the first
    move of our combination, and each of the opponent's defences that is
    a safe move for us, gets a reason whose amount is the combination's
    size."""
    board = position.board
    other = BLACK + WHITE - color
    reader = position.combinations
    theirs = reader.attack(position.combination_targets(other), defenses=True)
    if theirs.size:
        for move in theirs.defenses:
            if board.board[move] == EMPTY and is_safe(position, move, color):
                reasons.add(move, MoveReason(YOUR_ATARI_ATARI_MOVE, amount=float(theirs.size),
                                             source="combinations"))
    ours = reader.attack(position.combination_targets(color))
    if ours.size:
        reasons.add(ours.move, MoveReason(MY_ATARI_ATARI_MOVE, amount=float(ours.size),
                                          source="combinations"))


def worm_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Attacks and defences of worms, and threats. Counterpart of GNU Go's
    ``worm_reasons`` (and the threat part of ``review_move_reasons``)."""
    board = position.board
    worms = position.worms
    for origin in worms.worm_origins:
        c = board.board[origin]
        if c not in (BLACK, WHITE) or not worms.attack_codes[origin][0]:
            if c in (BLACK, WHITE):
                _threat_reasons(worms, origin, c, color, reasons)
            continue
        if c != color:
            for move, code in worms.attacks(origin):
                reasons.add(move, MoveReason(ATTACK_MOVE, origin, code=code, source="worms"))
        elif worms.defense_codes[origin][0]:
            for move, code in worms.defenses(origin):
                reasons.add(move, MoveReason(DEFEND_MOVE, origin, code=code, source="worms"))


def _threat_reasons(worms: Worms, origin: int, c: int, color: int,
                    reasons: MoveReasons) -> None:
    if c != color:
        for move, code in worms.attack_threats(origin):
            reasons.add(move, MoveReason(ATTACK_THREAT, origin, code=code, source="worms"))
    else:
        for move, code in worms.defense_threats(origin):
            reasons.add(move, MoveReason(DEFEND_THREAT, origin, code=code, source="worms"))


def pattern_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Reasons from the shape, edge and corner databases. Counterpart of
    GNU Go's ``shapes`` and ``shapes_callback``."""
    board = position.board
    helpers = Autohelpers(board, position.reader)
    dragons = position.dragons
    for name in PATTERN_DATABASES:
        for match in find_matches(color, position.databases[name], board):
            move = match.move
            if move == NO_MOVE or board.board[move] != EMPTY:
                continue
            pattern = match.pattern
            try:
                if pattern.constraint is not None and not _holds(match, helpers):
                    continue
                if not call_helper(match, helpers):
                    continue
            except MissingVocabulary:
                continue
            stones = match.stones()
            ours = [p for p, k in stones if k == "O"]
            theirs = [p for p, k in stones if k == "X"]
            classes = pattern.classes
            if ("O" in classes and any(dragons.status(p) == DEAD for p in ours)) or \
                    ("X" in classes and any(dragons.status(p) == DEAD for p in theirs)):
                continue
            if "s" not in classes and not is_safe(position, move, color):
                continue
            source = pattern.name
            _pattern_class_reasons(position, color, reasons, move, classes, ours, theirs, source)
            shape = pattern.attribute("shape")
            if shape:
                reasons.add(move, MoveReason(SHAPE, amount=float(shape), source=source))
            terri = pattern.attribute("terri")
            if terri or "e" in classes:
                reasons.add(move, MoveReason(EXPAND_TERRITORY_MOVE, amount=float(terri or 0),
                                             source=source))
            if "E" in classes:
                reasons.add(move, MoveReason(EXPAND_MOYO_MOVE, source=source))


def is_safe(position: Position, move: int, color: int) -> bool:
    """GNU Go's ``safe_move``, read only when the new stone would have
    fewer than three liberties (with three or more it is taken as safe)."""
    if len(position.board.accuratelib(move, color, 3)) >= 3:
        return True
    return bool(position.reader.safe_move(move, color))


def _holds(match, helpers) -> bool:
    from .matcher import constraint_holds
    return constraint_holds(match, helpers)


def _pattern_class_reasons(position: Position, color: int, reasons: MoveReasons, move: int,
                           classes: str, ours: List[int], theirs: List[int],
                           source: str) -> None:
    """Connect/cut/strategic/fuseki reasons a pattern's classes give."""
    dragons = position.dragons
    if "C" in classes:
        for a, b, sa, sb in _distinct_pairs(ours, dragons):
            if connects(position, move, color, sa, sb):
                reasons.add(move, MoveReason(CONNECT_MOVE, a, b, source=source))
    if "B" in classes:
        for a, b, sa, sb in _distinct_pairs(theirs, dragons):
            if cuts(position, move, color, sa, sb):
                reasons.add(move, MoveReason(CUT_MOVE, a, b, source=source))
    if "a" in classes:
        for p in _dragon_heads(theirs, dragons):
            reasons.add(move, MoveReason(STRATEGIC_ATTACK_MOVE, p, source=source))
    if "d" in classes:
        for p in _dragon_heads(ours, dragons):
            reasons.add(move, MoveReason(STRATEGIC_DEFEND_MOVE, p, source=source))
    if "J" in classes or "j" in classes:
        reasons.add(move, MoveReason(JOSEKI_MOVE, amount=27.0 if "J" in classes else 20.0,
                                     source=source))
    elif "F" in classes:
        reasons.add(move, MoveReason(FUSEKI_MOVE, amount=15.0, source=source))


def connects(position: Position, move: int, color: int, a: int, b: int) -> bool:
    """In a full examination, whether ``color``'s move keeps the strings at
    ``a`` and ``b`` together where the opponent could cut them now (GNU Go
    3.8's check of a class C pattern, by connection reading); else True
    (the pattern's word is taken)."""
    if not position.checks:
        return True
    reader = position.connections
    if not reader.disconnect(a, b).code:
        return False                       # no cut to prevent
    return _after(position, move, color, lambda: not reader.disconnect(a, b).code)


def cuts(position: Position, move: int, color: int, a: int, b: int) -> bool:
    """In a full examination, whether ``color``'s move keeps the
    opponent's strings at ``a`` and ``b`` apart where their owner could
    join them now (GNU Go 3.8's check of a class B pattern and of its
    ``cut_reasons``); else True."""
    if not position.checks:
        return True
    reader = position.connections
    if not reader.connect(a, b).code:
        return False                       # apart already
    return _after(position, move, color, lambda: not reader.connect(a, b).code)


def _after(position: Position, move: int, color: int, question) -> bool:
    board = position.board
    if not board.trymove(move, color):
        return False
    try:
        return question()
    finally:
        board.popgo()


def _dragon_heads(stones: List[int], dragons: Dragons) -> List[int]:
    return sorted({dragons.origin[p] for p in stones if p in dragons.origin})


def _distinct_pairs(stones: List[int], dragons: Dragons) -> List[Tuple[int, int, int, int]]:
    """Pairs of the dragons the stones belong to: (origin, origin, stone,
    stone), each stone the pattern's first of its dragon (the string that
    connection reading asks about)."""
    first: Dict[int, int] = {}
    for p in stones:
        if p in dragons.origin:
            first.setdefault(dragons.origin[p], p)
    heads = sorted(first)
    return [(heads[i], heads[j], first[heads[i]], first[heads[j]])
            for i in range(len(heads)) for j in range(i + 1, len(heads))]


def cut_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Cutting points from the ``connections`` database's ``B`` patterns:
    where the opponent could cut our strings apart our move connects them;
    where we could cut theirs, it cuts. Counterpart of GNU Go's
    ``find_cuts`` feeding ``CONNECT_MOVE``/``CUT_MOVE``."""
    board = position.board
    helpers = Autohelpers(board, position.reader)
    dragons = position.dragons
    other = BLACK + WHITE - color
    for side in (color, other):
        for match in find_matches(side, position.databases["connections"], board,
                                  helpers=helpers):
            move = match.move
            if not match.pattern.has_class("B") or move == NO_MOVE \
                    or board.board[move] != EMPTY:
                continue
            strings = [p for p, k in match.stones() if k == "O"]
            pairs = _distinct_pairs(strings, dragons)
            if not pairs:
                continue
            if side == color:
                for a, b, sa, sb in pairs:
                    if connects(position, move, color, sa, sb):
                        reasons.add(move, MoveReason(CONNECT_MOVE, a, b,
                                                     source=match.pattern.name))
            elif is_safe(position, move, color):
                for a, b, sa, sb in pairs:
                    if cuts(position, move, color, sa, sb):
                        reasons.add(move, MoveReason(CUT_MOVE, a, b, source=match.pattern.name))


def fuseki_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Opening moves on boards of 13 and more: the 3-3, 3-4 and 4-4 points
    of empty corners, and 3rd/4th line points of empty sides. Counterpart
    of GNU Go's ``fuseki`` (empty corners, no database)."""
    board = position.board
    size = board.size
    if size < 13:
        return
    b = board.board
    radius = 4 if size >= 19 else 3
    for i in range(size):
        for j in range(size):
            p = POS(i, j)
            low, high = sorted((min(i, size - 1 - i) + 1, min(j, size - 1 - j) + 1))
            if b[p] != EMPTY or low not in (3, 4):
                continue
            if high <= 4:
                amount = 18.0 if high == low == 3 else 20.0
            elif size >= 19 and high >= 8:
                amount = 12.0
            else:
                continue
            if _empty_square(b, p, radius):
                reasons.add(p, MoveReason(FUSEKI_MOVE, amount=amount, source="fuseki"))


def _empty_square(b: List[int], p: int, radius: int) -> bool:
    for di in range(-radius, radius + 1):
        for dj in range(-radius, radius + 1):
            q = p + di * NS + dj
            if 0 <= q < len(b) and b[q] in (BLACK, WHITE):
                return False
    return True


# Dragons at least this weak get strategic reasons on the points around
# them (the valuation weighs them by the weakness).
WEAK_DRAGON = 0.3
# The points within two steps of a stone (Manhattan distance 1 or 2).
_NEAR = tuple(sorted({d + e for d in DIRS for e in DIRS if d != -e} | set(DIRS)))


def weak_dragon_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Strategic defence of our weak dragons and strategic attack of the
    opponent's, on the empty points within two steps of their stones.
    GNU Go finds such moves through the ``d`` and ``a`` classes of its
    many shape patterns (manual 6.4.2: the reason is given freely, the
    valuation weighs the dragon's weakness); our few shape patterns seldom
    match in an open middle game, so the points around a weak dragon take
    those reasons here, and the influence's territory change ranks them
    (towards open ground first). Not for dead dragons, nor for those the
    owl has read as alive."""
    b = position.board.board
    for d in position.dragons.dragons.values():
        if d.weakness < WEAK_DRAGON or d.status == DEAD or d.owl_status == ALIVE:
            continue
        kind = STRATEGIC_DEFEND_MOVE if d.color == color else STRATEGIC_ATTACK_MOVE
        near = {s + step for s in d.stones for step in _NEAR}
        for p in sorted(near):
            if b[p] == EMPTY:
                reasons.add(p, MoveReason(kind, d.origin, source="weakness"))


def territory_reasons(position: Position, color: int, reasons: MoveReasons) -> None:
    """Empty points next to stones where the territory is still open: the
    valuation prices them by the influence change. Counterpart of GNU Go's
    territorial move reasons from influence (expand/reduce territory)."""
    board = position.board
    b = board.board
    territory = position.influence.territory
    for p in board.points():
        if b[p] != EMPTY or abs(territory[p]) >= TERRITORY_LEVEL:
            continue
        if any(b[p + d] in (BLACK, WHITE) for d in DIRS) or \
                any(b[p + d + e] in (BLACK, WHITE) for d in DIRS for e in DIRS if d != -e):
            reasons.add(p, MoveReason(TERRITORY_MOVE, source="influence"))

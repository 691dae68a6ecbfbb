"""Generating a move: examine, collect reasons, value, choose.

Counterpart of GNU Go's ``genmove.c`` (manual 4.4): :func:`genmove` runs

1. :func:`~.movereasons.examine_position`: worms with their tactical
   status, dragons, influence and territory;
2. :func:`~.movereasons.collect_move_reasons`: attack, defence, threats
   and captures from the worm analysis; shape, connection, cut, territory
   and fuseki reasons from our pattern databases; opening moves; endgame
   moves;
3. :func:`~.valuation.value_moves`: reasons to points, only now;
4. the choice. On boards up to ``config.montecarlo_max_size`` the valued
   moves are priors of a Monte Carlo search (:mod:`.montecarlo`), which
   chooses (GNU Go 3.8 too plays small boards by Monte Carlo); on larger
   boards the best valued move is played.

The answer is a typed :class:`MoveChoice`: a move, a pass or a
resignation. A pass only when the game is over on the board
(:func:`~.scoring.board_finished`: no open point, no neutral point worth
filling, no dead stone that must be captured under area rules) and no move
gains a point; resignation only when ``config.resign`` and the game is
hopeless.

Work is bounded by ``config.level`` when no time budget is given (then the
answer depends only on position, config and seed), else by the budget; an
``interrupted`` callable stops the search early with the best move so far.
An internal error in the move-reason pipeline does not lose the game: the
search or the baseline answers instead, and the error is logged with the
position and recorded in the choice (``MoveChoice.errors``), where the GTP
front end counts it. Depends on everything below it; knows nothing of GTP.
"""
import enum
import logging
import time
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Tuple

from .baseline import baseline_move
from .board import Board
from .colors import BLACK, EMPTY, WHITE
from .config import AREA, EngineConfig
from .diagram import render
from .dragons import ALIVE, DEAD
from .geometry import AROUND, PASS_MOVE
from .influence import TERRITORY_LEVEL
from .montecarlo import Node, Progress, SearchResult, search
from .movereasons import (ATTACK_MOVE, DEFEND_MOVE, MoveReasons, PatternLibrary, Position,
                          collect_move_reasons, examine_position)
from .reading import BudgetReader, ReadingBudgetExceeded
from .scoring import board_finished, run_playouts
from .valuation import PASS_VALUE, MoveValue, Verdict, value_moves

log = logging.getLogger("kosumi.genmove")

# Monte Carlo simulations per level (level 10: about three seconds of
# CPython on 9x9).
SIMULATIONS_PER_LEVEL = 300
# Reading nodes per level for one examination of the position: a safety
# net that real games do not reach. The compiled reader takes about a
# microsecond a node, and a 19x19 middle game's worms with their threats
# need 100,000-350,000 nodes (our games against GNU Go); the 8,000 a level
# set before the reader was compiled ran out in most middle-game moves, and
# genmove then examined without threats and owl, or let the baseline play
# (tests/test_examination_budget.py).
NODES_PER_LEVEL = 60_000
# Owl nodes per level for the dragons' life and death in one examination
# (boards above config.montecarlo_max_size, with threats and checks). Our
# owl costs some 6 ms a node on a 19x19 middle game under CPython, where
# reading every dragon may take 2,000-8,000 nodes: the budget goes to the
# dragons with most at stake.
OWL_NODES_PER_LEVEL = 25
# Monte Carlo priors from valued moves: visits (all wins) per point of
# value, and at most this many. (The influence function of manual chapter
# 13 values an open 9x9 move at some 15-20 points, a capture of two stones
# in the open at 28: one visit a point keeps them apart below the cap.)
PRIOR_PER_POINT = 1.0
PRIOR_CAP = 40.0
# With less than this many seconds for a 19x19 move (scaled by area) the
# position is not examined: the baseline answers.
QUICK_BUDGET = 1.0
# Under a clock, the move reasons that seed the Monte Carlo search are
# gathered only when the move may take this many seconds on 9x9 (scaled
# by area): the examination costs about a second, and under less time the
# search makes better use of it.
PRIORS_BUDGET = 2.0
# Between this (scaled the same way) and PRIORS_BUDGET the priors come
# from a lighter examination: no threats, at most QUICK_PRIORS_NODES
# reading nodes, and none when that is not enough. Like NODES_PER_LEVEL a
# safety net: the lighter examinations of our 9x9 and 13x13 games read up
# to 36,000 nodes in 0.02-0.17 s with the compiled reader; the 5,000 set
# before it ran out in 20 of 30 of their positions.
QUICK_PRIORS_BUDGET = 0.6
QUICK_PRIORS_NODES = 50_000
# The Monte Carlo search stops at this share of its budget less a fixed
# wrap-up (seconds) for what follows it (choosing, the urgent-tactics and pass
# checks): measured on the 9x9 bench positions, a budget of 1 s then takes
# 0.87-0.89 s, one of 0.3 s 0.24-0.26 s, one of 2.5 s (with the priors'
# examination) 2.30-2.46 s.
SEARCH_SHARE = 0.9
SEARCH_WRAP_UP = 0.03
# Below this budget (seconds) there is no time for a search: the baseline
# answers (a sound move in milliseconds; the clock is nearly out).
INSTANT_BUDGET = 0.05
# A resigning player must be this sure to lose (win rate of its best move).
RESIGN_WINRATE = 0.05
RESIGN_MIN_SIMULATIONS = 200
# Beyond this win rate (or below one minus it) the game is decided and
# points, not the win rate, choose the move; moves within NEAR_WINRATE of
# the best, with at least NEAR_VISITS of its visits, count as as good.
DECIDED = 0.85
NEAR_WINRATE = 0.05
NEAR_VISITS = 0.1
# A capture or rescue of a critical worm worth this many points more than
# the search's choice is played instead when the search finds it at most
# URGENT_WINRATE worse (with URGENT_VISITS visits at least).
URGENT_POINTS = 5.0
URGENT_WINRATE = 0.1
URGENT_VISITS = 20
# Points whose playout ownership is at least this sure are settled: playing
# there changes nothing.
SETTLED = 0.9
# Playouts that judge whether a large board is finished before a pass.
FINISHED_PLAYOUTS = 48


class ChoiceKind(enum.Enum):
    """What the engine decided to do."""

    MOVE = "move"
    PASS = "pass"
    RESIGN = "resign"


@dataclass
class MoveChoice:
    """The move chosen and why: what :func:`genmove` returns.

    ``move`` is the point played for a MOVE and PASS_MOVE otherwise;
    ``method`` names the step that decided (for people, not for code).
    """

    kind: ChoiceKind
    move: int
    color: int
    method: str
    value: float = 0.0                  # points (valuation) or win rate (MC)
    notes: List[str] = field(default_factory=list)
    search: Optional[SearchResult] = None
    analysis: Optional["Analysis"] = None
    score: Optional[float] = None       # Black's estimated margin, komi included
    errors: List[str] = field(default_factory=list)   # internal errors survived

    @property
    def resigns(self) -> bool:
        return self.kind is ChoiceKind.RESIGN

    @property
    def passes(self) -> bool:
        return self.kind is ChoiceKind.PASS


def play(move: int, color: int, method: str, value: float = 0.0,
         notes: Optional[List[str]] = None, **extra) -> MoveChoice:
    """A choice to play ``move`` (PASS_MOVE makes it a pass)."""
    kind = ChoiceKind.PASS if move == PASS_MOVE else ChoiceKind.MOVE
    return MoveChoice(kind, move, color, method, value, list(notes or []), **extra)


def passing(color: int, method: str, value: float = 0.0,
            notes: Optional[List[str]] = None, **extra) -> MoveChoice:
    return MoveChoice(ChoiceKind.PASS, PASS_MOVE, color, method, value, list(notes or []),
                      **extra)


def resigning(color: int, value: float, notes: List[str], **extra) -> MoveChoice:
    return MoveChoice(ChoiceKind.RESIGN, PASS_MOVE, color, "resign", value, notes, **extra)


def simulations_for(config: EngineConfig) -> int:
    """Monte Carlo simulations of one move at ``config.level``."""
    return SIMULATIONS_PER_LEVEL * config.level


def search_seed(config: EngineConfig, board: Board, color: int) -> int:
    return (config.seed * 1_000_003) ^ board.hash ^ color


def _settled(ownership: Dict[int, float], move: int) -> bool:
    """True if ``move`` and every point around it are owned by one side in
    nearly every playout: nothing there is left to decide."""
    value = ownership.get(move, 0.0)
    if abs(value) < SETTLED:
        return False
    for d in AROUND:
        other = ownership.get(move + d)
        if other is not None and other * value < SETTLED * abs(value):
            return False
    return True


# --- the Monte Carlo player: one search, then named decisions -------------------

@dataclass
class _Searched:
    """A finished search and what the decisions below need of it."""

    board: Board
    color: int
    config: EngineConfig
    result: SearchResult
    best: Node
    analysis: Optional["Analysis"]
    values: Dict[int, float]
    deadline: Optional[float]
    simulations: int

    @property
    def rate(self) -> float:
        return self.best.winrate()

    def notes(self) -> List[str]:
        return [f"{self.result.simulations} simulations, win rate {self.rate:.3f}"]


def montecarlo_move(board: Board, color: int, config: EngineConfig,
                    budget: Optional[float], analysis: Optional["Analysis"] = None,
                    interrupted: Optional[Callable[[], bool]] = None,
                    progress: Optional[Progress] = None) -> MoveChoice:
    """The Monte Carlo search's move, with GNU Go's pass and resign rules.

    The steps, in order: search; pass back when the opponent passed and the
    game is over on the board; resign when allowed and hopeless; when the
    game is lost anyway, the most points; when it is won anyway, the most
    points among the moves as good as the best; a tactical capture or
    rescue the playouts undervalue; and a pass instead of a move that
    gains nothing in a finished game. ``analysis`` (the valued move
    reasons) gives the search its priors and the points where the win
    rate cannot decide.
    """
    searched = _search(board, color, config, budget, analysis, interrupted, progress)
    if searched.best is None:
        return passing(color, "pass", notes=["no move that fills no own eye"],
                       search=searched.result)
    for step in (_pass_back, _resign, _lost_game):
        decided = step(searched)
        if decided is not None:
            return decided
    notes = searched.notes()
    choice = _won_game(searched, notes) or searched.best
    choice = _urgent_tactics(searched, choice, notes) or choice
    finished = _pass_in_finished_game(searched, choice, notes)
    if finished is not None:
        return finished
    return play(choice.move, color, "montecarlo", choice.winrate(), notes,
                search=searched.result)


def _search(board: Board, color: int, config: EngineConfig, budget: Optional[float],
            analysis: Optional["Analysis"], interrupted: Optional[Callable[[], bool]],
            progress: Optional[Progress]) -> _Searched:
    """Run the search: by simulations at ``config.level``, or by the budget."""
    simulations = simulations_for(config)
    deadline = None
    if budget is not None:
        deadline = time.monotonic() + max(0.05, budget * SEARCH_SHARE - SEARCH_WRAP_UP)
        simulations = 10 ** 7
    candidates = None
    if board.superko:
        candidates = [p for p in board.points() if board.is_legal(p, color)]
    priors = search_priors(analysis) if analysis is not None else None
    result = search(board, color, config.komi, search_seed(config, board, color), simulations,
                    deadline, priors, candidates, interrupted, progress)
    values = {v.move: v.total for v in analysis.values} if analysis is not None else {}
    return _Searched(board, color, config, result, result.best(), analysis, values, deadline,
                     simulations)


def _pass_back(s: _Searched) -> Optional[MoveChoice]:
    """The opponent passed and nothing is left to play on the board: pass
    too, ending the game (GNU Go plays on while anything is open)."""
    last = s.board.last_move()
    if last is None or last[1] != PASS_MOVE:
        return None
    if not board_finished(s.board, s.result.ownership, s.config.rules == AREA, SETTLED):
        return None
    return passing(s.color, "pass", s.rate,
                   s.notes() + ["opponent passed and the game is over on the board"],
                   search=s.result)


def _resign(s: _Searched) -> Optional[MoveChoice]:
    if not s.config.resign or s.rate >= RESIGN_WINRATE \
            or s.result.simulations < RESIGN_MIN_SIMULATIONS:
        return None
    return resigning(s.color, s.rate, [f"best win rate {s.rate:.3f}"], search=s.result)


def _lost_game(s: _Searched) -> Optional[MoveChoice]:
    """Every move loses alike: play for points (the best valued move). When
    nothing is worth a point and the opponent has just passed, pass too, as
    GNU Go does: the search's own move is no choice there, every child's win
    rate is 0 and its visits follow the priors (our 13x13 match: after
    White passed, Black played A2, N9, D13, C7, A7, H1, G1 into its own area
    and eye space until White's E1 killed a group that lived, a loss by
    126.5 points made one by 185.5). Before the opponent passes, the
    search's move stands: the valuation does not see every point (on an
    empty 2x2 board it sees none, and the board is there to take)."""
    if s.analysis is None or s.rate >= 1.0 - DECIDED:
        return None
    notes = s.notes() + ["game decided: the most points"]
    top = next((v for v in s.analysis.values if not v.verdict.rejected), None)
    if top is None or top.total < PASS_VALUE:
        last = s.board.last_move()
        if last is not None and last[1] == PASS_MOVE:
            return passing(s.color, "pass", s.rate,
                           notes + ["nothing is worth a point, and the opponent passed"],
                           search=s.result)
        return None     # the search's move stands
    return play(top.move, s.color, "valuation", top.total, notes + top.lines, search=s.result)


def _won_game(s: _Searched, notes: List[str]) -> Optional[Node]:
    """Every good move wins: among those as good as the best, the one worth
    the most points."""
    if s.analysis is None or s.rate <= DECIDED:
        return None
    near = [ch for ch in s.result.ranked()
            if ch.winrate() >= s.rate - NEAR_WINRATE and ch.n >= s.best.n * NEAR_VISITS]
    choice = max(near, key=lambda ch: (s.values.get(ch.move, 0.0), ch.n))
    notes.append(f"game decided: {s.board.vertex(choice.move)} is worth "
                 f"{s.values.get(choice.move, 0.0):.2f} points")
    return choice


def _urgent_tactics(s: _Searched, choice: Node, notes: List[str]) -> Optional[Node]:
    """The root child to play instead of ``choice`` when the valuation
    knows of a capture or rescue of a critical worm (one that both sides
    can still decide) worth ``URGENT_POINTS`` more than ``choice`` and the
    search does not find it clearly worse: playouts see such fights
    poorly, tactical reading sees them well. None otherwise."""
    if s.analysis is None:
        return None
    children = {ch.move: ch for ch in s.result.children}
    for v in s.analysis.values:
        if v.total < s.values.get(choice.move, 0.0) + URGENT_POINTS:
            return None
        tactical = [r for r in s.analysis.reasons.of(v.move)
                    if r.kind in (ATTACK_MOVE, DEFEND_MOVE) and _critical(s.analysis, r.target)]
        child = children.get(v.move)
        if tactical and child is not None and child.n >= URGENT_VISITS \
                and child.winrate() >= choice.winrate() - URGENT_WINRATE:
            notes.append(f"{s.board.vertex(child.move)} captures or saves a worm worth "
                         f"{v.total:.2f} points")
            return child
    return None


def _pass_in_finished_game(s: _Searched, choice: Node, notes: List[str]) -> Optional[MoveChoice]:
    """Pass instead of ``choice`` when the game is over on the board and
    playing gains less than a point over passing: search the position with
    the opponent to move (as after our pass) and compare the mean scores."""
    if not (s.rate > DECIDED or _settled(s.result.ownership, choice.move)):
        return None
    if not board_finished(s.board, s.result.ownership, s.config.rules == AREA, SETTLED):
        return None
    other = BLACK + WHITE - s.color
    check = search(s.board, other, s.config.komi, search_seed(s.config, s.board, other),
                   max(s.simulations // 4, 50), s.deadline)
    sign = 1.0 if s.color == BLACK else -1.0
    gain = sign * (s.result.mean_score - check.mean_score)
    if gain >= PASS_VALUE:
        return None
    return passing(s.color, "pass", s.rate, notes + [f"playing gains {gain:.2f} points "
                                                     "over passing"], search=s.result)


# --- the valuation -------------------------------------------------------------

@dataclass
class Analysis:
    """One examined position with its reasons and valued moves (what
    ``top_moves``, ``move_reasons`` and ``estimate_score`` show)."""

    position: Position
    reasons: MoveReasons
    values: List[MoveValue]
    color: int

    def value_of(self, move: int) -> Optional[MoveValue]:
        for v in self.values:
            if v.move == move:
                return v
        return None

    def best(self) -> Optional[MoveValue]:
        """The best move the valuation accepts, or None."""
        return next((v for v in self.values if not v.verdict.rejected), None)


def reading_budget(config: EngineConfig) -> int:
    """Reading nodes one examination may use at ``config.level``."""
    return NODES_PER_LEVEL * config.level


def judge_budget(board: Board, config: EngineConfig) -> Optional[int]:
    """Owl nodes one examination may spend on the dragons' life and death
    at ``config.level``; None on boards the Monte Carlo search plays (its
    playouts find life and death, and the time is theirs)."""
    if config.montecarlo_plays(board.size):
        return None
    return OWL_NODES_PER_LEVEL * config.level


def analyse(board: Board, color: int, config: EngineConfig,
            deadline: Optional[float] = None, library: Optional[PatternLibrary] = None,
            threats: bool = True, retry: bool = True,
            node_budget: Optional[int] = None,
            interrupted: Optional[Callable[[], bool]] = None,
            checks: bool = True) -> Analysis:
    """Examine the position, collect ``color``'s move reasons, value them.
    ``checks`` as :func:`~.movereasons.examine_position`'s.

    Reading is bounded (:func:`reading_budget`); when the bound is hit the
    examination is redone without threats and with shallower reading, and
    if that fails too ReadingBudgetExceeded goes to the caller (as it does
    at once when ``interrupted`` says so).
    """
    library = library or PatternLibrary()
    budget = node_budget or reading_budget(config)
    try:
        position = examine_position(board, config, library,
                                    BudgetReader(board, config, budget, interrupted), threats,
                                    checks=checks,
                                    judge_nodes=judge_budget(board, config)
                                    if threats and checks else None)
    except ReadingBudgetExceeded:
        if not retry or (interrupted is not None and interrupted()):
            raise
        shallow = config.with_depths(-4)
        position = examine_position(board, shallow, library,
                                    BudgetReader(board, shallow, budget, interrupted), False)
    reasons = collect_move_reasons(position, color)
    values = value_moves(position, reasons, color, deadline)
    return Analysis(position, reasons, values, color)


def estimate_score(position: Position, komi: float, area: bool = False) -> float:
    """Black's expected margin (komi included) from the final influence,
    dead dragons counted as captured. Counterpart of GNU Go's
    ``estimate_score``."""
    board = position.board
    captures = 0 if area else board.captures_by(BLACK) - board.captures_by(WHITE)
    return position.influence.score(board.board, position.dead, area) + captures - komi


def search_priors(analysis: Analysis) -> Dict[int, Tuple[float, float]]:
    """Monte Carlo priors from the valued moves: good moves start with
    wins, moves whose stone would be captured for nothing with losses."""
    priors = {}
    for v in analysis.values:
        if v.verdict is Verdict.VALUED and v.total >= PASS_VALUE:
            k = min(PRIOR_CAP, PRIOR_PER_POINT * v.total)
            priors[v.move] = (k, k)
        elif v.verdict in (Verdict.UNSAFE, Verdict.DEAD_ON_ARRIVAL):
            priors[v.move] = (PRIOR_CAP / 2, 0.0)
    return priors


def _critical(analysis: "Analysis", worm: int) -> bool:
    """True if the worm can be captured and defended (GNU Go's critical)."""
    worms = analysis.position.worms
    return bool(worms.attack_codes[worm][0] and worms.defense_codes[worm][0])


def internal_error(board: Board, color: int, config: EngineConfig, what: str) -> str:
    """Log an internal error with the position that caused it (diagram,
    side to move, seed) and return the one-line summary the choice
    carries. Call from an ``except`` block."""
    summary = f"{what} failed for {'black' if color == BLACK else 'white'} " \
              f"(seed {config.seed}, move {board.move_number})"
    log.exception("%s; the position:\n%s", summary, render(board))
    board.pop_to(0)
    return summary


def priors_analysis(board: Board, color: int, config: EngineConfig,
                     errors: List[str],
                     interrupted: Optional[Callable[[], bool]],
                     library: Optional[PatternLibrary] = None,
                     quick: bool = False) -> Optional[Analysis]:
    """The analysis behind the Monte Carlo priors, or None when it is not
    available: the reading budget is exceeded, or an internal error (logged
    and added to ``errors``; the search can choose without priors).
    ``quick``: the lighter examination of a short clock (no threats,
    ``QUICK_PRIORS_NODES``). The priors come without the examination's
    checks (combinations, connection reading of connect and cut reasons,
    blunders): with them Kosumi won 13 of 38 9x9 games against GNU Go level
    10 at its default level, without them 19 of the same 38 (not a
    significant difference, but no gain either), and took 14% longer."""
    nodes = QUICK_PRIORS_NODES if quick else reading_budget(config) // 4
    try:
        return analyse(board, color, config, retry=False, library=library, threats=not quick,
                       node_budget=nodes, interrupted=interrupted, checks=False)
    except ReadingBudgetExceeded:
        board.pop_to(0)
        return None
    except Exception:   # noqa: BLE001 - logged, counted, and the search goes on
        errors.append(internal_error(board, color, config, "move reasons"))
        return None


def valuation_move(board: Board, color: int, config: EngineConfig,
                   budget: Optional[float],
                   interrupted: Optional[Callable[[], bool]] = None,
                   library: Optional[PatternLibrary] = None) -> MoveChoice:
    """The best valued move (GNU Go's choice); a pass when nothing is worth
    a point and the game is over on the board; the baseline's move when
    there is no time to examine, the reading runs out or fails."""
    start = time.monotonic()
    if budget is not None and budget < QUICK_BUDGET * (board.size / 19.0) ** 2:
        return _baseline(board, color, config, budget, f"budget {budget:.2f} s: no time")
    deadline = None if budget is None else start + budget * 0.8
    try:
        analysis = analyse(board, color, config, deadline, library,
                           threats=budget is None or budget > 3 * QUICK_BUDGET,
                           interrupted=interrupted)
    except ReadingBudgetExceeded:
        board.pop_to(0)
        return _baseline(board, color, config, budget, "reading budget exceeded or interrupted")
    except Exception:   # noqa: BLE001 - logged and counted; the baseline answers
        error = internal_error(board, color, config, "move valuation")
        choice = _baseline(board, color, config, budget, "valuation failed")
        choice.errors.append(error)
        return choice
    margin = estimate_score(analysis.position, config.komi, config.rules == AREA)
    best = analysis.best()
    if best is not None and best.total < PASS_VALUE and _takes_stones(analysis, best):
        return play(best.move, color, "valuation", best.total,
                    best.lines + ["a capture before the end"], analysis=analysis, score=margin)
    if best is None or best.total < PASS_VALUE:
        if _finished(board, config, analysis.position):
            return passing(color, "pass", best.total if best else 0.0,
                           ["nothing is worth a point and the game is over on the board"],
                           analysis=analysis, score=margin)
        choice = _baseline(board, color, config, budget,
                           "nothing is worth a point, but the board is not finished")
        choice.analysis, choice.score = analysis, margin
        return choice
    own = margin if color == BLACK else -margin
    if config.resign and own < -config.resign_margin:
        return resigning(color, best.total, [f"estimated margin {own:.1f}"],
                         analysis=analysis, score=margin)
    return play(best.move, color, "valuation", best.total, best.lines,
                analysis=analysis, score=margin)


def _takes_stones(analysis: Analysis, best: MoveValue) -> bool:
    """Whether the best move, worth less than a point, captures: dead
    stones are taken off before the end, as GNU Go does (it plays any
    move with a value; its filllib.tst 2 expects such a capture)."""
    return best.total > 0.0 and analysis.reasons.has(best.move, ATTACK_MOVE)


def _finished(board: Board, config: EngineConfig, position: Position) -> bool:
    """Whether the game is over on the board: the playouts' ownership,
    settled by the examination where it knows (:func:`settled_ownership`)."""
    playouts = run_playouts(board, FINISHED_PLAYOUTS, search_seed(config, board, board.to_move))
    ownership = settled_ownership(board, playouts.ownership, position)
    return board_finished(board, ownership, config.rules == AREA, SETTLED)


def settled_ownership(board: Board, ownership: Dict[int, float],
                      position: Position) -> Dict[int, float]:
    """The examination's judgement first, the playouts' for the rest:
    stones of dragons read alive or dead, and points of settled territory,
    are settled (1 for Black, -1 for White). Alone, 48 random playouts
    leave 19x19 corners that hold two eyes at an ownership of 0.5-0.9, so
    a board was never finished, and with nothing worth a point the
    baseline played a stone into the opponent's territory where GNU Go
    passes (filllib.tst 7, 8)."""
    settled = dict(ownership)
    b = board.board
    dragons = position.dragons
    territory = position.influence.territory
    for p in board.points():
        c = b[p]
        if c == EMPTY:
            if abs(territory[p]) >= TERRITORY_LEVEL:
                settled[p] = 1.0 if territory[p] > 0 else -1.0
            continue
        status = dragons.status(p)
        if status in (ALIVE, DEAD):
            settled[p] = 1.0 if (status == ALIVE) == (c == BLACK) else -1.0
    return settled


def _baseline(board: Board, color: int, config: EngineConfig, budget: Optional[float],
              why: str) -> MoveChoice:
    return play(baseline_move(board, color, config.seed, budget), color, "baseline", notes=[why])


def genmove(board: Board, color: int, config: EngineConfig,
            budget: Optional[float] = None,
            interrupted: Optional[Callable[[], bool]] = None,
            progress: Optional[Progress] = None,
            library: Optional[PatternLibrary] = None) -> MoveChoice:
    """The engine's move for ``color``; the board is left as it was.

    ``interrupted`` (checked often) stops the work early with the best
    move found so far; ``progress`` receives the search's state from time
    to time (GoGui's live graphics); ``library`` is the compiled pattern
    and eye-shape databases (kept by the caller: compiling them costs a
    second). Counterpart of GNU Go's ``genmove``/``do_genmove``.
    """
    if board.stackp:
        raise ValueError("genmove needs a position without reading moves (stackp == 0)")
    player = config.player
    small = config.montecarlo_plays(board.size)
    if player == "valuation" or (player == "genmove" and not small):
        return valuation_move(board, color, config, budget, interrupted, library)
    if budget is not None and budget < INSTANT_BUDGET:
        return _baseline(board, color, config, budget, f"budget {budget:.2f} s: no time")
    analysis = None
    errors: List[str] = []
    if player == "genmove":
        start = time.monotonic()
        scale = (board.size / 9.0) ** 2
        if budget is None or budget >= PRIORS_BUDGET * scale:
            analysis = priors_analysis(board, color, config, errors, interrupted, library)
        elif budget >= QUICK_PRIORS_BUDGET * scale:
            analysis = priors_analysis(board, color, config, errors, interrupted, library,
                                       quick=True)
        if budget is not None:
            budget = max(0.0, budget - (time.monotonic() - start))
    choice = montecarlo_move(board, color, config, budget, analysis, interrupted, progress)
    choice.analysis = analysis
    choice.errors.extend(errors)
    return choice

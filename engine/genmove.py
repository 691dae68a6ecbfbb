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
   boards the best valued move is played. A pass when nothing is worth a
   point; resignation only when ``config.resign`` and the game is hopeless.

Work is bounded by ``config.level`` when no time budget is given (then the
answer depends only on position, config and seed), else by the budget.
Depends on everything below it; knows nothing of GTP.
"""
import logging
import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from .board import Board
from .colors import BLACK, WHITE
from .config import EngineConfig
from .geometry import NS, PASS_MOVE
from .baseline import baseline_move
from .config import AREA
from .montecarlo import SearchResult, search
from .movereasons import (BudgetReader, MoveReasons, PatternLibrary, Position,
                          ReadingBudgetExceeded, collect_move_reasons, examine_position)
from .movereasons import ATTACK_MOVE, DEFEND_MOVE
from .valuation import PASS_VALUE, MoveValue, value_moves

log = logging.getLogger("kosumi.genmove")

RESIGN = -1          # a "move" meaning resignation (GTP ``resign``)

# Monte Carlo simulations per level (level 10: about three seconds of
# CPython on 9x9).
SIMULATIONS_PER_LEVEL = 300
# Reading nodes per level for one examination of the position (a 19x19
# middle game needs some 60,000).
NODES_PER_LEVEL = 8_000
# Monte Carlo priors from valued moves: visits (all wins) per point of
# value, and at most this many.
PRIOR_PER_POINT = 3.0
PRIOR_CAP = 40.0
# With less than this many seconds for a 19x19 move (scaled by area) the
# position is not examined: the baseline answers.
QUICK_BUDGET = 1.0
# Under a clock, the move reasons that seed the Monte Carlo search are
# gathered only when the move may take this many seconds on 9x9 (scaled
# by area): the examination costs about a second, and under less time the
# search makes better use of it.
PRIORS_BUDGET = 2.0
# Below this budget (seconds) there is no time for a search: the baseline
# answers (a sound move in milliseconds; the clock is nearly out).
INSTANT_BUDGET = 0.05
# A resigning player must be this sure to lose (win rate of its best move).
RESIGN_WINRATE = 0.05
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

_DIRS = (NS, -1, -NS, 1)
_AROUND = (NS, -1, -NS, 1, NS - 1, -NS - 1, -NS + 1, NS + 1)


@dataclass
class MoveChoice:
    """The move chosen and why: what :func:`genmove` returns."""

    move: int
    color: int
    method: str                         # "montecarlo", "valuation", "pass", ...
    value: float = 0.0                  # points (valuation) or win rate (MC)
    notes: List[str] = field(default_factory=list)
    search: Optional[SearchResult] = None
    analysis: Optional["Analysis"] = None
    score: Optional[float] = None       # Black's estimated margin, komi included


def simulations_for(config: EngineConfig) -> int:
    """Monte Carlo simulations of one move at ``config.level``."""
    return SIMULATIONS_PER_LEVEL * config.level


def _seed(config: EngineConfig, board: Board, color: int) -> int:
    return (config.seed * 1_000_003) ^ board.hash ^ color


def _settled(ownership: Dict[int, float], move: int) -> bool:
    """True if ``move`` and every point around it are owned by one side in
    nearly every playout: nothing there is left to decide."""
    value = ownership.get(move, 0.0)
    if abs(value) < SETTLED:
        return False
    for d in _AROUND:
        other = ownership.get(move + d)
        if other is not None and other * value < SETTLED * abs(value):
            return False
    return True


def _area_margin(board: Board, ownership: Dict[int, float], color: int, komi: float) -> float:
    """``color``'s margin if the game were counted now, each point going
    to whoever owns it in most playouts (dead stones included)."""
    score = -komi
    for p, value in ownership.items():
        if value > 0.5:
            score += 1
        elif value < -0.5:
            score -= 1
    return score if color == BLACK else -score


def montecarlo_move(board: Board, color: int, config: EngineConfig,
                    budget: Optional[float],
                    analysis: Optional["Analysis"] = None) -> MoveChoice:
    """The Monte Carlo search's move, with GNU Go's pass and resign rules.

    ``analysis`` (the move reasons, valued) gives the search its priors and
    decides where the search cannot: when the game is decided (the best
    win rate beyond ``DECIDED`` either way) every move wins or loses alike,
    so points decide instead, as in GNU Go: losing, the best valued move
    (or a pass when nothing is worth a point); winning, the best valued
    move among those the search finds as good as its best.
    """
    start = time.monotonic()
    simulations = simulations_for(config)
    deadline = None
    if budget is not None:
        deadline = start + max(0.05, budget * 0.85 - 0.05)
        simulations = 10 ** 7
    candidates = None
    if board.superko:
        candidates = [p for p in board.points() if board.is_legal(p, color)]
    priors = _priors(analysis) if analysis is not None else None
    result = search(board, color, config.komi, _seed(config, board, color), simulations,
                    deadline, priors, candidates)
    best = result.best()
    if best is None:
        return MoveChoice(PASS_MOVE, color, "pass", notes=["no move fills no own eye"],
                          search=result)
    rate = best.winrate()
    ownership = result.ownership
    last = board.last_move()
    margin = _area_margin(board, ownership, color, config.komi)
    if last is not None and last[1] == PASS_MOVE and margin > 0:
        return MoveChoice(PASS_MOVE, color, "pass", rate,
                          [f"opponent passed and we are ahead by {margin:.1f}"], result)
    if config.resign and rate < RESIGN_WINRATE and result.simulations >= 200:
        return MoveChoice(RESIGN, color, "resign", rate, [f"best win rate {rate:.3f}"], result)
    notes = [f"{result.simulations} simulations, win rate {rate:.3f}"]
    values = {v.move: v.total for v in analysis.values} if analysis is not None else {}
    if analysis is not None and rate < 1.0 - DECIDED:
        top = analysis.values[0] if analysis.values else None
        if top is None or top.total < PASS_VALUE:
            return MoveChoice(PASS_MOVE, color, "pass", rate,
                              notes + ["game lost on the board; nothing is worth a point"],
                              result)
        return MoveChoice(top.move, color, "valuation", top.total,
                          notes + ["game decided: the most points"] + top.lines, result)
    choice = best
    if analysis is not None and rate > DECIDED:
        near = [ch for ch in result.ranked()
                if ch.winrate() >= rate - NEAR_WINRATE and ch.n >= best.n * NEAR_VISITS]
        choice = max(near, key=lambda ch: (values.get(ch.move, 0.0), ch.n))
        notes.append(f"game decided: {board.vertex(choice.move)} is worth "
                     f"{values.get(choice.move, 0.0):.2f} points")
    if analysis is not None:
        urgent = _urgent_tactics(analysis, result, choice, values)
        if urgent is not None:
            choice = urgent
            notes.append(f"{board.vertex(choice.move)} captures or saves a worm worth "
                         f"{values[choice.move]:.2f} points")
    if rate > DECIDED or _settled(ownership, choice.move):
        # Nothing seems left to decide where the search wants to play:
        # would passing instead lose anything? Search the position with
        # the opponent to move (as after our pass) and compare the scores.
        other = BLACK + WHITE - color
        check = search(board, other, config.komi, _seed(config, board, other),
                       max(simulations // 4, 50), deadline)
        sign = 1.0 if color == BLACK else -1.0
        loss = sign * (result.mean_score - check.mean_score)
        if loss < PASS_VALUE:
            return MoveChoice(PASS_MOVE, color, "pass", rate,
                              notes + [f"playing gains {loss:.2f} points over passing"], result)
    return MoveChoice(choice.move, color, "montecarlo", choice.winrate(), notes, result)


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


def reading_budget(config: EngineConfig) -> int:
    """Reading nodes one examination may use at ``config.level``."""
    return NODES_PER_LEVEL * config.level


def analyse(board: Board, color: int, config: EngineConfig,
            deadline: Optional[float] = None, library: Optional[PatternLibrary] = None,
            threats: bool = True, retry: bool = True,
            node_budget: Optional[int] = None) -> Analysis:
    """Examine the position, collect ``color``'s move reasons, value them.

    Reading is bounded (:func:`reading_budget`); when the bound is hit the
    examination is redone without threats and with shallower reading, and
    if that fails too ReadingBudgetExceeded goes to the caller.
    """
    library = library or PatternLibrary()
    budget = node_budget or reading_budget(config)
    try:
        position = examine_position(board, config, library,
                                    BudgetReader(board, config, budget), threats)
    except ReadingBudgetExceeded:
        if not retry:
            raise
        shallow = config.with_depths(-4)
        position = examine_position(board, shallow, library,
                                    BudgetReader(board, shallow, budget), False)
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


def _priors(analysis: Analysis) -> Dict[int, Tuple[float, float]]:
    """Monte Carlo priors from the valued moves: good moves start with
    wins, moves whose stone would be captured for nothing with losses."""
    priors = {}
    for v in analysis.values:
        if v.total >= PASS_VALUE:
            k = min(PRIOR_CAP, PRIOR_PER_POINT * v.total)
            priors[v.move] = (k, k)
        elif v.total < 0 and v.lines and v.lines[0] != "illegal":
            priors[v.move] = (PRIOR_CAP / 2, 0.0)
    return priors


def _urgent_tactics(analysis: "Analysis", result: SearchResult, choice,
                    values: Dict[int, float]):
    """The root child to play instead of ``choice`` when the valuation
    knows of a capture or rescue of a critical worm (one that both sides
    can still decide) worth ``URGENT_POINTS`` more than ``choice`` and the
    search does not find it clearly worse: playouts see such fights
    poorly, tactical reading sees them well. None otherwise."""
    children = {ch.move: ch for ch in result.children}
    for v in analysis.values:
        if v.total < values.get(choice.move, 0.0) + URGENT_POINTS:
            return None
        tactical = [r for r in analysis.reasons.of(v.move)
                    if r.kind in (ATTACK_MOVE, DEFEND_MOVE) and _critical(analysis, r.target)]
        child = children.get(v.move)
        if tactical and child is not None and child.n >= URGENT_VISITS \
                and child.winrate() >= choice.winrate() - URGENT_WINRATE:
            return child
    return None


def _critical(analysis: "Analysis", worm: int) -> bool:
    """True if the worm can be captured and defended (GNU Go's critical)."""
    worms = analysis.position.worms
    return bool(worms.attack_codes[worm][0] and worms.defense_codes[worm][0])


def _priors_analysis(board: Board, color: int, config: EngineConfig) -> Optional[Analysis]:
    """The analysis behind the Monte Carlo priors, or None when it is not
    available (reading budget exceeded; or an error, which is logged: the
    search can choose without priors, and a game is not lost for it)."""
    try:
        return analyse(board, color, config, retry=False,
                       node_budget=reading_budget(config) // 4)
    except ReadingBudgetExceeded:
        return None
    except Exception:   # noqa: BLE001 - logged, and the search goes on without priors
        log.exception("move reasons failed; searching without priors")
        board.pop_to(0)
        return None


def valuation_move(board: Board, color: int, config: EngineConfig,
                   budget: Optional[float]) -> MoveChoice:
    """The best valued move (GNU Go's choice), or a pass when nothing is
    worth a point; the baseline's move when there is no time to examine."""
    start = time.monotonic()
    if budget is not None and budget < QUICK_BUDGET * (board.size / 19.0) ** 2:
        move = baseline_move(board, color, config.seed, budget)
        return MoveChoice(move, color, "baseline", notes=[f"budget {budget:.2f} s: no time"])
    deadline = None if budget is None else start + budget * 0.8
    try:
        analysis = analyse(board, color, config, deadline,
                           threats=budget is None or budget > 3 * QUICK_BUDGET)
    except ReadingBudgetExceeded:
        move = baseline_move(board, color, config.seed, budget)
        return MoveChoice(move, color, "baseline", notes=["reading budget exceeded"])
    except Exception:   # noqa: BLE001 - logged; the baseline answers instead
        log.exception("move valuation failed; the baseline answers")
        board.pop_to(0)
        move = baseline_move(board, color, config.seed, budget)
        return MoveChoice(move, color, "baseline", notes=["valuation failed"])
    best = analysis.values[0] if analysis.values else None
    if best is None or best.total < PASS_VALUE:
        margin = estimate_score(analysis.position, config.komi, config.rules == AREA)
        return MoveChoice(PASS_MOVE, color, "pass", best.total if best else 0.0,
                          ["nothing is worth a point"], analysis=analysis, score=margin)
    margin = estimate_score(analysis.position, config.komi, config.rules == AREA)
    own = margin if color == BLACK else -margin
    if config.resign and own < -config.resign_margin:
        return MoveChoice(RESIGN, color, "resign", best.total,
                          [f"estimated margin {own:.1f}"], analysis=analysis, score=margin)
    return MoveChoice(best.move, color, "valuation", best.total, list(best.lines),
                      analysis=analysis, score=margin)


def genmove(board: Board, color: int, config: EngineConfig,
            budget: Optional[float] = None) -> MoveChoice:
    """The engine's move for ``color``; the board is left as it was.

    Counterpart of GNU Go's ``genmove``/``do_genmove``.
    """
    if board.stackp:
        raise ValueError("genmove needs a position without reading moves (stackp == 0)")
    player = config.player
    small = board.size <= config.montecarlo_max_size
    if player == "valuation" or (player == "genmove" and not small):
        return valuation_move(board, color, config, budget)
    if budget is not None and budget < INSTANT_BUDGET:
        move = baseline_move(board, color, config.seed, budget)
        return MoveChoice(move, color, "baseline", notes=[f"budget {budget:.2f} s: no time"])
    analysis = None
    if player == "genmove":
        start = time.monotonic()
        if budget is None or budget >= PRIORS_BUDGET * (board.size / 9.0) ** 2:
            analysis = _priors_analysis(board, color, config)
        if budget is not None:
            budget = max(0.0, budget - (time.monotonic() - start))
    choice = montecarlo_move(board, color, config, budget, analysis)
    choice.analysis = analysis
    return choice

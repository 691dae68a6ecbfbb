"""Matches between two GTP engines: the game loop, the results table, SGF files.

The controller plays each game the way gogui-twogtp does (``TwoGtp.java``):
``boardsize``, ``clear_board``, ``komi`` and ``time_settings`` to both
players, then ``genmove`` to the side to move and ``play`` of its answer to
the other, until two passes in a row, a resignation or the move limit; then
``final_score``. Unlike twogtp it keeps each player's clock itself, sends
``time_left`` before every ``genmove`` and declares a loss on time.

The game is refereed on a :class:`~kosumi.engine.board.Board` in this
process (twogtp does the same with its own board), so an occupied point, a
ko retake or a suicide is caught here, whatever the engines think. Any fault
(illegal move, protocol error, ``?`` to a command, crash, hang) ends the game
as a loss for the offender, ``B+F``/``W+F`` with the reason; the offender is
killed and restarted before its next game. Nothing else of the match is lost.

Scoring after two passes: with a referee engine, the game is replayed to it
and its ``final_score`` is the result; without one, both players are asked
and their answer is kept when they agree (twogtp's rule); otherwise
Kosumi's own scorer (:mod:`kosumi.engine.scoring`) decides.

Every finished game is appended to ``results.tsv`` in the output folder
(next to ``match.json``, the configuration it belongs to, and the SGF
files), so an interrupted match resumes where it stopped. ``--jobs N`` plays
N games at a time, each worker with its own engine processes.

The pieces live in modules of their own: the time control and clock in
:mod:`.matchclock`, the settings in :mod:`.matchconfig`, openings in
:mod:`.openings`, the results table and SGF files in :mod:`.matchrecords`;
this module holds the players, the game loop and the running of a match.
It depends on those, the controller and the board, and on nothing of the
engine's move generation (Kosumi itself is just another GTP command here);
statistics and the plot live in :mod:`.matchstats` and :mod:`.matchplot`.
"""
import os
import queue
import re
import threading
import time
from dataclasses import dataclass, field
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from ...engine.board import Board
from ...engine.colors import BLACK, WHITE
from ...engine.geometry import PASS_MOVE, pos_to_vertex, vertex_to_pos
from ..client.controller import (  # the fault reasons are re-exported for callers
    CRASH, PROTOCOL, START, TIMEOUT, EngineError, EngineStartError, EngineTimeout,
    GtpEngine, GtpFailure)
from .clock import GameClock
from .config import MatchConfig, MatchError
from .records import GameOver, GameResult, MoveRecord, ResultsTable, game_sgf, write_atomic

# Why a game ended (the ``reason`` column). The fault reasons that come from
# the controller are its EngineError kinds: "crash", "hang",
# "protocol error" and "start failed".
SCORE = "score"
RESIGN = "resign"
TIME = "time"
ILLEGAL = "illegal move"
FAILED = "command failed"
MOVE_LIMIT = "move limit"
FAULTS = (ILLEGAL, FAILED, PROTOCOL, CRASH, TIMEOUT, START, TIME)

# Seconds added to a clock-derived genmove deadline before giving up.
DEADLINE_GRACE = 0.5

_LETTER = {BLACK: "B", WHITE: "W"}
_NAME = {BLACK: "Black", WHITE: "White"}


class ScorerUnavailable(MatchError):
    """Kosumi's own scorer was needed and is not there."""


# ----------------------------------------------------------------------
# One game

def parse_score(text: str) -> Optional[float]:
    """Black's margin from a ``final_score`` answer (``B+3.5``, ``W+0.5``, ``0``).

    None when the text is not a numeric score (``B+R``, garbage).
    """
    t = text.strip().split()[0] if text.strip() else ""
    if t in ("0", "Draw", "draw", "Jigo", "jigo") or re.fullmatch(r"[BbWw]\+0(\.0*)?", t):
        return 0.0
    m = re.fullmatch(r"([BbWw])\+(\d+(?:\.\d+)?)", t)
    if not m:
        return None
    value = float(m.group(2))
    return value if m.group(1) in "Bb" else -value


def score_text(text: str) -> str:
    """A numeric ``final_score`` answer as recorded: its first word, colour in
    capitals (``b+6.0`` -> ``B+6.0``), otherwise as the engine wrote it, as
    twogtp records it."""
    word = text.split()[0]
    return "0" if parse_score(word) == 0 else word[0].upper() + word[1:]


def kosumi_score(board: Board, komi: float, rules: str) -> str:
    """Result by Kosumi's own scorer, as an SGF ``RE`` value.

    Imported here, not at the top, so a match that never needs it runs
    without it. Raises ScorerUnavailable when it does not exist yet.
    """
    try:
        from ...engine.scoring import final_score, format_score
    except ImportError as err:
        raise ScorerUnavailable(
            "the engines did not agree on final_score and Kosumi's own scorer "
            f"(kosumi.engine.scoring.final_score) is not available: {err}; "
            "use --referee CMD (e.g. a GNU Go command) to score the games") from err
    return format_score(final_score(board, komi, rules))


class Players:
    """The processes one worker plays with: engines 1 and 2, and the referee."""

    def __init__(self, config: MatchConfig) -> None:
        self.engines = {1: GtpEngine(config.black), 2: GtpEngine(config.white)}
        self.referee = GtpEngine(config.referee) if config.referee else None

    def all(self) -> List[GtpEngine]:
        """Every process of this worker."""
        return list(self.engines.values()) + ([self.referee] if self.referee else [])

    def start(self) -> None:
        """Start every process (raises EngineStartError)."""
        for engine in self.all():
            if not engine.alive:
                engine.start()

    def close(self) -> None:
        """Quit every process (kill those that do not quit)."""
        for engine in self.all():
            engine.close()

    def kill(self) -> None:
        """Kill every process at once."""
        for engine in self.all():
            engine.kill()


def engine_labels(first: GtpEngine, second: GtpEngine) -> Tuple[str, str]:
    """Names for the two engines: ``name version``, told apart when equal."""
    labels = [" ".join(p for p in (e.name, e.version) if p) for e in (first, second)]
    if labels[0] == labels[1]:
        labels = [f"{labels[0]} #1", f"{labels[1]} #2"]
    return labels[0], labels[1]


class GamePlay:
    """One game between two started engines, refereed on a local board.

    Counterpart of twogtp's game loop (``TwoGtp.newGame``, ``sendGenmove``,
    ``handleEndOfGame``). :meth:`play` returns the :class:`GameOver`.
    """

    def __init__(self, config: MatchConfig, game: int, players: Players) -> None:
        self.config = config
        self.game = game
        self.players = players
        first, second = config.colors(game)
        self.engines = {BLACK: players.engines[first], WHITE: players.engines[second]}
        self.board = Board(config.size)
        self.moves: List[MoveRecord] = []
        self.clocks = ({c: GameClock(config.time) for c in (BLACK, WHITE)}
                       if config.time else {})
        self.think = {BLACK: 0.0, WHITE: 0.0}
        self.cpu: Dict[int, Optional[float]] = {BLACK: None, WHITE: None}
        self.notes: List[str] = []

    # -- faults -------------------------------------------------------

    def forfeit(self, color: int, reason: str, detail: str) -> GameOver:
        """The game is lost by ``color`` for a fault; its engine is killed."""
        self.engines[color].kill()
        winner = _LETTER[BLACK + WHITE - color]
        return GameOver(f"{winner}+F", reason, f"{_NAME[color]}: {detail}")

    def command(self, color: int, text: str) -> str:
        """Send a command to ``color``'s engine; any fault forfeits the game."""
        try:
            return self.engines[color].send(text, self.config.move_timeout)
        except EngineError as err:
            raise self.forfeit(color, err.kind, f"{text}: {err.message}") from None
        except GtpFailure as err:
            raise self.forfeit(color, FAILED, f"{text}: ? {err.message}") from None

    # -- the game -----------------------------------------------------

    def play(self) -> GameOver:
        """Set up, play, score; returns how the game ended."""
        try:
            self.prepare()
            color = self.play_opening()
            return self.loop(color)
        except GameOver as over:
            return over
        finally:
            self.read_cputime()

    def prepare(self) -> None:
        """(Re)start both engines and send the game settings, as twogtp does."""
        for color in (BLACK, WHITE):
            engine = self.engines[color]
            if not engine.alive:
                try:
                    engine.start()
                except EngineStartError as err:
                    raise self.forfeit(color, err.kind, err.message) from None
            self.cpu[color] = self.query_cputime(color)
        c = self.config
        for color in (BLACK, WHITE):
            engine = self.engines[color]
            self.command(color, f"boardsize {c.size}")
            self.command(color, "clear_board")
            if engine.known("komi"):
                self.command(color, f"komi {c.komi:g}")
            if c.time and engine.known("time_settings"):
                self.command(color, c.time.gtp())

    def query_cputime(self, color: int) -> Optional[float]:
        """The engine's ``cputime`` (twogtp's ``getAndClearCpuTime``), or None."""
        engine = self.engines[color]
        if not (engine.alive and engine.known("cputime")):
            return None
        try:
            return float(engine.send("cputime", self.config.move_timeout))
        except (EngineError, GtpFailure, ValueError):
            return None

    def read_cputime(self) -> None:
        """Turn the start-of-game cputime into the game's cpu time."""
        for color in (BLACK, WHITE):
            start = self.cpu[color]
            end = self.query_cputime(color) if start is not None else None
            self.cpu[color] = None if end is None or start is None else max(0.0, end - start)

    def play_opening(self) -> int:
        """Play the opening to both engines; return the colour to move next."""
        opening = self.config.opening(self.game)
        color = BLACK
        if opening is None:
            return color
        for color, pos in opening.moves:
            self.board.play_move(pos, color)
            self.moves.append(MoveRecord(color, pos))
            text = f"play {_LETTER[color]} {pos_to_vertex(pos, self.config.size)}"
            for receiver in (BLACK, WHITE):
                self.command(receiver, text)
        return BLACK + WHITE - color if opening.moves else BLACK

    def loop(self, color: int) -> GameOver:
        """Alternate genmove/play until two passes, a resignation or the limit."""
        passes = 0
        while True:
            if len(self.moves) >= self.config.max_moves:
                return GameOver("Void", MOVE_LIMIT, f"{self.config.max_moves} moves played")
            pos = self.genmove(color)
            if pos is None:
                return GameOver(f"{_LETTER[BLACK + WHITE - color]}+R", RESIGN,
                                f"{_NAME[color]} resigned")
            other = BLACK + WHITE - color
            self.command(other, f"play {_LETTER[color]} {pos_to_vertex(pos, self.config.size)}")
            passes = passes + 1 if pos == PASS_MOVE else 0
            if passes == 2:
                return self.score()
            color = other

    def genmove(self, color: int) -> Optional[int]:
        """Ask ``color`` for a move, check it and the clock, play it; None = resign."""
        engine = self.engines[color]
        clock = self.clocks.get(color)
        if clock is not None and engine.known("time_left"):
            seconds, stones = clock.time_left()
            self.command(color, f"time_left {_LETTER[color].lower()} {seconds} {stones}")
        timeout = self.config.move_timeout
        if clock is not None:
            timeout = min(timeout, clock.budget() + self.config.time_tolerance + DEADLINE_GRACE)
        command = f"genmove {_LETTER[color].lower()}"
        start = time.monotonic()
        try:
            answer = engine.send(command, timeout)
        except EngineError as err:
            if isinstance(err, EngineTimeout):
                self.check_clock(color, time.monotonic() - start)
            raise self.forfeit(color, err.kind, f"{command}: {err.message}") from None
        except GtpFailure as err:
            raise self.forfeit(color, FAILED, f"{command}: ? {err.message}") from None
        seconds = time.monotonic() - start
        self.think[color] += seconds
        self.check_clock(color, seconds)
        return self.accept(color, answer, seconds)

    def check_clock(self, color: int, seconds: float) -> None:
        """Charge the clock; a loss on time if the overrun exceeds the tolerance."""
        clock = self.clocks.get(color)
        if clock is None:
            return
        left = clock.charge(seconds)
        if left < -self.config.time_tolerance:
            self.engines[color].kill()   # it may still be thinking
            raise GameOver(f"{_LETTER[BLACK + WHITE - color]}+T", TIME,
                           f"{_NAME[color]} overran its time by {-left:.2f} s")

    def accept(self, color: int, answer: str, seconds: float) -> Optional[int]:
        """Check a genmove answer on the referee board and play it."""
        word = answer.split()[0] if answer.split() else ""
        if word.lower() == "resign":
            return None
        pos = vertex_to_pos(word, self.config.size)
        if pos is None or len(answer.split()) != 1:
            raise self.forfeit(color, PROTOCOL, f"genmove answer {answer[:40]!r} is not a move")
        why = self.board.check_move(pos, color)
        if why is not None:
            raise self.forfeit(color, ILLEGAL, f"{pos_to_vertex(pos, self.config.size)} ({why.value})")
        self.board.play_move(pos, color)
        clock = self.clocks.get(color)
        self.moves.append(MoveRecord(color, pos, seconds, clock.sgf_left() if clock else None))
        return pos

    # -- scoring ------------------------------------------------------

    def score(self) -> GameOver:
        """Score after two passes: referee, or agreeing players, or Kosumi's scorer."""
        if self.players.referee is not None:
            answer = self.referee_score()
            margin = parse_score(answer) if answer is not None else None
            if margin is not None:
                return GameOver(score_text(answer), SCORE, f"referee: {answer}")
            if answer is not None:
                self.notes.append(f"referee answered {answer!r}")
        else:
            answers = {c: self.player_score(c) for c in (BLACK, WHITE)}
            margins = {c: parse_score(a) if a is not None else None for c, a in answers.items()}
            said = ", ".join(f"{_NAME[c]} says {answers[c] or 'nothing'}" for c in (BLACK, WHITE))
            if margins[BLACK] is not None and margins[BLACK] == margins[WHITE]:
                return GameOver(score_text(answers[BLACK]), SCORE, f"both engines: {said}")
            self.notes.append(f"final_score disagreement: {said}")
        result = kosumi_score(self.board, self.config.komi, self.config.rules)
        return GameOver(result, SCORE, "Kosumi's scorer; " + "; ".join(self.notes))

    def player_score(self, color: int) -> Optional[str]:
        """A player's ``final_score`` (sent even if not listed, as twogtp), or None."""
        engine = self.engines[color]
        if not engine.alive:
            return None
        try:
            return engine.send("final_score", self.config.move_timeout)
        except (EngineError, GtpFailure) as err:
            self.notes.append(f"{_NAME[color]} final_score: {err}")
            return None

    def referee_score(self) -> Optional[str]:
        """Replay the game to the referee and return its ``final_score``, or None."""
        referee = self.players.referee
        assert referee is not None
        c = self.config
        commands = [f"boardsize {c.size}", "clear_board", f"komi {c.komi:g}"]
        commands += [f"play {_LETTER[m.color]} {pos_to_vertex(m.pos, c.size)}" for m in self.moves]
        try:
            if not referee.alive:
                referee.start()
            for text in commands:
                referee.send(text, c.move_timeout)
            return referee.send("final_score", c.move_timeout)
        except (EngineError, GtpFailure) as err:
            self.notes.append(f"referee failed: {err}")
            return None


# ----------------------------------------------------------------------
# Orchestration

def play_game(config: MatchConfig, game: int, players: Players,
              labels: Tuple[str, str], folder: str) -> GameResult:
    """Play game number ``game`` and write its SGF; returns its row.

    ``labels`` are the names of engines 1 and 2. Raises only what must stop
    the whole match (ScorerUnavailable).
    """
    first, second = config.colors(game)
    names = (labels[first - 1], labels[second - 1])
    started = time.monotonic()
    play = GamePlay(config, game, players)
    over = play.play()
    duration = time.monotonic() - started
    sgf_name = f"game-{game:04d}.sgf"
    write_atomic(os.path.join(folder, sgf_name),
                 game_sgf(config, game, play.moves, play.think, over, names))
    return GameResult(game, names[0], names[1], first == 2, over.result, over.reason,
                      len(play.moves), duration, play.think[BLACK], play.think[WHITE],
                      play.cpu[BLACK], play.cpu[WHITE], sgf_name, over.detail)


@dataclass
class MatchRun:
    """What :func:`run_match` returns: the labels and every recorded game."""

    labels: Tuple[str, str]
    results: List[GameResult] = field(default_factory=list)
    played: int = 0


def _worker(config: MatchConfig, players: Players, labels: Tuple[str, str], folder: str,
            todo: "queue.Queue[int]", done: "queue.Queue[object]",
            stop: threading.Event) -> None:
    """Thread body: play games from ``todo`` until it is empty or ``stop`` is set."""
    try:
        while not stop.is_set():
            try:
                game = todo.get_nowait()
            except queue.Empty:
                break
            done.put(play_game(config, game, players, labels, folder))
    except BaseException as err:  # reported to and re-raised by the main thread
        done.put(err)
    finally:
        if stop.is_set():
            players.kill()
        else:
            players.close()


def run_match(config: MatchConfig, folder: str, games: int, jobs: int = 1,
              on_result: Optional[Callable[[GameResult], None]] = None,
              on_start: Optional[Callable[[int], None]] = None) -> MatchRun:
    """Play games ``0..games-1`` not yet in ``folder``'s results table.

    ``jobs`` games run at once, each worker with its own engine processes.
    ``on_start`` is called with the number of games already recorded,
    ``on_result`` after each new game is recorded (both in this thread).
    Raises MatchError for a changed configuration or an engine that cannot
    start, ScorerUnavailable when a game needs the missing scorer.
    """
    table = ResultsTable(folder, config.identity())
    try:
        return _run_games(config, table, games, jobs, on_result, on_start)
    finally:
        table.close()


def _run_games(config: MatchConfig, table: ResultsTable, games: int, jobs: int,
               on_result: Optional[Callable[[GameResult], None]],
               on_start: Optional[Callable[[int], None]]) -> MatchRun:
    """Start the workers, collect their games, stop them (see run_match)."""
    folder = table.folder
    todo_list = [n for n in range(games) if n not in table.rows]
    if on_start is not None:
        on_start(games - len(todo_list))
    if not todo_list:
        return MatchRun(_labels_from_rows(table), table.ordered())
    workers = [Players(config) for _ in range(max(1, min(jobs, len(todo_list))))]
    try:
        for players in workers:
            players.start()
    except EngineStartError as err:
        for players in workers:
            players.kill()
        raise MatchError(str(err)) from err
    labels = engine_labels(workers[0].engines[1], workers[0].engines[2])
    run = MatchRun(labels)
    todo: "queue.Queue[int]" = queue.Queue()
    for n in todo_list:
        todo.put(n)
    done: "queue.Queue[object]" = queue.Queue()
    stop = threading.Event()
    threads = [threading.Thread(target=_worker, daemon=True,
                                args=(config, p, labels, folder, todo, done, stop))
               for p in workers]
    for t in threads:
        t.start()
    try:
        _collect(run, table, done, threads, on_result)
    except BaseException:
        stop.set()
        for players in workers:
            players.kill()
        raise
    finally:
        for t in threads:
            t.join(timeout=10)
    run.results = table.ordered()
    return run


def _collect(run: MatchRun, table: ResultsTable, done: "queue.Queue[object]",
             threads: Sequence[threading.Thread],
             on_result: Optional[Callable[[GameResult], None]]) -> None:
    """Record results as workers report them, until every worker has finished."""
    while any(t.is_alive() for t in threads) or not done.empty():
        try:
            item = done.get(timeout=0.2)
        except queue.Empty:
            continue
        if isinstance(item, BaseException):
            raise item
        assert isinstance(item, GameResult)
        table.append(item)
        run.played += 1
        if on_result is not None:
            on_result(item)


def _labels_from_rows(table: ResultsTable) -> Tuple[str, str]:
    rows = table.ordered()
    if not rows:
        return "engine 1", "engine 2"
    r = rows[0]
    return (r.white, r.black) if r.swapped else (r.black, r.white)

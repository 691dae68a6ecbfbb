"""The Go side of a GTP connection: game, config, clocks and argument parsing.

A :class:`Session` is what every command handler receives. It owns the
current :class:`~kosumi.engine.game.Game`, the frozen
:class:`~kosumi.engine.config.EngineConfig` (replaced, never mutated, when
komi or time settings change), the clocks, and per-board analysis objects
built on demand (:meth:`Session.cached`). Argument parsing lives here so
every handler reports bad arguments with the same words.
"""
import logging
import sys
import time
from dataclasses import replace
from typing import Any, Callable, Dict, List, Optional, Sequence, TextIO, Tuple

from ...engine.board import Board
from ...engine.colors import BLACK, WHITE, color_name, parse_color
from ...engine.config import EngineConfig
from ...engine.game import Game
from ...engine.genmove import MoveChoice
from ...engine.montecarlo import Progress, SearchResult
from ...engine.movereasons import PatternLibrary
from ...engine.players import generate_move
from ...engine.reading import BudgetReader
from ...engine.scoring import Judgement, Settle, judge
from ...engine.geometry import PASS_MOVE, is_vertex_syntax, pos_to_vertex, vertex_to_pos
from ...engine.timecontrol import Clock
from .protocol import GtpError

log = logging.getLogger("kosumi.gtp")

SYNTAX_ERROR = "syntax error"
# The analysis commands' reader has no node limit beyond its depth limits
# (GNU Go's commands have none either); an interrupt stops it.
UNLIMITED_NODES = 10 ** 12
# Seed of the playouts behind final_score and final_status_list (see judgement).
SCORING_SEED = 0


class Session:
    """State shared by all GTP handlers of one connection."""

    def __init__(self, config: Optional[EngineConfig] = None,
                 errstream: Optional[TextIO] = None) -> None:
        self.config = config or EngineConfig()
        self.game = Game(self.config.boardsize, self.config.komi,
                         allow_suicide=self.config.allow_suicide, superko=self.config.superko)
        self.clocks: Dict[int, Clock] = {BLACK: Clock(self.config.time),
                                         WHITE: Clock(self.config.time)}
        self.started = time.process_time()
        self.watch: Any = None  # the server's InputWatch, for interrupts
        self._cache: Dict[str, Tuple[Any, Any]] = {}
        # Per-connection tallies that outlive the cached analysis objects
        # (e.g. reading nodes across increase_depths or a new board).
        self.counters: Dict[str, Any] = {}
        self._judgement: Optional[Tuple[Any, Judgement]] = None
        # Makes the reader of capturing races that checks the scorer's seki
        # (wired by assemble.make_session; none: the playouts' word stands).
        self.settler: Optional[Callable[["Session"], Settle]] = None
        # Where GoGui's live graphics go (stderr); drawn once the controller
        # has shown it is GoGui (it asked for gogui-interrupt or the analyze
        # commands).
        self.errstream = errstream
        self.gogui = False
        # Internal errors the move generator survived (kosumi-internal_errors).
        self.internal_errors: List[str] = []
        self._library: Optional[PatternLibrary] = None

    # --- state -----------------------------------------------------------

    @property
    def board(self) -> Board:
        """The current board (a new object after boardsize, setup or loadsgf)."""
        return self.game.board

    def update_config(self, **changes: Any) -> None:
        """Replace the config with one that has ``changes``."""
        self.config = replace(self.config, **changes)

    def new_game(self, size: Optional[int] = None) -> None:
        """Clear the board (new size if given); komi and time settings stay."""
        if size is not None:
            self.update_config(boardsize=size)
        self.game.clear(size)
        self.game.komi = self.config.komi
        for clock in self.clocks.values():
            clock.reset(self.config.time)

    def cached(self, key: str, factory: Callable[[], Any]) -> Any:
        """An object built by ``factory`` for the current board and config.

        Rebuilt when the board object or the config changes (boardsize,
        clear_board, loadsgf, setup, komi, depths...). Use it for objects
        that follow the position themselves, such as a reader with a cache
        keyed by position hash.
        """
        stamp = (id(self.game.board), self.config)
        entry = self._cache.get(key)
        if entry is None or entry[0] != stamp:
            entry = (stamp, factory())
            self._cache[key] = entry
        return entry[1]

    def reader(self) -> BudgetReader:
        """The tactical reader of the analysis commands for the current
        board and config (its cache follows the position); GoGui's
        interrupt stops it with ``? interrupted``."""
        return self.cached("reader", lambda: BudgetReader(self.board, self.config,
                                                          UNLIMITED_NODES, self.interrupted))

    def per_position(self, name: str, factory: Callable[[], Any], refusal: str) -> Any:
        """The object ``factory`` makes for the current position (board
        hash and move number), kept until the position changes; GtpError
        ``refusal`` while reading moves are on the board, where a
        position cannot be examined (GNU Go refuses too)."""
        board = self.board
        if board.stackp:
            raise GtpError(refusal)
        key = (board.hash, board.move_number)
        slot = self.cached(name, dict)
        if key not in slot:
            slot.clear()
            slot[key] = factory()
        return slot[key]

    def pattern_library(self) -> PatternLibrary:
        """The compiled pattern and eye-shape databases, made once per
        session (they hold no position)."""
        if self._library is None:
            self._library = PatternLibrary()
        return self._library

    def interrupted(self) -> bool:
        """True if the controller asked to stop the running command."""
        return self.watch is not None and self.watch.interrupt.is_set()

    def input_pending(self) -> bool:
        """True once a new input line has arrived (an analysis stream stops
        then); always True without a live controller (regress, tests), so
        that a stream there gives one report and ends."""
        return self.watch is None or self.watch.input_pending()

    def recover_from_error(self, err: Exception) -> None:
        """After an internal error: drop reading moves, check the board."""
        problems = self.board.recover()
        if problems:
            log.error("board inconsistent after error (%s); rebuilt from colours",
                      "; ".join(problems[:3]))

    # --- move generation -------------------------------------------------

    def generate(self, color: int, regression: bool = False,
                 progress: Optional[Progress] = None) -> MoveChoice:
        """The engine's choice for ``color`` in the current position: a
        move, a pass or a resignation (typed, see MoveChoice).

        Uses the clock of ``color`` for a budget (none for regression
        commands, which must be deterministic) and books the time spent;
        stops early on an interrupt (GoGui's ``# interrupt``); draws the
        search's progress for GoGui, or for ``progress`` when given (the
        genmove_analyze commands). The board is left as it was.
        """
        board = self.board
        if board.stackp:
            raise GtpError("genmove cannot be called when stackp > 0")
        clock = self.clocks[color]
        empties = sum(1 for p in board.points() if board.board[p] == 0)
        budget = None if regression else clock.budget(empties, board.size * board.size)
        start = time.monotonic()
        if progress is None and self.gogui and not regression:
            progress = Progress(self._live_gfx)
        choice = generate_move(board, color, self.config, budget, self.interrupted, progress,
                               self.pattern_library())
        if not regression:
            clock.spend(time.monotonic() - start)
        if self.gogui and not regression:
            self._gfx(["CLEAR"])
        for error in choice.errors:
            self.internal_errors.append(error)
            log.error("internal error survived by a fallback: %s", error)
        return choice

    def play_generated(self, color: int, choice: MoveChoice) -> None:
        """Play a move (or pass) the engine generated (it must be legal)."""
        self.game.play(color, choice.move)

    def _live_gfx(self, result: SearchResult) -> None:
        """GoGui live graphics of a running search: the principal variation
        as numbered stones, win rates of the best moves, a status line."""
        ranked = [ch for ch in result.ranked() if ch.n][:5]
        if not ranked:
            return
        pv = result.principal_variation(8)
        colors = ("b", "w") if result.color == BLACK else ("w", "b")
        var = " ".join(f"{colors[k % 2]} {self.vertex(m)}" for k, m in enumerate(pv))
        labels = " ".join(f"{self.vertex(ch.move)} {round(100 * ch.winrate())}" for ch in ranked)
        best = ranked[0]
        self._gfx([f"VAR {var}", f"LABEL {labels}",
                   f"TEXT {result.simulations} simulations, {self.vertex(best.move)} "
                   f"{100 * best.winrate():.1f}%"])

    def _gfx(self, commands: List[str]) -> None:
        stream = self.errstream or sys.stderr
        try:
            stream.write("gogui-gfx:\n" + "\n".join(commands) + "\n\n")
            stream.flush()
        except (OSError, ValueError):
            pass

    def judgement(self) -> Judgement:
        """Dead-stone judgement of the current position (memoised per position)."""
        board = self.board
        key = (id(board), board.hash, board.move_number)
        if self._judgement is None or self._judgement[0] != key:
            playouts = 128 if board.size <= 13 else 96
            # The seed is fixed, not the config's: the score of a position
            # must not depend on --seed, so that two engines (two players
            # of a match) with different seeds agree on it.
            settle = self.settler(self) if self.settler is not None else None
            self._judgement = (key, judge(board, playouts, SCORING_SEED, settle))
        return self._judgement[1]

    # --- argument parsing ------------------------------------------------

    def require(self, args: Sequence[str], count: int, message: str = SYNTAX_ERROR) -> None:
        """Fail with ``message`` unless at least ``count`` arguments are given."""
        if len(args) < count:
            raise GtpError(message)

    def parse_color(self, text: str, message: str = SYNTAX_ERROR) -> int:
        """BLACK or WHITE from ``b``/``w``/``black``/``white`` (any case)."""
        color = parse_color(text)
        if color is None:
            log.info("not a colour: %r", text)
            raise GtpError(message)
        return color

    def parse_vertex(self, text: str, message: str = SYNTAX_ERROR,
                     allow_pass: bool = True) -> int:
        """A point of the current board (or PASS_MOVE if allowed)."""
        pos = vertex_to_pos(text, self.board.size)
        if pos is None or (pos == PASS_MOVE and not allow_pass):
            log.info("not a vertex of this board: %r", text)
            raise GtpError(message)
        return pos

    def parse_point(self, args: Sequence[str], count: int = 1,
                    message: str = "invalid coordinate") -> int:
        """The point named by the first of at least ``count`` arguments
        (GNU Go's analysis commands: ``invalid coordinate`` otherwise)."""
        self.require(args, count, message)
        return self.parse_vertex(args[0], message, allow_pass=False)

    def parse_move(self, args: Sequence[str]) -> Tuple[int, int]:
        """(colour, point) of a ``play``-style move.

        A malformed colour or vertex is a syntax error; a well-formed vertex
        outside the current board is an illegal move.
        """
        self.require(args, 2)
        color = self.parse_color(args[0])
        if not is_vertex_syntax(args[1]):
            log.info("not a vertex: %r", args[1])
            raise GtpError(SYNTAX_ERROR)
        pos = vertex_to_pos(args[1], self.board.size)
        if pos is None:
            raise GtpError("illegal move")
        return color, pos

    def parse_int(self, text: str, message: str = SYNTAX_ERROR) -> int:
        """A non-negative integer (GTP's ``int``)."""
        if not (text.isascii() and text.isdigit()):
            log.info("not an integer: %r", text)
            raise GtpError(message)
        return int(text)

    def parse_float(self, text: str, message: str = SYNTAX_ERROR) -> float:
        """A finite float (``7``, ``6.5``, ``-0.5``, ``7.0``)."""
        try:
            value = float(text)
        except ValueError:
            value = float("nan")
        if value != value or value in (float("inf"), float("-inf")):
            log.info("not a float: %r", text)
            raise GtpError(message)
        return value

    def parse_stone(self, text: str, message: str = "invalid coordinate") -> int:
        """A point holding a stone (GNU Go's reading commands' argument)."""
        pos = self.parse_vertex(text, message, allow_pass=False)
        if self.board.board[pos] not in (BLACK, WHITE):
            raise GtpError("vertex must not be empty")
        return pos

    # --- formatting ------------------------------------------------------

    def vertex(self, pos: int) -> str:
        """GTP vertex of ``pos``: uppercase, ``PASS`` for a pass."""
        return pos_to_vertex(pos, self.board.size)

    def vertices(self, points: Sequence[int]) -> str:
        """Space-separated vertices in GNU Go's order (top row first)."""
        return " ".join(self.vertex(p) for p in sorted(points))

    @staticmethod
    def color_word(color: int) -> str:
        """``black`` or ``white``."""
        return color_name(color)


def format_vertices(board: Board, points: List[int]) -> str:
    """Vertices of ``points`` on ``board``, sorted as GNU Go prints them."""
    return " ".join(pos_to_vertex(p, board.size) for p in sorted(points))

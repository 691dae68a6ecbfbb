"""What a match writes down: the results table, ``match.json`` and one SGF per game.

:class:`GameResult` is one row of ``results.tsv`` (and its TSV format);
:class:`ResultsTable` is the table of one configuration, with
``match.json`` to check a resumed match against and ``match.lock`` so two
runs never share a folder; :func:`game_sgf` is the SGF of a finished game
from its :class:`MoveRecord` list and :class:`GameOver`;
:func:`write_atomic` replaces a file in one step.

Depends on sgfmill, :mod:`.matchconfig` and :mod:`.matchstats` (for
:class:`~.matchstats.Outcome`), not on the controller or the game loop:
nothing here talks to an engine.
"""
import datetime
import fcntl
import json
import os
import re
from dataclasses import asdict, dataclass
from typing import Dict, List, Optional, Sequence, Tuple

from sgfmill import sgf

from ...engine.colors import BLACK, WHITE
from ...engine.config import AREA
from ...engine.geometry import PASS_MOVE, I, J
from .config import MatchConfig, MatchError
from .stats import Outcome

RESULTS_FILE = "results.tsv"
CONFIG_FILE = "match.json"
LOCK_FILE = "match.lock"
PLOT_FILE = "winrate.svg"
COLUMNS = ("game", "black", "white", "swapped", "result", "winner", "reason", "moves",
           "duration", "black_time", "white_time", "black_cpu", "white_cpu", "sgf", "detail")


# ----------------------------------------------------------------------
# One game, as written down

@dataclass
class MoveRecord:
    """A move of the game as the SGF records it."""

    color: int
    pos: int
    seconds: Optional[float] = None      # None: an opening move
    left: Optional[Tuple[float, Optional[int]]] = None


class GameOver(Exception):
    """How a game ended: SGF result (``B+3.5``, ``W+R``, ``B+F``, ``Void``), reason, detail."""

    def __init__(self, result: str, reason: str, detail: str = "") -> None:
        super().__init__(f"{result} ({reason}) {detail}")
        self.result = result
        self.reason = reason
        self.detail = detail


@dataclass
class GameResult:
    """One row of the results table."""

    game: int
    black: str
    white: str
    swapped: bool
    result: str
    reason: str
    moves: int
    duration: float
    black_time: float = 0.0
    white_time: float = 0.0
    black_cpu: Optional[float] = None
    white_cpu: Optional[float] = None
    sgf: str = ""
    detail: str = ""

    @property
    def winner(self) -> str:
        """``B``, ``W``, ``0`` for jigo, ``""`` for no result."""
        if self.result[:2] in ("B+", "W+"):
            return self.result[0]
        return "0" if self.result in ("0", "Draw") else ""

    def outcome(self) -> Outcome:
        """What the statistics need."""
        return Outcome(self.game, self.swapped, self.winner, self.reason)

    def to_row(self) -> str:
        """The TSV line (tabs and newlines in text fields become spaces)."""
        values = asdict(self)
        values["winner"] = self.winner
        values["swapped"] = int(self.swapped)
        cells = []
        for name in COLUMNS:
            v = values[name]
            if v is None:
                v = ""
            elif isinstance(v, float):
                v = f"{v:.3f}"
            cells.append(re.sub(r"[\t\r\n]+", " ", str(v)))
        return "\t".join(cells) + "\n"

    @classmethod
    def from_row(cls, cells: Dict[str, str]) -> "GameResult":
        """Inverse of :meth:`to_row` (raises ValueError on a malformed row)."""
        def cpu(text: str) -> Optional[float]:
            return float(text) if text else None
        return cls(int(cells["game"]), cells["black"], cells["white"],
                   cells["swapped"] == "1", cells["result"], cells["reason"],
                   int(cells["moves"]), float(cells["duration"]), float(cells["black_time"]),
                   float(cells["white_time"]), cpu(cells["black_cpu"]), cpu(cells["white_cpu"]),
                   cells["sgf"], cells["detail"])


# ----------------------------------------------------------------------
# SGF

def game_sgf(config: MatchConfig, number: int, moves: Sequence[MoveRecord],
             think: Dict[int, float], over: GameOver, labels: Tuple[str, str]) -> bytes:
    """The SGF of finished game ``number``: players, result, times and comments.

    ``labels`` are the names of Black and White, ``think`` the seconds each
    colour spent on genmove. The reason the game ended is in the root
    comment and in the comment of the last node.
    """
    game = sgf.Sgf_game(config.size)
    _sgf_root(game.get_root(), config, number, think, over, labels)
    node = game.get_root()
    for move in moves:
        node = game.extend_main_sequence()
        _sgf_move(node, move, config.size)
    end = f"Game over: {over.result}, {over.reason}" + (f": {over.detail}" if over.detail else "")
    node.set("C", (node.get("C") + "\n" if node.has_property("C") else "") + end)
    return game.serialise()


def _sgf_root(root: sgf.Tree_node, config: MatchConfig, number: int,
              think: Dict[int, float], over: GameOver, labels: Tuple[str, str]) -> None:
    root.set("KM", config.komi)
    root.set("PB", labels[0])
    root.set("PW", labels[1])
    root.set("RE", over.result)
    root.set("DT", datetime.date.today().isoformat())
    root.set("RU", "Chinese" if config.rules == AREA else "Japanese")
    root.set("GN", f"game {number}")
    root.set("AP", ("Kosumi match", _kosumi_version()))
    if config.time:
        root.set("TM", config.time.main)
        if config.time.sgf_overtime():
            root.set("OT", config.time.sgf_overtime())
    first, second = config.colors(number)
    commands = {1: config.black, 2: config.white}
    root.set("C", "\n".join([
        f"Black: {labels[0]} ({commands[first]})",
        f"White: {labels[1]} ({commands[second]})",
        f"Result: {over.result}, reason: {over.reason}"
        + (f" ({over.detail})" if over.detail else ""),
        f"Time used: Black {think[BLACK]:.1f} s, White {think[WHITE]:.1f} s"]))


def _pos_to_sgf_point(pos: int, size: int) -> Optional[Tuple[int, int]]:
    if pos == PASS_MOVE:
        return None
    return size - 1 - I(pos), J(pos)


def _sgf_move(node: sgf.Tree_node, move: MoveRecord, size: int) -> None:
    """A move with its thinking time (comment) and clock (``BL``/``WL``, ``OB``/``OW``)."""
    colour = "b" if move.color == BLACK else "w"
    node.set_move(colour, _pos_to_sgf_point(move.pos, size))
    if move.seconds is None:
        node.set("C", "opening")
        return
    node.set("C", f"{move.seconds:.2f} s")
    if move.left is not None:
        left, stones = move.left
        node.set(colour.upper() + "L", round(left, 1))
        if stones is not None:
            node.set("O" + colour.upper(), stones)


def _kosumi_version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError, version
        return version("kosumi")
    except (ImportError, PackageNotFoundError):
        return "unknown"


def write_atomic(path: str, data: bytes) -> None:
    """Write ``path`` through a temporary file and a rename: all or nothing."""
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


# ----------------------------------------------------------------------
# The results table

class ResultsTable:
    """``results.tsv`` plus ``match.json``: the finished games of one configuration.

    Rows are appended one ``os.write`` at a time on an ``O_APPEND`` file, so
    a crash leaves at most a partial last line, which is dropped on load.
    The table holds an exclusive lock on ``match.lock`` until :meth:`close`,
    so two runs cannot play the same games into one folder.
    """

    def __init__(self, folder: str, identity: Dict[str, object]) -> None:
        self.folder = folder
        self.path = os.path.join(folder, RESULTS_FILE)
        self.config_path = os.path.join(folder, CONFIG_FILE)
        os.makedirs(folder, exist_ok=True)
        self._lock = self._acquire_lock()
        try:
            self._check_config(identity)
            self.rows: Dict[int, GameResult] = self._load()
        except BaseException:
            self.close()
            raise

    def _acquire_lock(self) -> int:
        fd = os.open(os.path.join(self.folder, LOCK_FILE), os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            raise MatchError(f"another match is running in {self.folder}") from None
        return fd

    def close(self) -> None:
        """Release the folder lock."""
        if self._lock >= 0:
            os.close(self._lock)
            self._lock = -1

    def _check_config(self, identity: Dict[str, object]) -> None:
        if os.path.exists(self.config_path):
            with open(self.config_path) as f:
                stored = json.load(f).get("config", {})
            changed = sorted(k for k in set(stored) | set(identity)
                             if stored.get(k) != identity.get(k))
            if changed:
                details = "; ".join(f"{k}: stored {stored.get(k)!r}, now {identity.get(k)!r}"
                                    for k in changed)
                raise MatchError(f"{self.folder} holds a match with another configuration "
                                 f"({details}); use another --sgf-dir or the same settings")
        elif os.path.exists(self.path):
            raise MatchError(f"{self.path} exists without {CONFIG_FILE}; "
                             "cannot tell which match it belongs to")
        else:
            write_atomic(self.config_path,
                          json.dumps({"config": identity}, indent=2).encode() + b"\n")

    def _load(self) -> Dict[int, GameResult]:
        if not os.path.exists(self.path):
            with open(self.path, "w") as f:
                f.write("\t".join(COLUMNS) + "\n")
            return {}
        with open(self.path, "rb") as f:
            data = f.read()
        if data and not data.endswith(b"\n"):   # a row cut by a crash
            data = data[:data.rfind(b"\n") + 1]
            with open(self.path, "wb") as f:
                f.write(data)
        lines = data.decode("utf-8").split("\n")
        header = lines[0].split("\t")
        rows: Dict[int, GameResult] = {}
        for line in lines[1:]:
            if line:
                result = GameResult.from_row(dict(zip(header, line.split("\t"))))
                rows[result.game] = result
        return rows

    def append(self, result: GameResult) -> None:
        """Record one game (one atomic append)."""
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, result.to_row().encode("utf-8"))
        finally:
            os.close(fd)
        self.rows[result.game] = result

    def ordered(self) -> List[GameResult]:
        """All recorded games by game number."""
        return [self.rows[n] for n in sorted(self.rows)]

"""Every pattern of our databases, on a position where it must match and on a
near miss where it must not.

The cases live in ``tests/pattern_cases/<database>.txt``::

    == Shape1 match            # pattern name, match or miss, colour (white)
    . . . . .
    . . * . .                  # '*' marks the move the pattern must (not) give
    . . X O .
    ...

A case matches when the pattern fits with its ``*`` on the marked point
(anywhere, if the diagram marks none), its constraint holds and its helper
(if any) accepts; reading-based constraints are read with a real Reader.
O is the colour named in the header (White by default), so in the diagram
``O`` stones are O's and ``X`` stones are X's.
"""
import os
import pathlib
import tempfile
from typing import Dict, List, NamedTuple, Tuple

import pytest

from shared import gnugo_engine, needs_gnugo
from kosumi.engine.autohelpers import Autohelpers
from kosumi.gtp.client import GtpFailure
from kosumi.engine.colors import BLACK, OTHER_COLOR, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.geometry import PASS_MOVE, POS
from kosumi.engine.helpers import call_helper
from kosumi.engine.matcher import constraint_holds, matchpat, prepare, run_action
from kosumi.engine.reading import Reader, ReadingCache
from kosumi.engine.readconnect.search import ConnectionReader
from kosumi.patterns.database import DatabaseCache, builtin_names

CASES_DIR = pathlib.Path(__file__).resolve().parent / "pattern_cases"
CACHE = DatabaseCache()


class Case(NamedTuple):
    database: str
    name: str
    expect: bool
    color: int
    diagram: str
    line: int

    @property
    def label(self) -> str:
        """``database:pattern:match|miss:line``, the test id."""
        return ":".join((self.database, self.name, "match" if self.expect else "miss",
                         str(self.line)))


def read_cases(database: str) -> List[Case]:
    path = CASES_DIR / f"{database}.txt"
    cases: List[Case] = []
    header = None
    rows: List[str] = []

    def flush() -> None:
        if header is not None:
            name, kind, color, line = header
            assert kind in ("match", "miss"), f"{path}:{line}: bad case kind {kind!r}"
            cases.append(Case(database, name, kind == "match", color, "\n".join(rows), line))

    for n, text in enumerate(path.read_text().splitlines(), 1):
        if text.startswith("=="):
            flush()
            parts = text[2:].split("#")[0].split()
            color = {"white": WHITE, "black": BLACK}[parts[2]] if len(parts) > 2 else WHITE
            header, rows = (parts[0], parts[1], color, n), []
        elif text.strip() and not text.startswith("#"):
            rows.append(text)
    flush()
    return cases


DATABASES = builtin_names()
ALL_CASES = [case for db in DATABASES for case in read_cases(db)]


_READING_CACHES: Dict[str, ReadingCache] = {}


def reader_for(case: Case, board) -> Reader:
    """A reader whose cache is shared by the tests of one case (reading the
    same position twice is the slow part of this file)."""
    return Reader(board, EngineConfig(), _READING_CACHES.setdefault(case.label, ReadingCache()))


def accepted_moves(case: Case) -> List[int]:
    """Moves at which the named pattern is accepted (constraint and helper);
    with a '*' in the diagram only that point is examined."""
    board, labels = to_board(case.diagram)
    target = labels.get("*")
    reader = reader_for(case, board)
    helpers = Autohelpers(board, reader,
                          connections=ConnectionReader(board, EngineConfig(), reader))
    db = prepare(CACHE.load(case.database))
    moves: List[int] = []

    def callback(match) -> None:
        if match.pattern.name != case.name or target not in (None, match.move):
            return
        if constraint_holds(match, helpers) and call_helper(match, helpers):
            run_action(match, helpers)
            moves.append(match.move)

    before = board.snapshot()
    matchpat(callback, case.color, db, board)
    assert board.snapshot() == before, "constraints and helpers must restore the board"
    return moves


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda case: case.label)
def test_case(case: Case) -> None:
    _, labels = to_board(case.diagram)
    moves = accepted_moves(case)
    target = labels.get("*")
    found = (target in moves) if target is not None else bool(moves)
    what = "at *" if target is not None else "anywhere"
    assert found == case.expect, (f"{case}: pattern {case.name} "
                                  f"{'does not match' if case.expect else 'matches'} {what}")


@pytest.mark.parametrize("database", DATABASES)
def test_every_pattern_has_a_match_and_a_near_miss(database: str) -> None:
    db = CACHE.load(database)
    cases = read_cases(database)
    names = {p.name for p in db.patterns}
    unknown = sorted({c.name for c in cases} - names)
    assert not unknown, f"cases for patterns not in {database}.db: {unknown}"
    for kind in (True, False):
        covered = {c.name for c in cases if c.expect is kind}
        lacking = sorted(names - covered)
        assert not lacking, f"{database}: no {'match' if kind else 'near-miss'} case for {lacking}"


# ----------------------------------------------------------------------
# The reading facts behind the cases, checked against GNU Go

class GnuGo:
    """A GNU Go GTP process (the project's GTP client), for the few reading
    questions the cases ask."""

    def __init__(self) -> None:
        self.engine = gnugo_engine()

    def send(self, command: str) -> Tuple[bool, str]:
        try:
            return True, " ".join(self.engine.send(command, timeout=120).split())
        except GtpFailure as failure:
            return False, failure.message

    def digit(self, command: str) -> int:
        ok, reply = self.send(command)
        assert ok, f"GNU Go refused {command!r}: {reply}"
        return int(reply.split()[0])

    def load(self, board) -> None:
        stones = {BLACK: [], WHITE: []}
        for p in board.points():
            if board.board[p] in stones:
                i, j = divmod(p - POS(0, 0), POS(1, 0) - POS(0, 0))
                stones[board.board[p]].append(f"{chr(97 + j)}{chr(97 + i)}")
        sgf = (f"(;GM[1]FF[4]SZ[{board.size}]"
               + "".join(f"AB[{s}]" for s in stones[BLACK])
               + "".join(f"AW[{s}]" for s in stones[WHITE]) + ")")
        with tempfile.NamedTemporaryFile("w", suffix=".sgf", delete=False) as handle:
            handle.write(sgf)
        try:
            ok, reply = self.send(f"loadsgf {handle.name}")
            assert ok, reply
        finally:
            os.unlink(handle.name)

    def close(self) -> None:
        self.engine.close()


def _gtp_color(color: int) -> str:
    return "black" if color == BLACK else "white"


class GnuGoOracle:
    """Answers reading autohelpers as GNU Go would (truth values only)."""

    def __init__(self, gg: GnuGo, board) -> None:
        self.gg = gg
        self.board = board

    def v(self, pos: int) -> str:
        return self.board.vertex(pos)

    def stone(self, pos: int) -> bool:
        ok, reply = self.gg.send(f"color {self.v(pos)}")
        return ok and reply in ("black", "white")

    def attack(self, pos: int) -> int:
        return self.gg.digit(f"attack {self.v(pos)}") if self.stone(pos) else 0

    def defend_after(self, pos: int) -> int:
        if not self.stone(pos):
            return 0
        if not self.attack(pos):
            return 1
        return self.gg.digit(f"defend {self.v(pos)}")

    def safe(self, pos: int, color: int) -> bool:
        if not self.play(pos, color):
            return False
        try:
            return self.attack(pos) != 1
        finally:
            self.gg.send("popgo")

    def play(self, pos: int, color: int) -> bool:
        if pos == PASS_MOVE:
            return False
        for verb in ("trymove", "tryko"):
            ok, _ = self.gg.send(f"{verb} {_gtp_color(color)} {self.v(pos)}")
            if ok:
                return True
        return False

    def sequence(self, color: int, moves, test) -> bool:
        played = 0
        for move in moves:
            if self.play(move, color):
                played += 1
            color = OTHER_COLOR(color)
        try:
            return bool(test())
        finally:
            for _ in range(played):
                self.gg.send("popgo")

    def ask(self, name: str, color: int, points) -> bool:
        other = OTHER_COLOR(color)
        if name == "attack":
            return bool(self.attack(points[0]))
        if name == "defend":
            return bool(self.attack(points[0])) and bool(
                self.gg.digit(f"defend {self.v(points[0])}"))
        if name in ("safe_omove", "safe_xmove"):
            return self.safe(points[0], color if name == "safe_omove" else other)
        if name in ("does_attack", "does_defend"):
            return bool(self.gg.digit(f"{name} {self.v(points[0])} {self.v(points[1])}"))
        if name in ("odefend_against", "xdefend_against"):
            mover = color if name[0] == "o" else other
            return self.sequence(mover, points[:1],
                                 lambda: not self.safe(points[1], OTHER_COLOR(mover)))
        first = color if name[0] == "o" else other
        target = points[-1]
        if name.endswith("play_attack"):
            return self.sequence(first, points[:-1],
                                 lambda: self.attack(target) if self.stone(target) else 1)
        if name.endswith("play_defend"):
            return self.sequence(first, points[:-1], lambda: self.defend_after(target))
        a, b = points[-2:]
        pair = f"{self.v(a)} {self.v(b)}"
        if name.endswith("play_attack_either"):
            return self.sequence(first, points[:-2], lambda: self.gg.digit(f"attack_either {pair}")
                                 if self.stone(a) and self.stone(b) else 1)
        if name.endswith("play_defend_both"):
            return self.sequence(first, points[:-2], lambda: self.gg.digit(f"defend_both {pair}")
                                 if self.stone(a) and self.stone(b) else 0)
        raise NotImplementedError(f"no GNU Go oracle for {name}")


def _reading_calls(pattern):
    from kosumi.patterns.syntax import calls
    from kosumi.patterns.vocabulary import AUTOHELPERS, READING
    if pattern.constraint is None:
        return []
    return [c for c in calls(pattern.constraint) if AUTOHELPERS[c.name].needs == READING]


READING_CASES = [case for case in ALL_CASES
                 if any(_reading_calls(p) for p in CACHE.load(case.database).patterns
                        if p.name == case.name)]


@pytest.fixture(scope="module")
def gnugo():
    gg = GnuGo()
    yield gg
    gg.close()


@needs_gnugo
@pytest.mark.gnugo
@pytest.mark.parametrize("case", READING_CASES, ids=lambda case: case.label)
def test_reading_facts_agree_with_gnugo(case: Case, gnugo) -> None:
    """Every reading question a case's constraint asks where the pattern fits
    (at the case's '*', or anywhere if it marks none), constraint or not,
    gets the same yes/no from our reader and from GNU Go, so the
    expectations rest on verified reading."""
    board, labels = to_board(case.diagram)
    target = labels.get("*")
    helpers = Autohelpers(board, reader_for(case, board))
    gnugo.load(board)
    oracle = GnuGoOracle(gnugo, board)
    db = CACHE.load(case.database)
    checked = []

    def callback(match) -> None:
        if match.pattern.name != case.name or target not in (None, match.move):
            return
        for call in _reading_calls(match.pattern):
            points = [match.point(a.name) for a in call.args]
            ours = bool(helpers.functions[call.name](match, *points))
            theirs = oracle.ask(call.name, match.color, points)
            checked.append((call.to_source(), board.vertex(match.move) if match.move else "-",
                            ours, theirs))

    matchpat(callback, case.color, db, board)
    if case.expect:
        assert checked, f"{case}: the pattern does not even fit"
    wrong = [c for c in checked if c[2] != c[3]]
    assert not wrong, f"{case}: ours != GNU Go for {wrong}"

"""What a GUI user meets, through the GTP front end: live analysis streams,
GoGui's interrupt and live graphics, resignation, the pass policy, the
help text, the version in SGF files, and the internal-error counter.

The server runs in process on a scripted input: a feeder yields the
commands, waiting where a GUI would wait (for two info lines, or half a
second), so the real input thread, interrupt flag and streaming are used.
"""
import io
import re
import threading
import time

import pytest

from gtp_helpers import bodies
from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import PASS_MOVE, vertex_to_pos
from kosumi.engine.version import __version__
from kosumi.gtp.frontend.assemble import make_registry, start_session
from kosumi.gtp.frontend.server import serve


class Output(io.StringIO):
    """The server's stdout, watched: ``wait_for(pattern)`` blocks until the
    output so far matches."""

    def __init__(self) -> None:
        super().__init__()
        self.changed = threading.Condition()

    def write(self, text: str) -> int:
        with self.changed:
            n = super().write(text)
            self.changed.notify_all()
        return n

    def wait_for(self, pattern: str, timeout: float = 60.0) -> bool:
        deadline = time.monotonic() + timeout
        with self.changed:
            while not re.search(pattern, self.getvalue(), re.S):
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self.changed.wait(left)
        return True


def run_scripted(script, config=None, errstream=None):
    """Serve GTP with input from ``script(out)``, a generator of lines that
    may wait on ``out``; returns (output, session)."""
    out = Output()
    session = start_session(config)      # as `kosumi gtp` starts
    session.errstream = errstream

    def attach(watch):
        session.watch = watch

    serve(make_registry(), session, script(out), out, on_watch=attach)
    return out.getvalue(), session


NINE = EngineConfig.create(boardsize=9, komi=7, level=1)


@pytest.mark.parametrize("command,rate", [("lz-analyze", r"\d+"), ("kata-analyze", r"0\.\d+|1\.0+"),
                                          ("analyze", r"\d+")])
def test_analysis_streams_until_the_next_command(command, rate):
    def script(out):
        yield "boardsize 9\n"
        yield "play b e5\n"
        yield f"{command} w 10\n"
        assert out.wait_for(r"(info [^\n]*\n.*){2}")
        yield "name\n"

    output, _ = run_scripted(script, NINE)
    head, stream, after = re.match(r"(= \n\n= \n\n)=\n((?:info [^\n]*\n)+)\n(.*)", output,
                                   re.S).groups()
    assert after == "= Kosumi\n\n"             # the stopping command is executed, once
    lines = stream.strip("\n").split("\n")
    assert len(lines) >= 2
    entry = re.compile(r"info move ([A-HJ]\d) visits (\d+) winrate (" + rate + r") .*?"
                       r"order (\d+) pv ([A-HJ]\d(?: [A-HJ]\d)*)")
    for line in lines:
        entries = line.split("info ")[1:]
        found = [entry.match("info " + e.strip()) for e in entries]
        assert all(found), line
        orders = [int(m.group(4)) for m in found]
        assert orders == list(range(len(found)))          # ranked
        visits = [int(m.group(2)) for m in found]
        assert visits == sorted(visits, reverse=True)
        assert all(m.group(5).split()[0] == m.group(1) for m in found)   # pv starts with move
        assert "E5" not in {m.group(1) for m in found}    # occupied points are no candidates


def test_kata_ownership_and_move_limits():
    def script(out):
        yield "boardsize 9\n"
        yield "kata-analyze b 10 maxmoves 3 ownership true\n"
        assert out.wait_for(r"ownership")
        yield "\n"        # a raw empty line also stops it (KataGo)
        yield "lz-analyze b 10 minmoves 20 allow b c3,g7 1\n"
        assert out.wait_for(r"(lz[^\n]*|\n)=\ninfo ")
        yield "name\n"

    output, _ = run_scripted(script, NINE)
    streams = re.findall(r"=\n((?:info [^\n]*\n)+)\n", output)
    assert len(streams) == 2
    kata_line = streams[0].split("\n")[0]
    entries, ownership = kata_line.split(" ownership ")
    assert len(entries.split("info ")[1:]) <= 3
    values = [float(v) for v in ownership.split()]
    assert len(values) == 81 and all(-1.0 <= v <= 1.0 for v in values)
    lz_line = streams[1].split("\n")[0]
    moves = {m for m in re.findall(r"info move (\S+)", lz_line)}
    assert moves == {"C3", "G7"}        # allow: only these at the root, minmoves or not


def test_analysis_arguments_are_checked():
    out = bodies("boardsize 9\nlz-analyze b 10 avoid\nkata-analyze x\nlz-analyze b 10 "
                 "ownership true\nlz-analyze b 10 frobnicate 3\n", NINE)
    assert out[1:] == ["?syntax error"] * 4


def test_genmove_analyze_streams_then_plays():
    # A byo-yomi of a second a move makes the search last some 0.7 s,
    # several report intervals of 0.1 s, however fast the machine (at level
    # 3 alone it ended before the first report once its loops were compiled).
    def script(out):
        yield "boardsize 9\n"
        yield "time_settings 0 1 1\n"
        yield "genmove_analyze b 10\n"
        yield "list_stones black\n"      # pipelined: must not cut the genmove short

    output, _ = run_scripted(script, EngineConfig.create(boardsize=9, komi=7, level=3))
    m = re.match(r"= \n\n= \n\n=\n((?:info [^\n]*\n)*)play (\S+)\n\n= (.*)\n\n$", output,
                 re.S)
    assert m is not None, output
    infos, move, stones = m.groups()
    assert infos, "the search reported while it ran"
    assert move in ("pass", "resign") or stones == move


def interrupted_run(setup, ready, command, delay, answered, after, config):
    """Send ``setup`` lines, wait for ``ready`` output, send ``command``,
    then GoGui's ``# interrupt`` after ``delay`` seconds; wait for the
    ``answered`` output and send ``after``. Returns (output, session,
    seconds from the command to its answer)."""
    timing = {}

    def script(out):
        yield from setup
        assert out.wait_for(ready)
        timing["start"] = time.monotonic()
        yield command
        time.sleep(delay)
        yield "# interrupt\n"
        assert out.wait_for(answered)
        timing["answer"] = time.monotonic()
        yield after

    output, session = run_scripted(script, config)
    return output, session, timing["answer"] - timing["start"]


def test_interrupt_stops_genmove_within_a_second():
    # A byo-yomi of 10 s a move: uninterrupted, the search would take some
    # 8 s (level 10 alone took under a second once its loops were compiled,
    # and ended before the interrupt came).
    output, _, seconds = interrupted_run(
        ["boardsize 9\n", "play b e5\n", "time_settings 0 10 1\n"], r"(= \n\n){3}",
        "genmove w\n", 0.5, r"(= \n\n){3}= [A-J]\d\n\n", "list_stones white\n",
        EngineConfig.create(boardsize=9, komi=7, level=10))
    assert seconds < 1.5, seconds
    replies = re.findall(r"= ([^\n]*)\n\n", output)
    assert replies[3] == replies[4] and vertex_to_pos(replies[3], 9) not in (None, PASS_MOVE)
    assert output.count("\n\n") == 5      # the comment line got no reply


def test_gogui_live_graphics_while_thinking():
    # The search must last long enough (over a second) for the progress
    # reports, every half second, to come more than once: a byo-yomi of 3
    # seconds a move makes it search by the clock (level 10 alone ended in
    # under a second once the search's loops were compiled).
    errors = io.StringIO()
    config = EngineConfig.create(boardsize=9, komi=7, level=10)
    output, _ = run_scripted(lambda out: iter(["gogui-interrupt\n", "boardsize 9\n",
                                                "time_settings 0 3 1\n", "genmove b\n"]),
                             config, errors)
    assert re.fullmatch(r"= \n\n= \n\n= \n\n= [A-J]\d\n\n", output)
    blocks = errors.getvalue().split("gogui-gfx:\n")[1:]
    assert len(blocks) >= 2
    assert re.match(r"VAR b [A-J]\d( [bw] [A-J]\d)*\nLABEL [A-J]\d \d+", blocks[0])
    assert blocks[-1] == "CLEAR\n\n"        # nothing stale left on the board


def test_no_live_graphics_for_other_controllers():
    errors = io.StringIO()
    config = EngineConfig.create(boardsize=9, komi=7, level=4)
    run_scripted(lambda out: iter(["boardsize 9\n", "genmove b\n"]), config, errors)
    assert "gogui-gfx" not in errors.getvalue()


HOPELESS = "boardsize 5\nkomi 0.5\n" + "".join(
    f"play w {v}\n" for v in ("A5", "B5", "C5", "D5", "E5", "A4", "C4", "E4",
                              "A3", "B3", "C3", "D3", "E3")) + "play b C1\n"


def test_resignation_is_answered_as_gtp_says():
    # Black has one stone against a living white board (two eyes B4, D4).
    resigning = EngineConfig.create(boardsize=5, komi=0.5, level=1, resign=True)
    out = bodies(HOPELESS + "genmove b\nlist_stones black\nreg_genmove b\n", resigning)
    assert out[-3:] == ["resign", "C1", "resign"]      # a resignation is not played
    playing_on = EngineConfig.create(boardsize=5, komi=0.5, level=1)
    out = bodies(HOPELESS + "genmove b\n", playing_on)
    assert out[-1] != "resign"


def test_a_pass_does_not_end_an_open_game():
    # Six moves on an open 9x9 board, then Black passes: White plays on
    # (GNU Go does too); only a finished board is answered with a pass.
    setup = "boardsize 9\nkomi 0\nplay b e5\nplay w c3\nplay b g7\nplay w c7\nplay b g3\n" \
            "play w e3\nplay b pass\n"
    out = bodies(setup + "genmove w\n", EngineConfig.create(boardsize=9, level=1))
    assert vertex_to_pos(out[-1], 9) not in (None, PASS_MOVE), out[-1]


def test_help_describes_every_command_in_full_sentences():
    for spec in make_registry().specs():
        assert spec.summary.endswith((".", ")")), (spec.name, spec.summary)
        assert spec.summary[0].isupper(), spec.name


def test_version_and_the_application_in_saved_games():
    out = bodies("version\nprintsgf\n")
    assert out[0] == __version__ and re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    assert f"AP[Kosumi:{__version__}]" in out[1]


@pytest.mark.internal_error_expected
def test_a_failing_move_generator_is_counted_not_hidden(monkeypatch):
    from kosumi.engine import genmove as genmove_module

    def broken(*args, **kwargs):
        raise RuntimeError("bug for the test")

    monkeypatch.setattr(genmove_module, "analyse", broken)
    config = EngineConfig.create(boardsize=9, komi=7, level=1)
    out = bodies("boardsize 9\ngenmove b\nkosumi-internal_errors\ngenmove w\n"
                 "kosumi-internal_errors\n", config)
    referee = Board(9)
    for color, answer in ((BLACK, out[1]), (WHITE, out[3])):
        pos = vertex_to_pos(answer, 9)
        assert pos is not None and referee.is_legal(pos, color)
        referee.play_move(pos, color)
    assert out[2].split("\n")[0] == "1" and "move reasons failed" in out[2]
    assert out[4].split("\n")[0] == "2"


def test_interrupt_stops_a_long_analysis_command():
    # dragon_data on a 19x19 middle game reads every dragon's owl for
    # seconds (16 s here; worm_data on 9x9, once as long, takes a tenth of
    # a second since the tactical search is compiled); GoGui's interrupt
    # must end it with a failure at once, and leave the engine usable.
    import os
    game = os.path.join(os.path.dirname(__file__), "..", "engine", "bench", "data", "genmove",
                        "mid19_03.sgf")
    output, session, seconds = interrupted_run(
        [f"loadsgf {game}\n"], r"= \S+\n\n", "dragon_data\n", 0.3, r"\? interrupted\n\n",
        "name\n", EngineConfig.create(level=10))
    assert seconds < 1.3, seconds
    assert re.search(r"\? interrupted\n\n= Kosumi\n\n$", output)
    assert session.board.stackp == 0

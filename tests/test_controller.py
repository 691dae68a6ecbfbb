"""The GTP controller: reply framing, timeouts, crashes, garbage, restart, quit."""
import os
import shlex
import sys
import time

import pytest

from kosumi.gtp.client.controller import (
    CRASH, PROTOCOL, START, TIMEOUT, EngineCrashed, EngineProtocolError, EngineStartError,
    EngineTimeout, GtpEngine, GtpFailure, parse_reply_head)

FAKES = os.path.join(os.path.dirname(__file__), "fake_engines")


def fake(script: str, *args: str) -> str:
    """Command line running one of the fake engines with this interpreter."""
    return shlex.join([sys.executable, os.path.join(FAKES, script), *args])


def inline(code: str) -> str:
    """Command line running a one-off Python engine."""
    return shlex.join([sys.executable, "-c", code])


# An engine that answers everything with an empty success, except the
# commands named in the code it is combined with.
MINI = """
import sys, time
for line in sys.stdin:
    cid, name = line.split()[:2]
    {special}
    sys.stdout.write('=%s \\n\\n' % cid); sys.stdout.flush()
"""


def started(command: str) -> GtpEngine:
    engine = GtpEngine(command, start_timeout=10)
    engine.start()
    return engine


@pytest.mark.parametrize("line, cid, expected", [
    ("=1 D4", 1, (True, "D4")),
    ("?7 illegal move", 7, (False, "illegal move")),
    ("= PASS", 3, (True, "PASS")),          # no id echoed: tolerated
    ("=12", 12, (True, "")),
    ("=\tB+3.5", 2, (True, "B+3.5")),
])
def test_reply_heads(line, cid, expected):
    assert parse_reply_head(line, cid) == expected


@pytest.mark.parametrize("line", ["hello", "=2 D4", "=1x", "D4", "!1 panic"])
def test_bad_reply_heads(line):
    with pytest.raises(EngineProtocolError):
        parse_reply_head(line, 1)


def test_handshake_and_commands():
    engine = started(fake("random_engine.py", "--name", "Rnd", "--version", "0.3"))
    try:
        assert (engine.name, engine.version) == ("Rnd", "0.3")
        assert engine.known("genmove") and engine.known("time_left")
        assert not engine.known("gogui-analyze_commands")
        engine.send("boardsize 5")
        engine.send("clear_board")
        move = engine.send("genmove b", timeout=5)
        assert len(move) == 2 and move[0] in "ABCDE" and move[1] in "12345"
        with pytest.raises(GtpFailure) as failure:
            engine.send(f"play w {move}")          # occupied: a '?' reply
        assert failure.value.message == "illegal move"
        assert engine.alive                        # a '?' does not break the engine
        assert engine.send("komi 6.5") == ""
    finally:
        engine.close()
    assert not engine.alive


def test_crash_is_detected_with_exit_status_and_stderr():
    code = MINI.format(special="if name == 'genmove': "
                       "sys.stderr.write('boom: out of memory\\n'); sys.exit(5)")
    engine = started(inline(code))
    with pytest.raises(EngineCrashed) as err:
        engine.send("genmove b", timeout=5)
    assert err.value.kind == CRASH
    assert "exit status 5" in err.value.message
    assert "boom: out of memory" in err.value.message
    assert not engine.alive
    with pytest.raises(EngineCrashed):
        engine.send("name", timeout=5)             # no write to a dead engine
    engine.restart()
    assert engine.alive and engine.starts == 2
    engine.close()


def test_hang_times_out_and_kills_the_process():
    engine = started(fake("hanging_engine.py", "--fault-at", "1"))
    engine.send("boardsize 5")
    pid = engine.pid
    began = time.monotonic()
    with pytest.raises(EngineTimeout) as err:
        engine.send("genmove b", timeout=0.5)
    assert 0.5 <= time.monotonic() - began < 5
    assert err.value.kind == TIMEOUT
    assert not engine.alive
    assert engine._proc.poll() is not None         # really gone, not left sleeping
    engine.restart()
    assert engine.pid != pid and engine.send("name", timeout=5) == "Random"
    engine.close()


def test_garbage_is_a_protocol_error():
    engine = started(fake("garbage_engine.py", "--fault-at", "1"))
    engine.send("boardsize 5")
    with pytest.raises(EngineProtocolError) as err:
        engine.send("genmove b", timeout=5)
    assert err.value.kind == PROTOCOL and "this is not GTP" in err.value.message
    assert not engine.alive
    engine.close()


def test_wrong_reply_id_is_a_protocol_error():
    engine = started(inline(MINI.format(
        special="if name == 'genmove': cid = '999'")))
    with pytest.raises(EngineProtocolError):
        engine.send("genmove b", timeout=5)
    engine.close()


def test_multiline_reply_and_blank_lines_before_it():
    engine = started(inline(MINI.format(
        special="if name == 'showboard': "
                "sys.stdout.write('\\n\\n=%s line one\\nline two\\n\\n' % cid); "
                "sys.stdout.flush(); continue")))
    assert engine.send("showboard", timeout=5) == "line one\nline two"
    assert engine.send("name", timeout=5) == ""    # framing still in step
    engine.close()


def test_start_failures():
    with pytest.raises(EngineStartError) as err:
        started("/nonexistent/engine --mode gtp")
    assert err.value.kind == START
    with pytest.raises(EngineStartError):
        started(inline("pass"))                     # exits before answering
    with pytest.raises(ValueError):
        GtpEngine("")


def test_close_kills_an_engine_that_ignores_quit():
    engine = started(inline(MINI.format(special="if name == 'quit': time.sleep(60)")))
    began = time.monotonic()
    engine.close(timeout=0.5)
    assert time.monotonic() - began < 5
    assert not engine.alive


def test_quit_ends_the_process_cleanly():
    engine = started(fake("random_engine.py"))
    proc = engine._proc
    engine.close()
    assert proc.returncode == 0

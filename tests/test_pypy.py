"""Kosumi on PyPy, a supported runtime (README: "PyPy").

When a PyPy interpreter is on the PATH, an environment is made for it as
README says (a venv with this checkout installed) and the engine is driven
through GTP there: a short game with an illegal move in it, and the same
regression move as CPython's for the same position, level and seed (the
answer depends on nothing else). Skips, saying why, when PyPy is absent or
its environment cannot be made (no package registry).
"""
import os
import shutil
import subprocess
import sys

import pytest

from gtp_helpers import bodies
from kosumi.engine.config import EngineConfig
from shared import ROOT

PYPY = shutil.which("pypy3")

pytestmark = pytest.mark.skipif(PYPY is None, reason="PyPy is not installed "
                                "(apt-get install pypy3 pypy3-venv)")


@pytest.fixture(scope="module")
def pypy_kosumi(tmp_path_factory):
    """The ``kosumi`` command of a fresh PyPy venv with this checkout."""
    venv = tmp_path_factory.mktemp("pypy") / "venv"
    try:
        subprocess.run([PYPY, "-m", "venv", str(venv)], check=True, capture_output=True,
                       timeout=120)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "-e", str(ROOT)],
                       check=True, capture_output=True, timeout=300)
    except (subprocess.SubprocessError, OSError) as error:
        pytest.skip(f"could not make a PyPy environment: {error}")
    return str(venv / "bin" / "kosumi")


def gtp_on_pypy(kosumi: str, transcript: str):
    out = subprocess.run([kosumi, "gtp", "--level", "2"], input=transcript, text=True,
                         capture_output=True, timeout=300,
                         env={**os.environ, "PYTHONHASHSEED": "0"})
    assert out.returncode == 0, out.stderr[-2000:]
    return [chunk for chunk in out.stdout.split("\n\n") if chunk]


def test_the_engine_runs_on_pypy(pypy_kosumi):
    replies = gtp_on_pypy(pypy_kosumi, "boardsize 9\nclear_board\nkomi 7\ngenmove b\n"
                          "play w E5\nplay b E5\ngenmove b\nname\nquit\n")
    assert replies[0:3] == ["= ", "= ", "= "]
    first, second = replies[3][2:], replies[6][2:]
    assert replies[4] == "= " and replies[5] == "? illegal move"   # E5 is taken
    for move in (first, second):
        assert len(move) in (2, 3) and move[0] in "ABCDEFGHJ" and 1 <= int(move[1:]) <= 9
    assert first != "E5" and second not in (first, "E5")
    assert replies[7] == "= Kosumi"


def test_pypy_answers_as_cpython(pypy_kosumi):
    # reg_genmove has no clock: its move depends only on the position,
    # the level and the seed, whatever the interpreter.
    transcript = "boardsize 9\nclear_board\nplay b E5\nplay w C3\nplay b G7\nreg_genmove w\n"
    cpython = bodies(transcript, EngineConfig.create(level=2))[-1]
    pypy = gtp_on_pypy(pypy_kosumi, transcript + "quit\n")[5]
    assert pypy == "= " + cpython, (sys.implementation.name, cpython, pypy)

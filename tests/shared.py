"""Where the measuring material outside the project is: ``../shared`` next
to the checkout (GNU Go's regression suite and pattern databases), and GNU
Go itself. Tests that need them skip with a reason saying what is missing."""
import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
GNUGO_SUITE = SHARED / "regression" / "gnugo"
GNUGO_GAMES = GNUGO_SUITE / "games"
GNUGO_PATTERNS = SHARED / "reference" / "gnugo-patterns"


def gnugo_binary():
    """GNU Go's executable, or None."""
    found = shutil.which("gnugo")
    if found:
        return found
    return "/usr/games/gnugo" if os.access("/usr/games/gnugo", os.X_OK) else None


GNUGO = gnugo_binary()

needs_gnugo = pytest.mark.skipif(GNUGO is None, reason="GNU Go is not installed "
                                 "(apt-get install gnugo)")
needs_suite = pytest.mark.skipif(not GNUGO_SUITE.is_dir(),
                                 reason=f"GNU Go's regression suite is not at {GNUGO_SUITE}")
needs_corpus = pytest.mark.skipif(not GNUGO_PATTERNS.is_dir(),
                                  reason=f"GNU Go's pattern databases are not at {GNUGO_PATTERNS}")


def gnugo_engine(*options: str, cwd=None):
    """A started GNU Go GTP process behind the project's one GTP client."""
    from kosumi.gtp.client import GtpEngine
    engine = GtpEngine([GNUGO, "--mode", "gtp", *options], cwd=cwd)
    engine.start()
    return engine


def gnugo_answers(commands, cwd=None, options=()):
    """GNU Go's answers to ``commands`` in one session: the body of each
    ``=`` reply, or None for a ``?`` reply."""
    return session_answers(gnugo_engine(*options, cwd=cwd), commands)


def session_answers(engine, commands):
    """A started engine's answers to ``commands`` (then it is closed): the
    body of each ``=`` reply, or None for a ``?`` reply."""
    from kosumi.gtp.client import GtpFailure
    answers = []
    try:
        for command in commands:
            try:
                answers.append(engine.send(command, timeout=300))
            except GtpFailure:
                answers.append(None)
    finally:
        engine.close()
    return answers


# Checks that take many minutes (differential tests on 200 positions).
slow = pytest.mark.skipif(os.environ.get("KOSUMI_SLOW") != "1",
                          reason="slow differential test: set KOSUMI_SLOW=1 to run")

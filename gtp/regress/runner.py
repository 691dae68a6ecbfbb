"""Running GNU Go-format regression files (``.tst``).

A ``.tst`` file is a GTP session: numbered lines (``10 attack C3``) are
tests, the ``#? [regex]`` line after one is its expectation, every other
command sets up the position. As in GNU Go's eval scripts, the first line
of the answer (after ``=id``) must match ``"^" + regex + "$"`` (case-sensitive);
``[!regex]`` negates; a ``*`` after ``]`` marks a case expected to fail and
``&`` a case only reported; an error reply fails; an expectation with no
closing bracket is read to the end of the line. Results are the four of
GNU Go: ``passed``, ``PASSED`` (unexpected pass), ``failed``, ``FAILED``
(unexpected failure). Tests after a failed ``loadsgf``/``boardsize``/
``clear_board`` are ``not run`` until the next reset succeeds.

Tests run in process by default (a fresh session per file, or per chunk
with ``jobs``), with a per-test time limit (SIGALRM, Unix), or against any
external GTP engine. Files are run from their own directory so
``loadsgf games/...`` resolves. Nothing here prints; the CLI reports.
"""
import io
import os
import re
import shlex
import signal
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Callable, Iterator, List, Optional, Sequence, Tuple

from ..client import EngineError, EngineTimeout, GtpEngine, GtpFailure
from ..frontend.protocol import parse

# Commands that change the state even when numbered: they are always run,
# also when a chunk skips the tests before its start.
STATE_CHANGING = {
    "play", "genmove", "kgs-genmove_cleanup", "undo", "gg-undo", "trymove", "tryko", "popgo",
    "boardsize", "clear_board", "komi", "fixed_handicap", "place_free_handicap",
    "set_free_handicap", "loadsgf", "black", "white", "increase_depths", "decrease_depths",
    "level", "set_random_seed", "time_settings", "time_left", "kgs-rules",
}

PASSED, UNEXPECTED_PASS, FAILED, UNEXPECTED_FAIL, REPORTED = (
    "passed", "PASSED", "failed", "FAILED", "reported")
# A test whose position could not be set up (its loadsgf, boardsize or
# clear_board failed, e.g. a game file missing from the corpus): it is not
# run at all, since any answer would be about the wrong position.
NOT_RUN = "not run"


@dataclass(frozen=True)
class Expectation:
    """A ``#?`` line: the pattern, negated or not, and the expected outcome."""

    pattern: str
    negate: bool = False
    expect_fail: bool = False
    report_only: bool = False

    def matches(self, ok: bool, answer: str) -> bool:
        """True if a reply (success flag, text) satisfies the expectation."""
        if not ok:
            return False
        first = answer.strip().split("\n", 1)[0].strip()
        try:
            # GNU Go's scripts anchor without grouping: "^" + pattern + "$",
            # so in "3 N1|R3|R2" only the first and last alternatives are
            # anchored. Mirrored on purpose, to grade exactly as they do.
            hit = re.search("^" + self.pattern + "$", first) is not None
        except re.error:
            hit = first == self.pattern
        return hit != self.negate


@dataclass
class Entry:
    """One command line of a ``.tst`` file, with its expectation if numbered."""

    line_no: int
    text: str                 # the command line as sent (id included)
    number: Optional[int]
    name: str
    expectation: Optional[Expectation] = None


@dataclass
class Result:
    """The outcome of one test."""

    file: str
    number: int
    command: str
    expected: str
    answer: str
    status: str
    seconds: float
    line_no: int = 0

    @property
    def passed(self) -> bool:
        return self.status in (PASSED, UNEXPECTED_PASS)


def parse_expectation(line: str) -> Optional[Expectation]:
    """Read a ``#? [...]`` line; None if the line is not an expectation."""
    if not line.startswith("#?"):
        return None
    rest = line[2:].strip()
    if not rest.startswith("["):
        return None
    body = rest[1:]
    close = body.rfind("]")
    if close < 0:
        pattern, tail = body.strip(), ""
    else:
        pattern, tail = body[:close], body[close + 1:].strip()
    negate = pattern.startswith("!")
    if negate:
        pattern = pattern[1:]
    return Expectation(pattern, negate, tail.startswith("*"), tail.startswith("&"))


def parse_tst(text: str) -> List[Entry]:
    """The command lines of a ``.tst`` file with their expectations."""
    entries: List[Entry] = []
    last_numbered: Optional[Entry] = None
    for k, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        expectation = parse_expectation(line)
        if expectation is not None:
            if last_numbered is not None and last_numbered.expectation is None:
                last_numbered.expectation = expectation
            continue
        cmd = parse(raw)
        if cmd is None:
            continue
        entry = Entry(k, raw.split("#", 1)[0].strip(), cmd.id, cmd.name)
        entries.append(entry)
        if cmd.id is not None:
            last_numbered = entry
    return entries


def classify(expectation: Expectation, passed: bool) -> str:
    """GNU Go's four outcomes (plus ``reported`` for ``&`` cases)."""
    if expectation.report_only:
        return REPORTED
    if passed:
        return UNEXPECTED_PASS if expectation.expect_fail else PASSED
    return FAILED if expectation.expect_fail else UNEXPECTED_FAIL


def describe(expectation: Expectation) -> str:
    return ("!" if expectation.negate else "") + expectation.pattern


# --- drivers ------------------------------------------------------------------

class TestTimeout(BaseException):
    """Raised by the alarm in process; not an Exception, so nothing swallows it."""


class InProcessDriver:
    """Runs commands on a Kosumi session in this process."""

    def __init__(self, make_session: Callable[[], object]) -> None:
        from ..frontend.assemble import make_registry
        self._make_session = make_session
        self.registry = make_registry()
        self.session = make_session()

    def send(self, text: str, timeout: Optional[float]) -> Tuple[bool, str]:
        from ..frontend.protocol import GtpQuit, Streamed
        from ..frontend.server import dispatch, write_reply
        cmd = parse(text)
        if cmd is None:
            return True, ""
        use_alarm = timeout is not None and hasattr(signal, "SIGALRM") and \
            threading.current_thread() is threading.main_thread()
        if use_alarm:
            previous = signal.signal(signal.SIGALRM, _raise_timeout)
            signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            reply = dispatch(self.registry, self.session, cmd)
        except GtpQuit:
            return True, ""
        except TestTimeout:
            self.session.recover_from_error(RuntimeError("timeout"))
            return False, "timeout"
        finally:
            if use_alarm:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous)
        if isinstance(reply, Streamed):     # an analysis stream: its lines are the answer
            out = io.StringIO()
            write_reply(reply, cmd, out, self.session)
            return True, out.getvalue().split("\n", 1)[1].strip("\n")
        return _split_reply(reply)

    def close(self) -> None:
        pass


def _raise_timeout(signum, frame):  # noqa: ARG001 - signal handler signature
    raise TestTimeout()


def _split_reply(reply: str) -> Tuple[bool, str]:
    ok = reply.startswith("=")
    head, _, body = reply.partition(" ")
    return ok, body.rstrip("\n")


class ExternalDriver:
    """Runs commands on an external GTP engine through the one GTP client,
    :class:`~kosumi.gtp.client.GtpEngine`. The test's own id is dropped (the
    client numbers its commands); a crash or a hang is answered as
    ``engine exited`` or ``timeout`` and the caller restarts the engine."""

    def __init__(self, command: Sequence[str], cwd: str) -> None:
        self.engine = GtpEngine(list(command), cwd=cwd)
        self.engine.start()

    def send(self, text: str, timeout: Optional[float]) -> Tuple[bool, str]:
        cmd = parse(text)
        if cmd is None:
            return True, ""
        line = " ".join([cmd.name] + list(cmd.args))
        try:
            return True, self.engine.send(line, timeout)
        except GtpFailure as failure:
            return False, failure.message
        except EngineTimeout:
            return False, "timeout"
        except EngineError:
            return False, "engine exited"

    def restart(self) -> None:
        self.engine.restart()

    def close(self) -> None:
        self.engine.close(timeout=2.0)


# --- running ------------------------------------------------------------------

@dataclass
class Job:
    """A part of a file to run: all its setup, and the tests numbered in range."""

    path: str
    first: int = 0                    # index (in the test list) of the first test to grade
    last: Optional[int] = None        # one past the last test to grade
    engine: Optional[List[str]] = None
    timeout: Optional[float] = 30.0
    config: dict = field(default_factory=dict)


def run_job(job: Job, on_result: Optional[Callable[[Result], None]] = None) -> List[Result]:
    """Run one job; results in file order."""
    path = os.path.abspath(job.path)
    with open(path, encoding="latin-1") as handle:
        entries = parse_tst(handle.read())
    directory = os.path.dirname(path)
    name = os.path.basename(path)
    if job.engine:
        driver = ExternalDriver(job.engine, directory)
        return _run_entries(entries, driver, job, name, on_result)
    cwd = os.getcwd()
    os.chdir(directory)
    try:
        from ...engine.config import EngineConfig
        from ..frontend.assemble import make_session
        config = EngineConfig.create(**job.config) if job.config else None
        driver = InProcessDriver(lambda: make_session(config))
        return _run_entries(entries, driver, job, name, on_result)
    finally:
        os.chdir(cwd)


RESETS = {"loadsgf", "boardsize", "clear_board"}


def _run_entries(entries: List[Entry], driver, job: Job, name: str,
                 on_result: Optional[Callable[[Result], None]]) -> List[Result]:
    results: List[Result] = []
    test_index = -1
    replay: List[str] = []   # setup since the last position reset, for restarts
    setup_error: Optional[str] = None   # why the current position is not there
    try:
        for entry in entries:
            graded = entry.number is not None and entry.expectation is not None
            if graded:
                test_index += 1
            in_range = graded and test_index >= job.first and \
                (job.last is None or test_index < job.last)
            if job.last is not None and graded and test_index >= job.last \
                    and entry.name not in STATE_CHANGING:
                break
            if graded and not in_range and entry.name not in STATE_CHANGING:
                continue
            if entry.name in RESETS:
                replay = []
            elif in_range and setup_error is not None:
                result = Result(name, entry.number, entry.text.split(None, 1)[-1],
                                describe(entry.expectation), f"not run: {setup_error}",
                                NOT_RUN, 0.0, entry.line_no)
                results.append(result)
                if on_result is not None:
                    on_result(result)
                continue
            start = time.perf_counter()
            ok, answer = driver.send(entry.text, job.timeout if graded else None)
            seconds = time.perf_counter() - start
            if not ok and answer in ("timeout", "engine exited") and hasattr(driver, "restart"):
                # The engine died or hung: start it again where the file was.
                driver.restart()
                for text in replay:
                    driver.send(text, job.timeout)
            elif not graded or entry.name in STATE_CHANGING:
                replay.append(entry.text)
            if entry.name in RESETS:
                setup_error = None if ok else f"line {entry.line_no}: {entry.text}: {answer}"
            if in_range:
                expectation = entry.expectation
                status = classify(expectation, expectation.matches(ok, answer))
                result = Result(name, entry.number, entry.text.split(None, 1)[-1],
                                describe(expectation), answer if ok else f"? {answer}",
                                status, seconds, entry.line_no)
                results.append(result)
                if on_result is not None:
                    on_result(result)
    finally:
        driver.close()
    return results


def count_tests(path: str) -> int:
    """Number of graded tests in a file."""
    with open(path, encoding="latin-1") as handle:
        return sum(1 for e in parse_tst(handle.read())
                   if e.number is not None and e.expectation is not None)


def split_jobs(paths: Sequence[str], jobs: int, **options) -> List[Job]:
    """Cut files into about ``4 * jobs`` chunks of tests so workers stay busy.

    Only Kosumi in process is cut inside a file: an external engine's
    answers may depend on what it computed before (GNU Go's caches), so its
    files are run whole, in order.
    """
    counts = [(p, count_tests(p)) for p in paths]
    total = sum(n for _, n in counts) or 1
    splittable = jobs > 1 and not options.get("engine")
    target = max(1, total // max(1, 4 * jobs)) if splittable else None
    out: List[Job] = []
    for path, n in counts:
        if target is None or n <= target:
            out.append(Job(path, **options))
            continue
        for first in range(0, n, target):
            out.append(Job(path, first, min(n, first + target), **options))
    return out


def run_jobs(jobs: List[Job], workers: int,
             on_result: Optional[Callable[[Result], None]] = None) -> Iterator[Result]:
    """Run jobs, in parallel processes when ``workers > 1``; yields results."""
    if workers <= 1:
        for job in jobs:
            yield from run_job(job, on_result)
        return
    import multiprocessing
    ctx = multiprocessing.get_context("fork") if hasattr(os, "fork") else multiprocessing
    with ctx.Pool(workers) as pool:
        for results in pool.imap_unordered(run_job, jobs):
            for result in results:
                if on_result is not None:
                    on_result(result)
                yield result


def summary(results: Sequence[Result]) -> dict:
    """Counts per status, and timing, for a set of results."""
    counts = {s: 0 for s in (PASSED, UNEXPECTED_PASS, FAILED, UNEXPECTED_FAIL, REPORTED,
                             NOT_RUN)}
    for r in results:
        counts[r.status] += 1
    times = sorted(r.seconds for r in results if r.status != NOT_RUN)
    graded = len(results) - counts[REPORTED] - counts[NOT_RUN]
    return {
        "tests": len(results) - counts[NOT_RUN],
        "not_run": counts[NOT_RUN],
        "pass": counts[PASSED] + counts[UNEXPECTED_PASS],
        "fail": counts[FAILED] + counts[UNEXPECTED_FAIL],
        "unexpected_pass": counts[UNEXPECTED_PASS],
        "unexpected_fail": counts[UNEXPECTED_FAIL],
        "pass_rate": (counts[PASSED] + counts[UNEXPECTED_PASS]) / graded if graded else 0.0,
        "seconds": sum(times),
        "median_seconds": times[len(times) // 2] if times else 0.0,
    }


def as_dict(result: Result) -> dict:
    return asdict(result)


def engine_command(text: str) -> List[str]:
    """Split an ``--engine`` command line."""
    return shlex.split(text)

"""The controller side of GTP: one engine subprocess we send commands to.

A :class:`GtpEngine` starts a program from a command line (split with
``shlex``), sends numbered commands and reads the replies with a deadline,
so a hung engine can never block the caller: a reader thread turns the
engine's output into a queue of lines and the caller waits on the queue
with a timeout. The engine's stderr is drained by a second thread into a
short buffer (an engine that fills an unread stderr pipe would hang), whose
last lines explain a crash.

Replies are read the way GoGui's ``GtpClient`` and gomill's controller read
them (GTP 2, section 3): blank lines before a reply are skipped, a reply
starts with ``=`` or ``?`` and the id of the command, and ends at the first
empty line. Anything else is a protocol error.

Faults are typed: :class:`GtpFailure` is a well-formed ``?`` reply (the
engine is still usable); :class:`EngineError` and its subclasses (crash,
timeout, protocol error, start failure) mean the engine can no longer be
trusted, so it is killed on the spot and must be restarted.

Counterpart of gogui-twogtp's ``Program``/``GtpClient`` and gomill's
``gtp_controller``. Knows no Go: this module depends only on the stdlib.
"""
import collections
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from typing import Deque, FrozenSet, List, Optional, Sequence, Union

# Reasons carried by EngineError.kind; the match records them as they are.
CRASH = "crash"
TIMEOUT = "hang"
PROTOCOL = "protocol error"
START = "start failed"

STDERR_LINES_KEPT = 20
DEFAULT_START_TIMEOUT = 30.0
DEFAULT_QUIT_TIMEOUT = 5.0


class GtpFailure(Exception):
    """The engine answered ``? message``: the command failed, the engine is fine."""

    def __init__(self, command: str, message: str) -> None:
        super().__init__(f"{command!r} failed: {message}")
        self.command = command
        self.message = message


class EngineError(Exception):
    """The engine can no longer be trusted; ``kind`` says why (CRASH, ...)."""

    kind = PROTOCOL

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class EngineCrashed(EngineError):
    """The engine exited or closed its output."""

    kind = CRASH


class EngineTimeout(EngineError):
    """No complete reply before the deadline (a hang)."""

    kind = TIMEOUT


class EngineProtocolError(EngineError):
    """The engine wrote something that is not a GTP reply to our command."""

    kind = PROTOCOL


class EngineStartError(EngineError):
    """The program could not be started or did not answer the first commands."""

    kind = START


def _read_lines(stream, lines: "queue.Queue[Optional[str]]") -> None:
    """Reader thread: every output line (without its newline), then None at EOF."""
    try:
        for raw in iter(stream.readline, b""):
            lines.put(raw.decode("utf-8", "replace").rstrip("\n").replace("\r", ""))
    except (OSError, ValueError):
        pass
    finally:
        stream.close()
        lines.put(None)


def _drain(stream, keep: Deque[str]) -> None:
    """Stderr thread: keep the last lines, drop the rest."""
    try:
        for raw in iter(stream.readline, b""):
            keep.append(raw.decode("utf-8", "replace").rstrip())
    except (OSError, ValueError):
        pass
    finally:
        stream.close()


def parse_reply_head(line: str, cid: int) -> "tuple":
    """Split the first line of a reply into (ok, body); raise on a bad head.

    The line must start with ``=`` or ``?``; an id, if present, must be the
    id of the command (an engine that echoes no id is tolerated, as GoGui
    does). Raises EngineProtocolError otherwise.
    """
    if not line or line[0] not in "=?":
        raise EngineProtocolError(f"not a GTP reply: {line[:80]!r}")
    rest = line[1:]
    digits = 0
    while digits < len(rest) and rest[digits].isdigit():
        digits += 1
    if digits:
        if int(rest[:digits]) != cid:
            raise EngineProtocolError(
                f"reply id {rest[:digits]} to command id {cid}: {line[:80]!r}")
        rest = rest[digits:]
    if rest and rest[0] not in " \t":
        raise EngineProtocolError(f"not a GTP reply: {line[:80]!r}")
    return line[0] == "=", rest.strip()


def _reap(proc: subprocess.Popen, timeout: float) -> None:
    """Close the engine's input and wait up to ``timeout`` s for its exit."""
    try:
        if proc.stdin is not None:
            proc.stdin.close()
    except OSError:
        pass
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        pass


class GtpEngine:
    """One GTP engine process, restartable, with timeouts on every command.

    ``command`` is a shell-like command line (split with ``shlex``, not run
    through a shell). After :meth:`start`, ``name``, ``version`` and
    ``commands`` (from ``list_commands``) describe the engine.
    """

    def __init__(self, command: Union[str, Sequence[str]], *, cwd: Optional[str] = None,
                 start_timeout: float = DEFAULT_START_TIMEOUT) -> None:
        self.argv: List[str] = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise ValueError("empty engine command")
        self.command_line = command if isinstance(command, str) else shlex.join(self.argv)
        self.cwd = cwd
        self.start_timeout = start_timeout
        self.name = os.path.basename(self.argv[0])
        self.version = ""
        self.commands: FrozenSet[str] = frozenset()
        self.starts = 0
        self._proc: Optional[subprocess.Popen] = None
        self._lines: "queue.Queue[Optional[str]]" = queue.Queue()
        self._stderr: Deque[str] = collections.deque(maxlen=STDERR_LINES_KEPT)
        self._stderr_thread: Optional[threading.Thread] = None
        self._next_id = 1
        self._eof = False

    # ------------------------------------------------------------------
    # Life cycle

    @property
    def alive(self) -> bool:
        """True while the process runs and has not been declared broken."""
        return self._proc is not None and self._proc.poll() is None and not self._eof

    @property
    def pid(self) -> Optional[int]:
        """Process id of the running engine, or None."""
        return self._proc.pid if self._proc is not None else None

    def start(self) -> None:
        """Start the process and ask protocol_version, name, version, list_commands.

        Raises EngineStartError if the program cannot be run or does not
        answer ``name`` and ``list_commands`` (twogtp aborts in that case too).
        """
        if self._proc is not None:
            self.kill()
        try:
            self._proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, cwd=self.cwd, start_new_session=True)
        except OSError as err:
            self._proc = None
            raise EngineStartError(f"cannot run {self.command_line!r}: {err}") from err
        self.starts += 1
        self._lines = queue.Queue()
        self._stderr = collections.deque(maxlen=STDERR_LINES_KEPT)
        self._eof = False
        threading.Thread(target=_read_lines, args=(self._proc.stdout, self._lines),
                         daemon=True).start()
        self._stderr_thread = threading.Thread(
            target=_drain, args=(self._proc.stderr, self._stderr), daemon=True)
        self._stderr_thread.start()
        try:
            self._handshake()
        except (EngineError, GtpFailure) as err:
            self.kill()
            raise EngineStartError(f"{self.command_line!r} did not start: {err}") from err

    def _handshake(self) -> None:
        timeout = self.start_timeout
        try:
            self.send("protocol_version", timeout)
        except GtpFailure:
            pass  # optional in practice; twogtp only needs it to detect GTP 1
        self.name = self.send("name", timeout) or self.name
        try:
            self.version = self.send("version", timeout)
        except GtpFailure:
            self.version = ""
        listed = self.send("list_commands", timeout)
        self.commands = frozenset(line.strip() for line in listed.split("\n") if line.strip())

    def restart(self) -> None:
        """Kill the process if it runs, then start it again."""
        self.kill()
        self.start()

    def kill(self) -> None:
        """Kill the engine's process group at once and reap it."""
        proc = self._proc
        if proc is None:
            return
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                try:
                    proc.kill()
                except ProcessLookupError:
                    pass
        _reap(proc, DEFAULT_QUIT_TIMEOUT)
        self._eof = True

    def close(self, timeout: float = DEFAULT_QUIT_TIMEOUT) -> None:
        """Send ``quit``, wait for the exit up to ``timeout`` s, else kill."""
        proc = self._proc
        if proc is None:
            return
        if self.alive:
            try:
                self.send("quit", timeout)
            except (EngineError, GtpFailure):
                pass
            _reap(proc, timeout)
        self.kill()
        self._proc = None

    def stderr_tail(self, lines: int = 3) -> str:
        """The last lines the engine wrote to stderr, joined by `` | ``."""
        return " | ".join(list(self._stderr)[-lines:])

    # ------------------------------------------------------------------
    # Commands

    def known(self, command: str) -> bool:
        """True if ``list_commands`` listed ``command``."""
        return command in self.commands

    def send(self, command: str, timeout: Optional[float] = None) -> str:
        """Send one command and return the body of its ``=`` reply.

        ``timeout`` (seconds, None for no limit) bounds the wait for the
        whole reply. Raises GtpFailure for a ``?`` reply; EngineCrashed,
        EngineTimeout or EngineProtocolError otherwise, after killing the
        process, which must then be restarted.
        """
        if not self.alive:
            raise EngineCrashed(self._exit_description("engine is not running"))
        cid = self._next_id
        self._next_id += 1
        deadline = None if timeout is None else time.monotonic() + timeout
        try:
            self._write(f"{cid} {command}\n")
            ok, body = self._read_reply(cid, deadline, timeout)
        except EngineError:
            self.kill()
            raise
        if not ok:
            raise GtpFailure(command, body)
        return body

    def _write(self, text: str) -> None:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        try:
            proc.stdin.write(text.encode("utf-8"))
            proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as err:
            raise EngineCrashed(self._exit_description(f"cannot write: {err}")) from err

    def _next_line(self, deadline: Optional[float], timeout: Optional[float]) -> str:
        remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
        try:
            line = self._lines.get(timeout=remaining)
        except queue.Empty:
            raise EngineTimeout(f"no reply within {timeout:g} s") from None
        if line is None:
            self._eof = True
            raise EngineCrashed(self._exit_description("engine closed its output"))
        return line

    def _read_reply(self, cid: int, deadline: Optional[float],
                    timeout: Optional[float]) -> "tuple":
        line = self._next_line(deadline, timeout)
        while not line.strip():
            line = self._next_line(deadline, timeout)
        ok, first = parse_reply_head(line, cid)
        body = [first]
        line = self._next_line(deadline, timeout)
        while line != "":
            body.append(line)
            line = self._next_line(deadline, timeout)
        return ok, "\n".join(body).strip()

    def _exit_description(self, what: str) -> str:
        """``what``, plus the exit status and stderr tail when known."""
        proc = self._proc
        text = what
        if proc is not None:
            try:
                code = proc.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                code = None
            if code is not None:
                text += (f" (killed by signal {-code})" if code < 0
                         else f" (exit status {code})")
                if self._stderr_thread is not None:   # let it read the last words
                    self._stderr_thread.join(timeout=0.5)
        tail = self.stderr_tail()
        return f"{text}; stderr: {tail}" if tail else text

    def __repr__(self) -> str:
        return f"GtpEngine({self.command_line!r}, pid={self.pid})"

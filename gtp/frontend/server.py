"""The GTP main loop: read lines, dispatch to the registry, write replies.

Knows no Go. Input is read by a thread into a queue so that a comment line
``# interrupt`` (GoGui's interrupt) or any new input can be noticed while a
command runs; commands are still answered strictly in order, one reply per
command line, none for empty or comment lines. Only replies go to the output
stream; diagnostics go to the logger (stderr).
"""
import logging
import os
import queue
import threading
import traceback
from typing import Any, Callable, Iterable, Iterator, Optional, TextIO, Union

from .protocol import (Command, GtpError, GtpQuit, Streamed, format_reply, format_stream_head,
                       parse, stream_line)
from .registry import Registry

log = logging.getLogger("kosumi.gtp")


class InputWatch:
    """What the input thread has seen: pending lines and interrupt requests."""

    def __init__(self) -> None:
        self.lines: "queue.Queue[Optional[str]]" = queue.Queue()
        self.interrupt = threading.Event()

    def input_pending(self) -> bool:
        """True if a new line has arrived (analysis commands stop on it)."""
        return not self.lines.empty() or self.interrupt.is_set()


class FdLines:
    """Lines read from a file descriptor with ``os.read``, decoded as Latin-1.

    The reader thread blocks in a plain system call and holds no lock of a
    buffered file object, so the process can exit while it waits (a daemon
    thread blocked inside ``sys.stdin`` makes interpreter shutdown abort).
    Latin-1 never fails to decode; only LF ends a line.
    """

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def __iter__(self) -> Iterator[str]:
        pending = b""
        while True:
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                if pending:
                    yield pending.decode("latin-1")
                return
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                yield line.decode("latin-1") + "\n"


def _reader(stream: Iterable[str], watch: InputWatch) -> None:
    try:
        for line in stream:
            if line.lstrip().startswith("#") and "interrupt" in line:
                watch.interrupt.set()
            watch.lines.put(line)
    except (OSError, ValueError) as err:  # closed or broken input
        log.debug("input ended: %s", err)
    finally:
        watch.lines.put(None)


def dispatch(registry: Registry, session: Any, cmd: Command) -> Union[str, Streamed]:
    """Run one command and return its complete reply text, or the Streamed
    reply of an analysis command (see :func:`write_reply`).

    Raises GtpQuit (after computing the reply) when the command is ``quit``;
    the reply is then attached to the exception's ``reply`` attribute.
    """
    spec = registry.lookup(cmd.name)
    if spec is None:
        return format_reply(cmd.id, False, "unknown command")
    try:
        result = spec.handler(session, cmd.args)
        if isinstance(result, Streamed):
            return result
        return format_reply(cmd.id, True, result)
    except GtpError as err:
        return format_reply(cmd.id, False, str(err) or "failed")
    except registry.failures as err:   # a failure the registry declared, not a bug
        recover = getattr(session, "recover_from_error", None)
        if recover is not None:
            recover(err)
        return format_reply(cmd.id, False, str(err) or "failed")
    except GtpQuit:
        quit_ = GtpQuit()
        quit_.reply = format_reply(cmd.id, True, "")  # type: ignore[attr-defined]
        raise quit_
    except Exception as err:  # a bug: report it, keep the engine alive
        log.error("internal error in %r:\n%s", cmd.name, traceback.format_exc())
        recover = getattr(session, "recover_from_error", None)
        if recover is not None:
            recover(err)
        return format_reply(cmd.id, False, f"internal error: {type(err).__name__}: {err}")


def serve(registry: Registry, session: Any, instream: Iterable[str], outstream: TextIO,
          on_watch: Optional[Callable[[InputWatch], None]] = None) -> None:
    """Answer commands from ``instream`` until ``quit`` or end of input."""
    watch = InputWatch()
    if on_watch is not None:
        on_watch(watch)
    thread = threading.Thread(target=_reader, args=(instream, watch), daemon=True)
    thread.start()
    while True:
        line = watch.lines.get()
        if line is None:
            return
        cmd = parse(line)
        if cmd is None:
            continue
        watch.interrupt.clear()
        try:
            reply = dispatch(registry, session, cmd)
        except GtpQuit as q:
            outstream.write(q.reply)  # type: ignore[attr-defined]
            outstream.flush()
            return
        write_reply(reply, cmd, outstream, session)


def write_reply(reply: Union[str, Streamed], cmd: Command, outstream: TextIO,
                session: Any = None) -> None:
    """Write a reply; a Streamed one line by line as it is produced, each
    flushed at once, then the empty line that ends it (also after a bug in
    the producer, which is logged: the head was already written)."""
    if not isinstance(reply, Streamed):
        outstream.write(reply)
        outstream.flush()
        return
    outstream.write(format_stream_head(cmd.id))
    outstream.flush()

    def emit(line: str) -> None:
        outstream.write(stream_line(line))
        outstream.flush()

    try:
        reply.produce(emit)
    except Exception:  # a bug: report it, end the reply, keep the engine alive
        log.error("internal error in streamed %r:\n%s", cmd.name, traceback.format_exc())
        recover = getattr(session, "recover_from_error", None)
        if recover is not None:
            recover(RuntimeError(cmd.name))
    outstream.write("\n")
    outstream.flush()

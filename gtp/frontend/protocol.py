"""GTP framing: line preprocessing, ids, replies. Nothing here is Go-specific.

Follows GTP version 2 (draft 2), section 3: on input, control characters
other than HT and LF are dropped (CR included), everything from ``#`` to the
end of the line is a comment, HT becomes a space, and a line left empty
gets no reply at all. A command line is ``[id] name [args...]``; the reply is
``=id result`` or ``?id message`` followed by an empty line, always with a
space after ``=``/``?`` and the id (GoGui reads the text after the first
space), and never with an empty line inside (that would end it early).
"""
from dataclasses import dataclass
from typing import Callable, List, Optional

_DROPPED = "".join(chr(c) for c in list(range(0, 9)) + list(range(11, 32)) + [127])
_TRANSLATE = {ord(c): None for c in _DROPPED}
_TRANSLATE[ord("\t")] = " "


class GtpError(Exception):
    """A command failure: the message becomes the ``? message`` reply."""


class GtpQuit(Exception):
    """Raised by ``quit`` after its reply: the loop ends."""


@dataclass(frozen=True)
class Streamed:
    """A successful reply written while it is being computed (the analysis
    commands Leela Zero and KataGo defined): the head ``=id`` on a line of
    its own, then every line ``produce`` passes to its ``emit`` argument,
    then the empty line that ends every reply. ``produce`` decides when to
    stop (e.g. when new input has arrived); errors must be raised before a
    Streamed is returned, since the head is already written."""

    produce: Callable[[Callable[[str], None]], None]


@dataclass(frozen=True)
class Command:
    """One parsed command line."""

    id: Optional[int]
    name: str
    args: List[str]


def preprocess(line: str) -> str:
    """Apply the spec's input rules to one line; returns '' for no command."""
    line = line.translate(_TRANSLATE)
    hash_at = line.find("#")
    if hash_at >= 0:
        line = line[:hash_at]
    return line.strip(" \n")


def parse(line: str) -> Optional[Command]:
    """Parse a raw input line; None when the line carries no command.

    An id is a leading unsigned integer (as GNU Go, a number glued to the
    name, ``10genmove``, is accepted); a line holding only an id is a command
    with an empty name (it gets ``? unknown command``).
    """
    text = preprocess(line)
    if not text:
        return None
    tokens = text.split()
    first = tokens[0]
    digits = 0
    while digits < len(first) and first[digits].isdigit():
        digits += 1
    if digits and first[:digits].isascii():
        cid: Optional[int] = int(first[:digits])
        rest = first[digits:]
        tokens = ([rest] if rest else []) + tokens[1:]
    else:
        cid = None
    if not tokens:
        return Command(cid, "", [])
    return Command(cid, tokens[0], tokens[1:])


def clean_body(text: str) -> str:
    """Make a reply body safe: no CR, no empty line inside, no trailing newline."""
    text = text.replace("\r", "").rstrip("\n")
    first, *rest = text.split("\n")
    # The first line follows "=id " so it is never empty; later blank lines
    # would end the reply early, so they become a single space (as GoGui does).
    return "\n".join([first] + [line if line.strip() else " " for line in rest])


def format_stream_head(cid: Optional[int]) -> str:
    """The first line of a streamed reply: ``=id`` alone, as LZ and KataGo."""
    return "=" + ("" if cid is None else str(cid)) + "\n"


def stream_line(text: str) -> str:
    """One line of a streamed reply: never empty (that would end it)."""
    text = text.replace("\r", "").replace("\n", " ")
    return (text if text.strip() else " ") + "\n"


def format_reply(cid: Optional[int], ok: bool, body: str) -> str:
    """``=id body\\n\\n`` or ``?id body\\n\\n``, with the space GoGui needs."""
    head = ("=" if ok else "?") + ("" if cid is None else str(cid)) + " "
    return head + clean_body(body) + "\n\n"

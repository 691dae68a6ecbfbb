"""Connection reading commands in GNU Go 3.8's formats: connect, disconnect,
break_in, block_off and the connection node counter.

``connect V1 V2`` answers ``0`` or ``CODE MOVE`` (1 for a win, 2 and 3 for
ko results; the move PASS when none is needed), for the owner of the two
strings moving first; ``disconnect V1 V2`` likewise for the opponent.
``break_in V V...`` and ``block_off V V...`` ask the same of the string at
the first vertex and the area of the others. The reading is :class:`kosumi.engine.readconnect.ConnectionReader`, one per
board and config, with its caches, like the session's tactical reader.
"""
import contextlib
from typing import Iterator, List, Tuple

from ....engine.readconnect import ConnectionReader
from ..protocol import GtpError
from ..registry import command
from .reading import code_answer

CONNECTION_NODES = "connection_nodes"


def connection_reader(session) -> ConnectionReader:
    """The session's connection reader for the current board and config."""
    return session.cached("connections", lambda: ConnectionReader(
        session.board, session.config, session.reader()))


@contextlib.contextmanager
def counted_connections(session) -> Iterator[ConnectionReader]:
    """The session's connection reader; the nodes it reads inside the
    block go to the session's connection node counter."""
    reader = connection_reader(session)
    before = reader.nodes
    try:
        yield reader
    finally:
        session.counters[CONNECTION_NODES] = \
            session.counters.get(CONNECTION_NODES, 0) + reader.nodes - before


def _two_strings(session, args: List[str]) -> Tuple[int, int]:
    session.require(args, 2, "invalid coordinate")
    a = session.parse_vertex(args[0], "invalid coordinate", allow_pass=False)
    b = session.parse_vertex(args[1], "invalid coordinate", allow_pass=False)
    bd = session.board.board
    if bd[a] == 0 or bd[b] == 0:
        raise GtpError("vertex must not be empty")
    if bd[a] != bd[b]:
        raise GtpError("vertices must have same color")
    return a, b


@command("connect", args="vertex vertex",
         fails="invalid coordinate, vertex must not be empty, vertices must have same color",
         returns="connection code, then the connecting move when the code is not 0")
def connect(session, args: List[str]) -> str:
    """Try to connect the two strings, their owner moving first."""
    a, b = _two_strings(session, args)
    with counted_connections(session) as reader:
        result = reader.connect(a, b)
    return code_answer(session, result.code, result.move)


@command("disconnect", args="vertex vertex",
         fails="invalid coordinate, vertex must not be empty, vertices must have same color",
         returns="cutting code, then the cutting move when the code is not 0")
def disconnect(session, args: List[str]) -> str:
    """Try to cut the two strings apart, their opponent moving first."""
    a, b = _two_strings(session, args)
    with counted_connections(session) as reader:
        result = reader.disconnect(a, b)
    return code_answer(session, result.code, result.move)


@command("get_connection_node_counter", returns="connection nodes read since the last reset")
def get_connection_node_counter(session, args: List[str]) -> str:
    """Connection nodes read since the last reset_connection_node_counter."""
    return str(session.counters.get(CONNECTION_NODES, 0))


@command("reset_connection_node_counter")
def reset_connection_node_counter(session, args: List[str]) -> str:
    """Set the connection node counter to zero."""
    session.counters[CONNECTION_NODES] = 0
    return ""


def _string_and_goal(session, args: List[str]) -> Tuple[int, List[int]]:
    """A string and the area after it (GNU Go: any vertex that does not
    parse, a pass included, is an invalid coordinate)."""
    session.require(args, 1, "invalid coordinate")
    points = [session.parse_vertex(arg, "invalid coordinate", allow_pass=False)
              for arg in args]
    if session.board.board[points[0]] == 0:
        raise GtpError("vertex must not be empty")
    return points[0], points[1:]


@command("break_in", args="vertex vertices",
         fails="invalid coordinate, vertex must not be empty",
         returns="break-in code, then the move that breaks in when the code is not 0")
def break_in(session, args: List[str]) -> str:
    """Try to break from the string into the area of the other vertices,
    the string's owner moving first."""
    string, goal = _string_and_goal(session, args)
    with counted_connections(session) as reader:
        result = reader.break_in(string, goal)
    return code_answer(session, result.code, result.move)


@command("block_off", args="vertex vertices",
         fails="invalid coordinate, vertex must not be empty",
         returns="blocking code, then the move that blocks when the code is not 0")
def block_off(session, args: List[str]) -> str:
    """Try to keep the string out of the area of the other vertices, its
    opponent moving first."""
    string, goal = _string_and_goal(session, args)
    with counted_connections(session) as reader:
        result = reader.block_off(string, goal)
    return code_answer(session, result.code, result.move)

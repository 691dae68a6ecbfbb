"""Semeai commands in GNU Go 3.8's formats: analyze_semeai and
analyze_semeai_after_move.

``analyze_semeai A B`` answers ``RA RB MOVE``: with A's owner to move, RA
says whether A lives and RB whether B dies (GNU Go's result digits: 0, 1,
2 and 3 for the ko results), and the move that gets it (PASS when none is
needed, or when A dies anyway); the move is always printed.
``analyze_semeai_after_move COLOR MOVE A B`` answers the same once
``COLOR`` has played ``MOVE``, A's owner then to move. The dragons are the
examined position's (:mod:`.dragons`, before owl reading, as GNU Go
examines them); the reading is :class:`kosumi.engine.semeai.Semeai` on the
session's owl. :func:`race_settler` lends the same reading to the scorer,
which checks every seki its playouts find with it.
"""
from typing import List, Set, Tuple

from ....engine.reading import gtp_code
from ....engine.scoring import Settle
from ....engine.semeai import SemeaiResult, living, race_loser
from ..protocol import GtpError
from ..registry import command
from .dragons import counted_owl, examined, race_reader

EMPTY_VERTEX = "vertex must not be empty"


def _dragons(session, args: List[str]) -> Tuple[List[int], List[int], object]:
    session.require(args, 2, "invalid coordinate")
    a = session.parse_vertex(args[0], "invalid coordinate", allow_pass=False)
    b = session.parse_vertex(args[1], "invalid coordinate", allow_pass=False)
    bd = session.board.board
    if bd[a] == 0 or bd[b] == 0:
        raise GtpError(EMPTY_VERTEX)
    if bd[a] == bd[b]:
        raise GtpError("dragons of the same colour")
    dragons = examined(session).dragons
    return dragons.dragon(a).stones, dragons.dragon(b).stones, dragons


def _answer(session, result: SemeaiResult) -> str:
    return f"{gtp_code(result.resulta)} {gtp_code(result.resultb)} {session.vertex(result.move)}"


def race_settler(session) -> Settle:
    """The scorer's check of a seki between two strings (engine/scoring.py):
    the dragon of either that dies whoever moves first
    (:func:`~kosumi.engine.semeai.race_loser`) is dead. The examination is
    made only when a seki is found."""
    def settle(s: int, t: int) -> Set[int]:
        dragons = examined(session).dragons
        with counted_owl(session) as owl:
            return set(race_loser(race_reader(session, owl), dragons.dragon(s).stones,
                                  dragons.dragon(t).stones, living(dragons)))
    return settle


@command("analyze_semeai", args="dragona dragonb",
         fails="invalid coordinate, vertex must not be empty, dragons of the same colour",
         returns="A's result, B's result and the move, A's owner to move")
def analyze_semeai(session, args: List[str]) -> str:
    """Read the capturing race between the two dragons, the first one's
    owner moving first."""
    a, b, dragons = _dragons(session, args)
    with counted_owl(session) as owl:
        result = race_reader(session, owl).analyze(a, b, living(dragons))
    return _answer(session, result)


@command("analyze_semeai_after_move", args="color move dragona dragonb",
         fails="invalid color or coordinate, vertex must not be empty, move vertex is not "
               "empty, illegal move, dragons of the same colour",
         returns="A's result, B's result and the move, after the move with A's owner to move")
def analyze_semeai_after_move(session, args: List[str]) -> str:
    """Read the capturing race after a move of the given colour, the
    first dragon's owner then moving."""
    session.require(args, 4, "invalid color or coordinate")
    color = session.parse_color(args[0], "invalid color or coordinate")
    move = session.parse_vertex(args[1], "invalid color or coordinate", allow_pass=False)
    a, b, dragons = _dragons(session, args[2:])
    if session.board.board[move] != 0:
        raise GtpError("move vertex is not empty")
    with counted_owl(session) as owl:
        result = race_reader(session, owl).analyze_after_move(
            move, color, a, b, living(dragons))
    if result is None:
        raise GtpError("illegal move")
    return _answer(session, result)

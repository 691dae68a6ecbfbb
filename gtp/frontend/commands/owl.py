"""Owl commands in GNU Go 3.8's formats: owl_attack, owl_defend,
owl_does_attack, owl_does_defend, owl_threaten_attack, owl_threaten_defense,
owl_connection_defends, owl_substantial and the owl node counter.

``owl_attack V`` answers ``0`` or ``CODE MOVE`` (1 for a win, 2 and 3 for
ko results, the move PASS when the dragon is dead as it stands);
``owl_defend V`` likewise. The dragon is the one the examined position
puts the stone in (:mod:`.dragons`); the reading is
:class:`kosumi.engine.owl.Owl`, one per position and config, with its
cache, like the session's reader.
"""
from typing import List

from ....engine.reading import gtp_code
from ..protocol import GtpError
from ..registry import command
from .dragons import OWL_NODES, counted_owl, examined
from .reading import code_answer

EMPTY_VERTEX = "vertex must not be empty"


def _dragon_stones(session, args: List[str]) -> List[int]:
    pos = session.parse_point(args)
    if session.board.board[pos] == 0:
        raise GtpError(EMPTY_VERTEX)
    return examined(session).dragons.dragon(pos).stones


@command("owl_attack", args="vertex", fails="invalid coordinate, vertex must not be empty",
         returns="attack code, then the attacking move when the code is not 0")
def owl_attack(session, args: List[str]) -> str:
    """Try to kill the dragon at the vertex, its opponent moving first."""
    return _read(session, args, attack=True)


@command("owl_defend", args="vertex", fails="invalid coordinate, vertex must not be empty",
         returns="defence code, then the defending move when the code is not 0")
def owl_defend(session, args: List[str]) -> str:
    """Try to save the dragon at the vertex, its owner moving first."""
    return _read(session, args, attack=False)


def _read(session, args: List[str], attack: bool) -> str:
    stones = _dragon_stones(session, args)
    with counted_owl(session) as reader:
        result = (reader.attack if attack else reader.defend)(stones[0], stones)
    return code_answer(session, result.code, result.move)


def _does(session, args: List[str], attack: bool) -> str:
    session.require(args, 2, "invalid coordinate")
    move = session.parse_vertex(args[0], "invalid coordinate", allow_pass=False)
    stones = _dragon_stones(session, args[1:])
    if session.board.board[move] != 0:
        raise GtpError("move vertex must be empty")
    with counted_owl(session) as reader:
        code = (reader.does_attack if attack else reader.does_defend)(move, stones)
    return str(gtp_code(code))


@command("owl_does_attack", args="move_vertex dragon_vertex",
         fails="invalid coordinate, vertex must not be empty, move vertex must be empty",
         returns="1 if the move kills the dragon, 2 or 3 if by ko, else 0")
def owl_does_attack(session, args: List[str]) -> str:
    """Tell whether the move kills the dragon (its owner answering)."""
    return _does(session, args, attack=True)


@command("owl_does_defend", args="move_vertex dragon_vertex",
         fails="invalid coordinate, vertex must not be empty, move vertex must be empty",
         returns="1 if the move saves the dragon, 2 or 3 if by ko, else 0")
def owl_does_defend(session, args: List[str]) -> str:
    """Tell whether the move saves the dragon (its opponent answering)."""
    return _does(session, args, attack=False)


@command("get_owl_node_counter", returns="owl nodes read since the last reset")
def get_owl_node_counter(session, args: List[str]) -> str:
    """Owl nodes read since the last reset_owl_node_counter."""
    return str(session.counters.get(OWL_NODES, 0))


@command("reset_owl_node_counter")
def reset_owl_node_counter(session, args: List[str]) -> str:
    """Set the owl node counter to zero."""
    session.counters[OWL_NODES] = 0
    return ""


def _threaten(session, args: List[str], attack: bool) -> str:
    stones = _dragon_stones(session, args)
    with counted_owl(session) as reader:
        answer = (reader.threaten_attack if attack else reader.threaten_defense)(stones[0],
                                                                                stones)
    return code_answer(session, *answer)


@command("owl_threaten_attack", args="vertex", fails="invalid coordinate, vertex must not be empty",
         returns="attack code, then the two attacking moves when the code is not 0")
def owl_threaten_attack(session, args: List[str]) -> str:
    """Try to kill the dragon at the vertex with two moves in a row.

    A question about living dragons: 0 when one move kills it already."""
    return _threaten(session, args, attack=True)


@command("owl_threaten_defense", args="vertex",
         fails="invalid coordinate, vertex must not be empty",
         returns="defence code, then the two defending moves when the code is not 0")
def owl_threaten_defense(session, args: List[str]) -> str:
    """Try to save the dragon at the vertex with two moves in a row.

    A question about dead dragons: 0 when one move saves it already."""
    return _threaten(session, args, attack=False)


@command("owl_connection_defends", args="move_vertex dragon1_vertex dragon2_vertex",
         fails="invalid coordinate, vertex must not be empty, dragons of different colours, "
               "move vertex must be empty",
         returns="defence code of the joined dragon")
def owl_connection_defends(session, args: List[str]) -> str:
    """Tell whether the move joins the two dragons into one that lives."""
    session.require(args, 3, "invalid coordinate")
    move = session.parse_vertex(args[0], "invalid coordinate", allow_pass=False)
    first = _dragon_stones(session, args[1:2])
    second = _dragon_stones(session, args[2:3])
    board = session.board
    if board.board[first[0]] != board.board[second[0]]:
        raise GtpError("dragons of different colours")
    if board.board[move] != 0:
        raise GtpError("move vertex must be empty")
    with counted_owl(session) as reader:
        return str(gtp_code(reader.connection_defends(move, first, second)))


@command("owl_substantial", args="vertex", fails="invalid coordinate, vertex must not be empty",
         returns="1 if capturing the string lets the stones around it live, else 0")
def owl_substantial(session, args: List[str]) -> str:
    """Tell whether capturing the string at the vertex gives its captor a
    living dragon."""
    pos = session.parse_point(args)
    if session.board.board[pos] == 0:
        raise GtpError(EMPTY_VERTEX)
    with counted_owl(session) as reader:
        return "1" if reader.substantial(pos) else "0"

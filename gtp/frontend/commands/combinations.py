"""Combination commands in GNU Go 3.8's formats: combination_attack,
combination_defend and aa_confirm_safety.

``combination_attack COLOR`` answers the first move of a combination
(a run of threats that wins a string, :mod:`kosumi.engine.combinations`)
for COLOR, or PASS; ``combination_defend COLOR`` the opponent's moves that
stop COLOR's combination, space separated, or PASS when there is none.
``aa_confirm_safety COLOR MOVE [MINSIZE]`` answers ``1`` when the
combination MOVE lets the opponent make is at least MINSIZE big (0 when
not given; GNU Go 3.8's test, which the name belies), else ``0`` and a
move that prevents it (PASS when none is known). The targets come from
the examined position with owl statuses for the defender's dragons, as
GNU Go examines the position before it looks for combinations.
"""
import re
from typing import List, Set

from ....engine.colors import EMPTY, OTHER_COLOR
from ....engine.combinations import (AtariAtari, Targets, combination_targets, safe_stones,
                                     targets_from_safe_stones)
from ....engine.dragons import CRITICAL
from ....engine.geometry import NO_MOVE, PASS_MOVE
from ....engine.reading import WIN
from ..protocol import GtpError
from ..registry import command
from .dragons import counted_owl, examined, judged

INVALID_COLOR = "invalid color"
INVALID_MOVE = "invalid color or coordinate"
# GNU Go reads the optional size as C's sscanf("%d") does: a leading integer.
_LEADING_INT = re.compile(r"[+-]?\d+")


def combinations(session) -> AtariAtari:
    """The session's combination reader for the current board and config
    (its cache follows the position; it shares the tactical reader's)."""
    reader = session.reader()
    return session.cached("combinations", lambda: AtariAtari(
        session.board, session.config, reader.cache, session.interrupted))


def targets(session, attacker: int) -> Targets:
    """The attacker's targets in the examined position, the defender's
    dragons judged by the owl first."""
    position = examined(session)
    defender = OTHER_COLOR(attacker)
    judged(session, position.dragons, position.dragons.of_color(defender))
    with counted_owl(session) as owl:
        return combination_targets(session.board, attacker, position.worms, position.dragons,
                                   position.influence, owl.substantial)


def _attacker(session, args: List[str]) -> int:
    session.require(args, 1, INVALID_COLOR)
    return session.parse_color(args[0], INVALID_COLOR)


@command("combination_attack", args="color", fails="invalid color",
         returns="the first move of a combination, or PASS")
def combination_attack(session, args: List[str]) -> str:
    """Find a move for the colour that starts a combination attack: a run
    of threats ending in a capture the opponent cannot prevent."""
    attacker = _attacker(session, args)
    found = combinations(session).attack(targets(session, attacker))
    return session.vertex(found.move if found.size else PASS_MOVE)


@command("combination_defend", args="color", fails="invalid color",
         returns="the opponent's moves that stop the colour's combination, or PASS")
def combination_defend(session, args: List[str]) -> str:
    """List the moves by which the opponent of the colour can stop the
    colour's combination attack."""
    attacker = _attacker(session, args)
    found = combinations(session).attack(targets(session, attacker), defenses=True)
    if not found.size:
        return "PASS"
    return session.vertices(found.defenses)


@command("aa_confirm_safety", args="color vertex [minsize]",
         fails="invalid color or coordinate, illegal move",
         returns="1 if the move allows a combination of at least minsize, "
                 "else 0 and a move that prevents it")
def aa_confirm_safety(session, args: List[str]) -> str:
    """Check the combination the opponent gets after the colour's move
    (GNU Go's atari_atari_confirm_safety)."""
    session.require(args, 2, INVALID_MOVE)
    color = session.parse_color(args[0], INVALID_MOVE)
    move = session.parse_vertex(args[1], INVALID_MOVE, allow_pass=False)
    leading = _LEADING_INT.match(args[2]) if len(args) > 2 else None
    minsize = int(leading.group()) if leading else 0
    board = session.board
    if board.board[move] != EMPTY or board.is_suicide(move, color):
        raise GtpError("illegal move")
    attacker = OTHER_COLOR(color)
    plain = targets(session, attacker)
    with counted_owl(session) as owl:
        safe = targets_from_safe_stones(board, attacker, _safe_after(session, move, color),
                                        examined(session).influence, owl.substantial)
    ok, defense, _ = combinations(session).confirm_safety(move, color, minsize, safe, plain)
    if ok:
        return "1"
    return f"0 {session.vertex(defense if defense != NO_MOVE else PASS_MOVE)}"


def _safe_after(session, move: int, color: int) -> Set[int]:
    """The stones safe once the move is played (GNU Go's
    ``mark_safe_stones``, with the worms and dragons the move saves read
    from the worms' defence points and the owl's defence points)."""
    position = examined(session)
    worms, dragons = position.worms, position.dragons
    judged(session, dragons, dragons.of_color(color))
    board = session.board
    saved_worms = {p for p in board.points() if board.board[p] == color
                   and worms.defense_move_known(move, p) == WIN}
    saved_dragons = {p for d in dragons.of_color(color)
                     if d.status == CRITICAL and d.owl_defense_point == move
                     and d.owl_defense_code == WIN for p in d.stones}
    move_safe = bool(session.reader().safe_move(move, color))
    return safe_stones(board, color, move, worms, dragons, saved_worms, saved_dragons, move_safe)

"""Dragon commands in GNU Go 3.8's formats: dragon_data, dragon_status,
dragon_stones and same_dragon.

They answer from the examined position (worms, eyes, dragons; made on
demand and kept per position in the session, like GNU Go's
``examine_position``); the statuses are the owl's, revised by the races of
dead and critical dragons (:func:`judged`).
"""
import contextlib
from typing import Iterator, List

from ....engine.colors import BLACK, WHITE
from ....engine.dragons import CRITICAL, Dragon, Status
from ....engine.geometry import NO_MOVE
from ....engine.judgement import judge
from ....engine.owl import Owl
from ....engine.semeai import Semeai
from ....engine.reading import gtp_code
from ....engine.movereasons import Position, examine_position
from ..protocol import GtpError
from ..registry import command
from .gogui import gfx
from .worms import worms

EMPTY_VERTEX = "vertex must not be empty"
# The session counter of owl nodes.
OWL_NODES = "owl_nodes"


def examined(session) -> Position:
    """The examined position (worms, eyes, dragons) of the current board."""
    board = session.board
    return session.per_position(
        "examined", lambda: examine_position(board, session.config, session.pattern_library(),
                                             session.reader(), worms=worms(session, threats=False)),
        "dragon data unavailable when stackp > 0")


def _stone(session, args: List[str]) -> int:
    pos = session.parse_point(args)
    if session.board.board[pos] not in (BLACK, WHITE):
        raise GtpError(EMPTY_VERTEX)
    return pos


def owl(session) -> Owl:
    """The session's owl reader for the current board and config."""
    library = session.pattern_library()
    return session.cached("owl", lambda: Owl(session.board, session.config, session.reader(),
                                             library.eye_shapes, library.owl_patterns))


def race_reader(session, owl_reader: Owl) -> Semeai:
    """The session's semeai reader for the current board and config."""
    return session.cached("semeai", lambda: Semeai(owl_reader))


def judged(session, dragons, only=None):
    """Statuses for the dragons (all, or ``only``) as GNU Go's examination
    gives them, without a budget (:func:`~kosumi.engine.judgement.judge`:
    the owl's, then the races of the dead and critical dragons); returns
    ``dragons``."""
    worms = examined(session).worms
    with counted_owl(session) as reader:
        judge(reader, race_reader(session, reader), dragons, worms, only)
    return dragons


@contextlib.contextmanager
def counted_owl(session) -> Iterator[Owl]:
    """The session's owl reader; the nodes it reads inside the block go to
    the session's owl node counter (GNU Go's ``owl_node_counter``)."""
    reader = owl(session)
    before = reader.nodes
    try:
        yield reader
    finally:
        session.counters[OWL_NODES] = session.counters.get(OWL_NODES, 0) + reader.nodes - before


def status_text(session, d: Dragon) -> str:
    """``alive``, ``dead``, ``unknown`` or ``critical A B`` (the points
    that attack and defend it), as GNU Go's dragon_status prints it."""
    if d.status == CRITICAL:
        if d.owl_status == CRITICAL:
            attack, defense = d.owl_attack_point, d.owl_defense_point
        elif d.semeai_defense_code and d.semeai_attack_code:
            attack, defense = d.semeai_attack_point, d.semeai_defense_point
        elif d.heye != NO_MOVE:
            attack, defense = d.eye_attack, d.heye
        else:
            attack = defense = d.lunch      # the fight for the lunch decides
        return f"critical {session.vertex(attack)} {session.vertex(defense)}"
    return d.status.value


@command("dragon_status", args="[vertex]", fails="invalid coordinate, vertex must not be empty",
         returns="the status (critical with attack and defence points), or vertex: status lines")
def dragon_status(session, args: List[str]) -> str:
    """The status of the dragon at the vertex, or of every dragon."""
    dragons = examined(session).dragons
    if args:
        d = dragons.dragon(_stone(session, args))
        judged(session, dragons, [d])
        return status_text(session, d)
    judged(session, dragons)
    return "\n".join(f"{session.vertex(o)}: {status_text(session, d)}"
                     for o, d in sorted(dragons.dragons.items()))


@command("same_dragon", args="vertex vertex", fails="invalid coordinate, vertex must not be empty",
         returns="1 or 0")
def same_dragon(session, args: List[str]) -> str:
    """Tell whether two stones belong to the same dragon."""
    session.require(args, 2, "invalid coordinate")
    a = _stone(session, args[:1])
    b = _stone(session, args[1:])
    return "1" if examined(session).dragons.same_dragon(a, b) else "0"


@command("dragon_stones", args="[vertex]", fails="invalid coordinate, vertex must not be empty",
         returns="the stones of the dragon, or one line per dragon")
def dragon_stones(session, args: List[str]) -> str:
    """List the stones of the dragon at the vertex, or of every dragon."""
    dragons = examined(session).dragons
    if args:
        return session.vertices(dragons.dragon(_stone(session, args)).stones)
    return "\n".join(session.vertices(d.stones) for _, d in sorted(dragons.dragons.items()))


def dragon_record(session, position: Position, d: Dragon) -> List[str]:
    """The lines GNU Go 3.8's ``dragon_data`` prints for one dragon."""
    v = session.vertex
    rows = [("color", "black" if d.color == BLACK else "white"),
            ("origin", v(d.origin)),
            ("size", d.size),
            ("effective_size", f"{d.effective_size:.2f}"),
            ("strategic_size", f"{d.effective_size:.2f}"),
            ("genus", str(d.genus)),
            ("heye", v(d.heye)),
            ("escape_route", d.escape_route),
            ("lunch", v(d.lunch)),
            ("crude_status", d.crude_status.value),
            ("owl_status", d.owl_status.value),
            ("status", d.status.value),
            ("safety", d.safety.value),
            ("weakness", f"{d.weakness:.2f}"),
            ("weakness_pre_owl", f"{d.weakness_pre_owl:.2f}"),
            ("surround_status", d.surround_status),
            ("surround_size", d.surround_size),
            ("moyo_size", d.moyo_size),
            ("moyo_territorial_value", f"{d.moyo_territorial_value:.2f}"),
            ("neighbors", "".join(f"{v(n)} " for n in d.neighbors)),
            ("hostile_neighbors", d.hostile_neighbors),
            ("owl_attack_code", gtp_code(d.owl_attack_code)),
            ("owl_attack_point", v(d.owl_attack_point)),
            ("owl_attack_certain", "YES" if d.owl_attack_certain else "NO"),
            ("owl_2nd_attack_point", "PASS"), ("owl_threat_status", "unchecked"),
            ("owl_defense_code", gtp_code(d.owl_defense_code)),
            ("owl_defense_point", v(d.owl_defense_point)),
            ("owl_defense_certain", "YES" if d.owl_defense_certain else "NO"),
            ("owl_2nd_defense_point", "PASS"),
            ("owl_attack_kworm", "PASS"), ("owl_defense_kworm", "PASS"),
            ("semeais", d.semeais),
            ("semeai_defense_code", gtp_code(d.semeai_defense_code)),
            ("semeai_defense_point", v(d.semeai_defense_point)),
            ("semeai_defense_certain", int(d.semeai_defense_certain)),
            ("semeai_defense_target", v(d.semeai_defense_target)),
            ("semeai_attack_code", gtp_code(d.semeai_attack_code)),
            ("semeai_attack_point", v(d.semeai_attack_point)),
            ("semeai_attack_certain", int(d.semeai_attack_certain)),
            ("semeai_attack_target", v(d.semeai_attack_target)),
            ("strings", "".join(f"{v(w)} " for w in d.worms))]
    return [f"{name:<24}{value}" for name, value in rows]


@command("dragon_data", args="[vertex]", fails="invalid coordinate, vertex must not be empty",
         returns="GNU Go's dragon_data fields, per dragon")
def dragon_data(session, args: List[str]) -> str:
    """Print the dragon data of the dragon at the vertex, or of every
    dragon (GNU Go's dragon_data)."""
    position = examined(session)
    dragons = position.dragons
    chosen = [dragons.dragon(_stone(session, args))] if args else \
        [d for _, d in sorted(dragons.dragons.items())]
    judged(session, dragons, chosen)
    return "\n".join(f"{session.vertex(d.origin)}:\n" +
                     "\n".join(dragon_record(session, position, d)) for d in chosen)


# GoGui colours for the statuses (gfx COLOR).
STATUS_COLORS = {Status.ALIVE: "green", Status.CRITICAL: "red", Status.DEAD: "gray",
                 Status.UNKNOWN: "yellow"}


@command("kosumi-dragons", returns="gfx: each dragon's stones coloured by its status")
def dragons_gfx(session, args: List[str]) -> str:
    """Colour every dragon by its status for GoGui (green alive, red
    critical, gray dead, yellow unknown) and label each origin with the
    dragon's eyes (genus)."""
    dragons = examined(session).dragons
    groups = [(f"COLOR {color}", [p for d in dragons.dragons.values() if d.status == status
                                  for p in d.stones])
              for status, color in STATUS_COLORS.items()]
    return gfx(session, groups, [(o, d.genus) for o, d in sorted(dragons.dragons.items())])

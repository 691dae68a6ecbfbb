"""Eye commands in GNU Go 3.8's formats: eval_eye, eye_data, half_eye_data
and analyze_eyegraph.

The eye analysis (:mod:`kosumi.engine.optics`) of the current position is
made on demand from the worm analysis and kept per position in the
session, like GNU Go's ``examine_position``.
"""
from typing import Dict, List

from ....engine.colors import BLACK, WHITE
from ....engine.optics import FALSE_EYE, HALF_EYE, NOT_EYE, EyeData
from ....engine.tools.eyegen import analyze_eyegraph as solve_eyegraph, mark_vital_points
from ..protocol import GtpError
from ..registry import command
from .gogui import gfx
from .dragons import examined

INVALID = "invalid coordinate"
# The topological value half_eye_data shows for a point topology did not
# judge ("something big", as GNU Go prints it).
UNJUDGED = 10.0


def eye_data(session) -> Dict[int, EyeData]:
    """Both colours' eye data for the current position (from the examined
    position)."""
    return examined(session).eyes


@command("eval_eye", args="vertex", fails="invalid coordinate",
         returns="min and max eyes, then attack and defence points when they differ; "
                 "-1 outside every eye space")
def eval_eye(session, args: List[str]) -> str:
    """Evaluate the eye space at the vertex (GNU Go's eval_eye): the eyes if
    the attacker moves first, if the defender does, and the vital points."""
    pos = session.parse_point(args, message=INVALID)
    data = eye_data(session)
    for color in (BLACK, WHITE):
        space = data[color].space(pos)
        if space is None:
            continue
        value = space.value
        text = f"{value.min_eyes} {value.max_eyes}"
        if value.urgent:
            text += f" {session.vertex(space.attack_point)} {session.vertex(space.defense_point)}"
        return text
    return "-1"             # no eye space here (GNU Go's answer)


@command("eye_data", args="color vertex", fails="syntax error, invalid color or coordinate",
         returns="GNU Go's eye_data fields")
def eye_data_command(session, args: List[str]) -> str:
    """Print the eye data of a point for one colour (GNU Go's eye_data)."""
    session.require(args, 2, "invalid color or coordinate")
    color = session.parse_color(args[0], "invalid color or coordinate")
    pos = session.parse_vertex(args[1], "invalid color or coordinate", allow_pass=False)
    eyes = eye_data(session)[color]
    space = eyes.space(pos) if eyes.kind[pos] != NOT_EYE else None
    neighbors, marginal_neighbors = eyes.neighbors(pos) if space else (0, 0)
    rows = [("origin", session.vertex(space.origin) if space else "PASS"),
            ("color", ("black" if color == BLACK else "white") if space else "empty"),
            ("esize", space.esize if space else 0),
            ("msize", space.msize if space else 0),
            ("value", str(space.value) if space else "0000"),
            ("marginal", int(eyes.is_marginal(pos))),
            ("neighbors", neighbors),
            ("marginal_neighbors", marginal_neighbors)]
    return "\n".join(f"{name:<21}{value}" for name, value in rows)


@command("half_eye_data", args="vertex", fails="invalid coordinate",
         returns="GNU Go's half_eye_data fields")
def half_eye_data(session, args: List[str]) -> str:
    """Print the topological eye data of a point (GNU Go's half_eye_data),
    for the colour whose eye space it is."""
    pos = session.parse_point(args, message=INVALID)
    data = eye_data(session)
    half = None
    for color in (BLACK, WHITE):
        half = data[color].half_eyes.get(pos) or half
    rows = [("value", f"{half.value:.2f}" if half else f"{UNJUDGED:.2f}"),
            ("type", half.kind if half and half.kind in (HALF_EYE, FALSE_EYE) else 0),
            ("num_attacks", len(half.attack_points) if half else 0)]
    lines = [f"{name:<21}{value}" for name, value in rows]
    if half:
        lines += [f"attack_point[{k}]      {session.vertex(p)}"
                  for k, p in enumerate(half.attack_points)]
    lines.append(f"{'num_defenses':<21}{len(half.defense_points) if half else 0}")
    if half:
        lines += [f"defense_point[{k}]     {session.vertex(p)}"
                  for k, p in enumerate(half.defense_points)]
    return "\n".join(lines)


@command("analyze_eyegraph", args="coded eyegraph", fails="syntax error, invalid eyegraph",
         returns="the eye value, then the graph with its vital points")
def analyze_eyegraph(session, args: List[str]) -> str:
    """Solve an eye graph as a local game (GNU Go's analyze_eyegraph): the
    graph is coded with ``%`` for a new row and ``O`` for an empty place."""
    session.require(args, 1)
    diagram = args[0].replace("%", "\n").replace("O", " ")
    try:
        value, attack, defense = solve_eyegraph(diagram)
    except ValueError as err:
        raise GtpError(f"invalid eyegraph: {err}") from None
    return f"{''.join(map(str, value))}\n{mark_vital_points(diagram, attack, defense)}"


@command("kosumi-eyes", args="color", fails="syntax error",
         returns="gfx: the colour's eye spaces, margins marked, values at the origins")
def eyes_gfx(session, args: List[str]) -> str:
    """Draw one colour's eye spaces for GoGui: their points shaded in the
    colour, marginal points marked, half eyes as triangles, false eyes
    crossed, and each space's value at its origin."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    eyes = eye_data(session)[color]
    points = [p for s in eyes.spaces.values() for p in s.points]
    marginal = [p for s in eyes.spaces.values() for p in s.marginal]
    halves = [p for p, h in eyes.half_eyes.items() if h.kind == HALF_EYE]
    falses = [p for p, h in eyes.half_eyes.items() if h.kind == FALSE_EYE]
    shade = "BLACK" if color == BLACK else "WHITE"
    return gfx(session, ((shade, points), ("MARK", marginal), ("TRIANGLE", halves),
                         ("SQUARE", falses)),
               [(o, s.value) for o, s in sorted(eyes.spaces.items())])

"""Pattern commands: which patterns of a database match where (for GoGui)."""
from typing import Dict, List

from ....engine.autohelpers import Autohelpers, MissingVocabulary
from ....engine.helpers import call_helper
from ....engine.matcher import constraint_holds, find_matches, prepare
from ....patterns.database import DatabaseCache, builtin_names
from ....patterns.errors import PatternError
from ..protocol import GtpError
from ..registry import command


def _prepared(session, name: str):
    cache = session.cached("pattern-databases", dict)
    if name not in cache:
        try:
            cache[name] = prepare(DatabaseCache().load(name))
        except (KeyError, OSError, PatternError):
            raise GtpError(f"unknown database (use one of {', '.join(builtin_names())})") from None
    return cache[name]


def _holds(match, helpers: Autohelpers) -> bool:
    try:
        return constraint_holds(match, helpers) and call_helper(match, helpers)
    except MissingVocabulary:
        return True  # not decidable yet: show it


@command("kosumi-patterns", args="color [database]",
         returns="gfx: the name of a matching pattern at each move point",
         fails="syntax error, unknown database")
def kosumi_patterns(session, args: List[str]) -> str:
    """Show where the patterns of a database (default: shapes) match for a colour."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    prepared = _prepared(session, args[1] if len(args) > 1 else "shapes")
    board = session.board
    reader = session.reader()
    helpers = Autohelpers(board, reader)
    names: Dict[int, List[str]] = {}
    for match in find_matches(color, prepared, board):
        if match.move and _holds(match, helpers):
            here = names.setdefault(match.move, [])
            if match.pattern.name not in here:   # one name per pattern, whatever the symmetry
                here.append(match.pattern.name)
    labels = " ".join(f"{session.vertex(p)} {'+'.join(ns)}" for p, ns in sorted(names.items()))
    lines = [f"LABEL {labels}"] if labels else []
    lines.append(f"TEXT {sum(len(ns) for ns in names.values())} patterns at {len(names)} points")
    return "\n".join(lines)

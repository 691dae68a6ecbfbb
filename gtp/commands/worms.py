"""Worm analysis commands (GNU Go's names and formats)."""
from typing import List

from ...engine.unconditional import unconditional_status as compute_status
from ..registry import command


@command("unconditional_status", args="vertex",
         returns="undecided, alive, dead, white_territory or black_territory",
         fails="invalid coordinate")
def unconditional_status(session, args: List[str]) -> str:
    """Status a point has whatever the opponent does (GNU Go's unconditional_life)."""
    session.require(args, 1, "invalid coordinate")
    pos = session.parse_vertex(args[0], "invalid coordinate", allow_pass=False)
    board = session.board
    key = ("unconditional", board.hash, board.move_number)
    cache = session.cached("unconditional", dict)
    if key not in cache:
        cache.clear()
        cache[key] = compute_status(board)
    return cache[key][pos]

"""Where the next threat may be: the goal grown around the last threat by
liberty cost (GNU Go's ``update_aa_goal``)."""
from typing import Dict, FrozenSet, List, Optional, Set

from ..board import Board
from ..colors import BLACK, EMPTY, WHITE
from ..geometry import I, J
from .budgets import GOAL_FREE_LIBERTIES, MAX_GOAL_DISTANCE
from .targets import points_around


def manhattan(a: int, b: int) -> int:
    """Manhattan distance between two points."""
    return abs(I(a) - I(b)) + abs(J(a) - J(b))


def grow_goal(board: Board, goal: Optional[FrozenSet[int]], threat: int,
              attacker: int) -> FrozenSet[int]:
    """The goal after a threat at ``threat``: the old goal and the
    defender's stones within ``MAX_GOAL_DISTANCE`` of the threat. A step
    over an empty point costs one; entering a defender's string costs its
    liberties beyond ``GOAL_FREE_LIBERTIES``; the attacker's stones (other
    than the threat) stop the walk. Points are taken nearest first, and a
    point offered a distance again before it is taken keeps the longer
    one: a string is in the goal only if it is close along every way the
    walk finds to it (GNU Go's ``update_aa_goal`` measures so)."""
    bd = board.board
    defender = BLACK + WHITE - attacker
    reached: Set[int] = set(goal or ())
    dist = {threat: 1}
    queue = [threat]
    taken = 0
    while taken < len(queue):
        nearest = min(range(taken, len(queue)), key=lambda k: dist[queue[k]])
        queue[taken], queue[nearest] = queue[nearest], queue[taken]
        pos = queue[taken]
        taken += 1
        here = bd[pos]
        d = dist[pos]
        if here == defender:
            reached.add(pos)
        for q in points_around(pos):
            there = bd[q]
            if there == EMPTY and (here != attacker or pos == threat):
                _offer(dist, queue, q, d + 1)
            elif there == defender and here != defender:
                cost = max(0, board.countlib(q) - GOAL_FREE_LIBERTIES)
                for stone in board.string_stones(q):
                    _offer(dist, queue, stone, d + cost)
    return frozenset(reached)


def _offer(dist: Dict[int, int], queue: List[int], pos: int, d: int) -> None:
    if d > MAX_GOAL_DISTANCE:
        return
    known = dist.get(pos)
    if known is None:
        dist[pos] = d
        queue.append(pos)
    elif known < d:
        dist[pos] = d

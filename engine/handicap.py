"""Handicap stone placement: GTP's fixed layout and a free placement.

The fixed layout (GTP 2 spec section 4.1.1, as GNU Go places it): stones on
the third line for boards up to 11x11 and on the fourth line from 12x12 on;
two stones on opposite corners, three and four fill the corners, five adds
tengen, six uses the side points of the left and right edges, seven adds
tengen again, eight and nine take all side points. Boards below 7x7 take no
handicap, boards of even size or 7x7 at most four stones, others nine.
Depends on geometry only.
"""
from typing import List

from .geometry import POS, I, J


def max_fixed_handicap(size: int) -> int:
    """Largest number of stones ``fixed_handicap`` accepts on this board."""
    if size < 7:
        return 0
    if size == 7 or size % 2 == 0:
        return 4
    return 9


def fixed_handicap_points(size: int, stones: int) -> List[int]:
    """The points of a fixed handicap; raises ValueError if not allowed."""
    if not 2 <= stones <= max_fixed_handicap(size):
        raise ValueError(f"no fixed handicap of {stones} stones on {size}x{size}")
    line = 2 if size <= 11 else 3
    far = size - 1 - line
    mid = size // 2
    top_left, top_right = POS(line, line), POS(line, far)
    bottom_left, bottom_right = POS(far, line), POS(far, far)
    points = [top_right, bottom_left]
    if stones >= 3:
        points.append(top_left)
    if stones >= 4:
        points.append(bottom_right)
    if stones in (5, 7, 9):
        points.append(POS(mid, mid))
    if stones >= 6:
        points += [POS(mid, line), POS(mid, far)]
    if stones >= 8:
        points += [POS(line, mid), POS(far, mid)]
    return sorted(points)


def free_handicap_points(size: int, stones: int) -> List[int]:
    """Points for ``place_free_handicap``: the fixed layout while it lasts,
    then the third- and fourth-line point farthest from the stones so far
    (ties broken by board order), so the placement is deterministic.

    Returns fewer points than asked only when the board has no room left.
    Raises ValueError for fewer than two stones.
    """
    if stones < 2:
        raise ValueError("a handicap needs at least two stones")
    chosen = fixed_handicap_points(size, min(stones, max_fixed_handicap(size))) \
        if max_fixed_handicap(size) >= 2 else []
    candidates = [POS(i, j) for i in range(size) for j in range(size)]
    preferred = [p for p in candidates if _line(p, size) in (2, 3)] or candidates
    while len(chosen) < stones:
        pool = [p for p in preferred if p not in chosen] or \
               [p for p in candidates if p not in chosen]
        if not pool:
            break
        chosen.append(max(pool, key=lambda p: (_spread(p, chosen), -p)))
    return sorted(chosen)


def _line(pos: int, size: int) -> int:
    i, j = I(pos), J(pos)
    return min(i, j, size - 1 - i, size - 1 - j)


def _spread(pos: int, chosen: List[int]) -> int:
    """Chebyshev distance to the nearest chosen point."""
    if not chosen:
        return 1 << 20
    return min(max(abs(I(pos) - I(c)), abs(J(pos) - J(c))) for c in chosen)

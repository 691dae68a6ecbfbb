"""A deliberately simple Go board, for property tests of the fast one.

Points are (row, col) tuples, strings are found by flood fill on every
query, nothing is incremental. The rules are the fast board's: simple ko
(no immediate single-stone recapture by a stone that would be left with one
liberty), suicide forbidden unless allowed, suicide removes the own string.
"""
from typing import Dict, List, Optional, Set, Tuple

Point = Tuple[int, int]
BLACK, WHITE = "X", "O"


def other(color: str) -> str:
    return WHITE if color == BLACK else BLACK


class RefBoard:
    def __init__(self, size: int, allow_suicide: bool = False):
        self.size = size
        self.allow_suicide = allow_suicide
        self.stones: Dict[Point, str] = {}
        self.ko: Optional[Point] = None
        self.captured = {BLACK: 0, WHITE: 0}  # stones of that colour taken off

    def neighbors(self, p: Point) -> List[Point]:
        r, c = p
        return [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= r + dr < self.size and 0 <= c + dc < self.size]

    def string(self, p: Point) -> Set[Point]:
        color = self.stones[p]
        seen, todo = {p}, [p]
        while todo:
            q = todo.pop()
            for n in self.neighbors(q):
                if n not in seen and self.stones.get(n) == color:
                    seen.add(n)
                    todo.append(n)
        return seen

    def liberties(self, p: Point) -> Set[Point]:
        return {n for q in self.string(p) for n in self.neighbors(q) if n not in self.stones}

    def copy(self) -> "RefBoard":
        b = RefBoard(self.size, self.allow_suicide)
        b.stones = dict(self.stones)
        b.ko = self.ko
        b.captured = dict(self.captured)
        return b

    def play(self, p: Point, color: str) -> Optional[str]:
        """Play if legal; return None, or the reason the move is illegal."""
        if p in self.stones:
            return "occupied"
        trial = self.copy()
        trial.stones[p] = color
        taken: Set[Point] = set()
        for n in trial.neighbors(p):
            if trial.stones.get(n) == other(color) and not trial.liberties(n):
                taken |= trial.string(n)
        for q in taken:
            del trial.stones[q]
        if p == self.ko and len(taken) == 1:
            return "ko"
        trial.captured[other(color)] += len(taken)
        if not trial.liberties(p):
            if not self.allow_suicide:
                return "suicide"
            own = trial.string(p)
            for q in own:
                del trial.stones[q]
            trial.captured[color] += len(own)
            trial.ko = None
        elif len(taken) == 1 and len(trial.string(p)) == 1 and len(trial.liberties(p)) == 1:
            trial.ko = next(iter(taken))
        else:
            trial.ko = None
        self.stones, self.ko, self.captured = trial.stones, trial.ko, trial.captured
        return None

    def pass_move(self) -> None:
        self.ko = None

"""Scoring finished games: which stones are dead, and who won by how much.

The dead-stone judgement works for finished games (both sides passed) and
is a first approximation until dragons and life-and-death reading exist:

1. Strings that are pass-alive (Benson's algorithm: alive even if the
   opponent plays every move) are alive.
2. For the rest, seeded random playouts are run from the position (moves
   that fill one's own eye or put a string of two or more stones in atari
   are not played; a string the last move left in atari is captured, or
   rescued when an extension gives it room) and each point's final owner
   is counted. A string whose
   stones end up owned by the opponent in most playouts is dead.
3. Alive strings sharing a liberty with an alive enemy string, where that
   liberty stayed empty between both colours in most playouts (nobody can
   fill it without putting a string in atari), are in seki.

Counting: territory rules (Japanese, GNU Go's default) count empty points
surrounded by one colour plus prisoners (captures and dead stones); area
rules (Chinese) count stones plus surrounded points. Komi goes to White.
The score is Black's points minus White's. Depends on the board only.
"""
import random
from dataclasses import dataclass
from typing import Dict, List, Optional, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .config import AREA, TERRITORY
from .geometry import NS, PASS_MOVE

ALIVE = "alive"
DEAD = "dead"
SEKI = "seki"

_DIRS = (NS, -1, -NS, 1)
_DIAGONALS = (NS - 1, NS + 1, -NS - 1, -NS + 1)

# A point of a region bordered by both colours belongs to the side that owned
# it in at least this (net) fraction of the playouts; otherwise it is dame.
OWNERSHIP_MARGIN = 0.5


@dataclass
class Judgement:
    """The status of every stone and the owner of every point."""

    status: Dict[int, str]        # stone -> ALIVE / DEAD / SEKI
    owner: Dict[int, int]         # point -> BLACK / WHITE / EMPTY (dame)

    def stones(self, status: str) -> List[int]:
        """Stones with ``status``, in board order."""
        return sorted(p for p, s in self.status.items() if s == status)


# --- Benson's pass-alive strings ------------------------------------------

def _regions(board: Board, color: int) -> List[Set[int]]:
    """Maximal connected sets of points not holding ``color`` stones."""
    seen: Set[int] = set()
    regions = []
    b = board.board
    for p in board.points():
        if b[p] == color or p in seen:
            continue
        region, todo = set(), [p]
        seen.add(p)
        while todo:
            q = todo.pop()
            region.add(q)
            for d in _DIRS:
                r = q + d
                if b[r] != GRAY and b[r] != color and r not in seen:
                    seen.add(r)
                    todo.append(r)
        regions.append(region)
    return regions


def pass_alive_strings(board: Board, color: int) -> Set[int]:
    """Origins of ``color``'s strings that Benson's algorithm finds alive.

    A region (connected points without ``color`` stones) is vital to a
    string when all its empty points are liberties of the string. Strings
    with fewer than two vital regions are removed, then regions touching a
    removed string, until nothing changes; what is left cannot be captured.
    """
    b, sn, origin = board.board, board.string_number, board.str_origin
    strings = {origin[sn[p]] for p in board.points() if b[p] == color}
    regions = _regions(board, color)
    borders = []
    vital_to = []
    for region in regions:
        border = {origin[sn[q + d]] for q in region for d in _DIRS if b[q + d] == color}
        borders.append(border)
        vital = set(border)
        for q in region:
            if b[q] == EMPTY:
                vital &= {origin[sn[q + d]] for d in _DIRS if b[q + d] == color}
        vital_to.append(vital)
    alive_regions = set(range(len(regions)))
    changed = True
    while changed:
        changed = False
        for s in list(strings):
            if sum(1 for k in alive_regions if s in vital_to[k]) < 2:
                strings.discard(s)
                changed = True
        for k in list(alive_regions):
            if not borders[k] <= strings:
                alive_regions.discard(k)
                changed = True
    return strings


# --- random playouts ---------------------------------------------------------

def looks_like_eye(b: List[int], p: int, color: int) -> bool:
    """True if ``p`` looks like an eye of ``color`` (filling it is never useful)."""
    for d in _DIRS:
        c = b[p + d]
        if c != color and c != GRAY:
            return False
    other = BLACK + WHITE - color
    bad, edge = 0, False
    for d in _DIAGONALS:
        c = b[p + d]
        if c == GRAY:
            edge = True
        elif c == other:
            bad += 1
    return bad == 0 if edge else bad <= 1


def _acceptable(board: Board, p: int, color: int) -> bool:
    """Legal, not an own eye, and no string of two or more stones in atari."""
    if board.board[p] != EMPTY or looks_like_eye(board.board, p, color):
        return False
    if not board.trymove(p, color):
        return False
    s = board.string_number[p]
    bad = len(board.str_libs[s]) == 1 and board.str_size[s] > 1
    board.popgo()
    return not bad


def _local_move(board: Board, color: int, last: int) -> int:
    """A capture or a rescue next to the opponent's last move, if any.

    Strings touching the last move (or the move itself) that are left with
    one liberty: take the enemy ones, save our own by extending when that
    gives two liberties or more.
    """
    if last == PASS_MOVE:
        return PASS_MOVE
    b, sn, libs = board.board, board.string_number, board.str_libs
    other = BLACK + WHITE - color
    for q in (last,) + tuple(last + d for d in _DIRS):
        c = b[q]
        if c == other and len(libs[sn[q]]) == 1:
            move = libs[sn[q]][0]
            if _acceptable(board, move, color):
                return move
        elif c == color and len(libs[sn[q]]) == 1:
            move = libs[sn[q]][0]
            if _acceptable(board, move, color) and len(board.accuratelib(move, color, 2)) >= 2:
                return move
    return PASS_MOVE


def _playout_move(board: Board, color: int, rng: random.Random, points: List[int],
                  last: int = PASS_MOVE) -> int:
    """A capture or rescue near the last move, else a random acceptable
    move (see ``_acceptable``); PASS_MOVE if there is none."""
    local = _local_move(board, color, last)
    if local != PASS_MOVE:
        return local
    n = len(points)
    for _ in range(8):
        p = points[rng.randrange(n)]
        if _acceptable(board, p, color):
            return p
    start = rng.randrange(n)
    for k in range(n):
        p = points[(start + k) % n]
        if _acceptable(board, p, color):
            return p
    return PASS_MOVE


@dataclass
class Playouts:
    """What seeded random playouts from a position say about each point.

    ``ownership``: +1 if Black owned the point at the end of every playout,
    -1 if White did. ``dame``: the fraction of playouts in which the point
    was still empty and touched both colours at the end; ordinary dame gets
    filled in playouts, but the shared liberties of a seki stay empty,
    since filling them would put a string in atari.
    """

    ownership: Dict[int, float]
    dame: Dict[int, float]


def run_playouts(board: Board, playouts: int, seed: int) -> Playouts:
    """Play ``playouts`` seeded random games to the end from the position."""
    rng = random.Random(seed)
    points = board.points()
    total = {p: 0.0 for p in points}
    dame = {p: 0.0 for p in points}
    limit = 3 * len(points)
    base = board.stackp
    b = board.board
    for _ in range(playouts):
        color = board.to_move
        passes = 0
        moves = 0
        try:
            last = PASS_MOVE
            while passes < 2 and moves < limit:
                move = _playout_move(board, color, rng, points, last)
                board.trymove(move, color)
                last = move
                passes = passes + 1 if move == PASS_MOVE else 0
                moves += 1
                color = BLACK + WHITE - color
            for p, owner in _area_owner(board).items():
                if owner == BLACK:
                    total[p] += 1.0
                elif owner == WHITE:
                    total[p] -= 1.0
                elif b[p] == EMPTY:
                    dame[p] += 1.0
        finally:
            board.pop_to(base)
    n = max(playouts, 1)
    return Playouts({p: v / n for p, v in total.items()}, {p: v / n for p, v in dame.items()})


def playout_ownership(board: Board, playouts: int, seed: int) -> Dict[int, float]:
    """Ownership of every point after random playouts (see :class:`Playouts`)."""
    return run_playouts(board, playouts, seed).ownership


def _area_owner(board: Board, dead: Optional[Set[int]] = None,
                ownership: Optional[Dict[int, float]] = None) -> Dict[int, int]:
    """Owner of every point: stone colour, or the single colour bordering
    an empty region (dead stones count as empty, owned by the other side).

    A region bordered by both colours is dame, unless ``ownership`` (from
    playouts) is given: then each of its points goes to the side that owned
    it in most playouts, which handles records whose borders are not closed.
    """
    b = board.board
    dead = dead or set()
    owner: Dict[int, int] = {}
    for p in board.points():
        if b[p] != EMPTY and p not in dead:
            owner[p] = b[p]
    seen: Set[int] = set()
    for p in board.points():
        if p in owner or p in seen:
            continue
        region, todo, colors = [], [p], set()
        seen.add(p)
        while todo:
            q = todo.pop()
            region.append(q)
            for d in _DIRS:
                r = q + d
                c = b[r]
                if c == GRAY:
                    continue
                if c != EMPTY and r not in dead:
                    colors.add(c)
                elif r not in seen:
                    seen.add(r)
                    todo.append(r)
        if len(colors) == 1:
            who = colors.pop()
            for q in region:
                owner[q] = who
        else:
            for q in region:
                owner[q] = _majority(ownership, q)
    return owner


def _majority(ownership: Optional[Dict[int, float]], p: int) -> int:
    """BLACK or WHITE if one side owned ``p`` in a clear majority of playouts."""
    if ownership is None:
        return EMPTY
    value = ownership.get(p, 0.0)
    if value >= OWNERSHIP_MARGIN:
        return BLACK
    if value <= -OWNERSHIP_MARGIN:
        return WHITE
    return EMPTY


# --- judgement and score -----------------------------------------------------

def judge(board: Board, playouts: int = 64, seed: int = 0) -> Judgement:
    """Status of every stone and owner of every point of a finished game."""
    b, sn, origin = board.board, board.string_number, board.str_origin
    alive = pass_alive_strings(board, BLACK) | pass_alive_strings(board, WHITE)
    stones = [p for p in board.points() if b[p] != EMPTY]
    strings: Dict[int, List[int]] = {}
    for p in stones:
        strings.setdefault(origin[sn[p]], []).append(p)
    undecided = [s for s in strings if s not in alive]
    dead: Set[int] = set()
    ownership: Optional[Dict[int, float]] = None
    seki_points: Set[int] = set()
    if playouts > 0 and (undecided or _has_open_regions(board)):
        result = run_playouts(board, playouts, seed)
        ownership = result.ownership
        seki_points = {p for p, f in result.dame.items() if f > 0.5}
        for s in undecided:
            sign = 1.0 if b[s] == BLACK else -1.0
            mine = sum(ownership[p] for p in strings[s]) * sign / len(strings[s])
            if mine < 0.0:
                dead.update(strings[s])
    owner = _area_owner(board, dead, ownership)
    status = {p: (DEAD if p in dead else ALIVE) for p in stones}
    for s, members in strings.items():
        if members[0] in dead:
            continue
        if _in_seki(board, s, seki_points, dead):
            for p in members:
                status[p] = SEKI
    return Judgement(status, owner)


def _has_open_regions(board: Board) -> bool:
    """True if some empty region touches both colours (borders not closed)."""
    owner = _area_owner(board)
    return any(who == EMPTY for p, who in owner.items() if board.board[p] == EMPTY)


def _in_seki(board: Board, s: int, seki_points: Set[int], dead: Set[int]) -> bool:
    """A living string with a liberty that stayed empty between both
    colours in most playouts, shared with a living enemy string."""
    b = board.board
    color = b[s]
    for q in board.findlib(s):
        if q not in seki_points:
            continue
        for d in _DIRS:
            r = q + d
            if b[r] == BLACK + WHITE - color and r not in dead:
                return True
    return False


def score_from_judgement(board: Board, judgement: Judgement, komi: float, rules: str) -> float:
    """Black's points minus White's under ``rules`` (TERRITORY or AREA)."""
    points = {BLACK: 0.0, WHITE: 0.0}
    b = board.board
    for p, who in judgement.owner.items():
        if who == EMPTY:
            continue
        if rules == AREA:
            points[who] += 1
        elif b[p] == EMPTY or judgement.status.get(p) == DEAD:
            if not _seki_region(board, p, judgement):
                points[who] += 1
    if rules == TERRITORY:
        points[BLACK] += board.captures_by(BLACK)
        points[WHITE] += board.captures_by(WHITE)
        for p in judgement.stones(DEAD):
            points[BLACK + WHITE - b[p]] += 1
    return points[BLACK] - points[WHITE] - komi


def _seki_region(board: Board, p: int, judgement: Judgement) -> bool:
    """True if the empty point ``p`` touches a string in seki (no territory there)."""
    b = board.board
    return b[p] == EMPTY and any(judgement.status.get(p + d) == SEKI for d in _DIRS)


def final_score(board: Board, komi: float, rules: str = TERRITORY,
                playouts: int = 64, seed: int = 0) -> float:
    """Score of a finished game: Black's points minus White's, komi included."""
    return score_from_judgement(board, judge(board, playouts, seed), komi, rules)


def format_score(value: float) -> str:
    """GTP's form: ``B+2.5``, ``W+0.5``, ``0`` for a draw (one decimal, as GNU Go)."""
    if abs(value) < 1e-9:
        return "0"
    return f"{'B' if value > 0 else 'W'}+{abs(value):.1f}"


def score_breakdown(board: Board, judgement: Judgement) -> Tuple[int, int, int]:
    """(black area, white area, dame) counts, for display."""
    counts = {BLACK: 0, WHITE: 0, EMPTY: 0}
    for who in judgement.owner.values():
        counts[who] += 1
    return counts[BLACK], counts[WHITE], counts[EMPTY]

"""Scoring finished games: which stones are dead, and who won by how much.

The dead-stone judgement works for finished games (both sides passed) and
is a first approximation until dragons and life-and-death reading exist:

1. Strings that are pass-alive (Benson's algorithm: alive even if the
   opponent plays every move) are alive.
2. For the rest, seeded random playouts are run from the position, with
   the playout board and policy of the Monte Carlo search (no move fills
   one's own eye or puts a string of two or more stones in atari; the last
   move is answered locally) and each point's final owner is counted. A
   string whose
   stones end up owned by the opponent in most playouts is dead.
3. Alive strings sharing a liberty with an alive enemy string, where that
   liberty stayed empty between both colours in most playouts (nobody can
   fill it without putting a string in atari), are in seki.
4. Each such seki is checked by a reader of capturing races the caller
   passes in (GNU Go decides seki by its semeai reading): the playouts never
   sacrifice stones, so a group whose shared liberties a sacrifice takes
   looks like a seki to them. A side that dies whoever moves first is dead.

Counting: territory rules (Japanese, GNU Go's default) count empty points
surrounded by one colour plus prisoners (captures and dead stones); area
rules (Chinese) count stones plus surrounded points. Komi goes to White.
The score is Black's points minus White's. :func:`board_finished` says
whether a game is over on the board (the pass policy's question).
Depends on the board and the playout board.
"""
import random
from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .config import AREA, TERRITORY
from .geometry import DIAGONALS, DIRS
from .playouts import PlayoutBoard

ALIVE = "alive"
DEAD = "dead"
SEKI = "seki"


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

def regions(board: Board, inside: Callable[[int], bool]) -> List[Tuple[List[int], Set[int]]]:
    """The maximal connected sets of points for which ``inside`` holds, each
    with the colours of the stones bordering it from outside."""
    b = board.board
    seen: Set[int] = set()
    out = []
    for p in board.points():
        if p in seen or not inside(p):
            continue
        region, todo, colors = [], [p], set()
        seen.add(p)
        while todo:
            q = todo.pop()
            region.append(q)
            for d in DIRS:
                r = q + d
                if b[r] == GRAY or r in seen:
                    continue
                if inside(r):
                    seen.add(r)
                    todo.append(r)
                elif b[r] != EMPTY:
                    colors.add(b[r])
        out.append((region, colors))
    return out


def pass_alive_strings(board: Board, color: int) -> Set[int]:
    """Origins of ``color``'s strings that Benson's algorithm finds alive.

    A region (connected points without ``color`` stones) is vital to a
    string when all its empty points are liberties of the string. Strings
    with fewer than two vital regions are removed, then regions touching a
    removed string, until nothing changes; what is left cannot be captured.
    """
    b, sn, origin = board.board, board.string_number, board.str_origin
    strings = {origin[sn[p]] for p in board.points() if b[p] == color}
    found = [region for region, _ in regions(board, lambda p: b[p] != color)]
    borders = []
    vital_to = []
    for region in found:
        border = {origin[sn[q + d]] for q in region for d in DIRS if b[q + d] == color}
        borders.append(border)
        vital = set(border)
        for q in region:
            if b[q] == EMPTY:
                vital &= {origin[sn[q + d]] for d in DIRS if b[q + d] == color}
        vital_to.append(vital)
    alive_regions = set(range(len(found)))
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
    for d in DIRS:
        c = b[p + d]
        if c != color and c != GRAY:
            return False
    other = BLACK + WHITE - color
    bad, edge = 0, False
    for d in DIAGONALS:
        c = b[p + d]
        if c == GRAY:
            edge = True
        elif c == other:
            bad += 1
    return bad == 0 if edge else bad <= 1


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
    """Play ``playouts`` seeded random games to the end from the position,
    with the Monte Carlo search's playout board and policy
    (:mod:`.playouts`), strict about self-atari so that the shared
    liberties of a seki stay empty."""
    rng = random.Random(seed)
    start = PlayoutBoard.from_board(board)
    start.reject_self_atari = 1.0
    pb = start.copy()
    points = start.points
    total = {p: 0.0 for p in points}
    dame = {p: 0.0 for p in points}
    limit = 3 * len(points)
    for _ in range(playouts):
        pb.copy_from(start)
        pb.playout(board.to_move, rng, limit)
        color = pb.color
        for p in points:
            owner = pb.area_owner(p)
            if owner == BLACK:
                total[p] += 1.0
            elif owner == WHITE:
                total[p] -= 1.0
            elif color[p] == EMPTY:
                dame[p] += 1.0
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
    owner: Dict[int, int] = {p: b[p] for p in board.points() if b[p] != EMPTY and p not in dead}
    for region, colors in regions(board, lambda p: b[p] == EMPTY or p in dead):
        if len(colors) == 1:
            who = next(iter(colors))
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


# --- is the game over on the board? --------------------------------------------

def board_finished(board: Board, ownership: Dict[int, float], area: bool,
                   settled: float = 0.9) -> bool:
    """True when nothing is left to play on the board, so that a pass can
    end the game: every stone's fate and every empty point's owner is
    settled (``|ownership| >= settled``, from playouts), except neutral
    points between living stones of both colours (dame, seki liberties).
    Under ``area`` counting a neutral point that either side can still fill
    without self-atari is worth a point, and a dead stone must be captured
    before the end, so neither may be left."""
    b = board.board
    for p in board.points():
        own = ownership.get(p, 0.0)
        c = b[p]
        if c == EMPTY:
            if abs(own) >= settled:
                continue
            if not _neutral(board, ownership, p, settled):
                return False
            if area and any(board.is_legal(p, who) and not board.is_self_atari(p, who)
                            for who in (BLACK, WHITE)):
                return False
        else:
            mine = own if c == BLACK else -own
            if mine <= -settled:
                if area:
                    return False
            elif mine < settled:
                return False
    return True


# Unsettled empty regions up to this size between both colours are dame.
NEUTRAL_REGION = 2


def _neutral(board: Board, ownership: Dict[int, float], p: int, settled: float) -> bool:
    """True if the unsettled empty region of ``p`` is small and borders
    living stones of both colours (and nothing unsettled)."""
    b = board.board
    region, todo, colors = {p}, [p], set()
    while todo:
        q = todo.pop()
        for d in DIRS:
            r = q + d
            c = b[r]
            if c == EMPTY:
                if abs(ownership.get(r, 0.0)) < settled and r not in region:
                    region.add(r)
                    if len(region) > NEUTRAL_REGION:
                        return False
                    todo.append(r)
            elif c in (BLACK, WHITE):
                own = ownership.get(r, 0.0)
                if (own if c == BLACK else -own) < settled:
                    return False
                colors.add(c)
    return colors == {BLACK, WHITE}


# --- judgement and score -----------------------------------------------------

# Reads the race between two strings the playouts left in seki (their
# origins, opposite colours): the stones that die whoever moves first, none
# when it is a seki. Passed in by the caller (the semeai reader sits above
# this module).
Settle = Callable[[int, int], Set[int]]


def judge(board: Board, playouts: int = 64, seed: int = 0,
          settle: Optional[Settle] = None) -> Judgement:
    """Status of every stone and owner of every point of a finished game;
    ``settle`` checks each seki the playouts found (the playout policy never
    makes the sacrifices that break a false one)."""
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
    in_seki = _seki_strings(board, strings, seki_points, dead)
    if settle is not None and in_seki:
        for s, t in _seki_pairs(board, in_seki, seki_points):
            if s not in dead and t not in dead:
                dead |= settle(s, t)
        in_seki = _seki_strings(board, strings, seki_points, dead)
    owner = _area_owner(board, dead, ownership)
    status = {p: (DEAD if p in dead else ALIVE) for p in stones}
    for s in in_seki:
        for p in strings[s]:
            status[p] = SEKI
    return Judgement(status, owner)


def _seki_strings(board: Board, strings: Dict[int, List[int]], seki_points: Set[int],
                  dead: Set[int]) -> List[int]:
    """Origins of the living strings in seki."""
    return [s for s, members in strings.items()
            if members[0] not in dead and _in_seki(board, s, seki_points, dead)]


def _seki_pairs(board: Board, in_seki: List[int], seki_points: Set[int]) -> List[Tuple[int, int]]:
    """Pairs of strings in seki (black origin, white origin) sharing one of
    the liberties the playouts left empty."""
    b, sn, origin = board.board, board.string_number, board.str_origin
    seki = set(in_seki)
    pairs = set()
    for q in seki_points:
        around = {origin[sn[q + d]] for d in DIRS if b[q + d] in (BLACK, WHITE)} & seki
        for s in around:
            for t in around:
                if b[s] == BLACK and b[t] == WHITE:
                    pairs.add((s, t))
    return sorted(pairs)


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
        for d in DIRS:
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
    return b[p] == EMPTY and any(judgement.status.get(p + d) == SEKI for d in DIRS)


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

"""The baseline move generator: sound, simple, to be replaced by genmove.

It only plays legal moves and never fills its own eye; it captures what it
can (largest capture first), saves its own strings from atari when an
extension gives them room, never puts a string of two or more stones (or a
lone stone that captures nothing) into atari, and leaves alone points that
cannot matter: inside its own territory (a region walled in by its own
stones and small enough to be enclosed), inside small regions walled in by
the opponent, and inside pass-alive areas. Among the remaining moves it
prefers ataris, moves next to the last move and, early on, the third and
fourth lines; ties are broken by a generator seeded from the config seed
and the position, so the same position and seed give the same move. When
nothing useful is left it passes. A time budget, if given, is respected.
Depends on the board and scoring (for pass-alive strings).
"""
import random
import time
from typing import Dict, List, Optional, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .geometry import DIRS, I, J, PASS_MOVE
from .scoring import looks_like_eye, pass_alive_strings


# Regions of at most this many points walled in by the opponent are not
# worth invading.
SMALL_REGION = 6


def _region_map(board: Board) -> Dict[int, Tuple[int, Set[int]]]:
    """For every empty point: (size of its empty region, colours bordering it)."""
    b = board.board
    info: Dict[int, Tuple[int, Set[int]]] = {}
    for p in board.points():
        if b[p] != EMPTY or p in info:
            continue
        region, todo, colors = [p], [p], set()
        seen = {p}
        while todo:
            q = todo.pop()
            for d in DIRS:
                r = q + d
                c = b[r]
                if c == EMPTY and r not in seen:
                    seen.add(r)
                    region.append(r)
                    todo.append(r)
                elif c in (BLACK, WHITE):
                    colors.add(c)
        for q in region:
            info[q] = (len(region), colors)
    return info


def _pass_alive_area(board: Board) -> Set[int]:
    """Empty points enclosed by pass-alive strings of either colour."""
    area: Set[int] = set()
    b = board.board
    for color in (BLACK, WHITE):
        alive = pass_alive_strings(board, color)
        if not alive:
            continue
        for p in board.points():
            if b[p] != EMPTY or p in area:
                continue
            nbrs = {board.str_origin[board.string_number[p + d]]
                    for d in DIRS if b[p + d] == color}
            if nbrs and nbrs <= alive and all(b[p + d] in (color, GRAY, EMPTY) for d in DIRS):
                area.add(p)
    return area


def _strings_in_atari(board: Board, color: int) -> List[Tuple[int, int]]:
    """(size, last liberty) of every ``color`` string with one liberty."""
    seen = set()
    out = []
    for p in board.points():
        if board.board[p] != color:
            continue
        s = board.string_number[p]
        if s not in seen and len(board.str_libs[s]) == 1:
            seen.add(s)
            out.append((board.str_size[s], board.str_libs[s][0]))
    return out


def _captures(board: Board, color: int) -> List[Tuple[int, int]]:
    """(stones captured, move) for every legal capturing move."""
    return [(size, move) for size, move in _strings_in_atari(board, BLACK + WHITE - color)
            if board.is_legal(move, color)]


def _rescues(board: Board, color: int) -> List[Tuple[int, int]]:
    """(stones saved, move) for extensions that lift an own string out of atari."""
    return [(size, move) for size, move in _strings_in_atari(board, color)
            if board.is_legal(move, color) and len(board.accuratelib(move, color, 3)) >= 2]


def _self_atari(board: Board, move: int, color: int) -> bool:
    """True if the move leaves its string in atari and is not worth it:
    always for two stones or more, for a lone stone unless it captures."""
    libs = board.accuratelib(move, color, 2)
    if len(libs) >= 2:
        return False
    if not board.trymove(move, color):
        return True
    size = board.str_size[board.string_number[move]] if board.board[move] == color else 0
    board.popgo()
    return size >= 2 or not board.does_capture_something(move, color)


def useful_moves(board: Board, color: int, deadline: Optional[float] = None) -> List[int]:
    """Legal moves the baseline considers worth playing, in board order."""
    b = board.board
    other = BLACK + WHITE - color
    regions = _region_map(board)
    dead_area = _pass_alive_area(board)
    # A region walled in by one colour is only territory if it is enclosed,
    # not the open board around a few stones.
    territory_limit = max(8, board.size * board.size // 6)
    out = []
    for p in board.points():
        if deadline is not None and time.monotonic() > deadline and out:
            break
        if b[p] != EMPTY or p in dead_area or looks_like_eye(b, p, color):
            continue
        size, colors = regions[p]
        if colors == {color} and size <= territory_limit:
            continue  # own territory: filling it only loses points
        if colors == {other} and size <= SMALL_REGION:
            continue  # too small to live in
        if not board.is_legal(p, color) or _self_atari(board, p, color):
            continue
        out.append(p)
    return out


def _preference(board: Board, move: int, color: int) -> int:
    """Small bonuses that make the baseline less aimless."""
    b = board.board
    other = BLACK + WHITE - color
    score = 0
    for d in DIRS:
        q = move + d
        if b[q] == other and len(board.str_libs[board.string_number[q]]) == 2:
            score += 2  # atari
    last = board.last_move()
    if last and last[1] != PASS_MOVE:
        if max(abs(I(move) - I(last[1])), abs(J(move) - J(last[1]))) <= 2:
            score += 1
    size = board.size
    line = min(I(move), J(move), size - 1 - I(move), size - 1 - J(move))
    if size >= 9 and board.move_number < size and line in (2, 3):
        score += 2
    if line == 0:
        score -= 1
    return score


def baseline_move(board: Board, color: int, seed: int = 0,
                  budget: Optional[float] = None) -> int:
    """The baseline's move for ``color`` (a point, or PASS_MOVE).

    ``budget`` is the number of seconds the move may take; the generator
    stops looking when it runs out and plays the best move found so far.
    """
    start = time.monotonic()
    deadline = None if budget is None else start + max(budget * 0.8, 0.01)
    rng = random.Random((seed * 1_000_003) ^ board.hash ^ color)
    captures = _captures(board, color)
    if captures:
        return max(captures, key=lambda c: (c[0], -c[1]))[1]
    rescues = _rescues(board, color)
    if rescues:
        return max(rescues, key=lambda c: (c[0], -c[1]))[1]
    moves = useful_moves(board, color, deadline)
    if not moves:
        return PASS_MOVE
    best = max(_preference(board, m, color) for m in moves)
    top = [m for m in moves if _preference(board, m, color) == best]
    return top[rng.randrange(len(top))]


def random_legal_move(board: Board, color: int, seed: int = 0) -> int:
    """A uniformly random legal move that fills no own eye (the weakest
    opponent, used to measure the engine); PASS_MOVE if there is none."""
    rng = random.Random((seed * 1_000_003) ^ board.hash ^ color)
    moves = [p for p in board.points()
             if board.board[p] == EMPTY and not looks_like_eye(board.board, p, color)
             and board.is_legal(p, color)]
    return moves[rng.randrange(len(moves))] if moves else PASS_MOVE



"""Moves that connect or cut two strings, found from their distances.

Counterpart of GNU Go's ``find_connection_moves`` and
``find_string_connection_moves`` (readconnect.c). The distances from both
strings are computed (:mod:`.distances`); a point is a candidate when the
two distances, each less the point's delta (what a stone there would
save), add up to at most 2.5, and it lies *between* the strings (their
ways do not reach it from the same point). The sum, adjusted by bonuses
(balance between the two sides, nearby short-of-liberty strings, captures
of the strings that cut, ladders, edge moves), orders the candidates, and
those much worse than the best (1.5 more, or a growing gap down the list)
are dropped: the reading tries few moves, good ones first.

The same search serves both sides: ``color_to_move`` equal to the
strings' colour asks for connecting moves, the other colour for cutting
ones. Depends on the board, the distances and the ladder questions.
"""
from typing import List, Tuple

from ..board import Board
from ..colors import BLACK, EMPTY, GRAY, WHITE
from ..geometry import NO_MOVE, delta4
from .distances import (D10, D100, D15, D150, D20, D250, D30, D50, D70, HUGE,
                        ConnectionData, fp, goal_distances, goal_starts, string_distances,
                        weak_together)
from .ladders import Ladders

# Distances spread this far from each string (GNU Go's 3.051).
SEARCH_CUTOFF = fp(3.051)
NO_CUTOFF = 10 ** 9
# Distances spread this far in a break-in (GNU Go's 2.501).
BREAK_CUTOFF = fp(2.501)


def string_connection_moves(board: Board, str1: int, str2: int, color_to_move: int,
                            ladders: Ladders) -> Tuple[List[int], int]:
    """``(moves, distance)``: the moves to try, best first, and the
    connection distance between the strings (small: they are as good as
    connected; large: as good as cut)."""
    conn1 = string_distances(board, str1, str2, SEARCH_CUTOFF, ladders)
    conn2 = string_distances(board, str2, str1, SEARCH_CUTOFF, ladders)
    _atari_liberty(board, str1, conn1, conn2, both=True)
    _atari_liberty(board, str2, conn2, conn1, both=False)
    max1 = conn1.distances[str2]
    max2 = conn2.distances[str1]
    total = min(max1, max2)
    moves = connection_moves(board, str1, str2, color_to_move, conn1, conn2, max1, max2,
                             total, NO_CUTOFF, ladders)
    return moves, total


def break_moves(board: Board, str_pos: int, goal, color_to_move: int, ladders: Ladders,
                depth_left: int) -> Tuple[List[int], int]:
    """``(moves, distance)`` for breaking from the string at ``str_pos``
    into the area ``goal`` (a set of points) or blocking it off: GNU Go's
    ``find_break_moves``. The distances spread from the string and from
    the goal (its own stones at 0, its empty points at 1.0); the first own
    string with a stone in the goal that the string's search reaches
    stands for the goal where a string is needed (a blocker may ladder
    it). Near the depth limit (``depth_left`` plies left) only moves below
    a shrinking distance are kept."""
    color = board.board[str_pos]
    conn1 = string_distances(board, str_pos, NO_MOVE, BREAK_CUTOFF, ladders)
    str2 = _goal_string(board, conn1, color, goal)
    starts = goal_starts(board, color, goal)
    max1 = min((conn1.distances[p] for p in starts), default=HUGE)
    conn2 = goal_distances(board, color, starts, str_pos, BREAK_CUTOFF, ladders)
    _atari_liberty(board, str_pos, conn1, conn2, both=True)
    max2 = conn2.distances[str_pos]
    total = min(max1, max2)
    cutoff = NO_CUTOFF
    if depth_left <= 5:
        cutoff = fp(1.101) + depth_left * D15
    moves = connection_moves(board, str_pos, str2, color_to_move, conn1, conn2, max1, max2,
                             total, cutoff, ladders)
    if color_to_move != color and str2 != NO_MOVE:
        code, move = ladders.ladder_capture(str2)
        if code and move not in moves:
            moves.append(move)
    return moves, total


def _goal_string(board: Board, conn: ConnectionData, color: int, goal) -> int:
    """The first string of ``color`` the search reached with a stone in
    the goal (its origin), or NO_MOVE."""
    bd = board.board
    for pos in conn.queue:
        if bd[pos] == color and any(s in goal for s in board.string_stones(pos)):
            return board.find_origin(pos)
    return NO_MOVE


def _atari_liberty(board: Board, str_pos: int, mine: ConnectionData,
                   theirs: ConnectionData, both: bool) -> None:
    """A string in atari has its liberty at distance 0; the other string
    sees that liberty as it sees the string (GNU Go copies the way in
    only for the first string)."""
    libs = board.findlib(str_pos, 2)
    if len(libs) != 1:
        return
    lib = libs[0]
    mine.distances[lib] = 0
    theirs.distances[lib] = theirs.distances[str_pos]
    if both:
        mine.coming_from[lib] = NO_MOVE
        theirs.coming_from[lib] = mine.coming_from[str_pos]


class _Candidates:
    """Moves with their distances; a move found twice keeps the smaller."""

    def __init__(self) -> None:
        self.moves: List[int] = []
        self.dist: List[int] = []

    def add(self, move: int, distance: int) -> None:
        if move in self.moves:
            k = self.moves.index(move)
            self.dist[k] = min(self.dist[k], distance)
        else:
            self.moves.append(move)
            self.dist.append(distance)


def connection_moves(board: Board, str1: int, str2: int, color_to_move: int,
                     conn1: ConnectionData, conn2: ConnectionData, max1: int, max2: int,
                     total: int, cutoff: int, ladders: Ladders) -> List[int]:
    """The candidate moves, best first, pruned (GNU Go's
    ``find_connection_moves``)."""
    found = _Candidates()
    for pos in conn1.queue:
        _consider(board, str1, color_to_move, conn1, conn2, max1, max2, pos, found, ladders)
    for k, move in enumerate(found.moves):
        found.dist[k] -= _bonus(board, str1, str2, color_to_move, conn1, conn2, total, move,
                                ladders)
    moves, dist = found.moves, found.dist
    _selection_sort(moves, dist)
    return _pruned(board, moves, dist, color_to_move, cutoff)


def _selection_sort(moves: List[int], dist: List[int]) -> None:
    """Smallest distance first, ties in the order GNU Go's selection sort
    leaves them (not a stable sort: the order decides which of two equal
    moves is read first, and so the move answered)."""
    for i in range(len(moves)):
        best = i
        for j in range(i + 1, len(moves)):
            if dist[j] < dist[best]:
                best = j
        if best != i:
            moves[i], moves[best] = moves[best], moves[i]
            dist[i], dist[best] = dist[best], dist[i]


def _consider(board: Board, str1: int, color_to_move: int, conn1: ConnectionData,
              conn2: ConnectionData, max1: int, max2: int, pos: int,
              found: _Candidates, ladders: Ladders) -> None:
    """Add the moves a point of the first string's search suggests."""
    d1full, d2full = conn1.distances[pos], conn2.distances[pos]
    d1 = d1full - conn1.deltas[pos]
    d2 = d2full - conn2.deltas[pos]
    if d1 + d2 > D250 or d1full > max1 + D20 or d2full > max2 + D20:
        return
    distance = d1 + d2
    if 3 * d1 // 2 > d2 and 3 * d2 // 2 > d1:
        distance -= D10                                   # well balanced
    came = conn1.coming_from[pos]
    if came != NO_MOVE and came == conn2.coming_from[pos]:
        return                                                # behind both, not between
    bd = board.board
    color = bd[str1]
    if bd[pos] == EMPTY:
        if worth_trying(board, pos, color_to_move, ladders):
            found.add(pos, distance)
    elif bd[pos] != color:
        tactics = ladders.tactics
        acode, attack_move = tactics.attack(pos)
        if not acode:
            return
        dcode, defense_move = tactics.defense(pos)
        if color_to_move == color:
            if dcode == 0 or conn1.distances[attack_move] + conn2.distances[attack_move] \
                    > d1full + d2full:
                distance += D50          # no defence, or the capture is off the way
            found.add(attack_move, distance - D15)
        elif dcode and defense_move != NO_MOVE:
            found.add(defense_move, distance - D50)
    else:
        _weak_points(board, conn1, conn2, pos, color, color_to_move, distance, found, ladders)


def _weak_points(board: Board, conn1: ConnectionData, conn2: ConnectionData, pos: int,
                 color: int, color_to_move: int, distance: int, found: _Candidates,
                 ladders: Ladders) -> None:
    """Our stone reached by both strings through links that share a weak
    point: that point is where the fight is."""
    for b in (conn2.vulnerable2[pos], conn2.vulnerable1[pos]):
        for a in (conn1.vulnerable2[pos], conn1.vulnerable1[pos]):
            if weak_together(board, a, b, color):
                if worth_trying(board, a, color_to_move, ladders):
                    found.add(a, distance)
                if b != a and worth_trying(board, b, color_to_move, ladders):
                    found.add(b, distance)


def worth_trying(board: Board, pos: int, color: int, ladders: Ladders) -> bool:
    """Not a self-atari, unless a ko capture, or a lone stone thrown in
    whose capture a ladder punishes (GNU Go's ``check_self_atari``)."""
    if not board.is_self_atari(pos, color):
        return True
    if board.is_ko(pos, color):
        return True
    libs = board.approxlib(pos, color, 1)
    other = BLACK + WHITE - color
    if libs and len(board.approxlib(libs[0], other, 3)) <= 2 \
            and ladders.ladder_capturable(libs[0], other):
        return not board.has_neighbor(pos, color)
    return False


def _bonus(board: Board, str1: int, str2: int, color_to_move: int, conn1: ConnectionData,
           conn2: ConnectionData, total: int, move: int, ladders: Ladders) -> int:
    """How much better than its distance a move is: next to short strings
    (above all a capture or atari of a string that cuts right there),
    a cut on the edge, the liberty of a three-liberty end string; worse
    if a ladder takes the stone."""
    bd = board.board
    color = bd[str1]
    other = BLACK + WHITE - color
    connecting = color_to_move == color
    bonus = 0
    next_to_cutter = False
    bonus_given = False
    for d in delta4:
        q = move + d
        if bd[q] == other:
            next_to_cutter = True
            bonus += D15
            if board.countlib(q) <= 2:
                bonus += D20
                if (connecting or not bonus_given) and \
                        _links_right_here(conn1, move, q) and _links_right_here(conn2, move, q) \
                        and conn1.distances[q] < total and conn2.distances[q] < total:
                    bonus_given = True
                    bonus += D70
        elif bd[q] == color:
            libs = board.countlib(q)
            if libs <= 2:
                bonus += D20
            if not connecting and libs == 1 and len(board.accuratelib(move, other, 2)) > 1:
                bonus += D10 * len(board.chainlinks2(q, 2)) \
                    + D50 * len(board.chainlinks2(q, 1))     # take a defender string
    if next_to_cutter and not connecting and any(bd[move + d] == GRAY for d in delta4):
        bonus += D10
    if ladders.ladder_capturable(move, color_to_move):
        bonus -= D30
    if (board.liberty_of_string(move, str1) and board.countlib(str1) == 3) or \
            (str2 != NO_MOVE and board.liberty_of_string(move, str2)
             and board.countlib(str2) == 3):
        bonus += D10
    return bonus


def _links_right_here(conn: ConnectionData, move: int, q: int) -> bool:
    return conn.distances[move] - conn.deltas[move] <= D50 or \
        conn.distances[q] - conn.deltas[q] <= D50


def _pruned(board: Board, moves: List[int], dist: List[int], color_to_move: int,
            cutoff: int) -> List[int]:
    """Keep the best moves: within 1.5 of the best (of the second when the
    best is a ko capture; the second always when below 1.0), under the
    cutoff, and stop at a gap that grows down the list."""
    if not moves:
        return moves
    if len(moves) <= 1 or not board.is_ko(moves[0], color_to_move):
        limit = dist[0] + D150
    else:
        limit = dist[1] + D150
    if len(moves) > 1 and limit < dist[1] < D100:
        limit = dist[1]
    kept = 0
    for r in range(len(moves)):
        if r > 1 and dist[r] > dist[r - 1] and dist[r] - dist[r - 1] > (8 - r) * D20:
            break
        if dist[r] > limit or dist[r] > cutoff:
            break
        kept = r + 1
    return moves[:kept]

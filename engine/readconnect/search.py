"""The connection search: can two strings be joined, or kept apart?

Counterpart of GNU Go's ``string_connect``, ``disconnect``,
``recursive_connect2`` and ``recursive_disconnect2`` (readconnect.c,
manual 11.10). Two functions call each other, as attack and defence do in
tactical reading:

* to connect: done if the strings are one, share a liberty, or touch an
  enemy string that can be captured; else try the connecting moves of
  :mod:`.moves`, and win with the first the opponent cannot cut;
* to cut: done if either string can be captured (tactically, or a
  ladder); else try the cutting moves, plus the moves that attack either
  string, and win with the first the owner cannot reconnect.

When neither side finds a move the distance decides: below 1.0 the
strings count as connected; at 1.0 or more the cutter passes, and if the
owner cannot connect even then they count as cut. Ko is handled by the
tactical reader's komaster scheme; results are cached by position,
strings, komaster state and pass.

Break-ins (GNU Go's ``break_in``, ``block_off``, ``recursive_break`` and
``recursive_block``, manual 13.10) are the same search with an area in
place of the second string: the moves come from the distances to the
area; the string is in when no move is left and its distance is below
0.89, out when it is captured (a ladder will do) or, with no move left,
at 1.0 or more and still out after a pass. They read within
``breakin_node_limit`` nodes and ``breakin_depth`` plies.

Limits (``connect_node_limit`` nodes per question, ``connect_depth2``
moves deep): past them the side to move is denied (a connection fails, a
cut succeeds) as in GNU Go, and the result says it is not certain. The
tactical questions inside are read within a node budget each.

Depends on the board, the tactical reader and the rest of this package.
"""
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, Optional, Tuple

from ..board import Board
from ..colors import BLACK, EMPTY, WHITE
from ..config import EngineConfig
from ..geometry import NO_MOVE, PASS_MOVE
from ..reading import KO_B, WIN, Reader, ReadingInterrupted, reverse
from ..reading.budget import BoundedTactics
from ..reading.komaster import CONDITIONAL, EMPTY_STATE, STATE_MASK, komaster_trymove
from .distances import D100, fp
from .ladders import Ladders
from .moves import break_moves, string_connection_moves

# Tactical reading nodes allowed per question inside connection reading.
# (300 -> 1000: GNU Go's connection.tst gains case 51; 2500 loses 35 and
# 103, where our reader, given the nodes, captures a stone GNU Go's does
# not, and is 5% slower.)
TACTICAL_BUDGET = 1000
# GNU Go scales the node limit by these powers of the depth the question
# is asked at (string_connect and disconnect).
CONNECT_LIMIT_BASE = 1.45
DISCONNECT_LIMIT_BASE = 1.5
# Root results kept before the store starts afresh.
ROOT_RESULTS_KEPT = 20000

CONNECT, DISCONNECT, BREAK_IN, BLOCK_OFF = 0, 1, 2, 3
# Below this distance a string with no break-in move left is in (GNU Go:
# less optimistic than a connection's 1.0, see its nando:32).
BREAK_IN_DISTANCE = fp(0.89)


@dataclass
class ConnectionResult:
    """A connection answer: the result code (WIN, KO_A, KO_B or 0) for the
    side asked about, the move, whether the reading finished within its
    limits, and the nodes it read."""

    code: int
    move: int = PASS_MOVE
    certain: bool = True
    nodes: int = 0


class ConnectionReader:
    """Connection reading on one board (GNU Go's readconnect.c). One
    object per board and configuration; its caches follow the position by
    hash, so it never needs to be told that the board moved. ``node_limit``
    and ``tactical_budget`` replace the config's ``connect_node_limit`` and
    the nodes per tactical question (the move generator reads less)."""

    def __init__(self, board: Board, config: EngineConfig, reader: Reader,
                 node_limit: Optional[int] = None, tactical_budget: int = TACTICAL_BUDGET) -> None:
        self.board = board
        self.tactics = BoundedTactics(board, config, reader, tactical_budget)
        self.ladders = Ladders(board, self.tactics)
        depths = config.depths
        self.node_limit = depths.connect_node_limit if node_limit is None else node_limit
        self.depth_limit = depths.connect_depth2
        self.breakin_node_limit = depths.breakin_node_limit
        self.breakin_depth = depths.breakin_depth
        self.ko_depth = depths.ko_depth
        self.nodes = 0                 # all nodes read (the GTP counter)
        self._results: Dict[tuple, ConnectionResult] = {}
        self._table: Dict[tuple, Tuple[int, int]] = {}
        self._limit = 0.0
        self._depth = 0
        self._search_nodes = 0
        self._uncertain = False

    # --- entry points ------------------------------------------------------------

    def connect(self, a: int, b: int) -> ConnectionResult:
        """Can the strings at ``a`` and ``b`` (one colour) be connected,
        their owner moving first? GNU Go's ``string_connect``."""
        return self._pair_root(a, b, CONNECT)

    def disconnect(self, a: int, b: int) -> ConnectionResult:
        """Can the strings at ``a`` and ``b`` be kept apart, their opponent
        moving first? GNU Go's ``disconnect``."""
        return self._pair_root(a, b, DISCONNECT)

    def break_in(self, a: int, goal: Iterable[int]) -> ConnectionResult:
        """Can the string at ``a`` reach the area ``goal`` (points, with or
        without stones), its owner moving first? GNU Go's ``break_in``
        (manual 13.10): reached when no move is left to try and the
        connection distance is below 0.89."""
        return self._goal_root(a, frozenset(goal), BREAK_IN)

    def block_off(self, a: int, goal: Iterable[int]) -> ConnectionResult:
        """Can the string at ``a`` be kept out of the area ``goal``, its
        opponent moving first? GNU Go's ``block_off``: blocked when the
        string is captured, or no move is left, the distance is 1.0 or
        more and a pass does not let the string in."""
        return self._goal_root(a, frozenset(goal), BLOCK_OFF)

    def _pair_root(self, a: int, b: int, routine: int) -> ConnectionResult:
        board = self.board
        bd = board.board
        if bd[a] == EMPTY or bd[b] == EMPTY:
            return ConnectionResult(0 if routine == CONNECT else WIN)
        if bd[a] != bd[b]:
            raise ValueError("strings of different colours")
        s1, s2 = sorted((board.find_origin(a), board.find_origin(b)))
        base = CONNECT_LIMIT_BASE if routine == CONNECT else DISCONNECT_LIMIT_BASE
        limit = self.node_limit * base ** (-board.stackp)
        if routine == CONNECT:
            search = lambda: self._connect(s1, s2, EMPTY_STATE, False)  # noqa: E731
        else:
            search = lambda: self._disconnect(s1, s2, EMPTY_STATE, False)  # noqa: E731
        return self._root((board.hash, routine, s1, s2), search, limit, self.depth_limit)

    def _goal_root(self, a: int, goal: frozenset, routine: int) -> ConnectionResult:
        board = self.board
        if board.board[a] == EMPTY:
            return ConnectionResult(0 if routine == BREAK_IN else WIN)
        s = board.find_origin(a)
        if routine == BREAK_IN:
            search = lambda: self._break(s, goal, EMPTY_STATE, False)  # noqa: E731
        else:
            search = lambda: self._block(s, goal, EMPTY_STATE, False)  # noqa: E731
        return self._root((board.hash, routine, s, goal), search, self.breakin_node_limit,
                          self.breakin_depth)

    def _root(self, key: tuple, search: Callable[[], Tuple[int, int]], limit: float,
              depth_limit: int) -> ConnectionResult:
        """Run one question from the current position: its cached answer,
        else the search within ``limit`` nodes and ``depth_limit`` plies."""
        cached = self._results.get(key)
        if cached is not None:
            return cached
        board = self.board
        self._limit = limit
        self._depth = depth_limit
        self._search_nodes = 0
        self._uncertain = False
        self._table = {}
        self.tactics.gave_up = False
        stackp = board.stackp
        try:
            code, move = search()
        finally:
            board.pop_to(stackp)
        certain = not (self._uncertain or self.tactics.gave_up)
        result = ConnectionResult(code, move or PASS_MOVE, certain, self._search_nodes)
        if len(self._results) >= ROOT_RESULTS_KEPT:
            self._results.clear()
        self._results[key] = result
        return result

    # --- the search ------------------------------------------------------------

    def _count(self) -> None:
        self.nodes += 1
        self._search_nodes += 1
        if self.nodes & 15 == 0 and self.tactics.interrupted():
            raise ReadingInterrupted("interrupted")

    def _beyond_limits(self) -> bool:
        if self._search_nodes > self._limit or self.board.stackp > self._depth:
            self._uncertain = True
            return True
        return False

    def _connect(self, s1: int, s2: int, ks: int, passed: bool) -> Tuple[int, int]:
        """(code, move) for connecting, the owner to move (GNU Go's
        ``recursive_connect2``)."""
        self._count()
        board = self.board
        bd = board.board
        if bd[s1] == EMPTY or bd[s2] == EMPTY:
            return 0, NO_MOVE
        if board.same_string(s1, s2):
            return WIN, NO_MOVE
        if self._beyond_limits():
            return 0, NO_MOVE
        s1, s2 = board.find_origin(s1), board.find_origin(s2)
        key = (board.hash, CONNECT, s1, s2, ks, passed)
        known = self._table.get(key)
        if known is not None:
            return known
        move = self._trivial_connection(s1, s2)
        if move is not None:
            return self._store(key, WIN, move)
        color = bd[s1]
        moves, distance = string_connection_moves(board, s1, s2, color, self.ladders)
        code, move, tried = self._try_moves(moves, color, ks, lambda nks: self._disconnect(
            s1, s2, nks, passed)[0])
        if not tried and distance < D100:
            return self._store(key, WIN, NO_MOVE)        # no move needed: connected
        return self._store(key, code, move)

    def _disconnect(self, s1: int, s2: int, ks: int, passed: bool) -> Tuple[int, int]:
        """(code, move) for cutting, the cutter to move (GNU Go's
        ``recursive_disconnect2``)."""
        self._count()
        board = self.board
        bd = board.board
        if bd[s1] == EMPTY or bd[s2] == EMPTY:
            return WIN, NO_MOVE
        if board.same_string(s1, s2):
            return 0, NO_MOVE
        if self._beyond_limits():
            return WIN, NO_MOVE
        s1, s2 = board.find_origin(s1), board.find_origin(s2)
        attacks = []
        for s in (s1, s2):
            acode, apos = self.tactics.attack(s)
            if acode == WIN:
                return WIN, apos
            if acode:
                attacks.append(apos)
        key = (board.hash, DISCONNECT, s1, s2, ks, passed)
        known = self._table.get(key)
        if known is not None:
            return known
        for s in (s1, s2):
            code, move = self.ladders.ladder_capture(s)
            if code:
                return self._store(key, WIN, move)
        other = BLACK + WHITE - bd[s1]
        moves, distance = string_connection_moves(board, s1, s2, other, self.ladders)
        moves += [m for m in attacks if m not in moves]
        code, move, tried = self._try_moves(moves, other, ks, lambda nks: self._connect(
            s1, s2, nks, passed)[0])
        if not tried and distance >= D100 and \
                (passed or not self._connect(s1, s2, ks, True)[0]):
            return self._store(key, WIN, NO_MOVE)        # far apart, and a pass keeps them so
        return self._store(key, code, move)

    def _break(self, s: int, goal: frozenset, ks: int, passed: bool) -> Tuple[int, int]:
        """(code, move) for breaking into the goal, the string's owner to
        move (GNU Go's ``recursive_break``)."""
        self._count()
        board = self.board
        if board.board[s] == EMPTY:
            return 0, NO_MOVE
        if self._beyond_limits():
            return 0, NO_MOVE
        s = board.find_origin(s)
        key = (board.hash, BREAK_IN, s, goal, ks, passed)
        known = self._table.get(key)
        if known is not None:
            return known
        color = board.board[s]
        moves, distance = break_moves(board, s, goal, color, self.ladders,
                                      self.breakin_depth - board.stackp)
        code, move, tried = self._try_moves(moves, color, ks, lambda nks: self._block(
            s, goal, nks, passed)[0])
        if not tried and distance < BREAK_IN_DISTANCE:
            return self._store(key, WIN, NO_MOVE)        # nothing to play: in already
        return self._store(key, code, move)

    def _block(self, s: int, goal: frozenset, ks: int, passed: bool) -> Tuple[int, int]:
        """(code, move) for blocking the string off the goal, its opponent
        to move (GNU Go's ``recursive_block``)."""
        self._count()
        board = self.board
        if board.board[s] == EMPTY:
            return WIN, NO_MOVE
        if self._beyond_limits():
            return WIN, NO_MOVE
        s = board.find_origin(s)
        key = (board.hash, BLOCK_OFF, s, goal, ks, passed)
        known = self._table.get(key)
        if known is not None:
            return known
        code, move = self.ladders.ladder_capture(s)
        if code == WIN:
            return self._store(key, WIN, move)
        other = BLACK + WHITE - board.board[s]
        moves, distance = break_moves(board, s, goal, other, self.ladders,
                                      self.breakin_depth - board.stackp)
        code, move, tried = self._try_moves(moves, other, ks, lambda nks: self._break(
            s, goal, nks, passed)[0])
        if not tried and distance >= D100 and \
                (passed or not self._break(s, goal, ks, True)[0]):
            return self._store(key, WIN, NO_MOVE)        # far off, and a pass keeps it out
        return self._store(key, code, move)

    def _try_moves(self, moves, mover: int, ks: int, answer) -> Tuple[int, int, int]:
        """Try the moves for ``mover``; ``answer(state)`` is the other
        side's result code after each. Returns (code, move, moves tried):
        WIN at the first move the other side cannot answer, else the best
        ko result (a conditional ko capture of our own gives KO_B)."""
        board = self.board
        best, best_move, tried = 0, NO_MOVE, 0
        for move in moves:
            r = komaster_trymove(board, move, mover, ks,
                                 board.stackp <= self.ko_depth and best == 0)
            if r < 0:
                continue
            tried += 1
            try:
                code = answer(r & STATE_MASK)
            finally:
                board.popgo()
            if r & CONDITIONAL:
                if code != WIN:
                    best, best_move = KO_B, move
            elif code == 0:
                return WIN, move, tried
            elif reverse(code) > best:
                best, best_move = reverse(code), move
        return best, best_move, tried

    def _store(self, key: tuple, code: int, move: int) -> Tuple[int, int]:
        self._table[key] = (code, move)
        return code, move

    def _trivial_connection(self, s1: int, s2: int):
        """A shared liberty, or an enemy string touching both that can be
        captured: the move that connects, or None."""
        board = self.board
        libs2 = set(board.findlib(s2))
        for lib in board.findlib(s1):
            if lib in libs2:
                return lib
        for t in board.chainlinks(s1):
            if board.adjacent_strings(t, s2):
                code, move = self.tactics.attack(t)
                if code == WIN:
                    return move
        return None

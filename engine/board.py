"""The board: colours, incremental strings, a change journal and Zobrist hashing.

Counterpart of GNU Go's ``board.c`` (manual chapter 15, sections 15.2 and 15.3),
as an object instead of globals. One :class:`Board` holds

* ``board``: the colour of every index of the fixed-stride array
  (:mod:`kosumi.engine.geometry`), GRAY off the board;
* ``string_number`` and ``next_stone``: for every stone, the number of its
  string record and the next stone of the string's cyclic ring. Both are
  only meaningful where there is a stone;
* string records, one flat list per field indexed by string number:
  ``str_color``, ``str_size``, ``str_origin`` (smallest 1D index of the
  string), ``str_libs`` (the liberties, a list whose length is the liberty
  count), ``str_neighborlist`` (numbers of adjacent enemy strings) and
  ``str_mark``;
* a change journal. Every write that a move makes to the fields above is
  first recorded as ``(container, key, old_value)``; undoing a move assigns
  the old values back in reverse order. List lengths are journalled the same
  way with slice keys, so ``popgo`` restores every field exactly.

Adding a stone follows GNU Go's three cases: a new string, an extension of
one friendly string, or a join, where a fresh string record assimilates the
neighbours and the old records are left untouched for undo. Captured strings
are removed first. String records above ``next_string`` are free; they are
reused after ``popgo``.

Rules, as parameters of the board:

* suicide is forbidden unless ``allow_suicide`` (then the suicided string is
  removed and counted as captured by the opponent);
* simple ko is always enforced: the point of a single-stone capture that
  left the capturing stone with one liberty may not be retaken at once;
  ``tryko`` lifts this for reading, as if a ko threat had been answered;
* positional superko (``superko=True``) forbids a permanent move that
  recreates an earlier arrangement of stones of the game; reading moves
  (``trymove``) never check it.

Side to move: after a move or pass by ``color`` it is the opponent's turn.
The hash covers the stones, the ko point and the side to move.

This module depends only on geometry and colours; it knows nothing of
reading, analysis or GTP.
"""
import enum
import random
from contextlib import contextmanager
from typing import Dict, Iterator, List, Optional, Tuple

from .colors import BLACK, EMPTY, GRAY, WHITE
from .diagram import parse as parse_diagram, render
from .geometry import (
    BOARDSIZE, DIRS, MAX_BOARD, MIN_BOARD, NO_MOVE, PASS_MOVE, board_points,
    empty_board_array, pos_to_vertex)

class Illegal(enum.Enum):
    """Why a move is illegal (``IllegalMove.reason``); the value is for people."""

    OCCUPIED = "occupied"
    KO = "ko"
    SUICIDE = "suicide"
    SUPERKO = "superko"
    OFF_BOARD = "off board"
    NO_LIBERTIES = "no liberties"      # a setup stone without liberties


OCCUPIED, KO, SUICIDE, SUPERKO, OFF_BOARD = (Illegal.OCCUPIED, Illegal.KO, Illegal.SUICIDE,
                                             Illegal.SUPERKO, Illegal.OFF_BOARD)



def _zobrist_tables() -> Tuple[List[List[int]], List[int], int]:
    """Fixed pseudo-random keys: per colour and point, per ko point, side."""
    rng = random.Random(0x6B6F73756D69)
    stones = [[0] * BOARDSIZE for _ in range(3)]
    for color in (WHITE, BLACK):
        stones[color] = [rng.getrandbits(62) for _ in range(BOARDSIZE)]
    ko = [rng.getrandbits(62) for _ in range(BOARDSIZE)]
    ko[NO_MOVE] = 0
    return stones, ko, rng.getrandbits(62)


ZOBRIST, ZOBRIST_KO, ZOBRIST_WHITE_TO_MOVE = _zobrist_tables()

# Slice keys used to journal list lengths: ``lst[_TAIL[n]] = ()`` truncates
# to ``n`` items (undo of an append), ``lst[_AT[k]] = (v,)`` reinserts ``v``
# at ``k`` (undo of ``del lst[k]``).
_TAIL = tuple(slice(n, None) for n in range(BOARDSIZE + 1))
_AT = tuple(slice(k, k) for k in range(BOARDSIZE + 1))


class IllegalMove(ValueError):
    """A move the rules forbid; ``reason`` says why (an :class:`Illegal`)."""

    def __init__(self, reason: Illegal, pos: int = NO_MOVE, color: int = EMPTY):
        super().__init__(reason.value)
        self.reason = reason
        self.pos = pos
        self.color = color


class Board:
    """A Go position with incremental strings, undo journal and move stack.

    ``trymove``/``tryko``/``popgo`` are the reading moves (``stackp`` counts
    them); ``play_move``/``undo_move`` are the permanent game moves, kept in
    ``history``. Permanent moves cannot be played or undone while reading
    moves are on the stack.
    """

    __slots__ = (
        "size", "allow_suicide", "superko", "board", "string_number",
        "next_stone", "str_color", "str_size", "str_origin", "str_libs",
        "str_neighborlist", "str_mark", "next_string", "ko_pos", "to_move",
        "hash", "white_captured", "black_captured", "stackp", "history",
        "_journal", "_frames", "_ml", "_liberty_mark", "_string_mark",
        "_position_counts", "_move_stack", "_points", "shadow")

    def __init__(self, size: int = 19, *, allow_suicide: bool = False,
                 superko: bool = False) -> None:
        if not MIN_BOARD <= size <= MAX_BOARD:
            raise ValueError(f"board size {size} outside {MIN_BOARD}..{MAX_BOARD}")
        self.size = size
        self.allow_suicide = allow_suicide
        self.superko = superko
        self.board = empty_board_array(size)
        self._points = tuple(board_points(size))
        self.string_number = [0] * BOARDSIZE
        self.next_stone = [0] * BOARDSIZE
        self._ml = [0] * BOARDSIZE
        self._liberty_mark = 0
        self._string_mark = 0
        self.str_color: List[int] = []
        self.str_size: List[int] = []
        self.str_origin: List[int] = []
        self.str_libs: List[List[int]] = []
        self.str_neighborlist: List[List[int]] = []
        self.str_mark: List[int] = []
        # When a list, every point ``trymove`` is asked to play is appended
        # (GNU Go's reading shadow): a caller learns where a reading looked.
        self.shadow: Optional[List[int]] = None
        self.clear()

    # ------------------------------------------------------------------
    # Whole-board state

    def clear(self) -> None:
        """Empty the board and forget history, captures and the move stack."""
        self.board = empty_board_array(self.size)
        self.to_move = BLACK
        self.white_captured = 0
        self.black_captured = 0
        self._rebuild()

    def _rebuild(self) -> None:
        """Recompute strings and hash from the colours alone; forget history.

        Counterpart of GNU Go's ``incremental_board_init``; used after setup
        stones are placed or removed, which (as in GNU Go) destroys the move
        history.
        """
        self.next_string = 0
        self.ko_pos = NO_MOVE
        self.stackp = 0
        self.history: List[Tuple[int, int]] = []
        self._journal: List[tuple] = []
        self._frames: List[tuple] = []
        self._move_stack: List[Tuple[int, int]] = []
        board, sn, nxt = self.board, self.string_number, self.next_stone
        seen = [False] * BOARDSIZE
        for pos in self._points:
            color = board[pos]
            if color == EMPTY or seen[pos]:
                continue
            s = self._new_string_record()
            stones = self._flood(pos, seen)
            stones.sort()
            for k, p in enumerate(stones):
                sn[p] = s
                nxt[p] = stones[(k + 1) % len(stones)]
            self.str_color[s] = color
            self.str_size[s] = len(stones)
            self.str_origin[s] = stones[0]
            libs = self.str_libs[s]
            libs.clear()
            for p in stones:
                for d in DIRS:
                    q = p + d
                    if board[q] == EMPTY and q not in libs:
                        libs.append(q)
        for s in range(self.next_string):
            nbrs = self.str_neighborlist[s]
            nbrs.clear()
            other = BLACK + WHITE - self.str_color[s]
            for p in self._ring(self.str_origin[s]):
                for d in DIRS:
                    q = p + d
                    if board[q] == other and sn[q] not in nbrs:
                        nbrs.append(sn[q])
        self.hash = self._hash_from_scratch()
        self._position_counts: Dict[int, int] = {self.board_hash(): 1}

    def _flood(self, pos: int, seen: List[bool]) -> List[int]:
        board = self.board
        color = board[pos]
        stones, todo = [], [pos]
        seen[pos] = True
        while todo:
            p = todo.pop()
            stones.append(p)
            for d in DIRS:
                q = p + d
                if board[q] == color and not seen[q]:
                    seen[q] = True
                    todo.append(q)
        return stones

    def _new_string_record(self) -> int:
        s = self.next_string
        self.next_string = s + 1
        if s == len(self.str_color):
            self.str_color.append(EMPTY)
            self.str_size.append(0)
            self.str_origin.append(NO_MOVE)
            self.str_libs.append([])
            self.str_neighborlist.append([])
            self.str_mark.append(0)
        return s

    def _hash_from_scratch(self) -> int:
        h = 0
        board = self.board
        for pos in self._points:
            if board[pos] in (WHITE, BLACK):
                h ^= ZOBRIST[board[pos]][pos]
        h ^= ZOBRIST_KO[self.ko_pos]
        if self.to_move == WHITE:
            h ^= ZOBRIST_WHITE_TO_MOVE
        return h

    def board_hash(self) -> int:
        """Hash of the stones alone (no ko point, no side to move)."""
        h = self.hash ^ ZOBRIST_KO[self.ko_pos]
        if self.to_move == WHITE:
            h ^= ZOBRIST_WHITE_TO_MOVE
        return h

    @classmethod
    def from_position(cls, size: int, stones: Dict[int, int], to_move: int = BLACK,
                      **rules: bool) -> "Board":
        """A board holding ``stones`` ({pos: colour}) as setup, no history.

        Raises IllegalMove if a point is off the board or a string would have
        no liberties.
        """
        board = cls(size, **rules)
        for pos, color in stones.items():
            if not board.on_board(pos):
                raise IllegalMove(OFF_BOARD, pos, color)
            board.board[pos] = color
        board.set_to_move(to_move)
        board._rebuild()
        for pos in stones:
            if not board.str_libs[board.string_number[pos]]:
                raise IllegalMove(Illegal.NO_LIBERTIES, pos, stones[pos])
        return board

    def add_stone(self, pos: int, color: int) -> None:
        """Put a setup stone on an empty point (destroys move history).

        Counterpart of GNU Go's ``add_stone``. No capture is made; a setup
        that leaves a string without liberties is the caller's error.
        """
        self._require_no_reading("add_stone")
        if not self.on_board(pos) or self.board[pos] != EMPTY:
            raise IllegalMove(OCCUPIED if self.on_board(pos) else OFF_BOARD, pos, color)
        self.board[pos] = color
        self._rebuild()

    def remove_stone(self, pos: int) -> None:
        """Take a stone off the board (destroys move history)."""
        self._require_no_reading("remove_stone")
        if not self.on_board(pos) or self.board[pos] == EMPTY:
            raise ValueError("no stone to remove")
        self.board[pos] = EMPTY
        self._rebuild()

    def set_to_move(self, color: int) -> None:
        """Set the side to move (for setup positions)."""
        if color != self.to_move:
            self.to_move = color
            self.hash ^= ZOBRIST_WHITE_TO_MOVE

    def _require_no_reading(self, what: str) -> None:
        if self.stackp:
            raise RuntimeError(f"{what} called with {self.stackp} reading moves on the stack")

    # ------------------------------------------------------------------
    # Playing stones: the incremental machinery

    def _push_frame(self, pos: int, color: int) -> None:
        self._frames.append((len(self._journal), self.hash, self.ko_pos,
                             self.to_move, self.next_string,
                             self.white_captured, self.black_captured))
        self._move_stack.append((pos, color))

    def _pop_frame(self) -> None:
        (mark, self.hash, self.ko_pos, self.to_move, self.next_string,
         self.white_captured, self.black_captured) = self._frames.pop()
        self._move_stack.pop()
        journal = self._journal
        pop = journal.pop
        while len(journal) > mark:
            container, key, old = pop()
            container[key] = old

    def _pass(self, color: int) -> None:
        """Record a pass by ``color``: clears the ko point, flips the side."""
        self._push_frame(PASS_MOVE, color)
        h = self.hash ^ ZOBRIST_KO[self.ko_pos]
        if self.to_move == WHITE:
            h ^= ZOBRIST_WHITE_TO_MOVE
        self.ko_pos = NO_MOVE
        self.to_move = BLACK + WHITE - color
        if self.to_move == WHITE:
            h ^= ZOBRIST_WHITE_TO_MOVE
        self.hash = h

    def _play_stone(self, pos: int, color: int) -> None:
        """Put a stone of ``color`` on the empty point ``pos``, with captures.

        Legality is the caller's business, except that a string left without
        liberties is removed (suicide). Every change is journalled under a
        new frame. Counterpart of GNU Go's ``do_play_move``.
        """
        self._push_frame(pos, color)
        board = self.board
        sn = self.string_number
        libs = self.str_libs
        nbrs = self.str_neighborlist
        push = self._journal.append
        other = BLACK + WHITE - color
        h = self.hash ^ ZOBRIST_KO[self.ko_pos]
        if self.to_move == WHITE:
            h ^= ZOBRIST_WHITE_TO_MOVE

        # 1. Remove enemy strings whose last liberty is pos.
        captured = 0
        for d in DIRS:
            q = pos + d
            if board[q] == other and len(libs[sn[q]]) == 1:
                captured += self._remove_string(sn[q])
        if captured:
            h = self.hash ^ ZOBRIST_KO[self.ko_pos]
            if self.to_move == WHITE:
                h ^= ZOBRIST_WHITE_TO_MOVE

        # 2. Put the stone down: find the friendly strings it touches.
        push((board, pos, EMPTY))
        board[pos] = color
        h ^= ZOBRIST[color][pos]
        friend = -1
        friend_stone = 0
        joins = None
        for d in DIRS:
            q = pos + d
            if board[q] == color:
                t = sn[q]
                if friend < 0:
                    friend = t
                    friend_stone = q
                elif t != friend:
                    if joins is None:
                        joins = [friend, t]
                    elif t not in joins:
                        joins.append(t)

        if friend < 0:
            s = self._new_string_record()
            self.str_color[s] = color
            self.str_size[s] = 1
            self.str_origin[s] = pos
            sn[pos] = s
            self.next_stone[pos] = pos
            mylibs = libs[s]
            mylibs.clear()
            mynbrs = nbrs[s]
            mynbrs.clear()
            for d in DIRS:
                q = pos + d
                c = board[q]
                if c == EMPTY:
                    mylibs.append(q)
                elif c == other:
                    t = sn[q]
                    if t not in mynbrs:
                        mynbrs.append(t)
                        tn = nbrs[t]
                        push((tn, _TAIL[len(tn)], ()))
                        tn.append(s)
                        tl = libs[t]
                        k = tl.index(pos)
                        del tl[k]
                        push((tl, _AT[k], (pos,)))
        elif joins is None:
            s = friend
            sn[pos] = s
            nxt = self.next_stone
            nxt[pos] = nxt[friend_stone]
            push((nxt, friend_stone, nxt[friend_stone]))
            nxt[friend_stone] = pos
            sizes = self.str_size
            push((sizes, s, sizes[s]))
            sizes[s] += 1
            origins = self.str_origin
            if pos < origins[s]:
                push((origins, s, origins[s]))
                origins[s] = pos
            mylibs = libs[s]
            k = mylibs.index(pos)
            del mylibs[k]
            push((mylibs, _AT[k], (pos,)))
            mynbrs = nbrs[s]
            for d in DIRS:
                q = pos + d
                c = board[q]
                if c == EMPTY:
                    if q not in mylibs:
                        push((mylibs, _TAIL[len(mylibs)], ()))
                        mylibs.append(q)
                elif c == other:
                    t = sn[q]
                    tl = libs[t]
                    if pos in tl:
                        k = tl.index(pos)
                        del tl[k]
                        push((tl, _AT[k], (pos,)))
                    if t not in mynbrs:
                        push((mynbrs, _TAIL[len(mynbrs)], ()))
                        mynbrs.append(t)
                        tn = nbrs[t]
                        push((tn, _TAIL[len(tn)], ()))
                        tn.append(s)
        else:
            s = self._join(pos, color, joins)
        self.hash = h

        # 3. A string without liberties is suicide (only reached if allowed).
        if not libs[s]:
            self._remove_string(s)
            h = self.hash
            self.ko_pos = NO_MOVE
        elif (captured == 1 and self.str_size[s] == 1 and len(libs[s]) == 1):
            self.ko_pos = libs[s][0]
            h ^= ZOBRIST_KO[self.ko_pos]
        else:
            self.ko_pos = NO_MOVE
        self.to_move = other
        if other == WHITE:
            h ^= ZOBRIST_WHITE_TO_MOVE
        self.hash = h

    def _join(self, pos: int, color: int, joins: List[int]) -> int:
        """Case 3 of adding a stone: a new string assimilates ``joins``.

        The records of the joined strings stay as they were (for undo); only
        the stones' string numbers, the ring links and the neighbours' lists
        are journalled. Counterpart of GNU Go's ``assimilate_string``.
        """
        board = self.board
        sn = self.string_number
        nxt = self.next_stone
        libs = self.str_libs
        nbrs = self.str_neighborlist
        marks = self.str_mark
        ml = self._ml
        push = self._journal.append
        other = BLACK + WHITE - color
        s = self._new_string_record()
        self._liberty_mark += 1
        lmark = self._liberty_mark
        self._string_mark += 1
        smark = self._string_mark
        sn[pos] = s
        nxt[pos] = pos
        size = 1
        origin = pos
        mylibs = libs[s]
        mylibs.clear()
        mynbrs = nbrs[s]
        mynbrs.clear()
        ml[pos] = lmark
        for f in joins:
            size += self.str_size[f]
            forigin = self.str_origin[f]
            if forigin < origin:
                origin = forigin
            p = forigin
            while True:
                push((sn, p, f))
                sn[p] = s
                p = nxt[p]
                if p == forigin:
                    break
            # Splice the ring of f into the ring of the new string.
            after = nxt[pos]
            nxt[pos] = nxt[forigin]
            push((nxt, forigin, nxt[forigin]))
            nxt[forigin] = after
            for lib in libs[f]:
                if ml[lib] != lmark:
                    ml[lib] = lmark
                    mylibs.append(lib)
            for t in nbrs[f]:
                tn = nbrs[t]
                k = tn.index(f)
                if marks[t] != smark:
                    marks[t] = smark
                    mynbrs.append(t)
                    push((tn, k, f))
                    tn[k] = s
                else:
                    del tn[k]
                    push((tn, _AT[k], (f,)))
        for d in DIRS:
            q = pos + d
            c = board[q]
            if c == EMPTY:
                if ml[q] != lmark:
                    ml[q] = lmark
                    mylibs.append(q)
            elif c == other:
                t = sn[q]
                tl = libs[t]
                if pos in tl:
                    k = tl.index(pos)
                    del tl[k]
                    push((tl, _AT[k], (pos,)))
                if marks[t] != smark:
                    marks[t] = smark
                    mynbrs.append(t)
                    tn = nbrs[t]
                    push((tn, _TAIL[len(tn)], ()))
                    tn.append(s)
        self.str_color[s] = color
        self.str_size[s] = size
        self.str_origin[s] = origin
        return s

    def _remove_string(self, s: int) -> int:
        """Take string ``s`` off the board; its points become liberties.

        Updates the neighbours' liberties and neighbour lists, the capture
        count and the hash. Returns the number of stones removed.
        """
        board = self.board
        sn = self.string_number
        libs = self.str_libs
        nbrs = self.str_neighborlist
        push = self._journal.append
        color = self.str_color[s]
        capturer = BLACK + WHITE - color
        zob = ZOBRIST[color]
        h = self.hash
        origin = self.str_origin[s]
        nxt = self.next_stone
        p = origin
        while True:
            # A later move may put a stone here and reuse these two fields;
            # journal them so undoing the capture relinks the stone.
            push((sn, p, s))
            push((nxt, p, nxt[p]))
            push((board, p, color))
            board[p] = EMPTY
            h ^= zob[p]
            for d in DIRS:
                q = p + d
                if board[q] == capturer:
                    ql = libs[sn[q]]
                    if p not in ql:
                        push((ql, _TAIL[len(ql)], ()))
                        ql.append(p)
            p = nxt[p]
            if p == origin:
                break
        for t in nbrs[s]:
            tn = nbrs[t]
            k = tn.index(s)
            del tn[k]
            push((tn, _AT[k], (s,)))
        self.hash = h
        n = self.str_size[s]
        if color == WHITE:
            self.white_captured += n
        else:
            self.black_captured += n
        return n

    # ------------------------------------------------------------------
    # Legality

    def _illegality(self, pos: int, color: int, ignore_ko: bool) -> Optional[Illegal]:
        """Why ``color`` may not play at ``pos`` (None if it may).

        Checks occupancy, simple ko (unless ``ignore_ko``) and suicide (unless
        the rules allow it); not superko.
        """
        board = self.board
        if board[pos] != EMPTY:
            return OCCUPIED if board[pos] != GRAY else OFF_BOARD
        libs = self.str_libs
        sn = self.string_number
        other = BLACK + WHITE - color
        has_lib = False
        for d in DIRS:
            c = board[pos + d]
            if c == EMPTY:
                return None
            if c == other:
                if len(libs[sn[pos + d]]) == 1:
                    has_lib = True
            elif c == color:
                if len(libs[sn[pos + d]]) > 1:
                    has_lib = True
        if pos == self.ko_pos and not ignore_ko and self._retakes_ko(pos, color):
            return KO
        if has_lib or self.allow_suicide:
            return None
        return SUICIDE

    def _retakes_ko(self, pos: int, color: int) -> bool:
        """True if ``color`` at the ko point would capture back at once."""
        board = self.board
        other = BLACK + WHITE - color
        for d in DIRS:
            if board[pos + d] == other:
                return True
        return False

    def is_legal(self, pos: int, color: int) -> bool:
        """True if ``color`` may play at ``pos`` now (pass is always legal).

        Simple ko and the suicide rule apply; positional superko applies too
        when enabled and no reading move is on the stack.
        Counterpart of GNU Go's ``is_legal``.
        """
        return self.check_move(pos, color) is None

    def check_move(self, pos: int, color: int) -> Optional[Illegal]:
        """The reason ``color`` may not play at ``pos`` now, or None."""
        if pos == PASS_MOVE:
            return None
        if not self.on_board(pos):
            return OFF_BOARD
        reason = self._illegality(pos, color, False)
        if reason is None and self.superko and not self.stackp:
            self._play_stone(pos, color)
            repeated = self.board_hash() in self._position_counts
            self._pop_frame()
            if repeated:
                return SUPERKO
        return reason

    def is_suicide(self, pos: int, color: int) -> bool:
        """True if the move would leave its own string without liberties.

        As GNU Go's ``is_suicide``: no empty neighbour, no adjacent enemy
        string in atari, no friendly neighbour with more than one liberty.
        """
        board = self.board
        other = BLACK + WHITE - color
        for d in DIRS:
            q = pos + d
            c = board[q]
            if c == EMPTY:
                return False
            if c == other and len(self.str_libs[self.string_number[q]]) == 1:
                return False
            if c == color and len(self.str_libs[self.string_number[q]]) > 1:
                return False
        return True

    def is_ko(self, pos: int, color: int) -> int:
        """The ko stone captured if ``color`` at ``pos`` is a ko capture, else 0.

        A ko capture has only enemy (or off-board) neighbours and captures
        exactly one stone, whether or not the capture is legal now.
        Counterpart of GNU Go's ``is_ko``.
        """
        board = self.board
        other = BLACK + WHITE - color
        ko_stone = NO_MOVE
        captured = 0
        for d in DIRS:
            q = pos + d
            c = board[q]
            if c == EMPTY or c == color:
                return NO_MOVE
            if c == other:
                s = self.string_number[q]
                if len(self.str_libs[s]) == 1 and q != ko_stone:
                    if self.str_size[s] > 1 or captured:
                        return NO_MOVE
                    captured = 1
                    ko_stone = q
        return ko_stone

    def is_illegal_ko_capture(self, pos: int, color: int) -> bool:
        """True if the move is a ko capture that simple ko forbids now."""
        return pos == self.ko_pos and self.is_ko(pos, color) != NO_MOVE

    # ------------------------------------------------------------------
    # Reading moves

    def trymove(self, pos: int, color: int, message: Optional[str] = None,
                str: int = NO_MOVE, ignore_ko: bool = False) -> bool:  # noqa: A002 - GNU Go's name
        """Play a reading move if it is legal; return True if it was played.

        A successful call must be matched by ``popgo``. ``message`` and
        ``str`` document the move for traces. Superko is not checked; simple
        ko is, unless ``ignore_ko`` (see :meth:`tryko`).
        Counterpart of GNU Go's ``trymove``.
        """
        if self.shadow is not None:
            self.shadow.append(pos)
        if pos == PASS_MOVE:
            self._pass(color)
        else:
            if self._illegality(pos, color, ignore_ko) is not None:
                return False
            self._play_stone(pos, color)
        self.stackp += 1
        return True

    def tryko(self, pos: int, color: int, message: Optional[str] = None) -> bool:
        """Like ``trymove`` but a ko capture is allowed even where simple ko
        forbids it (as if a ko threat had been made and answered). Returns
        False only for an occupied point or suicide.
        Counterpart of GNU Go's ``tryko``.
        """
        return self.trymove(pos, color, message, ignore_ko=True)

    def popgo(self) -> None:
        """Undo the last ``trymove``/``tryko`` exactly. Counterpart of ``popgo``."""
        if self.stackp <= 0:
            raise RuntimeError("popgo with an empty move stack")
        self.stackp -= 1
        self._pop_frame()

    def pop_to(self, stackp: int) -> None:
        """Pop reading moves until ``stackp`` is reached (for clean-up paths)."""
        while self.stackp > stackp:
            self.popgo()

    @contextmanager
    def trying(self, pos: int, color: int, ko: bool = False) -> Iterator[bool]:
        """Context manager form of ``trymove``/``tryko``: yields whether the
        move was played and pops it on exit, even on ``return`` or exceptions.

            with board.trying(pos, color) as ok:
                if ok:
                    ...
        """
        played = self.tryko(pos, color) if ko else self.trymove(pos, color)
        depth = self.stackp
        try:
            yield played
        finally:
            if played:
                self.pop_to(depth - 1)

    def move_stack(self) -> List[Tuple[int, int]]:
        """The reading moves on the stack, oldest first, as (pos, color)."""
        n = len(self._move_stack)
        return self._move_stack[n - self.stackp:] if self.stackp else []

    def move_in_stack(self, pos: int, cutoff: int = 0) -> bool:
        """True if a reading move at ``pos`` was played deeper than ``cutoff``."""
        return any(p == pos for p, _ in self.move_stack()[cutoff:])

    # ------------------------------------------------------------------
    # Permanent moves

    def play_move(self, pos: int, color: int) -> None:
        """Play a permanent game move (or pass), enforcing the rules.

        Raises IllegalMove with the reason. The move can be taken back with
        ``undo_move``. Counterpart of GNU Go's ``play_move`` (which leaves
        legality to the caller; this one checks).
        """
        self._require_no_reading("play_move")
        reason = self.check_move(pos, color)
        if reason is not None:
            raise IllegalMove(reason, pos, color)
        if pos == PASS_MOVE:
            self._pass(color)
        else:
            self._play_stone(pos, color)
        self.history.append((color, pos))
        key = self.board_hash()
        self._position_counts[key] = self._position_counts.get(key, 0) + 1

    def undo_move(self, n: int = 1) -> bool:
        """Take back ``n`` permanent moves; False (and nothing undone) if
        there are fewer. Counterpart of GNU Go's ``undo_move``."""
        self._require_no_reading("undo_move")
        if n > len(self.history):
            return False
        for _ in range(n):
            key = self.board_hash()
            count = self._position_counts[key] - 1
            if count:
                self._position_counts[key] = count
            else:
                del self._position_counts[key]
            self.history.pop()
            self._pop_frame()
        return True

    @property
    def move_number(self) -> int:
        """Number of permanent moves (passes included) since setup."""
        return len(self.history)

    def last_move(self) -> Optional[Tuple[int, int]]:
        """The last permanent move as (color, pos), or None."""
        return self.history[-1] if self.history else None

    # ------------------------------------------------------------------
    # Queries

    def on_board(self, pos: int) -> bool:
        """True if ``pos`` is a point of this board (GNU Go's ``ON_BOARD1``)."""
        return 0 <= pos < BOARDSIZE and self.board[pos] != GRAY

    def points(self) -> List[int]:
        """All points of the board in increasing order."""
        return list(self._points)

    def vertex(self, pos: int) -> str:
        """GTP name of a point (``D4``, ``PASS``)."""
        return pos_to_vertex(pos, self.size)

    def _string_of(self, pos: int) -> int:
        if not (0 <= pos < BOARDSIZE) or self.board[pos] not in (WHITE, BLACK):
            raise ValueError(f"no stone at {pos}")
        return self.string_number[pos]

    def countlib(self, pos: int) -> int:
        """Number of liberties of the string at ``pos``."""
        return len(self.str_libs[self._string_of(pos)])

    def findlib(self, pos: int, maxlib: Optional[int] = None) -> List[int]:
        """Liberties of the string at ``pos`` (at most ``maxlib`` of them)."""
        libs = self.str_libs[self._string_of(pos)]
        return list(libs) if maxlib is None else libs[:maxlib]

    def countstones(self, pos: int) -> int:
        """Number of stones of the string at ``pos``."""
        return self.str_size[self._string_of(pos)]

    def find_origin(self, pos: int) -> int:
        """Origin (smallest 1D index) of the string at ``pos``."""
        return self.str_origin[self._string_of(pos)]

    def _ring(self, start: int) -> Iterator[int]:
        nxt = self.next_stone
        p = start
        while True:
            yield p
            p = nxt[p]
            if p == start:
                return

    def string_stones(self, pos: int) -> List[int]:
        """Stones of the string at ``pos``, walking its ``next_stone`` ring.

        Counterpart of GNU Go's ``findstones`` and the FIRST_STONE /
        NEXT_STONE / BACK_TO_FIRST_STONE traversal.
        """
        return list(self._ring(self.str_origin[self._string_of(pos)]))

    findstones = string_stones

    def same_string(self, pos1: int, pos2: int) -> bool:
        """True if both points hold stones of one string."""
        return self._string_of(pos1) == self._string_of(pos2)

    def liberty_of_string(self, pos: int, str_pos: int) -> bool:
        """True if the empty point ``pos`` is a liberty of the string at ``str_pos``."""
        if self.board[pos] != EMPTY:
            return False
        s = self._string_of(str_pos)
        sn, board, color = self.string_number, self.board, self.str_color[s]
        return any(board[pos + d] == color and sn[pos + d] == s for d in DIRS)

    def neighbor_of_string(self, pos: int, str_pos: int) -> bool:
        """True if ``pos`` is adjacent to the string at ``str_pos``."""
        s = self._string_of(str_pos)
        sn, board, color = self.string_number, self.board, self.str_color[s]
        return any(board[pos + d] == color and sn[pos + d] == s for d in DIRS)

    def adjacent_strings(self, pos1: int, pos2: int) -> bool:
        """True if the strings at the two points touch."""
        return self._string_of(pos2) in self.str_neighborlist[self._string_of(pos1)]

    def has_neighbor(self, pos: int, color: int) -> bool:
        """True if a neighbour of ``pos`` has colour ``color``."""
        return any(self.board[pos + d] == color for d in DIRS)

    def chainlinks(self, pos: int, max_libs: Optional[int] = None,
                   exact_libs: Optional[int] = None) -> List[int]:
        """Origins of the enemy strings adjacent to the string at ``pos``.

        With ``max_libs``, only those with at most that many liberties
        (GNU Go's ``chainlinks3``); with ``exact_libs``, only those with
        exactly that many (``chainlinks2``); neither: all (``chainlinks``).
        """
        libs, origins = self.str_libs, self.str_origin
        out = []
        for t in self.str_neighborlist[self._string_of(pos)]:
            n = len(libs[t])
            if max_libs is not None and n > max_libs:
                continue
            if exact_libs is not None and n != exact_libs:
                continue
            out.append(origins[t])
        return out

    def chainlinks2(self, pos: int, lib: int) -> List[int]:
        """Adjacent enemy strings with exactly ``lib`` liberties."""
        return self.chainlinks(pos, exact_libs=lib)

    def chainlinks3(self, pos: int, lib: int) -> List[int]:
        """Adjacent enemy strings with at most ``lib`` liberties."""
        return self.chainlinks(pos, max_libs=lib)

    def does_capture_something(self, pos: int, color: int) -> bool:
        """True if ``color`` at ``pos`` would capture at least one string."""
        board, sn, libs = self.board, self.string_number, self.str_libs
        other = BLACK + WHITE - color
        return any(board[pos + d] == other and len(libs[sn[pos + d]]) == 1
                   for d in DIRS)

    def approxlib(self, pos: int, color: int, maxlib: Optional[int] = None) -> List[int]:
        """Liberties a stone of ``color`` at the empty ``pos`` would have,
        ignoring captures (at most ``maxlib`` of them).
        Counterpart of GNU Go's ``approxlib``.
        """
        board, sn, libs, ml = self.board, self.string_number, self.str_libs, self._ml
        self._liberty_mark += 1
        mark = self._liberty_mark
        ml[pos] = mark
        out: List[int] = []
        for d in DIRS:
            q = pos + d
            c = board[q]
            if c == EMPTY:
                if ml[q] != mark:
                    ml[q] = mark
                    out.append(q)
            elif c == color:
                for lib in libs[sn[q]]:
                    if ml[lib] != mark:
                        ml[lib] = mark
                        out.append(lib)
            if maxlib is not None and len(out) >= maxlib:
                return out[:maxlib]
        return out

    def accuratelib(self, pos: int, color: int, maxlib: Optional[int] = None) -> List[int]:
        """Liberties a stone of ``color`` at the empty ``pos`` would have,
        counting captures (at most ``maxlib``). Liberties that exist without
        captures come first. Empty for a suicide. Ko is ignored.
        Counterpart of GNU Go's ``accuratelib``.
        """
        board = self.board
        if board[pos] != EMPTY:
            raise ValueError("accuratelib on an occupied point")
        self._play_stone(pos, color)
        out = list(self.str_libs[self.string_number[pos]]) if board[pos] == color else []
        self._pop_frame()
        out.sort(key=lambda p: board[p] != EMPTY)  # stable: captures last
        return out if maxlib is None else out[:maxlib]

    def is_self_atari(self, pos: int, color: int) -> bool:
        """True if the move would leave its string with at most one liberty."""
        board = self.board
        if sum(1 for d in DIRS if board[pos + d] == EMPTY) >= 2:
            return False          # two empty neighbours stay its liberties
        return len(self.accuratelib(pos, color, 2)) <= 1

    def stones_on_board(self, color: int) -> int:
        """Number of stones of ``color`` (a colour or BLACK | WHITE)."""
        return sum(1 for p in self.points()
                   if self.board[p] in (WHITE, BLACK) and self.board[p] & color)

    def captures_by(self, color: int) -> int:
        """Stones captured by ``color`` so far (the GTP ``captures`` answer)."""
        return self.white_captured if color == BLACK else self.black_captured

    # ------------------------------------------------------------------
    # Self-check

    def check_consistency(self) -> None:
        """Rebuild strings and hash from colours alone and compare.

        Raises AssertionError with a diagram of the position when the
        incremental data disagrees with the colours. A test-time self-check
        (KataGo's ``checkConsistency``).
        """
        problems = self._consistency_problems()
        if problems:
            raise AssertionError("board inconsistent:\n  " + "\n  ".join(problems[:10])
                                 + "\n" + render(self))

    def recover(self) -> List[str]:
        """Make the board usable again after an error in code that read on
        it: pop every reading move, then, if the incremental data no longer
        agrees with the colours, rebuild it from the colours (the move
        history is lost then). Returns what was found wrong."""
        if self.stackp:
            self.pop_to(0)
        problems = self._consistency_problems()
        if problems:
            self._rebuild()
        return problems

    def _consistency_problems(self) -> List[str]:
        board, sn = self.board, self.string_number
        problems: List[str] = []
        if [c == GRAY for c in board] != [c == GRAY for c in empty_board_array(self.size)]:
            problems.append("GRAY border damaged")
        seen = [False] * BOARDSIZE
        live = set()
        for pos in self.points():
            color = board[pos]
            if color == EMPTY or seen[pos]:
                continue
            stones = set(self._flood(pos, seen))
            s = sn[pos]
            live.add(s)
            where = self.vertex(pos)
            if not 0 <= s < self.next_string:
                problems.append(f"{where}: string number {s} not in use")
                continue
            if any(sn[p] != s for p in stones):
                problems.append(f"{where}: stones of one string have different numbers")
            ring = []
            p = pos
            for _ in range(len(stones) + 1):
                ring.append(p)
                p = self.next_stone[p]
                if p == pos:
                    break
            if set(ring) != stones or len(ring) != len(stones):
                problems.append(f"{where}: next_stone ring is not the string")
            if self.str_color[s] != color:
                problems.append(f"{where}: string colour wrong")
            if self.str_size[s] != len(stones):
                problems.append(f"{where}: size {self.str_size[s]} != {len(stones)}")
            if self.str_origin[s] != min(stones):
                problems.append(f"{where}: origin wrong")
            libs = {p + d for p in stones for d in DIRS if board[p + d] == EMPTY}
            if len(self.str_libs[s]) != len(set(self.str_libs[s])) or \
                    set(self.str_libs[s]) != libs:
                problems.append(f"{where}: liberties wrong")
            if not libs:
                problems.append(f"{where}: string without liberties")
            other = BLACK + WHITE - color
            nbrs = {sn[p + d] for p in stones for d in DIRS if board[p + d] == other}
            mine = self.str_neighborlist[s]
            if len(mine) != len(set(mine)) or set(mine) != nbrs:
                problems.append(f"{where}: neighbour strings wrong")
        if self.hash != self._hash_from_scratch():
            problems.append("hash wrong")
        if self.ko_pos != NO_MOVE and board[self.ko_pos] != EMPTY:
            problems.append("ko point is not empty")
        return problems

    def snapshot(self) -> tuple:
        """Everything a move may change, for exact before/after comparisons.

        Includes string records in use (numbers, list contents and order), so
        equality means ``popgo`` restored every field, not just the colours.
        """
        board, sn, nxt = self.board, self.string_number, self.next_stone
        stones = [p for p in self._points if board[p] != EMPTY]
        strings = tuple(
            (self.str_color[s], self.str_size[s], self.str_origin[s],
             tuple(self.str_libs[s]), tuple(self.str_neighborlist[s]))
            for s in sorted({sn[p] for p in stones}))
        return (tuple(board), tuple((p, sn[p], nxt[p]) for p in stones), strings,
                self.next_string, self.hash, self.ko_pos, self.to_move,
                self.white_captured, self.black_captured, self.stackp,
                len(self._journal), tuple(self.history))


def to_board(text: str, to_move: int = BLACK, **rules: bool) -> Tuple[Board, Dict[str, int]]:
    """A Board with a diagram's stones as setup (:mod:`.diagram`), and the
    diagram's labels (letter -> point)."""
    diagram = parse_diagram(text)
    return Board.from_position(diagram.size, diagram.stones, to_move, **rules), diagram.labels

"""Fast random games: a light board for playouts and the playout policy.

Monte Carlo search (:mod:`.montecarlo`) plays thousands of games to the end
from one position, and never takes a move back, so it needs none of the
journal, hashing or liberty lists of :class:`~.board.Board`. A
:class:`PlayoutBoard` is copied from a Board (same fixed-stride points, so
moves need no translation) and keeps, per string, only

* the stones, as a ring (``nxt``) with a representative (``head``);
* *pseudo-liberties*: the number of (stone, empty neighbour) adjacencies,
  with the sum and the sum of squares of those empty points. A string has
  no liberty when the count is 0, and exactly one liberty when every
  pseudo-liberty is the same point, i.e. ``count * sumsq == sum * sum``;
  that point is then ``sum // count``. Capture and atari are O(1) tests.

The policy (:meth:`PlayoutBoard.policy_move`) is the usual one of
pattern-based playouts (MoGo, Pachi, Michi; GNU Go's own ``mc_*`` playouts
follow the same idea, manual chapter 14): answer the last move locally
first (save our strings it put in atari, capture what it left in atari,
play a good 3x3 shape next to it), else a random move that fills no own
eye and is not a needless self-atari. Games end after two passes; the
result is counted by area (stones plus empty points bordered by one colour
only), komi to White.

Also the playouts of :mod:`.scoring` (dead stones, seki, ownership): one
playout implementation for the whole engine. Its loop has an optional
compiled twin, ``_playouts.c``, which :meth:`PlayoutBoard.playout` hands
the game to when it is built: the same moves from the same random numbers,
with the Python code here as its reference and documentation. Depends on the board's
geometry and colours only; the 3x3 shape table is built once at import from
the diagrams below (module constants, never changed).
"""
import random
from typing import List, Optional, Sequence, Tuple

from .colors import BLACK, EMPTY, GRAY, WHITE
from .cores import compiled_core
from .geometry import BOARDSIZE, DIAGONALS, DIRS, NS, PASS_MOVE

_compiled = compiled_core("_playouts")       # the optional compiled playout loop
#: True when :meth:`PlayoutBoard.playout` runs the compiled loop.
COMPILED = _compiled is not None

# The eight neighbours in the order of the bits of a 3x3 code: two bits per
# neighbour (the board colour: empty 0, white 1, black 2, off board 3).
_RING8 = (-NS - 1, -NS, -NS + 1, 1, NS + 1, NS, NS - 1, -1)

# Probabilities of the playout policy (as Michi's defaults).
P_CAPTURE = 0.9       # answer an atari / capture when one is there
P_PATTERN = 0.95      # play a good 3x3 shape next to the last move
P_REJECT_SELF_ATARI = 0.9

# What a move does, as PlayoutBoard.classify tells it (flags of one byte).
CLASS_CANDIDATE = 1       # empty, legal, fills no own eye
CLASS_CAPTURE_ONE = 2     # captures a single stone
CLASS_CAPTURE_MANY = 4    # captures more
CLASS_SELF_ATARI = 8      # captures nothing and is left with one liberty
CLASS_SHAPE = 16          # a good 3x3 shape around it

# ----------------------------------------------------------------------
# 3x3 shapes worth playing next to the last move. The move is the centre;
# X and O are the two colours (either may be to move), x / o "not X" /
# "not O", '.' empty, '?' anything, ' ' off the board. These are the shapes
# of Gelly, Wang, Munos and Teytaud's MoGo report (hane, cut, edge moves),
# written out here in our own diagrams.
SHAPES_3X3 = (
    ("XOX",
     "...",
     "???"),   # hane that encloses
    ("XO.",
     "...",
     "?.?"),   # hane that does not cut
    ("XO?",
     "X..",
     "x.?"),   # hane at the corner of two stones
    (".O.",
     "X..",
     "..."),   # diagonal attachment
    ("XO?",
     "O.o",
     "?o?"),   # cut that is not protected
    ("XO?",
     "O.X",
     "???"),   # cut after a peep
    ("?X?",
     "O.O",
     "ooo"),   # cut between two stones
    ("OX?",
     "o.O",
     "???"),   # cut of a knight's move
    ("X.?",
     "O.?",
     "   "),   # edge: chase
    ("OX?",
     "X.O",
     "   "),   # edge: block the cut
    ("?X?",
     "x.O",
     "   "),   # edge: block the connection
    ("?XO",
     "x.x",
     "   "),   # edge: descend
    ("?OX",
     "X.O",
     "   "),   # edge: cut
)


def _rotations(rows: Sequence[str]) -> List[Tuple[str, str, str]]:
    """The 8 symmetries of a 3x3 diagram."""
    out = []
    grid = [list(r) for r in rows]
    for _ in range(4):
        grid = [list(r) for r in zip(*grid[::-1])]        # rotate 90 degrees
        out.append(tuple("".join(r) for r in grid))
        out.append(tuple("".join(r[::-1]) for r in grid))  # mirror
    return out


def _cell_values(symbol: str, me: int) -> Tuple[int, ...]:
    """Board values a diagram symbol allows when ``me`` plays O."""
    other = BLACK + WHITE - me
    return {"O": (me,), "X": (other,), ".": (EMPTY,), "o": (EMPTY, other, GRAY),
            "x": (EMPTY, me, GRAY), "?": (EMPTY, WHITE, BLACK),
            " ": (GRAY,)}[symbol]


def _codes(rows: Sequence[str], me: int) -> List[int]:
    """Every 3x3 neighbourhood code the diagram matches."""
    cells = [rows[0][0], rows[0][1], rows[0][2], rows[1][2], rows[2][2],
             rows[2][1], rows[2][0], rows[1][0]]   # same order as _RING8
    codes = [0]
    for k, symbol in enumerate(cells):
        codes = [c | v << (2 * k) for c in codes for v in _cell_values(symbol, me)]
    return codes


def build_shape_table() -> bytearray:
    """A 65536-entry table: 1 where the neighbourhood code is a good shape
    for the player to move, whichever colour that is (the shapes are
    colour-symmetric, as in MoGo)."""
    table = bytearray(1 << 16)
    for rows in SHAPES_3X3:
        for variant in _rotations(rows):
            for me in (WHITE, BLACK):
                for code in _codes(variant, me):
                    table[code] = 1
    return table


SHAPE_TABLE = build_shape_table()


def neighbourhood_code(color: List[int], p: int) -> int:
    """The 16-bit code of the 8 points around ``p``."""
    return (color[p - NS - 1] | color[p - NS] << 2 | color[p - NS + 1] << 4
            | color[p + 1] << 6 | color[p + NS + 1] << 8 | color[p + NS] << 10
            | color[p + NS - 1] << 12 | color[p - 1] << 14)


# ----------------------------------------------------------------------


class PlayoutBoard:
    """A position for playouts: colours, strings with pseudo-liberties, ko.

    Build it with :meth:`from_board`; :meth:`copy_from` resets it to another
    PlayoutBoard's position without allocating. Moves are played with
    :meth:`play` and never taken back. Suicide is never played; simple ko
    is respected.
    """

    __slots__ = ("size", "color", "head", "nxt", "plib", "lsum", "lsq", "ssize",
                 "ko", "empties", "where", "points", "captures", "last", "last2",
                 "reject_self_atari")

    def __init__(self, size: int) -> None:
        self.size = size
        self.color = [GRAY] * BOARDSIZE
        self.head = [0] * BOARDSIZE
        self.nxt = [0] * BOARDSIZE
        self.plib = [0] * BOARDSIZE
        self.lsum = [0] * BOARDSIZE
        self.lsq = [0] * BOARDSIZE
        self.ssize = [0] * BOARDSIZE
        self.ko = 0
        self.empties: List[int] = []
        self.where = [-1] * BOARDSIZE
        self.points: List[int] = []
        self.captures = [0, 0, 0]       # stones captured by WHITE (1), BLACK (2)
        self.last = PASS_MOVE
        self.last2 = PASS_MOVE
        # How often a random move that puts two or more stones in atari is
        # refused (1.0: never played, as the scorer needs for seki).
        self.reject_self_atari = P_REJECT_SELF_ATARI

    @classmethod
    def from_board(cls, board, to_move: Optional[int] = None) -> "PlayoutBoard":
        """The position of a :class:`~.board.Board`; its ko point counts
        if ``to_move`` (default: the board's side to move) may not retake."""
        pb = cls(board.size)
        pb.points = list(board.points())
        col = pb.color
        for p in pb.points:
            col[p] = EMPTY
            pb.where[p] = -1
        for p in pb.points:
            c = board.board[p]
            if c == EMPTY:
                pb.where[p] = len(pb.empties)
                pb.empties.append(p)
        # Strings: copy colours, then rebuild rings and pseudo-liberties.
        sn = board.string_number
        for p in pb.points:
            c = board.board[p]
            if c != EMPTY:
                col[p] = c
        for p in pb.points:
            if col[p] in (WHITE, BLACK):
                h = board.str_origin[sn[p]]
                pb.head[p] = h
        for p in pb.points:
            if col[p] in (WHITE, BLACK):
                pb.nxt[p] = board.next_stone[p]
                h = pb.head[p]
                pb.ssize[h] += 1
                for d in DIRS:
                    q = p + d
                    if col[q] == EMPTY:
                        pb.plib[h] += 1
                        pb.lsum[h] += q
                        pb.lsq[h] += q * q
        ko = board.ko_pos
        mover = board.to_move if to_move is None else to_move
        pb.ko = ko if ko and board.is_illegal_ko_capture(ko, mover) else 0
        last = board.last_move()
        pb.last = last[1] if last else PASS_MOVE
        if len(board.history) >= 2:
            pb.last2 = board.history[-2][1]
        return pb

    def copy_from(self, other: "PlayoutBoard") -> None:
        """Become a copy of ``other`` (same board size)."""
        self.color[:] = other.color
        self.head[:] = other.head
        self.nxt[:] = other.nxt
        self.plib[:] = other.plib
        self.lsum[:] = other.lsum
        self.lsq[:] = other.lsq
        self.ssize[:] = other.ssize
        self.ko = other.ko
        self.empties[:] = other.empties
        self.where[:] = other.where
        self.points = other.points
        self.captures[:] = other.captures
        self.last = other.last
        self.last2 = other.last2
        self.reject_self_atari = other.reject_self_atari

    def copy(self) -> "PlayoutBoard":
        """A new board with this position."""
        pb = PlayoutBoard(self.size)
        pb.copy_from(self)
        return pb

    # --- queries -----------------------------------------------------------

    def in_atari(self, p: int) -> bool:
        """True if the string at ``p`` has exactly one liberty."""
        h = self.head[p]
        n = self.plib[h]
        s = self.lsum[h]
        return n > 0 and n * self.lsq[h] == s * s

    def atari_liberty(self, p: int) -> int:
        """The liberty of the string at ``p``, which must be in atari."""
        h = self.head[p]
        return self.lsum[h] // self.plib[h]

    def liberties(self, p: int, limit: int = 1000) -> List[int]:
        """The liberties of the string at ``p`` (at most ``limit`` of them)."""
        col = self.color
        nxt = self.nxt
        out: List[int] = []
        s = p
        while True:
            for d in DIRS:
                q = s + d
                if col[q] == EMPTY and q not in out:
                    out.append(q)
                    if len(out) >= limit:
                        return out
            s = nxt[s]
            if s == p:
                return out

    def is_legal(self, p: int, c: int) -> bool:
        """True if ``c`` may play at the empty point ``p`` (ko, suicide)."""
        if p == self.ko:
            return False
        col = self.color
        head = self.head
        plib = self.plib
        lsum = self.lsum
        lsq = self.lsq
        for d in DIRS:
            q = p + d
            cq = col[q]
            if cq == EMPTY:
                return True
            if cq == GRAY:
                continue
            h = head[q]
            n = plib[h]
            s = lsum[h]
            atari = n * lsq[h] == s * s
            if cq == c:
                if not atari:
                    return True
            elif atari:
                return True
        return False

    def is_eye(self, p: int, c: int) -> bool:
        """True if ``p`` looks like an eye of ``c``: every neighbour ``c`` or
        off board, and at most one enemy diagonal (none on the edge)."""
        col = self.color
        for d in DIRS:
            cq = col[p + d]
            if cq != c and cq != GRAY:
                return False
        bad = 0
        edge = 0
        other = BLACK + WHITE - c
        for d in DIAGONALS:
            cq = col[p + d]
            if cq == other:
                bad += 1
            elif cq == GRAY:
                edge = 1
        return bad + edge < 2

    def self_atari(self, p: int, c: int) -> bool:
        """True if ``c`` at ``p`` would leave its string with one liberty
        (and capture nothing)."""
        col = self.color
        libs: List[int] = []
        friends: List[int] = []
        for d in DIRS:
            q = p + d
            cq = col[q]
            if cq == EMPTY:
                if q not in libs:
                    libs.append(q)
            elif cq == GRAY:
                continue
            elif cq == c:
                friends.append(q)
            elif self.in_atari(q):
                return False    # captures: gains a liberty
        if len(libs) >= 2:
            return False
        for q in friends:
            for lib in self.liberties(q, 3):
                if lib != p and lib not in libs:
                    libs.append(lib)
                    if len(libs) >= 2:
                        return False
        return True

    # --- playing -------------------------------------------------------------

    def play(self, p: int, c: int) -> int:
        """Play a legal move of ``c`` (PASS_MOVE passes); returns the number
        of stones captured."""
        self.last2 = self.last
        self.last = p
        if p == PASS_MOVE:
            self.ko = 0
            return 0
        col = self.color
        head = self.head
        plib = self.plib
        lsum = self.lsum
        lsq = self.lsq
        where = self.where
        empties = self.empties
        # Take p out of the empty list (swap with the last).
        k = where[p]
        moved = empties.pop()
        if moved != p:
            empties[k] = moved
            where[moved] = k
        where[p] = -1
        col[p] = c
        head[p] = p
        self.nxt[p] = p
        self.ssize[p] = 1
        plib[p] = lsum[p] = lsq[p] = 0
        other = BLACK + WHITE - c
        captured = 0
        ko_stone = 0
        pp = p * p
        for d in DIRS:
            q = p + d
            cq = col[q]
            if cq == EMPTY:
                plib[p] += 1
                lsum[p] += q
                lsq[p] += q * q
            elif cq != GRAY:
                h = head[q]
                plib[h] -= 1
                lsum[h] -= p
                lsq[h] -= pp
                if cq == other and plib[h] == 0:
                    size = self.ssize[h]
                    captured += size
                    ko_stone = q
                    self._remove(h)
        for d in DIRS:
            q = p + d
            if col[q] == c and head[q] != head[p]:
                self._merge(head[p], head[q])
        if captured:
            self.captures[c] += captured
        h = head[p]
        if captured == 1 and self.ssize[h] == 1 and plib[h] == 1:
            self.ko = ko_stone
        else:
            self.ko = 0
        return captured

    def _merge(self, a: int, b: int) -> None:
        """Join the strings headed by ``a`` and ``b`` (the smaller is relabelled)."""
        ssize = self.ssize
        if ssize[a] < ssize[b]:
            a, b = b, a
        head = self.head
        nxt = self.nxt
        s = b
        while True:
            head[s] = a
            s = nxt[s]
            if s == b:
                break
        nxt[a], nxt[b] = nxt[b], nxt[a]
        ssize[a] += ssize[b]
        self.plib[a] += self.plib[b]
        self.lsum[a] += self.lsum[b]
        self.lsq[a] += self.lsq[b]

    def _remove(self, h: int) -> None:
        """Take the string headed by ``h`` off the board."""
        col = self.color
        nxt = self.nxt
        head = self.head
        plib = self.plib
        lsum = self.lsum
        lsq = self.lsq
        empties = self.empties
        where = self.where
        stones = []
        s = h
        while True:
            stones.append(s)
            col[s] = EMPTY
            where[s] = len(empties)
            empties.append(s)
            s = nxt[s]
            if s == h:
                break
        for s in stones:
            ss = s * s
            for d in DIRS:
                q = s + d
                cq = col[q]
                if cq == WHITE or cq == BLACK:
                    g = head[q]
                    plib[g] += 1
                    lsum[g] += s
                    lsq[g] += ss

    # --- the policy ------------------------------------------------------------

    def _saving_moves(self, c: int, around: Sequence[int]) -> List[int]:
        """Moves that save ``c``'s strings in atari among ``around``: capture
        a neighbour in atari, or extend when that gives two liberties."""
        col = self.color
        out: List[int] = []
        seen: List[int] = []
        for q in around:
            if col[q] != c or not self.in_atari(q):
                continue
            h = self.head[q]
            if h in seen:
                continue
            seen.append(h)
            # Capture an adjacent enemy string in atari.
            s = h
            nxt = self.nxt
            while True:
                for d in DIRS:
                    r = s + d
                    if col[r] == BLACK + WHITE - c and self.in_atari(r):
                        lib = self.atari_liberty(r)
                        if lib not in out and self.is_legal(lib, c):
                            out.append(lib)
                s = nxt[s]
                if s == h:
                    break
            lib = self.atari_liberty(h)
            if self.is_legal(lib, c) and not self.self_atari(lib, c) \
                    and self._extension_libs(lib, c) >= 3 and lib not in out:
                out.append(lib)
        return out

    def _extension_libs(self, p: int, c: int) -> int:
        """Liberties (counted up to 3) of ``c``'s string after playing ``p``."""
        col = self.color
        libs: List[int] = []
        for d in DIRS:
            q = p + d
            if col[q] == EMPTY:
                if q not in libs:
                    libs.append(q)
            elif col[q] == c:
                for lib in self.liberties(q, 4):
                    if lib != p and lib not in libs:
                        libs.append(lib)
            if len(libs) >= 3:
                return 3
        return len(libs)

    def _capturing_moves(self, c: int, around: Sequence[int]) -> List[int]:
        """Captures of enemy strings in atari among ``around``."""
        col = self.color
        other = BLACK + WHITE - c
        out: List[int] = []
        for q in around:
            if col[q] == other and self.in_atari(q):
                lib = self.atari_liberty(q)
                if lib not in out and self.is_legal(lib, c):
                    out.append(lib)
        return out

    def _pattern_moves(self, c: int, center: int) -> List[int]:
        """Empty points next to ``center`` where a good 3x3 shape fits."""
        col = self.color
        table = SHAPE_TABLE
        out = []
        for d in _RING8:
            q = center + d
            if col[q] != EMPTY:
                continue
            code = (col[q - NS - 1] | col[q - NS] << 2 | col[q - NS + 1] << 4
                    | col[q + 1] << 6 | col[q + NS + 1] << 8 | col[q + NS] << 10
                    | col[q + NS - 1] << 12 | col[q - 1] << 14)
            if table[code] and self.is_legal(q, c) and not self.self_atari(q, c):
                out.append(q)
        return out

    def _atari_among(self, points: Sequence[int]) -> bool:
        """True if a string on one of ``points`` is in atari: only then can
        there be anything to save or capture (most moves, nothing is; the
        test is the one of :meth:`in_atari`, written out for speed)."""
        col = self.color
        head = self.head
        plib = self.plib
        lsum = self.lsum
        lsq = self.lsq
        for q in points:
            cq = col[q]
            if cq == WHITE or cq == BLACK:
                h = head[q]
                n = plib[h]
                sm = lsum[h]
                if n and n * lsq[h] == sm * sm:
                    return True
        return False

    def policy_move(self, c: int, rng: random.Random) -> int:
        """The playout policy's move for ``c`` (PASS_MOVE if nothing is left)."""
        last = self.last
        rnd = rng.random
        if last != PASS_MOVE:
            around = (last, last + NS, last - 1, last - NS, last + 1)
            if rnd() < P_CAPTURE and self._atari_among(around):
                moves = self._saving_moves(c, around[1:])
                if not moves:
                    moves = self._capturing_moves(c, around)
                if moves:
                    return moves[int(rnd() * len(moves))]
            if rnd() < P_PATTERN:
                moves = self._pattern_moves(c, last)
                if moves:
                    return moves[int(rnd() * len(moves))]
        return self.random_move(c, rng)

    def random_move(self, c: int, rng: random.Random) -> int:
        """A random legal move that fills no own eye; self-ataris of more
        than one stone are mostly rejected."""
        empties = self.empties
        n = len(empties)
        if not n:
            return PASS_MOVE
        start = int(rng.random() * n)
        for k in range(n):
            p = empties[(start + k) % n]
            if self.is_eye(p, c) or not self.is_legal(p, c):
                continue
            if self._big_self_atari(p, c) and self.self_atari(p, c) \
                    and rng.random() < self.reject_self_atari:
                continue
            return p
        return PASS_MOVE

    def _big_self_atari(self, p: int, c: int) -> bool:
        """True if the self-atari at ``p`` puts two or more stones in atari."""
        col = self.color
        for d in DIRS:
            if col[p + d] == c:
                return True
        return False

    def classify(self, c: int, points: List[int], compiled: bool = True) -> bytes:
        """What a move of ``c`` at each of ``points`` does, a byte of
        ``CLASS_*`` flags each, for the priors of a new search node
        (:meth:`.montecarlo.Search._expand`): a candidate is an empty
        point, no eye of ``c``, legal; it captures one stone or more, or
        else is a self-atari; its 3x3 neighbourhood is a good shape. The
        compiled twin answers where it is built, ``compiled`` allowing; the
        loop below is its reference."""
        if compiled and _compiled is not None:
            return _compiled.classify(self, c, points, SHAPE_TABLE)
        col = self.color
        ssize = self.ssize
        head = self.head
        other = BLACK + WHITE - c
        out = bytearray(len(points))
        for k, p in enumerate(points):
            if col[p] != EMPTY or self.is_eye(p, c) or not self.is_legal(p, c):
                continue
            flags = CLASS_CANDIDATE
            captured = 0
            for d in DIRS:
                q = p + d
                if col[q] == other and self.in_atari(q):
                    captured += ssize[head[q]]
            if captured:
                flags |= CLASS_CAPTURE_ONE if captured == 1 else CLASS_CAPTURE_MANY
            elif self.self_atari(p, c):
                flags |= CLASS_SELF_ATARI
            if SHAPE_TABLE[neighbourhood_code(col, p)]:
                flags |= CLASS_SHAPE
            out[k] = flags
        return bytes(out)

    def playout(self, c: int, rng: random.Random, limit: int,
                moves: Optional[List[int]] = None, compiled: bool = True) -> None:
        """Play the game out from here, ``c`` to move, until two passes or
        ``limit`` moves. The moves played (colours alternate, ``c``
        first) are appended to ``moves`` if given.

        Where the compiled loop is built (:data:`COMPILED`) and ``rng`` is
        a plain :class:`random.Random`, it plays instead, ``compiled``
        allowing: the same moves, the same random numbers drawn, the board
        and ``rng`` left the same, several times faster. The loop below
        is its reference."""
        if compiled and _compiled is not None and type(rng) is random.Random:
            _compiled.playout(self, c, rng, limit, moves, SHAPE_TABLE, P_CAPTURE, P_PATTERN)
            return
        passes = 0
        for _ in range(limit):
            p = self.policy_move(c, rng)
            self.play(p, c)
            if moves is not None:
                moves.append(p)
            if p == PASS_MOVE:
                passes += 1
                if passes >= 2:
                    return
            else:
                passes = 0
            c = BLACK + WHITE - c

    def area_owner(self, p: int) -> int:
        """Owner of ``p`` when counting: its stone, or the one colour
        around an empty point (EMPTY if both or none)."""
        col = self.color
        c = col[p]
        if c != EMPTY:
            return c
        seen = 0
        for d in DIRS:
            cq = col[p + d]
            if cq == WHITE or cq == BLACK:
                seen |= cq
        return seen if seen in (WHITE, BLACK) else EMPTY

    def area_score(self, komi: float) -> float:
        """Black's area minus White's, minus komi."""
        score = -komi
        for p in self.points:
            owner = self.area_owner(p)
            if owner == BLACK:
                score += 1
            elif owner == WHITE:
                score -= 1
        return score

"""Move generators shared by attack and defence: chain breaking.

The search (:mod:`.core`) tries a string's liberties first; the generators
propose the less obvious moves, adding candidate points to a
:class:`.moves.MoveList`. They correspond to GNU Go's ``*_moves`` helpers
in ``reading.c``, written afresh, and are split by who uses them: this
module (chain breaking, used by both sides, and the small board helpers),
:mod:`.attack_moves`, :mod:`.defense_moves` and :mod:`.superstring`.

"Enemy" is always relative to the string a generator is given:
``break_chain_moves(r, X)`` proposes captures of the strings next to ``X``
that are in atari, a defence of ``X`` whoever calls it (an attacker uses
it to rescue its own boundary string).

Every generator reads the board through the reader ``r`` (``r.bd``
colours, ``r.sn`` string numbers, ``r.libs`` liberty lists, ``r.nbrs``
adjacent enemy strings) and never plays a move, except through
``r.libs_after`` when a capture makes the count need a real move.
Depends on the board only.
"""
from ..colors import BLACK, EMPTY, GRAY, WHITE
from ..geometry import DIRS, NO_MOVE, NS

# A diagonal step and its vertical and horizontal parts: the two points
# between a point and its diagonal neighbour are p + vertical, p + horizontal.
DIAGONAL_PARTS = ((NS - 1, NS, -1), (NS + 1, NS, 1), (-NS - 1, -NS, -1), (-NS + 1, -NS, 1))
# Down to this stack depth a capturing-race move may be a self-atari (the
# enemy spends a move capturing it); deeper it would cost too many nodes.
RACE_SACRIFICE_DEPTH = 2
# Down to this depth (the read's first two moves) the race is played
# against every enemy string; deeper only against strings that cannot run
# out (GNU Go's filter for ``break_chain3/4_moves``): 13% fewer nodes in
# the worm analyses of 19 test positions; from the root instead, three
# cases of GNU Go's reading.tst were lost.
RACE_ESCAPE_DEPTH = 1


def has_neighbor(bd, pos: int, color: int) -> bool:
    """True if a neighbour of ``pos`` has colour ``color``."""
    return bd[pos + NS] == color or bd[pos - 1] == color or \
        bd[pos - NS] == color or bd[pos + 1] == color


def send_two_return_one(board, move: int, color: int) -> bool:
    """True if ``color`` at ``move`` offers two stones to get one back.

    The move joins a lone friendly stone with two liberties into a
    two-stone string in atari, captures nothing, and the opponent's capture
    would leave its capturing stone in atari to be retaken, repeating the
    position. Counterpart of GNU Go's ``send_two_return_one``.
    """
    bd = board.board
    sn, libs = board.string_number, board.str_libs
    other = WHITE + BLACK - color
    friend = NO_MOVE
    far_lib = NO_MOVE
    for d in DIRS:
        q = move + d
        c = bd[q]
        if c == EMPTY:
            return False
        if c == color:
            if friend != NO_MOVE:
                return False
            friend = q
            s = sn[q]
            if board.str_size[s] != 1 or len(libs[s]) != 2:
                return False
            far_lib = libs[s][0] + libs[s][1] - move
        elif c == other and len(libs[sn[q]]) == 1:
            return False
    if friend == NO_MOVE:
        return False
    for d in DIRS:
        c = bd[far_lib + d]
        if c == EMPTY or c == other:
            return False
        if c == color and len(libs[sn[far_lib + d]]) < 2:
            return False
    return True


def is_liberty_of(r, pos: int, s: int) -> bool:
    """True if the empty ``pos`` touches string number ``s``."""
    bd = r.bd
    sn = r.sn
    color = r.b.str_color[s]
    for d in DIRS:
        q = pos + d
        if bd[q] == color and sn[q] == s:
            return True
    return False


def string_stones(r, pos: int) -> list:
    """The stones of the string at ``pos``, walking its ring."""
    nxt = r.b.next_stone
    out = [pos]
    p = nxt[pos]
    while p != pos:
        out.append(p)
        p = nxt[p]
    return out


def on_edge(bd, pos: int) -> bool:
    """True if ``pos`` is on the first line."""
    return bd[pos + NS] == GRAY or bd[pos - 1] == GRAY or \
        bd[pos - NS] == GRAY or bd[pos + 1] == GRAY


def break_chain_moves(r, str_pos: int, ml) -> None:
    """Captures of enemy strings in atari next to the string at ``str_pos``.

    Counterpart of GNU Go's ``break_chain_moves``.
    """
    libs = r.libs
    for t in r.nbrs[r.sn[str_pos]]:
        if len(libs[t]) == 1:
            ml.add(libs[t][0], 2)


def break_chain2_efficient_moves(r, str_pos: int, ml) -> None:
    """Ataris on adjacent two-liberty enemies that also help the string
    (GNU Go's efficient chain breaking), for each such enemy:

    * if it has exactly one neighbour of ours in atari (and the string has
      more than two liberties), rescue that neighbour: capture what holds
      it in atari, or extend it; with more such neighbours, nothing;
    * the atari on one of its liberties when it could not escape through
      the other (at most two liberties there), or when the atari is on the
      string's own liberty; a ko capture counts as an atari although its
      stone is in atari itself;
    * on the edge, with the two liberties diagonal, an enemy stone between
      them and the other point between them on the edge: the liberty off
      the edge (the move that traps a stone on the second line).

    Counterpart of GNU Go's ``break_chain2_efficient_moves``.
    """
    libs = r.libs
    s = r.sn[str_pos]
    color = r.bd[str_pos]
    other = WHITE + BLACK - color
    mine = libs[s]
    is_ko = r.b.is_ko
    for t in r.nbrs[s]:
        tl = libs[t]
        if len(tl) != 2:
            continue
        in_atari, count = 0, 0
        for u in r.nbrs[t]:
            if len(libs[u]) == 1:
                in_atari, count = u, count + 1
        if count == 1 and len(mine) > 2:
            break_chain_moves(r, r.origins[in_atari], ml)
            if not r.is_self_atari(libs[in_atari][0], color):
                ml.add(libs[in_atari][0])
            continue
        if count > 1:
            continue
        a, b = tl
        for lib, rest in ((a, b), (b, a)):
            if lib not in mine and r.libs_after(rest, other, 3) > 2:
                continue
            if not r.is_self_atari(lib, color) or is_ko(lib, color):
                ml.add(lib, 1)
        _edge_trap_moves(r, t, a, b, color, ml)


def _edge_trap_moves(r, t: int, a: int, b: int, color: int, ml) -> None:
    """The third case of :func:`break_chain2_efficient_moves`: liberties
    ``a`` and ``b`` of the enemy string ``t`` diagonal, one point between
    them its stone and the other on the edge."""
    bd = r.bd
    low, high = min(a, b), max(a, b)
    if high - low not in (NS - 1, NS + 1):
        return
    first, second = high - NS, low + NS
    sn = r.sn
    other = WHITE + BLACK - color
    if not ((bd[first] == other and sn[first] == t and on_edge(bd, second))
            or (bd[second] == other and sn[second] == t and on_edge(bd, first))):
        return
    for edge, move in ((a, b), (b, a)):
        if on_edge(bd, edge) and not r.is_self_atari(move, color):
            ml.add(move, 1)


def break_chain2_moves(r, str_pos: int, ml, require_safe: bool) -> None:
    """Ataris on every adjacent enemy string with two liberties.

    An atari that is self-atari is kept if it is a ko capture, or (without
    ``require_safe``) if the enemy would not get 5 liberties by playing
    there. When the enemy string cannot easily run (few liberties on both
    of its liberties), own strings in atari next to it are rescued too, as
    the atari then threatens to capture it. Counterpart of GNU Go's
    ``break_chain2_moves``.
    """
    libs = r.libs
    sn = r.sn
    color = r.bd[str_pos]
    other = WHITE + BLACK - color
    b = r.b
    for t in list(r.nbrs[sn[str_pos]]):
        tl = libs[t]
        if len(tl) != 2:
            continue
        a, c = tl
        for lib in (a, c):
            if not r.is_self_atari(lib, color):
                ml.add(lib)
                continue
            if b.is_ko(lib, color) or (not require_safe and not b.is_suicide(lib, color)
                                       and r.approx_libs(lib, other, 5) < 5):
                ml.add(lib)
            if not require_safe:
                atari_approach_moves(r, lib, t, color, ml)
        if r.b.stackp <= r.break_chain_depth and r.approx_libs(a, other, 4) < 4 \
                and r.approx_libs(c, other, 4) < 4:
            for u in r.nbrs[t]:
                if len(libs[u]) == 1:
                    ml.add(libs[u][0])


def atari_approach_moves(r, lib: int, t: int, color: int, ml) -> None:
    """``color`` cannot atari string ``t`` at ``lib`` (self-atari there):
    attack the other enemy strings next to ``lib`` with two liberties, so
    that the atari becomes a capture or a ko."""
    bd = r.bd
    sn = r.sn
    libs = r.libs
    other = WHITE + BLACK - color
    for d in DIRS:
        q = lib + d
        if bd[q] == other and sn[q] != t:
            ul = libs[sn[q]]
            if len(ul) == 2:
                for m in ul:
                    if m != lib and not r.is_self_atari(m, color):
                        ml.add(m)


def chain_escape_points(r, t: int, other: int) -> list:
    """The liberties of enemy string ``t`` (three or four liberties) worth
    playing to attack it: none if it can run out through two of them
    (playing there gives it one liberty more than it has), only the escape
    if there is one, else all. Counterpart of the filter of GNU Go's
    ``break_chain3_moves`` and ``break_chain4_moves``."""
    tl = r.libs[t]
    cap = len(tl) + 1
    escapes = [lib for lib in tl if r.approx_libs(lib, other, cap) >= cap]
    if len(escapes) >= 2:
        return []
    return escapes if escapes else list(tl)


def break_chain3_moves(r, str_pos: int, ml) -> None:
    """Moves on the liberties of adjacent enemy strings with three
    liberties (a slower attack on the surrounding chain), unless the
    enemy string can run away. Counterpart of GNU Go's
    ``break_chain3_moves``."""
    libs = r.libs
    color = r.bd[str_pos]
    other = WHITE + BLACK - color
    for t in r.nbrs[r.sn[str_pos]]:
        if len(libs[t]) == 3:
            for lib in chain_escape_points(r, t, other):
                if r.approx_libs(lib, color, 2) >= 2:
                    ml.add(lib)


def outside_liberty_moves(r, str_pos: int, ml) -> None:
    """Capturing-race moves: the liberties of adjacent enemy strings with
    three or four liberties that are not shared with the string (filling
    shared liberties hurts both sides; outside ones only the enemy). Near
    the root, against three liberties, a self-atari is allowed too: the
    enemy needs a move to capture it; deeper in the read, strings that can
    run out are left alone (:func:`chain_escape_points`).
    Counterpart of GNU Go's ``break_chain3/4_moves`` in their aggressive
    form."""
    libs = r.libs
    s = r.sn[str_pos]
    color = r.bd[str_pos]
    mine = libs[s]
    depth = r.b.stackp - r.stack_offset
    shallow = depth <= RACE_SACRIFICE_DEPTH
    other = WHITE + BLACK - color
    for t in r.nbrs[s]:
        tl = libs[t]
        if 3 <= len(tl) <= 4:
            need = 1 if shallow and len(tl) == 3 else 2
            if depth > RACE_ESCAPE_DEPTH and not chain_escape_points(r, t, other):
                continue
            for lib in tl:
                if lib not in mine and r.libs_after(lib, color, need) >= need:
                    ml.add(lib)

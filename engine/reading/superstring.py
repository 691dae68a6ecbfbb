"""Superstrings: strings tightly connected to a string, and their moves.

A superstring (manual section 11.8) extends a string through solid
connections, empty points where the opponent would be in self-atari,
bamboo joints and diagonals with both cutting points empty. Reading uses
it to find liberties of partner strings (to fill or to extend from) and
chains to break around the whole group. Counterpart of GNU Go's
``find_superstring`` and ``superstring_*_moves``, written afresh. Depends
on the board only.
"""
from ..colors import BLACK, EMPTY, WHITE
from .generators import DIAGONAL_PARTS, DIRS, string_stones


# Superstring liberty moves are tried only when there are at most this many.
MAX_SUPERSTRING_LIBERTIES = 5


def superstring(r, str_pos: int, cap: int = 0):
    """The strings tightly connected to the string at ``str_pos``.

    Returns the list of string numbers, the string's own first. The
    connections (manual section 11.8): solid; through an empty point where
    the opponent would be in self-atari; bamboo joints; diagonals with both
    cutting points empty. Captured stones are not used (as in GNU Go's
    reading, unlike owl). With a ``cap``, a partner with more liberties
    is listed but not followed further, as GNU Go's liberty cap does: a
    strong partner would otherwise carry the superstring across the board
    to far strings whose liberties have nothing to do with the fight.
    Counterpart of ``find_superstring``.
    """
    bd = r.bd
    sn = r.sn
    color = bd[str_pos]
    other = WHITE + BLACK - color
    members = [sn[str_pos]]
    k = 0
    checked = set()
    while k < len(members):
        s = members[k]
        k += 1
        if cap and k > 1 and len(r.libs[s]) > cap:
            continue
        for p in string_stones(r, r.origins[s]):
            for d in DIRS:
                q = p + d
                if bd[q] != EMPTY:
                    continue
                if q not in checked:
                    checked.add(q)
                    joined = [sn[q + e] for e in DIRS
                              if bd[q + e] == color and sn[q + e] not in members]
                    if joined and r.is_self_atari(q, other):
                        for t in joined:
                            if t not in members:
                                members.append(t)
                # bamboo: p+d empty, p+2d ours; a neighbour of p along e
                # (same string) with the same shape
                q2 = q + d
                if bd[q2] == color and sn[q2] not in members:
                    for e in DIRS:
                        if e == d or e == -d:
                            continue
                        if bd[p + e] == color and sn[p + e] == s and bd[q + e] == EMPTY \
                                and bd[q2 + e] == color and sn[q2 + e] == sn[q2]:
                            members.append(sn[q2])
                            break
            for dd, v, h in DIAGONAL_PARTS:
                q = p + dd
                if bd[q] == color and sn[q] not in members \
                        and bd[p + v] == EMPTY and bd[p + h] == EMPTY:
                    members.append(sn[q])
    return members


def superstring_liberty_moves(r, str_pos: int, cap: int, ml) -> None:
    """Liberties of the superstring's members that have at most ``cap``
    liberties (excluding the string itself), if not self-atari for the
    mover: filling them (attacker) or extending from them (defender).
    Only when the superstring has at most MAX_SUPERSTRING_LIBERTIES
    liberties (the string's own counted when it has at most ``cap``, as
    GNU Go counts them): a superstring with more is not short of
    liberties, and trying them all multiplies the reading for nothing.
    Counterpart of GNU Go's ``superstring_moves``."""
    libs = r.libs
    members = superstring(r, str_pos, cap)
    if len(members) < 2:
        return
    color = r.bd[str_pos]
    other = WHITE + BLACK - color
    mine = libs[members[0]]
    found = []
    for t in members[1:]:
        tl = libs[t]
        if len(tl) > cap:
            continue
        for lib in tl:
            if lib not in mine and lib not in found:
                found.append(lib)
    own = len(mine) if len(mine) <= cap else 0
    if own + len(found) > MAX_SUPERSTRING_LIBERTIES:
        return
    for lib in found:
        if not r.is_self_atari(lib, other) or not r.is_self_atari(lib, color):
            ml.add(lib)


def superstring_break_chain_moves(r, str_pos: int, cap: int, ml) -> None:
    """Captures of enemy strings next to any member of the superstring, and
    moves on the liberties of those with at most ``cap`` liberties (for
    the string itself only ataris: its own neighbours are handled by the
    other chain-breaking generators). Counterpart of GNU Go's
    ``superstring_break_chain_moves``."""
    libs = r.libs
    color = r.bd[str_pos]
    members = superstring(r, str_pos)
    seen = []
    for s in members:
        for t in r.nbrs[s]:
            if t in seen:
                continue
            seen.append(t)
            tl = libs[t]
            if len(tl) == 1:
                ml.add(tl[0])
            elif len(tl) <= cap and (len(tl) == 2 or s != members[0]):
                for lib in list(tl):
                    if not r.is_self_atari(lib, color):
                        ml.add(lib)

"""Move generators for the defender: rescues, clamps, backfilling.

Counterparts of GNU Go's defender-side helpers (``special_rescue_moves``
and its variants, ``edge_clamp_moves``, ``bamboo_rescue_moves``, the
backfilling batch of ``defend2``), written afresh. See :mod:`.generators`
for the conventions. Depends on the board only.
"""
from ..colors import BLACK, EMPTY, WHITE
from .generators import DIRS, has_neighbor, is_liberty_of, on_edge


def liberty_neighbor_rescue(r, str_pos: int, ml) -> None:
    """Friendly strings in atari whose last liberty is also a liberty of
    the string: the attacker's move there would capture them and gain
    liberties. Rescue them by capturing the enemy strings in atari next to
    them. Counterpart of GNU Go's secondary-chain defences."""
    bd = r.bd
    sn = r.sn
    libs = r.libs
    s = sn[str_pos]
    color = bd[str_pos]
    seen = []
    for lib in libs[s]:
        for d in DIRS:
            q = lib + d
            if bd[q] == color and sn[q] != s and sn[q] not in seen:
                u = sn[q]
                seen.append(u)
                if len(libs[u]) == 1:
                    for t in r.nbrs[u]:
                        if len(libs[t]) == 1:
                            ml.add(libs[t][0], 3)


def edge_clamp_moves(r, str_pos: int, ml) -> None:
    """Clamps: a defender move on the first line under an attacker stone
    that has just two liberties and touches the string, taking a liberty
    the attacker needs to block. Counterpart of ``edge_clamp_moves``."""
    bd = r.bd
    sn = r.sn
    libs = r.libs
    s = sn[str_pos]
    color = bd[str_pos]
    for t in r.nbrs[s]:
        tl = libs[t]
        if len(tl) != 2:
            continue
        for lib in tl:
            if on_edge(bd, lib) and not is_liberty_of(r, lib, s) and \
                    not r.is_self_atari(lib, color):
                ml.add(lib)


def rescue_moves(r, str_pos: int, lib: int, ml) -> None:
    """If the attacker's stone on liberty ``lib`` would have only two
    liberties, occupy one of them so that the atari at ``lib`` becomes
    self-atari. Counterpart of GNU Go's ``special_rescue_moves``."""
    bd = r.bd
    color = bd[str_pos]
    other = WHITE + BLACK - color
    near = r.approx_lib_list(lib, other, 3)
    if len(near) != 2:
        return
    s = r.sn[str_pos]
    for m in near:
        if not is_liberty_of(r, m, s) and not r.is_self_atari(m, color):
            ml.add(m)


def defender_backfill_moves(r, str_pos: int, lib_list, ml) -> None:
    """Defender's backfilling around liberties the attacker cannot fill
    (self-atari there): extend through the liberties a defender stone
    there would have; and where the attacker's stone would have at most
    two liberties, take them so that the liberty becomes unfillable.
    Counterpart of the backfilling batch of GNU Go's ``defend2``."""
    bd = r.bd
    color = bd[str_pos]
    other = WHITE + BLACK - color
    for lib in lib_list:
        if r.is_self_atari(lib, other):
            for m in r.approx_lib_list(lib, color, 6):
                if not r.is_self_atari(m, color) or has_neighbor(bd, m, color):
                    ml.add(m)
        near = r.approx_lib_list(lib, other, 3)
        if len(near) <= 2:
            for m in near:
                if not r.is_self_atari(m, color):
                    ml.add(m)


def second_order_moves(r, str_pos: int, ml) -> None:
    """Second-order liberties: empty points next to the string's
    liberties, where a defender stone makes those liberties hard to fill
    (the attacker's stone there would be short of liberties) or connects
    toward friendly stones. Only points where the defender's stone is not
    in atari. Counterpart of GNU Go's ``special_rescue2`` family."""
    bd = r.bd
    s = r.sn[str_pos]
    color = bd[str_pos]
    mine = r.libs[s]
    for lib in list(mine):
        for d in DIRS:
            m = lib + d
            if bd[m] != EMPTY or m in mine:
                continue
            shared = 0
            for e in DIRS:
                if m + e in mine:
                    shared += 1
            if (shared >= 2 or has_neighbor(bd, m, color)) and not r.is_self_atari(m, color):
                ml.add(m, shared)


def bamboo_rescue_moves(r, str_pos: int, ml) -> None:
    """For a two-liberty string whose liberties are adjacent, the points
    that make a bamboo joint or a solid shape with them. Counterpart of
    GNU Go's ``bamboo_rescue_moves``."""
    bd = r.bd
    s = r.sn[str_pos]
    mine = r.libs[s]
    if len(mine) != 2:
        return
    a, b = mine
    if b - a not in DIRS:
        return
    color = bd[str_pos]
    step = b - a
    for d in DIRS:
        if d == step or d == -step:
            continue
        for m in (a + d, b + d):
            if bd[m] == EMPTY and not r.is_self_atari(m, color):
                # the point across from the string: a hanging connection
                if bd[m - d - d] != color and bd[m + d] == color:
                    ml.add(m)


def hane_rescue_moves(r, str_pos: int, ml) -> None:
    """Hane from a liberty against the attacker stone beside it::

        a c      a: a liberty of the string, c: the move
        b d      b: a stone of the string, d: an attacker stone beside it

    Played at c, the defender takes a liberty of d's string while guarding
    a. Proposed only when d's string is no longer-lived than the defender:
    at most as many liberties as the string, and no more than the stone at
    c would have. Counterpart of GNU Go's ``hane_rescue_moves``, which
    ``defend3`` tries in its first batch.
    """
    bd = r.bd
    sn = r.sn
    libs = r.libs
    s = sn[str_pos]
    color = bd[str_pos]
    other = WHITE + BLACK - color
    nlibs = len(libs[s])
    for a in libs[s]:
        for d in DIRS:
            b = a + d
            if bd[b] != color or sn[b] != s:
                continue
            for n in DIRS:
                if n == d or n == -d:
                    continue
                c = a + n
                if bd[c] != EMPTY or bd[b + n] != other:
                    continue
                dlibs = len(libs[sn[b + n]])
                if dlibs <= nlibs and r.libs_after(c, color, dlibs) >= dlibs:
                    ml.add(c)

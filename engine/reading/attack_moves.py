"""Move generators for the attacker: backfilling, nets, blocks, throw-ins.

Counterparts of GNU Go's attacker-side helpers (the backfilling and
back-capturing of ``attack1``/``attack2``, ``find_cap_moves``,
``special_attack2..4``, ``edge_block``, ``draw_back_moves``,
``squeeze_moves``), written afresh. See :mod:`.generators` for the
conventions. Depends on the board only.
"""
from ..colors import BLACK, EMPTY, GRAY, WHITE
from ..geometry import NO_MOVE
from .generators import DIAGONAL_PARTS, DIRS, break_chain2_moves, break_chain_moves, has_neighbor

_SPLIT = {dd: (v, h) for dd, v, h in DIAGONAL_PARTS}


def backfill_moves(r, lib: int, attacker: int, ml) -> None:
    """When the attacker's stone at ``lib`` would have a single liberty,
    fill that liberty first (backfilling), and capture any defender string
    in atari next to the backfilling point's attacker stones.

    Counterpart of the backfill part of GNU Go's ``attack2``.
    """
    near = r.approx_lib_list(lib, attacker, 2)
    if len(near) != 1:
        return
    fill = near[0]
    ml.add(fill)
    bd = r.bd
    sn = r.sn
    libs = r.libs
    for d in DIRS:
        q = fill + d
        if bd[q] == attacker:
            for t in r.nbrs[sn[q]]:
                if len(libs[t]) == 1:
                    ml.add(libs[t][0])


def capture_improving_moves(r, str_pos: int, lib: int, ml, mover: int = 0) -> None:
    """The capture at ``lib`` of a string in atari is a ko, a snapback or
    illegal: capture or take liberties from the defender's other strings
    next to ``lib`` (up to three liberties), and rescue the attacker's
    strings in atari there by capturing around them, so that a later
    capture gains liberties. Counterpart of the backfilling and
    back-capturing part of ``attack1``. The defender may play the same
    points (``mover`` is then the defender; it defaults to the attacker).
    """
    bd = r.bd
    sn = r.sn
    libs = r.libs
    color = bd[str_pos]
    s = sn[str_pos]
    attacker = WHITE + BLACK - color
    mover = mover or attacker
    for d in DIRS:
        q = lib + d
        c = bd[q]
        if c == color and sn[q] != s:
            ul = libs[sn[q]]
            if len(ul) == 1:
                ml.add(ul[0], 5)
            elif len(ul) <= 3:
                for m in ul:
                    if m != lib and not r.is_self_atari(m, mover):
                        ml.add(m)
        elif c == attacker and len(libs[sn[q]]) <= 2:
            for t in r.nbrs[sn[q]]:
                if len(libs[t]) == 1 and t != s:
                    ml.add(libs[t][0], 5)


def shared_liberty_rescue(r, str_pos: int, ml) -> None:
    """If an attacker string next to the string has exactly the string's
    two liberties, filling one would put it in atari: look for captures
    that rescue it first."""
    libs = r.libs
    s = r.sn[str_pos]
    mine = libs[s]
    for t in r.nbrs[s]:
        tl = libs[t]
        if len(tl) == 2 and tl[0] in mine and tl[1] in mine:
            break_chain_moves(r, r.origins[t], ml)


def edge_moves(r, str_pos: int, mover: int, ml) -> None:
    """Blocking moves along the first line: when the string has a liberty
    on the edge, the attacker may block one point further along the edge
    (the string slides otherwise). Counterpart of ``propose_edge_moves``
    (attacker's side)."""
    bd = r.bd
    s = r.sn[str_pos]
    if mover == bd[str_pos]:
        return
    mine = r.libs[s]
    for lib in mine:
        for d in DIRS:
            if bd[lib + d] != GRAY:
                continue
            for e in DIRS:
                if e == d or e == -d:
                    continue
                m = lib + e
                if bd[m] == EMPTY and m not in mine and bd[m + d] == GRAY:
                    if r.approx_libs(m, mover, 2) >= 2:
                        ml.add(m)


def approach_moves(r, str_pos: int, ml) -> None:
    """Approach moves: when the attacker cannot play a liberty because it
    would be self-atari, play next to it first so that it later can.
    Counterpart of GNU Go's ``special_attack2`` idea and ``edge_block``."""
    bd = r.bd
    s = r.sn[str_pos]
    attacker = WHITE + BLACK - bd[str_pos]
    mine = r.libs[s]
    for lib in list(mine):
        if not r.is_self_atari(lib, attacker):
            continue
        for d in DIRS:
            m = lib + d
            if bd[m] == EMPTY and m not in mine and not r.is_self_atari(m, attacker):
                ml.add(m)


def throw_in_moves(r, str_pos: int, ml) -> None:
    """Throw-ins: self-atari moves on a liberty whose capture leaves the
    string shorter of liberties (the liberty generator only offers these
    at shallow depth; here also the stone next to a liberty, inside a
    false eye). Counterpart of GNU Go's ``special_attack3/4`` idea."""
    bd = r.bd
    s = r.sn[str_pos]
    attacker = WHITE + BLACK - bd[str_pos]
    mine = r.libs[s]
    for lib in list(mine):
        for d in DIRS:
            m = lib + d
            if bd[m] != EMPTY or m in mine:
                continue
            # an empty point next to a liberty, surrounded by the defender
            if r.approx_libs(m, attacker, 2) == 1 and not has_neighbor(bd, m, attacker):
                ml.add(m)


def cap_moves(r, str_pos: int, ml) -> None:
    """Nets (geta): the empty point next to two liberties of the string
    that lie diagonally to each other. Counterpart of ``find_cap_moves``."""
    bd = r.bd
    s = r.sn[str_pos]
    attacker = WHITE + BLACK - bd[str_pos]
    mine = r.libs[s]
    n = len(mine)
    for i in range(n):
        a = mine[i]
        for j in range(i + 1, n):
            b = mine[j]
            split = _SPLIT.get(b - a)
            if split is None:
                continue
            for m in (a + split[0], a + split[1]):
                if bd[m] == EMPTY and m not in mine and not r.is_self_atari(m, attacker):
                    ml.add(m)


def block_escape_moves(r, str_pos: int, ml, edge_only: bool = False) -> None:
    """Blocks one step away: where the defender's extension on a liberty
    would not lose liberties, occupy one of that liberty's empty
    neighbours first (a loose net; GNU Go's ``special_attack3`` shapes of
    ``attack2``). With ``edge_only``, for liberties on the first two lines
    only: the edge blocks of GNU Go's ``attack3``, which tries no nets in
    the open (they cost some 12% of the reading nodes of a worm analysis,
    and no capture of GNU Go's reading suite or ours needs them)."""
    bd = r.bd
    s = r.sn[str_pos]
    color = bd[str_pos]
    attacker = WHITE + BLACK - color
    mine = list(r.libs[s])
    n = len(mine)
    for lib in mine:
        # (lib + 2 * d is read only when lib + d is on the board.)
        if edge_only and not any(bd[lib + d] == GRAY or bd[lib + 2 * d] == GRAY
                                 for d in DIRS):
            continue
        if r.libs_after(lib, color, n + 1) < n:
            continue
        for d in DIRS:
            m = lib + d
            if bd[m] == EMPTY and m not in mine and r.approx_libs(m, attacker, 2) >= 2:
                ml.add(m)


def draw_back_moves(r, str_pos: int, ml) -> None:
    """Moves that give an attacker string next to the string more
    liberties away from the string (drawing back), so it survives the
    fight. Counterpart of GNU Go's ``draw_back_moves``."""
    libs = r.libs
    s = r.sn[str_pos]
    attacker = WHITE + BLACK - r.bd[str_pos]
    mine = libs[s]
    for t in r.nbrs[s]:
        if len(libs[t]) == 2:
            for lib in list(libs[t]):
                if lib not in mine and r.libs_after(lib, attacker, 3) >= 3:
                    ml.add(lib)


def defend_boundary2_moves(r, str_pos: int, ml) -> None:
    """Rescues of attacker strings with two liberties next to the string,
    when they are short of outside liberties: extend them, capture or
    atari the defender strings around them. Counterpart of the
    "save_boundary-2" batch of GNU Go's ``attack3``."""
    libs = r.libs
    s = r.sn[str_pos]
    attacker = WHITE + BLACK - r.bd[str_pos]
    for t in list(r.nbrs[s]):
        tl = libs[t]
        if len(tl) != 2:
            continue
        a, b = tl
        if r.approx_libs(a, attacker, 4) > 3 and r.approx_libs(b, attacker, 4) > 3:
            continue
        origin = r.origins[t]
        break_chain_moves(r, origin, ml)
        break_chain2_moves(r, origin, ml, True)
        ml.add(a)
        ml.add(b)


# A chain of points the attacker cannot play is followed this far at most.
MAX_SQUEEZE_STEPS = 20


def squeeze_moves(r, str_pos: int, ml) -> None:
    """Moves that squeeze the string out of a liberty the attacker cannot
    fill. From a liberty where the attacker's stone would be suicide (and
    a defender stone there would have as many liberties as the string),
    follow the chain of such points away from the string; where it ends
    on a point the attacker can only play as a sacrifice (self-atari),
    that sacrifice is proposed when the defender, capturing it, would be
    worse off than by connecting there. GNU Go's example: E9 in its
    reading.tst 203. Counterpart of GNU Go's ``squeeze_moves``."""
    b = r.b
    libs = r.libs
    s = r.sn[str_pos]
    color = r.bd[str_pos]
    attacker = WHITE + BLACK - color
    own = libs[s]
    if len(own) > 4:
        return
    for lib in list(own):
        if not b.is_suicide(lib, attacker):
            continue
        around = r.approx_lib_list(lib, color, 4)
        if len(around) != len(own):
            continue
        move = next((q for q in around if q not in own), NO_MOVE)
        previous, steps = lib, 0
        while move != NO_MOVE and b.is_suicide(move, attacker):
            step = r.approx_lib_list(move, color, 3)
            steps += 1
            if len(step) != 2 or steps > MAX_SQUEEZE_STEPS:
                move = NO_MOVE
                break
            previous, move = move, (step[1] if step[0] == previous else step[0])
            if move in own:
                move = NO_MOVE
        if move == NO_MOVE or not r.is_self_atari(move, attacker):
            continue
        last = r.approx_lib_list(move, attacker, 1)
        if not last:
            continue
        capture_libs = r.approx_libs(last[0], color, 10)
        if capture_libs < 3 and capture_libs < r.approx_libs(move, color, 10):
            ml.add(move)

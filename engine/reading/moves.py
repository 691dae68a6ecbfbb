"""Candidate move lists and their ordering for the reading code.

Counterpart of GNU Go's ``struct reading_moves``, ``ADD_CANDIDATE_MOVE`` and
``order_moves``. The move generators add points with an optional bonus; a
point added twice accumulates its bonuses and is tried once. Before a batch
is tried, the untried moves are scored by what they do locally and sorted
best first (ties by board index). The score, with GNU Go's weights, rewards
for the defender: liberties the string gets, captures, ataris on the
attackers, rescuing own strings in atari, open space, and avoids the edge;
for the attacker: its own liberties (no self-atari), the point where the
defender would get most liberties (the one he most wants), safe ataris,
captures and rescues, and it avoids ko captures and points the defender
could not use anyway.

Depends on the board's public lists only.
"""
from ..colors import EMPTY, GRAY
from ..geometry import DIRS


# The scores are GNU Go's (reading.c, the tables ``order_moves`` uses).
# Defender, touching the string: index the liberties of the stone played
# (its string's, after joining; 5 for more, with one more point for each
# liberty over four).
DEFEND_LIB = (-5, -4, 0, 3, 5, 50)
# Defender, not touching the string: index the stone's liberties (4+).
DEFEND_OTHER_LIB = (0, 0, 2, 3, 5)
# Index: stones captured / put in atari / rescued (5 for more).
DEFEND_CAPTURE = (0, 6, 9, 13, 18, 24)
DEFEND_ATARI = (0, 2, 4, 6, 7, 8)
DEFEND_SAVE = (0, 3, 6, 8, 10, 12)
DEFEND_OPEN = (0, 1, 2, 3, 4)
DEFEND_NOT_EDGE = 5

# Attacker: index the attacking stone's own liberties (4 for more).
ATTACK_OWN_LIB = (10, -4, 2, 3, 4)
# Attacker on a point the string touches: index the liberties the
# defender would get by playing there himself (5 for more): the point
# the string most wants is the one to take.
ATTACK_STRING_LIB = (-5, 2, 3, 7, 10, 19)
ATTACK_CAPTURE = (-4, 4, 10, 15, 20, 25)
ATTACK_SAVE = (0, 10, 13, 18, 21, 24)
ATTACK_OPEN = (0, 0, 2, 4, 4)
ATTACK_NOT_EDGE = 1
ATTACK_KO = -15
# An attack where the defender could not play himself (he would be in
# atari there), unless it ataris the string safely or saves stones.
CANNOT_DEFEND = -20
SAFE_ATARI = 8


class MoveList:
    """Candidate moves with scores; ``tried`` counts the moves already read."""

    __slots__ = ("pos", "score", "tried")

    def __init__(self) -> None:
        self.pos = []
        self.score = []
        self.tried = 0

    def add(self, move: int, bonus: int = 0) -> None:
        """Add a candidate (or add ``bonus`` to it if already present)."""
        pos = self.pos
        if move in pos:
            self.score[pos.index(move)] += bonus
        else:
            pos.append(move)
            self.score.append(bonus)

    def __len__(self) -> int:
        return len(self.pos)

    def __repr__(self) -> str:
        return f"MoveList({list(zip(self.pos, self.score))}, tried={self.tried})"


def order_moves(r, ml: MoveList, str_pos: int, mover: int) -> None:
    """Score the untried moves of ``ml`` and sort them best first.

    ``r`` is the reader (for its board lists and ``approx_libs``), ``str_pos``
    the string read about, ``mover`` the colour to play. A batch of one
    move is left alone. Ties are broken by board index, not by the order
    the generators found the moves in: that order follows the board's
    liberty and neighbour lists, which depend on the history of the
    position, and reading must depend on the position alone.
    Counterpart of GNU Go's ``order_moves``.
    """
    start = ml.tried
    pos = ml.pos
    n = len(pos)
    if n - start < 2:
        return
    bd = r.bd
    sn = r.sn
    libs = r.libs
    sizes = r.sizes
    s = sn[str_pos]
    target = bd[str_pos]
    defender = mover == target
    s_libs = len(libs[s])
    deep = r.b.stackp > r.fourlib_depth
    score = ml.score
    approx_libs = r.approx_libs
    for k in range(start, n):
        move = pos[k]
        open_ = edges = captured = threatened = saved = friends = 0
        touches = False
        seen0 = seen1 = seen2 = -1
        for d in DIRS:
            q = move + d
            c = bd[q]
            if c == EMPTY:
                open_ += 1
            elif c == GRAY:
                edges += 1
            else:
                t = sn[q]
                if t == s:
                    touches = True
                if c == mover:
                    friends += 1
                if t == seen0 or t == seen1 or t == seen2:
                    continue
                if seen0 < 0:
                    seen0 = t
                elif seen1 < 0:
                    seen1 = t
                else:
                    seen2 = t
                nl = len(libs[t])
                if c == mover:
                    if nl == 1:
                        saved += sizes[t]
                elif nl == 1:
                    captured += sizes[t]
                elif nl == 2:
                    threatened += sizes[t]
        own = approx_libs(move, mover, 10 if defender else 4)
        if defender:
            if touches:
                val = DEFEND_LIB[5] + own - 4 if own > 5 or (own == 4 and deep) \
                    else DEFEND_LIB[own]
            else:
                val = DEFEND_OTHER_LIB[own if own < 4 else 4]
            val += DEFEND_OPEN[open_]
            if not edges or captured:
                val += DEFEND_NOT_EDGE
            val += DEFEND_CAPTURE[captured] if captured <= 5 else DEFEND_CAPTURE[5] + captured
            if own + captured > 1:
                val += DEFEND_ATARI[threatened] if threatened <= 5 \
                    else DEFEND_ATARI[5] + threatened
            val += DEFEND_SAVE[saved if saved <= 5 else 5]
        else:
            if own > 4:
                own = 4
            val = ATTACK_OWN_LIB[own]
            if own == 0 and captured == 1:
                val += ATTACK_KO
            if touches and (own + captured > 1 or (s_libs <= 2 and not friends)):
                theirs = approx_libs(move, target, 5)
                if theirs > 5 or (theirs == 4 and deep):
                    theirs = 5
                val += ATTACK_STRING_LIB[theirs]
                safe_atari = s_libs <= 2 and own + captured > 1
                if safe_atari:
                    val += SAFE_ATARI
                elif theirs == 1 and not saved:
                    val += CANNOT_DEFEND
            val += ATTACK_OPEN[open_]
            if not edges:
                val += ATTACK_NOT_EDGE
            val += ATTACK_CAPTURE[captured if captured <= 5 else 5]
            val += ATTACK_SAVE[saved if saved <= 5 else 5]
        score[k] += val
    order = sorted(range(start, n), key=lambda k: (-score[k], pos[k]))
    pos[start:] = [pos[k] for k in order]
    score[start:] = [score[k] for k in order]

"""Candidate move lists and their ordering for the reading code.

Counterpart of GNU Go's ``struct reading_moves``, ``ADD_CANDIDATE_MOVE`` and
``order_moves``. The move generators add points with an optional bonus; a
point added twice accumulates its bonuses and is tried once. Before a batch
is tried, the untried moves are scored by what they do locally and sorted
best first (stable, so generator order breaks ties). The score rewards, for
the defender: liberties gained by the string, captures, ataris on the
attackers, rescuing own strings in atari, open space, and avoids the edge;
for the attacker: liberties taken from the string (an atari most), its own
liberties (no self-atari), captures and rescues, and it avoids ko captures.

Depends on the board's public lists only.
"""
from ..colors import EMPTY, GRAY
from ..geometry import DIRS, NS


# Index: liberties the defending string has after the move (capped at 5).
DEFEND_LIB = (-20, -10, 0, 8, 12, 40)
# Defending move not touching the string: its own liberties (capped at 4).
DEFEND_OTHER_LIB = (-10, -5, 2, 3, 5)
# Index: stones captured / put in atari / rescued (capped at 5).
DEFEND_CAPTURE = (0, 6, 9, 13, 18, 24)
DEFEND_ATARI = (0, 2, 4, 6, 8, 10)
DEFEND_SAVE = (0, 3, 6, 8, 10, 12)
OPEN = (0, 1, 2, 3, 4)
DEFEND_NOT_EDGE = 5

# Index: the attacking stone's own liberties (capped at 4).
ATTACK_OWN_LIB = (-10, -6, 1, 3, 4)
# Index: liberties the string keeps after an attack on one of them.
ATTACK_STRING_LIB = (0, 16, 8, 4, 2)
ATTACK_CAPTURE = (0, 4, 10, 15, 20, 25)
ATTACK_SAVE = (0, 10, 15, 17, 20, 23)
ATTACK_KO = -15
ATTACK_NOT_EDGE = 1


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

    ``r`` is the reader (for its board lists and mark array), ``str_pos``
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
    score = ml.score
    is_ko = r.b.is_ko
    mark = r.mark
    for k in range(start, n):
        move = pos[k]
        val = score[k]
        open_ = 0
        edges = 0
        same = False
        captured = 0
        threatened = 0
        saved = 0
        seen0 = seen1 = seen2 = -1
        # Liberties of the mover's stone at ``move`` (ignoring captures),
        # counted with the reader's mark array as in ``approx_libs``.
        r.mark_gen += 1
        g = r.mark_gen
        mark[move] = g
        own = 0
        for d in DIRS:
            q = move + d
            c = bd[q]
            if c == EMPTY:
                open_ += 1
                if mark[q] != g:
                    mark[q] = g
                    own += 1
            elif c == GRAY:
                edges += 1
            else:
                t = sn[q]
                if t == seen0 or t == seen1 or t == seen2:
                    continue
                if seen0 < 0:
                    seen0 = t
                elif seen1 < 0:
                    seen1 = t
                else:
                    seen2 = t
                tl = libs[t]
                nl = len(tl)
                if c == mover:
                    if t == s:
                        same = True
                    if nl == 1:
                        saved += sizes[t]
                    if own < 6:
                        for lib in tl:
                            if mark[lib] != g:
                                mark[lib] = g
                                own += 1
                elif nl == 1:
                    captured += sizes[t]
                elif nl == 2:
                    threatened += sizes[t]
        if captured:
            own += 1
            if captured > 5:
                captured = 5
        if threatened > 5:
            threatened = 5
        if saved > 5:
            saved = 5
        if defender:
            if same:
                val += DEFEND_LIB[own if own < 5 else 5]
            else:
                val += DEFEND_OTHER_LIB[own if own < 4 else 4]
            val += DEFEND_CAPTURE[captured] + DEFEND_ATARI[threatened] + DEFEND_SAVE[saved]
            val += OPEN[open_]
            if not edges:
                val += DEFEND_NOT_EDGE
        else:
            val += ATTACK_OWN_LIB[own if own < 4 else 4]
            if target == bd[move + NS] and sn[move + NS] == s or \
                    target == bd[move - 1] and sn[move - 1] == s or \
                    target == bd[move - NS] and sn[move - NS] == s or \
                    target == bd[move + 1] and sn[move + 1] == s:
                left = s_libs - 1
                val += ATTACK_STRING_LIB[left if left < 4 else 4]
            val += ATTACK_CAPTURE[captured] + ATTACK_SAVE[saved] + OPEN[open_]
            if captured == 1 and is_ko(move, mover):
                val += ATTACK_KO
            if not edges:
                val += ATTACK_NOT_EDGE
        score[k] = val
    order = sorted(range(start, n), key=lambda k: (-score[k], pos[k]))
    pos[start:] = [pos[k] for k in order]
    score[start:] = [score[k] for k in order]

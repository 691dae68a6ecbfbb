"""The eye-shape generator: every small eye space solved as a local game of Go.

GNU Go's ``eyes.db`` was written by hand; ours is computed.  This module
enumerates the connected eye graphs of small grid shapes (manual 8.5: the
local game of an eye space depends only on its graph), labels their vertices
in every plausible way, plays each labelled space out as real Go on a tiny
model position, and writes the values and vital points in the eye-shape
dialect of :mod:`kosumi.patterns.eyes`.  ``analyze_eyegraph`` answers the
same question for one diagram (the base of GNU Go's GTP command of that
name).  Offline only: nothing here runs while playing, and nothing here
depends on the rest of the engine.

Reading guide: the model (this docstring), :class:`LocalGame` (Go on the
model position), :func:`solve_space` (backward induction over all its
positions), the graph section (polyominoes, canonical forms), the
embedding rules (:func:`wall_contact`), :func:`analyze_eyegraph`, then the
generator (:func:`generate`, :func:`render_database`) and :func:`main`.

The model (manual 8.3: the eye space as a local game)
-----------------------------------------------------
The space belongs to a defender "O"; the attacker is "X".  Its vertices are
``.`` (empty), ``!`` (empty and marginal) or ``X`` (a dead attacker stone).
We realize it as real Go, with suicide allowed (manual 8.7 assumes it):

* Every neighbour of a vertex outside the space is a stone of O's *wall*,
  an invincible X stone (only for a marginal vertex: at least one, so an X
  move there connects out, rule 3 of manual 8.3), or the edge of the board.
  A marginal vertex also touches the wall when it has a second free side;
  a non-marginal one touches it whenever it has a free side at all.  So a
  vertex surrounded by the space (degree 4) is not a liberty of the wall,
  and on the first line a vertex can lose its contact with the wall.
* The wall is one string.  Its liberties are the empty vertices next to it
  or to O stones joined to it, plus ``F = 4`` *outer liberties* that X may
  fill (O never plays there), plus the extra eyes of the test below (a
  liberty X can only fill as the capturing move).  Other O stones in the
  space are ordinary strings; an X string touching a marginal vertex is
  invincible, other X strings die when out of liberties.
* The space gives at least ``e`` eyes (``e`` = 1 or 2) iff the wall, given
  ``2 - e`` extra eyes, is never captured.  Seki counts as life.

Why outer liberties: with none (the wall's only liberties inside the space)
``X.X`` would be a capturing race that X wins by moving first, and a space
whose wall-side points all hold X stones would start with the wall in
atari; that is a question of liberties, not of eyes.  Outer liberties let O
answer X's liberty filling, so the value measures eyes, for a group that is
not short of liberties.  More outer liberties can only help O, and the
values stop changing: in the open, ``F = 2, 3, 4, 6`` give the same value
to every labelled space of up to six vertices (``F = 0`` changes 211 of the
3,964 of six vertices, ``F = 1`` three); with the board edge, where dead
groups of four or five stones race the wall, ``F = 2`` (GNU Go's choice in
its ``analyze_eyegraph``) still loses nine races that ``F = 3`` wins, ``F = 3``
one that ``F = 4`` wins, and ``F = 4`` and ``F = 5`` give identical databases
up to six vertices (and for seven, as generated).

Ko (manual 8.9 keeps ko out of eye values too): simple ko, the ban lifted
by any other move or a pass; there are no ko threats, so a ko goes to whoever
takes it first.  Longer cycles need no superko rule: the games below are
solved as attractors, where a play that never ends is a win for the side
that only has to survive (O, so a double ko or another cycle counts as
life, like seki), except that in the first digit of the "moment" reading
O must also have given its tenuki (a cycle then counts against O).

The four digits (manual 8.7)
----------------------------
With the wall test above, each digit is the number of eyes (0, 1 or 2) in
one game; passing is always allowed (a pass is a move elsewhere):

1. X moves first, and once, whenever it likes, X plays twice in a row
   (O owes one tenuki);
2. X moves first, alternating;
3. O moves first, alternating;
4. O moves first, and once, whenever it likes, O plays twice in a row
   (X owes one tenuki).

This is the *tempo* reading of the threat digits (``threats="tempo"``,
the default): the player who receives the extra move chooses when to play
it, and a pass of that player gives it up.  Digits 1 and 4 then carry the
threats: straight four 1222 (X threatens to reduce it to one eye), squared
four 1112 (O threatens to make two), as in GNU Go's hand-made database and
its ``analyze_eyegraph`` (which lets X play twice at once); ``X.X`` 1222,
as in manual 8.7, which allows suicide as we do (X's double move is a
suicide of its two stones, then the vital point of the straight three;
GNU Go's file and search, which forbid suicide, give 2222).  GNU Go
reads the other way in the manual's Pattern 6141 (and in its mirror for
O's threats): 1122 there (O answers X's first move and gives the tempo
back only once X's next move can do no harm), 0122 here.

That other reading, where the player who gives the tempo away chooses the
moment, is kept as ``threats="moment"`` (``--threats moment``): in digit 1
O's first pass hands X the move, after which the game is alternating, and
the other way round in digit 4.  Carried through, it leaves no threats: the
giver always gives the tempo once the local fight has settled, so digit 1
equals digit 2 and digit 4 equals digit 3 (values 0000, 0011, 0022, 1111,
1122, 2222 only; the solver confirms it on every space we generate).  The
database uses the tempo reading because reading life and death needs the
threats.  Either way digits 2 and 3 are the same.

Vital points are marked only where the digits 2 and 3 differ (pure threats
are not marked, manual 8.7): attack points are X's first moves after which
the alternating game with O to move gives digit 2, defence points O's first
moves after which it gives digit 3.  Both: ``*`` (``@`` if marginal);
attack only ``<`` (``(``), defence only ``>`` (``)``).

What is stored
--------------
Shapes are grid polyominoes, merged by graph isomorphism (manual 8.5: the
straight and the bent three are one local game), with every labelling up
to the graph's automorphisms: each vertex inner or marginal (a vertex with
no free side cannot be marginal), empty or holding a dead X stone (inner
vertices only), every X string with a liberty in the space.  Sizes 1 to 6
are complete; larger sizes are limited in marginal vertices and stones
(:data:`SIZE_LIMITS`) to keep the run and the file small.  ``$`` (a
marginal vertex holding an X stone) is not generated: in this model an X
stone on a marginal vertex is connected out, so it is outside the space,
not a dead stone in it.  Shapes whose wall would not be one string (a
polyomino with a hole, or a placement enclosing a point against the edges)
are left out.  Only values other than 2222 are stored: the engine treats
an unmatched space as 2222, as GNU Go does (manual 8.6).

One labelled graph can be drawn in ways that play differently, because the
drawing decides which vertices touch the wall.  In the open it does not:
an inner vertex touches the wall iff its degree is below 4, a marginal one
iff its degree is below 3 (our rule above; making marginal vertices never
touch the wall would change some 45% of the values of five vertices: an O
stone there would be cut off, not the safe move of manual 8.3's rule 1).
At the board edge it does: on the first line a vertex can lose its wall
contact, and about a third of such placements of five vertices change
value.  So for every placement of every drawing against one edge or into a
corner we compute the value, and store an entry with edge lines (``|`` on
the left, ``+---`` above for a corner) when the matcher would otherwise
return a different value or different vital points.  These entries come
first within their size, the most specific first: a matcher takes the
first entry that matches, and a pattern vertex with k sides off the board
matches only a board vertex with at least k (GNU Go's rule in optics.c).

Known limits of the model: an eye graph of GNU Go may hold adjacencies that
are not on the grid (half eyes, manual 8.6); the outside X stones that
marginal vertices need are assumed not to cut the wall (true in the open,
false in a few corner drawings, where GNU Go's own search then disagrees
with ours); kos have no threats; the wall is never short of liberties, so
a value that holds only for a group with at most one liberty outside the
space is not what is stored: the bent four in the corner
(``+--%|..%|.%|.``) is 1222 here, like the straight four it is as a graph,
but 1122 with ``outer`` 0 or 1, where X kills it by ko (GNU Go's hand-made
database stores 1122, noting that with enough outer liberties it is 1222);
and owner stones shut in by the space (against the edge, or in a ring)
have no place in the model, whose wall is one string.
"""
from __future__ import annotations

import argparse
import itertools
import shlex
import sys
import textwrap
import time
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

Value = Tuple[int, int, int, int]
Cell = Tuple[int, int]

OUTER_LIBERTIES = 4
THREAT_READINGS = ("tempo", "moment")
DEFAULT_THREATS = "tempo"

# Sizes up to COMPLETE_SIZE are generated in full.  Above it, the labellings
# generated: (most marginal vertices, most dead X stones), SIZE_LIMITS for
# the sizes listed, LARGER_LIMITS beyond.  The engine's optics module states
# the same coverage (COMPLETE_SIZE, PARTIAL_COVERAGE: a covered space that
# matches no entry is worth two eyes), and a test holds the two equal.  What
# the whole run costs (tempo reading): sizes 1-6 about 90 s under PyPy, size
# 7 about 230 s, size 8 about 450 s, 13 minutes in all (CPython: some five
# times longer; the moment reading: about 7.5 minutes under PyPy).
COMPLETE_SIZE = 6
SIZE_LIMITS: Dict[int, Tuple[int, int]] = {7: (2, 1), 8: (1, 1)}
LARGER_LIMITS = (1, 0)
DEFAULT_MAX_SIZE = 8


def size_limits(size: int) -> Tuple[int, int]:
    """(most marginal vertices, most X stones) generated for one size."""
    if size <= COMPLETE_SIZE:
        return size, size
    return SIZE_LIMITS.get(size, LARGER_LIMITS)


# --------------------------------------------------------------------------
# The local game on one eye space (manual 8.3, 8.7)
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class SpaceRules:
    """The fixed facts of one eye space, as bitmasks over its vertices.

    ``neighbors[v]`` is the set of vertices adjacent to ``v``; ``wall`` the
    vertices touching the defender's enclosing string; ``marginal`` the
    vertices touching an invincible attacker stone outside the space.
    """

    neighbors: Tuple[int, ...]
    wall: int
    marginal: int


@dataclass(frozen=True)
class SpaceResult:
    """The eye value of one starting position and its vital points (bitmasks)."""

    value: Value
    attack: int
    defense: int


Move = Tuple[int, int, int, int, bool]     # vertex, o, x, ko vertex, wall left without inner libs


class LocalGame:
    """Go on the model position of one eye space (the rules of manual 8.3,
    played as real Go: O "removing" a vertex is an O stone there, X
    "removing" a marginal vertex is a stone connected out).

    A position is a pair of bitmasks ``(o, x)``: defender and attacker stones
    on the vertices of the space.  The wall, the invincible stones outside
    and the outer liberties are implicit (see the module docstring); the
    wall's outer liberties are counted by the solver, so a move only reports
    whether it left the wall without liberties inside the space
    (``wall_zero``), which is a capture (or, for O, a suicide) exactly when
    no outer liberty or extra eye is left.
    """

    def __init__(self, rules: SpaceRules) -> None:
        self.rules = rules
        size = len(rules.neighbors)
        self.size = size
        self.full = (1 << size) - 1
        union = [0] * (1 << size)
        for mask in range(1, 1 << size):
            low = mask & -mask
            union[mask] = union[mask ^ low] | rules.neighbors[low.bit_length() - 1]
        self._union = union          # neighbours of a set of vertices
        self._moves: Dict[Tuple[int, int], Tuple[List[Move], List[Move]]] = {}

    def _grow(self, seed: int, within: int) -> int:
        """The strings of ``within`` containing ``seed``."""
        union = self._union
        while True:
            grown = (seed | union[seed]) & within
            if grown == seed:
                return seed
            seed = grown

    def wall_liberties(self, o: int, x: int) -> int:
        """Empty vertices of the space that are liberties of the wall's string."""
        wall = self._grow(o & self.rules.wall, o)
        return (self.rules.wall | self._union[wall]) & self.full & ~(o | x)

    def _x_move(self, o: int, x: int, v: int) -> Optional[Move]:
        union, full = self._union, self.full
        bit = 1 << v
        x2 = x | bit
        empty = full & ~(o | x2)
        wall = self._grow(o & self.rules.wall, o)
        wall_zero = not (self.rules.wall | union[wall]) & empty
        captured = 0
        touching = union[bit] & o & ~wall
        while touching:
            string = self._grow(touching & -touching, o)
            touching &= ~string
            if not union[string] & empty:
                captured |= string
        o2 = o & ~captured
        own = self._grow(bit, x2)
        ko = -1
        if not own & self.rules.marginal:
            libs = union[own] & full & ~(o2 | x2)
            if not libs:
                x2 &= ~own                  # suicide
            elif own == bit and libs == captured and captured & (captured - 1) == 0:
                ko = captured.bit_length() - 1
        if o2 == o and x2 == x and not wall_zero:
            return None                     # a lone suicide: a pass
        return v, o2, x2, ko, wall_zero

    def _o_move(self, o: int, x: int, v: int) -> Optional[Move]:
        union, full = self._union, self.full
        bit = 1 << v
        o2 = o | bit
        empty = full & ~(o2 | x)
        captured = 0
        touching = union[bit] & x
        while touching:
            string = self._grow(touching & -touching, x)
            touching &= ~string
            if not string & self.rules.marginal and not union[string] & empty:
                captured |= string
        x2 = x & ~captured
        empty = full & ~(o2 | x2)
        own = self._grow(bit, o2)
        ko = -1
        wall_zero = False
        if own & self.rules.wall:
            wall_zero = not (self.rules.wall | union[own]) & empty
        else:
            libs = union[own] & empty
            if not libs:
                o2 &= ~own                  # suicide
            elif own == bit and libs == captured and captured & (captured - 1) == 0:
                ko = captured.bit_length() - 1
        if o2 == o and x2 == x:
            return None
        return v, o2, x2, ko, wall_zero

    def moves(self, o: int, x: int) -> Tuple[List[Move], List[Move]]:
        """(X's moves, O's moves) in a position, each ``(v, o, x, ko, wall_zero)``.

        X's ``ko`` is the vertex O may not retake next, and the other way
        round.  A lone suicide changes nothing and is left out (it is a
        pass), except X's when it might capture the wall.
        """
        key = (o, x)
        found = self._moves.get(key)
        if found is None:
            empty = self.full & ~(o | x)
            xm: List[Move] = []
            om: List[Move] = []
            for v in range(self.size):
                if empty >> v & 1:
                    m = self._x_move(o, x, v)
                    if m is not None:
                        xm.append(m)
                    m = self._o_move(o, x, v)
                    if m is not None:
                        om.append(m)
            found = (xm, om)
            self._moves[key] = found
        return found


_X, _O = 0, 1


class _NodeGraph:
    """All nodes ``(o, x, outer liberties left, ko vertex, player to move)``
    reachable from the starting positions, with their moves.

    ``again`` (tempo reading only) also records, for every move, the node
    where the same player moves once more.
    """

    def __init__(self, game: LocalGame, starts: Sequence[int], outer: int, again: bool) -> None:
        self.index: Dict[Tuple[int, int, int, int, int], int] = {}
        self.nodes: List[Tuple[int, int, int, int, int]] = []
        self.moves: List[List[Tuple[int, int, bool]]] = []   # (vertex, node or -1, wall_zero)
        self.again: List[List[int]] = []     # the same moves, the mover to play again
        self.fill: List[int] = []            # X fills an outer liberty (-1: none left)
        self.fill_again: List[int] = []
        self.passes: List[int] = []
        self.zero: List[bool] = []           # the wall has no liberty inside the space
        for s in starts:
            self.node(0, s, outer, -1, _X)
            self.node(0, s, outer, -1, _O)
        i = 0
        while i < len(self.nodes):
            o, x, f, ko, turn = self.nodes[i]
            xm, om = game.moves(o, x)
            listed: List[Tuple[int, int, bool]] = []
            repeat: List[int] = []
            for v, o2, x2, ko2, wall_zero in (xm if turn == _X else om):
                if v == ko:
                    continue
                if o2 == o and x2 == x:          # X's lone suicide: only a capture counts
                    listed.append((v, -1, wall_zero))
                    repeat.append(-1)
                    continue
                listed.append((v, self.node(o2, x2, f, ko2, 1 - turn), wall_zero))
                repeat.append(self.node(o2, x2, f, -1, turn) if again else -1)
            self.moves.append(listed)
            self.again.append(repeat)
            if turn == _X and f > 0:
                self.fill.append(self.node(o, x, f - 1, -1, _O))
                self.fill_again.append(self.node(o, x, f - 1, -1, _X) if again else -1)
            else:
                self.fill.append(-1)
                self.fill_again.append(-1)
            self.passes.append(self.node(o, x, f, -1, 1 - turn))
            self.zero.append(game.wall_liberties(o, x) == 0)
            i += 1

    def node(self, o: int, x: int, f: int, ko: int, turn: int) -> int:
        key = (o, x, f, ko, turn)
        i = self.index.get(key)
        if i is None:
            i = len(self.nodes)
            self.index[key] = i
            self.nodes.append(key)
        return i


class _Edges:
    """The moves of one node graph for one number of extra eyes: successor
    lists without passes, their predecessors, and the pass edges apart (the
    three games differ only in who may pass)."""

    def __init__(self, plain: List[List[int]], passes: List[int], turn: List[int]) -> None:
        n = len(plain)
        self.plain = plain
        self.passes = passes
        self.turn = turn
        self.preds: List[List[int]] = [[] for _ in range(n)]
        self.pass_preds: List[List[int]] = [[] for _ in range(n)]
        for i in range(n):
            for j in plain[i]:
                self.preds[j].append(i)
            self.pass_preds[passes[i]].append(i)

    def attractor(self, reacher: int, target: List[bool], blocked: List[bool],
                  may_pass: Tuple[bool, bool]) -> List[bool]:
        """Nodes from which ``reacher`` can force a ``target`` node (backward induction).

        The reacher needs one successor in the attractor, the other player
        must have all of them there; ``may_pass[t]`` says whether the player
        of turn t has the pass edge in this game; ``blocked`` nodes never join
        (the other player has already won there).  Plays that never end stay
        outside.
        """
        turn, plain = self.turn, self.plain
        n = len(plain)
        count = [len(plain[i]) + may_pass[turn[i]] for i in range(n)]
        win = [False] * n
        stack = []
        for i in range(n):
            if not blocked[i] and (target[i] or (turn[i] != reacher and count[i] == 0)):
                win[i] = True
                stack.append(i)
        preds, pass_preds = self.preds, self.pass_preds
        while stack:
            j = stack.pop()
            for group, passing in ((preds[j], False), (pass_preds[j], True)):
                for i in group:
                    if win[i] or blocked[i] or (passing and not may_pass[turn[i]]):
                        continue
                    if turn[i] == reacher:
                        win[i] = True
                        stack.append(i)
                    else:
                        count[i] -= 1
                        if count[i] == 0:
                            win[i] = True
                            stack.append(i)
        return win


def _survival(graph: _NodeGraph, extra: int, threats: str
              ) -> Tuple[List[bool], List[bool], List[bool]]:
    """For one number of extra eyes: does O survive each node in the
    alternating game, the game of digit 1 and the game of digit 4?"""
    n = len(graph.nodes)
    turn = [node[4] for node in graph.nodes]
    # Immediate captures and the plain successors (in-space moves, X's fill).
    capture = [False] * n
    plain: List[List[int]] = []
    for i in range(n):
        f = graph.nodes[i][2]
        out = []
        if turn[i] == _X:
            if graph.zero[i] and f + extra == 1:
                capture[i] = True           # X fills the last outer liberty or extra eye
            for _, j, wall_zero in graph.moves[i]:
                if wall_zero and f + extra == 0:
                    capture[i] = True
                elif j >= 0:
                    out.append(j)
            if graph.fill[i] >= 0 and not capture[i]:
                out.append(graph.fill[i])
        else:
            for _, j, wall_zero in graph.moves[i]:
                if not (wall_zero and f + extra == 0):   # never the wall's suicide
                    out.append(j)
        plain.append(out)
    edges = _Edges(plain, graph.passes, turn)
    never = [False] * n
    x_wins = edges.attractor(_X, capture, never, (True, True))
    alive = [not w for w in x_wins]
    if threats == "moment":
        # Digit 1: O owes a tenuki; its first pass hands X the move (alternating
        # play after that).  O must reach such a pass into a position it survives.
        spend1 = [turn[i] == _O and alive[graph.passes[i]] for i in range(n)]
        first = edges.attractor(_O, spend1, capture, (True, False))
        # Digit 4: X owes a tenuki; its first pass hands O the move.
        spend4 = [capture[i] or (turn[i] == _X and x_wins[graph.passes[i]]) for i in range(n)]
        fourth = [not w for w in edges.attractor(_X, spend4, never, (False, True))]
        return alive, first, fourth
    # Tempo reading: the player who gets the extra move plays it when it
    # likes (two moves in a row); its pass plays it elsewhere, and it is gone.
    target1 = list(capture)
    blocked4 = [False] * n
    for i in range(n):
        f = graph.nodes[i][2]
        repeats = [j for (_, _, wall_zero), j in zip(graph.moves[i], graph.again[i])
                   if j >= 0 and not (wall_zero and f + extra == 0)]
        if graph.fill_again[i] >= 0:
            repeats.append(graph.fill_again[i])
        if turn[i] == _X:
            if x_wins[graph.passes[i]] or any(x_wins[j] for j in repeats):
                target1[i] = True
        elif alive[graph.passes[i]] or any(not x_wins[j] for j in repeats):
            blocked4[i] = True              # O's double move (or pass) reaches life
    first = [not w for w in edges.attractor(_X, target1, never, (False, True))]
    fourth = [not w for w in edges.attractor(_X, capture, blocked4, (True, False))]
    return alive, first, fourth


def _eyes(alive: Sequence[Sequence[bool]], i: int) -> int:
    """Eyes from survival with no extra eye (``alive[0]``) and with one."""
    return 2 if alive[0][i] else 1 if alive[1][i] else 0


def solve_space(rules: SpaceRules, starts: Iterable[int], outer: int = OUTER_LIBERTIES,
                threats: str = DEFAULT_THREATS) -> Dict[int, SpaceResult]:
    """Eye values and vital points of a space, for each start position
    (the four digits of manual 8.7).

    ``starts`` are masks of dead X stones (no O stones).  Returns, for each,
    the four digits and the attack and defence points as bitmasks (marked
    only when digits 2 and 3 differ).  Every position reachable from the
    starts is solved at once, so the X stone labellings of one space cost
    one solve.
    """
    if threats not in THREAT_READINGS:
        raise ValueError(f"threats must be one of {THREAT_READINGS}, not {threats!r}")
    starts = sorted(set(starts))
    graph = _NodeGraph(LocalGame(rules), starts, outer, again=threats == "tempo")
    by_extra = [_survival(graph, extra, threats) for extra in (0, 1)]
    # survival[game][extra][node], game 0 alternating, 1 and 4 the tenuki games
    alternating, first, fourth = ([by_extra[0][k], by_extra[1][k]] for k in range(3))
    results: Dict[int, SpaceResult] = {}
    for s in starts:
        x_first = graph.index[(0, s, outer, -1, _X)]
        o_first = graph.index[(0, s, outer, -1, _O)]
        value = (_eyes(first, x_first), _eyes(alternating, x_first),
                 _eyes(alternating, o_first), _eyes(fourth, o_first))
        attack = defense = 0
        if value[1] != value[2]:
            attack = _vital_points(graph, alternating, x_first, value[1], outer)
            defense = _vital_points(graph, alternating, o_first, value[2], outer)
        results[s] = SpaceResult(value, attack, defense)
    return results


def _vital_points(graph: _NodeGraph, alternating: Sequence[Sequence[bool]], start: int,
                  digit: int, outer: int) -> int:
    """The first moves from ``start`` after which the alternating game gives ``digit``."""
    points = 0
    for v, j, wall_zero in graph.moves[start]:
        if j < 0:
            continue                        # a lone suicide: no move at all
        alive = [not (wall_zero and outer + extra == 0) and alternating[extra][j]
                 for extra in (0, 1)]
        if (2 if alive[0] else 1 if alive[1] else 0) == digit:
            points |= 1 << v
    return points


# --------------------------------------------------------------------------
# Shapes: polyominoes and their graphs (manual 8.5)
# --------------------------------------------------------------------------

_STEPS = ((1, 0), (0, -1), (-1, 0), (0, 1))


def _normalize(cells: Iterable[Cell]) -> Tuple[Cell, ...]:
    cells = list(cells)
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return tuple(sorted((r - r0, c - c0) for r, c in cells))


def polyominoes(size: int) -> List[Tuple[Cell, ...]]:
    """Fixed polyominoes of ``size`` cells (each orientation apart), sorted.

    Cells are ``(row, column)`` from the top left corner of the bounding box.
    """
    level = {((0, 0),)}
    for _ in range(size - 1):
        grown = set()
        for shape in level:
            occupied = set(shape)
            for r, c in shape:
                for dr, dc in _STEPS:
                    q = (r + dr, c + dc)
                    if q not in occupied:
                        grown.add(_normalize(shape + (q,)))
        level = grown
    return sorted(level)


def cell_neighbors(cells: Sequence[Cell]) -> Tuple[int, ...]:
    """Adjacency bitmasks of a drawing (vertex k is ``cells[k]``)."""
    where = {c: k for k, c in enumerate(cells)}
    masks = []
    for r, c in cells:
        m = 0
        for dr, dc in _STEPS:
            k = where.get((r + dr, c + dc))
            if k is not None:
                m |= 1 << k
        masks.append(m)
    return tuple(masks)


def _degree(mask: int) -> int:
    return bin(mask).count("1")


def _refined_classes(neighbors: Sequence[int]) -> List[int]:
    """Colour refinement: vertices told apart by degrees, degrees of neighbours..."""
    n = len(neighbors)
    colour = [_degree(m) for m in neighbors]
    while True:
        signature = [(colour[v],
                      tuple(sorted(colour[w] for w in range(n) if neighbors[v] >> w & 1)))
                     for v in range(n)]
        rank = {s: k for k, s in enumerate(sorted(set(signature)))}
        refined = [rank[s] for s in signature]
        if len(set(refined)) == len(set(colour)):
            return refined
        colour = refined


def _orderings(classes: List[int]) -> Iterator[Tuple[int, ...]]:
    """Vertex orderings listing the classes in turn, each class in every order."""
    groups = [[v for v in range(len(classes)) if classes[v] == c] for c in sorted(set(classes))]
    for parts in itertools.product(*(itertools.permutations(g) for g in groups)):
        yield tuple(v for part in parts for v in part)


def _relabelled(neighbors: Sequence[int], order: Sequence[int]) -> Tuple[int, ...]:
    position = {v: k for k, v in enumerate(order)}
    rows = []
    for v in order:
        m = 0
        for w in range(len(neighbors)):
            if neighbors[v] >> w & 1:
                m |= 1 << position[w]
        rows.append(m)
    return tuple(rows)


def graph_certificate(neighbors: Sequence[int]) -> Tuple[int, ...]:
    """A canonical form of a graph: equal for two graphs iff they are isomorphic."""
    classes = _refined_classes(neighbors)
    return min(_relabelled(neighbors, order) for order in _orderings(classes))


def isomorphisms(source: Sequence[int], target: Sequence[int]) -> List[Tuple[int, ...]]:
    """All maps g (a tuple: vertex v of ``source`` to g[v] of ``target``)
    preserving adjacency both ways, sorted."""
    n = len(source)
    if n != len(target):
        return []
    cs, ct = _refined_classes(source), _refined_classes(target)
    if sorted(cs) != sorted(ct):
        return []
    found = []
    fixed = sorted(range(n), key=lambda v: (cs[v], v))
    for order in _orderings(ct):
        g = [0] * n
        for v, w in zip(fixed, order):
            g[v] = w
        if all(cs[v] == ct[g[v]] for v in range(n)) and all(
                _relabelled(target, [g[v] for v in range(n)])[v] == source[v] for v in range(n)):
            found.append(tuple(g))
    return sorted(found)


def automorphisms(neighbors: Sequence[int]) -> List[Tuple[int, ...]]:
    """The automorphism group of a graph as permutation tuples, identity first."""
    return isomorphisms(neighbors, neighbors)


def _walled_in(cells: Sequence[Cell], west: bool, north: bool,
               east: bool = False, south: bool = False) -> bool:
    """True if the points around the shape are not one connected region
    (a hole, or a pocket against the edges): the wall would not be one string.

    An edge runs along the side of the shape's bounding box it is named after.
    """
    occupied = set(cells)
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    r_lo, r_hi = min(rows) - (not north), max(rows) + (not south)
    c_lo, c_hi = min(cols) - (not west), max(cols) + (not east)
    free = {(r, c) for r in range(r_lo, r_hi + 1) for c in range(c_lo, c_hi + 1)
            if (r, c) not in occupied}
    if not free:
        return False
    start = min(free)
    seen = {start}
    todo = [start]
    while todo:
        r, c = todo.pop()
        for dr, dc in _STEPS:
            q = (r + dr, c + dc)
            if q in free and q not in seen:
                seen.add(q)
                todo.append(q)
    return len(seen) != len(free)


# --------------------------------------------------------------------------
# Embedding: which vertices touch the wall (module docstring, "The model")
# --------------------------------------------------------------------------

def wall_contact(neighbors: Sequence[int], edges: Sequence[int], marginal: int) -> Optional[int]:
    """The vertices touching O's wall, or None if the labelling cannot be drawn.

    A vertex has ``4 - degree - edges`` free sides.  An inner vertex touches
    the wall iff it has one; a marginal vertex needs one for its outside X
    stone and touches the wall iff it has a second.
    """
    wall = 0
    for v, mask in enumerate(neighbors):
        free = 4 - _degree(mask) - edges[v]
        if marginal >> v & 1:
            if free < 1:
                return None
            if free >= 2:
                wall |= 1 << v
        elif free >= 1:
            wall |= 1 << v
    return wall


def legal_stone_sets(neighbors: Sequence[int], allowed: int) -> List[int]:
    """Every set of dead X stones on ``allowed`` vertices leaving each X
    string a liberty in the space, sorted."""
    n = len(neighbors)
    full = (1 << n) - 1
    out = []
    for x in _submasks(allowed):
        if x == full:
            continue
        ok = True
        rest = x
        while rest and ok:
            string = rest & -rest
            while True:
                grown = string
                for v in _bits(string):
                    grown |= neighbors[v] & x
                if grown == string:
                    break
                string = grown
            rest &= ~string
            libs = 0
            for v in _bits(string):
                libs |= neighbors[v]
            ok = bool(libs & full & ~x)
        if ok:
            out.append(x)
    return sorted(out)


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _submasks(mask: int) -> Iterator[int]:
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


# --------------------------------------------------------------------------
# Diagrams and analyze_eyegraph (GNU Go's command of that name, manual 8.11)
# --------------------------------------------------------------------------

_EMPTY_SYMBOLS = frozenset(".*<>")
_MARGINAL_SYMBOLS = frozenset("!@()")
_EDGE_SYMBOLS = frozenset("|-+")


@dataclass(frozen=True)
class EyeDiagram:
    """An eye graph read from a diagram: its cells in reading order, their
    labels (``.``, ``!`` or ``X``) and how many of their sides are off the board."""

    cells: Tuple[Cell, ...]          # (row, column) of the diagram text
    labels: str
    edges: Tuple[int, ...]
    sides: Tuple[bool, bool, bool, bool]     # board edge on the west, north, east, south

    @property
    def neighbors(self) -> Tuple[int, ...]:
        return cell_neighbors(self.cells)


def parse_eyegraph(diagram: str) -> EyeDiagram:
    """Read a diagram: rows separated by newlines (or ``%``), spaces (or
    ``O``) outside the space, ``|``, ``-`` and ``+`` for the board edge.

    Vital point marks (``*<>@()``) are read as the plain vertex.  Raises
    ValueError for ``$``, ``x`` and other symbols, an empty or a
    disconnected space.
    """
    rows = diagram.replace("%", "\n").split("\n")
    found: Dict[Cell, str] = {}
    edge_cells = set()
    for i, row in enumerate(rows):
        for j, ch in enumerate(row):
            if ch in " O\t":
                continue
            if ch in _EDGE_SYMBOLS:
                edge_cells.add((i, j))
            elif ch in _EMPTY_SYMBOLS:
                found[(i, j)] = "."
            elif ch in _MARGINAL_SYMBOLS:
                found[(i, j)] = "!"
            elif ch == "X":
                found[(i, j)] = "X"
            elif ch in "$x":
                raise ValueError(f"{ch!r} is not supported: give the exact labelling "
                                 "(a marginal X stone is outside the space in this model)")
            else:
                raise ValueError(f"unexpected symbol {ch!r} in an eye diagram")
    if not found:
        raise ValueError("the diagram has no eye vertex")
    cells = tuple(sorted(found))
    edges = []
    for r, c in cells:
        edges.append(sum(1 for dr, dc in _STEPS if (r + dr, c + dc) in edge_cells))
    top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
    left, right = min(c for _, c in cells), max(c for _, c in cells)
    sides = (any(c < left for _, c in edge_cells),
             any(r < top for r, _ in edge_cells),
             any(c > right for _, c in edge_cells),
             any(r > bottom for r, _ in edge_cells))
    graph = cell_neighbors(cells)
    seen = 1
    while True:
        grown = seen
        for v in _bits(seen):
            grown |= graph[v]
        if grown == seen:
            break
        seen = grown
    if seen != (1 << len(cells)) - 1:
        raise ValueError("the eye space is not connected")
    return EyeDiagram(cells, "".join(found[c] for c in cells), tuple(edges), sides)


def analyze_eyegraph(diagram: str, threats: str = DEFAULT_THREATS, outer: int = OUTER_LIBERTIES
                     ) -> Tuple[Value, List[Cell], List[Cell]]:
    """The eye value of a diagram and its vital points.

    Returns ``(value, attack_points, defense_points)``: the four digits and
    the vital points as ``(row, column)`` positions in the diagram text.
    ``outer`` is the number of outer liberties of the wall (see the model).
    Raises ValueError for a diagram that cannot be read or drawn (see
    :func:`parse_eyegraph`; a marginal vertex needs a free side) or that
    the model does not cover (a space enclosing points, so that the wall
    would not be one string).
    """
    eye = parse_eyegraph(diagram)
    west, north, east, south = eye.sides
    if _walled_in(eye.cells, west, north, east, south):
        raise ValueError("the space encloses points: the wall would not be one string")
    neighbors = eye.neighbors
    marginal = sum(1 << v for v, ch in enumerate(eye.labels) if ch == "!")
    stones = sum(1 << v for v, ch in enumerate(eye.labels) if ch == "X")
    if stones not in legal_stone_sets(neighbors, stones) or stones == (1 << len(neighbors)) - 1:
        raise ValueError("an X string without a liberty in the space")
    wall = wall_contact(neighbors, eye.edges, marginal)
    if wall is None:
        raise ValueError("a marginal vertex with no free side")
    result = solve_space(SpaceRules(neighbors, wall, marginal), [stones], outer, threats)[stones]
    return (result.value, [eye.cells[v] for v in _bits(result.attack)],
            [eye.cells[v] for v in _bits(result.defense)])


def mark_vital_points(diagram: str, attack: Iterable[Cell], defense: Iterable[Cell]) -> str:
    """The diagram with vital points drawn in the dialect's symbols."""
    rows = [list(r) for r in diagram.replace("%", "\n").split("\n")]
    attack, defense = set(attack), set(defense)
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if (r, c) in attack or (r, c) in defense:
                marginal = ch in _MARGINAL_SYMBOLS
                both = (r, c) in attack and (r, c) in defense
                key = "both" if both else "attack" if (r, c) in attack else "defense"
                row[c] = {("both", False): "*", ("attack", False): "<", ("defense", False): ">",
                          ("both", True): "@", ("attack", True): "(", ("defense", True): ")"}[
                    (key, marginal)]
    return "\n".join("".join(row) for row in rows)


# --------------------------------------------------------------------------
# The generator
# --------------------------------------------------------------------------

_LABEL_CODE = {".": 0, "X": 1, "!": 2}


@dataclass(frozen=True)
class Entry:
    """One generated eye pattern."""

    name: str
    size: int
    rows: Tuple[str, ...]            # the diagram, vital points and edges drawn
    value: Value
    edges: int                       # sides off the board, summed over the vertices

    def text(self) -> str:
        """The pattern in the dialect of :mod:`kosumi.patterns.eyes`."""
        return "Pattern {}\n\n{}\n\n:{}\n".format(
            self.name, "\n".join(self.rows), "".join(map(str, self.value)))


@dataclass
class _GraphClass:
    """One graph class: its drawing, automorphisms and drawings at the edge."""

    index: int
    drawing: Tuple[Cell, ...]
    neighbors: Tuple[int, ...]
    automorphisms: List[Tuple[int, ...]]
    # canonical edge vector (drawing order) -> (cells, west, north, map cell -> vertex)
    contexts: Dict[Tuple[int, ...], Tuple[Tuple[Cell, ...], bool, bool, Tuple[int, ...]]]


def _drawing_key(cells: Sequence[Cell]) -> tuple:
    """Our drawing rule: the smallest bounding box, upright rather than
    wide, then the first cell list."""
    height = max(r for r, _ in cells) + 1
    width = max(c for _, c in cells) + 1
    return height * width, -height, tuple(cells)


def _image(vector: Sequence[int], g: Sequence[int]) -> Tuple[int, ...]:
    """The vector seen through g: position v gets vector[g[v]]."""
    return tuple(vector[g[v]] for v in range(len(g)))


def _mask_image(mask: int, g: Sequence[int]) -> int:
    """The vertices v with g[v] in mask."""
    return sum(1 << v for v in range(len(g)) if mask >> g[v] & 1)


def graph_classes(size: int) -> Tuple[List[_GraphClass], int]:
    """The graph classes of polyominoes of one size, and how many classes
    were left out because every drawing has a hole."""
    by_graph: Dict[Tuple[int, ...], List[Tuple[Cell, ...]]] = {}
    for cells in polyominoes(size):
        by_graph.setdefault(graph_certificate(cell_neighbors(cells)), []).append(cells)
    found: List[_GraphClass] = []
    skipped = 0
    for certificate in sorted(by_graph):
        drawings = [c for c in by_graph[certificate] if not _walled_in(c, False, False)]
        if not drawings:
            skipped += 1
            continue
        drawing = min(drawings, key=_drawing_key)
        neighbors = cell_neighbors(drawing)
        autos = automorphisms(neighbors)
        contexts: Dict[Tuple[int, ...], Tuple[Tuple[Cell, ...], bool, bool, Tuple[int, ...]]] = {
            (0,) * size: (drawing, False, False, tuple(range(size)))}
        candidates: Dict[Tuple[int, ...], List[tuple]] = {}
        for cells in by_graph[certificate]:
            phi = isomorphisms(cell_neighbors(cells), neighbors)[0]
            for north in (False, True):
                if _walled_in(cells, True, north):
                    continue
                edge_p = [(c == 0) + (north and r == 0) for r, c in cells]
                edge_d = [0] * size
                for k, v in enumerate(phi):
                    edge_d[v] = edge_p[k]
                g = min(autos, key=lambda h: _image(edge_d, h))
                canonical = _image(edge_d, g)
                inverse = [0] * size
                for v in range(size):
                    inverse[g[v]] = v
                mapped = tuple(inverse[v] for v in phi)      # cell k -> vertex
                candidates.setdefault(canonical, []).append(
                    (_drawing_key(cells), north, cells, mapped))
        for canonical in sorted(candidates):
            _, north, cells, mapped = min(candidates[canonical])
            contexts[canonical] = (cells, True, north, mapped)
        found.append(_GraphClass(len(found), drawing, neighbors, autos, contexts))
    return found, skipped


def _render(cells: Sequence[Cell], west: bool, north: bool, mapped: Sequence[int],
            labels: Sequence[str], attack: int, defense: int) -> Tuple[str, ...]:
    height = max(r for r, _ in cells) + 1
    width = max(c for _, c in cells) + 1
    grid = [[" "] * width for _ in range(height)]
    for k, (r, c) in enumerate(cells):
        v = mapped[k]
        label = labels[v]
        a, d = attack >> v & 1, defense >> v & 1
        if a or d:
            marks = "*<>" if label == "." else "@()"
            label = marks[0] if a and d else marks[1] if a else marks[2]
        grid[r][c] = label
    rows = [("|" if west else "") + "".join(row).rstrip() for row in grid]
    if north:
        rows.insert(0, ("+" if west else "") + "-" * width)
    return tuple(rows)


class _Generator:
    """Entries of one size; see :func:`generate`."""

    def __init__(self, size: int, outer: int, threats: str, limits: Tuple[int, int]) -> None:
        self.size = size
        self.outer = outer
        self.threats = threats
        self.max_marginals, self.max_stones = limits
        self.solves = 0
        self._cache: Dict[Tuple[int, int, int], Dict[int, SpaceResult]] = {}

    def _solve(self, shape: _GraphClass, marginal: int, wall: int) -> Dict[int, SpaceResult]:
        key = (shape.index, marginal, wall)
        found = self._cache.get(key)
        if found is None:
            allowed = ((1 << self.size) - 1) & ~marginal
            starts = [x for x in legal_stone_sets(shape.neighbors, allowed)
                      if _degree(x) <= self.max_stones]
            found = solve_space(SpaceRules(shape.neighbors, wall, marginal), starts,
                                self.outer, self.threats)
            self._cache[key] = found
            self.solves += 1
        return found

    def entries(self, classes: List[_GraphClass]
                ) -> List[Tuple[tuple, Tuple[str, ...], Value, int]]:
        """(sort key, diagram rows, value, edge count) of every stored entry."""
        out = []
        for shape in classes:
            stored: List[Tuple[tuple, Tuple[str, ...], Tuple[int, ...], SpaceResult]] = []
            for edges in sorted(shape.contexts, key=lambda e: (sum(e), e)):
                out.extend(self._context(shape, edges, stored))
        return out

    def _context(self, shape: _GraphClass, edges: Tuple[int, ...], stored: list
                 ) -> List[Tuple[tuple, Tuple[str, ...], Value, int]]:
        """The entries of one drawing context (interior, or one edge vector)."""
        size = self.size
        interior = not any(edges)
        cells, west, north, mapped = shape.contexts[edges]
        stabilizer = [g for g in shape.automorphisms if _image(edges, g) == edges]
        free = [4 - _degree(shape.neighbors[v]) - edges[v] for v in range(size)]
        can_be_marginal = sum(1 << v for v in range(size) if free[v] >= 1)
        seen = set()
        found = []
        for marginal in sorted(_submasks(can_be_marginal)):
            if _degree(marginal) > self.max_marginals:
                continue
            if min(_mask_image(marginal, g) for g in stabilizer) != marginal:
                continue                              # another marginal set of its orbit
            wall = wall_contact(shape.neighbors, edges, marginal)
            wall0 = wall_contact(shape.neighbors, (0,) * size, marginal)
            if not interior and wall == wall0:
                continue                              # plays exactly as in the open
            results = self._solve(shape, marginal, wall)
            plain = results if interior else self._solve(shape, marginal, wall0)
            for stones, result in results.items():
                labels = tuple("!" if marginal >> v & 1 else "X" if stones >> v & 1 else "."
                               for v in range(size))
                codes = tuple(_LABEL_CODE[c] for c in labels)
                g = min(stabilizer, key=lambda h: _image(codes, h))
                key = _image(codes, g)
                if key in seen:
                    continue
                seen.add(key)
                canon = SpaceResult(result.value, _mask_image(result.attack, g),
                                    _mask_image(result.defense, g))
                canon_labels = _image(labels, g)
                if interior:
                    if result.value == (2, 2, 2, 2):
                        continue
                else:
                    open_air = plain[stones]
                    open_air = SpaceResult(open_air.value, _mask_image(open_air.attack, g),
                                           _mask_image(open_air.defense, g))
                    if self._answered(shape, canon_labels, edges, canon, stored, open_air):
                        continue
                    stored.append(((-sum(edges), edges, key), canon_labels, edges, canon))
                    stored.sort(key=lambda t: t[0])
                sort_key = (0 if not interior else 1, -sum(edges), shape.index, edges, key)
                rows = _render(cells, west, north, mapped, canon_labels, canon.attack,
                               canon.defense)
                found.append((sort_key, rows, result.value, sum(edges)))
        return found

    def _answered(self, shape: _GraphClass, labels: Tuple[str, ...], edges: Tuple[int, ...],
                  result: SpaceResult, stored: list, open_air: SpaceResult) -> bool:
        """True if the matcher would already give this value and these vital
        points without a new entry: the first stored entry with fewer edges
        that matches (whichever way it is matched), else the open-air entry."""
        for _, other_labels, other_edges, other in stored:
            if sum(other_edges) >= sum(edges):
                continue
            ways = [h for h in shape.automorphisms
                    if all(other_labels[v] == labels[h[v]] and other_edges[v] <= edges[h[v]]
                           for v in range(self.size))]
            if ways:
                return other.value == result.value and all(
                    sum(1 << h[v] for v in _bits(other.attack)) == result.attack
                    and sum(1 << h[v] for v in _bits(other.defense)) == result.defense
                    for h in ways)
        return open_air == result


def generate(max_size: int, min_size: int = 1, threats: str = DEFAULT_THREATS,
             outer: int = OUTER_LIBERTIES,
             limits: Optional[Dict[int, Tuple[int, int]]] = None,
             log: Optional[Callable[[str], None]] = None) -> List[Entry]:
    """Every stored entry for the sizes ``min_size..max_size``, named and in file order.

    ``limits`` maps a size to (most marginal vertices, most X stones) of its
    labellings (default :func:`size_limits`; a size missing from a given map
    is generated in full); ``log`` receives progress lines.
    """
    entries: List[Entry] = []
    for size in range(min_size, max_size + 1):
        started = time.time()
        classes, skipped = graph_classes(size)
        bounds = size_limits(size) if limits is None else limits.get(size, (size, size))
        generator = _Generator(size, outer, threats, bounds)
        found = sorted(generator.entries(classes), key=lambda t: t[0])
        for k, (_, rows, value, edges) in enumerate(found, 1):
            entries.append(Entry(f"E{size}-{k}", size, rows, value, edges))
        if log is not None:
            log(f"size {size}: {len(classes)} graphs ({skipped} left out: holes), "
                f"{generator.solves} solves, {len(found)} entries, "
                f"{time.time() - started:.1f} s")
    return entries


# --------------------------------------------------------------------------
# The database file and the command line
# --------------------------------------------------------------------------

_HEADER = """\
# Eye shapes of Kosumi: computed, not written by hand.
#
# Generated by:
#   {command}
# (engine/tools/eyegen.py, module kosumi.engine.tools.eyegen: its
# docstring gives the model and the reasons for it.)
# Do not edit: regenerate, and check with --check.
#
# Each space was played out as real Go on a small model position: the
# defender's group (O) surrounds the space as one string with four outer
# liberties that the attacker (X) may fill, suicide is allowed and ko goes
# to whoever takes it first.  The space gives at least e eyes if O's group,
# given 2-e sure eyes elsewhere, is never captured (seki counts as life).
#
# Symbols:
#   .  an empty vertex of the space
#   !  a marginal empty vertex: an X stone outside touches it, so an X move
#      there is connected out (and never captured)
#   X  a dead X stone in the space
#   *  a vital point for both sides; <  for the attacker only; >  for the
#      defender only (marked only where the second and third digits differ)
#   @  (  )  the same on a marginal vertex
#   |  +---  the edge of the board (left side, top left corner)
#
{digits}
#
# A space matches an entry through a bijection that keeps labels and
# adjacency; a vertex drawn against an edge needs at least as many sides off
# the board.  Entries against an edge come first in each size, the most
# edges first: take the first entry that matches.  A space that matches no
# entry gives two eyes (2222).
#
{sizes}
"""


_DIGITS = {
    "tempo": """\
# The digits after the colon are the eyes when (1) X moves first and, once,
# when it likes, plays twice in a row (O owes a tenuki), (2) X moves first,
# (3) O moves first, (4) O moves first and, once, when it likes, plays twice
# in a row (X owes a tenuki); two means two or more.  So (1) and (4) show
# the threats: 1222 (the straight four) is two eyes that X threatens to
# reduce to one, 1112 (the squared four) one eye that O threatens to turn
# into two.""",
    "moment": """\
# The digits after the colon are the eyes when (1) X moves first and O
# owes one tenuki, given when O likes, (2) X moves first, (3) O moves first,
# (4) O moves first and X owes one tenuki, given when X likes; two means two
# or more.  (Generated with --threats moment: with the tenuki given at the
# giver's best moment, (1) equals (2) and (4) equals (3) in every entry, so
# the digits show no threats.)""",
}


def render_database(entries: Sequence[Entry], command: str, threats: str = DEFAULT_THREATS) -> str:
    """The text of an eye database holding ``entries``."""
    sizes = sorted({e.size for e in entries})
    full = [s for s in sizes if size_limits(s) == (s, s)]
    span = [f"Spaces of {full[0]} to {full[-1]} vertices in full"] if full else []
    for s in sizes:
        if s not in full:
            marginals, stones = size_limits(s)
            span.append(f"{s} vertices with at most {marginals} marginal "
                        f"and {stones} X stone{'s' if stones != 1 else ''}")
    summary = "; ".join(span or ["No sizes"]) + f"; {len(entries)} entries."
    summary = "\n".join(textwrap.wrap(summary, 76, initial_indent="# ",
                                      subsequent_indent="# "))
    parts = [_HEADER.format(command=command, sizes=summary, digits=_DIGITS[threats])]
    for entry in entries:
        parts.append("\n" + entry.text())
    return "".join(parts)


def _read_entries(text: str) -> Dict[str, Tuple[Tuple[str, ...], str]]:
    """name -> (diagram rows, colon line) of a database text, for --check."""
    found: Dict[str, Tuple[Tuple[str, ...], str]] = {}
    name = None
    rows: List[str] = []
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if line.startswith("Pattern "):
            name, rows = line.split()[1], []
        elif line.startswith(":") and name is not None:
            found[name] = (tuple(rows), line[1:].strip())
            name = None
        elif name is not None and line.strip():
            rows.append(line.rstrip())
    return found


def compare(expected: Sequence[Entry], text: str,
            sizes: Optional[Iterable[int]] = None) -> List[str]:
    """Differences between generated entries and a database text (limited to
    ``sizes`` when given); empty if they agree."""
    have = _read_entries(text)
    if sizes is not None:
        keep = {f"E{s}-" for s in sizes}
        have = {k: v for k, v in have.items() if any(k.startswith(p) for p in keep)}
    want = {e.name: (e.rows, "".join(map(str, e.value))) for e in expected}
    problems = []
    for name in sorted(set(want) | set(have), key=_name_key):
        if name not in have:
            problems.append(f"missing: {name} {'/'.join(want[name][0])} :{want[name][1]}")
        elif name not in want:
            problems.append(f"unexpected: {name} {'/'.join(have[name][0])} :{have[name][1]}")
        elif want[name] != have[name]:
            problems.append(f"differs: {name} file {'/'.join(have[name][0])} :{have[name][1]}, "
                            f"computed {'/'.join(want[name][0])} :{want[name][1]}")
    return problems


def _name_key(name: str) -> tuple:
    size, _, number = name[1:].partition("-")
    try:
        return int(size), int(number), name
    except ValueError:
        return 10 ** 6, 0, name


def _sizes_in(text: str) -> List[int]:
    return sorted({_name_key(n)[0] for n in _read_entries(text)})


def main(argv: Optional[list] = None) -> int:
    """``python -m kosumi.engine.tools.eyegen``: write or check an eye database."""
    parser = argparse.ArgumentParser(
        prog="python -m kosumi.engine.tools.eyegen",
        description="Compute the eye-shape database (see the module docstring).")
    parser.add_argument("--max-size", type=int, default=None,
                        help=f"largest eye space (default {DEFAULT_MAX_SIZE}; with --check: "
                             "the file's largest, and only sizes up to it are compared)")
    parser.add_argument("--out", help="write the database here ('-': standard output)")
    parser.add_argument("--check", metavar="PATH",
                        help="regenerate and report differences with PATH (exit status 1 if any)")
    parser.add_argument("--threats", choices=THREAT_READINGS, default=DEFAULT_THREATS,
                        help="who chooses when the extra move of digits 1 and 4 is played: "
                             "tempo, its receiver (default), or moment, its giver")
    parser.add_argument("--analyze", metavar="DIAGRAM",
                        help="print the value of one diagram ('%%' between rows) and exit")
    parser.add_argument("--quiet", action="store_true", help="no progress on standard error")
    if argv is None:
        argv = sys.argv[1:]
    args = parser.parse_args(argv)
    log = None if args.quiet else (lambda line: print(line, file=sys.stderr, flush=True))
    if args.analyze:
        try:
            value, attack, defense = analyze_eyegraph(args.analyze, args.threats)
        except ValueError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        print("".join(map(str, value)))
        print(mark_vital_points(args.analyze, attack, defense))
        return 0
    if bool(args.out) == bool(args.check):
        parser.error("give exactly one of --out and --check")
    if args.check:
        with open(args.check, encoding="utf-8") as handle:
            text = handle.read()
        sizes = _sizes_in(text)
        max_size = args.max_size or (sizes[-1] if sizes else 1)
        entries = generate(max_size, threats=args.threats, log=log)
        problems = compare(entries, text, range(1, max_size + 1))
        for line in problems:
            print(line)
        print(f"{args.check}: {len(entries)} entries computed, {len(problems)} differences",
              file=sys.stderr)
        return 1 if problems else 0
    max_size = args.max_size or DEFAULT_MAX_SIZE
    command = " ".join(["python -m kosumi.engine.tools.eyegen"] + [shlex.quote(a) for a in argv])
    started = time.time()
    entries = generate(max_size, threats=args.threats, log=log)
    text = render_database(entries, command, args.threats)
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(text)
    if log:
        log(f"{len(entries)} entries in {time.time() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

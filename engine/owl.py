"""Owl: life-and-death reading of whole dragons.

Counterpart of GNU Go's ``owl.c`` (manual 12.1, "Optics With Limit
negotiation"). The defender tries to make two eyes or escape, the attacker
to stop it; when neither side has a useful move, or the eyes decide, the
position is judged by the eye analysis of :mod:`.optics`, restricted to the
dragon under attack (the *goal*).

A node is assessed like this:

* the goal is the dragon's strings, grown by the defender's stones that
  touch it and shrunk by captures; once every original string is
  captured, the attack has succeeded;
* the goal's *lunches* are the enemy strings next to it that reading can
  capture; those their owner cannot save are not lively, so their stones
  count as eye space; one he can save stays lively and adds a possible
  eye only (GNU Go's ``sniff_lunch``: capturing it is gote);
* the eye spaces are made over the goal's neighbourhood (its bounding box
  and a margin), with half and false eyes, and those whose non-marginal
  points touch the goal are valued; a pessimistic count (each margin or
  half eye costs an eye, as GNU Go's ``compute_eyes_pessimistic``) of
  two or more means alive;
* a goal that can run (open points four steps away, by the escape measure
  of :mod:`.dragons`) counts as alive;
* a goal that cannot reach two eyes even moving first, cannot run and has
  no lunch is dead (deeper in the tree; at the root the attacker still
  looks for the move that shows it, as GNU Go answers with one).

Node assessments are kept by position and goal: the same node recurs in
the variations of one search and between a dragon's attack and defence.

Moves come from the owl pattern databases and from: the vital points of the
eye spaces and the key points of half eyes, the capture and rescue of
lunches and of goal strings, the points of the goal's eye spaces (nakade
for the attacker, expansion for the defender), the goal's liberties
(approach and escape). They are tried best first, fewer deeper down
(``owl_branch_depth``), and past the first two moves only the best one
for a defender that can neither reach two eyes nor run (:func:`_hopeless`);
a root move of the owner that seems to save the dragon is read again with
the attacker's answer at the root's width (:meth:`Owl._verified_reply`),
and a root move of the attacker that seems to kill with the owner's
answer at that width, on nodes past the node limit, refuted only by a
read that finished (:meth:`Owl._refuted`; budgeted reads skip it, :meth:`Owl.limited`);
beyond ``owl_reading_depth`` or ``owl_node_limit`` nodes the defender is
given the benefit of the doubt and the result is marked uncertain, as in
GNU Go. Results are cached per position and dragon.

Depends on the board, the reader, the eye analysis, the dragons'
escape measure and the pattern matcher (the databases are passed in);
knows nothing of move generation.
"""
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterable, Iterator, List, Optional, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .config import EngineConfig
from .dragons import (ALIVE, CRITICAL, DEAD, ESCAPE_OPEN, UNCHECKED, UNKNOWN, Dragon, Dragons,
                      Safety, dragon_escape, needs_owl, weakness)
from .geometry import (BOARDSIZE, DIAGONAL_SIDES, DIRS, NO_MOVE, NS, PASS_MOVE, POS, I, J,
                       delta)
from .optics import (HALF_EYE, MARGINAL, NO_EYES, PROPER, EyeShapes, EyeValue, add_eyevalues,
                     evaluate_space, find_half_and_false_eyes, make_eye_spaces)
from .autohelpers import Autohelpers
from .helpers import call_helper
from .matcher import PreparedDatabase, constraint_holds, matchpat
from .reading import KO_B, WIN, Reader, ReadingInterrupted, reverse
from .reading.budget import BoundedTactics
from .reading.komaster import CONDITIONAL, EMPTY_STATE, STATE_MASK, komaster_trymove

# Points around the goal's bounding box that the eye analysis looks at
# (3 -> 4: GNU Go's owl sample 42 -> 43 of 88, 5% slower).
REGION_MARGIN = 4
# A space bigger than this once its margins are filled gives the wall's
# atari from inside it only when the attacker's stone there cannot be taken.
WALL_ATARI_ROOM = 8
# Eye spaces this big keep their eyes in spite of a few margins.
BIG_SPACE = 9
HUGE_SPACE = 16     # the same for a space with stones in it
# A space this big once its margins are filled may yet make two eyes.
OPEN_SPACE_MAX_ROOM = 4
# Spaces of these sizes give no two sure eyes when a string of their wall
# has no liberty outside them (:func:`_short_wall`): the five- and six-point
# shapes need outside liberties to live as they stand (the rectangular six
# in the corner). For all sizes, GNU Go's owl.tst, ld_owl.tst, seki.tst and
# semeai.tst passed 460 of 740 (ld_owl.tst 64: a sealed eight-point space
# lives, and our search then killed it); for sizes up to six, 463; for five
# and six, 463 too (five to seven: the same cases), against 462 without the
# rule (gained ld_owl.tst 49, 301, 305; lost owl.tst 180, semeai.tst 114).
SEALED_SIZES = (5, 6)
# An escape potential this big means the dragon can run away.
ESCAPE_ALIVE = 6
# Tactical reading nodes allowed per question inside owl: a safety net for a
# read the depth limits do not tame, not a way to save time. The budget
# counts the nodes read, not those the cache spares, so whether a question
# finishes within a tight one depends on the questions asked before it
# and what they left in the cache; the owl's answers did too (150 nodes: GNU
# Go's ld10.sgf owl_defend R16 was 0 asked first, 3 S19 after owl_attack
# R16). The costliest question of GNU Go's ld_owl.tst and semeai.tst reads
# 27,011 nodes; 150 -> 50,000 cost 2 of the 352 owl cases of
# GNU Go's owl.tst and ld_owl.tst (248 -> 246) and 20% of the time of the
# median case (0.68 -> 0.84 s).
TACTICAL_BUDGET = 50_000
# The eye analysis of a node reads strings with this many liberties at most.
EYE_READ_LIBERTIES = 2
# Strings next to the goal (lunches) or in it with more liberties than
# this are not read for capture at a node.
LUNCH_LIBERTIES = 3
# Liberties the captor may fill to play out a capture (owl_substantial).
SUBSTANTIAL_FILLS = 32
# Node assessments kept before the store starts afresh.
ASSESSED_KEPT = 20000
# Search nodes kept in the transposition table (:meth:`Owl._transposed`).
NODES_KEPT = 50000
ATTACK_NODE, DEFEND_NODE = 0, 1
# Moves tried per node: at the root, near it, in the middle, beyond
# owl_branch_depth (GNU Go tries three; one more near the root finds the
# clean kill where three find only a ko, case 122 of our owl suite). The
# root tries twelve: the one question asked pays for them once, and where
# the eye shapes name no vital point the killing placement ranks among
# several reductions of equal value, in board order (test_owl_gtp's
# placements on the edge). Four at the root passed 218 of the 352 owl
# cases of GNU Go's owl.tst and ld_owl.tst, seven 227 (none lost); twelve
# the same owl cases as seven, and 66 of GNU Go's 114 dragon_status cases
# against 63 (a space of six points on the first line: the placement
# ranks eighth).
WIDTH_ROOT = 12
WIDTH_NEAR = 4
WIDTH_MIDDLE = 3
WIDTH_DEEP = 1
NEAR_DEPTH = 3
# Beyond this depth, a dragon that cannot reach two eyes even with its owner
# moving first, and has no room to run, is defended by its best move only.
HOPELESS_DEPTH = 2
HOPELESS_WIDTH = 1
# The owner's winning moves this shallow are read again with the attacker's
# reply at the root's width (:meth:`Owl._verified_reply`): the root only.
# Verifying the owner's answers one ply deeper too (2) lost 3 of GNU Go's
# owl cases net: the wider replies spent the node limit, and a search cut
# short gives the owner the benefit of the doubt.
VERIFIED_DEPTH = 1

# Move priorities.
VITAL = 90
RESCUE = 95
LUNCH = 85
HALF = 80
MARGIN = 65         # the key margin of a space whose eyes are unsettled
EXPAND = 60
INSIDE = 50
WALL_ATARI = 45     # an atari on the wall from inside a space that may give two eyes
LIBERTY = 40
RUN = 35
# A second-order liberty of the goal (below every other kind of candidate).
SECOND_ORDER = 30
PATTERN = 70        # a pattern without a value
# A move known to kill the dragon, for its defender: above the other
# candidates, below the vital points (above them, dragon_status lost a
# case where GNU Go defends on the vital point: 70 of 114 against 71).
KILL = VITAL - 1


@dataclass
class OwlResult:
    """An owl answer: the result code (WIN, KO_A, KO_B or 0), the move, and
    whether the reading finished within its limits."""

    code: int
    move: int = PASS_MOVE
    certain: bool = True
    nodes: int = 0


@dataclass
class Assessment:
    """What one node's static analysis says about the goal."""

    captured: bool = False
    alive: bool = False
    dead: bool = False
    eyes: EyeValue = NO_EYES
    pessimistic: int = 0
    optimistic: int = 0      # the most eyes its spaces and lunches may give
    escape: int = 0
    attacks: Dict[int, int] = field(default_factory=dict)    # move -> priority
    defenses: Dict[int, int] = field(default_factory=dict)
    # Pattern matches whose constraints are read only when their move is
    # about to be tried: move -> [(value, match)].
    attack_patterns: Dict[int, list] = field(default_factory=dict)
    defense_patterns: Dict[int, list] = field(default_factory=dict)


@dataclass(frozen=True)
class OwlPatterns:
    """The owl's move databases, prepared for matching: ``attack`` is
    matched for the attacker (its X stones must include the goal's),
    ``defense`` for the defender (its O stones). Counterparts of GNU Go's
    owl_attackpat and owl_defendpat databases; ours are written for
    Kosumi (patterns/owl_attack.db, patterns/owl_defense.db)."""

    attack: PreparedDatabase
    defense: PreparedDatabase


class _ShallowTactics:
    """The tactics the eye analysis of an owl node asks: strings with more
    than ``EYE_READ_LIBERTIES`` liberties count as safe without reading.
    Eye topology asks about every diagonal enemy stone of every eye, at
    every node; GNU Go's owl keeps that cheap through its reading depths
    (deep in owl, tactical reading sees short-of-liberty strings only)."""

    def __init__(self, tactics: BoundedTactics) -> None:
        self.tactics = tactics
        self.board = tactics.reader.b

    def attack(self, pos: int) -> Tuple[int, int]:
        if self.board.countlib(pos) > EYE_READ_LIBERTIES:
            return 0, NO_MOVE
        return self.tactics.attack(pos)

    def defense(self, pos: int) -> Tuple[int, int]:
        if self.board.countlib(pos) > EYE_READ_LIBERTIES:
            return WIN, NO_MOVE
        return self.tactics.defense(pos)

    def safe_move(self, move: int, color: int) -> int:
        return self.tactics.safe_move(move, color)


class Owl:
    """Life-and-death reading on one board (GNU Go's owl_attack and
    owl_defend). One object per examined position and configuration; its
    cache follows the position by hash."""

    def __init__(self, board: Board, config: EngineConfig, reader: Reader,
                 shapes: EyeShapes, patterns: Optional[OwlPatterns] = None) -> None:
        self.board = board
        self.patterns = patterns
        self.config = config
        self.reader = reader
        self.shapes = shapes
        self.tactics = BoundedTactics(board, config, reader, TACTICAL_BUDGET)
        self.eye_tactics = _ShallowTactics(self.tactics)
        self.helpers = Autohelpers(board, self.tactics.reader)   # for pattern constraints
        depths = config.depths
        self.node_limit = depths.owl_node_limit
        # Nodes past the search's count for checking a root kill
        # (:meth:`_refuted`); 0 turns the check off (budgeted reads).
        self.verify_limit = depths.owl_node_limit
        self.reading_depth = depths.owl_reading_depth
        self.branch_depth = depths.owl_branch_depth
        self.ko_depth = depths.ko_depth
        self.cache: Dict[tuple, OwlResult] = {}
        self._assessed: Dict[tuple, Tuple[Assessment, bool]] = {}
        self._nodes: Dict[tuple, Tuple[Tuple[int, int], int]] = {}   # transpositions
        self.nodes = 0            # all nodes read by this object (the GTP counter)
        self._search_nodes = 0
        self._allowance = self.node_limit     # the node count at which a read stops
        self._uncertain = False
        self._wide_at = -1        # a depth below the root read at the root's width

    @contextmanager
    def limited(self, limit: int) -> Iterator[None]:
        """Reads within ``limit`` nodes each (at most the owl's own limit)
        and no more: the root kills are not checked past it
        (:meth:`_refuted`). For readers with budgets of their own: the
        move generator's judgement, the races."""
        saved = (self.node_limit, self.verify_limit)
        self.node_limit, self.verify_limit = min(limit, self.node_limit), 0
        try:
            yield
        finally:
            self.node_limit, self.verify_limit = saved

    # --- entry points -----------------------------------------------------------

    def attack(self, target: int, stones: Optional[List[int]] = None) -> OwlResult:
        """Can the dragon at ``target`` be killed, its opponent moving first?
        ``stones``: the dragon's stones (default: the string at ``target``
        and the strings connected to it through shared liberties of the
        static dragon are the caller's business; the string alone)."""
        return self._root(target, stones, attack=True)

    def defend(self, target: int, stones: Optional[List[int]] = None,
               kill: int = NO_MOVE) -> OwlResult:
        """Can the dragon at ``target`` live, its owner moving first?
        As GNU Go's ``owl_defend``: PASS when the dragon looks alive as it
        stands (its eyes are settled), else the first candidate after
        which no attack kills, even when none would kill it now (a
        dragon that is not settled is given the move that settles it).
        A seki, where every move of the owner is a loss, lives by a pass.
        ``kill``: a move known to kill the dragon (an owl attack's), ranked
        at the root just below the eye shapes' vital points (``KILL``):
        the opponent's vital point is one's own, and a dragon that is
        critical is most often saved on the point that would kill it (GNU
        Go's dragon_status gives one point for both in most critical
        dragons of its suite)."""
        return self._root(target, stones, attack=False, kill=kill)

    def does_attack(self, move: int, stones: List[int]) -> int:
        """The result code of the attacker's ``move`` against the dragon of
        ``stones``, its owner answering (GNU Go's ``owl_does_attack``):
        WIN when the move captures it outright, 0 when it is illegal. The
        answer's code reversed: a defence by ko makes the move an attack
        by ko. The answer is read one move deep, as the search reads the
        reply to each of its own moves (GNU Go's ``do_owl_defend`` after
        ``trymove``): read as a new question at the root's width, the
        owner found replies the search does not try, and the move an
        ``owl_attack`` gives was said not to kill. A move that kills is
        then checked as the search checks its root kills
        (:meth:`_refuted`): a complete wide read that finds a rescue
        refutes it."""
        board = self.board
        color = board.board[stones[0]]
        with board.trying(move, BLACK + WHITE - color) as played:
            if not played:
                return 0
            left = [s for s in stones if board.board[s] == color]
            if not left:
                return WIN
            code = self._root(left[0], left, attack=False, depth=1).code
            if code == 0 and self.verify_limit > 0:
                # Checked as the search checks its root kills (_refuted).
                wide = self._root(left[0], left, attack=False, depth=1, wide=True)
                if wide.certain:
                    code = wide.code
            return reverse(code)

    def does_defend(self, move: int, stones: List[int]) -> int:
        """The result code of the owner's ``move`` for the dragon of
        ``stones``, the attacker answering (GNU Go's ``owl_does_defend``),
        read one move deep as :meth:`does_attack`, the attacker's answer
        at the root's width, as the search verifies its rescues at the
        root (:meth:`_verified_reply`). The new stone's string
        belongs to the dragon read, wherever it stands: a defence by a jump
        or a diagonal step is read with the stones it was played to join
        (GNU Go's ``init_owl`` adds the move to the goal as connected)."""
        board = self.board
        color = board.board[stones[0]]
        with board.trying(move, color) as played:
            if not played:
                return 0
            goal = {s for s in stones if board.board[s] == color}
            if not goal:
                return 0
            goal.update(board.string_stones(move))
            ordered = sorted(goal)
            return reverse(self._root(ordered[0], ordered, attack=True, depth=1, wide=True).code)

    def threaten_attack(self, target: int, stones: Optional[List[int]] = None
                        ) -> Tuple[int, int, int]:
        """Can the dragon be killed by two attacking moves in a row?
        ``(code, first, second)``, code 0 when not (GNU Go's
        ``owl_threaten_attack``). The first moves tried are the attacker's
        candidates at the root, best first. A dragon that one move kills
        gets 0: a threat is a question about dragons that live."""
        return self._threaten(target, stones, attack=True)

    def threaten_defense(self, target: int, stones: Optional[List[int]] = None
                         ) -> Tuple[int, int, int]:
        """Can the dragon be saved by two moves of its owner in a row?
        ``(code, first, second)`` (GNU Go's ``owl_threaten_defense``); 0
        for a dragon that one move saves."""
        return self._threaten(target, stones, attack=False)

    def _threaten(self, target: int, stones: Optional[List[int]], attack: bool
                  ) -> Tuple[int, int, int]:
        board = self.board
        goal = frozenset(stones or board.string_stones(target))
        if (self.attack if attack else self.defend)(target, sorted(goal)).code:
            return 0, PASS_MOVE, PASS_MOVE      # one move does it: no threat to make
        color = board.board[target]
        state = self.assess(goal, color)
        candidates = state.attacks if attack else state.defenses
        patterns = state.attack_patterns if attack else state.defense_patterns
        mover = BLACK + WHITE - color if attack else color
        for move in self._ranked(candidates, 0, patterns):
            with board.trying(move, mover) as played:
                if not played:
                    continue
                left = [s for s in goal if board.board[s] == color]
                if not left:
                    if attack:
                        return WIN, move, PASS_MOVE
                    continue
                if not attack:
                    left = sorted(self._grown(frozenset(left), move, color))
                second = (self.attack if attack else self.defend)(left[0], left)
                if second.code:
                    return second.code, move, second.move
        return 0, PASS_MOVE, PASS_MOVE

    def connection_defends(self, move: int, first: List[int], second: List[int]) -> int:
        """Does the owner's stone at ``move`` join the two dragons into one
        that lives? The result code of the joined dragon's defence (GNU
        Go's ``owl_connection_defends``): the owl reads the union of both
        dragons and the new stone as one goal, the opponent to move."""
        board = self.board
        color = board.board[first[0]]
        with board.trying(move, color) as played:
            if not played:
                return 0
            goal = [s for s in set(first) | set(second) | set(board.string_stones(move))
                    if board.board[s] == color]
            if any(board.board[s] != color for s in (first[0], second[0])):
                return 0
            return reverse(self.attack(goal[0], sorted(goal)).code)

    def substantial(self, target: int) -> bool:
        """Would capturing the string at ``target`` let the stones around it
        live? The captor fills the string's liberties (the last fill takes
        it), then the owl reads the captor's strings that touched it as one
        goal, the string's owner to move: only an unconditional kill (not
        a ko) says no (GNU Go's ``owl_substantial``). False when the
        capture cannot be played out."""
        board = self.board
        owner = board.board[target]
        captor = BLACK + WHITE - owner
        string = board.string_stones(target)
        around = {s for p in string for d in DIRS if board.board[p + d] == captor
                  for s in board.string_stones(p + d)}
        if not around:
            return False
        stackp = board.stackp
        try:
            for _ in range(SUBSTANTIAL_FILLS):
                if board.board[target] != owner:
                    break
                if not any(board.trymove(lib, captor) for lib in board.findlib(target)):
                    return False
            else:
                return False
            goal = sorted(s for s in around if board.board[s] == captor)
            return bool(goal) and self.attack(goal[0], goal).code != WIN
        finally:
            board.pop_to(stackp)

    def _root(self, target: int, stones: Optional[List[int]], attack: bool,
              depth: int = 0, kill: int = NO_MOVE, wide: bool = False) -> OwlResult:
        """Read one question with fresh counters, cached by position, goal
        and ``depth``: 0 for ``owl_attack``/``owl_defend``, 1 for the
        reply to a move just tried; ``wide`` reads that reply at the root's
        width, as the search reads the reply to a root move it keeps
        (:meth:`_verified_reply`).
        ``kill``: a known killing move, for the defender's root to rank
        at ``KILL``."""
        board = self.board
        if board.board[target] not in (BLACK, WHITE):
            raise ValueError("owl needs a stone")
        goal = frozenset(stones or board.string_stones(target))
        key = (board.hash, goal, attack, self.node_limit, self.verify_limit, depth, kill, wide)
        cached = self.cache.get(key)
        if cached is not None:
            return cached
        self._search_nodes = 0
        self._allowance = self.node_limit
        self._uncertain = False
        self.tactics.gave_up = False
        color = board.board[target]
        origins = frozenset(board.find_origin(s) for s in goal)
        stackp = board.stackp
        self._wide_at = depth if wide else -1
        try:
            if attack:
                code, move = self._attack(goal, origins, color, depth)
            else:
                code, move = self._defend(goal, origins, color, depth, kill=kill)
        finally:
            self._wide_at = -1
            board.pop_to(stackp)
        certain = not (self._uncertain or self.tactics.gave_up)
        result = OwlResult(code, move, certain, self._search_nodes)
        self.cache[key] = result
        return result

    # --- the search ------------------------------------------------------------

    def _count(self) -> bool:
        """Count a node; False once the node limit is reached."""
        self.nodes += 1
        self._search_nodes += 1
        if self.nodes & 15 == 0 and self.tactics.interrupted():
            raise ReadingInterrupted("interrupted")
        if self._search_nodes > self._allowance:
            self._uncertain = True
            return False
        return True

    def _attack(self, goal: frozenset, origins: frozenset, color: int,
                depth: int, ks: int = EMPTY_STATE, passed: bool = False) -> Tuple[int, int]:
        """:meth:`_attack_node`, through the transposition table."""
        return self._transposed(self._attack_node, ATTACK_NODE, goal, origins, color, depth,
                                ks, passed)

    def _attack_node(self, goal: frozenset, origins: frozenset, color: int,
                     depth: int, ks: int = EMPTY_STATE, passed: bool = False,
                     kill: int = NO_MOVE) -> Tuple[int, int]:
        """(code, move) for killing the goal with the attacker to move,
        under the komaster state ``ks``: WIN, KO_A (a ko the attacker
        takes first), KO_B (a ko he must first find a threat for) or 0.
        An attacker without a legal move passes, and so does a defender
        near the root whose every move fails (a seki); ``passed`` says
        that the other side just did, so that a second pass ends it.
        ``kill`` is the defender's (:meth:`_defend_node`), unused here:
        both nodes are read through :meth:`_transposed`."""
        if not self._count() or depth > self.reading_depth:
            self._uncertain = True
            return 0, PASS_MOVE
        goal = self._current_goal(goal)
        if self._original_gone(origins):
            return WIN, PASS_MOVE
        state = self.assess(goal, color)
        if state.alive:
            return 0, PASS_MOVE
        if state.dead and depth > 0:
            return WIN, PASS_MOVE
        other = BLACK + WHITE - color

        def answer(move: int, nks: int) -> int:
            if self._original_gone(origins):
                return 0
            return self._defend(goal, origins, color, depth + 1, nks)[0]

        best, best_move, played = self._try_moves(state.attacks, other, depth, ks, answer,
                                                   state.attack_patterns,
                                                   refute=depth == 0 and self.verify_limit > 0)
        if state.dead and best != WIN:
            return WIN, PASS_MOVE       # dead as it stands, and no move shows it
        if not played and not passed and \
                not self._defend(goal, origins, color, depth + 1, ks, passed=True)[0]:
            return WIN, PASS_MOVE       # no move needed: dead as it stands
        return best, best_move

    def _defend(self, goal: frozenset, origins: frozenset, color: int,
                depth: int, ks: int = EMPTY_STATE, passed: bool = False,
                kill: int = NO_MOVE) -> Tuple[int, int]:
        """:meth:`_defend_node`, through the transposition table."""
        return self._transposed(self._defend_node, DEFEND_NODE, goal, origins, color, depth,
                                ks, passed, kill)

    def _transposed(self, read: Callable[..., Tuple[int, int]], kind: int, goal: frozenset,
                    origins: frozenset, color: int, depth: int, ks: int, passed: bool,
                    kill: int = NO_MOVE) -> Tuple[int, int]:
        """A node's (code, move), read once per search state: the same
        position, goal, komaster state and side reached again at the same
        depth, by moves in another order or by a wider read of the move
        above it (:meth:`_verified_reply`, :meth:`_refuted`), has the same
        answer, as the widths below a node depend on its depth and on the
        depth read at the root's width only. Only answers read to the end
        are kept (GNU Go keeps its owl results in the reading cache,
        keyed by position and goal). An answer from the table counts the
        nodes its first read took, and a search whose limit that count
        would pass reads the node anew: the table saves time and changes
        no answer (on GNU Go's owl.tst, ld_owl.tst, seki.tst and
        semeai.tst the same 732 answers; the owl cases' seconds 364 ->
        347). Counted as one node each, its answers let the search read
        further within its limit, and it found kills GNU Go refutes
        (ld_owl.tst 28, owl.tst 118, seki.tst 2020: owl cases 249 -> 248,
        dragon_status 80 -> 79 of 114)."""
        board = self.board
        wide_below = self._wide_at if self._wide_at >= depth else -1
        checked = depth == 0 and self.verify_limit > 0      # root kills are checked
        key = (kind, board.board_hash(), board.ko_pos, board.stackp, goal, origins, depth,
               ks, passed, kill, wide_below, checked)
        known = self._nodes.get(key)
        if known is not None and self._search_nodes + known[1] <= self._allowance:
            self._search_nodes += known[1]
            self.nodes += known[1]
            return known[0]
        before = (self._uncertain, self.tactics.gave_up)
        self._uncertain = self.tactics.gave_up = False
        start = self._search_nodes
        try:
            result = read(goal, origins, color, depth, ks, passed, kill)
            if not (self._uncertain or self.tactics.gave_up):
                if len(self._nodes) >= NODES_KEPT:
                    self._nodes.clear()
                self._nodes[key] = (result, self._search_nodes - start)
            return result
        finally:
            self._uncertain |= before[0]
            self.tactics.gave_up |= before[1]

    def _defend_node(self, goal: frozenset, origins: frozenset, color: int,
                     depth: int, ks: int = EMPTY_STATE, passed: bool = False,
                     kill: int = NO_MOVE) -> Tuple[int, int]:
        """(code, move) for saving the goal with its owner to move; codes
        as :meth:`_attack`, seen from the defender; ``kill``, a move known
        to kill the goal, ranks at ``KILL`` at least."""
        if not self._count() or depth > self.reading_depth:
            self._uncertain = True
            return WIN, PASS_MOVE
        goal = self._current_goal(goal)
        if self._original_gone(origins):
            return 0, PASS_MOVE
        state = self.assess(goal, color)
        if state.alive:
            return WIN, PASS_MOVE

        def answer(move: int, nks: int) -> int:
            grown = self._grown(goal, move, color)
            return self._attack(grown, origins, color, depth + 1, nks)[0]

        candidates = state.defenses
        if kill != NO_MOVE:
            candidates = dict(candidates)       # the assessment is shared: not changed
            _offer(candidates, kill, KILL)
        best, best_move, _ = self._try_moves(candidates, color, depth, ks, answer,
                                             state.defense_patterns, _hopeless(state, depth),
                                             verify=depth < VERIFIED_DEPTH)
        if best == 0 and depth < NEAR_DEPTH and not passed and \
                self._lives_by_passing(goal, origins, color, depth, ks):
            return WIN, PASS_MOVE       # a seki: every move loses, a pass lives
        return best, best_move

    def _lives_by_passing(self, goal: frozenset, origins: frozenset, color: int,
                          depth: int, ks: int) -> bool:
        """Whether the attacker, moving after the owner's pass, cannot
        kill, read to the end: a read cut short by the node limit or the
        depth does not make a seki of a dragon every one of whose moves
        loses. (It did: our lunch test's dead G3 became "critical J5
        PASS" once the owl's tactical reads were no longer cut at 150
        nodes, and its search took more of the node limit.)"""
        before, self._uncertain = self._uncertain, False
        try:
            lives = not self._attack(goal, origins, color, depth + 1, ks, passed=True)[0]
            return lives and not self._uncertain
        finally:
            self._uncertain = before or self._uncertain

    def _try_moves(self, candidates: Dict[int, int], mover: int, depth: int, ks: int,
                   answer: Callable[[int, int], int],
                   patterns: Optional[Dict[int, list]] = None,
                   cap: Optional[int] = None, verify: bool = False,
                   refute: bool = False) -> Tuple[int, int, bool]:
        """Try the best candidates for ``mover``; ``answer(move, state)``
        gives the other side's result code after each. Returns (code,
        move, whether any move was legal): WIN at the first move the other
        side cannot answer, else the best ko result (a conditional ko
        capture of our own is worth KO_B at most), GNU Go's move loop in
        ``do_owl_attack`` and ``do_owl_defend``. ``cap`` limits the moves
        the depth allows; with ``verify`` a winning move's answer is read
        again at the root's width (:meth:`_verified_reply`), with
        ``refute`` too, but only a complete read of it counts
        (:meth:`_refuted`)."""
        best, best_move, played = 0, PASS_MOVE, False
        for move in self._ranked(candidates, depth, patterns, cap):
            r = komaster_trymove(self.board, move, mover, ks, self._ko_ok() and best == 0)
            if r < 0:
                continue
            played = True
            try:
                code = answer(move, r & STATE_MASK)
                if code == 0 and verify and not r & CONDITIONAL:
                    code = self._verified_reply(answer, move, r & STATE_MASK, depth + 1)
                elif code == 0 and refute and not r & CONDITIONAL:
                    code = self._refuted(answer, move, r & STATE_MASK, depth + 1)
            finally:
                self.board.popgo()
            if code == WIN:
                continue
            if r & CONDITIONAL:
                if best == 0:
                    best, best_move = KO_B, move
            elif code == 0:
                return WIN, move, True
            elif reverse(code) > best:
                best, best_move = reverse(code), move
        return best, best_move, played

    def _verified_reply(self, answer: Callable[[int, int], int], move: int, ks: int,
                        reply_depth: int) -> int:
        """The attacker's answer to a move of the owner that seems to save
        the dragon, read again with the root's width at ``reply_depth``.
        The search reads an answer with a few candidates only
        (``WIDTH_NEAR``): a rescue whose refutation ranked fifth passed
        for one, where the question asked after the rescue as a new root
        found it (GNU Go's owl.tst 12: our A11 saved the dragon until the
        attacker's B14 was read). Only the move that wins pays for the
        second read. The attacker's kills are not read again: a defender
        read wider finds rescues the attacker then cannot refute, most of
        them false (read again too, the kills gained 2 of GNU Go's owl
        cases and lost 5)."""
        before, self._wide_at = self._wide_at, reply_depth
        try:
            return answer(move, ks)
        finally:
            self._wide_at = before

    def _refuted(self, answer: Callable[[int, int], int], move: int, ks: int,
                 reply_depth: int) -> int:
        """The owner's answer to an attacker's root move that seems to
        kill, read again at the root's width (:meth:`_verified_reply`)
        with up to ``verify_limit`` nodes past the search's count; a
        rescue it finds counts only when that read finished, as a read
        cut short gives the owner the benefit of the doubt. The narrow
        answer missed rescues that a wide one finds, and GNU Go's
        answers confirm them (ld_owl.tst 28: our first kill of a corner
        group GNU Go calls alive). On GNU Go's owl.tst, ld_owl.tst,
        seki.tst and semeai.tst the check gained 5 cases and lost 2
        (dragon_status 77 -> 80 of 114, owl cases 249 both ways); within
        the search's own limit, which it mostly found spent, 3 and 2.
        Counting a rescue from a read cut short lost kills GNU Go
        confirms (5 owl cases lost, 2 gained, when it was measured
        before). The check's nodes stay counted: after a refuted kill
        the search goes on with what is left of its limit, and its
        answer is uncertain if that runs out (with the nodes given back,
        the search read on and found another kill in seki.tst 2020,
        where GNU Go's dragon lives: 79 of 114)."""
        saved = (self._allowance, self._uncertain)
        self._allowance = self._search_nodes + self.verify_limit
        self._uncertain = False
        try:
            code = self._verified_reply(answer, move, ks, reply_depth)
            return 0 if self._uncertain else code
        finally:
            self._allowance, self._uncertain = saved

    def _ko_ok(self) -> bool:
        """Conditional ko captures are tried this shallow only (the
        tactical reader's ``ko_depth``, counted on the board's stack)."""
        return self.board.stackp <= self.ko_depth

    def _ranked(self, moves: Dict[int, int], depth: int,
                patterns: Optional[Dict[int, list]] = None,
                cap: Optional[int] = None) -> List[int]:
        """The moves to try, best first, as many as the depth allows (at
        most ``cap``). A pattern's move ranks by its value, once its
        constraint holds."""
        wide = depth == 0 or depth == self._wide_at
        width = WIDTH_ROOT if wide else WIDTH_NEAR if depth < NEAR_DEPTH else \
            WIDTH_MIDDLE if depth <= self.branch_depth else WIDTH_DEEP
        if cap is not None:
            width = min(width, cap)
        priority = dict(moves)
        unverified = {}
        for move, matches in (patterns or {}).items():
            best = max(value for value, _ in matches)
            if best > priority.get(move, -1):
                unverified[move] = matches
                priority[move] = best
        chosen: List[int] = []
        queue = sorted(priority.items(), key=lambda kv: (-kv[1], kv[0]))
        while queue and len(chosen) < width:
            move, _ = queue.pop(0)
            matches = unverified.pop(move, None)
            if matches is not None and not self._pattern_holds(matches):
                if move in moves:        # still a candidate on its other merits
                    queue.append((move, moves[move]))
                    queue.sort(key=lambda kv: (-kv[1], kv[0]))
                continue
            chosen.append(move)
        return chosen

    def _current_goal(self, goal: frozenset) -> frozenset:
        """The goal stones still on the board."""
        b = self.board.board
        color = next((b[s] for s in goal if b[s] != EMPTY), EMPTY)
        return frozenset(s for s in goal if b[s] == color and color != EMPTY)

    def _original_gone(self, origins: frozenset) -> bool:
        """True once every original string of the dragon is captured."""
        b = self.board.board
        return not any(b[o] != EMPTY for o in origins)

    def _grown(self, goal: frozenset, move: int, color: int) -> frozenset:
        """The goal after the defender's stone at ``move``: joined with the
        string of the new stone if it touches the goal, or stands
        diagonally next to it with nothing of the opponent's between
        (GNU Go's ``owl_update_goal`` adds a move its pattern says is
        connected). ``does_defend`` reads a diagonal defence with the
        stones it joins; read without them one ply deeper, the same
        defence lost its eyes and an attack it refutes passed for a kill."""
        board = self.board
        if board.board[move] != color:
            return goal
        string = board.string_stones(move)
        if any(s in goal for s in string) or any(move + d in goal for d in DIRS) \
                or _diagonal_to(board, move, goal):
            return goal | frozenset(string)
        return goal

    # --- static analysis of a node ---------------------------------------------

    def assess(self, goal: frozenset, color: int, rival: frozenset = frozenset(),
               rival_as_space: bool = False) -> Assessment:
        """Eyes, escape, lunches and candidate moves of the goal now; kept
        per position and goal, as the same node recurs across the
        variations of a search and between the attack and the defence
        of one dragon (a read given up while assessing keeps the answers
        that rest on it uncertain). ``rival``: the stones of a dragon in
        a capturing race with the goal, which are never its lunches (GNU
        Go's semeai drops them: capturing them is the race itself); with
        ``rival_as_space`` its stones count as the goal's eye space, as if
        captured (GNU Go's ``include_semeai_worms_in_eyespace``)."""
        key = (self.board.board_hash(), self.board.ko_pos, goal, color, rival, rival_as_space)
        known = self._assessed.get(key)
        if known is not None:
            state, gave_up = known
            self.tactics.gave_up |= gave_up
            return state
        if len(self._assessed) >= ASSESSED_KEPT:
            self._assessed.clear()
        before = self.tactics.gave_up
        self.tactics.gave_up = False
        state = self._assess(goal, color, rival, rival_as_space)
        self._assessed[key] = (state, self.tactics.gave_up)
        self.tactics.gave_up |= before
        return state

    def _assess(self, goal: frozenset, color: int, rival: frozenset,
                rival_as_space: bool) -> Assessment:
        board = self.board
        b = board.board
        other = BLACK + WHITE - color
        state = Assessment()
        if not goal:
            state.captured = state.dead = True
            return state
        region = self._region(goal)
        strings = {board.find_origin(s) for s in goal}
        lunches = self._lunches(goal, other)
        for origin in [o for o in lunches if o in rival]:
            del lunches[origin]
        # A lunch its owner cannot save is eye space already; one he can
        # save stays lively (GNU Go's sniff_lunch values it at no sure
        # eye, a probable one) and counts only toward the optimistic eyes.
        dead_lunches = {o for o, (_, _, dpoint) in lunches.items() if dpoint == NO_MOVE}
        lively = [False] * BOARDSIZE
        for p in region:
            if b[p] in (BLACK, WHITE):
                lively[p] = board.find_origin(p) not in dead_lunches and \
                    not (rival_as_space and p in rival)
        eyes = make_eye_spaces(board, self.eye_tactics, self.eye_tactics, lively, region)[color]
        ours = [space for space in eyes.spaces.values()
                if any(eyes.domain_kind[p] == PROPER and any(p + d in goal for d in DIRS)
                       for p in space.points)]
        find_half_and_false_eyes(board, eyes, self.eye_tactics, self.eye_tactics, ours)
        total = NO_EYES
        pessimistic = 0
        optimistic = 0
        frontier = self._frontier(region)
        contacts = _space_contacts(board, eyes, goal, color, region) if ours else {}
        for space in ours:
            evaluate_space(board, space, eyes, self.shapes)
            total = add_eyevalues(total, space.value)
            least = _pessimistic_min(board, space, eyes)
            if _mostly_others(*contacts.get(space.origin, (0, 0))):
                least = 0
            if not any(p in frontier for p in space.points):
                pessimistic += least
            optimistic += _optimistic_max(space)
            self._eye_moves(space, eyes, state, least)
        optimistic += len(lunches) - len(dead_lunches)
        state.optimistic = optimistic
        ataris = self._wall_ataris(ours, other)
        for p in ataris:
            _offer(state.attacks, p, WALL_ATARI)
        state.eyes = total
        pessimistic = max(0, pessimistic - len(ataris))
        state.pessimistic = pessimistic
        state.escape = self._escape(goal, color)
        if pessimistic >= 2 or state.escape >= ESCAPE_ALIVE:
            state.alive = True
            return state
        self._tactical_moves(goal, strings, lunches, color, state)
        self._liberty_moves(goal, color, state)
        self._pattern_moves(goal, color, region, state)
        if optimistic < 2 and not lunches and state.escape < 2 and \
                not self._seki_possible(goal, other):
            state.dead = True
        return state

    def _wall_ataris(self, spaces, other: int) -> List[int]:
        """The points of the goal's spaces that may give two eyes where
        the attacker puts a string of the wall in atari with a stone that
        keeps two liberties. Each costs the dragon a sure eye, as the eyes
        it counts need that string: GNU Go's owl_estimate_life lowers the
        least eyes by one for each match of its vital attack patterns, and
        an atari from inside the space is the rule of the commonest ones.
        In a space with more room than ``WALL_ATARI_ROOM`` the attacker's
        stone must also be safe from capture."""
        board = self.board
        b = board.board
        found: List[int] = []
        for space in spaces:
            if space.value.d < 2:         # not two eyes even with a tempo
                continue
            room = space.esize - space.msize
            for p in space.points:
                if b[p] != EMPTY:
                    continue
                for d in DIRS:          # written out: this runs at every owl node
                    if b[p + d] == space.color and board.countlib(p + d) == 2:
                        break
                else:
                    continue
                if len(board.accuratelib(p, other, 2)) < 2:
                    continue
                if room > WALL_ATARI_ROOM and self._capturable(p, other):
                    continue
                found.append(p)
        return found

    def _capturable(self, move: int, mover: int) -> bool:
        """Can the stone ``mover`` plays at ``move`` be captured?"""
        with self.board.trying(move, mover) as played:
            return not played or self.tactics.attack(move)[0] != 0

    def _seki_possible(self, goal: frozenset, other: int) -> bool:
        """Whether an enemy string next to the goal lives only on liberties
        it shares with the goal: then neither side may want to fill them
        (a seki), and too few eyes do not mean death."""
        b = self.board.board
        ours = {q for s in goal for q in (s + d for d in DIRS) if b[q] == EMPTY}
        return any(set(self.board.findlib(origin)) <= ours
                   for origin in self._enemy_neighbors(goal, other))

    def _enemy_neighbors(self, goal: frozenset, other: int) -> List[int]:
        """The origins of the ``other`` strings next to the goal, each once."""
        board = self.board
        b = board.board
        found: List[int] = []
        for s in goal:
            for d in DIRS:
                if b[s + d] == other:
                    origin = board.find_origin(s + d)
                    if origin not in found:
                        found.append(origin)
        return found

    def _lunch_candidates(self, goal: frozenset, other: int) -> List[int]:
        """The origins of the ``other`` strings a goal stone touches or
        sees diagonally, or reaches across one empty point in a straight
        line (the neighbourhood of GNU Go's ``owl_find_lunches``): a stone
        played inside the eye space counts even where it touches only the
        space's points."""
        board = self.board
        b = board.board
        found: List[int] = []
        for s in goal:
            for d in delta:
                q = s + d
                if b[q] == EMPTY and d in DIRS:
                    q += d
                if b[q] == other:
                    origin = board.find_origin(q)
                    if origin not in found:
                        found.append(origin)
        return found

    def _region(self, goal: frozenset) -> List[int]:
        size = self.board.size
        rows = [I(s) for s in goal]
        cols = [J(s) for s in goal]
        top, bottom = max(0, min(rows) - REGION_MARGIN), min(size - 1, max(rows) + REGION_MARGIN)
        left, right = max(0, min(cols) - REGION_MARGIN), min(size - 1, max(cols) + REGION_MARGIN)
        return [POS(i, j) for i in range(top, bottom + 1) for j in range(left, right + 1)]

    def _frontier(self, region: List[int]) -> Set[int]:
        """The points of the region's bounding box that are not on the
        board's edge. An eye space reaching one of them is closed only by
        where the region was cut (GNU Go finds eye spaces on the whole
        board): it is open, and no sure eye."""
        size = self.board.size
        rows = [I(p) for p in region]
        cols = [J(p) for p in region]
        sides = [r for r in (min(rows), max(rows)) if 0 < r < size - 1]
        ends = [c for c in (min(cols), max(cols)) if 0 < c < size - 1]
        return {p for p in region if I(p) in sides or J(p) in ends}

    def _lunches(self, goal: frozenset, other: int) -> Dict[int, Tuple[int, int, int]]:
        """Enemy strings near the goal (:meth:`_lunch_candidates`) that
        reading captures: origin -> (attack code, attack point, defence
        point or NO_MOVE)."""
        found: Dict[int, Tuple[int, int, int]] = {}
        for origin in self._lunch_candidates(goal, other):
            if self.board.countlib(origin) > LUNCH_LIBERTIES:
                continue
            code, point = self.tactics.attack(origin)
            if code:
                dcode, dpoint = self.tactics.defense(origin)
                found[origin] = (code, point, dpoint if dcode else NO_MOVE)
        return found

    def _eye_moves(self, space, eyes, state: Assessment, least: int) -> None:
        """Vital points, half-eye key points, and the points of the space.
        A space with no vital point whose eyes are not settled (its most
        is not its pessimistic least) gets its key margin as the point
        both sides play (GNU Go's ``compute_eyes_pessimistic``)."""
        b = self.board.board
        if space.value.urgent:
            if space.attack_point != NO_MOVE:
                _offer(state.attacks, space.attack_point, VITAL)
            if space.defense_point != NO_MOVE:
                _offer(state.defenses, space.defense_point, VITAL)
        elif space.value.max_eyes != least:
            attack, defense = self._key_margin(space, eyes)
            _offer(state.attacks, attack, MARGIN)
            _offer(state.defenses, defense, MARGIN)
        for p in space.points:
            half = eyes.half_eyes.get(p)
            if half is not None and half.kind == HALF_EYE:
                for q in half.attack_points:
                    _offer(state.attacks, q, HALF)
                for q in half.defense_points:
                    _offer(state.defenses, q, HALF)
            if b[p] == EMPTY and space.esize <= 8:
                _offer(state.attacks, p, INSIDE + (5 if eyes.kind[p] == MARGINAL else 0))
            if b[p] == EMPTY and eyes.kind[p] == MARGINAL:
                _offer(state.defenses, p, EXPAND)

    def _key_margin(self, space, eyes) -> Tuple[int, int]:
        """The margin of the space with the most neighbours in it (less if
        the attacker's stone there would be in atari, a little less on the
        edge), or a half eye's key points when they score more: (attack,
        defence), NO_MOVE when the space has neither."""
        board = self.board
        b = board.board
        attacker = BLACK + WHITE - space.color
        members = set(space.points)
        best, found = 0, (NO_MOVE, NO_MOVE)
        for p in space.points:
            half = eyes.half_eyes.get(p)
            if eyes.kind[p] == MARGINAL and b[p] == EMPTY:
                score = 100 * sum(1 for d in DIRS if p + d in members)
                if board.is_self_atari(p, attacker):
                    score -= 50
                if any(b[p + d] == GRAY for d in DIRS):
                    score -= 10
                candidate = (p, p)
            elif half is not None and half.kind == HALF_EYE and half.attack_points \
                    and half.defense_points:
                score = 75
                candidate = (half.attack_points[0], half.defense_points[0])
            else:
                continue
            if score > best:
                best, found = score, candidate
        return found

    def _tactical_moves(self, goal: frozenset, strings: Set[int], lunches, color: int,
                        state: Assessment) -> None:
        """Capture or save the lunches; attack or save goal strings in danger."""
        for origin, (code, apoint, dpoint) in lunches.items():
            _offer(state.defenses, apoint, LUNCH)
            if dpoint != NO_MOVE:
                _offer(state.attacks, dpoint, LUNCH)
        for origin in strings:
            if self.board.countlib(origin) > LUNCH_LIBERTIES:
                continue
            code, apoint = self.tactics.attack(origin)
            if code:
                _offer(state.attacks, apoint, RESCUE)
                dcode, dpoint = self.tactics.defense(origin)
                if dcode and dpoint != NO_MOVE:
                    _offer(state.defenses, dpoint, RESCUE)

    def _pattern_moves(self, goal: frozenset, color: int, region: List[int],
                       state: Assessment) -> None:
        """Matches of the owl databases near the goal (GNU Go's
        ``owl_shapes``), kept with their ``value``; their constraints are
        read later, only for the moves that come up for trial."""
        if self.patterns is None:
            return
        other = BLACK + WHITE - color
        for database, mover, found in ((self.patterns.attack, other, state.attack_patterns),
                                       (self.patterns.defense, color, state.defense_patterns)):
            def keep(match) -> None:
                if match.move != NO_MOVE:
                    value = int(match.pattern.attribute("value", PATTERN))
                    found.setdefault(match.move, []).append((value, match))
            matchpat(keep, mover, database, self.board, anchor_region=region, goal=goal)

    def verified(self, moves: Dict[int, int], patterns: Dict[int, list],
                 most: int = 3) -> Dict[int, int]:
        """The candidate moves with the best ``most`` pattern moves whose
        constraints hold now, each at its best priority (GNU Go's
        ``get_next_move_from_list`` fills a list of three this way; the
        semeai weighs every candidate, where the owl reads patterns lazily
        in ``_ranked``)."""
        out = dict(moves)
        ranked = sorted(patterns.items(), key=lambda mv: (-max(v for v, _ in mv[1]), mv[0]))
        found = 0
        for move, matches in ranked:
            if found >= most:
                break
            value = self._pattern_holds(matches)
            if value:
                found += 1
                if value > out.get(move, -1):
                    out[move] = value
        return out

    def _pattern_holds(self, matches: list) -> int:
        """The best value among the matches whose constraint and helper
        hold now (0 if none does); reading within the tactical budget,
        a read given up counts as not holding and makes the result
        uncertain."""
        helpers = self.helpers
        for value, match in sorted(matches, key=lambda vm: -vm[0]):
            if self.tactics.within_budget(
                    lambda: constraint_holds(match, helpers) and call_helper(match, helpers),
                    False):
                return value
        return 0

    def _liberty_moves(self, goal: frozenset, color: int, state: Assessment) -> None:
        """The goal's liberties: the attacker approaches, the defender runs
        or widens; points with more open neighbours first. Then its empty
        second-order liberties, for both sides and ranked last: the
        eye-making and eye-stealing points one step inside a space (the
        2-1 point by a corner group) that no eye shape or pattern names.
        A root with few other candidates reaches them, a node deeper in
        the search rarely does. Of the 29 owl cases of GNU Go's owl.tst and
        ld_owl.tst that we failed with no expected move among the root's
        candidates, 18 expected such a point; with them we pass 235 of
        the 352 owl cases, 229 before."""
        b = self.board.board
        libs = {s + d for s in goal for d in DIRS if b[s + d] == EMPTY}
        for q in libs:
            open_sides = sum(1 for d in DIRS if b[q + d] == EMPTY)
            _offer(state.attacks, q, LIBERTY + open_sides)
            _offer(state.defenses, q, RUN + 2 * open_sides)
        for q in libs:
            for d in DIRS:
                r = q + d
                if b[r] == EMPTY and r not in libs:
                    _offer(state.attacks, r, SECOND_ORDER)
                    _offer(state.defenses, r, SECOND_ORDER)

    def _escape(self, goal: frozenset, color: int) -> int:
        """GNU Go's escape potential of the goal, with every empty point not
        touching an enemy stone worth one and our other stones two."""
        b = self.board.board
        other = BLACK + WHITE - color
        values = [0] * BOARDSIZE
        for p in self.board.points():         # written out: this runs at every owl node
            v = b[p]
            if v == EMPTY:
                if b[p + 1] != other and b[p - 1] != other and b[p + NS] != other \
                        and b[p - NS] != other:
                    values[p] = ESCAPE_OPEN
            elif v == color and p not in goal:
                values[p] = 2
        dragon = Dragon(min(goal), color)
        dragon.stones = sorted(goal)
        return dragon_escape(self.board, dragon, values)


def _pessimistic_min(board: Board, space, eyes) -> int:
    """The eyes a space is sure to give, in the spirit of GNU Go's
    ``compute_eyes_pessimistic``. A small space (fewer than
    ``BIG_SPACE`` points) loses an eye per margin or half eye: its shape
    value does not see the shortage of liberties the attacker plays on
    from outside (the L-group), and so does one with stones in it (its
    value leans on captures) unless it is huge; such a space with stones
    gives one sure eye at most: our eye shapes are solved for a wall not
    short of liberties, and capturing stones inside costs the wall its own
    (GNU Go's hand-made values are lower there: seven points around three
    dead stones in the corner, 1122 where ours say 2222), and so does one
    whose wall has a string down to two liberties (:func:`_short_wall`).
    A big empty one that no
    eye shape describes counts as GNU Go guesses (:func:`_guessed_min`);
    another big one keeps its minimum while the points that are neither
    marginal nor half eyes leave room enough (more than three, each
    margin or half eye counting twice), at most one eye while they leave
    some."""
    halves = sum(1 for p in space.points
                 if getattr(eyes.half_eyes.get(p), "kind", None) == HALF_EYE)
    stones = any(board.board[p] != EMPTY for p in space.points)
    if space.esize < (HUGE_SPACE if stones else BIG_SPACE):
        sure = max(0, space.value.min_eyes - space.msize - halves)
        return min(sure, 1) if stones or _short_wall(board, space) else sure
    if space.by_size and not stones:
        return min(space.value.min_eyes, _guessed_min(space, halves))
    room = space.esize - 2 * (space.msize + halves)
    if room > 3:
        return space.value.min_eyes
    return min(space.value.min_eyes, 1) if room > 0 else 0


def _space_contacts(board: Board, eyes, goal: frozenset, color: int,
                    region: List[int]) -> Dict[int, Tuple[int, int]]:
    """For each eye space (by origin): how often its non-marginal points
    touch a stone of the goal, and how often a stone of the same colour
    outside the goal, orthogonally or diagonally, each pair of a stone and
    a point counted once (the counts of GNU Go's
    ``owl_find_relevant_eyespaces``)."""
    b = board.board
    kind = eyes.domain_kind
    counts: Dict[int, Tuple[int, int]] = {}
    for stone in region:
        if b[stone] != color:
            continue
        in_goal = stone in goal
        for d in delta:
            q = stone + d
            if kind[q] == PROPER:
                ours, others = counts.get(eyes.origin[q], (0, 0))
                counts[eyes.origin[q]] = (ours + 1, others) if in_goal else (ours, others + 1)
    return counts


def _mostly_others(goal_contacts: int, other_contacts: int) -> bool:
    """Does an eye space belong more to other stones of the owner than to
    the goal? Then a cut can leave the goal with little of it, and none of
    its eyes is sure: a wall's big space along the edge must not make a
    weak group beside it live (GNU Go's rule in ``owl_determine_life``:
    fewer contacts with the goal than with the others, or fewer than three
    times as many once the others have more than five)."""
    return goal_contacts < other_contacts or \
        (goal_contacts < 3 * other_contacts and other_contacts > 5)


def _short_wall(board: Board, space) -> bool:
    """Is a string of the space's owner next to it down to two liberties,
    or, for a space of five or six points, left with no liberty outside
    it? Our eye shapes are solved for a wall that cannot be put in atari;
    a wall this short lets the attacker play inside with tempo (an atari
    from a point of the space), and its sure eyes are not sure. A wall
    whose liberties are all inside the space cannot answer the attacker's
    placements there without filling its own (the rectangular six in the
    corner without outside liberties is critical, with them alive)."""
    seen = set()
    b = board.board
    members = set(space.points) if space.esize in SEALED_SIZES else None
    for p in space.points:
        for d in DIRS:
            q = p + d
            if b[q] == space.color:
                origin = board.find_origin(q)
                if origin not in seen:
                    seen.add(origin)
                    if board.countlib(origin) <= 2 or members is not None and \
                            members.issuperset(board.findlib(origin)):
                        return True
    return False


def _guessed_min(space, halves: int) -> int:
    """The sure eyes of an empty space no eye shape describes, as GNU Go's
    ``guess_eye_space`` counts them: each margin or half eye costs two
    points and a margin touching another margin one more; two eyes are
    sure only with more than seven points left (more than nine when there
    are margins), one with more than three."""
    marginal = set(space.marginal)
    touching = sum(1 for p in space.marginal if any(p + d in marginal for d in DIRS))
    margins = len(marginal) + halves
    effective = space.esize + halves - 2 * margins - touching
    if effective <= 3:
        return 1 if effective > 0 and not margins else 0
    if effective > (9 if margins else 7):
        return 2 + (effective - (2 if margins else 0) - 8) // 2
    return 1


def _optimistic_max(space) -> int:
    """The eyes a space may give its owner moving first. A space bigger
    than the eye-shape database knows (judged by its size, margins
    costing two points each) can still be closed by its owner when what
    is left after its margins is room for two eyes: there the size rule
    undervalues it, and a dragon that owns it is not dead yet."""
    if space.esize >= BIG_SPACE and space.esize - space.msize > OPEN_SPACE_MAX_ROOM:
        return max(space.value.max_eyes, 2)
    return space.value.max_eyes


def _diagonal_to(board: Board, move: int, goal: frozenset) -> bool:
    """Does the stone at ``move`` stand diagonally next to a goal stone
    with neither point between held by the opponent? Such a step cannot
    be cut in one move; with an enemy stone between it can (and joining
    those too made hopeless nodes hopeful: the L group's defence read
    220 owl nodes instead of 92)."""
    b = board.board
    other = BLACK + WHITE - b[move]
    for diag, (h, v) in DIAGONAL_SIDES.items():
        if move + diag in goal and b[move + h] != other and b[move + v] != other:
            return True
    return False


def _hopeless(state: Assessment, depth: int) -> Optional[int]:
    """The defender's width at a hopeless node, None elsewhere. Past the
    first moves, a dragon whose spaces and lunches cannot give two eyes
    even with its owner moving first (GNU Go's ``probable_max`` below two)
    and that has no room to run is tried with its best move only: GNU Go's
    ``do_owl_defend`` drops its eye moves there and keeps its shape moves.
    Reading every candidate at such nodes is where our defences spent
    the node limit, and a defence read past the limit counts as a save."""
    if depth > HOPELESS_DEPTH and state.optimistic < 2 and state.escape == 0:
        return HOPELESS_WIDTH
    return None


def _offer(moves: Dict[int, int], move: int, priority: int) -> None:
    if move in (NO_MOVE, PASS_MOVE):
        return
    if priority > moves.get(move, -1):
        moves[move] = priority



def judge_dragons(owl: Owl, dragons: Dragons, only: Optional[Iterable[Dragon]] = None) -> None:
    """Owl statuses for the dragons (GNU Go's owl pass in ``make_dragons``):
    a dragon the owl can kill is critical if it can also be saved, dead
    otherwise; one it cannot kill is alive. A dragon the owl does not read
    (:func:`~.dragons.needs_owl`) keeps ``unchecked`` and its status
    follows the static judgement: alive, or unknown where the static
    analysis said dead or critical (it had room to run or moyo enough to
    escape reading, as GNU Go reasons)."""
    for d in (only if only is not None else dragons.dragons.values()):
        if d.owl_status != UNCHECKED:
            continue
        if not needs_owl(d):
            d.status = UNKNOWN if d.crude_status in (DEAD, CRITICAL) else ALIVE
            continue
        attack = owl.attack(d.origin, d.stones)
        d.owl_attack_code, d.owl_attack_point = attack.code, attack.move
        d.owl_attack_certain = attack.certain
        if attack.code:
            defense = owl.defend(d.origin, d.stones, kill=attack.move)
            d.owl_defense_code, d.owl_defense_point = defense.code, defense.move
            d.owl_defense_certain = defense.certain
            d.owl_status = CRITICAL if defense.code else DEAD
        else:
            d.owl_status = ALIVE
        d.status = d.owl_status
        if d.status == DEAD:
            d.safety = Safety.DEAD
        elif d.status == CRITICAL:
            d.safety = Safety.CRITICAL
        elif d.safety in (Safety.DEAD, Safety.CRITICAL):
            d.safety = Safety.ALIVE
        d.weakness = weakness(d)

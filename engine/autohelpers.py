"""The pattern vocabulary implemented over the board and tactical reading.

Counterpart of the C code GNU Go's ``mkpat`` generates for autohelpers
(manual 9.7) and of the utilities it calls (``utils.c``: ``defend_against``,
``play_attack_defend_n``, ``visible_along_edge``...). One
:class:`Autohelpers` object serves one position: it holds the board, an
optional :class:`~kosumi.engine.reading.Reader` and an optional sink for
actions. Each vocabulary function is a method named as in
``kosumi.patterns.vocabulary``, called as ``method(match, *points)``;
``match.color`` is the pattern's ``O`` and ``match.move`` its ``*``.

Implemented: every function that needs only the board, the reading-based
ones (when a reader is given), ``disconnect_helper`` (when a connection
reader is given: it is passed in, as this layer sits below the connection
reader's users) and the actions that only report to the move-reason layer
(recorded in ``actions`` and passed to ``sink``). Worm, dragon, eye,
influence, owl and the other connection-reading functions are not
implemented; :func:`missing` lists them.

Depends on the board, geometry, colours and the reading result codes;
nothing above reading.
"""
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple

from kosumi.patterns.vocabulary import AUTOHELPERS, CONNECTION, CONSTANTS, READING

from .board import Board
from .colors import BLACK, EMPTY, WHITE
from .geometry import I, J, NS, PASS_MOVE
from .reading.codes import KO_A, KO_B, LOSE, WIN

_STONES = (WHITE, BLACK)


class MissingVocabulary(LookupError):
    """A constraint or action uses a name the engine does not provide (yet),
    or one whose analysis (a reader, dragons...) was not supplied."""


Sink = Callable[[str, int, int, Tuple[int, ...]], Any]


class Autohelpers:
    """The vocabulary for one position.

    ``functions`` maps each available name to its bound method; reading
    functions are available only with a ``reader``. ``actions`` records
    every action run, as ``(name, color, move, points)``; ``sink``, if
    given, receives the same tuple, unpacked. ``doing_scoring`` is the value
    of the ``doing_scoring`` constant.
    """

    def __init__(self, board: Board, reader: Optional[Any] = None,
                 sink: Optional[Sink] = None, doing_scoring: bool = False,
                 connections: Optional[Any] = None) -> None:
        self.board = board
        self.reader = reader
        self.connections = connections
        self.sink = sink
        self.doing_scoring = doing_scoring
        self.actions: List[Tuple[str, int, int, Tuple[int, ...]]] = []
        self.functions: Dict[str, Callable[..., Any]] = {
            name: getattr(self, name) for name in implemented()
            if (reader is not None or AUTOHELPERS[name].needs != READING)
            and (connections is not None or AUTOHELPERS[name].needs != CONNECTION)}

    def constant(self, name: str) -> Any:
        """Value of a named constant; MissingVocabulary if not available."""
        if name in _CODES:
            return _CODES[name]
        if name == "doing_scoring":
            return int(self.doing_scoring)
        raise MissingVocabulary(f"constant {name} needs {CONSTANTS[name].needs}, "
                                "which the engine does not provide yet")

    # ------------------------------------------------------------------
    # Small utilities

    def _stone(self, pos: int) -> bool:
        return pos != PASS_MOVE and self.board.board[pos] in _STONES

    def _empty(self, pos: int) -> bool:
        return pos != PASS_MOVE and self.board.board[pos] == EMPTY

    def _play_sequence(self, color: int, moves: Tuple[int, ...]) -> int:
        """Play ``moves`` alternately, ``color`` first; a tenuki (PASS_MOVE)
        or an illegal move is skipped but still uses its turn. Returns the
        number of moves played (to pop). Counterpart of the loop in GNU
        Go's ``play_attack_defend_n``."""
        b = self.board
        played = 0
        for move in moves:
            if move != PASS_MOVE and (b.trymove(move, color) or b.tryko(move, color)):
                played += 1
            color = WHITE + BLACK - color
        return played

    def _pop(self, n: int) -> None:
        for _ in range(n):
            self.board.popgo()

    def _act(self, name: str, m: Any, *points: int) -> None:
        record = (name, m.color, m.move, points)
        self.actions.append(record)
        if self.sink is not None:
            self.sink(*record)

    # ------------------------------------------------------------------
    # The board alone

    def lib(self, m: Any, a: int) -> int:
        """Liberties of the string at ``a`` (0 if there is no stone)."""
        return self.board.countlib(a) if self._stone(a) else 0

    def xlib(self, m: Any, a: int) -> int:
        """Liberties of an X stone played at ``a`` (GNU Go's ``accuratelib``)."""
        if not self._empty(a):
            return 0
        return len(self.board.accuratelib(a, WHITE + BLACK - m.color))

    def olib(self, m: Any, a: int) -> int:
        """Liberties of an O stone played at ``a``."""
        if not self._empty(a):
            return 0
        return len(self.board.accuratelib(a, m.color))

    def ko(self, m: Any, a: int) -> bool:
        """``a`` is an empty point where a ko capture is possible, or a lone
        stone in atari whose capture would be a ko capture. Counterpart of
        GNU Go's ``is_ko_point``."""
        b = self.board
        if self._empty(a):
            return bool(b.is_ko(a, WHITE) or b.is_ko(a, BLACK))
        if not self._stone(a) or b.countstones(a) != 1 or b.countlib(a) != 1:
            return False
        return bool(b.is_ko(b.findlib(a)[0], WHITE + BLACK - b.board[a]))

    def legal_xmove(self, m: Any, a: int) -> bool:
        return self._empty(a) and self.board.is_legal(a, WHITE + BLACK - m.color)

    def legal_omove(self, m: Any, a: int) -> bool:
        return self._empty(a) and self.board.is_legal(a, m.color)

    def o_somewhere(self, m: Any, *points: int) -> bool:
        """An O stone stands on one of the points (GNU Go's ``somewhere``)."""
        b = self.board.board
        return any(p != PASS_MOVE and b[p] == m.color for p in points)

    def x_somewhere(self, m: Any, *points: int) -> bool:
        b = self.board.board
        other = WHITE + BLACK - m.color
        return any(p != PASS_MOVE and b[p] == other for p in points)

    def same_string(self, m: Any, a: int, b: int) -> bool:
        return self._stone(a) and self._stone(b) and self.board.same_string(a, b)

    def wormsize(self, m: Any, a: int) -> int:
        """Stones of the string at ``a`` (a worm is a string)."""
        return self.board.countstones(a) if self._stone(a) else 0

    def o_captures_something(self, m: Any, a: int) -> bool:
        return self._empty(a) and self.board.does_capture_something(a, m.color)

    def x_captures_something(self, m: Any, a: int) -> bool:
        return self._empty(a) and self.board.does_capture_something(a, WHITE + BLACK - m.color)

    def x_suicide(self, m: Any, a: int) -> bool:
        return self._empty(a) and self.board.is_suicide(a, WHITE + BLACK - m.color)

    def _visible_along_edge(self, color: int, a: int, b: int) -> bool:
        """Walk from ``a`` towards ``b`` and beyond (both on one line, at the
        same distance from the edge), starting just after ``a``; at each step
        look from the line towards the nearer edge. True if the first stone
        seen is ``color``. Counterpart of GNU Go's ``visible_along_edge``."""
        size = self.board.size
        ai, aj, bi, bj = I(a), J(a), I(b), J(b)
        if ai == bi and aj != bj:
            forward = (0, 1 if bj > aj else -1)
            up = (-1, 0) if ai < size // 2 else (1, 0)
        elif aj == bj and ai != bi:
            forward = (1 if bi > ai else -1, 0)
            up = (0, -1) if aj < size // 2 else (0, 1)
        else:
            raise ValueError("visible_along_edge needs two points on one line")
        board = self.board.board
        i, j = ai + forward[0], aj + forward[1]
        while 0 <= i < size and 0 <= j < size:
            k, l = i, j
            while 0 <= k < size and 0 <= l < size:
                c = board[a + (k - ai) * NS + (l - aj)]
                if c in _STONES:
                    return c == color
                k, l = k + up[0], l + up[1]
            i, j = i + forward[0], j + forward[1]
        return False

    def o_visible_along_edge(self, m: Any, a: int, b: int) -> bool:
        return self._visible_along_edge(m.color, a, b)

    def x_visible_along_edge(self, m: Any, a: int, b: int) -> bool:
        return self._visible_along_edge(WHITE + BLACK - m.color, a, b)

    def adjacent_to_stone_in_atari(self, m: Any, a: int) -> bool:
        """An enemy string next to the string at ``a`` has one liberty."""
        return self._stone(a) and bool(self.board.chainlinks(a, exact_libs=1))

    def vital_chain(self, m: Any, a: int) -> bool:
        """Capturing ``a`` gives the capturer an eye: as GNU Go, taken to be
        true unless ``a`` is a lone stone on the first line."""
        if not self._stone(a):
            return False
        size = self.board.size
        i, j = I(a), J(a)
        first_line = min(i, j, size - 1 - i, size - 1 - j) == 0
        return not (first_line and self.board.countstones(a) == 1)

    def oplay_lib(self, m: Any, *args: int) -> int:
        """Play the moves (O first), then count the liberties at the last
        point (0 if no stone is there)."""
        played = self._play_sequence(m.color, args[:-1])
        try:
            return self.lib(m, args[-1])
        finally:
            self._pop(played)

    # ------------------------------------------------------------------
    # Tactical reading (needs a reader)

    def attack(self, m: Any, a: int) -> int:
        """Code of the best attack on the string at ``a`` (GNU Go reads it
        from the worm data; here the reader is asked)."""
        return self.reader.attack(a)[0] if self._stone(a) else 0

    def defend(self, m: Any, a: int) -> int:
        """Code of the best defence of an attackable string, 0 if the
        string is not attacked or cannot be saved."""
        if not self._stone(a) or not self.reader.attack(a)[0]:
            return 0
        return self.reader.find_defense(a)[0]

    def safe_xmove(self, m: Any, a: int) -> int:
        return self.reader.safe_move(a, WHITE + BLACK - m.color) if self._empty(a) else 0

    def safe_omove(self, m: Any, a: int) -> int:
        return self.reader.safe_move(a, m.color) if self._empty(a) else 0

    def does_attack(self, m: Any, move: int, a: int) -> int:
        if not self._empty(move) or not self._stone(a):
            return 0
        return self.reader.does_attack(move, a)

    def does_defend(self, m: Any, move: int, a: int) -> int:
        if not self._empty(move) or not self._stone(a):
            return 0
        return self.reader.does_defend(move, a)

    def _defend_against(self, move: int, color: int, a: int) -> bool:
        """After ``color`` plays ``move`` the opponent cannot play safely at
        ``a``. Counterpart of GNU Go's ``defend_against``."""
        b = self.board
        if not self._empty(move) or not b.trymove(move, color):
            return False
        try:
            return not self._empty(a) or not self.reader.safe_move(a, WHITE + BLACK - color)
        finally:
            b.popgo()

    def odefend_against(self, m: Any, move: int, a: int) -> bool:
        return self._defend_against(move, m.color, a)

    def xdefend_against(self, m: Any, move: int, a: int) -> bool:
        return self._defend_against(move, WHITE + BLACK - m.color, a)

    def _attack_after(self, target: int) -> int:
        """Attack code of ``target``; a vanished string counts as captured."""
        return self.reader.attack(target)[0] if self._stone(target) else WIN

    def _defend_after(self, target: int) -> int:
        """WIN if ``target`` is not attacked, else its defence code; a
        vanished string counts as lost."""
        if not self._stone(target):
            return LOSE
        if not self.reader.attack(target)[0]:
            return WIN
        return self.reader.find_defense(target)[0]

    def _play_then(self, color: int, args: Tuple[int, ...], n_targets: int,
                   test: Callable[..., int]) -> int:
        played = self._play_sequence(color, args[:-n_targets])
        try:
            return test(*args[-n_targets:])
        finally:
            self._pop(played)

    def oplay_attack(self, m: Any, *args: int) -> int:
        return self._play_then(m.color, args, 1, self._attack_after)

    def xplay_attack(self, m: Any, *args: int) -> int:
        return self._play_then(WHITE + BLACK - m.color, args, 1, self._attack_after)

    def oplay_defend(self, m: Any, *args: int) -> int:
        return self._play_then(m.color, args, 1, self._defend_after)

    def xplay_defend(self, m: Any, *args: int) -> int:
        return self._play_then(WHITE + BLACK - m.color, args, 1, self._defend_after)

    def _attack_either(self, a: int, b: int) -> int:
        """Can one of two strings be captured? A vanished one counts as
        captured. Counterpart of GNU Go's ``attack_either``."""
        if not self._stone(a) or not self._stone(b):
            return WIN
        if self.board.board[a] != self.board.board[b]:
            return max(self.reader.attack(a)[0], self.reader.attack(b)[0])
        return self.reader.attack_either(a, b)

    def _defend_both(self, a: int, b: int) -> int:
        """Can both strings be kept? A vanished one counts as lost.
        Counterpart of GNU Go's ``defend_both``."""
        if not self._stone(a) or not self._stone(b):
            return LOSE
        if self.board.board[a] != self.board.board[b]:
            return min(self._defend_after(a), self._defend_after(b))
        return self.reader.defend_both(a, b)

    def oplay_attack_either(self, m: Any, *args: int) -> int:
        return self._play_then(m.color, args, 2, self._attack_either)

    def xplay_attack_either(self, m: Any, *args: int) -> int:
        return self._play_then(WHITE + BLACK - m.color, args, 2, self._attack_either)

    def oplay_defend_both(self, m: Any, *args: int) -> int:
        return self._play_then(m.color, args, 2, self._defend_both)

    def xplay_defend_both(self, m: Any, *args: int) -> int:
        return self._play_then(WHITE + BLACK - m.color, args, 2, self._defend_both)

    def seki_helper(self, m: Any, a: int) -> bool:
        """None of the strings next to ``a`` can be captured (GNU Go's
        ``seki_helper``)."""
        if not self._stone(a):
            return False
        return not any(self.reader.attack(t)[0] for t in self.board.chainlinks(a))

    def adjacent_to_defendable_stone_in_atari(self, m: Any, a: int) -> bool:
        """An enemy string next to ``a`` is in atari and can be saved."""
        if not self._stone(a):
            return False
        return any(self.reader.find_defense(t)[0] for t in self.board.chainlinks(a, exact_libs=1))

    # ------------------------------------------------------------------
    # Actions that report to the move-reason layer

    def antisuji(self, m: Any, a: int) -> None:
        self._act("antisuji", m, a)

    def replace(self, m: Any, a: int, b: int) -> None:
        self._act("replace", m, a, b)

    def prevent_attack_threat(self, m: Any, a: int) -> None:
        self._act("prevent_attack_threat", m, a)

    def threaten_to_save(self, m: Any, a: int) -> None:
        self._act("threaten_to_save", m, a)

    def defend_against_atari(self, m: Any, a: int) -> None:
        self._act("defend_against_atari", m, a)

    def add_connect_move(self, m: Any, a: int, b: int) -> None:
        self._act("add_connect_move", m, a, b)

    def add_cut_move(self, m: Any, a: int, b: int) -> None:
        self._act("add_cut_move", m, a, b)

    def add_attack_either_move(self, m: Any, a: int, b: int) -> None:
        self._act("add_attack_either_move", m, a, b)

    def add_defend_both_move(self, m: Any, a: int, b: int) -> None:
        self._act("add_defend_both_move", m, a, b)

    def known_safe_move(self, m: Any, a: int) -> None:
        self._act("known_safe_move", m, a)

    # ------------------------------------------------------------------
    # Connection reading (needs a connection reader: ``connections``, a
    # :class:`~kosumi.engine.readconnect.search.ConnectionReader` or any
    # object with its ``disconnect``)

    def disconnect_helper(self, m: Any, a: int, b: int) -> bool:
        """Can the strings at ``a`` and ``b`` (one colour) be kept apart,
        their opponent moving first? GNU Go's ``disconnect_helper``: the
        connection reader's ``disconnect``, a ko counting as a way apart."""
        if not (self._stone(a) and self._stone(b)) or \
                self.board.board[a] != self.board.board[b]:
            return False
        if self.board.find_origin(a) == self.board.find_origin(b):
            return False
        return self.connections.disconnect(a, b).code != 0


_CODES = {"WIN": WIN, "KO_A": KO_A, "KO_B": KO_B, "LOSE": LOSE}


def implemented() -> FrozenSet[str]:
    """Vocabulary names :class:`Autohelpers` implements (reading included)."""
    return frozenset(name for name in AUTOHELPERS if callable(getattr(Autohelpers, name, None)))


def implemented_constants() -> FrozenSet[str]:
    """Constants :meth:`Autohelpers.constant` can give."""
    return frozenset(_CODES) | {"doing_scoring"}


def missing(names: Optional[Any] = None) -> List[str]:
    """Vocabulary names (of ``names``, default all) not implemented, sorted."""
    have = implemented() | implemented_constants()
    pool = AUTOHELPERS.keys() | CONSTANTS.keys() if names is None else names
    return sorted(n for n in pool if n not in have)

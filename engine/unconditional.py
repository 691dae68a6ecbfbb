"""Unconditional life: strings that survive any number of opponent moves.

Counterpart of GNU Go's ``unconditional_life`` and of the part of
``make_worms`` that turns it into each point's unconditional status. For
one colour ("we"; the opponent gets every move):

1. Isolated two-stone strings are set aside: they may be the core of a
   seki that the opponent cannot turn into an invincible group, so they
   are judged last.
2. Every other string of ours that the opponent can take by filling its
   liberties is taken, and the opponent's stones stay; this repeats until
   nothing more falls. Filling goes once round the liberties, playing what
   is legal; a string left with a single liberty is taken there, even if
   that is a ko capture. If nothing of ours survives, nothing is settled.
3. The opponent fills the survivors' liberties where it legally can and
   extends its strings out of atari (never into suicide).
4. A set-aside two-stone string that would sit in the critical seki shape
   (the opponent's two stones beside it forming one string) gets a third
   stone, which breaks the seki; then the set-aside strings' liberties are
   filled.
5. Opponent strings left with two adjacent liberties fill one of them (the
   one with more open space around it), shrinking two-point eyes.
6. Our remaining stones are invincible; their liberties, the opponent
   strings in atari and those strings' last liberties are our
   unconditional territory.

Every trial move is undone before returning. Depends on the board only.
"""
from typing import Dict, List, Set, Tuple

from .board import Board
from .colors import BLACK, EMPTY, GRAY, WHITE
from .geometry import DIRS, I, J, delta


# Values of unconditional_life's map, per point.
NOTHING, INVINCIBLE, TERRITORY = 0, 1, 2

# Unconditional status of a point, as the GTP command prints it.
UNKNOWN = "undecided"
ALIVE = "alive"
DEAD = "dead"
BLACK_TERRITORY = "black_territory"
WHITE_TERRITORY = "white_territory"


class _Trial:
    """Moves played during the analysis, all taken back at the end."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.base = board.stackp

    def play(self, pos: int, color: int, ko: bool = False) -> bool:
        return self.board.tryko(pos, color) if ko else self.board.trymove(pos, color)

    def mark(self) -> int:
        return self.board.stackp

    def back_to(self, mark: int) -> None:
        self.board.pop_to(mark)

    def undo_all(self) -> None:
        self.board.pop_to(self.base)


def _isolated_pairs(board: Board, color: int) -> Set[int]:
    """Stones of two-stone strings with no other friendly string and no
    edge among their eight neighbours (candidates for a seki core)."""
    b = board.board
    marked: Set[int] = set()
    for pos in board.points():
        if b[pos] != color or board.find_origin(pos) != pos or board.countstones(pos) != 2:
            continue
        stones = board.string_stones(pos)
        if all(b[s + d] != GRAY and not (b[s + d] == color and not board.same_string(pos, s + d))
               for s in stones for d in delta):
            marked.update(stones)
    return marked


def _fill_once(trial: _Trial, pos: int, other: int) -> None:
    """The opponent plays every liberty of the string at ``pos`` it legally can."""
    for lib in trial.board.findlib(pos):
        trial.play(lib, other)


def _capture_what_falls(trial: _Trial, color: int, spared: Set[int]) -> bool:
    """Step 2. Returns False if no string of ours (outside ``spared``) is left."""
    board, b = trial.board, trial.board.board
    other = BLACK + WHITE - color
    while True:
        captured = False
        any_left = False
        for pos in board.points():
            if b[pos] != color or pos in spared or board.find_origin(pos) != pos:
                continue
            any_left = True
            mark = trial.mark()
            _fill_once(trial, pos, other)
            if b[pos] == EMPTY:
                captured = True
            elif board.countlib(pos) == 1:
                trial.play(board.findlib(pos)[0], other, ko=True)
                captured = True
            else:
                trial.back_to(mark)
        if not captured:
            return any_left


def _extend_ataris(trial: _Trial, other: int) -> None:
    board, b = trial.board, trial.board.board
    again = True
    while again:
        again = False
        for pos in board.points():
            if b[pos] == other and board.countlib(pos) == 1:
                if trial.play(board.findlib(pos)[0], other):
                    again = True


def _break_critical_sekis(trial: _Trial, color: int, pairs: Set[int]) -> None:
    """Step 4: give a third stone to a pair that sits in the seki shape.

    With the pair vertical (``up`` the direction from one stone to the
    other) and empty points beyond both ends, the shape is critical when
    opponent stones on the two diagonally opposite sides of the pair would
    be one string.
    """
    board, b = trial.board, trial.board.board
    other = BLACK + WHITE - color
    for pos in sorted(pairs):
        if b[pos] == EMPTY or board.find_origin(pos) != pos:
            continue
        for r in range(4):
            up, right = DIRS[r], DIRS[(r + 1) % 4]
            if b[pos + up] != color or b[pos + 2 * up] != EMPTY or b[pos - up] != EMPTY:
                continue
            for side in (right, -right):
                if b[pos + side] != EMPTY or b[pos + up - side] != EMPTY:
                    continue
                mark = trial.mark()
                for q in (pos - side, pos + up + side):
                    if b[q] == EMPTY:
                        trial.play(q, other)
                critical = (b[pos - side] == other and b[pos + up + side] == other
                            and board.same_string(pos - side, pos + up + side))
                trial.back_to(mark)
                if critical:
                    trial.play(pos - up, color)
                    break
            if board.countstones(pos) > 2:
                break


def _shrink_two_point_eyes(trial: _Trial, color: int) -> None:
    """Step 5: opponent strings with two adjacent liberties fill one."""
    board, b = trial.board, trial.board.board
    other = BLACK + WHITE - color
    for pos in board.points():
        if b[pos] != other or board.countlib(pos) != 2:
            continue
        first, second = board.findlib(pos)
        if abs(I(first) - I(second)) + abs(J(first) - J(second)) != 1:
            continue
        key = [(len(board.approxlib(p, color, 4)), len(board.approxlib(p, other, 4)))
               for p in (first, second)]
        trial.play(first if key[0] >= key[1] else second, other)


def unconditional_life(board: Board, color: int) -> List[int]:
    """Per point: INVINCIBLE where ``color`` has invincible stones, TERRITORY
    where it has unconditional territory, NOTHING elsewhere."""
    result = [NOTHING] * len(board.board)
    other = BLACK + WHITE - color
    b = board.board
    trial = _Trial(board)
    try:
        pairs = _isolated_pairs(board, color)
        if not _capture_what_falls(trial, color, pairs):
            return result
        for pos in board.points():
            if b[pos] == color and pos not in pairs and board.find_origin(pos) == pos:
                _fill_once(trial, pos, other)
        _extend_ataris(trial, other)
        _break_critical_sekis(trial, color, pairs)
        for pos in board.points():
            if pos in pairs and b[pos] != EMPTY:
                _fill_once(trial, pos, other)
        _shrink_two_point_eyes(trial, color)
        for pos in board.points():
            if b[pos] == color and pos not in pairs:
                result[pos] = INVINCIBLE
                if board.find_origin(pos) == pos:
                    for lib in board.findlib(pos):
                        result[lib] = TERRITORY
            elif b[pos] == other and board.countlib(pos) == 1:
                result[pos] = TERRITORY
                result[board.findlib(pos)[0]] = TERRITORY
    finally:
        trial.undo_all()
    return result


def unconditional_analysis(board: Board) -> Tuple[Dict[int, str], Set[int]]:
    """Every point's unconditional status, and the invincible stones.

    The status is ``alive``, ``dead``, ``black_territory``,
    ``white_territory`` or ``undecided``: on a colour's invincible stones
    or territory, its own stones are alive (a capturable stone inside its
    own territory too), enemy stones are dead and empty points are its
    territory. Invincible stones are those marked INVINCIBLE for their own
    colour. Counterpart of GNU Go's ``compute_unconditional_status``.
    """
    status = {p: UNKNOWN for p in board.points()}
    invincible: Set[int] = set()
    b = board.board
    for color in (WHITE, BLACK):
        marks = unconditional_life(board, color)
        territory = WHITE_TERRITORY if color == WHITE else BLACK_TERRITORY
        for pos in board.points():
            if marks[pos]:
                status[pos] = ALIVE if b[pos] == color else territory if b[pos] == EMPTY else DEAD
                if marks[pos] == INVINCIBLE and b[pos] == color:
                    invincible.add(pos)
    return status, invincible


def unconditional_status(board: Board) -> Dict[int, str]:
    """Every point's unconditional status (see :func:`unconditional_analysis`)."""
    return unconditional_analysis(board)[0]

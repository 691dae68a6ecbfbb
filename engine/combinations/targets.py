"""The targets of a combination and their values (GNU Go's ``aa_status`` and
``aa_values``), and the results: a combination, a blunder."""
import enum
from dataclasses import dataclass
from typing import Callable, List, Optional, Set, Tuple

from ..board import Board
from ..colors import BLACK, EMPTY, WHITE
from ..dragons import CRITICAL, DEAD, Dragons
from ..geometry import BOARDSIZE, DIRS, NO_MOVE
from ..influence import Influence
from ..worms import Worms


class AaStatus(enum.Enum):
    """What the combination search makes of a defender's stone (GNU Go's
    aa_status): only ALIVE strings are worth a combination."""

    ALIVE = "alive"
    DEAD = "dead"
    CRITICAL = "critical"
    INSUBSTANTIAL = "insubstantial"
    UNKNOWN = "unknown"


ALIVE, UNKNOWN = AaStatus.ALIVE, AaStatus.UNKNOWN


@dataclass(frozen=True)
class Targets:
    """The attacker's colour and, per board point of the root position,
    the status of the defender's stone there and the value of the string
    whose origin it is (0 elsewhere). Counterpart of GNU Go's ``aa_status``
    and ``aa_values`` arrays."""

    attacker: int
    status: Tuple[AaStatus, ...]
    values: Tuple[int, ...]


@dataclass(frozen=True)
class Combination:
    """An ``atari_atari`` answer: the size of what the combination wins
    (0: none), its first move, the defender's moves found to stop it (when
    asked for) and whether every reading finished within its budget (when
    not, a budgeted question was answered the way that finds no
    combination, or the search stopped early: a combination may have been
    missed, a defence left unchecked)."""

    size: int
    move: int = NO_MOVE
    defenses: Tuple[int, ...] = ()
    certain: bool = True


@dataclass(frozen=True)
class Blunder:
    """What a move gives away (``atari_atari_blunder_size``): the size of
    the combination it lets the opponent make, and the mover's moves that
    would prevent it."""

    size: int
    defenses: Tuple[int, ...] = ()
    certain: bool = True


# --- targets ------------------------------------------------------------------

def combination_targets(board: Board, attacker: int, worms: Worms, dragons: Dragons,
                        influence: Optional[Influence] = None,
                        substantial: Optional[Callable[[int], bool]] = None) -> Targets:
    """Targets of ``attacker`` from the position's analysis: dead and
    critical dragons (owl statuses where the caller has judged them) and
    worms that tactical reading can capture are excluded. GNU Go's
    ``compute_aa_status(color, NULL)`` and ``compute_aa_values``.
    ``substantial`` is the owl's ``owl_substantial`` (see
    :func:`_mark_insubstantial`); without it no string is reclassified."""
    defender = BLACK + WHITE - attacker
    status = [UNKNOWN] * BOARDSIZE
    bd = board.board
    for pos in board.points():
        if bd[pos] == defender:
            status[pos] = _analysed_status(pos, worms, dragons)
    _mark_insubstantial(board, attacker, status, substantial)
    return Targets(attacker, tuple(status), _values(board, attacker, status, influence))


def _analysed_status(pos: int, worms: Worms, dragons: Dragons) -> AaStatus:
    dragon_status = dragons.dragon(pos).status
    if dragon_status == DEAD:
        return AaStatus.DEAD
    if dragon_status == CRITICAL:
        return AaStatus.CRITICAL
    if worms.attack_codes[pos][0]:
        return AaStatus.CRITICAL if worms.defense_codes[pos][0] else AaStatus.DEAD
    return ALIVE


def targets_from_safe_stones(board: Board, attacker: int, safe: Set[int],
                             influence: Optional[Influence] = None,
                             substantial: Optional[Callable[[int], bool]] = None) -> Targets:
    """Targets when the defender's safe stones are given (a move is being
    checked for blunders): the stones in ``safe`` are alive, the others
    dead. GNU Go's ``compute_aa_status(color, safe_stones)``."""
    defender = BLACK + WHITE - attacker
    status = [UNKNOWN] * BOARDSIZE
    bd = board.board
    for pos in board.points():
        if bd[pos] == defender:
            status[pos] = ALIVE if pos in safe else AaStatus.DEAD
    _mark_insubstantial(board, attacker, status, substantial)
    return Targets(attacker, tuple(status), _values(board, attacker, status, influence))


def _mark_insubstantial(board: Board, attacker: int, status: List[AaStatus],
                        substantial: Optional[Callable[[int], bool]]) -> None:
    """A live two-liberty string whose capture would not let the stones
    around it live is no target (GNU Go asks ``owl_substantial``, but not
    when both liberties are self-ataris for the attacker)."""
    if substantial is None:
        return
    defender = BLACK + WHITE - attacker
    for origin in string_origins(board, defender):
        if status[origin] != ALIVE or board.countlib(origin) != 2:
            continue
        if all(board.is_self_atari(lib, attacker) for lib in board.findlib(origin)):
            continue
        if not substantial(origin):
            for stone in board.string_stones(origin):
                status[stone] = AaStatus.INSUBSTANTIAL


def _values(board: Board, attacker: int, status: List[AaStatus],
            influence: Optional[Influence]) -> Tuple[int, ...]:
    """Twice the stones, plus the liberties and the points next to them
    that lie in the defender's moyo, for each live target at its origin
    (GNU Go's ``compute_aa_values``: a crude size, blind to strategy)."""
    defender = BLACK + WHITE - attacker
    values = [0] * BOARDSIZE
    bd = board.board
    for origin in string_origins(board, defender):
        if status[origin] != ALIVE:
            continue
        libs = board.findlib(origin)
        near = set(libs)
        near.update(q for lib in libs for q in points_around(lib) if bd[q] == EMPTY)
        moyo = sum(1 for p in near if _in_moyo(influence, p, defender))
        values[origin] = 2 * board.countstones(origin) + moyo
    return tuple(values)


def points_around(pos: int) -> Tuple[int, ...]:
    return tuple(pos + d for d in DIRS)


def _in_moyo(influence: Optional[Influence], pos: int, color: int) -> bool:
    if influence is None:
        return False
    return influence.whose_moyo(pos) == color


def string_origins(board: Board, color: int) -> List[int]:
    bd = board.board
    return [p for p in board.points() if bd[p] == color and board.find_origin(p) == p]


def safe_stones(board: Board, color: int, move: int, worms: Worms, dragons: Dragons,
                saved_worms: Set[int], saved_dragons: Set[int], move_safe: bool) -> Set[int]:
    """The stones of both colours that count as safe once ``color`` has
    played ``move``: not on a dead dragon, not on a worm that can be
    captured (unless ``move`` saves it: ``saved_worms``); ``color``'s
    critical dragons only when ``move`` saves them (``saved_dragons``); the
    new stone if ``move_safe``. GNU Go's ``mark_safe_stones``."""
    other = BLACK + WHITE - color
    out: Set[int] = set()
    bd = board.board
    for pos in board.points():
        stone = bd[pos]
        if stone not in (BLACK, WHITE):
            continue
        dead = dragons.dragon(pos).status == DEAD
        attacked = bool(worms.attack_codes[pos][0])
        if stone == other:
            safe = not dead and not (attacked and not worms.defense_codes[pos][0])
        elif dead or (attacked and (not worms.defense_codes[pos][0] or pos not in saved_worms)):
            safe = False
        else:
            safe = pos in saved_dragons or dragons.dragon(pos).status != CRITICAL
        if safe:
            out.add(pos)
    out.discard(move)
    if move_safe:
        out.add(move)
    return out

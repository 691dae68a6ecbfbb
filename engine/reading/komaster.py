"""The komaster scheme: which ko captures reading may try, so it never loops.

Counterpart of GNU Go's ``komaster_trymove`` and the "scheme 5" of the
manual (section 11.4). A *conditional* ko capture is an illegal ko capture
tried anyway (``Board.tryko``), as if a ko threat had been made and
answered; the player who makes one becomes *komaster* and ``kom_pos`` notes
the stone it captured. The rules, for a player O about to move and its
opponent X:

1. komaster EMPTY: any ko capture. A conditional one makes O komaster. An
   unconditional one right after another ko capture makes the state WEAK_KO
   with ``kom_pos`` at the previous ko point.
2. komaster O: only *nested* ko captures (the captured stone diagonal to
   ``kom_pos``), which move ``kom_pos``. When the ko at ``kom_pos`` is
   resolved in O's favour (filled, or no longer a ko and suicide for X) the
   komaster reverts to EMPTY.
3. komaster X: O may not retake at ``kom_pos``; taking any other ko makes
   the state GRAY (X's ko stays noted).
4. GRAY: no ko captures at all; EMPTY again once the noted ko is resolved.
5. WEAK_KO: a non-ko move reverts to EMPTY; an unconditional ko capture is
   allowed only if nested; a conditional one as in 1.

The state travels down the recursion as one int, ``km << 10 | kom_pos``
(a board index is below 1024), so the reader passes it as an argument and
the cache can key on it; there is no hidden global. Depends on the board's
public queries only.
"""
from ..colors import BLACK, EMPTY, WHITE
from ..geometry import DIAGONALS

KM_EMPTY = 0
KM_WHITE = WHITE      # 1: white made a conditional ko capture
KM_BLACK = BLACK      # 2: black made a conditional ko capture
KM_GRAY_WHITE = 3     # white was komaster, then black took another ko
KM_GRAY_BLACK = 4     # black was komaster, then white took another ko
KM_WEAK_KO = 5        # two ko captures in a row, no komaster yet

KOM_SHIFT = 10
KOM_POS_MASK = (1 << KOM_SHIFT) - 1
STATE_MASK = (1 << 13) - 1
CONDITIONAL = 1 << 13   # flag in komaster_trymove's answer
NOT_PLAYED = -1
EMPTY_STATE = 0

_OWNER = (EMPTY, WHITE, BLACK, WHITE, BLACK, EMPTY)
_NAMES = ("EMPTY", "WHITE", "BLACK", "GRAY_WHITE", "GRAY_BLACK", "WEAK_KO")


def make_state(km: int, kom_pos: int) -> int:
    """Pack a komaster and its ko position into one int."""
    return km << KOM_SHIFT | kom_pos


def komaster_of(state: int) -> int:
    """The komaster (KM_EMPTY .. KM_WEAK_KO) of a packed state."""
    return state >> KOM_SHIFT


def kom_pos_of(state: int) -> int:
    """The ko position of a packed state."""
    return state & KOM_POS_MASK


def state_name(state: int) -> str:
    """``BLACK@123`` style text for traces."""
    return f"{_NAMES[state >> KOM_SHIFT]}@{state & KOM_POS_MASK}"


def _resolved(b, kom_pos: int, owner: int) -> bool:
    """True if the ko at ``kom_pos`` is settled in ``owner``'s favour."""
    if b.board[kom_pos] != EMPTY:
        return True
    rival = WHITE + BLACK - owner
    return not b.is_ko(kom_pos, rival) and b.is_suicide(kom_pos, rival)


def ko_capture_forbidden(km: int, kom_pos: int, pos: int, color: int,
                         ko_stone: int, board_ko_pos: int) -> bool:
    """True if the komaster rules forbid ``color`` the ko capture at ``pos``
    (taking ``ko_stone``), whether legal now or conditional."""
    if km == KM_EMPTY:
        return False
    if km == WHITE + BLACK - color:
        return pos == kom_pos
    if km == KM_GRAY_WHITE or km == KM_GRAY_BLACK:
        return True
    if km == color:
        return ko_stone - kom_pos not in DIAGONALS
    # KM_WEAK_KO: a legal capture must be nested; an illegal one (at the
    # board's ko point) may go on as a conditional capture.
    return pos != board_ko_pos and ko_stone - kom_pos not in DIAGONALS


def komaster_trymove(b, pos: int, color: int, state: int, conditional_ok: bool) -> int:
    """Try ``color`` at ``pos`` under the komaster rules.

    Plays the move with ``trymove`` if legal; an illegal ko capture is
    played with ``tryko`` when ``conditional_ok`` and the rules allow it.
    Returns NOT_PLAYED (-1), or the new packed state, with the CONDITIONAL
    bit set when the move was a conditional ko capture. A played move must
    be undone with ``popgo``. Counterpart of GNU Go's ``komaster_trymove``.
    """
    if pos == 0:
        return NOT_PLAYED
    km = state >> KOM_SHIFT
    kom_pos = state & KOM_POS_MASK
    if km != KM_EMPTY and km != KM_WEAK_KO and _resolved(b, kom_pos, _OWNER[km]):
        km = KM_EMPTY
        kom_pos = 0
    ko_stone = b.is_ko(pos, color) if b.board[pos] == EMPTY else 0
    board_ko_pos = b.ko_pos
    if ko_stone and ko_capture_forbidden(km, kom_pos, pos, color, ko_stone, board_ko_pos):
        return NOT_PLAYED
    if not b.trymove(pos, color):
        if not conditional_ok or not b.tryko(pos, color):
            return NOT_PLAYED
        if km == KM_EMPTY or km == KM_WEAK_KO:
            return CONDITIONAL | color << KOM_SHIFT | ko_stone
        flag = CONDITIONAL
    else:
        flag = 0
    other = WHITE + BLACK - color
    if not ko_stone:
        if km != KM_EMPTY and _OWNER[km] == color and _resolved(b, kom_pos, color):
            return 0
        if km == KM_WEAK_KO:
            return 0
        return km << KOM_SHIFT | kom_pos
    if km == other:
        km = KM_GRAY_WHITE if other == WHITE else KM_GRAY_BLACK
    elif km == color:
        kom_pos = ko_stone
    elif board_ko_pos:
        km = KM_WEAK_KO
        kom_pos = board_ko_pos
    return flag | km << KOM_SHIFT | kom_pos


def retake_allowed(state: int, color: int, pos: int, ko_stone: int) -> bool:
    """True if ``color`` may (conditionally) retake a ko at ``pos``, taking
    ``ko_stone``, in komaster state ``state``. Used to decide between KO_A
    and WIN when a ko capture is the attack."""
    km = state >> KOM_SHIFT
    if km == KM_EMPTY or km == KM_WEAK_KO:
        return True
    return not ko_capture_forbidden(km, state & KOM_POS_MASK, pos, color, ko_stone, pos)

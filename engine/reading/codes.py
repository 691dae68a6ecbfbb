"""Result codes of the reading functions, in GNU Go's internal order.

A reading function answers for the player it reads for (the attacker in
``attack``, the defender in ``find_defense``): ``WIN`` is success, ``LOSE``
(0) failure, ``KO_A`` success through a ko where that player takes first (the
opponent needs the first ko threat), ``KO_B`` success through a ko where that
player needs the first ko threat. ``GAIN`` and ``LOSS`` belong to the owl
code's extended scheme (failure that still captures something, success that
costs another string); tactical reading never produces them, but the scale
is kept whole so that ``reverse`` is a single subtraction: the opponent's
view of a result ``c`` is ``WIN - c``.

GTP prints the codes with other digits (GNU Go's ``gtp_print_code``):
0 for failure, 1 for WIN, 2 for KO_A, 3 for KO_B, 4 for GAIN, 5 for LOSS.
Depends on nothing.
"""

LOSE = 0
KO_B = 1
LOSS = 2
GAIN = 3
KO_A = 4
WIN = 5

_GTP_DIGITS = {LOSE: 0, WIN: 1, KO_A: 2, KO_B: 3, GAIN: 4, LOSS: 5}
_NAMES = {LOSE: "0", KO_B: "KO_B", LOSS: "LOSS", GAIN: "GAIN", KO_A: "KO_A", WIN: "WIN"}


def gtp_code(code: int) -> int:
    """The digit GTP prints for a result code (GNU Go's ``gtp_print_code``).

    Raises KeyError for a value that is not a result code.
    """
    return _GTP_DIGITS[code]


def reverse(code: int) -> int:
    """The same result seen by the opponent (GNU Go's ``REVERSE_RESULT``)."""
    return WIN - code


def code_name(code: int) -> str:
    """``WIN``, ``KO_A``, ... for traces and test messages."""
    return _NAMES[code]

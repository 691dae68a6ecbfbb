"""Tactical reading: can a string be captured, and how can it be saved?

Counterpart of GNU Go's ``reading.c`` (manual chapter 11). Start with
:class:`Reader` (``reader.py``), the entry points the rest of the engine
calls; the search itself is in ``core.py`` (with an optional compiled
twin, ``engine/_reading.c``, that the Reader runs when it is built); its
move generators in ``generators.py`` (chain breaking, shared helpers), ``attack_moves.py``,
``defense_moves.py`` and ``superstring.py``; move ordering in
``moves.py``; the ko rules in ``komaster.py``; the transposition table in
``cache.py``; the result codes in ``codes.py``; node budgets and
interrupts in ``budget.py``.

Depends on the board and the config only (nothing above the board layer).
"""
from .codes import GAIN, KO_A, KO_B, LOSE, LOSS, WIN, gtp_code, reverse
from .cache import ReadingCache
from .reader import Reader
from .budget import BudgetReader, ReadingBudgetExceeded, ReadingInterrupted

__all__ = ["LOSE", "KO_B", "LOSS", "GAIN", "KO_A", "WIN", "gtp_code", "reverse",
           "Reader", "ReadingCache", "BudgetReader", "ReadingBudgetExceeded",
           "ReadingInterrupted"]

"""Time control of a match: the ``--time`` syntax and the controller's clock.

:class:`TimeControl` is the setting (Canadian byo-yomi or absolute time)
and how it is spelt in GTP ``time_settings``, on the command line and in
SGF ``OT``; :func:`parse_time` reads the command-line spelling;
:class:`GameClock` is one player's clock as the match controller keeps it
(GTP ``time_left`` is sent from it before every ``genmove``).

Depends on nothing but the stdlib: it knows no engines, boards or files.
"""
import re
from dataclasses import dataclass
from typing import Optional, Tuple

_TIME_RE = re.compile(r"^(\d+(?:\.\d+)?)([sm]?)(?:\+(\d+(?:\.\d+)?)([sm]?)/(\d+))?$")


@dataclass(frozen=True)
class TimeControl:
    """Canadian byo-yomi: ``main`` seconds, then ``byoyomi`` s per ``stones`` moves.

    ``byoyomi == 0`` is absolute time (sudden death after ``main``).
    """

    main: float
    byoyomi: float = 0.0
    stones: int = 0

    def gtp(self) -> str:
        """The ``time_settings`` command (GTP wants whole seconds)."""
        return f"time_settings {round(self.main)} {round(self.byoyomi)} {self.stones}"

    def text(self) -> str:
        """The canonical ``--time`` spelling, e.g. ``60+10/5``."""
        base = f"{self.main:g}"
        return base if not self.byoyomi else f"{base}+{self.byoyomi:g}/{self.stones}"

    def sgf_overtime(self) -> Optional[str]:
        """The SGF ``OT`` text, or None for absolute time."""
        return f"{self.stones}/{self.byoyomi:g} Canadian" if self.byoyomi else None


def parse_time(text: str) -> TimeControl:
    """Parse ``MAIN[+BYOYOMI/STONES]``; seconds, or minutes with an ``m`` suffix.

    ``60`` is 60 s absolute; ``60+10/5`` is 60 s main time, then 10 s for
    every 5 stones; ``5m+30/10`` is 5 minutes then 30 s per 10 stones (the
    shape of twogtp's ``-time a+b/n``, whose unit is minutes). Raises
    ValueError for anything else.
    """
    m = _TIME_RE.match(text.strip())
    if not m:
        raise ValueError(f"bad time {text!r}: expected MAIN or MAIN+BYOYOMI/STONES, "
                         "in seconds (suffix m for minutes), e.g. 60 or 60+10/5")
    main = float(m.group(1)) * (60 if m.group(2) == "m" else 1)
    if m.group(3) is None:
        if main <= 0:
            raise ValueError("absolute time must be positive")
        return TimeControl(main)
    byo = float(m.group(3)) * (60 if m.group(4) == "m" else 1)
    stones = int(m.group(5))
    if byo <= 0 or stones <= 0:
        raise ValueError("byo-yomi needs positive seconds and stones (MAIN+SECONDS/STONES)")
    return TimeControl(main, byo, stones)


class GameClock:
    """One player's clock, kept by the controller (Canadian byo-yomi).

    Time beyond the main time spills into the first byo-yomi period. A
    period is renewed once its stones are played. :meth:`charge` returns
    what is left, negative when the player overran.
    """

    def __init__(self, control: TimeControl) -> None:
        self.control = control
        self.main_left = control.main
        self.period_left: Optional[float] = None
        self.stones_left = 0

    def _byoyomi_started(self) -> bool:
        return self.period_left is not None or (self.main_left <= 0 and self.control.byoyomi > 0)

    def time_left(self) -> Tuple[int, int]:
        """Arguments of GTP ``time_left``: seconds, and stones (0 in main time)."""
        if not self._byoyomi_started():
            return max(0, int(self.main_left)), 0
        if self.period_left is None:
            return int(self.control.byoyomi), self.control.stones
        return max(0, int(self.period_left)), self.stones_left

    def budget(self) -> float:
        """Seconds the next move may take before the flag falls."""
        if self.period_left is not None:
            return self.period_left
        return max(0.0, self.main_left) + self.control.byoyomi

    def charge(self, seconds: float) -> float:
        """Charge one move of ``seconds``; return the time left (< 0: overrun)."""
        c = self.control
        if self.period_left is None:
            if seconds <= self.main_left or not c.byoyomi:
                self.main_left -= seconds
                return self.main_left
            seconds -= max(0.0, self.main_left)
            self.main_left = 0.0
            self.period_left, self.stones_left = c.byoyomi, c.stones
        self.period_left -= seconds
        left = self.period_left
        self.stones_left -= 1
        if self.stones_left == 0:
            self.period_left, self.stones_left = c.byoyomi, c.stones
        return left

    def sgf_left(self) -> Tuple[float, Optional[int]]:
        """Time left and (in byo-yomi) stones left, for SGF ``BL``/``OB``."""
        if self.period_left is None:
            return max(0.0, self.main_left), None
        return max(0.0, self.period_left), self.stones_left

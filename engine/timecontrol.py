"""Clocks and the time budget of one move.

GTP gives Canadian byo-yomi (``time_settings main byo stones``) and, before a
move, the time left (``time_left color seconds stones``: stones 0 means main
time, or absolute time when there is no byo-yomi). A :class:`Clock` keeps
what the controller said, counts down locally when it says nothing, and
turns it into a per-move budget with a safety margin, so that the engine
never loses on time. Depends only on the config.
"""
from typing import Optional

from .config import TimeSettings

# Seconds kept in reserve for process and pipe latency.
SAFETY_MARGIN = 0.5
# What a move costs at the least (setting up a search, the pipes). Under
# sudden death this much is kept back for every move that may still come,
# so that a long tail of forced moves (captures in our own area against a
# player that never passes) cannot run the clock out.
MIN_MOVE_SECONDS = 0.1


class Clock:
    """The time situation of one player."""

    def __init__(self, settings: TimeSettings) -> None:
        self.reset(settings)

    def reset(self, settings: TimeSettings) -> None:
        """Start a game under ``settings``: full main time, no period used."""
        self.settings = settings
        self.main_left = float(settings.main_time)
        self.period_left: Optional[float] = None   # seconds left in byo-yomi period
        self.stones_left: Optional[int] = None     # stones to play in that period

    @property
    def unlimited(self) -> bool:
        return self.settings.unlimited

    def set_left(self, seconds: float, stones: int) -> None:
        """Record a ``time_left`` report."""
        if stones == 0:
            self.main_left = float(seconds)
            self.period_left = None
            self.stones_left = None
        else:
            self.main_left = 0.0
            self.period_left = float(seconds)
            # Japanese byo-yomi: the count is periods left; each move must fit
            # in one period.
            self.stones_left = 1 if self.settings.byo_yomi_periods else stones

    def spend(self, seconds: float) -> None:
        """Count ``seconds`` used on one move (when no time_left follows)."""
        if self.unlimited:
            return
        if self.period_left is None:
            used = min(seconds, self.main_left)
            self.main_left -= used
            seconds -= used
            if self.main_left > 0 or self.settings.byo_yomi_time <= 0:
                return
            self.period_left = float(self.settings.byo_yomi_time)
            self.stones_left = self._period_stones()
        self.period_left = (self.period_left or 0.0) - seconds
        if self.stones_left is not None:
            self.stones_left -= 1
            if self.stones_left <= 0:
                self.period_left = float(self.settings.byo_yomi_time)
                self.stones_left = self._period_stones()

    def _period_stones(self) -> int:
        return 1 if self.settings.byo_yomi_periods else self.settings.byo_yomi_stones

    def budget(self, moves_to_go: int, tail_moves: int = 0) -> Optional[float]:
        """Seconds this move may take, or None when time is unlimited.

        ``moves_to_go`` is the engine's estimate of its remaining moves,
        ``tail_moves`` how many it may have to play at worst (the empty
        points, say). Main time is spread over ``moves_to_go``, byo-yomi
        time over the stones of the period; a margin is always kept back,
        and under sudden death also ``MIN_MOVE_SECONDS`` per tail move.
        A budget of 0 asks for the fastest sound move.
        """
        if self.unlimited:
            return None
        moves_to_go = max(moves_to_go, 1)
        if self.period_left is not None:
            stones = max(self.stones_left or 1, 1)
            share = self.period_left / stones
            return max(0.0, min(share * 0.8, self.period_left - SAFETY_MARGIN))
        share = self.main_left / moves_to_go
        byo = self.settings.byo_yomi_time
        if byo > 0 and self._period_stones() > 0:
            # Byo-yomi follows: one period's pace is always affordable.
            share = max(share, 0.8 * byo / self._period_stones())
            return max(0.0, share)
        tail = max(tail_moves, moves_to_go)
        usable = self.main_left - SAFETY_MARGIN - MIN_MOVE_SECONDS * tail
        return max(0.0, usable / moves_to_go)

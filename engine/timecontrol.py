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
# What a move answered at once costs at worst (the baseline answers in
# milliseconds; the pipes and the controller add the rest). Under sudden
# death this much is kept back for every empty point, so that a long tail of
# forced moves (captures in our own area against a player that never
# passes) cannot run the clock out.
MIN_MOVE_SECONDS = 0.05
# A budget below this is not worth a search (setting one up costs a few
# hundredths, and a few hundred playouts decide little): the move is
# answered at once and the time saved goes to the moves that need it.
MIN_SEARCH_SECONDS = 0.15
# Our moves still to come, estimated from the empty points: a game ends
# with part of the board empty, and half of the remaining moves are the
# opponent's. Never fewer than MIN_MOVES_TO_GO (a game may go on longer
# than it looks).
MOVES_PER_EMPTY_POINT = 0.35
MIN_MOVES_TO_GO = 8
# How a move's share of the main time is weighted by the stage of the game
# (the filled part of the board): the first moves of the opening are known
# shapes, the middle game decides the game, the endgame is counted.
OPENING_FILL = 0.08
MIDDLE_FILL = 0.5
OPENING_WEIGHT = 0.6
MIDDLE_WEIGHT = 1.6
ENDGAME_WEIGHT = 1.0


def moves_to_go(empties: int) -> float:
    """Our moves still to come in a game with ``empties`` empty points."""
    return max(float(MIN_MOVES_TO_GO), MOVES_PER_EMPTY_POINT * empties)


def stage_weight(empties: int, area: int) -> float:
    """How much more (or less) than an even share a move takes at this
    stage of the game (see OPENING_FILL and MIDDLE_FILL)."""
    filled = 1.0 - empties / max(area, 1)
    if filled < OPENING_FILL:
        return OPENING_WEIGHT
    if filled < MIDDLE_FILL:
        return MIDDLE_WEIGHT
    return ENDGAME_WEIGHT


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

    def budget(self, empties: int, area: int) -> Optional[float]:
        """Seconds this move may take, or None when time is unlimited.

        ``empties`` is the number of empty points, ``area`` the board's
        points. Main time is spread over the moves still to come
        (:func:`moves_to_go`) and weighted by the stage of the game
        (:func:`stage_weight`: more in the middle game than at the end);
        byo-yomi time over the stones of the period. A margin is always
        kept back, and under sudden death also ``MIN_MOVE_SECONDS`` per
        empty point. A budget of 0 asks for the fastest sound move; it is
        given whenever the share would be below ``MIN_SEARCH_SECONDS``.
        """
        if self.unlimited:
            return None
        if self.period_left is not None:
            stones = max(self.stones_left or 1, 1)
            share = self.period_left / stones
            return _searchable(min(share * 0.8, self.period_left - SAFETY_MARGIN))
        per_move = stage_weight(empties, area) / moves_to_go(empties)
        byo = self.settings.byo_yomi_time
        if byo > 0 and self._period_stones() > 0:
            # Byo-yomi follows: one period's pace is always affordable.
            return _searchable(max(self.main_left * per_move, 0.8 * byo / self._period_stones()))
        usable = self.main_left - SAFETY_MARGIN - MIN_MOVE_SECONDS * empties
        return _searchable(min(usable * per_move, usable))


def _searchable(seconds: float) -> float:
    """``seconds``, or 0 (answer at once) when too little for a search."""
    return seconds if seconds >= MIN_SEARCH_SECONDS else 0.0

"""The settings of a match: what decides how its games are played.

:class:`MatchConfig` (engines, board, komi, time, colours, openings,
limits, rules) is frozen and stored in ``match.json`` through
:meth:`MatchConfig.identity`, so a resumed match is checked against it.
:class:`Opening` is an opening as the games use it (reading one from SGF
is :mod:`.openings`); :class:`MatchError` is what every match module
raises when the match cannot run.

Depends on :mod:`.matchclock` and the engine's rules names only: nothing
here starts a process, reads a file or plays a move.
"""
from dataclasses import dataclass
from typing import Dict, Optional, Tuple

from ...engine.config import RULE_ALIASES
from .clock import TimeControl


class MatchError(Exception):
    """The match cannot run: bad configuration, unusable engine, changed setup."""


@dataclass(frozen=True)
class Opening:
    """Moves played (with ``play``) to both engines before generation starts."""

    name: str
    moves: Tuple[Tuple[int, int], ...]   # (color, pos)


@dataclass(frozen=True)
class MatchConfig:
    """Everything that decides how games are played (and must not change on resume)."""

    black: str
    white: str
    size: int = 9
    komi: float = 7.0
    time: Optional[TimeControl] = None
    alternate: bool = False
    referee: Optional[str] = None
    openings: Tuple[Opening, ...] = ()
    move_limit: int = 0          # 0: 3 * size * size
    rules: str = "territory"
    time_tolerance: float = 1.0
    move_timeout: float = 120.0

    @property
    def max_moves(self) -> int:
        """The move limit in effect."""
        return self.move_limit or 3 * self.size * self.size

    def identity(self) -> Dict[str, object]:
        """The settings stored in ``match.json``; a resumed match must match them."""
        return {"black": self.black, "white": self.white, "size": self.size,
                "komi": self.komi, "time": self.time.text() if self.time else None,
                "alternate": self.alternate, "referee": self.referee,
                "openings": [o.name for o in self.openings], "move_limit": self.max_moves,
                "rules": self.rules, "time_tolerance": self.time_tolerance}

    def colors(self, game: int) -> Tuple[int, int]:
        """Engine numbers (1 = ``--black``, 2 = ``--white``) playing Black, White."""
        return (2, 1) if self.alternate and game % 2 else (1, 2)

    def opening(self, game: int) -> Optional[Opening]:
        """The opening of a game: files in turn, one per pair when alternating."""
        if not self.openings:
            return None
        index = game // 2 if self.alternate else game
        return self.openings[index % len(self.openings)]


def normalize_rules(rules: str) -> str:
    """Kosumi's rules name (``territory``/``area``) for a user spelling."""
    try:
        return RULE_ALIASES[rules.lower()]
    except KeyError:
        raise ValueError(f"unknown rules {rules!r}") from None

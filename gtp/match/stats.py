"""Match statistics: win rate, its 95% interval, and the Elo difference it implies.

Engine 1 is the ``--black`` engine, engine 2 the ``--white`` one (with
``--alternate`` they swap colours every odd game). A win counts 1, a jigo
1/2; games without a result (move limit) are left out of the rates but
counted. The interval is Wilson's score interval, which stays inside
[0, 1] and behaves at 0 or n wins where the normal approximation does not;
the Elo difference is the logistic one, ``400 log10(p / (1 - p))``, and its
interval is the image of the win-rate interval (the map is monotone).

Pure arithmetic on :class:`Outcome` tuples: depends on nothing but the
stdlib, and knows nothing of engines, files or Go.
"""
import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, NamedTuple, Optional, Sequence, Tuple

Z95 = 1.959963984540054   # two-sided 95% quantile of the normal distribution


class Outcome(NamedTuple):
    """One game as the statistics see it."""

    game: int
    swapped: bool      # True when engine 1 played White
    winner: str        # "B", "W", "0" (jigo) or "" (no result)
    reason: str


def engine1_points(outcome: Outcome) -> Optional[float]:
    """1, 1/2 or 0 for engine 1; None when the game has no result."""
    if outcome.winner == "0":
        return 0.5
    if outcome.winner not in ("B", "W"):
        return None
    engine1_color = "W" if outcome.swapped else "B"
    return 1.0 if outcome.winner == engine1_color else 0.0


def wilson_interval(score: float, n: int, z: float = Z95) -> Tuple[float, float]:
    """Wilson score interval for ``score`` successes out of ``n`` (0, 1 if n == 0).

    ``(p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)`` with p = score/n.
    """
    if n <= 0:
        return 0.0, 1.0
    p = score / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n))) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def elo_difference(p: float) -> float:
    """Elo difference implied by win rate ``p`` (±inf at 1 and 0)."""
    if p >= 1.0:
        return math.inf
    if p <= 0.0:
        return -math.inf
    return 400.0 * math.log10(p / (1.0 - p))


@dataclass
class ColorRecord:
    """Games and points of one engine with one colour."""

    games: int = 0
    points: float = 0.0


@dataclass
class MatchSummary:
    """Everything the final report prints."""

    games: int = 0
    finished: int = 0
    engine1_points: float = 0.0
    draws: int = 0
    black_wins: int = 0
    white_wins: int = 0
    # per_color[engine][colour] with engine 1 or 2 and colour "B" or "W"
    per_color: Dict[int, Dict[str, ColorRecord]] = field(default_factory=lambda: {
        e: {"B": ColorRecord(), "W": ColorRecord()} for e in (1, 2)})
    reasons: Counter = field(default_factory=Counter)
    # faults[engine]: reasons of the games engine 1 or 2 lost by a fault
    faults: Dict[int, Counter] = field(default_factory=lambda: {1: Counter(), 2: Counter()})

    @property
    def win_rate(self) -> Optional[float]:
        """Engine 1's score per finished game, or None before any result."""
        return self.engine1_points / self.finished if self.finished else None

    @property
    def interval(self) -> Tuple[float, float]:
        """95% Wilson interval of engine 1's win rate."""
        return wilson_interval(self.engine1_points, self.finished)

    @property
    def elo(self) -> Optional[float]:
        """Engine 1's Elo advantage over engine 2."""
        rate = self.win_rate
        return None if rate is None else elo_difference(rate)

    @property
    def elo_interval(self) -> Tuple[float, float]:
        """The Elo difference at both ends of the win-rate interval."""
        lo, hi = self.interval
        return elo_difference(lo), elo_difference(hi)

    def wins(self, engine: int) -> float:
        """Points (wins + jigo/2) of engine 1 or 2."""
        return sum(r.points for r in self.per_color[engine].values())


def summarize(outcomes: Iterable[Outcome], faults: Iterable[str] = ()) -> MatchSummary:
    """Count wins per engine and colour, jigo, reasons.

    ``faults`` names the reasons that are the loser's fault (crash, illegal
    move, ...); those are also counted against the losing engine.
    """
    fault_reasons = frozenset(faults)
    s = MatchSummary()
    for o in outcomes:
        s.games += 1
        s.reasons[o.reason] += 1
        points = engine1_points(o)
        if points is None:
            continue
        if o.reason in fault_reasons and points != 0.5:
            s.faults[2 if points else 1][o.reason] += 1
        s.finished += 1
        s.engine1_points += points
        s.draws += o.winner == "0"
        s.black_wins += o.winner == "B"
        s.white_wins += o.winner == "W"
        colour1, colour2 = ("W", "B") if o.swapped else ("B", "W")
        for engine, colour, got in ((1, colour1, points), (2, colour2, 1.0 - points)):
            s.per_color[engine][colour].games += 1
            s.per_color[engine][colour].points += got
    return s


def running_win_rate(outcomes: Sequence[Outcome]) -> List[Tuple[int, float, float, float]]:
    """After each finished game: (games so far, win rate, interval low, high)."""
    series = []
    points = 0.0
    n = 0
    for o in sorted(outcomes, key=lambda o: o.game):
        got = engine1_points(o)
        if got is None:
            continue
        points += got
        n += 1
        lo, hi = wilson_interval(points, n)
        series.append((n, points / n, lo, hi))
    return series


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _elo(x: float) -> str:
    return ("+inf" if x > 0 else "-inf") if math.isinf(x) else f"{x:+.0f}"


def _pts(x: float) -> str:
    return f"{x:g}"


def format_report(summary: MatchSummary, labels: Tuple[str, str]) -> str:
    """The final report, as plain text lines."""
    s = summary
    lines = [(f"Games: {s.games} ({s.finished} with a result, "
              f"{s.games - s.finished} without)")]
    for engine, label in ((1, labels[0]), (2, labels[1])):
        pc = s.per_color[engine]
        lines.append(f"{label} (engine {engine}): {_pts(s.wins(engine))} wins; as Black "
                     f"{_pts(pc['B'].points)}/{pc['B'].games}, as White "
                     f"{_pts(pc['W'].points)}/{pc['W'].games}")
    lines.append(f"By colour: Black {s.black_wins}, White {s.white_wins}, jigo {s.draws}")
    if s.win_rate is not None:
        lo, hi = s.interval
        elo_lo, elo_hi = s.elo_interval
        lines.append(f"Win rate of {labels[0]}: {_pct(s.win_rate)} "
                     f"(95% CI {_pct(lo)} .. {_pct(hi)})")
        lines.append(f"Elo difference: {_elo(s.elo)} (95% CI {_elo(elo_lo)} .. {_elo(elo_hi)})")
    reasons = ", ".join(f"{r} {n}" for r, n in sorted(s.reasons.items()))
    lines.append(f"Reasons: {reasons or 'none'}")
    for engine, label in ((1, labels[0]), (2, labels[1])):
        if s.faults[engine]:
            errors = ", ".join(f"{r} {n}" for r, n in sorted(s.faults[engine].items()))
            lines.append(f"Errors by {label}: {errors}")
    return "\n".join(lines)

"""An SVG plot of a match's running win rate, written by hand.

The x axis is the number of finished games, the y axis engine 1's win rate
(0 to 100%); the line is the win rate after each game, the shaded band its
95% Wilson interval, the dashed line 50%. Plain SVG 1.1 text with escaped
labels, so any browser shows it and any XML parser reads it.

Depends only on the stdlib (no plotting library); the series comes from
:func:`kosumi.gtp.matchstats.running_win_rate`.
"""
import math
from typing import List, Sequence, Tuple
from xml.sax.saxutils import escape

WIDTH = 640
HEIGHT = 400
LEFT, RIGHT, TOP, BOTTOM = 60, 20, 40, 50


def _nice_step(n: int, ticks: int = 8) -> int:
    """A round tick spacing (1, 2, 5, 10, 20, ...) giving about ``ticks`` ticks."""
    raw = max(1.0, n / ticks)
    base = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 5, 10):
        if base * mult >= raw:
            return int(base * mult)
    return int(base * 10)


def win_rate_svg(series: Sequence[Tuple[int, float, float, float]], title: str) -> str:
    """The SVG document for a series of (games, rate, low, high)."""
    plot_w = WIDTH - LEFT - RIGHT
    plot_h = HEIGHT - TOP - BOTTOM
    n = max(1, series[-1][0] if series else 1)

    def x(games: float) -> float:
        return LEFT + plot_w * games / n

    def y(rate: float) -> float:
        return TOP + plot_h * (1.0 - rate)

    out: List[str] = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
         f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">'),
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
        (f'<text x="{WIDTH / 2:.1f}" y="22" text-anchor="middle" font-size="15">'
         f'{escape(title)}</text>'),
    ]
    for k in range(5):
        rate = k / 4
        out.append(f'<line x1="{LEFT}" y1="{y(rate):.1f}" x2="{LEFT + plot_w}" '
                   f'y2="{y(rate):.1f}" stroke="#dddddd"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y(rate) + 4:.1f}" text-anchor="end">'
                   f'{int(rate * 100)}%</text>')
    step = _nice_step(n)
    for games in range(0, n + 1, step):
        out.append(f'<text x="{x(games):.1f}" y="{TOP + plot_h + 18}" '
                   f'text-anchor="middle">{games}</text>')
    out.append(f'<text x="{LEFT + plot_w / 2:.1f}" y="{HEIGHT - 10}" '
               'text-anchor="middle">games with a result</text>')
    out.append(f'<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" '
               'fill="none" stroke="black"/>')
    out.append(f'<line x1="{LEFT}" y1="{y(0.5):.1f}" x2="{LEFT + plot_w}" y2="{y(0.5):.1f}" '
               'stroke="gray" stroke-dasharray="6,4"/>')
    if series:
        upper = " ".join(f"{x(g):.1f},{y(hi):.1f}" for g, _, _, hi in series)
        lower = " ".join(f"{x(g):.1f},{y(lo):.1f}" for g, _, lo, _ in reversed(series))
        out.append(f'<polygon points="{upper} {lower}" fill="#4a7bd0" fill-opacity="0.2" '
                   'stroke="none"/>')
        line = " ".join(f"{x(g):.1f},{y(rate):.1f}" for g, rate, _, _ in series)
        out.append(f'<polyline points="{line}" fill="none" stroke="#1f4fa0" '
                   'stroke-width="2"/>')
    else:
        out.append(f'<text x="{LEFT + plot_w / 2:.1f}" y="{y(0.5) - 8:.1f}" '
                   'text-anchor="middle">no finished games</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_win_rate_svg(path: str, series: Sequence[Tuple[int, float, float, float]],
                       title: str) -> None:
    """Write :func:`win_rate_svg` to ``path``."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(win_rate_svg(series, title))

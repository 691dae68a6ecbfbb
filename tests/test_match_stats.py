"""Match statistics and the win-rate plot, against hand-computed values."""
import math
import xml.etree.ElementTree as ET

import pytest

from kosumi.gtp.match.plot import win_rate_svg, write_win_rate_svg
from kosumi.gtp.match.stats import (
    Outcome, elo_difference, engine1_points, format_report, running_win_rate, summarize,
    wilson_interval)

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("score, n, low, high", [
    # p = 1/2: centre 0.5, half-width 1.96 * sqrt(0.025 + 0.0096) / 1.3841
    (5, 10, 0.2366, 0.7634),
    # no wins: upper bound z² / (n + z²) = 3.8415 / 13.8415
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
    # p = 0.8, n = 50: centre (0.8 + 0.0384) / 1.0768, half 0.1089 / 1.0768
    (40, 50, 0.6696, 0.8876),
])
def test_wilson_interval(score, n, low, high):
    lo, hi = wilson_interval(score, n)
    assert lo == pytest.approx(low, abs=5e-4)
    assert hi == pytest.approx(high, abs=5e-4)


def test_wilson_interval_without_games_is_everything():
    assert wilson_interval(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("p, elo", [
    (0.5, 0.0), (0.75, 400 * math.log10(3)), (0.25, -400 * math.log10(3)),
    (10 / 11, 400.0), (0.64, 99.9)])
def test_elo_difference(p, elo):
    assert elo_difference(p) == pytest.approx(elo, abs=0.1)


def test_elo_difference_at_the_ends():
    assert elo_difference(1.0) == math.inf and elo_difference(0.0) == -math.inf


def test_engine1_points_follow_the_colour_swap():
    assert engine1_points(Outcome(0, False, "B", "score")) == 1.0
    assert engine1_points(Outcome(1, True, "B", "score")) == 0.0
    assert engine1_points(Outcome(1, True, "W", "resign")) == 1.0
    assert engine1_points(Outcome(2, False, "0", "score")) == 0.5
    assert engine1_points(Outcome(3, False, "", "move limit")) is None


GAMES = [
    Outcome(0, False, "B", "score"),      # engine 1 wins as Black
    Outcome(1, True, "B", "resign"),      # engine 2 wins as Black
    Outcome(2, False, "W", "crash"),      # engine 2 wins as White
    Outcome(3, True, "W", "score"),       # engine 1 wins as White
    Outcome(4, False, "0", "score"),      # jigo, engine 1 Black
    Outcome(5, True, "", "move limit"),   # no result
    Outcome(6, False, "B", "time"),       # engine 1 wins as Black
]


def test_summary_counts():
    s = summarize(GAMES)
    assert (s.games, s.finished, s.draws) == (7, 6, 1)
    assert (s.black_wins, s.white_wins) == (3, 2)
    assert s.engine1_points == 3.5 and s.wins(1) == 3.5 and s.wins(2) == 2.5
    assert (s.per_color[1]["B"].games, s.per_color[1]["B"].points) == (4, 2.5)
    assert (s.per_color[1]["W"].games, s.per_color[1]["W"].points) == (2, 1.0)
    assert (s.per_color[2]["B"].games, s.per_color[2]["B"].points) == (2, 1.0)
    assert (s.per_color[2]["W"].games, s.per_color[2]["W"].points) == (4, 1.5)
    assert s.win_rate == pytest.approx(3.5 / 6)
    assert s.elo == pytest.approx(400 * math.log10(3.5 / 2.5))
    assert s.interval == wilson_interval(3.5, 6)
    assert s.reasons == {"score": 3, "resign": 1, "crash": 1, "move limit": 1, "time": 1}


def test_faults_are_counted_against_the_loser():
    s = summarize(GAMES, faults=("crash", "time", "hang"))
    assert s.faults[1] == {"crash": 1}            # game 2: engine 1 (Black) crashed
    assert s.faults[2] == {"time": 1}             # game 6: engine 2 (White) lost on time
    assert summarize(GAMES).faults == {1: {}, 2: {}}


def test_report_text():
    text = format_report(summarize(GAMES, ("crash",)), ("Kosumi 0.1", "GNU Go 3.8"))
    assert "Games: 7 (6 with a result, 1 without)" in text
    assert "Kosumi 0.1 (engine 1): 3.5 wins; as Black 2.5/4, as White 1/2" in text
    assert "GNU Go 3.8 (engine 2): 2.5 wins; as Black 1/2, as White 1.5/4" in text
    assert "By colour: Black 3, White 2, jigo 1" in text
    assert "Win rate of Kosumi 0.1: 58.3%" in text
    assert "Elo difference: +58" in text
    assert "Reasons: crash 1, move limit 1, resign 1, score 3, time 1" in text
    assert "Errors by Kosumi 0.1: crash 1" in text and "Errors by GNU Go" not in text


def test_report_with_one_sided_result_shows_infinite_elo():
    text = format_report(summarize([Outcome(0, False, "B", "score")]), ("a", "b"))
    assert "Elo difference: +inf (95% CI " in text


def test_running_win_rate_skips_games_without_result():
    series = running_win_rate(list(reversed(GAMES)))
    assert [n for n, _, _, _ in series] == [1, 2, 3, 4, 5, 6]
    assert [rate for _, rate, _, _ in series] == pytest.approx(
        [1, 0.5, 1 / 3, 0.5, 2.5 / 5, 3.5 / 6])
    for n, rate, lo, hi in series:
        assert lo <= rate <= hi


def test_svg_is_well_formed_and_plots_every_point(tmp_path):
    series = running_win_rate(GAMES)
    path = tmp_path / "plot.svg"
    write_win_rate_svg(str(path), series, "Kosumi <0.1> vs GNU Go & co")
    root = ET.parse(str(path)).getroot()
    assert root.tag == SVG + "svg"
    line = root.find(SVG + "polyline")
    points = line.get("points").split()
    assert len(points) == len(series)
    band = root.find(SVG + "polygon").get("points").split()
    assert len(band) == 2 * len(series)
    ys = [float(p.split(",")[1]) for p in points]
    assert ys[0] < ys[1]                   # 100% is drawn above 50%
    titles = [t.text for t in root.iter(SVG + "text")]
    assert "Kosumi <0.1> vs GNU Go & co" in titles


def test_svg_without_games_is_still_valid():
    root = ET.fromstring(win_rate_svg([], "empty").encode())
    assert root.find(SVG + "polyline") is None
    assert any(t.text == "no finished games" for t in root.iter(SVG + "text"))

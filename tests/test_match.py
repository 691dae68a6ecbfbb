"""Match runner: game loop, faults, clocks, scoring paths, openings, resume, jobs."""
import os
import shlex
import sys
import types

import pytest
from sgfmill import sgf

from shared import GNUGO, gnugo_answers, needs_gnugo
from gtp_helpers import score_margin
from kosumi.gtp.match.runner import (
    CRASH, FAILED, ILLEGAL, MOVE_LIMIT, PROTOCOL, RESIGN, SCORE, TIME, TIMEOUT,
    ScorerUnavailable, parse_score, run_match, score_text)
from kosumi.gtp.match.clock import GameClock, TimeControl, parse_time
from kosumi.gtp.match.config import MatchConfig, MatchError
from kosumi.gtp.match.records import ResultsTable
from kosumi.gtp.match.openings import load_openings

FAKES = os.path.join(os.path.dirname(__file__), "fake_engines")


def fake(script: str, *args: str) -> str:
    return shlex.join([sys.executable, os.path.join(FAKES, script), *args])


def rnd(*args: str) -> str:
    """A legal random player that agrees to score B+3."""
    return fake("random_engine.py", "--score", "B+3", *args)


def config(black: str, white: str, **kw) -> MatchConfig:
    kw.setdefault("size", 5)
    kw.setdefault("move_timeout", 5.0)
    return MatchConfig(black=black, white=white, **kw)


def read_sgf(folder: str, name: str):
    with open(os.path.join(folder, name), "rb") as f:
        return sgf.Sgf_game.from_bytes(f.read())


def log_lines(path: str):
    with open(path) as f:
        return [line.strip() for line in f]


# ----------------------------------------------------------------------
# Time control and scores


@pytest.mark.parametrize("text, expected", [
    ("60", TimeControl(60)),
    ("60+10/5", TimeControl(60, 10, 5)),
    ("5m+30/10", TimeControl(300, 30, 10)),
    ("1m", TimeControl(60)),
    ("0+10/1", TimeControl(0, 10, 1)),
    ("1.5", TimeControl(1.5)),
])
def test_parse_time(text, expected):
    assert parse_time(text) == expected
    assert parse_time(expected.text()) == expected


@pytest.mark.parametrize("text", ["0", "60+10", "abc", "60+0/5", "60+10/0", "-5", ""])
def test_parse_time_rejects(text):
    with pytest.raises(ValueError):
        parse_time(text)


def test_time_settings_command():
    assert TimeControl(60, 10, 5).gtp() == "time_settings 60 10 5"
    assert TimeControl(30).gtp() == "time_settings 30 0 0"


def test_absolute_clock():
    clock = GameClock(TimeControl(10))
    assert clock.time_left() == (10, 0) and clock.budget() == 10
    assert clock.charge(4) == 6
    assert clock.time_left() == (6, 0)
    assert clock.charge(7) == -1


def test_canadian_clock_spills_into_byoyomi_and_renews_periods():
    clock = GameClock(TimeControl(10, 5, 2))
    assert clock.charge(8) == 2
    assert clock.budget() == 7                  # 2 s main + the first period
    assert clock.charge(4) == 3                 # 2 s from main, 2 s from the period
    assert clock.time_left() == (3, 1)
    assert clock.charge(2) == 1                 # 2nd stone: period renewed
    assert clock.time_left() == (5, 2)
    assert clock.charge(6) == -1


def test_pure_byoyomi_clock_starts_in_a_period():
    clock = GameClock(TimeControl(0, 5, 1))
    assert clock.time_left() == (5, 1) and clock.budget() == 5
    assert clock.charge(4) == 1
    assert clock.time_left() == (5, 1)


@pytest.mark.parametrize("text, margin", [
    ("B+3.5", 3.5), ("W+0.5", -0.5), ("w+12.0", -12), ("0", 0), ("B+0.0", 0),
    ("B+R", None), ("garbage", None), ("", None), ("W+2.5 (upper bound: 3)", -2.5)])
def test_parse_score(text, margin):
    assert parse_score(text) == margin


def test_score_text_keeps_the_engines_spelling():
    assert [score_text(t) for t in ("B+6.0", "w+2.5", "W+0.0", "0", "B+3 extra")] == \
        ["B+6.0", "W+2.5", "0", "0", "B+3"]


# ----------------------------------------------------------------------
# Normal games


def test_normal_games_follow_twogtp_command_sequence(tmp_path):
    log1, log2 = str(tmp_path / "e1.log"), str(tmp_path / "e2.log")
    out = str(tmp_path / "out")
    run = run_match(config(rnd("--log", log1, "--name", "One"),
                           rnd("--log", log2, "--seed", "7", "--name", "Two"),
                           alternate=True), out, games=2)
    assert run.labels == ("One 1", "Two 1")
    assert [r.reason for r in run.results] == [SCORE, SCORE]
    assert [r.result for r in run.results] == ["B+3", "B+3"]
    first, second = run.results
    assert (first.black, first.white, first.swapped) == ("One 1", "Two 1", False)
    assert (second.black, second.white, second.swapped) == ("Two 1", "One 1", True)
    lines = log_lines(log1)
    assert lines[:8] == ["protocol_version", "name", "version", "list_commands", "cputime",
                         "boardsize 5", "clear_board", "komi 7"]
    assert lines[-1] == "quit"
    assert "time_settings" not in " ".join(lines)     # no --time, no clock commands
    # engine 1 generates Black's moves in game 0 and White's in game 1
    game0 = lines[:lines.index("final_score") + 1]
    game1 = lines[len(game0):]
    assert any(line.startswith("genmove b") for line in game0)
    assert not any(line.startswith("genmove w") for line in game0)
    assert any(line.startswith("genmove w") for line in game1)
    assert not any(line.startswith("genmove b") for line in game1)
    # the last two moves are passes and each engine heard the other's moves
    game = read_sgf(out, "game-0000.sgf")
    root = game.get_root()
    assert root.get("PB") == "One 1" and root.get("PW") == "Two 1"
    assert root.get("RE") == "B+3" and root.get("KM") == 7
    moves = [node.get_move() for node in game.get_main_sequence()[1:]]
    assert len(moves) == first.moves
    assert moves[-1][1] is None and moves[-2][1] is None
    plays_heard = sum(1 for line in game0 if line.startswith("play W"))
    assert plays_heard == sum(1 for colour, _ in moves if colour == "w")


def test_resignation(tmp_path):
    out = str(tmp_path / "out")
    run = run_match(config(rnd(), rnd("--resign-at", "2")), out, games=1)
    (r,) = run.results
    assert (r.result, r.reason, r.winner) == ("B+R", RESIGN, "B")
    assert r.moves == 3
    assert read_sgf(out, r.sgf).get_root().get("RE") == "B+R"


def test_move_limit_leaves_the_game_unfinished(tmp_path):
    out = str(tmp_path / "out")
    run = run_match(config(rnd(), rnd(), move_limit=6), out, games=1)
    (r,) = run.results
    assert (r.result, r.reason, r.winner, r.moves) == ("Void", MOVE_LIMIT, "", 6)


def test_default_move_limit_is_three_times_the_points():
    assert config("a", "b", size=9).max_moves == 243


# ----------------------------------------------------------------------
# Faults: each is a loss for the offender, recorded, and the match goes on


@pytest.mark.parametrize("script, reason, words", [
    ("illegal_engine.py", ILLEGAL, "occupied"),
    ("crashing_engine.py", CRASH, "exit status 3"),
    ("hanging_engine.py", TIMEOUT, "no reply within"),
    ("garbage_engine.py", PROTOCOL, "not a GTP reply"),
])
def test_fault_loses_the_game_for_the_offender(tmp_path, script, reason, words):
    out = str(tmp_path / "out")
    run = run_match(config(fake(script), rnd("--seed", "3"), alternate=True,
                           move_timeout=1.0), out, games=2)
    assert len(run.results) == 2                   # the match went on
    for r in run.results:
        offender = "W" if r.swapped else "B"      # the faulty engine is engine 1
        winner = "B" if offender == "W" else "W"
        assert (r.reason, r.result) == (reason, f"{winner}+F")
        assert words in r.detail
        assert r.detail.startswith("White" if r.swapped else "Black")
        root = read_sgf(out, r.sgf).get_root()
        assert root.get("RE") == f"{winner}+F"
        assert reason in root.get("C")
    table = ResultsTable(out, run_config_identity(out))
    assert [row.reason for row in table.ordered()] == [reason, reason]
    table.close()


def run_config_identity(folder):
    import json
    with open(os.path.join(folder, "match.json")) as f:
        return json.load(f)["config"]


@pytest.mark.parametrize("fault, reason", [("crash", CRASH), ("hang", TIMEOUT),
                                           ("garbage", PROTOCOL), ("illegal", ILLEGAL)])
def test_engine_is_restarted_and_next_game_is_normal(tmp_path, fault, reason):
    once = str(tmp_path / "fired")
    out = str(tmp_path / "out")
    faulty = rnd("--fault", fault, "--fault-once", once)
    run = run_match(config(faulty, rnd("--seed", "5"), move_timeout=1.0), out, games=2)
    assert [r.reason for r in run.results] == [reason, SCORE]
    assert run.results[0].result == "W+F"
    assert run.results[1].result == "B+3"


def test_failure_reply_to_genmove(tmp_path):
    out = str(tmp_path / "out")
    run = run_match(config(rnd(), rnd("--fault", "fail", "--fault-at", "1")), out, games=1)
    (r,) = run.results
    assert (r.reason, r.result) == (FAILED, "B+F")
    assert "cannot generate a move" in r.detail


def test_unusable_engine_stops_the_match_before_it_starts(tmp_path):
    with pytest.raises(MatchError, match="cannot run"):
        run_match(config("/nonexistent/engine", rnd()), str(tmp_path / "out"), games=1)


# ----------------------------------------------------------------------
# Clocks


def test_slow_engine_loses_on_time_and_time_left_is_sent(tmp_path):
    log = str(tmp_path / "slow.log")
    out = str(tmp_path / "out")
    slow = rnd("--delay", "0.4", "--log", log)
    run = run_match(config(slow, rnd(), time=TimeControl(1), time_tolerance=0.1),
                    out, games=1)
    (r,) = run.results
    assert (r.reason, r.result) == (TIME, "W+T")
    assert "overran its time" in r.detail
    lines = log_lines(log)
    assert "time_settings 1 0 0" in lines
    first_genmove = lines.index("genmove b")
    assert lines[first_genmove - 1] == "time_left b 1 0"
    assert "time_left b 0 0" in lines              # the clock ran down
    node = read_sgf(out, r.sgf).get_main_sequence()[1]
    assert 0 <= node.get("BL") < 1


def test_hang_under_a_clock_is_a_loss_on_time_without_waiting_for_move_timeout(tmp_path):
    out = str(tmp_path / "out")
    run = run_match(config(fake("hanging_engine.py"), rnd(), time=TimeControl(1),
                           time_tolerance=0.2, move_timeout=30.0), out, games=1)
    (r,) = run.results
    assert (r.reason, r.result) == (TIME, "W+T")
    assert r.duration < 10


# ----------------------------------------------------------------------
# Scoring


class FakeScoring(types.ModuleType):
    """Stands in for kosumi.engine.scoring: records its calls."""

    def __init__(self, value):
        super().__init__("kosumi.engine.scoring")
        self.value = value
        self.calls = []

    def final_score(self, board, komi, rules):
        self.calls.append((board.size, komi, rules))
        return self.value

    @staticmethod
    def format_score(value):
        return "0" if value == 0 else f"{'B' if value > 0 else 'W'}+{abs(value):.1f}"


def test_disagreeing_players_fall_back_to_kosumis_scorer(tmp_path, monkeypatch):
    scoring = FakeScoring(-2.5)
    monkeypatch.setitem(sys.modules, "kosumi.engine.scoring", scoring)
    out = str(tmp_path / "out")
    run = run_match(config(rnd(), fake("random_engine.py", "--score", "W+1")), out, games=1)
    (r,) = run.results
    assert (r.result, r.reason) == ("W+2.5", SCORE)
    assert scoring.calls == [(5, 7.0, "territory")]
    assert "disagreement" in r.detail and "B+3" in r.detail and "W+1" in r.detail


def test_players_that_cannot_score_fall_back_too(tmp_path, monkeypatch):
    scoring = FakeScoring(0.0)
    monkeypatch.setitem(sys.modules, "kosumi.engine.scoring", scoring)
    plain = fake("random_engine.py")               # final_score fails
    run = run_match(config(plain, plain), str(tmp_path / "out"), games=1)
    assert run.results[0].result == "0" and run.results[0].winner == "0"
    assert len(scoring.calls) == 1


def test_missing_scorer_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "kosumi.engine.scoring", None)   # import fails
    with pytest.raises(ScorerUnavailable, match="kosumi.engine.scoring"):
        run_match(config(rnd(), fake("random_engine.py", "--score", "W+1")),
                  str(tmp_path / "out"), games=1)


def test_referee_scores_after_a_replay(tmp_path):
    log = str(tmp_path / "referee.log")
    out = str(tmp_path / "out")
    referee = fake("random_engine.py", "--score", "W+0.5", "--log", log)
    run = run_match(config(rnd(), rnd(), referee=referee), out, games=1)
    (r,) = run.results
    assert (r.result, r.reason) == ("W+0.5", SCORE)
    assert "referee" in r.detail
    lines = log_lines(log)
    start = lines.index("boardsize 5")
    assert lines[start + 1:start + 3] == ["clear_board", "komi 7"]
    plays = lines[start + 3:lines.index("final_score")]
    assert len(plays) == r.moves and all(p.startswith("play ") for p in plays)
    assert not any(line.startswith("genmove") for line in lines)


# ----------------------------------------------------------------------
# Openings


def write_opening(folder, name, moves):
    game = sgf.Sgf_game(5)
    for colour, point in moves:
        game.extend_main_sequence().set_move(colour, point)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(game.serialise())


def test_openings_are_played_to_both_engines_in_turn(tmp_path):
    folder = tmp_path / "openings"
    folder.mkdir()
    write_opening(str(folder), "a.sgf", [("b", (2, 2)), ("w", (3, 3)), ("b", (1, 1))])
    write_opening(str(folder), "b.sgf", [("b", (0, 0))])
    openings = load_openings(str(folder), 5)
    assert [o.name for o in openings] == ["a.sgf", "b.sgf"]
    log = str(tmp_path / "e1.log")
    out = str(tmp_path / "out")
    run = run_match(config(rnd("--log", log), rnd(), alternate=True, openings=openings),
                    out, games=3)
    used = []
    for r in run.results:
        nodes = read_sgf(out, r.sgf).get_main_sequence()[1:]
        opening = [n.get_move() for n in nodes if n.get("C") == "opening"]
        used.append(opening)
    a = [("b", (2, 2)), ("w", (3, 3)), ("b", (1, 1))]
    assert used == [a, a, [("b", (0, 0))]]          # one opening per pair of games
    lines = log_lines(log)
    start = lines.index("komi 7")
    # White (engine 2) moves first after the opening; engine 1 is told its move
    assert lines[start + 1:start + 4] == ["play B C3", "play W D4", "play B B2"]
    assert lines[start + 4].startswith("play W ") and lines[start + 5] == "genmove b"


def test_opening_of_another_size_is_refused(tmp_path):
    write_opening(str(tmp_path), "x.sgf", [("b", (0, 0))])
    with pytest.raises(MatchError, match="not 9x9"):
        load_openings(str(tmp_path), 9)


# ----------------------------------------------------------------------
# Results table, resume, parallel games


def test_resume_skips_finished_games(tmp_path):
    log = str(tmp_path / "e1.log")
    out = str(tmp_path / "out")
    cfg = config(rnd("--log", log), rnd(), alternate=True)
    first = run_match(cfg, out, games=2)
    assert first.played == 2
    os.remove(log)
    second = run_match(cfg, out, games=4)
    assert second.played == 2
    assert [r.game for r in second.results] == [0, 1, 2, 3]
    assert log_lines(log).count("clear_board") == 2    # only games 2 and 3 were played
    third = run_match(cfg, out, games=4)
    assert third.played == 0 and len(third.results) == 4
    assert third.labels == first.labels


def test_resume_refuses_another_configuration(tmp_path):
    out = str(tmp_path / "out")
    run_match(config(rnd(), rnd()), out, games=1)
    with pytest.raises(MatchError, match="komi"):
        run_match(config(rnd(), rnd(), komi=6.5), out, games=2)


def test_two_runs_cannot_share_a_folder(tmp_path):
    out = str(tmp_path / "out")
    cfg = config(rnd(), rnd())
    holder = ResultsTable(out, cfg.identity())
    try:
        with pytest.raises(MatchError, match="another match is running"):
            run_match(cfg, out, games=1)
    finally:
        holder.close()
    assert run_match(cfg, out, games=1).played == 1


def test_partial_last_row_is_dropped(tmp_path):
    out = str(tmp_path / "out")
    cfg = config(rnd(), rnd())
    run_match(cfg, out, games=2)
    path = os.path.join(out, "results.tsv")
    with open(path) as f:
        text = f.read()
    cut = text.rstrip("\n").rfind("\n") + 6
    with open(path, "w") as f:
        f.write(text[:cut])                         # game 1's row cut by a crash
    run = run_match(cfg, out, games=2)
    assert run.played == 1 and [r.game for r in run.results] == [0, 1]
    with open(path) as f:
        assert len(f.read().strip().split("\n")) == 3


def test_parallel_jobs_play_every_game_once(tmp_path):
    out = str(tmp_path / "out")
    run = run_match(config(rnd(), rnd("--seed", "9"), alternate=True), out, games=6, jobs=3)
    assert [r.game for r in run.results] == list(range(6))
    assert sorted(os.listdir(out)) == sorted(
        [f"game-{n:04d}.sgf" for n in range(6)] + ["results.tsv", "match.json", "match.lock"])
    assert [r.swapped for r in run.results] == [False, True] * 3


# ----------------------------------------------------------------------
# GNU Go versus GNU Go: the result is what both engines' final_score say


@needs_gnugo
def test_gnugo_versus_gnugo_records_the_agreed_final_score(tmp_path):
    out = str(tmp_path / "out")
    gnugo = f"{GNUGO} --mode gtp --level 1"
    run = run_match(MatchConfig(black=gnugo, white=gnugo, size=9, komi=7), out, games=1)
    (r,) = run.results
    assert r.reason == SCORE and r.detail.startswith("both engines")
    # An independent GNU Go loads the SGF we wrote and scores it.
    # GNU Go's own scoring of the reloaded game was once seen a point away
    # (W+8 against the players' W+9, one run in many): the winner must
    # agree and the margin within that point.
    answers = gnugo_answers([f"loadsgf {os.path.join(out, r.sgf)}", "final_score"])
    assert answers[1][0] == r.result[0]
    assert abs(score_margin(answers[1]) - score_margin(r.result)) <= 1
    assert r.detail == f"both engines: Black says {r.result}, White says {r.result}"
    assert read_sgf(out, r.sgf).get_root().get("RE") == r.result


def test_kosumis_scorer_decides_when_players_cannot_score(tmp_path):
    scoring = pytest.importorskip("kosumi.engine.scoring")
    from kosumi.engine.board import Board
    from kosumi.engine.colors import BLACK, WHITE
    from kosumi.engine.geometry import POS
    out = str(tmp_path / "out")
    plain = fake("random_engine.py", "--pass-after", "12")
    run = run_match(config(plain, plain, size=7, komi=0.5), out, games=1)
    (r,) = run.results
    assert r.reason == SCORE and r.detail.startswith("Kosumi's scorer")
    board = Board(7)
    for node in read_sgf(out, r.sgf).get_main_sequence()[1:]:
        colour, point = node.get_move()
        pos = 0 if point is None else POS(6 - point[0], point[1])
        board.play_move(pos, BLACK if colour == "b" else WHITE)
    assert r.result == scoring.format_score(scoring.final_score(board, 0.5, "territory"))


def test_the_13x13_openings_are_twenty_different_corner_openings():
    # regressions/genmove/openings13: Black in one corner, White in
    # another, no two the same, so that a 20-game match of deterministic
    # players plays 20 different games.
    from kosumi.engine.colors import BLACK, WHITE
    from kosumi.engine.geometry import I, J
    folder = os.path.join(os.path.dirname(__file__), "..", "regressions", "genmove", "openings13")
    openings = load_openings(folder, 13)
    sequences = {o.moves for o in openings}
    assert len(openings) == len(sequences) == 20
    for black, white in (o.moves for o in openings):
        assert black[0] == BLACK and white[0] == WHITE
        (bi, bj), (wi, wj) = (I(black[1]), J(black[1])), (I(white[1]), J(white[1]))
        assert 6 not in (bi, bj, wi, wj)                                # corners, not sides
        assert (bi < 6) != (wi < 6) or (bj < 6) != (wj < 6)            # another corner

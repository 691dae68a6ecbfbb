"""The `kosumi` command line: gtp, regress, play, bench, and a whole game
through `kosumi gtp` in a subprocess."""
import json
import os
import subprocess
import sys

from click.testing import CliRunner

from kosumi.gtp.cli import main
from gtp_helpers import referee_game, score_margin
from shared import GNUGO, needs_gnugo

DATA = os.path.join(os.path.dirname(__file__), "data")
KOSUMI = [sys.executable, "-m", "kosumi.gtp"]


def run_cli(args, input_text=None):
    return CliRunner().invoke(main, args, input=input_text)


def test_help_lists_the_subcommands():
    result = run_cli(["--help"])
    assert result.exit_code == 0
    for name in ("gtp", "play", "regress", "bench"):
        assert name in result.output


def test_help_commands_documents_every_gtp_command():
    result = run_cli(["gtp", "--help-commands"])
    assert result.exit_code == 0
    assert "  play: " in result.output and "fails: syntax error, illegal move" in result.output


def test_gtp_subprocess_prints_nothing_but_replies_and_exits_on_eof():
    proc = subprocess.run(KOSUMI + ["gtp", "--boardsize", "9", "--komi", "5.5"],
                          input=b"1 get_komi\n2 query_boardsize\n# bye\n",
                          capture_output=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout == b"=1 5.5\n\n=2 9\n\n"


def test_gtp_subprocess_exits_on_quit_with_input_left():
    proc = subprocess.Popen(KOSUMI + ["gtp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    proc.stdin.write(b"quit\n")
    proc.stdin.flush()
    assert proc.stdout.read() == b"= \n\n"
    assert proc.wait(timeout=30) == 0
    proc.stdin.close()


def _area_score(board, dead, komi):
    """Black's area minus White's minus komi, counted here point by point:
    a stone not in ``dead`` counts for its colour; an empty point (or a dead
    stone) counts for the one colour that can be reached from it through
    empty points and dead stones, if only one can."""
    from kosumi.engine.colors import BLACK, EMPTY
    from kosumi.engine.geometry import DIRS
    alive = {p: board.board[p] for p in board.points()
             if board.board[p] != EMPTY and p not in dead}
    open_points = set(board.points()) - set(alive)

    def reachable_colours(start):
        frontier, seen, colours = {start}, {start}, set()
        while frontier:
            step = {q + d for q in frontier for d in DIRS} - seen
            seen |= step
            colours |= {alive[q] for q in step if q in alive}
            frontier = step & open_points
        return colours

    score = -komi + sum(1 if c == BLACK else -1 for c in alive.values())
    for p in open_points:
        colours = reachable_colours(p)
        if len(colours) == 1:
            score += 1 if colours == {BLACK} else -1
    return score


def test_a_whole_game_against_itself_through_gtp():
    """Black and White are two `kosumi gtp` processes driven by the project's
    GTP client; the controller checks every move with its own board, as
    gogui-twogtp does. At the end both players must agree on the dead stones
    (with different seeds), and their score must be the area count of the
    referee's board without those stones, counted here independently."""
    from kosumi.engine.colors import BLACK, WHITE
    from kosumi.engine.geometry import vertex_to_pos
    from kosumi.gtp.client import GtpEngine

    def start(seed):
        # Level 1: the test is about the protocol and the referee, not strength.
        engine = GtpEngine(KOSUMI + ["gtp", "--level", "1", "--seed", str(seed),
                                     "--rules", "chinese"])
        engine.start()
        return engine

    players = {BLACK: start(1), WHITE: start(2)}
    try:
        board, ending = referee_game(players, 7, 4.5, 150)
        assert ending == "passes", ending
        dead_lists = {p.send("final_status_list dead") for p in players.values()}
        assert len(dead_lists) == 1, dead_lists
        dead = {vertex_to_pos(v, 7) for v in dead_lists.pop().split()}
        expected = _area_score(board, dead, 4.5)
        for player in players.values():
            score = player.send("final_score")
            assert score_margin(score) == expected, (score, expected, sorted(dead))
    finally:
        for player in players.values():
            player.close()


def test_regress_counts_and_exit_status(tmp_path):
    out = tmp_path / "r.json"
    result = run_cli(["regress", os.path.join(DATA, "mini.tst"), "--json", str(out), "--no-progress"])
    # 1 passes; 2 fails as expected; 3 passes; 4 negated: passes; 5 passes;
    # 6 passes (lenient bracket); 7 is an error reply: fails, as expected.
    assert "mini.tst: 5/7 passed" in result.output, result.output
    assert "0 unexpected FAIL" in result.output
    assert result.exit_code == 0
    data = json.loads(out.read_text())
    statuses = {r["number"]: r["status"] for r in data["results"]}
    assert statuses == {1: "passed", 2: "failed", 3: "passed", 4: "passed", 5: "passed",
                        6: "passed", 7: "failed"}


def test_regress_reports_unexpected_failures(tmp_path):
    tst = tmp_path / "bad.tst"
    tst.write_text("boardsize 5\n1 query_boardsize\n#? [9]\n2 query_boardsize\n#? [7]*\n")
    result = run_cli(["regress", str(tst), "--no-progress"])
    assert result.exit_code == 1
    assert "bad.tst:1 unexpected FAIL: correct '9', got '5'" in result.output
    assert "1 unexpected FAIL" in result.output


def test_regress_does_not_run_tests_whose_position_is_missing(tmp_path):
    # Test 1's game file does not exist: answering it on whatever position
    # is on the board would grade the wrong thing, so it is not run; the
    # next reset (boardsize) brings the file back on track.
    tst = tmp_path / "missing.tst"
    tst.write_text("boardsize 7\nloadsgf games/nowhere.sgf\n1 query_boardsize\n#? [7]\n"
                   "boardsize 5\n2 query_boardsize\n#? [5]\n")
    out = tmp_path / "r.json"
    result = run_cli(["regress", str(tst), "--no-progress", "--json", str(out)])
    assert result.exit_code == 1
    assert "missing.tst: 1 tests not run, the first because of line 2: loadsgf" \
        in result.output, result.output
    assert "missing.tst: 1/1 passed (100.0%)" in result.output
    assert "1 not run (setup failed)" in result.output
    statuses = {r["number"]: r["status"] for r in json.loads(out.read_text())["results"]}
    assert statuses == {1: "not run", 2: "passed"}


def test_regress_in_parallel_and_against_an_external_engine(tmp_path):
    mini = os.path.join(DATA, "mini.tst")
    for args in (["--jobs", "2"], ["--engine", " ".join(KOSUMI + ["gtp"])]):
        result = run_cli(["regress", mini, "--no-progress"] + args)
        assert "mini.tst: 5/7 passed" in result.output, (args, result.output)


def test_regress_timeout_is_a_failure(tmp_path):
    engine = tmp_path / "slow.py"
    engine.write_text("import sys, time\nfor line in sys.stdin:\n"
                      "    if 'sleep' in line: time.sleep(30)\n"
                      "    cid = line.split()[0] if line[0].isdigit() else ''\n"
                      "    sys.stdout.write('=' + cid + ' 1\\n\\n'); sys.stdout.flush()\n")
    tst = tmp_path / "t.tst"
    tst.write_text("1 sleep\n#? [1]\n2 fine\n#? [1]\n")
    result = run_cli(["regress", str(tst), "--no-progress", "--timeout", "1",
                      "--engine", f"{sys.executable} {engine}"])
    assert "t.tst: 1/2 passed" in result.output, result.output


@needs_gnugo
def test_regress_against_gnu_go():
    result = run_cli(["regress", os.path.join(DATA, "mini.tst"), "--no-progress",
                      "--engine", f"{GNUGO} --mode gtp"])
    assert "mini.tst: 5/7 passed" in result.output, result.output


def test_play_in_the_terminal(tmp_path):
    sgf = tmp_path / "game.sgf"
    result = run_cli(["play", "--boardsize", "9", "--no-colors"],
                     input_text=f"e5\nz9\ne5\nhelp\nundo\nd4\nscore\nsave {sgf}\nquit\n")
    assert result.exit_code == 0, result.output
    assert "not a move" in result.output and "illegal move (occupied)" in result.output
    assert "Kosumi (white) is thinking... plays" in result.output
    assert "score (territory counting)" in result.output
    assert sgf.read_text().count(";B[") == 1       # e5 was taken back, d4 stands


def test_bench_runs_quickly():
    result = run_cli(["bench", "board", "--seconds", "0.05"])
    assert result.exit_code == 0
    assert "board.all_moves_pairs_per_s" in result.output


def test_play_keeps_a_finished_game_and_takes_a_resignation(tmp_path):
    sgf = tmp_path / "over.sgf"
    # On 5x5 the user resigns at once: the game is over, yet score, save and
    # undo (which takes the resignation back) still work; moves do not.
    # After the undo the user passes (a point could be the engine's reply).
    result = run_cli(["play", "--boardsize", "5", "--no-colors", "--level", "1"],
                     input_text=f"c3\nresign\nd4\nscore\nsave {sgf}\nundo\npass\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "black resigned: white wins." in out
    assert "the game is over: score, save FILE, undo or quit" in out       # d4 refused
    assert "score (territory counting)" in out and sgf.exists()
    assert sgf.read_text().count(";B[") == 1 and sgf.read_text().count(";W[") == 1
    assert out.count("Kosumi (white) is thinking...") == 2      # after c3, and after the pass

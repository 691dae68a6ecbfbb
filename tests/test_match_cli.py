"""``kosumi match`` through click's CliRunner."""
import os
import shlex
import sys
import xml.etree.ElementTree as ET

from click.testing import CliRunner

from kosumi.gtp.cli.match import match

FAKES = os.path.join(os.path.dirname(__file__), "fake_engines")


def fake(script, *args):
    return shlex.join([sys.executable, os.path.join(FAKES, script), *args])


def test_match_command_plays_reports_and_plots(tmp_path):
    out = str(tmp_path / "out")
    args = ["--black", fake("random_engine.py", "--score", "B+3", "--name", "One"),
            "--white", fake("crashing_engine.py", "--score", "B+3", "--name", "Two"),
            "--size", "5", "--games", "4", "--alternate", "--sgf-dir", out,
            "--move-timeout", "5", "--komi", "0.5"]
    result = CliRunner().invoke(match, args)
    assert result.exit_code == 0, result.output
    # engine 2 crashes in every game: engine 1 wins all four, twice per colour
    assert "Games: 4 (4 with a result, 0 without)" in result.output
    assert "One 1 (engine 1): 4 wins; as Black 2/2, as White 2/2" in result.output
    assert "Reasons: crash 4" in result.output
    assert "Errors by Two 1 (engine 2)" not in result.output
    assert "Errors by Two 1: crash 4" in result.output
    assert "Elo difference: +inf" in result.output
    assert sorted(f for f in os.listdir(out) if f.endswith(".sgf")) == \
        [f"game-000{n}.sgf" for n in range(4)]
    ET.parse(os.path.join(out, "winrate.svg"))
    again = CliRunner().invoke(match, args + ["--games", "4"])
    assert again.exit_code == 0 and "Games: 4 " in again.output
    changed = CliRunner().invoke(match, args[:-1] + ["6.5"])
    assert changed.exit_code == 1
    assert "another configuration" in changed.output and "komi" in changed.output


def test_bad_time_syntax_is_a_usage_error(tmp_path):
    result = CliRunner().invoke(match, ["--black", "x", "--white", "y", "--time", "10+5",
                                        "--sgf-dir", str(tmp_path)])
    assert result.exit_code == 2
    assert "MAIN+BYOYOMI/STONES" in result.output


def test_engine_that_cannot_start_is_reported(tmp_path):
    result = CliRunner().invoke(match, ["--black", "/nonexistent/engine", "--white",
                                        fake("random_engine.py"), "--sgf-dir",
                                        str(tmp_path / "o"), "--no-progress"])
    assert result.exit_code == 1 and "cannot run" in result.output


def test_help_documents_the_time_syntax():
    result = CliRunner().invoke(match, ["--help"])
    assert result.exit_code == 0
    assert "60+10/5" in result.output and "--referee" in result.output

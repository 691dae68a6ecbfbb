"""``kosumi patterns``: the click group, run with CliRunner."""
from click.testing import CliRunner

from kosumi.gtp.cli.patterns import patterns

RUN = CliRunner()

SGF = b"(;GM[1]FF[4]SZ[9];B[ee];W[de];B[ce];W[dd];B[cd];W[dc];B[ef];W[df])"


def test_check_our_databases():
    result = RUN.invoke(patterns, ["check", "shapes", "connections"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "shapes.db: mkpat dialect, 43 patterns" in out
    assert "symmetry:" in out and "anchors:" in out and "vocabulary used:" in out
    assert "helpers the engine lacks: none" in out
    assert "vocabulary the engine lacks: none" in out


def test_check_reports_errors_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.db"
    bad.write_text("Pattern A\n\nO*\n\n:8\n\n;nosuch(*)\n")
    result = RUN.invoke(patterns, ["check", str(bad)])
    assert result.exit_code == 1
    assert f"{bad}:7: A: unknown autohelper 'nosuch'" in result.output
    missing = RUN.invoke(patterns, ["check", str(tmp_path / "none.db")])
    assert missing.exit_code == 1 and "error" in missing.output


def test_check_lint_and_strict(tmp_path):
    odd = tmp_path / "odd.db"
    odd.write_text("Pattern A\n\nO*.\n\n:|\n\n"
                   "Pattern B\n\nX*\n\n:8\n\nX*\n\n;owl_escape_value(*) > 1\n")
    relaxed = RUN.invoke(patterns, ["check", "-q", str(odd)])
    assert relaxed.exit_code == 0
    assert "declared symmetry '|' does not hold" in relaxed.output
    assert "vocabulary the engine lacks: owl: owl_escape_value" in relaxed.output
    assert RUN.invoke(patterns, ["check", "--strict", str(odd)]).exit_code == 1


def test_check_an_eye_database(tmp_path):
    eyes = tmp_path / "eyes.db"
    eyes.write_text("Pattern 1\n\nx*x\n\n:1122\n")
    result = RUN.invoke(patterns, ["check", str(eyes)])
    assert result.exit_code == 0 and "eyes dialect, 1 patterns" in result.output
    assert "eye values: 1122:1" in result.output


def test_match_shows_matches_on_a_diagram(tmp_path):
    game = tmp_path / "g.sgf"
    game.write_bytes(SGF)
    result = RUN.invoke(patterns, ["match", str(game), "--db", "shapes", "--color", "both"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "matches for black" in out and "matches for white" in out
    assert " 9 " in out and "A B C D E F G H J" in out          # the board is drawn
    assert "Shape" in out and "shapes.db:" in out and "constraint: yes" in out
    early = RUN.invoke(patterns, ["match", str(game), "--move", "3", "--db", "connections"])
    assert early.exit_code == 0 and "matches for black" in early.output  # Black to play move 3


def test_match_with_a_database_path_and_bad_input(tmp_path):
    game = tmp_path / "g.sgf"
    game.write_bytes(SGF)
    mine = tmp_path / "mine.db"
    mine.write_text("Pattern Contact\n\n*X\n\n:-\n")
    result = RUN.invoke(patterns, ["match", str(game), "--db", str(mine), "--color", "white"])
    assert result.exit_code == 0 and "Contact" in result.output
    assert RUN.invoke(patterns, ["match", str(game), "--db", "nosuch"]).exit_code != 0
    broken = tmp_path / "broken.sgf"
    broken.write_bytes(b"(;SZ[9];B[zz")
    assert RUN.invoke(patterns, ["match", str(broken)]).exit_code != 0

"""loadsgf and printsgf: GNU Go's meaning, and clear errors for bad files."""
import pytest

from gtp_helpers import bodies

GAME = "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[dd];W[gg])"
HANDICAP = "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];W[ee];B[dd])"
NO_KOMI = "(;GM[1]SZ[9];B[ee])"


@pytest.fixture
def sgf(tmp_path):
    def write(text, name="game.sgf"):
        path = tmp_path / name
        path.write_bytes(text.encode("latin-1") if isinstance(text, str) else text)
        return str(path)
    return write


def test_load_whole_game(sgf):
    path = sgf(GAME)
    out = bodies(f"loadsgf {path}\nquery_boardsize\nget_komi\nlist_stones black\nlist_stones white\n")
    assert out == ["black", "9", "6.5", "D6 E5", "C7 G3"]  # top row first


def test_load_stops_before_move_n(sgf):
    path = sgf(GAME)
    assert bodies(f"loadsgf {path} 1\nlist_stones black\n") == ["black", ""]
    assert bodies(f"loadsgf {path} 2\nlist_stones black\n") == ["white", "E5"]
    assert bodies(f"loadsgf {path} 4\nlist_stones white\nundo\nundo\nundo\nundo\n") == \
        ["white", "C7", "", "", "", "?cannot undo"]
    assert bodies(f"loadsgf {path} 99\n") == ["black"]


def test_load_stops_before_a_vertex(sgf):
    path = sgf(GAME)
    assert bodies(f"loadsgf {path} D6\nlist_stones black\n") == ["black", "E5"]
    assert bodies(f"loadsgf {path} G3\nlist_stones white\n") == ["white", "C7"]


def test_handicap_setup_and_colour_to_move(sgf):
    path = sgf(HANDICAP)
    assert bodies(f"loadsgf {path} 1\nlist_stones black\nget_handicap\nget_komi\n") == \
        ["white", "C7 G3", "2", "0.5"]
    assert bodies(f"loadsgf {path}\n") == ["white"]


def test_missing_komi_is_gnu_gos_default(sgf):
    assert bodies(f"loadsgf {sgf(NO_KOMI)}\nget_komi\n") == ["white", "5.5"]


def test_player_to_move_property(sgf):
    path = sgf("(;GM[1]SZ[9]AB[ee]AW[dd]PL[W])")
    assert bodies(f"loadsgf {path}\n") == ["white"]


def test_player_to_move_as_a_digit_as_old_files_write_it(sgf):
    # FF[3] files (Cgoban 1, some of GNU Go's own) write PL[1] for Black and
    # PL[2] for White; GNU Go reads them so, and so must we, not fail.
    # (After Black's move White would be to play: PL decides.)
    for digit, color in (("2", "white"), ("1", "black")):
        path = sgf(f"(;GM[1]FF[3]SZ[9];B[ee];AW[dd]PL[{digit}])")
        assert bodies(f"loadsgf {path}\nlist_stones black\n") == [color, "E5"]


@pytest.mark.parametrize("text", [
    "not an sgf at all",
    "(;GM[1]SZ[9];B[ee];W[ee])",              # move on an occupied point
    "(;GM[1]SZ[9];B[zz])",                    # off the board
    "(;GM[1]SZ[9]AB[ee][ee]AW[ee])",           # setup on an occupied point
    "(;GM[1]SZ[30];B[aa])",                   # board too large
    "(;GM[1]SZ[9]KM[abc];B[aa])",              # bad komi
    "(;GM[1]SZ[9];B[ee]",                     # unterminated
])
def test_broken_files_leave_the_position_untouched(sgf, text):
    path = sgf(text)
    out = bodies(f"boardsize 5\nkomi 2\nplay b C3\nloadsgf {path}\nquery_boardsize\nget_komi\n"
                 "list_stones black\n")
    assert out[3] == "?cannot load file"
    assert out[4:] == ["5", "2", "C3"]


def test_missing_file_and_missing_argument(tmp_path):
    assert bodies(f"loadsgf {tmp_path / 'nope.sgf'}\n") == ["?cannot load file"]
    assert bodies("loadsgf\n") == ["?syntax error"]
    assert bodies(f"loadsgf {tmp_path}\n") == ["?cannot load file"]


def test_printsgf_roundtrip(sgf, tmp_path):
    out = bodies(f"loadsgf {sgf(GAME)} 3\nprintsgf\n")
    text = out[1]
    assert "AB[ee]" in text and "AW[cc]" in text and "PL[B]" in text and "SZ[9]" in text
    saved = tmp_path / "saved.sgf"
    assert bodies(f"loadsgf {sgf(GAME)} 3\nprintsgf {saved}\n") == ["black", ""]
    assert bodies(f"loadsgf {saved}\nlist_stones black\nlist_stones white\n") == \
        ["black", "E5", "C7"]


def test_printsgf_to_an_unwritable_place(tmp_path):
    assert bodies(f"printsgf {tmp_path}/no/such/dir/x.sgf\n") == ["?cannot write file"]

"""The GTP contract, trap by trap (../shared/reference/gtp-clients.md, section 6).

Each test drives the real server loop with a transcript and checks the
exact bytes a controller would read.
"""
import pytest

from gtp_helpers import bodies, replies, run_transcript
from kosumi.engine.config import EngineConfig
from kosumi.gtp.frontend.protocol import clean_body, format_reply, parse, preprocess


# --- framing ----------------------------------------------------------------

def test_reply_has_space_after_status_and_id():
    out = run_transcript("1 name\nname\n")
    assert out == "=1 Kosumi\n\n= Kosumi\n\n"


def test_empty_and_comment_lines_get_no_reply():
    out = run_transcript("\n   \n# a comment\n# interrupt\n\t\nname\n")
    assert out == "= Kosumi\n\n"


def test_control_characters_cr_and_tabs_are_handled():
    out = run_transcript("\x01na\x7fme\r\nprotocol_version\t# two\r\n\x1b\n")
    assert out == "= Kosumi\n\n= 2\n\n"


def test_one_reply_per_command_even_for_garbage():
    text = "foo\n!!!\n12\n3 unknown_thing a b\n= 5\n"
    rs = replies(run_transcript(text))
    assert len(rs) == 5
    assert all(not ok and body == "unknown command" for ok, _, body in rs)
    assert [cid for _, cid, _ in rs] == [None, None, 12, 3, None]


def test_ids_are_echoed_on_success_and_failure():
    rs = replies(run_transcript("7 boardsize 9\n8 play b Z1\n0 name\n"))
    assert [(ok, cid) for ok, cid, _ in rs] == [(True, 7), (False, 8), (True, 0)]


def test_id_glued_to_the_command_as_gnu_go_accepts():
    assert parse("10genmove b").id == 10 and parse("10genmove b").name == "genmove"


def test_multiline_reply_never_contains_an_empty_line():
    out = run_transcript("boardsize 5\nshowboard\nlist_commands\nprintsgf\n")
    for chunk in out[:-2].split("\n\n"):
        assert chunk.startswith(("=", "?"))
    assert clean_body("a\n\nb\n") == "a\n \nb"
    assert format_reply(None, True, "\nx") == "= \nx\n\n"


def test_showboard_starts_on_the_next_line():
    out = run_transcript("1 boardsize 3\n2 showboard\n")
    assert out.startswith("=1 \n\n=2 \n   A B C\n")


def test_pipelined_commands_are_answered_in_order():
    text = "".join(f"{k} play {'b' if k % 2 else 'w'} {c}{r}\n"
                   for k, (c, r) in enumerate(zip("ABCDEFGH", range(1, 9)), 1))
    text = "boardsize 9\n" + text + "100 list_stones black\n"
    rs = replies(run_transcript(text))
    assert [cid for _, cid, _ in rs][1:9] == list(range(1, 9))
    # black played A1, C3, E5 and G7; lists go top row first
    assert rs[-1] == (True, 100, "G7 E5 C3 A1")


def test_quit_replies_then_stops_reading():
    out = run_transcript("quit\nname\n")
    assert out == "= \n\n"
    assert run_transcript("5 quit\n") == "=5 \n\n"


def test_end_of_input_stops_cleanly():
    assert run_transcript("name") == "= Kosumi\n\n"   # no final newline
    assert run_transcript("") == ""


def test_preprocess_follows_the_spec_order():
    assert preprocess("a\tb # c") == "a b"
    assert preprocess("\r\n") == ""
    assert preprocess("#only") == ""


# --- administrative ------------------------------------------------------------

def test_protocol_version_is_two():
    assert bodies("protocol_version\n") == ["2"]


def test_list_commands_one_name_per_line_no_trailing_space():
    body = bodies("list_commands\n")[0]
    names = body.split("\n")
    assert all(n == n.strip() and " " not in n for n in names)
    required = {"protocol_version", "name", "version", "known_command", "list_commands", "quit",
                "boardsize", "clear_board", "komi", "play", "genmove", "undo", "fixed_handicap",
                "place_free_handicap", "set_free_handicap", "final_score", "final_status_list",
                "time_settings", "time_left", "loadsgf", "reg_genmove", "showboard", "printsgf",
                "is_legal", "all_legal", "countlib", "findlib", "captures", "color", "get_komi",
                "kgs-time_settings", "kgs-genmove_cleanup", "kgs-game_over", "gogui-interrupt",
                "cputime"}
    assert required <= set(names)
    assert names == sorted(names)


def test_known_command_matches_list_commands():
    names = bodies("list_commands\n")[0].split("\n")
    text = "".join(f"known_command {n}\n" for n in names) + "known_command nonsense\n"
    answers = bodies(text)
    assert answers[:-1] == ["true"] * len(names) and answers[-1] == "false"


def test_gogui_interrupt_succeeds():
    assert bodies("gogui-interrupt\n") == [""]


# --- setup ---------------------------------------------------------------------

@pytest.mark.parametrize("value,expected", [("7", "7"), ("7.0", "7"), ("-3.5", "-3.5"),
                                            ("0", "0"), ("6.5", "6.5"), ("1000", "1000")])
def test_komi_spellings(value, expected):
    assert bodies(f"komi {value}\nget_komi\n") == ["", expected]


@pytest.mark.parametrize("value", ["abc", "", "nan", "inf", "7,5"])
def test_bad_komi_is_a_syntax_error(value):
    assert bodies(f"komi {value}\nget_komi\n") == ["?syntax error", "0"]


def test_komi_and_time_survive_boardsize_and_clear_board():
    out = bodies("komi 6.5\ntime_settings 300 30 5\nboardsize 9\nclear_board\nget_komi\n")
    assert out[-1] == "6.5"


@pytest.mark.parametrize("size,ok", [("1", True), ("25", True), ("26", False), ("0", False)])
def test_boardsize_limits(size, ok):
    assert bodies(f"boardsize {size}\n") == ["" if ok else "?unacceptable size"]


@pytest.mark.parametrize("arg", ["x", "9.5", "-9", ""])
def test_boardsize_syntax_errors(arg):
    assert bodies(f"boardsize {arg}\n") == ["?syntax error"]


def test_boardsize_clears_the_board():
    assert bodies("play b D4\nboardsize 19\nlist_stones black\n") == ["", "", ""]


def test_fixed_handicap_layouts_and_errors():
    out = bodies("boardsize 19\nfixed_handicap 9\nfixed_handicap 2\nclear_board\n"
                 "fixed_handicap 1\nfixed_handicap 10\nfixed_handicap 3\nboardsize 6\nfixed_handicap 2\n")
    assert out[1] == "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"
    assert out[2] == "?board not empty"
    assert out[4:7] == ["?invalid number of stones", "?invalid number of stones", "D16 Q16 D4"]
    assert out[8] == "?invalid number of stones"


def test_handicap_stones_are_not_undoable_and_white_moves_next():
    out = bodies("boardsize 9\nfixed_handicap 2\nundo\ngenmove w\nlist_stones white\n")
    assert out[2] == "?cannot undo"
    assert out[3] == out[4] and out[3] not in ("PASS", "resign")


def test_place_free_handicap_is_one_line_single_spaces():
    for n in (2, 5, 9, 12):
        body = bodies(f"boardsize 19\nplace_free_handicap {n}\n")[1]
        assert "\n" not in body and "  " not in body and len(body.split(" ")) == n
    assert bodies("boardsize 9\nplace_free_handicap 1\n")[1] == "?invalid number of stones"
    assert bodies("play b A1\nplace_free_handicap 2\n")[1] == "?board not empty"


def test_set_free_handicap():
    out = bodies("boardsize 9\nset_free_handicap d4 F6 C7\nlist_stones b\nset_free_handicap A1 B1\n")
    assert out == ["", "", "C7 F6 D4", "?board not empty"]
    for bad in ("A1", "A1 A1", "A1 PASS", "A1 Z9"):
        assert bodies(f"boardsize 9\nset_free_handicap {bad}\n")[1] == "?bad vertex list", bad


# --- play ----------------------------------------------------------------------

@pytest.mark.parametrize("move", ["b d4", "B D4", "black d4", "BLACK D4", "Black d4"])
def test_play_accepts_every_spelling(move):
    assert bodies(f"play {move}\ncolor D4\n") == ["", "black"]


@pytest.mark.parametrize("move", ["w pass", "W PASS", "white Pass"])
def test_play_pass(move):
    assert bodies(f"play {move}\nlast_move\n") == ["", "white PASS"]


def test_same_colour_may_play_twice():
    assert bodies("play b D4\nplay b E5\nplay b F6\nlist_stones black\n") == \
        ["", "", "", "F6 E5 D4"]


def test_column_i_is_rejected_and_never_produced():
    assert bodies("play b I5\n") == ["?syntax error"]
    assert "I" not in bodies("boardsize 19\nall_legal b\n")[1].replace("PASS", "")


@pytest.mark.parametrize("text,error", [
    ("play b", "?syntax error"), ("play", "?syntax error"), ("play x d4", "?syntax error"),
    ("play b d", "?syntax error"), ("play b 4", "?syntax error"), ("play b Z99", "?syntax error"),
    ("play b T19", "?illegal move"),  # a vertex, but not on a 9x9 board
])
def test_play_argument_errors(text, error):
    assert bodies(f"boardsize 9\n{text}\nlist_stones b\n")[1:] == [error, ""]


def test_illegal_moves_leave_the_position_intact():
    # White A1 would have no liberty and capture nothing (A2 and B1 keep B2).
    text = ("boardsize 5\nplay b B1\nplay b A2\nplay w A1\nplay b B1\nplay w A2\n"
            "list_stones black\nlist_stones white\ncaptures w\n")
    out = bodies(text)
    assert out[3:6] == ["?illegal move"] * 3
    assert out[6:] == ["A2 B1", "", "0"]


def test_ko_retake_is_illegal_and_genmove_never_retakes():
    # White C3 sits in black's mouth with one liberty, D3; black D3 takes it
    # and is left with one liberty, C3: a ko.
    setup = ("boardsize 5\nplay b B3\nplay b C4\nplay b C2\nplay w D4\nplay w D2\n"
             "play w E3\nplay w C3\nplay b D3\n")
    assert bodies(setup + "list_stones w\n")[-1] == "D4 E3 D2"
    assert bodies(setup + "play w C3\n")[-1] == "?illegal move"
    assert bodies(setup + "is_legal w C3\n")[-1] == "0"
    for seed in range(5):
        # Level 5: half the simulations; the rule does not depend on strength.
        config = EngineConfig.create(level=5, boardsize=5, seed=seed)
        assert bodies(setup + "reg_genmove w\n", config)[-1] != "C3"
        assert bodies(setup + "genmove w\n", config)[-1] != "C3"


# Level 5 (half the simulations) where a test checks the protocol, not the play.
PROTOCOL_LEVEL = EngineConfig.create(level=5)


def test_genmove_plays_and_answers_uppercase():
    out = bodies("boardsize 9\ngenmove b\nlist_stones b\ngenmove w\n", PROTOCOL_LEVEL)
    assert out[1] == out[2] and out[1] == out[1].upper()


def test_genmove_respects_the_colour_argument():
    out = bodies("boardsize 9\ngenmove w\ngenmove w\nlist_stones white\nlist_stones black\n",
                 PROTOCOL_LEVEL)
    assert len(out[3].split()) == 2 and out[4] == ""


def test_reg_genmove_is_deterministic_and_does_not_play():
    text = "boardsize 9\nplay b E5\nreg_genmove w\nreg_genmove w\nlist_stones w\n"
    a, b = bodies(text, PROTOCOL_LEVEL), bodies(text, PROTOCOL_LEVEL)
    assert a == b and a[2] == a[3] and a[4] == ""


def test_undo():
    out = bodies("boardsize 9\nplay b E5\nplay w D4\nundo\nlist_stones w\nundo\nundo\n")
    assert out[3:] == ["", "", "", "?cannot undo"]


# --- time ------------------------------------------------------------------------

def test_time_settings_and_time_left_syntax():
    out = bodies("time_settings 0 1 0\ntime_settings 60 10 5\ntime_settings 1 2\n"
                 "time_settings a b c\ntime_left b 30 0\ntime_left w 10 3\ntime_left x 1 1\n"
                 "time_left b 1\n")
    assert out == ["", "", "?syntax error", "?syntax error", "", "", "?syntax error", "?syntax error"]


def test_kgs_time_settings():
    out = bodies("kgs-time_settings none\nkgs-time_settings absolute 300\n"
                 "kgs-time_settings byoyomi 600 30 5\nkgs-time_settings canadian 600 300 25\n"
                 "kgs-time_settings byoyomi 1\nkgs-time_settings sudden\n")
    assert out == ["", "", "", "", "?syntax error", "?syntax error"]


def test_genmove_under_tight_time_answers_quickly():
    import time
    start = time.monotonic()
    out = bodies("boardsize 19\ntime_settings 10 0 0\ntime_left b 1 0\ngenmove b\n")
    assert out[-1] not in ("", "?")
    assert time.monotonic() - start < 3.0


def test_genmove_spends_its_middle_game_share_of_the_clock():
    # Move 25 of a 9x9 game (56 points empty), 30 s sudden death with all of
    # it left: the middle game's share is (30 - 0.5 - 0.05 * 56) / 19.6 * 1.6
    # = 2.2 s (engine/timecontrol.py). The old flat share gave 1.3 s, of
    # which the search used 1.06 s. A first genmove with 1 s left loads the
    # pattern library (a session does that once) and answers at once.
    import io
    import os
    import time
    from kosumi.engine.bench.common import BENCHDATA
    from kosumi.gtp.frontend.assemble import make_session
    from kosumi.gtp.frontend.server import serve
    session = make_session(None)
    path = os.path.join(BENCHDATA, "genmove", "mid9_00.sgf")
    out = io.StringIO()
    serve(session.registry, session,
          io.StringIO(f"loadsgf {path}\ntime_settings 30 0 0\ntime_left w 1 0\ngenmove w\n"
                      "undo\ntime_left w 30 0\n"), out)
    start = time.monotonic()
    serve(session.registry, session, io.StringIO("genmove w\n"), out)
    elapsed = time.monotonic() - start
    assert all(ok for ok, _, _ in replies(out.getvalue()))
    assert 1.7 < elapsed < 3.0


# --- scoring -----------------------------------------------------------------------

def test_final_status_list_dead_holds_only_stones():
    text = ("boardsize 7\n" + "".join(f"play b {c}{r}\n" for c in "D" for r in range(1, 8)) +
            "".join(f"play w {c}{r}\n" for c in "E" for r in range(1, 8)) +
            "play w B5\n"        # a lone white stone deep in black's area: dead
            "final_status_list dead\nfinal_status_list alive\nfinal_status_list seki\n"
            "final_status_list nonsense\nfinal_score\n")
    out = bodies(text)
    dead, alive, seki, bad, score = out[-5:]
    assert dead == "B5"
    assert set(alive.split()) == {f"{c}{r}" for c in "DE" for r in range(1, 8)}
    assert seki == "" and bad == "?syntax error"
    # Territory: black A..C x 7 = 21 points minus B5's point? No: B5 is dead
    # white, so black gets 21 points + 1 prisoner; white gets F..G x 7 = 14.
    assert score == "B+8.0"


def test_final_score_uses_komi_and_rules():
    text = "boardsize 5\nkomi 0.5\nfinal_score\nkomi 0\nfinal_score\n"
    assert bodies(text)[2::2] == ["W+0.5", "0"]
    area = EngineConfig.create(rules="chinese")
    assert bodies("boardsize 5\nplay b C3\nfinal_score\n", area)[-1] == "B+25.0"
    assert bodies("boardsize 5\nplay b C3\nfinal_score\n")[-1] == "B+24.0"

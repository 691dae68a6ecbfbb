"""GTP reading commands: GNU Go's formats and errors, and our own suite.

The expected replies follow GNU Go 3.8 run on the same positions (see
``regressions/reading/tactics.tst`` for the reasoning behind the
positions' answers).
"""
import os

import pytest
from gtp_helpers import setup_commands
from shared import gnugo_answers, needs_gnugo

from kosumi.gtp.frontend.assemble import make_session
from kosumi.gtp.frontend.protocol import parse
from kosumi.gtp.frontend.server import dispatch

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "..", "regressions", "reading", "tactics.tst")


def run(session, line):
    return dispatch(session.registry, session, parse(line))


def lines(session, *commands):
    return [run(session, c).strip() for c in commands]


@pytest.fixture
def ladder():
    """Black D4 in a ladder on 13x13 (white C4, D3, E3)."""
    session = make_session()
    lines(session, "boardsize 13", "clear_board", "play black D4", "play white C4",
          "play white D3", "play white E3")
    return session


def test_attack_and_defend_formats(ladder):
    assert lines(ladder, "attack D4", "defend D4", "attack C4", "ladder_attack D4") == [
        "= 1 D5", "= 1 D5", "= 0", "= 1 D5"]


def test_argument_errors(ladder):
    assert lines(ladder, "attack", "attack Z9", "attack A1", "defend A1") == [
        "? invalid coordinate", "? invalid coordinate", "? vertex must not be empty",
        "? vertex must not be empty"]
    assert lines(ladder, "ladder_attack C4") == ["? string must have exactly 2 liberties"]
    assert lines(ladder, "does_attack D4 D4", "does_attack A1 B1", "does_attack A1") == [
        "? move vertex must be empty", "? string vertex must not be empty",
        "? invalid coordinate"]
    assert lines(ladder, "attack_either D4 A1", "defend_both D4") == [
        "? string vertex must not be empty", "? invalid coordinate"]
    assert lines(ladder, "attack_either D4 C4") == ["? strings of different colors"]


def test_does_attack_and_does_defend(ladder):
    assert lines(ladder, "does_attack D5 D4", "does_attack E4 D4", "does_defend D5 D4",
                 "does_defend A1 D4") == ["= 1", "= 0", "= 1", "= 0"]


def test_trymove_tryko_popgo(ladder):
    assert lines(ladder, "popgo") == ["? Stack empty."]
    assert lines(ladder, "trymove white D5", "attack D4", "trymove black E4",
                 "trymove black E4", "popgo", "popgo", "popgo") == [
        "=", "= 1 E4", "=", "? illegal move", "=", "=", "? Stack empty."]
    assert lines(ladder, "trymove x D5", "trymove black", "tryko w Z1") == [
        "? invalid color or coordinate"] * 3


def test_tryko_retakes_a_ko():
    session = make_session()
    lines(session, "boardsize 9", "clear_board")
    for move in ("black C3", "black D4", "black D2", "white D3", "white E4", "white F3",
                 "white E2", "black E3"):
        lines(session, "play " + move)
    # Black just took D3; white may not retake at once, except with tryko.
    assert lines(session, "attack E3", "trymove white D3", "tryko white D3",
                 "attack D3", "popgo") == ["= 3 D3", "? illegal move", "=", "= 3 E3", "="]


def test_node_counter_survives_new_depths(ladder):
    assert lines(ladder, "reset_reading_node_counter", "get_reading_node_counter") == [
        "=", "= 0"]
    run(ladder, "attack D4")
    first = int(run(ladder, "get_reading_node_counter").split()[1])
    assert first > 0
    assert lines(ladder, "increase_depths") == ["="]
    assert int(run(ladder, "get_reading_node_counter").split()[1]) == first
    # A new reader for the new depths: its nodes add to the count.
    run(ladder, "attack D4")
    assert int(run(ladder, "get_reading_node_counter").split()[1]) > first
    run(ladder, "reset_reading_node_counter")
    assert run(ladder, "get_reading_node_counter").strip() == "= 0"


def test_depth_commands_change_the_config(ladder):
    depth = ladder.config.depths.depth
    run(ladder, "increase_depths")
    assert ladder.config.depths.depth == depth + 1
    run(ladder, "decrease_depths")
    run(ladder, "decrease_depths")
    assert ladder.config.depths.depth == depth - 1


def test_attack_either_and_defend_both_digits():
    session = make_session()
    lines(session, "boardsize 9", "clear_board")
    for move in ("black C4", "black D5", "black E4", "white C5", "white E5", "white C3",
                 "white E3"):
        lines(session, "play " + move)
    assert lines(session, "attack_either C4 E4", "defend_both C4 E4") == ["= 0", "= 1"]
    assert lines(session, "trymove white D4", "attack_either C4 E4", "defend_both C4 E4",
                 "popgo") == ["=", "= 1", "= 1", "="]


# White's G1-H1 has two liberties, H2 and J1; Black's F1 beside it is in
# atari at E1. Black H2 ataris, and White's best, E1 taking F1, gives the
# string F1 back as a liberty: the read goes on through captures of
# several stones and retakes. At depths lowered four times GNU Go 3.8
# attacks at H2 and defends at E1, whichever stone is named. Before a
# string of two or more stones in atari counted as simply captured, we
# answered 0 here (the read followed a retaking stone on the named point).
CAPTURE_AND_RETAKE = """
    O O X . O X X . .
    . O . . O O O . .
    O X . O X X . X .
    X . . . X . . O .
    X O X X . X O . .
    . O . O O X . X .
    O . O X . X . . O
    X . . X O O X . X
    . . . . . X O O ."""
SHALLOW = ["decrease_depths"] * 4
CAPTURE_AND_RETAKE_ANSWERS = ["1 H2", "1 H2", "1 E1", "1 E1"]


def _capture_and_retake_commands():
    return setup_commands(CAPTURE_AND_RETAKE).splitlines() + SHALLOW


def test_a_string_in_atari_of_two_stones_is_captured_whichever_stone_is_named():
    answers = []
    for read in ("attack G1", "attack H1", "defend G1", "defend H1"):
        session = make_session()          # a fresh reader for each question
        lines(session, *_capture_and_retake_commands())
        answers.append(run(session, read).strip()[2:])
    assert answers == CAPTURE_AND_RETAKE_ANSWERS


@needs_gnugo
def test_gnugo_agrees_on_the_capture_and_retake():
    answers = gnugo_answers(_capture_and_retake_commands()
                            + ["attack G1", "attack H1", "defend G1", "defend H1"])
    assert answers[-4:] == CAPTURE_AND_RETAKE_ANSWERS


def test_own_suite_passes():
    """Every case of regressions/reading/tactics.tst (checked against GNU Go)."""
    from kosumi.gtp.regress.runner import Job, run_job
    results = run_job(Job(SUITE, timeout=60.0))
    failed = [(r.number, r.command, r.answer, r.expected) for r in results if not r.passed]
    assert len(results) >= 60
    assert not failed

"""A ko that decides nothing in a capturing race: whoever wins it, the race
is a seki. The semeai reader must not report a ko (GNU Go's semeai
answers a seki either way). What it takes is a candidate the owl did not
give: the defender may connect a single stone of its own that the attacker
would take by a ko capture (owl_defense.db OwlDefense42); without it the
dragon's owner, to move, has only self-ataris in the shared liberties.

The position is GNU Go's semeai17.sgf at move 62, read from ../shared (not
copied). Black (X) has the dragon G8 with no eye; white's corner H2-J2-
G1-H1-J1 has the two liberties H3 and J3, both shared with black. Black's
other liberties are E1 and F3; F3 is also the last liberty of the single
black stone E3, so White can take E3 at F3, a ko.

       A B C D E F G H J
     3 . . X O X . X . .
     2 . . X O O X X O O
     1 . . . . . X O O O

Black to move joins at F3 (or may pass, or take E1): the shared
liberties make a seki, since capturing the corner at H3 and J3 would
leave a bulky five inside black's group, dead with White to play its
vital point. White to move takes the ko at F3 (or fills E1, or passes):
Black cannot come closer, and the race is a seki again. GNU Go 3.8 gives
"1 0" both ways.
"""
import re

from gtp_helpers import bodies
from shared import GNUGO_GAMES, gnugo_answers, needs_gnugo, needs_suite

POSITION = "semeai/semeai17.sgf 62"
QUESTIONS = ["analyze_semeai G8 H2", "analyze_semeai H2 G8"]
EXPECTED = [r"1 0 (PASS|F3|E1)", r"1 0 (PASS|F3|E1)"]


def _commands():
    path, move = POSITION.split()
    return [f"loadsgf {GNUGO_GAMES / path} {move}"] + QUESTIONS


def _check(answers):
    for question, answer, pattern in zip(QUESTIONS, answers[-len(QUESTIONS):], EXPECTED):
        assert re.fullmatch(pattern, answer), f"{question}: {answer!r}, not {pattern}"


@needs_suite
def test_a_ko_that_only_decides_a_seki_is_a_seki():
    _check(bodies("\n".join(_commands()) + "\n"))


@needs_gnugo
@needs_suite
def test_gnugo_agrees():
    _check(gnugo_answers(_commands()))

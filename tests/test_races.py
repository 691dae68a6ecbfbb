"""Dragon statuses revised by capturing races (engine/semeai.py's
judge_races, GNU Go's semeai()): after the owl, each owl-dead or critical
dragon races its dead or critical neighbours of the other colour, read with
each side moving first. Checked through GTP's dragon_status and dragon_data
on a position of GNU Go's semeai suite (read from ../shared, not copied),
and against GNU Go when it is installed."""
from gtp_helpers import bodies
from shared import GNUGO_GAMES, gnugo_answers, needs_gnugo, needs_suite

# semeai15.sgf, 13x13, several races side by side:
# - black J7 (nine stones) and white H7 (seven) are both dead by the owl,
#   neither having eyes; their race is Black's whoever moves first
#   (analyze_semeai J7 H7 answers 1 1 G6, H7 J7 answers 0 0 PASS): J7 is
#   alive, H7 stays dead;
# - black A13 (17 stones) is owl-critical and races white E13 (dead) and
#   white C11 (critical). E13 loses every race it has, even moving first,
#   so its winner A13 counts as safe and its race with C11 is set aside:
#   A13 alive, E13 dead, C11 keeps the owl's "critical A2 A2".
# GNU Go 3.8 gives the same five statuses.
POSITION = "semeai/semeai15.sgf"
QUESTIONS = ["dragon_status H7", "dragon_status J7", "dragon_status A13",
             "dragon_status E13", "dragon_status C11"]
STATUSES = ["dead", "alive", "alive", "dead", "critical A2 A2"]


def _commands(questions):
    return [f"loadsgf {GNUGO_GAMES / POSITION}"] + questions


@needs_suite
def test_races_revise_the_owl_statuses():
    answers = bodies("\n".join(_commands(QUESTIONS)) + "\n")
    assert answers[-len(STATUSES):] == STATUSES


@needs_suite
def test_dragon_data_shows_the_race_that_decided():
    record = bodies("\n".join(_commands(["dragon_data J7"])) + "\n")[-1]
    fields = dict(line.split(None, 1) for line in record.splitlines()[1:])
    assert fields["owl_status"] == "dead" and fields["status"] == "alive"
    assert fields["semeais"] == "1"
    assert (fields["semeai_defense_code"], fields["semeai_defense_point"],
            fields["semeai_defense_target"]) == ("1", "G6", "H7")
    assert (fields["semeai_attack_code"], fields["semeai_attack_certain"]) == ("0", "1")


@needs_gnugo
@needs_suite
def test_gnugo_agrees():
    assert gnugo_answers(_commands(QUESTIONS))[-len(STATUSES):] == STATUSES


# A critical stone among dead ones races nobody (GNU Go's
# revise_inessentiality, between the owl and semeai()). Our own 9x9 corner:
#
#     7 . . . . . . . O .
#     6 . . . . . . O O .
#     5 . . . . . O O X .
#     4 . . . . . O X X .
#     3 . . . . . O X . .
#     2 . . . . O O X O .
#     1 . . . . . . . . .
#       A B C D E F G H J
#
# Black G3 (five stones) is dead: White's G1 leaves it one eye at most
# (owl_attack 1, owl_defend 0). White's H2 can be captured and saved
# (critical), but the only enemy it touches or shares a liberty with is
# that dead dragon: it is inessential, and racing it would have made the
# dead G3 "critical G1 G1" (it did, before the revision). GNU Go 3.8:
# dead, and H2 critical with safety inessential and no race.
INESSENTIAL_SETUP = ["boardsize 9", "clear_board"] + [
    f"play {c} {v}" for c, v in (
        ("W", "H7"), ("W", "G6"), ("W", "H6"), ("W", "F5"), ("W", "G5"), ("B", "H5"),
        ("W", "F4"), ("B", "G4"), ("B", "H4"), ("W", "F3"), ("B", "G3"), ("W", "E2"),
        ("W", "F2"), ("B", "G2"), ("W", "H2"))]
INESSENTIAL_QUESTIONS = ["dragon_status G3", "dragon_data H2"]


def _race_fields(record: str) -> tuple:
    fields = dict(line.split(None, 1) for line in record.splitlines()[1:])
    return fields["owl_status"], fields["safety"], fields["semeais"]


def test_a_critical_stone_among_dead_ones_races_nobody():
    answers = bodies("\n".join(INESSENTIAL_SETUP + INESSENTIAL_QUESTIONS) + "\n")
    assert answers[-2] == "dead"
    assert _race_fields(answers[-1]) == ("critical", "inessential", "0")


@needs_gnugo
def test_gnugo_agrees_on_the_inessential_stone():
    answers = gnugo_answers(INESSENTIAL_SETUP + INESSENTIAL_QUESTIONS)
    assert answers[-2] == "dead"
    assert _race_fields(answers[-1]) == ("critical", "inessential", "0")

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

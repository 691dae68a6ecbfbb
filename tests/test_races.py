"""Dragon statuses revised by capturing races (engine/semeai.py's
judge_races, GNU Go's semeai()): after the owl, each owl-dead or critical
dragon races its dead or critical neighbours of the other colour, read with
each side moving first. Checked through GTP's dragon_status and dragon_data
on a position of GNU Go's semeai suite (read from ../shared, not copied),
and against GNU Go when it is installed."""
from gtp_helpers import bodies
from shared import GNUGO_GAMES, GNUGO_SUITE, gnugo_answers, needs_gnugo, needs_suite

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


# The revision marks the stone itself inessential, whatever its own
# dragon's status (GNU Go's worm_data shows it once the dragons are
# judged). Our own 9x9 top edge:
#
#     9 . O . . O . . O .
#     8 . O X X X X O . .
#     7 . O X X X X O . .
#     6 . O O O O O O . .
#       A B C D E F G H J
#
# The black block is dead. White's E9 can be captured (D9, then G9 after
# F9) and saved (D9 or F9, the black block having no liberty to spare),
# and the only enemy it touches or shares a liberty with is the dead
# block. Before the dragons are judged nothing is revised: worm_data
# alone says 0, as GNU Go's does.
TOP_EDGE_SETUP = ["boardsize 9", "clear_board"] + [
    f"play W {v}" for v in ("B9", "E9", "H9", "B8", "G8", "B7", "G7",
                            "B6", "C6", "D6", "E6", "F6", "G6")] + [
    f"play B {v}" for v in ("C8", "D8", "E8", "F8", "C7", "D7", "E7", "F7")]
TOP_EDGE_QUESTIONS = ["worm_data E9", "dragon_status C7", "worm_data E9"]


def _inessential(record: str) -> str:
    return dict(line.split(None, 1) for line in record.splitlines()[1:])["inessential"]


def _top_edge(answers):
    return (_inessential(answers[-3]), answers[-2], _inessential(answers[-1]))


def test_a_critical_stone_touching_only_dead_stones_is_marked_inessential():
    answers = bodies("\n".join(TOP_EDGE_SETUP + TOP_EDGE_QUESTIONS) + "\n")
    assert _top_edge(answers) == ("0", "dead", "1")


@needs_gnugo
def test_gnugo_agrees_on_the_marked_stone():
    assert _top_edge(gnugo_answers(TOP_EDGE_SETUP + TOP_EDGE_QUESTIONS)) == ("0", "dead", "1")


# GNU Go's lunches.sgf (ld_owl.tst 101 and 105, read from ../shared), top
# edge around H18:
#
#    19 O O . . O O . . O . . .
#    18 . O O X . O O X X X O O
#    17 X X X X . O . X . X . O
#    16 . . . + . O . X X X . O
#    15 O O O O O O O O O . . O
#       A B C D E F G H J K L M
#
# Black H18 has one eye (J17) and the white J19 inside its wall. Our owl
# reads J19 dead (GNU Go's finds a ko there and calls it critical), but it
# can be captured and saved, and touches only the dead H18: it is
# inessential, so H18 does not race it. Racing it made H18 "critical H19
# H19": moving first, Black captures J19 and wins the race, yet the
# capture gives no second eye. The same held for A17 on the left.
LUNCHES = ["loadsgf games/life_and_death/lunches.sgf"]
LUNCHES_QUESTIONS = ["dragon_status H18", "dragon_status A17", "worm_data J19"]


@needs_suite
def test_a_dead_group_does_not_race_the_stone_inside_it():
    answers = bodies("\n".join([f"loadsgf {GNUGO_GAMES / 'life_and_death' / 'lunches.sgf'}"]
                               + LUNCHES_QUESTIONS) + "\n")
    assert answers[-3:-1] == ["dead", "dead"]
    assert _inessential(answers[-1]) == "1"


@needs_gnugo
@needs_suite
def test_gnugo_agrees_on_the_lunches():
    answers = gnugo_answers(LUNCHES + LUNCHES_QUESTIONS, cwd=str(GNUGO_SUITE))
    assert answers[-3:-1] == ["dead", "dead"]
    assert _inessential(answers[-1]) == "1"


# The same board, lower right (ld_owl.tst 104): Black S1's
# group (owl-critical, T6 kills and saves it) races White's lone S6. T6,
# next to S6, is where Black's owl would eat White's T7. Moving first, S6
# plays there itself, saving T7, and wins the race (GNU Go 3.8:
# analyze_semeai S6 S1 is "1 1 T6"), so the race leaves S1 critical.
# Before, our race reader did not try T6 for White and found that White
# moving first could not kill: S1 became alive.
LUNCH_RACE_QUESTIONS = ["analyze_semeai S6 S1", "dragon_status S1"]


@needs_suite
def test_a_lunch_moving_first_runs_where_it_would_be_eaten():
    answers = bodies("\n".join([f"loadsgf {GNUGO_GAMES / 'life_and_death' / 'lunches.sgf'}"]
                               + LUNCH_RACE_QUESTIONS) + "\n")
    assert answers[-2:] == ["1 1 T6", "critical T6 T6"]


@needs_gnugo
@needs_suite
def test_gnugo_agrees_on_the_lunch_race():
    answers = gnugo_answers(LUNCHES + LUNCH_RACE_QUESTIONS, cwd=str(GNUGO_SUITE))
    assert answers[-2:] == ["1 1 T6", "critical T6 T6"]


# GNU Go's ld3.sgf (ld_owl.tst line 23, read from ../shared), top left:
#
#    19 . X . .
#    18 O X O O
#    17 . X O .
#    16 . X O +
#    15 . X O .
#    14 . X O .
#    13 . . O .
#       A B C D
#
# The owl calls Black's B18 critical or alive, and it races White's lone
# A18. With the owl's tactical questions bounded by 150 nodes read, a
# capture in that race ran out of its budget with the caches cold (asked
# first, by analyze_semeai) and was read in full with them warm (asked by
# the judgement after the owl pass), so dragon_status B18 said "alive"
# alone and "critical A14 A14" after analyze_semeai A18 B18. The budget is
# now a safety net the suite's questions do not reach (engine/owl.py).


@needs_suite
def test_a_status_does_not_depend_on_the_questions_asked_before():
    load = f"loadsgf {GNUGO_GAMES / 'life_and_death' / 'ld3.sgf'}"
    alone = bodies("\n".join([load, "dragon_status B18"]) + "\n")[-1]
    after_race = bodies("\n".join([load, "analyze_semeai A18 B18", "analyze_semeai B18 A18",
                                   "dragon_status B18"]) + "\n")[-1]
    assert alone.split()[0] in ("alive", "critical")
    assert after_race == alone


# A dead string can live in seki inside its one living neighbour (GNU Go's
# find_moves_to_make_seki, the end of semeai()). Our own 9x9 top edge:
#
#     9 . O . X X X . O .
#     8 X O O O O O O O X
#     7 X X X X X X X X X
#       A B C D E F G H J
#
# The owl reads Black's D9 dead: it can be captured (C9, then G9) and
# cannot be saved. Yet White must not capture it: White's C9 and G9 would
# leave a straight three inside, and Black's E9 there kills (White has no
# other eye and Black's wall fills A9 and J9). Nor can Black approach:
# once A9 and J9 are filled, C9 or G9 puts both sides in atari and the
# other captures. So neither moves there: a seki, D9 alive in it, and
# White's B8 alive too. Before the seki pass D9 stayed dead. GNU Go 3.8
# says alive for both (its owl already reads D9 alive).
SEKI_SETUP = ["boardsize 9", "clear_board"] + [
    f"play W {v}" for v in ("B9", "H9", "B8", "C8", "D8", "E8", "F8", "G8", "H8")] + [
    f"play B {v}" for v in ("D9", "E9", "F9", "A8", "J8", "A7", "B7", "C7", "D7", "E7",
                            "F7", "G7", "H7", "J7")]
SEKI_QUESTIONS = ["dragon_status D9", "dragon_status B8"]


def test_a_dead_string_lives_in_seki_inside_its_living_neighbour():
    answers = bodies("\n".join(SEKI_SETUP + SEKI_QUESTIONS + ["dragon_data D9"]) + "\n")
    assert answers[-3:-1] == ["alive", "alive"]
    fields = dict(line.split(None, 1) for line in answers[-1].splitlines()[1:])
    assert (fields["owl_status"], fields["safety"]) == ("dead", "alive in seki")
    assert (fields["semeais"], fields["semeai_attack_code"]) == ("1", "0")


def test_the_seki_does_not_depend_on_which_dragon_is_asked_first():
    answers = bodies("\n".join(SEKI_SETUP + SEKI_QUESTIONS[::-1]) + "\n")
    assert answers[-2:] == ["alive", "alive"]


@needs_gnugo
def test_gnugo_agrees_on_the_seki():
    assert gnugo_answers(SEKI_SETUP + SEKI_QUESTIONS)[-2:] == ["alive", "alive"]


# The same corner, read by the judgement: the owl kills B18 at A14 (and
# saves it at A14 or B13), and B18 races A18. Moving first, A18's owner
# wins that race by the owl's kill, but the race's own candidates (eye
# shapes, owl patterns, one liberty) ranked A14 below the three it tries,
# so B18 survived every race and came out alive. The owl's kill of the
# rival and rescue of the racer are now tried first at a race's root
# (engine/semeai.py, KNOWN). GNU Go 3.8: critical A14 B13, the race's
# attack code 1 (its 5) against A18.
@needs_suite
def test_a_race_tries_the_owl_kill_of_its_rival():
    load = f"loadsgf {GNUGO_GAMES / 'life_and_death' / 'ld3.sgf'}"
    answers = bodies("\n".join([load, "dragon_status B18", "dragon_data B18"]) + "\n")
    assert answers[-2].split()[:2] == ["critical", "A14"]
    fields = dict(line.split(None, 1) for line in answers[-1].splitlines()[1:])
    assert (fields["semeai_attack_code"], fields["semeai_attack_target"]) == ("1", "A18")


@needs_gnugo
@needs_suite
def test_gnugo_agrees_on_the_race_in_the_corner():
    answers = gnugo_answers(["loadsgf games/life_and_death/ld3.sgf", "dragon_status B18"],
                            cwd=str(GNUGO_SUITE))
    assert answers[-1].split()[:2] == ["critical", "A14"]

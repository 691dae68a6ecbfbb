"""Combination attacks (engine/combinations/, GNU Go's atari_atari) and
their GTP commands.

X is Black, O is White; lowercase letters name empty points. Each
diagram's comment tells the combination; every answer was checked against
GNU Go 3.8's ``combination_attack`` (and, where a test looks at them, its
``combination_defend`` moves) on the same stones.
"""
import pytest

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK, WHITE, OTHER_COLOR
from kosumi.engine.combinations import (ALIVE, AtariAtari, Combination, combination_targets,
                                        grow_goal, targets_from_safe_stones)
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import NO_MOVE, vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary, examine_position
from kosumi.engine.owl import Owl, judge_dragons
from kosumi.engine.reading import Reader

from gtp_helpers import bodies

CONFIG = EngineConfig()

# White's corner stones H3 and G1-H1 each have two liberties; Black's H2
# leaves both capturable: H3 in a ladder (H4), G1-H1 at F1 (E1 stops it
# running). White saves one (H4 or F1), Black takes the other.
TWO_THREATS = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . h .
    . . . . . . X O .
    . . . . . O X a .
    . . . . X f O O .
"""


@pytest.fixture(scope="module")
def library():
    return PatternLibrary()


def analysed(text, attacker, library, **budgets):
    """The board, its labels, the attacker's targets (the defender's
    dragons judged by the owl, as GNU Go examines the position) and a
    combination reader."""
    board, labels = to_board(text)
    reader = Reader(board, CONFIG)
    position = examine_position(board, CONFIG, library, reader, threats=False)
    owl = Owl(board, CONFIG, reader, library.eye_shapes, library.owl_patterns)
    dragons = position.dragons
    judge_dragons(owl, dragons, dragons.of_color(OTHER_COLOR(attacker)))
    targets = combination_targets(board, attacker, position.worms, dragons,
                                  position.influence, owl.substantial)
    return board, labels, targets, AtariAtari(board, CONFIG, reader.cache, **budgets)


def at(board, vertex):
    return vertex_to_pos(vertex, board.size)


def test_one_move_makes_two_strings_capturable(library):
    board, labels, targets, aa = analysed(TWO_THREATS, BLACK, library)
    before = board.snapshot()
    found = aa.attack(targets)
    assert found.move == labels["a"] and found.size > 0 and found.certain
    # GNU Go's defences (H4, F1 and taking the point H2 first) are among
    # ours. (Checking every potential defence is a search each; some of
    # their readings run out of budget, so that answer is not certain.)
    defended = aa.attack(targets, defenses=True)
    assert (defended.move, defended.size) == (found.move, found.size)
    assert {labels["a"], labels["f"], labels["h"]} <= set(defended.defenses)
    assert board.snapshot() == before
    # White has nothing of the kind.
    _, _, white_targets, white_aa = analysed(TWO_THREATS, WHITE, library)
    assert white_aa.attack(white_targets).size == 0


def test_double_atari(library):
    # White F8 and E7 have two liberties each and share E8: Black's E8
    # ataris both. Either alone escapes (the other liberty is open), so
    # neither can be captured by itself; together one is lost. White's
    # defences: extend one first (F9, E6) or take E8.
    board, labels, targets, aa = analysed("""
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . b . . . . . . .
        . . . . a O X . . . . . .
        . . . X O X . . . . . . .
        . . . . c . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
    """, BLACK, library)
    assert targets.status[at(board, "F8")] == ALIVE and targets.status[at(board, "E7")] == ALIVE
    assert aa.attack(targets).move == labels["a"] and aa.attack(targets).certain
    found = aa.attack(targets, defenses=True)
    assert {labels["a"], labels["b"], labels["c"]} <= set(found.defenses)


def test_an_atari_whose_answer_leads_to_a_second_atari(library):
    # D6 ataris D7; White connects at D8. Then B8 ataris B7, and White's
    # capture of C7 does not save it: Black takes it at C7. (The reading
    # of some side variations runs out of its budget here, so the answer
    # is not claimed certain.)
    board, labels, targets, aa = analysed("""
        . . . . . . . . .
        . . O . O . . . .
        . O X O X . . . .
        . X . a . . . . .
        . . X . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """, BLACK, library)
    assert aa.attack(targets).move == labels["a"]


def test_no_combination_when_the_defender_captures_the_attacker(library):
    # The corner of TWO_THREATS with a white stone at F3: Black's G3-G2 is
    # short of liberties, and after H2 White answers G4 in atari and takes
    # the threatening stones. GNU Go: PASS.
    board, _, targets, aa = analysed("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . O X O .
        . . . . . O X . .
        . . . . X . O O .
    """, BLACK, library)
    assert aa.attack(targets) == Combination(0)


def test_pass_when_one_string_can_run(library):
    # TWO_THREATS without Black's E1: after H2, G1-H1 runs along the first
    # line, so H2 is one threat only and White answers it. GNU Go: PASS.
    board, _, targets, aa = analysed("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . X O .
        . . . . . O X . .
        . . . . . . O O .
    """, BLACK, library)
    found = aa.attack(targets, defenses=True)
    assert found.size == 0 and found.move == NO_MOVE and found.defenses == ()


def test_a_budget_too_small_marks_the_result_uncertain(library):
    # The same corner as above with a search limit of a few nodes: the
    # search stops and says so, rather than answer "no combination".
    _, _, targets, aa = analysed(TWO_THREATS, BLACK, library, search_budget=30)
    found = aa.attack(targets)
    assert not found.certain and found.size == 0
    # Questions that may each read only a handful of nodes are given up
    # one by one (the threat counts as no threat): uncertain again.
    _, _, targets, aa = analysed(TWO_THREATS, BLACK, library, question_budget=3)
    assert not aa.attack(targets).certain


def test_results_are_cached_by_position(library):
    board, labels, targets, aa = analysed(TWO_THREATS, BLACK, library)
    first = aa.attack(targets)
    assert aa.attack(targets) is first
    board.play_move(labels["h"], WHITE)       # the ladder is broken: another position
    assert aa.attack(targets) is not first


def test_a_move_that_adds_a_new_stone_is_no_blunder_by_itself(library):
    # White E5 would make a second two-liberty string next to F6, but the
    # new stone was not on the board when the targets were taken, so GNU Go
    # (and we) see no combination that the move gives away.
    text = """
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . O X . .
        . . . X . X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """
    board, labels, plain, aa = analysed(text, BLACK, library)
    safe = {p for p in board.points() if board.board[p] == WHITE}
    move = at(board, "E5")
    ok, defense, blunder = aa.confirm_safety(move, WHITE, 1,
                                             targets_from_safe_stones(board, BLACK, safe), plain)
    assert (ok, defense, blunder.size) == (False, NO_MOVE, 0)
    assert board.board[move] == 0


def test_the_goal_grows_around_the_threat_by_liberty_cost():
    # From the threat at D5, the white stone D6 (two liberties) is one
    # step away and free to pass; the white string at G2-G1 is far beyond
    # five steps.
    board, _ = to_board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O . . . . .
        . . . X . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . O . .
        . . . . . . O . .
    """)
    board.play_move(at(board, "C6"), BLACK)
    goal = grow_goal(board, None, at(board, "D5"), BLACK)
    assert at(board, "D6") in goal and at(board, "G2") not in goal


# --- GTP --------------------------------------------------------------------

def _setup(text):
    board, _ = to_board(text)
    moves = "".join(f"play {'black' if board.board[p] == BLACK else 'white'} "
                    f"{board.vertex(p)}\n" for p in board.points() if board.board[p])
    return f"boardsize {board.size}\nclear_board\n" + moves


def test_gtp_errors_are_gnugos():
    answers = bodies("combination_attack\ncombination_attack purple\ncombination_defend\n"
                     "combination_defend x\naa_confirm_safety\naa_confirm_safety black\n"
                     "aa_confirm_safety black pass\naa_confirm_safety D4 black\n"
                     "aa_confirm_safety black Z4\naa_confirm_safety black i4\n"
                     "play black D4\naa_confirm_safety white D4\n")
    assert answers == ["?invalid color"] * 4 + ["?invalid color or coordinate"] * 6 + \
        ["", "?illegal move"]


def test_gtp_answers_on_an_empty_board():
    # Extra words after the colour are ignored; the size is read as C's
    # sscanf reads an integer. No combination: confirm_safety says 1 at
    # size 0 (GNU Go's test is "blunder >= minsize") and 0 with no
    # defence (PASS) above it.
    assert bodies("boardsize 9\ncombination_attack black extra\ncombination_defend w\n"
                  "aa_confirm_safety black D4\naa_confirm_safety b d4 -3\n"
                  "aa_confirm_safety black D4 x\naa_confirm_safety black D4 5\n")[1:] == \
        ["PASS", "PASS", "1", "1", "1", "0 PASS"]


def test_gtp_answers_on_the_corner_combination():
    answers = bodies(_setup(TWO_THREATS) + "combination_attack black\ncombination_attack w\n"
                     "combination_defend black\ncombination_defend white\n"
                     "aa_confirm_safety white J2\naa_confirm_safety white A9 1\n")
    tail = answers[-6:]
    assert tail[0] == "H2" and tail[1] == "PASS" and tail[3] == "PASS"
    assert {"H4", "H2", "F1"} <= set(tail[2].split())
    assert tail[4:] == ["1", "0 PASS"]

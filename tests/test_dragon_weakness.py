"""How weak a dragon is, and which dragons the owl reads (engine/dragons.py:
``weakness`` after GNU Go's ``compute_dragon_weakness_value``, ``needs_owl``).

The weakness weighs the strategic attack and defence of a dragon and the
influence its stones radiate. GNU Go takes the best of three qualities
(moyo, escape route, eyes) and only a little of the second best: a stone
with room to run is not weak for having no eyes. A large moyo next to a
dragon does not spare it the owl: GNU Go reads such dragons and finds some
of them critical.
"""
import re

from hypothesis import given, strategies as st

from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK
from kosumi.engine.config import EngineConfig
from kosumi.engine.dragons import Dragon, Safety, needs_owl, weakness
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import WEAK_DRAGON, PatternLibrary, examine_position
from kosumi.engine.optics import EyeValue

# White's lone stone K10 in the open centre, each side holding two
# corners: no eyes and no moyo, but room to run every way. GNU Go 3.8
# measures its weakness 0.06; a measure that adds up the missing eyes and
# moyo (ours before) called it 0.5 or more, and the valuation then spent
# moves defending stones nobody can attack.
LONE_IN_THE_OPEN = """
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . O . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . O . . . . . . . . . . . O . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
"""

# Black's E17 is cut off under White's D17-E16 wall; Black's G17 and K17
# and the open upper side give it a large area (our moyo count was 30,
# over the 20 that used to mean "strongly alive, do not read"). It is
# critical: White F17 captures it (a ladder towards White's stones),
# Black F17 saves it. GNU Go 3.8: "critical F17 F17".
CUT_OFF_BESIDE_A_MOYO = """
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . O X . X . . X . . . . . . . . .
. . . O O . . . . . . . . . . . X . .
. . O . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . O . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
"""


def _dragon(diagram: str, vertex: str):
    board, _ = to_board(diagram, BLACK)
    position = examine_position(board, EngineConfig.create(boardsize=19), PatternLibrary())
    return position.dragons.dragon(vertex_to_pos(vertex, 19))


def _weakness_field(answer: str) -> float:
    return float(re.search(r"^weakness\s+(\S+)$", answer, re.M).group(1))


def test_a_lone_stone_with_room_to_run_is_not_weak():
    k10 = _dragon(LONE_IN_THE_OPEN, "K10")
    assert k10.escape_route >= 15 and k10.true_genus == 0
    assert k10.weakness < WEAK_DRAGON


def test_dragon_data_reports_the_lone_stone_as_not_weak():
    answer = bodies(setup_commands(LONE_IN_THE_OPEN) + "dragon_data K10\n")[-1]
    assert _weakness_field(answer) < WEAK_DRAGON


@needs_gnugo
def test_gnugo_finds_the_lone_stone_not_weak_either():
    answer = gnugo_answers(setup_commands(LONE_IN_THE_OPEN).splitlines() + ["dragon_data K10"])[-1]
    assert _weakness_field(answer) < WEAK_DRAGON


def test_a_large_moyo_does_not_spare_a_dragon_the_owl():
    e17 = _dragon(CUT_OFF_BESIDE_A_MOYO, "E17")
    assert e17.safety != Safety.STRONGLY_ALIVE
    assert needs_owl(e17)


def test_dragon_status_reads_the_cut_off_stone_critical():
    answers = bodies(setup_commands(CUT_OFF_BESIDE_A_MOYO) + "dragon_status E17\n"
                     "dragon_data E17\n")
    assert answers[-2] == "critical F17 F17"
    assert _weakness_field(answers[-1]) == 1.0


@needs_gnugo
def test_gnugo_reads_the_cut_off_stone_critical_too():
    answer = gnugo_answers(setup_commands(CUT_OFF_BESIDE_A_MOYO).splitlines()
                           + ["dragon_status E17"])[-1]
    assert answer == "critical F17 F17"


def _made(moyo: float, escape: int, eyes: int, certain: bool = True) -> Dragon:
    d = Dragon(0, BLACK)
    d.moyo_territorial_value = moyo
    d.escape_route = escape
    d.genus = EyeValue(0, eyes // 2, eyes - eyes // 2, eyes - eyes // 2)
    d.owl_attack_certain = certain
    return d


qualities = st.tuples(st.floats(0.0, 30.0), st.integers(0, 40), st.integers(0, 8))


@given(qualities, st.sampled_from(["moyo", "escape", "eyes"]), st.integers(1, 10))
def test_more_of_any_quality_never_makes_a_dragon_weaker(q, which, more):
    moyo, escape, eyes = q
    before = weakness(_made(moyo, escape, eyes))
    if which == "moyo":
        after = weakness(_made(moyo + more, escape, eyes))
    elif which == "escape":
        after = weakness(_made(moyo, escape + more, eyes))
    else:
        after = weakness(_made(moyo, escape, eyes + more))
    assert 0.0 <= after <= before + 1e-12 <= 1.0 + 1e-12


@given(qualities)
def test_one_good_quality_is_enough(q):
    # The best quality decides most: all the room to run a dragon could
    # want leaves it at most 0.3 weak (the second best quality adds at most
    # 0.3 x 1), whatever its eyes and moyo.
    moyo, _, eyes = q
    assert weakness(_made(moyo, 25, eyes)) <= 0.3 + 1e-12
    assert weakness(_made(0.0, 0, 0)) == 1.0


@given(qualities)
def test_an_uncertain_owl_result_makes_a_dragon_weaker(q):
    moyo, escape, eyes = q
    sure, unsure = weakness(_made(moyo, escape, eyes)), weakness(_made(moyo, escape, eyes,
                                                                      certain=False))
    assert unsure >= sure
    # Strictly weaker, except at the ends, where the uncertainty's share
    # (a quarter of the distance to the nearer end) vanishes, to the last
    # bit of a float (hypothesis found 1 - 2**-52).
    assert unsure > sure or sure < 1e-12 or sure > 1.0 - 1e-12

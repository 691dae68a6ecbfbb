"""A stone that will not live gains no territory (GNU Go's move safety).

The territory change of a move (``influence.territory_delta``) takes the
new stone for a living influence source. GNU Go adds it only for a move it
judges strategically safe (``examine_move_safety``): one with a territorial
reason, an owl rescue, a defence of a worm whose dragon is alive, a
connection to a living dragon, a big or well-supported capture. And it
charges a lone move into the opponent's area with what the opponent gains
by attacking it (``strategic_penalty``). Before both, Kosumi valued the
rescue of a dead stone inside Black's walled corner at 18 points, among the
best moves on the board; in GNU Go's nngs.tst 1100, 1130 and 1910 it played
such rescues instead of the expected moves.
"""
import pytest

from kosumi.engine.board import to_board
from kosumi.engine.colors import WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.genmove import analyse
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import DEFEND_MOVE, PatternLibrary
from kosumi.engine.valuation import Verdict

from gtp_helpers import bodies, setup_commands

# Black's walled upper-right corner (columns L-T, rows 12-19) is settled
# territory; White's lone stone at O16 has two liberties (O15, P16) between
# Black's O17, N16 and the wall. White can rescue it tactically (O15 or P16
# give it four liberties) but not make it live: the owl finds it dead, and
# every point around it is Black's territory, so no move there has a
# territorial reason of its own.
#
#    A B C D E F G H J K L M N O P Q R S T
# 19 . . . . . . . . . . X . . . . . . . .
# 18 . . . . . . . . . . X . . . . . . . .
# 17 . . . . . . . . . . X . . X . . . . .
# 16 . . . O . . . . . . X . X O . X . . .
# 15 . . . . . . . . . . X . . . . . . . .
RESCUE_19 = """
. . . . . . . . . . X . . . . . . . .
. . . . . . . . . . X . . . . . . . .
. . . . . . . . . . X . . X . . . . .
. . . O . . . . . . X . X O . X . . .
. . . . . . . . . . X . . . . . . . .
. . . . . . . . . . X . . . . . . . .
. . . . . . . . . . X . . . . . . . .
. . . . . . . . . . X X X X X X X X X
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
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
# At 9e8feeb: O15 "saves O16: 4.50; territory change 13.78; total 18.28",
# second of all White's moves; P16 16.02, fifth.
RESCUES = ("O15", "P16")


@pytest.fixture(scope="module")
def examined():
    board, _ = to_board(RESCUE_19, WHITE)
    analysis = analyse(board, WHITE, EngineConfig.create(boardsize=19),
                       library=PatternLibrary(), retry=False)
    return board, analysis


def _value(board, analysis, vertex):
    return analysis.value_of(vertex_to_pos(vertex, 19))


def test_the_rescued_stone_is_dead_and_the_rescue_is_a_tactical_defence(examined):
    board, analysis = examined
    position = analysis.position
    stone = vertex_to_pos("O16", 19)
    assert position.dragons.status(stone).value == "dead"
    for vertex in RESCUES:
        reasons = analysis.reasons.of(vertex_to_pos(vertex, 19))
        assert [r.kind for r in reasons] == [DEFEND_MOVE], (vertex, reasons)


def test_a_rescue_that_leaves_the_stone_dead_gains_no_territory(examined):
    board, analysis = examined
    for vertex in RESCUES:
        value = _value(board, analysis, vertex)
        assert value.verdict is Verdict.VALUED, vertex
        assert value.territory <= 4.5 + 1e-9, (vertex, value.lines)   # the worm's stake only
        assert "no territory change: the stone would not be safe" in value.lines, value.lines


def test_a_lone_rescue_in_the_opponents_area_pays_the_invasion_penalty(examined):
    board, analysis = examined
    for vertex in RESCUES:
        value = _value(board, analysis, vertex)
        penalties = [line for line in value.lines if line.startswith("invasion penalty")]
        assert penalties and value.strategy < -5.0, value.lines
        assert value.total < 1.0, value.lines


def test_moves_on_open_ground_keep_their_territory_and_pay_no_penalty(examined):
    # The rule does not switch territory off: White's best moves are on
    # open ground, each with a territorial reason, and they count it.
    board, analysis = examined
    best = [v for v in analysis.values if not v.verdict.rejected][:5]
    assert best and all(v.territory > 5.0 for v in best), [v.lines for v in best]
    assert not any(line.startswith("invasion penalty") for v in best for line in v.lines)


def test_through_gtp_the_rescues_are_not_among_whites_top_moves():
    out = bodies(setup_commands(RESCUE_19) + "top_moves white\nmove_reasons O15 white\n")
    top, reasons = out[-2], out[-1]
    assert not top.startswith("?"), top
    listed = top.split()[::2]
    assert len(listed) == 10
    assert not set(RESCUES) & set(listed), top
    assert "Move at O15 defends O16" in reasons
    assert "no territory change: the stone would not be safe" in reasons
    assert "invasion penalty" in reasons



def test_a_rescue_of_a_worm_the_owl_reads_dead_is_worth_nothing(examined):
    # GNU Go counts it as a secondary value (a twentieth of a fifth of the
    # worm): the rescue only puts the capture off.
    board, analysis = examined
    stone = vertex_to_pos("O16", 19)
    assert analysis.position.dragons.dragon(stone).owl_status.value == "dead"
    value = _value(board, analysis, "O15")
    assert "saves O16 of a dead dragon: nothing" in value.lines, value.lines
    assert not any(line.startswith("saves O16: ") for line in value.lines), value.lines


def test_capturing_a_worm_of_a_dead_dragon_keeps_a_quarter_of_its_value():
    # Taking dead stones off is how the valuation plays the end of a game
    # (GNU Go fills liberties and captures there when nothing else counts).
    from kosumi.engine.colors import BLACK
    board, _ = to_board(RESCUE_19, BLACK)
    analysis = analyse(board, BLACK, EngineConfig.create(boardsize=19),
                       library=PatternLibrary(), retry=False)
    lines = analysis.value_of(vertex_to_pos("O15", 19)).lines
    assert "captures O16: 1.12" in lines, lines      # a quarter of 2 x 2.25


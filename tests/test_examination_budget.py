"""The examination's reading budget is a safety net that real games do not reach.

The tactical reader is compiled (``engine/_reading.c``): a node costs about
a microsecond, and the worms of a 19x19 middle game (the attack, defence and
threats of every string) take 100,000-350,000 of them. A budget below that
was exceeded in most middle-game moves: ``genmove`` then examined the
position again shallower, without threats and without the owl, and when
that ran out too the baseline played (in our 19x19 games against GNU Go
level 10, a quarter of Kosumi's middle-game moves came from the baseline:
first-line moves and moves inside settled areas). These tests pin that the
default level examines such positions in full, through the engine and
through GTP, on positions from those games.
"""
from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK
from kosumi.engine.config import EngineConfig
from kosumi.engine.genmove import analyse, priors_analysis, reading_budget
from kosumi.engine.movereasons import PatternLibrary

from gtp_helpers import bodies, setup_commands

# Move 61 of a 19x19 game, Black (Kosumi) to move. Its worms alone take
# some 184,000 reading nodes with threats: more than the old budget of
# 80,000 at level 10, so Black's Q17 came from the baseline.
MIDDLE_GAME_19 = """
. . . . . . . . . . . . . . . . . . .
. . . . . . . . X O . . . O . O . O .
. . X . . X . X O . . . O . X . O X .
. . . . . . . . O . . . . O . X X . .
. . X . X . . . . . . . . . . . X . .
. . X O . . . . O . . . . . . O O . .
. . X . X . . . . . . . . . . . . . .
. . . . . . . . . . . . O . . O . . .
. . . . . . . . . . . . . X . . . . .
. . . . . . . . . . . . . . . O X . .
. . X . . X . O . . . . . . . . . . .
. . . . . . . . . . . X . . . . . . .
. . X . . O . . . . O . . . . . . . .
X . O O . . . . . . . . X . X . X . .
. . . . . . . . . . O . . X . . . . .
. . . . . . O . . . . . O O O O X X .
X . O . . . . . . . . . . . X X O . .
. . . . . . . . . . . . . . . . O . .
. . . . . . . . . . . . . . . . . . .
"""

# Move 45 of a 13x13 game, Black to move: the Monte Carlo priors'
# examination (a quarter of the budget) needs some 51,000 nodes; with the
# old quarter of 20,000 it ran out and the search went without priors (as
# it did in half of the middle-game moves of our 13x13 games).
MIDDLE_GAME_13 = """
. . . . . . . . . . . . .
. . . . . . . . X X O . .
. X O . . . . . X O O . .
X . X X X . . . . X . O .
. X O . . . . X . . . . .
O O O X . . . . O . O . .
. X X O O . . . . . . . .
. . X O X O . . . . . . .
. . O . . . . . . . . . .
. . . O . . . O . X . X .
. . . . . . O O X . . . .
. . . . . X O X X . . . .
. . . . . . . . . . . . .
"""

# The nodes the examinations above took before the budget was raised.
OLD_BUDGET_19 = 80_000
OLD_PRIORS_BUDGET = 20_000
OLD_QUICK_PRIORS_BUDGET = 5_000


def test_a_19x19_middle_game_is_examined_in_full_at_the_default_level():
    board, _ = to_board(MIDDLE_GAME_19, BLACK)
    config = EngineConfig.create(boardsize=19)
    analysis = analyse(board, BLACK, config, library=PatternLibrary(), retry=False)
    position = analysis.position
    assert position.reader.nodes > OLD_BUDGET_19, "the position must need more than the old budget"
    assert position.reader.nodes <= reading_budget(config)
    assert position.judgement is not None, "the owl judged the dragons (no shallow retry)"
    assert analysis.best() is not None


def test_genmove_answers_a_19x19_middle_game_by_valuation_through_gtp():
    out = bodies(setup_commands(MIDDLE_GAME_19) + "kosumi-genmove_info black\n")
    info = out[-1].splitlines()[0]
    assert " by valuation," in info, info     # not "by baseline"


def test_the_13x13_monte_carlo_priors_come_from_a_full_examination():
    board, _ = to_board(MIDDLE_GAME_13, BLACK)
    config = EngineConfig.create(boardsize=13)
    errors = []
    analysis = priors_analysis(board, BLACK, config, errors, None, PatternLibrary())
    assert errors == []
    assert analysis is not None, "the priors' examination ran out of nodes"
    assert analysis.position.reader.nodes > OLD_PRIORS_BUDGET


def test_the_quick_priors_of_a_short_clock_come_from_a_full_lighter_examination():
    # Under a clock of 0.6-2 s a move (scaled by area) the priors come from
    # the lighter examination (no threats). This one needs some 29,000
    # nodes; the old bound of 5,000 ran out and the search went without.
    board, _ = to_board(MIDDLE_GAME_13, BLACK)
    errors = []
    analysis = priors_analysis(board, BLACK, EngineConfig.create(boardsize=13), errors, None,
                               PatternLibrary(), quick=True)
    assert errors == []
    assert analysis is not None, "the lighter examination ran out of nodes"
    assert analysis.position.reader.nodes > OLD_QUICK_PRIORS_BUDGET

"""Strategic reasons around weak dragons on boards the valuation plays.

GNU Go gives moves next to a weak dragon strategic defence (for its owner)
or attack (for the opponent) reasons through the ``d`` and ``a`` classes
of its shape patterns, and the valuation weighs them by the dragon's
weakness and size (manual 6.4.2). Our reasons come from the dragon's
surroundings (``weak_dragon_reasons``): these tests pin which points get
them, what they are worth, and that the GTP user sees them.
"""
import pytest

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.dragons import CRITICAL
from kosumi.engine.movereasons import (OWL_DEFEND_MOVE, STRATEGIC_ATTACK_MOVE,
                                       STRATEGIC_DEFEND_MOVE, MoveReason, PatternLibrary,
                                       collect_move_reasons, examine_position)
from kosumi.engine.reading import WIN
from kosumi.engine.valuation import soft_cap, strategic_worth, value_moves

from gtp_helpers import bodies, setup_commands as setup

# White's lone stone K10 stands in Black's sphere: Black's stones four
# lines away on every side (G10, O10, K14, K6) leave it no eyes, little
# room and no moyo, so it is weak (weakness well above WEAK_DRAGON; GNU Go
# 3.8 measures 0.55 before its owl and 0.78 after): a stone the opponent
# can harass. (Alone in an open centre, with Black's and White's corners
# around it, it would not be weak: room to run is enough, GNU Go 0.06.)
# `a` is a point next to it, `b` within two steps, `c` three steps away
# (beyond the dragon's surroundings).
OPEN_CENTRE = """
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . X . . . . . . . . .
. . . . . . . . . c . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . b . . . . . . . . .
. . . . . . X . . O a . . . X . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . X . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . O . . . . . . . . . . . O . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
"""


@pytest.fixture(scope="module")
def library():
    return PatternLibrary()


def _examined(color, library):
    board, labels = to_board(OPEN_CENTRE, color)
    position = examine_position(board, EngineConfig.create(boardsize=19), library)
    return board, labels, position, collect_move_reasons(position, color)


def _kinds(reasons, point):
    return {(r.kind, r.target) for r in reasons.of(point)}


def test_the_owner_of_a_weak_dragon_gets_strategic_defence_around_it(library):
    board, labels, position, reasons = _examined(WHITE, library)
    k10 = position.dragons.dragon(vertex_to_pos("K10", 19))
    assert k10.weakness >= 0.5, "the diagram must show a weak dragon"
    for point in ("a", "b"):
        assert (STRATEGIC_DEFEND_MOVE, k10.origin) in _kinds(reasons, labels[point])
    # The corner point is far from any weak dragon: no strategic reason.
    assert not {k for k, _ in _kinds(reasons, labels["c"])} & {STRATEGIC_DEFEND_MOVE,
                                                               STRATEGIC_ATTACK_MOVE}


def test_the_opponent_gets_strategic_attack_on_the_same_points(library):
    board, labels, position, reasons = _examined(BLACK, library)
    k10 = position.dragons.dragon(vertex_to_pos("K10", 19))
    assert (STRATEGIC_ATTACK_MOVE, k10.origin) in _kinds(reasons, labels["a"])
    assert (STRATEGIC_DEFEND_MOVE, k10.origin) not in _kinds(reasons, labels["a"])


def test_the_defence_is_worth_the_weakness_times_twice_the_effective_size(library):
    # A lone stone's effective size counts the empty points around it (some
    # 5-9 points), so defending it is worth several points, not the one
    # point its single stone would give.
    board, labels, position, reasons = _examined(WHITE, library)
    k10 = position.dragons.dragon(vertex_to_pos("K10", 19))
    assert strategic_worth(k10) == pytest.approx(1.8 * soft_cap(k10.effective_size, 15.0) * k10.weakness)
    values = {v.move: v for v in value_moves(position, reasons, WHITE)}
    assert values[labels["a"]].strategy >= strategic_worth(k10) > 4.0
    assert labels["c"] not in values or values[labels["c"]].strategy == 0.0


def test_small_boards_leave_the_reasons_to_the_search(library):
    # Up to montecarlo_max_size the valued moves are only the search's
    # priors; the dragon's surroundings add nothing there.
    board, labels = to_board(OPEN_CENTRE, WHITE)
    config = EngineConfig.create(boardsize=19, montecarlo_max_size=19)
    position = examine_position(board, config, library)
    reasons = collect_move_reasons(position, WHITE)
    assert not any(r.source == "weakness" for p in reasons.moves() for r in reasons.of(p))
    # A strategic defence a pattern gives is worth the priors' small share
    # there (a fraction of the stones and moyo, not of the effective size).
    k10 = position.dragons.dragon(vertex_to_pos("K10", 19))
    reasons.add(labels["a"], MoveReason(STRATEGIC_DEFEND_MOVE, k10.origin, source="pattern"))
    values = {v.move: v for v in value_moves(position, reasons, WHITE)}
    assert 0.0 < values[labels["a"]].strategy < strategic_worth(k10) / 4


def test_gtp_shows_the_weakness_and_the_owl_reading_it_alive():
    # Through GTP the examination reads the dragons' life and death: the
    # owl finds the stone alive (it cannot be killed outright), and a
    # dragon read alive takes no strategic reasons. The reasons above are
    # for the dragons the owl leaves unread (genmove's owl budget spent).
    answers = bodies(setup(OPEN_CENTRE) + "dragon_data K10\nmove_reasons L10 white\n")
    data = dict(line.split(None, 1) for line in answers[-2].splitlines()[1:])
    assert float(data["weakness"]) >= 0.5
    assert data["owl_status"] == "alive"
    assert "strategically defends K10" not in answers[-1]


def test_a_critical_dragon_is_left_to_the_owl(library):
    # GNU Go ignores the strategic effect on a critical dragon unless the
    # move kills or saves it, and a move that saves it by owl has the
    # dragon's worth in its territory already: no strategic value again.
    board, labels, position, reasons = _examined(WHITE, library)
    k10 = position.dragons.dragon(vertex_to_pos("K10", 19))
    before = {v.move: v for v in value_moves(position, reasons, WHITE)}
    assert before[labels["a"]].strategy > 0.0
    k10.status = CRITICAL
    after = {v.move: v for v in value_moves(position, reasons, WHITE)}
    assert after[labels["a"]].strategy == 0.0
    reasons.add(labels["a"], MoveReason(OWL_DEFEND_MOVE, k10.origin, code=WIN, source="owl"))
    saved = {v.move: v for v in value_moves(position, reasons, WHITE)}
    assert saved[labels["a"]].strategy == 0.0
    assert any("saves dragon K10" in line for line in saved[labels["a"]].lines)

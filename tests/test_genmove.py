"""Move generation end to end: the choice, pass, resignation, determinism,
and the GTP commands that explain it (GNU Go's formats).

Positions are small and levels low so that the file runs in seconds; the
expected moves are forced (a capture that decides the game, a finished
position) and are what GNU Go plays there (checked by hand).
"""
import re

from gtp_helpers import bodies, setup_commands

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.genmove import ChoiceKind, genmove, simulations_for
from kosumi.engine.geometry import PASS_MOVE, vertex_to_pos

FAST = dict(level=1)

CAPTURE = """
    . . . . . . . . .
    . . X X . . . . .
    . X O O a . . . .
    . . X X . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""

# A race of one liberty each: Black's a captures eight stones, while any
# other move lets White's a capture nine. Unlike CAPTURE, where Black wins
# on most moves, only a wins, so even a search of a few hundred playouts
# (a short clock on a slow machine) must find it.
RACE = """
    . . . . . . . . .
    . . . . . . . . .
    O O O O O O O O O
    X X X X X X X X X
    O O O O O O O O a
    X X X X X X X X X
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""

# Every point settled: black owns the left, white the right, no dame left.
FINISHED = """
    . X O . .
    X X O . O
    . X O O .
    X X X O .
    . . X O .
"""


def test_levels_scale_the_search():
    assert simulations_for(EngineConfig.create(level=1)) < \
        simulations_for(EngineConfig.create(level=10))


def test_montecarlo_and_valuation_both_capture():
    # Black wins on most moves here, so the search sees the capture only
    # through its prior and a few hundred playouts: at level 1 (some 270)
    # it may settle on a big open point instead; at level 3 it captures.
    board, labels = to_board(CAPTURE)
    for player, level in (("genmove", 3), ("valuation", 1)):
        config = EngineConfig.create(boardsize=9, komi=7, player=player, level=level)
        assert genmove(board, BLACK, config).move == labels["a"], player
    assert board.stackp == 0


# White's D2 cannot be captured as it stands, but Black threatens to:
# the worms have attack threats when the examination looks for them.
THREATS = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X O . . . . .
    . . . . . . . . .
"""


def _threats(choice):
    worms = choice.analysis.position.worms
    return [o for o in worms.worm_origins if worms.attack_threats(o) or worms.defense_threats(o)]


def test_a_short_clock_gets_the_quick_priors():
    """Under two seconds a 9x9 move still seeds its search from an
    examination, a quick one without threats; under QUICK_PRIORS_BUDGET
    none is made (and a capture that decides the game is still found)."""
    board, _ = to_board(THREATS)
    config = EngineConfig.create(boardsize=9, komi=7, **FAST)
    assert _threats(genmove(board, BLACK, config))
    quick = genmove(board, BLACK, config, budget=1.0)
    assert quick.analysis is not None and not _threats(quick)
    board, labels = to_board(RACE)
    none = genmove(board, BLACK, config, budget=0.4)
    assert none.analysis is None and none.move == labels["a"]
    assert board.stackp == 0


def test_big_board_uses_the_valuation_and_explains():
    board = Board(15)
    config = EngineConfig.create(boardsize=15, komi=6.5)
    choice = genmove(board, BLACK, config)
    assert choice.method == "valuation"
    assert choice.analysis is not None and choice.value >= 18.0
    assert any("minimum value" in line for line in choice.notes)


def test_13x13_is_played_by_the_search():
    board = Board(13)
    choice = genmove(board, BLACK, EngineConfig.create(boardsize=13, komi=6.5, **FAST))
    assert choice.method == "montecarlo" and choice.search is not None


def test_pass_when_the_game_is_over():
    board, _ = to_board(FINISHED)
    board.play_move(PASS_MOVE, WHITE)
    for player in ("valuation", "genmove"):
        config = EngineConfig.create(boardsize=5, komi=0.5, player=player, **FAST)
        choice = genmove(board, BLACK, config)
        assert choice.kind is ChoiceKind.PASS and choice.move == PASS_MOVE, player


def test_resign_only_when_enabled():
    # Black has one stone against a living white board: hopeless.
    board, _ = to_board("""
        O O O O O
        O . O . O
        O O O O O
        . . . . .
        . . X . .
    """)
    base = dict(boardsize=5, komi=0.5, **FAST)
    assert genmove(board, BLACK, EngineConfig.create(**base)).kind is not ChoiceKind.RESIGN
    assert genmove(board, BLACK, EngineConfig.create(resign=True, **base)).kind is ChoiceKind.RESIGN


def test_reg_genmove_is_deterministic_and_gtp_commands_answer():
    setup = "boardsize 9\nkomi 7\nplay b C7\nplay b D7\nplay b B6\nplay w C6\nplay w D6\n" \
            "play b C5\nplay b D5\n"
    config = EngineConfig.create(boardsize=9, **FAST)
    out = bodies(setup + "reg_genmove b\nreg_genmove b\ntop_moves b\nmove_reasons E6 b\n"
                 "estimate_score\ndragon_status\ndragon_status C6\n"
                 "restricted_genmove b A1 E6\nrestricted_genmove b\n", config)
    answers = out[9:]
    assert answers[0] == answers[1] == "E6"
    top = answers[2].split()
    assert top[0] == "E6" and all(re.fullmatch(r"\d+\.\d\d", v) for v in top[1::2])
    assert answers[3].startswith("Move reasons:\nMove at E6 attacks C6")
    assert re.fullmatch(r"[BW]\+\d+\.\d \(upper bound: -?\d+\.\d, lower: -?\d+\.\d\)",
                        answers[4])
    assert "C6: " in answers[5]
    # Black's E6 attacks C6-D6 and White's answer saves them: GNU Go 3.8
    # says "critical E6 E6"; a critical status names both moves.
    assert re.fullmatch(r"dead|unknown|alive|critical [A-T]\d+ [A-T]\d+", answers[6])
    assert answers[7] == "E6"
    assert answers[8] == "?no allowed vertex"


def test_genmove_under_time_pressure_on_19x19_is_legal():
    out = bodies("boardsize 19\ntime_settings 10 0 0\ntime_left b 1 0\ngenmove b\n"
                 "time_left w 1 0\ngenmove w\nlist_stones black\nlist_stones white\n")
    referee = Board(19)
    for color, answer in ((BLACK, out[3]), (WHITE, out[5])):
        pos = vertex_to_pos(answer, 19)
        assert pos is not None and pos != PASS_MOVE, answer
        assert referee.is_legal(pos, color), answer
        referee.play_move(pos, color)
    assert (out[6], out[7]) == (out[3], out[5]), "each move was played where it was announced"


def test_analysis_commands_survive_an_exhausted_reading_budget(monkeypatch):
    # When even the retry with four times the nodes runs out, top_moves
    # fails with a clear GTP error and restricted_genmove still answers
    # with one of its vertices (genmove's own fallback chooses).
    from kosumi.engine.reading import ReadingBudgetExceeded
    from kosumi.gtp.frontend.commands import movegen

    calls = []

    def exhausted(*args, **kwargs):
        calls.append(kwargs.get("node_budget"))
        raise ReadingBudgetExceeded("more than 1 reading nodes")

    monkeypatch.setattr(movegen, "analyse", exhausted)
    config = EngineConfig.create(boardsize=9, **FAST)
    out = bodies("boardsize 9\nplay b E5\ntop_moves w\nrestricted_genmove w C3 G7\n"
                 "color E5\ncolor C3\ncolor G7\n", config)
    assert out[2] == "?position too complex: reading budget exceeded"
    assert out[3] in ("C3", "G7")
    assert calls[:2] == [None, movegen.reading_budget(config) * movegen.ANALYSIS_RETRY_FACTOR]
    assert out[4:] == ["black", "empty", "empty"]    # nothing played, nothing left over


def test_the_monte_carlo_priors_come_without_the_examinations_checks():
    # Black's H2 starts a combination (tests/test_movereasons.py's CORNER).
    # The valuation (move_reasons, top_moves, boards above the Monte Carlo
    # size) sees it; the 9x9 priors do not: measured against GNU Go, the
    # checks did not make the search stronger (genmove.priors_analysis).
    from kosumi.engine.genmove import analyse, priors_analysis
    from kosumi.engine.movereasons import MY_ATARI_ATARI_MOVE, PatternLibrary
    board, _ = to_board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . X O .
        . . . . . O X . .
        . . . . X . O O .
    """, BLACK)
    config = EngineConfig.create(boardsize=9)
    library = PatternLibrary()
    h2 = vertex_to_pos("H2", 9)
    assert analyse(board, BLACK, config, library=library).reasons.has(h2, MY_ATARI_ATARI_MOVE)
    priors = priors_analysis(board, BLACK, config, [], None, library)
    assert priors is not None and not priors.reasons.has(h2, MY_ATARI_ATARI_MOVE)


# Move 174 of a 13x13 game of our match against GNU Go level 10, Black
# (Kosumi) to move. Black's upper dragon (A12 ... G6) is dead: both GNU Go
# (final_score W+126.5) and our final_status_list say so; White has just
# passed. Nothing is worth a point to Black; the game is lost.
LOST_13 = """
    O O O . X . . O O . O O X
    X O . . O X O O O O . O X
    X O . . . O O X O X O O .
    X O O O O O X X X X X O O
    X X X X X X X X X X O X .
    X X X X . X X O X O O X .
    . O . X X X X O O O . O X
    O O O O O O X O . O O O X
    . O X X O X O O O X O X X
    O . O X O . O . O X O O O
    X O O X O O O O X X X X O
    . O X X X X X X X X O O O
    . O X . . . . . X O O . X
"""


def test_a_lost_game_with_nothing_worth_a_point_is_passed():
    # The search's move here was A2, then N9, D13, ..., H1, G1: every
    # child's win rate is 0, and the visits went to moves that fill Black's
    # own eye space, until White's E1 killed the bottom group too.
    replies = bodies(setup_commands(LOST_13) + "komi 6.5\nplay white pass\n"
                     "top_moves_black\nkosumi-genmove_info black\ngenmove black\n",
                     EngineConfig.create(boardsize=13, level=2))
    assert replies[-3] == ""                     # the valuation: nothing worth a point
    assert replies[-2].startswith("PASS") and "nothing is worth a point" in replies[-2]
    assert replies[-1] == "PASS"


def test_a_lost_game_is_played_on_while_the_opponent_plays():
    # An empty 2x2 board, komi 7: Black cannot win, and the valuation sees
    # no point worth a move, yet the board is Black's to take (GNU Go's
    # tiny.tst 201 expects a move; passing every lost game with nothing
    # valued answered PASS there).
    replies = bodies("boardsize 2\nclear_board\nkomi 7\ngenmove black\n",
                     EngineConfig.create(boardsize=2, level=1))
    assert replies[-1] in ("A1", "A2", "B1", "B2")

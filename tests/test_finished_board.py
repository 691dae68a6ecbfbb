"""Whether a 19x19 game is over: the examination's judgement before playouts.

When no move is worth a point, the valuation passes only if the game is
over on the board. Random playouts alone judged that: 48 of them leave a
19x19 corner that holds two eyes at an ownership of 0.5-0.9, so a board
was never finished and the baseline played a stone into the opponent's
territory where GNU Go passes (its filllib.tst 7 and 8). Now the stones of
dragons the examination has read alive or dead, and the points of settled
territory, count as settled whatever the playouts say.
"""
import pytest

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK, EMPTY
from kosumi.engine.config import EngineConfig
from kosumi.engine.genmove import SETTLED, analyse, settled_ownership
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary
from kosumi.engine.scoring import board_finished

# A finished game: White's upper right (walls and one-point eyes), Black's
# lower half, and White's living corner in the lower left (eyes at A1 and
# C1-D1) inside Black's area. Nothing is left to play.
FINISHED_19 = """
. X . X X O . O O . O . O . O . O O .
X X X X X O O O O O O O O O O O O O O
. X . X X O . O . O . O . O . O . O .
X X X X X O O O O O O O O O O O O O O
. X . X X O . O . O . O . O . O . O .
X X X X X O O O O O O O O O O O O O O
. X . X X O . O . O . O . O . O . O .
X X X X X O O O O O O O O O O O O O O
. X . X X O . O . O . O . O . O . O .
X X X X X X X X X X X X X X X X X X X
. X . X . X . X . X . X . X . X . X .
X X X X X X X X X X X X X X X X X X X
. X . X . X . X . X . X . X . X . X .
X X X X X X X X X X X X X X X X X X X
. X . X . X . X . X . X . X . X . X .
X X X X X X X X X X X X X X X X X X X
O O O O O X . X . X . X . X . X . X .
O O O O O X X X X X X X X X X X X X X
. O . . O X . X . X . X . X . X . X .
"""


@pytest.fixture(scope="module")
def finished():
    board, _ = to_board(FINISHED_19, BLACK)
    analysis = analyse(board, BLACK, EngineConfig.create(boardsize=19),
                       library=PatternLibrary(), retry=False)
    return board, analysis.position


def test_unsure_playouts_alone_do_not_find_the_game_over(finished):
    board, _ = finished
    unsure = {p: 0.6 if board.board[p] == BLACK else -0.6 for p in board.points()}
    assert not board_finished(board, unsure, False, SETTLED)


def test_the_examinations_judgement_settles_what_unsure_playouts_leave_open(finished):
    # Ownership as unsure as the playouts' in real 19x19 endgames (0.6 for
    # every point) is settled by the dragons' statuses and the territory.
    board, position = finished
    unsure = {p: 0.6 if board.board[p] == BLACK else -0.6 for p in board.points()}
    settled = settled_ownership(board, unsure, position)
    assert board_finished(board, settled, False, SETTLED)
    corner = vertex_to_pos("B2", 19)
    assert settled[corner] == -1.0, "White's corner lives"
    eye = vertex_to_pos("C1", 19)
    assert board.board[eye] == EMPTY and settled[eye] == -1.0, "its eye is White's"



def _with_dead_stone() -> str:
    """FINISHED_19 with a black stone in atari inside White's upper right
    (G17; H17 opened): dead, and White's capture at H17 is worth under a
    point (a quarter of the worm, dead already)."""
    rows = [row.split(" ") for row in FINISHED_19.strip("\n").split("\n")]
    rows[2][6], rows[2][7] = "X", "."
    return "\n".join(" ".join(row) for row in rows) + "\n"


def test_through_gtp_a_finished_board_is_passed_and_dead_stones_are_taken_first():
    from gtp_helpers import bodies, setup_commands
    assert bodies(setup_commands(FINISHED_19) + "genmove black\n")[-1] == "PASS"
    out = bodies(setup_commands(_with_dead_stone())
                 + "kosumi-genmove_info white\ngenmove white\n")
    info, move = out[-2], out[-1]
    # Before, nothing worth a point meant a pass here: GNU Go takes the
    # stone first (it plays any move with a value; filllib.tst 2).
    assert move == "H17", info
    assert "a capture before the end" in info

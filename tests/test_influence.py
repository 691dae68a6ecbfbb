"""Influence and territory: the fields, the territory values, the delta.

The spreading of one source is checked against the diagram of manual
section 13.6, the diagonal wall against section 13.8. The delta of a move
is computed locally (only sources near the move and points near it can
change); it must equal the difference of two full computations on random
positions.
"""
import random

from kosumi.engine.influence import ESCAPE, STRENGTH, _accumulate

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine.board import to_board
from kosumi.engine.geometry import POS
from kosumi.engine.influence import Influence, compute_influence, territory_delta


def test_empty_board_has_no_territory():
    inf = compute_influence(Board(9))
    assert all(inf.territory[p] == 0.0 for p in inf.points)
    assert inf.score(Board(9).board) == 0.0


def test_one_stone_radiates_symmetrically_and_fades():
    board, _ = to_board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    inf = compute_influence(board)
    near, far = POS(4, 5), POS(4, 8)
    assert inf.territory[near] > inf.territory[far] > 0
    assert inf.territory[POS(3, 4)] == inf.territory[POS(5, 4)] == inf.territory[POS(4, 3)]
    assert all(inf.white[p] == 0.0 for p in inf.points)


def test_a_wall_blocks_influence():
    # White's wall on column C keeps black's influence out of the left side.
    board, labels = to_board("""
        . . O . . . .
        . . O . . . .
        a . O . X . .
        . . O . . . .
        . . O . . . .
        . . O . . . .
        . . O . . . .
    """)
    inf = compute_influence(board)
    assert inf.black[labels["a"]] == 0.0
    assert inf.owner(labels["a"]) == WHITE


def test_dead_stones_count_for_the_other_side():
    board, labels = to_board("""
        . . . . .
        . O O O .
        . O X O .
        . O . O .
        . . O . .
    """)
    x = POS(2, 2)
    alive = compute_influence(board)
    dead = compute_influence(board, {x})
    assert alive.territory[x] == 1.0 and dead.territory[x] == -1.0
    assert dead.score(board.board, {x}) < alive.score(board.board)


def test_territory_delta_equals_two_full_computations():
    rng = random.Random(7)
    for trial in range(6):
        board = Board(13)
        for _ in range(40):
            p = rng.choice(board.points())
            color = rng.choice((BLACK, WHITE))
            if board.is_legal(p, color):
                board.play_move(p, color)
        stones = [p for p in board.points() if board.board[p] != EMPTY]
        dead = set(rng.sample(stones, 3))
        before = compute_influence(board, dead)
        for move in rng.sample([p for p in board.points() if board.board[p] == EMPTY], 8):
            for color in (BLACK, WHITE):
                after_board = list(board.board)
                after_board[move] = color
                after = Influence(after_board, board.points(), dead)
                full = 0.0
                for p in board.points():
                    if p == move:
                        continue
                    if after_board[p] == EMPTY:
                        full += after.territory[p] - before.territory[p]
                    elif p in dead:
                        full += 2 * (after.territory[p] - before.territory[p])
                if color == WHITE:
                    full = -full
                assert abs(territory_delta(board, move, color, before, dead) - full) < 1e-9


def test_enclosing_moves_gain_territory():
    board, labels = to_board("""
        . . . . . . .
        . . X . . . .
        . . . . . . .
        . . X . a . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """)
    before = compute_influence(board)
    assert territory_delta(board, labels["a"], BLACK, before) > 0
    assert territory_delta(board, labels["a"], WHITE, before) > 0   # reduces black's


# Manual section 13.6: a lone source of strength 100 with attenuation 3.0
# (and 6.0 diagonally), rounded down.
MANUAL_FIELD = """
    0  0  0  0  0  0  0  0  0  0  0
    0  0  0  0  1  1  1  0  0  0  0
    0  0  0  1  2  3  2  1  0  0  0
    0  0  1  3  5 11  5  3  1  0  0
    0  1  2  5 16 33 16  5  2  1  0
    0  1  3 11 33  X 33 11  3  1  0
    0  1  2  5 16 33 16  5  2  1  0
    0  0  1  3  5 11  5  3  1  0  0
    0  0  0  1  2  3  2  1  0  0  0
    0  0  0  0  1  1  1  0  0  0  0
    0  0  0  0  0  0  0  0  0  0  0
"""


def test_one_source_spreads_as_the_manual_draws_it():
    board = Board(11)
    centre = POS(5, 5)
    board.play_move(centre, BLACK)
    closed = [c != EMPTY for c in board.board]
    field = _accumulate(centre, BLACK, [1.0] * len(board.board), closed,
                        [0.0] * len(board.board), STRENGTH, 3.0, 2.0)
    values = dict(zip(field.points, field.values))
    rows = [line.split() for line in MANUAL_FIELD.strip().splitlines()]
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            if cell != "X":
                assert int(values.get(POS(i, j), 0.0)) == int(cell), (i, j)


def test_a_diagonal_pair_is_a_wall():
    # Manual section 13.8: O's stones d and c stand diagonally; X's
    # influence at a must not squeeze between them to b, so the corner
    # below them gets none. Without c it flows in.
    diagram = """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . X . . .
        O d a . . . .
        . b c . . . .
        . . O . . . .
    """
    closed_board, labels = to_board(diagram.replace("d", "O").replace("c", "O"))
    inf = compute_influence(closed_board)
    assert inf.black[labels["a"]] > 10.0
    for p in (labels["b"], POS(5, 0), POS(6, 0), POS(6, 1)):
        assert inf.black[p] == 0.0
        assert inf.whose_territory(p) == WHITE
    open_board, labels = to_board(diagram.replace("d", "O").replace("c", "."))
    assert compute_influence(open_board).black[labels["b"]] > 0.0


def test_a_weak_stone_radiates_in_proportion_to_its_strength():
    board, _ = to_board("""
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . .
    """)
    full = compute_influence(board)
    weak = compute_influence(board, strength={POS(2, 2): 70.0})
    for p in board.points():
        assert abs(weak.black[p] - 0.7 * full.black[p]) < 1e-9


def test_the_escape_influence_reaches_less_far():
    board, _ = to_board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    territorial = compute_influence(board)
    escape = compute_influence(board, spread=ESCAPE)
    two_away = POS(4, 6)
    assert escape.black[two_away] < territorial.black[two_away] / 4


def test_an_enclosed_corner_is_territory_and_the_open_side_is_not():
    board, labels = to_board("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . O . .
        . . . . . . . . .
        X X . . . . . . .
        a . X . . . . . .
        . . . X . O . . .
        . . . X . . . . .
        . . . X . . . . .
    """)
    # Black's wall seals the lower left: territory. White's two stones
    # leave the upper right open: moyo, not territory. Between the two,
    # the centre belongs to nobody.
    inf = compute_influence(board)
    assert inf.whose_territory(labels["a"]) == BLACK
    upper_right = POS(0, 8)
    assert inf.whose_moyo(upper_right) == WHITE and inf.whose_territory(upper_right) == EMPTY
    assert inf.whose_area(POS(4, 4)) == EMPTY


def test_a_capture_is_valued_with_the_captured_stones_gone():
    # Black's a captures White's two stones: around them the influence is
    # Black's now, the captured points themselves are left to the tactics.
    board, labels = to_board("""
        . . . . . . .
        . X X . . . .
        X O O a . . .
        . X X . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """)
    before = compute_influence(board)
    delta = territory_delta(board, labels["a"], BLACK, before)
    after_board = list(board.board)
    after_board[labels["a"]] = BLACK
    captured = {POS(2, 1), POS(2, 2)}
    after = Influence(after_board, board.points(), captured)
    full = sum(after.territory[p] - before.territory[p] for p in board.points()
               if board.board[p] == EMPTY and p != labels["a"])
    assert abs(delta - full) < 1e-9
    standing = Influence(after_board, board.points())
    kept = sum(standing.territory[p] - before.territory[p] for p in board.points()
               if board.board[p] == EMPTY and p != labels["a"])
    assert delta > kept + 1.0


"""The playout board, the playout policy and the Monte Carlo search.

The playout board keeps pseudo-liberties instead of liberty lists; a seeded
random game played on it and on the reference Board must agree on every
colour, every atari, every liberty list and every legal move. The search
is checked on positions whose answer is forced (a big capture, a rescue),
for determinism under a seed, and for the ownership it reports.
"""
import random

import pytest

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine.board import to_board
from kosumi.engine.geometry import PASS_MOVE, POS, vertex_to_pos
from kosumi.engine.montecarlo import Search, search
from kosumi.engine.playouts import (SHAPE_TABLE, PlayoutBoard, _rotations, neighbourhood_code)


def _random_game_agrees(size: int, seed: int) -> None:
    rng = random.Random(seed)
    board = Board(size)
    pb = PlayoutBoard.from_board(board)
    color = BLACK
    for _ in range(size * size * 2):
        legal = [p for p in board.points() if board.is_legal(p, color)]
        assert sorted(legal) == sorted(p for p in pb.empties if pb.is_legal(p, color))
        if not legal:
            break
        move = rng.choice(legal)
        board.play_move(move, color)
        pb.play(move, color)
        assert pb.captures[color] == board.captures_by(color)
        for q in board.points():
            assert board.board[q] == pb.color[q]
            if board.board[q] != EMPTY:
                libs = board.findlib(q)
                assert pb.in_atari(q) == (len(libs) == 1)
                assert sorted(pb.liberties(q)) == sorted(libs)
                if len(libs) == 1:
                    assert pb.atari_liberty(q) == libs[0]
            around = (q, q + 1, q - 1)
            assert pb._atari_among(around) == any(
                board.board[r] in (WHITE, BLACK) and len(board.findlib(r)) == 1 for r in around)
        assert sorted(pb.empties) == [q for q in board.points() if board.board[q] == EMPTY]
        assert pb.ko == (board.ko_pos if board.ko_pos and board.is_illegal_ko_capture(
            board.ko_pos, BLACK + WHITE - color) else 0)
        color = BLACK + WHITE - color


@pytest.mark.parametrize("size,seed", [(5, 1), (7, 2), (9, 3)])
def test_playout_board_agrees_with_the_board(size, seed):
    _random_game_agrees(size, seed)


def test_self_atari_and_eyes():
    board, labels = to_board("""
        X a X O .
        X X X O .
        . . . O b
        O O O . .
        c O . . .
    """)
    pb = PlayoutBoard.from_board(board)
    a, b, c = labels["a"], labels["b"], labels["c"]
    assert pb.is_eye(a, BLACK)            # corner point between two black stones
    assert not pb.is_eye(a, WHITE)
    assert pb.self_atari(a, WHITE)        # white alone at a: one liberty
    assert not pb.self_atari(b, WHITE)
    assert pb.is_eye(c, WHITE)


def test_shape_table_knows_the_hane():
    # Black to move at the centre: white stone above, black stones beside
    # it: the hane that encloses, in every orientation.
    board, labels = to_board("""
        . . . . .
        . X O X .
        . . * . .
        . . . . .
        . . . . .
    """)
    pb = PlayoutBoard.from_board(board)
    assert SHAPE_TABLE[neighbourhood_code(pb.color, labels["*"])]
    assert len(set(_rotations(("XOX", "...", "???")))) == 4
    empty = PlayoutBoard.from_board(Board(5))
    assert not SHAPE_TABLE[neighbourhood_code(empty.color, POS(2, 2))]


def test_playout_ends_and_leaves_the_root_alone():
    board = Board(7)
    root = PlayoutBoard.from_board(board)
    work = root.copy()
    moves = []
    work.playout(BLACK, random.Random(5), 3 * 49, moves)
    assert moves[-2:] == [PASS_MOVE, PASS_MOVE] or len(moves) == 3 * 49
    assert all(root.color[p] == EMPTY for p in root.points)
    assert -100 < work.area_score(7.0) < 100


def test_search_captures_the_big_string():
    # White's five stones in atari at e: taking them decides the game.
    board, labels = to_board("""
        . . . . . . .
        . X X X X X .
        X O O O O O e
        X X X X X X .
        . . . . . . .
        . . . O . . .
        . . . . . . .
    """)
    result = search(board, BLACK, 0.5, seed=1, simulations=300)
    assert result.best().move == labels["e"]


def test_search_saves_its_string():
    # Black's three stones are in atari; extending at e gives them room.
    board, labels = to_board("""
        . . . . . . .
        . . . . . . .
        . O O O O . .
        O X X X e . .
        . O O O . . .
        . . . . . . .
        . . . . . . .
    """, to_move=BLACK)
    result = search(board, BLACK, 0.5, seed=2, simulations=400)
    assert result.best().move == labels["e"]


def test_search_is_deterministic_and_counts_ownership():
    board = Board(7)
    board.play_move(vertex_to_pos("D4", 7), BLACK)
    first = search(board, WHITE, 6.5, seed=3, simulations=200)
    second = search(board, WHITE, 6.5, seed=3, simulations=200)
    assert [(c.move, c.n) for c in first.ranked()] == [(c.move, c.n) for c in second.ranked()]
    assert 0 < first.simulations <= 200     # may stop once the choice is settled
    assert first.ownership[vertex_to_pos("D4", 7)] > 0.5   # black stone, black's point
    assert set(first.ownership) == set(board.points())


def test_search_children_fill_no_own_eye():
    board, labels = to_board("""
        . X . O .
        X . X O .
        . X . O .
        . . . . .
        . . . . .
    """)
    # B4 is a black eye: black never fills it.
    s = Search(board, BLACK, 0.5, seed=4)
    moves = {c.move for c in s.root.children}
    assert POS(1, 1) not in moves


@pytest.mark.parametrize("seed", range(20))
def test_select_takes_the_first_child_of_highest_urgency(seed):
    # _select must choose exactly the child urgency() ranks first (ties:
    # the earliest), with and without RAVE statistics and priors.
    from kosumi.engine.montecarlo import Node
    rng = random.Random(seed)
    parent = Node(PASS_MOVE, WHITE)
    parent.children = []
    for move in range(1, rng.randrange(2, 40)):
        child = Node(move, BLACK, rng.choice([(0, 0), (10, 5), (30, 30), (10, 0)]))
        child.n = rng.choice([0, 1, 3, 50, 400])
        child.w = rng.randrange(child.n + 1) * rng.choice([1.0, 0.5])
        child.an = rng.choice([0, 2, 100, 5000])
        child.aw = rng.randrange(child.an + 1) * 1.0
        parent.children.append(child)
    if seed % 4 == 0:     # exact ties: the first must win
        parent.children.append(Node(99, BLACK, (10, 5)))
        parent.children.insert(0, Node(98, BLACK, (10, 5)))
    best = max(ch.urgency() for ch in parent.children)
    expected = next(ch for ch in parent.children if ch.urgency() == best)
    assert Search._select(parent) is expected


def test_every_edge_is_empty_around_alike():
    # One stone in the centre of 19x19: the first line is "empty around"
    # on all four sides. The top rows once were not: their window of rows
    # above the board sliced the array from 0 to a negative index, that is
    # nearly all of it, and found the centre stone; so the search's prior
    # against empty first- and second-line moves missed the top edge.
    from kosumi.engine.montecarlo import _empty_around
    board = Board(19)
    board.play_move(POS(9, 9), BLACK)
    pb = PlayoutBoard.from_board(board)
    for p in (POS(0, 9), POS(1, 3), POS(18, 9), POS(9, 0), POS(9, 18), POS(0, 0), POS(2, 18)):
        assert _empty_around(pb, p, 3), p
    assert not _empty_around(pb, POS(6, 6), 3)
    assert not _empty_around(pb, POS(12, 12), 3)

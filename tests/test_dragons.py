"""Dragons: amalgamation, eyes, and the static status.

Each diagram's expectation is reasoned in its comment; the statuses are
the ones GNU Go's ``dragon_status`` gives on the same positions (checked
by hand with ``gnugo --mode gtp``).
"""
import pytest

from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.dragons import ALIVE, DEAD
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary, examine_position

CONFIG = EngineConfig.create(boardsize=9)


@pytest.fixture(scope="module")
def library():
    return PatternLibrary()


def _dragons(text, library, to_move=BLACK):
    board, labels = to_board(text, to_move)
    return board, labels, examine_position(board, CONFIG, library).dragons


def test_bamboo_joint_and_shared_eye_amalgamate(library):
    # D7-D6 and F7-F6 form a bamboo joint: one dragon. B3 and C2 share the
    # eye at B2 with the edge stones: one dragon.
    board, _, dragons = _dragons("""
        . . . . . . . . .
        . . . . . . . . .
        . . . X . X . . .
        . . . X . X . . .
        . . . . . . . . .
        . . . . . . . . .
        . X . . . . . . .
        X . X . . . . . .
        . X . . . . . . .
    """, library)
    v = lambda s: vertex_to_pos(s, 9)
    assert dragons.same_dragon(v("D7"), v("F6"))
    assert dragons.same_dragon(v("B3"), v("C2")) and dragons.same_dragon(v("A2"), v("B1"))
    assert not dragons.same_dragon(v("D7"), v("B3"))


def test_two_eyes_alive_and_captured_stone_dead(library):
    # Black's corner group has two separate eyes (A1, C1): alive. The white
    # stone at E5 sits in atari inside black's wall with no way out: dead.
    board, _, dragons = _dragons("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X O X . . .
        . . . X . X . . .
        X X X X X . . . .
        . X . X . . . . .
        . X . X . . . . .
    """, library, to_move=WHITE)
    v = lambda s: vertex_to_pos(s, 9)
    assert dragons.status(v("B2")) == ALIVE
    assert dragons.status(v("E5")) == DEAD
    assert v("E5") in dragons.dead_stones()
    corner = dragons.dragon(v("B2"))
    assert len(corner.eye_spaces) >= 2 and corner.genus.min_eyes >= 2


def test_dragon_fields_are_consistent(library):
    board, _, dragons = _dragons("""
        . . . . . . .
        . X X . O . .
        . . . . O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """, library)
    for origin, d in dragons.dragons.items():
        assert origin == min(d.stones)      # one worm each: its origin
        assert all(board.board[s] == d.color for s in d.stones)
        assert all(dragons.origin[s] == origin for s in d.stones)
        assert 0.0 <= d.weakness <= 1.0
    black = dragons.of_color(BLACK)
    assert len(black) == 1 and black[0].size == 2
    # The two dragons grow into the space between them and meet: neighbours.
    white = dragons.of_color(WHITE)[0]
    assert white.neighbors == [black[0].origin] and white.hostile_neighbors == 1


def test_the_moyo_counts_each_point_once():
    # Black's A9 string has four one-point spaces beside it (B9, G9, H8,
    # J9), each next to several of its stones: a moyo of four points can
    # be worth at most four (it once summed a point per stone beside it,
    # to 11, and the owl was skipped for a dragon in a ko).
    #    A B C D E F G H J
    #  9 X . X X X X . X .
    #  8 X X X X X X X . X
    #  7 O O O O O O O X O
    board, _ = to_board("""
        X . X X X X . X .
        X X X X X X X . X
        O O O O O O O X O
        O O O O O O O O O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    position = examine_position(board, EngineConfig.create(boardsize=9), PatternLibrary(),
                                threats=False)
    dragon = position.dragons.dragon(vertex_to_pos("A9", 9))
    assert dragon.moyo_size == 4
    assert 0 < dragon.moyo_territorial_value <= dragon.moyo_size

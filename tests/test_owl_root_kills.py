"""A kill found at the owl's root is checked by reading the owner's answer
at the root's width (engine/owl.py, ``Owl._refuted``).

The search reads the answer to each attacking move with a few candidates
only (``WIDTH_NEAR``), and a first-line placement that seems to kill can
pass because the owner's rescue ranked fifth. The check reads that answer
again, wide and with nodes past the search's limit; only a complete read
that finds a rescue refutes the kill. Budgeted reads (the move generator's, the races')
skip it (``Owl.limited``).
"""
import pytest

from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo

from kosumi.engine.board import to_board
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary
from kosumi.engine.owl import Owl
from kosumi.engine.reading import WIN, Reader

# White's group K4-K1 on the bottom edge, inside Black's loose wall: the
# dragon is K4 K3 H2 J2 L2 M2 K1. Its space J1-N1 with the points L3-L4
# and N2-N3 is big enough to live: Black's placement at H1 is answered at
# N2 (or N3), and White keeps two eyes. GNU Go 3.8: owl_attack 0,
# owl_does_attack H1 = 0, and after H1 owl_defend "1 N2"; alive.
#
#      A B C D E F G H J K L M N
#    5 . . . . . . . . X X X X .
#    4 . . . . . . X . X O . X .
#    3 . . . . . X . . X O X X .
#    2 . . . . . . . O O . O O .
#    1 . . . . . . . . . O . . .
WALLED_CORNER = """
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . X X X X .
    . . . . . . X . X O . X .
    . . . . . X . . X O X X .
    . . . . . . . O O . O O .
    . . . . . . . . . O . . .
"""
DRAGON = ["K4", "K3", "H2", "J2", "L2", "M2", "K1"]


@pytest.fixture(scope="module")
def library():
    return PatternLibrary()


@pytest.fixture
def corner(library):
    board, _ = to_board(WALLED_CORNER)
    config = EngineConfig(boardsize=board.size)
    owl = Owl(board, config, Reader(board, config), library.eye_shapes, library.owl_patterns)
    stones = sorted(vertex_to_pos(v, board.size) for v in DRAGON)
    return board, owl, stones


# With the check, owl_attack answers 0: test_the_living_corner_through_gtp.
def test_without_the_check_the_placement_passes_for_a_kill(corner):
    # The same search with the check turned off (as a budgeted read runs):
    # H1 is taken for a kill, as it was before the check.
    board, owl, stones = corner
    with owl.limited(owl.node_limit):
        result = owl.attack(stones[0], stones)
    assert result.code == WIN and board.vertex(result.move) == "H1"


def test_a_budgeted_read_spends_no_nodes_on_the_check(corner):
    board, owl, stones = corner
    with owl.limited(100):
        result = owl.attack(stones[0], stones)
    assert not result.certain
    assert result.nodes < 200        # the check alone may read 1000


def test_a_rescue_from_a_read_cut_short_does_not_refute(monkeypatch, corner):
    # A read stopped by the node limit gives the owner the benefit of the
    # doubt: its "rescue" is no refutation, and its uncertainty is not
    # the search's.
    _, owl, _ = corner
    owl._allowance, owl._search_nodes, owl._uncertain = owl.node_limit, 0, False

    def cut_short(answer, move, ks, depth):
        owl._uncertain = True
        return WIN

    monkeypatch.setattr(owl, "_verified_reply", cut_short)
    assert owl._refuted(None, 0, 0, 1) == 0
    assert owl._uncertain is False and owl._allowance == owl.node_limit

    monkeypatch.setattr(owl, "_verified_reply", lambda answer, move, ks, depth: WIN)
    assert owl._refuted(None, 0, 0, 1) == WIN


def test_the_living_corner_through_gtp():
    answers = bodies(setup_commands(WALLED_CORNER) +
                     "owl_attack L2\nowl_does_attack H1 L2\ndragon_status L2\n")
    assert answers[-3:] == ["0", "0", "alive"]


@needs_gnugo
def test_gnugo_calls_the_corner_alive():
    setup = setup_commands(WALLED_CORNER).splitlines()
    answers = gnugo_answers(setup + ["owl_attack L2", "owl_does_attack H1 L2",
                                     "dragon_status L2", "dragon_stones L2"])
    assert answers[-4:-1] == ["0", "0", "alive"]
    assert sorted(answers[-1].split()) == sorted(DRAGON)

"""The owl's transposition table (engine/owl.py, ``Owl._transposed``).

A node of the owl search (the position, the goal, the komaster state, the
side to move and the depth, which sets the widths below it) is often
reached again: by the same moves in another order, and by the second,
wider read of a root move's answer (``_verified_reply``, ``_refuted``),
whose subtrees below the widened ply are the ones already read. The table
answers such a node from its first read, and counts that read's nodes
again, so that the search stops where it stopped without it: the table
must change the time a read takes and nothing else. The reference is the
search without it (``_transposed`` replaced by a plain call of the node).

The positions are our own owl suite's (regressions/owl/sgf): the L group,
the rectangular six, its ko version (ko answers need the komaster state
in the key), a dragon with a lunch, the two ko eyes, a seki and a 19x19
corner. Our walled corner (test_owl_root_kills) is read in full, then
within a budget.
"""
import os

import pytest

from gtp_helpers import bodies
from test_owl_root_kills import DRAGON, WALLED_CORNER

from kosumi.engine.board import to_board
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import NO_MOVE, PASS_MOVE, vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary
from kosumi.engine.owl import Owl
from kosumi.engine.reading import WIN, Reader
from kosumi.engine.sgf import load_game, read_sgf_file

SGF = os.path.join(os.path.dirname(__file__), "..", "regressions", "owl", "sgf")

# (file, the dragon's vertex), as our owl suite asks them.
CASES = [("lgroup.sgf", "C3"), ("rect6.sgf", "C3"), ("rect6ko.sgf", "C3"),
         ("lunch.sgf", "A9"), ("koeye.sgf", "A9"), ("koeye2.sgf", "A9"),
         ("seki3.sgf", "A9"), ("lplus1short19.sgf", "R17")]


@pytest.fixture(scope="module")
def library():
    return PatternLibrary()


def _untabled(monkeypatch) -> None:
    """The search without the table: every node is read."""
    def plain(self, read, kind, goal, origins, color, depth, ks, passed, kill=NO_MOVE):
        return read(goal, origins, color, depth, ks, passed, kill)
    monkeypatch.setattr(Owl, "_transposed", plain)


def _node_reads(monkeypatch) -> list:
    """A list that grows by one for every node the search reads itself."""
    reads = []
    for name in ("_attack_node", "_defend_node"):
        real = getattr(Owl, name)

        def counted(self, *args, _real=real, **kwargs):
            reads.append(1)
            return _real(self, *args, **kwargs)
        monkeypatch.setattr(Owl, name, counted)
    return reads


def _owl(library, board) -> Owl:
    config = EngineConfig(boardsize=board.size)
    return Owl(board, config, Reader(board, config), library.eye_shapes, library.owl_patterns)


def _answers(library, name: str, vertex: str, limit: int = 0) -> list:
    """A fresh owl's attack, defence (told the kill) and does_attack of the
    kill on one suite position: each answer with its certainty and nodes;
    with ``limit``, the defence alone, read within that many nodes."""
    game, _ = load_game(read_sgf_file(os.path.join(SGF, name)))
    board = game.board
    owl = _owl(library, board)
    target = vertex_to_pos(vertex, board.size)
    stones = board.string_stones(target)
    if limit:
        with owl.limited(limit):
            return [owl.defend(target, stones), owl.nodes]
    attack = owl.attack(target, stones)
    defense = owl.defend(target, stones, kill=attack.move)
    kill = attack.move if attack.move not in (NO_MOVE, PASS_MOVE) else None
    does = owl.does_attack(kill, stones) if kill is not None else None
    return [attack, defense, does, owl.nodes]


@pytest.mark.parametrize("name,vertex", CASES)
def test_the_table_changes_no_answer_and_no_node_count(monkeypatch, library, name, vertex):
    tabled = _answers(library, name, vertex)
    _untabled(monkeypatch)
    assert tabled == _answers(library, name, vertex)


@pytest.mark.parametrize("limit", [40, 150])
def test_a_read_cut_short_stops_where_it_stopped_without_the_table(monkeypatch, library,
                                                                    limit):
    # A node answered from the table counts its first read's nodes again;
    # a search whose limit such a count would pass reads the node anew,
    # to run out inside it as it did without the table.
    tabled = _answers(library, "lgroup.sgf", "C3", limit)
    _untabled(monkeypatch)
    assert tabled == _answers(library, "lgroup.sgf", "C3", limit)
    assert not tabled[0].certain


def test_a_budgeted_read_after_a_full_one_answers_as_a_fresh_owl(library):
    # Read in full, the root kill H1 of our walled corner is refuted by
    # the check of root kills; read within a budget, unchecked, H1 passes
    # for a kill (test_owl_root_kills). The budgeted read of an owl that
    # has read the full question must answer as a fresh owl's does (the
    # table's key tells a checked root from an unchecked one; here the
    # full read runs out, so its nodes are not kept and this guards the
    # whole object's stores, not that key alone).
    board, _ = to_board(WALLED_CORNER)
    stones = sorted(vertex_to_pos(v, board.size) for v in DRAGON)
    owl = _owl(library, board)
    assert owl.attack(stones[0], stones).code == 0
    with owl.limited(1000):
        budgeted = owl.attack(stones[0], stones)
    fresh = _owl(library, board)
    with fresh.limited(1000):
        assert budgeted == fresh.attack(stones[0], stones)
    assert budgeted.code == WIN


def test_the_table_reads_fewer_nodes_itself(monkeypatch, library):
    # The L group's attack and defence, with and without the table: the
    # same answers and node counts (above), from fewer nodes read.
    reads = _node_reads(monkeypatch)
    _answers(library, "lgroup.sgf", "C3")
    tabled = len(reads)
    _untabled(monkeypatch)
    del reads[:]
    _answers(library, "lgroup.sgf", "C3")
    assert 0 < tabled < len(reads)


def test_the_l_group_through_gtp_with_and_without_the_table(monkeypatch):
    # What a user sees: the answers and the owl node counter, the same.
    transcript = f"loadsgf {os.path.join(SGF, 'lgroup.sgf')}\nreset_owl_node_counter\n" \
                 "owl_attack C3\nowl_defend C3\nowl_does_defend B2 C3\n" \
                 "get_owl_node_counter\n"
    tabled = bodies(transcript)
    _untabled(monkeypatch)
    assert tabled == bodies(transcript)
    assert tabled[2:4] == ["1 A3", "0"]

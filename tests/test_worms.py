"""Worm analysis on positions built for each field (X Black, O White).

Each expectation is reasoned in the test. The last test repeats every
diagram with GNU Go (when installed) and requires its ``worm_data`` to agree
on every field (attack and defence points: codes only; empty points: not
origin/colour/size, where Kosumi reports the cavity).
"""
import functools
import os
import tempfile

import pytest

from diagrams import DEAD_INSIDE
from shared import gnugo_answers, needs_gnugo
from kosumi.engine.colors import BLACK, BLACK_BORDER, EMPTY, GRAY, GRAY_BORDER, WHITE, WHITE_BORDER
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.geometry import I, J, NO_MOVE, vertex_to_pos
from kosumi.engine.reading import KO_A, WIN, BudgetReader, Reader
from kosumi.engine.unconditional import ALIVE, BLACK_TERRITORY, DEAD, UNKNOWN
from kosumi.engine.worms import (
    MAX_TACTICAL_POINTS, THREAT_BUDGET_SHARE, PatternCandidates, _change_point, examine_cavity, make_board_worms,
    make_worms, send_two_return_one)

CONFIG = EngineConfig()

# The seed's example of liberties of higher order, in a corner: the O
# string (B8, B7) has 3 liberties, 3 of order 2 (D8, D7, C6), 2 of order 3
# (E8, E7) and 4 of order 4 (E9, F8, F7, E6). D9, A6, D6 and C5 touch X.
# (The X stone at H9 lets A8-A7 escape along the edge, so that GNU Go's
# tactical reading agrees with ours on every string.)
LIBERTY_ORDERS = """
    . X X . . . . X .
    X O . . . . . . .
    X O . . . . . . .
    . . . . . . . . .
    . X . X . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""

# The O stone at B5 can be taken by a ko capture at C5 (all of whose
# neighbours are O): its expansion stops at once, no liberty of order 2.
# (The X string has five liberties, so no string here is in danger but B5.)
KO = """
    . X . . . . .
    X X O . . . .
    X O . O . . .
    X X O . . . .
    . X . . . . .
    . . . . . . .
    . . . . . . ."""

# Top: the crossed cut, four cutting stones (the two enemy strings of each
# share no liberty). Bottom: X at B3 touches O B2 and O C3 which share C2,
# a potential cut; O C3 touches one enemy string only.
CUTS = """
    . . . . . . .
    . X O . . . .
    . O X . . . .
    . . . . . . .
    . X O . . . .
    . O . . . . .
    . . . . . . ."""

# One black string around two separate points (genus 2); the white stone
# is alone in the open (genus 0).
TWO_HOLES = """
    . . . . . . .
    . X X X X X .
    . X . X . X .
    . X X X X X .
    . . . . . . .
    . . . . O . .
    . . . . . . ."""


# The white stone D5 is in atari: captured at E5 or saved at E5. It is the
# lunch of the three black stones around it.
ATARI = """
    . . . . . . .
    . . . X . . .
    . . X O . . .
    . . . X . . .
    . . . . . . .
    . . . . . . .
    . . . . . . ."""

# The black pair C4-D4 is in atari (E4) and cannot escape; Black's E3
# would put C3-D3 in atari, after which Black could save the pair by
# capturing, though White can still capture first: a defence threat.
DEFENSE_THREAT = """
    . . . . . . .
    . . . . . . .
    . . O O . . .
    . O X X . O .
    . X O O . . .
    . . X . . . .
    . . . . . . ."""

DIAGRAMS = {"LIBERTY_ORDERS": LIBERTY_ORDERS, "KO": KO, "CUTS": CUTS, "TWO_HOLES": TWO_HOLES,
            "DEAD_INSIDE": DEAD_INSIDE, "ATARI": ATARI, "DEFENSE_THREAT": DEFENSE_THREAT}
# Compared with GNU Go on the board fields only (the crossed cut is slow to
# read, and its tactics are not what the diagram is for).
BOARD_ONLY = {"CUTS"}
TACTICAL_FIELDS = ("attack_code", "attack_point", "defense_code", "defense_point", "lunch",
                   "inessential")


def analyse(text, patterns=None, threats=True):
    """Board and worm analysis of a diagram. Without ``patterns`` the
    analysis is shared between tests (reading is the slow part); tests
    that play moves on the board take them back."""
    if patterns is not None:
        board, _ = to_board(text)
        return board, make_worms(board, CONFIG, patterns=patterns, threats=threats)
    return _shared_analysis(text, threats)


@functools.lru_cache(maxsize=None)
def _shared_analysis(text, threats):
    board, _ = to_board(text)
    return board, make_worms(board, CONFIG, threats=threats)


def board_only(text):
    """Board and the reading-free worm fields of a diagram (fast)."""
    board, _ = to_board(text)
    return board, make_board_worms(board)


def at(board, vertex):
    return vertex_to_pos(vertex, board.size)


# --- strings and cavities ---------------------------------------------------

def test_strings_have_colour_origin_size_and_liberties():
    board, w = board_only(LIBERTY_ORDERS)
    b8, b7 = at(board, "B8"), at(board, "B7")
    assert w.color[b8] == w.color[b7] == WHITE
    assert w.origin[b8] == w.origin[b7] == b8  # the smallest index: the upper stone
    assert w.size[b7] == 2 and w.liberties[b7] == 3
    assert w.stones(b7) == (b8, b7)
    assert w.is_same_worm(b8, b7) and not w.is_same_worm(b8, at(board, "B9"))


def test_cavities_take_their_border_colour():
    board, w = board_only(DEAD_INSIDE)
    eye = at(board, "E7")  # the right eye: three points bordered by black only
    assert w.color[eye] == BLACK_BORDER and w.size[eye] == 3
    assert w.origin[at(board, "E5")] == at(board, "E7")
    left = at(board, "B7")  # the left eye holds a white stone: both colours
    assert w.color[left] == GRAY_BORDER and w.size[left] == 5
    outside = at(board, "H8")
    assert w.color[outside] == BLACK_BORDER  # the open area touches only black


def test_white_bordered_cavity_and_empty_board():
    board, w = board_only("""
        . O .
        O . O
        . O .""")
    centre = at(board, "B2")
    assert w.color[centre] == WHITE_BORDER and w.size[centre] == 1
    empty, w2 = board_only(". . .\n. . .\n. . .")
    assert w2.worm_origins == []
    assert {w2.color[p] for p in empty.points()} == {GRAY_BORDER}
    assert {w2.size[p] for p in empty.points()} == {9}
    assert {w2.unconditional_status[p] for p in empty.points()} == {UNKNOWN}


# --- effective size -------------------------------------------------------

def test_effective_size_counts_half_of_each_near_point():
    # A lone stone: itself, plus half of each of the 40 points within
    # distance 4 (4 + 8 + 12 + 16) in the middle of 9x9, or of the 14 in
    # its quadrant (2 + 3 + 4 + 5) in the corner.
    board, w = board_only("\n".join([". " * 9] * 4 + [". . . . X . . . ."] + [". " * 9] * 4))
    assert w.effective_size[at(board, "E5")] == pytest.approx(21.0)
    board, w = board_only("\n".join([". " * 9] * 8 + ["X . . . . . . . ."]))
    assert w.effective_size[at(board, "A1")] == pytest.approx(8.0)


def test_effective_size_shares_equidistant_points():
    # Black A3 and White E3 on 5x5: columns A and B (9 empty points) are
    # nearer to A3, D and E to E3, and the 5 points of column C are at the
    # same distance from both: 1 + 0.5 * 9 + 0.25 * 5 = 6.75 each.
    board, w = board_only("""
        . . . . .
        . . . . .
        X . . . O
        . . . . .
        . . . . .""")
    assert w.effective_size[at(board, "A3")] == pytest.approx(6.75)
    assert w.effective_size[at(board, "E3")] == pytest.approx(6.75)


# --- liberties of higher order ---------------------------------------------

def test_liberties_of_order_two_to_four_follow_the_seed_example():
    board, w = board_only(LIBERTY_ORDERS)
    o = at(board, "B8")
    assert (w.liberties[o], w.liberties2[o], w.liberties3[o], w.liberties4[o]) == (3, 3, 2, 4)


def test_a_liberty_flanked_by_enemy_stones_blocks_the_path():
    # a is closed above and below by X: nothing is reached through it, so
    # b (which touches no X) is not a second-order liberty. Without the
    # flanking stones it is.
    flanked = """
        . . . . .
        . X . . .
        b a O . .
        . X . . .
        . . . . ."""
    open_ = flanked.replace("X", ".")
    board, w = board_only(flanked.replace("a", ".").replace("b", "."))
    board2, w2 = board_only(open_.replace("a", ".").replace("b", "."))
    o = at(board, "C3")
    assert w.liberties2[o] == 5
    assert w2.liberties2[o] == 8


def test_paths_may_run_through_friendly_strings():
    # B3's liberty C3 touches the O stone D3: the path runs on through
    # D3, so D3's own liberties are second-order liberties of B3.
    board, w = board_only("""
        . . . . .
        . . . . .
        . O . O .
        . . . . .
        . . . . .""")
    b3, d3 = at(board, "B3"), at(board, "D3")
    # Order 2 of B3: its 4 liberties' other neighbours A4 A2 B5 B1 C4 C2
    # and D3's liberties D4 D2 E3 reached through C3 and the D3 stone.
    assert w.liberties[b3] == 4
    assert w.liberties2[b3] == 9
    assert w.liberties2[d3] == 9


def test_no_path_through_a_ko_point():
    board, w = board_only(KO)
    b5 = at(board, "B5")
    assert board.is_ko(at(board, "C5"), BLACK) == b5
    assert w.liberties[b5] == 1 and w.liberties2[b5] == 0
    # Without D5 the capture at C5 is no ko: D5 itself, and D6 and D4
    # reached through the O stones C6 and C4, are of order 2 (C7 and C3
    # touch X).
    board, w = board_only(KO.replace("X O . O . . .", "X O . . . . ."))
    assert w.liberties2[at(board, "B5")] == 3


# --- cutting stones, genus ---------------------------------------------------

def test_cutstone_values():
    board, _ = to_board(CUTS)
    w = make_board_worms(board)
    for vertex in ("B6", "C6", "B5", "C5"):
        assert w.cutstone[at(board, vertex)] == 2, vertex
    assert w.cutstone[at(board, "B3")] == 1
    assert w.cutstone[at(board, "C3")] == 0
    assert w.cutstone[at(board, "B2")] == 0


def test_genus_counts_enclosed_regions():
    board, w = board_only(TWO_HOLES)
    assert w.genus[at(board, "B6")] == 2
    assert w.genus[at(board, "E2")] == 0
    board, w = board_only(DEAD_INSIDE)
    assert w.genus[at(board, "A8")] == 2  # the white stone is part of the left hole


# --- unconditional status ------------------------------------------------------

def test_invincible_and_unconditional_status():
    board, w = board_only(DEAD_INSIDE)
    wall, stone = at(board, "A8"), at(board, "C6")
    assert w.invincible[wall] == 1 and w.unconditional_status[wall] == ALIVE
    assert w.invincible[stone] == 0 and w.unconditional_status[stone] == DEAD
    assert w.unconditional_status[at(board, "E7")] == BLACK_TERRITORY
    assert w.unconditional_status[at(board, "H1")] == UNKNOWN
    board, w = board_only(TWO_HOLES)
    assert w.invincible[at(board, "B6")] == 1


# --- tactical fields ------------------------------------------------------------

def test_attack_and_defence_of_a_stone_in_atari():
    board, w = analyse(ATARI)
    d5, e5 = at(board, "D5"), at(board, "E5")
    assert w.attack_codes[d5][0] == WIN and w.attack_points[d5][0] == e5
    assert w.defense_codes[d5][0] == WIN and w.defense_points[d5][0] == e5
    assert w.attacks(d5) == [(e5, WIN)]
    for vertex in ("D6", "C5", "D4"):
        assert w.attack_codes[at(board, vertex)][0] == 0
        assert w.lunch[at(board, vertex)] == d5


def test_an_undefendable_string():
    board, w = analyse(DEAD_INSIDE)
    stone = at(board, "C6")
    assert w.attack_codes[stone][0] == WIN
    assert w.defense_codes[stone][0] == 0 and w.defenses(stone) == []
    assert w.lunch[at(board, "A8")] == stone


def test_every_liberty_that_captures_is_an_attack_point():
    # The white stone in the corner has two liberties; either atari works
    # (the stone cannot escape), so both are listed.
    board, w = analyse("""
        O . X . .
        . X . . .
        X . . . .
        . . . . .
        . . . . .""")
    a5 = at(board, "A5")
    assert sorted(p for p, _ in w.attacks(a5)) == sorted([at(board, "B5"), at(board, "A4")])
    assert w.defenses(a5) == []


def test_attack_threats_are_real_threats():
    board, w = analyse(DEFENSE_THREAT)
    reader = Reader(board, CONFIG)
    found = 0
    for origin in w.worm_origins:
        other = BLACK + WHITE - board.board[origin]
        for move, code in w.attack_threats(origin):
            found += 1
            assert w.attack_codes[origin][0] == 0
            with board.trying(move, other) as ok:
                assert ok
                captured = board.board[origin] == EMPTY
                assert captured or reader.attack(origin)[0] >= code > 0
    assert found >= 3


def test_defense_threats_are_real_threats():
    board, w = analyse(DEFENSE_THREAT)
    pair = at(board, "C4")
    assert w.attack_codes[pair][0] == WIN and w.defense_codes[pair][0] == 0
    threats = dict(w.defense_threats(pair))
    assert at(board, "E3") in threats  # ataris C3-D3
    reader = Reader(board, CONFIG)
    for move, code in threats.items():
        with board.trying(move, BLACK) as ok:
            assert ok
            assert reader.attack(pair)[0] == WIN
            assert reader.find_defense(pair)[0] >= code > 0


def test_threats_can_be_skipped():
    board, w = analyse(DEFENSE_THREAT, threats=False)
    assert all(not w.attack_threats(o) and not w.defense_threats(o) for o in w.worm_origins)


def test_threats_that_overrun_a_budget_are_dropped_not_the_analysis():
    """A budget reader that runs out while looking for threats leaves the
    worms without threats, but with the tactical fields an unlimited
    reader finds, and with its budget given back what the threats used
    (the rest of an examination reads on as if they had not been tried)."""
    board, _ = to_board(DEFENSE_THREAT)
    full = Reader(board, CONFIG)
    before = make_worms(board, CONFIG, full, threats=False)
    without = full.nodes
    with_threats = make_worms(board, CONFIG, Reader(board, CONFIG))
    assert any(with_threats.attack_threats(o) for o in with_threats.worm_origins)
    reader = BudgetReader(board, CONFIG, without + 1)
    w = make_worms(board, CONFIG, reader)
    assert all(not w.attack_threats(o) and not w.defense_threats(o) for o in w.worm_origins)
    assert [w.attacks(o) for o in w.worm_origins] == [before.attacks(o) for o in w.worm_origins]
    assert [w.defenses(o) for o in w.worm_origins] == [before.defenses(o)
                                                      for o in w.worm_origins]
    assert reader.node_budget > without + 1 and reader.nodes <= reader.node_budget + 1


def test_threats_get_only_their_share_of_a_budget():
    """A budget that would hold the whole analysis with its threats still
    drops them when they need more than THREAT_BUDGET_SHARE of it: what
    comes after the worms in an examination must keep room. A budget
    large enough for the threats within that share keeps all of them."""
    board, _ = to_board(DEFENSE_THREAT)
    full = Reader(board, CONFIG)
    make_worms(board, CONFIG, full, threats=False)
    without = full.nodes
    unlimited = Reader(board, CONFIG)
    with_threats = make_worms(board, CONFIG, unlimited)
    threat_nodes = unlimited.nodes - without
    enough = unlimited.nodes + 100
    assert threat_nodes > THREAT_BUDGET_SHARE * enough    # the premise of the first case
    w = make_worms(board, CONFIG, BudgetReader(board, CONFIG, enough))
    assert all(not w.attack_threats(o) and not w.defense_threats(o) for o in w.worm_origins)
    roomy = int((without + threat_nodes) / THREAT_BUDGET_SHARE) + 100
    w = make_worms(board, CONFIG, BudgetReader(board, CONFIG, roomy))
    assert [w.attack_threats(o) for o in w.worm_origins] == \
        [with_threats.attack_threats(o) for o in w.worm_origins]
    assert any(w.attack_threats(o) for o in w.worm_origins)


def test_inessential_string_inside_an_eye():
    board, w = analyse(DEAD_INSIDE)
    assert w.inessential[at(board, "C6")] == 1
    assert w.inessential[at(board, "A8")] == 0
    board, w = analyse(ATARI)
    assert not any(w.inessential[o] for o in w.worm_origins)


def test_a_ko_stone_is_no_lunch():
    # B5 can be captured (by a ko taken first) but it is a ko stone.
    board, w = analyse(KO)
    b5 = at(board, "B5")
    assert w.attack_codes[b5][0] == KO_A
    assert w.lunch[at(board, "A5")] == NO_MOVE


# --- plumbing ---------------------------------------------------------------------

def test_tactical_lists_follow_gnugo_movelist_rules():
    points, codes = [NO_MOVE] * MAX_TACTICAL_POINTS, [0] * MAX_TACTICAL_POINTS
    _change_point(points, codes, 100, 1)
    _change_point(points, codes, 200, 5)
    assert (points[:2], codes[:2]) == ([200, 100], [5, 1])
    _change_point(points, codes, 200, 4)   # lowered
    _change_point(points, codes, 100, 5)   # a higher code for a listed move is old news
    assert (points[:2], codes[:2]) == ([200, 100], [4, 1])
    _change_point(points, codes, 200, 0)   # removed
    assert codes[:2] == [1, 0] and points[0] == 100
    for k in range(20):
        _change_point(points, codes, 300 + k, 2)
    assert codes == sorted(codes, reverse=True) and codes.count(2) == MAX_TACTICAL_POINTS


def test_send_two_return_one_shape():
    board, _ = to_board("""
        O . O . X
        O O X X X
        . . . . .
        . . . . .
        . . . . .""")
    move = at(board, "D5")
    assert send_two_return_one(board, move, WHITE)
    assert not send_two_return_one(board, at(board, "B5"), WHITE)


def test_examine_cavity_with_a_string_removed():
    board, _ = to_board(DEAD_INSIDE)
    assert examine_cavity(board, at(board, "C6")) == (BLACK, 0)
    assert examine_cavity(board, at(board, "H1"))[0] == BLACK
    board, _ = to_board(CUTS)
    assert examine_cavity(board, at(board, "A7"))[0] == GRAY


def test_cutstone2_is_plumbed_for_the_connection_patterns():
    board, w = board_only(TWO_HOLES)
    origin = at(board, "B6")
    assert all(w.cutstone2[s] == 0 for s in w.stones(origin))
    w.add_cutstone2(at(board, "F4"))
    assert {w.cutstone2[s] for s in w.stones(origin)} == {1}


def test_pattern_candidates_are_verified_by_reading():
    class Proposals(PatternCandidates):
        def __init__(self, board):
            self.board = board

        def attack_candidates(self, board, worms):
            # D3 does not capture; the real attack (already known) is ignored.
            return [(at(board, "D3"), BLACK, [at(board, "D5")])]

        def defense_candidates(self, board, worms):
            # E6 does not save D5: rejected by reading.
            return [(at(board, "E6"), WHITE, [at(board, "D5")])]

    board, plain = analyse(ATARI)
    board, w = analyse(ATARI, patterns=Proposals(board))
    d5 = at(board, "D5")
    assert w.attacks(d5) == plain.attacks(d5)
    assert w.defenses(d5) == plain.defenses(d5)


def test_analysis_leaves_the_board_and_records_the_position():
    board, _ = to_board(DEAD_INSIDE)
    before = board.snapshot()
    w = make_worms(board, CONFIG)
    assert board.snapshot() == before
    assert w.hash == board.hash and w.board_size == board.size
    with board.trying(at(board, "A1"), BLACK):
        with pytest.raises(ValueError):
            make_worms(board, CONFIG)


def test_board_fields_alone_need_no_reader():
    board, full = analyse(LIBERTY_ORDERS)
    w = make_board_worms(board)
    for field in ("color", "origin", "size", "effective_size", "liberties", "liberties2",
                  "liberties3", "liberties4", "cutstone", "genus", "invincible"):
        assert getattr(w, field) == getattr(full, field), field
    assert all(w.attack_codes[o][0] == 0 for o in w.worm_origins)


# --- GNU Go agreement on these diagrams -------------------------------------------



def _sgf(board):
    letters = "abcdefghijklmnopqrstuvwxy"

    def points(color):
        return "".join(f"[{letters[J(p)]}{letters[I(p)]}]" for p in board.points()
                       if board.board[p] == color)
    black, white = points(BLACK), points(WHITE)
    return (f"(;GM[1]FF[4]SZ[{board.size}]" + (f"AB{black}" if black else "")
            + (f"AW{white}" if white else "") + "PL[B])")


@needs_gnugo
@pytest.mark.parametrize("name", sorted(DIAGRAMS))
def test_gnugo_agrees_on_every_field(name):
    from kosumi.gtp.frontend.commands.worms import format_worm_data
    from test_worms_vs_gnugo import parse_records
    if name in BOARD_ONLY:
        board, _ = to_board(DIAGRAMS[name])
        worms = make_board_worms(board)
    else:
        board, worms = analyse(DIAGRAMS[name])
    ours = parse_records(format_worm_data(worms, board.points()))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "position.sgf")
        with open(path, "w") as handle:
            handle.write(_sgf(board))
        theirs = parse_records(gnugo_answers([f"loadsgf {path}", "worm_data"])[1])
    for vertex, record in theirs.items():
        for field, value in record.items():
            if field in ("attack_point", "defense_point"):
                continue
            if name in BOARD_ONLY and field in TACTICAL_FIELDS:
                continue
            if record["color"] == "empty" and field in ("origin", "color", "size"):
                continue
            assert ours[vertex][field] == value, (name, vertex, field)


# --- the replay of known moves skips strings a move cannot change ---------------

# Two fights in the upper corners of a 19x19 board, each a stone with
# two liberties that can be captured (in a ladder running to the far
# lower corner) or saved: O at C16 (attack and defence at D16) and X at
# R16 (Q16). Replaying a move of one fight cannot change a reading of the
# other (its reading shadow is far away), so the worm analysis does not
# read the other fight's strings again after it.
TWO_FIGHTS = """
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . X X . . . . . . . . . . . O O . .
    . X O . . . . . . . . . . . . . X O .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
"""


def worm_fields(w):
    """Every field of every worm, for comparing two analyses."""
    fields = {}
    for name in w._SCALARS + w._LISTS:
        values = getattr(w, name)
        fields[name] = [tuple(values[o]) if isinstance(values[o], list) else values[o]
                        for o in w.worm_origins]
    return fields


def both_analyses(board, monkeypatch, config=CONFIG, threats=True):
    """(worms, nodes read) with the replay's skipping, and without it."""
    from kosumi.engine import worms as worms_module

    def analyse_counting():
        readers = []
        one_deeper = Reader.one_deeper

        def counted(self):
            deeper = one_deeper(self)
            readers.append(deeper)
            return deeper

        with monkeypatch.context() as patch:
            patch.setattr(Reader, "one_deeper", counted)
            reader = Reader(board, config)
            w = make_worms(board, config, reader, threats=threats)
        return w, reader.nodes + sum(r.nodes for r in readers)

    skipping = analyse_counting()
    with monkeypatch.context() as patch:
        patch.setattr(worms_module._Tactics, "_read_areas", lambda self: {})
        reading = analyse_counting()
    return skipping, reading


def test_replay_does_not_read_a_far_fight_again(monkeypatch):
    board, _ = to_board(TWO_FIGHTS)
    (skipping, skip_nodes), (reading, read_nodes) = both_analyses(board, monkeypatch)
    for vertex in ("C16", "R16"):
        origin = skipping.origin[at(board, vertex)]
        assert skipping.attack_codes[origin][0] and skipping.defense_codes[origin][0], vertex
    assert worm_fields(skipping) == worm_fields(reading)
    assert skip_nodes < read_nodes


@pytest.mark.parametrize("seed", range(6))
def test_replay_skipping_changes_no_field(seed, monkeypatch):
    # Random 13x13 positions: fights, ladders and captures all over the
    # board; the analysis that skips strings a replayed move cannot change
    # must be the one that reads them all again. Shallower reading and no
    # threats (they come after the replay) keep it quick; 43 positions at
    # full depth with threats (middle games of both sizes, random boards)
    # were compared the same way when this was written, none differing.
    from test_reading_props import CONFIG as SHALLOW, random_position
    board = random_position(seed, 13, 50 + 10 * seed)
    (skipping, _), (reading, _) = both_analyses(board, monkeypatch, SHALLOW, threats=False)
    assert worm_fields(skipping) == worm_fields(reading)


def test_a_replay_past_its_budget_leaves_the_string_as_first_read(monkeypatch):
    # Replaying known moves changes some fields on a random 13x13 middle
    # game; with no nodes to spend per string, every replay read gives up
    # cleanly and the fields are those of an analysis without the replay
    # (nothing half-read, nothing raised).
    from kosumi.engine import worms as worms_module
    from kosumi.engine.reading import BudgetReader
    from test_reading_props import CONFIG as SHALLOW, random_position
    board = random_position(0, 13, 60)

    def fields():
        reader = BudgetReader(board, SHALLOW, 10 ** 9)
        return worm_fields(make_worms(board, SHALLOW, reader, threats=False))

    replayed = fields()
    with monkeypatch.context() as patch:
        patch.setattr(worms_module._Tactics, "_replay", lambda self, *args: None)
        first_reads = fields()
    assert replayed != first_reads
    monkeypatch.setattr(worms_module, "REPLAY_BUDGET", 0)
    assert fields() == first_reads

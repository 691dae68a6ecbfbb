"""The vocabulary implemented over the board and the reader."""
import pytest

from kosumi.engine.autohelpers import Autohelpers, MissingVocabulary, implemented, missing
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.geometry import PASS_MOVE
from kosumi.engine import reading
from kosumi.engine.reading import Reader
from kosumi.patterns.database import DatabaseCache, builtin_names
from kosumi.patterns.vocabulary import AUTOHELPERS, BOARD, CONNECTION, CONSTANTS, MOVES, READING


class M:
    """The two things a vocabulary function reads from a match."""

    def __init__(self, color, move=PASS_MOVE):
        self.color = color
        self.move = move


W, B = M(WHITE), M(BLACK)


def setup(text, reader=False, **kw):
    board, labels = to_board(text)
    helpers = Autohelpers(board, Reader(board, EngineConfig()) if reader else None, **kw)
    return board, labels, helpers


def test_every_name_our_databases_use_is_implemented():
    cache = DatabaseCache()
    used = {n for name in builtin_names() for p in cache.load(name).patterns
            for n in p.autohelpers}
    assert used and not missing(used)
    helpers = {p.helper for name in builtin_names() for p in cache.load(name).patterns
               if p.helper}
    from kosumi.engine.helpers import HELPERS
    assert helpers <= set(HELPERS)


def test_implemented_and_missing_split_the_vocabulary():
    names = implemented()
    assert names <= set(AUTOHELPERS)
    assert all(AUTOHELPERS[n].needs in (BOARD, READING, MOVES, CONNECTION) for n in names)
    every_board_function = {n for n, a in AUTOHELPERS.items() if a.needs == BOARD}
    assert every_board_function <= names
    assert set(missing()) == (set(AUTOHELPERS) | set(CONSTANTS)) - names - \
        {"WIN", "KO_A", "KO_B", "LOSE", "doing_scoring"}
    assert "owl_escape_value" in missing() and "alive" in missing() and "lib" not in missing()


def test_disconnect_helper_needs_a_connection_reader_and_reads():
    # White's one-point jump C2-C4 (9x9 diagram rows from the top):
    #   . X .       Black's stones on both sides of the gap cut it:
    #   O . O       disconnect succeeds; without them the jump holds.
    from kosumi.engine.readconnect.search import ConnectionReader
    from kosumi.engine.geometry import vertex_to_pos
    for diagram, apart in ((". . . . .\n. . X . .\n. O . O .\n. . X . .\n. . . . .", True),
                           (". . . . .\n. . . . .\n. O . O .\n. . . . .\n. . . . .", False)):
        board, _ = to_board(diagram)
        reader = Reader(board, EngineConfig(boardsize=5))
        assert "disconnect_helper" not in Autohelpers(board, reader).functions
        helpers = Autohelpers(board, reader, connections=ConnectionReader(
            board, EngineConfig(boardsize=5), reader))
        a, b = vertex_to_pos("B3", 5), vertex_to_pos("D3", 5)
        assert helpers.functions["disconnect_helper"](None, a, b) is apart


def test_reading_names_need_a_reader():
    _, _, without = setup(". . .\n. . .\n. . .")
    _, _, with_reader = setup(". . .\n. . .\n. . .", reader=True)
    assert "attack" not in without.functions and "lib" in without.functions
    assert "attack" in with_reader.functions


def test_constants():
    _, _, h = setup(". .\n. .", doing_scoring=True)
    assert (h.constant("WIN"), h.constant("KO_A"), h.constant("KO_B"), h.constant("LOSE")) == \
        (reading.WIN, reading.KO_A, reading.KO_B, reading.LOSE)
    assert h.constant("doing_scoring") == 1
    with pytest.raises(MissingVocabulary, match="dragons"):
        h.constant("ALIVE")


LIBS = """
. . . . . .
. X X O . .
. O a X . .
. . O X . .
. . . b . .
. . . . . .
"""


def test_liberty_counts():
    board, lab, h = setup(LIBS)
    x = board.points()[7]  # B5: a black stone of the two-stone string
    assert h.lib(W, x) == 4 and h.wormsize(W, x) == 2
    assert h.lib(W, lab["a"]) == 0 and h.wormsize(W, lab["a"]) == 0  # empty point
    # White at 'a' captures nothing and touches B4 (one White stone): libs a-side.
    assert h.olib(W, lab["a"]) == len(board.accuratelib(lab["a"], WHITE))
    assert h.xlib(W, lab["a"]) == len(board.accuratelib(lab["a"], BLACK))
    assert h.olib(B, lab["a"]) == h.xlib(W, lab["a"])  # colours are relative
    assert h.olib(W, x) == 0  # an occupied point


KO = """
. . . . .
. X O . .
X O . O .
. X O . .
. . . . .
"""


def test_ko_points_and_ko_stones():
    board, _, h = setup(KO)
    empty = board.points()[2 * 5 + 2]   # C3, the ko point
    white = board.points()[2 * 5 + 1]   # B3, the lone white stone in atari
    assert h.ko(W, empty) and h.ko(B, empty)
    assert h.ko(W, white)
    assert not h.ko(W, board.points()[0])
    assert not h.ko(W, board.points()[1 * 5 + 2])  # C4: a stone with two liberties


def test_legality_somewhere_and_captures():
    board, lab, h = setup("""
        . O . . .
        O a O X .
        . O X b X
        . . . X .
        . . . . .""")
    a, b = lab["a"], lab["b"]
    assert h.legal_omove(W, a) and not h.legal_xmove(W, a)  # suicide for X
    assert h.x_suicide(W, a) and h.x_suicide(B, b)  # White at b: all four neighbours Black
    assert h.legal_xmove(W, b) and not h.legal_omove(W, b)
    assert h.o_captures_something(W, b) is False and h.x_captures_something(B, b) is False
    assert h.o_somewhere(W, board.points()[1], a) and not h.x_somewhere(W, board.points()[1], a)
    assert h.x_somewhere(B, board.points()[1]) and h.o_somewhere(B, board.points()[8])


def test_captures_something_and_adjacent_atari():
    board, lab, h = setup("""
        . . O . .
        . O X a .
        . O X O .
        . . O . .
        . . . . .""")
    a = lab["a"]
    white = board.points()[6]
    assert h.o_captures_something(W, a) and not h.x_captures_something(W, a)
    assert h.adjacent_to_stone_in_atari(W, white)
    assert not h.adjacent_to_stone_in_atari(W, board.points()[7])  # X's neighbours have libs


def test_same_string_and_vital_chain():
    board, _, h = setup("""
        X X . O .
        . . . O .
        . . . . .
        . . . . .
        X . . . .""")
    p = board.points()
    assert h.same_string(W, p[0], p[1]) and not h.same_string(W, p[0], p[3])
    assert not h.same_string(W, p[0], p[2])
    assert h.vital_chain(W, p[0])          # two stones on the first line
    assert not h.vital_chain(W, p[20])     # a lone stone on the first line
    assert h.vital_chain(W, p[8])          # O's D4 is not on the first line
    assert not h.vital_chain(W, p[2])      # not a stone


def test_visible_along_edge():
    board, lab, h = setup("""
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . a b . . .
        . . . . . X .
        . O . . . . .""")
    a, b = lab["a"], lab["b"]
    # Walking along the third line from 'a' past 'b', looking down to the
    # edge at each step, the first stone seen is X's on F2; the other way,
    # from 'b' past 'a', it is O's on B1. The start point itself is skipped.
    assert h.x_visible_along_edge(W, a, b) and not h.o_visible_along_edge(W, a, b)
    assert h.o_visible_along_edge(W, b, a) and not h.x_visible_along_edge(W, b, a)
    assert h.o_visible_along_edge(B, a, b)  # colours are relative


def test_play_sequences_skip_tenuki_and_illegal_moves_and_restore():
    board, lab, h = setup("""
        . . . . .
        . a . . .
        b X c . .
        . . . . .
        . . . . .""")
    a, b, c = lab["a"], lab["b"], lab["c"]
    before = board.snapshot()
    x = board.points()[11]  # the X stone
    # O plays a, X tenuki, O plays c: the X stone is left with two liberties.
    assert h.oplay_lib(W, a, PASS_MOVE, c, x) == 2
    # O plays a, X extends to b, O plays c: three liberties on the edge.
    assert h.oplay_lib(W, a, b, c, x) == 3
    # An illegal move (O on the X stone) is skipped but uses its turn: X's
    # extension to c follows, giving six liberties.
    assert h.oplay_lib(W, x, c, x) == 6
    assert board.snapshot() == before


LADDER = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . O . . . .
    . . . O X a . . .
    . . . . b O . . .
    . . c . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_reading_functions_on_a_ladder():
    """X's E5 can be captured by a ladder from either side, and saved if X
    moves first (GNU Go: attack E5 = 1 E4, defend E5 = 1 E4)."""
    board, lab, h = setup(LADDER, reader=True)
    r = h.reader
    x = board.points()[4 * 9 + 4]
    a, b, c = lab["a"], lab["b"], lab["c"]
    before = board.snapshot()
    assert h.attack(W, x) == r.attack(x)[0] == reading.WIN
    assert h.defend(W, x) == r.find_defense(x)[0] == reading.WIN
    assert h.does_attack(W, a, x) and h.does_attack(W, b, x)
    assert not h.does_attack(W, c, x) and not h.does_defend(W, c, x)
    assert h.oplay_attack(W, a, x) == reading.WIN
    assert h.xplay_defend(W, a, x) == reading.WIN  # X extends to 'a' itself
    assert h.safe_omove(W, c) == reading.WIN and h.safe_xmove(W, c) == reading.WIN
    # After O's a, X's extension to b can be laddered (GNU Go: attack E4 = 1 E3).
    assert h.odefend_against(W, a, b) is True
    assert not h.xdefend_against(W, c, a)
    assert board.snapshot() == before
    with_breaker, _, h2 = setup(LADDER.replace(". . c . .", ". . X . .", 1), reader=True)
    assert with_breaker.board[c] == BLACK
    assert not h2.does_attack(W, a, x)  # X's stone on C3 breaks the ladder


def test_play_and_read_with_two_targets():
    board, lab, h = setup("""
        . . . . . . .
        . . . . . . .
        . . O X O . .
        . . O X O . .
        . . . a . . .
        . . . . . . .
        . . . . . . .""", reader=True)
    x = board.points()[2 * 7 + 3]
    a = lab["a"]
    before = board.snapshot()
    assert h.oplay_attack(W, a, x) == reading.WIN     # O at a: atari, then capture
    assert h.xplay_defend(W, a, x) == reading.WIN     # X at a: four liberties
    assert h.oplay_attack_either(W, a, x, x) == reading.WIN
    assert h.xplay_defend_both(W, a, x, x) == reading.WIN
    assert h.oplay_defend_both(W, a, x, x) == reading.LOSE
    assert h.seki_helper(B, x) is True  # X cannot capture either O string
    assert h.adjacent_to_defendable_stone_in_atari(W, board.points()[2 * 7 + 2]) is False
    assert board.snapshot() == before


def test_actions_are_recorded_and_sent_to_the_sink():
    seen = []
    board, lab, h = setup(". . .\n. a .\n. . .", sink=lambda *record: seen.append(record))
    m = M(WHITE, move=lab["a"])
    h.antisuji(m, lab["a"])
    h.replace(m, lab["a"], board.points()[0])
    assert h.actions == [("antisuji", WHITE, lab["a"], (lab["a"],)),
                         ("replace", WHITE, lab["a"], (lab["a"], board.points()[0]))]
    assert seen == h.actions

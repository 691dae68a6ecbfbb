"""Tactical reading, case by case: a diagram, a question, the answer.

X is Black, O is White; lowercase letters name empty points. Every answer
below is reasoned out in the test's docstring (and was checked against GNU
Go 3.8). Every test also checks that the board is exactly restored.
"""
import pytest

from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.config import EngineConfig, ReadingDepths
from kosumi.engine.board import to_board
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.reading import (GAIN, KO_A, KO_B, LOSE, LOSS, WIN, Reader, ReadingCache,
                                   gtp_code, reverse)
from kosumi.engine.reading import BudgetReader, ReadingBudgetExceeded, ReadingInterrupted
from kosumi.engine.reading.attack_moves import block_escape_moves, squeeze_moves
from kosumi.engine.reading.defense_moves import hane_rescue_moves
from kosumi.engine.reading.generators import (break_chain2_efficient_moves, chain_escape_points,
                                              outside_liberty_moves)
from kosumi.engine.reading.cache import ATTACK
from kosumi.engine.reading.moves import MoveList, order_moves
from kosumi.engine.reading.superstring import superstring, superstring_liberty_moves
from kosumi.engine.reading.komaster import (CONDITIONAL, KM_EMPTY, KM_GRAY_BLACK, KM_WEAK_KO,
                                            KM_WHITE, NOT_PLAYED, STATE_MASK, komaster_of,
                                            kom_pos_of, komaster_trymove, make_state)


def setup(text, to_move=BLACK):
    board, labels = to_board(text, to_move=to_move)
    return board, labels, Reader(board, EngineConfig())


def at(board, vertex):
    return vertex_to_pos(vertex, board.size)


class Restored:
    """Context manager: the board must come back exactly as it was."""

    def __init__(self, board):
        self.board = board

    def __enter__(self):
        self.before = self.board.snapshot()
        return self

    def __exit__(self, *exc):
        assert self.board.snapshot() == self.before
        self.board.check_consistency()
        return False


LADDER = """
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . k . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . O X . . . . . . . . .
    . . . O O . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . ."""


def test_ladder_captures_on_an_empty_board():
    """White D5 starts a staircase to the top edge; E4 would let black out
    at D5 with three liberties."""
    board, _, reader = setup(LADDER, WHITE)
    d4 = at(board, "D4")
    with Restored(board):
        assert reader.attack(d4) == (WIN, at(board, "D5"))
        assert reader.ladder_attack(d4) == (WIN, at(board, "D5"))
        assert reader.find_defense(d4) == (WIN, at(board, "D5"))


def test_ladder_breaker_saves_the_string():
    """A black stone on the ladder's diagonal (K10) is reached and joined."""
    board, labels, _ = setup(LADDER, WHITE)
    board.add_stone(labels["k"], BLACK)
    reader = Reader(board, EngineConfig())
    d4 = at(board, "D4")
    with Restored(board):
        assert reader.attack(d4) == (0, 0)
        assert reader.ladder_attack(d4) == (0, 0)


def test_ladder_attack_needs_two_liberties():
    board, _, reader = setup(LADDER, WHITE)
    assert reader.ladder_attack(at(board, "C4")) == (0, 0)


def test_net():
    """Black D5 (liberties E5, D4) escapes either atari with three
    liberties, but the net at E4 covers both ways out."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O . O . . .
        . . O X . . . . .
        . . . . . . . . .
        . . O . . . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE)
    d5 = at(board, "D5")
    with Restored(board):
        assert reader.attack(d5) == (WIN, at(board, "E4"))
        assert reader.ladder_attack(d5) == (0, 0)
        assert reader.does_attack(at(board, "E4"), d5) == WIN
        assert reader.does_attack(at(board, "E5"), d5) == 0


def test_snapback():
    """White's four stones have liberties a and b; a black stone on either
    is captured, leaving white a single liberty where it stood."""
    board, labels, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . X X X X
        . . . . . X O O O
        . . . . . X O a b""")
    g2 = at(board, "G2")
    with Restored(board):
        code, move = reader.attack(g2)
        assert code == WIN and move in (labels["a"], labels["b"])
        assert reader.find_defense(g2) == (0, 0)


def test_throw_in_kills_a_one_eyed_string():
    """Black's liberties A1 and B1 form one eye: white throws in, black
    captures and is left in atari."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O . . . . .
        X X X O . . . . .
        . . X O . . . . .""", WHITE)
    a2 = at(board, "A2")
    with Restored(board):
        code, move = reader.attack(a2)
        assert code == WIN and move in (at(board, "A1"), at(board, "B1"))
        assert reader.find_defense(a2)[0] == 0


KO = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . X O k O . . .
    . . . X O . . . .
    . . . . . . . . ."""


def test_ko_capture_is_ko_a_and_retake_is_ko_b():
    """Black k captures D3 into a ko: black takes first (KO_A). After the
    capture white can only retake through a threat (KO_B); black wins by
    filling D3."""
    board, labels, reader = setup(KO)
    d3, k = at(board, "D3"), labels["k"]
    with Restored(board):
        assert reader.attack(d3) == (KO_A, k)
        assert reader.find_defense(d3) == (WIN, k)
    assert board.trymove(k, BLACK)
    with Restored(board):
        assert reader.attack(k) == (KO_B, d3)
        assert reader.find_defense(k) == (WIN, d3)
    board.popgo()


def test_conditional_ko_needs_ko_depth():
    """Below ko_depth no conditional ko capture is tried: the retake is
    then simply impossible."""
    board, labels, _ = setup(KO)
    assert board.trymove(labels["k"], BLACK)
    shallow = EngineConfig(depths=ReadingDepths(ko_depth=0))
    reader = Reader(board, shallow)
    assert reader.attack(labels["k"]) == (0, 0)
    board.popgo()


def test_breaking_the_chain():
    """Black C3-D3-C2 (liberty C1) surround white D2 (liberty D1). Black
    saves its stones by capturing D2; white saves D2 by capturing first."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . O O O . . . .
        . O X X O . . . .
        . O X O X . . . .
        . . . . . . . . .""")
    c3, d2 = at(board, "C3"), at(board, "D2")
    with Restored(board):
        assert reader.find_defense(c3) == (WIN, at(board, "D1"))
        assert reader.find_defense(d2) == (WIN, at(board, "C1"))
        assert reader.attack(c3) == (WIN, at(board, "C1"))


def test_bent_three_vital_point():
    """Black's liberties A2, B2, A1 (bent three): A2 is the vital point for
    both sides."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O . . . . .
        X X X O . . . . .
        . . X O . . . . .
        . X X O . . . . .""", WHITE)
    a3, a2 = at(board, "A3"), at(board, "A2")
    with Restored(board):
        assert reader.attack(a3) == (WIN, a2)
        assert reader.find_defense(a3) == (WIN, a2)
        assert reader.does_defend(a2, a3) == WIN
        assert reader.does_defend(at(board, "B2"), a3) == 0


def test_three_and_four_liberty_strings():
    """Three liberties in the open cannot be taken; four liberties without
    any eye space can (white fills the row from inside)."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . O . . . .
        . . . O X . . . .
        . . . . X O . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE)
    with Restored(board):
        assert reader.attack(at(board, "E6")) == (0, 0)
        assert reader.find_defense(at(board, "E6"))[0] == WIN
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . . . . O . . . .
        O O O O O . . . .
        . . . . . . . . .""", WHITE)
    a4 = at(board, "A4")
    with Restored(board):
        code, move = reader.attack(a4)
        assert code == WIN and move in board.findlib(a4)
        assert reader.find_defense(a4) == (0, 0)


def test_five_liberties_are_alive():
    board, _, reader = setup("""
        . . . . .
        . . . . .
        . . X . .
        . . X . .
        . . . . .""")
    c3 = at(board, "C3")
    assert board.countlib(c3) == 6
    assert reader.attack(c3) == (0, 0)
    assert reader.find_defense(c3) == (WIN, 0)
    assert reader.nodes == 0


def test_double_atari_and_the_counter_capture():
    """White D4 would atari C4, D5 and E4 at once, but the D4 stone itself
    has one liberty (D3): black captures it, so neither string falls."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . O X O . . . .
        . . X . X . . . .
        . . O . O . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE)
    c4, e4, d4 = at(board, "C4"), at(board, "E4"), at(board, "D4")
    with Restored(board):
        assert reader.attack(c4) == (0, 0)
        assert reader.attack_either(c4, e4) == 0
        assert reader.defend_both(c4, e4) == WIN
    assert board.trymove(d4, WHITE)
    with Restored(board):
        assert reader.defend_both(c4, e4) == WIN
        assert reader.attack_either(c4, e4) == WIN
    board.popgo()
    with pytest.raises(ValueError):
        reader.attack_either(c4, at(board, "C5"))


def test_safe_move():
    """Black a is safe; black b (between C3, D2... ) is a self-atari that
    white captures; an occupied point is not a move."""
    board, labels, reader = setup("""
        . . . . . . .
        . . . . . . .
        . . . O . . .
        . . O b O . a
        . . . O . . .
        . . . . . . .
        . . . . . . .""")
    with Restored(board):
        assert reader.safe_move(labels["a"], BLACK) == WIN
        assert reader.safe_move(labels["b"], BLACK) == 0
        assert reader.safe_move(at(board, "C4"), BLACK) == 0
        assert reader.safe_move(labels["b"], WHITE) == WIN


def test_safe_move_capturable_only_by_ko():
    """Black retaking the ko (conditionally) is only ko-safe."""
    board, labels, reader = setup(KO)
    assert board.trymove(labels["k"], BLACK)
    d3 = at(board, "D3")
    assert reader.safe_move(d3, WHITE) == KO_B
    board.popgo()


def test_results_at_nonzero_stackp_restore_the_board():
    """Patterns call the reader inside their own trymoves."""
    board, labels, reader = setup(LADDER, WHITE)
    assert board.trymove(at(board, "A13"), WHITE)
    assert board.trymove(labels["k"], BLACK)
    with Restored(board):
        assert reader.attack(at(board, "D4")) == (0, 0)
        assert reader.find_defense(at(board, "D4"))[0] == WIN
    board.pop_to(0)
    with Restored(board):
        assert reader.attack(at(board, "D4"))[0] == WIN


def test_exception_inside_reading_restores_the_board(monkeypatch):
    # The exception is raised inside the Python search, which plays its
    # moves on the board itself (the compiled one reads a copy).
    board, _, reader = setup(LADDER, WHITE)
    reader.compiled = False
    before = board.snapshot()
    calls = []

    def boom(*args):
        calls.append(1)
        if len(calls) > 3:   # a few moves deep into the ladder
            raise RuntimeError("boom")
        return original(*args)
    original = reader.do_find_defense
    monkeypatch.setattr(reader, "do_find_defense", boom)
    with pytest.raises(RuntimeError):
        reader.attack(at(board, "D4"))
    assert board.snapshot() == before


def test_node_counter():
    board, _, reader = setup(LADDER, WHITE)
    reader.attack(at(board, "D4"))
    assert reader.nodes > 10
    reader.reset_nodes()
    assert reader.nodes == 0


def test_cache_follows_the_position():
    """One reader, one board, several positions: the cache never returns a
    result of another position, and agrees with a fresh reader."""
    board, labels, reader = setup(LADDER, WHITE)
    d4 = at(board, "D4")
    assert reader.attack(d4)[0] == WIN
    board.play_move(labels["k"], BLACK)
    assert reader.attack(d4) == Reader(board, EngineConfig()).attack(d4) == (0, 0)
    board.undo_move()
    assert reader.attack(d4)[0] == WIN
    assert reader.cache.hits > 0


def test_move_order_takes_the_point_the_string_wants_most():
    """White E4 has two liberties, E5 and F4. White at F4 would join G4
    (five liberties and more), at E5 have four: Black tries F4 first,
    cutting White off from its friend (GNU Go's order), though Black's own
    stone has more room at E5 (the order before put E5 first)."""
    board, _, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X O . O . .
        . . . X X . . . .
        . . . . . . . . .
        . . . . . . . . .""")
    reader._bind()
    ml = MoveList()
    ml.add(at(board, "E5"))
    ml.add(at(board, "F4"))
    order_moves(reader, ml, at(board, "E4"), BLACK)
    assert ml.pos == [at(board, "F4"), at(board, "E5")]


def test_reader_keys_match_the_cache_layout():
    # The Python search's table (the compiled one keeps its own).
    board, _, reader = setup(LADDER, WHITE)
    reader.compiled = False
    d4 = at(board, "D4")
    reader.attack(d4)
    key = ReadingCache.key(reader.position_key(), ATTACK, board.find_origin(d4), 0, 0)
    assert reader.cache.lookup(key) == (WIN, at(board, "D5"))


def test_one_deeper_reader_shares_the_cache_and_reads_as_its_own():
    """The reader one deeper (for questions asked with a move of the caller
    on the stack) shares its parent's table; its answers are those of the
    same reader (depths one deeper, counted from the move) reading alone."""
    board, labels, reader = setup(LADDER, WHITE)
    d4 = at(board, "D4")
    deeper = reader.one_deeper()
    assert deeper.cache is reader.cache and deeper.stack_offset == 1
    assert deeper.depth == reader.depth + 1
    reader.attack(d4)
    with Restored(board):
        assert board.trymove(labels["k"], BLACK)
        alone = Reader(board, EngineConfig().with_depths(1), stack_offset=1)
        assert deeper.attack(d4) == alone.attack(d4) == (0, 0)
        assert deeper.find_defense(d4) == alone.find_defense(d4)
        board.popgo()


def test_one_deeper_budget_reader_keeps_the_budget():
    """A budget reader's deeper reader fails cleanly at the same budget and
    hears the same interrupt (it used to read without either)."""
    board, _, _ = setup(LADDER, WHITE)
    d4 = at(board, "D4")
    deeper = BudgetReader(board, EngineConfig(), 3).one_deeper()
    with Restored(board):
        with pytest.raises(ReadingBudgetExceeded):
            deeper.attack(d4)
    stopped = BudgetReader(board, EngineConfig(), 10 ** 6, lambda: True).one_deeper()
    with pytest.raises(ReadingInterrupted):
        stopped.attack(d4)


def test_an_open_net_is_not_tried_against_three_liberties():
    """Black E5 has four liberties in the open: a loose net one step from
    a liberty (as F6) is a move against two liberties (the net test
    above); against three or four, as in GNU Go's attack3, only blocks
    near the edge are proposed (D1 for the first-line string A1-B1, whose
    liberty C1 is on the edge; never b, two steps from a liberty)."""
    board, labels, reader = setup("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . b . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X . . . . . . .""", WHITE)
    ml = MoveList()
    reader._bind()
    block_escape_moves(reader, at(board, "E5"), ml, edge_only=True)
    assert ml.pos == []
    block_escape_moves(reader, at(board, "E5"), ml)
    assert labels["b"] not in ml.pos and at(board, "F6") in ml.pos
    block_escape_moves(reader, at(board, "A1"), ml, edge_only=True)
    assert at(board, "D1") in ml.pos


def test_superstring_liberties_stop_at_a_strong_partner():
    """White C3-D3, joined to the attacked White C5-D5 by a bamboo joint,
    has six liberties: with a cap of three it is a partner whose own
    liberties are not moves, and it does not carry the superstring on to
    White E2, joined to it by a diagonal (as GNU Go's liberty cap)."""
    board, _, reader = setup("""
        . . . . . . . .
        . . . . . . . .
        . . X X . . . .
        . X O O X . . .
        . . . . . . . .
        . . O O . . . .
        . . . . O . . .
        . . . . X . . .""")
    reader._bind()
    d5 = at(board, "D5")
    capped = superstring(reader, d5, 3)
    assert board.string_number[at(board, "C3")] in capped
    assert board.string_number[at(board, "E2")] not in capped
    assert board.string_number[at(board, "E2")] in superstring(reader, d5)


def test_cache_object():
    cache = ReadingCache(max_entries=2)
    k1 = ReadingCache.key(1, 0, 10, 0, 3)
    cache.store(k1, WIN, 7)
    assert cache.lookup(k1) == (WIN, 7)
    assert cache.lookup(ReadingCache.key(1, 0, 10, 0, 4)) is None
    assert cache.lookup(ReadingCache.key(1, 1, 10, 0, 3)) is None
    cache.store(ReadingCache.key(1, 1, 10, 0, 3), 0, 0)
    cache.store(ReadingCache.key(2, 1, 10, 0, 3), 0, 0)
    assert len(cache) == 1 and cache.clears == 1


def test_result_codes():
    assert (LOSE, KO_B, LOSS, GAIN, KO_A, WIN) == (0, 1, 2, 3, 4, 5)
    assert [gtp_code(c) for c in (LOSE, WIN, KO_A, KO_B, GAIN, LOSS)] == [0, 1, 2, 3, 4, 5]
    assert reverse(WIN) == LOSE and reverse(KO_A) == KO_B and reverse(GAIN) == LOSS


def test_depths_follow_the_config():
    config = EngineConfig.create(level=6)
    board, _, _ = setup(LADDER, WHITE)
    reader = Reader(board, config)
    assert reader.depth == ReadingDepths().depth - 4
    assert reader.ko_depth == config.depths.ko_depth
    deeper = Reader(board, config.with_depths(1))
    assert deeper.backfill_depth == reader.backfill_depth + 1


# ----------------------------------------------------------------------
# The komaster scheme


def test_komaster_conditional_capture_makes_komaster():
    board, labels, _ = setup(KO)
    k, d3 = labels["k"], at(board, "D3")
    assert board.trymove(k, BLACK)
    # White's retake is illegal now; only as a conditional capture.
    assert komaster_trymove(board, d3, WHITE, 0, False) == NOT_PLAYED
    r = komaster_trymove(board, d3, WHITE, 0, True)
    assert r & CONDITIONAL
    state = r & STATE_MASK
    assert komaster_of(state) == KM_WHITE and kom_pos_of(state) == k
    # Black may not take back the ko white holds.
    assert komaster_trymove(board, k, BLACK, state, True) == NOT_PLAYED
    board.pop_to(0)


def test_komaster_gray_forbids_all_ko_captures():
    board, labels, _ = setup(KO)
    k = labels["k"]
    state = make_state(KM_GRAY_BLACK, at(board, "A1"))
    assert komaster_trymove(board, k, BLACK, state, True) == NOT_PLAYED
    assert komaster_trymove(board, k, WHITE, make_state(KM_EMPTY, 0), True) >= 0
    board.pop_to(0)


def test_komaster_reverts_when_the_ko_is_filled():
    """White is komaster for the ko at k; white filling k settles it."""
    board, labels, _ = setup(KO)
    k = labels["k"]
    r = komaster_trymove(board, k, WHITE, make_state(KM_WHITE, k), True)
    assert r >= 0 and not r & CONDITIONAL
    assert komaster_of(r & STATE_MASK) == KM_EMPTY
    board.pop_to(0)


DOUBLE_KO = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X O . . . O X .
    X a X O . O b O X
    . X O . . . O X .
    . . . . . . . . .
    . . . . . . . . ."""


def test_komaster_may_not_take_a_second_ko():
    """Two kos: white takes C4 at a, black retakes conditionally and
    becomes komaster of that ko; black may then not also take the other ko
    at b (not nested), and white may not retake at a (black's ko)."""
    board, labels, _ = setup(DOUBLE_KO, WHITE)
    a, b, c4 = labels["a"], labels["b"], at(board, "C4")
    state = komaster_trymove(board, a, WHITE, 0, True)
    assert state == 0
    assert komaster_trymove(board, c4, BLACK, state, False) == NOT_PLAYED
    r = komaster_trymove(board, c4, BLACK, state, True)
    assert r & CONDITIONAL
    state = r & STATE_MASK
    assert komaster_of(state) == BLACK and kom_pos_of(state) == a
    assert komaster_trymove(board, a, WHITE, state, True) == NOT_PLAYED
    assert komaster_trymove(board, b, BLACK, state, True) == NOT_PLAYED
    # With no komaster the capture at b is legal; coming right after
    # another ko capture it makes the state WEAK_KO (rule 1a).
    r = komaster_trymove(board, b, BLACK, 0, True)
    assert r >= 0 and not r & CONDITIONAL
    assert komaster_of(r & STATE_MASK) == KM_WEAK_KO and kom_pos_of(r & STATE_MASK) == a
    board.pop_to(0)


def test_reading_with_several_kos_terminates():
    """Two kos next to the strings read: reading must not cycle, and the
    ko stones come out as kos (white takes C4 first: KO_A)."""
    board, labels, reader = setup(DOUBLE_KO, WHITE)
    with Restored(board):
        assert reader.attack(at(board, "C4")) == (KO_A, labels["a"])
        assert reader.attack(at(board, "H4")) == (KO_A, labels["b"])
        for pos in (at(board, "C3"), at(board, "G3"), at(board, "B3")):
            reader.attack(pos)
            reader.find_defense(pos)
    assert reader.nodes < 50000


def test_reading_with_suicide_allowed():
    """With suicide allowed a defending move may remove the string itself;
    reading must cope and still restore the board."""
    board, _ = to_board("""
        . . . . .
        . O O O .
        O X X . O
        . O O O .
        . . . . .""", to_move=BLACK, allow_suicide=True)
    reader = Reader(board, EngineConfig(allow_suicide=True))
    b3 = at(board, "B3")
    with Restored(board):
        assert reader.attack(b3)[0] == WIN
        assert reader.find_defense(b3) == (0, 0)


def count_trymoves(monkeypatch, board):
    """The list of points ``trymove`` is asked to play on ``board``."""
    from kosumi.engine.board import Board
    tried = []
    trymove = Board.trymove

    def counted(self, pos, *args, **kwargs):
        if self is board:
            tried.append(pos)
        return trymove(self, pos, *args, **kwargs)

    monkeypatch.setattr(Board, "trymove", counted)
    return tried


@pytest.mark.parametrize("diagram, string, move", [
    # X C4-D4 has three liberties; at E4 it gets five (E5, F4, E3, C3,
    # D3): plainly alive, no reading needed.
    ("""
    . . . . . . .
    . . . . . . .
    . . O . . . .
    . O X X . . .
    . . . O . . .
    . . . . . . .
    . . . . . . .""", "C4", "E4"),
    # X B5-D5 is in atari, but the three O stones under it are in atari too
    # (their last liberty A4 is not X's); capturing them gives X's strings
    # around them far more than five liberties.
    ("""
    . . . . . . .
    . O O O . . .
    . X X X O . .
    . O O O X . .
    . X X X . . .
    . . . . . . .
    . . . . . . .""", "B5", "A4"),
])
def test_a_plain_defence_needs_no_reading(monkeypatch, diagram, string, move):
    """GNU Go's fast defence: a liberty that gives the string five
    liberties, or the capture of a string in atari that gives it about as
    many, answers WIN at once (the old reader tried 1 and 9 moves here)."""
    board, _, reader = setup(diagram)
    tried = count_trymoves(monkeypatch, board)
    assert reader.find_defense(at(board, string)) == (WIN, at(board, move))
    assert tried == []


# White G8-G7-F7 has three liberties (G9, F8, F6) after Black E7; E7 has
# two (D7, E8). The hane at E8 guards the liberty F8 and puts E7 in atari:
# it saves the string at once, where extending at F8 first (the old first
# try) starts a chase the reader must follow out. Shape from a threat read
# of a 19x19 game (Black O17 against white Q18), where GNU Go defends at
# the hane in 36 nodes and the reader, extending first, read 8,812.
HANE_RESCUE = """
    . . . . . . . . .
    . . . . . . O X .
    . . . . X O O X .
    . . O . O . X . .
    . . . . . X . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_hane_rescue_proposes_the_hane_against_the_short_attacker():
    board, _, reader = setup(HANE_RESCUE, to_move=WHITE)
    reader._bind()
    moves = MoveList()
    hane_rescue_moves(reader, at(board, "G8"), moves)
    assert moves.pos == [at(board, "E8")]


def test_defence_of_three_liberties_tries_the_hane_first():
    board, _, reader = setup(HANE_RESCUE, to_move=WHITE)
    code, move = reader.find_defense(at(board, "G8"))
    assert (code, move) == (WIN, at(board, "E8"))
    with Restored(board):
        assert board.trymove(move, WHITE)
        assert Reader(board, EngineConfig()).attack(at(board, "G8"))[0] == 0
        board.popgo()


# The X string C5-E5 has three liberties, C4, D4 and E4. Open, it runs out
# at C4 or E4 (four liberties either way): attacking it on its liberties is
# hopeless, no point is proposed. With B4 and C3 white only E4 runs out:
# that is the one point to take. Shut in, every liberty is proposed.
ESCAPES = {
    "two ways out": ("""
    . . . . . . .
    . . O O O . .
    . O X X X O .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .""", []),
    "one way out": ("""
    . . . . . . .
    . . O O O . .
    . O X X X O .
    . O . . . . .
    . . O . . . .
    . . . . . . .
    . . . . . . .""", ["E4"]),
    "shut in": ("""
    . . . . . . .
    . . O O O . .
    . O X X X O .
    . O . . . O .
    . . O . O . .
    . . . . . . .
    . . . . . . .""", ["C4", "D4", "E4"]),
}


@pytest.mark.parametrize("name", sorted(ESCAPES))
def test_chain_escape_points(name):
    text, expected = ESCAPES[name]
    board, _, reader = setup(text, to_move=WHITE)
    reader._bind()
    points = chain_escape_points(reader, reader.sn[at(board, "D5")], BLACK)
    assert sorted(points) == sorted(at(board, v) for v in expected)


def test_race_moves_leave_a_string_that_runs_out_alone_deep_in_a_read():
    """White C6-E6 races the X string below it: at the root of a read its
    three outside liberties are proposed; two moves deeper, against a
    string that can run out two ways, none is."""
    board, _, reader = setup(ESCAPES["two ways out"][0], to_move=WHITE)
    reader._bind()
    moves = MoveList()
    outside_liberty_moves(reader, at(board, "D6"), moves)
    assert sorted(moves.pos) == sorted(at(board, v) for v in ("C4", "D4", "E4"))
    with Restored(board):
        assert board.trymove(at(board, "A1"), WHITE)
        assert board.trymove(at(board, "G1"), BLACK)
        moves = MoveList()
        outside_liberty_moves(reader, at(board, "D6"), moves)
        assert moves.pos == []
        board.popgo()
        board.popgo()


def test_squeeze_sacrifices_where_the_attacker_cannot_fill():
    """O cannot fill E7 (suicide); an X stone there would join G7's string
    to D7, whose other liberty C7 O can only play as a sacrifice. After O
    C7, capturing at B7 leaves X with two liberties where connecting at C7
    would give three: the squeeze move is C7 (the old generator, which
    attacked the liberties of X's neighbours, proposed nothing here)."""
    board, _, reader = setup("""
    . . . X . X X
    . O X O X . X
    . . . . O . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .""")
    reader._bind()
    moves = MoveList()
    squeeze_moves(reader, at(board, "G7"), moves)
    assert moves.pos == [at(board, "C7")]


# The upper left corner of one of our 19x19 bench positions (mid19_06)
# after White D19: Black C9 (C19 there) has two liberties, and its
# superstring through B8, D8, C7 and D6 has seven. GNU Go tries no
# superstring liberty when there are more than five and finds in 6 nodes
# that C9 cannot be captured (White D9 is itself in atari); trying all
# five outside liberties the old reader read 6,928 nodes for the same 0.
SUPERSTRING_CORNER = """
    . . X O . . . . .
    . X . X . O O . .
    . O X . O X . . .
    . O . X O X . . .
    . . . . . O . . .
    . . O . O . O . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . ."""


def test_no_superstring_liberties_when_the_superstring_has_many():
    board, _, reader = setup(SUPERSTRING_CORNER, to_move=WHITE)
    reader._bind()
    moves = MoveList()
    superstring_liberty_moves(reader, at(board, "C9"), 3, moves)
    assert moves.pos == []
    assert reader.attack(at(board, "C9")) == (0, 0)
    assert reader.nodes <= 20


def test_the_cache_tells_a_recording_which_results_it_reused():
    """A result stored while one recording runs and reused by another is
    reported as borrowed; one stored outside any recording as unowned; a
    recording's own results are neither."""
    cache = ReadingCache()
    first, second = cache.new_recording(), cache.new_recording()
    cache.start_recording(first)
    cache.store(("a",), WIN, 1)
    assert cache.lookup(("a",)) == (WIN, 1)
    assert cache.stop_recording() == (set(), False)
    cache.store(("outside",), 0, 0)
    cache.start_recording(second)
    cache.lookup(("a",))
    cache.lookup(("outside",))
    assert cache.stop_recording() == ({first}, True)


def test_the_board_shadow_lists_every_point_reading_tried():
    board, _, reader = setup(LADDER)
    board.shadow = shadow = []
    code, move = reader.attack(at(board, "D4"))
    board.shadow = None
    assert code == WIN and move in shadow
    assert len(shadow) > 10     # the ladder runs across the board


def test_chain_breaking_traps_a_second_line_stone_against_the_edge():
    """X D2 holds the O string E2-F2 with two liberties, C2 and D1,
    diagonal to each other; between them are D2 itself and C1 on the
    edge. O at C2 leaves D2 only D1, on the edge, where it cannot run: the
    efficient chain-breaking move (GNU Go's edge case; the old generator
    saw neither liberty as an atari that helps)."""
    board, _, reader = setup("""
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . X X X .
    . . O O X . X
    . . . X O O X
    . . . . . . .""", to_move=WHITE)
    reader._bind()
    moves = MoveList()
    break_chain2_efficient_moves(reader, at(board, "E2"), moves)
    assert moves.pos == [at(board, "C2")]


@pytest.mark.parametrize("compiled", [False, True])
def test_a_suicide_neither_defends_nor_is_safe(compiled):
    """Where the rules allow suicide, Black at D3 takes the last liberty of
    its own B3-C3 and removes all three stones: that saves nothing, and the
    stone is not safe. (The Python search once read the emptied point as a
    string and called D3 a defence; the compiled one, reading a copy of the
    board, refused the empty point: the differential test found it.)"""
    board, _ = to_board("""
        . . . . .
        . O O O .
        O X X . O
        . O O O .
        . . . . .""", to_move=BLACK, allow_suicide=True)
    reader = Reader(board, EngineConfig.create(allow_suicide=True), compiled=compiled)
    b3, d3 = at(board, "B3"), at(board, "D3")
    assert reader.attack(b3) == (WIN, d3)
    assert reader.does_defend(d3, b3) == 0
    assert reader.safe_move(d3, BLACK) == 0
    assert board.board[d3] == 0 and reader.attack(b3) == (WIN, d3)   # the board as it was

"""Board core, case by case: each test is a diagram, moves and expectations.

X is Black, O is White. Every test also checks that the incremental data
agrees with the colours and that popping restores the position exactly.
"""
import pytest

from kosumi.engine.board import KO, OCCUPIED, SUICIDE, SUPERKO, Board, IllegalMove
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine.diagram import parse, render, render_compact
from kosumi.engine.board import to_board
from kosumi.engine.geometry import PASS_MOVE, POS, vertex_to_pos


def at(board, vertex):
    return vertex_to_pos(vertex, board.size)


def rows(board):
    return render_compact(board)


def try_and_restore(board, pos, color):
    """trymove, check consistency, popgo, check the snapshot is back."""
    before = board.snapshot()
    assert board.trymove(pos, color)
    board.check_consistency()
    after = rows(board)
    board.popgo()
    assert board.snapshot() == before
    return after


def test_single_capture_in_the_middle():
    board, _ = to_board("""
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .""")
    c2 = at(board, "C2")
    assert board.countlib(at(board, "C3")) == 1
    after = try_and_restore(board, c2, BLACK)
    assert after[2] == ".X.X."
    board.play_move(c2, BLACK)
    assert board.captures_by(BLACK) == 1 and board.white_captured == 1
    assert board.board[at(board, "C3")] == EMPTY
    assert board.countlib(c2) == 4 and board.ko_pos == 0
    board.check_consistency()


def test_one_move_captures_four_strings():
    board, _ = to_board("""
        . X O X .
        . X O X .
        X O . O X
        . X O X .
        . . X . .""")
    c3 = at(board, "C3")
    assert board.does_capture_something(c3, BLACK)
    after = try_and_restore(board, c3, BLACK)
    assert after == [".X.X.", ".X.X.", "X.X.X", ".X.X.", "..X.."]
    board.play_move(c3, BLACK)
    assert board.captures_by(BLACK) == 5   # C5-C4, B3, D3, C2
    assert sorted(board.findlib(c3)) == sorted(at(board, v) for v in ("C4", "B3", "D3", "C2"))
    board.check_consistency()


@pytest.mark.parametrize("diagram,n_strings", [
    ("""
     . . . . .
     . . X . .
     . X . X .
     . . . . .
     . . . . .""", 3),
    ("""
     . . . . .
     . . X . .
     . X . X .
     . . X . .
     . . . . .""", 4),
])
def test_joins_of_three_and_four_strings(diagram, n_strings):
    board, _ = to_board(diagram)
    c3 = at(board, "C3")
    neighbours = [c3 + d for d in (-26, 26, -1, 1) if board.board[c3 + d] == BLACK]
    assert len({board.find_origin(p) for p in neighbours}) == n_strings
    try_and_restore(board, c3, BLACK)
    board.play_move(c3, BLACK)
    assert all(board.same_string(c3, p) for p in neighbours)
    assert board.countstones(c3) == n_strings + 1
    assert sorted(board.string_stones(c3)) == sorted(neighbours + [c3])
    assert board.find_origin(c3) == min(neighbours + [c3])
    board.check_consistency()
    board.undo_move()
    assert len({board.find_origin(p) for p in neighbours}) == n_strings
    board.check_consistency()


def test_join_keeps_neighbour_lists_exact():
    # White C3 touches two black strings; once C4 joins them it touches one.
    board, _ = to_board("""
        . . . . .
        . X . X .
        . X O X .
        . . . . .
        . . . . .""")
    c3, b4 = at(board, "C3"), at(board, "B4")
    assert len(board.chainlinks(c3)) == 2 and board.countlib(c3) == 2
    with board.trying(at(board, "C4"), BLACK) as ok:
        assert ok
        board.check_consistency()
        assert board.chainlinks(c3) == [board.find_origin(b4)]
        assert board.countlib(c3) == 1
        assert board.chainlinks(b4) == [c3]
    assert len(board.chainlinks(c3)) == 2


def test_snapback():
    board, _ = to_board("""
        . . . . .
        . . . . .
        X X X X .
        O O O X .
        . . O X .""", to_move=BLACK)
    b1, a1 = at(board, "B1"), at(board, "A1")
    assert board.countlib(at(board, "A2")) == 2
    board.play_move(b1, BLACK)          # throw-in
    board.play_move(a1, WHITE)          # white takes one stone...
    assert board.captures_by(WHITE) == 1
    assert board.countlib(a1) == 1 and board.countstones(a1) == 5
    assert board.ko_pos == 0            # took one stone, but its string is big: no ko
    board.play_move(b1, BLACK)          # ...and black takes five back
    assert board.captures_by(BLACK) == 5
    assert rows(board)[3:] == ["...X.", ".X.X."]
    board.check_consistency()
    board.undo_move(3)
    assert rows(board)[3:] == ["OOOX.", "..OX."]
    board.check_consistency()


def test_suicide_forbidden_by_default():
    board, _ = to_board("""
        . O . . .
        O . . . .
        . . . . .
        . . . . .
        . . . . .""")
    a5 = at(board, "A5")
    assert board.is_suicide(a5, BLACK)
    assert not board.is_legal(a5, BLACK)
    assert board.check_move(a5, BLACK) == SUICIDE
    assert not board.trymove(a5, BLACK)
    assert board.stackp == 0
    with pytest.raises(IllegalMove) as err:
        board.play_move(a5, BLACK)
    assert err.value.reason == SUICIDE
    assert board.is_legal(a5, WHITE)


def test_suicide_allowed_removes_the_string():
    board, _ = to_board("""
        X O . . .
        . O . . .
        O . . . .
        . . . . .
        . . . . .""", allow_suicide=True)
    a4 = at(board, "A4")
    assert board.is_suicide(a4, BLACK) and board.is_legal(a4, BLACK)
    before = board.snapshot()
    board.play_move(a4, BLACK)
    assert board.board[a4] == EMPTY and board.board[at(board, "A5")] == EMPTY
    assert board.black_captured == 2 and board.captures_by(WHITE) == 2
    board.check_consistency()
    board.undo_move()
    assert board.snapshot() == before


def test_simple_ko():
    board, _ = to_board("""
        . . . .
        . X O .
        X O . O
        . X O .""")
    c2, b2 = at(board, "C2"), at(board, "B2")
    assert board.is_ko(c2, BLACK) == b2
    board.play_move(c2, BLACK)
    assert board.ko_pos == b2
    assert board.is_ko(b2, WHITE) == c2
    assert board.is_illegal_ko_capture(b2, WHITE)
    assert board.check_move(b2, WHITE) == KO
    assert not board.trymove(b2, WHITE)
    # tryko takes the ko anyway (reading assumes a threat was answered)
    before = board.snapshot()
    assert board.tryko(b2, WHITE)
    board.check_consistency()
    assert board.ko_pos == c2
    board.popgo()
    assert board.snapshot() == before
    # after a ko threat and its answer the retake is legal
    board.play_move(at(board, "D4"), WHITE)
    board.play_move(at(board, "A4"), BLACK)
    assert board.is_legal(b2, WHITE)
    board.play_move(b2, WHITE)
    assert board.board[c2] == EMPTY
    board.check_consistency()


def test_filling_ones_own_ko_is_legal():
    board, _ = to_board("""
        . . . .
        . X O .
        X O . O
        . X O .""")
    board.play_move(at(board, "C2"), BLACK)
    assert board.is_legal(at(board, "B2"), BLACK)


def test_positional_superko_forbids_a_repeat_after_passes():
    diagram = """
        . . . .
        . X O .
        X O . O
        . X O ."""
    for superko in (False, True):
        board, _ = to_board(diagram, superko=superko)
        board.play_move(at(board, "C2"), BLACK)   # takes the ko
        board.play_move(PASS_MOVE, WHITE)
        board.play_move(PASS_MOVE, BLACK)
        b2 = at(board, "B2")
        assert board.ko_pos == 0                   # simple ko no longer applies
        if superko:
            assert board.check_move(b2, WHITE) == SUPERKO
            with pytest.raises(IllegalMove):
                board.play_move(b2, WHITE)
            assert board.trymove(b2, WHITE)        # reading ignores superko
            board.popgo()
        else:
            board.play_move(b2, WHITE)
        board.check_consistency()


def test_occupied_and_off_board():
    board, _ = to_board("""
        X . .
        . . .
        . . .""")
    a3 = at(board, "A3")
    assert board.check_move(a3, WHITE) == OCCUPIED
    assert not board.trymove(a3, WHITE)
    assert not board.is_legal(POS(0, 3), BLACK)
    assert not board.on_board(POS(0, 3)) and board.on_board(a3)


def test_corner_edge_and_centre_liberties():
    board = Board(19)
    for vertex, libs in (("A1", 2), ("T19", 2), ("A19", 2), ("T1", 2), ("K1", 3),
                         ("A10", 3), ("T10", 3), ("K19", 3), ("K10", 4)):
        pos = at(board, vertex)
        assert len(board.approxlib(pos, BLACK)) == libs
        board.play_move(pos, BLACK)
        assert board.countlib(pos) == libs, vertex
    board.check_consistency()


def test_capture_in_the_corner_and_on_the_edge():
    board, _ = to_board("""
        O . . . .
        X . . . .
        . . . . .
        . . X . .
        . X O . .""")
    a5, b5, c1, d1 = (at(board, v) for v in ("A5", "B5", "C1", "D1"))
    assert board.countlib(a5) == 1 and board.countlib(c1) == 1
    assert try_and_restore(board, b5, BLACK)[0] == ".X..."
    assert try_and_restore(board, d1, BLACK)[4] == ".X.X."
    board.play_move(b5, BLACK)
    board.play_move(d1, BLACK)
    assert board.board[a5] == EMPTY and board.board[c1] == EMPTY
    assert board.captures_by(BLACK) == 2
    assert board.countlib(b5) == 3       # A5, C5, B4
    board.check_consistency()


def test_one_by_one_board():
    board = Board(1)
    a1 = at(board, "A1")
    assert board.points() == [a1]
    assert board.check_move(a1, BLACK) == SUICIDE
    assert not board.trymove(a1, BLACK)
    assert board.trymove(PASS_MOVE, BLACK)
    assert board.to_move == WHITE
    board.popgo()
    permissive = Board(1, allow_suicide=True)
    permissive.play_move(a1, BLACK)
    assert permissive.board[a1] == EMPTY and permissive.black_captured == 1
    permissive.check_consistency()
    assert "A" in render(board)


def test_two_by_two_board():
    board = Board(2)
    a1, b2, a2, b1 = (at(board, v) for v in ("A1", "B2", "A2", "B1"))
    board.play_move(a1, BLACK)
    board.play_move(b2, WHITE)
    board.play_move(b1, BLACK)        # A1-B1: its only liberty is A2
    assert board.countlib(a1) == 1 and board.countlib(b2) == 1
    assert board.does_capture_something(a2, WHITE)
    board.play_move(a2, WHITE)        # captures A1-B1
    assert board.captures_by(WHITE) == 2
    assert board.countlib(a2) == 2    # A1 and B1
    # Black A1 is legal (B1 is empty) and leaves white with one liberty.
    assert board.check_move(a1, BLACK) is None
    board.play_move(a1, BLACK)
    assert board.countlib(a2) == 1
    # Black B1 now fills white's last liberty: a capture, not a suicide.
    assert not board.is_suicide(b1, BLACK)
    board.play_move(b1, BLACK)
    assert board.captures_by(BLACK) == 2 and board.countlib(a1) == 2
    board.check_consistency()


def test_twenty_five_board_corners():
    board = Board(25)
    z25, a1 = at(board, "Z25"), at(board, "A1")
    assert z25 == POS(0, 24)
    board.play_move(z25, BLACK)
    board.play_move(a1, WHITE)
    assert board.countlib(z25) == 2 and board.countlib(a1) == 2
    assert board.vertex(z25) == "Z25"
    board.play_move(at(board, "Y25"), WHITE)
    board.play_move(at(board, "Z24"), WHITE)
    assert board.board[z25] == EMPTY and board.captures_by(WHITE) == 1
    board.check_consistency()


def test_queries_on_a_small_fight():
    board, labels = to_board("""
        . . . . .
        . O O a .
        O X X O .
        . O X b .
        . . O . .""")
    b3, a, b = at(board, "B3"), labels["a"], labels["b"]
    assert board.countlib(b3) == 1 and board.findlib(b3) == [b]
    assert board.liberty_of_string(b, b3) and not board.liberty_of_string(a, b3)
    assert board.neighbor_of_string(at(board, "D3"), b3)
    assert not board.neighbor_of_string(a, b3)
    assert board.same_string(b3, at(board, "C2"))
    assert len(board.chainlinks(b3)) == 5
    # A3, B2 and C1 have two liberties, D3 three, B4-C4 four.
    assert len(board.chainlinks2(b3, 2)) == 3
    assert len(board.chainlinks3(b3, 3)) == 4
    # Black at b: approxlib ignores captures, accuratelib counts them
    assert sorted(board.approxlib(b, BLACK)) == [at(board, "E2"), at(board, "D1")]
    assert board.does_capture_something(b, WHITE)
    # White at b captures the three black stones and joins D3.
    libs = board.accuratelib(b, WHITE)
    # D2-D3 touches two of the captured points (C2, C3); B3 is not adjacent.
    assert set(libs) == {a, at(board, "E3"), at(board, "E2"), at(board, "D1"),
                         at(board, "C2"), at(board, "C3")}
    assert set(libs[-2:]) == {at(board, "C2"), at(board, "C3")}
    board.check_consistency()


def test_accuratelib_counts_captured_stones_last():
    board, labels = to_board("""
        . . . . .
        . . . . .
        . . O . .
        . O X O .
        . O a O .""")
    libs = board.accuratelib(labels["a"], WHITE)
    # White at C1 captures C2 and joins B2-B1 and D2-D1; C2 comes last.
    assert libs[-1] == at(board, "C2")
    assert set(libs) == {at(board, v) for v in ("A2", "A1", "B3", "E2", "E1", "D3", "C2")}
    assert board.board[at(board, "C2")] == BLACK   # nothing left behind
    assert board.stackp == 0


def test_context_manager_pops_on_exception():
    board = Board(9)
    before = board.snapshot()
    with pytest.raises(ZeroDivisionError):
        with board.trying(at(board, "E5"), BLACK) as ok:
            assert ok
            with board.trying(at(board, "E6"), WHITE):
                1 / 0
    assert board.snapshot() == before


def test_context_manager_with_illegal_move_does_not_pop():
    board = Board(9)
    board.play_move(at(board, "E5"), BLACK)
    with board.trying(at(board, "E5"), WHITE) as ok:
        assert not ok
        assert board.stackp == 0


def test_permanent_moves_are_refused_while_reading():
    board = Board(9)
    assert board.trymove(at(board, "E5"), BLACK)
    with pytest.raises(RuntimeError):
        board.play_move(at(board, "C3"), WHITE)
    board.popgo()
    with pytest.raises(RuntimeError):
        board.popgo()


def test_undo_move_reports_too_many():
    board = Board(9)
    board.play_move(at(board, "E5"), BLACK)
    assert not board.undo_move(2)
    assert board.move_number == 1
    assert board.undo_move(1) and board.move_number == 0


def test_hash_covers_side_to_move_and_ko():
    board = Board(9)
    e5 = at(board, "E5")
    board.play_move(e5, BLACK)
    h_after_black = board.hash
    board.play_move(PASS_MOVE, WHITE)
    assert board.hash != h_after_black          # side to move differs
    board.undo_move()
    assert board.hash == h_after_black
    board, _ = to_board("""
        . . . .
        . X O .
        X O . O
        . X O .""")
    board.play_move(at(board, "C2"), BLACK)
    with_ko = board.hash
    assert board.board_hash() != with_ko


def test_diagram_roundtrip():
    board, _ = to_board("""
        . . . . . . . . .
        . . X . . . . . .
        . . O . . . X . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . O . .
        . X . . . . . . .
        . . . . . . . . .""")
    again, _ = to_board(render(board))
    assert rows(again) == rows(board)
    assert parse(render(board)).stones == parse(render(again)).stones

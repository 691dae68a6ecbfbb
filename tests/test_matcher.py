"""matchpat's interface: matches, regions, goals, constraints and actions."""
import pytest

from kosumi.engine.autohelpers import Autohelpers, MissingVocabulary
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.board import to_board
from kosumi.engine.geometry import NO_MOVE, PASS_MOVE, POS
from kosumi.engine.matcher import (Match, PreparedDatabase, evaluate, find_matches,
                                   prepare, run_action)
from kosumi.patterns.database import compile_text
from kosumi.patterns.expr import parse_expression, parse_statements


def db_of(text):
    return compile_text(text, "m.db")[0]


HANE = db_of("""
callback_data XO

Pattern Hane

.*.
.XO

:8

.*a
.BO

;lib(B) >= 3
""")

BOARD = """
. . . . . . .
. . . . . . .
. . . . . . .
. . . X O . .
. . . . . . .
. . . . . . .
. . . . . . .
"""


def test_matches_for_both_colours_and_their_points():
    board, _ = to_board(BOARD)
    white = find_matches(WHITE, HANE, board)
    assert sorted(board.vertex(m.move) for m in white) == ["D3", "D5"]
    black = find_matches(BLACK, HANE, board)  # O is Black now: the mirror image
    assert sorted(board.vertex(m.move) for m in black) == ["E3", "E5"]
    m = next(m for m in white if board.vertex(m.move) == "D5")
    labels = m.labels()
    assert board.vertex(labels["a"]) == "E5" and board.vertex(labels["B"]) == "D4"
    assert m.point("*") == m.move and m.point("?") == PASS_MOVE
    assert board.vertex(m.offset_from_move(1, 0)) == "D4"  # OFFSET: the X stone under '*'
    assert sorted((board.vertex(p), s) for p, s in m.callback_points()) == [("D4", "X"),
                                                                            ("E4", "O")]
    assert sorted((board.vertex(p), s) for p, s in m.stones()) == [("D4", "X"), ("E4", "O")]
    with pytest.raises(KeyError):
        m.point("z")


def test_constraints_are_checked_when_helpers_are_given():
    board, _ = to_board(BOARD.replace(". . . X O . .\n. . . . . . .",
                                      ". . . X O . .\n. . . O . . ."))
    helpers = Autohelpers(board)
    geometric = find_matches(WHITE, HANE, board)
    accepted = find_matches(WHITE, HANE, board, helpers=helpers)
    assert geometric and not accepted  # the X stone has two liberties only


def test_anchor_region_and_prepared_tables():
    board, _ = to_board(BOARD)
    prepared = prepare(HANE)
    assert isinstance(prepared, PreparedDatabase)
    all_matches = find_matches(WHITE, prepared, board)
    assert {m.anchor for m in all_matches} == {POS(3, 4)}  # anchored on our stone
    assert find_matches(WHITE, prepared, board, anchor_region=[POS(3, 3)]) == []
    inside = find_matches(WHITE, prepared, board, anchor_region=[POS(3, 4), POS(0, 0)])
    assert [m.key() for m in inside] == [m.key() for m in all_matches]
    assert prepared.tables(7, 0) is prepared.tables(7, 0)  # built once per size
    assert [m.key() for m in find_matches(WHITE, HANE, board)] == [m.key() for m in all_matches]


def test_goal_keeps_matches_touching_the_goal():
    db = db_of("goal_elements X\n\nPattern G\n\n*X\n\n:-\n")
    board, _ = to_board(". . . .\n. X . .\n. . . .\n. . . X")
    everything = find_matches(WHITE, db, board)
    near = find_matches(WHITE, db, board, goal={POS(1, 1)})
    assert len(everything) == 6 and len(near) == 4
    assert all(POS(1, 1) in (m.at(di, dj) for di, dj in m.pattern.goal_elements) for m in near)
    plain = db_of("Pattern P\n\n*X\n\n:-\n")  # no goal elements: nothing matches a goal
    assert len(find_matches(WHITE, plain, board)) == 6
    assert find_matches(WHITE, plain, board, goal={POS(1, 1)}) == []


def test_edge_patterns_only_match_at_the_edge():
    db = db_of("Pattern E\n\n.X.\n.*.\n---\n\n:|\n")
    board, _ = to_board(". . . . .\n. . X . .\n. . . . .\n. . . . .\n. . X . .")
    assert [board.vertex(m.move) for m in find_matches(WHITE, db, board)] == ["C5"]


class Counting:
    """A vocabulary object that records calls: for the evaluator's semantics."""

    def __init__(self, values):
        self.values = values
        self.calls = []
        self.functions = {name: self._fn(name) for name in values}

    def _fn(self, name):
        def fn(match, *points):
            self.calls.append(name)
            return self.values[name]
        return fn

    def constant(self, name):
        return {"WIN": 5}[name]


@pytest.mark.parametrize("text,value,called", [
    ("lib(a) && attack(a)", 0, ["lib"]),            # && stops at a false left side
    ("attack(a) || lib(a)", 1, ["attack"]),          # || stops at a true left side
    ("!attack(a) == 0", 1, ["attack"]),             # (!x) == 0
    ("attack(a) ? 7 / 2 : lib(a)", 3, ["attack"]),  # C's integer division
    ("-7 / 2 + 7 % -2", -3 + 1, []),                 # truncation toward zero, C's modulo
    ("attack(a) == WIN", 1, ["attack"]),
    ("2.5 > 2", 1, []),
])
def test_evaluation_follows_c(text, value, called):
    board, _ = to_board(BOARD)
    match = find_matches(WHITE, HANE, board)[0]
    vocab = Counting({"lib": 0, "attack": 5})
    tree = parse_expression([(1, text.replace("(a)", "(B)"))], "t")
    assert evaluate(tree, match, vocab) == value
    assert vocab.calls == called


def test_actions_run_statements_and_return_values():
    board, _ = to_board(BOARD)
    match = find_matches(WHITE, HANE, board)[0]
    vocab = Counting({"lib": 2, "attack": 0})
    stmts = parse_statements([(1, "if (attack(B)) lib(B); else { lib(a); lib(B); }"),
                              (2, "return lib(a) + 1;"), (3, "attack(a)")], "t")
    from dataclasses import replace
    match = Match(replace(match.pattern, action=stmts), match.placement, match.anchor,
                  match.color)
    assert run_action(match, vocab) == 3
    assert vocab.calls == ["attack", "lib", "lib", "lib"]  # stops at the return


def test_missing_vocabulary_is_an_error_not_a_guess():
    board, _ = to_board(BOARD)
    db = db_of("Pattern D\n\n.*.\n.XO\n\n:8\n\n.*.\n.AO\n\n;alive(A)\n")
    with pytest.raises(MissingVocabulary, match="alive"):
        find_matches(WHITE, db, board, helpers=Autohelpers(board))
    db = db_of("Pattern R\n\n.*.\n.XO\n\n:8\n\n.*.\n.AO\n\n;attack(A)\n")
    with pytest.raises(MissingVocabulary, match="attack"):  # no reader given
        find_matches(WHITE, db, board, helpers=Autohelpers(board))


def test_stoneless_patterns_anchor_on_empty_points():
    db = db_of("Pattern Empty\n\n...\n.*.\n...\n\n:+\n")
    board, _ = to_board(". . . .\n. . . .\n. . . .\n. . . X")
    moves = sorted(board.vertex(m.move) for m in find_matches(WHITE, db, board))
    # '+' tries two transformations; a diagram symmetric under all eight is
    # found twice at each place, as in GNU Go.
    assert moves == sorted(["B3", "C3", "B2"] * 2)
    assert all(m.move != NO_MOVE for m in find_matches(WHITE, db, board))

"""Constraint and action expressions: C's grammar into a syntax tree."""
import random

import pytest

from kosumi.patterns.errors import PatternError
from kosumi.patterns.expr import parse_expression, parse_statements, tokenize
from kosumi.patterns.syntax import (Binary, Call, Conditional, Const, ExprStmt, If, Label, Num,
                                    Return, Unary, calls, walk)


def expr(text):
    return parse_expression([(1, text)], "t.db")


def test_precedence_follows_c():
    tree = expr("!a(x) || b(y) && c(z) == 1 + 2 * 3 < 4")
    assert tree.op == "||"
    assert isinstance(tree.left, Unary) and tree.left.op == "!"
    right = tree.right
    assert right.op == "&&" and right.right.op == "=="
    cmp_ = right.right
    assert cmp_.right.op == "<" and cmp_.right.left.op == "+"
    assert cmp_.right.left.right == Binary("*", Num(2), Num(3))


def test_not_binds_tighter_than_comparison():
    # GNU Go writes '!oplay_attack(*,?,b,*)==WIN': (!x) == WIN, as in C.
    tree = expr("!oplay_attack(*,?,b,*)==WIN")
    assert tree.op == "==" and isinstance(tree.left, Unary) and tree.right == Const("WIN")
    assert tree.left.operand.args == (Label("*"), Label("?"), Label("b"), Label("*"))


def test_ternary_is_right_associative_and_loosest():
    tree = expr("a(x) ? b(x) : c(x) ? 1 : 2")
    assert isinstance(tree, Conditional) and isinstance(tree.otherwise, Conditional)


def test_numbers_and_unary_minus():
    assert expr("weakness(a)<0.7").right == Num(0.7)
    assert expr("-.5 + 3").left == Unary("-", Num(0.5))
    assert isinstance(expr("10").value, int)


def test_zero_argument_calls_and_call_lines():
    tree = parse_expression([(4, "total_handicap_stones() > 2"), (5, "&& lib(a)")], "t.db")
    assert tree.left.left == Call("total_handicap_stones", (), 4)
    assert [c.line for c in calls(tree)] == [4, 5]


def test_statements_end_at_semicolons_or_line_breaks():
    stmts = parse_statements([(1, "antisuji(a)"), (2, "replace(b,*);"), (3, "return !lib(c);")],
                             "t.db")
    assert stmts[0] == ExprStmt(Call("antisuji", (Label("a"),), 1))
    assert isinstance(stmts[2], Return)
    nested = parse_statements([(1, "if (lib(a)) { antisuji(a); antisuji(b); } else replace(a,b)")],
                              "t.db")
    assert isinstance(nested[0], If) and len(nested[0].then) == 2 and len(nested[0].otherwise) == 1


def test_tokens_carry_their_lines():
    toks = tokenize([(7, "a &&"), (8, "b")], "t.db")
    assert [(k, t, n) for k, t, n in toks] == [("id", "a", 7), ("op", "&&", 7), ("id", "b", 8),
                                               ("end", "", 8)]


def _random_expr(rng, depth=0):
    """A random expression tree (for the round-trip property)."""
    if depth > 3 or rng.random() < 0.3:
        choice = rng.randrange(3)
        if choice == 0:
            return Num(rng.randrange(5))
        if choice == 1:
            return Const(rng.choice(["WIN", "doing_scoring"]))
        args = tuple(Label(rng.choice("ab*")) for _ in range(rng.randrange(3)))
        return Call(rng.choice(["lib", "attack", "o_somewhere"]), args, 1)
    kind = rng.randrange(3)
    if kind == 0:
        return Unary(rng.choice("!-"), _random_expr(rng, depth + 1))
    if kind == 1:
        op = rng.choice(["||", "&&", "==", "!=", "<", ">=", "+", "-", "*", "/", "%"])
        return Binary(op, _random_expr(rng, depth + 1), _random_expr(rng, depth + 1))
    return Conditional(_random_expr(rng, depth + 1), _random_expr(rng, depth + 1),
                       _random_expr(rng, depth + 1))


def test_rendering_parses_back_to_the_same_tree():
    rng = random.Random(7)
    for _ in range(300):
        tree = _random_expr(rng)
        assert expr(tree.to_source()) == tree


def test_walk_visits_every_node():
    tree = expr("a(x) ? !b(y) : c(z) + 1")
    names = [n.name for n in walk(tree) if isinstance(n, Call)]
    assert names == ["a", "b", "c"]


@pytest.mark.parametrize("text", ["lib(", "lib(a,)", "(1", "1 ?", "&& x", "f(a b)", "a ? b"])
def test_syntax_errors_raise(text):
    with pytest.raises(PatternError):
        expr(text)

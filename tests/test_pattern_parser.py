"""The `.db` parser: every part of a pattern, and errors that name the line."""
import pytest

from kosumi.patterns.errors import PatternError
from kosumi.patterns.parser import parse_db
from kosumi.patterns.syntax import Binary, Call, If, Label, Return

FULL = """\
# a header comment
attribute_map general
goal_elements Xx
callback_data XO!

Pattern First
# what it is for
# more words

?.X,       trailing words are a comment
O*oQ
x!Y.
----

:|,nOB,shape(3),value(-1.5),wedge_helper

?aX,
O*bQ
CdY.
----

;lib(a) > 1
;  && !attack(C)
>antisuji(b);
>replace(d,*)

callback_data none

Pattern Second

|O.
|.*
+--

:8
"""


def test_everything_in_a_pattern_is_read():
    sf = parse_db(FULL, "full.db")
    first, second = sf.patterns
    assert first.name == "First" and first.file == "full.db" and first.line == 6
    assert first.comment.splitlines() == ["what it is for", "more words",
                                          "trailing words are a comment"]
    d = first.diagram
    assert d.rows == ("?.X,", "O*oQ", "x!Y.") and d.edges == frozenset("S")
    assert d.row_lines == (10, 11, 12)
    assert first.colon_line == 15
    assert first.symmetry == "|" and first.classes == "nOB"
    assert first.attributes == (("shape", 3), ("value", -1.5))
    assert first.helper == "wedge_helper"
    assert first.constraint_diagram.rows == ("?aX,", "O*bQ", "CdY.")
    assert first.constraint_line == 22 and first.action_line == 24
    assert first.constraint == Binary("&&", Binary(">", Call("lib", (Label("a"),), 22),
                                                   first.constraint.left.right),
                                      first.constraint.right)
    assert first.constraint_text == "lib(a) > 1 && !attack(C)"
    assert [s.expr.name for s in first.action] == ["antisuji", "replace"]
    assert (first.attribute_map, first.goal_elements, first.callback_data) == \
        ("general", "Xx", "XO!")
    assert second.callback_data == ""  # 'none' from the directive before it
    assert second.diagram.edges == frozenset("WS") and second.diagram.rows == ("O.", ".*")
    assert second.symmetry == "8" and second.constraint is None and second.action == ()
    assert [(line, name) for line, name, _ in sf.directives] == [
        (2, "attribute_map"), (3, "goal_elements"), (4, "callback_data"), (27, "callback_data")]


@pytest.mark.parametrize("rows,edges", [
    ("+---\n|...\n|.*.", "NW"),
    ("---+\n...|\n.*.|", "NE"),
    ("...|\n.*.|\n---+", "SE"),
    ("-----\n..*..", "N"),
    ("...\n.*.", ""),
])
def test_edges_and_corners(rows, edges):
    sf = parse_db(f"Pattern E\n\n{rows}\n\n:8\n")
    assert sf.patterns[0].diagram.edges == frozenset(edges)
    assert sf.patterns[0].diagram.rows[-1].count("*") + sf.patterns[0].diagram.rows[0].count("*")


def test_diagram_renders_back_with_its_edges():
    sf = parse_db("Pattern E\n\n|.X\n|*.\n+--\n\n:8\n")
    assert sf.patterns[0].diagram.render() == ["|.X", "|*.", "+--"]


def test_multi_line_action_with_if_else():
    text = """Pattern A

O.O

:8

a.b

>if (lib(a) > 1)
>  antisuji(a);
>else
>  antisuji(b);
>return lib(b);
"""
    p = parse_db(text).patterns[0]
    assert isinstance(p.action[0], If) and isinstance(p.action[1], Return)
    assert p.action_text.splitlines()[0] == "if (lib(a) > 1)"


@pytest.mark.parametrize("text,line,message", [
    ("Pattern A\n\n..\n.*.\n\n:8\n", 4, "has 3 points, the first row has 2"),
    ("Pattern A\n\n.#\n\n:8\n", 3, "unexpected symbol '#'"),
    ("Pattern A\n\n.a\n\n:8\n", 3, "unexpected symbol 'a'"),
    ("Pattern A\n\n|..\n...\n\n:8\n", 4, "edge '|' on the left must be drawn on every row"),
    ("Pattern A\n\n..\n\n:7\n", 5, "bad symmetry '7'"),
    ("Pattern A\n\n..\n\n:8,-,shape(a b)\n", 5, "bad argument"),
    ("Pattern A\n\n..\n\n:8,-,h1,h2\n", 5, "second helper"),
    ("Pattern A\n\n..\n\n:8,-,3x\n", 5, "cannot read colon line field"),
    ("Pattern A\n\n..\n\nPattern B\n", 5, "has no ':' line"),
    ("Pattern A\n\n..\n\n:8\n\n:8\n", 7, "a second ':' line"),
    ("Pattern\n\n..\n\n:8\n", 1, "needs a name"),
    ("stray words\n", 1, "expected 'Pattern NAME'"),
    ("callback_data X Y\n", 1, "takes exactly one value"),
    ("goal_elements XZ\n", 1, "'Z' is not an element symbol"),
    ("Pattern A\n\n.*\n\n:8\n\n;lib(a) &&\n", 7, "expected an expression, found end of text"),
    ("Pattern A\n\n.*\n\n:8\n\n;lib(a\n", 7, "expected ',' or ')'"),
    ("Pattern A\n\n.*\n\n:8\n\n;lib(1)\n", 7, "an argument must be a label"),
    ("Pattern A\n\n.*\n\n:8\n\n;lib(a)\n;@\n", 8, "unexpected character '@'"),
    ("Pattern A\n\n.*\n\n:8\n\n>antisuji(a) antisuji(b)\n", 7, "expected ';'"),
    ("Pattern A\n\n.*\n\n:8\n\n;1 2\n", 7, "unexpected text after the constraint"),
])
def test_errors_name_file_and_line(text, line, message):
    with pytest.raises(PatternError) as err:
        parse_db(text, "bad.db")
    assert err.value.file == "bad.db" and err.value.line == line
    assert message in err.value.message
    assert str(err.value).startswith(f"bad.db:{line}: ")

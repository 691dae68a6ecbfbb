"""The pattern compiler: manual 9.14 point by point, vocabulary checks, lint."""
import itertools

import pytest

from kosumi.engine import geometry
from kosumi.patterns import transform as tf
from kosumi.patterns.compiled import O_CODES, and_compare, anchor_ranges, padded_extent
from kosumi.patterns.compiler import choose_anchor
from kosumi.patterns.database import compile_text
from kosumi.patterns.errors import PatternError
from kosumi.patterns.parser import parse_diagram
from kosumi.patterns.vocabulary import (ATTRIBUTE_MAPS, AUTOHELPERS, CLASSES, CONSTANTS, HELPERS,
                                        NEEDS)


def one(text, **kw):
    db, diags = compile_text(text, "t.db", **kw)
    return db.patterns[0], diags


def test_stride_matches_the_engine():
    assert tf.NS == geometry.NS


# The table of manual section 9.13, in the matcher's order a g d f h b e c.
MANUAL_TABLE = {
    "a": ("ABC", "DEF", "GHI"), "b": ("GHI", "DEF", "ABC"), "c": ("CBA", "FED", "IHG"),
    "d": ("IHG", "FED", "CBA"), "e": ("ADG", "BEH", "CFI"), "f": ("CFI", "BEH", "ADG"),
    "g": ("GDA", "HEB", "IFC"), "h": ("IFC", "HEB", "GDA"),
}


@pytest.mark.parametrize("t", range(8))
def test_transformations_reproduce_the_manual_table(t):
    letters = "ABCDEFGHI"
    grid = {}
    for k, ch in enumerate(letters):
        grid[tf.transform(t, k // 3 - 1, k % 3 - 1)] = ch
    rows = tuple("".join(grid[(i, j)] for j in (-1, 0, 1)) for i in (-1, 0, 1))
    assert rows == MANUAL_TABLE[tf.MANUAL_NAMES[t]]


def test_transformations_form_a_group():
    for a, b in itertools.product(range(8), repeat=2):
        assert 0 <= tf.compose(a, b) < 8
    for t in range(8):
        assert tf.compose(t, tf.inverse(t)) == 0


@pytest.mark.parametrize("symmetry", sorted(tf.SYMMETRY_TRANSFORMATIONS))
def test_symmetry_transformations_cover_each_coset_once(symmetry):
    reps = tf.SYMMETRY_TRANSFORMATIONS[symmetry]
    group = tf.SYMMETRY_GROUPS[symmetry]
    produced = [tf.compose(r, g) for r in reps for g in group]
    assert sorted(produced) == list(range(8))


def test_anchor_choice():
    def anchor(rows):
        return choose_anchor(parse_diagram([(n, r) for n, r in enumerate(rows, 1)], "t"))
    assert anchor(["X.O", "..Q"]) == ((1, 2), "O")      # Q sets it
    assert anchor(["Y.O", "..."]) == ((0, 0), "X")      # Y sets it
    assert anchor(["O..", ".O.", "..X"]) == ((1, 1), "O")  # the most central O
    assert anchor(["X..", "...", "..X"]) == ((0, 0), "X")  # no O: X, reading order on ties
    assert anchor(["...", ".*.", "..."]) == ((1, 1), ".")  # no stones: the move
    assert anchor(["?o?", "???"]) == ((0, 1), "o")


def test_elements_are_sorted_stones_first_and_skip_the_anchor_and_question_marks():
    p, _ = one("Pattern A\n\n.x?X\nO*oO\n\n:8\n")
    kinds = [k for _, _, k in p.elements]
    assert kinds == sorted(kinds, key={"O": 0, "X": 0, "o": 1, "x": 1, ".": 2}.get)
    assert len(p.elements) == 6  # 8 cells, minus '?' and the anchor
    assert (0, 0, p.anchor_kind) not in p.elements


def test_placements_transform_offsets_extent_and_edges():
    p, _ = one("Pattern A\n\n.X.\n*O.\n---\n\n:8\n")
    assert p.anchor_kind == "O" and p.edges == "S" and p.extent == (-1, -1, 0, 1)
    assert [pl.transformation for pl in p.placements] == list(range(8))
    for pl in p.placements:
        t = pl.transformation
        assert pl.extent == tf.transform_extent(t, p.extent)
        assert pl.offsets == tuple(tf.offset(*tf.transform(t, di, dj)) for di, dj, _ in p.elements)
        assert pl.move == tf.offset(*tf.transform(t, *p.move))
        assert set(pl.edges) == tf.transform_edges(t, {"S"})


@pytest.mark.parametrize("symmetry,count", [("8", 8), ("|", 4), ("\\", 4), ("X", 2), ("+", 2),
                                            ("O", 4)])
def test_symmetry_limits_the_placements(symmetry, count):
    p, _ = one(f"Pattern A\n\n.O.\n.*.\n\n:{symmetry}\n")
    assert len(p.placements) == count


def _symbol_holds(kind, value, color):
    other = 3 - color
    return {".": value == 0, "O": value == color, "X": value == other,
            "o": value in (0, color), "x": value in (0, other)}[kind]


@pytest.mark.parametrize("variant", [0, 1])
def test_and_compare_is_exactly_the_symbol_meaning(variant):
    color = O_CODES[variant]
    for kind in ".OXox":
        mask, value = and_compare(kind, color, 3 - color)
        for board_value in (0, 1, 2, 3):  # empty, white, black, off board
            assert ((board_value & mask) == value) == _symbol_holds(kind, board_value, color)


@pytest.mark.parametrize("size", [5, 9, 19])
def test_padding_makes_the_bounding_box_enforce_edges(size):
    extent = (-1, -2, 0, 1)  # two rows, four columns around the anchor
    for edges in ("", "S", "N", "W", "E", "SW", "NE"):
        ranges = anchor_ranges(extent, edges, size)
        for i, j in itertools.product(range(size), repeat=2):
            top, bottom, left, right = i - 1, i, j - 2, j + 1
            fits = top >= 0 and bottom < size and left >= 0 and right < size
            fits = fits and ("S" not in edges or bottom == size - 1) and \
                ("N" not in edges or top == 0) and ("W" not in edges or left == 0) and \
                ("E" not in edges or right == size - 1)
            inside = ranges is not None and ranges[0] <= i <= ranges[1] and \
                ranges[2] <= j <= ranges[3]
            assert inside == fits, (edges, i, j)


def test_padding_of_a_pattern_spanning_the_board():
    assert padded_extent((0, 0, 4, 0), "NS", 5) == (0, 0, 4, 0)
    assert padded_extent((0, 0, 3, 0), "NS", 5) is None  # four rows cannot touch both edges
    assert padded_extent((0, 0, 5, 0), "", 5) is None    # six rows never fit on five


ERRORS = [
    (";nosuch(a)", "unknown autohelper 'nosuch'"),
    (";lib(a,a)", "lib takes 1 arguments, not 2"),
    (";oplay_attack(a)", "oplay_attack takes at least 2 arguments, not 1"),
    (";oplay_attack(?,a,a)", "'?' (tenuki) is not allowed as argument 1"),
    (";lib(?)", "'?' (tenuki) is not allowed as argument 1"),
    (";lib(z)", "label 'z' is not in the constraint diagram"),
    (";lib(a) > NOTHING", "unknown name 'NOTHING'"),
    (";antisuji(a)", "antisuji is an action and cannot be used in a constraint"),
    (">nosuch(a)", "unknown autohelper 'nosuch'"),
]


@pytest.mark.parametrize("line,message", ERRORS)
def test_vocabulary_errors_name_the_line(line, message):
    text = f"Pattern A\n\nO*.\n\n:8\n\nO*a\n\n{line}\n"
    with pytest.raises(PatternError) as err:
        compile_text(text, "v.db")
    assert err.value.line == 9 and message in err.value.message


@pytest.mark.parametrize("colon,message", [
    (":8,-,terri(x)", "attribute terri needs a number"),
    (":8,-,threatens_eye(1)", "not allowed by attribute_map general"),
    (":8,-,no_helper_here", "unknown helper 'no_helper_here'"),
])
def test_colon_line_errors(colon, message):
    with pytest.raises(PatternError) as err:
        compile_text(f"Pattern A\n\nO*.\n\n{colon}\n", "v.db")
    assert err.value.line == 5 and message in err.value.message


def test_label_attributes_of_owl_maps():
    text = "attribute_map owl_defense\n\nPattern A\n\nO*.\n\n:8,-,threatens_eye(a)\n\nO*a\n"
    p, _ = one(text)
    assert p.attribute("threatens_eye") == "a"
    with pytest.raises(PatternError, match="needs a label"):
        compile_text(text.replace("threatens_eye(a)", "threatens_eye(b)"), "v.db")


def test_other_compile_errors():
    with pytest.raises(PatternError, match="more than one"):
        compile_text("Pattern A\n\n**\n\n:8\n", "v.db")
    with pytest.raises(PatternError, match="shape of the pattern"):
        compile_text("Pattern A\n\nO*\n\n:8\n\nO*a\n\n;lib(a)\n", "v.db")


def test_lint_findings():
    text = """Pattern A

O*.
.X.

:|,Zq

O*a
.X.

Pattern A

O*.
---

:8,-

O*b
---

;lib(b)

Pattern B

QXQ

:8
"""
    db, diags = compile_text(text, "l.db")
    found = "\n".join(str(d) for d in diags)
    assert "declared symmetry '|' does not hold" in found
    assert "unknown classification letter 'Z'" in found and "'q'" in found
    assert "label 'a' is not used" in found
    assert "pattern name A also used at line 1" in found
    assert "lib: argument 'b' should be a stone" in found
    assert "constraint diagram has 'b' where the pattern has 'a'" not in found
    assert "more than one anchor mark" in found
    assert all(d.file == "l.db" for d in diags)


def test_callback_and_goal_elements_follow_the_directives():
    text = "goal_elements Xx\ncallback_data O!\n\nPattern A\n\nYx!\nO*O\n\n:8\n"
    p, _ = one(text)
    assert p.anchor_kind == "X" and p.anchor == (0, 0)
    assert sorted(ch for _, _, ch in p.callback_elements) == ["!", "O", "O"]
    assert sorted(p.goal_elements) == [(0, 0), (0, 1)]


def test_vocabulary_table_is_well_formed():
    for name, fn in AUTOHELPERS.items():
        assert fn.name == name and fn.meaning and fn.needs in NEEDS
        assert fn.returns in ("bool", "int", "float", "code", "status", "none")
        assert set(fn.signature) <= set("SEPM+*")
        hi = fn.max_args if fn.max_args is not None else fn.min_args + 3
        for n in range(fn.min_args, hi + 1):
            assert len(fn.arg_kinds(n)) == n
    assert (AUTOHELPERS["lib"].min_args, AUTOHELPERS["lib"].max_args) == (1, 1)
    assert (AUTOHELPERS["oplay_attack"].min_args, AUTOHELPERS["oplay_attack"].max_args) == (2, None)
    assert AUTOHELPERS["xplay_connect"].min_args == 2
    assert AUTOHELPERS["total_handicap_stones"].max_args == 0
    assert all(c.meaning and c.needs in NEEDS for c in CONSTANTS.values())
    assert all(h.meaning and h.needs in NEEDS for h in HELPERS.values())
    assert set(ATTRIBUTE_MAPS["value_only"]) == {"value"} and "s" in CLASSES

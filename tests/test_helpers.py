"""Hand-written helpers: wedge_helper as manual 9.4 describes it.

The reading facts behind each position were checked with GNU Go (GTP
``trymove``/``attack`` after the helper's moves), as noted per test.
"""
import pytest

from kosumi.engine.autohelpers import Autohelpers, MissingVocabulary
from kosumi.engine.colors import WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.board import to_board
from kosumi.engine.helpers import HELPERS, call_helper, wedge_helper
from kosumi.engine.matcher import find_matches
from kosumi.engine.reading import Reader
from kosumi.patterns.database import compile_text

WEDGE = compile_text("""
Pattern Wedge

?O.
.X*
?O.

:8,C,wedge_helper
""", "w.db")[0]


def results(text, transpose=False):
    """``{move: helper result}`` over the wedge matches (White is O). The
    diagram is symmetric top to bottom, so each move is matched in two
    orientations, with 'b' and 'c' swapped: a move is accepted if either
    orientation's reading says so, as the matcher reports both."""
    if transpose:
        rows = [r.split() for r in text.strip().splitlines()]
        text = "\n".join(" ".join(row[j] for row in rows) for j in range(len(rows)))
    board, _ = to_board(text)
    helpers = Autohelpers(board, Reader(board, EngineConfig()))
    before = board.snapshot()
    out = {}
    for m in find_matches(WHITE, WEDGE, board):
        vertex = board.vertex(m.move)
        out[vertex] = out.get(vertex, False) or call_helper(m, helpers)
        assert board.snapshot() == before, "the helper must pop its moves"
    return out


CAPTURED = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O O . . . .
. . O . X * . . .
. . . . O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . ."""

CUT_DIES = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
. . . . X * . . .
. . . . O . O . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . ."""

OPEN = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
. . . . X * . . .
. . . . O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . ."""


def test_the_draw_back_is_captured():
    # GNU Go, after W F5 B D5: attack D5 = 1 D4.
    assert results(CAPTURED)["F5"] is True


def test_the_cut_below_dies_after_the_connection():
    # GNU Go: after W F5 B D5, attack D5 = 0; after W F6 B F4, attack F4 = 1 F3.
    assert results(CUT_DIES)["F5"] is True


def test_an_open_wedge_cannot_be_stopped():
    # GNU Go: attack D5 = 0 and attack F4 = 0 in the same sequence.
    assert results(OPEN) == {"F5": False, "D5": False}


def test_offsets_follow_the_transformation():
    # The same position turned on its side: OFFSET must transform too.
    assert results(CAPTURED, transpose=True)["E4"] is True
    assert results(OPEN, transpose=True) == {"E4": False, "E6": False}


def test_the_helper_table_and_its_errors():
    assert HELPERS["wedge_helper"] is wedge_helper
    board, _ = to_board(OPEN)
    match = find_matches(WHITE, WEDGE, board)[0]
    with pytest.raises(MissingVocabulary, match="reader"):
        call_helper(match, Autohelpers(board))
    other = compile_text("Pattern H\n\n.X*\n\n:8,-,jump_out_helper\n", "h.db")[0]
    m = find_matches(WHITE, other, board)[0]
    with pytest.raises(MissingVocabulary, match="jump_out_helper"):
        call_helper(m, Autohelpers(board, Reader(board, EngineConfig())))

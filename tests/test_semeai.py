"""Capturing races (engine/semeai.py) as a GTP user meets them:
``analyze_semeai A B`` answers ``RA RB MOVE`` with A's owner to move (RA:
does A live, RB: does B die), and GNU Go 3.8 gives the same answers on
these positions (checked with its analyze_semeai on the same stones).
"""
from dataclasses import replace

from gtp_helpers import bodies, setup_commands as setup

from kosumi.engine.board import to_board
from kosumi.engine.colors import BLACK
from kosumi.engine.config import EngineConfig
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.movereasons import PatternLibrary
from kosumi.engine.owl import Owl
from kosumi.engine.reading import Reader
from kosumi.engine.semeai import Semeai

# Neither side has an eye. Black's string (A4-D4, D3-D1 and the row of
# stones on the second line) has the outside liberties E1-J1 and the
# shared liberties A2, B2, B1, A1 with White's corner (A3-C3, C2, C1),
# which has no others: moving first Black fills A2 (or any of them) and
# wins; White moving first cannot catch up and dies.
RACE = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    O O O X O . . . .
    . . O X X X X X X
    . . O X . . . . ."""

# Black's corner (A3-C3, C2, C1-A1) has a two-point eye (A2, B2) and three
# liberties shared with White's string (A4-E4, E3-E1), which Black's wall
# shuts in: one eye beats no eye, whoever moves first.
EYE = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    X X X . O X . . .
    . . X . O X . . .
    X X X . O X . . ."""


def test_the_side_with_more_liberties_wins_the_race():
    answers = bodies(setup(RACE) + "analyze_semeai A4 A3\nanalyze_semeai A3 A4\n")
    assert answers[-2:] == ["1 1 A2", "0 0 PASS"]


def test_one_eye_beats_no_eye():
    # Black fills a shared liberty (D2, GNU Go's choice) and wins; White,
    # moving first, still dies: no move is worth anything.
    answers = bodies(setup(EYE) + "analyze_semeai A3 A4\nanalyze_semeai A4 A3\n")
    assert answers[-2:] == ["1 1 D2", "0 0 PASS"]


def test_after_a_move_the_race_is_read_from_there():
    # Once White has filled Black's outside liberty E1, Black (to move)
    # still has four of them to White's none outside: Black wins at A2.
    answers = bodies(setup(RACE) + "analyze_semeai_after_move white E1 A4 A3\n")
    assert answers[-1] == "1 1 A2"


def test_semeai_commands_fail_as_gnugo_does_and_keep_the_position():
    answers = bodies(setup(RACE) + "analyze_semeai A4\nanalyze_semeai A4 Z9\n"
                     "analyze_semeai A4 H5\nanalyze_semeai A4 D3\n"
                     "analyze_semeai_after_move white A4 A4 A3\n"
                     "analyze_semeai_after_move purple E1 A4 A3\nlist_stones white\n")
    assert answers[-7:-1] == ["?invalid coordinate", "?invalid coordinate",
                              "?vertex must not be empty", "?dragons of the same colour",
                              "?move vertex is not empty", "?invalid color or coordinate"]
    assert len(answers[-1].split()) == 12


def _race_reader(config: EngineConfig, max_depth: int = 0):
    """The board of RACE and a function reading its race with a fresh
    semeai reader of ``config`` (its depth stop lowered to ``max_depth``
    if given)."""
    board, _ = to_board(RACE)
    library = PatternLibrary()
    black = [p for p in board.points() if board.board[p] == BLACK]
    white = board.string_stones(vertex_to_pos("A3", 9))

    def race():
        owl = Owl(board, config, Reader(board, config), library.eye_shapes, library.owl_patterns)
        reader = Semeai(owl)
        if max_depth:
            reader.max_depth = max_depth
        return reader.analyze(black, white)
    return board, race


def test_a_race_past_its_node_limit_is_not_certain():
    config = EngineConfig(boardsize=9)
    full = _race_reader(config)[1]()
    assert (full.resulta, full.resultb, full.certain) == (5, 5, True)
    short = _race_reader(replace(config, depths=replace(config.depths, semeai_node_limit=2)))[1]()
    assert not short.certain and short.nodes <= 3


def test_a_race_deeper_than_its_depth_limit_is_not_certain():
    # The hard stop on the depth of a line (GNU Go's stack size plays this
    # part) ends the line as the node limit does: uncertain, never an
    # internal error. Read in full, RACE is certain (the test above); read
    # no more than one move deep, it cannot be.
    board, race = _race_reader(EngineConfig(boardsize=9), max_depth=1)
    assert not race().certain
    assert board.stackp == 0

"""The compiled matcher against the brute-force reference: exact agreement.

The reference (``reference_matches``) reads every cell of every source
diagram at every vertex in every transformation, with none of manual 9.14's
tricks. Positions are random (made here, so the check runs everywhere) and
real (GNU Go's regression games, when ../shared next to the checkout is
there).
"""
import glob
import os
import random
import zlib

import pytest
from sgfmill import sgf

from shared import GNUGO_GAMES, GNUGO_PATTERNS
from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.geometry import POS
from kosumi.engine.matcher import matchpat, prepare
from kosumi.engine.tools.reference_matcher import agreement_run, placement_cells, reference_matches
from kosumi.engine.bench.matcher import merged_database, random_position
from kosumi.patterns.database import DatabaseCache, builtin_names, compile_file

CACHE = DatabaseCache()
OURS = merged_database([CACHE.load(n) for n in builtin_names()], "ours")
PREPARED = prepare(OURS)
GAMES = str(GNUGO_GAMES)
CORPUS = str(GNUGO_PATTERNS)
needs_shared = pytest.mark.skipif(not os.path.isdir(GAMES) or not os.path.isdir(CORPUS),
                                  reason=f"GNU Go's games or patterns are not at {GAMES}, {CORPUS}")


def compiled_keys(db, board, color, prepared=None):
    keys = []
    matchpat(lambda m: keys.append(m.key()), color, prepared or db, board)
    assert len(keys) == len(set(keys)), "a placement reported twice"
    return set(keys)


def random_boards(seed, count, sizes=(5, 7, 9, 11, 13)):
    rng = random.Random(seed)
    return [random_position(rng.choice(sizes), rng, rng.choice((0.15, 0.3, 0.45, 0.6)))
            for _ in range(count)]


def test_agreement_on_random_positions_with_our_databases():
    boards = random_boards(1, 60)
    counts = agreement_run([OURS], boards)
    assert counts["positions"] == 60 and counts["disagreements"] == 0
    assert counts["matches"] > 300  # the positions really exercise the patterns


def test_agreement_on_random_19x19_positions():
    rng = random.Random(2)
    boards = [random_position(19, rng, d) for d in (0.2, 0.4, 0.55)]
    assert agreement_run([OURS], boards)["disagreements"] == 0


def test_every_symmetry_is_covered():
    """Declared symmetries hold: trying all eight transformations finds no
    placement (set of points and symbols) the declared ones miss."""
    for board in random_boards(3, 12):
        for color in (BLACK, WHITE):
            declared = {(i, placement_cells(OURS.patterns[i], t, a))
                        for i, t, a in compiled_keys(OURS, board, color, PREPARED)}
            everything = {(i, placement_cells(OURS.patterns[i], t, a))
                          for i, t, a in reference_matches(OURS, board, color,
                                                           all_transformations=True)}
            assert declared == everything


def test_region_and_goal_restrict_matches():
    board = random_boards(4, 1, sizes=(9,))[0]
    everything = compiled_keys(OURS, board, WHITE, PREPARED)
    region = {POS(i, j) for i in range(4) for j in range(9)}
    keys = []
    matchpat(lambda m: keys.append(m.key()), WHITE, PREPARED, board, anchor_region=region)
    assert set(keys) == {k for k in everything if k[2] in region}


def _game_positions(path, moves):
    game = sgf.Sgf_game.from_bytes(open(path, "rb").read())
    size = game.get_size()
    board = Board(size)
    out = []
    for number, node in enumerate(game.get_main_sequence()):
        for prop, color in (("AB", BLACK), ("AW", WHITE)):
            if node.has_property(prop):
                stones = {p: board.board[p] for p in board.points() if board.board[p]}
                stones.update({POS(size - 1 - r, c): color for r, c in node.get(prop)})
                board = Board.from_position(size, stones)
        colour, point = node.get_move()
        if colour is not None and point is not None:
            pos = POS(size - 1 - point[0], point[1])
            col = BLACK if colour == "b" else WHITE
            if board.is_legal(pos, col):
                board.play_move(pos, col)
        if number in moves:
            out.append(Board.from_position(size, {p: board.board[p] for p in board.points()
                                                  if board.board[p]}))
    return out


@needs_shared
def test_agreement_on_real_games_with_our_databases():
    files = sorted(glob.glob(os.path.join(GAMES, "*.sgf")))[::50][:6]
    boards = [b for f in files for b in _game_positions(f, (40, 120))]
    assert len(boards) >= 6
    counts = agreement_run([OURS], boards)
    assert counts["disagreements"] == 0 and counts["matches"] > 0


@needs_shared
@pytest.mark.parametrize("name", ["conn.db", "attack.db", "defense.db", "endgame.db",
                                  "barriers.db", "mc_mogo_classic.db", "owl_vital_apats.db"])
def test_agreement_with_gnugo_corpus_files(name):
    db, _ = compile_file(os.path.join(CORPUS, name))
    boards = random_boards(zlib.crc32(name.encode()) % 1000, 6, sizes=(7, 9, 11))
    counts = agreement_run([db], boards)
    assert counts["disagreements"] == 0 and counts["matches"] > 0


@needs_shared
def test_agreement_with_gnugo_main_database_on_a_real_game():
    db, _ = compile_file(os.path.join(CORPUS, "patterns2.db"))
    boards = _game_positions(os.path.join(GAMES, "FSF-neurogo.sgf"), (150,))
    counts = agreement_run([db], boards)
    assert counts["disagreements"] == 0 and counts["matches"] > 20

"""Random play against the board's own self-check and a reference board.

The seeded test plays thousands of random trymove sequences, nested up to
depth 30, checks consistency after every step and the exact snapshot after
every popgo, and asserts that captures, ko refusals and suicide refusals
really happened (a random test that never exercised them would prove little).
The hypothesis tests compare the fast board with the flood-fill reference.
"""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kosumi.engine.board import KO, SUICIDE, Board
from kosumi.engine.colors import BLACK, WHITE
from kosumi.engine.geometry import PASS_MOVE, POS
from reference_go import BLACK as RB
from reference_go import WHITE as RW
from reference_go import RefBoard


def random_sequences(size, seed, games, sequences, stats):
    rng = random.Random(seed)
    for game in range(games):
        board = Board(size, allow_suicide=(game % 2 == 1))
        points = board.points()
        # A permanent prefix so sequences start from varied positions.
        for _ in range(rng.randrange(size * size)):
            color = rng.choice((BLACK, WHITE))
            pos = rng.choice(points)
            if board.is_legal(pos, color):
                board.play_move(pos, color)
        board.check_consistency()
        for _ in range(sequences):
            stack = []
            depth = rng.randrange(1, 31)
            attempts = 0
            while len(stack) < depth and attempts < 4 * depth:
                attempts += 1
                color = rng.choice((BLACK, WHITE))
                # Favour points next to stones: that is where captures and kos are.
                pos = rng.choice(points) if rng.random() < 0.5 else _near_stone(board, rng)
                if rng.random() < 0.2:
                    pos = _surrounded_point(board, rng, pos)   # suicide or capture
                if board.ko_pos and rng.random() < 0.5:
                    pos, color = board.ko_pos, board.to_move   # try to retake at once
                use_ko = rng.random() < 0.1
                reason = board.check_move(pos, color)
                before = board.snapshot()
                captured = board.white_captured + board.black_captured
                played = board.tryko(pos, color) if use_ko else board.trymove(pos, color)
                if reason == KO:
                    stats["ko_refused" if not played else "ko_taken_by_tryko"] += 1
                    assert played == use_ko
                elif reason == SUICIDE:
                    stats["suicide_refused"] += 1
                    assert not played
                else:
                    assert played == (reason is None), (reason, played)
                if not played:
                    assert board.snapshot() == before
                    continue
                board.check_consistency()
                if board.white_captured + board.black_captured > captured:
                    stats["captures"] += 1
                if board.ko_pos:
                    stats["kos_made"] += 1
                if board.allow_suicide and board.board[pos] != color and pos:
                    stats["suicides_played"] += 1
                stack.append(before)
                stats["moves"] += 1
            stats["max_depth"] = max(stats["max_depth"], len(stack))
            while stack:
                board.popgo()
                assert board.snapshot() == stack.pop()
            board.check_consistency()
        while board.history:
            board.undo_move()
        assert board.board_hash() == 0 and board.hash == 0
        board.check_consistency()


def _surrounded_point(board, rng, default):
    """An empty point without empty neighbours, if there is one."""
    full = [p for p in board.points() if board.board[p] == 0
            and not any(board.board[p + d] == 0 for d in (1, -1, 26, -26))]
    return rng.choice(full) if full else default


def _near_stone(board, rng):
    stones = [p for p in board.points() if board.board[p] in (BLACK, WHITE)]
    if not stones:
        return rng.choice(board.points())
    p = rng.choice(stones)
    around = [p + d for d in (1, -1, 26, -26) if board.on_board(p + d)] or [PASS_MOVE]
    return rng.choice(around)


@pytest.mark.parametrize("size,games,sequences", [(19, 6, 30), (9, 12, 40), (5, 20, 40), (2, 30, 20)])
def test_random_nested_trymove_popgo(size, games, sequences):
    stats = dict.fromkeys(("moves", "captures", "kos_made", "ko_refused", "ko_taken_by_tryko",
                           "suicide_refused", "suicides_played", "max_depth"), 0)
    random_sequences(size, 1000 + size, games, sequences, stats)
    assert stats["moves"] >= 1000
    assert stats["captures"] > 0
    assert stats["suicide_refused"] > 0
    if size >= 5:
        assert stats["kos_made"] > 0 and stats["ko_refused"] > 0 and stats["ko_taken_by_tryko"] > 0
        assert stats["max_depth"] == 30
        assert stats["suicides_played"] > 0


# --- Property tests against the reference board -------------------------------

moves = st.lists(st.tuples(st.integers(0, 4), st.integers(0, 4), st.booleans()), max_size=120)


def _compare(board, ref):
    for i in range(board.size):
        for j in range(board.size):
            pos = POS(i, j)
            expected = {RB: BLACK, RW: WHITE}.get(ref.stones.get((i, j)), 0)
            assert board.board[pos] == expected
            if expected:
                libs = {POS(r, c) for r, c in ref.liberties((i, j))}
                assert set(board.findlib(pos)) == libs
                assert board.countstones(pos) == len(ref.string((i, j)))
    assert board.black_captured == ref.captured[RB]
    assert board.white_captured == ref.captured[RW]


@settings(max_examples=150, deadline=None)
@given(moves, st.booleans())
def test_permanent_moves_match_reference(sequence, allow_suicide):
    board = Board(5, allow_suicide=allow_suicide)
    ref = RefBoard(5, allow_suicide=allow_suicide)
    for i, j, black in sequence:
        color = BLACK if black else WHITE
        reason = ref.play((i, j), RB if black else RW)
        found = board.check_move(POS(i, j), color)
        assert (found.value if found is not None else None) == reason
        if reason is None:
            board.play_move(POS(i, j), color)
        _compare(board, ref)
    board.check_consistency()


@settings(max_examples=150, deadline=None)
@given(moves)
def test_accuratelib_and_approxlib_match_reference(sequence):
    board = Board(5)
    ref = RefBoard(5)
    for i, j, black in sequence:
        color = BLACK if black else WHITE
        if ref.play((i, j), RB if black else RW) is None:
            board.play_move(POS(i, j), color)
    for i in range(5):
        for j in range(5):
            if (i, j) in ref.stones:
                continue
            for color, rc in ((BLACK, RB), (WHITE, RW)):
                trial = ref.copy()
                trial.allow_suicide = True
                trial.ko = None
                trial.play((i, j), rc)
                expected = ({POS(r, c) for r, c in trial.liberties((i, j))}
                            if (i, j) in trial.stones else set())
                assert set(board.accuratelib(POS(i, j), color)) == expected
                naive = {POS(r, c) for r, c in ref.neighbors((i, j)) if (r, c) not in ref.stones}
                for n in ref.neighbors((i, j)):
                    if ref.stones.get(n) == rc:
                        naive |= {POS(r, c) for r, c in ref.liberties(n)}
                naive.discard(POS(i, j))
                assert set(board.approxlib(POS(i, j), color)) == naive
    board.check_consistency()

"""The compiled tactical reader (engine/_reading.c) against its reference.

The compiled core is optional, like the playout loop: where it is built it
runs the whole recursive search of ``engine/reading/core.py`` (``do_attack``
and ``do_find_defense`` and everything below them) in C, and must then give
exactly what the Python search gives: the same codes and moves, the same
node counts after every call (they drive node budgets, the GTP node counter
and the owl's limits), the same cache contents (a warm cache answers as a
fresh one), the same reading shadow and the same recording of reused
results (the worm analysis skips re-reading by them). So every test below
asks one question of a reader made with ``compiled=False`` (the pure Python
search, the reference) and of one made with ``compiled=True``, each with
its own new cache, and compares answer, ``nodes`` and the cache's counts
after each call:

1. attack and find_defense of every string with at most four liberties on
   random positions (random legal moves, captures and kos, on 5x5 to
   19x19) and on diagrams (ladders, nets, snapbacks, kos, edges, races),
   then everything again with both caches warm;
2. safe_move, does_attack, does_defend, attack_either, defend_both,
   attack_and_defend and ladder_attack on the same kinds of positions;
3. reading with the caller's moves on the stack (as the pattern matcher
   reads), and ``one_deeper`` readers sharing their parent's cache;
4. node budgets (a budget exceeded at the same node, the board restored,
   both readers going on alike) and interrupts;
5. the board's shadow and the cache's recordings, and the worm analysis
   built on them; ``ReadingCache.clear`` and a cache that fills up;
6. through GTP, a ``kosumi gtp`` with the core answers a transcript of
   reading commands (node counter included) as one started with
   ``KOSUMI_PURE_PYTHON=1``.

A test that patches the Python search to fail shows that the compiled
reader really runs without it, so that no test here passes by comparing
Python with Python. Skips, saying why, where the core was not built.
"""
import os
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kosumi.engine.board import Board, to_board
from kosumi.engine.colors import BLACK, EMPTY, WHITE
from kosumi.engine.config import EngineConfig
from kosumi.engine.diagram import render_compact
from kosumi.engine.geometry import pos_to_vertex, vertex_to_pos
from kosumi.engine.reading import (WIN, BudgetReader, Reader, ReadingBudgetExceeded,
                                   ReadingCache, ReadingInterrupted)
from kosumi.engine.reading import core
from kosumi.engine.reading import reader as reader_module
from kosumi.engine.worms import Worms, make_worms
from positions import random_board, weak_strings

pytestmark = pytest.mark.skipif(
    not getattr(reader_module, "COMPILED", False),
    reason="the compiled tactical reader (engine/_reading.c) is not built here (no C "
    "compiler at install, not CPython, or KOSUMI_PURE_PYTHON set)")

CONFIG = EngineConfig.create()
SIZES = (5, 7, 9, 13, 19)
UNLIMITED = 10 ** 12


# ----------------------------------------------------------------------
# Positions

def empty_points(board: Board):
    return [p for p in board.points() if board.board[p] == EMPTY]


# Diagrams, most of them from tests/test_reading.py (where their answers
# are reasoned out); X is Black, O is White. Each is read with the side to
# move given, on a board that allows suicide where the name says so.
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


def long_ladder(breaker: bool) -> str:
    """The ladder of LADDER on 19x19: some thirty moves to the far corner,
    or to a breaker on its path (R16)."""
    rows = [["."] * 19 for _ in range(19)]
    for vertex, stone in (("C4", "O"), ("D4", "X"), ("D3", "O"), ("E3", "O")):
        rows[19 - int(vertex[1:])]["ABCDEFGHJKLMNOPQRST".index(vertex[0])] = stone
    if breaker:
        rows[19 - 16]["ABCDEFGHJKLMNOPQRST".index("R")] = "X"
    return "\n".join(" ".join(row) for row in rows)


DIAGRAMS = {
    "ladder": (LADDER, WHITE),
    "ladder with breaker": (LADDER.replace("k", "X"), WHITE),
    "long ladder": (long_ladder(False), WHITE),
    "long ladder with breaker": (long_ladder(True), WHITE),
    "net": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O . O . . .
        . . O X . . . . .
        . . . . . . . . .
        . . O . . . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE),
    "snapback": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . X X X X
        . . . . . X O O O
        . . . . . X O . .""", BLACK),
    "throw-in": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O . . . . .
        X X X O . . . . .
        . . X O . . . . .""", WHITE),
    "ko": (KO, BLACK),
    "double ko": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X O . . . O X .
        X . X O . O . O X
        . X O . . . O X .
        . . . . . . . . .
        . . . . . . . . .""", WHITE),
    "breaking the chain": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . O O O . . . .
        . O X X O . . . .
        . O X O X . . . .
        . . . . . . . . .""", BLACK),
    "bent three": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O . . . . .
        X X X O . . . . .
        . . X O . . . . .
        . X X O . . . . .""", WHITE),
    "four liberties in a row": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . . . . O . . . .
        O O O O O . . . .
        . . . . . . . . .""", WHITE),
    "double atari": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . O X O . . . .
        . . X . X . . . .
        . . O . O . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE),
    "hane rescue": ("""
        . . . . . . . . .
        . . . . . . O X .
        . . . . X O O X .
        . . O . O . X . .
        . . . . . X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE),
    "superstring corner": ("""
        . . X O . . . . .
        . X . X . O O . .
        . O X . O X . . .
        . O . X O X . . .
        . . . . . O . . .
        . . O . O . O . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .""", WHITE),
    "squeeze": ("""
        . . . X . X X
        . O X O X . X
        . . . . O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .""", BLACK),
    "second line against the edge": ("""
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . X X X .
        . . O O X . X
        . . . X O O X
        . . . . . . .""", WHITE),
    "shut in": ("""
        . . . . . . .
        . . O O O . .
        . O X X X O .
        . O . . . O .
        . . O . O . .
        . . . . . . .
        . . . . . . .""", WHITE),
    "capturing race": ("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X . . . .
        O O O O X . . . .
        X X X O X . . . .
        . . X O X . . . .
        O . X O O X . . .
        . O X . O X . . .""", BLACK),
    "suicide allowed": ("""
        . . . . .
        . O O O .
        O X X . O
        . O O O .
        . . . . .""", BLACK),
}


def diagram_board(name: str):
    text, to_move = DIAGRAMS[name]
    if name == "suicide allowed":
        board, _ = to_board(text, to_move=to_move, allow_suicide=True)
        return board, EngineConfig.create(allow_suicide=True)
    board, _ = to_board(text, to_move=to_move)
    return board, CONFIG


# ----------------------------------------------------------------------
# Readers and questions

def make_reader(board, compiled, config=CONFIG, cache=None, stack_offset=0):
    """A reader with a new cache unless one is given."""
    return Reader(board, config, ReadingCache() if cache is None else cache, stack_offset,
                  compiled=compiled)


def make_budget_reader(board, compiled, budget, interrupted=None, config=CONFIG, cache=None,
                       stack_offset=0):
    return BudgetReader(board, config, budget, interrupted,
                        ReadingCache() if cache is None else cache, stack_offset,
                        compiled=compiled)


def describe(board, question) -> str:
    name, args = question
    words = [name]
    for k, a in enumerate(args):
        if name == "safe_move" and k == 1:
            words.append("black" if a == BLACK else "white")
        else:
            words.append(pos_to_vertex(a, board.size))
    return " ".join(words)


def tactical_questions(board, most=None):
    """attack, then find_defense, of every string with at most four
    liberties (of the first ``most`` of them)."""
    out = []
    for pos in weak_strings(board)[:most]:
        out.append(("attack", (pos,)))
        out.append(("find_defense", (pos,)))
    return out


def other_questions(board, rng, empties=6):
    """safe_move on a sample of empty points for both colours; does_attack
    and does_defend on the liberties of strings in danger (three
    liberties or fewer); attack_either and defend_both on same-coloured
    strings that share a liberty; attack_and_defend; ladder_attack of
    strings with two liberties."""
    out = []
    sample = empty_points(board)
    rng.shuffle(sample)
    for move in sample[:empties]:
        out.append(("safe_move", (move, BLACK)))
        out.append(("safe_move", (move, WHITE)))
    weak = weak_strings(board, 3)
    for pos in weak[:5]:
        out.append(("attack_and_defend", (pos,)))
        for lib in board.findlib(pos)[:3]:
            out.append(("does_attack", (lib, pos)))
            out.append(("does_defend", (lib, pos)))
    for pos in weak:
        if board.countlib(pos) == 2:
            out.append(("ladder_attack", (pos,)))
    strings = weak_strings(board)
    pairs = []
    for i, a in enumerate(strings):
        for b in strings[i + 1:]:
            if board.board[a] == board.board[b] and \
                    set(board.findlib(a)) & set(board.findlib(b)):
                pairs.append((a, b))
    for a, b in pairs[:4]:
        out.append(("attack_either", (a, b)))
        out.append(("defend_both", (a, b)))
    return out


def ask(reader, board, question):
    """The reader's answer (or the name of the exception a budget, an
    interrupt or a bad argument raised); the board must come back exactly
    as it was."""
    name, args = question
    before = board.snapshot()
    try:
        result = getattr(reader, name)(*args)
    except (ReadingBudgetExceeded, ValueError) as exc:
        result = type(exc).__name__
    assert board.snapshot() == before, f"{describe(board, question)} left the board changed"
    return result


def transcript(reader, board, questions, shadow=False, before_each=None):
    """One entry per question: the question, the answer, the node counter
    and the cache's counts after it (and the points the board's shadow
    recorded during it)."""
    out = []
    for question in questions:
        if before_each is not None:
            before_each(reader)
        if shadow:
            board.shadow = []
        try:
            result = ask(reader, board, question)
        finally:
            seen = board.shadow
            board.shadow = None
        cache = reader.cache
        entry = (describe(board, question), result, reader.nodes,
                 len(cache), cache.hits, cache.stores)
        if shadow:
            entry += (sorted(set(seen)),)
        out.append(entry)
    return out


ENTRY = ("question", "answer", "nodes", "cache entries", "cache hits", "cache stores",
         "shadow")


def assert_same(board, pure, compiled, what=""):
    """The compiled transcript is the pure one, entry by entry; the first
    difference is reported with the position."""
    for i, (p, c) in enumerate(zip(pure, compiled)):
        if p != c:
            fields = [f"{ENTRY[k]}: pure {p[k]!r}, compiled {c[k]!r}"
                      for k in range(1, len(p)) if p[k] != c[k]]
            pytest.fail(f"{what} call {i} ({p[0]}) differs: " + "; ".join(fields)
                        + f"\n(stackp {board.stackp}, ko {board.ko_pos})\n"
                        + "\n".join(render_compact(board)), pytrace=False)
    assert len(pure) == len(compiled)


def compare(board, run, what=""):
    """``run(compiled)`` for the pure and the compiled reader; equal."""
    pure = run(False)
    compiled = run(True)
    assert_same(board, pure, compiled, what)
    return pure


def push_moves(board, rng, count):
    """Up to ``count`` reading moves (trymove), on liberties of weak strings
    or anywhere, either colour: the positions patterns read in."""
    for _ in range(count):
        near = [lib for pos in weak_strings(board) for lib in board.findlib(pos)]
        candidates = sorted(set(near)) or empty_points(board)
        rng.shuffle(candidates)
        color = rng.choice((BLACK, WHITE))
        for move in candidates[:20]:
            if board.trymove(move, color) or board.trymove(move, WHITE + BLACK - color):
                break


# ----------------------------------------------------------------------
# 1. attack and find_defense

@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES),
       level=st.sampled_from((10, 6)))
def test_random_positions_read_alike(seed, size, level):
    board = random_board(seed, size)
    config = EngineConfig.create(level=level)
    questions = tactical_questions(board)
    pure = compare(board, lambda compiled: transcript(
        make_reader(board, compiled, config), board, questions + questions))
    # the warm cache answers as the fresh one did
    half = len(questions)
    assert [e[1] for e in pure[:half]] == [e[1] for e in pure[half:]]


# The strings of the double ko read in tests/test_reading.py (the others
# there take a hundred thousand nodes and more in Python).
DOUBLE_KO_STRINGS = ("C4", "H4", "C3", "G3", "B3")


@pytest.mark.parametrize("name", sorted(DIAGRAMS))
def test_diagrams_read_alike(name):
    board, config = diagram_board(name)
    if name == "double ko":
        questions = [(routine, (vertex_to_pos(v, 9),)) for v in DOUBLE_KO_STRINGS
                     for routine in ("attack", "find_defense")]
    else:
        questions = tactical_questions(board) + other_questions(board, random.Random(name), 4)
    pure = compare(board, lambda compiled: transcript(
        make_reader(board, compiled, config), board, questions + questions), name)
    assert pure, "the diagram has strings to read"


def test_diagram_answers_are_the_known_ones():
    """A few answers of tests/test_reading.py, from the compiled reader:
    the comparisons above are not of two readers wrong alike."""
    board, config = diagram_board("ladder")
    reader = make_reader(board, True, config)
    d4, d5 = vertex_to_pos("D4", 13), vertex_to_pos("D5", 13)
    assert reader.attack(d4) == (WIN, d5)
    assert reader.find_defense(d4) == (WIN, d5)
    assert reader.nodes > 10
    board, config = diagram_board("net")
    reader = make_reader(board, True, config)
    d5, e4 = vertex_to_pos("D5", 9), vertex_to_pos("E4", 9)
    assert reader.attack(d5) == (WIN, e4)
    assert reader.does_attack(e4, d5) == WIN


# ----------------------------------------------------------------------
# 2. The other entry points

@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES))
def test_other_entry_points_answer_alike(seed, size):
    board = random_board(seed, size)
    questions = other_questions(board, random.Random(seed))
    compare(board, lambda compiled: transcript(
        make_reader(board, compiled), board, questions + questions))


def test_bad_arguments_fail_alike():
    board, config = diagram_board("double atari")
    c4, e4, c5 = (vertex_to_pos(v, 9) for v in ("C4", "E4", "C5"))
    a1 = vertex_to_pos("A1", 9)
    questions = [("attack", (a1,)), ("find_defense", (a1,)),
                 ("attack_either", (c4, c5)), ("defend_both", (c4, c5)),
                 ("does_attack", (c4, e4)), ("safe_move", (c4, BLACK)), ("attack", (c4,))]
    pure = compare(board, lambda compiled: transcript(
        make_reader(board, compiled, config), board, questions))
    assert [e[1] for e in pure[:5]] == ["ValueError"] * 5


# ----------------------------------------------------------------------
# 3. Reading with moves on the stack, and readers one deeper

@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES), depth=st.integers(1, 2))
def test_reading_inside_the_callers_moves(seed, size, depth):
    board = random_board(seed, size)
    rng = random.Random(seed)
    push_moves(board, rng, depth)
    questions = tactical_questions(board, 12) + other_questions(board, rng, 3)
    compare(board, lambda compiled: transcript(
        make_reader(board, compiled), board, questions + questions))
    board.pop_to(0)


def test_reading_inside_a_ko_capture_and_a_ladder_breaker():
    """The ko of KO taken at stackp 1 (the ko point is set, a retake is
    conditional), and the ladder read with a breaker played as a reading
    move and a tenuki before it (tests/test_reading.py)."""
    board, config = diagram_board("ko")
    assert board.trymove(vertex_to_pos("E3", 9), BLACK)
    questions = tactical_questions(board) + other_questions(board, random.Random(1), 9)
    compare(board, lambda compiled: transcript(
        make_reader(board, compiled, config), board, questions + questions), "ko")
    board.popgo()
    board, config = diagram_board("ladder")
    assert board.trymove(vertex_to_pos("A13", 13), WHITE)
    assert board.trymove(vertex_to_pos("K10", 13), BLACK)
    questions = tactical_questions(board) + other_questions(board, random.Random(2))
    compare(board, lambda compiled: transcript(
        make_reader(board, compiled, config), board, questions + questions), "ladder")
    board.pop_to(0)


def deeper_run(board, rng_seed, compiled, budget=None):
    """A parent reader reads the position; with one move of the caller on
    the stack its reader one deeper (sharing the cache) reads the
    position after it; the parent reads again. The pure deeper reader is
    built by hand with what ``one_deeper`` must give (depths one deeper,
    stack offset one, the parent's cache), the compiled one by
    ``one_deeper``."""
    if budget is None:
        parent = make_reader(board, compiled)
    else:
        parent = make_budget_reader(board, compiled, budget)
    questions = tactical_questions(board, 8)
    out = transcript(parent, board, questions)
    rng = random.Random(rng_seed)
    push_moves(board, rng, 1)
    if compiled:
        deeper = parent.one_deeper()
        assert deeper.cache is parent.cache and deeper.stack_offset == parent.stack_offset + 1
    elif budget is None:
        deeper = make_reader(board, False, CONFIG.with_depths(1), parent.cache, 1)
    else:
        deeper = make_budget_reader(board, False, budget, None, CONFIG.with_depths(1),
                                    parent.cache, 1)
    inner = tactical_questions(board, 8) + other_questions(board, rng, 2)
    out += transcript(deeper, board, inner + inner)
    board.pop_to(0)
    out += transcript(parent, board, questions)
    return out


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES))
def test_one_deeper_readers_read_alike(seed, size):
    board = random_board(seed, size)
    compare(board, lambda compiled: deeper_run(board, seed, compiled), "one deeper")


# ----------------------------------------------------------------------
# 4. Budgets and interrupts

@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES),
       budget=st.sampled_from((0, 1, 5, 20, 100, 1000)), per_question=st.booleans())
def test_budgets_run_out_alike(seed, size, budget, per_question):
    """A budget over the whole series of questions, or a fresh one before
    each (as ``BoundedTactics`` gives): the same questions fail, at the
    same node count, the board is restored, and afterwards, with the
    budget lifted, both readers read on alike (what was stored before the
    budget ran out is the same)."""
    board = random_board(seed, size)
    questions = tactical_questions(board, 12) + other_questions(board, random.Random(seed), 3)

    def fresh_budget(reader):
        reader.node_budget = reader.nodes + budget

    def run(compiled):
        reader = make_budget_reader(board, compiled, budget)
        out = transcript(reader, board, questions, before_each=fresh_budget if per_question
                         else None)
        reader.node_budget = UNLIMITED
        return out + transcript(reader, board, questions)

    compare(board, run, f"budget {budget}")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES),
       budget=st.sampled_from((1, 20, 200)))
def test_one_deeper_budget_readers_run_out_alike(seed, size, budget):
    board = random_board(seed, size)
    compare(board, lambda compiled: deeper_run(board, seed, compiled, budget),
            f"one deeper, budget {budget}")


class Interrupt:
    """An ``interrupted`` callable that turns true at its ``after``-th call
    and stays true until switched off."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.calls = 0
        self.on = True

    def __call__(self) -> bool:
        self.calls += 1
        return self.on and self.calls >= self.after


@pytest.mark.parametrize("after", [1, 2, 3])
def test_an_interrupt_stops_both_readers(after):
    """Attacking E2 in "breaking the chain" reads thousands of nodes (the
    interrupt is checked every 64): an interrupt that turns true after
    ``after`` checks stops both readers with ReadingInterrupted, leaves
    the board as it was, and once it is switched off both read on to the
    answer of a reader never interrupted. A reader one deeper hears the
    interrupt too."""
    board, config = diagram_board("breaking the chain")
    e2 = vertex_to_pos("E2", 9)
    reference = make_reader(board, False, config)
    answer = reference.attack(e2)
    assert reference.nodes > 64 * (after + 1)
    defense = reference.find_defense(e2)
    for compiled in (False, True):
        interrupt = Interrupt(after)
        reader = make_budget_reader(board, compiled, UNLIMITED, interrupt, config)
        assert ask(reader, board, ("attack", (e2,))) == ReadingInterrupted.__name__, \
            f"compiled={compiled}"
        assert interrupt.calls >= after
        interrupt.on = False
        assert reader.attack(e2) == answer
        assert reader.find_defense(e2) == defense
        deeper = make_budget_reader(board, compiled, UNLIMITED, lambda: True, config)
        deeper = deeper.one_deeper()
        assert board.trymove(vertex_to_pos("J9", 9), BLACK)
        assert ask(deeper, board, ("attack", (e2,))) == ReadingInterrupted.__name__, \
            f"one deeper, compiled={compiled}"
        board.popgo()


# ----------------------------------------------------------------------
# 5. Shadow, recordings, the cache

def stopped(reader, recording, borrowed, unowned):
    """A transcript entry for ``stop_recording()``'s answer."""
    cache = reader.cache
    return (f"stop_recording of {recording}", (sorted(borrowed), unowned), reader.nodes,
            len(cache), cache.hits, cache.stores)


def recorded_run(board, compiled):
    """Readings outside any recording (their results are of unknown
    origin), then one recording per string with the board's shadow on (as
    the worm analysis reads), then an earlier recording again: each
    recording's ``stop_recording()`` and shadow."""
    reader = make_reader(board, compiled)
    cache = reader.cache
    strings = weak_strings(board)[:10]
    out = transcript(reader, board, [("attack", (pos,)) for pos in strings[1::2]])
    recordings = []
    for pos in strings:
        recording = cache.new_recording()
        recordings.append(recording)
        questions = [("attack", (pos,)), ("find_defense", (pos,))]
        if board.countlib(pos) == 2:
            questions.append(("ladder_attack", (pos,)))
        cache.start_recording(recording)
        try:
            out += transcript(reader, board, questions, shadow=True)
        finally:
            borrowed, unowned = cache.stop_recording()
        out.append(stopped(reader, recording, borrowed, unowned))
    if recordings:
        cache.start_recording(recordings[0])
        libs = board.findlib(strings[0])
        questions = [("safe_move", (lib, color)) for lib in libs for color in (BLACK, WHITE)]
        out += transcript(reader, board, questions, shadow=True)
        borrowed, unowned = cache.stop_recording()
        out.append(stopped(reader, recordings[0], borrowed, unowned))
    return out


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES))
def test_shadow_and_recordings_are_the_same(seed, size):
    board = random_board(seed, size)
    compare(board, lambda compiled: recorded_run(board, compiled), "recorded")


@pytest.mark.parametrize("name", ["ladder", "long ladder with breaker", "snapback", "ko",
                                  "capturing race"])
def test_shadow_and_recordings_on_diagrams(name):
    board, _ = diagram_board(name)
    pure = compare(board, lambda compiled: recorded_run(board, compiled), name)
    assert any(len(e) == 7 and e[6] for e in pure), "the shadow saw reading moves"


def worm_fields(w: Worms):
    return {name: getattr(w, name) for name in Worms.__slots__ if name != "_stones"}


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from((5, 7, 9)))
def test_worm_analysis_is_the_same(seed, size):
    """make_worms reads with the shadow and recordings on, replays moves
    with a reader one deeper and skips strings by what the recordings
    saw: its worm data and node count must not change with the core."""
    board = random_board(seed, size)
    before = board.snapshot()
    results = []
    for compiled in (False, True):
        reader = make_reader(board, compiled)
        w = make_worms(board, CONFIG, reader)
        assert board.snapshot() == before
        results.append((worm_fields(w), reader.nodes, len(reader.cache)))
    assert results[0][0] == results[1][0]
    assert results[0][1:] == results[1][1:]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES))
def test_a_cleared_cache_reads_as_a_new_one(seed, size):
    """After ``clear()`` the cache is empty (results stored by the core
    too) and the questions are read again in full, as by a new cache."""
    board = random_board(seed, size)
    questions = tactical_questions(board, 10)

    def run(compiled):
        reader = make_reader(board, compiled)
        out = transcript(reader, board, questions)
        reader.cache.clear()
        assert len(reader.cache) == 0
        first = reader.nodes
        reader.reset_nodes()
        again = transcript(reader, board, questions)
        assert reader.nodes == first
        return out + again

    compare(board, run, "cleared")


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10 ** 6), size=st.sampled_from(SIZES),
       entries=st.sampled_from((1, 10, 100)))
def test_a_small_cache_empties_at_the_same_moments(seed, size, entries):
    """A cache of a few entries fills up in the middle of a reading and is
    emptied (``clears``): what is reused after, hence the node counts,
    depend on when; they must be the same with the core."""
    board = random_board(seed, size)
    questions = tactical_questions(board, 8)

    def run(compiled):
        reader = make_reader(board, compiled, cache=ReadingCache(max_entries=entries))
        out = transcript(reader, board, questions + questions)
        return out + [("clears", reader.cache.clears)]

    compare(board, run, f"max_entries {entries}")


# ----------------------------------------------------------------------
# The compiled reader runs without the Python search

def test_the_compiled_reader_does_not_run_the_python_search(monkeypatch):
    board, config = diagram_board("ladder")
    d4 = vertex_to_pos("D4", 13)
    expected = [make_reader(board, False, config).attack(d4),
                make_reader(board, False, config).find_defense(d4)]

    def python_search(*args):
        raise AssertionError("the Python search ran")

    for name in ("attack1", "attack2", "attack3", "attack4",
                 "defend1", "defend2", "defend3", "defend4"):
        monkeypatch.setattr(core.ReadingCore, name, python_search)
    with pytest.raises(AssertionError):
        make_reader(board, False, config).attack(d4)
    board.pop_to(0)
    reader = make_reader(board, True, config)
    assert [reader.attack(d4), reader.find_defense(d4)] == expected


# ----------------------------------------------------------------------
# 6. Through GTP

# A 13x13 position with a ladder (D4), a net (D11), a ko (K10, L10 empty),
# a snapback (L2), a double atari with its counter-capture (G7, J7).
TACTICAL = """
    . . . . . . . . . . . . .
    . . . O . O . . . . . . .
    . . O X . . . . . X O . .
    . . . . . . . . X O . O .
    . . O . . . . . . X O . .
    . . . . . . O X O . . . .
    . . . . . . X . X . . . .
    . . . . . . O . O . . . .
    . . . . . . . . . . . . .
    . . O X . . . . . . . . .
    . . . O O . . . . X X X X
    . . . . . . . . . X O O O
    . . . . . . . . . X O . ."""

READING_COMMANDS = """\
reset_reading_node_counter
attack D4
defend D4
ladder_attack D4
get_reading_node_counter
attack D11
defend D11
does_attack E10 D11
does_attack E11 D11
does_defend E10 D11
get_reading_node_counter
attack K10
defend K10
attack L11
defend L11
attack L2
defend L2
does_attack M1 L2
get_reading_node_counter
attack_either G7 J7
defend_both G7 J7
trymove white H7
attack_either G7 J7
defend_both G7 J7
attack G7
defend G7
popgo
tryko black L10
attack L10
defend L10
popgo
get_reading_node_counter
worm_data D4
worm_data K10
get_reading_node_counter
play black E10
worm_data D11
get_reading_node_counter
decrease_depths
attack D4
defend L2
get_reading_node_counter
increase_depths
increase_depths
attack L11
get_reading_node_counter
quit
"""


def gtp_transcript() -> str:
    board, _ = to_board(TACTICAL)
    lines = ["boardsize 13", "clear_board"]
    for pos in board.points():
        if board.board[pos] != EMPTY:
            color = "black" if board.board[pos] == BLACK else "white"
            lines.append(f"play {color} {pos_to_vertex(pos, 13)}")
    return "\n".join(lines) + "\n" + READING_COMMANDS


def test_gtp_answers_are_the_same_in_pure_python():
    # A user meets the reading commands (and the node counter), not the
    # core: none of their answers may change with it.
    transcript_text = gtp_transcript()
    answers = []
    for pure in (False, True):
        env = {k: v for k, v in os.environ.items() if k != "KOSUMI_PURE_PYTHON"}
        if pure:
            env["KOSUMI_PURE_PYTHON"] = "1"
        core_in_use = subprocess.run(
            [sys.executable, "-c", "from kosumi.engine.reading import reader; "
             "print(reader.COMPILED)"], text=True, capture_output=True, env=env,
            check=True).stdout.strip()
        assert core_in_use == str(not pure)     # each engine below reads as it should
        out = subprocess.run([sys.executable, "-m", "kosumi.gtp", "gtp"],
                             input=transcript_text, text=True, capture_output=True,
                             timeout=300, env=env)
        assert out.returncode == 0, out.stderr[-2000:]
        answers.append(out.stdout)
    assert answers[0] == answers[1]
    replies = [r for r in answers[0].split("\n\n") if r.strip()]
    assert len(replies) == transcript_text.count("\n") and "?" not in answers[0]
    counters = [int(r.split()[1]) for r, c in zip(replies, transcript_text.splitlines())
                if c == "get_reading_node_counter"]
    assert counters[0] > 10 and counters == sorted(counters)


def test_bench_reading_times_both_searches_on_the_same_nodes():
    """``kosumi bench reading`` shows the compiled search beside the Python
    one in the same run (the README's rule for an optional compiled core):
    the same cases, the same nodes, and the compiled one faster."""
    from kosumi.engine.bench.reading import bench_reading
    numbers = bench_reading(max_cases=12, warmup=False)
    assert numbers["compiled"] == 1.0 and numbers["cases"] == 12
    assert numbers["same_nodes"] == 1.0
    assert numbers["python_seconds"] > numbers["seconds"] > 0
    assert numbers["compiled_speedup"] > 1.0
    # and, as every bench, against the calibration workload of the same run
    assert numbers["nodes_per_unit"] == pytest.approx(
        numbers["nodes_per_second"] / numbers["calibration_units_per_s"])

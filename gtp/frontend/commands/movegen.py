"""Move generation commands: why a move, which moves, what score (GNU Go's names).

``restricted_genmove`` chooses among given vertices; ``top_moves`` (and
``top_moves_black``/``top_moves_white``) lists the best valued moves as
``vertex value`` pairs, ``move_reasons`` explains one move, as GNU Go
prints them after ``Move reasons:``; ``estimate_score`` prints
``W+3.5 (upper bound: ..., lower: ...)`` in GNU Go's layout.

GNU Go answers ``top_moves`` and ``move_reasons`` from its last
``genmove``; Kosumi has no such hidden state: they analyse the current
position for the side to move (or the colour given) on demand, and the
analysis is kept per position in the session.
"""
from typing import List

from ....engine.colors import BLACK, WHITE, color_name
from ....engine.config import AREA
from ....engine.genmove import Analysis, analyse, estimate_score, genmove, reading_budget
from ....engine.reading import ReadingBudgetExceeded
from ....engine.scoring import format_score
from ..protocol import GtpError
from ..registry import command

TOP_MOVES = 10
# An analysis that runs out of reading nodes is tried once more with this
# many times the level's budget before the command fails.
ANALYSIS_RETRY_FACTOR = 4


def analysis(session, color: int) -> Analysis:
    """The analysis of the current position for ``color`` (cached)."""
    board = session.board
    if board.stackp:
        raise GtpError("cannot analyse when stackp > 0")
    key = (board.hash, board.move_number, color)
    cache = session.cached("movegen-analysis", dict)
    if key not in cache:
        cache.clear()
        library = session.pattern_library()
        config = session.config
        try:
            cache[key] = analyse(board, color, config, library=library)
        except ReadingBudgetExceeded:
            # A position deeper than the level's reading budget (the
            # examination already retried shallower): one more try with
            # ANALYSIS_RETRY_FACTOR times the nodes, then a clear error.
            board.pop_to(0)
            try:
                cache[key] = analyse(board, color, config, library=library,
                                     node_budget=reading_budget(config) * ANALYSIS_RETRY_FACTOR)
            except ReadingBudgetExceeded:
                board.pop_to(0)
                raise GtpError("position too complex: reading budget exceeded") from None
    return cache[key]


def _color_arg(session, args: List[str]) -> int:
    return session.parse_color(args[0]) if args else session.board.to_move


@command("restricted_genmove", args="color vertex...", returns="a vertex or PASS",
         fails="syntax error, no allowed vertex")
def restricted_genmove(session, args: List[str]) -> str:
    """Generate a move for the colour among the given vertices (not played)."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    allowed = [session.parse_vertex(a, allow_pass=False) for a in args[1:]]
    board = session.board
    legal = [p for p in allowed if board.is_legal(p, color)]
    if not allowed:
        raise GtpError("no allowed vertex")
    if not legal:
        return "PASS"
    try:
        found = analysis(session, color)
    except GtpError:
        found = None    # too deep to examine: genmove's own fallback chooses
    valued = [v for v in found.values
              if v.move in legal and not v.verdict.rejected and v.total > 0] if found else []
    if valued:
        return session.vertex(valued[0].move)
    choice = genmove(board, color, session.config)
    if choice.move in legal:
        return session.vertex(choice.move)
    return session.vertex(min(legal))


def _top(session, color: int) -> str:
    found = analysis(session, color)
    best = [v for v in found.values if not v.verdict.rejected and v.total > 0][:TOP_MOVES]
    return " ".join(f"{session.vertex(v.move)} {v.total:.2f}" for v in best)


@command("top_moves", args="[color]", returns="vertex value pairs, best first")
def top_moves(session, args: List[str]) -> str:
    """The best valued moves for the colour (default: side to move)."""
    return _top(session, _color_arg(session, args))


@command("top_moves_black", returns="vertex value pairs, best first")
def top_moves_black(session, args: List[str]) -> str:
    """The best valued moves for black."""
    return _top(session, BLACK)


@command("top_moves_white", returns="vertex value pairs, best first")
def top_moves_white(session, args: List[str]) -> str:
    """The best valued moves for white."""
    return _top(session, WHITE)


@command("move_reasons", args="vertex [color]", returns="Move reasons: then one line each",
         fails="syntax error, vertex must not be occupied")
def move_reasons(session, args: List[str]) -> str:
    """Why a move would be played: its reasons and how they were valued."""
    session.require(args, 1)
    move = session.parse_vertex(args[0], allow_pass=False)
    if session.board.board[move] in (BLACK, WHITE):
        raise GtpError("vertex must not be occupied")
    color = session.parse_color(args[1]) if len(args) > 1 else session.board.to_move
    found = analysis(session, color)
    lines = ["Move reasons:"]
    vertex = session.vertex
    for reason in found.reasons.of(move):
        lines.append(f"Move at {vertex(move)} {reason.describe(vertex)}")
    value = found.value_of(move)
    if value is not None:
        lines.append(f"Value of {vertex(move)} for {color_name(color)}: " + "; ".join(value.lines))
    return "\n".join(lines)


@command("estimate_score", returns="W+3.5 (upper bound: ..., lower: ...)")
def estimate_score_command(session, args: List[str]) -> str:
    """Estimate the score from influence and dragon status (komi included)."""
    found = analysis(session, session.board.to_move)
    value = estimate_score(found.position, session.game.komi, session.config.rules == AREA)
    low, high = sorted((value - _uncertainty(found), value + _uncertainty(found)))
    return f"{format_score(value)} (upper bound: {-low:.1f}, lower: {-high:.1f})"


def _uncertainty(found: Analysis) -> float:
    """Points whose owner is still open (territory value between -0.5 and 0.5)."""
    position = found.position
    board = position.board
    return float(sum(1 for p in board.points()
                     if board.board[p] == 0 and abs(position.influence.territory[p]) < 0.5))


@command("kosumi-genmove_info", args="color", returns="move, method, value and notes",
         fails="syntax error")
def genmove_info(session, args: List[str]) -> str:
    """Generate a move (not played) and say how it was chosen."""
    session.require(args, 1)
    color = session.parse_color(args[0])
    choice = genmove(session.board, color, session.config, library=session.pattern_library())
    move = "resign" if choice.resigns else session.vertex(choice.move)
    lines = [f"{move} by {choice.method}, value {choice.value:.3f}"] + choice.notes
    lines += [f"internal error (survived): {error}" for error in choice.errors]
    if choice.search is not None:
        for child in choice.search.ranked()[:TOP_MOVES]:
            lines.append(f"{session.vertex(child.move)} visits {child.n} "
                         f"winrate {child.winrate():.3f} prior {child.pn:.0f}/{child.pw:.0f}")
    return "\n".join(lines)


@command("kosumi-internal_errors", returns="the count, then one line per error",
         fails="never")
def internal_errors(session, args: List[str]) -> str:
    """Internal errors the move generator survived by a fallback in this
    session (each also logged with its position on stderr)."""
    return "\n".join([str(len(session.internal_errors))] + session.internal_errors)

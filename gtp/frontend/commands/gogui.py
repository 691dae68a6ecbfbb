"""GoGui extensions: interrupt support and the analyze commands.

``gogui-analyze_commands`` lists, one per line, ``type/label/command``
entries for GoGui's analyze window (labels and commands must not contain a
``/``). Entries whose command is not implemented are left out, so the menu
grows as the engine does. The ``kosumi-*`` commands behind the entries
answer in GoGui's board formats: ``sboard`` (a token per point, top row
first), ``dboard`` (numbers in -1..1, positive for Black) and ``gfx``.
"""
from typing import List

from ....engine.colors import BLACK, EMPTY, WHITE
from ....engine.geometry import POS
from ....engine.scoring import DEAD, SEKI, playout_ownership
from ....engine.unconditional import (ALIVE, BLACK_TERRITORY, WHITE_TERRITORY,
                                     unconditional_status)
from ..registry import command

# (type, label, command): the command's first word must be registered.
ANALYZE = (
    ("string", "Show Board", "showboard"),
    ("sboard", "Liberties", "kosumi-liberties"),
    ("dboard", "Ownership", "kosumi-ownership"),
    ("gfx", "Dead Stones and Territory", "kosumi-final_status"),
    ("gfx", "Unconditional Status", "kosumi-unconditional"),
    ("plist", "Final Status List Dead", "final_status_list dead"),
    ("string", "Final Score", "final_score"),
    ("varpo", "Attack", "attack %p"),
    ("varp", "Defend", "defend %p"),
    ("varpo", "Ladder Attack", "ladder_attack %p"),
    ("hstring", "Worm Data", "worm_data %p"),
    ("gfx", "Worm Attacks and Defenses", "kosumi-worm_points"),
    ("hstring", "Dragon Data", "dragon_data %p"),
    ("hpstring", "Dragon Status", "dragon_status"),
    ("gfx", "Dragons by Status", "kosumi-dragons"),
    ("varpo", "Owl Attack", "owl_attack %p"),
    ("varp", "Owl Defend", "owl_defend %p"),
    ("varc", "Combination Attack", "combination_attack %c"),
    ("plist", "Combination Defenses", "combination_defend %c"),
    ("gfx", "Eye Spaces Black", "kosumi-eyes black"),
    ("gfx", "Eye Spaces White", "kosumi-eyes white"),
    ("string", "Eval Eye", "eval_eye %p"),
    ("gfx", "Matching Patterns", "kosumi-patterns %c"),
    ("pspairs", "Top Moves", "top_moves %c"),
    ("hstring", "Move Reasons", "move_reasons %p"),
    ("string", "Estimate Score", "estimate_score"),
    ("dboard", "Territory Value", "kosumi-territory"),
    ("gfx", "Territory, Moyo and Area", "kosumi-influence_regions"),
)


@command("gogui-interrupt")
def gogui_interrupt(session, args: List[str]) -> str:
    """Announce interrupt support: GoGui then sends ``# interrupt`` lines.
    Also tells the session that GoGui is attached (live graphics)."""
    session.gogui = True
    return ""


@command("gogui-analyze_commands", returns="type/label/command lines")
def gogui_analyze_commands(session, args: List[str]) -> str:
    """Describe the analyze commands for GoGui's analyze window."""
    session.gogui = True
    return "\n".join(f"{kind}/{label}/{cmd}" for kind, label, cmd in ANALYZE
                     if session.registry.lookup(cmd.split()[0]) is not None)


def board_rows(session, cell) -> str:
    """An sboard/dboard body: one line per row, top row first."""
    size = session.board.size
    return "\n".join(" ".join(cell(POS(i, j)) for j in range(size)) for i in range(size))


@command("kosumi-liberties", returns="an sboard of liberty counts")
def liberties(session, args: List[str]) -> str:
    """Liberties of the string on every stone (GoGui sboard)."""
    board = session.board

    def cell(pos: int) -> str:
        return str(board.countlib(pos)) if board.board[pos] in (BLACK, WHITE) else '""'
    return board_rows(session, cell)


@command("kosumi-ownership", returns="a dboard: +1 Black owns the point, -1 White")
def ownership(session, args: List[str]) -> str:
    """Who owns each point at the end of random playouts from here (GoGui dboard)."""
    board = session.board
    owned = playout_ownership(board, 48, session.config.seed)
    return board_rows(session, lambda pos: f"{owned[pos]:.2f}")


def gfx(session, groups, labels=()) -> str:
    """A gfx answer: a ``KEYWORD points...`` line per non-empty group (the
    keyword may carry an argument, ``COLOR red``), then one ``LABEL`` line
    for the ``(point, text)`` labels; ``CLEAR`` when there is nothing."""
    lines = []
    for keyword, points in groups:
        if points:
            lines.append(keyword + " " + " ".join(session.vertex(p) for p in sorted(points)))
    if labels:
        lines.append("LABEL " + " ".join(f"{session.vertex(p)} {text}" for p, text in labels))
    return "\n".join(lines) or "CLEAR"


@command("kosumi-final_status", returns="gfx: dead stones marked, territory shaded")
def final_status(session, args: List[str]) -> str:
    """The scorer's view: dead (MARK) and seki (TRIANGLE) stones, territory."""
    judgement = session.judgement()
    board = session.board
    territory = {BLACK: [], WHITE: []}
    for pos, who in judgement.owner.items():
        if who != EMPTY and (board.board[pos] == EMPTY or judgement.status.get(pos) == DEAD):
            territory[who].append(pos)
    return gfx(session, (("BLACK", territory[BLACK]), ("WHITE", territory[WHITE]),
                          ("MARK", judgement.stones(DEAD)), ("TRIANGLE", judgement.stones(SEKI))))


@command("kosumi-unconditional", returns="gfx: unconditional status")
def unconditional(session, args: List[str]) -> str:
    """Unconditional life: territory shaded, dead stones marked, invincible circled."""
    status = unconditional_status(session.board)

    def pick(wanted: str) -> List[int]:
        return [p for p, s in status.items() if s == wanted]
    board = session.board
    return gfx(session, (("BLACK", pick(BLACK_TERRITORY)), ("WHITE", pick(WHITE_TERRITORY)),
                          ("MARK", pick("dead")),
                          ("CIRCLE", [p for p in pick(ALIVE) if board.board[p] != EMPTY])))

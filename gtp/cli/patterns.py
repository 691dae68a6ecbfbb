"""``kosumi patterns``: check pattern databases and see where they match.

``check FILE.db...`` parses and compiles each file (any dialect), prints
its lint findings and statistics, and lists the vocabulary and helpers the
engine does not implement yet; it exits with status 1 if a file does not
compile (or, with ``--strict``, has warnings). ``match SGF`` replays a game,
matches a database for one or both colours and draws the matches on the
board, evaluating constraints with a tactical reader. Handy when writing
patterns. Output goes through ``click.echo``; nothing here prints.
"""
import collections
import time
from typing import Dict, List, Optional, Tuple

import click

from ...engine.autohelpers import Autohelpers, MissingVocabulary, implemented, missing
from ...engine.colors import BLACK, WHITE
from ...engine.config import EngineConfig
from ...engine.diagram import render
from ...engine.helpers import HELPERS as ENGINE_HELPERS
from ...engine.helpers import call_helper
from ...engine.matcher import Match, constraint_holds, find_matches, prepare
from ...engine.reading import Reader
from ...engine.sgf import SgfError, load_game, read_sgf_file
from ...patterns.compiled import CompiledDatabase
from ...patterns.database import DatabaseCache, builtin_names, compile_file, resolve
from ...patterns.errors import PatternError
from ...patterns.vocabulary import AUTOHELPERS, CONSTANTS


def database_statistics(db: CompiledDatabase) -> List[str]:
    """Lines of statistics about one compiled database."""
    if db.dialect == "eyes":
        values = collections.Counter("".join(map(str, s.value)) for s in db.eye_shapes)
        sizes = collections.Counter(len(s.vertices) for s in db.eye_shapes)
        return [f"eye shapes: {len(db.eye_shapes)}",
                "by size: " + ", ".join(f"{k}:{v}" for k, v in sorted(sizes.items())),
                "eye values: " + ", ".join(f"{k}:{v}" for k, v in sorted(values.items()))]
    pats = db.patterns
    symmetry = collections.Counter(p.symmetry for p in pats)
    anchors = collections.Counter(p.anchor_kind for p in pats)
    classes = collections.Counter(c for p in pats for c in set(p.classes))
    placements = sum(len(p.placements) for p in pats)
    lines = [
        f"patterns: {len(pats)} ({placements} placements after symmetry)",
        "symmetry: " + ", ".join(f"{k}:{v}" for k, v in sorted(symmetry.items())),
        "anchors: " + ", ".join(f"{k}:{v}" for k, v in sorted(anchors.items())),
        "classes: " + (", ".join(f"{k}:{v}" for k, v in sorted(classes.items())) or "none"),
        f"with constraint: {sum(p.constraint is not None for p in pats)}, "
        f"with action: {sum(bool(p.action) for p in pats)}, "
        f"with helper: {sum(p.helper is not None for p in pats)}, "
        f"with edges: {sum(bool(p.edges) for p in pats)}",
    ]
    uses = collections.Counter(n for p in pats for n in p.autohelpers)
    if uses:
        lines.append("vocabulary used: " + ", ".join(f"{k}:{v}" for k, v in sorted(uses.items())))
    return lines


def engine_gaps(dbs: List[CompiledDatabase]) -> Tuple[List[str], List[str]]:
    """Vocabulary names and colon-line helpers the databases use that the
    engine does not implement, sorted."""
    used = {n for db in dbs for p in db.patterns for n in p.autohelpers}
    helpers = {p.helper for db in dbs for p in db.patterns if p.helper}
    return missing(used), sorted(h for h in helpers if h not in ENGINE_HELPERS)


def _needs_line(names: List[str]) -> str:
    by_need: Dict[str, List[str]] = collections.defaultdict(list)
    for n in names:
        need = AUTOHELPERS[n].needs if n in AUTOHELPERS else CONSTANTS[n].needs
        by_need[need].append(n)
    return "; ".join(f"{k}: {', '.join(v)}" for k, v in sorted(by_need.items()))


@click.group(name="patterns")
def patterns() -> None:
    """Pattern databases: check them, see where they match."""


@patterns.command("check")
@click.argument("files", nargs=-1, required=True)
@click.option("--strict", is_flag=True, help="Fail on lint warnings too.")
@click.option("--quiet", "-q", is_flag=True, help="Only errors, warnings and the summary.")
def check(files: Tuple[str, ...], strict: bool, quiet: bool) -> None:
    """Parse, compile and lint FILES (paths or names of our databases)."""
    failed = False
    compiled: List[CompiledDatabase] = []
    total_patterns = 0
    for name in files:
        try:
            path = resolve(name)
            start = time.perf_counter()
            db, diagnostics = compile_file(path)
            elapsed = time.perf_counter() - start
        except (KeyError, OSError) as err:
            click.echo(f"{name}: error: {err}")
            failed = True
            continue
        except PatternError as err:
            click.echo(f"{err}")
            failed = True
            continue
        compiled.append(db)
        count = len(db.patterns) + len(db.eye_shapes)
        total_patterns += count
        click.echo(f"{path}: {db.dialect} dialect, {count} patterns, "
                   f"compiled in {elapsed * 1000:.0f} ms, {len(diagnostics)} warnings")
        for d in diagnostics:
            click.echo(f"  {d}")
        if strict and diagnostics:
            failed = True
        if not quiet:
            for line in database_statistics(db):
                click.echo(f"  {line}")
    gaps, helpers = engine_gaps(compiled)
    click.echo(f"total: {len(compiled)} files, {total_patterns} patterns")
    click.echo("vocabulary the engine lacks: " + (_needs_line(gaps) if gaps else "none"))
    click.echo("helpers the engine lacks: " + (", ".join(helpers) if helpers else "none"))
    if failed:
        raise SystemExit(1)


def _colors(option: Optional[str], to_move: int) -> List[int]:
    if option is None:
        return [to_move]
    if option == "both":
        return [BLACK, WHITE]
    return [BLACK if option == "black" else WHITE]


def _verdict(match: Match, helpers: Autohelpers) -> str:
    """``yes``/``no`` for the constraint and helper, or why it was not read."""
    try:
        return "yes" if constraint_holds(match, helpers) and call_helper(match, helpers) else "no"
    except MissingVocabulary as err:
        return f"not evaluated ({err})"


@patterns.command("match")
@click.argument("sgf", type=click.Path(exists=True, dir_okay=False))
@click.option("--move", "move_number", type=int, default=None,
              help="Stop before this move (default: after the last).")
@click.option("--db", "database", default="shapes", show_default=True,
              help=f"A database name ({', '.join(builtin_names())}) or a .db path.")
@click.option("--color", type=click.Choice(["black", "white", "both"]), default=None,
              help="Colour to match for (default: the side to move).")
@click.option("--all", "show_all", is_flag=True,
              help="Also list matches whose constraint or helper says no.")
def match(sgf: str, move_number: Optional[int], database: str, color: Optional[str],
          show_all: bool) -> None:
    """Show which patterns of a database match where in an SGF position."""
    try:
        game, to_move = load_game(read_sgf_file(sgf), until_move=move_number)
        db = DatabaseCache().load(database)
    except (SgfError, KeyError, OSError) as err:
        raise click.ClickException(str(err))
    except PatternError as err:
        raise click.ClickException(str(err))
    board = game.board
    helpers = Autohelpers(board, Reader(board, EngineConfig()))
    prepared = prepare(db)
    for c in _colors(color, to_move):
        found = []
        for m in find_matches(c, prepared, board):
            verdict = _verdict(m, helpers)
            if verdict == "no" and not show_all:
                continue
            found.append((m, verdict))
        marks: Dict[int, str] = {}
        letters = "abcdefghjklmnpqrstuvwyz"  # no i, o or x: they read as stones
        for m, _ in found:
            if m.move and m.move not in marks and len(marks) < len(letters):
                marks[m.move] = letters[len(marks)]
        name = "black" if c == BLACK else "white"
        click.echo(f"{db.name}: {len(found)} matches for {name} (O = {name})")
        click.echo(render(board, marks, captures=False))
        for m, verdict in found:
            where = board.vertex(m.move) if m.move else board.vertex(m.anchor)
            label = marks.get(m.move, "-")
            click.echo(f"  {label} {where:4} {m.pattern.name:12} {m.pattern.location} "
                       f"t={m.transformation} constraint: {verdict}")


__all__ = ["patterns", "database_statistics", "engine_gaps", "implemented"]

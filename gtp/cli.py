"""The ``kosumi`` command line.

``kosumi gtp`` is what GUIs launch: nothing but GTP on stdout, logs on
stderr, exit on ``quit`` or end of input. ``kosumi play`` plays a game in
the terminal, ``kosumi regress`` runs GNU Go-format regression files,
``kosumi bench`` reports speed, ``kosumi match`` plays engines against each
other and ``kosumi patterns`` works with pattern databases.
"""
import importlib
import io
import logging
import sys
from typing import Optional

import click

from ..engine.config import DEFAULT_LEVEL, DEFAULT_PLAYER, MAX_LEVEL, MIN_LEVEL, PLAYERS, EngineConfig
from ..engine.geometry import MAX_BOARD


def engine_options(fn):
    """The options every command that runs the engine shares."""
    options = [
        click.option("--boardsize", type=click.IntRange(1, MAX_BOARD), default=19, show_default=True,
                     help="Initial board size."),
        click.option("--komi", type=float, default=0.0, show_default=True, help="Initial komi."),
        click.option("--level", type=click.IntRange(MIN_LEVEL, MAX_LEVEL), default=DEFAULT_LEVEL,
                     show_default=True, help="Strength: 10 reads deepest, 1 is fastest."),
        click.option("--seed", type=int, default=0, show_default=True,
                     help="Random seed: same position, settings and seed give the same move."),
        click.option("--rules", type=click.Choice(["japanese", "chinese", "territory", "area"],
                                                  case_sensitive=False),
                     default="japanese", show_default=True,
                     help="Counting: japanese/territory (GNU Go's default) or chinese/area."),
        click.option("--superko/--no-superko", default=False,
                     help="Forbid positional superko repetitions (simple ko always applies)."),
        click.option("--allow-suicide/--no-suicide", default=False, help="Allow suicide moves."),
        click.option("--player", type=click.Choice(PLAYERS), default=DEFAULT_PLAYER, show_default=True,
                     help="Move generator: genmove is the real engine; baseline and random "
                          "are weak players kept for measurements."),
        click.option("--resign/--no-resign", default=False, help="Resign hopeless games."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def make_config(boardsize: int, komi: float, level: int, seed: int, rules: str, superko: bool,
                allow_suicide: bool, player: str, resign: bool) -> EngineConfig:
    """The engine config from the shared options."""
    return EngineConfig.create(level=level, rules=rules, boardsize=boardsize, komi=komi,
                               seed=seed, superko=superko, allow_suicide=allow_suicide,
                               player=player, resign=resign)


def _setup_logging(verbose: int) -> None:
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(stream=sys.stderr, level=level,
                        format="kosumi: %(levelname)s: %(message)s")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="kosumi", prog_name="kosumi")
def main() -> None:
    """Kosumi, a Go engine in Python after GNU Go's design."""


@main.command()
@engine_options
@click.option("-v", "--verbose", count=True, help="Log more to stderr (-vv for debug).")
@click.option("--help-commands", is_flag=True, help="Describe every GTP command and exit.")
def gtp(verbose: int, help_commands: bool, **options) -> None:
    """Speak GTP on stdin/stdout (what GoGui, Sabaki and kgsGtp launch)."""
    from .engine import make_registry, run
    from .server import FdLines
    if help_commands:
        click.echo(make_registry().help_text())
        return
    _setup_logging(verbose)
    config = make_config(**options)
    # CR is dropped by the protocol layer, as the spec says.
    instream = FdLines(sys.stdin.fileno())
    outstream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    try:
        run(config, instream, outstream)
    except BrokenPipeError:  # the controller went away
        pass
    finally:
        try:
            outstream.flush()
        except BrokenPipeError:
            pass


def _attach_optional(group: click.Group, module: str, attribute: str) -> None:
    """Add a subcommand that lives in an optional module, if it is there."""
    try:
        mod = importlib.import_module(f"{__package__}.{module}")
    except ModuleNotFoundError as err:
        if err.name == f"{__package__}.{module}":
            return
        raise
    group.add_command(getattr(mod, attribute))


for _module, _attr in (("play_cli", "play"), ("regress_cli", "regress"), ("bench_cli", "bench"),
                       ("match_cli", "match"), ("patterns_cli", "patterns")):
    _attach_optional(main, _module, _attr)


def run_main(argv: Optional[list] = None) -> None:
    """Entry point for ``python -m kosumi.gtp``."""
    main(args=argv, prog_name="kosumi")

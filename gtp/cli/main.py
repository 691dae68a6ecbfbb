"""The ``kosumi`` command line.

``kosumi gtp`` is what GUIs launch: nothing but GTP on stdout, logs on
stderr, exit on ``quit`` or end of input. ``kosumi play`` plays a game in
the terminal, ``kosumi regress`` runs GNU Go-format regression files,
``kosumi bench`` reports speed, ``kosumi match`` plays engines against each
other and ``kosumi patterns`` works with pattern databases.
"""
import io
import sys
from typing import Optional

import click

from ..frontend.assemble import make_registry, run
from ..frontend.server import FdLines
from .bench import bench
from .match import match
from .options import engine_options, make_config, setup_logging
from .patterns import patterns
from .play import play
from .regress import regress


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
    if help_commands:
        click.echo(make_registry().help_text())
        return
    setup_logging(verbose)
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


for _command in (play, regress, bench, match, patterns):
    main.add_command(_command)


def run_main(argv: Optional[list] = None) -> None:
    """Entry point for ``python -m kosumi.gtp``."""
    main(args=argv, prog_name="kosumi")

"""Assembling the GTP engine: the registry of all topic modules and a session.

The one place that lists the command modules; everything else (``list_commands``,
``known_command``, ``--help-commands``) is derived from the registry.
"""
from typing import Iterable, Optional, TextIO

from ...engine.config import EngineConfig
from ...engine.reading import ReadingBudgetExceeded
from .commands import (admin, analysis, combinations, connections, debug, dragons, eyes, gogui,
                       influence, kgs, movegen, owl, patterns, play, reading, semeai, setup,
                       sgffiles, tournament, worms)
from .registry import Registry
from .server import serve
from .session import Session

# The topic modules of commands/, in no particular order.
COMMAND_MODULES = (admin, setup, play, tournament, sgffiles, debug, kgs, gogui, reading, worms,
                   patterns, movegen, analysis, eyes, dragons, owl, connections, semeai,
                   combinations, influence)


def make_registry() -> Registry:
    """The registry of every GTP command Kosumi implements. A reading that
    runs out of nodes or is interrupted (GoGui's interrupt) answers
    ``? interrupted`` or ``? more than N reading nodes``."""
    return Registry.from_modules(COMMAND_MODULES, failures=(ReadingBudgetExceeded,))


def make_session(config: Optional[EngineConfig] = None,
                 registry: Optional[Registry] = None) -> Session:
    """A fresh session wired to the registry (for ``list_commands``) and to
    the semeai reader that checks the scorer's seki."""
    session = Session(config)
    session.registry = registry or make_registry()
    session.settler = semeai.race_settler
    return session


def start_session(config: Optional[EngineConfig] = None) -> Session:
    """The session ``kosumi gtp`` serves: its pattern databases are read
    before the first command, as GNU Go reads its own at startup, so that
    no genmove or analysis command spends its first second loading them
    where an interrupt cannot reach."""
    session = make_session(config)
    session.pattern_library()
    return session


def run(config: EngineConfig, instream: Iterable[str], outstream: TextIO) -> None:
    """Serve GTP on the given streams until ``quit`` or end of input."""
    session = start_session(config)

    def attach(watch) -> None:
        session.watch = watch

    serve(session.registry, session, instream, outstream, on_watch=attach)

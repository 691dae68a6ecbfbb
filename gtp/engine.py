"""Assembling the GTP engine: the registry of all topic modules and a session.

The one place that lists the command modules; everything else (``list_commands``,
``known_command``, ``--help-commands``) is derived from the registry.
"""
import importlib
from typing import Iterable, Optional, TextIO

from ..engine.config import EngineConfig
from .registry import Registry
from .server import serve
from .session import Session

# Topic modules of gtp/commands, in no particular order. Optional modules
# (being developed) are loaded if present.
COMMAND_MODULES = ("admin", "setup", "play", "tournament", "sgffiles", "debug", "kgs", "gogui",
                   "worms", "movegen")
OPTIONAL_MODULES = ("reading", "patterns")


def make_registry() -> Registry:
    """The registry of every GTP command Kosumi implements."""
    modules = [importlib.import_module(f"{__package__}.commands.{name}")
               for name in COMMAND_MODULES]
    for name in OPTIONAL_MODULES:
        try:
            modules.append(importlib.import_module(f"{__package__}.commands.{name}"))
        except ModuleNotFoundError as err:
            if err.name != f"{__package__}.commands.{name}":
                raise
    return Registry.from_modules(modules)


def make_session(config: Optional[EngineConfig] = None,
                 registry: Optional[Registry] = None) -> Session:
    """A fresh session wired to the registry (for ``list_commands``)."""
    session = Session(config)
    session.registry = registry or make_registry()
    return session


def run(config: EngineConfig, instream: Iterable[str], outstream: TextIO) -> None:
    """Serve GTP on the given streams until ``quit`` or end of input."""
    session = make_session(config)

    def attach(watch) -> None:
        session.watch = watch

    serve(session.registry, session, instream, outstream, on_watch=attach)

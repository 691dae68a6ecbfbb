"""The GTP command table: one registry from which everything is derived.

Handlers are plain functions ``handler(session, args) -> str`` marked with
the :func:`command` decorator, which records the command name and its
documentation (arguments, failures, result). They return the reply text or
raise :class:`~kosumi.gtp.protocol.GtpError`; they never print.
:class:`Registry` collects the marked functions of the topic modules, and
``list_commands``, ``known_command`` and ``kosumi gtp --help-commands`` all
read it, so nothing is kept in sync by hand. Lookup is by exact name.
"""
import inspect
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple, Type

Handler = Callable[[Any, List[str]], str]

_SPEC_ATTR = "_gtp_commands"


@dataclass(frozen=True)
class CommandSpec:
    """A registered command and its documentation."""

    name: str
    handler: Handler
    args: str
    fails: str
    returns: str
    summary: str
    topic: str


def command(name: Optional[str] = None, *, args: str = "none", fails: str = "never",
            returns: str = "nothing") -> Callable[[Handler], Handler]:
    """Mark a function as the handler of GTP command ``name``.

    The name defaults to the function name; stack the decorator to give one
    handler several names. The summary is the docstring's first paragraph.
    """
    def mark(fn: Handler) -> Handler:
        specs = list(getattr(fn, _SPEC_ATTR, []))
        specs.append((name or fn.__name__, args, fails, returns))
        setattr(fn, _SPEC_ATTR, specs)
        return fn
    return mark


class Registry:
    """Commands by exact name, collected from topic modules.

    ``failures`` names exception types a handler may let through that are
    command failures, not bugs (e.g. a reading budget that ran out, or an
    interrupt): the server answers them with ``? message`` like a GtpError.
    """

    def __init__(self, specs: Iterable[CommandSpec],
                 failures: Tuple[Type[Exception], ...] = ()) -> None:
        self.failures = failures
        self._specs: Dict[str, CommandSpec] = {}
        for spec in specs:
            if spec.name in self._specs:
                raise ValueError(f"GTP command {spec.name!r} registered twice")
            self._specs[spec.name] = spec

    @classmethod
    def from_modules(cls, modules: Iterable[ModuleType],
                     failures: Tuple[Type[Exception], ...] = ()) -> "Registry":
        """Collect every handler marked with :func:`command` in ``modules``."""
        specs = []
        for module in modules:
            topic = module.__name__.rsplit(".", 1)[-1]
            for _, fn in inspect.getmembers(module, inspect.isfunction):
                if fn.__module__ != module.__name__:
                    continue
                doc = inspect.getdoc(fn) or ""
                summary = " ".join(doc.split("\n\n", 1)[0].split())
                for name, args, fails, returns in getattr(fn, _SPEC_ATTR, []):
                    specs.append(CommandSpec(name, fn, args, fails, returns, summary, topic))
        return cls(specs, failures)

    def lookup(self, name: str) -> Optional[CommandSpec]:
        """The command called exactly ``name``, or None."""
        return self._specs.get(name)

    def names(self) -> List[str]:
        """All command names, sorted."""
        return sorted(self._specs)

    def specs(self) -> List[CommandSpec]:
        """All commands, sorted by name."""
        return [self._specs[n] for n in self.names()]

    def help_text(self) -> str:
        """A reference of every command, grouped by topic (for ``--help-commands``)."""
        lines = []
        for topic in sorted({s.topic for s in self._specs.values()}):
            lines.append(f"[{topic}]")
            for spec in self.specs():
                if spec.topic == topic:
                    lines.append(f"  {spec.name}: {spec.summary}")
                    lines.append(f"      arguments: {spec.args}; fails: {spec.fails}; "
                                 f"returns: {spec.returns}")
        return "\n".join(lines)

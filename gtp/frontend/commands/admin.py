"""Administrative commands: who we are, what we know, quit."""
from typing import List

from ..protocol import GtpError, GtpQuit
from ..registry import command


@command("protocol_version", returns="2")
def protocol_version(session, args: List[str]) -> str:
    """Report the GTP version (always 2)."""
    return "2"


@command("name", returns="the program name")
def name(session, args: List[str]) -> str:
    """Report the program name."""
    return session.config.name


@command("version", returns="the version number")
def version(session, args: List[str]) -> str:
    """Report Kosumi's version."""
    from ....engine.version import __version__
    return __version__


@command("known_command", args="command name", returns="true or false")
def known_command(session, args: List[str]) -> str:
    """Tell whether a command is implemented."""
    if not args:
        raise GtpError("syntax error")
    return "true" if session.registry.lookup(args[0]) is not None else "false"


@command("list_commands", returns="the commands, one per line")
def list_commands(session, args: List[str]) -> str:
    """List every command."""
    return "\n".join(session.registry.names())


@command("quit")
def quit_(session, args: List[str]) -> str:
    """End the session (after replying)."""
    raise GtpQuit()

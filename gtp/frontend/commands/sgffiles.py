"""SGF commands: load a game position, write the current one."""
import logging
from typing import List

from ....engine.geometry import is_vertex_syntax, vertex_to_pos
from ....engine.sgf import SgfError, load_game, position_sgf, read_sgf_file
from ..protocol import GtpError
from ..registry import command

log = logging.getLogger("kosumi.gtp")


@command("loadsgf", args="filename [move number or vertex]", returns="the colour to play",
         fails="syntax error, cannot load file")
def loadsgf(session, args: List[str]) -> str:
    """Load a game, stopping before the given move number or the first move
    at the given vertex; the position is untouched if the file is bad."""
    session.require(args, 1)
    path = args[0]
    until_move = until_pos = None
    if len(args) > 1:
        if args[1].isdigit():
            until_move = int(args[1])
        elif not is_vertex_syntax(args[1]):
            raise GtpError("syntax error")
    try:
        record = read_sgf_file(path)
        if len(args) > 1 and until_move is None:
            until_pos = vertex_to_pos(args[1], record.get_size())
            if until_pos is None:
                raise SgfError(f"{args[1]} is not on the board of {path}")
        game, to_move = load_game(record, until_move, until_pos,
                                  allow_suicide=session.config.allow_suicide,
                                  superko=session.config.superko)
    except SgfError as err:
        log.warning("loadsgf %s: %s", path, err)
        raise GtpError("cannot load file") from None
    session.game = game
    session.update_config(boardsize=game.size, komi=game.komi)
    for clock in session.clocks.values():
        clock.reset(session.config.time)
    return session.color_word(to_move)


@command("printsgf", args="[filename]", returns="the SGF when no file name (or -) is given",
         fails="cannot write file")
def printsgf(session, args: List[str]) -> str:
    """Write the current position as a static SGF (setup stones and PL)."""
    rules = "Chinese" if session.config.rules == "area" else "Japanese"
    data = position_sgf(session.game, rules).decode("utf-8")
    if not args or args[0] == "-":
        return data.strip()
    try:
        with open(args[0], "w", encoding="utf-8") as handle:
            handle.write(data)
    except OSError as err:
        log.warning("printsgf %s: %s", args[0], err)
        raise GtpError("cannot write file") from None
    return ""

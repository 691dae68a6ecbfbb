"""Tournament commands: time control and scoring."""
import time
from typing import List

from ....engine.colors import BLACK, WHITE
from ....engine.config import TimeSettings
from ....engine.scoring import ALIVE, DEAD, SEKI, format_score, score_from_judgement
from ..protocol import GtpError
from ..registry import command


def _set_time(session, settings: TimeSettings) -> None:
    session.update_config(time=settings)
    for clock in session.clocks.values():
        clock.reset(settings)


@command("time_settings", args="main_time byo_yomi_time byo_yomi_stones", fails="syntax error")
def time_settings(session, args: List[str]) -> str:
    """Set Canadian byo-yomi time control (``0 1 0``: no time limit)."""
    session.require(args, 3)
    main, byo, stones = (session.parse_int(a) for a in args[:3])
    _set_time(session, TimeSettings(main, byo, stones))
    return ""


@command("kgs-time_settings", args="none | absolute M | byoyomi M P N | canadian M P S",
         fails="syntax error")
def kgs_time_settings(session, args: List[str]) -> str:
    """Set time control in KGS's terms, Japanese byo-yomi included."""
    session.require(args, 1)
    kind = args[0].lower()
    numbers = [session.parse_int(a) for a in args[1:]]
    if kind == "none" and not numbers:
        settings = TimeSettings(0, 1, 0)
    elif kind == "absolute" and len(numbers) == 1:
        settings = TimeSettings(numbers[0], 0, 0)
    elif kind == "byoyomi" and len(numbers) == 3:
        main, period, periods = numbers
        settings = TimeSettings(main, period, 1, byo_yomi_periods=periods) if period else \
            TimeSettings(main, 0, 0)
    elif kind == "canadian" and len(numbers) == 3:
        settings = TimeSettings(*numbers)
    else:
        raise GtpError("syntax error")
    _set_time(session, settings)
    return ""


@command("time_left", args="color time stones", fails="syntax error")
def time_left(session, args: List[str]) -> str:
    """Record the time left on a clock (stones 0: main or absolute time)."""
    session.require(args, 3)
    color = session.parse_color(args[0])
    seconds = session.parse_float(args[1])
    stones = session.parse_int(args[2])
    session.clocks[color].set_left(seconds, stones)
    return ""


@command("final_score", returns="W+2.5, B+31 or 0", fails="cannot score")
def final_score(session, args: List[str]) -> str:
    """Score the game as it stands, judging dead stones."""
    judgement = session.judgement()
    value = score_from_judgement(session.board, judgement, session.game.komi, session.config.rules)
    return format_score(value)


_STATUSES = {"alive": ALIVE, "dead": DEAD, "seki": SEKI}
_TERRITORY = {"black_territory": BLACK, "white_territory": WHITE, "dame": 0}


@command("final_status_list", args="alive, dead or seki (or black_territory, white_territory, dame)",
         returns="vertices, one string per line", fails="syntax error")
def final_status_list(session, args: List[str]) -> str:
    """List the stones with a final status, one string per line."""
    session.require(args, 1)
    kind = args[0].lower()
    judgement = session.judgement()
    board = session.board
    if kind in _TERRITORY:
        owner = _TERRITORY[kind]
        points = [p for p, who in judgement.owner.items()
                  if who == owner and (board.board[p] == 0 or judgement.status.get(p) == DEAD)]
        return session.vertices(points)
    if kind not in _STATUSES:
        raise GtpError("syntax error")
    stones = judgement.stones(_STATUSES[kind])
    groups = {}
    for p in stones:
        groups.setdefault(board.find_origin(p), []).append(p)
    return "\n".join(session.vertices(groups[o]) for o in sorted(groups))


@command("cputime", returns="seconds of CPU time used")
def cputime(session, args: List[str]) -> str:
    """Report the processor time used by this process since it started."""
    return f"{time.process_time() - session.started:.3f}"

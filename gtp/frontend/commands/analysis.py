"""Live analysis for Sabaki, Lizzie and friends: the ``lz-``/``kata-`` family.

The commands Leela Zero and KataGo defined (KataGo's ``GTP_Extensions.md``)
and that Sabaki uses to show win rates and variations:

* ``lz-analyze``, ``kata-analyze`` and ``analyze`` answer ``=`` on a line
  of its own, then one line per interval of
  ``info move V visits N winrate W prior P lcb L order K pv V V ...``
  entries (every candidate on one line), until the next input line
  arrives; then the empty line that ends the reply, and the new line is
  executed as usual. ``lz-`` prints win rate, prior and LCB as integers in
  0..10000; ``kata-`` as floats that always carry a decimal point, plus
  ``scoreMean``/``scoreLead`` and, with ``ownership true``, a trailing
  ``ownership`` block (one float per point from A19 to T1); ``analyze``
  (Sabaki's own name for it) prints the ``lz-`` integers plus
  ``scoreLead``, which Sabaki reads (its parser: a ``.`` in the win rate
  means a fraction, none means ten-thousandths).
* ``lz-genmove_analyze``, ``kata-genmove_analyze``, ``genmove_analyze``:
  genmove (clock and level as usual), with info lines while the search
  runs (Monte Carlo boards) and a last line ``play V`` (``pass``,
  ``resign``); not cut short by new input, as KataGo.

Arguments, as KataGo's: ``[color] [interval] [interval N] [minmoves N]
[maxmoves N] [avoid COLOR V,V,... DEPTH] [allow COLOR V,V,... DEPTH]
[ownership true|false]``; the interval is in centiseconds. ``avoid`` and
``allow`` restrict the root's candidates only. Every figure comes from the
search (:mod:`kosumi.engine.analysis`); all are from the point of view of
the colour analysed.
"""
from dataclasses import dataclass, field
from typing import Callable, List

from ....engine.analysis import Analyzer, Candidate, Restriction, candidates
from ....engine.colors import parse_color
from ....engine.genmove import priors_analysis
from ....engine.montecarlo import Progress
from ..protocol import GtpError, Streamed
from ..registry import command

DEFAULT_INTERVAL = 100          # centiseconds
MIN_INTERVAL = 5
ARGS = "[color] [interval] [interval N] [minmoves N] [maxmoves N] [avoid|allow color vertices depth]"


@dataclass
class Request:
    """A parsed analysis command."""

    color: int
    interval: float                     # seconds
    minmoves: int = 0
    maxmoves: int = 0
    ownership: bool = False
    restrictions: List[Restriction] = field(default_factory=list)


def parse_request(session, args: List[str]) -> Request:
    """KataGo's arguments (see the module docstring); ``syntax error``
    for anything else."""
    words = list(args)
    color = session.board.to_move
    if words and parse_color(words[0]) is not None:
        color = session.parse_color(words.pop(0))
    request = Request(color, DEFAULT_INTERVAL / 100.0)
    if words and words[0].isdigit():
        request.interval = _interval(session, words.pop(0))
    while words:
        key = words.pop(0).lower()
        if key in ("avoid", "allow") and len(words) >= 3:
            who = session.parse_color(words.pop(0))
            points = {session.parse_vertex(v, allow_pass=False)
                      for v in words.pop(0).split(",") if v}
            depth = session.parse_int(words.pop(0))
            request.restrictions.append(Restriction(who, points, depth, key == "allow"))
        elif key in ("interval", "minmoves", "maxmoves", "ownership") and words:
            value = words.pop(0)
            if key == "interval":
                request.interval = _interval(session, value)
            elif key == "ownership":
                if value.lower() not in ("true", "false"):
                    raise GtpError("syntax error")
                request.ownership = value.lower() == "true"
            else:
                setattr(request, key, session.parse_int(value))
        else:
            raise GtpError("syntax error")
    return request


def _interval(session, text: str) -> float:
    return max(MIN_INTERVAL, session.parse_int(text)) / 100.0


# --- the info lines -------------------------------------------------------------

def lz_entry(session, c: Candidate) -> str:
    return (f"info move {session.vertex(c.move)} visits {c.visits} "
            f"winrate {_per10000(c.winrate)} prior {_per10000(c.prior)} "
            f"lcb {_per10000(c.lcb)} order {c.order} pv {_pv(session, c)}")


def sabaki_entry(session, c: Candidate) -> str:
    return (f"info move {session.vertex(c.move)} visits {c.visits} "
            f"winrate {_per10000(c.winrate)} scoreLead {c.lead:.2f} prior {_per10000(c.prior)} "
            f"lcb {_per10000(c.lcb)} order {c.order} pv {_pv(session, c)}")


def kata_entry(session, c: Candidate) -> str:
    return (f"info move {session.vertex(c.move)} visits {c.visits} "
            f"winrate {c.winrate:.6f} scoreMean {c.lead:.6f} scoreLead {c.lead:.6f} "
            f"prior {c.prior:.6f} lcb {c.lcb:.6f} order {c.order} pv {_pv(session, c)}")


def _per10000(x: float) -> int:
    return max(0, min(10000, int(round(x * 10000))))


def _pv(session, c: Candidate) -> str:
    return " ".join(session.vertex(m) for m in c.pv)


Entry = Callable[[object, Candidate], str]


def info_line(session, entries: List[Candidate], entry: Entry) -> str:
    return " ".join(entry(session, c) for c in entries)


# --- analysis streams -----------------------------------------------------------------

def _analyze(session, args: List[str], entry: Entry, with_ownership: bool) -> Streamed:
    request = parse_request(session, args)
    if request.ownership and not with_ownership:
        raise GtpError("syntax error")
    board = session.board
    if board.stackp:
        raise GtpError("cannot analyse when stackp > 0")

    def produce(emit: Callable[[str], None]) -> None:
        analysis = None
        if session.config.montecarlo_plays(board.size):
            errors: List[str] = []
            analysis = priors_analysis(board, request.color, session.config, errors,
                                       session.input_pending, session.pattern_library())
            session.internal_errors.extend(errors)
        analyzer = Analyzer(board, request.color, session.config, request.restrictions,
                            analysis)
        while True:
            analyzer.step(request.interval, session.input_pending)
            found = analyzer.candidates(request.minmoves, request.maxmoves)
            if found:
                line = info_line(session, found, entry)
                if request.ownership:
                    line += " ownership " + " ".join(f"{v:.4f}" for v in analyzer.ownership())
                emit(line)
            if session.input_pending():
                return

    return Streamed(produce)


@command("lz-analyze", args=ARGS, returns="= then info lines until the next input",
         fails="syntax error")
def lz_analyze(session, args: List[str]) -> Streamed:
    """Analyse the position until the next input line, Leela Zero's way:
    win rates, priors and bounds as integers in 0..10000."""
    return _analyze(session, args, lz_entry, False)


@command("kata-analyze", args=ARGS + " [ownership true]",
         returns="= then info lines until the next input", fails="syntax error")
def kata_analyze(session, args: List[str]) -> Streamed:
    """Analyse the position until the next input line, KataGo's way: floats
    in 0..1, score lead, and ownership on request."""
    return _analyze(session, args, kata_entry, True)


@command("analyze", args=ARGS, returns="= then info lines until the next input",
         fails="syntax error")
def analyze(session, args: List[str]) -> Streamed:
    """Analyse the position until the next input line, in the form Sabaki
    reads: Leela Zero's integers plus the score lead."""
    return _analyze(session, args, sabaki_entry, False)


# --- genmove with analysis ------------------------------------------------------------

def _genmove_analyze(session, args: List[str], entry: Entry) -> Streamed:
    request = parse_request(session, args)
    if request.ownership or request.restrictions:
        raise GtpError("syntax error")
    if session.board.stackp:
        raise GtpError("genmove cannot be called when stackp > 0")

    def produce(emit: Callable[[str], None]) -> None:
        def report(result) -> None:
            found = candidates(result.children, request.minmoves, request.maxmoves)
            if found:
                emit(info_line(session, found, entry))

        choice = session.generate(request.color, progress=Progress(report, request.interval))
        if choice.resigns:
            emit("play resign")
            return
        session.play_generated(request.color, choice)
        emit("play " + ("pass" if choice.passes else session.vertex(choice.move)))

    return Streamed(produce)


@command("lz-genmove_analyze", args=ARGS, returns="info lines, then play VERTEX",
         fails="syntax error")
def lz_genmove_analyze(session, args: List[str]) -> Streamed:
    """Generate and play a move, with Leela Zero's info lines while searching."""
    return _genmove_analyze(session, args, lz_entry)


@command("kata-genmove_analyze", args=ARGS, returns="info lines, then play VERTEX",
         fails="syntax error")
def kata_genmove_analyze(session, args: List[str]) -> Streamed:
    """Generate and play a move, with KataGo's info lines while searching."""
    return _genmove_analyze(session, args, kata_entry)


@command("genmove_analyze", args=ARGS, returns="info lines, then play VERTEX",
         fails="syntax error")
def genmove_analyze(session, args: List[str]) -> Streamed:
    """Generate and play a move, with info lines Sabaki reads while searching."""
    return _genmove_analyze(session, args, sabaki_entry)

"""``kosumi match``: play a match between two GTP engines (click command).

Parses the options into a :class:`~kosumi.gtp.matchconfig.MatchConfig`,
runs the match with a progress bar on stderr, then prints the report to
stdout and writes the win-rate plot next to the results. :data:`match` is attached
to the ``kosumi`` group by :mod:`kosumi.gtp.cli`. Only option parsing and
printing live here.
"""
import os
import sys
from typing import Optional

import click

from ..match.runner import FAULTS, run_match
from ..match.clock import parse_time
from ..match.config import MatchConfig, MatchError, normalize_rules
from ..match.plot import write_win_rate_svg
from ..match.records import PLOT_FILE, RESULTS_FILE, GameResult
from ..match.stats import format_report, running_win_rate, summarize
from ..match.openings import load_openings

TIME_HELP = ("Time control MAIN[+BYOYOMI/STONES], seconds (suffix m for minutes): "
             "'60' is 60 s absolute, '60+10/5' is 60 s then 10 s per 5 stones "
             "(Canadian). Sent with time_settings; time_left is sent before every "
             "genmove; a player that overruns by more than --time-tolerance loses on time.")


def _time_option(ctx: click.Context, param: click.Parameter, value: Optional[str]):
    if value is None:
        return None
    try:
        return parse_time(value)
    except ValueError as err:
        raise click.BadParameter(str(err)) from None


def _rules_option(ctx: click.Context, param: click.Parameter, value: str) -> str:
    try:
        return normalize_rules(value)
    except ValueError as err:
        raise click.BadParameter(str(err)) from None


@click.command("match")
@click.option("--black", "black", required=True, metavar="CMD",
              help="Command line of engine 1 (plays Black in even games).")
@click.option("--white", "white", required=True, metavar="CMD",
              help="Command line of engine 2 (plays White in even games).")
@click.option("--games", default=10, show_default=True, type=click.IntRange(1),
              help="Number of games in the match (games 0..N-1).")
@click.option("--size", default=9, show_default=True, type=click.IntRange(2, 25))
@click.option("--komi", default=7.0, show_default=True, type=float)
@click.option("--time", "time_control", metavar="MAIN[+BYOYOMI/STONES]",
              callback=_time_option, help=TIME_HELP)
@click.option("--alternate", is_flag=True,
              help="Swap colours in odd games (engine 1 plays White).")
@click.option("--jobs", default=1, show_default=True, type=click.IntRange(1),
              help="Games played at the same time, each with its own engine processes.")
@click.option("--referee", metavar="CMD",
              help="Engine that scores finished games (final_score after a replay). "
                   "Without it the players' agreeing final_score counts, else Kosumi's scorer.")
@click.option("--sgf-dir", default="kosumi-match", show_default=True,
              type=click.Path(file_okay=False),
              help="Output folder: one SGF per game, results.tsv, match.json, winrate.svg. "
                   "Rerunning with the same settings resumes the match.")
@click.option("--openings", type=click.Path(exists=True, file_okay=False),
              help="Folder of SGF openings, played in sorted order before generation "
                   "starts (one per game, one per pair of games with --alternate).")
@click.option("--move-timeout", default=120.0, show_default=True,
              type=click.FloatRange(0, min_open=True),
              help="Seconds an engine may take on any command before it counts as hung.")
@click.option("--time-tolerance", default=1.0, show_default=True, type=click.FloatRange(0),
              help="Seconds a player may overrun its clock before losing on time.")
@click.option("--move-limit", default=0, type=click.IntRange(0),
              help="Moves after which a game is stopped unfinished [default: 3 x size x size].")
@click.option("--rules", default="japanese", show_default=True, callback=_rules_option,
              type=click.Choice(["japanese", "chinese", "territory", "area"],
                                case_sensitive=False),
              help="Counting used by Kosumi's own scorer (and SGF RU).")
@click.option("--progress/--no-progress", default=True, show_default=True,
              help="Progress bar on stderr.")
def match(black: str, white: str, games: int, size: int, komi: float, time_control,
          alternate: bool, jobs: int, referee: Optional[str], sgf_dir: str,
          openings: Optional[str], move_timeout: float, time_tolerance: float,
          move_limit: int, rules: str, progress: bool) -> None:
    """Play a match between two GTP engines, like gogui-twogtp.

    Each game: boardsize, clear_board, komi, time_settings, then genmove and
    play in turn until two passes, a resignation or the move limit; then
    final_score. Illegal moves, protocol errors, crashes and hangs lose the
    game (B+F/W+F, reason recorded) and the engine is restarted. Results go
    to SGF files and results.tsv in --sgf-dir; the report goes to stdout.
    """
    try:
        config = MatchConfig(
            black=black, white=white, size=size, komi=komi, time=time_control,
            alternate=alternate, referee=referee,
            openings=load_openings(openings, size) if openings else (),
            move_limit=move_limit, rules=rules, time_tolerance=time_tolerance,
            move_timeout=move_timeout)
        run = _run(config, sgf_dir, games, jobs, progress)
    except MatchError as err:
        raise click.ClickException(str(err)) from None
    outcomes = [r.outcome() for r in run.results]
    summary = summarize(outcomes, FAULTS)
    plot_path = os.path.join(sgf_dir, PLOT_FILE)
    write_win_rate_svg(plot_path, running_win_rate(outcomes),
                       f"{run.labels[0]} vs {run.labels[1]}: win rate of {run.labels[0]}")
    click.echo(format_report(summary, run.labels))
    click.echo(f"Results: {os.path.join(sgf_dir, RESULTS_FILE)}, plot: {plot_path}")


def _run(config: MatchConfig, folder: str, games: int, jobs: int, progress: bool):
    """Run the match, with a progress bar on stderr when asked."""
    if not progress:
        return run_match(config, folder, games, jobs)
    with click.progressbar(length=games, label="games", file=sys.stderr,
                           show_pos=True) as bar:
        tally = {"B": 0, "W": 0}

        def advance(result: GameResult) -> None:
            if result.winner in tally:
                tally[result.winner] += 1
            bar.label = f"games (B {tally['B']}, W {tally['W']})"
            bar.update(1)

        return run_match(config, folder, games, jobs, on_result=advance, on_start=bar.update)

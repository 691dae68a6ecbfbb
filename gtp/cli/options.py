"""The options every ``kosumi`` subcommand that runs the engine shares."""
import logging
import sys

import click

from ...engine.config import DEFAULT_LEVEL, DEFAULT_PLAYER, MAX_LEVEL, MIN_LEVEL, PLAYERS, EngineConfig
from ...engine.geometry import MAX_BOARD


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


def setup_logging(verbose: int) -> None:
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(stream=sys.stderr, level=level,
                        format="kosumi: %(levelname)s: %(message)s")



"""``kosumi play``: a game against the engine in the terminal.

In the manner of GNU Go's ascii mode: the board is shown before each of
your moves; you type a vertex (``d4``), ``pass``, ``resign``, ``undo``
(takes back your last move and the engine's answer), ``score``, ``save
FILE``, ``help`` or ``quit``. Two passes in a row or a resignation end the
game and show the result; the finished game stays there to be scored,
saved, or undone back into play until you quit. While the engine thinks,
the terminal says so. Stones are coloured when the output is a terminal.
"""
import sys
import time
from typing import Optional

import click

from ...engine.board import IllegalMove
from ...engine.colors import BLACK, WHITE, color_name
from ...engine.config import TERRITORY
from ...engine.diagram import render
from ...engine.geometry import vertex_to_pos
from ...engine.handicap import fixed_handicap_points, max_fixed_handicap
from ...engine.scoring import DEAD, format_score, score_from_judgement
from ...engine.sgf import game_sgf
from .options import engine_options, make_config
from ..frontend.assemble import make_session

HELP = ("commands: a vertex such as d4 | pass | resign | undo | score | save FILE | help | "
        "quit")


def _colorize(text: str, enabled: bool) -> str:
    """Colour stone letters inside the board rows of a diagram."""
    if not enabled:
        return text
    out = []
    for line in text.split("\n"):
        if line[:2].strip().isdigit():
            head, sep, tail = line.partition("     ")  # capture counts follow 5 spaces
            head = head.replace(" X", " " + click.style("X", fg="blue", bold=True))
            head = head.replace(" O", " " + click.style("O", fg="yellow", bold=True))
            line = head + sep + tail
        out.append(line)
    return "\n".join(out)


class TerminalGame:
    """One game between a person at the terminal and the engine."""

    def __init__(self, session, human: int, color_output: bool) -> None:
        self.session = session
        self.human = human
        self.color_output = color_output
        self.resigned: Optional[int] = None     # the colour that resigned

    @property
    def board(self):
        return self.session.board

    def show(self) -> None:
        game = self.session.game
        click.echo(f"Move {game.board.move_number}, {color_name(game.to_move)} to play, "
                   f"komi {game.komi:g}")
        last = game.board.last_move()
        click.echo(_colorize(render(game.board), self.color_output))
        if last is not None:
            who = color_name(last[0])
            click.echo(f"last move: {who} {self.session.vertex(last[1])}")

    def engine_moves(self) -> None:
        color = self.session.game.to_move
        click.echo(f"Kosumi ({color_name(color)}) is thinking...", nl=False)
        start = time.monotonic()
        choice = self.session.generate(color)
        seconds = time.monotonic() - start
        if choice.resigns:
            self.resigned = color
            click.echo(f" resigns ({seconds:.1f} s)")
            return
        self.session.play_generated(color, choice)
        click.echo(f" plays {self.session.vertex(choice.move)} ({seconds:.1f} s)")

    @property
    def finished(self) -> bool:
        return self.resigned is not None or self.session.game.last_two_passes()

    def result_text(self) -> str:
        if self.resigned is not None:
            winner = BLACK + WHITE - self.resigned
            return f"{color_name(self.resigned)} resigned: {color_name(winner)} wins."
        return "Both players passed. " + self.score_text()

    def score_text(self) -> str:
        session = self.session
        judgement = session.judgement()
        value = score_from_judgement(session.board, judgement, session.game.komi,
                                     session.config.rules)
        dead = judgement.stones(DEAD)
        dead_text = session.vertices(dead) if dead else "none"
        rules = "territory" if session.config.rules == TERRITORY else "area"
        return f"score ({rules} counting): {format_score(value)}; dead stones: {dead_text}"

    def undo(self) -> None:
        if self.resigned is not None:
            self.resigned = None        # take the resignation back first
            return
        game = self.session.game
        steps = 2 if game.moves and game.moves[-1][0] != self.human else 1
        if len(game.moves) < steps or not game.undo(steps):
            click.echo("cannot undo")

    def save(self, path: str) -> None:
        names = ("You", "Kosumi") if self.human == BLACK else ("Kosumi", "You")
        rules = "Japanese" if self.session.config.rules == TERRITORY else "Chinese"
        record = game_sgf(self.session.game, rules, players=names)
        try:
            with open(path, "wb") as handle:
                handle.write(record.serialise())
        except OSError as err:
            click.echo(f"cannot save: {err}")
            return
        click.echo(f"saved to {path}")

    def loop(self, read) -> None:
        """Play until the user quits; a finished game stays for score,
        save and undo."""
        game = self.session.game
        announced = False
        while True:
            if self.finished:
                if not announced:
                    self.show()
                    click.echo(self.result_text() + " The game is over: score, save FILE, "
                               "undo or quit.")
                    announced = True
            elif game.to_move != self.human:
                self.engine_moves()
                continue
            else:
                announced = False
                self.show()
            prompt = "game over> " if self.finished else \
                f"{color_name(self.human)}({game.board.move_number + 1}): "
            line = read(prompt)
            if line is None:
                return
            words = line.strip().split()
            if not words:
                continue
            if not self.command(words):
                return

    def command(self, words) -> bool:
        """Carry out one line; False means quit."""
        word = words[0].lower()
        if word in ("quit", "exit", "q"):
            return False
        if word == "help":
            click.echo(HELP)
        elif word == "undo":
            self.undo()
        elif word == "score":
            click.echo(self.score_text())
        elif word == "save":
            self.save(words[1] if len(words) > 1 else "kosumi-game.sgf")
        elif self.finished:
            click.echo("the game is over: score, save FILE, undo or quit")
        elif word == "resign":
            self.resigned = self.human
        else:
            self.human_moves(word)
        return True

    def human_moves(self, word: str) -> None:
        pos = vertex_to_pos(word, self.board.size)
        if pos is None:
            click.echo(f"not a move: {word!r} ({HELP})")
            return
        try:
            self.session.game.play(self.human, pos)
        except IllegalMove as err:
            click.echo(f"illegal move ({err.reason.value})")


def _read_line(prompt: str) -> Optional[str]:
    click.echo(prompt, nl=False)
    line = sys.stdin.readline()
    return line if line else None


@click.command()
@engine_options
@click.option("--color", "human_color", type=click.Choice(["black", "white"]), default="black",
              show_default=True, help="Your colour.")
@click.option("--handicap", type=int, default=0, help="Fixed handicap stones for Black.")
@click.option("--colors/--no-colors", "color_output", default=None,
              help="Colour the stones (default: when the output is a terminal).")
def play(human_color: str, handicap: int, color_output: Optional[bool], **options) -> None:
    """Play a game against Kosumi in the terminal."""
    config = make_config(**options)
    session = make_session(config)
    human = BLACK if human_color == "black" else WHITE
    if handicap:
        if not 2 <= handicap <= max_fixed_handicap(config.boardsize):
            raise click.BadParameter(f"no fixed handicap of {handicap} on this board",
                                     param_hint="--handicap")
        points = fixed_handicap_points(config.boardsize, handicap)
        session.game.place_setup([(p, BLACK) for p in points], handicap, to_move=WHITE)
    if color_output is None:
        color_output = sys.stdout.isatty()
    click.echo(f"Kosumi: you play {human_color} on {config.boardsize}x{config.boardsize}. {HELP}")
    TerminalGame(session, human, color_output).loop(_read_line)



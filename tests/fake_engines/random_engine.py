"""A tiny GTP engine for match tests: random legal moves, and optional faults.

Plays a uniformly random legal move that does not fill one of its own
simple eyes (an empty point whose neighbours are all its own stones), and
passes when there is none. Options make it misbehave on purpose so the
match runner's fault handling can be tested:

``--fault illegal|crash|hang|garbage|fail`` on the ``--fault-at``-th genmove
(1-based): play an occupied point, exit without a reply, sleep for good,
write a line that is not GTP, or answer ``? ...``. ``--fault-once FILE``
makes the fault happen only while FILE does not exist (it is created when
the fault fires), so a restarted engine behaves. ``--delay`` sleeps before
every genmove answer, ``--score`` is the ``final_score`` answer (without it
final_score fails), ``--pass-after N`` passes from the N-th genmove on, ``--resign-at N``
resigns on the N-th genmove, and
``--log FILE`` appends every command received (without its id).

Run with the test interpreter (``sys.executable``); it uses Kosumi's board
for legality, nothing else.
"""
import argparse
import os
import random
import sys
import time

from kosumi.engine.board import Board
from kosumi.engine.colors import BLACK, WHITE, parse_color
from kosumi.engine.geometry import PASS_MOVE, pos_to_vertex, vertex_to_pos

COMMANDS = ["protocol_version", "name", "version", "list_commands", "known_command",
            "boardsize", "clear_board", "komi", "play", "genmove", "final_score",
            "time_settings", "time_left", "cputime", "quit"]


def parse_args(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--name", default="Random")
    p.add_argument("--version", default="1")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--score")
    p.add_argument("--pass-after", type=int, default=0)
    p.add_argument("--resign-at", type=int, default=0)
    p.add_argument("--fault", choices=["illegal", "crash", "hang", "garbage", "fail"])
    p.add_argument("--fault-at", type=int, default=3)
    p.add_argument("--fault-once")
    p.add_argument("--delay", type=float, default=0.0)
    p.add_argument("--log")
    return p.parse_args(argv)


class RandomEngine:
    def __init__(self, opts):
        self.opts = opts
        self.rng = random.Random(opts.seed)
        self.board = Board(19)
        self.genmoves = 0

    def own_eye(self, pos, color):
        for d in (1, -1, 26, -26):
            c = self.board.board[pos + d]
            if c != color and c != 3:
                return False
        return True

    def choose(self, color):
        if self.opts.pass_after and self.genmoves >= self.opts.pass_after:
            return PASS_MOVE
        moves = [p for p in self.board.points()
                 if self.board.is_legal(p, color) and not self.own_eye(p, color)]
        return self.rng.choice(moves) if moves else PASS_MOVE

    def fault_now(self):
        o = self.opts
        if o.fault is None or self.genmoves != o.fault_at:
            return False
        if o.fault_once:
            if os.path.exists(o.fault_once):
                return False
            open(o.fault_once, "w").close()
        return True

    def genmove(self, color):
        self.genmoves += 1
        if self.opts.delay:
            time.sleep(self.opts.delay)
        if self.genmoves == self.opts.resign_at:
            return "resign", None
        if self.fault_now():
            fault = self.opts.fault
            if fault == "crash":
                sys.stdout.flush()
                os._exit(3)
            if fault == "hang":
                time.sleep(3600)
            if fault == "garbage":
                return None, "this is not GTP\n\n"
            if fault == "fail":
                raise ValueError("cannot generate a move")
            stones = [p for p in self.board.points() if self.board.board[p] in (BLACK, WHITE)]
            if stones:
                return pos_to_vertex(stones[0], self.board.size), None
        pos = self.choose(color)
        self.board.play_move(pos, color)
        return pos_to_vertex(pos, self.board.size), None

    def handle(self, name, args):
        """Return (ok, text) or (None, raw output)."""
        if name == "protocol_version":
            return True, "2"
        if name == "name":
            return True, self.opts.name
        if name == "version":
            return True, self.opts.version
        if name == "list_commands":
            return True, "\n".join(COMMANDS)
        if name == "known_command":
            return True, "true" if args and args[0] in COMMANDS else "false"
        if name == "boardsize":
            self.board = Board(int(args[0]))
            return True, ""
        if name == "clear_board":
            self.board = Board(self.board.size)
            return True, ""
        if name in ("komi", "time_settings", "time_left", "quit"):
            return True, ""
        if name == "cputime":
            return True, "%.3f" % time.process_time()
        if name == "play":
            color = parse_color(args[0])
            pos = vertex_to_pos(args[1], self.board.size)
            if color is None or pos is None or not self.board.is_legal(pos, color):
                return False, "illegal move"
            self.board.play_move(pos, color)
            return True, ""
        if name == "genmove":
            try:
                vertex, raw = self.genmove(parse_color(args[0]))
            except ValueError as err:
                return False, str(err)
            return (True, vertex) if raw is None else (None, raw)
        if name == "final_score":
            if self.opts.score is None:
                return False, "cannot score"
            return True, self.opts.score
        return False, "unknown command"


def main(argv=None):
    opts = parse_args(sys.argv[1:] if argv is None else argv)
    engine = RandomEngine(opts)
    log = open(opts.log, "a") if opts.log else None
    for line in sys.stdin:
        line = line.split("#")[0].strip()
        if not line:
            continue
        tokens = line.split()
        cid = tokens.pop(0) if tokens[0].isdigit() else ""
        name, args = tokens[0], tokens[1:]
        if log:
            log.write(" ".join(tokens) + "\n")
            log.flush()
        ok, text = engine.handle(name, args)
        if ok is None:
            sys.stdout.write(text)
        else:
            sys.stdout.write("%s%s %s\n\n" % ("=" if ok else "?", cid, text))
        sys.stdout.flush()
        if name == "quit":
            break


if __name__ == "__main__":
    main()

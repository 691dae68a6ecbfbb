"""Differential test: Kosumi's worm_data against GNU Go's on real games.

Positions are taken from GNU Go's game collection
(``../shared/regression/gnugo/games`` next to the checkout): several move numbers per game,
at least 200 positions. For each, GNU Go (``gnugo --mode gtp``, one process)
answers ``loadsgf FILE N`` + ``worm_data``, and Kosumi's analysis of the
same position (made as the GTP command makes it: with the attack/defence
pattern candidates of Kosumi's own ``attacks``/``defenses`` databases) is
printed by the same formatter as its ``worm_data`` command. Every field is
compared, per worm for stones (at GNU Go's origin) and per point for empty
points; attack and defence points are reported but only their codes are
required to agree.

Known, explained disagreements (see the issue note and the report this
prints):

* empty points: Kosumi reports the cavity (origin, colour, size) as GNU
  Go's manual (7.1) defines it; GNU Go 3.8 reports a one-point ``empty``
  worm of size 0.
  These three fields are compared for stones only.
* attack_code / defense_code / lunch / inessential: they come from
  tactical reading, whose search differs from GNU Go's, and from pattern
  databases that differ (GNU Go's attack.db/defense.db against Kosumi's
  own, much smaller ones); agreement is required to stay above the floors
  below.

Slow (one to a few seconds per position), so it runs only with
``KOSUMI_SLOW=1``::

    KOSUMI_SLOW=1 .venv/bin/python -m pytest -n 0 -s tests/test_worms_vs_gnugo.py
    .pypy/bin/python tests/test_worms_vs_gnugo.py [--no-patterns]  # report only

``KOSUMI_WORMS_POSITIONS`` changes the number of positions (default 210).
"""
import collections
import glob
import os
import sys
import time
from typing import Dict, List, Tuple


from shared import GNUGO_GAMES, gnugo_engine, needs_gnugo, needs_suite, slow

GAMES = str(GNUGO_GAMES)
POSITIONS = int(os.environ.get("KOSUMI_WORMS_POSITIONS", "210"))
PER_GAME = 3

# Fields that depend on the board alone must agree everywhere.
BOARD_FIELDS = ("origin", "color", "size", "effective_size", "liberties", "liberties2",
                "liberties3", "liberties4", "cutstone", "cutstone2", "genus", "invincible",
                "unconditional_status")
# Reading-based fields: a floor on the agreement rate (per worm).
READING_FLOORS = {"attack_code": 0.97, "defense_code": 0.97, "lunch": 0.97,
                  "inessential": 0.99}
REPORTED_ONLY = ("attack_point", "defense_point")
CAVITY_FIELDS = ("origin", "color", "size")  # differ on empty points by design

Record = Dict[str, str]


def _main_line_length(path: str) -> int:
    from sgfmill import sgf
    with open(path, "rb") as handle:
        game = sgf.Sgf_game.from_bytes(handle.read())
    return sum(1 for node in game.get_main_sequence() if node.get_move()[0] is not None)


def choose_positions(count: int = POSITIONS) -> List[Tuple[str, int]]:
    """``(sgf path, move number)`` pairs: games spread over the collection,
    PER_GAME move numbers each (a quarter, half and three quarters in)."""
    files = sorted(glob.glob(os.path.join(GAMES, "*.sgf")))
    needed_games = -(-count // PER_GAME)
    step = max(1, len(files) // needed_games)
    chosen: List[Tuple[str, int]] = []
    for path in files[::step] + files:
        if len(chosen) >= count:
            break
        if any(p == path for p, _ in chosen):
            continue
        try:
            length = _main_line_length(path)
        except Exception:  # an SGF sgfmill cannot read is simply not used
            continue
        if length < 20:
            continue
        for k in range(1, PER_GAME + 1):
            chosen.append((path, 1 + length * k // (PER_GAME + 1)))
    return chosen[:count]


def parse_records(body: str) -> Dict[str, Record]:
    """``{vertex: {field: value}}`` from a worm_data or dragon_data answer
    (a field may be empty: ``neighbors`` of a dragon alone on the board)."""
    records: Dict[str, Record] = {}
    current: Record = {}
    for line in body.strip().split("\n"):
        line = line.strip()
        if line.endswith(":"):
            current = records.setdefault(line[:-1], {})
        elif line:
            name, _, value = line.partition(" ")
            current[name] = value.strip()
    return records


def kosumi_worm_data(path: str, move: int, patterns: bool = True) -> Dict[str, Record]:
    """Kosumi's worm_data for the position, made as the GTP command makes
    it (with the attack/defence pattern candidates), threats left out."""
    from kosumi.engine.config import EngineConfig
    from kosumi.engine.reading import Reader
    from kosumi.engine.sgf import load_game, read_sgf_file
    from kosumi.engine.worms import make_worms
    from kosumi.engine.worm_patterns import tactical_patterns
    from kosumi.gtp.frontend.commands.worms import format_worm_data
    game, _ = load_game(read_sgf_file(path), move)
    board = game.board
    config = EngineConfig()
    reader = Reader(board, config)
    candidates = tactical_patterns(reader) if patterns else None
    # Threats are not printed by worm_data and do not feed any printed field.
    worms = make_worms(board, config, reader, candidates, threats=False)
    return parse_records(format_worm_data(worms, board.points()))


def compare(positions: List[Tuple[str, int]], patterns: bool = True):
    """Agreement counts per field, and examples of disagreements."""
    agree = collections.Counter()
    total = collections.Counter()
    examples = collections.defaultdict(list)
    gnugo = gnugo_engine()
    timing = {"kosumi": 0.0, "gnugo": 0.0}
    try:
        for path, move in positions:
            start = time.perf_counter()
            gnugo.send(f"loadsgf {path} {move}")
            theirs = parse_records(gnugo.send("worm_data"))
            timing["gnugo"] += time.perf_counter() - start
            start = time.perf_counter()
            ours = kosumi_worm_data(path, move, patterns)
            timing["kosumi"] += time.perf_counter() - start
            _compare_position(f"{os.path.basename(path)}:{move}", ours, theirs,
                              agree, total, examples)
    finally:
        gnugo.close()
    return agree, total, examples, timing


def _compare_position(where, ours, theirs, agree, total, examples) -> None:
    for vertex, rec in theirs.items():
        empty = rec["color"] == "empty"
        if not empty and rec["origin"] != vertex:
            continue  # one record per stone worm: its origin
        kind = "empty" if empty else "stone"
        for name, value in rec.items():
            if empty and name in CAVITY_FIELDS:
                continue
            key = (kind, name)
            total[key] += 1
            if ours[vertex][name] == value:
                agree[key] += 1
            elif len(examples[key]) < 6:
                examples[key].append(f"{where} {vertex}: kosumi {ours[vertex][name]}, "
                                     f"gnugo {value}")


def report(agree, total, examples, timing, positions) -> str:
    lines = [f"{len(positions)} positions; kosumi {timing['kosumi']:.1f} s, "
             f"gnugo {timing['gnugo']:.1f} s"]
    for key in sorted(total):
        rate = agree[key] / total[key]
        lines.append(f"{key[0]:5} {key[1]:20} {agree[key]:6}/{total[key]:<6} {100 * rate:6.2f}%")
        for text in examples.get(key, []):
            lines.append("        " + text)
    return "\n".join(lines)


@slow
@needs_gnugo
@needs_suite
def test_worm_data_agrees_with_gnugo():
    positions = choose_positions()
    assert len(positions) >= min(POSITIONS, 200)
    agree, total, examples, timing = compare(positions)
    print("\n" + report(agree, total, examples, timing, positions))
    for kind in ("stone", "empty"):
        for name in BOARD_FIELDS:
            key = (kind, name)
            if key in total:
                assert agree[key] == total[key], (key, examples[key])
    for name, floor in READING_FLOORS.items():
        key = ("stone", name)
        assert agree[key] >= floor * total[key], (key, agree[key], total[key], examples[key])


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(__file__))
    chosen = choose_positions()
    with_patterns = "--no-patterns" not in sys.argv
    print(report(*compare(chosen, with_patterns), chosen))

"""Differential test: Kosumi's dragon_data against GNU Go 3.8's on real games.

Every stone of every position is compared: the dragon it belongs to
(origin, members, size) and that dragon's fields, with GNU Go's answers
(``gnugo --mode gtp``: ``loadsgf FILE N``, ``dragon_data``,
``dragon_stones``) beside the ones Kosumi's GTP handlers give.

Measured 2026-11-23 (CPython 3.11, GNU Go 3.8), 210 positions of
../shared/regression/gnugo/games (``choose_positions``), 20,068 stones::

    cd tests && ../.venv/bin/python test_dragons_vs_gnugo.py --dump out.json

    field (per stone)    agree    field (per stone)       agree
    origin               82.5%    lunch                   92.0%
    members, size        50.0%    heye                    83.8%
    genus                43.1%    crude_status            68.4%
    min_eyes             55.4%    status (owl)            90.8%
    max_eyes             54.5%    safety                  69.4%
    escape_route         51.1%    surround_status         68.3%
    genus, same members  73.1%    escape, same members    79.3%

GNU Go made 2,451 dragons, Kosumi 3,422; 1,761 of GNU Go's were
reproduced exactly. Time: Kosumi 5,757 s (dragon_data reads owl for every
dragon), GNU Go 117 s: 49 times.

The classes of difference, per stone whose dragon differs (10,027):

* GNU Go joins more (8,655, 86%): Kosumi's dragon is part of GNU Go's.
  GNU Go amalgamates through hundreds of class C connection patterns and
  through eye spaces of any size; ours has a few dozen connection patterns
  and joins through shared eye spaces of at most six points
  (``dragons.EYE_SPACE_LIMIT``, kept small because bigger ones joined
  groups GNU Go keeps apart in our own suite). Example: 9handicap.sgf:101
  F19, in a dragon of 9 stones for Kosumi, of 16 for GNU Go.
* Kosumi joins more (1,091, 11%): GNU Go keeps a stone apart that Kosumi
  puts in a neighbour's dragon, mostly dead or inessential stones in an
  eye space (9handicap.sgf:301 F11: GNU Go a dragon of one stone, Kosumi a
  member of a 33-stone group).
* Crossing (281, 3%): each engine joins differently around one cutting
  point (9handicap.sgf:301 C18: 33 against 41 stones, neither containing
  the other).
* Origin agrees more often (82.5%) than members (50.0%): a dragon that
  GNU Go grows from Kosumi's usually keeps the same origin stone.
* Genus where the members agree (2,705 stones): eye spaces valued
  differently (715 stones where GNU Go sees more sure eyes, 493 fewer,
  1,497 the same minimum with other maximum or urgency digits). The eye
  spaces come from influence domains whose margins differ from GNU Go's,
  and our eye values are computed, not GNU Go's hand-made ``eyes.db``.
  (Genus values above 9, which GNU Go prints as ``[21,21,22,23]``, were
  printed run together until this report; fixed.)
* status, safety: status now comes from owl reading where the owl reads
  the dragon and agrees on 90.8% of stones; crude_status and safety are
  static and follow the dragons' differences above.
"""
import collections
import json
import os
import sys
import time
from typing import Dict, List, Optional, Tuple

from shared import GNUGO_GAMES, gnugo_engine, needs_gnugo, needs_suite, slow
from test_worms_vs_gnugo import choose_positions, parse_records

POSITIONS = int(os.environ.get("KOSUMI_DRAGONS_POSITIONS", "210"))

# The positions of the quick check that runs by default: small boards.
QUICK = [("9x9-4.sgf", 20), ("9x9-5.sgf", 30), ("9x9-6.sgf", 35)]

# Per-stone agreement: the first four are the headline.
HEADLINE = ("origin", "members", "size", "genus", "min_eyes", "max_eyes")
FIELDS = HEADLINE + ("effective_size", "escape_route", "escape_route+-2", "lunch", "heye",
                     "crude_status", "status", "safety", "surround_status",
                     "genus|same members", "escape_route|same members",
                     "crude_status|same members", "lunch|same members")
# What the full run must keep: the rates measured (see the report) less a
# small margin. Fields not listed are reported only.
FLOORS = {"origin": 0.79, "members": 0.47, "size": 0.47, "genus": 0.40, "min_eyes": 0.52,
          "max_eyes": 0.51}
# The quick check (3 small-board positions, about 40 s of Kosumi's time,
# so it too waits for KOSUMI_SLOW=1): looser, it is a smoke test. Measured
# there: origin 95.0%, members 61.3%, genus 85.0%.
QUICK_FLOORS = {"origin": 0.79, "members": 0.47, "size": 0.47, "genus": 0.40, "min_eyes": 0.52,
          "max_eyes": 0.51}

Record = Dict[str, str]
# One engine's answer for one position: dragon records by origin, and the
# stones of every dragon (dragon_stones), one set per dragon.
Answer = Tuple[Dict[str, Record], List[List[str]]]


def _answer(data: str, stones: str) -> Answer:
    return parse_records(data), [line.split() for line in stones.strip().split("\n")
                                 if line.strip()]


def gnugo_dragons(engine, path: str, move: int) -> Answer:
    """GNU Go's dragon_data and dragon_stones for the position."""
    engine.send(f"loadsgf {path} {move}")
    return _answer(engine.send("dragon_data", timeout=600), engine.send("dragon_stones"))


def kosumi_dragons(session, path: str, move: int) -> Answer:
    """Kosumi's dragon_data and dragon_stones, made by the GTP commands'
    own handlers on an in-process session (as ``kosumi gtp`` answers
    them; the session keeps the compiled databases between positions)."""
    def run(name: str, *args: str) -> str:
        return session.registry.lookup(name).handler(session, list(args))
    run("loadsgf", path, str(move))
    return _answer(run("dragon_data"), run("dragon_stones"))


def per_stone(answer: Answer) -> Dict[str, Tuple[Record, frozenset]]:
    """Each stone's dragon record and the stones of its dragon."""
    records, groups = answer
    out = {}
    for stones in groups:
        members = frozenset(stones)
        origins = [v for v in stones if v in records]
        assert len(origins) == 1, (stones, origins)
        for v in stones:
            out[v] = (records[origins[0]], members)
    return out


def _within(a: str, b: str, margin: int) -> bool:
    return abs(int(a) - int(b)) <= margin


def stone_values(rec: Record, members: frozenset) -> Dict[str, object]:
    """The compared values of one stone's dragon."""
    genus = rec["genus"]
    digits = genus.strip("[]").split(",") if genus.startswith("[") else list(genus)
    return {"origin": rec["origin"], "members": members, "size": rec["size"],
            "genus": genus, "min_eyes": digits[1], "max_eyes": digits[2],
            "effective_size": rec["effective_size"], "escape_route": rec["escape_route"],
            "lunch": rec["lunch"], "heye": rec["heye"], "crude_status": rec["crude_status"],
            "status": rec["status"], "safety": rec["safety"],
            "surround_status": rec["surround_status"]}


class Tally:
    """Agreement counts per field (per stone), per-dragon counts, examples."""

    def __init__(self) -> None:
        self.agree = collections.Counter()
        self.total = collections.Counter()
        self.examples = collections.defaultdict(list)
        self.dragons = collections.Counter()
        self.errors: List[str] = []

    def count(self, field: str, ok: bool, where: str, text: str) -> None:
        self.total[field] += 1
        if ok:
            self.agree[field] += 1
        elif len(self.examples[field]) < 4 and where not in \
                {e.split(" ", 1)[0] for e in self.examples[field]}:
            self.examples[field].append(f"{where} {text}")

    def position(self, where: str, ours: Answer, theirs: Answer) -> None:
        mine, gnu = per_stone(ours), per_stone(theirs)
        assert set(mine) == set(gnu), (where, set(mine) ^ set(gnu))
        for v in sorted(gnu, key=lambda s: (s[0], int(s[1:]))):
            k = stone_values(*mine[v])
            g = stone_values(*gnu[v])
            same = k["members"] == g["members"]
            for name in HEADLINE + ("effective_size", "escape_route", "lunch", "heye",
                                    "crude_status", "status", "safety", "surround_status"):
                shown = (len(k[name]), len(g[name])) if name == "members" else (k[name], g[name])
                self.count(name, k[name] == g[name], f"{where}",
                           f"{v}: kosumi {shown[0]}, gnugo {shown[1]}")
            self.count("escape_route+-2", _within(k["escape_route"], g["escape_route"], 2),
                       where, f"{v}: kosumi {k['escape_route']}, gnugo {g['escape_route']}")
            if same:
                for name in ("genus", "escape_route", "crude_status", "lunch"):
                    self.count(f"{name}|same members", k[name] == g[name], where,
                               f"{v}: kosumi {k[name]}, gnugo {g[name]}")
        ours_sets = {m for _, m in mine.values()}
        for _, members in {r["origin"]: (r, m) for r, m in gnu.values()}.values():
            self.dragons["gnugo"] += 1
            self.dragons["identical in kosumi"] += members in ours_sets
        self.dragons["kosumi"] += len(ours_sets)

    def rate(self, field: str) -> float:
        return self.agree[field] / self.total[field] if self.total[field] else 1.0


def compare(positions: List[Tuple[str, int]], dump: Optional[str] = None):
    """Run both engines over the positions; the tally and the timings.
    ``dump`` names a JSON file that receives every answer (for study)."""
    from kosumi.gtp.frontend.assemble import make_session
    tally = Tally()
    timing = {"kosumi": 0.0, "gnugo": 0.0}
    session = make_session()
    gnugo = gnugo_engine()
    saved = []
    try:
        for path, move in positions:
            where = f"{os.path.relpath(path, GNUGO_GAMES)}:{move}"
            start = time.perf_counter()
            theirs = gnugo_dragons(gnugo, path, move)
            timing["gnugo"] += time.perf_counter() - start
            start = time.perf_counter()
            ours = kosumi_dragons(session, path, move)
            timing["kosumi"] += time.perf_counter() - start
            tally.position(where, ours, theirs)
            saved.append({"where": where, "kosumi": ours, "gnugo": theirs})
    finally:
        gnugo.close()
        if dump:
            with open(dump, "w") as handle:
                json.dump(saved, handle)
    return tally, timing


def report(tally: Tally, timing, positions, examples: bool = True) -> str:
    lines = [f"{len(positions)} positions, {tally.total['origin']} stones; "
             f"kosumi {timing['kosumi']:.1f} s, gnugo {timing['gnugo']:.1f} s",
             f"dragons: gnugo {tally.dragons['gnugo']}, kosumi {tally.dragons['kosumi']}, "
             f"gnugo's reproduced exactly by kosumi {tally.dragons['identical in kosumi']}",
             f"{'field (per stone)':28} {'agree':>7}/{'total':<7} rate"]
    for name in FIELDS:
        lines.append(f"{name:28} {tally.agree[name]:7}/{tally.total[name]:<7} "
                     f"{100 * tally.rate(name):6.2f}%")
        if examples:
            lines.extend("        " + text for text in tally.examples.get(name, []))
    return "\n".join(lines)


def _check(tally: Tally, floors: Dict[str, float]) -> None:
    for name, floor in floors.items():
        assert tally.rate(name) >= floor, (name, tally.rate(name), floor,
                                           tally.examples[name])


@slow
@needs_gnugo
@needs_suite
def test_dragon_data_agrees_with_gnugo():
    positions = choose_positions(POSITIONS)
    assert len(positions) >= min(POSITIONS, 200)
    tally, timing = compare(positions)
    print("\n" + report(tally, timing, positions))
    _check(tally, FLOORS)


@slow
@needs_gnugo
@needs_suite
def test_dragon_data_agrees_with_gnugo_quick():
    positions = [(str(GNUGO_GAMES / name), move) for name, move in QUICK]
    tally, timing = compare(positions)
    print("\n" + report(tally, timing, positions))
    _check(tally, QUICK_FLOORS)


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(__file__))
    args = sys.argv[1:]
    dump_to = args[args.index("--dump") + 1] if "--dump" in args else None
    chosen = [(str(GNUGO_GAMES / n), m) for n, m in QUICK] if "--quick" in args \
        else choose_positions(POSITIONS)
    print(report(*compare(chosen, dump_to), chosen))

"""Differential test: Kosumi's dragon_data against GNU Go 3.8's on real games.

Every stone of every position is compared: the dragon it belongs to
(origin, members, size) and that dragon's fields, GNU Go's answers
(``gnugo --mode gtp``: ``loadsgf FILE N``, ``dragon_data``,
``dragon_stones``) beside those of Kosumi's GTP handlers.

Measured 2026-11-23 (CPython 3.11, GNU Go 3.8) on the 210 positions of
``choose_positions`` (../shared/regression/gnugo/games), 20,068 stones::

    cd tests && ../.venv/bin/python test_dragons_vs_gnugo.py --dump out.json

    origin         82.5%   effective_size  49.1%   crude_status     68.4%
    members, size  50.0%   escape_route    51.1%   status (owl)     90.8%
    genus          43.1%   escape +-2      63.1%   safety           69.4%
    min_eyes       55.4%   lunch           92.0%   surround_status  68.3%
    max_eyes       54.5%   heye            83.8%
    where the members agree: genus 73.1%, escape_route 79.3%,
    crude_status 89.5%, lunch 97.7%

GNU Go made 2,451 dragons, Kosumi 3,422; 1,761 of GNU Go's are identical.
Time: Kosumi 5,757 s, GNU Go 117 s (49 times); most of Kosumi's goes to the
owl reading behind status (the static analysis alone is some 7 s a position).

Members (10,027 stones differ; shares of the 9,826 on the 207 positions
re-examined, three being too slow): GNU Go joins more for 86% of them,
Kosumi for 11%, both (crossing) for 3%. The classes:

* Eye spaces bigger than ``dragons.EYE_SPACE_LIMIT`` (38%): Kosumi finds
  the same space but joins only around spaces of at most 6 points. Without
  the limit it matches GNU Go on these stones (and loses 514 that agree
  now). CrazyStone1.sgf:17: white G7-H6-H5 and F4-G4-F3-F2 border one
  24-point white space on the right edge (dead black H4, G3 inside): one
  GNU Go dragon, two for Kosumi.
* Eye spaces only GNU Go has (25.5%; 17.3% through spaces over 20 points):
  stones GNU Go's reading kills and Kosumi's defends, and domains that
  reach further into open ground. 9handicap.sgf:101: the white string
  C19-F18 has no defence for GNU Go (one for Kosumi), so black's space
  around it joins the B17 and F17 blocks.
* Joins with no eye space shared (26%), by connection patterns GNU Go's
  conn.db has and our ten C patterns (``!safe_xmove`` constraints)
  lack: one-point jumps 10.5% (9handicap.sgf:201 black E12-E14-E16),
  knight's moves 6.3% (9handicap.sgf:101 O18-N16), diagonals with an
  enemy stone on one side 4.9% (TSa.sgf:78 Q15-P14, white Q14),
  two-point jumps and large knights 4.3% (TSa.sgf:78 white
  D4-G4-K4-N4-Q4 on the fourth line: one GNU Go dragon, five of ours).
* Kosumi joins where GNU Go does not (10.5%): capture connections across an
  enemy string our reading takes (TSa.sgf:156 black O15-Q15 around the
  captured 7-stone white string at P15), diagonals and jumps GNU Go sees
  cut (CrazyStone1.sgf:49 H4-J5) (8.5% together), small eye spaces GNU Go
  splits (2%, 9handicap.sgf:301 F11).

Origin: where the members agree, so does the origin (all 10,041 stones);
the origin also agrees on many grown or shrunk dragons (82.5% overall).

Genus where the members agree (2,705 stones differ): 388 only by the
printing of numbers above 9 (``[10,10,10,11]``, fixed since: with it genus
45.0%, min_eyes 56.2%, max_eyes 55.8% overall). Of the other 2,317, GNU Go
has more sure eyes on 669, fewer on 259, the same minimum on 1,389; on 84%
both list the same eye spaces but value them differently (eye graphs,
half and false eyes: TSa.sgf:78 R17, 6 points at S17, 1222 for us, 2222
for GNU Go), on 14% a space is in one engine only (connection2.sgf:66
K15: our 6-point space at K13), on 2% the spaces have other shapes.

Other fields: effective_size, escape_route, surround_status, crude_status
and safety follow the members (much closer where the members agree);
status comes from owl reading, which the owl work is still changing.
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

# The positions of the quick check that runs by default: small boards (9x9,
# 13x13) where Kosumi answers dragon_data in a second or two, about half of
# them with dragons that differ.
QUICK = [("CrazyStone1.sgf", 17), ("CrazyStone1.sgf", 33), ("CrazyStone1.sgf", 49),
         ("9x9-6.sgf", 33), ("filllib16.sgf", 30), ("golife.sgf", 46), ("incident93.sgf", 44),
         ("reading24.sgf", 38), ("CrazyStone2.sgf", 73), ("atari-crash.sgf", 17),
         ("filllib1.sgf", 47)]

# Per-stone agreement: HEADLINE first (FLOORS holds them), then the others.
HEADLINE = ("origin", "members", "size", "genus", "min_eyes", "max_eyes")
FIELDS = HEADLINE + ("effective_size", "escape_route", "escape_route+-2", "lunch", "heye",
                     "crude_status", "status", "safety", "surround_status",
                     "genus|same members", "escape_route|same members",
                     "crude_status|same members", "lunch|same members")
# What the full run must keep: the rates measured (see the report) less a
# small margin. Fields not listed are reported only.
FLOORS = {"origin": 0.79, "members": 0.47, "size": 0.47, "genus": 0.40, "min_eyes": 0.52,
          "max_eyes": 0.51}
# The quick check (the QUICK positions, about 15 s of Kosumi's time): a
# smoke test. Measured there: origin 93.5%, members 68.0%, genus 54.9%.
QUICK_FLOORS = {"origin": 0.88, "members": 0.63, "genus": 0.50}

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

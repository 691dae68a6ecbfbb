"""Sabaki's own GTP client (@sabaki/gtp) drives `kosumi gtp`: attach with
pipelined commands, sync by replaying moves, undo, an edited branch with two
moves of one colour, a komi change, genmove (tests/sabaki/drive.js); live
analysis started and stopped as Sabaki does it (tests/sabaki/analyze.js)."""
import json
import re
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.join(os.path.dirname(__file__), "sabaki")
NODE = shutil.which("node")
PACKAGE = os.path.join(HERE, "node_modules", "@sabaki", "gtp")

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not os.path.isdir(PACKAGE),
                       reason="@sabaki/gtp is not installed: npm install --prefix tests/sabaki"),
]


def drive(script: str) -> dict:
    """Run one of the node scripts against `kosumi gtp` (level 1: these are
    protocol tests) and return its JSON report."""
    proc = subprocess.run([NODE, os.path.join(HERE, script), sys.executable, "-m",
                           "kosumi.gtp", "gtp", "--level", "1"], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_sabaki_client_drives_kosumi():
    report = drive("drive.js")
    assert report["name"] == "Kosumi" and report["protocol"] == "2"
    assert report["attachErrors"] == 0
    assert all(c == c.strip() and c for c in report["commands"])   # no padding: Sabaki won't trim
    assert {"genmove", "undo", "komi"} <= set(report["commands"])
    assert report["afterSync"] == ["G7 E5", "C3", "6.5"]
    assert "undo" in report["sent"]                                   # stepped back, no replay
    assert report["afterUndo"] == "E5"
    assert report["afterBranch"] == ["D5 E5", "C3"]
    assert report["komi"] == "7.5"
    assert not report["genmoveError"]
    move = report["genmove"]
    assert move in report["blackAfterGenmove"].split() or move.lower() == "pass"


def sabaki_reading(line):
    """What Sabaki makes of an ``info`` line (its analysis parser's rules, as
    gtp-clients.md and Sabaki's analysis.js state them; written here in our
    words): entries split at ``info``; per entry the principal variation is
    the tail of vertices (cut at a lowercase ``pass``), the tokens before it
    are key/value pairs with the token just before the PV dropped; a win
    rate with a ``.`` is a fraction (times 100), without one it is in
    ten-thousandths (divided by 100). Returns ``[(move, visits, per cent)]``."""
    entries = []
    for part in re.split(r"\s*info\s+", line)[1:]:
        m = re.search(r"(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*$", part.strip())
        assert m is not None, part
        tokens = part[:m.start()].split()[:-1]
        fields = dict(zip(tokens[0::2], tokens[1::2]))
        rate = fields["winrate"]
        percent = float(rate) * 100 if "." in rate else float(rate) / 100
        entries.append((fields["move"], int(fields["visits"]), percent))
    return entries


def test_sabaki_client_streams_analysis_and_stops_it():
    report = drive("analyze.js")
    for name in ("lz", "kata", "sabaki"):
        run = report[name]
        assert len(run["lines"]) >= 2 and run["ended"], name
        assert run["stopAnswer"] == "2" and not run["stopError"], name   # executed, not swallowed
        for line in run["lines"]:
            entries = sabaki_reading(line.split(" ownership ")[0])
            assert entries and all(v >= 0 and 0.0 <= p <= 100.0 for _, v, p in entries), line
    # The numbers read back as meant: the first entry's win rate, visits and
    # move, written once as a fraction (kata) and once in ten-thousandths
    # (lz), both give a per cent value.
    first_lz = re.match(r"info move (\S+) visits (\d+) winrate (\d+) ", report["lz"]["lines"][0])
    move, visits, rate = sabaki_reading(report["lz"]["lines"][0])[0]
    assert (move, visits) == (first_lz.group(1), int(first_lz.group(2)))
    assert rate == pytest.approx(int(first_lz.group(3)) / 100)
    first_kata = re.match(r"info move (\S+) visits (\d+) winrate (0\.\d+|1\.0+) ",
                          report["kata"]["lines"][0])
    assert first_kata is not None, report["kata"]["lines"][0]
    _, _, rate = sabaki_reading(report["kata"]["lines"][0].split(" ownership ")[0])[0]
    assert rate == pytest.approx(float(first_kata.group(3)) * 100)
    ownership = report["kata"]["lines"][-1].split(" ownership ")[1].split()
    assert len(ownership) == 81 and all(-1.0 <= float(v) <= 1.0 for v in ownership)
    assert report["after"] == "E5"      # analysis played nothing

"""Sabaki's own GTP client (@sabaki/gtp) drives `kosumi gtp`: attach with
pipelined commands, sync by replaying moves, undo, an edited branch with two
moves of one colour, a komi change, genmove. See tests/sabaki/drive.js."""
import json
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


def test_sabaki_client_drives_kosumi():
    proc = subprocess.run([NODE, os.path.join(HERE, "drive.js"), sys.executable, "-m",
                           "kosumi.gtp", "gtp", "--level", "1"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
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

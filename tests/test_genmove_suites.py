"""Our whole-board suites (regressions/genmove/*.tst) are verified positions.

Every expectation was reasoned by hand; this test checks that GNU Go 3.8,
at levels 1 and 10, gives an answer each expectation accepts, so a case
that only our engine would pass cannot slip in. Kosumi's own pass rate on
the suites is a measurement (``kosumi regress regressions/genmove/*.tst``),
not a test: the suites hold positions it still gets wrong.
"""
import glob
import os

import pytest

from kosumi.gtp.regress import Job, run_job

SUITES = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "regressions",
                                       "genmove", "*.tst")))
GNUGO = "/usr/games/gnugo"


def test_the_four_suites_exist_with_cases():
    names = {os.path.basename(s) for s in SUITES}
    assert {"opening.tst", "fighting.tst", "endgame.tst", "seki.tst"} <= names


@pytest.mark.skipif(not os.path.exists(GNUGO), reason="GNU Go not installed (apt-get install gnugo)")
@pytest.mark.parametrize("level", [1, 10])
@pytest.mark.parametrize("suite", SUITES, ids=os.path.basename)
def test_gnu_go_passes_every_case(suite, level):
    results = run_job(Job(suite, timeout=60, engine=[GNUGO, "--mode", "gtp", "--level", str(level)]))
    assert len(results) >= 4
    failed = [(r.number, r.expected, r.answer) for r in results if not r.passed]
    assert failed == []

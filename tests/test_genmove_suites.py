"""Our whole-board suites (regressions/genmove/*.tst) are verified positions.

Every expectation was reasoned by hand; GNU Go 3.8, at levels 1 and 10,
must give an answer each expectation accepts, so a case that only our
engine would pass cannot slip in. Kosumi runs the suites at level 5: the
cases it is known to fail are marked ``*`` in the files, and any other
failure (GNU Go's "unexpected FAIL") fails the test, so a move-generation
regression shows.
"""
import glob
import os

import pytest

from shared import GNUGO, needs_gnugo
from kosumi.gtp.regress.runner import UNEXPECTED_FAIL, Job, run_job

SUITES = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "regressions",
                                       "genmove", "*.tst")))


def test_the_four_suites_exist_with_cases():
    names = {os.path.basename(s) for s in SUITES}
    assert {"opening.tst", "fighting.tst", "endgame.tst", "seki.tst"} <= names


@needs_gnugo
@pytest.mark.parametrize("level", [1, 10])
@pytest.mark.parametrize("suite", SUITES, ids=os.path.basename)
def test_gnu_go_passes_every_case(suite, level):
    results = run_job(Job(suite, timeout=60, engine=[GNUGO, "--mode", "gtp", "--level", str(level)]))
    assert len(results) >= 4
    failed = [(r.number, r.expected, r.answer) for r in results if not r.passed]
    assert failed == []


KOSUMI_LEVEL = 5


@pytest.mark.parametrize("suite", SUITES, ids=os.path.basename)
def test_kosumi_has_no_unexpected_failure(suite):
    results = run_job(Job(suite, timeout=None, config={"level": KOSUMI_LEVEL}))
    assert len(results) >= 4
    regressed = [(r.number, r.expected, r.answer) for r in results
                 if r.status == UNEXPECTED_FAIL]
    assert regressed == []

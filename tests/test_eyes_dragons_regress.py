"""Our eye, dragon, owl, connection, break-in, semeai and combination
suites (regressions/eyes/eyes.tst, regressions/dragons/dragons.tst,
regressions/owl/owl.tst: life and death of whole dragons,
regressions/connections/connections.tst: connection reading's connect and
disconnect, regressions/breakin/breakin.tst: break-in reading's break_in
and block_off, regressions/semeai/semeai.tst: capturing races through
analyze_semeai, regressions/combinations/combinations.tst:
combination_attack and combination_defend) are verified positions.

Every expectation was reasoned by hand and GNU Go 3.8 must pass every case
(the cases Kosumi is known to fail, marked ``*``, included: for GNU Go
they are unexpected passes). Kosumi must have no unexpected failure, so a
regression of the eye, dragon, owl, connection, break-in, semeai or
combination analysis shows; a case it starts to pass is reported by
``kosumi regress`` as an unexpected PASS (then remove the ``*``), and does
not fail the test. The break-in and combination suites have fewer cases
than the others (MINIMUM_CASES).
"""
import os
from collections import Counter

import pytest

from shared import GNUGO, needs_gnugo
from kosumi.gtp.regress.runner import NOT_RUN, UNEXPECTED_FAIL, Job, parse_tst, run_job

REGRESSIONS = os.path.join(os.path.dirname(__file__), "..", "regressions")
EYES = os.path.join(REGRESSIONS, "eyes", "eyes.tst")
DRAGONS = os.path.join(REGRESSIONS, "dragons", "dragons.tst")
OWL = os.path.join(REGRESSIONS, "owl", "owl.tst")
CONNECTIONS = os.path.join(REGRESSIONS, "connections", "connections.tst")
SEMEAI = os.path.join(REGRESSIONS, "semeai", "semeai.tst")
BREAKIN = os.path.join(REGRESSIONS, "breakin", "breakin.tst")
COMBINATIONS = os.path.join(REGRESSIONS, "combinations", "combinations.tst")
SUITES = [EYES, DRAGONS, OWL, CONNECTIONS, SEMEAI, BREAKIN, COMBINATIONS]
# Cases each suite must run (40 unless named here).
MINIMUM_CASES = {BREAKIN: 30, COMBINATIONS: 15}


def _commands(suite):
    with open(suite) as handle:
        return Counter(e.name for e in parse_tst(handle.read()) if e.number is not None)


def test_the_suites_have_their_cases():
    eyes = _commands(EYES)
    assert eyes["eval_eye"] >= 40
    assert eyes["eye_data"] >= 3 and eyes["half_eye_data"] >= 3
    dragons = _commands(DRAGONS)
    assert dragons["dragon_status"] + dragons["same_dragon"] >= 40
    assert dragons["dragon_status"] >= 15 and dragons["same_dragon"] >= 15
    owl = _commands(OWL)
    assert owl["owl_attack"] >= 15 and owl["owl_defend"] >= 10
    assert owl["owl_does_attack"] >= 10 and owl["owl_does_defend"] >= 5
    assert owl["dragon_status"] >= 10
    assert owl["owl_connection_defends"] >= 3 and owl["owl_substantial"] >= 4
    connections = _commands(CONNECTIONS)
    assert connections["connect"] >= 12 and connections["disconnect"] >= 12
    assert _commands(SEMEAI)["analyze_semeai"] >= 25
    breakin = _commands(BREAKIN)
    assert breakin["break_in"] >= 10 and breakin["block_off"] >= 10
    combinations = _commands(COMBINATIONS)
    assert combinations["combination_attack"] >= 10 and combinations["combination_defend"] >= 6


@pytest.mark.parametrize("suite", SUITES, ids=os.path.basename)
def test_kosumi_has_no_unexpected_failure(suite):
    results = run_job(Job(suite, timeout=None))
    assert len(results) >= MINIMUM_CASES.get(suite, 40)
    regressed = [(r.number, r.command, r.expected, r.answer) for r in results
                 if r.status in (UNEXPECTED_FAIL, NOT_RUN)]
    assert regressed == []


@needs_gnugo
@pytest.mark.parametrize("suite", SUITES, ids=os.path.basename)
def test_gnu_go_passes_every_case(suite):
    results = run_job(Job(suite, timeout=60, engine=[GNUGO, "--mode", "gtp"]))
    assert len(results) >= MINIMUM_CASES.get(suite, 40)
    failed = [(r.number, r.command, r.expected, r.answer) for r in results if not r.passed]
    assert failed == []

"""The owl suite (regressions/owl/owl.tst) is verified positions: life and
death of whole dragons (owl_attack, owl_defend, owl_does_attack,
owl_does_defend, dragon_status).

Every expectation was reasoned by hand and GNU Go 3.8 must pass every case
(the cases Kosumi is known to fail, marked ``*``, included: for GNU Go
they are unexpected passes). Kosumi must have no unexpected failure, so a
regression of the owl reading shows; a case it starts to pass is reported
by ``kosumi regress`` as an unexpected PASS (then remove the ``*``), and
does not fail the test.
"""
import os
from collections import Counter

from shared import GNUGO, needs_gnugo
from kosumi.gtp.regress.runner import NOT_RUN, UNEXPECTED_FAIL, Job, parse_tst, run_job

OWL = os.path.join(os.path.dirname(__file__), "..", "regressions", "owl", "owl.tst")


def _commands():
    with open(OWL) as handle:
        return Counter(e.name for e in parse_tst(handle.read()) if e.number is not None)


def test_the_suite_has_its_cases():
    commands = _commands()
    assert sum(commands.values()) >= 50
    assert commands["owl_attack"] >= 15 and commands["owl_defend"] >= 10
    assert commands["owl_does_attack"] >= 10 and commands["owl_does_defend"] >= 5
    assert commands["dragon_status"] >= 10
    assert commands["owl_connection_defends"] >= 3 and commands["owl_substantial"] >= 4


def test_kosumi_has_no_unexpected_failure():
    results = run_job(Job(OWL, timeout=None))
    assert len(results) >= 50
    regressed = [(r.number, r.command, r.expected, r.answer) for r in results
                 if r.status in (UNEXPECTED_FAIL, NOT_RUN)]
    assert regressed == []


@needs_gnugo
def test_gnu_go_passes_every_case():
    results = run_job(Job(OWL, timeout=60, engine=[GNUGO, "--mode", "gtp"]))
    assert len(results) >= 50
    failed = [(r.number, r.command, r.expected, r.answer) for r in results if not r.passed]
    assert failed == []

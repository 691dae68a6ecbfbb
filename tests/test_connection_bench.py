"""The connection benchmark reads the connect/disconnect cases of our
connection suite, each on its own two strings, and reports a node rate;
the break-in benchmark likewise the break_in/block_off cases of our
break-in suite, each with its own area.

Benchmarks are not tests; this only checks that ``kosumi bench connection``
(and its ``--engine`` counterpart) measures what it says, on a few cases.
"""
import re

from shared import GNUGO, needs_gnugo
from kosumi.engine.bench import connection as bench_module
from kosumi.engine.bench.connection import (COMMANDS, bench_breakin, bench_connection,
                                            default_breakin_suite, default_suite)
from kosumi.engine.bench.reading import replay_cases
from kosumi.engine.geometry import vertex_to_pos
from kosumi.engine.readconnect import ConnectionReader
from kosumi.gtp.cli.bench import external_breakin_times, external_connection_times

CASES = 4


def _suite_cases():
    """(command, first vertex, second vertex) of the suite's cases, in order."""
    case = re.compile(r"^\d+ (connect|disconnect) (\S+) (\S+)")
    with open(default_suite(), encoding="utf-8") as handle:
        return [m.groups() for m in map(case.match, handle) if m]


def test_bench_times_the_cases_it_replays_at_a_positive_node_rate():
    replayed = replay_cases(default_suite(), COMMANDS, lambda *_: None, CASES)
    numbers = bench_connection(max_cases=CASES, warmup=False)
    assert replayed == CASES and numbers["cases"] == replayed
    assert numbers["nodes"] > 0 and numbers["connection_nodes_per_second"] > 0
    assert 0 < numbers["seconds_per_case_median"] <= numbers["seconds_per_case_max"]
    assert numbers["connection_nodes_per_unit"] > 0


def test_each_case_reads_its_own_two_strings(monkeypatch):
    asked = []

    class Recording(ConnectionReader):
        def connect(self, a, b):
            asked.append(("connect", a, b))
            return super().connect(a, b)

        def disconnect(self, a, b):
            asked.append(("disconnect", a, b))
            return super().disconnect(a, b)

    monkeypatch.setattr(bench_module, "ConnectionReader", Recording)
    bench_connection(max_cases=CASES, warmup=False)
    # The first cases of the suite are on 9x9 boards.
    expected = [(name, vertex_to_pos(a, 9), vertex_to_pos(b, 9))
                for name, a, b in _suite_cases()[:CASES]]
    assert asked == expected


@needs_gnugo
def test_another_engine_is_timed_on_every_case_of_the_suite():
    numbers = external_connection_times(f"{GNUGO} --mode gtp")
    assert numbers["cases"] == len(_suite_cases())
    assert numbers["seconds_per_case_median"] <= numbers["seconds_per_case_max"]


def _breakin_cases():
    """(command, string vertex, area vertices) of the break-in suite's cases."""
    case = re.compile(r"^\d+ (break_in|block_off) (\S+) (.*)$")
    with open(default_breakin_suite(), encoding="utf-8") as handle:
        return [(m.group(1), m.group(2), m.group(3).split()) for m in map(case.match, handle)
                if m]


def test_the_breakin_bench_reads_each_case_with_its_area(monkeypatch):
    asked = []

    class Recording(ConnectionReader):
        def break_in(self, a, goal):
            asked.append(("break_in", a, sorted(goal)))
            return super().break_in(a, goal)

        def block_off(self, a, goal):
            asked.append(("block_off", a, sorted(goal)))
            return super().block_off(a, goal)

    monkeypatch.setattr(bench_module, "ConnectionReader", Recording)
    numbers = bench_breakin(max_cases=CASES, warmup=False)
    expected = [(name, vertex_to_pos(a, 9), sorted(vertex_to_pos(v, 9) for v in goal))
                for name, a, goal in _breakin_cases()[:CASES]]
    assert asked == expected
    assert numbers["cases"] == CASES and numbers["seconds_per_case_max"] > 0


@needs_gnugo
def test_another_engine_is_timed_on_every_breakin_case():
    numbers = external_breakin_times(f"{GNUGO} --mode gtp")
    assert numbers["cases"] == len(_breakin_cases())

"""``kosumi bench worms --engine CMD``: the other engine's reading nodes in
one worm analysis of each benchmark position, beside ours.

Benchmarks are not tests; this checks that the count is what it says. The
fake engine (fake_engines/counting_engine.py) reads a known number of nodes
per file: 1,000 times the digit of midgame1/2/3.sgf, so 2,000 per position
on average. Forgetting the reset before each analysis would report 3,333,
reading the counter before ``worm_data`` 0.
"""
import os
import re
import shlex
import sys

from click.testing import CliRunner

from shared import GNUGO, needs_gnugo
from kosumi.engine.bench.common import bench_position_paths
from kosumi.gtp.cli.bench import bench, external_worm_nodes

COUNTING = os.path.join(os.path.dirname(__file__), "fake_engines", "counting_engine.py")


def counting_engine(*options: str) -> str:
    return shlex.join([sys.executable, COUNTING, *options])


def test_the_benchmark_positions_are_the_three_middle_games():
    names = [os.path.basename(p) for p in bench_position_paths()]
    assert names == ["midgame1.sgf", "midgame2.sgf", "midgame3.sgf"]


def test_each_position_counts_only_its_own_analysis():
    numbers = external_worm_nodes(counting_engine())
    assert numbers["positions"] == 3.0
    assert numbers["reading_nodes_per_position"] == 2000.0
    assert numbers["seconds_per_position"] > 0.0


def test_an_engine_without_the_counter_is_reported_not_fatal():
    numbers = external_worm_nodes(counting_engine("--no-counter"))
    assert numbers == {"unsupported": "unknown command"}


def _number(output: str, key: str) -> float:
    match = re.search(rf"^  {re.escape(key)}: ([\d,.]+)$", output, re.MULTILINE)
    assert match, f"{key} missing from:\n{output}"
    return float(match.group(1).replace(",", ""))


def test_the_command_puts_our_nodes_over_the_engines():
    result = CliRunner().invoke(bench, ["worms", "--engine", counting_engine()])
    assert result.exit_code == 0, result.output
    ours = _number(result.output, "worms.reading_nodes_per_position")
    theirs = _number(result.output, "worms_external.reading_nodes_per_position")
    ratio = _number(result.output, "worms_external.kosumi_nodes_ratio")
    assert theirs == 2000.0 and ours > 0.0
    assert abs(ratio - ours / theirs) <= 0.01 * ratio      # printed to 4 figures


@needs_gnugo
def test_gnu_go_answers_the_counter_on_every_position():
    numbers = external_worm_nodes(f"{GNUGO} --mode gtp")
    assert "unsupported" not in numbers
    assert numbers["positions"] == 3.0 and numbers["reading_nodes_per_position"] > 0.0


def test_the_command_reports_an_engine_without_the_counter_and_goes_on():
    result = CliRunner().invoke(bench, ["worms", "--engine", counting_engine("--no-counter")])
    assert result.exit_code == 0, result.output
    assert "  worms_external.unsupported: unknown command" in result.output
    assert _number(result.output, "worms.reading_nodes_per_position") > 0.0

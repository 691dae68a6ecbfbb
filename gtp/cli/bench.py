"""``kosumi bench``: speed of the hot paths, with a calibration ratio.

``kosumi bench genmove --engine CMD`` also times another GTP engine (GNU Go,
say) on the genmove positions, so both sets of numbers come from one run;
likewise ``owl`` and ``connection`` on the cases of our owl and connection
suites, and ``worms`` counts the other engine's reading nodes in its worm
analysis of the worm benchmark's positions beside ours.
"""
import json
import time
from typing import Dict, List, Optional, Sequence

import click

from ...engine.bench import bench_all, bench_board, implementation, profile
from ..client.controller import GtpEngine, GtpFailure

BENCHES = ["board", "reading", "matcher", "worms", "owl", "connection", "breakin", "genmove"]


def external_genmove_times(command: str, sizes=(9, 13, 19)) -> Dict[str, float]:
    """Seconds per ``reg_genmove`` of an external engine on our genmove
    positions (``loadsgf`` each; the time of the reply to reg_genmove)."""
    from ...engine.colors import color_name
    from ...engine.bench.genmove import genmove_positions, summarise
    engine = GtpEngine(command)
    engine.start()
    out: Dict[str, float] = {}
    try:
        for size in sizes:
            times = []
            for path, _, color, _ in genmove_positions(size):
                engine.send(f"loadsgf {path}", timeout=60)
                start = time.perf_counter()
                engine.send(f"reg_genmove {color_name(color)}", timeout=600)
                times.append(time.perf_counter() - start)
            out.update(summarise(times, f"{size}x{size}"))
    finally:
        engine.close()
    return out


def external_worm_nodes(command: str) -> Dict[str, float]:
    """Reading nodes and seconds of an external engine's worm analysis on the
    positions of ``bench worms``: for each, ``loadsgf``, then
    ``reset_reading_node_counter``, ``worm_data`` (which examines the worms,
    threats included: GNU Go's ``make_worms``) and
    ``get_reading_node_counter``. GNU Go's counter counts the nodes of its
    tactical reader, as ``bench worms`` counts ours, so the two counts
    compare the reading done for one worm analysis of the same positions.
    An engine without these commands gets ``unsupported`` and its refusal,
    not a failed benchmark."""
    from ...engine.bench.common import bench_position_paths
    engine = GtpEngine(command)
    engine.start()
    nodes: List[int] = []
    times: List[float] = []
    try:
        for path in bench_position_paths():
            engine.send(f"loadsgf {path}", timeout=60)
            engine.send("reset_reading_node_counter", timeout=60)
            start = time.perf_counter()
            engine.send("worm_data", timeout=600)
            times.append(time.perf_counter() - start)
            nodes.append(int(engine.send("get_reading_node_counter", timeout=60)))
    except GtpFailure as refusal:
        return {"unsupported": refusal.message}
    finally:
        engine.close()
    count = len(nodes)
    return {"positions": float(count),
            "reading_nodes_per_position": sum(nodes) / count if count else 0.0,
            "seconds_per_position": sum(times) / count if count else 0.0}


def external_case_times(command: str, suite: str, names: Sequence[str]) -> Dict[str, float]:
    """Seconds per case of a .tst suite for an external engine: every setup
    line of the suite is sent as written (``loadsgf`` relative to the
    suite's folder), each case whose command is in ``names`` timed."""
    import os
    import statistics
    engine = GtpEngine(command, cwd=os.path.dirname(suite))
    engine.start()
    times: List[float] = []
    try:
        with open(suite, encoding="utf-8") as handle:
            for line in handle:
                words = line.split("#", 1)[0].split()
                if words and words[0].isdigit():
                    words = words[1:]
                if not words:
                    continue
                start = time.perf_counter()
                try:
                    engine.send(" ".join(words), timeout=600)
                except GtpFailure:
                    pass        # an answer like any other: the case is timed
                if words[0] in names:
                    times.append(time.perf_counter() - start)
    finally:
        engine.close()
    ranked = sorted(times)
    return {"cases": float(len(times)), "seconds": sum(times),
            "seconds_per_case_median": statistics.median(times) if times else 0.0,
            "seconds_per_case_p90": ranked[int(0.9 * (len(ranked) - 1))] if ranked else 0.0,
            "seconds_per_case_max": ranked[-1] if ranked else 0.0}


def external_owl_times(command: str) -> Dict[str, float]:
    """Seconds per ``owl_attack``/``owl_defend`` case of our owl suite for
    an external engine (GNU Go's owl reading beside ``bench owl``)."""
    from ...engine.bench.owl import default_suite
    return external_case_times(command, default_suite(), ("owl_attack", "owl_defend"))


def external_connection_times(command: str) -> Dict[str, float]:
    """Seconds per ``connect``/``disconnect`` case of our connection suite
    for an external engine (GNU Go's string_connect and disconnect beside
    ``bench connection``)."""
    from ...engine.bench.connection import COMMANDS, default_suite
    return external_case_times(command, default_suite(), COMMANDS)


def external_breakin_times(command: str) -> Dict[str, float]:
    """Seconds per ``break_in``/``block_off`` case of our break-in suite
    for an external engine (beside ``bench breakin``)."""
    from ...engine.bench.connection import BREAKIN_COMMANDS, default_breakin_suite
    return external_case_times(command, default_breakin_suite(), BREAKIN_COMMANDS)


@click.command()
@click.argument("which", nargs=-1, type=click.Choice(BENCHES))
@click.option("--seconds", type=float, default=3.0, show_default=True,
              help="Measuring time per workload (after a warm-up).")
@click.option("--profile", "show_profile", is_flag=True, help="Also profile the board benchmark.")
@click.option("--json", "json_out", type=click.Path(dir_okay=False), help="Write numbers as JSON.")
@click.option("--engine", "engine_cmd", metavar="CMD",
              help="Also time this GTP engine's reg_genmove on the genmove positions, "
                   "count its reading nodes in worm_data on the worm positions, "
                   "its owl_attack/owl_defend on the owl suite, its connect/disconnect "
                   "on the connection suite and its break_in/block_off on the break-in "
                   "suite, e.g. \"gnugo --mode gtp\".")
def bench(which: List[str], seconds: float, show_profile: bool, json_out: Optional[str],
          engine_cmd: Optional[str]) -> None:
    """Report benchmark numbers: board, reading, matcher, worms (with
    --engine, beside the engine's reading nodes on the same positions), owl
    (seconds per owl case of our suite), connection and breakin (seconds
    per connect/disconnect and break_in/block_off case of our suites) and
    genmove (seconds per move on
    9x9, 13x13 and 19x19 middle games)."""
    results = bench_all(seconds, list(which) or None)
    if engine_cmd and (not which or "genmove" in which):
        results["genmove_external"] = external_genmove_times(engine_cmd)
        results["genmove_external"]["engine"] = engine_cmd
    if engine_cmd and (not which or "worms" in which):
        external = external_worm_nodes(engine_cmd)
        ours = results.get("worms", {}).get("reading_nodes_per_position")
        if ours and external.get("reading_nodes_per_position"):
            external["kosumi_nodes_ratio"] = ours / external["reading_nodes_per_position"]
        external["engine"] = engine_cmd
        results["worms_external"] = external
    if engine_cmd and (not which or "owl" in which):
        results["owl_external"] = external_owl_times(engine_cmd)
        results["owl_external"]["engine"] = engine_cmd
    if engine_cmd and (not which or "connection" in which):
        results["connection_external"] = external_connection_times(engine_cmd)
        results["connection_external"]["engine"] = engine_cmd
    if engine_cmd and (not which or "breakin" in which):
        results["breakin_external"] = external_breakin_times(engine_cmd)
        results["breakin_external"]["engine"] = engine_cmd
    click.echo(f"kosumi bench on {implementation()}")
    for name, numbers in results.items():
        for key, value in numbers.items():
            if isinstance(value, str):
                text = value
            else:
                text = f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.4g}"
            click.echo(f"  {name}.{key}: {text}")
    if show_profile:
        click.echo(profile(lambda: bench_board(seconds, warmup=0.0)))
    if json_out:
        with open(json_out, "w", encoding="utf-8") as handle:
            json.dump({"implementation": implementation(), "results": results}, handle, indent=1)

"""``kosumi bench``: speed of the hot paths, with a calibration ratio."""
import json
from typing import List, Optional

import click

from ..engine.bench import bench_all, bench_board, implementation, profile


@click.command()
@click.argument("which", nargs=-1, type=click.Choice(["board", "reading", "matcher", "worms"]))
@click.option("--seconds", type=float, default=3.0, show_default=True,
              help="Measuring time per workload (after a warm-up).")
@click.option("--profile", "show_profile", is_flag=True, help="Also profile the board benchmark.")
@click.option("--json", "json_out", type=click.Path(dir_okay=False), help="Write numbers as JSON.")
def bench(which: List[str], seconds: float, show_profile: bool, json_out: Optional[str]) -> None:
    """Report benchmark numbers (board; reading and matcher when available)."""
    results = bench_all(seconds, list(which) or None)
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

"""``kosumi regress``: run GNU Go-format regression files and report."""
import json
import os
import sys
from collections import OrderedDict
from typing import List, Optional

import click

from ..regress.runner import (FAILED, NOT_RUN, UNEXPECTED_FAIL, UNEXPECTED_PASS, Result, as_dict, count_tests,
                      engine_command, run_jobs, split_jobs, summary)


@click.command()
@click.argument("files", nargs=-1, required=True,
                type=click.Path(exists=True, dir_okay=False, readable=True))
@click.option("--engine", metavar="CMD",
              help='External GTP engine to test, e.g. "gnugo --mode gtp" (default: Kosumi in process).')
@click.option("--jobs", "-j", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Worker processes.")
@click.option("--json", "json_out", type=click.Path(dir_okay=False, writable=True),
              help="Write every result to this JSON file.")
@click.option("--timeout", type=float, default=30.0, show_default=True,
              help="Seconds allowed per test (0: no limit).")
@click.option("--level", type=click.IntRange(1, 10), default=10, show_default=True,
              help="Kosumi's level (in process only).")
@click.option("--verbose", "-v", is_flag=True, help="List every test, not only unexpected results.")
@click.option("--progress/--no-progress", default=None,
              help="Progress bar on stderr (default: when stderr is a terminal).")
def regress(files: List[str], engine: Optional[str], jobs: int, json_out: Optional[str],
            timeout: float, level: int, verbose: bool, progress: Optional[bool]) -> None:
    """Run .tst regression files (GNU Go's format) and report results.

    Exit status: 0 when every test came out as expected, 1 when some test
    failed unexpectedly or could not be run (its loadsgf failed).
    """
    options = dict(engine=engine_command(engine) if engine else None,
                   timeout=timeout or None,
                   config={} if engine or level == 10 else {"level": level})
    work = split_jobs(files, jobs, **options)
    total = sum(count_tests(f) for f in files)
    show = sys.stderr.isatty() if progress is None else progress
    results: List[Result] = []
    if show:
        with click.progressbar(length=total, label="regress", file=sys.stderr) as bar:
            for result in run_jobs(work, jobs):
                results.append(result)
                bar.update(1)
    else:
        results = list(run_jobs(work, jobs))
    _report(files, results, verbose)
    if json_out:
        with open(json_out, "w", encoding="utf-8") as handle:
            json.dump({"files": {os.path.basename(f): summary([r for r in results
                                                               if r.file == os.path.basename(f)])
                                 for f in files},
                       "total": summary(results),
                       "results": [as_dict(r) for r in results]}, handle, indent=1)
    sys.exit(1 if any(r.status in (UNEXPECTED_FAIL, NOT_RUN) for r in results) else 0)


def _report(files: List[str], results: List[Result], verbose: bool) -> None:
    by_file: "OrderedDict[str, List[Result]]" = OrderedDict(
        (os.path.basename(f), []) for f in files)
    for r in results:
        by_file.setdefault(r.file, []).append(r)
    for name, rs in by_file.items():
        rs.sort(key=lambda r: r.line_no)
        for r in rs:
            if verbose or r.status in (UNEXPECTED_FAIL, UNEXPECTED_PASS):
                word = {UNEXPECTED_FAIL: "unexpected FAIL", UNEXPECTED_PASS: "unexpected PASS!",
                        FAILED: "failed"}.get(r.status, r.status)
                click.echo(f"{name}:{r.number} {word}: correct '{r.expected}', "
                           f"got '{r.answer}' ({r.seconds:.2f}s)")
        skipped = [r for r in rs if r.status == NOT_RUN]
        if skipped and not verbose:
            click.echo(f"{name}: {len(skipped)} tests not run, the first because of "
                       f"{skipped[0].answer[len('not run: '):]}")
        s = summary(rs)
        click.echo(f"{name}: {s['pass']}/{s['tests']} passed ({100 * s['pass_rate']:.1f}%), "
                   f"{s['unexpected_fail']} unexpected FAIL, {s['unexpected_pass']} unexpected PASS, "
                   f"{s['seconds']:.1f}s, median {s['median_seconds']:.3f}s per test"
                   + _not_run(s))
    if len(by_file) > 1:
        s = summary(results)
        click.echo(f"total: {s['pass']}/{s['tests']} passed ({100 * s['pass_rate']:.1f}%), "
                   f"{s['unexpected_fail']} unexpected FAIL, {s['unexpected_pass']} unexpected PASS, "
                   f"{s['seconds']:.1f}s" + _not_run(s))


def _not_run(s: dict) -> str:
    """The summary's note on tests whose position could not be set up."""
    return f", {s['not_run']} not run (setup failed)" if s["not_run"] else ""

"""The worm suite (regressions/worms/worms.tst): Kosumi passes it, and its
expectations are GNU Go's answers too.

GNU Go has no ``kosumi-worm_field``: for those cases it is asked
``worm_data VERTEX`` and the field is read from the answer. Cases on the
cavity fields of empty points (origin, colour, size; GNU Go 3.8 does not
compute cavities) are checked by Kosumi only.
"""
import os
import re


from shared import gnugo_answers, needs_gnugo
from kosumi.gtp.regress.runner import Job, parse_tst, run_job

SUITE = os.path.join(os.path.dirname(__file__), "..", "regressions", "worms", "worms.tst")


def test_kosumi_passes_the_worm_suite():
    results = run_job(Job(SUITE, timeout=None))
    assert len(results) >= 75
    failed = [(r.number, r.command, r.expected, r.answer) for r in results if not r.passed]
    assert failed == []


def _gnugo_session(lines):
    """Replies of one GNU Go process to ``lines`` (bodies, or None on failure)."""
    replies = gnugo_answers(lines, cwd=os.path.dirname(SUITE))
    assert len(replies) == len(lines)
    return replies


@needs_gnugo
def test_gnugo_gives_the_expected_answers():
    with open(SUITE) as handle:
        entries = parse_tst(handle.read())
    lines, checks = [], []
    for entry in entries:
        words = entry.text.split()
        if entry.number is None:
            lines.append(entry.text)
            continue
        args = words[2:]
        if entry.name == "kosumi-worm_field":
            lines.append(f"worm_data {args[0]}")
            checks.append((len(lines) - 1, entry, args[1]))
        else:
            lines.append(" ".join(words[1:]))
            checks.append((len(lines) - 1, entry, None))
    replies = _gnugo_session(lines)
    compared = 0
    for index, entry, field in checks:
        reply = replies[index]
        assert reply is not None, entry.text
        if field is not None:
            values = dict(line.split(None, 1) for line in reply.split("\n")[1:] if line.strip())
            if values["color"] == "empty" and field in ("origin", "color", "size"):
                continue  # cavity fields: Kosumi only
            answer = values[field]
        else:
            answer = reply.strip().split("\n")[0].strip()
        pattern = entry.expectation.pattern
        assert re.search("^" + pattern + "$", answer), (entry.number, entry.text, answer)
        compared += 1
    assert compared >= 70

"""Golden transcripts: tests/golden/NAME.gtp in, NAME.out exactly out.

The expected outputs were written by hand from the spec and GNU Go's
formats (each position reasoned through in the .gtp comments), not
captured from the engine.
"""
import pathlib

import pytest

from gtp_helpers import run_transcript

GOLDEN = pathlib.Path(__file__).parent / "golden"


@pytest.mark.parametrize("name", sorted(p.stem for p in GOLDEN.glob("*.gtp")))
def test_golden_transcript(name):
    given = (GOLDEN / f"{name}.gtp").read_text()
    expected = (GOLDEN / f"{name}.out").read_text()
    assert run_transcript(given) == expected

"""GNU Go's pattern files (a test corpus only): all of them parse and compile,
and the engine's missing vocabulary is reported."""
import glob
import os

import pytest

from shared import GNUGO_PATTERNS
from kosumi.engine.autohelpers import missing
from kosumi.engine.helpers import HELPERS
from kosumi.patterns.database import compile_file

CORPUS = str(GNUGO_PATTERNS)
pytestmark = pytest.mark.skipif(not os.path.isdir(CORPUS),
                                reason=f"GNU Go's pattern corpus is not at {CORPUS}")


@pytest.fixture(scope="module")
def corpus():
    return {os.path.basename(f): compile_file(f) for f in sorted(glob.glob(f"{CORPUS}/*.db"))}


def test_every_corpus_file_compiles(corpus):
    assert len(corpus) == 19
    total = sum(len(db.patterns) + len(db.eye_shapes) for db, _ in corpus.values())
    assert total >= 4500
    dialects = {name: db.dialect for name, (db, _) in corpus.items()}
    assert dialects["eyes.db"] == "eyes" and dialects["mc_uniform.db"] == "mc"
    assert dialects["patterns.db"] == "mkpat"
    assert len(corpus["patterns.db"][0].patterns) == 994


def test_corpus_lint_finds_the_known_oddities(corpus):
    found = [str(d) for _, diags in corpus.values() for d in diags]
    assert any("VA9b: declared symmetry '-' does not hold" in d for d in found)
    assert any("LE10: unknown classification letter 'W'" in d for d in found)


def test_the_report_of_what_the_engine_lacks(corpus):
    used = {n for db, _ in corpus.values() for p in db.patterns for n in p.autohelpers}
    lacking = missing(used)
    assert {"owl_escape_value", "alive", "xcut", "oplay_connect", "omoyo"} <= set(lacking)
    assert not {"lib", "attack", "oplay_attack", "safe_xmove"} & set(lacking)
    helpers = {p.helper for db, _ in corpus.values() for p in db.patterns if p.helper}
    assert "jump_out_helper" in helpers and not helpers & set(HELPERS)

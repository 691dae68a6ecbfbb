"""Loading, caching and dialects of pattern databases; our own databases."""
import ast
import os
import pathlib
import subprocess
import sys

import pytest

from kosumi.patterns import database
from kosumi.patterns.database import (DatabaseCache, builtin_names, builtin_path, compile_file,
                                      compile_text, detect_dialect, dumps)
from kosumi.patterns.errors import PatternError

ROOT = pathlib.Path(__file__).resolve().parent.parent
PATTERNS = ROOT / "patterns"


def test_patterns_package_never_imports_the_engine():
    for path in sorted(PATTERNS.glob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""] if not node.level else \
                    [("." * node.level) + (node.module or "")]
            for name in names:
                assert "engine" not in name and "gtp" not in name, f"{path.name} imports {name}"
    code = ("import sys, kosumi.patterns.database, kosumi.patterns.compiler, "
            "kosumi.patterns.vocabulary, kosumi.patterns.eyes, kosumi.patterns.mc; "
            "print(any(m.startswith('kosumi.engine') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_our_databases_are_clean_and_large_enough():
    total = 0
    for name in builtin_names():
        db, diagnostics = compile_file(builtin_path(name))
        assert not diagnostics, [str(d) for d in diagnostics]
        total += len(db.patterns)
        names = [p.name for p in db.patterns]
        assert len(names) == len(set(names))
        for p in db.patterns:
            assert p.comment.strip(), f"{p.location}: every pattern says what it is for"
    assert total >= 150
    assert set(builtin_names()) >= {"shapes", "connections", "edges", "corners", "attacks",
                                    "defenses"}


def test_our_connection_database_uses_gnugo_classes():
    db, _ = compile_file(builtin_path("connections"))
    assert {p.classes for p in db.patterns} == {"C", "B"}


def test_compiling_is_deterministic_across_processes(tmp_path):
    code = ("import sys, hashlib; from kosumi.patterns.database import compile_file, dumps; "
            "db, _ = compile_file(sys.argv[1]); print(hashlib.sha256(dumps(db)).hexdigest())")
    digests = set()
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", code, str(builtin_path("shapes"))],
                             capture_output=True, text=True, check=True, env=env)
        digests.add(out.stdout.strip())
    assert len(digests) == 1
    db, _ = compile_file(builtin_path("shapes"))
    assert dumps(db) == dumps(compile_file(builtin_path("shapes"))[0])


def test_cache_keeps_compiled_databases_on_disk(tmp_path, monkeypatch):
    source = tmp_path / "mine.db"
    source.write_text("Pattern A\n\nO*\n\n:8\n")
    cache_dir = tmp_path / "cache"
    first = DatabaseCache(str(cache_dir)).load(str(source))
    pickles = list(cache_dir.glob("mine-*.pickle"))
    assert len(pickles) == 1 and first.patterns[0].name == "A"

    def refuse(*args, **kwargs):
        raise AssertionError("should have come from the cache")

    monkeypatch.setattr(database, "compile_text", refuse)
    again = DatabaseCache(str(cache_dir)).load(str(source))
    assert again.patterns == first.patterns and again.source_hash == first.source_hash
    monkeypatch.undo()
    source.write_text("Pattern B\n\nX*\n\n:8\n")  # a new source is a new key
    changed = DatabaseCache(str(cache_dir)).load(str(source))
    assert changed.patterns[0].name == "B" and len(list(cache_dir.glob("mine-*.pickle"))) == 2
    pickles[0].write_bytes(b"not a pickle")
    source.write_text("Pattern A\n\nO*\n\n:8\n")
    assert DatabaseCache(str(cache_dir)).load(str(source)).patterns[0].name == "A"


def test_memory_cache_returns_the_same_object():
    cache = DatabaseCache()
    assert cache.load("shapes") is cache.load("shapes")
    with pytest.raises(KeyError):
        cache.load("no_such_database")


EYES = """Pattern 100

x

:1111


Pattern 4000

|.
|.*.
+---

:1122


Pattern 60020

 (
|.
|....
+---

:1222
"""


def test_eye_dialect_compiles_to_graphs():
    assert detect_dialect(EYES) == "eyes"
    db, diags = compile_text(EYES, "eyes.db")
    assert not diags and [s.name for s in db.eye_shapes] == ["100", "4000", "60020"]
    corner = db.eye_shapes[1]
    assert corner.value == (1, 1, 2, 2)
    by_cell = {(v.row, v.col): v for v in corner.vertices}
    assert by_cell[(1, 0)].edge == 2 and by_cell[(0, 0)].edge == 1 and by_cell[(1, 2)].edge == 1
    assert by_cell[(1, 1)].attack_point and by_cell[(1, 1)].defense_point
    assert len(by_cell[(1, 1)].neighbors) == 2
    spread = db.eye_shapes[2]
    assert {(v.row, v.col): v.marginal for v in spread.vertices}[(0, 0)] is True


@pytest.mark.parametrize("text,message", [
    ("Pattern 1\n\n.\n\n:12\n", "four digits"),
    ("Pattern 1\n\n. .\n\n:1111\n", "not connected"),
    ("Pattern 1\n\n.Q\n\n:1111\n", "unexpected symbol"),
])
def test_eye_dialect_errors(text, message):
    with pytest.raises(PatternError, match=message):
        compile_text(text, "eyes.db", dialect="eyes")


MC = """# playout patterns
?X%
?*%
%%%

:10000,ocap1,near,osafe
:13000,ocap2,near

OX|
?*|
%%%

:100,near
"""


def test_playout_dialect_compiles_to_ordinary_patterns():
    assert detect_dialect(MC) == "mc"
    db, _ = compile_text(MC, "mc.db")
    first, second = db.patterns
    assert first.name == "mc0" and first.attribute("weights") == (
        (10000, ("ocap1", "near", "osafe")), (13000, ("ocap2", "near")))
    assert first.anchor_kind == "X" and first.extent == (0, -1, 1, 0)  # "%" lies outside
    assert second.edges == "E" and len(second.placements) == 8
    with pytest.raises(PatternError, match="unknown playout condition"):
        compile_text("?*?\n\n:5,nowhere\n", "mc.db", dialect="mc")

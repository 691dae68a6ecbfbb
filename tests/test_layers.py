"""Imports flow one way: gtp -> engine -> patterns, and downwards inside engine.

Every module of the engine has a rank; a module may import only modules of
a lower or equal rank. A new module must be given a rank here, which is the
moment to think about where it belongs.
"""
import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent

# Lower ranks are lower layers (see README's layer diagram).
ENGINE_RANKS = {
    "colors": 0, "geometry": 0, "config": 0,
    "board": 1, "diagram": 1,
    "game": 2, "handicap": 2, "sgf": 2, "timecontrol": 2, "scoring": 2, "unconditional": 2,
    "playouts": 2,
    "reading": 3,
    "worms": 4,
    "dragons": 5, "owl": 5, "eyes": 5, "connections": 5, "semeai": 5, "influence": 5,
    "matcher": 6, "autohelpers": 6, "helpers": 6, "worm_patterns": 6,
    "movereasons": 7, "valuation": 7,
    "baseline": 8, "genmove": 8, "montecarlo": 8,
    "players": 9,
    "bench": 10, "matcher_bench": 10, "worms_bench": 10, "genmove_bench": 10,
}


def _modules(folder):
    for path in sorted((ROOT / folder).rglob("*.py")):
        yield path


def _engine_name(path):
    rel = path.relative_to(ROOT / "engine")
    return rel.parts[0].removesuffix(".py") if len(rel.parts) > 1 else rel.stem


def _imports(path):
    """Absolute module names imported by a file (relative imports resolved)."""
    tree = ast.parse(path.read_text(), str(path))
    rel = path.relative_to(ROOT)
    top = {"engine": "kosumi.engine", "gtp": "kosumi.gtp", "patterns": "kosumi.patterns"}[rel.parts[0]]
    package = ".".join([top] + list(rel.parts[1:-1]))  # where "." points, __init__ included
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
                if node.module is None:
                    for alias in node.names:
                        yield f"{name}.{alias.name}"
                    continue
                yield name
            elif node.module:
                yield node.module


def test_patterns_never_import_the_engine_or_gtp():
    for path in _modules("patterns"):
        for name in _imports(path):
            assert not name.startswith(("kosumi.engine", "kosumi.gtp")), (path, name)


def test_engine_never_imports_gtp():
    for path in _modules("engine"):
        for name in _imports(path):
            assert not name.startswith("kosumi.gtp"), (path, name)


def test_engine_modules_import_only_lower_layers():
    for path in _modules("engine"):
        if path.name == "__init__.py" and path.parent.name == "engine":
            continue
        me = _engine_name(path)
        assert me in ENGINE_RANKS, f"{path}: give module {me!r} a rank in tests/test_layers.py"
        for name in _imports(path):
            if not name.startswith("kosumi.engine."):
                continue
            other = name.split(".")[2]
            assert other in ENGINE_RANKS, f"{path} imports unranked {name}"
            assert ENGINE_RANKS[other] <= ENGINE_RANKS[me], \
                f"{path} ({me}, rank {ENGINE_RANKS[me]}) imports {name} (rank {ENGINE_RANKS[other]})"


def test_protocol_layer_knows_no_go():
    for module in ("protocol", "registry", "server"):
        for name in _imports(ROOT / "gtp" / f"{module}.py"):
            assert not name.startswith("kosumi.engine"), (module, name)

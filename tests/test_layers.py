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
    "colors": 0, "geometry": 0, "config": 0, "version": 0, "diagram": 0,
    "cores": 0,                        # which compiled twins run (imports them by name)
    "board": 1,
    "game": 2, "handicap": 2, "sgf": 2, "timecontrol": 2, "scoring": 2, "unconditional": 2,
    "playouts": 2, "_playouts": 2,     # _playouts: the compiled twin of the playout loop
    "reading": 3, "_reading": 3,       # _reading: the compiled twin of the tactical search
    "readconnect": 4,
    "worms": 4,
    "matcher": 5, "autohelpers": 5, "helpers": 5, "worm_patterns": 5,
    "dragons": 6, "eyes": 6, "optics": 6, "influence": 6,
    "owl": 7,
    "connections": 8, "semeai": 8, "combinations": 8, "judgement": 8,
    "movereasons": 9, "valuation": 9,
    "baseline": 10, "genmove": 10, "montecarlo": 10, "analysis": 10,
    "_tree": 10,                       # _tree: the compiled twin of the search's child loops
    "players": 11,
    # Measurement and offline tools: never imported by the engine proper.
    "bench": 12, "tools": 12,
}
TOOLS_RANK = 12


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


def _module_name(path):
    rel = path.relative_to(ROOT)
    top = {"engine": "kosumi.engine", "gtp": "kosumi.gtp", "patterns": "kosumi.patterns"}[rel.parts[0]]
    parts = list(rel.parts[1:])
    parts[-1] = parts[-1].removesuffix(".py")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([top] + parts)


def test_no_import_cycles():
    """Not even through an import inside a function: a cycle means two
    modules that cannot be understood, or tested, one without the other."""
    modules = {_module_name(p): p for folder in ("engine", "gtp", "patterns")
               for p in _modules(folder)}
    graph = {}
    for name, path in modules.items():
        targets = set()
        for imported in _imports(path):
            while imported and imported not in modules:
                imported = imported.rpartition(".")[0]
            if imported and imported != name and not name.startswith(imported + "."):
                targets.add(imported)
        graph[name] = targets
    state = {}

    def visit(node, stack):
        state[node] = "open"
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                cycle = stack[stack.index(nxt):] + [nxt]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if nxt not in state:
                visit(nxt, stack + [nxt])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])


def test_engine_proper_never_imports_benchmarks_or_tools():
    for path in _modules("engine"):
        me = _engine_name(path)
        if path.name == "__init__.py" and path.parent.name == "engine" or ENGINE_RANKS[me] >= TOOLS_RANK:
            continue
        for name in _imports(path):
            if name.startswith("kosumi.engine."):
                assert ENGINE_RANKS[name.split(".")[2]] < TOOLS_RANK, (path, name)


def test_protocol_layer_knows_no_go():
    for module in ("protocol", "registry", "server"):
        for name in _imports(ROOT / "gtp" / "frontend" / f"{module}.py"):
            assert not name.startswith("kosumi.engine"), (module, name)


# The subpackages of gtp/ and what each may import of the others: the front
# end (what a GUI talks to) never imports the client-side tools that drive
# engines; the GTP client knows no Go and no other part of gtp/.
GTP_MAY_IMPORT = {
    "frontend": {"frontend"},
    "client": {"client"},
    "match": {"match", "client"},
    "regress": {"regress", "client", "frontend"},
    "cli": {"cli", "frontend", "client", "match", "regress"},
}


def _gtp_part(path):
    rel = path.relative_to(ROOT / "gtp")
    return rel.parts[0] if len(rel.parts) > 1 else None


def test_gtp_subpackages_import_in_one_direction():
    parts_seen = set()
    for path in _modules("gtp"):
        me = _gtp_part(path)
        if me is None:
            continue
        parts_seen.add(me)
        assert me in GTP_MAY_IMPORT, f"{path}: give gtp/{me} its place in GTP_MAY_IMPORT"
        for name in _imports(path):
            if name.startswith("kosumi.gtp."):
                other = name.split(".")[2]
                assert other in GTP_MAY_IMPORT[me], f"{path} ({me}) imports {name}"
    assert parts_seen == set(GTP_MAY_IMPORT)


def test_gtp_client_knows_no_go():
    for path in (ROOT / "gtp" / "client").rglob("*.py"):
        for name in _imports(path):
            assert not name.startswith(("kosumi.engine", "kosumi.patterns")), (path, name)

"""Loading pattern databases: dialect detection, compilation and caching.

``compile_text`` turns the text of a `.db` file into a
:class:`~.compiled.CompiledDatabase` plus lint diagnostics, whatever its
dialect (GNU Go's ``mkpat`` patterns, ``eyes.db`` eye shapes or ``mc_*.db``
playout patterns). A :class:`DatabaseCache` compiles each source once: in
memory, and optionally as a pickle under a cache directory keyed by a hash
of the source text and the compiler version, so a changed file or compiler
is recompiled and the same inputs always give the same bytes.

Our own databases live next to this module (``patterns/*.db``) and are
loaded by name (``shapes``, ``connections``...). Never imports the engine.
"""
import os
import pickle
import tempfile
from typing import Dict, List, Optional, Tuple

from .compiled import CompiledDatabase
from .compiler import COMPILER_VERSION, compile_source, source_hash
from .errors import Diagnostic, PatternError
from .eyes import looks_like_eyes, parse_and_compile_eyes
from .mc import looks_like_mc, parse_mc
from .parser import parse_db

BUILTIN_DIR = os.path.dirname(os.path.abspath(__file__))
DIALECTS = ("mkpat", "eyes", "mc")
PICKLE_PROTOCOL = 4


def detect_dialect(text: str) -> str:
    """``eyes`` for eye shapes, ``mc`` for playout patterns, else ``mkpat``."""
    if looks_like_eyes(text):
        return "eyes"
    if looks_like_mc(text):
        return "mc"
    return "mkpat"


def read_source(path: str) -> str:
    """The text of a `.db` file (UTF-8, or Latin-1 for GNU Go's older files)."""
    with open(path, "rb") as handle:
        data = handle.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def database_name(path: str) -> str:
    """A database's name: its file name without ``.db``."""
    base = os.path.basename(path)
    return base[:-3] if base.endswith(".db") else base


def compile_text(text: str, file: str = "<string>", name: Optional[str] = None,
                 dialect: Optional[str] = None) -> Tuple[CompiledDatabase, List[Diagnostic]]:
    """Parse and compile a `.db` text; returns the database and lint findings.

    Raises PatternError (naming file and line) if the text is not a valid
    database of its dialect.
    """
    dialect = dialect or detect_dialect(text)
    name = name or database_name(file)
    diagnostics: List[Diagnostic] = []
    if dialect == "eyes":
        db = CompiledDatabase(name=name, file=file, dialect="eyes",
                              source_hash=source_hash(text), compiler_version=COMPILER_VERSION)
        db.eye_shapes = list(parse_and_compile_eyes(text, file, diagnostics))
        return db, diagnostics
    if dialect == "mc":
        source = parse_mc(text, file)
    elif dialect == "mkpat":
        source = parse_db(text, file)
    else:
        raise ValueError(f"unknown dialect {dialect!r}; use one of {DIALECTS}")
    return compile_source(source, text, name, diagnostics), diagnostics


def compile_file(path: str, dialect: Optional[str] = None
                 ) -> Tuple[CompiledDatabase, List[Diagnostic]]:
    """Read and compile one `.db` file (OSError if it cannot be read)."""
    return compile_text(read_source(path), path, dialect=dialect)


def builtin_names() -> List[str]:
    """Names of the databases shipped with Kosumi, sorted."""
    return sorted(database_name(f) for f in os.listdir(BUILTIN_DIR) if f.endswith(".db"))


def builtin_path(name: str) -> str:
    """Path of a shipped database; KeyError if there is none of that name."""
    path = os.path.join(BUILTIN_DIR, f"{name}.db")
    if not os.path.isfile(path):
        raise KeyError(f"no pattern database {name!r} (have: {', '.join(builtin_names())})")
    return path


def resolve(name_or_path: str) -> str:
    """A path for a shipped database name or an explicit `.db` path."""
    if os.sep in name_or_path or name_or_path.endswith(".db"):
        return name_or_path
    return builtin_path(name_or_path)


class DatabaseCache:
    """Compiles each database source once and keeps the result.

    Compiled databases are kept in memory, keyed by the hash of their source
    text and the compiler version; with a ``directory`` they are also
    pickled there (created if missing), so later processes skip compiling.
    """

    def __init__(self, directory: Optional[str] = None) -> None:
        self.directory = directory
        self._memory: Dict[str, CompiledDatabase] = {}

    def load(self, name_or_path: str) -> CompiledDatabase:
        """The compiled database for a shipped name or a `.db` path.

        Raises KeyError for an unknown name, OSError for an unreadable file
        and PatternError for an invalid one.
        """
        path = resolve(name_or_path)
        text = read_source(path)
        key = source_hash(text)
        db = self._memory.get(key)
        if db is None:
            db = self._from_disk(path, key)
        if db is None:
            db, _ = compile_text(text, path)
            self._to_disk(path, key, db)
        self._memory[key] = db
        return db

    def _pickle_path(self, path: str, key: str) -> Optional[str]:
        if self.directory is None:
            return None
        return os.path.join(self.directory, f"{database_name(path)}-{key[:20]}.pickle")

    def _from_disk(self, path: str, key: str) -> Optional[CompiledDatabase]:
        target = self._pickle_path(path, key)
        if target is None or not os.path.exists(target):
            return None
        try:
            with open(target, "rb") as handle:
                db = pickle.load(handle)
        except Exception:  # noqa: BLE001 - unpickling damaged bytes can raise anything
            return None  # a damaged or stale cache file is simply rebuilt
        if not isinstance(db, CompiledDatabase) or db.source_hash != key:
            return None
        if db.file != path:  # the same source may be read from another place
            db.file = path
        return db

    def _to_disk(self, path: str, key: str, db: CompiledDatabase) -> None:
        target = self._pickle_path(path, key)
        if target is None:
            return
        os.makedirs(self.directory, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.directory, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(db, handle, protocol=PICKLE_PROTOCOL)
        os.replace(tmp, target)


def dumps(db: CompiledDatabase) -> bytes:
    """The pickled bytes of a compiled database (deterministic)."""
    return pickle.dumps(db, protocol=PICKLE_PROTOCOL)


__all__ = ["DatabaseCache", "PatternError", "compile_file", "compile_text", "detect_dialect",
           "builtin_names", "builtin_path", "dumps", "read_source", "resolve"]

"""Which compiled twins run.

Three hot paths have an optional C twin, built at install where a compiler
is there: the playout loop (``_playouts.c``), the search's child loops
(``_tree.c``) and the tactical search (``_reading.c``). The Python code
beside each is its reference and plays the same moves; the twin runs on
CPython only (PyPy's JIT runs the Python code) and not when
``KOSUMI_PURE_PYTHON`` is set in the environment.
"""
import importlib
import os
import platform
from types import ModuleType
from typing import Optional


def compiled_core(name: str) -> Optional[ModuleType]:
    """The compiled module ``kosumi.engine.<name>``, or None where it is
    not built, not CPython, or switched off."""
    if platform.python_implementation() != "CPython" or os.environ.get("KOSUMI_PURE_PYTHON"):
        return None
    try:
        return importlib.import_module(f"{__package__}.{name}")
    except ImportError:
        return None

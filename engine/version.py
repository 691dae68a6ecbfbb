"""Kosumi's version: the installed distribution's, else the source tree's.

Read by GTP's ``version`` and written into SGF files (``AP[Kosumi:0.2.0]``).
Depends on nothing in the engine.
"""
from importlib.metadata import PackageNotFoundError, version as _distribution_version

SOURCE_VERSION = "0.2.0"

try:
    __version__ = _distribution_version("kosumi")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = SOURCE_VERSION

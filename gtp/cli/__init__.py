"""The ``kosumi`` command line: the group and its subcommands."""
from .main import main, run_main

__all__ = ["main", "run_main"]

"""``python -m kosumi.gtp`` is the ``kosumi`` command."""
from .cli import run_main

run_main()

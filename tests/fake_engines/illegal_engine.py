"""Fake engine: a random player whose 3rd genmove (or --fault-at) is an occupied point."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from random_engine import main  # noqa: E402

if __name__ == "__main__":
    main(["--fault", "illegal"] + sys.argv[1:])

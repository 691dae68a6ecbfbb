"""Fake engine: a random player that sleeps for an hour on its 3rd genmove."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from random_engine import main  # noqa: E402

if __name__ == "__main__":
    main(["--fault", "hang"] + sys.argv[1:])

"""Fake engine: a random player that answers its 3rd genmove with a line that is not GTP."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from random_engine import main  # noqa: E402

if __name__ == "__main__":
    main(["--fault", "garbage"] + sys.argv[1:])

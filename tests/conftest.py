"""Shared fixtures: the tests folder on sys.path for the reference board."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))

"""Colours of board points, with GNU Go's numeric values.

EMPTY, WHITE, BLACK and GRAY (off the board) are the values stored in the
board array; ``OTHER_COLOR`` swaps BLACK and WHITE. The border colours are
the extra values GNU Go's worm data uses for empty regions. Depends on nothing.
"""
from typing import Optional

EMPTY = 0
WHITE = 1
BLACK = 2
GRAY = 3

# Cavity colours of worm data (manual 7.1): an empty worm bordered by one colour.
GRAY_BORDER = 3
WHITE_BORDER = 4
BLACK_BORDER = 5

COLOR_NAMES = {EMPTY: "empty", WHITE: "white", BLACK: "black", GRAY: "gray"}


def OTHER_COLOR(color: int) -> int:
    """The opponent of BLACK or WHITE."""
    return WHITE + BLACK - color


def color_name(color: int) -> str:
    """``black``, ``white``, ``empty`` or ``gray``."""
    return COLOR_NAMES[color]


def parse_color(text: str) -> Optional[int]:
    """GTP colour (``b``, ``w``, ``black``, ``white``, any case), or None."""
    t = text.lower()
    if t in ("b", "black"):
        return BLACK
    if t in ("w", "white"):
        return WHITE
    return None

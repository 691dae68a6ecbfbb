"""The eight board symmetries and the pattern symmetry classes.

A transformation maps a pattern offset ``(di, dj)`` (rows down, columns
right) to ``(a*di + b*dj, c*di + d*dj)``. The order is GNU Go's (manual
section 9.13): a, g, d, f, h, b, e, c, i.e. identity, the three rotations,
then the four reflections, so that a symmetric pattern needs only a prefix
(or, for ``O``, the middle four) of the list:

=====  ==========================  ==============================
index  manual name                 effect on ``(di, dj)``
=====  ==========================  ==============================
0      a  identity                 ``(di, dj)``
1      g  rotate clockwise         ``(dj, -di)``
2      d  rotate 180 degrees       ``(-di, -dj)``
3      f  rotate anticlockwise     ``(-dj, di)``
4      h  reflect in ``/``         ``(-dj, -di)``
5      b  reflect in ``-``         ``(-di, dj)``
6      e  reflect in ``\\``        ``(dj, di)``
7      c  reflect in ``|``         ``(di, -dj)``
=====  ==========================  ==============================

Offsets in compiled patterns are one-dimensional in GNU Go's fixed stride:
``offset = di * NS + dj``. ``NS`` duplicates ``kosumi.engine.geometry.NS``
(a test checks they agree) because this package never imports the engine.
Depends on nothing.
"""
from typing import Dict, FrozenSet, Iterable, List, Tuple

NS = 26  # GNU Go's stride, MAX_BOARD + 1 (equals kosumi.engine.geometry.NS)

Matrix = Tuple[int, int, int, int]

TRANSFORMATIONS: Tuple[Matrix, ...] = (
    (1, 0, 0, 1),     # a: identity
    (0, 1, -1, 0),    # g: rotate clockwise
    (-1, 0, 0, -1),   # d: rotate 180
    (0, -1, 1, 0),    # f: rotate anticlockwise
    (0, -1, -1, 0),   # h: reflect in /
    (-1, 0, 0, 1),    # b: reflect in -
    (0, 1, 1, 0),     # e: reflect in \
    (1, 0, 0, -1),    # c: reflect in |
)
MANUAL_NAMES = "agdfhbec"

# Which transformations a pattern with a given symmetry must be tried in:
# one representative of each coset of its symmetry group (manual 9.13).
SYMMETRY_TRANSFORMATIONS: Dict[str, Tuple[int, ...]] = {
    "8": (0, 1, 2, 3, 4, 5, 6, 7),
    "|": (0, 1, 2, 3),
    "-": (0, 1, 2, 3),
    "\\": (0, 1, 2, 3),
    "/": (0, 1, 2, 3),
    "X": (0, 1),
    "+": (0, 1),
    "O": (2, 3, 4, 5),
}

# The symmetry group each class claims (transformation indices).
SYMMETRY_GROUPS: Dict[str, Tuple[int, ...]] = {
    "8": (0,),
    "|": (0, 7),
    "-": (0, 5),
    "\\": (0, 6),
    "/": (0, 4),
    "O": (0, 2),
    "X": (0, 2, 4, 6),
    "+": (0, 2, 5, 7),
}

SYMMETRY_MEANINGS: Dict[str, str] = {
    "8": "no symmetry: all eight transformations are tried",
    "|": "symmetric about a vertical axis",
    "-": "symmetric about a horizontal axis",
    "\\": "symmetric about the main diagonal",
    "/": "symmetric about the anti-diagonal",
    "O": "symmetric under rotation by 180 degrees",
    "X": "symmetric about both diagonals",
    "+": "symmetric about both the vertical and the horizontal axis",
}

# Edge directions as unit offsets: the side of the pattern that lies on the
# board's edge.
EDGE_VECTORS: Dict[str, Tuple[int, int]] = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}
_VECTOR_EDGES = {v: k for k, v in EDGE_VECTORS.items()}


def transform(t: int, di: int, dj: int) -> Tuple[int, int]:
    """Apply transformation ``t`` to the offset ``(di, dj)``.

    Counterpart of GNU Go's ``TRANSFORM2``.
    """
    a, b, c, d = TRANSFORMATIONS[t]
    return a * di + b * dj, c * di + d * dj


def offset(di: int, dj: int) -> int:
    """The 1D offset of ``(di, dj)`` in GNU Go's fixed stride."""
    return di * NS + dj


def transform_edges(t: int, edges: Iterable[str]) -> FrozenSet[str]:
    """The board edges a pattern touches after transformation ``t``."""
    return frozenset(_VECTOR_EDGES[transform(t, *EDGE_VECTORS[e])] for e in edges)


def transform_extent(t: int, extent: Tuple[int, int, int, int]) -> Tuple[int, int, int, int]:
    """Transform a bounding box ``(mini, minj, maxi, maxj)``: transform two
    corners, then find the new top-left and bottom-right (manual 9.14, point 2)."""
    mini, minj, maxi, maxj = extent
    i1, j1 = transform(t, mini, minj)
    i2, j2 = transform(t, maxi, maxj)
    return min(i1, i2), min(j1, j2), max(i1, i2), max(j1, j2)


def compose(t1: int, t2: int) -> int:
    """The index of "first ``t2``, then ``t1``"."""
    a1, b1, c1, d1 = TRANSFORMATIONS[t1]
    a2, b2, c2, d2 = TRANSFORMATIONS[t2]
    m = (a1 * a2 + b1 * c2, a1 * b2 + b1 * d2, c1 * a2 + d1 * c2, c1 * b2 + d1 * d2)
    return TRANSFORMATIONS.index(m)


def inverse(t: int) -> int:
    """The index of the inverse transformation."""
    return next(u for u in range(8) if compose(u, t) == 0)


def invariant_under(cells: Dict[Tuple[int, int], str], edges: FrozenSet[str],
                    t: int) -> bool:
    """True if a diagram (cells keyed by offset from any origin) maps onto
    itself under ``t`` up to translation, edges included."""
    if transform_edges(t, edges) != edges:
        return False
    moved = {transform(t, i, j): ch for (i, j), ch in cells.items()}
    if not moved:
        return True
    shift_i = min(i for i, _ in cells) - min(i for i, _ in moved)
    shift_j = min(j for _, j in cells) - min(j for _, j in moved)
    return {(i + shift_i, j + shift_j): ch for (i, j), ch in moved.items()} == cells


def symmetries_of(cells: Dict[Tuple[int, int], str], edges: FrozenSet[str]) -> List[int]:
    """All transformations leaving the diagram invariant (its symmetry group)."""
    return [t for t in range(8) if invariant_under(cells, edges, t)]

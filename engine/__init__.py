"""The Go engine: board, analysis and move generation (``kosumi.engine``).

Knows nothing of GTP; lower layers never import higher ones (README has the
layer diagram).
"""

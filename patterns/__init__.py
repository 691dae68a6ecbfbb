"""Pattern databases and the pattern vocabulary (``kosumi.patterns``)."""

"""The GTP front end and the ``kosumi`` command line (``kosumi.gtp``)."""

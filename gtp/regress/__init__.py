"""``kosumi regress``: running GNU Go-format ``.tst`` regression files, in
process or against any GTP engine."""

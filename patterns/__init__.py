"""Pattern databases and the pattern vocabulary (``kosumi.patterns``).

The language is GNU Go's `.db` pattern language; this package reads it,
checks it and compiles it, and never imports the engine. Reading guide:

* ``parser.py`` reads the main (``mkpat``) dialect into ``source.py``'s
  structures; ``expr.py`` parses constraints and actions into the syntax
  tree of ``syntax.py``; ``eyes.py`` and ``mc.py`` read GNU Go's eye-shape
  and playout dialects;
* ``vocabulary.py`` is the table of autohelper functions, constants,
  helpers, attributes and class letters that constraints are checked
  against;
* ``compiler.py`` turns parsed patterns into ``compiled.py``'s form (seed
  003: anchor, bounding boxes per transformation, edges by padding, sorted
  elements, 2-bit and-compare), using the symmetries of ``transform.py``;
* ``database.py`` detects the dialect, compiles and caches databases, and
  finds our own `.db` files (``shapes``, ``connections``, ``edges``,
  ``corners``, ``attacks``, ``defenses``), which live in this folder.

The engine side is ``kosumi.engine.matcher`` (matching), ``autohelpers``
(the vocabulary implemented) and ``helpers`` (hand-written helpers).
"""

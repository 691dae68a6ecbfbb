"""The GTP front end and the ``kosumi`` command line (``kosumi.gtp``)."""
try:
    from importlib.metadata import PackageNotFoundError, version as _version
    try:
        __version__ = _version("kosumi")
    except PackageNotFoundError:  # running from a source tree
        __version__ = "0.1.0"
except ImportError:  # pragma: no cover
    __version__ = "0.1.0"

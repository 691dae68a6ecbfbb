"""GTP for Kosumi (``kosumi.gtp``): the engine's front end (``frontend``), the
client-side tools that drive GTP engines (``client``, ``match``, ``regress``)
and the ``kosumi`` command line (``cli``)."""
from ..engine.version import __version__

__all__ = ["__version__"]

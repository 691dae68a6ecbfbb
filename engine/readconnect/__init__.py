"""Connection reading: can two strings be connected, or cut apart? Can a
string break into an area?

Counterpart of GNU Go's ``readconnect.c`` (manual 11.10) in the form GNU
Go 3.8 uses (its "alternate connections"). Start with
:class:`ConnectionReader` (``search.py``), the entry points; the moves it
tries come from ``moves.py``, which ranks points by the *connection
distances* of ``distances.py``; the ladder questions those ask are in
``ladders.py``.

Depends on the board, the config and the tactical reader only, so that the
dragons (amalgamation) and the move generator can both use it.
"""
from .search import BLOCK_OFF, BREAK_IN, CONNECT, DISCONNECT, ConnectionReader, ConnectionResult

__all__ = ["BLOCK_OFF", "BREAK_IN", "CONNECT", "DISCONNECT", "ConnectionReader",
           "ConnectionResult"]

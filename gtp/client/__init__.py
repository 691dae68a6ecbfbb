"""The client side of GTP: :class:`~.controller.GtpEngine`, the one class
that starts a GTP engine process and talks to it (used by ``kosumi match``,
``kosumi regress --engine``, ``kosumi bench --engine`` and the tests).
Knows no Go."""
from .controller import (CRASH, PROTOCOL, START, TIMEOUT, EngineCrashed, EngineError,
                         EngineProtocolError, EngineStartError, EngineTimeout, GtpEngine,
                         GtpFailure)

__all__ = ["CRASH", "PROTOCOL", "START", "TIMEOUT", "EngineCrashed", "EngineError",
           "EngineProtocolError", "EngineStartError", "EngineTimeout", "GtpEngine", "GtpFailure"]

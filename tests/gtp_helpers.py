"""Helpers for GTP tests: run a transcript in process, parse replies."""
import io
import re
from typing import List, Optional, Tuple

from kosumi.engine.config import EngineConfig
from kosumi.gtp.frontend.assemble import make_session
from kosumi.gtp.frontend.server import serve

REPLY = re.compile(r"^([=?])(\d*) (.*)$", re.S)


def run_transcript(text: str, config: Optional[EngineConfig] = None) -> str:
    """Everything `kosumi gtp` would write for this input."""
    session = make_session(config)
    out = io.StringIO()
    serve(session.registry, session, io.StringIO(text), out)
    return out.getvalue()


def replies(output: str) -> List[Tuple[bool, Optional[int], str]]:
    """Split GTP output into (ok, id, body) triples; asserts the framing."""
    assert output == "" or output.endswith("\n\n"), repr(output[-40:])
    chunks = output[:-2].split("\n\n") if output else []
    out = []
    for chunk in chunks:
        m = REPLY.match(chunk)
        assert m, f"malformed reply {chunk!r}"
        out.append((m.group(1) == "=", int(m.group(2)) if m.group(2) else None, m.group(3)))
    return out


def bodies(text: str, config: Optional[EngineConfig] = None) -> List[str]:
    """Reply bodies for a transcript; failures are prefixed with '?'."""
    return [body if ok else "?" + body for ok, _, body in replies(run_transcript(text, config))]

"""GoGui extensions."""
from typing import List

from ..registry import command


@command("gogui-interrupt")
def gogui_interrupt(session, args: List[str]) -> str:
    """Announce interrupt support: GoGui then sends ``# interrupt`` lines."""
    return ""

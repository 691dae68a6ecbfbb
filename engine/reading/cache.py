"""The reading cache: results keyed by position, routine, target, ko state, depth.

Counterpart of GNU Go's transposition table (``cache.c``, manual 11.2), as an
explicit object owned by one reader. A key is

    (position hash, stackp | komaster state | target origin | routine)

where the position hash covers the stones and the ko point but not the side
to move (the routine says who moves), so one entry serves every way of
reaching a position. The value is ``(code, move)``.

Reading cuts off by absolute depths (``stackp`` against ``depth``,
``backfill_depth``, ...), so a result depends on the stack depth it was
read at. GNU Go reuses a result read with *more* depth left; we key on the
exact depth instead, which costs some 10% more nodes but makes every answer
a function of the position alone: a reader with a warm cache answers
exactly as a fresh one, whatever it read before (a property test checks
this). (Keying every node below the deepest depth rule alike saved only
4% of a worm analysis's nodes, and is not exact where reading meets
``max_stack``.)

Because the key holds the whole position, nothing goes stale when the board
changes; the table only has to be emptied when it grows too large. Readers
with other depth settings keep their own tables, except a reader one
deeper than another (``Reader.one_deeper``), which counts depth from its
first move and so can share its parent's table. Depends on
nothing.
"""
from typing import Dict, Optional, Tuple

ATTACK = 0
DEFEND = 1

Entry = Tuple[int, int]


class ReadingCache:
    """A bounded dict of reading results; emptied when full."""

    __slots__ = ("table", "max_entries", "hits", "stores", "clears")

    def __init__(self, max_entries: int = 1 << 18) -> None:
        self.table: Dict[tuple, Entry] = {}
        self.max_entries = max_entries
        self.hits = 0
        self.stores = 0
        self.clears = 0

    @staticmethod
    def key(position: int, routine: int, origin: int, komaster_state: int,
            stackp: int) -> tuple:
        """The key of a result (see the module docstring). The reader builds
        the same key inline in its hot path."""
        return (position, (((stackp << 13 | komaster_state) << 10 | origin) << 1) | routine)

    def lookup(self, key: tuple) -> Optional[Entry]:
        """The ``(code, move)`` stored for ``key``, or None."""
        entry = self.table.get(key)
        if entry is not None:
            self.hits += 1
        return entry

    def store(self, key: tuple, code: int, move: int) -> None:
        """Record a finished result (the table is emptied first when full)."""
        table = self.table
        if len(table) >= self.max_entries:
            table.clear()
            self.clears += 1
        table[key] = (code, move)
        self.stores += 1

    def clear(self) -> None:
        """Forget everything."""
        self.table.clear()

    def __len__(self) -> int:
        return len(self.table)

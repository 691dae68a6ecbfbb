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
from typing import Dict, Optional, Set, Tuple

ATTACK = 0
DEFEND = 1

Entry = Tuple[int, int]
# The cache's recording id when nothing is recorded.
NOT_RECORDING = -1


class ReadingCache:
    """A bounded dict of reading results; emptied when full."""

    __slots__ = ("table", "max_entries", "hits", "stores", "clears",
                 "recording", "recordings", "owner", "borrowed", "unowned_hit", "compiled")

    def __init__(self, max_entries: int = 1 << 18) -> None:
        self.table: Dict[tuple, Entry] = {}
        self.max_entries = max_entries
        self.hits = 0
        self.stores = 0
        self.clears = 0
        # Recording (see start_recording): the current recording's id or
        # NOT_RECORDING, which recording stored each key, the recordings
        # whose results the current one reused, and whether it reused a
        # result stored outside any recording.
        self.recording = NOT_RECORDING
        self.recordings = 0
        self.owner: Dict[tuple, int] = {}
        self.borrowed: Set[int] = set()
        self.unowned_hit = False
        # The compiled search's half of the table (``_reading.Context``),
        # made when a compiled reader first reads with this cache.
        self.compiled = None

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
            if self.recording != NOT_RECORDING:
                self.note_hit(key)
        return entry

    # --- recording which results a reading reused ----------------------------
    #
    # A caller that wants to know what a reading depended on (the worm
    # analysis, to skip re-reading a string after a move far from it) plays
    # the reading's moves with the board's shadow on, and the cache tells it
    # which earlier readings' results were reused on the way: their moves
    # are part of the answer too. Results stored outside any recording are
    # of unknown origin.

    def new_recording(self) -> int:
        """A recording id never given before by this cache."""
        self.recordings += 1
        return self.recordings

    def start_recording(self, recording: int) -> None:
        """Mark what is stored from now on as ``recording``'s (an id from
        :meth:`new_recording`; the same id may be recorded again and adds to
        its results)."""
        self.recording = recording
        self.borrowed = set()
        self.unowned_hit = False

    def stop_recording(self) -> Tuple[Set[int], bool]:
        """End the recording: the other recordings it reused, and whether it
        reused a result stored outside any recording."""
        self.recording = NOT_RECORDING
        return self.borrowed, self.unowned_hit

    def note_hit(self, key: tuple) -> None:
        """Called on a hit while recording (the reader's hot path calls it
        inline only then)."""
        owner = self.owner.get(key, NOT_RECORDING)
        if owner == NOT_RECORDING:
            self.unowned_hit = True
        elif owner != self.recording:
            self.borrowed.add(owner)

    def store(self, key: tuple, code: int, move: int) -> None:
        """Record a finished result (the table is emptied first when full)."""
        table = self.table
        if len(table) >= self.max_entries:
            table.clear()
            self.owner.clear()
            self.clears += 1
        table[key] = (code, move)
        self.stores += 1
        if self.recording != NOT_RECORDING:
            self.owner[key] = self.recording

    def context(self, module):
        """The compiled half of the table, made on first use from
        ``module`` (``kosumi.engine._reading``) with this cache's bound.
        It keeps its own entries, keyed as the Python table's, and empties
        itself when full as :meth:`store` does."""
        if self.compiled is None:
            self.compiled = module.Context(self.max_entries)
        return self.compiled

    def clear(self) -> None:
        """Forget everything."""
        self.table.clear()
        self.owner.clear()
        if self.compiled is not None:
            self.compiled.clear()

    def __len__(self) -> int:
        return len(self.table) + (len(self.compiled) if self.compiled is not None else 0)

"""Attack and defence move candidates for the worm analysis, from patterns.

The worm layer sits below the matcher, so it takes its pattern candidates
through the :class:`~kosumi.engine.worms.PatternCandidates` interface; this
module (a layer above both) provides them from Kosumi's ``attacks`` and
``defenses`` databases. Counterpart of GNU Go's ``find_attack_patterns``
and ``find_defense_patterns``.
"""
from typing import List

from ..patterns.compiled import CompiledDatabase
from ..patterns.database import DatabaseCache
from .autohelpers import Autohelpers
from .colors import BLACK, WHITE
from .geometry import NO_MOVE
from .helpers import call_helper
from .matcher import find_matches, prepare
from .reading import Reader
from .worms import Candidate, PatternCandidates


class MatchedPatterns(PatternCandidates):
    """Attack and defence candidates from Kosumi's ``attacks`` and
    ``defenses`` pattern databases, matched for both colours.

    A match's constraint and helper are checked (with ``reader``); its
    move is proposed against every X string of the pattern (attacks) or O
    string (defences), which make_worms then verifies by reading.
    Counterpart of GNU Go's ``find_attack_patterns`` and
    ``find_defense_patterns``.
    """

    def __init__(self, attacks: CompiledDatabase, defenses: CompiledDatabase,
                 reader: Reader) -> None:
        self.attacks = prepare(attacks)
        self.defenses = prepare(defenses)
        self.reader = reader

    def attack_candidates(self, board, worms):
        return self._candidates(board, self.attacks, "X")

    def defense_candidates(self, board, worms):
        return self._candidates(board, self.defenses, "O")

    def _candidates(self, board, database, kind: str) -> List[Candidate]:
        helpers = Autohelpers(board, self.reader)
        out = []
        for color in (WHITE, BLACK):
            for match in find_matches(color, database, board, helpers=helpers):
                if match.move == NO_MOVE or not call_helper(match, helpers):
                    continue
                targets = [pos for pos, symbol in match.stones() if symbol == kind]
                if targets:
                    out.append((match.move, color, targets))
        return out


def tactical_patterns(reader: Reader) -> MatchedPatterns:
    """The pattern candidates make_worms uses in a GTP session."""
    cache = DatabaseCache()
    return MatchedPatterns(cache.load("attacks"), cache.load("defenses"), reader)

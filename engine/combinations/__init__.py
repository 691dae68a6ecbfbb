"""Combination attacks: a run of threats that wins a string in the end.

Counterpart of GNU Go's ``combination.c`` (manual 12.2). No single string
of the defender may be capturable, yet one move can start a sequence of
threats (mostly ataris) that the defender cannot answer all at once: the
simplest case is a double atari. GNU Go calls the search ``atari_atari``;
so do we.

The search (:class:`AtariAtari`). The attacker plays a threat against one
or more *targets* (defender strings the analysis calls alive and that the
move makes capturable); the defender tries each move that saves one of the
targets; after each defence the attacker has won if a target string next
to the threatening stone can now be captured, and otherwise plays the next
threat, until ``ReadingDepths.aa_depth`` moves are on the stack. The first
threat that no defence refutes is the combination; its *size* is the value
of the smallest string it wins. Threats after the first must lie near the
previous threat (the *goal*, GNU Go's ``update_aa_goal``).

Threat moves. GNU Go proposes them from a pattern database
(``aa_attackpats.db``); we generate them by rule instead, and check each
by reading as GNU Go checks its patterns' moves (after the move the target
is captured or capturable; a self-atari only as a safe capture or as a
throw-in closed in by the target's stones). Against a target of two
liberties: its liberties (ataris) and the roomy points next to them
(nets). Against one of three: its liberties on the first two lines or at
a cutting point; its other liberties and the points next to them are
*loose* candidates, kept only when they threaten two targets at once or
are threats already (GNU Go's conditional patterns). Against any target:
the liberty of the attacker's string in atari next to it, and those of a
short attacker's string cutting it from another of the defender's.

Once a combination is found its first move is forbidden and the search is
run again asking for at least the same size: a threat that merely came
first in the list, while another move was the real start, is so replaced
by the essential one (GNU Go's loop in ``atari_atari``).

Targets (:class:`Targets`, GNU Go's ``aa_status`` and ``aa_values``): the
defender's strings that are alive by the position's analysis, dead and
critical dragons and tactically weak worms excluded, and two-liberty
strings whose capture would not make the stones around them live
(``owl_substantial``). A string's value is twice its stones plus its
liberties and their neighbours in the defender's moyo.

Reading depths. GNU Go raises its tactical depths by two for each threat
and answer on the board (``modify_depth_values``). We do not
(``DEPTH_RAISE``): our reader is slower than GNU Go's, and on GNU Go's
regression positions the deeper reads spent the search's node limit
before the combination was found (trevor c24: 9 s and a wrong answer
against 2 s and the right one). A checked move itself does raise them by
one, as in GNU Go's ``atari_atari_blunder_size``.

Budgets. Every tactical question is read with a node budget; a question
that runs out is answered the way that finds no combination (no threat, no
capture, the threat abandoned) and the result is marked uncertain. The
whole search has a node limit too: past it the search stops, and the
answer found so far comes back marked uncertain. The defences of a
combination are checked by a search each, under a limit of their own,
nearest first; past it only those checked are reported (uncertain).
Results are cached by position.

The modules: ``reader.py`` (the entry points, :class:`AtariAtari`),
``search.py`` (the search and its budgeted tactical questions),
``targets.py`` (targets, values and results), ``goal.py`` (the goal walk),
``budgets.py`` (node budgets and shape limits).

Depends on the board, the reading, and the worm, dragon and influence data
the caller passes in; knows nothing of move generation or GTP.
"""

from .reader import AtariAtari
from .goal import grow_goal
from .targets import (ALIVE, UNKNOWN, AaStatus, Blunder, Combination, Targets,
                      combination_targets, safe_stones, targets_from_safe_stones)

__all__ = ['AaStatus', 'ALIVE', 'UNKNOWN', 'Targets', 'Combination', 'Blunder', 'combination_targets', 'targets_from_safe_stones', 'safe_stones', 'grow_goal', 'AtariAtari']

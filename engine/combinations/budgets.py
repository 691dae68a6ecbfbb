"""The node budgets and the shape limits of the combination search (see the
package's docstring)."""


# Tactical nodes one question inside the search may read.
QUESTION_BUDGET = 2000
# Tactical nodes one whole search (with its re-runs) may read.
SEARCH_BUDGET = 150_000
# The same within the move generator, which asks for both sides'
# combinations and checks its best moves for blunders at every move. At
# these budgets the examination of our bench positions takes 44% longer on
# 9x9 and 22% on 19x19 (the median 15% and 4%); at 500 and 15,000 the
# search misses the corner combination of tests/test_valuation.py.
MOVE_QUESTION_BUDGET = 1000
MOVE_SEARCH_BUDGET = 40_000
# Answers kept by position before the cache starts afresh.
CACHE_ENTRIES = 1000
# Reading depths are raised by this much for each threat and answer on the
# board, so that the reading below sees about as far as at the root.
DEPTH_RAISE = 0
# The defender tries the liberties of the attacker's strings this short of
# liberties next to a threatened string.
SHORT_NEIGHBOR_LIBERTIES = 3
# Goal distance: threats after the first are made against strings this
# close to the previous threat (GNU Go's MAX_AA_DIST).
MAX_GOAL_DISTANCE = 5
# A defender string this short of liberties is passed by the goal's walk
# for free; each liberty beyond costs one step.
GOAL_FREE_LIBERTIES = 3
# Targets with at most this many liberties are threatened on their liberties.
THREAT_LIBERTIES = 3
# Targets with at most this many liberties are also threatened from the
# points next to their liberties.
NET_LIBERTIES = 2
# Our string this short of liberties next to a target: its liberty can be a
# threat (saving it); one between two of the defender's strings and this
# short of liberties: its liberties (extending the cutting stone). Those
# threats may aim at strings of this many liberties.
RESCUE_LIBERTIES = 1
CUTTING_LIBERTIES = 2
SUPPORT_TARGET_LIBERTIES = 4
# Liberties of three-liberty strings on these first lines are sure candidates.
EDGE_LINES = 2
# A net needs this many liberties for the netting stone.
NET_ROOM = 3
# A throw-in inside a string's eye shape is tried against strings this short
# of liberties.
SACRIFICE_LIBERTIES = 2
# A loose threat needs this many liberties of its own, on a liberty of the
# strings it threatens or off them.
LOOSE_LIBERTY_ROOM = 3
LOOSE_ROOM = 4

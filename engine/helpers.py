"""Hand-written pattern helpers: the functions named in a colon line.

Counterpart of GNU Go's ``helpers.c`` (manual 9.4). A helper
decides, usually by reading, whether a geometric match is accepted. It
receives the :class:`~kosumi.engine.matcher.Match` (pattern, transformation,
anchor, colour and the move ``*``) and the position's
:class:`~kosumi.engine.autohelpers.Autohelpers` (board and reader). Points
are found with ``match.offset_from_move(di, dj)``, the counterpart of GNU
Go's ``OFFSET`` macro: offsets are written in the pattern's own orientation,
relative to ``*``, and come out transformed. Every helper leaves the board
as it found it (``Board.trying`` pops its moves even on an exception).

Depends on the board, colours and the matcher's Match and vocabulary
objects (passed in); nothing above reading.
"""
from typing import Any, Callable, Dict

from .autohelpers import MissingVocabulary
from .colors import EMPTY, OTHER_COLOR

Helper = Callable[[Any, Any], bool]


def wedge_helper(match: Any, helpers: Any) -> bool:
    """Does O's move at ``*`` keep the X wedge from cutting?

    The pattern, with the points the helper reads::

        ?O.        ?Ob
        .X*        aX*
        ?O.        ?Oc

    O plays ``*`` and X draws back to ``a``: if the X stones can then be
    captured, the connection holds. Otherwise O connects at ``b`` and the
    connection holds if X's cut at ``c`` can be captured at once.
    Counterpart of the ``wedge_helper`` of manual 9.4.
    """
    board, reader = helpers.board, helpers.reader
    color = match.color
    other = OTHER_COLOR(color)
    apos = match.offset_from_move(0, -2)
    bpos = match.offset_from_move(-1, 0)
    cpos = match.offset_from_move(1, 0)
    with board.trying(match.move, color) as played:
        if not played:
            return False
        with board.trying(apos, other) as drawn_back:
            if not drawn_back:
                return False
            if board.board[apos] == EMPTY or reader.attack(apos)[0]:
                return True
            with board.trying(bpos, color) as connected:
                return connected and not reader.safe_move(cpos, other)


HELPERS: Dict[str, Helper] = {
    "wedge_helper": wedge_helper,
}


def call_helper(match: Any, helpers: Any) -> bool:
    """Run the pattern's colon-line helper; True if there is none.

    Raises MissingVocabulary if the helper is not implemented or needs a
    reader that ``helpers`` lacks.
    """
    name = match.pattern.helper
    if name is None:
        return True
    fn = HELPERS.get(name)
    if fn is None:
        raise MissingVocabulary(f"helper {name} (pattern {match.pattern.name}) is not implemented")
    if helpers.reader is None:
        raise MissingVocabulary(f"helper {name} needs a reader")
    return bool(fn(match, helpers))

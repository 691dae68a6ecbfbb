"""A game in progress: the board, komi, handicap, setup and move history.

What GTP's setup and play commands act on, without any GTP in it. Setup
stones (handicap, SGF ``AB``/``AW``) are placed as a position, not as moves,
so ``undo`` never goes past them (as in GNU Go and the GTP spec, where
handicap stones are not in the move history).
Counterpart of GNU Go's ``gameinfo`` plus the permanent-move part of
``board.c``. Depends on the board only.
"""
from typing import Iterable, List, Optional, Tuple

from .board import OCCUPIED, Board, IllegalMove
from .colors import BLACK, EMPTY, WHITE

Move = Tuple[int, int]  # (color, pos); pos 0 is a pass


class Game:
    """Board plus the facts about the game that are not on the board."""

    def __init__(self, size: int = 19, komi: float = 0.0, *,
                 allow_suicide: bool = False, superko: bool = False) -> None:
        self.komi = komi
        self.allow_suicide = allow_suicide
        self.superko = superko
        self.handicap = 0
        self.board = Board(size, allow_suicide=allow_suicide, superko=superko)
        self.setup: List[Tuple[int, int]] = []  # (pos, color) placed before the moves

    @property
    def size(self) -> int:
        return self.board.size

    @property
    def to_move(self) -> int:
        return self.board.to_move

    @property
    def moves(self) -> List[Move]:
        """The moves played since setup, oldest first."""
        return list(self.board.history)

    def clear(self, size: Optional[int] = None) -> None:
        """An empty board (of a new size if given); komi is kept."""
        self.board = Board(size or self.size, allow_suicide=self.allow_suicide,
                           superko=self.superko)
        self.handicap = 0
        self.setup = []

    def place_setup(self, stones: Iterable[Tuple[int, int]], handicap: int = 0,
                    to_move: Optional[int] = None) -> None:
        """Add setup stones (pos, color) to the position.

        Raises IllegalMove (nothing changed) if a point is off the board or
        occupied, or if a stone would be left without liberties.
        """
        stones = list(stones)
        old = self.board
        position = {p: old.board[p] for p in old.points() if old.board[p] != EMPTY}
        for pos, color in stones:
            if pos in position:
                raise IllegalMove(OCCUPIED, pos, color)
            position[pos] = color
        # Setup destroys the undo history, as in GNU Go.
        board = Board.from_position(self.size, position,
                                    old.to_move if to_move is None else to_move,
                                    allow_suicide=self.allow_suicide, superko=self.superko)
        board.white_captured = old.white_captured
        board.black_captured = old.black_captured
        self.board = board
        self.setup.extend(stones)
        self.handicap = max(self.handicap, handicap)

    def play(self, color: int, pos: int) -> None:
        """Play a move or pass; raises IllegalMove (board unchanged) if illegal."""
        self.board.play_move(pos, color)

    def undo(self, n: int = 1) -> bool:
        """Take back ``n`` moves; False (nothing changed) if there are fewer."""
        return self.board.undo_move(n)

    def is_empty(self) -> bool:
        """True if no stone is on the board."""
        board = self.board.board
        return not any(board[p] in (BLACK, WHITE) for p in self.board.points())

    def last_two_passes(self) -> bool:
        """True if the last two moves were passes (the game is over)."""
        moves = self.board.history
        return len(moves) >= 2 and moves[-1][1] == 0 and moves[-2][1] == 0

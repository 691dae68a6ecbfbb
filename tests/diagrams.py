"""Positions that several test files share, with what each shows."""

# Black's wall has two separate eyes (one big eye alone could be filled), so
# it is invincible and unconditionally alive; White's stone at C6 inside can
# be captured and never defended: dead, inessential, and both eyes are
# Black's territory.
DEAD_INSIDE = """
    X X X X X X . .
    X . . X . X . .
    X . O X . X . .
    X . . X . X . .
    X X X X X X . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . ."""

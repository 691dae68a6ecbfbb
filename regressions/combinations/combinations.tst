# Kosumi's own combination suite (GNU Go's .tst format): combination
# attacks, the chains of threats of GNU Go's atari_atari (manual 12.2).
#
# Every position in sgf/ was written for this suite (setup stones only;
# six 9x9 boards and two 13x13). The commands are GNU Go 3.8's:
#   combination_attack C   the first move of a combination for colour C:
#                          a run of threats (ataris, or moves that make a
#                          string capturable) ending in a capture the
#                          opponent cannot prevent; PASS when there is none
#   combination_defend C   the moves by which C's opponent stops C's
#                          combination, PASS when there is none.
# Each expectation is reasoned in the comment above it and is GNU Go 3.8's
# answer (tests/test_eyes_dragons_regress.py checks that GNU Go passes
# every case). combination_defend lists every move that stops the attack
# as far as the reader sees; Kosumi's list is longer than GNU Go's (it
# also counts ataris that the attacker must answer first), so a case asks
# for the defences a player would name, each of which must be in the
# list, whatever else is.
#
# (aa_confirm_safety, the third command of the family, answers by a size
# threshold whose quirks are GNU Go's; tests/test_combinations.py checks
# them command by command.)
#
# Run from this folder:  kosumi regress combinations.tst

# ---------------------------------------------------------------------
# Two white strings in the lower right corner, each with two liberties:
# H3 (liberties H4, H2) and G1-H1 (liberties H2, F1; J1 too, but J1 is a
# liberty White cannot use to escape: J2 is the only way out and it is
# black's H2 that takes it).
#      A B C D E F G H J
#    3 . . . . . . X O .
#    2 . . . . . O X . .
#    1 . . . . X . O O .
# Black's H2 takes a liberty of both: H3 is then in a ladder (H4 runs
# into the edge) and G1-H1 in atari at F1 beside Black's E1. White can
# save one of them; Black captures the other.
loadsgf sgf/corner.sgf
10 combination_attack black
#? [H2]
# White has no combination: Black's stones are strong enough.
11 combination_attack white
#? [PASS]
# White stops it by taking H2 first, by extending H3 to H4, or by F1.
12 combination_defend black
#? [(?=.*\bH2\b)(?=.*\bH4\b)(?=.*\bF1\b).*]

# ---------------------------------------------------------------------
# The same corner, and its mirror image in the upper left with the
# colours exchanged: White's B8 there is Black's H2 here.
#      A B C D E F G H J
#    9 . X X . O . . . .
#    8 . . O X . . . . .
#    7 . X O . . . . . .
#    ...
#    3 . . . . . . X O .
#    2 . . . . . O X . .
#    1 . . . . X . O O .
loadsgf sgf/both.sgf
20 combination_attack black
#? [H2]
21 combination_attack white
#? [B8]
# The mirrored defences: B8, B6, D9 for Black; H2, H4, F1 for White.
22 combination_defend white
#? [(?=.*\bB8\b)(?=.*\bB6\b)(?=.*\bD9\b).*]
23 combination_defend black
#? [(?=.*\bH2\b)(?=.*\bH4\b)(?=.*\bF1\b).*]

# ---------------------------------------------------------------------
# A double atari on the 13x13 board: White's F8 (liberties F9, E8) and
# E7 (liberties E8, E6; D7 is Black's) share the liberty E8.
#      A B C D E F G H J
#    8 . . . . . O X . .
#    7 . . . X O X . . .
# Black's E8 ataris both; White saves one and Black captures the other.
loadsgf sgf/double.sgf
30 combination_attack black
#? [E8]
31 combination_attack white
#? [PASS]
# White takes E8 itself, or gives one string room first: F9 or E9 for
# F8, E6 or D8 for E7.
32 combination_defend black
#? [(?=.*\bE8\b)(?=.*\bF9\b)(?=.*\bE9\b)(?=.*\bE6\b)(?=.*\bD8\b).*]

# The same with White's E8 in place: F8, E8 and E7 are one string with
# five liberties, and nothing is left to attack.
#      A B C D E F G H J
#    8 . . . . O O X . .
#    7 . . . X O X . . .
loadsgf sgf/doubled.sgf
40 combination_attack black
#? [PASS]
41 combination_defend black
#? [PASS]

# ---------------------------------------------------------------------
# An atari whose answer leads to a second atari, upper left of a 9x9:
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . O . O . . . .
#    7 . O X O X . . . .
#    6 . X . . . . . . .
#    5 . . X . . . . . .
# Black's D6 ataris D7 (liberties D8, D6); White joins it at D8 to C8
# and E8. Then Black's B8 ataris B7 (A7 left), and White's capture of
# the black stone C7 (at C6) does not give B7 enough: Black takes it.
loadsgf sgf/second.sgf
50 combination_attack black
#? [D6]
51 combination_attack white
#? [PASS]
# White stops it at D6 or at D8 (joining before the atari), or on the
# other side: B8, A8, B9, A7, C6.
52 combination_defend black
#? [(?=.*\bD6\b)(?=.*\bD8\b)(?=.*\bB8\b)(?=.*\bC6\b).*]

# ---------------------------------------------------------------------
# The corner of the first position with a white stone at F3: Black's
# G3-G2 is short of liberties. After Black's H2, White ataris at G4 and
# takes the threatening stones: no combination.
#      A B C D E F G H J
#    3 . . . . . O X O .
#    2 . . . . . O X . .
#    1 . . . . X . O O .
loadsgf sgf/captures.sgf
60 combination_attack black
#? [PASS]
61 combination_defend black
#? [PASS]

# ---------------------------------------------------------------------
# The first corner without Black's E1: after H2, White's G1-H1 runs
# along the first line (F1, E1...), so H2 is a single threat, and White
# answers it at H4.
#      A B C D E F G H J
#    3 . . . . . . X O .
#    2 . . . . . O X . .
#    1 . . . . . . O O .
loadsgf sgf/runs.sgf
70 combination_attack black
#? [PASS]
71 combination_defend black
#? [PASS]

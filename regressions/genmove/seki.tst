# Kosumi's whole-board suite on shared liberties (GNU Go's .tst format).
# Positions in sgf/, written for this suite; expectations reasoned by hand
# and checked against GNU Go 3.8 at levels 1 and 10. A "*" after an
# expectation marks a case Kosumi fails at level 5 (the level the tests run
# the suites at): a known failure, so that a regression shows.

# In the lower left, white A3-C3-C2-C1 and black's stones B2 and A1 share
# the liberties A2 and B1; black's wall A4-D4-D1 owns the rest of the
# board. It looks like a seki, but it is not: black can play B1 (a
# throw-in of three stones), white takes at A2 and is left with a bent
# three-point eye (A1 B1 B2) whose vital point black takes next. White is
# dead whatever happens, so black has nothing to do and passes: any move
# inside would only cost a point. (GNU Go: PASS; dragon_status A3 dead.)
loadsgf sgf/seki7.sgf
1 reg_genmove black
#? [PASS]*

# White to move in the same position must not fill a shared liberty: A2
# or B1 puts white's own group in atari and black captures it at once.
# (GNU Go: E5, a move outside; A2 and B1 are at the bottom of its list.)
loadsgf sgf/seki7w.sgf
2 reg_genmove white
#? [!A2|B1]

# A true seki in the lower left of a 7x7 board: black A4-B4-C4-D4-D3-D2-C2-
# C1-D1 and white B3-A2-B2-A1-B1 have the same two liberties, A3 and C3, and
# no eye; white's outer wall owns the rest. Whoever plays A3 or C3 first
# leaves both strings in atari with the opponent to move, and loses the
# inner string: neither side may touch the shared liberties. Black has
# nothing else worth a point. (GNU Go: PASS at levels 1 and 10.)
loadsgf sgf/sekitrue7b.sgf
3 reg_genmove black
#? [!A3|C3]

# White to move in the same seki: the same reasoning, A3 and C3 are
# forbidden. (GNU Go: PASS at levels 1 and 10.)
loadsgf sgf/sekitrue7w.sgf
4 reg_genmove white
#? [!A3|C3]

# Kosumi's whole-board suite on shared liberties (GNU Go's .tst format).
# Positions in sgf/, written for this suite; expectations reasoned by hand
# and checked against GNU Go 3.8 at levels 1 and 10.

# In the lower left, white A3-C3-C2-C1 and black's stones B2 and A1 share
# the liberties A2 and B1; black's wall A4-D4-D1 owns the rest of the
# board. It looks like a seki, but it is not: black can play B1 (a
# throw-in of three stones), white takes at A2 and is left with a bent
# three-point eye (A1 B1 B2) whose vital point black takes next. White is
# dead whatever happens, so black has nothing to do and passes: any move
# inside would only cost a point. (GNU Go: PASS; dragon_status A3 dead.)
loadsgf sgf/seki7.sgf
1 reg_genmove black
#? [PASS]

# White to move in the same position must not fill a shared liberty: A2
# or B1 puts white's own group in atari and black captures it at once.
# (GNU Go: E5, a move outside; A2 and B1 are at the bottom of its list.)
loadsgf sgf/seki7w.sgf
2 reg_genmove white
#? [!A2|B1]

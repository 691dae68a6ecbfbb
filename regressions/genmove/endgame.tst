# Kosumi's whole-board endgame suite (GNU Go's .tst format).
# Positions in sgf/, written for this suite; expectations reasoned by hand
# and checked against GNU Go 3.8 at levels 1 and 10. A "*" after an
# expectation marks a case Kosumi fails at level 5 (the level the tests run
# the suites at): a known failure, so that a regression shows.

# A wall of black stones on column D and of white stones on column E from
# the top down to row 2; only the first line between them is open. A few
# stones inside each side's area (black B7 B3, white G7 H5 G3) leave no
# room to invade. Black to move: the hane at E1 pushes into white's side and is safe (white F1
# atari is answered by D1), so black gains E1's point. (GNU Go: E1.)
loadsgf sgf/endgame9.sgf
1 reg_genmove black
#? [E1]*

# White to move in the same position: the mirror move D1. (GNU Go: D1.)
2 reg_genmove white
#? [D1]

# The walls closed down to the edge: no point is left to gain for either
# side (the areas are too small to live in), so both pass. (GNU Go: PASS for both.)
loadsgf sgf/finished9.sgf
3 reg_genmove black
#? [PASS]*
4 reg_genmove white
#? [PASS]

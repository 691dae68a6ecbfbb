# Kosumi's whole-board fighting suite (GNU Go's .tst format).
# Positions in sgf/, written for this suite; expectations reasoned by hand
# and checked against GNU Go 3.8 at levels 1 and 10.

# White's two stones C7-D7 are in atari (their one liberty is E7) and cut
# nothing that matters less: black captures at E7, or plays E6, a net
# after which white E7 runs into a ladder along the top edge (E8 and F7
# are black's to take). Both win the stones. (GNU Go: E6 at level 10,
# E7 at level 1.) Kosumi at level 5 answers G6 since its search's prior
# against empty first- and second-line points reaches the top edge too
# (0df2c49): black wins either way, the search rates G6 0.835 and E7 0.729
# (107 visits), just outside the 0.1 within which a capture the valuation
# puts at 27.8 points is preferred; at level 10 it answers E7. (Widening
# that margin to 0.15 lost 3 of GNU Go's 9x9 and 13x13 cases.)
loadsgf sgf/capture9.sgf
1 reg_genmove black
#? [E7|E6]*

# White's cutting stones E6-E5 have two liberties, E7 and F6. Black E7
# ataris them from above; white F6 runs into black F5's wall and is
# captured in a ladder toward the right edge (nothing of white's is on
# the way). GNU Go's attack E6 also answers E7. (GNU Go: E7.)
loadsgf sgf/ladder9.sgf
2 reg_genmove black
#? [E7]

# The same fight seen from a game: black C7 D7 B6 C5 D5 around white
# C6-D6, whose last liberty is E6. Taking them cuts nothing away from
# black and is the largest move. (GNU Go: E6.)
boardsize 9
clear_board
komi 7
play black C7
play black D7
play black B6
play white C6
play white D6
play black C5
play black D5
3 reg_genmove black
#? [E6]

# Four black stones C6-D6-E6-D5 pushed into white's shape have one
# liberty, D4. Black D4 gives them three liberties (C4, E4, D3) and leaves
# white's C5 and E5 with two each, so the black stones escape and white's
# cutting stones become the weak ones; any other move loses four stones
# and the centre. (GNU Go: D4 at levels 1 and 10, valued some 35 points.)
loadsgf sgf/atari9b.sgf
4 reg_genmove black
#? [D4]

# White to move in the same position captures the four stones at D4: a
# solid capture in the centre that also connects white's C5 and E5.
# (GNU Go: D4 at levels 1 and 10, about 42 points.)
loadsgf sgf/atari9w.sgf
5 reg_genmove white
#? [D4]

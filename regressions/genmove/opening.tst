# Kosumi's whole-board opening suite (GNU Go's .tst format).
#
# Every position in sgf/ was written for these suites (setup stones only,
# PL gives the side to move). Each expectation was reasoned through by
# hand (the reasoning is in the comments) and checked against GNU Go 3.8
# at levels 1 and 10 (gnugo --mode gtp, reg_genmove): GNU Go's answer is
# noted after each case. Run from this folder:  kosumi regress opening.tst

# Empty 19x19 board: corners first. A corner stone is protected by two
# edges, so it makes territory and life with the fewest stones; the
# 3-3, 3-4 and 4-4 points are the usual ones. (GNU Go: Q16.)
loadsgf sgf/empty19.sgf
1 reg_genmove black
#? [C3|C4|D3|D4|C16|C17|D16|D17|Q3|Q4|R3|R4|Q16|Q17|R16|R17]

# Three corners taken (black D16 and Q4, white Q16), white to move: the
# last empty corner, lower left, is the biggest point on the board.
# (GNU Go: D4; its other top moves are C3..E4 in the same corner.)
loadsgf sgf/corner19.sgf
2 reg_genmove white
#? [C3|C4|C5|D3|D4|D5|E3|E4]

# Empty 9x9 board: on a small board the centre and the 3rd/4th lines
# matter; a first- or second-line move is slow. (GNU Go: E5.)
loadsgf sgf/empty9.sgf
3 reg_genmove black
#? [C3|C4|C5|C6|C7|D3|D4|D5|D6|D7|E3|E4|E5|E6|E7|F3|F4|F5|F6|F7|G3|G4|G5|G6|G7]

# Empty 13x13 board: corners first, as on 19x19. (GNU Go: L10, a 3-4
# point.)
loadsgf sgf/empty13.sgf
4 reg_genmove black
#? [C3|C4|D3|D4|C10|C11|D10|D11|K3|K4|L3|L4|K10|K11|L10|L11]

# 9x9, black has played tengen (E5), white to move: white takes its own
# base on the third or fourth line (3-3, 3-4, 4-4 points and the sides
# between them); a first- or second-line move, or a contact play against
# the centre stone, is too slow or too weak. (GNU Go: C4.)
loadsgf sgf/tengen9.sgf
5 reg_genmove white
#? [C3|C4|C6|C7|D3|D7|F3|F7|G3|G4|G6|G7|C5|G5|E3|E7]*

# 19x19 opening, move 23 of a game Kosumi lost to GNU Go level 10 (it
# played H1 here, then G1 and F1). Black to play. A lone black stone on
# the first or second line under White's H3 and D4 wall (H1, G1, F1, H2,
# G2), or under White's Q4 (R5, S4), has no friend within two points and
# White's influence there is several times Black's: White takes it or
# seals it in with one move, so it takes no territory. The big open
# points are elsewhere (approaching Q4, the right side, the top).
# (GNU Go: O4 at level 10, O3 at level 1.)
loadsgf sgf/lone19.sgf
6 reg_genmove black
#? [!H1|G1|F1|H2|G2|R5|S4]

# Kosumi's own connection suite (GNU Go's .tst format): can two strings of
# one colour be joined, or cut apart, by connection reading (manual 11.10)?
#
# Every position in sgf/ was written for this suite (setup stones only;
# 9x9 boards and three 13x13). The black strings are the ones asked about.
# The commands are GNU Go 3.8's:
#   connect V1 V2        "0", or "CODE MOVE": the move that connects the
#                        strings at V1 and V2, their owner moving first.
#                        CODE is 1 for a plain win, 2 for a ko in which
#                        the owner takes first, 3 for a ko in which he
#                        must find a threat first. MOVE is PASS when the
#                        two are one string (when two strings are
#                        connected as they stand GNU Go names some move
#                        anyway, so the connect cases here are positions
#                        that need a move, or none can help).
#   disconnect V1 V2     likewise, the move that cuts them apart, their
#                        opponent moving first (PASS when they are apart
#                        already; GNU Go may name any move then: such a
#                        case accepts any move).
#   trymove/popgo        set a move up for the cases after it and take it
#                        back (a move played this way leaves its ko ban).
# Each expectation is reasoned in the comment above it and is GNU Go
# 3.8's answer (tests/test_eyes_dragons_regress.py checks that GNU Go
# passes every case). Where several moves are right (each alternative was
# played and GNU Go asked the opposite question), the regex accepts each
# of them; moves that GNU Go accepts only because its reading stops short
# are left out.
#
# A "*" after an expectation marks a case Kosumi is known to fail (the
# comment above says what it answers): it shows as "failed" (expected),
# so that a regression shows as an unexpected "FAILED", and a fix as an
# unexpected "PASSED" (then remove the "*").
#
# What the suite covers: one string, the bamboo joint (whole, and with one
# gap wedged), the tiger's mouth (open, and with its open side taken), a
# diagonal link with one side taken and the hanging connection that
# guards it, the one-point jump (open, and with a wedge caught in a ladder
# or saved by a ladder breaker), the knight's move pushed at, connections
# under a wedge along the first line and a knight's move along the edge, a
# cutting stone in atari, a cut answered by a snapback, a cut that works
# because a string is short of liberties, two cutting points (one move
# guards both; far apart, no move does), a ko (codes 2 and 3: cases 200
# and 203) and a wall too strong to cut through.
#
# Kosumi passes every case at present (no "*"); its answers agree with
# GNU Go's move for move, the alternatives unused.
#
# Run from this folder:  kosumi regress connections.tst

# ---------------------------------------------------------------------
# One string: D6, D5, E5 and D4 are all one black string.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . O X . . . . .
#    5 . . O X X . . . .
#    4 . . . X O . . . .
#    3 . . . O . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/onestring.sgf
# Two stones of one string are connected as they stand: no move needed.
10 connect D6 D4
#? [1 PASS]
# Nothing white plays separates stones of one string.
11 disconnect D6 E5
#? [0]

# ---------------------------------------------------------------------
# A bamboo joint: C6-D6 over C4-D4, the gaps C5 and D5 between them.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . X X . . . . .
#    5 . O . . O . . . .
#    4 . . X X . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/bamboo.sgf
# White wedging into one gap is answered in the other: C5 and D5 are
# miai, whichever side white comes from (B5, E5 change nothing).
20 disconnect C6 C4
#? [0]
# The same pair of strings named by other stones.
21 disconnect D6 D4
#? [0]

# ---------------------------------------------------------------------
# A bamboo joint with one gap wedged: the white string B5-C5 fills C5.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . X X . . . . .
#    5 . O O . . O . . .
#    4 . . X X . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/bamboo2.sgf
# Only the gap D5 is left: black fills it. (E5 fails: white D5 then
# joins B5-C5, three liberties, and cuts.)
30 connect C6 C4
#? [1 D5]
# White D5 joins the wedge and cuts; the string B5-C5-D5 has four
# liberties and cannot be captured.
31 disconnect C6 C4
#? [1 D5]

# ---------------------------------------------------------------------
# A tiger's mouth: C5, D6 and E5 around the empty point D5, open at D4.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . X . . . . .
#    5 . . X . X . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/tiger.sgf
# White D5 would stand in atari (its one liberty D4) and black D4
# captures it. White D4 first threatens D5, but black answers at D5.
40 disconnect C5 E5
#? [0]
# C5 and D6 are a diagonal: C6 and D5 are miai (white D5 is the
# self-atari above, white C6 is answered at D5).
41 disconnect C5 D6
#? [0]

# ---------------------------------------------------------------------
# The same tiger's mouth with its open side taken by white D4.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . X . . . . .
#    5 . . X . X . . . .
#    4 . . . O . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/tiger2.sgf
# White D5 now joins D4 and is no self-atari: black must fill D5 (C4 or
# E4 leave D5 to white).
50 connect C5 E5
#? [1 D5]
# White D5, joined to D4, cuts C5 from E5.
51 disconnect C5 E5
#? [1 D5]

# ---------------------------------------------------------------------
# A diagonal link with one side taken: D5 and E4, white on E5.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . X O . . . .
#    4 . . . . X . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/diagonal.sgf
# Black links at D4, or hangs at C4 or D3: then white D4 stands in atari
# (three black stones around it) and is captured at once.
60 connect D5 E4
#? [1 (D4|C4|D3)]
# White D4 cuts: black's atari at C4 or D3 is answered by an extension
# to three liberties.
61 disconnect D5 E4
#? [1 D4]

# ---------------------------------------------------------------------
# A hanging connection: the same diagonal D5-E4 (white on E5), with the
# black stone C4 making D4 a tiger's mouth.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . X O . . . .
#    4 . . X . X . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/hanging.sgf
# White D4 is in atari at once (last liberty D3) and black D3 takes it.
# White D3 first is answered at D4.
70 disconnect D5 E4
#? [0]
# White D3 spoils the tiger's mouth: D4 is a plain cutting point again.
trymove white D3
# Black must link at D4.
71 connect D5 E4
#? [1 D4]
# White D4, joined to D3, cuts.
72 disconnect D5 E4
#? [1 D4]
popgo

# ---------------------------------------------------------------------
# An open one-point jump: D6-E6 and D4, nothing of white's near.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . X X . . . .
#    5 . . . . . . . . .
#    4 . . . X . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/jump.sgf
# White's wedge at D5 is answered by the atari at C5: the extension to E5
# has two liberties (E6 is black) and runs in a ladder to the lower
# right. (Black's atari at E5 works too: white's escape at C5 leaves E4 to
# connect, and white E4 leaves D5 to be captured.) White C5 or E5 is
# answered at D5.
80 disconnect D6 D4
#? [0]

# ---------------------------------------------------------------------
# A wedge in a one-point jump (13x13): white D6 between D7-E7 and D5.
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . . . . . .
#   11 . . . . . . . . . . . . .
#   10 . . . . . . . . . . . . .
#    9 . . . . . . . . . . . . .
#    8 . . . . . . . . . . . . .
#    7 . . . X X . . . . . . . .
#    6 . . . O . . . . . . . . .
#    5 . . . X . . . . . . . . .
#    4 . . . . . . . . . . . . .
#    3 . . . . . . . . . . . . .
#    2 . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . .
loadsgf sgf/wedge13.sgf
# Black C6 ataris the wedge; its extension to E6 has two liberties and
# the ladder runs to the lower right edge, where it dies. Black E6 also
# works: white's escape at C6 lets black connect at E5, and white E5
# leaves D6 to be captured at C6.
90 connect D7 D5
#? [1 (C6|E6)]
# White saves the wedge on the open side: C6 gives it four liberties.
# (White E6 runs into the ladder above.)
91 disconnect D7 D5
#? [1 C6]

# ---------------------------------------------------------------------
# The same wedge with a white ladder breaker at H2.
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . . . . . .
#   11 . . . . . . . . . . . . .
#   10 . . . . . . . . . . . . .
#    9 . . . . . . . . . . . . .
#    8 . . . . . . . . . . . . .
#    7 . . . X X . . . . . . . .
#    6 . . . O . . . . . . . . .
#    5 . . . X . . . . . . . . .
#    4 . . . . . . . . . . . . .
#    3 . . . . . . . . . . . . .
#    2 . . . . . . . O . . . . .
#    1 . . . . . . . . . . . . .
loadsgf sgf/wedge13b.sgf
# The ladder from C6 now fails (the chase reaches H2). Black's atari
# from the other side at E6 still works, as above: white's escape at C6
# lets black connect at E5.
100 connect D7 D5
#? [1 E6]
# White may now save the wedge either way: C6, or E6 (the ladder from C6
# is broken).
101 disconnect D7 D5
#? [1 (C6|E6)]

# ---------------------------------------------------------------------
# A knight's move pushed at: D6-D7 and C4-C3, white has pushed at D5-E5.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . X . . . . .
#    6 . . . X . . . . .
#    5 . . . O O . . . .
#    4 . . X . . . . . .
#    3 . . X . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/knight.sgf
# Black C5: white's cut at C6 has two liberties, and black's atari at B6
# starts a ladder towards the upper left edge that dies (D7 takes the
# first liberty of the escape at C7). (C6 instead lets white wedge at C5.)
110 connect D6 C4
#? [1 C5]
# White C5 joins D5 and cuts. C6 cuts too (black C5 is then cut by C6 and
# D5 on both sides), and so do B6, B7 and C7, which break the ladder:
# after black C5, white C6 escapes.
111 disconnect D6 C4
#? [1 (C5|C6|C7|B6|B7)]

# ---------------------------------------------------------------------
# Connection under a wedge: white D4-D3-D2 splits B3-C3-C2 from E3-F3-E2.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . O . . . . .
#    3 . X X O X X . . .
#    2 . . X O X . . . .
#    1 . . . . . . . . .
loadsgf sgf/under.sgf
# Black D1 connects along the first line: C1 and E1 become tiger's mouths
# on the edge (white there stands in atari, captured at B1 or F1).
120 connect C2 E2
#? [1 D1]
# White D1 joins the wedge and cuts. C1 (or E1) cuts too: black D1 is
# then a self-atari, and black's atari at B1 is answered by D1.
121 disconnect C2 E2
#? [1 (C1|D1|E1)]

# ---------------------------------------------------------------------
# A knight's move along the edge: black E1 under white's wall, C2 the
# nearest black string.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . O O O O . . .
#    3 . X X . . O O . .
#    2 . . X . . . . . .
#    1 . . . . X . . . .
loadsgf sgf/monkey.sgf
# White D2 is answered at D1 (C1 becomes a tiger's mouth); white D1 at D2
# (the white stone is in atari, and its extension to C1 too); white E2 at
# D1 or D2.
130 disconnect C2 E1
#? [0]

# ---------------------------------------------------------------------
# The same, white having pushed at D2.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . O O O O . . .
#    3 . X X . . O O . .
#    2 . . X O . . . . .
#    1 . . . . X . . . .
loadsgf sgf/monkey2.sgf
# Black D1 links E1 and leaves C1 a tiger's mouth. (C1 instead lets
# white connect at D1.)
140 connect C2 E1
#? [1 D1]
# White D1, joined to D2, cuts; E1 is left alone under the wall.
141 disconnect C2 E1
#? [1 D1]

# ---------------------------------------------------------------------
# A cutting stone in atari: white D5 between the black walls, its one
# liberty E5 (white B4-C4-C3 is solid).
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . X X . . . . .
#    6 . . X X . . . . .
#    5 . . X O . . . . .
#    4 . O O X . . . . .
#    3 . . O X X . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/capture.sgf
# Black E5 captures the cutter. E4, E6 or F5 net it instead: white's
# escape at E5 then has two liberties and is taken by a ladder.
150 connect D6 D4
#? [1 (E5|E4|E6|F5)]
# White escapes at E5: three liberties, and D6 and D4 stay apart.
151 disconnect D6 D4
#? [1 E5]

# ---------------------------------------------------------------------
# A cut answered by a snapback: white's cut at B2 would join A2 (then
# liberties A1 and B1 only).
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . X . . . . . . .
#    5 X X O . . . . . .
#    4 X X O O . . . . .
#    3 X X O X X . . . .
#    2 O . X X . . . . .
#    1 . . O . . . . . .
loadsgf sgf/snapback.sgf
# After white B2, black throws in at B1: white captures it at A1 and is
# then in atari at B1, where black takes three stones back. (Black D1,
# which leaves C1 the one liberty B1, works too.) White B1 first is
# answered at B2.
160 disconnect B3 C2
#? [0]

# ---------------------------------------------------------------------
# A string short of liberties: D5, between C5, D6 and F5-F6, links to
# C3-D3-E3 across D4.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . O . O . . .
#    5 . . O X . O . . .
#    4 . . . . . . . . .
#    3 . . X X X . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/short.sgf
# Black links at D4, or hangs at C4 or E4 (white D4 is then in atari and
# black captures it first), or extends at E5 (white D4 is then met by
# E4, and white E4 by D4).
170 connect D5 D3
#? [1 (D4|C4|E4|E5)]
# White D4 cuts with atari: black's extension to E5 is blocked at E4,
# the pair's one liberty E6 leads between D6 and F6, and it is captured.
171 disconnect D5 D3
#? [1 D4]

# ---------------------------------------------------------------------
# Two cutting points, one move guards both: C6-C7, D5 and E4-E3 make two
# diagonals, C5 and D4 their open sides (D6 and E5 are white).
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . X . . . . . .
#    6 . . X O . . . . .
#    5 . . . X O . . . .
#    4 . . . . X . . . .
#    3 . . . . X . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/doublecut.sgf
# Black C4 makes both C5 and D4 tiger's mouths. D4 works too (white's cut
# at C5 is laddered towards the lower left edge), and so does D3: D4
# becomes a tiger's mouth, and white C5, an atari on D5, is answered at
# D4; its extension to C4 is then shut in from C3 and dies on the edge.
180 connect C6 E4
#? [1 (C4|D4|D3)]
# White D4 cuts with two liberties and escapes downwards. (White C5, an
# atari on D5, is answered at D4, and the two stones C5-C4 are shut in
# from C3 and die against the edge.)
181 disconnect C6 E4
#? [1 D4]

# ---------------------------------------------------------------------
# Two cutting points far apart (13x13): E10-E9, F8-G8-H8 and J7-J6, the
# cutting points E8 and H7 (F9 and J8 are white, and G6 backs up a cut at
# H7).
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . . . . . .
#   11 . . . . . O O . . . . . .
#   10 . . . . X O . . . . . . .
#    9 . . . . X O . . . . . . .
#    8 . . . . . X X X O O . . .
#    7 . . . . . . . . X O . . .
#    6 . . . . . . O . X . . . .
#    5 . . . . . . . . . . . . .
#    4 . . . . . . . . . . . . .
#    3 . . . . . . . . . . . . .
#    2 . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . .
loadsgf sgf/doublecut13.sgf
# Black can mend only one of E8 and H7; white cuts at the other, with
# room to run (a stone at E8 runs out below, one at H7 joins G6).
190 connect E10 J6
#? [0]
# Either cut works; the strings are apart as they stand (black to move
# cannot connect), so GNU Go names one of the two.
191 disconnect E10 J6
#? [1 (E8|H7)]
# Each link alone is mended by a solid or a hanging connection.
192 connect E10 F8
#? [1 (E8|D8|E7)]
193 connect F8 J6
#? [1 (H7|G7|H6)]

# ---------------------------------------------------------------------
# A connection that hangs on a ko: white D4 cuts D5-D6-D7-D8 from C4-C3-
# D3, in atari at E4, a point surrounded by white (E5, F4, E3).
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . X X . . . .
#    7 . . O X X . . . .
#    6 . . O X O . . . .
#    5 . O O X O . . . .
#    4 . . X O . O . . .
#    3 . . X X O . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/ko.sgf
# Black E4 captures D4 but stands in atari itself: white retakes at D4.
# A ko that black, moving first, takes first: code 2.
200 connect D5 D3
#? [2 E4]
# White connects at E4 and the cut stands.
201 disconnect D5 D3
#? [1 E4]
# After black's capture at E4 (the ko ban on D4 is kept):
trymove black E4
# Black fills D4 and connects.
202 connect D5 D3
#? [1 D4]
# White must find a ko threat before retaking at D4: code 3.
203 disconnect D5 D3
#? [3 D4]
popgo
# After white's connection at E4 there is nothing left to capture.
trymove white E4
204 connect D5 D3
#? [0]
popgo

# ---------------------------------------------------------------------
# A white wall too strong to cut through: C5-E5 over C4-E4 between black
# D6 and D3.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . X . . . . .
#    5 . . O O O . . . .
#    4 . . O O O . . . .
#    3 . . . X . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/wall.sgf
# Six stones with eight liberties: black can neither pass nor capture.
210 connect D6 D3
#? [0]
# Apart as they stand (GNU Go names PASS): any move.
211 disconnect D6 D3
#? [1 (PASS|[A-J][1-9])]

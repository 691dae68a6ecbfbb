# Kosumi's own owl suite (GNU Go's .tst format): life and death of whole
# dragons by owl reading (manual 12.1), on positions built for it.
#
# Every position in sgf/ was written for this suite (setup stones only;
# 9x9 boards, two 13x13 and one 19x19 corner). The commands are GNU Go
# 3.8's:
#   owl_attack V         "0", or "CODE MOVE": the move that kills the
#                        dragon at V, its owner answering. CODE is 1 for
#                        a plain win, 2 for a ko in which the attacker
#                        takes first, 3 for a ko in which he must find a
#                        threat first. MOVE may be PASS when the dragon
#                        is dead as it stands (GNU Go usually names some
#                        harmless move then: such cases accept any move).
#   owl_defend V         likewise, the move that saves it (PASS when it
#                        lives as it stands).
#   owl_does_attack M V  1 if M kills the dragon at V (2/3 by ko), else 0.
#   owl_does_defend M V  1 if M saves it (2/3 by ko), else 0.
#   dragon_status V      alive, dead, unknown, or "critical A D": A kills
#                        the dragon, D saves it.
# Each expectation is reasoned in the comment above it and is GNU Go
# 3.8's answer (tests/test_eyes_dragons_regress.py checks that GNU Go passes every
# case). Where several moves are right (GNU Go's owl_does_attack and
# owl_does_defend confirm each alternative), the regex accepts each of
# them; a dead dragon accepts any attacking move or PASS.
#
# A "*" after an expectation marks a case Kosumi is known to fail (the
# comment above says what it answers): it shows as "failed" (expected),
# so that a regression shows as an unexpected "FAILED", and a fix as an
# unexpected "PASSED" (then remove the "*").
#
# What the suite covers: eye shapes inside a surrounded group (straight,
# bent, square, pyramid, bulky, crossed, rabbity; nakade already played),
# corner shapes (the L-group, the L-group with a leg on either side, the
# J-shaped one, the rectangular six with two, one and no outside
# liberties: alive, ko, dead by shortage of liberties), six, seven and
# eight stones on the second line, a group living by a lunch, a false
# eye, an eye that hangs on a ko, two sekis inside an eye space, and a
# group that runs out, a lone stone caught by a net. Ko results (code 2):
# cases 160, 162, 250, 252.
#
# Kosumi's failures ("*") are one class: shortage of liberties in the
# corner (150-152, 160-162: the rectangular six short of outside
# liberties reads as alive, so its ko is not found either).
#
# Run from this folder:  kosumi regress owl.tst

# ---------------------------------------------------------------------
# Eye shapes inside a black group. In every position of this kind black
# owns the top four rows but for the eye space, and white's wall on row
# 5 has the open bottom behind it: black can neither run nor capture
# anything, its life is the eye space alone (and it has no liberty
# outside it). The black dragon is named by A9.
#
# A straight three, C8-D8-E8: its middle D8 is the vital point.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . . X X X X
#    7 X X X X X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/straight3.sgf
# White's placement at D8 kills: whatever black does, the eye space
# gives one eye.
1 owl_attack A9
#? [1 D8]
# Black's D8 makes the two one-point eyes C8 and E8.
2 owl_defend A9
#? [1 D8]
# Whoever plays D8 first decides: critical, D8 both ways.
3 dragon_status A9
#? [critical D8 D8]
# White at the end C8 fails: black D8 captures it (C8's last liberty)
# and has the eyes C8 and E8.
4 owl_does_attack C8 A9
#? [0]
# Black at the end E8 leaves the two-point eye C8-D8: one eye only, and
# white need not even answer.
5 owl_does_defend E8 A9
#? [0]

# ---------------------------------------------------------------------
# A bent three, C8-D8-D7: the bend D8 is the vital point.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . X X X X X
#    7 X X X . X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/bent3.sgf
# White at the bend kills.
10 owl_attack A9
#? [1 D8]
# Black at the bend makes the eyes C8 and D7.
11 owl_defend A9
#? [1 D8]
# White at the end D7 is captured at once by black D8 (D7's only
# liberty), which leaves the eyes C8 and D7.
12 owl_does_attack D7 A9
#? [0]
# Black at the end C8 leaves the two-point eye D8-D7: one eye.
13 owl_does_defend C8 A9
#? [0]

# ---------------------------------------------------------------------
# A straight four, C8-D8-E8-F8: alive. The two middle points are miai:
# white at one of them is answered at the other, which leaves two eyes.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . . . X X X
#    7 X X X X X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/straight4.sgf
# No white move kills.
20 owl_attack A9
#? [0]
# Alive as it stands: no move is needed.
21 owl_defend A9
#? [1 PASS]
22 dragon_status A9
#? [alive]
# White D8 is answered by black E8: the eye F8, and C8 next to the white
# stone, which is in atari (last liberty C8) and dies when black
# pleases.
23 owl_does_attack D8 A9
#? [0]

# ---------------------------------------------------------------------
# A bent four in the middle, C8-D8-E8-E7 (an L of four points): alive,
# D8 and E8 are miai.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . . X X X X
#    7 X X X X . X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/bent4.sgf
# No white move kills.
30 owl_attack A9
#? [0]
# White D8 is answered at E8: the eye E7, and C8 next to the white
# stone, which is in atari (its last liberty C8) and dies there.
31 owl_does_attack D8 A9
#? [0]
# White at the corner E8 is answered at D8: the eyes C8 and E7 (E8 is in
# atari with its last liberty E7).
32 owl_does_attack E8 A9
#? [0]

# ---------------------------------------------------------------------
# A square four, C8-D8-C7-D7: dead as it stands. Whatever black plays
# leaves a bent three with white to play at its bend; white has nothing
# to do.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . X X X X X
#    7 X X . . X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/square4.sgf
# Dead: any move, or PASS.
40 owl_attack A9
#? [1 (PASS|[A-J][1-9])]
# No black move makes two eyes.
41 owl_defend A9
#? [0]
42 dragon_status A9
#? [dead]

# ---------------------------------------------------------------------
# A pyramid four (the T), C8-D8-E8-D7: the centre D8, next to the other
# three, is the vital point.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . . X X X X
#    7 X X X . X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/pyramid4.sgf
# White at the centre kills.
50 owl_attack A9
#? [1 D8]
# Black at the centre makes three one-point eyes.
51 owl_defend A9
#? [1 D8]
# White at a tip, C8, is captured by black D8, which makes the eyes C8,
# E8 and D7.
52 owl_does_attack C8 A9
#? [0]
# Black at a tip, C8, leaves the bent three D8-E8-D7: white D8 at its
# bend kills.
53 owl_does_defend C8 A9
#? [0]

# ---------------------------------------------------------------------
# A bulky five: the square C8-D8-C7-D7 with E7 added. D7, the only point
# next to three others, is the vital point.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . X X X X X
#    7 X X . . . X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/bulky5.sgf
# White at D7 kills.
60 owl_attack A9
#? [1 D7]
# Black at D7 makes the eye E7 and the three-point space C8-D8-C7, one
# eye at least. Black D8 also lives: the rest, C8-C7-D7-E7, is a bent
# four, whose two middle points C7 and D7 are miai.
61 owl_defend A9
#? [1 (D7|D8)]
62 dragon_status A9
#? [critical D7 (D7|D8)]
# White C7 is answered at D7: the eye E7, and C8-D8 next to the white
# stone, which is in atari (last liberty C8): two eyes.
63 owl_does_attack C7 A9
#? [0]
# Black C8 leaves the pyramid four D8-C7-D7-E7: white D7 at its centre
# kills.
64 owl_does_defend C8 A9
#? [0]

# ---------------------------------------------------------------------
# A crossed five (the plus), D9-C8-D8-E8-D7, its top arm on the edge:
# the centre D8 is the vital point.
#      A B C D E F G H J
#    9 X X X . X X X X X
#    8 X X . . . X X X X
#    7 X X X . X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/crossed5.sgf
# White at the centre kills.
70 owl_attack A9
#? [1 D8]
# Black at the centre makes four one-point eyes.
71 owl_defend A9
#? [1 D8]
# White on the arm D9 is captured by black D8 (D9's last liberty): four
# eyes.
72 owl_does_attack D9 A9
#? [0]
# Black on the arm D9 leaves the pyramid four C8-D8-E8-D7: white D8
# kills.
73 owl_does_defend D9 A9
#? [0]

# ---------------------------------------------------------------------
# A rabbity six: D9-E9 on the edge, C8-D8-E8, D7. D8, next to four of
# the other points, is the vital point.
#      A B C D E F G H J
#    9 X X X . . X X X X
#    8 X X . . . X X X X
#    7 X X X . X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/rabbity6.sgf
# White at D8 kills.
80 owl_attack A9
#? [1 D8]
# Black D8 lives (the eyes C8 and D7 and the bent three D9-E9-E8). Black
# D9 lives too (GNU Go's owl_does_defend confirms it): in the rest,
# E9-C8-D8-E8-D7, a white stone at the centre D8 has three liberties
# against black's four; black answers at E8 and captures it (at C8 and
# D7) with two eyes left.
81 owl_defend A9
#? [1 (D8|D9)]
# White on the tail D7 is captured by black D8 (D7's last liberty): the
# eyes C8, D7 and the bent three D9-E9-E8.
82 owl_does_attack D7 A9
#? [0]
# Black E9 leaves the crossed five D9-C8-D8-E8-D7: white D8 at its
# centre kills.
83 owl_does_defend E9 A9
#? [0]
# Black C8 leaves the bulky five D9-E9-D8-E8-D7: white at its vital
# point D8 kills.
84 owl_does_defend C8 A9
#? [0]

# ---------------------------------------------------------------------
# The straight three of case 1 with white's stone already at the vital
# point D8: dead as it stands. Black C8 or E8 only puts the white stone
# in atari, and capturing it leaves a two-point eye, one eye.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . O . X X X X
#    7 X X X X X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/nakade3.sgf
# Dead: any move, or PASS.
90 owl_attack A9
#? [1 (PASS|[A-J][1-9])]
# Nothing saves it.
91 owl_defend A9
#? [0]
92 dragon_status A9
#? [dead]

# ---------------------------------------------------------------------
# The bulky five of case 60 with white's stone already at the vital
# point D7: dead. Black can only fill its own eye space around the white
# stone, and capturing what white has put inside leaves one eye.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . . X X X X X
#    7 X X . O . X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/nakade5.sgf
# Dead: any move, or PASS.
100 owl_attack A9
#? [1 (PASS|[A-J][1-9])]
# Nothing saves it.
101 owl_defend A9
#? [0]

# ---------------------------------------------------------------------
# Corner shapes in the lower left corner. White's wall leaves black two
# outside liberties, D4 and E2, which white can fill at any time.
#
# The L-group: B3-C3-D3 on the third line and D2, around the 2x3 corner
# A1-C2, open at both ends (A3, D1). The proverb: the L-group is dead,
# even if black plays first (white answers descents with hanes and
# placements with the vital point of what is left, a bulky five or
# less); outside liberties do not help.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . O O O . . . .
#    4 O O O . O . . . .
#    3 . X X X O O . . .
#    2 . . . X . O . . .
#    1 . . . . O O . . .
loadsgf sgf/lgroup.sgf
# Dead: any move, or PASS.
110 owl_attack C3
#? [1 (PASS|[A-J][1-9])]
# No black move lives. Once white has played inside, the space holds
# white stones, and the owl no longer counts two sure eyes in a small
# space with stones in it (its eye shapes assume a wall not short of
# liberties): it reads on and finds the kill (it once answered 3 A3).
111 owl_defend C3
#? [0]
112 dragon_status C3
#? [dead]

# ---------------------------------------------------------------------
# The L-group with a leg at A3, at the end of its long side (the
# J-shaped group): unsettled, whoever plays first.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . O O O . . . .
#    4 O O O . O . . . .
#    3 X X X X O O . . .
#    2 . . . X . O . . .
#    1 . . . . O O . . .
loadsgf sgf/lplus1long.sgf
# White's hane D1 on the short end kills: it leaves black no more than
# an L-group. The placements B1, B2, C1 and A1 kill too (GNU Go's
# owl_does_attack confirms each).
120 owl_attack C3
#? [1 (A1|B1|B2|C1|D1)]
# Black D1, the second leg, makes the rectangular six of case 140, alive
# with its two outside liberties; black B1 (the 1-2 point) and B2 live
# too.
121 owl_defend C3
#? [1 (B1|B2|D1)]
# The hane on the short side: see case 120.
122 owl_does_attack D1 C3
#? [1]
# The second leg: see case 121.
123 owl_does_defend D1 C3
#? [1]
# Black C2 only fills its own eye space: white's hane D1 then leaves a
# corner too small for two eyes.
124 owl_does_defend C2 C3
#? [0]

# ---------------------------------------------------------------------
# The L-group with a leg at D1, at the end of its short side: unsettled,
# whoever plays first.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . O O O . . . .
#    4 O O O . O . . . .
#    3 . X X X O O . . .
#    2 . . . X . O . . .
#    1 . . . X O O . . .
loadsgf sgf/lplus1short.sgf
# White's hane A3 on the long end kills: it leaves black no more than an
# L-group. A2, B1, B2 and C1 kill too (GNU Go's owl_does_attack confirms
# each).
130 owl_attack C3
#? [1 (A2|A3|B1|B2|C1)]
# Black A3, the second leg, makes the rectangular six of case 140; B1
# and B2 live too.
131 owl_defend C3
#? [1 (A3|B1|B2)]
# The hane: see case 130.
132 owl_does_attack A3 C3
#? [1]
# The second leg: see case 131.
133 owl_does_defend A3 C3
#? [1]

# ---------------------------------------------------------------------
# The rectangular six in the corner: A3-B3-C3-D3-D2-D1 around the 2x3
# space A1-C2. With two outside liberties (D4, E2) it is alive: white's
# 2-2 point B2 is answered at the 2-1 point B1, the 2-1 point at the 2-2
# point.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . O O O . . . .
#    4 O O O . O . . . .
#    3 X X X X O O . . .
#    2 . . . X . O . . .
#    1 . . . X O O . . .
loadsgf sgf/rect6.sgf
# No white move kills.
140 owl_attack C3
#? [0]
# Alive as it stands, so PASS; GNU Go names B1, which does no harm (nor
# does B2).
141 owl_defend C3
#? [1 (PASS|B1|B2)]
# White B2 is answered at B1.
142 owl_does_attack B2 C3
#? [0]
143 dragon_status C3
#? [alive]

# ---------------------------------------------------------------------
# The same rectangular six without any outside liberty: shortage of
# liberties kills it. After white's 2-2 point B2, black cannot make the
# second eye: black C2 is answered at B1, and then black has two
# liberties, A2 and C1, against white's three (A1 besides): filling them
# puts black in atari first.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 O O O O O . . . .
#    3 X X X X O . . . .
#    2 . . . X O . . . .
#    1 . . . X O . . . .
loadsgf sgf/rect6tight.sgf
# Only the 2-2 point kills outright (B1 and A2 give kos). (Kosumi
# answered 0 and called the group alive until a five- or six-point space
# whose wall has no outside liberty stopped counting as two sure eyes.)
150 owl_attack C3
#? [1 B2]
# Black takes one of the two vital points, B1 or B2, first.
151 owl_defend C3
#? [1 (B1|B2)]
152 dragon_status C3
#? [critical B2 (B1|B2)]

# ---------------------------------------------------------------------
# The rectangular six with one outside liberty, E1: ko. White's 2-1
# point B1 starts a ko in which white takes first (code 2); the 2-2
# point no longer works: black answers at B1.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 O O O O O . . . .
#    3 X X X X O . . . .
#    2 . . . X O . . . .
#    1 . . . X . O . . .
loadsgf sgf/rect6ko.sgf
# Ko, white taking first. (Kosumi answers 0: it does not find the ko.)
160 owl_attack C3
#? [2 B1]*
# Black takes one of the vital points first and lives. (Kosumi answers 1
# PASS: it thinks the group lives as it stands.)
161 owl_defend C3
#? [1 (B1|B2)]*
# The 2-1 point: the ko of case 160. (Kosumi answers 0: it does not find
# the ko.)
162 owl_does_attack B1 C3
#? [2]*
# The 2-2 point is answered at B1 and fails.
163 owl_does_attack B2 C3
#? [0]

# ---------------------------------------------------------------------
# The position of case 130 turned through half a circle into the upper
# right corner of an empty 19x19 board: the wall leaves black the
# outside liberties Q16 and P18. Same answers, turned: white's hane T17
# (or the placements T18, S19, S18, R19) kills, black's second leg T17
# (or S19, S18) lives.
#      A B C D E F G H J K L M N O P Q R S T
#   19 . . . . . . . . . . . . . O O X . . .
#   18 . . . . . . . . . . . . . O . X . . .
#   17 . . . . . . . . . . . . . O O X X X .
#   16 . . . . . . . . . . . . . . O . O O O
#   15 . . . . . . . . . . . . . . O O O . .
#   14 . . . . . . . . . . . . . . . . . . .
#   13 . . . . . . . . . . . . . . . . . . .
#   12 . . . . . . . . . . . . . . . . . . .
#   11 . . . . . . . . . . . . . . . . . . .
#   10 . . . . . . . . . . . . . . . . . . .
#    9 . . . . . . . . . . . . . . . . . . .
#    8 . . . . . . . . . . . . . . . . . . .
#    7 . . . . . . . . . . . . . . . . . . .
#    6 . . . . . . . . . . . . . . . . . . .
#    5 . . . . . . . . . . . . . . . . . . .
#    4 . . . . . . . . . . . . . . . . . . .
#    3 . . . . . . . . . . . . . . . . . . .
#    2 . . . . . . . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . . . . . . . .
loadsgf sgf/lplus1short19.sgf
# See case 130.
170 owl_attack R17
#? [1 (T17|T18|S19|S18|R19)]
# See case 131.
171 owl_defend R17
#? [1 (T17|S19|S18)]
172 dragon_status R17
#? [critical (T17|T18|S19|S18|R19) (T17|S19|S18)]

# ---------------------------------------------------------------------
# Groups on the second line, under a white wall on the third line that
# ends in white stones on the second line. The proverb: six die, seven
# live or die by who plays first, eight live.
#
# Six stones, C2-H2: dead even if black plays first. Whichever end of
# the first line black takes (B1, say), white's placement under black's
# stone at the other end (H1) leaves too little for two eyes.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 O O O O O O O O O
#    2 . O X X X X X X O
#    1 . . . . . . . . .
loadsgf sgf/line2six.sgf
# Dead: any move, or PASS.
180 owl_attack C2
#? [1 (PASS|[A-J][1-9])]
# No black move lives.
181 owl_defend C2
#? [0]
182 dragon_status C2
#? [dead]

# ---------------------------------------------------------------------
# Seven stones, B2-H2, across the whole board between white's A2 and J2:
# unsettled. The position is symmetric, so are the answers.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 O O O O O O O O O
#    2 O X X X X X X X O
#    1 . . . . . . . . .
loadsgf sgf/line2seven.sgf
# White's placement B1 (or H1), on the first line under black's end
# stone, kills: it is the move that kills the six of case 180 too.
190 owl_attack C2
#? [1 (B1|H1)]
# Black B1 (or H1) keeps the first line from that end: white's hane at
# the other end leaves a straight five, two eyes. Black's E1 in the
# middle splits the first line into two spaces, an eye each.
191 owl_defend C2
#? [1 (B1|E1|H1)]
192 dragon_status C2
#? [critical (B1|H1) (B1|E1|H1)]

# ---------------------------------------------------------------------
# Eight stones, C2-K2, on a 13x13 board, between white's B2 and L2:
# alive even if white plays first: whatever white takes at one end of
# the first line, black takes the other and keeps a straight space long
# enough for two eyes.
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . . . . . .
#   11 . . . . . . . . . . . . .
#   10 . . . . . . . . . . . . .
#    9 . . . . . . . . . . . . .
#    8 . . . . . . . . . . . . .
#    7 . . . . . . . . . . . . .
#    6 . . . . . . . . . . . . .
#    5 O O O O O O O O O O O O O
#    4 O O O O O O O O O O O O O
#    3 O O O O O O O O O O O O O
#    2 O O X X X X X X X X O O O
#    1 . . . . . . . . . . . . .
loadsgf sgf/line2eight.sgf
# No white move kills.
200 owl_attack D2
#? [0]
# White's placement C1 under black's end stone fails: black answers at
# the other end (K1) and keeps two eyes' worth of first line.
201 owl_does_attack C1 D2
#? [0]
202 dragon_status D2
#? [alive]

# ---------------------------------------------------------------------
# A black group on the top edge with one eye, B9, and a white stone, E9,
# inside its second eye space. The stone is a lunch: its liberties D9
# and F9 are both black's, and if white extends at either, the two
# stones have one liberty and black captures them. Either way the space
# around it gives black the second eye.
#      A B C D E F G H J
#    9 X . X . O . X X X
#    8 X X X X X X X X X
#    7 O O O O O O O O O
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/lunch.sgf
# No white move kills.
210 owl_attack A9
#? [0]
# Alive as it stands (PASS); capturing the lunch (D9 or F9 first) does
# no harm.
211 owl_defend A9
#? [1 (PASS|D9|F9)]
# White D9 makes two stones with the one liberty F9: black captures them
# there and has the two-point eye D9-E9 besides B9.
212 owl_does_attack D9 A9
#? [0]
213 dragon_status A9
#? [alive]

# ---------------------------------------------------------------------
# The same group without its eye B9 (filled): the lunch alone gives one
# eye, so the group is dead. Capturing E9 takes one of D9 and F9, and
# what is left of the space is a single eye.
#      A B C D E F G H J
#    9 X X X . O . X X X
#    8 X X X X X X X X X
#    7 O O O O O O O O O
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/nolunch.sgf
# Dead: any move, or PASS.
220 owl_attack A9
#? [1 (PASS|[A-J][1-9])]
# No black move lives.
221 owl_defend A9
#? [0]

# ---------------------------------------------------------------------
# A black group on the top edge with the eye B9 and what looks like a
# second eye at G9. It is false: G9 is on the edge and one of its two
# diagonals, H8, is white. Black H9 is a separate stone whose last
# liberty is G9: white captures it there, and black connecting at G9
# fills the eye. Black J8, capturing J9, would be a stone in atari of
# its own (white retakes at J9), and even winning that ko leaves H8
# white. Dead as it stands.
#      A B C D E F G H J
#    9 X . X X X X . X O
#    8 X X X X X X X O .
#    7 O O O O O O O O O
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/falseeye.sgf
# Dead: any move, or PASS.
230 owl_attack A9
#? [1 (PASS|[A-J][1-9])]
# No black move makes the second eye.
231 owl_defend A9
#? [0]
232 dragon_status A9
#? [dead]

# ---------------------------------------------------------------------
# The eyes G9 and J9 on the right are false while white's H8 stands (it
# is a diagonal of both). H8 has the one liberty H7, and black capturing
# it there would be a ko (black's H7 has the one liberty H8).
#      A B C D E F G H J
#    9 X . X X X X . X .
#    8 X X X X X X X O X
#    7 O O O O O O O . O
#    6 O O O O O O O O O
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/koeye.sgf
# White connects H8 out at H7: G9 and J9 stay false, one eye. White J9,
# capturing black J8, kills as well: H8 gets the liberty J8 back and can
# no longer be captured at H7; if black retakes at J8 (a ko), white
# connects at H7.
240 owl_attack A9
#? [1 (H7|J9)]
# See case 240.
241 owl_does_attack H7 A9
#? [1]

# ---------------------------------------------------------------------
# The position after black's capture at H7 in case 240: a ko. Black's H7
# has the one liberty H8. If black connects at H8, G9 and J9 are real
# eyes; white retakes the ko at H8 (capturing H7) and then black must
# find a threat before it can take back.
#      A B C D E F G H J
#    9 X . X X X X . X .
#    8 X X X X X X X . X
#    7 O O O O O O O X O
#    6 O O O O O O O O O
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/koeye2.sgf
# Ko, white taking first: code 2.
250 owl_attack A9
#? [2 H8]
# Black connects the ko: three eyes, B9, G9 and J9.
251 owl_defend A9
#? [1 H8]
# White's capture at H8: the ko of case 250.
252 owl_does_attack H8 A9
#? [2]
253 dragon_status A9
#? [critical H8 H8]

# ---------------------------------------------------------------------
# Seki inside an eye space: black's only eye space is the straight five
# C8-G8, and three white stones D8-F8 sit in it. Both have the same two
# liberties, C8 and G8. Black filling either puts itself in atari, and
# white captures the whole group. White filling either makes four stones
# with one liberty: black captures them and is left with a straight
# four, alive. So neither side plays there: seki, and the black group is
# not killed.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X X . O O O . X X
#    7 X X X X X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/seki3.sgf
# No white move kills.
260 owl_attack A9
#? [0]
# Black needs no move (and has none: C8 and G8 are both self-ataris).
261 owl_defend A9
#? [1 PASS]
# White's C8 gives black the capture at G8 and a straight four (see
# above).
262 owl_does_attack C8 A9
#? [0]
# The white stones live in the seki too.
263 dragon_status D8
#? [alive]

# ---------------------------------------------------------------------
# The same with a straight six, B8-G8, and four white stones C8-F8 in
# it: white's self-atari at B8 or G8 gives black five stones to capture
# and a straight five, alive; black's own move there is a self-atari.
# Seki.
#      A B C D E F G H J
#    9 X X X X X X X X X
#    8 X . O O O O . X X
#    7 X X X X X X X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/seki4.sgf
# No white move kills.
270 owl_attack A9
#? [0]
# Black needs no move; B8 or G8 would put the whole group in atari.
271 owl_defend A9
#? [1 PASS]

# ---------------------------------------------------------------------
# Two black stones, C7-D7, pressed by white's B7, C8 and C6, with the
# whole centre open in front of them and black's living group (eyes H6
# and H4) on the right. White cannot enclose them: they run out towards
# the centre and their friends.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . O . . . . . .
#    7 . O X X . . . X X
#    6 . . O . . . X . X
#    5 . . . . . . X X X
#    4 . . . . . . X . X
#    3 . . . . . . . X X
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/escape.sgf
# No white move kills: the stones escape.
280 owl_attack C7
#? [0]
281 dragon_status C7
#? [alive]

# ---------------------------------------------------------------------
# A lone white stone, K12, on the second line of a 13x13 board, with
# black's L12 and L11 beside it and K10 below; white's H11 and H9 stand
# two and three lines to the left, black's D11 and D9 further on. Black's
# J12 cuts it from its friends: with two liberties, K13 and K11, it is
# caught between the edge and black's stones. White's J12, J11, K11 or
# K13 first reaches out or makes room, and it lives (GNU Go's
# owl_does_defend confirms each). The open area to its left is no eye of
# K12's: Kosumi's owl used to see it, cut where its reading region ends,
# as an eye space big enough for two eyes, and called the stone alive.
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . . O X . .
#   11 . . . X . . . O . . X . .
#   10 . . . . . . . . . X . . .
#    9 . . . X . . . O . . . . .
#    8 . . . . . . . . . . . . .
#   (rows 7-1 empty)
loadsgf sgf/net13.sgf
285 owl_attack K12
#? [1 J12]
286 owl_defend K12
#? [1 (J12|J11|K11|K13)]
287 dragon_status K12
#? [critical J12 (J12|J11|K11|K13)]
# The hane at K13 leaves the stone room on the left: it runs.
288 owl_does_attack K13 K12
#? [0]

# ---------------------------------------------------------------------
# Two black halves on the top edge, each with one eye: A9 on the left,
# J9 on the right. Joined, at E8 or at E9, they have both eyes (and E9,
# or E8's first-line neighbour, besides), so either move defends the
# pair; black filling its own eye at A9 joins nothing and leaves the
# left half without an eye.
#      A B C D E F G H J
#    9 . X X X . X X X .
#    8 X X X X . X X X X
#    7 O O O O O O O O O
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/halves.sgf
290 owl_connection_defends E8 A8 J8
#? [1]
291 owl_connection_defends E9 A8 J8
#? [1]
292 owl_connection_defends A9 A8 J8
#? [0]

# ---------------------------------------------------------------------
# owl_substantial: would capturing the string give its captor a living
# dragon? The captor fills the string's liberties, then its stones around
# are read with the string's owner to move.
loadsgf sgf/lunch.sgf
# Capturing the lunch E9 (black D9, F9) leaves black the eye E9 besides
# B9: alive.
300 owl_substantial E9
#? [1]
loadsgf sgf/nolunch.sgf
# Without the eye B9 the capture gives one eye only: dead.
301 owl_substantial E9
#? [0]
loadsgf sgf/seki3.sgf
# Capturing D8-F8 takes black's fills of C8 and G8; the straight three
# D8-E8-F8 left is killed by white's E8.
302 owl_substantial D8
#? [0]
loadsgf sgf/koeye.sgf
# Black H7 takes H8; G9 and J9 become real eyes. White's retake at H8 is
# a ko, and a ko is not a kill.
303 owl_substantial H8
#? [1]

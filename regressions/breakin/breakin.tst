# Kosumi's own break-in suite (GNU Go's .tst format): can a string reach
# an area, a territory of the other colour, or be kept out of it, by
# break-in reading (manual 13.10)?
#
# Every position in sgf/ was written for this suite (setup stones only;
# 9x9 boards and two 13x13). The areas are like those GNU Go's break-in
# code (breakin.c) hands this reading: the empty points of a territory,
# 8 to 23 of them, near the string and in most cases not touching it.
# The string is white in the first six positions (a black territory) and
# black in the last three (a white one).
# The commands are GNU Go 3.8's:
#   break_in V G1 G2 ...  "0", or "CODE MOVE": the move by which the
#                        string at V reaches the area made of the points
#                        G1 G2 ..., its owner moving first. CODE is 1
#                        for a plain win, 2 for a ko in which the owner
#                        takes first, 3 for a ko in which he must find a
#                        threat first. MOVE may be PASS when no move is
#                        needed (GNU Go names a move even then when it
#                        finds one that works: such a case accepts PASS
#                        and each move GNU Go confirms).
#   block_off V G1 G2 ... likewise, the move that keeps the string out of
#                        the area, its opponent moving first (PASS when
#                        it is out as it stands and nothing needs doing).
#   trymove/popgo        set a move up for the cases after it and take it
#                        back (a move played this way leaves its ko ban).
# Each expectation is reasoned in the comment above it and is GNU Go
# 3.8's answer (tests/test_eyes_dragons_regress.py checks that GNU Go
# passes every case). Where several moves are right, the regex accepts
# each of them: every alternative was played and GNU Go asked the
# opposite question (block_off after a breaking move, break_in after a
# blocking one), and each is explained in the comment.
#
# A "*" after an expectation marks a case Kosumi is known to fail (the
# comment above says what it answers): it shows as "failed" (expected),
# so that a regression shows as an unexpected "FAILED", and a fix as an
# unexpected "PASSED" (then remove the "*").
#
# What the suite covers: a solid corner wall (no break-in, block_off
# PASS), a wall with a gap on the second line that a push goes through
# (its end stone short of liberties) and that one move closes, the gap
# after the push and after the closing move, a third-line wall whose end
# stone a push puts in atari (the break-in by capturing it, the blocks
# that save it, and a ko: codes 2 and 3 in cases 34, 36 and 37), a
# string cut off in a framework that a net captures, a second-line hane,
# the monkey jump and the first-line hane after it along a third-line
# wall, a hane stone in atari (connected or captured), a wall facing an
# open framework (in already, cannot be blocked), and with black as the
# string: a diagonal link in a white corner wall (solid), a wedge in a
# wall that is captured (directly, or in a ladder along the wall), and a
# second-line string next to a wall that ends too early (13x13).
# 32 cases: 16 break_in, 16 block_off.
#
# Kosumi passes every case at present (no "*"). Its answers agree with
# GNU Go's move for move but in two cases, where it names another of the
# accepted moves: 60 (E4 for E5) and 81 (G10 for J10).
#
# Run from this folder:  kosumi regress breakin.tst

# ---------------------------------------------------------------------
# A solid wall: black's corner A1-D4 behind the string A5-E5-E1, the
# white string F1-F5 standing against it.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 X X X X X O . . .
#    4 . . . . X O . . .
#    3 . . . . X O . . .
#    2 . . . . X O . . .
#    1 . . . . X O . . .
loadsgf sgf/wall.sgf
# Nine black stones in one string, with the whole corner for liberties:
# white can neither pass through nor capture anything. No way in.
10 break_in F5 A4 B4 C4 D4 A3 B3 C3 D3 A2 B2 C2 D2 A1 B1 C1 D1
#? [0]
# Out as it stands, nothing to do: PASS.
11 block_off F5 A4 B4 C4 D4 A3 B3 C3 D3 A2 B2 C2 D2 A1 B1 C1 D1
#? [1 PASS]

# ---------------------------------------------------------------------
# A gap on the second line: black's corner wall A4-D4-D3 and D1 leaves
# D2 open; white's string E1-E5 runs along it. The area is A1-C3.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . O . . . .
#    4 X X X X O . . . .
#    3 . . . X O . . . .
#    2 . . . . O . . . .
#    1 . . . X O . . . .
loadsgf sgf/gap.sgf
# White pushes into the gap at D2. It threatens C2, and it leaves D1 with
# one liberty, C1: black can block at C2 (then white C1 captures D1 and
# stands in the corner) or save D1 at C1 (then white C2 walks in), not
# both. (White C1 or C2 first is answered at D2 and dies inside.)
20 break_in E4 A3 B3 C3 A2 B2 C2 A1 B1 C1
#? [1 D2]
# One move closes the gap: D2 itself. C2 and C1 close it too, since they
# give D1 a second liberty: white's push at D2 is then answered by the
# connection at C1 (after C2) or the block at C2 (after C1).
21 block_off E4 A3 B3 C3 A2 B2 C2 A1 B1 C1
#? [1 (D2|C2|C1)]
# After white's push at D2 nothing keeps white out (see case 20).
trymove white D2
22 block_off E4 A3 B3 C3 A2 B2 C2 A1 B1 C1
#? [0]
popgo
# After black's D2 the wall is solid, one string from A4 to D1.
trymove black D2
23 break_in E4 A3 B3 C3 A2 B2 C2 A1 B1 C1
#? [0]
popgo

# ---------------------------------------------------------------------
# A thin third-line wall: black A3-E3 and the single stone G3, with the
# gap F3 between them and H1-H2 below; white F4-G4-H4-H3 outside. G3 has
# two liberties, F3 and G2. The area is A1-G2.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . O O O .
#    3 X X X X X . X O .
#    2 . . . . . . . X .
#    1 . . . . . . . X .
loadsgf sgf/atari.sgf
# White's push at F3 puts G3 in atari and threatens F2: if black saves G3
# at G2, white F2 is in; if black blocks at F2, white captures G3 at G2.
# (White G2 or F2 first is answered at F3, closing the wall.)
30 break_in F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [1 F3]
# Black G2 joins G3 to H2-H1: white's push at F3 is then simply blocked
# at F2. F3 closes the gap outright, and F2 blocks under it: white's push
# at F3 is answered by G2 (G1 instead only gets a ko: GNU Go answers 2).
31 block_off F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [1 (G2|F3|F2)]
# After white's push at F3 black cannot both save G3 and block (case 30).
trymove white F3
32 block_off F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [0]
# Black blocks at F2, giving up G3.
trymove black F2
# White breaks in by capturing: G2 takes G3 and stands in the area
# (black cannot retake at G3, every point around it is white).
33 break_in F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [1 G2]
popgo
popgo
# Black G1 instead, under G2: G3 still has the two liberties F3 and G2,
# but now a white stone at G2 has black on three sides.
trymove black G1
# White's push at F3 and black's block at F2 leave G2 a ko: white's G2
# takes G3 and stands in atari at G3, where black retakes. White takes
# the ko first: code 2. (If black answers the push at G2 instead, white
# F2 is in for good.)
34 break_in F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [2 F3]
# Black simply connects at G2 (G1 was only a half measure), or closes
# the gap at F3, or blocks under it at F2 (white's push at F3 then meets
# G2): no ko.
35 block_off F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [1 (G2|F3|F2)]
trymove white F3
# After the push black blocks at F2 and must win the ko: white takes at
# G2 first and black needs a threat before he can retake at G3, code 3.
# (G2, saving G3, lets white walk in at F2.)
36 block_off F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [3 F2]
trymove black F2
# White takes the ko at G2.
37 break_in F4 A2 B2 C2 D2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1
#? [2 G2]
popgo
popgo
popgo

# ---------------------------------------------------------------------
# A string that can be captured: white D5-E5 has cut into black's
# framework (C5, D6, E6, F5, F4) and has two liberties, D4 and E4. The
# area is A1-E3, one line below the string.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . X X . . . .
#    5 . . X O O X . . .
#    4 . . . . . X . . .
#    3 . . . . . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/net.sgf
# White extends to D4: three liberties (C4, D3, E4), and D3 is a point
# of the area. (E4 instead leaves two liberties, D4 and E3, and black's
# E3 nets the string.)
40 break_in E5 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1
#? [1 D4]
# Black captures. D4 is atari, and the escape to E4 has the one liberty
# E3. C4 and D3 net the string: white's extension either way is caught
# in one more move (after C4, white D4 is met by D3 and white E4 by E3;
# after D3, white E4 by E3 and white D4 by C4). E4 is atari from the
# other side: the escape to D4 has two liberties, C4 and D3, and black's
# D3 chases it into the corner (white C4, black B4, white C3, black C2,
# white B3, black B2...): the stones it leaves in the area are captured.
41 block_off E5 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1
#? [1 (D4|E4|C4|D3)]
# After white's D4 the string has three liberties and touches the area.
trymove white D4
42 block_off E5 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1
#? [0]
popgo

# ---------------------------------------------------------------------
# Along the edge: black's third-line wall A3-D3 ends at D3; white's
# string G2-G3-G4 comes down to the second line. The area is A1-D2.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . . . . .
#    6 . . . . . . . . .
#    5 . . . . . . . . .
#    4 . . . . . . O . .
#    3 X X X X . . O . .
#    2 . . . . . . O . .
#    1 . . . . . . . . .
loadsgf sgf/monkey.sgf
# White's second-line hane at E2 threatens D2; black's block at D2 is
# answered by the first-line hane at D1 (case 53). The monkey jump to D1
# works at once: black's hane at E1 under it is cut at E2 and captured,
# black's E2 is answered at E1, and black's block at D2 or C1 by F1,
# which links D1 to G2 along the edge.
# (White E1 only gets a ko: GNU Go answers 2 D1 to block_off after it.)
50 break_in G2 A2 B2 C2 D2 A1 B1 C1 D1
#? [1 (E2|D1)]
# Black extends the wall to D2, and answers white's E2 at D1 or E1 (no
# hane left). Blocks further out work too: E2, or F2 against G2 (white's
# cut at E2 is then alone); and so do the first-line points E1, D1 and
# F1, which spoil the monkey jump and the hane (white E2 is met at D2).
51 block_off G2 A2 B2 C2 D2 A1 B1 C1 D1
#? [1 (D2|E2|E1|D1|F2|F1)]
# After the monkey jump black cannot keep D1 out (case 50).
trymove white D1
52 block_off G2 A2 B2 C2 D2 A1 B1 C1 D1
#? [0]
popgo
# White's hane at E2 answered by black's block at D2:
trymove white E2
trymove black D2
# the first-line hane at D1 goes in: black's atari at C1 is answered by
# the connection at E1. (E1 or C1 first are met at D1.)
53 break_in G2 A2 B2 C2 D2 A1 B1 C1 D1
#? [1 D1]
# The hane played and ataried: D1's one liberty is E1.
trymove white D1
trymove black C1
# White connects at E1 and D1 stays in the area.
54 break_in G2 A2 B2 C2 D2 A1 B1 C1 D1
#? [1 E1]
# Black captures D1 at E1.
55 block_off G2 A2 B2 C2 D2 A1 B1 C1 D1
#? [1 E1]
popgo
popgo
popgo
popgo

# ---------------------------------------------------------------------
# An open framework: black's C5 and D3 in the lower left, white's wall
# F4-F7 facing it. The area is A1-E5, and it already touches the string
# at E4 and E5.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . . . .
#    7 . . . . . O . . .
#    6 . . . . . O . . .
#    5 . . X . . O . . .
#    4 . . . . . O . . .
#    3 . . . X . . . . .
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/open.sgf
# White is in without a move (case 61). GNU Go names E5; every move that
# steps into the framework (E5, E4, E3, E2, D5, D4) or extends the wall
# (F3) keeps it in, and so does PASS.
60 break_in F5 A5 B5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1
#? [1 (PASS|E5|E4|E3|E2|D5|D4|F3)]
# Black cannot block: one stone at E4 or E5 leaves the other, and the
# string, four stones with ten liberties, cannot be captured.
61 block_off F5 A5 B5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1
#? [0]

# ---------------------------------------------------------------------
# A diagonal link: white's corner wall F5-F9 and G4-J4 meets at the
# diagonal F5-G4, its links F4 (outside) and G5 (inside). Black E5 and
# F3-J3 stand outside. The area is G5-J9.
#      A B C D E F G H J
#    9 . . . . . O . . .
#    8 . . . . . O . . .
#    7 . . . . . O . . .
#    6 . . . . . O . . .
#    5 . . . . X O . . .
#    4 . . . . . . O O O
#    3 . . . . . X X X X
#    2 . . . . . . . . .
#    1 . . . . . . . . .
loadsgf sgf/diagonal.sgf
# Black's push at F4 is answered at G5 and the wall is whole; black G5
# first is alone inside and captured. No way in.
70 break_in E5 G9 H9 J9 G8 H8 J8 G7 H7 J7 G6 H6 J6 G5 H5 J5
#? [0]
# Out as it stands: PASS.
71 block_off E5 G9 H9 J9 G8 H8 J8 G7 H7 J7 G6 H6 J6 G5 H5 J5
#? [1 PASS]

# ---------------------------------------------------------------------
# A wedge (13x13): black H10 sits in white's corner wall H11-H13, G11
# and H9-N9, its liberties G10 and J10. The area is J10-N13, touching
# the stone at J10.
#      A B C D E F G H J K L M N
#   13 . . . . . . . O . . . . .
#   12 . . . . . . . O . . . . .
#   11 . . . . . . O O . . . . .
#   10 . . . . . . . X . . . . .
#    9 . . . . . . O O O O O O O
#    8 . . . . . . . . . . . . .
#    7 . . . . . . . . . . . . .
#    6 . . . . . . . . . . . . .
#    5 . . . . . . . . . . . . .
#    4 . . . . . . . . . . . . .
#    3 . . . . . . . . . . . . .
#    2 . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . .
loadsgf sgf/wedge13.sgf
# Black steps in at J10: three liberties (G10, J11, K10), and the stone
# stands in the area.
80 break_in H10 J13 K13 L13 M13 N13 J12 K12 L12 M12 N12 J11 K11 L11 M11 N11 J10 K10 L10 M10 N10
#? [1 J10]
# White J10 blocks and ataris: the escape to G10 has one liberty, F10.
# White G10 ataris from outside: black's J10 then has two liberties, J11
# and K10, and is caught in a ladder against white's wall (white J11,
# black K10, white K11, black L10... along row 10 to the edge; or white
# K10, black J11, white K11, black J12... up the J column).
81 block_off H10 J13 K13 L13 M13 N13 J12 K12 L12 M12 N12 J11 K11 L11 M11 N11 J10 K10 L10 M10 N10
#? [1 (J10|G10)]
# After white's atari at G10 black's extension into the area dies in
# that ladder.
trymove white G10
82 break_in H10 J13 K13 L13 M13 N13 J12 K12 L12 M12 N12 J11 K11 L11 M11 N11 J10 K10 L10 M10 N10
#? [0]
popgo

# ---------------------------------------------------------------------
# A wall that ends too early (13x13): white's third-line wall A11-E11
# stops at E11; black's string J10-J11-J12 comes down to the second
# line. The area is A12-F13 (white's side of the gap F-H).
#      A B C D E F G H J K L M N
#   13 . . . . . . . . . . . . .
#   12 . . . . . . . . X . . . .
#   11 O O O O O . . . X . . . .
#   10 . . . . . . . . X . . . .
#    9 . . . . . . . . . . . . .
#    8 . . . . . . . . . . . . .
#    7 . . . . . . . . . . . . .
#    6 . . . . . . . . . . . . .
#    5 . . . . . . . . . . . . .
#    4 . . . . . . . . . . . . .
#    3 . . . . . . . . . . . . .
#    2 . . . . . . . . . . . . .
#    1 . . . . . . . . . . . . .
loadsgf sgf/edge13.sgf
# Nothing of white's guards F12 and F13. Black's knight's move to G13 on
# the first line threatens F13: white's block there is met by F12, an
# atari on F13, and white F12 by F13. The second-line G12 touches F12:
# white's block there is met by the hane at F13, white F13 by F12. Black
# F12, straight in, has four liberties, and GNU Go finds no block after
# it (white's cut at G12 is met at H12). (H12 is too slow: white blocks
# at F12.)
90 break_in J12 A13 B13 C13 D13 E13 F13 A12 B12 C12 D12 E12 F12
#? [1 (G13|G12|F12)]
# White must close the gap first. F12 extends the wall on the second
# line: black's G12 or G13 is then blocked at F13. G12 and G13 block
# further out: after G13, black G12 is met at F12 and black F12 is cut
# off at G12; after G12, black G13 is cut off at H13 and black F12 at
# G11. (After H12 or H13 black still gets in.)
91 block_off J12 A13 B13 C13 D13 E13 F13 A12 B12 C12 D12 E12 F12
#? [1 (G13|G12|F12)]

# Kosumi's own eye suite (GNU Go's .tst format): eye spaces, their values
# and vital points, half eyes and false eyes, on positions built for it.
#
# Every position in sgf/ was written for this suite (setup stones only,
# 9x9). The commands are GNU Go 3.8's:
#   eval_eye V       "min max" eyes of the eye space at V (attacker first,
#                    defender first), then "attack defence" when they
#                    differ; -1 when V is in no eye space of one colour.
#   eye_data C V     only its FIRST line is graded: "origin  P", the
#                    origin of C's eye space holding V (PASS if none).
#   half_eye_data V  only its FIRST line is graded: "value  X.XX", the
#                    topological value of V (manual 8.8: the sum over the
#                    diagonals of 0 for safe, 1 for contested, 2 for enemy
#                    points; off-board diagonals of an edge point count 1,
#                    the one off a corner 0; <= 2 eye, 3 half eye, >= 4
#                    false eye; 10.00 when V was not judged).
# Each expectation is reasoned in the comment above it and is GNU Go 3.8's
# answer (tests/test_eyes_dragons_regress.py checks that GNU Go passes
# every case). Where several vital points are right, the regex accepts
# each of them.
#
# A "*" after an expectation marks a case Kosumi is known to fail: it
# shows as "failed" (expected), so that a regression shows as an
# unexpected "FAILED", and a fix as an unexpected "PASSED" (then remove
# the "*").
# Run from this folder:  kosumi regress eyes.tst

# ---------------------------------------------------------------------
# One- and two-point eyes of a black group that owns the top four rows
# (white's wall on row 5 owns the rest).
#      A B C D E F G H J
#    9 . X . X X . . X .
#    8 X X X X X X X X X
#    7 X . X X . . X X X
#    6 X X X X X X X X X
#    5 O O O O O O O O O
#    4 . . . . . . . . .
loadsgf sgf/small.sgf
# A9: a one-point eye in the corner; its only diagonal on the board (B8)
# is black. One eye whoever plays first.
1 eval_eye A9
#? [1 1]
# C9: a one-point eye on the edge, both diagonals (B8, D8) black.
2 eval_eye C9
#? [1 1]
# J9: the other corner, diagonal H8 black.
3 eval_eye J9
#? [1 1]
# F9-G9: a two-point eye on the edge. Filling one point leaves the other:
# one eye, never two.
4 eval_eye F9
#? [1 1]
# B7: a one-point eye in the centre, all four diagonals black.
5 eval_eye B7
#? [1 1]
# E7-F7: a two-point eye in the centre.
6 eval_eye E7
#? [1 1]
# Both points are one eye space, whose origin is E7 (the first point in
# GNU Go's scan, top row first, left to right).
7 eye_data black F7
#? [origin +E7]
# ... and no eye space of white's.
8 eye_data white F7
#? [origin +PASS]
# Topology of B7: four black diagonals, sum 0, a proper eye.
9 half_eye_data B7
#? [value +0\.00]
# Topology of A9: B8 black (0), the two diagonals off one edge 1 each, the
# one off the corner 0: sum 2, still a proper eye.
10 half_eye_data A9
#? [value +2\.00]
# E3: the lower four rows are one big white-bordered space (36 points):
# too big to be in the eye-shape database, valued two eyes.
11 eval_eye E3
#? [2 2]
# ... it is white's, not black's.
12 eye_data black E3
#? [origin +PASS]
# E5 is a stone, in no eye space: GNU Go answers -1. (Kosumi answers an
# empty line.)
13 eval_eye E5
#? [-1]

# ---------------------------------------------------------------------
# Three-point eyes.
#      A B C D E F G H J
#    9 . . . X . . X . .
#    8 X X X X X X X X .
#    7 X . . . X . X X X
#    6 X X X X X . . X O
#    5 O O O O X X X X O
#    4 . . . . O O O O O
loadsgf sgf/three.sgf
# A9-B9-C9: a straight three along the edge. B9 is vital for both sides:
# black there makes two eyes (A9, C9); white there leaves one.
20 eval_eye A9
#? [1 2 B9 B9]
# E9-F9: a two-point eye for comparison: one eye.
21 eval_eye E9
#? [1 1]
# H9-J9-J8: a bent three around the corner point J9, which touches both
# other points and is the vital point.
22 eval_eye H9
#? [1 2 J9 J9]
# B7-C7-D7: a straight three in the centre; C7 is vital.
23 eval_eye B7
#? [1 2 C7 C7]
# F7-F6-G6: a bent three in the centre; the bend F6 is vital.
24 eval_eye F7
#? [1 2 F6 F6]

# ---------------------------------------------------------------------
# The same shapes on the edge.
#      A B C D E F G H J
#    9 O . . X . . X X .
#    8 X X X X X . X . .
#    7 X X X X X X X X .
#    6 X X X X X X X X X
#    5 O O O O O O O O O
loadsgf sgf/edge.sgf
# A9-B9-C9, a straight three whose end A9 holds a white stone in atari:
# the stone does not change the vital point. Black B9 captures it and
# leaves two eyes (A9, C9); white B9 joins it and black's capture of the
# two stones leaves a two-point eye.
25 eval_eye B9
#? [1 2 B9 B9]
# The white stone's point is part of that eye space.
26 eval_eye A9
#? [1 2 B9 B9]
# E9-F9-F8, a bent three whose bend F9 is on the edge.
27 eval_eye E9
#? [1 2 F9 F9]
# J9-J8-J7-H8, a pyramid four on the edge: its centre J8 is vital.
28 eval_eye H8
#? [1 2 J8 J8]

# ---------------------------------------------------------------------
# Four-point eyes.
#      A B C D E F G H J
#    9 . . X . . . . X .
#    8 . . X X X X X X .
#    7 X X X X X X X . .
#    6 X . . . X X X X X
#    5 X X . X X O O O O
#    4 O X X X O O . . .
loadsgf sgf/four.sgf
# A9-B9-A8-B8: the squared four. Whatever black plays inside leaves a
# bent three whose vital point white takes: one eye, whoever starts.
30 eval_eye A9
#? [1 1]
# D9-E9-F9-G9: a straight four on the edge. It has two vital points (E9,
# F9): if white takes one, black takes the other. Two eyes.
31 eval_eye D9
#? [2 2]
# J9-J8-J7-H7: a bent four, as a graph the same path of four: two eyes.
32 eval_eye J9
#? [2 2]
# B6-C6-D6-C5: the pyramid four; only the centre C6 touches the three
# other points: black there makes three one-point eyes, white there
# leaves one eye.
33 eval_eye B6
#? [1 2 C6 C6]

# ---------------------------------------------------------------------
# Five- and six-point eyes with one vital point.
#      A B C D E F G H J
#    9 . . X X X X . X X
#    8 . . . X X . . . X
#    7 X X X X X X . X X
#    6 X X . . X X X X X
#    5 X . . . X O O O O
#    4 X X . X X O . . .
#    3 X X X X X O . . .
loadsgf sgf/five.sgf
# A9-B9-A8-B8-C8: the bulky five (a square and one point). The attack is
# only B8, the point that touches three others: white there leaves one
# eye. Black has three defences: B8, or B9 or A8 (each leaves a path of
# four: two eyes); A9 would leave a pyramid four.
40 eval_eye A9
#? [1 2 B8 (B8|B9|A8)]
# G9-F8-G8-H8-G7: the crossed five; the centre G8 is vital for both
# (black there: four one-point eyes; elsewhere: a pyramid four).
41 eval_eye G9
#? [1 2 G8 G8]
# C6-D6-B5-C5-D5-C4: the rabbity six (a square with two points on the
# same corner C5). White must take C5, which touches four points. Black
# lives at C5, or at C6 or D5: e.g. after black C6, white C5 is answered
# by D5, and D6 plus the capture of C5 make two eyes.
42 eval_eye C6
#? [1 2 C5 (C5|C6|D5)]

# ---------------------------------------------------------------------
# Eye spaces holding dead white stones (each white stone can only be
# captured: it belongs to the eye space).
#      A B C D E F G H J
#    9 . O . X . O X O .
#    8 X X X X X . X X X
#    7 X . O . X X X X X
#    6 X X . X X X . . X
#    5 X X X X X X O O X
#    4 O O O O O X . . X
#    3 . . . . O X X X X
loadsgf sgf/nakade.sgf
# A9-B9-C9 with white on the vital point B9: if white adds A9, black
# captures two stones and has a two-point eye; if black fills A9 and
# captures at C9, the eye is B9. One eye, never two.
50 eval_eye A9
#? [1 1]
# The dead stone's point is in the same black eye space (origin A9).
51 eval_eye B9
#? [1 1]
52 eye_data black B9
#? [origin +A9]
# E9-F9-F8, a bent three with white on the bend F9: one eye, as above.
53 eval_eye E9
#? [1 1]
# H9-J9, a two-point space with white on H9: white cannot add J9
# (suicide); black captures at J9 and keeps the one eye H9.
54 eval_eye J9
#? [1 1]
# B7-C7-D7-C6, a pyramid four with white on the centre C7 (liberties B7,
# D7, C6): black fills two of them and captures, leaving the one-point
# eye C7; if white adds B7, black fills D7 and captures two stones, a
# two-point eye (white C6 would then be suicide). One eye either way.
55 eval_eye B7
#? [1 1]
# G6-H6 / G5-H5 / G4-H4, a six-point rectangle with white's pair in the
# middle row: the pair shares G6 H6 G4 H4 with black, and is captured
# only when black has filled three of them; the space then re-forms
# around the captured points: one eye. Black cannot keep G6-H6 and G4-H4
# as two eyes, since white can fill them and be captured into a bigger
# space.
56 eval_eye G6
#? [1 1]
# Through the dead pair, G4 belongs to the same eye space as G6.
57 eye_data black G4
#? [origin +G6]

# ---------------------------------------------------------------------
# Marginal points: an eye space point next to the opponent's domain.
#      A B C D E F G H J
#    6 O O O O O . . . .
#    5 X X X X X O . . .
#    4 X . . . . O . . .
#    3 X X X X X O . . .
#    2 X . X . X X O . .
#    1 X X X . . X O . .
loadsgf sgf/margin.sgf
# B4-C4-D4-E4: four in a row, but E4 touches white's F4, so white can play
# there at any time: a straight three with a marginal end. If white
# takes C4 first, black keeps one eye; if black moves first, any move
# still leaves one eye (after black C4, white E4 spoils D4). One eye.
60 eval_eye B4
#? [1 1]
# E4 belongs to the same eye space (origin B4) as a marginal point.
61 eye_data black E4
#? [origin +B4]
# D2-D1-E1: a closed bent three (E1 touches only black), bend D1.
62 eval_eye D2
#? [1 2 D1 D1]
# B2: a one-point eye.
63 eval_eye B2
#? [1 1]

# ---------------------------------------------------------------------
# More open eye spaces.
#      A B C D E F G H J
#    6 X X X X X X O . .
#    5 X . . . . . O . .
#    4 X X X X X X O . .
#    3 X X X X O O . . .
#    2 X . . O . . . . .
#    1 X X X O . . . . .
loadsgf sgf/margin2.sgf
# B5-F5, five in a row whose end F5 touches white's G5: a straight four
# plus a marginal point. Black F5 closes it (a straight four, two eyes);
# black C5 works too (B5 is an eye, and D5-E5-F5 gives a second one
# whatever white plays there). White C5 leaves one eye whatever black
# answers (after black D5, white F5 spoils E5; after black F5, white D5
# makes a two-stone string whose capture leaves a two-point eye). One
# eye, or two.
64 eval_eye B5
#? [1 2 C5 (C5|F5)]
# F5 is in that eye space, marginal.
65 eye_data black F5
#? [origin +B5]
# B2-C2, a two-point space whose C2 touches white's D2: black C2 leaves
# the one-point eye B2; white C2 (joined to D2) leaves nothing. C2
# decides between no eye and one.
66 eval_eye B2
#? [0 1 C2 C2]

# ---------------------------------------------------------------------
# Larger eye spaces: two eyes.
#      A B C D E F G H J
#    9 . . . . . X . . .
#    8 X X X X X X . . .
#    7 X X X X X X X X X
#    6 X . . . X . . . X
#    5 X . . . X X X X X
#    4 X X X X X . X X X
#    3 O O O O X . . X X
#    2 . . . O X X . X X
#    1 . . . O . X X X X
loadsgf sgf/big.sgf
# A9-E9: a straight five on the edge: two eyes.
70 eval_eye A9
#? [2 2]
# G9-J9 / G8-J8: a two-by-three rectangle in the corner: white's best try,
# a middle point (H9 or H8), is answered by the other one, leaving two
# two-point eyes. Two eyes as an eye space (the shortage of outside
# liberties is not the eye analysis' business).
71 eval_eye G9
#? [2 2]
# B6-D6 / B5-D5: the same rectangle in the centre.
72 eval_eye B6
#? [2 2]
# F6-G6-H6: a straight three beside them, vital G6.
73 eval_eye F6
#? [1 2 G6 G6]
# F4-F3-G3-G2: a zigzag four, a path of four: two eyes.
74 eval_eye F4
#? [2 2]
# A2-C2 / A1-C1: white's two-by-three corner space, two eyes for white.
75 eval_eye A2
#? [2 2]

# ---------------------------------------------------------------------
# A false eye on the edge. White's wall E8-E2 splits black in two living
# groups, which touch at D1.
#      A B C D E F G H J
#    6 X X X X O X X X X
#    5 X . X X O X X . X
#    4 X X X X O X X X X
#    3 X . X X O X . X X
#    2 X X X X O X X X X
#    1 X . X . X X . X X
loadsgf sgf/falseeye.sgf
# D1: its diagonals are C2 (black, 0) and E2 (white, uncapturable, 2),
# plus 2 for the edge: sum 4, a false eye. It can never be an eye.
80 half_eye_data D1
#? [value +4\.00]
81 eval_eye D1
#? [0 0]

# ---------------------------------------------------------------------
# The same with E2 empty: white can play E2 safely (it joins E3), so E2
# counts 1 and D1 sums 3, a half eye.
#      A B C D E F G H J
#    3 X . X X O X . X X
#    2 X X X X . X X X X
#    1 X . X . X X . X X
loadsgf sgf/halfeye.sgf
82 half_eye_data D1
#? [value +3\.00]
# Black E2 makes D1 an eye, white E2 makes it false: E2 decides.
83 eval_eye D1
#? [0 1 E2 E2]

# ---------------------------------------------------------------------
# A ko on a diagonal. White's D2 is in atari (its last liberty D3 is
# inside white's wall C3-D4-E3): black can capture it at D3, but the
# stone at D3 then has only the liberty D2, so white retakes: a ko.
#      A B C D E F G H J
#    5 X X O O O O X X X
#    4 X X O O O O X . X
#    3 X X O . O X X X X
#    2 . X X O X X . X X
#    1 X X . X X X X . X
loadsgf sgf/koeye.sgf
# C1: diagonals B2 (black, 0) and D2 (a white stone capturable only by
# ko, more than contested, less than safe: 1.25), plus 2 for the edge:
# 3.25, a half eye slightly worse than a plain one.
90 half_eye_data C1
#? [value +3\.25]
# The eye hangs on D3: black capturing there makes C1 an eye (as long as
# black wins the ko), white connecting there makes it false.
91 eval_eye C1
#? [0 1 D3 D3]
# A2: a proper one-point eye on the edge.
92 eval_eye A2
#? [1 1]
# D3, white's own one-point space: its diagonals C2 and E2 are black
# stones white cannot capture (2 each): 4, a false eye for white.
93 half_eye_data D3
#? [value +4\.00]
94 eval_eye D3
#? [0 0]

# Kosumi's own dragon suite (GNU Go's .tst format): which strings are
# amalgamated into one dragon, and the status of dragons, on positions
# built for it.
#
# Every position in sgf/ was written for this suite (setup stones only,
# 9x9). The commands are GNU Go 3.8's:
#   same_dragon V1 V2   1 if the stones at V1 and V2 are in one dragon.
#   dragon_status V     alive, dead, unknown, or "critical A D" (A kills
#                       the dragon, D saves it).
# GNU Go's status comes from its life-and-death reading (owl), which is
# run for every dragon that is not obviously safe; "unknown" is only left
# when the reading was skipped for a dragon with room to run that the
# static analysis thinks weak: a group that can run is "alive" (case 80).
# Each expectation is reasoned in the comment above it and is GNU Go
# 3.8's answer (tests/test_eyes_dragons_regress.py checks that GNU Go
# passes every case). Where several vital points are right, the regex
# accepts each of them.
#
# A "*" after an expectation marks a case Kosumi is known to fail (the
# comment above says what it answers: its dragon status is still the
# static one, without life-and-death reading): it shows as "failed"
# (expected), so that a regression shows as an unexpected "FAILED", and
# a fix as an unexpected "PASSED" (then remove the "*").
# Run from this folder:  kosumi regress dragons.tst

# ---------------------------------------------------------------------
# Connections in the open.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . X O . .
#    7 . X X . . O X . .
#    6 O . . O . . . . .
#    5 . X X . . . . . .
#    4 . . . . . . O . .
#    3 . X . X . X . X .
#    2 . . X . . . O . .
#    1 . . . . . . . . .
loadsgf sgf/links1.sgf
# B7-C7 and B5-C5: a bamboo joint. The strings share B6 and C6; white's
# A6 and D6 press at both ends, but if white plays one of the two points,
# black plays the other. One dragon.
1 same_dragon B7 B5
#? [1]
# ... and a healthy one: four stones with the open left side.
2 dragon_status C5
#? [alive]
# F8/G7 against G8/F7: a crosscut. Both connection points are taken:
# two dragons.
3 same_dragon F8 G7
#? [0]
# The lone F8 has two liberties, E8 and F9. After white E8, black F9 is
# answered by E9 (atari; G9 only lengthens the string to be captured at
# H9); black E8 instead joins the open side. E8 decides for both. Black
# H8, the counter-atari on G8, defends as well (GNU Go's owl_does_defend
# H8 F8 answers 1, as ours does; its owl names E8, its tactical reader H8):
# either is a right defence point.
4 dragon_status F8
#? [critical E8 (E8|H8)]
# B3, D3 and C2: a tiger's mouth at C3. White there would have the one
# liberty C4 and be captured at once, so C3 is a safe link and the
# diagonal steps B3-C2 and C2-D3 are safe too: one dragon.
5 same_dragon B3 D3
#? [1]
6 same_dragon B3 C2
#? [1]
# F3 . H3, a one-space jump, with white on both sides of the gap (G4,
# G2): white G3 joins both and cuts with six liberties. Two dragons.
7 same_dragon F3 H3
#? [0]

# ---------------------------------------------------------------------
# One-space jumps and diagonal steps.
#      A B C D E F G H J
#    8 . . O . . . . . .
#    7 . X . X . . X . .
#    6 . . O . . . . X .
#    5 . . . . . . . . .
#    4 . X . . . . . . .
#    3 . . X . . X . X .
#    2 . O . . . . . . .
loadsgf sgf/links2.sgf
# B7 . D7 with white on both sides of the gap (C8, C6): white C7 joins
# them and cuts. Two dragons.
10 same_dragon B7 D7
#? [0]
# G7 and H6: a diagonal step with both connection points (G6, H7) empty:
# if white plays one, black plays the other. One dragon.
11 same_dragon G7 H6
#? [1]
# B4 and C3: the same diagonal step with a white stone near (B2), but on
# neither connection point (B3, C4): still one dragon.
12 same_dragon B4 C3
#? [1]
# F3 . H3: a one-space jump with no white stone near: a wedge at G3 has
# two liberties and black ataris it from either side. One dragon.
13 same_dragon F3 H3
#? [1]

# ---------------------------------------------------------------------
# Diagonal steps with a connection point already white.
#      A B C D E F G H J
#    7 . . X O . . X O .
#    6 . . . X . . O X .
#    5 . . . . . . . . .
loadsgf sgf/links3.sgf
# C7 and D6: D7 is white, so the other point C6 is a cutting point, and
# white there has two liberties (B6, C5): not a connection.
20 same_dragon C7 D6
#? [0]
# G7 and H6 with white on both G6 and H7: a crosscut, two dragons.
21 same_dragon G7 H6
#? [0]

# ---------------------------------------------------------------------
# Surrounded black groups; the white wall lives on the centre.
#      A B C D E F G H J
#    9 . . . X O X . . .
#    8 X X X X O X X . .
#    7 O O O O O O X X X
#    6 . . . . . O O O O
#    5 . . . . . . . . .
#    4 O O O O . . . . .
#    3 X X X O O O O O O
#    2 . . X O X X X X X
#    1 . . X O X . . . .
loadsgf sgf/life1.sgf
# A9-B9-C9, a straight three on the edge: B9 is vital (black there has
# two eyes, white there leaves one).
30 dragon_status A8
#? [critical B9 B9]
# G9-H9-J9-H8-J8, a bulky five: H9 touches three points and is the only
# killing move. Black also lives at J9 or H8 (each leaves a path of four).
31 dragon_status F9
#? [critical H9 (H9|J9|H8)]
# A2-B2-A1-B1, the squared four: one eye whoever plays. Dead.
32 dragon_status A3
#? [dead]
# F1-G1-H1-J1, a straight four on the edge: two eyes. Alive.
33 dragon_status E1
#? [alive]
# White's upper and lower walls both border the central empty area,
# where no black stone is: one white eye space, whose boundary is one
# dragon; it has the whole centre. Alive.
34 same_dragon E9 A4
#? [1]
35 dragon_status E9
#? [alive]

# ---------------------------------------------------------------------
# More surrounded black groups.
#      A B C D E F G H J
#    9 X X O O . X . X .
#    8 . X O O O O X X X
#    7 . . X O O O O O O
#    6 . X X O . . . . .
#    5 X X O O . . . . .
#    4 O O O . . . . . .
#    3 X X O O O O O O O
#    2 . X X O . X X X X
#    1 . . X O X . X . X
loadsgf sgf/life2.sgf
# A8-A7-A6-B7, a pyramid four along the edge, bordered by two black
# strings (A9-B9-B8 and C7-C6-B6-B5-A5), one dragon through the space.
40 same_dragon A9 C7
#? [1]
# Its centre A7 is vital.
41 dragon_status C7
#? [critical A7 A7]
# J9 is an eye, G9 a false eye: its diagonal F8 is white and alive. F9
# still belongs to the dragon (white cannot play G9: no liberty), but one
# eye is all it has. Dead.
42 same_dragon F9 H9
#? [1]
43 dragon_status H9
#? [dead]
# A2-A1-B1, a bent three in the corner: the bend A1 is vital.
44 dragon_status A3
#? [critical A1 A1]
# H1 is an eye; F1 is a half eye: E2 is empty and white can play it
# (joining D2 and E3), which ataris E1 and makes F1 false; black E2 joins
# E1 and makes F1 an eye. E2 decides.
45 dragon_status F2
#? [critical E2 E2]
# E1 is part of that dragon (through F1, where white cannot play).
46 same_dragon E1 F2
#? [1]
# White's wall has the centre.
47 dragon_status C9
#? [alive]

# ---------------------------------------------------------------------
# Still more shapes; a black stone in white's area.
#      A B C D E F G H J
#    9 . . . X O X X . X
#    8 . . X X O X . . .
#    7 X X X O O X X . X
#    6 O O O O O O X X X
#    5 O O O O O O O O O
#    4 X X X X O . . . .
#    3 X . . X O O . . .
#    2 X . . . X O . X .
#    1 X X . X X O . . .
loadsgf sgf/life3.sgf
# A9-B9-C9-A8-B8, a bulky five whose extra point is C9: only B9 (which
# touches three points) kills; black lives at B9, or at A9 or B8, each
# leaving a path of four.
# (Kosumi: critical A9 A9, the eye's defence point given as the attack
# too; A9 saves but does not kill.)
50 dragon_status A7
#? [critical B9 (B9|A9|B8)]
# H9-G8-H8-J8-H7, a crossed five: the centre H8 decides.
51 dragon_status F9
#? [critical H8 H8]
# B3-C3-B2-C2-D2-C1, a rabbity six (a square with D2 and C1 on its corner
# C2). White must take C2, which touches four points. Black lives at C2,
# or at C3 or B2: after black C3, white C2 is answered by B2, and B3 plus
# the capture of C2 give two eyes.
# (Kosumi: critical C3 C3, a defence given as the attack too.)
52 dragon_status A4
#? [critical C2 (C2|C3|B2)]
# Two black strings border the six-point space: one dragon.
53 same_dragon A4 E2
#? [1]
# H2, a black stone alone inside white's lower right corner: it cannot
# make two eyes there. Dead: after black J3, white H1 takes the edge
# (GNU Go's owl_attack answer).
54 dragon_status H2
#? [dead]
# The white wall owns the lower right corner and the rows between the
# black groups: alive.
55 dragon_status E5
#? [alive]

# ---------------------------------------------------------------------
# A white invader in a black ring; a black stone in atari.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . X X X . . . .
#    7 . X . O . X . . .
#    6 . X . . . X . . .
#    5 . . X X X . . . .
#    4 . . . . . . . . .
#    3 . . . . . O O . .
#    2 . . . . O X . O .
#    1 . . . . . O . . .
loadsgf sgf/invader.sgf
# The ring's four strings are joined by diagonal steps whose connection
# points black answers one with the other (C8/B7, E8/F7, B6/C5, F6/E5):
# one dragon.
60 same_dragon C8 B7
#? [1]
61 same_dragon C8 F7
#? [1]
62 same_dragon B6 C5
#? [1]
# ... with the open board outside: alive.
63 dragon_status C8
#? [alive]
# The invader D7 has five empty points around it inside the ring, and
# every way out is a diagonal gap black closes: no room for two eyes,
# no escape. Dead.
64 dragon_status D7
#? [dead]
# F2 has one liberty, G2; extending there leaves F2-G2 in atari again
# at G1. A string that tactical reading captures whatever it does: dead.
65 dragon_status F2
#? [dead]
# The white stones around it: E2 and F3 step diagonally across E3 and the
# dead F2, whose capture joins them: one dragon.
66 same_dragon F3 E2
#? [1]
67 dragon_status F3
#? [alive]

# ---------------------------------------------------------------------
# A seki in the corner.
#      A B C D E F G H J
#    5 O O O O O . . . .
#    4 X X X X O . . . .
#    3 . O O X O . . . .
#    2 . O X X O . . . .
#    1 X X X O O . . . .
loadsgf sgf/seki.sgf
# The inner white string B3-C3-B2 and the black string around it have no
# eye and the same two liberties, A3 and A2: whoever plays one of them
# puts himself in atari. Neither can be captured: white's inner string
# is alive (in seki). (GNU Go calls the black string dead; we do not
# test that.)
70 dragon_status B3
#? [alive]

# ---------------------------------------------------------------------
# Groups that can run.
#      A B C D E F G H J
#    7 . . O . . . O . .
#    6 . . . . . . . . .
#    5 . . . . X . . . .
#    4 . . . . X . . . .
#    3 . . O . . . O . .
loadsgf sgf/open.sgf
# E5-E4, two black stones in the centre with four white stones two lines
# away: no eye yet, but far too much room to be killed. Alive.
80 dragon_status E5
#? [alive]
# Each lone white stone on a 3-3 point has its corner: alive.
81 dragon_status C7
#? [alive]

# Kosumi's own semeai suite (GNU Go's .tst format): capturing races
# between two adjacent dragons of opposite colours (manual 12: the semeai
# module, owl_analyze_semeai).
#
# Every position in sgf/ was written for this suite (setup stones only;
# twelve 9x9 boards and nine 13x13). In each, the two dragons in the race
# are walled in by living stones of the other colour that the race
# cannot reach, so that only their own liberties and eyes count. The
# commands are GNU Go 3.8's:
#   analyze_semeai A B   "RA RB MOVE": the race between the dragons at A
#                        and B, A's owner moving first. RA is the result
#                        for A's life, RB for B's death: 0 for failure, 1
#                        for a plain win, 2 for a ko in which the side to
#                        move takes first, 3 for a ko in which it must
#                        find the first threat. MOVE is the move that
#                        gets it, PASS when none is needed or when A dies
#                        anyway. So "1 1 X" is a race A wins by playing
#                        X, "1 0 X" a seki (or both dragons live), "0 0
#                        PASS" a race A loses even moving first. When A
#                        wins even with B moving first GNU Go still names
#                        a move: such a case accepts PASS besides.
#   dragon_status V      alive, dead, unknown, or "critical A D": A kills
#                        the dragon, D saves it (here the race decides).
# Each expectation is reasoned in the comment above it, counting
# liberties as a player would, and is GNU Go 3.8's answer
# (tests/test_eyes_dragons_regress.py checks that GNU Go passes every
# case). Where several moves are right (each alternative was played and
# GNU Go asked the race the other way round: "0 0" when the win is kept,
# "1 0" when the seki is), the regex accepts each of them.
#
# A "*" after an expectation marks a case Kosumi is known to fail (the
# comment above says what it answers): it shows as "failed" (expected),
# so that a regression shows as an unexpected "FAILED", and a fix as an
# unexpected "PASSED" (then remove the "*").
#
# The counts used below are the usual ones: a string without an eye has
# its liberties; an eye is one more liberty, and with an eye against no
# eye the shared liberties count for the eye only (the eyeless side
# cannot fill the last of them); a big eye of three, four, five or six
# points is worth three, five, eight or twelve liberties (the opponent's
# stones already inside count among them), and against a smaller eye the
# shared liberties are the big eye's.
#
# What the suite covers: eyeless strings counted by their outside
# liberties (equal: who moves first wins; one more: the longer string wins
# even moving second), shared liberties making seki (with and without
# outside liberties; one outside liberty against none: a kill or seki by
# who moves first), one eye against no eye (the eye wins with fewer
# liberties; the exceptions: no shared liberty, or outside liberties
# enough), big eyes of three, four, five and six points against smaller
# eyes (nakade first, then the counts 3, 5, 8 and 12 decide), one eye
# each (seki; two outside liberties more break it), a liberty that needs
# an approach move, a liberty that can only be filled through a ko (code
# 3: case 181), a race won by capturing a cutting stone, a dragon that
# makes two eyes while the other connects out (both live), and a race on
# the first line.
#
# Kosumi's failures ("*") are of two kinds. Two races: the six-point eye
# against the five-point one (140-141: Kosumi names black's vital point
# C12 where the nakade at K12 decides) and one eye each with two outside
# liberties more (161: it loses what is a seki). And dragon_status, which
# does not weigh the race as GNU Go's does: dragons in a race read as
# alive (172, 182, 192, 212), dragons in seki as critical or dead (42,
# 152), a lost race and a won one as critical (62, 132).
#
# Run from this folder:  kosumi regress semeai.tst

# ---------------------------------------------------------------------
# No eyes, no shared liberty: the white string D9-D8-D7 has the two
# liberties C9 and C8 (C7 is black), the black string E9-E8-E7 the two
# liberties F9 and F8 (F7 is white). Black owns the left of the board and
# white the right, their walls crossing at D6-E6. Two against two: whoever
# moves first wins.
#      A B C D E F G H J
#    9 . X . O X . O . .
#    8 . X . O X . O . .
#    7 . X X O X O O . .
#    6 . . X X O O . . .
#    5 . . . X O . . . .
#    4 . . . X O . . . .
#    3 . . . X O . . . .
#    2 . . . X O . . . .
#    1 . . . X O . . . .
loadsgf sgf/race.sgf
# White first fills F8 or F9 (both touch white's wall: safe); black fills
# C9 or C8, and white captures at black's last liberty.
10 analyze_semeai D9 E9
#? [1 1 (F8|F9)]
# Black first, likewise at C8 or C9.
11 analyze_semeai E9 D9
#? [1 1 (C8|C9)]
# The race makes both strings critical: black kills the white one at C8 or
# C9, white saves it by filling F8 or F9.
12 dragon_status D9
#? [critical (C8|C9) (F8|F9)]

# ---------------------------------------------------------------------
# The same with C7 empty: the white string has three liberties, C9, C8 and
# C7, against black's two.
#      A B C D E F G H J
#    9 . X . O X . O . .
#    8 . X . O X . O . .
#    7 . X . O X O O . .
#    6 . X X X O O . . .
#    5 . . . X O . . . .
#    4 . . . X O . . . .
#    3 . . . X O . . . .
#    2 . . . X O . . . .
#    1 . . . X O . . . .
loadsgf sgf/race32.sgf
# White wins even moving second (case 21): it may fill F9 or F8, or pass.
20 analyze_semeai D9 E9
#? [1 1 (F8|F9|PASS)]
# Black first: C9 (white has two left), white F9 (black has one), black C8
# (white still has C7), and white captures at F8.
21 analyze_semeai E9 D9
#? [0 0 PASS]
# So the black string is dead.
22 dragon_status E9
#? [dead]

# ---------------------------------------------------------------------
# Shared liberties only: the white string C9-C8-C7-D7 and the black string
# E9-E8-E7 share D9 and D8 and have no other liberty (B9-B6, C6, D6 are
# black's wall; F9-F6, E6 white's).
#      A B C D E F G H J
#    9 . X O . X O . . .
#    8 . X O . X O . . .
#    7 . X O O X O . . .
#    6 . X X X O O . . .
#    5 . . . X O . . . .
#    4 . . . X O . . . .
#    3 . . . X O . . . .
#    2 . . . X O . . . .
#    1 . . . X O . . . .
loadsgf sgf/seki.sgf
# Whoever fills a shared liberty is left with the other one alone, and the
# opponent captures there: neither side fills, seki. White has nothing to
# play.
30 analyze_semeai C9 E9
#? [1 0 PASS]
# The same from black's side.
31 analyze_semeai E9 C9
#? [1 0 PASS]
# In seki the white dragon lives.
32 dragon_status C9
#? [alive]

# ---------------------------------------------------------------------
# Shared liberties and one outside liberty each: the white string
# C9-C8-C7-D7 has B9 (next to black's A9-A8-B8), the black string E9-E8-E7
# has F9 (next to white's G9-G8-F8); they share D9 and D8.
#      A B C D E F G H J
#    9 X . O . X . O . .
#    8 X X O . X O O . .
#    7 . X O O X O . . .
#    6 . X X X O O . . .
#    5 . . . X O . . . .
#    4 . . . X O . . . .
#    3 . . . X O . . . .
#    2 . . . X O . . . .
#    1 . . . X O . . . .
loadsgf sgf/sekiout.sgf
# White first fills F9 and black answers at B9: only the shared liberties
# are left, seki. White may as well pass: black's B9 is answered at F9,
# the same seki (case 41). Black must answer F9 at B9: if he lets white
# fill a shared liberty too, white keeps B9 and the other one against
# black's one.
40 analyze_semeai C9 E9
#? [1 0 (F9|PASS)]
# The same from black's side: B9, or pass.
41 analyze_semeai E9 C9
#? [1 0 (B9|PASS)]
# Seki whoever moves: the white dragon is alive (the race, read after the
# owl, shows it: it lives moving first, and black moving first cannot kill
# it).
42 dragon_status C9
#? [alive]

# ---------------------------------------------------------------------
# One outside liberty against none: the white string C9-C8-C7-D7 has B9
# (A9 is empty but touches only B9) besides the shared D9 and D8; the
# black string E9-E8-E7 has only the shared ones (F9-F7 are white).
#      A B C D E F G H J
#    9 . . O . X O . . .
#    8 X X O . X O . . .
#    7 . X O O X O . . .
#    6 . X X X O O . . .
#    5 . . . X O . . . .
#    4 . . . X O . . . .
#    3 . . . X O . . . .
#    2 . . . X O . . . .
#    1 . . . X O . . . .
loadsgf sgf/sekiorkill.sgf
# White first fills a shared liberty: white keeps B9 and the other one,
# black is left with one, in atari, and cannot capture.
50 analyze_semeai C9 E9
#? [1 1 (D8|D9)]
# Black first must fill B9 (it touches B8): then both have only the two
# shared liberties, seki. Any other move loses to white's D9 or D8 as in
# case 50; A9 does not take B9 from white.
51 analyze_semeai E9 C9
#? [1 0 B9]

# ---------------------------------------------------------------------
# One eye against no eye: the white dragon B9-A8-B8-B7-C7 has the eye A9
# and shares C9 and C8 with the black string D9-D8-D7, which also has the
# outside liberties E9 and E8 (F9-F7, E7 and D6 are white's wall; A7,
# A6-C6 black's). White has three liberties, black four, yet white wins:
# the shared liberties count for the eye only, so that it is three against
# two.
#      A B C D E F G H J
#    9 . O . X . O . . .
#    8 O O . X . O . . .
#    7 X O O X O O . . .
#    6 X X X O O . . . .
#    5 . . X O . . . . .
#    4 . . X O . . . . .
#    3 . . X O . . . . .
#    2 . . X O . . . . .
#    1 . . X O . . . . .
loadsgf sgf/eyewins.sgf
# White wins even moving second (case 61): it may fill E9 or E8, or pass.
# Filling a shared liberty would be wrong: after white C8 black's C9 puts
# white in atari at A9 while black keeps E9 and E8.
60 analyze_semeai B9 D9
#? [1 1 (E8|E9|PASS)]
# Black first: C9 (white keeps A9 and C8), white E9 (black keeps C8 and
# E8). Black's C8 would now leave him E8 alone, in atari with white to
# move, and the eye A9 can be filled only last; white fills E8 and then
# C8, capturing.
61 analyze_semeai D9 B9
#? [0 0 PASS]
# So the black string is dead.
62 dragon_status D9
#? [dead]

# ---------------------------------------------------------------------
# One eye and a shared liberty against no eye: the black dragon
# A8-B8-C8-D8-B9-C9 has the eye A9 and the liberty D9, shared with the
# white string E9-E8-F8-G8-H8, which also has F9 and G9 (H9-J9 are black;
# A7-D7 white's wall, E7-J7 black's). White seems to have three liberties
# against two, but the shared D9 counts for the eye: two against two,
# whoever moves first wins.
#      A B C D E F G H J
#    9 . X X . O . . X X
#    8 X X X X O O O O X
#    7 O O O O X X X X X
#    6 . . . O X . . . .
#    5 . . . O X . . . .
#    4 . . . O X . . . .
#    3 . . . O X . . . .
#    2 . . . O X . . . .
#    1 . . . O X . . . .
loadsgf sgf/eyeshared.sgf
# Black first fills G9 (from H9: F9 first would be a lone stone in atari,
# captured at G9). White, left with F9 and D9, may fill neither: either
# leaves it one liberty, with black to move.
70 analyze_semeai A8 E9
#? [1 1 G9]
# White first fills the shared D9: white keeps F9 and G9, and black, left
# with its eye alone, is in atari.
71 analyze_semeai E9 A8
#? [1 1 D9]

# ---------------------------------------------------------------------
# One eye and no shared liberty: the black dragon A8-B8-C8-D8-B9-C9-D9 has
# the eye A9 and one more liberty, C7 (between white's B7, D7 and C6); the
# white string E9-E8-F8-G8-H8 has F9, G9 and H9 (J9 is black). With
# nothing shared the eye is one liberty like another: two against three.
#      A B C D E F G H J
#    9 . X X X O . . . X
#    8 X X X X O O O O X
#    7 O O . O X X X X X
#    6 . O O O X . . . .
#    5 . . . O X . . . .
#    4 . . . O X . . . .
#    3 . . . O X . . . .
#    2 . . . O X . . . .
#    1 . . . O X . . . .
loadsgf sgf/eyenoshared.sgf
# Black first: H9 (from J9), white C7 (black in atari), black G9, and
# white captures at A9.
80 analyze_semeai A8 E9
#? [0 0 PASS]
# White first fills C7 and captures at A9 next; it may also pass (case
# 80).
81 analyze_semeai E9 A8
#? [1 1 (C7|PASS)]

# ---------------------------------------------------------------------
# One eye and a shared liberty against three outside liberties: as in
# eyeshared (cases 70-71) but H9 is empty, so white has F9, G9 and H9
# outside. The eye wins only while the eyeless side is short of outside
# liberties: three beat black's two (A9 and D9).
#      A B C D E F G H J
#    9 . X X . O . . . X
#    8 X X X X O O O O X
#    7 O O O O X X X X X
#    6 . . . O X . . . .
#    5 . . . O X . . . .
#    4 . . . O X . . . .
#    3 . . . O X . . . .
#    2 . . . O X . . . .
#    1 . . . O X . . . .
loadsgf sgf/eyeoutside.sgf
# Black first: H9; white fills the shared D9 (keeping F9 and G9) and
# black, left with its eye, is in atari.
90 analyze_semeai A8 E9
#? [0 0 PASS]
# White first plays D9 at once, or passes (case 90).
91 analyze_semeai E9 A8
#? [1 1 (D9|PASS)]

# ---------------------------------------------------------------------
# A three-point eye against a one-point eye: black's dragon (rows 13-11, A
# to G) has the straight three B13-C13-D13; white's (H to N) has the eye
# N13 and the outside liberties J10, K10 and L10 (H10, M10, N10 and row 9
# from H on are black's wall, row 10 from A to G white's); G13 is shared.
# Whoever takes the vital point C13 first wins.
#      A B C D E F G H J K L M N
#   13 X . . . X X . O O O O O .
#   12 X X X X X X X O O O O O O
#   11 X X X X X X X O O O O O O
#   10 O O O O O O O X . . . X X
#    9 . . . . . . O X X X X X X
#    8 . . . . . . O X . . . . .
#    7 . . . . . . O X . . . . .
#    6 . . . . . . O X . . . . .
#    5 . . . . . . O X . . . . .
#    4 . . . . . . O X . . . . .
#    3 . . . . . . O X . . . . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
loadsgf sgf/bigeye3.sgf
# Black first at C13 has two eyes, B13 and D13; white, with one, dies.
100 analyze_semeai A11 H11
#? [1 1 C13]
# White first plays C13, the nakade: the three-point eye is then worth two
# more liberties, with G13 three, against white's four (N13, J10, K10,
# L10). Black J10, white B13 (its two stones have D13), black K10, white
# G13 (keeping L10 and N13): black is in atari and must capture two at
# D13, white plays C13 again, black recaptures at B13, and white's third
# C13 captures black.
101 analyze_semeai H11 A11
#? [1 1 C13]
# Critical, C13 both ways.
102 dragon_status A11
#? [critical C13 C13]

# ---------------------------------------------------------------------
# A four-point eye against a one-point eye: black's square four
# B13-C13-B12-C12 is dead shape as it stands and worth five liberties;
# with the shared G13 (the bigger eye's) black counts six. White has the
# eye N13 and the five outside liberties J10-N10: six too. Whoever moves
# first wins.
#      A B C D E F G H J K L M N
#   13 X . . X X X . O O O O O .
#   12 X . . X X X X O O O O O O
#   11 X X X X X X X O O O O O O
#   10 O O O O O O O X . . . . .
#    9 . . . . . . O X X X X X X
#    8 . . . . . . O X . . . . .
#    7 . . . . . . O X . . . . .
#    6 . . . . . . O X . . . . .
#    5 . . . . . . O X . . . . .
#    4 . . . . . . O X . . . . .
#    3 . . . . . . O X . . . . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
loadsgf sgf/bigeye4.sgf
# Black first fills one of white's outside liberties, any of them.
110 analyze_semeai A11 H11
#? [1 1 (J10|K10|L10|M10|N10)]
# White first fills G13 or plays inside the square, any point of it (the
# first of the five fills).
111 analyze_semeai H11 A11
#? [1 1 (G13|B12|B13|C12|C13)]

# ---------------------------------------------------------------------
# A five-point eye against a four-point eye: black's bulky five
# B13-C13-D13-B12-C12 (vital point C13) is worth eight liberties; white's
# square four K13-L13-K12-L12 five, and its outside liberties J10, K10 and
# L10 three: eight too. G13 is black: nothing is shared.
#      A B C D E F G H J K L M N
#   13 X . . . X X X O O . . O O
#   12 X . . X X X X O O . . O O
#   11 X X X X X X X O O O O O O
#   10 O O O O O O O X . . . X X
#    9 . . . . . . O X X X X X X
#    8 . . . . . . O X . . . . .
#    7 . . . . . . O X . . . . .
#    6 . . . . . . O X . . . . .
#    5 . . . . . . O X . . . . .
#    4 . . . . . . O X . . . . .
#    3 . . . . . . O X . . . . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
loadsgf sgf/bigeye5.sgf
# Black first wins. C13 makes two eyes (D13 and B13-B12-C12), and so do
# B13 and C12 (they leave a zigzag or a bent four, alive); or black simply
# starts the race, eight against eight, at an outside liberty or inside
# white's square.
120 analyze_semeai A11 H11
#? [1 1 (C13|B13|C12|J10|K10|L10|K12|K13|L12|L13)]
# White first must play the nakade at C13 (the first of black's eight):
# then black to move needs eight moves against white's seven. Any other
# white move lets black take C13.
121 analyze_semeai H11 A11
#? [1 1 C13]

# ---------------------------------------------------------------------
# The same with L10 black: white has two outside liberties, seven in all
# against black's eight.
#      A B C D E F G H J K L M N
#   13 X . . . X X X O O . . O O
#   12 X . . X X X X O O . . O O
#   11 X X X X X X X O O O O O O
#   10 O O O O O O O X . . X X X
#    9 . . . . . . O X X X X X X
#    8 . . . . . . O X . . . . .
#    7 . . . . . . O X . . . . .
#    6 . . . . . . O X . . . . .
#    5 . . . . . . O X . . . . .
#    4 . . . . . . O X . . . . .
#    3 . . . . . . O X . . . . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
loadsgf sgf/bigeye5b.sgf
# Black first wins as in case 120 (L10 is no longer a liberty), and
# passing is good enough (case 131).
130 analyze_semeai A11 H11
#? [1 1 (C13|B13|C12|J10|K10|K12|K13|L12|L13|PASS)]
# White first: after the nakade at C13 black needs seven moves and so does
# white, black to move: black wins.
131 analyze_semeai H11 A11
#? [0 0 PASS]
# So black's dragon lives whoever moves. (Kosumi answered "critical C13
# B13" while the owl's tactical questions were cut at 150 nodes.)
132 dragon_status A11
#? [alive]

# ---------------------------------------------------------------------
# A six-point eye against a five-point eye: black's rabbity six C13,
# B12-C12-D12, C11-D11 (vital point C12) is worth twelve liberties;
# white's bulky five K13, K12-L12, K11-L11 (vital point K12) eight, and
# its outside liberties J9, K9 and L9 three: eleven. Nothing is shared
# (G13-G10 are black, H9 and M9-N9 black's wall, row 9 A-G white's).
#      A B C D E F G H J K L M N
#   13 X X . X X X X O O . O O O
#   12 X . . . X X X O O . . O O
#   11 X X . . X X X O O . . O O
#   10 X X X X X X X O O O O O O
#    9 O O O O O O O X . . . X X
#    8 . . . . . . O X X X X X X
#    7 . . . . . . O X . . . . .
#    6 . . . . . . O X . . . . .
#    5 . . . . . . O X . . . . .
#    4 . . . . . . O X . . . . .
#    3 . . . . . . O X . . . . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
loadsgf sgf/bigeye6.sgf
# Black first plays the nakade at K12: white is down to ten, and even its
# own nakade at C12 in answer leaves black to move with ten fills to make
# against white's eleven. Black's C12 would only make both live (white
# takes K12, two eyes). Kosumi answers "1 0 C12".
140 analyze_semeai A10 H10
#? [1 1 K12] *
# White first cannot win: its nakade at C12 is answered by black's at K12,
# and white to move needs eleven fills against black's ten. White lives at
# K12 instead (two eyes), and black lives at C12: both live.
141 analyze_semeai H10 A10
#? [1 0 K12]
# So the white dragon is critical, K12 both ways. Kosumi says alive, as
# its race 140 says: Black first does not kill. (It passed while the owl's
# tactical questions were cut at 150 nodes: the judgement read that race
# with the caches warm from 140 and 141, and a capture that ran out of
# nodes when asked first was then read in full. An answer no longer
# depends on the questions asked before it.)
142 dragon_status H10
#? [critical K12 K12] *

# ---------------------------------------------------------------------
# One eye each: the white dragon B9-A8-B8-B7-C7 has the eye A9, the black
# dragon D9-D8-D7-E8-F8-F9 the eye E9; they share C9 and C8 and have no
# other liberty (A7, A6-C6 are black's wall; G9-G7, E7-F7, D6-E6 white's).
#      A B C D E F G H J
#    9 . O . X . X O . .
#    8 O O . X X X O . .
#    7 X O O X O O O . .
#    6 X X X O O . . . .
#    5 . . X O . . . . .
#    4 . . X O . . . . .
#    3 . . X O . . . . .
#    2 . . X O . . . . .
#    1 . . X O . . . . .
loadsgf sgf/eyeeye.sgf
# Neither can capture: once the shared liberties are gone only the eyes
# are left, and whoever fills the second shared liberty puts himself in
# atari. Seki: white may pass or fill one shared liberty, it makes no
# difference.
150 analyze_semeai B9 D9
#? [1 0 (PASS|C8|C9)]
# The same for black.
151 analyze_semeai D9 B9
#? [1 0 (PASS|C8|C9)]
# In seki the white dragon lives.
152 dragon_status B9
#? [alive]

# ---------------------------------------------------------------------
# One eye each, and two outside liberties for white: as in case 150, but
# A7 and B6 are empty (A6-A5, B5-C5, C6 are black): the white dragon has
# A7 and B6 besides its eye and the shared C9 and C8; black has nothing
# outside.
#      A B C D E F G H J
#    9 . O . X . X O . .
#    8 O O . X X X O . .
#    7 . O O X O O O . .
#    6 X . X O O . . . .
#    5 X X X O . . . . .
#    4 . . X O . . . . .
#    3 . . X O . . . . .
#    2 . . X O . . . . .
#    1 . . X O . . . . .
loadsgf sgf/eyeeye2.sgf
# White first fills a shared liberty: black keeps E9 and the other one;
# black fills A7, white fills the second shared liberty, and black is in
# atari at E9 while white still has A9 and B6.
160 analyze_semeai B9 D9
#? [1 1 (C8|C9)]
# Black first fills an outside liberty, A7 or B6; white's shared fill
# leaves black E9 and C8 against A9, C8 and one outside liberty; black
# fills that one, and it is seki (white's C8 now would be self-atari).
# Kosumi answers "0 0 PASS".
161 analyze_semeai D9 B9
#? [1 0 (A7|B6)] *

# ---------------------------------------------------------------------
# A liberty that needs an approach move: the white dragon B12-F12, D13,
# F13 has the eye E13 and the liberty C13. Black's B13 is cut off: black
# at C13 would make B13-C13 a string in atari (its last liberty A13), and
# white would capture two. Black must first play A13, joining B13 to A12:
# a move that fills no liberty. The black string G13-G12-H12 has three
# liberties, H13, J12 and H11 (G11, J13, K12 and J11 are white).
#      A B C D E F G H J K L M N
#   13 . X . O . O X . O O . . .
#   12 X O O O O O X X . O . . .
#   11 X X X X X X O . O O . . .
#   10 . . . . . X O O O . . . .
#    9 . . . . . X O . . . . . .
#    8 . . . . . X O . . . . . .
#    7 . . . . . X O . . . . . .
#    6 . . . . . X O . . . . . .
#    5 . . . . . X O . . . . . .
#    4 . . . . . X O . . . . . .
#    3 . . . . . X O . . . . . .
#    2 . . . . . X O . . . . . .
#    1 . . . . . X O . . . . . .
loadsgf sgf/approach.sgf
# White first fills any of black's three liberties: black then needs three
# moves (A13, C13, E13) against white's two.
170 analyze_semeai B12 G13
#? [1 1 (H13|J12|H11)]
# Black first approaches at A13, then fills C13 and E13: three moves
# against three, black first. C13 at once puts white in atari, but white
# captures two at A13, and black's recapture at B13 only brings back the
# first position with white to move.
171 analyze_semeai G13 B12
#? [1 1 A13]
# So the white dragon is critical: black kills at A13, white saves it by
# filling a black liberty. (Kosumi once answered "alive".)
172 dragon_status B12
#? [critical A13 (H11|H13|J12)]

# ---------------------------------------------------------------------
# A liberty that can only be filled through a ko: the white dragon has the
# eye E13 and the liberty B13, and no black stone touches B13: black there
# is a lone stone in atari (its last liberty A13). The black string
# G13-G12-H12 has two liberties, H13 and J12 (H11 is white).
#      A B C D E F G H J K L M N
#   13 . . O O . O X . O O . . .
#   12 X O O O O O X X . O . . .
#   11 X X X X X X O O O O . . .
#   10 . . . . . X O O O . . . .
#    9 . . . . . X O . . . . . .
#    8 . . . . . X O . . . . . .
#    7 . . . . . X O . . . . . .
#    6 . . . . . X O . . . . . .
#    5 . . . . . X O . . . . . .
#    4 . . . . . X O . . . . . .
#    3 . . . . . X O . . . . . .
#    2 . . . . . X O . . . . . .
#    1 . . . . . X O . . . . . .
loadsgf sgf/ko.sgf
# White first fills H13 or J12; black, one move from capture, can do
# nothing.
180 analyze_semeai B12 G13
#? [1 1 (H13|J12)]
# Black first: the approach at A13 is too slow (three moves against two),
# so black plays B13 at once. White is in atari at E13 and must capture at
# A13, a ko: black needs a threat before he retakes at B13, after which
# white cannot retake at once and black captures at E13 unless white finds
# a threat in turn. A ko in which black must find the first threat: code
# 3.
181 analyze_semeai G13 B12
#? [3 3 B13]
# So the white dragon is critical: black attacks at B13 (through the ko),
# white defends by filling a black liberty.
182 dragon_status B12
#? [critical B13 (H13|J12)]

# ---------------------------------------------------------------------
# A race won by capturing a cutting stone: the white string D13-D10 has
# four liberties, C13-C10, the black string E13-E10 two, F13 and F12 (F11
# and F10 are white). But white's E9, which cuts black off from its wall
# at D9 and E8, is in atari: its liberty F9 is where white connects it (to
# F10 and G9) and where black captures it (F9 touches F8).
#      A B C D E F G H J K L M N
#   13 . X . O X . O . . . . . .
#   12 . X . O X . O . . . . . .
#   11 . X . O X O O . . . . . .
#   10 . X . O X O . . . . . . .
#    9 . X X X O . O . . . . . .
#    8 . . . X X X O . . . . . .
#    7 . . . . . X O . . . . . .
#    6 . . . . . X O . . . . . .
#    5 . . . . . X O . . . . . .
#    4 . . . . . X O . . . . . .
#    3 . . . . . X O . . . . . .
#    2 . . . . . X O . . . . . .
#    1 . . . . . X O . . . . . .
loadsgf sgf/cut.sgf
# White first must connect at F9: then it is four liberties against two.
# Filling F13 or F12 instead lets black capture at F9, and E9 (a point
# white can no longer play unless it captures) joins black to its living
# wall.
190 analyze_semeai D13 E13
#? [1 1 F9]
# Black first captures at F9. Filling a white liberty is too slow: white
# connects at F9, and it is three liberties against two, black to move.
191 analyze_semeai E13 D13
#? [1 1 F9]
# The white dragon is critical, F9 both ways. (Kosumi once answered
# "alive".)
192 dragon_status D13
#? [critical F9 F9]

# ---------------------------------------------------------------------
# A dragon that can make two eyes while the other connects out: black's
# dragon has the straight three B13-C13-D13 (vital point C13) and the
# liberties G13 and G11; white's has G13, G11 and the four outside
# liberties J10-M10, and white at G11 joins it to its living wall at G10.
#      A B C D E F G H J K L M N
#   13 X . . . X X . O O O O O O
#   12 X X X X X X X O O O O O O
#   11 X X X X X X . O O O O O O
#   10 O O O O O O O X . . . . X
#    9 . . . . . . O X X X X X X
#    8 . . . . . . O X . . . . .
#    7 . . . . . . O X . . . . .
#    6 . . . . . . O X . . . . .
#    5 . . . . . . O X . . . . .
#    4 . . . . . . O X . . . . .
#    3 . . . . . . O X . . . . .
#    2 . . . . . . O X . . . . .
#    1 . . . . . . O X . . . . .
loadsgf sgf/twoeyes.sgf
# Black first makes two eyes at C13, and white connects at G11: both live.
# Cutting white off at G11 instead fails: white's nakade at C13 starts a
# race in which black needs five moves (J10-M10, then G13), while white
# plays B13 and G13 and wins inside the eye as in case 101.
200 analyze_semeai A11 H11
#? [1 0 C13]
# White first plays the nakade at C13, and black's cut at G11 comes too
# late (the race of case 200 with white to move). Connecting at G11 would
# let black make two eyes.
201 analyze_semeai H11 A11
#? [1 1 C13]
# White's dragon lives: black cannot both cut it off and make eyes.
202 dragon_status H11
#? [alive]

# ---------------------------------------------------------------------
# A race on the first line: the black string B1-C1-D1-D2 has the corner
# liberty A1 and E1, which it shares with the white string E2-F2-F1-G1;
# white also has H1 (J1 touches only H1). White's wall is A2-C2 and row 3
# to the left, black's G2-J2 and row 3 to the right. One outside liberty
# each and one shared: whoever moves first wins, by filling the outside
# liberty; filling E1 would put both in atari with the opponent to move.
#      A B C D E F G H J
#    9 . . . O X . . . .
#    8 . . . O X . . . .
#    7 . . . O X . . . .
#    6 . . . O X . . . .
#    5 . . . O X . . . .
#    4 . . . O X . . . .
#    3 O O O O X X X X X
#    2 O O O X O O X X X
#    1 . X X X . O O . .
loadsgf sgf/edge.sgf
# Black first fills H1 (from H2): white is in atari at E1; white fills A1,
# and black captures at E1.
210 analyze_semeai B1 F1
#? [1 1 H1]
# White first fills A1, likewise.
211 analyze_semeai F1 B1
#? [1 1 A1]
# The white string is critical: black kills at H1, white saves it at A1.
212 dragon_status F1
#? [critical H1 A1]

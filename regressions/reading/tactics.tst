# Kosumi's own tactical reading suite (GNU Go's .tst format).
#
# Every position in sgf/ was written for this suite (setup stones only,
# PL gives the side to move). Each expectation was reasoned through by
# hand (the reasoning is in the comments) and checked against GNU Go 3.8
# (gnugo --mode gtp). Codes: 0 fails, 1 wins, 2 wins by a ko taken first
# (KO_A), 3 wins by a ko that needs the first threat (KO_B).
# Run from this folder:  kosumi regress tactics.tst

# ---------------------------------------------------------------------
# Ladders. Black D4 in the lower left of a 13x13 board, white on C4, D3,
# E3. White D5 drives it to the right: after black E4 the string has two
# liberties (E5, F4), and every atari from the right keeps it at two, a
# staircase up the diagonal to the top edge. Atari from the other side
# (E4) lets black extend to D5 with three liberties.
loadsgf sgf/ladder13.sgf
1 attack D4
#? [1 D5]
2 ladder_attack D4
#? [1 D5]
# Black extends at D5 (three liberties, away from the ladder).
3 defend D4
#? [1 D5]
# The white stone C4 has three liberties of its own and nothing to fear.
4 attack C4
#? [0]

# The same with a black stone on K10, on the ladder's path: the string
# connects to it and escapes, and nothing else captures D4.
loadsgf sgf/ladder13_breaker.sgf
5 attack D4
#? [0]
6 ladder_attack D4
#? [0]
7 defend D4
#? [1 D5]

# Ladder toward the edge on 9x9: black E3-F3 with liberties G3 and F2.
# White G3 pushes black down to F2 (liberties F1, G2), then G2 and the
# string dies on the first line. White F2 instead lets black out at G3.
loadsgf sgf/ladder_edge.sgf
8 attack E3
#? [1 G3]
9 ladder_attack E3
#? [1 G3]
10 defend E3
#? [1 G3]
# F2 from white is the wrong atari: black extends to G3 and gets three
# liberties (G4, H3, G2). Seen right after F2, with G3 its last liberty,
# white takes it and black extends there.
trymove white F2
11 attack E3
#? [1 G3]
12 defend E3
#? [1 G3]
popgo

# ---------------------------------------------------------------------
# A net (geta). Black D5 is held by white C5 and D6; white also has F6
# and C3. Neither atari works (E5 or D4 lets black extend with three
# liberties), but white E4 covers both escapes: black E5 is met by F5,
# and running on at E6 hits D6 and F6 (white E7, then D3 when black turns
# to D4); black D4 is met by D3, and C4 is then a self-atari between C5
# and C3.
loadsgf sgf/net_geta.sgf
13 attack D5
#? [1 E4]
14 ladder_attack D5
#? [0]
15 defend D5
#? [1 (D4|E5)]
trymove white E4
16 defend D5
#? [0]
trymove black E5
17 attack D5
#? [1 F5]
popgo
trymove black D4
18 attack D5
#? [1 D3]
popgo
popgo

# ---------------------------------------------------------------------
# Snapback in the corner. White G2, H2, J2, G1 have two liberties, H1 and
# J1, inside black's wall. Black throws in at either: white captures the
# single stone and is left with one liberty, the point just captured, so
# black retakes everything.
loadsgf sgf/snapback_corner.sgf
19 attack G2
#? [1 (H1|J1)]
# White cannot escape: filling either liberty leaves one.
20 defend G2
#? [0]
# Black's wall has plenty of liberties.
21 attack F1
#? [0]

# Throw-in inside a one-eyed shape. Black A2, B2, C2, C1 have liberties A1
# and B1 only. White A1 (or B1) is a self-atari, but when black captures
# it the string has a single liberty left and white takes it all.
loadsgf sgf/eye_throwin.sgf
22 attack A2
#? [1 (A1|B1)]
23 defend A2
#? [0]

# ---------------------------------------------------------------------
# Ko. White D3 sits in black's mouth (C3, D4, D2) with its last liberty
# at E3; black E3 captures it, but the black stone on E3 is then alone
# with one liberty, surrounded by E4, F3 and E2: white may retake after a
# ko threat, so black wins the ko first (KO_A).
loadsgf sgf/ko_simple.sgf
24 attack D3
#? [2 E3]
# White simply connects at E3.
25 defend D3
#? [1 E3]
# After black's capture the ko stone E3 can only be taken back through a
# threat: white's attack is KO_B, black's defence (filling D3) wins.
trymove black E3
26 attack E3
#? [3 D3]
27 defend E3
#? [1 D3]
popgo
# E4 has three liberties and is not in danger.
28 attack E4
#? [0]

# A ko shape on the edge. Black C2 is held by C3, D2 and C1 with its last
# liberty at B2; white B2 captures into a ko (the B2 stone has the single
# liberty C2 and touches only black stones).
loadsgf sgf/ko_shape.sgf
29 attack C2
#? [2 B2]
# Black fills B2, or captures the lone white C1 by D1 (C1's only
# liberty): either way C2 gets liberties.
30 defend C2
#? [1 (B2|D1)]
# After white's capture, black can retake only after a threat (KO_B);
# white defends by filling C2 or by capturing B1 at A1.
trymove white B2
31 attack B2
#? [3 C2]
32 defend B2
#? [1 (C2|A1)]
popgo
33 attack C3
#? [0]

# A white string whose only hope is a ko capture, and the ko does not
# help: white C2, D2, D3 have their last liberty at E2, surrounded by
# black E3, E1 and F2. Taking the ko at B3 (capturing C3) gives them C3,
# but black E2 then leaves only C3, and connecting there joins C4, which
# has just the liberty C5.
loadsgf sgf/ko_defense.sgf
34 defend D3
#? [0]
35 attack D3
#? [1 E2]
# Black C3 itself is a ko stone: white B3 takes it first.
36 attack C3
#? [2 B3]
# Black's best defence of C3 is to capture the three white stones.
37 defend C3
#? [1 E2]
# White C4 has one liberty.
38 attack C4
#? [1 C5]

# ---------------------------------------------------------------------
# Breaking the chain. Black C3, D3, C2 have one liberty (C1); the white
# stone D2 inside them is in atari too (last liberty D1).
loadsgf sgf/breakchain.sgf
# White takes the last liberty.
39 attack C3
#? [1 C1]
# Black captures D2 at D1: the string gains D2 and cannot be taken at once.
40 defend C3
#? [1 D1]
41 attack D2
#? [1 D1]
# White saves D2 by capturing the three black stones first.
42 defend D2
#? [1 C1]

# ---------------------------------------------------------------------
# Capturing race on the left edge. Black A4, B4, C4, C3, C2, C1 have two
# liberties (A3, B1); white B3, B2, A2 inside have three (A3, A1, B1).
# Black is one liberty short even moving first.
loadsgf sgf/semeai3.sgf
43 attack A4
#? [1 (B1|A3)]
44 defend A4
#? [0]
# The three-liberty white string cannot be captured; white need only
# take a shared liberty.
45 attack B3
#? [0]
46 defend B3
#? [1 (B1|A3|A1)]

# ---------------------------------------------------------------------
# Three liberties in the open: black E6-E5 (liberties F6, D5, E4) cannot
# be captured, and extending keeps it out.
loadsgf sgf/threelib_open.sgf
47 attack E6
#? [0]
48 defend E6
#? [1 (E4|D5|F6)]
# With a white stone on F6 the string has two liberties (D5, E4) and
# white, moving again, blocks at E4: D5 is then short of liberties.
trymove white F6
49 attack E6
#? [1 E4]
popgo

# Four liberties without eye space: black A4-D4 sit on top of an empty
# row (A3-D3) closed by white's row 2 and E column. White fills the row
# from the inside; black cannot make an eye anywhere.
loadsgf sgf/straight_four.sgf
50 attack A4
#? [1 (A3|B3|C3|D3)]
51 defend A4
#? [0]

# Bent three in the corner: black's liberties A2, B2, A1. A2 is the vital
# point: black there makes two one-point eyes (B2 and A1); white there
# leaves black a single eye.
loadsgf sgf/bent_three.sgf
52 attack A3
#? [1 A2]
53 defend A3
#? [1 A2]
trymove black A2
54 attack A3
#? [0]
popgo

# ---------------------------------------------------------------------
# Second line, edge throw-in. White C3-F3 with C2 and F2 have four
# liberties: D2, E2 (a two-point space) and C1, F1 on the first line.
# Black C1 (or F1 by symmetry) takes away the outside liberty; the inside
# space is too small for two eyes, so the string dies.
loadsgf sgf/throwin_edge.sgf
55 attack C3
#? [1 (C1|F1)]
# White takes the first line point first and keeps enough liberties.
56 defend C3
#? [1 (C1|F1)]
57 attack D3
#? [1 (C1|F1)]

# Second-second point stone: black B2 under white B3, C3, C2, liberties
# A2 and B1. White B1 drives it to A2 where it has A1 and A3 only; white
# A3 finishes it.
loadsgf sgf/corner22.sgf
58 attack B2
#? [1 (B1|A2)]
59 defend B2
#? [0]

# ---------------------------------------------------------------------
# Double atari. Black C4, D5 and E4 each have two liberties and share D4.
# Alone, none can be captured (each escapes or connects), but white D4
# ataris all three at once...
loadsgf sgf/double_atari.sgf
60 attack C4
#? [0]
61 attack E4
#? [0]
# ...except that the white D4 stone would itself have one liberty (D3),
# and black captures it. So even the double atari fails:
62 attack_either C4 E4
#? [0]
63 defend_both C4 E4
#? [1]
trymove white D4
# Now black must capture D4 at D3, which saves all three.
64 defend_both C4 E4
#? [1]
65 defend C4
#? [1 (D3|B4)]
66 attack_either C4 E4
#? [1]
popgo

# ---------------------------------------------------------------------
# Two kos side by side: on the left white can take black C4 at B4, on the
# right black can take white H4 at G4. Each capture is a ko taken first
# (KO_A). Reading must not cycle between the two kos (komaster scheme).
loadsgf sgf/double_ko.sgf
67 attack C4
#? [2 B4]
68 attack H4
#? [2 G4]
# Black J4 on the edge (liberties J5, J3): white J5 drives it to J3-H3
# with liberties J2 and H2 only, but black can then take the ko at G4 for
# liberties, so white's attack needs the first ko threat (KO_B).
69 attack J4
#? [3 J5]
# Black simply extends to J3 first (three liberties), or takes the ko.
70 defend J4
#? [1 (J3|G4)]
# The black corner group and white D4 are not in danger.
71 attack A4
#? [0]
72 attack D4
#? [0]

# ---------------------------------------------------------------------
# A hane rescue. White G8-G7-F7 has three liberties (G9, F8, F6) after
# black's E7, which touches it at F7 and has two liberties itself (D7,
# E8). White's hane at E8 guards F8 and puts E7 in atari: black must
# save E7 and the white string is out of danger. Extending at F8 also
# holds, but only after a longer chase; GNU Go tries the hane first
# (defend3's first batch) and answers E8, as Kosumi now does.
#      A B C D E F G H J
#    9 . . . . . . . . .
#    8 . . . . . . O X .
#    7 . . . . X O O X .
#    6 . . O . O . X . .
#    5 . . . . . X . . .
loadsgf sgf/hane_rescue.sgf
73 defend G8
#? [1 E8]
# Nor can black capture it moving first.
74 attack G8
#? [0]

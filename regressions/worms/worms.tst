# Kosumi's own worm suite (GNU Go's .tst format): every field of the worm
# data on positions built for it.
#
# Every position in sgf/ was written for this suite (setup stones only).
# kosumi-worm_field VERTEX FIELD prints one line of worm_data, so each
# field is tested on its own; the other commands are GNU Go's. Each
# expectation is reasoned through in the comments and was checked against
# GNU Go 3.8 (tests/test_worms_regress.py repeats that check, asking GNU
# Go's worm_data for kosumi-worm_field). Codes are worm_data's: 5 WIN,
# 4 KO_A, 1 KO_B, 0 none. Empty points report their cavity (manual 7.1),
# which GNU Go 3.8 does not compute: those cases are marked "cavity".
# Run from this folder:  kosumi regress worms.tst

# ---------------------------------------------------------------------
# The worm data spec's example of higher-order liberties (9x9 corner).
# White B8-B7 has liberties C8 C7 B6; of order 2: D8 D7 C6 (B6's other
# neighbours A6 and B5 touch X); of order 3: E8 E7 (D9 touches C9, D6
# touches D5); of order 4: E9 F8 F7 E6 (E6 is reached from E7).
loadsgf sgf/orders.sgf
1 kosumi-worm_field B7 origin
#? [B8]
2 kosumi-worm_field B7 color
#? [white]
3 kosumi-worm_field B7 size
#? [2]
4 kosumi-worm_field B7 liberties
#? [3]
5 kosumi-worm_field B7 liberties2
#? [3]
6 kosumi-worm_field B7 liberties3
#? [2]
7 kosumi-worm_field B7 liberties4
#? [4]
8 countlib B8
#? [3]
9 worm_stones B7
#? [B8 B7]
# B8-B7 touches the black strings B9-C9 and A8-A7, which share A9: a
# potential cut.
10 worm_cutstone B8
#? [1]
11 kosumi-worm_field C9 origin
#? [B9]
# A8-A7 has two liberties (A9, A6) but runs along the top edge to H9.
12 kosumi-worm_field A7 attack_code
#? [0]
# White B8-B7, hemmed in by X on the left and above, can be captured
# (an atari from C7 or C8 chases it) and saved.
13 kosumi-worm_field B7 attack_code
#? [5]
14 kosumi-worm_field B7 defense_code
#? [5]
15 kosumi-worm_field B7 genus
#? [0]
16 kosumi-worm_field B7 cutstone2
#? [0]

# ---------------------------------------------------------------------
# Cutting stones (7x7). The crossed cut B6/C6/B5/C5: each stone touches
# two enemy stones with no common liberty (2). X B3 touches O C3 and O B2,
# which share C2 (1). O C3 touches one black string (0).
loadsgf sgf/cuts.sgf
20 worm_cutstone B6
#? [2]
21 worm_cutstone C6
#? [2]
22 worm_cutstone B5
#? [2]
23 worm_cutstone C5
#? [2]
24 worm_cutstone B3
#? [1]
25 worm_cutstone C3
#? [0]
26 kosumi-worm_field B2 cutstone
#? [0]
27 kosumi-worm_field C5 genus
#? [0]

# ---------------------------------------------------------------------
# A black wall with two eyes and a white stone in the left one (8x8).
loadsgf sgf/eyes.sgf
# The rest of the board is one region, the left eye (with the stone) a
# second, the right eye a third: genus 2. Two eyes: invincible.
30 kosumi-worm_field A8 genus
#? [2]
31 kosumi-worm_field A8 invincible
#? [1]
32 kosumi-worm_field A8 unconditional_status
#? [alive]
33 kosumi-worm_field C6 unconditional_status
#? [dead]
34 unconditional_status C6
#? [dead]
35 unconditional_status E7
#? [black_territory]
36 kosumi-worm_field E7 unconditional_status
#? [black_territory]
# The white stone: captured at a liberty, no defence, and it is the
# wall's lunch. Every empty point near it touches black: no liberty of
# order 2. Removed, it leaves a cavity bordered by black alone with no
# edge point: inessential.
37 kosumi-worm_field C6 attack_code
#? [5]
38 kosumi-worm_field C6 defense_code
#? [0]
39 kosumi-worm_field C6 defense_point
#? [PASS]
40 kosumi-worm_field A8 lunch
#? [C6]
41 kosumi-worm_field C6 liberties2
#? [0]
42 kosumi-worm_field C6 inessential
#? [1]
43 kosumi-worm_field A8 inessential
#? [0]
# Effective size of C6: the stone, and a quarter of each of its three
# liberties (each is also next to the wall): 1.75.
44 kosumi-worm_field C6 effective_size
#? [1.75]
# Cavities (not in GNU Go 3.8): the right eye E7-E6-E5, bordered by black
# only; the left eye's five points touch the white stone too.
45 kosumi-worm_field E7 color
#? [black border]
46 kosumi-worm_field E5 size
#? [3]
47 kosumi-worm_field E5 origin
#? [E7]
48 kosumi-worm_field B7 color
#? [gray]
49 kosumi-worm_field B5 size
#? [5]

# ---------------------------------------------------------------------
# A white stone in atari among three black stones (7x7).
loadsgf sgf/atari.sgf
# Captured at E5, saved at E5 (then three liberties).
50 kosumi-worm_field D5 attack_code
#? [5]
51 kosumi-worm_field D5 attack_point
#? [E5]
52 kosumi-worm_field D5 defense_code
#? [5]
53 kosumi-worm_field D5 defense_point
#? [E5]
54 attack D5
#? [1 E5]
# One liberty; of order 2 only F5 (E6 and E4 touch X).
55 kosumi-worm_field D5 liberties2
#? [1]
56 kosumi-worm_field D5 cutstone
#? [2]
# The lunch of each black stone is D5 (capturable, not a ko stone).
57 kosumi-worm_field D6 lunch
#? [D5]
58 kosumi-worm_field C5 lunch
#? [D5]
59 kosumi-worm_field D4 attack_code
#? [0]
# D5's share: itself, E5 (nearest to D5 only), F5 and G5 (nearer to D5
# than to any black stone): 1 + 3 * 0.5.
60 kosumi-worm_field D5 effective_size
#? [2.50]

# ---------------------------------------------------------------------
# Ko (7x7): Black C5 would take B5 as a ko capture (every neighbour of C5
# is white, one stone taken).
loadsgf sgf/ko.sgf
# Black captures by taking the ko first: KO_A. White connects at C5.
61 kosumi-worm_field B5 attack_code
#? [4]
62 kosumi-worm_field B5 attack_point
#? [C5]
63 kosumi-worm_field B5 defense_code
#? [5]
# B5 is a ko stone: its expansion stops at once.
64 kosumi-worm_field B5 liberties2
#? [0]
# A ko stone is no lunch.
65 kosumi-worm_field A5 lunch
#? [PASS]
66 kosumi-worm_field A5 liberties
#? [5]
# The black string touches C6 (first in board order) and C4 (last), which
# share C5: a potential cut.
67 kosumi-worm_field A5 cutstone
#? [1]

# ---------------------------------------------------------------------
# A black pair in atari that cannot escape (7x7).
loadsgf sgf/threat.sgf
# White takes at E4; extending there leaves two liberties and the pair
# is still lost.
70 kosumi-worm_field C4 attack_code
#? [5]
71 kosumi-worm_field C4 attack_point
#? [E4]
72 kosumi-worm_field C4 defense_code
#? [0]
# The white pair C3-D3 (liberties D2, E3) is safe; its lunch is C4.
73 kosumi-worm_field D3 attack_code
#? [0]
74 kosumi-worm_field D3 lunch
#? [C4]

# ---------------------------------------------------------------------
# Genus and unconditional life of a string around two points (7x7).
loadsgf sgf/holes.sgf
80 kosumi-worm_field F5 genus
#? [2]
81 kosumi-worm_field F5 invincible
#? [1]
82 kosumi-worm_field C5 unconditional_status
#? [black_territory]
83 kosumi-worm_field E2 genus
#? [0]
84 kosumi-worm_field E2 unconditional_status
#? [unknown]
85 kosumi-worm_field C5 color
#? [black border]
86 kosumi-worm_field C5 size
#? [1]

# ---------------------------------------------------------------------
# Effective size (9x9): black C5 and white G5. Columns A-D within 4 of
# C5 hold 27 empty points (5 + 7 + 8 + 7), half each; the 5 points of
# column E within 4 (E7-E3) are shared, a quarter each: 1 + 13.5 + 1.25.
loadsgf sgf/pair.sgf
90 kosumi-worm_field C5 effective_size
#? [15.75]
91 kosumi-worm_field G5 effective_size
#? [15.75]
92 kosumi-worm_field C5 liberties
#? [4]
# One cavity, bordered by both colours.
93 kosumi-worm_field E5 color
#? [gray]
94 kosumi-worm_field A1 size
#? [79]

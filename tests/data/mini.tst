# A small suite of our own for testing the runner itself.
# Position: an empty 9x9 board, black stones at E5, white at D4.
boardsize 9
play b E5
play w D4

1 countlib E5
#? [4]

2 countlib D4
#? [3]*

3 color E5
#? [black|white]

4 findlib D4
#? [!D5 C4 E4]

5 is_legal w E5
#? [0]

# unterminated expectation, read to the end of the line (as GNU Go's awk does)
6 color A1
#? [empty

7 no_such_command
#? [0]*

"""The influence function through GTP: GNU Go's ``initial_influence`` and
``move_influence``, and the GoGui views of the territory estimate.

Codes of ``influence_regions`` (GNU Go's): 4 a white stone, 3 white
territory, 2 white moyo, 1 white area, 0 neutral, negative for Black.
"""
from gtp_helpers import bodies, setup_commands
from shared import gnugo_answers, needs_gnugo

# Black's wall A4-B4-C3-D2-D1 seals the lower left corner; White stands
# at F3 and G6. The corner inside the wall is Black's territory for both
# engines (GNU Go 3.8: -3 on A1-C3 inside the wall).
SEALED = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . O . .
    . . . . . . . . .
    X X . . . . . . .
    . . X . . O . . .
    . . . X . . . . .
    . . . X . . . . .
"""
INSIDE = {(6, 0), (6, 1), (7, 0), (7, 1), (7, 2), (8, 0), (8, 1), (8, 2)}   # (row, column)

def _rows(body):
    return [[float(x) for x in line.split()] for line in body.splitlines()]


def test_initial_influence_prints_a_row_per_board_row():
    answers = bodies(setup_commands(SEALED) + "initial_influence black influence_regions\n"
                     "initial_influence white territory_value\n")
    regions, territory = _rows(answers[-2]), _rows(answers[-1])
    assert len(regions) == 9 and all(len(row) == 9 for row in regions)
    assert all(regions[i][j] == -3 for i, j in INSIDE)
    assert regions[5][0] == -4 and regions[3][6] == 4          # stones
    # territory_value keeps GNU Go's sign: positive for White.
    assert all(territory[i][j] < -0.95 for i, j in INSIDE)
    assert territory[0][8] > 0


@needs_gnugo
def test_the_sealed_corner_is_territory_for_gnugo_too():
    commands = setup_commands(SEALED).splitlines() + ["initial_influence black influence_regions"]
    theirs = _rows(gnugo_answers(commands)[-1])
    ours = _rows(bodies(setup_commands(SEALED) + "initial_influence black influence_regions\n")[-1])
    assert all(theirs[i][j] == ours[i][j] == -3 for i, j in INSIDE)


def test_move_influence_shows_the_move_closing_the_corner():
    opened = """
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . O . .
        . . . . . . . . .
        X X . . . . . . .
        . . X . . . . . .
        . . . X . O . . .
        . . . . . . . . .
    """
    answers = bodies(setup_commands(opened) + "initial_influence black influence_regions\n"
                     "move_influence black D1 influence_regions\n"
                     "initial_influence black influence_regions\n")
    before, after, again = (_rows(a) for a in answers[-3:])
    first_line = [(8, 0), (8, 1), (8, 2)]
    assert all(before[i][j] == -2 for i, j in first_line)        # moyo: White can come in
    assert all(after[i][j] == -3 for i, j in first_line)         # sealed by D1
    assert after[8][3] == -4
    assert again == before                                        # the board is as it was


def test_influence_commands_refuse_what_they_cannot_answer():
    answers = bodies(setup_commands(SEALED) + "initial_influence black nonsense\n"
                     "initial_influence purple territory_value\n"
                     "initial_influence black\n"
                     "move_influence black Z99 territory_value\n"
                     "move_influence black A4 territory_value\n"
                     "move_influence D1 territory_value\n"
                     "move_influence white E5 nonsense\n"
                     "list_stones black\n")
    assert answers[-8:-1] == ["?unknown influence data", "?invalid color", "?invalid color",
                              "?invalid move", "?illegal move", "?invalid move",
                              "?unknown influence data"]
    assert set(answers[-1].split()) == {"A4", "B4", "C3", "D2", "D1"}


def test_gogui_shows_the_territory_estimate():
    answers = bodies(setup_commands(SEALED) + "gogui-analyze_commands\n"
                     "kosumi-territory\nkosumi-influence_regions\n")
    menu, dboard, gfx = answers[-3:]
    assert "dboard/Territory Value/kosumi-territory" in menu.splitlines()
    assert "gfx/Territory, Moyo and Area/kosumi-influence_regions" in menu.splitlines()
    values = _rows(dboard)
    assert all(values[i][j] > 0.95 for i, j in INSIDE)           # GoGui: positive for Black
    cells = gfx.split()
    assert cells[0] == "INFLUENCE"
    shades = dict(zip(cells[1::2], cells[2::2]))
    assert shades["A1"] == "1.0" and float(shades["J9"]) < 0     # White's side


def test_strength_is_shown_where_the_sources_are():
    # Black's wall is a source of strength 100 less what its weakness
    # costs (at most 30%); points without a black stone have none.
    answers = bodies(setup_commands(SEALED) + "initial_influence white black_strength\n"
                     "initial_influence white white_attenuation\n")
    strength, attenuation = _rows(answers[-2]), _rows(answers[-1])
    wall = {(5, 0), (5, 1), (6, 2), (7, 3), (8, 3)}
    for i in range(9):
        for j in range(9):
            assert (70.0 <= strength[i][j] <= 100.0) if (i, j) in wall else strength[i][j] == 0
    assert {x for row in attenuation for x in row} == {2.4}

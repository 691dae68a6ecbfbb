"""GoGui's analyze window: the definitions and the board formats it parses."""
import re

from gtp_helpers import bodies

SETUP = "boardsize 7\nplay b C4\nplay w E4\nplay b D5\nplay w E5\n"
GFX_KEYWORDS = {"BLACK", "WHITE", "CIRCLE", "MARK", "SQUARE", "TRIANGLE", "COLOR", "LABEL",
                "INFLUENCE", "VAR", "TEXT", "CLEAR"}
VERTEX = re.compile(r"^([A-HJ-Z]([1-9]|1[0-9]|2[0-5])|PASS)$")


def test_analyze_definitions_are_well_formed_and_implemented():
    definitions, names = bodies("gogui-analyze_commands\nlist_commands\n")
    known = set(names.split("\n"))
    lines = definitions.split("\n")
    assert lines and len({line.split("/")[1] for line in lines}) == len(lines)  # labels unique
    for line in lines:
        fields = line.split("/")
        assert 3 <= len(fields) <= 5, line            # so no "/" inside label or command
        kind, label, cmd = fields[:3]
        assert kind in {"string", "hstring", "pstring", "hpstring", "plist", "pspairs", "sboard",
                        "cboard", "dboard", "gfx", "var", "varb", "varw", "varc", "varp", "varpo"}
        assert cmd.split()[0] in known, line


def test_sboard_and_dboard_have_one_token_per_point():
    liberties, ownership = bodies(SETUP + "kosumi-liberties\nkosumi-ownership\n")[-2:]
    for board in (liberties, ownership):
        rows = board.split("\n")
        assert len(rows) == 7 and all(len(r.split()) == 7 for r in rows)
    assert liberties.split("\n")[2].split()[3] == "3"   # D5: E5 is white
    assert all(-1.0 <= float(v) <= 1.0 for v in ownership.split())


def test_gfx_answers_use_gogui_keywords_and_vertices():
    for cmd in ("kosumi-final_status", "kosumi-unconditional"):
        for line in bodies(SETUP + f"{cmd}\n")[-1].split("\n"):
            keyword, *points = line.split()
            assert keyword in GFX_KEYWORDS
            assert all(VERTEX.match(p) for p in points), line
    # A walled corner with two eyes: its territory is shown for Black.
    corner = "boardsize 7\n" + "".join(f"play b {v}\n" for v in
                                        ("A3", "B3", "C3", "C2", "C1", "B1", "A2"))
    assert "BLACK B2 A1" in bodies(corner + "kosumi-unconditional\n")[-1]


def test_matching_patterns_are_labels_on_move_points():
    import os
    sgf = os.path.join(os.path.dirname(__file__), "..", "engine", "bench", "data", "midgame1.sgf")
    label, text = bodies(f"loadsgf {sgf}\nkosumi-patterns b\n")[-1].split("\n")
    keyword, *pairs = label.split()
    assert keyword == "LABEL" and len(pairs) % 2 == 0 and pairs
    points, names = pairs[0::2], pairs[1::2]
    assert all(VERTEX.match(p) for p in points) and len(set(points)) == len(points)
    assert all(name.startswith("Shape") for joined in names for name in joined.split("+"))
    assert text.startswith("TEXT ")
    assert bodies("kosumi-patterns b nonsense\n")[0].startswith("?unknown database")


def test_dragons_and_eye_spaces_are_drawn():
    # Black's corner group (A3-C3-C1 wall, A2) encloses B2 and A1 and lives;
    # White's lone stone E5 stands far away.
    setup = "boardsize 7\n" + "".join(f"play b {v}\n" for v in
                                      ("A3", "B3", "C3", "C2", "C1", "B1", "A2")) + "play w E5\n"
    dragons, eyes = bodies(setup + "kosumi-dragons\nkosumi-eyes black\n")[-2:]
    for answer in (dragons, eyes):
        for line in answer.split("\n"):
            keyword, *rest = line.split()
            assert keyword in GFX_KEYWORDS | {"COLOR", "LABEL"}, line
    assert any(line.startswith("COLOR green") and "A3" in line.split()
               for line in dragons.split("\n"))
    shaded = next(line for line in eyes.split("\n") if line.startswith("BLACK")).split()[1:]
    assert {"B2", "A1"} <= set(shaded)


def test_the_combination_entries_answer_a_move_and_a_point_list():
    # Black's H2 takes a liberty from two white strings at once (the corner
    # of test_combinations.py): GoGui shows it as a one-move variation for
    # Black, and White's defences as points.
    setup = "boardsize 9\n" + "".join(f"play {c} {v}\n" for c, v in (
        ("b", "G3"), ("w", "H3"), ("w", "F2"), ("b", "G2"), ("w", "G1"), ("w", "H1"),
        ("b", "E1")))
    definitions = bodies("gogui-analyze_commands\n")[0].split("\n")
    assert "varc/Combination Attack/combination_attack %c" in definitions
    attack, defenses = bodies(setup + "combination_attack b\ncombination_defend b\n")[-2:]
    assert attack == "H2"
    assert defenses.split() and all(VERTEX.match(p) for p in defenses.split())
    assert "H2" in defenses.split()

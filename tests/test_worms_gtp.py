"""GTP worm commands: worm_data, worm_stones, worm_cutstone, examine_position,
kosumi-worm_field and unconditional_status (GNU Go's formats).

The expected replies are GNU Go 3.8's on the same input (and are reasoned
below), except the cavity fields of an empty point, which GNU Go 3.8 does
not compute; the last test replays the transcript through GNU Go when it
is installed.
"""
import functools


from gtp_helpers import bodies
from shared import gnugo_answers, needs_gnugo
from kosumi.engine.colors import BLACK, WHITE

# White D5 in atari among three black stones (7x7).
SETUP = "boardsize 7\nplay b d6\nplay b c5\nplay b d4\nplay w d5\n"

D5_RECORD = """D5:
origin               D5
color                white
size                 1
effective_size       2.50
liberties            1
liberties2           1
liberties3           3
liberties4           4
attack_code          5
attack_point         E5
defense_code         5
defense_point        E5
lunch                PASS
cutstone             2
cutstone2            0
genus                0
inessential          0
invincible           0
unconditional_status unknown"""


def ask(*commands):
    """Replies to ``commands`` after SETUP. Every test's commands run in one
    shared session first (the analysis is made once), then on their own."""
    return _all_replies()[commands]


@functools.lru_cache(maxsize=None)
def _all_replies():
    batches = [tuple(c) for c in BATCHES]
    flat = [c for batch in batches for c in batch]
    replies = bodies(SETUP + "".join(c + "\n" for c in flat))[5:]
    out = {}
    k = 0
    for batch in batches:
        out[batch] = replies[k:k + len(batch)]
        k += len(batch)
    return out


# Every command sequence the tests ask, in the order they are sent. Each
# sequence leaves the position as it found it.
BATCHES = [
    ("worm_data D5",),
    ("worm_data e5",),
    ("worm_data",),
    ("worm_data Z9",),
    ("worm_stones",), ("worm_stones white",), ("worm_stones c5",), ("worm_stones a1",),
    ("worm_cutstone D5", "worm_cutstone C5"), ("worm_cutstone E5",), ("worm_cutstone",),
    ("kosumi-worm_field D5 liberties2", "kosumi-worm_field D5 attack_point",
     "kosumi-worm_field D6 lunch"),
    ("kosumi-worm_field D5 nonsense",),
    ("examine_position",),
    ("trymove b e5", "worm_data D5", "popgo"),
    ("worm_cutstone D6", "play b e5", "worm_stones black", "kosumi-worm_field D6 liberties",
     "undo", "kosumi-worm_field D6 liberties"),
    ("unconditional_status D5",),
]


def test_worm_data_of_one_stone_in_gnugo_layout():
    # D5: one liberty (E5), one of order 2 (F5; E6 and E4 touch X), a
    # cutting stone among three black strings; captured or saved at E5.
    assert ask("worm_data D5") == [D5_RECORD]


def test_worm_data_of_an_empty_point_reports_its_cavity():
    record = ask("worm_data e5")[0].split("\n")
    assert record[0] == "E5:"
    fields = dict(line.split(None, 1) for line in record[1:])
    assert fields["origin"] == "A7" and fields["color"] == "gray" and fields["size"] == "45"
    assert fields["effective_size"] == "0.00" and fields["attack_point"] == "PASS"
    assert fields["unconditional_status"] == "unknown"


def test_worm_data_without_argument_lists_every_point_top_row_first():
    body = ask("worm_data")[0]
    headers = [line for line in body.split("\n") if line.endswith(":")]
    assert len(headers) == 49
    assert headers[:2] == ["A7:", "B7:"] and headers[-1] == "G1:"
    assert D5_RECORD in body


def test_worm_data_rejects_a_bad_vertex():
    assert ask("worm_data Z9") == ["?invalid color or coordinate"]


def test_worm_stones():
    # One worm per line, its stones in board order, each followed by a space.
    assert ask("worm_stones") == ["D6 \nC5 \nD5 \nD4 "]
    assert ask("worm_stones white") == ["D5 "]
    assert ask("worm_stones c5") == ["C5 "]
    assert ask("worm_stones a1") == ["?worm_stones called on an empty vertex"]
    assert bodies("boardsize 5\nworm_stones\n")[1] == ""


def test_worm_cutstone():
    # D5 touches three black strings with no common liberty: 2. C5 touches
    # one white string only: 0.
    assert ask("worm_cutstone D5", "worm_cutstone C5") == ["2", "0"]
    assert ask("worm_cutstone E5") == ["?vertex must not be empty"]
    assert ask("worm_cutstone") == ["?invalid coordinate"]


def test_board_fields_are_answered_without_reading():
    replies = bodies(SETUP + "worm_cutstone D5\nkosumi-worm_field D5 liberties4\n"
                     "get_reading_node_counter\n")[5:]
    assert replies == ["2", "4", "0"]


def test_kosumi_worm_field():
    assert ask("kosumi-worm_field D5 liberties2", "kosumi-worm_field D5 attack_point",
               "kosumi-worm_field D6 lunch") == ["1", "E5", "D5"]
    assert ask("kosumi-worm_field D5 nonsense") == ["?unknown field"]


def test_examine_position_and_stackp():
    assert ask("examine_position") == [""]
    assert ask("trymove b e5", "worm_data D5", "popgo") == [
        "", "?worm data unavailable when stackp > 0", ""]


def test_analysis_follows_the_position():
    # After Black captures at E5, D5 is empty and the black stones have
    # more liberties; the cached analysis must not be reused.
    replies = ask("worm_cutstone D6", "play b e5", "worm_stones black",
                  "kosumi-worm_field D6 liberties", "undo", "kosumi-worm_field D6 liberties")
    assert replies == ["0", "", "D6 \nC5 \nE5 \nD4 ", "4", "", "3"]


def test_unconditional_status_still_answers():
    assert ask("unconditional_status D5") == ["undecided"]


def test_attack_and_defence_patterns_propose_candidates():
    # The pattern databases see the white stone in atari: Black's capture
    # at E5 is proposed against D5, and so is White's extension there.
    from kosumi.engine.config import EngineConfig
    from kosumi.engine.board import to_board
    from kosumi.engine.geometry import vertex_to_pos
    from kosumi.engine.reading import Reader
    from kosumi.engine.worms import make_board_worms
    from kosumi.engine.worm_patterns import tactical_patterns
    board, _ = to_board("""
        . . . . . . .
        . . . X . . .
        . . X O . . .
        . . . X . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .""")
    d5, e5 = vertex_to_pos("D5", 7), vertex_to_pos("E5", 7)
    patterns = tactical_patterns(Reader(board, EngineConfig()))
    worms = make_board_worms(board)
    attacks = patterns.attack_candidates(board, worms)
    assert any(move == e5 and color == BLACK and d5 in targets
               for move, color, targets in attacks)
    defenses = patterns.defense_candidates(board, worms)
    assert any(move == e5 and color == WHITE and d5 in targets
               for move, color, targets in defenses)


@needs_gnugo
def test_gnugo_gives_the_same_replies():
    commands = ["worm_data D5", "worm_data C5", "worm_stones", "worm_stones white",
                "worm_stones c5", "worm_cutstone D5", "worm_cutstone C5",
                "unconditional_status D5"]
    text = SETUP + "".join(c + "\n" for c in commands)
    def lines(body):    # GNU Go ends some lines with a space; the client strips the first
        return [line.rstrip() for line in body.strip().split("\n")]
    theirs = [lines(a) for a in gnugo_answers([line for line in text.split("\n") if line])][5:]
    ours = [lines(body) for body in bodies(text)[5:]]
    assert ours == theirs

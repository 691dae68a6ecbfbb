"""The vocabulary of the pattern language: autohelper functions, constants,
helpers, pattern attributes and classification letters.

Counterpart of the autohelper table in GNU Go's ``mkpat`` (manual 9.7),
written as data: each function has a name, an argument signature, a result
kind, the analysis it needs and a meaning. The compiler checks every call in
a constraint or action against this table (name, arity, argument kinds);
the engine implements the functions (``kosumi.engine.autohelpers``), and a
test checks that every name our databases use is implemented. Colours are
relative: ``O`` is the colour the pattern is matched for, ``X`` the other.

Argument signatures are strings of kinds, one letter per argument:

* ``S`` a stone (the label of a string),
* ``E`` an empty point (where a move is tried),
* ``P`` any point,
* ``M`` a move in a sequence, alternating colours; ``?`` (tenuki) may stand
  for any but the first move.

A kind followed by ``+`` repeats one or more times, by ``*`` zero or more.
Depends on nothing.
"""
from dataclasses import dataclass
from typing import Dict, FrozenSet, List, Optional, Tuple

# What an autohelper needs to be computed (the layer that provides it).
BOARD = "board"            # the board alone
READING = "reading"        # tactical reading (attack / find_defense)
CONNECTION = "connection"  # connection reading (string_connect, disconnect)
WORMS = "worms"            # worm data (cutting stones, higher-order liberties)
DRAGONS = "dragons"        # dragon data (status, amalgamation)
EYES = "eyes"              # eye space analysis
INFLUENCE = "influence"    # territory, moyo and area estimates
OWL = "owl"                # data of the owl search in progress
MOVES = "moves"            # move reasons (actions that register or veto moves)
GAME = "game"              # game-level facts (handicap, scoring, symmetry)
NEEDS = (BOARD, READING, CONNECTION, WORMS, DRAGONS, EYES, INFLUENCE, OWL, MOVES, GAME)

# Where a function may appear.
CONSTRAINT = "constraint"
ACTION = "action"
ANYWHERE = "anywhere"


@dataclass(frozen=True)
class Autohelper:
    """One function of the vocabulary."""

    name: str
    signature: str
    returns: str          # bool, int, float, code, status or none
    needs: str
    meaning: str
    where: str = ANYWHERE

    @property
    def kinds(self) -> Tuple[str, Optional[str], str, str]:
        """``(fixed prefix, repeated kind or None, repeat suffix, fixed suffix)``."""
        sig = self.signature
        for k, ch in enumerate(sig):
            if ch in "+*":
                return sig[:k - 1], sig[k - 1], ch, sig[k + 1:]
        return sig, None, "", ""

    @property
    def min_args(self) -> int:
        before, rep, mark, after = self.kinds
        return len(before) + len(after) + (1 if rep and mark == "+" else 0)

    @property
    def max_args(self) -> Optional[int]:
        before, rep, _, after = self.kinds
        return None if rep else len(before) + len(after)

    def arg_kinds(self, n: int) -> str:
        """The kind of each of ``n`` arguments (``n`` must be a valid arity)."""
        before, rep, _, after = self.kinds
        middle = (rep or "") * (n - len(before) - len(after))
        return before + middle + after

    def arity_text(self) -> str:
        lo, hi = self.min_args, self.max_args
        return str(lo) if hi == lo else (f"at least {lo}" if hi is None else f"{lo}..{hi}")


def _table(*entries: Autohelper) -> Dict[str, Autohelper]:
    return {e.name: e for e in entries}


A = Autohelper
AUTOHELPERS: Dict[str, Autohelper] = _table(
    # --- the board alone
    A("lib", "S", "int", BOARD, "number of liberties of the string at x"),
    A("xlib", "E", "int", BOARD, "liberties an X stone played at the empty point x would have "
      "(captures counted)"),
    A("olib", "E", "int", BOARD, "liberties an O stone played at the empty point x would have "
      "(captures counted)"),
    A("ko", "P", "bool", BOARD, "x is a stone whose capture would be a ko capture, or an "
      "empty point where a ko capture is possible"),
    A("legal_xmove", "E", "bool", BOARD, "X may legally play at x"),
    A("legal_omove", "E", "bool", BOARD, "O may legally play at x"),
    A("o_somewhere", "P+", "bool", BOARD, "O has a stone on at least one of the points"),
    A("x_somewhere", "P+", "bool", BOARD, "X has a stone on at least one of the points"),
    A("same_string", "SS", "bool", BOARD, "the two stones belong to one string"),
    A("wormsize", "S", "int", BOARD, "number of stones of the string at x"),
    A("o_captures_something", "E", "bool", BOARD, "an O move at x captures at least one string"),
    A("x_captures_something", "E", "bool", BOARD, "an X move at x captures at least one string"),
    A("x_suicide", "E", "bool", BOARD, "an X move at x would be suicide"),
    A("o_visible_along_edge", "PP", "bool", BOARD, "walking along the edge from x towards y, "
      "the first stone seen is O (x and y at the same distance from the edge)"),
    A("x_visible_along_edge", "PP", "bool", BOARD, "as o_visible_along_edge, for an X stone"),
    A("adjacent_to_stone_in_atari", "S", "bool", BOARD, "an enemy string next to the string "
      "at x has a single liberty"),
    A("vital_chain", "S", "bool", BOARD, "capturing the string at x would give the capturer an "
      "eye: approximated as 'not a lone stone on the first line'"),
    A("oplay_lib", "M*P", "int", BOARD, "play the moves (O first) and count the liberties of "
      "the string at the last point (0 if it is gone)"),
    # --- tactical reading
    A("attack", "S", "code", READING, "result code of the best attack on the string at x "
      "(0 if it cannot be captured)"),
    A("defend", "S", "code", READING, "result code of the best defence of the string at x; "
      "0 if it cannot be defended or is not attacked"),
    A("safe_xmove", "E", "code", READING, "an X stone at x is legal and cannot be captured "
      "at once (result code)"),
    A("safe_omove", "E", "code", READING, "an O stone at x is legal and cannot be captured "
      "at once (result code)"),
    A("does_attack", "ES", "code", READING, "a move at x (by the string's enemy) captures "
      "the string at y, which is not already dead"),
    A("does_defend", "ES", "code", READING, "a move at x (by the string's owner) saves "
      "the string at y, which could be captured otherwise"),
    A("odefend_against", "EE", "bool", READING, "after an O move at x, X can no longer play "
      "safely at y"),
    A("xdefend_against", "EE", "bool", READING, "after an X move at x, O can no longer play "
      "safely at y"),
    A("oplay_attack", "M+P", "code", READING, "play the moves (O first), then: can the "
      "string at the last point be captured? (gone counts as captured)"),
    A("xplay_attack", "M+P", "code", READING, "as oplay_attack, X moving first"),
    A("oplay_defend", "M+P", "code", READING, "play the moves (O first), then: is the string "
      "at the last point safe, or can it be defended? (gone counts as lost)"),
    A("xplay_defend", "M+P", "code", READING, "as oplay_defend, X moving first"),
    A("oplay_attack_either", "M+PP", "code", READING, "play the moves (O first), then: can "
      "either of the last two strings be captured?"),
    A("xplay_attack_either", "M+PP", "code", READING, "as oplay_attack_either, X moving first"),
    A("oplay_defend_both", "M+PP", "code", READING, "play the moves (O first), then: can both "
      "of the last two strings be saved?"),
    A("xplay_defend_both", "M+PP", "code", READING, "as oplay_defend_both, X moving first"),
    A("seki_helper", "S", "bool", READING, "the string at x cannot capture any of its "
      "neighbours (a seki-making move there might work)"),
    A("adjacent_to_defendable_stone_in_atari", "S", "bool", READING, "an enemy string next to "
      "the string at x is in atari and can be defended"),
    A("connect_and_cut_helper", "PPP", "bool", READING, "the connect-and-cut tesuji: O plays "
      "to connect at the second point and can then cut at the third"),
    A("connect_and_cut_helper2", "PPP", "bool", READING, "variant of connect_and_cut_helper "
      "with the move played first"),
    A("finish_ko_helper", "S", "bool", READING, "capturing the single stone at x ends a ko "
      "(the capturing stone cannot be taken back)"),
    A("squeeze_ko_helper", "S", "bool", READING, "the stone at x takes part in a squeezing "
      "ko that O should resolve"),
    A("bent_four_helper", "S", "bool", READING, "capturing the string at x leaves a bent four "
      "in the corner"),
    A("distrust_tactics_helper", "S", "bool", READING, "tactical reading of the string at x "
      "is not reliable enough to act on"),
    # --- connection reading
    A("oplay_connect", "M*PP", "code", CONNECTION, "play the moves (O first), then: can the "
      "last two strings be connected?"),
    A("xplay_connect", "M*PP", "code", CONNECTION, "as oplay_connect, X moving first"),
    A("oplay_disconnect", "M*PP", "code", CONNECTION, "play the moves (O first), then: can "
      "the last two strings be disconnected?"),
    A("xplay_disconnect", "M*PP", "code", CONNECTION, "as oplay_disconnect, X moving first"),
    A("oplay_break_through", "M*PPP", "int", CONNECTION, "play the moves (O first); for the "
      "shape .y. / xXz can X capture one of x, y, z (1) or cut through (2)?"),
    A("xplay_break_through", "M*PPP", "int", CONNECTION, "as oplay_break_through, X first"),
    A("disconnect_helper", "SS", "bool", CONNECTION, "the two strings can be disconnected"),
    # --- worm data
    A("lib2", "S", "int", WORMS, "number of second-order liberties of the worm at x"),
    A("lib3", "S", "int", WORMS, "number of third-order liberties of the worm at x"),
    A("lib4", "S", "int", WORMS, "number of fourth-order liberties of the worm at x"),
    A("xcut", "E", "bool", WORMS, "X can cut at x, or a connection through x is inhibited "
      "(cut_possible)"),
    A("ocut", "E", "bool", WORMS, "O can cut at x (cut_possible)"),
    A("potential_cutstone", "S", "bool", WORMS, "saving the worm at x would introduce at "
      "least two new cutting points"),
    A("remove_attack", "S", "none", WORMS, "tell the tactical analysis that the supposed "
      "attack on x does not work", ACTION),
    # --- dragon data
    A("status", "S", "status", DRAGONS, "matcher status of the dragon at x"),
    A("alive", "S", "bool", DRAGONS, "the dragon at x is alive"),
    A("unknown", "S", "bool", DRAGONS, "the status of the dragon at x is unknown"),
    A("critical", "S", "bool", DRAGONS, "the dragon at x is critical"),
    A("dead", "S", "bool", DRAGONS, "the dragon at x is dead"),
    A("weak", "S", "bool", DRAGONS, "the dragon at x is weak"),
    A("weakness", "S", "float", DRAGONS, "weakness of the dragon at x, from 0 (strong) to 1"),
    A("genus", "S", "int", DRAGONS, "number of eyes of the dragon at x"),
    A("dragonsize", "S", "int", DRAGONS, "number of stones of the dragon at x"),
    A("effective_size", "S", "float", DRAGONS, "effective size of the dragon at x (stones "
      "plus the points nearer to it than to other strings)"),
    A("same_dragon", "SS", "bool", DRAGONS, "the two stones belong to one dragon"),
    A("o_alive_somewhere", "P+", "bool", DRAGONS, "one of the points holds an O stone of a "
      "dragon that is not dead"),
    A("x_alive_somewhere", "P+", "bool", DRAGONS, "one of the points holds an X stone of a "
      "dragon that is not dead"),
    A("is_surrounded", "S", "bool", DRAGONS, "the dragon at x is surrounded"),
    A("area_stone", "S", "int", DRAGONS, "number of stones in the area around x"),
    A("area_space", "S", "int", DRAGONS, "amount of space in the area around x"),
    A("amalgamate", "SS", "none", DRAGONS, "join the dragons at x and y", ACTION),
    A("amalgamate_most_valuable_helper", "SSS", "none", DRAGONS, "join the dragon at y with "
      "the larger of the dragons at x and z", ACTION),
    A("not_lunch", "SS", "none", DRAGONS, "x must not count as a lunch of the dragon at y",
      ACTION),
    # --- eye spaces
    A("eye", "E", "bool", EYES, "x is eye space for either colour"),
    A("proper_eye", "E", "bool", EYES, "x is non-marginal eye space"),
    A("marginal_eye", "E", "bool", EYES, "x is marginal eye space"),
    A("halfeye", "E", "bool", EYES, "x is a half eye"),
    A("false_eye", "E", "bool", EYES, "x is a false eye"),
    A("false_eye_territory", "E", "bool", EYES, "x is a false eye that still counts as "
      "territory"),
    A("max_eye_value", "E", "int", EYES, "largest eye value of the eye spaces at x"),
    A("obvious_false_oeye", "E", "bool", EYES, "x is obviously a false eye for O"),
    A("obvious_false_xeye", "E", "bool", EYES, "x is obviously a false eye for X"),
    A("make_proper_eye", "E", "none", EYES, "reclassify the marginal eye space x as proper",
      ACTION),
    A("remove_halfeye", "E", "none", EYES, "remove a half eye from the eye space", ACTION),
    A("remove_eyepoint", "E", "none", EYES, "remove an eye point (before eye spaces are "
      "segmented)", ACTION),
    # --- influence
    A("xarea", "P", "bool", INFLUENCE, "x is an X stone or empty point in X's area"),
    A("oarea", "P", "bool", INFLUENCE, "x is an O stone or empty point in O's area"),
    A("xmoyo", "P", "bool", INFLUENCE, "x is in X's moyo"),
    A("omoyo", "P", "bool", INFLUENCE, "x is in O's moyo"),
    A("xterri", "P", "bool", INFLUENCE, "x is X's territory"),
    A("oterri", "P", "bool", INFLUENCE, "x is O's territory"),
    A("omoyo_opposite", "P", "bool", INFLUENCE, "x is in O's moyo as seen by the opponent"),
    A("non_xterritory", "P", "none", INFLUENCE, "x cannot become X's territory", ACTION),
    A("non_oterritory", "P", "none", INFLUENCE, "x cannot become O's territory", ACTION),
    # --- owl
    A("owl_escape_value", "P", "int", OWL, "escape value at x for the owl goal dragon"),
    A("owl_goal_dragon", "S", "bool", OWL, "x belongs to the owl goal dragon"),
    A("owl_eyespace", "P", "bool", OWL, "x is eye space of the goal dragon"),
    A("owl_big_eyespace", "P", "bool", OWL, "x is in a large eye space of the goal dragon"),
    A("owl_proper_eye", "P", "bool", OWL, "x is proper eye space of the goal dragon"),
    A("owl_strong_dragon", "S", "bool", OWL, "the dragon at x is strong in the owl search"),
    A("owl_topological_eye", "PS", "int", OWL, "sum of the diagonal values at the eye point "
      "x for the colour of y: 2 true eye, 3 half eye, 4 or more false"),
    A("owl_maxeye", "P", "int", OWL, "largest eye value of the owl eye space at x"),
    A("owl_mineye", "P", "int", OWL, "smallest eye value of the owl eye space at x"),
    A("owl_eye_size", "P", "int", OWL, "size of the owl eye space at x"),
    A("owl_lunch", "S", "bool", OWL, "the string at x is a lunch of the goal dragon"),
    A("owl_threatens", "PS", "bool", OWL, "a move at x threatens the dragon at y"),
    # --- move reasons (actions)
    A("antisuji", "P", "none", MOVES, "x is a move that must never be played", ACTION),
    A("replace", "PP", "none", MOVES, "points assigned to the move x go to y instead", ACTION),
    A("backfill_replace", "PS", "none", MOVES, "if x is a backfilling move for the string "
      "at y, its value goes to the better move", ACTION),
    A("backfill_helper", "PPP", "none", MOVES, "register the backfilling sequence x, y, z",
      ACTION),
    A("prevent_attack_threat", "S", "none", MOVES, "add a reverse followup value: the "
      "opponent's move here would threaten x", ACTION),
    A("threaten_to_save", "S", "none", MOVES, "add a followup value for threatening to rescue "
      "the dead string x", ACTION),
    A("defend_against_atari", "S", "none", MOVES, "add a reverse followup value for the "
      "string x, which could be put in atari", ACTION),
    A("add_connect_move", "SS", "none", MOVES, "the move connects the strings x and y",
      ACTION),
    A("add_cut_move", "SS", "none", MOVES, "the move threatens to cut x from y", ACTION),
    A("add_attack_either_move", "SS", "none", MOVES, "the move attacks x or y", ACTION),
    A("add_defend_both_move", "SS", "none", MOVES, "the move defends both x and y", ACTION),
    A("test_attack_either_move", "SS", "none", MOVES, "add an attack-either reason if the "
      "move really threatens x or y", ACTION),
    A("known_safe_move", "E", "none", MOVES, "x is known to be tactically safe", ACTION),
    A("good_attack_threat", "ES", "none", MOVES, "x is a good threat to capture y", ACTION),
    # --- game
    A("total_handicap_stones", "", "int", GAME, "number of handicap stones of the game"),
    A("remaining_handicap_stones", "", "int", GAME, "handicap stones not yet placed"),
    A("break_mirror_helper", "P", "bool", GAME, "a move at x breaks mirror go"),
)
del A


@dataclass(frozen=True)
class Constant:
    """A named constant usable in expressions; its value comes from the engine."""

    name: str
    needs: str
    meaning: str


CONSTANTS: Dict[str, Constant] = {c.name: c for c in (
    Constant("WIN", READING, "reading result: success without ko"),
    Constant("KO_A", READING, "reading result: success through a ko the winner takes first"),
    Constant("KO_B", READING, "reading result: success through a ko the loser takes first"),
    Constant("LOSE", READING, "reading result: failure"),
    Constant("ALIVE", DRAGONS, "dragon status alive"),
    Constant("DEAD", DRAGONS, "dragon status dead"),
    Constant("CRITICAL", DRAGONS, "dragon status critical"),
    Constant("UNKNOWN", DRAGONS, "dragon status unknown"),
    Constant("doing_scoring", GAME, "true while the engine is scoring the game"),
)}


@dataclass(frozen=True)
class Helper:
    """A hand-written helper named in the colon line."""

    name: str
    needs: str
    meaning: str


HELPERS: Dict[str, Helper] = {h.name: h for h in (
    Helper("wedge_helper", READING, "the wedge between two O stones cannot be cut: X's draw "
           "back can be captured or O's connection leaves no safe cut"),
    Helper("cutstone2_helper", WORMS, "the cut separates worms whose rescue adds cutting points"),
    Helper("high_handicap_helper", GAME, "a move for White in a high handicap game"),
    Helper("jump_out_helper", DRAGONS, "the move jumps out of a weak dragon's enclosure"),
    Helper("jump_out_far_helper", DRAGONS, "a long jump out of a weak dragon's enclosure"),
    Helper("reinforce_helper", DRAGONS, "the move reinforces a weak dragon's defect"),
    Helper("thrash_around_helper", DRAGONS, "a desperate move for a dead dragon"),
    Helper("throw_in_atari_helper", READING, "throw in and atari to reduce liberties"),
)}

# Attribute maps: which ``name(argument)`` fields the colon line may hold
# (``N`` a number argument, ``L`` a label). Set by ``attribute_map``.
ATTRIBUTE_MAPS: Dict[str, Dict[str, str]] = {
    "none": {},
    "value_only": {"value": "N"},
    "general": {"value": "N", "minvalue": "N", "maxvalue": "N", "terri": "N",
                "minterri": "N", "maxterri": "N", "shape": "N", "followup": "N",
                "followup_value": "N", "reverse_followup": "N"},
    "owl_attack": {"value": "N", "threatens_to_capture": "L", "threatens_eye": "L"},
    "mc": {"weights": "W"},
    "owl_defense": {"value": "N", "threatens_to_capture": "L", "threatens_eye": "L",
                    "reverse_sente": "L"},
}

ATTRIBUTE_MEANINGS: Dict[str, str] = {
    "value": "the move's final value is at least this",
    "minvalue": "the move's final value is at least this",
    "maxvalue": "the move's final value is at most this",
    "terri": "the move's territorial value is at least this",
    "minterri": "the move's territorial value is at least this",
    "maxterri": "the move's territorial value is at most this",
    "shape": "added to the move's shape value",
    "followup": "added to the move's followup value",
    "followup_value": "added to the move's followup value",
    "reverse_followup": "added to the move's reverse followup value",
    "threatens_to_capture": "the move threatens to capture the labelled string",
    "threatens_eye": "the move threatens to make or destroy an eye at the label",
    "reverse_sente": "the move prevents the opponent's sente move at the label",
    "weights": "playout weights, each with the conditions it applies under",
}

# Classification letters of the colon line. Their meaning depends on the
# database; the text names the main uses. Any other letter is ignored with
# a lint warning, as GNU Go ignores it.
CLASSES: Dict[str, str] = {
    "s": "safety of the move is not checked (sacrifice)",
    "n": "also check that an X move at * could be captured",
    "O": "every O stone belongs to a dragon that is alive or unknown",
    "o": "every O stone belongs to a dragon that is dead or unknown",
    "X": "every X stone belongs to a dragon that is alive, unknown or critical",
    "x": "every X stone belongs to a dragon that is dead or unknown",
    "C": "the move connects the O dragons (conn.db: amalgamate the worms)",
    "c": "weak connection: strategic defence of the O dragons (aa: conditional)",
    "B": "the move cuts the X dragons (conn.db: cutting point; owl: not connected)",
    "b": "owl: the move is maybe not connected to the goal dragon",
    "e": "the move makes or secures territory (conn.db: eye space modification)",
    "E": "the move expands influence or moyo (influence.db: enhancement)",
    "d": "the move strategically defends the O dragons",
    "a": "the move strategically attacks the X dragons (owl: connects to the goal)",
    "J": "standard joseki move",
    "j": "slightly less urgent joseki move",
    "t": "minor joseki move, tenuki OK (barriers: non-territory)",
    "U": "urgent joseki move",
    "F": "fuseki pattern (random choice between equal moves)",
    "A": "attack.db: the move captures the X worms (barriers: stops O influence)",
    "D": "defense.db: the move saves the O worms (barriers: stops X influence)",
    "I": "influence.db: invasion point",
    "-": "placeholder for no classification",
}


def attribute_kinds(map_name: str) -> Dict[str, str]:
    """The attributes an ``attribute_map`` allows (KeyError if unknown)."""
    return ATTRIBUTE_MAPS[map_name]


def needs_of(name: str) -> str:
    """The layer an autohelper or constant needs (``board``, ``reading``...)."""
    if name in AUTOHELPERS:
        return AUTOHELPERS[name].needs
    return CONSTANTS[name].needs


def by_need() -> Dict[str, List[str]]:
    """Autohelper names grouped by what they need, sorted."""
    out: Dict[str, List[str]] = {n: [] for n in NEEDS}
    for a in AUTOHELPERS.values():
        out[a.needs].append(a.name)
    return {k: sorted(v) for k, v in out.items()}


ELEMENT_KINDS: FrozenSet[str] = frozenset(".XOxo,*?!QY")

"""Engine settings: one frozen object, passed down, never global.

Counterpart of the settings GNU Go keeps in ``globals.c`` (``depth``,
``backfill_depth``, ... and the command-line options), gathered in
immutable dataclasses. A change is a new object (``dataclasses.replace``),
so an analysis made under one config can never see another.
Depends on nothing in the engine.
"""
from dataclasses import dataclass, field, replace
from typing import Optional

TERRITORY = "territory"   # Japanese-style counting (GNU Go's default)
AREA = "area"             # Chinese-style counting
RULES = (TERRITORY, AREA)
RULE_ALIASES = {"japanese": TERRITORY, "territory": TERRITORY,
                "chinese": AREA, "area": AREA}

# Move generators (see engine/players.py); the first is the default.
PLAYERS = ("genmove", "montecarlo", "valuation", "baseline", "random")
DEFAULT_PLAYER = PLAYERS[0]

MIN_LEVEL = 1
MAX_LEVEL = 10
DEFAULT_LEVEL = 10


@dataclass(frozen=True)
class ReadingDepths:
    """Depth and node limits of the reading code, with GNU Go's defaults.

    Names and defaults follow GNU Go 3.8 (manual section 11.1.3): beyond
    ``depth`` a string that gets three liberties is taken to be alive;
    ``branch_depth`` stops branching; ``backfill_depth``, ``fourlib_depth``
    and ``ko_depth`` bound backfilling, attacks on four-liberty strings and
    hypothetical ko captures.
    """

    depth: int = 16
    branch_depth: int = 13
    backfill_depth: int = 12
    backfill2_depth: int = 5
    break_chain_depth: int = 7
    superstring_depth: int = 7
    fourlib_depth: int = 7
    ko_depth: int = 8
    aa_depth: int = 6
    owl_distrust_depth: int = 6
    owl_branch_depth: int = 8
    owl_reading_depth: int = 20
    semeai_branch_depth: int = 12
    semeai_branch_depth2: int = 6
    connect_depth: int = 64
    connect_depth2: int = 20
    breakin_depth: int = 14
    owl_node_limit: int = 1000
    semeai_node_limit: int = 500
    connect_node_limit: int = 2000
    breakin_node_limit: int = 400

    # The depths that GNU Go's increase_depths/decrease_depths move by one.
    _MODIFIED = ("depth", "branch_depth", "backfill_depth", "backfill2_depth",
                 "break_chain_depth", "superstring_depth", "fourlib_depth",
                 "ko_depth")

    def shifted(self, amount: int) -> "ReadingDepths":
        """All tactical depths moved by ``amount`` (GNU Go's
        ``increase_depths`` for +1, ``decrease_depths`` for -1)."""
        return replace(self, **{name: max(getattr(self, name) + amount, 0)
                                for name in self._MODIFIED})

    @classmethod
    def for_level(cls, level: int) -> "ReadingDepths":
        """Depths for ``--level`` (10 gives GNU Go's defaults; each level
        below takes one off the tactical depths, as GNU Go's
        ``set_depth_values`` does, and scales the node limits)."""
        base = cls()
        delta = level - DEFAULT_LEVEL
        shifted = base.shifted(delta)
        scale = max(0.2, 1.0 + 0.1 * delta)
        return replace(shifted,
                       owl_node_limit=int(base.owl_node_limit * scale),
                       semeai_node_limit=int(base.semeai_node_limit * scale),
                       connect_node_limit=int(base.connect_node_limit * scale),
                       breakin_node_limit=int(base.breakin_node_limit * scale))


@dataclass(frozen=True)
class TimeSettings:
    """Canadian byo-yomi as GTP's ``time_settings`` states it (seconds).

    ``byo_yomi_time > 0`` with ``byo_yomi_stones == 0`` means no time limit
    (the spec's convention); ``byo_yomi_time == 0`` means absolute time.
    """

    main_time: int = 0
    byo_yomi_time: int = 1
    byo_yomi_stones: int = 0
    # Japanese byo-yomi (kgs-time_settings byoyomi): this many periods of
    # byo_yomi_time seconds, one move per period. 0 for Canadian.
    byo_yomi_periods: int = 0

    @property
    def unlimited(self) -> bool:
        return self.byo_yomi_time > 0 and self.byo_yomi_stones == 0


@dataclass(frozen=True)
class EngineConfig:
    """Everything that shapes the engine's answers.

    Same config, same position and same seed give the same answer.
    """

    boardsize: int = 19
    komi: float = 0.0
    rules: str = TERRITORY
    level: int = DEFAULT_LEVEL
    seed: int = 0
    allow_suicide: bool = False
    superko: bool = False
    time: TimeSettings = field(default_factory=TimeSettings)
    depths: ReadingDepths = field(default_factory=ReadingDepths)
    # Resignation is off unless asked for; when on, below this estimated
    # score margin (in points) the engine resigns.
    resign: bool = False
    resign_margin: float = 60.0
    name: str = "Kosumi"
    pattern_dir: Optional[str] = None
    # Which move generator plays (PLAYERS): "genmove" (GNU Go's pipeline,
    # Monte Carlo on small boards), "montecarlo", "valuation", "baseline"
    # (simple and sound) or "random" (uniformly random legal moves, the
    # weakest opponent for measurements).
    player: str = DEFAULT_PLAYER
    # Boards up to this size are played by Monte Carlo search under the
    # default player; larger ones by the move-reason valuation. On 13x13
    # against GNU Go level 10 (8 games each) the valuation lost every game
    # by about 130 points, the search lost by a few points and won some.
    montecarlo_max_size: int = 13

    def montecarlo_plays(self, size: int) -> bool:
        """Whether the search chooses the moves on a board of this size
        (the valuation's values are then only its priors)."""
        return size <= self.montecarlo_max_size

    def __post_init__(self) -> None:
        if self.rules not in RULES:
            raise ValueError(f"unknown rules {self.rules!r}; use one of {RULES}")
        if not MIN_LEVEL <= self.level <= MAX_LEVEL:
            raise ValueError(f"level must be in {MIN_LEVEL}..{MAX_LEVEL}")
        if self.player not in PLAYERS:
            raise ValueError(f"unknown player {self.player!r}; use one of {PLAYERS}")

    @classmethod
    def create(cls, level: int = DEFAULT_LEVEL, rules: str = TERRITORY, **kwargs) -> "EngineConfig":
        """A config whose reading depths follow ``level``; rules may be an
        alias (``japanese``, ``chinese``)."""
        canonical = RULE_ALIASES.get(rules.lower())
        if canonical is None:
            raise ValueError(f"unknown rules {rules!r}")
        return cls(level=level, rules=canonical, depths=ReadingDepths.for_level(level), **kwargs)

    def with_depths(self, amount: int) -> "EngineConfig":
        """This config with tactical depths moved by ``amount``."""
        return replace(self, depths=self.depths.shifted(amount))

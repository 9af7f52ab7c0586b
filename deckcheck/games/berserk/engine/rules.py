"""The rules options of the Berserk engine, read from ``cardsets/berserk/rules.yaml``.

Every choice the seeds leave open is an option there, with its source; :class:`Rules`
holds the values, the dice table (``strike-table.yaml``, found next to the rules file)
and the format's squad rules. Variants are made with :func:`dataclasses.replace`:

>>> from dataclasses import replace
>>> rules = load_rules()
>>> rules.turn_limit, rules.adjacency, rules.squad.deal
(200, 'eight', 15)
>>> replace(rules, adjacency="four").digest() != rules.digest()
True
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import Any

from deckcheck.engine.base import read_rules
from deckcheck.formats.model import SquadRules
from deckcheck.games.berserk.engine import board
from deckcheck.games.berserk.engine.cards import Vocabulary, load_vocabulary
from deckcheck.games.berserk.engine.strikes import StrikeTable, load_strike_table
from deckcheck.resources import game_dir

RULES_SCHEMA = "berserk-rules.schema.json"

#: Placement tiers: for each seat (0 = First player, 1 = Second), cells in tier order.
Tiers = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Rules:
    """The option values of ``rules.yaml`` (see that file for each one's source)."""

    squad_format: str
    first_player: str
    recruitment: str
    max_mulligans: int
    squad_needs_creature: bool
    missing_movement: int | str
    #: Tiers for the First and the Second player, as lists of player-relative
    #: (row, column) pairs; :meth:`tiers` turns them into cells of a seat.
    placement: tuple[tuple[tuple[tuple[int, str], ...], ...], ...]
    hidden_row: int
    adjacency: str
    flyer_defenders: bool
    defender_closes: str
    face_down_targets: str
    strike_artifacts: bool
    zero_strike_cannot_attack: bool
    first_turn_weakness_at_setup: bool
    symbiote_without_host: str
    symbiotes_per_host: int
    graveyard_order: str
    graveyard_keeps: tuple[str, ...]
    turn_limit: int
    stall_limit: int
    #: A host and the symbiote or parasite on its cell count as "рядом" (issue 13 item 8).
    same_cell_adjacent: bool = True
    #: When a creature with incarnation comes back from the graveyard (rules.yaml).
    incarnation: str = "turn_start_tokens"
    #: How much a clumsy creature (Неповоротливость) takes off its own die in a
    #: simple-strike fight, attacking or struck; 0 plays the keyword as nothing (rules.yaml).
    clumsiness: int = 1
    #: What stamina (Стойкость) stops: "effects" - the wounds and the destruction that an
    #: effect which is not an attack brings; "off" - nothing (rules.yaml).
    stamina: str = "effects"
    #: How long an effect lasts when its card prints no end: "lasting" - while the card
    #: it changed stays in play (rules.yaml; abilities.durations).
    effect_duration: str = "lasting"
    #: When instant actions are offered: "every_resolution" - after each action of the
    #: active player resolves, at the end of each turn, before and after the dice of
    #: every attack (rules.yaml; abilities.WINDOWS); "strikes_only" - at the start of the
    #: opponent's turn and around simple strikes only (a variant).
    instant_windows: str = "every_resolution"
    #: The dice table, the keyword vocabulary and the squad rules (not options, but part
    #: of what a game is played by: the digest covers them).
    strikes: StrikeTable = field(repr=False, compare=False, default_factory=load_strike_table)
    vocabulary: Vocabulary = field(repr=False, compare=False, default_factory=load_vocabulary)
    squad: SquadRules = field(repr=False, compare=False, init=False)

    def __post_init__(self) -> None:
        from deckcheck.games.berserk.squads.rules import squad_rules

        object.__setattr__(self, "squad", squad_rules(self.squad_format))
        for role, tiers in enumerate(self.placement):
            cells = [(r, c) for tier in tiers for r, c in tier]
            if sorted(cells) != sorted((r, c) for r in (1, 2, 3) for c in board.COLUMNS):
                who = ("first", "second")[role]
                raise ValueError(
                    f"placement.{who}: the tiers must cover the 15 cells of a half exactly once"
                )

    @classmethod
    def from_options(cls, options: dict[str, Any], **extra: Any) -> Rules:
        """Rules from the ``options`` mapping of a schema-valid ``rules.yaml``."""
        names = [f.name for f in fields(cls) if f.name not in ("strikes", "vocabulary", "squad")]
        values = {name: options[name]["value"] for name in names if name in options}
        values["placement"] = tuple(
            tuple(
                tuple(
                    (row, column)
                    for block in tier
                    for row in block["rows"]
                    for column in block["columns"]
                )
                for tier in values["placement"][role]
            )
            for role in ("first", "second")
        )
        values["graveyard_keeps"] = tuple(values["graveyard_keeps"])
        return cls(**values, **extra)

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        # Rules travel to worker processes; the squad rules (read-only mappings, which do
        # not pickle) are looked up again from squad_format on arrival.
        return _rebuild, ({f.name: getattr(self, f.name) for f in fields(self) if f.init},)

    def tiers(self, seat: int, role: int) -> Tiers:
        """The placement tiers of ``seat`` playing ``role`` (0 First, 1 Second), as cells."""
        return tuple(
            tuple(board.board_cell(seat, row, column) for row, column in tier)
            for tier in self.placement[role]
        )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in fields(self):
            if f.name in ("strikes", "vocabulary", "squad"):
                continue
            value = getattr(self, f.name)
            if f.name == "placement":
                value = [[[list(cell) for cell in tier] for tier in role] for role in value]
            elif isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
        return data

    def digest(self) -> str:
        """12 hex digits of SHA-256 over the options, the dice table, the keywords and the
        squad rules."""
        squad = self.squad
        payload = {
            "options": self.to_json(),
            "strikes": self.strikes.canonical,
            "abilities": self.vocabulary.digest,
            "squad": [
                squad.deal,
                squad.first.gold,
                squad.first.silver,
                squad.second.gold,
                squad.second.silver,
                squad.elite_gold_only,
                squad.element_penalty_gold,
                squad.flyer_crystal_cap,
                squad.unique_max_in_squad,
                squad.mulligan_gold,
            ],
        }
        text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _rebuild(values: dict[str, Any]) -> Rules:
    return Rules(**values)


def rules_path() -> Path:
    return game_dir("berserk") / "rules.yaml"


def load_rules(path: Path | None = None) -> Rules:
    """The rules in ``path`` (default: the bundled ``rules.yaml``), schema-checked.

    A ``strike-table.yaml`` next to ``path`` replaces the bundled dice table. Raises
    :class:`~deckcheck.errors.LoadError` with every problem found.
    """
    if path is None:
        return _bundled_rules()
    return _read(path)


@cache
def _bundled_rules() -> Rules:
    return _read(rules_path())


def _read(path: Path) -> Rules:
    # A strike-table.yaml next to a rules file of one's own replaces the bundled table.
    table = path.parent / "strike-table.yaml"

    def build(options: dict[str, Any]) -> Rules:
        strikes = load_strike_table(table) if table.is_file() else load_strike_table()
        return Rules.from_options(options, strikes=strikes)

    return read_rules(path, RULES_SCHEMA, build)

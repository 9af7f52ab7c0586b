"""The rules options of the Cardcaptors engine, read from ``cardsets/ccs/rules.yaml``.

Every number and every reading of an unclear rule is an option there, with its source;
:class:`Rules` holds the values. Variants are made with :func:`dataclasses.replace`:

>>> from dataclasses import replace
>>> rules = load_rules()
>>> rules.hand_size, rules.win_patterns[-1]
(5, (4,))
>>> replace(rules, tie_captures=False).tie_captures
False
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, fields
from functools import cache
from pathlib import Path
from typing import Any

from deckcheck.engine.base import read_rules
from deckcheck.resources import game_dir

RULES_SCHEMA = "ccs-rules.schema.json"


@dataclass(frozen=True)
class Rules:
    """The option values of ``rules.yaml`` (see that file for each one's source)."""

    hand_size: int
    drop_limit: int
    max_spirits_in_play: int
    spirits_revealed_per_turn: int
    capture_attempts_per_turn: int
    match_bonus: int
    tie_captures: bool
    opponent_must_exceed: bool
    upgrade_needs_higher_power: bool
    opponent_may_upgrade: bool
    upgrade_voids: str
    reinforcement_answer: str
    reinforcement_character_on_side: bool
    reinforcement_once_per_battle: bool
    major_capture_without_battle: bool
    major_captured_this_turn: bool
    first_catcher: str
    spirit_pile: str
    pile_exhausted: str
    empty_deck: str
    turn_limit: int
    stall_limit: int
    battle_value_floor: int
    win_patterns: tuple[tuple[int, ...], ...]

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> Rules:
        """Rules from the ``options`` mapping of a schema-valid ``rules.yaml``."""
        values = {f.name: options[f.name]["value"] for f in fields(cls)}
        values["win_patterns"] = tuple(
            tuple(sorted(pattern, reverse=True)) for pattern in values["win_patterns"]
        )
        return cls(**values)

    @property
    def fewest_to_win(self) -> int:
        """The fewest captured spirits any win pattern needs (a capture by a seat holding
        fewer cannot win, so the engine checks no pattern). Computed at each call, not
        cached on the instance: an instance dict written after creation would leave every
        read of an option unspecialised by the interpreter (a game state reads it once).
        Loops, not min() of a generator: compiled, a generator is an object a call."""
        fewest = -1
        for pattern in self.win_patterns:
            total = 0
            for need in pattern:
                total += need
            if fewest < 0 or total < fewest:
                fewest = total
        return fewest if fewest >= 0 else 0

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        # Rules travel to worker processes. Compiled (mypyc), a frozen dataclass cannot be
        # unpickled field by field (each assignment is refused): it is built anew.
        return _rebuild, ({f.name: getattr(self, f.name) for f in fields(self)},)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["win_patterns"] = [list(p) for p in self.win_patterns]
        return data

    def digest(self) -> str:
        """12 hex digits of SHA-256 over the canonical JSON of the values."""
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _rebuild(values: dict[str, Any]) -> Rules:
    return Rules(**values)


def rules_path() -> Path:
    return game_dir("ccs") / "rules.yaml"


def load_rules(path: Path | None = None) -> Rules:
    """The rules in ``path`` (default: the bundled ``rules.yaml``), schema-checked.

    Raises :class:`~deckcheck.errors.LoadError` with every problem in the file.
    """
    if path is None:
        return _bundled_rules()
    return _read(path)


@cache
def _bundled_rules() -> Rules:
    return _read(rules_path())


def _read(path: Path) -> Rules:
    return read_rules(path, RULES_SCHEMA, Rules.from_options)

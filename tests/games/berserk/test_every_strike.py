"""``every_strike``: a strike bonus printed for all of a card's strikes (VS-002's +1
against mountains creatures); the card scenarios are in test_card_scenarios_vs.py."""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability

BONUS: dict[str, Any] = {"trigger": "on_attack", "every_strike": True,
                         "target": {"side": "other", "if": {"element": "mountains"}},
                         "effects": [{"strike": 1}]}


def test_a_bonus_for_every_strike_says_so() -> None:
    words = compile_ability(BONUS, "VS-900").describe()
    assert "+1 to each of its strikes against mountains cards" in words
    plain = compile_ability({**BONUS, "every_strike": False}, "VS-900").describe()
    assert "+1 to the simple strike" in plain


@pytest.mark.parametrize("record", [
    {**BONUS, "trigger": "tap", "target": {"side": "self"}},  # an ability that acts
    {**BONUS, "effects": [{"strike": 1}, {"dice": 1}]},  # a die is a simple strike's
    {**BONUS, "on_hit": "any"},  # a hit is a simple strike's
])
def test_every_strike_is_only_for_a_strike_bonus(record: dict[str, Any]) -> None:
    with pytest.raises(AbilityError, match="every_strike"):
        compile_ability(record, "VS-900")

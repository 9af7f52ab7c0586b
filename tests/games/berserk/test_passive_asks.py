"""passives.strike_reach asks the condition of a passive with a strike_reach only: the
main listing asks it of every card with a rare trigger, whose other passives' conditions
it has no use for. The reach is the one its holding passives give."""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import language
from deckcheck.games.berserk.engine.abilities.passives import strike_reach
from deckcheck.games.berserk.engine.state import State
from tests.games.berserk.helpers import SYNTHETIC, Put, arrange, card, synthetic, table_with
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1

ABILITIES: dict[str, Any] = {
    "VS-975": {"complete": True, "abilities": [
        {"name": "sore spear", "trigger": "static", "if": {"wounded": True},
         "effects": [{"strike_reach": 2}]},
        {"name": "iron hide", "trigger": "static", "if": {"open": True},
         "effects": [{"stamina": True}]}]},
}
CARDS = (synthetic("VS-975", name="Тест 975"),)


def synthetic_position(*puts: Put) -> State:
    return arrange(puts, table=table_with((*SYNTHETIC, *CARDS), ABILITIES))


def test_strike_reach_is_its_holding_passives_and_asks_only_their_conditions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = synthetic_position(Put("VS-975", 0, "c3"), SPARE_0, SPARE_1)
    spear = card(s, "VS-975", 0)
    asked: list[object] = []
    holds = language.Condition.holds
    if not isinstance(holds, type(lambda: 0)):  # compiled: its method cannot be watched
        pytest.skip("the compiled Condition.holds is not patched")

    def watched(self: language.Condition, state: Any, c: int) -> bool:
        asked.append(self)
        return holds(self, state, c)

    monkeypatch.setattr(language.Condition, "holds", watched)
    assert strike_reach(s, spear) == 1  # unwounded: its spear does not reach
    s.wounds[spear] = 1
    assert strike_reach(s, spear) == 2
    spear_if, hide_if = (a.condition for a in s.abilities_of(spear))
    assert asked == [spear_if, spear_if] and hide_if not in asked

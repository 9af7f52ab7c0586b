"""Formation (Строй) and valhalla (Вальхалла) cards, each printed clause played in an
arranged position where it matters and where the text rules it out; and the language
additions they needed: a passive stamina that counts as the keyword (seed 110.3: an
effect gives the card the ability), a protection of a value (``reduce`` ``at_least``),
a keyword granted for some turns (``grant`` with ``until`` or ``turns``), the doubled
first valhalla of a turn (``valhalla_twice``) and a one-strike unanswerable mark.
"""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.engine.berserk.abilities import AbilityError, compile_ability
from deckcheck.engine.berserk.state import CHOOSE, MAIN, State
from tests.engine_berserk.helpers import Put, arrange, card, options, synthetic, table_with
from tests.engine_berserk.test_card_scenarios_vs import (
    SPARE_0,
    SPARE_1,
    act,
    offered,
    position,
    strike,
)

#: Synthetic cards for the language additions (the bundled cards use them too).
ABILITIES: dict[str, Any] = {
    "VS-961": {"complete": True, "abilities": [
        {"name": "iron will", "trigger": "static", "effects": [{"stamina": True}]}]},
    "VS-962": {"complete": True, "abilities": [
        {"name": "saga", "trigger": "static", "effects": [{"valhalla_twice": True}]}]},
    "VS-963": {"complete": True, "abilities": [
        {"name": "gift of stone", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"grant": "stamina", "turns": 2}]}]},
}
CARDS = (synthetic("VS-961", name="Тест 961"), synthetic("VS-962", name="Тест 962"),
         synthetic("VS-963", name="Тест 963"))


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table_with(CARDS, ABILITIES), **kwargs)


def claws(s: State, target: int) -> str:
    """VS-009's impact: 1 wound (not an attack: stamina stops it) and exposure."""
    return f"{s.at(card(s, 'VS-009', 1))} uses «sand claws» on {s.at(target)}"


def to_main(s: State) -> None:
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])


# --- the language: passive stamina, timed grants, valhalla twice, at_least ------------------


def test_a_passive_stamina_stops_an_impacts_wound_and_counts_as_the_keyword() -> None:
    s = synthetic_position(Put("VS-961", 0, "c3"), Put("VS-001", 0, "b3"),
                           Put("VS-009", 1, "e6"), SPARE_0, active=1)
    stout, plain = card(s, "VS-961", 0), card(s, "VS-001", 0)
    assert s.has_keyword(stout, "stamina") and not s.has_keyword(plain, "stamina")
    act(s, claws(s, stout))
    assert s.wounds[stout] == 0  # the impact's wound stopped (its exposure still lands)
    s = synthetic_position(Put("VS-961", 0, "c3"), Put("VS-001", 0, "b3"),
                           Put("VS-009", 1, "e6"), SPARE_0, active=1)
    act(s, claws(s, card(s, "VS-001", 0)))
    assert s.wounds[card(s, "VS-001", 0)] == 1


def test_a_passive_stamina_is_no_shield_against_attacks() -> None:
    s = synthetic_position(Put("VS-961", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                           active=1)
    stout, foe = card(s, "VS-961", 0), card(s, "VS-001", 1)
    strike(s, foe, stout, 6, 1)  # strong: 3
    assert s.wounds[stout] == 3


def test_a_grant_for_turns_lasts_them_then_goes_and_a_new_one_renews_it() -> None:
    s = synthetic_position(Put("VS-963", 0, "c3"), Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    giver, taker = card(s, "VS-963", 0), card(s, "VS-001", 0)
    act(s, f"{s.at(giver)} uses «gift of stone» on {s.at(taker)}")
    assert s.has_keyword(taker, "stamina")
    act(s, "end the turn")
    assert s.has_keyword(taker, "stamina")  # its second turn: the opponent's
    act(s, "end the turn")
    assert not s.has_keyword(taker, "stamina")  # gone at the end of the second


def test_grant_records_are_checked() -> None:
    with pytest.raises(AbilityError, match="not both"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"}, "effects": [
            {"grant": "stamina", "turns": 2, "until": "end_of_turn"}]}, "VS-900")
    with pytest.raises(AbilityError, match="turns"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"}, "effects": [
            {"grant": "stamina", "turns": "two"}]}, "VS-900")
    with pytest.raises(AbilityError, match="at_least"):
        compile_ability({"trigger": "tap", "effects": [{"wound": 1, "at_least": 3}]}, "VS-900")
    with pytest.raises(AbilityError, match="at_least"):
        compile_ability({"trigger": "static", "effects": [{"reduce": 0, "at_least": True}]},
                        "VS-900")
    with pytest.raises(AbilityError, match="no player to choose"):
        compile_ability({"trigger": "static", "target": {"side": "ally"},
                         "effects": [{"stamina": True}]}, "VS-900")


def test_valhalla_twice_works_only_from_play() -> None:
    for where, times in (("c3", 2), ("grave", 1)):
        s = synthetic_position(Put("VS-962", 0, where), Put("VS-059", 0, "grave"),
                               Put("NT-048", 0, "b3", wounds=3), SPARE_0, SPARE_1, active=1)
        olaf = card(s, "NT-048", 0)
        act(s, "end the turn")  # the only jordling: no choice to make
        assert s.wounds[olaf] == 3 - times and s.phase == MAIN, where

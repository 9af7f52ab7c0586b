"""Cards of issue 27's r3 'summon' round (deck, graveyard and prophecy clauses), each
clause on an arranged position, where it matters and where the text rules it out.

Only the public game API.
"""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.abilities.compiler import amount_choices
from tests.games.berserk.helpers import Put, card, options, texts
from tests.games.berserk.helpers.playing import pass_turns, turn_of
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    offered,
    position,
)

# --- VS-042 Знахарь племени: 3 counters and a tap: revive a creature closed, once a
# battle; valhalla (wound 1 and a counter); discharge 1 (keywords)


def test_vs_042_revives_a_creature_of_its_graveyard_closed_for_three_counters() -> None:
    s = position(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), Put("VS-002", 1, "grave"),
                 SPARE_0, SPARE_1)
    healer, mine, theirs = card(s, "VS-042", 0), card(s, "VS-001", 0), card(s, "VS-002", 1)
    call = f"{s.at(healer)} uses «call back the fallen» on "
    give_counters(s, healer, 3)
    assert not offered(s, call + s.at(theirs))  # not the enemy's graveyard
    act(s, call + s.at(mine))
    # its player picks the free cell next to it; the closing waits for the pick
    assert len([o for o in options(s) if " comes into play on " in o]) == 7  # b1: a spare
    act(s, next(o for o in options(s) if o.endswith(" comes into play on d3")))
    assert s.zone[mine] == s.zone[healer] and s.closed[mine] and s.where(mine) == "d3"
    assert s.counters(healer) == 0 and s.closed[healer]


def test_vs_042_revives_once_a_battle() -> None:
    s = position(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), Put("VS-002", 0, "grave"),
                 SPARE_0, SPARE_1)
    healer, lunger = card(s, "VS-042", 0), card(s, "VS-002", 0)
    give_counters(s, healer, 3)
    act(s, f"{s.at(healer)} uses «call back the fallen» on {s.at(card(s, 'VS-001', 0))}")
    act(s, next(o for o in options(s) if o.endswith(" comes into play on d3")))
    pass_turns(s, 1)
    turn_of(s, 0)  # its next turn: it is open again
    s.set_counters(healer, 6)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to a1")
    assert not s.closed[healer]
    assert not offered(s, f"{s.at(healer)} uses «call back the fallen» on {s.at(lunger)}")


def test_vs_042_two_counters_are_too_few() -> None:
    s = position(Put("VS-042", 0, "c2"), Put("VS-001", 0, "grave"), SPARE_0, SPARE_1)
    healer = card(s, "VS-042", 0)
    give_counters(s, healer, 2)
    assert not any("«call back the fallen»" in o for o in options(s))


# --- NT-189 Тайник Эллиона: a counter and a tap (impact): it goes back into the deck and
# an artifact costing 6 or less from the deck comes onto its cell


def test_nt_189_goes_back_into_the_deck_and_an_artifact_takes_its_cell() -> None:
    s = position(Put("NT-189", 0, "c2"), Put("VS-001", 0, "deck"), Put("NT-084", 0, "deck"),
                 Put("NT-009", 0, "deck"), SPARE_0, SPARE_1)
    cache, nomad, tower = card(s, "NT-189", 0), card(s, "VS-001", 0), card(s, "NT-084", 0)
    give_counters(s, cache, 1)
    act(s, f"{s.at(cache)} uses «hidden cache»")
    offers = [o for o in options(s) if "«hidden cache» on" in o]
    assert len(offers) == 2 and not any("Кочевник" in o for o in offers), offers
    act(s, f"{s.at(cache)} uses «hidden cache» on {s.label(tower)}")  # its player's pick
    assert s.at(tower).endswith("@c2")  # the artifact picked, not the creature
    assert s.zone[cache] == s.zone[card(s, "NT-009", 0)] != s.zone[tower]  # in the deck
    assert s.zone[nomad] == s.zone[cache]
    assert "goes back into the deck" in " ".join(texts(s))


def test_nt_189_needs_a_counter_and_an_artifact_in_the_deck() -> None:
    s = position(Put("NT-189", 0, "c2"), Put("NT-084", 0, "deck"), SPARE_0, SPARE_1)
    assert not offered(s, f"{s.at(card(s, 'NT-189', 0))} uses «hidden cache»")  # no counter
    s = position(Put("NT-189", 0, "c2"), Put("VS-001", 0, "deck"), SPARE_0, SPARE_1)
    cache = card(s, "NT-189", 0)
    give_counters(s, cache, 1)
    assert not offered(s, f"{s.at(cache)} uses «hidden cache»")  # a creature is no artifact


def test_summon_instead_takes_true_or_deck_only() -> None:
    compiled = compile_ability({"name": "x", "trigger": "tap", "effects": [
        {"summon": {"if": {"type": "artifact"}, "instead": "deck"}}]}, "NT-189")
    assert "return itself to its deck" in compiled.describe()
    with pytest.raises(AbilityError, match="instead is true or deck"):
        compile_ability({"name": "x", "trigger": "tap", "effects": [
            {"summon": {"if": {"type": "artifact"}, "instead": "grave"}}]}, "NT-189")


# --- NT-079 Мара: X counters and a tap (spell): destroy an ordinary enemy creature (not a
# symbiote) costing X+1 or less and revive it closed under its player's control;
# protection from magic (keyword)


def test_nt_079_destroys_an_ordinary_enemy_and_revives_it_on_its_side_closed() -> None:
    s = position(Put("NT-079", 0, "c2"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    mara, nomad = card(s, "NT-079", 0), card(s, "VS-001", 1)
    give_counters(s, mara, 2)
    act(s, f"{s.at(mara)} uses «changeling (X=2)» on {s.at(nomad)}")
    assert s.to_move == 0  # Mara's player picks the cell, not the nomad's owner
    act(s, next(o for o in options(s) if o.endswith(" comes into play on d1")))
    assert s.ctrl[nomad] == 0 and s.closed[nomad] and s.zone[nomad] == s.zone[mara]
    assert s.where(nomad) == "d1"
    assert s.wounds[nomad] == 0 and s.counters(mara) == 0
    assert "destroyed" in " ".join(texts(s)) and "under its reviver's control" in " ".join(texts(s))


def test_nt_079_the_cost_must_be_at_most_x_plus_one() -> None:
    s = position(Put("NT-079", 0, "c2"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    mara, nomad = card(s, "NT-079", 0), card(s, "VS-001", 1)
    give_counters(s, mara, 2)
    assert not offered(s, f"{s.at(mara)} uses «changeling (X=1)» on {s.at(nomad)}")  # 3 > 2
    assert offered(s, f"{s.at(mara)} uses «changeling (X=2)» on {s.at(nomad)}")
    assert not any("(X=3)" in o for o in options(s))  # two counters: X is 2 at most


def test_nt_079_not_an_elite_enemy_nor_its_own_creature() -> None:
    s = position(Put("NT-079", 0, "c2"), Put("VS-020", 1, "c4"), Put("VS-001", 0, "b2"),
                 SPARE_0, SPARE_1)
    mara, elite, mine = card(s, "NT-079", 0), card(s, "VS-020", 1), card(s, "VS-001", 0)
    give_counters(s, mara, 5)
    assert not any(o.endswith(s.at(elite)) or o.endswith(s.at(mine))
                   for o in options(s) if "«changeling" in o)


def test_nt_079_its_x_bounds_reach_a_cost_of_ten() -> None:
    record = {"name": "c", "trigger": "tap", "cost": {"counters": "x"},
              "target": {"side": "enemy", "if": {"cost_max_x": 1, "elite": False}},
              "effects": [{"destroy": True}]}
    choices = amount_choices(record, "NT-079")
    assert choices[0]["name"] == "c (X=9)" and len(choices) == 9
    top = compile_ability(choices[0], "NT-079")
    assert "costing 10 or less" in top.describe()
    assert "costing 2 or less" in compile_ability(choices[-1], "NT-079").describe()
    assert len(amount_choices(record, "NT-079", counter_limit=3)) == 3
    with pytest.raises(AbilityError, match="cost_max_x needs cost counters x"):
        compile_ability({**record, "cost": {}}, "NT-079")
    with pytest.raises(AbilityError, match="cost_max_x is a whole number"):
        amount_choices({**record, "target": {"if": {"cost_max_x": "1"}}}, "NT-079")


def test_revive_takes_true_or_closed_and_theirs() -> None:
    with pytest.raises(AbilityError, match="revive"):
        compile_ability({"name": "c", "trigger": "tap", "target": {"side": "grave"},
                         "effects": [{"revive": {"closed": "yes"}}]}, "NT-079")
    with pytest.raises(AbilityError, match="revive"):
        compile_ability({"name": "c", "trigger": "tap", "target": {"side": "grave"},
                         "effects": [{"revive": {"open": True}}]}, "NT-079")
    words = compile_ability({"name": "c", "trigger": "tap", "target": {"side": "enemy"},
                             "effects": [{"destroy": True},
                                         {"revive": {"closed": True, "theirs": True}}]},
                            "NT-079").describe()
    assert "from the enemy's graveyard under this card's control" in words and "closed" in words

"""Cards of the cells2 round (issue #27), each played on an arranged position, named by its
id: every printed clause where it matters and where the text rules it out. The language
additions of the round (a target's ``on_mark`` and ``beside_mark``, a cell mark lasting
while its card stays in play, an ``ignore`` aimed at some cards) are tested with the cards
that use them.
"""

from __future__ import annotations

from typing import Any

import pytest

from deckcheck.engine.berserk.abilities import AbilityError, compile_ability
from deckcheck.engine.berserk.state import State
from tests.engine_berserk.helpers import Put, arrange, card, table
from tests.engine_berserk.test_card_scenarios_vs import act, offered, strike


def position(*puts: Put) -> State:
    return arrange(puts, table=table())


# --- NT-073 Гигантский орёл: tap, impact, once a battle: a nest on a free cell; +1 to its
# simple strike at creatures next to the nest; at an enemy creature on the nest's cell +2,
# and that creature's protection from flyers ignored -----------------------------------------


def nested(*puts: Put, nest: str = "c4") -> tuple[State, int]:
    """The eagle (in the air, seat 0) has built its nest on ``nest``."""
    s = position(Put("NT-073", 0, "air"), Put("VS-011", 0, "a1"), *puts)
    eagle = card(s, "NT-073", 0)
    act(s, f"{s.at(eagle)} uses «build a nest»")
    act(s, f"{s.at(eagle)} marks {nest}")
    return s, eagle


def test_nt_073_the_nest_goes_on_a_free_cell_once_a_battle() -> None:
    s = position(Put("NT-073", 0, "air"), Put("VS-011", 0, "a1"), Put("VS-117", 1, "c5"))
    eagle = card(s, "NT-073", 0)
    act(s, f"{s.at(eagle)} uses «build a nest»")
    assert not offered(s, f"{s.at(eagle)} marks c5")  # a card stands there
    assert not offered(s, f"{s.at(eagle)} marks a1")
    act(s, f"{s.at(eagle)} marks c4")
    for _ in range(2):  # its next turn: no second nest
        act(s, "end the turn")
    s.closed[eagle] = False
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert not offered(s, f"{s.at(eagle)} uses «build a nest»")


def test_nt_073_its_strike_has_one_more_at_a_creature_next_to_the_nest() -> None:
    s, eagle = nested(Put("VS-117", 1, "c5"), Put("VS-117", 1, "e5"))
    near, far = card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, eagle, near, 1, 1)  # weak 1, +1 next to the nest
    assert s.wounds[near] == 2
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, eagle, far, 1, 1)  # e5 is two cells from c4: weak 1
    assert s.wounds[far] == 1


def test_nt_073_it_strikes_an_enemy_on_the_nest_with_two_more_through_flyer_protection() -> None:
    s, eagle = nested(Put("VS-152", 1, "c5"), Put("VS-152", 1, "e6"))
    on_nest, elsewhere = card(s, "VS-152", 1, 0), card(s, "VS-152", 1, 1)
    act(s, "end the turn")
    act(s, f"move {s.at(on_nest)} to c4")  # onto the nest: a card may stand there
    act(s, "end the turn")
    assert not offered(s, f"{s.at(eagle)} strikes {s.at(elsewhere)}")  # protected
    strike(s, eagle, on_nest, 1, 1)  # weak 1, +2 on the nest (not also +1 beside it)
    assert s.wounds[on_nest] == 3


def test_nt_073_no_nest_no_bonus_and_flyer_protection_holds() -> None:
    s = position(Put("NT-073", 0, "air"), Put("VS-117", 1, "c5"), Put("VS-152", 1, "c4"))
    eagle, vail, caver = card(s, "NT-073", 0), card(s, "VS-117", 1), card(s, "VS-152", 1)
    assert not offered(s, f"{s.at(eagle)} strikes {s.at(caver)}")
    strike(s, eagle, vail, 1, 1)
    assert s.wounds[vail] == 1


def test_nt_073_another_eagles_nest_gives_it_nothing() -> None:
    s, _ = nested(Put("VS-117", 0, "c3"), Put("NT-073", 1, "air"))
    theirs, friend = card(s, "NT-073", 1), card(s, "VS-117", 0)
    act(s, "end the turn")
    strike(s, theirs, friend, 1, 1)  # c3 is next to seat 0's nest, not to one of its own
    assert s.wounds[friend] == 1


@pytest.mark.parametrize("target", [{"side": "other", "on_mark": 3},
                                    {"side": "other", "beside_mark": ["nest"]}])
def test_a_cell_mark_target_names_a_mark(target: dict[str, Any]) -> None:
    record = {"name": "bad", "trigger": "on_attack", "target": target,
              "effects": [{"strike": 1}]}
    with pytest.raises(AbilityError, match="a cell mark's name"):
        compile_ability(record, "VS-900")

"""A card lending another an ability of its own (``lend``): VS-090's toadstool spirit
gives a chosen creature, to the end of the turn, a tap magic strike the size of that
creature's simple strike, +1, once a turn; and the language's rules for a lent ability
(a tap ability, a printed end, ``wound: strike`` only there)."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import (
    SILENCED,
    AbilityError,
    compile_ability,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.abilities.tokens import LENT
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.information import determinize
from deckcheck.games.berserk.engine.state import MAIN, Z_GRAVE
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
)
from tests.games.berserk.helpers.audits import SPARE_0, SPARE_1, end_turn, named, pos, resolve
from tests.games.berserk.helpers.scenarios import act

SPIRIT = "«toadstool spirit»"
STRIKE = "«toadstool spirit's magic strike»"

#: Synthetic cards of this file (NT-961..NT-962): a lent ability of a fixed amount that
#: lasts to the end of its holder's side's next turn.
ABILITIES: dict[str, Any] = {
    "NT-961": {"complete": True, "abilities": [
        {"name": "lend a balm", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"lend": {"name": "borrowed balm", "trigger": "tap",
                               "target": {"side": "ally", "range": 1},
                               "effects": [{"heal": 2}]},
                      "until": "end_of_your_next_turn"}]}]},
}
CARDS = (synthetic("NT-961", name="Тест 961"),)


@cache
def lending_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def lend_to(s: Any, lender: int, holder: int) -> None:
    act(s, f"{s.at(lender)} uses {SPIRIT}" + ("" if holder == lender else f" on {s.at(holder)}"))
    resolve(s)


def dverg_and_nomad() -> tuple[Any, int, int, int]:
    """Дверг at c2, a nomad (1-2-3) of its side at c3 facing the enemy Вайл at c4."""
    s = pos(Put("VS-090", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
            SPARE_0, SPARE_1)
    return s, card(s, "VS-090", 0), card(s, "VS-001", 0), card(s, "VS-117", 1)


def test_the_chosen_creature_gains_a_magic_strike_of_its_simple_strike_plus_one() -> None:
    for die, tier, wounds in ((1, "weak", 2), (4, "medium", 3), (6, "strong", 4)):
        s, dverg, nomad, vail = dverg_and_nomad()
        assert not named(s, STRIKE)  # nobody has it before
        lend_to(s, dverg, nomad)
        assert s.closed[dverg]  # a tap ability
        assert named(s, STRIKE) == [f"{s.at(nomad)} uses {STRIKE} on {s.at(vail)}"]
        s.queue_dice(die)
        act(s, named(s, STRIKE)[0])
        resolve(s)
        assert s.wounds[vail] == wounds, tier
        assert s.closed[nomad] and f": {tier})" in " ".join(e.text for e in s.log or ())
        assert not named(s, STRIKE)


def test_it_is_a_magic_strike_armour_does_not_stop_and_only_at_a_creature_next_to_it() -> None:
    s = pos(Put("VS-090", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
            Put("VS-001", 1, "a4"), SPARE_0, SPARE_1)
    dverg, nomad = card(s, "VS-090", 0), card(s, "VS-001", 0)
    lend_to(s, dverg, nomad)
    targets = named(s, STRIKE)
    assert targets == [f"{s.at(nomad)} uses {STRIKE} on {s.at(card(s, 'VS-117', 1))}"]


def test_it_is_once_a_turn_even_when_its_holder_opens_again() -> None:
    s, dverg, nomad, _ = dverg_and_nomad()
    lend_to(s, dverg, nomad)
    s.queue_dice(1)
    act(s, named(s, STRIKE)[0])
    resolve(s)
    s.closed[nomad] = False  # opened by something else: its other actions come back
    s.settle()
    assert not named(s, STRIKE)
    assert any(o.startswith(f"{s.at(nomad)} strikes") for o in options(s))


def test_it_lasts_to_the_end_of_the_turn_only() -> None:
    s, dverg, nomad, _ = dverg_and_nomad()
    lend_to(s, dverg, nomad)
    assert marker(s, nomad, LENT)
    end_turn(s)
    assert marker(s, nomad, LENT) == 0 and len(s.abilities_of(nomad)) == len(
        s.cards.abilities[s.kinds[nomad]])
    end_turn(s)  # its side's next turn: nothing lent
    assert s.to_move == 0 and not named(s, STRIKE)


def test_its_size_is_the_simple_strike_as_it_stands_when_used() -> None:
    s, dverg, nomad, vail = dverg_and_nomad()
    lend_to(s, dverg, nomad)
    s.strike[nomad] = (3, 3, 5)  # an effect changed its simple strike meanwhile
    s.queue_dice(6)
    act(s, named(s, STRIKE)[0])
    resolve(s)
    assert s.wounds[vail] == 6


def test_the_dverg_may_choose_itself_or_an_enemy_but_no_face_down_card() -> None:
    s = pos(Put("VS-090", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4"),
            Put("VS-001", 1, "b4", face_down=True), SPARE_0, SPARE_1)
    dverg, hidden = card(s, "VS-090", 0), card(s, "VS-001", 1)
    offers = named(s, SPIRIT)
    assert f"{s.at(dverg)} uses {SPIRIT}" in offers  # itself (closed by it: no use today)
    assert f"{s.at(dverg)} uses {SPIRIT} on {s.at(card(s, 'VS-117', 1))}" in offers
    assert not any(o.endswith(s.at(hidden)) for o in offers)
    # An enemy gains it in its foe's turn, and it is gone before its own turn comes.
    vail = card(s, "VS-117", 1)
    lend_to(s, dverg, vail)
    assert marker(s, vail, LENT)
    end_turn(s)
    assert s.to_move == 1 and not named(s, STRIKE)


def test_a_creature_that_leaves_play_loses_it_and_a_silenced_one_has_none() -> None:
    s, dverg, nomad, vail = dverg_and_nomad()
    lend_to(s, dverg, nomad)
    s.kill([nomad])
    s.settle()
    assert s.zone[nomad] == Z_GRAVE and marker(s, nomad, LENT) == 0
    s, dverg, nomad, vail = dverg_and_nomad()
    lend_to(s, dverg, nomad)
    set_marker(s, nomad, SILENCED, vail + 1)  # silenced while Вайл stays in play
    s.silenced_count += 1
    s.settle()
    assert s.abilities_of(nomad) == () and not named(s, STRIKE)


def test_a_copy_and_a_determinisation_keep_what_was_lent() -> None:
    s, dverg, nomad, _ = dverg_and_nomad()
    lend_to(s, dverg, nomad)
    for other in (s.clone(), determinize(s, 0, random.Random(7))):
        assert [o for o in options(other) if STRIKE in o] == named(s, STRIKE)


def test_a_lent_ability_of_a_fixed_amount_lasts_to_its_printed_end() -> None:
    s = arrange([Put("NT-961", 0, "c2"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 0, "b3", wounds=4), Put("VS-117", 1, "c5"), SPARE_0, SPARE_1],
                table=lending_table())
    s.settle()
    lender, holder = card(s, "NT-961", 0), card(s, "VS-001", 0)
    hurt = card(s, "VS-001", 0, 1)
    act(s, f"{s.at(lender)} uses «lend a balm» on {s.at(holder)}")
    resolve(s)
    assert f"{s.at(holder)} uses «borrowed balm» on {s.at(hurt)}" in options(s)
    end_turn(s)
    end_turn(s)  # its side's next turn: still held
    assert s.to_move == 0 and s.phase == MAIN
    act(s, f"{s.at(holder)} uses «borrowed balm» on {s.at(hurt)}")
    resolve(s)
    assert s.wounds[hurt] == 2
    end_turn(s)
    end_turn(s)
    assert not any("«borrowed balm»" in o for o in options(s))


@pytest.mark.parametrize(("record", "error"), [
    ({"trigger": "tap", "effects": [{"lend": {"name": "x", "trigger": "on_attack",
                                              "effects": [{"wound": 1}]},
                                     "until": "end_of_turn"}]}, "a tap ability"),
    ({"trigger": "tap", "effects": [{"lend": {"name": "x", "trigger": "tap",
                                              "effects": [{"wound": 1}]}}]}, "until"),
    ({"trigger": "tap", "effects": [{"lend": {"name": "x", "trigger": "tap",
                                              "effects": [{"wound": 1}]},
                                     "until": "lasting"}]}, "until"),
    ({"trigger": "tap", "effects": [{"lend": {"trigger": "tap", "effects": [{"wound": 1}]},
                                     "until": "end_of_turn"}]}, "has a name"),
    ({"trigger": "tap", "effects": [{"lend": {"name": "x", "trigger": "tap",
                                              "then": {"trigger": "tap"},
                                              "effects": [{"wound": 1}]},
                                     "until": "end_of_turn"}]}, "none of then"),
    ({"trigger": "tap", "effects": [{"lend": "magic_strike-2", "until": "end_of_turn"}]},
     "the ability record"),
    ({"trigger": "tap", "target": {"side": "enemy"}, "effects": [{"wound": "strike"}]},
     "is for an ability another card lends"),
    ({"trigger": "tap", "target": {"side": "enemy"}, "effects": [{"wound": 2, "plus": 1}]},
     "plus is for wound: strike"),
    ({"trigger": "tap", "effects": [{"lend": {"name": "x", "trigger": "tap",
                                              "effects": [{"wound": "strike", "plus": -1}]},
                                     "until": "end_of_turn"}]}, "plus: a whole number"),
])
def test_a_lend_record_that_breaks_the_rules_is_an_error(record: dict[str, Any],
                                                         error: str) -> None:
    with pytest.raises(AbilityError, match=error):
        compile_ability(record, "VS-900")


def test_the_card_says_what_it_lends() -> None:
    t = lending_table()
    line = next(p for p in t.played(t.index["VS-090"]) if SPIRIT in p)
    assert STRIKE in line and "magic wounds of its simple strike +1" in line
    assert "once per turn" in line and "to the end of this turn" in line
    assert not t.unplayed(t.index["VS-090"])

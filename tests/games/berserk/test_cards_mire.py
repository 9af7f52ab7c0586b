"""VS-108 (Дети топи, «slip into the mire»): the first enemy strike that hits it in a turn
is blocked (after the dice, as a block is: nothing at it), it jumps up to 2 cells, and the
opponent moves one of its creatures next to the cell it left onto that cell (the
when_struck trigger with the effects ``call_off`` and ``fill_gap`` and a follow-up target
``beside_gap`` the opponent picks)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import GAP_CELL, AbilityError, compile_ability
from deckcheck.games.berserk.engine.abilities.loading import abilities_from_data
from deckcheck.games.berserk.engine.abilities.tokens import set_marker
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    card,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.audits import end_turn
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

MIRE = "VS-108"
NOMAD = "VS-001"
#: Кшар: a strike through a row (keyword) and a special strike (a counter).
KSHAR = "VS-002"
#: Хедд: a medium or strong hit of its simple strike poisons the struck creature.
HEDD = "VS-112"
#: Слизь: a special strike of 3 that poisons (a counter).
SLIME = "VS-121"
ARCHER = "X-003"
FLYER = "X-005"
SLIP = "«slip into the mire»"

#: Synthetic cards of this file: MI-001 blocks every special strike that hits it (and
#: nothing else); MI-002's tap moves it one cell, and then a friendly creature of its
#: player's choice next to the cell it left takes that cell.
ABILITIES: dict[str, Any] = {
    "MI-001": {"complete": True, "abilities": [
        {"name": "smoke", "trigger": "when_struck", "if_attack": ["special"],
         "effects": [{"call_off": True}]}]},
    "MI-002": {"complete": True, "abilities": [
        {"name": "make way", "trigger": "tap", "effects": [{"move_to": {"within": 1}}],
         "then": {"target": {"side": "ally", "beside_gap": True},
                  "effects": [{"fill_gap": True}]}}]},
}


@cache
def _synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("MI-001", name="Тест MI-001"),
                       synthetic("MI-002", name="Тест MI-002")), ABILITIES)


def mire(*extra: Put, at: str = "c4") -> State:
    """Дети топи (seat 1) on ``at``; the enemy nomad (seat 0) on c3, in its turn."""
    return position(Put(MIRE, 1, at), Put(NOMAD, 0, "c3"), *extra, SPARE_0, SPARE_1,
                    active=0)


def jump_cells(s: State) -> list[str]:
    """The cells offered for its jump."""
    return [o.rsplit(" ", 1)[1] for o in options(s) if " jumps to " in o]


def strike_it(s: State, attacker: int) -> None:
    act(s, f"{s.at(attacker)} strikes {s.at(card(s, MIRE, 1))}")


def to_main(s: State) -> None:
    """Take the last option until the game is back in a main phase."""
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])


def test_the_first_strike_that_hits_is_blocked_and_it_jumps_up_to_two_cells() -> None:
    s = mire()
    kid, nomad = card(s, MIRE, 1), card(s, NOMAD, 0)
    s.queue_dice(6, 1)  # a strong hit, after the dice
    strike_it(s, nomad)
    assert s.dice == [] and s.wounds[kid] == 0  # blocked: nothing at it
    assert "the strike at Дети топи@c4 is blocked" in texts(s)[-2]
    assert s.closed[nomad]  # its attacker has acted
    assert s.phase == CHOOSE and s.to_move == 1  # its own player picks the cell
    assert jump_cells(s) == ["a2", "b2", "c2", "d2", "e2", "a3", "b3", "d3", "e3", "a4",
                             "b4", "d4", "e4", "a5", "b5", "c5", "d5", "e5", "a6", "b6",
                             "c6", "d6"]  # within 2 cells, free (not c3 nor e6)
    assert "use no target" not in options(s)  # it must jump


def test_a_blocked_strike_is_still_answered() -> None:
    s = mire()
    kid, nomad = card(s, MIRE, 1), card(s, NOMAD, 0)
    s.queue_dice(4, 2)  # a medium hit and a weak counter-strike
    strike_it(s, nomad)
    act(s, "keep the full result")
    assert s.wounds[kid] == 0 and s.wounds[nomad] == 1


def test_a_miss_is_no_strike_at_it_and_the_next_hit_is_blocked() -> None:
    s = mire(Put(NOMAD, 0, "d3"))
    kid, first, second = card(s, MIRE, 1), card(s, NOMAD, 0), card(s, NOMAD, 0, 1)
    s.queue_dice(1, 6)
    strike_it(s, first)
    to_main(s)
    assert s.wounds[kid] == 0 and s.at(kid) == "Дети топи@c4"  # missed: no jump
    s.queue_dice(6, 1)
    strike_it(s, second)
    assert s.wounds[kid] == 0 and s.phase == CHOOSE and s.to_move == 1


def test_the_opponent_moves_one_of_its_creatures_next_to_the_left_cell_onto_it() -> None:
    s = mire(Put(NOMAD, 0, "d3"), Put(NOMAD, 0, "a3"))
    kid, nomad, beside = card(s, MIRE, 1), card(s, NOMAD, 0), card(s, NOMAD, 0, 1)
    s.queue_dice(6, 1)
    strike_it(s, nomad)
    act(s, "Дети топи@c4 jumps to e4")
    assert s.phase == CHOOSE and s.to_move == 0  # the opponent picks
    assert options(s) == [f"Дети топи@e4 uses {SLIP} on Кочевник@c3",
                          f"Дети топи@e4 uses {SLIP} on Кочевник@d3"]  # not a3; no "none"
    movement = s.moves[beside]
    act(s, f"Дети топи@e4 uses {SLIP} on Кочевник@d3")
    assert s.at(beside) == "Кочевник@c4" and s.at(kid) == "Дети топи@e4"
    assert s.moves[beside] == movement  # it spent no movement of its own
    assert s.phase == MAIN and s.to_move == 0


def test_the_attacker_itself_may_be_the_one_that_moves() -> None:
    s = mire()
    nomad = card(s, NOMAD, 0)
    s.queue_dice(6, 1)
    strike_it(s, nomad)
    act(s, "Дети топи@c4 jumps to a5")  # the only one: the engine takes it
    assert s.at(nomad) == "Кочевник@c4" and s.phase == MAIN
    assert f"Дети топи@a5 {SLIP} (then (the opponent picks its target): an enemy creature " \
        "next to the cell it left: it moves onto that cell (if still free; no movement of " \
        "its own is spent)): Кочевник@c3 moves to c4" in texts(s)


def test_a_second_hit_in_the_same_turn_goes_through_and_the_next_turn_blocks_again() -> None:
    s = mire(Put(NOMAD, 0, "d3"))
    kid, first, second = card(s, MIRE, 1), card(s, NOMAD, 0), card(s, NOMAD, 0, 1)
    s.queue_dice(6, 1)
    strike_it(s, first)
    act(s, "Дети топи@c4 jumps to d4")  # next to the second nomad still
    act(s, f"Дети топи@d4 uses {SLIP} on Кочевник@c3")
    s.queue_dice(6, 1)
    strike_it(s, second)
    to_main(s)
    assert s.wounds[kid] == 3  # a strong hit it did not block
    end_turn(s)
    end_turn(s)
    assert s.at(first) == "Кочевник@c4" and s.at(kid) == "Дети топи@d4"
    s.queue_dice(6, 1)
    strike_it(s, first)
    assert s.phase == CHOOSE and s.wounds[kid] == 3  # blocked again


def test_its_own_strike_goes_on_and_the_counter_strike_at_it_is_blocked() -> None:
    s = position(Put(MIRE, 0, "c3"), Put(NOMAD, 1, "c4"), SPARE_0, SPARE_1, active=0)
    kid, nomad = card(s, MIRE, 0), card(s, NOMAD, 1)
    s.queue_dice(4, 2)  # its medium hit and a weak counter-strike
    act(s, f"{s.at(kid)} strikes {s.at(nomad)}")
    act(s, "keep the full result")
    assert s.wounds[kid] == 0 and s.wounds[nomad] == 2
    assert s.phase == CHOOSE and s.to_move == 0  # it jumps, its player's pick


def test_the_attackers_on_hit_ability_does_nothing_at_it() -> None:
    s = position(Put(MIRE, 1, "c4"), Put(HEDD, 0, "c3"), SPARE_0, SPARE_1, active=0)
    kid, hedd = card(s, MIRE, 1), card(s, HEDD, 0)
    s.queue_dice(6, 1)  # a strong hit: it would poison
    act(s, f"{s.at(hedd)} strikes {s.at(kid)}")
    to_main(s)
    assert s.wounds[kid] == 0 and "marker:poison" not in (s.markers[kid] or {})


def test_a_special_strike_does_nothing_at_it_and_a_strike_through_a_row_neither() -> None:
    s = mire(Put(SLIME, 0, "d3"))
    kid, slime = card(s, MIRE, 1), card(s, SLIME, 0)
    s.set_counters(slime, 1)
    s.settle()
    act(s, f"{s.at(slime)} uses «engulf» on {s.at(kid)}")
    assert s.wounds[kid] == 0 and "marker:poison" not in (s.markers[kid] or {})
    assert s.phase == CHOOSE and s.counters(slime) == 0
    s2 = mire(Put(KSHAR, 0, "c2"))
    kid2, kshar = card(s2, MIRE, 1), card(s2, KSHAR, 0)
    s2.queue_dice(6)
    act(s2, f"{s2.at(kshar)} uses Удар через ряд (strike through row) on {s2.at(kid2)}")
    assert s2.wounds[kid2] == 0 and s2.phase == CHOOSE and s2.closed[kshar]


def test_a_shot_is_no_strike_and_does_not_use_the_block() -> None:
    s = mire(Put(ARCHER, 0, "c1"))
    kid, archer, nomad = card(s, MIRE, 1), card(s, ARCHER, 0), card(s, NOMAD, 0)
    act(s, f"{s.at(archer)} shoots {s.at(kid)}")
    assert s.wounds[kid] == 2 and s.phase == MAIN
    s.queue_dice(6, 1)
    strike_it(s, nomad)
    assert s.phase == CHOOSE and s.wounds[kid] == 2  # still its first strike


def test_with_no_free_cell_within_two_the_hit_is_still_blocked_and_nothing_moves() -> None:
    cells = ("a4", "a5", "b4", "b5", "b6", "c4", "c5", "c6")
    s = position(Put(MIRE, 1, "a6"), *(Put(NOMAD, 0, at) for at in cells), SPARE_0,
                 active=0)
    kid, nomad = card(s, MIRE, 1), card(s, NOMAD, 0, 1)  # the one on a5
    assert s.at(nomad) == "Кочевник@a5"
    set_marker(s, kid, GAP_CELL, s.cell[kid] + 1)  # as if a jump of an earlier turn left
    s.queue_dice(6, 1)
    act(s, f"{s.at(nomad)} strikes {s.at(kid)}")  # a6: it left none now
    assert s.phase == MAIN and s.wounds[kid] == 0 and s.at(kid) == "Дети топи@a6"


def test_a_flyers_strike_leaves_no_ground_creature_next_to_the_cell() -> None:
    s = position(Put(MIRE, 1, "c4"), Put(FLYER, 0, "air"), SPARE_0, SPARE_1, active=0)
    kid, flyer = card(s, MIRE, 1), card(s, FLYER, 0)
    s.flyer_ready[flyer] = 0
    s.queue_dice(6, 1)
    strike_it(s, flyer)
    act(s, "Дети топи@c4 jumps to c5")
    assert s.phase == MAIN and s.at(kid) == "Дети топи@c5" and s.wounds[kid] == 0


def test_a_face_down_card_blocks_nothing() -> None:
    s = position(Put(MIRE, 1, "c4", face_down=True), Put(NOMAD, 0, "c3"), SPARE_0, SPARE_1,
                 active=0)
    kid = card(s, MIRE, 1)
    s.queue_dice(6)
    strike_it(s, card(s, NOMAD, 0))
    to_main(s)
    assert s.wounds[kid] > 0


def test_the_language_blocks_a_special_strike_and_fills_a_gap_by_its_own_player() -> None:
    s = arrange((Put("MI-001", 1, "c4"), Put(SLIME, 0, "d3"), Put("MI-002", 0, "b2"),
                 Put(NOMAD, 0, "a3"), SPARE_0, SPARE_1), table=_synthetic_table())
    smoke, slime = card(s, "MI-001", 1), card(s, SLIME, 0)
    assert s.abilities_of(smoke)[0].describe() == (
        "when a strike hits it (special strike only): that strike is blocked: it does "
        "nothing at it (no wounds, none of its other effects at it) (itself)")
    s.set_counters(slime, 1)
    s.settle()
    act(s, f"{s.at(slime)} uses «engulf» on {s.at(smoke)}")
    assert s.wounds[smoke] == 0 and "marker:poison" not in (s.markers[smoke] or {})
    mover, nomad = card(s, "MI-002", 0), card(s, NOMAD, 0)
    assert s.abilities_of(mover)[1].describe() == (
        "then: a friendly creature next to the cell it left: it moves onto that cell (if "
        "still free; no movement of its own is spent)")
    act(s, f"{s.at(mover)} uses «make way»")
    act(s, "Тест MI-002@b2 is moved to c2")
    assert s.to_move == 0  # its own player picks, and may pick none
    assert options(s) == ["Тест MI-002@c2 uses «make way» on Змееглав@a1",  # the spare
                          f"Тест MI-002@c2 uses «make way» on {s.at(nomad)}",
                          "use no target"]
    act(s, f"Тест MI-002@c2 uses «make way» on {s.at(nomad)}")
    assert s.at(nomad) == "Кочевник@b2"


def test_the_jump_is_a_jump_to_the_cards_that_answer_one() -> None:
    s = mire(Put("NT-198", 1, "b4"))  # Хранитель Хартии: a sneak strike when one jumps
    nomad = card(s, NOMAD, 0)
    s.queue_dice(6, 1)
    strike_it(s, nomad)
    act(s, "no defender")
    s.queue_dice(3)
    act(s, "Дети топи@c4 jumps to e4")
    assert "Дети топи@c4 leaps to e4" in texts(s)
    assert s.at(nomad) == "Кочевник@c4" and s.wounds[nomad] == 1  # struck there
    assert any("«sneak strike»" in line for line in texts(s)[-2:])


@pytest.mark.parametrize(("record", "message"), [
    ({"trigger": "tap", "effects": [{"call_off": True}]}, "call_off blocks the strike"),
    ({"trigger": "when_struck", "target": {"side": "other"}, "effects": [{"call_off": True}]},
     "call_off blocks the strike"),
    ({"trigger": "when_struck", "effects": [{"call_off": 1}]}, "call_off: true"),
    ({"trigger": "when_struck", "effects": [{"fill_gap": "yes"}]}, "fill_gap: true"),
])
def test_bad_records_of_the_block_are_refused(record: dict[str, Any], message: str) -> None:
    with pytest.raises(AbilityError, match=message):
        compile_ability(record, "X-999")


@pytest.mark.parametrize("abilities", [
    [{"trigger": "tap", "target": {"side": "enemy", "beside_gap": True},
      "effects": [{"wound": 1}]}],
    [{"trigger": "tap", "target": {"side": "enemy"}, "effects": [{"fill_gap": True}]}],
    [{"trigger": "tap", "target": {"side": "enemy"}, "effects": [{"wound": 1}],
      "then": {"target": {"side": "ally", "beside_gap": True},
               "effects": [{"fill_gap": True}]}}],
])
def test_a_gap_clause_needs_a_move_before_it(abilities: list[dict[str, Any]]) -> None:
    with pytest.raises(AbilityError, match="beside_gap and fill_gap"):
        abilities_from_data({"cards": {"X-999": {"complete": True, "abilities": abilities}}})

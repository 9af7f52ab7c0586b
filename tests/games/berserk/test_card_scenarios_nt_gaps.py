"""Scenario tests of 28 «Нашествие тьмы» cards that had none, named by card id: each
printed clause (berserk-nxt ``resources/data.json``) played where it matters and where the
text rules it out, read by someone who did not encode the card. Only the public game API.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import POISON, AbilityError, compile_ability, marker
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    card,
    cells_offered,
    come_to,
    options,
    synthetic,
    table_with,
)
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    offered,
    position,
    strike,
)

#: A synthetic card for the language added here (test_abilities checks every trigger has
#: one): it opens a card of its side an enemy attack of any kind is declared at.
ABILITIES: dict[str, Any] = {
    "GA-001": {"complete": True, "abilities": [
        {"name": "alarm", "trigger": "ally_attacked", "target": {"side": "other"},
         "effects": [{"open": True}]}]},
}


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, synthetic("GA-001", name="Тест GA-001")), ABILITIES,
                      bundled_abilities=False)


def uses(s: State, c: int, name: str, target: int) -> str:
    return f"{s.at(c)} uses «{name}» on {s.at(target)}"


def offers_any(s: State, prefix: str) -> bool:
    return any(o.startswith(prefix) for o in options(s))


# --- NT-012 Стражник Туллена (armour 1): formation: defence experience 1; at the end of
# the opponent's turn, if open, it may make a special strike for 2 ------------------------


def test_nt_012_in_formation_its_die_gets_one_when_struck_and_not_alone() -> None:
    for mate, expected in ((Put("NT-041", 0, "b3"), 1), (Put("VS-001", 0, "b3"), 2)):
        s = position(Put("NT-012", 0, "c3"), mate, Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                     active=1)
        guard, foe = card(s, "NT-012", 0), card(s, "VS-001", 1)
        strike(s, foe, guard, 6, 2)  # D +4 strong 3 alone; D +3 medium 2 in formation
        assert s.wounds[guard] == expected, mate  # less its armour 1


def test_nt_012_open_at_the_opponents_turn_end_it_strikes_a_next_enemy_for_two() -> None:
    s = position(Put("NT-012", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    guard, near, far = card(s, "NT-012", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, "end the turn")
    assert not offered(s, uses(s, guard, "butt of the axe", far))  # not next to it
    act(s, uses(s, guard, "butt of the axe", near))
    assert s.wounds[near] == 2 and s.wounds[guard] == 0  # a special strike: no answer


def test_nt_012_closed_or_in_its_own_turn_no_axe_butt() -> None:
    s = position(Put("NT-012", 0, "c3", closed=True), Put("VS-001", 1, "c4"), SPARE_0,
                 SPARE_1, active=1)
    guard, foe = card(s, "NT-012", 0), card(s, "VS-001", 1)
    act(s, "end the turn")
    assert not offered(s, uses(s, guard, "butt of the axe", foe))
    s = position(Put("NT-012", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    guard, foe = card(s, "NT-012", 0), card(s, "VS-001", 1)
    act(s, "end the turn")  # the end of its own turn
    assert not offered(s, uses(s, guard, "butt of the axe", foe))


# --- NT-016 Пикинер Альхенгарда (armour 1): tap strike through a row 1-2-2 once it moved
# vertically this turn; +1 to its strikes once it moved horizontally this turn ---------


def test_nt_016_a_vertical_step_gives_the_strike_through_a_row() -> None:
    s = position(Put("NT-016", 0, "c2"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    pike, foe = card(s, "NT-016", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(pike)} to c3")
    s.queue_dice(6)
    act(s, uses(s, pike, "pike over the line", foe))
    assert s.wounds[foe] == 2 and s.closed[pike]


def test_nt_016_no_strike_through_a_row_unmoved_or_after_a_sideways_step() -> None:
    s = position(Put("NT-016", 0, "c3"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "b5"),
                 SPARE_0, SPARE_1)
    pike = card(s, "NT-016", 0)
    prefix = f"{s.at(pike)} uses «pike over the line»"
    assert not offers_any(s, prefix)
    act(s, f"move {s.at(pike)} to b3")
    assert not offers_any(s, prefix)


def test_nt_016_a_sideways_step_adds_one_to_its_strike_a_vertical_one_does_not() -> None:
    for step, expected in (("b3", 2), ("c3", 1)):
        s = position(Put("NT-016", 0, "c2") if step == "c3" else Put("NT-016", 0, "c3"),
                     Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
        pike, foe = card(s, "NT-016", 0), card(s, "VS-001", 1)
        act(s, f"move {s.at(pike)} to {step}")
        strike(s, pike, foe, 4, 3)  # D +1: weak 1
        assert s.wounds[foe] == expected, step


def test_nt_016_a_sideways_step_adds_one_to_its_strike_through_a_row_too() -> None:
    s = position(Put("NT-016", 0, "c2"), Put("VS-001", 1, "b5"), SPARE_0, SPARE_1)
    pike, foe = card(s, "NT-016", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(pike)} to b2")  # sideways
    act(s, f"move {s.at(pike)} to b3")  # and forward
    s.queue_dice(1)
    act(s, uses(s, pike, "pike over the line", foe))
    assert s.wounds[foe] == 1 + 1  # «its strikes»: every kind


# --- NT-018 Кулхан (direct strike): formation: magic protection; on a hit of its strike,
# the enemy creature behind the struck one takes the strike's value ----------------------


def test_nt_018_a_hit_wounds_the_enemy_behind_by_its_value() -> None:
    s = position(Put("NT-018", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 Put("VS-001", 1, "d5"), SPARE_0, SPARE_1)
    kulhan = card(s, "NT-018", 0)
    front, behind, aside = (card(s, "VS-001", 1, n) for n in range(3))
    strike(s, kulhan, front, 4, 1)  # D +3: medium 2
    assert [s.wounds[c] for c in (front, behind, aside)] == [2, 2, 0]


def test_nt_018_a_miss_wounds_no_one_behind() -> None:
    s = position(Put("NT-018", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    kulhan = card(s, "NT-018", 0)
    front, behind = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    strike(s, kulhan, front, 1, 3)  # D -2: a miss
    assert s.wounds[behind] == 0


def test_nt_018_in_formation_magic_does_not_hurt_it_alone_it_does() -> None:
    for mate, expected in ((Put("NT-012", 0, "b3"), 0), (Put("VS-001", 0, "b3"), 2)):
        s = position(Put("NT-018", 0, "c3"), mate, Put("X-020", 1, "c4"), SPARE_0, SPARE_1,
                     active=1)
        kulhan, mage = card(s, "NT-018", 0), card(s, "X-020", 1)
        discharge = f"{s.at(mage)} uses Разряд (discharge) on {s.at(kulhan)}"
        assert offered(s, discharge) == bool(expected), mate  # its magic protection
        if expected:
            act(s, discharge)
        assert s.wounds[kulhan] == expected, mate


def test_nt_018_its_direct_strike_takes_no_defender() -> None:
    s = position(Put("NT-018", 0, "c3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                 SPARE_0, SPARE_1)
    kulhan, side, guard = card(s, "NT-018", 0), card(s, "VS-001", 1), card(s, "X-009", 1)
    s.queue_dice(4, 1)
    act(s, f"{s.at(kulhan)} strikes {s.at(side)}")
    assert not any("defend" in o for o in options(s))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[side] == 2 and s.wounds[guard] == 0


# --- NT-033 Кест (poison protection): each step to a next cell gives armour 1 or +1 armour
# until the end of the opponent's turn -------------------------------------------------


def kest_after_steps(steps: tuple[str, ...]) -> tuple[State, int, int]:
    s = position(Put("NT-033", 0, "c2"), Put("VS-001", 1, "d5"), SPARE_0, SPARE_1)
    kest, foe = card(s, "NT-033", 0), card(s, "VS-001", 1)
    for cell in steps:
        act(s, f"move {s.at(kest)} to {cell}")
    act(s, "end the turn")
    act(s, f"move {s.at(foe)} to d4")
    return s, kest, foe


def test_nt_033_two_steps_two_armour_in_the_opponents_turn() -> None:
    s, kest, foe = kest_after_steps(("c3", "d3"))
    strike(s, foe, kest, 6, 1)  # strong 3, two absorbed
    assert s.wounds[kest] == 1


def test_nt_033_one_step_one_armour_no_step_none() -> None:
    for steps, expected in ((("c3",), 2), ((), 3)):
        s = position(Put("NT-033", 0, "c2" if steps else "c3"), Put("VS-001", 1, "c4"),
                     SPARE_0, SPARE_1)
        kest, foe = card(s, "NT-033", 0), card(s, "VS-001", 1)
        for cell in steps:
            act(s, f"move {s.at(kest)} to {cell}")
        act(s, "end the turn")
        strike(s, foe, kest, 6, 1)
        assert s.wounds[kest] == expected, steps


def test_nt_033_the_armour_is_gone_after_the_opponents_turn() -> None:
    s, kest, foe = kest_after_steps(("c3", "d3"))
    act(s, "end the turn")  # its own turn again: it stays put
    act(s, "end the turn")
    strike(s, foe, kest, 6, 1)
    assert s.wounds[kest] == 3


# --- NT-041 Ратник Крейд-Моора (armour 1): formation: defence experience 1; moving, it may
# bring another creature of its side with formation onto a cell of its half next to it --


def test_nt_041_a_step_brings_a_formation_creature_beside_it_on_its_half() -> None:
    s = position(Put("NT-041", 0, "c2"), Put("NT-012", 0, "a2"), Put("VS-001", 0, "e2"),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    ratnik, guard, plain = card(s, "NT-041", 0), card(s, "NT-012", 0), card(s, "VS-001", 0)
    act(s, f"move {s.at(ratnik)} to c3")
    assert not offered(s, uses(s, ratnik, "close ranks", plain))  # no formation printed
    act(s, uses(s, ratnik, "close ranks", guard))
    assert not offered(s, f"{s.at(guard)} is moved to c4")  # the enemy's half
    assert not offered(s, f"{s.at(guard)} is moved to a2")  # not next to it
    act(s, f"{s.at(guard)} is moved to d3")
    assert s.at(guard).endswith("@d3")


def test_nt_041_the_move_is_optional() -> None:
    s = position(Put("NT-041", 0, "c2"), Put("NT-012", 0, "a2"), SPARE_0, SPARE_1)
    ratnik, guard = card(s, "NT-041", 0), card(s, "NT-012", 0)
    act(s, f"move {s.at(ratnik)} to c3")
    act(s, "use no target")
    assert s.at(guard).endswith("@a2") and s.phase == MAIN


def test_nt_041_in_formation_its_die_gets_one_when_struck() -> None:
    for mate, expected in ((Put("NT-012", 0, "b3"), 1), (Put("VS-001", 0, "b3"), 2)):
        s = position(Put("NT-041", 0, "c3"), mate, Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                     active=1)
        ratnik, foe = card(s, "NT-041", 0), card(s, "VS-001", 1)
        strike(s, foe, ratnik, 6, 2)  # strong 3 alone, medium 2 in formation; armour 1
        assert s.wounds[ratnik] == expected, mate


# --- NT-043 Скальный фантом (incorporeal): a non-magic attack at it, after its dice, is
# blocked if a die it throws shows an even number ---------------------------------------


def test_nt_043_an_even_die_blocks_a_strike_an_odd_one_lets_it_land() -> None:
    for dodge, expected in ((2, 0), (6, 0), (3, 3), (5, 3)):
        s = position(Put("NT-043", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                     active=1)
        phantom, foe = card(s, "NT-043", 0), card(s, "VS-001", 1)
        strike(s, foe, phantom, 6, 1, dodge)  # strong 3
        assert s.wounds[phantom] == expected, dodge


def test_nt_043_a_shot_is_blocked_on_even_a_discharge_is_not() -> None:
    s = position(Put("NT-043", 0, "c2"), Put("X-003", 1, "c5"), SPARE_0, SPARE_1, active=1)
    phantom, archer = card(s, "NT-043", 0), card(s, "X-003", 1)
    s.queue_dice(4)
    act(s, f"{s.at(archer)} shoots {s.at(phantom)}")
    assert s.wounds[phantom] == 0
    s = position(Put("NT-043", 0, "c3"), Put("X-020", 1, "c4"), SPARE_0, SPARE_1, active=1)
    phantom, mage = card(s, "NT-043", 0), card(s, "X-020", 1)
    s.queue_dice(4)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(phantom)}")
    assert s.wounds[phantom] == 2  # magic: no die for it


# --- NT-044 Альгорн: tap spell: 1 wound to a card, which declares no shot or throw in its
# next turn ----------------------------------------------------------------------------


def test_nt_044_frost_breath_wounds_and_stops_a_shot_for_its_next_turn_only() -> None:
    s = position(Put("NT-044", 0, "c2"), Put("X-003", 1, "c5"), SPARE_0, SPARE_1)
    algorn, archer = card(s, "NT-044", 0), card(s, "X-003", 1)
    act(s, uses(s, algorn, "frost breath", archer))
    assert s.wounds[archer] == 1 and s.closed[algorn]
    act(s, "end the turn")
    assert not offers_any(s, f"{s.at(archer)} shoots")
    act(s, "end the turn")
    act(s, "end the turn")
    assert offered(s, f"{s.at(archer)} shoots {s.at(algorn)}")  # its next turn is over


def test_nt_044_a_thrower_is_stopped_too_and_a_creature_still_strikes() -> None:
    s = position(Put("NT-044", 0, "c3"), Put("X-021", 1, "c5"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1)
    algorn, thrower, nomad = card(s, "NT-044", 0), card(s, "X-021", 1), card(s, "VS-001", 1)
    act(s, uses(s, algorn, "frost breath", thrower))
    act(s, "end the turn")
    assert not offers_any(s, f"{s.at(thrower)} uses Метание")
    assert offered(s, f"{s.at(nomad)} strikes {s.at(algorn)}")


# --- NT-072 Вепрь Святолесья: moves diagonally while unwounded; heals 1 as it moves; +1 to
# its simple strike until the end of the turn for a diagonal move (at most +3) ----------


def test_nt_072_unwounded_it_steps_diagonally_and_strikes_one_harder() -> None:
    s = position(Put("NT-072", 0, "c2"), Put("VS-001", 1, "e4"), SPARE_0, SPARE_1)
    boar, foe = card(s, "NT-072", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(boar)} to d3")
    strike(s, boar, foe, 4, 3)  # D +1: weak 1, and the diagonal's +1
    assert s.wounds[foe] == 2


def test_nt_072_a_straight_step_heals_it_one_but_adds_nothing() -> None:
    s = position(Put("NT-072", 0, "c2", wounds=3), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    boar, foe = card(s, "NT-072", 0), card(s, "VS-001", 1)
    assert not offered(s, f"move {s.at(boar)} to d3")  # wounded: no diagonal
    act(s, f"move {s.at(boar)} to c3")
    assert s.wounds[boar] == 2
    strike(s, boar, foe, 4, 3)
    assert s.wounds[foe] == 1


def test_nt_072_the_diagonal_bonus_ends_with_the_turn() -> None:
    s = position(Put("NT-072", 0, "c2"), Put("VS-001", 1, "e4"), SPARE_0, SPARE_1)
    boar, foe = card(s, "NT-072", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(boar)} to d3")
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, boar, foe, 4, 3)
    assert s.wounds[foe] == 1


# --- NT-078 Ламия (defence experience 1): an enemy creature next to it may move only onto
# cells next to it --------------------------------------------------------------------


def test_nt_078_a_next_enemy_steps_only_onto_cells_next_to_the_lamia() -> None:
    s = position(Put("NT-078", 0, "c3"), Put("X-004", 1, "c4"), Put("VS-001", 1, "a5"),
                 SPARE_0, SPARE_1, active=1)
    rider, far = card(s, "X-004", 1), card(s, "VS-001", 1)
    assert offered(s, f"move {s.at(rider)} to b4")
    assert offered(s, f"move {s.at(rider)} to d4")
    assert not offered(s, f"move {s.at(rider)} to c5")  # away from it
    assert offered(s, f"move {s.at(far)} to a6")  # not next to it: free


def test_nt_078_its_defence_experience_adds_one_to_its_die() -> None:
    s = position(Put("NT-078", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    lamia, foe = card(s, "NT-078", 0), card(s, "VS-001", 1)
    strike(s, foe, lamia, 6, 2)  # D +3 with its +1: medium 2, not strong 3
    assert s.wounds[lamia] == 2


# --- NT-089 Бурый волк (attack experience 1, jump, scavenging): it may make its simple
# strike strong once a battle; after a strong simple strike it may jump 3 --------------


def test_nt_089_the_bite_makes_a_weak_hit_strong_once_a_battle() -> None:
    s = position(Put("NT-089", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    wolf, foe = card(s, "NT-089", 0), card(s, "VS-117", 1)
    s.queue_dice(3, 3)  # 4 against 3: weak
    act(s, f"{s.at(wolf)} strikes {s.at(foe)}")
    act(s, f"{s.at(wolf)} uses «killing bite»")
    assert s.wounds[foe] == 3  # its strong hit
    act(s, f"{s.at(wolf)} is moved to c1")  # and the jump
    assert s.at(wolf).endswith("@c1")
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, f"move {s.at(wolf)} to c2")
    act(s, f"move {s.at(wolf)} to c3")
    s.queue_dice(3, 3)
    act(s, f"{s.at(wolf)} strikes {s.at(foe)}")
    assert not offered(s, f"{s.at(wolf)} uses «killing bite»")  # once a battle
    assert s.wounds[foe] == 3 + 1  # its weak hit stays weak


def test_nt_089_no_jump_after_a_weak_hit_and_the_jump_reaches_three_cells() -> None:
    s = position(Put("NT-089", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    wolf, foe = card(s, "NT-089", 0), card(s, "VS-001", 1)
    strike(s, wolf, foe, 3, 3)  # weak, the bite declined
    assert s.wounds[foe] == 1 and s.at(wolf).endswith("@c3")
    s = position(Put("NT-089", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    wolf, foe = card(s, "NT-089", 0), card(s, "VS-001", 1)
    s.queue_dice(6, 1)  # strong by the dice
    act(s, f"{s.at(wolf)} strikes {s.at(foe)}")
    if offered(s, "no instant action"):
        act(s, "no instant action")
    assert offered(s, f"{s.at(wolf)} is moved to c6")  # three cells
    act(s, "use no target")
    assert s.at(wolf).endswith("@c3")


def test_nt_089_scavenging_heals_it_when_its_strike_kills() -> None:
    s = position(Put("NT-089", 0, "c3", wounds=4), Put("X-012", 1, "c4"), SPARE_0, SPARE_1)
    wolf, frail = card(s, "NT-089", 0), card(s, "X-012", 1)
    strike(s, wolf, frail, 3, 3)  # weak 1 kills it (the bite declined)
    assert s.where(frail) == "graveyard" and s.wounds[wolf] == 0


# --- NT-093 Орк-птицелов (orc): tap strike through a row 1-2-2; instant tap impact: a
# chosen closed flyer costing 4 or less does not open at the start of a turn while the
# orc is in its squad (once a battle) ---------------------------------------------------


def test_nt_093_the_net_keeps_a_cheap_closed_flyer_closed_while_the_orc_stands() -> None:
    s = position(Put("NT-093", 0, "c3"), Put("VS-106", 1, "air", closed=True),
                 Put("VS-014", 1, "air", closed=True), Put("VS-036", 1, "air"),
                 SPARE_0, SPARE_1)
    orc, cheap = card(s, "NT-093", 0), card(s, "VS-106", 1)
    dear, open_ = card(s, "VS-014", 1), card(s, "VS-036", 1)
    assert not offered(s, uses(s, orc, "fowler's net", dear))  # costs 5
    assert not offered(s, uses(s, orc, "fowler's net", open_))  # open
    act(s, uses(s, orc, "fowler's net", cheap))
    act(s, "end the turn")
    assert s.closed[cheap] and not s.closed[dear]
    act(s, "end the turn")
    act(s, "end the turn")
    assert s.closed[cheap]


def test_nt_093_the_net_holds_no_longer_once_the_orc_is_gone() -> None:
    s = position(Put("NT-093", 0, "c3", wounds=6), Put("VS-106", 1, "air", closed=True),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    orc, flyer, foe = card(s, "NT-093", 0), card(s, "VS-106", 1), card(s, "VS-001", 1)
    act(s, uses(s, orc, "fowler's net", flyer))
    act(s, "end the turn")
    assert s.closed[flyer]
    strike(s, foe, orc, 6, 1)
    assert s.where(orc) == "graveyard"
    act(s, "end the turn")
    act(s, "end the turn")
    assert not s.closed[flyer]


def test_nt_093_the_net_is_once_a_battle() -> None:
    s = position(Put("NT-093", 0, "c3"), Put("VS-106", 1, "air", closed=True),
                 Put("VS-036", 1, "air", closed=True), SPARE_0, SPARE_1)
    orc, first, second = card(s, "NT-093", 0), card(s, "VS-106", 1), card(s, "VS-036", 1)
    act(s, uses(s, orc, "fowler's net", first))
    act(s, "end the turn")
    s.set_counters(second, 0)
    act(s, "end the turn")
    assert not offers_any(s, f"{s.at(orc)} uses «fowler's net»")


def test_nt_093_strikes_through_a_row_two_cells_in_a_line() -> None:
    s = position(Put("NT-093", 0, "c3"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "d5"),
                 SPARE_0, SPARE_1)
    orc, line, off = card(s, "NT-093", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not offered(s, uses(s, orc, "spear over the line", off))
    s.queue_dice(6)
    act(s, uses(s, orc, "spear over the line", line))
    assert s.wounds[line] == 2


# --- NT-099 Дикий циклоп (regeneration 1): its throw range cannot change; moves
# diagonally while unwounded; tap throw 3-4-4, range 2, only over a free cell, onto which
# it moves ------------------------------------------------------------------------------


def test_nt_099_the_log_flies_over_a_free_cell_and_the_cyclops_follows() -> None:
    s = position(Put("NT-099", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    cyclops, foe = card(s, "NT-099", 0), card(s, "VS-001", 1)
    s.queue_dice(4)
    act(s, uses(s, cyclops, "log throw", foe))
    assert s.wounds[foe] == 4 and s.at(cyclops).endswith("@c4")


def test_nt_099_no_throw_over_an_occupied_cell_or_at_a_next_one() -> None:
    s = position(Put("NT-099", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    cyclops = card(s, "NT-099", 0)
    assert not offers_any(s, f"{s.at(cyclops)} uses «log throw»")


def test_nt_099_diagonal_steps_only_while_unwounded() -> None:
    s = position(Put("NT-099", 0, "c3"), SPARE_0, SPARE_1)
    assert offered(s, f"move {s.at(card(s, 'NT-099', 0))} to d2")
    s = position(Put("NT-099", 0, "c3", wounds=1), SPARE_0, SPARE_1)
    assert not offered(s, f"move {s.at(card(s, 'NT-099', 0))} to d2")


# --- NT-101 Единорог (magic protection): tap magic strike 3; +1 to its strikes at dark
# creatures; destroyed by an enemy creature's attack, it destroys that creature ---------


def test_nt_101_one_more_to_its_simple_strike_at_a_dark_creature_only() -> None:
    for foe_id, expected in (("NT-141", 2), ("VS-001", 1)):
        s = position(Put("NT-101", 0, "c3"), Put(foe_id, 1, "c4"), SPARE_0, SPARE_1)
        unicorn, foe = card(s, "NT-101", 0), card(s, foe_id, 1)
        strike(s, unicorn, foe, 4, 3)  # weak... its weak is 3
        assert s.wounds[foe] == expected + 2, foe_id


def test_nt_101_one_more_to_its_magic_strike_at_a_dark_creature() -> None:
    for foe_id, expected in (("NT-141", 4), ("VS-001", 3)):
        s = position(Put("NT-101", 0, "c3"), Put(foe_id, 1, "c4"), SPARE_0, SPARE_1)
        unicorn, foe = card(s, "NT-101", 0), card(s, foe_id, 1)
        act(s, f"{s.at(unicorn)} uses Магический удар (magic strike) on {s.at(foe)}")
        assert s.wounds[foe] == expected, foe_id


def test_nt_101_its_killer_dies_with_it() -> None:
    s = position(Put("NT-101", 0, "c3", wounds=13), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                 active=1)
    unicorn, foe = card(s, "NT-101", 0), card(s, "VS-001", 1)
    strike(s, foe, unicorn, 6, 1)
    assert s.where(unicorn) == s.where(foe) == "graveyard"


def test_nt_101_a_killer_that_is_no_creature_stays() -> None:
    s = position(Put("NT-101", 0, "c3", wounds=13), Put("NT-159", 1, "c5"), SPARE_0, SPARE_1,
                 active=1)
    unicorn, bombard = card(s, "NT-101", 0), card(s, "NT-159", 1)
    s.queue_dice(6)
    act(s, uses(s, bombard, "bombard shot", unicorn))
    assert s.where(unicorn) == "graveyard" and s.where(bombard) == "c5"


# --- NT-106 Дымный Ууг (troll, regeneration 1): when it opens (not at the start of its
# turn), a special strike 1-2-2 (twice a turn) --------------------------------------------


def test_nt_106_opened_by_an_ability_it_swipes_a_next_enemy() -> None:
    s = position(Put("NT-106", 0, "c3", closed=True), Put("VS-031", 0, "a2"),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    uug, shaman = card(s, "NT-106", 0), card(s, "VS-031", 0)
    near, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6)
    act(s, uses(s, shaman, "battle frenzy", uug))  # the one next enemy: no choice asked
    assert s.wounds[near] == 2 and s.wounds[far] == 0
    assert s.wounds[uug] == 1  # the frenzy's own wound


def test_nt_106_twice_a_turn_and_not_a_third_time() -> None:
    s = position(Put("NT-106", 0, "c3", closed=True), Put("VS-031", 0, "a2"),
                 Put("VS-031", 0, "b2"), Put("VS-031", 0, "d2"), Put("VS-117", 1, "c4"),
                 SPARE_0, SPARE_1)
    uug, foe = card(s, "NT-106", 0), card(s, "VS-117", 1)
    for n in range(3):
        s.queue_dice(1)
        act(s, uses(s, card(s, "VS-031", 0, n), "battle frenzy", uug))
        assert s.wounds[foe] == min(n + 1, 2), n  # a swipe of 1 the first two times
        if n < 2:
            strike(s, uug, foe, 1, 6)  # it closes again (a miss)
    assert s.phase == MAIN and not s.closed[uug]


def test_nt_106_opening_at_the_start_of_its_turn_is_no_swipe() -> None:
    s = position(Put("NT-106", 0, "c3", closed=True), Put("VS-001", 1, "c4"), SPARE_0,
                 SPARE_1, active=1)
    uug = card(s, "NT-106", 0)
    act(s, "end the turn")
    assert not s.closed[uug] and s.phase == MAIN
    assert not offers_any(s, f"{s.at(uug)} uses «smoky swipe»")


# --- NT-107 Зендар: no printed text in the database (defence experience 2 and poison
# protection, by its icons) -------------------------------------------------------------


def test_nt_107_defence_experience_two_and_no_poison() -> None:
    s = position(Put("NT-107", 0, "c3"), Put("NT-127", 1, "c4"), SPARE_0, SPARE_1, active=1)
    zendar, poisoner = card(s, "NT-107", 0), card(s, "NT-127", 1)
    assert s.abilities_of(zendar) == ()
    strike(s, poisoner, zendar, 6, 1)  # 6 against 3: medium 2 (strong 3 without the +2)
    assert s.wounds[zendar] == 2
    assert marker(s, zendar, POISON) == 0  # the river maiden's poison does not hold


# --- NT-109 Руины Уорлога (artifact): when an enemy creature takes X wounds from poison,
# the ruins may heal a creature of its squad by X ----------------------------------------


def test_nt_109_an_enemys_poison_wound_heals_a_friend_as_much_if_wanted() -> None:
    s = position(Put("NT-127", 0, "c3"), Put("NT-109", 0, "a3"), Put("VS-001", 0, "b2", wounds=3),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    itineri, ruins = card(s, "NT-127", 0), card(s, "NT-109", 0)
    friend, foe = card(s, "VS-001", 0), card(s, "VS-001", 1)
    strike(s, itineri, foe, 4, 3)  # poisons it
    act(s, "end the turn")  # its poison wounds it at the start of its turn
    assert s.wounds[foe] == 2
    act(s, uses(s, ruins, "tithe of the ruins", friend))
    assert s.wounds[friend] == 2


def test_nt_109_the_heal_may_be_declined_and_no_poison_no_heal() -> None:
    s = position(Put("NT-127", 0, "c3"), Put("NT-109", 0, "a3"), Put("VS-001", 0, "b2", wounds=3),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    itineri, foe, friend = card(s, "NT-127", 0), card(s, "VS-001", 1), card(s, "VS-001", 0)
    strike(s, itineri, foe, 4, 3)
    act(s, "end the turn")
    act(s, "use no target")
    assert s.wounds[friend] == 3 and s.phase == MAIN
    s = position(Put("NT-109", 0, "a3"), Put("VS-001", 0, "b2", wounds=3),
                 Put("VS-001", 1, "c4", wounds=2), SPARE_0, SPARE_1)
    act(s, "end the turn")  # wounds, no poison: nothing
    assert s.phase == MAIN and s.wounds[card(s, "VS-001", 0)] == 3


# --- NT-110 Топи Зенды (swamps terrain): an enemy's attack at a closed swamps creature of
# its side opens it; instant tap impact: a chosen creature gets defence experience 1 (or
# +1 to it) until the end of the turn -------------------------------------------------


def test_nt_110_a_closed_swamp_creature_struck_opens_and_meets_the_strike() -> None:
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"),
                 Put("NT-141", 0, "b3", closed=True), Put("NT-104", 0, "c3", closed=True),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"), SPARE_1, active=1)
    skeleton, urg = card(s, "NT-141", 0), card(s, "NT-104", 0)
    foe, other = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    strike(s, foe, urg, 5, 5)  # open, it meets the strike: 5 against 5, its counter
    assert not s.closed[urg] and s.wounds[foe] == 2 and s.wounds[urg] == 0
    strike(s, other, skeleton, 5, 5)  # a dark creature stays closed: the attacker's die
    assert s.closed[skeleton] and s.wounds[skeleton] == 2


def test_nt_110_cold_mud_adds_one_to_the_defenders_die() -> None:
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4"), SPARE_1, active=1)
    mud, mine, foe = card(s, "NT-110", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(5, 4)
    act(s, f"{s.at(foe)} strikes {s.at(mine)}")
    act(s, uses(s, mud, "cold mud", mine))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[mine] == 0 and s.wounds[foe] == 1  # 5 against 5: a miss, a counter


def test_nt_110_cold_mud_on_the_attacker_adds_nothing_to_its_attack() -> None:
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4"), SPARE_1, active=1)
    mud, mine, foe = card(s, "NT-110", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(5, 5)
    act(s, f"{s.at(foe)} strikes {s.at(mine)}")
    act(s, uses(s, mud, "cold mud", foe))  # defence experience: it defends nothing
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[mine] == 0 and s.wounds[foe] == 1  # 5 against 5: still a miss


# --- NT-122 Ррег (troll, defence experience 1): enemy creatures cannot move onto its
# side's half while it and two or more other creatures of its side stand in its front row


def test_nt_122_with_two_more_in_the_front_row_no_enemy_enters_its_half() -> None:
    s = position(Put("NT-122", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "d3"),
                 Put("VS-001", 1, "a4"), Put("X-032", 1, "e5"), SPARE_0, SPARE_1, active=1)
    nomad, jumper = card(s, "VS-001", 1), card(s, "X-032", 1)
    assert not offered(s, f"move {s.at(nomad)} to a3")
    assert offered(s, f"move {s.at(nomad)} to a5")
    assert offered(s, f"{s.at(jumper)} leaps to c5")  # its own half
    assert not offered(s, f"{s.at(jumper)} leaps to e3")


def test_nt_122_with_one_other_in_the_front_row_the_way_is_open() -> None:
    s = position(Put("NT-122", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "d2"),
                 Put("VS-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    assert offered(s, f"move {s.at(card(s, 'VS-001', 1))} to a3")


# --- NT-127 Итинери (unanswerable strike, poison protection): a hit of its simple strike
# poisons the struck creature 1; at the end of the turn an enemy creature its controller
# chooses next to the struck one is poisoned 1 too (impact) -------------------------------


def test_nt_127_a_hit_poisons_and_the_epidemic_spreads_to_a_chosen_neighbour() -> None:
    s = position(Put("NT-127", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "b5"), Put("VS-001", 1, "a6"), SPARE_0, SPARE_1)
    itineri = card(s, "NT-127", 0)
    struck, right, diagonal, far = (card(s, "VS-001", 1, n) for n in range(4))
    strike(s, itineri, struck, 4, 3)
    assert marker(s, struck, POISON) == 1
    act(s, "end the turn")
    assert not offered(s, uses(s, itineri, "epidemic", far))
    assert not offered(s, uses(s, itineri, "epidemic", struck))
    act(s, uses(s, itineri, "epidemic", diagonal))
    assert [marker(s, c, POISON) for c in (right, diagonal, far)] == [0, 1, 0]


def test_nt_127_poison_does_not_hold_on_it() -> None:
    s = position(Put("NT-127", 0, "c3"), Put("NT-127", 1, "c4"), SPARE_0, SPARE_1)
    mine, theirs = card(s, "NT-127", 0), card(s, "NT-127", 1)
    strike(s, mine, theirs, 4, 3)
    assert s.wounds[theirs] == 1 and marker(s, theirs, POISON) == 0


def test_nt_127_a_miss_poisons_no_one_and_is_not_answered() -> None:
    s = position(Put("NT-127", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    itineri = card(s, "NT-127", 0)
    struck, right = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    strike(s, itineri, struck, 5, 5)  # 5 against 5: a miss, and no counter-strike
    assert s.wounds[itineri] == 0 and marker(s, struck, POISON) == 0
    act(s, "end the turn")
    assert marker(s, right, POISON) == 0


def test_nt_110_cold_mud_adds_one_to_a_printed_defence_experience() -> None:
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"), Put("NT-078", 0, "c3"),
                 Put("VS-001", 1, "c4"), SPARE_1, active=1)
    mud, lamia, foe = card(s, "NT-110", 0), card(s, "NT-078", 0), card(s, "VS-001", 1)
    s.queue_dice(5, 3)  # 5 against 3 + 1 + 1
    act(s, f"{s.at(foe)} strikes {s.at(lamia)}")
    act(s, uses(s, mud, "cold mud", lamia))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[lamia] == 0 and s.wounds[foe] == 1


def test_nt_110_cold_mud_ends_with_the_turn() -> None:
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "d4"), SPARE_1, active=1)
    mud, mine = card(s, "NT-110", 0), card(s, "VS-001", 0)
    foe, other = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(5, 4)
    act(s, f"{s.at(foe)} strikes {s.at(mine)}")
    act(s, uses(s, mud, "cold mud", mine))
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's next turn: the mud has dried
    s.queue_dice(5, 4)
    act(s, f"{s.at(other)} strikes {s.at(mine)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[mine] == 1  # 5 against 4: weak


def test_bad_defending_dice_records_are_errors() -> None:
    with pytest.raises(AbilityError, match="defending is true or false"):
        compile_ability({"trigger": "tap", "effects": [{"dice": 1, "defending": "yes"}]},
                        "GA-900")
    with pytest.raises(AbilityError, match="held or defending, not both"):
        compile_ability({"trigger": "tap",
                         "effects": [{"dice": 1, "defending": True, "held": True}]}, "GA-900")


# --- NT-140 Саламандра (companion): when its host teleports or jumps, a discharge of 1,
# range 3 ---------------------------------------------------------------------------------


def test_nt_140_its_hosts_jump_sparks_a_discharge_within_three() -> None:
    s = position(Put("X-032", 0, "b1"), Put("NT-140", 0, "b1", on_host=True),
                 Put("VS-001", 1, "d6"), Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
    jumper, salamander = card(s, "X-032", 0), card(s, "NT-140", 0)
    near, other, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1), card(s, "VS-011", 1)
    act(s, f"{s.at(jumper)} leaps to a3")
    assert offered(s, uses(s, salamander, "salamander's spark", other))
    assert not offered(s, uses(s, salamander, "salamander's spark", far))  # e6: 4 cells
    act(s, uses(s, salamander, "salamander's spark", near))  # d6: 3 cells
    assert s.wounds[near] == 1 and s.wounds[other] == 0


def test_nt_140_a_teleport_sparks_too_a_step_does_not() -> None:
    s = position(Put("X-033", 0, "c1"), Put("NT-140", 0, "c1", on_host=True),
                 Put("VS-001", 1, "c4"), Put("VS-001", 1, "a6"), SPARE_0, SPARE_1)
    porter, salamander = card(s, "X-033", 0), card(s, "NT-140", 0)
    foe = card(s, "VS-001", 1, 0)
    act(s, f"move {s.at(porter)} to c2")
    assert s.phase == MAIN and s.wounds[foe] == 0
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, f"{s.at(porter)} leaps to c3")
    act(s, uses(s, salamander, "salamander's spark", foe))
    assert s.wounds[foe] == 1


# --- NT-141 Скелет (undead, horde, poison protection): -1 from shots and throws ----------


def test_nt_141_one_less_from_a_shot_and_a_throw_not_from_a_discharge_or_strike() -> None:
    for attacker, action, expected in (("X-003", "shoots", 1),
                                       ("X-021", "uses Метание (throw) on", 1),
                                       ("X-020", "uses Разряд (discharge) on", 2)):
        s = position(Put("NT-141", 0, "c2"), Put(attacker, 1, "c4"), SPARE_0, SPARE_1,
                     active=1)
        skeleton, foe = card(s, "NT-141", 0), card(s, attacker, 1)
        s.queue_dice(6)
        act(s, f"{s.at(foe)} {action} {s.at(skeleton)}")
        assert s.wounds[skeleton] == expected, attacker
    s = position(Put("NT-141", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    skeleton, foe = card(s, "NT-141", 0), card(s, "VS-001", 1)
    strike(s, foe, skeleton, 6, 1)
    assert s.wounds[skeleton] == 3


def test_nt_141_no_poison_takes_hold() -> None:
    s = position(Put("NT-141", 0, "c3"), Put("NT-127", 1, "c4"), SPARE_0, SPARE_1, active=1)
    skeleton, poisoner = card(s, "NT-141", 0), card(s, "NT-127", 1)
    strike(s, poisoner, skeleton, 6, 1)
    assert marker(s, skeleton, POISON) == 0 and s.has_keyword(skeleton, "horde")


# --- NT-143 Могильный демон (undead demon): incarnation 4; a strong simple strike is
# vampirism, up to 12 lives; X wounds of poison heal it X instead (at most 3) -----------


def test_nt_143_a_strong_hit_drinks_past_its_printed_lives_a_medium_one_does_not() -> None:
    s = position(Put("NT-143", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    demon, foe = card(s, "NT-143", 0), card(s, "VS-117", 1)
    strike(s, demon, foe, 6, 1)  # strong 3
    assert s.wounds[foe] == 3 and s.lives_left(demon) == 8 + 3
    s = position(Put("NT-143", 0, "c3", wounds=2), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    demon, foe = card(s, "NT-143", 0), card(s, "VS-117", 1)
    strike(s, demon, foe, 4, 1)  # medium 3
    assert s.lives_left(demon) == 6


def test_nt_143_drinks_no_more_than_twelve_lives() -> None:
    s = position(Put("NT-143", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    demon, foe = card(s, "NT-143", 0), card(s, "VS-117", 1)
    strike(s, demon, foe, 6, 1)
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, demon, foe, 6, 1)
    assert s.lives_left(demon) == 12


def test_nt_143_poison_heals_it_instead_of_wounding() -> None:
    s = position(Put("NT-143", 0, "c3", wounds=3), Put("NT-127", 1, "c4"), SPARE_0, SPARE_1,
                 active=1)
    demon, poisoner = card(s, "NT-143", 0), card(s, "NT-127", 1)
    strike(s, poisoner, demon, 4, 3)  # weak 1, and poison 1
    assert s.wounds[demon] == 4 and marker(s, demon, POISON) == 1
    act(s, "end the turn")  # its turn: the poison heals it 1
    assert s.wounds[demon] == 3


def test_nt_143_comes_back_with_its_fourth_incarnation_token() -> None:
    s = position(Put("NT-143", 0, "grave"), SPARE_0, SPARE_1, active=1)
    demon = card(s, "NT-143", 0)
    for _ in range(3):
        act(s, "end the turn")
        act(s, "end the turn")
    assert s.where(demon) == "graveyard"
    act(s, "end the turn")
    assert s.where(demon) == "graveyard" and len(cells_offered(s)) > 1  # its owner's pick
    come_to(s, "d1")
    assert s.where(demon) == "d1"


# --- NT-147 Берелгал (demon, teleport): +1 to its simple strike while more of its side's
# creatures stand on the enemy's half than on its own; -1 from attacks of creatures in the
# enemy's front row -----------------------------------------------------------------------


def test_nt_147_one_more_while_its_side_holds_more_of_the_enemy_half() -> None:
    for mate, expected in (("d4", 2), ("d3", 1)):  # 2 against 1; 1 against 2
        s = position(Put("NT-147", 0, "c4"), Put("VS-001", 0, mate), Put("VS-001", 1, "c5"),
                     SPARE_0, SPARE_1)
        demon, foe = card(s, "NT-147", 0), card(s, "VS-001", 1)
        strike(s, demon, foe, 4, 3)  # weak 2
        assert s.wounds[foe] == expected + 1, mate


def test_nt_147_one_less_from_a_front_row_attacker_not_from_one_behind() -> None:
    s = position(Put("NT-147", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    demon, front = card(s, "NT-147", 0), card(s, "VS-001", 1)
    strike(s, front, demon, 6, 1)  # strong 3
    assert s.wounds[demon] == 2
    s = position(Put("NT-147", 0, "c4"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1, active=1)
    demon, behind = card(s, "NT-147", 0), card(s, "VS-001", 1)
    strike(s, behind, demon, 6, 1)
    assert s.wounds[demon] == 3


# --- NT-150 Когтистый палач (undead, shot protection): tap finishing 3 --------------------


def test_nt_150_finishes_a_wounded_next_enemy_for_three_only() -> None:
    s = position(Put("NT-150", 0, "c3"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-001", 1, "d4"), SPARE_0, SPARE_1)
    butcher = card(s, "NT-150", 0)
    wounded, whole = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    finishing = [o for o in options(s) if o.startswith(f"{s.at(butcher)} uses")]
    assert finishing and all(s.at(wounded) in o for o in finishing)
    act(s, finishing[0])
    assert s.wounds[wounded] == 4 and s.wounds[whole] == 0 and s.closed[butcher]


def test_nt_150_shots_do_not_hurt_it() -> None:
    s = position(Put("NT-150", 0, "c2"), Put("VS-001", 0, "b2"), Put("X-003", 1, "c4"),
                 SPARE_0, SPARE_1, active=1)
    butcher, plain, archer = card(s, "NT-150", 0), card(s, "VS-001", 0), card(s, "X-003", 1)
    assert offered(s, f"{s.at(archer)} shoots {s.at(plain)}")
    assert not offered(s, f"{s.at(archer)} shoots {s.at(butcher)}")


# --- NT-153 Исчадие (demon, magic protection, defence experience 1): creatures standing
# left or right of it have -1 from magic strikes and discharges ---------------------------


def test_nt_153_its_row_neighbours_of_either_side_take_one_less_from_a_discharge() -> None:
    for seat, at, expected in ((0, "b3", 1), (1, "d3", 1), (0, "c2", 2)):
        s = position(Put("NT-153", 0, "c3"), Put("VS-001", seat, at),
                     Put("X-020", 1 - seat, "c5" if seat == 0 else "c1"), SPARE_0, SPARE_1,
                     active=1 - seat)
        mage, target = card(s, "X-020", 1 - seat), card(s, "VS-001", seat)
        act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(target)}")
        assert s.wounds[target] == expected, at


def test_nt_153_a_magic_strike_beside_it_one_less_a_simple_strike_in_full() -> None:
    s = position(Put("NT-153", 0, "c3"), Put("VS-001", 0, "b3"), Put("X-022", 1, "b4"),
                 SPARE_0, SPARE_1, active=1)
    left, wizard = card(s, "VS-001", 0), card(s, "X-022", 1)
    act(s, f"{s.at(wizard)} uses Магический удар (magic strike) on {s.at(left)}")
    assert s.wounds[left] == 1
    s = position(Put("NT-153", 0, "c3"), Put("VS-001", 0, "b3"), Put("VS-001", 1, "b4"),
                 SPARE_0, SPARE_1, active=1)
    left, foe = card(s, "VS-001", 0, 0), card(s, "VS-001", 1)
    strike(s, foe, left, 6, 1)
    assert s.wounds[left] == 3


# --- NT-155 Дзингор (flying demon, discharge protection): a hit of its strike at a
# creature on the battlefield wounds a creature next to the struck one by the hit less 1 --


def test_nt_155_a_hit_on_the_field_wounds_a_chosen_neighbour_by_one_less() -> None:
    s = position(Put("NT-155", 0, "air"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d4"),
                 Put("VS-001", 1, "a6"), SPARE_0, SPARE_1)
    dzingor, struck = card(s, "NT-155", 0), card(s, "VS-117", 1)
    beside, far = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    s.queue_dice(6, 1)  # strong 3
    act(s, f"{s.at(dzingor)} strikes {s.at(struck)}")
    while s.phase != MAIN:
        if offered(s, uses(s, dzingor, "sharp turn", beside)):
            assert not offered(s, uses(s, dzingor, "sharp turn", far))
            act(s, uses(s, dzingor, "sharp turn", beside))
        else:
            s.apply(s.legal_actions()[-1])
    assert s.wounds[struck] == 3 and s.wounds[beside] == 2 and s.wounds[far] == 0


def test_nt_155_a_miss_or_a_flyer_struck_wounds_no_neighbour() -> None:
    s = position(Put("NT-155", 0, "air"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    dzingor, struck, beside = card(s, "NT-155", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    strike(s, dzingor, struck, 1, 4)  # D -3: a miss
    assert s.wounds[beside] == 0
    s = position(Put("NT-155", 0, "air"), Put("VS-106", 1, "air"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    dzingor, flyer, other = card(s, "NT-155", 0), card(s, "VS-106", 1), card(s, "VS-001", 1)
    strike(s, dzingor, flyer, 6, 1)
    assert s.wounds[flyer] == 3 and s.wounds[other] == 0


# --- NT-159 Мертвяцкая бомбарда (artifact): tap shot 1-2-2; attacking with a shot it may
# take an incarnation token off a creature of its side for +2 to that shot (once a turn) --


def test_nt_159_a_plain_shot_and_a_shot_fed_by_a_token() -> None:
    s = position(Put("NT-159", 0, "c2"), Put("NT-143", 0, "grave"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1)
    bombard, demon, foe = card(s, "NT-159", 0), card(s, "NT-143", 0), card(s, "VS-117", 1)
    assert not offers_any(s, f"{s.at(bombard)} uses «shot of the dead»")  # no token yet
    s.queue_dice(1)
    act(s, uses(s, bombard, "bombard shot", foe))
    assert s.wounds[foe] == 1
    s = position(Put("NT-159", 0, "c2"), Put("NT-143", 0, "grave"), Put("VS-117", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    bombard, demon, foe = card(s, "NT-159", 0), card(s, "NT-143", 0), card(s, "VS-117", 1)
    act(s, "end the turn")  # its turn: the demon in the graveyard takes a token
    s.queue_dice(1)
    act(s, uses(s, bombard, "shot of the dead", foe))
    assert s.wounds[foe] == 3  # 1 + 2
    act(s, "end the turn")
    act(s, "end the turn")  # a second token, the first taken: one token now
    s.queue_dice(6)
    act(s, uses(s, bombard, "shot of the dead", foe))
    assert s.wounds[foe] == 3 + 4
    assert s.where(demon) == "graveyard"


def test_nt_159_no_token_no_fed_shot_and_no_shot_next_to_it() -> None:
    s = position(Put("NT-159", 0, "c3"), Put("VS-117", 1, "c4"), Put("VS-001", 1, "c6"),
                 SPARE_0, SPARE_1)
    bombard, near, far = card(s, "NT-159", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    assert not offers_any(s, f"{s.at(bombard)} uses «shot of the dead»")
    assert not offered(s, uses(s, bombard, "bombard shot", near))
    assert offered(s, uses(s, bombard, "bombard shot", far))


# --- NT-163 Огненный демон (demon, teleport, shot and poison protection): when it dies, a
# spell wounds every card next to its cell by 3 -------------------------------------------


def test_nt_163_its_death_burns_every_card_around_it_of_either_side() -> None:
    s = position(Put("NT-163", 0, "c3", wounds=7), Put("VS-117", 1, "c4"),
                 Put("VS-001", 0, "b2"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1, active=1)
    demon, killer = card(s, "NT-163", 0), card(s, "VS-117", 1)
    mine, diagonal, far = card(s, "VS-001", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    strike(s, killer, demon, 6, 1)
    assert s.where(demon) == "graveyard"
    assert [s.wounds[c] for c in (killer, mine, diagonal, far)] == [3, 3, 3, 0]


def test_nt_163_teleports() -> None:
    s = position(Put("NT-163", 0, "c2"), SPARE_0, SPARE_1)
    demon = card(s, "NT-163", 0)
    act(s, f"{s.at(demon)} leaps to e5")
    assert s.at(demon).endswith("@e5")


def test_nt_110_a_shot_at_a_closed_swamp_creature_opens_it_too() -> None:
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"),
                 Put("NT-104", 0, "c2", closed=True), Put("NT-141", 0, "d2", closed=True),
                 Put("X-003", 1, "c4"), SPARE_1, active=1)
    urg, skeleton, archer = card(s, "NT-104", 0), card(s, "NT-141", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(urg)}")
    assert not s.closed[urg] and s.wounds[urg] == 2
    s = position(Put("NT-110", 0, "air"), Put("VS-011", 0, "a1"),
                 Put("NT-141", 0, "d2", closed=True), Put("X-003", 1, "c4"), SPARE_1, active=1)
    skeleton, archer = card(s, "NT-141", 0), card(s, "X-003", 1)
    act(s, f"{s.at(archer)} shoots {s.at(skeleton)}")
    assert s.closed[skeleton]  # not a swamps creature


def test_an_ally_attacked_ability_takes_no_chosen_target() -> None:
    with pytest.raises(AbilityError, match="ally_attacked ability acts at once"):
        compile_ability({"trigger": "ally_attacked", "target": {"side": "enemy"},
                         "effects": [{"wound": 1}]}, "GA-901")


def test_ally_attacked_acts_for_a_strike_and_a_discharge_but_not_for_its_own_side() -> None:
    for attacker, action in (("VS-001", "strikes"), ("X-020", "uses Разряд (discharge) on")):
        s = arrange([Put("GA-001", 0, "a1"), Put("VS-001", 0, "c3", closed=True),
                     Put(attacker, 1, "c4"), Put("VS-011", 1, "e6")],
                    table=synthetic_table(), active=1)
        mine, foe = card(s, "VS-001", 0), card(s, attacker, 1)
        s.queue_dice(1, 1)
        act(s, f"{s.at(foe)} {action} {s.at(mine)}")
        assert not s.closed[mine], attacker
    s = arrange([Put("GA-001", 0, "a1"), Put("VS-001", 1, "c4", closed=True),
                 Put("X-020", 0, "c3"), Put("VS-011", 1, "e6")], table=synthetic_table())
    foe, mage = card(s, "VS-001", 1), card(s, "X-020", 0)
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(foe)}")
    assert s.closed[foe]  # an enemy card: not its side


def test_nt_044_an_enemy_instant_shot_in_algorns_turn_is_not_barred() -> None:
    s = position(Put("NT-044", 0, "c2"), Put("NT-074", 1, "c5"), SPARE_0, SPARE_1)
    algorn, scout = card(s, "NT-044", 0), card(s, "NT-074", 1)
    act(s, uses(s, algorn, "frost breath", scout))  # the scout may answer as it resolves
    assert offered(s, uses(s, scout, "scout's arrow", algorn))  # «its next turn» only


def test_nt_044_a_card_of_its_own_side_is_barred_in_its_own_next_turn() -> None:
    s = position(Put("NT-044", 0, "c2"), Put("X-003", 0, "b2"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    algorn, archer, foe = card(s, "NT-044", 0), card(s, "X-003", 0), card(s, "VS-001", 1)
    act(s, uses(s, algorn, "frost breath", archer))
    assert offered(s, f"{s.at(archer)} shoots {s.at(foe)}")  # this turn: free
    act(s, "end the turn")
    act(s, "end the turn")
    assert not offers_any(s, f"{s.at(archer)} shoots")  # its next turn


def test_a_bad_next_turn_mark_is_an_error() -> None:
    with pytest.raises(AbilityError, match="next_turn is true or false"):
        compile_ability({"trigger": "tap", "effects": [
            {"mark": "no_ranged", "next_turn": True, "turns": 2}]}, "GA-902")

"""Cards of the cards2 round, played on arranged positions: each printed clause where it
matters and where the text rules it out, named by the card's id; and the language
additions they need (the X ``enemy_elements``, ...), each with a test of its own."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.catalog.load import load_catalogue
from deckcheck.games.berserk.engine.abilities import (
    POISON,
    AbilityError,
    compile_ability,
    set_marker,
)
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, RESPOND, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    A,
    Put,
    card,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.playing import (
    turn_of,
)
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    battle_from_the_deal,
    offered,
    position,
    strike,
)

#: Synthetic cards of this file (ids C2-001..), each trying one language addition alone.
ABILITIES: dict[str, Any] = {
    "C2-001": {"complete": True, "abilities": [
        {"name": "tunnel vision", "trigger": "static", "effects": [{"strike_front_only": True}]}]},
    "C2-002": {"complete": True, "abilities": [
        {"name": "overflow", "trigger": "would_heal", "effects": [{"lives": 0, "x": "carried"}]}]},
    "C2-003": {"complete": True, "abilities": [
        {"name": "wrath", "trigger": "while", "if": {"wounded": True},
         "effects": [{"grant": "direct_strike"}, {"movement": 1}]}]},
    "C2-005": {"complete": True, "abilities": [
        {"name": "frost", "trigger": "tap", "effects": [{"move_limit": [0, 0, 0]}]}]},
    "C2-006": {"complete": True, "abilities": [
        {"name": "wings", "trigger": "tap", "effects": [{"grant": "flying"}]}]},
    "C2-007": {"complete": True, "abilities": [
        {"name": "cheer", "trigger": "ally_flies", "target": {"side": "other"},
         "effects": [{"remove": "direct_strike", "until": "end_of_your_turn"}]}]},
    "C2-008": {"complete": True, "abilities": [
        {"name": "rally", "trigger": "ally_trio", "effects": [{"counters": 1}]}]},
    "C2-009": {"complete": True, "abilities": [
        {"name": "company", "trigger": "creature_arrives",
         "effects": [{"boost": 2, "against": "throw"}]}]},
    "C2-010": {"complete": True, "abilities": [
        {"name": "mark for the archers", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"bounty": 3, "against": "shot"}]}]},
    "C2-011": {"complete": True, "abilities": [
        {"name": "mine", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"delayed_blast": 3}]}]},
    "C2-012": {"complete": True, "abilities": [
        {"name": "hush", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"silence": True}]}]},
    "C2-013": {"complete": True, "abilities": [
        {"name": "snare", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"net": True}]}]},
    "C2-004": {"complete": True, "abilities": [
        {"name": "lodestone", "trigger": "static", "effects": [{"draw": True, "against": "throw"}]},
        {"name": "spark eater", "trigger": "when_shot_at", "if_attack": ["throw", "shot"],
         "effects": [{"heal": 1}]}]},
}
CARDS = [*SYNTHETIC, synthetic("C2-001", name="Узкоглазый"),
         synthetic("C2-002", name="Полнокровный"), synthetic("C2-003", name="Гневный"),
         synthetic("C2-004", name="Магнит"), synthetic("C2-005", name="Морозный"),
         synthetic("C2-006", name="Окрылённый"), synthetic("C2-007", name="Ликующий"),
         synthetic("C2-008", name="Знаменосец"),
         synthetic("C2-009", name="Пращник", abilities=["throw-1"]),
         synthetic("C2-010", name="Наводчик"), synthetic("C2-011", name="Минёр"),
         synthetic("C2-012", name="Молчун"), synthetic("C2-013", name="Ловчий")]


@cache
def table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def wounds_of_strike(s: State, attacker: int, target: int, *dice: int) -> int:
    """The wounds ``attacker``'s simple strike with ``dice`` deals ``target``."""
    before = s.wounds[target]
    strike(s, attacker, target, *dice)
    return s.wounds[target] - before


# --- VS-075 Лесной разбойник: may step diagonally; counter + tap, impact, once a battle:
# an enemy creature next to it gets -1 to its simple strike and it gets +1 ----------------


def test_vs_075_steps_to_a_diagonal_neighbour() -> None:
    s = position(Put("VS-075", 0, "c3"), SPARE_0, SPARE_1)
    robber = card(s, "VS-075", 0)
    assert offered(s, f"move {s.at(robber)} to d4")
    assert offered(s, f"move {s.at(robber)} to b2")


def test_vs_075_steals_a_weapon_from_a_next_enemy_for_a_counter_once_a_battle() -> None:
    s = position(Put("VS-075", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "d5"),
                 SPARE_0, SPARE_1)
    robber, nomad, far = card(s, "VS-075", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    assert not [o for o in options(s) if "steal the weapon" in o]  # it needs a counter
    give_counters(s, robber, 1)
    steal = [o for o in options(s) if "steal the weapon" in o]
    assert any(s.at(nomad) in o for o in steal)
    assert not any(s.at(far) in o for o in steal)  # not next to it
    act(s, next(o for o in steal if s.at(nomad) in o))
    assert s.counters(robber) == 0 and s.closed[robber]
    turn_of(s, 1)
    turn_of(s, 0)
    give_counters(s, robber, 1)
    assert not [o for o in options(s) if "steal the weapon" in o]  # once a battle


def test_vs_075_the_stolen_weapon_lasts_a_minus_for_the_enemy_a_plus_for_it() -> None:
    s = position(Put("VS-075", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    robber, nomad = card(s, "VS-075", 0), card(s, "VS-001", 1)
    give_counters(s, robber, 1)
    act(s, next(o for o in options(s) if "steal the weapon" in o and s.at(nomad) in o))
    turn_of(s, 1)  # the nomad's turn: no end printed, the change stays (the robber closed)
    assert wounds_of_strike(s, nomad, robber, 1) == 0  # its weak 1, less 1
    turn_of(s, 0)
    s.closed[nomad] = True
    assert wounds_of_strike(s, robber, nomad, 1) == 2  # its weak 1, plus 1


def give_counters(s: State, c: int, n: int) -> None:
    """``c`` has ``n`` counters; the active seat's spare steps aside so that the legal
    actions are listed again with them."""
    s.set_counters(c, n)
    spare = card(s, "VS-011", s.active)
    act(s, next(o for o in options(s) if o.startswith(f"move {s.at(spare)} to ")))


# --- NT-196 Старая гвардия: +X to its simple strike, X the elements of the enemy's squad;
# no wounds from counter-strikes while its side has a hero-warrior or a hero-priest --------


def test_enemy_elements_counts_the_elements_the_enemy_cards_in_play_show() -> None:
    s = position(Put("NT-196", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("X-014", 1, "a5"), Put("NT-184", 1, "e5"), SPARE_0)
    guard, nomad = card(s, "NT-196", 0), card(s, "VS-001", 1)
    # steppes (the nomad) and steppes + forests (X-014); the neutral NT-184 adds none
    assert s.modifier(guard, nomad, "strike", 0, True) == 0
    assert wounds_of_strike(s, guard, nomad, 3) == 1 + 2


def test_nt_196_one_more_for_each_enemy_element_none_for_neutral_cards() -> None:
    for others, expected in (((), 1 + 1), ((Put("VS-071", 1, "a5"),), 1 + 2),
                             ((Put("NT-184", 1, "a5"),), 1 + 1)):
        s = position(Put("NT-196", 0, "c3"), Put("VS-001", 1, "c4", closed=True), *others,
                     SPARE_0)
        guard, nomad = card(s, "NT-196", 0), card(s, "VS-001", 1)
        assert wounds_of_strike(s, guard, nomad, 3) == expected, others


def test_nt_196_a_warrior_or_priest_hero_of_its_side_stops_counter_strikes() -> None:
    for hero, expected in (("", 1), ("NT-034", 0), ("NT-054", 0), ("NT-025", 1)):
        heroes = (Put(hero, 0, "a3"),) if hero else ()
        s = position(Put("NT-196", 0, "c3"), Put("VS-001", 1, "c4"), *heroes, SPARE_0, SPARE_1)
        guard, nomad = card(s, "NT-196", 0), card(s, "VS-001", 1)
        strike(s, guard, nomad, 1, 6)  # a miss the nomad answers: medium 2, less armour 1
        assert s.wounds[guard] == expected, hero


def test_nt_196_an_enemy_hero_warrior_does_not_shield_it() -> None:
    s = position(Put("NT-196", 0, "c3"), Put("VS-001", 1, "c4"), Put("NT-034", 1, "a5"),
                 SPARE_0, SPARE_1)
    guard, nomad = card(s, "NT-196", 0), card(s, "VS-001", 1)
    strike(s, guard, nomad, 1, 6)
    assert s.wounds[guard] == 1


# --- VS-101 Циклоп: it declares its simple strike only at the card right in front of it;
# magic strike 2 (the keyword) ------------------------------------------------------------


def test_vs_101_strikes_only_the_card_in_front_of_it() -> None:
    s = position(Put("VS-101", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"),
                 Put("VS-001", 1, "d3"), Put("VS-001", 0, "b3"), SPARE_0, SPARE_1)
    cyclops, ahead = card(s, "VS-101", 0), card(s, "VS-001", 1)
    beside = [card(s, "VS-001", 1, 1), card(s, "VS-001", 1, 2)]
    strikes = [o for o in options(s) if o.startswith(f"{s.at(cyclops)} strikes ")]
    assert strikes == [f"{s.at(cyclops)} strikes {s.at(ahead)}"]
    # its magic strike (the keyword) goes at any of them; another creature strikes every
    # enemy next to it
    for foe in (ahead, *beside):
        assert offered(s, f"{s.at(cyclops)} uses Магический удар (magic strike) on {s.at(foe)}")
    nomad = card(s, "VS-001", 0)
    assert offered(s, f"{s.at(nomad)} strikes {s.at(beside[0])}")


def test_vs_101_no_strike_and_no_closing_for_a_flyer() -> None:
    s = position(Put("VS-101", 0, "c3"), Put("X-005", 1, "air"), SPARE_0)
    cyclops = card(s, "VS-101", 0)
    assert not [o for o in options(s) if o.startswith(f"{s.at(cyclops)} strikes ")]
    assert not offered(s, f"{s.at(cyclops)} closes for a strike at a flyer")
    assert offered(s, f"{s.at(card(s, 'VS-011', 0))} closes for a strike at a flyer")


def test_strike_front_only_looks_ahead_from_its_own_side() -> None:
    # seat 1 faces the other way: the card in front of it is in the row below
    s = arrange([Put("C2-001", 1, "c4"), Put("VS-001", 0, "c3"), Put("VS-001", 0, "c5"),
                 Put("VS-001", 0, "b4"), SPARE_0, SPARE_1], table=table(), active=1)
    narrow = card(s, "C2-001", 1)
    below, above = card(s, "VS-001", 0), card(s, "VS-001", 0, 1)
    strikes = [o for o in options(s) if o.startswith(f"{s.at(narrow)} strikes ")]
    assert strikes == [f"{s.at(narrow)} strikes {s.at(below)}"]
    assert not offered(s, f"{s.at(narrow)} strikes {s.at(above)}")


# --- NT-188 Судовой кок (pirate): at the start of its turn, impact, three times a battle:
# an enemy creature next to it gets -1 to its dice while the cook is in the squad ----------


def cook_position(*others: Put) -> State:
    """The opponent's turn; the cook (seat 0, c3) has an enemy nomad next to it (c4)."""
    return position(Put("NT-188", 0, "c3"), Put("VS-001", 1, "c4"), *others, SPARE_0, SPARE_1,
                    active=1)


def choose_at_turn_start(s: State, target: int) -> None:
    """End the opponent's turn; at the start of the cook's the indigestion goes at
    ``target`` (chosen when there are more)."""
    s.apply(A.END)
    if s.phase == CHOOSE:
        act(s, next(o for o in options(s) if s.at(target) in o))
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)
    assert s.phase == MAIN
    assert any("indigestion" in t and f"{s.at(target)} -1 to its dice" in t for t in texts(s))


def test_nt_188_a_next_enemy_gets_minus_one_to_its_dice_while_the_cook_stays() -> None:
    s = cook_position(Put("VS-001", 1, "e4"), Put("VS-001", 1, "b2"))
    cook, nomad = card(s, "NT-188", 0), card(s, "VS-001", 1)
    far, other = card(s, "VS-001", 1, 1), card(s, "VS-001", 1, 2)
    s.apply(A.END)
    assert s.phase == CHOOSE  # two enemies next to it: its controller chooses
    assert any(s.at(nomad) in o for o in options(s))
    assert any(s.at(other) in o for o in options(s))
    assert not any(s.at(far) in o for o in options(s))  # not next to the cook
    act(s, next(o for o in options(s) if s.at(nomad) in o))
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)
    turn_of(s, 1)  # the nomad's turn: it strikes the closed cook with 4, less 1: weak
    s.closed[cook] = True
    assert wounds_of_strike(s, nomad, cook, 4) == 1
    choose_at_turn_start(s, other)
    turn_of(s, 1)  # turns later it still holds (the second use went at the other enemy)
    s.closed[cook] = True
    assert wounds_of_strike(s, nomad, cook, 4) == 1


def test_nt_188_the_minus_goes_when_the_cook_leaves_play() -> None:
    s = cook_position(Put("VS-001", 0, "d4", closed=True))
    cook, nomad, mine = card(s, "NT-188", 0), card(s, "VS-001", 1), card(s, "VS-001", 0)
    choose_at_turn_start(s, nomad)
    turn_of(s, 1)
    s.closed[mine] = True
    assert wounds_of_strike(s, nomad, mine, 4) == 1  # 4 - 1: weak
    s.kill([cook])  # the cook leaves play: its -1 ends
    turn_of(s, 0)
    turn_of(s, 1)
    s.closed[mine] = True
    assert wounds_of_strike(s, nomad, mine, 4) == 2  # 4: medium


def test_nt_188_three_times_a_battle_and_the_minuses_add_up() -> None:
    s = cook_position()
    cook, nomad = card(s, "NT-188", 0), card(s, "VS-001", 1)
    for _ in range(3):
        choose_at_turn_start(s, nomad)
        turn_of(s, 1)
    s.apply(A.END)
    assert s.phase == MAIN  # a fourth turn start: nothing to choose
    turn_of(s, 1)
    s.closed[cook] = True
    assert wounds_of_strike(s, nomad, cook, 6) == 1  # 6 - 3: weak


def test_the_language_additions_refuse_bad_records() -> None:
    with pytest.raises(AbilityError, match="held is true or false"):
        compile_ability({"trigger": "tap", "effects": [{"dice": -1, "held": "yes"}]}, "C2-900")
    with pytest.raises(AbilityError, match="x is one of"):
        compile_ability({"trigger": "static", "effects": [{"strike": 0, "x": "elements"}]},
                        "C2-900")
    held = compile_ability({"trigger": "tap", "effects": [{"dice": -1, "held": True}]}, "C2-900")
    assert "while this card stays in play" in held.describe()


# --- VS-086 Мира (elf): -1 from ranged attacks while unwounded; tap: shot 1-2-3 that
# closes its target if two or more other shots or throws wounded it this turn -------------


def arrow(s: State, mira: int, target: int, die: int) -> None:
    s.queue_dice(die)
    act(s, next(o for o in options(s) if "pinning arrow" in o and s.at(target) in o))
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)


def test_vs_086_one_less_from_ranged_attacks_only_while_unwounded() -> None:
    for wounds, expected in ((0, 1), (1, 2)):
        s = position(Put("X-003", 1, "c5"), Put("VS-086", 0, "c2", wounds=wounds), SPARE_0,
                     SPARE_1, active=1)
        archer, mira = card(s, "X-003", 1), card(s, "VS-086", 0)
        act(s, f"{s.at(archer)} shoots {s.at(mira)}")
        assert s.wounds[mira] - wounds == expected, wounds


def test_vs_086_its_shot_is_tiered_and_never_at_a_next_card() -> None:
    s = position(Put("VS-086", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    mira, near, far = card(s, "VS-086", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    shots = [o for o in options(s) if "pinning arrow" in o]
    assert any(s.at(far) in o for o in shots) and not any(s.at(near) in o for o in shots)
    arrow(s, mira, far, 6)  # strong: 3
    assert s.wounds[far] == 3 and not s.closed[far]  # no other shot wounded it


def test_vs_086_closes_a_creature_two_other_shots_or_throws_wounded_this_turn() -> None:
    for attackers, closes in ((("X-003", "X-021"), True), (("X-003",), False),
                              (("X-003", "X-020"), False)):  # a discharge is no shot
        puts = [Put(a, 0, f"{'abd'[i]}2") for i, a in enumerate(attackers)]
        s = position(Put("VS-086", 0, "c2"), Put("VS-001", 1, "c5"), *puts,
                     SPARE_0, SPARE_1)
        mira, foe = card(s, "VS-086", 0), card(s, "VS-001", 1)
        for a in attackers:
            c = card(s, a, 0)
            found = [o for o in options(s) if o.startswith(s.at(c)) and s.at(foe) in o
                     and "strikes" not in o and "move" not in o]
            act(s, found[0])
        assert not s.closed[foe]
        arrow(s, mira, foe, 1)
        assert s.closed[foe] == closes, attackers


# --- VS-081 Вожак сатиров: -1 from attacks of flyers; while it has no wound, a heal of X
# may instead wound a creature next to it by X (three times a turn) -----------------------


def heal_with(s: State, healer: int, target: int) -> None:
    act(s, f"{s.at(healer)} uses «breath of the forest» on {s.at(target)}")


def test_vs_081_an_unwounded_satyr_turns_a_heal_into_wounds_next_to_it() -> None:
    s = position(Put("VS-081", 0, "c3"), Put("VS-073", 0, "b3"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "e4"), SPARE_0, SPARE_1)
    satyr, druid = card(s, "VS-081", 0), card(s, "VS-073", 0)
    foe, far = card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    heal_with(s, druid, satyr)  # it has no wound, yet the heal may be aimed at it
    assert s.phase == CHOOSE
    assert offered(s, f"{s.at(satyr)} uses «wild vigour» on {s.at(foe)}")
    assert not offered(s, f"{s.at(satyr)} uses «wild vigour» on {s.at(far)}")
    assert offered(s, "use no target")  # «may»
    act(s, f"{s.at(satyr)} uses «wild vigour» on {s.at(foe)}")
    assert s.wounds[foe] == 2 and s.wounds[satyr] == 0


def test_vs_081_a_heal_only_ability_may_be_aimed_at_the_unwounded_satyr_too() -> None:
    s = position(Put("VS-081", 0, "c3"), Put("VS-076", 0, "b3"), Put("VS-001", 1, "c4"),
                 SPARE_0, SPARE_1)
    satyr, mender, foe = card(s, "VS-081", 0), card(s, "VS-076", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(mender)} uses «mend» on {s.at(satyr)}")
    act(s, f"{s.at(satyr)} uses «wild vigour» on {s.at(foe)}")
    assert s.wounds[foe] == 1


def test_vs_081_a_wounded_satyr_is_healed_as_usual() -> None:
    s = position(Put("VS-081", 0, "c3", wounds=3), Put("VS-073", 0, "b3"),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    satyr, druid, foe = card(s, "VS-081", 0), card(s, "VS-073", 0), card(s, "VS-001", 1)
    heal_with(s, druid, satyr)
    assert s.phase == MAIN and s.wounds[satyr] == 1 and s.wounds[foe] == 0


def test_vs_081_three_times_a_turn() -> None:
    druids = [Put("VS-073", 0, at) for at in ("b3", "b2", "c2", "d2")]
    s = position(Put("VS-081", 0, "c3"), *druids, Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    satyr, foe = card(s, "VS-081", 0), card(s, "VS-001", 1)
    for i in range(4):
        heal_with(s, card(s, "VS-073", 0, i), satyr)
        if s.phase == CHOOSE:
            act(s, f"{s.at(satyr)} uses «wild vigour» on {s.at(foe)}")
        assert s.phase == MAIN
    assert s.wounds[foe] == 2 * 3


def test_vs_081_one_less_from_a_flyers_attack_not_from_a_walkers() -> None:
    for attacker, at, expected in (("X-005", "air", 1), ("VS-001", "c4", 2)):
        s = position(Put(attacker, 1, at), Put("VS-081", 0, "c3", closed=True), SPARE_0,
                     SPARE_1, active=1)
        foe, satyr = card(s, attacker, 1), card(s, "VS-081", 0)
        assert wounds_of_strike(s, foe, satyr, 4) == expected, attacker  # medium 2


# --- VS-083 Серк: while it has no wound, a heal of it opens it instead (once a turn); -1
# from attacks of creatures with movement 2 or more ---------------------------------------


def test_vs_083_a_heal_of_an_unwounded_serk_opens_it_once_a_turn() -> None:
    s = position(Put("VS-083", 0, "c3", closed=True), Put("VS-073", 0, "b3"),
                 Put("VS-073", 0, "d3"), SPARE_0, SPARE_1)
    serk = card(s, "VS-083", 0)
    heal_with(s, card(s, "VS-073", 0), serk)
    assert not s.closed[serk] and s.wounds[serk] == 0
    s.closed[serk] = True
    heal_with(s, card(s, "VS-073", 0, 1), serk)
    assert s.closed[serk]  # once a turn


def test_vs_083_a_wounded_serk_is_healed_and_stays_closed() -> None:
    s = position(Put("VS-083", 0, "c3", closed=True, wounds=2), Put("VS-073", 0, "b3"),
                 SPARE_0, SPARE_1)
    serk = card(s, "VS-083", 0)
    heal_with(s, card(s, "VS-073", 0), serk)
    assert s.closed[serk] and s.wounds[serk] == 0


def test_vs_083_one_less_from_attacks_of_creatures_with_movement_two() -> None:
    for attacker, expected in (("X-004", 1), ("X-001", 2)):  # movement 2 / movement 1
        s = position(Put(attacker, 1, "c4"), Put("VS-083", 0, "c3", closed=True), SPARE_0,
                     SPARE_1, active=1)
        foe, serk = card(s, attacker, 1), card(s, "VS-083", 0)
        assert wounds_of_strike(s, foe, serk, 4) == expected, attacker  # medium 2


def test_would_heal_acts_instead_of_a_heal_of_an_unwounded_card_with_its_amount() -> None:
    s = arrange([Put("C2-002", 0, "c3"), Put("VS-073", 0, "b3"), SPARE_0, SPARE_1],
                table=table())
    full, druid = card(s, "C2-002", 0), card(s, "VS-073", 0)
    before = s.lives_max[full]
    heal_with(s, druid, full)
    assert s.lives_max[full] == before + 2 and s.wounds[full] == 0


def test_would_heal_leaves_a_wounded_card_to_the_heal() -> None:
    s = arrange([Put("C2-002", 0, "c3", wounds=1), Put("VS-073", 0, "b3"), SPARE_0, SPARE_1],
                table=table())
    full, druid = card(s, "C2-002", 0), card(s, "VS-073", 0)
    before = s.lives_max[full]
    heal_with(s, druid, full)
    assert s.lives_max[full] == before and s.wounds[full] == 0


def step_spare(s: State) -> None:
    """Seat 0's nomad (movement 2) steps: any action, and the engine looks again."""
    nomad = card(s, "VS-001", 0)
    act(s, next(o for o in options(s) if o.startswith(f"move {s.at(nomad)} to ")))


def test_while_holds_its_effects_only_while_its_condition_holds() -> None:
    s = arrange([Put("C2-003", 0, "c3"), Put("VS-001", 0, "a3"), SPARE_0, SPARE_1],
                table=table())
    wrath = card(s, "C2-003", 0)
    assert not s.has_keyword(wrath, "direct_strike") and s.move_max[wrath] == 1
    s.wounds[wrath] = 1
    step_spare(s)
    assert s.has_keyword(wrath, "direct_strike") and s.move_max[wrath] == 2
    assert s.moves[wrath] == 2
    assert any("«wrath»: gains direct_strike, has movement 2" in t for t in texts(s))
    s.wounds[wrath] = 0
    step_spare(s)
    assert not s.has_keyword(wrath, "direct_strike") and s.move_max[wrath] == 1


def test_while_takes_away_no_keyword_the_card_had_anyway() -> None:
    s = arrange([Put("C2-003", 0, "c3"), Put("VS-001", 0, "a3"), SPARE_0, SPARE_1],
                table=table())
    wrath = card(s, "C2-003", 0)
    s.grant(wrath, "direct_strike")  # another effect gave it first
    s.wounds[wrath] = 1
    step_spare(s)
    s.wounds[wrath] = 0
    step_spare(s)
    assert s.has_keyword(wrath, "direct_strike") and s.move_max[wrath] == 1


def test_while_refuses_what_it_cannot_hold() -> None:
    for effects in ([{"wound": 1}], [{"grant": "flying"}], [{"movement": 1, "x": "wounds"}]):
        with pytest.raises(AbilityError, match="a while ability holds"):
            compile_ability({"trigger": "while", "effects": effects}, "C2-900")
    with pytest.raises(AbilityError, match="a while ability holds"):
        compile_ability({"trigger": "while", "target": {"side": "other"},
                         "effects": [{"movement": 1}]}, "C2-900")


# --- NT-199 Хигарт (hero-warrior): wounded only by simple strikes; +1 movement while
# another hero-warrior or hero-rogue is in its squad; spell protection while a hero-priest
# or hero-mage is; attack experience 1 ----------------------------------------------------


def test_nt_199_no_wounds_but_from_simple_strikes() -> None:
    s = position(Put("NT-199", 1, "c4"), Put("X-003", 0, "c2"), Put("X-022", 0, "b4"),
                 Put("X-020", 0, "d3"), Put("X-021", 0, "e2"), Put("VS-001", 0, "c3"),
                 SPARE_0, SPARE_1)
    higart = card(s, "NT-199", 1)
    for attacker, verb in (("X-003", "shoots"), ("X-022", "Магический удар"),
                           ("X-020", "Разряд"), ("X-021", "Метание")):
        c = card(s, attacker, 0)
        act(s, next(o for o in options(s) if o.startswith(s.at(c)) and verb in o
                    and o.endswith(s.at(higart))))
        assert s.wounds[higart] == 0, attacker
    nomad = card(s, "VS-001", 0)
    s.closed[higart] = True
    assert wounds_of_strike(s, nomad, higart, 4) == 2  # a simple strike wounds it


def test_nt_199_poison_does_not_wound_it() -> None:
    s = position(Put("NT-199", 1, "c4"), Put("VS-001", 1, "a5"), SPARE_0, SPARE_1)
    higart, other = card(s, "NT-199", 1), card(s, "VS-001", 1)
    for c in (higart, other):
        set_marker(s, c, POISON, 2)
    s.apply(A.END)  # seat 1's turn begins: poison wounds
    assert s.wounds[higart] == 0 and s.wounds[other] == 2


def test_nt_199_one_more_movement_while_another_warrior_or_rogue_hero_is_in_play() -> None:
    for hero, expected in (("NT-034", 2), ("NT-098", 2), ("NT-054", 1), ("", 1)):
        heroes = (Put(hero, 0, "a3"),) if hero else ()
        s = position(Put("NT-199", 0, "c3"), *heroes, SPARE_0, SPARE_1)
        higart = card(s, "NT-199", 0)
        assert s.move_max[higart] == expected and s.moves[higart] == expected, hero


def test_nt_199_the_movement_goes_with_the_other_hero() -> None:
    s = position(Put("NT-199", 0, "c3"), Put("NT-034", 0, "a3"), SPARE_0, SPARE_1)
    higart, hero = card(s, "NT-199", 0), card(s, "NT-034", 0)
    assert s.move_max[higart] == 2
    s.kill([hero])
    act(s, f"move {s.at(higart)} to c2")  # the engine looks again before the next choice
    assert s.move_max[higart] == 1 and s.moves[higart] == 0
    assert not offered(s, f"move {s.at(higart)} to c1")


def test_nt_199_spell_protection_while_a_priest_or_mage_hero_is_in_play() -> None:
    for hero, protected in (("NT-054", True), ("NT-025", True), ("NT-034", False)):
        s = position(Put("NT-199", 0, "c3"), Put(hero, 0, "a3"), Put("VS-006", 1, "c5"),
                     SPARE_0, SPARE_1, active=1)
        higart, sage = card(s, "NT-199", 0), card(s, "VS-006", 1)
        assert s.has_keyword(higart, "spell_protection") == protected, hero
        s.set_counters(sage, 1)
        step = next(o for o in options(s) if o.startswith(f"move {s.at(sage)} to "))
        act(s, step)
        spells = [o for o in options(s) if "shield of light" in o]
        assert spells and any(s.at(higart) in o for o in spells) != protected, hero


# --- VS-088 Резчик идолов (elf): while next to an enemy creature, the enemy's shots and
# throws may be declared only at it, whatever their range ----------------------------------


def aims(s: State, c: int, words: str) -> set[int]:
    """The cards ``c``'s actions containing ``words`` are at."""
    found: set[int] = set()
    for o in options(s):
        if o.startswith(s.at(c)) and words in o:
            found.update(t for t in range(len(s.kinds)) if o.endswith(s.at(t)))
    return found


def test_vs_088_draws_shots_and_throws_while_next_to_an_enemy() -> None:
    s = position(Put("VS-088", 1, "c4"), Put("VS-001", 1, "a5"), Put("VS-001", 0, "c3"),
                 Put("X-003", 0, "a2"), Put("X-021", 0, "b1"), Put("X-020", 0, "e2"),
                 Put("VS-086", 0, "d1"), SPARE_0, SPARE_1)
    carver, other = card(s, "VS-088", 1), card(s, "VS-001", 1)
    assert aims(s, card(s, "X-003", 0), "shoots") == {carver}
    assert aims(s, card(s, "X-021", 0), "Метание") == {carver}
    assert aims(s, card(s, "VS-086", 0), "pinning arrow") == {carver}  # an encoded shot
    assert other in aims(s, card(s, "X-020", 0), "Разряд")  # a discharge goes anywhere


def test_vs_088_alone_it_draws_nothing() -> None:
    s = position(Put("VS-088", 1, "c5"), Put("VS-001", 1, "a5"), Put("X-003", 0, "a2"),
                 SPARE_0, SPARE_1)
    carver, other = card(s, "VS-088", 1), card(s, "VS-001", 1)
    assert aims(s, card(s, "X-003", 0), "shoots") == {carver, other, card(s, "VS-011", 1)}


def test_vs_088_a_shot_out_of_range_may_go_at_it() -> None:
    s = position(Put("VS-088", 1, "e6"), Put("VS-001", 0, "e5"), Put("VS-113", 0, "a1"),
                 Put("VS-011", 1, "a6"), Put("VS-011", 0, "b1"))
    carver, longbow = card(s, "VS-088", 1), card(s, "VS-113", 0)
    assert aims(s, longbow, "longbow") == {carver}  # 5 cells away, its range is 4


# --- VS-060 Аргвальд (jordling): while next to an enemy creature, the enemy's discharges
# may be declared only at it, at any range; a discharge at it gives it a counter; tap:
# magic strike 2, +1 for each counter, losing them all -------------------------------------


def test_vs_060_draws_discharges_and_gains_a_counter_from_each() -> None:
    s = position(Put("VS-060", 1, "c4"), Put("VS-001", 1, "a5"), Put("VS-001", 0, "c3"),
                 Put("X-020", 0, "e1"), Put("X-003", 0, "a2"), SPARE_0, SPARE_1)
    argvald, other = card(s, "VS-060", 1), card(s, "VS-001", 1)
    mage = card(s, "X-020", 0)
    assert aims(s, mage, "Разряд") == {argvald}
    assert other in aims(s, card(s, "X-003", 0), "shoots")  # shots go anywhere
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(argvald)}")
    assert s.counters(argvald) == 1 and s.wounds[argvald] == 2
    archer = card(s, "X-003", 0)
    act(s, f"{s.at(archer)} shoots {s.at(argvald)}")
    assert s.counters(argvald) == 1  # a shot gives none


def test_vs_060_its_magic_strike_spends_every_counter() -> None:
    s = position(Put("VS-060", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    argvald, nomad = card(s, "VS-060", 0), card(s, "VS-001", 1)
    s.set_counters(argvald, 2)
    step = next(o for o in options(s) if o.startswith(f"move {s.at(card(s, 'VS-011', 0))}"))
    act(s, step)
    act(s, f"{s.at(argvald)} uses «thunder fist» on {s.at(nomad)}")
    assert s.wounds[nomad] == 2 + 2 and s.counters(argvald) == 0
    assert not [o for o in options(s) if "Магический удар" in o]  # the keyword is this one


def test_draw_takes_every_enemy_throw_and_if_attack_picks_the_kinds() -> None:
    s = arrange([Put("C2-004", 1, "d6", wounds=1), Put("VS-001", 1, "c4"),
                 Put("X-021", 0, "c2"), Put("X-020", 0, "b2"), SPARE_0, SPARE_1], table=table())
    magnet, nomad = card(s, "C2-004", 1), card(s, "VS-001", 1)
    thrower, mage = card(s, "X-021", 0), card(s, "X-020", 0)
    assert aims(s, thrower, "Метание") == {magnet}  # no condition: always
    assert nomad in aims(s, mage, "Разряд")
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(magnet)}")
    assert s.wounds[magnet] == 1 + 2 - 1  # the throw, then its heal
    act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(magnet)}")
    assert s.wounds[magnet] == 2 + 2  # a discharge: no heal


def test_draw_and_if_attack_refuse_bad_records() -> None:
    with pytest.raises(AbilityError, match="draw: true, with against attack kinds"):
        compile_ability({"trigger": "static", "effects": [{"draw": True, "against": "impact"}]},
                        "C2-900")
    with pytest.raises(AbilityError, match="draw: true, with against attack kinds"):
        compile_ability({"trigger": "static", "effects": [{"draw": True}]}, "C2-900")
    with pytest.raises(AbilityError, match="if_attack is for when_shot_at"):
        compile_ability({"trigger": "when_wounded", "if_attack": ["shot"],
                         "effects": [{"heal": 1}]}, "C2-900")
    with pytest.raises(AbilityError, match="if_attack is for when_shot_at"):
        compile_ability({"trigger": "when_shot_at", "if_attack": ["arrow"],
                         "effects": [{"heal": 1}]}, "C2-900")


# --- VS-049 Центурион: counter + tap, impact: it takes X wounds and the enemy creature
# in front of it takes X-1; strike through a row 1 (the keyword) -------------------------


def test_vs_049_rams_for_x_wounds_to_itself_and_x_minus_one_in_front() -> None:
    s = position(Put("VS-049", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "b4"),
                 SPARE_0, SPARE_1)
    centurion, ahead, aside = card(s, "VS-049", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    assert not [o for o in options(s) if "battering ram" in o]  # it needs a counter
    give_counters(s, centurion, 1)
    rams = [o for o in options(s) if "battering ram" in o]
    assert len(rams) == 31  # X from 1 to 31 (no bound printed)
    act(s, f"{s.at(centurion)} uses «battering ram (4 of up to 31)»")
    assert s.wounds[centurion] == 4 and s.counters(centurion) == 0
    # the one in front, not a "may": its X-1 comes at once (the lone creature there)
    assert s.wounds[ahead] == 3 and s.wounds[aside] == 0


def test_vs_049_with_no_one_in_front_it_only_takes_the_wounds() -> None:
    s = position(Put("VS-049", 0, "c3"), Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
    centurion, aside = card(s, "VS-049", 0), card(s, "VS-001", 1)
    give_counters(s, centurion, 1)
    act(s, f"{s.at(centurion)} uses «battering ram (2 of up to 31)»")
    assert s.phase == MAIN and s.wounds[centurion] == 2 and s.wounds[aside] == 0


# --- VS-057 Криомант (linung): counter + tap, impact: in the opponent's next turn it may
# move only 3-2-1 creatures (the die picks); discharge 1; the second player's counter ----


def test_vs_057_icy_rain_lets_the_opponent_move_only_the_rolled_number() -> None:
    for die, movers in ((1, 3), (4, 2), (6, 1)):
        nomads = [Put("VS-001", 1, at) for at in ("a5", "b5", "c5", "d5")]
        s = position(Put("VS-057", 0, "c2"), *nomads, SPARE_0, SPARE_1)
        cryo = card(s, "VS-057", 0)
        give_counters(s, cryo, 1)
        s.queue_dice(die)
        act(s, f"{s.at(cryo)} uses «icy rain»")
        turn_of(s, 1)
        moved = 0
        for i in range(4):
            nomad = card(s, "VS-001", 1, i)
            steps = [o for o in options(s) if o.startswith(f"move {s.at(nomad)} to ")]
            if not steps:
                continue
            act(s, steps[0])
            moved += 1
            again = [o for o in options(s) if o.startswith(f"move {s.at(nomad)} to ")]
            assert again, die  # one that moved may go on moving
        assert moved == movers, die
        turn_of(s, 0)
        turn_of(s, 1)  # the turn after: free again
        assert all(any(o.startswith(f"move {s.at(card(s, 'VS-001', 1, i))} to ")
                       for o in options(s)) for i in range(4))


def test_vs_057_the_second_player_begins_with_a_counter() -> None:
    s = battle_from_the_deal(({"c3": "VS-057", "b3": "VS-011"},
                              {"c4": "VS-057", "d4": "VS-011"}), first=0)
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)
    first, second = card(s, "VS-057", 0), card(s, "VS-057", 1)
    assert s.counters(first) == 0 and s.counters(second) == 1


def test_move_limit_zero_holds_every_creature_and_refuses_bad_tiers() -> None:
    s = arrange([Put("C2-005", 0, "c2"), Put("VS-001", 1, "c5"), Put("X-003", 1, "a5"),
                 SPARE_0, SPARE_1], table=table())
    frost, nomad = card(s, "C2-005", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(frost)} uses «frost»")
    s.apply(A.END)
    assert s.active == 1 and s.turn == 4  # the archer may still shoot
    assert not [o for o in options(s) if o.startswith("move ")]
    for bad in ([1, 2], [1, 2, 9], "3-2-1"):
        with pytest.raises(AbilityError, match="move_limit: three tiers"):
            compile_ability({"trigger": "tap", "effects": [{"move_limit": bad}]}, "C2-900")
    assert s.wounds[nomad] == 0


# --- NT-193 Алетрис: when a creature of its side gains flying, a discharge of 1-2-3 (three
# times a turn); an enemy card it attacks loses its flyer protection to the end of the turn


def aletris_position(*others: Put) -> State:
    return arrange([Put("NT-193", 0, "c2"), *others, SPARE_0, SPARE_1], table=table())


def test_nt_193_an_ally_taking_wing_brings_a_discharge_three_times_a_turn() -> None:
    wings = [Put("C2-006", 0, at) for at in ("a2", "b2", "d2", "e2")]
    s = aletris_position(*wings, Put("VS-001", 1, "c5"))
    aletris, nomad = card(s, "NT-193", 0), card(s, "VS-001", 1)
    for i in range(4):
        winged = card(s, "C2-006", 0, i)
        s.queue_dice(1)  # weak: 1
        act(s, f"{s.at(winged)} uses «wings»")
        if i < 3:
            assert s.phase == CHOOSE, i
            act(s, next(o for o in options(s) if "storm wings" in o and s.at(nomad) in o))
        assert s.phase == MAIN, i
    assert s.wounds[nomad] == 3  # the fourth flight brings none
    assert s.wounds[aletris] == 0


def test_nt_193_its_attacks_strip_flyer_protection_to_the_end_of_the_turn() -> None:
    s = aletris_position(Put("X-028", 1, "c3"), Put("X-005", 0, "air"))
    aletris, grounded, flyer = card(s, "NT-193", 0), card(s, "X-028", 1), card(s, "X-005", 0)
    assert not offered(s, f"{s.at(flyer)} strikes {s.at(grounded)}")  # flyer protection
    strike(s, aletris, grounded, 1, 6)  # a miss: it still attacked
    assert not s.has_keyword(grounded, "flyer_protection")
    assert offered(s, f"{s.at(flyer)} strikes {s.at(grounded)}")
    turn_of(s, 1)
    assert s.has_keyword(grounded, "flyer_protection")  # back at the end of the turn


def test_ally_flies_and_remove_until_the_end_of_a_turn() -> None:
    s = arrange([Put("C2-007", 0, "c2"), Put("C2-006", 0, "a2"), SPARE_0, SPARE_1],
                table=table(), active=1)
    winged = card(s, "C2-006", 0)
    s.grant(winged, "direct_strike")
    turn_of(s, 0)
    act(s, f"{s.at(winged)} uses «wings»")  # the other card: the one that took wing
    assert s.is_flyer(winged) and not s.has_keyword(winged, "direct_strike")
    turn_of(s, 1)  # «your turn» was seat 0's: it comes back as it ends
    assert s.has_keyword(winged, "direct_strike")
    with pytest.raises(AbilityError, match="remove: no end printed is for good"):
        compile_ability({"trigger": "tap", "effects": [{"remove": "flying",
                                                        "until": "lasting"}]}, "C2-900")


# --- VS-027 Бон и Берроу: without a counter, tap: strike through a row 2 that gives it a
# counter; with one, a hit of its simple strike brings a discharge 1-2-2 (range 3); struck
# by a simple strike it may lose the counter to block it; one counter at most --------------


def test_vs_027_without_a_counter_its_strike_through_a_row_gives_it_one() -> None:
    s = position(Put("VS-027", 0, "c3"), Put("VS-001", 1, "c5"), Put("VS-001", 1, "d4"),
                 SPARE_0, SPARE_1)
    bb, far, near = card(s, "VS-027", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    blades = [o for o in options(s) if "twin blades" in o]
    assert any(s.at(far) in o for o in blades) and not any(s.at(near) in o for o in blades)
    act(s, f"{s.at(bb)} uses «twin blades» on {s.at(far)}")
    assert s.wounds[far] == 2 and s.counters(bb) == 1


def test_vs_027_with_a_counter_a_hit_brings_a_discharge_and_no_blades() -> None:
    for dice, discharges in (((6, 1), True), ((1, 5), False)):  # +1: its experience
        s = position(Put("VS-027", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "e5"),
                     SPARE_0, SPARE_1)
        bb, nomad, far = card(s, "VS-027", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
        give_counters(s, bb, 1)
        assert not [o for o in options(s) if "twin blades" in o]
        s.queue_dice(*dice, 1)
        act(s, f"{s.at(bb)} strikes {s.at(nomad)}")
        while s.phase not in (MAIN, CHOOSE):
            s.apply(s.legal_actions()[-1])
        assert (s.phase == CHOOSE) == discharges, dice
        if discharges:
            assert any(s.at(far) in o for o in options(s))  # within 3
            act(s, next(o for o in options(s) if "twin sparks" in o and s.at(far) in o))
            assert s.wounds[far] == 1  # the die's 1: weak


def test_vs_027_may_spend_its_counter_to_block_a_simple_strike() -> None:
    for parry, expected in ((True, 0), (False, 3 - 1)):  # strong 3, armour 1
        s = position(Put("VS-027", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1,
                     active=1)
        bb, nomad = card(s, "VS-027", 0), card(s, "VS-001", 1)
        s.set_counters(bb, 1)
        act(s, f"move {s.at(card(s, 'VS-011', 1))} to e5")
        s.queue_dice(6, 1)
        act(s, f"{s.at(nomad)} strikes {s.at(bb)}")
        assert offered(s, f"{s.at(bb)} uses «parry»")
        act(s, f"{s.at(bb)} uses «parry»" if parry else "no instant action")
        while s.phase != MAIN:
            s.apply(s.legal_actions()[-1])
        assert s.wounds[bb] == expected and s.counters(bb) == (0 if parry else 1), parry


def test_vs_027_holds_one_counter_at_most() -> None:
    s = position(Put("VS-027", 0, "c3"), SPARE_0, SPARE_1)
    bb = card(s, "VS-027", 0)
    s.set_counters(bb, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    assert not [o for o in options(s) if "counter" in o and s.at(bb) in o]


# --- the played clauses of this round's cards that still lack one (complete: false) -----


def test_vs_004_heavy_bolt_for_a_counter_reaches_past_the_printed_range() -> None:
    s = position(Put("VS-004", 0, "a1"), Put("VS-001", 1, "e6"), Put("VS-011", 0, "b1"),
                 Put("VS-011", 1, "a6"))
    girrit, far = card(s, "VS-004", 0), card(s, "VS-001", 1)
    assert not [o for o in options(s) if "hunting bolt" in o and s.at(far) in o]  # range 3
    give_counters(s, girrit, 1)
    act(s, f"{s.at(girrit)} uses «heavy bolt» on {s.at(far)}")
    assert s.wounds[far] == 2 and s.counters(girrit) == 0


def test_vs_004_hunting_bolt_within_three_not_next_to_it() -> None:
    s = position(Put("VS-004", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-001", 1, "c5"),
                 Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    girrit = card(s, "VS-004", 0)
    near, within, beyond = (card(s, "VS-001", 1, i) for i in range(3))
    bolts = [o for o in options(s) if "hunting bolt" in o]
    assert any(s.at(within) in o for o in bolts)
    assert not any(s.at(near) in o or s.at(beyond) in o for o in bolts)
    assert not [o for o in options(s) if o.startswith(f"{s.at(girrit)} shoots")]  # replaced
    act(s, f"{s.at(girrit)} uses «hunting bolt» on {s.at(within)}")
    assert s.wounds[within] == 1


def test_vs_004_the_hunted_card_takes_two_more_from_the_next_flyers_attack() -> None:
    s = position(Put("VS-004", 0, "c2"), Put("VS-001", 1, "c5", closed=True),
                 Put("X-005", 0, "air"), Put("X-005", 0, "air"), Put("VS-001", 0, "c4"),
                 SPARE_0, SPARE_1)
    girrit, prey, nomad = card(s, "VS-004", 0), card(s, "VS-001", 1), card(s, "VS-001", 0)
    act(s, f"{s.at(girrit)} uses «hunting bolt» on {s.at(prey)}")
    assert wounds_of_strike(s, nomad, prey, 1) == 1  # a walker's strike: no bounty
    assert wounds_of_strike(s, card(s, "X-005", 0), prey, 1) == 1 + 2
    assert wounds_of_strike(s, card(s, "X-005", 0, 1), prey, 1) == 1  # the marker is gone


def test_vs_004_the_marker_ends_with_its_controllers_turn() -> None:
    s = position(Put("VS-004", 0, "c2"), Put("VS-001", 1, "c5"), Put("X-005", 0, "air"),
                 SPARE_0, SPARE_1)
    girrit, prey, flyer = card(s, "VS-004", 0), card(s, "VS-001", 1), card(s, "X-005", 0)
    act(s, f"{s.at(girrit)} uses «hunting bolt» on {s.at(prey)}")
    turn_of(s, 1)
    turn_of(s, 0)
    s.closed[prey] = True
    assert wounds_of_strike(s, flyer, prey, 1) == 1


def test_vs_022_bomb_throws_one_within_three_not_next_to_it() -> None:
    s = position(Put("VS-022", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-001", 1, "c5"),
                 Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    bomber = card(s, "VS-022", 0)
    near, within, beyond = (card(s, "VS-001", 1, i) for i in range(3))
    bombs = [o for o in options(s) if "«bomb»" in o]
    assert any(s.at(within) in o for o in bombs)
    assert not any(s.at(near) in o or s.at(beyond) in o for o in bombs)
    act(s, f"{s.at(bomber)} uses «bomb» on {s.at(within)}")
    assert s.wounds[within] == 1


def test_vs_022_the_bombed_cell_blasts_at_the_start_of_its_next_turn() -> None:
    s = position(Put("VS-022", 0, "c2"), Put("VS-001", 1, "c5"), Put("VS-011", 1, "c6"),
                 SPARE_0, Put("VS-011", 1, "a6"))
    bomber, aimed = card(s, "VS-022", 0), card(s, "VS-001", 1)
    newcomer = card(s, "VS-011", 1)
    act(s, f"{s.at(bomber)} uses «bomb» on {s.at(aimed)}")
    assert s.wounds[aimed] == 1
    turn_of(s, 1)
    act(s, f"move {s.at(aimed)} to d5")
    act(s, f"move {s.at(newcomer)} to c5")  # onto the bombed cell
    turn_of(s, 0)  # the blast: whoever stands on c5 now
    assert s.wounds[newcomer] == 2 and s.wounds[aimed] == 1
    turn_of(s, 1)
    turn_of(s, 0)
    assert s.wounds[newcomer] == 2  # it went off once


def test_vs_032_one_less_from_ranged_attacks() -> None:
    s = position(Put("X-003", 1, "c5"), Put("VS-032", 0, "c2"), SPARE_0, SPARE_1, active=1)
    act(s, f"{s.at(card(s, 'X-003', 1))} shoots {s.at(card(s, 'VS-032', 0))}")
    assert s.wounds[card(s, "VS-032", 0)] == 1


def test_vs_090_the_second_player_begins_with_three_more_lives() -> None:
    s = battle_from_the_deal(({"c3": "VS-090", "b3": "VS-011"},
                              {"c4": "VS-090", "d4": "VS-011"}), first=0)
    while s.phase in (CHOOSE, RESPOND):
        s.apply(A.END)
    assert s.lives_max[card(s, "VS-090", 0)] == 7
    assert s.lives_max[card(s, "VS-090", 1)] == 7 + 3


def test_vs_094_heals_a_creature_by_two() -> None:
    s = position(Put("VS-094", 0, "c2"), Put("VS-001", 0, "a3", wounds=3), SPARE_0, SPARE_1)
    king, nomad = card(s, "VS-094", 0), card(s, "VS-001", 0)
    act(s, f"{s.at(king)} uses «healing hands» on {s.at(nomad)}")
    assert s.wounds[nomad] == 1


def test_vs_104_sleight_of_hand_takes_every_counter_once_a_battle() -> None:
    s = position(Put("VS-104", 0, "c2"), Put("VS-057", 1, "c5"), Put("VS-057", 1, "a5"),
                 SPARE_0, SPARE_1)
    trickster, one, other = card(s, "VS-104", 0), card(s, "VS-057", 1), card(s, "VS-057", 1, 1)
    s.set_counters(one, 1)
    s.set_counters(other, 1)
    give_counters(s, trickster, 0)
    act(s, f"{s.at(trickster)} uses «sleight of hand» on {s.at(one)}")
    assert s.counters(one) == 0 and s.counters(other) == 1
    turn_of(s, 1)
    turn_of(s, 0)
    assert not [o for o in options(s) if "sleight of hand" in o]


def test_nt_184_two_more_to_its_strikes_at_dark_creatures_only() -> None:
    dark = next(c.id for c in load_catalogue("berserk")
                if c.game == "berserk" and "darkness" in c.elements and c.type == "creature"
                and not c.names("classes") and c.id.startswith("NT"))
    for foe_id, extra in ((dark, 2), ("VS-001", 0)):
        s = position(Put("NT-184", 0, "c3"), Put(foe_id, 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        hunter, foe = card(s, "NT-184", 0), card(s, foe_id, 1)
        act(s, f"{s.at(hunter)} uses Магический удар (magic strike) on {s.at(foe)}")
        assert s.wounds[foe] == 2 + extra, foe_id


# --- VS-093 Очи Кронга (flying): other forest creatures of its side making a strike, a shot
# and a heal one after another (moves between them allowed) open it, twice a turn --------


def eyes_position() -> State:
    return position(Put("VS-093", 0, "air", closed=True), Put("VS-071", 0, "c3"),
                    Put("VS-078", 0, "b2"), Put("VS-073", 0, "d2"), Put("VS-001", 1, "c4"),
                    Put("VS-001", 0, "e2", wounds=2), SPARE_0, SPARE_1)


def test_vs_093_a_strike_a_shot_and_a_heal_in_a_row_open_it() -> None:
    s = eyes_position()
    eyes, leshy, elf, druid = (card(s, i, 0) for i in ("VS-093", "VS-071", "VS-078", "VS-073"))
    foe, hurt = card(s, "VS-001", 1), card(s, "VS-001", 0)
    act(s, f"{s.at(elf)} uses «shot from the middle row» on {s.at(foe)}")
    act(s, f"move {s.at(druid)} to d1")  # a move does not break the run
    strike(s, leshy, foe, 1, 1)
    assert s.closed[eyes]
    act(s, f"{s.at(druid)} uses «breath of the forest» on {s.at(hurt)}")
    assert not s.closed[eyes]


def test_vs_093_another_action_between_breaks_the_run() -> None:
    s = position(Put("VS-093", 0, "air", closed=True), Put("VS-071", 0, "c3"),
                 Put("VS-078", 0, "b2"), Put("VS-073", 0, "d2"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 0, "e2", wounds=2), Put("VS-002", 0, "d3"), SPARE_0, SPARE_1)
    eyes, leshy, elf, druid = (card(s, i, 0) for i in ("VS-093", "VS-071", "VS-078", "VS-073"))
    foe, hurt, steppe = card(s, "VS-001", 1), card(s, "VS-001", 0), card(s, "VS-002", 0)
    act(s, f"{s.at(elf)} uses «shot from the middle row» on {s.at(foe)}")
    strike(s, steppe, foe, 1, 1)  # a steppes creature's strike: not the forest's run
    strike(s, leshy, foe, 1, 1)
    act(s, f"{s.at(druid)} uses «breath of the forest» on {s.at(hurt)}")
    assert s.closed[eyes]


def test_ally_trio_counts_other_creatures_of_any_kind_and_starts_again() -> None:
    s = arrange([Put("C2-008", 0, "a3"), Put("VS-001", 0, "c3"), Put("X-003", 0, "b2"),
                 Put("VS-073", 0, "d2"), Put("VS-001", 1, "c4"), Put("VS-001", 0, "e2", wounds=3),
                 SPARE_0, SPARE_1], table=table())
    banner, nomad, archer, druid = (card(s, i, 0) for i in ("C2-008", "VS-001", "X-003",
                                                             "VS-073"))
    foe, hurt = card(s, "VS-001", 1), card(s, "VS-001", 0, 1)
    act(s, f"{s.at(druid)} uses «breath of the forest» on {s.at(hurt)}")
    act(s, f"{s.at(archer)} shoots {s.at(foe)}")
    assert s.counters(banner) == 0
    strike(s, nomad, foe, 1, 1)
    assert s.counters(banner) == 1


# --- VS-098 Етун: it ignores the abilities of the creature it strikes; attack experience 1,
# magic protection ------------------------------------------------------------------------


def test_vs_098_ignores_armour_and_reductions_of_the_struck_creature() -> None:
    for foe_id, expected in (("X-001", 4), ("VS-043", 4), ("VS-001", 4)):
        s = position(Put("VS-098", 0, "c3"), Put(foe_id, 1, "c4", closed=True), SPARE_0,
                     SPARE_1)
        etun, foe = card(s, "VS-098", 0), card(s, foe_id, 1)
        assert wounds_of_strike(s, etun, foe, 3) == expected, foe_id  # 3 + 1: medium 4
    s = position(Put("VS-034", 0, "c3"), Put("X-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    minotaur, armoured = card(s, "VS-034", 0), card(s, "X-001", 1)
    assert wounds_of_strike(s, minotaur, armoured, 4) == 4 - 2  # another striker: armour 2


def test_vs_098_ignores_the_defence_experience_of_an_open_creature() -> None:
    s = position(Put("VS-098", 0, "c3"), Put("X-008", 1, "c4"), SPARE_0, SPARE_1)
    etun, veteran = card(s, "VS-098", 0), card(s, "X-008", 1)
    strike(s, etun, veteran, 3, 3)  # 4 against 3 (no +2 experience): weak 3
    assert s.wounds[veteran] == 3
    assert any("dice 4 vs 3" in t for t in texts(s))


# --- VS-041 Айрин (linung): a creature with a magic ability arriving next to it gives its
# discharge +1 to the end of its turn (twice a turn); discharge 1 -------------------------


def airin_discharge(s: State, airin: int, target: int) -> int:
    before = s.wounds[target]
    act(s, f"{s.at(airin)} uses Разряд (discharge) on {s.at(target)}")
    return s.wounds[target] - before


def test_vs_041_mages_arriving_next_to_it_charge_its_discharge_twice_a_turn() -> None:
    mages = [Put("X-020", 1, at) for at in ("b5", "c5", "d5")]
    s = position(Put("VS-041", 0, "c3"), *mages, Put("VS-001", 1, "e6"), SPARE_0,
                 Put("VS-011", 1, "a6"), active=1)
    airin, target = card(s, "VS-041", 0), card(s, "VS-001", 1)
    for i, to in enumerate(("b4", "c4", "d4")):
        mage = card(s, "X-020", 1, i)
        act(s, f"move {s.at(mage)} to {to}")
    turn_of(s, 0)
    assert airin_discharge(s, airin, target) == 1 + 2  # the third arrival: no more


def test_vs_041_no_charge_from_a_creature_without_magic_or_already_next_to_it() -> None:
    s = position(Put("VS-041", 0, "c3"), Put("VS-001", 1, "c5"), Put("X-020", 1, "b4"),
                 Put("VS-001", 1, "e6"), SPARE_0, Put("VS-011", 1, "a6"), active=1)
    airin = card(s, "VS-041", 0)
    nomad, mage, target = card(s, "VS-001", 1), card(s, "X-020", 1), card(s, "VS-001", 1, 1)
    act(s, f"move {s.at(nomad)} to c4")  # no magic ability
    act(s, f"move {s.at(mage)} to b3")  # it stood next to Airin already
    turn_of(s, 0)
    assert airin_discharge(s, airin, target) == 1


def test_vs_041_the_charge_ends_with_its_controllers_turn() -> None:
    s = position(Put("VS-041", 0, "c3"), Put("X-020", 1, "c5"), Put("VS-001", 1, "e6"),
                 SPARE_0, Put("VS-011", 1, "a6"), active=1)
    airin, mage, target = card(s, "VS-041", 0), card(s, "X-020", 1), card(s, "VS-001", 1)
    act(s, f"move {s.at(mage)} to c4")
    turn_of(s, 0)
    turn_of(s, 1)
    turn_of(s, 0)
    assert airin_discharge(s, airin, target) == 1


def test_creature_arrives_and_boost_for_this_turn() -> None:
    s = arrange([Put("C2-009", 0, "c2"), Put("VS-001", 0, "a2"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1], table=table())
    slinger, friend, foe = card(s, "C2-009", 0), card(s, "VS-001", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(friend)} to b2")  # either side's creature arriving counts
    act(s, f"{s.at(slinger)} uses Метание (throw) on {s.at(foe)}")
    assert s.wounds[foe] == 1 + 2
    with pytest.raises(AbilityError, match="boost: one attack kind"):
        compile_ability({"trigger": "tap", "effects": [{"boost": 1, "against": "strike"}]},
                        "C2-900")


def test_bounty_of_any_attacker_for_one_kind_this_turn() -> None:
    s = arrange([Put("C2-010", 0, "a2"), Put("X-003", 0, "b2"), Put("X-021", 0, "d2"),
                 Put("VS-001", 1, "c5"), SPARE_0, SPARE_1], table=table())
    spotter, archer, thrower = card(s, "C2-010", 0), card(s, "X-003", 0), card(s, "X-021", 0)
    foe = card(s, "VS-001", 1)
    act(s, f"{s.at(spotter)} uses «mark for the archers» on {s.at(foe)}")
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(foe)}")
    assert s.wounds[foe] == 2  # a throw: not the kind
    act(s, f"{s.at(archer)} shoots {s.at(foe)}")
    assert s.wounds[foe] == 2 + 2 + 3
    with pytest.raises(AbilityError, match="bounty: until a printed end"):
        compile_ability({"trigger": "tap", "effects": [{"bounty": 1, "until": "lasting"}]},
                        "C2-900")


def test_blast_goes_at_a_cell_never_at_a_flyer() -> None:
    s = arrange([Put("C2-011", 0, "a2"), Put("VS-001", 1, "c5"), Put("X-005", 1, "air"),
                 SPARE_0, SPARE_1], table=table())
    miner, foe, flyer = card(s, "C2-011", 0), card(s, "VS-001", 1), card(s, "X-005", 1)
    mines = [o for o in options(s) if "«mine»" in o]
    assert any(s.at(foe) in o for o in mines) and not any(s.at(flyer) in o for o in mines)
    act(s, f"{s.at(miner)} uses «mine» on {s.at(foe)}")
    assert s.wounds[foe] == 0
    turn_of(s, 1)
    assert s.wounds[foe] == 0  # not at the opponent's turn
    turn_of(s, 0)
    assert s.wounds[foe] == 3


# --- VS-094 Король-жрец: counter + tap, impact, once a battle: a creature loses all its
# abilities while the priest-king is in play; tap: heal a creature by 2 ------------------


def test_vs_094_a_creature_forgets_its_keywords_once_a_battle() -> None:
    s = position(Put("VS-094", 0, "c2"), Put("X-001", 1, "c4", closed=True),
                 Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    king, armoured, nomad = card(s, "VS-094", 0), card(s, "X-001", 1), card(s, "VS-001", 0)
    assert s.has_keyword(armoured, "armour")
    give_counters(s, king, 1)
    act(s, f"{s.at(king)} uses «loss of memory» on {s.at(armoured)}")
    assert not s.has_keyword(armoured, "armour")
    assert wounds_of_strike(s, nomad, armoured, 4) == 2  # medium 2, no armour to take it
    turn_of(s, 1)
    turn_of(s, 0)
    give_counters(s, king, 1)
    assert not [o for o in options(s) if "loss of memory" in o]  # once a battle


def test_vs_094_an_encoded_ability_is_lost_and_comes_back_when_the_king_goes() -> None:
    s = position(Put("VS-094", 0, "c2"), Put("VS-088", 1, "c4"), Put("VS-001", 0, "c3"),
                 Put("X-003", 0, "a2"), Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    king, carver, archer = card(s, "VS-094", 0), card(s, "VS-088", 1), card(s, "X-003", 0)
    other = card(s, "VS-001", 1)
    assert aims(s, archer, "shoots") == {carver}  # its lure holds
    give_counters(s, king, 1)
    act(s, f"{s.at(king)} uses «loss of memory» on {s.at(carver)}")
    assert s.abilities_of(carver) == ()
    assert other in aims(s, archer, "shoots")  # the lure is gone
    s.kill([king])
    act(s, f"move {s.at(archer)} to a1")  # the engine looks again: the king is gone
    assert s.abilities_of(carver) != ()
    assert aims(s, archer, "shoots") == {carver}
    assert any("gets its abilities back" in t for t in texts(s))


def test_silence_keeps_a_flyer_in_the_air_and_is_not_used_twice_on_one_card() -> None:
    s = arrange([Put("C2-012", 0, "a2"), Put("C2-012", 0, "b2"), Put("X-035", 1, "air"),
                 SPARE_0, SPARE_1], table=table())
    hush, flyer = card(s, "C2-012", 0), card(s, "X-035", 1)
    act(s, f"{s.at(hush)} uses «hush» on {s.at(flyer)}")
    assert s.is_flyer(flyer) and not s.has_keyword(flyer, "discharge")
    other = card(s, "C2-012", 0, 1)
    assert not offered(s, f"{s.at(other)} uses «hush» on {s.at(flyer)}")  # silenced already


# --- VS-077 Паук-пересмешник: enemy flyers may declare attacks only at it; tap, impact,
# range 2: a net on a non-flying enemy creature (no moving or acting in its next turn; an
# attack at it is blocked and the net goes) ----------------------------------------------


def test_vs_077_enemy_flyers_attack_only_the_spider() -> None:
    s = position(Put("VS-077", 0, "c2"), Put("VS-001", 0, "a3"), Put("X-005", 1, "air"),
                 Put("X-035", 1, "air"), Put("VS-001", 1, "a4"), SPARE_0, SPARE_1, active=1)
    spider, nomad = card(s, "VS-077", 0), card(s, "VS-001", 0)
    flyer, mage, walker = card(s, "X-005", 1), card(s, "X-035", 1), card(s, "VS-001", 1)
    assert {t for o in options(s) if o.startswith(f"{s.at(flyer)} strikes ")
            for t in (spider, nomad) if o.endswith(s.at(t))} == {spider}
    assert aims(s, mage, "Разряд") == {spider}
    assert offered(s, f"{s.at(walker)} strikes {s.at(nomad)}")  # a walker goes where it may


def test_vs_077_the_net_holds_a_creature_through_its_next_turn() -> None:
    s = position(Put("VS-077", 0, "c2"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 Put("X-005", 1, "air"), SPARE_0, SPARE_1)
    spider, netted_one, far = card(s, "VS-077", 0), card(s, "VS-001", 1), card(s, "VS-001", 1, 1)
    flyer = card(s, "X-005", 1)
    nets = [o for o in options(s) if "cast the net" in o]
    assert any(s.at(netted_one) in o for o in nets)
    assert not any(s.at(far) in o or s.at(flyer) in o for o in nets)  # 3 cells; a flyer
    act(s, f"{s.at(spider)} uses «cast the net» on {s.at(netted_one)}")
    turn_of(s, 1)
    assert s.closed[netted_one]
    assert not [o for o in options(s) if o.startswith(f"move {s.at(netted_one)}")
                or o.startswith(f"{s.at(netted_one)} ")]


def test_vs_077_an_attack_at_the_netted_creature_is_blocked_and_frees_it() -> None:
    s = position(Put("VS-077", 0, "c2"), Put("VS-001", 1, "c4"), Put("X-003", 0, "a2"),
                 SPARE_0, SPARE_1)
    spider, netted_one, archer = card(s, "VS-077", 0), card(s, "VS-001", 1), card(s, "X-003", 0)
    act(s, f"{s.at(spider)} uses «cast the net» on {s.at(netted_one)}")
    act(s, f"{s.at(archer)} shoots {s.at(netted_one)}")
    assert s.wounds[netted_one] == 0  # blocked
    turn_of(s, 1)
    assert not s.closed[netted_one]  # the net is gone: it opens and acts
    assert [o for o in options(s) if o.startswith(f"move {s.at(netted_one)}")]


def test_net_lasts_only_its_next_turn_and_draw_refuses_non_attacks() -> None:
    s = arrange([Put("C2-013", 0, "a2"), Put("VS-001", 1, "c5"), Put("X-003", 0, "b2"),
                 SPARE_0, SPARE_1], table=table())
    snarer, foe, archer = card(s, "C2-013", 0), card(s, "VS-001", 1), card(s, "X-003", 0)
    act(s, f"{s.at(snarer)} uses «snare» on {s.at(foe)}")
    turn_of(s, 1)  # held
    turn_of(s, 0)
    act(s, f"{s.at(archer)} shoots {s.at(foe)}")
    assert s.wounds[foe] == 2  # the net ended with its turn: no block
    with pytest.raises(AbilityError, match="draw: true, with against attack kinds"):
        compile_ability({"trigger": "static", "effects": [{"draw": True, "against": "spell"}]},
                        "C2-900")

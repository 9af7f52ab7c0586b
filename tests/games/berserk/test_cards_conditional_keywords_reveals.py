"""Issue 27, round 2 (the 'r2b' cards): mechanisms the first round lacked — a keyword a
card has only while a condition holds (main's passive ``keyword``), a trigger on each card a
prophecy of its side reveals (``ally_reveals``) — and the bundled cards encoded with them, each
clause on an arranged position, where it matters and where the text rules it out.

Only the public game API (arrange, the legal actions, the kernel's methods).
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.abilities.language import compile_condition
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
    texts,
)
from tests.games.berserk.helpers.scenarios import (
    SPARE_1,
    act,
    battle_from_the_deal,
    offered,
    position,
    strike,
)

#: Synthetic cards of this file (ids NT-981..NT-989, this helper's block).
ABILITIES: dict[str, Any] = {
    "NT-981": {"complete": True, "abilities": [
        {"name": "orc cover", "trigger": "static", "if": {"has": {"if": {"class": "orc"}}},
         "effects": [{"keyword": "magic_protection"}, {"keyword": "shot_protection"}]}]},
    "NT-982": {"complete": True, "abilities": [
        {"name": "omen count", "trigger": "ally_reveals", "effects": [{"counters": 1}]}]},
    "NT-983": {"complete": True, "abilities": [
        {"name": "far wall", "trigger": "static", "target": {"side": "other", "min_range": 2},
         "effects": [{"block": True, "against": "attacks"}]}]},
    "NT-984": {"complete": True, "abilities": [
        {"name": "siege bolt", "label": "shot", "trigger": "tap",
         "target": {"side": "any", "cards": True}, "effects": [{"wound": 2}]}]},
    "NT-986": {"complete": True, "abilities": [
        {"name": "bind", "trigger": "tap", "target": {"side": "any"},
         "effects": [{"mark": "bound"}],
         "then": {"target": {"side": "any", "near_last": True},
                  "effects": [{"chain": [1, 1, 1], "turns": 2}]}}]},
    "NT-987": {"complete": True, "abilities": [
        {"name": "retell", "trigger": "tap", "target": {"side": "grave"},
         "effects": [{"saga": True}]}]},
    "NT-988": {"complete": True, "abilities": [
        {"name": "numb the middle", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"row_cap": 0, "row": 2}]}]},
    "NT-989": {"complete": True, "abilities": [
        {"name": "press-gang", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"join_class": "pirate"}]}]},
    "NT-985": {"complete": True, "abilities": [
        {"name": "payback", "trigger": "near_ally_wounded", "target": {"side": "other"},
         "effects": [{"wound": 1}]}]},
}

CARDS = (
    synthetic("NT-981", name="Тест 981", abilities=["shot_protection"]),
    synthetic("NT-982", name="Тест 982"),
    synthetic("NT-983", name="Тест 983", lives=10),
    synthetic("NT-984", name="Тест 984", lives=10),
    synthetic("NT-985", name="Тест 985", lives=10),
    synthetic("NT-986", name="Тест 986", lives=10),
    synthetic("NT-987", name="Тест 987", lives=10),
    synthetic("NT-988", name="Тест 988", lives=10),
    synthetic("NT-989", name="Тест 989", lives=10),
)


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=synthetic_table(), **kwargs)


def strong(s: State, c: int) -> int:
    """The strong tier of ``c``'s simple strike (``c`` has one)."""
    row = s.strike[c]
    assert row is not None
    return row[2]


# --- the language -----------------------------------------------------------------------


def test_keyword_passive_held_while_the_condition_holds_never_one_printed() -> None:
    s = synthetic_position(Put("NT-981", 0, "c2"), Put("NT-003", 0, "a1"),
                           Put("X-001", 1, "c4"), SPARE_1)
    kept, orc = card(s, "NT-981", 0), card(s, "NT-003", 0)
    s.settle()
    assert s.has_keyword(kept, "magic_protection") and s.has_keyword(kept, "shot_protection")
    s.kill([orc])  # no orc of its side in play: the held one goes, the printed one stays
    s.settle()
    assert not s.has_keyword(kept, "magic_protection") \
        and s.has_keyword(kept, "shot_protection")


def test_repeat_counts_the_cards_a_target_matches_when_the_ability_acts() -> None:
    ability = compile_ability({"trigger": "turn_start", "target": {"side": "enemy"},
                               "repeat": {"count": {"side": "ally", "if": {"wounded": False}}},
                               "effects": [{"wound": 1}]}, "NT-989")
    assert ability.repeat_x == "count" and ability.repeat_count is not None
    assert "each of X different targets (X: the cards that are" in ability.describe()
    with pytest.raises(AbilityError, match="repeat is a number"):
        compile_ability({"trigger": "turn_start", "target": {"side": "enemy"},
                         "repeat": {"many": 2}, "effects": [{"wound": 1}]}, "NT-989")


def test_row_cap_holds_only_in_its_row_and_turn_and_bad_records_are_errors() -> None:
    s = synthetic_position(Put("NT-988", 0, "a1"), Put("X-021", 1, "c5"), Put("VS-011", 0, "c3"),
                           SPARE_1)
    numb, thrower, snake = card(s, "NT-988", 0), card(s, "X-021", 1), card(s, "VS-011", 0)
    act(s, f"{s.at(numb)} uses «numb the middle» on {s.at(thrower)}")
    act(s, "end the turn")  # this turn only: over before the thrower's turn
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(snake)}")
    assert s.wounds[snake] == 2
    for bad in ({"row_cap": 1}, {"row_cap": 1, "row": 4}, {"row_cap": -1, "row": 1}):
        with pytest.raises(AbilityError, match="row_cap"):
            compile_ability({"trigger": "tap", "target": {"side": "enemy"},
                             "effects": [bad]}, "NT-989")


def test_ally_reveals_fires_once_for_each_revealed_card_of_its_side_only() -> None:
    s = synthetic_position(Put("NT-982", 0, "c2"), Put("VS-001", 0, "deck"),
                           Put("VS-001", 0, "deck"), Put("VS-001", 1, "deck"),
                           Put("X-001", 1, "c4"), SPARE_1)
    counter = card(s, "NT-982", 0)
    s.prophesy(0, 2)
    assert s.counters(counter) == 2
    s.prophesy(1, 1)  # the other side's prophecy
    assert s.counters(counter) == 2


# --- NT-129 Слух Архааля: when a prophecy of its side reveals a card with prophecy it
# discharges 1 at an enemy within 4 (3 times a turn); shot protection while its side has a
# rogue hero or a mage hero; tap: discharge 1-2-2, range 4 -----------------------------------


def echo_position(*deck: str) -> tuple[State, int, int, int, int]:
    s = position(Put("NT-129", 0, "a1"), Put("VS-130", 0, "c2"), Put("VS-001", 1, "c4"),
                 Put("VS-001", 1, "d5"), *(Put(k, 0, "deck") for k in deck),
                 Put("VS-011", 0, "b1"), SPARE_1)
    return (s, card(s, "NT-129", 0), card(s, "VS-130", 0), card(s, "VS-001", 1, 0),
            card(s, "VS-001", 1, 1))


def echoes(s: State, ear: int) -> list[str]:
    return [o for o in options(s) if o.startswith(f"{s.at(ear)} uses «echo of prophecy»")]


def test_nt_129_a_revealed_card_with_prophecy_echoes_at_an_enemy_within_four() -> None:
    s, ear, queen, nomad, far = echo_position("VS-114")  # the revealed card has prophecy
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    # its controller picks an enemy within 4 cells: the spare at e6 is five rows away
    assert echoes(s, ear) == [f"{s.at(ear)} uses «echo of prophecy» on {s.at(nomad)}",
                              f"{s.at(ear)} uses «echo of prophecy» on {s.at(far)}"]
    act(s, f"{s.at(ear)} uses «echo of prophecy» on {s.at(far)}")
    assert s.wounds[far] == 1 and s.wounds[nomad] == 1  # the omen's 1, no echo


def test_nt_129_a_revealed_card_without_prophecy_brings_no_echo() -> None:
    s, ear, queen, nomad, _ = echo_position("VS-117")  # no prophecy
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    assert echoes(s, ear) == [] and s.wounds[nomad] == 1


def test_nt_129_an_enemy_prophecy_brings_no_echo() -> None:
    s = position(Put("NT-129", 0, "a1"), Put("VS-130", 1, "c4"), Put("VS-001", 0, "c3"),
                 Put("VS-114", 1, "deck"), Put("VS-011", 0, "b1"), SPARE_1, active=1)
    ear, queen, nomad = card(s, "NT-129", 0), card(s, "VS-130", 1), card(s, "VS-001", 0)
    act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    assert echoes(s, ear) == []


def test_nt_129_three_echoes_a_turn_and_no_fourth() -> None:
    s = position(Put("NT-129", 0, "a1"), Put("VS-130", 0, "c2"), Put("VS-130", 0, "e2"),
                 Put("VS-132", 0, "b3"), Put("NT-122", 1, "b4"),
                 *(Put("VS-114", 0, "deck") for _ in range(4)), Put("VS-011", 0, "b1"),
                 SPARE_1)
    nomad = card(s, "NT-122", 1)  # a troll of 16 lives
    for nth in (0, 1):  # two omens, one revealed card each: two echoes (the nomad is
        queen = card(s, "VS-130", 0, nth)  # the one enemy within 4: no choice to make)
        act(s, f"{s.at(queen)} uses «queen's omen» on {s.at(nomad)}")
    assert s.wounds[nomad] == 2 * (1 + 1)
    s.queue_dice(6, 1)  # the two heads hit: prophecy 2, two more cards with prophecy
    act(s, f"{s.at(card(s, 'VS-132', 0))} strikes {s.at(nomad)}")
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    echoed = [t for t in texts(s) if "«echo of prophecy»" in t]
    assert len(echoed) == 3  # the third echo only: the fourth revealed card brings none


def guard_position(hero: str) -> tuple[State, int, int, int]:
    s = position(Put("NT-129", 0, "c2"), Put(hero, 0, "a1"), Put("X-003", 1, "c5"),
                 Put("VS-011", 0, "e1"), SPARE_1, active=1)
    return s, card(s, "NT-129", 0), card(s, hero, 0), card(s, "X-003", 1)


def test_nt_129_a_rogue_hero_of_its_side_keeps_shots_off_it() -> None:
    s, ear, _, archer = guard_position("NT-120")  # Хэсодэ: a rogue hero
    assert not offered(s, f"{s.at(archer)} shoots {s.at(ear)}")
    assert s.has_keyword(ear, "shot_protection")


def test_nt_129_a_mage_hero_too_and_the_protection_goes_with_the_hero() -> None:
    s, ear, hero, archer = guard_position("NT-025")  # Джилла: a mage hero
    assert not offered(s, f"{s.at(archer)} shoots {s.at(ear)}")
    s.kill([hero])
    s.settle()
    assert not s.has_keyword(ear, "shot_protection")
    assert offered(s, f"{s.at(archer)} shoots {s.at(ear)}")


def test_nt_129_no_hero_no_shot_protection() -> None:
    s, ear, _, archer = guard_position("VS-114")  # an arkhaalite, not a hero
    assert offered(s, f"{s.at(archer)} shoots {s.at(ear)}")
    assert not s.has_keyword(ear, "shot_protection")


def test_block_stops_attacks_of_its_kinds_only_from_afar() -> None:
    s = synthetic_position(Put("NT-983", 0, "c2"), Put("X-021", 1, "c4"),
                           Put("X-021", 1, "b3"), SPARE_1, active=1)
    shield = card(s, "NT-983", 0)
    far, near = card(s, "X-021", 1, 0), card(s, "X-021", 1, 1)
    act(s, f"{s.at(far)} uses Метание (throw) on {s.at(shield)}")
    assert s.wounds[shield] == 0  # from two cells away: blocked
    strike(s, near, shield, 6, 1)  # next to it: not blocked
    assert s.wounds[shield] > 0


# --- NT-131 Иринди: tap: spell, range 3: a non-flying enemy creature; to the end of the
# opponent's turn she blocks its attacks while it is not next to her; tap: throw 1-2-2 --------


def song_position() -> tuple[State, int, int, int]:
    s = position(Put("NT-131", 0, "c2"), Put("X-021", 1, "c4"), Put("X-021", 1, "a4"),
                 Put("X-005", 1, "air"), Put("VS-011", 0, "e1"), SPARE_1)
    return s, card(s, "NT-131", 0), card(s, "X-021", 1, 0), card(s, "X-021", 1, 1)


def test_nt_131_the_sung_creature_cannot_wound_her_from_afar_in_the_opponents_turn() -> None:
    s, maiden, sung, other = song_position()
    flyer = card(s, "X-005", 1)
    assert not offered(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(flyer)}")
    act(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(sung)}")
    act(s, "end the turn")
    act(s, f"{s.at(sung)} uses Метание (throw) on {s.at(maiden)}")
    assert s.wounds[maiden] == 0  # blocked
    act(s, f"{s.at(other)} uses Метание (throw) on {s.at(maiden)}")
    assert s.wounds[maiden] == 2  # another creature's throw is not


def test_nt_131_next_to_her_its_strike_is_not_blocked() -> None:
    s, maiden, sung, _ = song_position()
    act(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(sung)}")
    act(s, "end the turn")
    act(s, f"move {s.at(sung)} to c3")
    strike(s, sung, maiden, 6, 1)
    assert s.wounds[maiden] > 0


def test_nt_131_the_song_ends_with_the_opponents_turn() -> None:
    s, maiden, sung, _ = song_position()
    act(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(sung)}")
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's next turn: the song is over
    act(s, f"{s.at(sung)} uses Метание (throw) on {s.at(maiden)}")
    assert s.wounds[maiden] == 2


def test_nt_131_no_song_beyond_three_cells() -> None:
    s = position(Put("NT-131", 0, "c1"), Put("X-021", 1, "c5"), Put("VS-011", 0, "e1"),
                 SPARE_1)
    maiden, foe = card(s, "NT-131", 0), card(s, "X-021", 1)
    assert not offered(s, f"{s.at(maiden)} uses «maiden's song» on {s.at(foe)}")


def test_near_ally_wounded_answers_an_enemy_attack_on_a_neighbour_of_its_side() -> None:
    s = synthetic_position(Put("NT-985", 0, "c2"), Put("VS-001", 0, "c3"), Put("VS-001", 0, "a3"),
                           Put("NT-984", 1, "c5"), Put("X-021", 1, "a5"), SPARE_1, active=1)
    avenger, near, far = card(s, "NT-985", 0), card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    bolt, thrower = card(s, "NT-984", 1), card(s, "X-021", 1)
    act(s, f"{s.at(bolt)} uses «siege bolt» on {s.at(near)}")
    assert s.wounds[near] == 2 and s.wounds[bolt] == 1  # the attacker is paid back
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(far)}")
    assert s.wounds[far] == 2 and s.wounds[thrower] == 0  # not next to it: no payback
    assert s.wounds[avenger] == 0


# --- NT-183 Стерегущий добычу: when an artifact of its side next to it takes wounds from
# an enemy card's attack it may shoot 1-2-2 at that card (twice a turn); tap: shot 1-2-2,
# range 4 ------------------------------------------------------------------------------------


def loot_position(*extra: Put) -> tuple[State, int, int, int]:
    s = synthetic_position(Put("NT-183", 0, "c2"), Put("NT-024", 0, "c3"),
                           Put("NT-984", 1, "c6"), *extra, SPARE_1, active=1)
    return s, card(s, "NT-183", 0), card(s, "NT-024", 0), card(s, "NT-984", 1)


def test_nt_183_an_attack_on_the_artifact_beside_it_may_be_shot_back() -> None:
    s, guard, catapult, bolt = loot_position()
    act(s, f"{s.at(bolt)} uses «siege bolt» on {s.at(catapult)}")
    assert s.wounds[catapult] == 2
    s.queue_dice(6)
    act(s, f"{s.at(guard)} uses «guard the loot» on {s.at(bolt)}")
    assert s.wounds[bolt] == 2  # the strong tier of 1-2-2, from any distance


def test_nt_183_the_shot_back_is_a_may_and_twice_a_turn() -> None:
    s, guard, catapult, bolt = loot_position(Put("NT-984", 1, "a6"), Put("NT-984", 1, "b6"))
    bolts = [bolt, card(s, "NT-984", 1, 1), card(s, "NT-984", 1, 2)]
    act(s, f"{s.at(bolts[0])} uses «siege bolt» on {s.at(catapult)}")
    act(s, "use no target")  # «may»: declined, so it is not used up
    assert s.wounds[bolts[0]] == 0
    for b in bolts[1:]:
        act(s, f"{s.at(b)} uses «siege bolt» on {s.at(catapult)}")
        s.queue_dice(1)
        act(s, f"{s.at(guard)} uses «guard the loot» on {s.at(b)}")
        assert s.wounds[b] == 1  # the weak tier
    assert s.wounds[catapult] == 6
    s2, guard2, catapult2, _ = loot_position(*(Put("NT-984", 1, at) for at in ("a6", "b6",
                                                                                 "d6")))
    others = [card(s2, "NT-984", 1, n) for n in range(4)]
    for b in others[:2]:
        act(s2, f"{s2.at(b)} uses «siege bolt» on {s2.at(catapult2)}")
        act(s2, f"{s2.at(guard2)} uses «guard the loot» on {s2.at(b)}")
    act(s2, f"{s2.at(others[2])} uses «siege bolt» on {s2.at(catapult2)}")
    assert not any("guard the loot" in o for o in options(s2))  # a third time: no


def test_nt_183_a_creature_beside_it_or_an_artifact_further_off_is_not_guarded() -> None:
    s = synthetic_position(Put("NT-183", 0, "c2"), Put("VS-001", 0, "c3"),
                           Put("NT-024", 0, "a2"), Put("NT-984", 1, "c6"),
                           Put("NT-984", 1, "d6"), SPARE_1, active=1)
    guard, nomad, catapult = card(s, "NT-183", 0), card(s, "VS-001", 0), card(s, "NT-024", 0)
    first, second = card(s, "NT-984", 1, 0), card(s, "NT-984", 1, 1)
    act(s, f"{s.at(first)} uses «siege bolt» on {s.at(nomad)}")  # a creature: not loot
    act(s, f"{s.at(second)} uses «siege bolt» on {s.at(catapult)}")  # two cells off
    assert s.wounds[nomad] == 2 and s.wounds[catapult] == 2
    assert not any("guard the loot" in o for o in options(s))
    assert s.wounds[first] == 0 and s.wounds[second] == 0 and s.wounds[guard] == 0


def test_nt_183_its_own_sides_attack_on_the_artifact_is_not_answered() -> None:
    s = synthetic_position(Put("NT-183", 0, "c2"), Put("NT-024", 0, "c3"),
                           Put("NT-984", 0, "a1"), Put("VS-001", 1, "c6"), SPARE_1)
    catapult, own = card(s, "NT-024", 0), card(s, "NT-984", 0)
    act(s, f"{s.at(own)} uses «siege bolt» on {s.at(catapult)}")
    assert s.wounds[catapult] == 2
    assert not any("guard the loot" in o for o in options(s)) and s.wounds[own] == 0


# --- NT-142 Малефик: tap: spell: an enemy creature takes the slua-victim mark (a vampirism
# at it wounds it 1 more); tap: discharge 1-2-2 ------------------------------------------------


def feast_position() -> tuple[State, int, int, int, int]:
    s = position(Put("NT-142", 0, "a2"), Put("X-030", 0, "c3", wounds=2), Put("VS-001", 0, "b3"),
                 Put("NT-122", 1, "c4"), Put("NT-122", 1, "b4"), Put("VS-011", 0, "e1"),
                 SPARE_1)
    return (s, card(s, "NT-142", 0), card(s, "X-030", 0), card(s, "NT-122", 1, 0),
            card(s, "NT-122", 1, 1))


def test_nt_142_a_vampirism_at_the_victim_wounds_it_one_more_in_later_turns_too() -> None:
    s, malefic, vampire, victim, _ = feast_position()
    act(s, f"{s.at(malefic)} uses «feast» on {s.at(victim)}")
    act(s, "end the turn")
    act(s, "end the turn")  # its next turn: the mark has no end printed
    strike(s, vampire, victim, 6, 1)
    hit = strong(s, vampire)
    assert s.wounds[victim] == hit + 1
    assert any("bleeds 1" in t for t in texts(s))


def test_nt_142_no_vampirism_no_bleeding_and_an_unmarked_creature_does_not_bleed() -> None:
    s, malefic, vampire, victim, other = feast_position()
    act(s, f"{s.at(malefic)} uses «feast» on {s.at(victim)}")
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, card(s, "VS-001", 0), victim, 6, 1)  # a nomad has no vampirism
    assert s.wounds[victim] == strong(s, card(s, "VS-001", 0))
    strike(s, vampire, other, 6, 1)  # a vampirism at an unmarked creature
    assert s.wounds[other] == strong(s, vampire)


def test_nt_142_a_vampirism_effect_at_the_victim_bleeds_it_too() -> None:
    s = position(Put("NT-142", 0, "a2"), Put("NT-143", 0, "c3", wounds=2),
                 Put("NT-122", 1, "c4"), Put("VS-011", 0, "e1"), SPARE_1)
    malefic, demon, victim = card(s, "NT-142", 0), card(s, "NT-143", 0), card(s, "NT-122", 1)
    act(s, f"{s.at(malefic)} uses «feast» on {s.at(victim)}")
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, demon, victim, 6, 1)  # a strong hit: the grave thirst drinks
    assert s.wounds[victim] == strong(s, demon) + 1


# --- NT-062 Морозный тюремщик: at the start of the opponent's turn two creatures standing
# next to each other are chained to the end of that turn; when they stop standing next to
# each other each takes 2-3-3 and the chain is gone; tap: discharge 1-2-2 --------------------


def chained() -> tuple[State, int, int]:
    s = position(Put("NT-062", 0, "a2"), Put("NT-122", 1, "c4"), Put("NT-122", 1, "d4"),
                 Put("VS-001", 1, "a6"), Put("VS-011", 0, "e1"), SPARE_1)
    jailer = card(s, "NT-062", 0)
    first, second = card(s, "NT-122", 1, 0), card(s, "NT-122", 1, 1)
    act(s, "end the turn")  # the opponent's turn starts: the jailer's controller picks
    assert [o for o in options(s) if "ice chain" in o] == [
        f"{s.at(jailer)} uses «ice chain» on {s.at(first)}",
        f"{s.at(jailer)} uses «ice chain» on {s.at(second)}"]  # the nomad has no neighbour
    act(s, f"{s.at(jailer)} uses «ice chain» on {s.at(first)}")  # the one next to it:
    assert s.phase == MAIN  # a second creature is a must, so the only one is taken
    return s, first, second


def test_nt_062_parting_breaks_the_chain_each_taking_its_own_die() -> None:
    s, first, second = chained()
    s.queue_dice(6, 1)
    act(s, f"move {s.at(first)} to b4")  # two cells from the other: apart
    assert s.wounds[first] == 3 and s.wounds[second] == 2  # strong, then weak
    act(s, f"move {s.at(second)} to e4")  # the chain is gone: no more wounds
    assert s.wounds[first] == 3 and s.wounds[second] == 2


def test_nt_062_a_move_that_keeps_them_side_by_side_breaks_nothing() -> None:
    s, first, second = chained()
    act(s, f"move {s.at(first)} to c5")  # diagonally next to the other still
    assert s.wounds[first] == 0 and s.wounds[second] == 0


def test_nt_062_the_chain_runs_to_the_end_of_the_opponents_turn() -> None:
    s = position(Put("NT-062", 0, "a2"), Put("NT-122", 1, "c4"), Put("NT-122", 1, "d4"),
                 Put("VS-001", 1, "a6"), Put("VS-001", 1, "b6"), Put("VS-011", 0, "e1"),
                 SPARE_1)
    jailer = card(s, "NT-062", 0)
    first, second = card(s, "NT-122", 1, 0), card(s, "NT-122", 1, 1)
    nomads = card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, "end the turn")
    act(s, f"{s.at(jailer)} uses «ice chain» on {s.at(first)}")  # the second: the only one
    act(s, "end the turn")
    act(s, "end the turn")  # the opponent's next turn: a new chain, on the nomads
    act(s, f"{s.at(jailer)} uses «ice chain» on {s.at(nomads[0])}")
    act(s, f"move {s.at(first)} to b4")  # the trolls' chain ran out
    assert s.wounds[first] == 0 and s.wounds[second] == 0


def test_chain_holds_for_its_turns_and_breaks_when_they_part() -> None:
    s = synthetic_position(Put("NT-986", 0, "a1"), Put("VS-001", 1, "c4"),
                           Put("VS-001", 1, "d4"), Put("VS-011", 0, "e1"), SPARE_1)
    binder, first, second = card(s, "NT-986", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(binder)} uses «bind» on {s.at(first)}")
    act(s, f"{s.at(binder)} uses «bind» on {s.at(second)}")
    act(s, "end the turn")  # its second turn: the chain still holds
    s.queue_dice(1, 1)
    act(s, f"move {s.at(second)} to e4")
    assert s.wounds[first] == 1 and s.wounds[second] == 1


# --- NT-042 Скальд: tap: impact: the valhalla ability of a creature of its side in the
# graveyard acts, and that creature is banished; tap: discharge 1-2-2, range 4 --------------


def test_nt_042_the_saga_tells_a_valhalla_now_and_banishes_the_creature() -> None:
    s = position(Put("NT-042", 0, "c2"), Put("VS-062", 0, "grave"), Put("VS-001", 0, "c3"),
                 Put("NT-122", 1, "c4"), Put("VS-011", 0, "e1"), SPARE_1)
    skald, crusher, nomad = card(s, "NT-042", 0), card(s, "VS-062", 0), card(s, "VS-001", 0)
    act(s, f"{s.at(skald)} uses «saga» on {s.at(crusher)}")
    assert crusher in s.exile[0] and crusher not in s.grave[0]
    act(s, f"{s.at(crusher)} uses «fallen crusher's rage» on {s.at(nomad)}")
    strike(s, nomad, card(s, "NT-122", 1), 6, 1)
    assert s.wounds[card(s, "NT-122", 1)] == strong(s, nomad) + 1  # the rage's +1


def test_nt_042_no_saga_for_a_creature_without_valhalla_or_of_the_enemy() -> None:
    s = position(Put("NT-042", 0, "c2"), Put("VS-001", 0, "grave"), Put("VS-062", 1, "grave"),
                 Put("NT-122", 1, "c4"), Put("VS-011", 0, "e1"), SPARE_1)
    assert not [o for o in options(s) if "«saga»" in o]


def test_nt_062_a_breaking_chain_that_kills_on_a_step_sends_the_creature_to_its_grave() -> None:
    s = position(Put("NT-062", 0, "a2"), Put("NT-122", 1, "c4", wounds=15),
                 Put("NT-122", 1, "d4", wounds=15), Put("VS-011", 0, "e1"), SPARE_1)
    jailer = card(s, "NT-062", 0)
    first, second = card(s, "NT-122", 1, 0), card(s, "NT-122", 1, 1)
    act(s, "end the turn")
    act(s, f"{s.at(jailer)} uses «ice chain» on {s.at(first)}")  # the second: the only one
    s.queue_dice(1, 1)
    act(s, f"move {s.at(first)} to b4")  # both take 2: both die
    assert first in s.grave[1] and second in s.grave[1]


# --- VS-096 Тергала: tap: spell: pick a row; at the start of its controller's next turn X
# enemy creatures take 1-2-2 each, X the unwounded creatures of its side in that row; tap:
# discharge 1-2-2 --------------------------------------------------------------------------


def runes_position() -> tuple[State, int, list[int], list[int]]:
    s = position(Put("VS-096", 0, "a1"), Put("VS-001", 0, "b3"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 0, "d3", wounds=1), Put("NT-122", 1, "c5"),
                 Put("NT-122", 1, "d5"), Put("NT-122", 1, "e5"), SPARE_1)
    return (s, card(s, "VS-096", 0), [card(s, "VS-001", 0, n) for n in range(3)],
            [card(s, "NT-122", 1, n) for n in range(3)])


def blooms(s: State, tergala: int) -> list[str]:
    return [o for o in options(s) if o.startswith(f"{s.at(tergala)} uses «runes bloom")]


def test_vs_096_x_enemies_take_1_2_2_at_its_next_turn_x_the_unwounded_in_the_row() -> None:
    s, tergala, _, trolls = runes_position()
    assert len([o for o in options(s) if "«blooming runes" in o]) == 6  # six rows to pick
    act(s, f"{s.at(tergala)} uses «blooming runes: its front row»")
    act(s, "end the turn")
    assert not blooms(s, tergala)
    act(s, "end the turn")  # its next turn: two unwounded creatures of its side in the row
    s.queue_dice(6, 1)
    act(s, f"{s.at(tergala)} uses «runes bloom: its front row» on {s.at(trolls[0])}")
    act(s, f"{s.at(tergala)} uses «runes bloom: its front row» on {s.at(trolls[1])}")
    assert [s.wounds[t] for t in trolls] == [2, 1, 0]  # strong, weak; X = 2: no third
    assert not blooms(s, tergala)
    act(s, "end the turn")
    act(s, "end the turn")  # a turn later: the runes bloomed once
    assert not blooms(s, tergala)


def test_vs_096_x_is_counted_then_not_when_the_spell_is_cast() -> None:
    s, tergala, nomads, trolls = runes_position()
    act(s, f"{s.at(tergala)} uses «blooming runes: its front row»")
    act(s, f"move {s.at(nomads[1])} to c2")  # out of the row before the runes bloom
    act(s, "end the turn")
    act(s, "end the turn")
    s.queue_dice(6)
    act(s, f"{s.at(tergala)} uses «runes bloom: its front row» on {s.at(trolls[2])}")
    assert s.wounds[trolls[2]] == 2 and not blooms(s, tergala)  # X = 1


def test_vs_096_an_empty_row_brings_nothing() -> None:
    s, tergala, _, trolls = runes_position()
    act(s, f"{s.at(tergala)} uses «blooming runes: the enemy's back row»")
    act(s, "end the turn")
    act(s, "end the turn")
    assert not blooms(s, tergala) and all(s.wounds[t] == 0 for t in trolls)


# --- VS-051 Призывающая бурю: tap: spell: pick a row of the enemy's half; to the end of the
# opponent's turn every attack of an ordinary enemy creature standing in it comes down to 1
# (once a battle for each row); tap: discharge 1-2-2, range 4 ---------------------------------

FRONT = "«frost, mist and rain: the enemy's front row»"


def storm_position() -> tuple[State, int]:
    s = position(Put("VS-051", 0, "a1"), Put("VS-011", 0, "c3"), Put("VS-011", 0, "d3"),
                 Put("VS-011", 0, "a3"), Put("VS-001", 1, "c4"), Put("NT-131", 1, "d4"),
                 Put("X-021", 1, "a4"), Put("VS-001", 1, "b5"), SPARE_1)
    return s, card(s, "VS-051", 0)


def test_vs_051_an_ordinary_enemy_in_the_row_attacks_for_1_an_elite_one_fully() -> None:
    s, caller = storm_position()
    act(s, f"{s.at(caller)} uses {FRONT}")
    act(s, "end the turn")
    snake, right = card(s, "VS-011", 0, 0), card(s, "VS-011", 0, 1)
    strike(s, card(s, "VS-001", 1, 0), snake, 6, 1)  # a strong 3, brought down to 1
    assert s.wounds[snake] == 1
    strike(s, card(s, "NT-131", 1), right, 6, 1)  # an elite creature: its strong 2
    assert s.wounds[right] == 2


def test_vs_051_the_row_counts_where_the_attacker_stands_when_it_attacks() -> None:
    s, caller = storm_position()
    act(s, f"{s.at(caller)} uses {FRONT}")
    act(s, "end the turn")
    thrower, walker = card(s, "X-021", 1), card(s, "VS-001", 1, 1)
    left, snake = card(s, "VS-011", 0, 2), card(s, "VS-011", 0, 0)
    act(s, f"move {s.at(thrower)} to a5")  # out of the row: its throw of 2 is whole
    act(s, f"{s.at(thrower)} uses Метание (throw) on {s.at(left)}")
    assert s.wounds[left] == 2
    act(s, f"move {s.at(walker)} to b4")  # into the row after the spell: brought down
    strike(s, walker, snake, 6, 1)
    assert s.wounds[snake] == 1


def test_vs_051_ends_with_the_opponents_turn_once_a_battle_for_each_row() -> None:
    s, caller = storm_position()
    act(s, f"{s.at(caller)} uses {FRONT}")
    act(s, "end the turn")
    act(s, "end the turn")  # its turn again: the front row is used for the battle
    assert not offered(s, f"{s.at(caller)} uses {FRONT}")
    assert offered(s, f"{s.at(caller)} uses «frost, mist and rain: the enemy's middle row»")
    act(s, "end the turn")  # the opponent's next turn: the front row's spell is over
    snake = card(s, "VS-011", 0, 0)
    strike(s, card(s, "VS-001", 1, 0), snake, 6, 1)
    assert s.wounds[snake] == 3


# --- NT-192 Аделаида: when the battle starts a creature of its side with a class also
# becomes a pirate (crew's courage is not played: see its why_not); tap: shot 1-2-3 -----------


def test_nt_192_a_creature_with_a_class_joins_the_crew_and_is_a_pirate_after() -> None:
    s = battle_from_the_deal(({"c2": "NT-192", "b2": "NT-179", "d2": "NT-182",
                               "c1": "NT-181", "b1": "NT-177"}, {"c5": "VS-001"}), first=0)
    join = f"{s.at(card(s, 'NT-192', 0))} uses «join the crew» on "
    zealot, sexton = card(s, "NT-179", 0), card(s, "NT-177", 0)  # inquisitors
    # a class is needed (the squire has none), and the corsair is a pirate already
    assert sorted(o for o in options(s) if o.startswith(join)) == sorted(
        [join + s.at(zealot), join + s.at(sexton)])
    act(s, join + s.at(zealot))
    pirate = compile_condition({"class": "pirate"})
    assert pirate.holds(s, zealot) and not pirate.holds(s, sexton)
    assert compile_condition({"class": "inquisitor"}).holds(s, zealot)
    assert compile_condition({"classed": True}).holds(s, zealot)
    assert compile_condition({"classed": False}).holds(s, card(s, "NT-182", 0))


def test_nt_062_the_second_creature_is_a_must_when_there_is_a_choice() -> None:
    s = position(Put("NT-062", 0, "a2"), Put("NT-122", 1, "c4"), Put("NT-122", 1, "d4"),
                 Put("NT-122", 1, "d5"), Put("VS-011", 0, "e1"), SPARE_1)
    jailer, first = card(s, "NT-062", 0), card(s, "NT-122", 1, 0)
    act(s, "end the turn")
    act(s, f"{s.at(jailer)} uses «ice chain» on {s.at(first)}")
    chain = f"{s.at(jailer)} uses «ice chain» on "
    assert sorted(options(s)) == sorted(chain + s.at(card(s, "NT-122", 1, n)) for n in (1, 2))

"""The glossary keywords of abilities.yaml, each on an arranged position: the attacks
(discharge, throw, magic strike, strike through a row, finishing), the protections,
unanswerable strike, vampirism, scavenging, jump, teleport and horde."""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.board import cell
from deckcheck.games.berserk.engine.cards import card_table, load_vocabulary, parse_ability
from deckcheck.games.berserk.engine.state import MAIN, Z_GRAVE, State
from tests.games.berserk.helpers import A, Put, card, do, position, texts

SPARE = Put("VS-011", 0, "a1")
SPARE_1 = Put("VS-011", 1, "e6")


def attack(s: State, c: int, target: int, keyword: str) -> int:
    """The ATTACK action of ``c``'s ``keyword`` at ``target``."""
    return A.encode(A.ATTACK, c, target | s.attack_ids.index(keyword) << 8)


def attacks(s: State, c: int, keyword: str) -> set[int]:
    index = s.attack_ids.index(keyword)
    return {(a >> 12) & 255 for a in s.legal_actions()
            if a & 15 == A.ATTACK and (a >> 4) & 255 == c and a >> 20 == index}


def test_discharge_is_magic_at_any_distance_and_passes_armour() -> None:
    s = position(Put("X-020", 0, "a2"), Put("X-026", 1, "c4"), Put("X-001", 1, "e5"),
                 Put("VS-014", 1, "air"), Put("X-027", 1, "d5"), SPARE)
    mage = card(s, "X-020", 0)
    armoured, flyer = card(s, "X-001", 1), card(s, "VS-014", 1)
    # magic protection and discharge protection stop it
    assert attacks(s, mage, "discharge") == {armoured, flyer}
    s.apply(attack(s, mage, armoured, "discharge"))
    s.check_invariants()
    assert s.wounds[armoured] == 2 and s.closed[mage] and s.phase == MAIN  # armour-2 passed
    assert any("Разряд (discharge) 2" in t for t in texts(s))


def test_throw_is_a_ranged_non_magic_attack_stopped_by_its_own_protection() -> None:
    s = position(Put("X-021", 0, "a3"), Put("VS-001", 1, "b4"), Put("X-025", 1, "d5"),
                 Put("X-001", 1, "e5"), SPARE)
    thrower = card(s, "X-021", 0)
    armoured = card(s, "X-001", 1)
    assert attacks(s, thrower, "throw") == {armoured}  # not b4 (adjacent), not X-025
    s.apply(attack(s, thrower, armoured, "throw"))
    assert s.wounds[armoured] == 0 and s.armour_left[armoured] == 0  # armour-2 absorbs it


def test_magic_strike_hits_an_adjacent_creature_without_dice_or_counter() -> None:
    s = position(Put("X-022", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-002", 1, "c6"),
                 SPARE)
    mage, near = card(s, "X-022", 0), card(s, "VS-001", 1)
    assert attacks(s, mage, "magic_strike") == {near}
    s.queue_dice(1, 6)
    do(s, A.ATTACK, mage, near | s.attack_ids.index("magic_strike") << 8)
    assert s.wounds[near] == 2 and s.wounds[mage] == 0 and s.dice == [1, 6]


def test_strike_through_a_row_reaches_two_cells_in_a_straight_line() -> None:
    s = position(Put("X-023", 0, "c2"), Put("VS-001", 1, "c3"), Put("VS-002", 1, "c4"),
                 Put("VS-003", 1, "e4"), Put("VS-005", 1, "d4"), SPARE)
    lancer = card(s, "X-023", 0)
    behind, diagonal = card(s, "VS-002", 1), card(s, "VS-003", 1)
    assert attacks(s, lancer, "strike_through_row") == {behind, diagonal}  # not d4 (a knight)
    do(s, A.ATTACK, lancer, behind | s.attack_ids.index("strike_through_row") << 8)
    assert s.wounds[behind] == 2


def test_finishing_only_at_a_wounded_neighbour() -> None:
    s = position(Put("X-024", 0, "c3"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-002", 1, "d4"), SPARE)
    finisher, hurt = card(s, "X-024", 0), card(s, "VS-001", 1)
    assert attacks(s, finisher, "finishing") == {hurt}
    do(s, A.ATTACK, finisher, hurt | s.attack_ids.index("finishing") << 8)
    assert s.wounds[hurt] == 4


def test_shot_protection_keeps_shots_off() -> None:
    s = position(Put("X-003", 0, "c1"), Put("X-025", 1, "c4"), Put("VS-002", 1, "d4"), SPARE)
    shooter = card(s, "X-003", 0)
    assert not any(a & 15 == A.SHOT and a >> 12 == card(s, "X-025", 1)
                   for a in s.legal_actions())
    assert A.encode(A.SHOT, shooter, card(s, "VS-002", 1)) in s.legal_actions()


def test_flyer_protection_keeps_flyers_strikes_and_attacks_off() -> None:
    s = position(Put("X-035", 0, "air"), Put("X-028", 1, "c4"), Put("VS-001", 1, "d4"),
                 SPARE)
    flyer, grounded, plain = card(s, "X-035", 0), card(s, "X-028", 1), card(s, "VS-001", 1)
    strikes = {a >> 12 for a in s.legal_actions()
               if a & 15 == A.STRIKE and (a >> 4) & 255 == flyer}
    assert plain in strikes and grounded not in strikes
    assert grounded not in attacks(s, flyer, "discharge") and plain in attacks(s, flyer,
                                                                              "discharge")


def test_an_unanswerable_strike_takes_no_counter_strike() -> None:
    s = position(Put("X-029", 0, "c3"), Put("VS-001", 1, "c4"), SPARE, SPARE_1)
    a, t = card(s, "X-029", 0), card(s, "VS-001", 1)
    s.queue_dice(1, 6)  # the defender wins the roll: a counter-strike
    do(s, A.STRIKE, a, t)
    while s.phase != MAIN:
        s.apply(s.legal_actions()[-1])
    assert s.wounds[a] == 0


def test_vampirism_turns_wounds_dealt_into_lives_up_to_its_maximum() -> None:
    s = position(Put("X-030", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    vampire, victim = card(s, "X-030", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, vampire, victim)
    assert s.wounds[victim] == 2 and s.lives_max[vampire] == 8  # 6 + 2
    s2 = position(Put("X-030", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE, SPARE_1)
    s2.lives_max[card(s2, "X-030", 0)] = 7
    s2.queue_dice(6)
    do(s2, A.STRIKE, card(s2, "X-030", 0), card(s2, "VS-001", 1))
    assert s2.lives_max[card(s2, "X-030", 0)] == 8  # never above the printed maximum


def test_scavenging_heals_the_creature_that_destroys() -> None:
    s = position(Put("X-031", 0, "c3", wounds=4), Put("VS-001", 1, "c4", closed=True,
                                                       wounds=6), SPARE, SPARE_1)
    scavenger, victim = card(s, "X-031", 0), card(s, "VS-001", 1)
    s.queue_dice(6)
    do(s, A.STRIKE, scavenger, victim)
    assert s.zone[victim] == Z_GRAVE and s.wounds[scavenger] == 0
    assert any("scavenges" in t for t in texts(s))


def test_jump_and_teleport_replace_movement() -> None:
    s = position(Put("X-032", 0, "c1"), Put("X-033", 0, "a1"), Put("VS-001", 0, "c2"),
                 SPARE_1)
    jumper, porter = card(s, "X-032", 0), card(s, "X-033", 0)
    leaps = {a >> 12 for a in s.legal_actions() if a & 15 == A.LEAP and (a >> 4) & 255 == jumper}
    assert cell("c3") in leaps and cell("c4") not in leaps and cell("c2") not in leaps
    do(s, A.LEAP, jumper, cell("c3"))  # over the card on c2
    assert s.cell[jumper] == cell("c3") and s.moves[jumper] == 0
    far = {a >> 12 for a in s.legal_actions() if a & 15 == A.LEAP and (a >> 4) & 255 == porter}
    assert cell("e5") in far
    do(s, A.MOVE, porter, cell("b1"))
    assert not any(a & 15 == A.LEAP and (a >> 4) & 255 == porter for a in s.legal_actions())


def test_horde_is_a_trait_and_tiered_numbers_are_flagged() -> None:
    vocabulary = load_vocabulary()
    assert parse_ability("horde", vocabulary) == ("horde", "trait", 1)
    with pytest.raises(ValueError, match="tiered"):
        parse_ability("shot-var", vocabulary)
    t = card_table()
    assert any("tiered" in p for p in t.flagged["VS-002"]) is False
    assert t.unplayed(t.index["VS-001"]) == ()
    assert t.unplayed(t.index["VS-187"])[-1] == ("1 other printed ability clause: not encoded "
                                                 "by deckcheck yet")
    # VS-002's special strike is a label its encoded abilities (card-abilities.yaml) play.
    assert any("special_strike" in p for p in t.flagged["VS-002"])
    assert t.unplayed(t.index["VS-002"]) == ()

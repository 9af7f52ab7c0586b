"""Formation (Строй) and valhalla (Вальхалла) cards, each printed clause played in an
arranged position where it matters and where the text rules it out; and the language
additions they needed: a passive stamina that counts as the keyword (seed 110.3: an
effect gives the card the ability), a protection of a value (``reduce`` ``at_least``),
a keyword granted for some turns (``grant`` with ``until`` or ``turns``), the doubled
first valhalla of a turn (``valhalla_twice``) and a one-strike unanswerable mark.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.games.berserk.engine import load_rules, new_game
from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.cards import ELEMENT_BIT
from deckcheck.games.berserk.engine.state import MAIN, State
from tests.games.berserk.helpers import (
    SYNTHETIC,
    Put,
    arrange,
    card,
    options,
    synthetic,
    table_with,
)
from tests.games.berserk.helpers.playing import play_checked
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    battle_from_the_deal,
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
    "VS-966": {"complete": True, "abilities": [
        {"name": "war banner", "trigger": "static", "target": {"side": "ally"},
         "effects": [{"ally_strike": 1}, {"ally_dice": 1}]},
        {"name": "spotter", "trigger": "static", "target": {"side": "ally", "column": True},
         "effects": [{"ally_range": 1}]},
        {"name": "war cry", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"next_strike": 1}]},
        {"name": "bully", "trigger": "static", "effects": [{"must_strike_closed": True}]},
        {"name": "long spear", "trigger": "static", "if": {"enemy_front_empty": True},
         "effects": [{"strikes_flyers": True}]},
        {"name": "pike", "trigger": "static", "effects": [{"strike_reach": 2}]},
        {"name": "dark pact", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"become": "darkness"}]},
        {"name": "cheer", "trigger": "ally_strikes", "effects": [{"counters": 1}]},
        {"name": "shield wall", "trigger": "formation",
         "effects": [{"keyword": "shot_protection"}]},
        {"name": "champion's call", "trigger": "tap", "target": {"side": "ally"},
         "effects": [{"mark": "called"}],
         "then": {"target": {"side": "enemy", "near_last": True},
                  "effects": [{"strike_by_last": True}]}},
        # (the same operation at the top level, which the language test counts)
        {"name": "champion's call, its strike", "trigger": "tap",
         "target": {"side": "enemy", "near_last": True}, "effects": [{"strike_by_last": True}]}]},
    "VS-965": {"complete": True, "abilities": [
        {"name": "carried along", "trigger": "moved_by_other", "effects": [{"counters": 1}]},
        {"name": "busy hands", "trigger": "when_acts", "effects": [{"counters": 1}]}]},
    "VS-964": {"complete": True, "abilities": [
        {"name": "chosen of the fallen", "trigger": "valhalla_target",
         "effects": [{"counters": 1}]}]},
}
CARDS = (synthetic("VS-961", name="Тест 961"), synthetic("VS-962", name="Тест 962"),
         synthetic("VS-963", name="Тест 963"), synthetic("VS-964", name="Тест 964"),
         synthetic("VS-965", name="Тест 965", abilities=["formation"]),
         synthetic("VS-966", name="Тест 966"))


def synthetic_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=table_with((*SYNTHETIC, *CARDS), ABILITIES), **kwargs)


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
    with pytest.raises(AbilityError, match="picked_by is opponent"):
        compile_ability({"trigger": "opponent_turn_start", "picked_by": "me",
                         "target": {"side": "enemy"}, "effects": [{"wound": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="picked_by needs a chosen target"):
        compile_ability({"trigger": "opponent_turn_start", "picked_by": "opponent",
                         "effects": [{"wound": 1}]}, "VS-900")
    with pytest.raises(AbilityError, match="become: an element"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"},
                         "effects": [{"become": "ice"}]}, "VS-900")
    with pytest.raises(AbilityError, match="whole number"):
        compile_ability({"trigger": "tap", "target": {"side": "ally"},
                         "effects": [{"next_strike": "two"}]}, "VS-900")
    with pytest.raises(AbilityError, match="static or formation abilities of their own"):
        compile_ability({"trigger": "tap", "effects": [{"strike_reach": 2}]}, "VS-900")
    with pytest.raises(AbilityError, match="no player to choose"):
        compile_ability({"trigger": "static", "target": {"side": "ally"},
                         "effects": [{"stamina": True}]}, "VS-900")


def test_a_side_aura_adds_to_the_strike_and_the_attackers_die_of_its_side_only() -> None:
    # Кочевник 1-2-3 at a closed card throws 3: a weak 1; with its side's banner the die
    # is 4 (a medium 2) and the strike +1; the enemy's banner gives it nothing
    for banner_seat, expected in ((0, 3), (1, 1)):
        s = synthetic_position(Put("VS-966", banner_seat, "a2" if banner_seat == 0 else "e5"),
                               Put("VS-001", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                               SPARE_0, SPARE_1)
        strike(s, card(s, "VS-001", 0), card(s, "VS-117", 1), 3)
        assert s.wounds[card(s, "VS-117", 1)] == expected, banner_seat


def test_a_held_keyword_counts_while_its_condition_holds_and_is_the_keyword() -> None:
    s = synthetic_position(Put("VS-966", 0, "c3"), Put("VS-016", 0, "b3"),
                           Put("X-003", 1, "c6"), SPARE_1)
    banner, partner, archer = card(s, "VS-966", 0), card(s, "VS-016", 0), card(s, "X-003", 1)
    assert s.has_keyword(banner, "shot_protection")  # in formation: held
    act(s, f"move {s.at(partner)} to a3")
    assert not s.has_keyword(banner, "shot_protection")
    act(s, f"move {s.at(banner)} to b3")  # beside it again
    act(s, "end the turn")
    assert s.has_keyword(banner, "shot_protection")  # held again, and obeyed
    assert not offered(s, f"{s.at(archer)} shoots {s.at(banner)}")
    with pytest.raises(AbilityError, match="own passive"):
        compile_ability({"trigger": "formation", "effects": [{"keyword": "armour-1"}]},
                        "VS-900")


def test_valhalla_twice_works_only_from_play() -> None:
    for where, times in (("c3", 2), ("grave", 1)):
        s = synthetic_position(Put("VS-962", 0, where), Put("VS-059", 0, "grave"),
                               Put("NT-048", 0, "b3", wounds=3), SPARE_0, SPARE_1, active=1)
        olaf = card(s, "NT-048", 0)
        act(s, "end the turn")  # the only jordling: no choice to make
        assert s.wounds[olaf] == 3 - times and s.phase == MAIN, where


# --- NT-013 Витязь Адрелиана (formation): in formation armour 1; each step to a next cell
# +1 defence experience until the end of the opponent's turn; stamina while its squad has
# a warrior hero or a rogue hero ------------------------------------------------------------


def test_nt_013_armour_in_formation_only() -> None:
    for partner, expected in (("VS-016", 2), ("VS-001", 3)):  # VS-016 has formation
        s = position(Put("NT-013", 0, "c3", closed=True), Put(partner, 0, "b3"),
                     Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
        knight, foe = card(s, "NT-013", 0), card(s, "VS-001", 1)
        strike(s, foe, knight, 6)  # closed: one die, strong 3
        assert s.wounds[knight] == expected, partner


def braced_knight(steps: int) -> tuple[State, int, int]:
    """Витязь steps ``steps`` cells to c3 (Вайл waits at c4); the opponent's turn begins."""
    start = ("c3", "c2", "c1")[steps]
    s = position(Put("NT-013", 0, start), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    knight = card(s, "NT-013", 0)
    for to in ("c1", "c2", "c3")[3 - steps:]:
        act(s, f"move {s.at(knight)} to {to}")
    act(s, "end the turn")
    return s, knight, card(s, "VS-117", 1)


def test_nt_013_each_step_adds_one_to_its_die_in_the_opponents_turn() -> None:
    # Вайл 1-1-4 throws 3 against 3 (+1 a step): a difference of 0 or -1 is a weak hit
    # of 1; of -2 (two steps) a miss
    for steps, expected in ((0, 1), (1, 1), (2, 0)):
        s, knight, foe = braced_knight(steps)
        strike(s, foe, knight, 3, 3)
        assert s.wounds[knight] == expected, steps


def test_nt_013_the_bracing_ends_with_the_opponents_turn() -> None:
    s, knight, foe = braced_knight(2)
    act(s, "end the turn")
    act(s, "end the turn")  # its own turn passes without a step
    strike(s, foe, knight, 3, 3)  # no bonus left: a difference of 0, weak 1
    assert s.wounds[knight] == 1


def test_nt_013_stamina_with_a_warrior_hero_in_its_squad() -> None:
    for hero, stout in (("NT-032", True), ("VS-001", False)):  # Адрелиан: a warrior hero
        s = position(Put("NT-013", 0, "c3"), Put(hero, 0, "a3"), Put("VS-009", 1, "e6"),
                     SPARE_0, active=1)
        knight = card(s, "NT-013", 0)
        assert s.has_keyword(knight, "stamina") == stout
        act(s, claws(s, knight))
        assert s.wounds[knight] == (0 if stout else 1), hero


# --- NT-037 Стражница Ульфгарда (jordling): strike through a row 1; with mountains in its
# squad it and the creature opposite it have stamina; valhalla: a mountain creature of its
# side gets stamina until the end of the opponent's turn ------------------------------------


def test_nt_037_mountains_give_it_and_the_creature_in_front_stamina() -> None:
    s = position(Put("NT-037", 1, "c4"), Put("NT-055", 1, "air"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "b4"), Put("VS-009", 0, "e1"), SPARE_1)
    warden, ahead, beside = card(s, "NT-037", 1), card(s, "VS-001", 0), card(s, "VS-001", 1)
    assert s.has_keyword(warden, "stamina") and s.has_keyword(ahead, "stamina")
    assert not s.has_keyword(beside, "stamina")
    claw = f"{s.at(card(s, 'VS-009', 0))} uses «sand claws» on "
    act(s, claw + s.at(warden))
    assert s.wounds[warden] == 0
    s = position(Put("NT-037", 1, "c4"), Put("VS-001", 0, "c3"), Put("VS-009", 0, "e1"),
                 SPARE_1)  # no mountains: no stamina
    warden = card(s, "NT-037", 1)
    assert not s.has_keyword(warden, "stamina")
    act(s, f"{s.at(card(s, 'VS-009', 0))} uses «sand claws» on {s.at(warden)}")
    assert s.wounds[warden] == 1


def test_nt_037_its_strike_through_a_row_is_the_printed_one() -> None:
    s = position(Put("NT-037", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-001", 1, "c5"),
                 SPARE_0, SPARE_1)
    warden, far = card(s, "NT-037", 0), card(s, "VS-001", 1, 1)
    act(s, f"{s.at(warden)} uses Удар через ряд (strike through row) on {s.at(far)}")
    assert s.wounds[far] == 1


def test_nt_037_valhalla_stamina_to_a_mountain_creature_to_the_opponents_turn_end() -> None:
    s = position(Put("NT-037", 0, "grave"), Put("NT-048", 0, "c3"), Put("VS-001", 0, "b3"),
                 Put("VS-009", 1, "e6"), SPARE_0, active=1)
    olaf, steppe = card(s, "NT-048", 0), card(s, "VS-001", 0)  # mountains, steppes
    act(s, "end the turn")  # seat 0's turn: the only mountain creature takes it
    assert s.has_keyword(olaf, "stamina") and not s.has_keyword(steppe, "stamina")
    act(s, "end the turn")
    act(s, claws(s, olaf))
    assert s.wounds[olaf] == 0  # the opponent's turn: still stout
    act(s, "end the turn")  # gone at its end; the next valhalla gives it again
    assert s.has_keyword(olaf, "stamina") and s.phase == MAIN


# --- VS-059 Оборотень (jordling): before its controller's turn it picks regeneration 2 or
# +2 to its simple strike and +1 movement, to the end of the opponent's turn; valhalla: a
# jordling of its side heals 1 ------------------------------------------------------------


def werewolf(choice: str) -> tuple[State, int, int]:
    s = position(Put("VS-059", 0, "c3", wounds=4), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1,
                 active=1)
    wolf, foe = card(s, "VS-059", 0), card(s, "VS-117", 1)
    act(s, "end the turn")  # the opponent's turn ends: its choice, before its turn
    assert s.to_move == 0 and len(options(s)) == 2
    act(s, f"{s.at(wolf)} takes «{choice}» from {s.at(wolf)}")
    to_main(s)
    return s, wolf, foe


def test_vs_059_regeneration_heals_two_at_its_turns_start_then_goes() -> None:
    s, wolf, foe = werewolf("gains regeneration-2 to the end of the opponent's turn")
    assert s.wounds[wolf] == 2 and s.has_keyword(wolf, "regeneration")  # healed 2
    assert s.moves[wolf] == 1  # no extra step with this choice
    strike(s, wolf, foe, 6, 1)  # strong 4: no +2
    assert s.wounds[foe] == 4
    act(s, "end the turn")
    assert s.has_keyword(wolf, "regeneration")  # the opponent's turn: still
    s.wound(wolf, 2)
    act(s, "end the turn")  # a new choice comes as that turn ends: the fury this time
    act(s, f"{s.at(wolf)} takes «marked moon_fury for 2 turns» from {s.at(wolf)}")
    to_main(s)  # the regeneration went with the opponent's turn: nothing healed
    assert not s.has_keyword(wolf, "regeneration") and s.wounds[wolf] == 4


def test_vs_059_fury_adds_two_to_its_strike_and_a_step_in_its_turn() -> None:
    s, wolf, foe = werewolf("marked moon_fury for 2 turns")
    assert s.wounds[wolf] == 4 and s.moves[wolf] == 2  # no healing; movement 1 + 1
    strike(s, wolf, foe, 6, 1)  # strong 4 + 2
    assert s.wounds[foe] == 6


def test_vs_059_fury_lasts_the_opponents_turn_then_goes() -> None:
    s, wolf, foe = werewolf("marked moon_fury for 2 turns")
    act(s, "end the turn")
    strike(s, foe, wolf, 1, 6)  # the opponent's turn: its counter-strike is medium 3 + 2
    assert s.wounds[foe] == 5
    act(s, "end the turn")
    act(s, f"{s.at(wolf)} takes «gains regeneration-2 to the end of the opponent's turn» "
           f"from {s.at(wolf)}")
    to_main(s)
    assert s.moves[wolf] == 1
    strike(s, wolf, foe, 6, 1)  # the fury is over: strong 4, no more
    assert s.wounds[foe] == 9


def test_vs_059_valhalla_heals_a_jordling_not_another_creature() -> None:
    s = position(Put("VS-059", 0, "grave"), Put("NT-048", 0, "c3", wounds=2),
                 Put("VS-001", 0, "b3", wounds=2), SPARE_0, SPARE_1, active=1)
    olaf, nomad = card(s, "NT-048", 0), card(s, "VS-001", 0)
    act(s, "end the turn")
    assert s.wounds[olaf] == 1 and s.wounds[nomad] == 2


# --- VS-063 Рагнар (jordling): the first valhalla of its side's cards in a turn acts twice;
# valhalla: the first simple strike of each turn of a creature of its side is unanswerable -


def test_vs_063_the_first_valhalla_of_the_turn_acts_twice_the_second_once() -> None:
    for ragnar, healed in (("c5", 3), ("grave", 2)):
        s = position(Put("VS-063", 0, ragnar), Put("VS-059", 0, "grave"),
                     Put("VS-059", 0, "grave"), Put("NT-048", 0, "c3", wounds=5),
                     SPARE_0, SPARE_1, active=1)
        olaf = card(s, "NT-048", 0)
        act(s, "end the turn")
        to_main(s)
        assert s.wounds[olaf] == 5 - healed, ragnar


def test_vs_063_valhalla_makes_the_first_strike_of_each_turn_unanswerable() -> None:
    s = position(Put("VS-063", 0, "grave"), Put("NT-063", 0, "c3"), Put("VS-117", 1, "c4"),
                 Put("VS-001", 0, "a3"), Put("VS-011", 1, "e6"), active=1)
    naga, foe, nomad = card(s, "NT-063", 0), card(s, "VS-117", 1), card(s, "VS-001", 0)
    gift = f"{s.at(card(s, 'VS-063', 0))} uses «no answer to the fallen» on "
    act(s, "end the turn")
    act(s, gift + s.at(naga))  # Нага strikes 4 times a turn
    to_main(s)
    strike(s, naga, foe, 1, 6)  # a miss with a counter-strike: unanswered
    assert s.wounds[naga] == 0
    strike(s, naga, foe, 1, 6)  # its second strike this turn is answered
    assert s.wounds[naga] == 1
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, gift + s.at(nomad))  # this turn's gift goes to another creature
    to_main(s)
    strike(s, naga, foe, 1, 6)  # no end printed: Нага's first strike is unanswered again
    assert s.wounds[naga] == 1


def test_vs_063_without_its_valhalla_the_strike_is_answered() -> None:
    s = position(Put("NT-063", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    naga, foe = card(s, "NT-063", 0), card(s, "VS-117", 1)
    strike(s, naga, foe, 1, 6)
    assert s.wounds[naga] == 1


# --- the cards with a clause deckcheck does not play: their played clauses ---------------
# NT-022 Стратег: strike through a row 1, +1 in formation (its instant is not played)


def test_nt_022_strike_through_a_row_one_more_in_formation() -> None:
    for partner, expected in (("VS-016", 2), ("VS-001", 1)):
        s = position(Put("NT-022", 0, "c3"), Put(partner, 0, "b3"), Put("VS-001", 1, "c4"),
                     Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
        strategist, far = card(s, "NT-022", 0), card(s, "VS-001", 1, 1)
        spear = "spear over the line" + (" (in formation)" if expected == 2 else "")
        assert not offered(s, f"{s.at(strategist)} uses Удар через ряд (strike through row) "
                              f"on {s.at(far)}")  # the keyword's attack is this one
        act(s, f"{s.at(strategist)} uses «{spear}» on {s.at(far)}")
        assert s.wounds[far] == expected, partner


# NT-032 Адрелиан: stamina in formation (its aura is not played)


def test_nt_032_stamina_in_formation_only() -> None:
    for partner, stout in (("VS-016", True), ("VS-001", False)):
        s = position(Put("NT-032", 0, "c3"), Put(partner, 0, "b3"), Put("VS-009", 1, "e6"),
                     SPARE_0, active=1)
        hero = card(s, "NT-032", 0)
        assert s.has_keyword(hero, "stamina") == stout
        act(s, claws(s, hero))
        assert s.wounds[hero] == (0 if stout else 1), partner


# NT-191 Гном-отступник: stamina in formation; melee strikes of 3 or more stopped whole


def test_nt_191_melee_strikes_of_three_or_more_are_stopped_less_pass() -> None:
    for dice, expected in (((6,), 0), ((4,), 2)):  # Кочевник 1-2-3 at it closed
        s = position(Put("NT-191", 0, "c3", closed=True), Put("VS-001", 1, "c4"), SPARE_0,
                     SPARE_1, active=1)
        renegade, foe = card(s, "NT-191", 0), card(s, "VS-001", 1)
        strike(s, foe, renegade, *dice)  # strong 3: stopped; medium 2 passes
        assert s.wounds[renegade] == expected, dice


def test_nt_191_stamina_in_formation() -> None:
    s = position(Put("NT-191", 0, "c3"), Put("NT-060", 0, "b3"), Put("VS-009", 1, "e6"),
                 SPARE_0, active=1)
    renegade = card(s, "NT-191", 0)
    assert s.has_keyword(renegade, "stamina")
    act(s, claws(s, renegade))
    assert s.wounds[renegade] == 0


# NT-050 Сигурд: magic strike 3 for a counter; valhalla: +1 movement this turn to a
# mountain or forest creature of its side


def test_nt_050_magic_strike_for_a_counter() -> None:
    s = position(Put("NT-050", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    sigurd, foe = card(s, "NT-050", 0), card(s, "VS-001", 1)
    hammer = f"{s.at(sigurd)} uses «hammer of the oath» on {s.at(foe)}"
    assert not offered(s, hammer)  # no counter
    s.set_counters(sigurd, 1)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")
    act(s, hammer)
    assert s.wounds[foe] == 3 and s.counters(sigurd) == 0


def test_nt_050_valhalla_one_more_step_for_a_mountain_creature() -> None:
    s = position(Put("NT-050", 0, "grave"), Put("NT-048", 0, "c3"), Put("VS-001", 0, "b2"),
                 SPARE_0, SPARE_1, active=1)
    olaf, steppe = card(s, "NT-048", 0), card(s, "VS-001", 0)
    act(s, "end the turn")  # the only mountain or forest creature of its side
    to_main(s)
    assert s.moves[olaf] == 2 and s.moves[steppe] == 2  # Олаф 1 + 1; Кочевник its own 2


# --- NT-054 Раннан (jordling, priest hero): when a valhalla resolves on it, a throw 1-2-2
# at range 3 (twice a turn); valhalla: magic protection to a mountain creature of its side
# to the end of the opponent's turn -----------------------------------------------------


def test_a_valhalla_target_ability_acts_when_a_valhalla_resolves_on_it() -> None:
    s = synthetic_position(Put("VS-964", 0, "c3"), Put("VS-045", 0, "grave"),
                           Put("VS-001", 0, "b3"), SPARE_0, SPARE_1, active=1)
    chosen, other = card(s, "VS-964", 0), card(s, "VS-001", 0)
    act(s, "end the turn")  # VS-045's valhalla: a creature of its side gets +1 to its dice
    gift = f"{s.at(card(s, 'VS-045', 0))} uses «hunter's blessing» on "
    act(s, gift + s.at(other))
    to_main(s)
    assert s.counters(chosen) == 0  # another was chosen
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, gift + s.at(chosen))
    to_main(s)
    assert s.counters(chosen) == 1


def test_nt_054_throws_when_a_valhalla_chooses_it_twice_a_turn_at_most() -> None:
    s = position(Put("NT-054", 0, "c2"), *(Put("NT-037", 0, "grave") for _ in range(3)),
                 Put("VS-001", 1, "c5"), Put("VS-001", 1, "c3"), Put("VS-001", 1, "a6"),
                 SPARE_0, active=1)
    rannan = card(s, "NT-054", 0)
    far, near, beyond = (card(s, "VS-001", 1, n) for n in range(3))  # 3, 1 and 4 away
    axe = f"{s.at(rannan)} uses «thunder axe» on "
    assert not any(o.startswith(axe) for o in options(s))  # no valhalla, no throw
    s.queue_dice(6, 6, 6)
    act(s, "end the turn")  # three valhallas resolve on the only mountain creature: it
    to_main(s)  # throws at the only enemy creature within 3 cells not next to it, twice
    assert (s.wounds[far], s.wounds[near], s.wounds[beyond]) == (4, 0, 0)
    assert s.has_keyword(rannan, "stamina")


# NT-054's valhalla


def test_nt_054_valhalla_magic_protection_to_the_opponents_turn_end() -> None:
    s = position(Put("NT-054", 0, "grave"), Put("NT-048", 0, "c3"), Put("X-020", 1, "c5"),
                 SPARE_0, active=1)
    olaf, mage = card(s, "NT-048", 0), card(s, "X-020", 1)
    act(s, "end the turn")
    assert s.has_keyword(olaf, "magic_protection")
    act(s, "end the turn")  # the opponent's turn: its discharge cannot reach Олаф
    assert not any(o.endswith(s.at(olaf)) and o.startswith(s.at(mage)) for o in options(s))
    act(s, "end the turn")  # gone with that turn; the valhalla gives it again
    assert s.has_keyword(olaf, "magic_protection")


# --- NT-060 Кугхор (dwarf, pirate): throw protection in formation; when another card
# moves it, a special strike 2 with its pick at an enemy card (twice a turn) ---------------


def test_a_moved_by_other_ability_acts_when_another_cards_effect_moves_it() -> None:
    s = synthetic_position(Put("NT-041", 0, "b2"), Put("VS-965", 0, "e2"), SPARE_0, SPARE_1)
    carried, sergeant = card(s, "VS-965", 0), card(s, "NT-041", 0)
    act(s, f"move {s.at(carried)} to d2")  # its own step: nothing
    assert s.counters(carried) == 0
    act(s, f"move {s.at(sergeant)} to c2")
    act(s, f"{s.at(sergeant)} uses «close ranks» on {s.at(carried)}")
    act(s, next(o for o in options(s) if o.endswith("c3")))
    to_main(s)
    assert s.counters(carried) == 1 and s.at(carried).endswith("c3")


def test_a_when_acts_ability_acts_after_an_attack_not_after_a_step() -> None:
    s = synthetic_position(Put("VS-965", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                           SPARE_0, SPARE_1)
    busy, foe = card(s, "VS-965", 0), card(s, "VS-117", 1)
    act(s, f"move {s.at(busy)} to d3")
    assert s.counters(busy) == 0
    s.queue_dice(3)
    act(s, f"{s.at(busy)} strikes {s.at(foe)}")
    assert s.counters(busy) == 1


def kughor_brought_next_to(foe_at: str, *more: Put) -> tuple[State, int, int]:
    s = position(Put("NT-041", 0, "b2"), Put("NT-060", 0, "e2"), Put("VS-001", 1, foe_at),
                 *more, SPARE_0, SPARE_1)
    sergeant, kughor = card(s, "NT-041", 0), card(s, "NT-060", 0)
    act(s, f"move {s.at(sergeant)} to c2")
    act(s, f"{s.at(sergeant)} uses «close ranks» on {s.at(kughor)}")
    act(s, next(o for o in options(s) if o.endswith("c3")))
    return s, kughor, card(s, "VS-001", 1)


def test_nt_060_moved_by_another_card_its_pick_strikes_an_enemy_beside_it() -> None:
    s, kughor, foe = kughor_brought_next_to("c4", Put("VS-001", 1, "d4"))
    other = card(s, "VS-001", 1, 1)
    pick = f"{s.at(kughor)} uses «pick from the crowd» on "
    assert offered(s, pick + s.at(foe)) and offered(s, pick + s.at(other))
    act(s, pick + s.at(other))
    to_main(s)
    assert (s.wounds[foe], s.wounds[other]) == (0, 2)


def test_nt_060_no_enemy_beside_it_no_strike_and_its_own_steps_strike_nothing() -> None:
    s, kughor, foe = kughor_brought_next_to("a6")
    to_main(s)
    assert s.wounds[foe] == 0 and s.phase == MAIN
    s = position(Put("NT-060", 0, "c2"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    kughor = card(s, "NT-060", 0)
    act(s, f"move {s.at(kughor)} to c3")  # its own step beside the enemy
    assert not any("pick from the crowd" in o for o in options(s))


# NT-060's throw protection in formation


def test_nt_060_throw_protection_in_formation_only() -> None:
    for partner, shielded in (("NT-191", True), ("VS-001", False)):
        s = position(Put("NT-060", 0, "c3"), Put(partner, 0, "b3"), Put("X-021", 1, "c5"),
                     SPARE_0, active=1)
        dwarf, thrower = card(s, "NT-060", 0), card(s, "X-021", 1)
        assert s.has_keyword(dwarf, "throw_protection") == shielded  # the keyword itself
        throw = f"{s.at(thrower)} uses Метание (throw) on {s.at(dwarf)}"
        assert offered(s, throw) != shielded, partner
        if not shielded:
            act(s, throw)
            assert s.wounds[dwarf] == 2


def test_nt_060_the_protection_goes_when_the_line_breaks() -> None:
    s = position(Put("NT-060", 1, "c4"), Put("NT-191", 1, "b4"), Put("X-021", 0, "c2"),
                 SPARE_0, SPARE_1, active=1)
    dwarf, partner = card(s, "NT-060", 1), card(s, "NT-191", 1)
    assert s.has_keyword(dwarf, "throw_protection")
    act(s, f"move {s.at(partner)} to a4")  # no longer beside it
    assert not s.has_keyword(dwarf, "throw_protection")
    act(s, "end the turn")
    assert offered(s, f"{s.at(card(s, 'X-021', 0))} uses Метание (throw) on {s.at(dwarf)}")


# NT-066 Хельмир: armour 2 in formation (its opening of a neighbour is not played)


def test_nt_066_armour_two_in_formation() -> None:
    for partner, expected in (("VS-016", 1), ("VS-001", 3)):
        s = position(Put("NT-066", 0, "c3", closed=True), Put(partner, 0, "b3"),
                     Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
        helmir, foe = card(s, "NT-066", 0), card(s, "VS-001", 1)
        strike(s, foe, helmir, 6)  # strong 3
        assert s.wounds[helmir] == expected, partner


# VS-026 Анубисар: its strong strike wounds two enemy creatures next to the struck one by 1


def test_vs_026_a_strong_strike_wounds_two_beside_the_struck_one() -> None:
    s = position(Put("VS-026", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "b4"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "e4"),
                 SPARE_0, SPARE_1)
    anubis = card(s, "VS-026", 0)
    struck, left, right, far = (card(s, "VS-001", 1, n) for n in range(4))
    s.queue_dice(6)
    act(s, f"{s.at(anubis)} strikes {s.at(struck)}")
    act(s, "no defender")
    chains = f"{s.at(anubis)} uses «chains of Anubisar» on "
    assert not offered(s, chains + s.at(far))  # not next to the struck one
    act(s, chains + s.at(left))  # the second, not a "may", takes the one left (forced)
    to_main(s)
    assert (s.wounds[left], s.wounds[right], s.wounds[far]) == (1, 1, 0)


def test_vs_026_a_medium_hit_brings_no_chains() -> None:
    s = position(Put("VS-026", 0, "c3"), Put("VS-001", 1, "c4", closed=True),
                 Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
    anubis, left = card(s, "VS-026", 0), card(s, "VS-001", 1, 1)
    strike(s, anubis, card(s, "VS-001", 1), 4)
    assert s.wounds[left] == 0


# VS-033 Скелос: -2 from direct strikes; in formation no damage from flyers' attacks


def test_vs_033_two_less_from_a_direct_striker_only() -> None:
    for foe_id, expected in (("X-006", 1), ("VS-001", 3)):  # X-006: direct strike
        s = position(Put("VS-033", 0, "c3", closed=True), Put(foe_id, 1, "c4"), SPARE_0,
                     SPARE_1, active=1)
        skelos, foe = card(s, "VS-033", 0), card(s, foe_id, 1)
        strike(s, foe, skelos, 6)  # strong 3
        assert s.wounds[skelos] == expected, foe_id


def test_vs_033_in_formation_flyers_cannot_strike_it() -> None:
    for partner, shielded in (("VS-016", True), ("VS-001", False)):
        s = position(Put("VS-033", 0, "c3", closed=True), Put(partner, 0, "b3"),
                     Put("X-005", 1, "air"), SPARE_0, SPARE_1, active=1)
        skelos, flyer = card(s, "VS-033", 0), card(s, "X-005", 1)
        assert s.has_keyword(skelos, "flyer_protection") == shielded
        assert offered(s, f"{s.at(flyer)} strikes {s.at(skelos)}") != shielded, partner


# VS-042 Знахарь племени: discharge 1; valhalla: wound a creature of its side by 1 and give
# it a counter (its resurrection is not played)


def test_vs_042_valhalla_wounds_and_gives_a_counter() -> None:
    s = position(Put("VS-042", 0, "grave"), Put("NT-048", 0, "c3"), SPARE_0, SPARE_1,
                 active=1)
    olaf = card(s, "NT-048", 0)
    act(s, "end the turn")
    act(s, f"{s.at(card(s, 'VS-042', 0))} uses «healer's bitter gift» on {s.at(olaf)}")
    to_main(s)
    assert s.wounds[olaf] == 1 and s.counters(olaf) == 1


# VS-044 Страж чертогов: a direct strike while in formation with two creatures or more


def test_vs_044_direct_with_two_formation_partners_not_one() -> None:
    for partners, direct in ((("VS-016", "VS-016"), True), (("VS-016", "VS-001"), False)):
        s = position(Put("VS-044", 0, "c3"), Put(partners[0], 0, "b3"),
                     Put(partners[1], 0, "d3"), Put("VS-001", 1, "c4"), Put("X-009", 1, "d4"),
                     SPARE_0, SPARE_1)
        guard, foe = card(s, "VS-044", 0), card(s, "VS-001", 1)
        s.queue_dice(6, 1)
        act(s, f"{s.at(guard)} strikes {s.at(foe)}")
        # a direct strike takes no defender: the defender's window is not offered
        assert any("defend" in o for o in options(s)) != direct, partners


# VS-052 Тан Ханеранга: in formation -1 from magic strikes and discharges


def test_vs_052_one_less_from_a_discharge_in_formation() -> None:
    for partner, expected in (("VS-016", 1), ("VS-001", 2)):
        s = position(Put("VS-052", 0, "c3"), Put(partner, 0, "b3"), Put("X-020", 1, "c5"),
                     SPARE_0, active=1)
        thane, mage = card(s, "VS-052", 0), card(s, "X-020", 1)
        act(s, f"{s.at(mage)} uses Разряд (discharge) on {s.at(thane)}")
        assert s.wounds[thane] == expected, partner


# VS-053 Гном-басаарг: +1 in formation; +1 and direct at closed creatures (its duty to
# strike the closed is not played)


def test_vs_053_one_more_in_formation_and_at_a_closed_creature() -> None:
    for partner, closed, expected in (("VS-016", False, 5), ("VS-001", False, 4),
                                      ("VS-001", True, 5)):
        s = position(Put("VS-053", 0, "c3"), Put(partner, 0, "b3"),
                     Put("VS-117", 1, "c4", closed=closed), SPARE_0, SPARE_1)
        dwarf, foe = card(s, "VS-053", 0), card(s, "VS-117", 1)
        strike(s, dwarf, foe, 6, 1)  # strong 4 (open: 6 against 1; closed: its 6 alone)
        assert s.wounds[foe] == expected, (partner, closed)


# VS-067 Гномий король: in formation -1 from non-magic attacks


def test_vs_067_one_less_from_a_strike_in_formation() -> None:
    for partner, expected in (("VS-016", 2), ("VS-001", 3)):
        s = position(Put("VS-067", 0, "c3", closed=True), Put(partner, 0, "b3"),
                     Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
        king, foe = card(s, "VS-067", 0), card(s, "VS-001", 1)
        strike(s, foe, king, 6)  # strong 3
        assert s.wounds[king] == expected, partner


# VS-188 Паладин Алламора: in formation +1 to its simple strike at dark cards


def test_vs_188_one_more_at_a_dark_card_in_formation() -> None:
    for partner, foe_id, expected in (("VS-016", "VS-140", 5), ("VS-001", "VS-140", 4),
                                      ("VS-016", "VS-117", 4)):  # Ведьма слуа is dark
        s = position(Put("VS-188", 0, "c3"), Put(partner, 0, "b3"),
                     Put(foe_id, 1, "c4", closed=True), SPARE_0, SPARE_1)
        paladin, foe = card(s, "VS-188", 0), card(s, foe_id, 1)
        strike(s, paladin, foe, 6)  # closed: strong 4
        assert s.wounds[foe] == expected, (partner, foe_id)


# --- VS-015 Рубаки Холверта (formation): after a hit of its simple strike it opens a
# creature in formation with it, which may not attack until the end of the turn (once a
# turn) ------------------------------------------------------------------------------------


def rubaki(partner: str, at: str = "b3") -> tuple[State, int, int, int]:
    s = position(Put("VS-015", 0, "c3"), Put(partner, 0, at, closed=True),
                 Put("VS-001", 1, "c4", closed=True), Put("VS-001", 1, "b4"),
                 Put("VS-001", 1, "a2"), SPARE_0)
    return s, card(s, "VS-015", 0), card(s, partner, 0), card(s, "VS-001", 1)


def test_vs_015_a_hit_opens_its_formation_partner_who_may_not_attack() -> None:
    s, axes, partner, foe = rubaki("VS-016")
    strike(s, axes, foe, 4)  # closed: one die, a hit
    assert not s.closed[partner]
    mine = [o for o in options(s) if s.at(partner) in o]
    assert any(o.startswith(f"move {s.at(partner)}") for o in mine)  # it may step
    assert not any(o.startswith(s.at(partner)) for o in mine)  # and attack no one
    act(s, "end the turn")
    act(s, "end the turn")  # its next turn: it attacks again
    assert offered(s, f"{s.at(partner)} strikes {s.at(card(s, 'VS-001', 1, 1))}")


def test_vs_015_a_miss_opens_no_one() -> None:
    s = position(Put("VS-015", 0, "c3"), Put("VS-016", 0, "b3", closed=True),
                 Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    axes, partner, foe = card(s, "VS-015", 0), card(s, "VS-016", 0), card(s, "VS-117", 1)
    strike(s, axes, foe, 1, 6)  # open: 1 against 6, a miss
    assert s.closed[partner]


def test_vs_015_only_a_creature_in_formation_with_it() -> None:
    for partner, at in (("VS-016", "b2"), ("VS-001", "b3")):  # diagonal; no formation
        s, axes, other, foe = rubaki(partner, at)
        strike(s, axes, foe, 4)
        assert s.closed[other], (partner, at)


# --- NT-032 Адрелиан (warrior hero): stamina in formation; every creature of its side that
# is not dark gets attack experience X and +X to its simple strike, X its defence
# experience (at most 2) ---------------------------------------------------------------------


def struck_by(striker: str, *dice: int, adrelian: bool = True) -> int:
    """The wounds Вайл (closed) takes from ``striker``'s simple strike with ``dice``."""
    s = position(Put(striker, 0, "c3"), Put("NT-032" if adrelian else "VS-001", 0, "a1"),
                 Put("VS-117", 1, "c4", closed=True), SPARE_1)
    strike(s, card(s, striker, 0), card(s, "VS-117", 1), *dice)
    return s.wounds[card(s, "VS-117", 1)]


def test_nt_032_a_creature_with_defence_experience_strikes_harder() -> None:
    # Олаф (2-3-3, defence experience 1, attack experience 1): +1 to its die and strike
    assert struck_by("NT-048", 6) == struck_by("NT-048", 6, adrelian=False) + 1
    # its die: 2 (+1 its own experience) is a weak hit without Адрелиан, with him 4
    assert struck_by("NT-048", 2, adrelian=False) == 2
    assert struck_by("NT-048", 2) == 4  # a medium 3, +1


def test_nt_032_no_gain_without_defence_experience_or_for_the_dark() -> None:
    assert struck_by("VS-001", 6) == struck_by("VS-001", 6, adrelian=False)
    # Вестник мора is dark: its defence experience 1 gives it nothing
    assert struck_by("VS-137", 6) == struck_by("VS-137", 6, adrelian=False)


def test_nt_032_its_own_defence_experience_two_counts_at_most_two() -> None:
    s = position(Put("NT-032", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    strike(s, card(s, "NT-032", 0), card(s, "VS-117", 1), 6)  # 1-2-3: strong 3, +2
    assert s.wounds[card(s, "VS-117", 1)] == 5


def test_nt_032_the_bonus_strikes_back_too() -> None:
    s = position(Put("NT-048", 0, "c3"), Put("NT-032", 0, "a1"), Put("VS-117", 1, "c4"),
                 SPARE_1, active=1)
    olaf, foe = card(s, "NT-048", 0), card(s, "VS-117", 1)
    strike(s, foe, olaf, 1, 6)  # a miss; Олаф strikes back (medium 3), +1
    assert s.wounds[foe] == 4


# VS-067 Гномий король: the creatures in formation with it get +1 to their simple strike


def test_vs_067_its_formation_partners_strike_one_harder() -> None:
    for partner, at, bonus in (("VS-016", "b3", 1), ("VS-016", "b2", 0),
                               ("VS-001", "b3", 0)):  # diagonal; no formation
        s = position(Put("VS-067", 0, "c3"), Put(partner, 0, at),
                     Put("VS-117", 1, at[0] + str(int(at[1]) + 1), closed=True), SPARE_0,
                     SPARE_1)
        strike(s, card(s, partner, 0), card(s, "VS-117", 1), 6)  # closed: strong 3
        assert s.wounds[card(s, "VS-117", 1)] == 3 + bonus, (partner, at)


# --- VS-188 Паладин Алламора (inquisitor, elf): in formation +1 to its simple strike at
# dark cards; its side's creatures with a shot, throw or discharge in its column get +1
# to their range --------------------------------------------------------------------------


def test_vs_188_a_shooter_in_its_column_reaches_one_cell_further() -> None:
    # Лучница Снорганга: shot 1 at a printed range of 3; the foe stands 4 cells away
    for paladin, at, reaches in (("VS-188", "c2", True), ("VS-188", "d2", False),
                                 ("VS-001", "c2", False)):
        s = position(Put("NT-036", 0, "c1"), Put(paladin, 0, at), Put("VS-001", 1, "c5"),
                     SPARE_1)
        archer, foe = card(s, "NT-036", 0), card(s, "VS-001", 1)
        assert offered(s, f"{s.at(archer)} shoots {s.at(foe)}") == reaches, (paladin, at)


def test_vs_188_an_encoded_ranged_ability_reaches_further_too() -> None:
    # Гном-арбалетчик's crossbow: a shot at a range of 4; the foe stands 5 cells away
    for at, reaches in (("c2", True), ("b2", False)):
        s = position(Put("NT-035", 0, "c1"), Put("VS-188", 0, at), Put("VS-001", 1, "c6"),
                     SPARE_1)
        crossbow, foe = card(s, "NT-035", 0), card(s, "VS-001", 1)
        # (beside the paladin, both with formation, it shoots its formation form)
        assert any(o.startswith(f"{s.at(crossbow)} uses «crossbow")
                   and o.endswith(f"on {s.at(foe)}") for o in options(s)) == reaches, at


def test_vs_188_the_enemys_shooters_gain_nothing() -> None:
    s = position(Put("NT-036", 1, "c6"), Put("VS-188", 0, "c1"), Put("VS-001", 0, "c2"),
                 SPARE_0, active=1)
    assert not offered(s, f"{s.at(card(s, 'NT-036', 1))} shoots {s.at(card(s, 'VS-001', 0))}")


# --- VS-052 Тан Ханеранга (dwarf): in formation -1 from magic strikes and discharges; when a
# creature of its side with formation dies in the opponent's turn, those that stood in
# formation with it get +2 to their next simple strike --------------------------------------


def fallen_line(active: int) -> tuple[State, int, int, int]:
    """Санкторум on c3 (formation, 1 life left) dies to Кочевник's strike from c4; beside
    it another Санкторум (b3) and a Кочевник (d3); Тан far away on a1."""
    s = position(Put("VS-052", 0, "a1"), Put("VS-016", 0, "c3", closed=True, wounds=9),
                 Put("VS-016", 0, "b3"), Put("VS-001", 0, "d3"), Put("VS-001", 1, "c4"),
                 Put("VS-117", 1, "b4", closed=True), Put("VS-117", 1, "d4", closed=True),
                 active=active)
    fallen, partner, nomad = card(s, "VS-016", 0), card(s, "VS-016", 0, 1), card(s, "VS-001", 0)
    foe = card(s, "VS-001", 1)
    if active == 1:
        strike(s, foe, fallen, 6)
    else:
        s.kill([fallen])
        to_main(s)
    assert s.zone[fallen] != s.zone[partner]
    if s.active == 1:  # (the strike's last window may have ended that turn already)
        act(s, "end the turn")
    return s, partner, nomad, card(s, "VS-117", 1)


def test_vs_052_the_fallen_ones_formation_partner_strikes_two_harder_once() -> None:
    s, partner, _, vail = fallen_line(active=1)
    strike(s, partner, vail, 6)  # closed: strong 3, +2
    assert s.wounds[vail] == 5
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, partner, vail, 6, 1)  # used up (Вайл open now: 6 against 1): strong 3
    assert s.wounds[vail] == 8


def test_vs_052_no_gain_for_a_neighbour_without_formation() -> None:
    s, _, nomad, _ = fallen_line(active=1)
    vail = card(s, "VS-117", 1, 1)  # on d4, in front of Кочевник
    strike(s, nomad, vail, 6)  # closed: strong 3, no more
    assert s.wounds[vail] == 3


def test_vs_052_no_gain_for_a_death_in_its_own_turn() -> None:
    s, partner, _, vail = fallen_line(active=0)
    strike(s, partner, vail, 6)
    assert s.wounds[vail] == 3


# --- VS-053 Гном-басаарг (dwarf): in formation +1; +1 and a direct strike at closed
# creatures; in its turn it must strike a closed enemy creature it can strike -------------


def test_vs_053_it_must_strike_the_closed_enemy_before_anything_else() -> None:
    s = position(Put("VS-053", 0, "c3"), Put("VS-117", 1, "c4", closed=True),
                 Put("VS-001", 1, "b4"), SPARE_0, SPARE_1)
    dwarf, closed_foe, open_foe = card(s, "VS-053", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    mine = [o for o in options(s) if s.at(dwarf) in o]
    assert mine == [f"{s.at(dwarf)} strikes {s.at(closed_foe)}"]  # no step, no other strike
    assert not offered(s, f"{s.at(dwarf)} strikes {s.at(open_foe)}")
    assert "end the turn" not in options(s)
    assert offered(s, f"move {s.at(card(s, 'VS-011', 0))} to b1")  # others may act first
    strike(s, dwarf, closed_foe, 6)
    assert "end the turn" in options(s)


def test_vs_053_no_duty_without_a_closed_enemy_beside_it() -> None:
    s = position(Put("VS-053", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    dwarf = card(s, "VS-053", 0)
    assert "end the turn" in options(s) and offered(s, f"move {s.at(dwarf)} to c2")


def test_vs_053_no_duty_in_the_opponents_turn() -> None:
    s = position(Put("VS-053", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1, active=1)
    assert "end the turn" in options(s)


# --- NT-066 Хельмир (dwarf, warrior hero): armour 2 in formation; when it acts, its player
# may open an ordinary mountain creature next to it (once a turn) ----------------------------


def helmir(kin: str = "NT-048") -> tuple[State, int, int, int]:
    s = position(Put("NT-066", 0, "c3"), Put(kin, 0, "b3", closed=True),
                 Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    return s, card(s, "NT-066", 0), card(s, kin, 0), card(s, "VS-117", 1)


def test_nt_066_when_it_strikes_its_player_may_open_an_ordinary_mountain_neighbour() -> None:
    s, lord, olaf, foe = helmir()  # Олаф: a mountain creature, ordinary (silver)
    s.queue_dice(3, 3)
    act(s, f"{s.at(lord)} strikes {s.at(foe)}")  # the strike resolves; then the choice
    rouse = f"{s.at(lord)} uses «rouse the kin» on {s.at(olaf)}"
    assert offered(s, rouse) and "use no target" in options(s)  # a «may»
    act(s, rouse)
    to_main(s)
    assert not s.closed[olaf]


def test_nt_066_a_step_is_no_act_and_an_elite_or_steppe_neighbour_stays_closed() -> None:
    s, lord, olaf, _ = helmir()
    act(s, f"move {s.at(lord)} to d3")
    assert s.phase == MAIN and s.closed[olaf]
    for kin in ("VS-059", "VS-001"):  # Оборотень: elite; Кочевник: steppes
        s, lord, other, foe = helmir(kin)
        s.queue_dice(3, 3)
        act(s, f"{s.at(lord)} strikes {s.at(foe)}")
        assert s.phase == MAIN and s.closed[other], kin  # nothing to choose


# --- NT-065 Торбьёрн (jordling): at the start of the opponent's turn an enemy creature next
# to it, the opponent's pick, must strike it once; valhalla: a jordling of its side fights
# an enemy card next to it with a simple strike, not closing ----------------------------------


def test_nt_065_the_opponent_picks_which_neighbour_must_strike_it() -> None:
    s = position(Put("NT-065", 0, "c3"), Put("VS-001", 1, "c4"), Put("VS-117", 1, "d4"),
                 Put("VS-001", 1, "a6"), SPARE_0)
    thorbjorn, nomad, vail, far = (card(s, "NT-065", 0), card(s, "VS-001", 1),
                                   card(s, "VS-117", 1), card(s, "VS-001", 1, 1))
    act(s, "end the turn")
    challenge = f"{s.at(thorbjorn)} uses «challenge» on "
    assert s.to_move == 1  # the opponent picks
    assert offered(s, challenge + s.at(vail)) and not offered(s, challenge + s.at(far))
    s.queue_dice(6, 1)
    act(s, challenge + s.at(vail))
    to_main(s)
    assert s.wounds[thorbjorn] == 4 and s.closed[vail]  # Вайл's strong 4; it struck
    assert s.wounds[card(s, "VS-001", 1)] == 0 and not s.closed[nomad]


def test_nt_065_no_neighbour_no_challenge() -> None:
    s = position(Put("NT-065", 0, "c3"), Put("VS-001", 1, "c5"), SPARE_0, SPARE_1)
    act(s, "end the turn")
    assert s.phase == MAIN and s.active == 1


def test_nt_065_valhalla_a_jordling_strikes_a_neighbour_and_stays_open() -> None:
    s = position(Put("NT-065", 0, "grave"), Put("NT-048", 0, "c3"), Put("VS-001", 0, "a3"),
                 Put("VS-117", 1, "c4"), Put("VS-001", 1, "d4"), Put("VS-001", 1, "e6"),
                 active=1)
    olaf, vail, nomad = card(s, "NT-048", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    act(s, "end the turn")  # Олаф is the only jordling: no choice of it
    duel = f"{s.at(card(s, 'NT-065', 0))} uses «fallen champion's duel» on "
    assert offered(s, duel + s.at(vail)) and offered(s, duel + s.at(nomad))
    assert not offered(s, duel + s.at(card(s, "VS-001", 1, 1)))  # not next to Олаф
    s.queue_dice(6, 1)
    act(s, duel + s.at(vail))
    to_main(s)
    assert s.wounds[vail] == 3 and not s.closed[olaf]  # strong 3; it stays open
    assert offered(s, f"{s.at(olaf)} strikes {s.at(nomad)}")  # and may strike again


# VS-033 Скелос: while the enemy's front row holds none of the enemy's cards it gets +1 to
# its simple strike and may strike flying creatures


def test_vs_033_with_the_enemys_front_row_empty_it_strikes_harder_and_at_flyers() -> None:
    for front, bonus in (("c5", 1), ("c4", 0)):  # c4: the enemy's front row
        s = position(Put("VS-033", 0, "c3"), Put("VS-117", 1, front, closed=True),
                     Put("X-005", 1, "air"), SPARE_0, SPARE_1)
        skelos, flyer = card(s, "VS-033", 0), card(s, "X-005", 1)
        assert offered(s, f"{s.at(skelos)} strikes {s.at(flyer)}") == bool(bonus), front
        if bonus:
            s.queue_dice(6, 1)
            act(s, f"{s.at(skelos)} strikes {s.at(flyer)}")
            to_main(s)
            assert flyer in s.grave[1]  # Скелос 3-4-5: strong 5, +1: all 6 of its lives


# VS-044 Страж чертогов: in formation its simple strike may go at a range of 2


def test_vs_044_in_formation_it_strikes_two_cells_away() -> None:
    for partner, reaches in (("VS-016", True), ("VS-001", False)):
        s = position(Put("VS-044", 0, "c3"), Put(partner, 0, "b3"),
                     Put("VS-117", 1, "c5", closed=True), Put("VS-117", 1, "e6"), SPARE_0)
        guard, foe = card(s, "VS-044", 0), card(s, "VS-117", 1)
        assert offered(s, f"{s.at(guard)} strikes {s.at(foe)}") == reaches, partner
        assert not offered(s, f"{s.at(guard)} strikes {s.at(card(s, 'VS-117', 1, 1))}")
        if reaches:
            strike(s, guard, foe, 6)  # closed: strong 3
            assert s.wounds[foe] == 3


# --- NT-050 Сигурд (jordling): at the start of the battle a chosen child of Kronga becomes
# a mountain creature and gains «on a simple strike Сигурд gets a counter»; counter + tap:
# magic strike 3; valhalla: a mountain or forest creature of its side +1 movement ----------


def test_nt_050_the_oath_makes_a_child_of_kronga_a_mountain_creature_that_feeds_it() -> None:
    s = battle_from_the_deal(({"b3": "NT-050", "c3": "VS-082"}, {"c4": "VS-117"}), first=0)
    sigurd, klaer, vail = card(s, "NT-050", 0), card(s, "VS-082", 0), card(s, "VS-117", 1)
    # the only child of Kronga: chosen at once; its forests give way to the mountains
    assert s.elem[klaer] == ELEMENT_BIT["mountains"]
    strike(s, klaer, vail, 6, 1)  # a hit
    assert s.counters(sigurd) == 1
    act(s, "end the turn")
    strike(s, vail, klaer, 1, 6)  # Клаэр strikes back: no simple strike of its own
    assert s.counters(sigurd) == 1


def test_nt_050_a_miss_and_another_creature_give_nothing() -> None:
    s = battle_from_the_deal(({"b3": "NT-050", "c3": "VS-082"}, {"c4": "VS-117"}), first=0)
    sigurd, klaer, vail = card(s, "NT-050", 0), card(s, "VS-082", 0), card(s, "VS-117", 1)
    strike(s, klaer, vail, 1, 6)  # a miss
    assert s.counters(sigurd) == 0
    s = position(Put("NT-050", 0, "b3"), Put("VS-082", 0, "c3"),
                 Put("VS-117", 1, "c4", closed=True), SPARE_0, SPARE_1)  # no oath sworn
    strike(s, card(s, "VS-082", 0), card(s, "VS-117", 1), 6)
    assert s.counters(card(s, "NT-050", 0)) == 0


# --- every card here in random games: invariants hold, cards are conserved -----------------

MINE = ("NT-013", "NT-022", "NT-032", "NT-037", "NT-050", "NT-054", "NT-060", "NT-065",
        "NT-066", "NT-191", "VS-015", "VS-026", "VS-033", "VS-042", "VS-044", "VS-052",
        "VS-053", "VS-059", "VS-063", "VS-067", "VS-188")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.booleans())
def test_formation_and_valhalla_cards_in_random_games(seed: int, best: bool) -> None:
    rng = random.Random(seed)
    decks = [{card_id: rng.randint(1, 3) for card_id in rng.sample(MINE, 9)} for _ in (0, 1)]
    for deck in decks:  # a few plain fellows to fight beside them
        deck.update({"VS-001": 2, "VS-117": 2, "VS-014": 1})  # (Пустынный кондор flies)
    rules = replace(load_rules(), recruitment="best_squad" if best else "agents")
    state = new_game(decks[0], decks[1], seed=seed, rules=rules)
    play_checked(state, random.Random(seed))

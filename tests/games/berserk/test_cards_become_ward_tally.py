"""Cards of the helper cards1 (issue #27), each printed clause played on an arranged
position, named by the card's id; and the language additions they brought (``become``).

As in ``test_card_scenarios_nt.py``: the printed text is berserk-nxt's
``resources/data.json``; only the public game API.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, abilities_from_data
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.position import arrange
from deckcheck.games.berserk.engine.state import MAIN, OVER, State
from tests.games.berserk.helpers import SYNTHETIC, Put, card, options, synthetic, table_with
from tests.games.berserk.helpers.scenarios import (
    SPARE_0,
    SPARE_1,
    act,
    battle_from_the_deal,
    offered,
    position,
    strike,
)

#: Synthetic cards of this file (ids C1-001.., this helper's block): the language additions.
ABILITIES: dict[str, Any] = {
    "C1-001": {"complete": True, "abilities": [
        {"name": "swamp curse", "trigger": "tap", "target": {"side": "any", "range": 1},
         "effects": [{"become": "swamps"}]}]},
    "C1-002": {"complete": True, "abilities": [
        {"name": "cowed", "trigger": "static", "if": {"lives_at_most": 2},
         "effects": [{"no_attack": True}, {"no_defence": True}]}]},
    "C1-003": {"complete": True, "abilities": [
        {"name": "call back a nomad", "trigger": "tap",
         "target": {"side": "grave", "if": {"named": "VS-001"}}, "effects": [{"revive": True}]}]},
    "C1-004": {"complete": True, "abilities": [
        {"name": "scarred", "trigger": "static", "effects": [{"harden": True}]}]},
    "C1-005": {"complete": True, "abilities": [
        {"name": "grow", "trigger": "tap", "effects": [{"tally": 2}]},
        {"name": "lash", "trigger": "tap", "target": {"side": "enemy"},
         "effects": [{"wound": 1, "x": "tally"}]}]},
}
CARDS = [*SYNTHETIC, synthetic("C1-004", name="Рубцеватый", lives=10),
         synthetic("C1-005", name="Растущий"),
         synthetic("C1-001", name="Болотник"),
         synthetic("C1-002", name="Трус", abilities=["shot-1"]),
         synthetic("C1-003", name="Некромант")]


@cache
def own_table() -> CardTable:
    return table_with(CARDS, ABILITIES)


def own_position(*puts: Put, **kwargs: Any) -> State:
    return arrange(puts, table=own_table(), **kwargs)


def settle(s: State) -> None:
    """Answer every pending choice with its last option until the main phase."""
    while s.phase not in (MAIN, OVER):
        s.apply(s.legal_actions()[-1])


# --- NT-161 Всадники слуа: vampirism up to 13 lives; its simple strike is unanswerable
# while it has more than 10 lives; stamina -------------------------------------------------


def test_nt_161_with_more_than_ten_lives_its_strike_is_unanswerable() -> None:
    s = position(Put("NT-161", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    riders, foe = card(s, "NT-161", 0), card(s, "VS-001", 1)
    strike(s, riders, foe, 6)  # closed: a strong 3, drunk back as 3 more lives
    assert s.lives_left(riders) == 13 and s.wounds[foe] == 3
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, riders, foe, 1, 6)  # a miss the foe would answer strongly
    assert s.lives_left(riders) == 13 and s.wounds[foe] == 3


def test_nt_161_with_its_printed_ten_lives_it_is_answered() -> None:
    s = position(Put("NT-161", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    riders, foe = card(s, "NT-161", 0), card(s, "VS-001", 1)
    assert s.lives_left(riders) == 10  # not more than 10
    strike(s, riders, foe, 1, 6)
    assert s.wounds[riders] > 0  # the counter-strike lands


def test_nt_161_drinks_no_higher_than_thirteen() -> None:
    s = position(Put("NT-161", 0, "c3"), Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    riders, foe = card(s, "NT-161", 0), card(s, "VS-001", 1)
    strike(s, riders, foe, 6)
    act(s, "end the turn")
    act(s, "end the turn")
    s.queue_dice(6)
    act(s, f"{s.at(riders)} strikes {s.at(foe)}")
    settle(s)
    assert s.lives_left(riders) == 13


# --- NT-179 Изувер (inquisitor): finishing 2, +1 at dark creatures; when it destroys an
# enemy creature a creature next to it becomes dark; as the second player, discharge
# protection ---------------------------------------------------------------------------------


def test_nt_179_finishes_a_dark_creature_for_three_another_for_two() -> None:
    s = position(Put("NT-179", 0, "c3"), Put("NT-141", 1, "c4", wounds=1),
                 Put("VS-001", 1, "b4", wounds=1), SPARE_0, SPARE_1)
    zealot, skeleton, nomad = card(s, "NT-179", 0), card(s, "NT-141", 1), card(s, "VS-001", 1)
    dark = f"{s.at(zealot)} uses «purge the dark» on "
    plain = f"{s.at(zealot)} uses «inquisitor's finish» on "
    assert offered(s, dark + s.at(skeleton)) and not offered(s, dark + s.at(nomad))
    assert offered(s, plain + s.at(nomad)) and not offered(s, plain + s.at(skeleton))
    assert not any("finishing" in o for o in options(s))  # the keyword's own attack is left out
    act(s, dark + s.at(skeleton))
    assert s.wounds[skeleton] == 4
    s = position(Put("NT-179", 0, "c3"), Put("VS-001", 1, "b4", wounds=1), SPARE_0, SPARE_1)
    zealot, nomad = card(s, "NT-179", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(zealot)} uses «inquisitor's finish» on {s.at(nomad)}")
    assert s.wounds[nomad] == 3


def test_nt_179_finishes_only_a_wounded_creature_next_to_it() -> None:
    s = position(Put("NT-179", 0, "c3"), Put("NT-141", 1, "c4"),
                 Put("NT-141", 1, "c5", wounds=2), SPARE_0, SPARE_1)
    zealot = card(s, "NT-179", 0)
    assert not any(o.startswith(f"{s.at(zealot)} uses") for o in options(s))


def test_nt_179_a_kill_makes_a_creature_next_to_it_dark() -> None:
    s = position(Put("NT-179", 0, "c3"), Put("VS-001", 1, "c4", wounds=6),
                 Put("VS-011", 1, "d3"), Put("VS-002", 0, "b3"), SPARE_0, SPARE_1)
    zealot, victim = card(s, "NT-179", 0), card(s, "VS-001", 1)
    foe, friend = card(s, "VS-011", 1, 0), card(s, "VS-002", 0)
    act(s, f"{s.at(zealot)} uses «inquisitor's finish» on {s.at(victim)}")
    assert s.is_dead(victim) or s.zone[victim] != s.zone[zealot]
    brand = f"{s.at(zealot)} uses «brand of darkness» on "
    assert offered(s, brand + s.at(foe)) and offered(s, brand + s.at(friend))
    assert not offered(s, brand + s.at(card(s, "VS-011", 1, 1)))  # far from it
    act(s, brand + s.at(foe))
    assert s.elements_of(foe) == ("darkness",) and s.elements_of(friend) == ("steppes",)
    # now dark, it takes the +1 of the dark finishing
    assert s.phase == MAIN


def test_nt_179_no_kill_no_darkness() -> None:
    s = position(Put("NT-179", 0, "c3"), Put("VS-001", 1, "c4", wounds=1),
                 Put("VS-011", 1, "d3"), SPARE_0, SPARE_1)
    zealot, victim, foe = card(s, "NT-179", 0), card(s, "VS-001", 1), card(s, "VS-011", 1, 0)
    act(s, f"{s.at(zealot)} uses «inquisitor's finish» on {s.at(victim)}")
    assert s.phase == MAIN and s.elements_of(foe) == ("steppes",)


@pytest.mark.parametrize(("seat", "protected"), [(1, True), (0, False)])
def test_nt_179_discharge_protection_as_the_second_player_only(seat: int,
                                                                protected: bool) -> None:
    squads: list[dict[str, str]] = [{"c1": "VS-001"}, {"c6": "VS-001"}]
    squads[seat] = {"c1" if seat == 0 else "c6": "NT-179"}
    s = battle_from_the_deal((squads[0], squads[1]), first=0)  # seat 0 is the First player
    settle(s)
    zealot = card(s, "NT-179", seat)
    assert s.has_keyword(zealot, "discharge_protection") == protected


def test_become_changes_the_element_and_refuses_a_non_element() -> None:
    s = own_position(Put("C1-001", 0, "c3"), Put("X-014", 1, "c4"), SPARE_0, SPARE_1)
    witch, twofold = card(s, "C1-001", 0), card(s, "X-014", 1)
    assert s.elements_of(twofold) == ("steppes", "forests")
    act(s, f"{s.at(witch)} uses «swamp curse» on {s.at(twofold)}")
    assert s.elements_of(twofold) == ("swamps",)  # its only element now
    s = own_position(Put("C1-001", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    witch, vail = card(s, "C1-001", 0), card(s, "VS-117", 1)
    assert s.elements_of(vail) == ("swamps",)
    assert not offered(s, f"{s.at(witch)} uses «swamp curse» on {s.at(vail)}")  # already
    with pytest.raises(AbilityError):
        abilities_from_data({"game": "berserk", "cards": {"NT-179": {"abilities": [
            {"name": "x", "trigger": "tap", "effects": [{"become": "fire"}]}]}}})


# --- NT-181 Корсар Эллиона (pirate): at the start of the battle, with a river or a swamp
# in its squad, it may make an unanswerable simple strike at an enemy card, staying open --


def test_nt_181_with_a_river_it_opens_the_battle_with_an_unanswered_strike() -> None:
    s = battle_from_the_deal(({"c3": "NT-181", "a1": "NT-174"}, {"c4": "VS-117", "c6": "VS-001"}),
                             first=0)
    corsair, vail, far = card(s, "NT-181", 0), card(s, "VS-117", 1), card(s, "VS-001", 1)
    raid = f"{s.at(corsair)} uses «raid from the water» on "
    assert not offered(s, raid + s.at(far))
    s.queue_dice(1, 6)  # a miss the vail would answer
    act(s, raid + s.at(vail))
    settle(s)
    assert s.wounds[corsair] == 0 and not s.closed[corsair]


def test_nt_181_without_a_river_or_swamp_no_opening_strike() -> None:
    s = battle_from_the_deal(({"c3": "NT-181", "a1": "NT-146"}, {"c4": "VS-117"}), first=0)
    corsair = card(s, "NT-181", 0)
    assert not any(o.startswith(f"{s.at(corsair)} uses") for o in options(s))


# --- NT-126 Живая стена: defends without closing, any number of times a turn, any creature
# of its side in its row; defence experience 1 ---------------------------------------------


def test_nt_126_defends_a_creature_of_its_row_from_afar_and_stays_open() -> None:
    s = position(Put("X-001", 1, "d4"), Put("VS-001", 0, "d3"), Put("NT-126", 0, "a3"),
                 Put("VS-001", 0, "e2"), SPARE_0, SPARE_1, active=1)
    knight, friend, wall = card(s, "X-001", 1), card(s, "VS-001", 0, 0), card(s, "NT-126", 0)
    s.queue_dice(4, 3)
    act(s, f"{s.at(knight)} strikes {s.at(friend)}")
    act(s, f"{s.at(wall)} defends")
    settle(s)
    assert s.wounds[friend] == 0 and s.wounds[wall] > 0 and not s.closed[wall]


def test_nt_126_not_for_a_creature_of_another_row() -> None:
    s = position(Put("X-001", 1, "e3"), Put("VS-001", 0, "e2"), Put("NT-126", 0, "a3"),
                 SPARE_0, SPARE_1, active=1)
    knight, friend, wall = card(s, "X-001", 1), card(s, "VS-001", 0, 0), card(s, "NT-126", 0)
    s.queue_dice(4, 3)
    act(s, f"{s.at(knight)} strikes {s.at(friend)}")
    assert not offered(s, f"{s.at(wall)} defends")


def test_nt_126_defends_twice_a_turn() -> None:
    s = position(Put("X-001", 1, "d4"), Put("VS-002", 1, "b4"), Put("VS-001", 0, "d3"),
                 Put("VS-001", 0, "b3"), Put("NT-126", 0, "a3"), SPARE_0, SPARE_1, active=1)
    knight, lunger, wall = card(s, "X-001", 1), card(s, "VS-002", 1), card(s, "NT-126", 0)
    far, near = card(s, "VS-001", 0, 0), card(s, "VS-001", 0, 1)
    for attacker, friend in ((knight, far), (lunger, near)):
        s.queue_dice(4, 3)
        act(s, f"{s.at(attacker)} strikes {s.at(friend)}")
        act(s, f"{s.at(wall)} defends")
        settle(s)
        assert s.wounds[friend] == 0
    assert not s.closed[wall]


def test_guard_row_is_refused_with_another_word() -> None:
    with pytest.raises(AbilityError):
        abilities_from_data({"game": "berserk", "cards": {"NT-126": {"abilities": [
            {"name": "x", "trigger": "static", "effects": [{"guard": "column"}]}]}}})


# --- NT-104 Нервный ург: neither attacks nor defends while it has 4 or fewer lives;
# regeneration 1 ---------------------------------------------------------------------------


def test_nt_104_with_four_lives_left_it_does_not_attack() -> None:
    for wounds, may in ((5, False), (4, True)):  # 9 lives: 4 left, then 5 left
        s = position(Put("NT-104", 0, "c3", wounds=wounds), Put("VS-001", 1, "c4"),
                     SPARE_0, SPARE_1)
        urg, foe = card(s, "NT-104", 0), card(s, "VS-001", 1)
        assert offered(s, f"{s.at(urg)} strikes {s.at(foe)}") is may, wounds
        assert offered(s, f"move {s.at(urg)} to b3")  # it still moves


def test_nt_104_with_four_lives_left_it_does_not_defend_but_strikes_back() -> None:
    for wounds, may in ((5, False), (4, True)):
        s = position(Put("VS-001", 1, "c4"), Put("VS-001", 0, "c3"),
                     Put("NT-104", 0, "b3", wounds=wounds), SPARE_0, SPARE_1, active=1)
        nomad, friend, urg = card(s, "VS-001", 1), card(s, "VS-001", 0), card(s, "NT-104", 0)
        s.queue_dice(4, 3)
        act(s, f"{s.at(nomad)} strikes {s.at(friend)}")
        assert offered(s, f"{s.at(urg)} defends") is may, wounds
    s = position(Put("VS-001", 1, "c4"), Put("NT-104", 0, "c3", wounds=5), SPARE_0, SPARE_1,
                 active=1)
    nomad, urg = card(s, "VS-001", 1), card(s, "NT-104", 0)
    strike(s, nomad, urg, 1, 6)  # a miss: the urg answers
    assert s.wounds[nomad] > 0


def test_no_attack_bars_the_simple_strike_and_the_keyword_shot_no_defence_the_defender() -> None:
    s = own_position(Put("C1-002", 0, "c3", wounds=4), Put("VS-001", 1, "c4"),
                     Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    coward, near, far = card(s, "C1-002", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert not any(o.startswith(f"{s.at(coward)} s") for o in options(s))  # strikes, shoots
    s = own_position(Put("C1-002", 0, "c3", wounds=3), Put("VS-001", 1, "c4"),
                     Put("VS-001", 1, "e5"), SPARE_0, SPARE_1)
    coward, near, far = card(s, "C1-002", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    assert offered(s, f"{s.at(coward)} strikes {s.at(near)}")
    assert offered(s, f"{s.at(coward)} shoots {s.at(far)}")
    assert "it may not attack" in s.abilities_of(coward)[0].describe()
    assert "with 2 or fewer lives left" in s.abilities_of(coward)[0].describe()


# --- NT-114 Щупальце кракена: horde; cannot move; destroyed when its side's Kraken is;
# regeneration 1 ------------------------------------------------------------------------------


def test_nt_114_dies_with_its_sides_kraken_only() -> None:
    s = position(Put("NT-132", 0, "c3", wounds=10), Put("NT-114", 0, "a3"),
                 Put("NT-114", 1, "a5"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    kraken, mine, theirs = card(s, "NT-132", 0), card(s, "NT-114", 0), card(s, "NT-114", 1)
    nomad = card(s, "VS-001", 1)
    assert not any(o.startswith(f"move {s.at(theirs)}") for o in options(s))  # movement 0
    strike(s, nomad, kraken, 6, 1)
    assert s.zone[kraken] == s.zone[mine] != s.zone[theirs]  # both in the graveyard


def test_nt_114_lives_on_when_another_creature_of_its_side_dies() -> None:
    s = position(Put("VS-001", 0, "c3", wounds=7), Put("NT-114", 0, "a3"),
                 Put("X-001", 1, "c4"), SPARE_0, SPARE_1, active=1)
    vail, tentacle, nomad = card(s, "VS-001", 0), card(s, "NT-114", 0), card(s, "X-001", 1)
    strike(s, nomad, vail, 6, 1)
    assert s.zone[vail] != s.zone[tentacle] and not s.is_dead(tentacle)


# --- NT-132 Кракен: at the start of its turn it throws its tentacle to any free cell
# (impact); wounds itself 2 when a tentacle of its side dies; tap: summon or revive a
# tentacle; regeneration 1, poison protection -------------------------------------------------


def test_nt_132_throws_its_tentacle_anywhere_at_its_turns_start() -> None:
    s = position(Put("NT-132", 0, "c2"), Put("NT-114", 0, "a3"), SPARE_0, SPARE_1, active=1)
    tentacle = card(s, "NT-114", 0)
    act(s, "end the turn")
    assert offered(s, f"{s.at(tentacle)} is moved to e5")  # the enemy's half too
    act(s, f"{s.at(tentacle)} is moved to d4")
    settle(s)
    assert s.at(tentacle).endswith("@d4")


def test_nt_132_the_throw_picks_one_of_its_tentacles_not_an_enemy_one() -> None:
    s = position(Put("NT-132", 0, "c2"), Put("NT-114", 0, "a3"), Put("NT-114", 0, "e3"),
                 Put("NT-114", 1, "c5"), SPARE_0, SPARE_1, active=1)
    kraken = card(s, "NT-132", 0)
    mine, other, theirs = card(s, "NT-114", 0, 0), card(s, "NT-114", 0, 1), card(s, "NT-114", 1)
    act(s, "end the turn")
    throw = f"{s.at(kraken)} uses «kraken's throw» on "
    assert offered(s, throw + s.at(mine)) and offered(s, throw + s.at(other))
    assert not offered(s, throw + s.at(theirs))


def test_nt_132_a_dead_tentacle_of_its_side_wounds_it_two() -> None:
    s = position(Put("NT-132", 0, "a2"), Put("NT-114", 0, "c3", wounds=5),
                 Put("NT-114", 1, "a4", wounds=5), Put("VS-001", 1, "c4"), Put("X-001", 0, "a3"),
                 SPARE_0, SPARE_1, active=1)
    kraken, mine, theirs = card(s, "NT-132", 0), card(s, "NT-114", 0), card(s, "NT-114", 1)
    nomad, knight = card(s, "VS-001", 1), card(s, "X-001", 0)
    strike(s, nomad, mine, 6, 1)
    assert s.zone[mine] != s.zone[kraken] and s.wounds[kraken] == 2
    act(s, "end the turn")
    settle(s)
    before = s.wounds[kraken]  # its regeneration healed one at its turn's start
    strike(s, knight, theirs, 6, 1)  # an enemy tentacle's death: nothing to it
    assert s.zone[theirs] != s.zone[knight] and s.wounds[kraken] == before


def test_nt_132_summons_a_tentacle_from_the_deck_or_revives_one() -> None:
    s = position(Put("NT-132", 0, "c2"), Put("NT-114", 0, "deck"), Put("NT-114", 0, "grave"),
                 Put("VS-001", 0, "grave"), SPARE_0, SPARE_1)
    kraken, in_deck, dead = card(s, "NT-132", 0), card(s, "NT-114", 0, 0), card(s, "NT-114", 0, 1)
    nomad = card(s, "VS-001", 0)
    assert not offered(s, f"{s.at(kraken)} uses «regrow a tentacle» on {s.at(nomad)}")
    act(s, f"{s.at(kraken)} uses «grow a tentacle»")
    cells = [o.rsplit(" ", 1)[1] for o in options(s) if " comes into play on " in o]
    assert sorted(cells) == ["b1", "b2", "b3", "c1", "c3", "d1", "d2", "d3"]  # its pick
    act(s, next(o for o in options(s) if o.endswith(" comes into play on d3")))
    assert s.zone[in_deck] == s.zone[kraken] and s.closed[kraken] and s.where(in_deck) == "d3"
    s = position(Put("NT-132", 0, "c2"), Put("NT-114", 0, "grave"), SPARE_0, SPARE_1)
    kraken, dead = card(s, "NT-132", 0), card(s, "NT-114", 0)
    assert not offered(s, f"{s.at(kraken)} uses «grow a tentacle»")  # none in the deck
    act(s, f"{s.at(kraken)} uses «regrow a tentacle» on {s.at(dead)}")
    assert s.to_move == 0 and len([o for o in options(s) if " comes into play on " in o]) == 8
    act(s, next(o for o in options(s) if o.endswith(" comes into play on b1")))
    assert s.zone[dead] == s.zone[kraken] and s.lives_left(dead) == 6 and s.where(dead) == "b1"


def test_revive_brings_back_a_named_creature_from_its_controllers_graveyard_only() -> None:
    s = own_position(Put("C1-003", 0, "a1"), Put("VS-001", 0, "grave"), Put("VS-002", 0, "grave"),
                     Put("VS-001", 1, "grave"), Put("VS-011", 0, "b1"), Put("VS-011", 0, "a2"),
                     SPARE_1)
    necro, nomad, lunger = card(s, "C1-003", 0), card(s, "VS-001", 0), card(s, "VS-002", 0)
    theirs = card(s, "VS-001", 1)
    call = f"{s.at(necro)} uses «call back a nomad» on "
    assert offered(s, call + s.at(nomad))
    assert not offered(s, call + s.at(lunger)) and not any(
        o.startswith(call) and o != call + s.at(nomad) for o in options(s))  # not theirs
    act(s, call + s.at(nomad))
    assert s.at(nomad).endswith("@b2") and s.zone[theirs] != s.zone[nomad]  # the free cell
    assert "revive it onto a free cell" in s.abilities_of(necro)[0].describe()


# --- NT-102 Линдвурм: +1 to its simple strike for each Lindworm of its side next to it;
# the recruitment costs of its second and third copies (test_cards_recruitment_discounts.py);
# regeneration 1


def test_nt_102_one_more_for_each_lindworm_of_its_side_next_to_it() -> None:
    for friends, expected in ((("b3", "d2"), 4 + 2), (("a1",), 4), ((), 4)):
        s = position(Put("NT-102", 0, "c3"), *(Put("NT-102", 0, at) for at in friends),
                     Put("NT-102", 1, "b4"), Put("VS-001", 1, "c4", closed=True), SPARE_1)
        worm, foe = card(s, "NT-102", 0, 0), card(s, "VS-001", 1)
        strike(s, worm, foe, 6)  # at a closed card: its strong 4
        assert s.wounds[foe] == expected, friends


def test_nt_102_its_recruitment_discount_is_played() -> None:
    from tests.games.berserk.helpers import table
    # test_cards_recruitment_discounts.py plays it
    assert not table().unplayed(table().index["NT-102"])


# --- NT-173 Алтарь Хигарта (artifact): tap: heal a creature 1, a hero 2; heroes count as
# neutral for recruitment (test_cards_recruitment_discounts.py) ------------------------------------


def test_nt_173_heals_a_creature_one_and_a_hero_two() -> None:
    s = position(Put("NT-173", 0, "a2"), Put("VS-001", 1, "c4", wounds=3),
                 Put("NT-098", 0, "c3", wounds=3), Put("VS-011", 0, "d3"), SPARE_1)
    altar, nomad, hero = card(s, "NT-173", 0), card(s, "VS-001", 1), card(s, "NT-098", 0)
    spare = card(s, "VS-011", 0)
    bless = f"{s.at(altar)} uses «altar's blessing» on "
    assert not offered(s, bless + s.at(spare))  # nothing to heal
    act(s, bless + s.at(nomad))  # an enemy creature too
    assert s.wounds[nomad] == 2 and s.closed[altar]
    s = position(Put("NT-173", 0, "a2"), Put("NT-098", 0, "c3", wounds=3), SPARE_0, SPARE_1)
    altar, hero = card(s, "NT-173", 0), card(s, "NT-098", 0)
    act(s, f"{s.at(altar)} uses «altar's blessing» on {s.at(hero)}")
    assert s.wounds[hero] == 1


# --- NT-157 Дракон-зомби: when an attack deals it X wounds, it is protected from attacks
# of X or less until the end of the turn ----------------------------------------------------


def test_nt_157_after_x_wounds_attacks_of_x_or_less_do_nothing_this_turn() -> None:
    s = position(Put("NT-157", 1, "c4", closed=True), Put("VS-001", 0, "c3"),
                 Put("VS-002", 0, "b3"), Put("X-003", 0, "a2"), SPARE_0, SPARE_1)
    dragon, nomad, lunger = card(s, "NT-157", 1), card(s, "VS-001", 0), card(s, "VS-002", 0)
    archer = card(s, "X-003", 0)
    strike(s, nomad, dragon, 5)  # closed: a medium 2
    assert s.wounds[dragon] == 2
    act(s, f"{s.at(archer)} shoots {s.at(dragon)}")  # a shot of 2: warded off
    assert s.wounds[dragon] == 2
    strike(s, lunger, dragon, 6)  # a strong 2 (Кшар: 1-2-2) too
    assert s.wounds[dragon] == 2


def test_nt_157_a_bigger_attack_still_wounds_it_and_the_ward_ends_with_the_turn() -> None:
    s = position(Put("NT-157", 1, "c4", closed=True), Put("VS-001", 0, "c3"),
                 Put("X-001", 0, "b3"), Put("X-003", 0, "a2"), SPARE_0, SPARE_1)
    dragon, nomad, knight = card(s, "NT-157", 1), card(s, "VS-001", 0), card(s, "X-001", 0)
    archer = card(s, "X-003", 0)
    strike(s, nomad, dragon, 4)  # a medium 2
    assert s.wounds[dragon] == 2
    strike(s, knight, dragon, 6)  # a strong 3: more than 2
    assert s.wounds[dragon] == 5
    act(s, "end the turn")
    act(s, "end the turn")
    act(s, f"{s.at(archer)} shoots {s.at(dragon)}")  # a new turn: the shot of 2 lands
    assert s.wounds[dragon] == 7


def test_ward_keeps_off_a_smaller_strike_of_the_same_turn() -> None:
    s = own_position(Put("C1-004", 1, "c4"), Put("X-012", 0, "b3"), Put("VS-001", 0, "c3"),
                     SPARE_0, SPARE_1)
    scarred, frail, nomad = card(s, "C1-004", 1), card(s, "X-012", 0), card(s, "VS-001", 0)
    strike(s, nomad, scarred, 6, 1)  # a strong 3 (1-2-3)
    assert s.wounds[scarred] == 3
    strike(s, frail, scarred, 6, 1)  # its hit of 1: warded off
    assert s.wounds[scarred] == 3
    assert "attacks of X or less" in s.abilities_of(scarred)[0].describe()


# --- NT-174 Иркиан (river terrain): instant, tap: an enemy creature that moved onto its
# side's half is moved to a cell orthogonally next to it (impact) ---------------------------


def test_nt_174_moves_an_enemy_that_came_onto_its_half_one_cell_not_diagonally() -> None:
    s = position(Put("NT-174", 0, "a1"), Put("VS-001", 0, "c2"), Put("VS-001", 1, "c4"),
                 SPARE_1, active=1)
    river, foe = card(s, "NT-174", 0), card(s, "VS-001", 1)
    act(s, f"move {s.at(foe)} to c3")  # onto its half: the window after the move
    act(s, f"{s.at(river)} uses «rushing current» on {s.at(foe)}")
    assert offered(s, f"{s.at(foe)} is moved to b3") and offered(s, f"{s.at(foe)} is moved to c4")
    assert not offered(s, f"{s.at(foe)} is moved to b2")  # diagonal
    act(s, f"{s.at(foe)} is moved to c4")
    settle(s)
    assert s.at(foe).endswith("@c4") and s.closed[river]


def test_nt_174_not_an_enemy_that_did_not_move_or_stays_on_its_half() -> None:
    s = position(Put("NT-174", 0, "a1"), Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4"),
                 Put("VS-002", 1, "d5"), Put("X-003", 1, "b3"), SPARE_1, active=1)
    river, friend = card(s, "NT-174", 0), card(s, "VS-001", 0)
    foe, walker, archer = card(s, "VS-001", 1), card(s, "VS-002", 1), card(s, "X-003", 1)
    act(s, f"move {s.at(walker)} to d4")  # moved, but on its own half
    current = f"{s.at(river)} uses «rushing current» on "
    assert not any(o.startswith(current) for o in options(s))
    if offered(s, "no instant action"):
        act(s, "no instant action")
    act(s, f"{s.at(foe)} strikes {s.at(friend)}")  # did not move
    assert not any(o.startswith(current) for o in options(s))
    assert not offered(s, current + s.at(archer))  # on its half, but it did not move


# --- NT-128 Пустоголов (troll): clumsiness; regeneration 2 while its squad has a swamp;
# when it attacks it may open its companion ------------------------------------------------------


@pytest.mark.parametrize(("terrain", "regenerates"), [("NT-110", True), ("NT-146", False)])
def test_nt_128_regeneration_two_with_a_swamp_only(terrain: str, regenerates: bool) -> None:
    s = battle_from_the_deal(({"c2": "NT-128", "a1": terrain}, {"c6": "VS-001"}), first=0)
    settle(s)
    troll = card(s, "NT-128", 0)
    assert s.has_keyword(troll, "regeneration") is regenerates


def test_nt_128_opens_its_closed_companion_when_it_strikes() -> None:
    s = position(Put("NT-128", 0, "c3"), Put("NT-171", 0, "c3", on_host=True, closed=True),
                 Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    troll, companion, foe = card(s, "NT-128", 0), card(s, "NT-171", 0), card(s, "VS-001", 1)
    assert s.closed[companion]
    s.queue_dice(4, 3)
    act(s, f"{s.at(troll)} strikes {s.at(foe)}")
    while s.phase != MAIN:  # its player's «may» (audit 1204b): yes; every other window passes
        rouse = [o for o in options(s) if "«rouse the companion»" in o]
        s.apply(next(a for a in s.legal_actions() if s.describe(a) == rouse[0]) if rouse
                else s.legal_actions()[-1])
    assert not s.closed[companion] and s.closed[troll]


# --- NT-098 Тхель-Вэнн (rogue hero, elf): shot 2; each enemy card its shot destroys gives
# +1 to its shot, at most +2; shot protection ----------------------------------------------------


def shoot(s: State, c: int, t: int) -> None:
    act(s, f"{s.at(c)} uses «hunter's shot» on {s.at(t)}")
    settle(s)


def next_own_turn(s: State) -> None:
    act(s, "end the turn")
    act(s, "end the turn")
    settle(s)


def test_nt_098_each_kill_by_its_shot_adds_one_to_it_at_most_two() -> None:
    s = position(Put("NT-098", 0, "c1"), Put("VS-001", 1, "a4", wounds=6),
                 Put("VS-001", 1, "b5", wounds=7), Put("VS-001", 1, "d5", wounds=5),
                 Put("VS-001", 1, "e4"), Put("X-001", 1, "e6"), SPARE_0)
    elf = card(s, "NT-098", 0)
    first, second, third, fourth = (card(s, "VS-001", 1, i) for i in range(4))
    assert not any(" shoots " in o for o in options(s))  # the keyword's own shot is left out
    shoot(s, elf, first)  # 2 wounds: 8 of 8, destroyed
    assert s.is_dead(first) or s.zone[first] != s.zone[elf]
    next_own_turn(s)
    shoot(s, elf, second)  # 3 now (2 + 1): destroyed
    assert s.zone[second] != s.zone[elf]
    next_own_turn(s)
    shoot(s, elf, third)  # 4 (2 + 2): 9 of 8, destroyed
    assert s.zone[third] != s.zone[elf]
    next_own_turn(s)
    shoot(s, elf, fourth)  # still 4: at most +2
    assert s.wounds[fourth] == 4


def test_nt_098_a_shot_that_does_not_destroy_adds_nothing() -> None:
    s = position(Put("NT-098", 0, "c1"), Put("VS-001", 1, "a4"), Put("VS-001", 1, "e4"),
                 SPARE_0, SPARE_1)
    elf, foe, other = card(s, "NT-098", 0), card(s, "VS-001", 1, 0), card(s, "VS-001", 1, 1)
    shoot(s, elf, foe)
    next_own_turn(s)
    shoot(s, elf, other)
    assert s.wounds[foe] == s.wounds[other] == 2
    s = position(Put("NT-098", 0, "c3"), Put("VS-001", 1, "c4"), SPARE_0, SPARE_1)
    elf, near = card(s, "NT-098", 0), card(s, "VS-001", 1)
    assert not offered(s, f"{s.at(elf)} uses «hunter's shot» on {s.at(near)}")  # next to it


def test_tally_grows_by_one_to_its_cap_and_is_read_as_x() -> None:
    s = own_position(Put("C1-005", 0, "c3"), Put("VS-001", 1, "e6"), SPARE_0)
    grower, foe = card(s, "C1-005", 0), card(s, "VS-001", 1)
    for _ in range(3):  # +1, +1, then at its cap of 2: not offered
        if offered(s, f"{s.at(grower)} uses «grow»"):
            act(s, f"{s.at(grower)} uses «grow»")
        next_own_turn(s)
    assert not offered(s, f"{s.at(grower)} uses «grow»")
    act(s, f"{s.at(grower)} uses «lash» on {s.at(foe)}")
    assert s.wounds[foe] == 1 + 2


# --- NT-136 Броненосец: -2 from melee non-magical strikes not made diagonally; its pushing
# move (test_cards_recruitment_discounts.py); shot and flyer protection ----------------------------


def test_nt_136_two_less_from_a_strike_in_front_none_off_a_diagonal_one() -> None:
    for at, expected in (("c4", 3 - 2), ("b4", 3)):
        s = position(Put("NT-136", 0, "c3", closed=True), Put("X-001", 1, at), SPARE_0,
                     SPARE_1, active=1)
        shell, knight = card(s, "NT-136", 0), card(s, "X-001", 1)
        strike(s, knight, shell, 6)  # at a closed card: its strong 3
        assert s.wounds[shell] == expected, at


def test_nt_136_a_strike_from_in_front_in_its_opponents_turn_and_the_charge_listed() -> None:
    from tests.games.berserk.helpers import table
    s = position(Put("NT-136", 1, "c4"), Put("VS-001", 0, "c3"), SPARE_0, SPARE_1)
    shell, nomad = card(s, "NT-136", 1), card(s, "VS-001", 0)
    strike(s, nomad, shell, 6, 1)  # a strong 3 from in front: 1
    assert s.wounds[shell] == 3 - 2
    # the charge: test_cards_recruitment_discounts.py
    assert not table().unplayed(table().index["NT-136"])


# --- NT-134 Король Астейрос (warrior hero, troll): as its turn starts each unwounded troll of
# its side gets +1 movement or +1 to its dice this turn, or an extra life: one choice for all;
# regeneration 2, shot protection -------------------------------------------------------------


def test_nt_134_one_choice_for_every_unwounded_troll_of_its_side() -> None:
    s = position(Put("NT-134", 0, "c2"), Put("NT-106", 0, "a3"), Put("NT-128", 0, "e3", wounds=1),
                 Put("VS-001", 0, "b2"), Put("NT-106", 1, "a5"), SPARE_1, active=1)
    king, troll, hurt = card(s, "NT-134", 0), card(s, "NT-106", 0), card(s, "NT-128", 0)
    nomad, theirs = card(s, "VS-001", 0), card(s, "NT-106", 1)
    act(s, "end the turn")
    picks = [o for o in options(s) if "royal" in o or "takes" in o]
    assert len(picks) == 3  # one choice, not one per troll
    act(s, f"{s.at(king)} takes «+1 lives» from {s.at(king)}")
    settle(s)
    assert s.lives_left(king) == 15 and s.lives_left(troll) == 9
    assert s.lives_left(hurt) == 11 - 1 and s.lives_left(nomad) == 8 and s.lives_left(theirs) == 8


def test_nt_134_the_movement_pick_lasts_the_turn() -> None:
    s = position(Put("NT-134", 0, "c2"), Put("NT-106", 0, "a3"), SPARE_0, SPARE_1, active=1)
    king, troll = card(s, "NT-134", 0), card(s, "NT-106", 0)
    act(s, "end the turn")
    act(s, f"{s.at(king)} takes «+1 movement» from {s.at(king)}")
    settle(s)
    act(s, f"move {s.at(troll)} to a2")
    act(s, f"move {s.at(troll)} to b2")  # two steps: movement 1 + 1
    assert s.at(troll).endswith("@b2")
    assert not any(o.startswith(f"move {s.at(troll)}") for o in options(s))


# --- NT-165 Темный эльф: tap: two 1-2-2 shots at different cards; a low dice sum gives a
# token or a counter (test_cards_recruitment_discounts.py); flyer protection -----------------------


def test_nt_165_two_shots_at_two_different_cards_each_by_its_die() -> None:
    s = position(Put("NT-165", 0, "c1"), Put("VS-001", 1, "a5"), Put("VS-001", 1, "e5"),
                 Put("VS-001", 1, "c2"), SPARE_0, SPARE_1)
    elf = card(s, "NT-165", 0)
    left, right, near = (card(s, "VS-001", 1, i) for i in range(3))
    shots = f"{s.at(elf)} uses «twin shots» on "
    assert not offered(s, shots + s.at(near))  # next to it
    s.queue_dice(6, 1)
    act(s, shots + s.at(left))
    assert not offered(s, shots + s.at(left))  # the second goes at another card
    act(s, shots + s.at(right))
    settle(s)
    assert s.wounds[left] == 2 and s.wounds[right] == 1  # a 6: strong 2; a 1: weak 1
    from tests.games.berserk.helpers import table
    # the dice sum: test_cards_recruitment_discounts.py
    assert not table().unplayed(table().index["NT-165"])

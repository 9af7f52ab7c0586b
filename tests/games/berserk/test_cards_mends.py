"""Mends after audits: cards whose printed clause was not played as printed, each test
named by the card's id and failing before its fix.

The sweep: a printed «+N to its simple strike at <some cards>» with no «when attacking»
holds for its counter-strike too (a counter-strike is a simple strike in deckcheck's
reading, see the abilities language), not only for the strikes it declares. Each card
here is struck by an enemy that misses (dice 1 against 6: a medium counter-strike), so
its counter-strike shows the bonus; the same strike back at a card the clause does not
name shows none. Public API only."""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError
from deckcheck.games.berserk.engine.abilities.compiler import compile_ability
from deckcheck.games.berserk.engine.cards import Z_DECK, Z_EXTRA, Z_GRAVE
from deckcheck.games.berserk.engine.state import CHOOSE, State
from tests.games.berserk.helpers import Put, card, options, texts
from tests.games.berserk.helpers.audits import end_turn, resolve, uses
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position, strike


def counter_wounds(card_id: str, at: str, foe_id: str, foe_at: str) -> int:
    """The wounds ``card_id`` (first player's, open at ``at``) deals with its medium
    counter-strike to ``foe_id`` (at ``foe_at``), which strikes it and misses."""
    s = position(Put(card_id, 0, at), Put(foe_id, 1, foe_at), SPARE_0, SPARE_1, active=1)
    it, foe = card(s, card_id, 0), card(s, foe_id, 1)
    strike(s, foe, it, 1, 6)
    assert s.wounds[it] == 0 and any("medium counter-strike" in t for t in texts(s))
    return s.wounds[foe]


def test_vs_002_counter_strike_one_more_at_a_mountains_creature() -> None:
    assert counter_wounds("VS-002", "c3", "VS-050", "c4") == 2 + 1  # medium 2, mountains
    assert counter_wounds("VS-002", "c3", "VS-001", "c4") == 2  # steppes


def test_vs_021_counter_strike_one_more_at_a_magic_card() -> None:
    assert counter_wounds("VS-021", "air", "X-035", "air") == 2 + 1  # a flying discharger
    assert counter_wounds("VS-021", "air", "VS-072", "air") == 2  # no magic


def test_vs_030_counter_strike_one_more_at_the_creature_in_front() -> None:
    assert counter_wounds("VS-030", "c3", "VS-001", "c4") == 2 + 1
    assert counter_wounds("VS-030", "c3", "VS-001", "d4") == 2  # diagonal: not in front


def test_vs_037_still_one_more_at_a_closed_creature_when_it_attacks() -> None:
    """Static now (no «when attacking» printed); an attacker closes only after the fight
    in deckcheck, so its counter-strike meets no closed attacker: the attack shows it."""
    s = position(Put("VS-037", 0, "c3"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    gnome, vail = card(s, "VS-037", 0), card(s, "VS-117", 1)
    strike(s, gnome, vail, 4)  # die 4 against a closed card: medium 1
    assert s.wounds[vail] == 1 + 1


def test_vs_047_counter_strike_one_more_at_a_swamps_creature() -> None:
    assert counter_wounds("VS-047", "air", "NT-105", "air") == 2 + 1  # a swamps flyer
    assert counter_wounds("VS-047", "air", "VS-072", "air") == 2  # forests


def test_vs_050_counter_strike_two_more_at_a_swamps_creature() -> None:
    assert counter_wounds("VS-050", "c3", "VS-107", "c4") == 2 + 2
    assert counter_wounds("VS-050", "c3", "VS-001", "c4") == 2


def test_vs_068_counter_strike_three_more_at_its_prey() -> None:
    for marked, wounds in ((True, 3 + 3), (False, 3)):
        s = position(Put("VS-068", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
        lord, vail = card(s, "VS-068", 0), card(s, "VS-117", 1)
        if marked:
            strike(s, lord, vail, 6, 1)  # a hit marks the vail as prey
        end_turn(s)
        end_turn(s)  # its side's turn: the lord opens
        end_turn(s)
        before = s.wounds[vail]
        strike(s, vail, lord, 1, 6)  # the vail misses, the lord strikes back
        assert s.wounds[vail] - before == wounds, marked


def test_nt_023_counter_strike_two_more_at_a_flyer() -> None:
    assert counter_wounds("NT-023", "air", "X-035", "air") == 2 + 2


def test_nt_023_no_more_at_a_walker_without_teleport() -> None:
    s = position(Put("NT-023", 0, "air"), Put("VS-117", 1, "c4", closed=True), SPARE_0,
                 SPARE_1)
    sphinx, vail = card(s, "NT-023", 0), card(s, "VS-117", 1)
    strike(s, sphinx, vail, 4)  # medium 2
    assert s.wounds[vail] == 2


def nest_position() -> tuple[State, int, int]:
    """The eagle builds its nest at c3; the vail at c4 (next to the nest) closes for a
    strike at a flyer (its side has no walker: 208.6); two turns on it strikes the open
    eagle."""
    s = position(Put("NT-073", 0, "air"), Put("VS-117", 1, "c4"), SPARE_1)
    eagle, vail = card(s, "NT-073", 0), card(s, "VS-117", 1)
    act(s, next(o for o in options(s) if "build a nest" in o))
    act(s, f"{s.at(eagle)} marks c3")  # its side has nothing else to do: the turn ends
    act(s, f"{s.at(vail)} closes for a strike at a flyer")
    end_turn(s)
    end_turn(s)  # the eagle opened and stayed open
    return s, eagle, vail


def test_nt_073_counter_strike_one_more_at_a_creature_next_to_the_nest() -> None:
    s, eagle, vail = nest_position()
    strike(s, vail, eagle, 1, 6)
    assert any("medium counter-strike" in t for t in texts(s))
    assert s.wounds[vail] == 2 + 1  # medium 2


def test_nt_101_counter_strike_one_more_at_a_dark_creature() -> None:
    s = position(Put("NT-101", 0, "c3"), Put("VS-137", 1, "c4"), SPARE_0, SPARE_1, active=1)
    unicorn, herald = card(s, "NT-101", 0), card(s, "VS-137", 1)
    strike(s, herald, unicorn, 1, 6)
    assert any("Вестник мора@c4 takes 5" in t for t in texts(s))  # medium 4, +1
    assert counter_wounds("NT-101", "c3", "VS-001", "c4") == 4


def test_nt_176_counter_strike_one_more_at_a_unique_creature() -> None:
    assert counter_wounds("NT-176", "c3", "VS-009", "c4") == 2 + 1  # unique
    assert counter_wounds("NT-176", "c3", "VS-001", "c4") == 2


# --- VS-063: the first valhalla of its side's cards in a turn acts twice, also one a saga
# (NT-042) tells in the turn; only the first.


def saga_after_a_turn_start_valhalla() -> tuple[int, int]:
    """Its side's turn starts with VS-059's valhalla in the graveyard (the first of the
    turn); then VS-062 dies and NT-042's saga tells its valhalla: how many times each
    acted."""
    s = position(Put("VS-063", 0, "e2"), Put("VS-059", 0, "grave"), Put("NT-042", 0, "b1"),
                 Put("VS-062", 0, "c3", wounds=11), Put("NT-048", 0, "b3", wounds=5),
                 Put("VS-117", 1, "c4"), SPARE_0, SPARE_1, active=1)
    skald, crusher = card(s, "NT-042", 0), card(s, "VS-062", 0)
    end_turn(s)  # its side's turn starts: the werewolf's valhalla
    strike(s, crusher, card(s, "VS-117", 1), 1, 6)  # a miss; the counter-strike kills it
    act(s, uses(s, skald, "«saga»", crusher))
    resolve(s)
    told = texts(s)
    return (sum("Оборотень" in t and "valhalla" in t.lower() for t in told),
            sum("«fallen crusher's rage»" in t for t in told))


def test_vs_063_a_saga_after_a_turn_start_valhalla_is_not_the_first() -> None:
    werewolf, rage = saga_after_a_turn_start_valhalla()
    assert werewolf == 2 and rage == 1


# --- VS-003: counter + tap, spell: move 2 (or fewer) wounds from a creature of its side
# onto a creature or creatures of the opponent (one wound a pick: repeat_same).


def moon_rite(n: int) -> tuple[State, int, int, int]:
    s = position(Put("VS-003", 0, "a2"), Put("VS-001", 0, "b1", wounds=3),
                 Put("VS-117", 1, "d4"), Put("VS-117", 1, "e4"), SPARE_0, SPARE_1)
    volhv, friend = card(s, "VS-003", 0), card(s, "VS-001", 0)
    s.set_counters(volhv, 1)
    s.settle()
    act(s, f"{s.at(volhv)} uses «moon rite ({n} of up to 2)» on {s.at(friend)}")
    return s, friend, card(s, "VS-117", 1, 0), card(s, "VS-117", 1, 1)


def test_vs_003_the_two_wounds_split_between_two_enemies() -> None:
    s, friend, a, b = moon_rite(2)
    act(s, next(o for o in options(s) if o.endswith(s.at(a))))
    assert s.phase == CHOOSE and any(o.endswith(s.at(a)) for o in options(s))  # again?
    act(s, next(o for o in options(s) if o.endswith(s.at(b))))
    assert (s.wounds[friend], s.wounds[a], s.wounds[b]) == (1, 1, 1)


def test_vs_003_every_wound_moved_goes_onto_an_enemy() -> None:
    s, friend, a, b = moon_rite(2)
    act(s, next(o for o in options(s) if o.endswith(s.at(a))))
    assert "use no target" not in options(s)  # moved, not dropped
    act(s, next(o for o in options(s) if o.endswith(s.at(a))))
    assert (s.wounds[friend], s.wounds[a], s.wounds[b]) == (1, 2, 0)


def test_vs_003_one_wound_moved_is_one_pick() -> None:
    s, friend, a, b = moon_rite(1)
    act(s, next(o for o in options(s) if o.endswith(s.at(b))))
    assert s.phase != CHOOSE
    assert (s.wounds[friend], s.wounds[a], s.wounds[b]) == (2, 0, 1)


def test_vs_003_repeat_same_needs_a_repeat() -> None:
    with pytest.raises(AbilityError, match="repeat_same needs a repeat"):
        compile_ability({"trigger": "tap", "target": {"side": "enemy"}, "repeat_same": True,
                         "effects": [{"wound": 1}]}, "VS-900")


# --- VS-029: a melee strike at it (deckcheck's reading, as for VS-121: any strike from a
# card next to it) brings a special strike of 2 back at the attacker.


def test_vs_029_special_strike_back_at_a_counter_strike() -> None:
    s = position(Put("VS-029", 0, "c3"), Put("VS-117", 1, "c4"), SPARE_0, SPARE_1)
    footman, vail = card(s, "VS-029", 0), card(s, "VS-117", 1)
    strike(s, footman, vail, 1, 6)  # a miss; the vail's counter-strike
    assert s.wounds[footman] > 0 and s.wounds[vail] == 2


def test_vs_029_no_special_strike_back_at_a_discharge_from_afar() -> None:
    s = position(Put("VS-029", 0, "c3"), Put("X-020", 1, "c6"), SPARE_0, SPARE_1, active=1)
    footman, mage = card(s, "VS-029", 0), card(s, "X-020", 1)
    act(s, next(o for o in options(s) if o.startswith(s.at(mage)) and "Разряд" in o
                and o.endswith(s.at(footman))))
    resolve(s)
    assert s.wounds[footman] == 2 and s.wounds[mage] == 0


# --- VS-107: counter + tap: destroy itself, wounding and poisoning every enemy creature
# next to it; with none next to it, it still destroys itself.


def test_vs_107_burst_with_no_enemy_next_to_it_destroys_only_itself() -> None:
    s = position(Put("VS-107", 0, "c3"), Put("VS-117", 1, "c6"), SPARE_0, SPARE_1)
    bog, vail = card(s, "VS-107", 0), card(s, "VS-117", 1)
    s.set_counters(bog, 1)
    s.settle()
    act(s, next(o for o in options(s) if "«poison burst»" in o))
    resolve(s)
    assert s.zone[bog] == Z_GRAVE and s.wounds[vail] == 0


def test_vs_107_no_burst_without_a_counter_even_alone() -> None:
    s = position(Put("VS-107", 0, "c3"), Put("VS-117", 1, "c6"), SPARE_0, SPARE_1)
    assert not any("«poison burst»" in o for o in options(s))


# --- NT-180: counter + tap, impact: with no terrain in its squad, summon from its deck an
# ordinary terrain costing 5 or less, which its player picks (by name, as it looks).


def the_map(*deck: str) -> tuple[State, int]:
    s = position(Put("NT-180", 0, "a2"), *(Put(d, 0, "deck") for d in deck), SPARE_0,
                 SPARE_1)
    mapper = card(s, "NT-180", 0)
    s.set_counters(mapper, 1)
    s.settle()
    act(s, f"{s.at(mapper)} uses «the map»")
    return s, mapper


def test_nt_180_its_player_picks_the_cheaper_terrain() -> None:
    s, mapper = the_map("NT-011", "NT-174", "NT-055")
    offers = [o for o in options(s) if "«the map» on" in o]
    assert s.phase == CHOOSE and len(offers) == 2  # not the gold one, no «none»
    assert "use no target" not in options(s)
    act(s, f"{s.at(mapper)} uses «the map» on Иркиан (NT-174)")
    assert s.zone[card(s, "NT-174", 0)] == Z_EXTRA
    assert s.zone[card(s, "NT-011", 0)] == Z_DECK and s.zone[card(s, "NT-055", 0)] == Z_DECK


def test_nt_180_its_player_reads_the_names_it_picks_from() -> None:
    s, _ = the_map("NT-011", "NT-174")
    seen = [s.describe_for(0, a) for a in s.legal_actions()]
    assert any("Иркиан" in w for w in seen) and any("Пустыня Дзара" in w for w in seen)


def test_nt_180_one_name_in_the_deck_no_choice() -> None:
    s, _ = the_map("NT-174", "NT-174")
    assert s.phase != CHOOSE
    assert sorted(s.zone[card(s, "NT-174", 0, i)] for i in range(2)) == sorted((Z_DECK, Z_EXTRA))


def test_nt_180_pick_needs_conditions() -> None:
    with pytest.raises(AbilityError, match="pick is for a card of its conditions"):
        compile_ability({"trigger": "tap", "effects": [{"summon": {"card": "NT-174",
                                                                   "pick": True}}]}, "NT-900")

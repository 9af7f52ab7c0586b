"""Cards of the zones2 task, each on an arranged position: the exile (banished cards,
out of the battle for good) and the language keys they brought (``banish``, ``has``
``hidden``)."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from deckcheck.games.berserk.engine.abilities import (
    INCARNATION,
    POISON,
    AbilityError,
    compile_ability,
    marker,
    set_marker,
)
from deckcheck.games.berserk.engine.cards import CardTable
from deckcheck.games.berserk.engine.state import (
    CHOOSE,
    MAIN,
    OVER,
    RESPOND,
    Z_BOARD,
    Z_EXILE,
    Z_GRAVE,
    State,
)
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
    SPARE_0,
    SPARE_1,
    act,
    give_counters,
    offered,
    position,
    strike,
)

#: A creature of seat 1, far from everything, that keeps its side in the game.
ENEMY = Put("VS-001", 1, "e6")

#: Synthetic cards of this file (ids NT-971..NT-979, this helper's block): the language
#: keys it added, each on a card of its own.
ABILITIES: dict[str, Any] = {
    "NT-971": {"complete": True, "abilities": [
        {"name": "purge", "trigger": "tap",
         "target": {"side": "enemy_grave", "if": {"cost_min": 4}},
         "effects": [{"banish": True}]}]},
    "NT-972": {"complete": True, "abilities": [
        {"name": "exile", "trigger": "tap", "target": {"side": "enemy", "range": 1},
         "effects": [{"banish": True}]}]},
    "NT-973": {"complete": True, "abilities": [
        {"name": "big game", "trigger": "ally_destroys", "if": {"victim": {"cost_min": 4}},
         "effects": [{"counters": 1}]}]},
    "NT-974": {"complete": True, "abilities": [
        {"name": "sap", "trigger": "instant", "window": "rolled", "no_tap": True,
         "target": {"side": "enemy", "if": {"attacking": True}},
         "effects": [{"weaken": 3}]}]},
}
CARDS = (synthetic("NT-971", name="Тест 971"), synthetic("NT-972", name="Тест 972"),
         synthetic("NT-973", name="Тест 973"), synthetic("NT-974", name="Тест 974"))


@cache
def synthetic_table() -> CardTable:
    return table_with((*SYNTHETIC, *CARDS), ABILITIES)


def test_banish_takes_a_card_of_the_enemys_graveyard_that_fits_to_its_exile() -> None:
    s = arrange([Put("NT-971", 0, "c2"), Put("VS-001", 1, "grave"), Put("NT-159", 1, "grave"),
                 Put("VS-011", 1, "grave"), Put("VS-001", 0, "grave"), ENEMY],
                table=synthetic_table())
    purger = card(s, "NT-971", 0)
    costs = s.cards.costs
    # any type (the bombard is an artifact), the enemy's graveyard only, cost 4 or more
    fits = [c for c in s.grave[1] if costs[s.kinds[c]] >= 4]
    uses = {o for o in options(s) if "«purge»" in o}
    assert len(fits) == 2 and uses == {f"{s.at(purger)} uses «purge» on {s.at(c)}" for c in fits}
    act(s, f"{s.at(purger)} uses «purge» on {s.at(fits[0])}")
    assert s.zone[fits[0]] == Z_EXILE and s.exile[1] == [fits[0]]


def test_banish_in_play_is_no_death_and_a_banished_last_creature_loses() -> None:
    s = arrange([Put("NT-972", 0, "c3"), Put("VS-001", 1, "c4")], table=synthetic_table())
    victim = card(s, "VS-001", 1)
    act(s, f"{s.at(card(s, 'NT-972', 0))} uses «exile» on {s.at(victim)}")
    assert s.zone[victim] == Z_EXILE and not s.grave[1]
    assert not any("is destroyed" in t for t in texts(s))  # no death: nothing of one acts
    found = s.outcome()
    assert s.phase == OVER and found is not None and found.winner == 0


def test_weaken_takes_from_a_hit_but_never_below_one() -> None:
    for die, wounds in ((6, 1), (4, 1)):  # a strong hit 3, a medium 2: both come to 1
        s = arrange([Put("NT-974", 1, "a5"), Put("VS-001", 0, "c3"),
                     Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1],
                    table=synthetic_table())
        s.queue_dice(die)
        act(s, f"{s.at(card(s, 'VS-001', 0))} strikes {s.at(card(s, 'VS-001', 1))}")
        act(s, f"{s.at(card(s, 'NT-974', 1))} uses «sap» on {s.at(card(s, 'VS-001', 0))}")
        assert s.wounds[card(s, "VS-001", 1)] == wounds, die


def test_victim_asks_the_enemy_card_the_attack_destroyed() -> None:
    for victim_id, counters in (("VS-001", 0), ("NT-067", 1)):
        s = arrange([Put("NT-973", 0, "a2"), Put("VS-001", 0, "c3"),
                     Put(victim_id, 1, "c4"),
                     SPARE_0, SPARE_1], table=synthetic_table())
        watcher, victim = card(s, "NT-973", 0), card(s, victim_id, 1)
        s.wound(victim, s.lives_max[victim] - 1, -1)
        _kill(s, card(s, "VS-001", 0), victim)
        assert s.zone[victim] == Z_GRAVE
        assert s.counters(watcher) == counters, victim_id


def test_nt133_stays_while_another_ground_creature_of_its_side_is_in_play() -> None:
    s = arrange([Put("NT-133", 0, "c2"), Put("VS-001", 0, "a1"), ENEMY])
    ghost = card(s, "NT-133", 0)
    assert s.zone[ghost] == Z_BOARD and s.phase == MAIN


def test_nt133_is_banished_to_the_exile_once_its_last_ground_companion_dies() -> None:
    s = arrange([Put("NT-133", 0, "c2"), Put("VS-001", 0, "a1"), Put("NT-155", 0, "air"),
                 ENEMY])
    ghost, ally = card(s, "NT-133", 0), card(s, "VS-001", 0)
    s.destroy(ally)  # only a flyer is left beside it: flyers do not count
    assert s.zone[ally] == Z_GRAVE
    assert s.zone[ghost] == Z_EXILE and ghost in s.exile[0] and ghost not in s.grave[0]
    assert any("fades when alone" in t and "banished" in t for t in texts(s))
    assert s.phase == MAIN  # its side still has the flyer


def test_nt133_banished_as_its_sides_last_creature_loses_the_game() -> None:
    s = arrange([Put("NT-133", 0, "c2"), Put("VS-001", 0, "a1"), ENEMY])
    s.destroy(card(s, "VS-001", 0))
    assert s.zone[card(s, "NT-133", 0)] == Z_EXILE
    found = s.outcome()
    assert s.phase == OVER and found is not None and found.winner == 1


def test_nt133_enemy_creatures_do_not_keep_it() -> None:
    s = arrange([Put("NT-133", 0, "c2"), Put("NT-155", 0, "air"), Put("VS-001", 1, "c3"),
                 ENEMY])
    assert s.zone[card(s, "NT-133", 0)] == Z_EXILE


def test_nt133_counts_its_sides_face_down_cards_but_not_the_enemys() -> None:
    # The second player's hidden row at the battle's start: its own cards are in its squad.
    s = arrange([Put("NT-133", 1, "c5"), Put("VS-001", 1, "c6", face_down=True),
                 Put("VS-001", 0, "a1")])
    assert s.zone[card(s, "NT-133", 1)] == Z_BOARD
    s = arrange([Put("NT-133", 0, "c2"), Put("NT-155", 0, "air"),
                 Put("VS-001", 1, "c6", face_down=True), ENEMY])
    assert s.zone[card(s, "NT-133", 0)] == Z_EXILE


def test_nt133_not_played_face_down() -> None:
    s = arrange([Put("NT-133", 1, "c6", face_down=True), Put("NT-155", 1, "air"),
                 Put("VS-001", 0, "a1")])
    assert s.zone[card(s, "NT-133", 1)] == Z_BOARD


# --- NT-067 Fenrir: after a scavenging creature of its side destroys an enemy creature it
# may open that creature and banish a card from the enemy's graveyard (once a turn) ----


def _kill(s: State, attacker: int, victim: int) -> None:
    """``attacker`` strikes ``victim`` (wounded to one life left) with a strong hit."""
    s.queue_dice(6, 1)
    act(s, f"{s.at(attacker)} strikes {s.at(victim)}")


def test_nt_067_opens_the_scavenger_and_banishes_the_enemy_card_its_player_picks() -> None:
    s = position(Put("NT-067", 0, "c3"), Put("VS-001", 1, "c4", wounds=7),
                 Put("VS-137", 1, "grave"), SPARE_0, SPARE_1)
    fenrir, nomad, beast = card(s, "NT-067", 0), card(s, "VS-001", 1), card(s, "VS-137", 1)
    _kill(s, fenrir, nomad)
    assert s.phase == CHOOSE and s.to_move == 0
    act(s, f"{s.at(fenrir)} uses «the wolf's feast»")
    assert not s.closed[fenrir]
    # the graveyard holds the creature just destroyed and the older one: its player picks
    assert offered(s, f"{s.at(fenrir)} uses «the wolf's feast» on {s.at(nomad)}")
    assert not offered(s, "use no target")  # opened, it must banish
    act(s, f"{s.at(fenrir)} uses «the wolf's feast» on {s.at(beast)}")
    assert s.phase == MAIN
    assert s.zone[beast] == Z_EXILE and s.exile[1] == [beast] and s.grave[1] == [nomad]


def test_nt_067_declined_nothing_opens_and_nothing_is_banished() -> None:
    s = position(Put("NT-067", 0, "c3"), Put("VS-001", 1, "c4", wounds=7),
                 Put("VS-137", 1, "grave"), SPARE_0, SPARE_1)
    fenrir = card(s, "NT-067", 0)
    _kill(s, fenrir, card(s, "VS-001", 1))
    act(s, "use no target")
    assert s.phase == MAIN and s.closed[fenrir] and not s.exile[1]


def test_nt_067_another_scavenger_of_its_side_counts_once_a_turn() -> None:
    s = position(Put("NT-067", 0, "a2"), Put("X-031", 0, "b3"), Put("X-031", 0, "d3"),
                 Put("VS-001", 1, "b4", wounds=7), Put("VS-001", 1, "d4", wounds=7),
                 SPARE_0, SPARE_1)
    first, second = card(s, "X-031", 0), card(s, "X-031", 0, 1)
    _kill(s, first, card(s, "VS-001", 1))
    fenrir = card(s, "NT-067", 0)
    act(s, f"{s.at(fenrir)} uses «the wolf's feast» on {s.at(first)}")
    # the graveyard's only card, the creature just destroyed, is banished (the one choice)
    assert s.exile[1] == [card(s, "VS-001", 1)] and not s.grave[1]
    assert not s.closed[first] and s.phase == MAIN
    _kill(s, second, card(s, "VS-001", 1, 1))  # a second kill this turn: no second feast
    assert s.phase == MAIN and s.closed[second]


def test_nt_067_a_kill_by_a_creature_without_scavenging_is_no_feast() -> None:
    s = position(Put("NT-067", 0, "a2"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", wounds=7), SPARE_0, SPARE_1)
    nomad = card(s, "VS-001", 0)
    _kill(s, nomad, card(s, "VS-001", 1))
    assert s.phase == MAIN and s.closed[nomad] and not s.exile[1]


# --- NT-164 Королева мёртвых: instant, tap: at a creature's death (not a flyer, an
# incorporeal creature, a Skeleton, a symbiote) a Skeleton is summoned onto its cell; it
# opens when a Skeleton dies ---------------------------------------------------------------


def _queen(*puts: Put, active: int = 0, skeleton: bool = True, closed: bool = False) -> State:
    deck = (Put("NT-141", 0, "deck"),) if skeleton else ()
    return position(Put("NT-164", 0, "a2", closed=closed), *puts, *deck, SPARE_0, SPARE_1,
                    active=active)


def test_nt_164_a_skeleton_of_its_deck_takes_the_dead_creatures_cell_and_it_closes() -> None:
    s = _queen(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", wounds=7))
    queen, skeleton = card(s, "NT-164", 0), card(s, "NT-141", 0)
    deck_before = len(s.deck[0])
    _kill(s, card(s, "VS-001", 0), card(s, "VS-001", 1))
    assert s.phase == CHOOSE and s.to_move == 0
    act(s, f"{s.at(queen)} uses «flesh of the dead»")
    assert s.zone[skeleton] == Z_BOARD and s.at(skeleton) == "Скелет@c4"
    assert s.ctrl[skeleton] == 0 and s.owners[skeleton] == 0  # its own card, from its deck
    assert len(s.deck[0]) == deck_before - 1 and s.closed[queen]


def test_nt_164_answers_a_death_in_the_opponents_turn_too() -> None:
    s = _queen(Put("VS-001", 0, "c3", wounds=7), Put("VS-001", 1, "c4"), active=1)
    _kill(s, card(s, "VS-001", 1), card(s, "VS-001", 0))
    assert s.phase == CHOOSE and s.to_move == 0  # the queen's player answers
    act(s, f"{s.at(card(s, 'NT-164', 0))} uses «flesh of the dead»")
    assert s.at(card(s, "NT-141", 0)) == "Скелет@c3"


def test_nt_164_declined_or_unable_nothing_comes() -> None:
    s = _queen(Put("VS-001", 0, "c3"), Put("VS-001", 1, "c4", wounds=7))
    _kill(s, card(s, "VS-001", 0), card(s, "VS-001", 1))
    act(s, "use no target")
    assert s.zone[card(s, "NT-141", 0)] != Z_BOARD and not s.closed[card(s, "NT-164", 0)]
    # closed, no Skeleton in its deck, or in the turn it came into play: not offered
    for puts, skeleton in (((Put("NT-164", 0, "b1", closed=True),), True), ((), False),
                           ((Put("NT-164", 0, "b1", control_turn=3),), True)):
        s = position(*(puts or (Put("NT-164", 0, "a2"),)), Put("VS-001", 0, "c3"),
                     Put("VS-001", 1, "c4", wounds=7), SPARE_0, SPARE_1,
                     *((Put("NT-141", 0, "deck"),) if skeleton else ()))
        _kill(s, card(s, "VS-001", 0), card(s, "VS-001", 1))
        assert s.phase == MAIN, puts


def test_nt_164_not_at_a_flyers_an_incorporeal_creatures_or_a_skeletons_death() -> None:
    for dead_id, at in (("NT-155", "air"), ("NT-144", "c4"), ("NT-141", "c4")):
        s = _queen(Put("VS-001", 0, "c3"), Put(dead_id, 1, at))
        dead = card(s, dead_id, 1)
        s.destroy(dead)
        assert s.phase == MAIN and s.zone[card(s, "NT-141", 0)] != Z_BOARD, dead_id


def test_nt_164_opens_when_a_skeleton_of_either_side_dies() -> None:
    for seat in (0, 1):
        s = _queen(Put("NT-141", seat, "c4"), Put("VS-001", 0, "c2"), skeleton=False,
                   closed=True)
        queen = card(s, "NT-164", 0)
        s.destroy(card(s, "NT-141", seat))
        assert not s.closed[queen], seat
    s = _queen(Put("VS-001", 1, "c4"), Put("VS-001", 0, "c2"), skeleton=False, closed=True)
    queen = card(s, "NT-164", 0)
    s.destroy(card(s, "VS-001", 1))  # another creature's death: it stays closed
    assert s.closed[queen]


# --- VS-105 Отряд карателей: when its player's prophecy reveals it, it may be summoned
# onto a free cell closed; a creature next to it is then poisoned 1 -------------------------


def _dream(*puts: Put) -> State:
    """VS-114 (tap: prophecy 1) with VS-105 on top of its player's deck, used."""
    s = position(Put("VS-114", 0, "c2"), Put("VS-105", 0, "deck"), *puts, SPARE_0, SPARE_1)
    act(s, f"{s.at(card(s, 'VS-114', 0))} uses «archaal's dream»")
    while s.phase == CHOOSE and any("archaal's dream" in o for o in options(s)):
        # the dream's own clauses (not "may"s, not this card's): the first pick
        act(s, next(o for o in options(s) if "archaal's dream" in o))
    return s


def test_vs_105_comes_closed_from_the_prophecy_and_poisons_a_creature_next_to_it() -> None:
    # (an enemy costing 6: the dream's poison, not a "may", goes only at one costing 3)
    s = _dream(Put("VS-117", 1, "c6"), Put("VS-001", 0, "a5"))
    squad = card(s, "VS-105", 0)
    assert s.phase == CHOOSE and s.to_move == 0
    act(s, f"{s.at(squad)} uses «punitive squad»")
    # any free cell, its player's pick (those next to an enemy creature listed first)
    cells = [o for o in options(s) if o.startswith("Отряд карателей (VS-105) comes into play")]
    assert len(cells) == 25 and s.to_move == 0
    act(s, "Отряд карателей (VS-105) comes into play on b6")
    assert s.at(squad) == "Отряд карателей@b6" and s.closed[squad] and s.ctrl[squad] == 0
    assert squad not in s.deck[0]
    enemy, ally = card(s, "VS-117", 1), card(s, "VS-001", 0)
    assert offered(s, f"{s.at(squad)} uses «punitive squad» on {s.at(ally)}")  # either side
    act(s, f"{s.at(squad)} uses «punitive squad» on {s.at(enemy)}")
    assert marker(s, enemy, POISON) == 1 and marker(s, ally, POISON) == 0


def test_vs_105_declined_it_stays_in_the_deck() -> None:
    s = _dream(Put("VS-001", 1, "c6"))
    squad = card(s, "VS-105", 0)
    act(s, "use no target")
    assert s.phase == MAIN and squad in s.deck[0] and s.zone[squad] != Z_BOARD


def test_vs_105_not_revealed_nothing_happens() -> None:
    s = position(Put("VS-105", 0, "deck"), Put("VS-001", 1, "c6"), SPARE_0, SPARE_1)
    s.apply(next(a for a in s.legal_actions() if s.describe(a) == "end the turn"))
    assert card(s, "VS-105", 0) in s.deck[0]


# --- VS-148 Сшиватель плоти: 3 counters, tap, once a battle: banish a creature of its
# graveyard, revive a non-flying one of it; that one loses its abilities and gets +X to
# its simple strike and +Y lives (X, Y: the banished one's weak strike and lives) -------


def _stitcher(*graveyard: str) -> State:
    s = position(Put("VS-148", 0, "c2"), *(Put(g, 0, "grave") for g in graveyard),
                 Put("VS-001", 1, "d1"), SPARE_0, SPARE_1)
    give_counters(s, card(s, "VS-148", 0), 3)
    return s


def test_vs_148_banishes_one_and_revives_another_stitched_stronger_without_abilities() -> None:
    s = _stitcher("NT-067", "X-001", "NT-155")
    stitcher, fenrir, knight = card(s, "VS-148", 0), card(s, "NT-067", 0), card(s, "X-001", 0)
    act(s, f"{s.at(stitcher)} uses «flesh stitching» on {s.at(fenrir)}")
    # the only ground creature left (the flyer is not): revived next to it, on the free
    # cell its player picks; the stitching's changes wait for the pick
    cells = [o for o in options(s) if o.startswith("Латник (X-001) comes into play on ")]
    assert len(cells) > 1 and s.to_move == 0
    act(s, "Латник (X-001) comes into play on c1")
    assert s.zone[fenrir] == Z_EXILE and s.zone[knight] == Z_BOARD
    assert s.at(knight) == "Латник@c1" and s.ctrl[knight] == 0
    assert s.counters(stitcher) == 0 and s.closed[stitcher]
    assert not s.has_keyword(knight, "armour") and s.armour_left[knight] == 0  # silenced
    assert s.lives_max[knight] == 6 + 14  # +Fenrir's printed lives
    # +4 (Fenrir's weak strike) to its simple strike, for good: a weak hit of 1 deals 5
    act(s, "end the turn")
    act(s, "end the turn")
    strike(s, knight, card(s, "VS-001", 1), 3, 3)  # a weak hit
    assert s.wounds[card(s, "VS-001", 1)] == 5
    s.destroy(stitcher)  # its abilities do not come back with the stitcher gone
    assert not s.has_keyword(knight, "armour")


def test_vs_148_its_player_picks_both_creatures() -> None:
    s = _stitcher("NT-067", "X-001", "VS-137")
    stitcher, knight, beast = card(s, "VS-148", 0), card(s, "X-001", 0), card(s, "VS-137", 0)
    act(s, f"{s.at(stitcher)} uses «flesh stitching» on {s.at(knight)}")
    assert s.phase == CHOOSE
    assert offered(s, f"{s.at(stitcher)} uses «flesh stitching» on {s.at(card(s, 'NT-067', 0))}")
    act(s, f"{s.at(stitcher)} uses «flesh stitching» on {s.at(beast)}")
    act(s, next(o for o in options(s) if o.endswith(" comes into play on d3")))
    assert s.zone[beast] == Z_BOARD and s.where(beast) == "d3"
    assert s.lives_max[beast] == s.cards.lives[s.kinds[beast]] + 6


def test_vs_148_needs_three_counters_and_is_once_a_battle() -> None:
    s = position(Put("VS-148", 0, "c2"), Put("NT-067", 0, "grave"), Put("X-001", 0, "grave"),
                 SPARE_0, SPARE_1)
    stitcher = card(s, "VS-148", 0)
    give_counters(s, stitcher, 2)
    assert not any("flesh stitching" in o for o in options(s))
    s = _stitcher("NT-067", "X-001", "VS-137", "VS-001")
    stitcher = card(s, "VS-148", 0)
    act(s, f"{s.at(stitcher)} uses «flesh stitching» on {s.at(card(s, 'NT-067', 0))}")
    act(s, f"{s.at(stitcher)} uses «flesh stitching» on {s.at(card(s, 'X-001', 0))}")
    act(s, "Латник (X-001) comes into play on c1")
    act(s, "end the turn")
    act(s, "end the turn")
    s.set_counters(stitcher, 3)
    act(s, f"move {s.at(card(s, 'VS-011', 0))} to a1")  # the actions listed again
    assert not any("flesh stitching" in o for o in options(s))


# --- NT-151 Надих: while in the graveyard, an instant: lose an incarnation token to weaken
# a chosen non-magic attack by 2, to no less than 1 (once a turn) --------------------------


def _warded(attacker: str, tokens: int = 2, at: str = "c3") -> State:
    """NT-151 in seat 1's graveyard with ``tokens``; ``attacker`` of seat 0 at ``at``, a
    Кочевник of seat 1 at c4 (closed: one die)."""
    s = position(Put("NT-151", 1, "grave"), Put(attacker, 0, at),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    set_marker(s, card(s, "NT-151", 1), INCARNATION, tokens)
    return s


def test_nt_151_weakens_a_simple_strike_by_two_for_a_token_once_a_turn() -> None:
    s = _warded("VS-001")
    nadikh, nomad, foe = card(s, "NT-151", 1), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(6)  # a strong hit: 3
    act(s, f"{s.at(nomad)} strikes {s.at(foe)}")
    assert s.phase == RESPOND and s.to_move == 1
    act(s, f"{s.at(nadikh)} uses «grave ward» on {s.at(nomad)}")
    assert s.phase == MAIN and s.wounds[foe] == 1 and marker(s, nadikh, INCARNATION) == 1
    assert s.zone[nadikh] == Z_GRAVE
    # a second attack this turn: the ward is used up
    s2 = _warded("X-031", tokens=2)
    nadikh2 = card(s2, "NT-151", 1)
    s2.apply(next(a for a in s2.legal_actions() if s2.describe(a).startswith("Падальщик")
                  and "strikes" in s2.describe(a)))
    act(s2, f"{s2.at(nadikh2)} uses «grave ward» on {s2.at(card(s2, 'X-031', 0))}")
    assert marker(s2, nadikh2, INCARNATION) == 1


def test_nt_151_no_less_than_one_and_declined_it_keeps_its_token() -> None:
    s = _warded("VS-001")
    nadikh, nomad, foe = card(s, "NT-151", 1), card(s, "VS-001", 0), card(s, "VS-001", 1)
    s.queue_dice(3)  # a medium hit: 2, weakened to 1 (not 0)
    act(s, f"{s.at(nomad)} strikes {s.at(foe)}")
    act(s, f"{s.at(nadikh)} uses «grave ward» on {s.at(nomad)}")
    assert s.wounds[foe] == 1
    s = _warded("VS-001")
    s.queue_dice(6)
    act(s, f"{s.at(card(s, 'VS-001', 0))} strikes {s.at(card(s, 'VS-001', 1))}")
    act(s, "no instant action")
    assert s.wounds[card(s, "VS-001", 1)] == 3 and marker(s, card(s, "NT-151", 1), INCARNATION) == 2


def test_nt_151_weakens_a_shot_but_not_a_discharge() -> None:
    s = _warded("X-003", at="c2")  # shot 2
    nadikh, archer, foe = card(s, "NT-151", 1), card(s, "X-003", 0), card(s, "VS-001", 1)
    act(s, f"{s.at(archer)} shoots {s.at(foe)}")
    act(s, f"{s.at(nadikh)} uses «grave ward» on {s.at(archer)}")
    assert s.wounds[foe] == 1
    s = _warded("X-020", at="c2")  # discharge 2: a magic attack
    mage, foe = card(s, "X-020", 0), card(s, "VS-001", 1)
    found = [o for o in options(s) if o.startswith(s.at(mage)) and s.at(foe) in o
             and "move" not in o]
    assert found, options(s)
    act(s, found[0])
    assert s.phase == MAIN and s.wounds[foe] == 2


def test_nt_151_needs_a_token_and_lying_in_the_graveyard() -> None:
    s = _warded("VS-001", tokens=0)
    s.queue_dice(6)
    act(s, f"{s.at(card(s, 'VS-001', 0))} strikes {s.at(card(s, 'VS-001', 1))}")
    assert s.phase == MAIN and s.wounds[card(s, "VS-001", 1)] == 3
    s = position(Put("NT-151", 1, "e5"), Put("VS-001", 0, "c3"),
                 Put("VS-001", 1, "c4", closed=True), SPARE_0, SPARE_1)
    s.queue_dice(6)  # in play it has no such instant
    act(s, f"{s.at(card(s, 'VS-001', 0))} strikes {s.at(card(s, 'VS-001', 1))}")
    assert s.phase == MAIN and s.wounds[card(s, "VS-001", 1)] == 3


def test_the_new_keys_reject_bad_records() -> None:
    bad = (
        ({"trigger": "tap", "from_grave": True, "effects": [{"open": True}]}, "from_grave"),
        ({"trigger": "instant", "window": "rolled", "from_grave": True,
          "target": {"side": "any", "if": {"attacking": True}},
          "effects": [{"weaken": 2}]}, "from_grave"),  # it does not tap: no_tap
        ({"trigger": "instant", "window": "rolled", "no_tap": True,
          "target": {"side": "any", "if": {"attacking": True}},
          "effects": [{"weaken": "two"}]}, "weaken"),
        ({"trigger": "tap", "effects": [{"weaken": 2}]}, "instant abilities"),
        ({"trigger": "tap", "effects": [{"banish": 2}]}, "banish"),
        ({"trigger": "tap", "effects": [{"summon": {"itself": True, "onto": "moon"}}]},
         "onto"),
        ({"trigger": "tap", "effects": [{"summon": {"itself": False}}]}, "itself"),
        ({"trigger": "while", "effects": [{"banish": True}], "target": {"side": "enemy"}},
         "while"),
    )
    for record, words in bad:
        with pytest.raises(AbilityError, match=words):
            compile_ability(record, "NT-979")

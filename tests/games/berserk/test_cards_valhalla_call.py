"""NT-057 Валькирия, «called back from Valhalla»: when a creature of its side with
valhalla is killed by an enemy card's attack, its player may summon a card of the same
name from the deck onto the cell the dead creature leaves, with 1 life left (twice a
battle). The language keys it added: the condition ``slain_by: enemy_attack`` and the
summon's ``lives``."""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.abilities import AbilityError, compile_ability
from deckcheck.games.berserk.engine.state import CHOOSE, MAIN, Z_BOARD, Z_DECK, Z_GRAVE, State
from tests.games.berserk.helpers import Put, card, options
from tests.games.berserk.helpers.scenarios import SPARE_0, SPARE_1, act, position

CALL = "uses «called back from Valhalla»"


def _valkyrie(*puts: Put, copies: int = 1, active: int = 1) -> State:
    """The Valkyrie (seat 0, in the air), a valhalla creature of its side on c3 with one
    life left (NT-037, 6 lives), an enemy creature next to it on c4 (seat 1 to act), and
    ``copies`` more NT-037 in seat 0's deck."""
    deck = tuple(Put("NT-037", 0, "deck") for _ in range(copies))
    return position(Put("NT-057", 0, "air"), Put("NT-037", 0, "c3", wounds=5),
                    Put("VS-001", 1, "c4"), *puts, *deck, SPARE_0, SPARE_1, active=active)


def _struck_dead(s: State, seat: int = 0) -> int:
    """The enemy on c4 strikes the NT-037 on c3 with a strong hit: it dies."""
    dead = next(c for c in s.on_field(seat) if s.kinds[c] == s.cards.index["NT-037"])
    s.queue_dice(6, 1)
    act(s, f"{s.at(card(s, 'VS-001', 1))} strikes {s.at(dead)}")
    return dead


def _copy_in_deck(s: State) -> int:
    return next(c for c in s.deck[0] if s.kinds[c] == s.cards.index["NT-037"])


def test_a_copy_of_the_dead_creature_comes_from_the_deck_onto_its_cell_with_one_life() -> None:
    s = _valkyrie()
    where = s.cell[next(c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-037"])]
    dead = _struck_dead(s)
    copy = _copy_in_deck(s)
    deck_before = len(s.deck[0])
    assert s.phase == CHOOSE and s.to_move == 0  # the Valkyrie's player answers
    act(s, f"{s.at(card(s, 'NT-057', 0))} {CALL}")
    assert s.zone[dead] == Z_GRAVE
    assert s.zone[copy] == Z_BOARD and s.cell[copy] == where
    assert s.ctrl[copy] == 0 and s.owners[copy] == 0 and not s.closed[copy]
    assert s.lives_left(copy) == 1 and s.wounds[copy] == s.lives_max[copy] - 1
    assert len(s.deck[0]) == deck_before - 1


def test_its_player_may_decline() -> None:
    s = _valkyrie()
    _struck_dead(s)
    copy = _copy_in_deck(s)
    act(s, "use no target")
    assert s.zone[copy] == Z_DECK and s.phase == MAIN


@pytest.mark.parametrize("kind", ["impact", "spell", "poison", ""])
def test_not_after_wounds_that_are_no_attack(kind: str) -> None:
    """An impact, a spell, poison (or wounds of nothing named) kill it: no attack."""
    s = _valkyrie()
    berserk = next(c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-037"])
    s.wound(berserk, 1, card(s, "VS-001", 1) if kind else -1, kind)
    s.kill([berserk])
    s.go_on()
    s.settle()
    assert s.phase == MAIN and not any(CALL in o for o in options(s))
    assert s.zone[_copy_in_deck(s)] == Z_DECK


def test_not_when_the_last_wounds_are_no_attacks_even_after_an_attack() -> None:
    """An attack's wounds first, then an impact's kill it: the impact's were the last."""
    s = _valkyrie()
    berserk = next(c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-037"])
    s.wounds[berserk] = 0
    enemy = card(s, "VS-001", 1)
    s.wound(berserk, 3, enemy, "strike")
    s.wound(berserk, 3, enemy, "impact")
    s.kill([berserk])
    s.go_on()
    s.settle()
    assert s.phase == MAIN and s.zone[_copy_in_deck(s)] == Z_DECK


def test_not_when_destroyed_without_lethal_wounds() -> None:
    """A destroy effect (its wounds short of its lives), after an attack wounded it."""
    s = _valkyrie()
    berserk = next(c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-037"])
    s.wounds[berserk] = 0
    s.wound(berserk, 2, card(s, "VS-001", 1), "strike")
    s.destroy(berserk)
    s.settle()
    assert s.phase == MAIN and s.zone[_copy_in_deck(s)] == Z_DECK


@pytest.mark.parametrize("kind", ["shot", "discharge", "magic_strike", "throw"])
def test_every_kind_of_enemy_attack_counts(kind: str) -> None:
    s = _valkyrie()
    berserk = next(c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-037"])
    s.wound(berserk, 1, card(s, "VS-001", 1), kind)
    s.kill([berserk])
    s.go_on()
    s.settle()
    assert s.phase == CHOOSE and any(CALL in o for o in options(s)), kind


def test_not_for_an_attack_of_its_own_side() -> None:
    s = _valkyrie(Put("VS-001", 0, "b3"))
    berserk = next(c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-037"])
    s.wound(berserk, 1, card(s, "VS-001", 0), "strike")
    s.kill([berserk])
    s.go_on()
    s.settle()
    assert s.phase == MAIN and s.zone[_copy_in_deck(s)] == Z_DECK


def test_not_for_a_creature_without_valhalla_or_of_the_other_side() -> None:
    # its side's creature without valhalla (VS-001, a copy of it in the deck)
    s = position(Put("NT-057", 0, "air"), Put("VS-001", 0, "c3", wounds=7),
                 Put("VS-001", 1, "c4"), Put("VS-001", 0, "deck"), SPARE_0, SPARE_1, active=1)
    s.queue_dice(6, 1)
    act(s, f"{s.at(card(s, 'VS-001', 1))} strikes {s.at(card(s, 'VS-001', 0))}")
    assert s.phase == MAIN and not any(CALL in o for o in options(s))
    # an enemy valhalla creature killed by its side's attack
    s = position(Put("NT-057", 0, "air"), Put("VS-001", 0, "c3"),
                 Put("NT-037", 1, "c4", wounds=5), Put("NT-037", 0, "deck"),
                 Put("NT-037", 1, "deck"), SPARE_0, SPARE_1, active=0)
    s.queue_dice(6, 1)
    act(s, f"{s.at(card(s, 'VS-001', 0))} strikes {s.at(card(s, 'NT-037', 1))}")
    assert s.phase == MAIN and not any(CALL in o for o in options(s))


def test_nothing_without_a_copy_in_the_deck() -> None:
    s = _valkyrie(copies=0)
    _struck_dead(s)
    assert s.phase == MAIN and not any(CALL in o for o in options(s))


def test_twice_a_battle() -> None:
    s = _valkyrie(copies=3)
    valkyrie = card(s, "NT-057", 0)
    enemy = card(s, "VS-001", 1)
    for time in range(3):
        s.closed[enemy] = False  # (it struck: opened for the next one)
        s.settle()
        _struck_dead(s)
        if time < 2:
            act(s, f"{s.at(valkyrie)} {CALL}")
            assert s.phase == MAIN
        else:  # the third death: not offered
            assert s.phase == MAIN and not any(CALL in o for o in options(s))
        s.check_invariants()


def test_the_encoding_says_so() -> None:
    s = _valkyrie()
    ability = next(a for a in s.abilities_of(card(s, "NT-057", 0))
                   if a.name == "called back from Valhalla")
    assert ability.implemented
    words = ability.describe()
    assert "with valhalla and killed by an enemy card's attack" in words
    assert "1 life left" in words


@pytest.mark.parametrize("bad", [
    {"summon": {"same_name": True, "lives": 0.5}},
    {"summon": {"same_name": True, "lives": -1}},
    {"summon": {"same_name": True, "lives": True}},
    {"summon": {"same_name": True, "lives": 1, "same_wounds": True}},
])
def test_bad_lives_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(AbilityError):
        compile_ability({"name": "x", "trigger": "creature_destroyed", "effects": [bad]},
                        "NT-057")


def test_bad_slain_by_is_refused() -> None:
    with pytest.raises(AbilityError, match="slain_by"):
        compile_ability({"name": "x", "trigger": "creature_destroyed",
                         "if_other": {"slain_by": "anything"},
                         "effects": [{"summon": {"same_name": True}}]}, "NT-057")


# --- a choice keeps what its ability noted as it triggered (kernel.Choice) --------------


@pytest.mark.parametrize("take_first", [True, False])
def test_nt_164_two_deaths_at_once_each_offer_their_own_cell_in_turn(take_first: bool) -> None:
    """NT-164 Королева мёртвых answers one death (its tap): two creatures dying at once
    offer their cells one after the other, the first death's first; declining it
    offers the second's (each choice keeps the cell its death noted)."""
    s = position(Put("NT-164", 0, "a2"), Put("VS-001", 1, "c4", wounds=7),
                 Put("VS-001", 1, "d4", wounds=7), Put("NT-141", 0, "deck"),
                 Put("NT-141", 0, "deck"), SPARE_0, SPARE_1)
    queen = card(s, "NT-164", 0)
    first, second = sorted((c for c in s.on_field(1) if s.at(c)[-2:] in ("c4", "d4")),
                           key=lambda c: s.at(c)[-2:])
    s.kill([first, second])
    s.go_on()
    s.settle()
    use = f"{s.at(queen)} uses «flesh of the dead»"
    assert s.phase == CHOOSE and use in options(s)
    if not take_first:
        act(s, "use no target")
        assert s.phase == CHOOSE and use in options(s)
    act(s, use)
    skeletons = [c for c in s.on_field(0) if s.kinds[c] == s.cards.index["NT-141"]]
    assert [s.at(c)[-2:] for c in skeletons] == ["c4" if take_first else "d4"]
    assert s.phase == MAIN  # closed: no second answer

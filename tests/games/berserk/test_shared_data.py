"""What games and states share: a game's set-up reuses the numbering of frozen decks it
numbered before (a batch plays one matchup thousands of times) and numbers anew decks that
are not frozen, which may have changed since; a clone shares its cards' markers, and
games the card table's effects, which a change replaces and never alters."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.engine.base import frozen_deck
from deckcheck.games.berserk.engine import new_game
from deckcheck.games.engines import get_game
from tests.engine_api.helpers import seat_card_ids


def test_a_deck_changed_in_place_is_numbered_anew() -> None:
    deck_a, deck_b = (dict(deck) for deck in get_game("berserk").sample_decks())
    before = new_game(deck_a, deck_b, seed=1)
    card = next(iter(deck_a))
    deck_a[card] += 1  # the same object, one card more
    after = new_game(deck_a, deck_b, seed=1)
    assert len(seat_card_ids(after, 0)) == len(seat_card_ids(before, 0)) + 1
    assert seat_card_ids(after, 0).count(card) == seat_card_ids(before, 0).count(card) + 1
    assert seat_card_ids(after, 1) == seat_card_ids(before, 1)


def test_frozen_decks_reuse_their_setup_and_play_the_same_games() -> None:
    deck_a, deck_b = get_game("berserk").sample_decks()
    frozen_a, frozen_b = frozen_deck(deck_a), frozen_deck(deck_b)
    plain = new_game(dict(deck_a), dict(deck_b), seed=3)
    first = new_game(frozen_a, frozen_b, seed=3)  # numbers them
    again = new_game(frozen_a, frozen_b, seed=3)  # reuses that numbering
    assert again._setup is first._setup
    for game in (first, again):
        assert game.kinds == plain.kinds and game.deck == plain.deck
        assert game.legal_actions() == plain.legal_actions()
    other = new_game(frozen_deck(deck_a), frozen_b, seed=3)  # another frozen object
    assert other.kinds == plain.kinds


def test_a_clone_shares_no_marker_a_change_reaches() -> None:
    # A card's markers are plain dicts shared by a state and its clones: every change
    # puts a new dict in place (tokens.set_marker, State.add_marker, set_counters).
    from deckcheck.games.berserk.engine.abilities.tokens import marker, set_marker

    state = new_game(*get_game("berserk").sample_decks(), seed=5)
    set_marker(state, 0, "poison", 1)
    state.add_marker(0, "counter", 2)
    clone = state.clone()
    assert clone.markers[0] is state.markers[0]  # shared until one changes
    set_marker(state, 0, "poison", 3)
    state.add_marker(0, "counter")
    state.set_counters(0, 7)
    assert marker(clone, 0, "poison") == 1 and clone.counters(0) == 2
    assert marker(state, 0, "poison") == 3 and state.counters(0) == 7


def test_games_leave_the_card_tables_effects_as_printed() -> None:
    # A card's effects are plain dicts the card table, the games and their copies share:
    # a game replaces a card's dict (a keyword granted, lost, flight taken), never
    # changes one, so the table's and the shared empty one stay as they were.
    import copy
    import random

    from deckcheck.games.berserk.engine import card_table
    from deckcheck.games.berserk.engine.cards import NO_EFFECTS
    from tests.games.berserk.test_properties import random_deck

    table = card_table()
    printed = copy.deepcopy(table.effects)
    rng = random.Random(7)
    for seed in range(6):
        decks = get_game("berserk").sample_decks() if seed < 2 \
            else (random_deck(rng), random_deck(rng))
        state = new_game(*decks, seed=seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
    assert table.effects == printed and NO_EFFECTS == {}


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_a_squads_elements_read_once_for_a_deal_are_the_squads_own(data: st.DataObject) -> None:
    # _recruit_actions reads the recruited squad once (_squad_parts) for every kind of the
    # deal (_joined_mask); the squad's elements are still its heroes' only while no card
    # in it makes them neutral (NT-173), the joining card included.
    state = new_game(*get_game("berserk").sample_decks(), seed=1)
    cards = state.cards
    neutralising = [k for k in range(len(cards.ids)) if cards.squad_heroes_neutral[k]]
    heroes = [k for k in range(len(cards.ids)) if cards.squad_hero[k]]
    assert neutralising and heroes
    pool = st.sampled_from(neutralising + heroes + list(range(len(cards.ids))))
    kinds = data.draw(st.lists(pool, min_size=1, max_size=8))
    joining = data.draw(pool)
    state.kinds = tuple(kinds)
    state.recruited[0] = list(range(len(kinds)))

    def reference(squad: list[int]) -> int:  # the squad rules' reading, written out
        neutral = any(cards.squad_heroes_neutral[k] for k in squad)
        mask = 0
        for k in squad:
            if not (neutral and cards.squad_hero[k]):
                mask |= cards.elements[k]
        return mask

    assert state._squad_mask(0) == reference(kinds)
    assert state._squad_mask(0, joining) == reference([*kinds, joining])
    assert state._joined_mask(state._squad_parts(0), joining) == reference([*kinds, joining])

"""Game profiles: one module per game holds what is code rather than data."""

from __future__ import annotations

import pytest

from deckcheck.catalog.fields import Kind, field_table
from deckcheck.catalog.load import available_games, load_catalogue
from deckcheck.catalog.records import columns
from deckcheck.catalog.search import search
from deckcheck.games import (
    GameEntry,
    GameProfile,
    default_game,
    profile,
    profile_ids,
    register,
    titles,
    unregister,
)
from deckcheck.games.engines import available, get_game


def test_every_data_folder_has_a_profile_and_every_profile_a_folder() -> None:
    assert sorted(profile_ids()) == sorted(available_games())


@pytest.mark.parametrize("game", profile_ids())
def test_a_profile_is_consistent_with_its_game(game: str) -> None:
    found = profile(game)
    assert isinstance(found, GameProfile) and found.id == game
    catalogue = load_catalogue(game)
    # Every field a query can name finds its values on the game's cards.
    for field in found.fields or field_table(game).fields:
        if field.kind is Kind.FLAG:
            search(catalogue, f"is:{field.keys[0]}")
        else:
            assert field_table(game).key(field.keys[0]) is field
    # Every listing column has a cell for every card.
    for column in columns(game):
        for card in list(catalogue)[:50]:
            assert isinstance(column.cell(card, catalogue), str)
    # The engine it names is the registry's.
    if found.engine is not None:
        assert game in available() and get_game(game) is not None


def test_a_game_without_a_profile_gets_the_common_fields() -> None:
    assert [f.name for f in field_table("chess-variant")] == [
        "name",
        "id",
        "element",
        "rarity",
        "type",
        "set",
    ]


def test_a_registered_profile_module_must_define_its_own_profile() -> None:
    register(GameEntry("not-a-game", "Not a game", "deckcheck.games.ccs.profile"))
    try:
        with pytest.raises(TypeError, match="not the GameProfile of 'not-a-game'"):
            profile("not-a-game")
    finally:
        unregister("not-a-game")
    assert "not-a-game" not in profile_ids()


def test_games_are_found_by_their_folders_in_rank_order() -> None:
    # Each bundled game is a package of deckcheck/games declaring ENTRY; none is listed.
    assert profile_ids()[:2] == ["ccs", "berserk"]
    assert default_game() == "ccs"
    assert titles().startswith("ccs (Card Captor Sakura), berserk (Berserk)")

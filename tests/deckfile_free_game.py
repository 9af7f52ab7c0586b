"""A game's profile with no deck-file hooks at all: only what every profile must say
(tests/games/test_game_without_deck_files.py registers it)."""

from deckcheck.catalog.fields import COMMON_FIELDS
from deckcheck.catalog.records import COMMON_COLUMNS
from deckcheck.games import GameProfile

PROFILE = GameProfile("plain", None, COMMON_FIELDS, COMMON_COLUMNS)

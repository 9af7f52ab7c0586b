"""Deck building: edit deck files, show and convert them, and build legal decks.

The library behind ``deckcheck deck`` (the CLI is a thin layer over it):

* :func:`read_source` / :func:`write_atomic` — a deck file read for editing (strict
  loader first) and written back all at once (temporary file, fsync, rename);
* :func:`add_card` / :func:`remove_card` — an :class:`Edit` that changes only the lines
  concerned, in YAML and text decks;
* :func:`deck_state` — where a deck stands against its format, in a line or two, from
  the validator's results; :func:`summarise` — by section and type, with totals;
* :func:`deck_yaml` / :func:`deck_text` / :func:`new_deck_yaml` — decks written out;
* :func:`build_deck` — a legal deck from the format's limits, a collection and the
  chosen elements, found by an integer program (HiGHS); :class:`BuildImpossible` says
  which limits cannot be met and why;
* :func:`tune_deck` — a built deck improved by simulated games against a gauntlet.
"""

from deckcheck.builder.build import (
    DEFAULT_MAX_COPIES,
    BuildImpossible,
    BuildOptions,
    BuiltDeck,
    build_deck,
    resolve_elements,
)
from deckcheck.builder.deck_text import deck_text, deck_yaml, new_deck_yaml
from deckcheck.builder.edit import Edit, EditError, add_card, card_note, remove_card
from deckcheck.builder.files import DeckSource, read_source, schema_modeline, write_atomic
from deckcheck.builder.show import DeckSummary, summarise
from deckcheck.builder.status import DeckState, deck_state
from deckcheck.builder.tune import TuneResult, tune_deck
from deckcheck.games import Cover

__all__ = [
    "DEFAULT_MAX_COPIES",
    "BuildImpossible",
    "BuildOptions",
    "BuiltDeck",
    "Cover",
    "DeckSource",
    "DeckState",
    "DeckSummary",
    "Edit",
    "EditError",
    "TuneResult",
    "add_card",
    "build_deck",
    "card_note",
    "deck_state",
    "deck_text",
    "deck_yaml",
    "new_deck_yaml",
    "read_source",
    "remove_card",
    "resolve_elements",
    "schema_modeline",
    "summarise",
    "tune_deck",
    "write_atomic",
]

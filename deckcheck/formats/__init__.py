"""Deck files, formats as data, and deck validation.

The library API (the CLI's ``deckcheck validate`` is a thin layer over it):

* :func:`load_deck` / :func:`loads_deck` — a deck file (YAML or a text list) into a
  :class:`Deck`, with the loading problems;
* :func:`load_formats` — one game's :class:`GameFormats` (bundled, plus a user's file);
* :func:`validate_deck` — every :class:`Violation` of a :class:`Format` in a deck;
* :class:`DeckChecker` — all of the above for many files, with the catalogues and
  formats loaded once: what the CLI uses.
"""

from deckcheck.formats.checker import DeckChecker, DeckReport
from deckcheck.formats.decks import UNPLACED, Deck, Entry, load_deck, load_deck_bytes, loads_deck
from deckcheck.formats.load import load_formats, read_formats_file
from deckcheck.formats.model import CardFilter, Format, GameFormats, Limit, Section, SquadRules
from deckcheck.formats.validate import Violation, validate_deck, verdict

__all__ = [
    "UNPLACED",
    "CardFilter",
    "Deck",
    "DeckChecker",
    "DeckReport",
    "Entry",
    "Format",
    "GameFormats",
    "Limit",
    "Section",
    "SquadRules",
    "Violation",
    "load_deck",
    "load_deck_bytes",
    "load_formats",
    "loads_deck",
    "read_formats_file",
    "validate_deck",
    "verdict",
]

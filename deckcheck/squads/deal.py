"""Dealing: shuffle a deck with a seeded generator and take the top cards.

>>> deal_cards(["VS-001", "VS-002", "VS-003", "VS-004"], seed=7, size=2)
('VS-004', 'VS-002')
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from deckcheck.catalog.model import Catalogue, UnknownCardError
from deckcheck.loading.diagnostics import Diagnostic, Severity

if TYPE_CHECKING:
    from deckcheck.formats.decks import Deck


#: A safety bound, not a rule: a deck is expanded to one id per copy before the shuffle.
MAX_DECK_CARDS = 1000


def expand(deck: Mapping[str, int] | Iterable[str]) -> list[str]:
    """A deck as one id per copy, in the deck's order (``{id: copies}`` or ids)."""
    if isinstance(deck, Mapping):
        return [card_id for card_id, copies in deck.items() for _ in range(int(copies))]
    return list(deck)


def deal_cards(
    deck: Mapping[str, int] | Iterable[str], seed: int | random.Random, size: int = 15
) -> tuple[str, ...]:
    """The first ``size`` cards of the deck shuffled by ``random.Random(seed)``.

    The deck is expanded to one id per copy in its own order, shuffled in place with
    ``Random.shuffle`` and cut; the same deck and seed always deal the same cards (on
    any platform: ``random.Random`` is specified to be reproducible). Pass a
    ``random.Random`` to continue an existing stream (a game engine's).
    """
    cards = expand(deck)
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    rng.shuffle(cards)
    return tuple(cards[:size])


def deck_card_ids(deck: Deck, catalogue: Catalogue) -> tuple[list[str], list[Diagnostic]]:
    """A loaded deck (:func:`deckcheck.formats.decks.load_deck`) as catalogue ids, one per
    copy in file order, and the entries that could not be used (input errors).

    An entry names a card by id (any case) or, in text decks, by its printed name.
    """
    ids: list[str] = []
    problems: list[Diagnostic] = []
    for entry in deck.entries():
        try:
            card_id = catalogue.card(entry.card).id
        except UnknownCardError as err:
            named = catalogue.by_name(entry.card)
            if len(named) != 1:
                from deckcheck.formats.validate import id_variants

                hints = list(dict.fromkeys(id_variants(catalogue, entry.card) + err.suggestions))
                hint = f"; did you mean {', '.join(hints[:3])}?" if hints else ""
                problems.append(
                    Diagnostic(
                        entry.location,
                        "UNKNOWN_CARD",
                        f"no {catalogue.info.name} card is {entry.card!r}{hint}",
                        Severity.INPUT,
                        {"card": entry.card, "suggestions": hints[:3]},
                    )
                )
                continue
            card_id = named[0].id
        if not entry.ok:
            problems.append(
                Diagnostic(
                    entry.count_location or entry.location,
                    "BAD_COUNT",
                    f"{entry.card}: copies must be a whole number, 1 or more, not"
                    f" {entry.written!r}",
                    Severity.INPUT,
                )
            )
            continue
        if len(ids) + entry.copies > MAX_DECK_CARDS:  # before a list of 10**12 ids
            problems.append(
                Diagnostic(
                    entry.count_location or entry.location,
                    "DECK_TOO_LARGE",
                    f"{entry.card}: {entry.copies} copies make the deck larger than"
                    f" {MAX_DECK_CARDS} cards, the most a deal is made from",
                    Severity.INPUT,
                )
            )
            break
        ids.extend([card_id] * entry.copies)
    return ids, problems

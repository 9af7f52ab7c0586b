"""The cards a command line's words name: an id, a printed name, a character's name in
any language, a name and power, else the cards whose name holds the words.

Deck lines are read by the same index (:func:`~deckcheck.formats.reader.card_index`), so
``deckcheck card Sakura`` and a deck line ``1 Sakura`` find the same cards.

>>> from deckcheck.catalog.load import load_catalogue
>>> find_card(load_catalogue("ccs"), "the windy").id
'CS1'
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence

from deckcheck.catalog.model import Card, Catalogue, fold
from deckcheck.catalog.search import (
    GameGuess,
    choose_game,
    default_order,
    writing_systems,
    written_in,
)
from deckcheck.errors import UsageError
from deckcheck.formats.reader import ambiguity_message, card_index, hint_text


class CardLookupError(UsageError):
    """No card, or several cards, answer to an id or name; ``candidates`` are card ids."""

    def __init__(self, message: str, candidates: Sequence[str] = (), *, game: str | None = None):
        super().__init__(message, code="UNKNOWN_CARD", game=game)
        self.candidates = list(candidates)


def _listed(cards: Sequence[Card], limit: int = 12) -> str:
    same_name = len({fold(c.name) for c in cards}) == 1
    shown = [c.id if same_name else f"{c.id} ({c.name})" for c in cards[:limit]]
    more = f" and {len(cards) - limit} more" if len(cards) > limit else ""
    return ", ".join(shown) + more


def cards_named(catalogue: Catalogue, text: str) -> list[Card]:
    """The cards ``text`` may name on the command line: what a deck line with ``text``
    names (:class:`~deckcheck.formats.reader.CardIndex`: an id, a printed name, a
    character's name in any language, a name and power), else the cards whose name
    contains ``text``. One card, several (ambiguous) or none."""
    lookup = card_index(catalogue).lookup(text.strip())
    if lookup.candidates:
        return list(lookup.candidates)
    wanted = fold(text)
    return [c for c in default_order(catalogue) if wanted and wanted in fold(c.name)]


def find_card(catalogue: Catalogue, text: str) -> Card:
    """The one card of :func:`cards_named`. Raises :class:`CardLookupError` listing
    candidates otherwise, or close ids and names ("did you mean").

    >>> from deckcheck.catalog.load import load_catalogue
    >>> find_card(load_catalogue("ccs"), "the windy").id
    'CS1'
    """
    index = card_index(catalogue)
    lookup = index.lookup(text.strip())
    if lookup.card is not None:
        return lookup.card
    if lookup.ambiguous:
        raise CardLookupError(ambiguity_message(lookup), [c.id for c in lookup.candidates])
    found = cards_named(catalogue, text)
    if len(found) == 1:
        return found[0]
    if found:
        raise CardLookupError(
            f"{text!r} names {len(found)} {catalogue.game} cards: {_listed(found)}; give an id",
            [c.id for c in found],
        )
    hints = index.suggest(text)
    hint = f"; did you mean {hint_text(catalogue, hints, text)}?" if hints else ""
    raise CardLookupError(
        f"no {catalogue.game} card has the id or name {text!r}{hint}", hints, game=catalogue.game
    )


def find_deck_cards(catalogue: Catalogue, text: str, held: Container[str]) -> list[Card]:
    """The cards ``text`` names for a deck holding the card ids ``held``: an id, or the
    one card a name fits, as :func:`find_card`; a name several cards fit means those of
    them the deck holds (``Kero``: the deck's Keros). Raises :class:`CardLookupError`
    when the text names no card, or several of which the deck holds none."""
    if card_index(catalogue).card(text.strip()) is None:
        named = cards_named(catalogue, text)
        in_deck = [card for card in named if card.id in held]
        if in_deck:
            return in_deck
        if len(named) > 1:
            try:
                find_card(catalogue, text)
            except CardLookupError as err:
                raise CardLookupError(
                    f"none of the cards {text.strip()!r} names is in the deck: {err}",
                    err.candidates,
                ) from None
    return [find_card(catalogue, text)]


def guess_card_game(text: str, games: Sequence[str], load: Callable[[str], Catalogue]) -> GameGuess:
    """The game of ``games`` (the default first) a card's id or name is about (``deckcheck
    card``), as :func:`~deckcheck.catalog.search.guess_game` finds a query's
    (:func:`~deckcheck.catalog.search.choose_game`): a card answers
    when ``text`` may name it (:func:`cards_named`); with none, the game whose card names
    and ids are written in the writing systems of ``text`` (``Кочевнк``: berserk)."""
    scripts = writing_systems(text)

    def judge(catalogue: Catalogue) -> Callable[[], bool]:
        return lambda: bool(cards_named(catalogue, text))

    def written_for(catalogue: Catalogue) -> bool:
        spellings = (spelling for card in catalogue for spelling in (card.name, card.id))
        return written_in(spellings, scripts)

    return choose_game(games, load, (), judge, written_for)

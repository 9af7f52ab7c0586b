"""Card collections: which cards a player owns, and how many copies of each.

A collection file (``schemas/collection.schema.json``) is strict YAML like every other
deckcheck file::

    # yaml-language-server: $schema=../../schemas/collection.schema.json
    game: ccs
    name: My binder
    owned:
      C4: 3       # card id (any case): copies owned
      CS1: 1

Its ids are checked against the game's catalogue when it is read: an unknown id is a
located ``COLLECTION_UNKNOWN_CARD`` problem with the closest ids. A collection is then
plain data (:class:`Collection`) used by three commands: ``deckcheck validate
--collection`` (:func:`not_owned`: a ``NOT_OWNED`` violation per card the deck has more
copies of than owned), ``deckcheck cards --owned`` and ``deckcheck deck build
--collection`` (the builder's upper bound on every card).

>>> from deckcheck.catalog.load import load_catalogue
>>> ccs = load_catalogue("ccs")
>>> owned, problems = loads_collection("game: ccs\\nowned: {c4: 1, CS1: 2}", "mine.yaml", ccs)
>>> dict(owned.owned), problems
({'C4': 1, 'CS1': 2}, [])
>>> _, problems = loads_collection("game: ccs\\nowned: {C4: 1, C999: 2}", "mine.yaml", ccs)
>>> [d.render() for d in problems]
["mine.yaml:2:16: COLLECTION_UNKNOWN_CARD: no ccs card 'C999'; did you mean C99, C9, CS9?"]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from deckcheck.catalog.model import Catalogue
from deckcheck.diagnostics import Diagnostic, Location, Severity, sorted_diagnostics
from deckcheck.errors import LoadError
from deckcheck.formats.decks import Deck
from deckcheck.formats.reader import DeckCards, card_index, hint_text
from deckcheck.formats.validate import Violation
from deckcheck.loading.yamlload import DEFAULT_LIMITS, Document, loads, read_text

SCHEMA = "collection.schema.json"

#: How many unknown ids of one collection get fuzzy "did you mean" hints.
FUZZY_HINTS = 50


@dataclass(frozen=True)
class Collection:
    """The cards a player owns: catalogue id -> copies owned (0 or more)."""

    game: str
    owned: Mapping[str, int]
    file: str = "<collection>"
    name: str | None = None
    #: Where each id is written in the file.
    places: Mapping[str, Location] = field(default_factory=dict, compare=False, repr=False)
    #: Cards of sets deckcheck does not ship, by the id a game's collection form names
    #: them (berserk-nxt's ``.brsc``) -> copies: kept, not owned catalogue cards (each
    #: has an UNKNOWN_SET warning).
    unknown_sets: Mapping[str, int] = field(default_factory=dict, compare=False)
    #: Warnings about the file (UNKNOWN_SET), located.
    warnings: tuple[Diagnostic, ...] = field(default=(), compare=False, repr=False)

    def copies(self, card_id: str) -> int:
        """Copies owned of one card (0 when the collection does not list it)."""
        return self.owned.get(card_id, 0)

    def owns(self, card_id: str) -> bool:
        return self.owned.get(card_id, 0) >= 1

    def ids(self) -> frozenset[str]:
        """The ids of the cards with at least one copy owned."""
        return frozenset(card_id for card_id, copies in self.owned.items() if copies >= 1)

    @property
    def total(self) -> int:
        return sum(self.owned.values())


def _problem(location: Location, code: str, message: str) -> Diagnostic:
    return Diagnostic(location, code, message, Severity.INPUT)


def collection_from_document(
    document: Document, catalogue: Catalogue
) -> tuple[Collection, list[Diagnostic]]:
    """A :class:`Collection` from a schema-valid document; unknown or repeated ids are
    located problems (the other ids are still read)."""
    data = document.data
    file = document.file
    problems: list[Diagnostic] = []
    if data["game"] != catalogue.game:
        problems.append(
            _problem(
                document.locate(("game",)),
                "WRONG_GAME",
                f"this collection is for {data['game']}, not {catalogue.game}",
            )
        )
    owned: dict[str, int] = {}
    places: dict[str, Location] = {}
    unknown = 0
    for written, copies in (data.get("owned") or {}).items():
        where = document.locate_key(("owned", written))
        index = card_index(catalogue)
        lookup = index.lookup(written)
        card = lookup.card
        if card is None:
            if lookup.ambiguous:
                from deckcheck.formats.reader import ambiguity_message

                problems.append(
                    _problem(where, "COLLECTION_AMBIGUOUS_CARD", ambiguity_message(lookup))
                )
                continue
            # Fuzzy hints cost milliseconds each: only the first unknown cards get them.
            unknown += 1
            hints = index.suggest(written, fuzzy=unknown <= FUZZY_HINTS)
            hint = f"; did you mean {hint_text(catalogue, hints, written)}?" if hints else ""
            problems.append(
                _problem(
                    where,
                    "COLLECTION_UNKNOWN_CARD",
                    f"no {catalogue.game} card {written!r}{hint}",
                )
            )
            continue
        if card.id in owned:
            first = places[card.id]
            problems.append(
                _problem(
                    where,
                    "COLLECTION_DUPLICATE_CARD",
                    f"{card.id} is listed twice (first at line {first.line}); "
                    "write it once with the total",
                )
            )
            continue
        owned[card.id] = int(copies)
        places[card.id] = where
    collection = Collection(
        game=catalogue.game,
        owned=MappingProxyType(owned),
        file=file,
        name=data.get("name"),
        places=MappingProxyType(places),
    )
    return collection, sorted_diagnostics(problems)


def loads_collection(
    text: str, file: str = "<collection>", catalogue: Catalogue | None = None
) -> tuple[Collection | None, list[Diagnostic]]:
    """A collection from text: (the collection or None, every problem). Never raises for
    bad input. ``catalogue`` defaults to the bundled catalogue of the file's game."""
    from deckcheck.loading import schema as schemas
    from deckcheck.loading.check import schema_from_modeline

    try:
        document = loads(text, file, DEFAULT_LIMITS)
    except LoadError as err:
        return None, err.diagnostics
    named = schema_from_modeline(text)
    if named is not None and named != SCHEMA:
        return None, [
            _problem(
                Location(file, 1, 1),
                "NOT_A_COLLECTION",
                f"this file's modeline names {named}: it is not a collection ({SCHEMA})",
            )
        ]
    problems = schemas.validate(document, SCHEMA)
    if problems:
        return None, [dataclasses.replace(d, severity=Severity.INPUT) for d in problems]
    if catalogue is None or catalogue.game != document.data["game"]:
        from deckcheck.catalog.load import load_catalogue

        catalogue = load_catalogue(document.data["game"])
    collection, problems = collection_from_document(document, catalogue)
    return collection, problems


def read_collection(
    path: Path | str, catalogue: Catalogue | None = None, *, display: str | None = None
) -> tuple[Collection | None, list[Diagnostic]]:
    """Read a collection file: (the collection or None, every problem); never raises.

    A file of a game's own collection form — by its suffix, or text that reads as one
    (berserk-nxt's ``.brsc``: :mod:`deckcheck.formats.deckfiles`) — is read as that form;
    anything else is a YAML collection."""
    from deckcheck.formats.deckfiles import collection_files

    path = Path(path)
    name = display or str(path)
    try:
        text = read_text(path, DEFAULT_LIMITS, name)
    except LoadError as err:
        return None, err.diagnostics
    forms = collection_files()
    suffix = path.suffix.lower()
    form = next((f for f in forms if suffix in f.suffixes), None)
    form = form or next((f for f in forms if f.sniff(text)), None)
    if form is not None:
        return form.read(text, name, catalogue)
    return loads_collection(text, name, catalogue)


def load_collection(
    path: Path | str, catalogue: Catalogue | None = None, *, display: str | None = None
) -> Collection:
    """Read a collection file; raises :class:`~deckcheck.errors.LoadError` with every
    problem (an unknown id, a schema violation, a YAML error), each located."""
    collection, problems = read_collection(path, catalogue, display=display)
    if collection is None or problems:
        raise LoadError(problems, f"the collection {display or path} is not valid")
    return collection


def collection_for(path: Path | str, game: str | None = None) -> Collection:
    """The collection a command's ``--collection``/``--owned`` names, for ``game`` when
    given: the one way every command reads it. Raises LoadError (every problem, located)
    or UsageError (a collection of the other game's cards)."""
    from deckcheck.errors import UsageError

    collection = load_collection(path)
    if game is not None and collection.game != game.strip().lower():
        raise UsageError(
            f"the collection {path} is of {collection.game} cards, not {game}", code="WRONG_GAME"
        )
    return collection


# --- a deck against a collection ------------------------------------------------------------


def _first_places(deck: Deck, catalogue: Catalogue) -> dict[str, Location]:
    """Card id -> where the deck first lists it (resolved as the validator resolves)."""
    index = card_index(catalogue)
    places: dict[str, Location] = {}
    for entry in deck.entries():
        card = index.card(entry.card)
        if card is not None:
            places.setdefault(card.id, entry.location)
    return places


def not_owned(
    deck: Deck, cards: DeckCards, catalogue: Catalogue, collection: Collection
) -> list[Violation]:
    """A ``NOT_OWNED`` violation for each card the deck has more copies of than owned.

    ``cards`` are the deck's cards as the validator read them. Each violation says how
    many are missing, at the card's first entry; they sort by position.
    """
    found = []
    places = _first_places(deck, catalogue)
    for card_id, copies in cards.counts().items():
        owned = collection.copies(card_id)
        if copies <= owned:
            continue
        card = catalogue.cards[card_id]
        missing = copies - owned
        have = "none" if owned == 0 else f"only {owned}"
        found.append(
            Violation(
                "NOT_OWNED",
                f"the deck has {copies} × {card_id} ({card.name}); you own {have}: "
                f"{missing} missing",
                places.get(card_id, deck.place("deck")),
                rule="a deck built from a collection uses only the cards owned",
                source=f"your collection {collection.file}",
                expected=f"at most {owned}",
                actual=copies,
                cards=(card_id,),
                fix=f"remove {missing} {'copy' if missing == 1 else 'copies'} of {card_id}",
            )
        )
    return sorted(found, key=Violation.sort_key)

"""Cards as plain records (JSON, CSV), as listing rows and as a full description.

Everything here is data for a renderer: :func:`card_record` is a JSON-ready dict with
the same keys for every card of a catalogue, :func:`flat` turns a value into one CSV
cell, :func:`columns` gives the listing columns of a game, and :func:`describe` every
field of one card with names instead of ids.

>>> from deckcheck.catalog.load import load_catalogue
>>> ccs = load_catalogue("ccs")
>>> record = card_record(ccs.cards["C6"], record_keys(ccs))
>>> record["elements"], record["power"], record["major"], record["set"]
(['wind', 'electricity'], 5000, None, 'S1')
>>> [flat(record[k]) for k in ("id", "elements", "characters")]
['C6', 'wind/electricity', 'sakura']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from deckcheck.catalog.fields import Kind, field_table
from deckcheck.catalog.model import Card, Catalogue, Vocabulary

#: Keys every record starts with, in this order.
_FIRST = ("id", "name", "set", "type", "rarity", "elements")


def record_keys(catalogue: Catalogue) -> tuple[str, ...]:
    """The keys of every record of ``catalogue``: the common ones, then each card field in
    the order the catalogue first uses it."""
    keys = list(_FIRST)
    for card in catalogue:
        keys.extend(key for key in card.fields if key not in keys)
    return tuple(keys)


def _list_keys(catalogue: Catalogue) -> frozenset[str]:
    return frozenset(
        key for card in catalogue for key, value in card.fields.items() if isinstance(value, list)
    )


def card_record(
    card: Card, keys: Sequence[str], list_keys: frozenset[str] = frozenset({"elements"})
) -> dict[str, Any]:
    """A card as a JSON-ready dict with exactly ``keys`` (from :func:`record_keys`).

    A field the card does not have is null, or an empty list for list fields
    (``list_keys``; ``elements`` always is one), so every record has the same shape.
    """
    record: dict[str, Any] = {}
    for key in keys:
        if key == "set":
            record[key] = card.set
        elif key == "elements":
            record[key] = list(card.elements)
        elif key in card.fields:
            value = card.fields[key]
            record[key] = _plain(value)
        else:
            record[key] = [] if key in list_keys else None
    return record


def card_records(catalogue: Catalogue, cards: Sequence[Card]) -> list[dict[str, Any]]:
    """Records of ``cards``, all with the keys of :func:`record_keys`."""
    keys = record_keys(catalogue)
    lists = _list_keys(catalogue) | {"elements"}
    return [card_record(card, keys, lists) for card in cards]


def _plain(value: Any) -> Any:
    """A copy of a field value made of plain dicts and lists (fields are read-only)."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def flat(value: Any) -> str:
    """One CSV cell: lists and mappings joined with ``/``, booleans as true/false, null empty."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Mapping):
        return "/".join(flat(v) for v in value.values())
    if isinstance(value, list | tuple):
        return "/".join(flat(v) for v in value)
    return str(value)


# --- Names --------------------------------------------------------------------------------


def _vocabularies(catalogue: Catalogue) -> dict[str, Vocabulary]:
    """Card attribute -> the vocabulary its ids come from."""
    return {
        field.attribute: getattr(catalogue.info, field.vocabulary)
        for field in field_table(catalogue.game)
        if field.kind is Kind.VOCABULARY and field.vocabulary is not None
    }


def _none_label(catalogue: Catalogue, attribute: str) -> str:
    for field in field_table(catalogue.game):
        if field.attribute == attribute and field.none_label:
            return field.none_label
    return ""


def element_names(card: Card, catalogue: Catalogue) -> str:
    """``Wind, Electricity``; a Berserk card without element is ``Нейтралы``."""
    if not card.elements:
        return _none_label(catalogue, "elements")
    return ", ".join(catalogue.info.elements.name(e) for e in card.elements)


def character_names(card: Card, catalogue: Catalogue) -> str:
    return " / ".join(catalogue.info.characters.name(c) for c in card.characters)


# --- Listing columns ----------------------------------------------------------------------


@dataclass(frozen=True)
class Column:
    """One column of a card listing: a header, a cell function, its alignment, and how
    soon it is left out when the terminal is too narrow (higher ``drop`` goes first)."""

    header: str
    cell: Callable[[Card, Catalogue], str]
    numeric: bool = False
    drop: int = 0


def number_cell(key: str) -> Callable[[Card, Catalogue], str]:
    """A column cell showing an integer field (``lives``, ``movement`` ...)."""

    def cell(card: Card, catalogue: Catalogue) -> str:
        value = card.number(key)
        return "" if value is None else str(value)

    return cell


def card_id(card: Card, catalogue: Catalogue) -> str:
    return card.id


def card_name(card: Card, catalogue: Catalogue) -> str:
    return card.name


def card_type(card: Card, catalogue: Catalogue) -> str:
    return catalogue.info.types.name(card.type)


def rarity_name(card: Card, catalogue: Catalogue) -> str:
    return catalogue.info.rarities.name(card.rarity)


def card_set(card: Card, catalogue: Catalogue) -> str:
    return card.set


#: The columns of a game without a profile; a profile lists its own.
COMMON_COLUMNS = (
    Column("ID", card_id),
    Column("Name", card_name),
    Column("Type", card_type, drop=2),
    Column("Elements", element_names),
    Column("Rarity", rarity_name, drop=3),
    Column("Set", card_set, drop=1),
)


def columns(game: str) -> tuple[Column, ...]:
    """The columns a listing of ``game``'s cards shows (its profile's)."""
    from deckcheck.games import profile

    return profile(game).columns or COMMON_COLUMNS


def legend(game: str) -> str | None:
    """What the marks in a listing of ``game``'s cards mean, if anything."""
    from deckcheck.games import profile

    return profile(game).legend


# --- One card in full ---------------------------------------------------------------------


def _label(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _character_line(term_id: str, catalogue: Catalogue) -> str:
    term = catalogue.info.characters.terms.get(term_id)
    if term is None:
        return term_id
    notes = []
    counts_as = term.extra.get("counts_as")
    if counts_as:
        notes.append(f"counts as {catalogue.info.characters.name(str(counts_as))}")
    if term.aliases:
        notes.append("also " + ", ".join(term.aliases))
    return f"{term.name} ({'; '.join(notes)})" if notes else term.name


def _shown(value: Any, vocabulary: Vocabulary | None) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        return ", ".join(f"{k} {_shown(v, None)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(_shown(v, vocabulary) for v in value)
    if vocabulary is not None and isinstance(value, str):
        return vocabulary.name(value)
    return str(value)


def describe(card: Card, catalogue: Catalogue) -> list[tuple[str, str]]:
    """Every field of ``card`` as (label, text) pairs, vocabulary ids shown by name.

    >>> from deckcheck.catalog.load import load_catalogue
    >>> dict(describe(load_catalogue("ccs").cards["CS1"], load_catalogue("ccs")))["Set"]
    'Starter Deck (SD, 2001)'
    """
    vocabularies = _vocabularies(catalogue)
    card_set = catalogue.sets.get(card.set)
    lines = [("Id", card.id), ("Name", card.name)]
    where = f"{card_set.name} ({card_set.code}, {card_set.year})" if card_set else card.set
    lines.append(("Set", where))
    for key, value in card.fields.items():
        if key in ("id", "name"):
            continue
        if key == "characters":
            lines.append(
                ("Characters", "; ".join(_character_line(c, catalogue) for c in card.characters))
            )
        elif key == "elements" and not card.elements:
            lines.append(("Elements", _none_label(catalogue, "elements") or "none"))
        elif isinstance(value, str) and "\n" in value:
            lines.append((_label(key), value))
        else:
            lines.append((_label(key), _shown(value, vocabularies.get(key))))
    return lines


def card_detail(card: Card, catalogue: Catalogue) -> dict[str, Any]:
    """A card's own fields (as in :func:`card_record`) plus the names behind its ids: the
    set's name, each vocabulary term's name and the characters with their aliases."""
    keys = (*_FIRST, *(key for key in card.fields if key not in _FIRST))
    detail = card_record(card, keys)
    card_set = catalogue.sets.get(card.set)
    detail["set_name"] = card_set.name if card_set else None
    names: dict[str, Any] = {}
    for attribute, vocabulary in _vocabularies(catalogue).items():
        value = card.fields.get(attribute)
        if isinstance(value, list):
            names[attribute] = [vocabulary.name(str(v)) for v in value]
        elif isinstance(value, str):
            names[attribute] = vocabulary.name(value)
    detail["names"] = names
    if card.characters:
        detail["character_details"] = [
            {
                "id": term.id,
                "name": term.name,
                "aliases": list(term.aliases),
                **{k: _plain(v) for k, v in term.extra.items()},
            }
            for term in (catalogue.info.characters.terms.get(c) for c in card.characters)
            if term is not None
        ]
    return detail

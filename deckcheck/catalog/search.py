"""Card search: compile a query against a catalogue once, then test cards cheaply.

:func:`compile_query` turns the syntax tree of :mod:`deckcheck.catalog.query` into a
:data:`Predicate`: aliases become vocabulary ids, set names become set codes, numbers
are parsed and regular expressions compiled, all through the game's field table
(:mod:`deckcheck.catalog.fields`). :func:`matches` is then a pure function of a card
and a predicate. Command-line filters (``--element fire``) become terms of the same
tree (:func:`options_node`), so they mean exactly what the query keys mean.

>>> from deckcheck.catalog.load import load_catalogue
>>> ccs = load_catalogue("ccs")
>>> [card.id for card in search(ccs, "windy").cards]
['CS1']
>>> result = search(ccs, "e:fire t:capture pow>=4000", sort="-power,name", limit=3)
>>> result.matched, [(c.id, c.power) for c in result.cards]
(13, [('C27', 5000), ('C106', 5000), ('C52', 5000)])
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from deckcheck.catalog.fields import Field, FieldTable, Kind, field_table, games_with_key
from deckcheck.catalog.model import Card, Catalogue, Vocabulary, fold
from deckcheck.catalog.query import (
    OPERATORS,
    And,
    Node,
    Not,
    Or,
    QuerySyntaxError,
    Term,
    keys_of,
    parse,
    terms_of,
)
from deckcheck.errors import UsageError

# --- Predicates: the compiled form of a query -------------------------------------------


@dataclass(frozen=True)
class HasAny:
    """The card's value (or one of its values) for ``attribute`` is one of ``ids``."""

    attribute: str
    ids: frozenset[str]


@dataclass(frozen=True)
class HasKeyword:
    """The card has one of the keywords ``ids`` (``of_card`` lists a card's keywords)."""

    of_card: Callable[[Card], tuple[str, ...]]
    ids: frozenset[str]


@dataclass(frozen=True)
class HasPrintedKeyword:
    """The card prints one of the keywords with its number ``tokens`` (``armour-1``;
    ``printed`` lists a card's)."""

    printed: Callable[[Card], tuple[str, ...]]
    tokens: frozenset[str]


@dataclass(frozen=True)
class IsEmpty:
    """The card has no value for ``attribute`` (a Berserk neutral card has no element)."""

    attribute: str


@dataclass(frozen=True)
class Compare:
    """A number field compared with ``value``; a card without the field never matches."""

    attribute: str
    op: str
    value: int


@dataclass(frozen=True)
class Contains:
    """The text contains ``needle``; both are compared in :func:`~model.fold` form."""

    attribute: str
    needle: str


@dataclass(frozen=True)
class Equals:
    """The whole text equals ``value`` in :func:`~model.fold` form."""

    attribute: str
    value: str


@dataclass(frozen=True)
class Regex:
    """The text contains a match of ``pattern`` (compiled case-insensitive)."""

    attribute: str
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class HasFlag:
    """A true/false field is true (absent counts as false)."""

    attribute: str


@dataclass(frozen=True)
class Negated:
    part: Predicate


@dataclass(frozen=True)
class AllOf:
    """Every part matches; ``AllOf(())`` matches every card."""

    parts: tuple[Predicate, ...]


@dataclass(frozen=True)
class AnyOf:
    parts: tuple[Predicate, ...]


Predicate = (
    HasAny
    | HasKeyword
    | HasPrintedKeyword
    | IsEmpty
    | Compare
    | Contains
    | Equals
    | Regex
    | HasFlag
    | Negated
    | AllOf
    | AnyOf
)

#: Card attributes that hold one string (everything else is read from ``Card.fields``).
_SCALAR_ATTRIBUTES = frozenset({"id", "name", "type", "rarity", "set"})

_folded = lru_cache(maxsize=8192)(fold)


def card_values(card: Card, attribute: str) -> tuple[str, ...]:
    """The vocabulary ids (or set code) a card has for ``attribute``."""
    if attribute == "elements":
        return card.elements
    if attribute in _SCALAR_ATTRIBUTES:
        return (str(getattr(card, attribute)),)
    return card.names(attribute)


def card_text(card: Card, attribute: str) -> str | None:
    """A text attribute of a card (name, id, rules text, flavour ...) or None."""
    if attribute in _SCALAR_ATTRIBUTES:
        return str(getattr(card, attribute))
    value = card.fields.get(attribute)
    return value if isinstance(value, str) else None


def _compare(left: int, op: str, right: int) -> bool:
    if op == "=":
        return left == right
    if op == "!=":
        return left != right
    if op == "<":
        return left < right
    if op == "<=":
        return left <= right
    if op == ">":
        return left > right
    return left >= right


def matches(card: Card, predicate: Predicate) -> bool:
    """Whether ``card`` satisfies a compiled query."""
    if isinstance(predicate, AllOf):
        return all(matches(card, part) for part in predicate.parts)
    if isinstance(predicate, AnyOf):
        return any(matches(card, part) for part in predicate.parts)
    if isinstance(predicate, Negated):
        return not matches(card, predicate.part)
    if isinstance(predicate, HasAny):
        return any(value in predicate.ids for value in card_values(card, predicate.attribute))
    if isinstance(predicate, HasKeyword):
        return not predicate.ids.isdisjoint(predicate.of_card(card))
    if isinstance(predicate, HasPrintedKeyword):
        return not predicate.tokens.isdisjoint(predicate.printed(card))
    if isinstance(predicate, IsEmpty):
        return not card_values(card, predicate.attribute)
    if isinstance(predicate, Compare):
        number = card.number(predicate.attribute)
        return number is not None and _compare(number, predicate.op, predicate.value)
    if isinstance(predicate, HasFlag):
        return card.flag(predicate.attribute)
    text = card_text(card, predicate.attribute)
    if text is None:
        return False
    if isinstance(predicate, Contains):
        return predicate.needle in _folded(text)
    if isinstance(predicate, Equals):
        return predicate.value == _folded(text)
    return predicate.pattern.search(text) is not None


# --- Compiling ----------------------------------------------------------------------------


def _hint(close: Sequence[str]) -> str:
    return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


def _quoted(value: str) -> str:
    """A value as a query writes it: in quotes when it has a space."""
    return f'"{value}"' if any(ch.isspace() for ch in value) else value


#: A keyword with its printed number: ``броня 1``, ``выстрел 1-2-2`` (folded: ``1 2 2``),
#: ``броня1``; or with an X the card's text defines (``отравление x``).
_NUMBERED = (re.compile(r"(.+?)\s*([0-9]+(?:\s+[0-9]+)*)"), re.compile(r"(.+?)\s+([xх])"))


def _keyword_and_number(value: str) -> tuple[str, str] | None:
    """``'Выстрел 1-2-2'`` -> ``('выстрел', '1-2-2')``; None without a number."""
    folded = fold(value)
    for pattern in _NUMBERED:
        match = pattern.fullmatch(folded)
        if match is not None:
            return match.group(1), "-".join(match.group(2).replace("х", "x").split())
    return None


def _name_field(table: FieldTable) -> Field:
    """The field a bare word searches (every game has one)."""
    found = table.key("name")
    assert found is not None
    return found


class _Compiler:
    def __init__(self, catalogue: Catalogue, text: str):
        self.catalogue = catalogue
        self.table = field_table(catalogue.game)
        self.text = text

    def error(
        self,
        term: Term,
        message: str,
        column: int | None = None,
        length: int | None = None,
        *,
        unknown: bool = False,
    ) -> UsageError:
        """A located error; ``unknown``: about a key or value this game does not know
        (the error then names its game, for a command that chose the game itself)."""
        game = self.catalogue.game if unknown else None
        if term.option is not None:
            return UsageError(f"{term.option}: {message}", code="BAD_OPTION", game=game)
        return QuerySyntaxError(
            message,
            self.text,
            column if column is not None else term.column,
            length if length is not None else term.length,
            game=game,
        )

    def value_error(self, term: Term, message: str, *, unknown: bool = False) -> UsageError:
        length = term.column + term.length - term.value_column
        return self.error(term, message, term.value_column, length, unknown=unknown)

    def node(self, node: Node) -> Predicate:
        if isinstance(node, Term):
            return self.term(node)
        if isinstance(node, Not):
            return Negated(self.node(node.part))
        parts = tuple(self.node(part) for part in node.parts)
        if isinstance(node, And):
            return parts[0] if len(parts) == 1 else AllOf(parts)
        return parts[0] if len(parts) == 1 else AnyOf(parts)

    def term(self, term: Term) -> Predicate:
        if term.key is None:
            return self.text_field(term, _name_field(self.table))
        if term.key in ("is", "not"):
            return self.flag(term)
        found = self.table.key(term.key)
        if found is None:
            flag = self.table.flag(term.key)
            if flag is not None:
                raise self.error(term, f"{term.key} is a property: write is:{term.key}")
            known = ", ".join(self.table.query_keys())
            raise self.error(
                term,
                f"unknown key {term.key!r} for {self.catalogue.game}"
                + (_hint(self.table.suggest_key(term.key)) or f" (keys: {known})"),
                term.column,
                len(term.key),
                unknown=True,
            )
        if found.kind is Kind.NUMBER:
            return self.number(term, found)
        if term.op not in (":", "=", "!="):
            raise self.error(
                term,
                f"{found.name} cannot be compared with {term.op!r}; use ':', '=' or '!='",
                term.op_column,
                len(term.op),
            )
        if found.kind is Kind.TEXT:
            predicate = self.text_field(term, found)
        elif found.kind is Kind.ID:
            predicate = self.id_field(term, found)
        elif found.kind is Kind.SET:
            predicate = self.set_field(term, found)
        elif found.kind is Kind.KEYWORD:
            predicate = self.keyword_field(term, found)
        else:
            predicate = self.vocabulary_field(term, found)
        return Negated(predicate) if term.op == "!=" else predicate

    def flag(self, term: Term) -> Predicate:
        if term.op not in (":", "="):
            raise self.error(term, f"{term.key} takes ':', not {term.op!r}", term.op_column)
        found = self.table.flag(term.value)
        if found is None or term.regex:
            flags = [f"is:{k}" for f in self.table if f.kind is Kind.FLAG for k in f.keys]
            words = [k for f in self.table if f.kind is Kind.FLAG for k in f.keys]
            close = difflib.get_close_matches(term.value.lower(), words, n=3, cutoff=0.6)
            game = self.catalogue.game
            known = f" (known: {', '.join(flags)})" if flags else f" ({game} cards have none)"
            raise self.value_error(
                term,
                f"unknown property {term.key}:{term.value}"
                + (_hint([f"{term.key}:{c}" for c in close]) or known),
                unknown=True,
            )
        predicate = HasFlag(found.attribute)
        return Negated(predicate) if term.key == "not" else predicate

    def number(self, term: Term, found: Field) -> Predicate:
        value = term.value.strip()
        if term.regex or not re.fullmatch(r"[+-]?[0-9]+", value):
            raise self.value_error(term, f"{found.name} needs a whole number, got {value!r}")
        op = "=" if term.op == ":" else term.op
        return Compare(found.attribute, op, int(value))

    def text_field(self, term: Term, found: Field) -> Predicate:
        if term.regex:
            return Regex(found.attribute, self.pattern(term))
        if term.op == ":":
            return Contains(found.attribute, fold(term.value))
        return Equals(found.attribute, fold(term.value))

    def id_field(self, term: Term, found: Field) -> Predicate:
        if term.regex:
            return Regex(found.attribute, self.pattern(term))
        return Equals(found.attribute, fold(term.value))

    def pattern(self, term: Term) -> re.Pattern[str]:
        try:
            return re.compile(term.value, re.IGNORECASE)
        except re.error as err:
            offset = err.pos if err.pos is not None else 0
            column = term.value_column + 1 + min(offset, len(term.value))
            raise self.error(term, f"bad regular expression: {err.msg}", column, 1) from None
        except (RecursionError, OverflowError, ValueError) as err:
            raise self.value_error(term, f"bad regular expression: {err}") from None

    def set_field(self, term: Term, found: Field) -> Predicate:
        if term.regex:
            raise self.value_error(term, "a set is named by its code, name or alias, not a regex")
        codes = frozenset(s.code for s in self.catalogue.sets.values() if s.matches(term.value))
        if not codes:
            spellings = [
                spelling
                for s in self.catalogue.sets.values()
                for spelling in (s.code, s.name, *s.aliases)
            ]
            by_fold = {fold(s): s for s in spellings}
            close = difflib.get_close_matches(fold(term.value), list(by_fold), n=3, cutoff=0.6)
            known = ", ".join(f"{s.code} ({s.name})" for s in self.catalogue.sets.values())
            raise self.value_error(
                term,
                f"unknown set {term.value!r}"
                + (_hint([by_fold[c] for c in close]) or f" (sets: {known})"),
                unknown=True,
            )
        return HasAny(found.attribute, codes)

    def keyword_field(self, term: Term, found: Field) -> Predicate:
        assert found.keywords is not None
        vocabulary = found.keywords.vocabulary()
        if term.regex:
            raise self.value_error(term, f"{found.name} takes a name, not a regular expression")
        ids = vocabulary.lookup(term.value) or vocabulary.lookup(term.value.replace(" ", "_"))
        if ids:
            return HasKeyword(found.keywords.of_card, frozenset(ids))
        numbered = _keyword_and_number(term.value)
        if numbered is not None and vocabulary.lookup(numbered[0]):
            return self.numbered_keyword(term, found, *numbered)
        raise self.value_error(
            term,
            self.elsewhere(term, found.name)
            or f"unknown {vocabulary.kind} {term.value!r} for {self.catalogue.game}"
            + (_hint(vocabulary.suggest(term.value)) or f" (known: {', '.join(vocabulary.terms)})"),
            unknown=True,
        )

    def numbered_keyword(self, term: Term, found: Field, name: str, number: str) -> Predicate:
        """``kw:"броня 1"``: the cards that print the keyword with that number."""
        assert found.keywords is not None
        vocabulary = found.keywords.vocabulary()
        ids = vocabulary.lookup(name)
        key = term.key or found.keys[0]
        printed = found.keywords.printed
        if printed is None:
            raise self.value_error(
                term,
                f"{vocabulary.kind}s of {self.catalogue.game} have no number: "
                f"write {key}:{_quoted(name)}",
            )
        if not any(
            token.partition("-")[0] in ids and "-" in token
            for card in self.catalogue
            for token in printed(card)
        ):
            raise self.value_error(
                term,
                f"{vocabulary.name(ids[0])} is printed without a number: "
                f"write {key}:{_quoted(name)}",
            )
        return HasPrintedKeyword(printed, frozenset(f"{i}-{number}" for i in ids))

    def elsewhere(self, term: Term, field_name: str) -> str | None:
        """What to write for a value another key of this game takes (``kw:elite`` ->
        ``is:elite``, ``kw:паразит`` -> ``sub:паразит``), as a message; else None."""
        value = term.value.strip()
        if self.table.flag(value) is not None:
            what, write = "property", f"is:{value}"
        else:
            other = next(
                (
                    f
                    for f in self.table
                    if f.kind is Kind.VOCABULARY
                    and f.vocabulary is not None
                    and getattr(self.catalogue.info, f.vocabulary).lookup(value)
                ),
                None,
            )
            if other is None:
                return None
            what, write = other.name, f"{other.keys[0]}:{_quoted(value)}"
        game = self.catalogue.game
        return f"{value!r} is a {what} of {game} cards, not a {field_name}: write {write}"

    def vocabulary_field(self, term: Term, found: Field) -> Predicate:
        assert found.vocabulary is not None
        vocabulary: Vocabulary = getattr(self.catalogue.info, found.vocabulary)
        if term.regex:
            raise self.value_error(term, f"{found.name} takes a name, not a regular expression")
        if fold(term.value) in {fold(word) for word in found.none_words}:
            return IsEmpty(found.attribute)
        ids = vocabulary.lookup(term.value)
        if ids:
            return HasAny(found.attribute, frozenset(ids))
        also = found.also
        if also is not None and also.vocabulary is not None:
            also_ids = getattr(self.catalogue.info, also.vocabulary).lookup(term.value)
            if also_ids:
                return HasAny(also.attribute, frozenset(also_ids))
        close = vocabulary.suggest(term.value) + difflib.get_close_matches(
            fold(term.value), [fold(w) for w in found.none_words], n=1, cutoff=0.6
        )
        terms = [*vocabulary.terms, *found.none_words[:1]]
        if also is not None and also.vocabulary is not None:
            also_vocabulary: Vocabulary = getattr(self.catalogue.info, also.vocabulary)
            close += also_vocabulary.suggest(term.value)
            terms += also_vocabulary.terms
        raise self.value_error(
            term,
            f"unknown {vocabulary.kind} {term.value!r} for {self.catalogue.game}"
            # The values a player can type, not the file they come from: a player never
            # sees the catalogue's files, and the query keys are in --help.
            + (
                _hint(close[:3])
                or f" (known: {', '.join(terms)}, each also by its name or an alias; "
                "the query keys: deckcheck cards --help)"
            ),
            unknown=True,
        )


def compile_query(node: Node, catalogue: Catalogue, text: str = "") -> Predicate:
    """Resolve a syntax tree against ``catalogue``; ``text`` is the query, for errors.

    Raises :class:`~deckcheck.catalog.query.QuerySyntaxError` (located) for a query term
    and :class:`~deckcheck.errors.UsageError` for a term built from an option.
    """
    return _Compiler(catalogue, text).node(node)


def split_comparison(raw: str) -> tuple[str, str]:
    """``'>=4000'`` -> ``('>=', '4000')``; a bare value compares with ``'='``."""
    text = raw.strip()
    for op in OPERATORS:
        if text.startswith(op):
            return ("=" if op == ":" else op), text[len(op) :].strip()
    return "=", text


def options_node(table: FieldTable, options: Sequence[tuple[str, str]]) -> Node:
    """Command-line filters as a query tree: ``[("element", "fire"), ("power", ">=4000")]``.

    Repeating a vocabulary or set option means any of its values (``--element fire
    --element water``); repeating a number option means all of them, so two give a range
    (``--power '>=3000' --power '<5000'``). Different options must all match.
    """
    groups: dict[str, list[Term]] = {}
    kinds: dict[str, Kind] = {}
    for name, raw in options:
        option = f"--{name}"
        found = table.named(name)
        if found is None or found.kind is Kind.FLAG:
            raise UsageError(
                f"{option} does not apply to {table.game} cards", code="BAD_OPTION", game=table.game
            )
        if found.kind is Kind.NUMBER:
            op, value = split_comparison(raw)
        else:
            op, value = ":", raw
        term = Term(key=found.keys[0], op=op, value=value, option=option)
        groups.setdefault(found.name, []).append(term)
        kinds[found.name] = found.kind
    parts: list[Node] = []
    for name, group in groups.items():
        if len(group) == 1:
            parts.append(group[0])
        elif kinds[name] is Kind.NUMBER:
            parts.append(And(tuple(group)))
        else:
            parts.append(Or(tuple(group)))
    return And(tuple(parts))


# --- Order ----------------------------------------------------------------------------------

_DIGITS = re.compile(r"(\d+)")


def natural_key(card_id: str) -> tuple[tuple[int, str | int], ...]:
    """A sort key that orders numbers by value: ``C2`` before ``C10``, ``CS1`` after ``C99``."""
    key: list[tuple[int, str | int]] = []
    for i, part in enumerate(_DIGITS.split(card_id.upper())):
        if part:
            key.append((1, int(part)) if i % 2 else (0, part))
    return tuple(key)


def set_ranks(catalogue: Catalogue) -> dict[str, int]:
    """Sets in release order: by year, then by the number of each set's first card.

    (Card Captor Sakura numbers its cards across sets: the Starter Deck opens with CS1,
    Series 1 with CS17, Series 2 with CS29, Power of the Guardians with CS53.)
    """
    first: dict[str, str] = {}
    for card in catalogue:
        first.setdefault(card.set, card.id)
    ordered = sorted(
        catalogue.sets.values(),
        key=lambda s: (s.year, natural_key(first.get(s.code, "")), s.code),
    )
    return {card_set.code: rank for rank, card_set in enumerate(ordered)}


def default_order(catalogue: Catalogue) -> list[Card]:
    """Every card in set order, then natural id order."""
    ranks = set_ranks(catalogue)
    return sorted(catalogue, key=lambda c: (ranks.get(c.set, len(ranks)), natural_key(c.id)))


@dataclass(frozen=True)
class SortKey:
    field: Field
    descending: bool = False


def parse_sort(spec: str, table: FieldTable) -> tuple[SortKey, ...]:
    """``"power,-name"`` -> sort keys; ``-`` sorts that key in descending order."""
    keys: list[SortKey] = []
    for raw in spec.split(","):
        word = raw.strip()
        if not word:
            continue
        descending = word.startswith("-")
        name = word.lstrip("+-").strip()
        found = table.named(name)
        if found is None:
            names = [f.name for f in table]
            close = difflib.get_close_matches(name.lower(), names, n=3, cutoff=0.5)
            raise UsageError(
                f"unknown sort key {name!r} for {table.game}"
                + (_hint(close) or f" (sort keys: {', '.join(names)})"),
                code="BAD_OPTION",
                game=table.game,
            )
        keys.append(SortKey(found, descending))
    return tuple(keys)


def _sort_function(
    field: Field, catalogue: Catalogue, ranks: dict[str, int]
) -> Callable[[Card], Any]:
    """A card's sort value for ``field``, or None when it has none."""
    if field.keywords is not None:  # its keyword ids in order (kw: armour before dash)
        of_card = field.keywords.of_card
        return lambda card: tuple(sorted(of_card(card))) or None
    if field.kind is Kind.NUMBER:
        return lambda card: card.number(field.attribute)
    if field.kind is Kind.FLAG:
        return lambda card: card.flag(field.attribute)
    if field.kind is Kind.ID:
        return lambda card: natural_key(card.id)
    if field.kind is Kind.SET:
        return lambda card: ranks.get(card.set, len(ranks))
    if field.kind is Kind.TEXT:

        def text_value(card: Card) -> str | None:
            text = card_text(card, field.attribute)
            return None if text is None else _folded(text)

        return text_value
    assert field.vocabulary is not None
    vocabulary: Vocabulary = getattr(catalogue.info, field.vocabulary)
    order = {term_id: i for i, term_id in enumerate(vocabulary.terms)}

    def vocabulary_value(card: Card) -> tuple[int, ...] | None:
        values = card_values(card, field.attribute)
        return tuple(order.get(v, len(order)) for v in values) or None

    return vocabulary_value


def sort_cards(cards: Iterable[Card], keys: Sequence[SortKey], catalogue: Catalogue) -> list[Card]:
    """``cards`` sorted by ``keys``; ties keep their incoming order, and cards without a
    value for a key (a Strategy card's power) come last whichever the direction."""
    ordered = list(cards)
    ranks = set_ranks(catalogue)
    for key in reversed(keys):
        value_of = _sort_function(key.field, catalogue, ranks)
        valued = [(c, value_of(c)) for c in ordered]
        present = [pair for pair in valued if pair[1] is not None]
        present.sort(key=lambda pair: pair[1], reverse=key.descending)
        ordered = [c for c, _ in present] + [c for c, value in valued if value is None]
    return ordered


# --- Search ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SearchResult:
    """The cards to show, how many matched before ``limit``, and the catalogue's size."""

    cards: tuple[Card, ...]
    matched: int
    total: int
    #: Whether a query or an option narrowed the catalogue.
    filtered: bool


def build_predicate(
    catalogue: Catalogue, query: str = "", options: Sequence[tuple[str, str]] = ()
) -> Predicate:
    """The compiled conjunction of a query and command-line filters."""
    tree = parse(query)
    filters = options_node(field_table(catalogue.game), options)
    return compile_query(And((tree, filters)), catalogue, query)


def search(
    catalogue: Catalogue,
    query: str = "",
    options: Sequence[tuple[str, str]] = (),
    sort: str | None = None,
    limit: int | None = None,
    within: Container[str] | None = None,
) -> SearchResult:
    """The cards matching ``query`` and ``options``, sorted and cut to ``limit``.

    ``within``, when given, keeps only the cards whose ids it contains (the cards a
    player owns, for ``deckcheck cards --owned``).
    """
    predicate = build_predicate(catalogue, query, options)
    keys = parse_sort(sort, field_table(catalogue.game)) if sort else ()
    found = [
        card
        for card in default_order(catalogue)
        if (within is None or card.id in within) and matches(card, predicate)
    ]
    if keys:
        found = sort_cards(found, keys, catalogue)
    shown = found if limit is None else found[: max(0, limit)]
    return SearchResult(
        cards=tuple(shown),
        matched=len(found),
        total=len(catalogue),
        filtered=bool(query.strip() or options) or within is not None,
    )


# --- One card by id or name -----------------------------------------------------------------


def close_names(catalogue: Catalogue, query: str) -> list[tuple[str, list[str]]]:
    """The names a query searches (bare words, ``name:``) that no card's name contains,
    each with the card names and name words close to it ("did you mean"), as printed:
    ``[('Кочевнк', ['Кочевник'])]``. Nothing for a query that does not parse."""
    try:
        terms = terms_of(parse(query), negated=False)
    except QuerySyntaxError:
        return []
    name = _name_field(field_table(catalogue.game))
    searched = [
        t.value
        for t in terms
        if not t.regex
        and t.op == ":"
        and (t.key is None or t.key.lower() in name.keys)
        and fold(t.value)
    ]
    names = [card.name for card in catalogue]
    printed: dict[str, str] = {}
    for card_name in names:
        for spelling in (card_name, *re.findall(r"\w+(?:['’-]\w+)*", card_name)):
            printed.setdefault(fold(spelling), spelling)
    folded = [fold(n) for n in names]
    found = []
    for value in searched:
        wanted = fold(value)
        if any(wanted in n for n in folded):
            continue
        close = difflib.get_close_matches(wanted, list(printed), n=3, cutoff=0.7)
        found.append((value, [printed[c] for c in close]))
    return found


# --- The game a query or a name is about ----------------------------------------------------


@dataclass(frozen=True)
class GameGuess:
    """The game a query is about when the user did not say (:func:`guess_game`)."""

    game: str
    #: Why it is not the default game, when the query alone does not show it (the
    #: default had no match): a line to show the user, else None.
    note: str | None = None


def writing_systems(text: str) -> frozenset[str]:
    """The writing systems of the letters of ``text``: LATIN, CYRILLIC, CJK ..."""
    return frozenset(unicodedata.name(ch, "?").partition(" ")[0] for ch in text if ch.isalpha())


def written_in(spellings: Iterable[str], scripts: frozenset[str]) -> bool:
    """Whether ``spellings`` use every one of ``scripts`` (stops at the first that do)."""
    missing = set(scripts)
    for spelling in spellings:
        if not missing:
            break
        missing -= writing_systems(spelling)
    return not missing


def _spellings(catalogue: Catalogue, found: Field) -> Iterator[str]:
    """Every value the game's cards and words have for a field (names, vocabulary terms,
    set names, keywords), to tell which writing systems the field is written in."""
    if found.kind in (Kind.TEXT, Kind.ID):
        for card in catalogue:
            text = card_text(card, found.attribute)
            if text:
                yield text
    elif found.kind is Kind.SET:
        for card_set in catalogue.sets.values():
            yield from (card_set.code, card_set.name, *card_set.aliases)
    elif found.kind is Kind.KEYWORD and found.keywords is not None:
        for term in found.keywords.vocabulary():
            yield from term.spellings()
    elif found.kind is Kind.VOCABULARY:
        yield from found.none_words
        for field in (found, found.also):
            if field is not None and field.vocabulary is not None:
                for term in getattr(catalogue.info, field.vocabulary):
                    yield from term.spellings()


def _query_written_for(catalogue: Catalogue, terms: Sequence[Term]) -> bool:
    """Whether each value of a query is written as the game writes that field: in the
    writing systems of its names (``kw:яд`` is Cyrillic, as only Berserk's keywords are;
    ``Кочевнк`` as only Berserk's card names). A key the game lacks fails."""
    table = field_table(catalogue.game)
    for term in terms:
        if term.key in ("is", "not"):
            continue
        found = _name_field(table) if term.key is None else table.key(term.key)
        if found is None:
            return False
        if found.kind in (Kind.NUMBER, Kind.FLAG):
            continue
        value = re.sub(r"\\.", "", term.value) if term.regex else term.value
        scripts = writing_systems(value)
        if scripts and not written_in(_spellings(catalogue, found), scripts):
            return False
    return True


def choose_game(
    games: Sequence[str],
    load: Callable[[str], Catalogue],
    keys: Sequence[str],
    judge: Callable[[Catalogue], Callable[[], bool] | None],
    written_for: Callable[[Catalogue], bool],
) -> GameGuess:
    """The game of ``games`` (the default first) a query or a card's name is about:

    1. the only game with a key it uses (``cost>3``: berserk);
    2. else the only game where it is valid (``judge`` gives None where it is not:
       ``e:steppes`` is an element of berserk only);
    3. else the default if a card of it answers (``judge``'s function says), else the
       only other game where one does (``лучница``; with a note saying so);
    4. when no card answers anywhere, the only game whose words are written in the
       writing systems of its words (``written_for``: ``kw:яд``, ``Кочевнк``);
    5. else the default, which then reports the error or finds nothing.
    """
    default = games[0]
    for key in keys:
        having = [game for game in games_with_key(key) if game in games]
        if len(having) == 1:
            return GameGuess(having[0])
    judged: dict[str, Callable[[], bool]] = {}
    for game in games:
        answers = judge(load(game))
        if answers is not None:
            judged[game] = answers
    if len(judged) == 1:
        return GameGuess(next(iter(judged)))
    if default in judged and judged[default]():
        return GameGuess(default)
    answering = [game for game, answers in judged.items() if game != default and answers()]
    if len(answering) == 1:
        other = answering[0]
        return GameGuess(
            other,
            f"no {load(default).info.name} card matches; these are {load(other).info.name} "
            f"cards (--game {other}; --game {default} searches {default} only)",
        )
    if not answering:
        written = [game for game in (judged or games) if written_for(load(game))]
        if len(written) == 1:
            return GameGuess(written[0])
    return GameGuess(default)


def guess_game(
    query: str,
    options: Sequence[tuple[str, str]],
    games: Sequence[str],
    load: Callable[[str], Catalogue],
) -> GameGuess:
    """The game of ``games`` (the default first) a card query is about (``deckcheck
    cards``; :func:`choose_game` says how): a card answers when it matches the query.
    A query valid in no game, and of no game's writing, is the default's, which reports
    the error."""
    default = games[0]
    if not (query.strip() or options):  # every card of the default game
        return GameGuess(default)
    try:
        tree = parse(query)
    except QuerySyntaxError:
        return GameGuess(default)
    keys = keys_of(tree) + [field for field, _ in options]
    terms = terms_of(tree) + [Term(key=field, op=":", value=value) for field, value in options]

    def judge(catalogue: Catalogue) -> Callable[[], bool] | None:
        try:
            predicate = build_predicate(catalogue, query, options)
        except (QuerySyntaxError, UsageError):
            return None
        return lambda: any(matches(card, predicate) for card in catalogue)

    return choose_game(
        games, load, keys, judge, lambda catalogue: _query_written_for(catalogue, terms)
    )

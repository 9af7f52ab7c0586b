"""Building a legal deck: the format's limits as an integer program, solved exactly.

Every limit kind of ``formats.yaml`` is a linear counting constraint over the copies
``x[c]`` of each card ``c`` (an integer from 0 to its upper bound):

* ``size`` — ``min <= sum(x[c] for c in section) <= max``;
* ``count_where`` — the same sum over the cards the filter matches;
* ``distinct`` — a 0/1 variable ``y[v]`` per value ``v`` of the field: ``y[v] <= sum of
  x[c] over cards with v`` counts the values present (for ``min``), ``x[c] <= ub[c] *
  y[v]`` forces ``y[v]`` on (for ``max``), and ``min <= sum(y) <= max``;
* ``copies`` — ``x[c] <= max`` per id, ``sum(x[c] for c of one name) <= max`` per name.

The builder adds its own goals, each a group of rows like a limit's:

* a size per section (``--size``; default the least the format allows);
* at most ``--max-copies`` copies of a card where the format sets no copy limit;
* the cards owned (``--collection``) and the chosen elements (``--elements``): cards of
  the player's deck must share an element with the choice (neutral cards always may), and
  every chosen element has a card in each section that has cards with elements;
* Card Captor Sakura: Capture cards that can catch every spirit element of the spirit
  deck (the game profile's ``cover``), ``--catch`` copies per element. This is a builder goal, not a
  format limit: a spirit of an element no Capture card in the deck has can never be caught.

The objective is a random weight per card (from ``--seed``), plus a bonus for cards of
the chosen elements, so each seed picks a different deck among the legal ones and the
same seed always picks the same deck. The deck found is validated before it is returned
(:func:`build_deck` never returns an illegal deck).

When no deck exists, :func:`build_deck` raises :class:`BuildImpossible` saying which
limits cannot be met and why: first each group alone against the cards available ("you
own only 2 Capture cards of power 2000; short needs at least 3"), then a smallest set of
groups that conflict (a deletion filter: drop each group in turn and keep it only if the
rest become solvable), with the most the others allow ("these allow at most 26 cards").

>>> from deckcheck.catalog.load import load_catalogue
>>> from deckcheck.formats.load import load_formats
>>> built = build_deck(load_catalogue("ccs"), load_formats("ccs")["short"], seed=1)
>>> sum(built.sections["deck"].values()), sum(built.sections["spirits"].values())
(30, 12)
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from deckcheck.builder.milp import INF, Model, Solution, solve
from deckcheck.catalog.model import Card, Catalogue, fold
from deckcheck.errors import DeckcheckError, UsageError
from deckcheck.formats.collection import Collection, not_owned
from deckcheck.formats.decks import Deck, make_entry
from deckcheck.formats.model import Format, Limit, card_value, field_word
from deckcheck.formats.validate import Violation, read_deck
from deckcheck.games import Cover, profile

#: Where the format sets no copy limit, the builder puts at most this many of a card.
DEFAULT_MAX_COPIES = 3
#: The largest number of cards the builder is asked for (``--size``, ``--at-least``,
#: ``--catch``): HiGHS solves in floating point, which holds whole numbers exactly up to
#: 2**53 only; past it the deck made would not be the one asked for (and far past it the
#: solver gives up). Every count up to it is one the deck readers take.
MAX_BUILD_COUNT = 2**53


class BuildImpossible(DeckcheckError):
    """No deck meets the request; ``reasons`` say which limits and why (exit code 1)."""

    exit_code = 1

    def __init__(self, reasons: Sequence[str]):
        self.reasons = list(reasons)
        super().__init__("no legal deck: " + "; ".join(self.reasons), code="NO_LEGAL_DECK")


@dataclass(frozen=True)
class BuildOptions:
    """What the player asks of the builder besides the format."""

    elements: tuple[str, ...] = ()
    seed: int = 0
    collection: Collection | None = None
    #: Copies of one card where the format has no copy limit.
    max_copies: int = DEFAULT_MAX_COPIES
    #: Section key -> number of cards; default: the least each section may hold.
    sizes: Mapping[str, int] = field(default_factory=dict)
    #: Cards of the covering types per covered value (CCS: Capture cards per spirit
    #: element); 0 turns the goal off.
    catch: int = 1
    #: Card type -> the least copies of that type (default: the profile's ``shares`` of it).
    at_least: Mapping[str, int] | None = None
    time_limit: float = 30.0


@dataclass(frozen=True)
class BuiltDeck:
    """A legal deck: card id -> copies per section, and how it was found."""

    game: str
    format: Format
    sections: Mapping[str, Mapping[str, int]]
    seed: int
    seconds: float
    objective: float

    def deck(self, file: str = "<built>", name: str | None = None) -> Deck:
        return deck_of(self.game, self.format, self.sections, file, name)

    def counts(self) -> dict[str, int]:
        """Every card of every section: the flat ``{id: copies}`` the engines play."""
        return {card: n for cards in self.sections.values() for card, n in cards.items()}

    def size(self, section: str) -> int:
        return sum(self.sections.get(section, {}).values())


def deck_of(
    game: str,
    fmt: Format,
    sections: Mapping[str, Mapping[str, int]],
    file: str = "<built>",
    name: str | None = None,
) -> Deck:
    """A :class:`Deck` of ``{section: {id: copies}}``, for the validator."""
    line = 0
    out = {}
    for key, cards in sections.items():
        entries = []
        for card_id, count in cards.items():
            line += 1
            entries.append(make_entry(card_id, count, str(count), file, (line, 1)))
        out[key] = tuple(entries)
    return Deck(file, game, name, fmt.key, out)


# --- the model ------------------------------------------------------------------------------


@dataclass
class _Problem:
    """The integer program of one build request, with what explanations need."""

    catalogue: Catalogue
    fmt: Format
    options: BuildOptions
    elements: tuple[str, ...]
    model: Model = field(default_factory=Model)
    #: Card id -> its variable; section -> its cards (the pool).
    var: dict[str, int] = field(default_factory=dict)
    pool: dict[str, list[Card]] = field(default_factory=dict)
    #: Card id -> the most copies available (owned, of the chosen elements ...).
    upper: dict[str, int] = field(default_factory=dict)
    #: Group -> what it asks, in words (for explanations).
    described: dict[str, str] = field(default_factory=dict)
    #: Group -> (the cards it counts, the least it needs, what they are) for the
    #: "you own only N" check of groups that need a minimum.
    needs: dict[str, tuple[list[Card], int, str]] = field(default_factory=dict)
    targets: dict[str, int] = field(default_factory=dict)

    def type_name(self, card_type: str) -> str:
        return self.catalogue.info.types.name(card_type)

    def cards(self, section: str | None) -> list[Card]:
        if section is None:
            return [card for cards in self.pool.values() for card in cards]
        return self.pool.get(section, [])

    def total(self, cards: Sequence[Card]) -> dict[int, float]:
        return {self.var[card.id]: 1.0 for card in cards}


def _natural(card: Card) -> tuple[tuple[int, str | int], ...]:
    from deckcheck.catalog.search import natural_key

    return natural_key(card.id)


def resolve_elements(catalogue: Catalogue, names: Sequence[str]) -> tuple[str, ...]:
    """Element ids from names, ids or aliases (``fire``, ``Огонь``); unknown ones raise."""
    vocabulary = catalogue.info.elements
    found: list[str] = []
    for name in names:
        ids = vocabulary.lookup(name.strip())
        if not ids:
            close = vocabulary.suggest(name)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise UsageError(
                f"no {catalogue.game} element {name!r}{hint} "
                f"(elements: {', '.join(t.id for t in vocabulary)})",
                code="UNKNOWN_ELEMENT",
            )
        found.extend(i for i in ids if i not in found)
    return tuple(found)


def _copy_caps(fmt: Format, section: str) -> tuple[int | None, bool]:
    """The per-id copy limit on a section (None: none), and whether any per-name limit
    applies to it."""
    per_id: int | None = None
    per_name = False
    for limit in fmt.limits:
        if limit.kind != "copies" or limit.section not in (None, section):
            continue
        if limit.per == "name":
            per_name = True
        elif limit.max is not None:
            per_id = limit.max if per_id is None else min(per_id, limit.max)
    return per_id, per_name


def _size_target(fmt: Format, section: str, asked: int | None) -> int | None:
    sizes = [lim for lim in fmt.limits if lim.kind == "size" and lim.section == section]
    if asked is not None:
        for limit in sizes:
            if not limit.allows(asked):
                raise BuildImpossible(
                    [
                        f"{limit.code}: {fmt.key} needs {limit.expected()} "
                        f"{fmt.sections[section].noun}s in the {fmt.sections[section].name}; "
                        f"--size asks for {asked}"
                    ]
                )
        return asked
    lows = [lim.min for lim in sizes if lim.min is not None]
    highs = [lim.max for lim in sizes if lim.max is not None]
    if lows:
        return max(lows)
    if highs:
        return min(highs)
    return None


def _refuse_huge(options: BuildOptions) -> None:
    """A :class:`UsageError` for a count asked of the builder past :data:`MAX_BUILD_COUNT`."""
    asked = [(f"--size {key}={n}", n) for key, n in options.sizes.items()]
    asked += [(f"--at-least {key}={n}", n) for key, n in (options.at_least or {}).items()]
    asked.append((f"--catch {options.catch}", options.catch))
    for option, n in asked:
        if n > MAX_BUILD_COUNT:
            raise UsageError(
                f"{option}: the builder takes counts up to {MAX_BUILD_COUNT} (2**53, the "
                "largest whole number its solver holds exactly)",
                code="BAD_OPTION",
            )


def _problem(catalogue: Catalogue, fmt: Format, options: BuildOptions) -> _Problem:
    _refuse_huge(options)
    elements = resolve_elements(catalogue, options.elements)
    problem = _Problem(catalogue, fmt, options, elements)
    model = problem.model
    rng = random.Random(options.seed)
    owned = options.collection
    main = next(iter(fmt.sections))
    chosen = set(elements)
    ordered = sorted(catalogue, key=_natural)
    # Every card gets its weight, in id order, so one card's weight does not depend on
    # which others are available.
    weight = {card.id: rng.random() for card in ordered}
    for key in fmt.sections:
        target = _size_target(fmt, key, options.sizes.get(key))
        if target is None:
            raise UsageError(
                f"{fmt.key} sets no size for the {fmt.sections[key].name}: give one with "
                f"--size {key}=N",
                code="NO_SIZE",
            )
        problem.targets[key] = target
    unknown = set(options.sizes) - set(fmt.sections)
    if unknown:
        raise UsageError(
            f"no section {', '.join(sorted(unknown))} in {fmt.game} decks "
            f"(sections: {', '.join(fmt.sections)})",
            code="UNKNOWN_SECTION",
        )

    for card in ordered:
        section = fmt.section_for_type(card.type)
        if section is None:
            continue
        if chosen and section == main and card.elements and not chosen & set(card.elements):
            continue
        upper = problem.targets[section]
        if owned is not None:
            upper = min(upper, owned.copies(card.id))
        if upper <= 0:
            continue
        problem.upper[card.id] = upper
        problem.var[card.id] = model.add_variable(card.id, 0, upper)
        problem.pool.setdefault(section, []).append(card)
        bonus = 1.0 if chosen and section != main and chosen & set(card.elements) else 0.0
        model.objective[problem.var[card.id]] = weight[card.id] + bonus

    for i, limit in enumerate(fmt.limits):
        _limit_rows(problem, f"limit:{i}", limit)

    for key, target in problem.targets.items():
        group = f"size:{key}"
        part = fmt.sections[key]
        model.add_row(problem.total(problem.cards(key)), group, target, target)
        problem.described[group] = (
            f"the builder makes a {part.name} of {target} {part.noun}s (--size {key}=N to change)"
        )
        problem.needs[group] = (
            problem.cards(key),
            target,
            f"{part.noun}s for the {part.name}",
        )

    group = "max-copies"
    problem.described[group] = (
        f"at most {options.max_copies} {'copy' if options.max_copies == 1 else 'copies'} of a "
        f"card where {fmt.key} sets no copy limit "
        "(--max-copies)"
    )
    for key in fmt.sections:
        per_id, per_name = _copy_caps(fmt, key)
        if per_id is None and not per_name:
            for card in problem.cards(key):
                if problem.upper[card.id] > options.max_copies:
                    model.add_row({problem.var[card.id]: 1.0}, group, upper=options.max_copies)

    if elements:
        for key in fmt.sections:
            cards = problem.cards(key)
            if not any(
                card.elements for card in catalogue if fmt.section_for_type(card.type) == key
            ):
                continue
            for element in elements:
                group = f"element:{key}:{element}"
                having = [c for c in cards if element in c.elements]
                model.add_row(problem.total(having), group, lower=1)
                part = fmt.sections[key]
                name = catalogue.info.elements.name(element)
                problem.described[group] = (
                    f"--elements asks for a {part.noun} of element {name} in the {part.name}"
                )
                problem.needs[group] = (having, 1, f"{part.noun}s of element {name}")

    _type_rows(problem)
    cover = profile(catalogue.game).cover
    if cover is not None and options.catch > 0 and cover.section in fmt.sections:
        _cover_rows(problem, cover)
    return problem


def type_minimums(
    catalogue: Catalogue, fmt: Format, options: BuildOptions, targets: Mapping[str, int]
) -> dict[str, int]:
    """Card type -> the least copies the builder puts in (``--at-least``, else the game
    profile's ``shares``)."""
    if options.at_least is not None:
        return dict(options.at_least)
    found = {}
    for card_type, share in profile(catalogue.game).shares.items():
        section = fmt.section_for_type(card_type)
        if section is not None:
            found[card_type] = int(share * targets[section] + 0.5)
    return found


def _type_rows(problem: _Problem) -> None:
    fmt = problem.fmt
    for card_type, least in type_minimums(
        problem.catalogue, fmt, problem.options, problem.targets
    ).items():
        if least <= 0:
            continue
        section = fmt.section_for_type(card_type)
        if section is None:
            raise UsageError(
                f"no section of {fmt.game} decks takes {card_type!r} cards", code="UNKNOWN_TYPE"
            )
        group = f"type:{card_type}"
        cards = [c for c in problem.cards(section) if c.type == card_type]
        problem.model.add_row(problem.total(cards), group, lower=least)
        name = problem.type_name(card_type)
        problem.described[group] = (
            f"the builder puts at least {least} {name} cards in the "
            f"{fmt.sections[section].name} (--at-least {card_type}=N to change)"
        )
        problem.needs[group] = (cards, least, f"{name} cards")


def _limit_rows(problem: _Problem, group: str, limit: Limit) -> None:
    model = problem.model
    fmt = problem.fmt
    low = -INF if limit.min is None else float(limit.min)
    high = INF if limit.max is None else float(limit.max)
    problem.described[group] = f"{limit.code}: {limit.rule}"
    section = fmt.sections.get(limit.section or "")
    if limit.kind == "size":
        cards = problem.cards(limit.section)
        model.add_row(problem.total(cards), group, low, high)
        if limit.min is not None and section is not None:
            problem.needs[group] = (cards, limit.min, f"{section.noun}s for the {section.name}")
    elif limit.kind == "count_where":
        assert limit.where is not None
        where = limit.where
        cards = [c for c in problem.cards(limit.section) if where.matches(c)]
        model.add_row(problem.total(cards), group, low, high)
        if limit.min is not None:
            problem.needs[group] = (cards, limit.min, where.describe(problem.type_name))
    elif limit.kind == "distinct":
        assert limit.field is not None
        values: dict[object, list[Card]] = {}
        for card in problem.cards(limit.section):
            raw = card_value(card, limit.field)
            for value in raw if isinstance(raw, list | tuple) else [raw]:
                if value is not None:
                    values.setdefault(value, []).append(card)
        present = {value: model.add_variable(f"{group}:{value}", 0, 1) for value in values}
        for value, cards in values.items():
            y = present[value]
            if limit.min is not None:
                model.add_row({**problem.total(cards), y: -1.0}, group, lower=0)
            if limit.max is not None:
                for card in cards:
                    x = problem.var[card.id]
                    model.add_row({x: 1.0, y: -float(problem.upper[card.id])}, group, upper=0)
        model.add_row({y: 1.0 for y in present.values()}, group, low, high)
    elif limit.kind == "copies":
        assert limit.max is not None
        cards = problem.cards(limit.section)
        if limit.per == "id":
            for card in cards:
                if problem.upper[card.id] > limit.max:
                    model.add_row({problem.var[card.id]: 1.0}, group, upper=limit.max)
        else:
            by_name: dict[str, list[Card]] = {}
            for card in cards:
                by_name.setdefault(fold(card.name), []).append(card)
            for same in by_name.values():
                if sum(problem.upper[c.id] for c in same) > limit.max:
                    model.add_row(problem.total(same), group, upper=limit.max)
    else:  # pragma: no cover - the schema admits only the four kinds
        raise UsageError(f"the builder cannot read limits of kind {limit.kind!r}")


def _cover_rows(problem: _Problem, cover: Cover) -> None:
    """For each value v of the covered section's cards: ``z[v] = 1`` when any card with
    v is in it, and then at least ``catch`` covering cards have v."""
    model = problem.model
    group = "cover"
    catch = problem.options.catch
    coverers = [c for c in problem.cards(None) if c.type in cover.types]
    problem.described[group] = (
        f"{cover.name} (the builder's {cover.option.lstrip('-')} rule"
        + (f", {catch} each" if catch != 1 else "")
        + ")"
    )
    values: dict[object, list[Card]] = {}
    for card in problem.cards(cover.section):
        raw = card_value(card, cover.field)
        for value in raw if isinstance(raw, list | tuple) else [raw]:
            if value is not None:
                values.setdefault(value, []).append(card)
    for value, cards in values.items():
        used = model.add_variable(f"cover:{value}", 0, 1)
        for card in cards:
            model.add_row(
                {problem.var[card.id]: 1.0, used: -float(problem.upper[card.id])}, group, upper=0
            )
        having = [c for c in coverers if value in (card_value(c, cover.field) or ())]
        model.add_row({**problem.total(having), used: -float(catch)}, group, lower=0)


# --- explanations --------------------------------------------------------------------------


def _available(problem: _Problem) -> str:
    """Which cards the builder may use, in words: ``you own`` / ``the catalogue has``."""
    return "you own" if problem.options.collection is not None else "the catalogue has"


def _qualifiers(problem: _Problem) -> str:
    parts = []
    if problem.elements:
        names = ", ".join(problem.catalogue.info.elements.name(e) for e in problem.elements)
        parts.append(f"of the elements {names} or neutral")
    return (" " + " ".join(parts)) if parts else ""


def _listing(problem: _Problem, cards: Sequence[Card], limit: int = 6) -> str:
    shown = [f"{c.id} ×{problem.upper[c.id]}" for c in cards[:limit]]
    more = f", … {len(cards) - limit} more" if len(cards) > limit else ""
    return f" ({', '.join(shown)}{more})" if shown else ""


def _single_reasons(problem: _Problem) -> list[str]:
    """Groups that the available cards cannot meet even alone."""
    reasons = []
    fmt = problem.fmt
    short_sections: set[str] = set()
    for group, (cards, least, what) in problem.needs.items():
        available = sum(problem.upper[c.id] for c in cards)
        if available >= least:
            continue
        if group.startswith("size:") and group[5:] in short_sections:
            continue  # the format's own size limit already says it
        if group.startswith("limit:"):
            limit = fmt.limits[int(group[6:])]
            if limit.kind == "size" and limit.section is not None:
                short_sections.add(limit.section)
        count = f"only {available}" if available else "no"
        qualifier = "" if group.startswith("element:") else _qualifiers(problem)
        have = f"{_available(problem)} {count} {what}{qualifier}"
        have += _listing(problem, cards)
        if group.startswith("limit:"):
            reasons.append(f"{have}; {fmt.key} needs {least} ({problem.described[group]})")
        else:
            reasons.append(f"{have}; {problem.described[group]}")
    for limit in fmt.limits:
        if limit.kind != "distinct" or limit.min is None or limit.field is None:
            continue
        values = _values(problem.cards(limit.section), limit.field)
        if len(values) < limit.min:
            section = fmt.sections[limit.section or ""]
            shown = ", ".join(str(v) for v in values) or "none"
            reasons.append(
                f"{_available(problem)} {section.noun}s of only {len(values)} "
                f"{field_word(limit.field, len(values))}{_qualifiers(problem)} ({shown}); "
                f"{fmt.key} needs {limit.min} ({limit.code}: {limit.rule})"
            )
    cover = profile(problem.catalogue.game).cover
    if cover is not None and problem.options.catch > 0 and cover.section in fmt.sections:
        reasons += _cover_reasons(problem, cover)
    return reasons


def _values(cards: Sequence[Card], name: str) -> list[object]:
    found: dict[object, None] = {}
    for card in cards:
        raw = card_value(card, name)
        for value in raw if isinstance(raw, list | tuple) else [raw]:
            if value is not None:
                found[value] = None
    return list(found)


def _cover_reasons(problem: _Problem, cover: Cover) -> list[str]:
    """The covered section's distinct minimum against the values that can be covered."""
    catch = problem.options.catch
    coverers = [c for c in problem.cards(None) if c.type in cover.types]
    coverable = [
        value
        for value in _values(problem.cards(cover.section), cover.field)
        if sum(problem.upper[c.id] for c in coverers if value in (card_value(c, cover.field) or ()))
        >= catch
    ]
    reasons = []
    for limit in problem.fmt.limits:
        if (
            limit.kind == "distinct"
            and limit.section == cover.section
            and limit.field == cover.field
            and limit.min is not None
            and len(coverable) < limit.min
        ):
            section = problem.fmt.sections[cover.section]
            types = " or ".join(problem.type_name(t) for t in cover.types)
            shown = ", ".join(str(v) for v in coverable) or "none"
            words = field_word(cover.field, len(coverable))
            reasons.append(
                f"the {types} cards {_available(problem)}{_qualifiers(problem)} can catch "
                f"{section.noun}s of only {len(coverable)} {words} "
                f"({shown}) — the builder's rule: {cover.name}"
                f"{f' ({catch} each)' if catch != 1 else ''} — but {problem.fmt.key} needs "
                f"{section.noun}s of {limit.min} ({limit.code}: {limit.rule})"
            )
    return reasons


def _conflict(problem: _Problem, time_limit: float) -> list[str]:
    """A smallest set of groups that cannot all hold (a deletion filter)."""
    model = problem.model
    # The builder's own sizes go first: where one only repeats a format limit, the
    # format's limit is what stays in the explanation.
    groups = sorted(model.groups(), key=lambda g: not g.startswith("size:"))
    zero: dict[int, float] = {}
    keep = list(groups)
    for group in groups:
        trial = [g for g in keep if g != group]
        if solve(model, trial, objective=zero, time_limit=time_limit) is None:
            keep = trial
    if not keep:
        return ["the cards available cannot make any deck"]
    rules = [problem.described.get(g, g) for g in keep]
    message = "these cannot all be met with the cards " + _available(problem).replace(
        "the catalogue has", "in the catalogue"
    ).replace("you own", "you own")
    message += _qualifiers(problem) + ": " + "; ".join(rules)
    # The most the other groups allow of the first one that needs a minimum.
    for group in keep:
        if group not in problem.needs:
            continue
        cards, least, what = problem.needs[group]
        others = [g for g in keep if g != group]
        best = solve(model, others, objective=problem.total(cards), time_limit=time_limit)
        if best is not None:
            most = round(best.objective)
            message += f" — together they allow at most {most} {what}, and {least} are needed"
        break
    return [message]


def _explain(problem: _Problem) -> BuildImpossible:
    reasons = _single_reasons(problem)
    if not reasons:
        reasons = _conflict(problem, problem.options.time_limit)
    return BuildImpossible(reasons)


# --- building ---------------------------------------------------------------------------


def _sections(problem: _Problem, solution: Solution) -> dict[str, dict[str, int]]:
    """Card id -> copies per section, by type (the section's order) then id."""
    out: dict[str, dict[str, int]] = {}
    for key, section in problem.fmt.sections.items():
        cards = [c for c in problem.cards(key) if solution.value(problem.var[c.id]) > 0]
        order = {t: i for i, t in enumerate(section.types)}
        cards.sort(key=lambda c: (order.get(c.type, len(order)), -(c.power or 0), _natural(c)))
        out[key] = {c.id: solution.value(problem.var[c.id]) for c in cards}
    return out


def check_goals(
    catalogue: Catalogue,
    fmt: Format,
    sections: Mapping[str, Mapping[str, int]],
    options: BuildOptions,
) -> list[str]:
    """The builder's own goals a deck misses (empty when it meets them all)."""
    problems = []
    elements = resolve_elements(catalogue, options.elements)
    main = next(iter(fmt.sections))
    cards = catalogue.cards
    for key, counts in sections.items():
        total = sum(counts.values())
        if key in options.sizes and total != options.sizes[key]:
            problems.append(f"the {key} section has {total} cards, not {options.sizes[key]}")
        for card_id, n in counts.items():
            card = cards[card_id]
            if (
                elements
                and key == main
                and card.elements
                and not set(elements) & set(card.elements)
            ):
                problems.append(f"{card_id} is of none of the chosen elements")
            if options.collection is not None and n > options.collection.copies(card_id):
                problems.append(
                    f"{card_id}: {n} copies, {options.collection.copies(card_id)} owned"
                )
    minimums = type_minimums(
        catalogue, fmt, options, {k: sum(v.values()) for k, v in sections.items()}
    )
    for card_type, least in minimums.items():
        have = sum(
            n
            for counts in sections.values()
            for i, n in counts.items()
            if cards[i].type == card_type
        )
        if have < least:
            problems.append(f"{have} {card_type} cards, fewer than {least}")
    cover = profile(catalogue.game).cover
    if cover is not None and options.catch > 0 and cover.section in sections:
        covering: dict[object, int] = {}
        for counts in sections.values():
            for card_id, n in counts.items():
                card = cards[card_id]
                if card.type in cover.types:
                    for value in card_value(card, cover.field) or ():
                        covering[value] = covering.get(value, 0) + n
        for value in _values([cards[i] for i in sections[cover.section]], cover.field):
            if covering.get(value, 0) < options.catch:
                problems.append(f"no {'/'.join(cover.types)} card for {cover.field} {value}")
    return problems


def build_deck(
    catalogue: Catalogue,
    fmt: Format,
    options: BuildOptions | None = None,
    **kwargs: object,
) -> BuiltDeck:
    """A deck that meets every limit of ``fmt`` and the builder's goals (see the module).

    ``options`` may be given as keywords instead (``seed=1, elements=("fire",)``). Raises
    :class:`BuildImpossible` when no such deck exists, with the reasons.
    """
    if options is None:
        options = BuildOptions(**kwargs)  # type: ignore[arg-type]
    if fmt.game != catalogue.game:
        raise UsageError(f"format {fmt.key} is for {fmt.game}, not {catalogue.game}")
    if options.collection is not None and options.collection.game != catalogue.game:
        raise UsageError(
            f"the collection {options.collection.file} is of {options.collection.game} cards, "
            f"not {catalogue.game}",
            code="WRONG_GAME",
        )
    started = time.perf_counter()
    problem = _problem(catalogue, fmt, options)
    try:
        solution = solve(problem.model, time_limit=options.time_limit)
    except TimeoutError as err:
        raise DeckcheckError(f"the solver found no deck: {err}", code="BUILD_TIMEOUT") from None
    if solution is None:
        raise _explain(problem)
    sections = _sections(problem, solution)
    built = BuiltDeck(
        game=catalogue.game,
        format=fmt,
        sections=MappingProxyType({k: MappingProxyType(v) for k, v in sections.items()}),
        seed=options.seed,
        seconds=time.perf_counter() - started,
        objective=solution.objective,
    )
    _assert_legal(built, catalogue, options)
    return built


def neighbour(
    catalogue: Catalogue,
    fmt: Format,
    options: BuildOptions,
    current: Mapping[str, Mapping[str, int]],
    seed: int,
    changes: int = 4,
) -> BuiltDeck | None:
    """A legal deck that differs from ``current`` by 1 to ``changes`` card copies in and
    as many out, chosen by a random objective from ``seed``; None when there is none.

    The distance is linear: ``d[c] >= x[c] - now[c]`` and ``d[c] >= now[c] - x[c]``, with
    ``2 <= sum(d) <= 2 * changes``. Used by :func:`deckcheck.builder.tune.tune_deck`.
    """
    problem = _problem(catalogue, fmt, dataclasses.replace(options, seed=seed))
    model = problem.model
    now = {card: n for cards in current.values() for card, n in cards.items()}
    distance: dict[int, float] = {}
    for card_id, x in problem.var.items():
        d = model.add_variable(f"d:{card_id}", 0, problem.upper[card_id])
        have = float(now.get(card_id, 0))
        model.add_row({d: 1.0, x: -1.0}, "distance", lower=-have)
        model.add_row({d: 1.0, x: 1.0}, "distance", lower=have)
        distance[d] = 1.0
    missing = [card for card in now if card not in problem.var]
    if missing:
        raise UsageError(f"the deck has cards the builder may not use: {', '.join(missing)}")
    model.add_row(distance, "distance", lower=2, upper=2 * changes)
    started = time.perf_counter()
    solution = solve(model, time_limit=options.time_limit)
    if solution is None:
        return None
    built = BuiltDeck(
        game=catalogue.game,
        format=fmt,
        sections=MappingProxyType(
            {k: MappingProxyType(v) for k, v in _sections(problem, solution).items()}
        ),
        seed=seed,
        seconds=time.perf_counter() - started,
        objective=solution.objective,
    )
    _assert_legal(built, catalogue, options)
    return built


def _assert_legal(built: BuiltDeck, catalogue: Catalogue, options: BuildOptions) -> None:
    """The validator's and the goals' verdict on a built deck; a failure is a bug."""
    deck = built.deck()
    reading = read_deck(deck, catalogue, built.format)
    violations: list[Violation] = reading.violations
    if options.collection is not None:
        violations += not_owned(deck, reading.cards, catalogue, options.collection)
    goals = check_goals(catalogue, built.format, built.sections, options)
    if violations or goals:
        found = [f"{v.code}: {v.message}" for v in violations] + goals
        raise AssertionError("the builder made a deck that breaks: " + "; ".join(found))

"""Is a squad affordable and legal? Every violation as a located, coded diagnostic.

The rules (seat crystals, elite gold, element penalty, flyer cap, unique limit, deal
size) come from a :class:`~deckcheck.games.berserk.squads.rules.SquadRules`; each message names the
source of the rule it enforces. A limit that a squad passes only part-way (gold, the
flyer cap, a unique card, the deal) is reported at the entry where it is first broken,
reading the squad in file order.

Codes (errors, exit 1): ``SQUAD_GOLD``, ``SQUAD_SILVER``, ``ELITE_NEEDS_GOLD``,
``FLYER_CRYSTALS``, ``UNIQUE_IN_SQUAD``, ``NOT_IN_DEAL``, ``SQUAD_DEAL_SIZE``,
``SQUAD_EXCLUDES``, ``SQUAD_ELEMENT_CARDS``, ``SQUAD_CHOICE`` (a card's own clauses),
``UNKNOWN_CARD`` and ``WRONG_GAME`` (as in deck validation). Warnings (exit 0):
``UNIQUE_UNVERIFIED`` (the verdict rests on a unique flag the data marks as
unverified) and ``SQUAD_DEAL_SIZE`` for a deal shorter than the format's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from deckcheck.catalog.model import Card, Catalogue
from deckcheck.diagnostics import Diagnostic, Location, Severity, sorted_diagnostics
from deckcheck.errors import InputError
from deckcheck.games.berserk.squads import clauses
from deckcheck.games.berserk.squads.model import (
    ChoiceEntry,
    ChosenCard,
    DealEntry,
    Payment,
    Squad,
    SquadCard,
    SquadReport,
    pay,
)
from deckcheck.games.berserk.squads.rules import (
    GAME,
    Crystals,
    Seat,
    SquadRules,
    crystals_for,
    rule_source,
)


def element_penalty(elements: Iterable[str] | int, rules: SquadRules) -> int:
    """Gold owed for the elements beyond the first (an iterable of elements or a count)."""
    count = elements if isinstance(elements, int) else len(set(elements))
    return rules.element_penalty_gold * max(0, count - 1)


def squad_payment(
    cards: Iterable[tuple[SquadCard, int]], rules: SquadRules, crystals: Crystals
) -> tuple[Payment, frozenset[str]]:
    """The least-gold payment of ``(card, copies)`` pairs, and the squad's elements."""
    elite = ordinary = 0
    chosen = list(cards)
    elements = squad_elements(chosen)
    for card, crystals_spent in card_crystals(chosen):
        if card.elite:
            elite += crystals_spent
        else:
            ordinary += crystals_spent
    penalty = element_penalty(elements, rules)
    payment = pay(elite, ordinary, penalty, crystals, elite_gold_only=rules.elite_gold_only)
    return payment, frozenset(elements)


def card_crystals(cards: Iterable[tuple[SquadCard, int]]) -> list[tuple[SquadCard, int]]:
    """Each ``(card, copies)`` pair's crystals, copies counted by name in order, so that
    a card whose further copies cost less (NT-102) pays each copy's own price, and a card
    free beside the others' costs (VS-172, squads.clauses) nothing."""
    copies: dict[str, int] = {}
    out: list[tuple[SquadCard, int]] = []
    chosen = list(cards)
    free = any(card.free_with_costs for card, _ in chosen)  # VS-172: read the others' costs
    for card, count in chosen:
        before = copies.get(card.name, 0)
        copies[card.name] = before + count
        if free and card.free_with_costs:
            others = {other.cost for other, n in chosen if n and other.id != card.id}
            out.append((card, clauses.price(card, count, before, others)))
        else:
            out.append((card, card.copies_cost(count, before)))
    return out


def squad_elements(cards: Iterable[tuple[SquadCard, int]]) -> set[str]:
    """The elements of a squad of ``(card, copies)`` pairs; its heroes are neutral while a
    card that says so (NT-173) is among them."""
    chosen = [card for card, count in cards if count > 0]
    neutral_heroes = any(card.heroes_neutral for card in chosen)
    elements: set[str] = set()
    for card in chosen:
        if not (neutral_heroes and card.hero):
            elements |= card.elements
    return elements


def with_gained_gold(crystals: Crystals, cards: Iterable[tuple[SquadCard, int]]) -> Crystals:
    """``crystals`` with the gold that the squad's cards give as they are recruited
    (VS-171); deckcheck's reading: that gold pays for the squad as a whole."""
    gained = sum(card.gold_gained * count for card, count in cards)
    return Crystals(crystals.gold + gained, crystals.silver) if gained else crystals


def available_crystals(rules: SquadRules, seat: Seat, mulligans: int = 0) -> Crystals:
    """The seat's crystals less the gold its mulligans cost."""
    base = crystals_for(rules, seat)
    return Crystals(base.gold - mulligans * rules.mulligan_gold, base.silver)


def _violation(
    location: Location,
    code: str,
    message: str,
    rules: SquadRules,
    rule: str,
    details: Mapping[str, Any],
    severity: Severity = Severity.ERROR,
) -> Diagnostic:
    """A diagnostic citing the source of the squad rule it enforces."""
    source = rule_source(rules, rule)
    return Diagnostic(
        location,
        code,
        f"{message} [source: {source}]",
        severity,
        {**details, "rule": f"squad.{rule}", "source": source},
    )


def check_squad(
    squad: Squad | Mapping[str, int] | Iterable[str],
    catalogue: Catalogue,
    rules: SquadRules,
    seat: Seat | str | None = None,
    *,
    deal: Sequence[str] | None = None,
    mulligans: int | None = None,
) -> SquadReport:
    """Check a squad against ``rules`` for ``seat``; never raises for an illegal squad.

    ``squad`` is a :class:`Squad` (from :func:`~deckcheck.games.berserk.squads.load.load_squad`), an
    ``{id: copies}`` mapping or a list of ids. ``seat``, ``deal`` and ``mulligans``
    override the squad's own; ``seat`` is needed from one or the other.

    >>> from deckcheck.catalog.load import load_catalogue
    >>> from deckcheck.games.berserk.squads.rules import squad_rules
    >>> report = check_squad({"VS-001": 2}, load_catalogue("berserk"), squad_rules(), "first")
    >>> report.legal, report.payment.silver, report.gold_left
    (True, 6, 24)
    """
    if not isinstance(squad, Squad):
        squad = Squad.of(squad)
    chosen_seat = Seat.parse(seat) if seat is not None else squad.seat
    if chosen_seat is None:
        raise InputError("no seat given: use first or second", code="NO_SEAT")
    taken_mulligans = squad.mulligans if mulligans is None else mulligans
    crystals = seat_crystals = available_crystals(rules, chosen_seat, taken_mulligans)
    file = squad.file or "<squad>"
    nowhere = Location(file)
    deal_entries = squad.deal if deal is None else tuple(DealEntry(card_id) for card_id in deal)

    def report(cards: list[ChosenCard], diagnostics: list[Diagnostic]) -> SquadReport:
        payment, elements = squad_payment(((c.card, c.count) for c in cards), rules, crystals)
        flyers = sum(c.card.copies_cost(c.count) for c in cards if c.card.flying)
        unique = tuple(dict.fromkeys(c.card.name for c in cards if c.card.unique))
        return SquadReport(
            rules=rules,
            seat=chosen_seat,
            crystals=crystals,
            cards=cards,
            payment=payment,
            elements=tuple(sorted(elements)),
            flyer_crystals=flyers,
            unique=unique,
            diagnostics=sorted_diagnostics(diagnostics),
            deal=None if deal_entries is None else tuple(d.card_id for d in deal_entries),
            mulligans=taken_mulligans,
            gained_gold=crystals.gold - seat_crystals.gold,
        )

    if squad.game != GAME or catalogue.game != GAME:
        wrong = squad.game if squad.game != GAME else catalogue.game
        return report(
            [],
            [
                Diagnostic(
                    squad.game_location or nowhere,
                    "WRONG_GAME",
                    f"squads are recruited in Berserk (game: {GAME}), not in {wrong!r}",
                    Severity.ERROR,
                )
            ],
        )

    diagnostics: list[Diagnostic] = []
    cards: list[ChosenCard] = []
    for entry in squad.entries:
        card = _card(catalogue, entry.card_id, entry.location or nowhere, "squad", diagnostics)
        if card is None:
            continue
        cards.append(ChosenCard(SquadCard.from_card(card), entry.count, entry.location))
    fetched: list[tuple[Card, Location]] = []
    cards = _with_choices(cards, squad.choices, catalogue, nowhere, diagnostics, fetched)
    crystals = with_gained_gold(crystals, ((c.card, c.count) for c in cards))

    diagnostics.extend(_budget(cards, rules, crystals, chosen_seat, taken_mulligans, nowhere))
    diagnostics.extend(_flyers(cards, rules, nowhere))
    diagnostics.extend(_unique(cards, rules, nowhere))
    diagnostics.extend(_excluded(cards, nowhere))
    diagnostics.extend(_element_cards(cards, nowhere))
    diagnostics.extend(_deal(squad, cards, deal_entries, catalogue, rules, nowhere, fetched))
    return report(cards, diagnostics)


def _card(
    catalogue: Catalogue, text: str, location: Location, where: str, out: list[Diagnostic]
) -> Card | None:
    """The card ``text`` names, read as a deck line is
    (:class:`~deckcheck.formats.reader.CardIndex`); an unknown or ambiguous text adds an
    UNKNOWN_CARD or AMBIGUOUS_CARD diagnostic to ``out``."""
    from deckcheck.formats.reader import ambiguity_message, card_index, hint_text

    index = card_index(catalogue)
    lookup = index.lookup(text)
    if lookup.card is not None:
        return lookup.card
    if lookup.ambiguous:
        out.append(
            Diagnostic(
                location,
                "AMBIGUOUS_CARD",
                f"{where}: {ambiguity_message(lookup)}",
                Severity.ERROR,
                {"card": text, "candidates": [c.id for c in lookup.candidates]},
            )
        )
        return None
    hints = index.suggest(text)
    hint = f"; did you mean {hint_text(catalogue, hints, text)}?" if hints else ""
    out.append(
        Diagnostic(
            location,
            "UNKNOWN_CARD",
            f"{where}: no Berserk card {text!r}{hint}",
            Severity.ERROR,
            {"card": text, "suggestions": hints},
        )
    )
    return None


def _first_break(
    cards: Sequence[ChosenCard], broken: Callable[[Sequence[ChosenCard]], bool]
) -> ChosenCard | None:
    """The entry whose addition (in squad order) first breaks a monotone limit."""
    for i in range(len(cards)):
        if broken(cards[: i + 1]):
            return cards[i]
    return None


def _budget(
    cards: list[ChosenCard],
    rules: SquadRules,
    crystals: Crystals,
    seat: Seat,
    mulligans: int,
    nowhere: Location,
) -> list[Diagnostic]:
    payment, elements = squad_payment(((c.card, c.count) for c in cards), rules, crystals)
    if payment.gold <= crystals.gold:
        return []

    def over(prefix: Sequence[ChosenCard]) -> bool:
        paid, _ = squad_payment(((c.card, c.count) for c in prefix), rules, crystals)
        return paid.gold > crystals.gold

    culprit = _first_break(cards, over)
    location = (culprit.location if culprit else None) or nowhere
    at = f"{culprit.card.id} ({culprit.card.name})" if culprit else "the squad"
    seat_text = f"the {seat.value} player has {crystals.gold} gold and {crystals.silver} silver"
    if mulligans:
        seat_text += f" (after {mulligans} mulligan{'s' if mulligans > 1 else ''})"
    gold_only = payment.penalty + (payment.elite if rules.elite_gold_only else 0)
    penalty_text = ""
    if payment.penalty:
        penalty_text = f" + {payment.penalty} element penalty ({len(elements)} elements)"
    details = {
        "card": culprit.card.id if culprit else None,
        "gold_needed": payment.gold,
        "gold": crystals.gold,
        "silver": crystals.silver,
        "elite": payment.elite,
        "ordinary": payment.ordinary,
        "penalty": payment.penalty,
    }
    if gold_only > crystals.gold:
        silver_spare = crystals.silver - payment.silver
        if payment.elite and rules.elite_gold_only and gold_only - crystals.gold <= silver_spare:
            return [
                _violation(
                    location,
                    "ELITE_NEEDS_GOLD",
                    f"{at}: elite cards cost {payment.elite} gold{penalty_text}, but {seat_text};"
                    f" elite cards are paid only in gold, so the {silver_spare} silver left"
                    " cannot pay for them",
                    rules,
                    "elite_gold_only",
                    details,
                )
            ]
        return [
            _violation(
                location,
                "SQUAD_GOLD",
                f"{at}: the squad needs {payment.gold} gold (elite {payment.elite}{penalty_text}"
                f", ordinary beyond the silver {payment.ordinary_gold}), but {seat_text}",
                rules,
                "crystals",
                details,
            )
        ]
    gold_spare = crystals.gold - gold_only
    return [
        _violation(
            location,
            "SQUAD_SILVER",
            f"{at}: ordinary cards cost {payment.ordinary}: the {crystals.silver} silver pays"
            f" {payment.silver} and the other {payment.ordinary - payment.silver} need gold, but"
            f" only {gold_spare} gold is left after elite cards{penalty_text}; {seat_text}",
            rules,
            "crystals",
            details,
        )
    ]


def _flyers(cards: list[ChosenCard], rules: SquadRules, nowhere: Location) -> list[Diagnostic]:
    cap = rules.flyer_crystal_cap
    spent = 0
    for chosen in cards:
        if not chosen.card.flying:
            continue
        spent += chosen.card.copies_cost(chosen.count)
        if spent > cap:
            total = sum(c.card.copies_cost(c.count) for c in cards if c.card.flying)
            return [
                _violation(
                    chosen.location or nowhere,
                    "FLYER_CRYSTALS",
                    f"{chosen.card.id} ({chosen.card.name}): flying creatures cost {total}"
                    f" crystals in this squad, at most {cap} may be spent on them",
                    rules,
                    "flyer_crystal_cap",
                    {"card": chosen.card.id, "flyer_crystals": total, "cap": cap},
                )
            ]
    return []


def excluded_pairs(cards: Iterable[SquadCard]) -> list[tuple[SquadCard, SquadCard]]:
    """``(card, kept out)`` pairs of a squad breaking a card's own squad rule (NT-184 keeps
    dark creatures out, NT-191 mountain ones): one pair per kept-out card id."""
    chosen = list(dict.fromkeys(cards))
    out: list[tuple[SquadCard, SquadCard]] = []
    for card in chosen:
        if card.excludes_elements:
            out.extend((card, other) for other in chosen if card.excludes(other))
    return out


def _excluded(cards: list[ChosenCard], nowhere: Location) -> list[Diagnostic]:
    """SQUAD_EXCLUDES: a card whose own text keeps creatures of some element out of its
    squad, with such a creature; the source cited is that card."""
    where = {chosen.card.id: chosen.location or nowhere for chosen in cards if chosen.count}
    diagnostics: list[Diagnostic] = []
    for card, other in excluded_pairs(c.card for c in cards if c.count):
        elements = ", ".join(sorted(card.excludes_elements & other.elements))
        source = f"card {card.id} ({card.name})"
        diagnostics.append(Diagnostic(
            where[other.id],
            "SQUAD_EXCLUDES",
            f"{other.id} ({other.name}) is a {elements} creature: {card.id} ({card.name}) "
            f"may not be in a squad with {elements} creatures [source: {source}]",
            Severity.ERROR,
            {"card": card.id, "excluded": other.id, "elements": elements,
             "rule": f"card.{card.id}", "source": source},
        ))
    return diagnostics


def _with_choices(
    cards: list[ChosenCard],
    choices: Sequence[ChoiceEntry],
    catalogue: Catalogue,
    nowhere: Location,
    out: list[Diagnostic],
    fetched: list[tuple[Card, Location]],
) -> list[ChosenCard]:
    """The squad's cards as recruited with the player's choices (squads.clauses), and
    the cards fetched into the deal added to ``fetched``; a choice for a card not in the
    squad, or one its text does not offer, is a SQUAD_CHOICE error."""
    cards = list(cards)
    for choice in choices:
        location = choice.location or nowhere
        card = _card(catalogue, choice.card_id, location, "choices", out)
        if card is None:
            continue
        i = _entry(cards, card.id)
        if i is None:
            out.append(Diagnostic(location, "SQUAD_CHOICE",
                                  f"choices: {card.id} ({card.name}) is not in the squad",
                                  Severity.ERROR, {"card": card.id}))
            continue
        source = f"card {card.id} ({card.name})"
        try:
            variant = clauses.chosen(cards[i].card, choice.paid_more, choice.took_gold)
            if choice.ward:
                cards = _under_ward(cards, variant, choice.ward, catalogue, location, out)
                moved = _entry(cards, card.id)  # (one place on if the warded came first)
                if moved is not None:
                    i = moved
            if choice.fetch:
                fetched.extend(_fetched(variant, choice.fetch, catalogue, location, out))
        except ValueError as err:
            out.append(Diagnostic(location, "SQUAD_CHOICE", f"choices: {err} [source: {source}]",
                                  Severity.ERROR, {"card": card.id, "source": source}))
            continue
        cards[i] = ChosenCard(variant, cards[i].count, cards[i].location)
    return cards


def _entry(cards: list[ChosenCard], card_id: str) -> int | None:
    """Where ``card_id``'s (first) entry is in ``cards`` as they are now, None for none: a
    ward splits a card's copies in two entries, and the entries after them move on."""
    return next((j for j, chosen in enumerate(cards) if chosen.card.id == card_id), None)


def _fetched(
    giver: SquadCard,
    ids: Sequence[str],
    catalogue: Catalogue,
    location: Location,
    out: list[Diagnostic],
) -> list[tuple[Card, Location]]:
    """The cards ``giver`` fetched from the deck into the deal (NT-187): at most what it
    prints, creatures of one name; raises ValueError otherwise."""
    if not giver.fetch_namesakes:
        raise ValueError(f"{giver.id} ({giver.name}) fetches no card into the deal")
    if len(ids) > giver.fetch_namesakes:
        raise ValueError(f"{giver.id} ({giver.name}) fetches at most {giver.fetch_namesakes} "
                         f"cards, not {len(ids)}")
    found = [c for c in (_card(catalogue, i, location, "choices", out) for i in ids) if c]
    names = {c.name for c in found}
    if len(names) > 1 or any(c.type != "creature" for c in found):
        raise ValueError(f"{giver.id} ({giver.name}) fetches creatures of one name, not "
                         + ", ".join(f"{c.id} ({c.name})" for c in found))
    return [(c, location) for c in found]


def _under_ward(
    cards: list[ChosenCard],
    giver: SquadCard,
    ward: str,
    catalogue: Catalogue,
    location: Location,
    out: list[Diagnostic],
) -> list[ChosenCard]:
    """``cards`` with one copy of the card ``ward`` names joined under ``giver``'s ward
    (VS-180); raises ValueError for a ward the card cannot give."""
    if not giver.ward_cost_max:
        raise ValueError(f"{giver.id} ({giver.name}) takes no card under its ward")
    found = _card(catalogue, ward, location, "choices", out)
    if found is None:
        return cards
    at = next((j for j, c in enumerate(cards) if c.card.id == found.id and c.count), None)
    if at is None:
        raise ValueError(f"{found.id} ({found.name}), under the ward of {giver.id}, is not "
                         "in the squad")
    chosen = cards[at]
    if chosen.card.warded_by:
        raise ValueError(f"{found.id} ({found.name}) is under a ward already")
    split = [ChosenCard(clauses.warded(chosen.card, giver), 1, chosen.location)]
    if chosen.count > 1:
        split.append(ChosenCard(chosen.card, chosen.count - 1, chosen.location))
    return [*cards[:at], *split, *cards[at + 1:]]


def _element_cards(cards: list[ChosenCard], nowhere: Location) -> list[Diagnostic]:
    """SQUAD_ELEMENT_CARDS: more element cards than a taken gold offer allows (VS-199)."""
    over = clauses.element_cards_over([(c.card, c.count) for c in cards])
    if over is None:
        return []
    card, count = over
    where = next((c.location for c in cards if c.card.id == card.id), None) or nowhere
    source = f"card {card.id} ({card.name})"
    return [Diagnostic(
        where, "SQUAD_ELEMENT_CARDS",
        f"{card.id} ({card.name}): its player took its {card.gold_offer} gold, so the squad "
        f"may hold at most {card.element_cards_max} element cards, but it holds {count} "
        f"[source: {source}]",
        Severity.ERROR,
        {"card": card.id, "element_cards": count, "max": card.element_cards_max,
         "rule": f"card.{card.id}", "source": source},
    )]


def _unique(cards: list[ChosenCard], rules: SquadRules, nowhere: Location) -> list[Diagnostic]:
    limit = rules.unique_max_in_squad
    diagnostics: list[Diagnostic] = []
    copies: Counter[str] = Counter()
    totals: Counter[str] = Counter()
    for chosen in cards:
        totals[chosen.card.name] += chosen.count
    # A crowned (unique) card allows at most `limit` cards of its name in the squad
    # (research §2.1): once one is in, every card of that name counts.
    unique_names = {chosen.card.name for chosen in cards if chosen.card.unique}
    reported: set[str] = set()
    for chosen in cards:
        card = chosen.card
        copies[card.name] += chosen.count
        if card.name in unique_names and copies[card.name] > limit and card.name not in reported:
            reported.add(card.name)
            diagnostics.append(
                _violation(
                    chosen.location or nowhere,
                    "UNIQUE_IN_SQUAD",
                    f"{card.id} ({card.name}) is unique: {totals[card.name]} copies in the squad,"
                    f" at most {limit}",
                    rules,
                    "unique_max_in_squad",
                    {"card": card.id, "name": card.name, "copies": totals[card.name]},
                )
            )
    warned: set[str] = set()
    for chosen in cards:
        card = chosen.card
        if card.unique_unverified and totals[card.name] > limit and card.name not in warned:
            warned.add(card.name)
            verdict = "breaks" if card.unique else "would break"
            diagnostics.append(
                Diagnostic(
                    chosen.location or nowhere,
                    "UNIQUE_UNVERIFIED",
                    f"{card.id} ({card.name}): the card data's crown (unique flag, "
                    f"{str(card.unique).lower()}) is unverified — its sources disagree;"
                    f" {totals[card.name]}"
                    f" copies {verdict} the unique limit if the card is unique",
                    Severity.WARNING,
                    {"card": card.id, "unique": card.unique},
                )
            )
    return diagnostics


def _deal(
    squad: Squad,
    cards: list[ChosenCard],
    deal: tuple[DealEntry, ...] | None,
    catalogue: Catalogue,
    rules: SquadRules,
    nowhere: Location,
    fetched: Sequence[tuple[Card, Location]] = (),
) -> list[Diagnostic]:
    """The squad's size and the deal (``fetched``: cards a card fetched from the deck
    into the deal, NT-187, which count as dealt when a dealt creature has their name)."""
    diagnostics: list[Diagnostic] = []
    size = 0
    for chosen in cards:
        size += chosen.count
        if size > rules.deal:
            diagnostics.append(
                _violation(
                    chosen.location or nowhere,
                    "SQUAD_DEAL_SIZE",
                    f"{chosen.card.id}: the squad has {sum(c.count for c in cards)} cards, more"
                    f" than the {rules.deal} dealt",
                    rules,
                    "deal",
                    {"size": sum(c.count for c in cards), "deal": rules.deal},
                )
            )
            break
    if deal is None:
        return diagnostics
    if len(deal) > rules.deal:
        diagnostics.append(
            _violation(
                squad.deal_location or nowhere,
                "SQUAD_DEAL_SIZE",
                f"deal: {len(deal)} cards, but only {rules.deal} are dealt",
                rules,
                "deal",
                {"size": len(deal), "deal": rules.deal},
            )
        )
    elif len(deal) < rules.deal:
        # A short deal (a small deck, or a card left out of the file) is not illegal.
        diagnostics.append(
            _violation(
                squad.deal_location or nowhere,
                "SQUAD_DEAL_SIZE",
                f"deal: {len(deal)} cards where {rules.deal} are dealt; is a card missing?",
                rules,
                "deal",
                {"size": len(deal), "deal": rules.deal},
                Severity.WARNING,
            )
        )
    dealt: Counter[str] = Counter()
    for item in deal:
        found = _card(catalogue, item.card_id, item.location or nowhere, "deal", diagnostics)
        if found is not None:
            dealt[found.id] += 1
    dealt_names = {catalogue.card(i).name for i in dealt}
    for got, location in fetched:
        if got.name not in dealt_names:
            diagnostics.append(Diagnostic(
                location, "SQUAD_CHOICE",
                f"choices: {got.id} ({got.name}) was fetched into the deal, but no dealt "
                "creature has its name to show", Severity.ERROR, {"card": got.id}))
            continue
        dealt[got.id] += 1
    used: Counter[str] = Counter()
    for chosen in cards:
        card = chosen.card
        used[card.id] += chosen.count
        if used[card.id] > dealt[card.id]:
            have = dealt[card.id]
            diagnostics.append(
                _violation(
                    chosen.location or nowhere,
                    "NOT_IN_DEAL",
                    f"{card.id} ({card.name}): {used[card.id]} in the squad but "
                    + ("it was not dealt" if have == 0 else f"only {have} dealt"),
                    rules,
                    "deal",
                    {"card": card.id, "copies": used[card.id], "dealt": have},
                )
            )
    return diagnostics

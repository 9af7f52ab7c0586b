"""Berserk's deck statistics and the report's squad charts (its profile's ``deck_stats``
and ``report_charts``).

Composition by type, element and kind (ground, flying ...), the cost curve split into
elite and ordinary cards; for each card the exact chance of at least 1, 2 and 3 copies in
the format's deal (15 cards). The report adds the squads of sample deals
(:mod:`deckcheck.games.berserk.squadstats`).
"""

from __future__ import annotations

from deckcheck.doctor.odds import at_least
from deckcheck.doctor.stats import (
    ExtraCharts,
    GameStats,
    Row,
    StatsRequest,
    Table,
    asked_table,
    count_table,
    deck_copies,
    tally,
    type_table,
)

#: Cards without an element (Нейтралы, rule 106.2), as a row of their own.
NEUTRAL, NEUTRAL_NAME = "neutral", "Нейтралы"


def deck_stats(request: StatsRequest) -> GameStats:
    """A deck's statistics (see the module)."""
    report, catalogue, fmt, asked = (
        request.report, request.catalogue, request.fmt, request.asked)
    cards = report.cards
    assert cards is not None
    info = catalogue.info
    copies = deck_copies(cards.counts(), catalogue)
    tables = [type_table(catalogue, copies)]
    costs: dict[int, list[int]] = {}
    for card, n in copies:
        cost = card.number("cost")
        if cost is None:
            continue
        pair = costs.setdefault(cost, [0, 0])
        pair[0 if card.flag("elite") else 1] += n
    tables.append(
        Table(
            "cost",
            "Cost curve",
            "count",
            ("elite", "ordinary"),
            tuple(Row(str(c), (costs[c][0], costs[c][1])) for c in sorted(costs)),
            stacked=True,
        )
    )
    by_element = tally((e, n) for card, n in copies for e in (card.elements or (NEUTRAL,)))
    element_names = {
        (NEUTRAL_NAME if e == NEUTRAL else info.elements.name(e)): by_element[e]
        for e in [*(t.id for t in info.elements), NEUTRAL]
        if e in by_element
    }
    tables.append(
        count_table(
            "elements", "Cards by element", element_names, "a card of two elements counts in both"
        )
    )
    kinds = tally((card.subtype or card.type, n) for card, n in copies)
    subtypes = info.subtypes
    tables.append(
        count_table(
            "kinds",
            "Cards by kind (flyers, ground creatures ...)",
            {
                (subtypes.name(k) if k in subtypes else info.types.name(k)): kinds[k]
                for k in sorted(kinds)
            },
        )
    )
    deal = fmt.squad.deal if fmt is not None and fmt.squad is not None else 15
    population = sum(n for _, n in copies)
    rows = tuple(
        Row(
            f"{card.id} {card.name}",
            tuple(at_least(population, n, deal, k) for k in (1, 2, 3)),
            f"{n} of {population} cards",
        )
        for card, n in copies
    )
    tables.append(
        Table(
            "deal",
            f"Chance of at least 1, 2, 3 copies in the {deal}-card deal",
            "probability",
            ("≥1", "≥2", "≥3"),
            rows,
        )
    )
    if asked:
        tables.append(asked_table(
            asked, copies, population, ("≥1", "≥2", "≥3"),
            lambda n, i: at_least(population, n, deal, i + 1),
            f"at least 1, 2, 3 copies in the {deal}-card deal"))
    model = f"exact hypergeometric odds of a {deal}-card deal from {population} cards"
    return GameStats(tuple(tables), model=model)


def report_charts(request: StatsRequest) -> ExtraCharts | None:
    """The squads of ``request.deals`` sample deals (the first player's exact best squad of
    each, as ``deckcheck squad stats`` finds it), when the format deals squads and the
    deck is small enough to deal from."""
    from deckcheck.games.berserk.squads.deal import MAX_DECK_CARDS
    from deckcheck.games.berserk.squads.rules import Seat
    from deckcheck.games.berserk.squadstats import squad_stats

    fmt, cards, deals, seed = request.fmt, request.report.cards, request.deals, request.seed
    if not deals or fmt is None or fmt.squad is None or cards is None:
        return None
    if not 0 < cards.size <= MAX_DECK_CARDS:
        return None
    squads = squad_stats(cards.ids(), request.catalogue, fmt.squad, Seat.FIRST, deals=deals,
                         seed=seed)
    return ExtraCharts(
        squads.tables,
        f"{deals} deals of {fmt.squad.deal} cards (seed {seed}), each recruited by the "
        "first player's exact best squad, as 'deckcheck squad stats' does",
        f"squads of {deals} deals",
    )

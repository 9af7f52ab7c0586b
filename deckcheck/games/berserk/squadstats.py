"""Berserk squad statistics: many deals, each recruited by the exact optimiser.

For ``deals`` shuffles of a deck (one :class:`random.Random` stream from ``seed``), each
deal is dealt as ``deckcheck squad suggest`` deals it
(:func:`~deckcheck.games.berserk.squads.deal.deal_cards`) and its best squad found by
:func:`~deckcheck.games.berserk.squads.optimise.best_squad`. The tables say
how the best squad's crystals spent, lives and elements are distributed, and how often a
legal squad with a flyer, or with an elite card, can be recruited at all (a single such
card that the seat can afford alone: every squad rule only gets harder as cards are
added, so a legal squad holding the card exists exactly when the card alone is legal).

**What a mulligan is worth.** A mulligan (re-deal) returns the deal to the deck,
shuffles and deals again, for the format's ``mulligan_gold`` (1 gold). With up to ``K``
mulligans, ``deals`` fresh deals are also recruited after 1, 2 … K mulligans (with that
much less gold), and the best policy is found backwards on the crystals spent: after k
mulligans, keep a deal whose best squad spends at least what a re-deal is expected to
give (``E[k] = mean(max(spent, E[k+1]))``, ``E[K] = mean(spent)``). The gain is
``E[0]`` less the mean crystals spent without a mulligan.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from deckcheck.batch.summary import wilson
from deckcheck.doctor.stats import Row, Table, number, table_by_key

if TYPE_CHECKING:
    from deckcheck.catalog.model import Catalogue
    from deckcheck.games.berserk.squads.model import SquadCard
    from deckcheck.games.berserk.squads.rules import Seat, SquadRules


@dataclass(frozen=True)
class SquadStats:
    """What ``deckcheck squad stats`` says about a deck's deals."""

    deals: int
    seat: str
    seed: int
    mulligans: int
    tables: tuple[Table, ...]
    summary: dict[str, Any] = field(default_factory=dict)

    def table(self, key: str) -> Table:
        return table_by_key(self.tables, key)

    def to_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals,
            "seat": self.seat,
            "seed": self.seed,
            "mulligans": self.mulligans,
            "summary": self.summary,
            "tables": [table.to_json() for table in self.tables],
        }


def _fits_alone(card: SquadCard, catalogue: Catalogue, rules: SquadRules, seat: Seat) -> bool:
    from deckcheck.games.berserk.squads.check import check_squad
    from deckcheck.games.berserk.squads.model import Squad

    report = check_squad(Squad.of({card.id: 1}), catalogue, rules, seat)
    return report.exit_code == 0


def _share_table(key: str, title: str, counts: dict[str, int], total: int) -> Table:
    rows = []
    for label, count in counts.items():
        low, high = wilson(count, total)
        rows.append(Row(label, (count / total, low, high), f"{count} of {total} deals"))
    return Table(
        key, title, "probability", ("share", "ci95 low", "ci95 high"), tuple(rows), interval=True
    )


def _distribution(key: str, title: str, values: Sequence[int], total: int) -> Table:
    counts: dict[int, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    rows = tuple(
        Row(str(v), (counts[v] / total,), f"{counts[v]} of {total} deals") for v in sorted(counts)
    )
    return Table(key, title, "probability", ("share of deals",), rows)


def squad_stats(
    ids: Sequence[str],
    catalogue: Catalogue,
    rules: SquadRules,
    seat: Seat,
    *,
    deals: int,
    seed: int = 0,
    mulligans: int = 0,
) -> SquadStats:
    """Deal ``deals`` times from ``ids`` (one per copy) and recruit each deal's best squad."""
    from deckcheck.games.berserk.squads.deal import deal_cards
    from deckcheck.games.berserk.squads.optimise import best_squad, dealt_cards

    rng = random.Random(seed)
    spent: list[int] = []
    lives: list[int] = []
    element_counts: list[int] = []
    element_use: dict[str, int] = {}
    flags = {"flyer_possible": 0, "elite_possible": 0, "best_has_flyer": 0, "best_has_elite": 0}
    alone: dict[str, bool] = {}
    names = catalogue.info.elements
    for _ in range(deals):
        deal = deal_cards(ids, rng, rules.deal)
        report = best_squad(deal, catalogue, rules, seat)
        spent.append(report.payment.cards)
        lives.append(report.lives)
        element_counts.append(len(report.elements))
        for element in report.elements:
            element_use[element] = element_use.get(element, 0) + 1
        chosen = report.counts()
        groups = dealt_cards(deal, catalogue)
        for card, _ in groups:
            if card.id not in alone:
                alone[card.id] = _fits_alone(card, catalogue, rules, seat)
        flags["flyer_possible"] += any(c.flying and alone[c.id] for c, _ in groups)
        flags["elite_possible"] += any(c.elite and alone[c.id] for c, _ in groups)
        flags["best_has_flyer"] += any(c.flying and chosen.get(c.id) for c, _ in groups)
        flags["best_has_elite"] += any(c.elite and chosen.get(c.id) for c, _ in groups)

    tables = [
        _distribution("crystals", "Crystals spent on cards by the best squad", spent, deals),
        _distribution("lives", "Lives of the best squad", lives, deals),
        _distribution("element_count", "Elements in the best squad", element_counts, deals),
        _share_table(
            "elements",
            "Share of best squads with each element",
            {
                names.name(e) if e in names else e: element_use[e]
                for e in sorted(element_use, key=lambda e: (-element_use[e], e))
            },
            deals,
        ),
        _share_table(
            "options",
            "How often a squad can have a flyer or an elite card",
            {
                "a legal squad with a flyer exists": flags["flyer_possible"],
                "a legal squad with an elite card exists": flags["elite_possible"],
                "the best squad has a flyer": flags["best_has_flyer"],
                "the best squad has an elite card": flags["best_has_elite"],
            },
            deals,
        ),
    ]
    mean_spent = sum(spent) / deals
    summary: dict[str, Any] = {
        "mean_crystals": number(mean_spent),
        "mean_lives": number(sum(lives) / deals),
        "mean_elements": number(sum(element_counts) / deals),
    }
    if mulligans:
        levels = [spent]
        level_lives = [lives]
        for k in range(1, mulligans + 1):
            squads = [
                best_squad(deal_cards(ids, rng, rules.deal), catalogue, rules, seat, mulligans=k)
                for _ in range(deals)
            ]
            levels.append([squad.payment.cards for squad in squads])
            level_lives.append([squad.lives for squad in squads])
        value = policy_values(levels)
        redealt = sum(1 for s in spent if s < value[1])
        summary["mulligan"] = {
            "gold_each": rules.mulligan_gold,
            "mean_crystals_without": number(mean_spent),
            "mean_crystals_best_policy": number(value[0]),
            "gain": number(value[0] - mean_spent),
            "redeal_below": [number(v) for v in value[1:]],
            "redealt_share": number(redealt / deals),
        }
        tables.append(
            Table(
                "mulligan",
                f"What a mulligan ({rules.mulligan_gold} gold) is worth",
                "count",
                ("crystals, fresh deal", "crystals, best policy", "lives, fresh deal"),
                tuple(
                    Row(
                        f"after {k} mulligan{'s' if k != 1 else ''}",
                        (sum(levels[k]) / deals, value[k], sum(level_lives[k]) / deals),
                    )
                    for k in range(mulligans + 1)
                ),
                "keep a deal when its best squad spends at least the next row's best policy; "
                "a re-deal's squad has the mulligans' gold less to spend",
                units=("crystals", "crystals", "lives"),
            )
        )
    return SquadStats(deals, seat.value, seed, mulligans, tuple(tables), summary)


def policy_values(levels: Sequence[Sequence[int]]) -> list[float]:
    """The expected crystals spent under the best re-deal policy, from each level.

    ``levels[k]`` are the crystals spent by fresh deals after k mulligans; the last
    level must be kept. ``value[k] = mean(max(s, value[k + 1]) for s in levels[k])``.

    >>> policy_values([[10, 30], [20, 20]])
    [25.0, 20.0]
    """
    value = [0.0] * len(levels)
    value[-1] = sum(levels[-1]) / len(levels[-1])
    for k in range(len(levels) - 2, -1, -1):
        value[k] = sum(max(s, value[k + 1]) for s in levels[k]) / len(levels[k])
    return value

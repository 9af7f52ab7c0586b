"""A card's own recruitment clauses that change its price or the squad's limits, in one
place for ``squad check``, the best-squad optimiser and the engine's recruitment.

- ``free_with_costs`` (VS-172): the card joins for free when the squad's other cards
  show each of these printed costs between them. deckcheck's reading: the other cards
  count by their printed cost, whatever they were paid; the card itself does not count.
- ``pay_more_up_to`` (VS-190): its player may pay up to N more crystals for it (a
  choice: :attr:`~deckcheck.games.berserk.squads.model.SquadCard.paid_more`), paid as the card is
  (an elite card in gold).
- ``gold_offered`` (VS-199): its player may take that much gold when recruiting it (a
  choice: :attr:`~deckcheck.games.berserk.squads.model.SquadCard.took_gold`); the squad
  may then hold at most ``element_cards_max`` element cards (cards of an element: neutral ones are
  not, nor a hero a card makes neutral, NT-173).

A choice is a *variant* of the card (:func:`variants`): the card as printed, and one
card per choice its text offers, each with its own price, gold and limit; the
optimiser weighs every variant, the engine offers each as a recruit action and a squad
file states the choice (``choices:``).

>>> from deckcheck.games.berserk.squads.model import SquadCard
>>> sellsword = SquadCard("VS-190", "Вольный воитель", 2, True, True, False, frozenset(),
...                       3, pay_more_up_to=4)
>>> [v.copies_cost(1) for v in variants(sellsword)]
[2, 3, 4, 5, 6]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from deckcheck.games.berserk.squads.model import SquadCard


def variants(card: SquadCard) -> tuple[SquadCard, ...]:
    """The card as printed, then one variant per choice its recruitment clauses offer
    (each crystal more it may pay; the offered gold taken)."""
    if not (card.pay_more_up_to or card.gold_offer):
        return (card,)
    out = []
    for more in range(card.pay_more_up_to + 1):
        for gold in (False, True) if card.gold_offer else (False,):
            out.append(chosen(card, more, gold))
    return tuple(out)


def chosen(card: SquadCard, paid_more: int = 0, took_gold: bool = False) -> SquadCard:
    """The variant of ``card`` recruited with these choices; raises ValueError for a
    choice its text does not offer."""
    if paid_more and not card.pay_more_up_to:
        raise ValueError(f"{card.id} ({card.name}) offers no paying more")
    if not 0 <= paid_more <= card.pay_more_up_to:
        raise ValueError(f"{card.id} ({card.name}) may be paid at most "
                         f"{card.pay_more_up_to} more, not {paid_more}")
    if took_gold and not card.gold_offer:
        raise ValueError(f"{card.id} ({card.name}) offers no gold")
    if not (paid_more or took_gold):
        return card
    return dataclasses.replace(
        card,
        paid_more=paid_more,
        took_gold=took_gold,
        gold_gained=card.gold_gained + (card.gold_offer if took_gold else 0),
        element_cards_max=card.offer_element_cards_max if took_gold else None,
    )


def variant_id(card: SquadCard) -> str:
    """An id for a variant that no other variant of the card shares (the optimiser's
    groups): the card id, ``+N`` for N crystals paid more, ``+gold`` for the gold taken,
    ``+ward`` under a ward."""
    return card.id + (f"+{card.paid_more}" if card.paid_more else "") \
        + ("+gold" if card.took_gold else "") + ("+ward" if card.warded_by else "")


def can_ward(giver: SquadCard, card: SquadCard) -> bool:
    """Whether ``card`` may join under ``giver``'s ward (VS-180): an elite creature
    costing at most what the ward prints, another card than the giver."""
    return bool(giver.ward_cost_max) and card.elite and card.creature \
        and card.cost <= giver.ward_cost_max and card.id != giver.id and not card.warded_by


def warded(card: SquadCard, giver: SquadCard) -> SquadCard:
    """``card`` joining under ``giver``'s ward: paid as an ordinary card (deckcheck's
    reading: in silver first, then gold, as any ordinary card)."""
    if not can_ward(giver, card):
        raise ValueError(f"{card.id} ({card.name}) cannot join under the ward of {giver.id} "
                         f"({giver.name}): an elite creature costing at most "
                         f"{giver.ward_cost_max} can")
    return dataclasses.replace(card, elite=False, warded_by=giver.id)


def choice_words(card: SquadCard) -> str:
    """The choices of a variant in players' words ("" for the card as printed)."""
    words = []
    if card.paid_more:
        words.append(f"paid {card.paid_more} more")
    if card.took_gold:
        words.append(f"took {card.gold_offer} gold (at most {card.element_cards_max} "
                     "element cards)")
    if card.warded_by:
        words.append(f"under the ward of {card.warded_by}, paid as ordinary")
    return ", ".join(words)


def is_free(card: SquadCard, other_costs: Iterable[int]) -> bool:
    """Whether ``card`` joins for free beside cards of these printed costs (VS-172)."""
    return bool(card.free_with_costs) and card.free_with_costs.issubset(other_costs)


def price(card: SquadCard, count: int, before: int, other_costs: Iterable[int]) -> int:
    """The crystals ``count`` more copies of ``card`` cost (``before`` of its name in the
    squad already) beside other cards of these printed costs."""
    if card.free_with_costs and is_free(card, other_costs):
        return 0
    return card.copies_cost(count, before)


def discount(cards: Sequence[tuple[SquadCard, int]]) -> int:
    """The crystals a squad of ``(card, copies)`` pairs does not pay for its cards free
    beside the others' costs (VS-172): what the optimiser still counts as their
    strength (a free card is as strong as its printed cost)."""
    out = 0
    for card, n in cards:
        if n and card.free_with_costs:
            others = {other.cost for other, m in cards if m and other.id != card.id}
            out += card.copies_cost(n) - price(card, n, 0, others)
    return out


def is_element_card(card: SquadCard, neutral_heroes: bool = False) -> bool:
    """A card of some element (``element_cards_max`` counts them): not a neutral card,
    nor a hero while a card makes heroes neutral (NT-173)."""
    return bool(card.elements) and not (neutral_heroes and card.hero)


def element_cards_over(cards: Sequence[tuple[SquadCard, int]]) -> tuple[SquadCard, int] | None:
    """``(the capping card, element cards)`` when a squad of ``(card, copies)`` pairs
    holds more element cards than a taken gold offer allows (VS-199); else None."""
    chosen_cards = [(card, n) for card, n in cards if n > 0]
    capping = [card for card, _ in chosen_cards if card.element_cards_max is not None]
    if not capping:
        return None
    neutral = any(card.heroes_neutral for card, _ in chosen_cards)
    count = sum(n for card, n in chosen_cards if is_element_card(card, neutral))
    tightest = min(capping, key=lambda card: card.element_cards_max or 0)
    return (tightest, count) if count > (tightest.element_cards_max or 0) else None


def search_order(card: SquadCard) -> tuple[int, bool, bool, bool]:
    """Where the optimiser decides the card: gold givers first (every later check knows
    the gold the squad has), then ward givers and the cards under a ward (a warded card
    knows whether its giver joined; it is the first copy of its name, the others priced
    after it), a card free beside others' costs last (it knows them all); so every
    constraint of the search still only grows as cards join."""
    return (-card.gold_gained, not card.ward_cost_max, not card.warded_by,
            bool(card.free_with_costs))


class SearchClauses:
    """The clauses the optimiser's search asks about, for its groups in search order.

    The search keeps ``taken`` (copies taken of each group so far); :meth:`price` is a
    group's price beside the groups taken, :meth:`allows` whether taking ``k`` copies
    keeps a taken gold offer's limit. :meth:`build` gives None when no card has such a
    clause, so the search pays nothing for them then."""

    def __init__(self, cards: Sequence[SquadCard], element_cards: Sequence[bool],
                 avail: Sequence[int]) -> None:
        self.cards = cards
        # A warded group (VS-180): its giver's group, and the group of the same card
        # joining plainly (they share the dealt copies).
        index = {card.id: i for i, card in enumerate(cards)}
        self.giver = [index.get(card.warded_by, -1) if card.warded_by else -1
                      for card in cards]
        self.plain = [index.get(card.id.removesuffix("+ward"), -1) if card.warded_by else -1
                      for card in cards]
        # the other group of the pair (warded: its plain group; plain: its warded one)
        self.sibling = list(self.plain)
        for j, i in enumerate(self.plain):
            if i >= 0:
                self.sibling[i] = j
        self.avail = list(avail)
        self.wards = any(card.warded_by for card in cards)
        self.costs = [card.cost for card in cards]
        self.free = [bool(card.free_with_costs) for card in cards]
        self.element = list(element_cards)
        caps = [card.element_cards_max for card in cards]
        self.caps = [999 if cap is None else cap for cap in caps]
        self.limits = any(cap is not None for cap in caps)
        #: The most a squad's free cards may save (what the search's bound adds).
        self.free_worth = sum(card.copies_cost(1) for card in cards if card.free_with_costs)

    @classmethod
    def build(cls, cards: Sequence[SquadCard], element_cards: Sequence[bool],
              avail: Sequence[int]) -> SearchClauses | None:
        if not any(card.free_with_costs or card.element_cards_max is not None
                   or card.warded_by for card in cards):
            return None
        return cls(cards, element_cards, avail)

    def price(self, i: int, k: int, printed: int, taken: Sequence[int]) -> int:
        """Group ``i``'s price for ``k`` copies (``printed``: as the search counts it)."""
        if self.wards and self.plain[i] < 0 <= self.sibling[i] and taken[self.sibling[i]]:
            # copies after the one under a ward (NT-102's further copies cost less)
            return self.cards[i].copies_cost(k, taken[self.sibling[i]])
        if not self.free[i]:
            return printed
        costs = self.costs
        others = {costs[j] for j, n in enumerate(taken) if n and j != i}
        return price(self.cards[i], k, 0, others)

    def discount(self, taken: Sequence[int]) -> int:
        """What the groups taken save on free cards (:func:`discount`)."""
        if not self.free_worth:
            return 0
        return discount([(card, n) for card, n in zip(self.cards, taken, strict=True)])

    def allows(self, i: int, k: int, taken: Sequence[int]) -> bool:
        """Whether ``k`` copies of group ``i`` beside the groups taken keep every taken
        gold offer's element card limit."""
        if self.wards:
            giver, sibling = self.giver[i], self.sibling[i]
            if giver >= 0:  # under a ward: its giver joined, one warded card a giver
                wards = sum(n for j, n in enumerate(taken)
                            if n and self.giver[j] >= 0 and j != i)
                if not taken[giver] or wards + k > taken[giver]:
                    return False
            if sibling >= 0:  # the pair shares the dealt copies
                dealt = self.avail[i if giver < 0 else sibling]
                if taken[sibling] + k > dealt:
                    return False
        if not self.limits:
            return True
        caps, element = self.caps, self.element
        cap = caps[i]
        count = k if element[i] else 0
        for j, n in enumerate(taken):
            if n and j != i:
                cap = min(cap, caps[j])
                if element[j]:
                    count += n
        return count <= cap


__all__ = [
    "SearchClauses",
    "can_ward",
    "choice_words",
    "chosen",
    "discount",
    "element_cards_over",
    "is_element_card",
    "is_free",
    "price",
    "search_order",
    "variant_id",
    "variants",
    "warded",
]

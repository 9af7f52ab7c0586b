"""The strongest affordable, legal squad from a deal: an exact branch and bound.

Objective, in order (see :func:`squad_key`):

1. the most crystals spent on cards (the sum of their costs; the element penalty is a
   price, not strength, so it does not count);
2. then the most lives in total (cards without lives count 0);
3. then the fewest elements (the smallest element penalty);
4. then the lexicographically smallest sorted list of card ids, so that the answer is
   unique and does not depend on the deal's order.

Constraints: every rule of :func:`~deckcheck.games.berserk.squads.check.check_squad` — the seat's
gold and silver with elite cards paid in gold and the element penalty in gold, the
flyer cap, the unique limit (a crowned card allows at most ``unique_max_in_squad``
cards of its name in the squad), no more copies than dealt and at most ``rules.deal``
cards.

Search: identical dealt cards are grouped, so a deal of ``n`` distinct cards has at
most ``2**n`` candidate squads (a deal of 15 at most 32 768). The search decides the
groups in order of cost, most copies first. Every constraint only gets harder as cards
are added (costs, penalty, flyer crystals and copies all grow), so a branch is cut as
soon as it breaks one; and it is cut when even taking every remaining card (capped by
the crystals left) could not beat the best squad's cost and lives. Nothing else is
cut, so the result is the exact optimum; ``tests/games/berserk/test_squads.py`` compares it with a
brute-force enumeration of every subset on random deals.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from deckcheck.catalog.model import Catalogue, UnknownCardError
from deckcheck.engine.base import popcount
from deckcheck.errors import InputError, UsageError
from deckcheck.games.berserk.squads import clauses
from deckcheck.games.berserk.squads.check import (
    available_crystals,
    card_crystals,
    check_squad,
    squad_elements,
)
from deckcheck.games.berserk.squads.model import ChoiceEntry, Squad, SquadCard, SquadReport
from deckcheck.games.berserk.squads.rules import Crystals, Seat, SquadRules

#: Smaller is better: (-card crystals, -lives, elements, sorted ids).
SquadKey = tuple[int, int, int, tuple[str, ...]]


def squad_key(cards: Iterable[tuple[SquadCard, int]]) -> SquadKey:
    """The objective of a squad of ``(card, copies)`` pairs, as a key to minimise."""
    chosen = [(card, count) for card, count in cards if count > 0]
    # a card free beside the others' costs (VS-172) is as strong as its printed cost
    cost = sum(crystals for _, crystals in card_crystals(chosen)) + clauses.discount(chosen)
    lives = 0
    ids: list[str] = []
    for card, count in chosen:
        lives += card.lives * count
        ids.extend([card.id] * count)
    return (-cost, -lives, len(squad_elements(chosen)), tuple(sorted(ids)))


def dealt_cards(deal: Sequence[str], catalogue: Catalogue) -> list[tuple[SquadCard, int]]:
    """The distinct dealt cards with their copies, in deal order; unknown ids raise."""
    groups: dict[str, tuple[SquadCard, int]] = {}
    for card_id in deal:
        try:
            card = catalogue.card(card_id)
        except UnknownCardError as err:
            raise InputError(str(err), code="UNKNOWN_CARD") from None
        found = groups.get(card.id)
        groups[card.id] = (found[0], found[1] + 1) if found else (SquadCard.from_card(card), 1)
    return list(groups.values())


def best_counts(
    groups: Sequence[tuple[SquadCard, int]],
    rules: SquadRules,
    seat: Seat | str,
    *,
    mulligans: int = 0,
) -> dict[str, int]:
    """``{id: copies}`` of the best squad from ``(card, copies dealt)`` groups (the
    choices it is recruited with: :func:`best_choices`)."""
    counts: dict[str, int] = {}
    for card, n in best_choices(groups, rules, seat, mulligans=mulligans):
        counts[card.id] = counts.get(card.id, 0) + n
    return counts


def best_choices(
    groups: Sequence[tuple[SquadCard, int]],
    rules: SquadRules,
    seat: Seat | str,
    *,
    mulligans: int = 0,
) -> list[tuple[SquadCard, int]]:
    """The best squad from ``(card, copies dealt)`` groups as ``(card, copies)`` pairs,
    each card the variant (squads.clauses.variants: crystals paid more, gold taken) it
    is best recruited with: every variant of a card is a group of its own (the cards
    that offer choices are crowned, so the unique limit keeps one)."""
    expanded: list[tuple[SquadCard, int]] = []
    variant_of: dict[str, SquadCard] = {}
    for card, n in groups:
        for variant in clauses.variants(card):
            key = clauses.variant_id(variant)
            variant_of[key] = variant
            expanded.append((variant if key == card.id else replace(variant, id=key), n))
    givers = [giver for giver, _ in groups if giver.ward_cost_max]
    for giver in givers:  # an elite creature under a ward (VS-180): one copy
        for card, _n in groups:
            if clauses.can_ward(giver, card):
                variant = clauses.warded(card, giver)
                key = clauses.variant_id(variant)
                variant_of[key] = variant
                expanded.append((replace(variant, id=key), 1))
    counts = _best_variant_counts(expanded, rules, seat, mulligans=mulligans)
    best = [(variant_of[key], n) for key, n in counts.items()]
    # The objective does not see gold left over: a gold offer the squad can take
    # keeping its limit (VS-199) is taken, more gold being never worse.
    for i, (card, n) in enumerate(best):
        if card.gold_offer and not card.took_gold:
            taking = [*best[:i], (clauses.chosen(card, card.paid_more, True), n), *best[i + 1:]]
            if clauses.element_cards_over(taking) is None:
                best = taking
    return best


def _best_variant_counts(
    groups: Sequence[tuple[SquadCard, int]],
    rules: SquadRules,
    seat: Seat | str,
    *,
    mulligans: int = 0,
) -> dict[str, int]:
    """``{id: copies}`` of the best squad from ``(card, copies dealt)`` groups.

    A card that makes heroes neutral (NT-173) takes elements away when it joins, which
    the search's pruning (every constraint only grows) cannot see: so the search runs
    once without such cards and once with one of them taken and heroes neutral, and
    the better squad of the two wins."""
    crystals = available_crystals(rules, Seat.parse(seat), mulligans)
    neutralisers = [i for i, (card, _) in enumerate(groups) if card.heroes_neutral]
    if not neutralisers:
        return _best_counts(groups, rules, crystals)
    without = [(card, 0 if card.heroes_neutral else n) for card, n in groups]
    found = [_best_counts(without, rules, crystals)]
    found.extend(_best_counts(groups, rules, crystals, required=i) for i in neutralisers)
    cards = {card.id: card for card, _ in groups}
    return min(found, key=lambda counts: squad_key(
        (cards[card_id], n) for card_id, n in counts.items()))


def _best_counts(
    groups: Sequence[tuple[SquadCard, int]],
    rules: SquadRules,
    crystals: Crystals,
    required: int | None = None,
) -> dict[str, int]:
    """The branch and bound of :func:`best_counts`; with ``required``, the squads that
    take at least one copy of that group's card, whose heroes count as neutral."""
    search = _Search(groups, rules, crystals, required)
    search.search(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    best, ids = search.best, search.ids
    return {ids[i]: best[i] for i in range(search.n) if best and best[i]}


class _Search:
    """The branch and bound of :func:`_best_counts` over plain lists.

    A class, not a closure, so that the compiled build calls :meth:`search` directly
    with machine integers (a compiled closure is a Python object, called with its
    arguments boxed, and reads every variable it shares through an environment object):
    this search is most of a game's recruitment. The search reads plain lists, not the
    cards' fields, for the same reason. The best squad's key is kept as its parts,
    compared field by field as the tuple ``(-cost, -lives, elements, ids)`` would be."""

    def __init__(self, groups: Sequence[tuple[SquadCard, int]], rules: SquadRules,
                 crystals: Crystals, required: int | None) -> None:
        self.gold, self.silver = crystals.gold, crystals.silver
        # Cards that give gold (VS-171) are decided first, so that every later check
        # knows the gold the squad has: the pruning needs constraints that only grow.
        order = sorted(range(len(groups)), key=lambda i: (i != required,
                                                          *clauses.search_order(groups[i][0]),
                                                          -groups[i][0].cost, groups[i][0].id))
        cards = [groups[i][0] for i in order]
        avail = self.avail = [groups[i][1] for i in order]
        n = self.n = len(cards)
        self.ids = [card.id for card in cards]

        bits: dict[str, int] = {}
        for card in cards:
            for element in sorted(card.elements):
                bits.setdefault(element, 1 << len(bits))
        self.neutral_heroes = neutral_heroes = required is not None
        masks = self.masks = [0 if neutral_heroes and card.hero
                              else sum(bits[e] for e in card.elements) for card in cards]
        # A card's own squad rule (NT-184, NT-191): the elements it keeps out, and the
        # elements each card brings as a creature (printed, whatever NT-173 makes of
        # heroes).
        for card in cards:
            for element in sorted(card.excludes_elements):
                bits.setdefault(element, 1 << len(bits))
        self.gains = gains = [card.gold_gained for card in cards]
        self.all_gains = sum(g * k for g, k in zip(gains, avail, strict=True))
        self.kept_out = [sum(bits[e] for e in card.excludes_elements) for card in cards]
        self.creature_masks = [sum(bits[e] for e in card.elements) if card.creature else 0
                               for card in cards]
        # A card's own price or limit (VS-172 free beside others' costs, VS-199's gold
        # offer taken): asked only when some card has one.
        hooks = self.hooks = clauses.SearchClauses.build(
            cards, [mask != 0 for mask in masks], avail)
        self.free_worth = 0 if hooks is None else hooks.free_worth
        self.unique_limit = rules.unique_max_in_squad
        # Names that a crowned card could limit; a name is limited once a crowned card of
        # that name is in the squad (then every copy of the name counts).
        names: dict[str, int] = {}
        unique_names = {card.name for card in cards if card.unique}
        self.name_of = [
            names.setdefault(card.name, len(names)) if card.name in unique_names else -1
            for card in cards
        ]
        self.cap = rules.flyer_crystal_cap
        self.elite_gold_only = rules.elite_gold_only
        self.pen = rules.element_penalty_gold
        self.deal = rules.deal
        suffix_cost = self.suffix_cost = [0] * (n + 1)
        suffix_lives = self.suffix_lives = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix_cost[i] = suffix_cost[i + 1] + cards[i].copies_cost(avail[i])
            suffix_lives[i] = suffix_lives[i + 1] + cards[i].lives * avail[i]
        self.crystals_of = [[card.copies_cost(k) for k in range(avail[i] + 1)]
                            for i, card in enumerate(cards)]
        self.flying = [card.flying for card in cards]
        self.elite_of = [card.elite for card in cards]
        self.unique_of = [card.unique for card in cards]
        self.lives_of = [card.lives for card in cards]
        self.taken = [0] * n
        self.name_copies = [0] * len(names)
        self.crowned = [0] * len(names)
        self.best: list[int] = []
        self.found = False
        # the best key's parts: -cost, -lives, elements, sorted ids
        self.best_cost = 0
        self.best_lives = 0
        self.best_elements = 0
        self.best_ids: tuple[str, ...] = ()

    def leaf(self, cost: int, lives: int, mask: int) -> None:
        taken = self.taken
        if self.hooks is not None:
            cost += self.hooks.discount(taken)
        elements = popcount(mask)
        if self.found:  # (-cost, -lives, elements) > the best's: worse, whatever its ids
            if -cost != self.best_cost:
                if -cost > self.best_cost:
                    return
            elif -lives != self.best_lives:
                if -lives > self.best_lives:
                    return
            elif elements > self.best_elements:
                return
        ids = self.ids
        squad = tuple(sorted(ids[i] for i in range(self.n) for _ in range(taken[i])))
        if self.found and (-cost, -lives, elements, squad) >= (
                self.best_cost, self.best_lives, self.best_elements, self.best_ids):
            return
        self.found = True
        self.best_cost, self.best_lives = -cost, -lives
        self.best_elements, self.best_ids = elements, squad
        self.best = list(taken)

    def search(
        self, i: int, elite: int, ordinary: int, lives: int, mask: int, flyers: int,
        size: int, excluded: int, creatures: int, gained: int,
    ) -> None:
        cost = elite + ordinary
        if i == self.n:
            self.leaf(cost, lives, mask)
            return
        pen = self.pen
        if self.found:
            penalty = pen * max(0, popcount(mask) - 1)
            room = self.gold + self.all_gains + self.silver - cost - penalty
            bound_cost = cost + min(self.suffix_cost[i], room) + self.free_worth
            bound_lives = lives + self.suffix_lives[i]
            # the bound (cost, lives) below the best's (cost, lives): cut
            if bound_cost < -self.best_cost or (bound_cost == -self.best_cost
                                                and bound_lives < -self.best_lives):
                return
        unique = self.unique_of[i]
        is_elite = self.elite_of[i]
        prices = self.crystals_of[i]
        hooks = self.hooks
        taken = self.taken
        u = self.name_of[i]
        last = 0 if i == 0 and self.neutral_heroes else -1
        for k in range(self.avail[i], last, -1):
            if k:
                if size + k > self.deal:
                    continue
                if u >= 0:
                    limited = self.crowned[u] > 0 or unique
                    if limited and self.name_copies[u] + k > self.unique_limit:
                        continue
                if self.kept_out[i] & (creatures | self.creature_masks[i]) \
                        or excluded & self.creature_masks[i]:
                    continue
                crystals_k = prices[k]
                if hooks is not None:
                    crystals_k = hooks.price(i, k, crystals_k, taken)
                    if not hooks.allows(i, k, taken):
                        continue
                new_flyers = flyers + crystals_k if self.flying[i] else flyers
                if new_flyers > self.cap:
                    continue
                new_elite = elite + crystals_k if is_elite else elite
                new_ordinary = ordinary if is_elite else ordinary + crystals_k
                new_mask = mask | self.masks[i]
                penalty = pen * max(0, popcount(new_mask) - 1)
                if self.elite_gold_only:
                    gold_needed = new_elite + penalty + max(0, new_ordinary - self.silver)
                else:
                    gold_needed = penalty + max(0, new_elite + new_ordinary - self.silver)
                new_gained = gained + self.gains[i] * k
                if gold_needed > self.gold + new_gained:
                    continue
                taken[i] = k
                if u >= 0:
                    self.name_copies[u] += k
                    self.crowned[u] += k if unique else 0
                self.search(
                    i + 1,
                    new_elite,
                    new_ordinary,
                    lives + self.lives_of[i] * k,
                    new_mask,
                    new_flyers,
                    size + k,
                    excluded | self.kept_out[i],
                    creatures | self.creature_masks[i],
                    new_gained,
                )
                if u >= 0:
                    self.name_copies[u] -= k
                    self.crowned[u] -= k if unique else 0
                taken[i] = 0
            else:
                self.search(i + 1, elite, ordinary, lives, mask, flyers, size, excluded,
                            creatures, gained)


def best_squad(
    deal: Sequence[str],
    catalogue: Catalogue,
    rules: SquadRules,
    seat: Seat | str,
    *,
    mulligans: int = 0,
    deck: Sequence[str] | None = None,
) -> SquadReport:
    """The strongest affordable, legal squad from ``deal`` (ids, one per dealt card);
    with ``deck`` (the ids left in the deck), a card that fetches namesakes of a dealt
    creature from it into the deal (NT-187) weighs each fetch too.

    The report is :func:`~deckcheck.games.berserk.squads.check.check_squad` of the chosen squad (its
    cards in deal order), so it carries the payment and any warnings. Raises
    :class:`~deckcheck.errors.InputError` for an unknown card and
    :class:`~deckcheck.errors.UsageError` for a deal larger than the format's.

    >>> from deckcheck.catalog.load import load_catalogue
    >>> from deckcheck.games.berserk.squads.rules import squad_rules
    >>> deal = ["VS-001", "VS-002", "VS-010"]
    >>> best_squad(deal, load_catalogue("berserk"), squad_rules(), "first").ids()
    ['VS-001', 'VS-002', 'VS-010']
    """
    if len(deal) > rules.deal:
        raise UsageError(
            f"a deal of {len(deal)} cards, but the format deals {rules.deal}",
            code="SQUAD_DEAL_SIZE",
        )
    groups = dealt_cards(deal, catalogue)
    best = best_choices(groups, rules, seat, mulligans=mulligans)
    fetch: ChoiceEntry | None = None
    if deck and any(card.fetch_namesakes for card, _ in groups):
        best_key = squad_key(best)
        for giver, fetched in _fetches(groups, deck, catalogue):
            found = best_choices(dealt_cards([*deal, *fetched], catalogue), rules, seat,
                                 mulligans=mulligans)
            if any(card.id == giver for card, _ in found) and squad_key(found) < best_key:
                best, best_key = found, squad_key(found)
                fetch = ChoiceEntry(giver, fetch=tuple(fetched))
    counts: dict[str, int] = {}
    for card, n in best:
        counts[card.id] = counts.get(card.id, 0) + n
    chosen = {card.id: counts[card.id] for card, _ in groups if card.id in counts}
    choices = [ChoiceEntry(card.id, card.paid_more, card.took_gold)
               for card, _ in best if card.paid_more or card.took_gold]
    choices.extend(ChoiceEntry(card.warded_by, ward=card.id) for card, _ in best
                   if card.warded_by)
    if fetch is not None:
        choices.append(fetch)
    return check_squad(
        Squad.of(chosen, choices=choices), catalogue, rules, seat, deal=list(deal),
        mulligans=mulligans,
    )


def _fetches(
    groups: Sequence[tuple[SquadCard, int]], deck: Sequence[str], catalogue: Catalogue
) -> list[tuple[str, list[str]]]:
    """``(fetcher id, ids fetched)`` for each dealt card that fetches (NT-187) and each
    other dealt creature with namesakes in ``deck``: as many as it may (more cards in
    the deal are never worse), the deck's first ones."""
    out: list[tuple[str, list[str]]] = []
    for giver, _ in groups:
        if not giver.fetch_namesakes:
            continue
        for shown, _ in groups:
            if shown.id == giver.id or not shown.creature:
                continue
            fetched = [i for i in deck if catalogue.card(i).name == shown.name]
            if fetched:
                out.append((giver.id, fetched[:giver.fetch_namesakes]))
    return out


__all__ = ["SquadKey", "best_choices", "best_counts", "best_squad", "dealt_cards", "squad_key"]

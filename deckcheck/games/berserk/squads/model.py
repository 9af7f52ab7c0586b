"""Squads as plain data: the cards, the payment and the report of a check.

A :class:`Squad` is what a player recruits: card ids with copy counts (and, when read
from a file, where each entry stands). :func:`pay` finds how a squad is paid, and a
:class:`SquadReport` is the outcome of :func:`~deckcheck.games.berserk.squads.check.check_squad` or
:func:`~deckcheck.games.berserk.squads.optimise.best_squad`.
"""

# deckcheck: compiled (a hot module: see deckcheck.engine.compiled)
# (Every recruitment listing asks a squad's payment and a card's copies' cost: compiled,
# the engine reads a squad card's fields directly, where an interpreted one's are
# attribute look-ups, and pay is a direct call.)
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from deckcheck.catalog.model import Card
from deckcheck.diagnostics import Diagnostic, Location, exit_code
from deckcheck.games.berserk.squads.rules import Crystals, Seat, SquadRules

#: Berserk data flags marking a unique flag as unverified: copied from another set, or
#: the sources disagree and no third witness settles it.
UNIQUE_UNVERIFIED_FLAGS = frozenset({"unique_copied_from_other_set", "unique_sources_disagree"})


@dataclass(frozen=True)
class SquadCard:
    """What recruiting needs to know about one card."""

    id: str
    name: str
    cost: int
    elite: bool
    unique: bool
    flying: bool
    elements: frozenset[str]
    lives: int
    #: The unique flag is unverified (see UNIQUE_UNVERIFIED_FLAGS).
    unique_unverified: bool = False
    #: What the second, third ... copy costs when the squad is recruited, as the card
    #: prints it (NT-102); copies past the list cost the printed cost.
    copy_costs: tuple[int, ...] = ()
    #: A hero (a class ending in ``_hero``): NT-173 makes heroes count as neutral.
    hero: bool = False
    #: While this card is in the squad, its heroes count as neutral (no element).
    heroes_neutral: bool = False
    #: A creature (the squad rule of NT-184 and NT-191 names creatures only).
    creature: bool = True
    #: While this card is in the squad, no creature of these elements may be (NT-184:
    #: darkness; NT-191: mountains): the card's own squad rule.
    excludes_elements: frozenset[str] = frozenset()
    #: Gold crystals its player gains for each copy recruited (VS-171; VS-199 when its
    #: player takes the gold it offers: then this is the offered gold too).
    gold_gained: int = 0
    #: Printed costs the squad's other cards must show between them for this card to
    #: join for free (VS-172: 3, 4, 5, 6, 7 and 8); empty: it always pays its price.
    free_with_costs: frozenset[int] = frozenset()
    #: Up to how many more crystals its player may pay for it (VS-190).
    pay_more_up_to: int = 0
    #: Gold its player may take when recruiting it (VS-199), and the most element cards
    #: the squad may then hold.
    gold_offer: int = 0
    offer_element_cards_max: int = 0
    #: The choices this copy was recruited with
    #: (deckcheck.games.berserk.squads.clauses.variants): the crystals paid more for it,
    #: and whether its player took the gold it offers.
    paid_more: int = 0
    took_gold: bool = False
    #: The most element cards its squad may hold (the taken offer of VS-199); None: any.
    element_cards_max: int | None = None
    #: The most an elite creature may cost to join with it under its ward, paid in
    #: ordinary crystals (VS-180: 7); 0: no ward.
    ward_cost_max: int = 0
    #: The card under whose ward this copy joined (paid as an ordinary card; it dies
    #: when that card leaves play), "" for none.
    warded_by: str = ""
    #: Before recruiting, taking it, its player may add up to this many cards of the name
    #: of a dealt creature from the deck to the deal (NT-187); 0: no such clause.
    fetch_namesakes: int = 0

    def excludes(self, other: SquadCard) -> bool:
        """Whether this card's squad rule keeps ``other`` out of its squad."""
        return other.creature and not self.excludes_elements.isdisjoint(other.elements)

    def copies_cost(self, count: int, before: int = 0) -> int:
        """The crystals ``count`` more copies cost when ``before`` copies of the card's
        name are already in the squad."""
        return self._copies_price(count, before) + self.paid_more * count

    def _copies_price(self, count: int, before: int) -> int:
        if not self.copy_costs:
            return self.cost * count
        extra = self.copy_costs
        return sum(extra[n - 1] if 0 < n <= len(extra) else self.cost
                   for n in range(before, before + count))

    @classmethod
    def from_card(cls, card: Card) -> SquadCard:
        flags = card.names("data_flags")
        found = card.fields.get("recruitment")
        recruitment: Mapping[str, Any] = found if isinstance(found, Mapping) else {}
        offered = recruitment.get("gold_offered")
        offer: Mapping[str, Any] = offered if isinstance(offered, Mapping) else {}
        warding = recruitment.get("ward")
        ward: Mapping[str, Any] = warding if isinstance(warding, Mapping) else {}
        return cls(
            id=card.id,
            name=card.name,
            cost=card.number("cost") or 0,
            elite=card.flag("elite"),
            unique=card.flag("unique"),
            flying=card.subtype == "flying",
            elements=frozenset(card.elements),
            lives=card.number("lives") or 0,
            unique_unverified=not UNIQUE_UNVERIFIED_FLAGS.isdisjoint(flags),
            copy_costs=tuple(int(n) for n in recruitment.get("copy_costs", ())),
            hero=any(name.endswith("_hero") for name in card.names("classes")),
            heroes_neutral=recruitment.get("heroes_neutral") is True,
            creature=card.type == "creature",
            excludes_elements=frozenset(str(e) for e in recruitment.get("excludes_elements", ())),
            gold_gained=int(recruitment.get("gold_gained", 0)),
            free_with_costs=frozenset(int(n) for n in recruitment.get("free_with_costs", ())),
            pay_more_up_to=int(recruitment.get("pay_more_up_to", 0)),
            gold_offer=int(offer.get("gold", 0)),
            offer_element_cards_max=int(offer.get("element_cards_max", 0)),
            ward_cost_max=int(ward.get("cost_max", 0)),
            fetch_namesakes=int(recruitment.get("fetch_namesakes", 0)),
        )


@dataclass(frozen=True)
class SquadEntry:
    """``count`` copies of one card id in a squad; ``location`` when read from a file."""

    card_id: str
    count: int = 1
    location: Location | None = None


@dataclass(frozen=True)
class DealEntry:
    """One dealt card; ``location`` when read from a file."""

    card_id: str
    location: Location | None = None


@dataclass(frozen=True)
class ChoiceEntry:
    """A player's recruitment choice for a card of the squad (squads.clauses): crystals
    paid more for it (VS-190), the gold it offers taken (VS-199), the creature it takes
    under its ward (VS-180); ``location`` when read from a file."""

    card_id: str
    paid_more: int = 0
    took_gold: bool = False
    location: Location | None = None
    #: The elite creature recruited under this card's ward (VS-180), "" for none.
    ward: str = ""
    #: The cards (ids, one per card) it fetched from the deck into the deal (NT-187).
    fetch: tuple[str, ...] = ()


@dataclass(frozen=True)
class Squad:
    """A squad as written by a player, in file order, with its optional context.

    >>> Squad.of({"VS-001": 2, "VS-050": 1}).counts()
    {'VS-001': 2, 'VS-050': 1}
    """

    entries: tuple[SquadEntry, ...]
    game: str = "berserk"
    format: str | None = None
    seat: Seat | None = None
    #: The dealt cards the squad is recruited from, when known.
    deal: tuple[DealEntry, ...] | None = None
    #: Re-deals taken before recruiting (each costs the format's ``mulligan_gold``).
    mulligans: int = 0
    #: The file the squad came from, and where its parts stand in it.
    file: str | None = None
    game_location: Location | None = None
    squad_location: Location | None = None
    deal_location: Location | None = None
    #: The player's recruitment choices for cards that offer some (``choices:``).
    choices: tuple[ChoiceEntry, ...] = ()

    @classmethod
    def of(
        cls,
        cards: Mapping[str, int] | Iterable[str],
        *,
        deal: Iterable[str] | None = None,
        seat: Seat | str | None = None,
        mulligans: int = 0,
        choices: Iterable[ChoiceEntry] = (),
    ) -> Squad:
        """A squad from ``{id: count}`` or a list of ids (one per copy)."""
        if isinstance(cards, Mapping):
            counts = dict(cards)
        else:
            counts = {}
            for card_id in cards:
                counts[card_id] = counts.get(card_id, 0) + 1
        return cls(
            entries=tuple(SquadEntry(card_id, n) for card_id, n in counts.items()),
            seat=None if seat is None else Seat.parse(seat),
            deal=None if deal is None else tuple(DealEntry(card_id) for card_id in deal),
            mulligans=mulligans,
            choices=tuple(choices),
        )

    def counts(self) -> dict[str, int]:
        """``{id: copies}`` (entries naming the same id are added up)."""
        counts: dict[str, int] = {}
        for entry in self.entries:
            counts[entry.card_id] = counts.get(entry.card_id, 0) + entry.count
        return counts

    @property
    def size(self) -> int:
        return sum(entry.count for entry in self.entries)


@dataclass(frozen=True)
class Payment:
    """How a squad is paid, in the way that spends the least gold.

    Elite cards and the element penalty are paid in gold; ordinary cards in silver
    first and gold for the rest. No other split uses less gold (silver pays nothing
    else), so a squad is affordable exactly when this payment's gold fits.

    >>> pay(elite=10, ordinary=25, penalty=1, crystals=Crystals(24, 22))
    Payment(elite=10, ordinary=25, penalty=1, silver=22, gold=14)
    """

    #: Crystals on elite cards (gold only, unless the format allows silver).
    elite: int
    #: Crystals on ordinary cards.
    ordinary: int
    #: Gold paid for the elements beyond the first.
    penalty: int
    silver: int
    gold: int

    @property
    def cards(self) -> int:
        """Crystals spent on cards (the penalty excluded)."""
        return self.elite + self.ordinary

    @property
    def ordinary_gold(self) -> int:
        """Gold paid for ordinary cards once the silver ran out."""
        return max(0, self.gold - self.penalty - self.elite)


def pay(
    elite: int, ordinary: int, penalty: int, crystals: Crystals, *, elite_gold_only: bool = True
) -> Payment:
    """The least-gold payment of a squad; it may overspend gold (then it is unaffordable)."""
    silver, gold = paid(elite, ordinary, penalty, crystals.silver,
                        elite_gold_only=elite_gold_only)
    return Payment(elite, ordinary, penalty, silver, gold)


def paid(
    elite: int, ordinary: int, penalty: int, silver: int, *, elite_gold_only: bool = True
) -> tuple[int, int]:
    """The silver and gold of :func:`pay`'s payment with ``silver`` crystals: the numbers
    alone, for the recruitment listing, which asks about every card of every deal (a
    Payment is an object made, and a frozen dataclass's fields are set through Python)."""
    flexible = ordinary if elite_gold_only else ordinary + elite
    used = min(flexible, silver)
    return used, elite + ordinary + penalty - used


@dataclass(frozen=True)
class ChosenCard:
    """A card of a checked squad with its copies and how it was paid."""

    card: SquadCard
    count: int
    location: Location | None = None


@dataclass
class SquadReport:
    """The outcome of checking (or choosing) a squad."""

    rules: SquadRules
    seat: Seat
    #: The crystals available: the seat's, less the gold spent on mulligans.
    crystals: Crystals
    cards: list[ChosenCard]
    payment: Payment
    #: Elements of the squad (each card brings all of its elements; neutrals none).
    elements: tuple[str, ...]
    flyer_crystals: int
    #: Names of the unique cards in the squad.
    unique: tuple[str, ...]
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: The dealt cards (ids, in deal order), when known.
    deal: tuple[str, ...] | None = None
    mulligans: int = 0
    #: Gold the squad's cards gave as they joined (VS-171), included in ``crystals``.
    gained_gold: int = 0

    @property
    def affordable(self) -> bool:
        return self.payment.gold <= self.crystals.gold

    @property
    def legal(self) -> bool:
        return self.exit_code == 0

    @property
    def exit_code(self) -> int:
        """0 legal, 1 illegal, 2 when the input could not be fully understood."""
        return exit_code(self.diagnostics)

    @property
    def gold_left(self) -> int:
        return self.crystals.gold - self.payment.gold

    @property
    def silver_left(self) -> int:
        return self.crystals.silver - self.payment.silver

    @property
    def size(self) -> int:
        return sum(chosen.count for chosen in self.cards)

    @property
    def lives(self) -> int:
        return sum(chosen.card.lives * chosen.count for chosen in self.cards)

    def counts(self) -> dict[str, int]:
        """``{id: copies}`` of the squad."""
        counts: dict[str, int] = {}
        for chosen in self.cards:
            counts[chosen.card.id] = counts.get(chosen.card.id, 0) + chosen.count
        return counts

    def ids(self) -> list[str]:
        """The squad's card ids, one per copy, in squad order."""
        return [chosen.card.id for chosen in self.cards for _ in range(chosen.count)]

    def to_json(self) -> dict[str, Any]:
        """Plain data for ``--output json`` (and for tools)."""
        return {
            "legal": self.legal,
            "affordable": self.affordable,
            "seat": self.seat.value,
            "crystals": {"gold": self.crystals.gold, "silver": self.crystals.silver},
            "mulligans": self.mulligans,
            "gained_gold": self.gained_gold,
            "payment": {
                "gold": self.payment.gold,
                "silver": self.payment.silver,
                "elite": self.payment.elite,
                "ordinary": self.payment.ordinary,
                "ordinary_gold": self.payment.ordinary_gold,
                "element_penalty": self.payment.penalty,
            },
            "left": {"gold": self.gold_left, "silver": self.silver_left},
            "elements": list(self.elements),
            "flyers": {"crystals": self.flyer_crystals, "cap": self.rules.flyer_crystal_cap},
            "unique": list(self.unique),
            "size": self.size,
            "card_crystals": self.payment.cards,
            "lives": self.lives,
            "cards": [
                {
                    "id": c.card.id,
                    "name": c.card.name,
                    "copies": c.count,
                    "cost": c.card.cost,
                    "elite": c.card.elite,
                    "unique": c.card.unique,
                    "flying": c.card.flying,
                    "elements": sorted(c.card.elements),
                    "lives": c.card.lives,
                    **({"paid_more": c.card.paid_more} if c.card.paid_more else {}),
                    **({"took_gold": True} if c.card.took_gold else {}),
                    **({"warded_by": c.card.warded_by} if c.card.warded_by else {}),
                }
                for c in self.cards
            ],
            "deal": None if self.deal is None else list(self.deal),
            "diagnostics": [d.to_json() for d in self.diagnostics],
        }

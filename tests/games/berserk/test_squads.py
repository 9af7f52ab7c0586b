"""The squad library: payment, every limit at its boundary, the optimiser, dealing, files.

Most tests use a small synthetic catalogue (cards built here, including multi-element
cards, which the bundled data does not have); some use the bundled Berserk catalogue
and formats.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deckcheck.catalog.load import bundled_game_info, load_catalogue
from deckcheck.catalog.model import Card, Catalogue, make_card
from deckcheck.diagnostics import Severity
from deckcheck.errors import InputError, LoadError, UsageError
from deckcheck.formats.model import Crystals, SquadRules
from deckcheck.games.berserk.squads import (
    Seat,
    Squad,
    best_squad,
    check_squad,
    deal_cards,
    load_squad,
    squad_key,
    squad_rules,
)
from deckcheck.games.berserk.squads.check import squad_payment
from deckcheck.games.berserk.squads.model import SquadCard, pay
from deckcheck.games.berserk.squads.optimise import best_counts

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "squads"
ELEMENTS = ("steppes", "forests", "mountains", "swamps", "darkness")
SOURCES = MappingProxyType(
    {
        key: f"test source for {key}"
        for key in (
            "deal",
            "crystals",
            "elite_gold_only",
            "element_penalty_gold",
            "flyer_crystal_cap",
            "unique_max_in_squad",
            "mulligan_gold",
        )
    }
)


def rules(
    first: tuple[int, int] = (24, 22),
    second: tuple[int, int] = (25, 23),
    *,
    deal: int = 15,
    penalty: int = 1,
    flyer_cap: int = 15,
    unique_max: int = 1,
    elite_gold_only: bool = True,
) -> SquadRules:
    return SquadRules(
        deal=deal,
        first=Crystals(*first),
        second=Crystals(*second),
        elite_gold_only=elite_gold_only,
        element_penalty_gold=penalty,
        flyer_crystal_cap=flyer_cap,
        unique_max_in_squad=unique_max,
        mulligan_gold=1,
        sources=SOURCES,
    )


RULES = rules()


def card(
    card_id: str,
    cost: int,
    *,
    elite: bool = False,
    elements: Sequence[str] = ("forests",),
    flying: bool = False,
    unique: bool = False,
    lives: int | None = 5,
    name: str | None = None,
    flags: Sequence[str] = (),
) -> Card:
    record: dict[str, Any] = {
        "id": card_id,
        "name": name or f"Card {card_id}",
        "number": 1,
        "rarity": "common",
        "elements": list(elements),
        "type": "creature",
        "subtype": "flying" if flying else "ground",
        "cost": cost,
        "elite": elite,
        "unique": unique,
    }
    if lives is not None:
        record["lives"] = lives
    if flags:
        record["data_flags"] = list(flags)
    return make_card("berserk", card_id.split("-")[0], record)


def catalogue(*cards: Card) -> Catalogue:
    return Catalogue(bundled_game_info("berserk"), {}, {c.id: c for c in cards})


def codes(report: Any) -> list[str]:
    return [d.code for d in report.diagnostics]


# --- payment -------------------------------------------------------------------------


def test_pay_uses_silver_for_ordinary_cards_first() -> None:
    payment = pay(elite=10, ordinary=25, penalty=1, crystals=Crystals(24, 22))
    assert (payment.silver, payment.gold, payment.ordinary_gold) == (22, 14, 3)


def test_pay_never_pays_elite_cards_with_silver() -> None:
    payment = pay(elite=30, ordinary=0, penalty=0, crystals=Crystals(24, 22))
    assert (payment.silver, payment.gold) == (0, 30)


def test_pay_without_the_elite_rule_lets_silver_pay_elite_cards() -> None:
    payment = pay(30, 0, 0, Crystals(24, 22), elite_gold_only=False)
    assert (payment.silver, payment.gold) == (22, 8)


# --- gold and silver at their boundaries ---------------------------------------------

CRYSTAL_CARDS = catalogue(
    card("T-001", 8, elite=True),
    card("T-002", 8, elite=True),
    card("T-003", 8, elite=True),
    card("T-004", 1, elite=True),
    card("T-005", 7, elite=True),
    card("T-010", 11),
    card("T-011", 11),
    card("T-012", 1),
    card("T-020", 1, elements=("mountains",)),
    card("T-021", 1, elements=("swamps",)),
    card("T-030", 1, elite=True, elements=("mountains",)),
    card("T-040", 3, elements=()),
)


def test_gold_exactly_spent_on_elite_cards_is_legal() -> None:
    report = check_squad({"T-001": 1, "T-002": 1, "T-003": 1}, CRYSTAL_CARDS, RULES, "first")
    assert report.legal and report.affordable
    assert (report.payment.gold, report.gold_left, report.silver_left) == (24, 0, 22)


def test_one_gold_over_on_elite_cards_cannot_use_the_silver_left() -> None:
    squad = {"T-001": 1, "T-002": 1, "T-003": 1, "T-004": 1}
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first")
    assert codes(report) == ["ELITE_NEEDS_GOLD"]
    assert not report.affordable and report.silver_left == 22 and report.gold_left == -1
    assert "test source for elite_gold_only" in report.diagnostics[0].message


def test_silver_exactly_spent_is_legal_and_uses_no_gold() -> None:
    report = check_squad({"T-010": 2}, CRYSTAL_CARDS, RULES, "first")
    assert report.legal
    assert (report.payment.silver, report.payment.gold, report.silver_left) == (22, 0, 0)


def test_one_silver_over_spills_into_gold() -> None:
    report = check_squad({"T-010": 2, "T-012": 1}, CRYSTAL_CARDS, RULES, "first")
    assert report.legal
    assert (report.payment.silver, report.payment.gold, report.payment.ordinary_gold) == (
        22,
        1,
        1,
    )


def test_silver_and_gold_both_exactly_spent_is_legal() -> None:
    squad = {"T-001": 1, "T-002": 1, "T-003": 1, "T-010": 2}
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first")
    assert report.legal and (report.gold_left, report.silver_left) == (0, 0)


def test_one_silver_over_with_no_gold_left_is_squad_silver() -> None:
    squad = {"T-001": 1, "T-002": 1, "T-003": 1, "T-010": 2, "T-012": 1}
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first")
    assert codes(report) == ["SQUAD_SILVER"]
    assert "test source for crystals" in report.diagnostics[0].message


def test_gold_over_with_silver_exhausted_is_squad_gold() -> None:
    squad = {"T-001": 1, "T-002": 1, "T-003": 1, "T-004": 1, "T-010": 2}
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first")
    assert codes(report) == ["SQUAD_GOLD"]


def test_element_penalty_takes_the_last_gold() -> None:
    # 23 elite gold on forest cards, and a mountain card paid in silver: 1 penalty gold.
    squad = {"T-001": 1, "T-002": 1, "T-005": 1, "T-020": 1}
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first")
    assert report.legal and report.payment.penalty == 1
    assert (report.payment.gold, report.gold_left, report.payment.silver) == (24, 0, 1)
    # A swamp card (1 silver) makes a third element: the penalty needs a 25th gold.
    over = check_squad({**squad, "T-021": 1}, CRYSTAL_CARDS, RULES, "first")
    assert over.payment.penalty == 2 and over.payment.silver == 2
    assert codes(over) == ["ELITE_NEEDS_GOLD"] and "element penalty" in over.diagnostics[0].message
    assert over.diagnostics[0].details["card"] == "T-021"  # where the gold ran out


def test_element_penalty_counts_elements_not_cards() -> None:
    squad = {"T-010": 1, "T-012": 1, "T-020": 1, "T-021": 1, "T-030": 1, "T-040": 1}
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first")
    assert report.elements == ("forests", "mountains", "swamps")
    assert report.payment.penalty == 2 and report.legal


def test_neutral_cards_bring_no_element() -> None:
    report = check_squad({"T-040": 2}, CRYSTAL_CARDS, RULES, "first")
    assert report.elements == () and report.payment.penalty == 0
    report = check_squad({"T-040": 1, "T-020": 1}, CRYSTAL_CARDS, RULES, "first")
    assert report.elements == ("mountains",) and report.payment.penalty == 0


MULTI = catalogue(
    card("M-001", 4, elements=("forests", "mountains")),
    card("M-002", 4, elements=("forests",)),
    card("M-003", 4, elements=("mountains",)),
    card("M-004", 4, elements=("swamps", "darkness")),
    card("M-005", 4, elements=()),
)


@pytest.mark.parametrize(
    ("squad", "elements", "penalty"),
    [
        ({"M-001": 1}, ("forests", "mountains"), 1),
        ({"M-001": 1, "M-002": 1, "M-003": 1}, ("forests", "mountains"), 1),
        ({"M-002": 1, "M-003": 1}, ("forests", "mountains"), 1),
        ({"M-001": 1, "M-004": 1}, ("darkness", "forests", "mountains", "swamps"), 3),
        ({"M-001": 1, "M-005": 2}, ("forests", "mountains"), 1),
        ({"M-002": 2, "M-005": 1}, ("forests",), 0),
    ],
)
def test_multi_element_cards_bring_every_element(
    squad: dict[str, int], elements: tuple[str, ...], penalty: int
) -> None:
    report = check_squad(squad, MULTI, RULES, "first")
    assert report.elements == elements and report.payment.penalty == penalty


def test_penalty_per_element_comes_from_the_rules() -> None:
    report = check_squad({"M-001": 1, "M-004": 1}, MULTI, rules(penalty=2), "first")
    assert report.payment.penalty == 6


# --- seats, formats, mulligans --------------------------------------------------------


def test_second_seat_has_one_more_gold_and_silver() -> None:
    squad = {"T-001": 1, "T-002": 1, "T-003": 1, "T-004": 1}  # 25 elite gold
    assert not check_squad(squad, CRYSTAL_CARDS, RULES, Seat.FIRST).legal
    second = check_squad(squad, CRYSTAL_CARDS, RULES, Seat.SECOND)
    assert second.legal and second.crystals == Crystals(25, 23) and second.gold_left == 0


def test_seat_comes_from_the_squad_when_not_given() -> None:
    squad = Squad.of({"T-001": 1}, seat="second")
    assert check_squad(squad, CRYSTAL_CARDS, RULES).seat is Seat.SECOND
    with pytest.raises(Exception, match="no seat"):
        check_squad(Squad.of({"T-001": 1}), CRYSTAL_CARDS, RULES)


def test_bundled_formats_give_the_documented_crystals() -> None:
    modern, classic = squad_rules("berserk-2023"), squad_rules("berserk-classic")
    assert (modern.first, modern.second) == (Crystals(24, 22), Crystals(25, 23))
    assert (classic.first, classic.second) == (Crystals(23, 22), Crystals(23, 23))
    assert squad_rules() == modern  # the default format
    for found in (modern, classic, squad_rules("berserk-limited")):
        assert found.deal == 15 and found.flyer_crystal_cap == 15
        assert found.unique_max_in_squad == 1 and found.elite_gold_only
        assert found.element_penalty_gold == 1 and found.mulligan_gold == 1
        assert set(found.sources) >= {"crystals", "flyer_crystal_cap", "unique_max_in_squad"}


def test_classic_format_first_and_second_player() -> None:
    classic = squad_rules("berserk-classic")
    cards = catalogue(card("T-001", 23, elite=True), card("T-010", 22), card("T-011", 1))
    assert check_squad({"T-001": 1, "T-010": 1}, cards, classic, "first").legal
    over = check_squad({"T-001": 1, "T-010": 1, "T-011": 1}, cards, classic, "first")
    assert codes(over) == ["SQUAD_SILVER"]
    # The classic second player has one more silver, not more gold.
    assert check_squad({"T-001": 1, "T-010": 1, "T-011": 1}, cards, classic, "second").legal
    gold = catalogue(card("T-001", 24, elite=True))
    assert codes(check_squad({"T-001": 1}, gold, classic, "second")) == ["ELITE_NEEDS_GOLD"]
    assert check_squad({"T-001": 1}, gold, squad_rules("berserk-2023"), "second").legal


def test_unknown_format_is_a_usage_error_with_a_suggestion() -> None:
    with pytest.raises(UsageError, match="did you mean 'berserk-classic'"):
        squad_rules("berserk-clasic")


def test_mulligans_cost_gold() -> None:
    squad = {"T-001": 1, "T-002": 1, "T-003": 1}
    assert check_squad(squad, CRYSTAL_CARDS, RULES, "first", mulligans=0).legal
    report = check_squad(squad, CRYSTAL_CARDS, RULES, "first", mulligans=1)
    assert report.crystals == Crystals(23, 22)
    assert (
        codes(report) == ["ELITE_NEEDS_GOLD"]
        and "after 1 mulligan" in report.diagnostics[0].message
    )


# --- flyers and unique cards ----------------------------------------------------------

FLYERS = catalogue(
    card("F-001", 5, flying=True),
    card("F-002", 5, flying=True, elite=True),
    card("F-003", 1, flying=True),
    card("F-004", 9),
)


def test_flyers_at_the_cap_are_legal() -> None:
    report = check_squad({"F-001": 2, "F-002": 1, "F-004": 1}, FLYERS, RULES, "first")
    assert report.legal and report.flyer_crystals == 15


def test_one_crystal_over_the_flyer_cap() -> None:
    squad = Squad.of({"F-004": 1, "F-001": 2, "F-003": 1, "F-002": 1})
    report = check_squad(squad, FLYERS, RULES, "first")
    assert codes(report) == ["FLYER_CRYSTALS"] and report.flyer_crystals == 16
    # Reported at the entry that breaks the cap, reading the squad in order.
    assert report.diagnostics[0].details["card"] == "F-002"
    assert "test source for flyer_crystal_cap" in report.diagnostics[0].message


UNIQUE = catalogue(
    card("U-001", 3, unique=True, name="Айрин"),
    card("U-002", 3, unique=True, name="Айрин"),
    card("U-003", 3, unique=False, name="Гуль"),
    card("U-004", 3, unique=True, name="Ном", flags=("unique_copied_from_other_set",)),
    card("U-005", 3, unique=False, name="Мразень", flags=("unique_copied_from_other_set",)),
)


def test_one_copy_of_a_unique_card_is_legal() -> None:
    report = check_squad({"U-001": 1, "U-003": 3}, UNIQUE, RULES, "first")
    assert report.legal and report.unique == ("Айрин",)


def test_two_copies_of_a_unique_card() -> None:
    report = check_squad({"U-001": 2}, UNIQUE, RULES, "first")
    assert codes(report) == ["UNIQUE_IN_SQUAD"]


def test_unique_is_by_name_across_ids() -> None:
    report = check_squad({"U-001": 1, "U-002": 1}, UNIQUE, RULES, "first")
    assert codes(report) == ["UNIQUE_IN_SQUAD"]
    assert report.diagnostics[0].details["card"] == "U-002"


def test_a_name_is_unique_when_any_card_of_that_name_is() -> None:
    cards = catalogue(
        card("N-001", 3, unique=False, name="Гуль"), card("N-002", 3, unique=True, name="Гуль")
    )
    for order in ({"N-001": 1, "N-002": 1}, {"N-002": 1, "N-001": 1}):
        report = check_squad(order, cards, RULES, "first")
        assert codes(report) == ["UNIQUE_IN_SQUAD"]
    assert best_squad(["N-001", "N-002"], cards, RULES, "first").size == 1


def test_unverified_unique_flags_are_noted_when_they_matter() -> None:
    broken = check_squad({"U-004": 2}, UNIQUE, RULES, "first")
    assert sorted(codes(broken)) == ["UNIQUE_IN_SQUAD", "UNIQUE_UNVERIFIED"]
    kept = check_squad({"U-005": 2}, UNIQUE, RULES, "first")
    assert codes(kept) == ["UNIQUE_UNVERIFIED"] and kept.legal  # a warning only
    assert kept.diagnostics[0].severity is Severity.WARNING
    assert check_squad({"U-004": 1, "U-005": 1}, UNIQUE, RULES, "first").diagnostics == []


def test_bundled_crowns_are_the_corrected_ones() -> None:
    """The card facts corrected the crowns (issue: two NT-004 were rejected, two NT-001
    passed with a warning)."""
    berserk = load_catalogue("berserk")
    rules = squad_rules()
    two_nt004 = check_squad({"NT-004": 2}, berserk, rules, "first")
    assert two_nt004.legal and codes(two_nt004) == []
    two_nt001 = check_squad({"NT-001": 2}, berserk, rules, "first")
    assert codes(two_nt001) == ["UNIQUE_IN_SQUAD"] and not two_nt001.legal
    two_vs187 = check_squad({"VS-187": 2}, berserk, rules, "first")
    assert "UNIQUE_IN_SQUAD" in codes(two_vs187) and not two_vs187.legal


def test_bundled_disputed_crowns_carry_the_unverified_note() -> None:
    berserk = load_catalogue("berserk")
    report = check_squad({"NT-026": 2}, berserk, squad_rules(), "first")
    assert sorted(codes(report)) == ["UNIQUE_IN_SQUAD", "UNIQUE_UNVERIFIED"]
    message = next(d.message for d in report.diagnostics if d.code == "UNIQUE_UNVERIFIED")
    assert "sources disagree" in message and ".md" not in message


# --- the deal -------------------------------------------------------------------------


def test_cards_not_dealt_or_more_copies_than_dealt() -> None:
    deal = ["T-010", "T-012", "T-012"] + ["T-040"] * 12
    fine = check_squad({"T-012": 2, "T-010": 1}, CRYSTAL_CARDS, RULES, "first", deal=deal)
    assert fine.legal and fine.deal == tuple(deal)
    report = check_squad({"T-012": 3, "T-011": 1}, CRYSTAL_CARDS, RULES, "first", deal=deal)
    assert codes(report) == ["NOT_IN_DEAL", "NOT_IN_DEAL"]
    details = sorted((d.details["card"], d.details["dealt"]) for d in report.diagnostics)
    assert details == [("T-011", 0), ("T-012", 2)]


def test_deal_size_is_the_formats() -> None:
    exact = check_squad({"T-012": 1}, CRYSTAL_CARDS, RULES, "first", deal=["T-012"] * 15)
    assert exact.legal and exact.diagnostics == []
    long = check_squad({"T-012": 1}, CRYSTAL_CARDS, RULES, "first", deal=["T-012"] * 16)
    assert codes(long) == ["SQUAD_DEAL_SIZE"] and not long.legal
    short = check_squad({"T-012": 1}, CRYSTAL_CARDS, RULES, "first", deal=["T-012"] * 14)
    assert codes(short) == ["SQUAD_DEAL_SIZE"] and short.legal  # a warning only
    assert short.diagnostics[0].severity is Severity.WARNING


def test_a_squad_cannot_be_larger_than_the_deal() -> None:
    cards = catalogue(card("T-050", 1, elements=()))
    assert check_squad({"T-050": 15}, cards, RULES, "first").legal
    assert codes(check_squad({"T-050": 16}, cards, RULES, "first")) == ["SQUAD_DEAL_SIZE"]


def test_unknown_card_and_wrong_game_are_violations() -> None:
    berserk = load_catalogue("berserk")
    report = check_squad({"VS-0O11": 1, "VS-001": 1}, berserk, squad_rules(), "first")
    assert codes(report) == ["UNKNOWN_CARD"] and report.exit_code == 1
    assert "did you mean VS-011" in report.diagnostics[0].message
    assert [c.card.id for c in report.cards] == ["VS-001"]
    wrong = check_squad(Squad((), game="ccs"), berserk, squad_rules(), "first")
    assert codes(wrong) == ["WRONG_GAME"] and wrong.exit_code == 1


def test_ids_are_case_insensitive() -> None:
    report = check_squad({"vs-001": 1}, load_catalogue("berserk"), squad_rules(), "first")
    assert report.legal and report.ids() == ["VS-001"]


# --- the optimiser --------------------------------------------------------------------


def legal_by_hand(picked: Sequence[SquadCard], rules: SquadRules, crystals: Crystals) -> bool:
    """The rules, written out independently of deckcheck.games.berserk.squads.check."""
    elite = sum(c.cost for c in picked if c.elite)
    ordinary = sum(c.cost for c in picked if not c.elite)
    elements = set().union(*(c.elements for c in picked)) if picked else set()
    penalty = rules.element_penalty_gold * max(0, len(elements) - 1)
    if rules.elite_gold_only:  # silver pays ordinary cards only
        gold_needed = elite + penalty + max(0, ordinary - crystals.silver)
    else:  # silver pays any card; the penalty is always gold
        gold_needed = penalty + max(0, elite + ordinary - crystals.silver)
    unique_names = {c.name for c in picked if c.unique}
    names: dict[str, int] = {}
    for c in picked:
        if c.name in unique_names:
            names[c.name] = names.get(c.name, 0) + 1
    return (
        gold_needed <= crystals.gold
        and sum(c.cost for c in picked if c.flying) <= rules.flyer_crystal_cap
        and all(n <= rules.unique_max_in_squad for n in names.values())
        and len(picked) <= rules.deal
    )


def brute_force(
    deal: Sequence[str], cards: Catalogue, rules: SquadRules, seat: str, oracle: str
) -> tuple[Any, ...]:
    """The best key over every subset of dealt positions."""
    dealt = [SquadCard.from_card(cards.card(i)) for i in deal]
    crystals = rules.first if seat == "first" else rules.second
    best = None
    for size in range(len(dealt) + 1):
        for combo in itertools.combinations(range(len(dealt)), size):
            picked = [dealt[i] for i in combo]
            if oracle == "check":
                ok = check_squad([c.id for c in picked], cards, rules, seat).legal
            else:
                ok = legal_by_hand(picked, rules, crystals)
            if ok:
                key = squad_key((c, 1) for c in picked)
                best = key if best is None or key < best else best
    assert best is not None  # the empty squad is always legal
    return best


def report_key(report: Any) -> tuple[Any, ...]:
    return squad_key((c.card, c.count) for c in report.cards)


@st.composite
def random_deals(draw: st.DrawFn) -> tuple[Catalogue, list[str], SquadRules, str]:
    n_cards = draw(st.integers(1, 7))
    made = []
    names = ["Альфа", "Бета", "Гамма", "Дельта"]
    for i in range(n_cards):
        made.append(
            card(
                f"R-{i:03d}",
                draw(st.integers(0, 9)),
                elite=draw(st.booleans()),
                elements=draw(st.lists(st.sampled_from(ELEMENTS), max_size=2, unique=True)),
                flying=draw(st.booleans()),
                unique=draw(st.booleans()),
                lives=draw(st.one_of(st.none(), st.integers(1, 15))),
                name=draw(st.sampled_from(names)) + str(i % 3),
            )
        )
    ids = [c.id for c in made]
    deal = draw(st.lists(st.sampled_from(ids), min_size=0, max_size=9))
    squad_rules_ = rules(
        first=(draw(st.integers(0, 20)), draw(st.integers(0, 20))),
        second=(draw(st.integers(0, 20)), draw(st.integers(0, 20))),
        deal=draw(st.integers(max(1, len(deal)), 15)),
        penalty=draw(st.integers(0, 3)),
        flyer_cap=draw(st.integers(0, 15)),
        unique_max=draw(st.integers(1, 2)),
        elite_gold_only=draw(st.booleans()),
    )
    return catalogue(*made), deal, squad_rules_, draw(st.sampled_from(["first", "second"]))


@settings(max_examples=150, deadline=None)
@given(random_deals())
def test_optimiser_equals_brute_force_on_random_deals(
    case: tuple[Catalogue, list[str], SquadRules, str],
) -> None:
    cards, deal, squad_rules_, seat = case
    report = best_squad(deal, cards, squad_rules_, seat)
    assert report.exit_code == 0, report.diagnostics
    assert report_key(report) == brute_force(deal, cards, squad_rules_, seat, "check")
    # check_squad is the optimiser's own rule book: the rules written out by hand, too.
    assert report_key(report) == brute_force(deal, cards, squad_rules_, seat, "hand")


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("seat", ["first", "second"])
def test_optimiser_equals_brute_force_on_full_bundled_deals(seed: int, seat: str) -> None:
    berserk = load_catalogue("berserk")
    rng = random.Random(seed)
    pool = [c.id for c in berserk]
    # Few elements and cheap cards make the limits bind.
    deck = [rng.choice(pool) for _ in range(40)]
    deal = deal_cards(deck, seed)
    modern = squad_rules("berserk-2023")
    report = best_squad(deal, berserk, modern, seat)
    assert report.legal
    assert report_key(report) == brute_force(deal, berserk, modern, seat, "hand")


def test_optimiser_prefers_crystals_then_lives_then_fewer_elements_then_ids() -> None:
    cards = catalogue(
        card("O-001", 5, lives=5, elements=("forests",)),
        card("O-002", 5, lives=9, elements=("mountains",)),
        card("O-003", 5, lives=9, elements=("forests",)),
        card("O-004", 5, lives=9, elements=("forests",)),
    )
    tight = rules(first=(0, 10))
    # Two cards fit: the best lives (O-002..4 have 9); fewer elements: two forest cards;
    # then the smaller ids: O-003 and O-004.
    report = best_squad(["O-001", "O-002", "O-003", "O-004"], cards, tight, "first")
    assert report.ids() == ["O-003", "O-004"]
    # Three cards: with 5 gold there is none for a penalty, so the forest cards only;
    # with 6 gold the mountain card's lives count before the element penalty.
    report = best_squad(["O-004", "O-003", "O-002", "O-001"], cards, rules(first=(5, 10)), "first")
    assert sorted(report.ids()) == ["O-001", "O-003", "O-004"]
    report = best_squad(["O-004", "O-003", "O-002", "O-001"], cards, rules(first=(6, 10)), "first")
    assert sorted(report.ids()) == ["O-002", "O-003", "O-004"]


def test_optimiser_handles_an_empty_deal() -> None:
    report = best_squad([], CRYSTAL_CARDS, RULES, "first")
    assert report.ids() == [] and report.legal


def test_best_counts_with_copies() -> None:
    cheap = SquadCard("X-1", "X", 2, False, False, False, frozenset({"forests"}), 3)
    assert best_counts([(cheap, 20)], rules(first=(0, 30)), "first") == {"X-1": 15}


def test_best_squad_rejects_unknown_cards_and_long_deals() -> None:
    with pytest.raises(InputError, match="unknown card"):
        best_squad(["NOPE-1"], CRYSTAL_CARDS, RULES, "first")
    with pytest.raises(UsageError, match="a deal of 16 cards"):
        best_squad(["T-012"] * 16, CRYSTAL_CARDS, RULES, "first")


# --- dealing --------------------------------------------------------------------------


def test_deal_is_reproducible_and_a_sample_of_the_deck() -> None:
    deck = {"VS-001": 3, "VS-002": 3, "VS-003": 3, "VS-004": 3, "VS-005": 3, "VS-006": 3}
    first = deal_cards(deck, 42)
    assert first == deal_cards(deck, 42) == deal_cards(list(_expand(deck)), 42)
    assert len(first) == 15
    assert all(first.count(i) <= deck[i] for i in first)
    expected = list(_expand(deck))
    random.Random(42).shuffle(expected)
    assert list(first) == expected[:15]
    assert deal_cards(deck, random.Random(42)) == first
    assert len(deal_cards({"VS-001": 2}, 1)) == 2


def _expand(deck: Mapping[str, int]) -> Iterable[str]:
    for card_id, copies in deck.items():
        yield from [card_id] * copies


# --- squad files ----------------------------------------------------------------------


def test_example_squads_load_with_locations() -> None:
    squad = load_squad(EXAMPLES / "forest-mountain.yaml")
    assert squad.seat is Seat.FIRST and squad.format == "berserk-2023"
    assert squad.deal is not None and len(squad.deal) == 15
    first = squad.entries[0]
    assert (first.card_id, first.count) == ("VS-101", 1)
    assert first.location is not None and first.location.line > 1
    report = check_squad(squad, load_catalogue("berserk"), squad_rules(squad.format), None)
    # Every crystal is spent but the gold its Мародёр (VS-171) gives as it joins.
    assert report.legal and (report.gold_left, report.silver_left) == (1, 0)


def test_illegal_example_reports_every_violation_at_its_entry() -> None:
    squad = load_squad(EXAMPLES / "illegal.yaml")
    report = check_squad(squad, load_catalogue("berserk"), squad_rules(), None)
    assert codes(report) == [
        "ELITE_NEEDS_GOLD",
        "UNIQUE_IN_SQUAD",
        "FLYER_CRYSTALS",
        "NOT_IN_DEAL",
    ]
    lines = [d.location.line for d in report.diagnostics]
    assert lines == sorted(lines) and all(line > 8 for line in lines)


def write(tmp_path: Path, text: str, name: str = "squad.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_file_without_modeline_is_read_as_a_squad(tmp_path: Path) -> None:
    squad = load_squad(write(tmp_path, "game: berserk\nsquad:\n  VS-001: 2\n"))
    assert squad.counts() == {"VS-001": 2}
    assert str(squad.entries[0].location).endswith(":3:3")


@pytest.mark.parametrize(
    ("text", "code", "where"),
    [
        ("game: berserk\nsquad:\n  VS-001: two\n", "SCHEMA_TYPE", ":3:11"),
        ("game: berserk\nsquad:\n  VS-001: 0\n", "SCHEMA_MINIMUM", ":3:11"),
        ("game: berserk\nseat: third\nsquad: {}\n", "SCHEMA_ENUM", ":2:7"),
        ("game: berserk\nsqaud: {}\n", "SCHEMA_REQUIRED", ":1:1"),
        ("game: berserk\nsquad:\n  VS-001: 1\n  VS-001: 2\n", "YAML_DUPLICATE_KEY", ":4:3"),
        ("game: berserk\nsquad: [VS-001\n", "YAML_SYNTAX", ":3:1"),
    ],
)
def test_malformed_squad_files_are_located_input_errors(
    tmp_path: Path, text: str, code: str, where: str
) -> None:
    with pytest.raises(LoadError) as caught:
        load_squad(write(tmp_path, text))
    found = caught.value.diagnostics
    assert any(d.code == code and str(d.location).endswith(where) for d in found), found
    assert all(d.severity is Severity.INPUT for d in found)


def test_a_deck_file_is_not_a_squad() -> None:
    with pytest.raises(LoadError) as caught:
        load_squad(EXAMPLES / "deck-forest-mountain.yaml")
    assert [d.code for d in caught.value.diagnostics][-1] == "NOT_A_SQUAD"


def test_squad_payment_reports_elements() -> None:
    pairs = [(SquadCard.from_card(MULTI.card("M-001")), 1)]
    payment, elements = squad_payment(pairs, RULES, Crystals(24, 22))
    assert elements == frozenset({"forests", "mountains"}) and payment.penalty == 1

"""Deck validation against the bundled formats: every code at its boundary, and an oracle.

The property test recomputes legality from the raw numbers — card data read with
``yaml.safe_load`` straight from ``cardsets/`` and the deck as a plain dict — without
using deckcheck's models, so it checks the validator rather than restating it.
"""

from __future__ import annotations

import dataclasses
import functools
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.model import Catalogue, make_card
from deckcheck.errors import LoadError
from deckcheck.formats import (
    DeckChecker,
    Violation,
    load_formats,
    loads_deck,
    read_formats_file,
    validate_deck,
    verdict,
)
from deckcheck.formats.decks import Deck
from deckcheck.loading.check import check_file

ROOT = Path(__file__).resolve().parents[2]
CARDSETS = ROOT / "cardsets"


@pytest.fixture(scope="module")
def checker() -> DeckChecker:
    return DeckChecker()


# --- independent card data (raw YAML) --------------------------------------------------


@functools.cache
def raw_cards(game: str) -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = {}
    for path in sorted((CARDSETS / game / "sets").glob("*.yaml")):
        for card in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]:
            cards[card["id"]] = card
    return cards


def ids(game: str, **where: Any) -> list[str]:
    return [
        card_id
        for card_id, card in raw_cards(game).items()
        if all(card.get(k) == v for k, v in where.items())
    ]


def capture(power: int) -> list[str]:
    return ids("ccs", type="capture", power=power)


def spirits_of(*elements: str) -> list[str]:
    return [
        i for i in ids("ccs", type="clow_spirit") if raw_cards("ccs")[i]["elements"][0] in elements
    ]


# --- building decks --------------------------------------------------------------------


def spread(card_ids: list[str], total: int, per_card: int = 2) -> dict[str, int]:
    """``total`` copies over ``card_ids``, ``per_card`` at most each."""
    counts: dict[str, int] = {}
    for card_id in card_ids:
        if total <= 0:
            break
        counts[card_id] = min(per_card, total)
        total -= counts[card_id]
    assert total == 0, "not enough cards"
    return counts


def yaml_deck(game: str, fmt: str | None, sections: dict[str, dict[str, Any]]) -> str:
    lines = [f"game: {game}"] + ([f"format: {fmt}"] if fmt else [])
    for section, counts in sections.items():
        lines.append(f"{section}:")
        lines += [f"  {card}: {count}" for card, count in counts.items()]
    return "\n".join(lines) + "\n"


def ccs_deck(
    size: int = 30,
    p5000: int = 4,
    p4000: int = 4,
    p2000: int = 3,
    spirits: int = 12,
    elements: int = 3,
    fmt: str = "short",
    extra: dict[str, Any] | None = None,
    extra_spirits: dict[str, Any] | None = None,
) -> str:
    rest = size - p5000 - p4000 - p2000
    others = capture(3000) + ids("ccs", type="strategy") + ids("ccs", type="reinforcement")
    deck = {
        **spread(capture(5000), p5000),
        **spread(capture(4000), p4000),
        **spread(capture(2000), p2000),
        **spread(others, rest),
    }
    deck.update(extra or {})
    chosen = ["wind", "fire", "wood", "electricity", "water", "earth"][:elements]
    pool = spirits_of(*chosen)
    # the first spirit of each element first, so that every chosen element is covered
    firsts = [spirits_of(e)[0] for e in chosen]
    pool = firsts + [s for s in pool if s not in firsts]
    spirit_deck: dict[str, Any] = {card: 1 for card in pool[:spirits]}
    assert len(spirit_deck) == spirits
    spirit_deck.update(extra_spirits or {})
    return yaml_deck("ccs", fmt, {"deck": deck, "spirits": spirit_deck})


def check(text: str, checker: DeckChecker, fmt: str | None = None) -> list[Violation]:
    deck, problems = loads_deck(text, "d.yaml")
    assert deck is not None, [p.render() for p in problems]
    return checker.check(deck, fmt).violations


def codes(violations: list[Violation]) -> list[str]:
    return [v.code for v in violations]


# --- the short and extended formats at every boundary ------------------------------------


def test_legal_short_and_extended(checker: DeckChecker) -> None:
    assert check(ccs_deck(), checker) == []
    big = ccs_deck(size=50, p5000=8, p4000=8, p2000=4, spirits=24, elements=4, fmt="extended")
    assert check(big, checker) == []


@pytest.mark.parametrize(
    ("fmt", "size", "expected"),
    [
        ("short", 29, ["DECK_SIZE"]),
        ("short", 30, []),
        ("short", 31, ["DECK_SIZE"]),
        ("extended", 49, ["DECK_SIZE"]),
        ("extended", 50, []),
        ("extended", 51, ["DECK_SIZE"]),
    ],
)
def test_deck_size(checker: DeckChecker, fmt: str, size: int, expected: list[str]) -> None:
    spirits = 12 if fmt == "short" else 24
    text = ccs_deck(size=size, spirits=spirits, elements=4, fmt=fmt, p2000=4)
    violations = check(text, checker)
    assert codes(violations) == expected
    if expected:
        (v,) = violations
        target = 30 if fmt == "short" else 50
        assert (v.expected, v.actual, v.too_few) == (f"exactly {target}", size, size < target)
        assert v.fix == (
            "add 1 card to the player's deck"
            if size < target
            else "remove 1 card from the player's deck"
        )
        assert str(v.location) == "d.yaml:3:1"
        assert v.source is not None and "Колода игрока из" in v.source


@pytest.mark.parametrize(
    ("fmt", "tier", "count", "ok"),
    [
        ("short", 5000, 4, True),
        ("short", 5000, 5, False),
        ("short", 4000, 4, True),
        ("short", 4000, 5, False),
        ("extended", 5000, 8, True),
        ("extended", 5000, 9, False),
        ("extended", 4000, 8, True),
        ("extended", 4000, 9, False),
    ],
)
def test_capture_tier_max(checker: DeckChecker, fmt: str, tier: int, count: int, ok: bool) -> None:
    short = fmt == "short"
    text = ccs_deck(
        size=30 if short else 50,
        p5000=count if tier == 5000 else 0,
        p4000=count if tier == 4000 else 0,
        p2000=4,
        spirits=12 if short else 24,
        elements=4,
        fmt=fmt,
    )
    violations = check(text, checker)
    assert codes(violations) == ([] if ok else ["CAPTURE_TIER_MAX"])
    if not ok:
        (v,) = violations
        limit = 4 if short else 8
        assert (v.expected, v.actual, v.too_few) == (f"at most {limit}", count, False)
        assert set(v.cards) <= set(capture(tier)) and v.cards
        assert v.fix is not None and v.fix.startswith(f"remove 1 Capture card of power {tier}: ")
        assert v.rule == f"at most {limit} Capture cards of power {tier}"
        word = "четырёх" if short else "восьми"
        assert v.source is not None and f"не более {word} карт Захвата с силой {tier}" in v.source


@pytest.mark.parametrize(
    ("fmt", "count", "ok"),
    [("short", 2, False), ("short", 3, True), ("extended", 3, False), ("extended", 4, True)],
)
def test_capture_tier_min(checker: DeckChecker, fmt: str, count: int, ok: bool) -> None:
    short = fmt == "short"
    text = ccs_deck(
        size=30 if short else 50, p2000=count, spirits=12 if short else 24, elements=4, fmt=fmt
    )
    violations = check(text, checker)
    assert codes(violations) == ([] if ok else ["CAPTURE_TIER_MIN"])
    if not ok:
        (v,) = violations
        assert (v.actual, v.too_few, v.fix) == (count, True, "add 1 Capture card of power 2000")


@pytest.mark.parametrize(
    ("fmt", "spirits", "elements", "expected"),
    [
        ("short", 11, 3, ["SPIRIT_DECK_MIN"]),
        ("short", 12, 3, []),
        ("short", 12, 2, ["SPIRIT_ELEMENTS_MIN"]),
        ("extended", 23, 4, ["SPIRIT_DECK_MIN"]),
        ("extended", 24, 4, []),
        ("extended", 18, 3, ["SPIRIT_DECK_MIN", "SPIRIT_ELEMENTS_MIN"]),  # 6 spirits an element
    ],
)
def test_spirit_deck(
    checker: DeckChecker, fmt: str, spirits: int, elements: int, expected: list[str]
) -> None:
    short = fmt == "short"
    text = ccs_deck(size=30 if short else 50, p2000=4, spirits=spirits, elements=elements, fmt=fmt)
    violations = check(text, checker)
    assert codes(violations) == expected
    if expected == ["SPIRIT_ELEMENTS_MIN"]:
        (v,) = violations
        assert v.actual == elements and v.too_few
        assert v.fix == (
            "add 1 spirit of another element (the spirit deck has "
            + ", ".join(["wind", "fire", "wood", "electricity"][:elements])
            + ")"
        )
        assert str(v.location) == f"d.yaml:{3 + len(yaml.safe_load(text)['deck']) + 1}:1"


def test_spirit_copies_is_a_reading(checker: DeckChecker) -> None:
    text = ccs_deck().replace("  CS1: 1\n", "  CS1: 2\n")
    (v,) = check(text, checker)
    assert (v.code, v.reading, v.actual, v.expected, v.cards) == (
        "SPIRIT_COPIES",
        True,
        2,
        "at most 1",
        ("CS1",),
    )
    assert v.fix == "remove 1 copy of CS1"
    assert v.source is not None and "reading" in v.source


def test_reinforcement_and_strategy_count_toward_size_not_tiers(checker: DeckChecker) -> None:
    strategy = ids("ccs", type="strategy")
    text = yaml_deck(
        "ccs",
        "short",
        {
            "deck": {**spread(capture(2000), 3), **spread(strategy, 27)},
            "spirits": {s: 1 for s in spirits_of("wind", "fire", "wood")[:12]},
        },
    )
    assert check(text, checker) == []


def test_power_3000_is_unlimited(checker: DeckChecker) -> None:
    text = ccs_deck(p5000=0, p4000=0, p2000=3)  # 27 cards of power 3000 and others
    assert check(text, checker) == []


def test_many_violations_at_once_sorted_by_position(checker: DeckChecker) -> None:
    text = (
        "game: ccs\nformat: short\ndeck:\n"
        + "".join(f"  {c}: 1\n" for c in capture(5000)[:6])
        + "  CS1: 1\n  C1: 0\n  XX9: 2\nspirits:\n  CS2: 2\n  C3: 1\n"
    )
    violations = check(text, checker)
    # C1's count is unusable: the "too few" totals of deck: (DECK_SIZE, CAPTURE_TIER_MIN)
    # would only repeat its BAD_COUNT; the "too many" one holds whatever the count is.
    assert [(v.location.line if v.location else 0, v.code) for v in violations] == [
        (3, "CAPTURE_TIER_MAX"),
        (10, "WRONG_SECTION"),
        (11, "BAD_COUNT"),
        (12, "UNKNOWN_CARD"),
        (13, "SPIRIT_DECK_MIN"),
        (13, "SPIRIT_ELEMENTS_MIN"),
        (14, "SPIRIT_COPIES"),
        (15, "WRONG_SECTION"),
    ]
    assert verdict(violations) == "illegal"


# --- the card checks ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "actual"),
    [("0", 0), ("-1", -1), ("2.5", "2.5"), ("two", "two"), ("", ""), ("true", "true")],
)
def test_bad_count(checker: DeckChecker, count: str, actual: object) -> None:
    text = ccs_deck(extra={"C3": count})
    violations = check(text, checker)
    bad = [v for v in violations if v.code == "BAD_COUNT"]
    assert len(bad) == 1 and bad[0].actual == actual and bad[0].cards == ("C3",)
    assert bad[0].location is not None and bad[0].location.column == (7 if count else 6)
    # a bad count adds no card: the deck is still 30 cards
    assert codes(violations) == ["BAD_COUNT"]


def test_unknown_card_with_suggestions(checker: DeckChecker) -> None:
    text = ccs_deck(size=29, extra={"C1O": 1})
    (v,) = check(text, checker)
    assert v.code == "UNKNOWN_CARD" and "did you mean C10" in v.message
    assert v.fix == "replace C1O with C10" and v.cards == ("C1O",)


def test_wrong_section_both_ways(checker: DeckChecker) -> None:
    text = ccs_deck(size=29, extra={"CS40": 1}, extra_spirits={"C30": 1})
    violations = check(text, checker)
    wrong = [v for v in violations if v.code == "WRONG_SECTION"]
    assert [(v.cards, v.expected, v.actual) for v in wrong] == [
        (("CS40",), "spirits", "deck"),
        (("C30",), "deck", "spirits"),
    ]
    assert wrong[0].fix == "move CS40 to spirits:"


def test_wrong_game_cards_and_declarations(checker: DeckChecker) -> None:
    text = (
        "game: berserk\ndeck:\n" + "".join(f"  VS-00{i}: 3\n" for i in range(1, 10)) + "  C4: 3\n"
    )
    violations = check(text, checker)
    assert [(v.code, v.cards) for v in violations if v.code == "WRONG_GAME"] == [
        ("WRONG_GAME", ("C4",))
    ]
    # game: unknown, and a --format of the other game
    assert codes(check("game: magic\ndeck: {C4: 1}\n", checker)) == ["WRONG_GAME"]
    (v,) = check(ccs_deck(), checker, fmt="berserk-2023")
    assert (v.code, v.expected, v.actual) == ("WRONG_GAME", "berserk", "ccs")
    # a deck's format: of the other game
    (v,) = check(ccs_deck(fmt="berserk-limited"), checker)
    assert v.code == "WRONG_GAME" and str(v.location) == "d.yaml:2:1"


def test_the_game_is_inferred(checker: DeckChecker) -> None:
    deck, _ = loads_deck("2 C4\n1 CS1\n", "d.txt")
    assert deck is not None
    report = checker.check(deck)
    assert (report.game, report.format) == ("ccs", "short")
    deck, _ = loads_deck("Format: berserk-limited\n20 Кочевник\n", "d.txt")
    assert deck is not None
    report = checker.check(deck)
    assert (report.game, report.format, report.violations) == ("berserk", "berserk-limited", [])
    deck, _ = loads_deck("2 ZZ1\n", "d.txt")
    assert deck is not None
    assert codes(checker.check(deck).violations) == ["WRONG_GAME"]


def test_text_decks_are_placed_by_card_type(checker: DeckChecker) -> None:
    text = ccs_deck()
    data = yaml.safe_load(text)
    lines = [f"{n} {c}" for section in ("spirits", "deck") for c, n in data[section].items()]
    deck, _ = loads_deck("\n".join(lines) + "\n", "d.txt")
    assert deck is not None
    assert checker.check(deck).violations == []


def test_cards_by_name_and_ambiguous_names(checker: DeckChecker) -> None:
    deck, _ = loads_deck("Game: ccs\n2 Sakura\n1 The Windy\n1 Sakuraa\n", "d.txt")
    assert deck is not None
    violations = checker.check(deck).violations
    ambiguous = next(v for v in violations if v.code == "AMBIGUOUS_CARD")
    assert (
        ambiguous.location is not None and ambiguous.location.line == 2 and "C1" in ambiguous.cards
    )
    unknown = next(v for v in violations if v.code == "UNKNOWN_CARD")
    # Sakura fits 25 cards: the hints are ids, each with its name and what tells it apart
    assert "did you mean C1 Wind/Fire 2000 (Sakura, SD), C5 Wood 2000 (Sakura, S1)" in (
        unknown.message
    )


def test_unknown_format(checker: DeckChecker) -> None:
    violations = check(ccs_deck(size=29, fmt="shrot", extra={"C0": 1}), checker)
    assert codes(violations) == ["UNKNOWN_FORMAT", "UNKNOWN_CARD"]
    assert "did you mean 'short'" in violations[0].message
    assert codes(check(ccs_deck(), checker, fmt="nope")) == ["UNKNOWN_FORMAT"]


def test_violation_json_and_diagnostic() -> None:
    violation = Violation(
        "DECK_SIZE", "m", None, rule="r", source="s", expected="exactly 30", actual=29
    )
    data = violation.to_json()
    assert data["line"] is None and data["expected"] == "exactly 30" and data["cards"] == []
    diagnostic = violation.to_diagnostic("f.yaml")
    assert diagnostic.render() == "f.yaml: DECK_SIZE: m" and diagnostic.details["rule"] == "r"


def test_incomplete_vs_illegal() -> None:
    few = Violation("DECK_SIZE", "m", too_few=True)
    many = Violation("CAPTURE_TIER_MAX", "m")
    assert [verdict([]), verdict([few]), verdict([few, many])] == ["legal", "incomplete", "illegal"]


# --- Berserk ---------------------------------------------------------------------------


def berserk_deck(counts: dict[str, Any], fmt: str | None = None) -> str:
    return yaml_deck("berserk", fmt, {"deck": counts})


@pytest.mark.parametrize(("size", "ok"), [(29, False), (30, True), (50, True), (51, False)])
def test_berserk_deck_size(checker: DeckChecker, size: int, ok: bool) -> None:
    counts = spread(ids("berserk"), size, per_card=3)
    violations = check(berserk_deck(counts), checker)
    assert codes(violations) == ([] if ok else ["DECK_SIZE"])
    if not ok:
        assert violations[0].expected == "30 to 50" and violations[0].too_few == (size < 30)


def test_berserk_limited(checker: DeckChecker) -> None:
    nineteen = berserk_deck({"VS-001": 19}, "berserk-limited")
    assert codes(check(nineteen, checker)) == ["DECK_SIZE"]
    assert check(berserk_deck({"VS-001": 20}, "berserk-limited"), checker) == []


def same_name_catalogue() -> Catalogue:
    """The Berserk catalogue plus a reprint: VS-901 is another «Кочевник» (spelt with ё/е)."""
    base = load_catalogue("berserk")
    record = dict(base.cards["VS-001"].fields)
    record.update(id="VS-901", name="КОЧЕВНИК")
    cards = dict(base.cards)
    cards["VS-901"] = make_card("berserk", "VS", record)
    record = dict(base.cards["VS-024"].fields)  # Посвящённый Дзара
    record.update(id="VS-924", name="Посвященный дзара")
    cards["VS-924"] = make_card("berserk", "VS", record)
    return Catalogue(base.info, base.sets, cards)


@pytest.mark.parametrize(
    ("counts", "ok"),
    [
        ({"VS-001": 3}, True),
        ({"VS-001": 4}, False),
        ({"VS-001": 2, "VS-901": 1}, True),
        ({"VS-001": 2, "VS-901": 2}, False),
        ({"VS-024": 1, "VS-924": 2}, True),
        ({"VS-024": 3, "VS-924": 1}, False),
    ],
)
def test_copy_limit_by_name(counts: dict[str, int], ok: bool) -> None:
    checker = DeckChecker(catalogues={"berserk": same_name_catalogue()})
    filler = spread([i for i in ids("berserk") if i not in ("VS-001", "VS-024")], 30, per_card=3)
    violations = check(berserk_deck({**counts, **filler}), checker)
    assert codes(violations) == ([] if ok else ["COPY_LIMIT"])
    if not ok:
        (v,) = violations
        assert v.actual == sum(counts.values()) and v.cards == tuple(counts)
        assert v.expected == "at most 3" and "не более 3 одинаковых карт" in (v.source or "")
        assert str(v.location) == "d.yaml:3:3"
        assert v.fix is not None and v.fix.startswith("remove 1 card named")


def test_berserk_has_no_spirit_section(checker: DeckChecker) -> None:
    text = berserk_deck(spread(ids("berserk"), 30, per_card=3)) + "spirits:\n  CS1: 1\n"
    violations = check(text, checker)
    assert codes(violations) == ["WRONG_SECTION", "WRONG_GAME"]


# --- formats as data ---------------------------------------------------------------------


def test_bundled_formats_files_are_schema_valid() -> None:
    for game in ("ccs", "berserk"):
        path = CARDSETS / game / "formats.yaml"
        assert path.read_text(encoding="utf-8").startswith(
            "# yaml-language-server: $schema=../../schemas/formats.schema.json\n"
        )
        checked = check_file(path)
        assert checked.ok and checked.schema == "formats.schema.json", checked.diagnostics


def test_ccs_formats_are_the_seed() -> None:
    formats = load_formats("ccs")
    assert formats.default == "short" and formats.names() == ["short", "extended", "starter"]
    seed = ROOT.parent / "shared" / "seeds"
    seed_text = next(seed.glob("000_*.txt")).read_text(encoding="utf-8") if seed.is_dir() else None
    for fmt in formats.formats.values():
        for limit in fmt.limits:
            assert limit.code and limit.rule and limit.source
            quote = limit.source.split(": ", 1)[-1]
            if limit.source.startswith("seed 000") and seed_text is not None:
                assert quote in seed_text, quote
    short = {(limit.code, limit.expected()) for limit in formats["short"].limits}
    assert short == {
        ("DECK_SIZE", "exactly 30"),
        ("CAPTURE_TIER_MAX", "at most 4"),
        ("CAPTURE_TIER_MIN", "at least 3"),
        ("SPIRIT_DECK_MIN", "at least 12"),
        ("SPIRIT_ELEMENTS_MIN", "at least 3"),
        ("SPIRIT_COPIES", "at most 1"),
    }
    assert [limit.reading for limit in formats["short"].limits].count(True) == 1


def test_berserk_formats_and_squads() -> None:
    formats = load_formats("berserk")
    assert formats.default == "berserk-2023"
    assert set(formats.names()) == {"berserk-2023", "berserk-classic", "berserk-limited"}
    squad = formats["berserk-2023"].squad
    assert squad is not None
    assert (
        squad.deal,
        squad.first.gold,
        squad.first.silver,
        squad.second.gold,
        squad.second.silver,
    ) == (
        15,
        24,
        22,
        25,
        23,
    )
    assert (squad.elite_gold_only, squad.element_penalty_gold, squad.flyer_crystal_cap) == (
        True,
        1,
        15,
    )
    assert (squad.unique_max_in_squad, squad.mulligan_gold) == (1, 1)
    assert set(squad.sources) == {
        "deal",
        "crystals",
        "elite_gold_only",
        "element_penalty_gold",
        "flyer_crystal_cap",
        "unique_max_in_squad",
        "mulligan_gold",
    }
    classic = formats["berserk-classic"].squad
    assert classic is not None
    assert (classic.first, classic.second) == (
        dataclasses.replace(squad.first, gold=23),
        dataclasses.replace(squad.second, gold=23),
    )
    assert [limit.code for limit in formats["berserk-limited"].limits] == ["DECK_SIZE"]


STARTER_FORMAT = """\
# yaml-language-server: $schema=../schemas/formats.schema.json
game: ccs
formats:
  house:
    name: House rules
    source: our club
    limits:
      - code: DECK_SIZE
        kind: size
        section: deck
        min: 25
        max: 40
        rule: 25 to 40 cards
        source: our club
      - code: TYPE_MIN
        kind: count_where
        section: deck
        where: {type: [strategy, reinforcement]}
        min: 9
        rule: at least 9 Strategy or Reinforcement cards
        source: our club
      - code: CHARACTERS_MIN
        kind: distinct
        section: deck
        field: characters
        min: 5
        rule: at least 5 characters
        source: our club
"""


def test_custom_formats_file(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text(STARTER_FORMAT, encoding="utf-8")
    formats = load_formats("ccs", path)
    assert "house" in formats and "short" in formats and formats.default == "short"
    assert load_formats("berserk", path).names() == load_formats("berserk").names()
    checker = DeckChecker(formats_file=path)
    starter = (ROOT / "examples" / "decks" / "starter-25.yaml").read_text(encoding="utf-8")
    assert check(starter, checker, "house") == []
    assert check(starter, checker, "starter") == []
    (v,) = check(starter, checker, "short")
    assert (v.code, v.too_few) == ("DECK_SIZE", True)
    few = starter.replace(
        "S1: 1, S2: 1, S3: 1, S4: 1, S5: 1, S6: 1", "C5: 1, C6: 1, C7: 1, C11: 1, C12: 1, C13: 1"
    )
    violations = check(few, checker, "house")
    assert codes(violations) == ["TYPE_MIN"] and violations[0].actual == 3
    assert violations[0].fix == "add 6 Strategy or Reinforcement cards"


@pytest.mark.parametrize(
    ("text", "code", "line"),
    [
        (
            STARTER_FORMAT.replace(
                "section: deck\n        min: 25", "section: side\n        min: 25"
            ),
            "FORMAT_UNKNOWN_SECTION",
            10,
        ),
        (
            STARTER_FORMAT.replace("[strategy, reinforcement]", "[strategy, reinforcment]"),
            "FORMAT_UNKNOWN_TYPE",
            18,
        ),
        (STARTER_FORMAT.replace("kind: size", "kind: sizes"), "SCHEMA_ENUM", 9),
        (
            STARTER_FORMAT.replace("min: 25\n        max: 40", "exact: 30\n        max: 40"),
            "SCHEMA_NOT",
            12,
        ),
        (
            STARTER_FORMAT.replace("game: ccs\n", "game: ccs\ndefault: hose\n"),
            "FORMAT_UNKNOWN_DEFAULT",
            3,
        ),
        (
            STARTER_FORMAT.replace(
                "      - code: DECK_SIZE\n", "      - code: DECK_SIZE\n        per: id\n"
            ),
            "SCHEMA_NOT",
            9,
        ),
    ],
)
def test_invalid_formats_files(tmp_path: Path, text: str, code: str, line: int) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    result = read_formats_file(path)
    assert [(d.code, d.location.line) for d in result.diagnostics][:1] == [(code, line)], [
        d.render() for d in result.diagnostics
    ]
    with pytest.raises(LoadError):
        load_formats("ccs", path)
    with pytest.raises(LoadError):
        DeckChecker(formats_file=path)


def test_validate_deck_refuses_a_mismatched_catalogue() -> None:
    deck = Deck("f", "ccs", None, None, {})
    with pytest.raises(ValueError):
        validate_deck(deck, load_catalogue("berserk"), load_formats("ccs")["short"])


# --- property: the validator against an independent oracle ---------------------------------

SHORT = {"size": 30, "p5000": 4, "p4000": 4, "p2000": 3, "spirits": 12, "elements": 3}
EXTENDED = {"size": 50, "p5000": 8, "p4000": 8, "p2000": 4, "spirits": 24, "elements": 4}


def oracle_ccs(data: dict[str, Any], rules: dict[str, int]) -> bool:
    """Legality recomputed from the raw deck numbers and the raw card files."""
    cards = raw_cards("ccs")
    deck = data.get("deck") or {}
    spirits = data.get("spirits") or {}
    if any(card not in cards for section in (deck, spirits) for card in section):
        return False
    if any(cards[c]["type"] == "clow_spirit" for c in deck):
        return False
    if any(cards[c]["type"] != "clow_spirit" for c in spirits):
        return False
    if any(
        not isinstance(n, int) or isinstance(n, bool) or n < 1
        for s in (deck, spirits)
        for n in s.values()
    ):
        return False
    tiers: Counter[int] = Counter()
    for card, n in deck.items():
        if cards[card]["type"] == "capture":
            tiers[cards[card]["power"]] += n
    elements = {cards[c]["elements"][0] for c in spirits}
    return (
        sum(deck.values()) == rules["size"]
        and tiers[5000] <= rules["p5000"]
        and tiers[4000] <= rules["p4000"]
        and tiers[2000] >= rules["p2000"]
        and sum(spirits.values()) >= rules["spirits"]
        and len(elements) >= rules["elements"]
        and all(n <= 1 for n in spirits.values())
    )


def _fold(name: str) -> str:
    text = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in text if ch == "\u0306" or not unicodedata.combining(ch))


def oracle_berserk(data: dict[str, Any]) -> bool:
    cards = raw_cards("berserk")
    deck = data.get("deck") or {}
    if any(card not in cards for card in deck):
        return False
    if any(not isinstance(n, int) or isinstance(n, bool) or n < 1 for n in deck.values()):
        return False
    names: Counter[str] = Counter()
    for card, n in deck.items():
        names[_fold(cards[card]["name"])] += n
    return 30 <= sum(deck.values()) <= 50 and all(n <= 3 for n in names.values())


def _pick(draw: st.DrawFn, pool: list[str], copies: int, max_each: int) -> dict[str, int]:
    chosen: dict[str, int] = {}
    while copies > 0:
        card = draw(st.sampled_from(pool))
        n = min(copies, draw(st.integers(1, max_each)))
        chosen[card] = chosen.get(card, 0) + n
        copies -= n
    return chosen


@st.composite
def ccs_decks(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    """Decks near every limit of short or extended; about half aim to be legal."""
    fmt = draw(st.sampled_from(["short", "extended"]))
    rules = SHORT if fmt == "short" else EXTENDED
    aim_legal = draw(st.booleans())

    def near(target: int, legal_side: int) -> int:
        """``target`` or one step inside the limit, or (when not aiming) one step outside."""
        options = [target, target + legal_side]
        if not aim_legal:
            options.append(target - legal_side)
        return max(0, draw(st.sampled_from(options)))

    deck: dict[str, Any] = {}
    deck.update(_pick(draw, capture(5000), near(rules["p5000"], -1), 3))
    deck.update(_pick(draw, capture(4000), near(rules["p4000"], -1), 3))
    deck.update(_pick(draw, capture(2000), near(rules["p2000"], +1), 3))
    others = capture(3000) + ids("ccs", type="strategy") + ids("ccs", type="reinforcement")
    rest = rules["size"] - sum(deck.values())
    if not aim_legal:
        rest += draw(st.integers(-1, 1))
    deck.update(_pick(draw, others, max(rest, 0), 4))
    elements = near(rules["elements"], +1)
    chosen = ["wind", "fire", "wood", "electricity", "gold", "water"][:elements]
    pool = spirits_of(*chosen)
    size = min(near(rules["spirits"], +1), len(pool))
    spirits = {card: 1 for card in draw(st.permutations(pool))[:size]}
    if not aim_legal and draw(st.booleans()):  # sometimes, a mistake
        mistake = draw(st.sampled_from(["spirit_in_deck", "copy", "bad_count", "unknown"]))
        if mistake == "spirit_in_deck":
            deck[draw(st.sampled_from(ids("ccs", type="clow_spirit")))] = 1
        elif mistake == "copy":
            spirits[next(iter(spirits))] = 2
        elif mistake == "bad_count":
            deck[next(iter(deck))] = draw(st.sampled_from([0, -1, 2.5, "two"]))
        else:
            deck["C999"] = 1
    return {"game": "ccs", "format": fmt, "deck": deck, "spirits": spirits}, fmt


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ccs_decks())
def test_ccs_validator_agrees_with_the_oracle(case: tuple[dict[str, Any], str]) -> None:
    data, fmt = case
    checker = _shared_checker()
    deck, problems = loads_deck(yaml.safe_dump(data, allow_unicode=True), "r.yaml")
    assert deck is not None, problems
    violations = checker.check(deck).violations
    assert (violations == []) == oracle_ccs(data, SHORT if fmt == "short" else EXTENDED), violations


@st.composite
def berserk_decks(draw: st.DrawFn) -> dict[str, Any]:
    """Decks of 27 to 53 cards, 1 to 3 copies of a card, sometimes 4."""
    size = draw(st.integers(27, 53))
    pool = draw(st.permutations(ids("berserk")))
    deck: dict[str, Any] = {}
    for card in pool:
        if size <= 0:
            break
        deck[card] = min(size, draw(st.integers(1, 3)))
        size -= deck[card]
    if draw(st.integers(0, 3)) == 0:
        deck[next(iter(deck))] = 4
    return {"game": "berserk", "deck": deck}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(berserk_decks())
def test_berserk_validator_agrees_with_the_oracle(data: dict[str, Any]) -> None:
    deck, _ = loads_deck(yaml.safe_dump(data, allow_unicode=True), "r.yaml")
    assert deck is not None
    violations = _shared_checker().check(deck).violations
    assert (violations == []) == oracle_berserk(data), violations


_card_ids = st.sampled_from(
    sorted(raw_cards("ccs")) + sorted(raw_cards("berserk"))[:50] + ["X1", "c4", "Sakura"]
)
_counts = st.one_of(
    st.integers(-3, 6), st.floats(allow_nan=True), st.text(max_size=3), st.none(), st.booleans()
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([None, "ccs", "berserk", "magic"]),
    st.sampled_from(
        [None, "short", "extended", "starter", "berserk-2023", "berserk-limited", "nope"]
    ),
    st.dictionaries(
        st.sampled_from(["deck", "spirits"]), st.dictionaries(_card_ids, _counts, max_size=12)
    ),
)
def test_random_decks_never_crash(
    game: str | None, fmt: str | None, sections: dict[str, Any]
) -> None:
    data: dict[str, Any] = {**sections}
    if game:
        data["game"] = game
    if fmt:
        data["format"] = fmt
    if not sections:
        data["deck"] = {}
    deck, problems = loads_deck(yaml.safe_dump(data, allow_unicode=True), "r.yaml")
    assert deck is not None, problems
    report = _shared_checker().check(deck)
    for violation in report.violations:
        assert violation.code and violation.message
        assert violation.to_json()["code"] == violation.code


@functools.cache
def _shared_checker() -> DeckChecker:
    return DeckChecker()


def test_pasted_headers_are_case_insensitive_and_unknown_cards_still_count(
    checker: DeckChecker,
) -> None:
    text = ccs_deck()
    data = yaml.safe_load(text)
    lines = ["GAME: CCS", "Format: Short"]
    lines += [f"{n} {c}" for section in ("deck", "spirits") for c, n in data[section].items()]
    deck, _ = loads_deck("\n".join(lines) + "\n", "d.txt")
    assert deck is not None and (deck.game, deck.format) == ("ccs", "short")
    assert checker.check(deck).violations == []
    # an unknown card of a list without sections still counts toward the player's deck
    deck, _ = loads_deck("\n".join([*lines, "1 C1O"]) + "\n", "d.txt")
    assert deck is not None
    assert codes(checker.check(deck).violations) == ["DECK_SIZE", "UNKNOWN_CARD"]


def test_unknown_game_suggestion(checker: DeckChecker) -> None:
    (v,) = check("game: CCS\ndeck: {C4: 1}\n", checker)
    assert v.code == "WRONG_GAME" and "did you mean 'ccs'" in v.message

"""``deckcheck stats`` and ``squad stats``: every probability against an independent
computation — exact enumeration of every hand on small decks, or simulation."""

from __future__ import annotations

import csv
import io
import itertools
import json
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.doctor.odds import at_least, at_least_exact
from deckcheck.doctor.stats import DIGITS, deck_stats
from deckcheck.formats.checker import DeckChecker
from deckcheck.games.berserk.squads.rules import Seat, squad_rules
from deckcheck.games.berserk.squadstats import policy_values, squad_stats
from deckcheck.games.ccs.stats import cards_seen

ROOT = Path(__file__).resolve().parents[2]
STARTER = ROOT / "examples" / "decks" / "starter-short.yaml"
STEPPES = ROOT / "examples" / "decks" / "steppes-berserk.yaml"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV, catch_exceptions=False)


def enumerate_at_least(deck: list[bool], draws: int, k: int) -> Fraction:
    """Every hand of ``draws`` cards (positions), counted: the share with >= k hits."""
    hands = list(itertools.combinations(range(len(deck)), min(draws, len(deck))))
    good = sum(1 for hand in hands if sum(deck[i] for i in hand) >= k)
    return Fraction(good, len(hands))


@settings(max_examples=60, deadline=None)
@given(
    population=st.integers(1, 12),
    data=st.data(),
)
def test_hypergeometric_equals_enumeration(population: int, data: st.DataObject) -> None:
    successes = data.draw(st.integers(0, population))
    draws = data.draw(st.integers(0, population + 2))
    k = data.draw(st.integers(0, 4))
    deck = [True] * successes + [False] * (population - successes)
    assert at_least_exact(population, successes, draws, k) == enumerate_at_least(deck, draws, k)


def test_impossible_draws_are_refused() -> None:
    with pytest.raises(ValueError):
        at_least(5, 6, 2)


def check(text: str, tmp_path: Path, name: str = "deck.txt") -> Any:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    checker = DeckChecker()
    report = checker.check_path(path)
    assert report.cards is not None and report.game is not None
    formats = checker.formats(report.game)
    return report, checker.catalogue(report.game), formats.formats.get(report.format or "")


SMALL_CCS = """Game: ccs
Format: short
Deck:
2 C27
1 C4
2 C1
1 R1
3 S1
Spirits:
CS1
CS6
CS9
"""


def test_ccs_odds_equal_enumeration_of_every_hand(tmp_path: Path) -> None:
    report, catalogue, fmt = check(SMALL_CCS, tmp_path)
    stats = deck_stats(report, catalogue, fmt, turns=3)
    play = [catalogue.card(i) for i in report.cards.ids() if i in report.cards.sections["deck"]]
    catch = stats.table("catch")
    assert catch.columns == ("opening 5", "turn 2", "turn 3")
    seen = [5, 7, 9]
    for row in catch.rows:
        element = next(t.id for t in catalogue.info.elements if t.name == row.label)
        deck = [c.type == "capture" and element in c.elements for c in play]
        for value, draws in zip(row.values, seen, strict=True):
            assert value == pytest.approx(float(enumerate_at_least(deck, draws, 1)), abs=1e-12)
    key = {row.label: row.values for row in stats.table("key_cards").rows}
    low = [c.type == "capture" and c.power == 2000 for c in play]
    reinforcement = [c.type == "reinforcement" for c in play]
    for draws, got_low, got_r in zip(
        seen, key["Capture card of power 2000"], key["Reinforcement card"], strict=True
    ):
        assert got_low == pytest.approx(float(enumerate_at_least(low, draws, 1)))
        assert got_r == pytest.approx(float(enumerate_at_least(reinforcement, draws, 1)))


def test_uncatchable_spirit_elements_are_a_warning(tmp_path: Path) -> None:
    report, catalogue, fmt = check(SMALL_CCS, tmp_path)
    stats = deck_stats(report, catalogue, fmt)
    # C27 Kero is fire and electricity, C4 and C1 Sakura: CS9 (wood) has no catcher.
    capture_elements = {e for i in ("C27", "C4", "C1") for e in catalogue.card(i).elements}
    spirit_elements = [catalogue.card(i).elements[0] for i in ("CS1", "CS6", "CS9")]
    missing = [e for e in spirit_elements if e not in capture_elements]
    assert missing, "the example must have an uncatchable element"
    [warning] = stats.warnings
    assert warning.code == "SPIRIT_UNCATCHABLE"
    assert warning.location.line == 9  # the Spirits: header
    assert warning.details["elements"] == [t.id for t in catalogue.info.elements if t.id in missing]
    rows = {row.label: row.values for row in stats.table("catch").rows}
    for element in missing:
        assert rows[catalogue.info.elements.name(element)] == (0.0,) * 6


def test_ccs_odds_by_simulation_on_a_real_deck(tmp_path: Path) -> None:
    checker = DeckChecker()
    report = checker.check_path(STARTER)
    catalogue = checker.catalogue("ccs")
    stats = deck_stats(report, catalogue, None, turns=4)
    assert report.cards is not None
    play = [catalogue.card(i) for i, n in report.cards.sections["deck"].items() for _ in range(n)]
    rng = random.Random(5)
    trials = 20000
    for row in stats.table("catch").rows:
        element = next(t.id for t in catalogue.info.elements if t.name == row.label)
        hits = sum(
            any(c.type == "capture" and element in c.elements for c in rng.sample(play, 11))
            for _ in range(trials)
        )
        assert row.values[3] == pytest.approx(hits / trials, abs=0.015)
    assert cards_seen(4, 5, 2) == 11


SMALL_BERSERK = """Game: berserk
Format: berserk-limited
3 VS-001
3 VS-002
2 VS-005
1 VS-014
3 VS-020
3 VS-058
3 VS-069
"""


def test_berserk_deal_odds_equal_enumeration(tmp_path: Path) -> None:
    report, catalogue, fmt = check(SMALL_BERSERK, tmp_path)
    stats = deck_stats(report, catalogue, fmt)
    ids = report.cards.ids()
    assert len(ids) == 18
    deal = stats.table("deal")
    assert deal.columns == ("≥1", "≥2", "≥3")
    for row in deal.rows:
        card_id = row.label.split()[0]
        deck = [i == card_id for i in ids]
        for k, value in zip((1, 2, 3), row.values, strict=True):
            assert value == pytest.approx(float(enumerate_at_least(deck, 15, k)), abs=1e-12)
    cost = {row.label: row.values for row in stats.table("cost").rows}
    elite = sum(1 for i in ids if catalogue.card(i).flag("elite"))
    assert sum(v[0] for v in cost.values()) == elite
    assert sum(sum(v) for v in cost.values()) == 18


def test_squad_stats_flyer_rate_matches_the_hypergeometric() -> None:
    """On a deck whose flyers each fit alone, "a legal squad with a flyer exists" is
    "a flyer is dealt": the simulation must agree with the exact odds."""
    checker = DeckChecker()
    report = checker.check_path(STEPPES)
    catalogue = checker.catalogue("berserk")
    rules = squad_rules(report.format)
    assert report.cards is not None
    ids = report.cards.ids()
    flyers = sum(1 for i in ids if catalogue.card(i).subtype == "flying")
    assert flyers
    result = squad_stats(ids, catalogue, rules, Seat.FIRST, deals=1500, seed=3)
    options = {row.label: row.values for row in result.table("options").rows}
    exact = at_least(len(ids), flyers, rules.deal, 1)
    assert options["a legal squad with a flyer exists"][0] == pytest.approx(exact, abs=0.04)
    share, low, high = options["the best squad has a flyer"]
    assert low <= share <= high
    crystals = result.table("crystals")
    assert sum(row.values[0] for row in crystals.rows) == pytest.approx(1.0)


def test_squad_stats_deals_are_those_of_squad_suggest() -> None:
    from deckcheck.games.berserk.squads.deal import deal_cards
    from deckcheck.games.berserk.squads.optimise import best_squad

    checker = DeckChecker()
    report = checker.check_path(STEPPES)
    catalogue = checker.catalogue("berserk")
    rules = squad_rules()
    assert report.cards is not None
    ids = report.cards.ids()
    rng = random.Random(11)
    expected = [
        best_squad(deal_cards(ids, rng, rules.deal), catalogue, rules, Seat.SECOND).lives
        for _ in range(40)
    ]
    result = squad_stats(ids, catalogue, rules, Seat.SECOND, deals=40, seed=11)
    lives = {int(row.label): row.values[0] for row in result.table("lives").rows}
    for value, share in lives.items():
        assert share == pytest.approx(expected.count(value) / 40)


def test_mulligan_policy_by_backward_induction() -> None:
    assert policy_values([[10, 30], [20, 20]]) == [25.0, 20.0]
    assert policy_values([[5, 5], [9, 1], [4, 4]]) == [6.5, 6.5, 4.0]


def test_mulligans_cost_gold_in_the_simulation() -> None:
    checker = DeckChecker()
    report = checker.check_path(STEPPES)
    assert report.cards is not None
    result = squad_stats(
        report.cards.ids(),
        checker.catalogue("berserk"),
        squad_rules(),
        Seat.FIRST,
        deals=60,
        mulligans=2,
    )
    worth = result.summary["mulligan"]
    # Every deal of this deck spends all 46 crystals; a re-deal has a gold less.
    assert worth["mean_crystals_without"] == 46
    assert worth["gain"] == 0
    assert worth["redealt_share"] == 0
    rows = result.table("mulligan").rows
    assert [row.values[0] for row in rows] == [46, 45, 44]


# --- the command line -------------------------------------------------------------------


def test_stats_json_and_csv_carry_the_same_numbers() -> None:
    data = json.loads(run("stats", str(STARTER), "--output", "json").stdout)
    assert data["game"] == "ccs" and data["verdict"] == "legal"
    rows = list(csv.reader(io.StringIO(run("stats", str(STARTER), "-o", "csv").stdout)))
    assert rows[0] == ["file", "table", "label", "column", "value"]
    from_json = {
        (t["key"], r["label"], c): v
        for t in data["tables"]
        for r in t["rows"]
        for c, v in zip(t["columns"], r["values"], strict=True)
    }
    from_csv = {(t, label, c): float(v) for _, t, label, c, v in rows[1:]}
    assert from_csv == pytest.approx(from_json)
    for table in data["tables"]:
        if table["kind"] == "probability":
            for row in table["rows"]:
                assert all(0 <= v <= 1 for v in row["values"])
                assert all(len(str(v).split(".")[-1]) <= DIGITS for v in row["values"])


def test_stats_text_draws_bars() -> None:
    result = run("stats", str(STEPPES))
    assert result.exit_code == 0
    assert "Cost curve" in result.stdout and "█" in result.stdout
    assert "VS-001 Кочевник" in result.stdout and "81.4%" in result.stdout


def test_stats_of_an_unreadable_deck_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("Game: ccs\nthis is not a card line at all !!\n", encoding="utf-8")
    result = run("stats", str(bad))
    assert result.exit_code == 2
    assert "DECK_TEXT_SYNTAX" in result.stderr
    assert "Traceback" not in result.output


def test_squad_stats_command() -> None:
    result = run("squad", "stats", str(STEPPES), "--seat", "first", "--deals", "50", "-o", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["deals"] == 50 and data["seat"] == "first"
    assert {t["key"] for t in data["tables"]} >= {"crystals", "lives", "options"}
    ccs = run("squad", "stats", str(STARTER), "--seat", "first")
    assert ccs.exit_code == 2 and "Berserk" in ccs.stderr


def test_mulligan_chart_draws_crystals_and_lives_on_scales_of_their_own() -> None:
    """Issue #26: the mulligan chart drew crystals (about 45) and lives (about 90) on one
    scale, so the crystals' bars were half as long for no reason. Each unit is now a
    chart of its own: its largest value draws the full bar, in text and in SVG."""
    import re

    from deckcheck.doctor.charts import svg_chart
    from deckcheck.doctor.stats import Row, Table

    result = run("squad", "stats", str(STEPPES), "--seat", "first", "-n", "20", "-m", "1")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    titles = [line for line in lines if line.startswith("What a mulligan")]
    assert titles == [
        "What a mulligan (1 gold) is worth: crystals",
        "What a mulligan (1 gold) is worth: lives",
    ]
    crystals = lines[lines.index(titles[0]) + 1 : lines.index(titles[1])]
    lives = lines[lines.index(titles[1]) + 1 :]
    assert all("lives" not in line for line in crystals)
    for chart in (crystals, lives):
        assert max(line.count("█") for line in chart) == 30  # the default width, full

    table = Table(
        "mulligan",
        "What a mulligan is worth",
        "count",
        ("crystals, fresh deal", "crystals, best policy", "lives, fresh deal"),
        (Row("after 0", (45.0, 46.0, 90.0)), Row("after 1", (40.0, 44.0, 80.0))),
        units=("crystals", "crystals", "lives"),
    )
    charts = svg_chart(table).split("</svg>")[:-1]
    assert len(charts) == 2 and "lives" not in charts[0] and "crystals" not in charts[1]
    widths = [
        {
            v: float(w)
            for w, v in re.findall(
                r'class="bar"[^>]* width="([^"]*)"[^>]*'
                r'data-value="([^"]*)"',
                chart,
            )
        }
        for chart in charts
    ]
    # the largest crystals (46) and the largest lives (90) both draw the full bar
    assert widths[0]["46"] == pytest.approx(widths[1]["90"])
    assert widths[0]["40"] == pytest.approx(widths[0]["46"] * 40 / 46, abs=0.2)

"""``deckcheck deck`` through the real command line (Typer's CliRunner)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.model import Catalogue
from deckcheck.cli import app
from deckcheck.formats.checker import DeckChecker
from deckcheck.formats.decks import Deck

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
    monkeypatch.chdir(ROOT)


def run(*args: str) -> Any:
    return CliRunner().invoke(app, ["deck", *args], env={"NO_COLOR": "1", "COLUMNS": "200"})


def by_id(deck: Deck, catalogue: Catalogue) -> Counter[str]:
    """Copies per card id, a name resolved through the catalogue itself."""
    counts: Counter[str] = Counter()
    for entry in deck.entries():
        card = catalogue.cards.get(entry.card.upper())
        if card is None:  # written by name: the one card with that printed name
            (card,) = [c for c in catalogue if c.name.casefold() == entry.card.casefold()]
        counts[card.id] += entry.copies
    return counts


def verdict(path: Path) -> str:
    return DeckChecker().check_path(path).outcome


def test_new_add_remove_round(tmp_path: Path) -> None:
    deck = tmp_path / "wind.yaml"
    result = run("new", str(deck), "--game", "ccs", "--format", "short", "--name", "Wind rush")
    assert result.exit_code == 0, result.output
    text = deck.read_text(encoding="utf-8")
    assert "$schema=/" not in text  # never an absolute path into the installation
    assert "name: Wind rush\nformat: short\n" in text and "#   - at most 4 Capture cards" in text
    assert verdict(deck) == "incomplete"

    result = run("new", str(deck), "--game", "ccs")
    assert result.exit_code == 2 and "give --force" in result.output

    result = run("add", str(deck), "C4", "2")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == f"{deck}: added 2 × C4 (Sakura) to the player's deck; 2 now"
    assert lines[1].startswith(
        "short: incomplete, 4 problems — player's deck 2/30 cards (28 short)"
    )
    assert "Capture cards of power 5000 2/≤4" in lines[2]

    result = run("add", str(deck), "the windy")
    assert result.exit_code == 0
    assert "CS1: 1   # The Windy" in deck.read_text(encoding="utf-8")

    before = deck.read_bytes()
    result = run("add", str(deck), "sakura")
    assert result.exit_code == 2
    assert "'sakura' fits 25 ccs cards: C1 Wind/Fire 2000 (Sakura, SD)," in result.output
    result = run("remove", str(deck), "C4", "3")
    assert result.exit_code == 1 and "the deck has only 2" in result.output
    assert deck.read_bytes() == before

    result = run("remove", str(deck), "C4", "2")
    assert result.exit_code == 0
    assert (
        "C4"
        not in deck.read_text(encoding="utf-8")
        .split("format: short", 1)[1]
        .split("spirits:")[0]
        .replace("#", "")
        .split()
    )


def test_five_thousand_tier_is_shown_when_full(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("Game: ccs\nFormat: short\nDeck:\n4 C4\n26 C1\nSpirits:\n1 CS1\n", "utf-8")
    result = run("add", str(deck), "C5")
    assert result.exit_code == 0, result.output
    assert "player's deck 31/30 cards (1 too many)" in result.output
    assert "Capture cards of power 5000 4/≤4" in result.output
    assert deck.read_text(encoding="utf-8").splitlines()[:5] == [
        "Game: ccs",
        "Format: short",
        "Deck:",
        "4 C4",
        "26 C1",
    ]


def test_a_broken_file_is_not_touched(tmp_path: Path) -> None:
    deck = tmp_path / "bad.yaml"
    deck.write_text("game: ccs\ndeck:\n  C4: 1\n  C4: 2\n", encoding="utf-8")
    result = run("add", str(deck), "C4")
    assert result.exit_code == 2
    assert f"{deck}:4:3: YAML_DUPLICATE_KEY" in result.output
    assert "nothing was changed" in result.output
    assert deck.read_text(encoding="utf-8") == "game: ccs\ndeck:\n  C4: 1\n  C4: 2\n"


def test_show_groups_by_section_and_type() -> None:
    result = run("show", "examples/decks/wind-and-fire.txt")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "player's deck: 30 cards" in out and "spirit deck: 13 spirits" in out
    assert "Capture (20)" in out and "Reinforcement (4)" in out and "Strategy (6)" in out
    assert "  power: 5000 ×4 · 4000 ×4 · 3000 ×8 · 2000 ×4" in out
    assert "  elements: Wind ×6 · Fire ×6 · Wood ×1" in out
    assert "short: legal — player's deck 30/30 cards" in out
    result = run("show", "examples/decks/steppes-berserk.yaml")
    assert "  cost: " in result.output and "berserk-2023: legal" in result.output
    result = run("show", "examples/decks/illegal-short.yaml")
    assert result.exit_code == 1 and "short: illegal" in result.output


def test_convert_both_ways_loses_nothing(tmp_path: Path) -> None:
    checker = DeckChecker()
    for name in ("wind-and-fire.txt", "steppes-limited.txt", "extended-guardians.yaml"):
        source = EXAMPLES / name
        yaml_out, text_out = tmp_path / f"{name}.yaml", tmp_path / f"{name}.txt"
        assert run("convert", str(source), "--to", "yaml", "--out", str(yaml_out)).exit_code == 0
        assert run("convert", str(yaml_out), "--to", "text", "--out", str(text_out)).exit_code == 0
        reports = [checker.check_path(p) for p in (source, yaml_out, text_out)]
        assert {r.outcome for r in reports} == {"legal"}
        decks = [r.deck for r in reports]
        assert all(d is not None for d in decks)
        assert len({(d.game, d.name, d.format) for d in decks if d}) == 1
        catalogue = checker.catalogue(decks[0].game or "")  # type: ignore[union-attr]
        counts = [by_id(d, catalogue) for d in decks if d]
        # The source too (steppes-limited.txt lists cards by name), not just the two copies.
        assert counts[0] == counts[1] == counts[2] and sum(counts[0].values()) >= 20
    result = run("convert", "examples/decks/wind-and-fire.txt", "--to", "yaml")
    assert result.stdout.startswith("# yaml-language-server: $schema=schemas/deck.schema.json")
    assert "  C4: 2   # Sakura (5000)" in result.stdout
    text_deck = "examples/decks/wind-and-fire.txt"
    result = run("convert", text_deck, "--to", "yaml", "--out", str(yaml_out))
    assert result.exit_code == 2 and "--force" in result.output


def test_build_writes_a_legal_deck(tmp_path: Path) -> None:
    out = tmp_path / "built.yaml"
    result = run("build", "--game", "ccs", "--format", "short", "--seed", "3", "--out", str(out))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[1].startswith("short: legal")
    assert verdict(out) == "legal"
    text = out.read_text(encoding="utf-8")
    assert "# Built by `deckcheck deck build --game ccs --format short --seed 3`" in text
    again = tmp_path / "again.yaml"
    run("build", "--game", "ccs", "--format", "short", "--seed", "3", "--out", str(again))
    assert again.read_text(encoding="utf-8") == text

    result = run(
        "build",
        "--game",
        "berserk",
        "--elements",
        "steppes,forests",
        "--seed",
        "1",
        "--collection",
        "examples/collections/berserk-box.yaml",
        "--out",
        str(tmp_path / "b.yaml"),
    )
    assert result.exit_code == 0, result.output
    assert verdict(tmp_path / "b.yaml") == "legal"


def test_build_explains_an_impossible_request(tmp_path: Path) -> None:
    box = "examples/collections/berserk-box.yaml"
    out = tmp_path / "never.yaml"
    result = run(
        "build", "--game", "berserk", "--elements", "swamps", "--collection", box, "--out", str(out)
    )
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        "deckcheck: no legal berserk-2023 deck:",
        "  - you own only 7 cards for the deck of the elements Болота or neutral (VS-171 ×1, "
        "VS-172 ×3, VS-173 ×2, VS-174 ×1); berserk-2023 needs 30 (DECK_SIZE: the deck has 30 "
        "to 50 cards)",
        "  - you own no cards of element Болота; --elements asks for a card of element Болота "
        "in the deck",
    ]
    assert not out.exists()
    result = run("build", "--game", "ccs", "--elements", "fyre")
    assert result.exit_code == 2 and "did you mean fire" in result.output


def test_build_with_tune_reports_wilson_intervals(tmp_path: Path) -> None:
    out = tmp_path / "tuned.yaml"
    result = run(
        "build",
        "--game",
        "ccs",
        "--seed",
        "1",
        "--tune",
        "4",
        "--candidates",
        "2",
        "--rounds",
        "1",
        "--out",
        str(out),
    )
    assert result.exit_code == 0, result.output
    assert "win rate before:" in result.output and "95% CI" in result.output
    assert verdict(out) == "legal"


def test_build_with_tune_names_each_accepted_change_and_its_agent(tmp_path: Path) -> None:
    """The tuned deck differs from the deck built with the same seed by exactly the
    change each "accepted" line names, as `tune` names a swap (−1 C24 Kero, +1 ...)."""
    built, tuned = tmp_path / "built.yaml", tmp_path / "tuned.yaml"
    # (a seed whose tuning, 4 games a candidate, accepts one change; seeds 1 to 6 accept none)
    base = ["build", "--game", "ccs", "--seed", "7"]
    assert run(*base, "--out", str(built)).exit_code == 0
    result = run(*base, "--tune", "4", "--candidates", "2", "--rounds", "1", "--out", str(tuned))
    assert result.exit_code == 0, result.output
    assert "tuned: 2 candidates tried, 1 accepted;" in result.output
    assert "; agent: greedy" in result.output
    [line] = [x for x in result.output.splitlines() if x.startswith("  accepted in round 1: ")]
    checker = DeckChecker()
    before, after = (checker.check_path(p).cards for p in (built, tuned))
    assert before is not None and after is not None
    names = {c.id: c.name for c in checker.catalogue("ccs")}
    old, new = before.counts(), after.counts()
    changed = [f"−{old[c] - new.get(c, 0)} {c} {names[c]}" for c in old if old[c] > new.get(c, 0)]
    changed += [f"+{new[c] - old.get(c, 0)} {c} {names[c]}" for c in new if new[c] > old.get(c, 0)]
    assert changed and sorted(line.split(": ", 1)[1].split(", ")) == sorted(changed)


def test_build_help_says_which_agent_tunes() -> None:
    result = CliRunner().invoke(
        app, ["deck", "build", "--help"], env={"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}
    )
    assert result.exit_code == 0
    line = next(x for x in result.output.splitlines() if "random|greedy|search" in x)
    assert "--agent" in line and "with --tune" in line and "[default: greedy]" in line


@pytest.mark.parametrize(
    "name",
    ["illegal-short.yaml", "illegal-berserk.yaml", "extended-guardians.yaml", "wind-and-fire.txt"],
)
def test_show_breaks_the_verdict_between_items_never_inside_one(name: str) -> None:
    """At 100 columns the verdict and limit lines are broken between their " · " items:
    each item is whole on one line, and no line is wider than the terminal."""
    from deckcheck.builder.status import deck_state

    result = CliRunner().invoke(
        app,
        ["deck", "show", str(EXAMPLES / name)],
        env={"NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb"},
    )
    assert result.exit_code in (0, 1), result.output
    lines = result.stdout.splitlines()
    checker = DeckChecker()
    report = checker.check_path(EXAMPLES / name)
    assert report.game is not None and report.format is not None and report.deck is not None
    state = deck_state(
        report.deck,
        checker.catalogue(report.game),
        checker.formats(report.game)[report.format],
        report.violations,
        report.measured,
    )
    items = [
        item
        for line in state.lines()
        for part in line.strip().split(" — ")
        for item in part.split(" · ")
    ]
    assert len(items) > 3
    for item in items:
        assert any(item in line for line in lines), item
    assert [line for line in lines if len(line) > 100] == []


def test_a_text_deck_can_be_emptied_and_filled_again(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("# mine\nGame: ccs\nDeck:\n1 C4\n", encoding="utf-8")
    assert run("remove", str(deck), "C4").exit_code == 0
    assert deck.read_text(encoding="utf-8") == "# mine\nGame: ccs\nDeck:\n"
    result = run("add", str(deck), "C1", "2")
    assert result.exit_code == 0, result.output
    assert deck.read_text(encoding="utf-8") == "# mine\nGame: ccs\nDeck:\n2 C1  # Sakura (2000)\n"

"""One deck reader: every command acts on the cards `validate` read, however they are written.

A deck is written by ids, by English names, by Russian names, by character names with a
power, in YAML or text, mixed: the validator's cards (``DeckReport.cards``) are the same
multiset, and ``play``, ``squad suggest`` and ``deck show`` act on exactly those.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.catalog.model import Card, Catalogue, fold
from deckcheck.cli import app
from deckcheck.formats.checker import DeckChecker
from deckcheck.formats.decks import loads_deck
from deckcheck.formats.reader import card_index

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "decks").glob("*.*"))
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": ""}
CHECKER = DeckChecker()


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV, catch_exceptions=False)


def catalogue(game: str) -> Catalogue:
    return CHECKER.catalogue(game)


# --- ways to write a card -------------------------------------------------------------------


def by_id(card: Card, cat: Catalogue) -> str:
    return card.id.lower()


def unique(text: str, card: Card, cat: Catalogue) -> bool:
    return card_index(cat).card(text) is card


def by_name(card: Card, cat: Catalogue) -> str:
    """The printed name in another case, with ё written е; name and power when the name is
    shared; the id when even that is shared."""
    for text in (card.name.upper().replace("Ё", "Е"), f"{card.name} {card.power}"):
        if unique(text, card, cat):
            return text
    return card.id


def by_character(card: Card, cat: Catalogue) -> str:
    """A Russian (or other) name of the card's character, with its power in parentheses."""
    for character in card.characters:
        term = cat.info.characters.terms[character]
        for spelling in (*term.aliases, term.name):
            text = f"{spelling} ({card.power})"
            if unique(text, card, cat):
                return text
    return by_name(card, cat)


WRITERS: list[Callable[[Card, Catalogue], str]] = [by_id, by_name, by_character]


def text_deck(game: str, fmt: str | None, counts: dict[str, int], how: list[int]) -> str:
    cat = catalogue(game)
    lines = [f"Game: {game}"] + ([f"Format: {fmt}"] if fmt else [])
    for i, (card_id, copies) in enumerate(counts.items()):
        lines.append(f"{copies} {WRITERS[how[i % len(how)]](cat.cards[card_id], cat)}")
    return "\n".join(lines) + "\n"


def yaml_deck(game: str, fmt: str | None, counts: dict[str, int], how: list[int]) -> str:
    cat = catalogue(game)
    lines = [f"game: {game}"] + ([f"format: {fmt}"] if fmt else []) + ["deck:"]
    sections: dict[str, list[str]] = {}
    fmt_obj = CHECKER.formats(game)[fmt or CHECKER.formats(game).default]
    for i, (card_id, copies) in enumerate(counts.items()):
        card = cat.cards[card_id]
        home = fmt_obj.section_for_type(card.type) or "deck"
        written = WRITERS[how[i % len(how)]](card, cat)
        key = json.dumps(written, ensure_ascii=False)
        sections.setdefault(home, []).append(f"  {key}: {copies}")
    lines = [f"game: {game}"] + ([f"format: {fmt}"] if fmt else [])
    for key, entries in sections.items():
        lines += [f"{key}:", *entries]
    return "\n".join(lines) + "\n"


def cards_of(text: str, name: str) -> dict[str, int]:
    deck, problems = loads_deck(text, name)
    assert deck is not None, problems
    report = CHECKER.check(deck)
    assert report.cards is not None
    assert not report.cards.left_out, [v.message for v in report.violations]
    return report.cards.counts()


def example_counts(path: Path) -> tuple[str, str | None, dict[str, int]]:
    report = CHECKER.check_path(path)
    assert report.cards is not None and report.game is not None
    return report.game, report.format, report.cards.counts()


# --- the same deck, written every way ---------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_every_example_reads_the_same_written_any_way(path: Path) -> None:
    game, fmt, counts = example_counts(path)
    assert counts  # every example names cards the reader knows
    for how in ([0], [1], [2], [0, 1, 2], [2, 0]):
        assert cards_of(text_deck(game, fmt, counts, how), "d.txt") == counts, how
        assert cards_of(yaml_deck(game, fmt, counts, how), "d.yaml") == counts, how


def test_russian_names_and_character_aliases_resolve() -> None:
    ccs = card_index(catalogue("ccs"))
    assert ccs.lookup("Сакура 5000").candidates  # several cards: listed, not guessed
    assert ccs.card("Сакура 5000") is None
    assert ccs.card("сяоран") is None and len(ccs.lookup("сяоран").candidates) > 1
    # A name with its power picks the card when only one card fits.
    card = catalogue("ccs").cards["C10"]
    assert ccs.card(f"Madison {card.power}") in (card, None)
    berserk = card_index(catalogue("berserk"))
    assert berserk.card("глорм") is berserk.card("ГЛОРМ") is not None
    # ё and е are one letter for the reader.
    with_yo = next(c for c in catalogue("berserk") if "ё" in c.name.lower())
    assert berserk.lookup(with_yo.name.lower().replace("ё", "е")).candidates[0].name == (
        with_yo.name
    )


def test_an_ambiguous_name_lists_ids_and_powers(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("Game: ccs\n2 Сакура\n", encoding="utf-8")
    result = run("validate", str(deck))
    assert result.exit_code == 1
    line = next(x for x in result.stdout.splitlines() if "AMBIGUOUS_CARD" in x)
    assert re.search(r"d\.txt:2:3: AMBIGUOUS_CARD: 'Сакура' fits \d+ ccs cards: "
                     r"C1 Wind/Fire 2000", line)
    # every power has several Sakuras: the ids, or the name with the words that tell one
    # Sakura apart, a form that names that card alone
    assert line.endswith("write one of the ids (C1, C5, C54, …) or add what tells the card "
                         "apart, as 'Сакура Wind Fire' for C1")
    assert card_index(catalogue("ccs")).card("Сакура Wind Fire") is catalogue("ccs").cards["C1"]


def violations_of(tmp_path: Path, lines: str) -> list[dict[str, Any]]:
    deck = tmp_path / "d.txt"
    deck.write_text("Game: ccs\n" + lines, encoding="utf-8")
    result = run("validate", str(deck), "--output", "json")
    assert result.exit_code in (0, 1), result.output
    return [v for v in json.loads(result.stdout)[0]["violations"]
            if v["code"] in ("UNKNOWN_CARD", "AMBIGUOUS_CARD")]


@pytest.mark.parametrize("text", [
    "Kero Fire 3000", "kero 3000 fire", "Kero (Fire, 3000)", "Kero Fire/Wood", "Керо огонь, 3000",
])
def test_a_name_and_the_words_that_tell_its_cards_apart_name_the_one_card_they_fit(
    tmp_path: Path, text: str
) -> None:
    """A player writes a shared name with the card's element and power, as the cards
    print them: the one Kero of fire and power 3000 is C22 (issue: first hour)."""
    assert card_index(catalogue("ccs")).card(text) is catalogue("ccs").cards["C22"]
    assert violations_of(tmp_path, f"1 {text}\n") == []


def test_words_that_still_fit_several_cards_list_just_those(tmp_path: Path) -> None:
    [found] = violations_of(tmp_path, "1 Kero Fire\n")
    fire = [c.id for c in catalogue("ccs") if c.name == "Kero" and "fire" in c.elements]
    assert found["code"] == "AMBIGUOUS_CARD" and sorted(found["cards"]) == sorted(fire)
    assert found["message"].startswith(f"'Kero Fire' fits {len(fire)} ccs cards: C111 Fire/Rain")
    form, card_id = re.findall(r"as '([^']*)' for (\S+)$", found["message"])[0]
    assert card_index(catalogue("ccs")).card(form) is catalogue("ccs").cards[card_id]


def test_every_form_an_ambiguity_suggests_names_its_card_alone() -> None:
    """Every shared name and character name, alone and with a power: the form suggested
    for each candidate (the text and what tells it apart) reads back as that card."""
    from deckcheck.formats.reader import ambiguity_message, telling_form

    cat = catalogue("ccs")
    index = card_index(cat)
    texts = {c.name for c in cat} | {f"{c.name} {c.power}" for c in cat}
    texts |= {s for term in cat.info.characters for s in term.spellings()}
    ambiguous = [index.lookup(t) for t in sorted(texts) if index.lookup(t).ambiguous]
    assert len(ambiguous) > 50
    for lookup in ambiguous:
        for card in lookup.candidates:
            form = telling_form(lookup, card)
            assert form is None or index.card(form) is card, (lookup.text, form, card.id)
        example = re.findall(r"as '([^']*)' for (\S+)$", ambiguity_message(lookup))
        assert all(index.card(form) is cat.cards[i] for form, i in example), lookup.text


@pytest.mark.parametrize("text, hints", [
    # a misspelt name with the words that tell its card apart: that form
    ("Kiro Fire 3000", ["Kero Fire 3000"]),
    # words that fit no card of the name: the cards that fit most of them, by id
    ("Kero Fire 2500", ["C111", "C22", "C26"]),
])
def test_an_unknown_card_gets_only_hints_that_name_one_card(
    tmp_path: Path, text: str, hints: list[str]
) -> None:
    index = card_index(catalogue("ccs"))
    assert index.suggest(text) == hints
    assert all(index.card(hint) is not None for hint in hints)
    [found] = violations_of(tmp_path, f"1 {text}\n")
    assert found["code"] == "UNKNOWN_CARD" and found["fix"] == f"replace {text} with {hints[0]}"


# --- every command acts on validate's cards ----------------------------------------------------


def _summary(output: str) -> dict[str, Any]:
    data = json.loads(output)
    for deck in data["decks"].values():
        deck.pop("name")  # the file's name, when the deck has none
    return {k: v for k, v in data.items() if k not in ("files", "seconds", "games_per_second")}


def test_play_results_are_identical_however_the_deck_is_written(tmp_path: Path) -> None:
    results = []
    for name in ("wind-and-fire.txt", "steppes-limited.txt"):
        path = ROOT / "examples/decks" / name
        game, fmt, counts = example_counts(path)
        opponent = {
            "ccs": ROOT / "examples/decks/starter-short.yaml",
            "berserk": ROOT / "examples/decks/steppes-berserk.yaml",
        }[game]
        summaries = []
        for how in ([0], [1], [2], [1, 0, 2]):
            deck = tmp_path / f"{game}-{'-'.join(map(str, how))}.txt"
            deck.write_text(text_deck(game, fmt, counts, how), encoding="utf-8")
            result = run(
                "play", str(deck), str(opponent), "--games", "12", "--seed", "5", "-o", "json"
            )
            assert result.exit_code == 0, result.output
            summaries.append(_summary(result.stdout))
        assert all(s == summaries[0] for s in summaries)
        results.append(summaries[0])
    # The written-by-name Berserk example really plays: nothing was dropped.
    assert results[1]["turns"]["mean"] > 0 if "turns" in results[1] else True


def test_play_engine_gets_exactly_validates_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """The multiset handed to the engine is the validator's, card for card."""
    from deckcheck.batch import runner

    seen: list[dict[str, int]] = []

    def spying(name: str) -> None:
        original = getattr(runner, name)

        def spy(matchup: Any, *args: Any, **kwargs: Any) -> Any:
            seen.extend(dict(d) for d in matchup.decks)
            return original(matchup, *args, **kwargs)

        monkeypatch.setattr(runner, name, spy)

    for name in ("iter_games", "play_game", "run_games"):
        spying(name)
    deck = ROOT / "examples/decks/steppes-limited.txt"
    result = run("play", str(deck), str(deck), "--games", "2", "--seed", "1", "-o", "json")
    assert result.exit_code == 0, result.output
    expected = CHECKER.check_path(deck).cards
    assert expected is not None
    assert seen and all(d == expected.counts() for d in seen)
    assert sum(expected.counts().values()) == 20  # every line of the file, by name


def test_squad_suggest_deals_from_validates_cards(tmp_path: Path) -> None:
    game, fmt, counts = example_counts(ROOT / "examples/decks/steppes-berserk.yaml")
    outputs = []
    for how in ([0], [1]):
        deck = tmp_path / f"b{how[0]}.txt"
        deck.write_text(text_deck(game, fmt, counts, how), encoding="utf-8")
        result = run("squad", "suggest", str(deck), "--seat", "first", "--seed", "3", "-o", "json")
        assert result.exit_code == 0, result.output
        data = json.loads(result.stdout)
        data.pop("deck")
        outputs.append(data)
    assert outputs[0] == outputs[1]


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(["ccs", "berserk"]),
    data=st.data(),
)
def test_random_decks_read_back_card_for_card(game: str, data: st.DataObject) -> None:
    cat = catalogue(game)
    ids = sorted(cat.cards)
    chosen = data.draw(st.lists(st.sampled_from(ids), min_size=1, max_size=12, unique=True))
    counts = {card_id: data.draw(st.integers(1, 4)) for card_id in chosen}
    how = data.draw(st.lists(st.integers(0, 2), min_size=1, max_size=4))
    assert cards_of(text_deck(game, None, counts, how), "r.txt") == counts
    assert cards_of(yaml_deck(game, None, counts, how), "r.yaml") == counts


# --- no other reader ------------------------------------------------------------------------

#: Ways code has turned deck text into cards outside the reader before.
_OTHER_READERS = re.compile(
    r"\.by_name\(|fold\(entry\.|cards\.get\(entry\.card|catalogue\.card\(entry"
    r"|find_card\(\w+, entry"
)


def test_no_code_outside_the_reader_turns_deck_text_into_cards() -> None:
    allowed = {"deckcheck/formats/reader.py", "deckcheck/formats/validate.py"}
    offenders = []
    for path in sorted((ROOT / "deckcheck").rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name in allowed:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _OTHER_READERS.search(line):
                offenders.append(f"{name}:{number}: {line.strip()}")
    assert offenders == []


def test_fold_keeps_short_i_apart() -> None:
    assert fold("й") != fold("и") and fold("Ёж") == fold("еж")


def test_a_misspelt_name_with_its_power_is_suggested_as_forms_that_name_one_card() -> None:
    index = card_index(catalogue("ccs"))
    # "Керо 5000" fits five Keros: not suggested; the Keros of power 5000 by id
    assert index.suggest("Кэро 5000") == ["C24", "C27", "C72"]
    for suggested in index.suggest("Кэро 5000"):
        card = index.card(suggested)
        assert card is not None and card.power == 5000
    assert index.suggest("Кэро Wind 5000") == ["Керо Wind 5000"]
    assert index.card("Керо Wind 5000") is catalogue("ccs").cards["C24"]
    assert index.suggest("The Windyy")[0] == "CS1"


def test_fuzzy_suggestion_work_is_bounded_per_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Thousands of unknown cards cost a bounded number of fuzzy matches, in every
    command that reads the deck (it was 2.4 ms each, a minute for 100,000)."""
    import difflib

    from deckcheck.formats.validate import FUZZY_HINTS

    calls = []
    original = difflib.get_close_matches

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return original(*args, **kwargs)

    monkeypatch.setattr(difflib, "get_close_matches", counting)
    deck = tmp_path / "unknown.yaml"
    deck.write_text(
        "game: ccs\ndeck:\n" + "".join(f"  Z{i}Q: 1\n" for i in range(3000)) + "spirits:\n",
        encoding="utf-8",
    )
    commands = [("validate",), ("deck", "show"), ("deck", "add")]
    for command in commands:
        args = (*command, str(deck), *(["C4"] if command[-1] == "add" else []))
        calls.clear()
        result = run(*args)
        assert result.exit_code in (0, 1), result.output
        # Each unknown text gets at most two fuzzy passes (ids, then names) once.
        assert len(set(calls)) <= 2 * FUZZY_HINTS, (args, len(calls))

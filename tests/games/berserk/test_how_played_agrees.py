"""How a Berserk card is played is said once: ``play``'s start-of-game notes, ``deckcheck
card`` and ``deckcheck cards --unimplemented`` say the same of every card, in the words of
:meth:`CardTable.unplayed_clauses`; ``play`` names the cards that play without some ability;
the why-not texts name nothing the engine plays; the documentation's list
(``docs/games/berserk.md``) is up to date."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from csv import reader
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from deckcheck.cli import cards as cards_cli
from deckcheck.cli.app import app
from deckcheck.games.berserk.engine.abilities.registry import OPERATIONS
from deckcheck.games.berserk.engine.cards import (
    CardTable,
    card_table,
    deck_ability_note,
    how_played_markdown,
    load_vocabulary,
)
from deckcheck.resources import game_dir

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = ROOT / "examples"
#: A start-of-game note of a card that plays without some printed ability.
NOTE = re.compile(r"^\s+.* \((?P<id>[A-Z]+-\d+)\) does not play: (?P<clause>.*)$")
#: The engine plays at most 256 cards a game (both decks): the 400 cards in games of 100.
CHUNK = 50


@pytest.fixture(scope="module")
def table() -> CardTable:
    return card_table()


def _invoke(*args: str) -> Any:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result


def _deck_file(path: Path, deck: dict[str, int]) -> Path:
    path.write_text("".join(f"{n} {card_id}\n" for card_id, n in deck.items()),
                    encoding="utf-8")
    return path


def _play_notes(tmp_path: Path, deck_a: dict[str, int], deck_b: dict[str, int]
                ) -> dict[str, list[str]]:
    """The start-of-game notes of one logged ``play`` of the two decks: card id -> the
    clauses it does not play, in the order printed."""
    a = _deck_file(tmp_path / "a.txt", deck_a)
    b = _deck_file(tmp_path / "b.txt", deck_b)
    result = _invoke("play", str(a), str(b), "--game", "berserk", "--allow-illegal")
    notes: dict[str, list[str]] = {}
    for line in result.output.splitlines():
        found = NOTE.match(line)
        if found:
            notes.setdefault(found["id"], []).append(found["clause"])
    return notes


def _chunks(ids: list[str]) -> Iterator[tuple[dict[str, int], dict[str, int]]]:
    for start in range(0, len(ids), 2 * CHUNK):
        part = ids[start:start + 2 * CHUNK]
        yield ({i: 1 for i in part[:CHUNK]}, {i: 1 for i in part[CHUNK:]} or {"VS-001": 1})


def test_play_card_and_cards_unimplemented_say_the_same_of_every_card(
        table: CardTable, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The catalogue read once, not 400 times: what `card` prints is all the test is about.
    monkeypatch.setattr(cards_cli, "_load", functools.cache(cards_cli._load))
    ids = list(table.ids)
    assert len(ids) == 400
    listed = {r["id"]: r["not_played"] for r in json.loads(_invoke(
        "cards", "--game", "berserk", "--unimplemented", "--output", "json").output)}
    notes: dict[str, list[str]] = {}
    for deck_a, deck_b in _chunks(ids):
        notes.update(_play_notes(tmp_path, deck_a, deck_b))
    unplayed = 0
    for card_id in ids:
        detail = json.loads(_invoke("card", card_id, "--game", "berserk", "-o", "json").output)
        said = detail["not_played"]
        assert said == [str(c) for c in table.unplayed_clauses(table.index[card_id])], card_id
        assert notes.get(card_id, []) == said, card_id
        assert listed.get(card_id, []) == said, card_id
        assert (card_id in listed) == bool(said), card_id
        unplayed += bool(said)
    assert unplayed == len(listed) and 0 < unplayed < 400


def test_cards_unimplemented_shows_what_each_card_does_not_play_in_its_table_and_csv(
        table: CardTable) -> None:
    result = CliRunner().invoke(app, ["cards", "--game", "berserk", "--unimplemented",
                                      "id:VS-026"], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    header, _, row, *_ = result.output.splitlines()
    assert "Does not play" in header
    assert "«borrowed drill»: " in row  # its encoded ability the engine does not play
    csv = _invoke("cards", "--game", "berserk", "--unimplemented", "id:VS-187",
                  "--output", "csv").output.splitlines()
    assert csv[0].endswith(",not_played")
    assert next(reader(csv[1:2]))[-1].endswith(
        "/1 other printed ability clause: not encoded by deckcheck yet")
    # No card listed: no column, nothing to say.
    empty = _invoke("cards", "--game", "berserk", "--unimplemented", "id:VS-001").output
    assert empty == "0 of 400 cards\n"
    assert _invoke("cards", "--game", "berserk", "--unimplemented", "id:VS-001", "--output",
                   "json").output.strip() == "[]"
    # Without --unimplemented a listing stays as it was: no engine asked, no column.
    plain = _invoke("cards", "--game", "berserk", "id:VS-090", "--output", "json").output
    assert "not_played" not in json.loads(plain)[0]
    # A game whose engine does not say how it plays a card gets no column.
    ccs = _invoke("cards", "--game", "ccs", "--unimplemented", "--output", "json").output
    assert all("not_played" not in record for record in json.loads(ccs))


#: Cards that print a label keyword whose ability their encoding plays: Особый удар
#: (VS-002), Заклинание (VS-003), Воздействие (VS-005), Строй (VS-061), Вальхалла (VS-045,
#: VS-062); and VS-026, whose Строй ability is not played.
LABELLED = {"VS-002": 3, "VS-003": 3, "VS-005": 3, "VS-061": 3, "VS-045": 3, "VS-062": 3}


def test_play_does_not_call_a_label_keyword_not_played_where_its_ability_is(
        table: CardTable, tmp_path: Path) -> None:
    for card_id in LABELLED:
        assert table.unplayed_clauses(table.index[card_id]) == (), card_id
    output = _invoke("play", str(_deck_file(tmp_path / "a.txt", LABELLED)),
                     str(_deck_file(tmp_path / "b.txt", {"VS-026": 3, "VS-001": 3})),
                     "--game", "berserk", "--allow-illegal").output
    # No note of any wording ("does not play", "— not played") names a labelled card.
    said = set(re.findall(r"\(([A-Z]+-\d+)\)[^\n]*not play", output))
    assert said == {"VS-026"}, output
    notes = _play_notes(tmp_path, LABELLED, {"VS-026": 3, "VS-001": 3})
    # Its encoded impact says why it is not played, once: the label is that ability.
    assert notes["VS-026"][0].startswith("«borrowed drill»: ")
    assert not any(note.startswith("the ability labelled") for note in notes["VS-026"])


def test_play_names_the_cards_that_play_without_some_ability_with_their_counts() -> None:
    result = _invoke("play", str(EXAMPLES / "decks" / "steppes-berserk.yaml"),
                     str(EXAMPLES / "squads" / "deck-forest-mountain.yaml"), "--games", "2")
    lines = {line[:2]: line for line in result.output.splitlines() if line[1:2] == ":"}
    assert lines["A:"] == "A: 0 of 36 cards (0 of 12 different) play without some printed ability"
    # B's one such card was Мародёр (VS-171), whose recruitment clause plays now.
    assert lines["B:"] == "B: 0 of 42 cards (0 of 16 different) play without some printed ability"


def test_deck_ability_note_of_hostile_decks(table: CardTable) -> None:
    # Nothing unplayed: the count alone; copies of 0 and ids the table lacks are no cards.
    assert deck_ability_note({"VS-001": 3, "VS-002": 0}, table) == (
        "0 of 3 cards (0 of 1 different) play without some printed ability")
    assert deck_ability_note({}, table) == (
        "0 of 0 cards (0 of 0 different) play without some printed ability")
    note = deck_ability_note({"XX-999": 2, "VS-022": 0, "VS-026": 1}, table)
    assert note.startswith("1 of 3 cards (1 of 2 different)") and "VS-022" not in note
    assert "1× Анубисар (VS-026: " in note


def _why_texts() -> Iterator[tuple[str, str]]:
    """Every why-not and note text of the keyword table and the card abilities, with
    where it is."""
    data = yaml.safe_load((game_dir("berserk") / "abilities.yaml").read_text("utf-8"))
    for key, entry in data["keywords"].items():
        for field in ("why_not", "note"):
            if field in entry:
                yield f"abilities.yaml {key} {field}", str(entry[field])
    encoded = {card_id: entry
               for path in sorted((game_dir("berserk") / "card-abilities").glob("*.yaml"))
               for card_id, entry in yaml.safe_load(path.read_text("utf-8"))["cards"].items()}
    assert len(encoded) > 200  # the folder was found and read
    for card_id, entry in encoded.items():
        if "note" in entry:
            yield f"{card_id} note", str(entry["note"])
        for i, ability in enumerate(entry.get("abilities", ())):
            if "why_not" in ability:
                yield f"{card_id} ability {i + 1} why_not", str(ability["why_not"])


#: Where a text says something is not played: what comes before it in its clause (a part
#: between , ; . and brackets) is what it says is not played.
NOT_PLAYED = re.compile(
    r"\b(?:not (?:modelled|implemented|played)|do(?:es)? not play|nothing to stop)", re.I)


def _claims(text: str) -> list[str]:
    """What ``text`` says is not played: each clause's words before its denial."""
    found = []
    for part in re.split(r"[.;,()]", text):
        denial = NOT_PLAYED.search(part)
        if denial:
            found.append(part[:denial.start()].strip())
    return found


def _named(claim: str, words: set[str]) -> list[str]:
    return sorted(w for w in words if re.search(rf"\b{re.escape(w)}", claim.lower()))


def _played_words() -> set[str]:
    """What the engine plays, as a why-not text would name it: every keyword it plays
    (its id in words and its printed name), every label keyword some encoded ability
    plays, and the operations of card abilities that name a mechanic."""
    vocabulary = load_vocabulary()
    table = card_table()
    covered = {k for entry in table.encoded.values() for k in entry.covers}
    words: set[str] = set()
    for keyword in vocabulary.keywords.values():
        if keyword.implemented or keyword.id in covered:
            words |= {keyword.id.replace("_", " "), keyword.name.lower()}
    # Operation names that are mechanics a player knows (most are plain verbs: move, open).
    mechanics = {"poison", "incarnation", "prophecy", "vampirism", "summon", "swap", "push",
                 "return"}
    assert mechanics <= set(OPERATIONS)
    if hasattr(table, "ranges"):  # the engine reads printed ranges (дальность): played
        mechanics |= {"range", "printed range"}
    return words | mechanics


def test_no_why_not_text_says_the_engine_does_not_play_what_it_plays() -> None:
    words = _played_words()
    stale = []
    for where, text in _why_texts():
        for claim in _claims(text):
            named = _named(claim, words)
            if named:
                stale.append(f"{where}: {text!r} says {named} not played")
    assert not stale, "\n".join(stale)


def test_the_claim_check_finds_a_stale_text() -> None:
    """The data check catches the stale texts it was written for (poison, spells, the
    incarnation, printed ranges) and lets a card's own clause be not played."""
    words = _played_words()
    for text in ("A label - how the card poisons is printed per card; poison counters are "
                 "not modelled.", "Spells are label clauses the engine does not play yet, so "
                 "today the protection has nothing to stop.", "Returning from the graveyard "
                 "is not modelled; the engine only keeps its markers in the graveyard.",
                 "the shot goes at an enemy creature not next to it (its printed range is not "
                 "modelled)"):
        assert any(_named(claim, words) for claim in _claims(text)), text
    for text in ("its printed X is not modelled",
                 "What an incarnation costs and when the card comes back from "
                 "the graveyard (205.2) are printed per card, and deckcheck has not encoded "
                 "them for this card yet."):
        assert not any(_named(claim, words) for claim in _claims(text)), text


def test_the_docs_list_what_is_played_as_the_cards_say() -> None:
    text = (ROOT / "docs" / "games" / "berserk.md").read_text(encoding="utf-8")
    found = re.findall(r"<!-- how-played: berserk -->\n(.*?)<!-- /how-played -->", text, re.S)
    assert found == [how_played_markdown()], (
        "the documentation's Berserk list is stale: run python tools/docs_data.py")


def test_an_amount_picked_up_to_n_is_one_line_of_what_the_card_plays() -> None:
    # VS-049's ram (X of up to 31) is 31 abilities and the clause that follows each: one
    # line for the choices and one for the clause, not 62 (the command a player reads)
    result = CliRunner().invoke(app, ["card", "VS-049", "--game", "berserk"])
    assert result.exit_code == 0, result.output
    rams = [line for line in result.output.splitlines() if "battering ram" in line]
    assert len(rams) == 2, rams
    assert "«battering ram (X of up to 31)»: one action for each X from 31 down to 1" in rams[0]
    assert "then:" in rams[1] and "in front of it" in rams[1]

"""Deck files: YAML and text lists into the Deck model, and every hostile input."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.diagnostics import Location, Severity
from deckcheck.formats import decks
from deckcheck.formats.decks import (
    UNPLACED,
    Deck,
    Entry,
    load_deck,
    load_deck_bytes,
    loads_deck,
    looks_like_yaml,
)

MODELINE = "# yaml-language-server: $schema=../../schemas/deck.schema.json\n"


def read(text: str, file: str = "d.yaml", kind: decks.DeckKind | None = None) -> Deck:
    deck, problems = loads_deck(text, file, kind)
    assert problems == [], [p.render() for p in problems]
    assert deck is not None
    return deck


def problems_of(text: str, file: str = "d.yaml", kind: decks.DeckKind | None = None) -> list[str]:
    deck, problems = loads_deck(text, file, kind)
    assert deck is None
    assert problems and all(p.severity is Severity.INPUT for p in problems)
    return [p.render() for p in problems]


# --- YAML decks -----------------------------------------------------------------------


def test_yaml_deck_model_and_positions() -> None:
    deck = read(
        MODELINE + "game: ccs\nname: Sakura wind rush\nformat: short\n"
        "deck:\n  C4: 2\n  S1: 3\nspirits:\n  CS1: 1\n"
    )
    assert (deck.game, deck.name, deck.format, deck.kind) == (
        "ccs",
        "Sakura wind rush",
        "short",
        "yaml",
    )
    assert list(deck.sections) == ["deck", "spirits"]
    c4, s1 = deck.sections["deck"]
    assert (c4.card, c4.count, str(c4.location)) == ("C4", 2, "d.yaml:6:3")
    assert str(c4.count_location) == "d.yaml:6:7"
    assert (s1.card, s1.count, s1.ok, s1.copies) == ("S1", 3, True, 3)
    assert str(deck.place("deck")) == "d.yaml:5:1"
    assert str(deck.place("spirits")) == "d.yaml:8:1"
    assert str(deck.place("game")) == "d.yaml:2:1"
    assert deck.counts("deck") == {"C4": 2, "S1": 3}
    assert [e.card for e in deck.entries()] == ["C4", "S1", "CS1"]
    assert [e.card for e in deck.entries("spirits")] == ["CS1"]


def test_flow_style_and_berserk_ids() -> None:
    deck = read("game: berserk\ndeck: {VS-001: 3, NT-010: 2}\n")
    assert [(e.card, e.count) for e in deck.entries()] == [("VS-001", 3), ("NT-010", 2)]
    assert str(deck.sections["deck"][1].location) == "d.yaml:2:19"


@pytest.mark.parametrize(
    ("count", "expected", "written"),
    [
        ("0", 0, ""),
        ("-1", -1, ""),
        ("2.5", None, "2.5"),
        ("two", None, "two"),
        ('"3"', None, "3"),
        ("", None, ""),
        ("true", None, "true"),
        ("2.0", None, "2.0"),
    ],
)
def test_bad_counts_are_kept_for_the_validator(
    count: str, expected: int | None, written: str
) -> None:
    deck = read(f"deck:\n  C4: {count}\n")
    (entry,) = deck.sections["deck"]
    assert (entry.count, entry.written, entry.ok, entry.copies) == (expected, written, False, 0)
    assert entry.location == Location("d.yaml", 2, 3)


def test_empty_section_and_missing_game() -> None:
    deck = read("deck:\nspirits: {}\n")
    assert deck.game is None and deck.sections == {"deck": (), "spirits": ()}


@pytest.mark.parametrize(
    ("text", "code", "where"),
    [
        ("deck: {C4: 1}\nsideboard: {C5: 1}\n", "SCHEMA_ADDITIONAL_PROPERTIES", "d.yaml:2:1"),
        ("deck: [C4, C5]\n", "SCHEMA_TYPE", "d.yaml:1:7"),
        ("name: x\n", "SCHEMA_REQUIRED", "d.yaml:1:1"),
        ("deck:\n  C4: {copies: 2}\n", "SCHEMA_TYPE", "d.yaml:2:7"),
        ("game: 3\ndeck: {C4: 1}\n", "SCHEMA_TYPE", "d.yaml:1:7"),
        ("deck:\n  C4: 1\n  C4: 2\n", "YAML_DUPLICATE_KEY", "d.yaml:3:3"),
        ("deck: {C4: 1\n", "YAML_SYNTAX", "d.yaml:2:1"),
        ("deck: {C4: !!python/object:os.system 1}\n", "YAML_TAG", "d.yaml:1:12"),
        ("deck: {C4: 1}\n---\ndeck: {C5: 1}\n", "YAML_MULTI_DOCUMENT", "d.yaml:2:1"),
        ("", "YAML_EMPTY", "d.yaml:1:1"),
    ],
)
def test_malformed_yaml_decks_are_input_problems(text: str, code: str, where: str) -> None:
    rendered = problems_of(text, kind="yaml")
    assert any(r.startswith(f"{where}: {code}:") for r in rendered), rendered


def test_alias_bomb_is_refused() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    lines.append("deck: {C4: 1}")
    rendered = problems_of("\n".join(lines) + "\n", kind="yaml")
    assert any("YAML_ALIAS_LIMIT" in r for r in rendered)


def test_a_file_of_another_kind_is_not_a_deck() -> None:
    text = "# yaml-language-server: $schema=../../schemas/cardset.schema.json\ndeck: {C4: 1}\n"
    assert problems_of(text)[0].startswith("d.yaml:1:1: NOT_A_DECK:")


# --- files and bytes ------------------------------------------------------------------


def test_load_deck_reads_files_by_suffix(tmp_path: Path) -> None:
    yaml_file = tmp_path / "a.yaml"
    yaml_file.write_text("deck: {C4: 2}\n", encoding="utf-8")
    text_file = tmp_path / "a.txt"
    text_file.write_text("2 C4\n", encoding="utf-8")
    odd = tmp_path / "a.deck"
    odd.write_text("2 C4\n", encoding="utf-8")
    for path, kind in ((yaml_file, "yaml"), (text_file, "text"), (odd, "text")):
        deck, problems = load_deck(path)
        assert problems == [] and deck is not None
        assert deck.kind == kind and deck.file == str(path)
        assert [(e.card, e.count) for e in deck.entries()] == [("C4", 2)]


@pytest.mark.parametrize("suffix", [".yaml", ".txt"])
def test_non_utf8_files_are_located(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"bad{suffix}"
    path.write_bytes(b"deck:\n  C4: 2\n  C\xe9: 1\n")
    deck, problems = load_deck(path, display="bad")
    assert deck is None
    assert [p.render() for p in problems] == [
        "bad:3:4: YAML_ENCODING: not valid UTF-8 (byte 0xe9); save the file as UTF-8"
    ]


def test_utf16_nul_and_missing_files(tmp_path: Path) -> None:
    utf16 = tmp_path / "u.txt"
    utf16.write_bytes("2 C4\n".encode("utf-16"))
    binary = tmp_path / "b.yaml"
    binary.write_bytes(b"deck:\x00\n")
    codes = [load_deck(p)[1][0].code for p in (utf16, binary, tmp_path / "none.yaml", tmp_path)]
    assert codes == ["YAML_ENCODING", "YAML_BINARY", "FILE_NOT_FOUND", "FILE_UNREADABLE"]


def test_bytes_are_sniffed() -> None:
    deck, _ = load_deck_bytes(b"game: ccs\ndeck: {C4: 2}\n")
    assert deck is not None and deck.kind == "yaml" and deck.file == "<stdin>"
    deck, _ = load_deck_bytes("\ufeff2 C4\n".encode())
    assert deck is not None and deck.kind == "text"
    deck, problems = load_deck_bytes(b"\xff\xfe2\x00")
    assert deck is None and problems[0].code == "YAML_ENCODING"


def test_size_limit() -> None:
    from deckcheck.loading.yamlload import Limits

    deck, problems = load_deck_bytes(b"2 C4\n" * 100, limits=Limits(max_bytes=100))
    assert deck is None and problems[0].code == "YAML_TOO_LARGE"
    deck, problems = loads_deck("2 C4\n" * 100, limits=Limits(max_bytes=100))
    assert deck is None and problems[0].code == "YAML_TOO_LARGE"


# --- text decks -----------------------------------------------------------------------

TEXT = """\
# a pasted list
Game: ccs
Name: Wind: and fire
FORMAT: extended

Deck (30):
2 C4 Sakura
3x S1
3 x S2
R1 x 2
C9 x3
C10 ×2
c2
C3 Sakura (3000)
1 The Windy
// a comment
Spirits:
CS1  # the windy
CS2 1
"""


def test_text_deck_lines_headers_and_positions() -> None:
    deck = read(TEXT, "d.txt")
    assert (deck.game, deck.name, deck.format, deck.kind) == (
        "ccs",
        "Wind: and fire",
        "extended",
        "text",
    )
    got = [(e.card, e.count, e.location.line, e.location.column) for e in deck.entries("deck")]
    assert got == [
        ("C4", 2, 7, 3),
        ("S1", 3, 8, 4),
        ("S2", 3, 9, 5),
        ("R1", 2, 10, 1),
        ("C9", 3, 11, 1),
        ("C10", 2, 12, 1),
        ("c2", 1, 13, 1),
        ("C3", 1, 14, 1),
        ("The Windy", 1, 15, 3),
    ]
    assert [(e.card, e.count) for e in deck.entries("spirits")] == [("CS1", 1), ("CS2", 1)]
    assert str(deck.place("deck")) == "d.txt:6:1"
    assert str(deck.place("format")) == "d.txt:4:1"
    r1 = deck.sections["deck"][3]
    assert str(r1.count_location) == "d.txt:10:6"


@pytest.mark.parametrize(
    ("line", "count", "written", "column"),
    [
        ("0 C4", 0, "0", 1),
        ("-1 C4", -1, "-1", 1),
        ("2.5 C4", None, "2.5", 1),
        ("two C4", None, "two", 1),
        ("C4 x 2,5", None, "2,5", 6),
        ("2,5x C4", None, "2,5", 1),
    ],
)
def test_text_bad_counts(line: str, count: int | None, written: str, column: int) -> None:
    (entry,) = read(line + "\n", "d.txt", "text").entries()
    assert (entry.card, entry.count, entry.written) == ("C4", count, written)
    assert entry.count_location == Location("d.txt", 1, column)


def test_text_without_headers_is_unplaced() -> None:
    deck = read("2 C4\n1 CS1\n", "d.txt")
    assert list(deck.sections) == [UNPLACED] and deck.game is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sideboard:\n2 C4\n", "d.txt:1:1: DECK_TEXT_SYNTAX: unknown header 'Sideboard'"),
        ("2 C4\nSakura\n", "d.txt:2:1: DECK_TEXT_SYNTAX: cannot read this line"),
        ("Game:\n2 C4\n", "d.txt:1:1: DECK_TEXT_SYNTAX: 'game:' needs a value"),
        (
            "Game: ccs\ngame: berserk\n2 C4\n",
            "d.txt:2:1: DECK_TEXT_DUPLICATE: 'game:' is given twice",
        ),
        ("# nothing\n\nDeck:\n", "d.txt:1:1: DECK_EMPTY: the deck lists no cards"),
    ],
)
def test_text_syntax_problems(text: str, expected: str) -> None:
    assert any(r.startswith(expected) for r in problems_of(text, "d.txt", "text"))


def test_every_bad_line_is_reported() -> None:
    rendered = problems_of("2 C4\nfoo\nbar baz\nNope: 1\n", "d.txt", "text")
    assert [r.split(":")[1] for r in rendered] == ["2", "3", "4"]


def test_sniffing() -> None:
    assert looks_like_yaml("# c\ngame: ccs\ndeck:\n  C4: 2\n")
    assert looks_like_yaml("deck: {C4: 2,\n  C5: 1}\n")
    assert not looks_like_yaml("Game: ccs\n2 C4\n")
    assert not looks_like_yaml("C4 x 2\n")
    assert looks_like_yaml("name: >\n  a long\n  name\ndeck: {C4: 1}\n")
    assert not looks_like_yaml("game: ccs\ndeck:\n2 C4\n")


def test_entry_is_plain_frozen_data() -> None:
    entry = Entry("C4", 2, Location("f", 1, 1))
    with pytest.raises(AttributeError):
        entry.count = 3  # type: ignore[misc]
    assert entry == decks.make_entry("C4", 2, "", "f", (1, 1))
    assert entry.count_location == entry.location


# --- fuzzing: loading never raises ----------------------------------------------------

_alphabet = st.sampled_from(list("Cc SsRrVv-0123456789xX×:#\n\t{}[],'\"&*!|>%@`.?é\u00ff"))


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.text(_alphabet, max_size=200), st.sampled_from([None, "yaml", "text"]))
def test_loading_never_raises(text: str, kind: decks.DeckKind | None) -> None:
    deck, problems = loads_deck(text, "f", kind)
    # No deck exactly when an input problem stops it; warnings (a berserk-nxt card of a
    # set deckcheck does not ship: UNKNOWN_SET) come with the deck.
    assert (deck is None) == any(p.severity is Severity.INPUT for p in problems)
    for problem in problems:
        assert problem.location.file == "f" and problem.code


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=120))
def test_bytes_never_raise(raw: bytes) -> None:
    deck, problems = load_deck_bytes(raw)
    assert (deck is None) == bool(problems)

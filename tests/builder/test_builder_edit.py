"""Editing deck files: only the changed lines change, writes are atomic, bad files are
refused, and any sequence of adds and removes keeps the file readable and counted right."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckcheck.builder.edit import EditError, add_card, change_count, remove_card
from deckcheck.builder.files import read_source, schema_modeline, write_atomic
from deckcheck.catalog.load import load_catalogue
from deckcheck.catalog.model import Catalogue
from deckcheck.errors import InputError, LoadError
from deckcheck.formats.decks import loads_deck
from deckcheck.formats.load import load_formats
from deckcheck.formats.model import Format

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
CCS = load_catalogue("ccs")
BERSERK = load_catalogue("berserk")
SHORT = load_formats("ccs")["short"]
LIMITED = load_formats("berserk")["berserk-limited"]


def _untouched(before: str, after: str) -> tuple[list[str], list[str]]:
    """The lines of each text that the other does not have (a multiset difference)."""
    old, new = Counter(before.splitlines()), Counter(after.splitlines())
    return list((old - new).elements()), list((new - old).elements())


def _totals(text: str, kind: str, catalogue: Catalogue, fmt: Format) -> Counter[str]:
    """Copies per card id, counted from the parsed entries (not by the editor's own
    ``_counts``, which ``change_count`` checks its result with)."""
    deck, problems = loads_deck(text, "t", kind)
    assert deck is not None and problems == []
    totals: Counter[str] = Counter()
    for entry in deck.entries():
        totals[catalogue.card(entry.card).id] += entry.copies
    return +totals


@pytest.mark.parametrize(
    ("name", "card", "delta", "removed", "added"),
    [
        (
            "starter-short.yaml",
            "C1",
            2,
            ["  C1: 1    # Sakura, 2000"],
            ["  C1: 3    # Sakura, 2000"],
        ),
        ("starter-short.yaml", "CS16", -1, ["  CS16: 1"], []),
        ("starter-short.yaml", "CS53", 1, [], ["  CS53: 1   # The Void"]),
        ("extended-guardians.yaml", "C4", -2, ["  C4: 2"], []),
        ("wind-and-fire.txt", "C3", 1, ["C3 x 2   Sakura (3000)"], ["C3 x 3   Sakura (3000)"]),
        ("wind-and-fire.txt", "C1", 1, ["2x C1 Sakura (2000)"], ["3x C1 Sakura (2000)"]),
        ("wind-and-fire.txt", "CS9", -1, ["1 CS9 The Wood"], []),
        ("wind-and-fire.txt", "C99", 3, [], ["3 C99  # Sakura (3000)"]),
    ],
)
def test_edits_change_only_their_lines(
    name: str, card: str, delta: int, removed: list[str], added: list[str]
) -> None:
    source = read_source(EXAMPLES / name)
    fmt = load_formats("ccs")[source.deck.format or "short"]
    edit = change_count(source.text, source.kind, CCS.cards[card], delta, fmt, CCS)
    assert _untouched(source.text, edit.text) == (removed, added)
    # Every comment of the original is still there, byte for byte.
    comments = [line for line in source.text.splitlines() if line.lstrip().startswith("#")]
    assert all(c in edit.text.splitlines() for c in comments)


def test_flow_mappings_spread_over_lines_keep_their_layout() -> None:
    source = read_source(EXAMPLES / "starter-25.yaml")
    fmt = load_formats("ccs")["starter"]
    edit = add_card(source.text, "yaml", CCS.cards["C5"], 2, fmt, CCS)
    assert _untouched(source.text, edit.text) == (
        ["       S1: 1, S2: 1, S3: 1, S4: 1, S5: 1, S6: 1}"],
        ["       S1: 1, S2: 1, S3: 1, S4: 1, S5: 1, S6: 1, C5: 2}"],
    )
    edit = remove_card(edit.text, "yaml", CCS.cards["C1"], 1, fmt, CCS)
    assert edit.text.count("\n") == source.text.count("\n")
    assert "deck: {C2: 1, C3: 1," in edit.text


def test_text_decks_by_name_and_without_headers() -> None:
    source = read_source(EXAMPLES / "steppes-limited.txt")
    edit = remove_card(source.text, "text", BERSERK.cards["VS-001"], 1, LIMITED, BERSERK)
    assert _untouched(source.text, edit.text) == (["4 Кочевник"], ["3 Кочевник"])
    edit = add_card(source.text, "text", BERSERK.cards["VS-010"], 1, LIMITED, BERSERK)
    assert edit.text.endswith("2 Глорм\n1 VS-010  # Аколит Дзара\n")


def test_new_sections_and_empty_sections() -> None:
    text = "game: ccs\ndeck:   # the main deck\nspirits: ~\n"
    edit = add_card(text, "yaml", CCS.cards["CS1"], 1, SHORT, CCS)
    assert edit.text == "game: ccs\ndeck:   # the main deck\nspirits:\n  CS1: 1   # The Windy\n"
    edit = add_card(edit.text, "yaml", CCS.cards["C4"], 2, SHORT, CCS)
    assert edit.text.startswith("game: ccs\ndeck:   # the main deck\n  C4: 2   # Sakura (5000)\n")
    edit = add_card("game: ccs\ndeck: {C4: 1}", "yaml", CCS.cards["CS2"], 1, SHORT, CCS)
    assert edit.text == "game: ccs\ndeck: {C4: 1}\nspirits:\n  CS2: 1   # The Dash\n"
    text = "Game: ccs\nDeck:\n2 C4\n"
    edit = add_card(text, "text", CCS.cards["CS3"], 1, SHORT, CCS)
    assert edit.text == "Game: ccs\nDeck:\n2 C4\n\nSpirits:\n1 CS3  # The Freeze\n"


def test_windows_line_ends_are_kept() -> None:
    text = "game: ccs\r\ndeck:\r\n  C4: 2\r\nspirits:\r\n  CS1: 1\r\n"
    edit = add_card(text, "yaml", CCS.cards["C1"], 1, SHORT, CCS)
    assert edit.text == text.replace("spirits:", "  C1: 1   # Sakura (2000)\r\nspirits:")


def test_removing_more_than_present_changes_nothing() -> None:
    text = "game: ccs\ndeck:\n  C4: 2\n"
    with pytest.raises(EditError) as caught:
        remove_card(text, "yaml", CCS.cards["C4"], 3, SHORT, CCS)
    assert caught.value.exit_code == 1 and "has only 2" in str(caught.value)
    with pytest.raises(EditError, match="has no"):
        remove_card(text, "yaml", CCS.cards["C1"], 1, SHORT, CCS)


def test_a_file_that_does_not_parse_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: ccs\ndeck:\n  C4: 1\n  C4: 2\n", encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        read_source(bad)
    assert caught.value.diagnostics[0].render().startswith(f"{bad}:4:3: YAML_DUPLICATE_KEY")
    bad.write_text("Game: ccs\nwhat is this\n", encoding="utf-8")
    bad = bad.rename(tmp_path / "bad.txt")
    with pytest.raises(LoadError, match="cannot read this line"):
        read_source(bad)


def test_a_byte_order_mark_survives(tmp_path: Path) -> None:
    path = tmp_path / "bom.yaml"
    path.write_bytes(b"\xef\xbb\xbfgame: ccs\ndeck:\n  C4: 1\n")
    source = read_source(path)
    edit = add_card(source.text, source.kind, CCS.cards["C4"], 1, SHORT, CCS)
    write_atomic(path, source.encode(edit.text))
    assert path.read_bytes() == b"\xef\xbb\xbfgame: ccs\ndeck:\n  C4: 2\n"


@pytest.mark.parametrize("failing", ["write", "fsync", "replace"])
def test_an_interrupted_write_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text("game: ccs\ndeck:\n  C4: 1\n", encoding="utf-8")
    os.chmod(path, 0o640)

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    if failing == "write":
        real_fdopen = os.fdopen

        class HalfWriter:
            """Writes half of the data, then the disk is full."""

            def __init__(self, fd: int, mode: str) -> None:
                self.handle = real_fdopen(fd, mode)

            def __enter__(self) -> HalfWriter:
                return self

            def __exit__(self, *exc: object) -> None:
                self.handle.close()

            def write(self, data: bytes) -> None:
                self.handle.write(data[: len(data) // 2])
                self.handle.flush()
                boom()

        monkeypatch.setattr(os, "fdopen", HalfWriter)
    else:
        monkeypatch.setattr(os, failing, boom)
    with pytest.raises(InputError, match="No space left on device; the file is unchanged"):
        write_atomic(path, b"game: ccs\ndeck:\n  C4: 2\n" * 1000)
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "game: ccs\ndeck:\n  C4: 1\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck.yaml"]
    write_atomic(path, b"game: ccs\ndeck:\n  C4: 2\n")
    assert path.read_text(encoding="utf-8") == "game: ccs\ndeck:\n  C4: 2\n"
    assert os.stat(path).st_mode & 0o777 == 0o640


def test_schema_modeline_is_relative_inside_the_repository(tmp_path: Path) -> None:
    inside = schema_modeline(EXAMPLES / "new.yaml")
    assert inside == "# yaml-language-server: $schema=../../schemas/deck.schema.json"
    # Nowhere near a schemas/ folder: no modeline pointing into the installation.
    assert schema_modeline(tmp_path / "new.yaml") == ""
    # Beside or above one (a folder made by `deckcheck examples --copy`): relative to it.
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "deck.schema.json").write_text("{}", encoding="utf-8")
    assert schema_modeline(tmp_path / "decks" / "new.yaml") == (
        "# yaml-language-server: $schema=../schemas/deck.schema.json"
    )


CCS_CARDS = ["C1", "C4", "C10", "C99", "R1", "S5", "CS1", "CS2", "CS40"]
START_TEXTS = {
    "yaml-block": ("yaml", "# mine\ngame: ccs\ndeck:   # main\n  C4: 2  # keep\nspirits:\n"),
    "yaml-flow": ("yaml", "game: ccs\ndeck: {C1: 1,\n   R1: 2}\nspirits: {}\n"),
    "yaml-empty": ("yaml", "game: ccs\ndeck:\n"),
    "text-headers": ("text", "# notes\nGame: ccs\nDeck:\n2x C4 Sakura\n\nSpirits:\nCS1\n"),
    "text-plain": ("text", "Game: ccs\n1 C1\nC10 x 2  # ten\n"),
}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    start=st.sampled_from(sorted(START_TEXTS)),
    steps=st.lists(
        st.tuples(st.sampled_from(CCS_CARDS), st.integers(-3, 3).filter(bool)), max_size=12
    ),
)
def test_any_sequence_of_edits_keeps_the_file_readable_and_counts_right(
    start: str, steps: list[tuple[str, int]]
) -> None:
    kind, text = START_TEXTS[start]
    expected = _totals(text, kind, CCS, SHORT)
    comments = [line for line in text.splitlines() if line.lstrip().startswith("#")]
    for card, delta in steps:
        try:
            edit = change_count(text, kind, CCS.cards[card], delta, SHORT, CCS)
        except EditError as err:
            assert delta < 0 and expected[card] < -delta, err
            continue
        text = edit.text
        expected[card] += delta
        assert edit.after == expected[card]
        assert _totals(text, kind, CCS, SHORT) == +expected
    assert all(c in text.splitlines() for c in comments)

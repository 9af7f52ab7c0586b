"""berserk-nxt's decks, deck codes and collections, through deckcheck's one deck reader.

The files here are written by hand from the format description (deckcheck/games/berserk/nxt.py):
``.brsd`` = ``#name`` + ``COUNT ID`` lines with ids ``set*1000 + number``; the code =
``#`` + 3 base64url characters per card (3 bits count, 7 bits set index, 8 bits number).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.formats.checker import DeckChecker
from deckcheck.formats.collection import read_collection
from deckcheck.formats.decks import load_deck, loads_deck
from deckcheck.games.berserk.nxt import (
    NXT_SETS,
    decode_triplet,
    encode_code,
    encode_triplet,
    rot13,
    to_nxt_id,
)

ROOT = Path(__file__).resolve().parents[3]
STEPPES = ROOT / "examples" / "decks" / "steppes-berserk.yaml"
ENV = {"NO_COLOR": "1", "COLUMNS": "200", "TERM": "dumb"}

BRSD = """#Орда степей
3 10001
3 10002
2 Пустынный кондор
1 20070
1 30045
"""


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(app, [str(a) for a in args], env=ENV, catch_exceptions=False)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_brsd_reads_ids_names_and_keeps_unknown_sets(tmp_path: Path) -> None:
    path = write(tmp_path, "horde.brsd", BRSD)
    deck, problems = load_deck(path)
    assert deck is not None and deck.kind == "brsd" and deck.name == "Орда степей"
    assert [(e.card, e.count) for e in deck.entries()] == [
        ("VS-001", 3),
        ("VS-002", 3),
        ("Пустынный кондор", 2),
        ("NT-070", 1),
        ("30045", 1),
    ]
    assert problems == []
    report = DeckChecker().check_path(path)
    assert report.cards is not None
    assert report.cards.counts() == {"VS-001": 3, "VS-002": 3, "VS-014": 2, "NT-070": 1}
    assert [e.card for e in report.cards.left_out] == ["30045"]
    # The validator's one finding on the card, at its line, without an unrelated
    # "did you mean".
    [unknown] = [v for v in report.violations if v.cards == ("30045",)]
    assert unknown.location is not None
    assert (unknown.code, unknown.location.line, unknown.location.column) == ("UNKNOWN_SET", 6, 3)
    assert "Семена раздора" in unknown.message and "did you mean" not in unknown.message


def test_triplets_hold_count_set_index_and_number() -> None:
    # 1 × VS-001: count 1 << 15 | set index 0 << 8 | number 1 = 32769 = "IAB".
    assert encode_triplet(1, 0, 1) == "IAB"
    assert decode_triplet("IAB") == (1, 0, 1)
    assert encode_code([(10001, 1)]) == "#IAB"
    assert [s[0] for s in NXT_SETS][:2] == [10, 20]


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 7), st.integers(0, 127), st.integers(0, 255))
def test_triplet_round_trip(count: int, index: int, number: int) -> None:
    assert decode_triplet(encode_triplet(count, index, number)) == (count, index, number)


def test_rot13_is_its_own_inverse() -> None:
    assert rot13("IAB-_9z") == "VNO-_9m"
    assert rot13(rot13("Hello-World_42")) == "Hello-World_42"


@pytest.mark.parametrize("rot", [False, True])
def test_code_reads_as_the_deck_it_encodes(rot: bool) -> None:
    counts = [(10001, 3), (10014, 2), (20070, 9)]  # 9 copies take two triplets
    text = encode_code(counts, rot=rot)
    deck, problems = loads_deck(text + "\n", "code.txt")
    assert problems == [] and deck is not None and deck.kind == "code"
    totals: dict[str, int] = {}
    for entry in deck.entries():
        totals[entry.card] = totals.get(entry.card, 0) + (entry.count or 0)
    assert totals == {"VS-001": 3, "VS-014": 2, "NT-070": 9}


def test_rot13_variant_by_hand() -> None:
    # "#IABIAO" (VS-001, VS-014) without '#', rotated, as a Lua comment line.
    deck, problems = loads_deck("--VNOVNB\n", "tts.txt")
    assert problems == [] and deck is not None
    assert [(e.card, e.count) for e in deck.entries()] == [("VS-001", 1), ("VS-014", 1)]


def test_bad_code_is_located(tmp_path: Path) -> None:
    deck, problems = loads_deck("#IABIA\n", "c.txt", "code")
    assert deck is None
    assert [(p.code, p.location.line) for p in problems] == [("DECK_CODE_SYNTAX", 1)]


@pytest.mark.parametrize("target", ["brsd", "code", "code-rot13", "proberserk", "yaml", "text"])
def test_convert_round_trips_through_every_form(tmp_path: Path, target: str) -> None:
    suffix = {"brsd": ".brsd", "yaml": ".yaml"}.get(target, ".txt")
    out = tmp_path / f"deck{suffix}"
    result = run("deck", "convert", STEPPES, "--to", target, "--out", out)
    assert result.exit_code == 0, result.output
    original = DeckChecker().check_path(STEPPES)
    again = DeckChecker().check_path(out)
    assert again.cards is not None and original.cards is not None
    assert again.cards.counts() == original.cards.counts()
    assert again.valid


def test_convert_keeps_unknown_set_cards(tmp_path: Path) -> None:
    source = write(tmp_path, "horde.brsd", BRSD)
    for target in ("brsd", "code"):
        result = run("deck", "convert", source, "--to", target)
        assert result.exit_code == 0, result.output
        deck, problems = loads_deck(result.stdout, "x.brsd", "brsd" if target == "brsd" else None)
        assert deck is not None and problems == []
        assert "30045" in [e.card for e in deck.entries()]
        report = DeckChecker().check(deck)
        assert "UNKNOWN_SET" in [v.code for v in report.violations]


def test_convert_of_a_ccs_deck_to_brsd_is_refused() -> None:
    result = run("deck", "convert", ROOT / "examples/decks/starter-short.yaml", "--to", "brsd")
    assert result.exit_code == 2 and "Berserk" in result.stderr


def test_validate_and_play_take_nxt_decks(tmp_path: Path) -> None:
    code = tmp_path / "steppes.txt"
    assert run("deck", "convert", STEPPES, "--to", "code", "--out", code).exit_code == 0
    assert run("validate", code).exit_code == 0
    played = run("play", code, STEPPES, "--seed", "1", "-o", "json")
    assert played.exit_code == 0, played.output


def test_brsc_collection(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "box.brsc",
        "# my box\n10001 3 alt:1 = 120\n10002 1\n20070 2 f:1 = 300 f:900\n30045 2\n",
    )
    collection, problems = read_collection(path)
    assert problems == [] and collection is not None
    assert dict(collection.owned) == {"VS-001": 3, "VS-002": 1, "NT-070": 2}
    assert dict(collection.unknown_sets) == {"30045": 2}
    assert [(w.code, w.location.line) for w in collection.warnings] == [("UNKNOWN_SET", 5)]
    deck = write(tmp_path, "d.brsd", "#d\n3 10001\n3 10002\n")
    result = run("validate", deck, "--collection", path)
    assert "NOT_OWNED" in result.stdout and "VS-002" in result.stdout
    # The card of a set deckcheck does not ship is said, not dropped.
    assert "box.brsc:5:1: UNKNOWN_SET" in result.output or "UNKNOWN_SET" in result.stderr


def test_brsc_problems_are_located(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.brsc", "10001 3\n10999 1\n10002 x:y\n")
    _, problems = read_collection(path)
    assert [(p.code, p.location.line) for p in problems] == [
        ("COLLECTION_UNKNOWN_CARD", 2),
        ("COLLECTION_SYNTAX", 3),
    ]


def test_ids() -> None:
    assert to_nxt_id("VS-001") == 10001 and to_nxt_id("NT-070") == 20070


def test_the_set_table_names_deckchecks_sets() -> None:
    from deckcheck.catalog.load import load_catalogue

    sets = load_catalogue("berserk").sets
    for _, code, name in NXT_SETS:
        if code is not None:
            assert sets[code].name == name


# --- issue #26 ------------------------------------------------------------------------------

#: A .brsd with every kind of entry a berserk-nxt target cannot hold, one a line.
HOSTILE_BRSD = """#Test
3 10001
two 10002
-2 10003
0 10004
1 Кочевникх
1 VS-999
1 99001
1 30045
"""
NXT_TARGETS = ["brsd", "code", "code-rot13", "proberserk"]


@pytest.mark.parametrize("target", NXT_TARGETS)
def test_convert_to_nxt_forms_refuses_every_card_it_would_drop(tmp_path: Path, target: str) -> None:
    source = write(tmp_path, "bad.brsd", HOSTILE_BRSD)
    out = tmp_path / "out" / "deck.x"
    result = run("deck", "convert", source, "--to", target, "--out", out)
    assert result.exit_code == 2 and not out.exists()
    located = [line.split(": ")[0:2] for line in result.stderr.splitlines() if ".brsd:" in line]
    # Every entry berserk-nxt or ProBerserk would skip, in line order, where it stands;
    # the card of set 30 (berserk-nxt has it) is kept.
    assert located == [
        [f"{source}:3:1", "BAD_COUNT"],
        [f"{source}:4:1", "BAD_COUNT"],
        [f"{source}:5:1", "BAD_COUNT"],
        [f"{source}:6:3", "UNKNOWN_CARD"],
        [f"{source}:7:3", "UNKNOWN_CARD"],
        [f"{source}:8:3", "UNKNOWN_SET"],
    ]
    assert "without losing 6 entries" in result.stderr
    assert "nothing was written" in result.stderr


@pytest.mark.parametrize("target", NXT_TARGETS)
def test_convert_to_nxt_forms_keeps_unshipped_sets(tmp_path: Path, target: str) -> None:
    source = write(tmp_path, "ok.brsd", "#Ok\n3 10001\n2 30045\n")
    result = run("deck", "convert", source, "--to", target)
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith(f"{source}:3:3: UNKNOWN_SET: 30045 is card 45")
    if target == "brsd":
        deck, problems = loads_deck(result.stdout, "x.brsd", "brsd")
    else:
        deck, problems = loads_deck(result.stdout, "x.txt")
    assert deck is not None and problems == []
    report = DeckChecker().check(deck)
    assert report.cards is not None and report.cards.counts() == {"VS-001": 3}
    assert [(e.card, e.count) for e in report.cards.left_out] == [("30045", 2)]


@pytest.mark.parametrize("target", ["text", "yaml"])
def test_convert_to_text_and_yaml_keeps_what_they_hold_and_lists_every_bad_count(
    tmp_path: Path, target: str
) -> None:
    source = write(tmp_path, "bad.brsd", HOSTILE_BRSD.replace("1 VS-999", "2.5 VS-999"))
    result = run("deck", "convert", source, "--to", target)
    assert result.exit_code == 2 and result.stdout == ""
    assert f"{source}:3:1: BAD_COUNT" in result.stderr
    assert f"{source}:7:1: BAD_COUNT" in result.stderr
    # Without the counts that are not numbers, everything else is kept as written, and
    # reads back to the same findings.
    kept = write(tmp_path, "kept.brsd", HOSTILE_BRSD.replace("two 10002\n", ""))
    out = tmp_path / ("deck.yaml" if target == "yaml" else "deck.txt")
    converted = run("deck", "convert", kept, "--to", target, "--out", out)
    assert converted.exit_code == 0
    # Kept, but not in silence: each such entry is said, at its line.
    warned = [line.split(": ")[0:2] for line in converted.stderr.splitlines()]
    assert warned == [
        [f"{kept}:3:1", "BAD_COUNT"],
        [f"{kept}:4:1", "BAD_COUNT"],
        [f"{kept}:5:3", "UNKNOWN_CARD"],
        [f"{kept}:6:3", "UNKNOWN_CARD"],
        [f"{kept}:7:3", "UNKNOWN_SET"],
        [f"{kept}:8:3", "UNKNOWN_SET"],
    ]
    before = DeckChecker().check_path(kept)
    after = DeckChecker().check_path(out)
    assert sorted(v.code for v in after.violations) == sorted(v.code for v in before.violations)
    assert before.cards is not None and after.cards is not None
    assert after.cards.counts() == before.cards.counts()
    assert sorted(e.card for e in after.cards.left_out) == sorted(
        e.card for e in before.cards.left_out
    )


def test_a_code_card_of_an_unknown_set_index_is_kept_and_reported(tmp_path: Path) -> None:
    from deckcheck.games.berserk.nxt import encode_triplet

    source = write(tmp_path, "c.txt", "#IAB" + encode_triplet(2, 77, 5) + "\n")
    result = run("validate", source)
    assert result.exit_code == 1
    assert f"{source}:1:5: UNKNOWN_SET" in result.stdout and "index 77" in result.stdout
    assert "did you mean" not in result.stdout
    assert run("deck", "convert", source, "--to", "code").exit_code == 2
    assert "set index 77, card 5" in run("deck", "convert", source, "--to", "text").stdout


# --- item 7: a deck name never adds lines to a written file ---------------------------------

#: Every character str.splitlines() breaks a line at, and berserk-nxt's "\n".
BREAKS = ["\n", "\r", "\r\n", "\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
CARDS = [("VS-001", 3), ("VS-014", 2)]


def _deck(name: str) -> Any:
    from deckcheck.formats.decks import UNPLACED, Deck, make_entry

    entries = tuple(
        make_entry(card, copies, str(copies), "<t>", (i, 1))
        for i, (card, copies) in enumerate(CARDS)
    )
    return Deck("<t>", "berserk", name, None, {UNPLACED: entries}, "yaml")


def _read_back(text: str, file: str, kind: Any) -> Any:
    deck, problems = loads_deck(text, file, kind)
    assert problems == [] and deck is not None, (text, [p.render() for p in problems])
    assert [(e.card, e.count) for e in deck.entries()] == CARDS, text
    return deck


names = st.lists(
    st.one_of(
        st.text(max_size=6), st.sampled_from(BREAKS), st.sampled_from(["3 10002", "#", "<br>"])
    ),
    max_size=6,
).map("".join)


@settings(max_examples=300, deadline=None)
@given(names)
def test_no_deck_name_adds_lines_to_any_written_form(name: str) -> None:
    from deckcheck.builder.deck_text import deck_text, deck_yaml
    from deckcheck.errors import UsageError
    from deckcheck.games.berserk.nxt import brsd_text

    folded = " ".join(name.split()) or None
    brsd = brsd_text(name, [(to_nxt_id(card), copies) for card, copies in CARDS])
    # One line for the name and one a card, however berserk-nxt (LF) or Python splits.
    assert len(brsd.split("\n")) == 1 + len(CARDS) + 1
    assert len(brsd.splitlines()) == 1 + len(CARDS)
    assert _read_back(brsd, "x.brsd", "brsd").name == folded
    catalogue = DeckChecker().catalogue("berserk")
    deck = _deck(name)
    assert _read_back(deck_yaml(deck, catalogue, modeline=None), "x.yaml", "yaml").name == (
        name or None
    )
    try:
        text = deck_text(deck, catalogue)
    except UsageError:  # a name a text deck cannot hold ('#', NUL) is refused
        assert "#" in name or "\x00" in name
    else:
        assert _read_back(text, "x.txt", "text").name == folded


@pytest.mark.parametrize(
    "name", ["a\n3 10002", "a\u20283 10002", "b\x853 10002", "c\x1c3 10002", "d\r3 10002"]
)
@pytest.mark.parametrize("target", ["brsd", "text", "yaml", "code", "code-rot13", "proberserk"])
def test_converted_decks_hold_the_cards_whatever_the_name(
    tmp_path: Path, name: str, target: str
) -> None:
    from deckcheck.builder.deck_text import yaml_scalar

    source = write(
        tmp_path,
        "d.yaml",
        f"game: berserk\nname: {yaml_scalar(name)}\ndeck:\n  VS-001: 3\n  VS-014: 2\n",
    )
    out = tmp_path / {"brsd": "out.brsd", "yaml": "out.yaml"}.get(target, "out.txt")
    result = run("deck", "convert", source, "--to", target, "--out", out)
    assert result.exit_code == 0, result.output
    again = DeckChecker().check_path(out)
    assert again.cards is not None and again.cards.counts() == {"VS-001": 3, "VS-014": 2}
    assert again.cards.left_out == ()


# --- item 17: a truncated code, and UNKNOWN_SET in line order -------------------------------


@pytest.mark.parametrize(
    ("name", "text"), [("c.txt", "#IABIA\n"), ("c", "#IABI"), ("r.txt", "--VNOVN\n")]
)
def test_a_truncated_code_says_it_is_cut_short(tmp_path: Path, name: str, text: str) -> None:
    for result in (run("validate", write(tmp_path, name, text)), run_stdin(text)):
        assert result.exit_code == 2
        assert "DECK_CODE_SYNTAX" in result.stdout and "cut short" in result.stdout
        assert "lists no cards" not in result.stdout


def run_stdin(text: str) -> Any:
    return CliRunner().invoke(app, ["validate", "-"], input=text, env=ENV, catch_exceptions=False)


@pytest.mark.parametrize("output", ["text", "json"])
def test_unknown_set_is_one_finding_in_line_order(tmp_path: Path, output: str) -> None:
    path = write(tmp_path, "horde.brsd", "#Horde\n0 10001\n1 30045\n1 Кочевникх\n")
    result = run("validate", path, "-o", output)
    assert result.exit_code == 1
    if output == "json":
        import json

        found = json.loads(result.stdout)[0]["violations"]
        lines = [(v["line"], v["code"]) for v in found if v["line"]]
        messages = [v["message"] for v in found if v["code"] == "UNKNOWN_SET"]
    else:
        lines = [
            (int(line.split(":")[1]), line.split(": ")[1])
            for line in result.stdout.splitlines()
            if re.match(rf"{re.escape(str(path))}:[0-9]+:", line)
        ]
        messages = [line for line in result.stdout.splitlines() if "UNKNOWN_SET" in line]
    assert lines == [(2, "BAD_COUNT"), (3, "UNKNOWN_SET"), (4, "UNKNOWN_CARD")]
    # No "did you mean" a card of another set: 30045 is not a misspelling of VS-045.
    [message] = messages
    assert "did you mean" not in message and "Семена раздора" in message


def test_a_code_saved_as_brsd_says_what_it_looks_like(tmp_path: Path) -> None:
    result = run("validate", write(tmp_path, "code.brsd", "#IABIAB\n"))
    assert result.exit_code == 2
    assert "DECK_EMPTY" in result.stdout and "save a code as .txt" in result.stdout


def test_a_brsd_name_is_one_line_or_refused() -> None:
    from deckcheck.games.berserk.nxt import NxtError, brsd_name

    assert brsd_name("  Орда" + "".join(BREAKS) + "степей\t") == "Орда степей"
    assert brsd_name(None) == ""
    with pytest.raises(NxtError, match="UTF-8"):
        brsd_name("a\ud800b")  # a lone surrogate, which no UTF-8 file can hold


@pytest.mark.parametrize(("text", "column"), [("#IABIAB.\n", 8), ("#IAB!AB\n", 5)])
def test_a_code_with_a_stray_character_says_where(tmp_path: Path, text: str, column: int) -> None:
    result = run("validate", write(tmp_path, "c.txt", text))
    assert result.exit_code == 2
    assert f"c.txt:1:{column}: DECK_CODE_SYNTAX" in result.stdout
    assert "lists no cards" not in result.stdout


@pytest.mark.parametrize(
    ("target", "name"),
    [("yaml", "x.brsd"), ("code", "x.yaml"), ("brsd", "x.txt"), ("yaml", "x.TXT"),
     ("text", "x.yml"), ("proberserk", "x.brsd")],
)
def test_convert_refuses_an_out_suffix_that_would_not_read_back(
    tmp_path: Path, target: str, name: str
) -> None:
    """`--to` and `--out`'s suffix must agree: a YAML deck in x.brsd is read neither by
    validate nor by berserk-nxt. Refused before anything is written."""
    out = tmp_path / name
    result = run("deck", "convert", ROOT / "examples/squads/deck-forest-mountain.yaml",
                 "--to", target, "--out", out)
    assert result.exit_code == 2, result.output
    assert "BAD_SUFFIX" in result.output or "would not read back" in result.output
    assert not out.exists()


@pytest.mark.parametrize(
    ("target", "name"),
    [("code", "x.txt"), ("code-rot13", "x.txt"), ("proberserk", "x.txt"), ("text", "x.txt"),
     ("brsd", "x.brsd"), ("yaml", "x.yaml"), ("code", "deck-code")],
)
def test_what_convert_writes_reads_back_the_same_cards(
    tmp_path: Path, target: str, name: str
) -> None:
    source = ROOT / "examples/squads/deck-forest-mountain.yaml"
    out = tmp_path / name
    assert run("deck", "convert", source, "--to", target, "--out", out).exit_code == 0
    before = DeckChecker().check_path(source).cards
    after = DeckChecker().check_path(out).cards
    assert before is not None and after is not None

    def counts(cards: Any) -> dict[str, int]:
        found: dict[str, int] = {}
        for section in cards.sections.values():
            for card, copies in section.items():
                found[card] = found.get(card, 0) + copies
        return found

    assert counts(after) == counts(before) and not after.left_out

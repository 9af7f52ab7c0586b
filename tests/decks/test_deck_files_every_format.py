"""Every deck form through every ``deck`` command: what deckcheck writes reads back as the
same cards, the editing commands take what ``validate`` takes (``.brsd`` files, deck
codes, standard input) through the one deck reader and keep each file's form, and each
command reads and validates its deck once."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from deckcheck.builder.deck_text import cards_deck, deck_file_text
from deckcheck.builder.edit import EditError, change_count
from deckcheck.builder.files import kind_to_write, writable
from deckcheck.catalog.load import load_catalogue
from deckcheck.cli import app
from deckcheck.errors import UsageError
from deckcheck.formats import decks as deck_reader
from deckcheck.formats import validate as validator
from deckcheck.formats.checker import DeckChecker
from deckcheck.formats.decks import Deck, kind_for, load_deck, loads_deck
from deckcheck.formats.load import load_formats
from deckcheck.games.berserk.deckfiles import BrsdFile, DeckCode
from deckcheck.games.berserk.nxt import encode_code

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
CATALOGUES = {game: load_catalogue(game) for game in ("ccs", "berserk")}
FORMATS = {"ccs": load_formats("ccs")["short"], "berserk": load_formats("berserk")["berserk-2023"]}
CHECKER = DeckChecker()


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str, stdin: str | None = None) -> Any:
    return CliRunner().invoke(app, list(args), input=stdin, env={"NO_COLOR": "1", "COLUMNS": "200"})


def read(path: Path) -> Deck:
    deck, problems = load_deck(path)
    assert deck is not None, [p.render() for p in problems]
    return deck


def cards_of(deck: Deck, format_name: str | None = None) -> dict[str, dict[str, int]]:
    """The cards as the validator reads them (what every command acts on)."""
    report = CHECKER.check(deck, format_name)
    assert report.cards is not None, report.violations
    return {key: cards for key, cards in report.cards.sections.items() if cards}


def suffixes(game: str) -> list[str]:
    """The suffixes deckcheck writes a deck of ``game`` to (a .brsd for Berserk only)."""
    return list(writable(game))


# --- 1. what deckcheck writes is the form its suffix names, and reads back -----------------


@pytest.mark.parametrize(
    ("game", "suffix"), [(g, s) for g in ("ccs", "berserk") for s in suffixes(g)]
)
def test_deck_new_writes_the_form_its_suffix_names(tmp_path: Path, game: str, suffix: str) -> None:
    path = tmp_path / f"new{suffix}"
    result = run("deck", "new", str(path), "--game", game, "--name", "Mine\u2028\n2 10001")
    assert result.exit_code == 0, result.output
    deck = read(path)
    assert deck.kind == writable()[suffix] and deck.game == game
    assert deck.name in ("Mine 2 10001", "Mine\u2028\n2 10001")  # one line where it must be
    assert list(deck.entries()) == []
    # validate reads it: an empty deck of its game is incomplete, not unreadable.
    checked = run("validate", str(path))
    assert checked.exit_code == 1 and "incomplete" in checked.output, checked.output
    if suffix == ".brsd":
        assert path.read_text(encoding="utf-8") == "#Mine 2 10001\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["x.json", "--game", "ccs"], "deckcheck does not write .json decks"),
        (["x", "--game", "ccs"], "it has no suffix"),
        (["x.brsc", "--game", "berserk"], "deckcheck does not write .brsc decks"),
        (["x.brsd", "--game", "ccs"], "a .brsd file holds berserk-nxt's Berserk decks"),
    ],
)
def test_a_suffix_deckcheck_cannot_write_is_refused(
    tmp_path: Path, args: list[str], message: str
) -> None:
    target = tmp_path / args[0]
    for command in (["deck", "new", str(target), *args[1:]],
                    ["deck", "build", "--out", str(target), *args[1:]]):  # fmt: skip
        result = run(*command)
        assert result.exit_code == 2, result.output
        assert message in result.output and ".yaml, .yml, .txt" in result.output
        assert "\n" not in result.output.strip()  # one message
        assert not target.exists()


def test_build_refuses_a_suffix_before_solving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import deckcheck.builder.build as build

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the deck was built before the suffix was checked")

    monkeypatch.setattr(build, "build_deck", never)
    result = run("deck", "build", "--game", "berserk", "--out", str(tmp_path / "d.code"))
    assert result.exit_code == 2, result.output
    assert "cannot write a deck to" in result.output


@pytest.mark.parametrize(
    ("game", "suffix"), [(g, s) for g in ("ccs", "berserk") for s in suffixes(g)]
)
def test_deck_build_out_writes_the_suffix_form_with_the_same_cards(
    tmp_path: Path, game: str, suffix: str
) -> None:
    shown = run("deck", "build", "--game", game, "--seed", "5")
    assert shown.exit_code == 0
    printed, _ = loads_deck(shown.stdout, "<stdout>", "yaml")
    assert printed is not None
    out = tmp_path / f"built{suffix}"
    result = run(
        "deck", "build", "--game", game, "--seed", "5", "--name", "Five", "--out", str(out)
    )
    assert result.exit_code == 0, result.output
    deck = read(out)
    assert deck.kind == writable()[suffix]
    assert cards_of(deck) == cards_of(printed)
    assert run("validate", str(out)).exit_code == 0
    if suffix in (".txt", ".brsd"):
        assert "game:" not in out.read_text(encoding="utf-8")  # no YAML in a list or a .brsd


NAMES = st.text(st.characters(blacklist_categories=["Cs"], blacklist_characters="#"), max_size=20)


def _multiset(game: str) -> st.SearchStrategy[dict[str, dict[str, int]]]:
    catalogue, fmt = CATALOGUES[game], FORMATS[game]
    by_section = {
        key: sorted(c.id for c in catalogue if fmt.section_for_type(c.type) == key)
        for key in fmt.sections
    }
    return st.fixed_dictionaries(
        {
            key: st.dictionaries(st.sampled_from(ids), st.integers(1, 9), max_size=8)
            for key, ids in by_section.items()
        }
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), name=NAMES)
def test_every_writable_form_round_trips_through_the_reader(data: Any, name: str) -> None:
    """Any deck of either game, written in any form deckcheck writes, reads back through
    the one reader (kind told from the suffix, as validate tells it) as the same cards."""
    game = data.draw(st.sampled_from(["ccs", "berserk"]))
    suffix = data.draw(st.sampled_from(suffixes(game)))
    cards = data.draw(_multiset(game))
    catalogue, fmt = CATALOGUES[game], FORMATS[game]
    kind = kind_to_write(Path(f"d{suffix}"), game)
    try:
        text = deck_file_text(
            kind, cards_deck(game, name, fmt, cards), catalogue, fmt,
            modeline=None, comments=["a comment"],
        )  # fmt: skip
    except UsageError as err:  # a name a text deck cannot hold is refused, never mangled
        assert kind == "text" and "\x00" in name, err
        return
    deck, problems = loads_deck(text, f"d{suffix}", kind_for(Path(f"d{suffix}"), text))
    assert deck is not None and problems == [], problems
    assert deck.kind == kind and deck.game == game
    assert cards_of(deck, fmt.key) == {k: v for k, v in cards.items() if v}
    assert (deck.name or "") in (name, " ".join(name.split()))


# --- 2. one reader: every form through show, add and remove, each kept in its form -------


def steppes(tmp_path: Path, target: str) -> Path:
    """The example Berserk deck converted to ``target`` (brsd, code, code-rot13)."""
    suffix = ".brsd" if target == "brsd" else ".txt"
    out = tmp_path / f"steppes-{target}{suffix}"
    result = run(
        "deck", "convert", str(EXAMPLES / "steppes-berserk.yaml"), "--to", target,
        "--out", str(out),
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    return out


@pytest.mark.parametrize("target", ["brsd", "code", "code-rot13"])
def test_show_add_remove_take_berserk_nxt_files_and_keep_their_form(
    tmp_path: Path, target: str
) -> None:
    path = steppes(tmp_path, target)
    kind = read(path).kind
    before = cards_of(read(path))
    shown = run("deck", "show", str(path))
    assert shown.exit_code == 0, shown.output
    assert "Кочевник" in shown.output and "game:" not in shown.output

    added = run("deck", "add", str(path), "аколит дзара", "2")
    assert added.exit_code == 0, added.output
    assert "added 2 × VS-010 (Аколит Дзара) to the deck; 2 now" in added.output
    assert read(path).kind == kind and "game:" not in path.read_text(encoding="utf-8")
    removed = run("deck", "remove", str(path), "VS-001", "3")
    assert removed.exit_code == 0, removed.output
    after = cards_of(read(path))
    expected = Counter(before["deck"]) + Counter({"VS-010": 2}) - Counter({"VS-001": 3})
    assert after == {"deck": dict(expected)}
    assert run("validate", str(path)).exit_code == 0
    if target == "code-rot13":
        assert all(line.startswith("--") for line in path.read_text().splitlines())


def test_a_card_of_an_unshipped_set_is_kept_and_never_asks_for_a_game_line(
    tmp_path: Path,
) -> None:
    deck = tmp_path / "lair.brsd"
    deck.write_text("#Лаар\n3 21001\n2 21002\n", encoding="utf-8")
    for args in (["deck", "show", str(deck)], ["deck", "add", str(deck), "VS-001"]):
        result = run(*args)
        assert result.exit_code == (1 if args[1] == "show" else 0), result.output
        assert "UNKNOWN_SET" in result.output and "game:" not in result.output.lower()
    assert deck.read_text(encoding="utf-8") == "#Лаар\n3 21001\n2 21002\n1 10001\n"
    code = tmp_path / "lair.txt"
    # 3 × card 1 of set index 2 (21001), which deckcheck does not ship, then 1 × VS-001.
    code.write_text(encode_code([(21001, 3), (10001, 1)]) + "\n", encoding="utf-8")
    result = run("deck", "add", str(code), "VS-001")
    assert result.exit_code == 0 and "game:" not in result.output.lower(), result.output
    assert code.read_text(encoding="utf-8") == encode_code([(21001, 3), (10001, 2)]) + "\n"


def test_a_deck_code_on_standard_input_is_printed_edited() -> None:
    result = run("deck", "add", "-", "VS-002", "2", stdin="#IAB\n")
    assert result.exit_code == 0, result.output
    assert result.stdout == encode_code([(10001, 1), (10002, 2)]) + "\n"
    assert "<stdin>: added 2 × VS-002" in result.stderr
    rot = encode_code([(10001, 1)], rot=True) + "\n"
    result = run("deck", "remove", "-", "VS-001", stdin=encode_code([(10001, 2)], rot=True))
    assert result.stdout.startswith("--") and result.exit_code == 0
    assert result.stdout == rot.rstrip("\n")  # no line end added where there was none
    shown = run("deck", "show", "-", stdin="#IAB")
    assert shown.exit_code == 1 and "Кочевник" in shown.stdout


def test_a_deck_code_given_as_the_argument_is_edited_and_printed_like_standard_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # nothing may be written next to it: no file, no lock
    result = run("deck", "add", "#IAB", "VS-002", "2")
    assert result.exit_code == 0, result.output
    assert result.stdout == encode_code([(10001, 1), (10002, 2)])
    assert "#IAB: added 2 × VS-002" in result.stderr
    shown = run("deck", "show", "#IAB")
    assert shown.exit_code == 1 and "Кочевник" in shown.stdout
    assert list(tmp_path.iterdir()) == []


def test_the_last_card_of_a_deck_code_stays(tmp_path: Path) -> None:
    code = tmp_path / "one.txt"
    code.write_text("#IAB\n", encoding="utf-8")
    result = run("deck", "remove", str(code), "VS-001")
    assert result.exit_code == 1 and "a berserk-nxt deck code cannot be empty" in result.output
    assert code.read_text(encoding="utf-8") == "#IAB\n"


def test_only_the_editing_commands_say_nothing_was_changed(tmp_path: Path) -> None:
    bad = tmp_path / "bad.brsd"
    bad.write_text("#x\nnonsense\n", encoding="utf-8")
    shown = run("deck", "show", str(bad))
    assert shown.exit_code == 2 and "DECK_TEXT_SYNTAX" in shown.output
    assert "nothing was changed" not in shown.output
    edited = run("deck", "add", str(bad), "VS-001")
    assert edited.exit_code == 2 and "nothing was changed" in edited.output
    assert bad.read_text(encoding="utf-8") == "#x\nnonsense\n"


def test_a_json_deck_stays_json(tmp_path: Path) -> None:
    deck = tmp_path / "d.json"
    deck.write_text('{"game": "ccs", "deck": {"C4": 2}}\n', encoding="utf-8")
    assert run("deck", "add", str(deck), "C1").exit_code == 0
    assert run("deck", "add", str(deck), "CS1").exit_code == 0
    assert json.loads(deck.read_text(encoding="utf-8")) == {
        "game": "ccs",
        "deck": {"C4": 2, "C1": 1},
        "spirits": {"CS1": 1},
    }


def test_emptying_a_list_without_a_game_line_keeps_it_a_deck(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("# my list\n2 C4\n", encoding="utf-8")
    assert run("deck", "remove", str(deck), "C4", "2").exit_code == 0
    assert deck.read_text(encoding="utf-8") == "Game: ccs\n# my list\n"
    assert run("validate", str(deck)).exit_code == 1  # an empty ccs deck: incomplete
    assert run("deck", "add", str(deck), "C4").exit_code == 0


@pytest.mark.parametrize(
    ("text", "empty"),
    [
        ("Game: ccs\nDeck:\n", True),
        ("Format: short\n", True),
        ("# nothing\n\nDeck:\n", False),  # nothing says it is a deck: DECK_EMPTY
        ("#Name\n", True),  # .brsd
        ("#\n", True),
        ("\n", False),
    ],
)
def test_an_empty_deck_reads_when_it_says_what_it_is(text: str, empty: bool) -> None:
    kind = "brsd" if text.startswith("#") and "\n\n" not in text else "text"
    deck, problems = loads_deck(text, "d", kind)
    if empty:
        assert deck is not None and problems == [] and list(deck.entries()) == []
    else:
        assert deck is None and [p.code for p in problems] == ["DECK_EMPTY"]


BERSERK_CARDS = ["VS-001", "VS-002", "VS-010", "NT-001", "VS-020"]
START = {
    "brsd": ("brsd", "#Deck\r\n3 10001\r\n2 Кшар\r\n1 21001\r\n"),
    "brsd-empty": ("brsd", "#\n"),
    "code": ("code", encode_code([(10001, 3), (21005, 2), (10002, 7), (10002, 1)]) + "\n"),
    "code-rot13": ("code", encode_code([(10001, 3), (10020, 2)] * 6, rot=True) + "\n"),
    "text-no-game": ("text", "1 VS-001\n2 Кшар  # by name\n"),
}


def _totals(deck: Deck) -> Counter[str]:
    catalogue = CATALOGUES["berserk"]
    totals: Counter[str] = Counter()
    for entry in deck.entries():
        card = catalogue.cards.get(entry.card)
        name = card.id if card else {"Кшар": "VS-002"}.get(entry.card, entry.card)
        totals[name] += entry.copies
    return +totals


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    start=st.sampled_from(sorted(START)),
    steps=st.lists(
        st.tuples(st.sampled_from(BERSERK_CARDS), st.integers(-9, 9).filter(bool)), max_size=10
    ),
)
def test_any_edits_of_berserk_nxt_forms_keep_the_form_and_the_counts(
    start: str, steps: list[tuple[str, int]]
) -> None:
    kind, text = START[start]
    catalogue, fmt = CATALOGUES["berserk"], FORMATS["berserk"]
    deck, _ = loads_deck(text, "d", kind)
    assert deck is not None
    expected = _totals(deck)
    for card, delta in steps:
        try:
            edit = change_count(text, kind, catalogue.cards[card], delta, fmt, catalogue)
        except EditError as err:
            emptied = kind == "code" and sum(expected.values()) + delta <= 0
            assert (delta < 0 and expected[card] < -delta) or emptied, err
            continue
        text = edit.text
        expected[card] += delta
        assert edit.after == expected[card]
        assert edit.deck.kind == kind
        if kind == "code":  # still a deck code, as the reader tells one in a .txt file
            assert kind_for(Path("d.txt"), text) == "code"
        # every count as intended; a card of a set deckcheck does not ship is kept
        assert _totals(edit.deck) == +expected


# --- 13. one read and one validation per command -------------------------------------------


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """How often a deck's text is parsed, a file read, and a deck validated."""
    counts: Counter[str] = Counter()

    def counting(name: str, real: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            counts[name] += 1
            return real(*args, **kwargs)

        return wrapper

    for parser in ("_load_yaml", "parse_text_deck"):
        monkeypatch.setattr(deck_reader, parser, counting("parse", getattr(deck_reader, parser)))
    # A game's own forms (berserk-nxt's .brsd and deck code) are read by their read().
    for form in (BrsdFile, DeckCode):
        monkeypatch.setattr(form, "read", counting("parse", form.read))
    # Every command reads its deck through a DeckArgument (a file, a deck code, stdin).
    argument = deck_reader.DeckArgument
    monkeypatch.setattr(argument, "read_bytes", counting("file read", argument.read_bytes))
    run_class = validator._Run
    monkeypatch.setattr(run_class, "place_entries", counting("validation", run_class.place_entries))
    yield counts


@pytest.mark.parametrize("name", ["steppes-limited.txt", "starter-short.yaml"])
def test_show_reads_and_validates_once(counted: Counter[str], name: str) -> None:
    assert run("deck", "show", str(EXAMPLES / name)).exit_code in (0, 1)
    assert counted == {"file read": 1, "parse": 1, "validation": 1}


@pytest.mark.parametrize("name", ["steppes-limited.txt", "starter-short.yaml", "brsd"])
def test_an_edit_reads_and_validates_once(tmp_path: Path, counted: Counter[str], name: str) -> None:
    if name == "brsd":
        path = tmp_path / "d.brsd"
        path.write_text("#d\n3 10001\n", encoding="utf-8")
        card = "VS-001"
    else:
        path = tmp_path / name
        path.write_bytes((EXAMPLES / name).read_bytes())
        card = "VS-001" if name.endswith(".txt") else "C4"
    assert run("deck", "add", str(path), card).exit_code == 0
    # The file is read once; the edited text is parsed once more, to verify it before it is
    # written (and that reading is the deck whose state is shown): one validation.
    assert counted == {"file read": 1, "parse": 2, "validation": 1}

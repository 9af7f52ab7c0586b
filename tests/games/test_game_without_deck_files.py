"""A game without deck-file forms of its own gets deckcheck's YAML and text, and nothing
else: no game's form is looked for by name, and nothing crashes without one.

The registry is cut down to Card Captor Sakura (whose profile has no deck-file forms)
and a registered game whose profile module defines only what every profile must
(:mod:`tests.deckfile_free_game`): no game then has a form of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import deckcheck.games as games
from deckcheck.builder.files import kind_to_write, writable
from deckcheck.cli import app
from deckcheck.errors import UsageError
from deckcheck.formats import deckfiles
from deckcheck.formats.collection import read_collection
from deckcheck.formats.decks import is_deck_code_argument, kind_for, load_deck, loads_deck

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "decks"


@pytest.fixture(autouse=True)
def no_game_forms(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
    ccs = games.entry("ccs")
    assert ccs is not None
    monkeypatch.setattr(games, "_entries", {"ccs": ccs})
    games.register(games.GameEntry("plain", "Plain", "tests.deckfile_free_game", rank=50))
    try:
        yield
    finally:
        games.unregister("plain")


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env={"NO_COLOR": "1", "COLUMNS": "200"})


def test_a_profile_without_hooks_has_no_forms_and_no_unshipped_cards() -> None:
    plain = games.profile("plain")
    assert plain.deck_files == () and plain.collection_files == ()
    assert plain.unshipped_card("30045") is None
    assert games.profile_ids() == ["ccs", "plain"]
    assert deckfiles.deck_files() == [] and deckfiles.collection_files() == []
    assert deckfiles.convert_targets() == ("yaml", "text")
    assert writable() == writable("plain") == {".yaml": "yaml", ".yml": "yaml", ".txt": "text"}
    assert deckfiles.suffix_targets() == {".yaml": ("yaml",), ".yml": ("yaml",), ".txt": ("text",)}
    assert deckfiles.deck_forms_help() == (
        "a deck file (YAML, a text list) or '-' to read it from standard input "
        "(one '-' per command line)"
    )


def test_reading_knows_only_yaml_and_text(tmp_path: Path) -> None:
    assert not is_deck_code_argument("#IAB") and not is_deck_code_argument("--abc")
    assert kind_for(Path("d.txt"), "#IAB\n") == "text"
    assert kind_for(Path("d.brsd"), "2 C4\n") == "text"  # a suffix no form claims: sniffed
    assert kind_for(Path("d.yaml"), "x") == "yaml"
    deck, problems = loads_deck("#IAB\n", "d.txt", kind_for(Path("d.txt"), "#IAB\n"))
    assert deck is None and [p.code for p in problems] == ["DECK_EMPTY"]
    # An unknown kind is read as a text list, as before any form was registered.
    deck, problems = loads_deck("Game: ccs\n2 C4\n", "d", "brsd")
    assert deck is not None and deck.kind == "text" and problems == []
    # A deck argument that starts as a code would is a file name like any other.
    deck, problems = load_deck(str(tmp_path / "#IAB"))
    assert deck is None and problems and problems[0].severity.name == "INPUT"


def test_deck_convert_writes_yaml_and_text_and_refuses_other_targets() -> None:
    source = str(EXAMPLES / "wind-and-fire.txt")
    assert run("deck", "convert", source, "--to", "yaml").exit_code == 0
    assert run("deck", "convert", source, "--to", "text").exit_code == 0
    refused = run("deck", "convert", source, "--to", "code")
    assert refused.exit_code == 2
    assert "--to must be one of yaml, text, not 'code'" in refused.output


def test_a_suffix_no_game_writes_is_refused_without_hints(tmp_path: Path) -> None:
    with pytest.raises(UsageError) as refused:
        kind_to_write(tmp_path / "d.brsd", "ccs")
    message = refused.value.message
    assert "deckcheck does not write .brsd decks; name it .yaml, .yml, .txt" in message
    assert "(for" not in message
    result = run("deck", "new", str(tmp_path / "d.brsd"), "--game", "ccs")
    assert result.exit_code == 2 and not (tmp_path / "d.brsd").exists()


def test_editing_and_validating_a_text_deck(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("Game: ccs\n2 C4\n1 30045\n", encoding="utf-8")
    assert run("deck", "add", str(path), "C4").exit_code in (0, 1)
    assert "3 C4" in path.read_text(encoding="utf-8")
    checked = run("validate", str(path))
    assert "UNKNOWN_CARD" in checked.output and "UNKNOWN_SET" not in checked.output


def test_a_collection_of_no_game_form_is_read_as_yaml(tmp_path: Path) -> None:
    path = tmp_path / "mine.brsc"
    path.write_text("10001 3\n", encoding="utf-8")
    collection, problems = read_collection(path)
    assert collection is None and problems  # not YAML: reported, located, no crash

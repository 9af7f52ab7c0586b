"""A command's output never destroys what it reads, and never leaves a traceback.

* An output option (``--log``, ``--html``, ``--out``, ``--report``, ``--resume``) naming
  one of the command's own inputs (a deck, the recorded log, a --rules or --field file),
  by its name, a symbolic link or a hard link, is refused before any work: exit 2, one
  message naming the option and the file, the input unchanged. Any other existing file
  may still be written over: the user named it.
* ``report --out`` a file that cannot be written is refused before its games.
* Standard output closed (``>&-``) or full (``> /dev/full``): one line on standard error
  and exit 2, silently when standard error is gone too; a bug's OSError is still a bug.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.app import INTERNAL_ERROR
from tests.cli.helpers import ENV

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
SHORT = str(EXAMPLES / "starter-short.yaml")


def invoke(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV)


def _refuse(*args: object, **kwargs: object) -> Any:
    raise AssertionError("a game was played before the output was checked")


@pytest.fixture
def no_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game played fails the test: the refusal must come before the games."""
    # The modules importing the runner's functions by name first: imported under the
    # runner's patch, they would keep the refusal for the tests after this one.
    for target in (
        "deckcheck.services.tournament.run_tournament",
        "deckcheck.services.play.replay_game",
        "deckcheck.batch.units.play_game",
        "deckcheck.batch.bench.run_games",
        "deckcheck.batch.runner.run_games",
        "deckcheck.batch.runner.iter_games",
        "deckcheck.batch.runner.play_game",
    ):
        monkeypatch.setattr(target, _refuse)


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    """A user's deck (a copy of an example), which no output may replace."""
    copy = tmp_path / "wf.txt"
    shutil.copyfile(EXAMPLES / "wind-and-fire.txt", copy)
    return copy


def _same(deck: Path, how: str) -> Path:
    """``deck`` itself, or another name of it: a symbolic or a hard link."""
    if how == "name":
        return deck
    other = deck.with_name(f"{how}-{deck.name}")
    if how == "symlink":
        other.symlink_to(deck.name)
    else:
        os.link(deck, other)
    return other


#: Each command with an output naming the deck it reads (``{out}``, ``{deck}``), and the
#: option the refusal names.
DECK_OUTPUTS: list[tuple[list[str], str]] = [
    (["play", "{deck}", SHORT, "-n", "2", "--log", "{out}"], "--log"),
    (["play", "{deck}", SHORT, "--html", "{out}"], "--html"),
    (["report", "{deck}", "--out", "{out}"], "--out"),
    (["report", SHORT, "--against", "{deck}", "-n", "2", "--out", "{out}"], "--out"),
    (["tournament", "{deck}", SHORT, "-n", "2", "--report", "{out}"], "--report"),
    (["tournament", SHORT, "{deck}", "-n", "2", "--resume", "{out}"], "--resume"),
]


@pytest.mark.usefixtures("no_games")
@pytest.mark.parametrize("how", ["name", "symlink", "hardlink"])
@pytest.mark.parametrize(("command", "option"), DECK_OUTPUTS)
def test_an_output_naming_a_deck_read_is_refused(
    deck: Path, how: str, command: list[str], option: str
) -> None:
    before = deck.read_bytes()
    out = _same(deck, how)
    args = [a.format(deck=deck, out=out) for a in command]
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        f"deckcheck: {option} {out} is one of the decks read: give another file"
    )
    assert "Traceback" not in result.output
    assert deck.read_bytes() == before


@pytest.fixture
def game_log(tmp_path: Path) -> Path:
    log = tmp_path / "g.jsonl"
    result = invoke("play", SHORT, str(EXAMPLES / "wind-and-fire.txt"), "--log", str(log))
    assert result.exit_code == 0, result.output
    return log


def test_replay_html_over_the_recorded_log_is_refused(
    game_log: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = game_log.read_bytes()
    monkeypatch.setattr("deckcheck.services.play.replay_game", _refuse)
    for out in (game_log, _same(game_log, "symlink")):
        result = invoke("replay", str(game_log), "--html", str(out))
        assert result.exit_code == 2, result.output
        assert result.stderr.strip() == (
            f"deckcheck: --html {out} is the game log replayed: give another file"
        )
    assert game_log.read_bytes() == before


def test_replay_html_elsewhere_is_written(game_log: Path, tmp_path: Path) -> None:
    page = tmp_path / "g.html"
    page.write_text("an older page", encoding="utf-8")  # an output: replaced as asked
    result = invoke("replay", str(game_log), "--html", str(page))
    assert result.exit_code == 0, result.output
    assert page.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")


@pytest.mark.usefixtures("no_games")
def test_an_output_naming_a_rules_or_field_file_is_refused(tmp_path: Path) -> None:
    rules = tmp_path / "rules.yaml"
    rules.write_text("keep: me\n", encoding="utf-8")
    field = tmp_path / "field.yaml"
    field.write_text("keep: me\n", encoding="utf-8")
    decks = [SHORT, str(EXAMPLES / "wind-and-fire.txt")]
    cases = [
        (["play", *decks, "--rules", str(rules), "--log", str(rules)], "--log", rules, "rules"),
        (
            ["tournament", *decks, "-n", "2", "--field", str(field), "--report", str(field)],
            "--report",
            field,
            "field",
        ),
    ]
    for args, option, file, kind in cases:
        result = invoke(*args)
        assert result.exit_code == 2, result.output
        assert result.stderr.strip() == (
            f"deckcheck: {option} {file} is the --{kind} file read: give another file"
        )
        assert file.read_text(encoding="utf-8") == "keep: me\n"


@pytest.mark.usefixtures("no_games")
def test_two_outputs_naming_one_file_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "x.out"
    result = invoke("play", SHORT, SHORT, "--log", str(out), "--html", str(out))
    assert result.exit_code == 2, result.output
    assert "--log and --html name the same file" in result.stderr
    assert not out.exists()


def test_another_existing_file_is_still_written_over(tmp_path: Path, deck: Path) -> None:
    log = tmp_path / "old.jsonl"
    log.write_text("an older log\n", encoding="utf-8")
    result = invoke("play", str(deck), SHORT, "-n", "2", "--log", str(log))
    assert result.exit_code == 0, result.output
    lines = log.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and all(line.startswith("{") for line in lines)


def test_a_deck_from_standard_input_is_an_input_too(deck: Path) -> None:
    before = deck.read_bytes()
    with deck.open("rb") as stdin:
        done = subprocess.run(
            [sys.executable, "-m", "deckcheck", "play", "-", SHORT, "-n", "2", "--log", str(deck)],
            stdin=stdin,
            capture_output=True,
            text=True,
            env={**os.environ, **ENV},
        )
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"deckcheck: --log {deck} is one of the decks read: give another file\n"
    assert deck.read_bytes() == before


@pytest.mark.usefixtures("no_games")
def test_report_checks_its_output_before_the_games(tmp_path: Path) -> None:
    out = tmp_path / "ro.html"
    out.write_text("keep me", encoding="utf-8")
    out.chmod(0o444)
    wind = str(EXAMPLES / "wind-and-fire.txt")
    result = invoke("report", SHORT, "--against", wind, "-n", "2", "--out", str(out))
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        f"deckcheck: cannot write {out}: the file is read-only; the file is unchanged"
    )
    assert out.read_text(encoding="utf-8") == "keep me"


def test_report_still_makes_its_folder(tmp_path: Path) -> None:
    out = tmp_path / "new" / "folder" / "r.html"
    result = invoke("report", SHORT, "--out", str(out))
    assert result.exit_code == 0, result.output
    assert out.is_file()


# --- standard output ---------------------------------------------------------------------

COMMANDS = {
    "validate": ["validate", SHORT],
    "validate-illegal": ["validate", str(EXAMPLES / "illegal-short.yaml")],  # else exit 1
    "version": ["--version"],
    "stats": ["stats", SHORT],
    "play": ["play", SHORT, str(EXAMPLES / "wind-and-fire.txt"), "-n", "2"],
}


def _run(
    args: list[str], redirect: str, buffered: bool = False
) -> subprocess.CompletedProcess[str]:
    """``python -m deckcheck ARGS`` with its standard streams redirected by a shell
    (``>&-``: closed before Python starts, as a user's shell does it)."""
    env = {**os.environ, **ENV}
    env.pop("PYTHONUNBUFFERED", None)
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"  # every write reaches the device at once
    script = f'exec "$0" "$@" {redirect}'
    return subprocess.run(
        ["sh", "-c", script, sys.executable, "-m", "deckcheck", *args],
        capture_output=True,
        text=True,
        env=env,
    )


@pytest.mark.parametrize("args", COMMANDS.values(), ids=COMMANDS.keys())
def test_a_closed_standard_output_is_one_line_and_exit_2(args: list[str]) -> None:
    done = _run(args, ">&-")
    assert done.returncode == 2, done.stderr
    assert done.stderr == "deckcheck: cannot write standard output: it is closed\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("buffered", [False, True], ids=["unbuffered", "buffered"])
@pytest.mark.parametrize("args", COMMANDS.values(), ids=COMMANDS.keys())
def test_a_full_standard_output_is_one_line_and_exit_2(args: list[str], buffered: bool) -> None:
    done = _run(args, "> /dev/full", buffered)
    assert done.returncode == 2, done.stderr
    assert done.stderr == "deckcheck: cannot write standard output: No space left on device\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
@pytest.mark.parametrize("redirect", [">&- 2>&-", "> /dev/full 2>&-", "> /dev/full 2>/dev/full"])
def test_without_standard_error_either_the_exit_is_2_and_silent(redirect: str) -> None:
    done = _run(["validate", SHORT], redirect)
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr == ""


def test_a_reader_gone_early_stays_quiet() -> None:
    # A pipe whose reader leaves after a few bytes (| head -c 10): no message at all.
    with subprocess.Popen(
        [sys.executable, "-m", "deckcheck", "cards", "--game", "berserk", "--output", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, **ENV},
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.read(10)
        process.stdout.close()
        errors = process.stderr.read()
        status = process.wait()
    assert errors == b""
    assert status in (0, 141)


def test_a_bugs_os_error_is_still_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    # An OSError names no stream: one that is not standard output's stays a bug (exit 3).
    def broken(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("deckcheck.formats.checker.DeckChecker.check", broken)
    result = invoke("validate", SHORT)
    assert result.exit_code == INTERNAL_ERROR, result.output
    assert result.stderr.startswith("deckcheck: internal error: OSError: [Errno 28]")


# --- deck convert and deck build: --force replaces an output, never an input -----------


def test_deck_convert_never_writes_over_the_deck_it_converts(tmp_path: Path) -> None:
    deck = tmp_path / "sb.yaml"
    shutil.copy(SHORT, deck)
    before = deck.read_bytes()
    link = tmp_path / "link.yaml"
    link.symlink_to(deck)
    for out in (deck, link):
        result = invoke("deck", "convert", str(deck), "--to", "yaml", "--out", str(out),
                        "--force")
        assert result.exit_code == 2, result.output
        assert "is one of the decks read: give another file" in result.output
    assert deck.read_bytes() == before


def test_deck_build_never_writes_over_its_collection(tmp_path: Path) -> None:
    collection = tmp_path / "col.yaml"
    shutil.copy(ROOT / "examples" / "collections" / "two-starters.yaml", collection)
    before = collection.read_bytes()
    result = invoke("deck", "build", "--game", "ccs", "--format", "short", "--collection",
                    str(collection), "--out", str(collection), "--force")
    assert result.exit_code == 2, result.output
    assert "is the --collection file read: give another file" in result.output
    assert collection.read_bytes() == before

"""Hostile names, sizes and file kinds: every one ends in a located message and exit 2
(or the command's own verdict), never a traceback, a hang or unbounded memory.

Each case is a reproduction of the reliability pass's finding, through the CLI.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from deckcheck.cli import app
from deckcheck.diagnostics import printable
from tests.reliability.helpers import CCS_DECK, EXAMPLES, ROOT, command, environment, within

COLLECTION = ROOT / "examples" / "collections" / "two-starters.yaml"
HUGE = "9" * 5000


@pytest.fixture(autouse=True)
def _cache(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(cache))


def invoke(*args: Any, codes: Sequence[int] = (2,)) -> Result:
    words = [os.fspath(a) if isinstance(a, Path) else str(a) for a in args]
    result = CliRunner().invoke(app, words, env={"NO_COLOR": "1", "COLUMNS": "200"})
    error = result.exception
    assert error is None or isinstance(error, SystemExit), f"{error!r}\n{result.output}"
    assert "Traceback" not in result.output
    assert result.exit_code in codes, (result.exit_code, result.output)
    return result


# --- item 4: what deckcheck writes is escaped for the file's syntax ---------------------------


@pytest.mark.parametrize("injected", ["name: injected", "game: x"])
def test_a_newline_in_a_path_does_not_inject_yaml(injected: str, tmp_path: Path) -> None:
    collection = tmp_path / f"c\n{injected}.yaml"
    collection.write_bytes(COLLECTION.read_bytes())
    out = tmp_path / "built.yaml"
    invoke("deck", "build", "--game", "ccs", "--collection", collection, "--out", out, codes=[0])
    text = out.read_text(encoding="utf-8")
    assert f"\n{injected}" not in text
    assert "c\\n" + injected in text  # escaped in the comment, still readable
    invoke("validate", out, codes=[0])


# --- item 5: integers Python will not convert ------------------------------------------------


def test_a_5000_digit_count_in_yaml_is_a_located_error(tmp_path: Path) -> None:
    deck = tmp_path / "big.yaml"
    deck.write_text(f"game: ccs\nformat: short\ndeck:\n  C4: {HUGE}\n", encoding="utf-8")
    for args in (["validate", deck], ["deck", "show", deck], ["deck", "add", deck, "C1"]):
        result = invoke(*args)
        assert f"{deck}:4:7: YAML_NUMBER_TOO_LONG" in result.output


def test_a_5000_digit_number_in_a_formats_file(tmp_path: Path) -> None:
    formats = tmp_path / "formats.yaml"
    formats.write_text(f"formats:\n  x:\n    copies: {HUGE}\n", encoding="utf-8")
    result = invoke("validate", "--formats", formats, CCS_DECK)
    assert f"{formats}:3:13: YAML_NUMBER_TOO_LONG" in result.output


def test_huge_command_line_counts(tmp_path: Path) -> None:
    invoke("deck", "build", "--game", "ccs", "--size", HUGE, codes=[2])
    invoke("deck", "build", "--game", "ccs", "--at-least", f"capture={HUGE}", codes=[2])
    invoke("deck", "build", "--game", "ccs", "--size", "²", codes=[2])


# --- item 6: user text is never rich markup ---------------------------------------------------


def test_markup_in_deck_names_and_paths_is_printed_as_is(tmp_path: Path) -> None:
    (tmp_path / "[").mkdir()
    deck = tmp_path / "[/x].yaml"
    text = CCS_DECK.read_text(encoding="utf-8")
    deck.write_text(text.replace("name: ", 'name: "[/x] [bold]"  # was: ', 1), encoding="utf-8")
    log = tmp_path / "log.jsonl"
    one = invoke("play", deck, CCS_DECK, "--log", log, codes=[0])
    assert "[/x] [bold]" in one.output and "[/x].yaml" in one.output
    assert "[/x] [bold]" in invoke("play", deck, deck, "--games", "4", codes=[0]).output
    assert "[/x] [bold]" in invoke("replay", log, codes=[0]).output
    assert "[/x] [bold]" in invoke("deck", "show", deck, codes=[0]).output


# --- item 8: names and files the system refuses -----------------------------------------------


def test_a_symbolic_link_loop(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    loop = tmp_path / "a"
    for args in (["catalog", "check", loop], ["validate", loop], ["replay", loop],
                 ["deck", "show", loop], ["deck", "add", loop, "C4"]):  # fmt: skip
        result = invoke(*args)
        assert "Too many levels of symbolic links" in result.output


def test_file_names_over_255_bytes(tmp_path: Path) -> None:
    long = tmp_path / ("x" * 300 + ".yaml")
    for args in (["deck", "new", long, "--game", "ccs"],
                 ["deck", "build", "--game", "ccs", "--out", long],
                 ["deck", "convert", CCS_DECK, "--to", "yaml", "--out", long],
                 ["validate", long], ["catalog", "check", long], ["replay", long]):  # fmt: skip
        result = invoke(*args)
        assert "File name too long" in result.output, args
    assert list(tmp_path.iterdir()) == []


def test_a_long_deck_name_is_still_editable(tmp_path: Path) -> None:
    # 250 bytes of name: a temporary name made of it plus a suffix passed 255 bytes.
    deck = tmp_path / ("я" * 122 + ".yaml")
    invoke("deck", "new", deck, "--game", "ccs", codes=[0])
    invoke("deck", "add", deck, "C4", codes=[0])
    invoke("deck", "remove", deck, "C4", codes=[0])
    assert [p.name for p in tmp_path.iterdir()] == [deck.name]


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs /proc")
def test_replay_of_proc_self_mem() -> None:
    assert "Input/output error" in invoke("replay", "/proc/self/mem").output
    assert "Input/output error" in invoke("validate", "/proc/self/mem").output


# --- item 9: FIFOs and other files that are not regular ---------------------------------------


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "deck.yaml"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    "words",
    [
        "validate {f}",
        "deck add {f} C4",
        "deck show {f}",
        "deck convert {f} --to text",
        "catalog check {f}",
        "validate --formats {f} {deck}",
        "validate --collection {f} {deck}",
        "deck show --collection {f} {deck}",
        "replay {f}",
    ],
)
def test_a_fifo_nobody_writes_to_is_refused_at_once(words: str, fifo: Path) -> None:
    args = [w.format(f=fifo, deck=CCS_DECK) for w in words.split()]
    with within(20, words):
        result = invoke(*args)
    assert str(fifo) in result.output
    assert "FIFO" in result.output or "not a regular file" in result.output


def test_a_pipe_with_a_writer_is_read_like_standard_input(tmp_path: Path, cache: Path) -> None:
    # <(cat deck.yaml): the shell's pipe is read, within the same bound as stdin.
    reader, writer = os.pipe()
    os.write(writer, CCS_DECK.read_bytes())
    os.close(writer)
    try:
        result = subprocess.run(command("validate", f"/dev/fd/{reader}"), env=environment(cache),
                                capture_output=True, text=True, pass_fds=[reader], timeout=60,
                                check=False)  # fmt: skip
    finally:
        os.close(reader)
    assert result.returncode == 0, result.stderr
    assert ": legal" in result.stdout


# --- item 7: input bounded by what is consumed --------------------------------------------


def test_endless_standard_input_stops_at_the_limit(cache: Path) -> None:
    yes = subprocess.Popen(["yes"], stdout=subprocess.PIPE)
    try:
        result = subprocess.run(command("validate", "-"), stdin=yes.stdout,
                                env=environment(cache), capture_output=True, text=True,
                                timeout=60, check=False)  # fmt: skip
    finally:
        yes.kill()
        yes.wait()
        assert yes.stdout is not None
        yes.stdout.close()
    assert result.returncode == 2
    assert "<stdin>: YAML_TOO_LARGE: the input is larger than 16777216 bytes" in result.stdout


# --- item 11: queries -----------------------------------------------------------------------


def test_a_megabyte_query_is_refused_by_its_size() -> None:
    # As a shell passes it: words of at most 128 kB (Linux's limit on one argument).
    result = invoke("cards", *(["ab " * 40_000] * 9))
    assert "the query is 1,080,008 characters long" in result.output
    assert "regular expression" not in result.output


def test_a_slow_query_without_a_regex_does_not_blame_one(monkeypatch: pytest.MonkeyPatch) -> None:
    # A 1.7 MB query's timeout blamed a "/regular expression/" that was not there.
    import contextlib

    from deckcheck.cli import cards

    @contextlib.contextmanager
    def expired(seconds: float) -> Iterator[None]:
        raise cards._SearchTimeout
        yield

    monkeypatch.setattr(cards, "_time_limit", expired)
    result = invoke("cards", "wind")
    assert "did not finish in 5 s; simplify the query" in result.output
    assert "/regular expression/" not in result.output


@pytest.mark.slow
def test_a_regex_bomb_answers_within_5_seconds_including_start_up(cache: Path) -> None:
    import time

    started = time.monotonic()
    result = subprocess.run(command("cards", "n:/(.*.*)*Q/"), env=environment(cache),
                            capture_output=True, text=True, timeout=60, check=False)  # fmt: skip
    assert time.monotonic() - started < 5.0
    assert result.returncode == 2 and "QUERY_TIMEOUT" not in result.stdout
    assert "did not finish in 5 s" in result.stderr


# --- item 13: what is printed never drives the terminal --------------------------------------

EVIL = "evil\x1b]0;pwned\x07 \u202eabc \x00"


def test_control_characters_in_names_and_paths_are_escaped(tmp_path: Path) -> None:
    deck = tmp_path / "line\nbreak.yaml"
    text = CCS_DECK.read_text(encoding="utf-8")
    name = EVIL.replace("\x1b", "\\e").replace("\x07", "\\a").replace("\x00", "\\0")
    deck.write_text(text.replace("name: ", f'name: "{name}"  # was: ', 1), encoding="utf-8")
    broken = tmp_path / "broken\n.yaml"
    broken.write_text("deck: [\n", encoding="utf-8")
    outputs = [
        invoke("validate", deck, broken, codes=[2]).output,
        invoke("deck", "show", deck, codes=[0]).output,
        invoke("play", deck, deck, codes=[0]).output,
        invoke("play", deck, deck, "--games", "2", codes=[0]).output,
        invoke("deck", "add", deck, "C1", codes=[0, 1]).output,
    ]
    for output in outputs:
        assert not any(ch in output for ch in "\x1b\x07\x00\u202e"), output
        assert "line\nbreak" not in output and "broken\n" not in output
    assert printable(str(deck)) in outputs[0] and "broken\\n.yaml:" in outputs[0]
    assert printable(EVIL) in outputs[1]


# --- the same examples still read -----------------------------------------------------------


def test_example_decks_still_validate() -> None:
    invoke("validate", *sorted(EXAMPLES.glob("*")), codes=[1])

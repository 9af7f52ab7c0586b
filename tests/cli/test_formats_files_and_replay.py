"""An outside tester's findings about users' ``--formats`` files, ``replay`` of hostile game
logs and ``cards`` query errors, through the real command line.

* A limit whose ``min`` is above its ``max`` is refused at its line (exit 2), not turned
  into a deck that "needs 50 to 30".
* A formats file's problems come in file order, whatever order the schema finds them in.
* A user's format named like a bundled one of its game is refused (exit 2), naming the
  bundled format and a free name: before, ``berserk-2023`` silently lost its COPY_LIMIT
  while every output still called it ``berserk-2023``.
* ``replay`` of a deeply nested line says so at the line (exit 2), never Python's
  "maximum recursion depth"; a record naming an agent deckcheck does not have is refused.
* An unknown value in a ``cards`` query lists the values and never names a file of the
  catalogue (``game.yaml``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.formats.load import read_formats_file
from tests.cli.helpers import ENV

ROOT = Path(__file__).resolve().parents[2]
BERSERK_DECK = str(ROOT / "examples" / "decks" / "steppes-berserk.yaml")
CCS_DECK = str(ROOT / "examples" / "decks" / "starter-short.yaml")
SQUAD = str(ROOT / "examples" / "squads" / "forest-mountain.yaml")
LOCATED = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<column>\d+): (?P<code>[A-Z_]+): ")


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args), env=ENV)


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def located(text: str) -> list[tuple[int, int, str]]:
    """(line, column, code) of every ``file:line:col: CODE:`` line of ``text``."""
    return [
        (int(m["line"]), int(m["column"]), m["code"])
        for m in map(LOCATED.match, text.splitlines())
        if m is not None
    ]


def no_traceback(output: str) -> None:
    assert "Traceback" not in output and "recursion" not in output, output


HOUSE = """\
game: berserk
formats:
  house:
    name: House
    source: our club
    limits:
      - code: DECK_SIZE
        kind: size
        section: deck
        min: 30
        max: 50
        rule: the deck has 30 to 50 cards
        source: our club
"""


def bounds(low: int, high: int) -> str:
    """:data:`HOUSE` with its limit's min and max."""
    return HOUSE.replace("min: 30\n        max: 50", f"min: {low}\n        max: {high}")


# --- 1a: a limit no deck can meet ---------------------------------------------------------


def test_a_min_above_its_max_is_refused_at_the_min(tmp_path: Path) -> None:
    formats = write(tmp_path, "f.yaml", bounds(50, 30))
    result = run("validate", "--formats", formats, BERSERK_DECK, "--format", "house")
    assert result.exit_code == 2, result.output
    assert f"{formats}:10:14: FORMAT_MIN_ABOVE_MAX: min 50 is above max 30" in result.stderr
    assert "did you mean min: 30 and max: 50?" in result.stderr
    assert "needs" not in result.output and "incomplete" not in result.output
    # squad check reads formats files through the same loader
    result = run("squad", "check", SQUAD, "--formats", formats, "-f", "house")
    assert result.exit_code == 2 and (10, 14, "FORMAT_MIN_ABOVE_MAX") in located(result.output)


def test_equal_bounds_are_a_limit_of_one_number(tmp_path: Path) -> None:
    formats = write(tmp_path, "f.yaml", bounds(36, 36))
    result = run("validate", "--formats", formats, BERSERK_DECK, "--format", "house")
    assert result.exit_code == 0, result.output  # the example deck has 36 cards


# --- 1b: problems in file order -----------------------------------------------------------

#: The schema checks a limit's ``source`` before its ``min`` and a format's ``limits``
#: before its ``name``: each pair below is written the other way round.
DISORDERED = """\
game: berserk
formats:
  house:
    name: H
    source: our club
    limits:
      - code: DECK_SIZE
        kind: size
        section: deck
        min: -1
        rule: the deck has cards
        source: y
      - code: deck_size
        kind: sise
        section: deck
        min: 60
        max: 40
        rule: x
        source: our club
"""


def test_problems_are_reported_in_file_order(tmp_path: Path) -> None:
    formats = write(tmp_path, "f.yaml", DISORDERED)
    diagnostics = read_formats_file(Path(formats)).diagnostics
    found = [(d.location.line, d.location.column) for d in diagnostics]
    assert len(found) >= 4 and found == sorted(found), found
    for args in (
        ("validate", "--formats", formats, BERSERK_DECK),
        ("squad", "check", SQUAD, "--formats", formats),
    ):
        result = run(*args)
        assert result.exit_code == 2, result.output
        lines = [(line, column) for line, column, _ in located(result.output)]
        assert len(lines) >= 4 and lines == sorted(lines), result.output
    # A formats file is configuration, not the thing checked (as check-jsonschema's schema
    # is): its problems go to standard error in text, in every command and every output.
    for json_args in (
        ("validate", "--formats", formats, BERSERK_DECK, "-o", "json"),
        ("squad", "check", SQUAD, "--formats", formats, "-o", "json"),
    ):
        result = run(*json_args)
        assert result.exit_code == 2 and result.stdout == "", result.output
        assert result.stderr.endswith(f"deckcheck: the formats file {formats} is not valid\n")
        lines = [(line, column) for line, column, _ in located(result.stderr)]
        assert len(lines) >= 4 and lines == sorted(lines), result.stderr


def test_the_loaders_own_problems_are_in_file_order_too(tmp_path: Path) -> None:
    """The checks past the schema (a default that is not a format, a min above its max)
    run format by format, then the default: a default written first is reported first."""
    text = HOUSE.replace("game: berserk\n", "game: berserk\ndefault: hose\n")
    formats = write(tmp_path, "f.yaml", text.replace("min: 30\n", "min: 60\n"))
    result = run("validate", "--formats", formats, BERSERK_DECK)
    assert result.exit_code == 2
    assert located(result.stderr) == [
        (2, 10, "FORMAT_UNKNOWN_DEFAULT"),
        (11, 14, "FORMAT_MIN_ABOVE_MAX"),
    ]


# --- 1c: a user's format named like a bundled one -------------------------------------------


def test_a_format_named_like_a_bundled_one_is_refused(tmp_path: Path) -> None:
    formats = write(tmp_path, "f.yaml", HOUSE.replace("  house:", "  berserk-2023:"))
    result = run("validate", "--formats", formats, BERSERK_DECK)
    assert result.exit_code == 2, result.output
    assert f"{formats}:3:3: FORMAT_NAME_TAKEN: 'berserk-2023' is already a bundled berserk" in (
        result.stderr
    )
    assert "'berserk-2023-house'" in result.stderr
    assert "legal" not in result.stdout
    # the same for the other game, and for squad check
    text = HOUSE.replace("game: berserk", "game: ccs").replace("  house:", "  short:")
    ccs = write(tmp_path, "c.yaml", text)
    result = run("validate", "--formats", ccs, CCS_DECK)
    assert result.exit_code == 2 and "FORMAT_NAME_TAKEN: 'short'" in result.stderr
    result = run("squad", "check", SQUAD, "--formats", formats)
    assert result.exit_code == 2 and (3, 3, "FORMAT_NAME_TAKEN") in located(result.output)


def test_a_formats_file_still_adds_formats_and_may_default_to_a_bundled_one(
    tmp_path: Path,
) -> None:
    text = HOUSE.replace("formats:\n", "default: berserk-2023\nformats:\n", 1)
    formats = write(tmp_path, "f.yaml", text)
    result = run("validate", "--formats", formats, BERSERK_DECK, "-o", "json")
    assert result.exit_code == 0, result.output
    (report,) = json.loads(result.stdout)
    assert report["format"] == "berserk-2023"
    result = run("validate", "--formats", formats, BERSERK_DECK, "--format", "house")
    assert result.exit_code == 0, result.output


# --- 2 and 3: replay of hostile game logs ---------------------------------------------------


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    log = tmp_path_factory.mktemp("log") / "game.jsonl"
    result = run("play", CCS_DECK, CCS_DECK, "--seed", "3", "--log", str(log))
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(log.read_text(encoding="utf-8"))
    return data


def replay(tmp_path: Path, *lines: str, index: int = 0) -> Any:
    log = write(tmp_path, "game.jsonl", "".join(line + "\n" for line in lines))
    return log, run("replay", log, "--game-index", str(index))


@pytest.mark.parametrize("depth", [100_000, 2_000, 40])
def test_a_deeply_nested_line_is_one_located_message(tmp_path: Path, depth: int) -> None:
    log, result = replay(tmp_path, "[" * depth + "]" * depth)
    assert result.exit_code == 2
    no_traceback(result.output)
    assert result.stderr.strip() == (
        f"deckcheck: {log}:1: not a deckcheck game record: nested too deeply "
        "(a record nests at most 32 levels of arrays and objects)"
    )


def test_deep_nesting_inside_a_record_is_refused_at_its_line(
    tmp_path: Path, record: dict[str, Any]
) -> None:
    deep = json.dumps(record)[:-1] + ', "extra": ' + "[" * 5000 + "]" * 5000 + "}"
    log, result = replay(tmp_path, json.dumps(record), deep, index=1)  # read past line 1
    assert result.exit_code == 2
    no_traceback(result.output)
    assert f"{log}:2: not a deckcheck game record: nested too deeply" in result.stderr


def test_a_number_too_long_to_read_is_said_in_deckchecks_words(tmp_path: Path) -> None:
    log, result = replay(tmp_path, '{"seed": ' + "7" * 5000 + "}")
    assert result.exit_code == 2
    assert f"{log}:1: not a deckcheck game record: a number of more than" in result.stderr
    assert "sys.set_int_max_str_digits" not in result.output


UNKNOWN_AGENT = "is not an agent of deckcheck's (random, greedy, search, pimc)"


@pytest.mark.parametrize(
    ("agent", "says"),
    [
        ("evil", f"agents.B: \"evil\" {UNKNOWN_AGENT}"),
        ("", f"agents.B: \"\" {UNKNOWN_AGENT}"),
        ("greedy:5", "agents.B: \"greedy:5\": only the search and pimc agents take a budget"),
        ("search:x", "agents.B: agent 'search:x': the budget must be a whole number above 0"),
        ("search:0", "agents.B: agent 'search:0': the budget must be a whole number above 0"),
    ],
)
def test_a_record_naming_an_unknown_agent_is_refused(
    tmp_path: Path, record: dict[str, Any], agent: str, says: str
) -> None:
    log, result = replay(tmp_path, json.dumps({**record, "agents": {"A": "greedy", "B": agent}}))
    assert result.exit_code == 2
    assert result.stderr.strip() == f"deckcheck: {log}:1: {says}"
    assert result.stdout == ""


@pytest.mark.parametrize("agent", ["random", "greedy", "search:400", "pimc", "pimc:50"])
def test_every_agent_play_records_replays(
    tmp_path: Path, record: dict[str, Any], agent: str
) -> None:
    _, result = replay(tmp_path, json.dumps({**record, "agents": {"A": agent, "B": "greedy"}}))
    assert result.exit_code == 0, result.output
    assert f"A: {record['names']['A']}, {agent} agent" in result.stdout


# --- 4: cards query errors name no internal file --------------------------------------------


@pytest.mark.parametrize(
    ("args", "known"),
    [
        (["r:mythic"], "known: common, uncommon, rare, each also by its name or an alias"),
        (["--game", "ccs", "--rarity", "mythic"], "known: common, uncommon, rare,"),
        (["e:plasma"], "known: wind, fire,"),
        (["t:dragon"], "known: clow_spirit, capture,"),
        (["c:nobody"], "known: sakura,"),
        (["ct:nobody"], "known: magical,"),
        (["--game", "berserk", "r:mythic"], "known: common, uncommon, rare, ultra_rare,"),
        (["--game", "berserk", "sub:nothing"], "known: ground, flying,"),
        (["--game", "berserk", "class:nobody"], "known: undead,"),
        (["--game", "berserk", "--subtype", "nothing"], "known: ground, flying,"),
    ],
)
def test_an_unknown_query_value_lists_the_values_not_a_file(args: list[str], known: str) -> None:
    result = run("cards", *args)
    assert result.exit_code == 2
    assert known in result.stderr
    assert "deckcheck cards --help" in result.stderr
    assert "yaml" not in result.output and "cardsets" not in result.output

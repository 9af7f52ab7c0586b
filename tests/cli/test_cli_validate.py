"""``deckcheck validate`` through the real command line (Typer's CliRunner)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "decks"
MODELINE = "# yaml-language-server: $schema=../../schemas/deck.schema.json"


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
    monkeypatch.chdir(ROOT)


def run(*args: str, stdin: bytes | str | None = None) -> Any:
    return CliRunner().invoke(
        app, ["validate", *args], input=stdin, env={"NO_COLOR": "1", "COLUMNS": "200"}
    )


def run_json(*args: str, stdin: bytes | str | None = None) -> tuple[int, list[dict[str, Any]]]:
    result = run("--output", "json", *args, stdin=stdin)
    return result.exit_code, json.loads(result.stdout)


EXPECTED = {
    "extended-guardians.yaml": "legal",
    "illegal-berserk.yaml": "illegal",
    "illegal-short.yaml": "illegal",
    "incomplete-short.yaml": "incomplete",
    "starter-25.yaml": "legal",
    "starter-short.yaml": "legal",
    "steppes-berserk.yaml": "legal",
    "steppes-limited.txt": "legal",
    "wind-and-fire.txt": "legal",
}


def test_every_example_has_its_verdict() -> None:
    assert sorted(p.name for p in EXAMPLES.iterdir()) == sorted(EXPECTED)
    for name, outcome in EXPECTED.items():
        code, (report,) = run_json(f"examples/decks/{name}")
        assert report["verdict"] == outcome, (name, report)
        assert code == (0 if outcome == "legal" else 1)
        if name.endswith(".yaml"):
            first = (EXAMPLES / name).read_text(encoding="utf-8").split("\n", 1)[0]
            assert first == MODELINE


def test_starter_short_is_mostly_the_starter_deck() -> None:
    import yaml

    deck = yaml.safe_load((EXAMPLES / "starter-short.yaml").read_text(encoding="utf-8"))
    starter = {
        c["id"]
        for c in yaml.safe_load(
            (ROOT / "cardsets/ccs/sets/starter_deck.yaml").read_text(encoding="utf-8")
        )["cards"]
    }
    from_starter = sum(n for card, n in deck["deck"].items() if card in starter)
    assert sum(deck["deck"].values()) == 30 and from_starter == 25
    assert set(deck["spirits"]) <= starter


def test_text_report_reads_like_a_compiler() -> None:
    result = run("examples/decks/illegal-short.yaml")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert (
        lines[0]
        == 'examples/decks/illegal-short.yaml: "Power overload" (ccs, short): illegal, 6 problems'
    )
    located = [line for line in lines if not line.startswith(" ")][1:]
    # C16's count of 0 leaves the deck's "too few" totals unknown: CAPTURE_TIER_MIN (two
    # of power 2000) is not reported over it; the "too many" totals still are.
    assert [line.split(": ")[1] for line in located] == [
        "DECK_SIZE",
        "CAPTURE_TIER_MAX",
        "WRONG_SECTION",
        "BAD_COUNT",
        "SPIRIT_DECK_MIN",
        "SPIRIT_ELEMENTS_MIN",
    ]
    assert all(
        re.match(r"examples/decks/illegal-short\.yaml:\d+:\d+: [A-Z_]+: ", line) for line in located
    )
    text = result.stdout
    assert "    fix: remove 1 Capture card of power 5000: C4, C9, C17\n" in text
    assert "    fix: add 1 spirit of another element (the spirit deck has wind, fire)\n" in text
    assert "    fix: move CS5 to spirits:\n" in text
    assert (
        "    rule: at most 4 Capture cards of power 5000 — Cardcaptors CCG rules, Russian text, "
        "«Сокращённый уровень игры»: не более четырёх карт Захвата с силой 5000\n" in text
    )
    assert "examples/decks/illegal-short.yaml:22:8: BAD_COUNT: 0 copies of C16" in text


def test_incomplete_is_told_apart() -> None:
    result = run("examples/decks/incomplete-short.yaml")
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0].endswith(
        "incomplete, 2 problems (too few cards: add cards to finish it)"
    )


def test_legal_deck_and_summary() -> None:
    result = run("examples/decks/starter-short.yaml")
    assert (result.exit_code, result.stdout) == (
        0,
        'examples/decks/starter-short.yaml: "Starter, made short" (ccs, short): legal\n',
    )
    result = run(*(f"examples/decks/{name}" for name in EXPECTED))
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-1] == "9 decks: 6 legal, 1 incomplete, 2 illegal"


def test_berserk_example_report() -> None:
    result = run("examples/decks/illegal-berserk.yaml")
    text = result.stdout
    assert (
        "illegal-berserk.yaml:7:3: COPY_LIMIT: 4 cards named «Кочевник» (VS-001 ×4); "
        "berserk-2023 allows at most 3" in text
    )
    assert (
        "DECK_SIZE: the deck has 51 cards (49 read, 2 not in the catalogue: C4, VS-0O2); "
        "berserk-2023 needs 30 to 50" in text
    )
    assert "WRONG_GAME: C4 (Sakura) is a ccs card; this deck is checked as berserk" in text
    assert "UNKNOWN_CARD: no berserk card 'VS-0O2'; did you mean VS-002" in text
    assert "BAD_COUNT: the count of VS-030 is 'three'" in text
    assert "WRONG_SECTION: berserk decks have no section 'spirits'" in text


# --- JSON ------------------------------------------------------------------------------


def test_json_output_field_by_field() -> None:
    code, reports = run_json(
        "examples/decks/illegal-short.yaml", "examples/decks/starter-short.yaml"
    )
    assert code == 1
    illegal, legal = reports
    assert set(illegal) == {"file", "name", "game", "format", "valid", "verdict", "violations"}
    assert (illegal["file"], illegal["game"], illegal["format"], illegal["valid"]) == (
        "examples/decks/illegal-short.yaml",
        "ccs",
        "short",
        False,
    )
    assert (legal["valid"], legal["violations"], legal["verdict"]) == (True, [], "legal")
    tiers = [v for v in illegal["violations"] if v["code"] == "CAPTURE_TIER_MAX"]
    assert tiers == [
        {
            "code": "CAPTURE_TIER_MAX",
            "message": "the player's deck has 5 Capture cards of power 5000; "
            "short allows at most 4",
            "rule": "at most 4 Capture cards of power 5000",
            "source": "Cardcaptors CCG rules, Russian text, «Сокращённый уровень игры»: "
            "не более четырёх карт Захвата с силой 5000",
            "expected": "at most 4",
            "actual": 5,
            "cards": ["C4", "C9", "C17"],
            "line": 8,
            "column": 1,
            "fix": "remove 1 Capture card of power 5000: C4, C9, C17",
            "reading": False,
            "too_few": False,
            "severity": "error",
        }
    ]
    bad = next(v for v in illegal["violations"] if v["code"] == "BAD_COUNT")
    assert (bad["line"], bad["column"], bad["actual"], bad["cards"], bad["rule"]) == (
        22,
        8,
        0,
        ["C16"],
        None,
    )
    wrong = next(v for v in illegal["violations"] if v["code"] == "WRONG_SECTION")
    assert (wrong["expected"], wrong["actual"], wrong["cards"], wrong["line"]) == (
        "spirits",
        "deck",
        ["CS5"],
        21,
    )


# --- exit codes and malformed files --------------------------------------------------


def write(tmp_path: Path, name: str, content: str | bytes) -> str:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return str(path)


ALIAS_BOMB = (
    "\n".join(
        ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        + [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
        + ["deck: {C4: 1}"]
    )
    + "\n"
)


@pytest.mark.parametrize(
    ("name", "content", "located"),
    [
        (
            "dup.yaml",
            "game: ccs\ndeck:\n  C4: 1\n  C4: 2\n",
            ":4:3: YAML_DUPLICATE_KEY: duplicate key 'C4'",
        ),
        (
            "bomb.yaml",
            ALIAS_BOMB,
            ":4:45: YAML_ALIAS_LIMIT: aliases expand to more than 10000 nodes",
        ),
        (
            "latin1.yaml",
            b"game: ccs\nname: Caf\xe9\ndeck: {C4: 1}\n",
            ":2:10: YAML_ENCODING: not valid UTF-8",
        ),
        ("latin1.txt", b"2 C4 Caf\xe9\n", ":1:9: YAML_ENCODING: not valid UTF-8"),
        (
            "shape.yaml",
            "game: ccs\ndeck: [C4]\n",
            ":2:7: SCHEMA_TYPE: deck: expected object or null, got a list",
        ),
        ("lines.txt", "2 C4\nwhat is this\n", ":2:1: DECK_TEXT_SYNTAX: cannot read this line"),
    ],
)
def test_malformed_files_exit_2_and_the_others_are_checked(
    tmp_path: Path, name: str, content: str | bytes, located: str
) -> None:
    bad = write(tmp_path, name, content)
    result = run(bad, "examples/decks/starter-short.yaml", "examples/decks/illegal-short.yaml")
    assert result.exit_code == 2
    text = result.stdout
    assert f"{bad}: unreadable" in text
    assert bad + located in text, text
    assert 'starter-short.yaml: "Starter, made short" (ccs, short): legal' in text
    assert "illegal-short.yaml:8:1: DECK_SIZE" in text
    assert text.splitlines()[-1] == "3 decks: 1 legal, 1 illegal, 1 unreadable"


def test_malformed_files_in_json(tmp_path: Path) -> None:
    bad = write(tmp_path, "dup.yaml", "game: ccs\ndeck:\n  C4: 1\n  C4: 2\n")
    code, (report, legal) = run_json(bad, "examples/decks/starter-short.yaml")
    assert code == 2 and legal["valid"]
    assert (report["valid"], report["verdict"], report["game"]) == (False, "unreadable", None)
    (problem,) = report["violations"]
    assert (problem["code"], problem["line"], problem["column"], problem["severity"]) == (
        "YAML_DUPLICATE_KEY",
        4,
        3,
        "input",
    )


def test_missing_file(tmp_path: Path) -> None:
    result = run(str(tmp_path / "none.yaml"))
    assert result.exit_code == 2 and "FILE_NOT_FOUND: no such file" in result.stdout


# --- standard input -------------------------------------------------------------------


def test_stdin_yaml_and_text() -> None:
    text = (EXAMPLES / "wind-and-fire.txt").read_text(encoding="utf-8")
    code, (report,) = run_json("-", stdin=text)
    assert (code, report["file"], report["verdict"], report["name"]) == (
        0,
        "<stdin>",
        "legal",
        "Wind and fire",
    )
    yaml_text = (EXAMPLES / "illegal-short.yaml").read_bytes()
    result = run("-", stdin=yaml_text)
    assert result.exit_code == 1
    assert "<stdin>:8:1: DECK_SIZE: the player's deck has 31 cards" in result.stdout
    result = run("-", stdin=b"2 C4 Caf\xe9\n")
    assert result.exit_code == 2 and "<stdin>:1:9: YAML_ENCODING" in result.stdout


def test_stdin_among_files() -> None:
    result = run("examples/decks/starter-25.yaml", "-", stdin="Game: berserk\n30 VS-001\n")
    assert result.exit_code == 1
    assert "<stdin>:2:4: COPY_LIMIT: 30 cards named «Кочевник»" in result.stdout


# --- formats --------------------------------------------------------------------------


def test_format_option_overrides_the_deck() -> None:
    result = run("--format", "short", "examples/decks/starter-25.yaml")
    assert result.exit_code == 1
    assert '"Starter Deck" (ccs, short): incomplete, 1 problem' in result.stdout
    assert "DECK_SIZE: the player's deck has 25 cards; short needs exactly 30" in result.stdout
    assert "fix: add 5 cards to the player's deck" in result.stdout
    result = run("-f", "berserk-limited", "examples/decks/steppes-berserk.yaml")
    assert result.exit_code == 0


def test_unknown_format_option_is_a_usage_error() -> None:
    result = run("--format", "shrot", "examples/decks/starter-25.yaml")
    assert result.exit_code == 2
    assert "no format 'shrot'; did you mean 'short'?" in result.stderr


def test_format_of_the_other_game() -> None:
    # A --format of another game than the deck's is the command line's error: exit 2, as
    # in every command (it was 1 here, 2 in stats, report, deck show).
    code, (report,) = run_json("--format", "berserk-2023", "examples/decks/starter-25.yaml")
    assert code == 2 and report["verdict"] == "unreadable"
    (violation,) = report["violations"]
    assert (violation["code"], violation["expected"], violation["actual"]) == (
        "WRONG_GAME",
        "berserk",
        "ccs",
    )
    assert violation["severity"] == "input"


HOUSE = """\
# yaml-language-server: $schema=../schemas/formats.schema.json
game: ccs
default: starter-plus
formats:
  starter-plus:
    name: Starter plus
    source: house rules
    limits:
      - code: DECK_SIZE
        kind: size
        section: deck
        min: 25
        max: 35
        rule: 25 to 35 cards
        source: house rules
      - code: CAPTURE_MIN
        kind: count_where
        section: deck
        where: {type: capture}
        min: 17
        rule: at least 17 Capture cards
        source: house rules
"""


def test_custom_formats_file(tmp_path: Path) -> None:
    house = write(tmp_path, "house.yaml", HOUSE)
    deck = write(
        tmp_path,
        "deck.txt",
        (EXAMPLES / "wind-and-fire.txt").read_text(encoding="utf-8").replace("Format: short\n", ""),
    )
    code, (report,) = run_json("--formats", house, deck)
    assert (code, report["format"], report["verdict"]) == (0, "starter-plus", "legal")
    code, (report,) = run_json(
        "--formats", house, "examples/decks/starter-25.yaml", "--format", "starter-plus"
    )
    assert code == 1
    (violation,) = report["violations"]
    assert (violation["code"], violation["actual"], violation["expected"], violation["fix"]) == (
        "CAPTURE_MIN",
        16,
        "at least 17",
        "add 1 Capture card",
    )
    # the bundled formats are still there
    assert run("--formats", house, "examples/decks/starter-short.yaml").exit_code == 0


def test_invalid_formats_file(tmp_path: Path) -> None:
    bad = write(tmp_path, "bad.yaml", HOUSE.replace("kind: size", "kind: sise"))
    result = run("--formats", bad, "examples/decks/starter-short.yaml")
    assert result.exit_code == 2
    assert f"{bad}:10:15: SCHEMA_ENUM" in result.stderr and "did you mean 'size'" in result.stderr


def test_help() -> None:
    result = CliRunner().invoke(
        app, ["validate", "--help"], env={"NO_COLOR": "1", "COLUMNS": "200"}
    )
    assert result.exit_code == 0
    for option in ("--format", "--formats", "--output", "--no-cache"):
        assert option in result.stdout

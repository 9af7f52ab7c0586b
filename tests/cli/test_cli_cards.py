"""``deckcheck cards`` and ``deckcheck card`` through the real command line."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner, Result

from deckcheck.cli import app

CARDSETS = Path(__file__).resolve().parents[2] / "cardsets"
runner = CliRunner()

Run = Callable[..., Result]


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    cache = tmp_path_factory.mktemp("cache")
    return {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": str(cache)}


@pytest.fixture(scope="module")
def run(env: dict[str, str]) -> Run:
    def invoke(*args: str) -> Result:
        return runner.invoke(app, list(args), env=env)

    return invoke


def yaml_cards(game: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = []
    for path in sorted((CARDSETS / game / "sets").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        cards.extend({**card, "_set": data["set"]["code"]} for card in data["cards"])
    return cards


def table(result: Result) -> tuple[list[str], list[list[str]], str]:
    """The header cells, the rows' cells and the count line of a table listing."""
    lines = [line.rstrip() for line in result.stdout.splitlines()]
    count_line = lines[-1]
    if not lines[0].startswith("ID"):
        return [], [], count_line
    separator = next(i for i, line in enumerate(lines) if set(line) == {"─"})
    header = re.split(r"\s{2,}", lines[0].strip())
    rows = [
        re.split(r"\s{2,}", line.strip())
        for line in lines[separator + 1 : -1]
        if line and not line.startswith("Cost: E =")
    ]
    return header, rows, count_line


def listed_ids(result: Result) -> list[str]:
    return [row[0] for row in table(result)[1]]


def json_ids(result: Result) -> set[str]:
    assert result.exit_code == 0, result.stderr
    return {record["id"] for record in json.loads(result.stdout)}


# --- Table ----------------------------------------------------------------------------------


def test_whole_catalogue_table(run: Run) -> None:
    result = run("cards")
    assert result.exit_code == 0, result.stderr
    header, rows, count_line = table(result)
    assert header == ["ID", "Name", "Type", "Elements", "Power", "Character", "Rarity", "Set"]
    assert count_line == "254 cards"
    assert len(rows) == 254
    assert rows[0] == ["C1", "Sakura", "Capture", "Wind, Fire", "2000", "Sakura", "Common", "SD"]
    assert "\x1b[" not in result.stdout


def test_filtered_count_line(run: Run) -> None:
    result = run("cards", "t:capture")
    _, rows, count_line = table(result)
    assert count_line == "122 of 254 cards"
    assert len(rows) == 122
    limited = run("cards", "t:capture", "--limit", "5")
    _, rows, count_line = table(limited)
    assert count_line == "122 of 254 cards (5 shown)"
    assert [row[0] for row in rows] == ["C1", "C2", "C3", "C4", "C8"]


def test_major_spirits_are_marked(run: Run) -> None:
    _, rows, _ = table(run("cards", "id:CS1 or id:CS2"))
    assert rows[0][:5] == ["CS1", "The Windy", "Clow Spirit", "Wind", "Major"]
    assert rows[1][0] == "CS2" and "Major" not in rows[1]


def test_no_match(run: Run) -> None:
    result = run("cards", "name:zzzz")
    assert result.exit_code == 0
    assert result.stdout.strip() == "0 of 254 cards"


def test_berserk_table(run: Run) -> None:
    result = run("cards", "--game", "berserk", "id:VS-001 or id:VS-093")
    header, rows, count_line = table(result)
    assert header == [
        "ID", "Name", "Elements", "Type", "Cost", "Lives", "Move", "Strike", "Rarity", "Set"
    ]  # fmt: skip
    assert rows[0] == [
        "VS-001", "Кочевник", "Степи", "Существо", "3", "8", "2", "1-2-3", "Частая", "VS"
    ]  # fmt: skip
    assert rows[1][4] == "5 EU"  # elite and unique
    assert "Cost: E = elite (gold crystal), U = unique" in result.stdout
    assert count_line == "2 of 400 cards"


def test_berserk_list_in_80_columns_shows_kind_flying_and_movement(env: dict[str, str]) -> None:
    result = runner.invoke(app, ["cards", "--game", "berserk", "id:VS-001 or sub:flying",
                                 "--limit", "40"], env={**env, "COLUMNS": "80"})
    header, rows, _ = table(result)
    assert header == ["ID", "Name", "Elements", "Type", "Cost", "Lives", "Move", "Strike"]
    assert all(len(line) <= 80 for line in result.stdout.splitlines())
    by_id = {row[0]: row for row in rows}
    assert by_id["VS-001"][3:7] == ["Существо", "3", "8", "2"]
    flyers = [row for row in rows if row[0] != "VS-001"]
    assert flyers and all(row[3] == "Летающее" and row[6] == "полёт" for row in flyers)


def test_narrow_terminal_drops_columns(env: dict[str, str]) -> None:
    result = runner.invoke(app, ["cards", "--limit", "3"], env={**env, "COLUMNS": "50"})
    header, _, _ = table(result)
    assert header[:2] == ["ID", "Name"]
    assert "Rarity" not in header
    assert all(len(line) <= 50 for line in result.stdout.splitlines())


# --- JSON and CSV ---------------------------------------------------------------------------


def test_json_output(run: Run) -> None:
    result = run("cards", "--output", "json")
    assert result.exit_code == 0
    records = json.loads(result.stdout)
    assert len(records) == 254
    by_id = {r["id"]: r for r in records}
    for card in yaml_cards("ccs"):
        record = by_id[card["id"]]
        assert record["name"] == card["name"]
        assert record["type"] == card["type"]
        assert record["rarity"] == card["rarity"]
        assert record["set"] == card["_set"]
        assert record["elements"] == card.get("elements", [])
        assert record["power"] == card.get("power")
        if card["type"] == "clow_spirit":
            assert record["major"] is card["major"]


def test_json_for_berserk_carries_the_card_fields(run: Run) -> None:
    records = json.loads(run("cards", "--game", "berserk", "--output", "json").stdout)
    assert len(records) == 400
    by_id = {r["id"]: r for r in records}
    for card in yaml_cards("berserk"):
        record = by_id[card["id"]]
        for key, value in card.items():
            if key != "_set":
                assert record[key] == value, (card["id"], key)
        assert record["set"] == card["_set"]


def test_csv_output(run: Run) -> None:
    result = run("cards", "t:reinforcement", "--output", "csv")
    assert result.exit_code == 0
    rows = list(csv.reader(io.StringIO(result.stdout)))
    header, body = rows[0], rows[1:]
    assert header[:6] == ["id", "name", "set", "type", "rarity", "elements"]
    assert len(body) == 21
    records = [dict(zip(header, row, strict=True)) for row in body]
    madison_kero = next(r for r in records if r["name"] == "Madison / Kero")
    assert madison_kero["characters"] == "madison/kero"
    assert madison_kero["character_types"] == "non_magical/magical"
    assert madison_kero["power"] == ""


def test_csv_for_berserk(run: Run) -> None:
    result = run("cards", "--game", "berserk", "--output", "csv", "id:VS-001")
    header, row = list(csv.reader(io.StringIO(result.stdout)))
    record = dict(zip(header, row, strict=True))
    assert record["strike"] == "1/2/3"
    assert record["elite"] == "false"
    assert record["elements"] == "steppes"


def test_output_formats_agree(run: Run) -> None:
    query = "e:fire r:rare t:capture power>=4000"
    as_json = json_ids(run("cards", query, "--output", "json"))
    as_csv = {
        row[0]
        for row in list(csv.reader(io.StringIO(run("cards", query, "--output", "csv").stdout)))[1:]
    }
    as_table = set(listed_ids(run("cards", query)))
    assert as_json == as_csv == as_table
    assert len(as_json) == 8


# --- Options --------------------------------------------------------------------------------


def test_filter_options(run: Run) -> None:
    def cards(*args: str) -> set[str]:
        found = json_ids(run("cards", "--output", "json", *args))
        # Each side of an equality below must filter: two empty (or two whole) listings
        # would agree whatever the option did.
        assert 0 < len(found) < (400 if "berserk" in args else 254), args
        return found

    assert cards("--element", "thunder") == cards("e:electricity")
    assert cards("--element", "ЛЕСНЫЕ", "--game", "berserk") == cards(
        "--game", "berserk", "e:forests"
    )
    assert cards("--set", "Series 2") == cards("--set", "S2") == cards("s:S2")
    assert len(cards("--set", "Series 2")) == 90
    assert len(cards("--game", "berserk", "--set", "Война стихий")) == 200
    assert (
        cards("--character", "Syaoran") == cards("--character", "Сяоран") == cards("c:li_showron")
    )
    assert cards("--character", "Tomoyo") == cards("c:madison")
    assert cards("--power", ">=4000") == cards("pow>=4000")
    assert cards("--power", "4000") == cards("pow=4000")
    assert cards("--power", "<3000") == cards("pow<3000")
    assert cards("--power", "!=2000") == cards("pow!=2000")
    assert cards("--rarity", "R", "--type", "spirit") == cards("r:rare t:clow_spirit")
    assert cards("--element", "fire", "--element", "water") == cards("e:fire or e:water")
    assert cards("--element", "fire", "r:rare") == cards("e:fire r:rare")
    assert cards("--game", "berserk", "--cost", ">=5") == cards("--game", "berserk", "cost>=5")
    assert cards("--game", "berserk", "--subtype", "летающие") == cards(
        "--game", "berserk", "sub:flying"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--element", "fier"], "--element: unknown element 'fier' for ccs; did you mean 'fire'?"),
        (["--set", "Series 9"], "deckcheck: --set: unknown set 'Series 9'; did you mean"),
        (["--character", "Syoran"], "did you mean 'syaoran'"),
        (["--power", "big"], "deckcheck: --power: power needs a whole number, got 'big'"),
        (["--game", "berserk", "--power", "4"], "--power does not apply to berserk cards"),
        (["--game", "berserk", "--element", "fire"], "unknown element 'fire' for berserk"),
        (["--game", "chess"], "unknown game 'chess'; known games: ccs, berserk"),
        (["--sort", "powr"], "unknown sort key 'powr' for ccs; did you mean 'power'?"),
        (["--elemnt", "fire"], "no such option: --elemnt; did you mean --element?"),
        (["-o", "json"], "no such option: -o; did you mean --output?"),
        (["-h"], "no such option: -h; did you mean --help?"),
    ],
)  # fmt: skip
def test_bad_options_exit_2(run: Run, args: list[str], message: str) -> None:
    result = run("cards", *args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stdout == ""


def test_limit_must_be_positive(run: Run) -> None:
    assert run("cards", "--limit", "0").exit_code == 2


def test_sort(run: Run) -> None:
    records = json.loads(
        run("cards", "t:capture", "--sort", "-power,name", "--output", "json").stdout
    )
    keys = [(-r["power"], r["name"].casefold()) for r in records]
    assert keys == sorted(keys)
    set_order = ["SD", "S1", "S2", "PG"]

    def default_key(card: dict[str, Any]) -> tuple[int, str, int]:
        prefix = card["id"].rstrip("0123456789")
        return set_order.index(card["_set"]), prefix, int(card["id"][len(prefix) :])

    expected = [c["id"] for c in sorted(yaml_cards("ccs"), key=default_key)]
    assert listed_ids(run("cards")) == expected
    assert listed_ids(run("cards", "id:/^C1\\d?$/")) == [
        i for i in expected if re.fullmatch(r"C1\d?", i)
    ]


# --- Queries on the command line ------------------------------------------------------------


def test_query_words_are_joined(run: Run) -> None:
    assert json_ids(run("cards", "e:fire", "r:rare", "--output", "json")) == json_ids(
        run("cards", "e:fire r:rare", "--output", "json")
    )


def test_query_may_start_with_a_minus(run: Run) -> None:
    everything = json_ids(run("cards", "--output", "json"))
    captures = json_ids(run("cards", "t:capture", "--output", "json"))
    assert json_ids(run("cards", "-t:capture", "--output", "json")) == everything - captures
    assert json_ids(run("cards", "--output", "json", "--", "-t:capture")) == everything - captures
    majors = json_ids(run("cards", "is:major", "--output", "json"))
    assert json_ids(run("cards", "-is:major", "--output", "json")) == everything - majors
    # Letters of real options (o, h) inside a negated term are not read as options.
    windy = json_ids(run("cards", "--output", "json", "-(name:the or o:h)", "-pow=2000"))
    expected = json_ids(run("cards", "--output", "json", "-name:the -o:h -power=2000"))
    assert windy == expected
    assert "CS1" not in windy


def test_berserk_queries(run: Run) -> None:
    def cards(query: str) -> set[str]:
        return json_ids(run("cards", "--game", "berserk", "--output", "json", query))

    berserk = yaml_cards("berserk")
    assert cards("e:лесные") == {c["id"] for c in berserk if "forests" in c["elements"]}
    assert cards("cost>=5") == {c["id"] for c in berserk if c["cost"] >= 5}
    assert cards("is:elite") == {c["id"] for c in berserk if c["elite"]}
    assert cards("e:neutral") == {c["id"] for c in berserk if not c["elements"]}
    assert cards("e:нейтралы is:unique") == {
        c["id"] for c in berserk if not c["elements"] and c["unique"]
    }


@pytest.mark.parametrize(
    ("query", "column", "message", "caret"),
    [
        ("e:fire (r:rare", 8, "'(' is never closed", "       ^"),
        ("e:fire r:rare)", 14, "unbalanced ')'", "             ^"),
        ("e:fire foo:bar", 8, "unknown key 'foo' for ccs", "       ^~~"),
        ("power>=lots", 8, "power needs a whole number, got 'lots'", "       ^~~~"),
        ("e:fier", 3, "unknown element 'fier' for ccs; did you mean 'fire'?", "  ^~~~"),
        ("e:fire or", 8, "'or' needs a term after it", "       ^~"),
        ("o:/(draw/", 4, "bad regular expression", "   ^"),
        ('name:"the windy', 6, "unterminated quote", "     ^"),
        ("c:Сяоран e:огнь", 12, "unknown element 'огнь'", "           ^~~~"),
    ],
)
def test_query_errors_show_a_caret(
    run: Run, query: str, column: int, message: str, caret: str
) -> None:
    result = run("cards", query)
    assert result.exit_code == 2
    first, shown, marker = result.stderr.splitlines()
    assert first.startswith(f"deckcheck: query:{column}: QUERY_SYNTAX: ")
    assert message in first
    assert shown == f"  {query}"
    assert marker == f"  {caret}"
    assert result.stdout == ""


def test_berserk_query_error(run: Run) -> None:
    result = run("cards", "--game", "berserk", "is:major")
    assert result.exit_code == 2
    assert "deckcheck: query:4: QUERY_SYNTAX: unknown property is:major" in result.stderr
    assert "is:elite" in result.stderr


# --- One card -------------------------------------------------------------------------------


def test_card_in_full(run: Run) -> None:
    result = run("card", "C6")
    assert result.exit_code == 0, result.stderr
    lines = dict(re.split(r":\s+", line, maxsplit=1) for line in result.stdout.splitlines())
    assert lines["Id"] == "C6"
    assert lines["Set"] == "Series 1 (S1, 2001)"
    assert lines["Elements"] == "Wind, Electricity"
    assert lines["Power"] == "5000"
    assert lines["Characters"].startswith("Sakura (also Sakura Avalon, Sakura Kinomoto, Сакура")
    assert lines["Character types"] == "Magical"


def test_card_rules_text(run: Run) -> None:
    result = run("card", "R16")
    assert "Counts as Julian" in result.stdout
    assert "Yue (counts as Julian; also Юэ)" in result.stdout


def test_card_by_name(run: Run) -> None:
    assert run("card", "The Windy").stdout.splitlines()[0].split() == ["Id:", "CS1"]
    assert run("card", "the windy").exit_code == 0
    berserk = run("card", "--game", "berserk", "Мастер разума")
    lines = dict(re.split(r":\s+", line, maxsplit=1) for line in berserk.stdout.splitlines()
                 if not line.startswith(" "))  # a field's further lines are indented
    assert lines["Unique"] == "yes"
    assert lines["Strike"] == "weak 2, medium 3, strong 3"
    assert lines["Abilities"] == "attack_experience-1, spell_protection, impact"
    assert lines["Implemented"] == "no"


def test_card_json(run: Run) -> None:
    detail = json.loads(run("card", "C6", "--output", "json").stdout)
    assert detail["id"] == "C6"
    assert detail["set"] == "S1" and detail["set_name"] == "Series 1"
    assert detail["elements"] == ["wind", "electricity"]
    assert detail["names"]["elements"] == ["Wind", "Electricity"]
    assert detail["character_details"][0]["aliases"][:2] == ["Sakura Avalon", "Sakura Kinomoto"]
    berserk = json.loads(run("card", "--game", "berserk", "VS-001", "-o", "json").stdout)
    assert berserk["strike"] == {"weak": 1, "medium": 2, "strong": 3}


def test_unknown_card(run: Run) -> None:
    result = run("card", "C999")
    assert result.exit_code == 2
    assert "deckcheck: no ccs card has the id or name 'C999'; did you mean C99" in result.stderr


def test_ambiguous_card_name(run: Run) -> None:
    result = run("card", "Sakura")
    assert result.exit_code == 2
    assert "'Sakura' fits 25 ccs cards: C1 Wind/Fire 2000 (Sakura, SD)," in result.stderr
    assert "write one of the ids (C1, C5, C54, …)" in result.stderr


# --- Start-up -------------------------------------------------------------------------------


def test_cached_listing_does_not_import_jsonschema(env: dict[str, str]) -> None:
    command = [sys.executable, "-X", "importtime", "-m", "deckcheck", "cards", "--output=json"]
    environment = {**os.environ, **env}
    subprocess.run(command, env=environment, capture_output=True, check=True)  # fills the cache
    second = subprocess.run(command, env=environment, capture_output=True, text=True, check=True)
    imported = {line.split("|")[-1].strip() for line in second.stderr.splitlines()}
    assert "deckcheck.catalog.search" in imported
    assert "jsonschema" not in imported
    assert "rich" not in imported  # JSON output needs no rich either
    assert len(json.loads(second.stdout)) == 254


@pytest.mark.parametrize("game", ["ccs", "berserk"])
def test_unimplemented_lists_exactly_the_cards_marked_so(run: Run, game: str) -> None:
    """`--unimplemented` lists the cards whose record says `implemented: false`."""
    expected = sorted(c["id"] for c in yaml_cards(game) if c.get("implemented") is False)
    result = run("cards", "--game", game, "--unimplemented", "--output", "json")
    assert result.exit_code == 0, result.output
    assert sorted(record["id"] for record in json.loads(result.output)) == expected
    if game == "ccs":
        assert expected  # the engine leaves a few cards out, and says so


def test_card_says_what_the_engine_plays_of_a_berserk_card_and_what_not() -> None:
    """``deckcheck card`` shows, in the engine's words, each printed ability it plays and
    each it does not (NT-088: its two keywords and two encoded abilities, all played;
    NT-121: stamina played, not the ability its prophecy label names, and why)."""
    from typer.testing import CliRunner

    from deckcheck.cli.app import app

    runner = CliRunner()
    text = runner.invoke(app, ["card", "NT-088"])
    assert text.exit_code == 0, text.output
    assert "Plays:" in text.output and "shot_protection (keyword)" in text.output
    assert "«sentry paths»" in text.output and "Does not play:" not in text.output
    detail = json.loads(runner.invoke(app, ["card", "NT-088", "-o", "json"]).output)
    assert len(detail["played"]) == 4 and detail["not_played"] == []
    text = runner.invoke(app, ["card", "NT-121"])
    assert "stamina (keyword)" in text.output and "Does not play:" in text.output
    detail = json.loads(runner.invoke(app, ["card", "NT-121", "-o", "json"]).output)
    assert len(detail["not_played"]) == 1  # its prophecy clause, encoded but not played,
    assert detail["not_played"][0].startswith("«informer's knives»: ")  # says why
    plain = json.loads(runner.invoke(app, ["card", "VS-001", "-o", "json"]).output)
    assert plain["played"] == [] and plain["not_played"] == []
    ccs = json.loads(runner.invoke(app, ["card", "C1", "-o", "json"]).output)
    assert "played" not in ccs  # the CCS engine does not say

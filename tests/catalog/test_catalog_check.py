"""`deckcheck catalog check`, the schemas, the document cache and start-up."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

from deckcheck.catalog.load import check_catalogue_paths, load_catalogue
from deckcheck.cli import app
from deckcheck.loading.cache import DocumentCache
from deckcheck.loading.check import check_file
from deckcheck.loading.schema import load_schema, schema_names
from deckcheck.resources import cardsets_dir, game_dir, schemas_dir

runner = CliRunner()
ENV = {"NO_COLOR": "1", "COLUMNS": "200"}


@pytest.fixture(autouse=True)
def _cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    # Not the user's ~/.cache/deckcheck: a stale or broken entry there must not decide a test.
    monkeypatch.setenv("DECKCHECK_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


CARD_SET = """\
# yaml-language-server: $schema=../../../schemas/cardset.schema.json
game: ccs
set: {code: T1, name: Test set, year: 2001, status: official, provenance: written for a test}
cards:
  - id: C900
    name: Sakura
    type: capture
    rarity: common
    elements: [fire]
    power: 5000
    characters: [sakura]
    character_types: [magical]
"""


def invoke(*args: str, cache_dir: Path | None = None) -> tuple[int, str]:
    env = dict(ENV)
    if cache_dir is not None:
        env["DECKCHECK_CACHE_DIR"] = str(cache_dir)
    result = runner.invoke(app, list(args), env=env)
    return result.exit_code, result.output


def write_set(folder: Path, name: str, text: str) -> Path:
    (folder / "sets").mkdir(parents=True, exist_ok=True)
    path = folder / "sets" / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def catalogue(tmp_path: Path) -> Path:
    """A copy of the bundled Card Captor Sakura catalogue to break."""
    folder = tmp_path / "ccs"
    folder.mkdir()
    shutil.copy(game_dir("ccs") / "game.yaml", folder)
    shutil.copytree(game_dir("ccs") / "sets", folder / "sets")
    return folder


# --- schemas --------------------------------------------------------------------------


@pytest.mark.parametrize("name", schema_names())
def test_every_schema_is_a_valid_draft_2020_12_schema(name: str) -> None:
    schema = load_schema(name)
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    # Relative ids only: an absolute one would make validators reach for the network.
    assert "://" not in schema.get("$id", "")


def test_every_bundled_file_validates_and_names_its_schema() -> None:
    files = sorted(cardsets_dir().rglob("*.yaml"))
    assert files
    for path in files:
        first_line = path.read_text(encoding="utf-8").split("\n", 1)[0]
        assert first_line.startswith("# yaml-language-server: $schema="), path
        target = (path.parent / first_line.split("=", 1)[1]).resolve()
        assert target.is_file() and target.parent == schemas_dir().resolve(), path
        checked = check_file(path)
        assert checked.ok, checked.diagnostics


def test_schema_command_prints_and_lists() -> None:
    code, out = invoke("schema", "deck" if "deck.schema.json" in schema_names() else "cardset")
    assert code == 0 and json.loads(out)["$schema"].endswith("2020-12/schema")
    code, out = invoke("schema")
    assert code == 0 and "cardset" in out.split()
    code, out = invoke("schema", "nope")
    assert code == 2 and "no schema named" in out


# --- catalog check -----------------------------------------------------------------------


def test_bundled_catalogues_are_clean() -> None:
    code, out = invoke("catalog", "check")
    assert code == 0, out
    assert "654 cards checked: ok" in out


def test_every_problem_is_reported_sorted_with_location(catalogue: Path) -> None:
    write_set(
        catalogue,
        "broken.yaml",
        CARD_SET
        + """\
  - id: C901
    name: Sakura
    type: capture
    rarity: comon
    elements: [fyre]
    power: 4500
    characters: [sakura]
    character_types: [magical]
    colour: pink
  - id: C902
    name: Madison
    type: capture
    rarity: rare
    elements: [fire]
    characters: [madison]
    character_types: [non_magical]
""",
    )
    code, out = invoke("catalog", "check", str(catalogue))
    assert code == 1
    lines = [line for line in out.splitlines() if ": SCHEMA_" in line]
    located = [(int(line.split(":")[1]), int(line.split(":")[2])) for line in lines]
    assert located == sorted(located)
    text = "\n".join(lines)
    assert "broken.yaml:16:13: SCHEMA_ENUM: cards[1].rarity: 'comon' is not one of" in text
    assert "did you mean 'common'?" in text
    assert "broken.yaml:17:16:" in text and "'fyre'" in text
    assert "broken.yaml:18:12:" in text and "4500" in text
    # An unknown key is reported at the key itself.
    assert "broken.yaml:21:5: SCHEMA_ADDITIONAL_PROPERTIES: cards[1]: unknown key 'colour'" in text
    assert text.count("'colour'") == 1  # reported once, though two schema levels forbid it
    assert "broken.yaml:22:5: SCHEMA_REQUIRED: cards[2]: missing required key 'power'" in text


def test_cross_file_duplicate_ids_and_unknown_references(catalogue: Path) -> None:
    write_set(catalogue, "one.yaml", CARD_SET)
    write_set(catalogue, "two.yaml", CARD_SET.replace("T1", "T2"))
    code, out = invoke("catalog", "check", str(catalogue))
    assert code == 1
    assert "two.yaml:5:9: CATALOG_DUPLICATE_ID: card id 'C900' is already used at" in out
    assert "one.yaml:5:5" in out


def test_unknown_vocabulary_reference_is_located(catalogue: Path) -> None:
    game = catalogue / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace("id: clouds", "id: cloudz"), encoding="utf-8")
    code, out = invoke("catalog", "check", str(catalogue))
    assert code == 1
    assert "CATALOG_UNKNOWN_REF: elements: 'clouds' is not a known element" in out
    # The advice names the nearest term, never an internal file.
    assert "did you mean 'cloudz'?" in out and "game.yaml" not in out


def test_unknown_vocabulary_reference_lists_the_known_terms(catalogue: Path) -> None:
    game = catalogue / "game.yaml"
    text = game.read_text(encoding="utf-8")
    renamed = text.replace("id: clouds", "id: xqxqxq").replace("name: Clouds", "name: Xq")
    game.write_text(renamed.replace("- cloud\n", "- xq\n"), encoding="utf-8")
    code, out = invoke("catalog", "check", str(catalogue))
    assert code == 1
    line = next(line for line in out.splitlines() if "CATALOG_UNKNOWN_REF" in line)
    assert line.endswith("known: earth, electricity, fire, gold, rain, water, wind, wood, xqxqxq")


def test_json_output(catalogue: Path) -> None:
    write_set(catalogue, "bad.yaml", CARD_SET.replace("power: 5000", "power: no"))
    code, out = invoke("catalog", "check", str(catalogue), "--output", "json")
    assert code == 1
    report = json.loads(out)
    assert report["valid"] is False
    (diag,) = report["diagnostics"]
    assert diag["code"] == "SCHEMA_ENUM"
    assert diag["message"] == "cards[0].power: 'no' is not one of: 2000, 3000, 4000, 5000"
    assert diag["file"].endswith("bad.yaml") and diag["line"] == 10 and diag["column"] == 12


def test_boolean_field_gets_a_yaml_1_1_hint(catalogue: Path) -> None:
    text = (catalogue / "sets" / "starter_deck.yaml").read_text(encoding="utf-8")
    (catalogue / "sets" / "starter_deck.yaml").write_text(
        text.replace("major: true", "major: yes", 1), encoding="utf-8"
    )
    code, out = invoke("catalog", "check", str(catalogue))
    assert code == 1
    assert "expected boolean, got 'yes'" in out and "write true or false" in out


def test_bad_yaml_is_exit_2_and_other_files_are_still_checked(catalogue: Path) -> None:
    write_set(catalogue, "dup.yaml", CARD_SET + "game: berserk\n")
    write_set(catalogue, "bad.yaml", CARD_SET.replace("rarity: common", "rarity: nope"))
    code, out = invoke("catalog", "check", str(catalogue))
    assert code == 2
    assert "dup.yaml:13:1: YAML_DUPLICATE_KEY" in out
    assert "bad.yaml:8:13: SCHEMA_ENUM" in out


def test_missing_path_is_exit_2(tmp_path: Path) -> None:
    code, out = invoke("catalog", "check", str(tmp_path / "nowhere.yaml"))
    assert code == 2 and "FILE_NOT_FOUND" in out


def test_file_without_modeline_is_recognised_by_its_keys(tmp_path: Path) -> None:
    path = tmp_path / "plain.yaml"
    path.write_text(CARD_SET.split("\n", 1)[1], encoding="utf-8")
    code, out = invoke("catalog", "check", str(path))
    assert code == 0, out


def test_unknown_kind_of_file_is_explained(tmp_path: Path) -> None:
    path = tmp_path / "what.yaml"
    path.write_text("hello: world\n", encoding="utf-8")
    code, out = invoke("catalog", "check", str(path))
    assert code == 2 and "SCHEMA_UNKNOWN" in out and "yaml-language-server" in out


# --- the cache ------------------------------------------------------------------------------


def test_cache_hit_gives_the_same_catalogue_and_positions(tmp_path: Path) -> None:
    cache = DocumentCache(tmp_path / "cache")
    cold = load_catalogue("ccs", cache=cache)
    assert list((tmp_path / "cache").glob("*.json"))
    warm = load_catalogue("ccs", cache=cache)
    assert warm.cards == cold.cards
    assert warm.card("C4").location == cold.card("C4").location
    location = warm.card("C4").location
    assert location is not None and location.line > 1


def test_corrupt_cache_entries_are_ignored_and_rebuilt(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache = DocumentCache(cache_dir)
    expected = load_catalogue("ccs", cache=cache).cards
    for entry in cache_dir.glob("*.json"):
        entry.write_text('{"format": 1, "data": [', encoding="utf-8")
    assert load_catalogue("ccs", cache=cache).cards == expected
    for entry in cache_dir.glob("*.json"):
        json.loads(entry.read_text(encoding="utf-8"))  # rewritten whole
        assert cache.get(entry.stem, "x") is not None  # and read back


def test_changed_file_misses_the_cache(catalogue: Path, tmp_path: Path) -> None:
    cache = DocumentCache(tmp_path / "cache")
    path = write_set(catalogue, "t.yaml", CARD_SET)
    assert (
        check_catalogue_paths([catalogue], cache=cache).catalogues["ccs"].card("C900").power == 5000
    )
    path.write_text(CARD_SET.replace("power: 5000", "power: 4000"), encoding="utf-8")
    assert (
        check_catalogue_paths([catalogue], cache=cache).catalogues["ccs"].card("C900").power == 4000
    )


def test_unwritable_cache_is_harmless(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    catalogue = load_catalogue("ccs", cache=DocumentCache(blocker / "cache"))
    assert len(catalogue) == 254


# --- fuzzing catalog check ------------------------------------------------------------------

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-10, 10_000)
    | st.sampled_from(["C4", "fire", "capture", "common", "no", "", "sakura", "ccs", "S1"])
)
trees = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(
            st.sampled_from(
                ["id", "name", "type", "game", "set", "cards", "power", "elements", "x"]
            ),
            children,
            max_size=5,
        )
    ),
    max_leaves=25,
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(tree=trees)
def test_catalog_check_never_crashes_on_arbitrary_trees(tmp_path: Path, tree: object) -> None:
    path = tmp_path / "fuzz.yaml"
    path.write_text(
        "# yaml-language-server: $schema=cardset.schema.json\n" + json.dumps({"x": tree}),
        encoding="utf-8",
    )
    code, out = invoke("catalog", "check", str(path))
    assert code in (1, 2)
    assert "Traceback" not in out


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(raw=st.binary(max_size=300))
def test_catalog_check_never_crashes_on_arbitrary_bytes(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "fuzz.yaml"
    path.write_bytes(raw)
    code, out = invoke("catalog", "check", str(path))
    assert code in (1, 2), out
    assert "Traceback" not in out


# --- start-up --------------------------------------------------------------------------------


def test_version_imports_neither_jsonschema_nor_the_engine() -> None:
    probe = (
        "import sys\n"
        "from deckcheck.cli import app\n"
        "try:\n    app(['--version'])\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('jsonschema', 'jsonschema_rs')"
        " or 'engine' in m.split('.')]\n"
        "print(heavy)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip().endswith("[]"), out


def test_python_dash_m_works() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "deckcheck", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stdout.startswith("deckcheck ")


def test_schema_names_cannot_reach_outside_the_schemas_folder() -> None:
    code, out = invoke("schema", "../README.md")
    assert code == 2 and "no schema named" in out

"""The documentation's regions read from the bundled data are what the data says now.

``tools/docs_data.py`` writes the deck formats (``formats.yaml``), the rules options and
readings (``rules.yaml``) and the Berserk list of what is played into marked regions of
``docs/``; ``tests/games/berserk/test_how_played_agrees.py`` checks the Berserk list's words
further.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml

from tools import docs_data

ROOT = Path(__file__).resolve().parents[2]


def _yaml(game: str, name: str) -> dict[str, object]:
    data = yaml.safe_load((ROOT / "cardsets" / game / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_each_region_is_in_one_page() -> None:
    assert docs_data.misplaced() == []
    assert set(docs_data.where()) == set(docs_data.EXPECTED)


def test_every_region_is_what_the_data_says_now() -> None:
    assert docs_data.stale() == [], "run python tools/docs_data.py"


def test_a_stale_region_is_found_and_rewritten(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    page = docs / "formats.md"
    text = page.read_text(encoding="utf-8")
    page.write_text(text.replace("| `DECK_SIZE` |", "| `DECK_SIZE_X` |", 1), encoding="utf-8")
    assert docs_data.stale(docs) == ["docs/formats.md: formats: ccs"]
    assert docs_data.stale(docs, write=True) == ["docs/formats.md: formats: ccs"]
    assert docs_data.stale(docs) == []
    assert page.read_text(encoding="utf-8") == text


def test_a_region_missing_or_in_two_pages_is_found(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    (docs / "formats.md").write_text("no regions\n", encoding="utf-8")
    (docs / "copy.md").write_text("<!-- rules: ccs -->\n<!-- /rules -->\n", encoding="utf-8")
    assert docs_data.misplaced(docs) == ["formats: berserk", "formats: ccs", "rules: ccs"]


def test_the_formats_name_every_format_limit_and_source() -> None:
    for game in ("ccs", "berserk"):
        text = docs_data.formats_markdown(game)
        data = _yaml(game, "formats.yaml")
        formats = data["formats"]
        assert isinstance(formats, dict)
        for key, fmt in formats.items():
            assert f"`{key}`" in text and fmt["name"] in text
            for limit in fmt["limits"]:
                assert f"`{limit['code']}`" in text
                assert docs_data.cell(limit["source"]) in text
    # A limit no source states is marked as deckcheck's reading.
    assert "one copy of each spirit (*deckcheck's reading*)" in docs_data.formats_markdown("ccs")
    assert "first player 24 gold + 22 silver" in docs_data.formats_markdown("berserk")


def test_the_rules_list_every_option_and_reading_with_its_source() -> None:
    for game in ("ccs", "berserk"):
        text = docs_data.rules_markdown(game)
        data = _yaml(game, "rules.yaml")
        options = data["options"]
        assert isinstance(options, dict)
        for key, option in options.items():
            assert f"| `{key}` |" in text and docs_data.cell(option["source"]) in text
        readings = data.get("readings", {})
        assert isinstance(readings, dict)
        for key in readings:
            assert f"| `{key}` |" in text


def test_a_cell_is_one_line_and_keeps_its_pipes() -> None:
    assert docs_data.cell("a |b\n  c") == "a \\|b c"

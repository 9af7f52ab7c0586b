"""The cache trusts nothing it cannot prove it wrote: planted, damaged, moved or
malformed entries are ignored and rebuilt, and a folder others can write is not used."""

from __future__ import annotations

import json
import os
import re
import zlib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from deckcheck.catalog.load import load_catalogue
from deckcheck.cli import app
from deckcheck.loading.cache import DocumentCache
from tests.reliability.helpers import within


def _card(cache: Path, card: str = "C4") -> tuple[int, str]:
    result = CliRunner().invoke(
        app, ["card", card], env={"DECKCHECK_CACHE_DIR": str(cache), "NO_COLOR": "1"}
    )
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def _entries(cache: Path) -> list[Path]:
    return sorted(cache.glob("*.json"))


def _plant(entry: Path, change: object) -> None:
    """Rewrite an entry's payload with ``change`` applied, its checksum recomputed as the
    old CRC-32 format did (what the issue's attacker did)."""
    text = entry.read_text(encoding="utf-8")
    start = text.index('"payload":') + len('"payload":')
    payload = json.loads(text[start:-1])
    if callable(change):
        change(payload)
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    head = text[:start]
    crc = f"{zlib.crc32(body.encode()):08x}"
    head = re.sub(r'"(crc32|mac)":"[0-9a-f]+"', lambda m: f'"{m.group(1)}":"{crc}"', head)
    entry.write_text(head + body + "}", encoding="utf-8")


def _rename_c4(payload: dict[str, object]) -> None:
    text = json.dumps(payload["data"], ensure_ascii=False)
    payload["data"] = json.loads(text.replace('"Sakura"', '"Planted"', 1))


@pytest.mark.parametrize(
    "change",
    [_rename_c4, lambda p: p["data"].pop("cards", None), lambda p: p.update(data=[1, 2])],
    ids=["renamed card", "missing cards", "wrong shape"],
)
def test_a_planted_entry_is_never_trusted(change: object, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    code, expected = _card(cache)
    assert code == 0 and "Sakura" in expected
    for entry in _entries(cache):
        _plant(entry, change)
    assert _card(cache) == (0, expected)
    assert "Planted" not in _card(cache)[1]


def test_an_entry_moved_under_another_key_is_ignored(tmp_path: Path) -> None:
    cache = DocumentCache(tmp_path / "cache")
    load_catalogue("ccs", cache=cache)
    first, second, *_ = _entries(tmp_path / "cache")
    second.write_bytes(first.read_bytes())  # valid MAC, wrong key
    assert cache.get(second.stem, "x") is None
    assert cache.get(first.stem, "x") is not None


def test_a_folder_others_can_write_is_not_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "cache"
    cache = DocumentCache(folder)
    expected = load_catalogue("ccs", cache=cache).cards
    os.chmod(folder, 0o777)
    shared = DocumentCache(folder)
    key = _entries(folder)[0].stem
    assert shared.get(key, "x") is None
    assert shared.refused == "the folder is writable by others (chmod go-w)"
    assert "not using the cache folder" in capsys.readouterr().err
    assert load_catalogue("ccs", cache=shared).cards == expected


def test_a_secret_others_can_read_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    load_catalogue("ccs", cache=DocumentCache(folder))
    os.chmod(folder / "secret", 0o644)
    cache = DocumentCache(folder)
    assert cache.get(_entries(folder)[0].stem, "x") is None
    assert cache.refused is not None and "readable by others" in cache.refused


def test_a_fifo_in_place_of_an_entry_does_not_block(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    cache = DocumentCache(folder)
    load_catalogue("ccs", cache=cache)
    entry = _entries(folder)[0]
    entry.unlink()
    os.mkfifo(entry)
    with within(20, "reading a FIFO as a cache entry"):
        assert DocumentCache(folder).get(entry.stem, "x") is None


def test_the_new_cache_folder_is_private(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "cache"
    load_catalogue("ccs", cache=DocumentCache(folder))
    assert folder.stat().st_mode & 0o077 == 0
    assert (folder / "secret").stat().st_mode & 0o077 == 0
    assert not [p for p in folder.iterdir() if p.name.endswith(".dctmp")]

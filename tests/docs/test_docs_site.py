"""The documentation site builds in strict mode, and the README stays short and points at it.

``mkdocs build --strict`` fails on any warning: a broken link or anchor, a page that is
not in the ``nav``, a link out of ``docs/``. Building it here makes CI's test step build
the docs. The README is at most 300 lines and links to every page of ``docs/``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
README = ROOT / "README.md"

#: The README's length limit (issue "Docs as a site").
README_MAX_LINES = 300

#: Pages the hooks add from the top level (tools/mkdocs_hooks.py), not files in docs/.
GENERATED_PAGES = {"changelog.md", "contributing.md"}

LINK = re.compile(r"\]\(([^)\s]+)\)")


def build(config: Path, site: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            "--config-file",
            str(config),
            "--site-dir",
            str(site),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )


def pages() -> set[str]:
    return {path.relative_to(DOCS).as_posix() for path in DOCS.rglob("*.md")}


def nav_pages(nav: object) -> set[str]:
    """Every page a nav names, at any depth."""
    if isinstance(nav, str):
        return {nav}
    if isinstance(nav, list):
        return set().union(*(nav_pages(item) for item in nav))
    if isinstance(nav, dict):
        return set().union(*(nav_pages(item) for item in nav.values()))
    return set()


def test_the_docs_build_in_strict_mode(tmp_path: Path) -> None:
    done = build(ROOT / "mkdocs.yml", tmp_path / "site")
    said = done.stdout + done.stderr
    assert done.returncode == 0, said
    assert "WARNING" not in said, said
    assert (tmp_path / "site" / "index.html").is_file()
    assert (tmp_path / "site" / "changelog" / "index.html").is_file()


def test_a_broken_link_or_a_page_out_of_the_nav_fails_the_build(tmp_path: Path) -> None:
    # The same site with one broken link and one page the nav leaves out.
    for name in ("mkdocs.yml", "CHANGELOG.md", "CONTRIBUTING.md"):
        shutil.copy(ROOT / name, tmp_path / name)
    shutil.copytree(DOCS, tmp_path / "docs")
    (tmp_path / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "mkdocs_hooks.py", tmp_path / "tools" / "mkdocs_hooks.py")
    with (tmp_path / "docs" / "install.md").open("a", encoding="utf-8") as page:
        page.write("\nSee [nowhere](no-such-page.md) and [no anchor](guide/cards.md#no-such).\n")
    (tmp_path / "docs" / "stray.md").write_text("# Not in the nav\n", encoding="utf-8")
    done = build(tmp_path / "mkdocs.yml", tmp_path / "site")
    said = done.stdout + done.stderr
    assert done.returncode != 0
    assert "link 'no-such-page.md'" in said  # a page that does not exist
    assert "anchor '#no-such'" in said  # a heading that does not exist
    assert "- stray.md" in said  # a page the nav leaves out


def test_every_page_is_in_the_nav_and_the_nav_names_only_pages() -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    assert config["strict"] is True
    assert nav_pages(config["nav"]) == pages() | GENERATED_PAGES


def test_the_readme_is_at_most_300_lines() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES, len(lines)


def test_the_readme_links_to_every_page() -> None:
    linked = {
        target.split("#")[0].removeprefix("docs/")
        for target in LINK.findall(README.read_text(encoding="utf-8"))
        if target.startswith("docs/")
    }
    assert pages() - linked == set()


def test_every_relative_link_of_the_readme_exists() -> None:
    targets = [
        target.split("#")[0]
        for target in LINK.findall(README.read_text(encoding="utf-8"))
        if not re.match(r"[a-z]+:", target) and not target.startswith("#")
    ]
    assert targets
    missing = [target for target in targets if not (ROOT / target).exists()]
    assert not missing


def test_the_readme_s_own_anchors_exist() -> None:
    text = README.read_text(encoding="utf-8")
    headings = {
        re.sub(r"[^\w\- ]", "", line.lstrip("#").strip()).lower().replace(" ", "-")
        for line in text.splitlines()
        if line.startswith("#")
    }
    anchors = [target[1:] for target in LINK.findall(text) if target.startswith("#")]
    assert anchors and set(anchors) <= headings, set(anchors) - headings


def test_the_screenshot_is_of_the_page_the_command_writes_now(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The replay page's screenshot (README and the play guide) was taken of the page its
    command writes today: a change to the page makes it stale until
    ``python tools/docs_screenshot.py`` takes it again (an outside tester found the
    screenshot without the turn links and strike panel the page had gained)."""
    from tools import docs_screenshot

    assert docs_screenshot.main(["--check"]) == 0, capsys.readouterr().err
    recorded = docs_screenshot.recorded_digest()
    assert recorded is not None and len(recorded) == 64
    for page in (ROOT / "README.md", ROOT / "docs" / "guide" / "play.md"):
        assert "images/replay-berserk.png" in page.read_text(encoding="utf-8"), page


def test_a_changed_page_makes_the_screenshot_stale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tools import docs_screenshot

    written = docs_screenshot.write_page
    monkeypatch.setattr(docs_screenshot, "write_page", lambda folder: written(folder) + b" ")
    assert docs_screenshot.main(["--check"]) == 1
    assert "is stale" in capsys.readouterr().err

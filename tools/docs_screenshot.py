"""Take the documentation's screenshot of the replay page anew.

``python tools/docs_screenshot.py`` plays the game the docs show (the command in
:data:`COMMAND`), writes its page, opens it in headless Chromium (Debian's ``chromium``,
or ``DECKCHECK_CHROMIUM``) at step :data:`STEP` and saves ``docs/images/replay-berserk.png``,
with the page's SHA-256 beside it (``replay-berserk.json``). ``--check`` only compares that
digest with the page the command writes now: ``tests/docs/test_docs_site.py`` does, so a change
to the page says the screenshot is stale (run this script to take it again).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import ViewportSize

ROOT = Path(__file__).resolve().parents[1]
IMAGE = ROOT / "docs" / "images" / "replay-berserk.png"
DIGEST = IMAGE.with_suffix(".json")
DECK = "examples/decks/steppes-berserk.yaml"
#: The command whose page is shown, as the docs print it (run in the repository's top level).
COMMAND = ("play", "--html", "game.html", "--seed", "3", DECK, DECK)
#: The step shown: mid-game, a full field, a flyer and a strike.
STEP = 72
VIEWPORT: ViewportSize = {"width": 1200, "height": 860}


def write_page(folder: Path) -> bytes:
    """The page :data:`COMMAND` writes, run from the top level into ``folder``."""
    args = [a.replace("game.html", str(folder / "game.html")) for a in COMMAND]
    done = subprocess.run(
        [sys.executable, "-m", "deckcheck", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"deckcheck {' '.join(COMMAND)} failed: {done.stderr.strip()}")
    return (folder / "game.html").read_bytes()


def page_digest(page: bytes) -> str:
    return hashlib.sha256(page).hexdigest()


def recorded_digest() -> str | None:
    """The digest stored beside the screenshot (None: there is none)."""
    try:
        value = json.loads(DIGEST.read_text(encoding="utf-8")).get("page_sha256")
    except (OSError, ValueError, AttributeError):
        return None
    return value if isinstance(value, str) else None


def shoot(page_file: Path, out: Path) -> None:
    """A screenshot of ``page_file`` at step :data:`STEP`."""
    from playwright.sync_api import sync_playwright

    executable = os.environ.get("DECKCHECK_CHROMIUM") or shutil.which("chromium")
    if executable is None:
        raise SystemExit("no Chromium on PATH (apt-get install chromium, or DECKCHECK_CHROMIUM)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=executable, headless=True, args=["--no-sandbox"]
        )
        try:
            page = browser.new_page(viewport=VIEWPORT)
            page.goto(page_file.as_uri())
            page.fill("#slider", str(STEP))
            if int(page.evaluate("document.body.dataset.step")) != STEP:
                raise SystemExit(f"the page did not go to step {STEP}")
            page.screenshot(path=str(out))
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare the digest")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        page = write_page(Path(folder))
        digest = page_digest(page)
        if args.check:
            if recorded_digest() != digest:
                print(f"{IMAGE.relative_to(ROOT)} is stale: the page changed since it was "
                      "taken (python tools/docs_screenshot.py takes it again)", file=sys.stderr)
                return 1
            return 0
        shot = Path(folder) / IMAGE.name
        shoot(Path(folder) / "game.html", shot)
        shutil.copy(shot, IMAGE)
    record = {"command": "deckcheck " + " ".join(COMMAND), "step": STEP, "page_sha256": digest}
    DIGEST.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    print(f"{IMAGE.relative_to(ROOT)} taken at step {STEP}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

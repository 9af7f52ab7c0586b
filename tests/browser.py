"""Reports in a real browser: the Chromium to drive, and a page opened with what it logs.

A report must render offline with no error: the pages here record every console error
or warning, every uncaught exception and every request, for the tests to assert on.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page


def chromium() -> str:
    """The Chromium to drive, or a skip (a failure in CI) saying what is missing."""
    required = os.environ.get("DECKCHECK_REQUIRE_BROWSER") == "1"
    missing = None
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing = "Playwright is not installed (pip install playwright)"
    executable = os.environ.get("DECKCHECK_CHROMIUM") or next(
        (
            found
            for name in ("chromium", "chromium-browser", "google-chrome")
            if (found := shutil.which(name))
        ),
        None,
    )
    if missing is None and executable is None:
        missing = "no Chromium on PATH (apt-get install chromium, or set DECKCHECK_CHROMIUM)"
    if missing is not None:
        if required:
            pytest.fail(f"DECKCHECK_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(f"the browser test needs a browser: {missing}")
    assert executable is not None
    return executable


@dataclass
class Loaded:
    """A page of a report file, loaded, with what it logged while it loaded and ran."""

    page: Page
    #: Console errors and warnings, and uncaught exceptions.
    errors: list[str] = field(default_factory=list)
    #: Every URL the page asked for (a self-contained report asks only for itself).
    requests: list[str] = field(default_factory=list)


@contextlib.contextmanager
def opened(report: Path, fragment: str = "") -> Iterator[Loaded]:
    """``report`` loaded in headless Chromium (skipped when there is none), at
    ``fragment`` (``#turn-3``) if given; the browser closes when the block ends, so read
    what the test needs inside it."""
    executable = chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=executable, headless=True, args=["--no-sandbox"]
        )
        try:
            loaded = Loaded(browser.new_page())
            loaded.page.on(
                "console",
                lambda m: loaded.errors.append(m.text)
                if m.type in ("error", "warning") else None,
            )
            loaded.page.on("pageerror", lambda e: loaded.errors.append(str(e)))
            loaded.page.on("request", lambda r: loaded.requests.append(r.url))
            loaded.page.goto(report.as_uri() + fragment, wait_until="load")
            yield loaded
        finally:
            browser.close()


#: Script for ``page.evaluate``: the text of every SVG chart's label or number drawn
#: (partly) outside its chart, where the browser clips it — none on a good page.
CLIPPED_CHART_TEXT = """() => [...document.querySelectorAll('svg.chart')].flatMap(svg => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('text')].filter(text => {
        const r = text.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5
            || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
    }).map(text => text.firstChild ? text.firstChild.textContent : '');
})"""

"""The replay page in headless Chromium (issue #25): it loads with no console error and
no request but itself, the keyboard walks it to its last step, and what it draws at a
sampled step is the step's data — the engine's state (tests/engine/test_watch.py checks
that data against the engine). Screenshots are kept beside the page as artefacts
(``DECKCHECK_ARTEFACTS=dir`` keeps them there)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from deckcheck.doctor.replay import replay_page
from tests.browser import opened
from tests.engine.test_watch import page_data, sample_record


def _keep(shot: Path) -> None:
    folder = os.environ.get("DECKCHECK_ARTEFACTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        shutil.copy(shot, Path(folder) / shot.name)


@pytest.mark.parametrize(("game", "view"), [("berserk", "a"), ("berserk", "all"),
                                            ("ccs", "b"), ("ccs", "all")])
def test_replay_page_in_headless_chromium(tmp_path: Path, game: str, view: str) -> None:
    record = sample_record(game)
    page_file = tmp_path / f"replay-{game}-{view}.html"
    page_file.write_text(replay_page(record, view=view), encoding="utf-8")
    data = page_data(page_file.read_text(encoding="utf-8"))
    last = len(data["steps"]) - 1
    sample = last // 2
    with opened(page_file) as loaded:
        page = loaded.page

        def step() -> int:
            return int(page.evaluate("document.body.dataset.step"))

        assert step() == 0
        page.keyboard.press("End")
        assert step() == last
        assert page.input_value("#slider") == str(last)
        assert f"step {last} of {last}" in page.inner_text("#where")
        page.keyboard.press("ArrowLeft")
        assert step() == last - 1
        page.keyboard.press("Home")
        assert step() == 0
        page.keyboard.press("ArrowRight")
        assert step() == 1
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")  # stays at the first step
        assert step() == 0
        page.click("#last")
        assert step() == last
        page.fill("#slider", str(sample))  # the slider, as a hand drags it
        assert step() == sample
        shown = data["steps"][sample]
        log = page.eval_on_selector_all("#log div", "els => els.map(e => e.textContent)")
        assert log == shown["log"]
        if game == "berserk":
            cards = page.eval_on_selector_all(
                "table.field td .card",
                "els => els.map(e => [e.closest('td').dataset.cell, e.dataset.name, "
                "Number(e.dataset.wounds)])",
            )
            expected = [
                ["abcde"[x % 5] + str(x // 5 + 1), data["names"][c[0]] if c[0] >= 0 else "",
                 c[2]]
                for x, c in shown["f"]
            ]
            assert sorted(cards) == sorted(expected)
        else:
            hands = page.eval_on_selector_all(
                ".side .zone", "els => els.map(e => e.textContent)"
            )
            for index in shown["hand"][0] + shown["hand"][1]:
                name = data["names"][index] if index >= 0 else "hidden card"
                assert any(name in text for text in hands)
        shot = tmp_path / f"replay-{game}-{view}.png"
        page.screenshot(path=str(shot), full_page=True)
        _keep(shot)
    assert loaded.errors == [] and loaded.requests == [page_file.as_uri()]

"""A game that gives none of the play, watch and report hooks gets their defaults: a
replay's steps hold the turn and the log, the page draws no picture with its own script
(still run by its hash alone), the terminal's board is its title, a deck has no note
before its games' summary, its statistics are the cards by type, and its report has no
charts of its own."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from rich.console import Console

from deckcheck.batch.records import GameRecord
from deckcheck.batch.runner import Matchup, play_game
from deckcheck.cli.board import board
from deckcheck.doctor.replay import NO_DRAWING, page_script, render_replay, script_hash
from deckcheck.doctor.stats import StatsRequest, deck_stats, generic_stats
from deckcheck.doctor.watch import watch
from deckcheck.engine.base import EngineGame
from deckcheck.formats.checker import DeckChecker
from deckcheck.games import engines, profile
from deckcheck.games.ccs.engine.game import GAME as CCS

#: A game with an engine and none of the hooks (the rules of one game under another name).
PLAIN: EngineGame = replace(CCS, name="plain", watch=None, _deck_note=None)
DECK = Path(__file__).resolve().parents[2] / "examples" / "decks" / "starter-short.yaml"


@pytest.fixture
def plain(monkeypatch: pytest.MonkeyPatch) -> GameRecord:
    """A recorded game of :data:`PLAIN`, registered as ``plain`` while the test runs."""
    monkeypatch.setitem(engines.GAMES, "plain", f"{__name__}:PLAIN")
    decks = PLAIN.sample_decks()
    matchup = Matchup("plain", decks, ("first", "second"), ("greedy", "greedy"))
    result, _ = play_game(matchup, 0, 3)
    return GameRecord.from_result(matchup, 3, result, PLAIN.rules_hash(PLAIN.load_rules()))


def test_the_engine_hooks_say_nothing() -> None:
    state = PLAIN.new_game(*PLAIN.sample_decks(), seed=1)
    assert PLAIN.watch_frame(state, None, None, (0, 1)) is None
    assert PLAIN.watch_script() is None
    assert PLAIN.watch_board(None, {}, 0, ("A", "B"), 80, "Turn 1") is None
    assert PLAIN.deck_note(PLAIN.sample_decks()[0]) is None


def test_a_replay_holds_the_turns_and_the_log(plain: GameRecord) -> None:
    watched = watch(plain)
    assert len(watched.steps) == len(plain.actions) + 1
    assert watched.names == [] and watched.effects == {}
    for step in watched.steps:
        assert step["ph"] == "" and set(step) <= {"t", "ph", "log", "mv", "sx", "alt"}
    assert watched.steps[-1]["t"] == plain.turns and any(s["log"] for s in watched.steps)


def test_the_page_draws_no_picture_and_runs_by_its_hash(plain: GameRecord) -> None:
    page = render_replay(plain, watch(plain))
    script = page_script(None)
    assert NO_DRAWING.strip() in script and script.count("function draw(s)") == 1
    (embedded,) = re.findall(r"<script>(.*?)</script>", page, re.S)
    assert embedded == script and f"script-src '{script_hash(script)}'" in page


def test_the_board_is_its_title(plain: GameRecord) -> None:
    watched = watch(plain)
    console = Console(width=80, record=True, color_system=None)
    console.print(board(watched, watched.steps[0], 0, plain.names))
    console.print(board(watched, watched.steps[-1], 0, plain.names, last=True))
    assert console.export_text().splitlines() == [
        f"Turn {watched.steps[0]['t']}", f"Game over · turn {plain.turns}"]


def test_statistics_are_the_cards_by_type() -> None:
    checker = DeckChecker()
    report = checker.check_path(DECK)
    assert report.cards is not None and report.game is not None
    catalogue = checker.catalogue(report.game)
    plain = replace(report, cards=replace(report.cards, game="plain"))
    request = StatsRequest(plain, catalogue, None, deals=10)
    assert profile("plain").deck_stats is None and profile("plain").report_charts is None
    found = deck_stats(plain, catalogue, None)
    assert [t.key for t in found.tables] == ["types"] and found.tables == generic_stats(
        request).tables
    assert found.model == "" and found.warnings == () and found.game == "plain"
    assert sum(row.values[0] for row in found.tables[0].rows) == report.cards.size

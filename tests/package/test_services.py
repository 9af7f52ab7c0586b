"""The services between the CLI and the library: usable without Typer, raising
deckcheck's errors, and the package root's API, imported on first use."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import deckcheck
from deckcheck.errors import IllegalDecksError, UnreadableDeckError, UsageError
from deckcheck.formats.checker import DeckReport
from deckcheck.formats.decks import Entry
from deckcheck.services.decks import check_deck, check_decks, game_engine, load_matchup
from deckcheck.services.play import play_batch, play_one, replay_game
from deckcheck.services.tournament import ROW_COLUMNS, plan_tournament, run_tournament

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "examples" / "decks"
STARTER = DECKS / "starter-short.yaml"
ILLEGAL = DECKS / "illegal-short.yaml"


def _python(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return done.stdout.strip()


def test_the_services_import_no_command_line_library() -> None:
    code = (
        "import sys\n"
        "import deckcheck.services.decks, deckcheck.services.play\n"
        "import deckcheck.services.tournament, deckcheck.services.interrupts\n"
        "print(sorted({'typer', 'click', 'rich', 'deckcheck.cli'} & set(sys.modules)))"
    )
    assert _python(code) == "[]"


def test_import_deckcheck_is_cheap_and_its_api_is_lazy() -> None:
    code = (
        "import sys, deckcheck\n"
        "print(sorted(m for m in sys.modules if m.startswith('deckcheck')))\n"
        "deckcheck.play_batch\n"
        "print('deckcheck.services.play' in sys.modules)"
    )
    assert _python(code).splitlines() == ["['deckcheck']", "True"]
    from deckcheck.services import play

    assert deckcheck.play_batch is play.play_batch
    assert set(deckcheck.__all__) <= set(dir(deckcheck))
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        deckcheck.nothing  # noqa: B018


def test_an_illegal_deck_is_refused_with_its_report_and_said_first() -> None:
    told: list[str] = []
    with pytest.raises(IllegalDecksError) as caught:
        check_decks([STARTER, ILLEGAL], on_illegal=lambda report: told.append(report.file))
    assert caught.value.exit_code == 1 and caught.value.code == "DECK_ILLEGAL"
    assert [report.file for report in caught.value.reports] == told == [str(ILLEGAL)]
    assert "--allow-illegal" not in str(caught.value)  # the command line's words are its own


def test_allowed_illegal_decks_are_played_without_the_entries_that_add_no_card() -> None:
    left_out: list[tuple[DeckReport, Entry]] = []
    decks = check_decks(
        [STARTER, ILLEGAL],
        allow_illegal=True,
        on_left_out=lambda report, entry: left_out.append((report, entry)),
    )
    assert [report.file for report in decks.illegal] == [str(ILLEGAL)]
    assert decks.files == [str(STARTER), str(ILLEGAL)]
    for report, cards in zip(decks.reports, decks.cards, strict=True):
        assert report.cards is not None and cards == report.cards.counts()
    assert all(report.file == str(ILLEGAL) for report, _ in left_out)


def test_an_unreadable_deck_and_an_unknown_engine_are_deckchecks_errors(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("deck: [\n", encoding="utf-8")
    with pytest.raises(UnreadableDeckError) as caught:
        check_decks([STARTER, broken])
    assert caught.value.exit_code == 2 and caught.value.report.unreadable
    with pytest.raises(UnreadableDeckError):
        check_deck(broken)
    with pytest.raises(UsageError):
        game_engine("no-such-game")


def test_a_matchup_plays_the_cards_the_validator_read() -> None:
    decks = check_decks([STARTER, STARTER])
    loaded = load_matchup(decks, ("greedy", "random"))
    assert loaded.matchup.decks == (decks.cards[0], decks.cards[1])
    assert loaded.matchup.agents == ("greedy", "random")
    assert loaded.rules_hash == game_engine("ccs").rules_hash(loaded.rules)


def test_one_game_is_logged_and_replays(tmp_path: Path) -> None:
    loaded = load_matchup(check_decks([STARTER, STARTER]))
    log = tmp_path / "game.jsonl"
    page = tmp_path / "game.html"
    one = play_one(loaded, 3, log=True, log_file=log, html_file=page)
    assert not one.failures and one.state.log
    record = json.loads(log.read_text(encoding="utf-8"))
    assert record["seed"] == one.result.seed and record["rules_hash"] == loaded.rules_hash
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_a_logged_game_replays_to_its_record_and_its_page(tmp_path: Path) -> None:
    from deckcheck.errors import InputError

    loaded = load_matchup(check_decks([STARTER, STARTER]))
    log = tmp_path / "games.jsonl"
    run = play_batch(loaded, 3, 5, log_file=log)
    assert not run.failures
    page = tmp_path / "game.html"
    replayed = replay_game(log, 2, html_file=page, seen_by="a")
    assert replayed.record.index == 2 and replayed.record.seed is not None
    assert replayed.state.log and page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert replay_game(log).record.index == 0
    with pytest.raises(UsageError, match="holds no game with index 9"):
        replay_game(log, 9)
    (tmp_path / "empty.jsonl").write_text("", encoding="utf-8")
    with pytest.raises(InputError, match="holds no game"):
        replay_game(tmp_path / "empty.jsonl")
    with pytest.raises(InputError, match="no such file"):
        replay_game(tmp_path / "none.jsonl")


def test_a_batch_is_the_same_in_one_process_and_in_two() -> None:
    loaded = load_matchup(check_decks([STARTER, STARTER]))
    one, two = (
        {
            key: value  # the timings aside
            for key, value in play_batch(loaded, 8, seed=5, jobs=jobs).summary.to_json().items()
            if "second" not in key
        }
        for jobs in (1, 2)
    )
    assert one == two and one["games"] == 8


def test_ctrl_c_stops_a_batch_with_what_finished_counted_and_logged(tmp_path: Path) -> None:
    loaded = load_matchup(check_decks([STARTER, STARTER]))
    log = tmp_path / "games.jsonl"
    finished: list[int] = []

    def progress(done: int) -> None:
        finished.append(done)
        raise KeyboardInterrupt  # Ctrl-C after the first batch was counted

    run = play_batch(loaded, 500, seed=1, log_file=log, progress=progress)
    assert run.interrupted and not run.failures
    assert run.summary.games == sum(finished) < 500 and run.summary.partial
    assert len(log.read_text(encoding="utf-8").splitlines()) == run.summary.games


def test_a_tournament_runs_resumes_and_gives_its_data(tmp_path: Path) -> None:
    decks = check_decks([STARTER, STARTER, STARTER])
    plan = plan_tournament(decks, games_per_pair=4, seed=2, chunk=2)
    assert len({e.name for e in plan.entrants}) == 3  # names made unique for the tables
    units = tmp_path / "units.jsonl"
    told: list[str] = []

    @contextmanager
    def progress(left: int) -> Iterator[deckcheck.services.tournament.Advance]:
        told.append(f"left {left}")
        yield lambda games, what: told.append(what)

    run = run_tournament(plan, resume_file=units, progress=progress)
    assert not run.interrupted and run.results.games == plan.planned_games() == 12
    assert told[0] == "left 12" and len(told) == 1 + 6  # one line per unit of 2 games
    data = run.to_json()
    assert data["games"] == 12 and [d["file"] for d in data["decks"]] == decks.files
    rows = run.rows()
    assert rows[0] == list(ROW_COLUMNS) and len(rows) == 1 + 3
    again = run_tournament(plan, resume_file=units)  # every unit from the results file
    assert again.to_json()["standings"] == data["standings"]


def test_ctrl_c_stops_a_tournament_with_what_finished() -> None:
    plan = plan_tournament(check_decks([STARTER, STARTER]), games_per_pair=6, chunk=2)

    @contextmanager
    def progress(left: int) -> Iterator[deckcheck.services.tournament.Advance]:
        def advance(games: int, what: str) -> None:
            raise KeyboardInterrupt

        yield advance

    run = run_tournament(plan, progress=progress)
    assert run.interrupted and run.results.partial and run.to_json()["partial"] is True

"""``deckcheck tune`` and ``deck build --tune`` on work units: candidates ranked with
intervals and a test, the same numbers on every backend."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckcheck.batch.backends import InlineBackend, ProcessPoolBackend
from deckcheck.batch.significance import two_proportion_p
from deckcheck.builder.tune import Opponent, Swap, rank_candidates, swap_candidates
from deckcheck.formats.checker import DeckChecker
from deckcheck.games.ccs.engine.game import GAME
from tests.reliability.helpers import EXAMPLES, no_traceback, run

DECK = EXAMPLES / "starter-short.yaml"
RIVAL = EXAMPLES / "wind-and-fire.txt"


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.getbasetemp() / "tune-cache"


def test_the_two_proportion_test() -> None:
    assert two_proportion_p(60, 100, 40, 100) == pytest.approx(0.0047, abs=1e-4)
    assert two_proportion_p(50, 100, 50, 100) == 1.0
    assert two_proportion_p(0, 0, 3, 10) == 1.0
    assert two_proportion_p(10, 10, 10, 10) == 1.0  # no variance: nothing to tell


def test_swaps_are_legal_one_copy_changes() -> None:
    checker = DeckChecker()
    report = checker.check_path(DECK, None)
    assert report.cards is not None and report.format is not None
    fmt = checker.formats("ccs")[report.format]
    sections = report.cards.sections
    swaps = swap_candidates(checker.catalogue("ccs"), fmt, sections, 5, seed=1)
    assert len(swaps) == 5 and len(set(swaps)) == 5
    assert swaps == swap_candidates(checker.catalogue("ccs"), fmt, sections, 5, seed=1)
    for swap in swaps:
        changed = swap.apply(sections)
        before = sections[swap.section]
        after = changed[swap.section]
        assert after.get(swap.out, 0) == before[swap.out] - 1
        assert after[swap.into] == before.get(swap.into, 0) + 1
        assert sum(after.values()) == sum(before.values())


def test_ranking_is_the_same_on_every_backend_and_tests_against_the_deck() -> None:
    a, b = GAME.sample_decks()
    sections = {"main": dict(a)}
    out = next(iter(a))
    into = next(card for card in b if card not in a)
    swaps = [Swap("main", out, into)]
    gauntlet = [Opponent("b", b)]
    one, stopped = rank_candidates(
        "ccs", sections, swaps, gauntlet, 20, 3, "random", InlineBackend()
    )
    two, _ = rank_candidates(
        "ccs", sections, swaps, gauntlet, 20, 3, "random", ProcessPoolBackend(2)
    )
    assert not stopped and one == two
    assert sorted(r.games for r in one) == [20, 20]
    given = next(r for r in one if r.swap is None)
    swapped = next(r for r in one if r.swap is not None)
    assert swapped.p_value == pytest.approx(two_proportion_p(swapped.wins, 20, given.wins, 20))
    assert swapped.significant == (swapped.p_value < 0.05)
    assert [r.wins for r in one] == sorted((r.wins for r in one), reverse=True)


def test_tune_command_ranks_candidates(cache: Path) -> None:
    args = ["tune", DECK, "--against", RIVAL, "-n", "10", "-c", "3", "--seed", "2", "-o", "json"]
    result = run(args, cache)
    no_traceback(result, (0,))
    data = json.loads(result.stdout)
    assert data["partial"] is False and data["games"] == data["games_planned"] == 40
    assert len(data["candidates"]) == 4
    assert sum(c["change"] == "none" for c in data["candidates"]) == 1
    rates = [c["win_rate"]["rate"] for c in data["candidates"]]
    assert rates == sorted(rates, reverse=True)
    assert "Bonferroni" in data["test"]
    parallel = run([*args, "-j", "2"], cache)
    assert json.loads(parallel.stdout) == data


def test_deck_build_tune_gives_the_same_deck_on_the_pool(cache: Path) -> None:
    args = ["deck", "build", "--game", "ccs", "--tune", "20", "--candidates", "2", "--rounds", "1"]
    one = run(args, cache)
    two = run([*args, "-j", "2"], cache)
    no_traceback(one, (0,))
    assert one.stdout == two.stdout and "tuned:" in one.stderr
    assert one.stderr == two.stderr


def test_ctrl_c_stops_tune_with_a_partial_ranking(cache: Path) -> None:
    from tests.reliability.helpers import STOPS_WITHIN, interrupt

    args = ["tune", DECK, "-a", RIVAL, "-n", "100000000", "-c", "2", "-j", "2", "-o", "json"]
    code, out, err, seconds = interrupt(args, cache)  # once games are counted, not after 3 s
    assert seconds < STOPS_WITHIN
    assert code == 130 and "Traceback" not in err, err
    data = json.loads(out)
    assert data["partial"] is True and 0 < data["games"] < data["games_planned"]
    assert "the ranking is partial" in err


@pytest.mark.parametrize("command", ["tournament", "tune", "play", "deck build"])
def test_the_backend_help_shows_the_ray_extra(command: str) -> None:
    """rich read "[ray]" as markup and printed "pip install 'deckcheck'"."""
    from typer.testing import CliRunner

    from deckcheck.cli import app

    shown = CliRunner().invoke(app, [*command.split(), "--help"], env={"COLUMNS": "300"})
    assert "pip install 'deckcheck[ray]'" in " ".join(shown.stdout.split())


def test_tune_never_suggests_an_option_it_lacks(tmp_path: Path, cache: Path) -> None:
    illegal = tmp_path / "illegal.yaml"
    illegal.write_text("game: ccs\nformat: short\ndeck:\n  C4: 1\n", encoding="utf-8")
    result = run(["tune", illegal, "-a", RIVAL, "-n", "2"], cache)
    no_traceback(result, (1,))
    assert "not a legal deck" in result.stderr and "--allow-illegal" not in result.stderr
    help_text = run(["tune", "--help"], cache).stdout
    assert "--allow-illegal" not in help_text  # it really has no such option


def test_the_tune_table_names_each_card_it_swaps(cache: Path) -> None:
    args = ["tune", DECK, "--against", RIVAL, "-n", "4", "-c", "2", "--seed", "2"]
    result = run(args, cache)
    no_traceback(result, (0,))
    data = json.loads(run([*args, "-o", "json"], cache).stdout)
    catalogue = DeckChecker().catalogue("ccs")
    for candidate in data["candidates"]:
        if candidate["change"] == "none":
            continue
        out, into = catalogue.card(candidate["out"]), catalogue.card(candidate["into"])
        # the table's words: "−1 C31 Meilin, +1 R8 Kero" (a name may be cut by the width)
        assert f"−1 {out.id} {out.name[:3]}" in result.stdout, result.stdout
        assert f"+1 {into.id} {into.name[:3]}" in result.stdout, result.stdout


def test_swap_words_without_names_are_the_ids() -> None:
    swap = Swap("deck", "C31", "R8")
    assert swap.words() == "−1 C31, +1 R8"
    assert swap.words({"C31": "Meilin", "R8": "Kero"}) == "−1 C31 Meilin, +1 R8 Kero"

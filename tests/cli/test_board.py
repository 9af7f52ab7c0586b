"""``deckcheck play --board`` (issue #25): one game drawn in the terminal after each turn,
within 100 columns, as --seen-by sees it; refused (exit 2, one line) where it cannot
draw."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from deckcheck.cli import app
from deckcheck.cli.board import MAX_WIDTH, board_steps, short_name
from tests.doctor.helpers import EXAMPLES, page_data

runner = CliRunner()
BERSERK = EXAMPLES / "steppes-berserk.yaml"
CCS = (EXAMPLES / "starter-short.yaml", EXAMPLES / "wind-and-fire.txt")


def invoke(*args: object, columns: int = 200) -> tuple[int, str, str]:
    env = {"NO_COLOR": "1", "COLUMNS": str(columns), "DECKCHECK_CACHE_DIR": ""}
    result = runner.invoke(app, [str(a) for a in args], env=env)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("columns", [200, 80])
def test_berserk_board_after_each_turn(columns: int) -> None:
    """A board after every turn (its title names the turn), the 5×6 field with rows 6…1
    and columns a…e, every line within the terminal and never past 100 columns, and the
    game's result after the last."""
    code, out, err = invoke("play", BERSERK, BERSERK, "--seed", "3", "--board", columns=columns)
    assert code == 0, err
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= min(columns, MAX_WIDTH)
    turns = int(re.findall(r"; (\d+) turns", out)[-1])
    titles = re.findall(r"^Turn (\d+) · \w+", out, re.M)
    first = int(titles[0])  # (Berserk's recruiting is turn 0)
    assert first in (0, 1) and [int(t) for t in titles] == list(range(first, turns + 1))
    assert re.search(r"│\s*a\s*│\s*b\s*│\s*c\s*│\s*d\s*│\s*e\s*│", out)
    assert all(re.search(rf"^│{row}│", out, re.M) for row in range(1, 7))
    assert re.search(r"[AB] \S+.* \d+/\d+", out)  # a card with its lives
    assert "graveyard" in out and "above the field" in out
    assert "Result:" in out.rstrip().splitlines()[-2:][0] + out.rstrip().splitlines()[-1]


def test_ccs_board_and_the_seen_by_view() -> None:
    """CCS draws the table (spirits, each hand, captured spirits); as A sees it, B's
    hand is hidden cards, as everyone sees it, named."""
    code, out_a, err = invoke("play", *CCS, "--seed", "7", "--board", "--seen-by", "a")
    assert code == 0, err
    code, out_all, err = invoke("play", *CCS, "--seed", "7", "--board")
    assert code == 0, err
    for out in (out_a, out_all):
        assert max(len(line) for line in out.splitlines()) <= MAX_WIDTH
        assert "spirits" in out and "captured" in out and re.search(r"^Turn 1 · ", out, re.M)
    b_hands = re.findall(r"^\s+hand \d+\s+│ (.*?)\s*$", out_a, re.M)[1::2]
    assert b_hands and all(set(h.replace(", ", "")) <= {"?"} for h in b_hands if h != "—")
    assert "?" not in "".join(re.findall(r"^\s+hand \d+\s+│ (.*?)\s*$", out_all, re.M))


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("-n", "2"), "--board draws one game: use it with --games 1"),
        (("-o", "json"), "--board draws the game in the terminal"),
    ],
)
def test_board_refuses_what_it_cannot_draw(args: tuple[str, ...], words: str) -> None:
    code, out, err = invoke("play", BERSERK, BERSERK, "--board", *args)
    assert code == 2 and words in err, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert "Result" not in out and "games" not in out


def test_seen_by_works_with_board_alone() -> None:
    code, _, err = invoke("play", BERSERK, BERSERK, "--board", "--seen-by", "b", "--seed", "1")
    assert code == 0, err


def test_play_html_with_a_search_agent_shows_its_alternatives(tmp_path: object) -> None:
    """``play --html`` with a search agent keeps what it weighed: the page holds each of
    its decisions' alternatives, and the log (--log) keeps them for a later replay."""
    from pathlib import Path

    folder = Path(str(tmp_path))
    page, log = folder / "game.html", folder / "game.jsonl"
    code, _, err = invoke("play", *CCS, "--agent-a", "search", "--budget", "8", "--seed", "2",
                          "--html", page, "--log", log)
    assert code == 0, err
    data = page_data(page.read_text(encoding="utf-8"))
    assert any(step.get("alt") for step in data["steps"])
    again = folder / "again.html"
    code, _, err = invoke("replay", log, "--html", again)
    assert code == 0, err
    assert page_data(again.read_text(encoding="utf-8"))["steps"] == data["steps"]
    # A game logged alone, without a page, keeps them too: `replay --html` shows them later.
    alone = folder / "alone.jsonl"
    code, _, err = invoke("play", *CCS, "--agent-a", "search", "--budget", "8", "--seed", "2",
                          "--log", alone)
    assert code == 0, err
    later = folder / "later.html"
    code, _, err = invoke("replay", alone, "--html", later)
    assert code == 0, err
    assert page_data(later.read_text(encoding="utf-8"))["steps"] == data["steps"]


def test_short_names_and_board_steps() -> None:
    assert short_name("Орк (VS-013)") == "Орк"
    assert short_name("Пустынный кондор (VS-014)") == "Пустынный ко…"
    assert len(short_name("x" * 40)) == 13
    steps = [{"t": 1}, {"t": 1}, {"t": 2}, {"t": 3}, {"t": 3}]
    assert board_steps(steps) == [0, 2, 3, 4]
    assert board_steps([{"t": 1}, {"t": 2}]) == [0, 1]
    assert board_steps([{"t": 0}]) == [0]


@pytest.mark.parametrize("deck", ["ccs", "berserk"])
def test_a_board_shows_what_the_lines_above_it_say(deck: str) -> None:
    """A turn's board is drawn as the turn begins: right after its header line and what the
    engine did to begin it, before any decision of that turn (an outside tester saw
    "Turn 2 · drop" with R16 Yue in A's hand drawn before "A drops R16 Yue")."""
    decks = CCS if deck == "ccs" else (BERSERK, BERSERK)
    code, out, err = invoke("play", *decks, "--seed", "7", "--board")
    assert code == 0, err
    boards = 0
    since_header: list[str] | None = None
    for line in out.splitlines():
        if re.match(r"Turn \d+: ", line):
            since_header = []
        elif re.match(r"\s*Turn \d+ · \w+", line) and since_header is not None:
            assert not [x for x in since_header if re.match(r"[AB]: ", x)], since_header
            boards += 1
            since_header = None
        elif since_header is not None:
            since_header.append(line)
    assert boards > 3
    assert re.search(r"^\s*Game over · turn \d+", out, re.M)

"""Every ``console`` block of the README and of the documentation (``docs/**/*.md``) runs
as printed.

Each ``$ deckcheck …`` line runs in a shell, in a temporary folder where the pages'
paths exist (``deckcheck examples --copy examples`` made them; one folder per page, whose
blocks run in the page's order), one block's lines in order (a block may create a file
that its next line edits). A line must not crash and must exit with the code its comment
states (``# exit 1``), else 0. When a page shows what a line prints, the output is
compared line by line (trailing spaces ignored); a ``...`` line stands for any number of
lines, so the lines before it must open the output, the lines after the last one must
end it, and those between must come in order.

Every console block is run and compared, except what is listed here with the reason:
lines that cannot run verbatim by design (:data:`NOT_RUNNABLE`; the reader's own
catalogue ``my-cards/`` is made from :data:`MY_CARDS`), commands that play
hundreds of games (:data:`SLOW`: run with ``DECKCHECK_SLOW_TESTS=1``), and blocks that
fail for a known, open reason (:data:`KNOWN_FAILING`; strict: fixing the reason makes the
test fail until the entry is removed). A block whose figures come from a run of games sits
in a ``figures`` region that ``tools/docs_figures.py`` writes; the figures tests below
check each region is what the script writes now. A prompt (``$ deckcheck``) outside a
console block, or an entry of these tables that no page has any more, fails a test.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from deckcheck.resources import game_dir
from tools import docs_figures

ROOT = Path(__file__).resolve().parents[2]
#: The pages whose console blocks run: the README and every page of the documentation.
PAGES = docs_figures.pages(ROOT)

#: Lines that are not run, and why (any line that is not a ``deckcheck`` command must be
#: here: a test says so).
NOT_RUNNABLE = {
    ". .venv/bin/activate": "the tests run in that environment already",
}


def _set_file(code: str, name: str, *cards: str) -> str:
    return (
        "# yaml-language-server: $schema=../../schemas/cardset.schema.json\n"
        f"game: ccs\nset:\n  code: {code}\n  name: {name}\n  year: 2024\n"
        "  status: unconfirmed\n  provenance: cards of our own\ncards:\n" + "".join(cards)
    )


def _card(card_id: str, power: str = "    power: 2000\n", rarity: str = "common") -> str:
    return (
        f"  - id: {card_id}\n    name: Sakura\n    type: capture\n    rarity: {rarity}\n"
        f"    elements:\n      - fire\n{power}    characters:\n      - sakura\n"
        "    character_types:\n      - magical\n"
    )


#: The reader's own catalogue that the catalogue page checks (``my-cards/``, beside the bundled
#: game.yaml): a misspelt rarity, an unknown key and a missing power in one set file, and
#: a card id used in two.
MY_CARDS = {
    "sets/one.yaml": _set_file("MC1", "My cards", _card("C900")),
    "sets/two.yaml": _set_file("MC2", "More of my cards", _card("C901"), _card("C900")),
    "sets/broken.yaml": _set_file(
        "MC3",
        "Broken cards",
        _card("C910"),
        _card("C911", rarity="comon") + "    colour: pink\n",
        _card("C912", power=""),
    ),
}

#: First command of a block -> why it fails today (open issues).
KNOWN_FAILING: dict[str, str] = {}

#: Commands (by their start) that play batches of games, seconds to minutes each on a
#: loaded machine: run with the slow tests only.
SLOW = {
    "deckcheck play examples/decks/starter-short.yaml examples/decks/wind-and-fire.txt "
    "--games 1000": "1,000 games",
}
RUN_SLOW = os.environ.get("DECKCHECK_SLOW_TESTS") == "1"


@dataclass
class Step:
    command: str
    expected_code: int
    output: list[str] = field(default_factory=list)


def console_blocks(text: str) -> list[list[Step]]:
    """The steps of every console block outside the figure regions (those are checked
    against tools/docs_figures.py)."""
    blocks = []
    for body in re.findall(r"```console\n(.*?)```", docs_figures.REGION.sub("", text), re.S):
        steps: list[Step] = []
        for line in body.splitlines():
            if line.startswith("$ "):
                command = line[2:]
                stated = re.search(r"#.*\bexit (\d)\b", command)
                steps.append(Step(command, int(stated.group(1)) if stated else 0))
            elif steps:
                steps[-1].output.append(line.rstrip())
        blocks.append(steps)
    return blocks


def _bare(command: str) -> str:
    return command.split("  #", 1)[0].strip()


def page_name(page: Path) -> str:
    return page.relative_to(ROOT).as_posix()


#: Every page's console blocks: (page, steps), in the pages' order.
BLOCKS = [
    (page_name(page), steps)
    for page in PAGES
    for steps in console_blocks(page.read_text(encoding="utf-8"))
]


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """A page's own folder (made once per page, from one copy of the examples and the
    reader's catalogue), where its blocks run in order."""
    template = tmp_path_factory.mktemp("examples")
    _run("deckcheck examples --copy examples", template)
    (template / "my-cards/sets").mkdir(parents=True)
    shutil.copy(game_dir("ccs") / "game.yaml", template / "my-cards/game.yaml")
    for name, text in MY_CARDS.items():
        (template / "my-cards" / name).write_text(text, encoding="utf-8")
    made: dict[str, Path] = {}

    def folder(page: str) -> Path:
        if page not in made:
            made[page] = tmp_path_factory.mktemp("page") / "work"
            shutil.copytree(template, made[page])
        return made[page]

    return folder


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    bin_dir = str(Path(sys.executable).parent)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    env.update(COLUMNS="200", NO_COLOR="1", TERM="dumb")
    return subprocess.run(
        command, shell=True, cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def matches(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` is ``expected`` with each ``...`` line standing for any lines."""
    while expected and not expected[-1]:
        expected = expected[:-1]
    parts: list[list[str]] = [[]]
    for line in expected:
        if line == "...":
            parts.append([])
        else:
            parts[-1].append(line)
    if len(parts) == 1:
        return actual == parts[0]
    head, *middle, tail = parts
    if actual[: len(head)] != head:
        return False
    end = len(actual) - len(tail)
    if end < len(head) or actual[end:] != tail:
        return False
    at = len(head)
    for part in middle:  # each in order, as early as it fits
        found = next(
            (i for i in range(at, end - len(part) + 1) if actual[i : i + len(part)] == part),
            None,
        )
        if found is None:
            return False
        at = found + len(part)
    return True


def _compare(expected: list[str], actual: list[str], command: str) -> None:
    assert matches(expected, actual), (
        f"the page's output of {command!r} differs; it prints:\n" + "\n".join(actual)
    )


@pytest.mark.parametrize(
    ("page", "steps"),
    [
        pytest.param(
            page,
            steps,
            id=f"{page}:{_bare(steps[0].command)[:60]}",
            marks=[pytest.mark.xfail(strict=True, reason=KNOWN_FAILING[_bare(steps[0].command)])]
            if _bare(steps[0].command) in KNOWN_FAILING
            else [],
        )
        for page, steps in BLOCKS
        if steps
    ],
)
def test_console_block_runs_as_printed(
    page: str, steps: list[Step], workdir: Callable[[str], Path]
) -> None:
    cwd = workdir(page)
    for step in steps:
        bare = _bare(step.command)
        if bare in NOT_RUNNABLE:
            continue
        if not RUN_SLOW and any(bare.startswith(start) for start in SLOW):
            continue
        done = _run(step.command, cwd)
        shown = done.stdout + done.stderr
        assert "Traceback" not in shown, shown
        assert done.returncode == step.expected_code, (bare, shown)
        if step.output:
            actual = [line.rstrip() for line in shown.splitlines()]
            _compare(step.output, actual, bare)


def test_every_page_is_read_and_the_docs_have_console_blocks() -> None:
    names = [page_name(page) for page in PAGES]
    assert names[0] == "README.md" and "docs/index.md" in names
    with_blocks = {page for page, steps in BLOCKS if steps}
    assert "README.md" in with_blocks
    assert len({page for page in with_blocks if page.startswith("docs/")}) >= 10


def test_the_parser_reads_codes_and_outputs() -> None:
    text = "```console\n$ deckcheck x   # exit 1\nout\n...\n$ deckcheck y\n```\n"
    steps = console_blocks(text)[0]
    assert [(s.command, s.expected_code, s.output) for s in steps] == [
        ("deckcheck x   # exit 1", 1, ["out", "..."]),
        ("deckcheck y", 0, []),
    ]
    _compare(["a", "..."], ["a", "b", "c"], "x")
    with pytest.raises(AssertionError):
        _compare(["a", "b"], ["a", "c"], "x")


@pytest.mark.parametrize(
    ("expected", "actual", "result"),
    [
        (["a", "...", "c"], ["a", "b", "c"], True),
        (["a", "...", "c"], ["a", "c"], True),
        (["a", "...", "c"], ["a", "b", "c", "d"], False),  # the tail must end the output
        (["...", "c", ""], ["a", "c"], True),
        (["...", "b", "...", "d"], ["a", "b", "c", "d"], True),
        (["...", "c", "...", "b", "..."], ["a", "b", "c"], False),  # in order
        (["a", "...", "a"], ["a"], False),  # head and tail may not share a line
        (["a"], ["a", "b"], False),
        (["...", "x", "..."], ["a", "b"], False),
    ],
)
def test_an_ellipsis_stands_for_any_lines(
    expected: list[str], actual: list[str], result: bool
) -> None:
    assert matches(expected, actual) is result


@pytest.mark.parametrize("page", PAGES, ids=page_name)
def test_a_prompt_is_only_in_console_blocks(page: Path) -> None:
    # Elsewhere (another fence, an indented block, prose) it would be checked by nothing.
    outside = re.sub(r"```console\n.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
    assert not re.findall(r"^\s*\$ .*", outside, re.M)


def test_a_prompt_outside_a_console_block_is_found() -> None:
    text = "```sh\n$ deckcheck validate x.yaml\n```\n"
    assert re.findall(r"^\s*\$ .*", re.sub(r"```console\n.*?```", "", text, flags=re.S), re.M)


def test_every_line_is_a_deckcheck_command_or_listed() -> None:
    steps = [step for _, steps in BLOCKS for step in steps]
    assert steps
    for step in steps:
        bare = _bare(step.command)
        assert bare.startswith("deckcheck ") or bare in NOT_RUNNABLE, bare


def test_every_listed_command_is_still_in_a_page() -> None:
    commands = [_bare(step.command) for _, steps in BLOCKS for step in steps]
    for start in [*NOT_RUNNABLE, *KNOWN_FAILING, *SLOW]:
        assert any(command.startswith(start) for command in commands), start


# --- figures written by tools/docs_figures.py ---------------------------------------------


def test_every_figure_has_its_region_in_one_page_and_each_region_runs_its_figure() -> None:
    found = docs_figures.where(ROOT)
    assert set(found) == set(docs_figures.FIGURES)
    for name, pages in found.items():
        assert len(pages) == 1, (name, pages)
        body = docs_figures.regions(pages[0].read_text(encoding="utf-8"))[name]
        command = docs_figures.FIGURES[name].command
        assert body.startswith(f"```console\n$ {command}\n"), name
        assert body.endswith("\n```\n"), name


def test_the_script_shows_what_a_run_prints_without_its_timing() -> None:
    output = "1000 games\n| A | 923 |  \n| B | 77 |\nends 1000\n56 games/s (17.94 s, 2 jobs)\n\n"
    assert docs_figures.shown_lines(output) == [
        "1000 games",
        "| A | 923 |",
        "| B | 77 |",
        "ends 1000",
        "...",
    ]
    assert docs_figures.shown_lines("a\n1,386 games/s\n3 games/s (2 s)\nb\n") == [
        "a",
        "...",
        "b",
    ]
    text = "x\n<!-- figures: t -->\nold\n<!-- /figures -->\ny\n"
    assert docs_figures.regions(text) == {"t": "old\n"}
    assert docs_figures.replace(text, {"t": "new\n"}) == text.replace("old", "new")
    with pytest.raises(ValueError):
        docs_figures.regions(text + text)


def test_a_region_in_two_pages_is_found(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    region = "<!-- figures: t -->\nold\n<!-- /figures -->\n"
    (tmp_path / "README.md").write_text(region, encoding="utf-8")
    (tmp_path / "docs" / "page.md").write_text(region, encoding="utf-8")
    assert {name: len(at) for name, at in docs_figures.where(tmp_path).items()} == {"t": 2}


@pytest.mark.skipif(not RUN_SLOW, reason="the runs take minutes: DECKCHECK_SLOW_TESTS=1")
@pytest.mark.parametrize("name", list(docs_figures.FIGURES))
def test_each_figure_region_is_what_the_script_writes_now(
    name: str, workdir: Callable[[str], Path]
) -> None:
    (page,) = docs_figures.where(ROOT)[name]
    regions = docs_figures.regions(page.read_text(encoding="utf-8"))
    assert regions[name] == docs_figures.render(name, workdir(f"figures:{name}")), (
        f"run python tools/docs_figures.py {name}"
    )


def test_the_script_refuses_an_unknown_figure_before_running_anything(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert docs_figures.main(["no-such-figure"]) == 2
    assert "no-such-figure" in capsys.readouterr().err

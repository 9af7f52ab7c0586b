"""The hooks of ``.pre-commit-hooks.yaml``, installed by pre-commit into a temporary git
repository: they pass on good decks and catalogues and fail on bad ones.

The hooks are run as their definitions say (entry, files, serial), with ``language:
system`` and this environment's ``deckcheck`` in place of ``language: python``, which
would make pre-commit build deckcheck from the network.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def _pre_commit() -> str:
    found = shutil.which("pre-commit", path=str(BIN)) or shutil.which("pre-commit")
    if found is None or shutil.which("git") is None:
        pytest.skip("needs pre-commit (pip install pre-commit) and git")
    return found


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.invalid")
    _git(repo, "config", "user.name", "t")
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    local = []
    for hook in hooks:
        command, *args = hook["entry"].split()
        local.append(
            {
                **hook,
                "entry": " ".join([str(BIN / command), *args]),
                "language": "system",
            }
        )
    config = {"repos": [{"repo": "local", "hooks": local}]}
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    (repo / "decks").mkdir()
    shutil.copy(ROOT / "examples/decks/starter-short.yaml", repo / "decks/good.yaml")
    shutil.copy(ROOT / "examples/decks/wind-and-fire.txt", repo / "decks/wind.txt")
    shutil.copytree(ROOT / "cardsets/ccs", repo / "cardsets/ccs")
    (repo / "notes.yaml").write_text("not: a deck\n", encoding="utf-8")
    return repo


def _run(
    repo: Path, pre_commit: str, *, staged_only: bool = False
) -> subprocess.CompletedProcess[str]:
    """``pre-commit run`` on every file (``--all-files``), or as ``git commit`` runs it:
    on the files staged since the last commit only."""
    env = dict(
        os.environ,
        PRE_COMMIT_HOME=str(repo.parent / "pre-commit-home"),
        DECKCHECK_CACHE_DIR=str(repo.parent / "cache"),
        NO_COLOR="1",
    )
    _git(repo, "add", "-A")
    which = [] if staged_only else ["--all-files"]
    return subprocess.run(
        [pre_commit, "run", *which], cwd=repo, env=env, capture_output=True, text=True
    )


def test_hooks_pass_on_good_files_and_fail_on_bad(repo: Path) -> None:
    pre_commit = _pre_commit()
    passed = _run(repo, pre_commit)
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "deckcheck validate" in passed.stdout and "Passed" in passed.stdout
    assert "deckcheck catalog check" in passed.stdout

    shutil.copy(ROOT / "examples/decks/illegal-short.yaml", repo / "decks/bad.yaml")
    failed = _run(repo, pre_commit)
    assert failed.returncode == 1
    assert "decks/bad.yaml:8:1: CAPTURE_TIER_MAX" in failed.stdout
    (repo / "decks/bad.yaml").unlink()

    series = repo / "cardsets/ccs/sets/series_1.yaml"
    series.write_text(
        series.read_text(encoding="utf-8").replace("rarity: common", "rarity: comon", 1),
        encoding="utf-8",
    )
    broken = _run(repo, pre_commit)
    assert broken.returncode == 1
    assert "SCHEMA_ENUM" in broken.stdout and "series_1.yaml" in broken.stdout
    assert "deckcheck validate" in broken.stdout  # the deck hook still ran, and passed


def _give_id(path: Path, old: str, new: str) -> int:
    """Rename card ``old`` of a set file to ``new``; the line of its ``id:``."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    number = lines.index(f"  - id: {old}\n")
    lines[number] = f"  - id: {new}\n"
    path.write_text("".join(lines), encoding="utf-8")
    return number + 1


@pytest.mark.parametrize(
    ("changed", "old", "new", "reported"),
    [
        # The changed file repeats an id of an unchanged one: the problem is in the change.
        ("series_2", "C44", "C5", "series_2"),
        # The changed file takes an id that a later file has: reported at the later file,
        # which names the changed one.
        ("series_1", "C5", "C44", "series_2"),
    ],
)
def test_the_catalogue_hook_checks_the_whole_catalogue_of_a_changed_file(
    repo: Path, changed: str, old: str, new: str, reported: str
) -> None:
    pre_commit = _pre_commit()
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "start")
    sets = repo / "cardsets/ccs/sets"
    line = _give_id(sets / f"{changed}.yaml", old, new)
    done = _run(repo, pre_commit, staged_only=True)
    assert done.returncode == 1, done.stdout + done.stderr
    duplicate = [row for row in done.stdout.splitlines() if "CATALOG_DUPLICATE_ID" in row]
    assert len(duplicate) == 1, done.stdout
    where, _ = duplicate[0].split(": CATALOG_DUPLICATE_ID", 1)
    assert where.startswith(f"cardsets/ccs/sets/{reported}.yaml:")
    other = "series_1" if reported == "series_2" else "series_2"
    assert f"card id 'C{new[1:]}' is already used at cardsets/ccs/sets/{other}.yaml:" in (
        duplicate[0]
    )
    if changed == reported:
        assert where == f"cardsets/ccs/sets/{changed}.yaml:{line}:9"

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

ROOT = Path(__file__).resolve().parents[1]
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


def _run(repo: Path, pre_commit: str) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        PRE_COMMIT_HOME=str(repo.parent / "pre-commit-home"),
        DECKCHECK_CACHE_DIR=str(repo.parent / "cache"),
        NO_COLOR="1",
    )
    _git(repo, "add", "-A")
    return subprocess.run(
        [pre_commit, "run", "--all-files"], cwd=repo, env=env, capture_output=True, text=True
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

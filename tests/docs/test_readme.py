"""The user guide documents every command, and the README's set-up section stays two
commands."""

from __future__ import annotations

import re
from pathlib import Path

from deckcheck.cli import app
from deckcheck.cli.app import command_modules, load_all_commands
from tests.cli.helpers import (
    command_paths,
)

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: The user guide: a page per command group.
GUIDE = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "docs/guide").glob("*.md")))


def test_every_command_is_in_the_user_guide() -> None:
    load_all_commands()  # the commands register themselves when their module is imported
    paths = command_paths(app)
    assert {path.split()[1] for path in paths} == set(command_modules())
    assert len(paths) >= 14
    missing = [path for path in paths if path not in GUIDE]
    assert not missing


def test_set_up_is_two_commands() -> None:
    section = README.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None
    commands = [line for line in block.group(1).splitlines() if line.strip()]
    assert len(commands) == 2
    assert "pip install" in commands[0] and "deckcheck catalog check" in commands[0]
    assert commands[1].endswith("-m pytest")

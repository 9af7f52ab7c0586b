"""The command line's commands, the games played through it, and decks written for them."""

from __future__ import annotations

from pathlib import Path

import typer
import yaml

from deckcheck.cli import app
from deckcheck.cli.app import load_all_commands


def command_paths(application: typer.Typer, prefix: str = "deckcheck") -> list[str]:
    paths = [f"{prefix} {command.name}" for command in application.registered_commands]
    for group in application.registered_groups:
        assert group.typer_instance is not None
        paths += command_paths(group.typer_instance, f"{prefix} {group.name}")
    return paths


def all_paths() -> list[str]:
    load_all_commands()
    return [path.removeprefix("deckcheck ") for path in command_paths(app)]


ENV = {"NO_COLOR": "1", "COLUMNS": "200", "DECKCHECK_CACHE_DIR": ""}


def write_deck(path: Path, name: str, cards: dict[str, int], fmt: str = "short") -> Path:
    body = {
        "game": "ccs",
        "name": name,
        "format": fmt,
        "deck": {k: v for k, v in cards.items() if not k.startswith("CS")},
        "spirits": {k: v for k, v in cards.items() if k.startswith("CS")},
    }
    path.write_text(yaml.safe_dump(body, sort_keys=False), encoding="utf-8")
    return path

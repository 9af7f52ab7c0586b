"""Shared set-up of the Berserk engine tests.

Every test runs with :attr:`State.cross_check` on: a listing the engine takes from an
earlier one is compared with one listed anew.

Slow runs (thousands of random games) are marked ``slow`` and run only when the
environment variable ``DECKCHECK_SLOW_TESTS=1`` is set; golden logs are rewritten with
``DECKCHECK_REGEN_GOLDEN=1`` (the same switches as the ccs engine's tests).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from deckcheck.engine.berserk.state import State

HERE = Path(__file__).parent


@pytest.fixture(autouse=True)
def cross_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every listing the engine takes from an earlier one (State.cross_check) is compared
    with one listed anew, in every test of the engine."""
    monkeypatch.setattr(State, "cross_check", True)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: thousands of games; set DECKCHECK_SLOW_TESTS=1")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("DECKCHECK_SLOW_TESTS") == "1":
        return
    skip = pytest.mark.skip(reason="slow: set DECKCHECK_SLOW_TESTS=1 to run")
    for item in items:
        if "slow" in item.keywords and HERE in Path(str(item.fspath)).parents:
            item.add_marker(skip)

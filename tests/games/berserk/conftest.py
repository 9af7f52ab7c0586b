"""Shared set-up of the Berserk engine tests.

Every test runs with :attr:`State.cross_check` on: a listing the engine takes from an
earlier one is compared with one listed anew.

Golden logs are rewritten with ``DECKCHECK_REGEN_GOLDEN=1`` (the same switch as the ccs
engine's tests); slow runs are switched on as everywhere (tests/conftest.py).
"""

from __future__ import annotations

import pytest

from deckcheck.games.berserk.engine.state import State


@pytest.fixture(autouse=True)
def cross_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every listing the engine takes from an earlier one (State.cross_check) is compared
    with one listed anew, in every test of the engine."""
    monkeypatch.setattr(State, "cross_check", True)

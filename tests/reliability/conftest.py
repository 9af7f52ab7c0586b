"""Shared set-up of the reliability suite: one cache folder for the whole run.

The suite's helpers (processes started as a user starts them, signals, waits) are in
``tests/reliability/helpers.py``; the ``slow`` marker and its switch are tests/conftest.py's.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache folder for the whole run (a cold cache costs a catalogue parse)."""
    return tmp_path_factory.getbasetemp() / "reliability-cache"

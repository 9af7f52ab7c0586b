"""Shared set-up of every test.

Slow runs (thousands of games) are marked ``slow`` (the marker is declared here, once,
so that a copy of the tests run by an installed wheel, without pyproject.toml, knows it)
and run only when the environment variable ``DECKCHECK_SLOW_TESTS=1`` is set.
"""

from __future__ import annotations

import os

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: thousands of games; run with DECKCHECK_SLOW_TESTS=1")
    # pytest-xdist's marker, declared here too for a run without it (the compiled wheel's).
    config.addinivalue_line("markers", "xdist_group(name): tests one xdist worker runs")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("DECKCHECK_SLOW_TESTS") == "1":
        return
    skip = pytest.mark.skip(reason="slow: set DECKCHECK_SLOW_TESTS=1 to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)

"""The backend that ``--backend`` and ``--address`` name, for every command that plays
work units (``play``, ``tournament``, ``tune``, ``deck build --tune``): the options are
:mod:`deckcheck.cli.options`' (:func:`~deckcheck.cli.options.backend_option`), the
backends :mod:`deckcheck.batch.backends`'."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.cli.options import BackendName

if TYPE_CHECKING:
    from deckcheck.batch.backends import Backend

__all__ = ["BackendName", "make_cli_backend"]


def make_cli_backend(name: BackendName, jobs: int, address: str | None) -> Backend:
    from deckcheck.batch.backends import make_backend

    return make_backend(name.value, jobs, address)

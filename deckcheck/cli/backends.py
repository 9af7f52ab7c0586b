"""The options of every command that plays work units (``tournament``, ``tune``,
``deck build --tune``): ``--jobs``, ``--backend`` and ``--address``, and the backend
they name (:mod:`deckcheck.batch.backends`)."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.options import jobs_option

if TYPE_CHECKING:
    from deckcheck.batch.backends import Backend


class BackendName(str, enum.Enum):
    local = "local"
    ray = "ray"


BACKEND_OPTIONS: dict[str, Any] = {
    "jobs": jobs_option(),
    "backend": typer.Option(
        BackendName.local,
        "--backend",
        # "\\[": rich would read "[ray]" as markup and print nothing of it.
        help="Where the games run: local processes, or a Ray cluster "
        "(pip install 'deckcheck\\[ray]').",
    ),
    "address": typer.Option(
        None,
        "--address",
        help="With --backend ray: the cluster's address, HOST:PORT or ray://HOST:PORT "
        "(default: RAY_ADDRESS, else a Ray started on this machine); one that does not "
        "answer within 15 s (DECKCHECK_RAY_TIMEOUT) is an error.",
        show_default=False,
    ),
}


def make_cli_backend(name: BackendName, jobs: int, address: str | None) -> Backend:
    from deckcheck.batch.backends import make_backend

    return make_backend(name.value, jobs, address)

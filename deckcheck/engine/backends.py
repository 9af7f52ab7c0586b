"""Backends: where work units run — this process, a pool of local processes, or Ray.

Every backend takes :class:`~deckcheck.engine.units.WorkUnit` s, pulled lazily from an
iterable (so memory holds a few units per worker, however many there are), and yields
their :class:`~deckcheck.engine.units.UnitResult` s as they finish, in any order. A
unit's result does not depend on where it ran, so every backend gives the same totals.
Closing the generator (Ctrl-C, a consumer that stops early) stops the work at once:
local workers are killed, remote Ray tasks cancelled.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Generator, Iterable
from typing import Any, cast

from deckcheck.engine.units import UnitResult, WorkUnit, run_unit
from deckcheck.engine.workers import WorkerError, in_workers
from deckcheck.errors import UsageError

#: Backend names, as ``--backend`` takes them.
BACKENDS = ("local", "ray")

#: What installs the Ray backend's dependency.
RAY_EXTRA = "pip install 'deckcheck[ray]'"


class Backend:
    """Runs work units; see the module docstring."""

    name = "backend"

    def run(self, units: Iterable[WorkUnit]) -> Generator[UnitResult, None, None]:
        raise NotImplementedError

    def describe(self) -> str:
        return self.name


class InlineBackend(Backend):
    """Every unit in this process, one after another (``--jobs 1``)."""

    name = "local"

    def run(self, units: Iterable[WorkUnit]) -> Generator[UnitResult, None, None]:
        for unit in units:
            yield run_unit(unit)

    def describe(self) -> str:
        return "local, 1 process"


class ProcessPoolBackend(Backend):
    """Units over ``jobs`` local worker processes (``--jobs J``).

    The workers are :func:`deckcheck.engine.workers.in_workers`' (each holds at most two
    units). Units finish in any order (their counts are sums), so none waits for a
    slower one to be yielded.
    """

    name = "local"

    def __init__(self, jobs: int):
        self.jobs = jobs

    def describe(self) -> str:
        return f"local, {self.jobs} processes"

    def run(self, units: Iterable[WorkUnit]) -> Generator[UnitResult, None, None]:
        results = in_workers(run_unit, units, self.jobs)
        try:
            for _, result in results:
                yield result
        finally:
            results.close()  # kills the workers at once when the consumer stopped early


class RayBackend(Backend):
    """Units as Ray tasks, on the cluster at ``address`` (or ``RAY_ADDRESS``, or a Ray
    started on this machine when neither is given).

    At most ``2 ×`` the cluster's CPUs tasks are in flight; results are taken as they
    finish (``ray.wait`` with a short timeout, so Ctrl-C is seen within a fraction of a
    second), and the tasks still running are cancelled when the run stops early.
    """

    name = "ray"

    def __init__(self, address: str | None = None):
        self.address = address
        self._ray: Any = None

    def _connect(self) -> Any:
        if self._ray is not None:
            return self._ray
        try:
            import ray
        except ImportError:
            raise UsageError(
                f"--backend ray needs Ray: {RAY_EXTRA}", code="MISSING_DEPENDENCY"
            ) from None
        if not ray.is_initialized():
            import logging

            kwargs: dict[str, Any] = {
                "include_dashboard": False,
                "log_to_driver": False,
                "logging_level": logging.ERROR,  # Ray's start-up notes are not deckcheck's
            }
            if self.address:
                kwargs["address"] = self.address
            try:
                ray.init(**kwargs)
            except ConnectionError as err:
                where = self.address or os.environ.get("RAY_ADDRESS") or "a local Ray"
                raise UsageError(
                    f"cannot connect to the Ray cluster at {where}: {err}", code="RAY_UNREACHABLE"
                ) from None
        self._ray = ray
        return ray

    def cpus(self) -> int:
        ray = self._connect()
        return max(1, int(ray.cluster_resources().get("CPU", 1)))

    def describe(self) -> str:
        return f"ray, {self.cpus()} CPUs"

    def run(self, units: Iterable[WorkUnit]) -> Generator[UnitResult, None, None]:
        ray = self._connect()
        remote = ray.remote(num_cpus=1, max_retries=1)(run_unit)
        source = iter(units)
        limit = 2 * self.cpus()
        in_flight: list[Any] = []
        finished = False
        try:
            for unit in source:
                in_flight.append(remote.remote(unit))
                if len(in_flight) >= limit:
                    break
            while in_flight:
                ready, in_flight = ray.wait(in_flight, num_returns=1, timeout=0.2)
                for reference in ready:
                    try:
                        result = cast(UnitResult, ray.get(reference))
                    except ray.exceptions.RayError as err:  # a node lost, a worker killed
                        raise WorkerError(f"a Ray task failed: {err}") from None
                    following = next(source, None)
                    if following is not None:
                        in_flight.append(remote.remote(following))
                    yield result
            finished = True
        finally:
            if not finished:
                for reference in in_flight:
                    with contextlib.suppress(Exception):
                        ray.cancel(reference, force=True)


def make_backend(name: str, jobs: int = 1, address: str | None = None) -> Backend:
    """The backend called ``name`` (one of :data:`BACKENDS`)."""
    if name == "ray":
        return RayBackend(address)
    if name != "local":
        raise UsageError(
            f"no backend {name!r}; choose one of {', '.join(BACKENDS)}", code="BAD_OPTION"
        )
    if address:
        raise UsageError("--address is for --backend ray", code="BAD_OPTION")
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    return InlineBackend() if jobs == 1 else ProcessPoolBackend(jobs)

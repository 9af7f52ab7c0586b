"""Backends: where work units run — this process, a pool of local processes, or Ray.

Every backend takes :class:`~deckcheck.batch.units.WorkUnit` s, pulled lazily from an
iterable (so memory holds a few units per worker, however many there are), and yields
their :class:`~deckcheck.batch.units.UnitResult` s as they finish, in any order. A
unit's result does not depend on where it ran, so every backend gives the same totals.
Closing the generator (Ctrl-C, a consumer that stops early) stops the work at once:
local workers are killed, remote Ray tasks cancelled.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
from collections.abc import Generator, Iterable
from typing import Any, Final, cast

from deckcheck.batch.units import UnitResult, WorkUnit, run_unit
from deckcheck.batch.workers import WorkerError, in_workers
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

    The workers are :func:`deckcheck.batch.workers.in_workers`' (each holds at most two
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


#: How long ``--backend ray`` waits for a cluster's address to answer before it gives up
#: (seconds; ``DECKCHECK_RAY_TIMEOUT`` sets another). An address nothing listens at, or
#: one whose packets are dropped, is then a clear error instead of minutes of retries.
RAY_CONNECT_TIMEOUT = 15.0

#: What ``--address`` and ``RAY_ADDRESS`` take, as the error messages say it.
_RAY_ADDRESS_FORMS = (
    "HOST:PORT (the head node's address, as 'ray start --head' prints it), "
    "ray://HOST:PORT (Ray Client) or auto"
)
_RAY_CLIENT_PORT = 10001
#: A DNS name: labels of letters, digits and inner hyphens.
_LABEL = r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?"
_HOST_NAME = re.compile(rf"{_LABEL}(\.{_LABEL})*\.?")


def ray_connect_timeout() -> float:
    """:data:`RAY_CONNECT_TIMEOUT`, or ``DECKCHECK_RAY_TIMEOUT`` when it is a number > 0."""
    text = os.environ.get("DECKCHECK_RAY_TIMEOUT", "")
    try:
        value = float(text)
    except ValueError:
        return RAY_CONNECT_TIMEOUT
    return value if 0 < value <= 3600 else RAY_CONNECT_TIMEOUT


def parse_ray_address(address: str, source: str) -> tuple[str, int] | None:
    """The host and port a Ray address names (None for ``auto`` and ``local``, which Ray
    resolves itself); a :class:`UsageError` saying what is wrong, and what ``source``
    (``--address``, ``RAY_ADDRESS``) takes, when it is not one."""
    import ipaddress
    from urllib.parse import urlsplit

    from deckcheck.diagnostics import printable

    text = address.strip()
    if text in ("auto", "local"):
        return None
    bad = UsageError(
        f"{source} {printable(address)!r} is not a Ray address: write {_RAY_ADDRESS_FORMS}",
        code="BAD_OPTION",
    )
    scheme, separator, rest = text.rpartition("://")
    if separator and scheme != "ray":
        raise bad
    try:
        parts = urlsplit("//" + rest)
        host, port = parts.hostname, parts.port
    except ValueError:  # "garbage:::", "[::1": no port, or a broken IPv6 literal
        raise bad from None
    if not host:
        raise bad
    # Nothing beside the host and the port: no path, no user, nothing after "[::1]".
    shown = f"[{host}]" if ":" in host else host
    if rest.lower() not in (shown, f"{shown}:{port}"):
        raise bad
    if port is None:
        if scheme != "ray":
            raise bad  # the head node's port has no default worth guessing
        port = _RAY_CLIENT_PORT
    if not 0 < port < 65536:
        raise bad
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not _HOST_NAME.fullmatch(host):
            raise bad from None
    return host, port


#: An HTTP/2 client's first bytes: its preface and an empty SETTINGS frame. Ray's head
#: node and its Ray Client server speak gRPC (HTTP/2), whose first answer is a SETTINGS
#: frame: an address that gives none is not a Ray cluster, whatever listens there.
_HTTP2_HELLO = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes((0, 0, 0, 4, 0, 0, 0, 0, 0))
_HTTP2_SETTINGS = 4


def _reachable(host: str, port: int, timeout: float) -> str | None:
    """None when a gRPC server (what a Ray cluster is, to a client) answers at
    ``host:port`` within ``timeout`` seconds; else why not. Ray itself would retry for
    minutes against an address that does not answer, or answers something else."""
    import socket
    import time

    deadline = time.monotonic() + timeout
    try:
        with socket.create_connection((host, port), timeout=timeout) as connection:
            connection.sendall(_HTTP2_HELLO)
            head = b""
            while len(head) < 9:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                connection.settimeout(left)
                data = connection.recv(9 - len(head))
                if not data:
                    break
                head += data
    except TimeoutError:
        return f"no answer within {timeout:g} s"
    except OSError as err:
        return err.strerror or str(err)
    if len(head) < 9 or head[3] != _HTTP2_SETTINGS:
        return "what answers there is not a Ray cluster"
    return None


class RayBackend(Backend):
    """Units as Ray tasks, on the cluster at ``address`` (or ``RAY_ADDRESS``, or a Ray
    started on this machine when neither is given).

    The address is checked before Ray is asked (a malformed one is a usage error), and a
    cluster that does not answer within :func:`ray_connect_timeout` seconds is an error
    naming the address tried: Ray itself retries for minutes.

    At most ``2 ×`` the cluster's CPUs tasks are in flight; results are taken as they
    finish (``ray.wait`` with a short timeout, so Ctrl-C is seen within a fraction of a
    second), and the tasks still running are cancelled when the run stops early.
    """

    name = "ray"

    def __init__(self, address: str | None = None):
        self.address = address
        self._ray: Any = None
        # Checked now, before any game is played: a typo costs nothing.
        if address:
            self._source, self._target = "--address", address
        elif os.environ.get("RAY_ADDRESS"):
            self._source, self._target = "RAY_ADDRESS", os.environ["RAY_ADDRESS"]
        else:
            self._source, self._target = "", ""
        self._endpoint = parse_ray_address(self._target, self._source) if self._target else None

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
            self._init(ray)
        self._ray = ray
        return ray

    def _init(self, ray: Any) -> None:
        import logging

        from deckcheck.diagnostics import printable

        where = "a Ray started on this machine"
        if self._target:
            where = f"{printable(self._target)} (from {self._source})"
        timeout = ray_connect_timeout()
        if self._endpoint is not None:
            why = _reachable(*self._endpoint, timeout)
            if why is not None:
                raise UsageError(
                    f"cannot reach the Ray cluster at {where}: {why}", code="RAY_UNREACHABLE"
                )
        kwargs: dict[str, Any] = {
            "include_dashboard": False,
            "log_to_driver": False,
            "logging_level": logging.ERROR,  # Ray's start-up notes are not deckcheck's
        }
        if self.address:
            kwargs["address"] = self.address
        # Ray installs handlers of its own; deckcheck's (Ctrl-C, SIGTERM, SIGHUP: partial
        # results, exit 128 + N) stay in charge.
        handlers = {n: signal.getsignal(n) for n in _HANDLED_SIGNALS}
        try:
            ray.init(**kwargs)
        except Exception as err:  # ConnectionError, RuntimeError, grpc's and Ray's own
            reason = " ".join(str(err).split())[:300] or type(err).__name__
            raise UsageError(
                f"cannot connect to the Ray cluster at {where}: {printable(reason)}",
                code="RAY_UNREACHABLE",
            ) from None
        finally:
            for number, handler in handlers.items():
                if handler is not None:
                    signal.signal(number, handler)

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
                _cancel_all(ray, in_flight)


#: How long a stopped run waits for its cancelled Ray tasks to end, asking again meanwhile.
_CANCEL_ROUNDS: Final = 50
_CANCEL_WAIT: Final = 0.1


def _cancel_all(ray: Any, references: list[Any]) -> None:
    """Cancel ``references`` and wait until each has ended (as cancelled or done), asking
    again: a cancel that reaches a task while Ray is still handing it to a worker can be
    lost, and the task would hold its CPU for the whole unit (seen in CI under load)."""
    pending = list(references)
    for _ in range(_CANCEL_ROUNDS):
        if not pending:
            return
        for reference in pending:
            with contextlib.suppress(Exception):
                ray.cancel(reference, force=True)
        try:
            _, pending = ray.wait(pending, num_returns=len(pending), timeout=_CANCEL_WAIT)
        except Exception:  # a cluster going away: nothing left to cancel
            return


_HANDLED_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


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

"""``--address`` and ``RAY_ADDRESS``: a malformed address is a usage error before Ray is
asked (it was a traceback), and an address that does not answer is a clear error within
the documented time (it hung for minutes). Loopback addresses only."""

from __future__ import annotations

import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckcheck.batch.backends import RAY_CONNECT_TIMEOUT, RayBackend, parse_ray_address
from deckcheck.errors import UsageError
from tests.reliability.helpers import EXAMPLES, environment, run

DECKS = [EXAMPLES / "starter-short.yaml", EXAMPLES / "wind-and-fire.txt"]
MALFORMED = [
    "garbage:::",
    "ray://",
    "http://[::1",
    "http://127.0.0.1:6379",
    "[::1",
    "127.0.0.1",
    "127.0.0.1:0",
    "127.0.0.1:99999",
    "host name:6379",
    "ray://u:p@127.0.0.1:1",
    "ray://127.0.0.1:1/path",
    "ray://[::1]x:1",
    "127.0.0.1:৪",
    "\x1b[31m:1",
]


@pytest.mark.parametrize("address", MALFORMED)
def test_a_malformed_address_is_a_usage_error(address: str) -> None:
    with pytest.raises(UsageError, match="is not a Ray address: write HOST:PORT"):
        RayBackend(address)


@pytest.mark.parametrize(
    ("address", "endpoint"),
    [
        ("127.0.0.1:6379", ("127.0.0.1", 6379)),
        ("[::1]:6379", ("::1", 6379)),
        ("ray://localhost:10001", ("localhost", 10001)),
        ("ray://head.example", ("head.example", 10001)),
        ("auto", None),
    ],
)
def test_well_formed_addresses(address: str, endpoint: tuple[str, int] | None) -> None:
    assert parse_ray_address(address, "--address") == endpoint


@pytest.fixture
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.getbasetemp() / "ray-address-cache"


@pytest.mark.parametrize("how", ["--address", "RAY_ADDRESS"])
def test_the_command_says_what_is_wrong_and_exits_2(how: str, cache: Path) -> None:
    for address in ("garbage:::", "ray://", "http://[::1"):
        args = ["tournament", *DECKS, "-n", "2", "--backend", "ray"]
        if how == "--address":
            result = run([*args, "--address", address], cache)
        else:
            env = {**environment(cache), "RAY_ADDRESS": address}
            result = subprocess.run(
                [*run_args(args)], capture_output=True, text=True, env=env, timeout=120,
                check=False,
            )  # fmt: skip
        assert result.returncode == 2, result.stderr
        assert "Traceback" not in result.stderr
        assert f"{how} '{address}' is not a Ray address" in result.stderr


def run_args(args: list[object]) -> list[str]:
    from tests.reliability.helpers import command

    return command(*args)


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A loopback port that accepts connections and never answers (not a Ray cluster)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        yield listener.getsockname()[1]


def test_an_address_nothing_listens_at_is_refused_at_once(cache: Path) -> None:
    result = run(["play", *DECKS, "-n", "4", "--backend", "ray", "--address", "127.0.0.1:1"],
                 cache, timeout=120)  # fmt: skip
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "cannot reach the Ray cluster at 127.0.0.1:1 (from --address)" in result.stderr


def test_an_address_that_never_answers_is_an_error_within_the_timeout(
    silent_port: int, cache: Path
) -> None:
    address = f"127.0.0.1:{silent_port}"
    env = {**environment(cache), "DECKCHECK_RAY_TIMEOUT": "1"}
    started = time.monotonic()
    result = subprocess.run(
        run_args(["play", *DECKS, "-n", "4", "--backend", "ray", "--address", address]),
        capture_output=True, text=True, env=env, timeout=300, check=False,
    )  # fmt: skip
    # Ray alone retried for minutes (over 5 here): a bound far below that, not a speed test.
    assert time.monotonic() - started < 120
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert f"cannot reach the Ray cluster at {address} (from --address): no answer within 1 s" in (
        result.stderr
    )


def test_the_timeout_is_documented_and_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from deckcheck.batch.backends import ray_connect_timeout

    for text in ("", "x", "-1", "0", "nan", "1e9"):
        monkeypatch.setenv("DECKCHECK_RAY_TIMEOUT", text)
        assert ray_connect_timeout() == RAY_CONNECT_TIMEOUT
    monkeypatch.setenv("DECKCHECK_RAY_TIMEOUT", "2.5")
    assert ray_connect_timeout() == 2.5
    from typer.testing import CliRunner

    from deckcheck.cli import app

    shown = CliRunner().invoke(app, ["tournament", "--help"], env={"COLUMNS": "300"}).stdout
    assert "DECKCHECK_RAY_TIMEOUT" in " ".join(shown.split())

"""What building the package tells the user (hatch_build.py, the mypyc build hook).

Compiling the engines takes two to three minutes with no output of its own, so the hook
says what it does, why and for how long before it starts, on standard error (hatchling's
display), where ``python -m build`` and ``pip install -v`` show it. Plain ``pip install``
shows no build output at all, which the README's install section says; a test here pins
that behaviour of pip, so that the README is revisited if pip ever shows it.

No test compiles (two to three minutes on a shared machine): the compile step is replaced
by a stand-in, and the real builds here are ``DECKCHECK_PURE_PYTHON=1`` ones (seconds).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")

hatch_build = pytest.importorskip("hatch_build")


class _App:
    """hatchling's display, recorded in order with the compile step's start."""

    def __init__(self, events: list[str]) -> None:
        self.events = events

    def display_info(self, message: str = "", **kwargs: Any) -> None:
        self.events.append(f"info: {message}")

    def display_waiting(self, message: str = "", **kwargs: Any) -> None:
        self.events.append(f"waiting: {message}")

    def display_warning(self, message: str = "", **kwargs: Any) -> None:
        self.events.append(f"warning: {message}")


def _hook(tmp_path: Path, events: list[str]) -> Any:
    return hatch_build.CompileEngines(
        str(ROOT), {}, None, None, str(tmp_path), "wheel", _App(events)
    )


def _fake_compile(events: list[str], *, fails: bool) -> Any:
    def run(args: list[str], cwd: Path, **kwargs: Any) -> subprocess.CompletedProcess[str]:
        events.append("compile starts")
        if not fails:
            (Path(cwd) / "lib/deckcheck").mkdir(parents=True)
            (Path(cwd) / "lib/deckcheck/engine.cpython-311-x86_64-linux-gnu.so").write_bytes(b"")
        return subprocess.CompletedProcess(args, 1 if fails else 0, "", "gcc: not found")

    return run


def test_the_build_says_what_it_compiles_why_and_how_long_before_it_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DECKCHECK_PURE_PYTHON", raising=False)
    monkeypatch.delenv("DECKCHECK_REQUIRE_COMPILED", raising=False)
    events: list[str] = []
    monkeypatch.setattr(hatch_build.subprocess, "run", _fake_compile(events, fails=False))
    build_data: dict[str, Any] = {"force_include": {}}
    hook = _hook(tmp_path, events)
    hook.initialize("standard", build_data)
    work = hook._work
    hook.finalize("standard", build_data, str(tmp_path / "deckcheck.whl"))
    assert work is not None and not work.exists()
    assert events[1] == "compile starts"
    said = events[0]
    assert said.startswith("waiting: deckcheck: compiling the rules engines")
    for point in ("mypyc", "three times faster", "two to three minutes", "DECKCHECK_PURE_PYTHON=1"):
        assert point in said
    assert "prints nothing until it is done" in said
    assert events[2].startswith("info: deckcheck: compiled 1 rules-engine extensions in 0 min")
    assert build_data["pure_python"] is False


def test_a_failed_compile_says_why_and_that_the_wheel_is_pure_python(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DECKCHECK_PURE_PYTHON", raising=False)
    monkeypatch.delenv("DECKCHECK_REQUIRE_COMPILED", raising=False)
    events: list[str] = []
    monkeypatch.setattr(hatch_build.subprocess, "run", _fake_compile(events, fails=True))
    build_data: dict[str, Any] = {"force_include": {}}
    _hook(tmp_path, events).initialize("standard", build_data)
    assert events[-1].startswith("warning: deckcheck: compiling the engines failed")
    assert "gcc: not found" in events[-1]
    assert "pure_python" not in build_data


def _build_env() -> dict[str, str]:
    # pip as a user runs it: no configuration file or variable that makes it verbose.
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(
        DECKCHECK_PURE_PYTHON="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_CONFIG_FILE=os.devnull
    )
    env.pop("DECKCHECK_REQUIRE_COMPILED", None)
    return env


def _pip_wheel(tmp_path: Path, *verbose: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", *verbose, "--no-build-isolation", "--no-deps",
         "--no-index", "-w", str(tmp_path / "wheels"), str(ROOT)],
        capture_output=True, text=True, env=_build_env(), timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout + done.stderr


def test_pip_shows_the_build_s_messages_only_with_v(tmp_path: Path) -> None:
    assert hatch_build.PURE_MESSAGE in _pip_wheel(tmp_path, "-v")
    # Without -v pip shows none of it: the README's install section says so.
    assert hatch_build.PURE_MESSAGE not in _pip_wheel(tmp_path)
    assert "pip install -v ." in README


def test_python_m_build_shows_the_build_s_messages(tmp_path: Path) -> None:
    pytest.importorskip("build")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--skip-dependency-check", "--wheel",
         "--outdir", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, env=_build_env(), timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert hatch_build.PURE_MESSAGE in done.stdout + done.stderr


@pytest.mark.parametrize("page", ["README.md", "docs/install.md"])
def test_the_install_section_warns_of_the_silent_minutes(page: str) -> None:
    text = (ROOT / page).read_text(encoding="utf-8")
    section = text.split("## Install as a user", 1)[1].split("\n## ", 1)[0]
    words = " ".join(section.split())
    assert "two to three minutes" in words
    assert "shows nothing" in words and "pip install -v ." in words


def test_a_new_module_of_a_game_is_compiled_without_being_listed(tmp_path: Path) -> None:
    from deckcheck.engine import compiled

    for name in ("engine/__init__.py", "engine/api.py", "games/__init__.py",
                 "games/newgame/__init__.py", "games/newgame/profile.py",
                 "games/newgame/engine/__init__.py", "games/newgame/engine/game.py",
                 "games/newgame/engine/rules.py", "games/newgame/engine/state.py",
                 "games/newgame/engine/effects/__init__.py",
                 "games/newgame/engine/effects/burn.py"):
        path = tmp_path / "deckcheck" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("", encoding="utf-8")
    assert compiled._game_modules(tmp_path) == [
        "deckcheck/games/newgame/engine/effects/burn.py",
        "deckcheck/games/newgame/engine/rules.py",
        "deckcheck/games/newgame/engine/state.py",
    ]
    # A hot module elsewhere asks to be compiled by its mark; an unmarked one is not.
    (tmp_path / "deckcheck/engine/api.py").write_text(
        f'"""The API."""\n\n{compiled.HOT_MARK} (the search)\nimport math\n', encoding="utf-8"
    )
    assert compiled._marked_modules(tmp_path) == ["deckcheck/engine/api.py"]
    # The build hook reads the same list as the running package, without importing it.
    assert hatch_build._modules(ROOT) == list(compiled.MODULES)
    assert "deckcheck/games/berserk/engine/abilities/summoning.py" in compiled.MODULES
    assert "deckcheck/games/berserk/squads/optimise.py" in compiled.MODULES
    assert "deckcheck/engine/agents.py" in compiled.MODULES
    assert "deckcheck/games/berserk/engine/game.py" not in compiled.MODULES
    assert "deckcheck/games/berserk/profile.py" not in compiled.MODULES

"""Wheel build step: compile the rules engines' hot modules with mypyc.

The modules are found by ``deckcheck/engine/compiled.py``'s rule (``MODULES``), which also tells a
running deckcheck whether its engines are compiled. mypyc turns the type-annotated Python
into C extensions; the ``.py`` files ship beside them, and Python imports the extension
first. The games are the same either way (CI plays the same fingerprinted games on both).

Not compiled: an editable install (its source must stay live), and any build with
``DECKCHECK_PURE_PYTHON=1``. When compiling fails (no C compiler, no Python headers) the
build prints why and makes a pure-Python wheel, which works everywhere, only slower;
``DECKCHECK_REQUIRE_COMPILED=1`` makes such a failure fail the build (CI sets it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# Run in a child process: mypyc's build goes through setuptools, whose command line and
# global state should not meet hatchling's. It runs in a folder of its own, where mypyc
# writes its C and setuptools builds; argv: the mypy configuration, then the modules.
_COMPILE = """
import sys
from mypyc.build import mypycify
from setuptools import setup

config, modules = sys.argv[1], sys.argv[2:]
# multi_file: C files per module, which gcc compiles in half the time of one large file.
# The C targets the Python that builds it (the configuration's python_version is the
# oldest the package supports, for type-checking).
running = f"{sys.version_info[0]}.{sys.version_info[1]}"
extensions = mypycify(["--config-file", config, "--python-version", running, *modules],
                      opt_level="3", group_name="deckcheck", multi_file=True)
setup(
    name="deckcheck-engines",
    packages=[],
    ext_modules=extensions,
    script_args=["build_ext", "--build-lib", "lib", "--build-temp", "tmp"],
)
"""


#: Shown when a build skips compiling on purpose.
PURE_MESSAGE = (
    "deckcheck: DECKCHECK_PURE_PYTHON=1: the rules engines are not compiled "
    "(pure Python: the same games, about three times slower)"
)


def compiling_message(modules: int) -> str:
    """What a build says before compiling: what, why, how long, and how to skip it."""
    return (
        f"deckcheck: compiling the rules engines ({modules} modules) with mypyc, so that sample "
        "games run about three times faster. This takes two to three minutes and prints "
        "nothing until it is done. DECKCHECK_PURE_PYTHON=1 skips it (a pure-Python build "
        "in seconds, the same games, slower)."
    )


def _modules(root: Path) -> list[str]:
    """deckcheck.engine.compiled.MODULES, read without importing deckcheck."""
    namespace: dict[str, Any] = {"__file__": str(root / "deckcheck/engine/compiled.py")}
    exec((root / "deckcheck/engine/compiled.py").read_text(encoding="utf-8"), namespace)
    return list(namespace["MODULES"])


class CompileEngines(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"
    #: Where mypyc builds; it holds the extensions until the wheel is written (finalize).
    _work: Path | None = None

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        if os.environ.get("DECKCHECK_PURE_PYTHON") == "1":
            self.app.display_info(PURE_MESSAGE)
            return
        root = Path(self.root)
        modules = [str(root / path) for path in _modules(root)]
        self._work = Path(tempfile.mkdtemp(prefix="deckcheck-mypyc-"))
        # Said before the silent minutes, on standard error: hatchling's display goes there,
        # which `python -m build` and `pip install -v` show (plain `pip install` shows no
        # build output at all, so the README's install section says it).
        self.app.display_waiting(compiling_message(len(modules)))
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-c", _COMPILE, str(root / "pyproject.toml"), *modules],
            cwd=self._work,
            capture_output=True,
            text=True,
        )
        lib = self._work / "lib"
        built = sorted(p for p in lib.rglob("*") if p.suffix in (".so", ".pyd"))
        if done.returncode != 0 or not built:
            why = (done.stderr or done.stdout).strip().splitlines()[-15:]
            self._clean()
            if os.environ.get("DECKCHECK_REQUIRE_COMPILED") == "1":
                raise RuntimeError("\n".join(
                    ["deckcheck: compiling the engines failed (DECKCHECK_REQUIRE_COMPILED=1):",
                     *why]))
            self.app.display_warning("\n".join(
                ["deckcheck: compiling the engines failed; this wheel is pure Python:", *why]))
            return
        minutes, seconds = divmod(round(time.monotonic() - started), 60)
        self.app.display_info(
            f"deckcheck: compiled {len(built)} rules-engine extensions in {minutes} min {seconds} s"
        )
        for path in built:
            build_data["force_include"][str(path)] = path.relative_to(lib).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        self._clean()

    def _clean(self) -> None:
        if self._work is not None:
            shutil.rmtree(self._work, ignore_errors=True)
            self._work = None

"""Whether this installation's rules engines run compiled (mypyc) or as pure Python.

A wheel built from this source compiles the engines' hot modules, found by the rule of
:data:`MODULES`, to C extensions with mypyc (``hatch_build.py`` at the repository's top
level); the ``.py`` files ship beside them. An editable install keeps the engines pure
Python, so that an edit takes effect at once, and so does a build with
``DECKCHECK_PURE_PYTHON=1`` or on a machine where compiling fails (no C compiler: the
build says so and goes on). Both play exactly the same games — a CI test plays the same
fingerprinted games on both — and the compiled engines are several times faster
(``docs/benchmarks.md``).

This module imports nothing of the engines: ``deckcheck bench`` asks it what it measures.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path
from typing import Final

#: The directory that holds the ``deckcheck`` package (the repository's top level, or
#: site-packages in an installation, where the ``.py`` files ship beside the extensions).
_ROOT: Final = Path(__file__).resolve().parents[2]

#: The line a hot module outside the games' engines carries among its first lines to be
#: compiled: the agents (the search agent's look-ahead plays thousands of moves a
#: decision), the state every engine builds on, a game's squad optimiser. The mark, not a
#: list kept here, is the rule, so a new module asks for compiling where it is written.
HOT_MARK: Final = "# deckcheck: compiled"

#: Modules of a game's engine package left in Python: a package's ``__init__`` only
#: re-exports its modules' names (the modules it names are compiled) and ``game.py`` wires
#: the engine into the API — neither runs during a game. (A game's ``rules.py`` is
#: compiled: its options are read at every decision, and an interpreted object's
#: attribute costs a dictionary look-up where a compiled one's is a field.)
NOT_COMPILED: Final = frozenset({"__init__.py", "game.py"})


def _game_modules(root: Path) -> list[str]:
    """Every module of every game's engine package (``deckcheck/games/<game>/engine/``,
    its subpackages included) but :data:`NOT_COMPILED`, as paths from ``root``: a new
    module of a game is compiled without being listed anywhere."""
    games = root / "deckcheck" / "games"
    if not games.is_dir():
        return []
    return [
        path.relative_to(root).as_posix()
        for package in sorted(games.iterdir())
        if (package / "engine" / "__init__.py").is_file()
        for path in sorted((package / "engine").rglob("*.py"))
        if path.name not in NOT_COMPILED
    ]


def _marked_modules(root: Path) -> list[str]:
    """Every other module of the package whose first lines carry :data:`HOT_MARK`."""
    found = []
    for path in sorted((root / "deckcheck").rglob("*.py")):
        with path.open(encoding="utf-8") as source:
            head = [source.readline() for _ in range(30)]
        if any(line.startswith(HOT_MARK) for line in head):
            found.append(path.relative_to(root).as_posix())
    return found


#: The modules compiled into a wheel, as paths from the repository's top level: every
#: game's engine and the marked hot modules (found by the rules above, never listed).
MODULES: tuple[str, ...] = tuple(sorted({*_game_modules(_ROOT), *_marked_modules(_ROOT)}))


def module_name(path: str) -> str:
    """``deckcheck/engine/base.py`` -> ``deckcheck.engine.base``."""
    return path.removesuffix(".py").replace("/", ".")


def compiled_modules() -> list[str]:
    """The modules of :data:`MODULES` that this installation loads from a C extension."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    found = []
    for path in MODULES:
        spec = importlib.util.find_spec(module_name(path))
        if spec is not None and spec.origin is not None and spec.origin.endswith(suffixes):
            found.append(module_name(path))
    return found


def engine_build() -> str:
    """``compiled``, ``pure Python``, or ``partly compiled (n of m modules)``."""
    count = len(compiled_modules())
    if count == len(MODULES):
        return "compiled"
    if count == 0:
        return "pure Python"
    return f"partly compiled ({count} of {len(MODULES)} modules)"

"""Whether this installation's rules engines run compiled (mypyc) or as pure Python.

A wheel built from this source compiles the engines' hot modules, listed in
:data:`MODULES`, to C extensions with mypyc (``hatch_build.py`` at the repository's top
level); the ``.py`` files ship beside them. An editable install keeps the engines pure
Python, so that an edit takes effect at once, and so does a build with
``DECKCHECK_PURE_PYTHON=1`` or on a machine where compiling fails (no C compiler: the
build says so and goes on). Both play exactly the same games — a CI test plays the same
fingerprinted games on both — and the compiled engines are several times faster
(README, Benchmarks).

This module imports nothing of the engines: ``deckcheck bench`` asks it what it measures.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util

#: The modules compiled into a wheel, as paths from the repository's top level: the game
#: loops, the legal-action listings, strikes and abilities, the information model, the
#: agents (the search agent's look-ahead plays thousands of moves a decision) and the
#: squad optimiser (every Berserk game recruits two squads with it). A package's
#: ``__init__`` that only re-exports its modules' names stays Python (as
#: ``deckcheck/engine/berserk/__init__.py``): the modules it names are compiled.
MODULES: tuple[str, ...] = (
    "deckcheck/engine/agents.py",
    "deckcheck/engine/base.py",
    "deckcheck/engine/berserk/abilities/amounts.py",
    "deckcheck/engine/berserk/abilities/auras.py",
    "deckcheck/engine/berserk/abilities/compiler.py",
    "deckcheck/engine/berserk/abilities/control.py",
    "deckcheck/engine/berserk/abilities/counters.py",
    "deckcheck/engine/berserk/abilities/damage.py",
    "deckcheck/engine/berserk/abilities/durations.py",
    "deckcheck/engine/berserk/abilities/healing.py",
    "deckcheck/engine/berserk/abilities/language.py",
    "deckcheck/engine/berserk/abilities/limits.py",
    "deckcheck/engine/berserk/abilities/loading.py",
    "deckcheck/engine/berserk/abilities/markers.py",
    "deckcheck/engine/berserk/abilities/movement.py",
    "deckcheck/engine/berserk/abilities/moves.py",
    "deckcheck/engine/berserk/abilities/passives.py",
    "deckcheck/engine/berserk/abilities/registry.py",
    "deckcheck/engine/berserk/abilities/resolution.py",
    "deckcheck/engine/berserk/abilities/strikes.py",
    "deckcheck/engine/berserk/abilities/summoning.py",
    "deckcheck/engine/berserk/abilities/tokens.py",
    "deckcheck/engine/berserk/abilities/triggers.py",
    "deckcheck/engine/berserk/actions.py",
    "deckcheck/engine/berserk/board.py",
    "deckcheck/engine/berserk/cards.py",
    "deckcheck/engine/berserk/information.py",
    "deckcheck/engine/berserk/kernel.py",
    "deckcheck/engine/berserk/position.py",
    "deckcheck/engine/berserk/state.py",
    "deckcheck/engine/berserk/strikes.py",
    "deckcheck/engine/ccs/actions.py",
    "deckcheck/engine/ccs/cards.py",
    "deckcheck/engine/ccs/effects.py",
    "deckcheck/engine/ccs/position.py",
    "deckcheck/engine/ccs/state.py",
    "deckcheck/squads/optimise.py",
)


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

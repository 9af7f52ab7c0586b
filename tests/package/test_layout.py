"""The package's layout keeps its promises: generic code never names a game, and its
packages import one another in one direction only."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

from deckcheck.catalog.load import bundled_game_info
from deckcheck.games import entries

PACKAGE = Path(__file__).resolve().parents[2] / "deckcheck"

#: Generic modules allowed to name a game, and why: documentation text about the games
#: deckcheck ships, never code that decides anything.
DOCUMENTATION = {
    # The commands' --help examples run against the bundled games (a test runs each).
    "cli/examples_help.py",
}


def _game_words() -> re.Pattern[str]:
    """Each game's id, title and the name its data gives it, as whole words."""
    words: set[str] = set()
    for entry in entries():
        words |= {entry.id, entry.title, bundled_game_info(entry.id).name}
    # The games' other names, as players write them.
    words |= {"Sakura", "Cardcaptors", "Берсерк"}
    alternatives = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?i)(?<![\w-])(?:{alternatives})(?![\w])")


def _generic_modules() -> Iterator[tuple[str, Path]]:
    games = {entry.id for entry in entries()}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        parts = relative.split("/")
        if parts[0] == "games" and len(parts) > 2 and parts[1] in games:
            continue  # a game's own folder
        yield relative, path


def _docstrings(tree: ast.AST) -> set[tuple[int, int]]:
    """Where the module's, classes' and functions' docstrings and the attribute
    docstrings start: text for readers, which may take a game as its example."""
    found = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)):
            found.add((node.lineno, node.col_offset))
    return found


def _named_games(path: Path, words: re.Pattern[str]) -> list[str]:
    """The names and strings of ``path`` (its code, not its docstrings or comments) that
    name a game."""
    source = path.read_text("utf-8")
    docstrings = _docstrings(ast.parse(source))
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and token.start in docstrings:
            continue
        if token.type in (tokenize.NAME, tokenize.STRING) and words.search(token.string):
            found.append(f"{token.start[0]}: {token.string[:80]}")
    return found


def test_generic_modules_never_name_a_game() -> None:
    words = _game_words()
    named = {
        relative: found
        for relative, path in _generic_modules()
        if relative not in DOCUMENTATION and (found := _named_games(path, words))
    }
    assert named == {}


def test_the_check_finds_a_game_named_in_code(tmp_path: Path) -> None:
    module = tmp_path / "mod.py"
    module.write_text(
        '"""Docstrings may say Berserk."""\n'
        "# and comments: ccs\n"
        "def f(game: str) -> bool:\n"
        '    """As here: berserk."""\n'
        '    return game == "berserk"\n',
        "utf-8",
    )
    assert _named_games(module, _game_words()) == ['5: "berserk"']


def _unit(module: str, games: set[str]) -> str:
    """The package (or top-level module) a module belongs to; each game's folder is a
    unit of its own (``games.berserk``), apart from the registry (``games``)."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "games" and parts[2] in games:
        return f"games.{parts[2]}"
    return parts[1] if len(parts) > 1 else parts[0]


def _module_name(path: Path, root: Path) -> str:
    name = ".".join(path.relative_to(root).with_suffix("").parts)
    return name.removesuffix(".__init__")


def _is_module(name: str, root: Path) -> bool:
    base = root.joinpath(*name.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def _imports(tree: ast.AST) -> Iterator[str]:
    """Every module an import of ``tree`` names (lazy ones in functions too), but those
    only a type checker reads (under ``if TYPE_CHECKING:``)."""
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only |= {id(inner) for inner in ast.walk(node)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def package_imports(root: Path, games: set[str]) -> dict[str, dict[str, set[str]]]:
    """unit -> unit it imports -> the imports that make the edge (``a -> b``)."""
    edges: dict[str, dict[str, set[str]]] = {}
    for path in sorted((root / "deckcheck").rglob("*.py")):
        module = _module_name(path, root)
        source = _unit(module, games)
        for name in _imports(ast.parse(path.read_text("utf-8"))):
            if not name.startswith("deckcheck.") or not _is_module(name, root):
                continue
            target = _unit(name, games)
            if target != source:
                edges.setdefault(source, {}).setdefault(target, set()).add(f"{module} -> {name}")
    return edges


def import_circles(edges: dict[str, dict[str, set[str]]]) -> list[list[str]]:
    """The units that import one another, in a circle (Tarjan's strongly connected
    components of more than one unit)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(unit: str) -> None:
        order[unit] = low[unit] = len(order)
        stack.append(unit)
        for other in edges.get(unit, {}):
            if other not in order:
                visit(other)
                low[unit] = min(low[unit], low[other])
            elif other in stack:
                low[unit] = min(low[unit], order[other])
        if low[unit] == order[unit]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == unit:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for unit in sorted(edges):
        if unit not in order:
            visit(unit)
    return circles


def test_packages_import_one_another_in_one_direction() -> None:
    games = {entry.id for entry in entries()}
    edges = package_imports(PACKAGE.parent, games)
    circles = import_circles(edges)
    shown = [
        f"{a} -> {b}: {sorted(edges[a][b])[:3]}"
        for circle in circles for a in circle for b in circle if b in edges.get(a, {})
    ]
    assert circles == [], "\n".join(shown)


def test_generic_packages_never_import_a_game() -> None:
    games = {entry.id for entry in entries()}
    edges = package_imports(PACKAGE.parent, games)
    into_games = {
        f"{source} -> {target}"
        for source, targets in edges.items() if not source.startswith("games.")
        for target in targets if target.startswith("games.")
    }
    assert into_games == set()


def test_the_circle_check_finds_a_circle(tmp_path: Path) -> None:
    for name, text in {
        "deckcheck/__init__.py": "",
        "deckcheck/a/__init__.py": "",
        "deckcheck/a/x.py": "def f() -> None:\n    from deckcheck.b import y\n",
        "deckcheck/b/__init__.py": "",
        "deckcheck/b/y.py": "from typing import TYPE_CHECKING\nimport deckcheck.c.z\n"
                            "if TYPE_CHECKING:\n    from deckcheck.a import x\n",
        "deckcheck/c/__init__.py": "",
        "deckcheck/c/z.py": "from deckcheck.a.x import f\n",
    }.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
    assert import_circles(package_imports(tmp_path, set())) == [["a", "b", "c"]]

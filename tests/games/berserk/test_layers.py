"""The Berserk engine's layers: kernel <- abilities <- state, and nothing the other way.

The card abilities act on a game only through :class:`deckcheck.games.berserk.engine.kernel.
Kernel`; these tests read the sources (every import, at the top, in a function or under
``TYPE_CHECKING``) so that a circle, or an ability reaching into the state, fails here
rather than in a reviewer's head. They also check the trigger table's places and the
operation registry.
"""

from __future__ import annotations

import ast
import importlib
import json
from pathlib import Path

import pytest

import deckcheck.games.berserk.engine
from deckcheck.engine.compiled import MODULES
from deckcheck.games.berserk.engine.abilities import OPERATIONS, registry, triggers
from deckcheck.games.berserk.engine.abilities.loading import CARD_ABILITIES_SCHEMA
from deckcheck.games.berserk.engine.kernel import Kernel
from deckcheck.games.berserk.engine.state import State
from deckcheck.resources import schemas_dir

# The sources of the installed engine (a compiled wheel ships them beside its extensions).
BERSERK = Path(str(deckcheck.games.berserk.engine.__file__)).parent
PACKAGE = "deckcheck.games.berserk.engine.abilities"
#: The modules that import the game state (directly or through one that does).
STATE_SIDE = ("deckcheck.games.berserk.engine.state", "deckcheck.games.berserk.engine.position",
              "deckcheck.games.berserk.engine.game", "deckcheck.games.berserk.engine.information")


def _module(path: Path) -> str:
    return ".".join(path.relative_to(BERSERK.parents[3]).with_suffix("").parts) \
        .removesuffix(".__init__")


def _imports(path: Path, *, typing_too: bool = True) -> set[str]:
    """The modules ``path`` imports (``from m import x`` counts m and m.x), anywhere in it;
    without ``typing_too``, leaving out the imports under ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    if not typing_too:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
                skipped |= {id(n) for n in ast.walk(node)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


ABILITY_FILES = sorted((BERSERK / "abilities").glob("*.py"))


def test_the_abilities_package_is_every_ability_module() -> None:
    assert not (BERSERK / "abilities.py").exists()
    names = {p.stem for p in ABILITY_FILES}
    assert {"__init__", "language", "triggers", "registry", "compiler", "passives",
            "loading", "damage", "healing", "movement", "counters", "strikes", "markers",
            "summoning", "auras"} <= names


@pytest.mark.parametrize("path", ABILITY_FILES, ids=lambda p: p.stem)
def test_an_ability_module_never_imports_the_game_state(path: Path) -> None:
    imported = _imports(path)
    assert not {m for m in imported if m.startswith(STATE_SIDE)}, imported


@pytest.mark.parametrize("path", ABILITY_FILES, ids=lambda p: p.stem)
def test_an_ability_module_reads_no_private_member_of_a_game(path: Path) -> None:
    # state._wound, state._log ...: the kernel's public names are the abilities' only way in.
    tree = ast.parse(path.read_text(encoding="utf-8"))
    private = [f"{path.name}:{node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
               if isinstance(node, ast.Attribute) and node.attr.startswith("_")
               and not node.attr.startswith("__")
               and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))]
    assert not private


def test_the_kernel_imports_neither_the_abilities_nor_the_state_at_run_time() -> None:
    imported = _imports(BERSERK / "kernel.py", typing_too=False)
    assert not {m for m in imported if m.startswith((PACKAGE, *STATE_SIDE))}, imported
    # Its type-only imports never reach the state either.
    assert not {m for m in _imports(BERSERK / "kernel.py") if m.startswith(STATE_SIDE)}


def test_the_abilities_package_imports_itself_without_a_circle() -> None:
    graph = {_module(p): {m for m in _imports(p) if m.startswith(PACKAGE + ".")}
             for p in ABILITY_FILES}
    # ``from m import x`` is an edge to m.x when that is a module of the package (registry
    # names its family modules), else to m: a name taken from the package's __init__, which
    # imports every module, closes a circle.
    for module, imported in graph.items():
        graph[module] = {m if m in graph else m.rsplit(".", 1)[0] for m in imported} - {module}
    done: set[str] = set()

    def visit(module: str, path: tuple[str, ...]) -> None:
        assert module not in path, " -> ".join((*path, module))
        if module in done:
            return
        for other in sorted(graph.get(module, ())):
            visit(other, (*path, module))
        done.add(module)

    for module in sorted(graph):
        if module != PACKAGE:
            visit(module, ())


def test_the_state_implements_the_kernel() -> None:
    assert issubclass(State, Kernel)
    declared = [name for name, member in vars(Kernel).items()
                if callable(member) and not name.startswith("_")]
    assert len(declared) >= 25
    # Every operation the kernel declares is the state's own (the kernel's raise).
    assert not [name for name in declared if name != "emit" and name not in vars(State)]


def test_every_module_of_the_rules_kernel_and_the_abilities_is_compiled() -> None:
    # The package's __init__ only re-exports (it stays Python, as the engine's own does).
    for path in [BERSERK / "kernel.py", *ABILITY_FILES]:
        compiled = str(path.relative_to(BERSERK.parents[3])) in MODULES
        assert compiled == (path.name != "__init__.py"), path.name
    init = ast.parse((BERSERK / "abilities" / "__init__.py").read_text(encoding="utf-8"))
    assert all(isinstance(node, (ast.Expr, ast.ImportFrom, ast.Assign)) for node in init.body)


def test_every_trigger_is_one_row_of_the_table_with_its_own_bit() -> None:
    # The schema's triggers are the table's (a new row needs its key there too).
    schema = json.loads((schemas_dir() / CARD_ABILITIES_SCHEMA).read_text(encoding="utf-8"))
    assert set(schema["$defs"]["ability"]["properties"]["trigger"]["enum"]) \
        == {row.key for row in triggers.TABLE if row.key} == set(triggers.TRIGGERS)
    assert set(triggers.TRIGGER_WORDS) == {*triggers.TRIGGERS, "then"}
    bits = [row.bit for row in triggers.TABLE if row.key != "formation"]
    assert len(bits) == len(set(bits)) and all(bit & (bit - 1) == 0 for bit in bits)
    # A card's bits are one int: past bit 62 it is a boxed integer in the compiled build
    # (a bit test on it is some 270 instructions, not one), so the rows asked on every
    # decision and the most used ones take the low bits, the rare ones the high bits.
    assert max(bits).bit_length() <= 127
    low = [bit for bit in bits if bit <= triggers.LOW_MASK]
    assert len(low) <= triggers.LOW_BITS
    assert all(bit > triggers.LOW_MASK for bit in bits if bit not in low)


#: The engine's every-decision code: the rows it asks must be low bits (an unboxed test).
EVERY_DECISION = ("_main_actions", "_compute_legal", "_do", "_effect_actions",
                  "_ability_actions", "_attack_actions", "_shot_targets", "_move", "_settle",
                  "_after_step", "_leap_actions")


def _constants_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and n.id.startswith("T_")}


def test_every_decision_asks_only_low_trigger_bits() -> None:
    import deckcheck.games.berserk.engine.state as state_module

    tree = ast.parse((BERSERK / "state.py").read_text(encoding="utf-8"))
    functions = [node for node in ast.walk(tree)
                 if isinstance(node, ast.FunctionDef) and node.name in EVERY_DECISION]
    assert len(functions) == len(EVERY_DECISION)
    asked = set().union(*(_constants_in(f) for f in functions))
    high = sorted(name for name in asked if getattr(state_module, name) > triggers.LOW_MASK)
    assert high == []
    from deckcheck.games.berserk.engine.abilities import moves
    assert moves.MOVE_HOOKS <= triggers.LOW_MASK  # asked at every move


def test_trig_low_is_asked_only_for_low_bits() -> None:
    # trig_low is trig_any cut to the low bits: a high bit asked of it would always be 0.
    import importlib

    files = [BERSERK / "state.py", *sorted((BERSERK / "abilities").glob("*.py"))]
    for path in files:
        name = "state" if path.name == "state.py" else f"abilities.{path.stem}"
        if path.name == "__init__.py":
            continue
        module = importlib.import_module(f"deckcheck.games.berserk.engine.{name}")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd) \
                    and isinstance(node.left, ast.Attribute) and node.left.attr == "trig_low":
                value = eval(compile(ast.Expression(node.right), str(path), "eval"),
                             vars(module))
                assert value <= triggers.LOW_MASK, (path.name, ast.unparse(node))


def _high_part(node: ast.expr) -> bool:
    """Whether ``node`` is ``….trig_high`` or ``….trig_hi[…]`` (bits >> LOW_BITS)."""
    if isinstance(node, ast.Subscript):
        node = node.value
        return isinstance(node, ast.Attribute) and node.attr == "trig_hi"
    return isinstance(node, ast.Attribute) and node.attr == "trig_high"


def test_trig_high_is_asked_only_for_high_bits_shifted_down() -> None:
    # trig_high is trig_any >> LOW_BITS, and a card's trig_hi its trig >> LOW_BITS: a test
    # against them must use a high bit shifted the same way (triggers.H_*), or it asks
    # another trigger (or none, for a low bit).
    shifted = {name for name in vars(triggers) if name.startswith("H_")}
    assert shifted
    for name in shifted:
        bit = getattr(triggers, "T_" + name[2:])
        assert bit > triggers.LOW_MASK, name
        assert getattr(triggers, name) == bit >> triggers.LOW_BITS, name
    files = [BERSERK / "state.py", *sorted((BERSERK / "abilities").glob("*.py"))]
    asked = 0
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd) \
                    and _high_part(node.left):
                names = {n.id for n in ast.walk(node.right) if isinstance(n, ast.Name)}
                assert names and names <= shifted, (path.name, ast.unparse(node))
                asked += 1
    assert asked > 20


def _function_source(owner: str, name: str) -> str:
    """The source of ``State.name`` or of the package's ``owner.name``, read from its file
    (a compiled function has none to inspect)."""
    path = BERSERK / "state.py" if owner == "State" else BERSERK / "abilities" / f"{owner}.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    scope = tree.body
    if owner == "State":
        scope = next(node for node in tree.body
                     if isinstance(node, ast.ClassDef) and node.name == "State").body
    found = next(node for node in scope
                 if isinstance(node, ast.FunctionDef) and node.name == name)
    return ast.unparse(found)


@pytest.mark.parametrize("row", [row for row in triggers.TABLE if row.key],
                         ids=lambda row: row.key)
def test_a_trigger_is_fired_where_its_row_says(row: triggers.Trigger) -> None:
    constant = next(name for name, value in vars(triggers).items()
                    if name.startswith("T_") and value == row.bit)
    sources = [_function_source(*place.split(".")) for place in row.fired.split(", ")]
    shifted = "H_" + constant[2:]  # a rare bit as asked of trig_high
    assert any(constant in source or shifted in source for source in sources), \
        (row.key, row.fired)


def test_the_registry_joins_the_families_without_a_clash() -> None:
    assert sum(len(ops) for ops in registry.FAMILIES.values()) == len(OPERATIONS)
    for family, ops in registry.FAMILIES.items():
        module = importlib.import_module(f"{PACKAGE}.{family}")
        assert ops == module.OPERATIONS
        assert all(OPERATIONS[op.name] == op for op in ops)


def test_every_marker_name_is_one_markers_own() -> None:
    # A card's markers are kept by name; two meanings under one name overwrite each
    # other (the ice chain's binding and a chain of strikes shared "marker:chain").
    names: dict[str, list[str]] = {}
    for path in sorted(BERSERK.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                    and isinstance(node.value, ast.Constant) \
                    and isinstance(node.value.value, str) \
                    and node.value.value.startswith("marker:"):
                names.setdefault(node.value.value, []).append(
                    f"{path.relative_to(BERSERK)}: {node.target.id}")
    assert len(names) > 20  # (the markers are found)
    assert {name: where for name, where in names.items() if len(where) > 1} == {}


def test_a_cards_mark_is_an_engine_marker_only_where_the_engine_obeys_it() -> None:
    # A card's mark is kept as "marker:" + its name, beside the engine's own markers: a
    # mark named like one of them is that marker. Six are so on purpose (the engine obeys
    # the mark: a no_heal mark stops healing ...); any other would overwrite the engine's
    # memory (as the ice chain and the chain of strikes did, under one name).
    import re

    from deckcheck.resources import game_dir

    obeyed = {"bleeds", "no_attack", "no_heal", "no_ranged", "unanswered_first",
              "fights_closed"}
    engine = set()
    for path in sorted(BERSERK.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value.startswith("marker:") and len(node.value) > 7:
                engine.add(node.value[len("marker:"):])
    marks = set()
    for path in sorted((game_dir("berserk") / "card-abilities").glob("*.yaml")):
        marks.update(re.findall(r"\b(?:struck_mark|not_marked|marked|mark): ([a-z_]+)",
                                path.read_text(encoding="utf-8")))
    assert len(marks) > 30 and len(engine) > 40
    clashes = {m for m in marks for name in engine
               if name == m or (m.endswith("_") and name.startswith(m))}
    assert clashes == obeyed


def test_a_targets_side_number_names_its_side() -> None:
    # The listings and Target.matches compare Target.side_code with the SIDE_ numbers.
    from deckcheck.games.berserk.engine.abilities import language

    numbers = {"self": language.SIDE_SELF, "enemy": language.SIDE_ENEMY,
               "ally": language.SIDE_ALLY, "host": language.SIDE_HOST,
               "guest": language.SIDE_GUEST, "grave": language.SIDE_GRAVE,
               "enemy_grave": language.SIDE_ENEMY_GRAVE}
    for side, number in numbers.items():
        assert language.SIDE_NAMES[number] == side
    for side in language.SIDE_NAMES:
        assert language.SIDE_NAMES[language.Target(side=side).side_code] == side


def test_an_abilitys_attack_kind_says_what_its_label_says() -> None:
    # The tap listing asks Ability.attack where it asked whether the label is an attack
    # (ATTACK_LABELS) or one a no_ranged mark bars (RANGED_BARRED).
    from deckcheck.games.berserk.engine.abilities import language
    from deckcheck.games.berserk.engine.abilities.tokens import RANGED_BARRED

    for label in (*language.LABEL_KINDS, "", "not_a_label"):
        attack = language.Ability("VS-001", "", "tap", 0, (), label=label).attack
        assert bool(attack) == (label in language.ATTACK_LABELS)
        assert (attack in RANGED_BARRED) == (label in RANGED_BARRED)


def test_every_effect_bit_is_its_keys_own() -> None:
    from deckcheck.games.berserk.engine.cards import EFFECT_BITS, effect_bits

    bits = [bit for _, bit in EFFECT_BITS]
    assert all(bit & (bit - 1) == 0 for bit in bits) and len(set(bits)) == len(bits)
    for key, bit in EFFECT_BITS:
        assert effect_bits({key: 1, "other": 2}) == bit
    assert effect_bits(dict.fromkeys((key for key, _ in EFFECT_BITS), 1)) == sum(bits)

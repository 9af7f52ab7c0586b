"""The Berserk card encodings against the printed card facts: the agreement audit.

Every card the catalogue marks as playing every printed ability is compared with the facts
of ``tools/data/berserk-card-facts.json`` (classes, ranges, clauses that need a hit,
durations, "N or fewer" amounts, use limits) by ``tools/berserk_encoding_audit.py``. The
known disagreements are listed with a reason in ``tools/data/berserk-encoding-known.yaml``:
a new disagreement fails here, and so does a listed one that is gone, so the list (the
worklist of ``tools/data/berserk-encoding-audit.md``) only shrinks.

The audit reads the data files only (never the engine), so it holds whatever shape the
engine's code takes.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[3]


def _load_audit() -> ModuleType:
    name = "berserk_encoding_audit"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


audit_tool = _load_audit()


@pytest.fixture(scope="module")
def inputs() -> Any:
    return audit_tool.load_inputs()


@pytest.fixture(scope="module")
def found(inputs: Any) -> list[Any]:
    return list(audit_tool.audit(inputs))


@pytest.fixture(scope="module")
def known() -> dict[tuple[str, str], str]:
    loaded: dict[tuple[str, str], str] = audit_tool.load_known()
    return loaded


# --- the bundled data ----------------------------------------------------------------------


def test_no_new_disagreement_and_no_fixed_one_still_listed(
    found: list[Any], known: dict[tuple[str, str], str]
) -> None:
    pairs = {(d.card, d.kind): d.detail for d in found}
    new = [f"{card} {kind}: {pairs[card, kind]}" for card, kind in pairs if (card, kind)
           not in known]
    fixed = [f"{card} {kind}: {known[card, kind]}" for card, kind in known
             if (card, kind) not in pairs]
    assert not new, ("encodings disagree with the printed facts (fix them, or list them "
                     "with a reason in tools/data/berserk-encoding-known.yaml):\n"
                     + "\n".join(new))
    assert not fixed, ("these listed disagreements are gone: remove them from "
                       "tools/data/berserk-encoding-known.yaml:\n" + "\n".join(fixed))


def test_the_worklist_is_up_to_date(
    inputs: Any, found: list[Any], known: dict[tuple[str, str], str]
) -> None:
    expected = audit_tool.render(inputs, found, known)
    assert audit_tool.WORKLIST.read_text(encoding="utf-8") == expected, (
        "run python tools/berserk_encoding_audit.py")


def test_the_check_option_agrees(capsys: pytest.CaptureFixture[str]) -> None:
    assert audit_tool.main(["--check"]) == 0
    assert capsys.readouterr().err == ""


def test_the_scope_is_every_card_the_catalogue_calls_implemented(inputs: Any) -> None:
    scope = audit_tool.in_scope(inputs)
    implemented = [i for i, c in inputs.cards.items() if "implemented" not in c]
    assert scope == implemented and len(scope) >= 210  # grows as cards are done
    for card_id in scope:  # every encoded one plays each of its abilities
        entry = inputs.encodings.get(card_id)
        if entry is not None:
            assert entry["complete"] is True, card_id
            assert all(a.get("implemented", True) for a in entry["abilities"]), card_id
        else:  # its keywords are its whole text
            assert not inputs.cards[card_id].get("other_abilities"), card_id


def test_every_class_an_encoding_asks_for_exists_and_is_printed(inputs: Any) -> None:
    asked = {c for entry in inputs.encodings.values()
             for c in audit_tool.class_conditions(entry.get("abilities", ()))}
    given = {c for entry in inputs.encodings.values() for c in entry.get("classes", ())}
    assert asked and asked | given <= inputs.class_ids
    for class_id in asked:  # a condition that no printed card meets would be a typo
        assert any(class_id in c.get("classes", ()) for c in inputs.cards.values()), class_id


def test_every_listed_disagreement_has_a_kind_and_a_reason(
    known: dict[tuple[str, str], str], inputs: Any
) -> None:
    assert known
    for (card, kind), reason in known.items():
        assert card in inputs.cards and kind in audit_tool.KINDS
        assert reason.strip() and len(reason) <= 160, (card, kind)


def test_the_counts_the_worklist_reports(found: list[Any]) -> None:
    by_kind = Counter(d.kind for d in found)
    assert set(by_kind) <= set(audit_tool.KINDS)
    text = audit_tool.WORKLIST.read_text(encoding="utf-8")
    for kind in audit_tool.KINDS:
        assert f"| `{kind}` | {by_kind[kind]} |" in text
    cards = {d.card for d in found if d.kind != "class_condition"}
    assert f"at least one respect: {len(cards)};" in text


# --- each check on made-up cards -------------------------------------------------------------


FACT: dict[str, Any] = {
    "classes": [], "ranges": [], "tiers": {"tiered": [], "x": False}, "hit_only": [],
    "once_per": [], "duration": [], "up_to": False,
}


def _inputs(card: dict[str, Any] | None = None, fact: dict[str, Any] | None = None,
            entry: dict[str, Any] | None = None, *, encoded: bool = True) -> Any:
    record = {"id": "VS-901", "name": "Test", **(card or {})}
    facts = {"VS-901": {**FACT, **(fact or {})}}
    encodings = {"VS-901": {"complete": True, "abilities": [], **(entry or {})}} if encoded \
        else {}
    return audit_tool.Inputs(facts, encodings, {"VS-901": record},
                             frozenset({"orc", "jordling", "toa_dan"}))


def _kinds(inputs: Any) -> list[str]:
    return [d.kind for d in audit_tool.audit(inputs)]


def test_classes_come_from_the_catalogue_and_an_encoding_naming_its_own_disagrees() -> None:
    card = {"classes": ["toa_dan", "orc"]}
    assert _kinds(_inputs(card, entry={})) == []  # the engine reads the catalogue's
    assert _kinds(_inputs(card, encoded=False)) == []
    assert _kinds(_inputs({}, entry={})) == []
    assert _kinds(_inputs(card, entry={"classes": ["orc", "toa_dan"]})) == ["classes"]
    assert _kinds(_inputs({}, entry={"classes": ["orc"]})) == ["classes"]


def test_a_condition_on_an_unknown_class_is_found_on_any_encoding() -> None:
    ability = {"trigger": "static", "target": {"side": "ally", "if": {"class": ["orc", "goblin"]}},
               "effects": [{"strike": 1}]}
    unplayed = _inputs({"implemented": False}, entry={"abilities": [ability], "complete": False})
    found = audit_tool.audit(unplayed)  # out of scope, and still checked
    assert [(d.kind, d.detail) for d in found] == [
        ("class_condition", "names goblin, not a class of the catalogue")]
    nested = {"trigger": "tap", "if": {"has": {"if": {"class": "orcs"}}}, "effects": [{"heal": 1}]}
    assert _kinds(_inputs(entry={"abilities": [nested]})) == ["class_condition"]
    assert _kinds(_inputs(entry={"classes": ["Орк"]})) == ["classes", "class_condition"]


SHOT = {"label": "shot", "trigger": "tap", "target": {"side": "enemy", "min_range": 2},
        "effects": [{"wound": 1}]}


@pytest.mark.parametrize(
    ("card", "fact", "abilities", "agrees"),
    [
        ({}, {"ranges": [{"kind": "shot", "range": 4}]},
         [{**SHOT, "target": {"side": "enemy", "range": 4}}], True),
        ({}, {"ranges": [{"kind": "shot", "range": 4}]}, [SHOT], False),  # any distance
        ({}, {"ranges": [{"kind": "shot", "range": 4}]},
         [{**SHOT, "target": {"side": "enemy", "range": 3}}], False),
        ({"abilities": ["shot-1"]}, {"ranges": [{"kind": "shot", "range": 4}]}, [], False),
        ({"abilities": ["shot-1"], "ranges": ["shot-4"]},  # the keyword carries its range
         {"ranges": [{"kind": "shot", "range": 4}]}, [], True),
        ({"abilities": ["shot-1"], "ranges": ["shot-3"]},
         {"ranges": [{"kind": "shot", "range": 4}]}, [], False),
        ({"abilities": ["shot-1"], "ranges": ["shot-4"]}, {}, [], False),  # not printed
        ({"abilities": ["shot-1"]}, {"ranges": [{"kind": "shot", "range": 4}]},
         [{**SHOT, "replaces": "shot", "label": None, "target": {"range": 4}}], True),
        ({}, {}, [{**SHOT, "target": {"side": "enemy", "range": 2}}], False),  # not printed
        ({"abilities": ["jump-3"]}, {"ranges": [{"kind": "jump", "range": 3}]}, [], True),
        ({"abilities": ["jump-3"]}, {"ranges": [{"kind": "jump", "range": 4}]}, [], False),
        ({}, {"ranges": [{"kind": "jump", "range": 3}]},
         [{"trigger": "on_attack", "effects": [{"move_to": {"within": 3}}]}], True),
        ({}, {"ranges": [{"kind": "throw", "range": 5}, {"kind": "throw", "range": 5}]},
         [{**SHOT, "label": "throw", "target": {"range": 5}}], False),  # two printed, one
        ({}, {"ranges": [{"kind": "other", "range": 2}]},
         [{"trigger": "tap", "target": {"side": "any", "range": 2}, "effects": [{"heal": 1}]}],
         True),
        ({}, {"ranges": None}, [SHOT], True),  # text missing in the source: nothing printed
    ],
)
def test_ranges(card: dict[str, Any], fact: dict[str, Any], abilities: list[dict[str, Any]],
                agrees: bool) -> None:
    abilities = [{k: v for k, v in a.items() if v is not None} for a in abilities]
    kinds = _kinds(_inputs(card, fact, {"abilities": abilities}))
    assert kinds == ([] if agrees else ["range"])


STRUCK = {"trigger": "on_attack", "target": {"side": "other"}, "effects": [{"poison": 1}]}


@pytest.mark.parametrize(
    ("hit_only", "abilities", "agrees"),
    [
        ([True], [{**STRUCK, "on_hit": ["weak", "medium", "strong"]}], True),
        ([True], [STRUCK], False),  # fires on a miss too
        ([True], [{"trigger": "when_destroys", "effects": [{"heal": 1}]}], True),
        (["on_attack"], [STRUCK], True),
        (["on_attack"], [{**STRUCK, "on_hit": "strong"}], False),  # printed on any attack
        ([], [{"trigger": "static", "on_hit": "weak", "effects": [{"reduce": 1}]}], True),
        ([True], [{"trigger": "on_attack", "effects": [{"strike": 1}]}], False),
        (None, [STRUCK], True),
        (["unclear"], [STRUCK], True),
    ],
)
def test_hits(hit_only: list[Any] | None, abilities: list[dict[str, Any]], agrees: bool) -> None:
    kinds = _kinds(_inputs({}, {"hit_only": hit_only}, {"abilities": abilities}))
    assert kinds == ([] if agrees else ["hit"])


def _grant(trigger: str, **effect: Any) -> dict[str, Any]:
    return {"trigger": trigger, "effects": [effect]}


@pytest.mark.parametrize(
    ("printed", "abilities", "agrees"),
    [
        (["permanent"], [_grant("tap", grant="direct_strike")], True),
        (["permanent"], [_grant("tap", strike=1)], False),  # played for this turn
        (["end_of_turn"], [_grant("tap", strike=1)], True),
        (["end_of_your_turn"], [_grant("tap", mark="fury")], True),
        (["end_of_opponent_turn"], [_grant("tap", mark="fury", turns=2)], True),
        (["end_of_battle"], [_grant("on_attack", mark="prey", turns=99)], True),
        (["while_condition"], [_grant("static", strike=1)], True),
        (["while_condition"], [_grant("tap", strike=1)], False),
        (["its_next_turn"], [_grant("on_defence", stun=True)], True),
        (["end_of_next_opponent_turn"], [_grant("tap", shield=1, against="nonmagic")], True),
        (["for_x_opponent_turns"], [_grant("tap", shield=0, x="spent", turns="x")], True),
        (["one_use"], [_grant("instant", tier="strong")], True),
        (["end_of_turn"], [{"trigger": "static", "if": {"moved_straight": 2},
                            "effects": [{"direct": True}]}], True),
        (["end_of_turn"], [{"trigger": "tap", "target": {"range": 1, "range_steps": True},
                            "effects": [{"wound": 1}]}], True),
        (["end_of_turn"], [], False),
        (["a_new_enum"], [_grant("tap", strike=1)], False),  # an unknown kind never agrees
        (None, [], True),
    ],
)
def test_durations(printed: list[str] | None, abilities: list[dict[str, Any]],
                   agrees: bool) -> None:
    kinds = _kinds(_inputs({}, {"duration": printed}, {"abilities": abilities}))
    assert kinds == ([] if agrees else ["duration"])


def test_up_to_needs_a_choice() -> None:
    fixed = {"trigger": "tap", "target": {"side": "ally"}, "effects": [{"heal": 2}]}
    assert _kinds(_inputs({}, {"up_to": True}, {"abilities": [fixed]})) == ["up_to"]
    chosen = {**fixed, "repeat": 3}
    assert _kinds(_inputs({}, {"up_to": True}, {"abilities": [chosen]})) == []
    assert _kinds(_inputs({}, {"up_to": None}, {"abilities": [fixed]})) == []


@pytest.mark.parametrize(
    ("printed", "limits", "agrees"),
    [
        ([{"per": "turn", "times": 2}], {"times_per_turn": 2}, True),
        ([{"per": "turn", "times": 1}], {"once_per_turn": True}, True),
        ([{"per": "turn", "times": 1}], {"times_per_turn": 1}, True),
        ([{"per": "game", "times": 1}], {"once_per_battle": True}, True),
        ([{"per": "game", "times": 2}], {"times_per_battle": 2}, True),
        ([{"per": "game", "times": 1}], {"once_per_turn": True}, False),
        ([{"per": "turn", "times": 3}], {}, False),
        ([], {"times_per_turn": 3}, False),
        ([{"per": "turn", "times": 1, "whose": "yours", "each": True}], {"once_per_turn": True},
         True),
    ],
)
def test_use_limits(printed: list[dict[str, Any]], limits: dict[str, Any], agrees: bool) -> None:
    ability = {"trigger": "tap", "effects": [{"heal": 1}], **limits}
    kinds = _kinds(_inputs({}, {"once_per": printed}, {"abilities": [ability]}))
    assert kinds == ([] if agrees else ["once_per"])


def test_an_ability_the_engine_does_not_play_is_not_its_encoding() -> None:
    ranged = {**SHOT, "target": {"side": "enemy", "range": 4}, "implemented": False,
              "why_not": "x"}
    fact = {"ranges": [{"kind": "shot", "range": 4}]}
    assert _kinds(_inputs({}, fact, {"abilities": [ranged]})) == ["range"]


def test_a_card_without_facts_is_an_error() -> None:
    broken = _inputs()
    broken.facts.clear()
    with pytest.raises(audit_tool.AuditError, match="no facts for VS-901"):
        audit_tool.audit(broken)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("known:\n  - {card: VS-001, kind: range}\n", "needs card, kind and reason"),
        ("known:\n  - {card: VS-001, kind: colour, reason: x}\n", "unknown kind 'colour'"),
        ("known:\n  - {card: VS-001, kind: range, reason: ' '}\n", "the reason is empty"),
        ("known:\n  - {card: VS-001, kind: range, reason: a}\n"
         "  - {card: VS-001, kind: range, reason: b}\n", "listed twice"),
        ("known:\n  - just a string\n", "needs card, kind and reason"),
    ],
)
def test_a_malformed_known_list_is_refused(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "known.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(audit_tool.AuditError, match=message):
        audit_tool.load_known(path)
    path.write_text("", encoding="utf-8")
    assert audit_tool.load_known(path) == {}


@pytest.mark.parametrize(
    ("tiers", "abilities", "agrees"),
    [
        ({"tiered": [[1, 2, 2]], "x": False},
         [{"trigger": "tap", "effects": [{"wound": [1, 2, 2]}]}], True),
        ({"tiered": [[1, 2, 2]], "x": False},
         [{"trigger": "tap", "effects": [{"wound": 2}]}], False),
        ({"tiered": [[1, 2, 2]], "x": False},
         [{"trigger": "tap", "effects": [{"wound": [1, 2, 3]}]}], False),
        ({"tiered": [], "x": True},
         [{"trigger": "tap", "effects": [{"wound": 0, "x": "counters"}]}], True),
        ({"tiered": [], "x": True},
         [{"trigger": "tap", "cost": {"counters": "x"}, "effects": [{"heal": 1}]}], True),
        ({"tiered": [], "x": True},
         [{"trigger": "tap", "repeat": "moved", "effects": [{"wound": 1}]}], True),
        ({"tiered": [], "x": True}, [{"trigger": "tap", "effects": [{"wound": 1}]}], False),
        ({"tiered": [[0, 1, 1]], "x": True},
         [{"trigger": "tap", "effects": [{"wound": [0, 1, 1], "x": "counters"}]}], True),
        (None, [], True),
    ],
)
def test_tiered_and_x_amounts(tiers: dict[str, Any] | None, abilities: list[dict[str, Any]],
                              agrees: bool) -> None:
    kinds = _kinds(_inputs({}, {"tiers": tiers}, {"abilities": abilities}))
    assert kinds == ([] if agrees else ["tiers"])


def test_encodings_split_per_set_are_read_as_one(tmp_path: Path) -> None:
    folder = tmp_path / "card-abilities"
    folder.mkdir()
    (folder / "vs.yaml").write_text("game: berserk\ncards:\n  VS-001: {complete: true, "
                                    "abilities: []}\n", encoding="utf-8")
    (folder / "nt.yaml").write_text("game: berserk\ncards:\n  NT-001: {complete: false, "
                                    "abilities: []}\n", encoding="utf-8")
    assert set(audit_tool.read_encodings(tmp_path)) == {"VS-001", "NT-001"}
    (folder / "again.yaml").write_text("game: berserk\ncards:\n  VS-001: {complete: true, "
                                       "abilities: []}\n", encoding="utf-8")
    with pytest.raises(audit_tool.AuditError, match="VS-001 is encoded twice"):
        audit_tool.read_encodings(tmp_path)
    with pytest.raises(audit_tool.AuditError, match=r"no card-abilities\.yaml"):
        audit_tool.read_encodings(tmp_path / "elsewhere")

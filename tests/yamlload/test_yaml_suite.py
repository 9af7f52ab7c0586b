"""The loader against cases of the official YAML test suite (tests/data/yaml-test-suite).

Valid plain-data cases load to the suite's JSON, invalid YAML is refused with a located
error, and what deckcheck refuses by policy is refused with the policy's code.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckcheck.errors import LoadError
from deckcheck.loading.yamlload import loads

SUITE = Path(__file__).parents[1] / "data" / "yaml-test-suite"
CASES = sorted(p.name for p in SUITE.iterdir() if (p / "in.yaml").is_file())
POLICY: dict[str, str] = json.loads((SUITE / "policy.json").read_text(encoding="utf-8"))


def _input(case: str) -> str:
    return (SUITE / case / "in.yaml").read_bytes().decode("utf-8")


def test_the_suite_cases_are_here() -> None:
    assert len(CASES) >= 50
    assert "S4JQ" in CASES and (SUITE / "LICENSE").is_file()


@pytest.mark.parametrize(
    "case", [c for c in CASES if (SUITE / c / "in.json").is_file() and c not in POLICY]
)
def test_valid_data_loads_as_the_suite_says(case: str) -> None:
    expected = json.loads((SUITE / case / "in.json").read_text(encoding="utf-8"))
    assert loads(_input(case), f"{case}.yaml").data == expected


@pytest.mark.parametrize("case", [c for c in CASES if (SUITE / c / "error").is_file()])
def test_invalid_yaml_is_refused_with_a_location(case: str) -> None:
    with pytest.raises(LoadError) as caught:
        loads(_input(case), f"{case}.yaml")
    assert all(d.location.line >= 1 for d in caught.value.diagnostics)


@pytest.mark.parametrize("case", sorted(POLICY))
def test_what_the_policy_refuses(case: str) -> None:
    with pytest.raises(LoadError) as caught:
        loads(_input(case), f"{case}.yaml")
    assert POLICY[case] in {d.code for d in caught.value.diagnostics}


def test_a_non_specific_tag_makes_a_string() -> None:
    # S4JQ: `! 12` was read as the integer 12; "!" makes a scalar a string.
    assert loads("- ! 12\n- 12\n- ! true\n- ! [1]\n").data == ["12", 12, "true", [1]]

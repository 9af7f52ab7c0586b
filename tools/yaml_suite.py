#!/usr/bin/env python3
"""Run deckcheck's YAML loader over the whole YAML test suite and sort the outcomes.

Usage::

    python tools/yaml_suite.py SUITE_DATA_DIR [--list]

SUITE_DATA_DIR is a checkout of the ``data`` branch of
https://github.com/yaml/yaml-test-suite (one folder per case, ``in.yaml`` and
``in.json`` or ``error``). Every case ends in one of: loaded as the suite says, refused
(invalid YAML), refused by deckcheck's policy (its code: multi-document streams, custom
tags, complex keys, empty documents), or a deviation — libyaml's grammar, since the
loader reads libyaml's events: valid YAML refused as YAML_SYNTAX, invalid YAML accepted,
or data that differs. ``--list`` names the cases of each deviation.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from deckcheck.errors import LoadError
from deckcheck.loading.yamlload import loads

POLICY_CODES = {"YAML_MULTI_DOCUMENT", "YAML_TAG", "YAML_COMPLEX_KEY", "YAML_EMPTY"}


def _documents(text: str) -> list[Any]:
    decoder = json.JSONDecoder()
    found: list[Any] = []
    text = text.strip()
    at = 0
    while at < len(text):
        value, at = decoder.raw_decode(text, at)
        found.append(value)
        while at < len(text) and text[at].isspace():
            at += 1
    return found


def outcome(case: Path) -> str:
    text = (case / "in.yaml").read_bytes().decode("utf-8")
    invalid = (case / "error").exists()
    try:
        data = loads(text, case.name).data
    except LoadError as err:
        codes = {d.code for d in err.diagnostics}
        if invalid:
            return "refused (invalid YAML)"
        policy = codes & POLICY_CODES
        if policy:
            return f"refused by policy ({', '.join(sorted(policy))})"
        return "DEVIATION: valid YAML refused (libyaml)"
    if invalid:
        return "DEVIATION: invalid YAML accepted (libyaml)"
    expected = case / "in.json"
    if not expected.exists():
        return "loaded (the suite gives no JSON)"
    if _documents(expected.read_text(encoding="utf-8")) == [data]:
        return "loaded as the suite says"
    return "DEVIATION: loaded differently (libyaml)"


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    root = Path(argv[0])
    by_outcome: dict[str, list[str]] = defaultdict(list)
    for case in sorted(p.parent for p in root.rglob("in.yaml")):
        by_outcome[outcome(case)].append(str(case.relative_to(root)))
    total = sum(len(v) for v in by_outcome.values())
    print(f"{total} cases")
    for name, cases in sorted(by_outcome.items()):
        print(f"{len(cases):4d}  {name}")
        if "--list" in argv and name.startswith("DEVIATION"):
            print("      " + " ".join(cases))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Rewrite the documentation's regions that are read from the bundled data.

Three kinds of region in ``docs/**/*.md`` are written from the data, not pasted, so they
change whenever the data does:

    <!-- how-played: berserk -->   what the Berserk engine plays of the cards
    <!-- formats: GAME -->         the game's deck formats, each limit with its source
    <!-- rules: GAME -->           the game's rules options and readings, with their sources
    …
    <!-- /how-played -->, <!-- /formats -->, <!-- /rules -->

- ``how-played`` is :func:`deckcheck.games.berserk.engine.cards.how_played_markdown`: the same
  words, grouped, that ``play``'s start-of-game notes, ``deckcheck card`` and ``deckcheck
  cards --unimplemented`` say of each card;
- ``formats`` is ``cardsets/GAME/formats.yaml`` as it states each format: its name,
  description, source, every limit's code, rule and source (deckcheck's readings marked),
  and the squad parameters of a Berserk format;
- ``rules`` is ``cardsets/GAME/rules.yaml``: every option's value, source, the source's
  words and deckcheck's note, and every reading with its reason.

Each region is in exactly one page. ``tests/docs/test_docs_data.py`` and
``tests/games/berserk/test_how_played_agrees.py`` check that every region is what this script
writes now.

Usage: ``python tools/docs_data.py [--check]`` (``--check``: change nothing, exit 1 and
name the regions that differ).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

REGION = re.compile(
    r"(<!-- (?P<kind>how-played|formats|rules): (?P<name>[\w-]+) -->\n)(?P<body>.*?)"
    r"(?P<close><!-- /(?P=kind) -->)",
    re.S,
)

#: The regions the documentation has: (kind, name).
EXPECTED = (
    ("how-played", "berserk"),
    ("formats", "ccs"),
    ("formats", "berserk"),
    ("rules", "ccs"),
    ("rules", "berserk"),
)


def cell(text: Any) -> str:
    """Text for a Markdown table cell: one line, its pipes escaped."""
    return " ".join(str(text).split()).replace("|", "\\|")


def _data(game: str, name: str) -> Mapping[str, Any]:
    """A bundled data file, read by deckcheck's strict loader and checked by its schema."""
    from deckcheck.loading.check import check_file
    from deckcheck.resources import game_dir

    checked = check_file(game_dir(game) / name)
    if not checked.ok or checked.document is None:
        raise ValueError("\n".join(str(d) for d in checked.diagnostics))
    data: Mapping[str, Any] = checked.document.data
    return data


#: The words of a Berserk format's squad parameters.
SQUAD_WORDS = {
    "deal": "cards dealt",
    "crystals": "crystals",
    "elite_gold_only": "elite cards are paid only in gold",
    "element_penalty_gold": "gold per element beyond the first",
    "flyer_crystal_cap": "crystals that may go on flyers, at most",
    "unique_max_in_squad": "copies of a crowned (unique) card in a squad, at most",
    "mulligan_gold": "gold a re-deal costs",
}


def _squad_value(key: str, value: Any) -> str:
    if key == "crystals":
        return "; ".join(
            f"{seat} player {v['gold']} gold + {v['silver']} silver" for seat, v in value.items()
        )
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def formats_markdown(game: str) -> str:
    """The deck formats of ``game`` as its ``formats.yaml`` states them."""
    data = _data(game, "formats.yaml")
    lines: list[str] = []
    for key, fmt in data["formats"].items():
        default = " (the default)" if key == data.get("default") else ""
        lines += [
            f"### {fmt['name']}",
            "",
            f"`{key}`{default}: {cell(fmt['description'])} Source: {cell(fmt['source'])}.",
            "",
            "| code | rule | source |",
            "|---|---|---|",
        ]
        for limit in fmt["limits"]:
            rule = cell(limit["rule"]) + (
                " (*deckcheck's reading*)" if limit.get("reading") else ""
            )
            lines.append(f"| `{limit['code']}` | {rule} | {cell(limit['source'])} |")
        squad = fmt.get("squad")
        if squad:
            sources = squad.get("sources", {})
            lines += ["", "| squad | value | source |", "|---|---|---|"]
            for name, words in SQUAD_WORDS.items():
                if name in squad:
                    value = cell(_squad_value(name, squad[name]))
                    lines.append(f"| {words} | {value} | {cell(sources.get(name, ''))} |")
        lines.append("")
    return "\n".join(lines)


def _value(value: Any) -> str:
    if isinstance(value, (list, dict)):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def rules_markdown(game: str) -> str:
    """The rules options and readings of ``game`` as its ``rules.yaml`` states them."""
    data = _data(game, "rules.yaml")
    lines = ["| option | value | source | the source's words | note |", "|---|---|---|---|---|"]
    for key, option in data["options"].items():
        lines.append(
            f"| `{key}` | `{cell(_value(option['value']))}` | {cell(option['source'])} | "
            f"{cell(option.get('quote', ''))} | {cell(option.get('note', ''))} |"
        )
    readings = data.get("readings", {})
    if readings:
        lines += [
            "",
            "Readings that are not options, each with its source and reason:",
            "",
            "| reading | source | the source's words | deckcheck's reading | why | cards |",
            "|---|---|---|---|---|---|",
        ]
        for key, reading in readings.items():
            cards = ", ".join(reading.get("cards", ()))
            lines.append(
                f"| `{key}` | {cell(reading['source'])} | {cell(reading.get('quote', ''))} | "
                f"{cell(reading['reading'])} | {cell(reading.get('why', ''))} | {cards} |"
            )
    return "\n".join(lines) + "\n"


def how_played(game: str) -> str:
    if game != "berserk":
        raise ValueError(f"no how-played list for {game!r}")
    from deckcheck.games.berserk.engine.cards import how_played_markdown

    return how_played_markdown()


WRITERS: dict[str, Callable[[str], str]] = {
    "how-played": how_played,
    "formats": formats_markdown,
    "rules": rules_markdown,
}


def render(kind: str, name: str) -> str:
    """What the region ``kind: name`` holds now."""
    return WRITERS[kind](name)


def pages(docs: Path = DOCS) -> list[Path]:
    return sorted(docs.rglob("*.md"))


def regions(text: str) -> dict[tuple[str, str], str]:
    """The regions of one page, by (kind, name): their bodies."""
    found: dict[tuple[str, str], str] = {}
    for match in REGION.finditer(text):
        key = (match.group("kind"), match.group("name"))
        if key in found:
            raise ValueError(f"two regions {key[0]}: {key[1]}")
        found[key] = match.group("body")
    return found


def replace(text: str, bodies: Mapping[tuple[str, str], str]) -> str:
    """``text`` with the regions named in ``bodies`` rewritten."""
    return REGION.sub(
        lambda m: (
            m.group(1)
            + bodies.get((m.group("kind"), m.group("name")), m.group("body"))
            + m.group("close")
        ),
        text,
    )


def where(docs: Path = DOCS) -> dict[tuple[str, str], list[Path]]:
    """Each region found in the pages, with the pages holding it."""
    found: dict[tuple[str, str], list[Path]] = {}
    for page in pages(docs):
        for key in regions(page.read_text(encoding="utf-8")):
            found.setdefault(key, []).append(page)
    return found


def misplaced(docs: Path = DOCS) -> list[str]:
    """The regions missing from the pages, unknown, or in more than one page."""
    found = where(docs)
    return sorted(
        {f"{k}: {n}" for (k, n), at in found.items() if len(at) != 1}
        | {f"{k}: {n}" for k, n in set(EXPECTED) ^ set(found)}
    )


def stale(docs: Path = DOCS, write: bool = False) -> list[str]:
    """The regions that are not what the data says now (``write``: rewrite them)."""
    out = []
    for (kind, name), (page, *_) in where(docs).items():
        text = page.read_text(encoding="utf-8")
        body = render(kind, name)
        if regions(text)[(kind, name)] == body:
            continue
        out.append(f"{page.relative_to(docs.parent)}: {kind}: {name}")
        if write:
            from deckcheck.loading.atomic import write_atomic

            write_atomic(page, replace(text, {(kind, name): body}).encode("utf-8"))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    wrong = misplaced()
    if wrong:
        print(f"each region must be in exactly one page: {', '.join(wrong)}", file=sys.stderr)
        return 2
    found = stale(write=not args.check)
    for what in found:
        verb = "is not what the data says now" if args.check else "rewritten"
        print(f"{what} {verb}", file=sys.stderr)
    return 1 if found and args.check else 0


if __name__ == "__main__":
    sys.exit(main())

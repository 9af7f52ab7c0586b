"""Rewrite the README's list of what the Berserk engine plays of the cards.

The list sits in a marked region,

    <!-- how-played: berserk -->
    …
    <!-- /how-played -->

and is :func:`deckcheck.engine.berserk.cards.how_played_markdown`: the same words, grouped,
that ``play``'s start-of-game notes, ``deckcheck card`` and ``deckcheck cards
--unimplemented`` say of each card, so it changes whenever a card's encoding does.
``tests/test_how_played_agrees.py`` checks the region is what this script writes.

Usage: ``python tools/readme_how_played.py [--check]`` (``--check``: change nothing, exit 1
when the region is stale).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from deckcheck.engine.berserk.cards import how_played_markdown
from deckcheck.loading.atomic import write_atomic

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"

REGION = re.compile(r"(<!-- how-played: berserk -->\n)(?P<body>.*?)(<!-- /how-played -->)",
                    re.S)


def region(text: str) -> str | None:
    """The body of the README's region (None: it has none, or more than one)."""
    found = REGION.findall(text)
    return found[0][1] if len(found) == 1 else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    present = region(text)
    if present is None:
        print("the README needs exactly one '<!-- how-played: berserk -->' region",
              file=sys.stderr)
        return 2
    body = how_played_markdown()
    if body == present:
        return 0
    if args.check:
        print("README region 'how-played: berserk' is not what the cards say now",
              file=sys.stderr)
        return 1
    new = REGION.sub(lambda m: m.group(1) + body + m.group(3), text)
    write_atomic(README, new.encode("utf-8"))
    print("README region 'how-played: berserk' rewritten", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

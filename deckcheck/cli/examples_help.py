"""The examples at the foot of every command's ``--help``, by command path.

They live here, not in each command's definition, so that one file shows every command's
example side by side; :func:`deckcheck.cli.app.style_help` adds them when a command is
loaded. The paths are those ``deckcheck examples --copy examples`` creates (and a
repository checkout has), and a test runs every example below.
"""

from __future__ import annotations

EXAMPLES: dict[str, list[str]] = {
    "validate": [
        "deckcheck validate examples/decks/*.yaml examples/decks/*.txt",
        "deckcheck validate -f short -o json examples/decks/starter-25.yaml",
    ],
    "cards": [
        "deckcheck cards 'e:fire r:rare power>=4000' --sort -power --limit 5",
        "deckcheck cards -t:capture c:Tomoyo",
        "deckcheck cards --game berserk 'e:steppes cost<=3'",
    ],
    "card": [
        "deckcheck card C27",
        "deckcheck card 'The Windy'",
        "deckcheck card VS-058",
    ],
    "deck new": [
        "deckcheck deck new mydecks/wind.yaml --game ccs --format short",
    ],
    "deck add": ["deckcheck deck add mydecks/wind.yaml C4 2"],
    "deck remove": ["deckcheck deck remove mydecks/wind.yaml C4 1"],
    "deck show": ["deckcheck deck show examples/decks/starter-short.yaml"],
    "deck convert": [
        "deckcheck deck convert examples/decks/wind-and-fire.txt --to yaml",
    ],
    "deck build": [
        "deckcheck deck build --game ccs --format short --elements fire,wind",
        "deckcheck deck build --game berserk --elements steppes --seed 7",
    ],
    "play": [
        "deckcheck play examples/decks/wind-and-fire.txt examples/decks/starter-25.yaml",
        "deckcheck play A.yaml B.yaml --games 1000 --seed 1 --jobs 2 --agent-a greedy",
    ],
    "replay": [
        "deckcheck play A.yaml B.yaml --games 10 --log games.jsonl",
        "deckcheck replay games.jsonl --game-index 3",
    ],
    "bench": ["deckcheck bench --game berserk --games 500"],
    "tournament": [
        "deckcheck tournament A.yaml B.yaml C.yaml --games-per-pair 200 --jobs 2",
        "deckcheck tournament A.yaml B.yaml C.yaml --mode swiss --report out.html",
        "deckcheck tournament A.yaml B.yaml --resume units.jsonl --backend ray",
    ],
    "tune": [
        "deckcheck tune examples/decks/starter-short.yaml \\",
        "    --against examples/decks/wind-and-fire.txt --games 100 --candidates 6",
        "deckcheck tune mine.yaml -a A.yaml -a B.yaml --collection owned.yaml -j 2",
    ],
    "squad check": ["deckcheck squad check examples/squads/illegal.yaml --seat first"],
    "squad suggest": [
        "deckcheck squad suggest examples/squads/deck-forest-mountain.yaml \\",
        "    --seat first --seed 3",
    ],
    "squad stats": [
        "deckcheck squad stats examples/decks/steppes-berserk.yaml -s first -m 2",
        "deckcheck squad stats examples/squads/deck-forest-mountain.yaml -s second",
    ],
    "stats": [
        "deckcheck stats examples/decks/starter-short.yaml --turns 4",
        "deckcheck stats examples/decks/steppes-berserk.yaml --output csv",
    ],
    "report": [
        "deckcheck report examples/decks/starter-short.yaml --out report.html",
        "deckcheck report examples/decks/wind-and-fire.txt --out wind.html \\",
        "    --against examples/decks/starter-short.yaml --games 200",
    ],
    "catalog check": [
        "deckcheck catalog check",
        "deckcheck catalog check my-cards/ --output json",
    ],
    "schema": ["deckcheck schema", "deckcheck schema deck > deck.schema.json"],
    "examples": ["deckcheck examples", "deckcheck examples --copy examples"],
}

"""Card Captor Sakura's deck statistics (its :attr:`~deckcheck.games.GameProfile.deck_stats`).

Composition by type, element, power and character; the spirit elements of the spirit
deck that no Capture card of the deck can catch (a warning: a Capture card catches
spirits of its own elements); the exact chance of holding a Capture card that can catch
each spirit element, a Capture card of power 2000 and a Reinforcement card in the
opening hand and by turn N.

**How many cards a Card Captor Sakura player has seen by turn N** is deckcheck's reading
of the replenish rule: each player draws ``hand_size`` (5) cards, and at the end of
every turn — both players' — may drop up to ``drop_limit`` (2) cards and draws back up
to ``hand_size``. A player looking for a card drops two others each turn and so sees at
least ``hand_size + drop_limit × (N − 1)`` cards by turn N (more when it also plays
cards); the odds are for exactly that many, a lower bound. Both numbers are read from
the rules data (``cardsets/ccs/rules.yaml``).
"""

from __future__ import annotations

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.doctor.odds import at_least
from deckcheck.doctor.stats import (
    GameStats,
    Row,
    StatsRequest,
    Table,
    asked_table,
    count_table,
    deck_copies,
    tally,
    type_table,
)

#: The power of the Capture cards whose odds the statistics show.
LOW_POWER = 2000


def deck_stats(request: StatsRequest) -> GameStats:
    """A deck's statistics (see the module)."""
    from deckcheck.games.ccs.engine.rules import load_rules

    report, catalogue, turns, asked = (
        request.report, request.catalogue, request.turns, request.asked)
    cards = report.cards
    assert cards is not None
    rules = load_rules(request.rules_file)
    info = catalogue.info
    play = deck_copies(cards.sections.get("deck", {}), catalogue)
    spirits = deck_copies(cards.sections.get("spirits", {}), catalogue)
    captures = [(card, n) for card, n in play if card.type == "capture"]
    elements = [term.id for term in info.elements]

    tables = [type_table(catalogue, play + spirits)]
    capture_by_element = tally((e, n) for card, n in captures for e in card.elements)
    spirit_by_element = tally((e, n) for card, n in spirits for e in card.elements)
    element_rows = tuple(
        Row(
            info.elements.name(e),
            (capture_by_element.get(e, 0), spirit_by_element.get(e, 0)),
        )
        for e in elements
        if e in capture_by_element or e in spirit_by_element
    )
    tables.append(
        Table(
            "elements",
            "Capture cards and spirits by element",
            "count",
            ("Capture cards", "spirits"),
            element_rows,
            "a card of two elements counts in both",
        )
    )
    powers = tally((str(card.power), n) for card, n in captures if card.power is not None)
    tables.append(
        count_table(
            "power",
            "Capture cards by power",
            {p: powers[p] for p in sorted(powers, key=int)},
            column="Capture cards",
        )
    )
    characters = tally(
        (c, n)
        for card, n in play
        if card.type in ("capture", "reinforcement")
        for c in card.characters
    )
    tables.append(
        count_table(
            "characters",
            "Capture and Reinforcement cards by character",
            {
                info.characters.name(c): characters[c]
                for c in sorted(characters, key=lambda c: (-characters[c], c))
            },
        )
    )

    population = sum(n for _, n in play)
    seen = [cards_seen(turn, rules.hand_size, rules.drop_limit) for turn in range(1, turns + 1)]
    columns = tuple(
        f"opening {rules.hand_size}" if turn == 1 else f"turn {turn}"
        for turn in range(1, turns + 1)
    )

    def odds_row(label: str, successes: int) -> Row:
        values = tuple(at_least(population, successes, min(d, population), 1) for d in seen)
        return Row(label, values, f"{successes} of {population} cards")

    catch_rows = []
    for e in elements:
        if e not in spirit_by_element:
            continue
        catchers = capture_by_element.get(e, 0)
        catch_rows.append(odds_row(info.elements.name(e), catchers))
    draws = ", ".join(f"{c}: {min(d, population)}" for c, d in zip(columns, seen, strict=True))
    tables.append(
        Table(
            "catch",
            "Chance of holding a Capture card that can catch each spirit element",
            "probability",
            columns,
            tuple(catch_rows),
            f"cards seen ({draws}); deckcheck's reading of the replenish rule, a lower bound",
        )
    )
    low = sum(n for card, n in captures if card.power == LOW_POWER)
    reinforcements = sum(n for card, n in play if card.type == "reinforcement")
    tables.append(
        Table(
            "key_cards",
            "Chance of holding a key card",
            "probability",
            columns,
            (
                odds_row(f"Capture card of power {LOW_POWER}", low),
                odds_row("Reinforcement card", reinforcements),
            ),
        )
    )
    if asked:
        tables.append(asked_table(
            asked, play, population, columns,
            lambda n, i: at_least(population, n, min(seen[i], population), 1),
            "at least one copy among the cards seen of the player's deck; spirits are "
            "revealed, never drawn"))
    uncatchable = [e for e in elements if e in spirit_by_element and not capture_by_element.get(e)]
    warnings: list[Diagnostic] = []
    if uncatchable:
        names = ", ".join(info.elements.name(e) for e in uncatchable)
        where = report.deck.place("spirits") if report.deck else Location(report.file)
        warnings.append(
            Diagnostic(
                where,
                "SPIRIT_UNCATCHABLE",
                f"no Capture card of the deck can catch spirits of element {names}: a Capture "
                "card catches spirits of its own elements (Cardcaptors CCG rules, Russian text, "
                "«Краткие правила игры»)",
                Severity.WARNING,
                {"elements": uncatchable},
            )
        )
    model = (
        f"exact hypergeometric odds; by turn N a player has seen {rules.hand_size} + "
        f"{rules.drop_limit} × (N − 1) cards of its deck (the opening hand, then "
        f"{rules.drop_limit} cards dropped and drawn back at every replenish step): "
        "deckcheck's reading, a lower bound"
    )
    return GameStats(tuple(tables), tuple(warnings), model)


def cards_seen(turn: int, hand_size: int, drop_limit: int) -> int:
    """Cards a Card Captor Sakura player has seen at the start of ``turn`` (1 = the
    first), dropping ``drop_limit`` cards at each replenish step (see the module)."""
    return hand_size + drop_limit * (turn - 1)



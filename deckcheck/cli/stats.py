"""``deckcheck stats``: a deck's composition and exact draw odds, as bars, JSON or CSV."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import typer

from deckcheck.cli.app import app
from deckcheck.cli.options import (
    deck_argument,
    format_option,
    read_deck_arguments,
    turns_option,
)
from deckcheck.cli.render import echo, read_checked_deck
from deckcheck.cli.reporters import SimpleReport, emit, output_option
from deckcheck.errors import UsageError

if TYPE_CHECKING:
    from deckcheck.doctor.stats import DeckStats, Table
    from deckcheck.formats.decks import DeckArgument


def compute_stats(
    deck: DeckArgument, format_name: str | None, turns: int, asked: Sequence[str] = ()
) -> DeckStats:
    """The statistics of ``deck`` (what ``stats`` prints and ``report`` draws);
    ``asked``: cards named as on the command line (an id or a name), for ``--card``: a
    name several cards share means the deck's cards of that name
    (:func:`~deckcheck.formats.lookup.find_deck_cards`)."""
    from deckcheck.doctor.stats import deck_stats
    from deckcheck.formats.lookup import find_deck_cards

    checker, report, fmt = read_checked_deck(deck, format_name)
    assert report.game is not None and report.cards is not None
    catalogue = checker.catalogue(report.game)
    held = report.cards.counts()
    cards = [card for text in asked for card in find_deck_cards(catalogue, text, held)]
    for card in cards:
        if card.type == "clow_spirit":
            raise UsageError(
                f"--card {card.id} ({card.name}) is a spirit: spirits are revealed from the "
                "spirit deck, never drawn, so no draw odds apply",
                code="BAD_OPTION",
            )
    return deck_stats(report, catalogue, fmt, turns=turns, asked=cards)


def echo_tables(tables: tuple[Table, ...]) -> None:
    """The tables as text charts, each line within the terminal's width."""
    from deckcheck.cli.render import terminal_width
    from deckcheck.doctor.charts import text_chart

    columns = terminal_width()
    for table in tables:
        echo("")
        for line in text_chart(table, columns=columns):
            echo(line)


def echo_wrapped(text: str) -> None:
    """A line of text, broken between words to fit the terminal's width."""
    from deckcheck.cli.render import terminal_width
    from deckcheck.doctor.charts import wrap_text

    for line in wrap_text(text, terminal_width()):
        echo(line)


@app.command("stats")
def stats(
    deck: str = deck_argument(),
    format_name: str = format_option(),
    turns: int = turns_option(),
    output: str = output_option(),
    card: list[str] = typer.Option(
        [],
        "--card",
        "-c",
        metavar="CARD",
        help="A card (id or name) to give the chance of holding; repeat it for several "
        "cards and the chance of any of them. A name several cards share means the deck's "
        "cards of that name.",
    ),
) -> None:
    """A deck's composition and its exact draw odds.

    Card Captor Sakura: cards by type, element, power and character; the spirit elements
    no Capture card of the deck can catch (a warning); the exact chance of holding a
    Capture card that can catch each spirit element, a Capture card of power 2000 and a
    Reinforcement card in the opening hand and by each turn up to --turns. Berserk: the
    cost curve (elite and ordinary), elements, flyers, and for each card the exact chance
    of at least 1, 2 and 3 copies in the 15-card deal. --card adds the chance of holding
    the cards named (and any of them), under the same draw model. Exit 0, or 2 when the
    deck cannot be read; an illegal deck is described all the same.
    """
    from deckcheck.doctor.stats import csv_rows

    (given,) = read_deck_arguments([deck])
    result = compute_stats(given, format_name, turns, card)
    from deckcheck.cli.render import deck_heading

    def render_text() -> None:
        heading = deck_heading(result.file, result.name, result.game, result.format)
        echo_wrapped(f"{heading}: {result.verdict}; {', '.join(result.sizes)}")
        for warning in result.warnings:
            echo_wrapped(f"{warning.location}: warning: {warning.code}: {warning.message}")
        echo_tables(result.tables)
        if result.model:  # (a game that gives no odds says nothing of them)
            echo("")
            echo_wrapped(f"Odds: {result.model}.")

    rows = lambda: csv_rows(result.tables, result.file)  # noqa: E731  (only CSV asks)
    emit(SimpleReport(render_text, result.to_json(), list(result.warnings), rows), output)

"""``deckcheck squad``: check a Berserk squad, or suggest the best one from a deal."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app, make_typer
from deckcheck.cli.options import (
    allow_illegal_option,
    deals_option,
    deck_argument,
    format_option,
    formats_option,
    read_deck_arguments,
    seed_option,
)
from deckcheck.cli.render import (
    InvalidDeckError,
    echo,
    echo_diagnostics,
    plural,
    require_legal,
)
from deckcheck.cli.reporters import SimpleReport, emit, output_option

if TYPE_CHECKING:
    from deckcheck.catalog.model import Catalogue
    from deckcheck.diagnostics import Diagnostic
    from deckcheck.formats.model import Format
    from deckcheck.games.berserk.squads.model import SquadCard, SquadReport

squad_app = make_typer(
    "Berserk squads (Набор отряда): check one against the crystals, or suggest the best."
)
app.add_typer(squad_app, name="squad")


class SeatChoice(str, enum.Enum):
    """The --seat values (the library's Seat is imported only when a command runs)."""

    first = "first"
    second = "second"


_SEAT_HELP = "Who recruits: first (24 gold + 22 silver in berserk-2023) or second (25 + 23)."


def _seat_option(required: bool) -> Any:
    return typer.Option(
        ... if required else None,
        "--seat",
        "-s",
        help=_SEAT_HELP + ("" if required else " Default: the file's seat."),
        case_sensitive=False,
    )


def _fail_input(
    path: str, diagnostics: list[Diagnostic], output: str, verdict: str = "not checked"
) -> typer.Exit:
    """Report a file that could not be read; exit code 2."""
    from deckcheck.cli.render import diagnostics_json

    def render_text() -> None:
        echo_diagnostics(diagnostics)
        echo(f"{path}: {plural(len(diagnostics), 'problem')}; {verdict}", err=True)

    data = {"file": path, "legal": False, "diagnostics": diagnostics_json(diagnostics)}
    emit(SimpleReport(render_text, data, diagnostics), output)
    return typer.Exit(2)


def _squad_format(format_name: str | None, formats_file: Path | None) -> Format:
    """The format whose squad rules apply. An invalid formats file is an input error,
    reported where every command reports it (cli.app.report_error)."""
    from deckcheck.games.berserk.squads.rules import squad_format

    return squad_format(format_name, formats_file)


@cache
def _element_names() -> Mapping[str, str]:
    """Berserk's element names as its cards print them (Степи, Леса ...): squads speak the
    language every other command shows the cards in."""
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.games.berserk.squads.rules import GAME

    return {term.id: term.name for term in load_catalogue(GAME).info.elements}


def _elements_words(elements: Iterable[str], none: str = "{neutral}") -> str:
    """Element ids as names (``Леса, Горы``); ``none`` when there are none, where
    ``{neutral}`` is what the card list calls a card of no element."""
    from deckcheck.games.berserk.stats import NEUTRAL_NAME

    names = _element_names()
    return ", ".join(names.get(e, e) for e in elements) or none.format(neutral=NEUTRAL_NAME)


def _card_line(card: SquadCard, count: int | None = None, mark: str = "") -> str:
    kind = "elite" if card.elite else "ordinary"
    extra = [
        word
        for word, on in (
            ("flyer", card.flying),
            ("unique", card.unique),
            ("heroes-neutral", card.heroes_neutral),
        )
        if on
    ]
    if card.copy_costs:
        extra.append("copies " + "/".join(str(n) for n in (card.cost, *card.copy_costs)))
    if card.gold_gained:
        extra.append(f"+{card.gold_gained} gold")
    if card.excludes_elements:
        extra.append("no creatures of " + _elements_words(sorted(card.excludes_elements), ""))
    if card.free_with_costs:
        extra.append("free beside costs " + "/".join(map(str, sorted(card.free_with_costs))))
    if card.paid_more:
        extra.append(f"paid {card.paid_more} more")
    if card.element_cards_max is not None:
        extra.append(f"at most {card.element_cards_max} element cards")
    if card.ward_cost_max:
        extra.append(f"wards an elite creature costing up to {card.ward_cost_max}")
    if card.warded_by:
        extra.append(f"under the ward of {card.warded_by}")
    elements = _elements_words(sorted(card.elements))
    copies = f"{count}× " if count is not None else ""
    line = (
        f"{mark}{copies}{card.id:<7} {card.name[:24]:<24} {card.cost:>2} {kind:<8} "
        f"{elements:<20} {card.lives:>2} lives"
    )
    return line + (f"  {' '.join(extra)}" if extra else "")


def _summary(report: SquadReport) -> list[str]:
    pay, have = report.payment, report.crystals
    parts = [f"elite {pay.elite}"]
    if pay.penalty:
        parts.append(f"element penalty {pay.penalty}")
    parts.append(f"ordinary {pay.ordinary_gold}")
    gold_state = (
        f"{report.gold_left} left" if report.gold_left >= 0 else f"{-report.gold_left} short"
    )
    elements = _elements_words(report.elements, "none ({neutral} only)")
    lines = [
        f"gold      {pay.gold} of {have.gold} ({', '.join(parts)}), {gold_state}",
        f"silver    {pay.silver} of {have.silver} (ordinary cards), {report.silver_left} left",
        f"elements  {elements}: penalty {pay.penalty} gold",
        f"flyers    {report.flyer_crystals} of {report.rules.flyer_crystal_cap} crystals",
        f"unique    {', '.join(report.unique) or 'none'}",
    ]
    if report.gained_gold:
        givers = ", ".join(
            f"{c.card.name} ({c.card.id})" for c in report.cards if c.card.gold_gained and c.count
        )
        lines.append(
            f"gained    {report.gained_gold} gold as {givers} joined the squad "
            "(counted in the gold above)"
        )
    if report.mulligans:
        lines.append(
            f"mulligans {report.mulligans} ({report.mulligans * report.rules.mulligan_gold}"
            " gold, taken off the gold above)"
        )
    return lines


def _header(format_key: str, report: SquadReport) -> str:
    have = report.crystals
    return (
        f"{format_key}, {report.seat.value} player: {have.gold - report.gained_gold} gold"
        f" + {have.silver} silver"
    )


@squad_app.command("check")
def check(
    path: Path = typer.Argument(
        ..., help="The squad file (YAML; its schema: deckcheck schema squad)."
    ),
    seat: SeatChoice = _seat_option(required=False),
    format_name: str = format_option(),
    formats_file: Path = formats_option(dir_okay=False),
    output: str = output_option(),
) -> None:
    """Is this squad affordable and legal? Exit 0 legal, 1 illegal, 2 input errors.

    Reports the gold and silver spent and left (the payment that spends the least
    gold: elite cards and the element penalty in gold, ordinary cards in silver first),
    the elements and their penalty, crystals on flyers against the cap and the unique
    cards, and every violation as file:line:col: CODE: message.
    """
    from deckcheck.catalog.load import load_catalogue
    from deckcheck.errors import LoadError, UsageError
    from deckcheck.games.berserk.squads.check import check_squad
    from deckcheck.games.berserk.squads.load import load_squad
    from deckcheck.games.berserk.squads.rules import Seat
    from deckcheck.loading.cache import DocumentCache

    try:
        squad = load_squad(path)
    except LoadError as err:
        raise _fail_input(str(path), err.diagnostics, output) from None
    chosen_seat = Seat.parse(seat.value) if seat else squad.seat
    if chosen_seat is None:
        raise UsageError(
            "no seat: pass --seat first|second or write 'seat: first' in the squad file",
            code="NO_SEAT",
        )
    found = _squad_format(format_name or squad.format, formats_file)
    assert found.squad is not None
    catalogue = load_catalogue("berserk", cache=DocumentCache())
    report = check_squad(squad, catalogue, found.squad, chosen_seat)

    def render_text() -> None:
        echo(f"{path}: {_header(found.key, report)}")
        for chosen in report.cards:
            echo("  " + _card_line(chosen.card, chosen.count))
        echo(
            f"squad     {plural(report.size, 'card')}, {report.payment.cards} crystals on "
            f"cards, {report.lives} lives"
        )
        for line in _summary(report):
            echo(line)
        echo_diagnostics(report.diagnostics)
        echo(_verdict(report), err=report.exit_code != 0)

    data = {"file": str(path), "format": found.key, **report.to_json()}
    emit(SimpleReport(render_text, data, list(report.diagnostics)), output)
    raise typer.Exit(report.exit_code)


def _verdict(report: SquadReport) -> str:
    from deckcheck.diagnostics import Severity

    problems = [d for d in report.diagnostics if d.severity is not Severity.WARNING]
    warnings = len(report.diagnostics) - len(problems)
    note = f" ({plural(warnings, 'warning')})" if warnings else ""
    if report.exit_code == 0:
        return "legal squad" + note
    if report.exit_code == 2:
        return f"not checked: {plural(len(problems), 'input error')}{note}"
    return f"illegal squad: {plural(len(problems), 'violation')}{note}"


def _refuse_impossible_deal(
    deal: list[str],
    catalogue: Catalogue,
    fmt: Format,
    deck: list[str] | None,
    deck_name: str,
) -> None:
    """Refuse (exit 2) --dealt cards no deal holds: with a deck, a card dealt more often
    than the deck has it (or that it has not); without one, more copies than the format
    lets a deck hold (its copy limit, as ``validate`` counts it)."""
    from collections import Counter

    from deckcheck.builder.build import deck_of
    from deckcheck.errors import UsageError
    from deckcheck.formats.validate import read_deck

    counts = Counter(deal)
    if deck is not None:
        held = Counter(deck)
        for card_id, copies in counts.items():
            if copies > held[card_id]:
                card = f"{card_id} ({catalogue.cards[card_id].name})"
                if copies == 1:
                    why = f"--dealt {card}: {deck_name} has no {card_id}"
                else:
                    has = f"only {held[card_id]}" if held[card_id] else "none"
                    why = f"--dealt names {card} {copies} times, but {deck_name} has {has}"
                raise UsageError(
                    f"{why}; the cards are dealt from the deck", code="SQUAD_NOT_IN_DECK"
                )
        return
    limits = {limit.code for limit in fmt.limits if limit.kind == "copies"}
    if not limits:
        return
    reading = read_deck(deck_of(catalogue.game, fmt, {next(iter(fmt.sections)): counts},
                                file="--dealt"), catalogue, fmt)
    for violation in reading.violations:
        if violation.code in limits:
            raise UsageError(
                f"--dealt: {violation.message} in a deck, and the cards are dealt from the "
                f"deck; rule: {violation.rule} — {violation.source}",
                code="SQUAD_DEAL_COPIES",
            )


@squad_app.command("suggest")
def suggest(
    deck_path: str = deck_argument("A Berserk deck to deal from", None),
    seat: SeatChoice = _seat_option(required=True),
    seed: int = seed_option(None, short=False),
    dealt: list[str] = typer.Option(
        [],
        "--dealt",
        "-d",
        metavar="CARD",
        help="A card you were dealt (id or name; repeat it, up to the format's 15), instead "
        "of a deal from the deck; the deck, if given, is what is left to fetch from.",
    ),
    format_name: str = format_option(),
    formats_file: Path = formats_option(dir_okay=False),
    output: str = output_option(),
    allow_illegal: bool = allow_illegal_option(": deal from it all the same"),
) -> None:
    """Propose the strongest affordable, legal squad from a deal: dealt from a shuffled
    deck, or the cards you were dealt (--dealt).

    The deck is shuffled with random.Random(SEED) and the format's deal (15 cards) is
    dealt; or the deal is the --dealt cards. The squad is the exact optimum: the most
    crystals spent on cards, then the most lives, then the fewest elements, then the
    smallest sorted list of ids.
    """
    from deckcheck.diagnostics import Diagnostic, Location, Severity
    from deckcheck.errors import UsageError
    from deckcheck.formats.checker import DeckChecker
    from deckcheck.formats.lookup import find_card
    from deckcheck.games.berserk.squads.deal import MAX_DECK_CARDS, deal_cards
    from deckcheck.games.berserk.squads.model import SquadCard
    from deckcheck.games.berserk.squads.optimise import best_squad
    from deckcheck.games.berserk.squads.rules import GAME, Seat
    from deckcheck.loading.cache import DocumentCache

    chosen_seat = Seat.parse(seat.value)
    if deck_path is None and not dealt:
        raise UsageError(
            "give a deck to deal from (with --seed), or the cards you were "
            "dealt (--dealt CARD, repeated)",
            code="BAD_OPTION",
        )
    if deck_path is not None and not dealt and seed is None:
        raise UsageError(
            "--seed is needed to shuffle the deck (or give --dealt cards)", code="BAD_OPTION"
        )
    # (an invalid formats file is an input error, reported as every command reports it)
    checker = DeckChecker(formats_file=formats_file, cache=DocumentCache())
    ids: list[str] = []
    format_key: str | None = format_name
    where = "the cards dealt"
    shown: str | None = None
    if deck_path is not None:
        # The deck is read and checked as `deckcheck validate` reads it: the deal is made
        # from exactly the cards validate reports.
        (given,) = read_deck_arguments([deck_path])
        shown = given.display
        deck_report = checker.check_argument(given, format_name)
        if deck_report.unreadable:
            raise _fail_input(shown, deck_report.problems_in_order(), output, "no squad suggested")
        if deck_report.input_errors:  # a --format of another game: said as validate says it
            said = [v.to_diagnostic(shown) for v in deck_report.input_errors]
            raise _fail_input(shown, said, output, "no squad suggested")
        if deck_report.game != GAME or deck_report.cards is None:
            wrong = Diagnostic(
                deck_report.deck.place("game") if deck_report.deck else Location(shown),
                "WRONG_GAME",
                f"squads are recruited in Berserk (game: {GAME}), not in {deck_report.game!r}",
                Severity.INPUT,
            )
            raise _fail_input(shown, [wrong], output, "no squad suggested")
        require_legal(deck_report, allow_illegal=allow_illegal, action="deal from it")
        cards = deck_report.cards
        if not cards.size and not dealt:
            raise InvalidDeckError(f"{shown}: the deck has no card to deal", code="DECK_EMPTY")
        if cards.size > MAX_DECK_CARDS:  # before a list of 10**12 ids
            raise InvalidDeckError(
                f"{shown}: {cards.size} cards are more than {MAX_DECK_CARDS}, the most a "
                "deal is made from",
                code="DECK_TOO_LARGE",
            )
        ids = list(cards.ids())
        format_key = deck_report.format
        where = shown
    found = _squad_format(format_key, formats_file)
    rules = found.squad
    assert rules is not None
    catalogue = checker.catalogue(GAME)
    if dealt:
        if len(dealt) > rules.deal:
            raise UsageError(
                f"--dealt names {len(dealt)} cards; the format deals {rules.deal}",
                code="SQUAD_DEAL_SIZE",
            )
        deal = [find_card(catalogue, text).id for text in dealt]
        _refuse_impossible_deal(deal, catalogue, found, ids if deck_path is not None else None,
                                where)
        rest = list(ids)
        for card_id in deal:  # the dealt cards are not in the deck left to fetch from
            if card_id in rest:
                rest.remove(card_id)
    else:
        deal = list(deal_cards(ids, seed, rules.deal))
        rest = list(ids)
        for card_id in deal:  # the deck after the deal (a card may fetch from it, NT-187)
            rest.remove(card_id)
    report = best_squad(deal, catalogue, rules, chosen_seat, deck=rest)

    def render_text() -> None:
        source = plural(len(deal), "card") if dealt else f"{plural(len(ids), 'card')}, seed {seed}"
        echo(f"{where}: {source}; {_header(found.key, report)}")
        left = report.counts()
        # the recruited copies with their choices (VS-190, VS-180), one per copy
        recruited = [c.card for c in report.cards for _ in range(c.count)]
        lines = []
        for card_id in deal:
            card = catalogue.card(card_id)
            mark = "  "
            shown = SquadCard.from_card(card)
            if left.get(card.id, 0) > 0:
                left[card.id] -= 1
                mark = "* "
                shown = next(c for c in recruited if c.id == card.id)
                recruited.remove(shown)
            lines.append("  " + _card_line(shown, mark=mark))
        # what is left was fetched from the deck into the deal (NT-187)
        lines.extend("  " + _card_line(c, mark="+ ") + "  fetched from the deck" for c in recruited)
        key = "* = in the squad" + (", + = fetched into the deal" if recruited else "")
        echo(f"deal      {plural(len(deal), 'card')} ({key})")
        for line in lines:
            echo(line)
        echo(
            f"squad     {plural(report.size, 'card')}, {report.payment.cards} crystals on cards,"
            f" {report.lives} lives: {' '.join(report.ids()) or '(empty)'}"
        )
        for line in _summary(report):
            echo(line)
        echo_diagnostics(report.diagnostics)

    data = {
        "deck": shown,
        "format": found.key,
        "seed": None if dealt else seed,
        "dealt": list(deal),
        **report.to_json(),
    }
    emit(SimpleReport(render_text, data, list(report.diagnostics)), output)
    raise typer.Exit(report.exit_code)


@squad_app.command("stats")
def stats(
    deck_path: str = deck_argument("A Berserk deck"),
    seat: SeatChoice = _seat_option(required=True),
    deals: int = deals_option(1000, " to recruit from", short=True, max=1_000_000),
    mulligans: int = typer.Option(
        0, "--mulligans", "-m", min=0, max=10, help="Also work out what up to K re-deals are worth."
    ),
    seed: int = seed_option(short=False),
    format_name: str = format_option(),
    output: str = output_option(),
    allow_illegal: bool = allow_illegal_option(": deal from it all the same"),
) -> None:
    """Deal N times and recruit each deal's best squad: what squads this deck makes.

    Prints the distribution of the crystals spent, the lives and the elements of the
    best squad (the exact optimum of 'squad suggest'), how often a legal squad with a
    flyer or with an elite card exists at all, and with --mulligans K what re-deals
    (1 gold each) are worth under the best keep-or-re-deal policy.
    """
    from deckcheck.cli.render import read_checked_deck
    from deckcheck.cli.stats import echo_tables, echo_wrapped
    from deckcheck.doctor.stats import csv_rows
    from deckcheck.errors import UsageError
    from deckcheck.games.berserk.squads.deal import MAX_DECK_CARDS
    from deckcheck.games.berserk.squads.rules import GAME, Seat
    from deckcheck.games.berserk.squadstats import squad_stats

    (given,) = read_deck_arguments([deck_path])
    checker, report, _ = read_checked_deck(given, format_name)
    shown = report.file
    if report.game != GAME or report.cards is None:
        raise UsageError(
            f"{shown}: squads are recruited in Berserk (game: {GAME}), not in {report.game}",
            code="WRONG_GAME",
        )
    require_legal(report, allow_illegal=allow_illegal, action="deal from it")
    cards = report.cards
    if not 0 < cards.size <= MAX_DECK_CARDS:
        raise InvalidDeckError(
            f"{shown}: {cards.size} cards; a deal is made from 1 to {MAX_DECK_CARDS}",
            code="DECK_SIZE",
        )
    found = _squad_format(report.format, None)
    assert found.squad is not None
    result = squad_stats(
        cards.ids(),
        checker.catalogue(GAME),
        found.squad,
        Seat.parse(seat.value),
        deals=deals,
        seed=seed,
        mulligans=mulligans,
    )
    data = {"deck": shown, "format": found.key, **result.to_json()}
    squad = found.squad

    def render_text() -> None:
        summary = result.summary
        echo_wrapped(
            f"{shown}: {plural(deals, 'deal')} of {squad.deal} from {cards.size} cards, "
            f"{seat.value} player, {found.key}, seed {seed}"
        )
        echo_wrapped(
            f"best squad on average: {summary['mean_crystals']:.1f} crystals on cards, "
            f"{summary['mean_lives']:.1f} lives, {summary['mean_elements']:.2f} elements"
        )
        echo_tables(result.tables)
        if "mulligan" in summary:
            worth = summary["mulligan"]
            echo("")
            echo_wrapped(
                "Mulligans: the best policy spends "
                f"{worth['mean_crystals_best_policy']:.2f} crystals on average against "
                f"{worth['mean_crystals_without']:.2f} without (gain "
                f"{worth['gain']:+.2f}); re-deal a first deal whose best squad spends fewer than "
                f"{worth['redeal_below'][0]:.2f} crystals ({worth['redealt_share']:.1%} of deals)."
            )

    # No located problems to annotate (github prints nothing).
    emit(SimpleReport(render_text, data, table=lambda: csv_rows(result.tables, shown)), output)

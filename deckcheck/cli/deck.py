"""``deckcheck deck``: create, edit, show, convert and build deck files.

Every command reads through :mod:`deckcheck.builder` and prints where the deck stands
afterwards; files are written atomically and only after the new text has been read back.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from deckcheck.cli.app import app, deck_inputs, make_typer
from deckcheck.cli.backends import BackendName, make_cli_backend
from deckcheck.cli.options import (
    DEFAULT_AGENT,
    AgentName,
    address_option,
    agent_option,
    backend_option,
    candidates_option,
    collection_option,
    deck_argument,
    force_option,
    format_option,
    game_option,
    jobs_option,
    name_option,
    out_option,
    read_deck_arguments,
    rounds_option,
    seed_option,
)
from deckcheck.cli.render import echo, terminal_width
from deckcheck.diagnostics import Severity, clipped, printable
from deckcheck.errors import InputError, LoadError, UsageError
from deckcheck.loading.atomic import check_outputs_apart

if TYPE_CHECKING:
    from deckcheck.builder.context import DeckContext
    from deckcheck.builder.files import DeckSource
    from deckcheck.formats.checker import DeckChecker
    from deckcheck.formats.collection import Collection
    from deckcheck.formats.decks import DeckArgument
    from deckcheck.formats.model import Format

deck_app = make_typer("Create, edit, show, convert and build deck files.")
app.add_typer(deck_app, name="deck")


def _new_file_help() -> str:
    """The suffixes ``deck new`` writes, for its help: deckcheck's and the games' own."""
    from deckcheck.formats.deckfiles import deck_files
    from deckcheck.games import entry

    def title(game: str) -> str:
        found = entry(game)
        return found.title if found is not None else game

    own = [f"{suffix} ({title(form.game)})" for form in deck_files() for suffix in form.suffixes]
    forms = ", ".join([".yaml (or .yml)", ".txt for a list", *own])
    return f"The deck file to create: {forms}."


def _catch_help() -> str:
    """``--catch``'s help: the goal each game's profile gives the builder."""
    from deckcheck.games import entry, profiles

    goals = [
        f"{found.title if (found := entry(game.id)) is not None else game.id}: N cards each "
        f"for the goal that {game.cover.name}"
        for game in profiles()
        if game.cover is not None and game.cover.option == "--catch"
    ]
    return "; ".join(goals or ["N cards each for a game's builder goal"]) + " (0: no such goal)."


def _share(share: float) -> str:
    return "half" if share == 0.5 else f"{share:.0%} of"


def _at_least_help() -> str:
    """``--at-least``'s help, with each game's default (its profile's ``shares``)."""
    from deckcheck.games import profiles

    defaults = [
        f"for {game.id}: {card_type.title()} cards, {_share(share)} the deck"
        for game in profiles()
        for card_type, share in game.shares.items()
    ]
    shown = f" (default {'; '.join(defaults)})" if defaults else ""
    return f"At least N cards of a type{shown}."


def _console(stderr: bool = False) -> Any:
    from deckcheck.cli.render import make_console

    return make_console(stderr=stderr)


def _read(argument: DeckArgument, *, editing: bool) -> DeckSource:
    """The deck an argument names (as :func:`~deckcheck.cli.options.read_deck_arguments`
    read it: a file of any form deckcheck reads, a deck code given in its place, or
    ``-`` for standard input), read by the one deck reader."""
    from deckcheck.builder.files import read_argument

    try:
        return read_argument(argument)
    except LoadError as err:
        stopped = "nothing was changed" if editing else None
        raise err.because(_does_not_read(argument, stopped)) from None


def _does_not_read(argument: DeckArgument, stopped: str | None) -> str:
    """The last line of a deck argument's reading problems: what it is, what it stopped."""
    what = "standard input" if argument.stdin else printable(argument.display)
    return f"{what} does not read as a deck" + (f"; {stopped}" if stopped else "")


def _warn(source: DeckSource) -> None:
    """The reader's warnings (``UNKNOWN_SET``), on standard error, as validate shows them."""
    for warning in sorted(source.warnings, key=lambda d: d.sort_key()):
        echo(warning.render(), err=True)


def _collection(path: Path | None, game: str | None = None) -> Collection | None:
    if path is None:
        return None
    from deckcheck.cli.render import open_collection

    return open_collection(path, game)


def _checker(collection: Collection | None = None) -> DeckChecker:
    from deckcheck.formats.checker import DeckChecker
    from deckcheck.loading.cache import DocumentCache

    return DeckChecker(cache=DocumentCache(), collection=collection)


def _state_lines(context: DeckContext) -> list[str]:
    from deckcheck.builder.status import deck_state

    report = context.report
    state = deck_state(
        context.deck, context.catalogue, context.format, report.violations, report.measured
    )
    return state.lines(terminal_width())


def _game_and_format(
    checker: DeckChecker, game: str, format_name: str | None
) -> tuple[str, Format]:
    """The game named on the command line and its format (the default one when none is
    named); a usage error naming the choices otherwise."""
    game = game.strip().lower()
    if game not in checker.games:
        raise UsageError(
            f"no game {game!r} (games: {', '.join(checker.games)})", code="UNKNOWN_GAME"
        )
    formats = checker.formats(game)
    key = format_name or formats.default
    if key not in formats:
        raise UsageError(
            f"no {game} format {key!r}{checker.suggest_format(key)} "
            f"(formats: {', '.join(formats.names())})",
            code="UNKNOWN_FORMAT",
        )
    return game, formats[key]


def _refuse_overwrite(path: Path, force: bool) -> None:
    try:
        exists = os.path.lexists(path) and path.exists()
    except OSError as err:  # a name too long, a symbolic-link loop
        raise InputError(
            f"cannot write {printable(str(path))}: {err.strerror or err}", code="WRITE_FAILED"
        ) from None
    if exists and not force:
        raise UsageError(
            f"{printable(str(path))} exists; give --force to replace it", code="FILE_EXISTS"
        )


# --- new ----------------------------------------------------------------------------------


@deck_app.command("new")
def new(
    file: Path = typer.Argument(..., help=_new_file_help()),
    game: str = game_option(),
    format_name: str = format_option(),
    name: str = name_option(),
    force: bool = force_option(),
) -> None:
    """Create an empty deck file in the form its suffix names, with its sections.

    A .yaml deck gets its schema line and the format's limits as comments; a .txt list
    its Game:, Name:, Format: and section headers; a .brsd file (berserk-nxt) its name line.
    """
    from deckcheck.builder.deck_text import new_deck_file
    from deckcheck.builder.files import kind_to_write, make_folder, schema_modeline, write_atomic

    kind_to_write(file)  # a suffix deckcheck cannot write: refused before anything else
    _refuse_overwrite(file, force)
    checker = _checker()
    game, fmt = _game_and_format(checker, game, format_name)
    kind = kind_to_write(file, game)
    catalogue = checker.catalogue(game)
    main = next(iter(fmt.sections))
    from deckcheck.formats.reader import natural_key

    # An id of this game for the comments' examples: the first of the main section.
    ids = sorted((c.id for c in catalogue if fmt.section_for_type(c.type) == main), key=natural_key)
    text = new_deck_file(
        kind,
        game,
        fmt,
        name,
        modeline=schema_modeline(file),
        type_name={t.id: t.name for t in catalogue.info.types},
        game_name=catalogue.info.name,
        example=ids[0] if ids else "ID",
    )
    make_folder(file)
    write_atomic(file, text.encode("utf-8"))
    shown = printable(str(file))
    echo(f"{shown}: a new {game} deck, format {fmt.key}: {fmt.name}")
    _format_note(kind, fmt, checker)
    echo(f"add cards with: deckcheck deck add {shown} CARD [COUNT]")


def _format_note(kind: str, fmt: Format, checker: DeckChecker) -> None:
    """A deck written in a game's form that holds no format (a .brsd file, a deck code):
    say, on standard error, how to check it against its format when that is not the
    game's default, which the form is read with. ``deck new``, ``deck build`` and ``deck
    convert`` all say it so: the format is not lost unsaid."""
    from deckcheck.formats.deckfiles import OWN_FORMS, deck_file

    form = None if kind in OWN_FORMS else deck_file(kind)
    if form is None or form.holds_format:
        return
    if fmt.key != checker.formats(fmt.game).default:
        what = f"a {form.suffixes[0]} file" if form.suffixes else form.title
        echo(f"{what} does not hold its format: check it with --format {fmt.key}", err=True)


# --- add / remove -------------------------------------------------------------------------


def _change(
    argument: str, card_text: str, count: int, format_name: str | None, adding: bool
) -> None:
    from contextlib import nullcontext

    from deckcheck.builder.context import deck_context, deck_target
    from deckcheck.builder.edit import change_count
    from deckcheck.builder.files import edit_lock, refuse_unreadable, write_atomic
    from deckcheck.formats.lookup import find_card

    if count < 1:
        raise UsageError("COUNT must be 1 or more", code="BAD_COUNT")
    checker = _checker()
    # A file is read, edited and written under its edit lock: concurrent edits all apply.
    # Standard input is edited and printed: there is no file to write.
    # A deck code given as the argument is edited and printed likewise.
    (given,) = read_deck_arguments([argument])
    lock = nullcontext() if given.path is None else edit_lock(given.path)
    with lock:
        source = _read(given, editing=True)
        _warn(source)
        # The game and format only: the edit's result is what gets validated.
        catalogue, fmt = deck_target(source.deck, checker, format_name)
        card = find_card(catalogue, card_text)
        edit = change_count(
            source.text,
            source.kind,
            card,
            count if adding else -count,
            fmt,
            catalogue,
            deck=source.deck,
            file=source.display,
            validate=lambda deck: deck_context(deck, checker, format_name),
        )
        data = source.encode(edit.text)
        refuse_unreadable(
            data,
            printable(source.display),
            source.path,
            f"the edited deck would not read back; {printable(source.display)} was not "
            "changed",
            parsed=True,
        )
        if source.path is not None:
            write_atomic(source.path, data)
    done = "added" if adding else "removed"
    where = "to" if adding else "from"
    section = fmt.sections[edit.section].name
    after = edit.context or deck_context(edit.deck, checker, format_name)
    to_stderr = source.path is None
    if to_stderr:
        sys.stdout.write(edit.text)
        sys.stdout.flush()
    echo(
        f"{printable(source.display)}: {done} {count} × {card.id} ({card.name}) {where} the "
        f"{section}; {edit.after} now",
        err=to_stderr,
    )
    for line in _state_lines(after):
        echo(line, err=to_stderr)


@deck_app.command("add")
def add(
    file: str = deck_argument("The deck to add to"),
    card: str = typer.Argument(..., help="A card id (C4, VS-001) or name ('The Windy')."),
    count: int = typer.Argument(1, help="Copies to add."),
    format_name: str = format_option(),
) -> None:
    """Add copies of a card to the section its type belongs in; show the deck's state.

    The file keeps its form. A deck read from standard input ('-') is printed edited, in
    its own form (a deck code as a deck code), and its state goes to standard error.
    """
    _change(file, card, count, format_name, adding=True)


@deck_app.command("remove")
def remove(
    file: str = deck_argument("The deck to remove from"),
    card: str = typer.Argument(..., help="A card id (C4, VS-001) or name ('The Windy')."),
    count: int = typer.Argument(1, help="Copies to remove."),
    format_name: str = format_option(),
) -> None:
    """Remove copies of a card (the last copy removes its line); show the deck's state.

    Removing more copies than the deck has changes nothing (exit status 1). A deck read
    from standard input ('-') is printed edited, as 'deck add' prints it.
    """
    _change(file, card, count, format_name, adding=False)


# --- show ----------------------------------------------------------------------------------


@deck_app.command("show")
def show(
    file: str = deck_argument("The deck to show"),
    format_name: str = format_option(),
    collection_file: Path = collection_option(": also check the cards against it (NOT_OWNED)"),
) -> None:
    """The deck as a table by section and type, its totals and its verdict.

    Exit status: 0 when the deck is legal, 1 when it is incomplete or illegal.
    """
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from deckcheck.builder.context import deck_context
    from deckcheck.builder.show import summarise
    from deckcheck.builder.status import join_items
    from deckcheck.games import profile

    (given,) = read_deck_arguments([file])
    source = _read(given, editing=False)
    _warn(source)
    checker = _checker(_collection(collection_file))
    context = deck_context(source.deck, checker, format_name)
    unusable = [v for v in context.report.violations if v.severity is Severity.INPUT]
    if unusable:  # (another game's --collection: an input error, as validate says it)
        first = unusable[0]
        raise InputError(first.message, first.location, code=first.code)
    catalogue = context.catalogue
    summary = summarise(context.deck, catalogue, context.format, context.report)
    console = _console()
    deck = context.deck
    title = f"{source.display}: " + (f"«{clipped(deck.name)}»" if deck.name else "a deck")
    title += f" ({catalogue.game}, {context.format.key})"
    console.print(Text(printable(title)))
    for part in summary.sections:
        section = part.section
        fields = [
            name
            for name in profile(catalogue.game).show_columns
            if any(
                _cell(line.card, name, catalogue) not in ("", "—")
                for group in part.groups
                for line in group.lines
            )
        ]
        table = Table(
            title=f"{section.name}: {section.nouns(part.copies)}",
            title_justify="left",
            box=box.SIMPLE_HEAD,
            pad_edge=False,
            show_edge=False,
        )
        table.add_column("#", justify="right")
        table.add_column("Id")
        table.add_column("Name")
        for name in fields:
            table.add_column(name.title(), justify="right" if name != "elements" else "left")
        for group in part.groups:
            label = Text(printable(f"{group.name} ({group.copies})"), style="bold")
            table.add_row("", "", label, *[""] * len(fields))
            for number, line in enumerate(group.lines):
                if number == _MAX_ROWS:  # a table of 100,000 rows takes a minute to draw
                    rest = group.lines[number:]
                    copies = sum(r.copies for r in rest)
                    more = (
                        f"… {len(rest):,} more lines, {copies:,} cards "
                        "(deckcheck validate lists them)"
                    )
                    table.add_row("", "", Text(more, style="dim"), *[""] * len(fields))
                    break
                cells = []
                for name in fields:
                    cells.append(_cell(line.card, name, catalogue))
                card_name = line.card.name if line.card else "?"
                table.add_row(str(line.copies), printable(line.key), printable(card_name), *cells)
        if part.groups:
            console.print(table)
        else:
            console.print(Text(f"{section.name}: empty"))
        for breakdown in part.breakdowns:
            shown = [f"{value} ×{n}" for value, n in breakdown.counts]  # n copies
            for text in join_items(f"  {breakdown.label}: ", shown, terminal_width()):
                console.print(Text(printable(text)), soft_wrap=True)
    # Broken between items, never inside one: rich is not let wrap them again.
    for state_line in summary.state.lines(terminal_width()):
        console.print(Text(printable(state_line)), soft_wrap=True)
    raise typer.Exit(0 if context.report.outcome == "legal" else 1)


#: Lines of one type shown by ``deck show``; the rest are counted in one line.
_MAX_ROWS = 500


def _cell(card: Any, name: str, catalogue: Any) -> str:
    if card is None:
        return ""
    from deckcheck.formats.model import card_value

    value = card_value(card, name)
    if name == "elements":
        return "/".join(catalogue.info.elements.name(v) for v in value) or "—"
    return "" if value is None else str(value)


# --- convert -------------------------------------------------------------------------------


def _convert_targets() -> tuple[str, ...]:
    """``deck convert --to`` targets: deckcheck's YAML and text, then the games' own forms
    (:mod:`deckcheck.formats.deckfiles`: berserk-nxt's ``.brsd`` file, its compact code and
    the code's rot13 variant, and ProBerserk's ``COUNT Name`` text)."""
    from deckcheck.formats.deckfiles import convert_targets

    return convert_targets()


@deck_app.command("convert")
def convert(
    file: str = deck_argument("The deck to convert"),
    to: str = typer.Option(
        ..., "--to", help="The form to write.", metavar="|".join(_convert_targets())
    ),
    out: Path = out_option("the deck"),
    force: bool = force_option(" (the --out file)"),
) -> None:
    """Convert a deck between deckcheck's YAML and text and berserk-nxt's forms.

    Name, game, format, sections and counts carry over; names become ids where one card
    has the name, and each card's name is written as a comment. Berserk decks also go to
    berserk-nxt's .brsd file (brsd), its compact deck code (code) and the code's rot13
    variant (code-rot13), and ProBerserk's 'COUNT Name' text (proberserk). Nothing is
    dropped: a card or count the target cannot hold is refused, with its line, and
    nothing is written. Those forms hold no format: a deck of another format than the
    game's default is written with a note saying which --format to check it with.
    """
    from deckcheck.builder.context import deck_context
    from deckcheck.builder.deck_text import deck_text, deck_yaml
    from deckcheck.builder.files import (
        make_folder,
        refuse_unreadable,
        schema_modeline,
        write_atomic,
    )
    from deckcheck.builder.holds import target_name, unconvertible
    from deckcheck.cli.render import plural
    from deckcheck.diagnostics import Severity
    from deckcheck.formats.deckfiles import OWN_FORMS, deck_file
    from deckcheck.games import entry

    target = {"txt": "text"}.get(to.strip().lower(), to.strip().lower())
    targets = _convert_targets()
    if target not in targets:
        raise UsageError(
            f"--to must be one of {', '.join(targets)}, not {to!r}", code="BAD_OPTION"
        )
    form = None if target in OWN_FORMS else deck_file(target)
    if out is not None:
        _refuse_mismatched_suffix(out, target)
    # The one deck reader, whatever the deck's form (YAML, text, a game's own, -).
    (given,) = read_deck_arguments([file])
    # (--force replaces an output, never the deck converted: its comments and form go)
    check_outputs_apart([("--out", out)], deck_inputs([given]))
    deck, problems = given.load()
    if deck is None or any(p.severity is Severity.INPUT for p in problems):
        raise LoadError(problems).because(_does_not_read(given, "nothing was written"))
    checker = _checker()
    context = deck_context(deck, checker, None)
    if form is not None and form.game != context.catalogue.game:
        found = entry(form.game)
        raise UsageError(
            f"--to {target} holds {found.title if found is not None else form.game} decks; "
            f"this deck is for {context.catalogue.game}",
            code="BAD_OPTION",
        )
    lost, kept = unconvertible(target, context)
    if lost:
        keep = (
            " (the yaml and text forms keep unknown cards and counts below 1, for validate "
            "to report)"
            if form is not None
            else ""
        )
        raise LoadError(lost).because(
            f"{printable(given.display)} cannot be written as {target_name(target)} "
            f"without losing {plural(len(lost), 'entry', 'entries')}: fix them first{keep}; "
            "nothing was written"
        )
    if target == "yaml":
        text = deck_yaml(
            context.deck,
            context.catalogue,
            context.format,
            modeline=schema_modeline(out if out is not None else Path.cwd() / "deck.yaml"),
        )
    elif form is None:
        text = deck_text(context.deck, context.catalogue, context.format)
    else:
        text = form.convert(context)
    data = text.encode("utf-8")
    refuse_unreadable(
        data,
        "<stdout>" if out is None else printable(str(out)),
        out,
        f"{printable(given.display)} cannot be written as {target_name(target)}: it would "
        "not read back; nothing was written",
    )
    if out is None:
        sys.stdout.write(text)
    else:
        _refuse_overwrite(out, force)
        make_folder(out)
        write_atomic(out, data)
        shown = {"yaml": "YAML", "text": "text"}.get(target, target)
        echo(f"{out}: {shown} deck written from {printable(given.display)}")
    for warning in sorted(kept, key=lambda d: d.sort_key()):
        echo(warning.render(), err=True)
    _format_note(target, context.format, checker)


def _refuse_mismatched_suffix(out: Path, target: str) -> None:
    """``convert --to`` a form only to a file of a suffix that reads back as it, so that
    what it writes is what ``validate`` and the game's community then read (a .txt holds
    a text list, or a game's form written there: a deck code; any other suffix is the
    user's choice): :func:`~deckcheck.formats.deckfiles.suffix_targets`."""
    from deckcheck.builder.holds import target_name
    from deckcheck.formats.deckfiles import suffix_targets

    fits = suffix_targets().get(out.suffix.lower())
    if fits is not None and target not in fits:
        raise UsageError(
            f"--out {printable(str(out))} names a {out.suffix} file, which would not read back "
            f"as {target_name(target)}: write --to {' or --to '.join(fits)} there, or name "
            "the file for its form; nothing was written",
            code="BAD_SUFFIX",
        )


# --- build ---------------------------------------------------------------------------------


def _whole(number: str) -> int | None:
    """A count given on the command line: ASCII digits, as many as Python converts
    (``²``, a 5,000-digit number and ``-1`` are not counts)."""
    from deckcheck.loading.yamlload import MAX_INT_DIGITS

    number = number.strip()
    if not (0 < len(number) <= MAX_INT_DIGITS and number.isascii() and number.isdigit()):
        return None
    return int(number)


def _sizes(values: list[str] | None, first: str) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for value in values or ():
        key, _, number = value.rpartition("=")
        key = key.strip() or first
        whole = _whole(number)
        if whole is None:
            raise UsageError(
                f"--size takes N or SECTION=N, not {printable(repr(value))}", code="BAD_OPTION"
            )
        sizes[key] = whole
    return sizes


def _at_least(values: list[str] | None) -> dict[str, int] | None:
    if not values:
        return None
    found: dict[str, int] = {}
    for value in values:
        key, _, number = value.partition("=")
        whole = _whole(number)
        if not key.strip() or whole is None:
            raise UsageError(
                f"--at-least takes TYPE=N, not {printable(repr(value))}", code="BAD_OPTION"
            )
        found[key.strip().lower()] = whole
    return found


@deck_app.command("build")
def build(
    game: str = game_option(),
    format_name: str = format_option(),
    elements: str = typer.Option(
        None,
        "--elements",
        help="Comma-separated elements (fire,wind; steppes,forests): the player's deck "
        "takes cards of these elements and neutral cards, and has each of them.",
        show_default=False,
    ),
    collection_file: Path = collection_option(": build only from its cards"),
    seed: int = seed_option(),
    size: list[str] = typer.Option(
        None,
        "--size",
        metavar="[SECTION=]N",
        help="Cards in a section (default: the least the format allows): 40, spirits=16.",
        show_default=False,
    ),
    max_copies: int = typer.Option(
        3, "--max-copies", min=1, help="Copies of a card where the format has no copy limit."
    ),
    catch: int = typer.Option(
        1,
        "--catch",
        min=0,
        help=_catch_help(),
    ),
    at_least: list[str] = typer.Option(
        None,
        "--at-least",
        metavar="TYPE=N",
        help=_at_least_help(),
        show_default=False,
    ),
    name: str = name_option(),
    out: Path = out_option("the deck"),
    force: bool = force_option(" (the --out file)"),
    tune: int = typer.Option(
        0,
        "--tune",
        min=0,
        metavar="N",
        help="Improve the deck with N simulated games per candidate against a gauntlet, "
        "played by --agent on both sides.",
    ),
    candidates: int = candidates_option(6, " in each round of --tune"),
    rounds: int = rounds_option(2, " of --tune candidates"),
    agent: AgentName = agent_option(" (with --tune)"),
    jobs: int = jobs_option(),
    backend: BackendName = backend_option(),
    address: str = address_option(),
) -> None:
    """Build a legal deck for a format, from a collection and elements, reproducibly.

    Exit status: 0 when a deck was built, 1 when no legal deck exists (the limits that
    cannot be met are named), 2 for a usage or input problem.
    """
    from deckcheck.builder.build import (
        BuildImpossible,
        BuildOptions,
        build_deck,
        resolve_elements,
    )
    from deckcheck.builder.deck_text import cards_deck, deck_file_text
    from deckcheck.builder.files import kind_to_write, make_folder, schema_modeline, write_atomic
    from deckcheck.builder.status import deck_state

    if out is not None:
        kind_to_write(out)  # a suffix deckcheck cannot write: refused before anything else
        # (--force replaces an output, never the collection the deck is built from)
        check_outputs_apart([("--out", out)], [("the --collection file read", collection_file)])
        _refuse_overwrite(out, force)
    checker = _checker()
    game, fmt = _game_and_format(checker, game, format_name)
    kind = kind_to_write(out, game) if out is not None else "yaml"
    if name is not None:
        from deckcheck.builder.deck_text import name_line

        name_line(kind, name)  # a name the file cannot hold: refused before building
    catalogue = checker.catalogue(game)
    collection = _collection(collection_file, game)
    chosen = resolve_elements(catalogue, [e for e in (elements or "").split(",") if e.strip()])
    options = BuildOptions(
        elements=chosen,
        seed=seed,
        collection=collection,
        max_copies=max_copies,
        sizes=_sizes(size, next(iter(fmt.sections))),
        catch=catch,
        at_least=_at_least(at_least),
    )
    try:
        built = build_deck(catalogue, fmt, options)
    except BuildImpossible as err:
        echo(f"deckcheck: no legal {fmt.key} deck:", err=True)
        for reason in err.reasons:
            echo(f"  - {reason}", err=True)
        raise typer.Exit(1) from None
    report_lines: list[str] = []
    if tune:
        from deckcheck.builder.tune import TuneInterrupted, tune_deck, tune_steps
        from deckcheck.cli.render import progress_bar

        try:
            with progress_bar(tune_steps(rounds, candidates), "tuning") as update:
                tuned = tune_deck(
                    built,
                    catalogue,
                    options,
                    games=tune,
                    candidates=candidates,
                    rounds=rounds,
                    agent=agent.value,
                    jobs=jobs,
                    backend=make_cli_backend(backend, jobs, address),
                    progress=update,
                )
        except TuneInterrupted as stop:
            echo(f"deckcheck: {stop.line()}", err=True)
            raise typer.Exit(130) from None
        built = tuned.deck
        report_lines = tuned.lines()

    command = [f"deckcheck deck build --game {game} --format {fmt.key} --seed {seed}"]
    if chosen:
        command.append(f"--elements {','.join(chosen)}")
    if collection_file is not None:
        command.append(f"--collection {shlex.quote(str(collection_file))}")
    if size:
        command += [f"--size {shlex.quote(s)}" for s in size]
    if max_copies != 3:
        command.append(f"--max-copies {max_copies}")
    if catch != 1:
        command.append(f"--catch {catch}")
    command += [f"--at-least {shlex.quote(a)}" for a in at_least or ()]
    if tune:
        command.append(f"--tune {tune}")
        if agent is not DEFAULT_AGENT:
            command.append(f"--agent {agent.value}")
    comments = [f"Built by `{' '.join(command)}`", f"for {fmt.name}."]
    text = deck_file_text(
        kind,
        cards_deck(game, name, fmt, built.sections),
        catalogue,
        fmt,
        modeline=schema_modeline(out),
        comments=comments,
    )
    # The written text itself is read back by the one deck reader and validated, not just
    # the solver's numbers: it must hold exactly the cards built, legally.
    from deckcheck.builder.holds import reading_context, refuse_losses, target_name
    from deckcheck.formats.decks import kind_for, loads_deck

    shown = printable(str(out)) if out is not None else "<stdout>"
    deck, problems = loads_deck(text, shown, kind_for(out, text) if out is not None else kind)
    if deck is None or problems:  # pragma: no cover - a writer's bug (kept under python -O)
        raise AssertionError(
            "the written deck does not read back: " + "; ".join(p.render() for p in problems)
        )
    written = reading_context(deck, catalogue, fmt)
    reading = written.report
    assert reading.cards is not None
    built_cards = {k: dict(v) for k, v in built.sections.items() if v}
    read_cards = {k: v for k, v in reading.cards.sections.items() if v}
    if reading.violations or read_cards != built_cards:  # pragma: no cover - a writer's bug
        raise AssertionError(
            "the written deck does not read back as built: "
            + "; ".join(v.message for v in reading.violations)
        )
    # A legal deck the file's form cannot hold (more copies of a card than berserk-nxt
    # lists: --max-copies where the format has no copy limit) is refused as convert and
    # add refuse it.
    refuse_losses(
        kind,
        written,
        f"the {fmt.key} deck built cannot be written as {target_name(kind)}; nothing was "
        "written",
    )
    state = deck_state(deck, catalogue, fmt, reading.violations, reading.measured)
    summary = [
        f"{shown if out is not None else 'deck'}: {fmt.key} deck, seed {seed}, "
        + ", ".join(f"{fmt.sections[k].nouns(built.size(k))}" for k in built.sections),
        *state.lines(terminal_width()),
        *report_lines,
    ]
    if out is None:
        sys.stdout.write(text)
        for line in summary:
            echo(line, err=True)
        return
    make_folder(out)
    write_atomic(out, text.encode("utf-8"))
    for line in summary:
        echo(line)
    _format_note(kind, fmt, checker)

"""What a deck form can hold: the one check every writer of a deck file makes.

``deck convert`` refuses to write what its target would lose (:func:`unconvertible`):
a count that is not a whole number, in any form (with the validator's own words on it,
as ``validate`` says them); for a game's own form also what that form cannot hold
(:meth:`~deckcheck.formats.deckfiles.DeckFileFormat.refuse`: berserk-nxt's copies and
cards limits ...). ``deck add`` (:func:`~deckcheck.builder.edit.change_count`) and
``deck build --out`` ask the same of the deck they would write (:func:`refuse_losses`),
so that a file deckcheck writes is one every command, ``convert`` included, reads back
whole: a limit is defined once, by the form, and the readers and writers all use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.errors import LoadError

if TYPE_CHECKING:
    from deckcheck.builder.context import DeckContext
    from deckcheck.catalog.model import Catalogue
    from deckcheck.formats.decks import Deck
    from deckcheck.formats.model import Format

#: What deckcheck's own forms are called in messages.
_OWN_TARGET_NAMES = {"yaml": "a YAML deck", "text": "a text deck"}
#: The validator's findings on an entry that adds no card (its message is the reason).
_CARD_FINDINGS = ("UNKNOWN_CARD", "AMBIGUOUS_CARD", "WRONG_GAME", "UNKNOWN_SET")


def target_name(target: str) -> str:
    """What a form (a ``--to`` target, a deck's kind) is called in messages."""
    from deckcheck.formats.deckfiles import deck_file

    form = deck_file(target)
    return _OWN_TARGET_NAMES.get(target) or (form.title if form is not None else target)


def unconvertible(target: str, context: DeckContext) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """Every entry of the deck that ``target`` cannot hold, each located (then nothing is
    written): a count that is not a whole number, in any target (the validator's
    BAD_COUNT, in its words); for a game's own form also what that form cannot hold
    (berserk-nxt and ProBerserk would drop in silence a count below 1, an unknown card
    ...: :meth:`~deckcheck.formats.deckfiles.DeckFileFormat.refuse`). The YAML and text
    targets keep those, as written, for the validator to report when the file is read
    again.

    Returns those (refused), and a warning for each entry that adds no card and is kept
    all the same (the validator's finding on it), so that nothing passes unsaid."""
    from deckcheck.formats.deckfiles import OWN_FORMS, Conversion, deck_file

    report = context.report
    cards = report.cards
    assert cards is not None
    form = None if target in OWN_FORMS else deck_file(target)
    findings = {
        v.location: v
        for v in reversed(report.violations)
        if v.location and v.code in (*_CARD_FINDINGS, "BAD_COUNT")
    }
    conversion = Conversion(context, findings, target_name(target))
    whole = []
    for entry in cards.left_out:
        if entry.count is None:
            # The validator reports every count it cannot read (read_deck's check_count):
            # its words are the ones every command says of it.
            finding = findings[entry.count_location]
            conversion.refuse(entry.count_location, finding.code, finding.message)
        elif form is None:
            conversion.keep(entry)
        else:
            whole.append(entry)
    if form is not None:
        form.refuse(conversion, whole)
    return conversion.refused, conversion.kept


def reading_context(deck: Deck, catalogue: Catalogue, fmt: Format) -> DeckContext:
    """``deck`` read against ``fmt`` by the validator, as ``deck convert`` reads the file
    (unknown cards stay unknown: no other game's catalogue is asked)."""
    from deckcheck.builder.context import DeckContext
    from deckcheck.formats.checker import DeckReport
    from deckcheck.formats.validate import read_deck

    reading = read_deck(deck, catalogue, fmt)
    report = DeckReport(
        file=deck.file,
        deck=deck,
        game=catalogue.game,
        format=fmt.key,
        violations=reading.violations,
        cards=reading.cards,
        measured=reading.measured,
    )
    return DeckContext(deck, catalogue, fmt, report)


def refuse_losses(
    target: str, context: DeckContext, stopped: str, added: str | None = None
) -> None:
    """Refuse to write the deck of ``context`` in ``target``'s form when the form cannot
    hold it (:func:`unconvertible`): a :class:`LoadError` whose last line is ``stopped``.

    ``added`` is the id of the card an edit added copies of: an edit changes no other
    entry, so only what concerns that card (and the deck as a whole) is its doing, and
    what the file already held that the form cannot is no reason to refuse it. The
    problems are placed in the file, not at a line: the lines are those of a text that
    is not written."""
    lost, _ = unconvertible(target, context)
    if added is not None and lost:
        from deckcheck.formats.reader import card_index

        index = card_index(context.catalogue)
        places = {Location(context.deck.file)}
        for entry in context.deck.entries():
            card = index.card(entry.card)
            if card is not None and card.id == added:
                places.update((entry.location, entry.count_location))
        lost = [d for d in lost if d.location in places]
    if lost:
        where = Location(context.deck.file)
        raise LoadError(
            [Diagnostic(where, d.code, d.message, Severity.INPUT) for d in lost]
        ).because(stopped)

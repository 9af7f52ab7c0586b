"""berserk-nxt's and ProBerserk's forms as deckcheck reads, writes, edits and converts them.

The forms themselves (the codec, the set table, the ``.brsd`` and ``.brsc`` syntax) are
:mod:`deckcheck.games.berserk.nxt`; this module makes them the Berserk profile's
:attr:`~deckcheck.games.GameProfile.deck_files` and
:attr:`~deckcheck.games.GameProfile.collection_files`
(:class:`~deckcheck.formats.deckfiles.DeckFileFormat`): the ``.brsd`` deck file, the
compact deck code (read with its rot13 variant), the rot13 variant and ProBerserk's
``COUNT Name`` list as ``deck convert`` targets, and the ``.brsc`` collection.

It imports deckcheck's generic modules where it uses them: the profile that lists these
forms is loaded by commands that read no deck (``deckcheck cards``).

>>> deck, problems = BRSD.read("#Орда\\n3 10001\\n1 30045\\n", "d.brsd")
>>> [(e.card, e.count) for e in deck.entries()], deck.kind, deck.game
([('VS-001', 3), ('30045', 1)], 'brsd', 'berserk')
>>> CODE.sniff("#IAB"), BRSD.sniff("#IAB")
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deckcheck.diagnostics import Diagnostic, Location, Severity
from deckcheck.formats.decks import iter_lines
from deckcheck.games.berserk.nxt import (
    MAX_COUNT,
    MAX_DECK_CARDS,
    NXT_SETS,
    NxtError,
    bad_code_characters,
    brsd_name,
    brsd_text,
    cards_limit,
    code_problem,
    code_text,
    copies_limit,
    decode_triplet,
    encode_code,
    encode_triplet,
    is_nxt_id,
    looks_like_brsc,
    looks_like_code,
    nxt_card,
    parse_brsc,
    proberserk_name,
    rot13,
    set_of_index,
    to_nxt_id,
    triplets_for,
    unknown_index_text,
    unshipped_card,
    unshipped_finding,
)

if TYPE_CHECKING:
    from deckcheck.builder.context import DeckContext
    from deckcheck.catalog.model import Card, Catalogue
    from deckcheck.formats.collection import Collection
    from deckcheck.formats.deckfiles import Conversion, EditPlan
    from deckcheck.formats.decks import Deck, Entry
    from deckcheck.formats.model import Format

GAME = "berserk"


# --- reading ----------------------------------------------------------------------------


def _nxt_entry(
    written: str,
    count: int | None,
    count_text: str,
    file: str,
    at: tuple[int, int],
    count_at: tuple[int, int],
) -> Entry:
    """An entry of a berserk-nxt deck: its number as deckcheck's id (``10001`` -> VS-001).
    A card of a set deckcheck does not ship keeps its number, for the validator to report
    at its line as UNKNOWN_SET (never dropped)."""
    from deckcheck.formats.decks import make_entry

    card = written
    if is_nxt_id(written):
        card = nxt_card(int(written)).deckcheck_id or written
    return make_entry(card, count, count_text, file, at, count_at)


def _too_many_cards(file: str, line: int, column: int, code: bool) -> Diagnostic:
    from deckcheck.formats.decks import input_problem

    return input_problem(
        Location(file, line, column),
        "DECK_TOO_LARGE",
        f"{cards_limit(code)}: this one has more from here on",
    )


def _decodes_to_cards(line: str) -> bool:
    """Whether ``#…`` is a whole berserk-nxt deck code whose every triplet names a card of
    a set in berserk-nxt's table with at least one copy (a deck name rarely does)."""

    payload = line[1:]
    if not payload or len(payload) % 3 or not line.startswith("#"):
        return False
    try:
        triplets = [decode_triplet(payload[i : i + 3]) for i in range(0, len(payload), 3)]
    except KeyError:  # a character outside the code's alphabet
        return False
    return all(
        count > 0 and number > 0 and set_of_index(index) is not None
        for count, index, number in triplets
    )


def parse_brsd_deck(text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
    """A berserk-nxt ``.brsd`` deck: ``#name``, then ``COUNT ID`` or ProBerserk's
    ``COUNT Name`` lines (names are read by the card index, ё and е alike). A file with
    its ``#`` name line and no cards is an empty deck (``deckcheck deck new x.brsd``).

    Read as berserk-nxt reads it: lines end at LF only (a U+2028 or a NEL inside a line
    does not start a new one), ``<br>`` is removed from card lines, and the last ``#``
    line names the deck. At most :data:`~deckcheck.games.berserk.nxt.MAX_DECK_CARDS` card lines.
    """
    from deckcheck.formats.decks import UNPLACED, Deck, card_text_problem, input_problem, text_count

    problems: list[Diagnostic] = []
    entries: list[Entry] = []
    name = None
    places: dict[str, Location] = {}
    for number, raw in enumerate(iter_lines(text, "\n"), start=1):
        stripped = raw.strip()
        if not stripped:
            continue
        column = raw.index(stripped) + 1
        if stripped.startswith("#"):
            name = stripped[1:].strip() or name
            places["name"] = Location(file, number, column)
            continue
        if len(entries) == MAX_DECK_CARDS:
            problems.append(_too_many_cards(file, number, column, code=False))
            break
        line = stripped.replace("<br>", "")
        first, _, rest = line.partition(" ")
        rest = rest.strip()
        if not rest:
            problems.append(
                input_problem(
                    Location(file, number, column),
                    "DECK_TEXT_SYNTAX",
                    "cannot read this line: write 'COUNT ID' (3 10001) or 'COUNT Name'",
                )
            )
            continue
        count, count_text = text_count(first)
        at = (number, column + max(stripped.find(rest, len(first)), 0))
        entry = _nxt_entry(rest, count, count_text, file, at, (number, column))
        too_long = card_text_problem(entry)
        if too_long is not None:
            problems.append(too_long)
            continue
        entries.append(entry)
    # A '#' line alone names an empty deck (as ``deck new x.brsd`` writes it) unless it
    # decodes as a deck code of real cards: then a code was saved under the wrong suffix.
    one_code_line = not entries and looks_like_code(text)
    saved_code = one_code_line and _decodes_to_cards(text.strip())
    if not entries and not problems and ("name" not in places or saved_code):
        why = "the deck lists no cards"
        if one_code_line:
            why += " (its one line reads as a berserk-nxt deck code: save a code as .txt)"
        problems.append(input_problem(Location(file, 1, 1), "DECK_EMPTY", why))
    if problems:
        return None, problems
    deck = Deck(file, GAME, name, None, {UNPLACED: tuple(entries)}, "brsd", places)
    return deck, problems


def parse_code_deck(text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
    """A berserk-nxt compact deck code (``#`` and triplets), or its rot13 variant.

    A code of more than :data:`~deckcheck.games.berserk.nxt.MAX_DECK_CARDS` triplets is refused
    unread (its size is checked first, so a 10 MB code costs milliseconds); a code whose
    length is not 3 characters a card is cut short (truncated, or corrupt). A card of a
    set index berserk-nxt's table does not have is kept as ``set index N, card M``, for
    the validator to report at its place.
    """
    from deckcheck.formats.decks import UNPLACED, Deck, input_problem

    code, too_long = code_text(text)
    if too_long:
        line, column = code.where(MAX_DECK_CARDS * 3)
        return None, [_too_many_cards(file, line, column, code=True)]
    problems = [
        input_problem(Location(file, line, column), "DECK_CODE_SYNTAX", message)
        for line, column, message in bad_code_characters(code)
    ]
    payload = code.payload
    if not payload:
        empty = "the deck code lists no cards"
        problems.append(input_problem(Location(file, 1, 1), "DECK_EMPTY", empty))
    elif len(payload) % 3:
        line, column = code.where(len(payload) - len(payload) % 3)
        problems.append(
            input_problem(
                Location(file, line, column),
                "DECK_CODE_SYNTAX",
                f"the deck code is cut short (truncated or corrupt): it has {len(payload)} "
                "characters, and a berserk-nxt deck code has 3 per card; "
                f"the last {len(payload) % 3} from here belong to no card",
            )
        )
    if problems:
        return None, problems
    entries = []
    for i in range(0, len(payload), 3):
        line, column = code.where(i)
        count, set_index, number = decode_triplet(payload[i : i + 3])
        set_number = set_of_index(set_index)
        if set_number is None:
            written = unknown_index_text(set_index, number)
        else:
            written = str(set_number * 1000 + number)
        entries.append(_nxt_entry(written, count, str(count), file, (line, column), (line, column)))
    deck = Deck(file, GAME, None, None, {UNPLACED: tuple(entries)}, "code")
    return deck, []




def unshipped_entry(text: str) -> tuple[str, str] | None:
    """The profile's :attr:`~deckcheck.games.GameProfile.unshipped_card`: the UNKNOWN_SET
    finding on a deck's card written as the berserk-nxt id of a set deckcheck does not
    ship (``30045``) or a code's card of a set index berserk-nxt's table does not have,
    and what was expected instead; None for any other text."""
    finding = unshipped_finding(text)
    if finding is None:
        return None
    shipped = ", ".join(code for _, code, _ in NXT_SETS if code)
    return finding, f"a card of a set deckcheck ships ({shipped})"


# --- writing ----------------------------------------------------------------------------


def one_line(name: str | None) -> str | None:
    """A name as a ``.brsd``'s ``#name`` line holds it (:func:`~deckcheck.games.berserk.nxt.
    brsd_name`: one line, whitespace single spaces), or None for no name; a name no UTF-8
    file can hold is a :class:`~deckcheck.errors.UsageError`, refused before a deck is
    built."""
    from deckcheck.builder.deck_text import require_utf8

    if name is None:
        return None
    require_utf8(name)
    return brsd_name(name) or None


def _nxt_key(key: str) -> int | str:
    """A card of the deck by berserk-nxt's number; a card of a set deckcheck does not ship
    keeps the number it was read by."""
    from deckcheck.diagnostics import printable
    from deckcheck.errors import UsageError

    try:
        return to_nxt_id(key)
    except NxtError as err:
        if is_nxt_id(key):
            return key
        raise UsageError(
            f"a .brsd file cannot hold {printable(key)}: {err}", code="BAD_CARD"
        ) from None


def deck_brsd(deck: Deck, catalogue: Catalogue, fmt: Format | None = None) -> str:
    """The deck as berserk-nxt's ``.brsd`` file: ``#name``, then ``COUNT ID`` lines by
    berserk-nxt's card numbers (the form holds neither comments nor a format)."""
    from deckcheck.builder.deck_text import card_lines
    from deckcheck.errors import UsageError

    if catalogue.game != GAME:
        raise UsageError(
            f"a .brsd file holds Berserk decks; this deck is for {catalogue.game}",
            code="BAD_SUFFIX",
        )
    counts = [(_nxt_key(line.key), line.count) for line in card_lines(deck, catalogue, fmt)]
    return brsd_text(one_line(deck.name), counts)


# --- editing ----------------------------------------------------------------------------


def _nxt_number(card: Card) -> int:
    from deckcheck.builder.edit import EditError

    try:
        return to_nxt_id(card.id)
    except NxtError as err:
        raise EditError(str(err), code="NOT_NXT") from None


def edit_brsd(text: str, plan: EditPlan, card: Card, add: int, nl: str) -> str:
    """A ``.brsd`` edited line by line as a text deck is; a new card is a ``COUNT ID``
    line (berserk-nxt's number) at the end: the format has no comments."""
    from deckcheck.builder.edit import set_lines

    lines = set_lines(text, plan)
    if add:
        if lines and not lines[-1].endswith(("\n", "\r")):
            lines[-1] += nl
        lines.append(f"{add} {_nxt_number(card)}{nl}")
    return "".join(lines)


def edit_code(text: str, plan: EditPlan, card: Card, add: int, nl: str) -> str:
    """A deck code edited triplet by triplet: a changed entry's triplet gets its new
    count (several triplets past 7 copies), a removed one goes, a new card's triplets go
    at the end; every other triplet — a card of a set deckcheck does not ship too — is
    kept as it was. The code keeps its variant (``#…`` or rot13 ``--`` lines)."""
    from deckcheck.builder.edit import EditError

    read, _ = code_text(text)  # the deck was read (and its size bounded) before the edit
    code = read.payload
    triplets = [code[i : i + 3] for i in range(0, len(code), 3)]
    at = {read.where(3 * i): i for i in range(len(triplets))}
    changed = {at[(e.location.line, e.location.column)]: after for _, e, after in plan}
    body: list[str] = []
    for i, triplet in enumerate(triplets):
        if i not in changed:
            body.append(triplet)
            continue
        left = changed[i]
        _, set_index, number = decode_triplet(triplet)
        while left > 0:
            take = min(left, MAX_COUNT)
            body.append(encode_triplet(take, set_index, number))
            left -= take
    if add:
        body.append(encode_code([(_nxt_number(card), add)])[1:])
    if not body:
        raise EditError(
            f"cannot remove the last card ({card.id}) of a deck code: a berserk-nxt deck "
            "code cannot be empty",
            code="CODE_EMPTY",
            exit_code=1,
        )
    payload = "".join(body)
    lines = text.splitlines()
    if any(line.strip().startswith("--") for line in lines):
        chunks = [payload[i : i + 32] for i in range(0, len(payload), 32)]
        ending = nl if text.endswith(("\n", "\r")) else ""
        return nl.join("--" + rot13(chunk) for chunk in chunks) + ending
    # One ``#…`` line: what stands before and after it is kept.
    start = text.index("#")
    end = start + 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[:start] + "#" + payload + text[end:]


# --- converting -------------------------------------------------------------------------


def refuse_unheld(form: str, conversion: Conversion, entries: Sequence[Entry]) -> None:
    """What berserk-nxt's and ProBerserk's forms cannot hold: they skip without a word a
    line or a card they cannot read, so ``convert`` refuses to write what they would lose
    — a count below 1, a card that is unknown, ambiguous or another game's, a card of a
    set berserk-nxt does not know, more copies than berserk-nxt lists
    (:func:`~deckcheck.games.berserk.nxt.copies_limit`), more lines or triplets than the
    reader takes (:func:`~deckcheck.games.berserk.nxt.cards_limit`), and (for a code,
    ``form`` ``code`` or ``code-rot13``) what a code cannot hold. A card of a set
    deckcheck does not ship is written back as it was read (kept, with its warning).

    ``deck add`` and ``deck build --out`` ask the same of what they would write
    (:mod:`deckcheck.builder.holds`), so that no writer makes a file this refuses."""
    coded = form in (CODE.name, CODE_ROT13.name)
    what = conversion.title
    context = conversion.context
    cards = context.report.cards
    assert cards is not None
    for entry in entries:
        assert entry.count is not None  # a count that is not a number is refused already
        if entry.count < 1:
            conversion.refuse(
                entry.count_location,
                "BAD_COUNT",
                f"{entry.count} copies of {entry.card}: {what} holds 1 copy or more, "
                "so they would be lost",
            )
            continue
        unshipped = unshipped_card(entry.card)
        why = None
        if unshipped is not None and not unshipped.in_nxt_table:
            why = (
                f"{entry.card} is of set {unshipped.set_number}, which berserk-nxt's "
                "set table does not have"
            )
        elif unshipped is not None and coded:
            why = code_problem(unshipped.nxt_id)
        if unshipped is not None and why is None:
            conversion.keep(entry)  # a card of a set deckcheck does not ship: written back
            continue
        finding = conversion.findings.get(entry.location)
        if why is None and finding is not None:
            conversion.refuse(entry.location, finding.code, finding.message)
        else:
            conversion.refuse(entry.location, "UNKNOWN_SET", why or f"no card {entry.card!r}")
    # What the written deck lists: each card once, and each entry of a card of a set
    # deckcheck does not ship as it was read (nxt_counts): lines of a .brsd, triplets
    # of a code.
    kept = [e for e in cards.left_out if e.copies and unshipped_card(e.card) is not None]
    triplets = sum(triplets_for(e.copies) for e in kept)
    too_many = False
    for entry in cards.left_out:
        why = copies_limit(entry.copies, entry.card, what)
        if why is not None:
            conversion.refuse(entry.location, "DECK_TOO_LARGE", why)
            too_many = True
    for card_id, copies in cards.counts().items():
        why = copies_limit(copies, card_id, what)
        if why is not None:
            conversion.refuse(conversion.locate(card_id), "DECK_TOO_LARGE", why)
            too_many = True
    for card_id, copies in cards.counts().items():
        try:
            nxt_id = to_nxt_id(card_id)
        except NxtError as err:
            conversion.refuse(conversion.locate(card_id), "UNKNOWN_SET", str(err))
            continue
        why = code_problem(nxt_id) if coded else None
        if why is not None:
            conversion.refuse(conversion.locate(card_id), "UNKNOWN_SET", why)
        triplets += triplets_for(copies)
    if coded and triplets > MAX_DECK_CARDS and not too_many:
        listed: list[tuple[str, int, Location | None]] = [
            (card_id, copies, None) for card_id, copies in cards.counts().items()
        ]
        listed += [(e.card, e.copies, e.location) for e in kept]
        card_id, copies, location = max(listed, key=lambda item: item[1])
        conversion.refuse(
            location or conversion.locate(card_id),
            "DECK_TOO_LARGE",
            f"{cards_limit(True)}: this deck needs {triplets}, up to 7 copies each "
            f"(here: {copies} copies of {card_id})",
        )
    lines = len(cards.counts()) + len(kept)
    if form == BRSD.name and lines > MAX_DECK_CARDS:
        conversion.refuse(
            Location(context.deck.file),
            "DECK_TOO_LARGE",
            f"{cards_limit(False)}: this deck needs {lines}",
        )


def nxt_counts(context: DeckContext) -> list[tuple[int | str, int]]:
    """The deck's cards by berserk-nxt id; entries of sets deckcheck does not ship keep
    their berserk-nxt id (never dropped). :func:`refuse_unheld` has refused the rest."""
    cards = context.report.cards
    assert cards is not None
    found: list[tuple[int | str, int]] = [
        (to_nxt_id(card_id), copies) for card_id, copies in cards.counts().items()
    ]
    for entry in cards.left_out:
        if unshipped_card(entry.card) is not None and entry.copies:
            found.append((entry.card, entry.copies))
    return found


def proberserk_text(context: DeckContext) -> str:
    """The deck as ProBerserk's ``COUNT Name`` lines."""
    cards = context.report.cards
    assert cards is not None
    # A name is one line whatever the catalogue holds: whitespace made spaces.
    names = {
        card_id: " ".join(proberserk_name(context.catalogue.cards[card_id].name).split())
        for card_id in cards.counts()
    }
    lines = [f"{copies} {names[card_id]}" for card_id, copies in cards.counts().items()]
    # A card of a set deckcheck does not ship has no name here: its berserk-nxt id, which
    # ProBerserk's reader also takes.
    lines += [
        f"{e.copies} {e.card}"
        for e in cards.left_out
        if e.copies and unshipped_card(e.card) is not None
    ]
    return "\n".join(lines) + "\n"


def _usage(err: NxtError) -> Exception:
    from deckcheck.errors import UsageError

    return UsageError(str(err), code="BAD_OPTION")


# --- the forms --------------------------------------------------------------------------


class _NxtForm:
    """What the berserk-nxt and ProBerserk forms share (see
    :class:`~deckcheck.formats.deckfiles.DeckFileFormat`): Berserk decks, no format held,
    each a ``deck convert`` target written to a ``.txt``; by default neither read, written
    to a file of its own nor edited."""

    name = ""
    game = GAME
    title = ""
    holds = "berserk-nxt's Berserk decks"
    help = ""
    suffixes: tuple[str, ...] = ()
    written_to: tuple[str, ...] = (".txt",)
    starts: tuple[str, ...] = ()
    holds_format = False
    converts = True

    def sniff(self, text: str) -> bool:
        return False

    def read(self, text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
        raise NotImplementedError(f"{self.title} is read as a deck code or a text list")

    # A form without suffixes is written by ``deck convert`` only: deckcheck's generic
    # code refuses to write it to a new file before any of these is called.
    def name_line(self, name: str) -> str:
        raise NotImplementedError

    def new_file(self, name: str | None) -> str:
        raise NotImplementedError

    def write(self, deck: Deck, catalogue: Catalogue, fmt: Format | None) -> str:
        raise NotImplementedError

    def edit(self, text: str, deck: Deck, plan: EditPlan, card: Card, add: int, nl: str) -> str:
        raise NotImplementedError(f"{self.title} is edited as a deck code")

    def refuse(self, conversion: Conversion, entries: Sequence[Entry]) -> None:
        refuse_unheld(self.name, conversion, entries)

    def convert(self, context: DeckContext) -> str:
        raise NotImplementedError


class BrsdFile(_NxtForm):
    """berserk-nxt's ``.brsd`` deck file (``#name``, then ``COUNT ID`` lines)."""

    name = "brsd"
    title = "a berserk-nxt .brsd deck file"
    help = "a berserk-nxt .brsd"
    suffixes: tuple[str, ...] = (".brsd",)
    written_to: tuple[str, ...] = ()

    def read(self, text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
        return parse_brsd_deck(text, file)

    def name_line(self, name: str) -> str:
        return f"#{one_line(name) or ''}"

    def new_file(self, name: str | None) -> str:
        return brsd_text(one_line(name), [])

    def write(self, deck: Deck, catalogue: Catalogue, fmt: Format | None) -> str:
        return deck_brsd(deck, catalogue, fmt)

    def edit(self, text: str, deck: Deck, plan: EditPlan, card: Card, add: int, nl: str) -> str:
        return edit_brsd(text, plan, card, add, nl)

    def convert(self, context: DeckContext) -> str:
        try:
            return brsd_text(context.deck.name, nxt_counts(context))
        except NxtError as err:
            raise _usage(err) from None


class DeckCode(_NxtForm):
    """berserk-nxt's compact deck code (``#`` and triplets); its rot13 ``--`` lines read
    as it too."""

    name = "code"
    title = "a berserk-nxt deck code"
    help = "a berserk-nxt deck code ('#...' or its rot13 '--...' lines)"
    starts: tuple[str, ...] = ("#", "--")
    rot = False

    def sniff(self, text: str) -> bool:
        return looks_like_code(text)

    def read(self, text: str, file: str) -> tuple[Deck | None, list[Diagnostic]]:
        return parse_code_deck(text, file)

    def edit(self, text: str, deck: Deck, plan: EditPlan, card: Card, add: int, nl: str) -> str:
        return edit_code(text, plan, card, add, nl)

    def convert(self, context: DeckContext) -> str:
        counts = [(int(card), copies) for card, copies in nxt_counts(context)]
        try:
            return encode_code(counts, rot=self.rot) + "\n"
        except NxtError as err:
            raise _usage(err) from None


class Rot13Code(DeckCode):
    """The deck code's rot13 variant, as a ``deck convert`` target (it reads as a code)."""

    name = "code-rot13"
    title = "a berserk-nxt rot13 deck code"
    help = ""
    starts: tuple[str, ...] = ()
    rot = True

    def sniff(self, text: str) -> bool:
        return False


class ProBerserkList(_NxtForm):
    """ProBerserk's ``COUNT Name`` list, as a ``deck convert`` target (it reads back as a
    text list)."""

    name = "proberserk"
    title = "a ProBerserk list"

    def convert(self, context: DeckContext) -> str:
        return proberserk_text(context)


BRSD = BrsdFile()
CODE = DeckCode()
CODE_ROT13 = Rot13Code()
PROBERSERK = ProBerserkList()
#: The profile's deck forms, in ``deck convert --to``'s order.
DECK_FILES = (BRSD, CODE, CODE_ROT13, PROBERSERK)


# --- collections ------------------------------------------------------------------------


def loads_brsc(
    text: str, file: str = "<collection>", catalogue: Catalogue | None = None
) -> tuple[Collection | None, list[Diagnostic]]:
    """A berserk-nxt ``.brsc`` collection (``ID COUNT [variant:count …] [= price]`` lines,
    :mod:`deckcheck.games.berserk.nxt`) as a Berserk collection. Variants and prices are not
    kept (a collection counts copies); cards of sets deckcheck does not ship are kept in
    :attr:`~deckcheck.formats.collection.Collection.unknown_sets` with an UNKNOWN_SET
    warning each."""
    from types import MappingProxyType

    from deckcheck.diagnostics import sorted_diagnostics
    from deckcheck.formats.collection import Collection

    if catalogue is None or catalogue.game != GAME:
        from deckcheck.catalog.load import load_catalogue

        catalogue = load_catalogue(GAME)
    lines, syntax = parse_brsc(text)
    problems = [
        Diagnostic(Location(file, line, column), "COLLECTION_SYNTAX", message, Severity.INPUT)
        for line, column, message in syntax
    ]
    owned: dict[str, int] = {}
    places: dict[str, Location] = {}
    unknown_sets: dict[str, int] = {}
    warnings: list[Diagnostic] = []
    for line in lines:
        where = Location(file, line.line, 1)
        card = nxt_card(line.nxt_id)
        card_id = card.deckcheck_id
        if card_id is None:
            unknown_sets[str(line.nxt_id)] = unknown_sets.get(str(line.nxt_id), 0) + line.copies
            warnings.append(
                Diagnostic(where, "UNKNOWN_SET", card.unknown_set_message(), Severity.WARNING)
            )
            continue
        if card_id not in catalogue.cards:
            problems.append(
                Diagnostic(
                    where,
                    "COLLECTION_UNKNOWN_CARD",
                    f"{line.nxt_id} would be {card_id}, which is not a berserk card",
                    Severity.INPUT,
                )
            )
            continue
        if card_id in owned:
            first = places[card_id]
            problems.append(
                Diagnostic(
                    where,
                    "COLLECTION_DUPLICATE_CARD",
                    f"{line.nxt_id} ({card_id}) is listed twice (first at line {first.line}); "
                    "write it once with the total",
                    Severity.INPUT,
                )
            )
            continue
        owned[card_id] = line.copies
        places[card_id] = where
    collection = Collection(
        game=GAME,
        owned=MappingProxyType(owned),
        file=file,
        places=MappingProxyType(places),
        unknown_sets=MappingProxyType(unknown_sets),
        warnings=tuple(warnings),
    )
    return collection, sorted_diagnostics(problems)


class BrscCollection:
    """berserk-nxt's ``.brsc`` collection (:func:`loads_brsc`)."""

    game = GAME
    suffixes: tuple[str, ...] = (".brsc",)

    def sniff(self, text: str) -> bool:
        return looks_like_brsc(text)

    def read(
        self, text: str, file: str, catalogue: Catalogue | None
    ) -> tuple[Collection | None, list[Diagnostic]]:
        return loads_brsc(text, file, catalogue)


COLLECTION_FILES = (BrscCollection(),)

"""Adding and removing cards in a deck file, changing only the lines concerned.

YAML decks are edited at the exact spans the YAML parser reports for each node (PyYAML's
composer gives every key and value a start and an end): a new count replaces the old
count's characters, a removed entry's lines are cut out, a new entry is a line added
after the section's last entry (or a ``, ID: N`` inside a flow mapping). Everything else
— comments, blank lines, key order, quoting, indentation, flow mappings spread over
several lines — stays byte for byte. (A ruamel.yaml round trip re-emits the whole
document: on this repository's examples it re-flows multi-line flow mappings and
re-indents four-space blocks, so it is not used for edits.)

Text decks are edited line by line: the count on the card's line is rewritten in place
(``2x C4`` becomes ``3x C4``), a removed card's line is dropped, a new card is a line
after its section's last card (or a new ``Spirits:`` header at the end).

Every edit is checked before anything is written: the new text is read again by the
strict loader and must hold exactly the counts intended (:class:`EditError` otherwise).

>>> from deckcheck.catalog.load import load_catalogue
>>> from deckcheck.formats.decks import loads_deck
>>> from deckcheck.formats.load import load_formats
>>> ccs, fmt = load_catalogue("ccs"), load_formats("ccs")["short"]
>>> text = "game: ccs\\ndeck:\\n  C4: 2   # five thousand\\nspirits:\\n"
>>> edit = add_card(text, "yaml", ccs.cards["C4"], 1, fmt, ccs)
>>> print(edit.text, end="")
game: ccs
deck:
  C4: 3   # five thousand
spirits:
>>> print(add_card(edit.text, "yaml", ccs.cards["CS1"], 1, fmt, ccs).text, end="")
game: ccs
deck:
  C4: 3   # five thousand
spirits:
  CS1: 1   # The Windy
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import yaml

from deckcheck.catalog.model import Card, Catalogue
from deckcheck.diagnostics import Severity, printable
from deckcheck.errors import DeckcheckError, UsageError
from deckcheck.formats.decks import UNPLACED, Deck, DeckKind, Entry, loads_deck
from deckcheck.formats.model import Format
from deckcheck.loading.yamlload import Parser

if TYPE_CHECKING:
    from collections.abc import Callable

    from deckcheck.builder.context import DeckContext
    from deckcheck.formats.deckfiles import DeckFileFormat, EditPlan

    #: How an edited deck is validated: a command's checker, as it shows the result.
    Validate = Callable[[Deck], DeckContext]


class EditError(DeckcheckError):
    """An edit that cannot be made (exit code 1 for a request the deck cannot take, such
    as removing more copies than it has; 2 for a file deckcheck cannot edit safely)."""

    def __init__(self, message: str, code: str = "EDIT_FAILED", exit_code: int = 2):
        super().__init__(message, code=code)
        self.exit_code = exit_code


@dataclass(frozen=True)
class Edit:
    """The new text of a deck file and what changed: ``card`` in ``section``, from
    ``before`` copies to ``after``."""

    text: str
    card: Card
    section: str
    before: int
    after: int
    #: The new text as the deck reader read it back.
    deck: Deck
    #: The new deck as validated, when the edit added copies (to check that its form
    #: holds them): a command shows its state from this one validation.
    context: DeckContext | None = None

    @property
    def delta(self) -> int:
        return self.after - self.before


def card_note(card: Card) -> str:
    """The comment written after a card deckcheck adds: its name, and a CCS Capture
    card's power (``Sakura (5000)``)."""
    power = card.power
    return f"{card.name} ({power})" if power is not None else card.name


def resolve_entry(catalogue: Catalogue, text: str) -> Card | None:
    """The card a deck entry names, as the validator reads it
    (:class:`~deckcheck.formats.reader.CardIndex`); None when unknown or ambiguous."""
    from deckcheck.formats.reader import card_index

    # An exact id is the index's first answer too; it is most entries, and a deck of
    # 100,000 entries is gone over several times by an edit.
    return catalogue.cards.get(text) or card_index(catalogue).card(text)


def home_section(fmt: Format, card: Card) -> str:
    """The section a card goes in, from the formats data (``sections: … types:``)."""
    section = fmt.section_for_type(card.type)
    if section is None:
        raise UsageError(
            f"{card.id} ({card.name}) is a {card.type} card, which no section of "
            f"{fmt.game} decks takes (sections: "
            + ", ".join(f"{s.key}: {'/'.join(s.types)}" for s in fmt.sections.values())
            + ")",
            code="WRONG_SECTION",
        )
    return section


def _matching(deck: Deck, catalogue: Catalogue, card: Card) -> list[tuple[str, Entry]]:
    """(section, entry) of every entry naming ``card``, in file order."""
    return [
        (key, entry)
        for key, entries in deck.sections.items()
        for entry in entries
        if (found := resolve_entry(catalogue, entry.card)) is not None and found.id == card.id
    ]


def _counts(deck: Deck, catalogue: Catalogue, fmt: Format) -> dict[tuple[str, str], int]:
    """(section, card id or text as written) -> copies; unplaced cards in their home."""
    totals: dict[tuple[str, str], int] = {}
    for key, entries in deck.sections.items():
        for entry in entries:
            card = resolve_entry(catalogue, entry.card)
            section = key
            if key == UNPLACED:
                home = fmt.section_for_type(card.type) if card else None
                section = home or next(iter(fmt.sections))
            name = card.id if card else entry.card
            totals[(section, name)] = totals.get((section, name), 0) + entry.copies
    return {k: v for k, v in totals.items() if v}


# --- YAML -------------------------------------------------------------------------------


def _compose(text: str) -> yaml.MappingNode:
    # The strict loader's own parser: the pure-Python one rejects some files libyaml
    # accepts (a tab inside a plain scalar), which crashed the edit of a file that loads.
    try:
        node = yaml.compose(text, Loader=Parser)
    except yaml.YAMLError as err:
        raise EditError(f"the deck does not parse as YAML: {err}") from None
    if not isinstance(node, yaml.MappingNode):
        raise EditError("the deck is not a YAML mapping")
    return node


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _line_end(text: str, index: int) -> int:
    """The index just past the end of the line holding ``index`` (past its newline)."""
    end = text.find("\n", index)
    return len(text) if end < 0 else end + 1


def _section_node(root: yaml.MappingNode, section: str) -> tuple[Any, Any] | None:
    for key, value in root.value:
        if isinstance(key, yaml.ScalarNode) and key.value == section:
            return key, value
    return None


def _yaml_set(text: str, key: Any, value: Any, count: int) -> str:
    start, end = value.start_mark.index, value.end_mark.index
    if start == end:  # ``C4:`` with no value
        colon = text.index(":", key.end_mark.index) + 1
        return text[:colon] + f" {count}" + text[colon:]
    return text[:start] + str(count) + text[end:]


def _yaml_delete(text: str, mapping: Any, index: int) -> str:
    key, value = mapping.value[index]
    if not mapping.flow_style:
        start = _line_start(text, key.start_mark.index)
        return text[:start] + text[_line_end(text, value.end_mark.index) :]
    # Flow mapping: drop the pair with the comma after it, or the one before it.
    after = re.compile(r"\s*,[ \t]*").match(text, value.end_mark.index)
    if after:
        return text[: key.start_mark.index] + text[after.end() :]
    if index > 0:
        previous = mapping.value[index - 1][1].end_mark.index
        return text[:previous] + text[value.end_mark.index :]
    return text[: key.start_mark.index] + text[value.end_mark.index :]


def _yaml_line(card: Card, count: int) -> str:
    return f"{card.id}: {count}   # {card_note(card)}"


def _flow_key(mapping: yaml.MappingNode, key: str) -> str:
    """``key`` as the keys of a flow mapping are written: double-quoted when they are
    (JSON), plain otherwise."""
    quoted = any(isinstance(k, yaml.ScalarNode) and k.style == '"' for k, _ in mapping.value)
    return json.dumps(key, ensure_ascii=False) if quoted else key


def _yaml_add(
    text: str, root: yaml.MappingNode, section: str, card: Card, count: int, nl: str
) -> str:
    found = _section_node(root, section)
    if found is None and root.flow_style:
        # A deck written as one flow mapping (a .json deck): the section goes inside it,
        # quoted as its keys are, so JSON stays JSON.
        close = text.rindex("}", 0, root.end_mark.index)
        entry = f"{_flow_key(root, section)}: {{{_flow_key(root, card.id)}: {count}}}"
        if root.value:
            at = root.value[-1][1].end_mark.index
            return text[:at] + f", {entry}" + text[at:]
        return text[:close] + entry + text[close:]
    if found is None:
        if text and not text.endswith("\n"):
            text += nl
        return text + f"{section}:{nl}  {_yaml_line(card, count)}{nl}"
    key, value = found
    if isinstance(value, yaml.MappingNode) and value.flow_style:
        close = text.rindex("}", 0, value.end_mark.index)
        written = _flow_key(value if value.value else root, card.id)
        if value.value:
            at = value.value[-1][1].end_mark.index
            return text[:at] + f", {written}: {count}" + text[at:]
        return text[:close] + f"{written}: {count}" + text[close:]
    if isinstance(value, yaml.MappingNode) and value.value:
        first_key = value.value[0][0]
        indent = " " * first_key.start_mark.column
        at = _line_end(text, value.value[-1][1].end_mark.index)
        lead = "" if at == 0 or text[at - 1] == "\n" else nl
        return text[:at] + f"{lead}{indent}{_yaml_line(card, count)}{nl}" + text[at:]
    if isinstance(value, yaml.ScalarNode) and value.tag.endswith(":null"):
        # ``deck:`` (or ``deck: ~``): the entries go on the lines below the key.
        start = value.start_mark.index
        if value.end_mark.index > start:  # ``~`` or ``null``: drop it and the blanks before it
            while start > 0 and text[start - 1] in " \t":
                start -= 1
        text = text[:start] + text[value.end_mark.index :]
        at = _line_end(text, key.start_mark.index)
        lead = "" if text[at - 1 : at] == "\n" else nl
        indent = " " * (key.start_mark.column + 2)
        return text[:at] + f"{lead}{indent}{_yaml_line(card, count)}{nl}" + text[at:]
    raise EditError(
        f"the {section}: section is not a mapping of card id: copies; fix it by hand first"
    )


# --- text decks ---------------------------------------------------------------------------


def _text_set(line: str, entry: Entry, count: int) -> str:
    if entry.count_at is None:  # ``CS1`` or ``CS1 The Windy``: one copy, no count written
        at = entry.location.column - 1
        return line[:at] + f"{count} " + line[at:]
    at = entry.count_location.column - 1
    written = entry.written
    found = line.find(written, at) if written else -1
    if found < 0:
        raise EditError(f"cannot find the count of {entry.card} on line {entry.location.line}")
    return line[:found] + str(count) + line[found + len(written) :]


_HEADER_WORDS = {"deck": "Deck", "spirits": "Spirits"}


def _text_add(text: str, deck: Deck, section: str, card: Card, count: int, nl: str) -> str:
    lines = text.splitlines(keepends=True)
    new = f"{count} {card.id}  # {card_note(card)}{nl}"
    headers = [key for key in deck.sections if key != UNPLACED and key in deck.places]
    anchor: int | None = None  # the line (1-based) after which the new line goes
    if section in headers:
        entries = deck.sections[section]
        anchor = entries[-1].location.line if entries else deck.places[section].line
    elif deck.sections.get(UNPLACED) and not headers:
        anchor = deck.sections[UNPLACED][-1].location.line
    if anchor is None:
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += nl
        header = _HEADER_WORDS.get(section, section.title())
        blank = nl if lines and lines[-1].strip() else ""
        return "".join(lines) + f"{blank}{header}:{nl}{new}"
    if anchor - 1 < len(lines) and not lines[anchor - 1].endswith("\n"):
        lines[anchor - 1] += nl
    lines.insert(anchor, new)
    return "".join(lines)


def _form(kind: DeckKind) -> DeckFileFormat | None:
    from deckcheck.formats.deckfiles import deck_file

    return deck_file(kind)


# --- the edits ----------------------------------------------------------------------------


def _check_result(
    text: str,
    kind: DeckKind,
    file: str,
    expected: dict[tuple[str, str], int],
    catalogue: Catalogue,
    fmt: Format,
    added: tuple[Card, int] | None = None,
    validate: Validate | None = None,
) -> tuple[Deck, DeckContext | None]:
    """The edited text read back by the one deck reader; it must hold exactly the
    counts intended (:class:`EditError` otherwise, and nothing is written).

    After an edit that adds copies (``added``: the card, how many) the result is
    validated (by ``validate``; against ``fmt`` when None) and must hold nothing about
    that card that its form cannot hold (what ``deck convert`` to the form refuses: a
    count too long to read, more copies than berserk-nxt lists ...:
    :func:`~deckcheck.builder.holds.refuse_losses`, a :class:`~deckcheck.errors.LoadError`
    saying which limit). Returns the deck read back, and that validation."""
    deck, problems = loads_deck(text, file, kind)
    errors = [p for p in problems if p.severity is Severity.INPUT]
    if deck is None or errors:
        detail = errors[0].render() if errors else "it does not read"
        raise EditError(f"the edited deck would not read back ({detail}); nothing was written")
    context = None
    if added is not None:
        from deckcheck.builder.holds import reading_context, refuse_losses, target_name

        card, count = added
        context = validate(deck) if validate is not None else reading_context(deck, catalogue, fmt)
        refuse_losses(
            kind,
            context,
            f"cannot add {count} × {card.id} ({card.name}) to {printable(file)}: "
            f"{target_name(kind)} cannot hold the result; nothing was written",
            added=card.id,
        )
    # Checked after the limits: a count past them reads as no count, which would look
    # like a change to the deck's other entries.
    if _counts(deck, catalogue, fmt) != expected:
        raise EditError("the edit would change other entries; nothing was written")
    return deck, context


def change_count(
    text: str,
    kind: DeckKind,
    card: Card,
    delta: int,
    fmt: Format,
    catalogue: Catalogue,
    *,
    deck: Deck | None = None,
    file: str = "<deck>",
    validate: Validate | None = None,
) -> Edit:
    """Add (``delta > 0``) or remove (``delta < 0``) copies of ``card``.

    Copies are added to the card's entry in its home section (the section whose
    ``types`` take its type), or as a new entry there. Copies are removed from its
    entries last first, wherever they are; an entry that reaches 0 is deleted. Removing
    more copies than the deck has is an :class:`EditError` (exit code 1).

    ``deck`` is ``text`` as the reader already read it (read here otherwise); the new
    text is read back as ``file`` (:attr:`Edit.deck`). After an addition it is validated
    by ``validate`` (a command's checker; against ``fmt`` when None) and must hold
    nothing about the card that its form cannot hold (:attr:`Edit.context`).
    """
    if delta == 0:
        raise UsageError("the count must be 1 or more", code="BAD_COUNT")
    if deck is None:
        deck, problems = loads_deck(text, file, kind)
        if deck is None or any(p.severity is Severity.INPUT for p in problems):
            raise EditError("the deck does not read; nothing was changed")
    nl = "\r\n" if "\r\n" in text else "\n"
    home = home_section(fmt, card)
    entries = _matching(deck, catalogue, card)
    present = sum(entry.copies for _, entry in entries)
    expected = _counts(deck, catalogue, fmt)
    if delta < 0 and -delta > present:
        have = f"only {present}" if present else "no"
        raise EditError(
            f"cannot remove {-delta} {'copy' if delta == -1 else 'copies'} of {card.id} "
            f"({card.name}): the deck has {have}",
            code="NOT_IN_DECK",
            exit_code=1,
        )
    # The new count of each entry (by position in the file).
    plan: list[tuple[str, Entry, int]] = []
    if delta > 0:
        in_home = [(k, e) for k, e in entries if k in (home, UNPLACED)]
        if in_home:
            key, entry = in_home[-1]
            plan.append((key, entry, entry.copies + delta))
    else:
        left = -delta
        for key, entry in reversed(entries):
            if left == 0:
                break
            take = min(left, entry.copies)
            left -= take
            plan.append((key, entry, entry.copies - take))
    for key, entry, after in plan:
        section = key
        if key == UNPLACED:
            section = home
        expected_key = (section, card.id)
        expected[expected_key] = expected.get(expected_key, 0) + after - entry.copies
    if delta > 0 and not plan:
        expected[(home, card.id)] = expected.get((home, card.id), 0) + delta
    expected = {k: v for k, v in expected.items() if v}
    add = delta if not plan else 0
    form = None if kind in ("yaml", "text") else _form(kind)
    if kind == "yaml":
        new_text = _apply_yaml(text, deck, plan, home, card, add, nl)
    elif form is not None:  # a game's own form (a berserk-nxt deck code) edits itself
        new_text = form.edit(text, deck, plan, card, add, nl)
    else:
        new_text = _apply_text(text, deck, plan, home, card, add, nl, catalogue.game)
    # Removing copies never makes a deck harder to hold: only what is added is asked.
    added = (card, delta) if delta > 0 else None
    new_deck, context = _check_result(
        new_text, kind, file, expected, catalogue, fmt, added, validate
    )
    return Edit(new_text, card, home, present, present + delta, new_deck, context)


def _apply_yaml(
    text: str,
    deck: Deck,
    plan: list[tuple[str, Entry, int]],
    home: str,
    card: Card,
    add: int,
    nl: str,
) -> str:
    # Edits go from the end of the file backwards, so earlier spans stay valid.
    for key, entry, after in sorted(
        plan, key=lambda p: (p[1].location.line, p[1].location.column), reverse=True
    ):
        root = _compose(text)
        found = _section_node(root, key)
        assert found is not None and isinstance(found[1], yaml.MappingNode)
        mapping = found[1]
        index = next(
            i
            for i, (k, _) in enumerate(mapping.value)
            if k.start_mark.line + 1 == entry.location.line
            and k.start_mark.column + 1 == entry.location.column
        )
        k, v = mapping.value[index]
        text = _yaml_delete(text, mapping, index) if after == 0 else _yaml_set(text, k, v, after)
    if add:
        text = _yaml_add(text, _compose(text), home, card, add, nl)
    return text


def set_lines(text: str, plan: EditPlan) -> list[str]:
    """The text's lines with each planned entry's count rewritten, or its line dropped at 0."""
    lines = text.splitlines(keepends=True)
    for _, entry, after in sorted(plan, key=lambda p: p[1].location.line, reverse=True):
        index = entry.location.line - 1
        if after == 0:
            del lines[index]
        else:
            lines[index] = _text_set(lines[index], entry, after)
    return lines


def _apply_text(
    text: str,
    deck: Deck,
    plan: list[tuple[str, Entry, int]],
    home: str,
    card: Card,
    add: int,
    nl: str,
    game: str,
) -> str:
    lines = set_lines(text, plan)
    text = "".join(lines)
    if add:  # a new entry: nothing else changed, so the deck's positions still hold
        text = _text_add(text, deck, home, card, add, nl)
    elif (
        deck.game is None
        and deck.format is None
        and len(plan) == deck_size(deck)
        and all(after == 0 for *_, after in plan)
    ):
        # The last card of a list without a Game: or Format: header is gone: a list that
        # names neither its game nor a card is no deck, so the header keeps it one.
        text = f"Game: {game}{nl}" + text
    return text


def deck_size(deck: Deck) -> int:
    """How many entries the deck lists."""
    return sum(len(entries) for entries in deck.sections.values())


def add_card(
    text: str, kind: DeckKind, card: Card, count: int, fmt: Format, catalogue: Catalogue
) -> Edit:
    """Add ``count`` copies of ``card`` (see :func:`change_count`)."""
    if count < 1:
        raise UsageError("the count must be 1 or more", code="BAD_COUNT")
    return change_count(text, kind, card, count, fmt, catalogue)


def remove_card(
    text: str, kind: DeckKind, card: Card, count: int, fmt: Format, catalogue: Catalogue
) -> Edit:
    """Remove ``count`` copies of ``card`` (see :func:`change_count`)."""
    if count < 1:
        raise UsageError("the count must be 1 or more", code="BAD_COUNT")
    return change_count(text, kind, card, -count, fmt, catalogue)

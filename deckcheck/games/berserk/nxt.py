"""The Berserk formats of the community deck builder berserk-nxt, read and written.

berserk-nxt names a card by one number, ``set * 1000 + number``, its sets by a two-digit
code (10 = «Война стихий», deckcheck's VS; 20 = «Нашествие тьмы», NT). Its formats:

``.brsd`` deck files
    ``#Deck name`` (a line starting with ``#``), then ``COUNT ID`` lines (``3 10001``);
    the same reader takes ProBerserk's ``COUNT Name`` lines (``3 Кочевник``, ё written е).
the compact deck code
    ``#`` then 3 URL-safe base64 characters per card (18 bits: 3 of count, 7 of the set's
    index in the set table, 8 of the number), e.g. ``#IAB`` = 1 × VS-001. A count above 7
    takes several triplets.
the rot13 variant of the code
    the code without ``#``, cut into lines of 32 characters each starting ``--`` (a Lua
    comment), letters rotated by 13 (berserk-nxt's draft decks for Tabletop Simulator).
``.brsc`` collections
    ``ID COUNT [variant:count …] [= price [variant:price …]]`` lines; ``#`` comments.

Cards of sets deckcheck does not ship are kept by their berserk-nxt id (``30045``) and
reported as ``UNKNOWN_SET`` at their line, never dropped. The set table is data from
berserk-nxt's ``resources/const.json``; the codec is written from its format description.
:mod:`deckcheck.games.berserk.deckfiles` makes these forms the Berserk profile's deck and
collection forms, which deckcheck's generic readers and writers find through the profile.

Numbers are ASCII digits only (``৪`` is not 4, though Python's ``int`` reads it so), and
what one file may hold is bounded, so that reading any file takes linear time and bounded
memory: a deck lists at most :data:`MAX_DECK_CARDS` cards (lines of a ``.brsd``, triplets of
a code), and a ``.brsc`` number has at most :data:`MAX_DIGITS` digits.
"""

from __future__ import annotations

import bisect
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import chain, islice

from deckcheck.formats.decks import MAX_DECK_ENTRIES, iter_lines

#: berserk-nxt's sets in its table order (the code's set index): (number, deckcheck's
#: set code or None when deckcheck does not ship the set, the set's name).
NXT_SETS: tuple[tuple[int, str | None, str], ...] = (
    (10, "VS", "Война стихий"),
    (20, "NT", "Нашествие тьмы"),
    (21, None, "Легенды Лаара"),
    (22, None, "Русы против ящеров"),
    (30, None, "Семена раздора"),
    (40, None, "Ложные боги"),
)
_BY_NUMBER = {number: (code, name) for number, code, name in NXT_SETS}
_BY_CODE = {code: number for number, code, _ in NXT_SETS if code}

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_CODE = re.compile(r"#[A-Za-z0-9_-]+\Z")
_ROT_LINE = re.compile(r"--[A-Za-z0-9_-]*\Z")
_MARRED_CODE = re.compile(r"#[A-Za-z0-9_-]\S{5,}\Z")
_NXT_ID = re.compile(r"[0-9]{4,6}\Z")
_DECKCHECK_ID = re.compile(r"([A-Z]{1,3})-([0-9]{1,4})\Z")
_DIGITS = re.compile(r"[0-9]+\Z")
MAX_COUNT = 7
MAX_NUMBER = 255
#: The most cards one berserk-nxt deck lists: lines of a ``.brsd``, triplets of a deck
#: code. A Berserk deck has 30 to 50 cards (a 50-card code is at most 150 characters);
#: the bound keeps a hostile 10 MB file from taking minutes and gigabytes to read.
MAX_DECK_CARDS = MAX_DECK_ENTRIES  # (every deck's bound on entries: one number)
#: The most copies of one card written to a berserk-nxt or ProBerserk form: berserk-nxt
#: reads a deck into a list of one id per copy, so 10**18 copies would never load there;
#: a Berserk deck has at most 3 of a card.
MAX_COPIES = 1000
#: The most digits of a ``.brsc`` number (a count or a price): 18 digits hold any count
#: a player can own, and Python refuses to read numbers of over 4,300 digits.
MAX_DIGITS = 18


def cards_limit(code: bool) -> str:
    """:data:`MAX_DECK_CARDS` as every message about it says it: the reader's, which
    refuses a longer deck, and each writer's, which writes none (``deck add``, ``deck
    convert``, :func:`encode_code`)."""
    what, listed = ("deck code", "triplets") if code else (".brsd deck file", "card lines")
    return (
        f"a berserk-nxt {what} lists at most {MAX_DECK_CARDS} {listed} (deckcheck's bound, "
        "so that reading a file takes bounded time; a Berserk deck has 30 to 50 cards)"
    )


def copies_limit(copies: int, card: str, what: str) -> str | None:
    """Why ``what`` (a berserk-nxt or ProBerserk form, as messages name it) cannot hold
    ``copies`` of ``card``: more than :data:`MAX_COPIES`; None when it can. Every writer
    of those forms asks this (``deck convert``, ``deck add``, ``deck build --out``)."""
    if copies <= MAX_COPIES:
        return None
    return (
        f"{copies} copies of {card}: {what} holds at most {MAX_COPIES} copies of a card "
        "(berserk-nxt lists a deck copy by copy)"
    )


class NxtError(ValueError):
    """A card that a berserk-nxt format cannot hold (a set it does not know, a number
    above 255)."""


@dataclass(frozen=True)
class NxtCard:
    """A card as berserk-nxt names it: its id, and deckcheck's id when the set is shipped."""

    nxt_id: int
    set_number: int
    number: int

    @property
    def set_name(self) -> str:
        found = _BY_NUMBER.get(self.set_number)
        return found[1] if found else f"set {self.set_number}"

    @property
    def deckcheck_id(self) -> str | None:
        found = _BY_NUMBER.get(self.set_number)
        if found is None or found[0] is None:
            return None
        return f"{found[0]}-{self.number:03d}"

    @property
    def in_nxt_table(self) -> bool:
        """Whether berserk-nxt's set table has the card's set (a code can name it)."""
        return self.set_number in _BY_NUMBER

    def unknown_set_message(self) -> str:
        return (
            f"{self.nxt_id} is card {self.number} of berserk-nxt set {self.set_number} "
            f"({self.set_name}), which deckcheck does not ship: it is kept and reported as "
            "an unknown card"
        )

    def unknown_set_finding(self) -> str:
        """What the validator says of a deck's card of a set deckcheck does not ship."""
        return (
            f"{self.nxt_id} is card {self.number} of berserk-nxt set {self.set_number} "
            f"({self.set_name}), which deckcheck does not ship: kept as {self.nxt_id}, "
            "but it cannot be checked, so the deck is not legal here"
        )


def nxt_card(nxt_id: int) -> NxtCard:
    return NxtCard(nxt_id, nxt_id // 1000, nxt_id % 1000)


def is_nxt_id(text: str) -> bool:
    return bool(_NXT_ID.match(text))


def unshipped_card(text: str) -> NxtCard | None:
    """The berserk-nxt card ``text`` names when it is the id of a card of a set deckcheck
    does not ship (``30045``), else None."""
    if not _NXT_ID.match(text):
        return None
    card = nxt_card(int(text))
    return card if card.deckcheck_id is None else None


_UNKNOWN_INDEX = re.compile(r"set index ([0-9]{1,3}), card ([0-9]{1,3})\Z")


def unknown_index_text(set_index: int, number: int) -> str:
    """How a deck code's card of a set index berserk-nxt's table does not have is kept."""
    return f"set index {set_index}, card {number}"


def unshipped_finding(text: str) -> str | None:
    """The UNKNOWN_SET finding for a deck's card written as the berserk-nxt id of a set
    deckcheck does not ship, or as a deck code's card of a set index berserk-nxt's table
    does not have (:func:`unknown_index_text`); None for any other text."""
    card = unshipped_card(text)
    if card is not None:
        return card.unknown_set_finding()
    match = _UNKNOWN_INDEX.match(text)
    if match is None:
        return None
    return (
        f"card {match.group(2)} of set index {match.group(1)} in the deck code: berserk-nxt's "
        f"set table has {len(NXT_SETS)} sets (indexes 0 to {len(NXT_SETS) - 1}), so the code "
        "is corrupt or from a newer berserk-nxt; kept, but it cannot be checked, so the deck "
        "is not legal here"
    )


def to_nxt_id(card_id: str) -> int:
    """``VS-001`` -> 10001; :class:`NxtError` for a set berserk-nxt does not number."""
    match = _DECKCHECK_ID.match(card_id)
    if match is None or match.group(1) not in _BY_CODE:
        raise NxtError(f"{card_id} has no berserk-nxt id (sets: {', '.join(_BY_CODE)})")
    return _BY_CODE[match.group(1)] * 1000 + int(match.group(2))


# --- the compact code -------------------------------------------------------------------


def looks_like_code(text: str) -> bool:
    """Whether a text is a compact deck code (``#`` and triplets) or its rot13 variant."""
    # The lines are read one at a time and the answer given at the first that settles it:
    # a 16 MB text deck is not first cut into a list of its lines.
    lines = (stripped for line in iter_lines(text) if (stripped := line.strip()))
    head = list(islice(lines, 2))
    if not head:
        return False
    first = head[0]
    if len(head) == 1 and _CODE.match(first):
        # Whatever its length: a code cut short (a length that is not 1 + 3 × cards) is
        # still a code, to be reported as cut short, not read as a text deck's comment.
        return True
    if len(head) == 1 and _MARRED_CODE.match(first):
        # A code with a stray character or two ("#IABIAB."): reported where they stand.
        # (A text deck of this one line would be an empty deck in any case.)
        payload = first[1:]
        return sum(ch not in _VALUE for ch in payload) <= max(1, len(payload) // 10)
    long_enough = False
    for line in chain(head, lines):
        if not _ROT_LINE.match(line):
            return False
        long_enough = long_enough or len(line) > 2
    return long_enough


_LOWER = "abcdefghijklmnopqrstuvwxyz"
_UPPER = _LOWER.upper()
_ROT13 = str.maketrans(
    _LOWER + _UPPER, _LOWER[13:] + _LOWER[:13] + _UPPER[13:] + _UPPER[:13]
)


def rot13(text: str) -> str:
    """Letters rotated by 13 (its own inverse); other characters kept."""
    return text.translate(_ROT13)


@dataclass(frozen=True)
class CodeText:
    """A deck code's payload (the characters after ``#`` or ``--``, rot13 undone) and
    where each of its pieces starts: ``(offset in payload, line, column)``, one per line."""

    payload: str
    pieces: tuple[tuple[int, int, int], ...]

    def where(self, offset: int) -> tuple[int, int]:
        """(line, column) of the payload's character at ``offset``."""
        if not self.pieces:
            return 1, 1
        found = bisect.bisect_right(self.pieces, (offset, sys.maxsize, sys.maxsize)) - 1
        start, line, column = self.pieces[max(found, 0)]
        return line, column + offset - start


def code_text(text: str, limit: int = MAX_DECK_CARDS * 3) -> tuple[CodeText, bool]:
    """The code's payload and its places, rot13 undone for the ``--`` variant; reading
    stops past ``limit`` characters (True then: the code is longer than a deck's)."""
    parts: list[str] = []
    pieces: list[tuple[int, int, int]] = []
    size = 0
    for number, line in enumerate(iter_lines(text), start=1):
        stripped = line.strip()
        if not stripped:
            continue
        start = line.index(stripped) + 1
        if stripped.startswith("--"):
            payload, offset = rot13(stripped[2:]), start + 2
        elif stripped.startswith("#"):
            payload, offset = stripped[1:], start + 1
        else:
            payload, offset = stripped, start
        pieces.append((size, number, offset))
        parts.append(payload)
        size += len(payload)
        if size > limit:
            return CodeText("".join(parts)[: limit + 1], tuple(pieces)), True
    return CodeText("".join(parts), tuple(pieces)), False


def bad_code_characters(code: CodeText) -> list[tuple[int, int, str]]:
    """(line, column, message) for each line of the code holding characters that are not
    a deck code's: the first such character, and how many more (one finding a line, so
    that a long line of garbage is one message, not thousands)."""
    found: list[tuple[int, int, str]] = []
    ends = [start for start, _, _ in code.pieces[1:]] + [len(code.payload)]
    for (start, _, _), end in zip(code.pieces, ends, strict=True):
        bad = [i for i in range(start, end) if code.payload[i] not in _VALUE]
        if bad:
            line, column = code.where(bad[0])
            more = f" (and {len(bad) - 1} more on this line)" if len(bad) > 1 else ""
            found.append(
                (
                    line,
                    column,
                    f"{code.payload[bad[0]]!r} is not a character of a berserk-nxt deck code"
                    + more,
                )
            )
    return found


def decode_triplet(chunk: str) -> tuple[int, int, int]:
    """(count, set index, number) of three code characters."""
    combined = 0
    for ch in chunk:
        combined = combined << 6 | _VALUE[ch]
    return combined >> 15 & 7, combined >> 8 & 127, combined & 255


def encode_triplet(count: int, set_index: int, number: int) -> str:
    combined = count << 15 | set_index << 8 | number
    return "".join(ALPHABET[combined >> shift & 63] for shift in (12, 6, 0))


def set_of_index(index: int) -> int | None:
    return NXT_SETS[index][0] if 0 <= index < len(NXT_SETS) else None


def code_problem(nxt_id: int) -> str | None:
    """Why a card cannot be written in a deck code (its set is not in berserk-nxt's
    table, or its number is above 255), or None."""
    card = nxt_card(nxt_id)
    if not card.in_nxt_table:
        return f"{nxt_id} is of set {card.set_number}, which berserk-nxt's set table does not have"
    if card.number > MAX_NUMBER:
        return f"{nxt_id} has number {card.number}; a deck code holds numbers up to {MAX_NUMBER}"
    return None


def triplets_for(copies: int) -> int:
    """How many triplets a code needs for ``copies`` of one card (7 copies a triplet)."""
    return -(-copies // MAX_COUNT)


def encode_code(counts: Iterable[tuple[int, int]], *, rot: bool = False) -> str:
    """The compact code of ``(berserk-nxt id, copies)`` pairs (the rot13 variant when
    ``rot``). Copies above 7 take several triplets; numbers above 255, sets berserk-nxt
    does not know, copies below 1 and more than :data:`MAX_DECK_CARDS` triplets in all
    (what the reader takes) cannot be coded: :class:`NxtError`, before any work."""
    index = {number: i for i, (number, _, _) in enumerate(NXT_SETS)}
    pairs = list(counts)
    for nxt_id, copies in pairs:
        why = code_problem(nxt_id)
        if why is None and copies < 1:
            why = f"{copies} copies of {nxt_id}: a deck code holds 1 copy or more"
        if why is not None:
            raise NxtError(f"{why}: it cannot be written in a berserk-nxt deck code")
    needed = sum(triplets_for(copies) for _, copies in pairs)
    if needed > MAX_DECK_CARDS:
        raise NxtError(f"{cards_limit(True)}: this deck needs {needed}, up to 7 copies each")
    parts = []
    for nxt_id, copies in pairs:
        card = nxt_card(nxt_id)
        while copies > 0:
            take = min(copies, MAX_COUNT)
            parts.append(encode_triplet(take, index[card.set_number], card.number))
            copies -= take
    body = "".join(parts)
    if not rot:
        return "#" + body
    lines = [body[i : i + 32] for i in range(0, len(body), 32)] or [""]
    return "\n".join(rot13("--" + line) for line in lines)


# --- writing ----------------------------------------------------------------------------


def brsd_name(name: str | None) -> str:
    """A deck name as a ``.brsd``'s ``#name`` line holds it: one line, its whitespace —
    every line break Python's ``str.splitlines`` or berserk-nxt knows (LF, CR, VT, FF,
    U+001C..U+001E, NEL, U+2028, U+2029) included — made single spaces, so that a name
    never adds lines to the file. :class:`NxtError` for a lone surrogate, which no UTF-8
    file can hold."""
    if name is None:
        return ""
    if any("\ud800" <= ch <= "\udfff" for ch in name):
        raise NxtError(f"the deck name {name!r} is not valid UTF-8 text")
    return " ".join(name.split())


def brsd_text(name: str | None, counts: Iterable[tuple[int | str, int]]) -> str:
    """A ``.brsd`` deck: ``#name`` (:func:`brsd_name`), then ``COUNT ID`` lines."""
    lines = ["#" + brsd_name(name)]
    lines += [f"{copies} {card}" for card, copies in counts]
    return "\n".join(lines) + "\n"


def proberserk_name(name: str) -> str:
    """A card name as ProBerserk writes it: ё as е."""
    return name.replace("ё", "е").replace("Ё", "Е")


# --- collections ------------------------------------------------------------------------


@dataclass(frozen=True)
class BrscLine:
    """One ``.brsc`` line: the card, its copies (all variants), variants and price."""

    line: int
    nxt_id: int
    copies: int
    variants: Mapping[str, int]
    price: int | None


def looks_like_brsc(text: str) -> bool:
    """Lines ``ID COUNT …`` with a berserk-nxt id, ``#`` comments: a ``.brsc`` collection."""
    lines = [line.strip() for line in text.splitlines()]
    cards = [line for line in lines if line and not line.startswith("#")]
    return bool(cards) and all(re.match(r"[0-9]{4,6} +-?[0-9]+", line) for line in cards)


def _shown(token: str) -> str:
    return repr(token if len(token) <= 40 else token[:40] + "…")


def _brsc_number(token: str, what: str) -> tuple[int | None, str]:
    """A ``.brsc`` number: ASCII digits, at most :data:`MAX_DIGITS` of them; else None
    and why."""
    if not _DIGITS.match(token):
        return None, f"{what} {_shown(token)} is not a number (write digits 0-9)"
    if len(token) > MAX_DIGITS:
        return None, f"{what} has {len(token)} digits; a .brsc number has at most {MAX_DIGITS}"
    return int(token), ""


def parse_brsc(text: str) -> tuple[list[BrscLine], list[tuple[int, int, str]]]:
    """The lines of a ``.brsc`` collection and the problems (line, column, message).

    Numbers are ASCII digits, at most :data:`MAX_DIGITS` each: a longer one is a located
    problem (Python would refuse to read one of over 4,300 digits)."""
    found: list[BrscLine] = []
    problems: list[tuple[int, int, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        column = raw.index(line) + 1
        head, _, price_part = line.partition("=")
        tokens = head.split()
        if len(tokens) < 2 or not _NXT_ID.match(tokens[0]):
            problems.append(
                (
                    number,
                    column,
                    "cannot read this line: write 'ID COUNT [variant:count …] [= price]' (10001 3)",
                )
            )
            continue
        count, why = _brsc_number(tokens[1], "the count")
        if count is None:
            problems.append((number, column + head.index(tokens[1], len(tokens[0])), why))
            continue
        variants: dict[str, int] = {}
        bad = False
        at = len(tokens[0])
        for token in tokens[2:]:
            at = head.index(token, at)
            key, _, value = token.partition(":")
            copies, why = _brsc_number(value, f"the count of variant {_shown(key)}")
            if not key or copies is None:
                if not key:
                    why = f"variant {_shown(token)}: write KEY:COUNT"
                problems.append((number, column + at, why))
                bad = True
                break
            variants[key] = copies
            at += len(token)
        price_tokens = price_part.split()
        price = None
        if price_tokens:
            price, why = _brsc_number(price_tokens[0], "the price")
            if price is None:
                at = len(head) + 1 + price_part.index(price_tokens[0])
                problems.append((number, column + at, why))
                bad = True
        if not bad:
            found.append(BrscLine(number, int(tokens[0]), count, variants, price))
    return found, problems

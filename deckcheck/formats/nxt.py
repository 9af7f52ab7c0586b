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
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

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
_NXT_ID = re.compile(r"\d{4,6}\Z")
_DECKCHECK_ID = re.compile(r"([A-Z]{1,3})-(\d{1,4})\Z")
MAX_COUNT = 7
MAX_NUMBER = 255


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

    def unknown_set_message(self) -> str:
        return (
            f"{self.nxt_id} is card {self.number} of berserk-nxt set {self.set_number} "
            f"({self.set_name}), which deckcheck does not ship: it is kept and reported as "
            "an unknown card"
        )


def nxt_card(nxt_id: int) -> NxtCard:
    return NxtCard(nxt_id, nxt_id // 1000, nxt_id % 1000)


def is_nxt_id(text: str) -> bool:
    return bool(_NXT_ID.match(text))


def to_nxt_id(card_id: str) -> int:
    """``VS-001`` -> 10001; :class:`NxtError` for a set berserk-nxt does not number."""
    match = _DECKCHECK_ID.match(card_id)
    if match is None or match.group(1) not in _BY_CODE:
        raise NxtError(f"{card_id} has no berserk-nxt id (sets: {', '.join(_BY_CODE)})")
    return _BY_CODE[match.group(1)] * 1000 + int(match.group(2))


# --- the compact code -------------------------------------------------------------------


def looks_like_code(text: str) -> bool:
    """Whether a text is a compact deck code (``#`` and triplets) or its rot13 variant."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return False
    if len(lines) == 1 and _CODE.match(lines[0]):
        return (len(lines[0]) - 1) % 3 == 0
    return all(_ROT_LINE.match(line) for line in lines) and any(len(x) > 2 for x in lines)


def rot13(text: str) -> str:
    """Letters rotated by 13 (its own inverse); other characters kept."""
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + 13) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + 13) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def code_characters(text: str) -> list[tuple[str, int, int]]:
    """The code's payload characters with their (line, column), rot13 undone for the
    ``--`` variant."""
    found: list[tuple[str, int, int]] = []
    for number, line in enumerate(text.splitlines(), start=1):
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
        found.extend((ch, number, offset + i) for i, ch in enumerate(payload))
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


def encode_code(counts: Iterable[tuple[int, int]], *, rot: bool = False) -> str:
    """The compact code of ``(berserk-nxt id, copies)`` pairs (the rot13 variant when
    ``rot``). Copies above 7 take several triplets; numbers above 255 cannot be coded."""
    index = {number: i for i, (number, _, _) in enumerate(NXT_SETS)}
    parts = []
    for nxt_id, copies in counts:
        card = nxt_card(nxt_id)
        if card.set_number not in index or card.number > MAX_NUMBER:
            raise NxtError(f"{nxt_id} cannot be written in a berserk-nxt deck code")
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


def brsd_text(name: str | None, counts: Iterable[tuple[int | str, int]]) -> str:
    """A ``.brsd`` deck: ``#name``, then ``COUNT ID`` lines."""
    lines = [f"#{name}" if name else "#"]
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
    return bool(cards) and all(re.match(r"\d{4,6} +-?\d+", line) for line in cards)


def parse_brsc(text: str) -> tuple[list[BrscLine], list[tuple[int, int, str]]]:
    """The lines of a ``.brsc`` collection and the problems (line, column, message)."""
    found: list[BrscLine] = []
    problems: list[tuple[int, int, str]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        column = raw.index(line) + 1
        head, _, price_part = line.partition("=")
        tokens = head.split()
        if len(tokens) < 2 or not _NXT_ID.match(tokens[0]) or not re.fullmatch(r"\d+", tokens[1]):
            problems.append(
                (
                    number,
                    column,
                    "cannot read this line: write 'ID COUNT [variant:count …] [= price]' (10001 3)",
                )
            )
            continue
        variants: dict[str, int] = {}
        bad = False
        for token in tokens[2:]:
            key, _, value = token.partition(":")
            if not key or not value.isdigit():
                problems.append(
                    (number, column + head.index(token), f"variant {token!r}: write KEY:COUNT")
                )
                bad = True
                break
            variants[key] = int(value)
        price_tokens = price_part.split()
        price = None
        if price_tokens:
            if not price_tokens[0].isdigit():
                problems.append((number, column + len(head) + 1, "the price is not a number"))
                bad = True
            else:
                price = int(price_tokens[0])
        if not bad:
            found.append(BrscLine(number, int(tokens[0]), int(tokens[1]), variants, price))
    return found, problems

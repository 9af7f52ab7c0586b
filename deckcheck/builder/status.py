"""Where a deck stands against its format, in a line or two, from the validator's results.

:func:`deck_state` takes the validator's verdict, every violation and the value it
measured for each counting limit — a section's size, a ``count_where`` filter, a
``distinct`` field — from one validation
(:attr:`~deckcheck.formats.validate.DeckReading.measured`), so the numbers shown are the
validator's own counts, not a second implementation of them, and not a second pass.

>>> from deckcheck.catalog.load import load_catalogue
>>> from deckcheck.formats.decks import loads_deck
>>> from deckcheck.formats.load import load_formats
>>> deck, _ = loads_deck("game: ccs\\ndeck: {C4: 5, C1: 26}\\nspirits: {CS1: 1}", "d.yaml")
>>> state = deck_state(deck, load_catalogue("ccs"), load_formats("ccs")["short"])
>>> for line in state.lines():
...     print(*line.split(" · "), sep="\\n· ")
short: illegal, 4 problems — player's deck 31/30 cards (1 too many)
· spirit deck 1/≥12 spirits (11 short)
· spirit elements 1/≥3 (2 short)
  Capture cards of power 5000 5/≤4 (1 too many)
· Capture cards of power 4000 0/≤4
· Capture cards of power 2000 26/≥3
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from deckcheck.catalog.model import Catalogue
from deckcheck.formats.decks import Deck
from deckcheck.formats.model import Format, Limit, field_word
from deckcheck.formats.validate import Verdict, Violation, read_deck, verdict

_MEASURED = ("size", "count_where", "distinct")


@dataclass(frozen=True)
class LimitState:
    """One limit of the format: the deck's value (None for ``copies``) and the
    violations of it."""

    limit: Limit
    value: int | None
    violations: tuple[Violation, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.violations


@dataclass(frozen=True)
class DeckState:
    """A deck against one format: the verdict, every violation and each limit's value."""

    format: Format
    catalogue: Catalogue
    violations: tuple[Violation, ...]
    limits: tuple[LimitState, ...]

    @property
    def verdict(self) -> Verdict:
        return verdict(self.violations)

    def label(self, state: LimitState) -> str:
        """``player's deck``, ``Capture cards of power 5000``, ``spirit elements``."""
        limit = state.limit
        section = self.format.sections.get(limit.section or "")
        if limit.kind == "size" and section is not None:
            return section.name
        if limit.kind == "count_where" and limit.where is not None:
            return limit.where.describe(self.catalogue.info.types.name)
        if limit.kind == "distinct" and limit.field is not None:
            noun = section.noun if section is not None else "card"
            return f"{noun} {field_word(limit.field, 2)}"
        return limit.code

    def item(self, state: LimitState) -> str:
        """``player's deck 31/30 cards (1 too many)``."""
        limit = state.limit
        value = state.value if state.value is not None else 0
        low, high = limit.min, limit.max
        if low is not None and low == high:
            bound = str(low)
        elif low is not None and high is not None:
            bound = f"{low}–{high}"
        elif high is not None:
            bound = f"≤{high}"
        else:
            bound = f"≥{low}"
        text = f"{self.label(state)} {value}/{bound}"
        section = self.format.sections.get(limit.section or "")
        if limit.kind == "size" and section is not None:
            text += " " + (section.noun + "s")
        outside = (high is not None and value > high) or (low is not None and value < low)
        if outside and not state.violations:  # what validate does not judge, nor does this
            text += " (not judged: a count in the deck is unreadable)"
        elif high is not None and value > high:
            text += f" ({value - high} too many)"
        elif low is not None and value < low:
            text += f" ({low - value} short)"
        return text

    def lines(self, width: int | None = None) -> list[str]:
        """The deck's state in one or two lines: the verdict and the sizes, then the
        other limits and the problems that are not about a limit. With ``width`` (the
        terminal's), a line longer than that is broken between its items, never inside
        one (:func:`join_items`)."""
        count = len(self.violations)
        head = f"{self.format.key}: {self.verdict}"
        if count:
            head += f", {count} problem{'s' if count != 1 else ''}"
        first = [self.item(s) for s in self.limits if s.limit.kind in ("size", "distinct")]
        second = [self.item(s) for s in self.limits if s.limit.kind == "count_where"]
        for state in self.limits:
            if state.limit.kind == "copies" and state.violations:
                cards = ", ".join(c for v in state.violations for c in v.cards)
                second.append(f"{state.limit.rule}: broken by {cards}")
        codes = {(s.limit.code, s.limit.rule) for s in self.limits}
        others: dict[str, int] = {}
        for violation in self.violations:
            if (violation.code, violation.rule) not in codes:
                others[violation.code] = others.get(violation.code, 0) + 1
        second += [f"{code} ×{n}" if n > 1 else code for code, n in others.items()]
        lines = join_items(head + (" — " if first else ""), first, width)
        if second:
            lines += join_items("  ", second, width)
        return lines


#: Between two items of a state line, and at the end of a line an item continues.
_SEPARATOR = " · "
#: The indent of a state line's continuation.
_CONTINUED = "    "


def join_items(head: str, items: Sequence[str], width: int | None = None) -> list[str]:
    """``head`` and the ``items`` joined by " · ", in lines of at most ``width``
    characters broken between items (a line that goes on ends with " ·", the next is
    indented); an item longer than a line stands whole on its own. One line for
    ``width`` None.

    >>> join_items("short: legal — ", ["player's deck 30/30 cards", "spirit deck 13/≥12"], 44)
    ["short: legal — player's deck 30/30 cards ·", '    spirit deck 13/≥12']
    """
    if width is None:
        return [head + _SEPARATOR.join(items)]
    end = _SEPARATOR.rstrip()  # " ·": the line goes on
    lines: list[str] = []
    line = head
    for i, item in enumerate(items):
        room = width - (0 if i == len(items) - 1 else len(end))
        joined = line + item if line == head else line + _SEPARATOR + item
        if len(joined) > room and line.strip():
            lines.append(line.rstrip() if line == head else line + end)
            joined = _CONTINUED + item
        line = joined
    return [*lines, line]


def deck_state(
    deck: Deck,
    catalogue: Catalogue,
    fmt: Format,
    violations: Sequence[Violation] | None = None,
    measured: Sequence[int | None] | None = None,
) -> DeckState:
    """Where ``deck`` stands against ``fmt``.

    ``violations`` and ``measured``, when given, are the results of the validation
    already made (by a :class:`~deckcheck.formats.checker.DeckChecker`, which may add
    ``NOT_OWNED``: its report's ``violations`` and ``measured``);
    otherwise the deck is validated here, once.
    """
    if violations is None or measured is None:
        reading = read_deck(deck, catalogue, fmt)
        violations = reading.violations if violations is None else violations
        measured = reading.measured
    by_limit: dict[tuple[str, str | None], list[Violation]] = {}
    for violation in violations:
        by_limit.setdefault((violation.code, violation.rule), []).append(violation)
    states = []
    for i, limit in enumerate(fmt.limits):
        mine = tuple(by_limit.get((limit.code, limit.rule), ()))
        value = measured[i] if i < len(measured) and limit.kind in _MEASURED else None
        states.append(LimitState(limit, value, mine))
    return DeckState(fmt, catalogue, tuple(violations), tuple(states))

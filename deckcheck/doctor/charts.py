"""Charts of :class:`~deckcheck.doctor.stats.Table`: text bars for the terminal, SVG for
the HTML report.

The SVG is written here rather than by a plotting library: horizontal bars are a few
``<rect>`` elements, the report must stay one self-contained file with no script, and
every bar carries its number (``data-value``) so tests — and readers — can check it
against ``deckcheck stats --output json``.
"""

from __future__ import annotations

from html import escape

from deckcheck.doctor.stats import Table, number

#: Characters of stacked text bars, one per column.
_FILLS = ("█", "▒", "░", "▓")
#: Bar colours of the SVG charts, one per column (colour-blind-safe Okabe–Ito).
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442")


def _value_text(table: Table, value: float) -> str:
    if table.kind == "probability":
        return f"{value:.1%}"
    return f"{value:.1f}" if not float(value).is_integer() else str(int(value))


def text_chart(table: Table, width: int = 30, columns: int | None = None) -> list[str]:
    """The table as lines of text: a title, then one bar per row.

    Count tables draw a bar per column, or stack their columns in one bar (``█`` the
    first, ``▒`` the second …) when they are parts of a whole; probability tables draw
    the first column as a bar and print every column. Columns of different units
    (crystals and lives) are drawn as charts of their own, each on its own scale.

    ``width`` is the longest bar. With ``columns`` (the terminal's width) every line fits
    in it: the bars get shorter (down to :data:`_SHORTEST_BAR`), then the row labels are
    cut (with "…", down to :data:`_SHORTEST_LABEL`), then the bars are left out; the
    title and the note are wrapped between words.
    """
    lines: list[str] = []
    for part in table.by_unit():
        lines += [""] * bool(lines) + _text_chart(part, width, columns)
    return lines


#: The shortest bar and row label a narrow terminal gets (see :func:`text_chart`).
_SHORTEST_BAR, _SHORTEST_LABEL = 8, 12


def _fitted(label_width: int, bar: int, rest: int, columns: int | None) -> tuple[int, int]:
    """The label width and bar length of rows ``2 + label + 1 + bar + rest`` characters
    long, made to fit in ``columns`` (see :func:`text_chart`)."""
    if columns is None:
        return label_width, bar
    room = columns - 3 - rest
    bar = max(min(bar, room - label_width), _SHORTEST_BAR)
    label_width = max(min(label_width, room - bar), min(label_width, _SHORTEST_LABEL))
    if label_width + bar > room:
        bar = 0
    return label_width, bar


def _text_chart(table: Table, width: int, columns: int | None = None) -> list[str]:
    lines = wrap_text(table.title, columns, "")
    if not table.rows:
        return [*lines, "  (none)"]
    label_width = min(max(len(row.label) for row in table.rows), 40)
    if table.kind == "probability":
        cells = [max(8, len(c)) for c in table.columns]
        rest = sum(cells) + 2 * (len(cells) - 1)
        label_width, width = _fitted(label_width, width, rest, columns)
        lines.append(
            " " * (label_width + width + 3)
            + "  ".join(f"{c:>{w}}" for c, w in zip(table.columns, cells, strict=True))
        )
        for row in table.rows:
            filled = round(row.values[0] * width)
            bar = "█" * filled + "·" * (width - filled)
            shown = "  ".join(
                f"{_value_text(table, v):>{w}}" for v, w in zip(row.values, cells, strict=True)
            )
            lines.append(f"  {cut(row.label, label_width):<{label_width}} {bar}{shown}")
    elif not table.stacked and len(table.columns) > 1:
        top = max(max(row.values) for row in table.rows) or 1
        column_width = max(len(c) for c in table.columns)
        values = max(len(_value_text(table, v)) for row in table.rows for v in row.values)
        label_width, width = _fitted(label_width, width, column_width + 2 + values, columns)
        for row in table.rows:
            for i, (column, value) in enumerate(zip(table.columns, row.values, strict=True)):
                label = cut(row.label, label_width) if i == 0 else ""
                bar = "█" * round(value / top * width)
                lines.append(
                    f"  {label:<{label_width}} {column:<{column_width}} {bar:<{width}} "
                    f"{_value_text(table, value)}"
                )
    else:
        top = max(sum(row.values) for row in table.rows) or 1
        if len(table.columns) > 1:
            legend = ", ".join(
                f"{_FILLS[i % len(_FILLS)]} {c}" for i, c in enumerate(table.columns)
            )
            lines.append(f"  ({legend})")
        values = max(
            len(" + ".join(_value_text(table, v) for v in row.values)) for row in table.rows
        )
        # Each column's share is rounded: a stacked bar may be a character longer each.
        slack = len(table.columns) - 1
        label_width, width = _fitted(label_width, width, 1 + values + slack, columns)
        for row in table.rows:
            bar = "".join(
                _FILLS[i % len(_FILLS)] * round(v / top * width) for i, v in enumerate(row.values)
            )
            shown = " + ".join(_value_text(table, v) for v in row.values)
            lines.append(f"  {cut(row.label, label_width):<{label_width}} {bar:<{width}} {shown}")
    if table.note:
        lines += wrap_text(f"  ({table.note})", columns, "   ")
    return lines


def wrap_text(text: str, columns: int | None, indent: str = "  ") -> list[str]:
    """``text`` broken between words into lines of at most ``columns`` characters (a
    word longer than a line is kept whole), the lines after the first indented by
    ``indent``; the text as one line for ``columns`` None."""
    if columns is None or len(text) <= columns:
        return [text]
    import textwrap

    return textwrap.wrap(
        text,
        width=max(columns, 20),
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
    )


#: Font sizes of the SVG charts' row labels and their values, in pixels.
_LABEL_PX, _VALUE_PX = 12, 11
#: Row labels longer than this are cut (with "…"; the bar's tooltip has them whole).
_LABEL_CHARS = 60


def text_width(text: str, font_px: float) -> float:
    """A generous estimate of ``text``'s width in pixels in a sans-serif font: an SVG is
    laid out before any browser measures it, so labels get room for wide letters (and
    twice that for East Asian wide characters)."""
    from unicodedata import east_asian_width

    ems = sum(1.0 if east_asian_width(c) in "WF" else 0.62 for c in text)
    return ems * font_px


def cut(text: str, chars: int) -> str:
    """``text``, or its first ``chars - 1`` characters and "…" when it is longer."""
    return text if len(text) <= chars else text[: chars - 1] + "…"


def svg_chart(table: Table, *, width: int = 640) -> str:
    """The table as inline SVG of horizontal bars, one group per row, one bar per
    column; every bar has ``data-table``, ``data-row``, ``data-column`` and
    ``data-value``. An interval table draws its interval as an error bar (a whisker
    with ``data-low`` and ``data-high``) on the first column's bar; columns of
    different units are drawn as charts of their own, each on its own scale."""
    return "".join(_svg_chart(part, width) for part in table.by_unit())


def _svg_chart(table: Table, width: int) -> str:
    bar_h, gap = 14, 8
    labels = [cut(row.label, _LABEL_CHARS) for row in table.rows]
    label_w = 12 + max((text_width(label, _LABEL_PX) for label in labels), default=0)
    label_w = round(max(120.0, label_w))
    drawn = table.columns[:1] if table.interval else table.columns
    values_shown = [_value_text(table, v) for row in table.rows for v in row.values[: len(drawn)]]
    value_w = round(8 + max((text_width(v, _VALUE_PX) for v in values_shown), default=0))
    width = max(width, label_w + value_w + 200)
    columns = len(drawn)
    group_h = columns * bar_h + gap
    legend_h = 20 if columns > 1 else 0
    height = legend_h + max(1, len(table.rows)) * group_h + gap
    plot_w = width - label_w - value_w
    if table.kind == "probability":
        top = 1.0
    else:
        top = max((max(row.values) for row in table.rows), default=1.0) or 1.0

    def x_of(value: float) -> float:
        return label_w + max(0.0, min(value, top)) / top * plot_w

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-table="{escape(table.key)}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{escape(table.title)}">',
        f"<title>{escape(table.title)}</title>",
    ]
    if columns > 1:
        x = float(label_w)
        for i, column in enumerate(drawn):
            colour = COLOURS[i % len(COLOURS)]
            parts.append(f'<rect x="{x:.1f}" y="4" width="10" height="10" fill="{colour}"/>')
            parts.append(
                f'<text x="{x + 14:.1f}" y="13" font-size="{_VALUE_PX}">{escape(column)}</text>'
            )
            x += 24 + text_width(column, _VALUE_PX)
    for r, (row, label) in enumerate(zip(table.rows, labels, strict=True)):
        y0 = legend_h + r * group_h + gap // 2
        label_y = y0 + columns * bar_h / 2 + 4
        parts.append(
            f'<text class="label" x="{label_w - 6}" y="{label_y:.1f}" font-size="{_LABEL_PX}" '
            f'text-anchor="end">{escape(label)}</text>'
        )
        for c, column in enumerate(drawn):
            value = row.values[c]
            y = y0 + c * bar_h
            end = x_of(value)
            colour = COLOURS[c % len(COLOURS)]
            tip = f"{row.label} — {column}: {_value_text(table, value)}"
            if table.interval:
                low, high = row.values[-2], row.values[-1]
                tip += f" (95% interval {_value_text(table, low)}–{_value_text(table, high)})"
            parts.append(
                f'<rect class="bar" x="{label_w}" y="{y}" width="{end - label_w:.1f}" '
                f'height="{bar_h - 2}" fill="{colour}" data-table="{escape(table.key)}" '
                f'data-row="{escape(row.label)}" data-column="{escape(column)}" '
                f'data-value="{number(value)}"><title>{escape(tip)}</title></rect>'
            )
            if table.interval:
                spans = (x_of(low), x_of(high)), (y + (bar_h - 2) / 2, y + 1, y + bar_h - 3)
                parts.append(_whisker(table.key, row.label, (low, high), *spans))
                end = max(end, x_of(high))
            parts.append(
                f'<text class="value" x="{end + 4:.1f}" y="{y + bar_h - 3}" '
                f'font-size="{_VALUE_PX}">{_value_text(table, value)}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)


def _whisker(
    key: str,
    row: str,
    interval: tuple[float, float],
    xs: tuple[float, float],
    ys: tuple[float, float, float],
) -> str:
    """An error bar across a bar: a line at height ``mid`` from the interval's low end to
    its high end (``xs``), with a cap from ``top`` to ``bottom`` at each end, carrying the
    interval as ``data-low`` and ``data-high``."""
    (low, high), (x_low, x_high), (mid, top, bottom) = interval, xs, ys
    ink = 'stroke="#1b1b1b" stroke-width="1.5"'
    return (
        f'<g class="interval" data-table="{escape(key)}" data-row="{escape(row)}" '
        f'data-low="{number(low)}" data-high="{number(high)}">'
        f'<line x1="{x_low:.1f}" y1="{mid:.1f}" x2="{x_high:.1f}" y2="{mid:.1f}" {ink}/>'
        f'<line x1="{x_low:.1f}" y1="{top}" x2="{x_low:.1f}" y2="{bottom}" {ink}/>'
        f'<line x1="{x_high:.1f}" y1="{top}" x2="{x_high:.1f}" y2="{bottom}" {ink}/></g>'
    )

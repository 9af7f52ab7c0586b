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


def text_chart(table: Table, width: int = 30) -> list[str]:
    """The table as lines of text: a title, then one bar per row.

    Count tables draw a bar per column, or stack their columns in one bar (``█`` the
    first, ``▒`` the second …) when they are parts of a whole; probability tables draw
    the first column as a bar and print every column.
    """
    lines = [table.title]
    if not table.rows:
        return [*lines, "  (none)"]
    label_width = min(max(len(row.label) for row in table.rows), 40)
    if table.kind == "probability":
        header = " " * (label_width + width + 3) + "  ".join(f"{c:>8}" for c in table.columns)
        lines.append(header)
        for row in table.rows:
            filled = round(row.values[0] * width)
            bar = "█" * filled + "·" * (width - filled)
            shown = "  ".join(f"{_value_text(table, v):>8}" for v in row.values)
            lines.append(f"  {row.label[:label_width]:<{label_width}} {bar}{shown}")
    elif not table.stacked and len(table.columns) > 1:
        top = max(max(row.values) for row in table.rows) or 1
        column_width = max(len(c) for c in table.columns)
        for row in table.rows:
            for i, (column, value) in enumerate(zip(table.columns, row.values, strict=True)):
                label = row.label[:label_width] if i == 0 else ""
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
        for row in table.rows:
            bar = "".join(
                _FILLS[i % len(_FILLS)] * round(v / top * width) for i, v in enumerate(row.values)
            )
            shown = " + ".join(_value_text(table, v) for v in row.values)
            lines.append(f"  {row.label[:label_width]:<{label_width}} {bar:<{width}} {shown}")
    if table.note:
        lines.append(f"  ({table.note})")
    return lines


def svg_chart(table: Table, *, width: int = 640) -> str:
    """The table as an inline SVG of horizontal bars, one group per row, one bar per
    column; every bar has ``data-table``, ``data-row``, ``data-column`` and ``data-value``."""
    label_w, value_w, bar_h, gap = 200, 70, 14, 8
    columns = len(table.columns)
    group_h = columns * bar_h + gap
    legend_h = 20 if columns > 1 else 0
    height = legend_h + max(1, len(table.rows)) * group_h + gap
    plot_w = width - label_w - value_w
    if table.kind == "probability":
        top = 1.0
    else:
        top = max((max(row.values) for row in table.rows), default=1.0) or 1.0
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-table="{escape(table.key)}" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f'aria-label="{escape(table.title)}">',
        f"<title>{escape(table.title)}</title>",
    ]
    if columns > 1:
        x = label_w
        for i, column in enumerate(table.columns):
            colour = COLOURS[i % len(COLOURS)]
            parts.append(f'<rect x="{x}" y="4" width="10" height="10" fill="{colour}"/>')
            parts.append(f'<text x="{x + 14}" y="13" font-size="11">{escape(column)}</text>')
            x += 24 + 7 * len(column)
    for r, row in enumerate(table.rows):
        y0 = legend_h + r * group_h + gap // 2
        label_y = y0 + columns * bar_h / 2 + 4
        parts.append(
            f'<text x="{label_w - 6}" y="{label_y:.1f}" font-size="12" text-anchor="end">'
            f"{escape(row.label[:34])}</text>"
        )
        for c, value in enumerate(row.values):
            y = y0 + c * bar_h
            w = max(0.0, value / top * plot_w)
            colour = COLOURS[c % len(COLOURS)]
            parts.append(
                f'<rect class="bar" x="{label_w}" y="{y}" width="{w:.1f}" height="{bar_h - 2}" '
                f'fill="{colour}" data-table="{escape(table.key)}" data-row="{escape(row.label)}" '
                f'data-column="{escape(table.columns[c])}" data-value="{number(value)}">'
                f"<title>{escape(row.label)} — {escape(table.columns[c])}: "
                f"{_value_text(table, value)}</title></rect>"
            )
            parts.append(
                f'<text x="{label_w + w + 4:.1f}" y="{y + bar_h - 3}" font-size="11">'
                f"{_value_text(table, value)}</text>"
            )
    parts.append("</svg>")
    return "".join(parts)

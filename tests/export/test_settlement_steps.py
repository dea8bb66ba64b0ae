"""The settlement panel and the printout show the same steps, and they add up: mountain whists and the
whists with each opponent make the exact result; it plus the paper correction (and the rounding) makes
the result."""

from __future__ import annotations

import io
from fractions import Fraction as F

import pytest
from pypdf import PdfReader

from preferans_desk.core import Adjust, Game, Rules, preset, settle_game
from preferans_desk.export import pdf_bytes
from preferans_desk.export.printout_words import num

NAMES = ["West", "East", "South"]


def example_1() -> Game:
    """RULES.md 9, example 1 (paper: East's 11 → 12, West and South each 3 whists fewer on East)."""
    adjust = Adjust(pool=(20, 20, 20), mountain=(8, 19, 14), whists=((1, 0, 26), (2, 1, 2)))
    return Game(NAMES, Rules("sochi", 20, preset("sochi"), whist_price=100), [adjust])


def halved() -> Game:
    """A correction, and half a whist left to round."""
    adjust = Adjust(pool=(20, 20, 20), mountain=(0, 1, 0), whists=((0, 1, F(1, 2)),))
    return Game(NAMES, Rules("sochi", 20, preset("sochi")), [adjust])


def value(text: str) -> F:
    """A cell as the panel writes it: "+30 2/3", "−1/3" (the typographic minus), "4"."""
    text = text.replace("\u2212", "-")
    sign = -1 if text.startswith("-") else 1
    return sign * sum((F(part) for part in text.lstrip("+-").split()), F(0))


def table_rows(panel) -> dict[str, list[str]]:
    table = panel.table
    return {table.verticalHeaderItem(r).text(): [table.item(r, c).text() if table.item(r, c) else ""
                                                 for c in range(table.columnCount())]
            for r in range(table.rowCount())}


@pytest.mark.parametrize("make, steps", [(example_1, ["Paper correction"]),
                                         (halved, ["Paper correction", "Rounded to whole whists"])])
def test_the_panel_rows_add_up(qtbot, make, steps):
    from preferans_desk.gui.panels.settlement_panel import SettlementPanel

    panel = SettlementPanel()
    qtbot.addWidget(panel)
    game = make()
    s = panel.show_game(game)
    assert s.rounding == "paper" and s.correction is not None
    rows = table_rows(panel)
    for seat in range(3):
        whists = sum(value(rows[f"Whists with {name}"][seat]) for j, name in enumerate(NAMES) if j != seat)
        exact = value(rows["Mountain whists"][seat]) + whists
        assert value(rows["Exact result"][seat]) == exact
        assert exact + sum(value(rows[step][seat]) for step in steps) == value(rows["Result"][seat]) == s.result[seat]
    labels = list(rows)
    at = labels.index("Exact result")
    assert labels[at + 1:at + 2 + len(steps)] == [*steps, "Result"]  # the steps, right before the result
    assert panel.table.verticalHeaderItem(at + 1).toolTip().startswith("East's mountain ")


def test_the_panel_under_exact_rounding_goes_straight_to_the_result(qtbot):
    from preferans_desk.gui.panels.settlement_panel import SettlementPanel

    panel = SettlementPanel()
    qtbot.addWidget(panel)
    panel.show_game(example_1(), "exact")
    rows = table_rows(panel)
    assert "Exact result" not in rows and "Paper correction" not in rows
    assert [value(x) for x in rows["Result"]] == [F(92, 3), F(-88, 3), F(-4, 3)]


@pytest.mark.parametrize("make", [example_1, halved])
def test_the_printout_shows_the_same_steps(make):
    game = make()
    s = settle_game(game)
    text = " ".join(PdfReader(io.BytesIO(pdf_bytes(game))).pages[1].extract_text().split())

    def row(label, values):  # as the text is read from the PDF: white space, a mixed number's no-break one too, is " "
        return " ".join(" ".join([label, *(num(v, True) for v in values)]).split())

    steps = [row("Mountain whists", s.exact_mountain_whists), row("Exact result", s.exact),
             row("East's mountain", [s.correction.delta]), row("Paper correction", s.corrected_by)]
    if s.remainders_rounded:
        steps.append(row("Rounded to whole whists", s.rounded_by))
    steps.append(row("Result (paper)", s.result))
    at = [text.find(step) for step in steps]
    assert -1 not in at and at == sorted(at), list(zip(steps, at, strict=True))
    assert "Corrected mountain" not in text

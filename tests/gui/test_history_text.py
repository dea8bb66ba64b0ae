"""The history's words for a deal with a note of a megabyte: worded and shown quickly, bounded in the row and
the tooltip; an ordinary deal is worded as before."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QToolTip

from preferans_desk.core import Game
from preferans_desk.gui.panels.history import HistoryPanel
from preferans_desk.render.samples import sample_game
from preferans_desk.words import texts
from preferans_desk.words.texts import ROW_CHARS, TIP_CHARS, TIP_WIDTH

MEGABYTE = {"one word": "x" * 1_000_000, "words": "word " * 200_000}


def with_note(note: str | None) -> Game:
    base = sample_game(3, 5, "sochi", seed=7)
    deals = list(base.deals)
    deals[2] = replace(deals[2], note=note)
    return Game(base.players, base.rules, deals)


def shown_panel(qtbot, game: Game) -> HistoryPanel:
    panel = HistoryPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 480)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_game(game)
    return panel


@pytest.mark.parametrize("note", MEGABYTE.values(), ids=MEGABYTE.keys())
def test_a_megabyte_note_is_shown_quickly_and_bounded(qtbot, note):
    game = with_note(note)
    start = time.perf_counter()
    panel = shown_panel(qtbot, game)
    index = panel.model.index(2)
    text = panel.model.data(index)
    tip = panel.model.data(index, Qt.ItemDataRole.ToolTipRole)
    panel.list.scrollTo(index)
    panel.list.viewport().repaint()
    QToolTip.showText(QPoint(10, 10), tip, panel.list)
    QApplication.processEvents()
    QToolTip.hideText()
    assert time.perf_counter() - start < 2.0  # minutes before (Qt laying out the megabyte)

    head, written, worth = text.split("\n")
    summary = texts.deal_summary(game.players, game.sheet.records[2])
    assert head.startswith(f"3. {summary[:100]}") and head.endswith("…") and len(head) <= ROW_CHARS
    spacing = QFontMetricsF(panel.list.font()).lineSpacing()
    assert panel.list.rowHeight(2) <= 12 * spacing, "the row wraps what is left of the note, a few lines"
    assert written == "    " + texts.consequence(game.players, game.sheet.records[2])
    assert worth == "    " + texts.worth_text(game.players, game.sheet.records[2].worth)
    lines = tip.split("\n")
    assert len(tip) < TIP_CHARS + 500 and all(len(line) <= TIP_WIDTH for line in lines)
    assert lines[0].startswith("3. ") and note[:50] in "".join(lines) and "…" in tip
    assert texts.dealer_text(game.players, game.sheet.records[2].dealer) in lines


def test_an_ordinary_deal_reads_as_before(qtbot):
    game = with_note("looked at the talon")
    panel = shown_panel(qtbot, game)
    record = game.sheet.records[2]
    text = panel.model.data(panel.model.index(2))
    expected = (f"3. {texts.deal_summary(game.players, record)}\n    {texts.consequence(game.players, record)}"
                f"\n    {texts.worth_text(game.players, record.worth)}")
    assert text == expected and text.split("\n")[0].endswith("— looked at the talon")
    tip = panel.model.data(panel.model.index(2), Qt.ItemDataRole.ToolTipRole)
    assert tip == "\n".join([expected, texts.dealer_text(game.players, record.dealer)])


def test_the_sheets_hover_text_for_a_long_note_is_cut_and_wrapped():
    from preferans_desk.core import Contract, Game, Rules
    from preferans_desk.words.texts import entry_tooltip

    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 10))
    game.append(Contract(0, 6, "spades", ("pass", "pass"), note="x" * 10_000))
    field = ("pool", 0)
    tip = entry_tooltip(game.players, game.sheet.records[0], field, game.sheet.ledger(field)[0])
    lines = tip.split("\n")
    assert len(tip) < TIP_CHARS + 100 and all(len(line) <= TIP_WIDTH for line in lines) and "…" in tip


def test_a_misere_on_a_closed_pool_says_where_its_ten_went():
    """Issue 14: "Boris +4 pool; Anna 40 whists on Boris; Anna -6 mountain" was right, but the misère's own
    10 never appeared."""
    from preferans_desk.core import Adjust, Game, Misere, Rules

    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    game.append(Adjust(pool=(20, 16, 20)))
    game.append(Misere(0, 0))
    said = texts.consequence(game.players, game.sheet.records[-1])
    assert said == ("Anna: 10 for the misère — 4 help Boris, 6 off the mountain. "
                    "Boris +4 pool; Anna 40 whists on Boris; Anna \u22126 mountain")  # the sheet's minus


def test_a_game_partly_into_the_own_pool_and_partly_as_help():
    from preferans_desk.core import Adjust, Contract, Game, Rules

    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    game.append(Adjust(pool=(17, 10, 5)))
    game.append(Contract(0, 8, "hearts", ("pass", "pass")))  # 6 for the eight: 3 fill Anna's pool
    said = texts.consequence(game.players, game.sheet.records[-1])
    assert said.startswith("Anna: 6 for the game — 3 into the own pool, 3 help Boris. ")
    assert texts.help_text(game.players, game.sheet.records[0]) == ""

"""The dialogs in a dark palette: no white boxes with light text, tones that read on the dark grey, and a
palette switched while a dialog is open followed at once. The sheet keeps its paper colour."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from preferans_desk.core import Game, Rules
from preferans_desk.gui.dialogs.deal_dialog import DealDialog
from preferans_desk.gui.dialogs.deal_widgets import ChoiceRow, Message
from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
from preferans_desk.gui.sheet import tones


@pytest.fixture
def palette(qapp):
    """Switch the application's palette for a test; the light one comes back after it."""
    before = QApplication.palette()

    def switch(dark: bool) -> None:
        QApplication.setPalette(tones.dark_palette() if dark else QPalette(before))
        QApplication.processEvents()

    yield switch
    QApplication.setPalette(before)


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def background(widget: QWidget) -> QColor:
    """The colour most of the widget's pixels have (its background, whatever the text on it)."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    counts: dict[int, int] = {}
    for y in range(2, image.height() - 2, 2):
        for x in range(2, image.width() - 2, 2):
            pixel = image.pixel(x, y)
            counts[pixel] = counts.get(pixel, 0) + 1
    return QColor.fromRgb(max(counts, key=counts.get))


def text_colour(label: QLabel) -> QColor:
    label.ensurePolished()
    return label.palette().color(QPalette.ColorRole.WindowText)


def deal_dialog(qtbot) -> DealDialog:
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    dialog = DealDialog(None, game, game.sheet)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_tone_reads_on_its_window_colour(qapp, palette, dark):
    palette(dark)
    window = QApplication.palette().color(QPalette.ColorRole.Window)
    for name, value in tones.tones(QApplication.palette()).items():
        assert contrast(QColor(value), window) >= 4.5, f"{name} {value} on {window.name()}"
    assert tones.is_dark(QApplication.palette()) is dark


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_deal_dialog_takes_the_palette(qtbot, palette, dark):
    palette(dark)
    dialog = deal_dialog(qtbot)
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    buttons = [button for row in dialog.findChildren(ChoiceRow) for button in row._buttons.values()
               if button.isVisible() and button.isEnabled() and not button.isChecked()]
    assert buttons, "some choice buttons to look at"
    for button in buttons[:6]:
        seen = background(button)
        assert abs(seen.lightness() - base.lightness()) < 40, f"{button.text()!r} is {seen.name()} on {base.name()}"
    preview = background(dialog.preview)
    assert (preview.lightness() < 100) is dark, f"the preview box is {preview.name()}"
    assert contrast(text_colour(dialog.preview), preview) >= 4.5
    message = dialog.findChildren(Message)[0]
    message.say("a refusal", "error")
    assert text_colour(message).name() == tones.tones(QApplication.palette())["error"]
    hint = next(label for label in dialog.findChildren(QLabel) if label.property("tone") == "hint")
    assert text_colour(hint).name() == tones.tones(QApplication.palette())["hint"]


def test_a_palette_switched_while_the_dialog_is_open_is_followed(qtbot, palette):
    palette(False)
    dialog = deal_dialog(qtbot)
    assert background(dialog.preview).lightness() > 150
    palette(True)
    assert background(dialog.preview).lightness() < 100
    palette(False)
    assert background(dialog.preview).lightness() > 150


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_new_game_dialog_takes_the_palette(qtbot, tmp_path, palette, dark):
    palette(dark)
    dialog = NewGameDialog(None, tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    expected = tones.tones(QApplication.palette())
    toned = [label for label in dialog.findChildren(QLabel) if label.property("tone") in ("hint", "error")]
    assert toned, "the dialog marks its notes with tones"
    for label in toned:
        assert text_colour(label).name() == expected[label.property("tone")], label.text()

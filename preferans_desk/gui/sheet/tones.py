"""The few colours the dialogs add to the palette (a refusal, a warning, a hint, a red suit, the preview
box, the chosen button), picked for the palette in use: what reads well on white is too dark on a dark
grey. Everything else comes from the palette's own roles, so a dark desktop gets dark dialogs; only the
sheet keeps its paper colour, as paper does.

Widgets say what they are with a ``tone`` property (``hint``, ``error``, ``warning``, ``preview``) and the
dialog's style sheet, made here from its palette, gives each its colour. A dialog calls ``apply`` when it
is built and again when its palette changes (``follows_palette``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

# Chosen to keep at least 4.5:1 contrast on the palette's window colour (WCAG AA), light and dark.
LIGHT = {"error": "#b00020", "warning": "#8a5100", "hint": "#4a5568", "red": "#c00000"}
DARK = {"error": "#ff8080", "warning": "#f0b04a", "hint": "#b4bfcc", "red": "#ff7070"}


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def tones(palette: QPalette) -> dict[str, str]:
    return DARK if is_dark(palette) else LIGHT


def colour(name: str, palette: QPalette) -> QColor:
    """One tone as a colour, for what is painted rather than styled (a broken game's row)."""
    return QColor(tones(palette)[name])


def style_sheet(palette: QPalette) -> str:
    """The dialogs' sheet: tones by property, the choice buttons and trick fields in the palette's roles;
    the field with the keyboard's focus has a ring of the highlight colour (a row of buttons paints its own)."""
    tone = tones(palette)

    def role(name: str) -> str:
        return palette.color(getattr(QPalette.ColorRole, name)).name()

    return f"""
QLabel[tone="hint"] {{ color: {tone['hint']}; font-size: 9pt; }}
QLabel[tone="note"] {{ color: {tone['hint']}; }}
QLabel[tone="error"] {{ color: {tone['error']}; }}
QLabel[tone="warning"] {{ color: {tone['warning']}; }}
QLabel[tone="preview"] {{ background: {role('AlternateBase')}; color: {role('Text')}; border: 1px solid {role('Mid')};
                         border-radius: 4px; padding: 6px; font-size: 11pt; }}
ChoiceRow QToolButton {{ padding: 3px 9px; min-height: 20px; border: 1px solid {role('Mid')}; border-radius: 4px;
                        background: {role('Base')}; color: {role('Text')}; }}
ChoiceRow QToolButton:focus {{ border: 2px solid {role('Highlight')}; }}
ChoiceRow QToolButton:checked {{ background: {role('Highlight')}; color: {role('HighlightedText')};
                                border-color: {role('Dark')}; font-weight: bold; }}
ChoiceRow QToolButton:disabled {{ color: {role('PlaceholderText')}; border-color: {role('Midlight')};
                                 background: {role('Window')}; }}
ChoiceRow QToolButton[red="true"] {{ color: {tone['red']}; }}
ChoiceRow QToolButton[red="true"]:checked {{ color: {role('HighlightedText')}; }}
ChoiceRow QToolButton[below="true"] {{ color: {tone['warning']}; text-decoration: line-through; }}
ChoiceRow QToolButton[below="true"]:checked {{ color: {role('HighlightedText')}; }}
TrickField {{ min-height: 24px; font-size: 11pt; border: 1px solid {role('Mid')}; border-radius: 3px; padding: 1px;
              background: {role('Base')}; color: {role('Text')}; }}
TrickField:focus {{ border: 2px solid {role('Highlight')}; padding: 0px; }}
TrickField[readOnly="true"] {{ background: {role('Window')}; color: {role('PlaceholderText')}; }}
"""


def apply(widget: QWidget) -> None:
    """Give ``widget`` (a dialog) the sheet of its palette now; nothing if it has it already."""
    sheet = style_sheet(widget.palette())
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def follows_palette(event: QEvent) -> bool:
    """Whether a change event means the palette's colours changed (a desktop switched to dark)."""
    return event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)


def set_tone(widget: QWidget, tone: str) -> None:
    """Mark ``widget`` with a tone of the dialog's sheet, restyled at once if it changed."""
    if widget.property("tone") != tone:
        widget.setProperty("tone", tone)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def dark_palette() -> QPalette:
    """A dark palette as a dark desktop gives one (Fusion's roles, darkened): for the screenshots and the
    tests that look at the dialogs in the dark."""
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, value in ((roles.Window, "#2b2d31"), (roles.WindowText, "#e6e6e6"), (roles.Base, "#1e1f22"),
                        (roles.AlternateBase, "#34363b"), (roles.Text, "#e6e6e6"), (roles.Button, "#3a3c41"),
                        (roles.ButtonText, "#e6e6e6"), (roles.Highlight, "#3d6fd6"), (roles.HighlightedText, "#ffffff"),
                        (roles.Light, "#55585e"), (roles.Midlight, "#46484d"), (roles.Mid, "#5f6269"),
                        (roles.Dark, "#17181a"), (roles.Shadow, "#000000"), (roles.ToolTipBase, "#3a3c41"),
                        (roles.ToolTipText, "#e6e6e6"), (roles.PlaceholderText, "#9a9ca3"), (roles.Link, "#7aa7ff"),
                        (roles.BrightText, "#ff8080")):
        palette.setColor(role, QColor(value))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7a7c82"))
    return palette

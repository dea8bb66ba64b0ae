"""PNG and SVG of the sheet, and whole printouts on a printer, through the Qt painter backend.

Painting text needs a ``QGuiApplication``; ``ensure_gui_application`` makes
one (offscreen when there is no display) for scripts and the command line.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPagedPaintDevice, QPainter
from PySide6.QtSvg import QSvgGenerator

from preferans_desk.core.atomic import atomic_write_bytes
from preferans_desk.core.game import Game
from preferans_desk.core.settlement import Settlement, settle_game
from preferans_desk.render.geometry import SheetLayout, layout_sheet
from preferans_desk.render.qt_painter import LayoutPainter

from .pages import PALETTE, Document, sheet_notes
from .printout_words import Words

IMAGE_FORMATS = ("png", "svg")
MAX_SIDE = 20000  # pixels: bigger images are surely a typing mistake


def ensure_gui_application() -> QGuiApplication:
    """The running application, or a new offscreen-capable one (no display: ``QT_QPA_PLATFORM=offscreen``)."""
    app = QGuiApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("painting needs a QGuiApplication, not a QCoreApplication")
        return app
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QGuiApplication(["preferans-desk"])


def image_layout(game: Game, width: int, height: int, *, lang: str | None = "en", rounding: str | None = None,
                 settlement: Settlement | None = None, shape: str = "portrait") -> SheetLayout:
    """The sheet (in ``shape``, see ``layout_sheet``) with the circled settlement filling ``width`` x ``height``
    pixels."""
    s = settlement if settlement is not None else settle_game(game, rounding)
    words = Words(lang)
    with words.wording():
        info = sheet_notes(game, words)
    # no cache passed: a fresh one, so that an image shares nothing with the window's layouts
    return layout_sheet(game.sheet, width, height, settlement=s, highlight_deal=len(game.sheet.records), info=info,
                        shape=shape)


def _paint(device, layout: SheetLayout, background: QColor | None) -> None:
    painter = QPainter(device)
    if background is not None:
        painter.fillRect(QRect(0, 0, round(layout.width), round(layout.height)), background)
    LayoutPainter().paint(painter, layout)
    painter.end()


def sheet_image(game: Game, width: int, height: int, **options) -> QImage:
    """The sheet as an image on white, ``width`` x ``height`` pixels."""
    _check_size(width, height)
    ensure_gui_application()
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    _paint(image, image_layout(game, width, height, **options), None)
    return image


def png_bytes(game: Game, width: int, height: int, **options) -> bytes:
    image = sheet_image(game, width, height, **options)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stub says the format is bytes; PySide6 takes only a str here.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
        raise OSError("the PNG image could not be encoded")
    buffer.close()
    return bytes(data.data())


def svg_bytes(game: Game, width: int, height: int, *, title: str = "", **options) -> bytes:
    """The sheet as SVG: vector lines and text in DejaVu Sans, ``width`` x ``height`` user units."""
    _check_size(width, height)
    ensure_gui_application()
    layout = image_layout(game, width, height, **options)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRect(0, 0, width, height))
    generator.setResolution(96)
    generator.setTitle(title or game.title or "Preferans")
    generator.setDescription("Preferans Desk")
    _paint(generator, layout, QColor(Qt.GlobalColor.white))
    buffer.close()
    return bytes(data.data())


def export_image(game: Game, path: str | os.PathLike[str], width: int, height: int, *, lang: str | None = "en",
                 rounding: str | None = None, settlement: Settlement | None = None, fmt: str | None = None,
                 shape: str = "portrait") -> None:
    """Write the sheet (in ``shape``) with its circled settlement as PNG or SVG (``fmt``, else by the file's
    extension). Raises ValueError for an unknown format, size or shape, OSError if the file cannot be written."""
    kind = (fmt or Path(path).suffix.lstrip(".")).lower()
    if kind not in IMAGE_FORMATS:
        raise ValueError(f"unknown image format {kind!r} (known: {', '.join(IMAGE_FORMATS)})")
    if kind == "png":
        data = png_bytes(game, width, height, lang=lang, rounding=rounding, settlement=settlement, shape=shape)
    else:
        title = game.title or Words(lang)("game")
        data = svg_bytes(game, width, height, lang=lang, rounding=rounding, settlement=settlement, title=title,
                         shape=shape)
    atomic_write_bytes(Path(path), data)  # a failed export leaves the previous file whole


def _check_size(width: int, height: int) -> None:
    if not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE):
        raise ValueError(f"an image is 1 to {MAX_SIDE} pixels a side, not {width}x{height}")


def paint_document(device: QPagedPaintDevice, document: Document) -> None:
    """Paint every page of ``document`` (laid out in points) on a printer or a QPdfWriter, one page each;
    the device's page should be the document's size, its origin at the paper's corner (full page)."""
    ensure_gui_application()
    layout_painter = LayoutPainter(PALETTE)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the printer could not be started")
    scale = device.logicalDpiX() / 72.0, device.logicalDpiY() / 72.0
    try:
        for i, page in enumerate(document.pages):
            if i and not device.newPage():
                raise OSError("the printer could not start a new page")
            painter.save()
            painter.scale(*scale)
            for part, dx, dy in page.parts:
                painter.save()
                painter.translate(dx, dy)
                layout_painter.paint(painter, part)
                painter.restore()
            painter.restore()
    finally:
        painter.end()

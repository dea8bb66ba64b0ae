"""Printing: the sheet, its settlement and the deals as PDF (reportlab), PNG and SVG (Qt), and on a printer.

One geometry, two backends: page 1 of the PDF is the sheet the window shows
(``render.geometry``), drawn by ``render.pdf_painter``; images and printers
draw the same primitives with ``render.qt_painter``.

The PDF needs no QApplication; images and printing need a QGuiApplication
(``export.images.ensure_gui_application``).
"""

from .pages import PAPERS, Document, build_document, page_size
from .pdf import export_pdf, pdf_bytes
from .printout_words import LANGUAGES, Words


def export_image(*args, **kwargs):
    """PNG or SVG of the sheet (see ``export.images.export_image``); Qt's GUI module loads on first use."""
    from .images import export_image as export

    return export(*args, **kwargs)


__all__ = ["export_pdf", "export_image", "pdf_bytes", "build_document", "page_size", "Document", "PAPERS",
           "LANGUAGES", "Words"]

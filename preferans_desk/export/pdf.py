"""The printout as a PDF, drawn with reportlab from the pages of ``export.pages``."""

from __future__ import annotations

import io
import os
from datetime import datetime
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from preferans_desk import __version__
from preferans_desk.core.atomic import atomic_write_bytes
from preferans_desk.core.game import Game
from preferans_desk.core.settlement import Settlement
from preferans_desk.render.pdf_painter import PdfPainter, register_pdf_fonts

from .pages import PALETTE, Document, build_document, page_size
from .printout_words import Words

AUTHOR = "Preferans Desk"


def pdf_bytes(game: Game, *, lang: str | None = "en", paper: str = "a4", orientation: str = "portrait",
              rounding: str | None = None, settlement: Settlement | None = None) -> bytes:
    """The PDF of ``game``: the same game gives the same bytes (reportlab's invariant mode), dated by the
    game itself. ``settlement``, when the caller has it (the window's document), is printed as it is."""
    width, height = page_size(paper, orientation)
    document = build_document(game, Words(lang), width=width, height=height, rounding=rounding,
                              settlement=settlement)
    return render_pdf(document, date=pdf_date(game.ended or game.created))


def pdf_date(stamp: str | None) -> str | None:
    """A game's ISO time as a PDF date ("D:20261201214000+03'00'"); None when it has none or it does not
    parse. A time without a zone is written without one (the PDF then leaves its zone unknown)."""
    if not stamp:
        return None
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    text = moment.strftime("D:%Y%m%d%H%M%S")
    offset = moment.utcoffset()
    if offset is None:
        return text
    minutes = int(offset.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    return f"{text}{sign}{abs(minutes) // 60:02d}'{abs(minutes) % 60:02d}'"


def render_pdf(document: Document, *, date: str | None = None) -> bytes:
    """The pages as PDF bytes; ``date`` (a PDF date) for its creation and modification dates, which
    reportlab's invariant mode would otherwise fix at 2000-01-01."""
    buffer = io.BytesIO()
    first = document.pages[0]
    canvas = Canvas(buffer, pagesize=(first.width, first.height), invariant=1,
                    initialFontName=register_pdf_fonts(),  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType] (a font name; the stub says float)
                    pageCompression=1)
    canvas.setTitle(document.title)
    canvas.setAuthor(AUTHOR)
    canvas.setSubject(document.subject)
    canvas.setCreator(f"Preferans Desk {__version__}")
    if date is not None:
        canvas.setDateFormatter(lambda *_ignored: date)  # the game's own time: the same game, the same bytes
    painter = PdfPainter(canvas, PALETTE)
    for page in document.pages:
        canvas.setPageSize((page.width, page.height))
        for part, dx, dy in page.parts:
            painter.draw(part, page.height, dx, dy)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def export_pdf(game: Game, path: str | os.PathLike[str], *, lang: str | None = "en", paper: str = "a4",
               orientation: str = "portrait", rounding: str | None = None,
               settlement: Settlement | None = None) -> None:
    """Write the printout of ``game`` to ``path``: page 1 the sheet with the circled settlement, page 2 the
    settlement step by step, then the deals. ``lang`` is "en" or "ru" (None: the interface's language);
    ``paper`` "a4" or "letter"; ``rounding`` overrides the game's setting. Raises OSError if it cannot write."""
    data = pdf_bytes(game, lang=lang, paper=paper, orientation=orientation, rounding=rounding,
                     settlement=settlement)
    atomic_write_bytes(Path(path), data)  # a failed export leaves the previous file whole

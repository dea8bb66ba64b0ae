"""The PDF writer loads no Qt when imported: the command line's export (and anything else that imports it)
brings no GUI with it. A language's translation loads QtCore only, lazily, to read the shipped .qm file."""

from __future__ import annotations

from ..imports import QT, loaded_by
from .conftest import EXAMPLE


def test_importing_the_pdf_writer_loads_no_qt():
    assert loaded_by("import preferans_desk.export.pdf", QT) == []


def test_a_russian_pdf_loads_qtcore_only_and_is_russian():
    code = ("import io, pypdf\n"
            "from preferans_desk.core import gamefile\n"
            "from preferans_desk.export.pdf import pdf_bytes\n"
            f"data = pdf_bytes(gamefile.load({str(EXAMPLE)!r}).game, lang='ru')\n"
            "text = pypdf.PdfReader(io.BytesIO(data)).pages[1].extract_text()\n"
            "assert 'Роспись по шагам' in text and 'Итог' in text, text\n")
    qt_modules = {name for name in loaded_by(code, ("PySide6",)) if name.startswith("PySide6.Qt")}
    assert qt_modules == {"PySide6.QtCore"}  # no QtGui, no QtWidgets: no display needed

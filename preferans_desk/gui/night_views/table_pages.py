"""Club Night → Tables' Phone Pages (issue 34): the round being played, each table with its scoring page's
address and a large QR code, on the director's screen, for a table without its card (lost, not printed, printed
before receiving started) to scan from there.

A page is ``http://ADDR:PORT/t/ABCD-2345/`` (``night.phone_address``): the window's receiver serves it, so there is
no page to show until the round is open to its tables (their codes) and the window receives. The dialog stays open
beside the director's window and follows it: a round opened, receiving started or stopped, shown again within a
second. The QR codes are the share panel's (``panels.share_panel.qr_pixmap``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from preferans_desk.gui.panels.share_panel import qr_pixmap
from preferans_desk.night.night_model import Event
from preferans_desk.night.phone_address import page_address
from preferans_desk.night.table_codes import shown

if TYPE_CHECKING:
    from .director_window import DirectorWindow

QR_SCALE = 7  # pixels a module: some 7 cm across on a laptop's screen, read by a phone from a step away
COLUMNS = 3  # tables side by side; more rows scroll
FOLLOW_MS = 1000  # how often the dialog looks whether the round, its codes or the address changed


@dataclass(frozen=True)
class TablePage:
    """A table of the round being played, with its page (None: no code yet, or the window does not receive)."""

    table: int
    players: tuple[str, ...]
    code: str | None  # as the card shows it, ABCD-2345
    url: str | None


def table_pages(event: Event, number: int, address: str | None) -> list[TablePage]:
    """Round ``number``'s tables and their pages at the receiver's ``address`` (``host:port``, None when the
    window does not receive)."""
    return [TablePage(t, tuple(table.players), shown(table.code) if table.code else None,
                      page_address(address, table.code) if address and table.code else None)
            for t, table in enumerate(event.rounds[number - 1].tables, 1)]


Source = Callable[[], tuple[Event, int, str | None]]  # the night, the round being played, where the window receives


class TablePagesDialog(QDialog):
    """Each table of the round being played: its number, players, code, page address and QR code."""

    def __init__(self, parent: QWidget | None, source: Source, read_only: bool = False):
        super().__init__(parent)
        self.source = source
        self.read_only = read_only
        self.setWindowTitle(self.tr("Tables' Phone Pages"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid_host)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.pages: list[TablePage] = []
        self._shown: tuple[int, list[TablePage]] | None = None
        self.timer = QTimer(self, interval=FOLLOW_MS)
        self.timer.timeout.connect(self.follow)
        self.timer.start()
        self.follow()
        self.resize(980, 720)

    def follow(self) -> None:
        """Show the tables again when the round, its codes or the receiver's address changed (not every second:
        a director selecting an address to copy keeps the selection)."""
        event, number, address = self.source()
        pages = table_pages(event, number, address)
        if self._shown == (number, pages):
            return
        self._shown = (number, pages)
        self.pages = pages
        self._show(number, address)

    def _show(self, number: int, address: str | None) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # gone at once, not only once the events are processed
                widget.deleteLater()
        self.note.setText(self._note(number, address))
        for index, page in enumerate(self.pages):
            self.grid.addWidget(self._table(page), index // COLUMNS, index % COLUMNS,
                                Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)

    def _note(self, number: int, address: str | None) -> str:
        if self.read_only:
            return self.tr("Another program writes this night: the phones' pages are where it serves them (event "
                           "serve prints each table's page).")
        if not any(page.code for page in self.pages):
            return self.tr("Round %1 is not open to its tables: open it first (each table gets its code).") \
                .replace("%1", str(number))
        if address is None:
            return self.tr("Round %1: the pages are served while this window receives the tables. Press Start "
                           "Receiving first.").replace("%1", str(number))
        return self.tr("Round %1: a table scores on its players' phones at its page. A table without its card "
                       "scans its code here; each player opens the page on his own phone.").replace("%1", str(number))

    def _table(self, page: TablePage) -> QFrame:
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        column = QVBoxLayout(frame)
        title = QLabel(self.tr("Table %1").replace("%1", str(page.table)))
        big = QFont(title.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        title.setFont(big)
        players = QLabel(", ".join(page.players))
        players.setWordWrap(True)
        code = QLabel(page.code or self.tr("no code yet"))
        code.setFont(big)
        for label in (title, players, code):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(label)
        if page.url is not None:
            qr = QLabel()
            qr.setObjectName(f"qr{page.table}")
            pixmap = qr_pixmap(page.url, QR_SCALE)
            qr.setPixmap(pixmap)
            qr.setMinimumSize(pixmap.size())  # never squeezed: a phone cannot read a cut code
            qr.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            url = QLabel(page.url)
            url.setObjectName(f"url{page.table}")
            url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            url.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(qr)
            column.addWidget(url)
        return frame


def show_table_pages(window: DirectorWindow) -> TablePagesDialog:
    """The dialog for the director's ``window``, opened beside it (one at a time: opened again, it comes forward)."""
    dialog = window.findChild(TablePagesDialog)
    if dialog is None:
        dialog = TablePagesDialog(window, lambda: (window.book.event, window.book.round, window.address),
                                  window.read_only)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog

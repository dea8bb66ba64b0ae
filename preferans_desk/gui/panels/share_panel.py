"""Game → Share with the Table: the live sheet on the players' phones, read-only, off by default.

``SharePublisher`` keeps a ``share.ShareServer`` fed with the document's moment. Drawing every seat's
sheet in both languages takes tens of milliseconds, so it happens in a worker thread (pure Python, no Qt
there) from what the moment holds: its sheet kept apart from the game going on (``Moment.sheet_apart``, a
copy of its containers, made once), its rules and its settlement, none of which the window changes. The
worker replays and settles nothing; a burst of changes is drawn once, from the newest.

Sharing belongs to the game it started with: once the document holds another game (new, another file opened,
typed from paper, recovered, or closed), the share ends, its address answers 404 and the phones are told;
sharing again gives the new game a new address. The same file read again (Reload, when another program changed
it) is the same game: the phones go on with it at the same address.
``ShareDialog`` starts and stops it and shows the address with its QR code and how many devices are watching.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

import segno
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from preferans_desk.core.engine import Sheet
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.moment import Moment
from preferans_desk.core.settlement import Settlement
from preferans_desk.gui.state.newest_worker import NewestWorker
from preferans_desk.render.geometry import LayoutCache
from preferans_desk.share import ShareServer
from preferans_desk.share.server import lan_address
from preferans_desk.share.shared_state import sheet_state

LOOPBACK = "127.0.0.1"
PORT = 8642  # the port asked for first, so an address a phone used last time may still be the same host:port
ENDED_FOR_MS = 60_000  # an ended share's address answers 404 this long (a phone waking up learns it ended)


@dataclass(frozen=True)
class _Snapshot:
    """What the worker draws: the moment's own, none of it changed by the window afterwards."""

    rules: Rules
    sheet: Sheet  # the moment's sheet kept apart
    settlement: Settlement | None  # the moment's, when the sheet circles it


class SharePublisher(QObject):
    ended = Signal()  # the share ended because the document's game changed

    def __init__(self, document):
        super().__init__(document)
        self.document = document
        self.server: ShareServer | None = None
        self._game: Game | None = None  # the game shared: sharing ends when the document holds another
        self._path: Path | None = None  # its file, if it has one: read again, it is still the game shared
        self._ended: ShareServer | None = None  # the last share that ended, answering 404 for a while
        self._ended_timer = QTimer(self, singleShot=True, interval=ENDED_FOR_MS)
        self._ended_timer.timeout.connect(self._close_ended)
        # the worker's own layouts, one cache per seat at the bottom and shape
        self._caches: dict[tuple[int, str], LayoutCache] = {}
        # the newest moment, for the server it is for, drawn in a worker thread
        self._worker: NewestWorker[tuple[ShareServer, _Snapshot]] = NewestWorker(self._draw, "share-publish")
        self._sent: Moment | None = None  # the last moment given to the worker
        document.momentChanged.connect(self.show_moment)

    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self, bind: str) -> str:
        """Serve on ``bind`` at ``PORT`` (or the next free one); the address with its new token."""
        self.stop()
        server = ShareServer(bind, PORT)
        url = server.start()
        self.server, self._game, self._path = server, self.document.game, self.document.path
        self.show_moment(self.document.moment)
        return url

    def stop(self) -> None:
        self._close_ended()
        server, self.server = self.server, None
        if server is not None:
            server.stop()

    def _end(self) -> None:
        """The game shared is gone: its address answers 404 at once and the phones are told, while the
        port listens a while longer (``ENDED_FOR_MS``) for the phones asleep now."""
        self._close_ended()
        server, self.server = self.server, None
        if server is None:
            return
        server.end()
        self._ended = server
        self._ended_timer.start()
        self.ended.emit()

    def _close_ended(self) -> None:
        self._ended_timer.stop()
        server, self._ended = self._ended, None
        if server is not None:
            server.stop()

    def close(self) -> None:
        self.stop()
        self._worker.shutdown(wait=False)

    def show_moment(self, moment: Moment | None) -> None:
        if self.server is None:
            return
        if moment is None or not self._shared(moment.game):
            self._end()
            return
        if moment.review:  # the phones show the game as it stands, not the deal the scorer looks back at
            moment = self.document.present
            assert moment is not None  # a moment is reviewed in a game
            if moment is self._sent:
                return  # a step of the review: the present is as it was
        self._sent = moment
        snapshot = _Snapshot(moment.game.rules, moment.sheet_apart, moment.settlement if moment.circled else None)
        self._worker.give((self.server, snapshot))

    def _shared(self, game: Game) -> bool:
        """Whether ``game`` is the game shared: the same, perhaps saved elsewhere since, or its file read again."""
        if game is not self._game and (self._path is None or self.document.path != self._path):
            return False
        self._game, self._path = game, self.document.path
        return True

    def _draw(self, job: tuple[ShareServer, _Snapshot]) -> None:
        """In the worker: a snapshot drawn and published."""
        server, snapshot = job
        state = sheet_state(snapshot.rules, snapshot.sheet, snapshot.settlement, caches=self._caches)
        if server is self.server:  # a share ended meanwhile shows nothing of the next game
            server.publish(state)


def addresses(default_route: str | None = None) -> list[str]:
    """The addresses sharing may listen on: this computer's IPv4 addresses on the local network, the
    one with the default route first (the network the phones are most likely on), then the loopback
    one (this computer only)."""
    found = [a.toString() for a in QNetworkInterface.allAddresses()
             if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not a.isLoopback()]
    first = lan_address() if default_route is None else default_route
    if first in found:
        found.remove(first)
        found.insert(0, first)
    return [*found, LOOPBACK]


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """Start and stop sharing, on the address chosen; the page's address, its QR code and the watchers."""

    def __init__(self, parent: QWidget, publisher: SharePublisher):
        super().__init__(parent)
        self.publisher = publisher
        self.setWindowTitle(self.tr("Share with the Table"))
        self.address = QComboBox()
        self.address.addItems(addresses())
        self.button = QPushButton()
        self.button.clicked.connect(self.toggle)
        self.url = QLabel()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.watchers = QLabel()
        about = QLabel(self.tr("The players open the address (or scan the code) in their phone's browser, on "
                               "the same network: they see the sheet as it is now, read-only. The address "
                               "holds a secret that changes each time sharing starts; sharing stops when you "
                               "stop it, open another game or quit."))
        about.setWordWrap(True)
        row = QHBoxLayout()
        listen = QLabel(self.tr("Listen on:"))
        listen.setBuddy(self.address)  # names the list of addresses for a screen reader
        row.addWidget(listen)
        row.addWidget(self.address, 1)
        row.addWidget(self.button)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(row)
        layout.addWidget(self.url)
        layout.addWidget(self.note)
        layout.addWidget(self.qr)
        layout.addWidget(self.watchers)
        self.timer = QTimer(self, interval=1000)
        self.timer.timeout.connect(self._show_watchers)
        self.timer.start()
        publisher.ended.connect(self._ended)
        self._show()

    def _ended(self) -> None:
        self._show()
        self.note.setText(self.tr("Sharing stopped: another game is open now. Start sharing again to show it "
                                  "(it gets a new address)."))

    def toggle(self) -> None:
        if self.publisher.running:
            self.publisher.stop()
        else:
            try:
                self.publisher.start(self.address.currentText())
            except OSError as exc:
                self.url.setText(self.tr("Cannot share on %1: %2").replace("%1", self.address.currentText())
                                 .replace("%2", exc.strerror or str(exc)))
                return
        self._show()

    def _show(self) -> None:
        server = self.publisher.server
        self.address.setEnabled(server is None)
        self.button.setText(self.tr("&Stop Sharing") if server is not None else self.tr("&Start Sharing"))
        if server is None:
            self.url.setText(self.tr("Not shared."))
            self.note.clear()
            self.qr.clear()
            self.qr.setMinimumSize(0, 0)
        else:
            self.url.setText(server.url)
            self.note.setText("" if server.busy_port is None else
                              self.tr("Port %1 is used by another program: sharing on port %2 instead.")
                              .replace("%1", str(server.busy_port)).replace("%2", str(server.port_now)))
            code = qr_pixmap(server.url)
            self.qr.setPixmap(code)
            self.qr.setMinimumSize(code.size())  # never squeezed: a phone cannot read a cut code
        self._show_watchers()
        self._fit()

    def _fit(self) -> None:
        """Grow to hold what is shown now (the code appears after the dialog was sized): a top-level
        widget grows only to its minimum, which the wrapped texts reckon at a narrower width."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        hint = self.sizeHint()
        if self.height() < hint.height() or self.width() < hint.width():
            self.resize(self.size().expandedTo(hint))

    def _show_watchers(self) -> None:
        server = self.publisher.server
        self.watchers.setText(self.tr("%n device(s) watching", "", server.watchers) if server is not None else "")

"""The club night on the players' phones: the standings and the round's tables of the document's moment,
published to the live sheet's server (read-only, token-guarded, off until the director starts it) as a state of
kind "night", which the server shows with the night's page (``share/night_page.py``).

Drawing a table's sheet in both languages takes milliseconds a table (131 ms for ten tables in the GUI thread), so
``NightPhones`` draws in a worker thread, as the single game's share worker does: the moment is frozen and its
games are never changed once kept, so the worker reads them safely; a burst of moments is drawn once, from the
newest; a table's sheet is drawn again only when its game changed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from preferans_desk.core.game import Game
from preferans_desk.gui.state.newest_worker import NewestWorker
from preferans_desk.gui.state.night_document import NightDocument
from preferans_desk.night.night_moment import NightMoment
from preferans_desk.share import ShareServer
from preferans_desk.share.published import SharedState
from preferans_desk.share.shared_state import sheet_state
from preferans_desk.words import texts
from preferans_desk.words.languages import LANGUAGES

Sheets = dict[tuple[int, int], tuple[Game, dict[str, str]]]  # (round, table) -> the game drawn, its SVG a language


def night_state(moment: NightMoment, sheets: Sheets | None = None) -> SharedState:
    """What the phones show: the night's title, the round being played, the standings, the round's tables and
    each table's sheet (portrait, its first seat at the bottom, its notes in each language the page offers, so
    that each phone reads them in its own). ``sheets`` is the publisher's memory of the sheets drawn: a table's is
    drawn again only when its game changed."""
    number = moment.playing
    sheets = sheets if sheets is not None else {}
    standings = [{"rank": row.rank, "name": row.name, "points": texts.number(row.points),
                  "whists": texts.number(row.whists, sign=True), "games": row.games} for row in moment.standings]
    for key, game in moment.games.items():
        if key not in sheets or sheets[key][0] is not game:
            drawn = sheet_state(game.rules, game.sheet, langs=LANGUAGES, shapes=("portrait",), seats=(0,))
            sheets[key] = (game, {lang: drawn.svg[(lang, 0, "portrait")] for lang in LANGUAGES})
    return SharedState(kind="night", state_json={
        "title": moment.title, "round": number, "rounds": len(moment.rounds),
        "standings": standings, "tables": _tables(moment)},
        tables={(*key, lang): svg for key, (_game, drawings) in sheets.items() if key[0] == number
                for lang, svg in drawings.items()})


def _tables(moment: NightMoment) -> list[dict[str, Any]]:
    return [{"table": row.table, "players": list(row.players), "deals": row.deals if row.sent else None,
             "finished": row.sent and not row.playing, "sheet": (moment.playing, row.table) in moment.games}
            for row in moment.round.tables]


class NightPhones(QObject):
    """Share with Phones: a ``ShareServer`` fed with the document's moments, drawn in a worker thread."""

    def __init__(self, document: NightDocument, bind: str, port: int):
        super().__init__(document)
        self.document = document
        self.server = ShareServer(bind, port)
        self.sheets: Sheets = {}  # the worker's own
        self._worker: NewestWorker[NightMoment] = NewestWorker(self._draw, "night-phones")

    @property
    def url(self) -> str:
        return self.server.url

    def start(self) -> str:
        """Serve (``OSError`` if it cannot listen), and publish the night as it is now."""
        url = self.server.start()
        self.document.momentChanged.connect(self.show_moment)
        self.show_moment(self.document.moment)
        return url

    def stop(self) -> None:
        self.document.momentChanged.disconnect(self.show_moment)
        self._worker.drop()
        self._worker.shutdown(wait=True)
        self.server.stop()

    def show_moment(self, moment: NightMoment) -> None:
        self._worker.give(moment)

    def _draw(self, moment: NightMoment) -> None:
        """In the worker: a moment drawn and published."""
        self.server.publish(night_state(moment, self.sheets))

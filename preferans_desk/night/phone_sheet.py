"""The sheet of a table scoring on phones (issue 34):
``GET /t/CODE/sheet.svg?shape=portrait|landscape&seat=N&lang=en|ru`` draws the table's game with its open entry
(pending or disputed) drawn dashed, ``seat`` at the bottom, the notes beside the circle in ``lang``, as the live
sheet draws a phone's (``render.phone_print``, ``render.svg_painter``).

Every phone of a table asks for it after each change (its state's ETag moved), each with its own seat: a drawing
is kept per (table, the game's deals, the open entry, shape, seat, language), a few hundred at most, and used only
while the game and the entry's deal it was drawn from are the same (the game's players, rules and deals), so a kept
drawing is never stale.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import NoReturn, Protocol, runtime_checkable
from urllib.parse import parse_qsl

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord
from preferans_desk.core.errors import DealError
from preferans_desk.core.game import Game
from preferans_desk.core.settlement import settle_game
from preferans_desk.render.geometry import SHAPES
from preferans_desk.render.phone_print import notes_in, phone_layout
from preferans_desk.render.svg_painter import svg_text
from preferans_desk.words.languages import LANGUAGES

from .phone_entries import PhoneEntry
from .tables_book import NightRefusal, TableSeat

SHEET = "sheet.svg"
SVG_TYPE = "image/svg+xml; charset=utf-8"
# The drawing is an image: nothing in it may load or run (a browser opening the address itself reads these too)
SVG_HEADERS = {"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
               "X-Content-Type-Options": "nosniff"}
SHEETS_KEPT = 320  # drawings kept: every seat of 40 four-player tables in both shapes, in one language
QUERY_KEYS = ("shape", "seat", "lang")
SHOWN_VALUE = 40  # characters of a refused value said back


@runtime_checkable
class SheetBook(Protocol):
    """What the sheet asks of the club night (``NightBook``), from the receiver's threads."""

    def phone_table(self, seat: TableSeat) -> tuple[Game, PhoneEntry | None]: ...


@dataclass(frozen=True)
class SheetAsk:
    """What a phone asks the sheet to be: its shape, the seat at the bottom, the language of the notes."""

    shape: str = SHAPES[0]
    seat: int = 0
    lang: str = LANGUAGES[0]


def sheet_ask(query: str, players: int) -> SheetAsk:
    """The request's query read: each of ``QUERY_KEYS`` at most once (else the default), nothing else;
    ``NightRefusal`` 400 ``sheet_query`` naming the first name or value refused."""
    try:
        pairs = parse_qsl(query, keep_blank_values=True, strict_parsing=bool(query), max_num_fields=len(QUERY_KEYS))
    except ValueError:
        _refuse(players, "?", query)
    given: dict[str, str] = {}
    for name, value in pairs:
        if name not in QUERY_KEYS or name in given:
            _refuse(players, name, value)
        given[name] = value
    shape = given.get("shape", SheetAsk.shape)
    lang = given.get("lang", SheetAsk.lang)
    seat = given.get("seat", "0")
    if shape not in SHAPES:
        _refuse(players, "shape", shape)
    if not (seat.isascii() and seat.isdigit() and len(seat) <= 2 and int(seat) < players):
        _refuse(players, "seat", seat)
    if lang not in LANGUAGES:
        _refuse(players, "lang", lang)
    return SheetAsk(shape, int(seat), lang)


def _refuse(players: int, name: str, value: str) -> NoReturn:
    raise NightRefusal(400, "sheet_query", name=name[:SHOWN_VALUE], value=value[:SHOWN_VALUE], last=players - 1,
                       langs=", ".join(LANGUAGES))


def pending_record(game: Game, deal: Deal) -> DealRecord | None:
    """``deal`` (an open entry's) scored as the game's next deal, to be drawn dashed (``layout_sheet``'s
    ``pending``); None where the game no longer takes it (changed by a laptop or the director since)."""
    try:
        return game.sheet.preview(deal)
    except DealError:
        return None


def sheet_svg(game: Game, entry: PhoneEntry | None, ask: SheetAsk) -> str:
    """The table's sheet as a phone shows it: the open entry's deal dashed, the result circled once the game is
    over and nothing waits."""
    sheet = game.sheet
    pending = pending_record(game, entry.deal) if entry is not None else None
    settlement = settle_game(game) if game.finished and entry is None else None
    layout = phone_layout(sheet, notes_in(game.rules, sheet, ask.lang), ask.seat, ask.shape, settlement=settlement,
                          pending=pending)
    return svg_text(layout)


_Key = tuple[int, int, int, str | None, str | None, SheetAsk]  # round, table, deals, open entry and its state, ask


class PhoneSheets:
    """The drawings of the phone tables' sheets, the newest ``kept``; used from the receiver's threads."""

    def __init__(self, kept: int = SHEETS_KEPT):
        self.kept = kept
        self._lock = threading.Lock()
        self._drawn: OrderedDict[_Key, tuple[Game, Deal | None, bytes]] = OrderedDict()

    def svg(self, seat: TableSeat, game: Game, entry: PhoneEntry | None, ask: SheetAsk) -> bytes:
        """The sheet's SVG, drawn now unless drawn for the same game, entry and ask already."""
        key: _Key = (seat.round, seat.table, len(game.deals), None if entry is None else entry.id,
                     None if entry is None else entry.state, ask)
        deal = None if entry is None else entry.deal
        with self._lock:
            kept = self._drawn.get(key)
            if kept is not None and kept[1] == deal and _same_game(kept[0], game):
                self._drawn.move_to_end(key)
                return kept[2]
        data = sheet_svg(game, entry, ask).encode("utf-8")  # (outside the lock: the other tables' phones go on)
        with self._lock:
            self._drawn[key] = (game, deal, data)
            self._drawn.move_to_end(key)
            while len(self._drawn) > self.kept:
                self._drawn.popitem(last=False)
        return data

    def __len__(self) -> int:
        return len(self._drawn)


def _same_game(kept: Game, game: Game) -> bool:
    """The same game to draw: the same object (the book's games are never changed in place), or one equal to it
    (a table with no game yet gets a new empty one at each request)."""
    return kept is game or (kept.players == game.players and kept.first_dealer == game.first_dealer
                            and kept.rules == game.rules and kept.deals == game.deals)


SHEETS = PhoneSheets()  # the process's: the drawings depend only on the game, the entry and the ask

"""The club night on the players' phones: the standings and the round's tables as the director's window holds
them, published to the live sheet's server (read-only, token-guarded, off until the director starts it) as a
state of kind "night", which the server shows with the night's page (``share/night_page.py``)."""

from __future__ import annotations

from typing import Any

from preferans_desk.core.game import Game
from preferans_desk.night.night_book import NightBook
from preferans_desk.share.published import SharedState
from preferans_desk.share.shared_state import sheet_state
from preferans_desk.words import texts
from preferans_desk.words.languages import LANGUAGES

Sheets = dict[tuple[int, int], tuple[Game, dict[str, str]]]  # (round, table) -> the game drawn, its SVG a language


def night_state(book: NightBook, sheets: Sheets | None = None) -> SharedState:
    """What the phones show now: the night's title, the round being played, the standings, the round's tables and
    each table's sheet (portrait, its first seat at the bottom, its notes in each language the page offers, so
    that each phone reads them in its own). ``sheets`` is the publisher's memory of the sheets drawn: a table's is
    drawn again only when its game changed."""
    number = book.round
    sheets = sheets if sheets is not None else {}
    standings = [{"rank": row.rank, "name": row.name, "points": texts.number(row.points),
                  "whists": texts.number(row.whists, sign=True), "games": row.games} for row in book.standings()]
    for key, game in book.games.items():
        if key[0] == number and (key not in sheets or sheets[key][0] is not game):
            drawn = sheet_state(game.rules, game.sheet, langs=LANGUAGES, shapes=("portrait",), seats=(0,))
            sheets[key] = (game, {lang: drawn.svg[(lang, 0, "portrait")] for lang in LANGUAGES})
    return SharedState(kind="night", state_json={
        "title": book.event.title or book.path.stem, "round": number, "rounds": len(book.event.rounds),
        "standings": standings, "tables": _tables(book, number)},
        tables={(*key, lang): svg for key, (_game, drawings) in sheets.items() if key[0] == number
                for lang, svg in drawings.items()})


def _tables(book: NightBook, number: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for t, table in enumerate(book.event.rounds[number - 1].tables, 1):
        game = book.games.get((number, t))
        out.append({"table": t, "players": list(table.players), "deals": len(game.deals) if game else None,
                    "finished": game is not None and book.clock(number, t).over is not None,  # as the window says
                    "sheet": game is not None})
    return out

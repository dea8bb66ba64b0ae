"""A game file as a row of the index, and a row back as a ``GameEntry``.

A file that does not load is a row too, with its error: the English message, and the refusal's codes as JSON
(``core/errors.problem_to_json``) for the window to word. So is a game whose values the index could not read
back. Nothing a file holds makes these functions raise.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import zlib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from preferans_desk.core.errors import GameFileError, problem_to_json
from preferans_desk.core.exact_numbers import NumberError, fraction_str, parse_number
from preferans_desk.core.game import Game
from preferans_desk.core.gamefile import loads_document, read_bytes
from preferans_desk.core.json_types import JsonObject, JsonValue
from preferans_desk.core.settlement import settle_game

from .game_entry import GameEntry
from .index_file import SQLITE_INTEGER, Row
from .scan import Found, found_at
from .stats import SeatRecord, game_seats, seats_text

READS = 3  # tries at a file that keeps changing while it is read


def row_of(path: str, item: Found) -> Row:
    """The index row of one path: what the game holds, or why it is listed as broken. A row whose values
    would not read back is a broken one. Never raises."""
    if item.problem is not None:
        return _broken(path, item, item.problem)
    row = read_game(path, item)
    try:
        _check_row(row)
    except NumberError:
        return _broken(path, item, GameFileError("results_too_large"))
    except Exception as exc:  # noqa: BLE001 (the index can keep nothing of this game)
        return _broken(path, item, _internal(exc))
    return row


def _check_row(row: Row) -> None:
    """Raise unless the row reads back whole: every text encodable, every number within what is read."""
    for value in row:
        if isinstance(value, str):
            value.encode("utf-8")
        elif isinstance(value, int) and not -SQLITE_INTEGER < value < SQLITE_INTEGER:
            raise OverflowError("too large for the index")
    for seat in entry_of(row, registered=False).seats:
        if seat.money is not None:
            parse_number(seat.money)  # money as the results: within the digits of a number in a file


@dataclass(frozen=True)
class _Read:
    item: Found  # the file's stamp when it was read whole
    data: bytes
    game: Game
    seats: list[SeatRecord]
    document: JsonObject  # the JSON document the game was read from


def read_game(path: str, item: Found) -> Row:
    """The index row of one file: what it holds, or why it cannot be read. Never raises."""
    read = _read_steady(path, item)
    if not isinstance(read, _Read):
        return read
    item, game, rules = read.item, read.game, read.game.rules
    return (path, item.mtime_ns, item.size, game_date(game) or file_date(item.mtime_ns), game.title, game.created,
            json.dumps(game.players, ensure_ascii=False), rules.convention, rules.pool_target, int(game.finished),
            len(game.deals), None if rules.whist_price is None else fraction_str(rules.whist_price), rules.currency,
            (seats := seats_text(read.seats)), None, None, item.identity, item.ctime_ns,
            deals_key(read.data, read.document), seats_check(seats))


def _read_steady(path: str, item: Found) -> _Read | Row:
    """The file read and scored, or the row of why not. A file that changed while it was read (a sync tool
    writing it in place) is read again, up to ``READS`` times in all; what is kept carries the stamp from before
    its read, so that a file still changing is read again at the next refresh."""
    for attempt in range(1, READS + 1):
        try:
            data = read_bytes(path)
            loaded, document = loads_document(data)
            game = loaded.game
            read: _Read | GameFileError = _Read(item, data, game, game_seats(game, settle_game(game)), document)
        except GameFileError as exc:
            read = exc
        except Exception as exc:  # noqa: BLE001 (a file that breaks the core is listed, never breaks the library)
            return _broken(path, item, _internal(exc))
        now = found_at(path)
        if now.stamp != item.stamp and attempt < READS:
            item = now  # it changed while it was read: read what it is now
            continue
        return _broken(path, item, read) if isinstance(read, GameFileError) else read
    raise AssertionError("the last attempt returns")


def deals_key(data: bytes, decoded: JsonObject | None = None) -> str:
    """What tells two versions of a game apart: a digest of its players and deals as the file writes them (a
    conflict copy whose key is its game's holds the same deals; ``sync_copies``).

    ``decoded``: the file's document as ``loads_document`` read it from ``data``, which spares decoding the file
    again. Its players and deals are what json.loads gives unless they hold a decimal (a ``Decimal`` there, a
    float here, which json.dumps refuses) or the file begins with two byte-order marks (which json.loads
    refuses); for those the file is decoded again, as without it."""
    if decoded is not None and not data.startswith(codecs.BOM_UTF8 * 2):
        try:
            kept = json.dumps({"players": decoded.get("players"), "deals": decoded.get("deals")}, sort_keys=True)
        except TypeError:  # a Decimal
            pass
        else:
            return hashlib.sha1(kept.encode("utf-8", "surrogatepass")).hexdigest()
    try:
        document = json.loads(data.decode("utf-8-sig"))
        kept = json.dumps({"players": document.get("players"), "deals": document.get("deals")}, sort_keys=True)
    except (ValueError, AttributeError):  # what loads read but json does not: the bytes themselves
        return hashlib.sha1(data).hexdigest()
    return hashlib.sha1(kept.encode("utf-8", "surrogatepass")).hexdigest()


def seats_check(text: str) -> int:
    """The checksum of a row's seats: the entry reads them only when asked for (game_entry.py), so the listing
    tells a damaged text by this rather than by reading every seat of the library."""
    return zlib.crc32(text.encode("utf-8"))


_NO_SEATS = seats_check("[]")


def _broken(path: str, item: Found, error: GameFileError) -> Row:
    """The row of a file listed with ``error``: its English message and its codes (escaped to ASCII, so that
    nothing the file held can stop the row from being written)."""
    message = str(error).encode("utf-8", "backslashreplace").decode("utf-8")
    return (path, item.mtime_ns, item.size, file_date(item.mtime_ns), None, None, "[]", None, None, 0, 0, None,
            None, "[]", message, json.dumps(problem_to_json(error)), item.identity, item.ctime_ns, "", _NO_SEATS)


def _internal(exc: BaseException) -> GameFileError:
    text = f"{type(exc).__name__}: {exc}"[:300]
    return GameFileError("internal", problem=text.encode("utf-8", "backslashreplace").decode("utf-8"))


def game_date(game: Game) -> str | None:
    """When a game was played, in local time: its first deal's time (the first deal that has one), else when it
    ended, else when it was begun in the app (``created``); None when it holds none (the file's modification
    time is then its date). ``docs/club.md`` gives the rule to players."""
    first = next((deal.time for deal in game.deals if deal.time), None)
    for stamp in (first, game.ended, game.created):
        if (moment := _local_time(stamp)) is not None:
            return moment
    return None


def _local_time(text: str | None) -> str | None:
    """An ISO timestamp as local time without a zone, so that dates from anywhere sort together (a moment
    past what the clock converts, such as 9999-12-31T23:59:59-12:00, as its own wall time)."""
    if text is None:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is not None:
        try:
            moment = moment.astimezone()
        except (OverflowError, OSError, ValueError):
            pass
        moment = moment.replace(tzinfo=None)
    return moment.isoformat(timespec="seconds")


def file_date(mtime_ns: int) -> str:
    try:
        return datetime.fromtimestamp(mtime_ns / 1e9).isoformat(timespec="seconds")
    except (OverflowError, OSError, ValueError):
        return datetime(1970, 1, 1).isoformat(timespec="seconds")


def entry_of(row: Row, registered: bool) -> GameEntry:
    """The entry of a row; raises whatever a damaged row makes it raise."""
    (path, mtime_ns, size, date, title, created, players, convention, pool_target, finished, deals, whist_price,
     currency, seats, error, problem, identity, ctime_ns, key, check) = row
    if not isinstance(date, str) or seats_check(seats) != check:
        raise TypeError("a damaged row")
    return GameEntry(Path(path), mtime_ns, size, date, title, created, _names(players), convention,
                     pool_target, bool(finished), deals, whist_price, currency, seats, error, registered,
                     json.loads(problem) if problem else None, identity, ctime_ns, key)


def _names(text: str) -> list[str]:
    """The players of a row: a JSON list of names."""
    names: JsonValue = json.loads(text)
    if not isinstance(names, list):
        raise TypeError("a damaged row")
    texts = [name for name in names if isinstance(name, str)]
    if len(texts) != len(names):
        raise TypeError("a damaged row")
    return texts


def unreadable_row(row: Row) -> GameEntry:
    """A row that does not read back even from an index made afresh: listed as broken, never in the way."""
    error = GameFileError("internal", problem="its entry in the library index cannot be read")
    path = row[0] if isinstance(row[0], str) else str(row[0])
    return GameEntry(Path(path), 0, 0, file_date(0), error=str(error), problem=problem_to_json(error))


def entry_or_unreadable(row: Row, registered: bool) -> GameEntry:
    try:
        return entry_of(row, registered)
    except Exception:  # noqa: BLE001 (a damaged row)
        return unreadable_row(row)

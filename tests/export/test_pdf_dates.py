"""The PDF is dated by its game (when it ended, else when it began), not by the export, and the same game
still gives the same bytes."""

from __future__ import annotations

import io
from datetime import datetime, timedelta, timezone

from pypdf import PdfReader

from preferans_desk.core import Game
from preferans_desk.export import pdf_bytes
from preferans_desk.export.pdf import pdf_date


def dated(game: Game, created: str | None, ended: str | None = None) -> Game:
    return Game(game.players, game.rules, list(game.deals), title=game.title, created=created, ended=ended)


def dates(data: bytes) -> tuple[datetime | None, datetime | None]:
    meta = PdfReader(io.BytesIO(data)).metadata
    return meta.creation_date, meta.modification_date


def test_the_pdf_is_dated_when_the_game_ended(example):
    game = dated(example, "2026-12-01T19:05:00+03:00", "2026-12-01T23:40:00+03:00")
    moment = datetime(2026, 12, 1, 23, 40, tzinfo=timezone(timedelta(hours=3)))
    assert dates(pdf_bytes(game)) == (moment, moment)


def test_an_unfinished_game_is_dated_when_it_began(example):
    game = dated(example, "2026-11-28T20:15:30-05:00")
    created, modified = dates(pdf_bytes(game))
    assert created == modified == datetime(2026, 11, 28, 20, 15, 30, tzinfo=timezone(timedelta(hours=-5)))


def test_two_exports_of_the_same_game_are_the_same_bytes(example):
    game = dated(example, "2026-12-01T19:05:00+03:00", "2026-12-01T23:40:00+03:00")
    assert pdf_bytes(game) == pdf_bytes(dated(example, game.created, game.ended))
    assert pdf_bytes(game) != pdf_bytes(dated(example, game.created))  # the date is the game's


def test_pdf_dates_of_odd_stamps():
    assert pdf_date("2026-12-01") == "D:20261201000000"
    assert pdf_date("2026-12-01T21:40:00+05:30") == "D:20261201214000+05'30'"
    assert pdf_date("2026-12-01T21:40:00Z") == "D:20261201214000+00'00'"
    assert pdf_date("yesterday") is None and pdf_date(None) is None

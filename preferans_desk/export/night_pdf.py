"""The club night's printout (issue 25): the standings with how the tour points are counted, every round's
tables with their results, then each table's game as the game's own printout (``export.pages``), all in one
PDF numbered through.

The standings are the event's (``event.standings``) over the games that can be read: a table whose game is not in
yet, or whose file cannot be read or holds other players, is listed with that said and counted for nobody, so
that a night with one lost file still prints. The event and its games are read, never changed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from preferans_desk.core.atomic import atomic_write_bytes
from preferans_desk.core.exact_numbers import Number
from preferans_desk.core.game import Game
from preferans_desk.core.settlement import settle_game
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_model import Event
from preferans_desk.night.standings import Standing, standings
from preferans_desk.night.table_results import table_game
from preferans_desk.night.tour_points import CompressedPoints, PlacePoints, TourPoints, WhistPoints
from preferans_desk.render.metrics import text_width
from preferans_desk.words import texts

from .night_cards import event_title, limits_text
from .pages import BODY, HEADING, SMALL, TITLE, Cell, Document, Page, Row, Writer, footers, game_pages, page_size
from .pdf import pdf_date, render_pdf
from .printout_words import Words, num

STANDINGS_SIZE = BODY * 1.2
PRESET_SITES = {"gambler": "gambler.ru", "playelephant": "playelephant.lt"}  # whose public rules each preset is


@dataclass
class TableGame:
    """One table of one round as the printout finds it: its game and results, or why it has none."""

    round: int
    table: int
    players: list[str]
    game: Game | None = None
    results: dict[str, Number] | None = None
    problem: str | None = None  # why the game kept cannot be read, in the printout's language


def read_tables(event: Event, event_path: str | os.PathLike[str], words: Words) -> list[TableGame]:
    """Every seated table of every round, each game read alone: a bad one is said, the others still count."""
    found: list[TableGame] = []
    for number, round_ in enumerate(event.rounds, 1):
        for t, table in enumerate(round_.tables, 1):
            entry = TableGame(number, t, list(table.players))
            if table.game is not None:
                try:
                    entry.game, results = table_game(event, event_path, number, t)
                    entry.results = results or None  # a game of no deals is no game
                except EventError as exc:
                    cause = exc.cause if exc.code == "game" and exc.cause is not None else exc
                    with words.wording():  # the refusal in the printout's language, as the window words it
                        entry.problem = f"{table.game}: {texts.problem_text(cause)}"
            found.append(entry)
    return found


def points_words(points: TourPoints, words: Words) -> str:
    """How the event counts tour points, in the printout's language (``night_report.points_text`` in English
    for the command line)."""
    if isinstance(points, WhistPoints):
        return words("night_points_whists")
    if isinstance(points, PlacePoints):
        scales = "; ".join(words("night_points_scale", size, "/".join(map(num, scale)))
                           for size, scale in sorted(points.places.items()))
        text = words("night_points_places", scales, num(points.sole_winner))
        if points.below_zero is not None:
            text += "; " + words("night_points_below", num(points.below_zero))
        return text
    return _compressed_words(points, words)


def _compressed_words(points: CompressedPoints, words: Words) -> str:
    stretches = ", ".join(words("night_points_stretch", num(rate), num(above)) for above, rate in points.breakpoints)
    text = words("night_points_compressed", stretches)
    if points.preset:
        text += f" ({words('night_points_preset', PRESET_SITES.get(points.preset, points.preset))})"
    return text + "; " + words("night_points_losses_alike" if points.symmetric else "night_points_losses_full")


def night_document(event: Event, event_path: str | os.PathLike[str], words: Words, *, width: float,
                   height: float) -> Document:
    """The night's standings, its tables and every table's game on pages of ``width`` x ``height`` points."""
    title = event_title(event, words)
    tables = read_tables(event, event_path, words)
    results = {(entry.round, entry.table): entry.results for entry in tables if entry.results is not None}
    writer = Writer(width, height)
    _front(writer, event, title, standings(event, results), tables, words)
    _tables(writer, event, tables, words)
    games: list[tuple[str, list[Page]]] = []
    for entry in tables:
        if entry.game is not None:
            entry.game.title = words("night_game_title", title, entry.round, entry.table)  # our copy, read to print
            games.append((entry.game.title, game_pages(entry.game, settle_game(entry.game), words, width, height)))
    total = len(writer.pages) + sum(len(pages) for _, pages in games)
    footers(writer.pages, title, words, total=total)
    pages = list(writer.pages)
    for game_title, game_pages_ in games:
        footers(game_pages_, game_title, words, first=len(pages) + 1, total=total)
        pages += game_pages_
    return Document(title, words("night_subject"), pages)


def export_night_pdf(event: Event, event_path: str | os.PathLike[str], path: str | os.PathLike[str], *,
                     lang: str | None = "en", paper: str = "a4") -> None:
    """Write the night's printout of the event kept at ``event_path`` (its games' paths are relative to it) to
    ``path`` (atomically), on A4 or Letter paper, in ``lang``. Raises OSError if it cannot write."""
    width, height = page_size(paper, "portrait")
    document = night_document(event, event_path, Words(lang), width=width, height=height)
    atomic_write_bytes(Path(path), render_pdf(document, date=pdf_date(event.created)))


def _front(writer: Writer, event: Event, title: str, rows: list[Standing], tables: list[TableGame],
           words: Words) -> None:
    """The title, the night in figures, how tour points count, and the standings."""
    writer.heading(title, TITLE * 1.4)
    counted = sum(entry.results is not None for entry in tables)
    writer.paragraph(words("night_facts", len(event.players), len(event.rounds), counted), BODY * 1.2, "muted")
    writer.paragraph(words("night_points", points_words(event.points, words)), BODY * 1.2)
    writer.space(BODY * 1.5)
    complete = all(round_.complete for round_ in event.rounds) and counted == len(tables)
    writer.heading(words("night_final") if complete else words("night_so_far"), HEADING * 1.3, keep=BODY * 6)
    writer.space(BODY * 0.4)
    size = STANDINGS_SIZE
    heads = words("night_heads").split("|")
    cells = [[str(row.rank), row.name, num(row.points, True), num(row.whists, True), str(row.games)] for row in rows]
    pad = size * 0.35 * 2 + 1.0  # the cells' padding, and a point so that the widest text is not wrapped
    widths = [max(text_width(text, size, True) for text in [head, *(c[i] for c in cells)]) + pad
              for i, head in enumerate(heads)]
    widths[1] = max(writer.inner - sum(widths) + widths[1], text_width("M" * 6, size))  # the names take the rest
    roles = ["muted", "name", "result", "text", "muted"]
    header = Row([Cell(head, "muted", True) for head in heads], rule=True)
    table = [Row([Cell(text, role, role in ("name", "result")) for text, role in zip(row, roles, strict=True)],
                 stripe=i % 2 == 1) for i, row in enumerate(cells)]
    writer.table(widths, ["end", "start", "end", "end", "end"], table, header, size,
                 continued=words("night_continued"))
    writer.space(SMALL)
    writer.paragraph(words("night_order"), SMALL, "muted")


def _tables(writer: Writer, event: Event, tables: list[TableGame], words: Words) -> None:
    """Each round's tables: the players in seat order with their results, and the game's state or why there
    is none to count."""
    writer.space(BODY * 2)
    writer.heading(words("night_tables"), HEADING * 1.3, keep=BODY * 6)
    heads = words("night_tables_heads").split("|")
    pad = BODY * 0.35 * 2 + 1.0
    number_w = max(text_width(heads[0], BODY, True), text_width("99", BODY, True)) + pad
    state_w = writer.inner * 0.3
    header = Row([Cell(head, "muted", True) for head in heads], rule=True)
    for number, round_ in enumerate(event.rounds, 1):
        writer.space(BODY)
        writer.heading(f"{words('night_round', number)} · {limits_text(round_, words)}", HEADING, keep=BODY * 4)
        if not round_.seated:
            writer.paragraph(words("night_not_seated"), BODY, "muted")
            continue
        rows = [_table_row(entry, words) for entry in tables if entry.round == number]
        writer.table([number_w, writer.inner - number_w - state_w, state_w], ["end", "start", "start"], rows, header)


def _table_row(entry: TableGame, words: Words) -> Row:
    if entry.results is not None and entry.game is not None:
        players = " · ".join(f"{name} {num(entry.results[name], True)}" for name in entry.players)
        state = words("night_game_finished" if entry.game.finished else "night_game_unfinished",
                      len(entry.game.deals))
        return Row([Cell(str(entry.table), "text", True), Cell(players, "name"), Cell(state, "muted")],
                   stripe=entry.table % 2 == 0)
    state = words("night_unreadable", entry.problem) if entry.problem is not None else words("night_no_game")
    return Row([Cell(str(entry.table), "text", True), Cell(", ".join(entry.players), "name"),
                Cell(state, "mountain", True)], stripe=entry.table % 2 == 0)

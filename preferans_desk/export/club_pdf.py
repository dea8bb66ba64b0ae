"""The club's season table as a PDF (A4 or Letter, in the printout's language): the Club page, printed.

It lays the season's rows (``library.season_table``) out with the printout's writer (``export.pages``) and
writes them with the same PDF painter; it works nothing out of its own.
"""

from __future__ import annotations

import os
from pathlib import Path

from preferans_desk.core.atomic import atomic_write_bytes
from preferans_desk.library.season_table import SeasonRow
from preferans_desk.library.seasons import Season
from preferans_desk.render.metrics import text_width
from preferans_desk.words import texts

from .pages import SMALL, Cell, Document, Row, Writer, footers, page_size
from .pdf import render_pdf
from .printout_words import Words


def club_document(rows: list[SeasonRow], games: int, season: Season, words: Words, *, width: float,
                  height: float) -> Document:
    """The season's table on pages of ``width`` x ``height`` points."""
    with words.wording():
        title = words("club_title")
        writer = Writer(width, height)
        writer.heading(title)
        span = words("club_all_time") if season.all_time else words(
            "club_span", season.start or "…", season.last.isoformat() if season.last is not None else "…")
        writer.paragraph(f"{span} · {words('club_games', games)}")
        writer.space(SMALL)
        heads = words("club_heads").split("|")
        cells = [_cells(row) for row in rows]
        widths = _widths(heads, cells, writer.inner)
        header = Row([Cell(head, "muted", True) for head in heads], rule=True)
        table = [Row([Cell(text) for text in row], stripe=number % 2 == 1) for number, row in enumerate(cells)]
        writer.table(widths, ["end", "start", *(["end"] * (len(heads) - 2))], table, header, SMALL,
                     continued=words("club_continued"))
        writer.space(SMALL)
        writer.paragraph(words("club_note"), SMALL, "muted")
        footers(writer.pages, title, words)
        return Document(title, words("club_subject"), writer.pages)


NAME, MONEY = 1, 7  # the columns of the players' names and of their money


def _widths(heads: list[str], cells: list[list[str]], inner: float) -> list[float]:
    """The columns' widths on a page ``inner`` points wide. Each column is as wide as its widest text; where
    that is too wide, the columns whose texts break at spaces narrow first (the money, then the other columns
    whose heads have two words), never below their longest word, and the names last, so that a name is cut at
    its spaces only, and inside a word only when the page has no room for its longest word."""
    pad = SMALL * 0.35 * 2

    def width(text: str, bold: bool) -> float:
        return text_width(text, SMALL, bold) + pad

    def word(text: str, bold: bool) -> float:  # a hair over: the wrap adds the widths up in another order
        return max(width(part, bold) for part in text.split(" ")) + 0.01

    columns = [[(head, True), *((row[i], False) for row in cells)] for i, head in enumerate(heads)]
    whole = [max(width(text, bold) for text, bold in column) for column in columns]
    least = [max(word(text, bold) for text, bold in column) for column in columns]
    widths = list(whole)
    spare = inner - sum(widths)
    if spare >= 0:
        widths[NAME] += spare  # the names take what is left
        return widths
    others = [i for i in range(len(heads)) if i not in (NAME, MONEY)]
    for group in ([MONEY], others, [NAME]):
        slack = sum(widths[i] - least[i] for i in group)
        if slack <= 0:
            continue
        share = min(1.0, -spare / slack)
        for i in group:
            widths[i] -= (widths[i] - least[i]) * share
        spare = inner - sum(widths)
        if spare >= 0:
            return widths
    widths[NAME] = max(widths[NAME] + spare, width("M" * 6, False))  # no room for a whole word: cut it
    return widths


def _cells(row: SeasonRow) -> list[str]:
    s = row.stats
    return [str(row.rank), row.name, str(row.rating), texts.number(row.rating_change, sign=True), str(s.games),
            str(row.first_places), texts.number(s.total, sign=True), texts.money_totals(s.money) or "—",
            texts.two_places(row.per_deal), f"{s.made}/{s.remizes}",
            f"{s.misere_made}/{s.misere_failed}", texts.number(s.whists_written)]


def export_club_pdf(rows: list[SeasonRow], games: int, season: Season, path: str | os.PathLike[str], *,
                    lang: str | None = "en", paper: str = "a4") -> None:
    """Write the season's table to ``path`` (atomically), on A4 or Letter paper, in ``lang``."""
    width, height = page_size(paper, "portrait")
    document = club_document(rows, games, season, Words(lang), width=width, height=height)
    atomic_write_bytes(Path(path), render_pdf(document))

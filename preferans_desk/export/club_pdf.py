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
        pad = SMALL * 0.35 * 2
        widths = [max(text_width(text, SMALL, bold) for text, bold in [(head, True), *((c[i], False) for c in cells)])
                  + pad for i, head in enumerate(heads)]
        spare = writer.inner - sum(widths)
        widths[1] += max(0.0, spare)  # the names take what is left
        if spare < 0:  # too wide (long names, much money): the names give way, cut short
            widths[1] = max(widths[1] + spare, text_width("M" * 6, SMALL))
        header = Row([Cell(head, "muted", True) for head in heads], rule=True)
        table = [Row([Cell(text) for text in row], stripe=number % 2 == 1) for number, row in enumerate(cells)]
        writer.table(widths, ["end", "start", *(["end"] * (len(heads) - 2))], table, header, SMALL,
                     continued=words("club_continued"))
        writer.space(SMALL)
        writer.paragraph(words("club_note"), SMALL, "muted")
        footers(writer.pages, title, words)
        return Document(title, words("club_subject"), writer.pages)


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

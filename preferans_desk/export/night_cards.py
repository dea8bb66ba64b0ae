"""A club night's round printed for the room (issue 25): the seating on the first page, to pin up, then a card
for each table, two to a page, to cut out and set on the table.

A card says, in print that reads from across a table, the table's number, its players in seat order (the first
deals first), the table's code as two groups of four and where the director is, so that the table's laptop can
join (Game > Join Club Night, ``docs/club-night-network.md``), and, when the director's address is known, the QR
code of the table's scoring page (issue 34), so that a table without a laptop scores on its players' phones (a
card printed without the address says how to find the page instead). The seating page shows no codes: it hangs
where everyone sees it, and a code lets whoever has it send that table's game.

Laid out with the printout's pages and drawn by its PDF painter (``export.pages``, ``export.pdf``), in the
printout's language; the event is read, never changed.
"""

from __future__ import annotations

import os
from pathlib import Path

import segno

from preferans_desk.core.atomic import atomic_write_bytes
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_model import Event, Round, RoundTable
from preferans_desk.night.phone_address import page_address
from preferans_desk.night.table_codes import shown
from preferans_desk.render.metrics import ASCENT, elide, text_width
from preferans_desk.render.primitives import Fill, Line, TextRun

from .pages import BODY, HEADING, LEADING, TITLE, Cell, Document, Drawing, Page, Row, Writer, footers, page_size, wrap
from .pdf import pdf_date, render_pdf
from .printout_words import Words

CARDS_A_PAGE = 2  # a card is half a page: A5 on A4, large enough to read across a table
CARD_INSET = 22.0  # from the cut line and the paper's edge to the card's frame
PAD = 18.0  # inside the frame
SEATING_SIZE = 15.0  # the seating page is read from a step or two away
TABLE_NUMBER_MAX = 150.0
CODE_SIZE = 42.0
JOIN_SIZE = BODY * 1.1
CODE_PITCH = 0.9  # ems a character of the code: every character the same width, as a typewriter's
QR_COLUMN = 150.0  # points: the page's QR code with its quiet zone, some 4 cm across, read from a table's side
QR_QUIET = 4  # modules of blank paper around the code, as the QR standard asks
QR_GAP = 14.0  # between the QR's column and the rest of the card
NAME_SIZES = (22.0, 20.0, 18.0, 16.0, 14.0, 12.0, 10.0, 9.0, 8.0)  # the largest at which all the names fit


def event_title(event: Event, words: Words) -> str:
    return event.title or words("night_title")


def seated_round(event: Event, number: int) -> Round:
    """Round ``number``, refused as the command line refuses it when there is none or it is not seated."""
    if not 1 <= number <= len(event.rounds):
        raise EventError("no_round", round=number, count=len(event.rounds))
    round_ = event.rounds[number - 1]
    if not round_.seated:
        raise EventError("not_seated", round=number)
    return round_


def limits_text(round_: Round, words: Words) -> str:
    """The round's pool and its limits of deals and time."""
    limits = round_.limits
    parts = [words("pool_to", limits.pool)]
    if limits.deals is not None:
        parts.append(words("night_deals_limit", limits.deals))
    if limits.minutes is not None:
        parts.append(words("night_minutes_limit", limits.minutes))
    return " · ".join(parts)


def cards_document(event: Event, number: int, words: Words, *, director: str | None = None, width: float,
                   height: float) -> Document:
    """The seating of round ``number`` and its tables' cards on pages of ``width`` x ``height`` points;
    ``director`` is the director's address as the tables type it (None: the cards say to ask)."""
    round_ = seated_round(event, number)
    title = event_title(event, words)
    seating = _seating_pages(event, number, round_, words, width, height)
    cards: list[Page] = []
    for first in range(0, len(round_.tables), CARDS_A_PAGE):
        page = Page(width, height)
        slots = list(enumerate(round_.tables[first:first + CARDS_A_PAGE], first + 1))
        page.parts.append((_card_page(slots, title, number, round_, director, words, width, height), 0.0, 0.0))
        cards.append(page)
    # the cards are cut out: only the seating carries the footer, numbered among all the pages
    footers(seating, f"{title} · {words('night_round', number)}", words, total=len(seating) + len(cards))
    return Document(f"{title} · {words('night_round', number)}", words("night_cards_subject"), seating + cards)


def export_cards_pdf(event: Event, number: int, path: str | os.PathLike[str], *, director: str | None = None,
                     lang: str | None = "en", paper: str = "a4") -> None:
    """Write round ``number``'s seating and table cards to ``path`` (atomically), on A4 or Letter paper, in
    ``lang``. Raises ``EventError`` for a round the event lacks or has not seated, OSError if it cannot write."""
    width, height = page_size(paper, "portrait")
    document = cards_document(event, number, Words(lang), director=director, width=width, height=height)
    atomic_write_bytes(Path(path), render_pdf(document, date=pdf_date(event.created)))  # the same event, the same bytes


# ----- the seating -----

def _seating_pages(event: Event, number: int, round_: Round, words: Words, width: float,
                   height: float) -> list[Page]:
    writer = Writer(width, height)
    writer.heading(event_title(event, words), TITLE * 1.4)
    writer.heading(words("night_seating", number), HEADING * 1.5)
    writer.paragraph(limits_text(round_, words), BODY * 1.3, "muted")
    writer.space(BODY)
    size = SEATING_SIZE
    heads = words("night_seating_heads").split("|")
    pad = size * 0.35 * 2 + 1.0  # the cells' padding, and a point so that the widest text is not wrapped
    number_w = max(text_width(heads[0], size, True), text_width(str(len(round_.tables)), size, True)) + pad
    header = Row([Cell(head, "muted", True) for head in heads], rule=True)
    rows = [Row([Cell(str(t), "text", True), Cell(", ".join(table.players), "name")], stripe=t % 2 == 0)
            for t, table in enumerate(round_.tables, 1)]
    writer.table([number_w, writer.inner - number_w], ["end", "start"], rows, header, size)
    writer.space(BODY)
    writer.paragraph(words("night_seating_note"), BODY * 1.2, "muted")
    seated = {name for table in round_.tables for name in table.players}
    out = [name for name in event.active(number) if name not in seated]
    if out:
        writer.space(BODY)
        writer.paragraph(words("night_sitting_out", ", ".join(out)), BODY * 1.3)
    return writer.pages


# ----- the cards -----

def _card_page(slots: list[tuple[int, RoundTable]], title: str, number: int, round_: Round, director: str | None,
               words: Words, width: float, height: float) -> Drawing:
    drawing = Drawing()
    slot_h = height / CARDS_A_PAGE
    for index, (t, table) in enumerate(slots):
        top = index * slot_h
        box = (CARD_INSET, top + CARD_INSET, width - 2 * CARD_INSET, slot_h - 2 * CARD_INSET)
        _card(drawing, box, t, table, title, number, round_, director, words)
        if index:  # where to cut, between two cards
            drawing.lines.append(Line(((0.0, top), (width, top)), 0.6, "thin", dash=(6.0, 4.0)))
    return drawing


def _card(d: Drawing, box: tuple[float, float, float, float], t: int, table: RoundTable, title: str, number: int,
          round_: Round, director: str | None, words: Words) -> None:
    left, top, width, height = box
    x0, y, inner = left + PAD, top + PAD, width - 2 * PAD
    d.lines.append(Line(((left, top), (left + width, top), (left + width, top + height), (left, top + height)),
                        0.8, "thin", closed=True))
    head = words("night_round", number)
    head_w = text_width(head, HEADING * 1.2, True)
    _text(d, x0, y, elide(title, inner - head_w - HEADING, HEADING * 1.2, True), HEADING * 1.2, bold=True)
    y = _text(d, x0 + inner, y, head, HEADING * 1.2, anchor="end", bold=True)
    y = _text(d, x0, y, limits_text(round_, words), BODY, role="muted") + BODY * 0.4
    d.lines.append(Line(((x0, y), (x0 + inner, y)), 0.6, "thin"))
    y += BODY
    bottom = top + height - PAD
    page = page_address(director, table.code) if director and table.code else None
    if page is not None:  # the page's QR code in a column of its own at the right, the rest beside it
        _page_column(d, x0 + inner - QR_COLUMN, y, page, words)
        inner -= QR_COLUMN + QR_GAP
    band = _join_band(table, director, page is None, words, inner)
    band_top = bottom - band.height
    _draw_band(d, band, x0, band_top, inner)
    _middle(d, (x0, y, inner, band_top - BODY * 1.5), t, table, words)


def _middle(d: Drawing, box: tuple[float, float, float, float], t: int, table: RoundTable, words: Words) -> None:
    """The table's number, as large as the room allows, beside its players in seat order."""
    x0, y, inner, bottom = box
    number_w = inner * 0.32
    label = HEADING * 1.2
    below = _text(d, x0 + number_w / 2, y, words("night_table"), label, anchor="middle", role="muted", bold=True)
    digits = str(t)
    size = min(TABLE_NUMBER_MAX, (bottom - below) / (ASCENT + 0.1), number_w * 0.92 / text_width(digits, 1.0, True))
    d.texts.append(_run(x0 + number_w / 2, below + ASCENT * size + size * 0.05, digits, size, "middle", "text", True))
    names_x = x0 + number_w + HEADING
    names_w = x0 + inner - names_x
    y = _text(d, names_x, y, words("night_seats"), BODY * 1.1, role="muted", bold=True) + BODY * 0.3
    _names(d, names_x, y, names_w, bottom - y, table.players, words)


def _names(d: Drawing, x: float, y: float, width: float, room: float, players: list[str], words: Words) -> None:
    """Each seat's number and name, the first marked as dealing first, at the largest size at which every name
    fits whole (wrapped, never cut short, down to the smallest size)."""
    for size in NAME_SIZES:
        seat_w = text_width("4 ", size, True)
        lines = [wrap(name, width - seat_w, size, True) for name in players]
        first_note = size * 0.6 * LEADING
        need = sum(len(cell) for cell in lines) * size * LEADING + first_note + size * 0.3 * (len(players) - 1)
        whole = all(text_width(word, size, True) <= width - seat_w for name in players for word in name.split())
        if (need <= room and whole) or size == NAME_SIZES[-1]:  # a word broken in two reads worse than smaller
            break
    for seat, cell in enumerate(lines, 1):
        _text(d, x, y, str(seat), size, role="muted", bold=True)
        for line in cell:
            y = _text(d, x + seat_w, y, line, size, role="name", bold=True)
        if seat == 1:
            y = _text(d, x + seat_w, y, words("night_deals_first"), size * 0.6, role="muted")
        y += size * 0.3


class _Band:
    """The card's foot, laid out before it is drawn (its height decides the room above it): the code in a grey
    box, or the note that there is none yet, then the director's address, how to join and, on a card without the
    page's QR code, how to find the page."""

    def __init__(self, label: str, code: str | None, note: list[str], director: list[str], join: list[str],
                 phones: list[str], code_size: float):
        self.label, self.code, self.note, self.director, self.join = label, code, note, director, join
        self.phones, self.code_size = phones, code_size
        box = BODY * LEADING + (code_size * 1.25 if code else len(note) * BODY * 1.3 * LEADING) + BODY
        self.box = box
        self.height = (box + BODY * 0.8 + len(director) * BODY * 1.3 * LEADING
                       + (len(join) + len(phones)) * JOIN_SIZE * LEADING)


def _join_band(table: RoundTable, director: str | None, phones_note: bool, words: Words, inner: float) -> _Band:
    note = [] if table.code else wrap(words("night_no_code"), inner - BODY * 2, BODY * 1.3, True)
    address = words("night_director", director) if director else words("night_ask_director")
    code_size = min(CODE_SIZE, (inner - BODY * 2) / (len(shown("A" * 8)) * CODE_PITCH))  # beside a QR: narrower
    phones = wrap(words("night_phones_ask"), inner, JOIN_SIZE, True) if phones_note else []
    return _Band(words("night_code"), table.code, note, wrap(address, inner, BODY * 1.3, True),
                 wrap(words("night_join"), inner, JOIN_SIZE), phones, code_size)


def _draw_band(d: Drawing, band: _Band, x0: float, top: float, inner: float) -> None:
    x1, bottom = x0 + inner, top + band.box
    d.fills.append(Fill(((x0, top), (x1, top), (x1, bottom), (x0, bottom)), "stripe"))
    y = _text(d, x0 + BODY, top + BODY * 0.4, band.label, BODY, role="muted", bold=True)
    if band.code is not None:
        _code(d, shown(band.code), x0 + inner / 2, y + band.code_size * 0.1, band.code_size)
    else:
        for line in band.note:
            y = _text(d, x0 + BODY, y, line, BODY * 1.3, role="mountain", bold=True)
    y = bottom + BODY * 0.8
    for line in band.director:
        y = _text(d, x0, y, line, BODY * 1.3, bold=True)
    for line in band.join:
        y = _text(d, x0, y, line, JOIN_SIZE, role="muted")
    for line in band.phones:
        y = _text(d, x0, y, line, JOIN_SIZE, bold=True)


# ----- the scoring page's QR code -----

def _page_column(d: Drawing, x: float, y: float, page: str, words: Words) -> None:
    """"Score on your phones: scan this", the page's QR code under it, and its address in small print under that
    (for a phone that reads no QR code, to type)."""
    for line in wrap(words("night_phones"), QR_COLUMN, BODY * 1.3, True):
        y = _text(d, x + QR_COLUMN / 2, y, line, BODY * 1.3, anchor="middle", bold=True)
    _qr(d, page, x, y, QR_COLUMN)
    host, path = page[:page.index("/t/")], page[page.index("/t/"):]  # two lines, in print that reads
    size = min(BODY, QR_COLUMN / max(text_width(host, 1.0, False), text_width(path, 1.0, False)))
    y = _text(d, x + QR_COLUMN / 2, y + QR_COLUMN, host, size, anchor="middle", role="muted")
    _text(d, x + QR_COLUMN / 2, y, path, size, anchor="middle", role="muted")


def _qr(d: Drawing, text: str, x: float, y: float, side: float) -> None:
    """The QR code of ``text`` in a square of ``side`` points whose top left is ``x``, ``y``, its quiet zone of
    blank paper included: each row's run of dark modules one filled rectangle (so that the PDF holds a few
    hundred shapes, not thousands), a hair taller than its row so that no seam shows between rows."""
    matrix = segno.make(text, error="m").matrix
    module = side / (len(matrix) + 2 * QR_QUIET)
    d.fills.append(Fill(((x, y), (x + side, y), (x + side, y + side), (x, y + side)), "paper"))
    for row, cells in enumerate(matrix):
        top = y + (row + QR_QUIET) * module
        low = top + module * 1.02
        column = 0
        while column < len(cells):
            if not cells[column] & 1:
                column += 1
                continue
            start = column
            while column < len(cells) and cells[column] & 1:
                column += 1
            x0, x1 = x + (start + QR_QUIET) * module, x + (column + QR_QUIET) * module
            d.fills.append(Fill(((x0, top), (x1, top), (x1, low), (x0, low)), "text"))


def _code(d: Drawing, text: str, centre: float, top: float, size: float) -> None:
    """The code, each character centred in a cell of the same width, so that it reads like a typewriter's
    (the bundled DejaVu Sans has no monospaced face) and the two groups of four stand apart."""
    pitch = CODE_PITCH * size
    start = centre - len(text) * pitch / 2
    for i, ch in enumerate(text):
        d.texts.append(_run(start + (i + 0.5) * pitch, top + ASCENT * size, ch, size, "middle", "text", True))


def _text(d: Drawing, x: float, top: float, text: str, size: float, *, anchor: str = "start", role: str = "text",
          bold: bool = False) -> float:
    """One line whose top is ``top``; returns the top of the next."""
    if text:
        d.texts.append(_run(x, top + (LEADING - 1) * size / 2 + ASCENT * size, text, size, anchor, role, bold))
    return top + size * LEADING


def _run(x: float, baseline: float, text: str, size: float, anchor: str, role: str, bold: bool) -> TextRun:
    return TextRun(x, baseline, text, size, 0.0, anchor, role, bold, False, text_width(text, size, bold))

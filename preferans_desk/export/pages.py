"""The printout as pages of drawing primitives, for the PDF and the printer alike.

Page 1 is the paper sheet (``render.geometry``) with the circled settlement
under a short header, in the page's shape (a landscape page prints the landscape
sheet, the results beside it); page 2 works the settlement out step by step after the
facts of the game; the list of deals follows on as many pages as it needs.
Everything is laid out here in page units (PDF points, y downwards) with the
same primitives as the sheet, so that ``render.pdf_painter`` and the Qt
painter draw the same pages. Text is measured with ``render.metrics`` (the
bundled DejaVu Sans) and wrapped here: no backend decides where a line breaks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import datetime

from preferans_desk.core.currency import money_text, price_text
from preferans_desk.core.game import Game
from preferans_desk.core.settings import PRESETS
from preferans_desk.core.settlement import Settlement, settle_game
from preferans_desk.core.settlement_rows import Row as StepRow
from preferans_desk.core.settlement_rows import SettlementRows, Step, settlement_rows
from preferans_desk.render.geometry import layout_sheet, sheet_aspect
from preferans_desk.render.metrics import ASCENT, advances, cut, elide, text_width
from preferans_desk.render.primitives import Ellipse, Fill, Line, SheetInfo, SheetLayout, TextRun
from preferans_desk.words import texts

from .printout_words import NOTE_ALLPASS, NOTE_DEALER, NOTE_EXIT, NOTE_WHIST, Words, num

PAPERS = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}  # portrait, in points
ORIENTATIONS = ("portrait", "landscape")
MARGIN = 40.0
LEADING = 1.3

# Text sizes, in points.
TITLE = 15.0
HEADING = 12.0
BODY = 9.0
SMALL = 8.0
FOOTER = 7.5
FOOTER_ROOM = FOOTER * LEADING * 1.5
SUMMARY_MIN_WIDTH = 170.0  # points beside the sheet worth a summary of the results
SUMMARY_MAX_WIDTH = 300.0

# The printout's own inks, beside the sheet's (render.style); the paper is white, to save toner.
PALETTE = {
    "paper": (255, 255, 255),
    "text": (25, 25, 25),
    "muted": (105, 105, 105),
    "stripe": (242, 242, 236),
    "thin": (160, 160, 160),
}


@dataclass
class Drawing:
    """Primitives in page units: what a backend paints, like a ``SheetLayout``."""

    fills: list[Fill] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    ellipses: list[Ellipse] = field(default_factory=list)
    texts: list[TextRun] = field(default_factory=list)


@dataclass
class Page:
    """One page: drawings (a sheet layout among them) each placed at an offset."""

    width: float
    height: float
    parts: list[tuple[Drawing | SheetLayout, float, float]] = field(default_factory=list)


@dataclass
class Document:
    title: str
    subject: str
    pages: list[Page]
    settlement: Settlement | None = None  # the game's, for a game's printout


def page_size(paper: str = "a4", orientation: str = "portrait") -> tuple[float, float]:
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r} (known: {', '.join(PAPERS)})")
    if orientation not in ORIENTATIONS:
        raise ValueError(f"unknown orientation {orientation!r} (known: {', '.join(ORIENTATIONS)})")
    w, h = PAPERS[paper]
    return (h, w) if orientation == "landscape" else (w, h)


def build_document(game: Game, words: Words, *, width: float, height: float, rounding: str | None = None,
                   settlement: Settlement | None = None) -> Document:
    """Every page of the printout of ``game`` on ``width`` x ``height`` points."""
    s = settlement if settlement is not None else settle_game(game, rounding)
    pages = game_pages(game, s, words, width, height)
    title = game.title or words("game")
    footers(pages, title, words)
    return Document(title, words("subject"), pages, s)


def game_pages(game: Game, s: Settlement, words: Words, width: float, height: float) -> list[Page]:
    """The printout's pages of ``game`` settled as ``s``, without footers: a longer printout (the club night's)
    takes them among its own and numbers its pages through."""
    settled = settlement_rows(s)
    with words.wording():
        pages = [sheet_page(game, s, words, width, height, settled)]
        writer = Writer(width, height)
        _facts(writer, game, s, words)
        _settlement(writer, game, settled, words)
        _deals(writer, game, words)
        return pages + writer.pages


# ----- page 1: the sheet -----

def sheet_page(game: Game, s: Settlement, words: Words, width: float, height: float,
               settled: SettlementRows | None = None) -> Page:
    """The header (title, date, who and how, finished or not) and the sheet with the circled settlement:
    on a landscape page the landscape sheet, with the results beside it where they fit (``settled``: the
    settlement's rows, when the caller has them)."""
    settled = settled if settled is not None else settlement_rows(s)
    page = Page(width, height)
    head = Drawing()
    inner = width - 2 * MARGIN
    y = MARGIN
    title = game.title or words("game")
    date = _date(game.created)
    date_w = text_width(date, BODY) if date else 0.0
    y = _line(head, MARGIN, y, elide(title, inner - date_w - BODY * 2, TITLE, True), TITLE, role="text", bold=True)
    if date:
        head.texts.append(_run(MARGIN + inner, y - TITLE * LEADING, date, BODY, TITLE, "end", "muted"))
    about = [", ".join(game.players), words.convention(game.rules.convention), words("pool_to", game.rules.pool_target)]
    price = _price_note(game, words)
    if price:
        about.append(price)
    about.append(words("deal_count", len(game.deals)))
    for text in wrap(" · ".join(about), inner, BODY):
        y = _line(head, MARGIN, y, text, BODY, role="text")
    status = words("finished") if game.finished else words("unfinished")
    y = _line(head, MARGIN, y, status, BODY, role="muted" if game.finished else "mountain", bold=not game.finished)
    top = y + BODY * 0.6
    bottom = height - MARGIN - FOOTER_ROOM
    area_w, area_h = inner, bottom - top
    shape = "landscape" if width > height else "portrait"
    aspect = sheet_aspect(len(game.players), shape)
    paper_w = min(area_w, area_h * aspect)
    paper_h = paper_w / aspect
    parts: list[tuple[Drawing | SheetLayout, float, float]] = [(head, 0.0, 0.0)]
    gap = BODY * 2
    if shape == "landscape":  # the results beside the sheet, which gives up the width they need
        beside = max(inner - paper_w - gap, SUMMARY_MIN_WIDTH)
        summary, used = _summary(game, settled, words, (MARGIN + inner - beside, top, beside, bottom))
        if used <= area_h:
            area_w = inner - beside - gap
            parts.append((summary, 0.0, 0.0))
    elif area_w - paper_w >= SUMMARY_MIN_WIDTH + gap:  # room beside a portrait sheet: the results there
        area_w = paper_w
        parts.append((_summary(game, settled, words, (MARGIN + paper_w + gap, top, inner - paper_w - gap, bottom))[0],
                      0.0, 0.0))
    else:  # room under it (a square sheet on portrait paper)?
        summary, used = _summary(game, settled, words, (MARGIN, top + paper_h + gap, inner, bottom))
        if used <= bottom - top - paper_h - gap:
            area_h = paper_h
            parts.append((summary, 0.0, 0.0))
    # no cache passed: a fresh one, so that a printout shares nothing with the window's layouts
    sheet = layout_sheet(game.sheet, area_w, area_h, settlement=s, highlight_deal=len(game.sheet.records),
                         info=sheet_notes(game, words), shape=shape)
    parts.append((sheet, MARGIN, top))
    page.parts = parts
    return page


def _summary(game: Game, settled: SettlementRows, words: Words,
             box: tuple[float, float, float, float]) -> tuple[Drawing, float]:
    """The results and who pays whom, written in ``box`` (left, top, width, bottom) of page 1; returns the
    drawing and the height it takes (it may overrun the box: the caller checks)."""
    left, top, width, _ = box
    w = Writer(0.0, 0.0, (left, top, min(width, SUMMARY_MAX_WIDTH), math.inf))
    _results(w, game, settled, words, size=BODY)
    return w.drawing, w.y - top


def _results(w: Writer, game: Game, settled: SettlementRows, words: Words, size: float) -> None:
    """The result (and the money) of each player, then who pays whom."""
    w.heading(_result_label(settled, words), HEADING * 0.9)
    w.space(size * 0.3)
    result = settled.result
    amounts = settled.money
    money = amounts is not None
    value_w = max(text_width(num(r, True), size, True) for r in result) + size
    money_texts = ([money_text(m, settled.money_digits, None, words.language, sign=True) for m in amounts]
                   if amounts is not None else [])
    money_w = max((text_width(t, size, True) for t in money_texts), default=0.0) + size if money else 0.0
    name_w = w.inner - value_w - money_w
    rows = []
    for seat, name in enumerate(game.players):
        cells = [Cell(name, "name", True), Cell(num(result[seat], True), "result", True)]
        if money:
            cells.append(Cell(money_texts[seat], "result"))
        rows.append(Row(cells, stripe=seat % 2 == 1))
    widths = [name_w, value_w] + ([money_w] if money else [])
    w.table(widths, ["start", "end", "end"][: len(widths)], rows, size=size)
    w.space(size)
    w.heading(words("who_pays"), HEADING * 0.9, keep=size * LEADING)
    _transfers(w, game, settled, words, size)


def _result_label(settled: SettlementRows, words: Words) -> str:
    """"Result", or "Result (paper)" when it is rounded."""
    if settled.rounding == "exact":
        return words("result")
    return words("result_rounded", words.choice("rounding", settled.rounding))


def sheet_notes(game: Game, words: Words) -> SheetInfo:
    """The notes beside the circle; what comes next (all-pass price, exit, dealer) only while the game is on."""
    sheet = game.sheet
    price = _price_note(game, words)
    convention = words.convention(game.rules.convention)
    if game.finished:
        return SheetInfo(convention, price)
    allpass = words.other(NOTE_ALLPASS, num(sheet.next_allpass_price()))
    exit_level = words.other(NOTE_EXIT, sheet.exit_level()) if sheet.streak else ""
    return SheetInfo(convention, price, allpass, exit_level, words.other(NOTE_DEALER, sheet.players[sheet.next_dealer]))


def _price_note(game: Game, words: Words) -> str:
    """What a whist costs, or nothing for a game played without a price."""
    rules = game.rules
    if rules.whist_price is None:
        return ""
    return words.other(NOTE_WHIST, price_text(rules.whist_price, rules.currency, words.language))


def _date(stamp: str | None) -> str:
    if not stamp:
        return ""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    return moment.strftime("%Y-%m-%d %H:%M") if "T" in stamp else moment.strftime("%Y-%m-%d")


# ----- text pages -----

@dataclass
class Cell:
    text: str
    role: str = "text"
    bold: bool = False


@dataclass
class Row:
    cells: list[Cell]
    span: bool = False  # one text across the whole table (an explanation between the rows)
    stripe: bool = False
    rule: bool = False  # a thin line under the row
    before: float = 0.0  # space above the row, in points (dropped at the top of a page)


class Writer:
    """Writes lines, paragraphs and tables down pages, starting a new page when one is full."""

    def __init__(self, width: float, height: float, box: tuple[float, float, float, float] | None = None):
        """Pages of ``width`` x ``height``, written inside the margins or inside ``box`` (left, top, width,
        bottom) of each."""
        self.width = width
        self.height = height
        left, top, inner, bottom = box or (MARGIN, MARGIN, width - 2 * MARGIN, height - MARGIN - FOOTER_ROOM)
        self.left, self.top, self.inner, self.bottom = left, top, inner, bottom
        self.pages: list[Page] = []
        self.drawing = Drawing()
        self.y = top
        self.new_page()

    def new_page(self) -> None:
        self.drawing = Drawing()
        self.pages.append(Page(self.width, self.height, [(self.drawing, 0.0, 0.0)]))
        self.y = self.top

    def fits(self, height: float) -> bool:
        return self.y + height <= self.bottom + 1e-6

    def space(self, points: float) -> None:
        if self.y > self.top:
            self.y = min(self.y + points, self.bottom)

    def page_lines(self, size: float) -> float:
        """How many lines of ``size`` an empty page holds (at least one; inf in a box without a bottom)."""
        return max(1.0, (self.bottom - self.top) // (size * LEADING))

    def heading(self, text: str, size: float = HEADING, keep: float = 0.0) -> None:
        """A heading, kept on one page with ``keep`` points of what follows (a heading longer than a page,
        a title of pages, is cut to one page)."""
        most = self.page_lines(size)
        lines = _clipped(wrap(text, self.inner, size, True, most + 1), most, self.inner, size, True)
        if not self.fits(len(lines) * size * LEADING + keep):
            self.new_page()
        for line in lines:
            self.y = _line(self.drawing, self.left, self.y, line, size, role="text", bold=True)

    def paragraph(self, text: str, size: float = BODY, role: str = "text", bold: bool = False) -> None:
        for line in wrap(text, self.inner, size, bold):
            if not self.fits(size * LEADING):
                self.new_page()
            self.y = _line(self.drawing, self.left, self.y, line, size, role=role, bold=bold)

    def table(self, widths: list[float], aligns: list[str], rows: list[Row], header: Row | None = None,
              size: float = BODY, continued: str | None = None) -> None:
        """Rows of cells in columns of ``widths`` (aligned start or end); a row never splits across pages.
        On each new page the ``continued`` heading and the ``header`` row are written again."""
        pad = size * 0.35
        most = self.page_lines(size) + 1  # enough to tell a row taller than a page, which is cut anyway
        header_lines = self._lines(header, widths, size, pad, most) if header is not None else []
        header_due = header is not None
        started = False
        for row in rows:
            lines = self._lines(row, widths, size, pad, most)
            need = row.before + _height(lines, size) + (_height(header_lines, size) if header_due else 0.0)
            if not self.fits(need):
                self.new_page()
                if continued and started:
                    self.heading(continued)
                    self.y += size * 0.4
                header_due = header is not None
                room = self.bottom - self.y - (_height(header_lines, size) if header_due else 0.0)
                if _height(lines, size) > room:  # taller than a page (a note of pages): cut, not overrun
                    fit = max(1, int(room // (size * LEADING)))
                    lines = [_clipped(cell, fit, w, size, c.bold)
                             for cell, w, c in zip(lines, self._widths(row, widths, pad), row.cells, strict=False)]
            if header_due:
                self._row(header, header_lines, widths, aligns, size, pad)  # type: ignore[arg-type]
                header_due = False
            elif started:
                self.y += row.before
            self._row(row, lines, widths, aligns, size, pad)
            started = True

    @staticmethod
    def _widths(row: Row, widths: list[float], pad: float) -> list[float]:
        """The width of each cell's text (a spanning row's one text: the whole table's)."""
        return [sum(widths) - 2 * pad] if row.span else [w - 2 * pad for w in widths]

    def _lines(self, row: Row, widths: list[float], size: float, pad: float, most: float) -> list[list[str]]:
        """Each cell's text wrapped to its column, its first ``most`` lines."""
        cells = row.cells[:1] if row.span else row.cells
        return [wrap(c.text, w, size, c.bold, most)
                for c, w in zip(cells, self._widths(row, widths, pad), strict=True)]

    def _row(self, row: Row, lines: list[list[str]], widths: list[float], aligns: list[str], size: float,
             pad: float) -> None:
        h = _height(lines, size)
        x0, x1 = self.left, self.left + sum(widths)
        if row.stripe:
            self.drawing.fills.append(Fill(((x0, self.y), (x1, self.y), (x1, self.y + h), (x0, self.y + h)),
                                           "stripe"))
        x = x0
        for cell, cell_lines, w, align in zip(row.cells, lines, widths, aligns, strict=False):
            at = x + w - pad if align == "end" and not row.span else x + pad
            y = self.y
            for line in cell_lines:
                self.drawing.texts.append(_run(at, y, line, size, size, "start" if row.span else align, cell.role,
                                               cell.bold))
                y += size * LEADING
            x += w
        self.y += h
        if row.rule:
            self.drawing.lines.append(Line(((x0, self.y), (x1, self.y)), 0.5, "thin"))


def _clipped(lines: list[str], most: float, width: float, size: float, bold: bool) -> list[str]:
    """At most ``most`` lines, the last marked " …" when some are left out."""
    if len(lines) <= most:
        return lines
    last = int(most) - 1
    return lines[:last] + [cut(lines[last], width, size, bold, " …")]


def _height(lines: list[list[str]], size: float) -> float:
    return max((len(cell) for cell in lines), default=0) * size * LEADING


def _facts(w: Writer, game: Game, s: Settlement, words: Words) -> None:
    rules = game.rules
    w.heading(game.title or words("game"), TITLE)
    w.space(BODY * 0.4)
    facts: list[tuple[str, str]] = []
    if game.created:
        facts.append((words("date"), _date(game.created)))
    if game.ended:
        facts.append((words("ended"), _date(game.ended)))
    facts += [
        (words("players"), ", ".join(game.players)),
        (words("convention"), words.convention(rules.convention)),
        (words("pool_target"), str(rules.pool_target)),
    ]
    if rules.whist_price is not None:
        facts.append((words("whist_price"), price_text(rules.whist_price, rules.currency, words.language)))
    facts += [
        (words("deals_played"), str(len(game.deals))),
        (words("status"), words("finished") if game.finished else words("unfinished")),
        (words("rounding"), words.choice("rounding", s.rounding)),
    ]
    base = PRESETS.get(rules.convention)
    changed = rules.settings.differences(base) if base is not None else []
    if changed:
        values = [words("preset_value", words.setting(name), words.setting_value(name, getattr(rules.settings, name)),
                        words.setting_value(name, getattr(base, name))) for name in changed]
        facts.append((words("differences"), "; ".join(values)))
    else:
        facts.append((words("differences"), words("no_differences")))
    label_w = min(max(text_width(label, BODY, True) for label, _ in facts) + BODY, w.inner * 0.4)
    rows = [Row([Cell(label, "muted", True), Cell(value, "mountain" if value == words("unfinished") else "text")])
            for label, value in facts]
    w.table([label_w, w.inner - label_w], ["start", "start"], rows)


# The roles (inks) of the settlement's rows on the printout; the other steps are "step".
STEP_ROLES = {Step.POOL: "pool", Step.MOUNTAIN: "mountain", Step.WHISTS_ON: "whist", Step.WHISTS_WITH: "whist",
              Step.RESULT: "result", Step.MONEY: "result"}


def _settlement(w: Writer, game: Game, settled: SettlementRows, words: Words) -> None:
    """The core's rows, each under the sentence that explains its step."""
    players = game.players
    n = len(players)
    col = min(max(w.inner * 0.14, max(text_width(name, BODY, True) for name in players) + BODY), w.inner * 0.16)
    label_w = w.inner - n * col
    widths = [label_w] + [col] * n
    header = Row([Cell("")] + [Cell(elide(name, col - BODY, BODY, True), "name", True) for name in players],
                 rule=True)
    rows: list[Row] = []
    stripe = False
    before = None
    for step_row in settled.rows:
        explanation = _explanation(step_row.step, before, settled, game, words)
        before = step_row.step
        if explanation:
            rows.append(Row([Cell(explanation, "muted")], span=True, before=BODY * 0.5))
            stripe = False
        bold = step_row.outcome
        role = STEP_ROLES.get(step_row.step, "step")
        cells = [Cell(text, role, bold) for text in _step_cells(step_row, settled, words)]
        rows.append(Row([Cell(_step_label(step_row, settled, game, words), "text", bold)] + cells, stripe=stripe))
        stripe = not stripe
    w.space(BODY)
    w.heading(words("settlement"), keep=BODY * LEADING * 4)
    w.space(BODY * 0.3)
    w.table(widths, ["start"] + ["end"] * n, rows, header)

    w.space(BODY)
    w.heading(words("who_pays"), keep=BODY * LEADING)
    _transfers(w, game, settled, words, BODY)


def _explanation(step: Step, before: Step | None, settled: SettlementRows, game: Game, words: Words) -> str:
    """The sentence written above a row of ``step`` (following a row of ``before``), or "" for none."""
    if step == Step.POOL:
        return words("totals")
    if step == Step.LEVELLED:
        return words("step_level", num(settled.pool_to_mountain))
    if step == Step.AMNESTIED:
        return words("step_amnesty", num(settled.amnesty))
    if step == Step.MOUNTAIN_WHISTS:
        return words("step_mountain_whists", num(settled.point_whists))
    if step == Step.WHISTS_WITH and before != Step.WHISTS_WITH:
        return words("step_balances")
    if step in (Step.EXACT_RESULT, Step.RESULT) and before == Step.WHISTS_WITH:
        return words("step_result")
    c = settled.correction
    if step == Step.CORRECTION and c is not None:
        return words("step_correction", game.players[c.seat], num(c.delta, True), num(c.whists, True))
    if step == Step.ROUNDED:
        return words("step_rounding")
    return ""


def _step_label(row: StepRow, settled: SettlementRows, game: Game, words: Words) -> str:
    step = row.step
    if row.about is not None:
        return words("whists_on" if step == Step.WHISTS_ON else "balance_with", game.players[row.about])
    if step == Step.RESULT:
        return _result_label(settled, words)
    if step == Step.MONEY:
        return words("money_in", settled.currency) if settled.currency else words("money")
    return words(STEP_WORDS[step])


# The printout's message of each step's row that names no player and nothing else.
STEP_WORDS = {Step.POOL: "pool", Step.MOUNTAIN: "mountain", Step.LEVELLED: "levelled", Step.AMNESTIED: "amnestied",
              Step.MOUNTAIN_WHISTS: "mountain_whists", Step.EXACT_RESULT: "exact_result",
              Step.CORRECTION: "correction", Step.ROUNDED: "rounded"}


def _step_cells(row: StepRow, settled: SettlementRows, words: Words) -> list[str]:
    """A row's values as the page writes them: signed when they are gains, a dash in a pair's own column."""
    if row.step == Step.MONEY:
        return [money_text(int(v), settled.money_digits, None, words.language, sign=True) if v is not None else "—"
                for v in row.values]
    return [num(v, row.gain) if v is not None else "—" for v in row.values]


def _transfers(w: Writer, game: Game, settled: SettlementRows, words: Words, size: float) -> None:
    if not settled.transfers:
        w.paragraph(words("nobody_pays"), size)
    for t in settled.transfers:
        if settled.money is not None:
            shown = money_text(int(t.amount), settled.money_digits, settled.currency, words.language)
        else:
            shown = words("n_whists", num(t.amount))
        w.paragraph(words("pays", game.players[t.payer], game.players[t.payee], shown), size, role="result",
                    bold=True)


def _deals(w: Writer, game: Game, words: Words) -> None:
    """The deals, a row each: its number, dealer, what was played, what was written, and what it was worth to
    each player in whists (a column a player, as the side sheet players keep by hand)."""
    players = game.players
    size = SMALL
    w.space(BODY * 1.5)
    w.heading(words("deals"), keep=size * LEADING * 4)
    w.space(size * 0.3)
    if not game.sheet.records:
        w.paragraph(words("no_deals"))
        return
    pad = size * 0.35 * 2
    heads = [words("number"), words("dealer"), words("deal"), words("written")]
    records = game.sheet.records
    said = [(texts.deal_summary(players, r), texts.consequence(players, r)) for r in records]
    worths = [[texts.number(x, sign=True) for x in r.worth] for r in records]
    number_w = max(text_width(str(len(records)), size), text_width(heads[0], size, True)) + pad
    dealer_w = min(max(text_width(heads[1], size, True), *(text_width(name, size) for name in players)) + pad,
                   w.inner * 0.15)
    # as wide as the widest worth, and as a name up to half as wide again; a longer name is cut short in the heading
    widest = max(text_width(text, size) for row in worths for text in row)
    worth_w = max(widest, min(1.5 * widest, max(text_width(name, size, True) for name in players))) + pad
    rest = w.inner - number_w - dealer_w - worth_w * len(players)
    deal_w = min(max(text_width(deal, size) for deal, _ in said) + pad, rest * 0.5)
    widths = [number_w, dealer_w, deal_w, rest - deal_w, *([worth_w] * len(players))]
    names = [elide(name, worth_w - pad, size, True) for name in players]
    header = Row([Cell(head, "muted", True) for head in [*heads, *names]], rule=True)
    rows = []
    for record, (deal, written), worth in zip(records, said, worths, strict=True):
        dealer = elide(players[record.dealer], dealer_w - pad, size) if record.dealer is not None else ""
        rows.append(Row([Cell(str(record.index + 1), "muted"), Cell(dealer, "muted"), Cell(deal),
                         Cell(written, "whist"), *(Cell(text) for text in worth)], stripe=record.index % 2 == 1))
    w.table(widths, ["end", "start", "start", "start", *(["end"] * len(players))], rows, header, size,
            continued=words("deals_continued"))
    w.space(size * 0.5)
    w.paragraph(words("worth_note"), size, "muted")


def footers(pages: list[Page], title: str, words: Words, first: int = 1, total: int | None = None) -> None:
    """Each page's footer: the title and "Page i of n", ``pages`` being pages ``first``… of ``total`` (by
    default a document of their own)."""
    total = total if total is not None else len(pages)
    for i, page in enumerate(pages, first):
        foot = Drawing()
        y = page.height - MARGIN
        inner = page.width - 2 * MARGIN
        number = words("page", i, total)
        foot.texts.append(_run(page.width - MARGIN, y, number, FOOTER, FOOTER, "end", "muted", baseline=True))
        room = inner - text_width(number, FOOTER) - FOOTER * 2
        foot.texts.append(_run(MARGIN, y, elide(f"{title} · Preferans Desk", room, FOOTER), FOOTER, FOOTER,
                               "start", "muted", baseline=True))
        page.parts.append((foot, 0.0, 0.0))


# ----- text -----

def wrap(text: str, width: float, size: float, bold: bool = False, most: float | None = None) -> list[str]:
    """``text`` broken into lines no wider than ``width`` at its line breaks and at spaces (inside a word
    when it must); only its first ``most`` lines when that many are all that can be shown."""
    if "\n" not in text and "\t" not in text and text_width(text, size, bold) <= width:
        return [text]
    most = most if most is not None else math.inf
    lines: list[str] = []
    for paragraph in text.replace("\t", " ").splitlines() or [""]:
        lines += _wrap_line(paragraph, width, size, bold, most - len(lines))
        if len(lines) >= most:
            break
    return lines


def _wrap_line(text: str, width: float, size: float, bold: bool, most: float) -> list[str]:
    """One paragraph's lines, as many words on each as fit. A line's width is added up a character at a time
    as it grows (the way ``text_width`` adds it, so it breaks where measuring every trial line would), never
    measured again from its start: time linear in the text, however long a word or line."""
    widths = advances(bold)
    space = widths[32]
    lines: list[str] = []
    words: list[str] = []  # the line so far; [] while it is empty
    em = 0.0  # its width at size 1
    for word in text.split(" "):
        if words:
            trial = em + space
            fits = trial * size <= width
            for ch in word if fits else ():
                trial += widths[ord(ch)]
                if trial * size > width:  # widths only grow: the rest of the word cannot fit either
                    fits = False
                    break
            if fits:
                words.append(word)
                em = trial
                continue
            lines.append(" ".join(words))
            if len(lines) >= most:
                return lines
        # the word starts a line, cut into pieces where it is wider than one (a piece has a character at least)
        em, start = 0.0, 0
        for i, ch in enumerate(word):
            w = widths[ord(ch)]
            if i > start and (em + w) * size > width:
                lines.append(word[start:i])
                if len(lines) >= most:
                    return lines
                em, start = 0.0, i
            em += w
        words = [word[start:]] if word else []
    lines.append(" ".join(words))
    return lines


def _run(x: float, top: float, text: str, size: float, line_size: float, anchor: str = "start",
         role: str = "text", bold: bool = False, baseline: bool = False) -> TextRun:
    """A run whose line (of ``line_size``) starts at ``top``, or whose baseline is at ``top``."""
    lh = line_size * LEADING
    y = top if baseline else top + (lh - line_size) / 2 + ASCENT * line_size + (line_size - size) * ASCENT
    return TextRun(x, y, text, size, 0.0, anchor, role, bold, False, text_width(text, size, bold))


def _line(drawing: Drawing, x: float, top: float, text: str, size: float, *, role: str = "text",
          bold: bool = False) -> float:
    """Write one line at ``top``; returns the top of the next line."""
    drawing.texts.append(_run(x, top, text, size, size, "start", role, bold))
    return top + size * LEADING

"""The PDF: pages, texts, fonts, metadata, byte-identical output, Russian, paper sizes."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys

import pytest
from pypdf import PdfReader

from preferans_desk.core import settle_game
from preferans_desk.core.exact_numbers import mixed_str
from preferans_desk.core.settlement import format_minor
from preferans_desk.export import build_document, export_pdf, page_size, pdf_bytes
from preferans_desk.export.pages import FOOTER_ROOM, MARGIN, wrap
from preferans_desk.export.printout_words import Words
from preferans_desk.render.geometry import paper_size
from preferans_desk.render.metrics import text_width
from preferans_desk.render.primitives import SheetLayout
from preferans_desk.render.samples import sample_game
from preferans_desk.words.texts import number as shown_number

from .conftest import CYRILLIC, EXAMPLE, renamed


def read(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def page_texts(data: bytes) -> list[str]:
    return [page.extract_text() for page in read(data).pages]


def flat(text: str) -> str:
    return " ".join(text.split())


# ----- pages -----
def test_a_short_game_is_two_pages(example):
    assert len(read(pdf_bytes(example)).pages) == 2


def test_three_hundred_deals_paginate_every_deal_once_in_order(long_game):
    data = pdf_bytes(long_game)
    texts = page_texts(data)
    assert 5 <= len(texts) <= 14  # with a column a player for what each deal was worth
    numbers = [int(m.group(1)) for text in texts[1:] for m in re.finditer(r"^(\d+) (?:Anna|Boris|Vera) ", text, re.M)]
    assert numbers == list(range(1, 301))
    # the PDF's text read back gives a mixed number's no-break space as a space
    worth = " ".join(shown_number(x, sign=True) for x in long_game.sheet.records[11].worth).replace("\u00a0", " ")
    assert any(f"{worth}\n13 " in text for text in texts), "deal 12's worth to each player, in its row"
    assert all(f"Page {i} of {len(texts)}" in text for i, text in enumerate(texts, 1))


@pytest.mark.parametrize("paper, orientation", [("a4", "portrait"), ("letter", "landscape")])
def test_nothing_is_written_outside_the_margins(long_four, paper, orientation):
    width, height = page_size(paper, orientation)
    document = build_document(long_four, Words("ru"), width=width, height=height)
    assert len(document.pages) >= 5
    for page in document.pages:
        for part, dx, dy in page.parts:
            for run in part.texts:
                x, y = run.x + dx, run.y + dy
                start = x - run.width if run.anchor == "end" else (x - run.width / 2 if run.anchor == "middle" else x)
                if not run.angle:
                    assert MARGIN - 0.01 <= start and start + run.width <= width - MARGIN + 0.01, run
                assert MARGIN <= y <= height - MARGIN + 0.01, run


def test_table_rows_do_not_overlap(long_game):
    """On every text page, lines of text sit at least one line apart or on the same baseline."""
    width, height = page_size()
    document = build_document(long_game, Words("en"), width=width, height=height)
    for page in document.pages[1:]:
        baselines = sorted({round(run.y, 2) for part, _, _ in page.parts for run in part.texts})
        gaps = [b - a for a, b in zip(baselines, baselines[1:], strict=False)]
        assert min(gaps) >= 8 * 1.2, gaps
        assert baselines[-2] <= height - MARGIN - FOOTER_ROOM + 0.01


def test_a_note_longer_than_a_page_is_cut_not_run_off_the_page(example):
    from preferans_desk.core import Game
    from preferans_desk.core.deals import Adjust

    game = Game(example.players, example.rules, [*example.deals, Adjust(note="word " * 4000)])
    width, height = page_size()
    document = build_document(game, Words("en"), width=width, height=height)
    for page in document.pages[1:]:
        assert all(run.y <= height - MARGIN for part, _, _ in page.parts for run in part.texts)
    assert any(run.text.endswith(" …") for page in document.pages[1:] for part, _, _ in page.parts
               for run in part.texts)


def test_wrap_keeps_every_word_and_fits():
    text = "Grigory 10NT, Anna half-whisted, Boris passed: 7 tricks, down 3 — a very very long note indeed"
    lines = wrap(text, 120, 9)
    assert " ".join(lines) == text
    assert all(text_width(line, 9) <= 120 for line in lines)
    assert wrap("x" * 200, 50, 9) and all(text_width(line, 9) <= 50 for line in wrap("x" * 200, 50, 9))
    assert wrap("a note\non two lines", 500, 9) == ["a note", "on two lines"]
    assert wrap("", 50, 9) == [""]


# ----- what it says -----
def test_names_results_and_money_as_the_settlement_computes_them(example):
    s = settle_game(example)
    texts = page_texts(pdf_bytes(example))
    settlement = flat(texts[1])
    for name in example.players:
        assert name in texts[0] and name in settlement
    for value in s.result + s.exact_mountain_whists + s.levelled + s.amnestied:
        assert mixed_str(value, sign=value in s.result + s.exact_mountain_whists).replace("-", "−") in settlement
    for amount in s.money:
        assert format_minor(amount, s.money_digits).replace("-", "−") in settlement
    assert "Anna pays Vera: 76.00 RUB" in settlement and "Boris pays Vera: 32.00 RUB" in settlement
    assert "Friday at Oleg's" in texts[0] and "2026-11-29 20:15" in texts[0]
    assert "Not finished — settled as it stands" in texts[0]
    assert "Half-whist on: 6, 7 (preset: none)" in settlement  # a setting that differs from Sochi
    assert "Adjustment — looked at the talon" in settlement  # the deals follow on page 2


def test_cyrillic_names_and_every_result_of_a_long_four_player_game(long_four):
    s = settle_game(long_four)
    texts = page_texts(pdf_bytes(long_four))
    settlement = flat(texts[1])
    for name in CYRILLIC:
        assert name in texts[0] and name in settlement
    for value in s.result:
        assert mixed_str(value, sign=True).replace("-", "−") in settlement
    assert "Finished" in texts[0] and "Finished" in settlement


def test_a_finished_game_and_a_rounded_one(long_game):
    s = settle_game(long_game, "nearest")
    text = flat(page_texts(pdf_bytes(long_game, rounding="nearest"))[1])
    assert "Result (nearest whist)" in text and "Exact result" in text
    for value in s.result + s.exact:
        assert mixed_str(value, sign=True).replace("-", "−") in text


def test_suits_print(example):
    text = "".join(page_texts(pdf_bytes(example)))
    assert "6♠" in text and "7♣" in text and "6♥" in text


def test_russian(example):
    texts = page_texts(pdf_bytes(example, lang="ru"))
    text = flat("".join(texts))
    for word in ("Пулька не окончена", "Роспись по шагам", "Пуля", "Гора", "Висты за гору", "Итог", "Кто кому платит",
                 "Сдачи", "Сочинка", "вист", "мизер", "Распасы", "Страница 1 из 2"):
        assert word in text, word
    assert "Anna → Vera: 76,00 ₽" in text and "вист = 1 ₽" in text  # money as Russians write it


def test_an_empty_game(example):
    from preferans_desk.core import Game

    game = Game(["Anna", "Boris", "Vera"], example.rules)
    texts = page_texts(pdf_bytes(game))
    assert len(texts) == 2 and "No deals yet." in texts[1] and "Nobody pays anybody." in texts[1]


# ----- the file -----
def test_fonts_are_embedded_truetype(long_four):
    reader = read(pdf_bytes(long_four, lang="ru"))
    names = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            assert font["/Subtype"] == "/TrueType"
            assert "/FontFile2" in font["/FontDescriptor"]
            assert "/ToUnicode" in font
            names.add(str(font["/BaseFont"]).split("+")[-1])
    assert names == {"DejaVuSans", "DejaVuSans-Bold"}


def test_metadata(example):
    meta = read(pdf_bytes(example)).metadata
    assert meta.title == "Friday at Oleg's"
    assert meta.author == "Preferans Desk"
    assert meta.subject == "Preferans score sheet and settlement"
    assert read(pdf_bytes(sample_game(3, 3))).metadata.title == "Preferans game"


def test_the_same_game_gives_the_same_bytes(example, long_game, tmp_path):
    export_pdf(long_game, tmp_path / "a.pdf")
    export_pdf(long_game, tmp_path / "b.pdf")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()
    assert pdf_bytes(example, lang="ru") == pdf_bytes(example, lang="ru")
    assert pdf_bytes(example) != pdf_bytes(renamed(example, CYRILLIC))


@pytest.mark.parametrize("paper, orientation, size", [
    ("a4", "portrait", (595.28, 841.89)), ("a4", "landscape", (841.89, 595.28)),
    ("letter", "portrait", (612, 792)), ("letter", "landscape", (792, 612)),
])
def test_paper_sizes(example, paper, orientation, size):
    reader = read(pdf_bytes(example, paper=paper, orientation=orientation))
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(size, abs=0.01)


def test_landscape_writes_the_results_beside_the_sheet(example):
    text = flat(page_texts(pdf_bytes(example, orientation="landscape"))[0])
    assert "Who pays whom" in text and "Anna pays Vera: 76.00 RUB" in text


def page_one(game, paper: str, orientation: str, lang: str = "en"):
    """Page 1 of the printout: its sheet's layout and the other drawings (header, results, footer)."""
    width, height = page_size(paper, orientation)
    page = build_document(game, Words(lang), width=width, height=height).pages[0]
    [(sheet, dx, dy)] = [(part, dx, dy) for part, dx, dy in page.parts if isinstance(part, SheetLayout)]
    return page, sheet, (dx, dy), [part for part, _dx, _dy in page.parts if part is not sheet]


def text_box(run, dx: float = 0.0, dy: float = 0.0) -> tuple[float, float, float, float]:
    """A level run's box on the page (left, top, right, bottom)."""
    x = run.x - (run.width if run.anchor == "end" else run.width / 2 if run.anchor == "middle" else 0.0)
    return x + dx, run.y + dy - run.size, x + dx + run.width, run.y + dy + run.size * 0.3


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("players", [3, 4])
def test_a_landscape_page_prints_the_landscape_sheet_the_results_beside_it(paper, players):
    game = sample_game(players, 40, "leningrad" if players == 4 else "sochi", seed=5, whist_price=10)
    page, sheet, (dx, dy), others = page_one(game, paper, "landscape")
    assert page.width > page.height and sheet.shape == "landscape"
    x, y, w, h = sheet.sheet_rect
    assert (w, h) == pytest.approx(paper_size(players, sheet.width, sheet.height, "landscape"))
    assert w / h == pytest.approx(4 / 3) if players == 3 else 1 <= w / h <= 4 / 3, "4 players: as the room is"
    left, top, right, bottom = x + dx, y + dy, x + dx + w, y + dy + h
    assert MARGIN - 0.01 <= left and right <= page.width - MARGIN + 0.01
    assert w >= 0.7 * (page.width - 2 * MARGIN), "the sheet takes most of the page's width"
    assert bottom <= page.height - MARGIN - FOOTER_ROOM + 0.01
    results = [run for part in others for run in part.texts if run.role == "result"]
    assert results, "the results are on page 1"
    for part in others:  # the header above the sheet, the results beside it, the footer below: nothing on it
        for run in part.texts:
            box = text_box(run)
            assert box[3] <= top or box[0] >= right or box[1] >= bottom, (run.text, box, (left, top, right, bottom))
    for run in results:
        assert text_box(run)[2] <= page.width - MARGIN + 0.01, run.text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_landscape_pdf_has_the_sheets_text_on_a_landscape_page(paper):
    game = sample_game(3, 24, "sochi", seed=7, whist_price=10)
    reader = read(pdf_bytes(game, paper=paper, orientation="landscape"))
    first = reader.pages[0]
    assert float(first.mediabox.width) > float(first.mediabox.height)
    text = flat(first.extract_text())
    settlement = settle_game(game)
    assert all(name in text for name in game.players) and "Sochi" in text and "whist = 10" in text
    assert "Who pays whom" in text
    for whists in settlement.result:  # circled on the sheet and written beside it
        assert text.count(mixed_str(abs(whists))) >= 2


def gray_page_one(data: bytes, dpi: int) -> tuple[int, int, bytes]:
    """Page 1 drawn by poppler's pdftoppm as 8-bit gray: width, height and the pixels, row by row."""
    drawn = subprocess.run(["pdftoppm", "-f", "1", "-l", "1", "-r", str(dpi), "-gray", "-"], input=data,
                           capture_output=True, timeout=60, check=True).stdout
    magic, width, height, depth, pixels = drawn.split(maxsplit=4)
    assert magic == b"P5" and depth == b"255"
    return int(width), int(height), pixels


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm not installed (apt-get install poppler-utils)")
@pytest.mark.parametrize("players", [3, 4])
def test_the_landscape_page_as_drawn_keeps_the_results_clear_of_the_sheet(players):
    """Drawn by another program than ours: ink on the sheet, ink in the results, none between them."""
    game = sample_game(players, 60, "leningrad" if players == 4 else "sochi", seed=5, whist_price=10)
    page, sheet, (dx, dy), others = page_one(game, "a4", "landscape")
    dpi = 72
    width, height, pixels = gray_page_one(pdf_bytes(game, orientation="landscape"), dpi)
    assert width > height and len(pixels) == width * height

    def ink(left: float, top: float, right: float, bottom: float) -> int:
        """Dark pixels inside a box of page points."""
        x0, x1 = int(left * dpi / 72), int(right * dpi / 72)
        rows = range(int(top * dpi / 72), int(bottom * dpi / 72))
        return sum(value < 160 for row in rows for value in pixels[row * width + x0:row * width + x1])

    x, y, w, h = sheet.sheet_rect
    right = x + dx + w
    results = min(text_box(run)[0] for part in others for run in part.texts if run.role == "result")
    assert results - right >= 10, "a gap between the sheet and the results"
    assert ink(right + 2, y + dy, results - 2, y + dy + h) == 0
    assert ink(x + dx, y + dy, right, y + dy + h) > 1000 and ink(results, y + dy, page.width - MARGIN, y + dy + h)


def test_a_portrait_page_prints_the_portrait_sheet_as_before():
    game = sample_game(3, 24, "sochi", seed=7, whist_price=10)
    _page, sheet, _offset, _others = page_one(game, "a4", "portrait")
    x, y, w, h = sheet.sheet_rect
    assert sheet.shape == "portrait" and w / h == pytest.approx(3 / 4)


def test_bad_options_and_paths(example, tmp_path):
    with pytest.raises(ValueError):
        pdf_bytes(example, paper="a3")
    with pytest.raises(ValueError):
        pdf_bytes(example, orientation="sideways")
    with pytest.raises(ValueError):
        pdf_bytes(example, lang="de")
    with pytest.raises(OSError):
        export_pdf(example, tmp_path)  # a folder
    with pytest.raises(OSError):
        export_pdf(example, tmp_path / "missing" / "game.pdf")


def test_a_russian_pdf_needs_no_qt_application():
    """A QTranslator reads its file without an application: the command line makes none for a PDF."""
    script = (
        "import io, pypdf\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from preferans_desk.core import gamefile\n"
        "from preferans_desk.export import pdf_bytes\n"
        f"data = pdf_bytes(gamefile.load({str(EXAMPLE)!r}).game, lang='ru')\n"
        "assert QCoreApplication.instance() is None\n"
        "print(pypdf.PdfReader(io.BytesIO(data)).pages[1].extract_text())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert "Роспись по шагам" in done.stdout and "Итог" in done.stdout

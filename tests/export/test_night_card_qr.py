"""The table card's QR code of the table's scoring page (issue 34): printed with the card when the director's
address is known, read back from the printed page by a QR reader as a phone's camera reads it, and a card
without the address says how to find the page instead."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from preferans_desk.export.night_cards import QR_COLUMN, cards_document, export_cards_pdf
from preferans_desk.export.printout_words import Words
from preferans_desk.night.phone_address import page_address
from preferans_desk.night.table_link import NightLinkError
from preferans_desk.night_cli import event_command

from .test_night_pdf import CODES, flat, night, pages, squeezed  # noqa: F401 (a fixture)

PAGES = [f"http://192.168.1.20:8643/t/{code[:4]}-{code[4:]}/" for code in CODES]


def decoded(pdf: Path, out: Path, dpi: int) -> list[str]:
    """The QR codes a reader finds on each page of ``pdf`` rendered at ``dpi`` (a page's, in reading order)."""
    for tool in ("pdftoppm", "zbarimg"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed: the printed QR code cannot be read back")
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(pdf), str(out / "page")], check=True, timeout=120)
    found = []
    for png in sorted(out.glob("page*.png")):
        done = subprocess.run(["zbarimg", "--raw", "-q", str(png)], capture_output=True, text=True, timeout=120)
        assert done.returncode in (0, 4), done.stderr  # 4: no code on the page
        found.append(sorted(done.stdout.split()))
    return found


def test_the_page_address_is_the_directors_with_the_code_as_the_card_shows_it():
    assert page_address("192.168.1.20:8643", "ABCD2345") == "http://192.168.1.20:8643/t/ABCD-2345/"
    assert page_address(" 10.0.0.5 ", "ABCD2345") == "http://10.0.0.5:8643/t/ABCD-2345/", "the default port"
    assert page_address("[fe80::1]:9000", "ABCD2345") == "http://[fe80::1]:9000/t/ABCD-2345/"
    with pytest.raises(NightLinkError, match="the port must be a number"):
        page_address("10.0.0.5:http", "ABCD2345")


def test_each_card_carries_its_tables_page_as_a_qr_code_a_reader_reads(night, tmp_path):  # noqa: F811
    event, _ = night
    out = tmp_path / "cards.pdf"
    export_cards_pdf(event, 1, out, director="192.168.1.20:8643")
    # 72 dpi: a module of the printed code is some 4 pixels, coarser than any phone's camera sees it from a chair
    assert decoded(out, tmp_path, 72) == [[], sorted(PAGES[:2]), [PAGES[2]]], "the seating page has no code"
    texts = pages(out)
    assert flat(" ".join(texts[1:])).count("Score on your phones: scan this") == 3
    cards = squeezed(" ".join(texts[1:]))
    assert all(page in cards for page in PAGES), "the address in print under the code, to type"
    assert "To score on your phones instead" not in flat(" ".join(texts))
    assert all(f"{code[:4]}-{code[4:]}" in cards for code in CODES), "the code still printed, large"


def test_the_qr_code_is_large_enough_to_read_across_a_table(night):  # noqa: F811
    event, _ = night
    document = cards_document(event, 1, Words("en"), director="192.168.1.20:8643", width=595.0, height=842.0)
    for page in document.pages[1:]:
        drawing = page.parts[0][0]
        dark = [fill for fill in drawing.fills if fill.role == "text"]
        xs = [x for fill in dark for x, _ in fill.points]
        ys = [y for fill in dark for _, y in fill.points]
        assert max(xs) - min(xs) >= 100.0, "over 3.5 cm across"  # points
        assert max(ys) - min(ys) >= 100.0
        assert QR_COLUMN >= max(xs) - min(xs)
        codes = [run for run in drawing.texts if len(run.text) == 1 and run.size >= 36.0]
        assert len(codes) >= 9, "the table's code stays large beside the QR code"


def test_the_cards_in_russian_say_so_in_russian(night, tmp_path):  # noqa: F811
    event, _ = night
    out = tmp_path / "cards.pdf"
    export_cards_pdf(event, 1, out, director="192.168.1.20", lang="ru", paper="letter")
    assert decoded(out, tmp_path, 72)[1] == sorted(PAGES[:2]), "the default port"
    assert flat(pages(out)[1]).count("Запись с телефонов: отсканируйте этот код") == 2


def test_a_card_without_the_directors_address_says_how_to_find_the_page(night, tmp_path):  # noqa: F811
    event, _ = night
    out = tmp_path / "cards.pdf"
    export_cards_pdf(event, 1, out)
    assert decoded(out, tmp_path, 100) == [[], [], []], "no address: no code to scan"
    cards = flat(" ".join(pages(out)[1:]))
    assert cards.count("To score on your phones instead: scan this table's QR code on the director's screen, "
                       "or ask the director for the page.") == 3


def test_the_command_line_refuses_a_directors_address_that_is_none(night, tmp_path, capsys):  # noqa: F811
    _, path = night
    out = tmp_path / "cards.pdf"
    assert event_command(["cards", str(path), "--round", "1", "-o", str(out), "--director", "10.0.0.5:99999"]) == 2
    assert "the port must be a number from 1 to 65535, not 99999" in capsys.readouterr().err
    assert not out.exists()

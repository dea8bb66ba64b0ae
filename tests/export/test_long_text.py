"""A note or title of a megabyte: the printout is laid out in time linear in the text, and stays on its pages."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from preferans_desk.core import Game
from preferans_desk.export import build_document, page_size, pdf_bytes
from preferans_desk.export.pages import FOOTER_ROOM, MARGIN, wrap
from preferans_desk.export.printout_words import Words
from preferans_desk.render.metrics import cut, elide, text_width
from preferans_desk.render.samples import sample_game

MEGABYTE = {"one word": "x" * 1_000_000, "words": "word " * 200_000}
SECONDS = 20.0  # generous: about a second here; before the fix a 10,000-character word took minutes


def with_note(note: str | None, title: str | None = None) -> Game:
    base = sample_game(3, 5, "sochi", seed=7)
    deals = list(base.deals)
    deals[2] = replace(deals[2], note=note)
    return Game(base.players, base.rules, deals, title=title)


def runs(document):
    return [(page, run, dx, dy) for page in document.pages for part, dx, dy in page.parts for run in part.texts]


def assert_on_the_pages(document):
    for page, run, dx, dy in runs(document):
        x, y = run.x + dx, run.y + dy
        start = x - run.width if run.anchor == "end" else (x - run.width / 2 if run.anchor == "middle" else x)
        if not run.angle:  # the sheet's turned names are checked by the sheet's tests
            assert MARGIN - 0.01 <= start and start + run.width <= page.width - MARGIN + 0.01, run.text[:40]
        assert MARGIN <= y <= page.height - MARGIN + 0.01, run.text[:40]


@pytest.mark.parametrize("note", MEGABYTE.values(), ids=MEGABYTE.keys())
def test_a_megabyte_note_exports_in_seconds_cut_at_the_page(note):
    game = with_note(note)
    start = time.perf_counter()
    data = pdf_bytes(game)
    assert time.perf_counter() - start < SECONDS
    assert data.startswith(b"%PDF")
    width, height = page_size()
    document = build_document(game, Words("en"), width=width, height=height)
    assert_on_the_pages(document)
    shown = [run.text for _, run, _, _ in runs(document) if run.text.startswith(note[:3]) or "…" in run.text]
    assert shown and sum(map(len, shown)) < 20_000  # a page of it, not the megabyte
    assert any(text.endswith("…") for text in shown)


@pytest.mark.parametrize("title", MEGABYTE.values(), ids=MEGABYTE.keys())
def test_a_megabyte_title_exports_in_seconds_on_the_pages(title):
    game = with_note(None, title)
    start = time.perf_counter()
    width, height = page_size()
    document = build_document(game, Words("en"), width=width, height=height)
    assert time.perf_counter() - start < SECONDS
    assert_on_the_pages(document)
    assert len(document.pages) < 10
    for page in document.pages[1:]:
        texts = [run for part, _, _ in page.parts for run in part.texts]
        assert max(run.y for run in texts[:-2]) <= height - MARGIN - FOOTER_ROOM + 0.01  # the footer apart


# ----- the text functions -----
def old_wrap_line(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """The former word-by-word wrapping (quadratic in a long word): the reference for the new one."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        trial = f"{current} {word}" if current else word
        if text_width(trial, size, bold) <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        current = word
        while text_width(current, size, bold) > width and len(current) > 1:
            cut_at = len(current) - 1
            while cut_at > 1 and text_width(current[:cut_at], size, bold) > width:
                cut_at -= 1
            lines.append(current[:cut_at])
            current = current[cut_at:]
    lines.append(current)
    return lines


def old_wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    if "\n" not in text and "\t" not in text and text_width(text, size, bold) <= width:
        return [text]
    return [line for paragraph in text.replace("\t", " ").splitlines() or [""]
            for line in old_wrap_line(paragraph, width, size, bold)]


def old_elide(text: str, width: float, size: float, bold: bool = False) -> str:
    if text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def test_wrap_and_elide_break_exactly_where_they_did():
    rng = random.Random(3)
    alphabet = ["a", "W", "i", "1", " ", " ", "—", "♠", "Ж", "\u0301", "…", "\n", "\t"]
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 120)))
        width, size, bold = rng.uniform(2, 200), rng.choice([7.5, 8, 9, 15]), rng.random() < 0.3
        assert wrap(text, width, size, bold) == old_wrap(text, width, size, bold), (text, width, size)
        assert elide(text, width, size, bold) == old_elide(text, width, size, bold), (text, width, size)


def test_wrap_stops_after_the_lines_asked_for():
    assert len(wrap("x" * 1_000_000, 100, 9, most=5)) == 5
    assert len(wrap("word " * 200_000, 100, 9, most=5)) == 5
    assert wrap("a b", 500, 9, most=1) == ["a b"]
    assert wrap("one\ntwo\nthree", 500, 9, most=2) == ["one", "two"]


@pytest.mark.parametrize("text", MEGABYTE.values(), ids=MEGABYTE.keys())
def test_wrapping_and_eliding_a_megabyte_is_linear(text):
    start = time.perf_counter()
    lines = wrap(text, 200, 9)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(text_width(line, 9) <= 200 for line in lines[:1000])
    short = elide(text, 200, 9)
    assert short.endswith("…") and text_width(short, 9) <= 200
    assert time.perf_counter() - start < SECONDS / 4


def test_cut_always_marks_and_fits():
    assert cut("a short line", 500, 9, mark=" …") == "a short line …"
    marked = cut("word " * 20, 100, 9, mark=" …")
    assert marked.startswith("word word") and marked.endswith(" …") and text_width(marked, 9) <= 100
    assert cut("abc", 0.1, 9) == "…"

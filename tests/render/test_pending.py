"""A deal entered but not yet counted (a phone's, waiting for a confirmation) drawn on the sheet: its values in
their fields in the pending ink, each boxed dashed; nothing of it when nothing waits; the sheet itself unchanged.
The geometry is computed once: the SVG and PDF painters draw its primitives one for one."""

from __future__ import annotations

import io
import random
import re

import pytest
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfgen.canvas import Canvas

from preferans_desk.core.engine import Sheet
from preferans_desk.render.field_ink import PENDING_DASH
from preferans_desk.render.geometry import LayoutCache, layout_sheet, sheet_aspect
from preferans_desk.render.pdf_painter import PdfPainter
from preferans_desk.render.phone_print import PHONE_PRINT
from preferans_desk.render.primitives import SheetLayout
from preferans_desk.render.samples import random_deal, sample_game
from preferans_desk.render.style import PALETTE
from preferans_desk.render.svg_painter import svg_text

PENDING_HEX = "#{:02x}{:02x}{:02x}".format(*PALETTE["pending"])
CASES = [(n, deals, shape, seed) for n in (3, 4) for deals in (0, 6, 30) for shape in ("portrait", "landscape")
         for seed in (1, 2)]


def with_pending(n: int, deals: int, seed: int):
    game = sample_game(n, deals, seed=seed)
    record = game.sheet.preview(random_deal(game.sheet, random.Random(seed * 7 + deals)))
    return game, record


def lay(sheet: Sheet, shape: str, **options) -> SheetLayout:
    return layout_sheet(sheet, 1000, 1000 / sheet_aspect(sheet.n, shape), shape=shape, **PHONE_PRINT, **options)


def pending_runs(layout: SheetLayout):
    return [run for run in layout.texts if run.role == "pending"]


def pending_boxes(layout: SheetLayout):
    return [line for line in layout.lines if line.role == "pending"]


@pytest.mark.parametrize(("n", "deals", "shape", "seed"), CASES)
def test_the_pending_deals_values_are_written_boxed_dashed(n, deals, shape, seed):
    game, record = with_pending(n, deals, seed)
    counted = len(game.sheet.records)
    layout = lay(game.sheet, shape, pending=record)
    assert len(game.sheet.records) == counted  # the sheet itself is not written on
    after = game.sheet.copy()
    after.commit(record)
    written = {fld for fld, _amount, _why in record.writes}
    expected = sorted(after.ledger(fld)[-1].total for fld in written)
    runs = pending_runs(layout)
    values = [run for run in runs if run.text != "|"]
    assert sorted(float(run.text.rstrip(".").replace("−", "-")) for run in values) == [float(v) for v in expected]
    boxes = pending_boxes(layout)
    assert len(boxes) == len(values) and all(b.closed and b.dash == PENDING_DASH for b in boxes)
    for run, box in zip(values, boxes, strict=True):  # each box round its value
        xs, ys = [x for x, _ in box.points], [y for _, y in box.points]
        assert min(xs) - 1 <= run.x <= max(xs) + 1 and min(ys) - 1 <= run.y <= max(ys) + 1
    assert not any(run.bold for run in values)  # the highlight stays on a counted deal


@pytest.mark.parametrize(("n", "deals", "shape", "seed"), CASES[:6])
def test_nothing_of_it_when_nothing_waits(n, deals, shape, seed):
    game, _record = with_pending(n, deals, seed)
    plain = lay(game.sheet, shape)
    assert not pending_runs(plain) and not pending_boxes(plain)
    assert PENDING_HEX not in svg_text(plain)
    assert svg_text(lay(game.sheet, shape, pending=None)) == svg_text(plain)


def test_the_highlight_stays_on_the_last_counted_deal():
    game, record = with_pending(3, 8, 3)
    plain, waiting = lay(game.sheet, "portrait"), lay(game.sheet, "portrait", pending=record)
    lit = sorted(run.text for run in plain.texts if run.bold and run.role in ("pool", "mountain", "whist", "help"))
    assert lit and sorted(run.text.rstrip(".") for run in waiting.texts
                          if run.bold and run.role in ("pool", "mountain", "whist", "help")) == sorted(
        t.rstrip(".") for t in lit)


def test_a_layout_cache_gives_what_a_fresh_layout_gives():
    """The pending deal is part of what the cache tells apart: drawn with it, without it, then counted."""
    game, record = with_pending(4, 12, 5)
    cache = LayoutCache()
    for options in ({}, {"pending": record}, {}, {"pending": record}):
        assert svg_text(lay(game.sheet, "portrait", cache=cache, **options)) == svg_text(
            lay(game.sheet, "portrait", **options))
    counted = game.sheet.copy()
    counted.commit(record)
    solid = lay(counted, "portrait", cache=cache)
    assert svg_text(solid) == svg_text(lay(counted, "portrait")) and not pending_runs(solid)


@pytest.mark.parametrize(("n", "shape"), [(3, "portrait"), (4, "landscape")])
def test_every_painter_draws_the_same_geometry(n, shape):
    """The SVG holds each primitive once, the pending ones included, at the layout's places; the PDF strokes the
    same dashed boxes in the same ink (its pattern in multiples of the width, as the SVG's and Qt's)."""
    game, record = with_pending(n, 10, 4)
    layout = lay(game.sheet, shape, pending=record)
    svg = svg_text(layout)
    boxes = pending_boxes(layout)
    dashed = re.findall(rf'<polygon points="([^"]+)" stroke="{PENDING_HEX}" stroke-width="[^"]+" '
                        r'stroke-dasharray="([^"]+)"/>', svg)
    assert len(dashed) == len(boxes)
    for (points, pattern), box in zip(dashed, boxes, strict=True):
        pairs = [tuple(map(float, p.split(","))) for p in points.split()]
        assert all(abs(a - b) < 0.01 for pair, point in zip(pairs, box.points, strict=True)
                   for a, b in zip(pair, point, strict=True))
        assert [float(d) for d in pattern.split()] == pytest.approx([d * box.width for d in PENDING_DASH], abs=0.01)
    assert svg.count(f'fill="{PENDING_HEX}"') == len(pending_runs(layout))
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=(layout.width, layout.height), pageCompression=0)
    PdfPainter(canvas).draw(layout, layout.height)
    canvas.save()
    pdf = out.getvalue()  # (uncompressed: its operators read as text)
    ink = fp_str(*(c / 255 for c in PALETTE["pending"])).encode()
    assert pdf.count(ink + b" RG") >= 1 and pdf.count(ink + b" rg") >= 1  # the boxes' stroke and the values' fill
    pattern = fp_str(*(d * boxes[0].width for d in PENDING_DASH)).encode()
    assert pdf.count(b"[" + pattern + b"] 0 d") >= len(boxes)

"""Nothing collides, at any size (issue 22, point 5): over random settled games of every preset, in each
shape, at a phone's, two screens' and A4's sizes and the phone page's own, in the ordinary and the large
print, no text's box crosses its field's border or another text's box, the circle's notes keep to the
circle's room, and only older values ever go behind "…" (the label, the newest value and the settlement
are all written). The "…" leads the values it stands for, on their line (never alone on a line, never
after a value), and a field's chain of values is split across lines only where the next line would not
hold it whole (issue 22's "30.86.102." / "150").

Builds on test_geometry (text inside its field, at one size), test_ellipses (the circled steps) and
test_flow (the chains' and the ellipsis' checks on one field's flow)."""

import math
import random
from dataclasses import replace
from functools import cache

import pytest

from preferans_desk.core import settle_game
from preferans_desk.core.settings import all_presets
from preferans_desk.render import layout_cache
from preferans_desk.render.geometry import SHAPES, layout_sheet, point_in_polygon, sheet_aspect
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.samples import sample_game
from preferans_desk.share.shared_state import PAGE_WIDTH, PHONE_PRINT, sheet_info

from .test_ellipses import problems, sized
from .test_flow import ellipsis_problems, needless_splits
from .test_geometry import _run_box

SIZES = [(360, 740), (740, 360), (1366, 768), (1920, 1080), (595, 842), (842, 595)]  # px, and A4 in points
PRINTS = {"ordinary": {}, "large": {"type_scale": 1.6, "type_floor": 0.95}}  # the table view's and phone's
INFO = SheetInfo("Leningrad", "whist = 0.50 RUB", "all-pass at 2", "exit 7", "Grigory deals")
TOLERANCE = 0.5  # page units a box may reach past a border (the painters' antialiasing is wider)
OVERLAP = 0.01  # boxes that merely touch (the pieces of one word) do not overlap


def games():
    """For 3 and 4 players, two settled games per preset, of random lengths up to 300 deals (one of each
    player count is 300 long), each with a random seat at the bottom."""
    rng = random.Random(22)
    out = []
    for n in (3, 4):
        for i, convention in enumerate(all_presets()):
            for deals in (300 if i == 0 else rng.randint(1, 300), rng.randint(1, 300)):
                out.append((n, convention, deals, rng.randrange(10_000), rng.randrange(n)))
    return out


@cache
def game_of(n, convention, deals, seed):
    game = sample_game(n, deals, convention, seed=seed, whist_price=10)
    return game, settle_game(game)


def box_of(run):
    """A run's box on the page (the sheet's text is turned by right angles only, so it stays a box)."""
    back = {"start": 0.0, "middle": 0.5, "end": 1.0}[run.anchor] * run.width  # from the anchor to the start
    a = math.radians(run.angle)
    start = replace(run, x=run.x - back * math.cos(a), y=run.y - back * math.sin(a))
    xs, ys = zip(*_run_box(start), strict=True)
    return min(xs), min(ys), max(xs), max(ys)


def corners(box):
    x0, y0, x1, y1 = box
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def inside(box, polygon):
    """Every corner of the box in the (convex) polygon, give or take the tolerance."""
    return all(any(point_in_polygon(x + dx, y + dy, polygon) for dx in (-TOLERANCE, 0, TOLERANCE)
                   for dy in (-TOLERANCE, 0, TOLERANCE)) for x, y in corners(box))


def overlaps(boxes):
    """The pairs of boxes that overlap (by more than touching), found by a sweep along x."""
    order = sorted(range(len(boxes)), key=lambda i: boxes[i][0])
    out, active = [], []
    for i in order:
        x0, y0, x1, y1 = boxes[i]
        active = [j for j in active if boxes[j][2] > x0 + OVERLAP]
        for j in active:
            if boxes[j][1] < y1 - OVERLAP and boxes[j][3] > y0 + OVERLAP:
                out.append((j, i))
        active.append(i)
    return out


def circle_clear(box, circle, margin=0.0):
    """The box keeps out of the circle (its nearest point is outside it)."""
    cx, cy, r = circle
    x0, y0, x1, y1 = box
    return math.hypot(cx - min(max(cx, x0), x1), cy - min(max(cy, y0), y1)) >= r + margin


def collisions(game, settlement, layout):
    """What a Preferans player would see go wrong on this layout, as readable tuples (empty: nothing)."""
    found = []
    runs = list(layout.texts)
    boxes = [box_of(run) for run in runs]
    found += [("texts overlap", runs[i].text, runs[j].text, runs[i].role, runs[j].role)
              for i, j in overlaps(boxes)]
    for fid, fl in layout.fields.items():
        for run in fl.runs:
            if not inside(box_of(run), fl.polygon):
                found.append(("crosses its field's border", fid, run.text))
        found += only_older_values_hidden(game, settlement, fid, fl)
        found += [(p, fid) for p in ellipsis_problems(run_lines(fl.runs))]
    x0, y0, w, h = layout.sheet_rect
    paper = ((x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h))
    for run, box in zip(runs, boxes, strict=True):
        if run.role == "target" and not inside(box, circle_box(layout.circle)):
            found.append(("the target leaves the circle", run.text))
        if run.role in ("info", "name"):  # the notes and the players' names: inside one field, off the circle
            if not inside(box, paper) or not any(inside(box, fl.polygon) for fl in layout.fields.values()):
                found.append(("crosses a border", run.role, run.text))
            if not circle_clear(box, layout.circle):
                found.append(("on the circle", run.role, run.text))
    found += [("ellipse",) + p for p in problems(layout, sized(layout))]
    return found


def run_lines(runs):
    """A field's runs line by line (by their baseline across the reading direction), each as (text, holds
    a value); the runs are in the order they were written."""
    lines = {}
    for run in runs:
        across = run.y if round(run.angle) % 180 == 0 else run.x
        lines.setdefault(round(across, 3), []).append((run.text, run.role in VALUE_ROLES))
    return list(lines.values())


VALUE_ROLES = {"whist", "pool", "mountain", "help"}  # the running totals' runs


def circle_box(circle):
    """The square inside the circle that the target's box must keep to."""
    cx, cy, r = circle
    half = r / math.sqrt(2) + TOLERANCE
    return ((cx - r - TOLERANCE, cy - half), (cx + r + TOLERANCE, cy - half), (cx + r + TOLERANCE, cy + half),
            (cx - r - TOLERANCE, cy + half))


def only_older_values_hidden(game, settlement, fid, fl):
    ledger = game.sheet.ledger(fid)
    out = []
    shown = [er.entry for er in fl.entries]
    if shown != list(range(len(ledger) - len(shown), len(ledger))):
        out.append(("not the newest values shown", fid, shown[-3:], len(ledger)))
    if fl.hidden != len(ledger) - len(shown):
        out.append(("values missing without an ellipsis", fid, fl.hidden, len(ledger) - len(shown)))
    if (fl.hidden > 0) != any(run.text == "…" for run in fl.runs):
        out.append(("an ellipsis but nothing hidden, or the other way round", fid))
    labels = [run.text for run in fl.runs if run.role == "label"]  # the name, or its beginning (cut short)
    named = len(labels) == 1 and labels[0].endswith(":") and game.players[fid[2]].startswith(labels[0][:-1].rstrip("…"))
    if fid[0] == "whist" and not named:
        out.append(("the opponent's name is gone", fid, labels))
    steps = [run.text for run in fl.runs if run.role in ("step", "result")]
    expected = {"pool": 1, "whist": 1, "mountain": 3}[fid[0]]  # the last of each field's steps at least
    if settlement is not None and len(steps) < expected:
        out.append(("settlement steps missing", fid, steps))
    return out


def recording_flows(monkeypatch):
    """Every field's flows as the layouts make them: (band, align, result), appended to the list returned."""
    flows = []
    real = layout_cache.flow

    def flow(band, words, fmax, fmin, align="center", base=None, floor=None, memo=None):
        done = real(band, words, fmax, fmin, align, base, floor, memo)
        flows.append((band, align, done))
        return done

    monkeypatch.setattr(layout_cache, "flow", flow)
    return flows


@pytest.mark.parametrize(("n", "convention", "deals", "seed", "bottom"), games())
@pytest.mark.parametrize("shape", SHAPES)
def test_nothing_collides(n, convention, deals, seed, bottom, shape, monkeypatch):
    game, settlement = game_of(n, convention, deals, seed)
    flows = recording_flows(monkeypatch)
    found = []
    for size in SIZES + [(PAGE_WIDTH, PAGE_WIDTH / sheet_aspect(n, shape))]:
        for name, print_size in PRINTS.items():
            flows.clear()
            layout = layout_sheet(game.sheet, *size, settlement=settlement, info=INFO, bottom_seat=bottom,
                                  shape=shape, **print_size)
            found += [(size, name) + p for p in collisions(game, settlement, layout)]
            found += [(size, name, "a chain that fits one line split", text)
                      for band, align, done in flows for text in needless_splits(done, band, align)]
    assert not found, (len(found), found[:8])


@pytest.mark.parametrize("size", [(896, 710), (1000, 900), (740, 700)])
def test_nothing_collides_on_a_four_player_sheet_a_little_wider_than_square(size):
    """A window's room (the docks open) is often a little wider than square: the 4-player landscape paper then
    takes its aspect, with a short ridge, and the notes go above and below the circle."""
    found = []
    for n, convention, deals, seed, bottom in games():
        if n == 4 and convention in ("sochi", "leningrad"):
            game, settlement = game_of(n, convention, deals, seed)
            for name, print_size in PRINTS.items():
                layout = layout_sheet(game.sheet, *size, settlement=settlement, info=INFO, bottom_seat=bottom,
                                      shape="landscape", **print_size)
                assert layout.sheet_rect[2:] == pytest.approx(size)
                found += [(deals, name) + p for p in collisions(game, settlement, layout)]
    assert not found, (len(found), found[:8])


@pytest.mark.parametrize("shape", SHAPES)
def test_the_phone_pages_sheet(shape, monkeypatch):
    """The sheet of the phone's screenshots (docs/make_phone_screenshots.py: 4 players, 14 deals, not settled),
    as the share server lays it out for each seat: Grigory's mountain was "…" on one line, "68.74" on the next."""
    game = sample_game(4, 14, "leningrad", seed=7, whist_price=10)
    flows = recording_flows(monkeypatch)
    found = []
    for seat in range(4):
        flows.clear()
        layout = layout_sheet(game.sheet, PAGE_WIDTH, PAGE_WIDTH / sheet_aspect(4, shape), bottom_seat=seat,
                              info=sheet_info(game, game.sheet, "en"), shape=shape, **PHONE_PRINT)
        found += [(seat,) + p for p in collisions(game, None, layout)]
        found += [(seat, "a chain that fits one line split", text)
                  for band, align, done in flows for text in needless_splits(done, band, align)]
    assert not found, found

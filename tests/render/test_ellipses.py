"""The circled settlement steps and results stay inside their fields, clear of every line."""

import math
import random

import pytest

from preferans_desk.core import settle_game
from preferans_desk.render.geometry import layout_sheet, point_in_polygon
from preferans_desk.render.samples import sample_game

PAGES = {3: [(600, 800), (1366, 768), (420, 595), (300, 400)], 4: [(800, 800), (1000, 1000), (595, 842), (400, 400)]}
MARGIN = 0.1  # ems of the circled number's size kept between its ellipse and the field's edges, at the least
SAMPLES = 72  # points sampled on each ellipse


def ellipse_points(e, count=SAMPLES):
    """Points on the ellipse as the painters draw it: half-axis rx along ``angle`` (clockwise, y down)."""
    a = math.radians(e.angle)
    ux, uy = math.cos(a), math.sin(a)
    for i in range(count):
        t = 2 * math.pi * i / count
        du, dv = e.rx * math.cos(t), e.ry * math.sin(t)
        yield e.cx + du * ux - dv * uy, e.cy + du * uy + dv * ux


def edge_distance(x, y, polygon):
    """The distance from (x, y) to the nearest edge of a convex polygon (points on its boundary: 0)."""
    best = math.inf
    pts = list(polygon)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1], strict=True):
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy)
        best = min(best, abs(dx * (y - y0) - dy * (x - x0)) / length)
    return best


def field_of(layout, x, y):
    for fid, fl in layout.fields.items():
        if point_in_polygon(x, y, fl.polygon):
            return fid, fl
    return None, None


def problems(layout, size_of):
    """Every ellipse of a field (the centre circle aside) that leaves its field or comes nearer an edge,
    or the centre circle, than the margin."""
    out = []
    cx, cy, r = layout.circle
    for e in layout.ellipses:
        if e.role == "rule":
            continue
        fid, fl = field_of(layout, e.cx, e.cy)
        if fl is None:
            out.append(("centre outside every field", e))
            continue
        margin = MARGIN * size_of(e) + e.width / 2
        for x, y in ellipse_points(e):
            if not point_in_polygon(x, y, fl.polygon):
                out.append((fid, "outside", e))
                break
            if edge_distance(x, y, fl.polygon) < margin:
                out.append((fid, "touches an edge", round(edge_distance(x, y, fl.polygon), 2), e))
                break
            if math.hypot(x - cx, y - cy) < r + margin:
                out.append((fid, "touches the circle", e))
                break
    return out


def sized(layout):
    """The font size of the number an ellipse circles: the size of the field's run at its centre."""
    def size_of(e):
        _fid, fl = field_of(layout, e.cx, e.cy)
        runs = [run for run in fl.runs if run.role in ("step", "result")]
        return min(runs, key=lambda run: math.hypot(run.x - e.cx, run.y - e.cy)).size
    return size_of


def cases():
    rng = random.Random(14)
    out = []
    for n in (3, 4):
        for _ in range(12):
            deals = rng.choice((4, 10, 24, 40, 80, 160, 300))
            out.append((n, deals, rng.randrange(10_000), rng.choice(("sochi", "leningrad", "rostov"))))
    return out


@pytest.mark.parametrize(("n", "deals", "seed", "convention"), cases())
def test_circled_steps_stay_inside_their_fields(n, deals, seed, convention):
    game = sample_game(n, deals, convention, seed=seed, whist_price=10)
    settlement = settle_game(game)
    found = []
    for width, height in PAGES[n]:
        for bottom in range(n):
            layout = layout_sheet(game.sheet, width, height, settlement=settlement, bottom_seat=bottom)
            assert sum(e.role == "result" for e in layout.ellipses) == 2 * n  # every result, double-circled
            found += [((width, height), bottom, p) for p in problems(layout, sized(layout))]
    assert not found, found[:5]


@pytest.mark.parametrize(("type_scale", "type_floor"), [(1.0, 0.6), (1.6, 0.6), (1.6, 0.95)])
def test_the_table_view_type_keeps_them_inside_too(type_scale, type_floor):
    """The table view's large type (gui.sheet.sheet_widget.LARGE_PRINT) at 1366x768."""
    for n in (3, 4):
        for seed in range(6):
            game = sample_game(n, 30 + 40 * seed, "sochi", seed=seed, whist_price=10)
            for bottom in range(n):
                layout = layout_sheet(game.sheet, 1366, 768, settlement=settle_game(game), bottom_seat=bottom,
                                      type_scale=type_scale, type_floor=type_floor)
                assert any(e.role == "step" for e in layout.ellipses)
                # every result, though a pool of large type is one line deep: written on after its values
                assert sum(e.role == "result" for e in layout.ellipses) == 2 * n
                assert not problems(layout, sized(layout))

"""The sheet's geometry, without widgets: regions, cells, hit-testing, text and settlement."""

import math
import random

import pytest

from preferans_desk.core import AllPass, Contract, Game, Rules, settle_game
from preferans_desk.render.flow import Band, Frame
from preferans_desk.render.geometry import hit_test, layout_sheet, point_in_polygon
from preferans_desk.render.metrics import ASCENT, DESCENT
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.samples import sample_game

from ..imports import QT, loaded_by

SIZES = {3: (600, 800), 4: (800, 800)}
ANGLES = {"bottom": 0, "left": 90, "top": 180, "right": -90}


def edges(polygon):
    return zip(polygon, polygon[1:] + polygon[:1], strict=True)


def area(polygon):
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in edges(polygon))) / 2


def centroid(polygon):
    a = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in edges(polygon)) / 2
    cx = sum((x0 + x1) * (x0 * y1 - x1 * y0) for (x0, y0), (x1, y1) in edges(polygon))
    cy = sum((y0 + y1) * (x0 * y1 - x1 * y0) for (x0, y0), (x1, y1) in edges(polygon))
    return cx / (6 * a), cy / (6 * a)


def layout_of(n, deals=20, **kwargs):
    game = sample_game(n, deals, seed=3)
    return game, layout_sheet(game.sheet, *SIZES[n], **kwargs)


@pytest.fixture(scope="module")
def long_games():
    """300-deal games, settled, as the window and the printout would show them."""
    out = {}
    for n in (3, 4):
        game = sample_game(n, 300, seed=11)
        out[n] = (game, layout_sheet(game.sheet, *SIZES[n], settlement=settle_game(game),
                                     info=SheetInfo("Sochi", "whist = 10", "all-pass at 1", "", "Anna deals")))
    return out


def test_geometry_imports_no_qt():
    code = "import preferans_desk.render.geometry, preferans_desk.render.samples, preferans_desk.render.style"
    assert loaded_by(code, QT) == []


@pytest.mark.parametrize("n", [3, 4])
def test_fields_cover_the_paper_without_overlap(n):
    _game, layout = layout_of(n)
    w, h = SIZES[n]
    polygons = [list(fl.polygon) for fl in layout.fields.values()]
    assert len(polygons) == n * (n + 1)  # pool, mountain and n-1 whist cells each
    assert sum(area(p) for p in polygons) == pytest.approx(w * h)
    rng = random.Random(1)
    for _ in range(3000):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        assert sum(point_in_polygon(x, y, p) for p in polygons) == 1


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("bottom", [0, 1])
def test_hit_test_finds_every_field(n, bottom):
    _game, layout = layout_of(n, bottom_seat=bottom)
    for fid, fl in layout.fields.items():
        x, y = centroid(list(fl.polygon))
        assert hit_test(layout, x, y)[0] == fid
    cx, cy, _r = layout.circle
    assert hit_test(layout, cx, cy) is None
    assert hit_test(layout, -5, -5) is None


def test_three_players_regions_and_cells():
    _game, layout = layout_of(3)
    c = {fid: centroid(list(fl.polygon)) for fid, fl in layout.fields.items()}
    # bottom (seat 0): from the edge inwards whists, pool, mountain
    assert c[("whist", 0, 1)][1] > c[("pool", 0)][1] > c[("mountain", 0)][1]
    assert c[("pool", 1)][0] < c[("mountain", 1)][0] < 300 < c[("mountain", 2)][0] < c[("pool", 2)][0]
    # each cell nearest the opponent it records
    assert c[("whist", 0, 1)][0] < 300 < c[("whist", 0, 2)][0]  # bottom: left cell on the left player
    assert c[("whist", 1, 2)][1] < c[("whist", 1, 0)][1]  # left: upper cell on the right player
    assert c[("whist", 2, 1)][1] < c[("whist", 2, 0)][1]  # right: lower cell on the bottom player
    assert layout.circle[:2] == (300, 800 - 300)


def test_four_players_cells_in_order():
    _game, layout = layout_of(4)
    c = {fid: centroid(list(fl.polygon)) for fid, fl in layout.fields.items()}
    xs = lambda *fids: [c[f][0] for f in fids]  # noqa: E731
    ys = lambda *fids: [c[f][1] for f in fids]  # noqa: E731
    assert xs(("whist", 0, 1), ("whist", 0, 2), ("whist", 0, 3)) == sorted(xs(("whist", 0, 1), ("whist", 0, 2),
                                                                              ("whist", 0, 3)))
    assert ys(("whist", 1, 2), ("whist", 1, 3), ("whist", 1, 0)) == sorted(ys(("whist", 1, 2), ("whist", 1, 3),
                                                                              ("whist", 1, 0)))
    assert xs(("whist", 2, 1), ("whist", 2, 0), ("whist", 2, 3)) == sorted(xs(("whist", 2, 1), ("whist", 2, 0),
                                                                              ("whist", 2, 3)))
    assert ys(("whist", 3, 2), ("whist", 3, 1), ("whist", 3, 0)) == sorted(ys(("whist", 3, 2), ("whist", 3, 1),
                                                                              ("whist", 3, 0)))
    assert c[("mountain", 2)][1] < 400 < c[("mountain", 0)][1]
    assert layout.circle[:2] == (400, 400)


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("bottom", range(4))
def test_each_cell_is_nearest_its_opponent(n, bottom):
    _game, layout = layout_of(n, bottom_seat=bottom)
    regions = {}
    for fl in layout.fields.values():
        regions.setdefault(fl.seat, []).append(fl.polygon)
    centre = {seat: _mean([centroid(list(p)) for p in polys]) for seat, polys in regions.items()}
    for writer in range(n):
        cells = {fid[2]: centroid(list(fl.polygon)) for fid, fl in layout.fields.items()
                 if fid[0] == "whist" and fid[1] == writer}
        for target, spot in cells.items():
            nearest = min(cells, key=lambda t: math.dist(cells[t], centre[target]))  # noqa: B023
            assert nearest == target, (writer, target, spot)


def _mean(points):
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


@pytest.mark.parametrize("n", [3, 4])
def test_bottom_seat_turns_the_sheet(n):
    _game, layout = layout_of(n, bottom_seat=1)
    assert layout.fields[("pool", 1)].side == "bottom"
    assert layout.fields[("pool", 0)].side == ("right" if n == 3 else "right")
    assert layout.fields[("pool", 2)].side == "left"


@pytest.mark.parametrize("n", [3, 4])
def test_text_reads_upright_for_each_player(n):
    _game, layout = layout_of(n)
    sides = set()
    for fl in layout.fields.values():
        sides.add(fl.side)
        for run in fl.runs:
            assert run.angle == pytest.approx(ANGLES[fl.side])
    assert sides == set(ANGLES) - ({"top"} if n == 3 else set())


def test_fields_show_dotted_running_totals():
    game = Game(["A", "B", "C"], Rules.from_preset("sochi", 10))
    for deal in [Contract(0, 6, "spades", ("pass", "pass")), Contract(1, 6, "spades", ("pass", "pass")),
                 Contract(0, 7, "hearts", ("pass", "pass")), Contract(0, 8, "clubs", ("pass", "pass"))]:
        game.append(deal)
    layout = layout_sheet(game.sheet, 600, 800)
    pool = layout.fields[("pool", 0)]
    assert "".join(er.run.text for er in pool.entries) == "2.6.10"
    assert [er.entry for er in pool.entries] == [0, 1, 2]
    assert [run.text for run in pool.runs if run.role == "closed"] == ["|"]  # 6 + 4 closed the pool of 10
    # the rest of the eight's 6 points helps B's pool (marked), and A writes 20 whists on B
    assert layout.fields[("pool", 1)].entries[-1].run.role == "help"
    assert layout.fields[("whist", 0, 1)].entries[-1].run.text == "20"
    lit = [er.entry for fl in layout.fields.values() for er in fl.entries if er.run.bold]
    assert len(lit) == len([f for f in layout.fields if any(e.deal == 3 for e in game.sheet.ledger(f))])
    assert sum(fill.role == "highlight" for fill in layout.fills) == len(lit)


def test_highlight_follows_the_chosen_deal():
    game, layout = layout_of(3, highlight_deal=5)
    for fid, fl in layout.fields.items():
        ledger = game.sheet.ledger(fid)
        for er in fl.entries:
            assert er.run.bold == (ledger[er.entry].deal == 5)


def test_entry_boxes_hit_their_entries():
    _game, layout = layout_of(4)
    for fid, fl in layout.fields.items():
        for er in fl.entries:
            x, y = _mean(er.box)
            assert hit_test(layout, x, y) == (fid, er.entry)


@pytest.mark.parametrize("n", [3, 4])
def test_a_300_deal_game_stays_readable_and_inside_its_fields(n, long_games):
    game, layout = long_games[n]
    assert layout.min_font >= 7
    assert all(run.size >= layout.min_font - 1e-9 for run in layout.texts)
    for fid, fl in layout.fields.items():
        ledger = game.sheet.ledger(fid)
        if ledger:  # the newest value is always written, and every entry links to the ledger
            assert fl.entries[-1].entry == len(ledger) - 1
            assert fl.entries[-1].run.text.rstrip(".") == ledger[-1].total.__str__().replace("-", "−")
        assert all(0 <= er.entry < len(ledger) for er in fl.entries)
        assert len(fl.entries) + fl.hidden == len(ledger)
        for run in fl.runs:
            for corner in _run_box(run):
                assert _inside(corner, fl.polygon), (fid, run.text)


def _run_box(run):
    a = math.radians(run.angle)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = uy, -ux  # "up" for the text
    corners = []
    for du in (0, run.width):
        for dv in (-DESCENT * run.size, ASCENT * run.size):
            corners.append((run.x + du * ux + dv * vx, run.y + du * uy + dv * vy))
    return corners


def _inside(point, polygon, tolerance=0.5):
    x, y = point
    return any(point_in_polygon(x + dx, y + dy, polygon)
               for dx in (-tolerance, 0, tolerance) for dy in (-tolerance, 0, tolerance))


@pytest.mark.parametrize("n", [3, 4])
def test_long_fields_strike_older_values(n, long_games):
    _game, layout = long_games[n]
    for fl in layout.fields.values():
        if len(fl.entries) > 6:
            assert fl.entries[0].run.faded and not fl.entries[-1].run.faded
    assert any(line.role == "strike" for line in layout.lines)


@pytest.mark.parametrize("n", [3, 4])
def test_settlement_is_written_in_each_region(n, long_games):
    game, layout = long_games[n]
    s = settle_game(game)
    for seat in range(n):
        results = [run.text for run in layout.fields[("pool", seat)].runs if run.role == "result"]
        assert results == [_signed(s.result[seat])]
        steps = [run.text for run in layout.fields[("mountain", seat)].runs if run.role == "step"]
        assert steps[:2] == [str(s.levelled[seat]), str(s.amnestied[seat])]
        assert steps[-1] == _signed(s.mountain_whists[seat])
        for other in range(n):
            if other != seat:
                cell = [run.text for run in layout.fields[("whist", seat, other)].runs if run.role == "step"]
                assert cell[-1] == _signed(s.balances[seat][other])
    assert sum(e.role == "result" for e in layout.ellipses) == 2 * n  # double circles
    assert sum(line.role == "underline" for line in layout.lines) == 3 * n  # single and double underlines


def _signed(x):
    return ("+" if x > 0 else "") + str(x).replace("-", "−")


def test_paper_correction_is_written():
    game = Game(["W", "E", "S"], Rules.from_preset("sochi", 20))
    from preferans_desk.core import Adjust

    game.append(Adjust(pool=(20, 20, 20), mountain=(8, 19, 14), whists=((1, 0, 26), (2, 1, 2))))
    s = settle_game(game)
    layout = layout_sheet(game.sheet, 600, 800, settlement=s)
    mountain = [run.text for run in layout.fields[("mountain", 1)].runs if run.role == "step"]
    assert mountain == ["19", "11", "+1", "−60"]
    assert "−3" in [run.text for run in layout.fields[("whist", 0, 1)].runs]
    assert "−3" in [run.text for run in layout.fields[("whist", 2, 1)].runs]
    assert [run.text for run in layout.fields[("pool", 0)].runs if run.role == "result"] == ["+31"]


def test_info_beside_the_circle_and_the_target_inside():
    _game, layout = layout_of(3, info=SheetInfo("Sochi", "whist = 10", "all-pass at 2", "exit 6", "Boris deals"))
    infos = [run for run in layout.texts if run.role == "info"]
    assert [run.text for run in infos] == ["Sochi", "whist = 10", "all-pass at 2", "exit 6", "Boris deals"]
    cx, cy, r = layout.circle
    assert all(math.dist((run.x, run.y), (cx, cy)) < 4 * r + run.width for run in infos)
    target = [run for run in layout.texts if run.role == "target"]
    assert [run.text for run in target] == ["20"] and math.dist((target[0].x, target[0].y), (cx, cy)) < r


def test_scales_with_the_page():
    game = sample_game(3, 40, seed=5)
    small = layout_sheet(game.sheet, 450, 600)
    large = layout_sheet(game.sheet, 1800, 2400)
    assert large.base_font == pytest.approx(4 * small.base_font)
    assert len(large.texts) >= len(small.texts)
    wide = layout_sheet(game.sheet, 1366, 768)  # the paper keeps its shape, centred
    x, y, w, h = wide.sheet_rect
    assert w / h == pytest.approx(3 / 4) and h == 768 and x == pytest.approx((1366 - w) / 2)


def test_band_area_matches_its_polygon():
    frame = Frame(0, 800, 1, 0, 0, -1, 600, 1, 1, "bottom")
    for band in (Band(frame, 0, 80, 0, 300), Band(frame, 0, 80, 300, 600), Band(frame, 200, 300, 0, 600),
                 Band(frame, 10, 90, 40, 200)):
        assert band.area() == pytest.approx(area(list(band.polygon())))


def test_all_pass_only_game_and_empty_game():
    empty = Game(["A", "B", "C", "D"], Rules.from_preset("leningrad", 20))
    layout = layout_sheet(empty.sheet, 800, 800)
    assert all(not fl.entries for fl in layout.fields.values())
    empty.append(AllPass((None, 3, 3, 4)))
    layout = layout_sheet(empty.sheet, 800, 800)
    assert [er.run.text for er in layout.fields[("mountain", 1)].entries] == ["6"]  # 3 tricks at 2

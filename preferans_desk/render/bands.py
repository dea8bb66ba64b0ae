"""The fields of a region as bands, and how deep the whist and pool bands are.

In every region, from the paper's edge inwards: the whist band (one cell per opponent, each nearest the
opponent it records), the pool, the mountain. The bands keep their default depths while every field fits
easily; else the depths that leave the fullest field least full (``band_depths``).
"""

from __future__ import annotations

from functools import lru_cache

from .flow import LEADING, PAD_V, Band, Frame
from .primitives import FieldId

# Depths as shares of D, the distance from the paper's edge to the centre (see ``paper``).
WHIST_BAND = (0.26, 0.185, 0.46)  # (default, least, most) depth of the whist band
POOL_BAND = (0.20, 0.125, 0.30)
MOUNTAIN_MIN = 0.3
COMFORTABLE = 0.8  # below this share of a field filled, the default depths are kept

# What ``band_depths`` tries (``_depth_areas``): for a whist depth, its cells' areas and the pool depths tried
# with it; for a pool depth, its drift from the defaults and each region's pool and mountain areas.
RegionAreas = tuple[FieldId, float, FieldId, float]  # the pool and its area, the mountain and its area
PoolTry = tuple[float, float, list[RegionAreas]]  # the pool's depth, its drift, the regions' areas
WhistTry = tuple[float, list[tuple[FieldId, float]], list[PoolTry]]  # the whist band's depth, its cells, the pools


def whist_cuts(frame: Frame, n: int, depth: float) -> list[float]:
    """Where the whist band is cut: its inner edge in equal parts, one per opponent."""
    a, b = frame.ka * depth, frame.length - frame.kb * depth
    k = n - 1
    return [0.0] + [a + (b - a) * i / k for i in range(1, k)] + [frame.length]


def region_bands(frame: Frame, seat: int, n: int, whist: float, pool: float, d: float) -> list[tuple[Band, FieldId]]:
    """The fields of one region; the whist cells in reading order record the opponents clockwise."""
    cuts = whist_cuts(frame, n, whist)
    out: list[tuple[Band, FieldId]] = [
        (Band(frame, 0.0, whist, cuts[i], cuts[i + 1]), ("whist", seat, (seat + 1 + i) % n)) for i in range(n - 1)]
    out.append((Band(frame, whist, whist + pool, 0.0, frame.length), ("pool", seat)))
    out.append((Band(frame, whist + pool, d, 0.0, frame.length), ("mountain", seat)))
    return out


def band_depths(frames: list[Frame], seats: list[int], needs: dict[FieldId, float], d: float,
                base: float, fmin: float) -> tuple[float, float]:
    """Whist band and pool depths: the defaults while everything fits easily, else the pair that
    leaves the fullest field least full (whist cells fill fastest on paper). ``needs`` are the
    fields' needs in ems (``FieldText.need``); the areas tried are the same for every sheet on a page
    (``_depth_areas``, shared by every owner's layouts). Bands too shallow for the smallest type are
    not tried (large type, as a table view's, would leave them empty): a whist cell needs two lines,
    its opponent's name and a value, a pool one."""
    need = {fid: x * base * base * LEADING * 1.15 for fid, x in needs.items()}
    line = fmin * (LEADING + 2 * PAD_V)
    areas = _depth_areas(tuple(frames), tuple(seats), d, base)
    deep: list[WhistTry] = [(w, cells, [p for p in pools if p[0] >= line]) for w, cells, pools in areas
                            if w >= 2 * line]
    if any(pools for _, _, pools in deep):
        areas = deep
    best: tuple[tuple[float, float], float, float] | None = None
    for whist, cells, pools in areas:
        cells_most = max(need[fid] / area for fid, area in cells)  # the cells do not depend on the pool
        for pool, drift, inner in pools:
            most = cells_most
            for pool_fid, pool_area, mountain_fid, mountain_area in inner:
                most = max(most, need[pool_fid] / pool_area, need[mountain_fid] / mountain_area)
            key = (round(max(most, COMFORTABLE), 2), drift)
            if best is None or key < best[0]:
                best = (key, whist, pool)
    assert best is not None
    return best[1], best[2]


# Not in a LayoutCache: a bounded cache of a pure function of the page's geometry (no sheet in it), so
# that sharing it between owners can change nothing but the speed.
@lru_cache(maxsize=16)
def _depth_areas(frames: tuple[Frame, ...], seats: tuple[int, ...], d: float, base: float) -> list[WhistTry]:
    """The depths ``band_depths`` tries and the areas it divides by: for each whist depth, the whist
    cells' areas and, for each pool depth, its drift from the defaults and each region's pool and
    mountain areas (the mountain less its name line, the circle and the narrow apex)."""
    n = len(frames)
    out: list[WhistTry] = []
    for whist in _steps(*WHIST_BAND[1:], d):
        cells = [(fid, max(band.area(), 1e-9))
                 for frame, seat in zip(frames, seats, strict=True)
                 for band, fid in region_bands(frame, seat, n, whist, 0.0, d)[:-2]]
        pools: list[PoolTry] = []
        for pool in _steps(*POOL_BAND[1:], d):
            if d - whist - pool < MOUNTAIN_MIN * d:
                continue
            inner = whist + pool
            regions: list[RegionAreas] = []
            for frame, seat in zip(frames, seats, strict=True):
                name_line = (frame.length - (frame.ka + frame.kb) * inner) * base * LEADING
                mountain = _strip_area(frame, inner, d) * 0.8 - name_line
                regions.append((("pool", seat), _strip_area(frame, whist, inner),
                                ("mountain", seat), max(mountain, 1e-9)))
            drift = abs(whist - WHIST_BAND[0] * d) + abs(pool - POOL_BAND[0] * d)
            pools.append((pool, drift, regions))
        out.append((whist, cells, pools))
    return out


def _strip_area(frame: Frame, v0: float, v1: float) -> float:
    """The area of a whole region's strip between v0 and v1 (its width shrinks by ka + kb per unit of v)."""
    return (v1 - v0) * frame.length - (frame.ka + frame.kb) * (v1 * v1 - v0 * v0) / 2


def _steps(lo: float, hi: float, d: float, step: float = 0.025) -> list[float]:
    count = round((hi - lo) / step)
    return [d * (lo + step * i) for i in range(count + 1)]

"""Tour points against cases worked by hand, for each method and each preset (docs/club-night.md)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from preferans_desk.night.tour_points import (
    CompressedPoints,
    PlacePoints,
    WhistPoints,
    compress,
    compressed_preset,
    table_points,
)


def test_whists_are_the_results():
    assert table_points(WhistPoints(), [Fraction(40, 3), Fraction(-10, 3), -10]) == [Fraction(40, 3),
                                                                                     Fraction(-10, 3), -10]


@pytest.mark.parametrize(("results", "points"), [
    ([50, 10, -60], [3, 2, 0]),  # two winners: 3, 2, 0
    ([50, -20, -30], [4, 1, 0]),  # the only winner 3 + 1; the second below zero scores 1, not 2
    ([30, 0, -30], [3, 2, 0]),  # 0 counts as not below zero: two "winners"
    ([20, 20, -40], [3, 3, 0]),  # level on whists: both share first place
    ([40, -20, -20], [4, 1, 1]),  # the two level below zero share second, at most 1 each
    ([0, 0, 0], [3, 3, 3]),
])
def test_places_at_a_table_of_three_as_the_serbian_league(results, points):
    assert table_points(PlacePoints(), results) == points


@pytest.mark.parametrize(("results", "points"), [
    ([60, 20, -30, -50], [3, 2, 1, 0]),
    ([90, -10, -30, -50], [4, 1, 1, 0]),  # the only winner; below zero at most 1
    ([10, 10, 10, -30], [3, 3, 3, 0]),
])
def test_places_at_a_table_of_four(results, points):
    assert table_points(PlacePoints(), results) == points


def test_places_of_the_directors_own():
    method = PlacePoints({3: (5, 3, 1), 4: (5, 3, 2, 1)}, sole_winner=0, below_zero=None)
    assert table_points(method, [50, -20, -30]) == [5, 3, 1]


@pytest.mark.parametrize(("whists", "points"), [
    (0, 0), (150, 150), (200, 200), (210, 201), (650, 245), (1000, 245), (Fraction(401, 2), Fraction(4001, 20)),
])
def test_gambler_ru(whists, points):
    """200 in full, each whist from 200 to 650 a tenth, nothing above: T(650) = 200 + 45."""
    assert compress(whists, compressed_preset("gambler").breakpoints) == points


@pytest.mark.parametrize(("whists", "points"), [(40, 40), (50, 50), (80, 65), (100, 75), (300, 95)])
def test_playelephant_lt(whists, points):
    """50 in full, a half from 50 to 100, a tenth above: T(80) = 50 + 15, T(300) = 75 + 20."""
    assert compress(whists, compressed_preset("playelephant").breakpoints) == points


def test_a_loss_counts_in_full_unless_symmetric():
    gambler = compressed_preset("gambler")
    assert table_points(gambler, [300, -100, -200]) == [210, -100, -200]
    symmetric = CompressedPoints(gambler.breakpoints, symmetric=True)
    assert table_points(symmetric, [300, -100, -300]) == [210, -100, -210]

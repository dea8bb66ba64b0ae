"""Programming errors in callers of the core are refused plainly, not scored oddly."""

import pytest

from preferans_desk.core import Sheet, preset, settle
from preferans_desk.core.exact_numbers import NumberError, parse_number


@pytest.mark.parametrize("players, first_dealer", [(["A", "B"], 0), (list("ABCDE"), 0), (list("ABCD"), 5),
                                                   (list("ABC"), -1)])
def test_a_sheet_needs_three_or_four_players_and_a_real_first_dealer(players, first_dealer):
    with pytest.raises(ValueError):
        Sheet(players, preset("sochi"), 20, first_dealer)


def test_an_unknown_rounding_is_refused():
    with pytest.raises(ValueError, match="rounding"):
        settle([20] * 3, [0] * 3, [[0] * 3] * 3, 20, preset("sochi"), rounding="bogus")


def test_a_float_is_refused_with_a_hint():
    with pytest.raises(NumberError, match="not exact"):
        parse_number(1.5)


@pytest.mark.parametrize("text", ["1e50", "1" * 60, "0.1234567890123456789012345678901234567891"])
def test_numbers_that_could_not_be_written_back_are_refused(text):
    with pytest.raises(NumberError):
        parse_number(text)

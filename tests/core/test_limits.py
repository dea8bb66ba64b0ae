"""The bounds of core/limits.py: totals on the sheet, text that cannot be encoded, text of any length.

Each is valid JSON, and the totals keep every rule; without the bounds they crashed printing
(``Exceeds the limit (4300 digits)``, ``UnicodeEncodeError``) or grew without end."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from preferans_desk.core import Adjust, DealError, GameFileError, gamefile, limits, settle_game
from preferans_desk.core.exact_numbers import fraction_str

from . import hostile


def loads(document: dict):
    return gamefile.loads(hostile.text(document))


def refusal(document: dict) -> GameFileError:
    with pytest.raises(GameFileError) as info:
        loads(document)
    return info.value


def totals(sheet) -> list:
    return [*sheet.pool, *sheet.mountain, *(x for row in sheet.whists for x in row)]


def within(x) -> bool:
    x = Fraction(x)
    return abs(x) <= limits.MAX_VALUE and x.denominator <= limits.MAX_DENOMINATOR


# ----- totals -----
@pytest.mark.parametrize("make, code", [(hostile.doubling, "too_large"), (hostile.halving, "too_fine"),
                                        (hostile.fine_adjustments, "too_fine")],
                         ids=["doubling", "halving", "fine adjustments"])
def test_a_total_past_the_bound_refuses_the_file_naming_the_deal(make, code):
    document = make()
    error = refusal(document)
    assert error.code == "in_deal" and isinstance(error.cause, DealError) and error.cause.code == code
    n = error.deal
    words = {"too_large": "a total on the sheet would go beyond ±10^12, more than a game may hold",
             "too_fine": "a total on the sheet would need fractions finer than 1/10^12, more than a game may hold"}
    assert str(error) == f"deal {n}: {words[code]}"
    # The deals before it load, and their totals are within the bound: the refusal is at the first one past it.
    document["deals"] = document["deals"][: n - 1]
    game = loads(document).game
    assert all(within(x) for x in totals(game.sheet))
    assert n >= 2 and len(make()["deals"]) > n


def test_the_bound_itself_is_allowed_and_one_past_it_refused():
    edge = limits.MAX_VALUE
    document = hostile.example()
    document["deals"] = [{"kind": "adjust", "mountain": [edge, -edge, 0], "pool": [0, 0, 0],
                          "whists": [[0, 1, edge], [1, 0, -edge]]}]
    game = loads(document).game
    assert game.sheet.mountain == [edge, -edge, 0] and game.sheet.whists[0][1] == edge
    result = settle_game(game)  # settles and prints
    assert all(fraction_str(x) for x in result.exact)
    for field, amounts in [("mountain", [1, 0, 0]), ("mountain", [0, -1, 0]), ("pool", [edge + 1, 0, 0])]:
        document["deals"].append({"kind": "adjust", field: amounts})
        error = refusal(document)
        assert error.deal == len(document["deals"]) and error.cause.code == "too_large"
        document["deals"].pop()
    document["deals"].append({"kind": "adjust", "whists": [[0, 1, 1]]})
    assert refusal(document).cause.code == "too_large"


def test_what_comes_back_within_the_bound_counts_as_the_total_does():
    """Only the totals are bounded: one deal may write a large amount that another part of it takes back."""
    edge = limits.MAX_VALUE
    document = hostile.example()
    document["deals"] = [{"kind": "adjust", "mountain": [edge, 0, 0]},
                         {"kind": "adjust", "whists": [[0, 1, edge], [0, 1, -edge]], "mountain": [-edge, 0, 0]}]
    assert loads(document).game.sheet.mountain == [0, 0, 0]


def test_the_entry_dialog_is_refused_a_deal_past_the_bound():
    """``preview`` (the entry dialog's) refuses with the deal's number and the sheet is left as it was."""
    game = loads(hostile.example()).game
    before = totals(game.sheet)
    with pytest.raises(DealError) as info:
        game.sheet.preview(Adjust(mountain=(limits.MAX_VALUE, 0, 0)))
    assert info.value.code == "too_large" and info.value.deal == 8
    assert str(info.value) == "deal 8: a total on the sheet would go beyond ±10^12, more than a game may hold"
    with pytest.raises(DealError):
        game.append(Adjust(whists=((0, 1, Fraction(1, limits.MAX_DENOMINATOR + 1)),)))
    assert totals(game.sheet) == before and len(game.deals) == 7
    game.append(Adjust(whists=((0, 1, Fraction(1, limits.MAX_DENOMINATOR)),)))


def test_a_long_streak_is_refused_in_little_time():
    """15,000 all-passes of a doubling progression: refused at once, not scored to 4,500 digits."""
    import time

    started = time.perf_counter()
    refusal(hostile.doubling())
    assert time.perf_counter() - started < 5


# ----- text that cannot be encoded -----
@pytest.mark.parametrize("place, key, deal", hostile.SURROGATE_PLACES, ids=[p[0] for p in hostile.SURROGATE_PLACES])
def test_a_lone_surrogate_is_refused_naming_the_field(place, key, deal):
    error = refusal(hostile.surrogate(place))
    inner = error.cause if deal is not None else error
    assert error.deal == deal
    assert inner.code == "not_unicode" and inner.params == {"key": key, "char": "\\ud83d"}
    message = f"{key} is not valid Unicode text: it holds a lone surrogate, \\ud83d"
    assert str(error) == (message if deal is None else f"deal {deal}: {message}")
    str(error).encode("utf-8")  # the message itself can be printed and stored


def test_a_lone_surrogate_anywhere_is_refused():
    for value in ["\udfff", "a\ud800b", "\udc80"]:
        document = hostile.example()
        document["rules"]["settings"]["x" + value] = 1
        assert refusal(document).code == "not_unicode"
    # Whether the text escapes it, holds it raw (a str given to loads) or the document comes decoded.
    document = hostile.surrogate("note")
    with pytest.raises(GameFileError) as raw:
        gamefile.loads(json.dumps(document, ensure_ascii=False))
    with pytest.raises(GameFileError) as decoded:
        gamefile.parse(document)
    assert str(raw.value) == str(decoded.value) == str(refusal(document))
    # A pair of surrogates is one character, written as two escapes: that is fine.
    document = hostile.example()
    document["title"] = "\U0001F600"
    assert loads(document).game.title == "\U0001F600"


# ----- text of any length -----
@pytest.mark.parametrize("key, limit", [("title", limits.MAX_TITLE), ("note", limits.MAX_NOTE)])
def test_a_title_or_note_over_its_length_is_refused(key, limit):
    def with_text(length: int) -> dict:
        document = hostile.example()
        (document if key == "title" else document["deals"][6])[key] = "я" * length
        return document

    game = loads(with_text(limit)).game
    assert len(game.title if key == "title" else game.deals[6].note) == limit
    error = refusal(with_text(limit + 1))
    inner = error.cause if key == "note" else error
    assert inner.code == "text_long" and inner.params == {"key": key, "max": limit}
    expected = f"{key} is longer than {limit} characters"
    assert str(error) == (f"deal 7: {expected}" if key == "note" else expected)


def test_the_currency_is_a_short_text():
    document = hostile.example()
    document["rules"]["currency"] = "X" * limits.MAX_CURRENCY
    assert loads(document).game.rules.currency == "X" * limits.MAX_CURRENCY
    document["rules"]["currency"] = "X" * (limits.MAX_CURRENCY + 1)
    assert refusal(document).code == "currency"


def test_whatever_loads_can_be_written_as_utf8_again():
    for place, _key, _deal in hostile.SURROGATE_PLACES:
        document = hostile.surrogate(place)
        document_ok = json.loads(json.dumps(document).replace("\\ud83d", "\\ud83d\\ude00"))
        gamefile.dumps(loads(document_ok).game).encode("utf-8")

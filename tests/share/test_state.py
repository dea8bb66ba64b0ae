"""The state the window publishes: an SVG per language, seat and shape, and the facts as JSON."""

import json
import xml.etree.ElementTree as ET

import pytest

from preferans_desk.core import settle_game
from preferans_desk.render.geometry import SHAPES, layout_sheet, sheet_aspect
from preferans_desk.render.samples import sample_game
from preferans_desk.render.svg_painter import svg_text
from preferans_desk.share.shared_state import PAGE_WIDTH, PHONE_PRINT, shared_state, sheet_info


@pytest.mark.parametrize("n", [3, 4])
def test_every_seat_in_both_languages(n):
    game = sample_game(n, 30, seed=5)
    state = shared_state(game, settlement=settle_game(game))
    assert set(state.svg) == {(lang, seat, shape) for lang in ("en", "ru") for seat in range(n) for shape in SHAPES}
    dealer = game.players[game.sheet.next_dealer]
    en = "".join(ET.fromstring(state.svg[("en", 0, "portrait")].encode()).itertext())
    ru = "".join(ET.fromstring(state.svg[("ru", 0, "portrait")].encode()).itertext())
    assert f"{dealer} deals" in en and f"{dealer} сдаёт" in ru and "Сочинка" in ru
    assert state.svg[("en", 0, "portrait")] != state.svg[("en", 1, "portrait")]  # turned for the other seat
    facts = json.loads(json.dumps(state.state_json))
    assert facts["players"] == game.players and facts["deals"] == 30
    assert facts["next_dealer"] == game.sheet.next_dealer and len(facts["settlement"]["result"]) == n


def view_box_aspect(svg: str) -> float:
    _x, _y, width, height = map(float, ET.fromstring(svg.encode()).get("viewBox", "").split())
    return width / height


@pytest.mark.parametrize("n", [3, 4])
def test_both_shapes_are_the_sheets_own_layouts(n):
    """The landscape SVG is the geometry's landscape sheet (4:3) in the phone's print, turned for each seat."""
    game = sample_game(n, 30, seed=5)
    settlement = settle_game(game)
    state = shared_state(game, settlement=settlement)
    for shape in SHAPES:
        assert view_box_aspect(state.svg[("en", 0, shape)]) == pytest.approx(sheet_aspect(n, shape), abs=1e-3)
    assert view_box_aspect(state.svg[("ru", 1, "landscape")]) == pytest.approx(4 / 3, abs=1e-3)
    own = layout_sheet(game.sheet, PAGE_WIDTH, PAGE_WIDTH * 3 / 4, settlement=settlement, bottom_seat=1,
                       info=sheet_info(game, game.sheet, "ru"), shape="landscape", **PHONE_PRINT)
    assert state.svg[("ru", 1, "landscape")] == svg_text(own)


def test_caches_change_the_speed_not_the_drawing():
    game = sample_game(3, 40, seed=2)
    caches = {}
    shared_state(game, game.sheet_after(39), caches=caches)  # the sheet one deal before
    assert shared_state(game, caches=caches).svg == shared_state(game).svg


def test_money_as_each_language_writes_it():
    from dataclasses import replace
    from fractions import Fraction

    game = sample_game(3, 24, seed=7, whist_price=10)
    game.rules = replace(game.rules, whist_price=Fraction(1, 2), currency="RUB")
    settlement = settle_game(game)
    assert settlement.transfers
    state = shared_state(game, settlement=settlement)
    ru = "".join(ET.fromstring(state.svg[("ru", 0, "portrait")].encode()).itertext())
    en = "".join(ET.fromstring(state.svg[("en", 0, "portrait")].encode()).itertext())
    assert "вист = 0,50\u00a0₽" in ru and "whist = 0.50\u00a0RUB" in en
    shown = state.state_json["settlement"]["shown"]
    assert all(text.endswith("\u00a0₽") and "," in text for text in shown["ru"]["transfers"])
    assert all(text.endswith("\u00a0RUB") and "." in text for text in shown["en"]["transfers"])
    assert state.state_json["settlement"]["money"] == settlement.money_text(), "the stable key is kept as it was"

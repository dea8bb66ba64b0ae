"""The pure-Python SVG backend: well-formed documents holding exactly the layout's primitives."""

import xml.etree.ElementTree as ET

import pytest

from preferans_desk.core import settle_game
from preferans_desk.render.geometry import layout_sheet
from preferans_desk.render.primitives import Ellipse, Line, SheetInfo, SheetLayout, TextRun
from preferans_desk.render.samples import sample_game
from preferans_desk.render.svg_painter import svg_text, xml_text

from ..imports import QT, every_module_of, loaded_by

NS = "{http://www.w3.org/2000/svg}"
SIZES = {3: (600, 800), 4: (800, 800)}


def parsed(svg: str) -> ET.Element:
    return ET.fromstring(svg.encode())


def test_svg_and_share_import_no_qt():
    code = "import preferans_desk.render.svg_painter\n" + every_module_of("preferans_desk.share")
    assert loaded_by(code, QT) == []


@pytest.mark.parametrize("n", [3, 4])
@pytest.mark.parametrize("bottom", [0, 1])
def test_one_element_per_primitive(n, bottom):
    game = sample_game(n, 60, seed=3)
    layout = layout_sheet(game.sheet, *SIZES[n], settlement=settle_game(game), bottom_seat=bottom,
                          info=SheetInfo("Sochi", "whist = 10", "all-pass at 1", "exit 7", "Anna deals"))
    root = parsed(svg_text(layout))
    assert root.get("viewBox") == f"0 0 {SIZES[n][0]} {SIZES[n][1]}"
    texts = root.findall(f".//{NS}text")
    assert [t.text or "" for t in texts] == [run.text for run in layout.texts]
    assert len(texts) == len(layout.texts)
    assert len(root.findall(f".//{NS}ellipse")) == len(layout.ellipses)
    shapes = len(root.findall(f".//{NS}polygon")) + len(root.findall(f".//{NS}polyline"))
    assert shapes == len(layout.fills) + len(layout.lines)
    turned = [t for t, run in zip(texts, layout.texts, strict=True) if run.angle]
    assert turned and all(t.get("transform", "").startswith("rotate(") for t in turned)


def small_layout(**kwargs) -> SheetLayout:
    return SheetLayout(100, 50, (0, 0, 100, 50), 3, 0, 10, 5, (50, 25, 10), **kwargs)


def test_hostile_text_stays_valid_xml():
    hostile = 'a<b>&c"d\'e\x00\x01\x08\x0b\x1f\ufffe]]><!--x--><script>'
    layout = small_layout(texts=[TextRun(10, 20, hostile, 12), TextRun(0, 0, "\ud800", 12)])
    root = parsed(svg_text(layout))
    texts = root.findall(f".//{NS}text")
    assert texts[0].text == 'a<b>&c"d\'e]]><!--x--><script>'
    assert (texts[1].text or "") == ""
    assert root.find(f".//{NS}script") is None
    assert xml_text("<&>") == "&lt;&amp;&gt;"


def test_primitives_are_drawn_as_given():
    layout = small_layout(lines=[Line(((0, 0), (10, 0)), 2.0, "rule", dash=(3, 1)),
                                 Line(((0, 0), (10, 0), (10, 10)), 1.5, "frame", closed=True)],
                          ellipses=[Ellipse(50, 25, 20, 10, 1, "step", angle=30, fill="paper")],
                          texts=[TextRun(5, 6, "x", 9, angle=-90, anchor="end", role="name", bold=True)])
    root = parsed(svg_text(layout, dark=True))
    assert root.find(f"{NS}rect") is not None  # the dark page behind the paper
    dashed = root.find(f".//{NS}polyline")
    assert dashed.get("stroke-dasharray") == "6 2" and dashed.get("stroke-width") == "2"
    assert root.find(f".//{NS}polygon").get("stroke-width") == "1.5"
    ellipse = root.find(f".//{NS}ellipse")
    assert ellipse.get("transform") == "rotate(30 50 25)" and ellipse.get("fill") == "#fdfbf2"
    text = root.find(f".//{NS}text")
    assert (text.get("text-anchor"), text.get("font-weight"), text.get("transform"), text.get("font-size")) \
        == ("end", "bold", "rotate(-90 5 6)", "9px")
    assert "DejaVu Sans, sans-serif" in root.find(f".//{NS}text/..").get("font-family")

"""PNG against a reference image, SVG as valid XML, sizes and refusals."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from preferans_desk.core import Game
from preferans_desk.export.images import export_image, png_bytes, svg_bytes

from .conftest import CYRILLIC, DATA

REFERENCE = DATA / "example-sheet-300x400.png"  # export_image(example, path, 300, 400), looked at
TOLERANCE = 0.005  # share of pixels that may differ (anti-aliasing of another FreeType)
CHANNEL = 48  # a pixel differs when a channel is off by more than this


def differing_share(a: QImage, b: QImage) -> float:
    assert (a.width(), a.height()) == (b.width(), b.height())
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    pa, pb = bytes(a.constBits()), bytes(b.constBits())  # BGRA, 4 bytes a pixel
    off = sum(1 for i in range(0, len(pa), 4)
              if max(abs(pa[i] - pb[i]), abs(pa[i + 1] - pb[i + 1]), abs(pa[i + 2] - pb[i + 2])) > CHANNEL)
    return off / (a.width() * a.height())


def test_png_matches_the_reference(qapp, example, tmp_path):
    out = tmp_path / "sheet.png"
    export_image(example, out, 300, 400)
    image = QImage(str(out))
    assert not image.isNull() and (image.width(), image.height()) == (300, 400)
    assert differing_share(image, QImage(str(REFERENCE))) <= TOLERANCE


def test_the_comparison_sees_a_different_sheet(qapp, example):
    """One deal fewer (and its settlement) is well past the tolerance."""
    shorter = Game(example.players, example.rules, list(example.deals[:-1]), title=example.title)
    other = QImage.fromData(png_bytes(shorter, 300, 400))
    assert differing_share(other, QImage(str(REFERENCE))) > 2 * TOLERANCE


def test_png_size_is_the_size_asked_for(qapp, long_four):
    image = QImage.fromData(png_bytes(long_four, 640, 480))
    assert (image.width(), image.height()) == (640, 480)
    assert image.pixelColor(5, 5).name() == "#ffffff"  # white beside the square sheet


def test_svg_is_xml_with_the_names_and_results(qapp, long_four, tmp_path):
    out = tmp_path / "sheet.svg"
    export_image(long_four, out, 800, 800, lang="ru")
    root = ET.parse(out).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 800 800"
    text = out.read_text(encoding="utf-8")
    for name in CYRILLIC:
        assert name in text
    assert "Ленинградка" in text  # the convention beside the circle, in Russian
    assert "<title>" in text


def test_svg_bytes_of_the_example(qapp, example):
    text = svg_bytes(example, 300, 400).decode("utf-8")
    ET.fromstring(text)
    assert all(name in text for name in example.players)
    assert "Friday at Oleg&apos;s" in text or "Friday at Oleg's" in text


@pytest.mark.parametrize("name, size", [("x.gif", (300, 400)), ("x.png", (0, 400)), ("x.svg", (300, 10**6))])
def test_bad_format_or_size(qapp, example, tmp_path, name, size):
    with pytest.raises(ValueError):
        export_image(example, tmp_path / name, *size)


def test_an_unwritable_path(qapp, example, tmp_path):
    with pytest.raises(OSError):
        export_image(example, tmp_path / "missing" / "x.png", 300, 400)

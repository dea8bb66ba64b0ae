"""Text widths from the generated table: the same as reportlab reads from the bundled fonts, without it."""


import pytest

from preferans_desk.render import metrics
from preferans_desk.render.metrics import em_width, text_width
from preferans_desk.resources import FONTS

from ..imports import loaded_by

reportlab = pytest.importorskip("reportlab")
from reportlab.pdfbase.pdfmetrics import registerFont, stringWidth  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402

FONT_NAMES = {False: "DejaVuSans", True: "DejaVuSans-Bold"}
SAMPLES = [
    "0123456789", "2.6.10.14.", "−12 1/3", "+4", "30 2/3", "|", "…", ".,:;!?()[]-–—/«»\"'",
    "Anna", "Boris:", "Grigory", "Zoë Ångström", "Łukasz Żółć", "Анна", "Вера", "Григорий", "вист = 10",
    "распасы по 2", "выход 6", "сдаёт Борис", "Ёж Щука Ъ", "♠♣♦♥", "6♠ 7♣ 8♦ 9♥", "Σίσυφος", "Ǆemal",
    "😀", "漢字", "\u0378", "", " ", "A\tB",
]


@pytest.fixture(scope="module")
def faces():
    out = {}
    for bold, name in FONT_NAMES.items():
        font = TTFont(name, str(FONTS / metrics._FILES[bold]))
        registerFont(font)
        out[bold] = font.face
    return out


def test_the_table_is_generated_from_the_bundled_fonts():
    assert metrics.TABLE.read_text(encoding="utf-8") == metrics.dump_table(metrics.build_table())


@pytest.mark.parametrize("bold", [False, True])
def test_every_glyph_has_reportlabs_width(faces, bold):
    face = faces[bold]
    widths = metrics._advances(bold)
    for cp, width in face.charWidths.items():
        assert widths[cp] == width / 1000, hex(cp)
    for cp in (0x378, 0x1F600, 0x10FFFF, 0):  # not in the fonts: the missing glyph's width
        if cp not in face.charWidths:
            assert widths[cp] == face.defaultWidth / 1000


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("text", SAMPLES)
def test_string_widths_match_reportlab(faces, text, bold):
    face = faces[bold]
    # exactly what the layout measured with reportlab's advance widths, so the sheet is drawn the same
    assert em_width(text, bold) == sum(face.charWidths.get(ord(ch), face.defaultWidth) / 1000 for ch in text)
    for size in (1.0, 7.0, 11.3, 24.0):
        assert text_width(text, size, bold) == pytest.approx(stringWidth(text, FONT_NAMES[bold], size), rel=1e-12)


def test_measuring_text_does_not_import_reportlab():
    code = "from preferans_desk.render.metrics import text_width\nassert text_width('Анна 2.6.10', 12.0, True) > 0"
    assert loaded_by(code, ("reportlab", "PIL")) == []

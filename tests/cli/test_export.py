"""`preferans-desk export`: PDF, PNG and SVG, the options, and refusals with their exit statuses."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage

from preferans_desk.cli import main

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"


def test_export_pdf(tmp_path, capsys):
    out = tmp_path / "game.pdf"
    assert main(["export", str(EXAMPLE), "-o", str(out)]) == 0
    assert str(out) in capsys.readouterr().out
    reader = PdfReader(out)
    assert len(reader.pages) == 2 and "Settlement step by step" in reader.pages[1].extract_text()


def test_export_pdf_russian_letter_landscape(tmp_path):
    out = tmp_path / "game.pdf"
    assert main(["export", str(EXAMPLE), "-o", str(out), "--lang", "ru", "--paper", "letter", "--landscape"]) == 0
    page = PdfReader(out).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((792, 612))
    assert "Пулька не окончена" in page.extract_text()
    # the landscape sheet takes most of the width; who pays whom is written in the narrow column left beside it
    headings = []
    page.extract_text(visitor_text=lambda text, _cm, tm, _font, _size: headings.append(tm[4])
                      if text.startswith("Кто кому платит") else None)
    assert headings and min(headings) > 0.7 * 792


def test_export_png_default_and_chosen_size(qapp, tmp_path):
    out = tmp_path / "sheet.png"
    assert main(["export", str(EXAMPLE), "-o", str(out)]) == 0
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (1200, 1600)
    assert main(["export", str(EXAMPLE), "-o", str(out), "--size", "300x200"]) == 0
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (300, 200)


def test_export_png_of_the_landscape_sheet(qapp, tmp_path):
    out = tmp_path / "wide.png"
    assert main(["export", str(EXAMPLE), "-o", str(out), "--landscape"]) == 0
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (1200, 900)  # the 4:3 landscape sheet
    upright = tmp_path / "upright.png"
    assert main(["export", str(EXAMPLE), "-o", str(upright), "--size", "1200x900"]) == 0
    assert QImage(str(out)) != QImage(str(upright))  # not the portrait sheet on a wide page
    svg = tmp_path / "wide.svg"
    assert main(["export", str(EXAMPLE), "-o", str(svg), "--landscape"]) == 0
    assert 'width="1200' in svg.read_text(encoding="utf-8") and 'height="900' in svg.read_text(encoding="utf-8")


def test_export_svg(qapp, tmp_path):
    out = tmp_path / "sheet.SVG"
    assert main(["export", str(EXAMPLE), "-o", str(out), "--lang", "ru"]) == 0
    assert "<svg" in out.read_text(encoding="utf-8") and "Сочинка" in out.read_text(encoding="utf-8")


def test_a_bad_file_is_refused_with_status_2(tmp_path, capsys):
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    doc["deals"][5]["tricks"] = [2, 5, 2]
    bad = tmp_path / "bad.pulka"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    out = tmp_path / "game.pdf"
    assert main(["export", str(bad), "-o", str(out)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("preferans-desk: ") and "deal 6:" in captured.err
    assert not out.exists()
    assert main(["export", str(tmp_path / "nope.pulka"), "-o", str(out)]) == 2
    assert "cannot read the file" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["game.txt", "game", "game.pdf.zip"])
def test_an_unknown_output_extension_is_refused_with_status_2(tmp_path, capsys, name):
    assert main(["export", str(EXAMPLE), "-o", str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("preferans-desk: ") and ".pdf, .png or .svg" in err
    assert not (tmp_path / name).exists()


def test_an_unwritable_output_exits_1(tmp_path, capsys):
    assert main(["export", str(EXAMPLE), "-o", str(tmp_path / "missing" / "game.pdf")]) == 1
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.parametrize("options", [["--size", "12"], ["--size", "0x100"], ["--lang", "de"], ["--paper", "a3"], []])
def test_bad_options_exit_2(tmp_path, options):
    args = ["export", str(EXAMPLE), *options] + (["-o", str(tmp_path / "x.png")] if options else [])
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2


def test_python_m_preferans_desk_export_png_without_a_display(tmp_path):
    out = tmp_path / "sheet.png"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "preferans_desk", "export", str(EXAMPLE), "-o", str(out),
                           "--size", "150x200"], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"\x89PNG")

"""The app icon: the SVG source and the sizes generated from it (packaging/make_icons.py)."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET

from .conftest import PACKAGING, ROOT

ICONS = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_svg_source_is_square_svg():
    root = ET.parse(ICONS / "preferans-desk.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _, _, width, height = map(float, root.get("viewBox").split())
    assert width == height


def test_every_png_size_exists():
    for size in SIZES:
        path = ICONS / "png" / f"preferans-desk-{size}.png"
        assert png_size(path.read_bytes()) == (size, size), path


def test_ico_holds_the_windows_sizes():
    data = (PACKAGING / "icons" / "preferans-desk.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        image = data[offset: offset + length]
        assert png_size(image) == ((width or 256), (height or 256))
        sizes.add(width or 256)
    assert sizes >= {16, 24, 32, 48, 256}


def test_icns_holds_the_macos_sizes():
    data = (PACKAGING / "icons" / "preferans-desk.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    entries, at = {}, 8
    while at < len(data):
        kind, length = data[at: at + 4].decode(), struct.unpack(">I", data[at + 4: at + 8])[0]
        entries[kind] = png_size(data[at + 8: at + length])[0]
        at += length
    assert entries == {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024,
                       "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}

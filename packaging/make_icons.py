"""Render the app icon from its SVG source: `python packaging/make_icons.py`.

Writes, from resources/icons/preferans-desk.svg:
- resources/icons/png/preferans-desk-N.png for N in SIZES (the window icon, the Linux
  hicolor theme icons, the bundle);
- packaging/icons/preferans-desk.ico (Windows: 16..256, PNG-compressed entries, as Windows Vista and later read);
- packaging/icons/preferans-desk.icns (macOS: 16..1024, PNG entries).

The images are drawn by Qt (QSvgRenderer), so nothing but PySide6 is needed; the .ico and .icns containers are
written here (both are a small header and a directory of PNG images). The generated files are committed; run
this again after changing the SVG (tests/packaging checks that every size is there).
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "preferans-desk.svg"
PNG_DIR = ROOT / "resources" / "icons" / "png"
ICO = ROOT / "packaging" / "icons" / "preferans-desk.ico"
ICNS = ROOT / "packaging" / "icons" / "preferans-desk.icns"

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types holding PNG data: type -> pixel size
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def png_name(size: int) -> str:
    return f"preferans-desk-{size}.png"


def render(size: int) -> bytes:
    """The SVG drawn on a transparent square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (ICONDIR, one ICONDIRENTRY per image, then the images)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = images[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns', the total length, then (type, length, PNG data) for each entry."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(images[size])) + images[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (QImage needs no display)
    needed = sorted(set(SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: render(size) for size in needed}
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        (PNG_DIR / png_name(size)).write_bytes(images[size])
    ICO.parent.mkdir(parents=True, exist_ok=True)
    ICO.write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    ICNS.write_bytes(icns(images))
    for path in [*(PNG_DIR / png_name(s) for s in SIZES), ICO, ICNS]:
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

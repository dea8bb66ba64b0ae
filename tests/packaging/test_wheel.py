"""The wheel built from the repository carries the package data: fonts and their licence, the widths table,
icons, compiled translations, sample games and the user guide."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile

import pytest

from .conftest import ROOT


def clean_copy(target):
    """The repository's files as a checkout has them (tracked, or new and not ignored): no build leftovers."""
    try:
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                                capture_output=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file() and not name.startswith(("tests/", "benchmarks/", "docs/samples/")):
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    source = tmp_path_factory.mktemp("checkout")
    out = tmp_path_factory.mktemp("wheel")
    clean_copy(source)
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q",
                             "--disable-pip-version-check", "-w", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    (path,) = out.glob("preferans_desk-*.whl")
    with zipfile.ZipFile(path) as archive:
        def read(ending):
            return archive.read(next(n for n in archive.namelist() if n.endswith(ending))).decode()

        return set(archive.namelist()), read(".dist-info/entry_points.txt"), read(".dist-info/METADATA")


@pytest.mark.slow
def test_wheel_has_the_package_data(wheel):
    names, _, _ = wheel
    data = "preferans_desk/resources/"
    expected = [
        "fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/DejaVuSansCondensed.ttf",
        "fonts/LICENSE-DejaVu.txt", "fonts/DejaVuSans-widths.json",
        "icons/preferans-desk.svg", "icons/add-deal.svg", "icons/settle.svg", "icons/review.svg",
        *(f"icons/png/preferans-desk-{size}.png" for size in (16, 24, 32, 48, 64, 128, 256, 512)),
        "translations/preferans_desk_ru.qm", "translations/preferans_desk_en.qm",
        "guide/guide-en.html", "guide/guide-ru.html", "guide/images/main-window.png",
        *(f"samples/{c}-{n}-players.pulka" for c in ("sochi", "leningrad", "rostov", "classic") for n in (3, 4)),
        "samples/sochi-3-players-unfinished.pulka",
    ]
    assert [name for name in expected if data + name not in names] == []
    assert "preferans_desk/gui/help.py" in names and "preferans_desk/cli.py" in names
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


@pytest.mark.slow
def test_wheel_installs_the_command(wheel):
    _, entry_points, _ = wheel
    assert "preferans-desk = preferans_desk.cli:main" in section(entry_points, "console_scripts")


def section(text, name):
    """The lines of one ``[name]`` section of an ini-like file."""
    lines, inside = [], False
    for line in text.splitlines():
        if line.startswith("["):
            inside = line.strip() == f"[{name}]"
        elif inside and line.strip():
            lines.append(line.strip())
    return lines


@pytest.mark.slow
def test_wheel_installs_a_window_command_without_a_console(wheel):
    """On Windows a gui-script starts with pythonw: the window opens with no console window behind it; the
    console script stays for the commands (settle, check, export, ...), which print."""
    _, entry_points, _ = wheel
    assert section(entry_points, "gui_scripts") == ["preferans-desk-gui = preferans_desk.cli:main"]
    assert "preferans-desk-gui = preferans_desk.cli:main" not in section(entry_points, "console_scripts")


@pytest.mark.slow
def test_wheel_declares_the_licence_of_the_license_file(wheel):
    """The SPDX expression (PEP 639) of the licence the LICENSE file holds, and that file in the wheel."""
    names, _, metadata = wheel
    assert "License-Expression: GPL-3.0-or-later" in metadata.splitlines()
    assert "License-File: LICENSE" in metadata.splitlines()
    assert not [line for line in metadata.splitlines() if line.startswith("Classifier: License ::")]
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert "Version 3, 29 June 2007" in (ROOT / "LICENSE").read_text(encoding="utf-8")[:200]
    classifiers = [line.split(": ", 1)[1] for line in metadata.splitlines() if line.startswith("Classifier: ")]
    assert "Environment :: X11 Applications :: Qt" in classifiers and "Natural Language :: Russian" in classifiers
    urls = [line for line in metadata.splitlines() if line.startswith("Project-URL: ")]
    assert urls and all("https://github.com/preferansdesk/preferans-desk" in line for line in urls)

"""The wheel built from the repository carries the package data: fonts and their licence, the widths table,
icons, translations (the Linguist sources and the compiled files), sample games and the user guide, all from
the top-level resources/ folder, installed as the package preferans_desk.resources."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.xdist_group("wheel")  # one worker, so the wheel (a module fixture) is built once


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
def wheel_file(tmp_path_factory):
    source = tmp_path_factory.mktemp("checkout")
    out = tmp_path_factory.mktemp("wheel")
    clean_copy(source)
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q",
                             "--disable-pip-version-check", "-w", str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    (path,) = out.glob("preferans_desk-*.whl")
    return path


@pytest.fixture(scope="module")
def wheel(wheel_file):
    with zipfile.ZipFile(wheel_file) as archive:
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
        "translations/preferans_desk_ru.ts", "translations/preferans_desk_en.ts",
        "guide/guide-en.html", "guide/guide-ru.html", "guide/images/main-window.png",
        *(f"samples/{c}-{n}-players.pulka" for c in ("sochi", "leningrad", "rostov", "classic") for n in (3, 4)),
        "samples/sochi-3-players-unfinished.pulka", "__init__.py",
    ]
    assert [name for name in expected if data + name not in names] == []
    assert "preferans_desk/gui/help.py" in names and "preferans_desk/cli.py" in names
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


@pytest.mark.slow
def test_wheel_carries_the_top_level_resources_folder_as_the_package_data(wheel):
    """Every file of resources/ (as git has it) is in the wheel under preferans_desk/resources/, and the
    folder is not installed as a top-level package of its own; every module of preferans_desk/ is there too
    (pyproject.toml lists the packages)."""
    names, _, _ = wheel
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "resources", "preferans_desk"],
                            cwd=ROOT, capture_output=True, text=True).stdout.split()
    source = {name.removeprefix("resources/") for name in listed if name.startswith("resources/")}
    shipped = {name.removeprefix("preferans_desk/resources/") for name in names
               if name.startswith("preferans_desk/resources/")}
    assert source and shipped == source
    assert {"guide/images", "icons/png"} <= {name.rsplit("/", 1)[0] for name in shipped}
    assert not [name for name in names if name.startswith("resources/")]
    modules = [name for name in listed if name.startswith("preferans_desk/") and name.endswith(".py")]
    assert modules and [name for name in modules if name not in names] == []


@pytest.mark.slow
def test_the_installed_wheel_finds_its_resources(wheel_file, tmp_path):
    """Installed (here unpacked into a folder put first on the path, outside the source tree), the package's
    RESOURCES is the installed preferans_desk/resources/ with the fonts, the translations and the samples."""
    target = tmp_path / "site"
    with zipfile.ZipFile(wheel_file) as archive:
        archive.extractall(target)
    probe = ("import json, preferans_desk.resources as r\n"
             "print(json.dumps([str(r.RESOURCES), sorted(p.name for p in r.TRANSLATIONS.iterdir()),"
             " [(r.FONTS / name).is_file() for name in r.FONT_FILES], len(list(r.SAMPLES.glob('*.pulka'))),"
             " (r.RESOURCES / 'guide' / 'guide-en.html').is_file(), (r.ICONS / 'png').is_dir()]))\n")
    env = dict(os.environ, PYTHONPATH=str(target))
    result = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    folder, translations, fonts, samples, guide, pngs = json.loads(result.stdout)
    assert folder == str(target / "preferans_desk" / "resources")
    assert translations == ["preferans_desk_en.qm", "preferans_desk_en.ts", "preferans_desk_ru.qm",
                            "preferans_desk_ru.ts"]
    assert all(fonts) and samples == 9 and guide and pngs


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

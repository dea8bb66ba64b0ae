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
        return set(archive.namelist()), archive.read(next(n for n in archive.namelist()
                                                          if n.endswith("entry_points.txt"))).decode()


@pytest.mark.slow
def test_wheel_has_the_package_data(wheel):
    names, _ = wheel
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
    _, entry_points = wheel
    assert "preferans-desk = preferans_desk.cli:main" in entry_points

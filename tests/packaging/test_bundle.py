"""The PyInstaller app from the top-level resources/ folder: what the spec hands PyInstaller (always checked,
with PyInstaller's functions stood in for), and the real build with build.py's smoke test where PyInstaller is
installed (``pip install pyinstaller``; skipped otherwise, as the project does not depend on it)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from .conftest import PACKAGING, ROOT

SPEC = PACKAGING / "preferans-desk.spec"


def run_spec(workpath: Path) -> dict:
    """Execute the spec as PyInstaller would, recording what it passes to Analysis."""
    seen = {}

    def analysis(scripts, **options):
        seen.update(options, scripts=scripts)
        return SimpleNamespace(datas=list(options["datas"]), pure=[], scripts=[], binaries=[])

    def anything(*args, **options):
        return None

    names = dict(SPECPATH=str(PACKAGING), workpath=str(workpath), Analysis=analysis, PYZ=anything, EXE=anything,
                 COLLECT=anything, BUNDLE=anything, __file__=str(SPEC))
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), names)
    return seen


def build_module():
    spec = importlib.util.spec_from_file_location("preferans_build", PACKAGING / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_spec_bundles_the_resources_folder_as_the_package_data(tmp_path):
    """Every file of resources/ but the Python and the Linguist sources, each into the bundle's
    preferans_desk/resources/ (where preferans_desk.resources.RESOURCES points in the bundle)."""
    seen = run_spec(tmp_path)
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "resources"], cwd=ROOT,
                            capture_output=True, text=True).stdout.split()
    if not listed:
        pytest.skip("not a git checkout")
    shipped = {Path(folder, Path(file).name).as_posix() for file, folder in seen["datas"]}
    assert sorted(shipped) == sorted("preferans_desk/" + name for name in listed if not name.endswith((".py", ".ts")))
    assert all(Path(file).is_relative_to(ROOT / "resources") for file, _ in seen["datas"])
    for name in ("fonts/DejaVuSans.ttf", "fonts/LICENSE-DejaVu.txt", "fonts/DejaVuSans-widths.json",
                 "icons/preferans-desk.svg", "icons/png/preferans-desk-256.png", "translations/preferans_desk_ru.qm",
                 "translations/preferans_desk_en.qm", "samples/sochi-3-players.pulka", "guide/guide-ru.html",
                 "guide/images/main-window.png"):
        assert f"preferans_desk/resources/{name}" in shipped, name


def test_the_spec_analyses_the_package_as_the_wheel_lays_it_out(tmp_path):
    """PyInstaller cannot follow pyproject.toml's mapping of preferans_desk.resources to resources/, so the
    analysis reads a copy with resources/__init__.py as preferans_desk/resources/__init__.py, and every module."""
    (tree,) = run_spec(tmp_path)["pathex"]
    tree = Path(tree)
    assert tree.is_relative_to(tmp_path)
    init = tree / "preferans_desk" / "resources" / "__init__.py"
    assert init.read_bytes() == (ROOT / "resources" / "__init__.py").read_bytes()
    modules = {path.relative_to(ROOT).as_posix() for path in (ROOT / "preferans_desk").rglob("*.py")}
    assert modules and {name for name in modules if not (tree / name).is_file()} == set()
    assert not list(tree.rglob("__pycache__"))
    assert not (tree / "preferans_desk" / "resources" / "fonts").exists()  # the data goes in as datas


@pytest.mark.slow
@pytest.mark.timeout(960)  # the build's own bound (900 s) and the smoke test, above pyproject.toml's 300 s
def test_the_pyinstaller_build_passes_its_smoke_test(tmp_path):
    """The one-folder app built from the spec with this interpreter's PyInstaller, then build.py's smoke test:
    --version, check, settle, the PDF and PNG exports and an offscreen start of the window."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install pyinstaller)")
    result = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "ERROR",
                             "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "work"), str(SPEC)],
                            cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    folder = tmp_path / "dist" / "preferans-desk"
    data = folder / "_internal" / "preferans_desk" / "resources"
    assert (data / "fonts" / "DejaVuSans.ttf").is_file() and (data / "translations" / "preferans_desk_ru.qm").is_file()
    assert (data / "guide" / "guide-en.html").is_file() and len(list((data / "samples").glob("*.pulka"))) == 9
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    try:
        build_module().smoke(folder, version)
    except SystemExit as failure:
        pytest.fail(str(failure))

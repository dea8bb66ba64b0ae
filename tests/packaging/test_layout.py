"""The project's layout: the package data lives at the top, in resources/, and is the package
preferans_desk.resources (pyproject.toml maps the one to the other) in the editable install and in the wheel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib

import preferans_desk.resources as resources

from .conftest import ROOT

TOP = ("pyproject.toml", "README.md", "preferans_desk", "resources", "tests", "packaging")
# What the package data holds, one or more files of each kind (relative to resources/).
EXPECTED = (
    "__init__.py",
    "fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/DejaVuSansCondensed.ttf",
    "fonts/DejaVuSans-widths.json", "fonts/LICENSE-DejaVu.txt",
    "icons/preferans-desk.svg", "icons/add-deal.svg", "icons/settle.svg", "icons/review.svg",
    *(f"icons/png/preferans-desk-{size}.png" for size in (16, 24, 32, 48, 64, 128, 256, 512)),
    "translations/preferans_desk_en.ts", "translations/preferans_desk_ru.ts",
    "translations/preferans_desk_en.qm", "translations/preferans_desk_ru.qm",
    *(f"samples/{c}-{n}-players.pulka" for c in ("sochi", "leningrad", "rostov", "classic") for n in (3, 4)),
    "samples/sochi-3-players-unfinished.pulka",
    "guide/guide-en.html", "guide/guide-ru.html", "guide/images/main-window.png",
)


def setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def files_of(folder) -> set[str]:
    """The files under ``folder`` (relative, with /), without what running Python leaves there."""
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"}


def test_the_top_level_folders():
    assert [name for name in TOP if not (ROOT / name).exists()] == []


def test_the_resources_are_no_longer_inside_the_package():
    """Not even as a folder: a preferans_desk/resources/ left behind (a __pycache__ that an old checkout keeps
    after pulling the move) would be found first as an empty namespace package and hide resources/."""
    assert not (ROOT / "preferans_desk" / "resources").exists()
    tracked = subprocess.run(["git", "ls-files", "preferans_desk/resources"], cwd=ROOT, capture_output=True,
                             text=True).stdout
    assert tracked == ""


def test_the_source_folder_holds_every_kind_of_resource():
    assert [name for name in EXPECTED if not (ROOT / "resources" / name).is_file()] == []


def test_pyproject_maps_the_resources_package_to_the_top_level_folder():
    config = setuptools_config()
    assert config["package-dir"] == {"preferans_desk.resources": "resources"}
    assert config["package-data"] == {"preferans_desk.resources": ["**/*"]}


def test_pyproject_lists_every_package_of_the_source_tree():
    """The mapped package is outside what packages.find sees, so the list is written out: a new subpackage
    of preferans_desk/ must be added to it, or the wheel would leave it out."""
    found = {".".join(path.parent.relative_to(ROOT).parts) for path in (ROOT / "preferans_desk").rglob("__init__.py")
             if "__pycache__" not in path.parts}
    assert sorted(setuptools_config()["packages"]) == sorted(found | {"preferans_desk.resources"})


def test_the_imported_package_points_at_a_folder_with_every_resource():
    """preferans_desk.resources as the tests import it (the editable install: resources/ itself)."""
    assert resources.RESOURCES.resolve() == (ROOT / "resources").resolve()
    assert [name for name in EXPECTED if not (resources.RESOURCES / name).is_file()] == []
    assert (resources.FONTS, resources.TRANSLATIONS, resources.ICONS, resources.SAMPLES) == tuple(
        resources.RESOURCES / name for name in ("fonts", "translations", "icons", "samples"))
    assert [name for name in resources.FONT_FILES if not (resources.FONTS / name).is_file()] == []


def test_the_installed_package_finds_its_resources_from_anywhere(tmp_path):
    """In a fresh interpreter started outside the source tree: the editable install's finder maps
    preferans_desk.resources to resources/, and the fonts, translations and samples are read from there."""
    probe = ("import json, preferans_desk.resources as r\n"
             "from preferans_desk.render.metrics import text_width\n"
             "print(json.dumps([str(r.RESOURCES), r.TRANSLATIONS.joinpath('preferans_desk_ru.qm').stat().st_size,"
             " len(list(r.SAMPLES.glob('*.pulka'))), text_width('Pulka', 10) > 0]))\n")
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    folder, qm_size, samples, measured = json.loads(out.stdout)
    assert folder == str(resources.RESOURCES) and qm_size > 1000 and samples == 9 and measured


def test_the_type_stub_of_the_resources_names_what_the_module_holds():
    import ast

    stub = (ROOT / "typings" / "preferans_desk" / "resources" / "__init__.pyi").read_text(encoding="utf-8")
    declared = {node.target.id for node in ast.parse(stub).body
                if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)}
    public = {name for name in vars(resources) if name.isupper()}
    assert declared == public

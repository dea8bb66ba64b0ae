"""The desktop integration files: the .desktop entry, the AppStream metainfo and the MIME type."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET

import pytest

from .conftest import APP_ID, LINUX, PACKAGING, ROOT

DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
MIME_TYPE = "application/x-preferans-pulka"
SAMPLES = ROOT / "resources" / "samples"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


# ----- one application id everywhere -----
def test_the_application_id_is_the_same_everywhere():
    from preferans_desk.gui.app import APP_ID as app_id

    assert app_id == APP_ID
    for path in (PACKAGING / "preferans-desk.spec", PACKAGING / "build.py", LINUX / "install.sh"):
        assert APP_ID in path.read_text(encoding="utf-8"), path
    assert desktop_entry()["Icon"] == APP_ID
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"


def test_the_app_names_itself_after_the_desktop_file(qapp):
    from preferans_desk.gui.app import create_app

    app = create_app([])
    assert app.desktopFileName() == APP_ID
    assert not app.windowIcon().isNull()
    assert {size.width() for size in app.windowIcon().availableSizes()} >= {16, 32, 48, 256}


# ----- the .desktop file -----
@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils is not installed")
def test_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_entry_keys():
    """What desktop-file-validate would refuse, for machines without it, and what the app needs."""
    entry = desktop_entry()
    for key in ("Type", "Name", "Exec", "Icon", "Categories", "MimeType", "Comment"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert re.fullmatch(r"preferans-desk %[fF]", entry["Exec"])  # the file manager passes the file
    for key in ("Categories", "MimeType", "Keywords"):
        assert entry[key].endswith(";"), key
    assert "Game" in entry["Categories"].split(";") and "CardGame" in entry["Categories"].split(";")
    assert MIME_TYPE in entry["MimeType"].split(";")
    known = {"Type", "Version", "Name", "GenericName", "Comment", "Icon", "Exec", "TryExec", "Terminal",
             "Categories", "Keywords", "MimeType", "StartupNotify", "StartupWMClass"}
    for key in entry:
        base = key.split("[")[0]
        assert base in known or base.startswith("X-"), f"unknown key {key}"
    assert entry["Version"] in ("1.0", "1.1", "1.2", "1.3", "1.4")


# ----- AppStream -----
@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream is not installed")
def test_appstreamcli_validate():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not re.search(r"^[EW]:", result.stdout, re.M), result.stdout  # no errors, no warnings


def test_metainfo_content():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == project()["license"]  # the SPDX expression, both
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert {"Homepage": urls["homepage"], "Issues": urls["bugtracker"]} == project()["urls"]
    assert root.findtext("name") == "Preferans Desk"
    assert root.findtext("summary")
    assert len(root.find("description").findall("p")) >= 1
    releases = root.find("releases").findall("release")
    assert releases[0].get("version") == project()["version"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", releases[0].get("date"))
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.find("provides").findtext("mediatype") == MIME_TYPE
    assert root.find("provides").findtext("binary") == "preferans-desk"
    shots = root.find("screenshots").findall("screenshot")
    assert shots and shots[0].get("type") == "default"
    for shot in shots:
        url = shot.findtext("image")
        assert url.startswith("https://") and "/docs/screenshots/" in url
        assert (ROOT / "docs" / "screenshots" / url.rsplit("/", 1)[1]).exists(), url
        assert shot.findtext("caption")


# ----- the MIME type -----
def test_mime_definition():
    root = ET.parse(MIME).getroot()
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in mime.findall(f"{MIME_NS}glob")] == ["*.pulka"]
    assert mime.find(f"{MIME_NS}sub-class-of").get("type") == "application/json"
    match = mime.find(f"{MIME_NS}magic").find(f"{MIME_NS}match")
    value, (start, end) = match.get("value"), map(int, match.get("offset").split(":"))
    # the magic finds every game file the app writes
    for sample in SAMPLES.glob("*.pulka"):
        head = sample.read_bytes()[: end + len(value)]
        assert value.encode() in head[start:], sample


@pytest.mark.skipif(not shutil.which("update-mime-database"), reason="shared-mime-info is not installed")
def test_the_desktop_recognises_game_files(tmp_path):
    """Installed in a MIME database, a .pulka file, and a game file without its extension, are games."""
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(tmp_path / "mime")], check=True, capture_output=True)
    assert f"{MIME_TYPE}:*.pulka" in (tmp_path / "mime" / "globs2").read_text()
    sample = next(SAMPLES.glob("*.pulka"))
    unnamed = tmp_path / "game"
    unnamed.write_bytes(sample.read_bytes())
    script = ("import sys; from PySide6.QtCore import QMimeDatabase; db = QMimeDatabase(); "
              "print(db.mimeTypeForFile(sys.argv[1]).name()); print(db.mimeTypeForFile(sys.argv[2]).name())")
    env = dict(os.environ, XDG_DATA_DIRS=f"{tmp_path}:/usr/local/share:/usr/share", XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", script, str(sample), str(unnamed)], env=env,
                            capture_output=True, text=True, check=True)
    assert result.stdout.split() == [MIME_TYPE, MIME_TYPE]


def test_install_script_puts_everything_in_place(tmp_path):
    """packaging/linux/install.sh installs (and uninstalls) the entry, the icons and the type."""
    program = tmp_path / "bin" / "preferans-desk"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    prefix = tmp_path / "prefix"
    env = dict(os.environ, PATH=f"{program.parent}:/usr/bin:/bin")
    subprocess.run(["sh", str(LINUX / "install.sh"), "--prefix", str(prefix)], env=env, check=True,
                   capture_output=True)
    share = prefix / "share"
    desktop = (share / "applications" / f"{APP_ID}.desktop").read_text()
    assert f'Exec="{program}" %f' in desktop
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").exists()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").exists()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").exists()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").exists()
    subprocess.run(["sh", str(LINUX / "install.sh"), "--prefix", str(prefix), "--uninstall"], env=env,
                   check=True, capture_output=True)
    assert not (share / "applications" / f"{APP_ID}.desktop").exists()
    assert not list((share / "icons").rglob(f"{APP_ID}.*"))

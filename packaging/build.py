"""Build the one-folder app with PyInstaller and smoke-test it: `python packaging/build.py`.

1. A build environment (build/venv by default, kept between builds) gets PyInstaller and the project's
   dependencies from pyproject.toml; PyInstaller is not a dependency of the project itself.
2. PyInstaller runs packaging/preferans-desk.spec: dist/preferans-desk/ (and on macOS dist/Preferans Desk.app).
3. On Linux the desktop files (packaging/linux/: .desktop, metainfo, MIME type, install.sh) and the icons go
   into dist/preferans-desk/linux/, and the folder is packed as dist/preferans-desk-VERSION-linux-ARCH.tar.gz.
4. The smoke test runs the built program: --version, check, settle and export of a sample game, and an
   offscreen start of the window that quits by itself (PREFERANS_DESK_QUIT_AFTER_MS).

Options: --venv DIR, --smoke-only (test the folder already built), --no-smoke, --no-archive.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
NAME = "preferans-desk"
APP_ID = "io.github.preferansdesk.PreferansDesk"
SAMPLE = ROOT / "resources" / "samples" / "sochi-3-players.pulka"


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv(venv: Path) -> Path:
    python = venv_python(venv)
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    # pip evaluates the environment markers of the requirements itself
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "pyinstaller",
                    *project()["dependencies"]], check=True)
    return python


def build(python: Path) -> float:
    start = time.monotonic()
    subprocess.run([str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK), str(PACKAGING / f"{NAME}.spec")],
                   check=True, cwd=ROOT)
    return time.monotonic() - start


def add_linux_files(folder: Path) -> None:
    """The desktop integration beside the program: dist/preferans-desk/linux/install.sh puts it in the menu."""
    target = folder / "linux"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(PACKAGING / "linux", target)
    icons = ROOT / "resources" / "icons"
    (target / "icons" / "png").mkdir(parents=True)
    shutil.copy2(icons / "preferans-desk.svg", target / "icons")
    for png in (icons / "png").glob("*.png"):
        shutil.copy2(png, target / "icons" / "png")


def archive(folder: Path, version: str) -> Path:
    path = DIST / f"{NAME}-{version}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(path, "w:gz") as tar:
        tar.add(folder, arcname=f"{NAME}-{version}")
    return path


def size_of(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def program(folder: Path) -> Path:
    return folder / (f"{NAME}-cli.exe" if os.name == "nt" else NAME)


def smoke(folder: Path, version: str) -> list[tuple[str, float]]:
    """Run the built program as a user would; raise on the first failure. Returns (step, seconds)."""
    exe = program(folder)
    with tempfile.TemporaryDirectory(prefix="preferans-smoke-") as tmp:
        home = Path(tmp)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"))
        env.pop("PYTHONPATH", None)
        steps = [
            ("--version", [str(exe), "--version"], f"{NAME} {version}"),
            ("check", [str(exe), "check", str(SAMPLE)], "a good game file"),
            ("settle", [str(exe), "settle", str(SAMPLE)], "Who pays whom"),
            ("export PDF", [str(exe), "export", str(SAMPLE), "-o", str(home / "game.pdf"), "--lang", "ru"],
             "written"),
            ("export PNG", [str(exe), "export", str(SAMPLE), "-o", str(home / "sheet.png")], "written"),
            ("window, offscreen", [str(program(folder) if os.name != "nt" else folder / f"{NAME}.exe"),
                                   str(SAMPLE)], None),
        ]
        timings = []
        for name, command, expected in steps:
            step_env = dict(env, PREFERANS_DESK_QUIT_AFTER_MS="1500") if expected is None else env
            start = time.monotonic()
            result = subprocess.run(command, env=step_env, capture_output=True, text=True, timeout=120)
            elapsed = time.monotonic() - start
            if result.returncode != 0 or (expected and expected not in result.stdout):
                raise SystemExit(f"smoke test '{name}' failed (exit {result.returncode}):\n"
                                 f"{result.stdout}\n{result.stderr}")
            timings.append((name, elapsed))
            print(f"  ok  {name:<18} {elapsed:5.1f} s")
        for out in ("game.pdf", "sheet.png"):
            if (home / out).stat().st_size < 1000:
                raise SystemExit(f"smoke test: {out} is almost empty")
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", type=Path, default=ROOT / "build" / "venv", help="the build environment")
    parser.add_argument("--smoke-only", action="store_true", help="only test the folder already built")
    parser.add_argument("--no-smoke", action="store_true", help="build without the smoke test")
    parser.add_argument("--no-archive", action="store_true", help="no .tar.gz of the folder")
    options = parser.parse_args(argv)
    version = project()["version"]
    folder = DIST / NAME
    if not options.smoke_only:
        python = ensure_venv(options.venv)
        seconds = build(python)
        print(f"built {folder.relative_to(ROOT)} in {seconds:.0f} s")
        if sys.platform.startswith("linux"):
            add_linux_files(folder)
            if not options.no_archive:
                packed = archive(folder, version)
                print(f"packed {packed.relative_to(ROOT)}: {packed.stat().st_size / 2**20:.1f} MiB")
    print(f"{folder.relative_to(ROOT)}: {size_of(folder) / 2**20:.1f} MiB")
    if not options.no_smoke:
        print("smoke test:")
        smoke(folder, version)
    return 0


if __name__ == "__main__":
    sys.exit(main())

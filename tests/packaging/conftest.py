"""Shared paths of the packaging checks."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.preferansdesk.PreferansDesk"

"""Shared paths of the packaging checks; the `slow` marker (run by default, deselect with -m "not slow")."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.preferansdesk.PreferansDesk"


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: takes several seconds (still run by default)")

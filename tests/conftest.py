import os

# Every Qt test runs without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402 (after the platform is set)


@pytest.fixture(autouse=True)
def games_folder_in_tmp(tmp_path_factory, monkeypatch):
    """Save and Export start in the documents folder's "Preferans Desk": never the real one in a test."""
    from PySide6.QtCore import QStandardPaths

    from preferans_desk.gui import places

    folder = tmp_path_factory.mktemp("documents")
    real = QStandardPaths.writableLocation

    def location(kind):
        return str(folder) if kind == QStandardPaths.StandardLocation.DocumentsLocation else real(kind)

    # the same place a test of the games folder patches, so that its own patch still decides
    monkeypatch.setattr(places.QStandardPaths, "writableLocation", staticmethod(location))

"""The club night's network side loads no Qt: its threads must never touch it, and the director's receiver
runs without a window in the tests."""

from ..imports import QT, every_module_of, loaded_by


def test_night_modules_import_no_qt():
    assert loaded_by(every_module_of("preferans_desk.night"), QT) == []

"""PySide6's look at each module imported after it (whether its source names PySide6), made quick
(``gui.qt_feature_scan``): the same answer as PySide6's own for every module the window loads."""

from __future__ import annotations

import sys

import pytest

from preferans_desk.gui import qt_feature_scan


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # (inspect.getsource on a built-in module, in PySide6's own)
def test_the_quick_look_answers_as_pyside6s_own(qapp):
    from preferans_desk.gui import main_window  # noqa: F401 (the window's modules, loaded)

    slow = qt_feature_scan.PYSIDE_OWN
    if slow is None:
        pytest.skip("this PySide6 has no look at the modules imported after it")
    feature = sys.modules.get("shibokensupport.feature") or sys.modules.get("PySide6.support.feature")
    quick = feature._mod_uses_pyside
    assert quick is not slow
    modules = [module for name, module in list(sys.modules.items()) if module is not None]
    answers = {module.__name__: (quick(module), slow(module)) for module in modules}
    assert {name for name, (fast, own) in answers.items() if fast != own} == set()
    assert answers["preferans_desk.gui.main_window"] == (True, True)
    assert answers["preferans_desk.core.engine"] == (False, False)
    assert len(modules) > 200

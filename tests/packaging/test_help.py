"""Help: the About box, the user guide opener, the sample games menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QtMsgType, QUrl, qWarning
from PySide6.QtWidgets import QMenu, QMessageBox

from preferans_desk import __version__
from preferans_desk.gui import help as help_module


def test_about_names_the_version_and_every_licence(qapp):
    text = help_module.about_text()
    for word in (__version__, "GNU General Public License", "version 3 or", "Lesser General Public License",
                 "PySide6", "Qt ", "DejaVu", "ReportLab", "BSD"):
        assert word in text, word
    box = help_module.about_box(None)
    assert box.windowTitle() == "About Preferans Desk"
    assert box.about_qt_button in box.buttons()
    assert any(box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole for b in box.buttons())


def test_the_font_licence_link_points_at_the_shipped_file(qapp):
    text = help_module.about_text()
    (link,) = [part.split('"')[0] for part in text.split('href="')[1:] if "LICENSE-DejaVu" in part]
    assert QUrl(link).isLocalFile() and open(QUrl(link).toLocalFile(), encoding="utf-8").read()


def test_user_guide_path_by_language():
    assert help_module.user_guide_path("ru").name == "guide-ru.html"
    assert help_module.user_guide_path("en").name == "guide-en.html"
    assert help_module.user_guide_path("de").name == "guide-en.html"
    assert help_module.user_guide_path("ru").exists()


def test_open_user_guide_uses_the_browser(qapp, monkeypatch):
    opened = []
    monkeypatch.setattr(help_module.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    assert help_module.open_user_guide(None, "ru")
    assert opened[0].toLocalFile().endswith("guide/guide-ru.html")


def test_open_user_guide_without_a_browser_shows_it_here(qapp, monkeypatch):
    monkeypatch.setattr(help_module.QDesktopServices, "openUrl", lambda url: False)
    shown = []
    monkeypatch.setattr(help_module, "show_guide_window", lambda parent, page: shown.append(page))
    assert help_module.open_user_guide(None, "en")
    assert shown[0].name == "guide-en.html"


def test_guide_window_shows_the_page(qtbot):
    dialog = help_module.show_guide_window(None, help_module.user_guide_path("en"))
    qtbot.addWidget(dialog)
    browser = dialog.findChild(help_module.QTextBrowser)
    assert "Preferans Desk" in browser.toPlainText() and "Every setting" in browser.toPlainText()


def test_missing_guide_is_reported(qapp, monkeypatch, tmp_path):
    monkeypatch.setattr(help_module, "GUIDE", tmp_path)
    warned = []
    monkeypatch.setattr(help_module.QMessageBox, "warning", lambda *args: warned.append(args))
    assert not help_module.open_user_guide(None, "en")
    assert warned


def test_samples_menu(qapp):
    menu = QMenu()
    chosen = []
    help_module.fill_samples_menu(menu, chosen.append)
    actions = menu.actions()
    assert len(actions) == len(help_module.sample_games())
    actions[1].trigger()
    assert chosen == [help_module.sample_games()[1][1]]
    help_module.fill_samples_menu(menu, chosen.append)  # again, e.g. after a language switch
    assert len(menu.actions()) == len(actions)


def test_a_sample_without_a_known_name_is_listed_by_its_title(monkeypatch, tmp_path):
    (tmp_path / "house.pulka").write_text('{"title": "At the dacha"}', encoding="utf-8")
    (tmp_path / "broken.pulka").write_text("not json", encoding="utf-8")
    monkeypatch.setattr(help_module, "SAMPLES", tmp_path)
    assert help_module.sample_games() == [("broken", tmp_path / "broken.pulka"),
                                          ("At the dacha", tmp_path / "house.pulka")]


# ----- the guide without a browser -----
OFFSCREEN_NOISE = "does not support propagateSizeHints"  # the offscreen platform's, for every window shown


def warnings(qtlog):
    return [record.message for record in qtlog.records
            if record.type != QtMsgType.QtDebugMsg and OFFSCREEN_NOISE not in record.message]


def pictures(browser):
    """(address, width drawn) of every picture of the browser's document."""
    from PySide6.QtGui import QTextDocument

    document = browser.document()
    found = []
    block = document.begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            form = iterator.fragment().charFormat()
            if form.isImageFormat():
                name = form.toImageFormat().name()
                width = form.toImageFormat().width()
                if width <= 0:
                    width = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(name)).width()
                found.append((name, width))
            iterator += 1
        block = block.next()
    return found


def guide_window(qtbot, monkeypatch):
    """F1 with no browser: the desktop refuses the page (and Qt says so, as the offscreen platform does)."""
    def refuse(url):
        qWarning(f"This plugin does not support QPlatformServices::openDocument() for '{url}'.")
        return False

    shown = []
    real = help_module.show_guide_window

    def show(parent, page):
        dialog = real(parent, page)
        qtbot.addWidget(dialog)
        shown.append(dialog)
        return dialog

    monkeypatch.setattr(help_module.QDesktopServices, "openUrl", refuse)
    monkeypatch.setattr(help_module, "show_guide_window", show)
    assert help_module.open_user_guide(None, "en")
    (dialog,) = shown
    qtbot.waitExposed(dialog)
    return dialog


def test_without_a_browser_the_guide_opens_here_with_no_warning(qtbot, qtlog, monkeypatch):
    dialog = guide_window(qtbot, monkeypatch)
    assert dialog.isVisible()
    assert warnings(qtlog) == []


@pytest.mark.qt_log_level_fail("CRITICAL")  # the warning is the point: it must reach the log
def test_a_browser_s_warnings_are_not_swallowed(qtbot, qtlog, monkeypatch):
    """When the page did open, what Qt said meanwhile still reaches the log."""
    def open_but_grumble(url):
        qWarning("something to say")
        return True

    monkeypatch.setattr(help_module.QDesktopServices, "openUrl", open_but_grumble)
    assert help_module.open_user_guide(None, "en")
    assert warnings(qtlog) == ["something to say"]


@pytest.mark.parametrize("width", [None, 520])
def test_the_guide_window_s_pictures_fit_its_width(qtbot, qtlog, monkeypatch, width):
    dialog = guide_window(qtbot, monkeypatch)
    browser = dialog.findChild(help_module.GuideBrowser)
    if width is not None:  # made narrower: the pictures follow
        dialog.resize(width, dialog.height())
        qtbot.waitUntil(lambda: dialog.width() == width, timeout=2000)
    browser.verticalScrollBar().setValue(browser.verticalScrollBar().maximum())  # every picture laid out
    qtbot.wait(20)
    found = pictures(browser)
    assert len(found) >= 5
    widest = max(w for _, w in found)
    assert 0 < widest <= browser.viewport().width()
    assert browser.document().size().width() <= browser.viewport().width() + 1
    # the scroll bar follows the new layout a moment later: 20 ms is not always enough on a busy machine (a run
    # in parallel beside other work found 80 here; the layout itself was already as narrow as the view)
    qtbot.waitUntil(lambda: browser.horizontalScrollBar().maximum() == 0, timeout=5000)
    own = help_module.QImage(str(help_module.GUIDE / "images" / "main-window.png"))
    assert own.width() > widest  # scaled down (the screenshots are wider than the window)
    assert warnings(qtlog) == []


def test_the_guide_window_fits_a_small_screen(qtbot, monkeypatch):
    from PySide6.QtCore import QRect

    class Screen:
        def availableGeometry(self):  # noqa: N802 (Qt's name)
            return QRect(0, 0, 800, 560)

    monkeypatch.setattr(help_module.QGuiApplication, "primaryScreen", staticmethod(lambda: Screen()))
    dialog = help_module.show_guide_window(None, help_module.user_guide_path("en"))
    qtbot.addWidget(dialog)
    assert dialog.width() <= 800 - 16 and dialog.height() <= 560 - 48


# ----- the keys help -----
def test_the_keys_help_names_this_platform_s_redo_key(qapp, monkeypatch):
    from PySide6.QtGui import QKeySequence

    from preferans_desk.gui.help import KEYS_HELP

    native = QKeySequence.SequenceFormat.NativeText
    redo = QKeySequence(QKeySequence.StandardKey.Redo).toString(native)
    undo = QKeySequence(QKeySequence.StandardKey.Undo).toString(native)
    assert f"{undo} / {redo}: undo / redo" in help_module.keys_help(KEYS_HELP)

    class Windows(QKeySequence):  # Ctrl+Y redoes there
        def __init__(self, key):
            super().__init__("Ctrl+Y" if key == QKeySequence.StandardKey.Redo else "Ctrl+Z")

    monkeypatch.setattr(help_module, "QKeySequence", Windows)
    text = help_module.keys_help(KEYS_HELP)
    assert "Ctrl+Z / Ctrl+Y: undo / redo" in text and "Ctrl+Shift+Z" not in text
    russian = help_module.keys_help("Ctrl+Z / Ctrl+Shift+Z: отменить / повторить")
    assert russian == "Ctrl+Z / Ctrl+Y: отменить / повторить"


def test_the_main_window_s_keys_help_uses_it(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeySequence

    from preferans_desk.gui.main_window import MainWindow

    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), data_dir=tmp_path)
    qtbot.addWidget(window)
    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    window.keys_action.trigger()
    redo = QKeySequence(QKeySequence.StandardKey.Redo).toString(QKeySequence.SequenceFormat.NativeText)
    assert f" / {redo}: undo / redo" in shown[0]


def test_quit_and_about_find_their_place_on_macos(qtbot, tmp_path):
    """Their roles, not their (translated) texts, put them in the application menu; no other action moves."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction

    from preferans_desk.gui.main_window import MainWindow

    window = MainWindow(qsettings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), data_dir=tmp_path)
    qtbot.addWidget(window)
    assert window.quit_action.menuRole() == QAction.MenuRole.QuitRole
    assert window.about_action.menuRole() == QAction.MenuRole.AboutRole
    others = [action for action in window.findChildren(QAction)
              if action not in (window.quit_action, window.about_action) and action.parent() is window]
    assert others and all(action.menuRole() == QAction.MenuRole.NoRole for action in others)

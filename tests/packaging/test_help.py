"""Help: the About box, the user guide opener, the sample games menu."""

from __future__ import annotations

from PySide6.QtCore import QUrl
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

"""The main window's menu bar and toolbar: where each of its actions goes, their icons, their words and when each
applies.

The window makes the actions and connects them (``main_window``); this module only places, names and enables them.
The words keep the window's translation context ("MainWindow"), written out so that lupdate finds them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon, QKeySequence
from PySide6.QtWidgets import QMenu, QStyle, QToolBar, QToolButton

from preferans_desk.gui.sheet.sheet_widget import AUTOMATIC
from preferans_desk.resources import ICONS

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from preferans_desk.gui.main_window import MainWindow

translate = QCoreApplication.translate


@dataclass
class Menus:
    """The window's menus and its toolbar. The recent files, the samples and the table's screens are listed
    as their menu opens (they change while the window is open, and the samples load the help module)."""

    file: QMenu
    recent: QMenu
    edit: QMenu
    game: QMenu
    event: QMenu
    view: QMenu
    shape: QMenu
    table_screen: QMenu
    language: QMenu
    help: QMenu
    samples: QMenu
    toolbar: QToolBar

    def retranslate(self) -> None:
        for menu, title in (
            (self.file, translate("MainWindow", "&File")), (self.recent, translate("MainWindow", "Open &Recent")),
            (self.edit, translate("MainWindow", "&Edit")), (self.game, translate("MainWindow", "&Game")),
            (self.event, translate("MainWindow", "Eve&nt")),
            (self.view, translate("MainWindow", "&View")), (self.language, translate("MainWindow", "&Language")),
            (self.shape, translate("MainWindow", "Sheet S&hape")), (self.help, translate("MainWindow", "&Help")),
            (self.samples, translate("MainWindow", "&Sample Games")),
            (self.table_screen, translate("MainWindow", "Table View &Screen")),
        ):
            menu.setTitle(title)
        self.toolbar.setWindowTitle(translate("MainWindow", "Toolbar"))
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")  # Qt's own ">>" of a narrow window
        if more is not None:
            more.setAccessibleName(translate("MainWindow", "More tools"))


def build_menus(w: MainWindow) -> Menus:
    """The menu bar and the toolbar of ``w``, made of its actions."""
    bar = w.menuBar()
    file = bar.addMenu("")
    recent = file.addMenu("")
    recent.aboutToShow.connect(lambda: w.files.fill_recent_menu(recent))
    for action in (w.new_action, w.paper_action, w.open_action, w.library_action):
        file.insertAction(recent.menuAction(), action)
    file.addSeparator()
    _sections(file, [w.save_action, w.save_as_action],
              [w.export_pdf_action, w.export_image_action, w.preview_action, w.print_action], [w.quit_action])
    edit = bar.addMenu("")
    _sections(edit, [w.undo_action, w.redo_action], [w.add_deal_action, w.edit_deal_action, w.delete_deal_action],
              [w.history_action])
    game = bar.addMenu("")
    _sections(game, [w.settle_action, w.end_action, w.review_action],
              [w.share_action, w.join_night_action])
    event = bar.addMenu("")
    event.addActions([w.new_night_action, w.open_night_action])
    view = bar.addMenu("")
    view.addActions([w.turn_action, w.zoom_in_action, w.zoom_out_action, w.zoom_fit_action])
    shape = view.addMenu("")
    shape.addActions(list(w.shape_actions.values()))
    view.addSeparator()
    view.addAction(w.table_view_action)
    table_screen = view.addMenu("")
    table_screen.aboutToShow.connect(w.tables.fill_menu)
    view.addSeparator()
    view.addActions([w.history_dock.toggleViewAction(), w.settlement_dock.toggleViewAction()])
    language = view.addMenu("")
    language.addActions(list(w.language_actions.values()))
    help_menu = bar.addMenu("")
    help_menu.addActions([w.guide_action, w.keys_action])
    samples = help_menu.addMenu("")
    samples.aboutToShow.connect(lambda: _fill_samples(samples, w))
    help_menu.addSeparator()
    help_menu.addAction(w.about_action)
    return Menus(file, recent, edit, game, event, view, shape, table_screen, language, help_menu, samples, _toolbar(w))


def _sections(target: QMenu | QToolBar, *sections: list[QAction]) -> None:
    """``sections`` appended to ``target``, a separator between two."""
    for index, actions in enumerate(sections):
        if index:
            target.addSeparator()
        target.addActions(actions)


def _toolbar(w: MainWindow) -> QToolBar:
    toolbar = w.addToolBar("")
    toolbar.setObjectName("main_toolbar")
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    _sections(toolbar, [w.new_action, w.open_action, w.save_action],
              [w.add_deal_action, w.undo_action, w.redo_action], [w.settle_action, w.review_action])
    return toolbar


def _fill_samples(menu: QMenu, w: MainWindow) -> None:
    from preferans_desk.gui.help import fill_samples_menu  # the help module only once it is asked for

    fill_samples_menu(menu, w.open_sample)


def set_icons(w: MainWindow) -> None:
    """Theme icons where the desktop has them, Qt's own otherwise; SVG for our own actions (sharp at any DPI)."""
    pixmaps = QStyle.StandardPixmap
    for action, theme, fallback in (
        (w.new_action, "document-new", pixmaps.SP_FileIcon),
        (w.open_action, "document-open", pixmaps.SP_DialogOpenButton),
        (w.save_action, "document-save", pixmaps.SP_DialogSaveButton),
        (w.undo_action, "edit-undo", pixmaps.SP_ArrowBack),
        (w.redo_action, "edit-redo", pixmaps.SP_ArrowForward),
    ):
        action.setIcon(QIcon.fromTheme(theme, w.style().standardIcon(fallback)))
    for action, name in ((w.add_deal_action, "add-deal"), (w.settle_action, "settle"), (w.review_action, "review")):
        action.setIcon(QIcon(str(ICONS / f"{name}.svg")))


def name_actions(w: MainWindow) -> None:
    """Each action's text in the interface language, and its tooltip with its key."""
    for choice, text in ((AUTOMATIC, translate("MainWindow", "&Automatic")),
                         ("portrait", translate("MainWindow", "&Portrait")),
                         ("landscape", translate("MainWindow", "&Landscape"))):
        w.shape_actions[choice].setText(text)
    for action, text in (
        (w.new_action, translate("MainWindow", "&New Game…")),
        (w.paper_action, translate("MainWindow", "New from a &Paper Sheet…")),
        (w.open_action, translate("MainWindow", "&Open…")), (w.library_action, translate("MainWindow", "&Library…")),
        (w.save_action, translate("MainWindow", "&Save")), (w.save_as_action, translate("MainWindow", "Save &As…")),
        (w.quit_action, translate("MainWindow", "&Quit")), (w.add_deal_action, translate("MainWindow", "Add &Deal…")),
        (w.export_pdf_action, translate("MainWindow", "&Export PDF…")),
        (w.export_image_action, translate("MainWindow", "Export &Image…")),
        (w.print_action, translate("MainWindow", "&Print…")),
        (w.preview_action, translate("MainWindow", "Print Pre&view…")),
        (w.edit_deal_action, translate("MainWindow", "&Edit Deal…")),
        (w.delete_deal_action, translate("MainWindow", "De&lete Deal")),
        (w.history_action, translate("MainWindow", "Go to &History")),
        (w.settle_action, translate("MainWindow", "Se&ttle Now")),
        (w.end_action, translate("MainWindow", "&Stop Here (End Game)")),
        (w.review_action, translate("MainWindow", "&Review")), (w.keys_action, translate("MainWindow", "&Keyboard")),
        (w.guide_action, translate("MainWindow", "User &Guide")),
        (w.turn_action, translate("MainWindow", "&Turn the Sheet")),
        (w.zoom_in_action, translate("MainWindow", "Zoom &In")),
        (w.zoom_out_action, translate("MainWindow", "Zoom &Out")),
        (w.zoom_fit_action, translate("MainWindow", "&Fit the Sheet")),
        (w.table_view_action, translate("MainWindow", "T&able View")),
        (w.share_action, translate("MainWindow", "S&hare with the Table…")),
        (w.join_night_action, translate("MainWindow", "&Join Club Night…")),
        (w.new_night_action, translate("MainWindow", "&New Club Night…")),
        (w.open_night_action, translate("MainWindow", "&Open Club Night…")),
        (w.about_action, translate("MainWindow", "&About Preferans Desk")),
    ):
        action.setText(text)
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{action.text().replace('&', '')} ({shortcut})" if shortcut else "")


def name_undo_redo(w: MainWindow) -> None:
    """"Undo Add deal", worded now in the interface language (also after a language switch)."""
    stack = w.document.undo
    for action, index, plain, with_text in (
        (w.undo_action, stack.index() - 1, translate("MainWindow", "&Undo"), translate("MainWindow", "&Undo %1")),
        (w.redo_action, stack.index(), translate("MainWindow", "&Redo"), translate("MainWindow", "&Redo %1")),
    ):
        command = stack.command(index) if 0 <= index < stack.count() else None
        describe = getattr(command, "describe", None)
        action.setText(with_text.replace("%1", describe()) if describe else plain)
        action.setIconText(plain.replace("&", ""))  # the toolbar's button keeps its width: "Undo", not the step
        action.setEnabled(command is not None)
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{action.text().replace('&', '')} ({shortcut})")


def enable_actions(w: MainWindow) -> None:
    """Which actions apply to the document as it stands: most need a game; editing and deleting a deal need one
    and no review; review's keys work only in review."""
    document = w.document
    game = document.game
    has_game = game is not None
    for action in (w.save_action, w.save_as_action, w.add_deal_action, w.settle_action, w.end_action,
                   w.review_action, w.turn_action, w.export_pdf_action, w.export_image_action, w.print_action,
                   w.preview_action, w.history_action, w.zoom_in_action, w.zoom_out_action, w.zoom_fit_action,
                   w.table_view_action, w.share_action):
        action.setEnabled(has_game)
    editable = game is not None and bool(game.deals) and document.review is None
    w.edit_deal_action.setEnabled(editable)
    w.delete_deal_action.setEnabled(editable)
    w.end_action.setChecked(bool(game and game.ended))
    w.review_action.setChecked(document.review is not None)
    for action in w.review_key_actions:
        action.setEnabled(document.review is not None)
    w.history.setEnabled(has_game)

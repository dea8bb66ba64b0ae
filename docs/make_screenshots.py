"""Render sample sheets offscreen to docs/screenshots/ (run: python docs/make_screenshots.py [out_dir]).

The games are random but valid (``render.samples``, seeded), scored by the core and drawn by the
same SheetWidget the window uses.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from preferans_desk.core import settle_game  # noqa: E402
from preferans_desk.gui.sheet.sheet_widget import SheetWidget  # noqa: E402
from preferans_desk.render.samples import sample_game  # noqa: E402

SHOTS = [
    # name, players, deals, convention, settled, size
    ("sheet-3-players", 3, 20, "sochi", False, (600, 800)),
    ("sheet-4-players", 4, 22, "leningrad", False, (800, 800)),
    ("sheet-3-players-settled", 3, 24, "sochi", True, (600, 800)),
    ("sheet-3-players-1366x768", 3, 20, "leningrad", False, (1366, 768)),
    ("sheet-3-players-300-deals-1366x768", 3, 300, "sochi", True, (1366, 768)),
    ("sheet-4-players-300-deals", 4, 300, "sochi", True, (1000, 1000)),
]


WINDOW_SHOTS = [
    # name, players, deals, convention, settled (or the deal reviewed, with the settlement tab shown), language
    ("main-window", 3, 12, "sochi", False, "en"),
    ("main-window-3-players-settled", 3, 24, "sochi", True, "en"),
    ("main-window-4-players", 4, 14, "leningrad", False, "en"),
    ("main-window-4-players-settled", 4, 40, "leningrad", True, "en"),
    ("main-window-ru", 3, 12, "sochi", False, "ru"),
    ("main-window-3-players-settled-ru", 3, 24, "sochi", True, "ru"),
    ("main-window-4-players-ru", 4, 14, "leningrad", False, "ru"),
    ("main-window-4-players-settled-ru", 4, 40, "leningrad", True, "ru"),
    ("main-window-review", 3, 24, "sochi", 15, "en"),
    ("main-window-review-ru", 3, 24, "sochi", 15, "ru"),
    # in a dark palette (a name ending in -dark), as a dark desktop shows the window
    ("main-window-3-players-settled-dark", 3, 24, "sochi", True, "en"),
    ("main-window-4-players-settled-ru-dark", 4, 40, "leningrad", True, "ru"),
    # the portrait sheet, chosen in View > Sheet Shape (a name with -portrait; the others are automatic)
    ("main-window-portrait", 3, 12, "sochi", False, "en"),
    ("main-window-4-players-portrait-ru", 4, 14, "leningrad", False, "ru"),
    ("main-window-3-players-settled-portrait-dark", 3, 24, "sochi", True, "en"),
    ("main-window-4-players-settled-portrait-ru-dark", 4, 40, "leningrad", True, "ru"),
]


def use_palette(app: QApplication, name: str, light) -> None:
    """The dark palette for a shot whose name ends in -dark, else the light one."""
    from preferans_desk.gui.sheet import tones

    app.setPalette(tones.dark_palette() if name.endswith("-dark") else light)


LOOKS = (("en", ""), ("ru", "-ru"), ("en", "-dark"), ("ru", "-ru-dark"))  # a window's four pictures


def looks(app: QApplication, translations) -> Iterator[str]:
    """Each of the four looks in turn (English and Russian, light and dark), its name's suffix given; the
    application back in English and light afterwards."""
    light = app.palette()
    try:
        for language, suffix in LOOKS:
            translations.set_language(language)
            use_palette(app, suffix, light)
            yield suffix
    finally:
        app.setPalette(light)
        translations.set_language("en")


def shot(widget, path: Path) -> None:
    """``widget`` as it is painted now, to ``path``."""
    widget.grab().save(str(path))
    print(path)


def window_shots(app: QApplication, out: Path) -> None:
    """The whole window at 1366x768, in English and Russian, mid-game and settled."""
    from PySide6.QtCore import QSettings

    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.main_window import MainWindow

    translations = Translations(app)
    light = app.palette()
    with tempfile.TemporaryDirectory() as folder:
        for name, players, deals, convention, settled, language in WINDOW_SHOTS:
            translations.set_language(language)
            use_palette(app, name, light)
            settings = QSettings(str(Path(folder) / f"{name}.ini"), QSettings.Format.IniFormat)
            window = MainWindow(qsettings=settings, data_dir=Path(folder) / name)
            window.resize(1366, 768)
            # As the first start on a 1366x768 screen lays it out (the offscreen screen is smaller).
            window.resizeDocks([window.history_dock], [int(1366 * 0.34)], Qt.Orientation.Horizontal)
            game = sample_game(players, deals, convention, seed=7, whist_price=10)
            window.set_game(game, None)
            if "-portrait" in name:
                window.shape_actions["portrait"].trigger()
            window.show()
            if settled is True:
                window.settle_now()
            elif settled:  # review mode at a mid-game deal: every view shows that moment
                window.set_review(True)
                window.document.set_review(settled)
                window.settlement_dock.raise_()
            app.processEvents()
            window.grab().save(str(out / f"{name}.png"))
            print(out / f"{name}.png")
            window.document.undo.setClean()
            window.close()
    app.setPalette(light)
    translations.set_language("en")


TABLE_SHOTS = [  # name, players, deals, convention, language, screen: the table view full screen (F11)
    ("table-view-3-players", 3, 24, "sochi", "en", (1366, 768)),
    ("table-view-4-players", 4, 30, "leningrad", "en", (1366, 768)),
    ("table-view-3-players-ru", 3, 24, "sochi", "ru", (1366, 768)),
    ("table-view-4-players-ru-dark", 4, 30, "leningrad", "ru", (1366, 768)),
    ("table-view-3-players-1920x1080-dark", 3, 60, "sochi", "en", (1920, 1080)),
    ("table-view-4-players-300-deals", 4, 300, "sochi", "en", (1366, 768)),
    # a monitor turned upright: the table view chooses the portrait sheet there
    ("table-view-3-players-portrait", 3, 24, "sochi", "en", (768, 1366)),
    ("table-view-4-players-portrait-ru-dark", 4, 30, "leningrad", "ru", (768, 1366)),
]


def table_view_shots(app: QApplication, out: Path) -> None:
    """The table view as a 1366x768 screen shows it, mid-game, in English and Russian."""
    from PySide6.QtCore import QSettings

    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.gui.sheet.table_view import TableView

    translations = Translations(app)
    light = app.palette()
    with tempfile.TemporaryDirectory() as folder:
        for name, players, deals, convention, language, screen in TABLE_SHOTS:
            translations.set_language(language)
            use_palette(app, name, light)
            settings = QSettings(str(Path(folder) / f"{name}.ini"), QSettings.Format.IniFormat)
            window = MainWindow(qsettings=settings, data_dir=Path(folder) / name)
            game = sample_game(players, deals, convention, seed=7, whist_price=10,
                               pool_target=500 if deals > 100 else 20)
            window.set_game(game, None)
            if deals > 100:
                window.settle_now()
            view = TableView(window)
            view.resize(*screen)  # as full screen on that screen
            view.show()
            app.processEvents()
            view.grab().save(str(out / f"{name}.png"))
            print(out / f"{name}.png")
            view.close()
            window.document.undo.setClean()
            window.close()
    app.setPalette(light)
    translations.set_language("en")


def share_dialog_shots(app: QApplication, out: Path) -> None:
    """Game → Share with the Table right after Start Sharing (on loopback), at its first size, in English
    and Russian: the QR code whole, as a phone scans it."""
    from PySide6.QtCore import QSettings

    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.main_window import MainWindow
    from preferans_desk.gui.panels.share_panel import LOOPBACK

    translations = Translations(app)
    with tempfile.TemporaryDirectory() as folder:
        for suffix, language in (("", "en"), ("-ru", "ru")):
            translations.set_language(language)
            settings = QSettings(str(Path(folder) / f"share{suffix}.ini"), QSettings.Format.IniFormat)
            window = MainWindow(qsettings=settings, data_dir=Path(folder) / f"share{suffix}")
            window.set_game(sample_game(3, 12, "sochi", seed=7, whist_price=10), None)
            window.show()
            window.show_share()
            dialog = window.share_dialog
            dialog.address.setCurrentText(LOOPBACK)
            dialog.button.click()
            app.processEvents()
            dialog.grab().save(str(out / f"share-dialog{suffix}.png"))
            print(out / f"share-dialog{suffix}.png")
            if window.share is not None:
                window.share.close()
            window.document.undo.setClean()
            window.close()
    translations.set_language("en")


def library_shots(app: QApplication, out: Path) -> None:
    """The library window over 20 sample games (and one broken file), in English and Russian."""
    from preferans_desk.core.gamefile import save
    from preferans_desk.gui.game_library.library_window import LibraryWindow
    from preferans_desk.gui.i18n import Translations
    from preferans_desk.library import Library

    translations = Translations(app)
    with tempfile.TemporaryDirectory() as folder:
        games = Path(folder) / "games"
        games.mkdir()
        for seed in range(20):
            players, convention = (3, "sochi") if seed % 3 else (4, "leningrad")
            game = sample_game(players, 12 + seed, convention, seed=seed, whist_price=10)
            game.title = f"Friday #{seed + 1}"
            game.created = f"2026-{1 + seed % 11:02d}-{1 + seed:02d}T20:00:00+03:00"
            save(game, games / f"friday-{seed + 1:02d}.pulka")
        (games / "broken.pulka").write_text('{"format": "preferans-desk", "version": 1}', encoding="utf-8")
        library = Library(Path(folder))
        for suffix in looks(app, translations):
            window = LibraryWindow(library, lambda path: None, None)
            window.resize(1366, 768)
            window.show()
            app.processEvents()
            shot(window, out / f"library{suffix}.png")
            window.close()
        library.close()


CLUB_PLAYERS = ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Oleg", "Pavel")


def club_shots(app: QApplication, out: Path) -> None:
    """The library's Club page: a season of 40 games among seven players, the leader's page open."""
    import random

    from preferans_desk.core.gamefile import save
    from preferans_desk.gui.game_library.library_window import LibraryWindow
    from preferans_desk.gui.i18n import Translations
    from preferans_desk.library import Library

    translations = Translations(app)
    pick = random.Random(24)
    with tempfile.TemporaryDirectory() as folder:
        games = Path(folder) / "club"
        games.mkdir()
        for number in range(40):
            size = pick.choice((3, 3, 4))
            game = sample_game(size, pick.randint(18, 40), pick.choice(("sochi", "leningrad")), seed=number,
                               whist_price=10)
            game.players = pick.sample(CLUB_PLAYERS, size)
            game.title = f"Friday #{number + 1}"
            game.created = f"2026-{1 + number * 11 // 40:02d}-{1 + number % 27:02d}T20:00:00+03:00"
            save(game, games / f"friday-{number + 1:02d}.pulka")
        library = Library(Path(folder) / "data", [games])
        for suffix in looks(app, translations):
            window = LibraryWindow(library, lambda path: None, None)
            window.resize(1366, 768)
            window.show()
            window.tabs.setCurrentWidget(window.club)
            window.club.season_box.setCurrentIndex(1)  # this year
            window.club.table.selectRow(0)
            app.processEvents()
            shot(window, out / f"club{suffix}.png")
            window.close()
        library.close()


NIGHTS = {  # language: the night's title and its nine players
    "en": ("Friday at the club", ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira")),
    "ru": ("Пятница в клубе", ("Анна", "Борис", "Вера", "Глеб", "Даша", "Егор", "Зоя", "Иван", "Кира")),
}


class ShownReceiver:
    """Stands for the director's receiver in the pictures: the window shows where the tables join, and no
    server is started (the screenshots open no port)."""

    address = ("192.168.1.20", 8643)
    busy_port = None  # (the usual port was free)

    def stop(self) -> None:
        pass


def finished_deals(seed: int) -> list:
    """The deals of a sample game of three up to the deal that ends it (a round's table played to its end)."""
    deals = sample_game(3, 60, "sochi", seed=seed).deals
    game = sample_game(3, 0, "sochi", seed=seed)
    for count in range(1, len(deals) + 1):
        game.replace_deals(deals[:count])
        if game.finished:
            return deals[:count]
    return deals


def make_night(folder: Path, language: str) -> Path:
    """A club night of nine players in four rounds of three tables, points by places, rounds of at most 18 deals in
    two hours: round 1 played to its end, round 2 opened to the tables 47 minutes ago, two of them playing and the
    third waiting for its first deal."""
    from datetime import datetime, timedelta

    from preferans_desk.night.night_book import NightBook
    from preferans_desk.night.night_file import save as save_event
    from preferans_desk.night.night_model import Limits
    from preferans_desk.night.night_rounds import new_event
    from preferans_desk.night.tour_points import PlacePoints

    title, players = NIGHTS[language]
    path = folder / f"night-{language}.prefevent"
    save_event(new_event(players, 4, 3, "norepeat", "2911", points=PlacePoints(), title=title,
                         limits=Limits(20, 18, 120), created="2026-03-13T19:00:00+03:00"), path)
    book = NightBook(path)
    book.open_round(1)
    for table in (1, 2, 3):
        game = book.new_game(1, table)
        game.replace_deals(finished_deals(table))
        book.keep_game(1, table, game)
    book.open_round(2)
    book.event.rounds[1].opened = (datetime.now().astimezone() - timedelta(minutes=47)).isoformat(timespec="seconds")
    save_event(book.event, path)
    for table, deals in ((1, 11), (2, 6)):
        game = book.new_game(2, table)
        game.replace_deals(sample_game(3, deals, "sochi", seed=10 + table).deals)
        book.keep_game(2, table, game)
    book.close()  # (one writer: the director's window takes the night next)
    return path


def director_shots(app: QApplication, out: Path) -> None:
    """The director's window of a club night (round 2 opened, its tables' live state, the standings after round
    1 and the deals of round 2 so far) at its first size, and its projector view as a 1366x768 screen shows it, in
    English and Russian, light and dark. Receiving is shown as started, without a server."""
    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.night_views.director_window import DirectorWindow
    from preferans_desk.gui.night_views.projector_view import ProjectorView

    translations = Translations(app)
    with tempfile.TemporaryDirectory() as folder:
        nights = {language: make_night(Path(folder), language) for language in ("en", "ru")}
        for suffix in looks(app, translations):
            window = DirectorWindow(nights["ru" if suffix.startswith("-ru") else "en"])
            window.address_box.clear()
            window.address_box.addItem(ShownReceiver.address[0])
            window.receiver = ShownReceiver()  # type: ignore[assignment]
            window.receive_button.setChecked(True)
            window.retranslate()
            window.show()
            app.processEvents()
            shot(window, out / f"director-window{suffix}.png")
            projector = ProjectorView(window.document)
            projector.resize(1366, 768)  # as full screen on that screen
            projector.show()
            projector.refresh()
            app.processEvents()
            shot(projector, out / f"projector-view{suffix}.png")
            projector.close()
            window.close()


def director_entry_shots(app: QApplication, out: Path) -> None:
    """The director's window with two phone tables' entries open (table 1's pending, table 2's disputed: it calls
    the director) and the answer dialog on the call, in English light and Russian dark."""
    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.night_views.director_window import DirectorWindow
    from preferans_desk.gui.night_views.entry_answer_dialog import EntryAnswerDialog
    from preferans_desk.gui.sheet import tones
    from preferans_desk.night.night_book import NightBook

    translations = Translations(app)
    light = app.palette()
    with tempfile.TemporaryDirectory() as folder:
        for language, suffix in (("en", ""), ("ru", "-ru-dark")):
            path = make_night(Path(folder), language)
            book = NightBook(path)
            seats = [book.seat(table.code or "") for table in book.event.rounds[1].tables]
            book.enter(seats[0], "entry-1", "anna-phone-x7Q2", {"kind": "contract", "declarer": 1, "level": 7,
                       "suit": "hearts", "defence": ["whist", "pass"], "tricks": [2, 7, 1]})
            book.enter(seats[1], "entry-2", "gleb-phone-k9Pa", {"kind": "contract", "declarer": 0, "level": 7,
                       "suit": "spades", "defence": ["whist", "pass"], "tricks": [7, 3, 0]})
            book.dispute(seats[1], "entry-2", "vera-phone-3mZt")
            book.close()
            translations.set_language(language)
            app.setPalette(tones.dark_palette() if suffix.endswith("-dark") else light)
            window = DirectorWindow(path)
            window.address_box.clear()
            window.address_box.addItem(ShownReceiver.address[0])
            window.receiver = ShownReceiver()  # type: ignore[assignment]
            window.receive_button.setChecked(True)
            window.retranslate()
            window.resize(1366, 640)
            window.show()
            app.processEvents()
            shot(window, out / f"director-window-phone-entry{suffix}.png")
            dialog = EntryAnswerDialog(window, window.document.moment.calls[0])
            dialog.show()
            app.processEvents()
            shot(dialog, out / f"director-window-phone-entry-answer{suffix}.png")
            dialog.close()
            window.close()
    app.setPalette(light)
    translations.set_language("en")


def table_pages_shots(app: QApplication, out: Path) -> None:
    """Club Night → Tables' Phone Pages (issue 34): round 2's tables with their pages' addresses and QR codes, in
    English and Russian, light and dark. Receiving is shown as started, without a server."""
    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.night_views.director_window import DirectorWindow
    from preferans_desk.gui.night_views.table_pages import show_table_pages

    translations = Translations(app)
    with tempfile.TemporaryDirectory() as folder:
        nights = {language: make_night(Path(folder), language) for language in ("en", "ru")}
        for suffix in looks(app, translations):
            window = DirectorWindow(nights["ru" if suffix.startswith("-ru") else "en"])
            window.receiver = ShownReceiver()  # type: ignore[assignment]
            dialog = show_table_pages(window)
            dialog.resize(1000, 560)
            app.processEvents()
            shot(dialog, out / f"table-pages{suffix}.png")
            dialog.close()
            window.close()


DIALOG_SHOTS = [  # name, language, dark
    ("", "en", False), ("-ru", "ru", False), ("-dark", "en", True), ("-ru-dark", "ru", True),
]


def dialog_shots(app: QApplication, out: Path) -> None:
    """The deal dialog with a deal typed (its preview showing) and the new-game dialog, in both languages,
    light and dark."""
    from PySide6.QtGui import QPalette
    from PySide6.QtTest import QTest

    from preferans_desk.gui.dialogs.deal_dialog import DealDialog
    from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
    from preferans_desk.gui.i18n import Translations
    from preferans_desk.gui.sheet import tones

    translations = Translations(app)
    light = QPalette(app.palette())
    game = sample_game(3, 6, "sochi", seed=7, whist_price=10)
    with tempfile.TemporaryDirectory() as tmp:
        for suffix, language, dark in DIALOG_SHOTS:
            translations.set_language(language)
            app.setPalette(tones.dark_palette() if dark else light)
            dialog = DealDialog(None, game, game.sheet)
            dialog.show()
            for key in "17swp6":
                QTest.keyClick(dialog.focusWidget() or dialog, key)
            app.processEvents()
            dialog.grab().save(str(out / f"deal-dialog{suffix}.png"))
            dialog.close()
            new_game = NewGameDialog(None, Path(tmp))
            new_game.show()
            app.processEvents()
            new_game.grab().save(str(out / f"new-game-dialog{suffix}.png"))
            new_game.close()
            print(out / f"deal-dialog{suffix}.png", out / f"new-game-dialog{suffix}.png")
    app.setPalette(light)
    translations.set_language("en")
    fspr_dialog_shot(app, out)
    translations.set_language("en")


def fspr_dialog_shot(app: QApplication, out: Path) -> None:
    """Tournament Leningrad with 4 players, the dealer whisting a contract both defenders passed."""
    from PySide6.QtTest import QTest

    from preferans_desk.core import Game, Rules, preset
    from preferans_desk.gui.dialogs.deal_dialog import DealDialog

    rules = Rules("leningrad_fspr", 20, preset("leningrad_fspr", {"give_up": "without_three", "totus": True}))
    game = Game(["Anna", "Boris", "Vera", "Gleb"], rules, first_dealer=3)
    dialog = DealDialog(None, game, game.sheet)
    dialog.show()
    for key in "17dppw6":
        QTest.keyClick(dialog.focusWidget() or dialog, key)
    app.processEvents()
    dialog.grab().save(str(out / "deal-dialog-fspr.png"))
    dialog.close()
    print(out / "deal-dialog-fspr.png")


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    out.mkdir(parents=True, exist_ok=True)
    from preferans_desk.render.qt_painter import register_fonts

    register_fonts()
    window_shots(app, out)
    table_view_shots(app, out)
    library_shots(app, out)
    club_shots(app, out)
    director_shots(app, out)
    director_entry_shots(app, out)
    table_pages_shots(app, out)
    dialog_shots(app, out)
    share_dialog_shots(app, out)
    for name, players, deals, convention, settled, (w, h) in SHOTS:
        game = sample_game(players, deals, convention, seed=7, whist_price=10)
        widget = SheetWidget()
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a bare sheet: no focus ring in the picture
        widget.resize(w, h)
        widget.set_game(game, settle_game(game) if settled else None)
        widget.grab().save(str(out / f"{name}.png"))
        print(out / f"{name}.png")
    app.processEvents()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "screenshots")

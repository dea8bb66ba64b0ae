"""The library window's Club page offscreen (issue 24, point 5): the season's table, the season picker, a
player's page, and ratings worked out only when the page is shown."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QDate

from preferans_desk.gui.game_library.club_table import ClubTable
from preferans_desk.gui.game_library.library_window import LibraryWindow
from preferans_desk.library import Library
from preferans_desk.library.player_page import head_to_head
from preferans_desk.library.ratings import rate
from preferans_desk.library.season_table import season_games, season_table
from preferans_desk.library.seasons import ALL_TIME, year
from tests.gui.test_library_window import make_games  # eight games of May 2024, a file that does not load

COLUMN = {name: i for i, name in enumerate(ClubTable.COLUMNS)}


@pytest.fixture
def window(qtbot, tmp_path):
    make_games(tmp_path / "games")
    library = Library(tmp_path / "data", [tmp_path / "games"])
    window = LibraryWindow(library, lambda _path: None)
    window.club.today = date(2024, 12, 1)
    window.club.retranslate()
    qtbot.addWidget(window)
    window.show()
    return window


def shown_rows(table: ClubTable) -> list[tuple[str, str, str]]:
    return [tuple(table.item(row, COLUMN[key]).text() for key in ("rank", "player", "rating"))
            for row in range(table.rowCount())]


def test_ratings_wait_until_the_page_is_shown(window, qtbot):
    assert window.club.ratings is None and window.club.table.rowCount() == 0
    window.tabs.setCurrentWidget(window.club)
    qtbot.waitUntil(lambda: window.club.table.rowCount() > 0)
    assert window.club.ratings is not None


def test_the_table_is_the_seasons_table(window, qtbot):
    window.tabs.setCurrentWidget(window.club)
    club = window.club
    entries, aliases = club.entries, club.aliases
    assert aliases == {} and len(entries) == 9
    expected = season_table(entries, ALL_TIME, rate(entries), aliases)
    assert [(str(r.rank), r.name, str(r.rating)) for r in expected] == shown_rows(club.table)
    assert club.summary.text() == "8 game(s) in the season"  # the broken file counts nowhere


def test_the_season_picker(window, qtbot):
    window.tabs.setCurrentWidget(window.club)
    club = window.club
    club.season_box.setCurrentIndex(1)  # this year, 2024
    assert club.season() == year(2024) and club.table.rowCount() > 0 and not club.date_from.isEnabled()
    club.season_box.setCurrentIndex(2)  # last year, 2023
    assert club.table.rowCount() == 0 and club.summary.text() == "No games in this season."
    assert not club.export_button.isEnabled()
    club.season_box.setCurrentIndex(club.season_box.count() - 1)  # from – to
    assert club.date_from.isEnabled() and club.date_to.isEnabled()
    club.date_from.setDate(club.date_from.date().fromString("2024-05-03", "yyyy-MM-dd"))
    club.date_to.setDate(club.date_to.date().fromString("2024-05-04", "yyyy-MM-dd"))
    assert club.summary.text() == "2 game(s) in the season"
    assert len(season_games(club.entries, club.season())) == 2


def test_a_players_page(window, qtbot):
    window.tabs.setCurrentWidget(window.club)
    club = window.club
    club.table.selectRow(0)
    name = club.table.selected_name()
    row = next(r for r in club.rows if r.name == name)
    assert club.player.title.text().startswith(f"{name}: rating {row.rating} (")
    rivals = head_to_head(club.games, name, club.aliases)
    assert club.player.opponents.rowCount() == len(rivals) > 0
    assert {club.player.opponents.item(i, 0).text() for i in range(len(rivals))} == {r.name for r in rivals}
    assert len(club.player.rating_chart.series()[0].points) == row.stats.games
    assert len(club.player.result_chart.series()[0].points) == row.stats.games
    assert "Best game:" in club.player.details.text() and "deal" in club.player.details.text()
    club.table.clearSelection()
    assert club.player.title.text() == "Select a player to see the player's page."


def test_merged_names_count_as_one_player(window, qtbot):
    window.tabs.setCurrentWidget(window.club)
    before = {r.name for r in window.club.rows}
    assert "Боря" in before
    other = window.club.rows[0].name if window.club.rows[0].name != "Боря" else window.club.rows[1].name
    assert window.merge_names("Боря", other)
    after = {r.name for r in window.club.rows}
    assert "Боря" not in after and other in after


def test_a_sync_conflict_is_shown_and_resolved_in_the_window(qtbot, tmp_path, monkeypatch):
    """A Syncthing conflict copy with other deals: marked in the games' table, counted nowhere, and resolved by
    the Resolve Conflict action (keep both: it becomes a game of its own)."""
    from PySide6.QtWidgets import QMessageBox

    from preferans_desk.core import AllPass
    from preferans_desk.core.gamefile import dumps, save
    from preferans_desk.gui.game_library.library_model import ENTRY_ROLE, LibraryModel
    from tests.library.known_games import friday

    folder = tmp_path / "club"
    folder.mkdir()
    save(friday(), folder / "friday.pulka")
    other = friday()
    other.append(AllPass((4, 3, 3)))
    copy_name = "friday.sync-conflict-20240302-101500-ABCDEF7.pulka"
    (folder / copy_name).write_text(dumps(other), encoding="utf-8")
    window = LibraryWindow(Library(tmp_path / "data", [folder]), lambda _path: None)
    qtbot.addWidget(window)
    window.show()
    status = LibraryModel.COLUMNS.index("status")
    rows = {window.proxy.index(r, 0).data(ENTRY_ROLE).path.name: r for r in range(window.proxy.rowCount())}
    assert window.proxy.index(rows[copy_name], status).data() == "Copy of friday.pulka, other deals: to resolve"
    assert [s.games for s in window.shown_stats] == [1, 1, 1]
    window.tabs.setCurrentWidget(window.club)
    assert len(window.club.entries) == 1

    window.table.selectRow(rows["friday.pulka"])
    assert not window.resolve_action.isEnabled()
    window.table.selectRow(rows[copy_name])
    assert window.resolve_action.isEnabled()

    def answer(box: QMessageBox) -> int:
        both = next(b for b in box.buttons() if b.text() == "Keep &Both")
        assert "other deals" in box.text()
        both.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.resolve_action.trigger()
    names = sorted(window.proxy.index(r, 0).data(ENTRY_ROLE).path.name for r in range(window.proxy.rowCount()))
    assert names == ["friday (2).pulka", "friday.pulka"]
    assert [s.games for s in window.shown_stats] == [2, 2, 2] and len(window.club.entries) == 2


def test_a_club_folder_is_added_and_forgotten_from_the_window(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from preferans_desk.core.gamefile import save
    from tests.library.known_games import friday, sunday

    club = tmp_path / "Preferans Club"
    club.mkdir()
    save(friday(), club / "friday.pulka")
    save(sunday(), club / "sunday.pulka")
    window = LibraryWindow(Library(tmp_path / "data"), lambda _path: None)
    qtbot.addWidget(window)
    window.show()
    assert window.proxy.rowCount() == 0
    window.add_club_folder(club)
    assert window.proxy.rowCount() == 2 and window.library.added_folders() == [club]
    monkeypatch.setattr(QInputDialog, "getItem", lambda *args: (str(club), True))
    window.forget_folder_action.trigger()
    assert window.proxy.rowCount() == 0 and window.library.added_folders() == []


def test_the_season_table_exports_to_pdf(window, qtbot, tmp_path, monkeypatch):
    import io

    from pypdf import PdfReader

    from tests.gui.test_library_window import Messages

    messages = Messages(monkeypatch)

    window.tabs.setCurrentWidget(window.club)
    assert window.club.export_button.isVisible() and window.club.export_button.isEnabled()
    assert window.club.export_pdf(tmp_path / "season")
    text = PdfReader(io.BytesIO((tmp_path / "season.pdf").read_bytes())).pages[0].extract_text()
    assert "The club's season table" in text and "Games in the season: 8" in text
    assert all(row.name in text for row in window.club.rows)
    assert not window.club.export_pdf(tmp_path / "missing" / "folder" / "season.pdf")  # refused with a message
    assert [(kind, title) for kind, title, _text in messages] == [("warning", "Cannot export")]


def test_the_chosen_player_is_kept_by_name_across_seasons(window, qtbot):
    """Боря plays on May 6 and 7 only: a season without him selects nobody (whoever is in his row now is not
    shown instead) and says so; a season with him selects him again."""
    window.tabs.setCurrentWidget(window.club)
    club = window.club
    assert club.table.select_name("Боря") and club.player.title.text().startswith("Боря: rating ")
    assert club.table.currentRow() == 1  # second by result; from May 1 to 3, Grigory's row
    club.season_box.setCurrentIndex(club.season_box.count() - 1)  # from – to
    club.date_from.setDate(QDate(2024, 5, 1))
    club.date_to.setDate(QDate(2024, 5, 3))
    assert "Боря" not in [r.name for r in club.rows] and club.table.rowCount() > 0
    assert club.table.selectedIndexes() == [] and club.table.selected_name() is None
    assert club.player.title.text() == "Боря: no games in this season."
    assert club.player.opponents.rowCount() == 0 and club.player.details.text() == ""
    club.date_to.setDate(QDate(2024, 5, 7))
    assert club.table.selected_name() == "Боря" and club.player.title.text().startswith("Боря: rating ")
    club.season_box.setCurrentIndex(0)  # all time
    assert club.table.selected_name() == "Боря"
    club.table.clearSelection()  # chosen no more: no season brings him back
    club.season_box.setCurrentIndex(1)
    assert club.table.selected_name() is None
    assert club.player.title.text() == "Select a player to see the player's page."


def player_page_words(club) -> list[str]:
    page = club.player
    heads = [page.opponents.horizontalHeaderItem(i) for i in range(page.opponents.columnCount())]
    return [page.title.text(), page.details.text(), page.rating_chart._x_title, page.result_chart._x_title,
            *(head.toolTip() for head in heads if head is not None),
            *(club.table.horizontalHeaderItem(i).toolTip() for i in range(club.table.columnCount()))]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_players_page_names_no_gender(window, qtbot, translations, lang):
    """Every player's page said "His games", "His best deals", a woman's too."""
    if lang == "ru":
        assert translations.set_language("ru")
        qtbot.waitUntil(lambda: window.tabs.tabText(1) != "&Club", timeout=2000)
    window.tabs.setCurrentWidget(window.club)
    club = window.club
    club.table.clearSelection()
    hint = club.player.title.text()
    assert club.table.select_name("Anna")
    words = [hint, *player_page_words(club)]
    expected = {"en": ("Games, by date", "Best deals:", "Worst deals:"),
                "ru": ("Пульки по датам", "Лучшие сдачи:", "Худшие сдачи:")}[lang]
    assert expected[0] in words and expected[1] in words[2] and expected[2] in words[2]
    gendered = {"en": (" his ", " he ", "His ", "He "), "ru": ("Его ", " его ", " он ", "Он ")}[lang]
    for text in words:
        assert not any(word in f" {text} " for word in gendered), text

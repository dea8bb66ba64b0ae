"""The window's item models under pytest-qt's ``qtmodeltester`` (Qt's QAbstractItemModelTester, and pytest-qt's
Python port, which checks the types each role returns): the history's ``DealListModel`` on a real game, as deals
are appended, edited, undone and the game replaced, and the library's ``LibraryModel`` (and the filter in front of
it) on a folder of games with one that does not load."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor

from preferans_desk.core import AllPass, Contract
from preferans_desk.core.gamefile import save
from preferans_desk.gui.game_library.library_filter import LibraryFilter
from preferans_desk.gui.game_library.library_model import LibraryModel
from preferans_desk.gui.panels.history import DealListModel
from preferans_desk.library import Library
from preferans_desk.render.samples import sample_game

# Qt's C++ tester, and pytest-qt's Python port (stricter about the type of each role's data)
TESTERS = pytest.mark.parametrize("force_py", [False, True], ids=["qt", "py"])


def rows(model) -> list[str]:
    return [model.index(row, 0).data() for row in range(model.rowCount())]


ROLE_TYPES = {Qt.ItemDataRole.DisplayRole: str, Qt.ItemDataRole.ToolTipRole: str,
              Qt.ItemDataRole.ForegroundRole: (QColor, QBrush), Qt.ItemDataRole.TextAlignmentRole: int}


def every_cell_keeps_the_role_types(model) -> None:
    """What the testers check on the first cell alone, on every cell: a deal with a warning or a file that does
    not load is seldom the first row."""
    mask = Qt.AlignmentFlag.AlignHorizontal_Mask | Qt.AlignmentFlag.AlignVertical_Mask
    for row in range(model.rowCount()):
        for column in range(len(LibraryModel.COLUMNS)):
            index = model.index(row, column)
            if not index.isValid():  # a list's one column (a QAbstractListModel's columnCount is private)
                assert column > 0
                break
            for role, kind in ROLE_TYPES.items():
                value = index.data(role)
                assert value is None or isinstance(value, kind), (row, column, role, value)
            alignment = index.data(Qt.ItemDataRole.TextAlignmentRole)
            assert alignment is None or alignment & ~int(mask.value) == 0


@TESTERS
def test_the_deal_list_of_a_real_game(qtmodeltester, force_py):
    model = DealListModel()
    game = sample_game(3, 30, "leningrad", seed=3, whist_price=1)
    game.append(AllPass((3, 3, 4)))
    game.append(Contract(1, 6, "clubs", ("pass", "pass")))  # below the exit level 7: a deal with a warning
    model.set_game(game)
    qtmodeltester.check(model, force_py=force_py)
    assert model.rowCount() == 32
    assert rows(model)[0].startswith("1. ")
    every_cell_keeps_the_role_types(model)
    assert all(model.index(row).data(Qt.ItemDataRole.ToolTipRole) for row in range(32))
    warned = [row for row, record in enumerate(game.sheet.records) if record.warnings]
    assert warned == [31] and isinstance(model.index(31).data(Qt.ItemDataRole.ForegroundRole), QColor)


@TESTERS
def test_the_deal_list_as_deals_are_appended_edited_and_removed(qtmodeltester, force_py):
    """The tester follows every insert and removal the model signals (the C++ tester checks each against the
    rows before and after); the rows stay the game's deals in order."""
    model = DealListModel()
    game = sample_game(3, 12, "sochi", seed=5)
    model.set_game(game)
    qtmodeltester.check(model, force_py=force_py)

    game.append(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))  # a new deal: one row appended
    model.set_game(game)
    assert model.rowCount() == 13 and rows(model)[-1].startswith("13. ")

    game.pop_deal()  # undo: the last row removed
    model.set_game(game)
    assert model.rowCount() == 12

    before = rows(model)
    deals = list(game.deals)  # an edit in the middle: the rows from the edited deal on are worded again
    deals[4] = Contract(1, 7, "hearts", ("pass", "pass"))
    game.replace_deals(deals)
    model.set_game(game)
    assert model.rowCount() == 12
    after = rows(model)
    assert after[:4] == before[:4] and after[4] != before[4] and after[4].startswith("5. ")
    assert not model.index(0).parent().isValid() and not model.data(QModelIndex())

    model.reword()  # the language changed: every row signalled as changed
    assert len(rows(model)) == 12

    other = sample_game(4, 5, "rostov", seed=9)  # another game: every row replaced
    model.set_game(other)
    assert model.rowCount() == 5

    model.clear()  # no game
    assert model.rowCount() == 0
    model.set_game(game)
    assert model.rowCount() == 12


@TESTERS
def test_the_history_panels_model_as_the_window_plays(qtmodeltester, plain_window, force_py):
    """The model the history panel shows, fed by the window's document: deals added, edited, deleted, undone
    and redone, a review, then another game (the panel's view asks for rows between the changes too)."""
    window = plain_window
    window.set_game(sample_game(3, 8, "sochi", pool_target=50, seed=3), None)
    window.show()
    model = window.history.model
    qtmodeltester.check(model, force_py=force_py)
    document = window.document
    document.add(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))
    document.add(Contract(1, 7, "hearts", ("pass", "pass")))
    assert model.rowCount() == 10
    document.edit(3, Contract(2, 6, "clubs", ("pass", "pass")))
    document.delete(5)
    assert model.rowCount() == 9 and rows(model)[3].startswith("4. ")
    for _ in range(4):
        document.undo.undo()
    assert model.rowCount() == 8
    document.undo.redo()
    document.set_review(4)
    assert model.rowCount() == 9, "review keeps every row and only dims the later ones"
    document.set_review(None)
    window.set_game(sample_game(4, 3, "leningrad", seed=1), None)
    assert model.rowCount() == 3


@pytest.fixture
def library(tmp_path):
    """Five games, three and four players, two conventions, a whist price, one name merged into another; and a
    file that does not load."""
    folder = tmp_path / "games"
    folder.mkdir()
    for n in range(5):
        game = sample_game(3 + n % 2, 6 + n, "leningrad" if n % 2 else "sochi", seed=n, whist_price=1 + n % 2)
        if n == 2:
            game.players[1] = "Боря"  # merged into Boris below
        game.title = f"Evening {n}"
        game.created = f"2024-05-{n + 1:02d}T20:00:00"
        save(game, folder / f"evening-{n}.pulka")
    (folder / "torn.pulka").write_text('{"format": "preferans-desk", "version": 1', encoding="utf-8")
    library = Library(tmp_path / "data", [folder])
    library.refresh()
    library.merge_names("Боря", "Boris")
    return library


@TESTERS
def test_the_library_model_with_a_few_games(qtmodeltester, library, force_py):
    model = LibraryModel()
    model.set_entries(library.games(), library.aliases())
    qtmodeltester.check(model, force_py=force_py)
    assert model.rowCount() == 6 and model.columnCount() == len(LibraryModel.COLUMNS)
    assert model.aliases == {"Боря": "Boris"}
    every_cell_keeps_the_role_types(model)
    model.player = "Boris"  # the result column sorts by one player's result, his alias's too
    model.reword()
    model.set_entries(library.games()[:2], {})
    assert model.rowCount() == 2
    model.set_entries([], {})
    assert model.rowCount() == 0


@TESTERS
def test_the_library_filter_in_front_of_the_model(qtmodeltester, library, force_py):
    model = LibraryModel()
    model.set_entries(library.games(), library.aliases())
    proxy = LibraryFilter()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy, force_py=force_py)
    proxy.sort(LibraryModel.COLUMNS.index("result"), Qt.SortOrder.DescendingOrder)
    proxy.sort(LibraryModel.COLUMNS.index("date"), Qt.SortOrder.AscendingOrder)
    assert proxy.rowCount() == 6
    every_cell_keeps_the_role_types(proxy)

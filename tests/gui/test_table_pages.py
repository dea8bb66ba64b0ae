"""Club Night → Tables' Phone Pages (issue 34): each table of the round being played with its scoring page's
address and a QR code a phone reads from the director's screen; it follows the window (the round opened,
receiving started and stopped)."""

from __future__ import annotations

import json
import shutil
import subprocess
import urllib.request

import pytest
from PySide6.QtWidgets import QLabel
from test_director_window import director, event_path  # noqa: F401 (fixtures)

from preferans_desk.gui.night_views.table_pages import TablePagesDialog
from preferans_desk.night.table_codes import shown


def labels(dialog: TablePagesDialog, prefix: str) -> list[QLabel]:
    return sorted((label for label in dialog.findChildren(QLabel) if label.objectName().startswith(prefix)),
                  key=lambda label: label.objectName())


def test_each_tables_page_and_its_qr_code_on_the_directors_screen(director, qtbot, tmp_path):  # noqa: F811
    director.pages_action.trigger()  # Club Night → Tables' Phone Pages…
    dialog = director.findChild(TablePagesDialog)
    assert dialog is not None and dialog.isVisible()
    assert "Round 1 is not open to its tables" in dialog.note.text()
    assert [page.url for page in dialog.pages] == [None, None] and not labels(dialog, "qr")
    director.open_button.click()
    dialog.follow()
    codes = [shown(table.code) for table in director.book.event.rounds[0].tables]
    assert [page.code for page in dialog.pages] == codes
    assert "Press Start Receiving first" in dialog.note.text() and not labels(dialog, "qr")
    director.address_box.setCurrentText("127.0.0.1")
    director.receive_button.click()
    try:
        dialog.follow()
        address = director.address
        expected = [f"http://{address}/t/{code}/" for code in codes]
        assert [page.url for page in dialog.pages] == expected
        assert [label.text() for label in labels(dialog, "url")] == expected
        assert [page.players for page in dialog.pages] == [tuple(table.players) for table in
                                                          director.book.event.rounds[0].tables]
        for t, url in enumerate(expected, 1):  # the address shown is that table's page
            with urllib.request.urlopen(url + "state.json", timeout=10) as answer:  # noqa: S310 (127.0.0.1)
                assert json.load(answer)["table"] == t
        director.pages_action.trigger()
        assert director.findChildren(TablePagesDialog) == [dialog], "opened again, the same dialog comes forward"
        qtbot.waitUntil(lambda: all(label.isVisible() for label in labels(dialog, "qr")))
        if shutil.which("zbarimg") is None:
            pytest.skip("zbarimg not installed (apt-get install zbar-tools): the codes' decoding is not checked")
        image = tmp_path / "pages.png"
        assert dialog.grab().save(str(image))
        read = subprocess.run(["zbarimg", "--raw", "-q", str(image)], capture_output=True, text=True, timeout=60)
        assert sorted(read.stdout.split()) == sorted(expected), "each code, read off the screen, opens its page"
    finally:
        director.set_receiving(False)
    dialog.follow()
    assert [page.url for page in dialog.pages] == [None, None] and not labels(dialog, "qr")
    assert "Press Start Receiving first" in dialog.note.text()


def test_a_watching_window_says_where_the_pages_are(qtbot, event_path):  # noqa: F811
    from preferans_desk.night.night_file import load

    event = load(event_path)
    event.rounds[0].tables[0].code = "ABCD2345"
    dialog = TablePagesDialog(None, lambda: (event, 1, "10.0.0.5"), read_only=True)
    qtbot.addWidget(dialog)
    assert "Another program writes this night" in dialog.note.text()
    assert [page.url for page in dialog.pages] == ["http://10.0.0.5:8643/t/ABCD-2345/", None]
    assert [label.text() for label in labels(dialog, "url")] == ["http://10.0.0.5:8643/t/ABCD-2345/"]

"""Game > Share with the Table, from the window, over loopback (127.0.0.1) only: off until started, the
page follows the document's present (deals, undo; a review in the window leaves it as it stands), the window
never waits on it, and sharing stops with the game or the window."""

from __future__ import annotations

import json
import socket
import time
import urllib.request

import pytest

from preferans_desk.core import Contract
from preferans_desk.gui.panels.share_panel import LOOPBACK, addresses
from preferans_desk.render.samples import sample_game
from preferans_desk.share.share_limits import PING_EVERY

pytestmark = pytest.mark.usefixtures("share_port")  # a port of the test's own, not the 8642 of every other run


@pytest.fixture
def window(plain_window):
    window = plain_window
    window.set_game(sample_game(3, 20, "sochi", pool_target=50, seed=3), None)
    window.show()
    yield window
    if window.share is not None:
        window.share.close()


def state(url: str) -> dict:
    with urllib.request.urlopen(url + "state.json", timeout=5) as response:
        return json.loads(response.read())


def wait_for(qtbot, url: str, condition) -> dict:
    """Handle the window's events until the page's state meets ``condition`` (drawn in a worker)."""
    found: dict = {}

    def met() -> bool:
        found.clear()
        found.update(state(url))
        return condition(found)

    qtbot.waitUntil(met, timeout=5000)
    return found


def test_sharing_is_off_until_started_and_serves_the_moment(window, qtbot):
    assert window.share is None, "nothing listens before the user starts sharing"
    assert window.share_action.isEnabled()
    window.share_action.trigger()
    dialog = window.share_dialog
    assert LOOPBACK in addresses() and dialog.address.findText(LOOPBACK) >= 0
    dialog.address.setCurrentText(LOOPBACK)
    dialog.button.click()
    url = window.share.server.url
    assert url.startswith(f"http://{LOOPBACK}:") and dialog.url.text() == url
    assert not dialog.qr.pixmap().isNull(), "the address as a QR code to scan"
    assert wait_for(qtbot, url, lambda s: s.get("deals") == 20)["players"] == window.document.game.players
    with urllib.request.urlopen(url + "sheet.svg?seat=1&lang=ru", timeout=5) as response:
        assert b"<svg" in response.read(2000)


def test_the_page_follows_deals_and_undo_and_stays_at_the_present_in_review(window, qtbot, monkeypatch):
    """Each phone shows the game as it stands (the dialog says so, and state.json is read by scripts): the
    scorer looking back at deal 7 does not take every phone back with him, nor is the present drawn again for
    each step of the review."""
    window.show_share()
    url = window.share.start(LOOPBACK)
    wait_for(qtbot, url, lambda s: s.get("deals") == 20)
    window.document.add(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))
    wait_for(qtbot, url, lambda s: s.get("deals") == 21)
    window.document.undo.undo()
    wait_for(qtbot, url, lambda s: s.get("deals") == 20)
    finished = state(url)["finished"]
    from preferans_desk.gui.panels import share_panel

    snapshots = []
    snapshot = share_panel._Snapshot
    monkeypatch.setattr(share_panel, "_Snapshot", lambda *args: snapshots.append(args) or snapshot(*args))
    window.document.start_review()
    for count in (7, 6, 5):
        window.document.set_review(count)
    assert len(snapshots) <= 1 and all(len(sheet.records) == 20 for _rules, sheet, _settled in snapshots)
    time.sleep(0.3)
    shown = state(url)
    assert shown["deals"] == 20 and shown["finished"] == finished
    window.document.set_review(None)
    window.document.add(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))
    wait_for(qtbot, url, lambda s: s.get("deals") == 21)
    window.document.undo.setClean()


def test_an_event_reaches_a_watching_phone_as_soon_as_a_deal_is_added(window, qtbot):
    window.show_share()
    url = window.share.start(LOOPBACK)
    wait_for(qtbot, url, lambda s: s.get("deals") == 20)
    host, port = url.split("/")[2].split(":")
    path = "/" + "/".join(url.split("/")[3:]) + "events"
    phone = socket.create_connection((host, int(port)), timeout=5)
    phone.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    phone.recv(4096)  # the head and the current version
    qtbot.waitUntil(lambda: window.share.server.watchers == 1, timeout=10_000)
    started = time.perf_counter()
    window.document.add(Contract(1, 7, "hearts", ("pass", "pass")))
    phone.setblocking(False)
    received = b""
    # Pushed when the deal is shown, not at the stream's next ping: a bound well under the ping's interval, and
    # generous, as a busy machine may take seconds to draw and publish the sheet.
    while b"data:" not in received and time.perf_counter() - started < PING_EVERY / 2:
        qtbot.wait(5)
        try:
            received += phone.recv(4096)
        except BlockingIOError:
            pass
    phone.close()
    assert b"data:" in received
    window.document.undo.setClean()


def test_sharing_stops_when_stopped_and_when_the_window_closes(window, qtbot):
    window.show_share()
    url = window.share.start(LOOPBACK)
    port = int(url.split("/")[2].split(":")[1])
    window.share_dialog.button.click()  # Stop Sharing
    assert window.share.server is None
    with pytest.raises(OSError):
        socket.create_connection((LOOPBACK, port), timeout=1).close()
    url = window.share.start(LOOPBACK)
    port = int(url.split("/")[2].split(":")[1])
    window.close()
    assert window.share.server is None
    with pytest.raises(OSError):
        socket.create_connection((LOOPBACK, port), timeout=1).close()


def test_a_busy_port_is_said_in_the_dialog(window, qtbot):
    from preferans_desk.gui.panels.share_panel import PORT

    other = socket.socket()
    other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # the earlier tests' closed connections linger
    try:
        other.bind((LOOPBACK, PORT))
        other.listen()
    except OSError:
        other.close()
        pytest.skip(f"port {PORT} is taken here already")
    with other:
        window.show_share()
        dialog = window.share_dialog
        dialog.address.setCurrentText(LOOPBACK)
        dialog.button.click()
        server = window.share.server
        assert server.busy_port == PORT and server.port_now != PORT
        assert str(PORT) in dialog.note.text() and str(server.port_now) in dialog.note.text()
        dialog.button.click()
        assert dialog.note.text() == ""


def test_the_address_with_the_default_route_is_offered_first(monkeypatch):
    from PySide6.QtNetwork import QHostAddress

    import preferans_desk.gui.panels.share_panel as panel

    fake = [QHostAddress("10.0.0.5"), QHostAddress("192.168.1.7"), QHostAddress("127.0.0.1")]
    monkeypatch.setattr(panel.QNetworkInterface, "allAddresses", staticmethod(lambda: fake))
    assert addresses("192.168.1.7") == ["192.168.1.7", "10.0.0.5", LOOPBACK]
    assert addresses("172.16.0.1") == ["10.0.0.5", "192.168.1.7", LOOPBACK], "an unknown route changes nothing"


def drawn_code(dialog):
    """Where the QR code is drawn: the pixmap's rect as the label aligns it in its contents, in the
    label's own coordinates."""
    from PySide6.QtWidgets import QStyle

    label = dialog.qr
    return QStyle.alignedRect(label.layoutDirection(), label.alignment(), label.pixmap().size(),
                              label.contentsRect())


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_code_is_whole_and_scannable_right_after_start_sharing(window, qtbot, translations, tmp_path,
                                                                   language):
    import shutil
    import subprocess

    from PySide6.QtCore import QRect

    assert translations.set_language(language)
    window.show_share()
    dialog = window.share_dialog
    qtbot.waitExposed(dialog)
    dialog.address.setCurrentText(LOOPBACK)
    dialog.button.click()  # Start Sharing, and nothing else: no resize by hand
    qtbot.wait(50)  # the layout's pending requests are handled
    url = window.share.server.url
    code = drawn_code(dialog)
    assert dialog.qr.rect().contains(code), f"the code {code} is cut by its label {dialog.qr.rect()}"
    shown = QRect(dialog.qr.mapTo(dialog, code.topLeft()), code.size())
    assert dialog.rect().contains(shown), f"the code {shown} is cut by the dialog {dialog.rect()}"
    assert dialog.qr.isVisible() and dialog.qr.visibleRegion().boundingRect().contains(code)
    if shutil.which("zbarimg") is None:
        pytest.skip("zbarimg not installed (apt-get install zbar-tools): the code's decoding is not checked")
    image = tmp_path / "dialog.png"
    assert dialog.grab().save(str(image))
    decoded = subprocess.run(["zbarimg", "--quiet", "--raw", str(image)], capture_output=True, text=True,
                             timeout=30)
    assert decoded.stdout.strip() == url, decoded.stderr


# ----- sharing belongs to its game -----
def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code


def open_stream(url: str) -> socket.socket:
    """A phone's event stream, past its head and first event."""
    host, port = url.split("/")[2].split(":")
    phone = socket.create_connection((host, int(port)), timeout=5)
    phone.sendall(f"GET {url.split(port, 1)[1]}events HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
    received = b""
    while b"data:" not in received:
        received += phone.recv(4096)
    return phone


def read_to_close(phone: socket.socket) -> bytes:
    received = b""
    phone.settimeout(3)
    while chunk := phone.recv(4096):
        received += chunk
    return received


def replace_game(route: str, window, tmp_path, monkeypatch) -> int:
    """The window's game replaced by another, the way ``route`` does it; the new game's deals."""
    from preferans_desk.core import Game, Rules
    from preferans_desk.core.gamefile import save
    from preferans_desk.gui.dialogs.new_game_dialog import NewGameDialog
    from preferans_desk.gui.dialogs.paper_sheet import PaperSheetDialog

    other = sample_game(4, 5, "leningrad", seed=9)
    if route in ("new", "paper"):
        fresh = Game(["Ada", "Bob", "Cy"], Rules.from_preset("sochi", 20))
        monkeypatch.setattr(NewGameDialog, "get_game", classmethod(lambda cls, *args, **kwargs: fresh))
        if route == "new":
            window.new_action.trigger()
            return 0
        monkeypatch.setattr(PaperSheetDialog, "get_game", classmethod(lambda cls, parent, game: other))
        window.paper_action.trigger()
        return 5
    if route == "recovery":
        from preferans_desk.gui.dialogs.recovery_dialog import RecoveryDialog
        from tests.gui.test_recovery import crashed

        crashed(tmp_path / "data", other)
        monkeypatch.setattr(RecoveryDialog, "choose", classmethod(lambda cls, parent, found: ("recover", found[0])))
        assert window.offer_recovery()
        return 5
    path = tmp_path / "other.pulka"
    save(other, path)
    assert window.open_file(path) if route == "open" else window.review_from_library(path)
    return 5


@pytest.mark.parametrize("route", ["new", "open", "paper", "library", "recovery"])
def test_sharing_ends_with_its_game_and_the_next_one_gets_a_new_address(window, qtbot, tmp_path, monkeypatch,
                                                                         route):
    window.show_share()
    dialog = window.share_dialog
    dialog.address.setCurrentText(LOOPBACK)
    dialog.button.click()
    old = window.share.server.url
    wait_for(qtbot, old, lambda s: s.get("deals") == 20)
    phone = open_stream(old)
    qtbot.waitUntil(lambda: window.share.server.watchers == 1, timeout=10_000)
    deals = replace_game(route, window, tmp_path, monkeypatch)
    assert len(window.document.game.deals) == deals
    for path in ("", "state.json", "sheet.svg?seat=0&lang=en"):
        assert status_of(old + path) == 404, f"the old address still serves {path or 'the page'}"
    with phone:
        assert b"event: end" in read_to_close(phone), "the phone is told that sharing has ended"
    assert not window.share.running and dialog.button.text() == dialog.tr("&Start Sharing")
    assert dialog.qr.pixmap().isNull() and dialog.note.text()
    dialog.button.click()  # the scorer shares the new game
    new = window.share.server.url
    assert new.split("/")[3] != old.split("/")[3], "a new secret address"
    shown = wait_for(qtbot, new, lambda s: s.get("deals") == deals)
    assert shown["players"] == window.document.game.players
    assert status_of(old + "state.json") == 404
    window.document.undo.setClean()


def test_the_shared_file_read_again_goes_on_at_the_same_address(window, qtbot, tmp_path):
    """Reload (the file changed by another program) reads the same game's file: the phones keep it."""
    from preferans_desk.core.gamefile import load, save

    path = tmp_path / "shared.pulka"
    save(window.document.game, path)
    window.set_game(load(path).game, path)
    window.show_share()
    url = window.share.start(LOOPBACK)
    wait_for(qtbot, url, lambda s: s.get("deals") == 20)
    changed = load(path).game
    changed.replace_deals(changed.deals[:18])
    save(changed, path)  # another window's change
    window.set_game(load(path).game, path)  # what Reload does
    assert window.share.running and window.share.server.url == url
    wait_for(qtbot, url, lambda s: s.get("deals") == 18)
    window.set_game(load(path).game, None)  # the same deals, but not its file: another game
    assert not window.share.running and status_of(url + "state.json") == 404


def test_an_ended_share_closes_its_port_a_while_later(window, qtbot, monkeypatch):
    import preferans_desk.gui.panels.share_panel as panel

    monkeypatch.setattr(panel, "ENDED_FOR_MS", 200)
    window.show_share()
    url = window.share.start(LOOPBACK)
    port = int(url.split("/")[2].split(":")[1])
    window.set_game(sample_game(3, 4, "sochi", seed=8), None)
    assert status_of(url) == 404, "at once: the old address is not found"

    def closed() -> bool:
        try:
            socket.create_connection((LOOPBACK, port), timeout=1).close()
        except OSError:
            return True
        return False

    qtbot.waitUntil(closed, timeout=3000)


def test_the_worker_draws_the_moment_it_is_handed_replaying_and_settling_nothing(window, qtbot, monkeypatch):
    """The worker draws the moment's own sheet (kept apart from the game going on) with its settlement: no
    deal is scored and nothing settled in its thread, and what it publishes is the moment as the window has it."""
    import threading

    from preferans_desk.core import engine, moment, settlement
    from preferans_desk.share.shared_state import shared_state

    worked: list[str] = []
    for module, name in ((engine.Sheet, "_score"), (moment, "settle_sheet"), (settlement, "settle")):
        real = getattr(module, name)

        def spy(*args, real=real, **kwargs):
            worked.append(threading.current_thread().name)
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, spy)
    window.show_share()
    url = window.share.start(LOOPBACK)
    wait_for(qtbot, url, lambda s: s.get("deals") == 20)
    window.document.add(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))
    window.document.request_settlement()  # circled: the worker draws the moment's settlement too
    shown = wait_for(qtbot, url, lambda s: s.get("deals") == 21 and "settlement" in s)
    assert worked and not [name for name in worked if name.startswith("share-publish")], worked
    now = window.document.moment
    expected = shared_state(now.game, now.sheet, now.settlement if now.circled else None)
    assert shown["pool"] == expected.state_json["pool"] and shown.get("settlement") == expected.state_json.get(
        "settlement")
    with urllib.request.urlopen(url + "sheet.svg?seat=2&lang=ru&shape=landscape", timeout=5) as response:
        assert response.read().decode() == expected.svg[("ru", 2, "landscape")]
    window.document.undo.setClean()

"""The window's seat at a club night (Game > Join Club Night): the table's game made from the director's, each
change of it sent to the director by a ``TableLink`` (in a thread of its own: the window never waits on the
network), and where the copies stand in the status bar. The game carries the director's address and the table's
code (``NIGHT_KEY``), so that the window opened again on it, after a crash from its autosave, goes on sending; and
the copy's revision, the table's own counter of changes (stamped by the link beside the undo stack: an undo is a
change too). When the director holds the same deals and more, they are taken here; a real disagreement, or a round
over, is said in the status bar and the table's deals are kept, until the director rules on it: keeping the night's
copy, the director's game is taken here as one undoable change, and the table sends on from it."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog, QLabel

from preferans_desk.core.errors import DealError
from preferans_desk.core.game import Game
from preferans_desk.gui.sheet import tones
from preferans_desk.gui.state import preferences
from preferans_desk.gui.state.commands import DIRECTOR
from preferans_desk.night import NIGHT_KEY
from preferans_desk.night.night_model import Limits
from preferans_desk.night.night_refusals import refusal_text
from preferans_desk.night.round_clock import DEALS, GAME, TIME, table_clock
from preferans_desk.night.table_link import NOT_NOW, Joined, LinkState, NightLinkError, TableLink, director_address

if TYPE_CHECKING:
    from preferans_desk.gui.main_window import MainWindow

CLOCK_MS = 20_000  # the minutes left shown again this often
CLOSE_WITHIN = 1.0  # seconds a closing window waits for its last copy to reach the director


class NightTable(QObject):
    """Links the window's game to its club night's director while the game is a club night's."""

    stateChanged = Signal(object)  # a LinkState, from the link's thread (delivered in the window's)
    longerCame = Signal(object)  # the director's game holding this table's deals and more, from the link's thread
    keptCame = Signal(object)  # the director's game, kept over this table's differing copy, from the link's thread

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.link: TableLink | None = None
        self.night: dict[str, Any] | None = None  # the linked game's NIGHT_KEY field
        self.label = QLabel()
        self.label.setObjectName("night_state")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)
        self.state = LinkState()  # the link's last word
        self.clock = QTimer(self, interval=CLOCK_MS)  # the round's minutes left, while it has a clock
        self.clock.timeout.connect(lambda: self._show_state(self.state))
        self.stateChanged.connect(self._show_state)
        self.longerCame.connect(self._take_longer)
        self.keptCame.connect(self._take_kept)

    def join(self) -> None:
        """Ask for the director and the code, then play the table's game the director holds."""
        from preferans_desk.gui.night_views.join_night_dialog import JoinNightDialog

        dialog = JoinNightDialog(self.window, preferences.read(self.window.qsettings, preferences.NIGHT_DIRECTOR))
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.joined is None:
            return
        joined = dialog.joined
        night = joined.night_field(dialog.address(), dialog.code())
        preferences.write(self.window.qsettings, preferences.NIGHT_DIRECTOR, dialog.address())
        if self._same_table(joined, night):  # the director is back on another address: this game goes on
            ours = _night_of(self.window.document.game) or {}
            kept = ours.get("revision")
            if type(kept) is int and kept > night["revision"]:
                night["revision"] = kept  # the table's counter goes on from the higher
            if night != ours:
                self.window.document.set_extra(NIGHT_KEY, night, DIRECTOR)
            said = self.tr("The table's game goes on; its deals go to the director at %1.")
            self.window.statusBar().showMessage(said.replace("%1", dialog.address()), 10000)
            return
        if not self.window.files.maybe_save():
            return
        joined.game.extra[NIGHT_KEY] = night
        self.window.set_game(joined.game, None)
        self.window.statusBar().showMessage(
            self.tr("Joined the club night: round %1, table %2.").replace("%1", str(joined.round))
            .replace("%2", str(joined.table)), 10000)

    def _same_table(self, joined: Joined, night: dict[str, Any]) -> bool:
        """Whether the window plays the table ``joined`` already (its code, round, number and players): joining
        again keeps its own game, which holds every deal entered, and only the director's address changes."""
        game = self.window.document.game
        ours = _night_of(game)
        return (game is not None and ours is not None and ours.get("code") == night["code"]
                and (ours.get("round"), ours.get("table")) == (joined.round, joined.table)
                and tuple(game.players) == tuple(joined.players))

    def follow(self, game: Game | None) -> None:
        """The window's game changed: linked (or unlinked) by its club night's field, and its copy sent."""
        night = _night_of(game)
        if night != self.night:
            self._relink(night)
        if self.link is not None and game is not None:
            self.link.publish_game(game)
            self._show_state(self.state)  # the deals against the round's limit

    def close(self) -> None:
        """The window closes: its last copy is given a moment to go, then the link ends."""
        if self.link is not None:
            self.link.wait_sent(CLOSE_WITHIN)
        self.leave()

    def leave(self) -> None:
        """No longer linked (the window's game stays as it is)."""
        self._relink(None)

    def _relink(self, night: dict[str, Any] | None) -> None:
        if self.link is not None:
            self.link.stop(wait=0)  # its thread ends on its own, a send under way within its bound
        self.link, self.night = None, night
        self.label.setVisible(night is not None)
        self.clock.stop()
        if night is not None:
            revision = night.get("revision")
            self.link = TableLink(night["director"], night["code"], on_state=self.stateChanged.emit,
                                  revision=revision if type(revision) is int and revision >= 0 else 0,
                                  on_longer=lambda game, _revision: self.longerCame.emit(game),
                                  on_kept=lambda game, _revision: self.keptCame.emit(game))
            if _round_end(night) is not None:
                self.clock.start()
            self._show_state(LinkState())

    def _take_longer(self, theirs: Game) -> None:
        """The director holds this table's deals and more (entered there from paper, or sent from this table
        before its last autosave): the missing deals are added here, each an undoable change, and sent back."""
        game = self.window.document.game
        if game is None or self.link is None or list(theirs.deals[:len(game.deals)]) != list(game.deals):
            return  # the window's game changed meanwhile: its next copy is compared again
        missing = theirs.deals[len(game.deals):]
        try:
            for deal in missing:
                self.window.document.add(deal)
        except DealError:
            return
        said = self.tr("The director had %n more deal(s) of this table: added here.", "", len(missing))
        self.window.statusBar().showMessage(said, 10000)

    def _take_kept(self, theirs: Game) -> None:
        """The director settled the disagreement keeping the night's copy: its deals become the table's, as one
        undoable change (sent on as any change is), and the status bar says so."""
        game = self.window.document.game
        if game is None or self.link is None:
            return
        if list(game.deals) != list(theirs.deals):
            try:
                self.window.document.replace_deals(list(theirs.deals))
            except DealError:
                return  # not this game's (its players or rules changed meanwhile): its next copy is compared again
        said = self.tr("The director kept the night's copy: the table's game is now the director's.")
        self.window.statusBar().showMessage(said, 10000)

    def _show_state(self, state: LinkState) -> None:
        self.state = state
        if self.night is None:
            return
        table = str(self.night.get("table", "?"))
        if state.disagreement is not None:
            ours, theirs, first = state.disagreement
            text = (self.tr("Table %1: the director's copy differs from deal %2 on (%3 deals there, %4 here): "
                            "ask the director").replace("%2", str(first)).replace("%3", str(theirs))
                    .replace("%4", str(ours)))
            tone = "error"
        elif state.refused is not None and state.refused.code in NOT_NOW:
            text = self.tr("Table %1: %2; the table keeps its deals and sends them again when the director takes "
                           "them")
            text, tone = text.replace("%2", refusal_text(state.refused)), "warning"
        elif state.refused is not None:
            text = self.tr("Table %1: the director refused the game: %2").replace("%2", refusal_text(state.refused))
            tone = "error"
        elif state.waiting:
            text, tone = self.tr("Table %1: the director cannot be reached; the deals go when it can"), "warning"
        elif state.sent:
            text, tone = self.tr("Table %1: the director has %n deal(s)", "", state.deals), ""
        else:
            text, tone = self.tr("Table %1: sending to the director…"), ""
        limits = self._limits_text()
        self.label.setText(text.replace("%1", table) + (" · " + limits if limits else ""))
        tones.set_tone(self.label, tone)

    def _limits_text(self) -> str:
        """The table against the round's limits the director gave its game: the deals, the minutes left."""
        assert self.night is not None
        deals = self.night.get("deals")
        limits = Limits(deals=deals if type(deals) is int and deals > 0 else None)
        clock = table_clock(self.window.document.game, limits, _round_end(self.night), datetime.now().astimezone())
        if clock.over == GAME:
            return ""  # the window says the game is over
        if clock.over == DEALS:
            return self.tr("the round's deals are played")
        if clock.over == TIME or clock.time_up:
            return self.tr("time is up: the deal being played is the last")
        parts = []
        if clock.deals_limit is not None:
            parts.append(self.tr("deal %1 of %2").replace("%1", str(min(clock.deals + 1, clock.deals_limit)))
                         .replace("%2", str(clock.deals_limit)))
        if clock.minutes_left is not None:
            parts.append(self.tr("%n minute(s) left", "", clock.minutes_left))
        return " · ".join(parts)


def _round_end(night: dict[str, Any]) -> datetime | None:
    """When the round's time is up, as the director gave it (``ends``), None without a clock."""
    ends = night.get("ends")
    try:
        end = datetime.fromisoformat(ends) if isinstance(ends, str) else None
    except ValueError:
        return None
    return end if end is not None and end.utcoffset() is not None else None


def _night_of(game: Game | None) -> dict[str, Any] | None:
    """A game's club night field when it names a director's address and a code (a game finished too: its last
    copy may not have gone before the window closed); None for anything else a file may hold there."""
    night = game.extra.get(NIGHT_KEY) if game is not None else None
    if not isinstance(night, dict):
        return None
    director, code = night.get("director"), night.get("code")
    if not isinstance(director, str) or not isinstance(code, str):
        return None
    try:
        director_address(director)
    except NightLinkError:
        return None
    return night

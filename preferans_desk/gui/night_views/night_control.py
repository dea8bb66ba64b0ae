"""The director's control of a night's results, beside the director's window: a round's results locked, a table's
copy held for a locked round accepted or rejected with a reason, the reason asked when the director enters a
paper sheet over a game a table sent, and the change log (every change the director made to a table's game, with
its time and reason, as the event file keeps it).

A window that opens a night another program writes (another director's window, ``event serve``) watches it: the
book is read-only, the window follows the file (``FOLLOW_MS``) and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from preferans_desk.core.errors import DealError
from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_model import Change
from preferans_desk.night.night_refusals import refusal_text
from preferans_desk.night.tables_book import NightRefusal
from preferans_desk.words import texts
from preferans_desk.words.translate import tr

if TYPE_CHECKING:
    from .director_window import DirectorWindow

translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts


def ask_reason(parent: QWidget, title: str, question: str) -> str | None:
    """The director's reason for a change to a table's game (kept with it), or None when he does not give one."""
    while True:
        reason, ok = QInputDialog.getText(parent, title, question, QLineEdit.EchoMode.Normal, "")
        if not ok:
            return None
        if reason.strip():
            return reason.strip()
        QMessageBox.information(parent, title, translate("NightControl", "A change to a table's game is kept with "
                                                                         "its reason: say why."))


def lock_shown_round(window: DirectorWindow) -> None:
    """Lock the Round's Results (or unlock them) for the round shown: a table's copy after that is held for the
    director, not taken."""
    number = window.shown_round()
    book = window.book
    if book.locked(number) is None:
        window.done(translate("NightControl", "Cannot lock the round"), lambda: book.lock_round(number))
    else:
        window.done(translate("NightControl", "Cannot unlock the round"), lambda: book.unlock_round(number))


def accept_held(window: DirectorWindow, accept: bool) -> bool:
    """The copy held for the table selected (of the round shown) accepted or rejected, with the director's
    reason; whether it was."""
    number, t = window.shown_round(), window.selected_table()
    title = (translate("NightControl", "Accept the Held Copy") if accept
             else translate("NightControl", "Reject the Held Copy"))
    held = window.book.held.get((number, t)) if t is not None else None
    if t is None or held is None:
        QMessageBox.information(window, title, translate("NightControl", "Choose a table whose copy waits for "
                                                                         "you first."))
        return False
    kept = window.book.deals.get((number, t))
    question = (translate("NightControl", "Table %1 sent a copy (%2) after the round's results were locked; the "
                                          "night keeps %3. Why do you accept it?") if accept else
                translate("NightControl", "Table %1 sent a copy (%2) after the round's results were locked; the "
                                          "night keeps %3. Why do you reject it?"))
    question = (question.replace("%1", str(t)).replace("%2", deals_text(held.deals))
                .replace("%3", translate("NightControl", "no game") if kept is None else deals_text(kept)))
    change = window.book.accept_held if accept else window.book.reject_held
    return change_with_reason(window, title, question, lambda reason: change(number, t, reason))


def settle_disagreement(window: DirectorWindow, take: bool) -> bool:
    """A table's copy whose deals differ from the night's (the table selected, of the round shown): the table's
    taken, or the night's kept, with the director's reason; whether it was."""
    number, t = window.shown_round(), window.selected_table()
    title = (translate("NightControl", "Take the Table's Differing Copy") if take
             else translate("NightControl", "Keep the Night's Copy"))
    differs = window.book.disagreements.get((number, t)) if t is not None else None
    if t is None or differs is None:
        QMessageBox.information(window, title, translate("NightControl", "Choose a table whose copy differs from "
                                                                         "the night's first."))
        return False
    question = (translate("NightControl", "Table %1 sent a copy (%2) that differs from the night's (%3) from deal "
                                          "%4 on. Why do you take the table's?") if take else
                translate("NightControl", "Table %1 sent a copy (%2) that differs from the night's (%3) from deal "
                                          "%4 on. Why do you keep the night's?"))
    question = (question.replace("%1", str(t)).replace("%2", deals_text(differs.sent_deals))
                .replace("%3", deals_text(differs.kept_deals)).replace("%4", str(differs.first_difference)))
    change = window.book.take_copy if take else window.book.keep_own
    # (a KeyError: settled meanwhile, the table sent a copy that agrees)
    return change_with_reason(window, title, question, lambda reason: change(number, t, reason), KeyError)


def change_with_reason(window: DirectorWindow, title: str, question: str, change: Callable[[str], object],
                       settled: type[Exception] | tuple[type[Exception], ...] = ()) -> bool:
    """The director's change to a table's game, made with the reason asked (``question``) and shown at once;
    whether it was made (a refusal of the book's, a deal the rules refuse among them, is said under ``title``;
    ``settled``, nothing left to change, says nothing)."""
    reason = ask_reason(window, title, question)
    if reason is None:
        return False
    try:
        window.document.change(lambda: change(reason))
    except settled:
        return False
    except (EventError, DealError, NightRefusal, OSError) as problem:
        QMessageBox.warning(window, title, refusal_words(problem))
        return False
    return True


def refusal_words(problem: BaseException) -> str:
    """A refusal of the director's change as one sentence: a deal the rules refuse as the deal dialog says it, a
    phones' refusal as the phones are told it, the book's as the window words a problem."""
    if isinstance(problem, DealError):
        return translate("NightControl", "The deal is refused: %1").replace("%1", texts.error_text(problem))
    text = refusal_text(problem.refusal) if isinstance(problem, NightRefusal) else texts.problem_text(problem)
    return text[:1].upper() + text[1:]


def deals_text(count: int) -> str:
    """"5 deals", "1 deal": a copy's deals."""
    return tr("%n deal(s)", None, count)


def paper_reason(window: DirectorWindow, t: int) -> str | None:
    """Over a game the table already sent: the director's reason for replacing it with the paper sheet ("" when
    the table has no game yet), or None when he gives none."""
    number = window.shown_round()
    if (number, t) not in window.book.games:
        return ""
    return ask_reason(window, translate("NightControl", "Enter Paper Sheet"),
                      translate("NightControl", "Table %1 has sent its game already: the paper sheet replaces it. "
                                                "Why?").replace("%1", str(t)))


class ChangeLog(QDialog):
    """The director's changes to the tables' games, oldest first, as the event file keeps them."""

    def __init__(self, parent: QWidget, changes: list[Change]):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The Change Log"))
        heads = [self.tr("Time"), self.tr("Round"), self.tr("Table"), self.tr("Change"), self.tr("Deals"),
                 self.tr("Reason")]
        self.table = QTableWidget(len(changes), len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for row, change in enumerate(changes):
            cells = [change.time.replace("T", " ")[:16], str(change.round), str(change.table),
                     self.kind(change.kind), self.deals(change), change.reason]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()  # (once: the log does not change while shown)
        self.table.horizontalHeader().setSectionResizeMode(len(heads) - 1, QHeaderView.ResizeMode.Stretch)
        note = QLabel(self.tr("No change yet: every game is as its table sent it.") if not changes else "")
        note.setVisible(not changes)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(900, 420)

    def kind(self, kind: str) -> str:
        return {"accepted": self.tr("a table's copy accepted"), "rejected": self.tr("a table's copy rejected"),
                "corrected": self.tr("corrected"), "entered": self.tr("entered from paper"),
                "entry_accepted": self.tr("a phones' deal accepted"),
                "entry_corrected": self.tr("a phones' deal corrected"),
                "entry_deleted": self.tr("a phones' deal deleted")}.get(kind, kind)

    def deals(self, change: Change) -> str:
        def count(deals: int | None) -> str:
            return "—" if deals is None else str(deals)

        said = f"{count(change.deals_before)} → {count(change.deals_after)}"
        if change.offered is not None:
            said += " " + self.tr("(the table's copy: %1)").replace("%1", str(change.offered))
        return said

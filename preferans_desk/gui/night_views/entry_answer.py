"""The director answers a phone table's open entry (issue 34, point 3): the table chosen (its row selected, else
the first table calling the director, else the round's one entry waiting), the answer chosen in the dialog, a
correction entered in the desktop's deal dialog over the table's game, the reason asked, and the answer made
through the night's document (``NightBook.answer_entry``), kept in the event file's changes. A refusal (the deal
refused, the entry no longer open) is said in one message and changes nothing.

The director may answer an entry merely pending too: a table left with one phone cannot confirm its own deals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from preferans_desk.core.deals import Deal
from preferans_desk.core.engine import DealRecord
from preferans_desk.core.errors import DealError
from preferans_desk.night.night_moment import NightMoment, OpenEntry
from preferans_desk.night.phone_entries import ACCEPTED, CORRECTED
from preferans_desk.words import texts

from .entry_answer_dialog import EntryAnswerDialog
from .entry_answer_words import deal_words
from .night_control import change_with_reason

if TYPE_CHECKING:
    from .director_window import DirectorWindow

translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts


def entry_to_answer(moment: NightMoment, number: int, t: int | None) -> OpenEntry | None:
    """The entry the director answers: table ``t``'s of round ``number`` (the row selected) when it has one, else
    the first table that calls the director, else round ``number``'s entry when it has one alone."""
    if t is not None and 1 <= number <= len(moment.rounds) and 1 <= t <= len(moment.rounds[number - 1].tables):
        entry = moment.rounds[number - 1].tables[t - 1].entry
        if entry is not None:
            return entry
    if moment.calls:
        return moment.calls[0]
    waiting = [entry for entry in moment.entries if entry.round == number]
    return waiting[0] if len(waiting) == 1 else None


def answer_entry(window: DirectorWindow, t: int | None = None, call: bool = False) -> bool:
    """The director's answer to a phone table's entry (the first call when ``call``: the calls' line's button;
    else table ``t`` of the round shown, else the one chosen as ``entry_to_answer`` does); whether one was made."""
    title = translate("EntryAnswer", "Answer the Phones' Deal")
    window.document.refresh()  # (as the book holds it now, not a frame ago)
    moment = window.document.moment
    calls = moment.calls if call else []
    entry = calls[0] if calls else entry_to_answer(moment, window.shown_round(),
                                                   t if t is not None else window.selected_table())
    if entry is None:
        QMessageBox.information(window, title, translate("EntryAnswer", "Choose a table whose phones' deal waits "
                                                                        "first."))
        return False
    choice = EntryAnswerDialog.choose(window, entry)
    if choice is None:
        return False
    deal: Deal | None = None
    if choice == CORRECTED:
        deal = corrected_deal(window, entry)
        if deal is None:
            return False
    record = _scored(entry, deal)
    let_stand = record is not None and bool(record.warnings)  # the dialog gives one below the exit level let stand
    book = window.book
    if not change_with_reason(window, title, _question(entry, choice, record), lambda reason: book.answer_entry(
            entry.round, entry.table, entry.entry.id, choice, reason, deal, let_stand)):
        return False
    window.statusBar().showMessage(_answered(choice).replace("%1", str(entry.table)), 10000)
    return True


def _answered(choice: str) -> str:
    """What the status bar says once the answer is made (the table's phones show it at their next poll)."""
    if choice == ACCEPTED:
        return translate("EntryAnswer", "Table %1: the phones' deal is accepted, and in its game.")
    if choice == CORRECTED:
        return translate("EntryAnswer", "Table %1: the deal is corrected, and in its game.")
    return translate("EntryAnswer", "Table %1: the phones' deal is deleted; the table enters it again.")


def corrected_deal(window: DirectorWindow, entry: OpenEntry) -> Deal | None:
    """The deal as it was played, entered in the desktop's deal dialog over the table's game (filled with the
    entry's deal, as a deal is edited); None when the director cancels."""
    from preferans_desk.gui.dialogs.deal_dialog import DealDialog

    return DealDialog.get_deal(window, entry.game, entry.game.sheet, entry.entry.deal)


def _scored(entry: OpenEntry, deal: Deal | None) -> DealRecord | None:
    """A correction scored as the table's next deal; None for none, or one the rules refuse (the book says why)."""
    if deal is None:
        return None
    try:
        return entry.game.sheet.preview(deal)
    except DealError:
        return None


def _question(entry: OpenEntry, choice: str, corrected: DealRecord | None) -> str:
    """Why the director answers so (kept with the change): the table and the deal named."""
    if choice == ACCEPTED:
        question = translate("EntryAnswer", "Table %1's phones entered “%2”. Why do you accept it?")
    elif choice == CORRECTED:
        question = translate("EntryAnswer", "Table %1's phones entered “%2”; you correct it to “%3”. Why?")
    else:
        question = translate("EntryAnswer", "Table %1's phones entered “%2”. Why do you delete it?")
    said = texts.deal_summary(list(entry.game.players), corrected) if corrected is not None else "—"
    return question.replace("%1", str(entry.table)).replace("%2", deal_words(entry)).replace("%3", said)

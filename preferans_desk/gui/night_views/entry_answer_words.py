"""A phone table's open entry in the director's words (issue 34): the deal as the desktop's dialog says it, what
it writes, since when it waits, who entered and who disputed it, and the line that calls the director. The
tables' model, the window's call line and the answer dialog all word an entry here, from the night's moment."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication

from preferans_desk.night.night_moment import OpenEntry
from preferans_desk.words import texts

translate = QCoreApplication.translate  # with the context written out, so that lupdate finds the texts
DEVICE_SHOWN = 4  # the last characters of a phone's id shown: enough to tell two phones of a table apart


def clock_time(stamp: str | None) -> str:
    """An event file's time ("2026-03-13T21:14:05+03:00") as this computer's clock shows it: "21:14"."""
    if not stamp:
        return "—"
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%H:%M")
    except ValueError:
        return stamp


def players_of(entry: OpenEntry) -> list[str]:
    return list(entry.game.players)


def deal_words(entry: OpenEntry) -> str:
    """The deal as the desktop's dialog says it: "Boris 7♠, Anna whisted, Vera passed: 7 tricks"."""
    if entry.record is None:  # the table's game changed under it: the rules refuse it now
        return translate("EntryAnswer", "a deal the rules refuse now (correct or delete it)")
    return texts.deal_summary(players_of(entry), entry.record)


def writes_words(entry: OpenEntry) -> str:
    """What the deal would write: "Boris +4 pool; Anna 8 whists on Boris"."""
    if entry.record is None:
        return ""
    return texts.consequence(players_of(entry), entry.record)


def since_words(entry: OpenEntry) -> str:
    """"Pending since 21:14", or "Disputed at 21:16": what the table waits for."""
    if entry.disputed:
        return translate("EntryAnswer", "Disputed at %1").replace("%1", clock_time(entry.entry.settled))
    return translate("EntryAnswer", "Pending since %1").replace("%1", clock_time(entry.entry.entered))


def row_words(entry: OpenEntry) -> str:
    """The entry on its table's row: "Pending since 21:14: Boris 7♠, …: 7 tricks — Boris +14 pool"."""
    said = f"{since_words(entry)}: {deal_words(entry)}"
    writes = writes_words(entry)
    return f"{said} — {writes}" if writes else said


def call_line(entry: OpenEntry, playing: int) -> str:
    """"Table 3 calls the director: Boris 7♠, … disputed at 21:16" (its round named when it is not the one being
    played)."""
    if entry.round == playing:
        line = translate("EntryAnswer", "Table %1 calls the director: %2 — disputed at %3")
    else:
        line = translate("EntryAnswer", "Round %4, table %1 calls the director: %2 — disputed at %3")
    return (line.replace("%1", str(entry.table)).replace("%2", deal_words(entry))
            .replace("%3", clock_time(entry.entry.settled)).replace("%4", str(entry.round)))


def device_words(device: str | None) -> str:
    """A phone as the director can tell it from the table's others: "phone …x7Q2"."""
    if not device:
        return translate("EntryAnswer", "a phone")
    return translate("EntryAnswer", "phone …%1").replace("%1", device[-DEVICE_SHOWN:])


def who_words(entry: OpenEntry) -> str:
    """Who entered it and who disputed it, and when: "Entered at 21:14 on phone …x7Q2; disputed at 21:16 on phone
    …k9Pa"."""
    said = (translate("EntryAnswer", "Entered at %1 on %2").replace("%1", clock_time(entry.entry.entered))
            .replace("%2", device_words(entry.entry.device)))
    if entry.disputed:
        if entry.entry.by == entry.entry.device:
            disputed = translate("EntryAnswer", "disputed at %1 on the same phone")
        else:
            disputed = translate("EntryAnswer", "disputed at %1 on %2").replace("%2", device_words(entry.entry.by))
        said += "; " + disputed.replace("%1", clock_time(entry.entry.settled))
    else:
        said += "; " + translate("EntryAnswer", "no other phone has confirmed it yet")
    if entry.entry.let_stand:
        said += "; " + translate("EntryAnswer", "a game below the exit level, let stand")
    return said

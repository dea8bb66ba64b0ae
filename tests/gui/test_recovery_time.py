"""The recovery prompt names the autosave's time as the interface language writes it, not as an ISO stamp."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtCore import QLocale

from preferans_desk.core import Contract, Game, Rules
from preferans_desk.gui.dialogs.recovery_dialog import describe, saved_text
from preferans_desk.gui.state.autosave import Autosave, Recoverable

# 21:40 on this computer's clock, whatever its time zone
STAMP = datetime(2026, 12, 1, 21, 40).astimezone().isoformat(timespec="seconds")


@pytest.fixture
def locale():
    """Set the default locale for one test, then put it back."""
    before = QLocale()
    yield lambda language, country: QLocale.setDefault(QLocale(language, country))
    QLocale.setDefault(before)


def test_the_time_in_russian(locale):
    locale(QLocale.Language.Russian, QLocale.Country.Russia)
    text = saved_text(STAMP)
    assert "1 декабря 2026" in text and "21:40" in text and "T" not in text


def test_the_time_in_american_english(locale):
    locale(QLocale.Language.English, QLocale.Country.UnitedStates)
    text = saved_text(STAMP)
    assert "December 1, 2026" in text and "9:40" in text and "PM" in text


def test_a_stamp_that_does_not_parse_is_shown_as_it_is():
    assert saved_text("sometime") == "sometime"


def test_the_prompt_names_the_time(locale, tmp_path):
    locale(QLocale.Language.Russian, QLocale.Country.Russia)
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 50), title="Friday")
    game.append(Contract(0, 6, "spades", ("pass", "pass")))
    autosave = Autosave(tmp_path)
    autosave.write(game, None)
    text = describe(Recoverable(autosave.game_file, autosave.meta_file, None, STAMP))
    assert saved_text(STAMP) in text and STAMP not in text

"""The night's one-writer refusals in the window's language: the holder (what holds the night) is worded too."""

from __future__ import annotations

import pytest

from preferans_desk.night.night_errors import EventError
from preferans_desk.night.night_lock import DIRECTOR_WINDOW, EVENT_SERVE, Holder, NightLock
from preferans_desk.night.night_refusals import Refusal, refusal_text
from preferans_desk.words import texts


def test_a_held_night_in_russian(translations, tmp_path):
    assert translations.set_language("ru")
    night = tmp_path / "Friday.prefevent"
    night.write_text("{}", encoding="utf-8")
    with NightLock.take(night, EVENT_SERVE), pytest.raises(EventError) as refused:
        NightLock.take(night, DIRECTOR_WINDOW)
    text = texts.problem_text(refused.value)
    assert text.startswith("вечер сейчас записывает сервер вечера (event serve) на "), text
    error = EventError("night_held", **Holder(DIRECTOR_WINDOW, "club", 7, "2026-12-05T19:04:31+03:00").params())
    assert texts.problem_text(error) == ("вечер сейчас записывает окно судьи на club (процесс 7, с 2026-12-05 19:04); "
                                         "записывать вечер может только одна программа за раз")
    assert texts.problem_text(EventError("read_only")).startswith("вечер открыт здесь только для просмотра")


def test_a_locked_rounds_refusal_in_russian(translations):
    assert translations.set_language("ru")
    words = refusal_text(Refusal("round_locked", {"round": 2, "locked": "2026-12-05T21:40:00+03:00"}))
    assert words.startswith("результаты тура 2 закрыты судьёй (с 2026-12-05T21:40:00+03:00)"), words

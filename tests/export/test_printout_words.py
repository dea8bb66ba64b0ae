"""The printout's words: a language chosen per export, without touching the installed translators."""

from __future__ import annotations

from fractions import Fraction

import pytest

from preferans_desk.core import Game, Rules
from preferans_desk.core.deals import Misere
from preferans_desk.export.printout_words import Words, num
from preferans_desk.words import texts


def test_words_in_each_language():
    assert Words("en")("result") == "Result"
    assert Words("ru")("result") == "Итог"
    assert Words("ru")("pays", "Анна", "Вера", "5 RUB") == "Анна → Вера: 5 RUB"  # no case of a name needed
    assert Words("ru").convention("leningrad") == "Ленинградка"
    assert Words("en").choice("rounding", "nearest") == "nearest whist"
    with pytest.raises(ValueError):
        Words("de")


def test_plural_forms_come_from_the_file_of_the_language():
    assert Words("en").translate("", "%n trick(s)", None, 1) == "1 trick"
    assert Words("en").translate("", "%n trick(s)", None, 5) == "5 tricks"
    assert Words("ru").translate("", "%n trick(s)", None, 2) == "2 взятки"
    assert Words("ru").translate("", "%n trick(s)", None, 5) == "5 взяток"


def test_setting_values_in_words():
    words = Words("en")
    assert words.setting_value("game_value", (2, 4, 6, 8, 10)) == "6: 2, 7: 4, 8: 6, 9: 8, 10: 10"
    assert words.setting_value("half_whist_levels", ()) == "none"
    assert words.setting_value("half_whist_levels", (6, 7)) == "6, 7"
    assert words.setting_value("talon_bonus", True) == "yes"
    assert words.setting_value("whister_penalty_factor", Fraction(1, 2)) == "1/2"
    assert words.setting_value("lone_whist", "gentleman") == "gentleman's (shared half and half)"
    assert num(-7, sign=True) == "−7" and num(Fraction(5, 2), sign=True) == "+2\u00a01/2"


def test_translated_by_words_the_deals_in_that_language_and_then_restores(qapp):
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    record = game.append(Misere(0, 2))
    english = texts.deal_summary(game.players, record)
    with texts.translated_by(Words("ru").translate):
        assert texts.deal_summary(game.players, record) == "Anna: мизер, взяты 2 взятки"
    assert texts.deal_summary(game.players, record) == english

"""The injectable translator: English sources by default, a lent translator for a block, and the layer's
wording of refusals that the window used to show in English only (RULES-v2's, the library's)."""

from __future__ import annotations

import pytest

from preferans_desk.core import Game, Rules
from preferans_desk.core.deals import Misere
from preferans_desk.core.errors import DealError, GameFileError
from preferans_desk.library import LibraryError
from preferans_desk.words import settings_help, texts, translate

from ..imports import loaded_by


def test_without_an_installed_translator_the_words_are_the_english_sources():
    code = ("from preferans_desk.words import texts, translate\n"
            "assert translate.current() is translate.source_text\n"
            "assert translate.language() == 'en'\n"
            "assert texts.tr('%n trick(s)', None, 3) == '3 trick(s)'\n"
            "from preferans_desk.core.errors import DealError\n"
            "assert texts.problem_text(DealError('half_twice', 'defence')) == 'only one defender may half-whist'\n")
    assert loaded_by(code, ("PySide6",)) == []


def russian_words(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """A stand-in translator that knows a few of the Russian words (the .ts file's, as tests/gui checks them)."""
    known = {
        "{0} misère, %n trick(s) taken": "{0}: мизер, взято %n",
        "only one defender may half-whist": "«полвиста» может сказать только один вистующий",
        "deal {deal}: {problem}": "сдача {deal}: {problem}",
        "{name} already exists": "{name} уже существует",
        "Leningrad": "Ленинградка",
    }
    return known.get(text, text).replace("%n", str(n))


def test_a_lent_translator_words_everything_while_the_block_runs_and_then_gives_way():
    game = Game(["Anna", "Boris", "Vera"], Rules.from_preset("sochi", 20))
    record = game.append(Misere(0, 2))
    english = texts.deal_summary(game.players, record)
    refusal = DealError("half_twice", "defence")
    refusal.deal = 4
    with translate.translated_by(russian_words, "ru"):
        assert translate.language() == "ru"
        assert texts.deal_summary(game.players, record) == "Anna: мизер, взято 2"
        assert texts.problem_text(refusal) == "сдача 4: «полвиста» может сказать только один вистующий"
        assert texts.error_text(refusal) == texts.problem_text(refusal)  # the dialog has no advice of its own
        assert texts.problem_text(LibraryError("exists", name="evening.pulka")) == "evening.pulka уже существует"
        assert settings_help.convention_label("leningrad") == "Ленинградка"
    assert texts.deal_summary(game.players, record) == english
    assert texts.problem_text(refusal) == str(refusal)


@pytest.mark.parametrize("error", [
    LibraryError("exists", name="a.pulka"), LibraryError("io", path="/x", problem="Permission denied"),
    LibraryError("index_locked", path="/data/library.sqlite3"), LibraryError("bad_name", chars="/ :"),
    GameFileError("absent", key="defence", what="a totus"),
])
def test_in_english_a_library_or_file_refusal_reads_as_on_the_command_line(error):
    assert texts.problem_text(error) == str(error)


def test_a_deals_worth_in_words():
    """The history's third line: what the deal was worth to each player, signed, fractions as people read them."""
    from fractions import Fraction

    worth = [Fraction(16, 3), 0, Fraction(-16, 3)]
    assert texts.worth_text(["Anna", "Boris", "Vera"], worth) == "Worth: Anna +5\u00a01/3, Boris 0, Vera −5\u00a01/3"
    with translate.translated_by(lambda _c, text, _d=None, _n=-1: {"Worth: {0}": "Стоимость: {0}"}.get(text, text),
                                 "ru"):
        assert texts.worth_text(["Анна", "Борис", "Вера"], worth).startswith("Стоимость: Анна +5\u00a01/3")


def test_decimals_are_written_as_the_language_writes_them():
    """Averages and a chart's values: a point in English, a comma in Russian, the typographic minus in both."""
    assert texts.decimal(152, 1, sign=True) == "+152.0" and texts.decimal(-0.4, 2, sign=True) == "\u22120.40"
    assert texts.two_places(0) == "0" and texts.decimal(3, 0) == "3"
    with translate.translated_by(lambda _c, text, _d=None, _n=-1: text, "ru"):
        assert texts.decimal(152, 1, sign=True) == "+152,0" and texts.two_places(-0.4) == "\u22120,40"
        assert texts.decimal(0.25, 2) == "0,25"


def test_a_result_in_whists_on_the_phones_takes_the_plural_its_number_needs():
    """The phone's page cannot choose a plural form, so the server words each result: "+1 вист", "−142 виста",
    "−5 вистов", and a fraction as Russian reads it, "+33 1/3 виста"."""
    from fractions import Fraction

    from preferans_desk.words.share_page import results_in

    results = [1, -142, -5, Fraction(100, 3), 0]
    assert results_in("ru", results) == ["+1 вист", "\u2212142 виста", "\u22125 вистов", "+33\u00a01/3 виста",
                                         "0 вистов"]
    assert results_in("en", results) == ["+1 whist", "\u2212142 whists", "\u22125 whists", "+33\u00a01/3 whists",
                                         "0 whists"]

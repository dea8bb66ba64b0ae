"""Refusals of files, settings, numbers and house conventions: a code, parameters and a nested cause for the
GUI to word in any language, with the English text exactly as the command line has always printed it.

Every code of every table is raised here at least once, with its whole English message written out."""

from __future__ import annotations

import json
import pickle
from decimal import Decimal
from pathlib import Path

import pytest

from preferans_desk.core import conventions, gamefile
from preferans_desk.core.conventions import CONVENTION_MESSAGES, ConventionError, HouseConvention
from preferans_desk.core.errors import (
    FILE_MESSAGES,
    CodedError,
    DealError,
    GameFileError,
    problem_from_json,
    problem_to_json,
)
from preferans_desk.core.exact_numbers import NUMBER_MESSAGES, NumberError, parse_number
from preferans_desk.core.settings import SETTINGS_MESSAGES, SettingsError, preset

EXAMPLE = Path(__file__).parent.parent / "data" / "example.pulka"


def doc(**changes) -> dict:
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    document.update(changes)
    return document


def rules(**changes) -> dict:
    return doc()["rules"] | changes


def deals(*raw) -> dict:
    return doc(deals=[*doc()["deals"][:2], *raw])


CONTRACT = {"kind": "contract", "declarer": 0, "level": 6, "suit": "spades", "defence": ["pass", "pass"]}

# (input to gamefile.loads, the codes of the chain from the outside in, the exact message)
FILE_CASES = [
    (b"x" * (gamefile.MAX_BYTES + 1), ["too_large"], "the file is larger than 4 MB; it is not a game file"),
    (b"\xff\xfe", ["not_utf8"], "the file is not UTF-8 text; it is not a game file"),
    ("[" * 100_000 + "]" * 100_000, ["nested_too_deeply"], "the file is nested too deeply; it is not a game file"),
    ("{", ["json_syntax"],
     "the file is not valid JSON (line 1, column 2: Expecting property name enclosed in double quotes)"),
    ('{"a": 1e999}', ["json_value", "number_out_of_range"],
     "the file is not valid JSON: the number 1e999 is out of range"),
    ('{"a": 1' + "0" * 70 + ".5}", ["json_value", "number_out_of_range"],
     "the file is not valid JSON: the number 10000000000000000000... is out of range"),
    ('{"a": NaN}', ["json_value", "json_constant"],
     "the file is not valid JSON: NaN is not a number a game file may hold"),
    ('{"a": 1, "a": 2}', ["json_value", "duplicate_key"],
     "the file is not valid JSON: the key 'a' appears twice in one object"),
    ('{"a": ' + "9" * 5000 + "}", ["json_value", "number_out_of_range"],
     "the file is not valid JSON: the number 99999999999999999999... is out of range"),
    ("", ["empty"], "the file is not valid JSON: it is empty"),
    ("[" * 70 + "]" * 70, ["too_deep"], "the file is nested more than 64 levels deep; it is not a game file"),
    ("[]", ["not_object"], "the file holds no game (its JSON is not an object)"),
    ({"format": 1}, ["not_preferans"], "this is not a Preferans Desk game (format is 1, expected 'preferans-desk')"),
    (doc(version="1"), ["version"], "version must be a whole number from 1, not '1'"),
    (doc(version=7), ["newer_version"],
     "this game was saved by a newer Preferans Desk (file version 7; this one reads up to 2); please update"),
    (doc(players=["A", "B"]), ["players_count"], "players must list 3 or 4 names, not 2"),
    (doc(players="A, B, C"), ["players_type"], "players must list 3 or 4 names, not text"),
    (doc(players=["A", " ", "C"]), ["player_name_empty"], "player 1: a name must be non-empty text"),
    (doc(players=["A", "B", "C" * 101]), ["player_name_long"], "player 2: the name is longer than 100 characters"),
    (doc(players=["A", "B", "A "]), ["players_same"], "players: two players have the same name"),
    (doc(players=["Anna", "Boris", "anna"]), ["players_alike"],
     'players 0 and 2: "Anna" and "anna" count as the same name (names must differ in more than capital letters)'),
    (doc(first_dealer=3), ["seat"], "first_dealer must be a seat from 0 to 2, not 3"),
    (doc(rules=[]), ["rules_type"], "rules must be an object, not a list"),
    (doc(rules=rules(convention="moscow")), ["unknown_convention"],
     "rules.convention: unknown convention 'moscow' (known: sochi, leningrad, rostov, classic, leningrad_fspr)"),
    (doc(rules=rules(pool_target=0)), ["pool_target"],
     "rules.pool_target must be a whole number from 1 to 10000, not 0"),
    (doc(rules=rules(settings=[])), ["settings_type"], "rules.settings must be an object, not a list"),
    (doc(rules=rules(settings={"game_value": {"6": "1" * 90, "7": 4, "8": 6, "9": 8, "10": 10}})),
     ["in_field", "number", "too_long"],
     "rules.settings: setting 'game_value': number is too long"),
    (doc(rules=rules(whist_price="1/0")), ["in_field", "division_by_zero"],
     "rules.whist_price: division by zero in '1/0'"),
    (doc(rules=rules(whist_price=0)), ["whist_price_positive"], "rules.whist_price must be positive"),
    (doc(rules=rules(currency="")), ["currency"], "rules.currency must be a short text such as RUB"),
    (doc(deals={}), ["deals_type"], "deals must be a list, not an object"),
    (deals(None), ["in_deal", "deal_type"], "deal 3: a deal must be an object, not null"),
    (deals({"kind": "bid"}), ["in_deal", "deal_kind"],
     "deal 3: kind must be contract, misere, allpass or adjust, not 'bid'"),
    (deals(CONTRACT | {"defence": "whist"}), ["in_deal", "defence"],
     'deal 3: defence must be a list of two decisions, such as ["whist", "pass"]'),
    (deals(CONTRACT | {"level": "6"}), ["in_deal", "whole_number"], 'deal 3: level must be a whole number, not "6"'),
    (deals(CONTRACT | {"suit": 1}), ["in_deal", "text"], "deal 3: suit must be text, not 1"),
    (deals(CONTRACT | {"blind": 1}), ["in_deal", "flag"], "deal 3: blind must be true or false, not 1"),
    (deals(CONTRACT | {"time": "today"}), ["in_deal", "timestamp"],
     'deal 3: time must be an ISO 8601 timestamp, not "today"'),
    (deals(CONTRACT | {"tricks": 6}), ["in_deal", "tricks"],
     "deal 3: tricks must be a list with one count per seat, not 6"),
    (deals(CONTRACT | {"tricks": [6, "2", 2]}), ["in_deal", "trick_count"],
     'deal 3: a trick count must be a whole number or null, not "2"'),
    (deals({"kind": "adjust", "pool": 1}), ["in_deal", "amounts"],
     "deal 3: pool must be a list with one amount per seat"),
    (deals({"kind": "adjust", "mountain": [1, 2, "x"]}), ["in_deal", "in_field", "not_a_number"],
     "deal 3: mountain: not a number: 'x'"),
    (deals({"kind": "adjust", "whists": 5}), ["in_deal", "whists"],
     "deal 3: whists must be a list of [writer, target, amount]"),
    (deals({"kind": "adjust", "whists": [[0, 1]]}), ["in_deal", "whists_entry"],
     "deal 3: a whists entry must be [writer, target, amount], not [0, 1]"),
    (deals({"kind": "adjust", "whists": [[0, "1", 2]]}), ["in_deal", "whists_seat"],
     'deal 3: a whists entry names seats by number, not "1"'),
    (deals({"kind": "adjust", "whists": [[0, 1, True]]}), ["in_deal", "bool"],
     "deal 3: expected a number, got true/false"),
    (deals(CONTRACT | {"level": 11}), ["in_deal", "level"], "deal 3: the level must be 6 to 10, not 11"),
    (deals(CONTRACT | {"declarer": 5}), ["in_deal", "seat"], "deal 3: declarer must be a seat from 0 to 2, not 5"),
    (json.dumps(doc(title="Friday \ud83d")), ["not_unicode"],
     "title is not valid Unicode text: it holds a lone surrogate, \\ud83d"),
    (json.dumps(deals(CONTRACT | {"x": {"\udc00": 1}})), ["in_deal", "not_unicode"],
     'deal 3: x."\\udc00" is not valid Unicode text: it holds a lone surrogate, \\udc00'),
    (doc(title="x" * 1001), ["text_long"], "title is longer than 1000 characters"),
    (deals(CONTRACT | {"note": "x" * 10_001}), ["in_deal", "text_long"],
     "deal 3: note is longer than 10000 characters"),
    (deals({"kind": "adjust", "mountain": [10**12 + 1, 0, 0]}),
     ["in_deal", "too_large"], "deal 3: a total on the sheet would go beyond ±10^12, more than a game may hold"),
    (deals({"kind": "adjust", "whists": [[0, 1, "1/1000003"], [0, 1, "1/1000033"]]}), ["in_deal", "too_fine"],
     "deal 3: a total on the sheet would need fractions finer than 1/10^12, more than a game may hold"),
]


def loads(data):
    return gamefile.loads(data if isinstance(data, (str, bytes)) else json.dumps(data, ensure_ascii=False))


def codes(error: BaseException) -> list[str]:
    return [getattr(link, "code", None) for link in (error.chain() if isinstance(error, CodedError) else [error])]


@pytest.mark.parametrize("data, chain, message", FILE_CASES, ids=[case[2][:50] for case in FILE_CASES])
def test_a_file_refusal_keeps_its_english_text_and_its_chain(data, chain, message):
    with pytest.raises(GameFileError) as info:
        loads(data)
    error = info.value
    assert str(error) == message
    assert codes(error) == chain
    assert error.deal == (3 if chain[0] == "in_deal" else None)
    # The chain survives JSON (the library's index) and pickling with its words and codes.
    again = problem_from_json(json.loads(json.dumps(problem_to_json(error))))
    assert str(again) == message and codes(again) == chain and type(again) is GameFileError
    assert str(pickle.loads(pickle.dumps(error))) == message


def test_a_deal_the_rules_refuse_is_a_deal_error_inside_the_file_error():
    with pytest.raises(GameFileError) as info:
        loads(deals(CONTRACT | {"defence": ["whist", "pass"], "tricks": [6, 2, 1]}))
    error = info.value
    assert str(error) == "deal 3: the tricks of the players add up to 9, not 10"
    assert error.code == "in_deal" and error.deal == 3
    cause = error.cause
    assert isinstance(cause, DealError) and cause.code == "tricks_sum" and cause.params == {"total": 9}
    assert cause.deal is None  # the number is the file error's, said once
    again = problem_from_json(problem_to_json(error))
    assert str(again) == str(error) and isinstance(again.cause, DealError)


def test_an_unreadable_file(tmp_path):
    with pytest.raises(GameFileError) as info:
        gamefile.load(tmp_path / "missing.pulka")
    assert info.value.code == "unreadable" and str(info.value) == "cannot read the file: No such file or directory"


SETTING_CASES = [
    ({"nope": 1}, "nope", ["unknown"], "setting 'nope': there is no such setting"),
    ({"remiz_factor": 1.5}, "remiz_factor", ["number", "float"],
     "setting 'remiz_factor': 1.5 is a float, which is not exact; give it as text, e.g. \"1.5\""),
    ({"rounding": "up"}, "rounding", ["choice"],
     "setting 'rounding': must be one of exact, paper, nearest, truncate, not 'up'"),
    ({"stalingrad": "yes"}, "stalingrad", ["bool"], "setting 'stalingrad': must be true or false, not text"),
    ({"allpass_progression": []}, "allpass_progression", ["progression_list"],
     "setting 'allpass_progression': must be a list of 1 to 20 positive numbers"),
    ({"allpass_progression": [1, 0]}, "allpass_progression", ["progression_positive"],
     "setting 'allpass_progression': every multiplier must be positive"),
    ({"mountain_whists": 0}, "mountain_whists", ["positive"], "setting 'mountain_whists': must be positive"),
    ({"remiz_factor": -1}, "remiz_factor", ["not_negative"], "setting 'remiz_factor': must not be negative"),
    ({"obligation": [4, 2, 1, 1, "1/2"]}, "obligation", ["whole"], "setting 'obligation': must be a whole number"),
    ({"game_value": 2}, "game_value", ["per_level_shape"],
     "setting 'game_value': must be an object keyed by level, {\"6\": ..., \"10\": ...}"),
    ({"game_value": {"6": 2}}, "game_value", ["per_level_levels"],
     "setting 'game_value': must give exactly the levels 6, 7, 8, 9 and 10"),
    ({"half_whist_levels": 6}, "half_whist_levels", ["levels_list"],
     "setting 'half_whist_levels': must be a list of levels (6 to 10)"),
    ({"half_whist_levels": [5]}, "half_whist_levels", ["levels_range"],
     "setting 'half_whist_levels': every level must be a whole number from 6 to 10"),
    ({"allpass_exit_levels": []}, "allpass_exit_levels", ["levels_empty"],
     "setting 'allpass_exit_levels': must list at least one level"),
    ({"allpass_progression": [3, 2], "allpass_progression_after": "arithmetic"}, "allpass_progression",
     ["falling_arithmetic"], "setting 'allpass_progression': a falling progression cannot be continued arithmetically"),
]


@pytest.mark.parametrize("overrides, name, chain, message", SETTING_CASES, ids=[case[3][:50] for case in SETTING_CASES])
def test_a_setting_refusal_keeps_its_english_text(overrides, name, chain, message):
    with pytest.raises(SettingsError) as info:
        preset("sochi", overrides)
    error = info.value
    assert str(error) == message and error.name == name and codes(error) == chain
    assert error.problem == message.removeprefix(f"setting {name!r}: ")
    assert str(problem_from_json(problem_to_json(error))) == message


def test_an_unknown_convention_is_a_settings_error():
    with pytest.raises(SettingsError) as info:
        preset("moscow")
    assert info.value.code == "unknown_convention" and info.value.name == "convention"
    assert str(info.value) == ("setting 'convention': unknown convention 'moscow' "
                               "(known: sochi, leningrad, rostov, classic, leningrad_fspr)")


NUMBER_CASES = [
    (True, "bool", "expected a number, got true/false"),
    (10**40, "too_large", "number is too large"),
    (Decimal("NaN"), "not_finite", "number is not finite"),
    (0.5, "float", '0.5 is a float, which is not exact; give it as text, e.g. "0.5"'),
    ([], "type", "expected a number, got a list"),
    ("1" * 81, "too_long", "number is too long"),
    ("1/0", "division_by_zero", "division by zero in '1/0'"),
    ("one", "not_a_number", "not a number: 'one'"),
    ("1/" + "9" * 45, "too_precise", "number is too large or too precise: '1/999999999999999999'"),
]


@pytest.mark.parametrize("value, code, message", NUMBER_CASES, ids=[case[1] for case in NUMBER_CASES])
def test_a_number_refusal_keeps_its_english_text(value, code, message):
    with pytest.raises(NumberError) as info:
        parse_number(value)
    assert info.value.code == code and str(info.value) == message


def test_convention_refusals_keep_their_english_text(tmp_path):
    good = {"format": "preferans-desk-convention", "version": 1, "name": "Mine", "base": "classic", "settings": {}}
    cases = [
        (lambda: conventions.check_name(""), ["name_length"], "a convention's name must be 1 to 40 characters"),
        (lambda: conventions.check_name("Sochi"), ["preset_name"], "'Sochi' is the name of a preset; choose another"),
        (lambda: conventions.check_name("!!"), ["name_letter"],
         "a convention's name needs at least one letter or digit"),
        (lambda: conventions.save_convention(tmp_path, HouseConvention("Mine", "moscow", preset("sochi"))),
         ["unknown_base"], "unknown base convention 'moscow'"),
        (lambda: conventions.read_convention(tmp_path / "gone.json"), ["unreadable"],
         "gone.json: cannot be read (No such file or directory)"),
        (lambda: conventions.parse_convention([], "x.json"), ["not_convention"],
         "x.json: not a Preferans Desk convention"),
        (lambda: conventions.parse_convention(good | {"version": 2}, "x.json"), ["version"],
         "x.json: unsupported version 2"),
        (lambda: conventions.parse_convention(good | {"base": "moscow"}, "x.json"), ["fields"],
         "x.json: needs a name, a known base convention and settings"),
        (lambda: conventions.parse_convention(good | {"settings": {"rounding": 1}}, "x.json"),
         ["in_file", "choice"], "x.json: setting 'rounding': must be one of exact, paper, nearest, truncate, not 1"),
        (lambda: conventions.parse_convention(good | {"name": "classic"}, "x.json"),
         ["in_file", "preset_name"], "x.json: 'classic' is the name of a preset; choose another"),
        (lambda: conventions.delete_convention(tmp_path, "Friday"), ["no_such"],
         "there is no house convention named 'Friday'"),
    ]
    for call, chain, message in cases:
        with pytest.raises(ConventionError) as info:
            call()
        assert str(info.value) == message and codes(info.value) == chain


def test_read_conventions_gives_the_errors_and_load_conventions_their_text(tmp_path):
    (tmp_path / "broken.json").write_text("[]", encoding="utf-8")
    _, errors = conventions.read_conventions(tmp_path)
    assert [error.code for error in errors] == ["not_convention"]
    assert conventions.load_conventions(tmp_path)[1] == ["broken.json: not a Preferans Desk convention"]


def test_every_code_is_raised_by_a_case_above():
    """A code no refusal uses is a leftover; one missing here is a refusal whose English is not pinned."""
    file_codes = {code for _, chain, _ in FILE_CASES for code in chain if code in FILE_MESSAGES}
    # pinned elsewhere: what only a file on disk gives (tests/core/test_not_games.py: not_a_file, a game of
    # too many deals) and what only the library says (tests/library/test_bad_files.py)
    elsewhere = {"unreadable", "not_a_file", "too_many_deals", "unreadable_folder", "name_not_utf8",
                 "results_too_large", "internal"}
    assert file_codes | elsewhere == set(FILE_MESSAGES)
    setting_codes = {chain[0] for _, _, chain, _ in SETTING_CASES} | {"unknown_convention"}
    assert setting_codes == set(SETTINGS_MESSAGES)
    assert {code for _, code, _ in NUMBER_CASES} == set(NUMBER_MESSAGES)
    assert set(CONVENTION_MESSAGES) == {"name_length", "preset_name", "name_letter", "unknown_base", "unreadable",
                                        "not_convention", "version", "fields", "in_file", "no_such"}


def test_an_unknown_code_is_a_programming_error():
    with pytest.raises(KeyError):
        GameFileError("no such code")


def test_a_chain_from_json_that_cannot_be_rebuilt_keeps_its_text():
    assert str(problem_from_json({"kind": "GameFileError", "code": "gone", "params": {}, "text": "x"})) == "x"
    assert str(problem_from_json({"text": "plain"})) == "plain"
    assert str(problem_from_json(None)) == "None"
    assert str(problem_to_json(ValueError("plain"))["text"]) == "plain"

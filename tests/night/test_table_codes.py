"""A table's code: given once to each table of a round, none alike, kept in the event file and checked there."""

from __future__ import annotations

import json

import pytest

from preferans_desk.night.night_errors import EventFileError
from preferans_desk.night.night_file import dumps, loads
from preferans_desk.night.night_rounds import new_event
from preferans_desk.night.table_codes import CODE_LENGTH, CODE_LETTERS, give_codes, is_code, shown

NINE = [f"P{n}" for n in range(9)]


def test_each_table_of_the_round_gets_a_code_of_its_own():
    event = new_event(NINE, 4, 3, "norepeat", "1")
    assert give_codes(event, 1)
    codes = [table.code for table in event.rounds[0].tables]
    assert all(code is not None and is_code(code) for code in codes) and len(set(codes)) == 3
    assert all(table.code is None for table in event.rounds[1].tables), "a round's codes when it opens"
    assert not give_codes(event, 1), "a code once given stays"
    assert [table.code for table in event.rounds[0].tables] == codes


def test_codes_have_no_letters_taken_for_one_another():
    assert not set("01IOL") & set(CODE_LETTERS) and CODE_LENGTH == 8
    assert shown("ABCD2345") == "ABCD-2345"


def test_the_codes_are_kept_in_the_event_file():
    event = new_event(NINE, 2, 3, "norepeat", "1")
    give_codes(event, 1)
    again = loads(dumps(event))
    assert [t.code for t in again.rounds[0].tables] == [t.code for t in event.rounds[0].tables]
    assert "code" not in json.loads(dumps(event))["rounds"][1]["tables"][0], "no code: no key"


@pytest.mark.parametrize(("code", "problem"), [
    ("abcd2345", 'rounds[0].tables[0].code must be a table\'s code of 8 of the letters and digits '
                 'ABCDEFGHJKMNPQRSTUVWXYZ23456789, or absent, not "abcd2345"'),
    (12345678, "rounds[0].tables[0].code must be a table's code of 8 of the letters and digits "
               "ABCDEFGHJKMNPQRSTUVWXYZ23456789, or absent, not 12345678"),
])
def test_a_bad_code_is_refused_naming_it(code, problem):
    document = json.loads(dumps(new_event(NINE, 1, 3, "random", "1")))
    document["rounds"][0]["tables"][0]["code"] = code
    with pytest.raises(EventFileError) as refused:
        loads(json.dumps(document))
    assert str(refused.value) == problem


def test_two_tables_of_one_code_are_refused():
    event = new_event(NINE, 2, 3, "norepeat", "1")
    give_codes(event, 1)
    document = json.loads(dumps(event))
    document["rounds"][1]["tables"][2]["code"] = document["rounds"][0]["tables"][0]["code"]
    with pytest.raises(EventFileError, match=r"^rounds\[1\]\.tables\[2\]\.code: the code \"\w{8}\" is another"):
        loads(json.dumps(document))

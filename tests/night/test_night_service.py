"""``event serve``'s lines (``NightService``), in this process over 127.0.0.1: the codes as the table cards show
them, with each table's scoring page, and a copy the director refused because it differs said as a disagreement,
never as received."""

from __future__ import annotations

import json
import urllib.request

from preferans_desk.core.gamefile import dumps
from preferans_desk.night.night_service import NightService
from preferans_desk.night.table_codes import shown
from preferans_desk.night.table_link import join

from .test_night_book import played
from .test_one_table_two_writers import other_third_deal
from .test_revisions import event_path, put  # noqa: F401 (a fixture)


def serving(path, said):
    service = NightService(path, said.append, "127.0.0.1", 0)
    return service, service.start()


def test_the_tables_codes_are_printed_as_the_cards_show_them(event_path):  # noqa: F811
    said: list[str] = []
    service, address = serving(event_path, said)
    try:
        codes = [table.code for table in service.book.event.rounds[0].tables]
        assert said[1:] == [f"table {t}: code {shown(code)}, join at {address}, phones at "
                            f"http://{address}/t/{shown(code)}/: {', '.join(table.players)}"
                            for t, (code, table) in enumerate(zip(codes, service.book.event.rounds[0].tables,
                                                                  strict=True), 1)]
        assert join(address, shown(codes[0])).table == 1, "the code as printed joins"
        page = said[1].split(", phones at ")[1].split(": ")[0]
        with urllib.request.urlopen(page.removesuffix("/") + "/state.json", timeout=10) as answer:  # noqa: S310
            assert json.load(answer)["table"] == 1, "the page's address printed is the table's"
    finally:
        service.stop()


def test_a_disagreement_is_said_and_never_as_received(event_path):  # noqa: F811
    said: list[str] = []
    service, address = serving(event_path, said)
    try:
        code = service.book.event.rounds[0].tables[0].code
        assert put(address, code, dumps(played(join(address, code), 4)), "1")[0] == 200
        assert said[-1] == "round 1 table 1: 4 deals received (revision 1)"
        other = other_third_deal(played(join(address, code), 5))
        assert put(address, code, dumps(other), "1")[0] == 409  # a second window on the code
        assert said[-1] == ("round 1 table 1: the table's copy differs from deal 3 on (5 deals there, 4 kept "
                            "here): refused, 4 deals kept (revision 1); to settle it, stop and open the night in "
                            "the director's window")
        lines = len(said)
        assert put(address, code, dumps(other), "1")[0] == 409  # the same copy again: said once
        assert put(address, code, dumps(played(join(address, code), 4)), "1")[0] == 409  # an older copy
        assert len(said) == lines, "nothing received, nothing said"
        assert put(address, code, dumps(played(join(address, code), 6)), "2")[0] == 200
        assert said[-1] == "round 1 table 1: 6 deals received (revision 2)"
    finally:
        service.stop()

"""One table's game changed from two places: two windows joined with one code entering different deals, or the
director correcting a table's game. Whichever copy is newer by its revision, a real disagreement is never settled
silently: a table's next change does not replace the director's copy while they differ, and a table hears of a
director's copy past its own within a few seconds, without a change of its own (issue 33, point 3)."""

from __future__ import annotations

import time

from preferans_desk.core.gamefile import dumps
from preferans_desk.night.night_book import NightBook
from preferans_desk.night.table_link import TableLink, director_address, join

from .test_night_book import played, receiving
from .test_revisions import event_path, linked, put, quick_asks  # noqa: F401 (fixtures)


def other_third_deal(game):
    """``game`` with its third deal another (a different deal entered at another window)."""
    other = next(deal for deal in game.deals[3:] if deal != game.deals[2])
    game.replace_deals([*game.deals[:2], other, *game.deals[3:]])
    return game


def until(condition, within: float = 5) -> bool:
    end = time.monotonic() + within
    while not condition() and time.monotonic() < end:
        time.sleep(0.05)
    return condition()


def test_a_tables_next_change_does_not_settle_a_disagreement_silently(event_path):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        first = played(join(address, code), 4)
        assert put(address, code, dumps(first), "1")[0] == 200  # window A: four deals
        second = other_third_deal(played(join(address, code), 8))
        second.replace_deals(second.deals[:4])
        assert put(address, code, dumps(second), "1")[0] == 409  # window B, joined at 0: another third deal
        assert book.disagreements[1, 1].revision == 1
        second.replace_deals(other_third_deal(played(join(address, code), 8)).deals[:5])
        status, answer = put(address, code, dumps(second), "2")  # B's next deal, its revision past A's
        assert (status, answer["code"]) == (409, "newer_copy"), "not taken over A's deals while they differ"
        assert book.games[1, 1].deals == first.deals and book.event.rounds[0].tables[0].revision == 1
        kept = book.disagreements[1, 1]
        assert (kept.revision, kept.sent_deals, kept.first_difference) == (2, 5, 3), "the director sees the newest"
        book.take_copy(1, 1)  # the director settles it with B's copy
        assert book.deals[1, 1] == 5 and book.event.rounds[0].tables[0].revision == 3  # one past both
        assert put(address, code, dumps(first), "4")[0] == 200, "a copy past it goes, once nothing stands"


def test_a_copy_agreeing_again_is_taken_and_ends_the_disagreement(event_path):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        first = played(join(address, code), 4)
        assert put(address, code, dumps(first), "1")[0] == 200
        assert put(address, code, dumps(other_third_deal(played(join(address, code), 4))), "1")[0] == 409
        assert (1, 1) in book.disagreements
        assert put(address, code, dumps(played(join(address, code), 6)), "2")[0] == 200, "the table put it right"
        assert book.disagreements == {} and book.deals[1, 1] == 6


def test_a_directors_correction_is_heard_at_the_table_and_not_undone_by_its_next_change(event_path,  # noqa: F811
                                                                                        quick_asks):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        link, game = linked(address, code, 4)
        try:
            assert link.wait_sent(5) and book.event.rounds[0].tables[0].revision == 1
            corrected = other_third_deal(played(join(address, code), 4))
            book.keep_game(1, 1, corrected, "deal 3 as the table's paper has it")
            assert book.event.rounds[0].tables[0].revision == 2, "the director's change moves the revision on"
            assert until(lambda: link.state.disagreement is not None), "the table hears of it without a change"
            assert link.state.disagreement == (4, 4, 3) and (1, 1) in book.disagreements
            game.replace_deals(played(join(address, code), 5).deals)  # the table's next deal, deal 3 its own
            link.publish_game(game)
            assert link.wait_sent(5) and link.state.disagreement is not None
            assert book.games[1, 1].deals == corrected.deals, "the correction stands until the director settles it"
        finally:
            link.stop()


def test_the_directors_deals_from_paper_reach_the_table_without_a_change(event_path, quick_asks):  # noqa: F811
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    taken = []
    with receiving(book) as address:
        link, _game = linked(address, code, 3, on_longer=lambda game, revision: taken.append(len(game.deals)))
        try:
            assert link.wait_sent(5)
            book.keep_game(1, 1, played(join(address, code), 5), "two deals from the table's paper")
            assert until(lambda: taken == [5]), "the table takes the director's two deals within a few asks"
        finally:
            link.stop()


def test_a_director_restarted_during_a_disagreement_takes_nothing_and_is_shown_it_again(event_path,  # noqa: F811
                                                                                        quick_asks):  # noqa: F811
    """The director's disagreements are in its memory: restarted (or handing the night from ``event serve`` to the
    window), it has forgotten. The table, which has not, sends its copies not past the director's revision, so
    that they are compared, never taken, and the director is shown the disagreement again."""
    book = NightBook(event_path)
    book.open_round(1)
    code = book.event.rounds[0].tables[0].code
    with receiving(book) as address:
        first = played(join(address, code), 4)
        b_game = other_third_deal(played(join(address, code), 4))  # window B, joined at 0
        assert put(address, code, dumps(first), "1")[0] == 200  # window A
        link = TableLink(address, code)
        link.publish(dumps(b_game))
        assert until(lambda: link.state.disagreement == (4, 4, 3)) and (1, 1) in book.disagreements
    try:
        book.close()
        again = NightBook(event_path)
        with receiving(again) as address:
            link.address = director_address(address)
            b_game.replace_deals([*b_game.deals, played(join(address, code), 5).deals[4]])
            link.publish(dumps(b_game))  # B's next deal (its revision 2, past A's 1), deal 3 still its own
            assert until(lambda: again.disagreements.get((1, 1)) is not None)
            assert again.disagreements[1, 1].sent_deals == 5 and link.state.disagreement == (5, 4, 3)
            assert again.games[1, 1].deals == first.deals, "never taken over A's"
        again.close()
    finally:
        link.stop()

"""The state the window publishes to the live sheet: the sheet as SVG for every seat, language and shape
(portrait for a phone held upright, landscape for one turned sideways), and the plain facts as JSON. Pure
Python, with no Qt even for a language: the words beside the circle are the window's (``words.sheet_notes``),
in each language from its shipped translation read without Qt (``words.compiled``)."""

from __future__ import annotations

from typing import Any

from preferans_desk.core.currency import money_text
from preferans_desk.core.engine import Sheet
from preferans_desk.core.exact_numbers import Number, mixed_str, to_json
from preferans_desk.core.game import Game, Rules
from preferans_desk.core.settlement import Settlement, format_minor
from preferans_desk.core.settlement_rows import settlement_rows
from preferans_desk.render.geometry import SHAPES, LayoutCache
from preferans_desk.render.phone_print import PAGE_WIDTH, PHONE_PRINT, notes_in, phone_layout
from preferans_desk.render.primitives import SheetInfo
from preferans_desk.render.svg_painter import svg_text
from preferans_desk.words.languages import LANGUAGES as LANGS
from preferans_desk.words.share_page import results_in

from .published import SharedState

__all__ = ["PAGE_WIDTH", "PHONE_PRINT", "sheet_info", "state_json", "settlement_json", "shared_state", "sheet_state"]


def sheet_info(game: Game, sheet: Sheet, lang: str) -> SheetInfo:
    """The notes beside the circle in ``lang``: the window's (``words.sheet_notes``), from the shipped
    translation."""
    return notes_in(game.rules, sheet, lang)


def state_json(sheet: Sheet, settlement: Settlement | None, lang: str | None = None,
               currency: str | None = None) -> dict[str, Any]:
    """The facts a phone shows beside the sheet; numbers as the game file writes them (ints or "a/b").

    The totals are the sheet's, as ``settle --json`` names them: ``pool``, ``mountain`` and ``whists``
    (``whists[i][j]``: what seat i wrote on seat j). ``lang``, when given, is the page's language unless
    the viewer chose one on the page (``preferans-desk share --lang``)."""
    facts: dict[str, Any] = {
        "players": list(sheet.players),
        "deals": len(sheet.records),
        "next_dealer": sheet.next_dealer,
        "pool": _numbers(sheet.pool),
        "mountain": _numbers(sheet.mountain),
        "whists": [_numbers(row) for row in sheet.whists],
        "finished": sheet.finished,
        "langs": list(LANGS),
    }
    if settlement is not None:
        facts["settlement"] = settlement_json(settlement, currency)
    if lang is not None:
        facts["lang"] = lang
    return facts


def settlement_json(settlement: Settlement, currency: str | None) -> dict[str, Any]:
    """Each player's result in whists and money, and who pays whom: ``transfers`` as ``from``, ``to``, the
    ``amount`` (minor units of ``unit`` when there is money, else whists as the file writes numbers) and
    the ``text`` a person reads ("130.00"). ``shown`` has, as each language says them, each seat's result in
    whists under ``whists`` ("−142 виста") and money with its currency ("130,00 ₽") under ``money``, and each
    transfer under ``transfers``. The numbers are the
    core's settlement rows' (``core.settlement_rows``), the window's and the printout's; the phone shows only
    what the game comes to, not the steps."""
    settled = settlement_rows(settlement)
    amounts = settled.money
    money = amounts is not None
    digits = settled.money_digits

    def said(amount: Number, lang: str, sign: bool = False) -> str:
        return money_text(int(amount), digits, currency, lang, sign) if money else mixed_str(amount)

    transfers = [{"from": t.payer, "to": t.payee, "amount": t.amount if money else to_json(t.amount),
                  "text": format_minor(int(t.amount), digits) if money else mixed_str(t.amount)}
                 for t in settled.transfers]
    shown = {lang: {"whists": results_in(lang, settled.result),
                    "money": [said(m, lang, True) for m in amounts] if amounts is not None else None,
                    "transfers": [said(t.amount, lang) for t in settled.transfers]}
             for lang in LANGS}
    return {"result": _numbers(list(settled.result)), "result_text": [mixed_str(v) for v in settled.result],
            "money": [format_minor(m, digits) for m in amounts] if amounts is not None else None,
            "unit": (currency or "") if money else "whists", "transfers": transfers, "shown": shown}


def shared_state(game: Game, sheet: Sheet | None = None, settlement: Settlement | None = None,
                 langs: tuple[str, ...] = LANGS, caches: dict[tuple[int, str], LayoutCache] | None = None, *,
                 circled: bool = True, lang: str | None = None, shapes: tuple[str, ...] = SHAPES) -> SharedState:
    """The sheet (default: the game's) drawn with each seat at the bottom in each language, in each of
    ``shapes`` (by default both): the page asks for the one that fits the phone as it is held.

    The settlement is circled on the sheet unless ``circled`` is false: the command line's share tells the
    phones where everybody stands (in state.json) before the game is over, when the window's sheet would
    circle nothing yet. ``lang``: the page's language chosen by the server (see ``state_json``).

    ``caches`` is the publisher's own memory of layouts, a ``LayoutCache`` per (seat at the bottom, shape)
    (each turns the fields' bands, which one cache would keep too few of): kept from one publish to the
    next, a publish after one more deal lays out only what the deal changed."""
    return sheet_state(game.rules, sheet if sheet is not None else game.sheet, settlement, langs, caches,
                       circled=circled, lang=lang, shapes=shapes)


def sheet_state(rules: Rules, sheet: Sheet, settlement: Settlement | None = None,
                langs: tuple[str, ...] = LANGS, caches: dict[tuple[int, str], LayoutCache] | None = None, *,
                circled: bool = True, lang: str | None = None, shapes: tuple[str, ...] = SHAPES,
                seats: tuple[int, ...] | None = None) -> SharedState:
    """``shared_state`` of a sheet under ``rules``, reading nothing else: the window's worker draws a moment's
    sheet kept apart (``Moment.sheet_apart``) with its rules and its settlement, none of which the window
    changes meanwhile. ``seats``: only these at the bottom (default every one)."""
    caches = caches if caches is not None else {}
    drawn = settlement if circled else None
    svg: dict[tuple[str, int, str], str] = {}
    for language in langs:
        info = notes_in(rules, sheet, language)
        for shape in shapes:
            for seat in range(sheet.n) if seats is None else seats:
                layout = phone_layout(sheet, info, seat, shape, settlement=drawn,
                                      cache=caches.setdefault((seat, shape), LayoutCache()))
                svg[(language, seat, shape)] = svg_text(layout)
    return SharedState(svg=svg, state_json=state_json(sheet, settlement, lang, rules.currency))


def _numbers(values: list[Number]) -> list[int | str]:
    return [to_json(v) for v in values]

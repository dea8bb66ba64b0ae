"""The deal a deal form's answers make, or why not yet; and the answers a deal to edit gives the form.

Pure Python, for gui/dialogs/deal_form.py: what is missing is said as a hint beside its step, a refusal with the
core's reason (``Sheet.preview``, scored once per deal by the form), in the dialog's words (Qt Linguist
context "DealDialog") through ``words.translate``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from preferans_desk.core.deals import NO_DEFENCE, Adjust, AllPass, Contract, Deal, Misere
from preferans_desk.core.entry import dealer_field, declarer_refusal, first_words, is_played, second_words
from preferans_desk.core.errors import DealError
from preferans_desk.core.exact_numbers import Number, NumberError, parse_number
from preferans_desk.gui.dialogs.deal_parts import (
    DEALER_WHIST,
    AmountKey,
    Common,
    Counts,
    Incomplete,
    Outcome,
    amount_text,
    chosen,
    count_of,
)
from preferans_desk.words import texts
from preferans_desk.words.translate import translate

if TYPE_CHECKING:  # the form calls these: its type only
    from preferans_desk.gui.dialogs.deal_form import DealForm


def judge(form: DealForm) -> Outcome:
    """The deal and its record, or what to say: a hint for what is missing, the core's refusal, or the warning
    of a game below the exit level until it is let stand."""
    try:
        deal = assemble(form)
    except Incomplete as missing:
        return Outcome(None, None, missing.field, missing.text, missing.severity)
    try:
        record = form.preview(deal)
    except DealError as error:
        return Outcome(deal, None, error.field, texts.error_text(error), "error")
    if record.warnings and not form.boxes.let_stand:
        warning = record.warnings[0]
        text = texts.error_text(DealError(warning.code, "level", **warning.params))
        return Outcome(deal, record, "level", text, "warning")
    return Outcome(deal, record)


def assemble(form: DealForm) -> Deal:
    """The deal as entered; raises Incomplete for the first step still missing or refused."""
    common = _common(form)
    if form.kind == "adjust":
        return _adjust(form, common)
    dealer = dealer_field(form.dealer, form.sheet.next_dealer, getattr(form.original, "dealer", None))
    blind = form.boxes.blind
    if form.kind == "misere":
        declarer = chosen(form.misere, "declarer", _declarer_hint(form))
        _check_active(form, declarer)
        return Misere(declarer, count_of(form.misere_tricks) or 0, blind=blind, dealer=dealer, note=common.note,
                      time=common.time, extra=common.extra)
    if form.kind == "allpass":
        _check_tricks(form, form.allpass_counts)
        return AllPass(form.allpass_counts.tricks(), blind=blind, dealer=dealer, note=common.note, time=common.time,
                       extra=common.extra)
    return _contract(form, common, dealer)


def _common(form: DealForm) -> Common:
    """The note; the time and the extras are the edited deal's own (a new one is entered now)."""
    note, edited = form.note.strip() or None, form.original
    if edited is None:
        return Common(note, form.clock(), {})
    return Common(note, edited.time, dict(edited.extra))


def _contract(form: DealForm, common: Common, dealer: int | None) -> Contract:
    boxes, players = form.boxes, form.players
    declarer = chosen(form.declarer, "declarer", _declarer_hint(form))
    _check_active(form, declarer)
    level = chosen(form.level, "level", translate("DealDialog", "Choose the level: 6 to 9, or 0 for a ten."))
    suit = chosen(form.suit, "suit", translate("DealDialog", "Choose the suit: S, C, D, H, or N for no-trump."))
    talon = boxes.talon if form.shows("talon") else 0
    contract = Contract(declarer, level, suit, NO_DEFENCE, None, talon_tricks=talon, blind=boxes.blind,
                        to_mountain=boxes.to_mountain, dealer=dealer, note=common.note, time=common.time,
                        open=boxes.open, extra=common.extra)
    if boxes.give_up:  # RULES-v2 7: no defence, no tricks
        return replace(contract, concede=True)
    if boxes.totus:  # RULES-v2 8: nobody whists, always played
        return _with_tricks(form, replace(contract, totus=True))
    first, second = form.table().defenders(declarer)
    words = []
    for row, seat in ((form.first, first), (form.second, second)):
        offered = (first_words(form.settings, level, suit) if row is form.first
                   else second_words(form.settings, level, suit, form.first.value))
        hint = (translate("DealDialog", "What did %1 say? W whist, P pass, H half-whist.") if "half" in offered
                else translate("DealDialog", "What did %1 say? W whist or P pass."))
        words.append(chosen(row, "defence", hint.replace("%1", players[seat])))
    dealer_whist = False
    if form.dealer_whist is not None and form.enabled(DEALER_WHIST):
        hint = translate("DealDialog", "Did %1, the dealer, whist? W whist or P pass.")
        dealer_whist = chosen(form.dealer_whist, "defence", hint.replace("%1", players[form.dealer])) == "whist"
    return _with_tricks(form, replace(contract, defence=(words[0], words[1]), dealer_whist=dealer_whist))


def _with_tricks(form: DealForm, contract: Contract) -> Contract:
    """A played contract with its tricks (they must all be typed); one not played as it is."""
    if not is_played(contract, form.settings):
        return contract
    if form.contract_counts.missing() is not None:
        _refusal_before_tricks(form, contract)
        _check_tricks(form, form.contract_counts)
    return replace(contract, tricks=form.contract_counts.tricks())


def _refusal_before_tricks(form: DealForm, contract: Contract) -> None:
    """While tricks are still missing, a refusal of what is already entered matters more."""
    try:
        form.preview(contract)
    except DealError as error:
        if error.code != "tricks_missing":
            raise Incomplete(error.field, texts.error_text(error), "error") from None


def _declarer_hint(form: DealForm) -> str:
    text = translate("DealDialog", "Choose the declarer: 1–%1 or the first letter of the name.")
    return text.replace("%1", str(form.n))


def _check_active(form: DealForm, declarer: int) -> None:
    error = declarer_refusal(form.table(), declarer)
    if error is not None:
        raise Incomplete("declarer", texts.error_text(error), "error")


def _check_tricks(form: DealForm, counts: Counts) -> None:
    seat = counts.missing()
    if seat is not None:
        raise Incomplete("tricks", texts.error_text(DealError("active_tricks", "tricks", seat=form.players[seat])))


def _adjust(form: DealForm, common: Common) -> Adjust:
    amounts = {key: _amount(form, key) for key in form.amounts}
    pool = tuple(amounts[("pool", seat)] for seat in range(form.n))
    mountain = tuple(amounts[("mountain", seat)] for seat in range(form.n))
    whists = tuple((key[1], key[2], amount) for key, amount in amounts.items() if len(key) == 3 and amount)
    if not any(pool) and not any(mountain) and not whists and form.next_dealer is None:
        raise Incomplete("amounts", translate("DealDialog", "Enter at least one amount."))
    return Adjust(pool if any(pool) else None, mountain if any(mountain) else None, whists, dealer=form.next_dealer,
                  note=common.note, time=common.time, extra=common.extra)


def _amount(form: DealForm, key: AmountKey) -> Number:
    text = form.amounts[key].strip().replace(",", ".")
    if not text:
        return 0
    try:
        return parse_number(text)
    except NumberError:
        what = {"pool": translate("DealDialog", "%1's pool"), "mountain": translate("DealDialog", "%1's mountain"),
                "whists": translate("DealDialog", "%1's whists")}[key[0]].replace("%1", form.players[key[1]])
        text = (translate("DealDialog", "%1: “%2” is not a number; write 5, -2, 1.5 or 1/2.")
                .replace("%1", what).replace("%2", text))
        raise Incomplete("amounts", text, "error") from None


# ----- a deal to edit -----
def load(form: DealForm, deal: Deal) -> None:
    """Give the form the answers ``deal`` was entered with."""
    form.kinds.value = deal.kind
    form.note = deal.note or ""
    form.boxes.blind = bool(getattr(deal, "blind", False))
    if isinstance(deal, Adjust):
        _load_adjust(form, deal)
        return
    if deal.dealer is not None:
        form.dealer = deal.dealer
    if isinstance(deal, Contract):
        _load_contract(form, deal)
    elif isinstance(deal, Misere):
        form.misere.value = deal.declarer
        form.misere_tricks = str(deal.tricks)
    else:
        form.configure_counts()
        form.allpass_counts.load(deal.tricks)


def _load_contract(form: DealForm, deal: Contract) -> None:
    boxes = form.boxes
    form.declarer.value, form.level.value, form.suit.value = deal.declarer, deal.level, deal.suit
    boxes.give_up, boxes.totus = deal.concede, deal.totus
    if not (deal.concede or deal.totus):  # their defence is a placeholder: nobody spoke
        form.first.value, form.second.value = deal.defence
        if form.dealer_whist is not None and "whist" not in deal.defence:
            form.dealer_whist.value = "whist" if deal.dealer_whist else "pass"
    form.configure_counts()
    form.contract_counts.load(deal.tricks)
    boxes.talon, boxes.to_mountain, boxes.open = deal.talon_tricks, deal.to_mountain, deal.open
    try:
        boxes.let_stand = bool(form.preview(deal).warnings)  # it was let stand before
    except DealError:
        pass


def _load_adjust(form: DealForm, deal: Adjust) -> None:
    for name, amounts in (("pool", deal.pool), ("mountain", deal.mountain)):
        for seat, amount in enumerate(amounts or ()):
            form.amounts[(name, seat)] = amount_text(amount)
    for writer, target, amount in deal.whists:  # a writer's whists on one player in one cell
        text = form.amounts[("whists", writer, target)]
        form.amounts[("whists", writer, target)] = amount_text((parse_number(text) if text else 0) + amount)
    form.next_dealer = deal.dealer


__all__ = ["judge", "assemble", "load"]

"""What a field says: the words of its ledger's running totals, its opponent's name, the settlement's steps.

Each field holds its ledger's running totals as dotted numbers, the older ones struck out in a long field;
after settlement the steps of the роспись are written into the fields too.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from preferans_desk.core.engine import Entry
from preferans_desk.core.exact_numbers import Number, shown_str
from preferans_desk.core.settlement import Settlement

from .field_ink import Ink, InkKey
from .flow import Piece, Word
from .metrics import elide
from .primitives import FieldId

LONG_FIELD = 6  # a field with more values than this gets its older ones struck out,
KEEP_CLEAR = 3  # all but the newest few
WORD_GAP = 0.6  # ems between a field's values and the settlement steps
STRUCK_WEIGHT = 0.4  # what a struck-out value asks for of a field's room, as a share of its width

# What a field says, as ``LayoutCache.text`` tells contents apart: its kind, its ledger's length and last entry,
# the entries highlighted, the entries pending, the opponent's name and its short form, the pool's target, the
# settlement's steps, and the ledger's entries
TextKey = tuple[str, int, Entry | None, tuple[int, ...], tuple[int, ...], str | None, str | None, Number | None,
                tuple[Word, ...] | None, tuple[Entry, ...]]


def field_ids(n: int) -> list[FieldId]:
    ids: list[FieldId] = []
    for seat in range(n):
        ids += [("pool", seat), ("mountain", seat)]
        ids += [("whist", seat, other) for other in range(n) if other != seat]
    return ids


@lru_cache(maxsize=4096)
def _num(x: Number, sign: bool = False) -> str:
    return shown_str(x, sign)


@dataclass(eq=False)
class FieldText:
    """What one field says for one content (``key``: the kind, the ledger's length and last entry, the
    highlighted and the pending entries, the name, the target, the settlement steps and the entries): its words,
    the room they ask for, and their ink on the bands they were written into. ``values`` are the words for
    the ledger's entries and ``needs`` what each of those adds to ``need``."""

    key: TextKey
    entries: tuple[Entry, ...]
    lit: tuple[int, ...]
    pending: tuple[int, ...]  # the entries of a deal entered but not yet counted (``layout_sheet``'s ``pending``)
    target: Number | None
    words: list[Word]
    need: float
    values: list[Word]
    needs: list[float]
    short: list[Word] | None  # the words with the name cut short, where it can be (``short_name``)
    inks: dict[InkKey, Ink] = field(default_factory=dict[InkKey, Ink])


def short_name(name: str, players: Iterable[str]) -> str:
    """The shortest beginning of ``name`` that no other player's name begins with (the whole name where
    there is none): what a narrow whist cell writes for its opponent."""
    others = [p.casefold() for p in players if p != name]
    for end in range(1, len(name)):
        head = name[:end].casefold()
        if not any(other.startswith(head) for other in others):
            return name[:end]
    return name


@lru_cache(maxsize=64)
def label(name: str) -> Word:
    """The opponent's name heading a whist cell (one object per name, so that placements can be
    compared by identity)."""
    return Word((Piece(elide(name, 6.0, 1.0) + ":", "label"),))


def lit_entries(ledger: list[Entry], highlight: int | None) -> tuple[int, ...]:
    """The indices of the entries the highlighted deal (or the pending one) wrote (a ledger is in deal order)."""
    if highlight is None:
        return ()
    i = bisect_left(ledger, highlight, key=_deal)
    lit: list[int] = []
    while i < len(ledger) and ledger[i].deal == highlight:
        lit.append(i)
        i += 1
    return tuple(lit)


def _deal(entry: Entry) -> int:
    return entry.deal


def _struck_below(count: int) -> int:
    """Entries below this index are struck out."""
    return count - KEEP_CLEAR if count > LONG_FIELD else 0


def entry_words(entries: tuple[Entry, ...], kind: str, lit: tuple[int, ...], target: Number | None,
                base: FieldText | None = None, pending: tuple[int, ...] = ()) -> tuple[list[Word], list[float]]:
    """The words for a ledger's entries and what each adds to the field's need. From ``base`` (the
    same field's words for other entries, with the same target) the words are kept where the
    entries are the same and neither the last one, the struck ones, the highlight nor the pending ones moved."""
    count = len(entries)
    keep = 0
    if base is not None:
        old = base.entries
        if len(old) <= count and entries[:len(old)] == old:
            keep = len(old)
        elif count < len(old) and old[:count] == entries:
            keep = count
    if base is not None and keep:  # (keep is only ever set from a base)
        values, needs = base.values[:keep], base.needs[:keep]
        old_count = len(base.entries)
        a, b = sorted((_struck_below(count), _struck_below(old_count)))
        redo = (set(range(a, b)) | set(lit).symmetric_difference(base.lit)
                | set(pending).symmetric_difference(base.pending) | {count - 1, old_count - 1})
        for i in sorted(redo):
            if 0 <= i < keep:
                values[i], needs[i] = _entry_word(entries, i, kind, lit, target, pending)
    else:
        values, needs = [], []
    for i in range(keep, count):
        word, need = _entry_word(entries, i, kind, lit, target, pending)
        values.append(word)
        needs.append(need)
    return values, needs


def _entry_word(entries: tuple[Entry, ...], i: int, kind: str, lit: tuple[int, ...],
                target: Number | None, pending: tuple[int, ...] = ()) -> tuple[Word, float]:
    """The word for entry ``i``: its running total, dotted unless it is the last or closes the pool; an entry
    ``pending`` (of a deal entered, not yet counted) in the pending ink, its value boxed dashed."""
    entry = entries[i]
    count = len(entries)
    last = i == count - 1
    previous = entries[i - 1].total if i else 0
    closes = target is not None and previous < target <= entry.total
    struck = count > LONG_FIELD and i < count - KEEP_CLEAR
    helped = kind == "pool" and any(code == "help" for code, _ in entry.reasons)
    text = _num(entry.total) + ("" if last or closes else ".")
    deco = "strike" if struck else ("dotted_underline" if helped else None)
    if i in pending:  # (never lit: the highlight is a counted deal's)
        pieces = [Piece(text, "pending", faded=struck, deco=deco, entry=i, pending=True)]
    else:
        bold = i in lit
        pieces = [Piece(text, "help" if helped else kind, bold=bold, faded=struck, highlight=bold, deco=deco,
                        entry=i)]
    if closes:
        pieces.append(Piece("|", "pending" if i in pending else "closed", bold=True, faded=struck))
    word = Word(tuple(pieces), gap=0.0 if i else 0.35, hideable=not last)
    return word, word_need(word)


def settlement_words(s: Settlement, fid: FieldId) -> list[Word]:
    """The роспись in the player's fields: levelled (underlined) and amnestied (double underline)
    mountain, the paper correction, mountain whists and pairwise differences circled, the result
    double-circled in the pool."""
    kind: str = fid[0]
    seat: int = fid[1]
    out: list[Piece] = []
    if kind == "mountain":
        out.append(Piece(_num(s.levelled[seat]), "step", deco="underline"))
        out.append(Piece(_num(s.amnestied[seat]), "step", deco="double_underline"))
        if s.correction is not None and s.correction.seat == seat:
            out.append(Piece(_num(s.correction.delta, sign=True), "step"))
        out.append(Piece(_num(s.mountain_whists[seat], sign=True), "step", deco="circle"))
    elif kind == "whist":
        target: int = fid[2]
        if s.correction is not None and s.correction.seat == target:
            out.append(Piece(_num(s.correction.whists, sign=True), "step"))
        out.append(Piece(_num(s.balances[seat][target], sign=True), "step", deco="circle"))
    else:
        out.append(Piece(_num(s.result[seat], sign=True), "result", bold=True, deco="double_circle"))
    return [Word((p,), gap=WORD_GAP, newline=i == 0) for i, p in enumerate(out)]


def word_need(w: Word) -> float:
    """How much room a word asks for, in ems of line (a field asks for 1 + its words'): struck-out
    values count for less, as they may shrink or go behind an ellipsis where the newest values may not."""
    return (w.em + w.gap) * (STRUCK_WEIGHT if w.pieces[0].faded else 1)

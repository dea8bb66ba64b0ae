"""What one owner's layouts remember between calls (``LayoutCache``), and a field's words fitted into its band.
"""

from __future__ import annotations

from dataclasses import replace

from preferans_desk.core.engine import Sheet
from preferans_desk.core.settlement import Settlement

from .field_ink import BandKey, Ink, InkKey, draw_field
from .field_words import (
    FieldText,
    TextKey,
    entry_words,
    label,
    lit_entries,
    settlement_words,
    short_name,
    word_need,
)
from .flow import SHRINK, Band, Flow, SpanMemo, Word, flow
from .primitives import FieldId

LAST_RESORT = 0.4  # where not even the words that may not be hidden fit at the least size, it shrinks to this share


class LayoutCache:
    """What one owner's layouts remember between calls, so that a deal added or a resize redoes only
    the fields it changed: per field id, the words of its last few contents (each with its ink on the
    last few bands) and the last ink drawn. The window keeps one; an export lays out with a fresh one.
    Used by one thread at a time. (The bounded lru_caches of pure functions, ``_depth_areas``, ``_num``,
    ``label`` and flow's ``_ellipsis``, stay shared: they hold no owner's state.)"""

    TEXTS_KEPT = 8  # contents remembered per field id: the last few sheets, highlights and settlements
    INKS_KEPT = 4  # inks remembered per content: the last few page sizes
    BANDS_KEPT = 4  # per field id, the last ink drawn in each of its last few bands
    SPANS_KEPT = 256  # bands whose lines are kept: every field's last few

    def __init__(self) -> None:
        # per field id, by band (its key in ``ink``), the last ink drawn there, the newest band last
        self.last_inks: dict[FieldId, dict[InkKey, Ink]] = {}
        self.texts: dict[FieldId, list[FieldText]] = {}
        self.spans: dict[BandKey, SpanMemo] = {}  # per band and alignment, its lines as flow found them

    def text(self, sheet: Sheet, fid: FieldId, settlement: Settlement | None, highlight: int | None,
             pending: int | None = None) -> FieldText:
        """The field's words, reused while its ledger, highlight, pending deal and settlement are the same: adding a
        deal to a long game rewrites only the fields it (and the deal before, losing its highlight) wrote,
        and those keep the words of the entries that look the same. ``pending``: the deal (0-based) whose
        entries are drawn as not yet counted."""
        ledger = sheet.ledger(fid)
        kind: str = fid[0]
        entries = tuple(ledger)
        lit = lit_entries(ledger, highlight)
        waiting = lit_entries(ledger, pending)
        other: int | None = fid[2] if kind == "whist" else None
        name = sheet.players[other] if other is not None else None
        short = short_name(name, sheet.players) if name is not None else None
        target = sheet.pool_target if kind == "pool" else None
        steps = tuple(settlement_words(settlement, fid)) if settlement is not None else None
        # the entries last: compared only if all else is the same (by identity, quickly, for the same sheet)
        key: TextKey = (kind, len(entries), entries[-1] if entries else None, lit, waiting, name, short, target, steps,
                        entries)
        recent = self.texts.setdefault(fid, [])
        for i, text in enumerate(recent):
            if text.key == key:
                if i:
                    recent.insert(0, recent.pop(i))
                return text
        base = next((t for t in recent if t.target == target), None)
        values, needs = entry_words(entries, kind, lit, target, base, waiting)
        words: list[Word] = []
        head: list[float] = []
        if name is not None:
            words.append(label(name))
            head.append(word_need(words[0]))
        words += values
        tail = list(steps) if steps is not None else []
        words += tail
        # as _need adds up: 1 + the words' needs in order
        text = FieldText(key, entries, lit, waiting, target, words,
                         1 + sum(head + needs + [word_need(w) for w in tail]), values, needs,
                         [label(short), *words[1:]] if short is not None and short != name else None)
        recent.insert(0, text)
        del recent[self.TEXTS_KEPT:]
        return text

    def ink(self, fid: FieldId, band: Band, text: FieldText, fmax: float, fmin: float, align: str) -> Ink:
        """A field's primitives, reused while its band and words are unchanged. Where only the words
        changed (a deal added), the last ink drawn in that band lends the placement and the primitives
        of the words both begin with: the band of the deal before, or of one a few deals back (a field
        whose depth goes back and forth as the fields fill, as a landscape sheet's pools do)."""
        key: InkKey = (band.frame, band.v0, band.v1, band.c0, band.c1, tuple(band.obstacles), fmax, fmin, align)
        ink = text.inks.get(key)
        last = self.last_inks.setdefault(fid, {})
        if ink is None:
            base = last.get(key)
            if len(text.inks) >= self.INKS_KEPT:
                text.inks.clear()
            band_key: BandKey = (*key[:6], align)
            spans = self.spans.get(band_key)
            if spans is None:
                if len(self.spans) >= self.SPANS_KEPT:
                    self.spans.clear()
                spans = self.spans[band_key] = {}
            result = _flow(band, text.words, fmax, fmin, align, text.short, base.flow if base is not None else None,
                           spans)
            ink = text.inks[key] = draw_field(band.frame, result, base)
        last.pop(key, None)
        last[key] = ink
        if len(last) > self.BANDS_KEPT:
            del last[next(iter(last))]
        return ink


def _flow(band: Band, words: list[Word], fmax: float, fmin: float, align: str, short: list[Word] | None,
          base: Flow | None, memo: SpanMemo | None = None) -> Flow:
    """``flow``, but no word is lost that may not be hidden (the newest value, the name, the settlement):
    where they do not all fit, as in a field one line deep, the words that begin new lines (the
    settlement's steps) are written on after the values instead, if that keeps them all; then, in a whist
    cell, the same with the opponent's name cut short as on paper (``short``: "Gr:" for Grigory); and where
    none of that fits, the type shrinks below ``fmin`` (to LAST_RESORT of it), as a large print's small
    field needs. ``memo``: the band's lines, for ``flow``."""
    done = flow(band, words, fmax, fmin, align, base, memo=memo)
    if not done.cramped:  # (then every word is written, or behind "…")
        return done
    for tried in (words, short) if short is not None else (words,):
        if tried is not words:
            done = flow(band, tried, fmax, fmin, align, memo=memo)
            if not done.cramped:
                return done
        if any(w.newline for w in tried):
            joined = flow(band, [replace(w, newline=False) if w.newline else w for w in tried], fmax, fmin, align,
                          memo=memo)
            if not joined.cramped:
                return joined
    # ``done`` is the flow of ``short or words`` down to fmin, cramped: flow with a floor would search the
    # same sizes again before shrinking, so it begins at the next size down
    smaller = fmin * SHRINK
    if smaller < fmin * LAST_RESORT:
        return done
    return flow(band, short or words, smaller, smaller, align, base if short is None else None,
                floor=fmin * LAST_RESORT, memo=memo)

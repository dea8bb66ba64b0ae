"""The sheet as a phone shows it: the page's size and the larger print, the notes beside the circle in the phone's
language, laid out for one seat at the bottom in one shape. The live sheet's publisher (``share.shared_state``) and
the club night's phone tables (``night.phone_sheet``) both draw it here. No Qt: the notes come from the shipped
translation read without it (``words.compiled``)."""

from __future__ import annotations

from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.game import Rules
from preferans_desk.core.settlement import Settlement
from preferans_desk.words.compiled import translator
from preferans_desk.words.sheet_notes import sheet_notes
from preferans_desk.words.translate import translated_by

from .geometry import LayoutCache, PrintSize, layout_sheet, sheet_aspect
from .primitives import SheetInfo, SheetLayout

PAGE_WIDTH = 1000.0  # the SVG's units (either shape); the viewBox lets a phone scale it to its width
# A phone shows the whole sheet about 360 px wide: the type as large as the table view's (the oldest
# numbers go behind "…" sooner), else the notes beside the circle come out about 6 px high.
PHONE_PRINT: PrintSize = {"type_scale": 1.6, "type_floor": 0.95}


def notes_in(rules: Rules, sheet: Sheet, lang: str) -> SheetInfo:
    """The notes beside the circle in ``lang``: the window's (``words.sheet_notes``), from the shipped
    translation."""
    with translated_by(translator(lang), lang):
        return SheetInfo(**sheet_notes(rules, sheet)._asdict())


def phone_layout(sheet: Sheet, info: SheetInfo | None, seat: int, shape: str, *, settlement: Settlement | None = None,
                 cache: LayoutCache | None = None, pending: DealRecord | None = None) -> SheetLayout:
    """``sheet`` on a phone's page, ``seat`` at the bottom, in ``shape``; ``pending``: a deal entered, not yet
    counted, drawn dashed (``layout_sheet``)."""
    return layout_sheet(sheet, PAGE_WIDTH, PAGE_WIDTH / sheet_aspect(sheet.n, shape), settlement=settlement, info=info,
                        bottom_seat=seat, cache=cache, shape=shape, pending=pending, **PHONE_PRINT)

"""The game document and what keeps it: the one source of state every view shows (``document``), the undo
commands (``commands``), the autosave and its journal (``autosave``), the window's clock (``clock``), the
preferences kept between runs (``preferences``), the club night's document (``night_document``), and the worker
thread the phones' publishers draw in (``newest_worker``).

Imports the core and Qt's non-widget modules only: no view, no dialog, nothing of the window above it.
"""

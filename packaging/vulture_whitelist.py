# vulture's whitelist format: bare names and _.attributes it reads, in a file nothing runs or imports.
# ruff: noqa: B018, F821
"""What vulture takes for unused code in the package but is used where it cannot see, each with why.

    vulture preferans_desk packaging/vulture_whitelist.py --min-confidence 60

vulture is a one-off check of issue 23 (point 5), not a dependency of the project. A finding that is
really dead goes from the code, not into this file; what a run still shows is code nothing in the package uses
(some of it only tests), left to the owners of its modules.
"""

# Qt calls these: overrides of QMainWindow, QSortFilterProxyModel and friends, named as Qt names them.
_.dragEnterEvent  # gui/main_window.py
_.dropEvent  # gui/main_window.py
_.filterAcceptsRow  # gui/game_library/library_filter.py
_.lessThan  # gui/game_library/library_filter.py

# Called by name: MainWindow._export looks each up in export_actions, which it imports only when asked
# (the PDF's imports are heavy); the preview dialog keeps its printer alive (Qt's dialog only points to it).
export_pdf_dialog
export_image_dialog
print_dialog
print_preview
_.printer_

# The standard library calls these: the live sheet's request handler (BaseHTTPRequestHandler) and its
# writer (io.RawIOBase) override its hooks and set the fields it reads; send_error keeps the base's signature.
_.writable
sys_version
protocol_version
default_request_version
_.setup
_.handle
_.rfile
_.close_connection
_.request_version
_.requestline
_.raw_requestline
explain
_.version_string
_.log_message

# The standard library calls these too: the club night's receiver (socketserver's ThreadingHTTPServer reads its
# class fields; BaseHTTPRequestHandler calls do_<METHOD> by the request's method).
daemon_threads
block_on_close
allow_reuse_address
request_queue_size
_.do_GET
_.do_PUT
do_DELETE
do_HEAD
do_PATCH

# Python calls it: library/__init__.py loads the package's names when first asked (PEP 562).
__getattr__

# Read by key or kept for lupdate: a TypedDict's key (render/metrics.py reads font["units_per_em"]), and the
# words of the JSON parser's and the system's messages, marked for translation (words/texts.py).
units_per_em
JSON_PROBLEMS
OS_PROBLEMS

# Used outside the package: the benchmarks, docs/make_screenshots.py and the tests make games and dark
# palettes with these.
sample_game
dark_palette

# Fields of the package's data that only the tests read today: the type a field was written in
# (render/primitives.py, render/geometry.py) and why the library's index was rebuilt (library/index.py).
font_size
_.font_size
_.rebuilt

# The table of every preference (gui/state/preferences.py): its tests check each key is in it, once, and
# that each reads back what was written.
ALL

# Test seams, documented as such: the message beside a setting (new game dialog), the arrow a sort header asks
# the style for (library_filter.py).
_.message_of
_.arrow

# Used by the tests only, as a convenience of the API they exercise (kept: the tests read the package through it).
_.changed_settings  # core/conventions.py: what a house convention sets otherwise than its base
load_conventions  # core/conventions.py: the house conventions of a data folder, read in one call
_.from_preset  # core/game.py: Rules of a preset with overrides (the tests' games are made with it)
_.allpass_price  # core/engine.py: the record's all-pass price, checked against RULES examples
_.edit_fields  # gui/dialogs/deal_widgets.py: the dialog's fields the tests type into
STAT_COLUMNS  # gui/game_library/library_window.py: the statistics table's columns, by name
_.in_review  # gui/panels/history.py: whether the history shows the review controls
row_lines  # gui/panels/history_rows.py: a row's wrapped lines, measured by the tests
repeats  # event/seating.py: how many pairs of a seating meet again, the seating tests' measure
_.from_json  # library/stats.py: a seat's record read back from its JSON, as the tests round-trip it
conflicts  # library/sync_copies.py: the conflict copies to resolve
_.ground_repainted  # render/qt_painter.py: how much of the ground a repaint redrew, for the tests of its cache
LEQ  # words/compiled.py: a plural rule's opcode, named as Qt's format has it (the tests build rules with it)
NEWRULE  # words/compiled.py: the opcode that ends a plural rule (skipped over by position, named for the reader)
PYSIDE_OWN  # gui/qt_feature_scan.py: PySide6's own look, against which the tests compare the quick one

"""A club night or a tournament: its domain, pure Python, no Qt. The director's window, ``event serve`` and the
command line all build on it; it may import the words and the core, never the window, the live sheet's server
or the printout, and the drawing only for a phone table's sheet (``phone_sheet``; the import-linter contracts in
pyproject.toml).

The night itself:
- ``night_model``: what a night is (its players, rounds, tables and their games), as plain data;
- ``night_errors``: ``EventFileError`` and ``EventError``, refusals with one clear message;
- ``night_file``: the event file (``.prefevent``), read with full checks and written atomically;
- ``table_split``: how many tables of three and of four a count of players makes;
- ``seating``: who sits where: a seeded draw, no repeats (a local search), Swiss, by hand;
- ``night_rounds``: seating a night's rounds, late players and leavers, adding a table's game;
- ``tour_points``: a table's result in whists turned into tour points (whists, places, compressed);
- ``table_results``: each table's result in whists, from its game's exact settlement;
- ``standings``: the players' ranks across the rounds;
- ``round_clock``: a table against its round's limits (deals, minutes);
- ``table_codes``: the codes that open a round's tables to the network;
- ``night_report``: the night and its standings as text and JSON for the command line;
- ``night_book``: the director's night as it is played: the event file, its tables' games and the live
  standings, under one lock.

Over the local network (standard library only; each side runs in threads of its own, and the window hands games
over as text and hears back through callbacks it marshals to its own thread):
- ``receiver``: the director's receiver of the tables' games;
- ``table_link``: a table's link to the director;
- ``tables_book``: what the receiver asks of the night; ``night_refusals`` and ``night_limits``.

A table's whole game goes to the director after every change (a deal added, edited, deleted or undone): the
table's laptop is the authority on its own game, a copy sent is never half a deal, and a table that was cut off
catches up by sending its latest copy. Each copy carries a revision, so an older copy arriving late never
replaces a newer one.
"""

# The game file's field a club night's table game carries (docs/file-format.md): the director's address and the
# table's code, round and number, so that the table's window opened again on the game goes on sending it.
NIGHT_KEY = "club_night"

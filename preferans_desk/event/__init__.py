"""A club night or a tournament (issue 25): the event file, seating, tour points and the standings.

Pure Python, no Qt: the director's window and the command line both build on it. It may import the library and
the core, never the window, the words, the live sheet's server, the printout or the drawing (the import-linter
contracts in pyproject.toml).

- ``event_model``: what an event is (its players, rounds, tables and their games), as plain data;
- ``event_errors``: ``EventFileError``, a refusal of an event file with one clear message;
- ``event_file``: the ``.prefevent`` file, read with full checks and written atomically;
- ``table_split``: how many tables of three and of four a count of players makes;
- ``seating``: who sits where: a seeded draw, no repeats (a local search), Swiss, by hand;
- ``event_rounds``: seating an event's rounds, late players and leavers, adding a table's game;
- ``tour_points``: a table's result in whists turned into tour points (whists, places, compressed);
- ``table_results``: each table's result in whists, from its game's exact settlement;
- ``standings``: the players' ranks across the rounds;
- ``event_report``: the event and its standings as text and JSON for the command line.
"""

"""The club night's director (Event > New Club Night, Open Club Night): the director's window with the rounds,
each table's code and live state and the standings, the dialog that starts a night, and the projector view.
It may import the rooms below it (dialogs, panels, sheet, state), the event, the night's network and the core;
the state lives in the event file and its tables' games, kept by ``night.night_book.NightBook``."""

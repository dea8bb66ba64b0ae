"""The window (PySide6), in rooms by role, each a layer that imports only the rooms below it (import-linter's
"The window's rooms" contract in pyproject.toml):

- the top, here: the application (``app``), the main window (``main_window``), its menus and toolbar
  (``window_menus``), its table view on the screen chosen for it (``table_screens``), its files (``game_files``,
  ``places``), export and print (``export_actions``), help, the interface language (``i18n``), the check for
  Qt's X11 libraries (``xcb_libraries``), PySide6's look at the modules imported after it made quick
  (``qt_feature_scan``);
- ``library``: the library window;
- ``dialogs``: the deal dialog over its pure form, a new game, a paper sheet, recovery, names, file choosers;
- ``panels``: the history, the settlement, sharing with the table;
- ``sheet``: the sheet on screen, its strip of facts, the table view;
- ``state``: the game document, its undo commands, the autosave, the clock, the preferences.

Every view draws the document's ``core.moment.Moment`` and works out nothing of its own.
"""

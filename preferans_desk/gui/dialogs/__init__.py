"""The dialogs: a deal (``deal_dialog`` showing the pure ``deal_form``, its widgets), a new game and its
settings (``new_game_dialog`` over its parts ``new_game_players``, ``new_game_rules``, ``new_game_conventions``
and ``new_game_fields``; ``setting_editor``), a paper sheet, recovery, merging names, file choosers.

Imports what lies below it (``gui.panels``, ``gui.sheet``, ``gui.state``, the core, the words); nothing of the
library or the main window.
"""

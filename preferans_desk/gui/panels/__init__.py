"""The window's docks: the history of deals (``history``, ``history_rows``), the settlement step by step
(``settlement_panel``) and sharing with the table (``share_panel``).

Imports the core, the words, the render pipeline, the share server, ``gui.sheet`` and ``gui.state``; no dialog
or window above it.
"""

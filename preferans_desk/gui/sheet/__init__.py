"""The sheet on screen: the painted pulka (``sheet_widget``), the view that fits it with the strip of facts
(``sheet_view``, ``facts_strip``), the table view (``table_view``) and the palette's tones (``tones``).

Imports the core, the render pipeline, the words and ``gui.state``; no panel, dialog or window above it.
"""

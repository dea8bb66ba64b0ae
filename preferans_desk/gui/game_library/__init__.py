"""The library window: the games found (``library_window``, ``library_model``, ``library_filter``), their
statistics and charts (``library_stats``, ``charts``).

Imports the library's index, the dialogs and everything below them; nothing of the main window.
"""

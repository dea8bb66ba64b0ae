"""The words layer: every translatable wording of deals, writes, refusals and settings, without Qt.

Below the window (``gui``) and the printout (``export``), above the library and the core, whose codes and
English messages it words in the interface language or any other:

- ``translate``: the injectable translator (``tr``, ``translate``, ``translated_by``, ``install``). Its
  default gives the English source text, so that nothing here loads Qt; the window installs
  ``QCoreApplication.translate`` (gui/i18n.py), an export in a chosen language lends its own for a while.
- ``texts``: a deal, a write, a reason and a refusal in words (the history, the sheet's hover text, the entry
  dialog, message boxes): the core's and the library's tables are translated where they stand, each English
  template marked there with ``core.noop.QT_TRANSLATE_NOOP`` and found so by lupdate (one source for each).
- ``settings_help``: every scoring setting, choice and convention in plain words (context "SettingsHelp").
- ``settlement_text``: `preferans-desk settle`'s text, the core's settlement rows in columns (context
  "SettleText").
- ``sheet_notes``: the notes beside the circle (the window's sheet and the phones' alike).
- ``compiled``: the shipped ``.qm`` translations read without Qt, a translator into any language for the live
  sheet's server; ``languages``: the languages and each one's own name; ``share_page``: the phones' page's words.
"""

"""A placeholder for the scoring page's deal-entry form (issue 34), which the entry's own work replaces: the form's
HTML (put into the page's ``<section id="entry">``), its CSS, its script (defining ``PhoneEntry``) and its words in
each language (``{lang: {key: text}}``), as ``night/phone_page.py`` assembles them."""

ENTRY_HTML = ""
ENTRY_CSS = ""
ENTRY_JS = "const PhoneEntry = {mount() {}, show() {}, relang() {}};"
ENTRY_WORDS: dict[str, dict[str, str]] = {}

"""What the event refuses, with one clear message each, as the core refuses a game file (``core/errors.py``).

``EventFileError`` is an event file that cannot be read (it names the field and the problem, and the nested
refusal it wraps, such as a number's ``NumberError`` or a table's game's ``GameFileError``); ``EventError`` is an
operation the event cannot do (adding a game to a table of other players, seating a Swiss round before the
round it follows is in). Both carry a code and plain parameters, so that the director's window can word them in
the interface language; ``str(error)`` is the English text the command line prints. Every template is marked for
Qt Linguist where it stands (``core/noop.py``), as the core's are.
"""

from __future__ import annotations

from preferans_desk.core.errors import CodedError
from preferans_desk.core.noop import QT_TRANSLATE_NOOP

# English wording of each EventFileError code; ``{cause}`` is the nested refusal's text.
EVENT_FILE_MESSAGES: dict[str, str] = {
    "unreadable": "{cause}",  # the game file's guard (core.gamefile.read_bytes) says why, in its own words
    "too_large": QT_TRANSLATE_NOOP("", "the file is larger than {megabytes} MB; it is not an event file"),
    "save_too_large": QT_TRANSLATE_NOOP("", "the night would be larger than {megabytes} MB, more than an event file "
                                            "may hold; it is not written"),
    "not_utf8": QT_TRANSLATE_NOOP("", "the file is not UTF-8 text; it is not an event file"),
    "empty": QT_TRANSLATE_NOOP("", "the file is not valid JSON: it is empty"),
    "json_syntax": QT_TRANSLATE_NOOP("", "the file is not valid JSON (line {line}, column {column}: {json_problem})"),
    "nested_too_deeply": QT_TRANSLATE_NOOP("", "the file is nested too deeply; it is not an event file"),
    # json_value's causes, refused while the JSON is decoded (core/json_text.py), worded as the game file's are
    "json_value": QT_TRANSLATE_NOOP("", "the file is not valid JSON: {cause}"),
    "number_out_of_range": QT_TRANSLATE_NOOP("", "the number {number} is out of range"),
    "duplicate_key": QT_TRANSLATE_NOOP("", "the key {key} appears twice in one object"),
    "json_constant": QT_TRANSLATE_NOOP("", "{constant} is not a number an event file may hold"),
    "not_unicode": QT_TRANSLATE_NOOP("", "the file holds text that is not valid Unicode (a lone surrogate)"),
    "not_object": QT_TRANSLATE_NOOP("", "the file holds no event (its JSON is not an object)"),
    "not_event": QT_TRANSLATE_NOOP("", "this is not a Preferans Desk event (format is {format}, expected "
                                       "{expected})"),
    "version": QT_TRANSLATE_NOOP("", "version must be a whole number from 1, not {version}"),
    "newer_version": QT_TRANSLATE_NOOP("", "this event was saved by a newer Preferans Desk (file version {version}; "
                                           "this one reads up to {supported}); please update"),
    "missing": QT_TRANSLATE_NOOP("", "{key} is missing"),
    "in_field": QT_TRANSLATE_NOOP("", "{key}: {cause}"),
    "list": QT_TRANSLATE_NOOP("", "{key} must be a list, not {value}"),
    "object": QT_TRANSLATE_NOOP("", "{key} must be an object, not {value}"),
    "text": QT_TRANSLATE_NOOP("", "{key} must be text of 1 to {max} characters, not {value}"),
    "flag": QT_TRANSLATE_NOOP("", "{key} must be true or false, not {value}"),
    "whole_number": QT_TRANSLATE_NOOP("", "{key} must be a whole number from {least} to {most}, not {value}"),
    "choice": QT_TRANSLATE_NOOP("", "{key} must be one of {choices}, not {value}"),
    "count": QT_TRANSLATE_NOOP("", "{key} must list {least} to {most} entries, not {count}"),
    "numbered": QT_TRANSLATE_NOOP("", "{key} must be {expected}, its place in the list, not {value}"),
    "name_empty": QT_TRANSLATE_NOOP("", "{key}: a name must be non-empty text"),
    "name_long": QT_TRANSLATE_NOOP("", "{key}: the name is longer than {max} characters"),
    "name_twice": QT_TRANSLATE_NOOP("", "{key}: {name} is the name of another player, {other} (names must differ "
                                        "in more than capital letters)"),
    "player_rounds": QT_TRANSLATE_NOOP("", "{key}: last_round {last} comes before first_round {first}"),
    "unknown_player": QT_TRANSLATE_NOOP("", "{key}: {name} is not a player of the event"),
    "seated_twice": QT_TRANSLATE_NOOP("", "{key}: {name} has two seats in one round"),
    "not_playing": QT_TRANSLATE_NOOP("", "{key}: {name} does not play in round {round}"),
    "unknown_convention": QT_TRANSLATE_NOOP("", "convention: unknown convention {convention} (known: {known})"),
    "places": QT_TRANSLATE_NOOP("", "{key} must list {count} numbers, one for each place at a table of {count}"),
    "rising": QT_TRANSLATE_NOOP("", "{key}: the breakpoints must rise, and {value} does not come after {previous}"),
    "not_negative": QT_TRANSLATE_NOOP("", "{key} must not be below zero, not {value}"),
    "game_path": QT_TRANSLATE_NOOP("", "{key} must be the path of a game file (text), or null, not {value}"),
    "table_code": QT_TRANSLATE_NOOP("", "{key} must be a table's code of {length} of the letters and digits "
                                        "{letters}, or absent, not {value}"),
    "timestamp": QT_TRANSLATE_NOOP("", "{key} must be a time with its offset in the years {first} to {last}, such as "
                                       "2026-12-05T19:00:00+03:00, or absent, not {value}"),
    "game_outside": QT_TRANSLATE_NOOP("", "{key}: {value} is not a path inside the night's folder (a table's game is "
                                          "named from the event file's folder, with forward slashes, without \"..\", "
                                          "a drive or a colon, such as \"Friday games/round-1-table-1.pulka\")"),
    "game_twice": QT_TRANSLATE_NOOP("", "{key}: the game {value} is the game of round {round}, table {table} too; a "
                                        "game counts once"),
    "number_bounds": QT_TRANSLATE_NOOP("", "{key} must be a number from {least} to {most}, not {value}"),
    "code_twice": QT_TRANSLATE_NOOP("", "{key}: the code {value} is another table's too"),
    "reason": QT_TRANSLATE_NOOP("", "{key} must be text of at most {max} characters, not {value}"),
}

# English wording of each EventError code.
EVENT_MESSAGES: dict[str, str] = {
    "few_players": QT_TRANSLATE_NOOP("", "round {round} has {count} players; a table needs at least 3"),
    "strict_size": QT_TRANSLATE_NOOP("", "{count} players do not sit at tables of {size} alone; give the table size "
                                         "as mixed (tables of three and four)"),
    "no_round": QT_TRANSLATE_NOOP("", "the event has no round {round} (it has {count})"),
    "no_table": QT_TRANSLATE_NOOP("", "round {round} has no table {table} (it has {count})"),
    "not_seated": QT_TRANSLATE_NOOP("", "round {round} is not seated yet"),
    "has_game": QT_TRANSLATE_NOOP("", "round {round}, table {table} already has a game, {path}"),
    "round_started": QT_TRANSLATE_NOOP("", "round {round} has games already; a round is seated only before its "
                                           "first game is in"),
    "previous_open": QT_TRANSLATE_NOOP("", "round {round} is seated by the standings after round {previous}, whose "
                                           "games are not all in (tables {tables})"),
    "previous_playing": QT_TRANSLATE_NOOP("", "round {round} is seated by the standings after round {previous}, "
                                              "whose tables {tables} are still playing"),
    "game_players": QT_TRANSLATE_NOOP("", "the game's players are {players}, not those of round {round}, table "
                                          "{table}: {table_players}"),
    "game": QT_TRANSLATE_NOOP("", "round {round}, table {table}: {path}: {cause}"),
    "hand_seats": QT_TRANSLATE_NOOP("", "round {round} seats {wanted}; by hand, every one of them sits at one table "
                                        "({problem})"),
    "table_size": QT_TRANSLATE_NOOP("", "a table has 3 or 4 players, not {count}: {players}"),
    "player_known": QT_TRANSLATE_NOOP("", "{name} is a player of the event already"),
    "player_unknown": QT_TRANSLATE_NOOP("", "{name} is not a player of the event"),
    "player_round": QT_TRANSLATE_NOOP("", "{name} plays rounds {first} to {last}; round {round} is not among them"),
    "no_open_round": QT_TRANSLATE_NOOP("", "every round has games already; no round is left to change"),
    "breakpoints": QT_TRANSLATE_NOOP("", "compressed points need breakpoints such as 200:1/10,650:0, not {value}"),
    "game_outside": QT_TRANSLATE_NOOP("", "{path} leads out of the night's folder; a table's game is kept inside it"),
    "game_elsewhere": QT_TRANSLATE_NOOP("", "{path} is outside the night's folder, {folder}; copy it there (the "
                                            "director's games are in \"{games}\") and add it from there"),
    "game_twice": QT_TRANSLATE_NOOP("", "{path} is the game of round {round}, table {table} already; a game counts "
                                        "once"),
    "no_deals": QT_TRANSLATE_NOOP("", "{path} has no deals; a game of no deals is no game"),
    # one writer (night_lock), and a book opened to watch
    "night_held": QT_TRANSLATE_NOOP("", "the night is being written by the {what} on {host} (process {pid}, since "
                                        "{since}); a night has one writer at a time"),
    "night_lock": QT_TRANSLATE_NOOP("", "the night's lock file {path} cannot be used: {os_problem}"),
    "read_only": QT_TRANSLATE_NOOP("", "the night is open here only to watch: another program writes it"),
    "night_closed": QT_TRANSLATE_NOOP("", "the night is closed here and its lock let go: nothing more is written"),
    "night_changed": QT_TRANSLATE_NOOP("", "another program wrote the night while this one's lock was lost; the "
                                           "night is read again as it is now: make the change again"),
    "reason_long": QT_TRANSLATE_NOOP("", "a reason is at most {max} characters, not {count}"),
    "no_held_copy": QT_TRANSLATE_NOOP("", "round {round}, table {table} has no copy held for the director"),
    "no_open_entry": QT_TRANSLATE_NOOP("", "round {round}, table {table} has no phone's deal {id} waiting"),
}


class EventFileError(CodedError):
    """An event file that cannot be read, with one clear message (``EVENT_FILE_MESSAGES``)."""

    MESSAGES = EVENT_FILE_MESSAGES


class EventError(CodedError):
    """Something the event cannot do as asked (``EVENT_MESSAGES``)."""

    MESSAGES = EVENT_MESSAGES

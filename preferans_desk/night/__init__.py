"""The club night over the local network: the director's receiver of the tables' games and a table's link to
it. Standard library only, no Qt (each side runs in threads of its own; the window hands games over as text
and hears back through callbacks it marshals to its own thread). It may import the core and nothing above.

A table's whole game goes to the director after every change (a deal added, edited, deleted or undone): the
table's laptop is the authority on its own game, a copy sent is never half a deal, and a table that was cut off
catches up by sending its latest copy. Each copy carries a revision (the time it was made, in nanoseconds), so
an older copy arriving late never replaces a newer one.
"""

# The game file's field a club night's table game carries (docs/file-format.md): the director's address and the
# table's code, round and number, so that the table's window opened again on the game goes on sending it.
NIGHT_KEY = "club_night"

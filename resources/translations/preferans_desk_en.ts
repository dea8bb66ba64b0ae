<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/texts.py" line="102"/>
        <source>{0} misère, %n trick(s) taken</source>
        <translation>
            <numerusform>{0} misère, %n trick taken</numerusform>
            <numerusform>{0} misère, %n tricks taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/texts.py" line="134"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/texts.py" line="136"/>
        <source>down %n</source>
        <translation>
            <numerusform>down %n</numerusform>
            <numerusform>down %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="25"/>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="141"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="55"/>
        <source>%1 holds %n deal(s) and was saved after the autosave</source>
        <translation>
            <numerusform>%1 holds %n deal and was saved after the autosave</numerusform>
            <numerusform>%1 holds %n deals and was saved after the autosave</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="57"/>
        <source>%1 holds %n deal(s), saved before the autosave</source>
        <translation>
            <numerusform>%1 holds %n deal, saved before the autosave</numerusform>
            <numerusform>%1 holds %n deals, saved before the autosave</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/share_page.py" line="52"/>
        <source>%n whist(s)</source>
        <translation>
            <numerusform>%n whist</numerusform>
            <numerusform>%n whists</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClubPage</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="156"/>
        <source>%n game(s) in the season</source>
        <translation>
            <numerusform>%n game in the season</numerusform>
            <numerusform>%n games in the season</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="208"/>
        <source>All-pass at %1 whists a trick, %n in a row</source>
        <translation>
            <numerusform>All-pass at %1 whists a trick, %n in a row</numerusform>
            <numerusform>All-pass at %1 whists a trick, %n in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="209"/>
        <source>All-pass at %1 a trick, %n in a row</source>
        <translation>
            <numerusform>All-pass at %1 a trick, %n in a row</numerusform>
            <numerusform>All-pass at %1 a trick, %n in a row</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="331"/>
        <source>Round %1 has %n table(s) still playing (%2).</source>
        <translation>
            <numerusform>Round %1 has %n table still playing (%2).</numerusform>
            <numerusform>Round %1 has %n tables still playing (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FactsStrip</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="107"/>
        <source>After %n all-pass(es): the next at %1 a trick, games from %2</source>
        <translation>
            <numerusform>After %n all-pass: the next at %1 a trick, games from %2</numerusform>
            <numerusform>After %n all-passes: the next at %1 a trick, games from %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="114"/>
        <source>%n pool(s) open</source>
        <translation>
            <numerusform>%n pool open</numerusform>
            <numerusform>%n pools open</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="132"/>
        <source>Last round: %n deal(s) left</source>
        <translation>
            <numerusform>Last round: %n deal left</numerusform>
            <numerusform>Last round: %n deals left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="138"/>
        <source>Time is up: %n deal(s) to finish the round</source>
        <translation>
            <numerusform>Time is up: %n deal to finish the round</numerusform>
            <numerusform>Time is up: %n deals to finish the round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="141"/>
        <source>Ends at %1: %n minute(s) left</source>
        <translation>
            <numerusform>Ends at %1: %n minute left</numerusform>
            <numerusform>Ends at %1: %n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="469"/>
        <source>%n game(s) in the library</source>
        <translation>
            <numerusform>%n game in the library</numerusform>
            <numerusform>%n games in the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="470"/>
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="472"/>
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n cannot be read</numerusform>
            <numerusform>%n cannot be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="482"/>
        <source>Statistics of the %n selected game(s)</source>
        <translation>
            <numerusform>Statistics of the %n selected game</numerusform>
            <numerusform>Statistics of the %n selected games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="484"/>
        <source>Statistics of the %n game(s) shown (select several games to narrow them down)</source>
        <translation>
            <numerusform>Statistics of the %n game shown (select several games to narrow them down)</numerusform>
            <numerusform>Statistics of the %n games shown (select several games to narrow them down)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="540"/>
        <source>Delete %n game file(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n game file? This cannot be undone.</numerusform>
            <numerusform>Delete %n game files? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="580"/>
        <source>%n game(s) copied into the library.</source>
        <translation>
            <numerusform>%n game copied into the library.</numerusform>
            <numerusform>%n games copied into the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="582"/>
        <source>%n were there already.</source>
        <translation>
            <numerusform>%n was there already.</numerusform>
            <numerusform>%n were there already.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/main_window.py" line="293"/>
        <source>%n minute(s) to the agreed hour</source>
        <translation>
            <numerusform>%n minute to the agreed hour</numerusform>
            <numerusform>%n minutes to the agreed hour</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NightTable</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_seat.py" line="143"/>
        <source>The director had %n more deal(s) of this table: added here.</source>
        <translation>
            <numerusform>The director had %n more deal of this table: added here.</numerusform>
            <numerusform>The director had %n more deals of this table: added here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_seat.py" line="181"/>
        <source>Table %1: the director has %n deal(s)</source>
        <translation>
            <numerusform>Table %1: the director has %n deal</numerusform>
            <numerusform>Table %1: the director has %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_seat.py" line="205"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>%n minute left</numerusform>
            <numerusform>%n minutes left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="95"/>
        <source>%1: rating %2 (%3 this season), %n game(s)</source>
        <translation>
            <numerusform>%1: rating %2 (%3 this season), %n game</numerusform>
            <numerusform>%1: rating %2 (%3 this season), %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="255"/>
        <source>%n device(s) watching</source>
        <translation>
            <numerusform>%n device watching</numerusform>
            <numerusform>%n devices watching</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/sheet_widget.py" line="171"/>
        <source>Pool to %1, %n deal(s).</source>
        <translation>
            <numerusform>Pool to %1, %n deal.</numerusform>
            <numerusform>Pool to %1, %n deals.</numerusform>
        </translation>
    </message>
</context>
</TS>

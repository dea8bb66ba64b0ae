<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../gui/texts.py" line="78"/>
        <source>{0} misère, %n trick(s) taken</source>
        <translation>
            <numerusform>{0} misère, %n trick taken</numerusform>
            <numerusform>{0} misère, %n tricks taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/texts.py" line="99"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../gui/texts.py" line="101"/>
        <source>down %n</source>
        <translation>
            <numerusform>down %n</numerusform>
            <numerusform>down %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../gui/main_window.py" line="323"/>
        <source>%n pool(s) open</source>
        <translation>
            <numerusform>%n pool open</numerusform>
            <numerusform>%n pools open</numerusform>
        </translation>
    </message>
</context>
</TS>

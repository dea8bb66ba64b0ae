<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <location filename="../../preferans_desk/words/sheet_notes.py" line="30"/>
        <source>whist = {0}</source>
        <translation>вист = {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/sheet_notes.py" line="32"/>
        <source>all-pass at {0}</source>
        <translation>распасы по {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/sheet_notes.py" line="33"/>
        <source>exit {0}</source>
        <translation>выход {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/sheet_notes.py" line="34"/>
        <location filename="../../preferans_desk/words/texts.py" line="144"/>
        <source>{0} deals</source>
        <translation>{0} сдаёт</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="39"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="81"/>
        <source>whisted</source>
        <translation>вист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="81"/>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="81"/>
        <source>half-whisted</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="89"/>
        <source>(blind)</source>
        <translation>(втёмную)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="101"/>
        <source>{0} misère, made</source>
        <translation>{0}: мизер сыгран</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/texts.py" line="102"/>
        <source>{0} misère, %n trick(s) taken</source>
        <translation>
            <numerusform>{0}: мизер, взята %n взятка</numerusform>
            <numerusform>{0}: мизер, взяты %n взятки</numerusform>
            <numerusform>{0}: мизер, взято %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="105"/>
        <source>All-pass #{0}: {1}</source>
        <translation>Распасы №{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="107"/>
        <source>Adjustment</source>
        <translation>Поправка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="117"/>
        <source>totus {0}</source>
        <translation>тотус {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="120"/>
        <location filename="../../preferans_desk/words/texts.py" line="239"/>
        <source>gave up without three</source>
        <translation>уход без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="124"/>
        <source>both passed</source>
        <translation>оба спасовали</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="129"/>
        <source>{0}, the dealer, whisted</source>
        <translation>{0} (сдающий) вистовал</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/texts.py" line="134"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/texts.py" line="136"/>
        <source>down %n</source>
        <translation>
            <numerusform>без %n</numerusform>
            <numerusform>без %n</numerusform>
            <numerusform>без %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="139"/>
        <source>(written off the mountain)</source>
        <translation>(списано с горы)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="156"/>
        <source>{0} {1} pool</source>
        <translation>{0}: пуля {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="158"/>
        <source>{0} {1} mountain</source>
        <translation>{0}: гора {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="159"/>
        <source>{0} {1} whists on {2}</source>
        <translation>{0} → {2}: висты {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="169"/>
        <source>nothing is written</source>
        <translation>ничего не записывается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="176"/>
        <source>Worth: {0}</source>
        <translation>Стоимость сдачи: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="205"/>
        <source>{0} into the own pool</source>
        <translation>{0} в свою пулю</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="206"/>
        <source>{0} help {1}</source>
        <translation>{0} в помощь ({1})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="208"/>
        <source>{0} off the mountain</source>
        <translation>{0} списано с горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="210"/>
        <source>{0}: {1} for the {2} — {3}</source>
        <translation>{0}: {2}, {1} — {3}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="223"/>
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="224"/>
        <source>game written off the mountain</source>
        <translation>игра, списанная с горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="225"/>
        <source>undertricks</source>
        <translation>ремиз</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="226"/>
        <source>whists for tricks</source>
        <translation>висты за взятки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="227"/>
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="228"/>
        <source>whisters&apos; duty</source>
        <translation>недовист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="229"/>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="230"/>
        <source>talon bonus</source>
        <translation>висты за прикуп</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="231"/>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="232"/>
        <source>misère tricks</source>
        <translation>взятки на мизере</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="233"/>
        <source>all-pass</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="234"/>
        <source>no trick on all-pass</source>
        <translation>ни одной взятки на распасах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="235"/>
        <source>help</source>
        <translation>помощь</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="236"/>
        <source>help, off the mountain</source>
        <translation>помощь, с горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="237"/>
        <source>adjustment</source>
        <translation>поправка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="240"/>
        <source>totus bonus</source>
        <translation>премия за тотус</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="241"/>
        <source>game written off the mountain first</source>
        <translation>игра списана с горы в первую очередь</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="254"/>
        <source>deal {0}: {1}</source>
        <translation>сдача {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="275"/>
        <source>Choose a player.</source>
        <translation>Выберите игрока.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="276"/>
        <source>{seat} deals and sits out this deal; he cannot declare.</source>
        <translation>{seat} сдаёт и в этой сдаче сидит на прикупе: играть он не может.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="277"/>
        <source>The level must be 6 to 10.</source>
        <translation>Игра — от шестерной до десятерной.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="278"/>
        <source>Choose a suit or no-trump.</source>
        <translation>Выберите масть или БК.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="279"/>
        <source>Give both defenders&apos; decisions.</source>
        <translation>Укажите, что сказали оба вистующих.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="280"/>
        <source>Each defender whists, passes or half-whists.</source>
        <translation>Каждый вистующий говорит «вист», «пас» или «полвиста».</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="281"/>
        <source>Half-whist is not allowed at level {level} under these rules.</source>
        <translation>По этим правилам на игре {level} полвиста не бывает.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="282"/>
        <source>Only the second defender may half-whist, and only after the first passed.</source>
        <translation>«Полвиста» может сказать только второй вистующий и только после паса первого.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="283"/>
        <source>Stalingrad: on 6♠ both defenders must whist.</source>
        <translation>Сталинград: на 6♠ вистуют оба.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="284"/>
        <source>Enter the tricks: somebody whisted.</source>
        <translation>Введите взятки: кто-то вистовал.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="285"/>
        <source>Enter one trick count per player.</source>
        <translation>Введите число взяток каждого игрока.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="286"/>
        <source>{seat}: a trick count is 0 to 10.</source>
        <translation>{seat}: взяток может быть от 0 до 10.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="287"/>
        <source>{seat} deals and sits out: he takes no tricks.</source>
        <translation>{seat} сдаёт и сидит на прикупе: взяток у него нет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="288"/>
        <source>Enter {seat}&apos;s tricks.</source>
        <translation>Введите взятки игрока {seat}.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="289"/>
        <source>The tricks add up to {total}, not 10.</source>
        <translation>Всего взяток {total}, а должно быть 10.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="290"/>
        <source>Talon tricks are 0 to 3.</source>
        <translation>Взяток в прикупе — от 0 до 3.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="291"/>
        <source>Blind games are not allowed under these rules.</source>
        <translation>По этим правилам игры втёмную нет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="292"/>
        <source>These rules do not allow writing a game off the mountain.</source>
        <translation>По этим правилам игру нельзя списать с горы.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="293"/>
        <source>Only a made game can be written off the mountain.</source>
        <translation>С горы можно списать только сыгранную игру.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="294"/>
        <source>The misère declarer takes 0 to 10 tricks.</source>
        <translation>Игрок на мизере берёт от 0 до 10 взяток.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="295"/>
        <source>Give one amount per player.</source>
        <translation>Укажите по одной сумме на каждого игрока.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="296"/>
        <source>Amounts must be exact numbers.</source>
        <translation>Суммы должны быть точными числами.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="297"/>
        <source>Whists are written by one player on another.</source>
        <translation>Висты пишет один игрок на другого.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="298"/>
        <source>All-passes in a row: {streak}. The game must be {exit} or higher.</source>
        <translation>Распасов подряд: {streak}. Игра должна быть не ниже {exit}.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="299"/>
        <source>This deal would take a total on the sheet beyond ±{limit}, more than a game may hold.</source>
        <translation>После этой сдачи итог на листе вышел бы за ±{limit} — больше, чем может вместить игра.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="301"/>
        <source>This deal would leave a total on the sheet with fractions finer than 1/{limit}, more than a game may hold.</source>
        <translation>После этой сдачи итог на листе потребовал бы дробей мельче 1/{limit} — больше, чем может вместить игра.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="233"/>
        <source>cannot read the file: {os_problem}</source>
        <translation>не удаётся прочитать файл: {os_problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="234"/>
        <source>cannot read the file: it is {node}, not a file</source>
        <translation>не удаётся прочитать файл: это {node}, а не файл</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="235"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="23"/>
        <source>the file is not valid JSON: it is empty</source>
        <translation>файл не является корректным JSON: он пуст</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="236"/>
        <source>the file is larger than {megabytes} MB; it is not a game file</source>
        <translation>файл больше {megabytes} МБ; это не файл партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="237"/>
        <source>the file is not UTF-8 text; it is not a game file</source>
        <translation>файл не является текстом в UTF-8; это не файл партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="238"/>
        <source>the file is nested too deeply; it is not a game file</source>
        <translation>в файле слишком глубокая вложенность; это не файл партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="239"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="24"/>
        <source>the file is not valid JSON (line {line}, column {column}: {json_problem})</source>
        <translation>в файле ошибка JSON (строка {line}, столбец {column}: {json_problem})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="240"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="27"/>
        <source>the file is not valid JSON: {cause}</source>
        <translation>в файле ошибка JSON: {cause}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="241"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="28"/>
        <source>the number {number} is out of range</source>
        <translation>число {number} вне допустимых пределов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="242"/>
        <source>{constant} is not a number a game file may hold</source>
        <translation>{constant} — такого числа в файле партии быть не может</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="243"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="29"/>
        <source>the key {key} appears twice in one object</source>
        <translation>ключ {key} дважды встречается в одном объекте</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="244"/>
        <source>the file is nested more than {depth} levels deep; it is not a game file</source>
        <translation>вложенность в файле глубже {depth} уровней; это не файл партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="245"/>
        <source>the file holds no game (its JSON is not an object)</source>
        <translation>в файле нет партии (его JSON — не объект)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="246"/>
        <source>this is not a Preferans Desk game (format is {format}, expected {expected})</source>
        <translation>это не партия Preferans Desk (format — {format}, а нужно {expected})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="248"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="35"/>
        <source>version must be a whole number from 1, not {version}</source>
        <translation>version должно быть целым числом от 1, а не {version}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="249"/>
        <source>this game was saved by a newer Preferans Desk (file version {version}; this one reads up to {supported}); please update</source>
        <translation>партия сохранена более новой версией Preferans Desk (версия файла {version}, а эта программа читает версии до {supported}); обновите программу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="251"/>
        <source>players must list 3 or 4 names, not {count}</source>
        <translation>в players должно быть 3 или 4 имени, а не {count}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="252"/>
        <source>players must list 3 or 4 names, not {type}</source>
        <translation>players должно быть списком из 3 или 4 имён, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="253"/>
        <source>player {index}: a name must be non-empty text</source>
        <translation>игрок {index}: имя должно быть непустым текстом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="254"/>
        <source>player {index}: the name is longer than {max} characters</source>
        <translation>игрок {index}: имя длиннее {max} символов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="255"/>
        <source>players: two players have the same name</source>
        <translation>players: у двух игроков одинаковое имя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="256"/>
        <source>players {first} and {second}: {name} and {other} count as the same name (names must differ in more than capital letters)</source>
        <translation>игроки {first} и {second}: {name} и {other} считаются одним именем (имена должны отличаться не только заглавными буквами)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="258"/>
        <source>{key} must be a seat from 0 to {last}, not {value}</source>
        <translation>{key} должно быть номером места от 0 до {last}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="259"/>
        <source>rules must be an object, not {type}</source>
        <translation>rules должно быть объектом, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="260"/>
        <source>rules.convention: unknown convention {convention} (known: {known})</source>
        <translation>rules.convention: неизвестная конвенция {convention} (известны: {known})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="261"/>
        <source>rules.pool_target must be a whole number from 1 to 10000, not {value}</source>
        <translation>rules.pool_target (пуля) должно быть целым числом от 1 до 10000, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="262"/>
        <source>rules.settings must be an object, not {type}</source>
        <translation>rules.settings должно быть объектом, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="263"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="39"/>
        <source>{key}: {cause}</source>
        <translation>поле {key}: {cause}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="264"/>
        <source>rules.whist_price must be positive</source>
        <translation>rules.whist_price (цена виста) должно быть больше нуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="265"/>
        <source>rules.currency must be a short text such as RUB</source>
        <translation>rules.currency должно быть коротким текстом, например RUB</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="266"/>
        <source>deals must be a list, not {type}</source>
        <translation>deals должно быть списком, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="267"/>
        <source>the game has {count} deals, more than the {max} a game may hold</source>
        <translation>в игре {count} сдач, больше {max}, которые может содержать игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="268"/>
        <source>deal {deal}: {cause}</source>
        <translation>сдача {deal}: {cause}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="269"/>
        <source>a deal must be an object, not {type}</source>
        <translation>сдача должна быть объектом, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="270"/>
        <source>kind must be contract, misere, allpass or adjust, not {kind}</source>
        <translation>kind должно быть contract, misere, allpass или adjust, а не {kind}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="271"/>
        <source>defence must be a list of two decisions, such as [&quot;whist&quot;, &quot;pass&quot;]</source>
        <translation>defence должно быть списком из двух решений, например [&quot;whist&quot;, &quot;pass&quot;]</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="272"/>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} должно быть целым числом, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="273"/>
        <source>{key} must be text, not {value}</source>
        <translation>{key} должно быть текстом, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="274"/>
        <location filename="../../preferans_desk/night/night_errors.py" line="43"/>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} должно быть true или false, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="275"/>
        <source>{key} must be an ISO 8601 timestamp, not {value}</source>
        <translation>{key} должно быть датой и временем в формате ISO 8601, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="276"/>
        <source>tricks must be a list with one count per seat, not {value}</source>
        <translation>tricks должно быть списком взяток, по числу на каждое место, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="277"/>
        <source>a trick count must be a whole number or null, not {value}</source>
        <translation>число взяток должно быть целым числом или null, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="278"/>
        <source>{key} must be a list with one amount per seat</source>
        <translation>{key} должно быть списком сумм, по одной на каждое место</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="279"/>
        <source>whists must be a list of [writer, target, amount]</source>
        <translation>whists должно быть списком записей [кто пишет, на кого, сколько]</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="280"/>
        <source>a whists entry must be [writer, target, amount], not {value}</source>
        <translation>запись в whists должна иметь вид [кто пишет, на кого, сколько], а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="281"/>
        <source>a whists entry names seats by number, not {value}</source>
        <translation>в записи whists места указываются номерами, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="282"/>
        <source>{key} is not valid Unicode text: it holds a lone surrogate, {char}</source>
        <translation>{key} — это не правильный текст Юникода: в нём одиночный суррогат {char}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="283"/>
        <source>{key} is longer than {max} characters</source>
        <translation>{key} длиннее {max} символов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="285"/>
        <source>cannot read the folder: {os_problem}; the games in it are not listed</source>
        <translation>не удаётся прочитать папку: {os_problem}; игры в ней не показаны</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="286"/>
        <source>the file&apos;s name is not valid UTF-8; rename the file to list it in the library</source>
        <translation>имя файла не в кодировке UTF-8; переименуйте файл, чтобы он попал в библиотеку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="288"/>
        <source>the game&apos;s results are too large for the library to keep</source>
        <translation>итоги игры слишком велики, чтобы библиотека могла их сохранить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="289"/>
        <source>Preferans Desk failed to read this file ({problem}); please report it</source>
        <translation>Preferans Desk не смог прочитать этот файл ({problem}); пожалуйста, сообщите об этом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="295"/>
        <source>{key} must be left out of {what}</source>
        <translation>у сдачи «{what}» не должно быть поля {key}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="28"/>
        <source>there is no such setting</source>
        <translation>такой настройки нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="30"/>
        <source>must be one of {choices}, not {value}</source>
        <translation>должно быть одним из значений {choices}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="31"/>
        <source>must be true or false, not {type}</source>
        <translation>должно быть true или false, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="32"/>
        <source>must be a list of 1 to 20 positive numbers</source>
        <translation>должно быть списком от 1 до 20 положительных чисел</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="33"/>
        <source>every multiplier must be positive</source>
        <translation>каждый множитель должен быть больше нуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="34"/>
        <source>must be positive</source>
        <translation>должно быть больше нуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="35"/>
        <source>must not be negative</source>
        <translation>не может быть отрицательным</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="36"/>
        <source>must be a whole number</source>
        <translation>должно быть целым числом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="37"/>
        <source>must be an object keyed by level, {{&quot;6&quot;: ..., &quot;10&quot;: ...}}</source>
        <translation>должно быть объектом с уровнями в качестве ключей, {{&quot;6&quot;: ..., &quot;10&quot;: ...}}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="38"/>
        <source>must give exactly the levels 6, 7, 8, 9 and 10</source>
        <translation>должно задавать ровно уровни 6, 7, 8, 9 и 10</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="39"/>
        <source>must be a list of levels (6 to 10)</source>
        <translation>должно быть списком уровней (от 6 до 10)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="40"/>
        <source>every level must be a whole number from 6 to 10</source>
        <translation>каждый уровень должен быть целым числом от 6 до 10</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="41"/>
        <source>must list at least one level</source>
        <translation>должно содержать хотя бы один уровень</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="42"/>
        <source>a falling progression cannot be continued arithmetically</source>
        <translation>убывающую прогрессию нельзя продолжать арифметически</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="43"/>
        <source>unknown convention {convention} (known: {known})</source>
        <translation>неизвестная конвенция {convention} (известны: {known})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="47"/>
        <source>must be an ISO 8601 timestamp with an offset, such as &quot;2026-12-05T23:00:00+03:00&quot;, or null</source>
        <translation>должно быть датой и временем в формате ISO 8601 со смещением, например &quot;2026-12-05T23:00:00+03:00&quot;, или null</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="49"/>
        <source>the dealer cannot play the talon on an all-pass scored in whists (allpass_scoring = whists)</source>
        <translation>сдающий не может играть прикуп на распасах, которые считаются в вистах (allpass_scoring = whists)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/settings.py" line="53"/>
        <source>setting {name}: {problem}</source>
        <translation>настройка {name}: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="32"/>
        <source>expected a number, got true/false</source>
        <translation>нужно число, а здесь true/false</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="33"/>
        <source>number is too large</source>
        <translation>число слишком большое</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="34"/>
        <source>number is not finite</source>
        <translation>число не конечно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="35"/>
        <source>{value} is a float, which is not exact; give it as text, e.g. &quot;{value}&quot;</source>
        <translation>{value} — число с плавающей точкой, оно неточно; запишите его текстом, например &quot;{value}&quot;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="36"/>
        <source>expected a number, got {type}</source>
        <translation>нужно число, а здесь {type}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="37"/>
        <source>number is too long</source>
        <translation>число слишком длинное</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="38"/>
        <source>division by zero in {text}</source>
        <translation>деление на ноль в {text}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="39"/>
        <source>not a number: {text}</source>
        <translation>не число: {text}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="40"/>
        <source>number is too large or too precise: {text}</source>
        <translation>число слишком большое или слишком точное: {text}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="28"/>
        <source>a convention&apos;s name must be 1 to {max} characters</source>
        <translation>название конвенции должно быть длиной от 1 до {max} символов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="29"/>
        <source>{name} is the name of a preset; choose another</source>
        <translation>{name} — название готовой конвенции; выберите другое</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="30"/>
        <source>a convention&apos;s name needs at least one letter or digit</source>
        <translation>в названии конвенции нужна хотя бы одна буква или цифра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="31"/>
        <source>unknown base convention {base}</source>
        <translation>неизвестная исходная конвенция {base}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="32"/>
        <source>{where}: cannot be read ({problem})</source>
        <translation>{where}: не удаётся прочитать ({problem})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="33"/>
        <source>{where}: not a Preferans Desk convention</source>
        <translation>{where}: это не конвенция Preferans Desk</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="34"/>
        <source>{where}: unsupported version {version}</source>
        <translation>{where}: неподдерживаемая версия {version}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="35"/>
        <source>{where}: needs a name, a known base convention and settings</source>
        <translation>{where}: нужны название, известная исходная конвенция и настройки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="36"/>
        <source>{where}: {cause}</source>
        <translation>файл {where}: {cause}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/conventions.py" line="37"/>
        <source>there is no house convention named {name}</source>
        <translation>домашней конвенции с названием {name} нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="40"/>
        <source>{field} must be a seat from 0 to {last}, not {value}</source>
        <translation>{field} должно быть номером места от 0 до {last}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="41"/>
        <source>the declarer {seat} is the dealer, who sits out in a game of four</source>
        <translation>играющий {seat} — сдающий, а он при игре вчетвером сидит на прикупе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="42"/>
        <source>the level must be 6 to 10, not {value}</source>
        <translation>игра должна быть от шестерной до десятерной (от 6 до 10), а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="43"/>
        <source>the suit must be spades, clubs, diamonds, hearts or notrump, not {value}</source>
        <translation>масть должна быть spades, clubs, diamonds, hearts или notrump, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="44"/>
        <source>the defence must give two decisions (first and second defender)</source>
        <translation>в defence должно быть два решения (первого и второго вистующего)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="45"/>
        <source>a defender&apos;s decision must be whist, pass or half, not {value}</source>
        <translation>решение вистующего должно быть whist, pass или half, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="46"/>
        <source>half-whist is not allowed at level {level} under these rules</source>
        <translation>по этим правилам на игре {level} полвиста не бывает</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="47"/>
        <source>only the second defender may half-whist, and only after the first defender passed</source>
        <translation>«полвиста» может сказать только второй вистующий и только после паса первого</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="49"/>
        <source>Stalingrad: on 6 spades both defenders must whist</source>
        <translation>Сталинград: на 6 пик вистуют оба</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="50"/>
        <source>the tricks are required when someone whisted</source>
        <translation>нужны взятки: кто-то вистовал</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="51"/>
        <source>tricks must list one number per seat ({players} seats)</source>
        <translation>в tricks должно быть по числу на каждое место (мест: {players})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="52"/>
        <source>{seat} took {value} tricks; a count must be a whole number from 0 to 10</source>
        <translation>{seat}: взяток {value}, а число взяток — целое от 0 до 10</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="53"/>
        <source>the dealer {seat} sits out and takes no tricks</source>
        <translation>сдающий {seat} сидит на прикупе: взяток у него нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="54"/>
        <source>{seat} plays this deal and needs a trick count</source>
        <translation>{seat} участвует в этой сдаче: нужно число его взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="55"/>
        <source>the tricks of the players add up to {total}, not 10</source>
        <translation>всего взяток у игроков {total}, а должно быть 10</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="56"/>
        <source>talon tricks must be 0 to 3, not {value}</source>
        <translation>взяток на прикупе должно быть от 0 до 3, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="57"/>
        <source>blind (dark) games are not allowed under these rules</source>
        <translation>по этим правилам игры втёмную не бывает</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="58"/>
        <source>writing a game off the mountain is not allowed under these rules</source>
        <translation>по этим правилам игру нельзя списать с горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="60"/>
        <source>only a made game can be written off the mountain</source>
        <translation>с горы можно списать только сыгранную игру</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="61"/>
        <source>the misere declarer&apos;s tricks must be 0 to 10, not {value}</source>
        <translation>у игрока на мизере должно быть от 0 до 10 взяток, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="62"/>
        <source>{field} must list one amount per seat ({players} seats)</source>
        <translation>в {field} должна быть сумма на каждое место (мест: {players})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="63"/>
        <source>{field}: {problem}</source>
        <translation>поле {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="64"/>
        <source>a whist entry must be [writer, target, amount] with two different seats</source>
        <translation>запись вистов должна иметь вид [кто пишет, на кого, сколько], и места в ней разные</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="65"/>
        <source>level {level} is below the exit level {exit} after {streak} all-pass deal(s)</source>
        <translation>игра {level} ниже выхода из распасов ({exit}); распасов подряд: {streak}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="67"/>
        <source>a total on the sheet would go beyond ±{limit}, more than a game may hold</source>
        <translation>итог на листе вышел бы за ±{limit} — больше, чем может вместить игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="68"/>
        <source>a total on the sheet would need fractions finer than 1/{limit}, more than a game may hold</source>
        <translation>итог на листе потребовал бы дробей мельче 1/{limit} — больше, чем может вместить игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="75"/>
        <source>only one defender may half-whist</source>
        <translation>«полвиста» может сказать только один вистующий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="76"/>
        <source>a half-whist beside a whist (a returned whist) is not allowed under these rules</source>
        <translation>по этим правилам полвиста рядом с вистом (возвращённый вист) не допускается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="78"/>
        <source>giving up (without three) is not allowed under these rules</source>
        <translation>по этим правилам уходить («без трёх») нельзя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="79"/>
        <source>a give-up has no {field}</source>
        <translation>у ухода («без трёх») нет поля {field}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="80"/>
        <source>a totus is not allowed under these rules</source>
        <translation>по этим правилам тотуса не бывает</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="81"/>
        <source>a totus must be a ten, not level {level}</source>
        <translation>тотус должен быть десятерной, а здесь уровень {level}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="82"/>
        <source>a totus has no {field}</source>
        <translation>у тотуса нет поля {field}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="83"/>
        <source>only the dealer of a game of four, who sits out, may whist as the dealer</source>
        <translation>вистовать за сдающего может только сдающий при игре вчетвером, сидящий на прикупе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="85"/>
        <source>the dealer may not whist under these rules</source>
        <translation>по этим правилам сдающий не вистует</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="86"/>
        <source>the dealer whists only when neither defender did</source>
        <translation>сдающий может вистовать, только если оба соперника разыгрывающего спасовали</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="87"/>
        <source>the dealer {seat} plays the talon and takes 0 to 2 tricks, not {value}</source>
        <translation>сдающий {seat} играет прикуп и берёт от 0 до 2 взяток, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/errors.py" line="91"/>
        <source>deal {deal}: {problem}</source>
        <translation>сдача {deal}: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="173"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="175"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="177"/>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/exact_numbers.py" line="179"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="320"/>
        <source>Expecting value</source>
        <translation>ожидалось значение</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="321"/>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ожидалось имя ключа в двойных кавычках</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="322"/>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ожидался разделитель &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="323"/>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ожидался разделитель &apos;,&apos;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="324"/>
        <source>Unterminated string starting at</source>
        <translation>незакрытая строка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="325"/>
        <source>Invalid control character at</source>
        <translation>недопустимый управляющий символ</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="326"/>
        <source>Invalid \escape</source>
        <translation>недопустимая escape-последовательность</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="327"/>
        <source>Invalid \uXXXX escape</source>
        <translation>недопустимая последовательность \uXXXX</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="328"/>
        <source>Extra data</source>
        <translation>лишние данные после JSON</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="329"/>
        <source>Illegal trailing comma before end of object</source>
        <translation>лишняя запятая в конце объекта</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="330"/>
        <source>Illegal trailing comma before end of array</source>
        <translation>лишняя запятая в конце списка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="44"/>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="44"/>
        <source>a named pipe</source>
        <translation>именованный канал</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="45"/>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="46"/>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="47"/>
        <source>a special file</source>
        <translation>особый файл</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="297"/>
        <location filename="../../preferans_desk/night/phone_judge.py" line="30"/>
        <source>a misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="298"/>
        <location filename="../../preferans_desk/night/phone_judge.py" line="31"/>
        <source>an all-pass</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="311"/>
        <location filename="../../preferans_desk/core/gamefile.py" line="326"/>
        <source>a give-up</source>
        <translation>без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/core/gamefile.py" line="327"/>
        <source>a totus</source>
        <translation>тотус</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="333"/>
        <source>No such file or directory</source>
        <translation>нет такого файла или папки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="334"/>
        <source>Permission denied</source>
        <translation>нет доступа</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/texts.py" line="335"/>
        <source>Is a directory</source>
        <translation>это папка</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="25"/>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="141"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n сдача</numerusform>
            <numerusform>%n сдачи</numerusform>
            <numerusform>%n сдач</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="55"/>
        <source>%1 holds %n deal(s) and was saved after the autosave</source>
        <translation>
            <numerusform>в %1 %n сдача, он сохранён после автосохранения</numerusform>
            <numerusform>в %1 %n сдачи, он сохранён после автосохранения</numerusform>
            <numerusform>в %1 %n сдач, он сохранён после автосохранения</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="57"/>
        <source>%1 holds %n deal(s), saved before the autosave</source>
        <translation>
            <numerusform>в %1 %n сдача, он сохранён до автосохранения</numerusform>
            <numerusform>в %1 %n сдачи, он сохранён до автосохранения</numerusform>
            <numerusform>в %1 %n сдач, он сохранён до автосохранения</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="9"/>
        <source>the name is not valid UTF-8</source>
        <translation>имя не в кодировке UTF-8</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="14"/>
        <source>a file name cannot be empty</source>
        <translation>имя файла не может быть пустым</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="15"/>
        <source>a file name cannot contain any of {chars}</source>
        <translation>имя файла не может содержать символы {chars}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="16"/>
        <source>{name} already exists</source>
        <translation>{name} уже существует</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="18"/>
        <source>{name} is open in a window; close it there first</source>
        <translation>{name} открыт в окне; сначала закройте его там</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="19"/>
        <source>{name} cannot be merged with itself</source>
        <translation>имя {name} нельзя объединить с самим собой</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="20"/>
        <source>{path} is not in the library</source>
        <translation>{path} нет в библиотеке</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="21"/>
        <source>{path} is not a folder</source>
        <translation>{path} — не папка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="22"/>
        <source>the library index {path} cannot be used: {problem}</source>
        <translation>указатель библиотеки {path} не удаётся использовать: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="23"/>
        <source>the library index {path} cannot be written ({problem}); the games are read from their files each time</source>
        <translation>указатель библиотеки {path} недоступен для записи ({problem}); игры каждый раз читаются из файлов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/library/library_errors.py" line="25"/>
        <source>the library index {path} is in use by another program; the games are read from their files each time</source>
        <translation>указатель библиотеки {path} занят другой программой; игры каждый раз читаются из файлов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="19"/>
        <source>the file is larger than {megabytes} MB; it is not an event file</source>
        <translation>файл больше {megabytes} МБ; это не файл турнира</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="20"/>
        <source>the night would be larger than {megabytes} MB, more than an event file may hold; it is not written</source>
        <translation>вечер занял бы больше {megabytes} МБ — больше, чем вмещает файл турнира; он не записан</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="22"/>
        <source>the file is not UTF-8 text; it is not an event file</source>
        <translation>файл не в кодировке UTF-8; это не файл турнира</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="25"/>
        <source>the file is nested too deeply; it is not an event file</source>
        <translation>в файле слишком глубокая вложенность; это не файл турнира</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="30"/>
        <source>{constant} is not a number an event file may hold</source>
        <translation>{constant} — такого числа в файле турнира быть не может</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="31"/>
        <source>the file holds text that is not valid Unicode (a lone surrogate)</source>
        <translation>в файле есть текст, недопустимый в Unicode (одиночный суррогат)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="32"/>
        <source>the file holds no event (its JSON is not an object)</source>
        <translation>в файле нет турнира (его JSON — не объект)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="33"/>
        <source>this is not a Preferans Desk event (format is {format}, expected {expected})</source>
        <translation>это не турнир Preferans Desk (format — {format}, ожидается {expected})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="36"/>
        <source>this event was saved by a newer Preferans Desk (file version {version}; this one reads up to {supported}); please update</source>
        <translation>этот турнир сохранён более новой версией Preferans Desk (версия файла {version}; эта читает до {supported}); обновите программу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="38"/>
        <source>{key} is missing</source>
        <translation>нет поля {key}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="40"/>
        <source>{key} must be a list, not {value}</source>
        <translation>{key} должно быть списком, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="41"/>
        <source>{key} must be an object, not {value}</source>
        <translation>{key} должно быть объектом, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="42"/>
        <source>{key} must be text of 1 to {max} characters, not {value}</source>
        <translation>{key} должно быть текстом от 1 до {max} символов, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="44"/>
        <source>{key} must be a whole number from {least} to {most}, not {value}</source>
        <translation>{key} должно быть целым числом от {least} до {most}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="45"/>
        <source>{key} must be one of {choices}, not {value}</source>
        <translation>{key} должно быть одним из {choices}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="46"/>
        <source>{key} must list {least} to {most} entries, not {count}</source>
        <translation>в {key} должно быть от {least} до {most} записей, а не {count}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="47"/>
        <source>{key} must be {expected}, its place in the list, not {value}</source>
        <translation>{key} должно быть {expected} (место в списке), а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="48"/>
        <source>{key}: a name must be non-empty text</source>
        <translation>{key}: имя должно быть непустым текстом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="49"/>
        <source>{key}: the name is longer than {max} characters</source>
        <translation>{key}: имя длиннее {max} символов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="50"/>
        <source>{key}: {name} is the name of another player, {other} (names must differ in more than capital letters)</source>
        <translation>{key}: {name} — имя другого игрока, {other} (имена должны различаться не только заглавными буквами)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="52"/>
        <source>{key}: last_round {last} comes before first_round {first}</source>
        <translation>{key}: last_round {last} раньше first_round {first}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="53"/>
        <source>{key}: {name} is not a player of the event</source>
        <translation>{key}: {name} не играет в этом турнире</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="54"/>
        <source>{key}: {name} has two seats in one round</source>
        <translation>{key}: у игрока {name} два места в одном туре</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="55"/>
        <source>{key}: {name} does not play in round {round}</source>
        <translation>{key}: {name} не играет в туре {round}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="56"/>
        <source>convention: unknown convention {convention} (known: {known})</source>
        <translation>convention: неизвестная конвенция {convention} (известны: {known})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="57"/>
        <source>{key} must list {count} numbers, one for each place at a table of {count}</source>
        <translation>в {key} должно быть {count} чисел, по одному на каждое место за столом на {count}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="58"/>
        <source>{key}: the breakpoints must rise, and {value} does not come after {previous}</source>
        <translation>{key}: пороги должны возрастать, а {value} не больше {previous}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="59"/>
        <source>{key} must not be below zero, not {value}</source>
        <translation>{key} не может быть меньше нуля, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="60"/>
        <source>{key} must be the path of a game file (text), or null, not {value}</source>
        <translation>{key} должно быть путём к файлу партии (текстом) или null, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="61"/>
        <source>{key} must be a table&apos;s code of {length} of the letters and digits {letters}, or absent, not {value}</source>
        <translation>{key} должно быть кодом стола из {length} букв и цифр {letters} или отсутствовать, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="63"/>
        <source>{key} must be a time with its offset in the years {first} to {last}, such as 2026-12-05T19:00:00+03:00, or absent, not {value}</source>
        <translation>{key} должно быть временем со смещением в годах с {first} по {last}, например 2026-12-05T19:00:00+03:00, или отсутствовать, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="65"/>
        <source>{key}: {value} is not a path inside the night&apos;s folder (a table&apos;s game is named from the event file&apos;s folder, with forward slashes, without &quot;..&quot;, a drive or a colon, such as &quot;Friday games/round-1-table-1.pulka&quot;)</source>
        <translation>{key}: {value} — не путь внутри папки вечера (партия стола называется путём от папки файла турнира, через прямые косые черты, без «..», диска и двоеточия, например «Friday games/round-1-table-1.pulka»)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="70"/>
        <source>{key} must be a number from {least} to {most}, not {value}</source>
        <translation>{key} должно быть числом от {least} до {most}, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="72"/>
        <source>{key} must be text of at most {max} characters, not {value}</source>
        <translation>{key} должно быть текстом не длиннее {max} символов, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="101"/>
        <source>{path} leads out of the night&apos;s folder; a table&apos;s game is kept inside it</source>
        <translation>{path} ведёт за пределы папки вечера; партия стола хранится внутри неё</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="102"/>
        <source>{path} is outside the night&apos;s folder, {folder}; copy it there (the director&apos;s games are in &quot;{games}&quot;) and add it from there</source>
        <translation>{path} лежит вне папки вечера, {folder}; скопируйте её туда (партии судьи — в «{games}») и добавьте оттуда</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="104"/>
        <source>{path} is the game of round {round}, table {table} already; a game counts once</source>
        <translation>{path} уже партия тура {round}, стола {table}; партия засчитывается один раз</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="106"/>
        <source>{path} has no deals; a game of no deals is no game</source>
        <translation>в {path} нет раздач; партия без раздач — не партия</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="108"/>
        <source>the night is being written by the {what} on {host} (process {pid}, since {since}); a night has one writer at a time</source>
        <translation>вечер сейчас записывает {what} на {host} (процесс {pid}, с {since}); записывать вечер может только одна программа за раз</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="110"/>
        <source>the night&apos;s lock file {path} cannot be used: {os_problem}</source>
        <translation>файл блокировки вечера {path} нельзя использовать: {os_problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="111"/>
        <source>the night is open here only to watch: another program writes it</source>
        <translation>вечер открыт здесь только для просмотра: записывает его другая программа</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="112"/>
        <source>the night is closed here and its lock let go: nothing more is written</source>
        <translation>вечер здесь закрыт и его блокировка отпущена: больше ничего не записывается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="113"/>
        <source>another program wrote the night while this one&apos;s lock was lost; the night is read again as it is now: make the change again</source>
        <translation>другая программа записала вечер, пока эта потеряла его блокировку; вечер прочитан заново, как он есть сейчас: сделайте изменение ещё раз</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="115"/>
        <source>a reason is at most {max} characters, not {count}</source>
        <translation>причина — не длиннее {max} символов, а не {count}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="116"/>
        <source>round {round}, table {table} has no copy held for the director</source>
        <translation>у стола {table} тура {round} нет копии, ожидающей решения судьи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="117"/>
        <source>round {round}, table {table} has no phone&apos;s deal {id} waiting</source>
        <translation>у стола {table} тура {round} нет ожидающей сдачи {id} с телефона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="71"/>
        <source>{key}: the code {value} is another table&apos;s too</source>
        <translation>{key}: код {value} есть и у другого стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="68"/>
        <source>{key}: the game {value} is the game of round {round}, table {table} too; a game counts once</source>
        <translation>{key}: партия {value} — это и партия тура {round}, стола {table}; партия засчитывается один раз</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="77"/>
        <source>round {round} has {count} players; a table needs at least 3</source>
        <translation>в туре {round} {count} игроков; за столом нужно не меньше трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="78"/>
        <source>{count} players do not sit at tables of {size} alone; give the table size as mixed (tables of three and four)</source>
        <translation>{count} игроков не рассадить только за столы на {size}; укажите размер столов mixed (столы на троих и на четверых)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="80"/>
        <source>the event has no round {round} (it has {count})</source>
        <translation>в турнире нет тура {round} (туров: {count})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="81"/>
        <source>round {round} has no table {table} (it has {count})</source>
        <translation>в туре {round} нет стола {table} (столов: {count})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="82"/>
        <source>round {round} is not seated yet</source>
        <translation>тур {round} ещё не рассажен</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="83"/>
        <source>round {round}, table {table} already has a game, {path}</source>
        <translation>у стола {table} тура {round} уже есть партия, {path}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="84"/>
        <source>round {round} has games already; a round is seated only before its first game is in</source>
        <translation>в туре {round} уже есть партии; тур рассаживают только до первой партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="86"/>
        <source>round {round} is seated by the standings after round {previous}, whose games are not all in (tables {tables})</source>
        <translation>тур {round} рассаживается по таблице после тура {previous}, а его партии внесены не все (столы {tables})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="88"/>
        <source>round {round} is seated by the standings after round {previous}, whose tables {tables} are still playing</source>
        <translation>тур {round} рассаживается по таблице после тура {previous}, а за столами {tables} ещё играют</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="90"/>
        <source>the game&apos;s players are {players}, not those of round {round}, table {table}: {table_players}</source>
        <translation>игроки партии — {players}, а не игроки стола {table} тура {round}: {table_players}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="92"/>
        <source>round {round}, table {table}: {path}: {cause}</source>
        <translation>тур {round}, стол {table}: {path}: {cause}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="93"/>
        <source>round {round} seats {wanted}; by hand, every one of them sits at one table ({problem})</source>
        <translation>в туре {round} играют {wanted}; при рассадке вручную каждый сидит ровно за одним столом ({problem})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="95"/>
        <source>a table has 3 or 4 players, not {count}: {players}</source>
        <translation>за столом 3 или 4 игрока, а не {count}: {players}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="96"/>
        <source>{name} is a player of the event already</source>
        <translation>{name} уже играет в турнире</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="97"/>
        <source>{name} is not a player of the event</source>
        <translation>{name} не играет в турнире</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="98"/>
        <source>{name} plays rounds {first} to {last}; round {round} is not among them</source>
        <translation>{name} играет туры с {first} по {last}; тура {round} среди них нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="99"/>
        <source>every round has games already; no round is left to change</source>
        <translation>во всех турах уже есть партии; изменить нечего</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_errors.py" line="100"/>
        <source>compressed points need breakpoints such as 200:1/10,650:0, not {value}</source>
        <translation>для сжатых очков нужны пороги вида 200:1/10,650:0, а не {value}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="14"/>
        <source>no table code (Authorization: Table CODE)</source>
        <translation>нет кода стола (Authorization: Table КОД)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="15"/>
        <source>no table of this round has this code</source>
        <translation>ни у одного стола этого тура нет такого кода</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="16"/>
        <source>round {round} is over: its games are no longer taken</source>
        <translation>тур {round} окончен: его партии больше не принимаются</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="17"/>
        <source>the director has a newer copy of this table&apos;s game</source>
        <translation>у судьи более новая копия партии этого стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="18"/>
        <source>round {round}&apos;s results are locked by the director (since {locked}): this copy is kept for the director to accept or not</source>
        <translation>результаты тура {round} закрыты судьёй (с {locked}): эта копия сохранена, судья решит, принять ли её</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="20"/>
        <source>the game cannot be read: {problem}</source>
        <translation>партию не удаётся прочитать: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="21"/>
        <source>the game&apos;s players are not this table&apos;s: {players}</source>
        <translation>игроки партии — не игроки этого стола: {players}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="22"/>
        <source>the game&apos;s rules are not the club night&apos;s</source>
        <translation>правила партии — не правила клубного вечера</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="23"/>
        <source>the game is larger than {kilobytes} KB</source>
        <translation>партия больше {kilobytes} КБ</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="24"/>
        <source>the copy&apos;s length is not given (Content-Length)</source>
        <translation>не указана длина копии (Content-Length)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="25"/>
        <source>the copy has no revision (X-Revision: a whole number)</source>
        <translation>у копии нет номера версии (X-Revision: целое число)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="26"/>
        <source>the director is busy: try again soon</source>
        <translation>судья занят: попробуйте чуть позже</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="27"/>
        <source>no such address</source>
        <translation>нет такого адреса</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="28"/>
        <source>only GET of the table or of its revision, and PUT of its game</source>
        <translation>только GET стола или его ревизии и PUT его партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="29"/>
        <source>the request&apos;s head is larger than {kilobytes} KB</source>
        <translation>заголовок запроса больше {kilobytes} КБ</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="30"/>
        <source>the request cannot be read</source>
        <translation>запрос не прочитать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="31"/>
        <source>the copy&apos;s revision {revision} is out of bounds (the director holds {kept})</source>
        <translation>ревизия копии {revision} вне допустимых границ (у судьи {kept})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="33"/>
        <source>round {round} is not open: the director receives round {playing}</source>
        <translation>тур {round} не открыт: судья принимает тур {playing}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="34"/>
        <source>the director could not keep the copy: {problem}</source>
        <translation>судья не смог сохранить копию: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="36"/>
        <source>only GET of the table&apos;s state and POST of entries and of their answers</source>
        <translation>только GET состояния стола и POST сдач и ответов на них</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="37"/>
        <source>the request&apos;s body is not a JSON object</source>
        <translation>тело запроса — не объект JSON</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="38"/>
        <source>an entry needs an id and a device (1 to {max} letters, digits, - or _) and a deal</source>
        <translation>сдаче нужны id и device (от 1 до {max} латинских букв, цифр, - или _) и deal</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="40"/>
        <source>the request needs a device (1 to {max} letters, digits, - or _)</source>
        <translation>запросу нужен device (от 1 до {max} латинских букв, цифр, - или _)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="41"/>
        <source>the request&apos;s length is not given (Content-Length)</source>
        <translation>длина запроса не указана (Content-Length)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="42"/>
        <source>the request is larger than {kilobytes} KB</source>
        <translation>запрос больше {kilobytes} КБ</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="43"/>
        <source>the deal cannot be read: {problem}</source>
        <translation>сдачу не прочесть: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="44"/>
        <source>the deal is refused: {problem}</source>
        <translation>сдача не принята: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="45"/>
        <source>deal {id} waits to be confirmed or for the director: a table has one deal waiting at a time</source>
        <translation>сдача {id} ждёт подтверждения или судью: у стола ждёт только одна сдача за раз</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="47"/>
        <source>this table has no deal {id}</source>
        <translation>у этого стола нет сдачи {id}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="48"/>
        <source>the phone that entered deal {id} cannot confirm it: a player at another seat confirms it on another phone</source>
        <translation>телефон, с которого внесена сдача {id}, не может её подтвердить: подтверждает игрок на другом месте с другого телефона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="50"/>
        <source>only the phone that entered deal {id} can withdraw it</source>
        <translation>отозвать сдачу {id} может только телефон, с которого она внесена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="51"/>
        <source>deal {id} is settled already ({state})</source>
        <translation>сдача {id} уже решена ({state})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="52"/>
        <source>deal {id} is disputed: the director decides it</source>
        <translation>сдача {id} оспорена: решает судья</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="53"/>
        <source>the table&apos;s game changed after deal {id} was entered (a laptop or the director): withdraw it and enter it again</source>
        <translation>партия стола изменилась после того, как внесли сдачу {id} (ноутбук или судья): отзовите её и внесите снова</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="55"/>
        <source>the director cannot read this table&apos;s game: {problem}</source>
        <translation>судья не может прочесть партию этого стола: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="56"/>
        <source>the director cannot read this table&apos;s entries: {problem}</source>
        <translation>судья не может прочесть сдачи этого стола с телефонов: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="57"/>
        <source>round {round}&apos;s results are locked by the director (since {locked}): no deal is entered or confirmed now</source>
        <translation>результаты тура {round} закрыты судьёй (с {locked}): сейчас сдачи не вносятся и не подтверждаются</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="59"/>
        <source>the director could not keep the entry: {problem}</source>
        <translation>судья не смог сохранить сдачу: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="60"/>
        <source>a preview needs a deal (and let_stand true or false, nothing else)</source>
        <translation>для предпросмотра нужна сдача (и let_stand: true или false, больше ничего)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="61"/>
        <source>the sheet cannot be drawn with {name}={value}: shape is portrait or landscape, seat a number from 0 to {last}, lang one of {langs}</source>
        <translation>лист нельзя нарисовать с {name}={value}: shape — portrait или landscape, seat — число от 0 до {last}, lang — одно из {langs}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="64"/>
        <source>the director at {address} cannot be reached ({problem})</source>
        <translation>судья по адресу {address} недоступен ({problem})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="65"/>
        <source>the director&apos;s answer cannot be read: {problem}</source>
        <translation>ответ судьи не удаётся прочитать: {problem}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="66"/>
        <source>the director refused ({status})</source>
        <translation>судья отказал ({status})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="67"/>
        <source>no director&apos;s address</source>
        <translation>не указан адрес судьи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_refusals.py" line="68"/>
        <source>the port must be a number from 1 to 65535, not {port}</source>
        <translation>порт должен быть числом от 1 до 65535, а не {port}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_book.py" line="632"/>
        <source>%1, round %2</source>
        <translation>%1, тур %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/words/share_page.py" line="52"/>
        <source>%n whist(s)</source>
        <translation>
            <numerusform>%n вист</numerusform>
            <numerusform>%n виста</numerusform>
            <numerusform>%n вистов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_lock.py" line="37"/>
        <source>director window</source>
        <translation>окно судьи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_lock.py" line="38"/>
        <source>event serve</source>
        <translation>сервер вечера (event serve)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_lock.py" line="39"/>
        <source>command line</source>
        <translation>командная строка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_lock.py" line="40"/>
        <source>not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_lock.py" line="41"/>
        <source>a symbolic link</source>
        <translation>это символическая ссылка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/night_lock.py" line="42"/>
        <source>another program</source>
        <translation>другая программа</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/phone_judge.py" line="30"/>
        <source>a contract</source>
        <translation>игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/night/phone_judge.py" line="31"/>
        <source>an adjustment</source>
        <translation>поправка</translation>
    </message>
</context>
<context>
    <name>ChangeLog</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="160"/>
        <source>The Change Log</source>
        <translation>Журнал изменений</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="161"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="161"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="161"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="161"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="161"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="162"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="176"/>
        <source>No change yet: every game is as its table sent it.</source>
        <translation>Изменений пока нет: каждая пулька такая, какой её прислал стол.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="187"/>
        <source>a table&apos;s copy accepted</source>
        <translation>копия стола принята</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="187"/>
        <source>a table&apos;s copy rejected</source>
        <translation>копия стола отклонена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="188"/>
        <source>corrected</source>
        <translation>исправлена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="188"/>
        <source>entered from paper</source>
        <translation>внесена с бумаги</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="189"/>
        <source>a phones&apos; deal accepted</source>
        <translation>сдача с телефонов принята</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="190"/>
        <source>a phones&apos; deal corrected</source>
        <translation>сдача с телефонов исправлена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="191"/>
        <source>a phones&apos; deal deleted</source>
        <translation>сдача с телефонов удалена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="199"/>
        <source>(the table&apos;s copy: %1)</source>
        <translation>(в копии стола: %1)</translation>
    </message>
</context>
<context>
    <name>ClubNights</name>
    <message>
        <location filename="../../preferans_desk/gui/night_menu.py" line="28"/>
        <source>Club nights (*%1)</source>
        <translation>Клубные вечера (*%1)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_menu.py" line="37"/>
        <source>Club night</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_menu.py" line="39"/>
        <source>Save the Club Night</source>
        <translation>Сохранить клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_menu.py" line="45"/>
        <source>Cannot save the club night</source>
        <translation>Не удаётся сохранить клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_menu.py" line="56"/>
        <source>Open a Club Night</source>
        <translation>Открыть клубный вечер</translation>
    </message>
</context>
<context>
    <name>ClubPage</name>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="96"/>
        <source>&amp;Season:</source>
        <translation>&amp;Сезон:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="98"/>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="98"/>
        <source>This year (%1)</source>
        <translation>Этот год (%1)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="99"/>
        <source>Last year (%1)</source>
        <translation>Прошлый год (%1)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="100"/>
        <source>Quarter %1 of %2</source>
        <translation>%1-й квартал %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="102"/>
        <source>From – to</source>
        <translation>С – по</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="105"/>
        <source>The season&apos;s first day</source>
        <translation>Первый день сезона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="106"/>
        <source>The season&apos;s last day</source>
        <translation>Последний день сезона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="107"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="108"/>
        <source>The season&apos;s table</source>
        <translation>Таблица сезона</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="156"/>
        <source>%n game(s) in the season</source>
        <translation>
            <numerusform>%n пулька в сезоне</numerusform>
            <numerusform>%n пульки в сезоне</numerusform>
            <numerusform>%n пулек в сезоне</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="158"/>
        <source>No games in this season.</source>
        <translation>В этом сезоне пулек нет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="69"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="69"/>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="49"/>
        <source>Games</source>
        <translation>Пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="70"/>
        <source>Net whists</source>
        <translation>Висты в итоге</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="76"/>
        <source>Head-to-head</source>
        <translation>Личные встречи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="77"/>
        <source>Rating over the season</source>
        <translation>Рейтинг за сезон</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="78"/>
        <source>Running result over the season</source>
        <translation>Нарастающий итог за сезон</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="86"/>
        <source>%1: no games in this season.</source>
        <translation>%1: нет пулек в этом сезоне.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="105"/>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="46"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="70"/>
        <source>Won from this opponent over the games played together (exact; negative: lost)</source>
        <translation>Выиграно у этого соперника за сыгранные вместе пульки (точно; с минусом — проиграно)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="88"/>
        <source>Select a player to see the player&apos;s page.</source>
        <translation>Выберите игрока, чтобы открыть страницу игрока.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="107"/>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="115"/>
        <source>Games, by date</source>
        <translation>Пульки по датам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="109"/>
        <source>No rated games in the season.</source>
        <translation>В сезоне нет пулек с рейтингом.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="113"/>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="51"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="117"/>
        <source>No games in the season.</source>
        <translation>В сезоне пулек нет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="134"/>
        <source>Best game: %1 (%2, %3)</source>
        <translation>Лучшая пулька: %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="136"/>
        <source>Worst game: %1 (%2, %3)</source>
        <translation>Худшая пулька: %1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="139"/>
        <source>Best deals:</source>
        <translation>Лучшие сдачи:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="140"/>
        <source>Worst deals:</source>
        <translation>Худшие сдачи:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="147"/>
        <source>%1: deal %2 of “%3”, %4</source>
        <translation>%1: сдача %2 пульки «%3», %4</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="44"/>
        <source>Place in the season: by result, then rating</source>
        <translation>Место в сезоне: по итогу, затем по рейтингу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="45"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="45"/>
        <source>The player; merged spellings in the tooltip</source>
        <translation>Игрок; объединённые написания имени — в подсказке</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="46"/>
        <source>After the season&apos;s last game (a newcomer: 1000)</source>
        <translation>После последней пульки сезона (у новичка 1000)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="48"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="48"/>
        <source>The rating&apos;s change over the season</source>
        <translation>Изменение рейтинга за сезон</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="49"/>
        <source>Games played in the season</source>
        <translation>Сыграно пулек в сезоне</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="50"/>
        <source>Firsts</source>
        <translation>Первые места</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="50"/>
        <source>Games where nobody did better</source>
        <translation>Пульки, где никто не сыграл лучше</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="51"/>
        <source>Sum of the results, in whists, as settled</source>
        <translation>Сумма итогов по росписи, в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="52"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="52"/>
        <source>Sum of the money, by currency</source>
        <translation>Сумма денег, по валютам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="53"/>
        <source>Per deal</source>
        <translation>За сдачу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="53"/>
        <source>Result per deal played, in whists</source>
        <translation>Итог на сыгранную сдачу, в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="54"/>
        <source>Contracts</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="54"/>
        <source>Contracts made / failed</source>
        <translation>Игры: сыграны / ремизы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="55"/>
        <source>Misères</source>
        <translation>Мизеры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="55"/>
        <source>Misères made / failed</source>
        <translation>Мизеры сыграны / пойманы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="56"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="56"/>
        <source>Whists written on the others</source>
        <translation>Висты, записанные на других</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_table.py" line="106"/>
        <source>Also: %1</source>
        <translation>Также: %1</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="22"/>
        <source>Add deal</source>
        <translation>добавление сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="25"/>
        <source>End game</source>
        <translation>завершение игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="26"/>
        <source>Change the club night&apos;s director</source>
        <translation>Сменить адрес судьи клубного вечера</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="27"/>
        <source>Continue game</source>
        <translation>продолжение игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="28"/>
        <source>Take the director&apos;s game</source>
        <translation>Взять пульку судьи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="23"/>
        <source>Edit deal %1</source>
        <translation>изменение сдачи %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/state/commands.py" line="24"/>
        <source>Delete deal %1</source>
        <translation>удаление сдачи %1</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="67"/>
        <source>Edit deal %1</source>
        <translation>Правка сдачи %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="68"/>
        <source>New deal</source>
        <translation>Новая сдача</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="60"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="18"/>
        <source>&amp;Contract</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="60"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="19"/>
        <source>&amp;Misère</source>
        <translation>&amp;Мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="61"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="20"/>
        <source>&amp;All-pass</source>
        <translation>&amp;Распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="61"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="21"/>
        <source>Ad&amp;justment</source>
        <translation>&amp;Поправка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="63"/>
        <source>Ctrl+%1</source>
        <translation>Ctrl+%1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="65"/>
        <source>Ctrl+1 … Ctrl+4</source>
        <translation>Ctrl+1 … Ctrl+4</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="66"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="22"/>
        <source>Kind of deal</source>
        <translation>Вид сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="101"/>
        <source>&amp;Dealer:</source>
        <translation>&amp;Сдающий:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="106"/>
        <source>Who dealt this deal; the deals after it go on clockwise from here.</source>
        <translation>Кто сдавал эту сдачу; следующие сдачи идут от него по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="141"/>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="166"/>
        <source>%1: key %2</source>
        <translation>%1: клавиша %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="143"/>
        <source>1–%1 or initial</source>
        <translation>1–%1 или первая буква</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="149"/>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="212"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="23"/>
        <source>Declarer:</source>
        <translation>Разыгрывающий:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="152"/>
        <source>Level %1: key %2</source>
        <translation>Игра %1: клавиша %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="154"/>
        <source>6–9, 0 = ten, T = totus, M = misère</source>
        <translation>6–9, 0 = десять, T = тотус, M = мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="155"/>
        <source>6–9, 0 = ten, M = misère</source>
        <translation>6–9, 0 = десять, M = мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="156"/>
        <source>Level:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="157"/>
        <source>Let it stand: the table allowed a game below the e&amp;xit level</source>
        <translation>Засчи&amp;тать: стол разрешил игру ниже выхода из распасов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="162"/>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="162"/>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="163"/>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="163"/>
        <source>hearts</source>
        <translation>червы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="164"/>
        <source>no-trump</source>
        <translation>без козыря</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="170"/>
        <source>S C D H N</source>
        <translation>S C D H N</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="171"/>
        <source>Suit:</source>
        <translation>Масть:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="181"/>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="235"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="29"/>
        <source>Tricks:</source>
        <translation>Взятки:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="187"/>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="203"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="24"/>
        <source>Whist</source>
        <translation>Вист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="187"/>
        <source>Whist: key W</source>
        <translation>Вист: клавиша W</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="188"/>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="205"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="25"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="188"/>
        <source>Pass: key P</source>
        <translation>Пас: клавиша P</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="189"/>
        <source>W P</source>
        <translation>W P</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="192"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="26"/>
        <source>Half-whist</source>
        <translation>Полвиста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="193"/>
        <source>Half-whist: key H (when the other defender passed)</source>
        <translation>Полвиста: клавиша H (когда другой вистующий спасовал)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="194"/>
        <source>Half-whist: key H (only after the first defender passed)</source>
        <translation>Полвиста: клавиша H (только после паса первого вистующего)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="195"/>
        <source>W P H</source>
        <translation>W P H</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="197"/>
        <source>G = gave up</source>
        <translation>G = уход без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="203"/>
        <source>The dealer whists the contract both defenders declined: key W</source>
        <translation>Сдающий вистует игру, которую не стали вистовать оба: клавиша W</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="205"/>
        <source>The dealer stays out: key P</source>
        <translation>Сдающий не вистует: клавиша P</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="206"/>
        <source>W P (when neither defender whisted)</source>
        <translation>W P (когда никто из двоих не вистовал)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="215"/>
        <source>Tricks the declarer took: empty or 0 = misère made.</source>
        <translation>Сколько взяток взял игрок: пусто или 0 — мизер сыгран.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="218"/>
        <source>empty or 0 = made</source>
        <translation>пусто или 0 = сыгран</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="225"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="30"/>
        <source>Tricks taken:</source>
        <translation>Взято взяток:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="242"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="31"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="242"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="32"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="243"/>
        <source>Whists on %1</source>
        <translation>Висты: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="249"/>
        <source>Whists on</source>
        <translation>Висты на игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="270"/>
        <source>Amounts to write as they are (5, -2, 1.5 or 1/2); the whists are written by the player of the row on the player of the column.</source>
        <translation>Суммы записываются как есть (5, -2, 1,5 или 1/2); висты пишет игрок строки на игрока столбца.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="276"/>
        <source>(as it goes: %1)</source>
        <translation>(по очереди: %1)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="280"/>
        <source>Next dealer:</source>
        <translation>Следующий сдающий:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="286"/>
        <source>&amp;Talon tricks:</source>
        <translation>Взятки в при&amp;купе:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="289"/>
        <source>The dealer&apos;s talon bonus: an ace or K+Q of a suit = 1, A+K = 2, two aces = 3.</source>
        <translation>Висты сдающего за прикуп: туз или К+Д одной масти = 1, Т+К = 2, два туза = 3.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="292"/>
        <source>&amp;Blind</source>
        <translation>&amp;Втёмную</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="294"/>
        <source>Played in the dark: everything this deal writes is multiplied by %1.</source>
        <translation>Игра втёмную: всё, что записывает эта сдача, умножается на %1.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="296"/>
        <source>Write &amp;off the mountain</source>
        <translation>Списать с &amp;горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="297"/>
        <source>The declarer writes the made game off his mountain instead of into his pool.</source>
        <translation>Разыгрывающий списывает сыгранную игру со своей горы, а не пишет её в пулю.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="299"/>
        <source>Op&amp;en cards</source>
        <translation>&amp;Открытые карты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="300"/>
        <source>The defence played with its cards open (for the record only).</source>
        <translation>Вистующие играли в открытую (только для записи).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="302"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="27"/>
        <source>Gave &amp;up</source>
        <translation>Уход &amp;без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="303"/>
        <source>The declarer gave the game up without playing it (&quot;without three&quot;): three undertricks into his mountain, no whists. Key G on a defender.</source>
        <translation>Разыгрывающий сдал игру, не играя («без трёх»): три недобора в гору, вистов нет. Клавиша G у вистующего.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="306"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="28"/>
        <source>Totu&amp;s</source>
        <translation>Тот&amp;ус</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="307"/>
        <source>A totus: a ten that must take every trick, with no whist. Key T on the level.</source>
        <translation>Тотус: десятерная, в которой нужно взять все взятки, без виста. Клавиша T на игре.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="321"/>
        <source>&amp;Note:</source>
        <translation>&amp;Заметка:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="324"/>
        <source>optional</source>
        <translation>необязательно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="333"/>
        <source>Keys: Ctrl+1…4 kind · declarer 1–%1 or initial · level 6–9, 0 = ten, M = misère · suit S C D H N · defenders W P H · tricks as digits (1 0 = ten) · Tab/Shift+Tab move · Enter OK · F1 all keys</source>
        <translation>Клавиши: Ctrl+1…4 вид сдачи · разыгрывающий 1–%1 или первая буква · игра 6–9, 0 = десять, M = мизер · масть S C D H N · вистующие W P H · взятки цифрами (1 0 = десять) · Tab/Shift+Tab переход · Enter OK · F1 все клавиши</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="343"/>
        <source>level T = totus</source>
        <translation>игра T = тотус</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="345"/>
        <source>defender G = the declarer gave up</source>
        <translation>вистующий G = уход без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="347"/>
        <source>dealer W P after two non-whists</source>
        <translation>сдающий W P, если оба не вистовали</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="352"/>
        <source>&lt;p&gt;&lt;b&gt;Kind of deal&lt;/b&gt;: Ctrl+1 contract, Ctrl+2 misère, Ctrl+3 all-pass, Ctrl+4 adjustment (or C, M, A, J on the row of kinds).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Contract&lt;/b&gt;: the declarer&apos;s number (1–4) or initial, the level 6, 7, 8, 9 or 0 for a ten (M instead makes it a misère), the suit S ♠, C ♣, D ♦, H ♥ or N for no-trump, then each defender: W whist, P pass, H half-whist. If someone whisted, type the declarer&apos;s tricks, and with two whisters the first whister&apos;s tricks too: the last count is filled in so the tricks add up to 10. Enter confirms.&lt;br&gt;Example: &lt;tt&gt;1 7 s w p 6 Enter&lt;/tt&gt; = player 1 plays 7♠, whisted by one, takes 6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Misère&lt;/b&gt;: Ctrl+2, the declarer, the tricks he took (nothing or 0 = made), Enter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;All-pass&lt;/b&gt;: Ctrl+3, each player&apos;s tricks but the last, Enter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Adjustment&lt;/b&gt;: Ctrl+4, then Tab through the amounts.&lt;/p&gt;&lt;p&gt;In a trick field a digit is a whole count and moves on; 1 waits for a 0 (ten). Up and Down change a count, Backspace clears it. Left and Right walk along a row of buttons; Tab and Shift+Tab move between the rows. Alt with the underlined letter reaches the other fields (dealer, talon, blind, note). Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Вид сдачи&lt;/b&gt;: Ctrl+1 — игра, Ctrl+2 — мизер, Ctrl+3 — распасы, Ctrl+4 — поправка (или C, M, A, J в ряду видов сдачи).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Игра&lt;/b&gt;: номер разыгрывающего (1–4) или первая буква имени, игра 6, 7, 8, 9 или 0 для десятерной (M вместо неё — мизер), масть S ♠, C ♣, D ♦, H ♥ или N — без козыря, затем слово каждого вистующего: W — вист, P — пас, H — полвиста. Если кто-то вистовал, введите взятки разыгрывающего, а при двух вистующих — ещё и взятки первого из них: последнее число заполняется само, чтобы всего было 10 взяток. Enter подтверждает.&lt;br&gt;Пример: &lt;tt&gt;1 7 s w p 6 Enter&lt;/tt&gt; = игрок 1 играет 7♠, один вистует, взято 6.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Мизер&lt;/b&gt;: Ctrl+2, разыгрывающий, сколько взяток он взял (пусто или 0 — сыгран), Enter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Распасы&lt;/b&gt;: Ctrl+3, взятки каждого игрока, кроме последнего, Enter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Поправка&lt;/b&gt;: Ctrl+4, затем Tab по суммам.&lt;/p&gt;&lt;p&gt;В поле взяток цифра — это всё число, и ввод идёт дальше; 1 ждёт 0 (десять). Вверх и Вниз меняют число, Backspace стирает его. Влево и Вправо — по ряду кнопок; Tab и Shift+Tab — между рядами. Alt с подчёркнутой буквой — к остальным полям (сдающий, прикуп, втёмную, заметка). Esc — отмена. Буквенные клавиши — латинские.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="374"/>
        <source>&lt;p&gt;&lt;b&gt;Totus&lt;/b&gt;: T on the level row makes the contract a totus (a ten, no whist); then the suit and the declarer&apos;s tricks.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Тотус&lt;/b&gt;: T в строке игры делает её тотусом (десятерная, без виста); затем масть и взятки разыгрывающего.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="377"/>
        <source>&lt;p&gt;&lt;b&gt;Gave up&lt;/b&gt;: G on a defender&apos;s row: the declarer gave the game up without playing (three undertricks, no whists). Example: &lt;tt&gt;2 8 c g Enter&lt;/tt&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Уход без трёх&lt;/b&gt;: G в строке вистующего: разыгрывающий сдал игру, не играя (три недобора, вистов нет). Пример: &lt;tt&gt;2 8 c g Enter&lt;/tt&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="381"/>
        <source>&lt;p&gt;&lt;b&gt;The dealer&apos;s whist&lt;/b&gt;: when neither defender whisted, the dealer&apos;s row asks W (he whists: type the declarer&apos;s tricks) or P.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Вист сдающего&lt;/b&gt;: если никто не вистовал, строка сдающего спрашивает W (он вистует: введите взятки разыгрывающего) или P.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_layout.py" line="385"/>
        <source>&lt;p&gt;&lt;b&gt;All-pass&lt;/b&gt;: the dealer plays the talon: type his tricks (0 to 2) after the others&apos;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Распасы&lt;/b&gt;: сдающий играет прикуп: введите его взятки (от 0 до 2) после остальных.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="168"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="413"/>
        <source>These rules have no half-whist.</source>
        <translation>По этим правилам полвиста не бывает.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="416"/>
        <source>Choose the level first.</source>
        <translation>Сначала выберите игру.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="573"/>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="575"/>
        <source>%1 deals and plays the talon</source>
        <translation>%1 сдаёт и играет прикуп</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="577"/>
        <source>%1 deals and sits out</source>
        <translation>%1 сдаёт и сидит на прикупе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="579"/>
        <source>%1 deals</source>
        <translation>%1 сдаёт</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="582"/>
        <source>all-passes in a row: %1</source>
        <translation>распасов подряд: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_form.py" line="583"/>
        <source>games from %1</source>
        <translation>игры от %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="206"/>
        <source>All-pass at %1 whists a trick</source>
        <translation>Распасы по %1 за взятку, в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="206"/>
        <source>All-pass at %1 a trick</source>
        <translation>Распасы по %1 за взятку</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="208"/>
        <source>All-pass at %1 whists a trick, %n in a row</source>
        <translation>
            <numerusform>Распасы по %1 за взятку, в вистах, %n-е подряд</numerusform>
            <numerusform>Распасы по %1 за взятку, в вистах, %n-е подряд</numerusform>
            <numerusform>Распасы по %1 за взятку, в вистах, %n-е подряд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="209"/>
        <source>All-pass at %1 a trick, %n in a row</source>
        <translation>
            <numerusform>Распасы по %1 за взятку, %n-е подряд</numerusform>
            <numerusform>Распасы по %1 за взятку, %n-е подряд</numerusform>
            <numerusform>Распасы по %1 за взятку, %n-е подряд</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="216"/>
        <source>1st defender</source>
        <translation>1-й вистующий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="217"/>
        <source>2nd defender</source>
        <translation>2-й вистующий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="228"/>
        <source>%1 (dealer):</source>
        <translation>%1 (сдающий):</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="229"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="34"/>
        <source>%1 (dealer)</source>
        <translation>%1 (сдающий)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="236"/>
        <source>Below the exit level %1 after the all-passes</source>
        <translation>Ниже выхода из распасов (%1)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="250"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="33"/>
        <source>%1 (talon)</source>
        <translation>%1 (прикуп)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="252"/>
        <source>The dealer&apos;s tricks from the talon: 0 to 2.</source>
        <translation>Взятки сдающего с прикупа: от 0 до 2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="84"/>
        <source>Choose the level: 6 to 9, or 0 for a ten.</source>
        <translation>Выберите игру: 6–9 или 0 для десятерной.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="85"/>
        <source>Choose the suit: S, C, D, H, or N for no-trump.</source>
        <translation>Выберите масть: S, C, D, H или N — без козыря.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="99"/>
        <source>What did %1 say? W whist, P pass, H half-whist.</source>
        <translation>Что говорит %1? W — вист, P — пас, H — полвиста.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="100"/>
        <source>What did %1 say? W whist or P pass.</source>
        <translation>Что говорит %1? W — вист или P — пас.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="104"/>
        <source>Did %1, the dealer, whist? W whist or P pass.</source>
        <translation>Вистует ли сдающий %1? W — вист или P — пас.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="129"/>
        <source>Choose the declarer: 1–%1 or the first letter of the name.</source>
        <translation>Выберите разыгрывающего: 1–%1 или первая буква имени.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="151"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="38"/>
        <source>Enter at least one amount.</source>
        <translation>Введите хотя бы одну сумму.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="163"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="35"/>
        <source>%1&apos;s pool</source>
        <translation>%1, пуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="163"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="36"/>
        <source>%1&apos;s mountain</source>
        <translation>%1, гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="164"/>
        <source>%1&apos;s whists</source>
        <translation>%1, висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_assembly.py" line="165"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="37"/>
        <source>%1: “%2” is not a number; write 5, -2, 1.5 or 1/2.</source>
        <translation>%1: «%2» — не число; пишите 5, -2, 1,5 или 1/2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_dialog.py" line="291"/>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="39"/>
        <source>The score appears here as soon as the deal is complete.</source>
        <translation>Запись появится здесь, как только сдача будет введена полностью.</translation>
    </message>
</context>
<context>
    <name>DirectorWindow</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="117"/>
        <source>Cannot open the club night</source>
        <translation>Не удаётся открыть клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="269"/>
        <source>%1 — Club Night</source>
        <translation>%1 — клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="282"/>
        <source>&amp;Round:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="283"/>
        <source>&amp;Open Round to Tables</source>
        <translation>&amp;Открыть тур столам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="284"/>
        <source>S&amp;eat Round</source>
        <translation>Расса&amp;дить тур</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="285"/>
        <source>&amp;Listen on:</source>
        <translation>&amp;Принимать на:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="286"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="287"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="288"/>
        <source>&amp;Club Night</source>
        <translation>&amp;Клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="289"/>
        <source>Enter &amp;Paper Sheet…</source>
        <translation>Внести &amp;бумажную пульку…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="290"/>
        <source>A Late Player &amp;Joins…</source>
        <translation>&amp;Опоздавший игрок…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="291"/>
        <source>A Player &amp;Leaves…</source>
        <translation>Игрок &amp;уходит…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="293"/>
        <source>Projector &amp;Screen</source>
        <translation>Экра&amp;н для проектора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="296"/>
        <source>&amp;Export the Night as PDF…</source>
        <translation>&amp;Экспорт вечера в PDF…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="292"/>
        <source>P&amp;rojector View</source>
        <translation>Вид для &amp;проектора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="90"/>
        <source>The night was written by the program that holds it: shown as it is now.</source>
        <translation>Программа, которая ведёт вечер, записала его: показано, как он есть сейчас.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="125"/>
        <source>Watch the Club Night</source>
        <translation>Просмотр клубного вечера</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="126"/>
        <source>The window opens to watch the night: it follows what that program writes, and changes nothing.</source>
        <translation>Окно откроется только для просмотра: оно следит за тем, что записывает та программа, и ничего не меняет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="269"/>
        <source>%1 — Club Night, watched</source>
        <translation>%1 — клубный вечер, просмотр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="271"/>
        <source>Another program writes this night: this window watches it and changes nothing. Close the other program&apos;s window (or stop its event serve) and open the night again to direct it here.</source>
        <translation>Этот вечер записывает другая программа: это окно только показывает его и ничего не меняет. Чтобы вести вечер здесь, закройте окно той программы (или остановите её event serve) и откройте вечер снова.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="274"/>
        <source>Loc&amp;k the Round&apos;s Results</source>
        <translation>Закрыть &amp;результаты тура</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="275"/>
        <source>Accep&amp;t the Held Copy…</source>
        <translation>Принять копию с&amp;тола…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="276"/>
        <source>Reject the &amp;Held Copy…</source>
        <translation>Отклонить копию стол&amp;а…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="277"/>
        <source>Take the Table&apos;s &amp;Differing Copy…</source>
        <translation>Взять рас&amp;ходящуюся копию стола…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="278"/>
        <source>Keep the &amp;Night&apos;s Copy…</source>
        <translation>Оставить копию &amp;вечера…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="279"/>
        <source>The Change Lo&amp;g…</source>
        <translation>&amp;Журнал изменений…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="280"/>
        <source>Ans&amp;wer the Phones&apos; Deal…</source>
        <translation>Ответить на &amp;сдачу с телефонов…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="281"/>
        <source>&amp;Answer…</source>
        <translation>Отв&amp;етить…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="294"/>
        <source>Table C&amp;ards of the Round…</source>
        <translation>&amp;Карточки столов тура…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="295"/>
        <source>Tables&apos; Ph&amp;one Pages…</source>
        <translation>Страни&amp;цы столов для телефонов…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="297"/>
        <source>Add the Games to the Li&amp;brary</source>
        <translation>Добавить партии в б&amp;иблиотеку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="298"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="320"/>
        <source>Cannot open the round</source>
        <translation>Не удаётся открыть тур</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="331"/>
        <source>Round %1 has %n table(s) still playing (%2).</source>
        <translation>
            <numerusform>В туре %1 ещё играет %n стол (%2).</numerusform>
            <numerusform>В туре %1 ещё играют %n стола (%2).</numerusform>
            <numerusform>В туре %1 ещё играют %n столов (%2).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="333"/>
        <source>Open round %1 now? The tables still playing can send no more deals of round %2.</source>
        <translation>Открыть тур %1 сейчас? Столы, которые ещё играют, больше не смогут прислать сдачи тура %2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="335"/>
        <source>Open Round %1</source>
        <translation>Открыть тур %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="343"/>
        <source>Cannot seat the round</source>
        <translation>Не удаётся рассадить тур</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="409"/>
        <source>Round %1 is not seated yet: Seat Round seats it.</source>
        <translation>Тур %1 ещё не рассажен: его рассадит кнопка «Рассадить тур».</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="426"/>
        <source>Enter Paper Sheet</source>
        <translation>Бумажная пулька</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="426"/>
        <source>Choose a table first.</source>
        <translation>Сначала выберите стол.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="437"/>
        <source>Cannot keep the game</source>
        <translation>Не удаётся сохранить партию</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="446"/>
        <source>A Late Player Joins</source>
        <translation>Опоздавший игрок</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="446"/>
        <source>The player&apos;s name:</source>
        <translation>Имя игрока:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="450"/>
        <source>Cannot add the player</source>
        <translation>Не удаётся добавить игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="454"/>
        <source>%1 plays from round %2: the rounds from it are seated again.</source>
        <translation>%1 играет с тура %2: туры с него рассажены заново.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="462"/>
        <source>A Player Leaves</source>
        <translation>Игрок уходит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="462"/>
        <source>Who leaves:</source>
        <translation>Кто уходит:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="465"/>
        <source>Cannot take the player off</source>
        <translation>Не удаётся снять игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="468"/>
        <source>%1 plays no round from round %2: the rounds from it are seated again.</source>
        <translation>%1 не играет с тура %2: туры с него рассажены заново.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="481"/>
        <source>Table Cards</source>
        <translation>Карточки столов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="491"/>
        <source>Export the Night</source>
        <translation>Экспорт вечера</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="510"/>
        <source>Cannot export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="512"/>
        <source>Written: %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="522"/>
        <source>Games added to the library: %1</source>
        <translation>Партий добавлено в библиотеку: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="532"/>
        <source>Receiving the tables of round %1 at %2.</source>
        <translation>Принимаются столы тура %1 по адресу %2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="546"/>
        <source>Cannot receive the tables</source>
        <translation>Не удаётся принимать столы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="560"/>
        <source>&amp;Stop Receiving</source>
        <translation>П&amp;рекратить приём</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="560"/>
        <source>&amp;Start Receiving</source>
        <translation>&amp;Начать приём</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="564"/>
        <source>Receiving round %1: tables join at %2</source>
        <translation>Приём тура %1: столы подключаются к %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="567"/>
        <source>Round %1 is not open to its tables: open it, and they join at %2</source>
        <translation>Тур %1 не открыт столам: откройте его, и они подключатся к %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="570"/>
        <source>Round %1 is open; the program that holds the night receives its tables</source>
        <translation>Тур %1 открыт; его столы принимает программа, которая ведёт вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="573"/>
        <source>Round %1 is open; not receiving yet</source>
        <translation>Тур %1 открыт; приём ещё не начат</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="575"/>
        <source>The tables cannot send their deals yet</source>
        <translation>Столы пока не могут отправлять сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="578"/>
        <source>(the port %1 was busy)</source>
        <translation>(порт %1 был занят)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="590"/>
        <source>Cannot share with the phones</source>
        <translation>Не удаётся показать на телефонах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="601"/>
        <source>Stop Sharing with &amp;Phones</source>
        <translation>Прекратить показ на те&amp;лефонах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="601"/>
        <source>Share with &amp;Phones</source>
        <translation>Показать на те&amp;лефонах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/director_window.py" line="602"/>
        <source>Phones open %1</source>
        <translation>Телефоны открывают %1</translation>
    </message>
</context>
<context>
    <name>EntryAnswer</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="50"/>
        <source>Answer the Phones&apos; Deal</source>
        <translation>Ответ на сдачу с телефонов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="57"/>
        <source>Choose a table whose phones&apos; deal waits first.</source>
        <translation>Сначала выберите стол, чья сдача с телефонов ждёт.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="81"/>
        <source>Table %1: the phones&apos; deal is accepted, and in its game.</source>
        <translation>Стол %1: сдача с телефонов принята и вошла в партию.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="83"/>
        <source>Table %1: the deal is corrected, and in its game.</source>
        <translation>Стол %1: сдача исправлена и вошла в партию.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="84"/>
        <source>Table %1: the phones&apos; deal is deleted; the table enters it again.</source>
        <translation>Стол %1: сдача с телефонов удалена; стол внесёт её заново.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="108"/>
        <source>Table %1&apos;s phones entered “%2”. Why do you accept it?</source>
        <translation>С телефонов стола %1 внесена сдача «%2». Почему вы её принимаете?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="110"/>
        <source>Table %1&apos;s phones entered “%2”; you correct it to “%3”. Why?</source>
        <translation>С телефонов стола %1 внесена сдача «%2»; вы исправляете её на «%3». Почему?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer.py" line="112"/>
        <source>Table %1&apos;s phones entered “%2”. Why do you delete it?</source>
        <translation>С телефонов стола %1 внесена сдача «%2». Почему вы её удаляете?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="35"/>
        <source>a deal the rules refuse now (correct or delete it)</source>
        <translation>сдача, которую правила теперь не принимают (исправьте или удалите её)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="49"/>
        <source>Disputed at %1</source>
        <translation>Оспорена в %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="50"/>
        <source>Pending since %1</source>
        <translation>Ждёт подтверждения с %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="64"/>
        <source>Table %1 calls the director: %2 — disputed at %3</source>
        <translation>Стол %1 зовёт судью: %2 — оспорено в %3</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="66"/>
        <source>Round %4, table %1 calls the director: %2 — disputed at %3</source>
        <translation>Тур %4, стол %1 зовёт судью: %2 — оспорено в %3</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="74"/>
        <source>a phone</source>
        <translation>телефона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="75"/>
        <source>phone …%1</source>
        <translation>телефона …%1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="81"/>
        <source>Entered at %1 on %2</source>
        <translation>Внесена в %1 с %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="85"/>
        <source>disputed at %1 on the same phone</source>
        <translation>оспорена в %1 с того же телефона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="87"/>
        <source>disputed at %1 on %2</source>
        <translation>оспорена в %1 с %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="90"/>
        <source>no other phone has confirmed it yet</source>
        <translation>другой телефон её ещё не подтвердил</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_words.py" line="92"/>
        <source>a game below the exit level, let stand</source>
        <translation>игра ниже уровня выхода, оставлена по решению стола</translation>
    </message>
</context>
<context>
    <name>EntryAnswerDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="88"/>
        <source>Answer Table %1&apos;s Deal</source>
        <translation>Ответ на сдачу стола %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="89"/>
        <source>Round %1, table %2 calls the director. %3.</source>
        <translation>Тур %1, стол %2 зовёт судью. %3.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="90"/>
        <source>Round %1, table %2: its phones&apos; deal waits for a confirmation. %3.</source>
        <translation>Тур %1, стол %2: сдача с его телефонов ждёт подтверждения. %3.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="94"/>
        <source>The table&apos;s game has changed since: the rules refuse this deal now.</source>
        <translation>Партия стола с тех пор изменилась: правила теперь не принимают эту сдачу.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="97"/>
        <source>&amp;Accept</source>
        <translation>&amp;Принять</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="98"/>
        <source>C&amp;orrect…</source>
        <translation>&amp;Исправить…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="99"/>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="100"/>
        <source>The deal goes into the table&apos;s game as the phone entered it.</source>
        <translation>Сдача входит в партию стола так, как её внесли с телефона.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="101"/>
        <source>Enter the deal as it was played: it goes into the table&apos;s game instead.</source>
        <translation>Внесите сдачу так, как её сыграли: в партию стола войдёт она.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/entry_answer_dialog.py" line="103"/>
        <source>Nothing goes into the table&apos;s game: the table enters the deal again.</source>
        <translation>В партию стола ничего не входит: стол вносит сдачу заново.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="38"/>
        <source>Preferans game</source>
        <translation>Партия в преферанс</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="39"/>
        <source>Preferans score sheet and settlement</source>
        <translation>Пулька в преферанс и её роспись</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="40"/>
        <source>Finished</source>
        <translation>Пулька окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="41"/>
        <source>Not finished — settled as it stands</source>
        <translation>Пулька не окончена — роспись на текущий момент</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="42"/>
        <source>Page {0} of {1}</source>
        <translation>Страница {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="43"/>
        <source>pool to {0}</source>
        <translation>пуля до {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="44"/>
        <source>deals: {0}</source>
        <translation>сдач: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="46"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="47"/>
        <source>Ended</source>
        <translation>Окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="48"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="49"/>
        <source>Convention</source>
        <translation>Конвенция</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="50"/>
        <source>Pool target</source>
        <translation>Размер пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="51"/>
        <source>Price of a whist</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="52"/>
        <source>Deals</source>
        <translation>Сдач сыграно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="53"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="54"/>
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="55"/>
        <source>Settings that differ from the preset</source>
        <translation>Отличия от правил конвенции</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="56"/>
        <source>none: the convention&apos;s rules unchanged</source>
        <translation>нет: правила конвенции без изменений</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="57"/>
        <source>{0}: {1} (preset: {2})</source>
        <translation>{0}: {1} (в конвенции: {2})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="58"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="59"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="60"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="62"/>
        <source>Settlement step by step</source>
        <translation>Роспись по шагам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="63"/>
        <source>The sheet after the last deal</source>
        <translation>Пулька после последней сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="64"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="65"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="66"/>
        <source>Whists on {0}</source>
        <translation>Висты: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="67"/>
        <source>1. Each pool is levelled to the target: a missing pool point adds {0} to the mountain.</source>
        <translation>1. Пули доводятся до размера пули: каждое недостающее очко пули добавляет {0} в гору.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="69"/>
        <source>Levelled mountain</source>
        <translation>Гора с учётом пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="70"/>
        <source>2. Amnesty: the smallest mountain, {0}, is taken off every mountain.</source>
        <translation>2. Амнистия: самая маленькая гора, {0}, списывается со всех гор.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="72"/>
        <source>Amnestied mountain</source>
        <translation>Гора после амнистии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="73"/>
        <source>3. Mountain whists: a mountain point is worth {0} whists, shared out against the average mountain.</source>
        <translation>3. Висты за гору: очко горы стоит {0} вистов; каждый платит или получает за разницу со средней горой.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="75"/>
        <source>Mountain whists</source>
        <translation>Висты за гору</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="76"/>
        <source>4. The whists written are netted pair by pair: what each player wrote on an opponent less what that opponent wrote on him.</source>
        <translation>4. Висты сводятся попарно: сколько игрок написал на противника минус сколько противник написал на него.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="78"/>
        <source>Whists with {0}</source>
        <translation>Висты с игроком {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="79"/>
        <source>5. The result is the mountain whists plus the whist balances.</source>
        <translation>5. Итог — висты за гору плюс разница вистов с каждым противником.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="80"/>
        <source>Exact result</source>
        <translation>Точный итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="81"/>
        <source>Paper correction: {0}&apos;s mountain {1}, and every other player writes {2} on {0}, so that the mountain whists come out whole. What that changes in each result:</source>
        <translation>Поправка округления: гора игрока {0} {1}, и каждый другой игрок пишет {2} на {0}, чтобы висты за гору вышли целыми. Что это меняет в каждом итоге:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="84"/>
        <source>Paper correction</source>
        <translation>Поправка округления</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="85"/>
        <source>Fractions of a whist are rounded to whole whists so that the results still add up to zero:</source>
        <translation>Доли виста округляются до целых вистов так, чтобы сумма итогов осталась нулевой:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="87"/>
        <source>Rounded to whole whists</source>
        <translation>Округление до целых вистов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="88"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="89"/>
        <source>Result ({0})</source>
        <translation>Итог ({0})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="90"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="91"/>
        <source>Money, {0}</source>
        <translation>Деньги, {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="92"/>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="93"/>
        <source>{0} pays {1}: {2}</source>
        <translation>{0} → {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="94"/>
        <source>{0} whists</source>
        <translation>{0} в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="95"/>
        <source>Nobody pays anybody.</source>
        <translation>Никто никому не платит.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="97"/>
        <source>The deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="98"/>
        <source>The deals (continued)</source>
        <translation>Сдачи (продолжение)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="100"/>
        <source>The club&apos;s season table</source>
        <translation>Таблица сезона клуба</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="101"/>
        <source>Preferans club: results and ratings of a season</source>
        <translation>Клуб преферанса: итоги и рейтинги сезона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="102"/>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="103"/>
        <source>From {0} to {1}</source>
        <translation>С {0} по {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="104"/>
        <source>Games in the season: {0}</source>
        <translation>Пулек в сезоне: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="105"/>
        <source>The season&apos;s table (continued)</source>
        <translation>Таблица сезона (продолжение)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="106"/>
        <source>#|Player|Rating|Change|Games|Firsts|Result|Money|Per deal|Contracts|Misères|Whists</source>
        <translation>#|Игрок|Рейтинг|Изменение|Пульки|Первые места|Итог|Деньги|За сдачу|Игры|Мизеры|Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="108"/>
        <source>Ranked by the season&apos;s result in whists (as settled), then rating. Rating: a newcomer shows 1000 (openskill&apos;s Plackett–Luce model, game by game). Firsts: games where nobody did better. Contracts and misères: made / failed. Whists: written on the others.</source>
        <translation>Места — по итогу сезона в вистах (по росписи), затем по рейтингу. Рейтинг: у новичка 1000 (модель Плакетта — Льюса из openskill, пулька за пулькой). Первые места: пульки, где никто не сыграл лучше. Игры и мизеры: сыграны / не сыграны (ремиз, пойманный мизер). Висты: записанные на других.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="112"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="113"/>
        <source>Dealer</source>
        <translation>Сдавал</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="114"/>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="115"/>
        <source>Written</source>
        <translation>Записано</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="116"/>
        <source>Under each player&apos;s name: what the deal was worth to him, in whists (the exact settlement after the deal minus the one before it).</source>
        <translation>Под именем каждого игрока — сколько ему стоила сдача, в вистах (точная роспись после сдачи минус роспись до неё).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="118"/>
        <source>No deals yet.</source>
        <translation>Сдач ещё не было.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="120"/>
        <source>Club night</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="121"/>
        <source>Club night: the seating and the table cards of a round</source>
        <translation>Клубный вечер: рассадка и карточки столов тура</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="122"/>
        <source>Round {0}: the seating</source>
        <translation>Тур {0}: рассадка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="123"/>
        <source>Each table&apos;s players in seat order: the first deals first.</source>
        <translation>Игроки каждого стола по порядку мест: первый сдаёт первым.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="124"/>
        <source>Table|Players in seat order</source>
        <translation>Стол|Игроки по порядку мест</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="125"/>
        <source>Sitting out this round: {0}</source>
        <translation>Пропускают этот тур: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="126"/>
        <source>Round {0}</source>
        <translation>Тур {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="127"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="128"/>
        <source>Players in seat order</source>
        <translation>Игроки по порядку мест</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="129"/>
        <source>deals first</source>
        <translation>сдаёт первым</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="130"/>
        <source>deals: at most {0}</source>
        <translation>сдач: не более {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="131"/>
        <source>time: {0} min</source>
        <translation>время: {0} мин</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="132"/>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="133"/>
        <source>No code yet: the round is not open to the tables. Ask the director for this table&apos;s code.</source>
        <translation>Кода ещё нет: тур не открыт для столов. Спросите код этого стола у судьи.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="135"/>
        <source>Director&apos;s address: {0}</source>
        <translation>Адрес судьи: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="136"/>
        <source>Director&apos;s address: ask the director.</source>
        <translation>Адрес судьи: спросите у судьи.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="137"/>
        <source>To join: in Preferans Desk choose Game &gt; Join Club Night, then type the director&apos;s address and the table code.</source>
        <translation>Как подключиться: в Preferans Desk выберите Игра &gt; Клубный вечер… и введите адрес судьи и код стола.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="139"/>
        <source>Score on your phones: scan this</source>
        <translation>Запись с телефонов: отсканируйте этот код</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="140"/>
        <source>To score on your phones instead: scan this table&apos;s QR code on the director&apos;s screen, or ask the director for the page.</source>
        <translation>Чтобы записывать с телефонов: отсканируйте QR-код этого стола на экране судьи или спросите у судьи адрес страницы.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="143"/>
        <source>Club night: the standings and every table&apos;s game</source>
        <translation>Клубный вечер: итоговая таблица и партия каждого стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="144"/>
        <source>Players: {0} · Rounds: {1} · Games counted: {2}</source>
        <translation>Игроков: {0} · Туров: {1} · Партий учтено: {2}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="145"/>
        <source>Final standings</source>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="146"/>
        <source>Standings so far (not every table&apos;s game is in)</source>
        <translation>Таблица на сейчас (партии ещё не всех столов)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="147"/>
        <source>#|Player|Tour points|Whists|Games</source>
        <translation>№|Игрок|Турнирные очки|Висты|Партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="148"/>
        <source>Standings (continued)</source>
        <translation>Таблица (продолжение)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="149"/>
        <source>Ranked by tour points, then by whists (the sum of the player&apos;s results); players level on both share a rank.</source>
        <translation>Порядок: по турнирным очкам, затем по вистам (сумме результатов игрока); у равных по тем и другим место общее.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="151"/>
        <source>Tour points: {0}.</source>
        <translation>Турнирные очки: {0}.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="152"/>
        <source>each game&apos;s result in whists</source>
        <translation>результат каждой партии в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="153"/>
        <source>by the place at the table ({0}); {1} more for the only player not below zero</source>
        <translation>по месту за столом ({0}); ещё {1} единственному игроку не в минусе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="155"/>
        <source>at a table of {0}: {1}</source>
        <translation>за столом на {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="156"/>
        <source>at most {0} for a player below zero</source>
        <translation>не более {0} игроку в минусе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="157"/>
        <source>the result compressed: each whist counts 1, {0}</source>
        <translation>результат со сжатием: каждый вист считается за 1, {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="158"/>
        <source>{0} above {1}</source>
        <translation>{0} свыше {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="159"/>
        <source>as the rules of {0} count</source>
        <translation>как по правилам {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="160"/>
        <source>a loss counts in full</source>
        <translation>проигрыш считается полностью</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="161"/>
        <source>a loss is compressed alike</source>
        <translation>проигрыш сжимается так же</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="162"/>
        <source>The tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="163"/>
        <source>Table|Players in seat order, their results|Game</source>
        <translation>Стол|Игроки по порядку мест и их результаты|Партия</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="164"/>
        <source>Not seated.</source>
        <translation>Рассадки ещё нет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="165"/>
        <source>No game yet: not counted</source>
        <translation>Партии ещё нет: не учтена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="166"/>
        <source>Cannot be read, not counted: {0}</source>
        <translation>Не читается, не учтена: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="167"/>
        <source>Finished, deals: {0}</source>
        <translation>Окончена, сдач: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="168"/>
        <source>Not finished, deals: {0}</source>
        <translation>Не окончена, сдач: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/export/printout_words.py" line="169"/>
        <source>{0}: round {1}, table {2}</source>
        <translation>{0}: тур {1}, стол {2}</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="147"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="148"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="173"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="174"/>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="175"/>
        <source>Export image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="200"/>
        <location filename="../../preferans_desk/gui/export_actions.py" line="282"/>
        <source>Cannot export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="201"/>
        <source>%1 is read-only; export under another name.</source>
        <translation>Файл %1 защищён от записи; экспортируйте под другим именем.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="224"/>
        <source>Exported %1 to %2</source>
        <translation>%1 экспортирован в %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="233"/>
        <source>Printed %1 to %2</source>
        <translation>%1 напечатан в %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="237"/>
        <source>Sent %1 to the printer %2</source>
        <translation>%1 отправлен на принтер %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="265"/>
        <source>Open folder</source>
        <translation>Открыть папку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="310"/>
        <source>Print the game</source>
        <translation>Печать пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="330"/>
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="344"/>
        <source>Cannot print</source>
        <translation>Не удаётся напечатать</translation>
    </message>
</context>
<context>
    <name>FactsStrip</name>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="101"/>
        <source>Deal %1: %2 deals</source>
        <translation>Сдача %1: сдаёт %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="103"/>
        <source>%1 sits out</source>
        <translation>%1 на прикупе</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="107"/>
        <source>After %n all-pass(es): the next at %1 a trick, games from %2</source>
        <translation>
            <numerusform>После %n распаса: следующие по %1 за взятку, игра от %2</numerusform>
            <numerusform>После %n распасов: следующие по %1 за взятку, игра от %2</numerusform>
            <numerusform>После %n распасов: следующие по %1 за взятку, игра от %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="110"/>
        <source>All-pass at %1 a trick</source>
        <translation>Распасы по %1 за взятку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="112"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="114"/>
        <source>%n pool(s) open</source>
        <translation>
            <numerusform>Открыта %n пуля</numerusform>
            <numerusform>Открыты %n пули</numerusform>
            <numerusform>Открыто %n пуль</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="115"/>
        <source>Facing %1</source>
        <translation>Лицом к игроку %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="127"/>
        <source>Over: the all-passes are played out</source>
        <translation>Игра окончена: доигрываются распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="130"/>
        <source>No number of rounds agreed</source>
        <translation>Число кругов не оговорено</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="132"/>
        <source>Last round: %n deal(s) left</source>
        <translation>
            <numerusform>Последний круг: осталась %n сдача</numerusform>
            <numerusform>Последний круг: осталось %n сдачи</numerusform>
            <numerusform>Последний круг: осталось %n сдач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="133"/>
        <source>Round %1 of %2</source>
        <translation>Круг %1 из %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="135"/>
        <source>No hour agreed</source>
        <translation>Час окончания не оговорён</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="138"/>
        <source>Time is up: %n deal(s) to finish the round</source>
        <translation>
            <numerusform>Время вышло: до конца круга %n сдача</numerusform>
            <numerusform>Время вышло: до конца круга %n сдачи</numerusform>
            <numerusform>Время вышло: до конца круга %n сдач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="139"/>
        <source>Time is up: this deal is the last</source>
        <translation>Время вышло: эта сдача последняя</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/facts_strip.py" line="141"/>
        <source>Ends at %1: %n minute(s) left</source>
        <translation>
            <numerusform>До %1: осталась %n минута</numerusform>
            <numerusform>До %1: осталось %n минуты</numerusform>
            <numerusform>До %1: осталось %n минут</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="59"/>
        <source>Replace the file?</source>
        <translation>Заменить файл?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="60"/>
        <source>%1 already exists in %2. Replace it?</source>
        <translation>Файл %1 уже есть в папке %2. Заменить его?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="104"/>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="105"/>
        <source>Preferans games (*%1);;All files (*)</source>
        <translation>Игры в преферанс (*%1);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="115"/>
        <location filename="../../preferans_desk/gui/game_files.py" line="123"/>
        <location filename="../../preferans_desk/gui/game_files.py" line="153"/>
        <location filename="../../preferans_desk/gui/game_files.py" line="228"/>
        <source>Cannot open %1</source>
        <translation>Не удаётся открыть %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="127"/>
        <source>Game open elsewhere</source>
        <translation>Игра открыта в другом окне</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="128"/>
        <source>%1 is open in another Preferans Desk window (process %2 on %3). Open it read-only, to look at it or save it under another name, or as an untitled copy?</source>
        <translation>%1 открыта в другом окне Preferans Desk (процесс %2 на %3). Открыть её только для чтения — посмотреть или сохранить под другим именем — или как безымянную копию?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="132"/>
        <source>Open &amp;Read-Only</source>
        <translation>Только для &amp;чтения</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="132"/>
        <source>Open a &amp;Copy</source>
        <translation>Открыть &amp;копию</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="133"/>
        <location filename="../../preferans_desk/gui/game_files.py" line="221"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="143"/>
        <source>Opened with warnings</source>
        <translation>Открыто с предупреждениями</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="144"/>
        <source>Deal %1: %2</source>
        <translation>Сдача %1: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="174"/>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="175"/>
        <source>Preferans games (*%1)</source>
        <translation>Игры в преферанс (*%1)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="182"/>
        <location filename="../../preferans_desk/gui/game_files.py" line="188"/>
        <location filename="../../preferans_desk/gui/game_files.py" line="198"/>
        <source>Cannot save</source>
        <translation>Не удаётся сохранить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="183"/>
        <source>%1 is read-only; save the game under another name.</source>
        <translation>Файл %1 защищён от записи; сохраните игру под другим именем.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="189"/>
        <source>%1 is open in another Preferans Desk window (process %2 on %3); save under another name.</source>
        <translation>%1 открыта в другом окне Preferans Desk (процесс %2 на %3); сохраните под другим именем.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="205"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="208"/>
        <source>%1; not added to the library: %2</source>
        <translation>%1; в библиотеку не добавлен: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="215"/>
        <source>The file changed on disk</source>
        <translation>Файл изменился на диске</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="216"/>
        <source>%1 was changed by another window or program since this window opened or saved it. Save this game as a copy, reload the file (the changes made here are dropped), or overwrite it (the other changes are lost)?</source>
        <translation>%1 изменён другим окном или программой после того, как это окно его открыло или сохранило. Сохранить эту игру копией, перечитать файл (изменения, сделанные здесь, пропадут) или перезаписать его (пропадут чужие изменения)?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="220"/>
        <source>Save as &amp;Copy…</source>
        <translation>Сохранить &amp;копией…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="220"/>
        <source>&amp;Reload</source>
        <translation>&amp;Перечитать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="221"/>
        <source>&amp;Overwrite</source>
        <translation>Пере&amp;записать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="258"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="259"/>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>В игре есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="261"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="262"/>
        <source>&amp;Discard</source>
        <translation>&amp;Не сохранять</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="263"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="306"/>
        <source>Cannot recover the game</source>
        <translation>Не удаётся восстановить игру</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="350"/>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_files.py" line="364"/>
        <source>Not added to the library: %1</source>
        <translation>Партия не добавлена в библиотеку: %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="72"/>
        <source>Sochi, 3 players</source>
        <translation>Сочинка, 3 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="73"/>
        <source>Sochi, 4 players</source>
        <translation>Сочинка, 4 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="74"/>
        <source>Leningrad, 3 players</source>
        <translation>Ленинградка, 3 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="75"/>
        <source>Leningrad, 4 players</source>
        <translation>Ленинградка, 4 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="76"/>
        <source>Rostov, 3 players</source>
        <translation>Ростов, 3 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="77"/>
        <source>Rostov, 4 players</source>
        <translation>Ростов, 4 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="78"/>
        <source>Classic, 3 players</source>
        <translation>Классика, 3 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="79"/>
        <source>Classic, 4 players</source>
        <translation>Классика, 4 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="80"/>
        <source>Sochi, 3 players, a game in progress</source>
        <translation>Сочинка, 3 игрока, игра не окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="104"/>
        <source>The user guide is missing from this installation:
%1</source>
        <translation>В этой установке нет руководства пользователя:
%1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="105"/>
        <source>User Guide</source>
        <translation>Руководство пользователя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="222"/>
        <source>Preferans Desk User Guide</source>
        <translation>Руководство пользователя Preferans Desk</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="320"/>
        <source>A score sheet (pulka) for Preferans: scoring, settlement, printing.</source>
        <translation>Пулька для преферанса: подсчёт, роспись, печать.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="321"/>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version. It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Это свободная программа: её можно распространять и изменять на условиях &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt; версии 3 либо (по вашему выбору) любой более поздней версии. Она поставляется БЕЗ КАКИХ-ЛИБО ГАРАНТИЙ.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="325"/>
        <source>It uses and ships:</source>
        <translation>Программа использует и включает в себя:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="326"/>
        <source>Qt %1 and PySide6 %2 (Qt for Python), under the &lt;a href=&quot;%3&quot;&gt;GNU Lesser General Public License&lt;/a&gt;, version 3;</source>
        <translation>Qt %1 и PySide6 %2 (Qt for Python) — на условиях &lt;a href=&quot;%3&quot;&gt;GNU Lesser General Public License&lt;/a&gt; версии 3;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="329"/>
        <source>the DejaVu fonts, under the &lt;a href=&quot;%1&quot;&gt;Bitstream Vera and Arev fonts licence&lt;/a&gt; (free to use, copy and change);</source>
        <translation>шрифты DejaVu — на условиях &lt;a href=&quot;%1&quot;&gt;лицензии шрифтов Bitstream Vera и Arev&lt;/a&gt; (свободное использование, копирование и изменение);</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="332"/>
        <source>ReportLab %1, under the &lt;a href=&quot;%2&quot;&gt;BSD licence&lt;/a&gt;;</source>
        <translation>ReportLab %1 — на условиях &lt;a href=&quot;%2&quot;&gt;лицензии BSD&lt;/a&gt;;</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="333"/>
        <source>Python %1, under the Python Software Foundation licence.</source>
        <translation>Python %1 — на условиях лицензии Python Software Foundation.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="357"/>
        <source>About Preferans Desk</source>
        <translation>О программе Preferans Desk</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="364"/>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="376"/>
        <source>About Qt</source>
        <translation>О Qt</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="176"/>
        <source>&amp;Edit deal…</source>
        <translation>Из&amp;менить сдачу…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="177"/>
        <source>De&amp;lete deal</source>
        <translation>&amp;Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="178"/>
        <source>Edit the selected deal (Ctrl+E or Enter)</source>
        <translation>Изменить выбранную сдачу (Ctrl+E или Enter)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="179"/>
        <source>Delete the selected deal (Ctrl+Del)</source>
        <translation>Удалить выбранную сдачу (Ctrl+Del)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="180"/>
        <source>&amp;Review</source>
        <translation>П&amp;росмотр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="181"/>
        <source>Step through the game deal by deal (arrow keys, Home, End)</source>
        <translation>Пройти игру сдача за сдачей (стрелки, Home, End)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="182"/>
        <source>Start (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="182"/>
        <source>Previous deal (Left)</source>
        <translation>Предыдущая сдача (стрелка влево)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="183"/>
        <source>Next deal (Right)</source>
        <translation>Следующая сдача (стрелка вправо)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="183"/>
        <source>Last deal (End)</source>
        <translation>Последняя сдача (End)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="186"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="187"/>
        <source>Deals shown in review</source>
        <translation>Сдачи, показанные при просмотре</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/history.py" line="296"/>
        <source>Reviewing: after deal %1 of %2</source>
        <translation>Просмотр: после сдачи %1 из %2</translation>
    </message>
</context>
<context>
    <name>ImageOptionsDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="94"/>
        <source>Export image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="100"/>
        <source> px</source>
        <translation> пикс.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="103"/>
        <source>&amp;Keep the sheet&apos;s proportions</source>
        <translation>&amp;Сохранять пропорции листа</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="108"/>
        <source>&amp;Width:</source>
        <translation>&amp;Ширина:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="109"/>
        <source>&amp;Height:</source>
        <translation>&amp;Высота:</translation>
    </message>
</context>
<context>
    <name>JoinNightDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/join_night_dialog.py" line="24"/>
        <source>Join Club Night</source>
        <translation>Подключение к клубному вечеру</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/join_night_dialog.py" line="30"/>
        <source>The director&apos;s address and this table&apos;s code are on the table card and on the director&apos;s screen. Each deal entered here then goes to the director.</source>
        <translation>Адрес судьи и код этого стола — на карточке стола и на экране судьи. Каждая записанная здесь сдача сразу уходит судье.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/join_night_dialog.py" line="40"/>
        <source>&amp;Director:</source>
        <translation>&amp;Судья:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/join_night_dialog.py" line="40"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Код стола:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/join_night_dialog.py" line="56"/>
        <source>Type the director&apos;s address and the table&apos;s code.</source>
        <translation>Введите адрес судьи и код стола.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/join_night_dialog.py" line="59"/>
        <source>Asking the director…</source>
        <translation>Запрос к судье…</translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <location filename="../../preferans_desk/words/languages.py" line="15"/>
        <source>English</source>
        <comment>this language&apos;s name, in this language</comment>
        <translation>Русский</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="76"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="76"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="76"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="76"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="76"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="77"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="77"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="77"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="87"/>
        <source>Copy of %1, the same deals</source>
        <translation>Копия %1, те же сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="88"/>
        <source>Copy of %1, other deals: to resolve</source>
        <translation>Копия %1, другие сдачи: выберите версию</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="90"/>
        <source>Cannot be read</source>
        <translation>Не читается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="91"/>
        <source>Finished</source>
        <translation>Окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="91"/>
        <source>In progress</source>
        <translation>Не окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_model.py" line="111"/>
        <source>%1 cannot be read: %2</source>
        <translation>Файл %1 не читается: %2</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="262"/>
        <source>Game Library — Preferans Desk</source>
        <translation>Библиотека игр — Preferans Desk</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="263"/>
        <source>Library toolbar</source>
        <translation>Панель библиотеки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="265"/>
        <source>&amp;Open for Review</source>
        <translation>&amp;Открыть для просмотра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="265"/>
        <source>&amp;Rename…</source>
        <translation>Пере&amp;именовать…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="266"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="266"/>
        <source>&amp;Import Folder…</source>
        <translation>Импорт &amp;папки…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="267"/>
        <source>Re&amp;fresh</source>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="267"/>
        <source>&amp;Merge Names…</source>
        <translation>Объ&amp;единить имена…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="268"/>
        <source>Resolve &amp;Conflict…</source>
        <translation>Разрешить &amp;конфликт…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="269"/>
        <source>Add Club &amp;Folder…</source>
        <translation>Добавить &amp;папку клуба…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="270"/>
        <source>Stop Watching a Club Folder…</source>
        <translation>Не следить за папкой клуба…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="271"/>
        <source>&amp;Separate Names</source>
        <translation>&amp;Разделить имена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="271"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="276"/>
        <source>Search by title, file or player</source>
        <translation>Поиск по названию, файлу или игроку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="277"/>
        <source>&amp;From:</source>
        <translation>&amp;С:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="278"/>
        <source>&amp;To:</source>
        <translation>&amp;По:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="280"/>
        <source>any date</source>
        <translation>любая дата</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="281"/>
        <source>C&amp;lear</source>
        <translation>С&amp;бросить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="282"/>
        <source>Show every game again</source>
        <translation>Снова показать все игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="161"/>
        <source>C&amp;hart:</source>
        <translation>&amp;График:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="162"/>
        <source>Running balance across games</source>
        <translation>Нарастающий итог по пулькам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="163"/>
        <source>Running balance within the current game</source>
        <translation>Нарастающий итог по сдачам выбранной игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="74"/>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="289"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="74"/>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="292"/>
        <source>Games</source>
        <translation>Пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="75"/>
        <source>Won</source>
        <translation>В плюсе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="75"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="76"/>
        <source>Average</source>
        <translation>В среднем</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="76"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="77"/>
        <source>Contracts</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="78"/>
        <source>Misères</source>
        <translation>Мизеры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="77"/>
        <source>Best / worst</source>
        <translation>Лучшая / худшая</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="78"/>
        <source>Remizes</source>
        <translation>Ремизы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="79"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="79"/>
        <source>All-pass</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="80"/>
        <source>The player; merged spellings in the tooltip</source>
        <translation>Игрок; объединённые написания имени — в подсказке</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="81"/>
        <source>Games played</source>
        <translation>Сыграно пулек</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="82"/>
        <source>Games won (result above zero) and their share</source>
        <translation>Пульки, сыгранные в плюс (итог больше нуля), и их доля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="83"/>
        <source>Sum of the results, in whists, as settled</source>
        <translation>Сумма итогов по росписи, в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="84"/>
        <source>Average result a game, in whists</source>
        <translation>Средний итог за пульку, в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="85"/>
        <source>Sum of the money, by currency</source>
        <translation>Сумма денег, по валютам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="86"/>
        <source>The best and the worst result in one game (the games in the cell&apos;s tooltip)</source>
        <translation>Лучший и худший итог за одну пульку (сами пульки — в подсказке ячейки)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="88"/>
        <source>Contracts made / played / declared (played: somebody whisted)</source>
        <translation>Игры сыграны / разыграны / заказаны (разыграна — если кто-то вистовал)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="89"/>
        <source>Misères made / failed</source>
        <translation>Мизеры сыграны / пойманы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="90"/>
        <source>Contracts played and lost</source>
        <translation>Разыгранные игры, оставшиеся без своих взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="91"/>
        <source>Whists written on the others</source>
        <translation>Висты, записанные на других</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="92"/>
        <source>Tricks taken on all-pass</source>
        <translation>Взятки, взятые на распасах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="335"/>
        <source>The library cannot be refreshed</source>
        <translation>Не удаётся обновить библиотеку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="370"/>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="371"/>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="372"/>
        <source>Any status</source>
        <translation>Любое состояние</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="385"/>
        <source>Finished</source>
        <translation>Окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="385"/>
        <source>In progress</source>
        <translation>Не окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="386"/>
        <source>Cannot be read</source>
        <translation>Не читается</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="469"/>
        <source>%n game(s) in the library</source>
        <translation>
            <numerusform>%n игра в библиотеке</numerusform>
            <numerusform>%n игры в библиотеке</numerusform>
            <numerusform>%n игр в библиотеке</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="470"/>
        <source>%n shown</source>
        <translation>
            <numerusform>показана %n</numerusform>
            <numerusform>показаны %n</numerusform>
            <numerusform>показано %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="472"/>
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n не читается</numerusform>
            <numerusform>%n не читаются</numerusform>
            <numerusform>%n не читаются</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="482"/>
        <source>Statistics of the %n selected game(s)</source>
        <translation>
            <numerusform>Статистика %n выбранной игры</numerusform>
            <numerusform>Статистика %n выбранных игр</numerusform>
            <numerusform>Статистика %n выбранных игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="484"/>
        <source>Statistics of the %n game(s) shown (select several games to narrow them down)</source>
        <translation>
            <numerusform>Статистика %n показанной игры (выберите несколько игр, чтобы сузить выбор)</numerusform>
            <numerusform>Статистика %n показанных игр (выберите несколько игр, чтобы сузить выбор)</numerusform>
            <numerusform>Статистика %n показанных игр (выберите несколько игр, чтобы сузить выбор)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="122"/>
        <source>Also: %1</source>
        <translation>Также: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="164"/>
        <source>Chart of the running balances</source>
        <translation>График нарастающего итога</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="175"/>
        <source>Games, by date</source>
        <translation>Пульки по датам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="177"/>
        <source>No games that load are shown.</source>
        <translation>Среди показанных нет ни одной читаемой игры.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="182"/>
        <source>Select a game to see its balance deal by deal.</source>
        <translation>Выберите игру, чтобы увидеть итог после каждой сдачи.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="187"/>
        <source>%1 cannot be read: %2</source>
        <translation>Файл %1 не читается: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="193"/>
        <source>Deals of “%1”</source>
        <translation>Сдачи игры «%1»</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="195"/>
        <source>after deal %1</source>
        <translation>после сдачи %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_stats.py" line="197"/>
        <source>The game has no deals yet.</source>
        <translation>В игре ещё нет сдач.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="283"/>
        <source>Total and average: in whists, as settled. Won: games with a result above zero. Contracts: made/played/declared (played: somebody whisted). Misères: made/failed. Remizes: contracts played and lost. Whists: written on the others. All-pass: tricks taken.</source>
        <translation>Итого и в среднем: в вистах, по росписи. В плюсе: пульки с итогом больше нуля. Игры: сыграны/разыграны/заказаны (разыграна — если кто-то вистовал). Мизеры: сыграны/пойманы. Ремизы: разыгранные игры без своих взяток. Висты: записанные на других. Распасы: взятые взятки.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="289"/>
        <source>Search the games</source>
        <translation>Поиск игр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="290"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="290"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="291"/>
        <source>Games from</source>
        <translation>Игры с</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="291"/>
        <source>Games until</source>
        <translation>Игры по</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="292"/>
        <source>Players&apos; statistics</source>
        <translation>Статистика игроков</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="295"/>
        <source>&amp;Games</source>
        <translation>&amp;Пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="296"/>
        <source>&amp;Club</source>
        <translation>&amp;Клуб</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="512"/>
        <source>Cannot open %1</source>
        <translation>Не удаётся открыть %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="520"/>
        <source>Rename Game File</source>
        <translation>Переименование файла игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="521"/>
        <source>New name of %1:</source>
        <translation>Новое имя для %1:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="518"/>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="528"/>
        <source>Cannot rename %1</source>
        <translation>Не удаётся переименовать %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="538"/>
        <source>Delete the game file %1? This cannot be undone.</source>
        <translation>Удалить файл игры %1? Отменить это будет нельзя.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="540"/>
        <source>Delete %n game file(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %n файл игры? Отменить это будет нельзя.</numerusform>
            <numerusform>Удалить %n файла игр? Отменить это будет нельзя.</numerusform>
            <numerusform>Удалить %n файлов игр? Отменить это будет нельзя.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="541"/>
        <source>Delete Games</source>
        <translation>Удаление игр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="535"/>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="550"/>
        <source>Cannot delete %1</source>
        <translation>Не удаётся удалить %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="568"/>
        <source>Import Games from a Folder</source>
        <translation>Импорт игр из папки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="576"/>
        <source>Cannot import</source>
        <translation>Не удаётся импортировать</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="580"/>
        <source>%n game(s) copied into the library.</source>
        <translation>
            <numerusform>%n игра скопирована в библиотеку.</numerusform>
            <numerusform>%n игры скопированы в библиотеку.</numerusform>
            <numerusform>%n игр скопировано в библиотеку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="582"/>
        <source>%n were there already.</source>
        <translation>
            <numerusform>%n уже была там.</numerusform>
            <numerusform>%n уже были там.</numerusform>
            <numerusform>%n уже были там.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="585"/>
        <source>%1 could not be copied: %2</source>
        <translation>Не удалось скопировать %1: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="586"/>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="592"/>
        <source>Add a Club Folder</source>
        <translation>Добавить папку клуба</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="600"/>
        <source>Cannot add the folder</source>
        <translation>Не удалось добавить папку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="608"/>
        <source>Club Folders</source>
        <translation>Папки клуба</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="608"/>
        <source>No club folder is watched.</source>
        <translation>Ни одна папка клуба не добавлена.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="610"/>
        <source>Stop Watching a Club Folder</source>
        <translation>Не следить за папкой клуба</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="611"/>
        <source>Folder (its games stay where they are):</source>
        <translation>Папка (её пульки останутся на месте):</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="167"/>
        <source>Export the Season&apos;s Table</source>
        <translation>Экспорт таблицы сезона</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="178"/>
        <source>Cannot export</source>
        <translation>Не удаётся экспортировать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/club_page.py" line="182"/>
        <source>Written: %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="622"/>
        <source>Resolve Conflict</source>
        <translation>Разрешить конфликт</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="623"/>
        <source>%1 is a copy a sync tool left beside %2 when two computers changed the game at once. It holds %3.</source>
        <translation>%1 — копия, которую программа синхронизации оставила рядом с %2, когда пульку изменили на двух компьютерах сразу. В ней %3.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="625"/>
        <source>the same deals</source>
        <translation>те же сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="625"/>
        <source>other deals</source>
        <translation>другие сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="627"/>
        <source>Keep the &amp;Copy</source>
        <translation>Оставить &amp;копию</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="628"/>
        <source>Keep the &amp;Game</source>
        <translation>Оставить &amp;пульку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="629"/>
        <source>Keep &amp;Both</source>
        <translation>Оставить &amp;обе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="631"/>
        <source>Keep the copy: it replaces the game. Keep the game: the copy is deleted. Keep both: the copy gets a name of its own and counts as a game.</source>
        <translation>Оставить копию: она заменит пульку. Оставить пульку: копия будет удалена. Оставить обе: копия получит своё имя и будет считаться отдельной пулькой.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="643"/>
        <source>Cannot resolve the conflict</source>
        <translation>Не удалось разрешить конфликт</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/game_library/library_window.py" line="664"/>
        <source>Cannot merge the names</source>
        <translation>Не удаётся объединить имена</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="48"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="48"/>
        <source>Open &amp;Recent</source>
        <translation>Н&amp;едавние</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="49"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="49"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="51"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="51"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="52"/>
        <source>Sheet S&amp;hape</source>
        <translation>&amp;Форма листа</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="143"/>
        <source>&amp;Automatic</source>
        <translation>&amp;Автоматически</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="144"/>
        <source>&amp;Portrait</source>
        <translation>&amp;Книжная</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="145"/>
        <source>&amp;Landscape</source>
        <translation>А&amp;льбомная</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="52"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="50"/>
        <source>Eve&amp;nt</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="53"/>
        <source>&amp;Sample Games</source>
        <translation>&amp;Примеры партий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="57"/>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="60"/>
        <source>More tools</source>
        <translation>Другие действия</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="148"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="149"/>
        <source>New from a &amp;Paper Sheet…</source>
        <translation>Новая с &amp;бумажной пульки…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="150"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="150"/>
        <source>&amp;Library…</source>
        <translation>&amp;Библиотека партий…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="151"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="151"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="152"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="152"/>
        <source>Add &amp;Deal…</source>
        <translation>&amp;Добавить сдачу…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="153"/>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="154"/>
        <source>Export &amp;Image…</source>
        <translation>Экспорт &amp;изображения…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="155"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="156"/>
        <source>Print Pre&amp;view…</source>
        <translation>П&amp;редпросмотр печати…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="157"/>
        <source>&amp;Edit Deal…</source>
        <translation>&amp;Изменить сдачу…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="158"/>
        <source>De&amp;lete Deal</source>
        <translation>&amp;Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="159"/>
        <source>Go to &amp;History</source>
        <translation>К &amp;истории</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="160"/>
        <source>Se&amp;ttle Now</source>
        <translation>&amp;Расписать сейчас</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="161"/>
        <source>&amp;Stop Here (End Game)</source>
        <translation>&amp;Закончить игру здесь</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="162"/>
        <source>&amp;Review</source>
        <translation>&amp;Просмотр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="162"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="163"/>
        <source>User &amp;Guide</source>
        <translation>&amp;Руководство</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="164"/>
        <source>&amp;Turn the Sheet</source>
        <translation>По&amp;вернуть лист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="165"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Крупнее</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="166"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Мельче</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="167"/>
        <source>&amp;Fit the Sheet</source>
        <translation>&amp;Весь лист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="168"/>
        <source>T&amp;able View</source>
        <translation>Вид для &amp;стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="169"/>
        <source>S&amp;hare with the Table…</source>
        <translation>По&amp;казать столу…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="170"/>
        <source>&amp;Join Club Night…</source>
        <translation>Клубный &amp;вечер…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="171"/>
        <source>&amp;New Club Night…</source>
        <translation>&amp;Новый клубный вечер…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="172"/>
        <source>&amp;Open Club Night…</source>
        <translation>&amp;Открыть клубный вечер…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="173"/>
        <source>&amp;About Preferans Desk</source>
        <translation>&amp;О программе Preferans Desk</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="54"/>
        <source>Table View &amp;Screen</source>
        <translation>&amp;Экран для вида стола</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/main_window.py" line="293"/>
        <source>%n minute(s) to the agreed hour</source>
        <translation>
            <numerusform>До оговорённого часа %n минута</numerusform>
            <numerusform>До оговорённого часа %n минуты</numerusform>
            <numerusform>До оговорённого часа %n минут</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="295"/>
        <source>The agreed hour has come: the round is finished, then the game ends</source>
        <translation>Оговорённый час настал: доигрывается круг, и игра окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="296"/>
        <source>The agreed hour has come: this deal is the last</source>
        <translation>Оговорённый час настал: эта сдача последняя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="297"/>
        <source>The last round begins</source>
        <translation>Начинается последний круг</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="314"/>
        <source>read-only: the file is write-protected</source>
        <translation>только чтение: файл защищён от записи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="315"/>
        <source>read-only: open in another window</source>
        <translation>только чтение: открыта в другом окне</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="317"/>
        <source>reviewing deal %1 of %2</source>
        <translation>просмотр: сдача %1 из %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="184"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="184"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="185"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="335"/>
        <source>A game holds at most %1 deals; start a new game to go on.</source>
        <translation>В игре может быть не больше %1 сдач; чтобы продолжить, начните новую игру.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="241"/>
        <source>Ctrl+D or Insert: add a deal
Ctrl+H: go to the history; there Up/Down choose a deal, Enter edits it, Delete deletes it
Up/Down on the sheet: the deal before or after
Ctrl+E: edit the selected deal (the last one when none is); Ctrl+Del: delete it
Ctrl+Z / Ctrl+Shift+Z: undo / redo
Ctrl+T: settle now
Ctrl+R: review; then Left/Right, Home/End step through the game (wherever the focus is); Esc leaves
Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+Q: new, open, save, quit
Ctrl+Shift+E: export a PDF; Ctrl+P: print
Ctrl+Shift+T: turn the sheet
Ctrl+= / Ctrl+- / Ctrl+0: zoom in / out / fit the sheet
F11: the table view, full screen; there Left/Right turn it (in review they step), Esc leaves

In the deal dialog, F1 lists its keys (each field&apos;s tooltip has them too).</source>
        <translation>Ctrl+D или Insert: добавить сдачу
Ctrl+H: к истории; там ↑/↓ выбирают сдачу, Enter её изменяет, Delete удаляет
↑/↓ на листе: предыдущая или следующая сдача
Ctrl+E: изменить выбранную сдачу (последнюю, если не выбрана никакая); Ctrl+Del: удалить её
Ctrl+Z / Ctrl+Shift+Z: отменить / повторить
Ctrl+T: расписать сейчас
Ctrl+R: просмотр; затем ←/→, Home/End — по сдачам партии (где бы ни был фокус); Esc — конец просмотра
Ctrl+N, Ctrl+O, Ctrl+S, Ctrl+Q: новая игра, открыть, сохранить, выход
Ctrl+Shift+E: экспорт в PDF; Ctrl+P: печать
Ctrl+Shift+T: повернуть лист
Ctrl+= / Ctrl+- / Ctrl+0: крупнее / мельче / весь лист
F11: вид для стола на весь экран; там ←/→ поворачивают лист (в просмотре — идут по сдачам), Esc закрывает

В окне сдачи F1 покажет все его клавиши (они есть и во всплывающей подсказке каждого поля).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="250"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="251"/>
        <source>Settlement</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="252"/>
        <source>No game is open.

Start a new game with Ctrl+N or open one with Ctrl+O; you can also drop a .pulka file here.</source>
        <translation>Игра не открыта.

Начните новую игру (Ctrl+N) или откройте сохранённую (Ctrl+O); можно и просто перетащить сюда файл .pulka.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="305"/>
        <source>The game is over: see the settlement.</source>
        <translation>Игра окончена — смотрите роспись.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="159"/>
        <source>Autosave failed: %1</source>
        <translation>Не удалось сохранить автокопию: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="310"/>
        <source>Untitled</source>
        <translation>Без имени</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/window_menus.py" line="185"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="334"/>
        <location filename="../../preferans_desk/gui/main_window.py" line="348"/>
        <source>This deal cannot be entered</source>
        <translation>Эту сдачу нельзя записать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="378"/>
        <source>Delete deal</source>
        <translation>Удаление сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="379"/>
        <source>Delete deal %1? Everything after it is scored again.</source>
        <translation>Удалить сдачу %1? Всё, что после неё, будет пересчитано.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="388"/>
        <source>This change would break a later deal</source>
        <translation>Это изменение нарушит одну из следующих сдач</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="389"/>
        <source>Deal %1: %2</source>
        <translation>Сдача %1: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/main_window.py" line="577"/>
        <source>Cannot open the library</source>
        <translation>Не удалось открыть библиотеку партий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/help.py" line="261"/>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
</context>
<context>
    <name>MergeNamesDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/merge_names_dialog.py" line="15"/>
        <source>Merge Names</source>
        <translation>Объединение имён</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/merge_names_dialog.py" line="22"/>
        <source>The statistics count the games of one spelling as another player&apos;s: for instance Боря as Boris. The game files are not changed.</source>
        <translation>Статистика засчитывает игры одного написания имени другому игроку: например, Боря как Boris. Файлы игр не меняются.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/merge_names_dialog.py" line="29"/>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/merge_names_dialog.py" line="29"/>
        <source>&amp;Counts as:</source>
        <translation>&amp;Считать как:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="69"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="98"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="99"/>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="87"/>
        <source>Advanced &amp;rules</source>
        <translation>Дополнительные &amp;правила</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="105"/>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="46"/>
        <source>&amp;3 players</source>
        <translation>&amp;3 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="47"/>
        <source>&amp;4 players (the dealer sits out)</source>
        <translation>&amp;4 игрока (сдающий сидит на прикупе)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="121"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="128"/>
        <source>optional, e.g. Friday at Oleg&apos;s</source>
        <translation>необязательно, например «Пятница у Олега»</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="130"/>
        <source>&amp;Title:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="139"/>
        <source>A player whose pool reaches this has closed it.</source>
        <translation>Игрок, чья пуля дошла до этого числа, закрыл пулю.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="142"/>
        <source>&amp;Pool target:</source>
        <translation>&amp;Размер пули:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="56"/>
        <source>The game ends at this hour (the next time the clock shows it).</source>
        <translation>Игра кончается в этот час (когда часы покажут его в следующий раз).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="61"/>
        <source>A round: every player deals once.</source>
        <translation>Круг: каждый игрок сдаёт по разу.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="63"/>
        <source>Ends at</source>
        <translation>Конец в</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="64"/>
        <source>Rounds</source>
        <translation>Круги</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="78"/>
        <source>&amp;Ends at:</source>
        <translation>&amp;Конец в:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="79"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Кругов:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="58"/>
        <source>Seating, clockwise (Alt+Up / Alt+Down moves a player)</source>
        <translation>Рассадка по часовой стрелке (Alt+↑ / Alt+↓ пересаживают игрока)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="60"/>
        <source>Deals first</source>
        <translation>Сдаёт первым</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="68"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="76"/>
        <source>Move up (Alt+Up)</source>
        <translation>Выше (Alt+↑)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="77"/>
        <source>Move down (Alt+Down)</source>
        <translation>Ниже (Alt+↓)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="83"/>
        <source>This player deals the first deal</source>
        <translation>Этот игрок сдаёт первым</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="52"/>
        <source>&amp;Delete</source>
        <translation>Уда&amp;лить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="53"/>
        <source>Delete this house convention</source>
        <translation>Удалить эту домашнюю конвенцию</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="59"/>
        <source>&amp;Convention:</source>
        <translation>&amp;Конвенция:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="151"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="152"/>
        <source>Money per whist at the settlement, e.g. 1, 0.5 or 1/2; leave empty to settle in whists only.</source>
        <translation>Деньги за вист при росписи, например 1, 0,5 или 1/2; оставьте пустым, чтобы считать только в вистах.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="159"/>
        <source>Optional: the currency&apos;s code, such as RUB or EUR.</source>
        <translation>Необязательно: код валюты, например RUB или EUR.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="163"/>
        <source>C&amp;urrency:</source>
        <translation>&amp;Валюта:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="170"/>
        <source>&amp;Whist price:</source>
        <translation>&amp;Цена виста:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="73"/>
        <source>Re&amp;set to the convention</source>
        <translation>&amp;Сбросить к конвенции</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="81"/>
        <source>Save these rules as a house convention &amp;named:</source>
        <translation>Сохранить эти правила как домашнюю конвенцию под и&amp;менем:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="83"/>
        <source>e.g. Sochi at Oleg&apos;s</source>
        <translation>например «Сочинка у Олега»</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="87"/>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="211"/>
        <source>Sa&amp;ve</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="108"/>
        <source>A house convention could not be read: %1</source>
        <translation>Не удалось прочитать домашнюю конвенцию: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="165"/>
        <source>Could not save: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="169"/>
        <source>Saved as “%1”; it is in the list of conventions now.</source>
        <translation>Сохранено как «%1»; теперь она есть в списке конвенций.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="175"/>
        <source>Delete convention</source>
        <translation>Удаление конвенции</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="176"/>
        <source>Delete the house convention “%1”?</source>
        <translation>Удалить домашнюю конвенцию «%1»?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="183"/>
        <source>Could not delete: %1</source>
        <translation>Не удалось удалить: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="195"/>
        <source>Give the house convention a name.</source>
        <translation>Дайте домашней конвенции имя.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="197"/>
        <source>A convention&apos;s name is at most %1 characters.</source>
        <translation>Имя конвенции — не длиннее %1 символов.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="201"/>
        <source>“%1” is the name of a preset; choose another.</source>
        <translation>«%1» — имя готовой конвенции; выберите другое.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="204"/>
        <source>The name needs at least one letter or digit.</source>
        <translation>В имени нужна хотя бы одна буква или цифра.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="210"/>
        <source>Re&amp;place</source>
        <translation>&amp;Заменить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="173"/>
        <source>Enter a name for player %1.</source>
        <translation>Введите имя игрока %1.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="175"/>
        <source>A name is at most %1 characters.</source>
        <translation>Имя — не длиннее %1 символов.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="176"/>
        <source>Two players are called %1; the names must differ.</source>
        <translation>Двух игроков зовут %1; имена должны различаться.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="255"/>
        <location filename="../../preferans_desk/gui/dialogs/new_game_players.py" line="157"/>
        <source>Check the players&apos; names.</source>
        <translation>Проверьте имена игроков.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="150"/>
        <source>Check the advanced rules: %1.</source>
        <translation>Проверьте дополнительные правила: %1.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_rules.py" line="157"/>
        <source>A falling progression cannot go on by adding: choose another way to continue it.</source>
        <translation>Убывающую прогрессию нельзя продолжать сложением: выберите другой способ.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="202"/>
        <source>The pool target is a whole number, such as 20.</source>
        <translation>Размер пули — целое число, например 20.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_dialog.py" line="218"/>
        <source>Write a price such as 1, 0.5 or 1/2, or leave it empty.</source>
        <translation>Укажите цену, например 1, 0,5 или 1/2, или оставьте поле пустым.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="219"/>
        <source>A house convention based on %1.</source>
        <translation>Домашняя конвенция на основе конвенции «%1».</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="222"/>
        <source>Starting from: &lt;b&gt;%1&lt;/b&gt;. Changed settings are in bold.</source>
        <translation>Основа: &lt;b&gt;%1&lt;/b&gt;. Изменённые настройки выделены жирным.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="225"/>
        <source>Changed from %1: %2.</source>
        <translation>%1 с изменениями: %2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/new_game_conventions.py" line="228"/>
        <source>All the rules of %1 (see Advanced rules).</source>
        <translation>Все правила — как в конвенции «%1» (см. «Дополнительные правила»).</translation>
    </message>
</context>
<context>
    <name>NewNightDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="44"/>
        <source>New Club Night</source>
        <translation>Новый клубный вечер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="46"/>
        <source>Club night %1</source>
        <translation>Клубный вечер %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="48"/>
        <source>One name a line</source>
        <translation>По имени в строке</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="51"/>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="55"/>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="55"/>
        <source>4 players</source>
        <translation>4 игрока</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="56"/>
        <source>3 and 4, as the count needs</source>
        <translation>3 и 4, как позволяет число игроков</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="57"/>
        <source>No two players meet twice</source>
        <translation>Без повторных встреч</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="58"/>
        <source>Swiss: leaders together</source>
        <translation>Швейцарская: лидеры вместе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="59"/>
        <source>Drawn each round</source>
        <translation>Жеребьёвка каждый тур</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="63"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="63"/>
        <source>Places at the table</source>
        <translation>Места за столом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="64"/>
        <source>Compressed as %1 counts</source>
        <translation>Сжатые, как считает %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="83"/>
        <source>&amp;Title:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="83"/>
        <source>&amp;Players:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="84"/>
        <source>From the &amp;library:</source>
        <translation>Из &amp;библиотеки:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="84"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Туров:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="88"/>
        <source>To&amp;ur points:</source>
        <translation>Турнирные &amp;очки:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="85"/>
        <source>&amp;Seating:</source>
        <translation>Р&amp;ассадка:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="85"/>
        <source>Table si&amp;ze:</source>
        <translation>&amp;Размер стола:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="86"/>
        <source>Dra&amp;w&apos;s seed:</source>
        <translation>&amp;Зерно жеребьёвки:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="87"/>
        <source>&amp;Convention:</source>
        <translation>&amp;Конвенция:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/new_night_dialog.py" line="88"/>
        <source>P&amp;ool a round:</source>
        <translation>&amp;Пуля на тур:</translation>
    </message>
</context>
<context>
    <name>NightControl</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="53"/>
        <source>A change to a table&apos;s game is kept with its reason: say why.</source>
        <translation>Изменение пульки стола сохраняется вместе с причиной: укажите её.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="63"/>
        <source>Cannot lock the round</source>
        <translation>Не удалось закрыть тур</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="65"/>
        <source>Cannot unlock the round</source>
        <translation>Не удалось открыть тур снова</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="72"/>
        <source>Accept the Held Copy</source>
        <translation>Принять копию стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="73"/>
        <source>Reject the Held Copy</source>
        <translation>Отклонить копию стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="76"/>
        <source>Choose a table whose copy waits for you first.</source>
        <translation>Сначала выберите стол, копия которого ждёт вашего решения.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="80"/>
        <source>Table %1 sent a copy (%2) after the round&apos;s results were locked; the night keeps %3. Why do you accept it?</source>
        <translation>Стол %1 прислал копию (%2) после того, как результаты тура были закрыты; у вечера сейчас %3. Почему вы её принимаете?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="82"/>
        <source>Table %1 sent a copy (%2) after the round&apos;s results were locked; the night keeps %3. Why do you reject it?</source>
        <translation>Стол %1 прислал копию (%2) после того, как результаты тура были закрыты; у вечера сейчас %3. Почему вы её отклоняете?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="85"/>
        <source>no game</source>
        <translation>нет пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="94"/>
        <source>Take the Table&apos;s Differing Copy</source>
        <translation>Взять расходящуюся копию стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="95"/>
        <source>Keep the Night&apos;s Copy</source>
        <translation>Оставить копию вечера</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="98"/>
        <source>Choose a table whose copy differs from the night&apos;s first.</source>
        <translation>Сначала выберите стол, чья копия расходится с копией вечера.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="101"/>
        <source>Table %1 sent a copy (%2) that differs from the night&apos;s (%3) from deal %4 on. Why do you take the table&apos;s?</source>
        <translation>Стол %1 прислал копию (%2), которая расходится с копией вечера (%3) начиная со сдачи %4. Почему вы берёте копию стола?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="103"/>
        <source>Table %1 sent a copy (%2) that differs from the night&apos;s (%3) from deal %4 on. Why do you keep the night&apos;s?</source>
        <translation>Стол %1 прислал копию (%2), которая расходится с копией вечера (%3) начиная со сдачи %4. Почему вы оставляете копию вечера?</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="134"/>
        <source>The deal is refused: %1</source>
        <translation>Сдача не принята: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="150"/>
        <source>Enter Paper Sheet</source>
        <translation>Внести бумажную пульку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_control.py" line="151"/>
        <source>Table %1 has sent its game already: the paper sheet replaces it. Why?</source>
        <translation>Стол %1 уже прислал свою пульку: бумажная заменит её. Почему?</translation>
    </message>
</context>
<context>
    <name>NightPage</name>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="12"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="13"/>
        <source>Round {0} of {1}</source>
        <translation>Тур {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="14"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="15"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="16"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="17"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="18"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="19"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="20"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="21"/>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="22"/>
        <source>deals: {0}</source>
        <translation>сдач: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="23"/>
        <source>finished</source>
        <translation>закончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="24"/>
        <source>not started</source>
        <translation>не начата</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="25"/>
        <source>reconnecting…</source>
        <translation>переподключение…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/night_words.py" line="26"/>
        <source>Sharing has ended.</source>
        <translation>Показ закончен.</translation>
    </message>
</context>
<context>
    <name>NightTable</name>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="76"/>
        <source>The table&apos;s game goes on; its deals go to the director at %1.</source>
        <translation>Пулька стола продолжается; её сдачи уходят судье по адресу %1.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="84"/>
        <source>Joined the club night: round %1, table %2.</source>
        <translation>Вы на клубном вечере: тур %1, стол %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_seat.py" line="143"/>
        <source>The director had %n more deal(s) of this table: added here.</source>
        <translation>
            <numerusform>У судьи была ещё %n сдача этого стола: добавлена здесь.</numerusform>
            <numerusform>У судьи были ещё %n сдачи этого стола: добавлены здесь.</numerusform>
            <numerusform>У судьи было ещё %n сдач этого стола: добавлены здесь.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="157"/>
        <source>The director kept the night&apos;s copy: the table&apos;s game is now the director&apos;s.</source>
        <translation>Судья оставил копию вечера: пулька стола теперь такая, как у судьи.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="167"/>
        <source>Table %1: the director&apos;s copy differs from deal %2 on (%3 deals there, %4 here): ask the director</source>
        <translation>Стол %1: копия судьи расходится с этой начиная со сдачи %2 (у судьи сдач: %3, здесь: %4): обратитесь к судье</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="172"/>
        <source>Table %1: %2; the table keeps its deals and sends them again when the director takes them</source>
        <translation>Стол %1: %2; стол хранит свои сдачи и отправит их снова, когда судья сможет их принять</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="176"/>
        <source>Table %1: the director refused the game: %2</source>
        <translation>Стол %1: судья не принял партию: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="179"/>
        <source>Table %1: the director cannot be reached; the deals go when it can</source>
        <translation>Стол %1: судья недоступен; сдачи уйдут, когда связь появится</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_seat.py" line="181"/>
        <source>Table %1: the director has %n deal(s)</source>
        <translation>
            <numerusform>Стол %1: у судьи %n сдача</numerusform>
            <numerusform>Стол %1: у судьи %n сдачи</numerusform>
            <numerusform>Стол %1: у судьи %n сдач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="183"/>
        <source>Table %1: sending to the director…</source>
        <translation>Стол %1: отправка судье…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="197"/>
        <source>the round&apos;s deals are played</source>
        <translation>сдачи тура сыграны</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="199"/>
        <source>time is up: the deal being played is the last</source>
        <translation>время вышло: эта сдача последняя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_seat.py" line="202"/>
        <source>deal %1 of %2</source>
        <translation>сдача %1 из %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/night_seat.py" line="205"/>
        <source>%n minute(s) left</source>
        <translation>
            <numerusform>осталась %n минута</numerusform>
            <numerusform>осталось %n минуты</numerusform>
            <numerusform>осталось %n минут</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NightTables</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="57"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="57"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="57"/>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="58"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="58"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="58"/>
        <source>Time Left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="62"/>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="62"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="62"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="63"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="63"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="246"/>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="312"/>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="247"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="256"/>
        <source>Its phones&apos; entries cannot be read: %1</source>
        <translation>Сдачи с его телефонов не читаются: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="260"/>
        <source>; a copy waits for you</source>
        <translation>; копия ждёт вашего решения</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="252"/>
        <source>Its copy differs from deal %1</source>
        <translation>Его копия расходится со сдачи %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="266"/>
        <source>Cannot be read: %1</source>
        <translation>Не читается: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="268"/>
        <source>Waiting for its first deal</source>
        <translation>Ждём первой сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="267"/>
        <source>Not open yet</source>
        <translation>Ещё не открыт</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="269"/>
        <source>Finished</source>
        <translation>Закончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="270"/>
        <source>Finished: the round&apos;s deals are played</source>
        <translation>Закончен: сдачи тура сыграны</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="271"/>
        <source>Finished: the deal after the time was up is in</source>
        <translation>Закончен: сдача после конца времени внесена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="272"/>
        <source>Playing its last deal</source>
        <translation>Играет последнюю сдачу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/night_tables.py" line="273"/>
        <source>Playing</source>
        <translation>Идёт игра</translation>
    </message>
</context>
<context>
    <name>PaperSheetDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="51"/>
        <source>New from a Paper Sheet</source>
        <translation>Новая с бумажной пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="60"/>
        <source>The pool target</source>
        <translation>Размер пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="62"/>
        <source>Type each player&apos;s final pool and mountain and the whists he wrote on each opponent, as the paper sheet has them. Enter goes to the next number and, after the last, settles; Ctrl+Enter settles at once. An empty one is 0.</source>
        <translation>Введите для каждого игрока итог пули и горы и висты, записанные им на каждого соперника, — как на бумажной пульке. Enter — к следующему числу, а после последнего — расписать; Ctrl+Enter — расписать сразу. Пустое поле — 0.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="71"/>
        <source>Settlement</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="76"/>
        <source>&amp;Settle</source>
        <translation>&amp;Расписать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="100"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="100"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="103"/>
        <source>Whists on %1</source>
        <translation>Висты: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="153"/>
        <source>%1: “%2” is not a number; write 5, -2, 1.5 or 1/2.</source>
        <translation>%1: «%2» — не число; пишите 5, -2, 1,5 или 1/2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="165"/>
        <source>from a paper sheet</source>
        <translation>с бумажной пульки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/paper_sheet.py" line="191"/>
        <source>Result: %1</source>
        <translation>Итог: %1</translation>
    </message>
</context>
<context>
    <name>PdfOptionsDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="65"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="68"/>
        <source>Letter (US)</source>
        <translation>Letter (США)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="70"/>
        <source>Portrait</source>
        <translation>Книжная</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="71"/>
        <source>Landscape</source>
        <translation>Альбомная</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="75"/>
        <source>&amp;Paper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/export_actions.py" line="76"/>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ориентация:</translation>
    </message>
</context>
<context>
    <name>PhoneEntry</name>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="42"/>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="43"/>
        <source>Defenders</source>
        <translation>Вистующие</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="44"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="45"/>
        <source>{0}: the rest</source>
        <translation>{0}: остальные взятки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="46"/>
        <source>Tricks on the all-pass (the last player&apos;s are the rest)</source>
        <translation>Взятки на распасах (у последнего игрока — остальные)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="47"/>
        <source>A penalty or a correction: what to add to each player&apos;s pool and mountain (5, -2, 1.5 or 1/2).</source>
        <translation>Штраф или поправка: сколько добавить каждому в пулю и в гору (5, -2, 1,5 или 1/2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="49"/>
        <source>Scoring…</source>
        <translation>Считаем…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="50"/>
        <source>The score will be shown when the director can be reached again; the deal can be sent meanwhile.</source>
        <translation>Запись покажется, когда судья снова будет на связи; сдачу можно отправить и сейчас.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="52"/>
        <source>Let it stand</source>
        <translation>Оставить так</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="53"/>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_entry_words.py" line="54"/>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="15"/>
        <source>Round {0}</source>
        <translation>Тур {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="16"/>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="17"/>
        <source>{0} deals next</source>
        <translation>{0} сдаёт следующим</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="18"/>
        <source>{0} deals next and sits out</source>
        <translation>{0} сдаёт следующим и не играет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="19"/>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="20"/>
        <source>connecting…</source>
        <translation>соединение…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="21"/>
        <source>offline, trying again…</source>
        <translation>нет связи, пробую снова…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="23"/>
        <source>offline: the deal waits on this phone to be sent</source>
        <translation>нет связи: сдача ждёт отправки на этом телефоне</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="24"/>
        <source>I sit at</source>
        <translation>Я сижу за</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="25"/>
        <source>The table&apos;s score sheet</source>
        <translation>Пулька стола</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="26"/>
        <source>Waiting for a player at another seat to confirm</source>
        <translation>Ждёт подтверждения игрока с другого места</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="27"/>
        <source>Disputed: the director is called</source>
        <translation>Оспорено: позвали судью</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="28"/>
        <source>Not sent yet: kept on this phone, sent when the director answers</source>
        <translation>Ещё не отправлено: хранится на этом телефоне, уйдёт, когда судья ответит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="29"/>
        <source>Entered on this phone at {0}</source>
        <translation>Введено на этом телефоне в {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="30"/>
        <source>Entered on another phone at {0}</source>
        <translation>Введено на другом телефоне в {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="31"/>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="32"/>
        <source>Dispute</source>
        <translation>Оспорить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="33"/>
        <source>Withdraw</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="34"/>
        <source>Check the deal before you confirm it.</source>
        <translation>Проверьте сдачу, прежде чем подтвердить.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="35"/>
        <source>Writes: {0}</source>
        <translation>Запись: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="36"/>
        <source>Confirmed deals</source>
        <translation>Подтверждённые сдачи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="37"/>
        <source>No deal confirmed yet.</source>
        <translation>Подтверждённых сдач ещё нет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="38"/>
        <source>tricks: {0}</source>
        <translation>взяток: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="39"/>
        <source>no whist</source>
        <translation>без виста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="40"/>
        <source>gave up without three</source>
        <translation>уход без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="41"/>
        <source>{0}: misère, tricks: {1}</source>
        <translation>{0}: мизер, взяток: {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="42"/>
        <source>All-pass: {0}</source>
        <translation>Распасы: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="43"/>
        <source>Adjustment: {0}</source>
        <translation>Поправка: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="44"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="45"/>
        <source>The round&apos;s limits:</source>
        <translation>Пределы тура:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="46"/>
        <source>pool {0}</source>
        <translation>пуля {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="47"/>
        <source>{0} of {1} deals</source>
        <translation>сдача {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="48"/>
        <source>time ends at {0}</source>
        <translation>время до {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="49"/>
        <source>The round&apos;s limit is reached: finish the deal being played and stop.</source>
        <translation>Предел тура достигнут: доиграйте текущую сдачу и остановитесь.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="50"/>
        <source>The director has locked the round&apos;s results: no deal can be entered or confirmed.</source>
        <translation>Судья закрыл итоги тура: сдачи нельзя ни вводить, ни подтверждать.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="52"/>
        <source>The table&apos;s game is over.</source>
        <translation>Игра за столом окончена.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="53"/>
        <source>Not accepted: {0}</source>
        <translation>Не принято: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="54"/>
        <source>Not sent: the director cannot be reached. Try again.</source>
        <translation>Не отправлено: нет связи с судьёй. Попробуйте ещё раз.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="55"/>
        <source>Deal {0} confirmed.</source>
        <translation>Сдача {0} подтверждена.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="56"/>
        <source>The deal entered was withdrawn.</source>
        <translation>Введённая сдача отозвана.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="57"/>
        <source>The director accepted deal {0}.</source>
        <translation>Судья принял сдачу {0}.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="58"/>
        <source>The director corrected deal {0}.</source>
        <translation>Судья исправил сдачу {0}.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="59"/>
        <source>The director deleted the deal entered.</source>
        <translation>Судья удалил введённую сдачу.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="60"/>
        <source>Reason: {0}</source>
        <translation>Причина: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="62"/>
        <source>The director is busy; trying again.</source>
        <translation>Судья занят; пробую снова.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="63"/>
        <source>The request was too large.</source>
        <translation>Запрос слишком велик.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/phone_page_words.py" line="64"/>
        <source>The director could not read the request.</source>
        <translation>Судья не смог прочесть запрос.</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/game_library/club_player.py" line="95"/>
        <source>%1: rating %2 (%3 this season), %n game(s)</source>
        <translation>
            <numerusform>%1: рейтинг %2 (%3 за сезон), %n пулька</numerusform>
            <numerusform>%1: рейтинг %2 (%3 за сезон), %n пульки</numerusform>
            <numerusform>%1: рейтинг %2 (%3 за сезон), %n пулек</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="139"/>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — тур %2 из %3</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="178"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="178"/>
        <source>Standings, page %1 of %2</source>
        <translation>Турнирная таблица, страница %1 из %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="180"/>
        <source>Round %3: who sits where</source>
        <translation>Тур %3: кто где сидит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="181"/>
        <source>Round %3: who sits where, page %1 of %2</source>
        <translation>Тур %3: кто где сидит, страница %1 из %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="207"/>
        <source>The round has not started</source>
        <translation>Тур ещё не начался</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="212"/>
        <source>Playing for %1 min</source>
        <translation>Игра идёт %1 мин</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="215"/>
        <source>%1 min left</source>
        <translation>Осталось %1 мин</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/projector_view.py" line="216"/>
        <source>Time is up: the deal being played is the last</source>
        <translation>Время вышло: текущая сдача — последняя</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="22"/>
        <source>Unreadable autosave: %1</source>
        <translation>Автокопию не прочитать: %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="26"/>
        <source>autosaved %1</source>
        <translation>автокопия %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="46"/>
        <source>never saved to a file</source>
        <translation>ни разу не сохранялась в файл</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="50"/>
        <source>%1 no longer exists</source>
        <translation>файла %1 больше нет</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="52"/>
        <source>%1 cannot be read</source>
        <translation>файл %1 не читается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="66"/>
        <source>Recover games</source>
        <translation>Восстановление игр</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="69"/>
        <source>Preferans Desk did not close properly. These games had changes that were not saved. Recover one to go on with it: it opens unsaved, and saving it over its file asks first if the file changed after the autosave. Discard deletes the autosave for good. Later keeps them all and offers them again next time.</source>
        <translation>Preferans Desk был закрыт некорректно. В этих играх были несохранённые изменения. Восстановите игру, чтобы продолжить её: она откроется несохранённой, а при сохранении поверх её файла программа сначала спросит, если файл изменился после автосохранения. «Удалить» удаляет автосохранение навсегда. «Позже» оставляет все и предложит их снова в следующий раз.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="75"/>
        <source>Autosaved games</source>
        <translation>Автосохранённые игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="83"/>
        <source>&amp;Recover</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="84"/>
        <source>&amp;Discard</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/recovery_dialog.py" line="85"/>
        <source>&amp;Later</source>
        <translation>&amp;Позже</translation>
    </message>
</context>
<context>
    <name>SettingEditor</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="48"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="64"/>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="89"/>
        <source>Level %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="150"/>
        <source>Level %1: %2</source>
        <translation>Игра %1: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="153"/>
        <source>List positive numbers separated by commas, such as 1, 2, 3.</source>
        <translation>Перечислите положительные числа через запятую, например 1, 2, 3.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="155"/>
        <source>List levels from 6 to 10 separated by commas, such as 6, 7.</source>
        <translation>Перечислите уровни от 6 до 10 через запятую, например 6, 7.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="162"/>
        <source>Write a number such as 2, 1.5 or 1/2.</source>
        <translation>Напишите число, например 2, 1,5 или 1/2.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="164"/>
        <source>It cannot be negative.</source>
        <translation>Отрицательным быть не может.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="166"/>
        <source>It must be more than 0.</source>
        <translation>Должно быть больше 0.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/setting_editor.py" line="168"/>
        <source>It must be a whole number.</source>
        <translation>Должно быть целым числом.</translation>
    </message>
</context>
<context>
    <name>SettingsHelp</name>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="24"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="31"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="38"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="103"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="318"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="325"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="331"/>
        <source>Contracts</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="25"/>
        <source>Value of a game</source>
        <translation>Стоимость игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="26"/>
        <source>What a made game writes into the pool for each level, six to ten. The same value prices the tricks: whists, undertricks and consolation are multiples of it. Usually 2, 4, 6, 8, 10.</source>
        <translation>Сколько сыгранная игра пишет в пулю на каждом уровне, от шестерной до десятерной. Той же стоимостью оцениваются и взятки: висты, ремиз и консоляция кратны ей. Обычно 2, 4, 6, 8, 10.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="32"/>
        <source>Whisters&apos; obligation</source>
        <translation>Обязательство вистующих</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="33"/>
        <source>How many tricks the defence must take together when it whists, per level: usually 4 on a six, 2 on a seven and 1 on eight to ten. 0 means no duty (&quot;the ten is checked&quot; sets 0 on the ten).</source>
        <translation>Сколько взяток вистующие обязаны взять вместе, по уровням: обычно 4 на шестерной, 2 на семерной и 1 на восьмерной–десятерной. 0 — без обязательства («десятерная проверяется» — это 0 на десятерной).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="39"/>
        <source>Undertrick price</source>
        <translation>Цена ремиза</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="40"/>
        <source>A failed declarer writes this times the game&apos;s value on his mountain for every trick he is short (1; Leningrad doubles it: 2).</source>
        <translation>Разыгрывающий, не взявший своего, пишет себе на гору столько стоимостей игры за каждую недобранную взятку (1; в Ленинградке вдвойне — 2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="44"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="50"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="57"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="64"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="70"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="76"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="83"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="89"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="95"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="182"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="260"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="266"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="274"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="306"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="45"/>
        <source>Whist price per trick</source>
        <translation>Цена виста за взятку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="46"/>
        <source>A whister writes this times the game&apos;s value in whists on the declarer for each trick he takes (1; Leningrad 2).</source>
        <translation>Вистующий пишет на разыгрывающего столько стоимостей игры в вистах за каждую свою взятку (1; в Ленинградке 2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="51"/>
        <source>Whister&apos;s penalty</source>
        <translation>Штраф за недовист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="52"/>
        <source>When the defence takes fewer tricks than its obligation, a whister writes this times the game&apos;s value on his mountain for each missing trick: 1 is a responsible whist, 1/2 a half-responsible one (Rostov).</source>
        <translation>Если вистующие взяли меньше обязательства, вистующий пишет себе на гору столько стоимостей игры за каждую недостающую взятку: 1 — ответственный вист, 1/2 — полуответственный (Ростов).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="58"/>
        <source>One whister, one passer</source>
        <translation>Один вистует, другой пасует</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="59"/>
        <source>When one defender whists and the other passes: greedy, the whister keeps all the defence&apos;s whists; gentleman&apos;s, whister and passer share them half and half.</source>
        <translation>Когда один вистует, а другой пасует: при «жлобском» висте все висты достаются вистующему, при «джентльменском» вистующий и пасующий делят их пополам.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="65"/>
        <source>Gentleman&apos;s split</source>
        <translation>Джентльменский делёж</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="66"/>
        <source>With a gentleman&apos;s whist, when the whists are shared: only when the declarer went down, or on every played game (tournament tables).</source>
        <translation>Когда при «джентльменском» висте висты делятся пополам: только при ремизе разыгрывающего или на каждой сыгранной игре (турнирные правила).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="71"/>
        <source>Duty on eight to ten</source>
        <translation>Недовист на 8–10</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="72"/>
        <source>Two whisters on an eight, nine or ten take no trick: only the last whister pays the missing trick, or both do.</source>
        <translation>Два вистующих на восьмерной, девятерной или десятерной не взяли ни одной взятки: недостающую взятку оплачивает только последний вистующий или оба.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="77"/>
        <source>Consolation</source>
        <translation>Консоляция</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="78"/>
        <source>When the declarer goes down, each whister also writes this times the game&apos;s value in whists on him for every undertrick (1; Leningrad 2; 0 = no consolation).</source>
        <translation>Когда разыгрывающий остаётся без своих взяток, каждый вистующий ещё пишет на него столько стоимостей игры в вистах за каждую взятку ремиза (1; в Ленинградке 2; 0 — без консоляции).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="84"/>
        <source>Passer is consoled</source>
        <translation>Консоляция пасующему</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="85"/>
        <source>The defender who passed also writes the consolation on a declarer who went down.</source>
        <translation>Спасовавший тоже пишет консоляцию на разыгрывающего, который остался без своих взяток.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="90"/>
        <source>Dealer is consoled</source>
        <translation>Консоляция сдающему</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="91"/>
        <source>With four players, the dealer who sits out also writes the consolation on a declarer who went down.</source>
        <translation>При игре вчетвером сдающий, сидящий на прикупе, тоже пишет консоляцию на разыгрывающего, который остался без своих взяток.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="96"/>
        <source>Half-whist on</source>
        <translation>Полвиста на</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="97"/>
        <source>The levels where the second defender, after the first passed, may say half-whist: the game is not played, and he writes half the defence&apos;s obligation in whists on the declarer. None in Sochi; six and seven in Leningrad and Rostov.</source>
        <translation>Уровни, на которых второй вистующий после паса первого может сказать «полвиста»: игра не разыгрывается, а он пишет на разыгрывающего висты за половину обязательства вистующих. В Сочинке — нигде; в Ленинградке и Ростове — на шестерной и семерной.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="104"/>
        <source>Talon bonus (4 players)</source>
        <translation>Висты за прикуп (вчетвером)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="105"/>
        <source>With four players, the dealer writes whists on the declarer for the talon&apos;s honours (an ace or K+Q = 1, A+K = 2, two aces = 3), entered with each game. Leningrad only.</source>
        <translation>При игре вчетвером сдающий пишет висты на разыгрывающего за старшие карты в прикупе (туз или К+Д = 1, Т+К = 2, два туза = 3); вводятся с каждой игрой. Только в Ленинградке.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="110"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="115"/>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="111"/>
        <source>Misère value</source>
        <translation>Стоимость мизера</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="112"/>
        <source>What a made misère writes into the pool (10).</source>
        <translation>Сколько сыгранный мизер пишет в пулю (10).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="116"/>
        <source>Misère penalty per trick</source>
        <translation>Штраф на мизере за взятку</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="117"/>
        <source>What a failed misère writes on the mountain for each trick taken (10; Leningrad 20).</source>
        <translation>Сколько несыгранный мизер пишет на гору за каждую взятую взятку (10; в Ленинградке 20).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="121"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="128"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="133"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="140"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="146"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="151"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="156"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="162"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="169"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="176"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="281"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="287"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="293"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="299"/>
        <source>All-pass</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="122"/>
        <source>All-pass is scored</source>
        <translation>Как пишутся распасы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="123"/>
        <source>On the mountain: every trick costs its price on the taker&apos;s mountain. In whists (Rostov): the player with the fewest tricks writes whists on the others for their tricks.</source>
        <translation>На гору: каждая взятка стоит своей цены на горе взявшего её. В вистах (Ростов): игрок с наименьшим числом взяток пишет висты на остальных за их взятки.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="129"/>
        <source>All-pass trick price</source>
        <translation>Цена взятки на распасах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="130"/>
        <source>Mountain points for one trick on the first all-pass (1; Leningrad 2).</source>
        <translation>Очки горы за одну взятку на первых распасах (1; в Ленинградке 2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="134"/>
        <source>All-pass progression</source>
        <translation>Прогрессия на распасах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="135"/>
        <source>The multiplier of the first, second, third… all-pass in a row, separated by commas: 1, 2, 3 or 1, 2, 2 or 1, 2, 4; just 1 for no progression.</source>
        <translation>Множители первых, вторых, третьих… распасов подряд, через запятую: 1, 2, 3, или 1, 2, 2, или 1, 2, 4; просто 1 — без прогрессии.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="141"/>
        <source>Past the progression</source>
        <translation>Когда прогрессия кончилась</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="142"/>
        <source>After the list runs out: keep the last multiplier, keep adding the last step (1, 2, 3, 4…) or keep multiplying (1, 2, 4, 8…).</source>
        <translation>Когда список кончился: повторять последний множитель, прибавлять последний шаг (1, 2, 3, 4…) или умножать дальше (1, 2, 4, 8…).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="147"/>
        <source>All-pass whists per trick</source>
        <translation>Вистов за взятку на распасах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="148"/>
        <source>When all-pass is scored in whists: how many whists one trick is worth (5).</source>
        <translation>Если распасы пишутся в вистах: сколько вистов стоит одна взятка (5).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="152"/>
        <source>Bonus for no trick</source>
        <translation>Премия за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="153"/>
        <source>A player who takes no trick on an all-pass writes points into his pool.</source>
        <translation>Игрок, не взявший на распасах ни одной взятки, пишет очки себе в пулю.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="157"/>
        <source>No-trick bonus</source>
        <translation>Размер премии за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="158"/>
        <source>Pool points for taking no trick, times the all-pass multiplier (1; Leningrad 2).</source>
        <translation>Очки в пулю за ноль взяток, умноженные на множитель распасов (1; в Ленинградке 2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="163"/>
        <source>Subtract the fewest tricks</source>
        <translation>Вычитать наименьшее число взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="164"/>
        <source>Before writing an all-pass on the mountain, take the smallest trick count off everybody&apos;s tricks. It changes nothing with three players; with four it is a house rule.</source>
        <translation>Прежде чем записать распасы на гору, вычесть наименьшее число взяток из взяток каждого. Втроём это ничего не меняет; вчетвером это домашнее правило.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="170"/>
        <source>Exit from all-pass</source>
        <translation>Выход из распасов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="171"/>
        <source>The lowest game allowed after one, two, three… all-passes in a row, the last repeating: 6 (Sochi), 7 (Leningrad), 6, 7 for &quot;6-7-7&quot;. A misère may always be bid.</source>
        <translation>Наименьшая игра, разрешённая после одних, двух, трёх… распасов подряд; последнее значение повторяется: 6 (Сочинка), 7 (Ленинградка), 6, 7 для «6-7-7». Мизер можно заказать всегда.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="177"/>
        <source>All-pass series ends with</source>
        <translation>Серию распасов прерывает</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="178"/>
        <source>What ends a series of all-passes (and brings the price back down): any game or misère, or only a game that was whisted and made.</source>
        <translation>Что прерывает серию распасов (и возвращает прежнюю цену): любая игра или мизер либо только сыгранная игра, на которую вистовали.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="183"/>
        <source>Two whisters&apos; duty</source>
        <translation>Обязательство двух вистующих</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="184"/>
        <source>On a six or seven with two whisters, each has a personal share of the obligation. Personal when short: if the defence falls short, each whister below his share pays for it. Personal: he pays even when the defence as a whole did enough. Collective: the whister who took fewer pays the defence&apos;s whole shortfall.</source>
        <translation>На шестерной и семерной при двух вистующих у каждого своя доля обязательства. «Личное при недовисте»: если вистующие вместе недобрали, платит каждый, кто не взял своей доли. «Личное всегда»: платит, даже если вистующие в целом взяли достаточно. «Общее»: весь недовист оплачивает тот, кто взял меньше.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="191"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="199"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="205"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="254"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="336"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="342"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="348"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="354"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="360"/>
        <source>Pool and end</source>
        <translation>Пуля и конец игры</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="192"/>
        <source>Points past the pool target</source>
        <translation>Очки сверх пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="193"/>
        <source>Help: points that would carry a closed pool past the target go into another player&apos;s open pool, and the giver writes whists on him; with every pool closed, they come off the giver&apos;s mountain. Keep: pools grow past the target (Leningrad).</source>
        <translation>«Помощь другим»: очки, с которыми закрытая пуля вышла бы за свой размер, идут в открытую пулю другого игрока, а помогающий пишет на него висты; когда закрыты все пули, эти очки списываются с горы помогающего. «Пуля растёт дальше»: пули растут сверх размера (Ленинградка).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="200"/>
        <source>Whists per point of help</source>
        <translation>Вистов за очко помощи</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="201"/>
        <source>How many whists the giver writes on a player for every pool point he puts into that player&apos;s pool (10).</source>
        <translation>Сколько вистов помогающий пишет на игрока за каждое очко, записанное в пулю этого игрока (10).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="206"/>
        <source>The game ends when</source>
        <translation>Игра кончается, когда</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="207"/>
        <source>Every pool is closed, or the pools together reach the players&apos; number times the target (Leningrad). The table may always stop earlier or play on.</source>
        <translation>Закрыты все пули либо сумма пуль достигла размера пули, умноженного на число игроков (Ленинградка). Стол всегда может закончить раньше или играть дальше.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="212"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="218"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="223"/>
        <source>Settlement</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="213"/>
        <source>A pool point is worth</source>
        <translation>Очко пули стоит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="214"/>
        <source>How many mountain points one pool point is worth at the settlement (1; Leningrad 2).</source>
        <translation>Сколько очков горы стоит одно очко пули при росписи (1; в Ленинградке 2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="219"/>
        <source>Whists per mountain point</source>
        <translation>Вистов за очко горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="220"/>
        <source>How many whists one mountain point is worth at the settlement (10).</source>
        <translation>Сколько вистов стоит одно очко горы при росписи (10).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="224"/>
        <source>Rounding</source>
        <translation>Округление</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="225"/>
        <source>Exact shows fractions of a whist. Paper is the pen-and-paper correction: one mountain moves by a point so that everything comes out whole. Nearest rounds each result to whole whists, keeping the sum at zero.</source>
        <translation>«Точно» показывает доли виста. «Как на бумаге» — поправка, как при росписи на бумаге: одна гора сдвигается на очко, чтобы всё вышло целым. «До целого виста» округляет каждый итог до целых вистов, сохраняя нулевую сумму.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="230"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="235"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="241"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="246"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="312"/>
        <source>Extras</source>
        <translation>Дополнительно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="231"/>
        <source>Stalingrad</source>
        <translation>Сталинград</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="232"/>
        <source>On six spades both defenders must whist.</source>
        <translation>На шести пиках вистуют оба.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="236"/>
        <source>Blind games</source>
        <translation>Игра втёмную</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="237"/>
        <source>A game, misère or all-pass may be played blind (&quot;in the dark&quot;, before looking at the cards); everything it writes is multiplied.</source>
        <translation>Игру, мизер или распасы можно играть втёмную (не глядя в карты); всё, что при этом пишется, умножается.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="242"/>
        <source>Blind multiplier</source>
        <translation>Множитель игры втёмную</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="243"/>
        <source>How many times a blind deal counts (2).</source>
        <translation>Во сколько раз считается сдача втёмную (2).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="247"/>
        <source>Game off the mountain</source>
        <translation>Игра с горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="248"/>
        <source>The declarer of a made game may write its value off his own mountain instead of into his pool (classic).</source>
        <translation>Сыгравший игру может списать её стоимость со своей горы вместо записи в пулю (классика).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="255"/>
        <source>The mountain first</source>
        <translation>Сначала гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="256"/>
        <source>A made game first pays off the declarer&apos;s own mountain; only what is left goes into his pool. Some Rostov tables play so; no preset does.</source>
        <translation>Сыгранная игра сначала списывается с горы разыгрывающего, и только остаток идёт в его пулю. Так играют за некоторыми ростовскими столами; ни одна конвенция этого не делает.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="261"/>
        <source>Who may half-whist</source>
        <translation>Кто может сказать «полвиста»</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="262"/>
        <source>Only the second defender, after the first passed (every preset), or either defender, when the other passed.</source>
        <translation>Только второй вистующий после паса первого (во всех конвенциях) или любой из них, когда другой спасовал.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="267"/>
        <source>A whist after a half-whist</source>
        <translation>Вист после полвиста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="268"/>
        <source>When one defender said half-whist and the other then whists after all: not allowed (every preset but tournament Leningrad); the half-whister pays his fee and the whister plays alone; or the half-whist is void and the whister plays alone (tournament Leningrad).</source>
        <translation>Когда один вистующий сказал «полвиста», а другой всё же вистует: нельзя (во всех конвенциях, кроме турнирной Ленинградки); сказавший «полвиста» платит своё, а вистующий играет один; или полвиста не в счёт и вистующий играет один (турнирная Ленинградка).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="275"/>
        <source>A half-whist is</source>
        <translation>Полвиста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="276"/>
        <source>Not played: the half-whister writes his fee (every preset). Played: the cards are played and he writes whists for the defence&apos;s tricks up to half the obligation.</source>
        <translation>Не разыгрывается: сказавший «полвиста» пишет своё (во всех конвенциях). Разыгрывается: карты играются, и он пишет висты за взятки вистующих в пределах половины обязательства.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="282"/>
        <source>How the no-trick bonus grows</source>
        <translation>Как растёт премия за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="283"/>
        <source>The bonus for taking no trick on an all-pass grows with the all-pass price (every preset), or is always the same number of points.</source>
        <translation>Премия за ни одной взятки на распасах растёт с ценой распасов (во всех конвенциях) или всегда одна и та же.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="288"/>
        <source>No-trick bonus goes</source>
        <translation>Премия за ноль взяток пишется</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="289"/>
        <source>Into the player&apos;s pool (every preset but tournament Leningrad), or off his mountain (tournament Leningrad).</source>
        <translation>В пулю игрока (во всех конвенциях, кроме турнирной Ленинградки) или списывается с его горы (турнирная Ленинградка).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="294"/>
        <source>The dealer&apos;s no-trick bonus</source>
        <translation>Премия сдающему за ноль взяток</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="295"/>
        <source>Whether the dealer of an all-pass gets the no-trick bonus too (yes in every preset but tournament Leningrad).</source>
        <translation>Получает ли сдающий на распасах премию за ноль взяток (да во всех конвенциях, кроме турнирной Ленинградки).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="300"/>
        <source>The dealer plays the talon</source>
        <translation>Сдающий играет прикуп</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="301"/>
        <source>With four players, on an all-pass the dealer leads the first two tricks with the talon&apos;s cards and pays for what they win (tournament Leningrad).</source>
        <translation>Вчетвером на распасах сдающий ходит в первых двух взятках картами прикупа и платит за то, что они возьмут (турнирная Ленинградка).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="307"/>
        <source>The dealer may whist</source>
        <translation>Сдающий может вистовать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="308"/>
        <source>With four players, when neither defender whisted, the dealer sitting out may whist the declarer (tournament Leningrad).</source>
        <translation>Вчетвером, если ни один из вистующих не вистовал, сидящий на прикупе сдающий может вистовать против разыгрывающего (турнирная Ленинградка).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="313"/>
        <source>Talon bonus with three</source>
        <translation>Висты за прикуп втроём</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="314"/>
        <source>With three players, each opponent writes half of the talon bonus on the declarer of a game (tournament Leningrad).</source>
        <translation>Втроём каждый соперник пишет на разыгрывающего половину вистов за прикуп (турнирная Ленинградка).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="319"/>
        <source>Giving up</source>
        <translation>Уход</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="320"/>
        <source>&quot;Without three&quot;: a declarer who gives up after taking the talon writes three undertricks on his mountain, and nothing else is written. No preset allows it.</source>
        <translation>«Без трёх»: разыгрывающий, отказавшийся от игры после прикупа, пишет на гору три взятки ремиза, и больше ничего не пишется. Ни одна конвенция этого не допускает.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="326"/>
        <source>Totus</source>
        <translation>Тотус</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="327"/>
        <source>A ten of its own that nobody whists and that must take all ten tricks, with a pool bonus of its own. No preset plays it.</source>
        <translation>Особая десятерная, которую никто не вистует и в которой нужно взять все десять взяток, со своей премией в пулю. Ни одна конвенция её не играет.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="332"/>
        <source>Totus bonus</source>
        <translation>Премия за тотус</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="333"/>
        <source>Pool points a made totus writes besides the ten&apos;s value (0).</source>
        <translation>Сколько очков сыгранный тотус пишет в пулю сверх стоимости десятерной (0).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="337"/>
        <source>The agreed hour</source>
        <translation>Оговорённый час</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="338"/>
        <source>With the end by the clock: the hour the game ends; none while the table has not agreed one.</source>
        <translation>При игре по времени — час, когда игра кончается; пусто, пока стол не договорился.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="343"/>
        <source>Rounds to play</source>
        <translation>Сколько кругов играть</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="344"/>
        <source>With the end by rounds: how many rounds (each player dealing once) the game lasts; empty while not agreed.</source>
        <translation>При игре по кругам — сколько кругов (каждый сдаёт по разу) длится игра; пусто, пока не договорились.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="349"/>
        <source>At the hour</source>
        <translation>В оговорённый час</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="350"/>
        <source>The deal being played at the hour is the last (every preset), or the round it belongs to is finished first.</source>
        <translation>Сдача, которая идёт в этот час, — последняя (во всех конвенциях), или сначала доигрывается её круг.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="355"/>
        <source>All-passes open at the end</source>
        <translation>Незакрытые распасы в конце</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="356"/>
        <source>The game ends when its condition is met, in an all-pass streak or not (every preset), or the streak is played out first.</source>
        <translation>Игра кончается, как только выполнено условие, идут распасы или нет (во всех конвенциях), или сначала доигрываются распасы.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="361"/>
        <source>Reminder before the hour</source>
        <translation>Напоминание перед часом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="362"/>
        <source>How many minutes before the agreed hour the window reminds the table (15).</source>
        <translation>За сколько минут до оговорённого часа окно напоминает столу (15).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="368"/>
        <source>greedy (the whister keeps all)</source>
        <translation>«жлобский» (всё вистующему)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="369"/>
        <source>gentleman&apos;s (shared half and half)</source>
        <translation>«джентльменский» (пополам)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="370"/>
        <source>only when the declarer went down</source>
        <translation>только при ремизе</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="371"/>
        <source>on every played game</source>
        <translation>на каждой сыгранной игре</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="372"/>
        <source>the last whister pays</source>
        <translation>платит последний вистующий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="373"/>
        <source>both whisters pay</source>
        <translation>платят оба вистующих</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="374"/>
        <source>on the mountain</source>
        <translation>на гору</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="375"/>
        <source>in whists (Rostov)</source>
        <translation>в вистах (Ростов)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="376"/>
        <source>repeat the last</source>
        <translation>повторять последний</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="377"/>
        <source>keep adding</source>
        <translation>прибавлять</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="378"/>
        <source>keep multiplying</source>
        <translation>умножать</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="379"/>
        <source>any game or misère</source>
        <translation>любая игра или мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="380"/>
        <source>a whisted, made game</source>
        <translation>сыгранная игра под вистом</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="381"/>
        <source>personal, when short</source>
        <translation>личное при недовисте</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="382"/>
        <source>personal, always</source>
        <translation>личное всегда</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="383"/>
        <source>collective</source>
        <translation>общее</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="384"/>
        <source>help the others</source>
        <translation>помощь другим</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="385"/>
        <source>keep growing</source>
        <translation>пуля растёт дальше</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="386"/>
        <source>every pool is closed</source>
        <translation>закрыты все пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="387"/>
        <source>the pools add up to the total</source>
        <translation>сумма пуль достигла итога</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="388"/>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="389"/>
        <source>paper</source>
        <translation>как на бумаге</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="390"/>
        <source>nearest whist</source>
        <translation>до целого виста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="391"/>
        <source>whole whists, cut off</source>
        <translation>до целого виста, с отбрасыванием</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="392"/>
        <source>the last whister, if he took none</source>
        <translation>последний вистующий, если сам не взял</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="393"/>
        <source>each whister who took none</source>
        <translation>каждый вистующий, не взявший ни одной</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="394"/>
        <source>a played game, made or not, or a misère</source>
        <translation>разыгранная игра, сыгранная или нет, или мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="396"/>
        <source>a made game or misère</source>
        <translation>сыгранная игра или мизер</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="397"/>
        <source>the agreed hour comes</source>
        <translation>наступает оговорённый час</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="398"/>
        <source>the agreed rounds are played</source>
        <translation>сыграны оговорённые круги</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="399"/>
        <source>the second defender</source>
        <translation>второй вистующий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="400"/>
        <source>either defender</source>
        <translation>любой вистующий</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="401"/>
        <location filename="../../preferans_desk/words/settings_help.py" line="410"/>
        <source>not allowed</source>
        <translation>нельзя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="402"/>
        <source>the half-whister pays his fee</source>
        <translation>сказавший «полвиста» платит своё</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="403"/>
        <source>the whister plays alone</source>
        <translation>вистующий играет один</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="404"/>
        <source>not played</source>
        <translation>не разыгрывается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="405"/>
        <source>played</source>
        <translation>разыгрывается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="406"/>
        <source>grows with the price</source>
        <translation>растёт с ценой</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="407"/>
        <source>always the same</source>
        <translation>всегда одна</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="408"/>
        <source>into the pool</source>
        <translation>в пулю</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="409"/>
        <source>off the mountain</source>
        <translation>с горы</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="411"/>
        <source>without three</source>
        <translation>без трёх</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="412"/>
        <source>that deal is the last</source>
        <translation>эта сдача последняя</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="413"/>
        <source>its round is finished</source>
        <translation>доигрывается её круг</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="414"/>
        <source>the game ends</source>
        <translation>игра кончается</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="415"/>
        <source>the streak is played out</source>
        <translation>распасы доигрываются</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="420"/>
        <source>Sochi</source>
        <translation>Сочинка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="421"/>
        <source>The most common convention: greedy, responsible whist (&quot;a game against the whister&quot;); points past the target help the others; the game ends when every pool is closed.</source>
        <translation>Самая распространённая конвенция: «жлобский» ответственный вист («игра против вистующего»); очки сверх пули идут в помощь другим; игра кончается, когда закрыты все пули.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="426"/>
        <source>Leningrad</source>
        <translation>Ленинградка</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="427"/>
        <source>Piter: whists, undertricks, consolation, misère penalty and all-pass prices are doubled, and a pool point is worth two mountain points; gentleman&apos;s, half-responsible whist with half-whist on six and seven; talon bonus with four; exit from all-pass at seven; pools keep growing and the game ends on their total.</source>
        <translation>Питер: висты, ремиз, консоляция, штраф на мизере и цены распасов удвоены, а очко пули стоит два очка горы; «джентльменский» полуответственный вист, полвиста на шестерной и семерной; вчетвером — висты за прикуп; выход из распасов — семерной; пули растут дальше, и игра кончается по их сумме.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="434"/>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="435"/>
        <source>All-pass is scored in whists by the player with the fewest tricks, without progression; gentleman&apos;s, half-responsible whist; half-whist on six and seven.</source>
        <translation>Распасы пишутся в вистах игроком с наименьшим числом взяток, без прогрессии; «джентльменский» полуответственный вист; полвиста на шестерной и семерной.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="440"/>
        <source>Tournament Leningrad</source>
        <translation>Ленинградка (турнирная)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="441"/>
        <source>The federation&apos;s tournament rules (FSPR): Leningrad, with the whists always shared in a gentleman&apos;s whist, a whist returned beside a half-whist, the talon bonus with three players too, the dealer&apos;s whist and talon with four, the all-pass zero bonus on the mountain, and the end at an agreed hour.</source>
        <translation>Турнирные правила федерации (ФСПР): Ленинградка, где при джентльменском висте висты всегда делятся, вист возвращается при полвисте, висты за прикуп пишутся и втроём, вчетвером сдающий вистует и играет прикуп на распасах, бонус за ноль взяток на распасах — на гору, а игра кончается в оговорённый час.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="448"/>
        <source>Classic</source>
        <translation>Классика</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settings_help.py" line="449"/>
        <source>An approximation: Sochi&apos;s arithmetic, plus blind games at double price and a made game written off the mountain. The classical game&apos;s compulsory first half and its dealer rules are not modelled.</source>
        <translation>Приближение: арифметика Сочинки плюс игра втёмную по двойной цене и списание сыгранной игры с горы. Обязательная первая половина классической игры и её правила для сдающего не воспроизводятся.</translation>
    </message>
</context>
<context>
    <name>SettleText</name>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="22"/>
        <source>Preferans game</source>
        <translation>Партия в преферанс</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="23"/>
        <source>Convention: {0}, pool to {1}{2}; {3} deals, {4}</source>
        <translation>Конвенция: {0}, пуля до {1}{2}; сдач: {3}, {4}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="24"/>
        <source>, {0} a whist</source>
        <translation>, {0} за вист</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="25"/>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="26"/>
        <source>not finished</source>
        <translation>не окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="27"/>
        <source>Settlement (rounding: {0})</source>
        <translation>Роспись (округление: {0})</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="28"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="29"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="30"/>
        <source>Whists on {0}</source>
        <translation>Висты: {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="31"/>
        <source>Levelled mountain</source>
        <translation>Гора с учётом пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="32"/>
        <source>Amnestied mountain</source>
        <translation>Гора после амнистии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="33"/>
        <source>Mountain whists</source>
        <translation>Висты за гору</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="34"/>
        <source>Whists with {0}</source>
        <translation>Висты с игроком {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="35"/>
        <source>Result (exact)</source>
        <translation>Итог (точный)</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="36"/>
        <source>Paper correction: {0}&apos;s mountain {1}; each other player changes his whists on {0} by {2}</source>
        <translation>Поправка округления: гора игрока {0} {1}; каждый другой игрок меняет свои висты на {0} на {2}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="38"/>
        <source>Paper correction</source>
        <translation>Поправка округления</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="39"/>
        <source>Rounded to whole whists</source>
        <translation>Округление до целых вистов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="40"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="41"/>
        <source>Money {0}</source>
        <translation>Деньги {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="42"/>
        <source>Who pays whom:</source>
        <translation>Кто кому платит:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="43"/>
        <source>nobody pays anybody</source>
        <translation>никто никому не платит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="44"/>
        <source>{0} pays {1} {2}</source>
        <translation>{0} → {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/settlement_text.py" line="45"/>
        <source>{0} whists</source>
        <translation>{0} в вистах</translation>
    </message>
</context>
<context>
    <name>SettlementPanel</name>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="82"/>
        <source>Rounding:</source>
        <translation>Округление:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="85"/>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="85"/>
        <source>paper</source>
        <translation>как на бумаге</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="85"/>
        <source>nearest whist</source>
        <translation>до целого виста</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="193"/>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="193"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="194"/>
        <source>Levelled mountain</source>
        <translation>Гора с учётом пули</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="194"/>
        <source>After amnesty</source>
        <translation>После амнистии</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="196"/>
        <source>Paper correction</source>
        <translation>Поправка округления</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="195"/>
        <source>Mountain whists</source>
        <translation>Висты за гору</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="83"/>
        <source>Settlement step by step</source>
        <translation>Роспись по шагам</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="84"/>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="85"/>
        <source>whole whists, cut off</source>
        <translation>до целого виста, с отбрасыванием</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="190"/>
        <source>Whists with %1</source>
        <translation>Висты с игроком %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="195"/>
        <source>Exact result</source>
        <translation>Точный итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="196"/>
        <source>Rounded to whole whists</source>
        <translation>Округление до целых вистов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="197"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="192"/>
        <source>Money %1</source>
        <translation>Деньги %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="166"/>
        <source>%1&apos;s mountain %2, and every other player writes %3 on %1, so that the mountain whists come out whole: this row is what that changes in each result.</source>
        <translation>Гора игрока %1 %2, и каждый другой игрок пишет %3 на %1, чтобы висты за гору вышли целыми: эта строка — то, что это меняет в каждом итоге.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="202"/>
        <source>The game was over after deal %1. Settlement:</source>
        <translation>После сдачи %1 игра была окончена. Роспись:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="203"/>
        <source>After deal %1 of %2 the game was not over; this is how it would have settled then.</source>
        <translation>После сдачи %1 из %2 игра ещё не была окончена; так она расписалась бы тогда.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="207"/>
        <source>The game is over. Settlement:</source>
        <translation>Игра окончена. Роспись:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="208"/>
        <source>The game is not over; this is how it would settle now.</source>
        <translation>Игра не окончена; вот какой была бы роспись сейчас.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="214"/>
        <source>Nobody pays anybody.</source>
        <translation>Никто никому не платит.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="215"/>
        <source>Who pays whom:</source>
        <translation>Кто кому платит:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="220"/>
        <source>%1 whists</source>
        <translation>%1 в вистах</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/settlement_panel.py" line="221"/>
        <source>%1 pays %2 %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="169"/>
        <source>Share with the Table</source>
        <translation>Показать столу</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="182"/>
        <source>The players open the address (or scan the code) in their phone&apos;s browser, on the same network: they see the sheet as it is now, read-only. The address holds a secret that changes each time sharing starts; sharing stops when you stop it, open another game or quit.</source>
        <translation>Игроки открывают адрес (или сканируют код) в браузере телефона в той же сети: они видят пульку такой, какая она сейчас, только для чтения. В адресе есть секрет, который меняется при каждом запуске; показ прекращается, когда вы его останавливаете, открываете другую игру или выходите из программы.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="188"/>
        <source>Listen on:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="208"/>
        <source>Sharing stopped: another game is open now. Start sharing again to show it (it gets a new address).</source>
        <translation>Показ остановлен: теперь открыта другая игра. Начните показ снова, чтобы показать её (у неё будет новый адрес).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="218"/>
        <source>Cannot share on %1: %2</source>
        <translation>Не удаётся показать на %1: %2</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="226"/>
        <source>&amp;Stop Sharing</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="226"/>
        <source>&amp;Start Sharing</source>
        <translation>&amp;Начать показ</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="228"/>
        <source>Not shared.</source>
        <translation>Не показывается.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="235"/>
        <source>Port %1 is used by another program: sharing on port %2 instead.</source>
        <translation>Порт %1 занят другой программой: показ идёт через порт %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/panels/share_panel.py" line="255"/>
        <source>%n device(s) watching</source>
        <translation>
            <numerusform>смотрит %n устройство</numerusform>
            <numerusform>смотрят %n устройства</numerusform>
            <numerusform>смотрят %n устройств</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SharePage</name>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="19"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="20"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="21"/>
        <source>Deals</source>
        <translation>Сдач</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="22"/>
        <source>{0} deals next</source>
        <translation>следующим сдаёт {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="23"/>
        <source>reconnecting…</source>
        <translation>переподключение…</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="24"/>
        <source>The score sheet</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="25"/>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="26"/>
        <source>Settlement</source>
        <translation>Роспись</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="27"/>
        <source>If the game ended now</source>
        <translation>Если бы игра кончилась сейчас</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="28"/>
        <source>whists</source>
        <translation>вистов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="29"/>
        <source>{0} pays {1}: {2}</source>
        <translation>{0} → {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="30"/>
        <source>The game file cannot be read now; showing the last good sheet. {0}</source>
        <translation>Файл игры сейчас не читается; показана последняя прочитанная пулька. {0}</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="32"/>
        <source>Sharing has ended.</source>
        <translation>Показ окончен.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/words/share_page.py" line="54"/>
        <source>{0} whists</source>
        <comment>a fraction of a whist</comment>
        <translation>{0} виста</translation>
    </message>
</context>
<context>
    <name>SheetWidget</name>
    <message>
        <location filename="../../preferans_desk/gui/sheet/sheet_widget.py" line="170"/>
        <source>No game.</source>
        <translation>Нет игры.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../preferans_desk/gui/sheet/sheet_widget.py" line="171"/>
        <source>Pool to %1, %n deal(s).</source>
        <translation>
            <numerusform>Пуля до %1, %n сдача.</numerusform>
            <numerusform>Пуля до %1, %n сдачи.</numerusform>
            <numerusform>Пуля до %1, %n сдач.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/sheet_widget.py" line="175"/>
        <source>%1: pool %2, mountain %3, whists %4, result %5</source>
        <translation>%1: пуля %2, гора %3, висты %4, итог %5</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/sheet_widget.py" line="178"/>
        <source>%1: pool %2, mountain %3, whists %4</source>
        <translation>%1: пуля %2, гора %3, висты %4</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/sheet/sheet_widget.py" line="184"/>
        <source>Score sheet</source>
        <translation>Пулька</translation>
    </message>
</context>
<context>
    <name>TablePagesDialog</name>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="62"/>
        <source>Tables&apos; Phone Pages</source>
        <translation>Страницы столов для телефонов</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="109"/>
        <source>Another program writes this night: the phones&apos; pages are where it serves them (event serve prints each table&apos;s page).</source>
        <translation>Этот вечер ведёт другая программа: страницы для телефонов там, где она их показывает (event serve выводит страницу каждого стола).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="112"/>
        <source>Round %1 is not open to its tables: open it first (each table gets its code).</source>
        <translation>Тур %1 не открыт столам: сначала откройте его (каждый стол получит свой код).</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="115"/>
        <source>Round %1: the pages are served while this window receives the tables. Press Start Receiving first.</source>
        <translation>Тур %1: страницы работают, пока это окно принимает столы. Сначала нажмите «Начать приём».</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="117"/>
        <source>Round %1: a table scores on its players&apos; phones at its page. A table without its card scans its code here; each player opens the page on his own phone.</source>
        <translation>Тур %1: стол записывает сдачи с телефонов игроков на своей странице. Стол без карточки сканирует свой код здесь; каждый игрок открывает страницу на своём телефоне.</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="124"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/night_views/table_pages.py" line="131"/>
        <source>no code yet</source>
        <translation>кода ещё нет</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../preferans_desk/gui/sheet/table_view.py" line="52"/>
        <source>Table view — Preferans Desk</source>
        <translation>Вид для стола — Preferans Desk</translation>
    </message>
</context>
<context>
    <name>TrickRow</name>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_widgets.py" line="196"/>
        <source>%1&apos;s tricks</source>
        <translation>%1: взятки</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_widgets.py" line="235"/>
        <source>after the defenders&apos; words</source>
        <translation>после ответов вистующих</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_widgets.py" line="236"/>
        <source>not played: no tricks to enter</source>
        <translation>не разыгрывалась: взятки вводить не нужно</translation>
    </message>
    <message>
        <location filename="../../preferans_desk/gui/dialogs/deal_widgets.py" line="227"/>
        <source>Filled in: the tricks add up to 10.</source>
        <translation>Заполнено само: всего взяток 10.</translation>
    </message>
</context>
</TS>

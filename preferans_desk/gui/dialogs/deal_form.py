"""The deal dialog's form without Qt: the answers entered, what each step offers, where the keys go next,
and the deal it all makes (or why not yet).

A step is one answer: a row of choices (the declarer, the level, the suit, each defender's word, the
dealer's whist) or a trick count. A key on the step that has the focus picks a choice (or says why it
cannot) and moves the focus on to the next step that still needs an answer, so "1 7 s w p 6 Enter" is a
whole deal (docs/keyboard.md). Editing a deal, the old answers wait on their steps and the same keys walk
over them. What is offered follows ``core.entry``; the deal is scored by ``Sheet.preview`` once, and
refused with the core's reasons. The dialog (gui/dialogs/deal_dialog.py) only shows this form and hands it the
scorer's keys and clicks. Its words are the dialog's (Qt Linguist context "DealDialog"), translated
through ``words.translate``, so no Qt is loaded here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from preferans_desk.core.deals import NO_DEFENCE, Deal
from preferans_desk.core.engine import DealRecord, Sheet
from preferans_desk.core.entry import (
    NO_TRICKS,
    allpass_roles,
    dealer_whist_allowed,
    declarer_allowed,
    declarer_refusal,
    first_words,
    forced_defence,
    half_whist_possible,
    second_words,
    talon_player,
    trick_roles,
    word_refusal,
)
from preferans_desk.core.errors import DealError
from preferans_desk.core.validate import Table
from preferans_desk.gui.dialogs.deal_assembly import judge, load
from preferans_desk.gui.dialogs.deal_parts import (
    AMOUNTS,
    CTRL_KINDS,
    DEALER_WHIST,
    DECLARER,
    FIRST,
    KIND,
    KIND_KEYS,
    KINDS,
    LATIN_ON_RUSSIAN_KEYS,
    LEVEL,
    LEVEL_KEYS,
    MISERE_DECLARER,
    MISERE_TRICKS,
    OK,
    SECOND,
    SUIT,
    SUIT_KEYS,
    WORD_KEYS,
    AmountKey,
    Boxes,
    Choice,
    Counts,
    Notice,
    Outcome,
    allpass_step,
    amount_keys,
    count_of,
    declarer_keys,
    now,
    tricks_step,
)
from preferans_desk.words import texts
from preferans_desk.words.translate import translate


class DealForm:
    """One deal being entered on ``sheet`` (the sheet before it): a new one, or ``deal`` edited.

    ``focus`` is the step the keys go to (``OK`` when nothing is left, None when no step has it); ``moved``
    says the form moved it since the dialog last looked. ``outcome`` is what the answers make now.
    """

    def __init__(self, sheet: Sheet, deal: Deal | None = None, clock: Callable[[], str] = now):
        self.sheet, self.original, self.clock = sheet, deal, clock
        self.players = list(sheet.players)
        self.n = len(self.players)
        self.settings = sheet.settings
        self.dealer = sheet.next_dealer  # who dealt this deal
        self.kinds: Choice[str] = Choice(KINDS, dict(KIND_KEYS), "contract")
        self.declarer: Choice[int] = Choice(tuple(range(self.n)), declarer_keys(self.players))
        self.level: Choice[int] = Choice(tuple(LEVEL_KEYS.values()), dict(LEVEL_KEYS))
        self.suit: Choice[str] = Choice(tuple(SUIT_KEYS.values()), dict(SUIT_KEYS))
        self.first, self.second = self._words(second=False), self._words(second=True)
        # The 4-player dealer's whist (RULES-v2 6.3), where the rules have it.
        self.dealer_whist: Choice[str] | None = (Choice(("whist", "pass"), {"w": "whist", "p": "pass"})
                                                 if self.n == 4 and self.settings.dealer_may_whist else None)
        self.misere: Choice[int] = Choice(tuple(range(self.n)), declarer_keys(self.players))
        self.misere_tricks = ""
        self.contract_counts, self.allpass_counts = Counts(self.n), Counts(self.n)
        self.amounts: dict[AmountKey, str] = dict.fromkeys(amount_keys(self.n), "")
        self.next_dealer: int | None = None  # an adjustment's: who deals next (None: as it goes)
        self.note = ""
        self.boxes = Boxes()
        self.notice: Notice | None = None
        self.outcome = Outcome(None, None)
        self.focus: str | None = None
        self.fresh = False  # the focused count was not typed into since the focus came: a digit replaces it
        self.moved = False
        self.written: str | None = None  # the count a key wrote last: its field is written again, as typed
        self.accepted = False
        self._loaded: set[str] = set()  # steps still holding the edited deal's answer, see wants_input
        self._previews: list[tuple[Deal, DealRecord | DealError]] = []  # newest last, see preview
        if deal is not None:
            load(self, deal)
        self._update()
        self._loaded = {step for step in self.steps() if not self.wants_input(step)}
        self._focus_first()

    def _words(self, second: bool) -> Choice[str]:
        """A defender's row: W and P, and H where he may half-whist at some level (the second defender; the
        first too with ``half_whist_by = either``)."""
        either = self.settings.half_whist_by == "either"
        half = half_whist_possible(self.settings) and (second or either)
        options = ("whist", "pass", "half") if half else ("whist", "pass")
        return Choice(options, {key: word for key, word in WORD_KEYS.items() if word in options})

    # ----- what the form is now -----
    @property
    def kind(self) -> str:
        return self.kinds.value or "contract"

    @property
    def acceptable(self) -> bool:
        """Whether the deal can be taken as it is (OK is enabled)."""
        return self.outcome.record is not None and self.outcome.severity != "warning"

    def deal(self) -> Deal | None:
        return self.outcome.deal if self.acceptable else None

    def record(self) -> DealRecord | None:
        return self.outcome.record if self.acceptable else None

    def table(self) -> Table:
        return Table(self.players, self.dealer)

    def defenders(self) -> tuple[int, int] | None:
        """The contract's first and second defenders, once an active declarer is chosen."""
        declarer, table = self.declarer.value, self.table()
        return table.defenders(declarer) if declarer is not None and declarer_allowed(table, declarer) else None

    def talon_seat(self) -> int | None:
        """The 4-player dealer who plays the talon on an all-pass, where the rules have it."""
        return talon_player(self.table(), self.settings)

    def below_exit(self, level: int) -> bool:
        """Whether a game at ``level`` is below the lowest one allowed after the all-passes."""
        return level < self.sheet.exit_level()

    def shows(self, box: str) -> bool:
        """Whether a box is offered for this kind of deal under these rules (one ticked stays, to be unticked);
        "let_stand" only for a game below the exit level, "dealer" but for an adjustment (it has its own)."""
        s, kind, boxes = self.settings, self.kind, self.boxes
        if box == "let_stand":
            return self.outcome.record is not None and bool(self.outcome.record.warnings)
        if box in ("blind", "dealer"):
            return kind != "adjust" and (box == "dealer" or s.blind_allowed or boxes.blind)
        offered = {"talon": s.talon_bonus if self.n == 4 else s.talon_bonus_3p, "open": True,
                   "to_mountain": s.game_to_mountain_allowed or boxes.to_mountain,
                   "give_up": s.give_up != "no" or boxes.give_up, "totus": s.totus or boxes.totus}
        return kind == "contract" and offered[box]

    # ----- the steps -----
    def steps(self) -> list[str]:
        """The steps of this kind of deal, in the order the keys walk them."""
        if self.kind == "contract":
            dealer = [DEALER_WHIST] if self.dealer_whist is not None else []
            return [DECLARER, LEVEL, SUIT, FIRST, SECOND, *dealer,
                    *(tricks_step(seat) for seat in self.contract_counts.roles.edit)]
        if self.kind == "misere":
            return [MISERE_DECLARER, MISERE_TRICKS]
        if self.kind == "allpass":
            return [allpass_step(seat) for seat in self.allpass_counts.roles.edit]
        return [AMOUNTS]

    def choice(self, step: str | None) -> Choice[Any] | None:
        """The row of choices a step is (None: a count, or no step)."""
        rows: dict[str, Choice[Any] | None] = {
            KIND: self.kinds, DECLARER: self.declarer, LEVEL: self.level, SUIT: self.suit, FIRST: self.first,
            SECOND: self.second, DEALER_WHIST: self.dealer_whist, MISERE_DECLARER: self.misere}
        return rows.get(step or "")

    def _counts(self, step: str | None) -> tuple[Counts, int] | None:
        name, _, seat = (step or "").partition(" ")
        counts = {"tricks": self.contract_counts, "allpass": self.allpass_counts}.get(name)
        return (counts, int(seat)) if counts is not None and seat.isdigit() else None

    def is_count(self, step: str | None) -> bool:
        return step == MISERE_TRICKS or self._counts(step) is not None

    def count_text(self, step: str) -> str:
        found = self._counts(step)
        return self.misere_tricks if step == MISERE_TRICKS else found[0].texts[found[1]] if found else ""

    def implied(self, step: str | None) -> bool:
        """A trick count that can only be 0 (the others make 10): the entry does not ask for it."""
        found = self._counts(step)
        return found is not None and found[0].implied(found[1])

    def enabled(self, step: str) -> bool:
        """Whether a step takes an answer now: nobody speaks on a give-up or a totus; the dealer whists only
        after two words without a whist."""
        spoken = not self.boxes.give_up and not self.boxes.totus
        if step in (FIRST, SECOND):
            return spoken
        if step == DEALER_WHIST:
            defence = (self.first.value, self.second.value)
            return spoken and dealer_whist_allowed(self.table(), self.settings, defence)
        return True

    def offers(self, step: str, option: int | str) -> bool:
        """Whether a row offers ``option`` now (its button is enabled): an active declarer, a word the rules
        allow after what was said."""
        if step in (DECLARER, MISERE_DECLARER):
            return isinstance(option, int) and declarer_allowed(self.table(), option)
        if step == FIRST:
            return option in first_words(self.settings, self.level.value, self.suit.value)
        if step == SECOND:
            return option in second_words(self.settings, self.level.value, self.suit.value, self.first.value)
        return True

    def allowed(self, step: str, option: int | str) -> bool:
        return self.enabled(step) and self.offers(step, option)

    def wants_input(self, step: str, loaded: bool = True) -> bool:
        """An empty step wants an answer; so does one still holding the edited deal's answer, unless
        ``loaded`` is False: editing, the keys walk the steps in order over the old answers."""
        if self.implied(step):
            return False
        if loaded and step in self._loaded:
            return True
        row = self.choice(step)
        if row is not None:
            return row.value is None
        text = self.amounts[("pool", 0)] if step == AMOUNTS else self.count_text(step)
        return not text.strip()

    def _next_step(self, step: str | None) -> str | None:
        """The next step still to answer: after ``step`` first, then (only empty ones) from the start."""
        steps = self.steps()
        start = steps.index(step) + 1 if step in steps else 0
        if (self.is_count(step) and start < len(steps) and self.is_count(steps[start])
                and not self.implied(steps[start])):
            return steps[start]  # counts are typed one after another, also over old ones
        ahead = [other for other in steps[start:] if self.wants_input(other)]
        behind = [other for other in steps[:start] if self.wants_input(other, loaded=False)]
        return next((other for other in ahead + behind if other != step and self.enabled(other)), None)

    # ----- keys -----
    def press(self, key: str, step: str | None = None, replace: bool = False) -> bool:
        """One keystroke: "7", "s", "Left", "Up", "Enter", "Ctrl+3"... on ``step`` (by default the focus);
        ``replace``: the count's text is selected, so a digit replaces it. True when the key meant something
        there (a refusal too); the dialog lets the others go on to the window (Tab, Esc)."""
        if key in CTRL_KINDS:
            self.switch_kind(CTRL_KINDS[key])
            return True
        if key == "Enter":
            self.accepted = self.acceptable
            return self.accepted
        if step is None:
            step = self.focus
        elif step != self.focus:  # the scorer moved the focus (Tab, a click) and typed there
            self._move(step, moved=False)
        if step is None or not self.enabled(step):
            return False
        if self.is_count(step):
            return self._count_key(step, key, replace)
        row = self.choice(step)
        return row is not None and self._choice_key(step, row, key)

    def _choice_key(self, step: str, row: Choice[Any], key: str) -> bool:
        if key in ("Left", "Right"):
            self._walk(step, row, -1 if key == "Left" else 1)
            return True
        key = key.casefold()
        extra = self._extra_keys(step)
        if key not in row.keys and key not in extra:
            key = LATIN_ON_RUSSIAN_KEYS.get(key, key)  # the same physical key with a Russian layout on
        if key in extra:
            extra[key]()
        elif key in row.keys:
            self.choose(step, row.keys[key])
        else:
            return False
        return True

    def _extra_keys(self, step: str) -> dict[str, Callable[[], None]]:
        """Keys that are no option of the row: M (misère) and T (totus) on the level, G (gave up) on a
        defender, and H where he has no half-whist, which says why."""
        extra: dict[str, Callable[[], None]] = {}
        if step == LEVEL:
            extra["m"] = lambda: self.switch_kind("misere")
            if self.settings.totus:
                extra["t"] = self._totus_from_level
        elif step in (FIRST, SECOND):
            row = self.first if step == FIRST else self.second
            if "half" not in row.options:
                extra["h"] = lambda: self._refuse(step, "half")
            if self.settings.give_up != "no":
                extra["g"] = self._give_up_from_defence
        return extra

    def _count_key(self, step: str, key: str, replace: bool) -> bool:
        if step not in self.steps():  # a count filled in or shown at 0 is not typed
            return False
        if len(key) == 1 and key.isdigit():
            self._type_digit(step, key, fresh=replace)
            return True
        if key in ("Up", "Down"):
            count = min(10, max(0, (count_of(self.count_text(step)) or 0) + (1 if key == "Up" else -1)))
            self._write(step, str(count))
            return True
        return False

    def edit(self, step: str) -> None:
        """A key the count's field edits its text with (Backspace, an arrow): a digit no longer replaces it."""
        if step != self.focus:
            self._move(step, moved=False)
        self.fresh = False

    def _type_digit(self, step: str, digit: str, fresh: bool = False) -> None:
        """Most digits are a whole count and move on; "1" waits for a "0" (ten), and another digit after it
        is the next count's."""
        pending = not fresh and not self.fresh and self.count_text(step) == "1"
        self.fresh = False
        if pending and digit == "0":
            self._write(step, "10")
            self._advance(step)
        elif pending:
            self._spill(step, digit)
        else:
            self._write(step, digit)
            if digit != "1":
                self._advance(step)

    def _write(self, step: str, text: str) -> None:
        self.set_count(step, text)
        self.written = step

    def _spill(self, step: str, digit: str) -> None:
        """After a "1" that was not a ten, the digit is the next count's (or replaces the 1 of the last)."""
        following = self._next_step(step)
        if following is not None and self.is_count(following):
            self._move(following)
            self._type_digit(following, digit, fresh=True)
        else:
            self._type_digit(step, digit, fresh=True)

    # ----- answers -----
    def choose(self, step: str, option: int | str) -> None:
        """Pick an option of a row, by its key or a click; one not allowed now is refused, saying why."""
        row = self.choice(step)
        if row is None:
            return
        if not self.allowed(step, option):
            self._refuse(step, option)
        elif step == KIND:
            self.switch_kind(str(option))
        else:
            row.value = option
            self._choice_made(step)

    def _walk(self, step: str, row: Choice[Any], direction: int) -> None:
        """Left and Right: the allowed options one by one, the focus staying."""
        options = [option for option in row.options if self.allowed(step, option)]
        if not options:
            return
        current = row.value
        option = options[(options.index(current) + direction) % len(options) if current in options else 0]
        if step == KIND:
            self.switch_kind(option, focus=False)
        else:
            row.value = option
            self._choice_made(step, advance=False)

    def _choice_made(self, step: str, advance: bool = True) -> None:
        self._answered(step)
        if step == LEVEL and self.boxes.totus:
            self._set_totus(False)  # a level chosen by its key is an ordinary contract
        self._fill_forced()
        self._update()
        if advance:
            self._advance(step)

    def _fill_forced(self) -> None:
        """A defence the rules impose (Stalingrad): say it for the defenders when they have not spoken
        (an edited deal's old words included), so the entry goes straight on to the tricks."""
        forced = forced_defence(self.settings, self.level.value, self.suit.value)
        steps = ((FIRST, self.first), (SECOND, self.second))
        if forced and all(row.value is None or step in self._loaded for step, row in steps):
            for (step, row), word in zip(steps, forced, strict=True):
                row.value = word
                self._answered(step)

    def _refuse(self, step: str, option: int | str) -> None:
        """A key for a choice that is not allowed now: say why beside the row."""
        if step in (DECLARER, MISERE_DECLARER):
            error = declarer_refusal(self.table(), option) if isinstance(option, int) else None
            if error is not None:
                self.notice = Notice("declarer", texts.error_text(error))
            return
        if step not in (FIRST, SECOND) or not isinstance(option, str):
            return
        level, suit = self.level.value, self.suit.value
        if option == "half" and not half_whist_possible(self.settings):
            self.notice = Notice("defence", translate("DealDialog", "These rules have no half-whist."))
            return
        if option == "half" and level is None:
            self.notice = Notice("defence", translate("DealDialog", "Choose the level first."))
            return
        error = word_refusal(self.settings, level, suit, 0 if step == FIRST else 1, option, self.first.value)
        if error is not None:
            self.notice = Notice("defence", texts.error_text(error))

    def switch_kind(self, kind: str, focus: bool = True) -> None:
        """Another kind of deal; a declarer carries over between contract and misère."""
        previous = self.kind
        if previous == "contract" and kind == "misere":
            self.misere.value = self.declarer.value
        elif previous == "misere" and kind == "contract":
            self.declarer.value = self.misere.value
        self.kinds.value = kind
        self._update()
        if focus:
            self._focus_first()

    def _totus_from_level(self) -> None:
        """T on the level row: a totus, which is a ten (RULES-v2 8)."""
        self.level.value = 10
        self._set_totus(True)
        self._answered(LEVEL)
        self._update()
        self._advance(LEVEL)

    def _give_up_from_defence(self) -> None:
        """G on a defender's row: the declarer gave the game up before play (RULES-v2 7)."""
        self._set_give_up(True)
        self._update()
        self._advance(None)

    def _set_totus(self, on: bool) -> None:
        if on != self.boxes.totus:
            self.boxes.totus = on
            if on:  # a totus is a ten, and no give-up: one of the two at most, by key or by mouse
                self.level.value = 10
                self._set_give_up(False)
            self._update()

    def _set_give_up(self, on: bool) -> None:
        if on != self.boxes.give_up:
            self.boxes.give_up = on
            if on:
                self._set_totus(False)
            self._update()

    def set_box(self, box: str, value: int | bool) -> None:
        """A box ticked or changed by the scorer (``Boxes``' field names)."""
        if box == "totus":
            self._set_totus(bool(value))
        elif box == "give_up":
            self._set_give_up(bool(value))
        else:
            setattr(self.boxes, box, int(value) if box == "talon" else bool(value))
            self._update()

    def set_count(self, step: str, text: str) -> None:
        """A trick count's text, typed or edited; an old answer no longer waits there."""
        found = self._counts(step)
        if text == self.count_text(step) or (found is None and step != MISERE_TRICKS):
            return
        if found is None:
            self.misere_tricks = text
        else:
            found[0].texts[found[1]] = text
        self._update()
        self._answered(step)

    def set_dealer(self, seat: int) -> None:
        self.dealer = seat
        self._update()

    def set_next_dealer(self, seat: int | None) -> None:
        self.next_dealer = seat
        self._update()

    def set_amount(self, key: AmountKey, text: str) -> None:
        self.amounts[key] = text
        self._update()

    def set_note(self, text: str) -> None:
        self.note = text
        self._update()

    # ----- the focus -----
    def _answered(self, step: str) -> None:
        """The scorer answered this step himself: an old answer no longer waits there."""
        self._loaded.discard(step)

    def _move(self, step: str | None, moved: bool = True) -> None:
        if step != self.focus:  # the focus arrives (once there, it does not arrive again)
            self.focus, self.fresh = step, True
        self.moved = self.moved or moved

    def _advance(self, step: str | None) -> None:
        if step is not None:
            self._answered(step)
        following = self._next_step(step)
        if following is not None:
            self._move(following)
        elif self.acceptable:
            self._move(OK)

    def _focus_first(self) -> None:
        steps = self.steps()
        self._move(self._next_step(None) or (steps[0] if steps else None))

    # ----- keeping the form consistent -----
    def _update(self) -> None:
        """What follows from the answers: whose tricks are typed and the counts filled in, then the outcome;
        a refusal said for a key is over."""
        self.configure_counts()
        self.notice = None
        self.outcome = judge(self)

    def configure_counts(self) -> None:
        table = self.table()
        if self.boxes.give_up:
            roles = NO_TRICKS
        elif self.boxes.totus:
            roles = trick_roles(table, self.declarer.value, NO_DEFENCE, self.settings, totus=True)
        else:
            roles = trick_roles(table, self.declarer.value, (self.first.value, self.second.value), self.settings,
                                dealer_whist=self._dealer_whists())
        self.contract_counts.configure(roles)
        self.allpass_counts.configure(allpass_roles(table, self.settings))

    def defence_pending(self) -> bool:
        """Whether the contract's tricks wait for its declarer or a defender's word (none can be asked yet), as
        against a deal whose defence asks for none."""
        if self.boxes.give_up or self.boxes.totus:
            return False
        return self.declarer.value is None or None in (self.first.value, self.second.value)

    def _dealer_whists(self) -> bool:
        row = self.dealer_whist
        return row is not None and self.enabled(DEALER_WHIST) and row.value == "whist"

    def preview(self, deal: Deal) -> DealRecord:
        """``sheet.preview``, but each deal scored once: the form asks again while nothing changed, and
        the record is what the dialog returns. Refusals are remembered too."""
        outcome = next((outcome for known, outcome in reversed(self._previews) if known == deal), None)
        if outcome is None:
            try:
                outcome = self.sheet.preview(deal)
            except DealError as error:
                outcome = error
            self._previews = self._previews[-31:] + [(deal, outcome)]  # a few back, for a changed mind
        if isinstance(outcome, DealError):
            raise outcome.with_traceback(None)
        return outcome

    # ----- the words of the header -----
    def header(self) -> str:
        """"Deal 5 · Vera deals · all-passes in a row: 1 · games from 7"."""
        name = self.players[self.dealer]
        parts = [translate("DealDialog", "Deal %1").replace("%1", str(len(self.sheet.records) + 1))]
        if self.kind == "allpass" and self.talon_seat() is not None:
            parts.append(translate("DealDialog", "%1 deals and plays the talon").replace("%1", name))
        elif self.n == 4:
            parts.append(translate("DealDialog", "%1 deals and sits out").replace("%1", name))
        else:
            parts.append(translate("DealDialog", "%1 deals").replace("%1", name))
        streak = self.sheet.streak
        if streak:
            parts.append(translate("DealDialog", "all-passes in a row: %1").replace("%1", str(streak)))
            parts.append(translate("DealDialog", "games from %1").replace("%1", str(self.sheet.exit_level())))
        return " · ".join(parts)


__all__ = ["DealForm"]

"""Every scoring setting in plain words: a short label, one explanation, and a label for each choice.

The new-game dialog builds its "Advanced rules" page from ``core.settings.SPECS``
and takes the words from here, as do the library and the printout. The English
source strings are marked with QT_TRANSLATE_NOOP under the context "SettingsHelp"
so Qt Linguist extracts them; they are translated through ``words.translate``
(no Qt here).
"""

from __future__ import annotations

from .translate import QT_TRANSLATE_NOOP, translate

CONTEXT = "SettingsHelp"


def _t(text: str) -> str:
    return translate(CONTEXT, text)


# (group, label, explanation) per setting, in the order of core.settings.SPECS.
SETTINGS: dict[str, tuple[str, str, str]] = {
    "game_value": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Value of a game"),
        QT_TRANSLATE_NOOP("SettingsHelp", "What a made game writes into the pool for each level, six to ten. The "
                                          "same value prices the tricks: whists, undertricks and consolation are "
                                          "multiples of it. Usually 2, 4, 6, 8, 10."),
    ),
    "obligation": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Whisters' obligation"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How many tricks the defence must take together when it whists, per "
                                          "level: usually 4 on a six, 2 on a seven and 1 on eight to ten. 0 means "
                                          "no duty (\"the ten is checked\" sets 0 on the ten)."),
    ),
    "remiz_factor": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Undertrick price"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A failed declarer writes this times the game's value on his mountain "
                                          "for every trick he is short (1; Leningrad doubles it: 2)."),
    ),
    "whist_factor": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Whist price per trick"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A whister writes this times the game's value in whists on the declarer "
                                          "for each trick he takes (1; Leningrad 2)."),
    ),
    "whister_penalty_factor": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Whister's penalty"),
        QT_TRANSLATE_NOOP("SettingsHelp", "When the defence takes fewer tricks than its obligation, a whister "
                                          "writes this times the game's value on his mountain for each missing "
                                          "trick: 1 is a responsible whist, 1/2 a half-responsible one (Rostov)."),
    ),
    "lone_whist": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "One whister, one passer"),
        QT_TRANSLATE_NOOP("SettingsHelp", "When one defender whists and the other passes: greedy, the whister keeps "
                                          "all the defence's whists; gentleman's, whister and passer share them "
                                          "half and half."),
    ),
    "gentleman_split": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Gentleman's split"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With a gentleman's whist, when the whists are shared: only when the "
                                          "declarer went down, or on every played game (tournament tables)."),
    ),
    "duty_8_10": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Duty on eight to ten"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Two whisters on an eight, nine or ten take no trick: only the last "
                                          "whister pays the missing trick, or both do."),
    ),
    "consolation_factor": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Consolation"),
        QT_TRANSLATE_NOOP("SettingsHelp", "When the declarer goes down, each whister also writes this times the "
                                          "game's value in whists on him for every undertrick (1; Leningrad 2; "
                                          "0 = no consolation)."),
    ),
    "consolation_to_passer": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Passer is consoled"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The defender who passed also writes the consolation on a declarer who "
                                          "went down."),
    ),
    "consolation_to_dealer": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Dealer is consoled"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With four players, the dealer who sits out also writes the consolation "
                                          "on a declarer who went down."),
    ),
    "half_whist_levels": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Half-whist on"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The levels where the second defender, after the first passed, may say "
                                          "half-whist: the game is not played, and he writes half the defence's "
                                          "obligation in whists on the declarer. None in Sochi; six and seven in "
                                          "Leningrad and Rostov."),
    ),
    "talon_bonus": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Talon bonus (4 players)"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With four players, the dealer writes whists on the declarer for the "
                                          "talon's honours (an ace or K+Q = 1, A+K = 2, two aces = 3), entered "
                                          "with each game. Leningrad only."),
    ),
    "misere_value": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Misère"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Misère value"),
        QT_TRANSLATE_NOOP("SettingsHelp", "What a made misère writes into the pool (10)."),
    ),
    "misere_penalty": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Misère"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Misère penalty per trick"),
        QT_TRANSLATE_NOOP("SettingsHelp", "What a failed misère writes on the mountain for each trick taken (10; "
                                          "Leningrad 20)."),
    ),
    "allpass_scoring": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass is scored"),
        QT_TRANSLATE_NOOP("SettingsHelp", "On the mountain: every trick costs its price on the taker's mountain. "
                                          "In whists (Rostov): the player with the fewest tricks writes whists on "
                                          "the others for their tricks."),
    ),
    "allpass_base": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass trick price"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Mountain points for one trick on the first all-pass (1; Leningrad 2)."),
    ),
    "allpass_progression": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass progression"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The multiplier of the first, second, third… all-pass in a row, "
                                          "separated by commas: 1, 2, 3 or 1, 2, 2 or 1, 2, 4; just 1 for no "
                                          "progression."),
    ),
    "allpass_progression_after": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Past the progression"),
        QT_TRANSLATE_NOOP("SettingsHelp", "After the list runs out: keep the last multiplier, keep adding the last "
                                          "step (1, 2, 3, 4…) or keep multiplying (1, 2, 4, 8…)."),
    ),
    "allpass_whists_per_trick": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass whists per trick"),
        QT_TRANSLATE_NOOP("SettingsHelp", "When all-pass is scored in whists: how many whists one trick is worth (5)."),
    ),
    "allpass_zero_bonus": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Bonus for no trick"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A player who takes no trick on an all-pass writes points into his pool."),
    ),
    "allpass_zero_bonus_points": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "No-trick bonus"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool points for taking no trick, times the all-pass multiplier (1; "
                                          "Leningrad 2)."),
    ),
    "allpass_subtract_min": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Subtract the fewest tricks"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Before writing an all-pass on the mountain, take the smallest trick "
                                          "count off everybody's tricks. It changes nothing with three players; "
                                          "with four it is a house rule."),
    ),
    "allpass_exit_levels": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Exit from all-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The lowest game allowed after one, two, three… all-passes in a row, "
                                          "the last repeating: 6 (Sochi), 7 (Leningrad), 6, 7 for \"6-7-7\". A "
                                          "misère may always be bid."),
    ),
    "allpass_streak_reset": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass series ends with"),
        QT_TRANSLATE_NOOP("SettingsHelp", "What ends a series of all-passes (and brings the price back down): any "
                                          "game or misère, or only a game that was whisted and made."),
    ),
    "two_whister_duty": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Two whisters' duty"),
        QT_TRANSLATE_NOOP("SettingsHelp", "On a six or seven with two whisters, each has a personal share of the "
                                          "obligation. Personal when short: if the defence falls short, each "
                                          "whister below his share pays for it. Personal: he pays even when the "
                                          "defence as a whole did enough. Collective: the whister who took fewer "
                                          "pays the defence's whole shortfall."),
    ),
    "pool_overflow": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Points past the pool target"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Help: points that would carry a closed pool past the target go into "
                                          "another player's open pool, and the giver writes whists on him; with "
                                          "every pool closed, they come off the giver's mountain. Keep: pools grow "
                                          "past the target (Leningrad)."),
    ),
    "help_whists_per_point": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists per point of help"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How many whists the giver writes on a player for every pool point he "
                                          "puts into that player's pool (10)."),
    ),
    "end_condition": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The game ends when"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Every pool is closed, or the pools together reach the players' number "
                                          "times the target (Leningrad). The table may always stop earlier or "
                                          "play on."),
    ),
    "pool_to_mountain": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Settlement"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A pool point is worth"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How many mountain points one pool point is worth at the settlement "
                                          "(1; Leningrad 2)."),
    ),
    "mountain_whists": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Settlement"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists per mountain point"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How many whists one mountain point is worth at the settlement (10)."),
    ),
    "rounding": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Settlement"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Rounding"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Exact shows fractions of a whist. Paper is the pen-and-paper correction: "
                                          "one mountain moves by a point so that everything comes out whole. "
                                          "Nearest rounds each result to whole whists, keeping the sum at zero."),
    ),
    "stalingrad": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Extras"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Stalingrad"),
        QT_TRANSLATE_NOOP("SettingsHelp", "On six spades both defenders must whist."),
    ),
    "blind_allowed": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Extras"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Blind games"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A game, misère or all-pass may be played blind (\"in the dark\", "
                                          "before looking at the cards); everything it writes is multiplied."),
    ),
    "blind_multiplier": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Extras"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Blind multiplier"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How many times a blind deal counts (2)."),
    ),
    "game_to_mountain_allowed": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Extras"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Game off the mountain"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The declarer of a made game may write its value off his own mountain "
                                          "instead of into his pool (classic)."),
    ),

    # ----- added by RULES-v2-settings.md: the preset each comes from is named in its explanation -----
    "mountain_first": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The mountain first"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A made game first pays off the declarer's own mountain; only what is "
                                          "left goes into his pool. Some Rostov tables play so; no preset does."),
    ),
    "half_whist_by": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Who may half-whist"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Only the second defender, after the first passed (every preset), or "
                                          "either defender, when the other passed."),
    ),
    "half_whist_returned": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A whist after a half-whist"),
        QT_TRANSLATE_NOOP("SettingsHelp", "When one defender said half-whist and the other then whists after all: "
                                          "not allowed (every preset but tournament Leningrad); the half-whister "
                                          "pays his fee and the whister plays alone; or the half-whist is void and "
                                          "the whister plays alone (tournament Leningrad)."),
    ),
    "half_whist_mode": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A half-whist is"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Not played: the half-whister writes his fee (every preset). Played: the "
                                          "cards are played and he writes whists for the defence's tricks up to "
                                          "half the obligation."),
    ),
    "allpass_zero_bonus_scale": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How the no-trick bonus grows"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The bonus for taking no trick on an all-pass grows with the all-pass "
                                          "price (every preset), or is always the same number of points."),
    ),
    "allpass_zero_bonus_to": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "No-trick bonus goes"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Into the player's pool (every preset but tournament Leningrad), or off "
                                          "his mountain (tournament Leningrad)."),
    ),
    "allpass_zero_bonus_dealer": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The dealer's no-trick bonus"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Whether the dealer of an all-pass gets the no-trick bonus too (yes in "
                                          "every preset but tournament Leningrad)."),
    ),
    "allpass_dealer_talon": (
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The dealer plays the talon"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With four players, on an all-pass the dealer leads the first two tricks "
                                          "with the talon's cards and pays for what they win (tournament "
                                          "Leningrad)."),
    ),
    "dealer_may_whist": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Whists"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The dealer may whist"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With four players, when neither defender whisted, the dealer sitting "
                                          "out may whist the declarer (tournament Leningrad)."),
    ),
    "talon_bonus_3p": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Extras"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Talon bonus with three"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With three players, each opponent writes half of the talon bonus on "
                                          "the declarer of a game (tournament Leningrad)."),
    ),
    "give_up": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Giving up"),
        QT_TRANSLATE_NOOP("SettingsHelp", "\"Without three\": a declarer who gives up after taking the talon writes "
                                          "three undertricks on his mountain, and nothing else is written. No "
                                          "preset allows it."),
    ),
    "totus": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Totus"),
        QT_TRANSLATE_NOOP("SettingsHelp", "A ten of its own that nobody whists and that must take all ten tricks, "
                                          "with a pool bonus of its own. No preset plays it."),
    ),
    "totus_bonus": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Contracts"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Totus bonus"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool points a made totus writes besides the ten's value (0)."),
    ),
    "end_time": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The agreed hour"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With the end by the clock: the hour the game ends; none while the table "
                                          "has not agreed one."),
    ),
    "end_rounds": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Rounds to play"),
        QT_TRANSLATE_NOOP("SettingsHelp", "With the end by rounds: how many rounds (each player dealing once) the "
                                          "game lasts; empty while not agreed."),
    ),
    "end_time_finish": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "At the hour"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The deal being played at the hour is the last (every preset), or the "
                                          "round it belongs to is finished first."),
    ),
    "end_open_streak": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-passes open at the end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The game ends when its condition is met, in an all-pass streak or not "
                                          "(every preset), or the streak is played out first."),
    ),
    "end_reminder_minutes": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Pool and end"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Reminder before the hour"),
        QT_TRANSLATE_NOOP("SettingsHelp", "How many minutes before the agreed hour the window reminds the table "
                                          "(15)."),
    ),
}

CHOICES: dict[tuple[str, str], str] = {
    ("lone_whist", "greedy"): QT_TRANSLATE_NOOP("SettingsHelp", "greedy (the whister keeps all)"),
    ("lone_whist", "gentleman"): QT_TRANSLATE_NOOP("SettingsHelp", "gentleman's (shared half and half)"),
    ("gentleman_split", "on_remiz"): QT_TRANSLATE_NOOP("SettingsHelp", "only when the declarer went down"),
    ("gentleman_split", "always"): QT_TRANSLATE_NOOP("SettingsHelp", "on every played game"),
    ("duty_8_10", "last"): QT_TRANSLATE_NOOP("SettingsHelp", "the last whister pays"),
    ("duty_8_10", "both"): QT_TRANSLATE_NOOP("SettingsHelp", "both whisters pay"),
    ("allpass_scoring", "mountain"): QT_TRANSLATE_NOOP("SettingsHelp", "on the mountain"),
    ("allpass_scoring", "whists"): QT_TRANSLATE_NOOP("SettingsHelp", "in whists (Rostov)"),
    ("allpass_progression_after", "repeat"): QT_TRANSLATE_NOOP("SettingsHelp", "repeat the last"),
    ("allpass_progression_after", "arithmetic"): QT_TRANSLATE_NOOP("SettingsHelp", "keep adding"),
    ("allpass_progression_after", "geometric"): QT_TRANSLATE_NOOP("SettingsHelp", "keep multiplying"),
    ("allpass_streak_reset", "any_game"): QT_TRANSLATE_NOOP("SettingsHelp", "any game or misère"),
    ("allpass_streak_reset", "whisted_made_game"): QT_TRANSLATE_NOOP("SettingsHelp", "a whisted, made game"),
    ("two_whister_duty", "personal_if_short"): QT_TRANSLATE_NOOP("SettingsHelp", "personal, when short"),
    ("two_whister_duty", "personal"): QT_TRANSLATE_NOOP("SettingsHelp", "personal, always"),
    ("two_whister_duty", "collective"): QT_TRANSLATE_NOOP("SettingsHelp", "collective"),
    ("pool_overflow", "help"): QT_TRANSLATE_NOOP("SettingsHelp", "help the others"),
    ("pool_overflow", "keep"): QT_TRANSLATE_NOOP("SettingsHelp", "keep growing"),
    ("end_condition", "all_closed"): QT_TRANSLATE_NOOP("SettingsHelp", "every pool is closed"),
    ("end_condition", "pool_sum"): QT_TRANSLATE_NOOP("SettingsHelp", "the pools add up to the total"),
    ("rounding", "exact"): QT_TRANSLATE_NOOP("SettingsHelp", "exact"),
    ("rounding", "paper"): QT_TRANSLATE_NOOP("SettingsHelp", "paper"),
    ("rounding", "nearest"): QT_TRANSLATE_NOOP("SettingsHelp", "nearest whist"),
    ("rounding", "truncate"): QT_TRANSLATE_NOOP("SettingsHelp", "whole whists, cut off"),
    ("duty_8_10", "last_personal"): QT_TRANSLATE_NOOP("SettingsHelp", "the last whister, if he took none"),
    ("duty_8_10", "each_personal"): QT_TRANSLATE_NOOP("SettingsHelp", "each whister who took none"),
    ("allpass_streak_reset", "played_game"): QT_TRANSLATE_NOOP("SettingsHelp", "a played game, made or not, or a "
                                                                               "misère"),
    ("allpass_streak_reset", "made_game"): QT_TRANSLATE_NOOP("SettingsHelp", "a made game or misère"),
    ("end_condition", "time"): QT_TRANSLATE_NOOP("SettingsHelp", "the agreed hour comes"),
    ("end_condition", "rounds"): QT_TRANSLATE_NOOP("SettingsHelp", "the agreed rounds are played"),
    ("half_whist_by", "second"): QT_TRANSLATE_NOOP("SettingsHelp", "the second defender"),
    ("half_whist_by", "either"): QT_TRANSLATE_NOOP("SettingsHelp", "either defender"),
    ("half_whist_returned", "refused"): QT_TRANSLATE_NOOP("SettingsHelp", "not allowed"),
    ("half_whist_returned", "fixed_fee"): QT_TRANSLATE_NOOP("SettingsHelp", "the half-whister pays his fee"),
    ("half_whist_returned", "lone_whist"): QT_TRANSLATE_NOOP("SettingsHelp", "the whister plays alone"),
    ("half_whist_mode", "unplayed"): QT_TRANSLATE_NOOP("SettingsHelp", "not played"),
    ("half_whist_mode", "played"): QT_TRANSLATE_NOOP("SettingsHelp", "played"),
    ("allpass_zero_bonus_scale", "progression"): QT_TRANSLATE_NOOP("SettingsHelp", "grows with the price"),
    ("allpass_zero_bonus_scale", "fixed"): QT_TRANSLATE_NOOP("SettingsHelp", "always the same"),
    ("allpass_zero_bonus_to", "pool"): QT_TRANSLATE_NOOP("SettingsHelp", "into the pool"),
    ("allpass_zero_bonus_to", "mountain"): QT_TRANSLATE_NOOP("SettingsHelp", "off the mountain"),
    ("give_up", "no"): QT_TRANSLATE_NOOP("SettingsHelp", "not allowed"),
    ("give_up", "without_three"): QT_TRANSLATE_NOOP("SettingsHelp", "without three"),
    ("end_time_finish", "deal"): QT_TRANSLATE_NOOP("SettingsHelp", "that deal is the last"),
    ("end_time_finish", "round"): QT_TRANSLATE_NOOP("SettingsHelp", "its round is finished"),
    ("end_open_streak", "ends"): QT_TRANSLATE_NOOP("SettingsHelp", "the game ends"),
    ("end_open_streak", "play_out"): QT_TRANSLATE_NOOP("SettingsHelp", "the streak is played out"),
}

CONVENTIONS: dict[str, tuple[str, str]] = {
    "sochi": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Sochi"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The most common convention: greedy, responsible whist (\"a game against "
                                          "the whister\"); points past the target help the others; the game ends "
                                          "when every pool is closed."),
    ),
    "leningrad": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Leningrad"),
        QT_TRANSLATE_NOOP("SettingsHelp", "Piter: whists, undertricks, consolation, misère penalty and all-pass "
                                          "prices are doubled, and a pool point is worth two mountain points; "
                                          "gentleman's, half-responsible whist with half-whist on six and seven; "
                                          "talon bonus with four; exit from all-pass at seven; pools keep growing "
                                          "and the game ends on their total."),
    ),
    "rostov": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Rostov"),
        QT_TRANSLATE_NOOP("SettingsHelp", "All-pass is scored in whists by the player with the fewest tricks, "
                                          "without progression; gentleman's, half-responsible whist; half-whist "
                                          "on six and seven."),
    ),
    "leningrad_fspr": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Tournament Leningrad"),
        QT_TRANSLATE_NOOP("SettingsHelp", "The federation's tournament rules (FSPR): Leningrad, with the whists "
                                          "always shared in a gentleman's whist, a whist returned beside a "
                                          "half-whist, the talon bonus with three players too, the dealer's "
                                          "whist and talon with four, the all-pass zero bonus on the mountain, "
                                          "and the end at an agreed hour."),
    ),
    "classic": (
        QT_TRANSLATE_NOOP("SettingsHelp", "Classic"),
        QT_TRANSLATE_NOOP("SettingsHelp", "An approximation: Sochi's arithmetic, plus blind games at double price "
                                          "and a made game written off the mountain. The classical game's "
                                          "compulsory first half and its dealer rules are not modelled."),
    ),
}


def group_label(group: str) -> str:
    """A group of settings (the first item of each ``SETTINGS`` entry) in the interface language."""
    return _t(group)


def setting_label(name: str) -> str:
    return _t(SETTINGS[name][1])


def setting_help(name: str) -> str:
    return _t(SETTINGS[name][2])


def choice_label(name: str, choice: str) -> str:
    text = CHOICES.get((name, choice))
    return _t(text) if text else choice


def convention_label(name: str) -> str:
    return _t(CONVENTIONS[name][0])


def convention_help(name: str) -> str:
    return _t(CONVENTIONS[name][1])

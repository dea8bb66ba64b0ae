"""Two small games whose statistics are worked out by hand (Sochi, pool to 10, three players).

Game 1, "Friday" (Anna, Boris, Vera; half a rouble a whist), not finished:
  1. Anna 6♠, Boris whists, Vera passes; Anna 6, Boris 3, Vera 1: Anna +2 pool, Boris 8 whists on Anna.
  2. Boris 7♥, both whist; Boris 5, Vera 3, Anna 2, down 2: Boris +8 mountain; Vera 12 + 8 consolation = 20
     whists on Boris, Anna 8 + 8 = 16.
  3. Vera misère, clean: Vera +10 pool (closed).
  4. All-pass, Anna 4, Boris 6, Vera 0: mountains +4, +6; Vera's point for no trick helps Anna's pool
     (+1) and Vera writes 10 whists on Anna.
  Pools 3, 0, 10; mountains 4, 14, 0. Levelled 11, 24, 0; the paper correction moves Anna's mountain
  to 12 and takes 3 from each whist column on her: mountain whists 0, -120, +120; whist balances +4, -31,
  +27. Result +4, -151, +147 (exact 14/3, -454/3, 440/3); money +2.00, -75.50, +73.50 RUB.

Game 2, "Sunday" (Боря, Vera, Grigory; no price), a day later, not finished:
  1. Боря 6♣, both pass: +2 pool.   2. Vera misère, 2 tricks: +20 mountain.
  3. Grigory 8NT, Боря whists, Vera passes; 8, 2, 0: Grigory +6 pool, Боря 12 whists on Grigory.
  Levelled 8, 30, 4; amnesty 4: 4, 26, 0; mountain whists +60, -160, +100; balances +12, 0, -12.
  Result +72, -160, +88.
"""

from fractions import Fraction

from preferans_desk.core import AllPass, Contract, Game, Misere, Rules


def friday() -> Game:
    game = Game(["Anna", "Boris", "Vera"],
                Rules.from_preset("sochi", 10, whist_price=Fraction(1, 2), currency="RUB"),
                title="Friday", created="2024-03-01T19:00:00")
    game.append(Contract(0, 6, "spades", ("whist", "pass"), (6, 3, 1)))
    game.append(Contract(1, 7, "hearts", ("whist", "whist"), (2, 5, 3)))
    game.append(Misere(2, 0))
    game.append(AllPass((4, 6, 0)))
    return game


def sunday() -> Game:
    game = Game(["Боря", "Vera", "Grigory"], Rules.from_preset("sochi", 10),
                title="Sunday", created="2024-03-02T18:00:00")
    game.append(Contract(0, 6, "clubs", ("pass", "pass")))
    game.append(Misere(1, 2))
    game.append(Contract(2, 8, "notrump", ("whist", "pass"), (2, 0, 8)))
    return game

"""Writing words into a band: the searches that only ask whether words fit place them exactly as
placing every candidate did (the reference below is the straightforward search); "…" leads the values it
stands for, on their line; a field's chain of values is not split where the next line would hold it whole."""

import random

import pytest

from preferans_desk.render.flow import (
    BELOW,
    SHRINK,
    Band,
    Flow,
    Frame,
    Piece,
    Word,
    _elided,
    _Fit,
    _fits,
    _greedy,
    flow,
    line_spans,
    place,
)

FRAMES = [
    Frame(0, 800, 1, 0, 0, -1, 600, 1, 1, "bottom"),
    Frame(0, 0, 0, 1, 1, 0, 800, 0, 1, "left"),
    Frame(600, 800, 0, -1, -1, 0, 800, 1, 0, "right"),
    Frame(800, 0, -1, 0, 0, 1, 800, 1, 1, "top"),
]


def reference_flow(band, words, fmax, fmin, align="center"):
    """``flow`` as it was: every candidate size and ellipsis placed in full."""
    if not words:
        return Flow([], fmax, 0)
    sizes = [fmax]
    while sizes[-1] > fmin:
        sizes.append(max(fmin, sizes[-1] * SHRINK))
    found = None
    lo, hi = 0, len(sizes) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        placed = place(band, words, sizes[mid], align)
        if placed is None:
            lo = mid + 1
        else:
            found, hi = Flow(placed, sizes[mid], 0), mid - 1
    if found is not None:
        return found
    hideable = [i for i, w in enumerate(words) if w.hideable]
    best = None
    lo, hi = 1, len(hideable)
    while lo <= hi:
        k = (lo + hi) // 2
        placed = place(band, _elided(words, hideable[:k]), fmin, align)
        if placed is not None:
            best, hi = Flow(placed, fmin, k), k - 1
        else:
            lo = k + 1
    if best is not None:
        for k in range(max(1, best.hidden - 1 - BELOW), best.hidden - 1):
            placed = place(band, _elided(words, hideable[:k]), fmin, align)
            if placed is not None:
                return Flow(placed, fmin, k)
        return best
    rest = _elided(words, hideable) if hideable else words
    return Flow(place(band, rest, fmin, align, partial=True) or [], fmin, len(hideable))


def random_words(rng, count):
    words = []
    if rng.random() < 0.5:
        words.append(Word((Piece(rng.choice(["Anna:", "Бор:", "Grigory:"]), "label"),)))
    for i in range(count):
        text = str(rng.randint(-300, 3000)) + ("" if i == count - 1 else ".")
        deco = rng.choice([None, None, "strike", "circle", "dotted_underline"])
        pieces = [Piece(text, "mountain", bold=rng.random() < 0.1, faded=deco == "strike", deco=deco, entry=i)]
        if rng.random() < 0.05:
            pieces.append(Piece("|", "closed", bold=True))
        words.append(Word(tuple(pieces), gap=rng.choice([0.0, 0.0, 0.35, 0.6]), hideable=i < count - 1))
    for i in range(rng.choice([0, 0, 2, 4])):  # settlement steps, the first on a new line
        words.append(Word((Piece(f"+{rng.randint(1, 500)}", "step", deco=rng.choice([None, "circle"])),),
                          gap=0.6, newline=i == 0))
    return words


def random_band(rng):
    frame = rng.choice(FRAMES)
    v0 = rng.uniform(0, 200)
    v1 = v0 + rng.uniform(10, 220)
    c0 = rng.choice([0.0, rng.uniform(0, 200)])
    c1 = rng.choice([frame.length, rng.uniform(c0 + 40, frame.length)])
    obstacles = []
    if rng.random() < 0.5:
        u = rng.uniform(0, frame.length)
        v = rng.uniform(v0, v1)
        obstacles.append((u - 40, u + 40, v - 30, v + 30))
    return Band(frame, v0, v1, c0, c1, obstacles)


@pytest.mark.parametrize("seed", range(40))
def test_flow_places_words_as_placing_every_candidate_did(seed):
    rng = random.Random(seed)
    for _ in range(25):
        band = random_band(rng)
        words = random_words(rng, rng.choice([0, 1, 3, 10, 40, 150, 300]))
        fmax = rng.uniform(8, 24)
        fmin = max(7.0, fmax * 0.6)
        align = rng.choice(["center", "outer"])
        assert flow(band, words, fmax, fmin, align) == reference_flow(band, words, fmax, fmin, align)


def test_fits_agrees_with_placing_at_a_lines_very_end():
    """Words that end a line within rounding of its end: the bisection defers to adding up."""
    word = Word((Piece("10.", "pool"),), gap=0.35)
    size = 10.0
    for count in range(1, 30):
        words = [Word((Piece("10.", "pool"),))] + [word] * (count - 1)
        width = words[0].em * size + (word.gap * size + word.em * size) * (count - 1)
        for lines in (1, 2, 3):
            for slack in (-1e-5, -2e-6, -1e-6, -5e-7, -1e-9, 0.0, 1e-9, 5e-7, 1e-6, 2e-6, 1e-5):
                spans = [(100.0, 100.0 + width / lines + slack, 0.0)] * lines
                expected = _greedy(words, [w.em for w in words], spans, size, False) is not None
                assert _fits(_Fit.of(words), spans, size) == expected, (count, lines, slack)


def test_below_the_least_size_the_newest_and_the_unhideable_words_are_kept():
    """A field too small for its name, its newest value and its step at the least size: with a floor the
    type shrinks further and keeps them all (older values behind "…"); without one, words are dropped."""
    band = Band(FRAMES[0], 0, 30, 0, 90)
    words = [Word((Piece("Grigory:", "label"),))]
    words += [Word((Piece(f"{10 * i}.", "whist", entry=i),), gap=0.2, hideable=True) for i in range(12)]
    words += [Word((Piece("130", "whist", entry=12),), gap=0.2), Word((Piece("+64", "step"),), newline=True)]
    cramped = flow(band, words, 20, 16)
    assert cramped.cramped and len(cramped.placed) < 4
    kept = flow(band, words, 20, 16, floor=6)
    texts = [p.piece.text for p in kept.placed]
    assert not kept.cramped and kept.size < 16 and texts[0] == "Grigory:" and texts[-2:] == ["130", "+64"]
    assert "…" in texts and kept.hidden >= 1


def is_value(word):
    """A running total (a word for a ledger's entry), or "…" leading the first one shown."""
    return any(p.entry is not None for p in word.pieces) or word.pieces[0].text == "…"


def lines_of(placed):
    """The placed pieces line by line (by baseline), in the order they were placed."""
    lines = {}
    for p in placed:
        lines.setdefault(p.v, []).append(p)
    return list(lines.values())


def ellipsis_problems(texts_by_line):
    """What is wrong with the "…" on these lines (each a list of (text, holds a value)): alone on its line,
    not followed on its line by a value, or after a value (it stands for the older values, so it leads them)."""
    out = []
    seen_value = False
    for line in texts_by_line:
        for k, (text, value) in enumerate(line):
            if text == "…":
                if len(line) == 1:
                    out.append("a line holds only '…'")
                elif k + 1 == len(line) or not line[k + 1][1]:
                    out.append(("'…' not followed on its line by a value", [t for t, _ in line]))
                if seen_value:
                    out.append(("'…' after a value", [t for t, _ in line]))
            seen_value = seen_value or value
    return out


def flow_ellipsis_problems(result):
    return ellipsis_problems([[(p.piece.text, p.piece.entry is not None) for p in line]
                              for line in lines_of(result.placed)])


def needless_splits(result, band, align):
    """The chains of values (the values between a whist cell's name and the settlement's steps) that
    ``result`` splits across lines though the line after the one each starts on would hold it whole."""
    if result.cramped or not result.placed or result.words is None or result.marks is None:
        return []
    spans = line_spans(band, result.count, result.size, align, result.pad)
    line_at = {baseline: i for i, (_a, _b, baseline) in enumerate(spans)}
    words = result.words
    lines = [line_at[result.placed[mark[0]].v] for mark in result.marks[:-1]]
    out = []
    i = 0
    while i < len(words):
        if not is_value(words[i]):
            i += 1
            continue
        j = i + 1
        while j < len(words) and is_value(words[j]) and not words[j].newline:
            j += 1
        if lines[j - 1] != lines[i]:
            width = (words[i].em + sum(w.gap + w.em for w in words[i + 1:j])) * result.size
            a, b, _ = spans[lines[i] + 1]
            if width < b - a - 1e-6:
                out.append("".join(p.text for w in words[i:j] for p in w.pieces))
        i = j
    return out


BOTTOM = Frame(0, 800, 1, 0, 0, -1, 600, 0, 0, "bottom")  # a straight strip along the bottom edge


def texts(result):
    return [" ".join(p.piece.text for p in line) for line in lines_of(result.placed)]


def test_the_ellipsis_leads_the_values_it_stands_for_on_their_line():
    """The phone's 4-player sheet showed a mountain as "…" on one line and "68.74" on the next: the first line,
    cut short by the notes beside the circle, held the "…" alone. "…" and the value after it are one word."""
    values = [Word((Piece(f"{10 + 6 * i}.", "mountain", entry=i),), gap=0.0 if i else 0.35, hideable=True)
              for i in range(10)]
    values.append(Word((Piece("74", "mountain", entry=10),)))
    band = Band(BOTTOM, 0, 60, 0, 100, [(40, 200, 30, 60)])  # the notes over the top line's right part
    done = flow(band, values, 20, 20)
    assert done.hidden > 0 and not flow_ellipsis_problems(done), texts(done)
    assert texts(done)[-1].startswith("…")


def test_a_chain_that_fits_the_next_line_is_not_split_after_the_name():
    """A whist cell's "Gleb: 8." / "40" is written "Gleb:" / "8.40": the values start the next line whole."""
    words = [Word((Piece("Gleb:", "label"),)), Word((Piece("8.", "whist", entry=0),), gap=0.35),
             Word((Piece("40", "whist", entry=1),))]
    done = flow(Band(BOTTOM, 0, 60, 0, 95), words, 20, 20)
    assert texts(done) == ["Gleb:", "8. 40"]
    assert not needless_splits(done, Band(BOTTOM, 0, 60, 0, 95), "center")


def test_a_chain_longer_than_a_line_wraps_after_the_name():
    """Values that no line would hold whole wrap as before, the first of them beside the name."""
    words = [Word((Piece("Gleb:", "label"),))]
    words += [Word((Piece(f"{8 * (i + 1)}.", "whist", entry=i),), gap=0.0 if i else 0.35) for i in range(9)]
    words.append(Word((Piece("80", "whist", entry=9),)))
    done = flow(Band(BOTTOM, 0, 200, 0, 140), words, 20, 20)
    assert texts(done) == ["Gleb: 8. 16.", "24. 32. 40. 48.", "56. 64. 72. 80"]


@pytest.mark.parametrize("seed", range(40))
def test_ellipses_lead_their_values_and_chains_that_fit_a_line_are_whole(seed):
    rng = random.Random(1000 + seed)
    for _ in range(25):
        band = random_band(rng)
        words = random_words(rng, rng.choice([1, 2, 3, 5, 10, 40, 150]))
        fmax = rng.uniform(8, 24)
        align = rng.choice(["center", "outer"])
        done = flow(band, words, fmax, max(7.0, fmax * 0.6), align)
        assert not flow_ellipsis_problems(done), texts(done)
        assert not needless_splits(done, band, align), texts(done)


def test_a_chain_placed_again_from_a_base_chooses_its_line_afresh():
    """The last value undone: "8.40.4.12" was longer than a line and wrapped beside the name, "8.40.4" fits the
    next line and begins it; the flow before, lent as ``base``, must not keep "8." beside the name."""
    label = Word((Piece("Gleb:", "label"),))
    values = [Word((Piece("8.", "whist", entry=0),), gap=0.35), Word((Piece("40.", "whist", entry=1),))]
    band = Band(BOTTOM, 0, 60, 0, 95)
    longer = [Word((Piece("4.", "whist", entry=2),)), Word((Piece("12", "whist", entry=3),))]
    before = flow(band, [label, *values, *longer], 20, 20)
    assert texts(before) == ["Gleb: 8.", "40. 4. 12"]
    words = [label, *values, Word((Piece("4", "whist", entry=2),))]
    assert texts(flow(band, words, 20, 20)) == ["Gleb:", "8. 40. 4"]
    assert flow(band, words, 20, 20, base=before) == flow(band, words, 20, 20)


@pytest.mark.parametrize("seed", range(20))
def test_flow_from_a_base_places_words_as_afresh(seed):
    """Values appended and undone at random (the last one's word changing, as a sheet's does), each flow lent
    the one before: the same placement as without it, whatever the chains' choices of line."""
    rng = random.Random(2000 + seed)
    for _ in range(6):
        band = random_band(rng)
        size = rng.uniform(8, 24)
        align = rng.choice(["center", "outer"])
        label = [Word((Piece(rng.choice(["Anna:", "Grigory:"]), "label"),))] if rng.random() < 0.6 else []
        totals: list[str] = []
        made: dict[tuple[int, str, bool], Word] = {}  # one object per value, as a sheet's words are kept
        before = None
        for _step in range(30):
            if totals and rng.random() < 0.3:
                totals.pop()
            else:
                totals.append(str(rng.randint(-30, 400)))
            listed = list(label)
            for i, text in enumerate(totals):
                last = i == len(totals) - 1
                if (i, text, last) not in made:
                    made[i, text, last] = Word((Piece(text if last else text + ".", "whist", entry=i),),
                                               gap=0.0 if i else 0.35, hideable=not last)
                listed.append(made[i, text, last])
            done = flow(band, listed, size, size * 0.8, align, base=before)
            assert done == flow(band, listed, size, size * 0.8, align), (seed, totals)
            before = done

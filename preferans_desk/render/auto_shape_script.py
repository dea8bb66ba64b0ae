"""``geometry.auto_shape``'s rule in JavaScript, for the pages phones load (the live sheet's and the scoring
page's): a page picks the shape of sheet to ask for from its own screen, as the window picks it from its own.
One copy, so that the rule cannot drift between the pages (``tests/share/test_page_script.py`` holds it to the
Python rule)."""

AUTO_SHAPE_JS = """
// geometry.auto_shape's rule (stretch=False: the page draws each shape at its own aspect): the shape whose
// type is larger on a width x height screen; where both give the same, the one whose paper (centred at its
// aspect) covers more of it; then portrait.
const ASPECTS = {portrait: {3: 3 / 4, 4: 1}, landscape: {3: 4 / 3, 4: 4 / 3}};
function autoShape(n, width, height) {
  const key = (name) => {
    const aspect = ASPECTS[name][n], w = Math.min(width, height * aspect), h = w / aspect;
    const type = name === "portrait" ? w / 2 : n === 4 ? h / 2 : Math.sqrt(w * h * ASPECTS.portrait[n]) / 2;
    return [Math.round(type * 0.055 * 1e6) / 1e6, Math.round(w * h * 1e3) / 1e3];
  };
  const [landscape, portrait] = [key("landscape"), key("portrait")];
  const wider = landscape[0] > portrait[0] || (landscape[0] === portrait[0] && landscape[1] > portrait[1]);
  return wider ? "landscape" : "portrait";
}
"""

#!/usr/bin/env python3
"""Drives `vellum serve`'s preview page in headless Chromium, as a person would.

Usage: preview-browser-check.py http://127.0.0.1:PORT/ [screenshot.png]

Loads the page, changes tier-badge's level slider, presses Flo's plus button with a real mouse
click, and checks after each step that the picture changed: the image's URL, the form and the
pixels the browser decoded, through chromium.py's DevTools client. Prints what it checked;
exits 1 with the reason on the first failure.
"""
import json
import sys

from chromium import Browser

# JavaScript helpers: whether a picture has loaded, and a digest of the pixels it decoded to.
LOADED = "(i => i.complete && i.naturalWidth > 0)(document.getElementById('{id}'))"
PIXELS = """(() => {{
  const i = document.getElementById('{id}');
  const c = document.createElement('canvas');
  c.width = i.naturalWidth; c.height = i.naturalHeight;
  const g = c.getContext('2d');
  g.drawImage(i, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data;
  let h = 0;
  for (let k = 0; k < d.length; k++) h = (h * 31 + d[k]) >>> 0;
  return h + ':' + c.width + 'x' + c.height;
}})()"""


def check(condition, message):
    if not condition:
        raise RuntimeError(message)
    print("ok:", message)


def run(url, screenshot):
    browser = Browser()
    try:
        browser.open(url)
        browser.wait_for("document.body && document.body.dataset.ready === 'yes'", "the component list")
        for name in ("tier-badge", "flo", "clock"):
            browser.wait_for(LOADED.format(id="img-" + name), f"{name}'s picture")
        check(True, "the page lists the components and shows their pictures")

        # Change a parameter: tier-badge's level slider, from 3 to 5.
        badge_before = browser.evaluate(PIXELS.format(id="img-tier-badge"))
        browser.evaluate("(e => { e.value = 5; e.dispatchEvent(new Event('input')); })"
                         "(document.getElementById('tier-badge-level'))")
        browser.wait_for("document.getElementById('img-tier-badge').src.includes('level=5') && "
                         + LOADED.format(id="img-tier-badge"), "the re-rendered badge")
        badge_after = browser.evaluate(PIXELS.format(id="img-tier-badge"))
        check(badge_after != badge_before, f"the badge's pixels changed with its level ({badge_before} -> {badge_after})")

        # The clock ticks: its picture's URL names a later second after a while.
        clock_src = browser.evaluate("document.getElementById('img-clock').src")
        browser.wait_for(f"document.getElementById('img-clock').src !== {json.dumps(clock_src)}", "the clock's tick")
        check(True, "the clock re-rendered on its own, a second later")

        # Press Flo's plus button with the mouse: the server hit-tests it and raises the counter.
        flo_before = browser.evaluate(PIXELS.format(id="img-flo"))
        counter_before = browser.evaluate("document.getElementById('flo-counter').value")
        box = browser.evaluate("""(() => {
          const i = document.getElementById('img-flo');
          i.scrollIntoView({block: 'center'});
          const r = i.getBoundingClientRect();
          return {x: r.left, y: r.top, w: r.width, h: r.height};
        })()""")
        # The plus button's centre on Flo's 320 x 480 design canvas is (160, 345).
        browser.click(box["x"] + 160 * box["w"] / 320, box["y"] + 345 * box["h"] / 480)
        browser.wait_for("document.getElementById('img-flo').src.includes('counter=6') && "
                         + LOADED.format(id="img-flo"), "Flo's counter to reach 6")
        check(counter_before == "5" and browser.evaluate("document.getElementById('flo-counter').value") == "6",
              "clicking Flo's plus button raised the form's counter from 5 to 6")
        flo_after = browser.evaluate(PIXELS.format(id="img-flo"))
        check(flo_after != flo_before, f"Flo's pixels changed with the counter ({flo_before} -> {flo_after})")

        url_field = browser.evaluate("document.getElementById('url-flo').value")
        check(url_field.endswith("/render/flo.svg?counter=6"), f"the <img> URL field shows {url_field}")
        if screenshot:
            browser.evaluate("window.scrollTo(0, 0)")
            browser.screenshot(screenshot)
    finally:
        browser.close()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    try:
        run(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
    except Exception as error:
        print("FAILED:", error)
        sys.exit(1)
    print("preview page: all checks passed")

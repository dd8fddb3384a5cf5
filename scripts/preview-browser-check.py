#!/usr/bin/env python3
"""Drives `vellum serve`'s preview page in headless Chromium, as a person would.

Usage: preview-browser-check.py http://127.0.0.1:PORT/ [screenshot.png]

Loads the page, changes tier-badge's level slider, presses Flo's plus button with a real mouse
click, and checks after each step that the picture changed: the image's URL, the form and the
pixels the browser decoded. Talks to Chromium over the DevTools protocol on a pipe
(--remote-debugging-pipe: commands on fd 3, answers on fd 4, NUL-separated JSON), with the
standard library only. Prints what it checked; exits 1 with the reason on the first failure.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30.0


class Browser:
    def __init__(self, executable):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="vellum-chromium-")

        def wire_pipes():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--hide-scrollbars", "--remote-debugging-pipe", "--window-size=1200,1000",
             "--user-data-dir=" + self.profile, "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            answer = self.read()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, what):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.1)
        raise RuntimeError(f"timed out waiting for {what}: {expression}")

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                   "clickCount": 1})

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


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
    browser = Browser(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
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

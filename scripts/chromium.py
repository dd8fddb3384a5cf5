"""Headless Chromium driven over the DevTools protocol, with Python's standard library alone.

The browser runs with `--remote-debugging-pipe`: it reads commands on descriptor 3 and writes
answers on descriptor 4, each a JSON message ending in a NUL byte. `Browser` opens a page in a
fresh profile, evaluates JavaScript (awaiting promises), waits for conditions, clicks and takes
screenshots. The tests' scripts (browser-eval.py, preview-browser-check.py) are built on it.
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time

# Seconds a condition may take to come true.
TIMEOUT = 30.0


class Browser:
    def __init__(self, executable=None):
        executable = executable or os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="vellum-chromium-")

        # The pipes themselves may sit on descriptors 3 and 4: move both out of the way first,
        # then into place (dup2 leaves the copies inheritable).
        def wire_pipes():
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--hide-scrollbars", "--remote-debugging-pipe", "--window-size=1200,1000",
             "--user-data-dir=" + self.profile, "about:blank"],
            close_fds=False, preexec_fn=wire_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None
        # Every answer must come within this many seconds of the browser's start.
        self.deadline = time.monotonic() + 10 * TIMEOUT

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
            if time.monotonic() > self.deadline:
                raise RuntimeError("chromium did not answer in time")
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

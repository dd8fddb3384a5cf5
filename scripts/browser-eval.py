#!/usr/bin/env python3
"""Loads a page in headless Chromium and prints the JSON value of a JavaScript expression,
awaited if it is a promise: `browser-eval.py URL EXPRESSION [TIMEOUT_SECONDS]`.

The tests use it to ask the browser what it made of Vellum's output once asynchronous work (an
image decoder, a fetch) has finished, which `--dump-dom` cannot wait for. It speaks the DevTools
protocol over a pipe (`--remote-debugging-pipe`: the browser reads commands on descriptor 3 and
writes replies on descriptor 4, each a JSON message ending in a NUL byte), with Python's standard
library alone.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, timeout):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium is None:
            sys.exit("chromium is not installed; scripts/setup.sh installs it")
        self.deadline = time.monotonic() + timeout
        self.profile = tempfile.mkdtemp(prefix="vellum-browser-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser expects its ends on descriptors 3 and 4, which the pipes themselves may
        # occupy: move both out of the way first, then into place (dup2 leaves them inheritable).
        def child_fds():
            read_end, write_end = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
             "--remote-debugging-pipe", f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=child_fds, close_fds=False)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.reply(self.next_id)

    def reply(self, wanted):
        while True:
            while b"\0" not in self.buffer:
                if time.monotonic() > self.deadline:
                    raise TimeoutError("the browser did not answer in time")
                chunk = os.read(self.from_browser, 65536)
                if not chunk:
                    raise RuntimeError("the browser closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            message = json.loads(raw)
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(f"DevTools error: {message['error']}")
                return message["result"]

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    url, expression = sys.argv[1], sys.argv[2]
    timeout = float(sys.argv[3]) if len(sys.argv) == 4 else 60
    browser = Browser(timeout)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        browser.send("Page.navigate", {"url": url}, session=session)
        # Wait for the document to be complete before evaluating.
        while browser.send("Runtime.evaluate", {"expression": "document.readyState", "returnByValue": True},
                           session=session)["result"].get("value") != "complete":
            time.sleep(0.05)
        result = browser.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                   "returnByValue": True}, session=session)
        if "exceptionDetails" in result:
            sys.exit(f"the expression threw: {result['exceptionDetails'].get('exception', {}).get('description')}")
        print(json.dumps(result["result"].get("value")))
    finally:
        browser.close()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Loads a page in headless Chromium and prints the JSON value of a JavaScript expression,
awaited if it is a promise: `browser-eval.py URL EXPRESSION`.

The tests use it to ask the browser what it made of Vellum's output once asynchronous work (an
image decoder, a fetch) has finished, which `--dump-dom` cannot wait for. It drives the browser
through chromium.py's DevTools client.
"""
import json
import sys

from chromium import Browser


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    url, expression = sys.argv[1], sys.argv[2]
    browser = Browser()
    try:
        browser.open(url)
        browser.wait_for("document.readyState === 'complete'", "the page to load")
        print(json.dumps(browser.evaluate(expression)))
    except RuntimeError as error:
        sys.exit(str(error))
    finally:
        browser.close()


if __name__ == "__main__":
    main()

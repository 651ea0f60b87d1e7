#!/usr/bin/env python3
"""Checks in headless Chromium that `flowc serve`'s page pages through a long trace.

Used by Tests/FlowcTests/ServeTraceTests.swift (the Browser class is drive_prototype.py's).

    trace_prototype.py CHROMIUM URL

The server holds a `Counter` walkthrough opened from a script of 120 steps (so its trace has
121 entries: the script's start, then `entered n=1` to `entered n=120`). The page shows the last
50 entries and steps; each click on Show earlier loads 50 more, until the first entry; a step
then adds its entry after them. Prints one line per stage; exits 1 with a message at the first
stage that fails.
"""

import json
import sys

from drive_prototype import drive


def entries(browser):
    return browser.evaluate("document.querySelectorAll('#trace > li').length")


def first_entry(browser):
    return browser.evaluate(
        "(document.querySelector('#trace > li > div') || {textContent: ''}).textContent")


def stages(browser):
    browser.wait("document.querySelectorAll('#trace > li').length > 0", "the trace")
    print(f"trace: {entries(browser)} entries from {first_entry(browser)}; "
          + browser.text("#earlier"))
    steps = browser.evaluate("document.querySelectorAll('#steps > li').length")
    print(f"steps: {steps}; " + browser.text("#earlier-steps"))
    for expected in (100, 121):
        browser.click("#earlier")
        browser.wait(f"document.querySelectorAll('#trace > li').length === {expected}",
                     f"{expected} entries")
        hidden = browser.evaluate("document.querySelector('#earlier').hidden")
        print(f"show earlier: {entries(browser)} entries from {first_entry(browser)}; "
              + ("no more" if hidden else browser.text("#earlier")))
    browser.type("[data-event=entered] input", "7")
    browser.click("[data-send=entered]")
    browser.wait("document.querySelectorAll('#trace > li').length === 122", "the step's entry")
    last = browser.evaluate(
        "[...document.querySelectorAll('#trace > li')].pop().firstChild.textContent")
    print(f"after a step: {entries(browser)} entries, the last {last}")


def main():
    chromium, url = sys.argv[1:3]
    return drive(chromium, url, stages)


if __name__ == "__main__":
    sys.exit(main())

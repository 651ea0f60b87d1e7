#!/usr/bin/env python3
"""Checks in headless Chromium that `flowc serve`'s page offers a control exactly when the
runner takes its input, and offers the choice of several root flows.

Used by Tests/FlowcTests/ServeControlsTests.swift (the Browser class is drive_prototype.py's).

    controls_prototype.py CHROMIUM URL

The module of ServeControlsTests, served without --flow: root flows App (a tab bar of two
`Tab` flows) and Other. The page asks for a flow; App starts on `list`, whose events push a
screen, present one `overFullScreen`, or as a sheet. Prints the choice and, at each screen,
which controls are enabled; exits 1 with a message at the first stage that fails.
"""

import sys

from drive_prototype import drive, title_is

CONTROLS = [("back", "#back"), ("dismiss", "#dismiss"), ("tab one", "[data-tab=one]"),
            ("tab two", "[data-tab=two]"), ("undo", "#undo")]


def enabled(browser):
    names = []
    for name, selector in CONTROLS:
        if browser.evaluate(
                f"(() => {{ const e = document.querySelector('{selector}');"
                " return !!e && !e.disabled; })()"):
            names.append(name)
    return ", ".join(names) or "none"


def stages(browser):
    browser.wait("!!document.querySelector('#start-flow')", "the choice of flows")
    options = browser.evaluate(
        "[...document.querySelectorAll('#start-flow option')].map(o => o.textContent)")
    print(browser.text("#phone h2") + ": " + ", ".join(options))
    print("restart enabled: " + str(not browser.evaluate("document.querySelector('#reset').disabled")))
    browser.choose("#start-flow", "App")
    browser.click("#start")
    browser.wait(title_is("list"), "the first screen of App")
    print("list: " + enabled(browser))
    browser.click("[data-send=open]")
    browser.wait(title_is("detail"), "the pushed screen")
    print("detail: " + enabled(browser))
    browser.click("#back")
    browser.wait(title_is("list"), "back")
    browser.click("[data-send=cover]")
    browser.wait(title_is("modal"), "the cover")
    print("overFullScreen modal: " + enabled(browser))
    browser.click("#undo")
    browser.wait(title_is("list"), "undo")
    browser.click("[data-send=sheet]")
    browser.wait(title_is("modal"), "the sheet")
    print("sheet modal: " + enabled(browser))
    browser.click("#dismiss")
    browser.wait(title_is("list"), "the swipe down")
    browser.click("[data-tab=two]")
    browser.wait("!document.querySelector('[data-tab=one]').disabled", "tab two")
    print("tab two: " + enabled(browser))


def main():
    chromium, url = sys.argv[1:3]
    return drive(chromium, url, stages)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks in headless Chromium that `flowc serve`'s page works without its graph.

Used by Tests/FlowcTests/ServeGraphTests.swift, with a fake Graphviz `dot` that
waits for a file before it answers (the Browser class is drive_prototype.py's).

    graph_prototype.py CHROMIUM URL RELEASE
    graph_prototype.py CHROMIUM URL --never

The page of a `Walk` flow (screens `one` and `two`, events `next` and
`again`). While the graph is drawn, the page says so and a click goes through;
then the test's RELEASE file is made and the drawn graph shows the current
screen. With --never, the fake dot never answers: the page shows the time
limit's message and still goes on. Prints one line per stage; exits 1 with a
message at the first stage that fails.
"""

import json
import sys

from drive_prototype import drive, title_is


def message_is(prefix):
    return ("(document.querySelector('#graph-message') || {textContent: ''})"
            f".textContent.startsWith({json.dumps(prefix)})")


def stages(browser, release):
    browser.wait(title_is("one"), "the first screen")
    browser.wait(message_is("Drawing the graph"), "the graph's message")
    print("graph: " + browser.text("#graph-message"))
    browser.click("[data-send=next]")
    browser.wait(title_is("two"), "the step while the graph is drawn")
    print("while drawn: two")
    if release == "--never":
        browser.wait(message_is("Graphviz took longer"), "the time limit's message")
        print("graph: " + browser.text("#graph-message"))
        browser.click("[data-send=again]")
        browser.wait(title_is("one"), "a step after the time limit")
        print("after the time limit: one")
    else:
        open(release, "w").close()
        browser.wait("!!document.querySelector('#graph g.node.current title')", "the graph")
        print("graph drawn; current: " + browser.text("#graph g.node.current title"))


def main():
    chromium, url, release = sys.argv[1:4]
    return drive(chromium, url, lambda browser: stages(browser, release))


if __name__ == "__main__":
    sys.exit(main())

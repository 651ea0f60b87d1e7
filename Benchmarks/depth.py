#!/usr/bin/env python3
"""Inputs that once grew faster than their size (issue 13), to measure that they now grow linearly.

    Benchmarks/depth.py events N DIR   one flow, one screen with N events (each handled by `stay`)
    Benchmarks/depth.py chain N DIR    N flows, each starting the next as a child from its start;
                                       the last shows a screen whose `go` finishes, and every
                                       parent finishes when its child does (a finish cascade)
    Benchmarks/depth.py ladder N DIR   N flows, each showing a screen whose `next` pushes the next
                                       flow as a child (the last's `next` finishes)
    Benchmarks/depth.py nest N DIR      N flows, each showing a screen whose `go` pushes the next
                                       flow as a child, `quit` finishes with `quit` and `wait`
                                       stays; each parent finishes with its child's result
    Benchmarks/depth.py countdown DIR  one flow that starts itself as a child with its input `n`
                                       less one while `n > 0` (run it with `--input n=DEPTH`)
    Benchmarks/depth.py self DIR       the issue's example: a flow that starts itself as a child
                                       while an environment Bool holds

Each writes NAME.flow.yaml files into DIR (created if missing) and a script `go.walkthrough`
(one `go` input). How they were measured is in docs/performance.md ("Depth and width").
"""
import os
import sys


def events(count):
    lines = ["flow: Wide", "results: { done: {} }", "start: s", "screens:", "  s:",
             "    view: V", "    events:", "      finish: {}"]
    lines += [f"      e{index}: {{}}" for index in range(count)]
    lines += ["    on:", "      finish: { finish: done }"]
    lines += [f"      e{index}: stay" for index in range(count)]
    return {"Wide": "\n".join(lines) + "\n"}


def chain(count):
    flows = {}
    for index in range(count):
        name = f"F{index}"
        if index + 1 < count:
            body = ["start: c", "screens:",
                    f"  c: {{ flow: F{index + 1}, on: {{ done: {{ finish: done }} }} }}"]
        else:
            body = ["start: s", "screens:",
                    "  s: { view: V, events: { go: {} }, on: { go: { finish: done } } }"]
        flows[name] = "\n".join([f"flow: {name}", "results: { done: {} }"] + body) + "\n"
    return flows


def ladder(count):
    flows = {}
    for index in range(count):
        name = f"F{index}"
        lines = [f"flow: {name}", "results: { done: {} }", "start: s", "screens:"]
        if index + 1 < count:
            lines += ["  s: { view: V, events: { next: {} }, on: { next: c } }",
                      f"  c: {{ flow: F{index + 1}, on: {{ done: {{ finish: done }} }} }}"]
        else:
            lines += ["  s: { view: V, events: { next: {} }, on: { next: { finish: done } } }"]
        flows[name] = "\n".join(lines) + "\n"
    return flows


def nest(count):
    flows = {}
    for index in range(count):
        name = f"F{index}"
        lines = [f"flow: {name}", "results: { done: {}, quit: {} }", "start: s", "screens:",
                 "  s:", "    view: V", "    events: { go: {}, quit: {}, wait: {} }"]
        if index + 1 < count:
            lines += ["    on: { go: c, quit: { finish: quit }, wait: stay }",
                      f"  c: {{ flow: F{index + 1}, on: {{ done: {{ finish: done }}, "
                      "quit: { finish: quit } } }"]
        else:
            lines += ["    on: { go: { finish: done }, quit: { finish: quit }, wait: stay }"]
        flows[name] = "\n".join(lines) + "\n"
    return flows


def self_start():
    return {"A": "\n".join([
        "flow: A",
        "environment: { flag: Bool }",
        "results: { done: {} }",
        "start: [ { when: flag, to: c }, { to: s } ]",
        "screens:",
        "  s: { view: V, events: { go: {} }, on: { go: { finish: done } } }",
        "  c: { flow: A, on: { done: { finish: done } } }",
    ]) + "\n"}


def countdown():
    return {"Countdown": "\n".join([
        "flow: Countdown",
        "inputs: { n: Int }",
        "results: { done: {} }",
        "start: [ { when: n > 0, to: c }, { to: s } ]",
        "screens:",
        "  s: { view: V, events: { go: {} }, on: { go: { finish: done } } }",
        "  c: { flow: Countdown, inputs: { n: n - 1 }, on: { done: { finish: done } } }",
    ]) + "\n"}


def main(arguments):
    shapes = {"events": events, "chain": chain, "ladder": ladder, "nest": nest}
    if len(arguments) == 3 and arguments[0] in shapes:
        flows = shapes[arguments[0]](int(arguments[1]))
        folder = arguments[2]
    elif len(arguments) == 2 and arguments[0] in ("self", "countdown"):
        flows = (self_start if arguments[0] == "self" else countdown)()
        folder = arguments[1]
    else:
        raise SystemExit(__doc__)
    os.makedirs(folder, exist_ok=True)
    for name, text in flows.items():
        with open(os.path.join(folder, f"{name}.flow.yaml"), "w") as file:
            file.write(text)
    with open(os.path.join(folder, "go.walkthrough"), "w") as file:
        file.write("go\n")


if __name__ == "__main__":
    main(sys.argv[1:])

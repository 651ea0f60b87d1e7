#!/usr/bin/env python3
"""Drives `flowc serve`'s page in headless Chromium through the DevTools protocol.

Used by Tests/FlowcTests/ServeBrowserTests.swift. The protocol runs over a pipe
(--remote-debugging-pipe: Chromium reads commands on fd 3 and writes replies on
fd 4, each message JSON ended by a NUL byte), so only the standard library is
needed. Clicks are mouse events at the element's place and typing is inserted
text, as a person's would be.

    drive_prototype.py CHROMIUM URL FLOW_FILE SCREENSHOT SCRIPT
    drive_prototype.py CHROMIUM URL --sensitive

walks the PhotoEditing chain to `posted` (back on the way, the environment
question answered), undoes the last step, takes a screenshot, then edits
FLOW_FILE (the caption screen's title) and waits for the page to show the new
title, after saving it with an error first; last it reads the script the Download link gives, and opens SCRIPT
(a walkthrough script) with the Open button. Prints one line per stage; exits 1
with a message at the first stage that fails.

With --sensitive, the page of a `Lock` flow (an input `user`, an event
`entered` with a sensitive `pin`): the start form asks for the input, the pin
is typed in a password input, and the page never shows the pin afterwards.
"""

import fcntl
import json
import os
import signal
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()
        # Above the numbers the child's 3 and 4 are made from, so that dup2 cannot clobber them.
        high_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD_CLOEXEC, 10)
        high_write = fcntl.fcntl(replies_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(commands_read)
        os.close(replies_write)

        def plumb():
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.profile = tempfile.TemporaryDirectory()
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
             "--window-size=1280,900", "--user-data-dir=" + self.profile.name, "about:blank"],
            # Python closes the descriptors it does not keep after preexec_fn: keep them all
            # (every other pipe is close-on-exec).
            close_fds=False, preexec_fn=plumb,
            stdout=subprocess.DEVNULL, stderr=None if os.environ.get("FLOWC_BROWSER_LOG") else subprocess.DEVNULL)
        os.close(high_read)
        os.close(high_write)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.replies, 65536)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.send(
            "Target.attachToTarget", {"targetId": target, "flatten": True}, session=False
        )["sessionId"]
        self.send("Page.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, what, timeout=15):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.evaluate(expression):
                return
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {what}; page: {self.text('#phone')!r}")

    def text(self, selector):
        return self.evaluate(
            f"(document.querySelector({json.dumps(selector)}) || {{}}).textContent || ''")

    def click(self, selector):
        self.wait(f"!!document.querySelector({json.dumps(selector)})", selector)
        box = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {
                "type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def type(self, selector, text):
        self.click(selector)
        self.evaluate(f"document.querySelector({json.dumps(selector)}).value = ''")
        self.send("Input.insertText", {"text": text})

    def choose(self, selector, value):
        self.evaluate(
            f"document.querySelector({json.dumps(selector)}).value = {json.dumps(value)}")

    def screenshot(self, path):
        import base64
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        signal.alarm(10)
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        signal.alarm(0)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.profile.cleanup()


def title_is(text):
    return f"(document.querySelector('#title') || {{}}).textContent === {json.dumps(text)}"


def sensitive(browser):
    browser.wait("!!document.querySelector('#start')", "the start form")
    print("start form: " + browser.text("#phone h2"))
    browser.type("#input-user", "ana")
    browser.click("#start")
    browser.wait(title_is("pad"), "the pad")
    kind = browser.evaluate("document.querySelector('#event-entered-pin').type")
    print("pin input: " + kind)
    browser.type("#event-entered-pin", "98765")
    browser.click("[data-send=entered]")
    browser.wait("document.querySelectorAll('#trace li').length === 2", "the step")
    shown = browser.evaluate("document.body.innerText.includes('98765')")
    values = browser.evaluate(
        "[...document.querySelectorAll('input')].some(i => i.value.includes('98765'))")
    print(f"pin shown: {shown}; pin in an input: {values}")
    print("trace: " + browser.text("#trace li:last-child div"))


def give_up(signum, frame):
    raise TimeoutError("the browser did not answer in time")


def drive(chromium, url, stages):
    """Opens `url` in headless Chromium and runs `stages(browser)`; the first stage that fails
    prints `error: MESSAGE`. Gives up after 120 s, so that a browser that stops answering cannot
    hang the test suite. Returns the exit status (0, or 1 after an error)."""
    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(120)
    browser = Browser(chromium)
    try:
        browser.open(url)
        stages(browser)
    except Exception as error:
        print(f"error: {error}")
        return 1
    finally:
        browser.close()
    return 0


def walk(browser, flow_file, screenshot, script):
    browser.wait(title_is("Choose a photo"), "the first screen")
    print("shown: select")
    browser.type("#event-picked-photo", "beach.jpg")
    browser.click("[data-send=picked]")
    browser.wait(title_is("Straighten"), "straighten")
    browser.click("#back")
    browser.wait(title_is("Choose a photo"), "back to select")
    print("back: select")
    browser.type("#event-picked-photo", "sunset.jpg")
    browser.click("[data-send=picked]")
    browser.wait(title_is("Straighten"), "straighten")
    browser.type("#event-done-photo", "sunset-straightened.jpg")
    browser.click("[data-send=done]")
    browser.wait(title_is("Filter"), "filter")
    browser.type("#event-applied-name", "sepia")
    browser.click("[data-send=applied]")
    browser.wait(title_is("Caption"), "caption")
    stack = browser.evaluate(
        "[...document.querySelectorAll('#navigation .card')].map(c => c.dataset.screen).join(' ')")
    top = browser.text("#navigation .card.top")
    print(f"stack: {stack}; top: {top}")
    browser.wait("!!document.querySelector('#graph g.node.current title')", "the graph")
    print("graph: " + browser.text("#graph g.node.current title"))
    browser.type("#event-post-caption", "Last evening of the holidays")
    browser.click("[data-send=post]")
    browser.wait("!!document.querySelector('#question')", "the environment question")
    print("asked: " + browser.text("#question > div"))
    browser.choose("#question-canPost", "true")
    browser.click("#answer")
    browser.wait("!!document.querySelector('#finished')", "the result")
    print(browser.text("#finished"))
    trace = browser.evaluate("document.querySelectorAll('#trace li').length")
    print(f"trace entries: {trace}")
    browser.click("#undo")
    browser.wait(title_is("Caption"), "undo back to caption")
    print("undo: caption")
    browser.screenshot(screenshot)
    print("screenshot taken")
    with open(flow_file, encoding="utf-8") as file:
        text = file.read()
    with open(flow_file, "w", encoding="utf-8") as file:
        file.write(text.replace("push: filter", "push: filtr"))
    browser.wait("!document.querySelector('#problems').hidden", "the errors", timeout=20)
    problem = browser.text("#problems").splitlines()[0]
    print("errors: " + problem[problem.index("PhotoEditing.flow.yaml:"):])
    saved = time.monotonic()
    with open(flow_file, "w", encoding="utf-8") as file:
        file.write(text.replace("title: Caption", "title: Write a caption"))
    browser.wait(title_is("Write a caption"), "the page to reload", timeout=20)
    print(f"reloaded in {time.monotonic() - saved:.2f} s: " + browser.text("#notice"))
    link = browser.evaluate("document.querySelector('#download').getAttribute('href')")
    downloaded = browser.evaluate(f"fetch({json.dumps(link)}).then(r => r.text())")
    print("download: " + " | ".join(downloaded.splitlines()[1:3]))
    document = browser.send("DOM.getDocument")["root"]["nodeId"]
    node = browser.send("DOM.querySelector", {"nodeId": document, "selector": "#open-file"})
    browser.send("DOM.setFileInputFiles", {"files": [script], "nodeId": node["nodeId"]})
    browser.wait("(document.querySelector('#notice') || {}).textContent.startsWith('opened')",
                 "the script to open")
    print(browser.text("#notice") + "; " + browser.text("#finished"))


def main():
    if sys.argv[3] == "--sensitive":
        return drive(sys.argv[1], sys.argv[2], sensitive)
    chromium, url, flow_file, screenshot, script = sys.argv[1:6]
    return drive(chromium, url, lambda browser: walk(browser, flow_file, screenshot, script))


if __name__ == "__main__":
    sys.exit(main())

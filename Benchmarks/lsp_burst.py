#!/usr/bin/env python3
"""A burst of edits on a large document: how long the next hover waits.

Opens a 575 KiB one-line flow file in `flowc lsp`, sends 100 one-character `didChange`
notifications in one write (as fast typing or a paste macro does), then a hover, and prints the
time from the end of the burst to the hover's answer.

    python3 Benchmarks/lsp_burst.py [path/to/flowc]
"""
import json
import os
import subprocess
import sys
import tempfile
import time


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream):
    length = 0
    while True:
        line = stream.readline()
        if not line:
            raise EOFError
        if line in (b"\r\n", b"\n"):
            break
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(stream.read(length))


def wait_for(stream, request_id):
    while True:
        message = read_message(stream)
        if message.get("id") == request_id and "method" not in message:
            return message


def main():
    flowc = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/flowc"
    folder = tempfile.mkdtemp(prefix="flowc-burst-")
    # One line of flow-style YAML, 575 KiB: a description first (where the edits go), then
    # screens, each pushing the next.
    head = '{flow: Big, description: "' + "x" * 200
    screens = []
    size = len(head)
    while size < 575 * 1024 - 100:
        n = len(screens)
        screens.append("s%d: {view: V, events: {go: {}}, on: {go: s%d}}" % (n, n + 1))
        size += len(screens[-1]) + 2
    screens.append("s%d: {view: V}" % len(screens))
    text = head + '", start: s0, screens: {' + ", ".join(screens) + "}}"
    path = os.path.join(folder, "Big.flow.yaml")
    with open(path, "w") as file:
        file.write(text)
    uri = "file://" + path
    server = subprocess.Popen(
        [flowc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL)
    send = lambda message: (server.stdin.write(frame(message)), server.stdin.flush())
    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"rootUri": "file://" + folder, "capabilities": {}}})
    wait_for(server.stdout, 1)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
        "textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}})
    wait_for(server.stdout, 2)
    column = len(head) - 190
    for count in (1, 100):
        column = measure(server, send, uri, text, head, column, count)
    send({"jsonrpc": "2.0", "id": 4, "method": "shutdown"})
    wait_for(server.stdout, 4)
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait()


def measure(server, send, uri, text, head, column, count):
    """Sends `count` one-character edits and a hover in one write; prints how long it took."""
    burst = b""
    version = column
    for _ in range(count):
        version += 1
        burst += frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {
                "start": {"line": 0, "character": column},
                "end": {"line": 0, "character": column + 1}}, "text": "y"}]}})
        column += 1
    burst += frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {
        "textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}})
    start = time.monotonic()
    server.stdin.write(burst)
    server.stdin.flush()
    wait_for(server.stdout, 3)
    elapsed = time.monotonic() - start
    print("%d one-character edits on a %d KiB one-line document, then hover: %.2f s"
          % (count, len(text) // 1024, elapsed))
    return column


if __name__ == "__main__":
    main()

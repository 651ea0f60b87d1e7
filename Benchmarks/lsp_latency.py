#!/usr/bin/env python3
"""Diagnostics latency of `flowc lsp`: a change in one file of a 100-flow module.

Writes a synthetic module (synthetic.py: F flows of S screens, each flow a child of the one
before), starts the release build's `flowc lsp` on it as an editor would (initialize with the
module's folder, initialized, didOpen of the middle flow), then for each round sends one
incremental didChange of that file, alternately misspelling a screen in a target and fixing it,
and times the moment the change is written until its publishDiagnostics is read. Rounds are
spaced by a pause longer than the server's quiet period, so each is one validation. Reports
p50, p95 and max next to `flowc validate` of the same module (best of 5 runs), and the load
average before and after, since the machine is shared.

Usage: Benchmarks/lsp_latency.py [--flows F] [--screens S] [--rounds N] [--no-build]
       (default: 100 flows of 20 screens, 300 rounds)
"""
import json, os, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import synthetic  # noqa: E402


def option(args, name, default):
    if name in args:
        index = args.index(name)
        value = int(args[index + 1])
        del args[index:index + 2]
        return value
    return default


class Server:
    """`flowc lsp` over pipes: framed writes, framed reads."""

    def __init__(self, flowc, folder):
        self.process = subprocess.Popen([flowc, "lsp"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("flowc lsp closed its output")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == self.next_id and "method" not in message:
                return message

    def diagnostics_for(self, uri):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics" \
                    and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    args = sys.argv[1:]
    flows = option(args, "--flows", 100)
    screens = option(args, "--screens", 20)
    rounds = option(args, "--rounds", 300)
    if "--no-build" not in args:
        subprocess.run(["swift", "build", "-c", "release", "--product", "flowc"], cwd=ROOT,
                       check=True, capture_output=True)
    flowc = os.path.join(ROOT, ".build", "release", "flowc")
    folder = tempfile.mkdtemp(prefix="flowc-lsp-bench-")
    synthetic.write_module(folder, flows, screens)
    load_before = os.getloadavg()

    validate = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([flowc, "validate", folder], check=True, capture_output=True)
        validate.append(time.perf_counter() - start)

    server = Server(flowc, folder)
    root = "file://" + folder
    server.request("initialize", {"processId": None, "rootUri": root, "capabilities": {},
                                  "workspaceFolders": [{"uri": root, "name": "bench"}]})
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    name = f"Flow{flows // 2}.flow.yaml"
    path = os.path.join(folder, name)
    uri = "file://" + path
    text = open(path).read()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    # The target `push: s2` of screen s1's first alternative: line and character of `s2`.
    lines = text.split("\n")
    line = next(i for i, l in enumerate(lines) if l.strip() == "push: s2")
    character = lines[line].index("s2") + 2
    latencies = []
    for round in range(rounds + 10):
        broken = round % 2 == 0
        change = {"range": {"start": {"line": line, "character": character},
                            "end": {"line": line, "character": character + (0 if broken else 1)}},
                  "text": "x" if broken else ""}
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": round + 2}, "contentChanges": [change]}})
        diagnostics = server.diagnostics_for(uri)
        elapsed = time.perf_counter() - start
        if broken != bool(diagnostics):
            raise RuntimeError(f"round {round}: unexpected diagnostics {diagnostics}")
        if round >= 10:  # the first rounds warm up
            latencies.append(elapsed)
        time.sleep(0.03)
    server.request("shutdown", None)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    server.process.wait(timeout=10)
    load_after = os.getloadavg()

    ms = lambda seconds: f"{seconds * 1000:.1f} ms"
    print(f"module: {flows} flows of {screens} screens ({sum(len(open(os.path.join(folder, f)).read()) for f in os.listdir(folder)) // 1024} KB)")
    print(f"flowc validate (whole module, process start included), best of 5: {ms(min(validate))}")
    print(f"flowc lsp, didChange of {name} -> its publishDiagnostics, {rounds} rounds: "
          f"p50 {ms(percentile(latencies, 0.5))}, p95 {ms(percentile(latencies, 0.95))}, "
          f"max {ms(max(latencies))}")
    print(f"load average (1 min) before {load_before[0]:.2f}, after {load_after[0]:.2f}; "
          f"{os.cpu_count()} cores")


if __name__ == "__main__":
    main()

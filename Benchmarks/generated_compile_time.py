#!/usr/bin/env python3
"""Compile time of generated coordinators vs. plain hand-written coordinator classes.

For each size (total screens, in flows of 100), writes a synthetic module of flow files (a chain
with a payload, a guard, a `set` and an action on every screen), generates its Swift with the built
flowc, and writes the same screens as plain coordinator classes of the kind people write by hand.
Both are compiled as a debug library (`swiftc -Onone`), and the wall times are printed side by side.

Usage: Benchmarks/generated_compile_time.py [sizes...]   (default: 500 1000 2000)
       Benchmarks/generated_compile_time.py --instructions [size]   (default: 1000)
       Benchmarks/generated_compile_time.py --write FOLDER [size]   (default: 1000)
       Benchmarks/generated_compile_time.py --job MODULE FILE
Run `swift build -c release --product flowc` first (or set FLOWC to another flowc).

`--instructions` counts instructions instead of timing, which is repeatable on a busy machine:
it lists the frontend jobs the driver runs for each module (`swiftc -###`: each file once as the
primary file, every other file of the module as a secondary one) and runs each under
`valgrind --tool=callgrind`, printing every job's count and each module's total.

`--write` writes the modules once (FOLDER/flows, FOLDER/generated, FOLDER/hand) and keeps them, and
`--job` counts one job of a module folder so written (`--job FOLDER/generated
Flow0Coordinator.swift`), as the driver runs it: for trying a change by hand on the written files.
"""
import os, re, shlex, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLOWC = os.environ.get("FLOWC", os.path.join(ROOT, ".build", "release", "flowc"))
PER_FLOW = 100


def flow_file(index, screens):
    lines = [f"flow: Flow{index}", "context:", "  total: { type: Int, default: 0 }",
             "environment:", "  fast: Bool", "actions:", "  track: { step: Int }",
             "results:", "  done: { total: Int }", "start: s0", "screens:"]
    for s in range(screens):
        last = s + 1 == screens
        go = "finish: { done: { total: total } }" if last else f"push: s{s + 1}"
        fallback = "stay" if last else f"s{s + 1}"
        lines += [f"  s{s}:", "    events: { next: { amount: Int } }", "    on:", "      next:",
                  "        - when: fast && event.amount > 1",
                  "          set: { total: total + event.amount }",
                  f"          do: {{ track: {{ step: {s} }} }}", f"          {go}",
                  f"        - {fallback}"]
    return "\n".join(lines) + "\n"


def handwritten(index, screens):
    out = [f"final class Flow{index}Coordinator {{",
           "  let navigator: HandNavigator", "  let environment: HandEnvironment",
           "  var total = 0", "  var onFinish: ((Int) -> Void)?",
           "  init(navigator: HandNavigator, environment: HandEnvironment) {",
           "    self.navigator = navigator", "    self.environment = environment", "  }",
           "  func start() { showS0() }"]
    for s in range(screens):
        out += [f"  func showS{s}() {{",
                f"    navigator.push(HandScreen(name: \"s{s}\") {{ [weak self] amount in self?.nextS{s}(amount) }})",
                "  }",
                f"  func nextS{s}(_ amount: Int) {{",
                "    if environment.fast && amount > 1 {",
                "      total = total + amount",
                f"      environment.track(step: {s})"]
        if s + 1 == screens:
            out += ["      onFinish?(total)", "    }", "  }"]
        else:
            out += [f"      showS{s + 1}()", "    } else {", f"      showS{s + 1}()", "    }", "  }"]
    out.append("}")
    return "\n".join(out) + "\n"


HAND_SUPPORT = """import Foundation
@MainActor protocol HandNavigator: AnyObject { func push(_ screen: AnyObject) }
@MainActor protocol HandEnvironment: AnyObject { var fast: Bool { get }; func track(step: Int) }
final class HandScreen {
  let name: String
  let next: (Int) -> Void
  init(name: String, next: @escaping (Int) -> Void) { self.name = name; self.next = next }
}
"""


def swiftc(folder):
    """The benchmark's compile of the module in `folder`, as arguments (files by name)."""
    files = sorted(f for f in os.listdir(folder) if f.endswith(".swift"))
    return ["swiftc", "-swift-version", "6", "-Onone", "-parse-as-library", "-emit-library",
            "-module-name", "Bench", "-o", "libBench.so"] + files


def compile_seconds(folder):
    start = time.monotonic()
    subprocess.run(swiftc(folder), cwd=folder, check=True, capture_output=True)
    return time.monotonic() - start


def job_instructions(folder, only=None):
    """Each frontend job of the module's compile as (primary file, instructions); with `only`,
    the job whose primary file that is."""
    listing = subprocess.run(swiftc(folder) + ["-###"], cwd=folder, check=True,
                             capture_output=True, text=True).stdout
    counts = []
    for line in listing.splitlines():
        if "-frontend" not in line or "-primary-file" not in line:
            continue
        arguments = shlex.split(line)
        primary = arguments[arguments.index("-primary-file") + 1]
        if only is not None and primary != only:
            continue
        out = os.path.join(folder, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=no",
                        f"--callgrind-out-file={out}"] + arguments,
                       cwd=folder, check=True, capture_output=True)
        with open(out) as f:
            total = int(re.search(r"^(?:summary|totals): (\d+)", f.read(), re.M).group(1))
        os.remove(out)
        counts.append((primary, total))
    return counts


def write_modules(work, size):
    """Writes the flows, their generated code and the hand-written classes under `work`."""
    flows, generated, hand = (os.path.join(work, d) for d in ("flows", "generated", "hand"))
    for d in (flows, generated, hand):
        os.makedirs(d)
    count = max(1, size // PER_FLOW)
    for i in range(count):
        with open(os.path.join(flows, f"Flow{i}.flow.yaml"), "w") as f:
            f.write(flow_file(i, size // count))
        with open(os.path.join(hand, f"Flow{i}Coordinator.swift"), "w") as f:
            f.write("import Foundation\n@MainActor\n" + handwritten(i, size // count))
    with open(os.path.join(hand, "Support.swift"), "w") as f:
        f.write(HAND_SUPPORT)
    subprocess.run([FLOWC, "generate", flows, "--output", generated], check=True, capture_output=True)
    return generated, hand


def count_instructions(size):
    work = tempfile.mkdtemp(prefix="flowc-bench-")
    generated, hand = write_modules(work, size)
    totals = []
    for name, folder in (("generated", generated), ("hand-written", hand)):
        counts = job_instructions(folder)
        for primary, total in counts:
            print(f"{name:>13} {primary:<28} {total / 1e6:>10,.0f}M")
        totals.append(sum(total for _, total in counts))
        print(f"{name:>13} {'module':<28} {totals[-1] / 1e6:>10,.0f}M")
    print(f"ratio {totals[0] / totals[1]:.3f}")
    shutil.rmtree(work)


def main():
    if sys.argv[1:2] in (["--help"], ["-h"]):
        print(__doc__.strip())
        return
    if sys.argv[1:2] == ["--instructions"]:
        count_instructions(int(sys.argv[2]) if len(sys.argv) > 2 else 1000)
        return
    if sys.argv[1:2] == ["--write"] and len(sys.argv) > 2:
        work = os.path.abspath(sys.argv[2])
        os.makedirs(work, exist_ok=True)
        generated, hand = write_modules(work, int(sys.argv[3]) if len(sys.argv) > 3 else 1000)
        print(f"{generated}\n{hand}")
        return
    if sys.argv[1:2] == ["--job"] and len(sys.argv) == 4:
        counts = job_instructions(os.path.abspath(sys.argv[2]), only=sys.argv[3])
        if not counts:
            sys.exit(f"no job has {sys.argv[3]} as its primary file")
        for primary, total in counts:
            print(f"{primary:<28} {total / 1e6:>10,.1f}M")
        return
    sizes = [int(a) for a in sys.argv[1:]] or [500, 1000, 2000]
    print(f"{'screens':>8} {'generated (s)':>14} {'hand-written (s)':>17} {'ratio':>6}")
    for size in sizes:
        work = tempfile.mkdtemp(prefix="flowc-bench-")
        generated, hand = write_modules(work, size)
        g = compile_seconds(generated)
        h = compile_seconds(hand)
        print(f"{size:>8} {g:>14.2f} {h:>17.2f} {g / h:>6.2f}")
        shutil.rmtree(work)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Events per second through a generated coordinator, with and without an observer, next to a
hand-written coordinator in the style of seed 000 ("Coordinators Redux") doing the same navigation.

The flow: ten screens s0..s9; each one's `next(amount:)` event, when `fast && event.amount > 1`,
adds the amount to a context field, calls the `track(step:)` action and pushes the next screen
(otherwise it pushes it unguarded); s9's event pops back to s0, so the cycle repeats. The
hand-written coordinator is a class that owns the navigation and the model change, with view
controllers that only report their events through a closure, as seed 000 writes them. Both run on
the same recording navigator stand-in (it keeps the stack of screens, as a navigation controller
does, and counts the operations). The observer of the observed run keeps the last record (so
every record is built) and counts them.

Everything is compiled into one program with `swiftc -O -wmo` and each variant runs `EVENTS`
events; the best of `ROUNDS` rounds (variants taking turns) is printed.

Usage: Benchmarks/records_throughput.py [events]   (default: 2,000,000)
Run `swift build -c release --product flowc` first.
"""
import os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLOWC = os.path.join(ROOT, ".build", "release", "flowc")
SCREENS = 10
ROUNDS = 5


def flow_file():
    lines = ["flow: Bench", "environment: { fast: Bool }",
             "context: { total: { type: Int, default: 0 } }", "actions: { track: { step: Int } }",
             "start: s0", "screens:"]
    for s in range(SCREENS):
        go = "popTo: s0" if s + 1 == SCREENS else f"push: s{s + 1}"
        fallback = "popTo: s0" if s + 1 == SCREENS else f"s{s + 1}"
        lines += [f"  s{s}:", "    view: V", "    events: { next: { amount: Int } }", "    on:",
                  "      next:", "        - when: fast && event.amount > 1",
                  "          set: { total: total + event.amount }",
                  f"          do: {{ track: {{ step: {s} }} }}", f"          {go}",
                  f"        - {fallback}"]
    return "\n".join(lines) + "\n"


def app_code():
    makes = "\n".join(
        f"""  func makeS{s}(send: FlowSender<BenchCoordinator.S{s}Event>) -> AnyObject {{
    BenchScreen {{ send(.next(amount: $0)) }}
  }}""" for s in range(SCREENS))
    return f"""import Foundation

/// The navigation stand-in both coordinators drive: the stack a navigation controller keeps.
@MainActor
final class RecordingNavigator: FlowNavigator {{
  var stack: [AnyObject] = []
  var operations = 0
  func push(_ screen: AnyObject) {{ stack.append(screen); operations += 1 }}
  func present(_ screen: AnyObject) {{ stack.append(screen); operations += 1 }}
  func setStack(_ screens: [AnyObject]) {{ stack = screens; operations += 1 }}
  func pop() {{ stack.removeLast(); operations += 1 }}
  func popTo(_ screen: AnyObject) {{
    while let last = stack.last, last !== screen {{ stack.removeLast() }}
    operations += 1
  }}
  func dismiss(count: Int) {{ operations += 1 }}
}}

/// A view controller stand-in: it only reports its event.
@MainActor
final class BenchScreen {{
  let next: (Int) -> Void
  init(next: @escaping (Int) -> Void) {{ self.next = next }}
}}

@MainActor
final class BenchApp: BenchCoordinator.Screens, BenchCoordinator.Facts, BenchCoordinator.Actions,
  BenchCoordinator.Children
{{
  var fast = true
  var tracked = 0
{makes}
  func track(step: Int) {{ tracked &+= step }}
}}

@MainActor
final class CountingObserver: FlowObserver {{
  var count = 0
  var last: FlowRecord?
  func flowDidRecord(_ record: FlowRecord) {{
    count += 1
    last = record
  }}
}}
"""


def hand_code():
    shows = "\n".join(
        f"""  func showS{s}() {{
    let screen = BenchScreen {{ [weak self] amount in self?.nextS{s}(amount) }}
    {"first = screen" if s == 0 else ""}
    navigator.push(screen)
  }}
  func nextS{s}(_ amount: Int) {{
    if model.fast && amount > 1 {{
      total = total + amount
      model.track(step: {s})
    }}
    {f"navigator.popTo(first!)" if s + 1 == SCREENS else f"showS{s + 1}()"}
  }}""" for s in range(SCREENS))
    return f"""import Foundation

/// Seed 000's coordinator, written by hand: it owns the navigation and the model changes; its
/// screens only report events.
@MainActor
final class HandCoordinator {{
  let navigator: RecordingNavigator
  let model: BenchApp
  var total = 0
  var first: BenchScreen?
  init(navigator: RecordingNavigator, model: BenchApp) {{
    self.navigator = navigator
    self.model = model
  }}
  func start() {{ showS0() }}
{shows}
}}
"""


MAIN = """import Foundation

@MainActor
func run(_ name: String, events: Int, _ setUp: (RecordingNavigator) -> Void) -> Double {
  let navigator = RecordingNavigator()
  setUp(navigator)
  let clock = ContinuousClock()
  let start = clock.now
  for _ in 0..<events {
    (navigator.stack[navigator.stack.count - 1] as! BenchScreen).next(2)
  }
  let elapsed = clock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  precondition(navigator.operations >= events, "\\(name): the events did not navigate")
  return Double(events) / seconds
}

MainActor.assumeIsolated {
  let events = Int(CommandLine.arguments[1])!
  let app = BenchApp()
  var coordinators: [AnyObject] = []
  let observer = CountingObserver()
  let hand = run("hand", events: events) { navigator in
    let coordinator = HandCoordinator(navigator: navigator, model: app)
    coordinators.append(coordinator)
    coordinator.start()
  }
  let unobserved = run("generated", events: events) { navigator in
    let session = FlowSession(navigator: navigator)
    let coordinator = BenchCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    coordinators.append(coordinator)
    coordinator.start(session: session)
  }
  let observed = run("observed", events: events) { navigator in
    let session = FlowSession(navigator: navigator)
    session.addObserver(observer)
    let coordinator = BenchCoordinator(
      inputs: .init(), screens: app, environment: app, actions: app, children: app)
    coordinators.append(coordinator)
    coordinator.start(session: session)
  }
  precondition(observer.count > 4 * events, "the observer saw too few records")
  print(Int(hand), Int(unobserved), Int(observed))
}
"""


def main():
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
    work = tempfile.mkdtemp(prefix="flowc-records-")
    try:
        flows, source = os.path.join(work, "flows"), os.path.join(work, "source")
        os.makedirs(flows)
        with open(os.path.join(flows, "Bench.flow.yaml"), "w") as f:
            f.write(flow_file())
        subprocess.run([FLOWC, "generate", flows, "--output", source], check=True,
                       capture_output=True)
        for name, text in (("App.swift", app_code()), ("Hand.swift", hand_code()),
                           ("main.swift", MAIN)):
            with open(os.path.join(source, name), "w") as f:
                f.write(text)
        binary = os.path.join(work, "bench")
        files = sorted(os.path.join(source, f) for f in os.listdir(source) if f.endswith(".swift"))
        subprocess.run(["swiftc", "-swift-version", "6", "-O", "-wmo", "-o", binary] + files,
                       check=True)
        best = [0, 0, 0]
        for _ in range(ROUNDS):
            out = subprocess.run([binary, str(events)], check=True, capture_output=True, text=True)
            best = [max(b, int(v)) for b, v in zip(best, out.stdout.split())]
        hand, unobserved, observed = best
        print(f"events per variant: {events:,}; best of {ROUNDS} rounds")
        print(f"{'coordinator':<34} {'events/s':>12} {'vs hand-written':>16}")
        for name, value in (("hand-written (seed 000 style)", hand),
                            ("generated, no observer", unobserved),
                            ("generated, one observer", observed)):
            print(f"{name:<34} {value:>12,} {hand / value:>15.2f}x")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()

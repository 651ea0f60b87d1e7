// Throughput of the pure machine (no parsing, no printing): replays a cycle of inputs through
// FlowMachine.step on a synthetic module (Benchmarks/synthetic.py) and prints events per second.
//
//   flowc-bench MODULE-DIR EVENTS
//   flowc-bench depth MODULE-DIR DEPTH
//   flowc-bench language MODULE-DIR ROUNDS
//
// The second form starts the `Countdown` flow of `Benchmarks/depth.py countdown` with DEPTH flows
// running at once (the machine's limit raised to DEPTH), renders the final state as `flowc run`
// prints it, then sends `go`, which finishes every flow in one cascade (docs/performance.md).
// The third times the language service's diagnostics after a change in one file (LanguageBench).
import FlowRunner
import FlowSpec
import Foundation

let arguments = CommandLine.arguments

func load(_ path: String) throws -> ValidatedModule? {
  let folder = URL(fileURLWithPath: path)
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0.hasSuffix(".flow.yaml")
  }.sorted()
  let files = try names.map { name in
    SourceFile(
      path: name, bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
  }
  return FlowCompiler.validate(files).module
}

if arguments.count == 4, arguments[1] == "language", let rounds = Int(arguments[3]), rounds > 0 {
  try benchLanguage(folder: arguments[2], rounds: rounds)
  exit(0)
}
if arguments.count == 4, arguments[1] == "depth", let depth = Int(arguments[3]),
  let module = try load(arguments[2])
{
  let machine = FlowMachine(module: module, flowLimit: depth)
  let clock = ContinuousClock()
  var bytes = 0
  var effects = 0
  var frames = 0
  let elapsed = try clock.measure {
    let (state, started) = try machine.start(
      flow: "Countdown", inputs: ["n": .int(depth - 1)], environment: [:])
    frames = state.frames.count
    let renderer = StateRenderer(machine: machine, colors: false)
    for line in renderer.navigation(state) + renderer.context(state) {
      bytes += line.utf8.count + 1
    }
    let (_, finished) = try machine.step(state, .event("go", payload: [:]), environment: [:])
    effects = started.count + finished.count
  }
  print("\(frames) flows, final state \(bytes) bytes, \(effects) effects in \(elapsed)")
  exit(0)
}
guard arguments.count == 3, let events = Int(arguments[2]) else {
  FileHandle.standardError.write(
    Data("usage: flowc-bench MODULE-DIR EVENTS | flowc-bench depth MODULE-DIR DEPTH\n".utf8))
  exit(2)
}
guard let module = try load(arguments[1]), let flow = module.flow(named: "Flow0")
else {
  FileHandle.standardError.write(Data("error: the module is not a valid synthetic module\n".utf8))
  exit(1)
}
let machine = FlowMachine(module: module)
let environment: [String: Value] = [
  "tier": .enumCase(type: "Tier", name: "basic"), "enabled": .bool(true),
]
let start = try machine.start(flow: "Flow0", inputs: ["seed": .int(1)], environment: environment)
// Forward through every screen but the last, then back to the first: a cycle that never finishes.
let views = flow.screens.filter { $0.childFlow == nil }.count
var cycle: [MachineInput] = []
for index in 0..<(views - 2) {
  cycle.append(
    .event(
      "pick", payload: ["item": .app(type: "Item", token: "i\(index)"), "amount": .int(index % 7)]))
}
for _ in 0..<(views - 2) { cycle.append(.systemBack) }
var state = start.state
var effects = 0
let clock = ContinuousClock()
var failure: (any Error)?
let elapsed = clock.measure {
  for index in 0..<events {
    do {
      let step = try machine.step(state, cycle[index % cycle.count], environment: environment)
      state = step.state
      effects += step.effects.count
    } catch {
      failure = error
      return
    }
  }
}
if let failure {
  FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
  exit(1)
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print(
  "\(events) events, \(effects) effects in \(String(format: "%.3f", seconds)) s: \(Int(Double(events) / seconds)) events/s"
)

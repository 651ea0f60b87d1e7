import FlowRunner
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// The generated code applies the runner's limit on flows running at once: a child flow that
/// would be one too many stops the program with the runner's message (the generated code cannot
/// undo what the step did before it, so it traps, as on an arithmetic overflow). Compiled into an
/// executable and run as a subprocess, since the trap ends the process.
@Suite("Generated code that stops the program")
struct FlowLimitTrapTests {
  /// Starts itself as a child while `n > 0`, with `n - 1`: `n + 1` flows run at once.
  static let countdown = """
    flow: Countdown
    inputs: { n: Int }
    results: { done: {} }
    start: [ { when: n > 0, to: c }, { to: s } ]
    screens:
      s: { view: V, events: { go: {} }, on: { go: { finish: done } } }
      c: { flow: Countdown, inputs: { n: n - 1 }, on: { done: { finish: done } } }
    """

  /// Starts `Countdown` with the first argument as `n`, sends `go`, and prints the records.
  static let main = """
    MainActor.assumeIsolated {
      let n = CommandLine.arguments[1]
      guard let driver = FlowScriptDriver(flow: "Countdown", inputs: ["n": n], environment: [:])
      else { fatalError("no flow") }
      _ = driver.send("go", fields: [:])
      for record in driver.records { print(record) }
    }

    """

  @Test func oneFlowTooManyTrapsWithTheRunnersMessage() throws {
    let (compilation, binary) = try Self.executable(
      [SourceFile(path: "Countdown.flow.yaml", text: Self.countdown)], main: Self.main)
    defer { compilation.remove() }

    // 100 flows at once: the limit, reached and not passed; the cascade finishes them all.
    let within = try Self.run(binary, n: 99)
    #expect(within.status == 0, "\(within.error)")
    #expect(within.output.components(separatedBy: "Countdown finished: done").count - 1 == 100)

    // One more traps, with what `flowc run` reports for the same step.
    let beyond = try Self.run(binary, n: 100)
    #expect(beyond.status != 0)
    let message = MachineError.tooManyFlows(flow: "Countdown", node: "c", limit: 100).description
    #expect(beyond.error.contains("Fatal error: \(message)"), "\(beyond.error)")
  }

  /// A tab container and its two tabs' flows.
  static let tabs = """
    flow: Shell
    tabs: [a, b]
    screens:
      a: { flow: Tab }
      b: { flow: Tab }
    ---
    flow: Tab
    start: s
    screens:
      s: { view: V }
    """

  /// Starts `Shell` on a navigator that shows no tab bar.
  static let tabsMain = """
    final class Plain: FlowNavigator {
      func push(_ screen: AnyObject) {}
      func present(_ screen: AnyObject) {}
      func setStack(_ screens: [AnyObject]) {}
      func pop() {}
      func popTo(_ screen: AnyObject) {}
      func dismiss(count: Int) {}
    }

    MainActor.assumeIsolated {
      _ = FlowScriptDriver(flow: "Shell", inputs: [:], environment: [:], navigator: Plain())
      print("started")
    }

    """

  /// A tab container started on a navigator without `setTabs` stops at once with a message
  /// naming the navigator, rather than showing its first tab as if it were the whole app.
  @Test func aTabContainerOnANavigatorWithoutTabsTrapsWithAMessage() throws {
    let files = Self.tabs.components(separatedBy: "---\n").enumerated().map { index, text in
      SourceFile(path: index == 0 ? "Shell.flow.yaml" : "Tab.flow.yaml", text: text)
    }
    let (compilation, binary) = try Self.executable(files, main: Self.tabsMain)
    defer { compilation.remove() }
    let run = try Self.run(binary, n: 0)
    #expect(run.status != 0)
    #expect(!run.output.contains("started"))
    #expect(
      run.error.contains(
        "Plain shows no tab bar: implement setTabs(_:) and selectTab(at:) to start a tab container"),
      "\(run.error)")
  }

  /// The generated code of `files`, with its script driver and `main`, compiled into an
  /// executable; the caller removes the compilation.
  private static func executable(
    _ files: [SourceFile], main: String
  ) throws -> (GeneratedCompilation, URL) {
    let module = try #require(FlowCompiler.validate(files).module)
    let compilation = try GeneratedCompilation(
      SwiftGenerator.generate(module, scriptDriver: true), extra: [("main.swift", main)],
      prefix: "flowc-trap")
    let binary = compilation.directory.appendingPathComponent("program")
    let compile = try Tool.run(
      ["swiftc", "-swift-version", "6", "-o", binary.path] + compilation.paths)
    if compile.status != 0 { compilation.remove() }
    try #require(compile.status == 0, "\(compile.output)")
    return (compilation, binary)
  }

  private static func run(_ binary: URL, n: Int) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Tool.process()
    process.executableURL = binary
    process.arguments = [String(n)]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}

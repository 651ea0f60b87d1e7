import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc run` never crashes on what it is fed: in scripted mode every hostile line either runs or
/// stops the run with status 1 and one located error (`SCRIPT:LINE: error: ...`), in bounded time;
/// at a terminal, hostile lines are complained about and the prompt comes back.
final class RunInputRobustnessTests: XCTestCase {
  /// An Example walkthrough: how its first line starts `flowc run`, and its input lines.
  private struct Start {
    var module: String
    var arguments: [String]
    var lines: [String]

    /// The input line with the most `field=value` words, and its index.
    var richestEvent: (index: Int, words: [String]) {
      var best = (index: 0, words: [String]())
      for (index, line) in lines.enumerated() where !line.hasPrefix(":") {
        let words = RunInputRobustnessTests.words(line)
        if best.words.isEmpty || words.count > best.words.count { best = (index, words) }
      }
      return best
    }
  }

  /// What one run of flowc did.
  private struct Outcome: Sendable {
    var name: String
    var status: Int32
    var exited: Bool
    var timedOut: Bool
    var stdout: String
    var stderr: String
    var seconds: Double
  }

  /// A value shared with the threads that run flowc.
  private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func update(_ change: (inout Value) -> Void) {
      lock.lock()
      change(&value)
      lock.unlock()
    }
    var current: Value {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
  }

  /// A run that is not over after this is killed and reported: a hang guard.
  private static let timeout: TimeInterval = 20
  /// The most a single scripted run may take (a debug build; the 1 MB inputs are the slowest).
  private static let runLimit = 5.0

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-robust-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  // MARK: Starts and lines

  /// One start per Example module: of its walkthroughs, the one whose richest event line has the
  /// most fields, started as its start lines (`:flow`, `:input`, `:env`) say.
  private static func starts() throws -> [Start] {
    let examples = Repository.url("Examples")
    var result: [Start] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
    where !module.hasSuffix(".md") {
      let folder = examples.appendingPathComponent(module)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      var best: Start?
      for name in names.filter({ $0.hasSuffix(".walkthrough") }).sorted() {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          .filter { !$0.hasPrefix("expect ") }
        // The start lines become the command line's options, so that every line left is a step.
        var arguments: [String] = []
        let options = [":flow": "--flow", ":input": "--input", ":env": "--env"]
        while let first = lines.first, let space = first.firstIndex(of: " "),
          let option = options[String(first[..<space])]
        {
          arguments += [option, String(first[first.index(after: space)...])]
          lines.removeFirst()
        }
        let start = Start(
          module: "Examples/\(module)", arguments: ["run", "Examples/\(module)"] + arguments,
          lines: lines)
        if best == nil || start.richestEvent.words.count > best!.richestEvent.words.count {
          best = start
        }
      }
      if let best { result.append(best) }
    }
    return result
  }

  /// Splits at spaces outside quotes and brackets, keeping the quotes (enough for walkthroughs).
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var brackets = 0
    for character in line {
      if let open = quote {
        current.append(character)
        if character == open { quote = nil }
        continue
      }
      if character == "\"" || character == "'" { quote = character }
      if character == "[" { brackets += 1 }
      if character == "]" { brackets -= 1 }
      if character == " " && brackets == 0 {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Lines that do not depend on the screen: blank, comments, commands with junk, bad syntax,
  /// numbers, bytes that are not UTF-8, NUL, a very long line. `event` is an event of the screen.
  private static func genericLines(event: String) -> [(String, [UInt8])] {
    var lines: [(String, [UInt8])] = [
      ("empty", []), ("a space", bytes(" ")), ("a tab", bytes("\t")), ("blanks", bytes("  \t  ")),
      ("a lone #", bytes("#")), ("a comment", bytes("   # a comment")), ("a CR", bytes("\r")),
      ("a vertical tab", bytes("\u{0B}")), ("an unknown event", bytes("fly")),
      ("an emoji", bytes("🙂")), ("a lone colon", bytes(":")), ("two colons", bytes("::")),
      ("an unknown command", bytes(":unknown-command")), ("an upper-case command", bytes(":BACK")),
      ("a lone quote", bytes("\"")), ("a lone single quote", bytes("'")),
      ("an event then junk", bytes("\(event) junk")), ("a = payload", bytes("\(event) =")),
      ("a==", bytes("\(event) ==")), ("a= payload", bytes("\(event) a=")),
      ("=b payload", bytes("\(event) =b")), ("a==b payload", bytes("\(event) a==b")),
      ("an unterminated double quote", bytes("\(event) a=\"x y")),
      ("an unterminated single quote", bytes("\(event) a='x y")),
      ("an escaped closing quote", bytes("\(event) a=\"x\\\"")),
      ("an open bracket", bytes("\(event) a=[x, y")), ("closing brackets", bytes("\(event) a=]]]")),
      ("nested brackets", bytes("\(event) a=[[[[[[[[")),
      ("a huge number", bytes("9999999999999999999999")), ("minus zero", bytes("-0")),
      ("1e309", bytes("1e309")), ("nan", bytes("nan")), ("event 0", bytes("0")),
      ("event -1", bytes("-1")), ("a huge event number", bytes("\(Int.max)")),
      ("invalid UTF-8", [0xFF, 0xFE, 0x20, 0xC3]),
      ("invalid UTF-8 in a payload", bytes("\(event) a=") + [0xC0, 0xAF]),
      ("a NUL", [0]), ("a NUL in an event", bytes(event) + [0] + bytes(" a=b")),
      ("a 1 MB event name", bytes(String(repeating: "e", count: 1 << 20))),
      ("a 1 MB payload", bytes("\(event) a=" + String(repeating: "v", count: 1 << 20))),
      ("a 1 MB comment", bytes("#" + String(repeating: "c", count: 1 << 20))),
      (":env with junk", bytes(":env =")), (":env a", bytes(":env a")),
      (":env a=", bytes(":env a=")),
      (":env a==b", bytes(":env a==b")), (":env unterminated", bytes(":env a=\"x")),
    ]
    for command in [":back", ":dismiss", ":undo", ":stack", ":context", ":help", ":quit", ":q"] {
      lines.append(("\(command) with junk", bytes("\(command) junk x=1")))
    }
    lines += [
      (":tab alone", bytes(":tab")), (":tab unknown", bytes(":tab nowhere")),
      (":tab with junk", bytes(":tab a b")),
    ]
    return lines
  }

  /// Values that go in an event's existing fields, one at a time.
  private static let hostileValues: [(String, [UInt8])] = [
    ("empty", []), ("a huge number", bytes("9999999999999999999999")), ("minus zero", bytes("-0")),
    ("1e309", bytes("1e309")), ("nan", bytes("nan")), ("Int.min", bytes("\(Int.min)")),
    ("an open bracket", bytes("[")), ("a list missing its end", bytes("[a,")),
    ("a closing bracket", bytes("]")), ("deep brackets", bytes("[[[[[[[[]]")),
    ("an unterminated quote", bytes("\"x")), ("an unknown case", bytes(".nope")),
    ("February 30", bytes("2026-02-30")), ("a bad time", bytes("2026-13-01T25:61:61Z")),
    ("a NUL", [0]), ("invalid UTF-8", [0xFF, 0xFE]),
  ]

  // MARK: Running flowc

  /// Runs flowc with `input` as its script: a file (`--script`) or standard input.
  private func run(
    _ start: Start, _ input: [UInt8], viaFile: Bool, name: String
  ) throws -> (Outcome, scriptName: String) {
    var arguments = start.arguments
    var stdin: [UInt8] = []
    var scriptName = "<stdin>"
    if viaFile {
      let url = folder.appendingPathComponent("\(UUID().uuidString).walkthrough")
      try Data(input).write(to: url)
      arguments += ["--script", url.path]
      scriptName = url.path
    } else {
      stdin = input
    }
    return (try Self.flowc(arguments, stdin: stdin, name: name), scriptName)
  }

  /// Runs the flowc binary; kills it after `timeout` seconds.
  private static func flowc(_ arguments: [String], stdin: [UInt8], name: String) throws -> Outcome {
    let process = Tool.process()
    process.executableURL = FlowcRun.executable
    process.arguments = arguments
    process.currentDirectoryURL = Repository.root
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let started = Date()
    try process.run()
    let pid = process.processIdentifier
    let timedOut = Locked(false)
    let finished = Locked(false)
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      guard !finished.current else { return }
      timedOut.update { $0 = true }
      kill(pid, SIGKILL)
    }
    let writer = input.fileHandleForWriting
    let data = Data(stdin)
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      // flowc may stop reading early (it never does today); a failed write is not an error here.
      try? writer.write(contentsOf: data)
      try? writer.close()
      group.leave()
    }
    let errData = Locked(Data())
    group.enter()
    DispatchQueue.global().async {
      let data = err.fileHandleForReading.readDataToEndOfFile()
      errData.update { $0 = data }
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    finished.update { $0 = true }
    return Outcome(
      name: name, status: process.terminationStatus, exited: process.terminationReason == .exit,
      timedOut: timedOut.current, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData.current, as: UTF8.self),
      seconds: Date().timeIntervalSince(started))
  }

  /// Checks one run whose last line, number `line`, is the hostile one.
  private func check(_ outcome: Outcome, scriptName: String, line: Int, context: String) {
    let label = "\(context), \(outcome.name)"
    XCTAssertFalse(outcome.timedOut, "\(label): killed after \(Self.timeout) s")
    XCTAssertTrue(outcome.exited, "\(label): ended by signal \(outcome.status)")
    XCTAssertTrue([0, 1].contains(outcome.status), "\(label): status \(outcome.status)")
    XCTAssertLessThan(outcome.seconds, Self.runLimit, "\(label): took \(outcome.seconds) s")
    if outcome.status == 1 {
      let prefix = "\(scriptName):\(line):"
      let column = outcome.stderr.dropFirst(prefix.count).prefix { $0.isNumber }
      XCTAssertTrue(
        outcome.stderr.hasPrefix(prefix) && !column.isEmpty
          && outcome.stderr.dropFirst(prefix.count + column.count).hasPrefix(": error: "),
        "\(label): stderr is not located at \(prefix): \(outcome.stderr.prefix(300).debugDescription)"
      )
      XCTAssertTrue(
        outcome.stderr.hasSuffix("\n") && outcome.stderr.filter { $0 == "\n" }.count == 1,
        "\(label): the error is not one line: \(outcome.stderr.prefix(300).debugDescription)")
    } else if outcome.status == 0 {
      XCTAssertEqual(outcome.stderr, "", label)
      XCTAssertTrue(
        outcome.stdout.contains("\nresult: ") || outcome.stdout.contains("\nfinal screen: "),
        "\(label): no summary at the end: \(outcome.stdout.suffix(300).debugDescription)")
    }
  }

  /// Runs `jobs` on up to three threads (each one flowc process) and returns their outcomes.
  private func runAll(
    _ jobs: [@Sendable () throws -> (Outcome, String, Int)]
  ) -> [(Outcome, String, Int)] {
    let results = Locked([(Outcome, String, Int)?](repeating: nil, count: jobs.count))
    let failures = Locked([String]())
    let next = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 3) { _ in
      while true {
        var index = 0
        next.update {
          index = $0
          $0 += 1
        }
        guard index < jobs.count else { return }
        do {
          let result = try jobs[index]()
          results.update { $0[index] = result }
        } catch {
          failures.update { $0.append("job \(index): \(error)") }
        }
      }
    }
    XCTAssertEqual(failures.current, [])
    return results.current.compactMap { $0 }
  }

  // MARK: Tests

  /// Each hostile line, at the state before the walkthrough's richest event, ends the run cleanly.
  func testEveryHostileLineEndsCleanly() throws {
    let starts = try Self.starts()
    XCTAssertEqual(starts.count, 7, "one start per Example module")
    nonisolated(unsafe) let test = self
    var jobs: [@Sendable () throws -> (Outcome, String, Int)] = []
    for start in starts {
      let (index, words) = start.richestEvent
      let prefix = start.lines[..<index].map { Self.bytes($0) + [10] }.joined()
      var cases: [(String, [UInt8])] = []
      // The screen-independent lines on one Example (their parsing is the same everywhere).
      if start.module == "Examples/PhotoEditing" { cases += Self.genericLines(event: words[0]) }
      // Every field of the richest event, with each hostile value.
      for (position, word) in words.enumerated().dropFirst() {
        guard let equals = word.firstIndex(of: "=") else { continue }
        for (name, value) in Self.hostileValues {
          let before = words[..<position] + [String(word[...equals])]
          let after = words[(position + 1)...]
          let text =
            Self.bytes(before.joined(separator: " ")) + value
            + Self.bytes(after.map { " " + $0 }.joined())
          cases.append(("\(word[..<equals]) = \(name)", text))
        }
      }
      XCTAssertFalse(cases.isEmpty, start.module)
      for (offset, (name, line)) in cases.enumerated() {
        let script = Array(prefix) + line + [10]
        let viaFile = offset % 2 == 0
        jobs.append {
          let (outcome, scriptName) = try test.run(
            start, script, viaFile: viaFile, name: "\(start.module): \(name)")
          return (outcome, scriptName, index + 1)
        }
      }
    }
    let clock = ContinuousClock()
    let began = clock.now
    let outcomes = runAll(jobs)
    XCTAssertEqual(outcomes.count, jobs.count)
    for (outcome, scriptName, line) in outcomes {
      check(outcome, scriptName: scriptName, line: line, context: "hostile line")
    }
    // Both endings occur: some hostile lines are read as blank or valid, most are refused.
    XCTAssertTrue(outcomes.contains { $0.0.status == 0 })
    XCTAssertTrue(outcomes.contains { $0.0.status == 1 })
    print("RunInputRobustnessTests: \(jobs.count) runs in \(clock.now - began)")
  }

  /// 10,000 harmless lines (blank, comments, a 1 MB comment, comments with NUL and bad UTF-8,
  /// `:stack`, `:context`, `:help`, `:env`) woven through each walkthrough change nothing: the run
  /// ends as the plain walkthrough does.
  func testTenThousandHarmlessLinesChangeNothing() throws {
    let starts = try Self.starts()
    XCTAssertEqual(starts.count, 7)
    let harmless: [[UInt8]] = [
      [], Self.bytes(" "), Self.bytes("\t"), Self.bytes("  # a comment"), Self.bytes("#"),
      Self.bytes("# ") + [0, 0xFF, 0xC3], Self.bytes(":stack"), Self.bytes(":context"),
      Self.bytes(":help"), Self.bytes(":env"), Self.bytes("   \t :stack  "),
    ]
    nonisolated(unsafe) let test = self
    var jobs: [@Sendable () throws -> (Outcome, String, Int)] = []
    for (number, start) in starts.enumerated() {
      let plain = start.lines.map { Self.bytes($0) + [10] }.joined()
      var flooded: [UInt8] = Self.bytes("#" + String(repeating: "c", count: 1 << 20) + "\n")
      let perLine = 10_000 / start.lines.count
      var count = 1
      for line in start.lines {
        for index in 0..<perLine {
          flooded += harmless[(index + count) % harmless.count] + [10]
          count += 1
        }
        flooded += Self.bytes(line) + [10]
        count += 1
      }
      XCTAssertGreaterThanOrEqual(count, 10_000)
      let total = count
      let script = flooded
      jobs.append {
        let (outcome, name) = try test.run(
          start, Array(plain), viaFile: true, name: "\(start.module) plain")
        return (outcome, name, 0)
      }
      jobs.append {
        let (outcome, name) = try test.run(
          start, script, viaFile: number % 2 == 0, name: "\(start.module) flooded")
        return (outcome, name, total)
      }
    }
    let outcomes = runAll(jobs)
    XCTAssertEqual(outcomes.count, jobs.count)
    for pair in stride(from: 0, to: outcomes.count - 1, by: 2) {
      let (plain, flooded) = (outcomes[pair].0, outcomes[pair + 1].0)
      XCTAssertEqual(plain.status, 0, "\(plain.name): \(plain.stderr)")
      check(flooded, scriptName: outcomes[pair + 1].1, line: outcomes[pair + 1].2, context: "flood")
      XCTAssertEqual(flooded.status, 0, "\(flooded.name): \(flooded.stderr.prefix(300))")
      func summary(_ text: String) -> String {
        guard let range = text.range(of: "\nresult: ") ?? text.range(of: "\nfinal screen: ") else {
          return "(no summary)"
        }
        return String(text[range.lowerBound...])
      }
      XCTAssertNotEqual(summary(plain.stdout), "(no summary)", plain.name)
      XCTAssertEqual(summary(flooded.stdout), summary(plain.stdout), flooded.name)
    }
  }

  /// A script with CRLF line ends (saved on Windows, or checked out with autocrlf) runs like the
  /// same script with LF line ends.
  ///
  /// Found here: the lines were split with `components(separatedBy: "\n")`, which on Linux does
  /// not split inside the grapheme "\r\n", so the whole script was one comment line.
  func testACRLFScriptRunsLikeAnLFScript() throws {
    let start = try XCTUnwrap(Self.starts().first { $0.module == "Examples/PhotoEditing" })
    let lines = ["# a walkthrough"] + start.lines
    let (plain, _) = try run(
      start, Self.bytes(lines.joined(separator: "\n") + "\n"), viaFile: true, name: "LF")
    let (crlf, _) = try run(
      start, Self.bytes(lines.joined(separator: "\r\n") + "\r\n"), viaFile: true, name: "CRLF")
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertEqual(crlf.status, 0, crlf.stderr)
    XCTAssertEqual(crlf.stdout, plain.stdout)
  }

  /// A script saved with a UTF-8 byte order mark (as some editors do) runs like one without.
  ///
  /// Found here: the mark was kept as part of line 1, so `# comment` read as an event.
  func testAScriptWithAByteOrderMarkRunsLikeOneWithout() throws {
    let start = try XCTUnwrap(Self.starts().first { $0.module == "Examples/PhotoEditing" })
    let script = Self.bytes("# a walkthrough\n" + start.lines.joined(separator: "\n") + "\n")
    let (plain, _) = try run(start, script, viaFile: true, name: "without a mark")
    let (marked, _) = try run(
      start, [0xEF, 0xBB, 0xBF] + script, viaFile: true, name: "with a mark")
    XCTAssertEqual(plain.status, 0, plain.stderr)
    XCTAssertEqual(marked.status, 0, marked.stderr)
    XCTAssertEqual(marked.stdout, plain.stdout)
  }

  // MARK: At a terminal

  /// Hostile lines at the interactive prompt: each is complained about, the prompt comes back,
  /// and Ctrl-D ends the walkthrough with status 0.
  func testHostileLinesAtTheInteractivePrompt() throws {
    try XCTSkipUnless(
      Tool.isInstalled("tmux"), "tmux is not installed (scripts/install-dependencies installs it)")
    let terminal = try TerminalWalkthrough(prefix: "flowc-robust", joinsWrappedLines: true)
    defer { terminal.stop() }
    try terminal.waitFor("flowc> ")
    try terminal.send([":unknown-command", "Enter"])
    try terminal.waitFor("error: unknown command `:unknown-command`")
    try terminal.send(["picked =b", "Enter"])
    try terminal.waitFor("error: expected name=value, found `=b`")
    try terminal.send(["picked photo=\"unterminated", "Enter"])
    try terminal.waitFor("error: a quote is not closed")
    try terminal.send(["picked photo=", "Enter"])
    try terminal.waitFor("error: `photo`: a Photo needs some text naming it")
    try terminal.send([":back now", "Enter"])
    try terminal.waitFor("error: `:back` takes no arguments")
    // A long line, typed in pieces (tmux takes a few kilobytes a command).
    for _ in 0..<5 { try terminal.send([String(repeating: "z", count: 2_000)], literal: true) }
    try terminal.send(["Enter"])
    try terminal.waitFor("here; choose one of: picked, cancel")
    // Still answering: a command that shows something new.
    try terminal.send([":env", "Enter"])
    try terminal.waitFor("(no environment answers yet)")
    try terminal.send(["C-d"])
    try terminal.waitFor("FLOWC-EXITED-0")
  }
}

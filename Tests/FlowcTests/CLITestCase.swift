import FlowTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `flowc` binary and captures what it prints.
struct FlowcRun {
  var stdout: String
  var stderr: String
  var status: Int32
  /// Whether the run was killed for taking longer than its timeout.
  var timedOut = false

  /// The binary SwiftPM built next to the test bundle.
  static var executable: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("flowc")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("flowc")
  }

  /// Runs `flowc` with `arguments` in `directory` (the repository root unless given), without
  /// colour, with `stdin` as input.
  ///
  /// `launcher` (a program on the PATH and its arguments) starts `flowc` instead, with the
  /// binary's path and `arguments` after its own. With a `timeout`, a run still going after that
  /// many seconds is killed (`timedOut` is set), so a hang fails the test instead of the suite.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:],
    launcher: [String] = [], timeout: TimeInterval? = nil, in directory: URL = Repository.root
  ) throws -> FlowcRun {
    let process = Tool.process()
    if launcher.isEmpty {
      process.executableURL = executable
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = launcher + [executable.path] + arguments
    }
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let watchdog = timeout.map { Watchdog(process, after: $0) }
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes concurrently so a full pipe never blocks the child.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return FlowcRun(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus, timedOut: watchdog?.stop() ?? false)
  }

  /// stdout, stderr and the exit status in one text, for golden files.
  var transcript: String {
    "exit status: \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
  }
}

/// Kills a process that runs past its time (SIGKILL), unless stopped first.
private final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false
  private var stopped = false

  init(_ process: Process, after seconds: TimeInterval) {
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.withLock {
        guard !stopped else { return }
        fired = true
        kill(pid, SIGKILL)
      }
    }
  }

  /// Disarms the watchdog once the process has exited; whether it had killed it.
  func stop() -> Bool {
    lock.withLock {
      stopped = true
      return fired
    }
  }
}

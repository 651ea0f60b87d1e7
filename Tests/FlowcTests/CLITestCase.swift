import FlowTestSupport
import Foundation
import XCTest

/// Runs the built `flowc` binary and captures what it prints.
struct FlowcRun {
  var stdout: String
  var stderr: String
  var status: Int32

  /// The binary SwiftPM built next to the test bundle.
  static var executable: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("flowc")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("flowc")
  }

  /// Runs `flowc` with `arguments` in the repository root, without colour, with `stdin` as input.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:]
  ) throws -> FlowcRun {
    let process = Tool.process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Repository.root
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
      status: process.terminationStatus)
  }

  /// stdout, stderr and the exit status in one text, for golden files.
  var transcript: String {
    "exit status: \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
  }
}

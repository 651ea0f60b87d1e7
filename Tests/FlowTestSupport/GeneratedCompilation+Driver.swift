import FlowSpec
import Foundation

extension GeneratedCompilation {
  /// A driver program that did not compile or did not exit with status 0, with what it printed.
  public struct ProgramFailure: Error, CustomStringConvertible {
    /// The step that failed and the start of its output.
    public let description: String
  }

  /// Builds `files` (generated with the script driver) and `main`, a program that drives runs
  /// through `FlowScriptDriver` and prints each run's records followed by a `---` line, in Swift 6
  /// with warnings as errors; runs it and returns the records, one list a run. Throws
  /// `ProgramFailure` when it does not compile or exits with another status than 0.
  public static func driverRecords(
    _ files: [GeneratedFile], main: String, prefix: String
  ) throws -> [[String]] {
    let compilation = try GeneratedCompilation(
      files, extra: [("main.swift", main)], prefix: prefix)
    defer { compilation.remove() }
    let executable = compilation.directory.appendingPathComponent("program").path
    let (status, output) = try Tool.run(
      ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-o", executable]
        + compilation.paths)
    guard status == 0 else {
      throw ProgramFailure(description: "swiftc: \(output.prefix(2000))")
    }
    let (runStatus, records) = try Tool.run([executable], includingStandardOutput: true)
    guard runStatus == 0 else {
      throw ProgramFailure(description: "status \(runStatus): \(records.prefix(2000))")
    }
    return records.components(separatedBy: "---\n").filter { !$0.isEmpty }.map {
      $0.split(separator: "\n").map(String.init)
    }
  }
}

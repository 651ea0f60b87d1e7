import Foundation

/// Golden files: compare output with a checked-in file, or re-record it with `FLOWC_RECORD=1`.
///
/// A recording run always fails, so a recorded file is never mistaken for a passing test.
public enum Golden {
  /// True when this run re-records golden files.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["FLOWC_RECORD"] == "1"
  }

  /// Compares `actual` with the file at `url`; returns a failure message, or nil when they match.
  public static func check(_ actual: String, against url: URL) -> String? {
    if isRecording {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      do {
        try Data(actual.utf8).write(to: url)
      } catch {
        return "could not record \(url.path): \(error)"
      }
      return "recorded \(url.lastPathComponent); run again without FLOWC_RECORD=1"
    }
    guard let data = try? Data(contentsOf: url) else {
      return "missing golden file \(url.path); run with FLOWC_RECORD=1 to record it"
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return nil }
    return "\(url.lastPathComponent) differs:\n" + diff(expected: expected, actual: actual)
  }

  /// The first differing lines, with context, in a readable form.
  static func diff(expected: String, actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
    var out = "first difference at line \(first + 1)\n"
    for index in max(0, first - 2)..<min(max(e.count, a.count), first + 4) {
      if index < e.count { out += "- \(e[index])\n" }
      if index < a.count { out += "+ \(a[index])\n" }
    }
    return out + "--- actual output ---\n\(actual)"
  }
}

/// Paths inside this repository, found from this file's location.
public enum Repository {
  /// The package root.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path below the package root.
  public static func url(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }
}

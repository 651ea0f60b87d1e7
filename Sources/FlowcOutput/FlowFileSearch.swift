#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How flowc finds the flow files of a folder: every `*.flow.yaml` below it, recursively, sorted
/// by path. `flowc validate DIR` and the language server's workspace folders both read a folder
/// this way, so that they see the same module.
package enum FlowFileSearch {
  /// The suffix that makes a file a flow file.
  package static let suffix = ".flow.yaml"

  /// Whether `path` names a flow file.
  package static func isFlowFile(_ path: String) -> Bool { path.hasSuffix(suffix) }

  /// The flow files below `folder` (or the files named with another `suffix`), sorted by path;
  /// nil when the folder cannot be read.
  package static func paths(in folder: String, suffix: String = suffix) -> [String]? {
    guard let relatives = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
      return nil
    }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return relatives.filter { $0.hasSuffix(suffix) }.map { base + "/" + $0 }.sorted()
  }
}

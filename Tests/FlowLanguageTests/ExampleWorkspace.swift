import FlowLanguage
import FlowSpec
import FlowTestSupport
import Foundation

/// The Examples, loaded as the server loads a workspace folder.
enum ExampleWorkspace {
  /// The Examples' names.
  static let names = [
    "AppLaunch", "EventCreation", "OrderDetail", "PhotoEditing", "RepositoryList", "Restaurants",
    "TabbedPhotos",
  ]

  /// The flow files of one Example, sorted by path.
  static func files(_ name: String) throws -> [SourceFile] {
    let folder = Repository.url("Examples/\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".flow.yaml") }.sorted()
    return try names.map { file in
      let url = folder.appendingPathComponent(file)
      return SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
    }
  }

  /// A workspace holding one Example's flow files.
  static func workspace(_ name: String) throws -> LanguageWorkspace {
    var workspace = LanguageWorkspace()
    for file in try files(name) { workspace.setDocument(path: file.path, bytes: file.bytes) }
    return workspace
  }
}

/// A workspace of in-memory documents, given as text.
func workspace(_ documents: [String: String]) -> LanguageWorkspace {
  var workspace = LanguageWorkspace()
  for (path, text) in documents { workspace.setDocument(path: path, bytes: Array(text.utf8)) }
  return workspace
}

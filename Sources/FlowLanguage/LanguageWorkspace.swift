import FlowSpec

/// The module an editor works on: the workspace folder's flow files, open documents overriding
/// the disk. A value type; the server owns one and mutates it on its one thread.
public struct LanguageWorkspace: Sendable {
  /// The limits every document is loaded with.
  public let limits: YAMLLimits
  /// The documents, by path.
  var documents: [String: Document] = [:]
  /// The diagnostics of the last validation, until a document changes.
  var cachedDiagnostics: [String: [Diagnostic]]?
  /// What the last validation learned about each flow, for the next one.
  var validationCache = ValidationCache()

  /// Creates an empty workspace.
  public init(limits: YAMLLimits = .default) {
    self.limits = limits
  }

  /// Paths of the module's documents, sorted.
  public var paths: [String] { documents.keys.sorted() }

  /// Adds or replaces one document (opened, changed, or read from disk). Only this document is
  /// loaded and decoded again; the others keep their decoded declarations.
  public mutating func setDocument(path: String, bytes: [UInt8]) {
    var document = Document(file: SourceFile(path: path, bytes: bytes), limits: limits)
    if document.decoded.declaration == nil {
      document.lastDeclaration = documents[path]?.lastDeclaration
    }
    documents[path] = document
    cachedDiagnostics = nil
  }

  /// Removes a document (deleted from disk, or closed and not on disk).
  public mutating func removeDocument(path: String) {
    guard documents.removeValue(forKey: path) != nil else { return }
    cachedDiagnostics = nil
  }

  /// The text of a document, as last set (the server needs it for position conversion).
  public func bytes(of path: String) -> [UInt8]? {
    documents[path]?.file.bytes
  }

  /// Validates the module (as `flowc validate` does: same codes, severities, messages, notes,
  /// with file-name checks) and returns the diagnostics of every document, every path present
  /// (an empty array for a clean file). Cached until the next setDocument/removeDocument.
  public mutating func diagnostics() -> [String: [Diagnostic]] {
    if let cachedDiagnostics { return cachedDiagnostics }
    let decoded = paths.compactMap { documents[$0]?.decoded }
    let result = FlowCompiler.validate(
      decoded: decoded, checkingFileNames: true, cache: &validationCache)
    var byPath = [String: [Diagnostic]]()
    for path in documents.keys { byPath[path] = [] }
    for diagnostic in result.diagnostics.sorted {
      byPath[diagnostic.range.file, default: []].append(diagnostic)
    }
    cachedDiagnostics = byPath
    return byPath
  }
}

/// One document of a workspace: its text and what was decoded from it.
struct Document: Sendable {
  /// The text, as last set.
  var file: SourceFile
  /// The file loaded and decoded.
  var decoded: FlowCompiler.DecodedFile
  /// The last declaration decoded from this document: completion reads it while the text being
  /// typed does not parse.
  var lastDeclaration: FlowDeclaration?

  /// Loads and decodes a document.
  init(file: SourceFile, limits: YAMLLimits) {
    self.file = file
    self.decoded = FlowCompiler.decode(file, limits: limits)
    self.lastDeclaration = decoded.declaration
  }
}

import FlowSpec
import FlowcOutput

extension LanguageServer {
  /// `textDocument/didOpen`: the client's text replaces the disk's.
  func didOpen(_ params: JSON) throws(ResponseError) {
    let document = params["textDocument"] ?? .null
    guard let uri = document["uri"]?.string, let text = document["text"]?.string else {
      throw .invalidParams("didOpen needs textDocument.uri and textDocument.text")
    }
    guard let path = flowFilePath(uri) else { return }
    openDocuments[path] = OpenDocument(uri: uri, version: document["version"]?.int)
    setDocument(path, bytes: Array(text.utf8))
  }

  /// `textDocument/didChange`: applies whole-text and ranged changes in order.
  func didChange(_ params: JSON) throws(ResponseError) {
    guard let uri = params["textDocument"]?["uri"]?.string,
      let changes = params["contentChanges"]?.array
    else { throw .invalidParams("didChange needs textDocument.uri and contentChanges") }
    guard let path = flowFilePath(uri), openDocuments[path] != nil,
      var bytes = pendingTexts[path] ?? workspace.bytes(of: path)
    else { throw .invalidParams("didChange for a document that is not open: \(uri)") }
    for change in changes {
      guard let text = change["text"]?.string else {
        throw .invalidParams("a content change needs text")
      }
      guard let range = change["range"] else {
        bytes = Array(text.utf8)
        continue
      }
      guard let start = range["start"].flatMap(position), let end = range["end"].flatMap(position)
      else { throw .invalidParams("a content change's range needs start and end positions") }
      // Read only up to the range: no index of the whole text for each keystroke.
      let from = LineIndex.offset(of: start, in: bytes, encoding: encoding)
      let to = max(from, LineIndex.offset(of: end, in: bytes, encoding: encoding))
      bytes.replaceSubrange(from..<to, with: text.utf8)
    }
    openDocuments[path]?.version = params["textDocument"]?["version"]?.int
    // Decoded when a message needs the module (`applyPendingTexts`), not at every keystroke.
    pendingTexts[path] = bytes
    generations[path, default: 0] += 1
    lineIndexes[path] = nil
    markChanged()
  }

  /// Hands the texts of the changes made since the last message that read the module to the
  /// workspace, which decodes each document once however many changes it had.
  func applyPendingTexts() {
    for path in pendingTexts.keys.sorted() {
      if let bytes = pendingTexts[path] { workspace.setDocument(path: path, bytes: bytes) }
    }
    pendingTexts = [:]
  }

  /// `textDocument/didClose`: the disk's text again, or no document if the file is not a
  /// workspace file on disk.
  func didClose(_ params: JSON) throws(ResponseError) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw .invalidParams("didClose needs textDocument.uri")
    }
    guard let path = flowFilePath(uri), openDocuments.removeValue(forKey: path) != nil else {
      return
    }
    reloadFromDisk(path)
  }

  /// `textDocument/didSave`: takes the saved text when the client sends it.
  func didSave(_ params: JSON) throws(ResponseError) {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw .invalidParams("didSave needs textDocument.uri")
    }
    if let path = flowFilePath(uri), openDocuments[path] != nil, let text = params["text"]?.string {
      setDocument(path, bytes: Array(text.utf8))
    }
  }

  /// `workspace/didChangeWatchedFiles`: files created, changed or deleted on disk (open documents
  /// keep the client's text).
  func didChangeWatchedFiles(_ params: JSON) throws(ResponseError) {
    guard let changes = params["changes"]?.array else {
      throw .invalidParams("didChangeWatchedFiles needs changes")
    }
    for change in changes {
      guard let path = change["uri"]?.string.flatMap(DocumentURI.path(of:)) else { continue }
      if FlowFileSearch.isFlowFile(path) {
        if openDocuments[path] == nil { reloadFromDisk(path) }
      } else if change["type"]?.int == 3 {
        // A deleted folder: its flow files went with it.
        for document in workspace.paths
        where isInside(document, path) && openDocuments[document] == nil {
          removeDocument(document)
        }
      }
    }
  }

  /// Reads a workspace file from disk again, or removes it when it is gone or not in a folder.
  func reloadFromDisk(_ path: String) {
    if isInWorkspace(path), let bytes = FlowFileSearch.readFile(path) {
      setDocument(path, bytes: bytes)
    } else if workspace.bytes(of: path) != nil {
      removeDocument(path)
    }
  }

  /// The path of a `file:` URI of a flow file, or nil for any other document.
  func flowFilePath(_ uri: String) -> String? {
    guard let path = DocumentURI.path(of: uri), FlowFileSearch.isFlowFile(path) else { return nil }
    return path
  }

  /// A `{line, character}` object as a position (nil unless both are non-negative integers).
  func position(_ json: JSON) -> ProtocolPosition? {
    guard let line = json["line"]?.int, let character = json["character"]?.int, line >= 0,
      character >= 0
    else { return nil }
    return ProtocolPosition(line: line, character: character)
  }

  /// Sets a document's text and schedules validation.
  func setDocument(_ path: String, bytes: [UInt8]) {
    pendingTexts[path] = nil
    workspace.setDocument(path: path, bytes: bytes)
    generations[path, default: 0] += 1
    lineIndexes[path] = nil
    markChanged()
  }

  /// Removes a document and schedules validation (which clears its diagnostics).
  func removeDocument(_ path: String) {
    pendingTexts[path] = nil
    workspace.removeDocument(path: path)
    generations[path, default: 0] += 1
    lineIndexes[path] = nil
    markChanged()
  }

  /// Notes a change whose diagnostics are not pushed yet.
  func markChanged() {
    if changedSince == nil { changedSince = .now }
  }

  /// The line index of a document (of an empty text when the module has no such document).
  func lineIndex(_ path: String) -> LineIndex {
    if let index = lineIndexes[path] { return index }
    let index = LineIndex(workspace.bytes(of: path) ?? [])
    lineIndexes[path] = index
    return index
  }

  /// The URI of a document: the client's own for an open one.
  func uri(_ path: String) -> String {
    openDocuments[path]?.uri ?? DocumentURI.uri(ofPath: path)
  }
}

import FlowSpec

extension LanguageServer {
  /// Validates the module and pushes the diagnostics of every document whose diagnostics changed
  /// (or whose text changed while it has some, so their positions follow the text), and empty
  /// diagnostics for documents that left the module.
  func publishDiagnostics() {
    changedSince = nil
    applyPendingTexts()
    let all = workspace.diagnostics()
    for path in all.keys.sorted() {
      let diagnostics = all[path] ?? []
      let generation = generations[path, default: 0]
      if let previous = published[path] {
        if previous.diagnostics == diagnostics
          && (previous.generation == generation || diagnostics.isEmpty)
        {
          published[path]?.generation = generation
          continue
        }
      } else if diagnostics.isEmpty {
        published[path] = (diagnostics, generation)
        continue
      }
      published[path] = (diagnostics, generation)
      push(diagnostics, for: path)
    }
    for path in published.keys.sorted() where all[path] == nil {
      let wasEmpty = published[path]?.diagnostics.isEmpty ?? true
      published[path] = nil
      if !wasEmpty { push([], for: path) }
    }
  }

  private func push(_ diagnostics: [Diagnostic], for path: String) {
    var params: JSON = [
      "uri": .string(uri(path)), "diagnostics": .array(diagnostics.map(json)),
    ]
    if case .object(var members) = params, let version = openDocuments[path]?.version {
      members["version"] = .int(version)
      params = .object(members)
    }
    send("textDocument/publishDiagnostics", params)
  }

  /// A diagnostic as the protocol has it; notes with a location become related information, the
  /// others lines of the message.
  func json(_ diagnostic: Diagnostic) -> JSON {
    var message = diagnostic.message
    var related: [JSON] = []
    for note in diagnostic.notes {
      if let range = note.range {
        related.append(["location": location(range), "message": .string(note.message)])
      } else {
        message += "\n" + note.message
      }
    }
    var members: [String: JSON] = [
      "range": self.range(diagnostic.range),
      "severity": .int(diagnostic.severity == .error ? 1 : 2),
      "code": .string(diagnostic.code.rawValue),
      "source": "flowc",
      "message": .string(message),
    ]
    if !related.isEmpty { members["relatedInformation"] = .array(related) }
    return .object(members)
  }

  /// A range as the protocol has it, converted against its document's text.
  func range(_ range: SourceRange) -> JSON {
    let index = lineIndex(range.file)
    let start = index.position(of: range.start, encoding: encoding)
    let end = index.position(of: range.end, encoding: encoding)
    return ["start": json(start), "end": json(end)]
  }

  /// A position as the protocol has it.
  func json(_ position: ProtocolPosition) -> JSON {
    ["line": .int(position.line), "character": .int(position.character)]
  }

  /// A location (URI and range).
  func location(_ range: SourceRange) -> JSON {
    ["uri": .string(uri(range.file)), "range": self.range(range)]
  }
}

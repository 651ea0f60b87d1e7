import FlowLanguage
import FlowSpec

extension LanguageServer {
  /// The document and location a `TextDocumentPositionParams` names; nil for a document that is
  /// not a flow file of the module (its answer is empty).
  func target(_ params: JSON) throws(ResponseError) -> (path: String, at: SourceLocation)? {
    guard let uri = params["textDocument"]?["uri"]?.string,
      let position = params["position"].flatMap(position)
    else { throw .invalidParams("the request needs textDocument.uri and a position") }
    guard let path = flowFilePath(uri), workspace.bytes(of: path) != nil else { return nil }
    return (path, lineIndex(path).location(of: position, encoding: encoding))
  }

  /// `textDocument/completion`.
  func completion(_ params: JSON) throws(ResponseError) -> JSON {
    guard let (path, location) = try target(params) else { return [] }
    let items = workspace.completions(at: location, in: path).map { item -> JSON in
      var members: [String: JSON] = [
        "label": .string(item.label), "kind": .int(Self.completionKind(item.kind)),
      ]
      if let detail = item.detail { members["detail"] = .string(detail) }
      if let documentation = item.documentation {
        members["documentation"] = ["kind": "markdown", "value": .string(documentation)]
      }
      if let edit = item.edit { members["textEdit"] = json(edit) }
      return .object(members)
    }
    return ["isIncomplete": false, "items": .array(items)]
  }

  /// `textDocument/hover`: markdown.
  func hover(_ params: JSON) throws(ResponseError) -> JSON {
    guard let (path, location) = try target(params),
      let hover = workspace.hover(at: location, in: path)
    else { return .null }
    return [
      "contents": ["kind": "markdown", "value": .string(hover.markdown)],
      "range": range(hover.range),
    ]
  }

  /// `textDocument/definition`: locations.
  func definition(_ params: JSON) throws(ResponseError) -> JSON {
    guard let (path, location) = try target(params) else { return .null }
    return .array(workspace.definition(at: location, in: path).map(self.location))
  }

  /// `textDocument/references`: locations, with the declaration when `context.includeDeclaration`.
  func references(_ params: JSON) throws(ResponseError) -> JSON {
    guard let (path, location) = try target(params) else { return .null }
    let declaration = params["context"]?["includeDeclaration"]?.bool ?? true
    return .array(
      workspace.references(at: location, in: path, includingDeclaration: declaration).map(
        self.location))
  }

  /// `textDocument/documentSymbol`: hierarchical symbols, or flat symbol information for a
  /// client that does not take them.
  func documentSymbols(_ params: JSON) throws(ResponseError) -> JSON {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw .invalidParams("documentSymbol needs textDocument.uri")
    }
    guard let path = flowFilePath(uri), workspace.bytes(of: path) != nil else { return [] }
    let symbols = workspace.documentSymbols(in: path)
    if hierarchicalSymbols { return .array(symbols.map(json)) }
    var flat: [JSON] = []
    func add(_ symbol: DocumentSymbol, container: String?) {
      var members: [String: JSON] = [
        "name": .string(symbol.name), "kind": .int(Self.symbolKind(symbol.kind)),
        "location": location(symbol.range),
      ]
      if let container { members["containerName"] = .string(container) }
      flat.append(.object(members))
      for child in symbol.children { add(child, container: symbol.name) }
    }
    for symbol in symbols { add(symbol, container: nil) }
    return .array(flat)
  }

  /// `textDocument/codeAction`: the quick fixes of the diagnostics in the range.
  func codeActions(_ params: JSON) throws(ResponseError) -> JSON {
    guard let uri = params["textDocument"]?["uri"]?.string, let range = params["range"],
      let start = range["start"].flatMap(position), let end = range["end"].flatMap(position)
    else { throw .invalidParams("codeAction needs textDocument.uri and a range") }
    if let only = params["context"]?["only"]?.array?.compactMap(\.string),
      !only.contains(where: { $0 == "quickfix" || "quickfix".hasPrefix($0 + ".") || $0.isEmpty })
    {
      return []
    }
    guard let path = flowFilePath(uri), workspace.bytes(of: path) != nil else { return [] }
    let index = lineIndex(path)
    let sourceRange = SourceRange(
      file: path, start: index.location(of: start, encoding: encoding),
      end: index.location(of: end, encoding: encoding))
    let actions = workspace.codeActions(in: path, range: sourceRange)
    return .array(
      actions.map { action in
        let fixesOfSame = actions.filter { $0.diagnostic == action.diagnostic }.count
        return [
          "title": .string(action.title), "kind": "quickfix",
          "diagnostics": [json(action.diagnostic)], "edit": workspaceEdit(action.edits),
          "isPreferred": .bool(fixesOfSame == 1),
        ]
      })
  }

  /// Edits grouped by document, as a `WorkspaceEdit`'s `changes`.
  func workspaceEdit(_ edits: [TextEdit]) -> JSON {
    var changes: [String: [JSON]] = [:]
    for edit in edits { changes[uri(edit.range.file), default: []].append(json(edit)) }
    return ["changes": .object(changes.mapValues(JSON.array))]
  }

  func json(_ edit: TextEdit) -> JSON {
    ["range": range(edit.range), "newText": .string(edit.newText)]
  }

  func json(_ symbol: DocumentSymbol) -> JSON {
    var members: [String: JSON] = [
      "name": .string(symbol.name), "kind": .int(Self.symbolKind(symbol.kind)),
      "range": range(symbol.range), "selectionRange": range(symbol.selectionRange),
    ]
    if let detail = symbol.detail { members["detail"] = .string(detail) }
    if !symbol.children.isEmpty { members["children"] = .array(symbol.children.map(json)) }
    return .object(members)
  }

  /// The text a range covers in its document.
  func text(of range: SourceRange) -> String {
    let index = lineIndex(range.file)
    let bytes = workspace.bytes(of: range.file) ?? []
    let from = min(index.offset(of: range.start), bytes.count)
    let to = min(max(from, index.offset(of: range.end)), bytes.count)
    return String(decoding: bytes[from..<to], as: UTF8.self)
  }

  /// The protocol's `CompletionItemKind`.
  static func completionKind(_ kind: CompletionItem.Kind) -> Int {
    switch kind {
    case .key: 10  // Property
    case .screen: 7  // Class
    case .event: 23  // Event
    case .field: 5  // Field
    case .type: 22  // Struct
    case .enumCase: 20  // EnumMember
    case .flow: 9  // Module
    case .result: 12  // Value
    case .action: 3  // Function
    case .keyword: 14  // Keyword
    }
  }

  /// The protocol's `SymbolKind`.
  static func symbolKind(_ kind: DocumentSymbol.Kind) -> Int {
    switch kind {
    case .flow: 2  // Module
    case .screen: 5  // Class
    case .event: 24  // Event
    case .field: 8  // Field
    case .type: 23  // Struct
    case .enumCase: 22  // EnumMember
    case .action: 12  // Function
    case .result: 14  // Constant
    case .childFlow: 3  // Namespace
    }
  }
}

import FlowSpec

/// A flow declaration as a tree of document symbols.
enum Outline {
  static func symbol(of flow: FlowDeclaration) -> DocumentSymbol {
    var children: [DocumentSymbol] = []
    children += flow.inputs.map { field($0, detail: "input: \($0.type.value)") }
    children += flow.context.map { field($0, detail: "context: \($0.type.value)") }
    children += flow.environment.map { field($0, detail: "environment: \($0.type.value)") }
    for type in flow.types {
      let cases = type.cases.map {
        DocumentSymbol(name: $0.value, kind: .enumCase, range: $0.range, selectionRange: $0.range)
      }
      children.append(
        DocumentSymbol(
          name: type.name.value, kind: .type, detail: "enum",
          range: spanning(type.name.range, cases.map(\.range)), selectionRange: type.name.range,
          children: cases))
    }
    children += flow.actions.map { signature($0, kind: .action) }
    children += flow.results.map { signature($0, kind: .result) }
    children += flow.screens.map(screen)
    let range = spanning(flow.name.range, children.map(\.range))
    return DocumentSymbol(
      name: flow.name.value, kind: .flow, detail: "flow", range: range,
      selectionRange: flow.name.range, children: children)
  }

  private static func field(_ field: FieldDeclaration, detail: String) -> DocumentSymbol {
    DocumentSymbol(
      name: field.name.value, kind: .field, detail: detail,
      range: spanning(field.name.range, [field.type.range]), selectionRange: field.name.range)
  }

  private static func signature(_ signature: SignatureDeclaration, kind: DocumentSymbol.Kind)
    -> DocumentSymbol
  {
    let parameters = signature.parameters.map { field($0, detail: "\($0.type.value)") }
    return DocumentSymbol(
      name: signature.name.value, kind: kind, detail: Describe.parameters(signature.parameters),
      range: spanning(signature.name.range, parameters.map(\.range)),
      selectionRange: signature.name.range, children: parameters)
  }

  private static func screen(_ screen: ScreenDeclaration) -> DocumentSymbol {
    let events = screen.events.map { signature($0, kind: .event) }
    var ranges = events.map(\.range)
    for handler in screen.handlers {
      ranges.append(handler.event.range)
      ranges += handler.transitions.map(\.range)
    }
    ranges += screen.inputs.map(\.value.range)
    let kind: DocumentSymbol.Kind
    let detail: String
    switch screen.kind {
    case .view(let type):
      kind = .screen
      detail = type.map { "view: \($0.value)" } ?? "view"
      if let type { ranges.append(type.range) }
    case .flow(let name):
      kind = .childFlow
      detail = "flow: \(name.value)"
      ranges.append(name.range)
    }
    return DocumentSymbol(
      name: screen.name.value, kind: kind, detail: detail,
      range: spanning(screen.name.range, ranges), selectionRange: screen.name.range,
      children: events)
  }

  /// The smallest range from `first` covering every range of the same file.
  static func spanning(_ first: SourceRange, _ others: [SourceRange]) -> SourceRange {
    var range = first
    for other in others where other.file == first.file {
      range.start = min(range.start, other.start)
      range.end = max(range.end, other.end)
    }
    return range
  }
}

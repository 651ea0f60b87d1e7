import FlowSpec

extension LanguageWorkspace {
  /// The document's outline: the flow, its screens with their events, fields, types, actions.
  public func documentSymbols(in path: String) -> [DocumentSymbol] {
    guard let flow = documents[path]?.decoded.declaration else { return [] }
    return [Outline.symbol(of: flow)]
  }
}

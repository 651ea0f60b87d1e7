import FlowSpec

extension LanguageWorkspace {
  /// Completion items at a position (keys, screen names in targets, event names under `on`,
  /// payload fields after `event.`, context fields, inputs and environment values in
  /// expressions, type names, enum cases, child flows, a child's results under its node's `on`).
  public func completions(at location: SourceLocation, in path: String) -> [CompletionItem] {
    guard let document = documents[path],
      let context = CompletionContext(
        text: DocumentText(document.file.bytes), location: location, file: path)
    else { return [] }
    let index = moduleIndex(includingLast: true)
    let flow = document.decoded.declaration ?? document.lastDeclaration
    var completer = Completer(context: context, flow: flow, index: index)
    completer.complete()
    return completer.items
  }
}

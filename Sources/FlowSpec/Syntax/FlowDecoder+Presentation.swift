extension FlowDecoder {
  static let presentKeys = ["screen", "style", "detents", "swipeToDismiss"]
  static let presentKeyTable = KeyTable(presentKeys)
  /// The name of the system event a swipe-down sends to the node a `present` named.
  public static let dismissedEvent = "dismissed"

  /// `present: S`, or the long form `present: { screen: S, style: ..., detents: [...],
  /// swipeToDismiss: ... }`.
  mutating func decodePresent(_ node: YAMLNode) -> NavigationDeclaration? {
    if node.isScalar {
      return screenReference(node).map { .present($0, .standard) }
    }
    guard
      var map = MappingReader(
        node, what: "`present`", nullIsEmpty: false, diagnostics: &diagnostics)
    else { return nil }
    map.checkKeys(Self.presentKeyTable, in: "`present`", diagnostics: &diagnostics)
    var presentation = Presentation.standard
    var styleOK = true
    if let style = map["style"] {
      if let value = choice(style.value, among: Presentation.Style.allCases, what: "`style`") {
        presentation = Presentation(style: value)
      } else {
        styleOK = false
      }
    }
    if let detents = map["detents"], let values = decodeDetents(detents.value) {
      presentation.detents = values
      if styleOK && !presentation.style.isSheet {
        diagnostics.emit(
          .presentationConflict(
            "`detents` are for sheets (`sheet`, `pageSheet`, `formSheet`); "
              + "`\(presentation.style.rawValue)` has none"),
          at: detents.keyRange,
          notes: map["style"].map { [.init("`style` is here", at: $0.keyRange)] } ?? [])
      }
    }
    if let swipe = map["swipeToDismiss"], let allowed = bool(swipe.value, what: "`swipeToDismiss`")
    {
      if allowed && styleOK && !presentation.style.canBeSwiped {
        diagnostics.emit(
          .presentationConflict(
            "`\(presentation.style.rawValue)` cannot be swiped away; "
              + "remove `swipeToDismiss` or present a sheet"),
          at: swipe.value.range,
          notes: map["style"].map { [.init("`style` is here", at: $0.keyRange)] } ?? [])
      }
      presentation.allowsSwipe = allowed && presentation.style.canBeSwiped
    }
    guard let screen = map["screen"] else {
      diagnostics.emit(.missingKey("screen", in: "`present`"), at: node.range)
      return nil
    }
    return screenReference(screen.value).map { .present($0, presentation) }
  }

  /// `detents: [medium, large]`: at least one, each once.
  private mutating func decodeDetents(_ node: YAMLNode) -> [Presentation.Detent]? {
    guard let items = node.sequence else {
      diagnostics.emit(
        .wrongKind(expected: "a list such as `[medium, large]`", for: "`detents`", found: node),
        at: node.range)
      return nil
    }
    guard !items.isEmpty else {
      diagnostics.emit(
        .invalidPresentation("`detents` lists at least one of `medium`, `large`"), at: node.range)
      return nil
    }
    var detents: [Presentation.Detent] = []
    var valid = true
    for item in items {
      guard let detent = choice(item, among: Presentation.Detent.allCases, what: "a detent") else {
        valid = false
        continue
      }
      if detents.contains(detent) {
        diagnostics.emit(
          .invalidPresentation("detent `\(detent.rawValue)` is listed twice"), at: item.range)
        valid = false
      }
      detents.append(detent)
    }
    return valid ? detents : nil
  }

  /// A plain scalar naming one of `cases`; a located error with a did-you-mean otherwise.
  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ node: YAMLNode, among cases: [Choice], what: String
  ) -> Choice? where Choice.RawValue == String {
    let names = cases.map(\.rawValue)
    let text = node.isNonNullScalar ? node.scalarText : nil
    if let text, node.scalarStyle == .plain, let value = Choice(rawValue: text) { return value }
    let suggestion = text.flatMap { Identifier.suggestion(for: $0, among: names) }
    let hint =
      suggestion.map { "; did you mean `\($0)`?" }
      ?? "; expected one of: \(names.map { "`\($0)`" }.joined(separator: ", "))"
    let shown = text.map { "`\($0)`" } ?? node.kindDescription
    diagnostics.emit(
      .invalidPresentation("\(what) cannot be \(shown)\(hint)")
        .suggesting(suggestion, for: text ?? ""), at: node.range)
    return nil
  }

  /// `true` or `false`, plain.
  private mutating func bool(_ node: YAMLNode, what: String) -> Bool? {
    if node.isScalar && node.scalarStyle == .plain {
      if node.withScalarBytes({ $0.elementsEqual("true".utf8) }) { return true }
      if node.withScalarBytes({ $0.elementsEqual("false".utf8) }) { return false }
    }
    diagnostics.emit(.invalidValue("\(what) must be `true` or `false`"), at: node.range)
    return nil
  }
}

extension Diagnostic.Message {
  static func invalidPresentation(_ problem: String) -> Self {
    .init(.invalidPresentation, problem)
  }
  static func presentationConflict(_ problem: String) -> Self {
    .init(.presentationConflict, problem)
  }
}

/// Decodes a flow file's YAML tree into a `FlowDeclaration`, collecting every problem it finds.
public struct FlowDecoder {
  static let topLevelKeys = [
    "flow", "description", "inputs", "context", "environment", "types", "actions", "results",
    "start",
    "tabs",
    "screens",
  ]
  static let screenKeys = ["view", "flow", "title", "inputs", "events", "on"]
  static let topLevelKeyTable = KeyTable(topLevelKeys)
  static let screenKeyTable = KeyTable(screenKeys)
  static let fieldSpecKeyTable = KeyTable(["type", "sensitive"])
  static let contextFieldKeyTable = KeyTable(["type", "default", "sensitive"])
  static let startChoiceKeyTable = KeyTable(["when", "to"])

  /// The keys of a screen, in the order of `screenKeys`.
  enum ScreenKey: Int, CaseIterable {
    case view, flow, title, inputs, events, on
  }

  let file: String
  var diagnostics = Diagnostics()
  /// Scratch storage for the expression lexer, reused by every expression of the file.
  var tokens: [ExpressionToken] = []

  /// Decodes `root`; returns nil only when the file cannot be a flow at all (no map, no `flow`).
  public static func decode(_ root: YAMLNode, file: String, diagnostics: inout Diagnostics)
    -> FlowDeclaration?
  {
    var decoder = FlowDecoder(file: file)
    let flow = decoder.decodeFlow(root)
    diagnostics.append(contentsOf: decoder.diagnostics)
    return flow
  }

  private mutating func decodeFlow(_ root: YAMLNode) -> FlowDeclaration? {
    guard
      let map = MappingReader(
        root, what: "a flow file", nullIsEmpty: false, diagnostics: &diagnostics)
    else { return nil }
    map.checkKeys(Self.topLevelKeyTable, in: "a flow", diagnostics: &diagnostics)
    guard let namePair = map["flow"] else {
      diagnostics.emit(.missingKey("flow", in: "a flow file"), at: .startOf(file))
      return nil
    }
    guard let name = identifier(namePair.value, case: .upper) else { return nil }
    var start = StartDeclaration.choices([])
    var startRange = name.range
    let tabs = map["tabs"].map { decodeTabs($0) }
    if let pair = map["start"] {
      start = decodeStart(pair.value)
      startRange = pair.keyRange
      if let tabsPair = map["tabs"] {
        diagnostics.emit(
          .invalidTabs("a tab container starts with its first tab: remove `start` or `tabs`"),
          at: pair.keyRange, notes: [.init("`tabs` is here", at: tabsPair.keyRange)])
      }
    } else if let tabs, let pair = map["tabs"] {
      startRange = pair.keyRange
      if let first = tabs.first { start = .screen(first) }
    } else {
      diagnostics.emit(.missingKey("start", in: "flow `\(name.value)`"), at: name.range)
    }
    var screens: [ScreenDeclaration] = []
    if let pair = map["screens"] {
      if let screenMap = MappingReader(pair.value, what: "`screens`", diagnostics: &diagnostics) {
        screens = screenMap.pairs.compactMap { decodeScreen($0) }
      }
    } else {
      diagnostics.emit(.missingKey("screens", in: "flow `\(name.value)`"), at: name.range)
    }
    var flow = FlowDeclaration(
      name: name, file: file,
      description: map["description"].flatMap { text($0.value, what: "`description`") },
      inputs: fields(map["inputs"], what: "`inputs`"),
      context: fields(map["context"], what: "`context`", allowDefaults: true),
      environment: fields(map["environment"], what: "`environment`"),
      types: enums(map["types"]), actions: signatures(map["actions"], what: "`actions`"),
      results: signatures(map["results"], what: "`results`"), start: start, startRange: startRange,
      screens: screens)
    if let tabs, let pair = map["tabs"] {
      flow.tabs = tabs
      flow.tabsRange = pair.keyRange
    }
    return flow
  }

  // MARK: Names, text and types

  mutating func identifier(_ node: YAMLNode, case nameCase: Identifier.Case) -> Located<String>? {
    guard node.isNonNullScalar else {
      diagnostics.emit(
        .wrongKind(expected: "a name", for: "this value", found: node), at: node.range)
      return nil
    }
    return name(node, case: nameCase)
  }

  /// A pair's key as a name. A key is never read as null: `~` as a key is a bad name.
  mutating func identifier(key pair: YAMLPair, case nameCase: Identifier.Case) -> Located<String>? {
    name(pair.keyNode, case: nameCase)
  }

  /// Scalar `node`'s text as a name: checked on its bytes, and built as a string only once.
  private mutating func name(_ node: YAMLNode, case nameCase: Identifier.Case) -> Located<String>? {
    let valid = node.withScalarBytes { bytes in
      Identifier.isValid(bytes, case: nameCase) ? String(decoding: bytes, as: UTF8.self) : nil
    }
    if let valid { return Located(valid, at: node.range) }
    return identifier(node.scalarText, at: node.range, case: nameCase)
  }

  mutating func identifier(_ name: String, at range: SourceRange, case nameCase: Identifier.Case)
    -> Located<String>?
  {
    if let problem = Identifier.problem(with: name, case: nameCase) {
      diagnostics.emit(.invalidIdentifier(problem), at: range)
      return nil
    }
    return Located(name, at: range)
  }

  mutating func text(_ node: YAMLNode, what: String) -> String? {
    guard node.isNonNullScalar else {
      diagnostics.emit(.wrongKind(expected: "text", for: what, found: node), at: node.range)
      return nil
    }
    return node.scalarText
  }

  mutating func typeReference(_ node: YAMLNode) -> Located<TypeReference>? {
    // Most types are a valid bare name: checked on the bytes, with nothing else to parse.
    let name = node.withScalarBytes { bytes in
      Identifier.isValid(bytes, case: .upper) ? String(decoding: bytes, as: UTF8.self) : nil
    }
    if let name, !node.isNull { return Located(.named(name), at: node.range) }
    let parsed: TypeReference?
    let written: String
    if let items = node.sequence {
      // `[Restaurant]` unquoted is a YAML list of one type name: read it as an array type.
      guard items.count == 1, let inner = typeReference(items[0]) else {
        diagnostics.emit(
          .invalidType("[...]", "an array type names exactly one element type"), at: node.range)
        return nil
      }
      return Located(.array(inner.value), at: node.range)
    } else if node.isNonNullScalar {
      written = node.scalarText
      parsed = TypeReference.parse(written)
    } else {
      diagnostics.emit(
        .wrongKind(expected: "a type", for: "this value", found: node), at: node.range)
      return nil
    }
    guard let parsed else {
      diagnostics.emit(
        .invalidType(written, "write a type name, `T?` or `[T]` (quote `\"[T]?\"` in YAML)"),
        at: node.range)
      return nil
    }
    var invalidName: String?
    func check(_ type: TypeReference) {
      switch type {
      case .named(let name):
        if Identifier.problem(with: name, case: .upper) != nil { invalidName = name }
      case .optional(let inner), .array(let inner): check(inner)
      }
    }
    check(parsed)
    if let invalidName, invalidName.utf8.count > Identifier.maxLength,
      let problem = Identifier.problem(with: invalidName, case: .upper)
    {
      diagnostics.emit(.invalidType(written, problem), at: node.range)
      return nil
    }
    if let invalidName {
      let lowered = invalidName.lowercased()
      let builtIn =
        ValueType.builtIns.keys.sorted().first { $0.lowercased() == lowered }
        ?? ["integer": "Int", "boolean": "Bool", "float": "Double"][lowered]
      diagnostics.emit(
        .invalidType(
          written,
          "`\(invalidName)` is not an UpperCamelCase type name"
            + (builtIn.map { "; did you mean `\($0)`?" } ?? "")),
        at: node.range)
      return nil
    }
    return Located(parsed, at: node.range)
  }

  // MARK: Declarations

  mutating func fields(_ pair: YAMLPair?, what: String, allowDefaults: Bool = false)
    -> [FieldDeclaration]
  {
    guard let pair else { return [] }
    return fields(pair.value, what: what, allowDefaults: allowDefaults)
  }

  mutating func fields(
    _ node: YAMLNode, what: @autoclosure () -> String, allowDefaults: Bool = false
  ) -> [FieldDeclaration] {
    guard let map = MappingReader(node, what: what(), diagnostics: &diagnostics) else { return [] }
    var result: [FieldDeclaration] = []
    result.reserveCapacity(map.pairs.count)
    for pair in map.pairs {
      guard let name = identifier(key: pair, case: .lower) else { continue }
      if pair.value.mapping != nil {
        if let field = longField(pair, name: name, allowDefaults: allowDefaults) {
          result.append(field)
        }
      } else if let type = typeReference(pair.value) {
        result.append(FieldDeclaration(name: name, type: type))
      }
    }
    return result
  }

  /// `name: {type, sensitive}` (and `default` for a context field).
  private mutating func longField(_ pair: YAMLPair, name: Located<String>, allowDefaults: Bool)
    -> FieldDeclaration?
  {
    let what = "field `\(name.value)`"
    guard let spec = MappingReader(pair.value, what: what, diagnostics: &diagnostics) else {
      return nil
    }
    spec.checkKeys(
      allowDefaults ? Self.contextFieldKeyTable : Self.fieldSpecKeyTable, in: what,
      diagnostics: &diagnostics)
    guard let typePair = spec["type"] else {
      diagnostics.emit(.missingKey("type", in: what), at: pair.keyRange)
      return nil
    }
    guard let type = typeReference(typePair.value) else { return nil }
    let defaultValue = allowDefaults ? spec["default"].flatMap { expression($0.value) } : nil
    var isSensitive = false
    if let sensitive = spec["sensitive"] {
      let value = sensitive.value
      let plain = value.isScalar && value.scalarStyle == .plain
      if plain && value.withScalarBytes({ $0.elementsEqual("true".utf8) }) {
        isSensitive = true
      } else if !(plain && value.withScalarBytes({ $0.elementsEqual("false".utf8) })) {
        diagnostics.emit(
          .invalidValue("`sensitive` of \(what) must be `true` or `false`"), at: value.range)
      }
    }
    return FieldDeclaration(
      name: name, type: type, defaultValue: defaultValue, isSensitive: isSensitive)
  }

  mutating func enums(_ pair: YAMLPair?) -> [EnumDeclaration] {
    guard let pair, let map = MappingReader(pair.value, what: "`types`", diagnostics: &diagnostics)
    else { return [] }
    var result: [EnumDeclaration] = []
    for entry in map.pairs {
      guard let name = identifier(key: entry, case: .upper) else { continue }
      guard let items = entry.value.sequence, !items.isEmpty else {
        diagnostics.emit(
          .wrongKind(
            expected: "a non-empty list of cases", for: "enum `\(name.value)`", found: entry.value),
          at: entry.value.range)
        continue
      }
      result.append(
        EnumDeclaration(name: name, cases: items.compactMap { identifier($0, case: .lower) }))
    }
    return result
  }

  mutating func signatures(_ pair: YAMLPair?, what: String) -> [SignatureDeclaration] {
    guard let pair else { return [] }
    return signatures(pair.value, what: what)
  }

  mutating func signatures(_ node: YAMLNode, what: @autoclosure () -> String)
    -> [SignatureDeclaration]
  {
    guard let map = MappingReader(node, what: what(), diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard let name = identifier(key: pair, case: .lower) else { return nil }
      return SignatureDeclaration(
        name: name, parameters: fields(pair.value, what: "the fields of `\(name.value)`"))
    }
  }

  mutating func arguments(_ node: YAMLNode, what: @autoclosure () -> String)
    -> [ArgumentDeclaration]
  {
    guard let map = MappingReader(node, what: what(), diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard let name = identifier(key: pair, case: .lower),
        let value = expression(pair.value)
      else { return nil }
      return ArgumentDeclaration(name: name, value: value)
    }
  }

  // MARK: Start and screens

  private mutating func decodeStart(_ node: YAMLNode) -> StartDeclaration {
    if node.scalar != nil, let name = identifier(node, case: .lower) {
      return .screen(name)
    }
    guard let items = node.sequence else {
      if node.scalar == nil {
        diagnostics.emit(
          .wrongKind(
            expected: "a screen name or a list of `{when, to}`", for: "`start`", found: node),
          at: node.range)
      }
      return .choices([])
    }
    var choices: [StartChoice] = []
    for item in items {
      guard
        let map = MappingReader(
          item, what: "a start choice", nullIsEmpty: false, diagnostics: &diagnostics)
      else { continue }
      map.checkKeys(Self.startChoiceKeyTable, in: "a start choice", diagnostics: &diagnostics)
      guard let to = map["to"] else {
        diagnostics.emit(.missingKey("to", in: "a start choice"), at: item.range)
        continue
      }
      let condition = map["when"].flatMap { expression($0.value) }
      if let target = identifier(to.value, case: .lower) {
        choices.append(
          StartChoice(
            condition: condition, isGuarded: map["when"] != nil, target: target, range: item.range))
      }
    }
    return .choices(choices)
  }

  private mutating func decodeScreen(_ pair: YAMLPair) -> ScreenDeclaration? {
    guard let name = identifier(key: pair, case: .lower) else { return nil }
    if Self.shorthandTable.position(of: pair.keyNode) != nil {
      diagnostics.emit(
        .invalidIdentifier("`\(name.value)` is a transition shorthand and cannot name a screen"),
        at: name.range)
      return nil
    }
    // Built only for a diagnostic.
    func what() -> String { "screen `\(name.value)`" }
    guard let map = MappingReader(pair.value, what: what(), diagnostics: &diagnostics) else {
      return nil
    }
    var view: YAMLPair?
    var flow: YAMLPair?
    var title: YAMLPair?
    var inputs: YAMLPair?
    var eventsPair: YAMLPair?
    var on: YAMLPair?
    for entry in map.pairs {
      switch Self.screenKeyTable.position(of: entry.keyNode).flatMap(ScreenKey.init(rawValue:)) {
      case .view: view = entry
      case .flow: flow = entry
      case .title: title = entry
      case .inputs: inputs = entry
      case .events: eventsPair = entry
      case .on: on = entry
      case nil:
        MappingReader.reportUnknownKey(
          entry, allowed: Self.screenKeys, in: what(), diagnostics: &diagnostics)
      }
    }
    var kind = ScreenDeclaration.Kind.view(nil)
    if let view {
      kind = .view(identifier(view.value, case: .upper))
    }
    if let flow {
      if let view {
        diagnostics.emit(
          .invalidScreen(
            "\(what()) has both `view` and `flow`; a screen is a view or a child flow"),
          at: flow.keyRange, notes: [.init("`view` is here", at: view.keyRange)])
      }
      if let flowName = identifier(flow.value, case: .upper) { kind = .flow(flowName) }
    }
    var events: [SignatureDeclaration] = []
    if let eventsPair {
      if case .flow = kind {
        diagnostics.emit(
          .invalidScreen(
            "child-flow node `\(name.value)` declares no events: its events are the child's results"
          ),
          at: eventsPair.keyRange)
      } else {
        events = signatures(eventsPair.value, what: "the events of \(what())")
      }
    }
    var handlers: [HandlerDeclaration] = []
    if let on, let onMap = MappingReader(on.value, what: "`on`", diagnostics: &diagnostics) {
      handlers = onMap.pairs.compactMap { decodeHandler($0) }
    }
    return ScreenDeclaration(
      name: name, kind: kind, title: title.flatMap { text($0.value, what: "`title`") },
      inputs: inputs.map { arguments($0.value, what: "`inputs`") } ?? [], events: events,
      handlers: handlers)
  }
}

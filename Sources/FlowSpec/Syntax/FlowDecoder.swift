/// Decodes a flow file's YAML tree into a `FlowDeclaration`, collecting every problem it finds.
public struct FlowDecoder {
  static let topLevelKeys = [
    "flow", "description", "inputs", "context", "environment", "types", "actions", "results",
    "start",
    "screens",
  ]
  static let screenKeys = ["view", "flow", "title", "inputs", "events", "on"]

  let file: String
  var diagnostics = Diagnostics()

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
    map.checkKeys(Self.topLevelKeys, in: "a flow", diagnostics: &diagnostics)
    guard let namePair = map["flow"] else {
      diagnostics.emit(.missingKey("flow", in: "a flow file"), at: .startOf(file))
      return nil
    }
    guard let name = identifier(namePair.value, case: .upper) else { return nil }
    var start = StartDeclaration.choices([])
    var startRange = name.range
    if let pair = map["start"] {
      start = decodeStart(pair.value)
      startRange = pair.keyRange
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
    return FlowDeclaration(
      name: name, file: file,
      description: map["description"].flatMap { text($0.value, what: "`description`") },
      inputs: fields(map["inputs"], what: "`inputs`"),
      context: fields(map["context"], what: "`context`", allowDefaults: true),
      environment: fields(map["environment"], what: "`environment`"),
      types: enums(map["types"]), actions: signatures(map["actions"], what: "`actions`"),
      results: signatures(map["results"], what: "`results`"), start: start, startRange: startRange,
      screens: screens)
  }

  // MARK: Names, text and types

  mutating func identifier(_ node: YAMLNode, case nameCase: Identifier.Case) -> Located<String>? {
    guard let scalar = node.scalar, !node.isNull else {
      diagnostics.emit(
        .wrongKind(expected: "a name", for: "this value", found: node), at: node.range)
      return nil
    }
    return identifier(scalar.text, at: node.range, case: nameCase)
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
    guard let scalar = node.scalar, !node.isNull else {
      diagnostics.emit(.wrongKind(expected: "text", for: what, found: node), at: node.range)
      return nil
    }
    return scalar.text
  }

  mutating func typeReference(_ node: YAMLNode) -> Located<TypeReference>? {
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
    } else if let scalar = node.scalar, !node.isNull {
      written = scalar.text
      parsed = TypeReference.parse(scalar.text)
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

  mutating func fields(_ node: YAMLNode, what: String, allowDefaults: Bool = false)
    -> [FieldDeclaration]
  {
    guard let map = MappingReader(node, what: what, diagnostics: &diagnostics) else { return [] }
    var result: [FieldDeclaration] = []
    for pair in map.pairs {
      guard let name = identifier(pair.key, at: pair.keyRange, case: .lower) else { continue }
      if allowDefaults, pair.value.mapping != nil {
        guard
          let spec = MappingReader(
            pair.value, what: "field `\(name.value)`", diagnostics: &diagnostics)
        else { continue }
        spec.checkKeys(["type", "default"], in: "field `\(name.value)`", diagnostics: &diagnostics)
        guard let typePair = spec["type"] else {
          diagnostics.emit(.missingKey("type", in: "field `\(name.value)`"), at: pair.keyRange)
          continue
        }
        guard let type = typeReference(typePair.value) else { continue }
        let defaultValue = spec["default"].flatMap { expression($0.value) }
        result.append(FieldDeclaration(name: name, type: type, defaultValue: defaultValue))
      } else if let type = typeReference(pair.value) {
        result.append(FieldDeclaration(name: name, type: type))
      }
    }
    return result
  }

  mutating func enums(_ pair: YAMLPair?) -> [EnumDeclaration] {
    guard let pair, let map = MappingReader(pair.value, what: "`types`", diagnostics: &diagnostics)
    else { return [] }
    var result: [EnumDeclaration] = []
    for entry in map.pairs {
      guard let name = identifier(entry.key, at: entry.keyRange, case: .upper) else { continue }
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

  mutating func signatures(_ node: YAMLNode, what: String) -> [SignatureDeclaration] {
    guard let map = MappingReader(node, what: what, diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard let name = identifier(pair.key, at: pair.keyRange, case: .lower) else { return nil }
      return SignatureDeclaration(
        name: name, parameters: fields(pair.value, what: "the fields of `\(name.value)`"))
    }
  }

  mutating func arguments(_ node: YAMLNode, what: String) -> [ArgumentDeclaration] {
    guard let map = MappingReader(node, what: what, diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard let name = identifier(pair.key, at: pair.keyRange, case: .lower),
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
      map.checkKeys(["when", "to"], in: "a start choice", diagnostics: &diagnostics)
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
    guard let name = identifier(pair.key, at: pair.keyRange, case: .lower) else { return nil }
    if Identifier.reservedScreenNames.contains(name.value) {
      diagnostics.emit(
        .invalidIdentifier("`\(name.value)` is a transition shorthand and cannot name a screen"),
        at: name.range)
      return nil
    }
    let what = "screen `\(name.value)`"
    guard let map = MappingReader(pair.value, what: what, diagnostics: &diagnostics) else {
      return nil
    }
    map.checkKeys(Self.screenKeys, in: what, diagnostics: &diagnostics)
    var kind = ScreenDeclaration.Kind.view(nil)
    if let view = map["view"] {
      kind = .view(identifier(view.value, case: .upper))
    }
    if let flow = map["flow"] {
      if let view = map["view"] {
        diagnostics.emit(
          .invalidScreen("\(what) has both `view` and `flow`; a screen is a view or a child flow"),
          at: flow.keyRange, notes: [.init("`view` is here", at: view.keyRange)])
      }
      if let flowName = identifier(flow.value, case: .upper) { kind = .flow(flowName) }
    }
    var events: [SignatureDeclaration] = []
    if let eventsPair = map["events"] {
      if case .flow = kind {
        diagnostics.emit(
          .invalidScreen(
            "child-flow node `\(name.value)` declares no events: its events are the child's results"
          ),
          at: eventsPair.keyRange)
      } else {
        events = signatures(eventsPair.value, what: "the events of \(what)")
      }
    }
    var handlers: [HandlerDeclaration] = []
    if let on = map["on"],
      let onMap = MappingReader(on.value, what: "`on`", diagnostics: &diagnostics)
    {
      handlers = onMap.pairs.compactMap { decodeHandler($0) }
    }
    return ScreenDeclaration(
      name: name, kind: kind, title: map["title"].flatMap { text($0.value, what: "`title`") },
      inputs: map["inputs"].map { arguments($0.value, what: "`inputs`") } ?? [], events: events,
      handlers: handlers)
  }
}

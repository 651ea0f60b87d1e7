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
  static let fieldSpecKeys = ["type", "sensitive"]
  static let contextFieldKeys = ["type", "default", "sensitive"]
  static let startChoiceKeys = ["when", "to"]
  static let fieldSpecKeyTable = KeyTable(fieldSpecKeys)
  static let contextFieldKeyTable = KeyTable(contextFieldKeys)
  static let startChoiceKeyTable = KeyTable(startChoiceKeys)

  /// The keys of a screen, in the order of `screenKeys`.
  enum ScreenKey: Int, CaseIterable {
    case view, flow, title, inputs, events, on
  }

  let file: String
  var diagnostics = Diagnostics()
  /// The names whose declaration failed so far.
  var failed = FailedDeclarations()
  /// The context fields' names, for the did-you-mean of a `set` entry.
  var contextNames: [String] = []
  /// The map under `screens`, whose keys a screen reference that is not a valid name is
  /// compared with.
  var screensMap: YAMLMapping?
  /// The keys of `screensMap`, built the first time an invalid screen reference needs them.
  var screenNamesCache: Set<String>?
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
      var map = MappingReader(
        root, what: "a flow file", nullIsEmpty: false, diagnostics: &diagnostics)
    else { return nil }
    map.checkKeys(Self.topLevelKeyTable, in: "a flow", diagnostics: &diagnostics)
    guard let namePair = map["flow"] else {
      diagnostics.emit(.missingKey("flow", in: "a flow file"), at: .startOf(file))
      return nil
    }
    guard let name = identifier(namePair.value, case: .upper) else { return nil }
    // Declarations first, so that uses of a name whose declaration failed stay quiet.
    var declared = FailedDeclarations()
    let inputs = fields(map["inputs"], what: "`inputs`", failed: &declared.values)
    let context = fields(
      map["context"], what: "`context`", allowDefaults: true, failed: &declared.values)
    let environment = fields(map["environment"], what: "`environment`", failed: &declared.values)
    let actions = signatures(map["actions"], what: "`actions`", failed: &declared.actions)
    let results = signatures(map["results"], what: "`results`", failed: &declared.results)
    failed = declared
    contextNames = context.map(\.name.value)
    let screensPair = map["screens"]
    screensMap = screensPair?.value.mapping
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
    if let pair = screensPair {
      if let screenMap = MappingReader(pair.value, what: "`screens`", diagnostics: &diagnostics) {
        screens.reserveCapacity(screenMap.pairs.count)
        for screenPair in screenMap.pairs {
          guard let screen = decodeScreen(screenPair) else {
            failed.screens.insert(screenPair.key)
            continue
          }
          screens.append(screen)
        }
      } else {
        failed.screens.insertWhole()
      }
    } else {
      diagnostics.emit(.missingKey("screens", in: "flow `\(name.value)`"), at: name.range)
      failed.screens.insertWhole()
    }
    var flow = FlowDeclaration(
      name: name, file: file,
      description: map["description"].flatMap { text($0.value, what: "`description`") },
      inputs: inputs, context: context, environment: environment, types: enums(map["types"]),
      actions: actions, results: results, start: start, startRange: startRange, screens: screens)
    if let tabs, let pair = map["tabs"] {
      flow.tabs = tabs
      flow.tabsRange = pair.keyRange
    }
    flow.failed = failed
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

  /// A pair's key as a name that refers to a declared one. A key that is not a valid name is not
  /// reported when it is in `failed`, whose declaration of that name already was; when it is
  /// close to one of `declared` (`Next` for `next`), it gets a did-you-mean and is read as that
  /// name.
  mutating func identifier(
    key pair: YAMLPair, case nameCase: Identifier.Case, unlessFailedIn failed: FailedNames,
    meantAmong declared: () -> [String] = { [] }
  ) -> Located<String>? {
    if let valid = Self.validName(pair.keyNode, case: nameCase) {
      return Located(valid, at: pair.keyRange)
    }
    let written = pair.key
    if failed.contains(written) { return nil }
    if let problem = Identifier.problem(with: written, case: nameCase),
      let meant = Identifier.suggestion(for: written, among: declared()),
      Identifier.problem(with: meant, case: nameCase) == nil
    {
      diagnostics.emit(
        .invalidIdentifier("\(problem); did you mean `\(meant)`?").suggesting(meant, for: written),
        at: pair.keyRange)
      return Located(meant, at: pair.keyRange)
    }
    return identifier(written, at: pair.keyRange, case: nameCase)
  }

  /// Scalar `node`'s text as a name: checked on its bytes, and built as a string only once.
  private mutating func name(_ node: YAMLNode, case nameCase: Identifier.Case) -> Located<String>? {
    if let valid = Self.validName(node, case: nameCase) { return Located(valid, at: node.range) }
    return identifier(node.scalarText, at: node.range, case: nameCase)
  }

  /// Scalar `node`'s text when it is a valid name, checked on its bytes; nil otherwise.
  private static func validName(_ node: YAMLNode, case nameCase: Identifier.Case) -> String? {
    node.withScalarBytes { bytes in
      Identifier.isValid(bytes, case: nameCase) ? String(decoding: bytes, as: UTF8.self) : nil
    }
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
    if let invalidName,
      invalidName.utf8.count > Identifier.maxLength || Identifier.reserved.contains(invalidName),
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
            + (builtIn.map { "; did you mean `\($0)`?" } ?? "")
        ).suggesting(builtIn, for: invalidName),
        at: node.range)
      return nil
    }
    return Located(parsed, at: node.range)
  }

  // MARK: Declarations

  mutating func fields(
    _ pair: YAMLPair?, what: String, allowDefaults: Bool = false, failed: inout FailedNames
  ) -> [FieldDeclaration] {
    guard let pair else { return [] }
    return fields(pair.value, what: what, allowDefaults: allowDefaults, failed: &failed)
  }

  /// The fields of a map; the names of those that fail to declare are added to `failed`.
  mutating func fields(
    _ node: YAMLNode, what: @autoclosure () -> String, allowDefaults: Bool = false,
    failed: inout FailedNames
  ) -> [FieldDeclaration] {
    guard let map = MappingReader(node, what: what(), diagnostics: &diagnostics) else {
      failed.insertWhole()
      return []
    }
    var result: [FieldDeclaration] = []
    result.reserveCapacity(map.pairs.count)
    for pair in map.pairs {
      guard let name = identifier(key: pair, case: .lower) else {
        failed.insert(pair.key)
        continue
      }
      if pair.value.mapping != nil {
        if let field = longField(pair, name: name, allowDefaults: allowDefaults) {
          result.append(field)
        } else {
          failed.insert(name.value)
        }
      } else if let type = typeReference(pair.value) {
        result.append(FieldDeclaration(name: name, type: type))
      } else {
        failed.insert(name.value)
      }
    }
    return result
  }

  /// `name: {type, sensitive}` (and `default` for a context field).
  private mutating func longField(_ pair: YAMLPair, name: Located<String>, allowDefaults: Bool)
    -> FieldDeclaration?
  {
    let what = "field `\(name.value)`"
    guard var spec = MappingReader(pair.value, what: what, diagnostics: &diagnostics) else {
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
    let defaultValue = allowDefaults ? spec["default"].map { valueExpression($0.value) } : nil
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

  mutating func signatures(_ pair: YAMLPair?, what: String, failed: inout FailedNames)
    -> [SignatureDeclaration]
  {
    guard let pair else { return [] }
    return signatures(pair.value, what: what, failed: &failed)
  }

  /// Actions, results or events; the names of those that fail to declare are added to `failed`.
  mutating func signatures(
    _ node: YAMLNode, what: @autoclosure () -> String, failed: inout FailedNames
  ) -> [SignatureDeclaration] {
    guard let map = MappingReader(node, what: what(), diagnostics: &diagnostics) else {
      failed.insertWhole()
      return []
    }
    return map.pairs.compactMap { pair in
      guard let name = identifier(key: pair, case: .lower) else {
        failed.insert(pair.key)
        return nil
      }
      var signature = SignatureDeclaration(name: name, parameters: [])
      signature.parameters = fields(
        pair.value, what: "the fields of `\(name.value)`", failed: &signature.failedParameters)
      return signature
    }
  }

  /// `name: expression` pairs. A name in `failed` whose declaration failed is not reported again;
  /// an invalid name close to one of `declared` is read as that one.
  mutating func arguments(
    _ node: YAMLNode, what: @autoclosure () -> String, failed: FailedNames = FailedNames(),
    declared: () -> [String] = { [] }
  ) -> [ArgumentDeclaration] {
    guard let map = MappingReader(node, what: what(), diagnostics: &diagnostics) else { return [] }
    return map.pairs.compactMap { pair in
      guard
        let name = identifier(
          key: pair, case: .lower, unlessFailedIn: failed, meantAmong: declared)
      else { return nil }
      return ArgumentDeclaration(name: name, value: valueExpression(pair.value))
    }
  }
}

import FlowSpec

/// Every occurrence of every symbol in the module's decoded documents, with the tables needed to
/// resolve names (flows, enums). Built from the syntax model, so it works while the module has
/// errors.
struct ModuleIndex {
  /// Every occurrence, document by document.
  private(set) var occurrences: [Occurrence] = []
  /// The flows, by name (the first one when a name is declared twice).
  let flows: [String: FlowDeclaration]
  /// The module's enumerations, by name.
  let enums: [String: EnumDeclaration]
  /// The enums declaring each case name.
  let enumsByCase: [String: [String]]

  /// Indexes `declarations`; `texts` gives the documents' text, by path, to locate the names
  /// inside a written type.
  init(declarations: [FlowDeclaration], texts: [String: DocumentText]) {
    var flows: [String: FlowDeclaration] = [:]
    var enums: [String: EnumDeclaration] = [:]
    var enumsByCase: [String: [String]] = [:]
    for declaration in declarations {
      if flows[declaration.name.value] == nil { flows[declaration.name.value] = declaration }
      for type in declaration.types where enums[type.name.value] == nil {
        enums[type.name.value] = type
        for name in type.cases { enumsByCase[name.value, default: []].append(type.name.value) }
      }
    }
    self.flows = flows
    self.enums = enums
    self.enumsByCase = enumsByCase
    for declaration in declarations {
      var builder = OccurrenceBuilder(
        index: self, flow: declaration, text: texts[declaration.file] ?? DocumentText([]))
      builder.addFlow()
      occurrences += builder.occurrences
    }
  }

  /// The occurrence whose name is at `location` (the innermost one), if any.
  func occurrence(at location: SourceLocation, in path: String) -> Occurrence? {
    var best: Occurrence?
    for occurrence in occurrences
    where occurrence.range.file == path && occurrence.range.touches(location) {
      // A cursor just after a name touches it; one inside a name wins over that.
      if let current = best, !isBetter(occurrence.range, than: current.range, at: location) {
        continue
      }
      best = occurrence
    }
    return best
  }

  private func isBetter(_ range: SourceRange, than other: SourceRange, at location: SourceLocation)
    -> Bool
  {
    let inside = range.start <= location && location < range.end
    let otherInside = other.start <= location && location < other.end
    if inside != otherInside { return inside }
    return range.start > other.start
  }

  /// Every occurrence of `symbol`, declarations first, then in document order.
  func occurrences(of symbol: Symbol) -> [Occurrence] {
    let all = occurrences.filter { $0.symbol == symbol }
    return all.filter(\.isDeclaration) + all.filter { !$0.isDeclaration }
  }

  /// The enum a name of `flow` has as its type (an optional of one counts), if any.
  func enumType(ofValue name: String, in flow: FlowDeclaration) -> String? {
    let field = (flow.inputs + flow.context + flow.environment).first { $0.name.value == name }
    return field.flatMap { enumName($0.type.value) }
  }

  /// The enum named by a type (an optional of one counts), if any.
  func enumName(_ type: TypeReference) -> String? {
    switch type {
    case .named(let name): enums[name] == nil ? nil : name
    case .optional(let wrapped): enumName(wrapped)
    case .array: nil
    }
  }
}

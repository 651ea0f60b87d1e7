import FlowSpec

/// The module's decoded documents with the tables needed to resolve names (flows, enums), and
/// the occurrences of every symbol, found on demand (one document's, or every document's). Built
/// from the syntax model, so it works while the module has errors.
struct ModuleIndex {
  /// The flows, by name (the first one when a name is declared twice).
  let flows: [String: FlowDeclaration]
  /// The module's enumerations, by name.
  let enums: [String: EnumDeclaration]
  /// The enums declaring each case name.
  let enumsByCase: [String: [String]]
  /// Each document's declaration and text, in path order.
  private let documents: [(declaration: FlowDeclaration, text: [UInt8])]

  /// Indexes `documents`: each document's declaration, with its text to locate the names inside
  /// a written type.
  init(documents: [(declaration: FlowDeclaration, text: [UInt8])]) {
    var flows: [String: FlowDeclaration] = [:]
    var enums: [String: EnumDeclaration] = [:]
    var enumsByCase: [String: [String]] = [:]
    for (declaration, _) in documents {
      if flows[declaration.name.value] == nil { flows[declaration.name.value] = declaration }
      for type in declaration.types where enums[type.name.value] == nil {
        enums[type.name.value] = type
        for name in type.cases { enumsByCase[name.value, default: []].append(type.name.value) }
      }
    }
    self.flows = flows
    self.enums = enums
    self.enumsByCase = enumsByCase
    self.documents = documents
  }

  /// The occurrences in the document at `path`, in the order they are declared.
  func occurrences(inDocument path: String) -> [Occurrence] {
    documents.filter { $0.declaration.file == path }.flatMap(occurrences)
  }

  private func occurrences(_ document: (declaration: FlowDeclaration, text: [UInt8]))
    -> [Occurrence]
  {
    var builder = OccurrenceBuilder(index: self, flow: document.declaration, text: document.text)
    builder.addFlow()
    return builder.occurrences
  }

  /// The occurrence whose name is at `location` (the innermost one), if any.
  func occurrence(at location: SourceLocation, in path: String) -> Occurrence? {
    var best: Occurrence?
    for occurrence in occurrences(inDocument: path) where occurrence.range.touches(location) {
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
  ///
  /// A name written once counts once, even where the syntax model holds it twice (a tab
  /// container's first tab is also its start).
  func occurrences(of symbol: Symbol) -> [Occurrence] {
    var seen = Set<SourceRange>()
    let all = documents.filter { mayMention(symbol, $0.declaration) }.flatMap(occurrences).filter {
      $0.symbol == symbol && seen.insert($0.range).inserted
    }
    return all.filter(\.isDeclaration) + all.filter { !$0.isDeclaration }
  }

  /// False when `declaration` cannot hold an occurrence of `symbol`: a flow's own names appear in
  /// its file, its inputs and results also in its parents' (where a node starts it).
  private func mayMention(_ symbol: Symbol, _ declaration: FlowDeclaration) -> Bool {
    let flow: String
    var parentsToo = false
    switch symbol {
    case .flow, .type, .enumCase:
      return true
    case .screen(let name, _), .event(let name, _, _), .payloadField(let name, _, _, _),
      .context(let name, _), .environment(let name, _), .action(let name, _),
      .actionParameter(let name, _, _):
      flow = name
    case .input(let name, _), .result(let name, _), .resultField(let name, _, _):
      flow = name
      parentsToo = true
    }
    if declaration.name.value == flow { return true }
    guard parentsToo else { return false }
    return declaration.screens.contains {
      if case .flow(let child) = $0.kind { return child.value == flow }
      return false
    }
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

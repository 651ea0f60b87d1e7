import FlowSpec

/// The checks a new name passes before a rename: a valid name for its kind, not taken where it
/// would be declared.
enum Renaming {
  /// The built-in types of the format, which an enumeration cannot be named.
  static var builtInTypes: Dictionary<String, ValueType>.Keys { ValueType.builtIns.keys }

  /// Why `symbol` cannot be renamed to `newName`, or nil when it can.
  static func problem(renaming symbol: Symbol, to newName: String, index: ModuleIndex) -> String? {
    let kind = symbol.kindName
    let problem: String?
    if case .screen = symbol {
      problem = Identifier.problem(withScreenName: newName)
    } else {
      problem = Identifier.problem(with: newName, case: symbol.isUpperCase ? .upper : .lower)
    }
    if let problem { return "`\(newName)` is not a valid \(kind) name: \(problem)" }
    guard newName != symbol.name else { return nil }
    if let taken = takenBy(symbol, newName, index: index) {
      return "\(taken) named `\(newName)` exists"
    }
    return nil
  }

  /// What already has `newName` in the scope of `symbol` ("a screen"), if anything.
  private static func takenBy(_ symbol: Symbol, _ newName: String, index: ModuleIndex) -> String? {
    func names(_ fields: [FieldDeclaration]) -> [String] { fields.map(\.name.value) }
    switch symbol {
    case .flow(let name):
      // Another flow whose name differs only in case would need a file of the same name on a
      // case-insensitive file system; the flow itself may change only the case of its name.
      let folded = newName.lowercased()
      return index.flows.keys.contains { $0 != name && $0.lowercased() == folded } ? "a flow" : nil
    case .type:
      if index.enums[newName] != nil { return "a type" }
      if builtInTypes.contains(newName) { return "a built-in type" }
      return index.flows[newName] != nil ? "a flow" : nil
    case .enumCase(let type, _):
      return index.enums[type]?.cases.contains { $0.value == newName } == true ? "a case" : nil
    case .screen(let flow, _):
      let screens = index.flows[flow]?.screens ?? []
      return screens.contains { $0.name.value == newName } ? "a screen" : nil
    case .event(let flow, let screen, _):
      let screen = index.flows[flow]?.screens.first { $0.name.value == screen }
      return screen?.events.contains { $0.name.value == newName } == true ? "an event" : nil
    case .payloadField(let flow, let screen, let event, _):
      let screen = index.flows[flow]?.screens.first { $0.name.value == screen }
      let event = screen?.events.first { $0.name.value == event }
      return event?.parameters.contains { $0.name.value == newName } == true ? "a field" : nil
    case .input(let flow, _), .context(let flow, _), .environment(let flow, _):
      guard let flow = index.flows[flow] else { return nil }
      if names(flow.inputs).contains(newName) { return "an input" }
      if names(flow.context).contains(newName) { return "a context field" }
      return names(flow.environment).contains(newName) ? "an environment value" : nil
    case .action(let flow, _):
      let actions = index.flows[flow]?.actions ?? []
      return actions.contains { $0.name.value == newName } ? "an action" : nil
    case .actionParameter(let flow, let action, _):
      let action = index.flows[flow]?.actions.first { $0.name.value == action }
      return action?.parameters.contains { $0.name.value == newName } == true ? "a parameter" : nil
    case .result(let flow, _):
      let results = index.flows[flow]?.results ?? []
      return results.contains { $0.name.value == newName } ? "a result" : nil
    case .resultField(let flow, let result, _):
      let result = index.flows[flow]?.results.first { $0.name.value == result }
      return result?.parameters.contains { $0.name.value == newName } == true ? "a field" : nil
    }
  }
}

/// What resolving one flow needs to know about the rest of the module.
struct ModuleContext {
  /// Every flow declaration by name (first definition wins).
  var flows: [String: FlowDeclaration]
  /// Every enum of the module: name -> cases.
  var enums: [String: [String]]
  /// The names of flows whose file could not be read as a flow (an error was reported there),
  /// taken from the file names (`Auth.flow.yaml`): a child flow of such a name is not reported
  /// as undefined, and its results are unknown.
  var failedFlows: Set<String> = []

  /// Resolves a written type: built-in, module enum, or app type.
  func resolve(_ type: TypeReference) -> ValueType {
    switch type {
    case .named(let name):
      if let builtIn = ValueType.builtIns[name] { return builtIn }
      return enums[name] != nil ? .enumeration(name) : .app(name)
    case .optional(let wrapped): return .optional(resolve(wrapped))
    case .array(let element): return .array(resolve(element))
    }
  }

  func fields(_ declarations: [FieldDeclaration]) -> [Field] {
    declarations.map {
      Field(
        name: $0.name.value, type: resolve($0.type.value), defaultValue: nil, range: $0.name.range,
        isSensitive: $0.isSensitive)
    }
  }

  func signatures(_ declarations: [SignatureDeclaration]) -> [Signature] {
    declarations.map {
      Signature(name: $0.name.value, parameters: fields($0.parameters), range: $0.name.range)
    }
  }
}

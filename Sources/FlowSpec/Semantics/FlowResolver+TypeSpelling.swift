extension FlowResolver {
  /// Warns where a field of this flow (an input, context field, environment value, action
  /// parameter, result or event payload field) is declared with a type name that is a near-miss
  /// of a built-in type (`BuiltInTypeSpelling`): such a name is taken as an app type, and the
  /// errors would otherwise only appear at each use.
  mutating func checkTypeSpellings() {
    var fields = declaration.inputs + declaration.context + declaration.environment
    for signature in declaration.actions + declaration.results { fields += signature.parameters }
    for screen in declaration.screens {
      for event in screen.events { fields += event.parameters }
    }
    for field in fields {
      for name in Self.names(in: field.type.value)
      where ValueType.builtIns[name] == nil && module.enums[name] == nil {
        guard let meant = BuiltInTypeSpelling.builtIn(meantBy: name) else { continue }
        diagnostics.emit(.misspeltType(name, meant: meant), at: field.type.range)
      }
    }
  }

  /// The type names written in `type`, outermost first.
  private static func names(in type: TypeReference) -> [String] {
    switch type {
    case .named(let name): [name]
    case .optional(let wrapped), .array(let wrapped): names(in: wrapped)
    }
  }
}

extension Diagnostic.Message {
  static func misspeltType(_ name: String, meant: String) -> Self {
    .init(
      .misspeltType,
      "`\(name)` is not a built-in type, so it is taken as an app type; did you mean `\(meant)`?"
    ).suggesting(meant, for: name)
  }
}

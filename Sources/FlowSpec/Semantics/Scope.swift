/// The names an expression may use where it is written.
struct Scope {
  /// What a name written in an expression refers to.
  enum Binding {
    case input, context, environment
  }

  var inputs: [String: ValueType] = [:] {
    didSet { rebuildNames() }
  }
  var context: [String: ValueType] = [:] {
    didSet { rebuildNames() }
  }
  var environment: [String: ValueType] = [:] {
    didSet { rebuildNames() }
  }
  /// Every name of `inputs`, `context` and `environment` with what it refers to, looked up in
  /// that order: one lookup instead of three.
  private(set) var names: [String: (binding: Binding, type: ValueType)] = [:]
  /// The current event's payload; nil outside transitions.
  var event: NameTable<ValueType>?
  /// Why `event` is unavailable, for the message.
  var eventUnavailableReason = "`event` is only available in transitions"
  /// Whether context fields may be read (not in defaults).
  var allowsContext = true
  /// All enums of the module.
  var enums: [String: [String]] = [:]

  var allNames: [String] {
    Array(inputs.keys) + (allowsContext ? Array(context.keys) : []) + Array(environment.keys)
  }

  /// What `name` refers to, trying inputs, then context fields, then environment values.
  func lookup(_ name: String) -> (binding: Binding, type: ValueType)? { names[name] }

  private mutating func rebuildNames() {
    var names: [String: (binding: Binding, type: ValueType)] = [:]
    names.reserveCapacity(inputs.count + context.count + environment.count)
    for (name, type) in inputs { names[name] = (.input, type) }
    for (name, type) in context where names[name] == nil { names[name] = (.context, type) }
    for (name, type) in environment where names[name] == nil { names[name] = (.environment, type) }
    self.names = names
  }
}

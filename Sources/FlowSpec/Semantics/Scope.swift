/// The names an expression may use where it is written.
struct Scope {
  var inputs: [String: ValueType] = [:]
  var context: [String: ValueType] = [:]
  var environment: [String: ValueType] = [:]
  /// The current event's payload; nil outside transitions.
  var event: [String: ValueType]?
  /// Why `event` is unavailable, for the message.
  var eventUnavailableReason = "`event` is only available in transitions"
  /// Whether context fields may be read (not in defaults).
  var allowsContext = true
  /// All enums of the module.
  var enums: [String: [String]] = [:]

  var allNames: [String] {
    Array(inputs.keys) + (allowsContext ? Array(context.keys) : []) + Array(environment.keys)
  }
}

/// The names an expression may use where it is written.
///
/// The flow's names live in one shared, immutable object: a scope is copied for every screen,
/// handler and type checker, and a copy then retains one reference instead of five tables.
struct Scope {
  /// What a name written in an expression refers to.
  enum Binding {
    case input, context, environment
  }

  /// The flow's names; replaced as a whole when one of its tables is set.
  private final class Names {
    let inputs: [String: ValueType]
    let context: [String: ValueType]
    let environment: [String: ValueType]
    let enums: [String: [String]]
    let failedValues: FailedNames
    /// Every name of `inputs`, `context` and `environment` with what it refers to, looked up in
    /// that order: one lookup instead of three.
    let bindings: [String: (binding: Binding, type: ValueType)]

    init(
      inputs: [String: ValueType] = [:], context: [String: ValueType] = [:],
      environment: [String: ValueType] = [:], enums: [String: [String]] = [:],
      failedValues: FailedNames = FailedNames()
    ) {
      self.inputs = inputs
      self.context = context
      self.environment = environment
      self.enums = enums
      self.failedValues = failedValues
      var bindings: [String: (binding: Binding, type: ValueType)] = [:]
      bindings.reserveCapacity(inputs.count + context.count + environment.count)
      for (name, type) in inputs { bindings[name] = (.input, type) }
      for (name, type) in context where bindings[name] == nil { bindings[name] = (.context, type) }
      for (name, type) in environment where bindings[name] == nil {
        bindings[name] = (.environment, type)
      }
      self.bindings = bindings
    }
  }

  private var names = Names()

  var inputs: [String: ValueType] {
    get { names.inputs }
    set {
      names = Names(
        inputs: newValue, context: context, environment: environment, enums: enums,
        failedValues: failedValues)
    }
  }
  var context: [String: ValueType] {
    get { names.context }
    set {
      names = Names(
        inputs: inputs, context: newValue, environment: environment, enums: enums,
        failedValues: failedValues)
    }
  }
  var environment: [String: ValueType] {
    get { names.environment }
    set {
      names = Names(
        inputs: inputs, context: context, environment: newValue, enums: enums,
        failedValues: failedValues)
    }
  }
  /// All enums of the module.
  var enums: [String: [String]] {
    get { names.enums }
    set {
      names = Names(
        inputs: inputs, context: context, environment: environment, enums: newValue,
        failedValues: failedValues)
    }
  }
  /// Inputs, context fields and environment values whose declaration failed: a use of one of
  /// them is not reported again.
  var failedValues: FailedNames {
    get { names.failedValues }
    set {
      names = Names(
        inputs: inputs, context: context, environment: environment, enums: enums,
        failedValues: newValue)
    }
  }
  /// The current event's payload; nil outside transitions.
  var event: NameTable<String, ValueType>?
  /// The current event's payload fields whose declaration failed (all of them for an event
  /// that is not declared): `event.x` of one of them is not reported again.
  var failedEventFields = FailedNames()
  /// Why `event` is unavailable, for the message.
  var eventUnavailableReason = "`event` is only available in transitions"
  /// Whether context fields may be read (not in defaults).
  var allowsContext = true
  /// The optional names a guard proved are not nil here (`when: x != nil`): read with their
  /// types unwrapped.
  var narrowed: Set<TypedExpression.Narrowable> = []

  var allNames: [String] {
    Array(inputs.keys) + (allowsContext ? Array(context.keys) : []) + Array(environment.keys)
  }

  /// What `name` refers to, trying inputs, then context fields, then environment values.
  func lookup(_ name: String) -> (binding: Binding, type: ValueType)? { names.bindings[name] }
}

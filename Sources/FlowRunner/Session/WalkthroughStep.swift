import FlowSpec

/// One step taken in a walkthrough, as a line of a walkthrough script: an event with its fields,
/// `:back`, `:dismiss`, `:tab NAME`, or an environment answer (`:env name=value`).
public struct WalkthroughStep: Sendable, Equatable {
  /// The step with its real values, as a script line that carries it out again.
  public var command: WalkthroughCommand
  /// The line as it may be shown or saved: each sensitive value written as `Field.placeholder`.
  public var line: String

  /// A step from its command and the names of its sensitive fields.
  init(_ command: WalkthroughCommand, hiding sensitive: Set<String>) {
    self.command = command
    self.line = command.spelled { sensitive.contains($0) }
  }

  /// Whether the step changed the state (an input); an environment answer does not.
  public var isInput: Bool {
    if case .environment = command { return false }
    return true
  }

  /// The step that gives `input` again, named as it was in `state` (its sensitive fields are
  /// those of the event's signature there).
  static func input(_ input: MachineInput, in state: MachineState, machine: FlowMachine) -> Self {
    switch input {
    case .event(let name, let payload):
      let signature = machine.availableEvents(in: state).first { $0.name == name }
      // Fields in declaration order, so a saved line reads like the event's signature.
      let order = signature?.parameters.map(\.name) ?? []
      let names =
        order.filter { payload[$0] != nil } + payload.keys.filter { !order.contains($0) }.sorted()
      let fields = names.compactMap { name in payload[name].map { Field(name, text(of: $0)) } }
      let hidden = Set(signature?.parameters.filter(\.isSensitive).map(\.name) ?? [])
      return Self(.event(name, fields: fields), hiding: hidden)
    case .systemBack: return Self(.back, hiding: [])
    case .systemDismiss: return Self(.dismiss, hiding: [])
    case .selectTab(let name): return Self(.selectTab(name), hiding: [])
    }
  }

  /// The step `:env name=value`.
  static func answer(_ name: String, _ value: Value, machine: FlowMachine) -> Self {
    Self(
      .environment([Field(name, text(of: value))]),
      hiding: machine.isSensitiveEnvironment(name) ? [name] : [])
  }

  private typealias Field = WalkthroughCommand.Field

  /// `value` as text that `ValueParser` reads back as the same value.
  static func text(of value: Value) -> String {
    switch value {
    case .string(let text), .date(let text), .url(let text): text
    case .int(let number): String(number)
    case .double(let number): Value.format(number)
    case .bool(let flag): String(flag)
    case .enumCase(_, let name): name
    case .app(_, let token): token
    case .array(let items): "[" + items.map(text(of:)).joined(separator: ", ") + "]"
    case .null: "nil"
    case .redacted: FlowSpec.Field.placeholder
    }
  }
}

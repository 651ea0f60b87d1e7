import FlowSpec

/// One running flow.
///
/// Its inputs and context are slots in one array, in the order of its flow's declarations, and its
/// node is a position in its flow's screens (`FrameLayout` has the names): a step reads and writes
/// them by position. `inputs`, `context` and `node` give them by name.
public struct FlowFrame: Sendable, Equatable {
  /// Unique within a run.
  public internal(set) var id: Int
  /// The position of `node` in its flow's screens.
  @usableFromInline var screen: Int
  /// The position of its flow's program in the machine (`FlowProgram.position`).
  @usableFromInline var program: Int
  /// Its inputs, then its context fields, in declaration order; nil is unset.
  var slots: [Slot]
  /// The names of the slots.
  let layout: FrameLayout

  /// The flow's name.
  public var flow: String { layout.flow }

  /// The node it is on: the screen it shows, or the child-flow node whose child is running.
  public var node: String { layout.screens[screen] }

  /// The position of its flow in the module's flows (`ValidatedModule.flows`).
  @inlinable public var flowIndex: Int { program }

  /// The position of its node in its flow's screens (`Flow.screens`).
  @inlinable public var nodeIndex: Int { screen }

  /// The value of its input or context field `name`; nil when there is none or it is unset.
  public func value(named name: String) -> Value? {
    guard let slot = layout.slot(input: name) ?? layout.slot(context: name),
      case .value(let value) = slots[slot]
    else { return nil }
    return value
  }

  /// Its inputs.
  public var inputs: [String: Value] { layout.values(of: slots, names: layout.inputs, from: 0) }

  /// Its context; a field without a value is unset.
  public var context: [String: Value] {
    layout.values(of: slots, names: layout.context, from: layout.inputs.count)
  }

  /// Frames are equal when they run the same flow on the same node with the same values.
  public static func == (lhs: FlowFrame, rhs: FlowFrame) -> Bool {
    lhs.id == rhs.id && lhs.program == rhs.program && lhs.flow == rhs.flow && lhs.node == rhs.node
      && lhs.slots == rhs.slots
  }
}

/// The names a frame refers to by position: its flow's, its screens', and its slots' (the flow's
/// inputs, then its context fields, in declaration order). Made once for each flow and shared by
/// its frames.
final class FrameLayout: Sendable {
  /// The flow's name.
  let flow: String
  /// The screens' names, in declaration order.
  let screens: [String]
  /// The inputs' names.
  let inputs: [String]
  /// The context fields' names.
  let context: [String]
  /// Each input's slot, by name.
  private let inputSlots: [String: Int]
  /// Each context field's slot, by name.
  private let contextSlots: [String: Int]

  init(_ flow: Flow) {
    self.flow = flow.name
    screens = flow.screens.map(\.name)
    inputs = flow.inputs.map(\.name)
    context = flow.context.map(\.name)
    inputSlots = Dictionary(inputs.enumerated().map { ($1, $0) }) { first, _ in first }
    contextSlots = Dictionary(
      context.enumerated().map { [start = inputs.count] in ($1, start + $0) }
    ) {
      first, _ in first
    }
  }

  /// The slot of input `name`.
  func slot(input name: String) -> Int? { inputSlots[name] }

  /// The slot of context field `name`.
  func slot(context name: String) -> Int? { contextSlots[name] }

  /// The set values of `names`, whose slots start at `start`, by name.
  func values(of slots: [Slot], names: [String], from start: Int) -> [String: Value] {
    var result: [String: Value] = [:]
    for (offset, name) in names.enumerated() {
      if case .value(let value) = slots[start + offset] { result[name] = value }
    }
    return result
  }
}

/// A frame's slot: a value, or none (a context field not set yet).
enum Slot: Sendable, Equatable {
  /// No value.
  case unset
  /// A value.
  case value(Value)
}

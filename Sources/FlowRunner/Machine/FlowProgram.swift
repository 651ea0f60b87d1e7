import FlowSpec

/// A flow prepared for running: what a step would otherwise look up, render or walk on every input
/// is done once, when the machine is made.
///
/// Names are resolved to positions here: a frame's inputs and context are slots
/// (`FlowFrame.slots`), an event's payload is an array in its signature's order, and screens and
/// child flows are referred to by position. A step hashes no names.
///
/// A class, so a step holds a flow with one reference instead of copying the whole `Flow` value.
final class FlowProgram: Sendable {
  /// A transition with its expressions compiled and its target resolved. A class, so choosing one
  /// copies one reference.
  final class CompiledTransition: Sendable {
    /// The guard, if any.
    let condition: CompiledExpression?
    /// The guard's text, for the trace.
    let conditionText: String?
    /// The `set` values, in order, with the slot each is stored in (nil for an undeclared field).
    let assignments: [(slot: Int?, name: String, value: CompiledExpression)]
    /// The action calls, with their arguments in parameter order.
    let actions: [(action: String, arguments: [(name: String, value: CompiledExpression)])]
    /// The result payload, for a `finish`.
    let finishPayload: [(name: String, value: CompiledExpression)]
    /// The navigation.
    let navigation: Navigation
    /// The position of the screen a push, present or replace goes to (nil for no such screen).
    let target: Int?

    init(
      condition: CompiledExpression?, conditionText: String?,
      assignments: [(slot: Int?, name: String, value: CompiledExpression)],
      actions: [(action: String, arguments: [(name: String, value: CompiledExpression)])],
      finishPayload: [(name: String, value: CompiledExpression)], navigation: Navigation,
      target: Int?
    ) {
      self.condition = condition
      self.conditionText = conditionText
      self.assignments = assignments
      self.actions = actions
      self.finishPayload = finishPayload
      self.navigation = navigation
      self.target = target
    }
  }

  /// The transitions for one event.
  struct CompiledHandler: Sendable {
    /// The event (or child result) handled.
    let event: String
    /// The transitions, tried in order.
    let transitions: [CompiledTransition]
  }

  /// An event a screen sends.
  struct EventEntry: Sendable {
    /// The event's name.
    let name: String
    /// Its payload fields.
    let parameters: [Field]
    /// Their names and types.
    let fields: [(name: String, type: ValueType)]
    /// The position of its handler in `CompiledScreen.handlers`.
    let handler: Int?
  }

  /// A screen, or a child-flow node, prepared.
  struct CompiledScreen: Sendable {
    /// The screen's name.
    let name: String
    /// The child flow's name, for a child-flow node.
    let childFlow: String?
    /// The child flow's program position (nil for a view, or an unknown flow).
    let child: Int?
    /// The events it sends (a child node's are its child's results).
    let events: [EventEntry]
    /// Its handlers, in declaration order, then the one for `dismissed`, if any.
    let handlers: [CompiledHandler]
    /// Its inputs: a child node's each with the child's slot it goes to (nil for an undeclared
    /// input), a view's with no slot.
    let inputs: [(slot: Int?, name: String, value: CompiledExpression)]
    /// The context slots a view's inputs read (empty for a child node, whose inputs are read once,
    /// when the child starts).
    let reads: [Int]
    /// Whether evaluating its inputs can fail on a valid module: one of them reads the
    /// environment (which may be unanswered) or computes (which may overflow).
    let inputsMayFail: Bool

    /// The position of the handler for `event`.
    func handler(for event: String) -> Int? { handlers.firstIndex { $0.event == event } }
  }

  /// A start choice prepared.
  struct CompiledStart: Sendable {
    /// The guard, if any.
    let condition: CompiledExpression?
    /// The guard's text, for the trace.
    let text: String?
    /// The screen chosen.
    let targetName: String
    /// Its position (nil for no such screen).
    let target: Int?
  }

  /// The flow's position in the machine's programs (`FlowFrame.program`).
  let position: Int

  /// The flow.
  let flow: Flow
  /// The names of a frame's slots.
  let layout: FrameLayout
  /// Each screen's position in `flow.screens`, by name.
  let screenIndex: [String: Int]
  /// Each screen prepared, in declaration order.
  let screens: [CompiledScreen]
  /// Each start choice, in order.
  let start: [CompiledStart]
  /// Each context field's default, in declaration order: the slot, the compiled default, and
  /// whether the field is optional (unset optionals start as nil).
  let contextDefaults: [(slot: Int, value: CompiledExpression?, isOptional: Bool)]
  /// For each slot, whether some view screen's inputs read it: a step that sets it may have to
  /// update shown screens.
  let isReadByScreens: [Bool]
  /// Whether some view screen's inputs read a context field and can fail
  /// (`CompiledScreen.inputsMayFail`): only then must a step that makes no `update` effects still
  /// evaluate them.
  let liveInputsMayFail: Bool

  /// Prepares `flows[position]`; `programIndex` gives every flow's position and `layouts` every
  /// flow's layout, for child flows.
  init(_ flows: [Flow], position: Int, programIndex: [String: Int], layouts: [FrameLayout]) {
    let flow = flows[position]
    self.flow = flow
    self.position = position
    let layout = layouts[position]
    self.layout = layout
    let screenIndex = Dictionary(flow.screens.enumerated().map { ($1.name, $0) }) { first, _ in
      first
    }
    self.screenIndex = screenIndex
    let names = ExpressionNames(layout: layout, environment: flow.environment)
    self.screens = flow.screens.map { screen in
      Self.compile(screen, names: names, layouts: layouts, programIndex: programIndex) {
        screenIndex[$0]
      }
    }
    self.start = flow.start.map {
      CompiledStart(
        condition: $0.condition.map { CompiledExpression($0, names: names) },
        text: $0.condition?.description, targetName: $0.target, target: screenIndex[$0.target])
    }
    self.contextDefaults = flow.context.enumerated().map { offset, field in
      (
        layout.inputs.count + offset,
        field.defaultValue.map { CompiledExpression($0, names: names) },
        field.type.isOptional
      )
    }
    var isReadByScreens = [Bool](
      repeating: false, count: layout.inputs.count + layout.context.count)
    for screen in screens {
      for slot in screen.reads { isReadByScreens[slot] = true }
    }
    self.isReadByScreens = isReadByScreens
    liveInputsMayFail = screens.contains { !$0.reads.isEmpty && $0.inputsMayFail }
  }

  /// Whether evaluating `e` can fail on a valid module (where every field read is set and every
  /// operand has its operator's type): it reads the environment or computes.
  static func mayFail(_ e: TypedExpression) -> Bool {
    switch e.kind {
    case .environment, .unary(.negate, _): true
    case .input, .context, .eventField, .literal, .enumCase: false
    case .unary(.not, let operand): mayFail(operand)
    case .binary(let op, let lhs, let rhs):
      op == .add || op == .subtract || mayFail(lhs) || mayFail(rhs)
    }
  }

  private static func compile(
    _ screen: Screen, names: ExpressionNames, layouts: [FrameLayout], programIndex: [String: Int],
    screenIndex: (String) -> Int?
  ) -> CompiledScreen {
    let child = screen.childFlow.flatMap { programIndex[$0] }
    let childLayout = child.map { layouts[$0] }
    // Handlers by event, so that compiling a screen of many events is linear.
    let handlerIndex = Dictionary(screen.handlers.enumerated().map { ($1.event, $0) }) {
      first, _ in first
    }
    // `dismissed` comes last: no event has its name.
    let handlers = screen.allHandlers.map { handler in
      CompiledHandler(
        event: handler.event,
        transitions: handler.transitions.map {
          compile($0, names: names, screenIndex: screenIndex)
        })
    }
    return CompiledScreen(
      name: screen.name, childFlow: screen.childFlow, child: child,
      events: screen.events.map { event in
        EventEntry(
          name: event.name, parameters: event.parameters,
          fields: event.parameters.map { ($0.name, $0.type) },
          handler: handlerIndex[event.name])
      },
      handlers: handlers,
      inputs: screen.inputs.map { input in
        (
          childLayout?.slot(input: input.name), input.name,
          CompiledExpression(input.value, names: names)
        )
      },
      reads: screen.childFlow != nil
        ? []
        : screen.inputs.flatMap { input in
          input.value.contextReads.compactMap { names.layout.slot(context: $0.name) }
        },
      inputsMayFail: screen.inputs.contains { mayFail($0.value) })
  }

  private static func compile(
    _ transition: Transition, names: ExpressionNames, screenIndex: (String) -> Int?
  ) -> CompiledTransition {
    func compile(_ values: [NamedExpression]) -> [(name: String, value: CompiledExpression)] {
      values.map { ($0.name, CompiledExpression($0.value, names: names)) }
    }
    let target: Int?
    switch transition.navigation {
    case .push(let name), .present(let name, _), .replace(let name): target = screenIndex(name)
    default: target = nil
    }
    return CompiledTransition(
      condition: transition.condition.map { CompiledExpression($0, names: names) },
      conditionText: transition.condition?.description,
      assignments: transition.assignments.map {
        (names.layout.slot(context: $0.name), $0.name, CompiledExpression($0.value, names: names))
      },
      actions: transition.actions.map { ($0.action, compile($0.arguments)) },
      finishPayload: {
        if case .finish(_, let payload) = transition.navigation { return compile(payload) }
        return []
      }(),
      navigation: transition.navigation, target: target)
  }

  /// The position of screen `name`.
  func screen(_ name: String) -> Int? { screenIndex[name] }
}

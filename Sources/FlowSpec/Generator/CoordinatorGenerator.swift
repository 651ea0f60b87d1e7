/// Generates one flow's coordinator class: typed inputs, results and events, the factory,
/// environment and action protocols the app implements, and one method per handler.
struct CoordinatorGenerator {
  let flow: Flow
  let module: ValidatedModule
  private let emitter: SwiftExpressionEmitter

  init(flow: Flow, module: ValidatedModule) {
    self.flow = flow
    self.module = module
    self.emitter = SwiftExpressionEmitter(
      unwrappedContext: Set(flow.context.filter { !$0.type.isOptional }.map(\.name)))
  }

  var className: String { flow.name + "Coordinator" }
  private var viewScreens: [Screen] { flow.screens.filter { $0.childFlow == nil } }
  private var childScreens: [Screen] { flow.screens.filter { $0.childFlow != nil } }

  /// Screens a file at most: past this a flow's per-screen methods go into extensions in files of
  /// their own, because one giant file compiles super-linearly.
  static let screensPerFile = 100

  /// Whether large flows may be split across files.
  var splits = true

  /// Whether the flow is split across files.
  var isSplit: Bool { splits && flow.screens.count > Self.screensPerFile }

  /// `private ` for members of a single-file coordinator; nothing when the members are used from
  /// the extension files of a split one.
  var access: String { isSplit ? "" : "private " }

  /// The coordinator's files: `NAMECoordinator.swift`, and for a split flow
  /// `NAMECoordinator+ScreensN.swift`, as (file name, contents).
  func generate() -> [(String, String)] {
    var writer = SwiftWriter()
    writer.line(SwiftLine(GeneratedFile.header(source: flow.file)))
    writer.line()
    writer.line("import Foundation")
    writer.line()
    writer.documentation(flow.description ?? "The \(flow.name) flow's coordinator.")
    writer.line("@MainActor")
    writer.block("final class \(className): FlowFrame {") { body in
      self.declarations(&body)
      self.storage(&body)
      self.lifecycle(&body)
      if !isSplit {
        self.entering(flow.screens, &body)
        self.handlers(flow.screens, &body)
      }
    }
    var files = [("\(className).swift", writer.text)]
    guard isSplit else { return files }
    let chunks = stride(from: 0, to: flow.screens.count, by: Self.screensPerFile).map {
      Array(flow.screens[$0..<min($0 + Self.screensPerFile, flow.screens.count)])
    }
    for (index, chunk) in chunks.enumerated() {
      var part = SwiftWriter()
      part.line(SwiftLine(GeneratedFile.header(source: flow.file)))
      part.line()
      part.line("import Foundation")
      part.line()
      part.block("extension \(className) {") { body in
        self.entering(chunk, &body)
        self.handlers(chunk, &body)
      }
      files.append(("\(className)+Screens\(index + 1).swift", part.text))
    }
    return files
  }

  /// `name: Type` for each field of a parameter list.
  private func parameters(_ fields: [Field]) -> [SwiftLine] {
    fields.map { "\($0.name): \(SwiftNames.type($0.type))" }
  }

  /// Declares `let name: [String]` holding `label: value` texts for a record, one item a line;
  /// `values` are the locals holding the values, in the order of `labels`.
  private func fieldList(
    _ w: inout SwiftWriter, _ name: String, labels: [String], values: [String]
  ) {
    let items = zip(labels, values).map { label, value -> SwiftLine in
      "\(quoted: "\(label): ") + flowDescription(\(value) as Any)"
    }
    switch items.count {
    case 0: w.line("let \(name): [String] = []")
    case 1: w.line("let \(name): [String] = [\(items[0])]")
    default:
      w.block("let \(name): [String] = [", closing: "]") { list in
        for item in items { list.line("\(item),") }
      }
    }
  }

  // MARK: Declarations

  private func declarations(_ w: inout SwiftWriter) {
    w.documentation("The values given when the flow starts.")
    w.block("struct Inputs {") { body in
      if flow.inputs.isEmpty { body.line("// The flow takes no inputs.") }
      for field in flow.inputs { body.line("var \(field.name): \(SwiftNames.type(field.type))") }
    }
    w.line()
    w.documentation("How the flow finishes.")
    w.block("enum Result {") { body in
      if flow.results.isEmpty { body.line("// The flow declares no results: it never finishes.") }
      for result in flow.results {
        let payload: SwiftLine =
          result.parameters.isEmpty ? "" : "(\(list: parameters(result.parameters)))"
        body.line("case \(result.name)\(payload)")
      }
    }
    for screen in viewScreens {
      w.line()
      w.documentation("What `\(screen.name)` can send.")
      w.block("enum \(SwiftNames.upper(screen.name))Event {") { body in
        if screen.events.isEmpty { body.line("// `\(screen.name)` sends no events.") }
        for event in screen.events {
          let payload: SwiftLine =
            event.parameters.isEmpty ? "" : "(\(list: parameters(event.parameters)))"
          body.line("case \(event.name)\(payload)")
        }
      }
    }
    w.line()
    w.documentation(
      "Builds the screens: each gets its inputs and a way to send its events, nothing else.")
    w.line("@MainActor")
    w.block("protocol Screens: AnyObject {") { body in
      for screen in viewScreens {
        let name = SwiftNames.upper(screen.name)
        var parameters = screen.inputs.map { input -> SwiftLine in
          "\(input.name): \(SwiftNames.type(input.value.type))"
        }
        parameters.append("send: @escaping @MainActor (\(name)Event) -> Void")
        body.documentation(
          screen.title.map { "Builds `\(screen.name)`: \($0)." } ?? "Builds `\(screen.name)`.")
        body.line("func make\(name)(\(list: parameters)) -> AnyObject")
      }
    }
    w.line()
    w.documentation("Facts the app answers when the flow needs them.")
    w.line("@MainActor")
    w.block("protocol Environment: AnyObject {") { body in
      for field in flow.environment {
        body.documentation("`\(field.name)`.")
        body.line("var \(field.name): \(SwiftNames.type(field.type)) { get }")
      }
    }
    w.line()
    w.documentation("Model changes the app performs when the flow asks.")
    w.line("@MainActor")
    w.block("protocol Actions: AnyObject {") { body in
      for action in flow.actions {
        body.documentation("`\(action.name)`.")
        body.line("func \(action.name)(\(list: parameters(action.parameters)))")
      }
    }
    w.line()
    w.documentation("Builds the child flows' coordinators (the app decides which).")
    w.line("@MainActor")
    w.block("protocol Children: AnyObject {") { body in
      for screen in childScreens {
        guard let child = screen.childFlow else { continue }
        body.documentation("Builds the coordinator of child flow `\(child)` for `\(screen.name)`.")
        body.line(
          "func make\(SwiftNames.upper(screen.name))(inputs: \(child)Coordinator.Inputs) -> \(child)Coordinator"
        )
      }
    }
    w.line()
  }

  // MARK: Storage and lifecycle

  private func storage(_ w: inout SwiftWriter) {
    w.documentation("The flow's name, as records show it.")
    w.line("nonisolated let flowName = \(SwiftLiteral.string(flow.name))")
    w.line("\(access)let inputs: Inputs")
    w.line("\(access)let screens: any Screens")
    w.line("\(access)let environment: any Environment")
    w.line("\(access)let actions: any Actions")
    w.line("\(access)let children: any Children")
    w.line("\(access)var session: FlowSession?")
    w.line("\(access)var onFinish: ((Result) -> Void)?")
    w.line("\(access)var child: FlowFrame?")
    w.line("\(access)var isPaused = false")
    for field in flow.context {
      let type =
        field.type.isOptional ? SwiftNames.type(field.type) : SwiftNames.type(.optional(field.type))
      w.line("\(access)var \(SwiftNames.contextProperty(field.name)): \(type)")
    }
    w.line()
  }

  private func lifecycle(_ w: inout SwiftWriter) {
    w.documentation("Creates the coordinator; nothing is shown until it starts.")
    w.block(
      "init(inputs: Inputs, screens: any Screens, environment: any Environment, actions: any Actions, children: any Children) {"
    ) { body in
      for name in ["inputs", "screens", "environment", "actions", "children"] {
        body.line("self.\(name) = \(name)")
      }
    }
    w.line()
    w.documentation("Starts the flow as the root of `session`.")
    w.block("func start(session: FlowSession) {") { body in
      body.line(
        "session.step { self.begin(session: session, placement: .root, node: nil) { _ in } }")
    }
    w.line()
    w.documentation(
      "Starts the flow with its first screen placed as `placement`; `onFinish` gets its result.")
    w.block(
      "func begin(session: FlowSession, placement: FlowSession.Placement, node: String?, onFinish: @escaping (Result) -> Void) {"
    ) { body in
      body.line("self.session = session")
      body.line("self.onFinish = onFinish")
      body.line("session.begin(self)")
      for field in flow.context {
        if let value = field.defaultValue {
          body.line("self.\(SwiftNames.contextProperty(field.name)) = \(emitter.emit(value))")
        } else {
          body.line("self.\(SwiftNames.contextProperty(field.name)) = nil")
        }
      }
      fieldList(
        &body, "inputs", labels: flow.inputs.map(\.name),
        values: flow.inputs.map { "self.inputs.\($0.name)" })
      body.line(
        "let arguments = inputs.isEmpty ? \"\" : \"(\" + inputs.joined(separator: \", \") + \")\"")
      body.ifElse("let node") { then in
        then.line("session.record(\"start child flow \(flow.name)\\(arguments) at `\\(node)`\")")
      } else: { otherwise in
        otherwise.line("session.record(\"start \(flow.name)\\(arguments)\")")
      }
      let announce = flow.start.count > 1 || flow.start.first?.condition != nil
      for (index, choice) in flow.start.enumerated() {
        let condition: SwiftLine = choice.condition.map { "\(emitter.condition($0))" } ?? "true"
        body.block("if \(condition) {") { then in
          if announce {
            let why =
              choice.condition.map { " (when \($0))" }
              ?? (index > 0 ? " (no earlier guard held)" : "")
            then.line(
              "session.record(\(SwiftLiteral.string("\(flow.name) start -> choice \(index + 1)\(why)")))"
            )
          }
          then.line("self.enter\(SwiftNames.upper(choice.target))(placement)")
          then.line("return")
        }
      }
    }
    w.line()
    w.documentation(
      "Ends the flow, and any child it runs, without a result, removing their screens.")
    w.block("func stop() {") { body in
      body.line("session?.stop(self)")
    }
    w.line()
    w.documentation(
      "Ignores events (recording them as ignored) until `resume()`; pauses the running child.")
    w.block("func pause() {") { body in
      body.line("isPaused = true")
      body.line("child?.pause()")
    }
    w.line()
    w.documentation("Handles events again, and resumes the running child.")
    w.block("func resume() {") { body in
      body.line("isPaused = false")
      body.line("child?.resume()")
    }
    w.line()
    w.documentation(
      "Its child ended without a result (system back, a swipe, or `stop()`): release it.")
    w.block("func childWasCancelled() {") { body in
      body.line("child = nil")
    }
    w.line()
    w.documentation(
      "System back or a swipe removed the flow's last screen: it ends without a result.")
    w.block("func flowWasCancelled() {") { body in
      body.line("child = nil")
      body.line("onFinish = nil")
    }
    guard !flow.results.isEmpty else { return }
    w.line()
    w.block("\(access)func finish(_ result: Result, record: String) {") { body in
      body.line("guard let session else { return }")
      body.line("session.finish(self)")
      body.line("session.record(record)")
      body.line("let onFinish = self.onFinish")
      body.line("self.onFinish = nil")
      body.line("onFinish?(result)")
    }
  }

  // MARK: Entering nodes

  private func entering(_ screens: [Screen], _ w: inout SwiftWriter) {
    for screen in screens {
      let name = SwiftNames.upper(screen.name)
      var arguments = screen.inputs.map { input -> SwiftLine in
        "\(input.name): \(emitter.emit(input.value))"
      }
      w.line()
      w.block("\(access)func enter\(name)(_ placement: FlowSession.Placement) {") { body in
        body.line("guard let session else { return }")
        if let child = screen.childFlow {
          body.line(
            "let child = children.make\(name)(inputs: \(child)Coordinator.Inputs(\(list: arguments)))"
          )
          body.line("self.child = child")
          body.block(
            "child.begin(session: session, placement: placement, node: \(quoted: screen.name)) { [weak self] result in"
          ) { closure in
            closure.line("self?.child = nil")
            // A child without results has no handler: its result type has no cases.
            if !screen.events.isEmpty {
              closure.line("self?.handle\(name)(result)")
            }
          }
        } else {
          // A screen without events gets a `send` it can never call (its event type is empty).
          arguments.append(
            screen.events.isEmpty
              ? "send: { _ in }" : "send: { [weak self] event in self?.handle\(name)(event) }")
          body.line("let screen = screens.make\(name)(\(list: arguments))")
          body.line("session.show(screen, named: \(quoted: screen.name), for: self, placement)")
        }
      }
    }
  }

  // MARK: Handlers

  private func handlers(_ screens: [Screen], _ w: inout SwiftWriter) {
    for screen in screens where !screen.events.isEmpty {
      let name = SwiftNames.upper(screen.name)
      let eventType: SwiftLine =
        screen.childFlow.map { "\($0)Coordinator.Result" } ?? "\(name)Event"
      w.line()
      w.block("\(access)func handle\(name)(_ event: \(eventType)) {") { body in
        body.line("guard let session else { return }")
        if screen.childFlow == nil {
          body.line("guard session.isTop(\(quoted: screen.name), of: self) else { return }")
          body.block("guard !isPaused else {") { paused in
            paused.line(
              "session.record(\(quoted: "\(flow.name).\(screen.name): event ignored while paused"))"
            )
            paused.line("return")
          }
        }
        body.block("session.step {") { step in
          step.switchBlock("switch event {") { cases in
            for (event, handler) in zip(screen.events, screen.handlers) {
              // Bind only the payload fields some transition reads.
              let used = Self.eventFieldsRead(by: handler)
              let bindings = event.parameters.map { parameter -> SwiftLine in
                used.contains(parameter.name)
                  ? "let \(SwiftNames.payloadLocal(parameter.name))" : "_"
              }
              let pattern: SwiftLine = used.isEmpty ? "" : "(\(list: bindings))"
              cases.caseBlock("case .\(event.name)\(pattern):") { caseBody in
                self.transitions(
                  handler, subject: "\(flow.name).\(screen.name): \(handler.event)", &caseBody)
              }
            }
          }
        }
      }
    }
  }

  /// The event payload fields a handler's transitions read, in the order first read (a payload
  /// has a few fields: a list is cheaper to build than a set).
  static func eventFieldsRead(by handler: Handler) -> [String] {
    var names: [String] = []
    func scan(_ e: TypedExpression?) {
      switch e?.kind {
      case .eventField(let name): if !names.contains(name) { names.append(name) }
      case .unary(_, let operand): scan(operand)
      case .binary(_, let lhs, let rhs):
        scan(lhs)
        scan(rhs)
      default: break
      }
    }
    for transition in handler.transitions {
      scan(transition.condition)
      for assignment in transition.assignments { scan(assignment.value) }
      for call in transition.actions {
        for argument in call.arguments { scan(argument.value) }
      }
      if case .finish(_, let payload) = transition.navigation {
        for field in payload { scan(field.value) }
      }
    }
    return names
  }

  /// A handler's transitions, tried in order; `subject` (`Flow.screen: event`) begins the records.
  private func transitions(_ handler: Handler, subject: String, _ w: inout SwiftWriter) {
    for (index, transition) in handler.transitions.enumerated() {
      let why =
        transition.condition.map { " (when \($0))" }
        ?? (index > 0 ? " (no earlier guard held)" : "")
      let record: SwiftLine =
        "session.record(\(quoted: "\(subject) -> transition \(index + 1)\(why)"))"
      guard let condition = transition.condition else {
        // Unguarded: always taken, and nothing after it can run (validation rejects the rest).
        w.line(record)
        self.transition(transition, &w)
        return
      }
      w.block("if \(emitter.condition(condition)) {") { body in
        body.line(record)
        self.transition(transition, &body)
        body.line("return")
      }
    }
    w.line("session.record(\(quoted: "\(subject) ignored: no transition's guard holds"))")
  }

  private func transition(_ transition: Transition, _ w: inout SwiftWriter) {
    for (index, assignment) in transition.assignments.enumerated() {
      w.line(
        "let assigned\(index): \(SwiftNames.type(assignment.value.type)) = \(emitter.emit(assignment.value))"
      )
    }
    for (index, assignment) in transition.assignments.enumerated() {
      w.line("self.\(SwiftNames.contextProperty(assignment.name)) = assigned\(index)")
      w.line(
        "session.record(\"set \(assignment.name) = \\(flowDescription(assigned\(index) as Any))\")")
    }
    for call in transition.actions {
      w.block("do {") { body in
        let locals = self.locals("argument", call.arguments, &body)
        let names = call.arguments.map(\.name)
        let arguments = zip(names, locals).map { name, local -> SwiftLine in "\(name): \(local)" }
        body.line("actions.\(call.action)(\(list: arguments))")
        fieldList(&body, "fields", labels: names, values: locals)
        body.line(
          "session.record(\"action \(call.action)(\" + fields.joined(separator: \", \") + \")\")")
      }
    }
    switch transition.navigation {
    case .stay:
      break
    case .push(let target):
      w.line("self.enter\(SwiftNames.upper(target))(.push)")
    case .present(let target):
      w.line("self.enter\(SwiftNames.upper(target))(.present(self))")
    case .replace(let target):
      w.line("session.clearTopStack(of: self)")
      w.line("self.enter\(SwiftNames.upper(target))(.replace)")
    case .back:
      w.line("session.back(self)")
    case .popTo(let target):
      w.line("session.popTo(\(quoted: target), for: self)")
    case .dismiss:
      w.line("session.dismiss(self)")
    case .finish(let result, let payload):
      let locals = self.locals("payload", payload, &w)
      let names = payload.map(\.name)
      guard !payload.isEmpty else {
        w.line("finish(.\(result), record: \"\(flow.name) finished: \(result)\")")
        return
      }
      fieldList(&w, "fields", labels: names, values: locals)
      let arguments = zip(names, locals).map { name, local -> SwiftLine in "\(name): \(local)" }
      w.line(
        "finish(.\(result)(\(list: arguments)), record: \"\(flow.name) finished: \(result)(\" + fields.joined(separator: \", \") + \")\")"
      )
    }
  }

  /// Declares `let PREFIXn: Type = value` for each value, in order, and returns the locals' names.
  private func locals(
    _ prefix: String, _ values: [NamedExpression], _ w: inout SwiftWriter
  ) -> [String] {
    var names: [String] = []
    for (index, value) in values.enumerated() {
      let local = "\(prefix)\(index)"
      w.line("let \(local): \(SwiftNames.type(value.value.type)) = \(emitter.emit(value.value))")
      names.append(local)
    }
    return names
  }
}

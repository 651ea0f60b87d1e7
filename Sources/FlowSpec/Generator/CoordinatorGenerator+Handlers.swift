/// The coordinator's event handlers: one method a screen, trying each event's transitions in
/// order and recording what it does in the words `flowc run` prints.
extension CoordinatorGenerator {
  /// Appends `handleNAME(_:)` for each of `screens` that has events. A view screen's handler
  /// returns what became of the event (its `send` has already checked that the flow runs, the
  /// screen is on top and the flow is not paused, and runs it in one step); a child-flow node's
  /// handler runs within the step in which the child finished.
  func handlers(_ screens: [Screen], _ w: inout SwiftWriter) {
    for screen in screens where !screen.events.isEmpty {
      let name = UpperCased(screen.name)
      let delivers = screen.childFlow == nil
      w.line()
      w.line { text in
        text.append(parts: access, "func handle", name, "(_ event: ")
        if let child = screen.childFlow {
          text.append(parts: child, "Coordinator.Outcome) {")
        } else {
          text.append(parts: name, "Event, _ session: FlowSession) -> FlowDelivery {")
        }
      }
      w.indented { body in
        // A screen's handler is given the session by `deliver`; a child-flow node's has to
        // find it (the child finished within the parent's step).
        if !delivers { body.line("guard let session else { return }") }
        body.switchBlock("switch event {") { cases in
          // Each transition's entry in the table: the screen's handlers' transitions in order.
          var entry = 0
          for (event, handler) in zip(screen.events, screen.handlers) {
            cases.line { text in
              text.append(parts: "case .", SwiftName(event.name))
              // Bind only the payload fields some transition reads.
              let used = Self.eventFieldsRead(by: handler)
              if !used.isEmpty {
                text.append(UInt8(ascii: "("))
                text.appendList(event.parameters) { text, parameter in
                  if used.contains(parameter.name) {
                    text.append(
                      parts: "let ", UpperCased(parameter.name, after: SwiftNames.payloadPrefix))
                  } else {
                    text.append(UInt8(ascii: "_"))
                  }
                }
                text.append(UInt8(ascii: ")"))
              }
              text.append(UInt8(ascii: ":"))
            }
            cases.indented { caseBody in
              self.transitions(
                handler, screen: screen.name, entry: entry, delivers: delivers, &caseBody)
            }
            entry += handler.transitions.count
          }
        }
      }
      w.line("}")
    }
    for screen in screens {
      guard let dismissed = screen.dismissed else { continue }
      w.line()
      w.documentation(
        "The user swiped away the stack a `present` of `\(screen.name)` opened: its `dismissed` transitions."
      )
      w.line(parts: access, "func swipedAway", UpperCased(screen.name), "() {")
      w.indented { body in
        body.line("guard let session else { return }")
        // The `dismissed` transitions' entries follow those of the screen's handlers.
        let entry = screen.handlers.reduce(0) { $0 + $1.transitions.count }
        self.transitions(dismissed, screen: screen.name, entry: entry, delivers: false, &body)
      }
      w.line("}")
    }
  }

  /// The coordinator's `stackWasSwipedAway(presentedFor:)`, for a flow with `dismissed`
  /// transitions: runs those of the node whose `present` opened the stack.
  func stackWasSwipedAway(_ w: inout SwiftWriter) {
    guard flow.screens.contains(where: { $0.dismissed != nil }) else { return }
    w.line()
    w.documentation("The user swiped away the stack that a `present` of `node` opened.")
    w.block("func stackWasSwipedAway(presentedFor node: String) {") { body in
      body.switchBlock("switch node {") { cases in
        for screen in flow.screens where screen.dismissed != nil {
          cases.line(parts: "case ", QuotedText(screen.name), ":")
          cases.indented { body in body.line(parts: "swipedAway", UpperCased(screen.name), "()") }
        }
        cases.line("default:")
        cases.indented { body in body.line("break") }
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

  /// The names a transition reads narrowed (its guard, `set`, `do` and `finish`): those its
  /// guard's `if` binds.
  static func narrowedReads(of transition: Transition) -> Set<TypedExpression.Narrowable> {
    var names = transition.condition?.narrowedReads ?? []
    for assignment in transition.assignments { names.formUnion(assignment.value.narrowedReads) }
    for call in transition.actions {
      for argument in call.arguments { names.formUnion(argument.value.narrowedReads) }
    }
    if case .finish(_, let payload) = transition.navigation {
      for field in payload { names.formUnion(field.value.narrowedReads) }
    }
    return names
  }

  /// A handler's transitions, tried in order; `FLOW.screen: event` begins their records, each
  /// named by its entry in the flow's transition table (the first's is `entry`). When the
  /// handler `delivers`, each way out returns the `FlowDelivery`.
  private func transitions(
    _ handler: Handler, screen: String, entry: Int, delivers: Bool, _ w: inout SwiftWriter
  ) {
    for (index, transition) in handler.transitions.enumerated() {
      func record(_ w: inout SwiftWriter) {
        guard let offset = transitionTable.entry(screen, entry + index) else {
          // A guard with a NUL has no entry in the table: its parts go to the call.
          Self.record(&w, "Transition") { text in
            text.append(parts: "flow: ", QuotedText(flow.name), ", screen: ", QuotedText(screen))
            text.append(parts: ", event: ", QuotedText(handler.event), ", index: ", index)
            text.append(parts: ", condition: ", GuardText(transition.condition))
          }
          return
        }
        w.line(parts: "self.recordTransition(", offset, ", session)")
      }
      guard let condition = transition.condition else {
        // Unguarded: always taken, and nothing after it can run (validation rejects the rest).
        record(&w)
        self.transition(transition, delivers: delivers, &w)
        return
      }
      w.line(
        parts: "if ", emitter.guardClauses(condition, binding: Self.narrowedReads(of: transition)),
        " {")
      w.indented { body in
        record(&body)
        self.transition(transition, delivers: delivers, &body)
        if !delivers { body.line("return") }
      }
      w.line("}")
    }
    guard delivers else {
      Self.record(&w, "Ignored") { text in
        text.append(parts: "flow: ", QuotedText(flow.name), ", screen: ", QuotedText(screen))
        text.append(parts: ", event: ", QuotedText(handler.event), ", reason: .noTransition")
      }
      return
    }
    w.line(parts: "session.recordNoTransition(event: ", QuotedText(handler.event), ")")
    w.line("return .ignored(.noTransition)")
  }

  /// Appends `if session.isRecording { session.report(RECORD) }`, RECORD the `FlowRecord`
  /// expression `record` appends: built only when the session has observers, and without the
  /// closure that `record(_:)`'s autoclosure would cost (a function of its own to compile).
  static func record(_ w: inout SwiftWriter, _ record: (inout UTF8Buffer) -> Void) {
    w.block("if session.isRecording {") { body in
      body.line { line in
        line.append("session.report(")
        record(&line)
        line.append(UInt8(ascii: ")"))
      }
    }
  }

  /// Appends `session.recordKIND(PARTS)`, PARTS the arguments `parts` appends: a record whose
  /// parts are all constants is reported without a closure (much less code to compile), and
  /// built only when the session has observers.
  static func record(
    _ w: inout SwiftWriter, _ kind: String, _ parts: (inout UTF8Buffer) -> Void
  ) {
    w.line { line in
      line.append(parts: "session.record", kind, "(")
      parts(&line)
      line.append(UInt8(ascii: ")"))
    }
  }

  /// A transition's sets, actions and navigation. When the handler `delivers`, it ends by
  /// returning `.handled`: a navigation to a node as `return self.enterNAME(...)` (`enterNAME`
  /// returns `.handled`: one statement where two were, 0.6% of a flow's compile), any other
  /// after it; otherwise an `enterNAME` call discards that.
  private func transition(_ transition: Transition, delivers: Bool, _ w: inout SwiftWriter) {
    let enter = delivers ? "return self.enter" : "_ = self.enter"
    // A single `set` through its helper takes its value in place: no other value is computed
    // before it is stored.
    if transition.assignments.count == 1, let assignment = transition.assignments.first,
      setsByHelper(assignment)
    {
      w.line(
        parts: "self.set", UpperCased(assignment.name), "(",
        emitter.emit(assignment.value), ", session)")
    } else {
      for (index, assignment) in transition.assignments.enumerated() {
        w.line(
          parts: "let assigned", index, ": ", assignment.value.type, " = ",
          emitter.emit(assignment.value))
      }
    }
    for (index, assignment) in transition.assignments.enumerated() {
      guard !setsByHelper(assignment) else {
        if transition.assignments.count > 1 {
          w.line(
            parts: "self.set", UpperCased(assignment.name), "(assigned", index, ", session)")
        }
        continue
      }
      w.line(
        parts: "self.", UpperCased(assignment.name, after: SwiftNames.contextPrefix), " = assigned",
        index)
      let value = RecordValue(
        type: assignment.value.type, expression: "assigned\(index)",
        isSensitive: flow.context.contains { $0.name == assignment.name && $0.isSensitive })
      if let label = value.plainLabel {
        w.line { text in
          text.append(parts: "session.recordSet(flow: ", QuotedText(flow.name), ", field: ")
          text.append(parts: QuotedText(assignment.name), ", ", label, ": assigned", index, ")")
        }
        continue
      }
      Self.record(&w) { text in
        text.append(parts: ".set(flow: ", QuotedText(flow.name), ", field: ")
        text.append(parts: QuotedText(assignment.name), ", value: ", value, ")")
      }
    }
    inputsChanged(by: transition, &w)
    for (position, call) in transition.actions.enumerated() {
      if performsByHelper(call) {
        w.line { text in
          text.append(parts: "self.perform", UpperCased(call.action), "(session")
          for argument in call.arguments {
            text.append(parts: ", ", SwiftLabel(argument.name), ": ", emitter.emit(argument.value))
          }
          text.append(UInt8(ascii: ")"))
        }
        continue
      }
      // Each call's locals are named apart: a transition's calls share one scope.
      let prefix = transition.actions.count == 1 ? "argument" : "call\(position + 1)Argument"
      self.locals(prefix, call.arguments, &w)
      w.line { text in
        text.append(parts: "actions.", SwiftName(call.action), "(")
        text.appendList(call.arguments.indices) { text, index in
          text.append(parts: SwiftLabel(call.arguments[index].name), ": ", prefix, index)
        }
        text.append(UInt8(ascii: ")"))
      }
      let parameters = flow.actions.first { $0.name == call.action }?.parameters ?? []
      actionRecord(call, prefix: prefix, parameters: parameters, &w)
    }
    switch transition.navigation {
    case .stay:
      break
    case .push(let target):
      w.line(parts: enter, UpperCased(target), "(session, .push)")
      return
    case .present(let target, let presentation):
      w.line { text in
        text.append(parts: enter, UpperCased(target), "(session, .present(self, ")
        if presentation == .standard {
          text.append(".standard")
        } else {
          text.append(
            parts: "FlowPresentation(style: .", presentation.style.rawValue, ", detents: [")
          text.appendList(presentation.detents) { text, detent in
            text.append(parts: ".", detent.rawValue)
          }
          text.append(parts: "], allowsSwipe: ", presentation.allowsSwipe ? "true" : "false", ")")
        }
        text.append(parts: ", node: ", QuotedText(target), "))")
      }
      return
    case .replace(let target):
      w.line("session.clearTopStack(of: self)")
      w.line(parts: enter, UpperCased(target), "(session, .replace)")
      return
    case .back:
      w.line("session.back(self)")
    case .popTo(let target):
      w.line(parts: "session.popTo(", QuotedText(target), ", for: self)")
    case .dismiss:
      w.line("session.dismiss(self)")
    case .close:
      w.line("session.close(self)")
    case .finish(let result, let payload):
      self.locals("payload", payload, &w)
      guard !payload.isEmpty else {
        w.line(
          parts: "self.finish(.", SwiftName(result), ", named: ", QuotedText(result),
          ", payload: [])")
        break
      }
      let parameters = flow.results.first { $0.name == result }?.parameters ?? []
      w.line { text in
        text.append(parts: "self.finish(.", SwiftName(result), "(")
        text.appendList(payload.indices) { text, index in
          text.append(parts: SwiftLabel(payload[index].name), ": payload", index)
        }
        text.append(parts: "), named: ", QuotedText(result), ", payload: ")
        fieldList(&text, payload, locals: "payload", parameters: parameters)
        text.append(UInt8(ascii: ")"))
      }
    }
    if delivers { w.line("return .handled") }
  }

  /// Appends the record of `call`, its arguments held in the locals `PREFIXn`.
  func actionRecord(
    _ call: ActionCall, prefix: String, parameters: [Field], _ w: inout SwiftWriter
  ) {
    if plainActionRecord(call, prefix: prefix, parameters: parameters, &w) { return }
    Self.record(&w) { text in
      text.append(parts: ".action(flow: ", QuotedText(flow.name), ", name: ")
      text.append(parts: QuotedText(call.action), ", arguments: ")
      fieldList(&text, call.arguments, locals: prefix, parameters: parameters)
      text.append(UInt8(ascii: ")"))
    }
  }

  /// Appends the record call of an action without arguments, or with one argument of a plain
  /// type (`RecordValue.plainLabel`), which takes the argument as it is; returns false, writing
  /// nothing, for any other call.
  private func plainActionRecord(
    _ call: ActionCall, prefix: String, parameters: [Field], _ w: inout SwiftWriter
  ) -> Bool {
    var label: String?
    if let argument = call.arguments.first {
      guard call.arguments.count == 1 else { return false }
      let value = RecordValue(
        type: argument.value.type, expression: "\(prefix)0",
        isSensitive: parameters.contains { $0.name == argument.name && $0.isSensitive })
      guard let plain = value.plainLabel else { return false }
      label = plain
    }
    w.line { text in
      text.append(parts: "session.recordAction(flow: ", QuotedText(flow.name), ", name: ")
      text.append(parts: QuotedText(call.action))
      if let label {
        text.append(parts: ", argument: ", QuotedText(call.arguments[0].name), ", ")
        text.append(parts: label, ": ", prefix, 0)
      }
      text.append(UInt8(ascii: ")"))
    }
    return true
  }

  /// Declares `let PREFIXn: Type = value` for each value, in order.
  private func locals(_ prefix: String, _ values: [NamedExpression], _ w: inout SwiftWriter) {
    for (index, value) in values.enumerated() {
      w.line(
        parts: "let ", prefix, index, ": ", value.value.type, " = ", emitter.emit(value.value))
    }
  }
}

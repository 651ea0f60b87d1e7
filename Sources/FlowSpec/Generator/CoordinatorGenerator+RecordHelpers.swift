/// The coordinator's record helpers, written once a flow instead of at every transition: the
/// table of its transitions' constant parts with `recordTransition(_:_:)`, a `setNAME` a context
/// field that sets it and records the `set`, and a `performNAME` an action that calls it and
/// records the call. A handler's transition is then a few calls with the values only: each
/// statement and string literal it loses is compile time saved in every handler
/// (docs/generated-code-design.md, "Where the time goes now").
extension CoordinatorGenerator {
  /// Appends the table and the helpers the flow's transitions use.
  func recordHelpers(_ w: inout SwiftWriter) {
    if !transitionTable.isEmpty {
      w.line()
      w.documentation(
        "The index, screen, event and guard of each transition's record, one entry a line: the")
      w.documentation(
        "index, `:` if a guard follows (`-` if none), then each part ended by a NUL.")
      w.line("private static let transitionTable: StaticString = \"\"\"")
      w.indented { body in
        transitionTable.writeLines(to: &body)
        body.line("\"\"\"")
      }
      w.line()
      w.documentation("Records the transition whose entry starts at byte `entry` of the table.")
      w.block("\(access)func recordTransition(_ entry: Int, _ session: FlowSession) {") { body in
        body.line(
          "session.recordTransition(flow: flowName, entry: entry, of: Self.transitionTable)")
      }
    }
    let sets = setsByHelper
    for field in flow.context where sets.contains(field.name) {
      w.line()
      w.documentation("Sets `\(field.name)` and records it.")
      w.line(
        parts: access, "func set", UpperCased(field.name), "(_ value: ", field.type,
        ", _ session: FlowSession) {")
      w.indented { body in
        body.line(
          parts: "self.", UpperCased(field.name, after: SwiftNames.contextPrefix), " = value")
        let value = RecordValue(
          type: field.type, expression: "value", isSensitive: field.isSensitive)
        if let label = value.plainLabel {
          body.line { text in
            text.append(parts: "session.recordSet(flow: ", QuotedText(flow.name), ", field: ")
            text.append(parts: QuotedText(field.name), ", ", label, ": value)")
          }
        } else {
          Self.record(&body) { text in
            text.append(parts: ".set(flow: ", QuotedText(flow.name), ", field: ")
            text.append(parts: QuotedText(field.name), ", value: ", value, ")")
          }
        }
      }
      w.line("}")
    }
    for action in flow.actions {
      guard let call = firstCallByHelper(of: action) else { continue }
      w.line()
      w.documentation("Performs `\(action.name)` and records it.")
      w.line { text in
        text.append(
          parts: access, "func perform", UpperCased(action.name), "(_ session: FlowSession")
        for (index, parameter) in action.parameters.enumerated() {
          text.append(
            parts: ", ", SwiftName(parameter.name), " argument", index, ": ", parameter.type)
        }
        text.append(") {")
      }
      w.indented { body in
        body.line { text in
          text.append(parts: "self.actions.", SwiftName(action.name), "(")
          text.appendList(action.parameters.indices) { text, index in
            text.append(parts: SwiftLabel(action.parameters[index].name), ": argument", index)
          }
          text.append(UInt8(ascii: ")"))
        }
        actionRecord(call, prefix: "argument", parameters: action.parameters, &body)
      }
      w.line("}")
    }
  }

  /// The context fields some transition sets through its `setNAME` helper: those set to a value
  /// of the field's own type (a value of another type, an optional field given a plain value,
  /// is recorded with its own type, as the runner records it, in place).
  var setsByHelper: Set<String> {
    var names: Set<String> = []
    forEachTransition { transition in
      for assignment in transition.assignments where setsByHelper(assignment) {
        names.insert(assignment.name)
      }
    }
    return names
  }

  /// Whether `assignment` goes through its field's `setNAME` helper.
  func setsByHelper(_ assignment: NamedExpression) -> Bool {
    flow.context.first { $0.name == assignment.name }?.type == assignment.value.type
  }

  /// Whether `call` goes through its action's `performNAME` helper: its arguments are the
  /// action's parameters in order, each of the parameter's own type.
  func performsByHelper(_ call: ActionCall) -> Bool {
    guard let action = flow.actions.first(where: { $0.name == call.action }),
      action.parameters.count == call.arguments.count
    else { return false }
    return zip(action.parameters, call.arguments).allSatisfy {
      $0.name == $1.name && $0.type == $1.value.type
    }
  }

  /// The first call of `action` that goes through its helper, if any.
  private func firstCallByHelper(of action: Signature) -> ActionCall? {
    var found: ActionCall?
    forEachTransition { transition in
      guard found == nil else { return }
      found = transition.actions.first { $0.action == action.name && performsByHelper($0) }
    }
    return found
  }

  /// Calls `body` with every transition of the flow's handlers, `dismissed` ones included.
  private func forEachTransition(_ body: (Transition) -> Void) {
    for screen in flow.screens {
      for handler in screen.allHandlers {
        handler.transitions.forEach(body)
      }
    }
  }
}

/// The coordinator's storage and lifecycle: how it is created, started, stopped and paused, and
/// how it reports its end.
extension CoordinatorGenerator {
  /// The coordinator's stored properties.
  func storage(_ w: inout SwiftWriter) {
    w.documentation("The flow's name, as records show it.")
    w.line("nonisolated let flowName = \(SwiftLiteral.string(flow.name))")
    w.line("\(access)let inputs: Inputs")
    w.line("\(access)let screens: any Screens")
    w.line("\(access)let environment: any Facts")
    w.line("\(access)let actions: any Actions")
    w.line("\(access)let children: any Children")
    // The session and the context fields are read and written only by the coordinator's own
    // methods, and no access spans a call into app code: their run-time exclusivity checks, a
    // call before and after each access in every handler, are left out.
    w.line("@exclusivity(unchecked) \(access)var session: FlowSession?")
    w.line("\(access)var onFinish: ((Outcome) -> Void)?")
    w.line("\(access)var onEndWithoutOutcome: (() -> Void)?")
    w.line("\(access)var child: (any FlowChild)?")
    if flow.isTabContainer {
      w.documentation("Each tab's child flow, once its tab has been selected.")
      let none = flow.tabs.map { _ in "nil" }.joined(separator: ", ")
      w.line("\(access)var tabChildren: [(any FlowChild)?] = [\(none)]")
    }
    w.documentation("Whether events are ignored (`pause()`).")
    w.line("private(set) var isPaused = false")
    // A field with a default, or an optional one, always holds a value of its type; any other
    // is unset until a transition sets it (`nil` here, read through `flowValue(_:of:)`).
    for field in flow.context {
      let unset = !field.type.isOptional && field.defaultValue == nil
      let type = unset ? .optional(field.type) : field.type
      w.line(
        parts: "@exclusivity(unchecked) ", access, "var ",
        UpperCased(field.name, after: SwiftNames.contextPrefix), ": ", type)
    }
    w.line()
  }

  /// `init`, `start`, `begin`, `stop`, `pause`, `resume`, the cancellation calls and `finish`.
  func lifecycle(_ w: inout SwiftWriter) {
    w.documentation("Creates the coordinator; nothing is shown until it starts.")
    w.block(
      "\(api)init(inputs: Inputs, screens: any Screens, environment: any Facts, actions: any Actions, children: any Children) {"
    ) { body in
      for name in ["inputs", "screens", "environment", "actions", "children"] {
        body.line("self.\(name) = \(name)")
      }
      // Defaults are evaluated as the frame is created, over the inputs and environment given.
      var initializer = emitter
      initializer.readsParameters = true
      for field in flow.context {
        guard let value = field.defaultValue else { continue }
        body.line(
          parts: "self.", UpperCased(field.name, after: SwiftNames.contextPrefix), " = ",
          initializer.emit(value))
      }
    }
    w.line()
    w.documentation("Starts the flow as the root of `session`. `onFinish` is called once: with the")
    w.documentation(
      "outcome when the flow finishes, or with nil when it ends without one (`stop()`).")
    w.block(
      "\(api)func start(session: FlowSession, onFinish: @escaping (Outcome?) -> Void = { _ in }) {"
    ) {
      body in
      body.line("onEndWithoutOutcome = { onFinish(nil) }")
      // A flow without results never finishes: its `Outcome` has no value to pass on.
      let finished = flow.results.isEmpty ? "_ in" : "onFinish($0)"
      body.line(
        "session.step { self.begin(session: session, placement: .root, node: nil) { \(finished) } }"
      )
    }
    if isChild {
      w.line()
      w.documentation(
        "Starts the flow as a child: its first screen goes where `start` says, its outcome to")
      w.documentation("`start.finish`.")
      w.block("\(api)func start(_ start: FlowStart<Outcome>) {") { body in
        body.line(
          "begin(session: start.session, placement: start.placement, node: start.node, onFinish: start.finish)"
        )
      }
    }
    w.line()
    w.block(
      "\(access)func begin(session: FlowSession, placement: FlowSession.Placement, node: String?, onFinish: @escaping (Outcome) -> Void) {"
    ) { body in
      body.line("self.session = session")
      body.line("self.onFinish = onFinish")
      body.line("session.begin(self, node: node)")
      Self.record(&body) { text in
        text.append(parts: ".flowStarted(flow: ", QuotedText(flow.name), ", node: node, inputs: ")
        fieldList(
          &text, count: flow.inputs.count, label: { flow.inputs[$0].name },
          type: { flow.inputs[$0].type }, isSensitive: { flow.inputs[$0].isSensitive },
          value: { "self.inputs.\(SwiftName(flow.inputs[$0].name))" })
        text.append(UInt8(ascii: ")"))
      }
      startChoices(&body)
    }
    w.line()
    w.documentation(
      "Ends the flow, and any child it runs, without a result, removing their screens.")
    w.block("\(api)func stop() {") { body in
      body.line("session?.stop(self)")
    }
    w.line()
    w.documentation(
      "Ignores events until `resume()` (each is recorded, none kept); pauses the running child.")
    w.block("\(api)func pause() {") { body in
      body.line("isPaused = true")
      body.line(flow.isTabContainer ? "for tab in tabChildren { tab?.pause() }" : "child?.pause()")
    }
    w.line()
    w.documentation("Handles events again, and resumes the running child.")
    w.block("\(api)func resume() {") { body in
      body.line("isPaused = false")
      body.line(
        flow.isTabContainer ? "for tab in tabChildren { tab?.resume() }" : "child?.resume()")
    }
    w.line()
    w.documentation(
      "Its child ended without a result (system back, a swipe, or `stop()`): release it.")
    w.block("func childWasCancelled() {") { body in
      body.line("child = nil")
    }
    w.line()
    w.documentation(
      "It ended without a result (`stop()`, system back, a swipe): a root reports nil to `onFinish`."
    )
    w.block("func flowWasCancelled() {") { body in
      body.line("child = nil")
      if flow.isTabContainer { body.line("tabChildren = tabChildren.map { _ in nil }") }
      body.line("onFinish = nil")
      body.line("let onEndWithoutOutcome = self.onEndWithoutOutcome")
      body.line("self.onEndWithoutOutcome = nil")
      body.line("onEndWithoutOutcome?()")
    }
    guard !flow.results.isEmpty else { return }
    w.line()
    w.documentation("Finishes with `outcome`; the record names the result and holds its payload.")
    w.block(
      "\(access)func finish(_ outcome: Outcome, named result: String, payload: @autoclosure () -> [FlowField]) {"
    ) { body in
      body.line("guard let session else { return }")
      body.ifElse("session.finish(self)") { root in
        root.line(
          "session.record(.rootFinished(flow: flowName, result: result, payload: payload()))")
      } else: { child in
        child.line("session.record(.finished(flow: flowName, result: result, payload: payload()))")
      }
      body.line("let onFinish = self.onFinish")
      body.line("self.onFinish = nil")
      body.line("onEndWithoutOutcome = nil")
      body.line("onFinish?(outcome)")
    }
  }

  /// The start choices, tried in order: the first whose guard holds enters its node; an
  /// unguarded one always does, and ends the list.
  func startChoices(_ w: inout SwiftWriter) {
    if flow.isTabContainer {
      tabBarStart(&w)
      return
    }
    let announce = flow.start.count > 1 || flow.start.first?.condition != nil
    for (index, choice) in flow.start.enumerated() {
      func enter(_ w: inout SwiftWriter) {
        if announce {
          Self.record(&w, "StartChoice") { text in
            text.append(parts: "flow: ", QuotedText(flow.name), ", index: ", index)
            text.append(parts: ", condition: ", GuardText(choice.condition))
          }
        }
        w.line(parts: "_ = self.enter", UpperCased(choice.target), "(session, placement)")
      }
      guard let condition = choice.condition else {
        enter(&w)
        return
      }
      w.block(
        "if \(emitter.guardClauses(condition, binding: condition.narrowedReads)) {"
      ) { then in
        enter(&then)
        then.line("return")
      }
    }
  }
}

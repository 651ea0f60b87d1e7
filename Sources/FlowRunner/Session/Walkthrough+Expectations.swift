import FlowSpec

extension Walkthrough {
  /// Checks an `expect` line against the walkthrough now; `lastStep` is the effects of the last
  /// step (or of the start, before any step). Nil when it holds; otherwise the failure, at the
  /// expectation's column: `expected ..., actual ...`, or what is wrong with the line itself (a
  /// name nothing declares, a value that does not parse), at the column of the word.
  ///
  /// A sensitive value is never shown: it reads `<sensitive>` on both sides.
  public func check(
    _ expectation: WalkthroughExpectation, lastStep: [Effect]
  ) -> ScriptLine.Failure? {
    do {
      try verify(expectation, lastStep: lastStep)
      return nil
    } catch {
      return error
    }
  }

  /// An `expect` line as a trace may repeat it: an expectation of a sensitive context field
  /// with its value as `Field.placeholder`; otherwise unchanged.
  public func shownLine(_ line: String, expectation: WalkthroughExpectation) -> String {
    guard case .context(let flow, let field, .some) = expectation.kind else { return line }
    let isSensitive = state.frames.contains { frame in
      (flow == nil || frame.flow == flow)
        && machine.flow(of: frame)?.context.contains { $0.name == field && $0.isSensitive } == true
    }
    guard isSensitive else { return line }
    return "expect context " + (flow.map { "\($0)." } ?? "") + "\(field) == \(Field.placeholder)"
  }

  private func verify(
    _ expectation: WalkthroughExpectation, lastStep: [Effect]
  ) throws(ScriptLine.Failure) {
    let column = expectation.column
    func mismatch(_ expected: String, _ actual: String) -> ScriptLine.Failure {
      .init(column: column, "expected \(expected), actual \(actual)")
    }
    switch expectation.kind {
    case .screen(let flow, let name):
      let wanted = (flow.map { "\($0)." } ?? "") + name
      guard state.finished == nil, let top = state.topScreen else {
        throw mismatch("screen `\(wanted)`", "none: \(ended)")
      }
      let owner = state.frames.first { $0.id == top.frame }?.flow ?? "?"
      let actual = (flow == nil ? "" : "\(owner).") + top.screen
      if top.screen != name || (flow != nil && flow != owner) {
        throw mismatch("screen `\(wanted)`", "`\(actual)`")
      }
    case .stack(let expected):
      let actual = state.stacks.map { $0.entries.map(\.screen) }
      func written(_ stacks: [[String]]) -> String {
        stacks.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: " ")
      }
      if state.finished != nil { throw mismatch("stack \(written(expected))", "none: \(ended)") }
      if actual != expected { throw mismatch("stack \(written(expected))", written(actual)) }
    case .context(let flow, let field, let value):
      try checkContext(flow: flow, field: field, value: value, column: column)
    case .result(let flow, let name, let fields):
      try checkResult(flow: flow, name: name, fields: fields, lastStep: lastStep, column: column)
    case .action(let flow, let name, let arguments):
      try checkAction(
        flow: flow, name: name, arguments: arguments, lastStep: lastStep, column: column)
    case .refused:
      // A script run checks it against the refused step above it (`ScriptRun+Refusals`).
      throw .init(column: nil, "`expect refused` follows the step it expects to be refused")
    }
  }

  /// How the walkthrough ended, for an expectation of what it shows.
  private var ended: String {
    "the root flow `\(rootFlow)` has finished with `\(state.finished?.result ?? "")`"
  }

  private func checkContext(
    flow: String?, field: String, value: WalkthroughExpectation.Argument?, column: Int
  ) throws(ScriptLine.Failure) {
    let frames = state.frames.reversed().filter { flow == nil || $0.flow == flow }
    guard !frames.isEmpty else {
      throw .init(column: column, "flow `\(flow ?? "")` is not running")
    }
    for frame in frames {
      guard let declaration = machine.flow(of: frame) else { continue }
      let isInput = declaration.inputs.contains { $0.name == field }
      guard
        let declared = declaration.context.first(where: { $0.name == field })
          ?? declaration.inputs.first(where: { $0.name == field })
      else { continue }
      var expected: Value?
      if let value {
        do {
          expected = try parse(value, as: declared.type)
        } catch {
          guard declared.isSensitive else { throw error }
          throw .init(
            column: value.column, "the value is not \(declared.type) (not shown: sensitive)")
        }
      }
      let actual = isInput ? frame.inputs[field] : frame.context[field]
      guard actual != expected else { return }
      func shown(_ value: Value?) -> String {
        guard let value else { return "<unset>" }
        return declared.isSensitive ? Field.placeholder : value.description
      }
      throw .init(
        column: column,
        "expected \(frame.flow).\(field) == \(shown(expected)), actual \(shown(actual))")
    }
    let running = frames.map(\.flow).joined(separator: ", ")
    throw .init(
      column: column, "no running flow (\(running)) has a context field or input `\(field)`")
  }

  private func checkResult(
    flow: String?, name: String, fields: [WalkthroughExpectation.Argument], lastStep: [Effect],
    column: Int
  ) throws(ScriptLine.Failure) {
    let owner = flow ?? rootFlow
    guard let declaration = machine.module.flow(named: owner) else {
      throw .init(column: column, "there is no flow `\(owner)`")
    }
    guard let signature = declaration.results.first(where: { $0.name == name }) else {
      let results = declaration.results.map(\.name).joined(separator: ", ")
      throw .init(column: column, "flow `\(owner)` has no result `\(name)`; results: \(results)")
    }
    let expected = try namedValues(fields, of: signature)
    let wanted = "\(owner) to finish with \(written(name, expected, signature))"
    let actual: (result: String, payload: [NamedValue])?
    if owner == rootFlow {
      actual = state.finished.map { ($0.result, $0.payload) }
    } else {
      actual =
        lastStep.lazy.compactMap { effect -> (String, [NamedValue])? in
          if case .flowFinished(owner, let result, let payload) = effect {
            return (result, payload)
          }
          return nil
        }.first
    }
    guard let actual else {
      let when = owner == rootFlow ? "" : " in the last step"
      throw .init(
        column: column, "expected \(wanted), actual: `\(owner)` did not finish\(when)")
    }
    let holds =
      actual.result == name
      && expected.allSatisfy { field in actual.payload.contains { $0 == field } }
    if !holds {
      let finished = declaration.results.first { $0.name == actual.result }
      let shown = finished.map { written(actual.result, actual.payload, $0) } ?? actual.result
      throw .init(column: column, "expected \(wanted), actual \(shown)")
    }
  }

  private func checkAction(
    flow: String?, name: String, arguments: [WalkthroughExpectation.Argument], lastStep: [Effect],
    column: Int
  ) throws(ScriptLine.Failure) {
    // The values are read by the types of the flow named, or of the first flow declaring the
    // action.
    let declaration = machine.module.flows.first { candidate in
      (flow == nil || candidate.name == flow) && candidate.actions.contains { $0.name == name }
    }
    guard let signature = declaration?.actions.first(where: { $0.name == name }) else {
      throw .init(
        column: column, "no flow\(flow.map { " `\($0)`" } ?? "") declares action `\(name)`")
    }
    let expected = try namedValues(arguments, of: signature)
    var performed: [String] = []
    for effect in lastStep {
      guard case .action(let owner, let action, let values) = effect else { continue }
      let declared = machine.module.flow(named: owner)?.actions.first { $0.name == action }
      performed.append(declared.map { written(action, values, $0) } ?? action)
      if action == name, flow == nil || owner == flow,
        expected.allSatisfy({ argument in values.contains(argument) })
      {
        return
      }
    }
    throw .init(
      column: column,
      "expected action \(written(name, expected, signature)), actual "
        + (performed.isEmpty ? "no action in the last step" : performed.joined(separator: ", ")))
  }

  /// `name(field: value, ...)` as the trace writes it; a sensitive field's value as
  /// `Field.placeholder`.
  private func written(_ name: String, _ values: [NamedValue], _ signature: Signature) -> String {
    guard !values.isEmpty else { return name }
    let fields = values.map { value in
      let isSensitive = signature.parameters.contains { $0.name == value.name && $0.isSensitive }
      return "\(value.name): " + (isSensitive ? Field.placeholder : value.value.description)
    }
    return "\(name)(\(fields.joined(separator: ", ")))"
  }

  /// The values of `arguments`, read by the types `signature` declares for them.
  private func namedValues(_ arguments: [WalkthroughExpectation.Argument], of signature: Signature)
    throws(ScriptLine.Failure) -> [NamedValue]
  {
    var values: [NamedValue] = []
    for argument in arguments {
      guard let parameter = signature.parameters.first(where: { $0.name == argument.name }) else {
        let names = signature.parameters.map(\.name).joined(separator: ", ")
        throw .init(
          column: argument.column,
          "`\(signature.name)` has no field `\(argument.name)`; fields: "
            + (names.isEmpty ? "none" : names))
      }
      guard !parameter.isSensitive else {
        throw .init(
          column: argument.column,
          "`\(argument.name)` is sensitive: the trace holds no value of it to check")
      }
      values.append(NamedValue(argument.name, try parse(argument, as: parameter.type)))
    }
    return values
  }

  /// `argument` read as a value of `type`; an app value may be written as the trace shows it,
  /// `Photo(beach.jpg)`.
  private func parse(_ argument: WalkthroughExpectation.Argument, as type: ValueType)
    throws(ScriptLine.Failure) -> Value
  {
    var text = argument.text
    var base = type
    if case .optional(let wrapped) = type { base = wrapped }
    if case .app(let name) = base, text.hasPrefix(name + "("), text.hasSuffix(")") {
      text = String(text.dropFirst(name.count + 1).dropLast())
    }
    do {
      return try ValueParser.parse(text, as: type, enums: machine.enumCases)
    } catch {
      throw .init(column: argument.column, error.description)
    }
  }
}

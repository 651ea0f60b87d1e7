import FlowRunner
import FlowSpec

/// A path carried out by the runner: how it starts and each step with what it did. The oracle
/// of one generated test, computed when the test is generated.
struct RecordedPath {
  /// What a step (or the start) did, as the test checks it.
  struct Expectation {
    /// The navigation operations, in order.
    var navigation: [NavigationOperation] = []
    /// The action calls, in order, with their arguments in declaration order.
    var calls: [(flow: String, name: String, arguments: [NamedValue])] = []
    /// The root flow's result and payload, when the step finished it.
    var outcome: (result: String, payload: [NamedValue])?

    init(_ effects: [Effect]) {
      for effect in effects {
        switch effect {
        case .navigation(let operation): navigation.append(operation)
        case .action(let flow, let name, let arguments): calls.append((flow, name, arguments))
        case .rootFinished(_, let result, let payload): outcome = (result, payload)
        default: break
        }
      }
    }
  }

  /// What a step does.
  enum Input {
    /// The top screen, `screen` of `flow`, sends `event` with its payload in declaration
    /// order; `handled` is false when no transition's guard held.
    case event(flow: String, screen: String, event: String, payload: [NamedValue], handled: Bool)
    /// System back.
    case back
    /// A swipe down on the top presented stack.
    case dismiss
    /// A tap on a tab.
    case selectTab(String)
    /// New environment answers (not a step: nothing to check).
    case answer([NamedValue])
  }

  /// A line of the path and what it did.
  struct Step {
    /// The script's line, for a comment.
    var line: String
    var input: Input
    var expectation: Expectation
  }

  var path: TestPath
  /// The flow the path starts.
  var flow: String
  /// Its inputs, in declaration order.
  var inputs: [NamedValue]
  /// The environment answers given at the start, in the order given.
  var environment: [NamedValue]
  /// What the start did.
  var start: Expectation
  var steps: [Step] = []

  /// Runs `path` on `module` (whose sensitive declarations the caller has made plain, so that
  /// the effects hold every value the coordinators pass on).
  init(_ path: TestPath, module: ValidatedModule) throws(TestGenerationError) {
    self.path = path
    let header: ScriptHeader
    do {
      header = try ScriptHeader.read(path.lines)
    } catch {
      throw TestGenerationError(
        source: path.source, line: error.line, message: error.failure.description)
    }
    var walkthrough: Walkthrough
    let startEffects: [Effect]
    do {
      let flow = try WalkthroughStart.pickFlow(in: module, requested: header.flow?.name)
      let start = WalkthroughStart(
        module: module, flow: flow, inputs: header.inputs.map(\.field.field),
        environment: header.environment.map(\.field.field))
      (walkthrough, startEffects) = try start.begin()
    } catch {
      throw TestGenerationError(source: path.source, line: nil, message: error.description)
    }
    flow = walkthrough.rootFlow
    let frame = walkthrough.state.frames[0]
    let declared = module.flow(named: flow)?.inputs ?? []
    inputs = declared.compactMap { field in
      frame.inputs[field.name].map { NamedValue(field.name, $0) }
    }
    environment = []
    for (_, located) in header.environment {
      if let value = walkthrough.environment[located.field.name],
        !environment.contains(where: { $0.name == located.field.name })
      {
        environment.append(NamedValue(located.field.name, value))
      }
    }
    start = Expectation(startEffects)
    for (index, line) in path.lines.enumerated().dropFirst(header.bodyStart) {
      func failure(_ message: String) -> TestGenerationError {
        TestGenerationError(source: path.source, line: index + 1, message: message)
      }
      let parsed: ScriptLine?
      do {
        parsed = try ScriptLine.parse(line)
      } catch {
        throw failure(error.description)
      }
      let command: WalkthroughCommand
      switch parsed {
      case .command(let given)?: command = given
      case .environment(let fields)?: command = .environment(fields.map(\.field))
      case .flow?, .input?: throw failure("`:flow` and `:input` must come before the first step")
      case .expect?, nil: continue
      }
      if command == .quit { break }
      if command == .undo {
        throw failure("a generated test cannot take `:undo`: write the path without it")
      }
      let step: Step?
      do {
        step = try Self.step(command, line: line, &walkthrough)
      } catch {
        // A step the script expects to be refused changes nothing: the test leaves it out.
        if ScriptRun.expectedRefusal(after: index + 1, in: path.lines) != nil { continue }
        throw failure(error.description)
      }
      if let step { steps.append(step) }
    }
  }

  /// Carries out one command; nil for one that is not a step (`:stack`, `:context`, `:help`).
  private static func step(
    _ command: WalkthroughCommand, line: String, _ walkthrough: inout Walkthrough
  ) throws(MachineError) -> Step? {
    switch command {
    case .event(let name, let fields):
      let state = walkthrough.state
      let input = try walkthrough.input(event: name, fields: fields)
      guard case .event(let event, let values) = input else { return nil }
      let signature = walkthrough.availableEvents.first { $0.name == event }
      let payload = (signature?.parameters ?? []).compactMap { parameter in
        values[parameter.name].map { NamedValue(parameter.name, $0) }
      }
      let effects = try walkthrough.apply(input)
      let handled = !effects.contains {
        if case .ignored = $0 { return true }
        return false
      }
      return Step(
        line: line,
        input: .event(
          flow: state.active.flow, screen: state.active.node, event: event, payload: payload,
          handled: handled),
        expectation: Expectation(effects))
    case .back:
      return Step(
        line: line, input: .back, expectation: Expectation(try walkthrough.apply(.systemBack)))
    case .dismiss:
      return Step(
        line: line, input: .dismiss, expectation: Expectation(try walkthrough.apply(.systemDismiss))
      )
    case .selectTab(let name):
      return Step(
        line: line, input: .selectTab(name),
        expectation: Expectation(try walkthrough.apply(.selectTab(name))))
    case .environment(let fields) where !fields.isEmpty:
      let answers = try walkthrough.parseEnvironment(fields)
      for (name, value) in answers { walkthrough.answer(name, value) }
      return Step(
        line: line, input: .answer(answers.map { NamedValue($0.0, $0.1) }),
        expectation: Expectation([]))
    default:
      return nil
    }
  }
}

import FlowRunner
import FlowSpec

/// The walkthrough a prototype page shows, and every change made to it: each goes through
/// FlowRunner's `Walkthrough` (the reference semantics), one at a time.
///
/// Every operation returns a `Reply`: the state as JSON (`StateDocument`), or an error with a
/// message and, when a step needs an environment value, the question to ask.
actor PrototypeSession {
  let source: ModuleSource
  /// The module the walkthrough runs on.
  var module: ValidatedModule
  /// How the walkthrough starts: the flow, its inputs and the start's environment answers.
  var start: WalkthroughStart
  /// The walkthrough; nil while the start lacks an input or an environment answer, or failed.
  var walkthrough: Walkthrough?
  /// Why the walkthrough has not started.
  var startProblem: String?
  /// What the steps did, oldest first (the last `TraceLog.capacity` entries).
  var trace = TraceLog()
  /// The diagnostics of flow files that changed and have errors (the walkthrough goes on with
  /// the flows as they were).
  var problems: String?
  /// What the last reload or opened script says (a step that no longer applies).
  var notice: String?
  /// Counts every change, so that a page knows when to draw again.
  var revision = 0
  /// Counts the modules taken (the start's and each valid reload), so that a page knows when
  /// to fetch the graph again.
  var moduleRevision = 0
  /// Draws the graph outside the session: its DOT text, and Graphviz with its time limit.
  nonisolated let graphs: GraphRenderer

  /// The files as the walkthrough last took them, and as the last look saw them.
  var acceptedLook: [String]
  var previousLook: [String]

  /// Makes the input of a step from the walkthrough as it is (an event's fields are read by
  /// the types its top screen declares).
  typealias InputMaker = (Walkthrough) throws(MachineError) -> MachineInput

  /// An answer to a request: an HTTP status and a JSON body.
  struct Reply: Sendable {
    var status: Int
    var body: String
  }

  init(source: ModuleSource, module: ValidatedModule, start: WalkthroughStart) {
    self.source = source
    self.module = module
    self.start = start
    graphs = GraphRenderer(source: source)
    acceptedLook = source.look()
    previousLook = acceptedLook
    let entries: [TraceLog.Entry]
    (walkthrough, startProblem, entries) = Self.started(start)
    trace = TraceLog(entries)
  }

  /// Starts the walkthrough from `start`; on failure, says why in `startProblem`.
  func begin() {
    let entries: [TraceLog.Entry]
    (walkthrough, startProblem, entries) = Self.started(start)
    trace.restart(with: entries)
    revision += 1
  }

  /// The walkthrough `start` begins and the trace of its start, or why it cannot start.
  private static func started(_ start: WalkthroughStart) -> (
    Walkthrough?, String?, [TraceLog.Entry]
  ) {
    guard !start.flow.isEmpty else { return (nil, Self.choice(in: start.module), []) }
    do {
      let (started, effects) = try start.begin()
      return (
        started, nil, [TraceLog.Entry(input: "(start)", lines: effects.map(TraceRenderer.line))]
      )
    } catch {
      return (nil, error.description, [])
    }
  }

  /// Why a start without a flow (a module with several root flows, `--flow` not given) waits.
  static func choice(in module: ValidatedModule) -> String {
    let roots = module.rootFlows.map { "`\($0.name)`" }.joined(separator: ", ")
    return "several flows could start (\(roots)): choose one"
  }

  /// The state.
  func state() -> Reply {
    Reply(status: 200, body: document())
  }

  /// A page of the trace (`GET /api/trace?from=K&limit=L`); a 400 when the query is not that.
  func tracePage(query: String) -> Reply {
    switch trace.page(query: query) {
    case .success(let (from, limit)):
      return Reply(status: 200, body: trace.pageJSON(from: from, limit: limit))
    case .failure(let failure):
      return self.failure(400, failure.message)
    }
  }

  /// The state as JSON.
  func document() -> String {
    StateDocument(
      revision: revision, moduleRevision: moduleRevision, module: module, start: start,
      walkthrough: walkthrough,
      startProblem: startProblem, problems: problems, notice: notice, trace: trace
    ).json()
  }

  /// The module taken and its revision: what the graph is drawn from.
  func graphModule() -> (module: ValidatedModule, revision: Int) {
    (module, moduleRevision)
  }

  /// The flows as an SVG diagram (`flowc graph --format svg`, without the legend). The session
  /// only hands out the module: its DOT text is made and drawn by `graphs`, outside the session,
  /// so that every other request is answered meanwhile. A failure is the status and message of
  /// the API's error.
  nonisolated func graphSVG() async -> Result<String, GraphRenderer.Failure> {
    let (module, revision) = await graphModule()
    return await graphs.draw(module, revision: revision)
  }

  /// A failed request: nothing changed.
  func failure(_ status: Int, _ message: String, question: String = "null") -> Reply {
    Reply(
      status: status,
      body: JSON.object([
        ("error", JSON.string(TerminalText.escaped(message))), ("question", question),
      ]))
  }

  /// Carries out one input, after the environment answers given with it. A step that needs an
  /// environment value not answered yet is refused with the question (status 409).
  func take(_ line: String, environment: [String: String], input: InputMaker) -> Reply {
    guard var current = walkthrough else {
      return failure(422, startProblem ?? "the walkthrough has not started")
    }
    do {
      let fields = environment.sorted { $0.key < $1.key }.map { WalkthroughCommand.Field($0, $1) }
      for (name, value) in try current.parseEnvironment(fields) { current.answer(name, value) }
      let made = try input(current)
      let effects = try current.apply(made)
      let shown = current.steps.last?.line ?? line
      walkthrough = current
      trace.append(TraceLog.Entry(input: shown, lines: effects.map(TraceRenderer.line)))
      notice = nil
      revision += 1
      return state()
    } catch {
      // Answers given with a refused step are kept, as at the prompt.
      if current.environment != walkthrough?.environment {
        walkthrough = current
        revision += 1
      }
      if case .missingEnvironment(let name, let type) = error {
        return failure(409, error.description, question: question(name, type))
      }
      return failure(422, error.description)
    }
  }

  /// The question for a missing environment value: its name, type, choices and whether it is
  /// sensitive (a password input, never shown).
  func question(_ name: String, _ type: String) -> String {
    let declared = module.environmentType(named: name)
    let sensitive = module.flows.contains { flow in
      flow.environment.contains { $0.name == name && $0.isSensitive }
    }
    return JSON.object([
      ("environment", JSON.string(name)), ("type", JSON.string(type)),
      (
        "choices",
        JSON.array(
          (declared.map { ValueChoices.offered(for: $0, in: module) } ?? []).map(JSON.string))
      ),
      ("sensitive", String(sensitive)),
    ])
  }

  /// An event of the top screen with its fields' texts.
  func send(_ event: String, fields: [String: String], environment: [String: String]) -> Reply {
    let given = fields.sorted { $0.key < $1.key }.map { WalkthroughCommand.Field($0, $1) }
    return take(event, environment: environment) { walkthrough throws(MachineError) in
      try walkthrough.input(event: event, fields: given)
    }
  }

  /// A system input: back, dismiss, or a tab.
  func system(_ input: MachineInput, line: String, environment: [String: String]) -> Reply {
    take(line, environment: environment) { _ throws(MachineError) in input }
  }

  /// `:undo`.
  func undo() -> Reply {
    guard var current = walkthrough else { return failure(422, "nothing to undo") }
    guard let step = current.undoStep() else { return failure(422, "nothing to undo") }
    walkthrough = current
    trace.append(TraceLog.Entry(input: ":undo", lines: ["undid: " + step.line]))
    notice = nil
    revision += 1
    return state()
  }

  /// Environment answers given on their own (`:env name=value`).
  func answer(_ environment: [String: String]) -> Reply {
    guard var current = walkthrough else {
      return reset(flow: nil, inputs: nil, environment: environment)
    }
    let fields = environment.sorted { $0.key < $1.key }.map { WalkthroughCommand.Field($0, $1) }
    do {
      for (name, value) in try current.parseEnvironment(fields) { current.answer(name, value) }
    } catch {
      return failure(422, error.description)
    }
    walkthrough = current
    revision += 1
    return state()
  }

  /// Starts again; a flow, inputs or environment answers given replace those of the start.
  func reset(flow: String?, inputs: [String: String]?, environment: [String: String]?) -> Reply {
    var next = start
    if let flow {
      guard module.flow(named: flow) != nil else { return failure(422, "no flow named `\(flow)`") }
      if flow != next.flow { next.inputs = [] }
      next.flow = flow
    }
    for (name, text) in (inputs ?? [:]).sorted(by: { $0.key < $1.key }) {
      next.inputs.removeAll { $0.name == name }
      next.inputs.append(.init(name, text))
    }
    for (name, text) in (environment ?? [:]).sorted(by: { $0.key < $1.key }) {
      next.environment.removeAll { $0.name == name }
      next.environment.append(.init(name, text))
    }
    start = next
    notice = nil
    begin()
    if walkthrough == nil, let startProblem {
      let question = startQuestion()
      return failure(question == "null" ? 422 : 409, startProblem, question: question)
    }
    return state()
  }

  /// The start's missing environment value as a question, or null.
  private func startQuestion() -> String {
    do {
      _ = try start.begin()
    } catch {
      if case .missingEnvironment(let name, let type) = error { return question(name, type) }
    }
    return "null"
  }
}

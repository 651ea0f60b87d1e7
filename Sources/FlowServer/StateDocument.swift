import FlowRunner
import FlowSpec

/// The state of a prototype as the API gives it (`GET /api/state`, and every change's reply):
/// the screen on top, the navigation, the running flows' context, the events with their fields,
/// the steps and the trace. Values are shown as the trace shows them, sensitive ones as
/// `<sensitive>`; a sensitive value given is never sent back.
struct StateDocument {
  var revision: Int
  var moduleRevision: Int
  var module: ValidatedModule
  var start: WalkthroughStart
  var walkthrough: Walkthrough?
  var startProblem: String?
  var problems: String?
  var notice: String?
  var trace: TraceLog

  /// The whole document.
  func json() -> String {
    var pairs: [(String, String)] = [
      ("revision", String(revision)),
      ("module", String(moduleRevision)),
      ("start", startJSON()),
      ("startProblem", optional(startProblem)),
      ("problems", optional(problems)),
      ("notice", optional(notice)),
    ]
    guard let walkthrough else {
      pairs +=
        [
          ("screen", "null"), ("finished", "null"), ("navigation", "null"), ("flows", "[]"),
          ("events", "[]"), ("canBack", "false"), ("canDismiss", "false"), ("canUndo", "false"),
          ("tabs", "[]"),
          ("enabledTabs", "[]"),
          ("environment", "[]"), ("steps", "[]"), ("stepCount", "0"),
        ] + traceJSON()
      return JSON.object(pairs)
    }
    let state = walkthrough.state
    let machine = walkthrough.machine
    let controls = SystemControls(walkthrough)
    pairs +=
      [
        ("screen", screen(walkthrough)),
        ("finished", finished(walkthrough)),
        ("navigation", navigation(state, machine: machine)),
        ("flows", flows(state, machine: machine)),
        ("events", JSON.array(walkthrough.availableEvents.map(event))),
        ("canBack", String(controls.back)), ("canDismiss", String(controls.dismiss)),
        ("canUndo", String(controls.undo)),
        ("tabs", tabs(state)), ("enabledTabs", JSON.array(controls.tabs.map(JSON.string))),
        ("environment", environment(walkthrough)),
        (
          "steps", JSON.array(walkthrough.steps.suffix(TraceLog.shown).map { JSON.string($0.line) })
        ),
        ("stepCount", String(walkthrough.steps.count)),
      ] + traceJSON()
    return JSON.object(pairs)
  }

  private func optional(_ text: String?) -> String { text.map(JSON.string) ?? "null" }

  /// The flow started (empty while none is chosen), the flows that could be (`roots`: those no
  /// flow uses as a child), and the start's inputs (given or not).
  private func startJSON() -> String {
    let flow = module.flow(named: start.flow)
    let inputs = (flow?.inputs ?? []).map { input in
      let given = start.inputs.last { $0.name == input.name }
      return field(input, given: given.map { input.isSensitive ? Field.placeholder : $0.text })
    }
    return JSON.object([
      ("flow", JSON.string(start.flow)),
      ("flows", JSON.array(module.flows.map { JSON.string($0.name) })),
      ("roots", JSON.array(module.rootFlows.map { JSON.string($0.name) })),
      ("inputs", JSON.array(inputs)),
    ])
  }

  /// A payload field or input: its type, the choices a page offers, and whether it is optional,
  /// Boolean or sensitive.
  private func field(_ field: Field, given: String? = nil) -> String {
    var type = field.type
    var optional = false
    if case .optional(let wrapped) = type {
      type = wrapped
      optional = true
    }
    let choices = ValueChoices.offered(for: type, in: module)
    var pairs: [(String, String)] = [
      ("name", JSON.string(field.name)), ("type", JSON.string(field.type.description)),
      ("choices", JSON.array(choices.map(JSON.string))),
      ("optional", String(optional)), ("bool", String(type == .bool)),
      ("sensitive", String(field.isSensitive)),
    ]
    if let given { pairs.append(("given", JSON.string(given))) }
    return JSON.object(pairs)
  }

  private func event(_ signature: Signature) -> String {
    JSON.object([
      ("name", JSON.string(signature.name)),
      ("fields", JSON.array(signature.parameters.map { field($0) })),
    ])
  }

  /// The screen on top: its flow, name, view, title and inputs.
  private func screen(_ walkthrough: Walkthrough) -> String {
    let state = walkthrough.state
    guard state.finished == nil, let top = state.topScreen,
      let frame = state.frames.first(where: { $0.id == top.frame })
    else { return "null" }
    let declared = walkthrough.machine.flow(of: frame)?.screen(named: top.screen)
    var view = "null"
    if case .view(let name?) = declared?.kind { view = JSON.string(name) }
    let inputs = walkthrough.machine.screenInputs(in: state, environment: walkthrough.environment)
      .map { input in
        JSON.object([
          ("name", JSON.string(input.name)),
          ("value", input.value.map { JSON.string($0.description) } ?? "null"),
        ])
      }
    return JSON.object([
      ("flow", JSON.string(frame.flow)), ("name", JSON.string(top.screen)), ("view", view),
      ("title", optional(declared?.title)), ("inputs", JSON.array(inputs)),
    ])
  }

  /// The root flow's result once it has finished.
  private func finished(_ walkthrough: Walkthrough) -> String {
    guard let finished = walkthrough.state.finished else { return "null" }
    let payload = walkthrough.machine.shownPayload(finished, flow: walkthrough.rootFlow)
    return JSON.object([
      ("result", JSON.string(finished.result)), ("payload", values(payload)),
    ])
  }

  private func values(_ values: [NamedValue]) -> String {
    JSON.array(
      values.map {
        JSON.object([("name", JSON.string($0.name)), ("value", JSON.string($0.value.description))])
      })
  }

  /// The stacks, each with who presented it and how, bottom first; with a tab bar, every tab's.
  private func navigation(_ state: MachineState, machine: FlowMachine) -> String {
    guard let bar = state.tabBar else {
      return JSON.object([
        ("tabs", "null"), ("stacks", stacks(Array(state.stacks), frames: Array(state.frames))),
      ])
    }
    let tabs = bar.tabs.enumerated().map { index, name in
      let selected = index == bar.selected
      let contents =
        if selected {
          stacks(Array(state.stacks), frames: Array(state.frames))
        } else if let parked = bar.parkedStacks(ofTab: index),
          let frames = bar.parkedFrames(ofTab: index)
        {
          stacks(parked, frames: frames)
        } else {
          "null"
        }
      return JSON.object([
        ("name", JSON.string(name)), ("selected", String(selected)), ("stacks", contents),
      ])
    }
    return JSON.object([
      ("tabs", JSON.array(tabs)),
      ("stacks", stacks(Array(state.stacks), frames: Array(state.frames))),
    ])
  }

  private func stacks(_ stacks: [NavigationStack], frames: [FlowFrame]) -> String {
    let owners = Dictionary(frames.map { ($0.id, $0.flow) }) { first, _ in first }
    return JSON.array(
      stacks.enumerated().map { index, stack in
        let presenter =
          index == 0 ? "null" : JSON.string(stack.presenter.flatMap { owners[$0] } ?? "?")
        let screens = stack.entries.map { entry in
          JSON.object([
            ("screen", JSON.string(entry.screen)),
            ("flow", JSON.string(owners[entry.frame] ?? "?")),
          ])
        }
        return JSON.object([
          ("presentedBy", presenter),
          ("presentation", index == 0 ? "null" : JSON.string(stack.presentation.written)),
          ("screens", JSON.array(screens)),
        ])
      })
  }

  /// Each running flow's node, inputs and context; unset fields are null.
  private func flows(_ state: MachineState, machine: FlowMachine) -> String {
    JSON.array(
      state.frames.compactMap { frame in
        guard let flow = machine.flow(of: frame) else { return nil }
        let inputs = flow.inputs.map { field in
          shown(field, frame.inputs[field.name])
        }
        let context = flow.context.map { field in shown(field, frame.context[field.name]) }
        return JSON.object([
          ("flow", JSON.string(flow.name)), ("node", JSON.string(frame.node)),
          ("inputs", JSON.array(inputs)), ("context", JSON.array(context)),
        ])
      })
  }

  private func shown(_ field: Field, _ value: Value?) -> String {
    let text = value.map { field.isSensitive ? Field.placeholder : $0.description }
    return JSON.object([
      ("name", JSON.string(field.name)), ("type", JSON.string(field.type.description)),
      ("value", optional(text)),
    ])
  }

  /// The tab bar's tabs (`enabledTabs`: those that can be selected now).
  private func tabs(_ state: MachineState) -> String {
    guard let bar = state.tabBar else { return "[]" }
    return JSON.array(bar.tabs.map(JSON.string))
  }

  /// The environment answers given, sensitive ones as `<sensitive>`.
  private func environment(_ walkthrough: Walkthrough) -> String {
    let answers = walkthrough.environment.sorted { $0.key < $1.key }
    return JSON.array(
      answers.map { name, value in
        let sensitive = walkthrough.machine.isSensitiveEnvironment(name)
        return JSON.object([
          ("name", JSON.string(name)),
          ("value", JSON.string(sensitive ? Field.placeholder : value.description)),
        ])
      })
  }

  /// The last entries of the trace, the number of the first of them, how many there are in
  /// all, and which trace they are of (`GET /api/trace` gives the others).
  private func traceJSON() -> [(String, String)] {
    let last = trace.last
    return [
      ("trace", TraceLog.json(last.entries)), ("traceFrom", String(last.from)),
      ("traceTotal", String(trace.total)), ("traceRun", String(trace.run)),
    ]
  }
}

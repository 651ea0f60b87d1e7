import FlowRunner
import FlowSpec
import FuzzSupport

/// A short deterministic walk through a valid module: start a flow, then up to `maxSteps` inputs
/// chosen by the PRNG. Errors the machine is allowed to report are fine; any other error, and any
/// difference between the machine's stacks and the stacks its navigation effects describe, is a
/// finding (the generated coordinators perform exactly those effects).
struct MachineRun {
  static let maxSteps = 50

  let module: ValidatedModule
  let machine: FlowMachine
  let enums: [String: [String]]
  var random: FuzzRandom
  var environment: [String: Value] = [:]
  /// Whether an environment value of the wrong type was given on purpose.
  var environmentIsWrong = false
  /// The stacks the navigation effects describe, bottom to top (the selected tab's, for a tab
  /// container).
  var shadow: [[String]] = [[]]
  /// A tab container's tabs as the effects describe them, and each tab's stacks while another is
  /// selected.
  var tabNames: [String] = []
  var tabShadows: [[[String]]] = []
  var selectedTab = 0

  init(module: ValidatedModule, random: FuzzRandom) {
    var random = random
    self.module = module
    // Half the walks run under a small limit on flows running at once, so that modest modules
    // reach it too (a deep module reaches the default one).
    self.machine = FlowMachine(
      module: module, flowLimit: random.oneIn(2) ? ValidatedModule.flowLimit : 1 + random.below(8))
    self.enums = machine.enumCases
    self.random = random
  }

  mutating func run() {
    guard !module.flows.isEmpty else { return }
    let flow = random.pick(module.flows)
    var inputs: [String: Value] = [:]
    for field in flow.inputs { inputs[field.name] = value(field.type) }
    // The runner keeps one environment for all flows; a name that flows declare with different
    // types cannot be well typed for all of them (a known limitation, not a finding here).
    var types: [String: Set<ValueType>] = [:]
    for field in module.flows.flatMap(\.environment) {
      types[field.name, default: []].insert(field.type)
    }
    if types.values.contains(where: { $0.count > 1 }) { environmentIsWrong = true }
    for field in module.flows.flatMap(\.environment) where random.below(4) != 0 {
      if random.oneIn(32) {
        environment[field.name] = wrongValue(field.type)
        environmentIsWrong = true
      } else {
        environment[field.name] = value(field.type)
      }
    }
    guard
      var state = attempt(.start(flow.name, inputs), isSystem: false, payloadIsWrong: false)
    else { return }
    for _ in 0..<Self.maxSteps {
      guard state.finished == nil else {
        do {
          _ = try perform(.step(state, .systemBack))
          check(false, "a finished walkthrough took another input")
        } catch {
          check(error == .finished, "\(error) instead of `finished` after the end")
        }
        return
      }
      let events = machine.availableEvents(in: state)
      let input: MachineInput
      var payloadIsWrong = false
      switch random.below(16) {
      case 0: input = .systemBack
      case 1: input = .systemDismiss
      case 2:
        input = .event("noSuchEvent", payload: [:])
        payloadIsWrong = true
      case 3 where state.tabBar != nil:
        // Any tab, the selected one included (refused), under a modal too (refused).
        input = .selectTab(random.pick(state.tabBar?.tabs ?? []))
      default:
        guard !events.isEmpty else {
          input = .systemBack
          break
        }
        let event = random.pick(events)
        var payload: [String: Value] = [:]
        for field in event.parameters { payload[field.name] = value(field.type) }
        if random.oneIn(8), let field = event.parameters.first {
          payloadIsWrong = true
          if random.oneIn(2) {
            payload[field.name] = nil
          } else {
            payload[field.name] = wrongValue(field.type)
          }
        }
        input = .event(event.name, payload: payload)
      }
      let isSystem: Bool
      switch input {
      case .systemBack, .systemDismiss, .selectTab: isSystem = true
      case .event: isSystem = false
      }
      guard
        let next = attempt(.step(state, input), isSystem: isSystem, payloadIsWrong: payloadIsWrong)
      else { continue }
      state = next
      if state.finished == nil {
        let renderer = StateRenderer(machine: machine, colors: random.oneIn(2))
        _ = renderer.screen(state).count + renderer.navigation(state).count
        _ = renderer.context(state).count + renderer.events(state).count
      }
    }
  }

  /// Runs a start or step, answering missing environment values and retrying; returns the next
  /// state, or nil after an allowed error. Checks the effects against the shadow stacks.
  mutating func attempt(_ call: Call, isSystem: Bool, payloadIsWrong: Bool) -> MachineState? {
    var answered = 0
    while true {
      do {
        let (state, effects) = try perform(call)
        _ = TraceRenderer.lines(effects).count
        for effect in effects { _ = TraceRenderer.json(effect).count }
        replay(effects)
        if state.finished == nil {
          let actual = state.stacks.map { $0.entries.map(\.screen) }
          check(actual == shadow, "stacks \(actual) but the effects describe \(shadow)")
          check(!state.frames.isEmpty, "a running walkthrough without frames")
          check(
            state.frames.count <= machine.flowLimit,
            "\(state.frames.count) flows running at once, over the limit of \(machine.flowLimit)")
        }
        return state
      } catch {
        switch error {
        case .missingEnvironment(let name, _):
          guard let type = module.environmentType(named: name) else {
            check(false, "missing environment value `\(name)` that no flow declares")
            return nil
          }
          check(environment[name] == nil, "environment `\(name)` is given yet reported missing")
          answered += 1
          check(answered <= 64, "environment answers never end")
          environment[name] = value(type)
          continue
        case .environmentType:
          check(environmentIsWrong, "\(error) with every environment value well typed")
        case .payload, .unknownEvent:
          check(payloadIsWrong, "\(error) for an available event with a well-typed payload")
        case .nothingToGoBack, .nothingToDismiss, .swipeNotAllowed, .tabAlreadySelected,
          .tabBarCovered:
          check(isSystem, "\(error) for an event")
        case .noTabBar, .unknownTab:
          check(false, "\(error): only a tab container's own tabs are selected")
        case .overflow:
          break
        case .tooManyFlows(_, _, let limit):
          check(limit == machine.flowLimit, "\(error) under a limit of \(machine.flowLimit)")
        case .input, .unknownFlow, .finished, .inconsistent:
          check(false, "\(error)")
        }
        return nil
      }
    }
  }

  /// A machine call.
  enum Call {
    case start(String, [String: Value])
    case step(MachineState, MachineInput)
  }

  func perform(_ call: Call) throws(MachineError) -> (state: MachineState, effects: [Effect]) {
    switch call {
    case .start(let flow, let inputs):
      return try machine.start(flow: flow, inputs: inputs, environment: environment)
    case .step(let state, let input):
      return try machine.step(state, input, environment: environment)
    }
  }

  /// Applies navigation effects to the shadow stacks, as a UIKit navigator would.
  mutating func replay(_ effects: [Effect]) {
    for case .navigation(let operation) in effects {
      switch operation {
      case .push(let screen):
        shadow[shadow.count - 1].append(screen)
      case .present(let screen, _):
        shadow.append([screen])
      case .setStack(let screens):
        shadow[shadow.count - 1] = screens
      case .pop:
        check(!shadow[shadow.count - 1].isEmpty, "pop from an empty stack")
        shadow[shadow.count - 1].removeLast()
      case .popTo(let screen):
        let top = shadow.count - 1
        guard let index = shadow[top].lastIndex(of: screen) else {
          check(false, "popTo `\(screen)`, which is not on the top stack \(shadow[top])")
          return
        }
        shadow[top].removeSubrange((index + 1)...)
      case .dismiss(let count):
        check(count >= 1 && count < shadow.count, "dismiss \(count) of \(shadow.count) stacks")
        shadow.removeLast(count)
      case .tabs(let names):
        check(tabNames.isEmpty, "a second tab bar \(names)")
        tabNames = names
        tabShadows = names.map { _ in [[]] }
        tabShadows[0] = shadow
        selectedTab = 0
      case .selectTab(let name):
        guard let index = tabNames.firstIndex(of: name), index != selectedTab else {
          check(false, "select tab \(name) of \(tabNames), \(selectedTab) selected")
          return
        }
        tabShadows[selectedTab] = shadow
        shadow = tabShadows[index]
        selectedTab = index
      }
    }
  }

  /// A value of `type`, from a small set that includes edge cases (extremes, quotes, emoji).
  mutating func value(_ type: ValueType, depth: Int = 0) -> Value {
    switch type {
    case .string: return .string(random.pick(["", "a", "sepia", "it's \"q\"\n\\", "üé🎉"]))
    case .int: return .int(random.pick([0, 1, -1, 7, 9, Int.max, Int.min]))
    case .double: return .double(random.pick([0, 0.5, -1.5, 1e308, -1e308]))
    case .bool: return .bool(random.oneIn(2))
    case .date: return .date(random.pick(["2026-11-22T10:30:00Z", "2000-02-29T00:00:00Z"]))
    case .url: return .url(random.pick(["https://example.com/a?b=c", "mailto:x"]))
    case .enumeration(let name):
      guard let cases = enums[name], !cases.isEmpty else { return .null }
      return .enumCase(type: name, name: random.pick(cases))
    case .app(let name): return .app(type: name, token: "t\(random.below(3))")
    case .optional(let wrapped):
      return random.oneIn(3) ? .null : value(wrapped, depth: depth + 1)
    case .array(let element):
      let count = depth > 3 ? 0 : random.below(3)
      return .array((0..<count).map { _ in value(element, depth: depth + 1) })
    }
  }

  /// A value that is not of `type`.
  func wrongValue(_ type: ValueType) -> Value {
    type.unwrapped == .string ? .int(0) : .string("wrong")
  }
}

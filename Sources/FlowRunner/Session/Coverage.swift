import FlowSpec

/// What walkthroughs covered of a set of flows: the transitions taken (start choices and
/// `dismissed` transitions included), the screens shown, the results the flows finished with, and
/// each guard's outcomes (held, and failed so a later alternative was tried).
///
/// Coverages of the same flows merge (`merge`), so several scripts add up.
public struct Coverage: Sendable, Equatable {
  /// One transition: its flow, screen (or child node), event and position in its list.
  public struct Key: Sendable, Hashable, CustomStringConvertible {
    /// The flow.
    public var flow: String
    /// The screen or child-flow node.
    public var screen: String
    /// The event or child result.
    public var event: String
    /// The position in the event's list of transitions (0-based).
    public var index: Int

    /// Creates a key; a start choice has the screen `start` and an empty event.
    public init(flow: String, screen: String, event: String, index: Int) {
      self.flow = flow
      self.screen = screen
      self.event = event
      self.index = index
    }

    /// The key of start choice `index` of `flow`.
    public static func startChoice(flow: String, index: Int) -> Key {
      Key(flow: flow, screen: "start", event: "", index: index)
    }

    /// The transition or start choice `effect` takes; nil for any other effect.
    public init?(_ effect: Effect) {
      switch effect {
      case .transition(let flow, let screen, let event, let index, _):
        self.init(flow: flow, screen: screen, event: event, index: index)
      case .startChoice(let flow, let index, _):
        self = .startChoice(flow: flow, index: index)
      default:
        return nil
      }
    }

    /// `Flow.screen event #n`, or `Flow start #n` for a start choice.
    public var description: String {
      // Appended piece by piece: interpolating was a serial 53M instructions at the end of
      // `flowc paths` at 10,000 screens (a path's goals are named in its script).
      var text = flow
      text.append(event.isEmpty ? " " : ".")
      text.append(screen)
      if !event.isEmpty {
        text.append(" ")
        text.append(event)
      }
      if index > 0 {
        text.append(" #")
        text.append(String(index + 1))
      }
      return text
    }
  }

  /// A screen or a result of a flow: `Flow.name`.
  public struct Name: Sendable, Hashable, CustomStringConvertible {
    /// The flow.
    public var flow: String
    /// The screen or the result.
    public var name: String

    /// `Flow.name`.
    public var description: String { "\(flow).\(name)" }
  }

  /// One outcome of a guard: the guarded transition, and whether the guard held.
  public struct GuardOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The guarded transition (or start choice).
    public var transition: Key
    /// Whether the guard held.
    public var holds: Bool

    /// `Flow.screen event #n: held`, or `... failed`.
    public var description: String { "\(transition): \(holds ? "held" : "failed")" }
  }

  /// How much of one kind was covered.
  public struct Figure: Sendable, Equatable {
    /// How many were covered.
    public var covered: Int
    /// How many there are.
    public var total: Int

    /// Creates a figure.
    public init(covered: Int, total: Int) {
      self.covered = covered
      self.total = total
    }

    /// The percentage covered; 100 when there is nothing to cover.
    public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

    /// `covered/total (percent%)`, the percentage rounded down to a tenth (`95.4%`, `100%`), so
    /// that it never reads as more than it is.
    public var summary: String { "\(covered)/\(total) (\(percentText)%)" }

    /// The percentage rounded down to a tenth, without a trailing `.0`.
    public var percentText: String {
      let tenths = Int(percent * 10)
      return "\(tenths / 10)" + (tenths % 10 == 0 ? "" : ".\(tenths % 10)")
    }
  }

  /// Every transition of the flows covered, in declaration order.
  public let all: [Key]
  /// The transitions taken.
  public private(set) var taken: Set<Key> = []
  /// Every screen (not child-flow nodes) of the flows covered, in declaration order.
  public let screens: [Name]
  /// The screens shown.
  public private(set) var shownScreens: Set<Name> = []
  /// Every result of the flows covered, in declaration order.
  public let results: [Name]
  /// The results the flows finished with.
  public private(set) var finishedResults: Set<Name> = []
  /// Both outcomes of every guard of the flows covered, in declaration order.
  public let guardOutcomes: [GuardOutcome]
  /// The guard outcomes seen.
  public private(set) var seenGuardOutcomes: Set<GuardOutcome> = []
  /// The guarded transitions, to tell which alternatives before a taken one were tried.
  private let guarded: Set<Key>

  /// The flows of `root` and every flow reachable from it through child nodes and tabs.
  public init(module: ValidatedModule, root: String) {
    var names: [String] = []
    var queue = [root]
    var seen: Set<String> = [root]
    while !queue.isEmpty {
      guard let flow = module.flow(named: queue.removeFirst()) else { continue }
      names.append(flow.name)
      for child in flow.screens.compactMap(\.childFlow) + flow.tabs
      where seen.insert(child).inserted {
        queue.append(child)
      }
    }
    self.init(module: module, flows: names)
  }

  /// Every flow of `module`: what the walkthroughs of a whole module add up to.
  public init(module: ValidatedModule) {
    self.init(module: module, flows: module.flows.map(\.name))
  }

  private init(module: ValidatedModule, flows names: [String]) {
    var keys: [Key] = []
    var screens: [Name] = []
    var results: [Name] = []
    var outcomes: [GuardOutcome] = []
    for flow in names.compactMap(module.flow(named:)) {
      if flow.start.count > 1 {
        for (index, choice) in flow.start.enumerated() {
          let key = Key.startChoice(flow: flow.name, index: index)
          keys.append(key)
          if choice.condition != nil { outcomes += [.init(key, true), .init(key, false)] }
        }
      }
      // Screens and transitions are read in place (by position): a copy of each retains all its
      // parts.
      for position in flow.screens.indices {
        let screen = flow.screens[position].name
        if flow.screens[position].childFlow == nil {
          screens.append(Name(flow: flow.name, name: screen))
        }
        for handler in flow.screens[position].allHandlers {
          for index in handler.transitions.indices {
            let key = Key(flow: flow.name, screen: screen, event: handler.event, index: index)
            keys.append(key)
            if handler.transitions[index].condition != nil {
              outcomes += [.init(key, true), .init(key, false)]
            }
          }
        }
      }
      results += flow.results.map { Name(flow: flow.name, name: $0.name) }
    }
    all = keys
    self.screens = screens
    self.results = results
    guardOutcomes = outcomes
    guarded = Set(outcomes.map(\.transition))
  }

  /// Records the transitions, guard outcomes and results among `effects`.
  public mutating func record(_ effects: [Effect]) {
    for effect in effects {
      if let key = Key(effect) {
        chose(key)
        continue
      }
      switch effect {
      case .ignored(let flow, let screen, let event):
        failedGuards(before: Key(flow: flow, screen: screen, event: event, index: .max))
      case .flowFinished(let flow, let result, _), .rootFinished(let flow, let result, _):
        finishedResults.insert(Name(flow: flow, name: result))
      default:
        break
      }
    }
  }

  /// Records the screen on top of `state`. Recording every state of a run (its start and each
  /// step) this way records every screen it showed: a step shows at most one screen, and it is on
  /// top after the step.
  public mutating func recordTopScreen(in state: MachineState) {
    guard let top = state.topScreen,
      let frame = state.frames.last(where: { $0.id == top.frame })
    else { return }
    shownScreens.insert(Name(flow: frame.flow, name: top.screen))
  }

  /// Adds what `other` covered (of the same flows, or some of them).
  public mutating func merge(_ other: Coverage) {
    taken.formUnion(other.taken)
    shownScreens.formUnion(other.shownScreens)
    finishedResults.formUnion(other.finishedResults)
    seenGuardOutcomes.formUnion(other.seenGuardOutcomes)
  }

  /// The transitions never taken, in declaration order.
  public var missed: [Key] { all.filter { !taken.contains($0) } }

  /// The transitions covered.
  public var transitionFigure: Figure { figure(all, taken) }
  /// The screens covered.
  public var screenFigure: Figure { figure(screens, shownScreens) }
  /// The results covered.
  public var resultFigure: Figure { figure(results, finishedResults) }
  /// The guard outcomes covered.
  public var guardFigure: Figure { figure(guardOutcomes, seenGuardOutcomes) }

  private func figure<T: Hashable>(_ all: [T], _ covered: Set<T>) -> Figure {
    Figure(covered: all.count { covered.contains($0) }, total: all.count)
  }

  /// The alternative `key` was taken: its guard held, and every guard before it failed.
  private mutating func chose(_ key: Key) {
    // The outcomes a choice tells depend on its key alone: a key taken before told them.
    guard taken.insert(key).inserted else { return }
    if guarded.contains(key) { seenGuardOutcomes.insert(GuardOutcome(key, true)) }
    failedGuards(before: key)
  }

  /// The guarded alternatives before `key` in its list were tried and failed.
  private mutating func failedGuards(before key: Key) {
    var earlier = key
    earlier.index = 0
    while earlier.index < key.index, guarded.contains(earlier) {
      seenGuardOutcomes.insert(GuardOutcome(earlier, false))
      earlier.index += 1
    }
  }
}

extension Coverage.GuardOutcome {
  fileprivate init(_ transition: Coverage.Key, _ holds: Bool) {
    self.init(transition: transition, holds: holds)
  }
}

import FlowRunner
import FlowSpec

/// Plans the paths of one root flow.
struct RootPlanner {
  let context: PlanningContext
  let root: String
  let strategy: PathStrategy
  /// The ways the flow can start: one for each start choice some tried values lead to.
  let starts: [PathStart]
  /// The moves found so far, for every search of the plan.
  let cache: MoveCache
  /// The walks through child flows found so far (`ChildWalk`).
  let walks: ChildWalks
  /// The goals each flow and node holds (`GoalIndex`).
  let goals: GoalIndex
  /// How the searches for the nearest goal went (`SearchCounts`).
  let counts = SearchCounts()
  /// The states the searches have stepped, against the plan's budget.
  let meter: BudgetMeter
  /// The most nodes one search keeps.
  static let searchLimit = 200_000
  /// The most input and context values the nodes of one search hold, for the flows' declared
  /// fields: a search of states with more than 100 fields keeps fewer nodes (memory bounded).
  static let valueLimit = 20_000_000
  /// The most nodes one search of this plan keeps: `searchLimit`, or fewer for wide flows.
  let keepLimit: Int

  /// `shortcuts` false runs every search (the tests compare): no child flow's walk replayed
  /// (`ChildWalk`), no search skipped for holding no goal (`GoalIndex`), every system back
  /// stepped (`SearchTree.leavesOutRepeats`).
  init(
    context: PlanningContext, root: String, strategy: PathStrategy, shortcuts: Bool = true,
    budget: PlanningBudget = PlanningBudget(), progress: PlanningProgress? = nil
  ) throws(PathPlanningError) {
    self.context = context
    meter = BudgetMeter(budget, flow: root, progress: progress)
    cache = MoveCache(root: context.module.flows.firstIndex { $0.name == root })
    walks = ChildWalks(enabled: shortcuts)
    goals = GoalIndex(context: context, enabled: shortcuts)
    self.root = root
    self.strategy = strategy
    starts = try Self.starts(of: root, context: context)
    keepLimit = Self.keepLimit(
      fields: context.module.flows.map { $0.inputs.count + $0.context.count })
  }

  /// `searchLimit`, or fewer when a flow holds more than 100 fields (at least `quickLimit`).
  static func keepLimit(fields: [Int]) -> Int {
    let widest = max(1, fields.max() ?? 1)
    return min(searchLimit, max(quickLimit, valueLimit / widest))
  }

  /// The report, or `overBudget` when the searches stepped more states than the budget allows.
  mutating func plan() throws(PathPlanningError) -> PathReport {
    let report =
      switch strategy {
      case .shortest: shortest()
      case .transitions: cover(goals: context.coverage(of: root).all)
      case .guards: cover(goals: guardedAlternatives())
      }
    guard !meter.exhausted else {
      let range = context.flows[root]?.range
      throw .overBudget(
        flow: root, states: meter.limit, reduce: multipliers(),
        location: range.map { "\($0.file):\($0.start)" } ?? "")
    }
    return report
  }

  /// What multiplies the states of the flow and the flows it reaches: the fields their guards
  /// read (each value a state of its own), the fields each state holds, the flows nested.
  func multipliers() -> String {
    let flows = reachableFlows
    let keyed = flows.map { ($0.name, context.keySlots[$0.name] ?? []) }
    var parts: [String] = []
    if let (name, fields) = keyed.max(by: { $0.1.count < $1.1.count }), !fields.isEmpty {
      let shown = fields.prefix(5).joined(separator: ", ") + (fields.count > 5 ? ", ..." : "")
      parts.append(
        "\(fields.count) input and context field\(fields.count == 1 ? "" : "s") of `\(name)` "
          + "that guards read (\(shown)), each value of which makes other states")
    }
    if let widest = flows.max(by: {
      $0.inputs.count + $0.context.count < $1.inputs.count + $1.context.count
    }) {
      parts.append(
        "\(widest.inputs.count + widest.context.count) inputs and context fields in "
          + "`\(widest.name)`, held by each of its states")
    }
    if flows.count > 1 {
      parts.append("\(flows.count) flows it reaches through child flows and tabs")
    }
    return parts.joined(separator: "; ")
  }

  // MARK: Starting

  /// The starts worth trying: the flow's inputs its start choices or guards read and the
  /// environment answers its start choices read, each value tried, one start kept for each start
  /// choice taken with each value of the inputs guards read.
  private static func starts(of root: String, context: PlanningContext) throws(PathPlanningError)
    -> [PathStart]
  {
    guard let flow = context.flows[root] else { throw .unknownFlow(root) }
    let reads = context.startReads[root] ?? ([], [])
    var base: [String: Value] = [:]
    for (name, type) in context.environment {
      base[name] = context.candidates.first(for: type, name: name)
    }
    // The inputs the flow's guards read (directly or through a child's) tell states apart: each
    // value is a start of its own.
    let keyed = flow.inputs.map { (context.keySlots[root] ?? []).contains($0.name) }
    let inputChoices = zip(flow.inputs, keyed).map { input, keyed in
      keyed || reads.inputs.contains(input.name)
        ? context.candidates.values(for: input.type, name: input.name)
        : [context.candidates.first(for: input.type, name: input.name)]
    }
    let environmentChoices = reads.environment.map { name in
      context.environmentType(name).map { context.candidates.values(for: $0, name: name) } ?? []
    }
    var result: [PathStart] = []
    var choices = Set<String>()
    var failure = "no values were tried"
    for assignment in Self.product(inputChoices + environmentChoices) {
      var inputs: [String: Value] = [:]
      for (input, value) in zip(flow.inputs, assignment) { inputs[input.name] = value }
      var environment = base
      for (name, value) in zip(reads.environment, assignment.dropFirst(flow.inputs.count)) {
        environment[name] = value
      }
      do {
        let (state, effects) = try context.machine.start(
          flow: root, inputs: inputs, environment: environment)
        let choice =
          effects.lazy.compactMap { effect -> Int? in
            if case .startChoice(let name, let index, _) = effect, name == root {
              index
            } else {
              nil
            }
          }.first ?? 0
        let keyedValues = zip(flow.inputs, keyed).filter(\.1).map {
          inputs[$0.0.name]?.description ?? ""
        }
        guard choices.insert(([String(choice)] + keyedValues).joined(separator: " ")).inserted
        else { continue }
        result.append(
          PathStart(
            inputs: flow.inputs.compactMap { input in
              inputs[input.name].map { NamedValue(input.name, $0) }
            },
            node: SearchNode(state: state, environment: environment, move: nil, effects: effects)))
      } catch {
        failure = error.description
      }
    }
    guard !result.isEmpty else { throw .cannotStart(flow: root, reason: failure) }
    return result
  }

  /// Every combination of the choices (the last changing fastest), at most
  /// `PlanningContext.assignmentLimit`.
  static func product(_ choices: [[Value]]) -> [[Value]] {
    guard choices.allSatisfy({ !$0.isEmpty }) else { return [] }
    var result: [[Value]] = []
    var digits = [Int](repeating: 0, count: choices.count)
    while result.count < PlanningContext.assignmentLimit {
      result.append(zip(choices, digits).map { $0[$1] })
      var position = choices.count - 1
      while position >= 0 {
        digits[position] += 1
        if digits[position] < choices[position].count { break }
        digits[position] = 0
        position -= 1
      }
      if position < 0 { break }
    }
    return result
  }

  func sources(_ starts: [PathStart]) -> [(
    node: SearchNode, start: (flow: String, inputs: [String: Value])?
  )] {
    starts.map { start in
      (
        start.node,
        (root, Dictionary(start.inputs.map { ($0.name, $0.value) }) { first, _ in first })
      )
    }
  }
}

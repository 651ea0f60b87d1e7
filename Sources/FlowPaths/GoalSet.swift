import FlowRunner

/// The goals of a plan not taken yet (transitions or guard alternatives), told apart by their
/// numbers in the plan's `MoveCache` (`MoveCache.number(of:)`).
///
/// The searches ask, for every move they try and every node they reach, whether it takes a goal:
/// a move knows the number of the transition it predicts (`Move.goal`), and a node's transition is
/// most often its move's, found by comparing the names instead of hashing them. Hashing a key's
/// three names for each of those questions took about 13% of planning at 1,000 screens.
struct GoalSet {
  /// How many goals are not taken yet.
  private var remaining = 0
  /// Whether each transition or start choice, by number, is a goal not taken yet (numbers past
  /// the end are not goals: those met after the goals were numbered).
  private var open: [Bool]
  /// Where the numbers come from.
  private let cache: MoveCache

  /// All of `goals`, numbered in `cache`.
  init(_ goals: [Coverage.Key], cache: MoveCache) {
    self.cache = cache
    open = []
    open.reserveCapacity(goals.count)
    cache.reserveNumbers(goals.count)
    for key in goals {
      let number = cache.number(of: key)
      if number >= open.count {
        open.append(contentsOf: repeatElement(false, count: number + 1 - open.count))
      }
      if !open[number] { remaining += 1 }
      open[number] = true
    }
  }

  /// Whether every goal is taken.
  var isEmpty: Bool { remaining == 0 }

  /// Whether `key` is a goal not taken yet.
  func contains(_ key: Coverage.Key) -> Bool { isOpen(cache.numbers[key] ?? -1) }

  /// Whether the transition numbered `number` is a goal not taken yet (-1: none).
  func isOpen(_ number: Int) -> Bool { number >= 0 && number < open.count && open[number] }

  /// Whether a move is predicted to take a goal not taken yet.
  func isPredicted(_ move: Move) -> Bool { isOpen(move.goal) }

  /// Whether `node`'s effects take a goal not taken yet.
  func takes(_ node: SearchNode) -> Bool {
    let move = node.move
    return node.effects.contains { isOpen(number(of: $0, after: move)) }
  }

  /// Marks the goals `node`'s effects take as taken, and appends them to `taken` in the order
  /// taken.
  mutating func take(_ node: SearchNode, into taken: inout [Coverage.Key]) {
    for effect in node.effects {
      let number = number(of: effect, after: node.move)
      guard isOpen(number), let key = Coverage.Key(effect) else { continue }
      open[number] = false
      remaining -= 1
      taken.append(key)
    }
  }

  /// The number of the transition or start choice `effect` takes (-1 for another effect, or one
  /// not numbered, which is no goal): `move`'s when it is the transition `move` predicted.
  private func number(of effect: Effect, after move: Move?) -> Int {
    switch effect {
    case .transition(let flow, let screen, let event, let index, _):
      if let move, let predicted = move.predicted, predicted.index == index,
        predicted.event == event, predicted.screen == screen, predicted.flow == flow
      {
        return move.goal
      }
      return cache.numbers[Coverage.Key(flow: flow, screen: screen, event: event, index: index)]
        ?? -1
    case .startChoice(let flow, let index, _):
      return cache.numbers[.startChoice(flow: flow, index: index)] ?? -1
    default:
      return -1
    }
  }
}

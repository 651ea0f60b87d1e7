import FlowSpec

/// A navigation stack (a `UINavigationController`).
///
/// Its screens are a persistent list: a push or pop makes one node and shares everything below with
/// the state before the step. A step therefore costs the same on a stack of 100 screens as on one
/// of 2, and the snapshots the walkthrough keeps for undo share their stacks.
public struct NavigationStack: Sendable, Equatable {
  private var top: StackNode?
  /// The frame whose transition presented it; nil for the root stack.
  public var presenter: Int?
  /// The frame it was presented for: the presenter itself when its `present` named a view
  /// screen, or the child flow started at the child-flow node it named. That frame's finish
  /// dismisses it; a flow that frame started there (its first node, or a `replace`) only removes
  /// its own screens from it, and the stack stays for the flow that is still running.
  var opener: Int?
  /// How it was presented (`standard` for the root stack).
  public var presentation: Presentation
  /// The presenter's node that its `present` named (a screen, or the child-flow node whose child's
  /// first screen opened it), by position in the presenter's flow: the node whose `dismissed`
  /// transitions run after a swipe.
  var node: Int?

  /// Creates a stack of `entries`, bottom first.
  public init(
    entries: [StackEntry], presenter: Int?, presentation: Presentation = .standard
  ) {
    self.presenter = presenter
    self.opener = presenter
    self.presentation = presentation
    self.entries = entries
  }

  /// Its screens, bottom first (built on each read: use `last` and `count` in hot paths).
  public var entries: [StackEntry] {
    get {
      var result: [StackEntry] = []
      result.reserveCapacity(count)
      var node = top
      while let current = node {
        result.append(current.entry)
        node = current.below
      }
      return result.reversed()
    }
    set {
      top = nil
      for entry in newValue { append(entry) }
    }
  }

  /// The number of screens.
  public var count: Int { top?.count ?? 0 }

  /// True when the stack shows nothing.
  public var isEmpty: Bool { top == nil }

  /// The top screen.
  public var last: StackEntry? { top?.entry }

  /// Pushes a screen.
  mutating func append(_ entry: StackEntry) {
    top = StackNode(entry: entry, below: top)
  }

  /// Pops the top screen.
  mutating func removeLast() {
    top = top?.below
  }

  /// Pops `k` screens.
  mutating func removeLast(_ k: Int) {
    for _ in 0..<k { top = top?.below }
  }

  /// Its screens, top first, read as they are: nothing is built.
  var fromTop: TopDown { TopDown(node: top) }

  /// The screens of a stack, top first (`fromTop`).
  struct TopDown: Sequence, IteratorProtocol {
    fileprivate var node: StackNode?

    mutating func next() -> StackEntry? {
      guard let current = node else { return nil }
      node = current.below
      return current.entry
    }
  }

  /// The topmost screen that satisfies `predicate`.
  func last(where predicate: (StackEntry) -> Bool) -> StackEntry? {
    var node = top
    while let current = node {
      if predicate(current.entry) { return current.entry }
      node = current.below
    }
    return nil
  }

  /// Pops the top screens that satisfy `predicate`, down to the first that does not.
  mutating func removeLast(while predicate: (StackEntry) -> Bool) {
    while let entry = top?.entry, predicate(entry) { top = top?.below }
  }

  /// Whether any screen satisfies `predicate`.
  func contains(where predicate: (StackEntry) -> Bool) -> Bool { last(where: predicate) != nil }

  /// Removes every screen that satisfies `predicate`, keeping the order of the rest.
  mutating func removeAll(where predicate: (StackEntry) -> Bool) {
    guard contains(where: predicate) else { return }
    entries = entries.filter { !predicate($0) }
  }

  /// Stacks are equal when they show the same screens for the same presenter.
  public static func == (lhs: NavigationStack, rhs: NavigationStack) -> Bool {
    guard lhs.presenter == rhs.presenter, lhs.opener == rhs.opener, lhs.count == rhs.count,
      lhs.presentation == rhs.presentation, lhs.node == rhs.node
    else {
      return false
    }
    var left = lhs.top
    var right = rhs.top
    while let l = left, let r = right {
      if l === r { return true }
      if l.entry != r.entry { return false }
      left = l.below
      right = r.below
    }
    return true
  }
}

/// One screen of a `NavigationStack` and the nodes below it. Immutable once made, except that
/// `deinit` unlinks the chain it owns alone, so dropping a stack of a million screens does not
/// release them recursively.
private final class StackNode: @unchecked Sendable {
  let entry: StackEntry
  let count: Int
  // Written only in `deinit`, on nodes no one else references.
  var below: StackNode?

  init(entry: StackEntry, below: StackNode?) {
    self.entry = entry
    self.below = below
    self.count = (below?.count ?? 0) + 1
  }

  deinit {
    guard var node = below else { return }
    below = nil
    while isKnownUniquelyReferenced(&node), let next = node.below {
      node.below = nil
      node = next
    }
  }
}

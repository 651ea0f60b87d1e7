import FlowSpec

/// Which transitions a walkthrough took, out of all the transitions of the flows it can reach.
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

    /// `Flow.screen event #n`, or `Flow start #n` for a start choice.
    public var description: String {
      (event.isEmpty ? "\(flow) \(screen)" : "\(flow).\(screen) \(event)")
        + (index > 0 ? " #\(index + 1)" : "")
    }
  }

  /// Every transition of the root flow and the flows it can start, in declaration order.
  public let all: [Key]
  /// The transitions taken.
  public private(set) var taken: Set<Key> = []

  /// Lists the transitions of `root` and every flow reachable from it through child nodes.
  public init(module: ValidatedModule, root: String) {
    var keys: [Key] = []
    var queue = [root]
    var seen: Set<String> = [root]
    while !queue.isEmpty {
      guard let flow = module.flow(named: queue.removeFirst()) else { continue }
      if flow.start.count > 1 {
        for index in flow.start.indices {
          keys.append(Key(flow: flow.name, screen: "start", event: "", index: index))
        }
      }
      for screen in flow.screens {
        for handler in screen.handlers {
          for index in handler.transitions.indices {
            keys.append(
              Key(flow: flow.name, screen: screen.name, event: handler.event, index: index))
          }
        }
        if let child = screen.childFlow, seen.insert(child).inserted { queue.append(child) }
      }
    }
    all = keys
  }

  /// Records the transitions among `effects`.
  public mutating func record(_ effects: [Effect]) {
    for effect in effects {
      if case .transition(let flow, let screen, let event, let index, _) = effect {
        taken.insert(Key(flow: flow, screen: screen, event: event, index: index))
      }
      if case .startChoice(let flow, let index, _) = effect {
        taken.insert(Key(flow: flow, screen: "start", event: "", index: index))
      }
    }
  }

  /// The transitions never taken, in declaration order.
  public var missed: [Key] { all.filter { !taken.contains($0) } }
}

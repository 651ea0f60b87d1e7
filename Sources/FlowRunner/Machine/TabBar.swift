/// A tab container's tabs, the selected one, and the flows and stacks of the others
/// (docs/semantics.md#tab-containers).
///
/// The selected tab's frames and stacks are the state's own (`MachineState.frames` and
/// `stacks`): every rule of a flow without tabs applies to them unchanged. A tab's are kept here
/// while another is selected; a tab never selected yet has none: its flow starts when it is first
/// selected.
public struct TabBar: Sendable, Equatable {
  /// The tab nodes of the container, in tab-bar order.
  public let tabs: [String]
  /// Their positions among the container flow's screens.
  let positions: [Int]
  /// The index of the selected tab.
  public internal(set) var selected: Int
  /// Each tab's frames and stacks while it is not selected (nil for the selected tab and for a
  /// tab not started yet).
  var parked: [ParkedTab?]

  /// The selected tab's name.
  public var selectedTab: String { tabs[selected] }

  /// The navigation stacks of the tab at `index` while it is not selected; nil for the selected
  /// tab (its stacks are the state's) and for a tab whose flow has not started yet.
  public func parkedStacks(ofTab index: Int) -> [NavigationStack]? {
    parked[index].map { Array($0.stacks) }
  }

  /// The running flows of the tab at `index` while it is not selected (nil as for
  /// `parkedStacks`).
  public func parkedFrames(ofTab index: Int) -> [FlowFrame]? {
    parked[index].map { Array($0.frames) }
  }
}

/// The flows and navigation stacks of a tab that is not selected.
struct ParkedTab: Sendable, Equatable {
  var frames: ChunkedList<FlowFrame>
  var stacks: ChunkedList<NavigationStack>
}

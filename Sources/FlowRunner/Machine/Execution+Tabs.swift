extension Execution {
  /// Sets up the tab bar of a root flow that is a tab container, once its first tab has started:
  /// the `tabs` operation goes right after the container's `flowStarted`.
  mutating func setUpTabs(_ program: FlowProgram) {
    let flow = program.flow
    guard flow.isTabContainer else { return }
    let positions = flow.tabs.compactMap { tab in flow.screens.firstIndex { $0.name == tab } }
    state.tabBar = TabBar(
      tabs: flow.tabs, positions: positions, selected: 0,
      parked: Array(repeating: nil, count: flow.tabs.count))
    effects.insert(.navigation(.tabs(names: flow.tabs)), at: min(1, effects.count))
  }

  /// The system input `selectTab`: the selected tab's flows and stacks are kept, and the tab
  /// `name` gets its own back, or starts its flow when it is selected for the first time.
  mutating func selectTab(_ name: String) throws(MachineError) {
    guard var bar = state.tabBar else { throw .noTabBar }
    guard let index = bar.tabs.firstIndex(of: name) else {
      throw .unknownTab(name, available: bar.tabs)
    }
    guard index != bar.selected else { throw .tabAlreadySelected(name) }
    if state.stacks.count > 1, let top = state.topScreen {
      throw .tabBarCovered(screen: top.screen)
    }
    bar.parked[bar.selected] = ParkedTab(frames: state.frames, stacks: state.stacks)
    bar.selected = index
    effects.append(.navigation(.selectTab(name: name)))
    if let parked = bar.parked[index] {
      bar.parked[index] = nil
      state.tabBar = bar
      state.frames = parked.frames
      state.stacks = parked.stacks
      return
    }
    state.tabBar = bar
    state.frames.removeSubrange(1...)
    state.stacks = [NavigationStack(entries: [], presenter: nil)]
    try enter(bar.positions[index], named: name, frameIndex: 0, placement: .root)
  }
}

extension NavigationAnalysis {
  /// The navigation that leaves a screen on every path that reaches it, which an `illegal-back`
  /// or `illegal-dismiss` diagnostic suggests instead: decided from every state reached at the
  /// node, not only the one on the path the diagnostic names.
  enum Leaving: Equatable {
    /// On every path this flow has a screen below it on its stack: `back` pops it.
    case back
    /// On every path it is in a stack this flow presented: `dismiss` closes that stack.
    case dismiss
    /// On every path it is pushed onto a screen of this flow or the root of a stack this flow
    /// presented: `close` pops or dismisses it.
    case close
    /// Otherwise: `finish` leaves the flow, and with it the screen.
    case finish

    /// The fix for a node whose reached states are the bits of `states` (bit `code & 7` of
    /// each state: `bottom * 4 + modal * 2 + empty`).
    init(states: UInt8) {
      var (pushed, presented, closable) = (true, true, true)
      for bits in 0..<8 where states & (1 << bits) != 0 {
        let (bottom, modal, empty) = (bits & 4 != 0, bits & 2 != 0, bits & 1 != 0)
        if bottom || empty { pushed = false }
        if !modal || empty { presented = false }
        if empty || (bottom && !modal) { closable = false }
      }
      self = pushed ? .back : presented ? .dismiss : closable ? .close : .finish
    }

    /// The advice that ends a diagnostic's message.
    var advice: String {
      switch self {
      case .back: "use `back` to pop it: on every path this flow has a screen below it"
      case .dismiss: "use `dismiss`: on every path it is in a stack this flow presented"
      case .close:
        "use `close`: on every path it is pushed onto a screen of this flow or the root of a "
          + "stack this flow presented"
      case .finish: "use `finish` to leave the flow"
      }
    }
  }
}

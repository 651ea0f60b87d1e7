/// The constant parts of a flow's transition records (the screen, the event, the transition's
/// index and its guard as written), held once a flow in the coordinator's `transitionTable`: a
/// handler records a transition by the byte offset of its entry, one integer where it passed
/// three string literals, which cost every handler compile time (docs/generated-code-design.md,
/// "Where the time goes now").
///
/// An entry is a line: its parts, each written as its UTF-8 byte count, `:` and its bytes
/// (`2:s0`), the guard `-` when there is none. The support file's
/// `FlowSession.recordTransition(flow:entry:of:)` reads it back.
struct TransitionTable {
  /// The entries, in order: the table's text is their lines.
  private var entries: [String] = []
  /// The entries' offsets, a screen at a time: the transitions of its handlers in order, then
  /// those of its `dismissed` handler.
  private var offsets: [String: [Int]] = [:]

  /// The table of `flow`'s transitions.
  init(_ flow: Flow) {
    // The offset of the next entry: each is followed by a line break.
    var offset = 0
    for screen in flow.screens {
      let handlers = screen.handlers + (screen.dismissed.map { [$0] } ?? [])
      var starts: [Int] = []
      for handler in handlers {
        for (index, transition) in handler.transitions.enumerated() {
          var condition = UTF8Buffer()
          if let guarded = transition.condition { FlowSyntax(guarded).write(to: &condition) }
          let entry =
            Self.part(screen.name) + Self.part(handler.event) + Self.part(String(index))
            + (transition.condition == nil ? "-" : Self.part(condition.string))
          starts.append(offset)
          entries.append(entry)
          offset += entry.utf8.count + 1
        }
      }
      if !starts.isEmpty { offsets[screen.name] = starts }
    }
  }

  /// The table's text, as the coordinator holds it.
  var text: String { entries.joined(separator: "\n") }

  /// Whether the flow has any transition.
  var isEmpty: Bool { offsets.isEmpty }

  /// The offset of the entry of transition `position` of `screen`, counting its handlers'
  /// transitions in order, then those of its `dismissed` handler.
  func entry(_ screen: String, _ position: Int) -> Int {
    offsets[screen]?[position] ?? 0
  }

  /// `text` as written: its byte count, `:` and its bytes.
  private static func part(_ text: String) -> String {
    String(text.utf8.count) + ":" + text
  }

  /// Appends the table as the lines of a multi-line string literal, one entry a line, escaped
  /// as `SwiftLiteral.string` escapes text (a line break or a quote in a guard stays inside its
  /// line) and never wrapped.
  func writeLines(to w: inout SwiftWriter) {
    for entry in entries {
      w.verbatimLine(String(SwiftLiteral.string(entry).dropFirst().dropLast()))
    }
  }
}

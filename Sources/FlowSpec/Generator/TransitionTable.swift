/// The constant parts of a flow's transition records (the screen, the event, the transition's
/// index and its guard as written), held once a flow in the coordinator's `transitionTable`: a
/// handler records a transition by the byte offset of its entry, one integer where it passed
/// three string literals, which cost every handler compile time (docs/generated-code-design.md,
/// "The flow jobs in issue 14's third round").
///
/// An entry is a line: the index, `:` when a guard follows or `-` when there is none, then the
/// screen, the event and the guard, each ended by a NUL (`0:s0\0next\0count > 1\0`). The
/// support file's `FlowSession.recordTransition(flow:entry:of:)` reads it back with no integer
/// conversion and no generic code to compile. A guard holding a NUL itself has no entry: its
/// transition is recorded with its parts at the call.
struct TransitionTable {
  /// The entries' lines, in order, as written in the literal.
  private var lines: [String] = []
  /// The entries' texts, in order, as the coordinator holds them.
  private var texts: [String] = []
  /// The entries' offsets, a screen at a time: the transitions of its handlers in order, then
  /// those of its `dismissed` handler (nil for a guard with a NUL).
  private var offsets: [String: [Int?]] = [:]

  /// The table of `flow`'s transitions.
  init(_ flow: Flow) {
    // The offset of the next entry: each is followed by a line break.
    var offset = 0
    for screen in flow.screens {
      let handlers = screen.allHandlers
      var starts: [Int?] = []
      for handler in handlers {
        for (index, transition) in handler.transitions.enumerated() {
          var condition: String?
          if let guarded = transition.condition {
            var text = UTF8Buffer()
            FlowSyntax(guarded).write(to: &text)
            condition = text.string
          }
          guard condition?.utf8.contains(0) != true else {
            starts.append(nil)
            continue
          }
          // Names are ASCII identifiers (validation): only a guard needs escaping in the line.
          let names = screen.name + "\0" + handler.event + "\0"
          let head = String(index) + (condition == nil ? "-" : ":")
          var text = head + names
          var line = head + screen.name + "\\0" + handler.event + "\\0"
          if let condition {
            text += condition + "\0"
            line += SwiftLiteral.string(condition).dropFirst().dropLast() + "\\0"
          }
          starts.append(offset)
          texts.append(text)
          lines.append(line)
          offset += text.utf8.count + 1
        }
      }
      if starts.contains(where: { $0 != nil }) { offsets[screen.name] = starts }
    }
  }

  /// The table's text, as the coordinator holds it.
  var text: String { texts.joined(separator: "\n") }

  /// Whether the flow has any transition.
  var isEmpty: Bool { offsets.isEmpty }

  /// The offset of the entry of transition `position` of `screen`, counting its handlers'
  /// transitions in order, then those of its `dismissed` handler; nil when it has none.
  func entry(_ screen: String, _ position: Int) -> Int? {
    offsets[screen]?[position]
  }

  /// Appends the table as the lines of a multi-line string literal, one entry a line, never
  /// wrapped (a line break or a quote in a guard is escaped, and stays inside its line).
  func writeLines(to w: inout SwiftWriter) {
    for line in lines { w.verbatimLine(line) }
  }
}

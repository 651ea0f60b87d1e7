/// The support file's record calls for values of the language's plain types: the generated code
/// hands them the value as it is, and the record is built only when the session has observers.
extension SupportFile {
  /// The plain types a record call takes as they are: the argument label (also the `FlowValue`
  /// case) and the Swift type.
  static let plainValueKinds: [(label: String, type: String)] = [
    ("string", "String"), ("int", "Int"), ("double", "Double"), ("bool", "Bool"),
    ("date", "Date"), ("url", "URL"),
  ]

  /// `recordSet(flow:field:KIND:)` and `recordAction(flow:name:argument:KIND:)` for each plain
  /// type, and `recordAction(flow:name:)` for an action without arguments. A record built in
  /// place, even behind `isRecording`, costs every handler compile time for its `FlowRecord`
  /// and `FlowValue` expressions and its array of fields; a call with plain arguments does not.
  static func recordCalls() -> String {
    var writer = SwiftWriter()
    writer.line("extension FlowSession {")
    writer.indented { body in
      body.documentation("Reports `.action` of an action without arguments.")
      body.block("func recordAction(flow: String, name: String) {") { call in
        call.line("guard isRecording else { return }")
        call.line("report(.action(flow: flow, name: name, arguments: []))")
      }
      for (label, type) in plainValueKinds {
        body.line()
        body.documentation("Reports `.set` of a field to a `\(type)`, built only with observers.")
        body.block("func recordSet(flow: String, field: String, \(label) value: \(type)) {") {
          call in
          call.line("guard isRecording else { return }")
          call.line("report(.set(flow: flow, field: field, value: .\(label)(value)))")
        }
        body.line()
        body.documentation(
          "Reports `.action` of an action whose one argument is a `\(type)`, built only with observers."
        )
        body.block(
          "func recordAction(flow: String, name: String, argument: String, \(label) value: \(type)) {"
        ) { call in
          call.line("guard isRecording else { return }")
          call.line(
            "report(.action(flow: flow, name: name, arguments: [FlowField(argument, .\(label)(value))]))"
          )
        }
      }
    }
    writer.line("}")
    writer.line()
    return writer.text
  }
}

import FlowSpec

/// A Swift expression a generated test writes, laid out the way swift-format keeps it: on one
/// line when it fits, otherwise a call's arguments one a line and an array's elements one a
/// line (with a trailing comma when there are several).
indirect enum SwiftExpression {
  /// `label: value`, or `value` alone.
  struct Argument {
    var label: String?
    var value: SwiftExpression
  }

  /// Text that is never broken: a literal, a name, `.pop`.
  case atom(String)
  /// `callee(arguments)`.
  case call(String, [Argument])
  /// `[elements]`.
  case array([SwiftExpression])

  /// A call with labelled arguments.
  static func call(_ callee: String, labelled arguments: [(String, SwiftExpression)]) -> Self {
    .call(callee, arguments.map { Argument(label: $0.0, value: $0.1) })
  }

  /// The expression on one line.
  var flat: String {
    switch self {
    case .atom(let text): return text
    case .call(let callee, let arguments):
      return callee + "(" + arguments.map(\.flat).joined(separator: ", ") + ")"
    case .array(let elements): return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
    }
  }

  /// The lines of `prefix`, the expression, then `suffix`, for a line indented by `indent`
  /// spaces, each line after the first indented relative to the first.
  func lines(prefix: String = "", suffix: String = "", indent: Int) -> [String] {
    let whole = prefix + flat + suffix
    // A line as long as the limit is broken too: swift-format breaks one that a closing
    // bracket on the next line follows.
    guard indent + whole.count >= SwiftWriter.lineLength else { return [whole] }
    switch self {
    case .atom:
      return [whole]
    case .call(let callee, let arguments):
      var result = [prefix + callee + "("]
      for (index, argument) in arguments.enumerated() {
        let comma = index < arguments.count - 1 ? "," : ""
        result += argument.value.lines(
          prefix: argument.label.map { "\($0): " } ?? "", suffix: comma, indent: indent + 2
        ).map { "  " + $0 }
      }
      return result + [")" + suffix]
    case .array(let elements):
      var result = [prefix + "["]
      let comma = elements.count > 1 ? "," : ""
      for element in elements {
        result += element.lines(suffix: comma, indent: indent + 2).map { "  " + $0 }
      }
      return result + ["]" + suffix]
    }
  }
}

extension SwiftExpression.Argument {
  /// `label: value` on one line.
  var flat: String { (label.map { "\($0): " } ?? "") + value.flat }
}

extension SwiftWriter {
  /// Appends `prefix`, `expression` and `suffix` as `SwiftExpression.lines` lays them out, for
  /// a writer whose lines are indented by `indent` spaces.
  mutating func expression(
    _ expression: SwiftExpression, prefix: String = "", suffix: String = "", indent: Int
  ) {
    for line in expression.lines(prefix: prefix, suffix: suffix, indent: indent) {
      self.line(SwiftLine(line))
    }
  }
}

import FlowSpec

/// Where a completion is asked for, read from the text around the position (the line being typed
/// usually does not parse): the keys of the enclosing mappings, from indentation and braces,
/// whether a key or a value is being written, and the partial word.
struct CompletionContext: Equatable {
  /// A key of a mapping, or a value.
  enum Position: Equatable {
    case key, value
  }

  /// The keys of the enclosing mappings, outermost first (`["screens", "home", "on", "open"]`).
  var path: [String]
  /// Whether a key or a value is being written.
  var position: Position
  /// The partial name before the position.
  var word: String
  /// Where the partial name is written (empty when nothing is typed yet).
  var wordRange: SourceRange
  /// The name before a `.` just before the word (`event`, `Tier`, or "" for a bare `.`); nil
  /// without a dot.
  var qualifier: String?

  /// Reads the context at `location` of `text`; nil inside a comment or past the text.
  init?(text: DocumentText, location: SourceLocation, file: String) {
    let line = text.line(location.line)
    guard location.line >= 1, location.line <= text.lineCount,
      location.column >= 1, location.column - 1 <= line.count
    else { return nil }
    let prefix = Array(line[..<(location.column - 1)])
    // The word and its qualifier.
    var start = prefix.count
    while start > 0, prefix[start - 1].isNameScalar { start -= 1 }
    word = Self.string(prefix[start...])
    wordRange = SourceRange(
      file: file, start: .init(line: location.line, column: start + 1), end: location)
    if start > 0, prefix[start - 1] == "." {
      var qualifierStart = start - 1
      while qualifierStart > 0, prefix[qualifierStart - 1].isNameScalar { qualifierStart -= 1 }
      qualifier = Self.string(prefix[qualifierStart..<(start - 1)])
    }
    // The line's own structure: indentation, list markers, then keys and braces.
    let head = LineHead(prefix)
    guard let inline = Self.inline(Array(prefix[head.contentIndent...])) else { return nil }
    let limit = head.dashIndent ?? head.contentIndent
    path =
      Self.blockPath(
        text: text, before: location.line, limit: limit, fromDash: head.dashIndent != nil)
      + inline.path
    position = inline.position
  }

  /// The keys and position written on the current line before the position.
  private static func inline(_ scalars: [Unicode.Scalar]) -> (path: [String], position: Position)? {
    var stack: [(key: String?, isList: Bool)] = []
    var key: String?
    var inValue = false
    var token = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "'", "\"":
        // A quoted scalar: skipped to its closing quote (to the end while it is being typed).
        index += 1
        while index < scalars.count, scalars[index] != scalar { index += 1 }
      case "#" where index == 0 || scalars[index - 1] == " ":
        return nil
      case ":" where index + 1 == scalars.count || [" ", "{", "["].contains(scalars[index + 1]):
        key = String(token).trimmingCharacters(in: " -")
        inValue = true
        token = .init()
      case "{", "[":
        stack.append((inValue ? key : nil, scalar == "["))
        key = nil
        inValue = scalar == "["
        token = .init()
      case "}", "]":
        _ = stack.popLast()
        key = nil
        inValue = stack.last?.isList ?? false
        token = .init()
      case ",":
        key = nil
        inValue = stack.last?.isList ?? false
        token = .init()
      default:
        token.append(scalar)
      }
      index += 1
    }
    var path = stack.compactMap(\.key)
    if inValue, let key, !(stack.last?.isList ?? false) { path.append(key) }
    return (path, inValue ? .value : .key)
  }

  /// The keys of the block mappings enclosing a line whose content starts at `limit`, found
  /// from the lines above by indentation.
  private static func blockPath(
    text: DocumentText, before line: Int, limit: Int, fromDash: Bool
  ) -> [String] {
    var path: [String] = []
    var limit = limit
    var fromDash = fromDash
    var number = line - 1
    while number >= 1, limit > 0 || fromDash {
      let head = LineHead(text.line(number))
      number -= 1
      guard !head.isBlank else { continue }
      let isParentKey =
        head.key != nil
        && (head.contentIndent < limit
          || (fromDash && head.contentIndent == limit && head.dashIndent == nil
            && head.valueIsEmpty))
      if isParentKey, let key = head.key {
        path.insert(key, at: 0)
        limit = head.dashIndent ?? head.contentIndent
        fromDash = head.dashIndent != nil
      } else if let dash = head.dashIndent, dash < limit {
        // The list item this line belongs to: its parent is above the dash.
        limit = dash
        fromDash = true
      } else if fromDash, head.contentIndent < limit {
        break
      }
      if limit == 0 && !fromDash { break }
    }
    return path
  }

  private static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
